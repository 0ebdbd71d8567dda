"""A record's values checked against the record's own text: a value the model copied short, converted or
took from elsewhere is put back as the record writes it, or left empty, each change noted.

Public API::

    as_written(value, record) -> str        # "22,200" -> "22,200万元", where the record writes it so
    record_dates(record, opening) -> list[str]   # "二〇二三年三月八日…3月9日" -> ["2023-03-08", "2023-03-09"]
    record_date(value, record) -> str       # "2023-08-0" -> "2023-08-02", the record's date it begins like
    record_month(value, record, opening) -> str   # "2024-06-03" -> "2024-05", the one month it writes alone
    record_figure(value, record) -> str | None   # "0.757" -> "7.57%", the figure with the same digits
    converted_figure(value, record, reads) -> str | None   # "4500" -> "四千五百万元", read in 万元
    per_quantity(value, record) -> str      # "6.25元" -> "每10股6.25元" (the record: "每10股派6.25元")
    not_a_figure(value, record) -> bool     # a figure's column given words ("未披露", its meaning said back)
    meaning_examples(plan, column) -> set[str]   # the examples a meaning gives ("如“…监管局”"): no value
    settled(column, value, plan, record, opening, problems) -> str | None   # every check above, in turn
    untangle_labelled(row, plan, columns, record, problems)   # another column's headed figure put back
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from difflib import SequenceMatcher

from services.extraction.narrative.models import Plan
from services.extraction.narrative.normalize import MONTH_FORM, convert, parse_date, target_kind
from services.extraction.narrative.recordtext import (
    REMARK,
    bare_name,
    listed_value,
    listed_values,
    short_name,
    stated_form,
    without_left_out,
)
from services.extraction.narrative.recordtext import text_key as _key
from shared.numbers import CN_NUMERAL_CHARS, cn_integer, parse_number
from shared.terms import meaning_lead

# A figure as a record writes it: digits (a thousands comma inside, not one that ends the clause), then a
# scale, a unit or a percent sign; not a date's month or day after a slash or a dash.
_WRITTEN_FIGURE = re.compile(
    r"(?<![\d./])(?<!\d-)(?P<figure>\d(?:[\d,，]*\d)?(?:\.\d+)?)\s*(?P<suffix>[千万亿]*\s*(?:元|股|%|％|‰)?)(?![\d])"
)
# An amount written in Chinese numerals: "四千五百万元", "叁亿叁仟万元整", "二亿零五百万股" (not the scale
# after digits: "万元" of "100,000万元").
_WORDED_FIGURE = re.compile(rf"(?<![\d.,，])[{CN_NUMERAL_CHARS}]+(?:元|股)")
_BARE_FIGURE = re.compile(r"[+-]?\d[\d,]*(?:\.\d+)?")


# A percentage in words: "百分之三十", "百分之十二点五".
_WORDED_PERCENT = re.compile(rf"百分之[{CN_NUMERAL_CHARS}点]+")


def _decimal(figure: str) -> Decimal | None:
    """The value a figure writes, digits or words ("50.00" and "50.0" alike; "百分之三十" 30)."""
    parsed = parse_number(figure.replace("，", ","))
    return parsed.value if parsed else None


def as_written(value: str, record: str) -> str:
    """A bare figure the model copied without what follows it in the record ("22,200" of "22,200万元",
    "17.94" of "17.94%", "50.0" of "50.00%", "8" of "8亿元": a single digit only before a scale) completed
    with it, when every place the record writes that value says the same; "30" of "百分之三十" as those
    words. Anything else as it was."""
    text = value.strip()
    digits = text.replace(",", "")
    if not _BARE_FIGURE.fullmatch(text):
        return value
    number = Decimal(digits)
    record = unicodedata.normalize("NFKC", record)
    suffixes = {
        "".join(m.group("suffix").split())
        for m in _WRITTEN_FIGURE.finditer(record)
        if _decimal(m.group("figure")) == number
    }
    if not suffixes:
        worded = {m.group(0) for m in _WORDED_PERCENT.finditer(record) if _decimal(m.group(0)) == number}
        return worded.pop() if len(worded) == 1 else value
    if len(suffixes) != 1:
        return value
    suffix = suffixes.pop()
    if len(digits.replace(".", "").lstrip("+-")) < 2 and not re.match(r"[千万亿]", suffix):
        return value  # a single digit before a unit or a percent sign is too common to be this one
    return f"{text}{suffix}" if suffix else value


# A figure stated for a number of units in its clause: "每10股派发现金红利人民币", before it; "元/10股",
# "per 10 shares", after it.
_PER_BEFORE = re.compile(r"(?:每|per\s+)\s*(?P<n>\d+)\s*(?:股|份|shares?|units?)[^，,。；;\d]*$", re.I)
_PER_AFTER = re.compile(
    r"^\s*(?:元|yuan|RMB)?\s*(?:/\s*|per\s+|for\s+every\s+)(?P<n>\d+)\s*(?:股|份|shares?|units?)", re.I
)


def per_quantity(value: str, record: str) -> str:
    """A figure the record writes for a number of units ("每10股派6.25元", "RMB 6.25 per 10 shares") given
    with its quantity ("每10股6.25元"), when every place it writes the figure says the same; the value as
    it was otherwise (already per unit, not found, or said for one unit)."""
    m = _WRITTEN_FIGURE.match(unicodedata.normalize("NFKC", value.strip()))
    if not m or re.search(r"每|per\s", value, re.I):
        return value
    figure = m.group("figure").replace(",", "")
    text = unicodedata.normalize("NFKC", record)
    counts = set()
    for w in _WRITTEN_FIGURE.finditer(text):
        if w.group("figure").replace(",", "").replace("，", "") != figure:
            continue
        before = _PER_BEFORE.search(text[max(0, w.start() - 40) : w.start()])
        after = _PER_AFTER.match(text[w.end() : w.end() + 30])
        found = before or after
        counts.add(int(found.group("n")) if found else 1)
    if len(counts) != 1 or (n := counts.pop()) <= 1:
        return value
    return f"每{n}股{value.strip()}"


_CN_DIGIT = "零〇○一二三四五六七八九"
_CN_SMALL = "一二三四五六七八九十"
# A date as records write it: "2023年8月2日", "8月2日", "2023-08-02", "2023/8/2", "2023.08.02" and the same in
# Chinese numerals ("二〇二三年八月二日", "八月二日").
_DATE = re.compile(
    r"(?:(?P<y>\d{4})\s*年\s*)?(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号]"
    r"|(?P<y2>\d{4})[-/.](?P<m2>\d{1,2})[-/.](?P<d2>\d{1,2})(?!\d)"
    rf"|(?:(?P<y3>[{_CN_DIGIT}]{{4}})年)?(?P<m3>[{_CN_SMALL}]{{1,2}})月(?P<d3>[{_CN_SMALL}]{{1,3}})[日号]"
)


def _date_parts(m: re.Match[str]) -> tuple[int | None, int, int] | None:
    """A found date's year (None where it is not written), month and day, as numbers."""
    if m.group("m3"):
        year = cn_integer(m.group("y3")) if m.group("y3") else None
        month, day = cn_integer(m.group("m3")), cn_integer(m.group("d3"))
        if month is None or day is None:
            return None
        return (int(year) if year is not None else None), int(month), int(day)
    y = m.group("y") or m.group("y2")
    return (int(y) if y else None), int(m.group("m") or m.group("m2")), int(m.group("d") or m.group("d2"))


