"""Document writers (Markdown, plain text, PDF with the built-in CJK font) and knowledge.md."""

import re

from fmt import cn_int

PDF_FONT = "china-s"
PAGE_W, PAGE_H, MARGIN = 595, 842, 56
FS, LEAD = 10.5, 17

OPEN_P = "（《“【"
CLOSE_P = "，。；：、）》”】！？%"
TOKEN = re.compile(r"[A-Za-z0-9.,%/:\-+·]+|.", re.S)


def label(i, style):
    if style == "md_bold":
        return f"**{i}.** "
    if style == "md_head":
        return f"### 第{i}条\n\n"
    if style == "txt_cn":
        return f"{cn_int(i)}、"
    if style == "txt_br":
        return f"[{i:02d}] "
    return f"（{i}）"


def write_md(path, title, intro, records, style):
    parts = [f"# {title}\n", f"{intro}\n"]
    for i, rec in enumerate(records, 1):
        parts.append(label(i, style) + rec + "\n")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(parts))


def write_txt(path, title, intro, records, style):
    lines = [title, "=" * 20, intro, ""]
    for i, rec in enumerate(records, 1):
        lines.append(label(i, style) + rec)
        lines.append("")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines))


def _tokens(text, protect=()):
    """Unbreakable units: protected phrases (names) and ASCII runs stay whole; closing
    punctuation sticks to the left, opening punctuation to the right."""
    raw = []
    pat = "|".join(re.escape(p) for p in sorted(set(protect), key=lambda p: (-len(p), p)) if p)
    pieces = re.split(f"({pat})", text) if pat else [text]
    for i, piece in enumerate(pieces):
        if i % 2 == 1:
            raw.append(piece)
        elif piece:
            raw.extend(TOKEN.findall(piece))
    out = []
    carry = ""
    for t in raw:
        if t in OPEN_P:
            carry += t
            continue
        t = carry + t
        carry = ""
        if out and (t[0] in CLOSE_P):
            out[-1] += t
        else:
            out.append(t)
    if carry:
        out.append(carry)
    return out


def wrap(font, text, width, fs=FS, protect=()):
    lines, cur = [], ""
    for tok in _tokens(text, protect):
        if cur and font.text_length(cur + tok, fontsize=fs) > width:
            lines.append(cur)
            cur = tok
        else:
            cur += tok
    if cur:
        lines.append(cur)
    return lines


def write_pdf(path, title, intro, records, style, protect=()):
    """Write records with the built-in CJK font (PyMuPDF "china-s", embedded and subset via
    TextWriter so Latin digits keep their natural widths).  Lines are wrapped here, never
    inside a number/ASCII run or a protected name, and no record is split across pages."""
    import warnings

    warnings.filterwarnings("ignore")
    import fitz

    font = fitz.Font(PDF_FONT)
    doc = fitz.open()
    width = PAGE_W - 2 * MARGIN
    page = doc.new_page(width=PAGE_W, height=PAGE_H)
    tw = fitz.TextWriter(page.rect)
    y = MARGIN + 10
    tw.append((MARGIN, y), title, font=font, fontsize=15)
    y += 30
    blocks = [intro] + [label(i, style) + rec for i, rec in enumerate(records, 1)]
    for b in blocks:
        lines = wrap(font, b, width, protect=protect)
        if y + LEAD * len(lines) > PAGE_H - MARGIN:
            tw.write_text(page)
            page = doc.new_page(width=PAGE_W, height=PAGE_H)
            tw = fitz.TextWriter(page.rect)
            y = MARGIN + 10
        for ln in lines:
            tw.append((MARGIN, y), ln, font=font, fontsize=FS)
            y += LEAD
        y += LEAD * 0.6
    tw.write_text(page)
    doc.subset_fonts()
    doc.set_metadata(
        {
            "title": "",
            "author": "",
            "subject": "",
            "keywords": "",
            "creator": "",
            "producer": "",
            "creationDate": "",
            "modDate": "",
        }
    )
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return blocks


def check_pdf(path, blocks, protect=()):
    """Reopen a PDF and confirm every block's text comes back intact (line breaks removed)
    and every protected name that occurs in a block comes back unbroken (line breaks kept)."""
    import warnings

    warnings.filterwarnings("ignore")
    import fitz

    doc = fitz.open(path)
    raw = "".join(p.get_text() for p in doc)
    doc.close()
    full = raw.replace("\n", "")
    bad = [b for b in blocks if b not in full]
    bad += [f"name broken: {n}" for n in protect if any(n in b for b in blocks) and n not in raw]
    return bad


def knowledge_md(task_title, docs, schemas):
    out = [
        f"# {task_title}",
        "",
        "本任务的资料均为中文叙述性文档（公告摘要、汇编条目），每份文档对应下表中的一张数据表：文档中每一条记录"
        "（编号条目）对应表中的一行。表名与文件名（不含扩展名）一致。",
        "",
        "通用约定：",
        "- 日期一律写为 YYYY-MM-DD；文中若只写“某月某日”，年份取同一条记录中"
        "前文最近一次出现的完整日期的年份。",
        "- 金额、数量按各列注明的单位换算（文中可能以元、万元、亿元、中文数字或大写金额书写）。",
        "- 比例类列以小数表示（例如 6.12% 记为 0.0612）。",
        "- 文中注明“未披露”或未提及的字段记为 NULL。",
        "",
    ]
    for d in docs:
        sc = schemas[d["table"]]
        out.append(f"## 表 `{d['table']}`（文档 `{d['file']}`，{sc['title']}，{len(d['rows'])} 条记录）")
        out.append("")
        out.append("| 列名 | 类型 | 含义与单位 |")
        out.append("|---|---|---|")
        for c, t, desc in sc["cols"]:
            out.append(f"| {c} | {t} | {desc} |")
        out.append("")
    return "\n".join(out)
