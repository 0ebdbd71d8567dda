"""Shared constants, the parsed text material of texts.py and the number and date formats."""

from __future__ import annotations

import re
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

import pymupdf
from texts import DATA

FS = "china-s"
FONTS = {k: pymupdf.Font(k) for k in ("china-s", "helv", "hebo", "cour", "cobo")}
A4 = (595, 842)
BLACK, GREY, RED = (0, 0, 0), (0.45, 0.45, 0.45), (0.86, 0.12, 0.1)
BROWN, BLUE, LABEL = (0.62, 0.32, 0.16), (0.12, 0.28, 0.55), (0.25, 0.45, 0.65)


# ----------------------------------------------------------------------------------------- text material
def parse(text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    cur: list[str] = []
    for line in text.splitlines():
        if line.startswith("# "):
            cur = out.setdefault(line[2:].strip(), [])
        elif line.startswith("  ") and cur:
            glue = " " if cur[-1][-1].isascii() and line.strip()[0].isascii() else ""
            cur[-1] += glue + line.strip()
        elif line.strip():
            cur.append(line.strip())
    return out


DB = parse(DATA)


def rows(name: str) -> list[list[str]]:
    return [[c.strip() for c in ln.split(" | ")] for ln in DB[name]]


def pool(name: str) -> list[str]:
    return " ".join(DB[name]).split()


REGIONS = [ln.split() for ln in DB["regions"]]  # code, address prefix, authority, city, province, full, area
STREETS, ZIHAO, INDUSTRY, BANKS = pool("streets"), pool("zihao"), pool("industry"), pool("banks")
SURNAMES, MALE, FEMALE, UNIVERSITIES = (
    "".join(DB["surnames"]),
    pool("male"),
    pool("female"),
    pool("universities"),
)
GOODS, SERVICES = (
    [(n, s.strip("-"), u, int(a), int(b), int(t)) for n, s, u, a, b, t in rows(k)]
    for k in ("goods", "services")
)
KINDS = {k: (t.split("/"), la, lb, obj, pre, ind.split()) for k, t, la, lb, obj, pre, ind in rows("kinds")}
USC = "0123456789ABCDEFGHJKLMNPQRTUWXY"


# ----------------------------------------------------------------------------------------- formats
def dec(x) -> Decimal:
    return Decimal(str(x)).quantize(Decimal("0.01"), ROUND_HALF_UP)


def money(d: Decimal, comma=True) -> str:
    return f"{d:,.2f}" if comma else f"{d:.2f}"


DIG = "零壹贰叁肆伍陆柒捌玖"


def _four(n: int) -> str:
    out, zero = "", False
    for i, unit in ((3, "仟"), (2, "佰"), (1, "拾"), (0, "")):
        dg = n // 10**i % 10
        if dg == 0:
            zero = bool(out)
            continue
        out += ("零" if zero else "") + DIG[dg] + unit
        zero = False
    return out


def rmb_upper(amount: Decimal) -> str:
    """Capital-figure RMB amount as printed on invoices and contracts: 壹万壹仟叁佰元整."""
    fen = int(amount * 100)
    yuan, jiao, f = fen // 100, fen // 10 % 10, fen % 10
    groups, s, gap = [], "", False
    while yuan:
        groups.append(yuan % 10000)
        yuan //= 10000
    for i in reversed(range(len(groups))):
        if groups[i] == 0:
            gap = bool(s)
            continue
        s += ("零" if s and (gap or groups[i] < 1000) else "") + _four(groups[i]) + ("", "万", "亿")[i]
        gap = False
    s += "元" if s else ""
    if not jiao and not f:
        return s + "整"
    s += DIG[jiao] + "角" if jiao else ("零" if s else "")
    return s + (DIG[f] + "分" if f else "整")


ONES, TENS = pool("en_ones"), pool("en_tens")


def words(n: int) -> str:
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return ONES[n // 100] + " HUNDRED" + (" AND " + words(n % 100) if n % 100 else "")
    div, name = (10**6, "MILLION") if n >= 10**6 else (1000, "THOUSAND")
    return words(n // div) + " " + name + (" " + words(n % div) if n % div else "")


CNUM = "〇一二三四五六七八九"
MONTHS = pool("en_months")


def cn_small(n: int) -> str:
    if n < 10:
        return CNUM[n]
    return ("" if n // 10 == 1 else CNUM[n // 10]) + "十" + (CNUM[n % 10] if n % 10 else "")


def dcn(d: date, pad=True) -> str:
    return f"{d.year}年{d.month:02d}月{d.day:02d}日" if pad else f"{d.year}年{d.month}月{d.day}日"


def dcn_num(d: date, day=True) -> str:
    ym = "".join(CNUM[int(ch)] for ch in str(d.year)) + f"年{cn_small(d.month)}月"
    return ym + (f"{cn_small(d.day)}日" if day else "")


def den(d: date) -> str:
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def norm(s: str) -> str:
    return re.sub(r"\s+", "", s)


def printed_forms(field: str, v: str) -> set[str]:
    """The ways a gold value may be printed (used by the self-check only)."""
    if field in ("date", "signDate", "birthDate"):
        d = date.fromisoformat(v)
        fmts = ("%Y.%m.%d", "%Y/%m/%d", "%d/%m/%Y")
        return {dcn(d), dcn(d, False), v, den(d), dcn_num(d)} | {d.strftime(f) for f in fmts}
    if field in ("totalAmount", "taxAmount", "contractAmount"):
        d = Decimal(v)
        whole = {f"{d:,.0f}", f"{d:.0f}"} if d == d.to_integral() else set()
        return {f"{d:.2f}", f"{d:,.2f}", rmb_upper(d)} | whole
    return {v}
