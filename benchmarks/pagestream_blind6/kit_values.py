"""Value formatting for pagestream_blind6: money, amounts in words (Chinese capitals / English), dates,
ID numbers and unified social credit codes, random digits, invoice line arithmetic."""

from decimal import ROUND_HALF_UP, Decimal

Q2 = Decimal("0.01")


# --------------------------------------------------------------------------
# values: money, dates, identifiers
# --------------------------------------------------------------------------
def dec(x):
    return Decimal(str(x)).quantize(Q2, rounding=ROUND_HALF_UP)


def money(d, comma=True, places=2):
    d = dec(d)
    neg = d < 0
    d = abs(d)
    sign = "-" if neg else ""
    if places == 0:
        return sign + (f"{int(d):,}" if comma else str(int(d)))
    return sign + (f"{d:,.2f}" if comma else f"{d:.2f}")


CN_DIG = "零壹贰叁肆伍陆柒捌玖"


def _int_upper(n):
    units = ["", "拾", "佰", "仟"]
    bigs = ["", "万", "亿", "万亿"]
    groups = []
    while n:
        groups.append(n % 10000)
        n //= 10000
    out = ""
    need_zero = False
    for gi in range(len(groups) - 1, -1, -1):
        g = groups[gi]
        if g == 0:
            need_zero = bool(out)
            continue
        digits = [g // 1000, g // 100 % 10, g // 10 % 10, g % 10]
        part, zero, started = "", need_zero, False
        for k, dg in enumerate(digits):
            if dg == 0:
                if started or out:
                    zero = True
                continue
            if zero:
                part += "零"
                zero = False
            part += CN_DIG[dg] + units[3 - k]
            started = True
        out += part + bigs[gi]
        need_zero = False
    return out


def rmb_upper(amount, yuan="元", zheng="整"):
    d = dec(amount)
    neg = d < 0
    cents = int(abs(d) * 100)
    n, jiao, fen = cents // 100, (cents // 10) % 10, cents % 10
    s = _int_upper(n) + yuan if n else ""
    if jiao == 0 and fen == 0:
        s += zheng
    else:
        if jiao:
            s += CN_DIG[jiao] + "角"
        elif n:
            s += "零"
        s += (CN_DIG[fen] + "分") if fen else zheng
    return ("负" if neg else "") + s


_ONES = [
    "",
    "ONE",
    "TWO",
    "THREE",
    "FOUR",
    "FIVE",
    "SIX",
    "SEVEN",
    "EIGHT",
    "NINE",
    "TEN",
    "ELEVEN",
    "TWELVE",
    "THIRTEEN",
    "FOURTEEN",
    "FIFTEEN",
    "SIXTEEN",
    "SEVENTEEN",
    "EIGHTEEN",
    "NINETEEN",
]
_TENS = ["", "", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY"]


def en_words(n):
    if n == 0:
        return "ZERO"
    out = []
    for div, name in ((10**9, "BILLION"), (10**6, "MILLION"), (1000, "THOUSAND"), (1, "")):
        q = n // div
        n %= div
        if not q:
            continue
        h, t = q // 100, q % 100
        w = []
        if h:
            w.append(_ONES[h] + " HUNDRED")
        if t:
            w.append(_ONES[t] if t < 20 else _TENS[t // 10] + ("-" + _ONES[t % 10] if t % 10 else ""))
        out.append(" ".join(w) + (" " + name if name else ""))
    return " ".join(out)


def amount_words(amount, cur="US DOLLARS"):
    d = dec(amount)
    cents = int(d * 100) % 100
    s = f"SAY {cur} {en_words(int(d))}"
    if cents:
        s += f" AND CENTS {en_words(cents)}"
    return s + " ONLY"


CN_NUM = "〇一二三四五六七八九"


def cn_small(n):
    if n < 10:
        return CN_NUM[n]
    if n < 20:
        return "十" + (CN_NUM[n % 10] if n % 10 else "")
    return CN_NUM[n // 10] + "十" + (CN_NUM[n % 10] if n % 10 else "")


def date_upper(d):
    return (
        "".join(CN_NUM[int(c)] for c in str(d.year))
        + "年"
        + cn_small(d.month)
        + "月"
        + cn_small(d.day)
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


def dfmt(d, style):
    y, m, dd = d.year, d.month, d.day
    return {
        "iso": f"{y:04d}-{m:02d}-{dd:02d}",
        "zh": f"{y:d}年{m:d}月{dd:d}日",
        "zh0": f"{y:d}年{m:02d}月{dd:02d}日",
        "zhs": f"{y:d} 年 {m:d} 月 {dd:d} 日",
        "up": date_upper(d),
        "slash": f"{y:d}/{m:02d}/{dd:02d}",
        "dot": f"{y:d}.{m:02d}.{dd:02d}",
        "us": f"{m:02d}/{dd:02d}/{y:d}",
        "uk": f"{dd:02d}/{m:02d}/{y:d}",
        "long": f"{MONTHS[m - 1]} {dd:d}, {y:d}",
        "short": f"{MONTHS[m - 1][:3]} {dd:d}, {y:d}",
        "dmy": f"{dd:d} {MONTHS[m - 1]} {y:d}",
        "dmys": f"{dd:d} {MONTHS[m - 1][:3]} {y:d}",
        "dmon": f"{dd:02d}-{MONTHS[m - 1][:3]}-{y:d}",
    }[style]


def date_variants(d):
    y, m, dd = d.year, d.month, d.day
    mon, mo3 = MONTHS[m - 1], MONTHS[m - 1][:3]
    suf = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    v = {
        dfmt(d, s)
        for s in (
            "iso",
            "zh",
            "zh0",
            "up",
            "slash",
            "dot",
            "us",
            "uk",
            "long",
            "short",
            "dmy",
            "dmys",
            "dmon",
        )
    }
    v |= {
        f"{y:d}/{m:d}/{dd:d}",
        f"{y:d}.{m:d}.{dd:d}",
        f"{y:d}-{m:d}-{dd:d}",
        f"{mo3}. {dd:d}, {y:d}",
        f"{dd:d}{suf} {mon} {y:d}",
        f"{mon} {dd:d}{suf}, {y:d}",
        f"{dd:d} {mon}, {y:d}",
        f"{dd:02d}.{m:02d}.{y:d}",
        f"{y:d}年{m:d}月{dd:d}号",
    }
    return v


ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def id_check(s17):
    return "10X98765432"[sum(int(c) * w for c, w in zip(s17, ID_W, strict=True)) % 11]


def id_number(region, birth, order2, male, rng):
    sexd = rng.choice([1, 3, 5, 7, 9]) if male else rng.choice([0, 2, 4, 6, 8])
    s17 = f"{region}{birth.year:04d}{birth.month:02d}{birth.day:02d}{order2:02d}{sexd:d}"
    return s17 + id_check(s17)


def id_valid(idn):
    return len(idn) == 18 and idn[:17].isdigit() and id_check(idn[:17]) == idn[17]


_USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
_USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(region, rng):
    """Unified social credit code (GB 32100) with a valid organisation-code and final check char."""
    alpha = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    body = "".join(rng.choice(alpha) for _ in range(8))
    val = lambda ch: int(ch) if ch.isdigit() else ord(ch) - 55  # noqa: E731
    c9 = 11 - sum(val(ch) * w for ch, w in zip(body, [3, 7, 9, 10, 5, 8, 4, 2], strict=True)) % 11
    c9 = "X" if c9 == 10 else ("0" if c9 == 11 else str(c9))
    s17 = "91" + region + body + c9
    if "X" in c9:
        # X is not in the GB 32100 alphabet; re-draw
        return uscc(region, rng)
    t = sum(_USCC_CH.index(ch) * w for ch, w in zip(s17, _USCC_W, strict=True))
    c = (31 - t % 31) % 31
    return s17 + _USCC_CH[c]


def digits(rng, n, first_nonzero=True):
    s = str(rng.randint(1, 9)) if first_nonzero else str(rng.randint(0, 9))
    return s + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def garble(rng, n):
    alpha = "0123456789<>+-*/"
    return "".join(rng.choice(alpha) for _ in range(n))


# --------------------------------------------------------------------------
# invoice line arithmetic
# --------------------------------------------------------------------------
def lines_calc(items, tax_included=False):
    """items: (name, spec, unit, qty, price, rate).  Returns rows with amount/tax and totals."""
    rows, net, tax = [], dec(0), dec(0)
    for it in items:
        name, spec, unit, qty, price, rate = it[:6]
        amt = dec(Decimal(str(qty)) * Decimal(str(price)))
        t = dec(it[6]) if len(it) > 6 else dec(amt * Decimal(str(rate)))
        rows.append(dict(name=name, spec=spec, unit=unit, qty=qty, price=price, rate=rate, amount=amt, tax=t))
        net += amt
        tax += t
    return rows, net, tax, net + tax


def qty_s(q):
    return (f"{q:g}") if isinstance(q, float) else str(q)


def pct(rate):
    return "%g%%" % (float(rate) * 100)
