"""PDF to Markdown with PyMuPDF: column-aware visual lines, running headers removed, headings, tables, OCR.

Public API:
    convert_pdf(path, settings: PdfSettings) -> PdfConversion   never raises for a bad PDF
    write_conversion(conv, md_path) -> (md_path, pages_path)    writes x.md and x.pages.json atomically
    failed_conversion(source, kind, reason) -> PdfConversion    the record of a PDF that gave nothing

Pipeline per document: text lines from ``page.get_text("dict")`` (OCR lines from Tesseract for
scanned pages) -> reading order (vertical gutters between prose-like sides split columns, the rest
is read row by row) -> visual lines -> running headers/footers/page numbers dropped -> outline
headings matched -> paragraphs (merged over page and column breaks when the sentence is unfinished)
-> style headings -> Markdown, one paragraph per line, blank line between blocks, with a page map.
"""

from __future__ import annotations

import itertools
import math
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import pymupdf
from pydantic import BaseModel

from services.context import ocr
from services.context.pdf_tables import Table, find_tables
from services.context.settings import (
    HeaderFooterSettings,
    LayoutSettings,
    ParagraphSettings,
    PdfSettings,
)
from shared.artifacts import atomic_write_text, write_json

CONVERTER_VERSION = "1"

# Whitespace kept so words stay apart; ligatures expanded ("fi", not U+FB01) so search finds them.
_TEXT_FLAGS = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
_BOLD_FLAG = 16
_PAGE_NUMBER = re.compile(
    r"^[\s\-–—|(\[]*(page|p\.|第)?[\s|:]*(\d+|[ivxlcdm]+)\s*((of|/)\s*\d+|页)?[\s\-–—|)\]]*$", re.IGNORECASE
)
_LEADER = re.compile(r"\s*(?:[.·…]\s*){4,}")
_YEAR = re.compile(r"^\s*(19|20)\d\d\s*$")
_BULLET = re.compile(
    r"^\s*([•·▪●○◦■□➢►✓\-–—*]\s|\(?[0-9a-zA-Z]{1,2}[.)]\s|[（(][一二三四五六七八九十\d]{1,3}[)）]|"
    r"[一二三四五六七八九十]{1,3}、)"
)
_BULLET_GLYPHS = frozenset("•·▪●○◦■□➢►✓-–—*")
_CLOSERS = "\"'”’)）」』]】》 "
_NO_HEADING_END = ",;，；、"


class Heading(BaseModel):
    """A heading in the output: level (1-6), text, 0-based page, 1-based Markdown line."""

    level: int
    text: str
    page: int
    line: int


class DroppedLine(BaseModel):
    """A running header, footer or page number removed on purpose."""

    page: int
    text: str


class PdfConversion(BaseModel):
    """Result of converting one PDF; ``status`` failure still carries the reason in ``uncertainties``."""

    source: str
    status: Literal["success", "partial", "failure"]
    kind: Literal["text", "scanned", "empty", "encrypted", "invalid"]
    action: Literal["pdf_to_markdown", "ocr_to_markdown"]
    markdown: str
    line_pages: list[list[int]]
    headings: list[Heading]
    page_count: int
    ocr_pages: list[int]
    ocr_confidence: dict[int, float]
    tables: int
    outline_entries: int
    outline_matched: int
    dropped_lines: list[DroppedLine]
    uncertainties: list[str]
    seconds: float


@dataclass(slots=True)
class _Frag:
    """A piece of text with a box: a MuPDF line, an OCR line, or a whole table."""

    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    size: float
    bold: bool
    table: Table | None = None


@dataclass(slots=True)
class _Line:
    """A visual line: fragments on one row of one reading region."""

    page: int
    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    size: float
    bold: bool
    kind: str  # text | row (several cells) | table | rotated
    table: Table | None = None
    toc_level: int = 0
    toc_id: int = -1
    dropped: bool = False


