"""A drafted query that names a column on a table that lacks it, mended over the catalog's join graph.

A small model joins two tables where the question needs three and then reads a column the middle one
does not have (``T2.product_name`` on an orders table whose products are in another table). DuckDB names
the alias and the column; the catalog knows which tables hold that column and how tables join. When
exactly one table nearest to the alias's own holds the column, the query reads it there: through the
alias that table already has in the query, or through the tables joined in on the shortest path of the
catalog's relationships. A column read inside a join's condition is left alone (the join itself is wrong,
and guessing another is the model's work).

Two joins are mended before a draft runs: one to a table the task does not have, whose columns are
another table's of the query or read nowhere else (``drop_foreign_joins``), and one of two extracted
tables on their record numbers, made on a column both hold (``rejoin_record_numbers``).
"""

from __future__ import annotations

import re
from collections import deque

from sqlglot import exp

from shared.layout import EXTRACTED_RECORD_COLUMN, ExtractedColumns, LightCatalog
from shared.sql import parse_statement
from shared.terms import meaning_lead

# DuckDB's binder message for a qualified column its table does not have.
MISSING_IN_TABLE = re.compile(
    r'(?:Values list|Table) "(?P<alias>[^"]+)" does not have a column named "(?P<col>[^"]+)"'
)
# Relationships: (table, column, table, column), either way round.
Edge = tuple[str, str, str, str]
# Mends tried on one query in a row: each can only move one column, and a query may misplace several.
MAX_MENDS = 3


def _holders(light_catalog: LightCatalog, column: str) -> set[str]:
    """The base tables with a column named ``column`` (case aside), lower case."""
    col = column.lower()
    return {
        s.name.lower()
        for s in light_catalog.base_tables
        if s.name and any(c.name.lower() == col for c in s.columns)
    }


def _path(start: str, goals: set[str], edges: list[Edge], max_hops: int) -> list[Edge] | None:
    """The joins from ``start`` to the one nearest table of ``goals`` (each edge oriented from the table
    already reached); None when none is within ``max_hops`` or two are equally near."""
    links: dict[str, list[Edge]] = {}
    for a, x, b, y in edges:
        a, b = a.lower(), b.lower()
        if a != b:
            links.setdefault(a, []).append((a, x, b, y))
            links.setdefault(b, []).append((b, y, a, x))
    came: dict[str, Edge | None] = {start: None}
    frontier = deque([start])
    for _ in range(max_hops):
        reached: list[str] = []
        for _ in range(len(frontier)):
            node = frontier.popleft()
            for edge in sorted(links.get(node, ())):
                other = edge[2]
                if other in came:
                    continue
                came[other] = edge
                frontier.append(other)
                if other in goals:
                    reached.append(other)
        if len(reached) > 1:
            return None
        if reached:
            hops: list[Edge] = []
            node = reached[0]
            while came[node] is not None:
                edge = came[node]
                assert edge is not None
                hops.append(edge)
                node = edge[0]
            return hops[::-1]
    return None


def mend_missing_column(
    sql: str, error: str, dialect: str, light_catalog: LightCatalog, edges: list[Edge], max_hops: int = 3
) -> str | None:
    """``sql`` reading the column DuckDB's ``error`` says its alias lacks from the table that has it; None
    when the error is another one or no single table (or path to it) is found."""
    m = MISSING_IN_TABLE.search(error)
    tree = parse_statement(sql, dialect) if m else None
    if m is None or tree is None:
        return None
    alias, column = m.group("alias").lower(), m.group("col")
    tables = {(t.alias_or_name or "").lower(): t for t in tree.find_all(exp.Table)}
    own = tables.get(alias)
    refs = [
        c
        for c in tree.find_all(exp.Column)
        if (c.table or "").lower() == alias and c.name.lower() == column.lower()
    ]
    if own is None or not refs or any(c.find_ancestor(exp.Join) for c in refs):
        return None
    select = own.find_ancestor(exp.Select)
    holders = _holders(light_catalog, column) - {own.name.lower()}
    # Only a table of the same SELECT can lend its alias (one in a subquery is out of scope).
    in_scope = {
        t.name.lower(): t.alias_or_name
        for t in tables.values()
        if t.name.lower() in holders and t.find_ancestor(exp.Select) is select
    }
    if len(in_scope) == 1:
        target = next(iter(in_scope.values()))
    elif in_scope:
        return None
    else:
        hops = _path(own.name.lower(), holders, edges, max_hops)
        if not hops or select is None:
            return None
        names = {s.name.lower(): s.name for s in light_catalog.base_tables if s.name}
        taken = set(tables)
        previous = own.alias_or_name
        for n, (_, x, b, y) in enumerate(hops, 1):
            target = f"J{n}"
            while target.lower() in taken:
                target += "_"
            taken.add(target.lower())
            select.join(
                exp.alias_(exp.to_table(names.get(b, b)), target, table=True),
                on=exp.EQ(this=exp.column(x, previous), expression=exp.column(y, target)),
                copy=False,
            )
            previous = target
    for c in refs:
        c.set("table", exp.to_identifier(target))
    return tree.sql(dialect=dialect)


