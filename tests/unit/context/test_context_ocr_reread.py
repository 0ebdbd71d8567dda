"""Short lines of Chinese that Tesseract read with little confidence are read again alone; the second
reading stands only where it reads better (Tesseract itself is faked: only the choice is tested here)."""

from __future__ import annotations

from dataclasses import replace

import pymupdf
import pytest

from services.context.pdf import ocr
from services.context.settings import ContextSettings
from shared import ocr as shared_ocr
from shared.config import load_settings


@pytest.fixture(scope="module")
def cfg():
    return load_settings(ContextSettings).pdf.ocr


def _page() -> pymupdf.Page:
    doc = pymupdf.open()
    return doc.new_page(width=300, height=200)


def _fake(monkeypatch, page_lines, again):
    """The page reads ``page_lines``; a line read alone reads ``again[text]`` (text, confidence)."""
    calls: list[str] = []

    def fake(png, languages, *, dpi, psm, timeout_s, tessdata=None, scale=1.0, split_gap_ratio=None):
        if psm != 7:
            return shared_ocr.OcrPage([replace(ln) for ln in page_lines], 0.7)
        calls.append(languages)
        text, conf = again[len(calls) - 1]
        return shared_ocr.OcrPage([shared_ocr.OcrLine(0, 0, 10, 10, text, conf)] if text else [], conf)

    monkeypatch.setattr(shared_ocr, "ocr_image", fake)
    return calls


def _line(text: str, conf: float, y: float = 20.0) -> shared_ocr.OcrLine:
    return shared_ocr.OcrLine(20.0, y, 200.0, y + 14.0, text, conf)


def test_a_name_misread_as_latin_letters_is_read_again_in_chinese(monkeypatch, cfg):
    lines = [_line("姓名 TK", 0.64), _line("性别 男 民族 汉", 0.95, 40.0), _line("1985 7A 148", 0.35, 60.0)]
    calls = _fake(monkeypatch, lines, [("姓名 韦美玲", 0.5), ("1985 年 7 月 14 日", 0.87)])
    got = ocr.ocr_page(_page(), cfg, "chi_sim+eng")
    assert [ln.text for ln in got.lines] == ["姓名 韦美玲", "性别 男 民族 汉", "1985 年 7 月 14 日"]
    assert calls == ["chi_sim", "chi_sim"], "confident lines are not read again; English is left out"


@pytest.mark.parametrize(
    ("first", "again"),
    [
        (("姓名 TK", 0.64), ("", 0.0)),  # nothing read alone
        (("男 Rik", 0.77), ("男", 0.40)),  # less sure, and no more Chinese
        (("金额 Y593.98 ab", 0.6), ("金额 59", 0.7)),  # digits lost
        (("号码 450103 E", 0.5), ("号码 450108", 0.9)),  # a digit read otherwise
    ],
)
def test_a_second_reading_that_reads_no_better_is_dropped(monkeypatch, cfg, first, again):
    _fake(monkeypatch, [_line(*first)], [again])
    assert ocr.ocr_page(_page(), cfg, "chi_sim+eng").lines[0].text == first[0]


def test_long_rows_english_pages_and_settings_that_turn_it_off_are_not_read_again(monkeypatch, cfg):
    row = _line("购 | 名称 ; RF (合肥 ) 检测技术有限公司 wi] 4-3/6<5+>><1500*276", 0.4)
    calls = _fake(monkeypatch, [row, _line("No. 12 ab", 0.3, 40.0)], [])
    ocr.ocr_page(_page(), cfg, "chi_sim+eng")
    ocr.ocr_page(_page(), cfg, "eng")
    off = replace(cfg, reread_below=0.0)
    _fake(monkeypatch, [_line("姓名 TK", 0.64)], [])
    ocr.ocr_page(_page(), off, "chi_sim+eng")
    assert calls == []
