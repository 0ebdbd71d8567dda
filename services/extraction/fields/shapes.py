"""Values of a fixed shape in text as OCR leaves it: resident ID numbers, amounts and dates.

Each parser takes text with OCR's noise (spaces inside numbers, a stray dot, full-width punctuation) and
returns the value in one canonical form, or None: an ID number is 18 characters whose GB 11643 (ISO 7064
MOD 11-2) check character is right, an amount a plain decimal ("57670.00"), a date ISO 8601.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator, Sequence
from decimal import Decimal, InvalidOperation

from services.extraction.narrative.normalize import MONTHS
from services.extraction.narrative.normalize import parse_date as written_date
from shared.chinese_script import simplified
from shared.numbers import parse_number
from shared.resident_id import id_candidates

CJK = r"\u3400-\u9fff\uf900-\ufaff"
_CURRENCY = r"(?:[¥￥$]|RMB|CNY|USD|US\$|人民币|Y(?=\s*\d))"
# ISO 4217 codes of the currencies most invoices are written in: a code after an amount's label ("TOTAL
# AUD", "TOTAL AMOUNT | PHP 28,000.00") is the figure's currency, not more of the label.
CURRENCY_CODES = (
    "USD|EUR|GBP|JPY|CNY|RMB|HKD|TWD|NTD|MOP|SGD|MYR|THB|IDR|PHP|VND|KRW|INR|PKR|LKR|BDT|AUD|NZD|CAD|CHF"
    "|SEK|NOK|DKK|PLN|CZK|HUF|RUB|TRY|AED|SAR|QAR|KWD|BHD|OMR|ILS|EGP|ZAR|NGN|KES|BRL|MXN|ARS|CLP|COP"
)
# A minus sign right before the figure (¥-120.00, a red-letter invoice's), not a dash after a word or digit.
_NUMBER = re.compile(
    rf"(?P<currency>(?:(?<![\w.])-\s?(?=[£€]|{_CURRENCY}))?{_CURRENCY}|-?\s?[£€])?\s*"
    r"(?:(?<![\w.])(?P<sign>-))?(?P<digits>\d[\d,，.\s-]*\d|\d)\s*(?P<yuan>元)?"
)
_PERCENT = re.compile(r"\s?[%％]")
# A unit of count after a figure: a quantity.
_COUNT_UNIT = re.compile(
    r"\s?(?:PCS|PC|SETS|SET|UNITS|CTNS|CARTONS|PKGS|PALLETS|件|台|套|个|箱|只|张|把|支)(?![A-Za-z])",
    re.IGNORECASE,
)
_MONTH = (
    r"(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?"
    r"|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
_ZH_DATE = re.compile(r"([\d.]{4,8})年[-.,:]?([\d.]{1,3})月[-.,:]?([\d.]{1,3})日")
# (OCR reads one of a card's dots as a comma: 2014.07,22.)
_NUM_DATE = re.compile(r"(?<!\d)(\d{4})([-/.])(\d{1,2})(?:\2|(?<=\.\d\d),|(?<=\.\d),)(\d{1,2})(?!\d)")
# Day and month before the year with a slash: read where one of them is over 12 (7/21/2023, 21/07/2023), or
# where the document's other slash dates say which comes first.
_SLASH_DATE = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{4})(?![\d/])")
# Dots between day, month and year are written day first (05.03.2024), where they are written at all.
# Signs of where a document was written: a United States company form, sales tax or ZIP code; a tax, a
# company form or a currency of a country that writes the day first.
_MONTH_FIRST_SIGNS = re.compile(r"\b(?:Inc\.|LLC|Sales Tax|[A-Z]{2} \d{5}(?:-\d{4})?)(?!\w)")
_DAY_FIRST_SIGNS = re.compile(r"\b(?:GST|GSTIN|VAT|ABN|Pty|Pte|Ltd|Sdn|Bhd|Rs)\b|[£€₹]|\b(?:S|A|NZ|HK)\$")
_DOT_DATE = re.compile(r"(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d.])")
_EN_DATE = re.compile(rf"\b{_MONTH}\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", re.IGNORECASE)
# A date in the Republic of China's years, as Taiwan prints them: 民國113年4月22日 (the year 2024).
_ROC_DATE = re.compile(r"[国國](\d{2,3})年(\d{1,2})月(\d{1,2})日")
# A date written in Chinese numerals, as contracts and official documents sign them: 二〇二三年三月十二日.
# (OCR reads 〇 as the letter O or a zero: 二O二三年.)
_CN_DATE = re.compile(
    r"(?=\S{0,3}[一二三四五六七八九])[零〇○ＯO0一二三四五六七八九]{4}年[一二三四五六七八九十]{1,3}月[一二三四五六七八九十]{1,3}日"
)
_EN_DATE_DMY = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+day\s+of)?(?:\s+|-){_MONTH}\.?,?(?:\s+|-)(\d{{4}})\b", re.IGNORECASE
)  # 15 April 2024, 19-Mar-2024, the 12th day of August, 2024
# An amount in words as invoices and contracts print it: 壹万壹仟叁佰元整, 叁仟伍佰元陆角.
_CAPITAL = re.compile(
    r"(?=[零壹贰貳叁參肆伍陆陸柒捌玖拾])(?:[零壹贰貳叁參肆伍陆陸柒捌玖拾佰仟万亿萬億]\s?)+[元圆圓]\s?(?:[零壹贰貳叁參肆伍陆陸柒捌玖]\s?角)?\s?"
    r"(?:零?\s?[壹贰貳叁參肆伍陆陸柒捌玖]\s?分)?\s?[整正]?"
)


def parse_id_number(text: str) -> str | None:
    """The first valid resident ID number in ``text``; bad check characters are not read."""
    return next((n for n, _, ok in id_candidates(text) if ok), None)


def _clean_amount(digits: str) -> str | None:
    """A number as OCR printed it ("5 7，6 7 0 . 0 0", "517,,.187.00") as a plain decimal.

    Runs of separators between digit groups are thousands separators, except a run holding a dot before
    the last group of one or two digits: the decimal point.
    """
    # A figure's cents end it: a digit after them and a space is the next column's ("Y19876.23 4").
    digits = re.sub(r"(\.\d{2})\s+\d.*$", r"\1", digits)
    s = re.sub(r"[\s-]", "", digits).replace("，", ",")
    groups = re.findall(r"\d+", s)
    seps = re.findall(r"[^\d]+", s.strip(",."))
    if not groups:
        return None
    # A last group of two digits after a comma is cents too: a thousands group always has three.
    decimal = len(groups) > 1 and (
        (len(groups[-1]) <= 2 and "." in seps[-1]) or (len(groups[-1]) == 2 and seps[-1] == ",")
    )
    whole = groups[:-1] if decimal else groups
    # Lakh and crore grouping (2,27,787.20): two digits a group before the last three.
    indian = len(whole) > 2 and len(whole[-1]) == 3 and all(len(g) == 2 for g in whole[1:-1])
    if (
        len(whole) > 1
        and not all(len(g) == 3 for g in whole[1:])
        and not indian
        and any("." in x for x in seps)
    ):
        return None  # dots between groups that are not thousands: not one amount
    text = "".join(whole) + (f".{groups[-1]}" if decimal else "")
    try:
        value = Decimal(text)
    except InvalidOperation:
        return None
    # In cents at least, as an amount in words is: 86,000 and 捌万陆仟元整 read alike.
    return str(value if value.as_tuple().exponent < -2 else value.quantize(Decimal("0.01")))


def amounts(text: str, need_currency: bool) -> Iterator[tuple[str, str]]:
    """(canonical amount, text it was read from) in order; ``need_currency``: only currency-marked ones.
    Amounts in words (大写) count as marked: they end in 元."""
    found: list[tuple[int, str, str]] = []
    for m in _NUMBER.finditer(text):
        if need_currency and not (m.group("currency") or m.group("yuan")):
            continue
        if _PERCENT.match(text, m.end()) or _COUNT_UNIT.match(text, m.end()):
            continue  # a rate ("GST 9%") or a quantity ("33,900 PCS"), not an amount
        value = _clean_amount(m.group("digits"))
        negative = m.group("sign") or (m.group("currency") or "").startswith("-")  # -£980.40, £-980.40
        if value is not None and negative and Decimal(value):
            value = f"-{value}"
        if value is not None:
            found.append((m.start(), value, m.group(0).strip()))
    for m in _CAPITAL.finditer(text):
        parsed = parse_number(simplified(m.group(0)))  # (貳, 參, 陸, 萬 in Traditional)
        if parsed is not None:
            found.append((m.start(), f"{parsed.value:.2f}", m.group(0).strip()))
    for _, value, raw in sorted(found, key=lambda f: f[0]):
        yield value, raw


def parse_amount(text: str) -> str | None:
    return next((v for v, _ in amounts(text, need_currency=False)), None)


def _date(year: str, month: str | int, day: str) -> str | None:
    y, d = year.replace(".", ""), day.replace(".", "")
    m = month if isinstance(month, int) else int(month.replace(".", "") or 0)
    if len(y) != 4 or not d.isdigit():
        return None
    try:
        return dt.date(int(y), m, int(d)).isoformat()
    except ValueError:
        return None


def _compact_dates(text: str) -> str:
    """``text`` without spaces and OCR's stray marks beside a date's separators ("2022-:12-03"); a time
    after a date, or a date after a number, stays apart from it (2024-04-08 15:52:53, 0123-45678
    09/05/2024)."""
    text = re.sub(r"\s+(?=\d{1,2}:\d{2})|(?<=\d)\s+(?=\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4})", "|", text)
    text = re.sub(r"\s+", "", text)
    return re.sub(r"(?<=\d)[.:,]*([-/])[.:,]*(?=\d)", r"\1", text)


def day_first(text: str) -> bool | None:
    """Whether ``text`` writes its slash dates day first (21/05/2024) or month first (7/21/2023): as its
    slash dates say where one of them has a day over 12, else as where it was written says (the United
    States writes the month first, most of the world the day), else None."""
    orders = set()
    for m in _SLASH_DATE.finditer(_compact_dates(text)):
        first, second = int(m.group(1)), int(m.group(2))
        if (first > 12) != (second > 12):
            orders.add(first > 12)
    if not orders:
        orders = {False} if _MONTH_FIRST_SIGNS.search(text) else set()
        orders |= {True} if _DAY_FIRST_SIGNS.search(text) else set()
    return orders.pop() if len(orders) == 1 else None


def dates(text: str, slash_day_first: bool | None = None) -> Iterator[tuple[str, str]]:
    """(ISO date, text it was read from) for every date in ``text``, in order of position. A slash date
    whose day and month could be either (07/05/2024) is read in ``slash_day_first``'s order, or not at
    all where that is None."""
    found: list[tuple[int, str, str]] = []
    compact = _compact_dates(text)
    for m in _ZH_DATE.finditer(compact):
        found.append((m.start(), _date(m.group(1), m.group(2), m.group(3)) or "", m.group(0)))
    for m in _ROC_DATE.finditer(compact):
        found.append(
            (m.start(), _date(str(1911 + int(m.group(1))), m.group(2), m.group(3)) or "", m.group(0))
        )
    for m in _CN_DATE.finditer(compact):
        found.append((m.start(), written_date(re.sub("[ＯO0]", "〇", m.group(0))) or "", m.group(0)))
    for m in _SLASH_DATE.finditer(compact):
        first, second = int(m.group(1)), int(m.group(2))
        if (first > 12) != (second > 12) or (slash_day_first is not None and first <= 12 and second <= 12):
            in_order = first > 12 or (second <= 12 and slash_day_first)
            day, month = (first, second) if in_order else (second, first)
            found.append((m.start(), _date(m.group(3), month, str(day)) or "", m.group(0)))
    for m in _DOT_DATE.finditer(compact):
        found.append((m.start(), _date(m.group(3), m.group(2), m.group(1)) or "", m.group(0)))
    for m in _NUM_DATE.finditer(compact):
        found.append((m.start(), _date(m.group(1), m.group(3), m.group(4)) or "", m.group(0)))
    # English dates keep their spaces; positions are only compared within one kind of text, so both
    # orders agree on a line holding one kind.
    for m in _EN_DATE.finditer(text):
        month = MONTHS[m.group(1).lower().rstrip(".")]
        found.append((m.start(), _date(m.group(3), month, m.group(2)) or "", m.group(0)))
    for m in _EN_DATE_DMY.finditer(text):
        month = MONTHS[m.group(2).lower().rstrip(".")]
        found.append((m.start(), _date(m.group(3), month, m.group(1)) or "", m.group(0)))
    for _, iso, raw in sorted(found):
        if iso:
            yield iso, raw


def parse_date(text: str) -> str | None:
    return next((v for v, _ in dates(text)), None)


def is_money(raw: str) -> bool:
    """Whether an amount as written (``amounts``' text read) is marked as money: a currency's sign or code
    before it, 元 after it, or written in words."""
    if re.search(rf"[{CJK}]", raw):
        return True
    m = _NUMBER.match(raw)
    return m is not None and bool(m.group("currency") or m.group("yuan"))


def figure_over_words(found: Sequence[tuple[str, str]]) -> tuple[str, str]:
    """The first amount of ``found``; when it is in words and a currency-marked figure after it says
    otherwise, the figure: a misread character of an amount in words drops part of it (玖仟 read 玖什)."""
    if not re.search(r"\d", found[0][1]):  # (in words: 人民币86,000.00元 is a figure)
        # (The first figure marked as money: OCR may leave a stray number between, 小写 read as "43".)
        figure = next((f for f in found[1:] if re.search(r"\d", f[1]) and is_money(f[1])), None)
        if figure is not None and figure[0] != found[0][0]:
            return figure
    return found[0]
