"""Money, dates, Chinese capitals, ID numbers and other small helpers."""

from __future__ import annotations

import datetime as dt
import random

DIG = "零壹贰叁肆伍陆柒捌玖"
UNITS = ("", "拾", "佰", "仟")
BIG = ("", "万", "亿")
CN_NUM = "〇一二三四五六七八九"
MONTHS = (
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
)
ID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = (1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28)


# ---- money (integer cents everywhere) -------------------------------------
def gold(c: int) -> str:
    """Gold amount: plain decimal, two places, sign as printed."""
    return f"{'-' if c < 0 else ''}{abs(c) // 100}.{abs(c) % 100:02d}"


def money(c: int, sep: str = ",", sym: str = "") -> str:
    s = f"{abs(c) // 100:,}".replace(",", sep) + f".{abs(c) % 100:02d}"
    return f"{'-' if c < 0 else ''}{sym}{s}"


def pct(amount: int, rate: float) -> int:
    """Tax on an amount, rounded half away from zero."""
    v = abs(amount) * rate
    t = int(v + 0.5 + 1e-9)
    return -t if amount < 0 else t


def _int_upper(n: int) -> str:
    if n == 0:
        return "零"
    groups = []
    while n:
        groups.append(n % 10000)
        n //= 10000
    out, zero = "", False
    for gi in reversed(range(len(groups))):
        g = groups[gi]
        if g == 0:
            zero = bool(out)
            continue
        if out and (g < 1000 or zero):
            out += "零"
        seg, z = "", False
        for pos in range(3, -1, -1):
            d = g // 10**pos % 10
            if d == 0:
                z = bool(seg)
                continue
            if z:
                seg += "零"
                z = False
            seg += DIG[d] + UNITS[pos]
        out += seg + BIG[gi]
        zero = False
    return out


def cn_upper(c: int, unit: str = "圆") -> str:
    """Amount in Chinese capitals, e.g. 壹万贰仟叁佰肆拾伍圆陆角."""
    neg, c = c < 0, abs(c)
    yuan, jiao, fen = c // 100, c // 10 % 10, c % 10
    s = _int_upper(yuan) + unit if yuan else ""
    if jiao == 0 and fen == 0:
        s += "整"
    else:
        if jiao:
            s += DIG[jiao] + "角"
        elif yuan:
            s += "零"
        if fen:
            s += DIG[fen] + "分"
        elif unit == "元":
            s += "整"
    return ("负" if neg else "") + s


# ---- dates -----------------------------------------------------------------
def d(y: int, m: int, day: int) -> dt.date:
    return dt.date(y, m, day)


def iso(x: dt.date) -> str:
    return x.isoformat()


def cn_date(x: dt.date, pad: bool = True) -> str:
    return f"{x.year}年{x.month:02d}月{x.day:02d}日" if pad else f"{x.year}年{x.month}月{x.day}日"


def cn_num_date(x: dt.date) -> str:
    def small(n: int) -> str:
        if n < 10:
            return CN_NUM[n]
        t, o = divmod(n, 10)
        return ("" if t == 1 else CN_NUM[t]) + "十" + (CN_NUM[o] if o else "")

    return "".join(CN_NUM[int(ch)] for ch in str(x.year)) + f"年{small(x.month)}月{small(x.day)}日"


def en_date(x: dt.date, style: str) -> str:
    mon = MONTHS[x.month - 1]
    return {
        "dmy": f"{x.day} {mon} {x.year}",
        "dmy_short": f"{x.day:02d} {mon[:3]} {x.year}",
        "mdy": f"{mon} {x.day}, {x.year}",
        "dd/mm/yyyy": f"{x.day:02d}/{x.month:02d}/{x.year}",
        "mm/dd/yyyy": f"{x.month:02d}/{x.day:02d}/{x.year}",
        "d-mon-y": f"{x.day:02d}-{mon[:3]}-{x.year}",
        "iso": x.isoformat(),
        "ymd_slash": f"{x.year}/{x.month:02d}/{x.day:02d}",
        "dots": f"{x.day:02d}.{x.month:02d}.{x.year}",
        "ordinal": f"{x.day}{_suffix(x.day)} day of {mon} {x.year}",
    }[style]


def _suffix(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


# ---- identifiers -------------------------------------------------------------
def id_check(first17: str) -> str:
    return "10X98765432"[sum(int(a) * w for a, w in zip(first17, ID_W, strict=True)) % 11]


def id_number(region: str, birth: dt.date, male: bool, rng: random.Random) -> str:
    seq = rng.randint(10, 99) * 10 + rng.choice((1, 3, 5, 7, 9) if male else (0, 2, 4, 6, 8))
    body = f"{region}{birth:%Y%m%d}{seq:03d}"
    return body + id_check(body)


def uscc(region: str, rng: random.Random, kind: str = "91") -> str:
    """统一社会信用代码 with a valid GB 32100 check character."""
    body = kind + region + "".join(rng.choice(USCC_CH[:10] + "ABCDEFGHJKLMNPQRTUWXY") for _ in range(9))
    s = sum(USCC_CH.index(ch) * w for ch, w in zip(body, USCC_W, strict=True))
    return body + USCC_CH[(31 - s % 31) % 31]


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def cipher(rng: random.Random, rows: int = 4, n: int = 27) -> list[str]:
    """Paper fapiao 密码区 noise."""
    pool = "0123456789+-*/<>"
    return ["".join(rng.choice(pool) for _ in range(n)) for _ in range(rows)]


def bank_acct(rng: random.Random, n: int = 19) -> str:
    s = digits(rng, n)
    return " ".join(s[i : i + 4] for i in range(0, n, 4))


# ---- invoice lines -----------------------------------------------------------
def lines_cn(items: list[tuple], rate: float) -> tuple[list[dict], int, int]:
    """items: (name, spec, unit, qty, unit_price_cents). Returns rows, net total, tax total."""
    rows, net, tax = [], 0, 0
    for name, spec, unit, qty, price in items:
        amt = round(qty * price)
        t = pct(amt, rate)
        rows.append(
            {"name": name, "spec": spec, "unit": unit, "qty": qty, "price": price, "amt": amt, "tax": t}
        )
        net += amt
        tax += t
    return rows, net, tax


def qty_s(q: float) -> str:
    return str(int(q)) if float(q).is_integer() else f"{q:g}"


def price_s(c: int, places: int = 2) -> str:
    v = c / 100
    s = f"{v:.{places}f}"
    return s
