"""The page pass of a conversion: each page's text fragments, tables and height, in one process or several.

Reading a page (MuPDF's text page, its lines, its ruled tables) is independent of every other page and
is most of a long PDF's conversion time. ``read_pages`` reads the pages in order in this process, or,
with ``workers`` > 1 where the platform forks, hands contiguous page ranges to forked processes (they
inherit the PDF's bytes and reopen it) and reads the first range itself. A range whose process fails is
read again here, so the result never depends on the pool.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from services.context.pdf_layout import Frag, looks_tabular, page_frags
from services.context.pdf_settings import TableSettings
from services.context.pdf_tables import Table, find_tables
from shared.mupdf import load_pymupdf

if TYPE_CHECKING:
    from concurrent.futures import Future

    import pymupdf

# A damaged page's height, for the header/footer zones: it has no lines, any value does.
_A4_HEIGHT_PT = 842.0
# The PDF a forked reader opens: set before the pool forks, inherited by its processes.
_forked_pdf: bytes = b""


@dataclass(slots=True)
class PageRead:
    """One page's text fragments (lines, spans of tables' cells, character count), tables and height."""

    raw: tuple[list[Frag], list[Frag], int]
    tables: list[Table] = field(default_factory=list)
    height: float = _A4_HEIGHT_PT
    damaged: bool = False


def read_page(page: pymupdf.Page, cfg: TableSettings) -> PageRead:
    """Read one page; a damaged page is a PageRead with ``damaged`` set, never an exception."""
    mupdf = load_pymupdf()
    # Whitespace kept so words stay apart; ligatures expanded ("fi", not U+FB01) so search finds them.
    flags = mupdf.TEXT_PRESERVE_WHITESPACE | mupdf.TEXT_MEDIABOX_CLIP
    try:
        textpage = page.get_textpage(flags=flags)
        raw = page_frags(page, textpage)
        height = page.rect.height
    except Exception:  # MuPDF raises several types for a damaged page
        return PageRead(raw=([], [], 0), damaged=True)
    tables: list[Table] = []
    if cfg.engine != "off" and looks_tabular(raw[0], cfg.precheck_min_cell_rows):
        tables = find_tables(page, cfg, textpage)
    return PageRead(raw=raw, tables=tables, height=height)


def _read_range(doc: pymupdf.Document, first: int, last: int, cfg: TableSettings) -> list[PageRead]:
    reads: list[PageRead] = []
    for i in range(first, last):
        try:
            page = doc.load_page(i)
        except Exception:
            reads.append(PageRead(raw=([], [], 0), damaged=True))
            continue
        reads.append(read_page(page, cfg))
    return reads


def _read_forked_range(first: int, last: int, cfg: TableSettings) -> list[PageRead]:
    mupdf = load_pymupdf()
    mupdf.TOOLS.mupdf_display_errors(False)
    doc = mupdf.open(stream=_forked_pdf, filetype="pdf")
    try:
        if doc.needs_pass:
            doc.authenticate("")
        return _read_range(doc, first, last, cfg)
    finally:
        doc.close()


def read_pages(doc: pymupdf.Document, data: bytes, cfg: TableSettings, workers: int) -> list[PageRead]:
    """Every page of ``doc`` (opened from ``data``) in page order."""
    n = doc.page_count
    workers = min(workers, n)
    if workers <= 1 or not hasattr(os, "fork"):
        return _read_range(doc, 0, n, cfg)
    # The pool's modules are imported only for a pool: a short PDF's command does without them.
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    global _forked_pdf
    bounds = [n * k // workers for k in range(workers + 1)]
    _forked_pdf = data
    try:
        with ProcessPoolExecutor(workers - 1, mp_context=multiprocessing.get_context("fork")) as pool:
            futures: list[Future[list[PageRead]]] = [
                pool.submit(_read_forked_range, bounds[k], bounds[k + 1], cfg) for k in range(1, workers)
            ]
            reads = _read_range(doc, bounds[0], bounds[1], cfg)
            for k, fut in enumerate(futures, start=1):
                try:
                    reads += fut.result()
                except Exception:  # a failed reader process: its pages are read here instead
                    reads += _read_range(doc, bounds[k], bounds[k + 1], cfg)
    finally:
        _forked_pdf = b""
    return reads
