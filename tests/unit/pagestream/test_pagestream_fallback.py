"""Splitting without a model: real generated PDFs (digital and scanned), hints, guards, cache, bad input."""

from __future__ import annotations

import asyncio
import hashlib
import shutil
from pathlib import Path

import pymupdf
import pytest

from services.context.pagestream.reader import read_stream
from services.context.pagestream.rules import classify
from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.split import PageStreamSplitter
from services.context.pagestream.stream import PageText
from services.context.pdf.settings import load_pdf_settings
from shared.config import load_settings
from shared.errors import InvalidInputError
from tests.pagestreams.generator import make_stream, write_stream


@pytest.fixture(scope="module")
def settings() -> PageStreamSettings:
    return load_settings(PageStreamSettings)


def _gold(stream) -> list[tuple[int, int, str]]:
    return [(s["start_page"], s["end_page"], s["doc_type"]) for s in stream.gold()["segments"]]


def _split(settings, pdf: Path, cache_dir: Path | None = None, filename: str | None = None):
    text = read_stream(pdf, load_pdf_settings(), settings.ocr_dpi)
    splitter = PageStreamSplitter(settings, None, None, cache_dir)
    return text, asyncio.run(splitter.split(text.pages, pdf.stem, filename or pdf.name))


def _ranges(result) -> list[tuple[int, int, str]]:
    return [(s.start_page, s.end_page, s.doc_type) for s in result.segments]


@pytest.mark.parametrize("seed", [4, 6, 10])
def test_digital_stream_splits_as_its_gold(settings, tmp_path, seed):
    # seed 4: two invoices in a row and a duplex blank back; 6: a contract then an ID card, two
    # utility bills in a row; 10: two ID cards in a row (front and back each)
    stream = make_stream(seed)
    pdf = write_stream(stream, tmp_path / "s.pdf")
    _, result = _split(settings, pdf)
    assert _ranges(result) == _gold(stream)
    assert result.engine == "fallback" and result.model_calls == 0


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract not installed")
def test_scanned_stream_is_read_by_ocr_and_split(settings, tmp_path):
    stream = make_stream(1004, n_docs=3)
    pdf = write_stream(stream, tmp_path / "scan.pdf", scanned=True, seed=1004)
    doc = pymupdf.open(pdf)
    assert all(not page.get_text().strip() for page in doc)  # no text layer at all
    text, result = _split(settings, pdf)
    assert all(p.ocr for p in text.pages if p.text.strip())
    assert text.ocr_seconds > 0
    assert _ranges(result) == _gold(stream)


def test_the_file_is_never_changed(settings, tmp_path):
    pdf = write_stream(make_stream(3), tmp_path / "s.pdf")
    before = hashlib.sha256(pdf.read_bytes()).hexdigest()
    _split(settings, pdf, tmp_path / "cache")
    assert hashlib.sha256(pdf.read_bytes()).hexdigest() == before


def test_splits_are_cached_by_page_fingerprint(settings, tmp_path):
    pdf = write_stream(make_stream(3), tmp_path / "s.pdf")
    text, first = _split(settings, pdf, tmp_path / "cache")
    _, again = _split(settings, pdf, tmp_path / "cache")
    assert not first.cached and again.cached
    assert _ranges(again) == _ranges(first) and again.fingerprint == first.fingerprint
    changed = [PageText(p.number, p.text + (" x" if p.number == 2 else "")) for p in text.pages]
    third = asyncio.run(
        PageStreamSplitter(settings, None, None, tmp_path / "cache").split(changed, "s", pdf.name)
    )
    assert not third.cached and third.fingerprint != first.fingerprint


def test_all_blank_stream_is_other_with_an_uncertainty(settings, tmp_path):
    doc = pymupdf.open()
    for _ in range(3):
        doc.new_page()
    doc.save(tmp_path / "blank.pdf")
    _, result = _split(settings, tmp_path / "blank.pdf")
    assert {s.doc_type for s in result.segments} == {"other"}
    assert all(s.needs_review for s in result.segments)
    assert any("blank" in u for u in result.uncertainties)


def test_encrypted_and_truncated_files(settings, tmp_path):
    pdf = write_stream(make_stream(3), tmp_path / "s.pdf")
    doc = pymupdf.open(pdf)
    doc.save(tmp_path / "enc.pdf", encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="pw", owner_pw="pw")
    with pytest.raises(InvalidInputError, match="encrypted"):
        read_stream(tmp_path / "enc.pdf", load_pdf_settings(), settings.ocr_dpi)
    (tmp_path / "cut.pdf").write_bytes(pdf.read_bytes()[:600])
    with pytest.raises(InvalidInputError):
        read_stream(tmp_path / "cut.pdf", load_pdf_settings(), settings.ocr_dpi)
    (tmp_path / "empty.pdf").write_bytes(b"")
    with pytest.raises(InvalidInputError, match="zero-byte"):
        read_stream(tmp_path / "empty.pdf", load_pdf_settings(), settings.ocr_dpi)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("【批准文号】国药准字H12345678", "drug_leaflet"),
        ("发文字号：京政办发〔2023〕1号", "official_document"),
        ("发票号码：12345678 价税合计：100.00", "invoice"),
        ("甲方：某公司 乙方：另一公司", "contract"),
    ],
)
def test_short_text_with_a_text_hint_takes_the_hint(settings, text, expected):
    probs, _, hinted = classify(text, "", "scan.pdf", True, settings.fallback)
    assert hinted and max(probs, key=probs.__getitem__) == expected


def test_a_hint_overrides_only_with_higher_confidence(settings):
    cfg = settings.fallback
    # A long annual report that mentions 甲方 and 乙方: the keywords are surer than the contract hint.
    report = "年度报告 股票代码 董事会 营业收入 管理层讨论与分析 年报 " * 10 + "甲方 乙方"
    probs, _, hinted = classify(report, "2023年年度报告", "x.pdf", True, cfg)
    assert not hinted and max(probs, key=probs.__getitem__) == "annual_report"
    # Weak text evidence: the file name's hint (0.85-0.92) wins.
    vague = "This page lists a few unrelated remarks about the weather and travel plans. " * 3
    probs, _, hinted = classify(vague, "", "2023发票.pdf", True, cfg)
    assert hinted and probs["invoice"] == 0.9
    # A file name describes the file: in a bundle of several documents it is not applied.
    probs, _, hinted = classify(vague, "", "2023发票.pdf", False, cfg)
    assert not hinted and max(probs, key=probs.__getitem__) == "other"
