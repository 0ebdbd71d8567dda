"""Value formatting for pagestream_blind5: decimals and money, Chinese upper-case numerals and
dates, date styles, resident ID numbers with their check digit."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal


def dec(x) -> Decimal:
    return Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(x, comma=True) -> str:
    x = dec(x)
    return f"{x:,.2f}" if comma else f"{x:.2f}"


# ---------------------------------------------------------------- Chinese numerals
_DIG = "零壹贰叁肆伍陆柒捌玖"


def _group_upper(g: int) -> str:
    out, zero = "", False
    for pos, unit in ((3, "仟"), (2, "佰"), (1, "拾"), (0, "")):
        d = (g // 10**pos) % 10
        if d:
            if zero and out:
                out += "零"
            out += _DIG[d] + unit
            zero = False
        else:
            zero = True
    return out


def int_upper(n: int) -> str:
    if n == 0:
        return "零"
    groups = []
    while n:
        groups.append(n % 10000)
        n //= 10000
    res, pending = "", False
    for gi in reversed(range(len(groups))):
        g = groups[gi]
        if g == 0:
            pending = bool(res)
            continue
        if res and (g < 1000 or pending):
            res += "零"
        res += _group_upper(g) + ["", "万", "亿"][gi]
        pending = False
    return res


def rmb_upper(x, yuan="元") -> str:
    x = dec(x)
    neg = x < 0
    x = abs(x)
    n = int(x)
    cents = int((x * 100) % 100)
    jiao, fen = cents // 10, cents % 10
    s = (int_upper(n) + yuan) if n else ""
    if jiao == 0 and fen == 0:
        s = (s or "零" + yuan) + "整"
    else:
        if jiao:
            s += _DIG[jiao] + "角"
        elif n:
            s += "零"
        if fen:
            s += _DIG[fen] + "分"
        else:
            s += "整"
    return ("负" if neg else "") + s


_CN_SMALL = "〇一二三四五六七八九"


def cn_num_small(n: int) -> str:
    if n < 10:
        return "一二三四五六七八九"[n - 1] if n else "〇"
    t, u = divmod(n, 10)
    return ("" if t == 1 else _CN_SMALL[t]) + "十" + (_CN_SMALL[u] if u else "")


def date_upper(iso: str) -> str:
    y, m, d = iso.split("-")
    return (
        "".join(_CN_SMALL[int(c)] for c in y)
        + "年"
        + cn_num_small(int(m))
        + "月"
        + cn_num_small(int(d))
        + "日"
    )


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


def dfmt(iso: str, style: str) -> str:
    y, m, d = iso.split("-")
    im, idd = int(m), int(d)
    return {
        "cn0": f"{y}年{m}月{d}日",
        "cn": f"{y}年{im}月{idd}日",
        "iso": iso,
        "dot": f"{y}.{m}.{d}",
        "slash": f"{y}/{m}/{d}",
        "upper": date_upper(iso),
        "en": f"{MONTHS[im - 1]} {idd}, {y}",
        "en_dmy": f"{idd} {MONTHS[im - 1]} {y}",
        "en_short": f"{idd:02d}-{MONTHS[im - 1][:3]}-{y}",
        "compact": f"{y}{m}{d}",
        "dmy_slash": f"{d}/{m}/{y}",
    }[style]


# ---------------------------------------------------------------- ID numbers
_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def id_check(first17: str) -> str:
    return "10X98765432"[sum(int(c) * w for c, w in zip(first17, _W, strict=True)) % 11]


def make_id(region: str, birth_iso: str, seq3: int, male: bool) -> str:
    seq = seq3 % 1000
    if (seq % 2 == 1) != male:
        seq = seq + 1 if seq < 999 else seq - 1
    f17 = region + birth_iso.replace("-", "") + f"{seq:03d}"
    return f17 + id_check(f17)


def id_valid(num: str) -> bool:
    return bool(re.fullmatch(r"\d{17}[\dX]", num)) and id_check(num[:17]) == num[17]
