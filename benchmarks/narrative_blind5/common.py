"""Shared helpers: Chinese numerals, date/amount rendering, PDF writing, knowledge files."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pymupdf as fitz

DIG = "零一二三四五六七八九"
CAP = "零壹贰叁肆伍陆柒捌玖"
YEAR_DIG = "〇一二三四五六七八九"
BIG = ("", "万", "亿", "万亿")


def _section(x: int, d: str, u: tuple[str, ...]) -> str:
    out, zero = "", False
    for pos in (3, 2, 1, 0):
        digit = x // 10**pos % 10
        if digit == 0:
            zero = bool(out)
        else:
            if zero:
                out += d[0]
                zero = False
            out += d[digit] + u[pos]
    return out


def cn_int(n: int, capital: bool = False) -> str:
    """Integer in Chinese numerals: 12005 -> 一万二千零五 (capital: 壹万贰仟零伍)."""
    d = CAP if capital else DIG
    u = ("", "拾", "佰", "仟") if capital else ("", "十", "百", "千")
    if n == 0:
        return d[0]
    secs = []
    while n:
        secs.append(n % 10000)
        n //= 10000
    out, gap = "", False
    for i in reversed(range(len(secs))):
        sec = secs[i]
        if sec == 0:
            gap = bool(out)
            continue
        if out and (gap or sec < 1000):
            out += d[0]
        out += _section(sec, d, u) + BIG[i]
        gap = False
    if not capital and out.startswith("一十"):
        out = out[1:]
    return out


def cn_dec(text: str) -> str:
    """Decimal string in Chinese: '78.35' -> 七十八点三五."""
    whole, _, frac = text.partition(".")
    out = cn_int(int(whole))
    if frac:
        out += "点" + "".join(DIG[int(c)] for c in frac)
    return out


def cn_pct(value: float, places: int = 2) -> str:
    """Percent value (78.35) as 百分之七十八点三五."""
    return "百分之" + cn_dec(f"{value:.{places}f}".rstrip("0").rstrip("."))


def cn_money(cents: int) -> str:
    """Amount in capital numerals: 人民币壹亿贰仟万元整 / ...元叁角伍分."""
    yuan, jiao, fen = cents // 100, cents // 10 % 10, cents % 10
    out = "人民币" + cn_int(yuan, capital=True) + "元"
    if not jiao and not fen:
        return out + "整"
    if jiao:
        out += CAP[jiao] + "角"
    elif fen:
        out += "零"
    if fen:
        out += CAP[fen] + "分"
    return out


def parse_date(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def fmt_date(s: str, style: str) -> str:
    """Render an ISO date in one of several styles."""
    d = parse_date(s)
    if style == "iso":
        return s
    if style == "slash":
        return f"{d.year}/{d.month}/{d.day}"
    if style == "dot":
        return f"{d.year}.{d.month:02d}.{d.day:02d}"
    if style == "md":
        return f"{d.month}月{d.day}日"
    if style == "hanzi":
        year = "".join(YEAR_DIG[int(c)] for c in str(d.year))
        return f"{year}年{cn_int(d.month)}月{cn_int(d.day)}日"
    return f"{d.year}年{d.month}月{d.day}日"


def fmt_money(cents: int, style: str) -> str:
    """Render an amount held in cents (fen); styles that would lose precision fall back to 元."""
    yuan = cents // 100
    if style == "wan" and cents % 10000 == 0:
        wan = f"{yuan / 10000:,.4f}".rstrip("0")
        if len(wan.split(".")[1]) < 2:
            wan = f"{yuan / 10000:,.2f}"
        return wan + "万元"
    if style == "yi" and cents % 100 == 0 and yuan % 10000 == 0:
        return f"{yuan / 1e8:.4f}亿元"
    if style == "cap":
        return cn_money(cents)
    if style == "plain":
        return f"{yuan}.{cents % 100:02d}元"
    return f"{yuan:,}.{cents % 100:02d}元"


def fmt_count(n: int, unit: str, style: str) -> str:
    """Render a count (shares, vehicles) as 86,451,900股 / 8,645.19万股 / Chinese numerals."""
    if style == "wan" and n % 100 == 0:
        return f"{n / 10000:,.2f}".rstrip("0").rstrip(".") + "万" + unit
    if style == "cn":
        return cn_int(n) + unit
    if style == "plain":
        return f"{n}{unit}"
    return f"{n:,}{unit}"


# ----------------------------------------------------------------------------------------- PDF


_TOKEN = re.compile(r"[\x21-\x7e]+|.")
_NO_LINE_START = set("，。；：、）》”！？")


def _wrap(text: str, width: float, fontsize: float) -> list[str]:
    lines, cur = [], ""
    for tok in _TOKEN.findall(text):
        trial = cur + tok
        too_long = fitz.get_text_length(trial, fontname="china-s", fontsize=fontsize) > width
        if cur and too_long and tok not in _NO_LINE_START:
            lines.append(cur)
            cur = tok.lstrip()
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


def write_pdf(path: Path, title: str, paragraphs: list[str], fontsize: float = 10.5) -> None:
    """Text PDF (A4, built-in CJK font), paginated, with page footers and no dates/ids."""
    width, height, margin, lead = 595, 842, 60, fontsize * 1.65
    lines: list[tuple[str, float]] = [(title, 14.0), ("", fontsize)]
    for para in paragraphs:
        if not para:
            lines.append(("", fontsize))
            continue
        for ln in _wrap(para, width - 2 * margin, fontsize):
            lines.append((ln, fontsize))
        lines.append(("", fontsize))
    per_page = int((height - 2 * margin - 20) // lead)
    pages = [lines[i : i + per_page] for i in range(0, len(lines), per_page)]
    doc = fitz.open()
    for no, chunk in enumerate(pages, 1):
        page = doc.new_page(width=width, height=height)
        y = margin
        for text, size in chunk:
            if text:
                page.insert_text((margin, y), text, fontname="china-s", fontsize=size)
            y += lead
        footer = f"第 {no} 页 共 {len(pages)} 页"
        page.insert_text((width / 2 - 30, height - 30), footer, fontname="china-s", fontsize=9)
    doc.set_metadata({})
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), garbage=4, deflate=True, no_new_id=True)
    doc.close()


def write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text.rstrip("\n") + "\n", encoding="utf-8")


# ----------------------------------------------------------------------------------- knowledge


def knowledge_md(title: str, conventions: list[str], docs: list[dict], layout: str) -> str:
    """knowledge.md: conventions, then one section per document in the chosen layout."""
    out = [f"# {title}", "", "## 约定 / Conventions", ""]
    out += [f"- {c}" for c in conventions]
    for doc in docs:
        cols = doc["columns"]
        out += ["", f"## 文档 `{doc['path']}` → 表 `{doc['table']}`", "", doc["about"], ""]
        if layout == "table":
            out += ["| 列名 | 类型 | 含义 |", "|---|---|---|"]
            out += [f"| {n} | {t} | {d} |" for n, t, d in cols]
        elif layout == "prose":
            parts = [f"`{n}`（{t}）表示{d}" for n, t, d in cols]
            out.append("每条记录对应表中一行，各列依次为：" + "；".join(parts) + "。")
        else:
            out += [f"- `{n}` ({t}): {d}" for n, t, d in cols]
    return "\n".join(out) + "\n"
