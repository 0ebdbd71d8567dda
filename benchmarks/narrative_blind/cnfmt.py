"""Chinese number, money, share, percent and date wording for the narrative_blind set.

Every formatter is exact: a wording is only offered when it states the value without
rounding, so the typed row can always be recovered from the sentence.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

LOWER_DIGITS = "零一二三四五六七八九"
UPPER_DIGITS = "零壹贰叁肆伍陆柒捌玖"
LOWER_UNITS = ["", "十", "百", "千"]
UPPER_UNITS = ["", "拾", "佰", "仟"]
BIG_UNITS = ["", "万", "亿", "万亿"]


def _section(n: int, digits: str, units: list[str]) -> str:
    """0 < n < 10000, written without leading zero."""
    out = []
    zero_pending = False
    for pos in range(3, -1, -1):
        d = (n // 10**pos) % 10
        if d == 0:
            if out:
                zero_pending = True
            continue
        if zero_pending:
            out.append(digits[0])
            zero_pending = False
        out.append(digits[d] + units[pos])
    return "".join(out)


def cn_int(n: int, upper: bool = False) -> str:
    """Integer in Chinese numerals: 12000000 -> 一千二百万, upper -> 壹仟贰佰万."""
    digits = UPPER_DIGITS if upper else LOWER_DIGITS
    units = UPPER_UNITS if upper else LOWER_UNITS
    if n == 0:
        return digits[0]
    sections = []
    k = 0
    while n > 0:
        sections.append((n % 10000, k))
        n //= 10000
        k += 1
    out = ""
    need_zero = False
    for sec, k in reversed(sections):
        if sec == 0:
            need_zero = bool(out)
            continue
        if out and (need_zero or sec < 1000):
            out += digits[0]
        out += _section(sec, digits, units) + BIG_UNITS[k]
        need_zero = False
    if not upper and out.startswith("一十"):
        out = out[1:]
    return out


def cn_decimal(text: str) -> str:
    """'3.51' -> 三点五一, '10.05' -> 十点零五."""
    if "." in text:
        whole, frac = text.split(".")
    else:
        whole, frac = text, ""
    out = cn_int(int(whole))
    if frac:
        out += "点" + "".join(LOWER_DIGITS[int(c)] for c in frac)
    return out


def _strip(d: Decimal) -> str:
    s = format(d, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def _commas(d: Decimal, places: int | None = None) -> str:
    s = _strip(d) if places is None else format(d.quantize(Decimal(1).scaleb(-places)), "f")
    whole, _, frac = s.partition(".")
    whole = f"{int(whole):,}"
    return whole + ("." + frac if frac else "")


def money_options(yuan: Decimal) -> list[str]:
    """Exact wordings of an amount in 元."""
    opts = []
    rmb = "人民币"
    if yuan == yuan.to_integral_value():
        opts.append(f"{_commas(yuan)}元")
        opts.append(f"{rmb}{_commas(yuan)}元")
    else:
        opts.append(f"{_commas(yuan, 2)}元")
        opts.append(f"{rmb}{_commas(yuan, 2)}元")
    if yuan % 100 == 0:
        wan = yuan / 10000
        opts.append(f"{_commas(wan)}万元")
        opts.append(f"{rmb}{_commas(wan, 2)}万元")
    if yuan % 10000 == 0 and yuan >= 10**8:
        opts.append(f"{_strip(yuan / 10**8)}亿元")
        opts.append(f"{rmb}{_strip(yuan / 10**8)}亿元")
    if yuan == yuan.to_integral_value() and yuan % 10000 == 0:
        opts.append(f"{rmb}{cn_int(int(yuan), upper=True)}元整")
    return opts


def fmt_money(rng, yuan: Decimal | int) -> str:
    opts = money_options(Decimal(yuan))
    # prefer the scaled wordings (万元/亿元/大写) when they exist
    weights = [1] * 2 + [3] * (len(opts) - 2)
    return rng.choices(opts, weights=weights)[0]


def share_options(n: int) -> list[str]:
    opts = [f"{n:,}股", f"{n}股"]
    if n % 100 == 0:
        opts.append(f"{_commas(Decimal(n) / 10000)}万股")
    if n % 10000 == 0 and n > 0:
        opts.append(f"{cn_int(n)}股")
    if n % 10**6 == 0 and n >= 10**8:
        opts.append(f"{_strip(Decimal(n) / 10**8)}亿股")
    return opts


def fmt_shares(rng, n: int) -> str:
    if n == 0:
        return "0股"
    opts = share_options(n)
    weights = [2, 1] + [3] * (len(opts) - 2)
    return rng.choices(opts, weights=weights)[0]


def pct_text(bp: int) -> str:
    """bp = hundredths of a percent (351 -> '3.51')."""
    return f"{bp // 100}.{bp % 100:02d}"


def ratio_value(bp: int) -> Decimal:
    """hundredths of a percent -> ratio (351 -> 0.0351)."""
    return Decimal(bp) / 10000


def fmt_pct(rng, bp: int) -> str:
    if bp == 0:
        return rng.choice(["0%", "0.00%"])
    s = pct_text(bp)
    opts = [f"{s}%", f"{s}%", f"{s}％", f"百分之{cn_decimal(s)}"]
    return rng.choice(opts)


def fmt_price(rng, cents: int) -> str:
    p = f"{cents // 100}.{cents % 100:02d}"
    return rng.choice([f"{p}元/股", f"每股{p}元", f"人民币{p}元/股"])


def fmt_date(rng, d: dt.date, heading_year: int, allow_short: bool = True) -> str:
    opts = [
        f"{d.year}年{d.month}月{d.day}日",
        f"{d.year}年{d.month}月{d.day}日",
        d.isoformat(),
        f"{d.year}/{d.month}/{d.day}",
    ]
    if allow_short and d.year == heading_year:
        opts += [f"{d.month}月{d.day}日", f"{d.month}月{d.day}日"]
    return rng.choice(opts)


def cn_yuan_jiao(cents: int) -> str:
    """Amount in upper-case 元角分: 350 -> 叁元伍角, 125 -> 壹元贰角伍分, 1200 -> 壹拾贰元."""
    yuan, jiao, fen = cents // 100, (cents // 10) % 10, cents % 10
    out = (cn_int(yuan, upper=True) + "元") if yuan else ""
    if jiao:
        out += UPPER_DIGITS[jiao] + "角"
    elif fen and yuan:
        out += "零"
    if fen:
        out += UPPER_DIGITS[fen] + "分"
    if not jiao and not fen:
        out += "整"
    return out
