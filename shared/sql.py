"""What a SQL statement reads, for the services that need to know (catalog gate, solver redirects)."""

from __future__ import annotations

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError


def parse_statement(sql: str, dialect: str) -> exp.Expression | None:
    """The statement's syntax tree, or None when it does not parse."""
    try:
        return sqlglot.parse_one(sql, read=dialect)
    except SqlglotError:
        return None


def referenced_tables(sql: str, dialect: str = "duckdb") -> set[str] | None:
    """Lower-cased table names a statement reads; None when that cannot be known."""
    tree = parse_statement(sql, dialect)
    if tree is None:
        return None
    for fn in tree.find_all(exp.Anonymous):
        if fn.name.lower() in {"query", "query_table"}:
            return None
    if any(isinstance(n, exp.Command) for n in tree.walk()):
        return None
    return {t.name.lower() for t in tree.find_all(exp.Table) if t.name}