@dataclass(slots=True)
class _Para:
    lines: list[_Line]
    kind: str
    x0: float
    x1: float
    level: int = 0
    text: str = ""
    gap_above: float | None = None
    pages: list[int] = field(default_factory=list)


def is_cjk(ch: str) -> bool:
    o = ord(ch)
    return 0x2E80 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF


def _join(a: str, b: str, dehyphenate: bool) -> str:
    if not a:
        return b
    if not b:
        return a
    if dehyphenate and len(a) >= 2 and a[-1] == "-" and a[-2].islower() and b[0].islower():
        return a[:-1] + b
    if is_cjk(a[-1]) and is_cjk(b[0]):
        return a + b
    return a + " " + b


def ends_sentence(text: str, chars: str) -> bool:
    t = text.rstrip(_CLOSERS)
    return bool(t) and t[-1] in chars


# ---------------------------------------------------------------- extraction


def _page_frags(page: pymupdf.Page, textpage: pymupdf.TextPage) -> tuple[list[_Frag], list[_Frag], int]:
    """Horizontal text lines, rotated lines, and the count of non-space characters."""
    frags: list[_Frag] = []
    rotated: list[_Frag] = []
    chars = 0
    for block in page.get_text("dict", textpage=textpage)["blocks"]:
        if block["type"] != 0:
            continue
        for line in block["lines"]:
            spans = line["spans"]
            text = "".join(s["text"] for s in spans).strip()
            if not text:
                continue
            chars += len(text) - text.count(" ")
            main = max(spans, key=lambda s: len(s["text"]))
            bold = all((s["flags"] & _BOLD_FLAG) or "Bold" in s["font"] for s in spans if s["text"].strip())
            x0, y0, x1, y1 = line["bbox"]
            text = " ".join(text.split())
            if "...." in text or "····" in text or "…" in text:
                text = _LEADER.sub(" ... ", text).strip()
            frag = _Frag(x0, y0, x1, y1, text, round(main["size"], 1), bold)
            dx, dy = line["dir"]
            (frags if abs(dy) < 0.1 and dx > 0 else rotated).append(frag)
    return frags, rotated, chars


def _looks_tabular(frags: list[_Frag], min_rows: int) -> bool:
    """Cheap pre-check: at least ``min_rows`` rows hold two fragments a font size or more apart."""
    if len(frags) < 2 * min_rows:
        return False
    rows = 0
    prev_y = None
    prev_x1 = 0.0
    counted = False
    for f in sorted(frags, key=lambda f: (round((f.y0 + f.y1) / 2), f.x0)):
        cy = round((f.y0 + f.y1) / 2)
        if prev_y is not None and abs(cy - prev_y) <= 1:
            if not counted and f.x0 - prev_x1 >= f.size:
                rows += 1
                counted = True
                if rows >= min_rows:
                    return True
        else:
            counted = False
        prev_y, prev_x1 = cy, f.x1
    return False


def _image_coverage(page: pymupdf.Page) -> float:
    area = abs(page.rect) or 1.0
    covered = 0.0
    for info in page.get_image_info():
        covered += abs(pymupdf.Rect(info["bbox"]) & page.rect)
    return min(covered / area, 1.0)


# ---------------------------------------------------------------- reading order


def _bands(items: list[_Frag]) -> list[list[_Frag]]:
    """Split into horizontal bands separated by vertical whitespace."""
    items = sorted(items, key=lambda f: f.y0)
    bands: list[list[_Frag]] = []
    bottom = -1e9
    for f in items:
        if bands and f.y0 < bottom:
            bands[-1].append(f)
            bottom = max(bottom, f.y1)
        else:
            bands.append([f])
            bottom = f.y1
    return bands


