"""Formatting helpers: dates, amounts, amounts in words, check-digit identifiers.

Everything here is pure and deterministic. The self-check (check.py) reuses
``date_forms`` and ``amount_forms`` to decide whether a gold value is printed.
"""

from __future__ import annotations

import datetime as dt
import random
from decimal import ROUND_HALF_UP, Decimal

D2 = Decimal("0.01")
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


def dec(x) -> Decimal:
    return Decimal(str(x)).quantize(D2, rounding=ROUND_HALF_UP)


def ordinal(n: int) -> str:
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


DATE_FORMATS = {
    "iso": lambda d: d.isoformat(),
    "cn": lambda d: f"{d.year}年{d.month}月{d.day}日",
    "cn0": lambda d: f"{d.year}年{d.month:02d}月{d.day:02d}日",
    "cnsp": lambda d: f"{d.year} 年 {d.month} 月 {d.day} 日",
    "dot": lambda d: f"{d.year}.{d.month:02d}.{d.day:02d}",
    "ymd_slash": lambda d: f"{d.year}/{d.month:02d}/{d.day:02d}",
    "dmy_slash": lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}",
    "mdy_slash": lambda d: f"{d.month:02d}/{d.day:02d}/{d.year}",
    "mdy_short": lambda d: f"{d.month}/{d.day}/{d.year}",
    "dmy_dash": lambda d: f"{d.day:02d}-{d.month:02d}-{d.year}",
    "dmy_dot": lambda d: f"{d.day:02d}.{d.month:02d}.{d.year}",
    "d_month_y": lambda d: f"{d.day} {MONTHS[d.month - 1]} {d.year}",
    "d_mon_y": lambda d: f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}",
    "dd_mon_yyyy": lambda d: f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year}",
    "dd_mon_yy_up": lambda d: f"{d.day:02d} {MONTHS[d.month - 1][:3].upper()} {d.year}",
    "month_d_y": lambda d: f"{MONTHS[d.month - 1]} {d.day}, {d.year}",
    "mon_d_y": lambda d: f"{MONTHS[d.month - 1][:3]} {d.day}, {d.year}",
    "ord_of": lambda d: f"{ordinal(d.day)} day of {MONTHS[d.month - 1]} {d.year}",
    "ord_of_c": lambda d: f"{ordinal(d.day)} day of {MONTHS[d.month - 1]}, {d.year}",
    "ord_month": lambda d: f"{ordinal(d.day)} {MONTHS[d.month - 1]} {d.year}",
    "roc": lambda d: f"{d.year - 1911}年{d.month}月{d.day}日",
    "roc_full": lambda d: f"中華民國{d.year - 1911}年{d.month}月{d.day}日",
    "roc_sp": lambda d: f"中華民國 {d.year - 1911} 年 {d.month} 月 {d.day} 日",
    "roc_slash": lambda d: f"{d.year - 1911}/{d.month:02d}/{d.day:02d}",
}


def fdate(d: dt.date, style: str) -> str:
    return DATE_FORMATS[style](d)


def date_forms(iso: str) -> list[str]:
    d = dt.date.fromisoformat(iso)
    return sorted({f(d) for f in DATE_FORMATS.values()}, key=len, reverse=True)


# ---------------------------------------------------------------- amounts


def group_west(n: int) -> str:
    return f"{n:,}"


def group_indian(n: int) -> str:
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts) + "," + tail


def money(v, sep: str = ",", cur: str = "", indian: bool = False, paren: bool = False) -> str:
    """Format a Decimal with two places; sep='' for no grouping."""
    v = dec(v)
    a = abs(v)
    whole = int(a)
    cents = int((a - whole) * 100)
    if sep == "":
        body = f"{whole}.{cents:02d}"
    else:
        body = (group_indian(whole) if indian else group_west(whole)) + f".{cents:02d}"
    if v < 0:
        return f"({cur}{body})" if paren else f"-{cur}{body}"
    return f"{cur}{body}"


def money0(v, sep: str = ",") -> str:
    """Whole-unit amount (TWD style), no decimals."""
    n = int(dec(v))
    return f"{n:,}" if sep else str(n)


def amount_forms(value: str) -> list[tuple[str, bool]]:
    """Printed forms of a gold amount; bool = form is negative."""
    v = Decimal(value)
    a = abs(v)
    whole = int(a)
    cents = int((a - whole) * 100)
    bodies = {f"{whole}.{cents:02d}", f"{whole:,}.{cents:02d}", group_indian(whole) + f".{cents:02d}"}
    if cents == 0:
        bodies |= {str(whole), f"{whole:,}", group_indian(whole)}
    out = []
    for b in sorted(bodies, key=len, reverse=True):
        if v < 0:
            out += [(f"-{b}", True), (f"({b})", True), (f"-¥{b}", True), (f"¥-{b}", True)]
        else:
            out.append((b, False))
    return out


# ------------------------------------------------------- amounts in words

_CN_S = ("零壹贰叁肆伍陆柒捌玖", "拾佰仟", ("", "万", "亿"), "元")
_CN_T = ("零壹貳參肆伍陸柒捌玖", "拾佰仟", ("", "萬", "億"), "元")


