"""Deterministic normalisers: document-style values to the task's meaning, and the semantic checks.

Public API::

    target_kind(task_meaning, doc_meaning) -> Kind    # ratio | percent | integer | number | date | text
    parse_date(s) -> str | None                               # "2018年11月14日" -> "2018-11-14"
    unit_scale(meaning) -> Decimal                            # "金额（万元）" -> 10000
    convert(value, kind, doc_meaning, task_meaning) -> int | float | str | None   # None: parsers cannot
    not_stated(value) -> bool                                 # "未披露", "N/A", "—": an empty cell
    check_value(source, value, kind, doc_meaning, task_meaning) -> str | None     # why value is not source

Numbers are read by shared.numbers.parse_number and computed in Decimal, so "1.55%" becomes exactly
0.0155 under a ratio meaning.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Literal

from shared.numbers import CN_NUMERAL_CHARS, cn_integer, nfkc, parse_number, stated_unit
from shared.terms import meaning_lead

Kind = Literal["ratio", "percent", "integer", "number", "date", "text"]

# English month names and abbreviations (lower case) to their numbers.
MONTHS = {
    m: i
    for i, names in enumerate(
        [
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ],
        start=1,
    )
    for m in names
}


def _cn_date_part(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    v = cn_integer(text)
    return int(v) if v is not None else None


def _iso(y: int, m: int, d: int | None) -> str | None:
    if not (1 <= m <= 12) or y < 1000:
        return None
    if d is None:
        return f"{y:04d}-{m:02d}"
    if not 1 <= d <= 31:
        return None
    return f"{y:04d}-{m:02d}-{d:02d}"


# A meaning that states its column as a month: "数据所属月份，YYYY-MM".
MONTH_FORM = re.compile(r"yyyy\s*[-/.年]\s*mm(?!\s*[-/.月]\s*dd)", re.I)


def parse_date(raw: str) -> str | None:
    """A date in Chinese or Western form as ISO ``YYYY-MM-DD`` (``YYYY-MM`` when the day is absent)."""
    s = nfkc(str(raw))
    m = re.match(
        r"^([0-9零〇○一二三四五六七八九]{4})年([0-9一二三四五六七八九十]{1,3})月(?:([0-9一二三四五六七八九十]{1,3})[日号])?$",
        s,
    )
    if m:
        y, mo = _cn_date_part(m.group(1)), _cn_date_part(m.group(2))
        d = _cn_date_part(m.group(3)) if m.group(3) else None
        return _iso(y, mo, d) if y and mo else None
    m = re.match(r"^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$", s)
    if m:
        return _iso(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.match(r"^(\d{4})(\d{2})(\d{2})$", s)
    if m:
        return _iso(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.match(r"^(\d{4})[-/.](\d{1,2})$", s)
    if m:
        return _iso(int(m.group(1)), int(m.group(2)), None)
    m = re.match(r"^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\.?,?\s+(\d{4})$", s)
    if m and m.group(2).lower() in MONTHS:
        return _iso(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)))
    m = re.match(r"^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$", s)
    if m and m.group(1).lower() in MONTHS:
        return _iso(int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2)))
    m = re.match(r"^(\d{1,2})/(\d{1,2})/(\d{4})$", s)
    if m and int(m.group(1)) > 12:
        return _iso(int(m.group(3)), int(m.group(2)), int(m.group(1)))
    return None


_KIND_RULES: list[tuple[Kind, re.Pattern[str]]] = [
    ("date", re.compile(r"date|日期|yyyy|iso\s*8601|年月日", re.I)),
    (
        "ratio",
        re.compile(
            r"ratio|fraction|decimal\s+share|小数|比率（小数|0\.\d{2,}|比例值|比值|非百分|不是百分|"
            r"not\s+(?:a\s+|in\s+)?percent",
            re.I,
        ),
    ),
    ("percent", re.compile(r"percent|百分比|百分数|%", re.I)),
    (
        "integer",
        re.compile(
            r"integer|整数|\bint\b|whole number|count|股数|股份数|number of shares|shares|[（(]\s*股\s*[)）]",
            re.I,
        ),
    ),
    (
        "number",
        re.compile(
            r"number|numeric|float|数值|数字|金额|amount|decimal|price|价格|单价|均价|(?:总|余|数|净|发生|成交)额|"
            r"元/股|每股|分红|派息|股息|红利|dividend|"
            r"数量|yuan|dollars|\b(?:rmb|usd|cny|hkd)\b|[（(]\s*(?:人民币)?(?:千|万|百万|千万|亿)?(?:元|美元|港元|股)\s*[)）]",
            re.I,
        ),
    ),
]


# A meaning that calls the column a name or text, or asks for it as written, keeps its values as text
# even when it mentions shares or a number ("name of the shareholder who pledged the shares").
_TEXT_MEANING = re.compile(r"\bnames?\b|\btext\b|as written|名称|姓名|文本|原文", re.I)


def target_kind(task_meaning: str, doc_meaning: str = "") -> Kind:
    """What a column should hold, read from its task_meaning (a ratio meaning wins over a percent one)."""
    meaning = task_meaning or ""
    if _KIND_RULES[0][1].search(meaning):
        return "date"
    if _TEXT_MEANING.search(meaning):
        return "text"
    for kind, pattern in _KIND_RULES[1:]:
        if kind == "ratio" and _MONEY_MEANING.search(meaning) and not _RATIO_WORDS.search(meaning):
            continue  # "0.35" in "每股派息，单位：元（如 0.35）" is an example amount, not a ratio
        if pattern.search(meaning):
            return kind
    if _DECLARED_INTEGER.search(meaning):
        return "integer"
    if _DECLARED_NUMBER.search(meaning) or stated_unit(meaning):
        return "number"
    return "text"


# The SQL type a meaning declares ("实际发行规模，单位：亿元 (REAL)"), read when no word above says the kind.
_DECLARED_INTEGER = re.compile(r"[(（]\s*(?:INT|INTEGER|BIGINT|SMALLINT)\s*[)）]", re.I)
_DECLARED_NUMBER = re.compile(r"[(（]\s*(?:REAL|DOUBLE|FLOAT|DECIMAL|NUMERIC)(?:\([\d, ]+\))?\s*[)）]", re.I)


_MONEY_MEANING = re.compile(r"元|yuan|dollars?|\b(?:rmb|usd|cny|hkd)\b|/\s*股|per\s+share", re.I)
_RATIO_WORDS = re.compile(r"ratio|fraction|比例|比率|比值|小数|非百分|not\s+(?:a\s+|in\s+)?percent", re.I)


_NOT_PERCENT = re.compile(r"not\s+(?:a\s+|in\s+)?percent|\bratio\b|fraction|小数|非百分", re.I)


def _doc_says_percent(doc_meaning: str) -> bool:
    """The document writes this column in percent (a value without a % sign still means 1.55 = 1.55%).
    A meaning that also says ratio or "not percent" (a small model copies the target meaning here) does
    not count: dividing a written ratio by 100 again is the silent error."""
    text = doc_meaning or ""
    return bool(re.search(r"percent|百分|%", text, re.I)) and not _NOT_PERCENT.search(text)


def _out(value: Decimal, integral: bool) -> int | float:
    if integral:
        return int(value)
    normalized = value.normalize()
    return (
        int(normalized)
        if normalized == normalized.to_integral_value() and abs(normalized) < 2**53
        else float(normalized)
    )


def unit_scale(meaning: str) -> Decimal:
    """The unit a meaning states its amounts in (10**4 for "金额（万元）"), 1 when it states none."""
    stated = stated_unit(meaning)
    return stated[1] if stated else Decimal(1)


# How documents wrap a figure: a remark in brackets after it ("30.00%（含）", "1,000股（占总股本的5%）"),
# a per-unit price ("0.5元/股", "每股12.30元"), an accounting negative ("(1,234)"), percentage points.
_REMARK = re.compile(rf"^(?P<figure>.*?[\d{CN_NUMERAL_CHARS}].*?)\s*[（(][^（()）]*[)）]$")
_PER_UNIT = re.compile(r"^(?:每股|每份|per\s+share\s*)|\s*(?:/股|/份|/share|/unit|每股|per\s+share)$", re.I)
_PARENS_NEGATIVE = re.compile(r"^[（(]\s*(?P<figure>[^()（）]*\d[^()（）]*?)\s*[)）]$")
_POINTS = re.compile(r"\s*(?:个百分点|百分点|percentage\s+points?|ppts?|pp)$", re.I)
_BARE = re.compile(r"[+-]?[\d,.]+")
# An amount stated for a number of shares: "每10股派发现金红利人民币3.50元", "per 10 shares RMB 3.5".
_VERB = r"(?:派发?|派送|分配|分派|distributes?|pays?)"
_PER_SHARES = re.compile(
    rf"^(?:(?:每|per\s+)\s*(?P<n>\d+)\s*(?:股|份|shares?)\s*[,，:：]?\s*(?:{_VERB}|of)?|(?P<n2>\d+)\s*股\s*{_VERB})"
    r"\s*(?:现金红利|现金股利|红利|股利|现金|(?:a\s+)?cash\s+dividends?(?:\s+of)?)?\s*(?:人民币|RMB|CNY)?\s*"
    r"(?P<rest>[^,，;；]+?)\s*$",
    re.I,
)
_PER_SHARE_MEANING = re.compile(r"每股|per\s+share|/\s*股|/\s*share", re.I)


def _figure(value: str) -> tuple[str, bool]:
    """The figure a written value gives, and whether it is an accounting negative."""
    text = nfkc(value)
    for _ in range(3):
        m = _REMARK.match(text)
        if not m or _PARENS_NEGATIVE.match(text):
            break
        text = m.group("figure").strip()
    negative = _PARENS_NEGATIVE.match(text)
    if negative:
        text = negative.group("figure")
    return _PER_UNIT.sub("", text).strip(), bool(negative)


# A value that says it is not stated: nothing to convert, the cell is empty.
_NOT_STATED = re.compile(
    r"[(（]?\s*(?:未披露|未公告|未说明|未明确|未知|不详|不适用|暂无|无|空|—+|-+|/|n/?a|not\s+(?:disclosed|stated|"
    r"available|applicable)|none|nil|null|unknown)\s*[)）]?[。.]?",
    re.I,
)


def not_stated(value: object) -> bool:
    """True when ``value`` says it is not stated ("未披露", "N/A", "—"), rather than being a value."""
    return value is not None and bool(_NOT_STATED.fullmatch(str(value).strip()))


def convert(
    value: str | None, kind: Kind, doc_meaning: str = "", task_meaning: str = ""
) -> int | float | str | None:
    """The value in ``kind`` (amounts in the unit ``task_meaning`` states) or None when the deterministic
    parsers cannot read it."""
    if value is None:
        return None
    if kind == "date":
        date = parse_date(value)
        # A column its meaning states as a month ("YYYY-MM") keeps a full date's month.
        return date[:7] if date and MONTH_FORM.search(f"{doc_meaning} {task_meaning}") else date
    if kind == "text":
        return None
    text, negative = _figure(str(value))
    per = _PER_SHARES.match(text)
    shares = int(per.group("n") or per.group("n2")) if per else 1
    if per and shares > 1:
        # "每10股派现金红利3.5元" is 0.35 a share where the column counts per share, 3.5 where it counts
        # per 10 shares; neither is known otherwise. The meaning's leading words decide first:
        # "每股派现金额…（每10股派3.5元记为0.35）" counts per share.
        amount = convert(per.group("rest"), kind)
        per_n = re.compile(rf"每\s*{shares}\s*股|per\s+{shares}\s+shares", re.I)
        lead = meaning_lead(task_meaning or "")
        if amount is None or per_n.search(lead):
            return amount
        if _PER_SHARE_MEANING.search(lead) or _PER_SHARE_MEANING.search(task_meaning or ""):
            return _out(Decimal(str(amount)) / shares, False)
        return amount if per_n.search(task_meaning or "") else None
    points = bool(_POINTS.search(text))
    permille = text.endswith("‰")
    text = _POINTS.sub("", text).rstrip("‰")
    parsed = parse_number(text)
    if parsed is None:
        return None
    v = -parsed.value if negative else parsed.value
    if parsed.percent or points or permille:
        share = v / (1000 if permille else 100)
        if kind == "ratio":
            return float(share)
        if kind == "percent" or (points and kind == "number"):
            return _out(share * 100, False)
        return None
    if kind == "ratio":
        return float(v / 100) if _doc_says_percent(doc_meaning) else float(v)
    if kind == "percent":
        if re.search(r"ratio|小数|fraction", doc_meaning or "", re.I) and abs(v) <= 1:
            return _out(v * 100, False)
        return _out(v, False)
    if parsed.multiplier == 1 and _BARE.fullmatch(text):
        # A bare figure counts in the unit the document's column states ("2.5" of "amount in 亿元").
        v *= unit_scale(doc_meaning)
    scale = unit_scale(task_meaning)
    v /= scale
    if kind == "integer" and scale == 1:
        try:
            if v != v.to_integral_value():
                return None
        except InvalidOperation:
            return None
        return int(v)
    return _out(v, False)


def check_value(
    source: str, value: object, kind: Kind, doc_meaning: str = "", task_meaning: str = ""
) -> str | None:
    """Why ``value`` cannot be ``source`` under ``kind`` (type, scale, unit), or None when it can."""
    if value is None:
        return None
    if kind == "date":
        if not isinstance(value, str) or not re.match(r"^\d{4}-\d{2}(-\d{2})?$", value):
            return f"{value!r} is not an ISO date"
        return None
    if kind == "text":
        return None
    try:
        number = Decimal(str(value))
    except InvalidOperation:
        return f"{value!r} is not a number"
    scale = unit_scale(task_meaning)
    if kind == "integer" and scale == 1 and number != number.to_integral_value():
        return f"{value!r} is not an integer"
    parsed = parse_number(_figure(source)[0])
    if parsed is None:
        hint = _magnitude_hint(source) / scale
        if hint > 1 and number and abs(number) < hint:
            return f"{source!r} carries a unit of {hint:,}, but {value!r} is smaller than that"
        return None
    expected = convert(source, kind, doc_meaning, task_meaning)
    if expected is not None and Decimal(str(expected)) != number:
        if parsed.percent and kind == "ratio" and number == parsed.value:
            return f"{source!r} is a percentage; as a ratio it is {expected}, not {value!r}"
        return f"{source!r} reads as {expected}, not {value!r}"
    return None


def _magnitude_hint(source: str) -> int:
    s = nfkc(str(source))
    if "亿" in s or "億" in s:
        return 10**8
    if "万" in s or "萬" in s:
        return 10**4
    if re.search(r"billion|\bbn\b", s, re.I):
        return 10**9
    if re.search(r"million|\bmn\b", s, re.I):
        return 10**6
    return 0
