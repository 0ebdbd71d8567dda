"""Answer checks before an answer is accepted: the mistakes that lose points (extra or repeated columns,
ties cut by LIMIT, DISTINCT on raw records, empty results, values that appear in no tool result).

Pure functions over SQL text (sqlglot) and result tables; the agent runs the queries they ask for.
Each check returns a problem in words the model can act on, or None.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Any

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

from shared.scoring import Table


def _parse(sql: str, dialect: str) -> exp.Expression | None:
    try:
        trees = sqlglot.parse(sql, read=dialect)
    except SqlglotError:
        return None
    trees = [t for t in trees if t is not None]
    return trees[0] if len(trees) == 1 else None


def _outer_select(tree: exp.Expression | None) -> exp.Select | None:
    return tree if isinstance(tree, exp.Select) else None


def selects_star(sql: str, dialect: str) -> bool:
    """True when the outermost SELECT lists ``*`` or ``t.*``."""
    select = _outer_select(_parse(sql, dialect))
    if select is None:
        return False
    for projection in select.expressions:
        if isinstance(projection, exp.Star) or (
            isinstance(projection, exp.Column) and isinstance(projection.this, exp.Star)
        ):
            return True
    return False


def is_distinct(sql: str, dialect: str) -> bool:
    select = _outer_select(_parse(sql, dialect))
    return bool(select is not None and select.args.get("distinct"))


@dataclass(frozen=True)
class TieProbe:
    """A rewritten query that shows the row after the limit and the ORDER BY values of every row."""

    sql: str
    limit: int
    key_count: int


def tie_probe(sql: str, dialect: str) -> TieProbe | None:
    """For ``... ORDER BY k LIMIT n`` (no OFFSET): the same query with the keys appended and LIMIT n+1."""
    select = _outer_select(_parse(sql, dialect))
    if select is None:
        return None
    limit, order = select.args.get("limit"), select.args.get("order")
    if limit is None or order is None or select.args.get("offset") is not None:
        return None
    bound = limit.args.get("expression")
    if not isinstance(bound, exp.Literal) or not bound.is_int:
        return None
    n = int(bound.this)
    if n < 1:
        return None
    projections = select.expressions
    keys: list[exp.Expression] = []
    for ordered in order.expressions:
        key = ordered.this
        if isinstance(key, exp.Literal) and key.is_int:
            index = int(key.this) - 1
            if not 0 <= index < len(projections):
                return None
            key = projections[index].unalias()
        keys.append(key.copy())
    rewritten = select.copy()
    for i, key in enumerate(keys):
        rewritten = rewritten.select(exp.alias_(key, f"__tie_key_{i}"), append=True, copy=False)
    rewritten.set("limit", exp.Limit(expression=exp.Literal.number(n + 1)))
    return TieProbe(sql=rewritten.sql(dialect=dialect), limit=n, key_count=len(keys))


def ties_cut(probe: TieProbe, rows: list[list[Any]]) -> bool:
    """True when the first row past the limit has the same ORDER BY values as the last row kept."""
    if len(rows) <= probe.limit:
        return False
    k = probe.key_count
    return rows[probe.limit][-k:] == rows[probe.limit - 1][-k:]


def keep_ties(sql: str, dialect: str) -> str | None:
    """``... ORDER BY k LIMIT 1`` rewritten to keep every row that ties on ``k``: the rows whose key
    equals the best one (MAX for DESC, MIN for ASC). None for any other shape (several keys, a limit
    other than 1, an offset, a set operation)."""
    select = _outer_select(_parse(sql, dialect))
    if select is None:
        return None
    limit, order = select.args.get("limit"), select.args.get("order")
    if limit is None or order is None or select.args.get("offset") is not None or len(order.expressions) != 1:
        return None
    bound = limit.args.get("expression")
    if not isinstance(bound, exp.Literal) or not bound.is_int or int(bound.this) != 1:
        return None
    ordered = order.expressions[0]
    key = ordered.this
    projections = select.expressions
    if isinstance(key, exp.Literal) and key.is_int:
        index = int(key.this) - 1
        if not 0 <= index < len(projections):
            return None
        key = projections[index].unalias()
    elif isinstance(key, exp.Column) and not key.table:
        # ORDER BY an output alias: the aliased expression, since the rewrite renames the outputs.
        named = next((p for p in projections if isinstance(p, exp.Alias) and p.alias == key.name), None)
        key = named.unalias() if named is not None else key
    inner = select.copy()
    inner.set("order", None)
    inner.set("limit", None)
    names = [f"__c{i}" for i in range(len(projections))]
    inner.set("expressions", [exp.alias_(p.copy(), n) for p, n in zip(projections, names, strict=True)])
    inner = inner.select(exp.alias_(key.copy(), "__k"), append=True, copy=False)
    best = exp.Max if ordered.args.get("desc") else exp.Min
    outer = (
        exp.select(
            *[exp.alias_(exp.column(n), _output_name(p, n)) for n, p in zip(names, projections, strict=True)]
        )
        .from_("__q")
        .where(
            exp.EQ(
                this=exp.column("__k"),
                expression=exp.select(best(this=exp.column("__k"))).from_("__q").subquery(),
            )
        )
        .with_("__q", as_=inner)
    )
    return outer.sql(dialect=dialect)


def _output_name(projection: exp.Expression, default: str) -> str:
    if isinstance(projection, exp.Alias):
        return projection.alias
    return projection.name if isinstance(projection, exp.Column) else default


_ASKS_WHICH = re.compile(
    r"\b(which|who|whom|whose)\b|\bwhat\s+(is|are|was|were)\s+the\s+names?\b|\bname\s+(the|of)\b", re.I
)


def asks_for_an_entity(question: str) -> bool:
    """The question asks which thing (or who): its answer names it."""
    return _ASKS_WHICH.search(question) is not None


def only_computed(sql: str, dialect: str) -> bool:
    """Every output column of the query is computed by an aggregate (a count, a sum, a maximum ...): it
    names no row it found."""
    select = _outer_select(_parse(sql, dialect))
    if select is None or not select.expressions:
        return False
    return all(p.unalias().find(exp.AggFunc) is not None for p in select.expressions)


def duplicate_columns(columns: list[str], rows: list[list[Any]]) -> list[str]:
    """Columns repeated by name, or (with two rows or more) carrying exactly another column's values."""
    problems: list[str] = []
    seen: dict[str, int] = {}
    for i, name in enumerate(columns):
        key = name.strip().lower()
        if key in seen:
            problems.append(f"column {name!r} appears twice")
        else:
            seen[key] = i
    if len(rows) >= 2:
        vectors: dict[tuple[Any, ...], str] = {}
        for i, name in enumerate(columns):
            vector = tuple(str(r[i]) if i < len(r) else None for r in rows)
            if vector in vectors:
                problems.append(f"columns {vectors[vector]!r} and {name!r} hold the same values")
            else:
                vectors[vector] = name
    return problems