def record_dates(record: str, opening: str = "") -> list[str]:
    """The record's dates in the order it writes them, as ISO dates. A month and day written without a
    year take the year of the last date written before them with one (a year is not repeated while it
    holds), else of the first written after them, else the year the document's opening states."""
    found = [p for m in _DATE.finditer(unicodedata.normalize("NFKC", record)) if (p := _date_parts(m))]
    stated = re.findall(r"(?<!\d)((?:19|20)\d{2})\s*年", unicodedata.normalize("NFKC", opening))
    later = [y for y, _, _ in found if y is not None]
    year = later[0] if later else (int(stated[0]) if stated else None)
    dates = []
    for y, month, day in found:
        year = y if y is not None else year
        if year is not None and 1 <= month <= 12 and 1 <= day <= 31:
            dates.append(f"{year:04d}-{month:02d}-{day:02d}")
    return dates


_NUMERAL = re.compile(rf"[\d{CN_NUMERAL_CHARS}]")


def not_a_figure(value: str, record: str) -> bool:
    """A value of a figure's column that holds no numeral, or that is long and not in the record (the
    column's meaning said back, a sentence)."""
    return not _NUMERAL.search(value) or (len(value) > 20 and _key(value) not in _key(record))


def _digits(figure: str) -> str:
    """A figure's significant digits: "0.0608" and "6.08%" both "608", "1,303.47万" and "13034700"
    both "130347"."""
    return re.sub(r"\D", "", figure).strip("0")


