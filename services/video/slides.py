"""Slide text: each stable frame OCRed (shared.ocr, Tesseract), rebuilt as rows, related to earlier slides.

Tesseract's line pieces (split where words are far apart) are first parted into panels where a gutter
separates groups whose rows do not line up (a form beside a table: each is read whole, not row by row
across both), then grouped into visual rows top-down; in a row the pieces are cells in x order. A row
of one ``Label:`` cell and one value reads ``Label: value`` (a form field); other rows of several cells
keep their cells as ``| a | b |`` (a table row, one per line).

Versions: a slide whose words largely match an earlier slide's is a repeat (same text) or a later version
(changed text: a value masked, edited or added). The earlier slide stays in the timeline, marked as the
earlier version, and the later one lists the earlier lines it no longer shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from services.video.settings import OcrSettings
from shared.mupdf import load_pymupdf
from shared.ocr import OcrLine, ocr_image

if TYPE_CHECKING:
    import pymupdf

_WORD = re.compile(r"[\w\u2e80-\u9fff]+", re.UNICODE)
_LABEL_END = (":", "：")
# Mask glyphs Tesseract reads from a black bar or block characters.
_MASK = re.compile(r"[█■▇▆▉▊▋]{2,}|\*{3,}")


@dataclass
class SlideLine:
    text: str
    confidence: float


@dataclass
class SlideText:
    lines: list[SlideLine]
    confidence: float
    # Filled by relate(): the index of the earlier slide this one repeats or revises, and how.
    repeat_of: int | None = None
    version_of: int | None = None
    revised_by: list[int] = field(default_factory=list)
    earlier_lines_missing: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)

    @property
    def masked(self) -> bool:
        return any(_MASK.search(line.text) for line in self.lines)


def _pixmap(image: np.ndarray) -> pymupdf.Pixmap:
    """An RGB array as a PyMuPDF pixmap (no imaging library needed)."""
    pm = load_pymupdf()
    h, w = image.shape[:2]
    return pm.Pixmap(pm.csRGB, w, h, np.ascontiguousarray(image).tobytes(), 0)


def png_bytes(image: np.ndarray) -> bytes:
    return _pixmap(image).tobytes("png")


def jpeg_bytes(image: np.ndarray, quality: int) -> bytes:
    return _pixmap(image).tobytes("jpg", jpg_quality=quality)


def rows_of(lines: list[OcrLine], overlap_ratio: float) -> list[list[OcrLine]]:
    """Line pieces grouped into visual rows (vertical centres within ``overlap_ratio`` of a line height),
    top-down."""
    rows: list[list[OcrLine]] = []
    for piece in sorted(lines, key=lambda p: ((p.y0 + p.y1) / 2, p.x0)):
        centre, height = (piece.y0 + piece.y1) / 2, max(piece.y1 - piece.y0, 1.0)
        if rows:
            last = rows[-1]
            last_centre = sum((p.y0 + p.y1) / 2 for p in last) / len(last)
            if abs(centre - last_centre) <= overlap_ratio * max(height, max(p.y1 - p.y0 for p in last)):
                last.append(piece)
                continue
        rows.append([piece])
    return [sorted(r, key=lambda p: p.x0) for r in rows]


def _aligned(a: list[list[OcrLine]], b: list[list[OcrLine]], overlap_ratio: float) -> float:
    """The share of the rows ``a`` and ``b`` of two side-by-side groups that line up with a row of the
    other: a table's columns line up row for row, a form beside a table of another row pitch does not."""

    def centre(row: list[OcrLine]) -> tuple[float, float]:
        return sum((p.y0 + p.y1) / 2 for p in row) / len(row), max(p.y1 - p.y0 for p in row)

    ca, cb = [centre(r) for r in a], [centre(r) for r in b]
    matched = sum(1 for y, h in ca if any(abs(y - z) <= overlap_ratio * max(h, g) for z, g in cb))
    return matched / max(len(a), len(b), 1)


