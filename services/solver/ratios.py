"""A division the question states, put the right way round in code: "回购均价，即累计回购金额除以累计回购
股数" or "the amount divided by the shares" is the first over the second; a drafted query that divides
the column the second names by the column the first names is turned round.

Which column a phrase names is read from the columns' own words (the meaning's leading words and the
document's words before their values, from extraction's notes, and the column's name): the phrase's
two-character runs (words in Latin script) it shares with each. A division is turned only on clear
evidence: each side's one column is named better by the other side's phrase than by its own. One side's
column is replaced only when the other side is the column its phrase names best and another column of
the same table is the one this side's phrase names best.

A question that asks for a ratio as a decimal ("以小数表示", "as a decimal") gets the division a drafted
query shows without the ``* 100`` the model added to it.

Public API::

    sql, turned = orient_divisions(sql, dialect, question, notes)   # turned: ["t.a / t.b -> t.b / t.a (...)"]
    sql, dropped = decimal_ratios(sql, dialect, question)   # "a / b * 100" shown -> "a / b" (a decimal asked)
"""

from __future__ import annotations

import re

from sqlglot import exp

from services.solver.siblings import wording
from shared.layout import ColumnNote, ExtractedColumns
from shared.sql import parse_statement
from shared.terms import word_runs

# "A除以B", "A divided by B", "the ratio of A to B": the dividend's and the divisor's phrases.
_STOP = r"[，,。；;：:（()）\n]"
_STATED = (
    re.compile(
        rf"(?P<a>[^，,。；;：:（()）\n]{{2,24}}?)\s*除以\s*(?P<b>[^，,。；;：:（()）\n]{{2,24}}?)(?={_STOP}|$)"
    ),
    re.compile(r"(?P<a>\b[\w' ]{3,40}?)\s+divided\s+by\s+(?P<b>[\w' ]{3,40}?)(?=[,.;:()\n]|$)", re.I),
    re.compile(r"\bratio\s+of\s+(?P<a>[\w' ]{3,40}?)\s+to\s+(?P<b>[\w' ]{3,40}?)(?=[,.;:()\n]|$)", re.I),
)
# A phrase's lead-in that names no column ("即", "that is", "the").
_LEAD_IN = re.compile(r"^(?:(?:即|也就是|就是|为|是|按|以)\s*|(?:that\s+is|i\.e\.|the)\b\s*)+", re.I)


def _grams(text: str) -> set[str]:
    """Latin wording as words, Chinese as runs of two characters, its Chinese words alone."""
    return word_runs(text, 2, latin_in_chinese=False)


def stated_divisions(question: str) -> list[tuple[str, str]]:
    """The divisions the question states, as (dividend phrase, divisor phrase)."""
    found = []
    for pattern in _STATED:
        for m in pattern.finditer(question):
            a = _LEAD_IN.sub("", m.group("a").strip().split("即")[-1]).strip()
            found.append((a, _LEAD_IN.sub("", m.group("b").strip())))
    return found


def _words(column: str, note: ColumnNote | None) -> str:
    return f"{wording(note) if note else ''} {column.replace('_', ' ')}"


def _named(column: str, note: ColumnNote | None, phrase: str) -> int:
    return len(_grams(phrase) & _grams(_words(column, note)))


def _best(columns: dict[str, ColumnNote], phrase: str) -> str | None:
    """The one column a phrase names best: the most runs in common (at least two), then the fewest
    words of its own beyond them ("累计回购股数" before "累计回购股数占总股本比例"); None on a tie."""
    asked = _grams(phrase)
    scores = {}
    for name, note in columns.items():
        own = _grams(_words(name, note))
        scores[name.lower()] = (len(asked & own), -len(own - asked))
    top = max(scores.values(), default=(0, 0))
    best = [n for n, v in scores.items() if v == top]
    return best[0] if top[0] >= 2 and len(best) == 1 else None


def _one_column(node: exp.Expression) -> exp.Column | None:
    columns = list(node.find_all(exp.Column))
    return columns[0] if len(columns) == 1 else None