_NUMBER = re.compile(r"-?\d+(?:,\d{3})*(?:\.\d+)?")


def _as_number(text: str) -> float | None:
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


def ungrounded_cells(rows: list[list[Any]], seen: str, limit: int) -> list[str]:
    """Cells of an explicit answer table that appear in no tool result and not in the question
    (``seen``): values a model made up rather than read. Numbers match by value (2 == 2.0)."""
    low = " ".join(seen.split()).lower()  # a cell written on two lines is still the same value
    numbers = {n for n in (_as_number(m) for m in _NUMBER.findall(seen)) if n is not None}
    missing: list[str] = []
    for row in rows:
        for cell in row:
            if cell is None or isinstance(cell, bool):
                continue
            text = str(cell).strip()
            value = _as_number(text)
            if not text or (value in numbers if value is not None else " ".join(text.split()).lower() in low):
                continue
            if text not in missing:
                missing.append(text)
            if len(missing) >= limit:
                return missing
    return missing


_SQL = re.compile(r"^\s*(select|with)\b.+\bfrom\b", re.IGNORECASE | re.DOTALL)


def looks_like_sql(text: str | None) -> bool:
    return bool(text) and _SQL.match(str(text)) is not None


def _cell_key(cell: Any) -> str:
    if cell is None:
        return ""
    value = _as_number(str(cell).strip()) if not isinstance(cell, bool) else None
    return repr(value) if value is not None else " ".join(str(cell).split()).lower()


def same_table(rows: list[list[Any]], other: list[list[Any]]) -> bool:
    """True when two tables hold the same cells row by row (whitespace, case and number form aside)."""
    if not rows or len(rows) != len(other):
        return False
    return all(
        len(a) == len(b) and all(_cell_key(x) == _cell_key(y) for x, y in zip(a, b, strict=True))
        for a, b in zip(rows, other, strict=True)
    )


def result_fingerprint(columns: list[str], rows: list[list[Any]]) -> str:
    """Two results that score alike have one fingerprint: each column's cells normalised as the scorer
    does and sorted, the columns sorted; names and the order of rows and columns play no part."""
    cells = tuple(tuple("" if row[i] is None else str(row[i]) for i in range(len(columns))) for row in rows)
    signatures = sorted(Table(tuple(columns), cells).signatures())
    return hashlib.sha256(repr(signatures).encode("utf-8")).hexdigest()[:16]
