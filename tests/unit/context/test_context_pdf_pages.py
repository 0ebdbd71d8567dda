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
_READ_FORKED = pdf_pages._read_forked
# Where ``traced_reader`` notes the pages it read; forked readers inherit it.
_readers_dir: Path | None = None


def traced_reader(numbers: list[int], cfg):
    """A forked reader that leaves a file naming its process and its pages."""
    assert _readers_dir is not None
    (_readers_dir / f"{os.getpid()}-{','.join(map(str, numbers))}").touch()
    return _READ_FORKED(numbers, cfg)


def dying_reader(numbers: list[int], cfg):
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
    monkeypatch.setattr(pdf_pages, "_read_forked", traced_reader)
    alone = convert_pdf(REPORT, settings)
    assert not list(readers.iterdir())
    split = convert_pdf(REPORT, settings, page_workers=3)
    assert same(alone, split) and alone.page_count > 40 and alone.headings
    shares = [p.name.split("-", 1) for p in readers.iterdir()]
    assert len(shares) == 2 and all(pid != str(os.getpid()) for pid, _ in shares)
    read_elsewhere = sorted(int(n) for _, pages in shares for n in pages.split(","))
    dealt = pdf_pages._shares(alone.page_count, 3, 4)
    assert read_elsewhere == sorted(dealt[1] + dealt[2])


def test_pages_are_dealt_in_blocks_round_robin():
    assert pdf_pages._shares(10, 2, 3) == [[0, 1, 2, 6, 7, 8], [3, 4, 5, 9]]
    assert pdf_pages._shares(5, 3, 4) == [[0, 1, 2, 3], [4], []]
    shares = pdf_pages._shares(119, 2, 4)
    assert sorted(shares[0] + shares[1]) == list(range(119)) and abs(len(shares[0]) - len(shares[1])) <= 4


def test_a_failed_reader_process_has_its_pages_read_here(settings, monkeypatch):
    alone = convert_pdf(REPORT, settings)
    monkeypatch.setattr(pdf_pages, "_read_forked", dying_reader)
    assert same(alone, convert_pdf(REPORT, settings, page_workers=2))


def test_a_short_pdf_is_read_in_one_process(monkeypatch):
    def refuse(*_):
        raise AssertionError("forked for a short PDF")

    monkeypatch.setattr(pdf_pages, "_read_forked", refuse)
    short = replace(load_pdf_settings(), parallel_min_pages=1000)
    assert convert_pdf(REPORT, short, page_workers=2).status == "success"
