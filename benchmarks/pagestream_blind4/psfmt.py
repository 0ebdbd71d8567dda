"""Formatters and checks for pagestream_blind4.

Amounts (2-place Decimal, thousands separators, 大写), dates in every printed style, the
forms a gold value may take on the page (for the self-check) and GB 11643 ID numbers.
"""

import re
from decimal import ROUND_HALF_UP, Decimal


# ----------------------------------------------------------------- formats
def dec2(x):
    return Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(x, sep=",", dec="."):
    d = dec2(x)
    neg = d < 0
    s = f"{abs(d):,.2f}"
    if sep != "," or dec != ".":
        s = s.replace(",", "\0").replace(".", dec).replace("\0", sep)
    return ("-" if neg else "") + s


def plain(x):
    return f"{dec2(x):.2f}"


_DIG = "零壹贰叁肆伍陆柒捌玖"


def cn_upper(x):
    d = dec2(x)
    yuan = int(d)
    jf = int((d * 100) % 100)

    def four(n):
        s, zero = "", False
        for i, u in enumerate(("仟", "佰", "拾", "")):
            g = (n // 10 ** (3 - i)) % 10
            if g == 0:
                zero = bool(s)
            else:
                if zero:
                    s += "零"
                    zero = False
                s += _DIG[g] + u
        return s

    yi, wan, ge = yuan // 10**8, (yuan // 10**4) % 10**4, yuan % 10**4
    s = ""
    if yi:
        s += four(yi) + "亿"
    if wan:
        if s and wan < 1000:
            s += "零"
        s += four(wan) + "万"
    if ge:
        if s and ge < 1000:
            s += "零"
        s += four(ge)
    if not s:
        s = "零"
    s += "元"
    j, f = jf // 10, jf % 10
    if jf == 0:
        s += "整"
    else:
        if j:
            s += _DIG[j] + "角"
        elif yuan:
            s += "零"
        if f:
            s += _DIG[f] + "分"
        else:
            s += "整"
    return s


_CN_NUM = "〇一二三四五六七八九"
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


def _cn_small(n):
    if n < 10:
        return _CN_NUM[n]
    if n == 10:
        return "十"
    if n < 20:
        return "十" + _CN_NUM[n % 10]
    return _CN_NUM[n // 10] + "十" + (_CN_NUM[n % 10] if n % 10 else "")


def datefmt(iso, style):
    y, m, d = (int(v) for v in iso.split("-"))
    return {
        "cn": f"{y}年{m}月{d}日",
        "cn0": f"{y}年{m:02d}月{d:02d}日",
        "iso": iso,
        "slash": f"{y}/{m}/{d}",
        "slash0": f"{y}/{m:02d}/{d:02d}",
        "dot": f"{y}.{m:02d}.{d:02d}",
        "dmy": f"{d:02d}/{m:02d}/{y}",
        "dmydot": f"{d:02d}.{m:02d}.{y}",
        "dMy": f"{d:02d} {MONTHS[m - 1][:3]} {y}",
        "dMMy": f"{d} {MONTHS[m - 1]} {y}",
        "Mdy": f"{MONTHS[m - 1]} {d}, {y}",
        "cnup": "".join(_CN_NUM[int(c)] for c in str(y)) + "年" + _cn_small(m) + "月" + _cn_small(d) + "日",
    }[style]


DATE_STYLES = ["cn", "cn0", "iso", "slash", "slash0", "dot", "dmy", "dmydot", "dMy", "dMMy", "Mdy", "cnup"]


def accepted_forms(field, value):
    """All printed forms accepted for a gold value (whitespace removed)."""
    v = value
    out = {v}
    if field in ("totalAmount", "taxAmount", "contractAmount"):
        out |= {money(v), plain(v), money(v, " ", ","), money(v, ".", ","), cn_upper(v)}
        if dec2(v) == dec2(int(dec2(v))):
            out |= {str(int(dec2(v))), f"{int(dec2(v)):,}"}
    elif field in ("date", "signDate", "birthDate"):
        out |= {datefmt(v, s) for s in DATE_STYLES}
    elif field == "validPeriod":
        a, b = v.split("至")
        a2 = datefmt(a, "dot")
        b2 = b if b == "长期" else datefmt(b, "dot")
        out |= {f"{a2}-{b2}", f"{a2}—{b2}", f"{a2}至{b2}"}
    return {re.sub(r"\s+", "", f) for f in out}


# ----------------------------------------------------------------- ID numbers
_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_C = "10X98765432"


def id_number(area, birth_iso, seq2, male):
    """area: 6 digits, seq2: 0-99, 17th digit odd for male."""
    g = (seq2 % 10) // 2 * 2 + (1 if male else 0)
    body = f"{area}{birth_iso.replace('-', '')}{seq2 // 10 % 10}{seq2 % 10}{g}"
    body = body[:17]
    return body + _C[sum(int(c) * w for c, w in zip(body, _W, strict=True)) % 11]


def id_valid(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    return _C[sum(int(c) * w for c, w in zip(s[:17], _W, strict=True)) % 11] == s[17]
