"""Shared pieces of the narrative_blind3 generator: value wording, document layout, PDF, knowledge."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

DIG_L = "零一二三四五六七八九"
DIG_U = "零壹贰叁肆伍陆柒捌玖"
POS_L = ["", "十", "百", "千"]
POS_U = ["", "拾", "佰", "仟"]
BIG = ["", "万", "亿", "万亿"]
YEAR_DIG = "〇一二三四五六七八九"


def _section(sec: int, upper: bool) -> str:
    dig, pos = (DIG_U, POS_U) if upper else (DIG_L, POS_L)
    out, zero = "", False
    for p in (3, 2, 1, 0):
        d = sec // 10**p % 10
        if d == 0:
            zero = bool(out)
            continue
        if zero:
            out += dig[0]
            zero = False
        out += dig[d] + pos[p]
    return out


def cn_int(n: int, upper: bool = False) -> str:
    """Integer in Chinese numerals: 205000000 -> 二亿零五百万."""
    if n == 0:
        return (DIG_U if upper else DIG_L)[0]
    secs = []
    while n:
        secs.append(n % 10000)
        n //= 10000
    out, gap = "", False
    for idx in reversed(range(len(secs))):
        sec = secs[idx]
        if sec == 0:
            gap = bool(out)
            continue
        if out and (gap or sec < 1000):
            out += (DIG_U if upper else DIG_L)[0]
        out += _section(sec, upper) + BIG[idx]
        gap = False
    if not upper and out.startswith("一十"):
        out = out[1:]
    return out


def cn_decimal(text: str) -> str:
    """'45.2' -> 四十五点二."""
    whole, _, frac = text.partition(".")
    out = cn_int(int(whole))
    if frac:
        out += "点" + "".join(DIG_L[int(c)] for c in frac)
    return out


def dec(v: float | int) -> Decimal:
    return Decimal(str(v))


def num(d: Decimal, group: bool = False, places: int | None = None) -> str:
    if places is not None:
        d = d.quantize(Decimal(1).scaleb(-places))
        return format(d, ",f" if group else "f")
    d = d.normalize()
    if d == d.to_integral_value():
        d = d.quantize(Decimal(1))
    return format(d, ",f" if group else "f")


def money(v: float, form: str) -> str:
    """Amount stored in 万元, written in one of several forms."""
    wan = dec(v)
    yuan = wan * 10000
    whole = yuan == yuan.to_integral_value()
    if form in ("cn_upper", "cn_lower") and not whole:
        form = "wan_group"
    if form == "yi" and wan < 1000:
        form = "wan"
    if form == "wan":
        return f"{num(wan)}万元"
    if form == "wan_group":
        return f"{num(wan, True)}万元"
    if form == "yi":
        return f"{num(wan / 10000)}亿元"
    if form == "yuan":
        return f"{num(yuan, True)}元"
    if form == "yuan2":
        return f"{num(yuan, True, 2)}元"
    if form == "cn_upper":
        return f"人民币{cn_int(int(yuan), True)}元整"
    if form == "cn_lower":
        return f"{cn_int(int(yuan))}元"
    raise ValueError(form)


def shares(v: float, form: str) -> str:
    """Share count stored in 万股."""
    wan = dec(v)
    count = wan * 10000
    if form == "cn" and count == count.to_integral_value():
        return f"{cn_int(int(count), True)}股"
    if form == "gu":
        return f"{num(count, True)}股"
    return f"{num(wan, form == 'wan_group')}万股"


def pct(r: float, form: str) -> str:
    """Ratio stored as a decimal, written as a percentage."""
    p = dec(r) * 100
    if form == "cn":
        return "百分之" + cn_decimal(num(p))
    if form == "p2":
        return f"{num(p, places=2)}%"
    return f"{num(p)}%"


def pp_change(r: float, form: int) -> str:
    """Change stored as a decimal (0.012 = 1.2 percentage points)."""
    p = dec(r) * 100
    if p == 0:
        return ["与上年持平", "同比持平", "较上年无变化"][form % 3]
    up = p > 0
    mag = num(abs(p))
    if form % 3 == 0:
        return f"同比{'提升' if up else '下降'}{mag}个百分点"
    if form % 3 == 1:
        return f"较上年{'增加' if up else '减少'}{mag}个百分点"
    return f"{'+' if up else '-'}{mag}个百分点"


def date_text(iso: str, form: str) -> str:
    y, m, d = (int(x) for x in iso.split("-"))
    if form == "cn":
        return "".join(YEAR_DIG[int(c)] for c in str(y)) + f"年{cn_int(m)}月{cn_int(d)}日"
    if form == "dot":
        return f"{y}.{m:02d}.{d:02d}"
    if form == "slash":
        return f"{y}/{m}/{d}"
    if form == "md":
        return f"{m}月{d}日"
    return f"{y}年{m}月{d}日"


def cyc(options: list, i: int, k: int = 1, off: int = 0):
    return options[(i * k + off) % len(options)]


@dataclass
class Column:
    name: str
    type: str
    meaning: str


@dataclass
class Doc:
    stem: str
    ext: str
    title: str
    intro: str | None
    meaning: str
    columns: list[Column]
    rows: list[tuple]
    bodies: list[str]
    marker: str
    closing: str | None = None


@dataclass
class Task:
    n: int
    subdir: str
    docs: list[Doc]
    question: str
    sql: str
    notes: list[str] = field(default_factory=list)


def _mark(style: str, i: int, body: str) -> str:
    first, _, rest = body.partition("\n")
    if style == "heading":
        return f"### 记录{cn_int(i)}\n{body}"
    head = {
        "paren_cn": f"（{cn_int(i)}）",
        "article": f"第{i}条 ",
        "lenticular": f"【{i}】",
        "bracket": f"[{i:02d}] ",
        "dash": "- ",
        "bold": f"**{i}.** ",
        "paren": f"{i}) ",
        "plain": "",
    }[style]
    if style == "dash" and rest:
        rest = "\n".join("  " + line for line in rest.split("\n"))
    return head + first + ("\n" + rest if rest else "")


def compose(doc: Doc) -> str:
    parts = [("# " if doc.ext == "md" else "") + doc.title]
    if doc.intro:
        parts.append(doc.intro)
    sep = "\n" if doc.marker == "dash" and doc.ext == "md" else "\n\n"
    parts.append(sep.join(_mark(doc.marker, i + 1, b) for i, b in enumerate(doc.bodies)))
    if doc.closing:
        parts.append(doc.closing)
    return "\n\n".join(parts) + "\n"


def write_pdf(text: str, path: str) -> None:
    import pymupdf

    font = pymupdf.Font("cjk")
    width, height, margin, size, lead = 595, 842, 56, 10.5, 17.0
    doc = pymupdf.open()
    page, y = None, 0.0

    def new_page():
        pg = doc.new_page(width=width, height=height)
        pg.insert_font(fontname="cjk", fontbuffer=font.buffer)
        return pg, margin + size

    lines = text.rstrip("\n").split("\n")
    for idx, raw in enumerate(lines):
        fs = 15.0 if idx == 0 else size
        if raw == "":
            y += lead * 0.6
            continue
        chunks, cur = [], ""
        for ch in raw:
            if font.text_length(cur + ch, fontsize=fs) > width - 2 * margin:
                chunks.append(cur)
                cur = ch
            else:
                cur += ch
        chunks.append(cur)
        for chunk in chunks:
            if page is None or y > height - margin:
                page, y = new_page()
            page.insert_text((margin, y), chunk, fontname="cjk", fontsize=fs)
            y += lead if idx else lead * 1.6
    doc.subset_fonts()
    doc.set_metadata({})
    doc.save(path, garbage=4, deflate=True, no_new_id=True)
    doc.close()


GENERAL = """## 通用约定