def record_figure(value: str, record: str) -> str | None:
    """The one figure the record writes with the digits of ``value`` (the model converted "7.57%" to
    0.757 or "1,303.47万股" to 13034700), as written; else the one amount it writes with a scale or a unit,
    or in words, whose non-zero digits are the value's (the model dropped or added zeros: 250000 for
    "贰仟万伍仟元", 1560 for "一亿五千六百万元"); else the one such amount whose non-zero digits are alike to
    the value's (a digit misread). A minus the model wrote stays. None when it writes no such figure or
    several."""
    bare = value.strip()
    digits = _digits(bare)
    if not re.fullmatch(r"[+-]?[\d,.]+", bare) or not digits.strip("0"):
        return None
    text = unicodedata.normalize("NFKC", record)
    written = list(_WRITTEN_FIGURE.finditer(text))
    forms = {m.group(0).strip() for m in written if len(digits) > 1 and _digits(m.group("figure")) == digits}
    if not forms:
        amounts = [m.group(0).strip() for m in written if m.group("suffix").strip(" %％‰")]
        amounts += [m.group(0) for m in _WORDED_FIGURE.finditer(text)]
        forms = {f for f in amounts if _nonzero(f) == _nonzero(bare)}
    if not forms and len(_nonzero(bare)) >= _MISREAD_MIN_DIGITS:
        # A digit misread, added or dropped ("1865332" for "壹拾捌万陆仟伍佰叁拾贰元", 186532).
        forms = {f for f in amounts if _alike(_nonzero(f), _nonzero(bare))}
    if len(forms) != 1:
        return None
    form = forms.pop()
    return f"-{form}" if bare.startswith("-") and not form.startswith("-") else form


# A figure of this many non-zero digits or more, alike to the record's one amount, is that amount misread.
_MISREAD_MIN_DIGITS = 4
_MISREAD_LIKENESS = 0.8


def _alike(written: str, given: str) -> bool:
    return SequenceMatcher(None, written, given).ratio() >= _MISREAD_LIKENESS


def _nonzero(figure: str) -> str:
    """A figure's non-zero digits in order, from its value for one written in words ("贰仟万伍仟元" and
    250000 both "25")."""
    if re.search(rf"[{CN_NUMERAL_CHARS}]", figure):
        parsed = parse_number(figure)
        figure = format(parsed.value, "f") if parsed else ""
    return re.sub(r"[^1-9]", "", figure)


def converted_figure(value: str, record: str, reads: Callable[[str], object]) -> str | None:
    """The figure the record writes that ``reads`` converts to ``value`` ("四千五百万元" for the model's
    4500 in a column counted in 万元), as written; None when the value is no bare number or no figure
    converts to it."""
    try:
        number = Decimal(value.strip().replace(",", ""))
    except InvalidOperation:
        return None
    text = unicodedata.normalize("NFKC", record)
    written = [m.group(0).strip() for m in _WRITTEN_FIGURE.finditer(text)]
    written += [m.group(0) for m in _WORDED_FIGURE.finditer(text)]
    for figure in written:
        got = reads(figure)
        if isinstance(got, int | float) and Decimal(str(got)) == number:
            return figure
    return None


def _whole_in(value: str, written: str) -> bool:
    """Whether the record (its ``_key``) writes ``value`` whole: "1750" is not written in "1,750,000元",
    nor "300" in "300912"."""
    key = _key(value)
    before = r"(?<![\d.])" if key[:1].isdigit() else ""
    after = r"(?!\d)" if key[-1:].isdigit() else ""
    return re.search(before + re.escape(key) + after, written) is not None


def _common_start(a: str, b: str) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