def _gutter_candidates(bands: list[list[_Frag]], min_gutter: float) -> list[float]:
    """Centres of x-gaps shared by bands; overlapping gaps are narrowed to their common part."""
    gaps: list[tuple[float, float]] = []
    for band in bands:
        if len(band) < 2:
            continue
        band = sorted(band, key=lambda f: f.x0)
        reach = band[0].x1
        for f in band[1:]:
            if f.x0 - reach >= min_gutter:
                gaps.append((reach, f.x0))
            reach = max(reach, f.x1)
    gaps.sort()
    clusters: list[list[float]] = []
    for g0, g1 in gaps:
        for c in clusters:
            lo, hi = max(c[0], g0), min(c[1], g1)
            if hi - lo >= 1.0:
                c[0], c[1] = lo, hi
                break
        else:
            clusters.append([g0, g1])
    return [(c[0] + c[1]) / 2 for c in clusters]


def _prose_side(items: list[_Frag], cfg: LayoutSettings) -> bool:
    if len(items) < cfg.column_min_lines:
        return False
    chars = sum(f.table.chars() if f.table else len(f.text) for f in items)
    return chars / len(items) >= cfg.column_min_line_chars


def _column_runs(bands: list[list[_Frag]], cx: float, cfg: LayoutSettings) -> list[tuple[int, int]]:
    """Maximal runs of bands no line crosses at ``cx`` whose two sides both read as prose."""
    runs = []
    start = None
    for i, band in enumerate([*bands, [_Frag(cx - 1, 0, cx + 1, 0, "", 0, False)]]):
        crosses = any(f.x0 < cx < f.x1 for f in band)
        if not crosses and start is None:
            start = i
        elif crosses and start is not None:
            items = [f for b in bands[start:i] for f in b]
            left = [f for f in items if f.x1 <= cx]
            right = [f for f in items if f.x0 >= cx]
            if _prose_side(left, cfg) and _prose_side(right, cfg):
                runs.append((start, i))
            start = None
    return runs


def _order(items: list[_Frag], cfg: LayoutSettings, depth: int = 0) -> list[list[_Frag]]:
    """Rows of fragments in reading order; columns are read one after the other."""
    if not items:
        return []
    bands = _bands(items)
    if depth < cfg.column_max_depth and len(items) >= 2 * cfg.column_min_lines:
        best: tuple[int, float, list[tuple[int, int]]] | None = None
        for cx in _gutter_candidates(bands, cfg.column_min_gutter_pt):
            runs = _column_runs(bands, cx, cfg)
            score = sum(len(b) for s, e in runs for b in bands[s:e])
            if runs and (best is None or score > best[0]):
                best = (score, cx, runs)
        if best is not None:
            _, cx, runs = best
            out: list[list[_Frag]] = []
            done = 0
            for s, e in runs:
                if done < s:
                    out += _order([f for b in bands[done:s] for f in b], cfg, depth + 1)
                run = [f for b in bands[s:e] for f in b]
                out += _order([f for f in run if f.x1 <= cx], cfg, depth + 1)
                out += _order([f for f in run if f.x0 >= cx], cfg, depth + 1)
                done = e
            if done < len(bands):
                out += _order([f for b in bands[done:] for f in b], cfg, depth + 1)
            return out
    return [row for band in bands for row in _rows(band)]


def _rows(band: list[_Frag]) -> list[list[_Frag]]:
    """Group a band's fragments into rows by vertical centre, each row sorted left to right."""
    rows: list[tuple[float, float, list[_Frag]]] = []
    for f in sorted(band, key=lambda f: (f.y0 + f.y1) / 2):
        cy = (f.y0 + f.y1) / 2
        if f.table is None and rows and rows[-1][2][0].table is None and rows[-1][0] <= cy <= rows[-1][1]:
            rows[-1][2].append(f)
        else:
            rows.append((f.y0, f.y1, [f]))
    return [sorted(r[2], key=lambda f: f.x0) for r in rows]


