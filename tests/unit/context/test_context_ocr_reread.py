"""A page read with little confidence is read again as sparse text, and short lines of Chinese that
Tesseract read with little confidence are read again alone; a second reading stands only where it reads
better (Tesseract itself is faked: only the choice is tested here)."""

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
        if psm == 11:
            return shared_ocr.OcrPage([], 0.0)
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


def test_a_latin_word_alone_on_a_page_of_chinese_is_read_again(monkeypatch, cfg):
    lines = [_line("姓名", 0.96), _line("BR", 0.58, 40.0), _line("性别 男", 0.92, 60.0)]
    calls = _fake(monkeypatch, lines, [("马俊", 0.7)])
    assert [ln.text for ln in ocr.ocr_page(_page(), cfg, "chi_sim+eng").lines] == ["姓名", "马俊", "性别 男"]
    assert calls == ["chi_sim"]
    english = [_line("Invoice", 0.95), _line("Tel", 0.5, 40.0)]
    calls = _fake(monkeypatch, english, [])
    ocr.ocr_page(_page(), cfg, "chi_sim+eng")
    assert calls == [], "on a page of English a doubtful word stays English"


def _pages(monkeypatch, dense: shared_ocr.OcrPage, sparse: shared_ocr.OcrPage) -> list[int]:
    """The page reads ``dense`` in the configured mode and ``sparse`` as sparse text; the modes asked."""
    asked: list[int] = []

    def fake(png, languages, *, dpi, psm, timeout_s, tessdata=None, scale=1.0, split_gap_ratio=None):
        asked.append(psm)
        return sparse if psm == 11 else dense

    monkeypatch.setattr(shared_ocr, "ocr_image", fake)
    return asked


def test_a_page_read_with_little_confidence_takes_the_sparse_reading_when_it_is_surer(monkeypatch, cfg):
    cfg = replace(cfg, reread_below=0.0)
    merged = shared_ocr.OcrPage([_line("性别 «8 民族 ix ae 出生 1975 年", 0.6)], 0.78)
    apart = shared_ocr.OcrPage([_line("性别", 0.9), _line("男", 0.9, 40.0), _line("民族", 0.9, 60.0)], 0.9)
    asked = _pages(monkeypatch, merged, apart)
    assert ocr.ocr_page(_page(), cfg, "chi_sim+eng") is apart
    assert asked == [cfg.psm, 11]
    hardly = shared_ocr.OcrPage(apart.lines, merged.confidence + cfg.sparse_margin / 2)
    _pages(monkeypatch, merged, hardly)
    assert ocr.ocr_page(_page(), cfg, "chi_sim+eng") is merged, "not surer by the margin: the first stands"


def test_a_confident_page_and_settings_that_turn_it_off_read_once(monkeypatch, cfg):
    cfg = replace(cfg, reread_below=0.0)
    sure = shared_ocr.OcrPage([_line("合同编号 2024-01", 0.95)], cfg.sparse_below + 0.01)
    asked = _pages(monkeypatch, sure, shared_ocr.OcrPage([], 1.0))
    ocr.ocr_page(_page(), cfg, "chi_sim+eng")
    unsure = shared_ocr.OcrPage(sure.lines, 0.5)
    asked_off = _pages(monkeypatch, unsure, shared_ocr.OcrPage([], 1.0))
    ocr.ocr_page(_page(), replace(cfg, sparse_below=0.0), "chi_sim+eng")
    assert asked == asked_off == [cfg.psm]


def _turning(monkeypatch, readings: list[shared_ocr.OcrPage], turn: int) -> list[str]:
    """Readings in the order asked; the orientation detection says ``turn``; what was asked, in order."""
    asked: list[str] = []

    def fake(png, languages, *, dpi, psm, timeout_s, tessdata=None, scale=1.0, split_gap_ratio=None):
        asked.append(f"read psm {psm}")
        return readings[len([a for a in asked if a.startswith("read")]) - 1]

    def orientation(png, *, dpi, timeout_s, tessdata=None):
        asked.append("orientation")
        return turn

    monkeypatch.setattr(shared_ocr, "ocr_image", fake)
    monkeypatch.setattr(shared_ocr, "upright_turn", orientation)
    return asked


