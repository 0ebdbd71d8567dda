"""Document level of the PDF converter: running lines dropped, outline titles found, paragraphs, headings,
and the Markdown with its page map.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field

from services.context.pdf.layout import Line, is_cjk
from services.context.pdf.settings import (
    HeaderFooterSettings,
    HeadingSettings,
    ParagraphSettings,
    PdfSettings,
)

_PAGE_NUMBER = re.compile(
    r"^[\s\-–—|(\[]*(page|p\.|第)?[\s|:]*(\d+|[ivxlcdm]+)\s*((of|/)\s*\d+|页)?[\s\-–—|)\]]*$", re.IGNORECASE
)
_YEAR = re.compile(r"^\s*(19|20)\d\d\s*$")
_DIGITS = re.compile(r"\d+")
_BULLET = re.compile(
    r"^\s*([•·▪●○◦■□➢►✓\-–—*]\s|\(?[0-9a-zA-Z]{1,2}[.)]\s|[（(][一二三四五六七八九十\d]{1,3}[)）]|"
    r"[一二三四五六七八九十]{1,3}、)"
)
_CLOSERS = "\"'”’)）」』]】》 "
_NO_HEADING_END = ",;，；、"


@dataclass(frozen=True)
class Heading:
    """A heading in the output: level (1-6), text, 0-based page, 1-based Markdown line."""

    level: int
    text: str
    page: int
    line: int


@dataclass(slots=True)
class Para:
    """Consecutive visual lines read as one block (paragraph, heading, row or table) and its pages."""

    lines: list[Line]
    kind: str
    x0: float
    x1: float
    level: int = 0
    text: str = ""
    gap_above: float | None = None
    pages: list[int] = field(default_factory=list)


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


# ---------------------------------------------------------------- document level


def drop_running_lines(pages: list[list[Line]], heights: list[float], cfg: HeaderFooterSettings) -> None:
    """Mark running headers, footers and page numbers: short lines near an edge whose text, digits
    masked, repeats at one height on enough pages with at most one number changing from page to page
    (a folio; more changing numbers are data). What a page holds is never all dropped."""
    n = len(pages)
    if n < 2:
        return
    need = min(max(cfg.min_repeat_pages, math.ceil(cfg.min_repeat_fraction * n)), n)
    seen: dict[tuple[str, str], list[tuple[float, int, Line]]] = {}
    for p, lines in enumerate(pages):
        for zone, ln in _edge_lines(lines, heights[p], cfg):
            if _is_folio(ln.text):
                ln.dropped = True
                continue
            key = (zone, _DIGITS.sub("#", " ".join(ln.text.casefold().split())))
            seen.setdefault(key, []).append((ln.y0, p, ln))
    for hits in seen.values():
        if len({p for _, p, _ in hits}) < need:
            continue
        best = _same_height(hits, cfg.y_tolerance_pt)
        if len({p for _, p, _ in best}) >= need and _changing_numbers([ln for _, _, ln in best]) <= 1:
            for _, _, ln in best:
                ln.dropped = True
    for lines in pages:
        if lines and all(ln.dropped for ln in lines):
            # The page's own text comes back, and its page number too when that is all it holds.
            for ln in [ln for ln in lines if not _is_folio(ln.text)] or lines:
                ln.dropped = False


def _is_folio(text: str) -> bool:
    return bool(_PAGE_NUMBER.match(text)) and not _YEAR.match(text)


def _edge_lines(lines: list[Line], height: float, cfg: HeaderFooterSettings) -> list[tuple[str, Line]]:
    """The short lines a running header, footer or side label can be: the outermost ones of the top and
    bottom zones, and rotated ones (watermarks, side labels)."""
    texty = [ln for ln in lines if ln.kind != "table" and len(ln.text) <= cfg.max_chars]
    top = sorted((ln for ln in texty if ln.y0 + ln.y1 <= 2 * cfg.zone_ratio * height), key=lambda ln: ln.y0)
    bottom = sorted(
        (ln for ln in texty if ln.y0 + ln.y1 >= 2 * (1 - cfg.zone_ratio) * height), key=lambda ln: -ln.y1
    )
    side = [ln for ln in texty if ln.kind == "rotated"]
    return (
        [("top", ln) for ln in top[: cfg.max_lines_per_zone]]
        + [("bottom", ln) for ln in bottom[: cfg.max_lines_per_zone]]
        + [("side", ln) for ln in side]
    )


def _same_height(hits: list[tuple[float, int, Line]], tolerance: float) -> list[tuple[float, int, Line]]:
    """The largest run of hits whose tops lie within ``tolerance`` of each other."""
    hits = sorted(hits, key=lambda h: h[0])
    best: list[tuple[float, int, Line]] = []
    lo = 0
    for hi in range(len(hits)):
        while hits[hi][0] - hits[lo][0] > tolerance:
            lo += 1
        if hi - lo + 1 > len(best):
            best = hits[lo : hi + 1]
    return best


def _changing_numbers(lines: list[Line]) -> int:
    """How many of the numbers in lines of one masked text take more than one value."""
    numbers = [_DIGITS.findall(ln.text) for ln in lines]
    return sum(len(set(column)) > 1 for column in zip(*numbers, strict=False))


def _norm_title(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def match_outline(toc: list, pages: list[list[Line]], cfg: HeadingSettings) -> int:
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
            hit = _find_title(want, [ln for ln in pages[p] if not ln.dropped and ln.kind != "table"], cfg)
            if hit:
                for ln in hit:
                    ln.toc_level, ln.toc_id = min(level, 6), idx
                    ln.kind, ln.text = "text", ln.text.replace(" | ", " ")
                matched += 1
                break
    return matched


def _find_title(want: str, lines: list[Line], cfg: HeadingSettings) -> list[Line] | None:
    """The line (perhaps after a section number) or run of lines spelling ``want``; largest font wins."""
    best: list[Line] | None = None
    for i, ln in enumerate(lines):
        if ln.toc_id >= 0:
            continue
        got = _norm_title(ln.text)
        if not got:
            continue
        hit = None
        if got == want or (got.endswith(want) and len(got) - len(want) <= cfg.outline_max_prefix_chars):
            hit = [ln]
        elif want.startswith(got) and len(got) >= cfg.outline_min_part_chars:
            acc, j = got, i + 1
            while j < len(lines) and len(acc) < len(want) and want.startswith(acc):
                acc += _norm_title(lines[j].text)
                j += 1
            if acc == want:
                hit = lines[i:j]
        if hit and (best is None or hit[0].size > best[0].size):
            best = hit
    return best


def _continues(para: Para, ln: Line, cfg: ParagraphSettings, body: float, max_body_ratio: float) -> bool:
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
    # A jump to the next column or page: only an unfinished sentence of body text carries over, and not a
    # lone line that stops short of where the next page's line reaches (a heading at a page's foot).
    lone = len(para.lines) == 1 and ln.page != last.page and ln.x0 < last.x1 and ln.x1 > last.x0
    if lone and _ended_short(para, last, ln, cfg.short_line_ratio):
        return False
    return last.size <= body * max_body_ratio and not ends_sentence(last.text, cfg.sentence_end_chars)


def _ended_short(para: Para, last: Line, ln: Line, ratio: float) -> bool:
    """The previous line stopped early on purpose: the next line's first word would have fit."""
    right = max(para.x1, ln.x1)
    room = right - last.x1
    if room <= ratio * (right - para.x0):
        return False
    char_w = (ln.x1 - ln.x0) / max(len(ln.text), 1)
    word = ln.text.split(" ", 1)[0]
    return room > char_w * (1 if is_cjk(word[0]) else len(word) + 1)