def drop_foreign_joins(sql: str, dialect: str, light_catalog: LightCatalog) -> tuple[str, list[str]]:
    """``sql`` without the joins to tables the task does not have (``information_schema.columns``, a
    column's name taken for a table: ``JOIN company AS T2 ON T1.company_name = T2.company_name``), and
    what was dropped. Such a join goes when nothing outside its own condition reads it, or when every
    column read through it is one a table of the query holds (the one the join's condition names first):
    those columns are then read there. ``sql`` unchanged when no join goes."""
    tree = parse_statement(sql, dialect)
    if tree is None:
        return sql, []
    holds = {
        s.name.lower(): {c.name.lower() for c in s.columns} for s in light_catalog.query_surfaces if s.name
    }
    named = {t.name.lower() for t in tree.find_all(exp.Table)}
    ctes = {(c.alias or "").lower() for c in tree.find_all(exp.CTE)}
    dropped = []
    for join in list(tree.find_all(exp.Join)):
        table = join.this
        if not isinstance(table, exp.Table) or not named - {table.name.lower()}:
            continue
        name = table.name.lower()
        if name in holds or name in ctes:
            continue
        alias = (table.alias_or_name or "").lower()
        read = [c for c in tree.find_all(exp.Column) if (c.table or "").lower() == alias]
        outside = [c for c in read if c.find_ancestor(exp.Join) is not join]
        owners = _owners_of(tree, join, alias, {c.name.lower() for c in outside}, holds)
        if outside and owners is None:
            continue
        for column in outside:
            column.set("table", exp.to_identifier(owners[column.name.lower()]))
        moved = sorted({f"{c.name} read from {owners[c.name.lower()]}" for c in outside}) if owners else []
        dropped.append(
            f"join to {table.sql(dialect=dialect)} dropped: the task has no such table"
            + (f" ({', '.join(moved)})" if moved else "")
        )
        join.pop()
    return (tree.sql(dialect=dialect), dropped) if dropped else (sql, [])


def _owners_of(
    tree: exp.Expression, join: exp.Join, alias: str, columns: set[str], holds: dict[str, set[str]]
) -> dict[str, str] | None:
    """For each column read through a foreign join's ``alias``, the alias of the task's table in the query
    that holds it: the first the join's condition names that does, else the only one in the query; None
    when a column has no such table."""
    aliases = {
        (t.alias_or_name or "").lower(): t.name.lower()
        for t in tree.find_all(exp.Table)
        if t.name.lower() in holds and (t.alias_or_name or "").lower() != alias
    }
    in_condition = [
        (c.table or "").lower() for c in join.find_all(exp.Column) if (c.table or "").lower() in aliases
    ]
    spelled = {(t.alias_or_name or "").lower(): t.alias_or_name for t in tree.find_all(exp.Table)}
    owners = {}
    for column in columns:
        near = [a for a in in_condition if column in holds[aliases[a]]]
        anywhere = [a for a, t in aliases.items() if column in holds[t]]
        if not near and len(anywhere) != 1:
            return None
        owners[column] = spelled[(near or anywhere)[0]]
    return owners


_DATED = re.compile(r"日期|时间|date|time|year|年度", re.I)


def rejoin_record_numbers(sql: str, dialect: str, notes: ExtractedColumns | None) -> tuple[str, list[str]]:
    """``sql`` with a join of two extracted tables on their record numbers (each counts the records of
    its own document, so equal numbers say nothing) made on the first column both tables hold by name
    that is not a date; ``sql`` unchanged when there is none."""
    tree = parse_statement(sql, dialect) if notes and len(notes.tables) > 1 else None
    if tree is None or notes is None:
        return sql, []
    extracted = {t.lower(): cols for t, cols in notes.tables.items()}
    aliases = {(t.alias_or_name or "").lower(): t.name.lower() for t in tree.find_all(exp.Table)}
    changed = []
    for eq in list(tree.find_all(exp.EQ)):
        left, right = eq.this, eq.expression
        if not (
            isinstance(left, exp.Column) and isinstance(right, exp.Column) and eq.find_ancestor(exp.Join)
        ):
            continue
        if {left.name.lower(), right.name.lower()} != {EXTRACTED_RECORD_COLUMN}:
            continue
        a, b = aliases.get((left.table or "").lower()), aliases.get((right.table or "").lower())
        if a is None or b is None or a == b or a not in extracted or b not in extracted:
            continue
        theirs = {c.lower(): c for c in extracted[b]}
        shared = [
            c
            for c, note in extracted[a].items()
            if c.lower() != EXTRACTED_RECORD_COLUMN
            and c.lower() in theirs
            and not _DATED.search(f"{c} {meaning_lead(note.meaning)}")
        ]
        if not shared:
            continue
        column = shared[0]
        eq.replace(
            exp.EQ(
                this=exp.column(column, left.table),
                expression=exp.column(theirs[column.lower()], right.table),
            )
        )
        changed.append(f"join of {a} and {b} on their record numbers made on {column}")
    return (tree.sql(dialect=dialect), changed) if changed else (sql, [])
