"""The mends a drafted query gets by programs before it runs, in turn: sibling columns, divisions'
direction and form, joins to tables the task lacks, joins on record numbers, invented year or month
columns read from a date column, figures and divisions in their columns' units, and the filters the
question names that the draft left out.

A value the question writes that the data stores exactly in one column ("预增" of the forecast type, its
grounding's stored form) is a filter the question states: a draft that reads the column's table once and
never mentions the column gets ``column = 'value'`` in the WHERE of the query that reads the table. A
column the question names two values of (each not inside the other) is a list of categories, not a
filter, and is left as drafted; so is a draft that mentions the column anywhere.

Public API::

    sql, changes = premended(sql, dialect, question, notes, types, light_catalog, stored)
    sql, added = named_filters(sql, dialect, question, stored)   # added: ["T2.forecast_type = '预增' (...)"]
"""

from __future__ import annotations

from sqlglot import exp

from services.solver.grounding import StoredForm
from services.solver.joins import drop_foreign_joins, rejoin_record_numbers
from services.solver.ratios import decimal_ratios, orient_divisions
from services.solver.siblings import swap_siblings
from services.solver.timeparts import time_parts
from services.solver.units import divisions_in_one_unit, figures_in_column_units
from shared.layout import ExtractedColumns, LightCatalog
from shared.sql import parse_statement


def _filters(question: str, stored: list[StoredForm]) -> list[tuple[str, str, str]]:
    """(table, column, value) of each column the question names exactly one stored value of (a value
    only inside a longer one it names, "质押" of "解除质押", is not named), held by no other column."""
    named = {
        (f.table, f.column, f.examples[0])
        for f in stored
        if f.exact and f.examples and len(f.literal) >= 2 and not f.literal.isdigit()
    }
    mentioned = set()
    for table, column, value in named:
        own = question
        for longer in sorted({v for _, _, v in named if value in v and v != value}, key=len, reverse=True):
            own = own.replace(longer, "")
        if value in own:
            mentioned.add((table, column, value))
    out = []
    for table, column, value in sorted(mentioned):
        same = [v for t, c, v in mentioned if (t, c) == (table, column)]
        elsewhere = [v for t, c, v in mentioned if v == value and (t, c) != (table, column)]
        if len(same) == 1 and not elsewhere:
            out.append((table, column, value))
    return out


def named_filters(sql: str, dialect: str, question: str, stored: list[StoredForm]) -> tuple[str, list[str]]:
    """``sql`` with each filter the question names and the draft left out added; ``sql`` as it was when
    none is, or it does not parse."""
    filters = _filters(question, stored)
    tree = parse_statement(sql, dialect) if filters else None
    if tree is None:
        return sql, []
    added = []
    for table, column, value in filters:
        reads = [t for t in tree.find_all(exp.Table) if t.name.lower() == table.lower()]
        mentioned = any(c.name.lower() == column.lower() for c in tree.find_all(exp.Column))
        said = any(lit.is_string and lit.this == value for lit in tree.find_all(exp.Literal))
        select = reads[0].find_ancestor(exp.Select) if len(reads) == 1 else None
        if select is None or mentioned or said:
            continue
        target = exp.Column(
            this=exp.to_identifier(column, quoted=True), table=exp.to_identifier(reads[0].alias_or_name)
        )
        condition = exp.EQ(this=target, expression=exp.Literal.string(value))
        select.where(condition, copy=False)
        added.append(f"{condition.sql(dialect=dialect)} (the question names {value!r} of {table}.{column})")
    return (tree.sql(dialect=dialect), added) if added else (sql, [])


def premended(
    sql: str,
    dialect: str,
    question: str,
    notes: ExtractedColumns | None,
    types: dict[str, dict[str, str]],
    light_catalog: LightCatalog,
    stored: list[StoredForm],
) -> tuple[str, list[str]]:
    """``sql`` after every mend, and what each changed (empty when none did)."""
    mended, changes = swap_siblings(sql, dialect, question, notes, types)
    mended, turned = orient_divisions(mended, dialect, question, notes)
    mended, decimal = decimal_ratios(mended, dialect, question)
    mended, dropped = drop_foreign_joins(mended, dialect, light_catalog)
    mended, rejoined = rejoin_record_numbers(mended, dialect, notes)
    mended, dated = time_parts(mended, dialect, question, notes, types)
    mended, scaled = figures_in_column_units(mended, dialect, question, notes)
    mended, united = divisions_in_one_unit(mended, dialect, notes)
    mended, filtered = named_filters(mended, dialect, question, stored)
    return mended, changes + turned + decimal + dropped + rejoined + dated + scaled + united + filtered
