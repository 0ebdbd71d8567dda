"""Formatting helpers: dates, amounts, amounts in words, ID numbers, MRZ.

Everything printed in the streams goes through these helpers so that the
self-check can rebuild the printed forms of every gold value.
"""

import datetime as dt
import re
from decimal import ROUND_HALF_UP, Decimal

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
ZH_DIGIT = "〇一二三四五六七八九"


def dec(v) -> Decimal:
    return Decimal(str(v)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def _ord(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _zh_small(n: int) -> str:
    if n < 10:
        return ZH_DIGIT[n]
    tens, ones = divmod(n, 10)
    s = ("" if tens == 1 else ZH_DIGIT[tens]) + "十"
    return s + (ZH_DIGIT[ones] if ones else "")


DATE_STYLES = (
    "iso",
    "zh",
    "zh0",
    "zhnum",
    "dmy",
    "dmon",
    "mdy",
    "mony",
    "dmy_sl",
    "mdy_sl",
    "dmy_dot",
    "ymd_sl",
    "ymd_dot",
    "d_mon_y",
    "dMONy",
    "ordday",
    "ordmon",
    "nz",
    "us",
)


def dfmt(iso: str, style: str) -> str:
    d = dt.date.fromisoformat(iso)
    y, m, dd = d.year, d.month, d.day
    mon = MONTHS[m - 1]
    return {
        "iso": iso,
        "zh": f"{y}年{m}月{dd}日",
        "zh0": f"{y}年{m:02d}月{dd:02d}日",
        "zhnum": "".join(ZH_DIGIT[int(c)] for c in str(y)) + f"年{_zh_small(m)}月{_zh_small(dd)}日",
        "dmy": f"{dd} {mon} {y}",
        "dmon": f"{dd} {mon[:3]} {y}",
        "mdy": f"{mon} {dd}, {y}",
        "mony": f"{mon[:3]} {dd}, {y}",
        "dmy_sl": f"{dd:02d}/{m:02d}/{y}",
        "mdy_sl": f"{m:02d}/{dd:02d}/{y}",
        "dmy_dot": f"{dd:02d}.{m:02d}.{y}",
        "ymd_sl": f"{y}/{m:02d}/{dd:02d}",
        "ymd_dot": f"{y}.{m:02d}.{dd:02d}",
        "d_mon_y": f"{dd:02d}-{mon[:3]}-{y}",
        "dMONy": f"{dd:02d} {mon[:3].upper()} {y}",
        "ordday": f"{_ord(dd)} day of {mon}, {y}",
        "ordmon": f"{_ord(dd)} {mon} {y}",
        "nz": f"{dd}/{m:02d}/{y}",
        "us": f"{m}/{dd}/{y}",
    }[style]


def date_forms(iso: str) -> set[str]:
    return {dfmt(iso, s) for s in DATE_STYLES}


def money(v, style: str = "comma") -> str:
    v = dec(v)
    neg = v < 0
    a = abs(v)
    body = f"{a:,.2f}" if style in ("comma", "paren") else f"{a:.2f}"
    if neg:
        return f"({body})" if style == "paren" else "-" + body
    return body


def amount_forms(value: str) -> set[str]:
    return {money(value, s) for s in ("comma", "plain", "paren")}


# ---------------------------------------------------------------- words
DIG_UP = "零壹贰叁肆伍陆柒捌玖"
UNITS = ["", "拾", "佰", "仟"]
SECS = ["", "万", "亿"]


def _sec_upper(sec: int) -> str:
    out, zero = "", False
    for pos in (3, 2, 1, 0):
        dgt = sec // 10**pos % 10
        if dgt == 0:
            zero = zero or bool(out)
        else:
            if zero:
                out += "零"
                zero = False
            out += DIG_UP[dgt] + UNITS[pos]
    return out


def _int_upper(n: int) -> str:
    if n == 0:
        return "零"
    secs = []
    while n:
        secs.append(n % 10000)
        n //= 10000
    out, pending = "", False
    for i in range(len(secs) - 1, -1, -1):
        sec = secs[i]
        if sec == 0:
            pending = pending or bool(out)
            continue
        if out and (pending or sec < 1000):
            out += "零"
        out += _sec_upper(sec) + SECS[i]
        pending = False
    return out


def cny_upper(v, trad: bool = False) -> str:
    """Chinese financial uppercase, e.g. 壹仟贰佰叁拾肆元伍角陆分."""
    v = dec(v)
    neg = v < 0
    cents = int(abs(v) * 100)
    yuan, jiao, fen = cents // 100, cents // 10 % 10, cents % 10
    s = _int_upper(yuan) + "元" if yuan else ""
    if not jiao and not fen:
        s = (s or "零元") + "整"
    else:
        if jiao:
            s += DIG_UP[jiao] + "角"
        elif yuan:
            s += "零"
        if fen:
            s += DIG_UP[fen] + "分"
    if trad:
        s = s.translate(str.maketrans("贰叁陆万亿元", "貳參陸萬億圓"))
    return ("负" if neg else "") + s


_ONES = [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
]
_TENS = ["_", "_", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def en_words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    if n < 1000:
        h, r = divmod(n, 100)
        return _ONES[h] + " Hundred" + (" " + en_words(r) if r else "")
    for size, word in ((10**9, "Billion"), (10**6, "Million"), (1000, "Thousand")):
        if n >= size:
            q, r = divmod(n, size)
            return en_words(q) + " " + word + (" " + en_words(r) if r else "")
    raise ValueError(n)


def en_amount_words(v, unit: str = "Dollars", style: str = "cents") -> str:
    v = abs(dec(v))
    whole, cents = int(v), int(v * 100) % 100
    s = f"{en_words(whole)} {unit}"
    if style == "fraction":
        return s + f" and {cents:02d}/100"
    if style == "only":
        return s + (f" and {en_words(cents)} Cents" if cents else "") + " Only"
    return s + (f" and {en_words(cents)} Cents" if cents else "")


def words(kind: str, v) -> str:
    """Amount in words. kind: cny, cny_t, myr or en:<unit>:<style>."""
    if kind == "cny":
        return cny_upper(v)
    if kind == "cny_t":
        return cny_upper(v, trad=True)
    if kind == "myr":
        v = abs(dec(v))
        whole, sen = int(v), int(v * 100) % 100
        return "Ringgit Malaysia: " + en_words(whole) + (f" and Sen {en_words(sen)}" if sen else "") + " Only"
    _, unit, style = kind.split(":")
    return en_amount_words(v, unit, style)


# ---------------------------------------------------------------- ID numbers
ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def id_check_char(first17: str) -> str:
    s = sum(int(c) * w for c, w in zip(first17, ID_WEIGHTS, strict=True))
    return "10X98765432"[s % 11]


def make_id(region: str, birth_iso: str, seq3: int) -> str:
    body = region + birth_iso.replace("-", "") + f"{seq3:03d}"
    return body + id_check_char(body)


def id_valid(idn: str) -> bool:
    return bool(re.fullmatch(r"\d{17}[\dX]", idn)) and id_check_char(idn[:17]) == idn[17]


def period_forms(value: str) -> set[str]:
    a, b = value.split("至")
    da = a.replace("-", ".")
    db = b if b == "长期" else b.replace("-", ".")
    return {f"{da}-{db}", f"{da}—{db}", value}


def mrz_check(s: str) -> str:
    total = 0
    for i, c in enumerate(s):
        if c.isdigit():
            v = int(c)
        elif c.isalpha():
            v = ord(c) - 55
        else:
            v = 0
        total += v * (7, 3, 1)[i % 3]
    return str(total % 10)


def forms(field: str, value: str) -> set[str]:
    """All printed forms that count as printing `value` for `field`."""
    if field in ("date", "signDate", "birthDate"):
        return date_forms(value)
    if field in ("totalAmount", "taxAmount", "contractAmount"):
        return amount_forms(value)
    if field == "validPeriod":
        return period_forms(value)
    return {value}


def norm(s: str) -> str:
    return re.sub(r"\s+", "", s)


def found(field: str, value: str, text_norm: str) -> bool:
    """True when some printed form of value occurs in whitespace-free text."""
    for f in forms(field, value):
        f = norm(f)
        if field in ("totalAmount", "taxAmount", "contractAmount"):
            if re.search(r"(?<![\d.,])" + re.escape(f) + r"(?![\d])", text_norm):
                return True
        elif f in text_norm:
            return True
    return False
