"""Per-page text of a PDF for splitting: the text layer in reading order, else the context service's OCR.

Each page is read on its own (no paragraph joins over page breaks, running headers and page numbers kept:
they are evidence here), through the converter's page reader and visual lines. A page with almost no text
layer that is mostly image, or any near-empty page of a scanned file, is read by Tesseract. The file is
only read, never written.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from services.context.pagestream import PageText
from services.context.pdf_layout import Frag, image_coverage, page_lines
from services.context.pdf_pages import read_page
from services.context.pdf_settings import PdfSettings
from shared.errors import InvalidInputError
from shared.mupdf import load_pymupdf
from shared.textio import NotRegularFileError, read_bytes_upto

if TYPE_CHECKING:
    import pymupdf

# A running header is set in a font at most this share of the median line's size.
_HEADER_SIZE_RATIO = 0.85


@dataclass
class StreamText:
    """The pages of one PDF and what could not be read well."""

    pages: list[PageText]
    uncertainties: list[str] = field(default_factory=list)
    ocr_seconds: float = 0.0
    read_seconds: float = 0.0


def _read_data(path: Path, limit: int) -> bytes:
    try:
        size = path.stat().st_size
        if size > limit:
            raise InvalidInputError(f"{path}: {size:,} bytes, above pdf.max_pdf_bytes ({limit:,}): not read")
        data, size = read_bytes_upto(path, limit)
    except NotRegularFileError as e:
        raise InvalidInputError(f"{path}: cannot read PDF: {e.problem}") from e
    except OSError as e:
        raise InvalidInputError(f"{path}: cannot read PDF: {e.strerror or e}") from e
    if size > len(data):
        raise InvalidInputError(f"{path}: grew above pdf.max_pdf_bytes while read: not read")
    if not data:
        raise InvalidInputError(f"{path}: zero-byte PDF")
    return data


def read_stream(path: Path, pdf: PdfSettings, ocr_dpi: int) -> StreamText:
    """Every page's text; InvalidInputError for a file that is not a readable (or is an encrypted) PDF."""
    mupdf = load_pymupdf()
    t0 = time.perf_counter()
    data = _read_data(Path(path), pdf.max_pdf_bytes)
    mupdf.TOOLS.mupdf_display_errors(False)
    try:
        doc = mupdf.open(stream=data, filetype="pdf")
    except Exception as e:  # MuPDF raises several types for a broken file
        raise InvalidInputError(f"{path}: not a readable PDF: {e}") from e
    try:
        if doc.needs_pass and not doc.authenticate(""):
            raise InvalidInputError(f"{path}: encrypted PDF: a password is needed to read it")
        if doc.page_count == 0:
            raise InvalidInputError(f"{path}: PDF has no pages")
        out = _read_doc(doc, pdf, ocr_dpi)
        if doc.is_repaired:
            out.uncertainties.append("file is damaged (truncated or corrupt); MuPDF repaired it")
    finally:
        doc.close()
    out.read_seconds = round(time.perf_counter() - t0 - out.ocr_seconds, 4)
    return out


def _read_doc(doc: pymupdf.Document, pdf: PdfSettings, ocr_dpi: int) -> StreamText:
    tables = replace(pdf.tables, engine="off")  # cells are read as text lines, which is all splitting needs
    reads = []
    for i in range(doc.page_count):
        try:
            reads.append(read_page(doc.load_page(i), tables))
        except Exception:
            reads.append(None)
    sample = [r.raw[2] for r in reads[: pdf.text_sample_pages] if r is not None]
    scanned = not sample or sum(sample) / len(sample) < pdf.text_min_chars_per_page
    out = StreamText(pages=[])
    damaged = [i + 1 for i, r in enumerate(reads) if r is None or r.damaged]
    if damaged:
        out.uncertainties.append(f"pages unreadable (damaged file?): {damaged[:20]}")
    targets = []
    for i, r in enumerate(reads):
        if r is None or r.damaged or r.raw[2] >= pdf.text_min_chars_per_page:
            continue
        try:
            if scanned or image_coverage(doc.load_page(i)) >= pdf.ocr.image_page_min_coverage:
                targets.append(i)
        except Exception:
            continue
    ocr_results = _ocr(doc, targets, pdf, ocr_dpi, out) if targets else {}
    zone = pdf.header_footer.zone_ratio
    for i, r in enumerate(reads):
        if i in ocr_results:
            frags, conf = ocr_results[i]
            lines = page_lines(i, frags, [], [], pdf.layout)
            height = doc.load_page(i).rect.height
            text = "\n".join(ln.text for ln in lines)
            out.pages.append(PageText(i + 1, text, True, conf, _header(lines, height * zone)))
        elif r is None or r.damaged:
            out.pages.append(PageText(i + 1, ""))
        else:
            lines = page_lines(i, r.raw[0], r.raw[1], [], pdf.layout)
            text = "\n".join(ln.text for ln in lines)
            out.pages.append(PageText(i + 1, text, header=_header(lines, r.height * zone)))
    return out


def _header(lines: list, zone_bottom: float) -> str:
    """The first line when it lies above ``zone_bottom`` in a font smaller than most lines' (a header)."""
    if len(lines) < 2 or lines[0].y1 > zone_bottom:
        return ""
    sizes = sorted(ln.size for ln in lines)
    return lines[0].text if lines[0].size < _HEADER_SIZE_RATIO * sizes[len(sizes) // 2] else ""


def _ocr(doc: pymupdf.Document, targets: list[int], pdf: PdfSettings, dpi: int, out: StreamText) -> dict:
    """OCR lines (as fragments) and confidence per target page; what fails is an uncertainty."""
    if not pdf.ocr.enabled:
        out.uncertainties.append(f"pages without text, OCR disabled: {[i + 1 for i in targets][:20]}")
        return {}
    from services.context import ocr

    cfg = replace(pdf.ocr, dpi=dpi)
    try:
        langs, missing = ocr.usable_languages(cfg)
    except ocr.OcrUnavailableError as e:
        out.uncertainties.append(f"pages without text, OCR not available ({e})")
        return {}
    if missing:
        out.uncertainties.append(f"OCR languages missing: {'+'.join(missing)}; used {langs}")
    t0 = time.perf_counter()
    results: dict[int, tuple[list[Frag], float]] = {}
    failed = []
    for i in targets:
        try:
            page = ocr.ocr_page(doc.load_page(i), cfg, langs)
        except Exception:  # one unreadable page must not lose the others
            failed.append(i + 1)
            continue
        frags = [
            Frag(ln.x0, ln.y0, ln.x1, ln.y1, ln.text, round(ln.y1 - ln.y0, 1), False) for ln in page.lines
        ]
        results[i] = (frags, page.confidence)
    out.ocr_seconds = round(time.perf_counter() - t0, 4)
    if failed:
        out.uncertainties.append(f"OCR failed on pages {failed[:20]}")
    low = [i + 1 for i, (_, c) in results.items() if c < pdf.ocr.low_confidence]
    if low:
        out.uncertainties.append(f"low OCR confidence (<{pdf.ocr.low_confidence}) on pages {low[:20]}")
    return results
