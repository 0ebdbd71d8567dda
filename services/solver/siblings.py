"""Sibling columns put right in code: of two columns of an extracted table that could answer (the
seller's and the buyer's holding, before and after), the one the question's words name.

Two columns are siblings when their meanings (the document's words around the values and the meaning's
leading words) share most of their wording and their stored types agree; what tells them apart is the
wording one has and the other lacks ("受让方" against "出让方"). A shown column is swapped for a sibling
only on clear evidence: the question repeats the sibling's own words and none of the shown column's.

Public API::

    sql, swaps = swap_siblings(sql, dialect, question, notes, types)   # swaps: ["t.a -> t.b (...)"]
"""

from __future__ import annotations

from sqlglot import exp

from shared.layout import ColumnNote, ExtractedColumns
from shared.sql import parse_statement
from shared.terms import meaning_lead, word_runs

# Share of the smaller column's wording the two must have in common to be siblings.
MIN_SHARED = 0.5


def _grams(text: str) -> set[str]:
    """Latin wording as word pairs, Chinese as runs of three characters (no spaces in between)."""
    return word_runs(text, 3)


def wording(note: ColumnNote) -> str:
    """A column's own words: the document's words before its value and the meaning's leading words."""
    said = note.phrase.split("…", 1)[0]
    return f"{said} {meaning_lead(note.meaning)}".strip()


def sibling_for(question: str, notes: dict[str, ColumnNote], types: dict[str, str], shown: str) -> str | None:
    """The sibling of column ``shown`` the question names instead of it, or None."""
    if shown not in notes:
        return None
    asked = _grams(question)
    own = _grams(wording(notes[shown]))
    best: tuple[int, str] | None = None
    for other, note in notes.items():
        theirs = _grams(wording(note))
        if other == shown or not own or not theirs or types.get(other) != types.get(shown):
            continue
        if len(own & theirs) < MIN_SHARED * min(len(own), len(theirs)):
            continue
        for_other = len((theirs - own) & asked)
        if for_other and not (own - theirs) & asked and (best is None or for_other > best[0]):
            best = (for_other, other)
    return best[1] if best else None


def swap_siblings(
    sql: str,
    dialect: str,
    question: str,
    notes: ExtractedColumns | None,
    types: dict[str, dict[str, str]],
) -> tuple[str, list[str]]:
    """``sql`` with each column its outer SELECT shows swapped for the sibling the question names
    (``types``: table -> column -> stored type, lower-case names), and what was swapped; ``sql`` as it
    was when nothing is, or it does not parse."""
    if notes is None or not notes.tables:
        return sql, []
    tree = parse_statement(sql, dialect)
    if not isinstance(tree, exp.Select):
        return sql, []
    tables = {t.alias_or_name.lower(): t.name.lower() for t in tree.find_all(exp.Table)}
    by_table = {name.lower(): {c.lower(): n for c, n in cols.items()} for name, cols in notes.tables.items()}
    swaps: list[str] = []
    for projection in tree.expressions:
        for column in projection.find_all(exp.Column):
            owner = tables.get(column.table.lower()) if column.table else None
            candidates = (
                [owner]
                if owner
                else [t for t in tables.values() if column.name.lower() in by_table.get(t, {})]
            )
            if len(candidates) != 1 or candidates[0] not in by_table:
                continue
            table = candidates[0]
            other = sibling_for(question, by_table[table], types.get(table, {}), column.name.lower())
            if other:
                swaps.append(f"{table}.{column.name} -> {table}.{other} (the question's words name it)")
                column.set("this", exp.to_identifier(other))
    return (tree.sql(dialect=dialect), swaps) if swaps else (sql, [])