def record_date(value: str, record: str, opening: str = "") -> str:
    """A date the model wrote that is not one of the record's dates (cut short, an announcement number
    taken for a date, a month and day without their year) put back as the record's date it begins like:
    the one record date with its month and day (the model guessed the year, or wrote none), else the one
    sharing the longest start with it, at least its year."""
    written = set(record_dates(record, opening))
    iso = parse_date(value)
    if not written or iso in written:
        return value
    bare = _DATE.fullmatch(unicodedata.normalize("NFKC", value.strip()))
    parts = _date_parts(bare) if bare else None
    month_day = f"{parts[1]:02d}-{parts[2]:02d}" if parts and parts[0] is None else (iso or "")[5:]
    ends = [d for d in written if len(month_day) == 5 and d[5:] == month_day]
    if len(ends) == 1:
        return ends[0]
    shared = {d: _common_start(d, value.strip()) for d in written}
    best = max(shared.values())
    ties = [d for d, n in shared.items() if n == best]
    return ties[0] if best >= 5 and len(ties) == 1 else value


# A month written without a day, not the end of a range ("1-5月", "1至5月"): "2024年5月", "五月份", "2024-05".
_MONTH_ALONE = re.compile(
    r"(?<![\d\-—–~至到/.])(?:(?P<y>(?:19|20)\d{2})\s*年\s*)?(?P<m>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])\s*月份?"
    r"(?!\s*[\d一二三四五六七八九十]{1,3}\s*[日号])|(?<!\d)(?P<y2>(?:19|20)\d{2})-(?P<m2>0[1-9]|1[0-2])(?![\d-])"
)


def record_month(value: str, record: str, opening: str = "") -> str:
    """A month column's value put back as the one month the record writes alone (not a day's month: an
    announcement's date beside "5月销量…"), in the year it writes with it, else the year of the value or
    of the record's dates; the value as it was when the record writes no month alone, or several."""
    text = unicodedata.normalize("NFKC", record)
    months = set()
    years = set()
    for m in _MONTH_ALONE.finditer(text):
        month = m.group("m") or m.group("m2")
        number = int(month) if month.isdigit() else cn_integer(month)
        if number is not None:
            months.add(int(number))
        if m.group("y") or m.group("y2"):
            years.add(int(m.group("y") or m.group("y2")))
    if len(months) != 1 or len(years) > 1:
        return value
    iso = parse_date(value) or ""
    dated = record_dates(record, opening)
    year = (
        years.pop() if years else int(iso[:4]) if iso[:4].isdigit() else int(dated[0][:4]) if dated else None
    )
    return f"{year:04d}-{months.pop():02d}" if year else value


# An example a meaning gives, in quotes: "如“中国证券监督管理委员会广东监管局”", "e.g. 'ABC Ltd'".
_EXAMPLE = re.compile(
    r"(?:例如|比如|如|e\.g\.|such\s+as|for\s+example)\s*[:：,，]?\s*"
    r"[“\"'「『]([^”\"'」』]{2,60})[”\"'」』]",
    re.I,
)


def meaning_examples(plan: Plan, column: str) -> set[str]:
    """The examples the column's meanings give, each as ``_key`` reads it."""
    meaning = plan.columns[column]
    return {_key(m.group(1)) for m in _EXAMPLE.finditer(f"{meaning.task_meaning} {meaning.doc_meaning}")}


