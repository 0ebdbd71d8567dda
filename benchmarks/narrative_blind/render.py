"""Write a rendered document as Markdown, plain text or PDF, and describe its table in knowledge.md."""

from __future__ import annotations

import re
from pathlib import Path

import pymupdf
from cnfmt import cn_int

PAGE_W, PAGE_H, MARGIN = 595, 842, 56
FONT = "china-s"


def preface(year: int) -> str:
    return (
        f"说明：本文件按公告日期顺序摘录{year}年相关公告的要点，每条对应一份公告，"
        "内容以公司公告原文为准。"
        f"文中未注明年份的日期均为{year}年。文中注明“未披露”的事项，公告未提供相应信息。"
    )


def write_md(path: Path, title: str, year: int, records: list[tuple[str, str]]) -> None:
    lines = [f"# {title}", "", preface(year), ""]
    for i, (head, body) in enumerate(records, 1):
        lines += [f"## {i}. {head}", "", body, ""]
    path.write_text("\n".join(lines), encoding="utf-8")


def write_txt(path: Path, title: str, year: int, records: list[tuple[str, str]]) -> None:
    lines = [title, "=" * 20, preface(year), ""]
    for i, (head, body) in enumerate(records, 1):
        lines += [f"{cn_int(i)}、{head}", body, ""]
    path.write_text("\n".join(lines), encoding="utf-8")


def _wrap(font: pymupdf.Font, text: str, size: float, width: float) -> list[str]:
    lines, cur, cur_w = [], "", 0.0
    for ch in text:
        w = font.text_length(ch, fontsize=size)
        if cur and cur_w + w > width:
            lines.append(cur)
            cur, cur_w = "", 0.0
        cur += ch
        cur_w += w
    if cur:
        lines.append(cur)
    return lines


class _Writer:
    def __init__(self) -> None:
        self.doc = pymupdf.open()
        self.font = pymupdf.Font(FONT)
        self.page = None
        self.writer = None
        self.y = 0.0
        self.pageno = 0

    def _flush(self) -> None:
        if self.page is not None:
            self.writer.write_text(self.page)

    def _new_page(self) -> None:
        self._flush()
        self.page = self.doc.new_page(width=PAGE_W, height=PAGE_H)
        self.writer = pymupdf.TextWriter(self.page.rect)
        self.pageno += 1
        self.writer.append((PAGE_W / 2 - 12, PAGE_H - 30), f"- {self.pageno} -", font=self.font, fontsize=9)
        self.y = MARGIN

    def para(self, text: str, size: float, lead: float, indent: bool = False, gap: float = 6) -> None:
        width = PAGE_W - 2 * MARGIN
        body = ("\u3000\u3000" + text) if indent else text
        for line in _wrap(self.font, body, size, width):
            if self.page is None or self.y + lead > PAGE_H - MARGIN:
                self._new_page()
            self.y += lead
            self.writer.append((MARGIN, self.y), line, font=self.font, fontsize=size)
        self.y += gap

    def save(self, path: Path) -> None:
        self._flush()
        self.doc.subset_fonts()
        self.doc.set_metadata({})
        self.doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
        self.doc.close()


def write_pdf(path: Path, title: str, year: int, records: list[tuple[str, str]]) -> None:
    w = _Writer()
    w.para(title, 16, 24, gap=10)
    w.para(preface(year), 9.5, 14, gap=10)
    for i, (head, body) in enumerate(records, 1):
        w.para(f"{cn_int(i)}、{head}", 11, 17, gap=2)
        w.para(body, 10.5, 16, indent=True, gap=8)
    w.save(path)


def verify_pdf(path: Path, records: list[tuple[str, str]]) -> int:
    """Reopen a written PDF and check every record's text extracts intact; returns the CJK character count."""
    doc = pymupdf.open(str(path))
    text = "".join(page.get_text() for page in doc)
    doc.close()
    flat = "".join(re.sub(r"- \d+ -", "", text).split()).replace("\u3000", "")
    for head, body in records:
        for part in (head, body):
            if "".join(part.split()) not in flat:
                raise ValueError(f"{path.name}: text does not extract intact: {part[:40]}")
    return sum("\u4e00" <= c <= "\u9fff" for c in text)


WRITERS = {"md": write_md, "txt": write_txt, "pdf": write_pdf}


def knowledge_md(docs: list[dict]) -> str:
    """docs: [{file, family, rows}] in the order they are listed."""
    out = [
        "# 数据说明",
        "",
        "本任务的数据以叙述性公告文档的形式给出（`context/doc/` 目录）。每份文档对应下表中的一张数据表，",
        "文档中的每一条公告对应表中的一行记录。各列的含义与单位如下；日期列为 YYYY-MM-DD 格式，"
        "公告中注明“未披露”的字段在表中为空（NULL）。",
        "",
    ]
    for d in docs:
        fam = d["family"]
        out += [
            f"## 表 `{fam.table}`（文档 `doc/{d['file']}`，{len(d['rows'])} 条记录）",
            "",
            fam.intro,
            "",
            "| 列名 | 类型 | 含义及单位 |",
            "|---|---|---|",
        ]
        out += [f"| {c.name} | {c.type} | {c.desc} |" for c in fam.cols]
        out.append("")
    return "\n".join(out)
