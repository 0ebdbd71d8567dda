"""A long PDF's pages read by forked processes give the same conversion as one process."""

from __future__ import annotations

import os
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from services.context.pdf import pages as pdf_pages
from services.context.pdf.convert import PdfConversion, convert_pdf
from services.context.pdf.settings import PdfSettings, load_pdf_settings

REPORT = Path(__file__).resolve().parents[2] / "data" / "context" / "erc_armadale_2022.pdf"
_READ_FORKED = pdf_pages._read_forked
_TAKE_BLOCKS = pdf_pages._take_blocks
# Where ``traced_reader`` notes the blocks it read; forked readers inherit it.
_readers_dir: Path | None = None
_parent = os.getpid()


def traced_reader(doc, blocks, queue, cfg, layout):
    """A forked reader that leaves a file naming its process and the blocks it read."""
    assert _readers_dir is not None
    read = _READ_FORKED(doc, blocks, queue, cfg, layout)
    (_readers_dir / f"{os.getpid()}-{','.join(str(n) for n, _ in read)}").touch()
    return read


def slow_here(doc, blocks, queue, cfg, layout):
    """The calling process takes its blocks slowly, so that the forked readers are sure to get some."""
    for taken in _TAKE_BLOCKS(doc, blocks, queue, cfg, layout):
        if os.getpid() == _parent:
            time.sleep(0.05)
        yield taken


def dying_reader(doc, blocks, queue, cfg, layout):
    """A reader that takes one block from the queue and dies without an answer."""
    os.read(queue, pdf_pages._TICKET.size)
    os._exit(3)


@pytest.fixture(scope="module")
def settings() -> PdfSettings:
    return replace(load_pdf_settings(), parallel_min_pages=4)


def same(a: PdfConversion, b: PdfConversion) -> bool:
    return replace(a, seconds=0.0) == replace(b, seconds=0.0)


def test_forked_page_readers_give_the_one_process_result(settings, monkeypatch, tmp_path):
    readers = tmp_path / "readers"
    readers.mkdir()
    monkeypatch.setattr(sys.modules[__name__], "_readers_dir", readers)
    monkeypatch.setattr(pdf_pages, "_read_forked", traced_reader)
    monkeypatch.setattr(pdf_pages, "_take_blocks", slow_here)
    alone = convert_pdf(REPORT, settings)
    assert not list(readers.iterdir())
    split = convert_pdf(REPORT, settings, page_workers=3)
    assert same(alone, split) and alone.page_count > 40 and alone.headings
    shares = [p.name.split("-", 1) for p in readers.iterdir()]
    assert len(shares) == 2 and all(pid != str(_parent) for pid, _ in shares)
    read_elsewhere = [int(n) for _, blocks in shares for n in blocks.split(",") if n]
    # Each block was read once, and the forks read some of them (the caller read the rest).
    assert read_elsewhere and len(read_elsewhere) == len(set(read_elsewhere))
    assert len(read_elsewhere) < len(pdf_pages._blocks(alone.page_count, pdf_pages._BLOCK_PAGES, 128))


def test_pages_are_cut_into_blocks_and_a_long_file_into_fewer_longer_ones():
    assert pdf_pages._blocks(10, 3, 128) == [range(0, 3), range(3, 6), range(6, 9), range(9, 10)]
    assert pdf_pages._blocks(3, 4, 128) == [range(0, 3)]
    long = pdf_pages._blocks(1000, 4, 128)
    assert len(long) <= 128 and [p for b in long for p in b] == list(range(1000))
    # The queue of a file's blocks is written before any reader takes from it: it must fit one pipe write.
    assert 128 * pdf_pages._TICKET.size <= 512


def test_a_failed_reader_process_has_its_pages_read_here(settings, monkeypatch):
    alone = convert_pdf(REPORT, settings)
    monkeypatch.setattr(pdf_pages, "_read_forked", dying_reader)
    monkeypatch.setattr(pdf_pages, "_take_blocks", slow_here)  # the dying readers take a block first
    assert same(alone, convert_pdf(REPORT, settings, page_workers=2))
    assert same(alone, convert_pdf(REPORT, settings, page_workers=4))


def test_a_short_pdf_is_read_in_one_process(monkeypatch):
    def refuse(*_):
        raise AssertionError("forked for a short PDF")

    monkeypatch.setattr(pdf_pages, "_read_forked", refuse)
    short = replace(load_pdf_settings(), parallel_min_pages=1000)
    assert convert_pdf(REPORT, short, page_workers=2).status == "success"
