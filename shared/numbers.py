"""Numbers as documents write them: Arabic digits with thousands separators, a percent sign, a scale word
(thousand, million, billion, 万, 亿), a currency before or a unit after, Chinese numerals.

Public API::

    parse_number("25,390,048股") -> ParsedNumber(value, percent, multiplier)   # or None
    parse_number("$406.1 million").value == Decimal("406100000")
    cn_integer("六百九十七万") == Decimal(6970000)
    stated_unit("金额，单位：万元") -> ("万元", Decimal(10000))   # or None
    scaled_figures("不低于5,000万元或2.5 million") -> [ScaledFigure("5,000万元", "5,000", 10**4), ...]

Values are Decimal, so "1.55%" stays exactly 1.55 (percent=True).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal

_DIGITS = {"零": 0, "〇": 0, "○": 0, "Ｏ": 0, "一": 1, "壹": 1, "二": 2, "贰": 2, "两": 2, "俩": 2, "三": 3,
           "叁": 3, "四": 4, "肆": 4, "五": 5, "伍": 5, "六": 6, "陆": 6, "七": 7, "柒": 7, "八": 8,
           "捌": 8, "九": 9, "玖": 9}  # fmt: skip
_SMALL_UNITS = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000}
_BIG_UNITS = {"万": Decimal(10**4), "萬": Decimal(10**4), "亿": Decimal(10**8), "億": Decimal(10**8)}
_WORD_UNITS = {
    "thousand": Decimal(10**3),
    "k": Decimal(10**3),
    "million": Decimal(10**6),
    "mn": Decimal(10**6),
    "m": Decimal(10**6),
    "billion": Decimal(10**9),
    "bn": Decimal(10**9),
    "trillion": Decimal(10**12),
}
_APPROX = re.compile(
    r"^(约|大约|大概|近|逾|超过|约合|approximately|approx\.?|about|around|roughly|nearly|~|≈)\s*", re.I
)
_TRAILING_WORDS = re.compile(
    r"(股|元|人民币|港元|美元|份|张|人|家|户|shares?|yuan|rmb|cny|usd|hkd|dollars?|units?|"
    r"左右|以上|多|余)$",
    re.I,
)
_CURRENCY_PREFIX = re.compile(r"^(rmb|cny|usd|hkd|us\$|hk\$|\$|¥|￥|人民币)\s*", re.I)
_ARABIC = re.compile(r"^([+-]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$")
# The characters Chinese numerals are written with, plain and formal (大写).
CN_NUMERAL_CHARS = "零〇○一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟萬億"
_CN_NUM = re.compile(rf"^[{CN_NUMERAL_CHARS}点]+$")


@dataclass(frozen=True)
class ParsedNumber:
    value: Decimal
    percent: bool
    multiplier: Decimal


def nfkc(s: str) -> str:
    return unicodedata.normalize("NFKC", s).strip()


def cn_integer(text: str) -> Decimal | None:
    """Chinese numeral integer, e.g. 六百九十七万 -> 6970000, 二〇一八 -> 2018 (digit by digit)."""
    if not text:
        return None
    if all(ch in _DIGITS for ch in text):
        return Decimal("".join(str(_DIGITS[ch]) for ch in text))
    total = Decimal(0)
    section = Decimal(0)
    number = 0
    for ch in text:
        if ch in _DIGITS:
            number = _DIGITS[ch]
        elif ch in _SMALL_UNITS:
            section += (number or 1) * _SMALL_UNITS[ch]
            number = 0
        elif ch in _BIG_UNITS:
            unit = _BIG_UNITS[ch]
            section += number
            if section == 0:
                section = Decimal(1)
            # 一万亿: a bigger unit applies to everything before it.
            if total and unit > 10**4 and total < unit:
                total = (total + section) * unit
            else:
                total += section * unit
            section = Decimal(0)
            number = 0
        else:
            return None
    return total + section + number


def _cn_number(text: str) -> Decimal | None:
    if "点" in text:
        whole, _, frac = text.partition("点")
        w = cn_integer(whole) if whole else Decimal(0)
        if w is None or not frac or not all(ch in _DIGITS for ch in frac):
            return None
        return w + Decimal("0." + "".join(str(_DIGITS[ch]) for ch in frac))
    return cn_integer(text)


# An amount in words as cheques and invoices write it: 壹万贰仟叁佰肆拾伍元陆角柒分, 壹佰贰拾万元整.
_CN_MONEY = re.compile(
    rf"^(?P<yuan>[{CN_NUMERAL_CHARS}]+)[元圆]"
    r"(?:(?P<jiao>[零一二三四五六七八九壹贰叁肆伍陆柒捌玖])角)?(?:零?(?P<fen>[一二三四五六七八九壹贰叁肆伍陆柒捌玖])分)?"
    r"[整正]?$"
)


def _largest_unit(numeral: str) -> Decimal:
    """The largest of 万/亿 a Chinese numeral uses (1 when none): the unit it is written in."""
    return max((mult for unit, mult in _BIG_UNITS.items() if unit in numeral), default=Decimal(1))


def _cn_money(m: re.Match[str]) -> ParsedNumber | None:
    yuan = cn_integer(m.group("yuan"))
    if yuan is None:
        return None
    cents = sum(Decimal(_DIGITS[m.group(g)]) / d for g, d in (("jiao", 10), ("fen", 100)) if m.group(g))
    return ParsedNumber(yuan + cents, False, _largest_unit(m.group("yuan")))


def parse_number(raw: str) -> ParsedNumber | None:
    """A number as written in a document, with its percent sign and unit (万/亿/million) applied."""
    if raw is None:
        return None
    s = nfkc(str(raw)).replace(" ", "").replace("\u00a0", "")
    s = _APPROX.sub("", s)
    if re.match(r"^[-−](?=[^\d.])", s):  # a minus before words: "-人民币肆仟贰佰万元整"
        got = parse_number(s[1:])
        return ParsedNumber(-got.value, got.percent, got.multiplier) if got else None
    s = _CURRENCY_PREFIX.sub("", s)
    money = _CN_MONEY.match(s)
    if money:
        return _cn_money(money)
    while True:
        stripped = _TRAILING_WORDS.sub("", s)
        if stripped == s:
            break
        s = stripped
    percent = False
    if s.endswith("%") or s.endswith("‰"):
        percent = s.endswith("%")
        if not percent:
            return None
        s = s[:-1]
    elif s.startswith("百分之"):
        percent, s = True, s[3:]
    multiplier = Decimal(1)
    for unit, mult in (("亿", _BIG_UNITS["亿"]), ("億", _BIG_UNITS["亿"]), ("万", _BIG_UNITS["万"]),
                       ("萬", _BIG_UNITS["万"])):  # fmt: skip
        if s.endswith(unit) and re.search(r"\d", s[:-1] or ""):
            multiplier *= mult
            s = s[:-1]
            break
    low = s.lower()
    for word, mult in _WORD_UNITS.items():
        if low.endswith(word) and re.match(r"^[+-]?[\d,.]+$", low[: -len(word)] or "x"):
            multiplier *= mult
            s = s[: -len(word)]
            break
    m = _ARABIC.match(s)
    if m:
        sign, whole, frac = m.groups()
        value = Decimal(whole.replace(",", "") + ("." + frac if frac else ""))
        if sign == "-":
            value = -value
        return ParsedNumber(value * multiplier, percent, multiplier)
    mixed = re.match(r"^(\d+(?:\.\d+)?)([万亿萬億])$", s)
    if mixed:
        unit = _BIG_UNITS[mixed.group(2)]
        return ParsedNumber(Decimal(mixed.group(1)) * unit * multiplier, percent, unit * multiplier)
    negative = s.startswith("负")
    body = s[1:] if negative else s
    if body and _CN_NUM.match(body):
        value = _cn_number(body)
        if value is None and "点" in body and body[-1] in _BIG_UNITS:
            head = _cn_number(body[:-1])
            value = head * _BIG_UNITS[body[-1]] if head is not None else None
        if value is None:
            return None
        return ParsedNumber(-value if negative else value, percent, _largest_unit(body) * multiplier)
    return None


_SCALE_WORDS = {**_BIG_UNITS, "万亿": Decimal(10**12), "千": Decimal(10**3), **_WORD_UNITS}
_SCALED = re.compile(
    r"(?<![\d.,])(?P<figure>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(?P<scale>"
    + "|".join(sorted(_SCALE_WORDS, key=len, reverse=True))
    + r")(?![A-Za-z])(?P<unit>\s*(?:元|股|美元|港元))?",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ScaledFigure:
    """A figure of prose followed by the word of its scale ("5,000万元", "1,114 million")."""

    written: str  # as the text writes it, with the unit after the scale word
    figure: str  # the digits before the scale word
    multiplier: Decimal

    @property
    def value(self) -> Decimal:
        """The figure in full units."""
        return Decimal(self.figure.replace(",", "")) * self.multiplier


def scaled_figures(text: str) -> list[ScaledFigure]:
    """The figures ``text`` writes with a scale word, in order."""
    return [
        ScaledFigure(m.group(0).strip(), m.group("figure"), _SCALE_WORDS[m.group("scale").lower()])
        for m in _SCALED.finditer(text)
    ]


# Statements of the unit a meaning counts in: "（万元）", "单位：万元", "以亿元计", "in 万股", "in thousands".
_CN_SCALES = {
    "千": 10**3,
    "万": 10**4,
    "十万": 10**5,
    "百万": 10**6,
    "千万": 10**7,
    "亿": 10**8,
    "十亿": 10**9,
}
_EN_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9}
# A scaled unit: 万元, 亿股, 万平方米, 万吨, 万辆.
_SCALED_UNIT = (
    r"(?P<cn>(?P<scale>十万|百万|千万|十亿|千|万|亿)"
    r"(?:元|股|美元|港元|份|平方米|㎡|吨|辆|台|件|张|人|户|千瓦时|千瓦|立方米|桶))"
)
_UNIT_STATEMENT = re.compile(
    rf"(?:单位[:：为是]?\s*|以\s*|\bin\s+|[（(]\s*)(?:人民币|rmb\s*|cny\s*)?{_SCALED_UNIT}"
    r"|(?:\bin\s+(?:rmb\s*|cny\s*|usd\s*|us\$\s*|\$\s*)?|[（(]\s*)(?P<en>thousand|million|billion)s?\b"
    # A clause that is the unit alone: "合同销售金额，亿元；不是累计数".
    rf"|(?:^|(?<=[，,；;、]))\s*(?:人民币)?{_SCALED_UNIT.replace('cn>', 'cn2>').replace('scale>', 'scale2>')}"
    r"(?:/[年月日])?\s*(?=$|[，,；;。)）(（])",
    re.I,
)


def stated_unit(meaning: str) -> tuple[str, Decimal] | None:
    """The unit a column's meaning states its amounts in, with its scale ("万元", 10**4 for "金额（万元）");
    None when it states none."""
    m = _UNIT_STATEMENT.search(nfkc(meaning or ""))
    if not m:
        return None
    if m.group("cn") or m.group("cn2"):
        return m.group("cn") or m.group("cn2"), Decimal(_CN_SCALES[m.group("scale") or m.group("scale2")])
    word = m.group("en").lower()
    return f"{word}s", Decimal(_EN_SCALES[word])
