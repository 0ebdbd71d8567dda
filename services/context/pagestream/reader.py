"""Per-page text of a PDF for splitting: the text layer in reading order, else the context service's OCR.

Each page is read on its own (no paragraph joins over page breaks, running headers and page numbers kept:
they are evidence here), through the converter's page reader and visual lines. A page with almost no text
layer that is mostly image, or any near-empty page of a scanned file, is read by Tesseract. The file is
only read, never written.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from services.context.pagestream.stream import PageText
from services.context.pdf.layout import Frag, page_lines
from services.context.pdf.pages import read_pages
from services.context.pdf.settings import PdfSettings
from services.context.pdf.source import (
    UnreadablePdfError,
    load_pdf,
    looks_scanned,
    ocr_frags,
    ocr_targets,
    page_list,
)
from shared.errors import InvalidInputError

if TYPE_CHECKING:
    import pymupdf

# A running header is set in a font at most this share of the median line's size.
_HEADER_SIZE_RATIO = 0.85

# Told (phase, pages done, pages of the phase) as pages are read: phase "ocr" per page read by OCR, then
# "text" per page whose lines are laid out.
Progress = Callable[[str, int, int], None]


@dataclass
class StreamText:
    """The pages of one PDF and what could not be read well."""

    pages: list[PageText]
    uncertainties: list[str] = field(default_factory=list)
    ocr_seconds: float = 0.0
    read_seconds: float = 0.0


def read_stream(
    path: Path,
    pdf: PdfSettings,
    ocr_dpi: int,
    progress: Progress | None = None,
    first_pages: int | None = None,
) -> StreamText:
    """Every page's text (only the first ``first_pages`` when given: OCR reads no more than those);
    InvalidInputError for a file that is not a readable (or is an encrypted) PDF."""
    t0 = time.perf_counter()
    try:
        doc = load_pdf(Path(path), pdf.max_pdf_bytes)
    except UnreadablePdfError as e:
        raise InvalidInputError(f"{path}: {e.reason}") from e
    try:
        if doc.page_count == 0:
            raise InvalidInputError(f"{path}: PDF has no pages")
        if first_pages is not None and doc.page_count > first_pages:
            doc.select(list(range(first_pages)))  # the opened copy in memory; the file is never written
        out = _read_doc(doc, pdf, ocr_dpi, progress)
        if doc.is_repaired:
            out.uncertainties.append("file is damaged (truncated or corrupt); MuPDF repaired it")
    finally:
        doc.close()
    out.read_seconds = round(time.perf_counter() - t0 - out.ocr_seconds, 4)
    return out


def _read_doc(doc: pymupdf.Document, pdf: PdfSettings, ocr_dpi: int, progress: Progress | None) -> StreamText:
    tables = replace(pdf.tables, engine="off")  # cells are read as text lines, which is all splitting needs
    reads = read_pages(doc, tables, 1)
    out = StreamText(pages=[])
    damaged = [i + 1 for i, r in enumerate(reads) if r.damaged]
    if damaged:
        out.uncertainties.append(f"pages unreadable (damaged file?): {page_list(damaged)}")
    chars = [r.raw[2] for r in reads]
    targets = ocr_targets(doc, chars, {n - 1 for n in damaged}, pdf, looks_scanned(chars, pdf))
    ocr_results: dict[int, tuple[list[Frag], float]] = {}
    if targets:
        t0 = time.perf_counter()
        label = f"pages without text {page_list([i + 1 for i in targets])}"
        cfg = replace(pdf.ocr, dpi=ocr_dpi)
        told = None if progress is None else lambda done: progress("ocr", done, len(targets))
        ocr_results = ocr_frags(doc, targets, cfg, label, out.uncertainties, progress=told).pages
        out.ocr_seconds = round(time.perf_counter() - t0, 4)
    zone = pdf.header_footer.zone_ratio
    for i, r in enumerate(reads):
        if i in ocr_results:
            frags, conf = ocr_results[i]
            lines = page_lines(i, frags, [], [], pdf.layout)
            text = "\n".join(ln.text for ln in lines)
            out.pages.append(PageText(i + 1, text, True, conf, _header(lines, r.height * zone)))
        elif r.damaged:
            out.pages.append(PageText(i + 1, ""))
        else:
            lines = page_lines(i, r.raw[0], r.raw[1], [], pdf.layout)
            text = "\n".join(ln.text for ln in lines)
            out.pages.append(PageText(i + 1, text, header=_header(lines, r.height * zone)))
        if progress is not None:
            progress("text", i + 1, len(reads))
    return out


def _header(lines: list, zone_bottom: float) -> str:
    """The first line when it lies above ``zone_bottom`` in a font smaller than most lines' (a header)."""
    if len(lines) < 2 or lines[0].y1 > zone_bottom:
        return ""
    sizes = sorted(ln.size for ln in lines)
    return lines[0].text if lines[0].size < _HEADER_SIZE_RATIO * sizes[len(sizes) // 2] else ""