def panels(pieces: list[OcrLine], overlap_ratio: float, min_aligned: float) -> list[list[OcrLine]]:
    """The pieces in reading order of panels: where a vertical gutter parts two groups of rows that do
    not line up (a form beside a table), what spans the gutter above them comes first, then the left
    group whole, then the right group whole, then what spans it below; each group is parted again the
    same way. Groups whose rows line up stay one panel (a table's columns), and so does everything when
    something crosses the gutter beside the groups or no gutter parts them."""
    if len(pieces) < 4:
        return [pieces]
    best: tuple[float, float, list[OcrLine], list[OcrLine]] | None = None
    for x in sorted({p.x1 for p in pieces}):
        left = [p for p in pieces if p.x1 <= x]
        right = [p for p in pieces if p.x0 > x]
        if len(left) < 2 or len(right) < 2:
            continue
        top = min(p.y0 for p in left + right)
        bottom = max(p.y1 for p in left + right)
        if any(p.x0 <= x < p.x1 and p.y1 > top and p.y0 < bottom for p in pieces):
            continue
        rows_left, rows_right = rows_of(left, overlap_ratio), rows_of(right, overlap_ratio)
        if len(rows_left) < 2 or len(rows_right) < 2:
            continue
        share = _aligned(rows_left, rows_right, overlap_ratio)
        if share < min_aligned and (best is None or share < best[0]):
            best = (share, x, left, right)
    if best is None:
        return [pieces]
    _, x, left, right = best
    top = min(p.y0 for p in left + right)
    spanning = [p for p in pieces if p.x0 <= x < p.x1]
    above = [p for p in spanning if p.y1 <= top]
    below = [p for p in spanning if p.y1 > top]
    out = [above] if above else []
    out += panels(left, overlap_ratio, min_aligned) + panels(right, overlap_ratio, min_aligned)
    return out + ([below] if below else [])


def row_text(cells: list[str]) -> str:
    if len(cells) == 1:
        return cells[0]
    if len(cells) == 2 and cells[0].endswith(_LABEL_END):
        return f"{cells[0]} {cells[1]}"
    return "| " + " | ".join(cells) + " |"


def read_slide(image: np.ndarray, cfg: OcrSettings, languages: str) -> SlideText:
    page = ocr_image(
        png_bytes(image),
        languages,
        dpi=cfg.dpi,
        psm=cfg.psm,
        timeout_s=cfg.timeout_s,
        tessdata=str(cfg.tessdata) if cfg.tessdata else None,
        split_gap_ratio=cfg.cell_gap_ratio,
    )
    lines = []
    rows = [
        row
        for panel in panels(page.lines, cfg.row_overlap_ratio, cfg.panel_aligned_share)
        for row in rows_of(panel, cfg.row_overlap_ratio)
    ]
    for row in rows:
        cells = [p.text for p in row if p.text.strip()]
        if not cells:
            continue
        chars = sum(len(p.text) for p in row)
        conf = sum(p.confidence * len(p.text) for p in row) / chars if chars else 0.0
        lines.append(SlideLine(row_text(cells), round(conf, 3)))
    return SlideText(lines, page.confidence)


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)}


def similarity(a: str, b: str) -> float:
    wa, wb = _words(a), _words(b)
    if not wa and not wb:
        return 1.0
    return len(wa & wb) / len(wa | wb)


def relate(slides: list[SlideText], same_slide_similarity: float) -> None:
    """Mark repeats and versions: each slide is compared with the earlier ones, the most similar wins."""
    for j, later in enumerate(slides):
        if not later.lines:
            continue
        best, best_sim = None, 0.0
        for i in range(j):
            if not slides[i].lines:
                continue
            sim = similarity(slides[i].text, later.text)
            if sim >= same_slide_similarity and sim > best_sim:
                best, best_sim = i, sim
        if best is None:
            continue
        earlier = slides[best]
        if _normal(earlier.text) == _normal(later.text):
            later.repeat_of = best
            continue
        later.version_of = best
        earlier.revised_by.append(j)
        shown = {_normal(line.text) for line in later.lines}
        later.earlier_lines_missing = [line.text for line in earlier.lines if _normal(line.text) not in shown]


def _normal(text: str) -> str:
    return " ".join(text.split()).lower()
