"""Number, amount and date formatting plus identity and tax-number generators."""

from __future__ import annotations

import datetime as dt
import random

CN_DIGITS = "零壹贰叁肆伍陆柒捌玖"
CN_PLAIN_DIGITS = "〇一二三四五六七八九"
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


# ----------------------------------------------------------------- amounts (integer cents)


def plain(cents: int) -> str:
    """11300.00 style."""
    return f"{cents // 100}.{cents % 100:02d}"


def money(cents: int) -> str:
    """11,300.00 style."""
    return f"{cents // 100:,}.{cents % 100:02d}"


def _cn_group(group: int) -> str:
    units = ["", "拾", "佰", "仟"]
    out = ""
    pending_zero = False
    for power in range(3, -1, -1):
        digit = group // 10**power % 10
        if digit == 0:
            pending_zero = bool(out)
            continue
        if pending_zero:
            out += "零"
            pending_zero = False
        out += CN_DIGITS[digit] + units[power]
    return out


def _cn_integer(value: int) -> str:
    big_units = ["", "万", "亿"]
    groups = []
    while value:
        groups.append(value % 10000)
        value //= 10000
    out = ""
    gap = False
    for index in range(len(groups) - 1, -1, -1):
        group = groups[index]
        if group == 0:
            gap = bool(out)
            continue
        if out and (gap or group < 1000):
            out += "零"
        out += _cn_group(group) + big_units[index]
        gap = False
    return out


def cn_capital(cents: int, yuan: str = "元", whole: str = "整") -> str:
    """Chinese financial capital amount, e.g. 壹万壹仟叁佰元整 or 壹仟零伍拾元零陆分."""
    units, jiao, fen = cents // 100, cents // 10 % 10, cents % 10
    out = _cn_integer(units) + yuan if units else ""
    if jiao == 0 and fen == 0:
        return (out or "零" + yuan) + whole
    if jiao:
        out += CN_DIGITS[jiao] + "角"
    elif units:
        out += "零"
    if fen:
        out += CN_DIGITS[fen] + "分"
    return out


_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _en_below_thousand(value: int) -> str:
    words = []
    if value >= 100:
        words.append(_ONES[value // 100] + " hundred")
        value %= 100
        if value:
            words.append("and")
    if value >= 20:
        words.append(_TENS[value // 10] + ("-" + _ONES[value % 10] if value % 10 else ""))
    elif value or not words:
        words.append(_ONES[value])
    return " ".join(words)


def en_words(cents: int) -> str:
    """Whole units in English words plus cents, e.g. 'forty-five thousand eight hundred and cents 50'."""
    value = cents // 100
    parts = []
    for size, label in ((1_000_000, "million"), (1000, "thousand")):
        if value >= size:
            parts.append(_en_below_thousand(value // size) + " " + label)
            value %= size
    if value or not parts:
        parts.append(_en_below_thousand(value))
    text = " ".join(parts)
    if cents % 100:
        text += f" and cents {_en_below_thousand(cents % 100)}"
    return text


# ----------------------------------------------------------------- dates


def cn_date(day: dt.date, pad: bool = False) -> str:
    if pad:
        return f"{day.year}年{day.month:02d}月{day.day:02d}日"
    return f"{day.year}年{day.month}月{day.day}日"


def cn_numeral_date(day: dt.date) -> str:
    """二〇二四年三月五日."""

    def small(num: int) -> str:
        if num < 10:
            return CN_PLAIN_DIGITS[num]
        tens, ones = divmod(num, 10)
        head = "" if tens == 1 else CN_PLAIN_DIGITS[tens]
        return head + "十" + (CN_PLAIN_DIGITS[ones] if ones else "")

    year = "".join(CN_PLAIN_DIGITS[int(c)] for c in str(day.year))
    return f"{year}年{small(day.month)}月{small(day.day)}日"


def en_date(day: dt.date, style: str) -> str:
    month = MONTHS[day.month - 1]
    return {
        "dmy": f"{day.day} {month} {day.year}",
        "dmy0": f"{day.day:02d} {month[:3]} {day.year}",
        "mdy": f"{month} {day.day}, {day.year}",
        "mdy_short": f"{month[:3]}. {day.day}, {day.year}",
        "us_slash": f"{day.month}/{day.day}/{day.year}",
        "dot": f"{day.year}.{day.month:02d}.{day.day:02d}",
        "iso": day.isoformat(),
    }[style]


def printed_date_forms(day: dt.date) -> list[str]:
    forms = [cn_date(day), cn_date(day, pad=True), cn_numeral_date(day)]
    forms += [en_date(day, s) for s in ("dmy", "dmy0", "mdy", "mdy_short", "us_slash", "dot", "iso")]
    forms += [f"{day.year}/{day.month:02d}/{day.day:02d}", f"{day.month:02d}/{day.day:02d}/{day.year}"]
    return forms


def printed_amount_forms(cents: int) -> list[str]:
    forms = [plain(cents), money(cents)]
    if cents % 100 == 0:
        forms += [str(cents // 100), f"{cents // 100:,}"]
    for yuan in ("元", "圆"):
        for whole in ("整", "正", ""):
            forms.append(cn_capital(cents, yuan, whole))
    return forms


def random_date(rng: random.Random, start: dt.date, end: dt.date) -> dt.date:
    return start + dt.timedelta(days=rng.randrange((end - start).days + 1))


def add_years(day: dt.date, years: int) -> dt.date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


# ----------------------------------------------------------------- identity and tax numbers

_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def id_check_char(body17: str) -> str:
    total = sum(int(c) * w for c, w in zip(body17, _ID_WEIGHTS, strict=True))
    return "10X98765432"[total % 11]


def id_number(region: str, birth: dt.date, male: bool, rng: random.Random) -> str:
    seq = rng.randrange(10, 99) * 10 + rng.choice([1, 3, 5, 7, 9] if male else [0, 2, 4, 6, 8])
    body = f"{region}{birth:%Y%m%d}{seq:03d}"
    return body + id_check_char(body)


_USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
_USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng: random.Random, region: str = "320505") -> str:
    """Unified social credit code (18 characters, GB 32100 check character)."""
    org = "".join(rng.choice(_USCC_CHARS[:10] if i < 7 else _USCC_CHARS) for i in range(9))
    body = "91" + region + org
    total = sum(_USCC_CHARS.index(c) * w for c, w in zip(body, _USCC_WEIGHTS, strict=True))
    return body + _USCC_CHARS[(31 - total % 31) % 31]


def digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


def cipher_line(rng: random.Random, count: int = 27) -> str:
    """A line of the 密码区 block printed on VAT invoices."""
    return "".join(rng.choice("0123456789<>+-*/") for _ in range(count))


def phone(rng: random.Random, area: str) -> str:
    return f"{area}-{digits(rng, 8)}"


def mobile(rng: random.Random) -> str:
    return rng.choice(["138", "139", "186", "135", "177", "150"]) + digits(rng, 8)


def bank_account(rng: random.Random) -> str:
    groups = [digits(rng, 4) for _ in range(4)] + [digits(rng, 3)]
    return " ".join(groups)
