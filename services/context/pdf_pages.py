"""The page pass of a conversion: each page's text fragments, tables and height, in one process or several.

Reading a page (MuPDF's text page, its lines, its ruled tables) is independent of every other page and
is most of a long PDF's conversion time. ``read_pages`` reads the pages in order in this process, or,
with ``workers`` > 1 where the platform forks, deals blocks of pages round-robin to forked processes
(they inherit the open document, with the objects and fonts already parsed, instead of opening the file
again) and reads the first share itself. A share whose process
fails is read again here, so the result never depends on the pool.
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
    from collections.abc import Sequence
    from concurrent.futures import Future

    import pymupdf

# A damaged page's height, for the header/footer zones: it has no lines, any value does.
_A4_HEIGHT_PT = 842.0
# Pages dealt to a reader at a time (see _shares).
_SHARE_BLOCK_PAGES = 4
# The document a forked reader reads: set before the pool forks, inherited by its processes.
_forked_doc: pymupdf.Document | None = None


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


def _read_some(doc: pymupdf.Document, numbers: Sequence[int], cfg: TableSettings) -> list[PageRead]:
    reads: list[PageRead] = []
    for i in numbers:
        try:
            page = doc.load_page(i)
        except Exception:
            reads.append(PageRead(raw=([], [], 0), damaged=True))
            continue
        reads.append(read_page(page, cfg))
    return reads


def _read_forked(numbers: list[int], cfg: TableSettings) -> list[PageRead]:
    assert _forked_doc is not None, "a forked reader runs only inside read_pages"
    return _read_some(_forked_doc, numbers, cfg)


def _shares(pages: int, workers: int, block: int) -> list[list[int]]:
    """Page numbers per reader: blocks of ``block`` pages dealt round-robin, so that costly stretches
    (tables, dense pages) are spread over the readers instead of falling to one half of the file."""
    shares: list[list[int]] = [[] for _ in range(workers)]
    for start in range(0, pages, block):
        shares[(start // block) % workers].extend(range(start, min(start + block, pages)))
    return shares


def read_pages(doc: pymupdf.Document, cfg: TableSettings, workers: int) -> list[PageRead]:
    """Every page of ``doc`` in page order."""
    n = doc.page_count
    workers = min(workers, n)
    if workers <= 1 or not hasattr(os, "fork"):
        return _read_some(doc, range(n), cfg)
    # The pool's modules are imported only for a pool: a short PDF's command does without them.
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    shares = [share for share in _shares(n, workers, _SHARE_BLOCK_PAGES) if share]
    if len(shares) == 1:
        return _read_some(doc, range(n), cfg)
    global _forked_doc
    by_page: dict[int, PageRead] = {}
    _forked_doc = doc
    try:
        with ProcessPoolExecutor(len(shares) - 1, mp_context=multiprocessing.get_context("fork")) as pool:
            futures: list[Future[list[PageRead]]] = [
                pool.submit(_read_forked, share, cfg) for share in shares[1:]
            ]
            by_page.update(zip(shares[0], _read_some(doc, shares[0], cfg), strict=True))
            for share, fut in zip(shares[1:], futures, strict=True):
                try:
                    reads = fut.result()
                except Exception:  # a failed reader process: its pages are read here instead
                    reads = _read_some(doc, share, cfg)
                by_page.update(zip(share, reads, strict=True))
    finally:
        _forked_doc = None
    return [by_page[i] for i in range(n)]