- 每个文档对应一张表，表名即文件名（不含扩展名）；文档中的每一条公告摘要记录对应表中的一行。
  文档开头的标题、导语以及结尾说明文字不是记录。
- 日期一律写作 `YYYY-MM-DD`；文档中未写年份的日期，以文档导语所述年份为准。
- 金额、股数等数值按各列说明的单位记录（文档中的写法可能是元、万元、亿元或中文大写/小写数字，需换算）。
- 比例、占比、百分比一律记为小数（例如 45.2% 记为 0.452；1.2 个百分点记为 0.012）。
- 文档写明“未披露”“不适用”或未提及的值记为 NULL。
- 文本列按文档原文记录，不含书名号、引号等外围标点；公司简称不含证券代码。
"""


def knowledge(task: Task) -> str:
    out = [f"# task_{task.n} 数据说明", "", GENERAL]
    for doc in task.docs:
        rel = f"context/{task.subdir + '/' if task.subdir else ''}{doc.stem}.{doc.ext}"
        out.append(f"## 表 `{doc.stem}`（来源文件 `{rel}`）\n")
        out.append(doc.meaning + "\n")
        out.append("| 列名 | 类型 | 含义与单位 |")
        out.append("|---|---|---|")
        out.extend(f"| {c.name} | {c.type} | {c.meaning} |" for c in doc.columns)
        out.append("")
    if task.notes:
        out.append("## 补充说明\n")
        out.extend(f"- {note}" for note in task.notes)
        out.append("")
    return "\n".join(out)


def table(text: str, types: str) -> list[tuple]:
    """Rows from '|'-separated lines; types per column: T text, I integer, R real; '-' is NULL."""
    conv = {"T": str, "I": int, "R": float}
    rows = []
    for line in text.strip().splitlines():
        cells = [c.strip() for c in line.split("|")]
        assert len(cells) == len(types), line
        rows.append(tuple(None if c == "-" else conv[t](c) for c, t in zip(cells, types, strict=True)))
    return rows
