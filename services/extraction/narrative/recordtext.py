"""A record's text values checked against the column's meaning and the record: a name without the
remark after it, a legal name as the short name a column of 简称 holds, "公司" as the record's company,
a code in the form its meaning states, a category's value as the one value its meaning lists.

Public API::

    bare_name(value, meaning) -> str        # "金沐实业（603385）" -> "金沐实业" in a column of names
    the_company(row, plan, columns, problems)   # "公司" in a column of names -> the row's short name
    stated_form(value, meaning) -> str      # "002987.SZ" -> "002987" where the meaning says "6位数字"
    short_name(value, meaning, record) -> str   # "华鼎新能（内蒙古）有限公司" -> "华鼎新能" as a 简称
    listed_values(meaning) -> list[str]     # "事项类型：质押 / 解除质押" -> ["质押", "解除质押"]
    listed_value(value, meaning, record) -> str   # "股份质押登记" -> "质押", the one listed value it holds
    text_key(text) -> str                   # the form two texts are compared in (spaces, commas, case aside)
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from services.extraction.narrative.models import Plan
from shared.terms import meaning_lead


def text_key(text: str) -> str:
    return re.sub(r"[\s,，]", "", unicodedata.normalize("NFKC", text)).lower()


# A name's column: its meaning's leading words say it holds a name.
_NAME_MEANING = re.compile(r"名称|简称|全称|姓名|\bname\b", re.I)
_OPENER_OF = {"）": "（", ")": "("}


def _trailing_remark(value: str) -> int | None:
    """Where the bracketed remark that ends ``value`` opens, brackets inside it matched ("刘海涛（海岑特钢
    （002987）董事长）": at the first "（"); None when it does not end in one or opens at the start."""
    text = value.rstrip()
    if not text or text[-1] not in _OPENER_OF:
        return None
    depth = 0
    for i in range(len(text) - 1, -1, -1):
        if text[i] in _OPENER_OF:
            depth += 1
        elif text[i] in _OPENER_OF.values():
            depth -= 1
            if depth == 0:
                return i if text[:i].strip() else None
    return None


def bare_name(value: str, meaning: str) -> str:
    """A name's value without the remark in brackets that follows it (a code, a role, "以下简称…"); a
    bracket inside the name ("芯图（香港）有限公司") stays. Other columns' values as they were."""
    opens = _trailing_remark(value.strip())
    if opens is None or not _NAME_MEANING.search(meaning_lead(meaning)):
        return value
    return value.strip()[:opens].strip()


# A column of short names, and a company's legal name (what a short name stands for).
_SHORT_MEANING = re.compile(r"简称|short\s+name|abbreviat", re.I)
_LEGAL_NAME = re.compile(
    r"(?:股份有限公司|有限责任公司|有限公司|集团公司|合伙企业|\s(?:Co\.?,?\s+)?Ltd\.?|\sInc\.?)$"
)


def short_name(value: str, meaning: str, record: str) -> str:
    """A legal name given where the column holds short names ("华鼎新能（内蒙古）有限公司") as the short
    name the record writes it with: the longest start (three characters or more) of the name before its
    brackets that the record writes on its own, not as the start of the legal name. Anything else as it
    was."""
    name = value.strip()
    if not _SHORT_MEANING.search(meaning_lead(meaning)) or not _LEGAL_NAME.search(name):
        return value
    head = _LEGAL_NAME.sub("", re.split(r"[（(]", name, maxsplit=1)[0]).strip()
    for n in range(len(head), 2, -1):  # three characters at least: "中国" is no bank's short name
        start = head[:n]
        starts = [m.start() for m in re.finditer(re.escape(start), record)]
        if any(not record.startswith(name, at) for at in starts):
            return start
    return value


# A meaning that states a code's form: "6位数字", "6-digit".
_DIGITS_FORM = re.compile(r"(\d{1,2})\s*(?:位数字|位代码|-?\s*digits?\b)", re.I)


# A name that says "the company" of the record: the listed company whose digest it is.
_THE_COMPANY = re.compile(r"(?:本|该|上市)?公司|the\s+company|(?:the\s+)?issuer", re.I)


def the_company(row: dict[str, str | None], plan: Plan, columns: list[str], problems: list[str]) -> None:
    """Each name in ``row`` that only says "the company" ("公司", "本公司") given as the company's short
    name another column of the row holds (the record's listed company), each change noted."""

    def meaning(c: str) -> str:
        return meaning_lead(plan.columns[c].task_meaning)

    short = [
        str(row[c])
        for c in columns
        if row.get(c)
        and _SHORT_MEANING.search(meaning(c))
        and not _THE_COMPANY.fullmatch(str(row[c]).strip())
    ]
    if len(set(short)) != 1:
        return
    for c in columns:
        value = row.get(c)
        if value and _THE_COMPANY.fullmatch(str(value).strip()) and _NAME_MEANING.search(meaning(c)):
            problems.append(f"{c}: {value!r} is the record's company; read as {short[0]!r}")
            row[c] = short[0]


def stated_form(value: str, meaning: str) -> str:
    """A code written with more than the form its meaning states ("002987.SZ" where the meaning says
    "6位数字") as the one run of that many digits it holds; anything else as it was."""
    m = _DIGITS_FORM.search(meaning)
    if not m:
        return value
    n = int(m.group(1))
    runs = re.findall(rf"(?<!\d)\d{{{n}}}(?!\d)", unicodedata.normalize("NFKC", value))
    return runs[0] if len(runs) == 1 and runs[0] != value.strip() else value


# A meaning that leaves a word out of its values: "城市名，不含“市”", "不带'省'".
_LEFT_OUT = re.compile(r"不(?:含|带|包括|包含|要)\s*[“\"'「『]([^”\"'」』]{1,4})[”\"'」』]")


def without_left_out(value: str, meaning: str) -> str:
    """A value that ends with the word its meaning leaves out ("湖州市" where the meaning says 不含“市”)
    without it; anything else as it was."""
    for m in _LEFT_OUT.finditer(meaning):
        word = m.group(1)
        if value.endswith(word) and len(value) > len(word) + 1:
            return value[: -len(word)]
    return value


# The values a meaning lists after its lead ("事项进度：回购进展 / 实施完成", "role: plaintiff, defendant"),
# or a meaning that is nothing but a list split at slashes ("中标（收到中标通知书）/ 签订合同").
_LISTED = re.compile(r"(?<!单位)(?<!unit)[：:]\s*(?P<values>[^（(；;。]+)", re.I)
_BARE_LIST = re.compile(r"[^：:，,；;。/／]{1,30}(?:\s*[/／]\s*[^：:，,；;。/／]{1,30})+")
REMARK = re.compile(r"\s*[（(][^（()）]*[)）]\s*$")


def listed_values(meaning: str) -> list[str]:
    """The values a column's meaning lists as its possible values (two or more, split at / 、 , or 或)."""
    m = _LISTED.search(meaning)
    if m:
        values = [v.strip() for v in re.split(r"[/／、,，|]|或|\bor\b", m.group("values"))]
    elif _BARE_LIST.fullmatch(meaning.strip()):
        values = [v.strip() for v in re.split(r"[/／]", meaning)]
    else:
        return []
    values = [v for v in values if v]
    return values if len(values) >= 2 else []


def listed_value(value: str, meaning: str, record: str = "") -> str:
    """A category's value written otherwise than its meaning lists it ("股份质押登记", "连带责任保证担保",
    "中标通知书") as the one listed value it holds, the listed value's bracketed remark left off ("中标" of
    "中标（收到中标通知书）"); a listed value inside another it holds counts as the longer one ("被申请人"
    holds "申请人"), a value with a listed value's words in another order as that value; a value holding
    several (the meaning's list copied) as the one of them the record writes. Anything else as it was; a
    listed value of one character only as written."""
    cores = {REMARK.sub("", v) for v in listed_values(meaning)}
    key = text_key(value)
    held = [c for c in cores if len(text_key(c)) >= 2 and text_key(c) in key]  # "是" is in "不是"
    widest = [c for c in held if not any(c != o and text_key(c) in text_key(o) for o in held)]
    if not held:
        # The listed value's words in another order ("连带保证责任" for "连带责任保证").
        widest = [c for c in cores if len(text_key(c)) >= 2 and _covered(text_key(c), key) >= _REORDERED]
    if len(widest) > 1:
        widest = [c for c in widest if text_key(c) in text_key(record)]
    return widest[0] if len(widest) == 1 and text_key(widest[0]) != key else value


# A value holding this share of a listed value's characters holds its words in another order.
_REORDERED = 0.8


def _covered(listed: str, value: str) -> float:
    return sum((Counter(listed) & Counter(value)).values()) / len(listed)
