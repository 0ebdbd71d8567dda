"""The page pass of a conversion: each page's text fragments, tables and height, in one process or several.

Reading a page (MuPDF's text page, its lines, its ruled tables) is independent of every other page and
is most of a long PDF's conversion time. ``read_pages`` reads the pages in order in this process, or,
with ``workers`` > 1 where the platform forks, in this process and ``workers - 1`` processes forked
from it (they inherit the open document, with the objects and fonts already parsed, instead of opening
the file again). The pages are cut into blocks and every reader takes the next block from one queue
until none is left, so a costly stretch (tables, dense pages) does not hold up one reader while the
others wait. The queue is a pipe of block numbers written before the forks; a reader hands its blocks
back pickled through a pipe of its own. A block whose reader fails is read again here, so the result
never depends on the forks.
"""

from __future__ import annotations

import os
import pickle
import struct
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from services.context.pdf.layout import Frag, Line, looks_tabular, page_frags, page_lines
from services.context.pdf.settings import LayoutSettings, TableSettings
from services.context.pdf.tables import Table, find_tables
from shared.mupdf import load_pymupdf

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

    import pymupdf

# A damaged page's height, for the header/footer zones: it has no lines, any value does.
_A4_HEIGHT_PT = 842.0
# Pages a reader takes at a time (more for a very long file: see _blocks).
_BLOCK_PAGES = 4
# Block numbers in the queue at most: the whole queue is one write of at most PIPE_BUF bytes (4,096 on
# Linux, 512 by POSIX), which every pipe holds, so writing it before any reader exists never blocks.
_MAX_BLOCKS = 128
_TICKET = struct.Struct("<I")


@dataclass(slots=True)
class PageRead:
    """One page's text fragments (lines, spans of tables' cells, character count), tables and height;
    with layout settings, its visual lines instead of its fragments (the character count stays)."""

    raw: tuple[list[Frag], list[Frag], int]
    tables: list[Table] = field(default_factory=list)
    height: float = _A4_HEIGHT_PT
    damaged: bool = False
    lines: list[Line] = field(default_factory=list)


def read_page(
    page: pymupdf.Page, cfg: TableSettings, layout: LayoutSettings | None = None, number: int = 0
) -> PageRead:
    """Read one page (``number``, 0-based, is what its lines cite); a damaged page is a PageRead with
    ``damaged`` set, never an exception. With ``layout``, the page's lines are made here, where the page
    is read (in the reader's process), and its fragments are not kept."""
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
    if layout is None:
        return PageRead(raw=raw, tables=tables, height=height)
    lines = page_lines(number, raw[0], raw[1], tables, layout)
    return PageRead(raw=([], [], raw[2]), tables=tables, height=height, lines=lines)


def _read_some(
    doc: pymupdf.Document, numbers: Sequence[int], cfg: TableSettings, layout: LayoutSettings | None
) -> list[PageRead]:
    reads: list[PageRead] = []
    for i in numbers:
        try:
            page = doc.load_page(i)
        except Exception:
            reads.append(PageRead(raw=([], [], 0), damaged=True))
            continue
        reads.append(read_page(page, cfg, layout, i))
    return reads


def _blocks(pages: int, block: int, most: int) -> list[range]:
    """Consecutive page ranges of ``block`` pages, longer ones where ``block`` would make over ``most``."""
    block = max(block, -(-pages // most))
    return [range(start, min(start + block, pages)) for start in range(0, pages, block)]


def _take_blocks(
    doc: pymupdf.Document,
    blocks: Sequence[range],
    queue: int,
    cfg: TableSettings,
    layout: LayoutSettings | None,
) -> Iterator[tuple[int, list[PageRead]]]:
    """Read the next block from the queue until it is empty: (block number, its pages). Every reader
    reads one number at a time, and a pipe read this short is never split between two readers."""
    while ticket := os.read(queue, _TICKET.size):
        (number,) = _TICKET.unpack(ticket)
        yield number, _read_some(doc, blocks[number], cfg, layout)


def _read_forked(
    doc: pymupdf.Document,
    blocks: Sequence[range],
    queue: int,
    cfg: TableSettings,
    layout: LayoutSettings | None,
) -> list[tuple[int, list[PageRead]]]:
    """What a forked reader reads and hands back."""
    return list(_take_blocks(doc, blocks, queue, cfg, layout))


def _reader_process(
    doc: pymupdf.Document,
    blocks: Sequence[range],
    queue: int,
    out: int,
    cfg: TableSettings,
    layout: LayoutSettings | None,
) -> None:
    """The body of a forked reader: its blocks pickled to ``out``; it never returns into the caller's
    code (nor runs its cleanup), whatever happens."""
    code = 1
    try:
        read = _read_forked(doc, blocks, queue, cfg, layout)
        with os.fdopen(out, "wb") as f:
            pickle.dump(read, f, protocol=pickle.HIGHEST_PROTOCOL)
        code = 0
    finally:
        os._exit(code)


def _collect(pid: int, result: int) -> dict[int, list[PageRead]]:
    """A forked reader's blocks; none when it failed (its blocks are then read again by the caller)."""
    try:
        with os.fdopen(result, "rb") as f:
            data = f.read()
    finally:
        _, status = os.waitpid(pid, 0)
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        return {}
    try:
        return dict(pickle.loads(data))
    except Exception:  # a truncated answer is no answer
        return {}


def read_pages(
    doc: pymupdf.Document, cfg: TableSettings, workers: int, layout: LayoutSettings | None = None
) -> list[PageRead]:
    """Every page of ``doc`` in page order; with ``layout``, as lines (see read_page)."""
    n = doc.page_count
    blocks = _blocks(n, _BLOCK_PAGES, _MAX_BLOCKS)
    workers = min(workers, len(blocks))
    if workers <= 1 or not hasattr(os, "fork"):
        return _read_some(doc, range(n), cfg, layout)
    queue, feed = os.pipe()
    os.write(feed, b"".join(_TICKET.pack(i) for i in range(len(blocks))))
    os.close(feed)  # the readers see the end of the queue once it is empty
    readers: list[tuple[int, int]] = []  # (pid, the pipe its blocks come back through)
    by_block: dict[int, list[PageRead]] = {}
    try:
        for _ in range(workers - 1):
            result, out = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(result)
                _reader_process(doc, blocks, queue, out, cfg, layout)
            os.close(out)
            readers.append((pid, result))
        by_block.update(_take_blocks(doc, blocks, queue, cfg, layout))
        while readers:
            pid, result = readers.pop()
            by_block.update(_collect(pid, result))
    finally:
        os.close(queue)
        for pid, result in readers:  # left only when reading here failed
            os.close(result)
            os.waitpid(pid, 0)
    for number, block in enumerate(blocks):
        if number not in by_block:  # its reader failed
            by_block[number] = _read_some(doc, block, cfg, layout)
    return [read for number in range(len(blocks)) for read in by_block[number]]
