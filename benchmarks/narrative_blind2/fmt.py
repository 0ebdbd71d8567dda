"""Number, amount, date and code renderers for the narrative_blind2 generator.

Every renderer turns an exact typed value into one of several textual forms that a careful
reader can convert back to the same value (万/亿 scales, Chinese numerals, 大写 amounts,
percentages, several date shapes).  Pure standard library.
"""

from decimal import Decimal

DIG_L = "零一二三四五六七八九"
DIG_U = "零壹贰叁肆伍陆柒捌玖"
UNIT_L = ["", "十", "百", "千"]
UNIT_U = ["", "拾", "佰", "仟"]
BIG = ["", "万", "亿", "万亿"]
YEAR_DIG = "〇一二三四五六七八九"


def dec(v):
    """Exact Decimal of a float/int/str value (via its shortest repr)."""
    return Decimal(repr(v)) if isinstance(v, float) else Decimal(str(v))


def plain(d):
    """Decimal -> plain string without exponent or trailing zeros."""
    s = format(d, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s or "0"


def comma(d):
    """Decimal -> string with thousands separators, trailing zeros dropped."""
    s = plain(d)
    neg = s.startswith("-")
    s = s.lstrip("-")
    ip, _, fp = s.partition(".")
    ip = format(int(ip), ",")
    return ("-" if neg else "") + ip + ("." + fp if fp else "")


def _group(n, dig, units):
    s, zero = "", False
    for i in range(3, -1, -1):
        d = n // 10**i % 10
        if d == 0:
            if s:
                zero = True
        else:
            if zero:
                s += dig[0]
                zero = False
            s += dig[d] + units[i]
    return s


def cn_int(n, upper=False):
    """Non-negative int -> Chinese numerals (小写 or 大写)."""
    dig, units = (DIG_U, UNIT_U) if upper else (DIG_L, UNIT_L)
    n = int(n)
    if n == 0:
        return dig[0]
    groups = []
    while n:
        groups.append(n % 10000)
        n //= 10000
    s, gap = "", False
    for idx in range(len(groups) - 1, -1, -1):
        g = groups[idx]
        if g == 0:
            if s:
                gap = True
            continue
        if s and (gap or g < 1000):
            s += dig[0]
        s += _group(g, dig, units) + BIG[idx]
        gap = False
    if not upper and s.startswith("一十"):
        s = s[1:]
    return s


def cn_dec(d):
    """Decimal -> 小写 Chinese numerals with 点 for the fraction (e.g. 三点一八)."""
    s = plain(d)
    ip, _, fp = s.partition(".")
    out = cn_int(int(ip))
    if fp:
        out += "点" + "".join(DIG_L[int(c)] for c in fp)
    return out


def daxie_yuan(yuan):
    """Decimal yuan amount -> 大写 money words (…元整 / …元X角X分)."""
    yuan = yuan.quantize(Decimal("0.01"))
    ip = int(yuan)
    cents = int((yuan - ip) * 100)
    jiao, fen = divmod(cents, 10)
    s = cn_int(ip, upper=True) + "元"
    if cents == 0:
        return s + "整"
    if jiao:
        s += DIG_U[jiao] + "角"
    elif fen:
        s += "零"
    if fen:
        s += DIG_U[fen] + "分"
    return s


def is_int(d):
    return d == d.to_integral_value()


EXCH = {"6": "SH", "0": "SZ", "3": "SZ"}


class F:
    """Per-document formatter; randomness comes only from the rng passed in."""

    def __init__(self, rng):
        self.rng = rng
        self.year = None

    def start(self):
        """Call at the start of each record: clears the year context for '3月5日' dates
        (a month-day date is only written when the nearest earlier full date in the same
        record has the same year)."""
        self.year = None

    def pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    # ---- dates -------------------------------------------------------------------------
    def date(self, iso, md_ok=True):
        y, m, d = (int(x) for x in iso.split("-"))
        if md_ok and self.year == y and self.rng.random() < 0.55:
            return f"{m}月{d}日"
        self.year = y
        style = self.pick(["cn", "cn", "iso", "slash", "cnnum", "dot"])
        if style == "cn":
            return f"{y}年{m}月{d}日"
        if style == "iso":
            return iso
        if style == "slash":
            return f"{y}/{m}/{d}"
        if style == "dot":
            return f"{y}.{m:02d}.{d:02d}"
        return "".join(YEAR_DIG[int(c)] for c in str(y)) + "年" + cn_int(m) + "月" + cn_int(d) + "日"

    # ---- amounts -----------------------------------------------------------------------
    def wan(self, v, prefix_ok=True):
        """Amount whose table unit is 万元."""
        d = dec(v)
        yuan = d * 10000
        styles = ["wan", "wan_c", "yuan"]
        if is_int(yuan * 100):
            styles.append("daxie")
        if d >= 1000 and is_int(d):
            styles.append("yi")
        if is_int(d) or is_int(yuan):
            styles.append("cn")
        st = self.pick(styles)
        rmb = "人民币" if prefix_ok and self.rng.random() < 0.4 else ""
        if st == "wan":
            return f"{rmb}{plain(d)}万元"
        if st == "wan_c":
            return f"{rmb}{comma(d)}万元"
        if st == "yuan":
            return f"{rmb}{comma(yuan)}元"
        if st == "yi":
            return f"{rmb}{plain(d / 10000)}亿元"
        if st == "daxie":
            return "人民币" + daxie_yuan(yuan)
        if is_int(d) and d < 10000:
            return f"{rmb}{cn_int(int(d))}万元"
        return f"{rmb}{cn_int(int(yuan))}元"

    def yi(self, v):
        """Amount whose table unit is 亿元."""
        d = dec(v)
        st = self.pick(["yi", "yi", "wan", "daxie", "cn"])
        if st == "yi":
            return f"{plain(d)}亿元"
        if st == "wan":
            return f"{comma(d * 10000)}万元"
        if st == "daxie":
            return "人民币" + daxie_yuan(d * 100000000)
        return f"{cn_dec(d)}亿元"

    def shares(self, v, unit="股"):
        """Quantity whose table unit is 万股 (or 万份 with unit='份')."""
        d = dec(v)
        n = d * 10000
        styles = ["wan", "wan", "raw"]
        if is_int(n):
            styles.append("cn")
        st = self.pick(styles)
        if st == "wan":
            return f"{plain(d)}万{unit}"
        if st == "raw":
            return f"{comma(n)}{unit}"
        return f"{cn_int(int(n))}{unit}"

    def pct(self, r):
        """Ratio (0.0612) -> '6.12%' or '百分之六点一二'."""
        p = dec(r) * 100
        if self.rng.random() < 0.7:
            return f"{plain(p)}%"
        return "百分之" + cn_dec(p)

    def price(self, p):
        d = dec(p)
        return self.pick(
            [f"{plain(d)}元/股", f"每股{plain(d)}元", f"{plain(d.quantize(Decimal('0.01')))}元/股"]
        )

    def code(self, c):
        st = self.rng.random()
        if st < 0.25:
            return f"{c}.{EXCH[c[0]]}"
        if st < 0.5:
            return f"证券代码：{c}"
        return c

    def count(self, n):
        return self.pick([f"{n}名", f"{cn_int(n)}名"])

    def years(self, n):
        return self.pick([f"{n}年", f"{cn_int(n)}年"])
