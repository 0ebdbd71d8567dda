"""A year, month or quarter column a draft invents, read from the table's date column instead.

A small model asked about "2024年（按公告日期）" often writes ``WHERE year = 2024`` or
``T1.announce_year = 2024`` over a table that stores only dates. Such a column is missing from every
table the query reads; when its name says which part of a date it wants, it becomes that part of the
table's date column: ``year(T1.announce_date)``. The date column is the one whose meaning's leading
words (or name) the question repeats, else the only date column of the table, else the one whose name
shares a word with the invented column's.

Public API::

    sql, changes = time_parts(sql, dialect, question, notes, types)   # changes: ["year -> year(...)"]
"""

from __future__ import annotations

import re

from sqlglot import exp

from shared.layout import ExtractedColumns
from shared.sql import parse_statement
from shared.terms import meaning_lead

# The part of a date an invented column's name asks for.
_PART = re.compile(r"(?:^|_)(year|yr|month|mon|quarter|qtr)(?:_|$|s$)")
_PARTS = {"yr": "year", "mon": "month", "qtr": "quarter"}
_DATE_TYPE = re.compile(r"^(?:date|timestamp)", re.I)
_DATE_NAME = re.compile(r"(?:^|_)(?:date|day|dt)(?:_|$)")


def _date_columns(columns: dict[str, str], meanings: dict[str, str]) -> list[str]:
    """A table's columns that hold dates: typed so, or text columns named or meant as dates."""
    return [
        c
        for c, t in columns.items()
        if _DATE_TYPE.match(t)
        or (
            re.search(r"CHAR|TEXT|STRING", t, re.I)
            and (_DATE_NAME.search(c) or re.search(r"日期|\bdate\b", meaning_lead(meanings.get(c, "")), re.I))
        )
    ]


def _chosen(invented: str, dates: list[str], question: str, notes: dict[str, str]) -> str | None:
    named = [
        c
        for c in dates
        if (lead := meaning_lead(notes.get(c, ""))) and len(lead) >= 2 and lead.lower() in question.lower()
    ]
    named = named or [c for c in dates if c.lower() in question.lower()]
    if len(named) == 1:
        return named[0]
    if len(dates) == 1:
        return dates[0]
    words = set(invented.split("_")) - {"year", "yr", "month", "mon", "quarter", "qtr", "of"}
    shared = [c for c in dates if any(w and w in c for w in words)]
    return shared[0] if len(shared) == 1 else None


def time_parts(
    sql: str,
    dialect: str,
    question: str,
    notes: ExtractedColumns | None,
    types: dict[str, dict[str, str]],
) -> tuple[str, list[str]]:
    """``sql`` with each invented year, month or quarter column read from a date column; ``sql``
    unchanged when none is."""
    tree = parse_statement(sql, dialect) if re.search(r"year|yr|mon|quarter|qtr", sql, re.I) else None
    if tree is None:
        return sql, []
    tables = {(t.alias_or_name or "").lower(): t.name.lower() for t in tree.find_all(exp.Table)}
    read = {name for name in tables.values() if name in types}
    aliases = {a.alias.lower() for a in tree.find_all(exp.Alias)}
    meanings = {
        t.lower(): {c.lower(): note.meaning for c, note in cols.items()}
        for t, cols in (notes.tables if notes else {}).items()
    }
    changes: list[str] = []
    for column in list(tree.find_all(exp.Column)):
        name = column.name.lower()
        part = _PART.search(name)
        qualifier = column.table.lower()
        if part is None or name in aliases or any(name in types[t] for t in read):
            continue
        owners = [tables[qualifier]] if qualifier in tables else sorted(read)
        found = []
        for owner in (t for t in owners if t in types):
            dates = _date_columns(types[owner], meanings.get(owner, {}))
            pick = _chosen(name, dates, question, meanings.get(owner, {})) if dates else None
            if pick:
                found.append((owner, pick))
        if len(found) != 1:
            continue
        table, date = found[0]
        target = exp.Column(this=exp.to_identifier(date), table=column.args.get("table"))
        if not _DATE_TYPE.match(types[table][date]):
            target = exp.TryCast(this=target, to=exp.DataType.build("DATE"))
        unit = _PARTS.get(part.group(1), part.group(1))
        replacement = exp.Anonymous(this=unit, expressions=[target])
        text = column.sql(dialect=dialect)
        column.replace(replacement)
        changes.append(
            f"{text} -> {replacement.sql(dialect=dialect)} (no table has {name}; {table}.{date} holds dates)"
        )
    return (tree.sql(dialect=dialect), changes) if changes else (sql, [])