def _visual_line(row: list[_Frag], page: int, cfg: LayoutSettings) -> _Line:
    if row[0].table is not None:
        t = row[0]
        return _Line(page, t.x0, t.y0, t.x1, t.y1, "", t.size, False, "table", table=t.table)
    weights = Counter()
    for f in row:
        weights[f.size] += len(f.text)
    size = weights.most_common(1)[0][0]
    text = row[0].text
    cells = 1
    for prev, f in itertools.pairwise(row):
        gap = f.x0 - prev.x1
        if gap >= cfg.cell_gap_ratio * size and prev.text not in _BULLET_GLYPHS:
            text += " | " + f.text
            cells += 1
        elif gap < 0.5 * size and is_cjk(text[-1]) and is_cjk(f.text[0]):
            text += f.text
        else:
            text += " " + f.text
    return _Line(
        page,
        min(f.x0 for f in row),
        min(f.y0 for f in row),
        max(f.x1 for f in row),
        max(f.y1 for f in row),
        text,
        size,
        all(f.bold for f in row),
        "row" if cells > 1 or " ... " in text else "text",
    )


def _page_lines(
    page_no: int, frags: list[_Frag], rotated: list[_Frag], tables: list[Table], cfg: LayoutSettings
) -> list[_Line]:
    items = list(frags)
    if tables:

        def in_table(f: _Frag) -> bool:
            cx, cy = (f.x0 + f.x1) / 2, (f.y0 + f.y1) / 2
            return any(t.x0 <= cx <= t.x1 and t.y0 <= cy <= t.y1 for t in tables)

        items = [f for f in items if not in_table(f)]
        items += [_Frag(t.x0, t.y0, t.x1, t.y1, "", 0.0, False, table=t) for t in tables]
    lines = [_visual_line(row, page_no, cfg) for row in _order(items, cfg)]
    for f in rotated:
        lines.append(_Line(page_no, f.x0, f.y0, f.x1, f.y1, f.text, f.size, f.bold, "rotated"))
    return lines


# ---------------------------------------------------------------- document level


def _drop_running_lines(pages: list[list[_Line]], heights: list[float], cfg: HeaderFooterSettings) -> None:
    """Mark headers, footers and page numbers: short lines repeated at one height near an edge."""
    n = len(pages)
    if n < 2:
        return
    need = min(max(cfg.min_repeat_pages, math.ceil(cfg.min_repeat_fraction * n)), n)
    seen: dict[tuple[str, str], list[tuple[float, int, _Line]]] = {}
    for p, lines in enumerate(pages):
        h = heights[p]
        texty = [ln for ln in lines if ln.kind != "table" and len(ln.text) <= cfg.max_chars]
        top = sorted((ln for ln in texty if ln.y0 + ln.y1 <= 2 * cfg.zone_ratio * h), key=lambda ln: ln.y0)
        bottom = sorted(
            (ln for ln in texty if ln.y0 + ln.y1 >= 2 * (1 - cfg.zone_ratio) * h), key=lambda ln: -ln.y1
        )
        # Rotated lines in the margin (watermarks, side labels) repeat the same way.
        side = [ln for ln in texty if ln.kind == "rotated"]
        for zone, cand in (
            ("top", top[: cfg.max_lines_per_zone]),
            ("bottom", bottom[: cfg.max_lines_per_zone]),
            ("side", side),
        ):
            for ln in cand:
                if _PAGE_NUMBER.match(ln.text) and not _YEAR.match(ln.text):
                    ln.dropped = True
                    continue
                key = (zone, re.sub(r"\d+", "#", " ".join(ln.text.casefold().split())))
                seen.setdefault(key, []).append((ln.y0, p, ln))
    for hits in seen.values():
        if len({p for _, p, _ in hits}) < need:
            continue
        hits.sort(key=lambda h: h[0])
        best: list = []
        lo = 0
        for hi in range(len(hits)):
            while hits[hi][0] - hits[lo][0] > cfg.y_tolerance_pt:
                lo += 1
            if hi - lo + 1 > len(best):
                best = hits[lo : hi + 1]
        if len({p for _, p, _ in best}) >= need:
            for _, _, ln in best:
                ln.dropped = True


