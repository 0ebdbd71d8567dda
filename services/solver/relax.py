"""A failed query run without the parts that name a column the data lacks: the very last resort.

When no drafted query ran at all, the task would end with no answer. Most such drafts fail on one
invented column (``winner``, ``goals``) inside a filter, an ordering or one of several output columns;
the rest of the query is often the right shape. DuckDB names the column; the clause that uses it is
dropped (a WHERE or HAVING conjunct, an ORDER BY or GROUP BY term, an output column beside others) and
the query runs again. A column inside a join's condition, or the only output column, is not dropped:
the query is then beyond this mend. Each dropped clause is reported, so the answer is marked uncertain.
"""

from __future__ import annotations

import re

from sqlglot import exp

from services.solver.joins import MISSING_IN_TABLE
from shared.sql import parse_statement

# DuckDB's binder messages for a column the query's tables do not have: qualified, then unqualified.
_UNBOUND = (MISSING_IN_TABLE, re.compile(r'Referenced column "(?P<col>[^"]+)" not found'))
# Clauses dropped from one query in a row: each removes one missing column.
MAX_RELAXATIONS = 3


def missing_column(error: str) -> str | None:
    """The column DuckDB's ``error`` says no table in scope has; None for other errors."""
    for pattern in _UNBOUND:
        m = pattern.search(error)
        if m:
            return m.group("col")
    return None


def _depth(node: exp.Expression) -> int:
    n = 0
    while node.parent is not None:
        node, n = node.parent, n + 1
    return n


def _drop(column: exp.Column) -> str | None:
    """Remove the clause that holds ``column`` from its tree; a description of what went, or None
    when that clause cannot go (a join condition, the only output column)."""
    node: exp.Expression = column
    while node.parent is not None:
        parent = node.parent
        if isinstance(parent, exp.Join):
            return None
        if isinstance(parent, (exp.Where, exp.Having)):
            text = node.sql()
            parent.pop()
            return f"the condition {text}"
        if isinstance(parent, exp.And):
            other = parent.right if node is parent.left else parent.left
            text = node.sql()
            parent.replace(other)
            return f"the condition {text}"
        if isinstance(parent, (exp.Order, exp.Group)):
            text = node.sql()
            node.pop()
            if not parent.expressions:
                parent.pop()
            return f"the {'ordering' if isinstance(parent, exp.Order) else 'grouping'} by {text}"
        if isinstance(parent, exp.Select) and node in parent.expressions:
            if len(parent.expressions) < 2:
                return None
            text = node.sql()
            node.pop()
            return f"the output column {text}"
        node = parent
    return None


def relax(sql: str, error: str, dialect: str) -> tuple[str, str] | None:
    """``sql`` without the outermost clause that uses the column ``error`` names, and what was dropped;
    None when the error is another one or no clause can be dropped."""
    column = missing_column(error)
    tree = parse_statement(sql, dialect) if column else None
    if column is None or tree is None:
        return None
    uses = [c for c in tree.find_all(exp.Column) if c.name.lower() == column.lower()]
    # The outermost use first: dropping its clause usually removes the inner ones with it.
    for use in sorted(uses, key=_depth):
        dropped = _drop(use)
        if dropped is not None:
            return tree.sql(dialect=dialect), dropped
    return None
