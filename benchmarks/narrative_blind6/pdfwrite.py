"""Deterministic text PDF writer: hard line wraps mid-sentence, records running over page breaks."""

from __future__ import annotations

from pathlib import Path

import pymupdf

FONT = "china-s"
PAGE_W, PAGE_H = 420.0, 560.0
MARGIN_X, TOP, BOTTOM = 48.0, 64.0, 56.0


def _wrap(text: str, width: float, size: float) -> list[str]:
    lines: list[str] = []
    current = ""
    for ch in text:
        if pymupdf.get_text_length(current + ch, fontname=FONT, fontsize=size) > width:
            lines.append(current)
            current = ch
        else:
            current += ch
    if current:
        lines.append(current)
    return lines


def write_pdf(path: Path, title: str, header: str, blocks: list[tuple[str, str]], size: float = 10.5) -> int:
    """blocks: (kind, text) with kind 'h' (bold-ish heading line) or 'p' (wrapped paragraph).

    Returns the number of pages written.
    """
    doc = pymupdf.open()
    width = PAGE_W - 2 * MARGIN_X
    leading = size * 1.65
    page = None
    y = 0.0
    pages = 0

    def new_page() -> None:
        nonlocal page, y, pages
        page = doc.new_page(width=PAGE_W, height=PAGE_H)
        pages += 1
        page.insert_text((MARGIN_X, 36), header, fontname=FONT, fontsize=8)
        footer = f"— {pages} —"
        fw = pymupdf.get_text_length(footer, fontname=FONT, fontsize=8)
        page.insert_text(((PAGE_W - fw) / 2, PAGE_H - 28), footer, fontname=FONT, fontsize=8)
        y = TOP

    new_page()
    tw = pymupdf.get_text_length(title, fontname=FONT, fontsize=size + 3)
    page.insert_text(((PAGE_W - tw) / 2, y + 6), title, fontname=FONT, fontsize=size + 3)
    y += leading * 2
    for kind, text in blocks:
        fsize = size + 0.5 if kind == "h" else size
        if kind == "h":
            y += leading * 0.4
        for line in _wrap(text, width, fsize):
            if y > PAGE_H - BOTTOM:
                new_page()
            indent = 0.0
            page.insert_text((MARGIN_X + indent, y), line, fontname=FONT, fontsize=fsize)
            y += leading
    doc.set_metadata({})
    doc.save(str(path), garbage=4, deflate=True, no_new_id=True)
    doc.close()
    return pages


def pdf_text(path: Path) -> str:
    with pymupdf.open(str(path)) as doc:
        return "".join(page.get_text() for page in doc)