def _norm_title(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _match_outline(toc: list, pages: list[list[_Line]]) -> int:
    """Mark the lines that carry each outline entry's title; returns how many entries were found."""
    matched = 0
    for idx, entry in enumerate(toc):
        level, title, pno = entry[0], entry[1], entry[2]
        want = _norm_title(title)
        if not want or pno < 1:
            continue
        for p in (pno - 1, pno):
            if p >= len(pages):
                continue
            hit = _find_title(want, [ln for ln in pages[p] if not ln.dropped and ln.kind != "table"])
            if hit:
                for ln in hit:
                    ln.toc_level, ln.toc_id = min(level, 6), idx
                    ln.kind, ln.text = "text", ln.text.replace(" | ", " ")
                matched += 1
                break
    return matched


def _find_title(want: str, lines: list[_Line]) -> list[_Line] | None:
    best: list[_Line] | None = None
    for i, ln in enumerate(lines):
        if ln.toc_id >= 0:
            continue
        got = _norm_title(ln.text)
        if not got:
            continue
        hit = None
        if got == want or (got.endswith(want) and len(got) - len(want) <= 6):
            hit = [ln]
        elif want.startswith(got) and len(got) >= 3:
            acc, j = got, i + 1
            while j < len(lines) and len(acc) < len(want) and want.startswith(acc):
                acc += _norm_title(lines[j].text)
                j += 1
            if acc == want:
                hit = lines[i:j]
        if hit and (best is None or hit[0].size > best[0].size):
            best = hit
    return best


def _continues(para: _Para, ln: _Line, cfg: ParagraphSettings, body: float, max_body_ratio: float) -> bool:
    """Whether ``ln`` continues ``para`` (same paragraph) rather than starting a new one."""
    last = para.lines[-1]
    if ln.toc_id >= 0 or last.toc_id >= 0:
        return ln.toc_id == last.toc_id
    if para.kind != "text" or ln.kind != "text":
        return False
    if abs(ln.size - last.size) > cfg.size_change_ratio * max(ln.size, last.size):
        return False
    if ln.bold != last.bold or _BULLET.match(ln.text):
        return False
    height = max(last.y1 - last.y0, 1.0)
    below = ln.page == last.page and ln.y0 >= last.y0 + 0.5 * height and ln.x0 < last.x1 and ln.x1 > last.x0
    if below:
        if ln.y0 - last.y1 > cfg.gap_ratio * height:
            return False
        # Compare with the second line: a first line may be indented, or hang out with a bullet.
        if len(para.lines) > 1:
            if ln.x0 - para.lines[1].x0 > cfg.indent_ratio * ln.size:
                return False
        elif ln.x0 - last.x0 > cfg.indent_ratio * ln.size and not _BULLET.match(last.text):
            return False
        return not _ended_short(para, last, ln, cfg.short_line_ratio)
    # A jump to the next column or page: only an unfinished sentence of body text carries over.
    return last.size <= body * max_body_ratio and not ends_sentence(last.text, cfg.sentence_end_chars)


def _ended_short(para: _Para, last: _Line, ln: _Line, ratio: float) -> bool:
    """The previous line stopped early on purpose: the next line's first word would have fit."""
    right = max(para.x1, ln.x1)
    room = right - last.x1
    if room <= ratio * (right - para.x0):
        return False
    char_w = (ln.x1 - ln.x0) / max(len(ln.text), 1)
    word = ln.text.split(" ", 1)[0]
    return room > char_w * (1 if is_cjk(word[0]) else len(word) + 1)


def _paragraphs(
    lines: list[_Line], cfg: ParagraphSettings, body: float, max_body_ratio: float
) -> list[_Para]:
    paras: list[_Para] = []
    for ln in lines:
        if paras and _continues(paras[-1], ln, cfg, body, max_body_ratio):
            para = paras[-1]
            para.lines.append(ln)
            para.x0 = min(para.x0, ln.x0)
            para.x1 = max(para.x1, ln.x1)
            para.text = _join(para.text, ln.text, cfg.dehyphenate)
            if ln.page != para.pages[-1]:
                para.pages.append(ln.page)
            continue
        gap = None
        if paras:
            prev = paras[-1].lines[-1]
            if prev.page == ln.page and ln.y0 >= prev.y1 - 1 and ln.x0 < prev.x1 and ln.x1 > prev.x0:
                gap = ln.y0 - prev.y1
        paras.append(_Para([ln], ln.kind, ln.x0, ln.x1, ln.toc_level, ln.text, gap, [ln.page]))
    return paras


def _body_size(lines: list[_Line]) -> float:
    weights: Counter[float] = Counter()
    for ln in lines:
        if ln.kind in ("text", "row"):
            weights[round(ln.size * 2) / 2] += len(ln.text)
    return weights.most_common(1)[0][0] if weights else 10.0


def _style_headings(paras: list[_Para], body: float, base_level: int, settings: PdfSettings) -> None:
    """Levels from font size (larger = higher), then standalone bold lines one level below."""
    cfg = settings.headings
    sized: list[_Para] = []
    bold: list[_Para] = []
    for para in paras:
        if para.kind != "text" or para.level or len(para.lines) > cfg.max_lines:
            continue
        text = para.text
        if len(text) > cfg.max_chars or text[-1] in _NO_HEADING_END or sum(ch.isalpha() for ch in text) < 2:
            continue
        if len(text) > 60 and ends_sentence(text, ".。!！?？"):
            continue
        size = max(ln.size for ln in para.lines)
        if size >= body * cfg.size_ratio:
            sized.append(para)
        elif (
            all(ln.bold for ln in para.lines)
            and len(para.lines) == 1
            and size >= body * 0.95
            and (para.gap_above is None or para.gap_above >= cfg.bold_min_gap_ratio * size)
        ):
            bold.append(para)
    sizes = sorted({round(max(ln.size for ln in p.lines) * 2) / 2 for p in sized}, reverse=True)
    top = max(cfg.max_levels - 1, 1)
    rank = {s: min(i + 1, top) for i, s in enumerate(sizes)}
    for para in sized:
        para.level = min(base_level + rank[round(max(ln.size for ln in para.lines) * 2) / 2], 6)
    bold_level = min(base_level + min(len(sizes) + 1, cfg.max_levels), 6)
    for para in bold:
        para.level = bold_level


def _render(paras: list[_Para]) -> tuple[list[str], list[list[int]], list[Heading], int]:
    out: list[str] = []
    pages: list[list[int]] = []
    headings: list[Heading] = []
    tables = 0
    for para in paras:
        if para.kind == "table":
            block = para.lines[0].table.to_markdown() if para.lines[0].table else []
            tables += 1 if block else 0
        elif para.level:
            text = para.text.lstrip("#").strip()
            block = ["#" * para.level + " " + text]
            line_no = len(out) + (2 if out else 1)
            headings.append(Heading(level=para.level, text=text, page=para.pages[0], line=line_no))
        else:
            text = para.text
            block = ["\\" + text if text.startswith("#") else text]
        if not block:
            continue
        if out:
            out.append("")
            pages.append([])
        out.extend(block)
        pages.extend([list(para.pages)] * len(block))
    return out, pages, headings, tables


def failed_conversion(source: str, kind: str, reason: str, t0: float | None = None) -> PdfConversion:
    """A conversion that produced nothing, with ``reason`` as its uncertainty."""
    return PdfConversion(
        source=source,
        status="failure",
        kind=kind,  # type: ignore[arg-type]
        action="pdf_to_markdown",
        markdown="",
        line_pages=[],
        headings=[],
        page_count=0,
        ocr_pages=[],
        ocr_confidence={},
        tables=0,
        outline_entries=0,
        outline_matched=0,
        dropped_lines=[],
        uncertainties=[reason],
        seconds=round(time.perf_counter() - t0, 4) if t0 is not None else 0.0,
    )


def convert_pdf(path: str | Path, settings: PdfSettings) -> PdfConversion:
    """Convert one PDF. Zero-byte, encrypted, truncated or unreadable files give ``status`` failure
    (or partial) with the reason in ``uncertainties``; no exception escapes for a bad file."""
    t0 = time.perf_counter()
    path = Path(path)
    source = str(path)
    try:
        if path.stat().st_size == 0:
            return failed_conversion(source, "empty", "zero-byte PDF: nothing to convert", t0)
    except OSError as e:
        return failed_conversion(source, "invalid", f"cannot read PDF: {e.strerror or e}", t0)
    pymupdf.TOOLS.mupdf_display_errors(False)
    pymupdf.TOOLS.reset_mupdf_warnings()
    try:
        doc = pymupdf.open(path, filetype="pdf")
    except Exception as e:  # MuPDF raises several types for a broken file
        return failed_conversion(source, "invalid", f"not a readable PDF: {e}", t0)
    try:
        if doc.needs_pass and not doc.authenticate(""):
            return failed_conversion(
                source, "encrypted", "encrypted PDF: a password is needed to read it", t0
            )
        return _convert_doc(doc, source, settings, t0)
    except Exception as e:  # last resort: a bad file must never stop a task
        return failed_conversion(source, "invalid", f"conversion failed: {type(e).__name__}: {e}", t0)
    finally:
        doc.close()


def _convert_doc(doc: pymupdf.Document, source: str, settings: PdfSettings, t0: float) -> PdfConversion:
    uncertainties: list[str] = []
    n = doc.page_count
    if n == 0:
        return failed_conversion(source, "invalid", "PDF has no pages", t0)
    tcfg = settings.tables
    raw: list[tuple[list[_Frag], list[_Frag], int]] = []
    page_tables: list[list[Table]] = []
    heights: list[float] = []
    bad_pages: list[int] = []
    for i in range(n):
        try:
            page = doc.load_page(i)
            textpage = page.get_textpage(flags=_TEXT_FLAGS)
            raw.append(_page_frags(page, textpage))
            heights.append(page.rect.height)
        except Exception:  # a damaged page is skipped and reported
            raw.append(([], [], 0))
            page_tables.append([])
            heights.append(842.0)
            bad_pages.append(i)
            continue
        tables: list[Table] = []
        if tcfg.engine != "off" and _looks_tabular(raw[-1][0], tcfg.precheck_min_cell_rows):
            tables = find_tables(page, tcfg, textpage)
        page_tables.append(tables)
    if bad_pages:
        uncertainties.append(f"pages unreadable (damaged file?): {_page_list(bad_pages)}")
    if doc.is_repaired:
        uncertainties.append(
            "file is damaged (truncated or corrupt); MuPDF repaired it and text may be missing"
        )
    sample = raw[: settings.text_sample_pages]
    avg_chars = sum(c for _, _, c in sample) / len(sample)
    kind = "text" if avg_chars >= settings.text_min_chars_per_page else "scanned"

    ocr_targets: list[int] = []
    if kind == "scanned":
        ocr_targets = [
            i for i in range(n) if raw[i][2] < settings.text_min_chars_per_page and i not in bad_pages
        ]
    elif settings.ocr.image_pages_in_text_pdf:
        for i in range(n):
            if raw[i][2] < settings.text_min_chars_per_page and i not in bad_pages:
                try:
                    if _image_coverage(doc.load_page(i)) >= settings.ocr.image_page_min_coverage:
                        ocr_targets.append(i)
                except Exception:
                    continue
    ocr_pages: list[int] = []
    ocr_conf: dict[int, float] = {}
    if ocr_targets:
        ocr_pages, ocr_conf = _run_ocr(doc, ocr_targets, raw, settings, uncertainties, kind)

    pages = [_page_lines(i, raw[i][0], raw[i][1], page_tables[i], settings.layout) for i in range(n)]

    _drop_running_lines(pages, heights, settings.header_footer)
    dropped = [DroppedLine(page=ln.page, text=ln.text) for pl in pages for ln in pl if ln.dropped]
    toc = [e for e in doc.get_toc(simple=True) if len(e) >= 3]
    matched = _match_outline(toc, pages) if toc else 0
    lines = [ln for pl in pages for ln in pl if not ln.dropped]
    body = _body_size(lines)
    paras = _paragraphs(lines, settings.paragraphs, body, settings.headings.size_ratio)
    if not toc or settings.headings.style_headings_with_outline:
        base = max((e[0] for e in toc), default=0)
        _style_headings(paras, body, min(base, 5), settings)
    out, line_pages, headings, ntables = _render(paras)

    if kind == "scanned" and not ocr_pages:
        status = "failure"
    elif uncertainties:
        status = "partial"
    else:
        status = "success"
    return PdfConversion(
        source=source,
        status=status,
        kind=kind,  # type: ignore[arg-type]
        action="ocr_to_markdown" if kind == "scanned" and ocr_pages else "pdf_to_markdown",
        markdown="\n".join(out) + ("\n" if out else ""),
        line_pages=line_pages,
        headings=headings,
        page_count=n,
        ocr_pages=ocr_pages,
        ocr_confidence=ocr_conf,
        tables=ntables,
        outline_entries=len(toc),
        outline_matched=matched,
        dropped_lines=dropped,
        uncertainties=uncertainties,
        seconds=round(time.perf_counter() - t0, 4),
    )


def _run_ocr(
    doc: pymupdf.Document,
    targets: list[int],
    raw: list[tuple[list[_Frag], list[_Frag], int]],
    settings: PdfSettings,
    uncertainties: list[str],
    kind: str,
) -> tuple[list[int], dict[int, float]]:
    """OCR ``targets`` in place of their (empty) text layer; failures become uncertainties."""
    label = "scanned PDF" if kind == "scanned" else f"image-only pages {_page_list(targets)}"
    if not settings.ocr.enabled:
        uncertainties.append(f"{label}, OCR disabled")
        return [], {}
    try:
        langs, missing = ocr.usable_languages(settings.ocr)
    except ocr.OcrUnavailableError as e:
        uncertainties.append(f"{label}, OCR not available ({e})")
        return [], {}
    if missing:
        uncertainties.append(f"OCR languages missing: {'+'.join(missing)}; used {langs}")
    done: list[int] = []
    conf: dict[int, float] = {}
    failed: list[int] = []
    for i in targets:
        try:
            result = ocr.ocr_page(doc.load_page(i), settings.ocr, langs)
        except Exception:  # one unreadable page must not lose the others
            failed.append(i)
            continue
        frags = [
            _Frag(ln.x0, ln.y0, ln.x1, ln.y1, ln.text, round(ln.y1 - ln.y0, 1), False) for ln in result.lines
        ]
        raw[i] = (frags, [], sum(len(f.text) for f in frags))
        done.append(i)
        conf[i] = result.confidence
    if failed:
        uncertainties.append(f"OCR failed on pages {_page_list(failed)}")
    low = [i for i, c in conf.items() if c < 0.6]
    if low:
        uncertainties.append(f"low OCR confidence (<0.6) on pages {_page_list(low)}")
    return done, conf


def _page_list(pages: list[int]) -> str:
    shown = ", ".join(str(p) for p in pages[:20])
    return shown + (f" and {len(pages) - 20} more" if len(pages) > 20 else "")


def write_conversion(conv: PdfConversion, md_path: Path) -> tuple[Path, Path]:
    """Write ``x.md`` and ``x.pages.json`` (``line_pages[i]``: 0-based pages of Markdown line i+1)."""
    md_path = Path(md_path)
    pages_path = md_path.with_name(md_path.stem + ".pages.json")
    atomic_write_text(md_path, conv.markdown)
    write_json(
        pages_path,
        {
            "converter_version": CONVERTER_VERSION,
            "source": conv.source,
            "page_count": conv.page_count,
            "line_base": 1,
            "line_pages": conv.line_pages,
            "headings": [h.model_dump() for h in conv.headings],
            "ocr_confidence": {str(k): v for k, v in conv.ocr_confidence.items()},
        },
    )
    return md_path, pages_path
