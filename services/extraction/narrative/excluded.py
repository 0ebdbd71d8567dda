"""A figure a column's meaning rules out, traded for the one the record writes outside that wording.

A meaning often says what its column is not: "当月合同销售金额，亿元；不是年初至今累计数", "新能源汽车销量，
不是产量". A record that writes both figures ("单月签约52.16亿元；1-4月累计213.4亿元") tempts a small model
to copy the wrong one. When every place the record writes the model's figure is inside wording the
meaning rules out (the clause before it shares two characters in a row with the ruled-out words) and the
record writes exactly one other figure of the same unit outside such wording, that figure is the value.

Public API::

    ruled_out(meaning) -> list[str]                     # "不是年初至今累计数" -> ["年初至今累计数"]
    not_ruled_out(row, plan, columns, record, problems)  # each figure column checked, changes noted
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal

from services.extraction.narrative.models import Plan
from services.extraction.narrative.normalize import target_kind
from shared.numbers import CN_NUMERAL_CHARS, parse_number

_RULED_OUT = re.compile(r"(?:不是|并非|不为|不含|而非|not\s+(?:the\s+)?)([^，,。；;（）()、]{2,20})", re.I)
# A figure with its scale and unit ("52.16亿元", "1,200辆", "33.90万㎡", "百分之三十"), or one in words.
_FIGURE = re.compile(
    r"(?<![\d.])\d(?:[\d,]*\d)?(?:\.\d+)?\s*[千万亿]*\s*(?:元|股|辆|台|件|吨|㎡|平方米|%|户|人|家)?"
    rf"|[{CN_NUMERAL_CHARS}]{{2,}}(?:元|股|辆|台|件|吨)"
)
_CLAUSE_BREAK = re.compile(r"[，,。；;\n]")


def ruled_out(meaning: str) -> list[str]:
    return [m.group(1).strip() for m in _RULED_OUT.finditer(meaning or "")]


def _runs(text: str) -> set[str]:
    return {text[i : i + 2] for i in range(len(text) - 1) if not re.search(r"[\s\d]", text[i : i + 2])}


def _unit(figure: str) -> str:
    m = re.search(r"(元|股|辆|台|件|吨|㎡|平方米|%|户|人|家)\s*$", figure)
    return m.group(1) if m else ""


def _value(figure: str) -> Decimal | None:
    parsed = parse_number(figure.replace(",", ""))
    return parsed.value if parsed else None


def _written(record: str) -> list[tuple[str, str]]:
    """Each figure the record writes with a unit, and the clause before it."""
    out = []
    for m in _FIGURE.finditer(record):
        figure = m.group(0).strip()
        if not _unit(figure):
            continue
        before = _CLAUSE_BREAK.split(record[max(0, m.start() - 40) : m.start()])[-1]
        out.append((figure, before))
    return out


def not_ruled_out(
    row: dict[str, str | None], plan: Plan, columns: list[str], record: str, problems: list[str]
) -> None:
    text = unicodedata.normalize("NFKC", record)
    written = _written(text)
    for column in columns:
        meaning = plan.columns[column].task_meaning
        value = row.get(column)
        words = set().union(*(_runs(w) for w in ruled_out(meaning))) if ruled_out(meaning) else set()
        if not value or not words or target_kind(meaning) in ("date", "text"):
            continue
        given = _value(unicodedata.normalize("NFKC", value))
        unit = _unit(unicodedata.normalize("NFKC", value))
        places = [(f, b) for f, b in written if _value(f) == given and (not unit or _unit(f) == unit)]
        if given is None or not places or not all(_runs(b) & words for _, b in places):
            continue
        unit = unit or _unit(places[0][0])
        others = {f for f, b in written if _unit(f) == unit and _value(f) != given and not _runs(b) & words}
        if len({_value(f) for f in others}) == 1:
            figure = sorted(others)[0]
            problems.append(
                f"{column}: {value!r} is written where its meaning rules it out; read as {figure!r}"
            )
            row[column] = figure
