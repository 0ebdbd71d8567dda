"""A figure the question writes with a scale, compared in the unit its column counts in.

"实际发行规模合计不低于20亿元" over a column whose meaning says it counts in 亿元 is ``>= 20``; a small model
writes the figure in full units (``>= 2000000000``) even when the prompt gives both. A comparison of a
number with an extracted column (bare, cast, or summed, averaged, taken as the largest or smallest; or a
select alias of one) whose meaning states its unit, where the number is one of the question's scaled
figures in full units, gets the figure in the column's unit. Counts and other expressions are left as
drafted, as is any figure the question does not write.

A division of two such columns whose units differ in scale only ("中标金额，单位：万元" over "营业收入，单位：
亿元") gets its divisor in the dividend's unit (``revenue * 10000``).

Public API::

    sql, changed = figures_in_column_units(sql, dialect, question, notes)
    # changed: ["2000000000 -> 20: bond_issue.actual_size counts in 亿元 (the question: 20亿元)"]
    sql, changed = divisions_in_one_unit(sql, dialect, notes)
    # changed: ["p.revenue -> p.revenue * 10000: c.amount counts in 万元, p.revenue in 亿元"]
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from sqlglot import exp

from shared.layout import ExtractedColumns
from shared.numbers import scaled_figures, stated_unit
from shared.sql import parse_statement

_COMPARISONS = (exp.GT, exp.GTE, exp.LT, exp.LTE, exp.EQ, exp.NEQ)
# Aggregates that keep a column's unit (a count does not).
_SAME_UNIT = (exp.Sum, exp.Avg, exp.Max, exp.Min, exp.Cast, exp.TryCast, exp.Paren)


def _column_of(node: exp.Expression, aliases: dict[str, exp.Expression]) -> exp.Column | None:
    """The one column ``node`` reads, through unit-keeping wrappers and select aliases; None otherwise."""
    for _ in range(4):
        if isinstance(node, exp.Column):
            if node.table or node.name.lower() not in aliases:
                return node
            node = aliases.pop(node.name.lower())
        elif isinstance(node, _SAME_UNIT):
            node = node.this
        else:
            return None
    return None


Unit = tuple[str, Decimal]


# A meaning that states a base unit ("单位：元", "金额（元）"), which has no scale to read.
_BASE_UNIT = re.compile(r"(?:单位\s*[：:]\s*|[（(])(?P<unit>元|股)(?:[）)]|[；;，,。\s]|$)")


def _column_units(notes: ExtractedColumns) -> dict[tuple[str, str], Unit]:
    """(table, column), lower case -> the unit the column's meaning states and its scale."""
    units = {}
    for table, columns in notes.tables.items():
        for column, note in columns.items():
            base = _BASE_UNIT.search(note.meaning)
            stated = stated_unit(note.meaning) or ((base.group("unit"), Decimal(1)) if base else None)
            if stated:
                units[table.lower(), column.lower()] = stated
    return units


def _unit_of(
    column: exp.Column, tables: dict[str, str], units: dict[tuple[str, str], Unit]
) -> tuple[str, Unit] | None:
    """The table the column is read from and its stated unit, when exactly one table of the query gives
    it one."""
    owners = [tables.get(column.table.lower(), "")] if column.table else set(tables.values())
    stated = [(t, units[(t, column.name.lower())]) for t in owners if (t, column.name.lower()) in units]
    return stated[0] if len(stated) == 1 else None


def _with_units(
    sql: str, dialect: str, notes: ExtractedColumns | None
) -> tuple[exp.Expression, dict[tuple[str, str], Unit], dict[str, str]] | None:
    """The query's tree, the extracted columns' stated units and its tables by alias; None when there
    are no notes or the query does not parse."""
    tree = parse_statement(sql, dialect) if notes is not None and notes.tables else None
    if tree is None or notes is None:
        return None
    tables = {(t.alias_or_name or "").lower(): t.name.lower() for t in tree.find_all(exp.Table)}
    return tree, _column_units(notes), tables


def _number(node: exp.Expression) -> Decimal | None:
    if not (isinstance(node, exp.Literal) and not node.is_string):
        return None
    try:
        return Decimal(node.this)
    except InvalidOperation:
        return None


def figures_in_column_units(
    sql: str, dialect: str, question: str, notes: ExtractedColumns | None
) -> tuple[str, list[str]]:
    """``sql`` with each of the question's scaled figures written in full units, where it is compared with
    a column that counts in another unit, written in that unit; ``sql`` unchanged when none is."""
    figures = {f.value: f for f in scaled_figures(question)}
    parsed = _with_units(sql, dialect, notes) if figures else None
    if parsed is None:
        return sql, []
    tree, units, tables = parsed
    changed = []
    for comparison in list(tree.find_all(*_COMPARISONS)):
        select = comparison.find_ancestor(exp.Select)
        aliases = {
            a.alias.lower(): a.this
            for a in (select.expressions if select else [])
            if isinstance(a, exp.Alias)
        }
        for side, other in (
            (comparison.this, comparison.expression),
            (comparison.expression, comparison.this),
        ):
            value = _number(other)
            figure = figures.get(value) if value is not None else None
            column = _column_of(side, dict(aliases)) if figure is not None else None
            if column is None or figure is None:
                continue
            stated = _unit_of(column, tables, units)
            if stated is None:
                continue
            owner, (unit, scale) = stated
            base = figure.written[-1] if figure.written[-1] in "元股" else ""
            if scale == 1 or (base and not unit.endswith(base)):
                continue
            in_unit = f"{(figure.value / scale).normalize():f}"
            changed.append(
                f"{other.sql(dialect=dialect)} -> {in_unit}: {owner}.{column.name} "
                f"counts in {unit} (the question: {figure.written})"
            )
            other.replace(exp.Literal.number(in_unit))
            break
    return (tree.sql(dialect=dialect), changed) if changed else (sql, [])


def divisions_in_one_unit(sql: str, dialect: str, notes: ExtractedColumns | None) -> tuple[str, list[str]]:
    """``sql`` with the divisor of each division of two columns (bare, cast or aggregated) whose stated
    units share their base but not their scale (万元 over 亿元) brought to the dividend's unit; ``sql``
    unchanged when none is."""
    parsed = _with_units(sql, dialect, notes)
    if parsed is None:
        return sql, []
    tree, units, tables = parsed
    changed = []
    for div in list(tree.find_all(exp.Div)):
        top, bottom = _column_of(div.this, {}), _column_of(div.expression, {})
        above = _unit_of(top, tables, units) if top is not None else None
        below = _unit_of(bottom, tables, units) if bottom is not None else None
        if above is None or below is None:
            continue
        (unit_a, scale_a), (unit_b, scale_b) = above[1], below[1]
        if scale_a == scale_b or unit_a[-1:] != unit_b[-1:]:
            continue
        factor = f"{(scale_b / scale_a).normalize():f}"
        divisor = div.expression
        scaled = exp.Paren(this=exp.Mul(this=divisor.copy(), expression=exp.Literal.number(factor)))
        changed.append(
            f"{divisor.sql(dialect=dialect)} -> {scaled.sql(dialect=dialect)}: "
            f"{above[0]}.{top.name} counts in {unit_a}, {below[0]}.{bottom.name} in {unit_b}"
        )
        divisor.replace(scaled)
    return (tree.sql(dialect=dialect), changed) if changed else (sql, [])
