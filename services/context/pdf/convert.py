"""PDF to Markdown with PyMuPDF: column-aware visual lines, running headers removed, headings, tables, OCR.

Public API:
    convert_pdf(path, settings: PdfSettings) -> PdfConversion   never raises for a bad PDF or a special file
    write_conversion(conv, md_path) -> (md_path, pages_path)    writes x.md and x.pages.json atomically
    failed_conversion(source, kind, reason) -> PdfConversion    the record of a PDF that gave nothing

Pipeline per document: text lines from ``page.get_text("dict")`` (OCR lines from Tesseract for
scanned pages) -> reading order (vertical gutters between prose-like sides split columns, the rest
is read row by row) -> visual lines -> running headers/footers/page numbers dropped -> outline
headings matched -> paragraphs (merged over page and column breaks when the sentence is unfinished)
-> style headings -> Markdown, one paragraph per line, blank line between blocks, with a page map.
Page level in ``pdf_layout``, document level in ``pdf_blocks``. PyMuPDF is imported on the first
conversion, not with this module: importing the result models costs no PDF engine. The results are
plain dataclasses (``conversion_dict`` / ``conversion_from_dict`` for their JSON form), so a one-file
conversion imports no validation library either.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from services.context.pdf import pages as pdf_pages
from services.context.pdf.blocks import (
    Heading,
    body_size,
    drop_running_lines,
    match_outline,
    paragraphs,
    render,
    style_headings,
)
from services.context.pdf.layout import page_lines
from services.context.pdf.settings import PdfSettings
from services.context.pdf.source import (
    UnreadablePdfError,
    load_pdf,
    looks_scanned,
    ocr_frags,
    ocr_targets,
    page_list,
)
from shared.artifacts import atomic_write_text
from shared.mupdf import load_pymupdf

if TYPE_CHECKING:
    import pymupdf

    from shared.manifest import ContextAsset, DocumentSegment

__all__ = [
    "CONVERTER_VERSION",
    "DroppedLine",
    "Heading",
    "PdfConversion",
    "conversion_dict",
    "conversion_from_dict",
    "convert_pdf",
    "failed_conversion",
    "write_conversion",
]

CONVERTER_VERSION = "2"


@dataclass(frozen=True)
class DroppedLine:
    """A running header, footer or page number removed on purpose."""

    page: int
    text: str


@dataclass
class PdfConversion:
    """Result of converting one PDF; ``status`` failure (no Markdown at all) still carries the reason in
    ``uncertainties``, its last entry saying why nothing was converted."""

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


def conversion_dict(conv: PdfConversion) -> dict[str, Any]:
    """The conversion as JSON-ready data (the context service's conversion cache stores it)."""
    data = dataclasses.asdict(conv)
    data["ocr_confidence"] = {str(k): v for k, v in conv.ocr_confidence.items()}
    return data


def conversion_from_dict(data: dict[str, Any]) -> PdfConversion:
    """A conversion read back from ``conversion_dict``'s data; KeyError, TypeError or ValueError when
    the data is not one."""
    fields = {f.name for f in dataclasses.fields(PdfConversion)}
    if set(data) != fields:
        raise ValueError(f"not a PDF conversion: fields {sorted(set(data) ^ fields)} differ")
    return PdfConversion(
        **{
            **data,
            "headings": [Heading(**h) for h in data["headings"]],
            "dropped_lines": [DroppedLine(**d) for d in data["dropped_lines"]],
            "ocr_confidence": {int(k): float(v) for k, v in data["ocr_confidence"].items()},
        }
    )


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


def convert_pdf(
    path: str | Path,
    settings: PdfSettings,
    page_workers: int = 1,
    ocr_progress: Callable[[int, int], None] | None = None,
) -> PdfConversion:
    """Convert one PDF. Zero-byte, encrypted, truncated, oversized or unreadable files (and special ones)
    give ``status`` failure (or partial) with the reason in ``uncertainties``; no exception escapes for a
    bad file. The file is read into memory, at most ``settings.max_pdf_bytes``, and parsed from there.

    ``page_workers`` > 1 reads the pages of a long PDF (``settings.parallel_min_pages`` or more) in that
    many processes forked from this one; only for a single-threaded caller converting one file (a
    process with threads must not fork), so the context service, which converts several files at once,
    keeps the default. ``ocr_progress`` is told (pages done, pages to read) as OCR reads pages."""
    load_pymupdf()  # before the clock: ``seconds`` is the conversion, not the first import
    t0 = time.perf_counter()
    path = Path(path)
    source = str(path)
    try:
        doc = load_pdf(path, settings.max_pdf_bytes)
    except UnreadablePdfError as e:
        return failed_conversion(source, e.kind, e.reason, t0)
    try:
        return _convert_doc(doc, source, settings, t0, page_workers, ocr_progress)
    except Exception as e:  # last resort: a bad file must never stop a task
        return failed_conversion(source, "invalid", f"conversion failed: {type(e).__name__}: {e}", t0)
    finally:
        doc.close()


def _convert_doc(
    doc: pymupdf.Document,
    source: str,
    settings: PdfSettings,
    t0: float,
    page_workers: int,
    ocr_progress: Callable[[int, int], None] | None,
) -> PdfConversion:
    uncertainties: list[str] = []
    n = doc.page_count
    if n == 0:
        return failed_conversion(source, "invalid", "PDF has no pages", t0)
    workers = page_workers if n >= settings.parallel_min_pages else 1
    reads = pdf_pages.read_pages(doc, settings.tables, workers, settings.layout)
    chars = [r.raw[2] for r in reads]
    heights = [r.height for r in reads]
    bad_pages = [i for i, r in enumerate(reads) if r.damaged]
    if bad_pages:
        uncertainties.append(f"pages unreadable (damaged file?): {page_list([i + 1 for i in bad_pages])}")
    if doc.is_repaired:
        uncertainties.append(
            "file is damaged (truncated or corrupt); MuPDF repaired it and text may be missing"
        )
    scanned = looks_scanned(chars, settings)
    kind = "scanned" if scanned else "text"
    targets = ocr_targets(doc, chars, bad_pages, settings, scanned)
    pages = [r.lines for r in reads]
    ocr_conf: dict[int, float] = {}
    blank: list[int] = []
    if targets:
        label = "scanned PDF" if scanned else f"image-only pages {page_list([i + 1 for i in targets])}"
        told = None if ocr_progress is None else lambda done: ocr_progress(done, len(targets))
        read = ocr_frags(doc, targets, settings.ocr, label, uncertainties, told)
        for i, (frags, conf) in read.pages.items():
            pages[i] = page_lines(i, frags, [], reads[i].tables, settings.layout)
            ocr_conf[i] = conf
        blank = read.blank
    ocr_pages = list(ocr_conf)

    drop_running_lines(pages, heights, settings.header_footer)
    dropped = [DroppedLine(page=ln.page, text=ln.text) for pl in pages for ln in pl if ln.dropped]
    toc = [e for e in doc.get_toc(simple=True) if len(e) >= 3]
    matched = match_outline(toc, pages, settings.headings) if toc else 0
    lines = [ln for pl in pages for ln in pl if not ln.dropped]
    body = body_size(lines)
    paras = paragraphs(lines, settings.paragraphs, body, settings.headings.size_ratio)
    if not toc or settings.headings.style_headings_with_outline:
        base = max((e[0] for e in toc), default=0)
        style_headings(paras, body, min(base, 5), settings)
    out, line_pages, headings, ntables = render(paras)

    if not out:
        status = "failure"
        kind, why = _nothing_converted(n, bad_pages, blank, chars)
        uncertainties.append(why)
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


def _nothing_converted(n: int, damaged: list[int], blank: list[int], chars: list[int]) -> tuple[str, str]:
    """The kind of a PDF that gave no Markdown, and why it gave none."""
    if len(damaged) == n:
        return "invalid", "no page could be read: the page tree or every page is damaged"
    if len(damaged) + len(blank) == n:
        damaged_too = f" ({len(blank)}) or damaged ({len(damaged)})" if damaged else ""
        return "empty", f"every page is blank{damaged_too}: nothing to convert"
    if any(chars):
        return "text", "the pages' text gave no Markdown"
    return "scanned", "pages without a text layer, not read by OCR"


def write_document(
    conv: PdfConversion,
    md_path: Path,
    source_path: str,
    visible_path: str,
    note: str,
    segment: DocumentSegment | None = None,
) -> ContextAsset:
    """Write ``conv`` as ``md_path`` with its page map and return the ContextView asset of it."""
    from shared.manifest import ContextAsset  # the pydantic models: not for ``dataagent pdf2md``'s start-up

    md_path, pages_path = write_conversion(conv, md_path)
    return ContextAsset(
        source_path=source_path,
        visible_path=visible_path,
        physical_path=str(md_path.absolute()),
        action=conv.action,
        generated=True,
        kind="document",
        size=md_path.stat().st_size,
        sha256=hashlib.sha256(conv.markdown.encode("utf-8")).hexdigest(),
        page_map_path=str(pages_path.absolute()),
        note=note,
        uncertainties=list(conv.uncertainties),
        segment=segment,
    )


def write_conversion(conv: PdfConversion, md_path: Path) -> tuple[Path, Path]:
    """Write ``x.md`` and ``x.pages.json`` (``line_pages[i]``: 0-based pages of Markdown line i+1;
    ``dropped_lines``: how many running header, footer and page-number lines were left out; what the
    conversion was unsure of, OCR cut short included, under ``uncertainties``)."""
    md_path = Path(md_path)
    pages_path = md_path.with_name(md_path.stem + ".pages.json")
    atomic_write_text(md_path, conv.markdown)
    # Compact: the map has a line per Markdown line, and json's indenting encoder is pure Python.
    page_map = json.dumps(
        {
            "converter_version": CONVERTER_VERSION,
            "source": conv.source,
            "page_count": conv.page_count,
            "line_base": 1,
            "line_pages": conv.line_pages,
            "headings": [dataclasses.asdict(h) for h in conv.headings],
            "ocr_confidence": {str(k): v for k, v in conv.ocr_confidence.items()},
            "dropped_lines": len(conv.dropped_lines),
            "uncertainties": conv.uncertainties,
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )
    atomic_write_text(pages_path, page_map + "\n")
    return md_path, pages_path
