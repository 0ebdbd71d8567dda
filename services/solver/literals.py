"""The literals a drafted query filters on, checked against the stored values of their columns.

A small model writes a literal as the question spells it ('Texas', 'Mississippi River') where the data
stores another form ('texas', 'mississippi'); the query then runs cleanly and finds nothing, or counts 0.
``filter_literals`` finds every ``column = 'text'`` and ``column IN ('text', ...)`` of a query with the
table each column belongs to; the drafting node asks the catalog whether each value occurs there, and
``closest_form`` picks, among the column's stored values, the one the literal most likely means: the same
text in another case, a value the literal contains or that contains it, else the nearest spelling.
``replace_literals`` writes the query again with those forms. A literal no column form resembles but
another text column of its table stores as it is ("shareholder = '解除质押'" where the action column holds
'解除质押') is compared with that column instead (``holding_column`` finds it, ``move_literals`` rewrites
the comparisons).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from difflib import SequenceMatcher

from sqlglot import exp

from shared.layout import LightCatalog
from shared.sql import parse_statement

# A stored value this alike to the literal (difflib's ratio, case aside) is taken for it.
MIN_LIKENESS = 0.75


@dataclass(frozen=True)
class LiteralUse:
    """One text literal a query compares a column with."""

    table: str
    column: str
    literal: str


def _columns_by_table(light_catalog: LightCatalog) -> dict[str, tuple[str, dict[str, str]]]:
    """table (lower case) -> its name and its columns (lower case -> name), as the catalog writes them."""
    return {
        s.name.lower(): (s.name, {c.name.lower(): c.name for c in s.columns})
        for s in light_catalog.query_surfaces
        if s.name
    }


def _owner(
    column: exp.Column, aliases: dict[str, str], tables: dict[str, tuple[str, dict[str, str]]]
) -> tuple[str, str] | None:
    """The table ``column`` belongs to and the column's name there: its qualifier's table, else the only
    table of the query that has such a column."""
    name = column.name.lower()
    if column.table:
        owners = [aliases.get(column.table.lower(), column.table.lower())]
    else:
        owners = [t for t in set(aliases.values()) if name in tables.get(t, ("", {}))[1]]
    if len(owners) != 1 or name not in tables.get(owners[0], ("", {}))[1]:
        return None
    table, columns = tables[owners[0]]
    return table, columns[name]


def filter_literals(sql: str, dialect: str, light_catalog: LightCatalog) -> list[LiteralUse]:
    """The ``column = 'text'`` and ``column IN ('text', ...)`` comparisons of ``sql`` whose column names
    a catalog table (none when the query does not parse)."""
    tree = parse_statement(sql, dialect)
    if tree is None:
        return []
    tables = _columns_by_table(light_catalog)
    aliases: dict[str, str] = {}
    for t in tree.find_all(exp.Table):
        aliases[(t.alias or t.name).lower()] = t.name.lower()
    found: list[LiteralUse] = []
    for column, values in _text_comparisons(tree):
        owner = _owner(column, aliases, tables)
        if owner is None:
            continue
        for value in values:
            use = LiteralUse(owner[0], owner[1], value.this)
            if value.this.strip() and use not in found:
                found.append(use)
    return found


def closest_form(literal: str, stored: list[str]) -> str | None:
    """The stored value ``literal`` most likely means, or None: the same text in another case, then a
    value it contains or that contains it (the longest), then the nearest spelling."""
    low = literal.strip().lower()
    values = [s for s in stored if s and s.strip()]
    same = [s for s in values if s.strip().lower() == low]
    if same:
        return same[0]
    inside = [s for s in values if len(s.strip()) >= 3 and (s.strip().lower() in low or low in s.lower())]
    if inside:
        return max(inside, key=lambda s: SequenceMatcher(None, low, s.lower()).ratio())
    scored = [(SequenceMatcher(None, low, s.strip().lower()).ratio(), s) for s in values]
    best = max(scored, default=(0.0, ""))
    return best[1] if best[0] >= MIN_LIKENESS else None


def _text_comparisons(tree: exp.Expression) -> list[tuple[exp.Column, list[exp.Literal]]]:
    """Each ``column = 'text'`` and ``column IN ('text', ...)`` of ``tree``: the column and its text
    literals."""
    found = []
    for node in list(tree.find_all(exp.EQ, exp.In)):
        if isinstance(node, exp.EQ):
            column = node.left if isinstance(node.right, exp.Literal) else node.right
            values = [node.right if column is node.left else node.left]
        else:
            column, values = node.this, list(node.expressions)
        texts = [v for v in values if isinstance(v, exp.Literal) and v.is_string]
        if isinstance(column, exp.Column) and texts:
            found.append((column, texts))
    return found


def replace_literals(sql: str, dialect: str, forms: dict[LiteralUse, str]) -> str | None:
    """``sql`` with each literal of ``forms`` written in its stored form (the column it is compared with
    must match); None when the query does not parse or nothing changed."""
    tree = parse_statement(sql, dialect)
    if tree is None:
        return None
    wanted = {(u.column.lower(), u.literal): form for u, form in forms.items()}
    changed = False
    for column, values in _text_comparisons(tree):
        for value in values:
            form = wanted.get((column.name.lower(), value.this))
            if form is not None and form != value.this:
                value.replace(exp.Literal.string(form))
                changed = True
    return tree.sql(dialect=dialect) if changed else None


async def holding_column(
    use: LiteralUse, light_catalog: LightCatalog, count: Callable[[str], Awaitable[int | None]]
) -> str | None:
    """The one other text column of the use's table that stores its literal as it is (``count`` runs a
    count query), or None."""
    surface = next((s for s in light_catalog.query_surfaces if s.name.lower() == use.table.lower()), None)
    others = [
        c.name
        for c in (surface.columns if surface else [])
        if any(w in c.type.upper() for w in ("CHAR", "TEXT", "STRING"))
        and c.name.lower() != use.column.lower()
    ]
    holders = [c for c in others if await count(occurs_sql(LiteralUse(use.table, c, use.literal)))]
    return holders[0] if len(holders) == 1 else None


def move_literals(sql: str, dialect: str, moves: dict[LiteralUse, str]) -> str | None:
    """``sql`` with each comparison of a use's column with its literal made on the column ``moves`` names
    instead (its qualifier kept); None when the query does not parse or nothing changed."""
    tree = parse_statement(sql, dialect)
    if tree is None:
        return None
    wanted = {(u.column.lower(), u.literal): column for u, column in moves.items()}
    changed = False
    for column, values in _text_comparisons(tree):
        targets = {
            wanted[column.name.lower(), v.this] for v in values if (column.name.lower(), v.this) in wanted
        }
        if len(targets) == 1:
            column.set("this", exp.to_identifier(targets.pop(), quoted=True))
            changed = True
    return tree.sql(dialect=dialect) if changed else None


def literal_fixes(forms: dict[LiteralUse, str], moves: dict[LiteralUse, str]) -> list[dict[str, str]]:
    """What was changed, for the trace: each literal's stored form, or the column that stores it."""
    return [
        {"column": f"{u.table}.{u.column}", "literal": u.literal, "stored": f} for u, f in forms.items()
    ] + [
        {"column": f"{u.table}.{u.column}", "literal": u.literal, "stored_in": f"{u.table}.{c}"}
        for u, c in moves.items()
    ]


def quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def text_literal(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def occurs_sql(use: LiteralUse) -> str:
    """How many rows of the column hold the literal exactly."""
    return (
        f"SELECT count(*) FROM {quoted(use.table)} WHERE {quoted(use.column)} = {text_literal(use.literal)}"
    )


def candidates_sql(use: LiteralUse, limit: int) -> str:
    """The column's stored values that resemble the literal first (same text in another case, or one
    containing the other), then any others, at most ``limit``."""
    col = f"lower(CAST({quoted(use.column)} AS VARCHAR))"
    low = text_literal(use.literal.strip().lower())
    return (
        f"SELECT DISTINCT CAST({quoted(use.column)} AS VARCHAR) AS v, "
        f"CASE WHEN {col} = {low} THEN 0 WHEN {col} LIKE '%' || {low} || '%' "
        f"OR {low} LIKE '%' || {col} || '%' THEN 1 ELSE 2 END AS rank "
        f"FROM {quoted(use.table)} WHERE {quoted(use.column)} IS NOT NULL ORDER BY rank LIMIT {int(limit)}"
    )
