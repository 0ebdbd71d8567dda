"""The many ways a disclosure digest writes one amount, date, ratio or share count.

Every helper takes the canonical value (integer yuan, ISO date, decimal ratio) and a style name;
``pick`` chooses a style with the caller's seeded ``random.Random`` so the output is deterministic.
"""

from __future__ import annotations

import random

CAP_DIGITS = "零壹贰叁肆伍陆柒捌玖"
CAP_UNITS = ("", "拾", "佰", "仟")
LOW_DIGITS = "零一二三四五六七八九"
LOW_UNITS = ("", "十", "百", "千")
SECTIONS = ("", "万", "亿", "万亿")
YEAR_DIGITS = "〇一二三四五六七八九"


def _group(n: int, digits: str, units: tuple[str, ...]) -> str:
    out = ""
    pending_zero = False
    for i, p in enumerate((1000, 100, 10, 1)):
        d = n // p % 10
        if d == 0:
            pending_zero = bool(out)
            continue
        if pending_zero:
            out += digits[0]
            pending_zero = False
        out += digits[d] + units[3 - i]
    return out


def cn_int(n: int, capital: bool = False) -> str:
    """Non-negative integer in Chinese numerals: 1205 -> 一千二百零五 / 壹仟贰佰零伍."""
    digits, units = (CAP_DIGITS, CAP_UNITS) if capital else (LOW_DIGITS, LOW_UNITS)
    if n == 0:
        return digits[0]
    groups = []
    while n:
        groups.append(n % 10000)
        n //= 10000
    out = ""
    zero = False
    for idx in range(len(groups) - 1, -1, -1):
        g = groups[idx]
        if g == 0:
            zero = zero or bool(out)
            continue
        if out and (zero or g < 1000):
            out += digits[0]
        out += _group(g, digits, units) + SECTIONS[idx]
        zero = False
    if not capital and out.startswith("一十"):
        out = out[1:]
    return out


def cn_decimal(text: str) -> str:
    """'12.5' -> 十二点五 (lower-case numerals, digits after the point read one by one)."""
    whole, _, frac = text.partition(".")
    out = cn_int(int(whole))
    if frac:
        out += "点" + "".join(LOW_DIGITS[int(c)] for c in frac)
    return out


def cap_yuan(fen: int) -> str:
    """Amount in fen -> 人民币大写: 壹仟贰佰万元整, 叁元伍角, 拾贰元零伍分."""
    yuan, jiao, f = fen // 100, fen // 10 % 10, fen % 10
    out = cn_int(yuan, capital=True) + "元"
    if not jiao and not f:
        return out + "整"
    if jiao:
        out += CAP_DIGITS[jiao] + "角"
    elif f:
        out += "零"
    if f:
        out += CAP_DIGITS[f] + "分"
    return out


def _trim(x: float, places: int) -> str:
    s = f"{x:.{places}f}"
    return s.rstrip("0").rstrip(".") if "." in s else s


def amount_styles(yuan: int) -> list[str]:
    """Styles that can write ``yuan`` exactly."""
    styles = ["wan_sep", "wan_plain", "yuan_sep"]
    if yuan % 1_000_000 == 0:
        styles.append("yi")
    if yuan % 10_000 == 0 and yuan < 100_000_000:
        styles.append("cap_wan")
    styles.append("cap_yuan")
    return styles


def fmt_amount(yuan: int, style: str) -> str:
    wan = yuan / 10_000
    if style == "wan_sep":
        return f"{wan:,.2f}万元" if yuan % 10_000 else f"{int(wan):,}万元"
    if style == "wan_plain":
        return f"{_trim(wan, 4)}万元"
    if style == "yuan_sep":
        return f"{yuan:,}元" if yuan % 7 else f"{yuan:,}.00元"
    if style == "yuan_plain":
        return f"{yuan}元"
    if style == "yi":
        return f"{_trim(yuan / 100_000_000, 4)}亿元"
    if style == "cap_wan":
        return cn_int(yuan // 10_000, capital=True) + "万元"
    if style == "cap_yuan":
        return "人民币" + cap_yuan(yuan * 100)
    raise ValueError(style)


def amount(yuan: int, rng: random.Random, avoid: tuple[str, ...] = ()) -> str:
    styles = [s for s in amount_styles(yuan) if s not in avoid]
    weights = [1 if s.startswith("cap") else 3 for s in styles]
    return fmt_amount(yuan, rng.choices(styles, weights)[0])


def fmt_date(iso: str, style: str) -> str:
    y, m, d = (int(p) for p in iso.split("-"))
    if style == "cn":
        return f"{y}年{m}月{d}日"
    if style == "iso":
        return iso
    if style == "dot":
        return f"{y}.{m}.{d}"
    if style == "slash":
        return f"{y}/{m:02d}/{d:02d}"
    if style == "hanzi":
        return "".join(YEAR_DIGITS[int(c)] for c in str(y)) + f"年{cn_int(m)}月{cn_int(d)}日"
    if style == "md":
        return f"{m}月{d}日"
    raise ValueError(style)


DATE_STYLES = ("cn", "cn", "cn", "iso", "dot", "slash", "hanzi")


def date(iso: str, rng: random.Random, styles: tuple[str, ...] = DATE_STYLES) -> str:
    return fmt_date(iso, rng.choice(styles))


def fmt_pct(ratio: float, style: str, places: int = 2) -> str:
    pct = _trim(ratio * 100, places)
    if style == "num":
        return f"{pct}%"
    if style == "fixed":
        return f"{ratio * 100:.{places}f}%"
    if style == "hanzi":
        return "百分之" + cn_decimal(pct)
    raise ValueError(style)


def pct(ratio: float, rng: random.Random, places: int = 2) -> str:
    return fmt_pct(ratio, rng.choice(("num", "num", "fixed", "hanzi")), places)


def shares(n: int, rng: random.Random) -> str:
    style = rng.choice(("sep", "sep", "plain", "wan"))
    if style == "sep":
        return f"{n:,}股"
    if style == "plain":
        return f"{n}股"
    return f"{_trim(n / 10_000, 4)}万股"


def area(sqm: float, rng: random.Random) -> str:
    style = rng.choice(("sqm", "sqm", "m2", "ha", "sqm_mu"))
    s = _trim(sqm, 2)
    if style == "sqm":
        return f"{float(s):,.2f}平方米".replace(".00平", "平")
    if style == "m2":
        return f"{s}㎡"
    if style == "ha":
        return f"{_trim(sqm / 10_000, 6)}公顷"
    return f"{float(s):,.2f}平方米（约合{sqm / 666.6667:.2f}亩）".replace(".00平", "平")


def price(p: float, rng: random.Random) -> str:
    style = rng.choice(("plain", "plain", "rmb", "cap"))
    if style == "plain":
        return f"{p:.2f}元/股"
    if style == "rmb":
        return f"人民币{p:.2f}元/股"
    return cap_yuan(round(p * 100)) + "/股"
