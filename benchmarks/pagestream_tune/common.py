"""Constants and formatting helpers (amounts, dates, ID numbers) for make_streams.py."""

from __future__ import annotations

import datetime as dt
from random import Random

import pymupdf

MM = 72 / 25.4
A4 = (595, 842)
BLACK, RED, BROWN, BLUE, GRAY = (
    (0, 0, 0),
    (0.82, 0.1, 0.1),
    (0.6, 0.32, 0.1),
    (0.2, 0.4, 0.62),
    (0.5, 0.5, 0.5),
)
CJK, HELV, HEBO = pymupdf.Font("china-s"), pymupdf.Font("helv"), pymupdf.Font("hebo")
UPPER_DIGITS = "零壹贰叁肆伍陆柒捌玖"
CN_DIGITS = "〇一二三四五六七八九"
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]  # fmt: skip
OWN_CITIES = (
    "北京",
    "上海",
    "深圳",
    "宁波",
    "青岛",
    "天津",
    "重庆",
    "厦门",
    "大连",
)  # cities printed on invoices
CITY_PROVINCE = {"杭州": "浙江", "广州": "广东", "成都": "四川", "南京": "江苏", "苏州": "江苏",
                 "武汉": "湖北", "西安": "陕西", "长沙": "湖南", "郑州": "河南", "合肥": "安徽",
                 "沈阳": "辽宁", "济南": "山东", "昆明": "云南", "福州": "福建", "哈尔滨": "黑龙江",
                 "石家庄": "河北", "南昌": "江西", "太原": "山西", "贵阳": "贵州"}  # fmt: skip


# ----------------------------------------------------------------------------------------------- formatting
def money(c: int, comma: bool = True) -> str:
    return f"{c // 100:,}.{c % 100:02d}" if comma else f"{c // 100}.{c % 100:02d}"


def rmb_upper(c: int) -> str:
    yuan, rest = divmod(c, 100)
    jiao, fen = divmod(rest, 10)
    out, groups, n = "", [], yuan
    while n:
        groups.append(n % 10000)
        n //= 10000
    pending = False
    for gi in range(len(groups) - 1, -1, -1):
        g = groups[gi]
        if g == 0:
            pending = True
            continue
        if out and (pending or g < 1000):
            out += "零"
        pending, part, zero = False, "", False
        for i in range(3, -1, -1):
            d = g // 10**i % 10
            if d == 0:
                zero = bool(part)
            else:
                part += ("零" if zero else "") + UPPER_DIGITS[d] + ["", "拾", "佰", "仟"][i]
                zero = False
        out += part + ["", "万", "亿"][gi]
    out = out + "元" if yuan else ""
    if not jiao and not fen:
        return out + "整"
    if jiao:
        out += UPPER_DIGITS[jiao] + "角"
    elif yuan:
        out += "零"
    return out + (UPPER_DIGITS[fen] + "分" if fen else "")


def en_words(n: int) -> str:
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen"]  # fmt: skip
    tens = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if n < 20:
        return ones[n]
    if n < 100:
        return tens[n // 10] + ("-" + ones[n % 10] if n % 10 else "")
    if n < 1000:
        return ones[n // 100] + " hundred" + (" and " + en_words(n % 100) if n % 100 else "")
    for div, nm in ((10**6, "million"), (1000, "thousand")):
        if n >= div:
            return en_words(n // div) + " " + nm + (" " + en_words(n % div) if n % div else "")
    return str(n)


def say_usd(c: int, cur: str = "US DOLLARS") -> str:
    s = f"SAY {cur} {en_words(c // 100).upper()}"
    return s + (f" AND CENTS {en_words(c % 100).upper()}" if c % 100 else "") + " ONLY"


def cn_date(d: dt.date, pad: bool = True) -> str:
    return f"{d.year}年{d.month:02d}月{d.day:02d}日" if pad else f"{d.year}年{d.month}月{d.day}日"


def en_long(d: dt.date) -> str:
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def en_dmy(d: dt.date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def en_caps(d: dt.date) -> str:
    return f"{d.day:02d} {MONTHS[d.month - 1][:3].upper()} {d.year}"


def cn_year(y: int) -> str:
    return "".join(CN_DIGITS[int(c)] for c in str(y))


def cn_num(n: int) -> str:
    if n <= 10:
        return "〇一二三四五六七八九十"[n]
    if n < 20:
        return "十" + CN_DIGITS[n % 10] * bool(n % 10)
    return CN_DIGITS[n // 10] + "十" + CN_DIGITS[n % 10] * bool(n % 10)


def cn_date_words(d: dt.date) -> str:
    return f"{cn_year(d.year)}年{cn_num(d.month)}月{cn_num(d.day)}日"


def id_check(s17: str) -> str:
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s17, w, strict=True)) % 11]


def digits(rng: Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def uscc(rng: Random) -> str:
    region = rng.choice(["110108", "310115", "440300", "330106", "510107", "420100", "320115", "370102"])
    return "91" + region + "".join(rng.choice("0123456789ABCDEFGHJKLMNPQRTUWXY") for _ in range(10))


def rnd_date(rng: Random, lo: dt.date = dt.date(2023, 1, 4), span: int = 640) -> dt.date:
    return lo + dt.timedelta(days=rng.randint(0, span))


def make_items(rng: Random, pool: list, n: int, qty_cap: int | None = None) -> list[dict]:
    rows = []
    for name, spec, unit, (lo, hi), rate, (qlo, qhi) in rng.sample(pool, n):
        qty = rng.randint(min(qlo, qty_cap or qlo), min(qhi, qty_cap or qhi))
        price = rng.randint(lo * 100, hi * 100)
        amt = qty * price
        rows.append(dict(name=name, spec=spec, unit=unit, qty=qty, price=price, amt=amt, rate=rate,
                         tax=round(amt * rate / 100)))  # fmt: skip
    return rows