def _oriented(
    div: exp.Div,
    top: exp.Column,
    bottom: exp.Column,
    a: str,
    b: str,
    tables: list[dict[str, ColumnNote]],
    by_column: dict[str, ColumnNote],
) -> bool:
    """Whether ``div`` is the division "a / b" the question states, put the right way round in place:
    its sides swapped where each is named better by the other's phrase, or one side's column replaced
    where the other side is the column its phrase names best."""
    t_note, b_note = by_column.get(top.name.lower()), by_column.get(bottom.name.lower())
    top_a, top_b = _named(top.name, t_note, a), _named(top.name, t_note, b)
    bot_a, bot_b = _named(bottom.name, b_note, a), _named(bottom.name, b_note, b)
    if top_b > top_a and bot_a > bot_b:
        numerator, denominator = div.this, div.expression
        div.set("this", denominator.copy())
        div.set("expression", numerator.copy())
        return True
    home = next((t for t in tables if top.name.lower() in t and bottom.name.lower() in t), None)
    best_a, best_b = (_best(home, a), _best(home, b)) if home else (None, None)
    if best_a and best_b and bottom.name.lower() == best_b and top.name.lower() != best_a:
        top.set("this", exp.to_identifier(best_a))
        return True
    if best_a and best_b and top.name.lower() == best_a and bottom.name.lower() != best_b:
        bottom.set("this", exp.to_identifier(best_b))
        return True
    return top_a > top_b and bot_b > bot_a


def orient_divisions(
    sql: str, dialect: str, question: str, notes: ExtractedColumns | None
) -> tuple[str, list[str]]:
    """``sql`` with each division of one column by another turned round where the question states it
    the other way, or with one side's column replaced by the column its phrase names (the other side's
    being its own phrase's), a stated division's dividend cast to REAL (no integer division), and what
    was changed; ``sql`` as it was when nothing is, or it does not parse."""
    stated = stated_divisions(question)
    if not stated:
        return sql, []
    tree = parse_statement(sql, dialect)
    if tree is None:
        return sql, []
    tables = [
        {n.lower(): note for n, note in cols.items()} for cols in (notes.tables.values() if notes else [])
    ]
    by_column: dict[str, ColumnNote] = {}
    for columns in tables:
        for name, note in columns.items():
            by_column.setdefault(name, note)
    turned: list[str] = []
    for div in list(tree.find_all(exp.Div)):
        top, bottom = _one_column(div.this), _one_column(div.expression)
        if top is None or bottom is None or top.name.lower() == bottom.name.lower():
            continue
        before = div.sql(dialect=dialect)
        for a, b in stated:
            if _oriented(div, top, bottom, a, b, tables, by_column):
                # The ratio the question states is a fraction: not an integer division.
                if not isinstance(div.this, exp.Cast):
                    div.set("this", exp.cast(div.this.copy(), "REAL"))
                if div.sql(dialect=dialect) != before:
                    turned.append(f"{before} -> {div.sql(dialect=dialect)} (the question: {a} / {b})")
                break
    return (tree.sql(dialect=dialect), turned) if turned else (sql, [])


# A question asking for a decimal, not for decimal places ("保留4位小数", "2 decimal places").
_DECIMAL_ASKED = re.compile(r"(?<!位)小数(?!点后)|\bas\s+(?:a\s+)?(?:decimal|fraction)\b(?!\s+places?)", re.I)


def _hundred(node: exp.Expression) -> bool:
    return isinstance(node, exp.Literal) and not node.is_string and float(node.this) == 100


def decimal_ratios(sql: str, dialect: str, question: str) -> tuple[str, list[str]]:
    """``sql`` with each ``* 100`` on a division its outer query shows dropped when the question asks for
    the ratio as a decimal, and what was dropped; ``sql`` as it was otherwise."""
    if not _DECIMAL_ASKED.search(question):
        return sql, []
    tree = parse_statement(sql, dialect)
    select = tree if isinstance(tree, exp.Select) else None
    if select is None:
        return sql, []
    dropped: list[str] = []
    for projection in select.expressions:
        for mul in list(projection.find_all(exp.Mul)):
            for kept, other in ((mul.this, mul.expression), (mul.expression, mul.this)):
                if _hundred(other) and kept.find(exp.Div) is not None:
                    dropped.append(
                        f"{mul.sql(dialect=dialect)} -> {kept.sql(dialect=dialect)} (a decimal asked)"
                    )
                    mul.replace(kept.copy())
                    break
    return (tree.sql(dialect=dialect), dropped) if dropped else (sql, [])