def paragraphs(lines: list[Line], cfg: ParagraphSettings, body: float, max_body_ratio: float) -> list[Para]:
    paras: list[Para] = []
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
        paras.append(Para([ln], ln.kind, ln.x0, ln.x1, ln.toc_level, ln.text, gap, [ln.page]))
    return paras


def body_size(lines: list[Line]) -> float:
    weights: Counter[float] = Counter()
    for ln in lines:
        if ln.kind in ("text", "row"):
            weights[round(ln.size * 2) / 2] += len(ln.text)
    return weights.most_common(1)[0][0] if weights else 10.0


def style_headings(paras: list[Para], body: float, base_level: int, settings: PdfSettings) -> None:
    """Levels from font size (larger = higher), then standalone bold lines one level below."""
    cfg = settings.headings
    sized: list[Para] = []
    bold: list[Para] = []
    for para in paras:
        if para.kind != "text" or para.level or len(para.lines) > cfg.max_lines:
            continue
        text = para.text
        if len(text) > cfg.max_chars or text[-1] in _NO_HEADING_END or sum(ch.isalpha() for ch in text) < 2:
            continue
        if len(text) > cfg.sentence_min_chars and ends_sentence(text, ".。!！?？"):
            continue
        size = max(ln.size for ln in para.lines)
        if size >= body * cfg.size_ratio:
            sized.append(para)
        elif (
            all(ln.bold for ln in para.lines)
            and len(para.lines) == 1
            and size >= body * cfg.bold_min_size_ratio
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


def render(paras: list[Para]) -> tuple[list[str], list[list[int]], list[Heading], int]:
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