def _cn_int(n: int, digits: str, units: str, big) -> str:
    if n == 0:
        return digits[0]
    groups = []
    while n:
        groups.append(n % 10000)
        n //= 10000
    out, zero = "", False
    for gi in range(len(groups) - 1, -1, -1):
        g = groups[gi]
        if g == 0:
            zero = True
            continue
        ds = [g // 1000, g // 100 % 10, g // 10 % 10, g % 10]
        for di, dgt in enumerate(ds):
            if dgt == 0:
                if out:
                    zero = True
                continue
            if zero and out:
                out += digits[0]
            zero = False
            out += digits[dgt] + ("" if di == 3 else units[2 - di])
        out += big[gi]
    return out


def cn_upper(v, trad: bool = False, neg_word: str = "负") -> str:
    """Chinese financial capitals, e.g. 壹万贰仟叁佰肆拾伍元陆角柒分."""
    digits, units, big, yuan_ch = _CN_T if trad else _CN_S
    v = dec(v)
    cents = int(abs(v) * 100)
    yuan, jf = divmod(cents, 100)
    jiao, fen = divmod(jf, 10)
    s = _cn_int(yuan, digits, units, big) + yuan_ch if yuan else ""
    if jiao == 0 and fen == 0:
        s += "整"
    elif fen == 0:
        s += digits[jiao] + "角整"
    elif jiao == 0:
        s += (digits[0] if yuan else "") + digits[fen] + "分"
    else:
        s += digits[jiao] + "角" + digits[fen] + "分"
    return (neg_word if v < 0 else "") + s


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


def _words999(n: int, uk: bool) -> str:
    parts = []
    if n >= 100:
        parts.append(_ONES[n // 100] + " Hundred")
        n %= 100
        if n and uk:
            parts.append("and")
    if n >= 20:
        parts.append(_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n:
        parts.append(_ONES[n])
    return " ".join(parts)


def words_int(n: int, uk: bool = False, indian: bool = False) -> str:
    if n == 0:
        return "Zero"
    if indian:
        scales = [(10**7, "Crore"), (10**5, "Lakh"), (1000, "Thousand")]
    else:
        scales = [(10**9, "Billion"), (10**6, "Million"), (1000, "Thousand")]
    parts = []
    for size, name in scales:
        if n >= size:
            parts.append(words_int(n // size, uk, indian) + " " + name)
            n %= size
    if n:
        if parts and n < 100 and uk:
            parts.append("and")
        parts.append(_words999(n, uk))
    return " ".join(parts)


def words_amount(v, unit: str, sub: str, uk: bool = False, indian: bool = False, only: bool = True) -> str:
    v = dec(abs(dec(v)))
    whole = int(v)
    cents = int((v - whole) * 100)
    s = f"{unit} {words_int(whole, uk, indian)}" if unit.endswith("Rupees") else ""
    if not s:
        s = f"{words_int(whole, uk, indian)} {unit}"
    if cents:
        s += f" and {words_int(cents, uk, indian)} {sub}"
    return s + (" Only" if only else "")


# ------------------------------------------------------- identifiers

_ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def id_check(first17: str) -> str:
    return "10X98765432"[sum(int(c) * w for c, w in zip(first17, _ID_W, strict=True)) % 11]


def id_number(region: str, birth: dt.date, k: int, male: bool) -> str:
    """GB 11643-1999 citizen number; k (5..499) picks the order code, odd for men."""
    order = 2 * k + (1 if male else 0)
    s17 = f"{region}{birth:%Y%m%d}{order:03d}"
    return s17 + id_check(s17)


def id_valid(num: str) -> bool:
    return len(num) == 18 and num[:17].isdigit() and id_check(num[:17]) == num[17]


_USCC = "0123456789ABCDEFGHJKLMNPQRTUWXY"
_USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(rng: random.Random, region: str) -> str:
    """GB 32100-2015 unified social credit code with valid org-code and final check."""
    body = "".join(rng.choice("0123456789") for _ in range(8))
    ow = [3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(_USCC.index(c) * w for c, w in zip(body, ow, strict=True))
    c9 = 11 - s % 11
    org = body + ("X" if c9 == 10 else "0" if c9 == 11 else str(c9))
    s17 = "91" + region + org
    c = (31 - sum(_USCC.index(ch) * w for ch, w in zip(s17, _USCC_W, strict=True)) % 31) % 31
    return s17 + _USCC[c]


def tw_ubn(rng: random.Random) -> str:
    """Taiwan 8-digit business number passing the weighted-digit check."""
    while True:
        s7 = f"{rng.randrange(10**6, 10**7):07d}"
        for last in "0123456789":
            s = s7 + last
            tot = sum(sum(divmod(int(c) * w, 10)) for c, w in zip(s, [1, 2, 1, 2, 1, 2, 4, 1], strict=True))
            if s[6] != "7" and tot % 10 == 0:
                return s


def abn(rng: random.Random) -> str:
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        tail = [rng.randrange(10) for _ in range(9)]
        for head in range(10, 100):
            ds = [head // 10 - 1, head % 10, *tail]
            if sum(a * b for a, b in zip(ds, w, strict=True)) % 89 == 0:
                s = f"{head}{''.join(map(str, tail))}"
                return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def gstin(state: str, pan: str) -> str:
    al = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    s14 = state + pan + "1Z"
    tot = 0
    for i, c in enumerate(s14):
        p = al.index(c) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return s14 + al[(36 - tot % 36) % 36]


def uk_vat(rng: random.Random) -> str:
    d7 = [rng.randrange(10) for _ in range(7)]
    chk = (-sum(d * w for d, w in zip(d7, range(8, 1, -1), strict=True))) % 97
    s = "".join(map(str, d7)) + f"{chk:02d}"
    return f"GB {s[:3]} {s[3:7]} {s[7:]}"


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))
