"""Page level of the PDF converter: text lines with their boxes, then reading order and visual lines.

Columns are found at vertical gutters whose two sides read as prose; everything else (tables, forms)
is read row by row. A ruled table found on the page takes its place in the order as one fragment.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from services.context.pdf.settings import LayoutSettings
from services.context.pdf.tables import Table
from shared.mupdf import load_pymupdf
from shared.textio import is_cjk

if TYPE_CHECKING:
    import pymupdf

# MuPDF's span flag for a bold font (pymupdf.TEXT_FONT_BOLD).
_BOLD_FLAG = 16
_LEADER = re.compile(r"\s*(?:[.·…]\s*){4,}")
_BULLET_GLYPHS = frozenset("•·▪●○◦■□➢►✓-–—*")


@dataclass(slots=True)
class Frag:
    """A piece of text with a box: a MuPDF line, an OCR line, or a whole table."""

    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    size: float
    bold: bool
    table: Table | None = None


@dataclass(slots=True, kw_only=True)
class Line(Frag):
    """A visual line: fragments on one row of one reading region (its box and text are a Frag's)."""

    page: int
    kind: str  # text | row (several cells) | table | rotated
    toc_level: int = 0
    toc_id: int = -1
    dropped: bool = False


# ---------------------------------------------------------------- extraction


def page_frags(page: pymupdf.Page, textpage: pymupdf.TextPage) -> tuple[list[Frag], list[Frag], int]:
    """Horizontal text lines, rotated lines, and the count of non-space characters."""
    frags: list[Frag] = []
    rotated: list[Frag] = []
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
            frag = Frag(x0, y0, x1, y1, text, round(main["size"], 1), bold)
            dx, dy = line["dir"]
            (frags if abs(dy) < 0.1 and dx > 0 else rotated).append(frag)
    return frags, rotated, chars


def looks_tabular(frags: list[Frag], min_rows: int) -> bool:
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


def image_coverage(page: pymupdf.Page) -> float:
    rect = load_pymupdf().Rect
    area = abs(page.rect) or 1.0
    covered = 0.0
    for info in page.get_image_info():
        covered += abs(rect(info["bbox"]) & page.rect)
    return min(covered / area, 1.0)


# ---------------------------------------------------------------- reading order


def _bands(items: list[Frag]) -> list[list[Frag]]:
    """Split into horizontal bands separated by vertical whitespace."""
    items = sorted(items, key=lambda f: f.y0)
    bands: list[list[Frag]] = []
    bottom = -1e9
    for f in items:
        if bands and f.y0 < bottom:
            bands[-1].append(f)
            bottom = max(bottom, f.y1)
        else:
            bands.append([f])
            bottom = f.y1
    return bands


def _gutter_candidates(bands: list[list[Frag]], min_gutter: float) -> list[float]:
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


def _prose_side(items: list[Frag], cfg: LayoutSettings) -> bool:
    if len(items) < cfg.column_min_lines:
        return False
    chars = sum(f.table.chars() if f.table else len(f.text) for f in items)
    return chars / len(items) >= cfg.column_min_line_chars


def _column_runs(bands: list[list[Frag]], cx: float, cfg: LayoutSettings) -> list[tuple[int, int]]:
    """Maximal runs of bands no line crosses at ``cx`` whose two sides both read as prose."""
    runs = []
    start = None
    for i, band in enumerate([*bands, [Frag(cx - 1, 0, cx + 1, 0, "", 0, False)]]):
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


def _order(items: list[Frag], cfg: LayoutSettings, depth: int = 0) -> list[list[Frag]]:
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
            out: list[list[Frag]] = []
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


def _rows(band: list[Frag]) -> list[list[Frag]]:
    """Group a band's fragments into rows by vertical centre, each row sorted left to right."""
    rows: list[tuple[float, float, list[Frag]]] = []
    for f in sorted(band, key=lambda f: (f.y0 + f.y1) / 2):
        cy = (f.y0 + f.y1) / 2
        if f.table is None and rows and rows[-1][2][0].table is None and rows[-1][0] <= cy <= rows[-1][1]:
            rows[-1][2].append(f)
        else:
            rows.append((f.y0, f.y1, [f]))
    return [sorted(r[2], key=lambda f: f.x0) for r in rows]


def _visual_line(row: list[Frag], page: int, cfg: LayoutSettings) -> Line:
    if row[0].table is not None:
        t = row[0]
        return Line(t.x0, t.y0, t.x1, t.y1, "", t.size, False, t.table, page=page, kind="table")
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
        elif gap < cfg.cjk_join_gap_ratio * size and is_cjk(text[-1]) and is_cjk(f.text[0]):
            text += f.text
        else:
            text += " " + f.text
    return Line(
        min(f.x0 for f in row),
        min(f.y0 for f in row),
        max(f.x1 for f in row),
        max(f.y1 for f in row),
        text,
        size,
        all(f.bold for f in row),
        page=page,
        kind="row" if cells > 1 or " ... " in text else "text",
    )


def page_lines(
    page_no: int, frags: list[Frag], rotated: list[Frag], tables: list[Table], cfg: LayoutSettings
) -> list[Line]:
    items = list(frags)
    if tables:

        def in_table(f: Frag) -> bool:
            cx, cy = (f.x0 + f.x1) / 2, (f.y0 + f.y1) / 2
            return any(t.x0 <= cx <= t.x1 and t.y0 <= cy <= t.y1 for t in tables)

        items = [f for f in items if not in_table(f)]
        items += [Frag(t.x0, t.y0, t.x1, t.y1, "", 0.0, False, table=t) for t in tables]
    lines = [_visual_line(row, page_no, cfg) for row in _order(items, cfg)]
    for f in rotated:
        lines.append(Line(f.x0, f.y0, f.x1, f.y1, f.text, f.size, f.bold, page=page_no, kind="rotated"))
    return lines