def test_a_page_read_as_noise_is_read_again_turned_upright_when_that_is_surer(monkeypatch, cfg):
    cfg = replace(cfg, reread_below=0.0, sparse_below=0.0)
    noise = shared_ocr.OcrPage([_line("CL'LO'LEO?-ZL SNAKES", 0.2)], 0.2)
    upright = shared_ocr.OcrPage([_line("姓名 王丽娟", 0.9)], 0.66)
    asked = _turning(monkeypatch, [noise, upright], 180)
    got = ocr.ocr_page(_page(), cfg, "chi_sim+eng")
    assert got is upright and got.turned == 180
    assert asked == [f"read psm {cfg.psm}", "orientation", f"read psm {cfg.psm}"]
    worse = shared_ocr.OcrPage([_line("ae Ta", 0.2)], noise.confidence + cfg.sparse_margin / 2)
    _turning(monkeypatch, [noise, worse], 90)
    got = ocr.ocr_page(_page(), cfg, "chi_sim+eng")
    assert got is noise and got.turned == 0, "a turned reading no surer by the margin is dropped"


def test_a_page_read_with_some_confidence_or_found_upright_is_not_turned(monkeypatch, cfg):
    cfg = replace(cfg, reread_below=0.0, sparse_below=0.0)
    fair = shared_ocr.OcrPage([_line("差旅费报销单", 0.6)], cfg.turn_below + 0.01)
    asked = _turning(monkeypatch, [fair], 180)
    ocr.ocr_page(_page(), cfg, "chi_sim+eng")
    assert asked == [f"read psm {cfg.psm}"], "no orientation asked"
    noise = shared_ocr.OcrPage([_line("Ca BA", 0.2)], 0.2)
    asked = _turning(monkeypatch, [noise], 0)
    assert ocr.ocr_page(_page(), cfg, "chi_sim+eng") is noise
    assert asked == [f"read psm {cfg.psm}", "orientation"]


def test_a_page_whose_orientation_cannot_be_told_is_read_each_other_way_up(monkeypatch, cfg):
    cfg = replace(cfg, reread_below=0.0, sparse_below=0.0)
    noise = shared_ocr.OcrPage([_line("\\AMvvv R—HwS", 0.15)], 0.15)
    half = shared_ocr.OcrPage([_line("性别女 民族出生", 0.5)], 0.56)
    side = shared_ocr.OcrPage([_line("ae Ta", 0.2)], 0.18)
    upright = shared_ocr.OcrPage([_line("性别 女 民族 回", 0.9)], 0.8)
    asked = _turning(monkeypatch, [noise, half, side, upright], None)
    got = ocr.ocr_page(_page(), cfg, "chi_sim+eng")
    assert got is upright and got.turned == 270
    assert asked == ["orientation" if i == 1 else f"read psm {cfg.psm}" for i in range(5)]


def test_a_sparse_reading_holding_far_more_text_stands_though_a_little_less_sure(monkeypatch, cfg):
    cfg = replace(cfg, reread_below=0.0, turn_below=0.0)
    dropped = shared_ocr.OcrPage([_line("No, 08812345", 0.5), _line("开票日期 2024047298", 0.45)], 0.47)
    cells = [("No, 08812345", 0.5), ("开票日期 :2024 年 04 月 29 日", 0.5), ("规格型号 单位 数量 单价", 0.4)]
    cells += [("(小写) Y41810.00", 0.4), ("无锡恒拓电气设备有限公司", 0.45)]
    found = shared_ocr.OcrPage([_line(t, c, 20.0 * i) for i, (t, c) in enumerate(cells)], 0.44)
    _pages(monkeypatch, dropped, found)
    assert ocr.ocr_page(_page(), cfg, "chi_sim+eng") is found
    unsure = shared_ocr.OcrPage(found.lines, dropped.confidence - 2 * cfg.sparse_margin)
    _pages(monkeypatch, dropped, unsure)
    assert ocr.ocr_page(_page(), cfg, "chi_sim+eng") is dropped, "far less sure: the first stands"
    _pages(monkeypatch, dropped, found)
    assert ocr.ocr_page(_page(), replace(cfg, sparse_more_text=0.0), "chi_sim+eng") is dropped