def settled(
    column: str, value: object, plan: Plan, record: str, opening: str, problems: list[str]
) -> str | None:
    """A column's value as the model gave it, checked against the record (each change noted)."""
    value = None if value is None or str(value).strip().lower() in ("", "null", "none") else str(value)
    kind = target_kind(plan.columns[column].task_meaning)
    written = _key(record)
    if value is not None and kind == "text":
        bare = bare_name(value, plan.columns[column].task_meaning)
        if bare != value:
            problems.append(f"{column}: {value!r} is a name with a remark; read as {bare!r}")
            value = bare
        kept = without_left_out(value, plan.columns[column].task_meaning)
        if kept != value:
            problems.append(f"{column}: {value!r} holds what its meaning leaves out; read as {kept!r}")
            value = kept
        code = stated_form(value, plan.columns[column].task_meaning)
        if code != value:
            problems.append(f"{column}: {value!r} holds the code its meaning describes: {code!r}")
            value = code
        short = short_name(value, plan.columns[column].task_meaning, record)
        if short != value:
            problems.append(f"{column}: {value!r} is a legal name; read as the short name {short!r}")
            value = short
        listed = listed_value(value, plan.columns[column].task_meaning, record)
        if listed != value:
            problems.append(f"{column}: {value!r} holds the listed value {listed!r}")
            value = listed
    if value is not None and kind == "date" and MONTH_FORM.search(plan.columns[column].task_meaning):
        month = record_month(value, record, opening)
        if month != value:
            problems.append(f"{column}: {value!r} read as the month the record writes alone, {month!r}")
            value = month
    if value is not None and kind == "date":
        snapped = record_date(value, record, opening)
        if snapped != value:
            problems.append(f"{column}: {value!r} read as the record's date {snapped!r}")
            value = snapped
    if value is not None and kind not in ("date", "text"):
        whole = as_written(value, record)
        if whole != value:
            problems.append(f"{column}: {value!r} completed as the record writes it: {whole!r}")
            value = whole
    if value is not None and kind != "text" and not_a_figure(value, record):
        problems.append(f"{column}: {value!r} is no figure the record writes; left empty")
        value = None
    # A category's listed value is the model's reading of the record, not a copy of the opening.
    listed = {_key(REMARK.sub("", v)) for v in listed_values(plan.columns[column].task_meaning)}
    if (
        value is not None
        and _key(value) not in written
        and _key(value) not in listed
        and _key(value) in _key(opening)
    ):
        problems.append(f"{column}: {value!r} is the document's opening, not the record's; left empty")
        value = None
    if value is not None and _key(value) not in written and _key(value) in meaning_examples(plan, column):
        problems.append(f"{column}: {value!r} is the example its meaning gives, not the record's; left empty")
        value = None
    if value is not None and kind not in ("date", "text") and not _whole_in(value, written):
        meaning = plan.columns[column]
        source = converted_figure(
            value, record, lambda f: convert(f, kind, meaning.doc_meaning, meaning.task_meaning)
        )
        if source is not None:
            problems.append(f"{column}: {value!r} is the record's {source!r} converted; kept as written")
            value = source
    if value is not None and kind not in ("date", "text") and not _whole_in(value, written):
        stated = record_figure(value, record)
        problems.append(
            f"{column}: {value!r} is not written so in the record"
            + (f"; read as the figure it writes with the same digits, {stated!r}" if stated else "")
        )
        value = stated or value
    if value is not None and kind not in ("date", "text"):
        whole = per_quantity(value, record)
        if whole != value:
            problems.append(f"{column}: {value!r} is written for a number of units: {whole!r}")
            value = whole
    return value


# A figure right after the words that head it: "募集资金净额为1,887,123,456.79元", "发行价格：5.42元/股".
_HEADED = (
    r"(?P<mid>[^\d，。；,;\n]{0,8}?)"
    rf"(?P<fig>\d(?:[\d,，]*\d)?(?:\.\d+)?\s*[千万亿]*\s*(?:元|股|%|％)?|[{CN_NUMERAL_CHARS}]+(?:元|股))"
)


def _headed_figure(lead: str, record: str) -> str | None:
    """The one figure the record writes right after ``lead`` (None: none, or different ones)."""
    found = {m.group("fig").strip() for m in re.finditer(re.escape(lead) + _HEADED, record)}
    values = {_decimal(f) for f in found}
    return found.pop() if len(values) == 1 and None not in values else None


def untangle_labelled(
    row: dict[str, str | None], plan: Plan, columns: list[str], record: str, problems: list[str]
) -> None:
    """A figure column given the figure the record heads with another column's words ("募集资金总额" given
    the amount after "募集资金净额") takes the figure the record heads with its own words, where there is
    one."""
    record = unicodedata.normalize("NFKC", record)
    headed: dict[str, str] = {}
    for column in columns:
        lead = meaning_lead(plan.columns[column].task_meaning)
        if target_kind(plan.columns[column].task_meaning) not in ("date", "text") and len(lead) >= 3:
            figure = _headed_figure(lead, record)
            if figure is not None:
                headed[column] = figure
    for column, own in headed.items():
        value = row.get(column)
        given = _decimal(value) if value else None
        if given is None or given == _decimal(own):
            continue
        others = [c for c, f in headed.items() if c != column and _decimal(f) == given]
        if others:
            problems.append(f"{column}: {value!r} is the figure headed as {others[0]}'s; read as {own!r}")
            row[column] = own
