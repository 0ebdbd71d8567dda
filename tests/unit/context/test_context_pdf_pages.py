"""A long PDF's pages read by forked processes give the same conversion as one process."""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from services.context import pdf_pages
from services.context.pdf2md import PdfConversion, convert_pdf
from services.context.pdf_settings import PdfSettings, load_pdf_settings

REPORT = Path(__file__).resolve().parents[2] / "data" / "context" / "erc_armadale_2022.pdf"
_READ_FORKED_RANGE = pdf_pages._read_forked_range
# Where ``traced_reader`` notes each range it read; forked readers inherit it.
_readers_dir: Path | None = None


def traced_reader(first: int, last: int, cfg):
    """A forked reader that leaves a file naming its process and range."""
    assert _readers_dir is not None
    (_readers_dir / f"{os.getpid()}-{first}-{last}").touch()
    return _READ_FORKED_RANGE(first, last, cfg)


def dying_reader(first: int, last: int, cfg):
    os._exit(3)  # the process dies without an answer


@pytest.fixture(scope="module")
def settings() -> PdfSettings:
    return replace(load_pdf_settings(), parallel_min_pages=4)


def same(a: PdfConversion, b: PdfConversion) -> bool:
    return replace(a, seconds=0.0) == replace(b, seconds=0.0)


def test_forked_page_readers_give_the_one_process_result(settings, monkeypatch, tmp_path):
    readers = tmp_path / "readers"
    readers.mkdir()
    monkeypatch.setattr(sys.modules[__name__], "_readers_dir", readers)
    monkeypatch.setattr(pdf_pages, "_read_forked_range", traced_reader)
    alone = convert_pdf(REPORT, settings)
    assert not list(readers.iterdir())
    split = convert_pdf(REPORT, settings, page_workers=3)
    assert same(alone, split) and alone.page_count > 40 and alone.headings
    ranges = sorted(p.name.split("-", 1) for p in readers.iterdir())
    assert len(ranges) == 2 and all(pid != str(os.getpid()) for pid, _ in ranges)


def test_a_failed_reader_process_has_its_pages_read_here(settings, monkeypatch):
    alone = convert_pdf(REPORT, settings)
    monkeypatch.setattr(pdf_pages, "_read_forked_range", dying_reader)
    assert same(alone, convert_pdf(REPORT, settings, page_workers=2))


def test_a_short_pdf_is_read_in_one_process(monkeypatch):
    def refuse(*_):
        raise AssertionError("forked for a short PDF")

    monkeypatch.setattr(pdf_pages, "_read_forked_range", refuse)
    short = replace(load_pdf_settings(), parallel_min_pages=1000)
    assert convert_pdf(REPORT, short, page_workers=2).status == "success"
