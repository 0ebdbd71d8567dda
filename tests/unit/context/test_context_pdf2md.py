"""PDF -> Markdown on PDFs generated here (one layout feature each) and on a real annual report."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

import context_pdfgen as gen
import pymupdf
import pytest

from services.context.pdf import ocr
from services.context.pdf.convert import (
    PdfConversion,
    conversion_dict,
    conversion_from_dict,
    convert_pdf,
    write_conversion,
)
from services.context.pdf.settings import PdfSettings
from services.context.settings import ContextSettings
from shared import ocr as shared_ocr
from shared.artifacts import read_json
from shared.config import load_settings
from tests.blocking import LIMIT_S, make_fifo

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "data" / "context"
HAS_TESSERACT = shutil.which("tesseract") is not None


@pytest.fixture(scope="module")
def pdf_settings() -> PdfSettings:
    return load_settings(ContextSettings).pdf


def lines(conv: PdfConversion) -> list[str]:
    return conv.markdown.splitlines()


def test_two_columns_are_read_one_after_the_other(tmp_path, pdf_settings):
    conv = convert_pdf(gen.two_columns(tmp_path / "two.pdf"), pdf_settings)
    assert conv.status == "success" and conv.kind == "text"
    out = lines(conv)
    assert out[0] == "# Quarterly Review of Operations"
    left = next(i for i, ln in enumerate(out) if ln.startswith("Left column sentence 1 "))
    right = next(i for i, ln in enumerate(out) if ln.startswith("Right column sentence 1 "))
    assert left < right
    # One paragraph per line: each column's 15 sentences in one line, never interleaved.
    assert out[left].count("Left column") == 15 and "Right" not in out[left]
    assert out[right].count("Right column") == 15 and "Left" not in out[right]


def test_running_header_and_page_numbers_are_removed(tmp_path, pdf_settings):
    conv = convert_pdf(gen.running_headers(tmp_path / "hdr.pdf", pages=4), pdf_settings)
    assert "ACME Holdings" not in conv.markdown
    assert not re.search(r"^Page \d", conv.markdown, re.M)
    assert sorted((d.page, d.text) for d in conv.dropped_lines) == sorted(
        [(p, "ACME Holdings plc Annual Report 2023") for p in range(4)]
        + [(p, f"Page {p + 1}") for p in range(4)]
    )
    for p in range(4):
        assert f"Body text of page {p + 1} line 7" in conv.markdown


def test_a_single_occurrence_near_the_top_is_kept(tmp_path, pdf_settings):
    path = gen.running_headers(tmp_path / "hdr.pdf", pages=4)
    doc = pymupdf.open(path)
    doc[2].insert_text((300, 40), "Only once on page three", fontsize=8)
    doc.save(tmp_path / "hdr2.pdf")
    conv = convert_pdf(tmp_path / "hdr2.pdf", pdf_settings)
    assert "Only once on page three" in conv.markdown


def test_paragraphs_merge_over_page_breaks_english_and_chinese(tmp_path, pdf_settings):
    conv = convert_pdf(gen.page_break_paragraphs(tmp_path / "pb.pdf"), pdf_settings)
    out = lines(conv)
    merged = (
        "During the year the revenue of the group increased steadily and the margin of the group "
        "improved by ten percent in the year."
    )
    assert merged in out
    assert "公司的营业收入在本年度继续保持增长。" in out
    # Pages that end on a full stop are not glued to the next page.
    assert "This page ends with a full stop." in out
    assert "A new paragraph starts on the third page." in out
    # The page map knows the merged paragraphs span two pages.
    assert conv.line_pages[out.index(merged)] == [0, 1]
    assert conv.line_pages[out.index("公司的营业收入在本年度继续保持增长。")] == [2, 3]


def test_a_lone_short_line_at_a_pages_foot_does_not_run_into_the_next_page(tmp_path, pdf_settings):
    out = lines(convert_pdf(gen.heading_at_page_foot(tmp_path / "hf.pdf"), pdf_settings))
    assert "三、受让方情况" in out
    assert any(line.startswith("记录R01的受让方为李文华") for line in out)


def test_heading_levels_from_font_size_without_outline(tmp_path, pdf_settings):
    conv = convert_pdf(gen.headings_by_size(tmp_path / "hs.pdf"), pdf_settings)
    out = lines(conv)
    assert conv.outline_entries == 0
    assert out[0] == "# Annual Report Title"
    assert out.count("## Strategy Section") == 1 and out.count("## Finance Section") == 1
    assert out.count("### Subsection Detail") == 2
    body = [ln for ln in out if ln.startswith("The company reported")]
    assert len(body) == 2 and all(ln.endswith("The outlook remains positive.") for ln in body)
    assert [(h.level, h.text) for h in conv.headings][:3] == [
        (1, "Annual Report Title"),
        (2, "Strategy Section"),
        (3, "Subsection Detail"),
    ]
    for h in conv.headings:
        assert out[h.line - 1].endswith(h.text) and out[h.line - 1].startswith("#" * h.level + " ")


def test_heading_levels_from_outline(tmp_path, pdf_settings):
    conv = convert_pdf(gen.headings_by_outline(tmp_path / "ho.pdf"), pdf_settings)
    assert conv.outline_entries == 4 and conv.outline_matched == 4
    assert [(h.level, h.text, h.page) for h in conv.headings] == [
        (1, "Introduction", 0),
        (2, "Background", 0),
        (1, "Results", 1),
        (2, "Segment Detail", 1),
    ]


def test_outline_is_ignored_for_lookalike_body_text(tmp_path, pdf_settings):
    # Same drawing without an outline: body-size plain lines are not headings.
    path = gen.headings_by_outline(tmp_path / "ho.pdf")
    doc = pymupdf.open(path)
    doc.set_toc([])
    doc.save(tmp_path / "no_toc.pdf")
    conv = convert_pdf(tmp_path / "no_toc.pdf", pdf_settings)
    assert conv.headings == []
    assert "Introduction" in lines(conv)


def test_ruled_table_becomes_markdown_table(tmp_path, pdf_settings):
    conv = convert_pdf(gen.ruled_table(tmp_path / "tab.pdf"), pdf_settings)
    out = lines(conv)
    assert conv.tables == 1
    start = out.index("| Name | Q1 | Q2 |")
    assert out[start + 1 : start + 5] == [
        "|---|---|---|",
        "| Alpha | 10 | 20 |",
        "| Beta | 30 | 40 |",
        "| Gamma | 50 | 60 |",
    ]
    assert (
        out.index("The table below shows the results by quarter.")
        < start
        < out.index("Text after the table.")
    )


def test_pymupdf_table_engine_gives_the_same_table(tmp_path, pdf_settings):
    tables = replace(pdf_settings.tables, engine="pymupdf")
    conv = convert_pdf(gen.ruled_table(tmp_path / "tab.pdf"), replace(pdf_settings, tables=tables))
    assert "| Alpha | 10 | 20 |" in lines(conv)


@pytest.mark.skipif(not HAS_TESSERACT, reason="tesseract not installed")
def test_image_only_page_is_ocred_with_confidence(tmp_path, pdf_settings):
    conv = convert_pdf(gen.image_only(tmp_path / "scan.pdf"), pdf_settings)
    assert conv.kind == "scanned" and conv.action == "ocr_to_markdown" and conv.status == "success"
    assert conv.ocr_pages == [0]
    assert 0.7 <= conv.ocr_confidence[0] <= 1.0
    assert "Scanned Invoice Number 4711" in conv.markdown
    assert "1250" in conv.markdown


@pytest.mark.skipif(not HAS_TESSERACT, reason="tesseract not installed")
@pytest.mark.parametrize("turn", [180, 270])
def test_a_page_scanned_on_its_side_or_upside_down_is_read_upright(tmp_path, pdf_settings, turn):
    conv = convert_pdf(gen.turned_scan(tmp_path / "turned.pdf", turn), pdf_settings)
    assert conv.kind == "scanned" and conv.status == "success"
    text = conv.markdown
    assert "Invoice Number 4711" in text and "Total amount due 1250 EUR" in text
    assert text.index("Invoice Number 4711") < text.index("Total amount due") < text.index("Thank you")


def test_scanned_pdf_without_tesseract_is_an_uncertainty(tmp_path, pdf_settings, monkeypatch):
    monkeypatch.setattr(shared_ocr.shutil, "which", lambda _name: None)
    ocr.available_languages.cache_clear()
    try:
        conv = convert_pdf(gen.image_only(tmp_path / "scan.pdf"), pdf_settings)
    finally:
        ocr.available_languages.cache_clear()
    assert conv.kind == "scanned" and conv.status == "failure" and conv.markdown == ""
    assert any("scanned PDF, OCR not available" in u for u in conv.uncertainties)


def _fake_ocr(monkeypatch, confidence: float) -> None:
    """OCR that reads one line with ``confidence``, so the cut is tested without Tesseract."""
    monkeypatch.setattr(ocr, "usable_languages", lambda cfg: ("eng", []))
    line = ocr.OcrLine(60.0, 100.0, 400.0, 126.0, "Scanned Invoice Number 4711")
    monkeypatch.setattr(ocr, "ocr_page", lambda page, cfg, langs: ocr.OcrPage([line], confidence))


@pytest.mark.parametrize(("cut", "reported"), [(0.6, True), (0.4, False)])
def test_low_ocr_confidence_cut_is_a_setting(tmp_path, pdf_settings, monkeypatch, cut, reported):
    _fake_ocr(monkeypatch, 0.5)
    settings = replace(pdf_settings, ocr=replace(pdf_settings.ocr, low_confidence=cut))
    conv = convert_pdf(gen.image_only(tmp_path / "scan.pdf"), settings)
    assert conv.ocr_pages == [0] and conv.ocr_confidence == {0: 0.5}
    low = [u for u in conv.uncertainties if u.startswith("low OCR confidence")]
    assert low == ([f"low OCR confidence (<{cut}) on pages 1"] if reported else [])


def _counting_ocr(monkeypatch) -> list[int]:
    """OCR that reads one line per page and counts the pages it was asked for."""
    asked: list[int] = []
    monkeypatch.setattr(ocr, "usable_languages", lambda cfg: ("eng", []))
    line = ocr.OcrLine(60.0, 100.0, 400.0, 126.0, "Read by OCR")

    def read(page, cfg, langs):
        asked.append(page.number)
        return ocr.OcrPage([line], 0.9)

    monkeypatch.setattr(ocr, "ocr_page", read)
    return asked


def test_blank_pages_are_not_read_by_ocr(tmp_path, pdf_settings, monkeypatch):
    asked = _counting_ocr(monkeypatch)
    conv = convert_pdf(gen.blank_pages(tmp_path / "blank.pdf", 2000), pdf_settings)
    assert asked == [] and conv.page_count == 2000 and conv.markdown == ""
    assert any(u.startswith("2000 blank pages, not read by OCR") for u in conv.uncertainties)
    assert conv.seconds < 60  # 2,000 pages by OCR take half an hour; a bound, not a benchmark


def test_scanned_blank_backs_are_told_from_pages_with_a_line_of_text(tmp_path, pdf_settings, monkeypatch):
    asked = _counting_ocr(monkeypatch)
    conv = convert_pdf(gen.scans_with_blank_backs(tmp_path / "scan.pdf", 2), pdf_settings)
    assert asked == [0, 3] and conv.ocr_pages == [0, 3]
    assert "4 blank pages, not read by OCR: 2, 3, 5, 6" in conv.uncertainties


@pytest.mark.parametrize(
    ("limits", "read", "why"),
    [({"max_pages": 1}, 1, "its page limit (1, ocr.max_pages)"), ({"budget_s": 0}, 0, "its time budget")],
)
def test_ocr_stops_at_its_page_limit_and_time_budget(tmp_path, pdf_settings, monkeypatch, limits, read, why):
    asked = _counting_ocr(monkeypatch)
    settings = replace(pdf_settings, ocr=replace(pdf_settings.ocr, **limits))
    conv = convert_pdf(gen.scans_with_blank_backs(tmp_path / "scan.pdf", 3), settings)
    assert len(asked) == read
    (cut,) = [u for u in conv.uncertainties if u.startswith("OCR stopped")]
    assert why in cut and f"after {read} pages" in cut


def test_a_conversion_does_not_load_pymupdfs_layout_analyser(tmp_path):
    # PyMuPDF imports its layout package (an ONNX model, about a second) when it is installed; the
    # converter never uses it, and importing the converter's models loads no PDF engine at all.
    pdf = gen.two_columns(tmp_path / "two.pdf")
    code = f"""
import importlib.util, json, sys
from services.context.pdf.convert import convert_pdf
from services.context.settings import ContextSettings
from shared.config import load_settings
after_import = "pymupdf" in sys.modules
EXTRAS = ("pymupdf.layout", "pymupdf4llm")
conv = convert_pdf({str(pdf)!r}, load_settings(ContextSettings).pdf)
print(json.dumps({{
    "after_import": after_import,
    "status": conv.status,
    "loaded": sorted(m for m in EXTRAS + ("onnxruntime", "numpy") if sys.modules.get(m)),
    "marks_left": sorted(m for m in EXTRAS if m in sys.modules),
}}))
"""
    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    # The marks that kept the extras out are gone: a later `import pymupdf4llm` still works.
    assert got == {"after_import": False, "status": "success", "loaded": [], "marks_left": []}


def test_encrypted_pdf_is_reported_not_raised(tmp_path, pdf_settings):
    conv = convert_pdf(gen.encrypted(tmp_path / "enc.pdf"), pdf_settings)
    assert (conv.status, conv.kind) == ("failure", "encrypted")
    assert "password" in conv.uncertainties[0]


def test_truncated_pdf_keeps_what_it_can(tmp_path, pdf_settings):
    conv = convert_pdf(gen.truncated(tmp_path / "cut.pdf", tmp_path), pdf_settings)
    assert conv.status in ("partial", "failure")
    assert any("damaged" in u or "not a readable PDF" in u for u in conv.uncertainties)


@pytest.mark.parametrize(
    ("content", "kind"),
    [(b"", "empty"), (b"%PDF-1.7\n garbage", "invalid"), (b"hello, not a pdf", "invalid")],
)
def test_empty_and_garbage_files(tmp_path, pdf_settings, content, kind):
    path = tmp_path / "bad.pdf"
    path.write_bytes(content)
    conv = convert_pdf(path, pdf_settings)
    assert conv.status == "failure" and conv.markdown == ""
    assert conv.kind in (kind, "invalid") and conv.uncertainties


def test_missing_file_is_a_failure_not_an_exception(tmp_path, pdf_settings):
    conv = convert_pdf(tmp_path / "nope.pdf", pdf_settings)
    assert conv.status == "failure" and "cannot read" in conv.uncertainties[0]


def test_a_pdf_above_the_limit_is_a_failed_conversion_and_not_read(tmp_path, pdf_settings, monkeypatch):
    path = gen.page_break_paragraphs(tmp_path / "pb.pdf")
    size = path.stat().st_size
    at_limit = convert_pdf(path, replace(pdf_settings, max_pdf_bytes=size))
    assert at_limit.status == "success" and at_limit.page_count == 4
    reason = (
        f"PDF of {size:,} bytes, above the configured limit of {size - 1:,} (pdf.max_pdf_bytes): not read"
    )
    below = replace(pdf_settings, max_pdf_bytes=size - 1)
    conv = convert_pdf(path, below)
    assert (conv.status, conv.kind, conv.markdown, conv.uncertainties) == ("failure", "invalid", "", [reason])
    # A file whose stat shows it small but that holds more when read is refused all the same.
    (tmp_path / "one_byte").write_bytes(b"%")
    small = os.stat(tmp_path / "one_byte")
    real_stat = os.stat
    monkeypatch.setattr(os, "stat", lambda p, *a, **k: small if Path(p) == path else real_stat(p, *a, **k))
    assert convert_pdf(path, below).uncertainties == [reason]


_CONVERT_A_SWAPPED_FIFO = """
import json, sys
from pathlib import Path
import pytest
from services.context.pdf.convert import convert_pdf
from services.context.settings import ContextSettings
from shared.config import load_settings
from tests.blocking import stat_sees_a_regular_file
fifo = stat_sees_a_regular_file(pytest.MonkeyPatch(), Path(sys.argv[1]))
conv = convert_pdf(fifo, load_settings(ContextSettings).pdf)
print(json.dumps([conv.status, conv.kind, conv.markdown, conv.uncertainties]))
"""


def test_a_pdf_swapped_for_a_fifo_is_refused_not_waited_on(tmp_path):
    # In a child process: MuPDF opening a FIFO blocks in C with the interpreter lock held, so a thread
    # with a time limit could not stop it; the child is killed at the limit instead.
    fifo = make_fifo(tmp_path / "late.pdf")
    try:
        proc = subprocess.run(
            [sys.executable, "-c", _CONVERT_A_SWAPPED_FIFO, str(fifo)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            timeout=LIMIT_S,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"convert_pdf waited on a FIFO for {LIMIT_S} s")
    assert proc.returncode == 0, proc.stderr
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    assert got == ["failure", "invalid", "", ["cannot read PDF: not a regular file (a FIFO)"]]


def test_write_conversion_writes_markdown_and_page_map(tmp_path, pdf_settings):
    conv = convert_pdf(gen.page_break_paragraphs(tmp_path / "pb.pdf"), pdf_settings)
    md, pages = write_conversion(conv, tmp_path / "out" / "pb.md")
    assert md.read_text(encoding="utf-8") == conv.markdown
    data = read_json(pages)
    assert pages.name == "pb.pages.json"
    assert len(data["line_pages"]) == len(conv.markdown.splitlines())
    assert data["line_base"] == 1 and data["page_count"] == 4


# ---------------------------------------------------------------- a real annual report

_CJK = "\u2e80-\u9fff\uf900-\ufaff"
_WORD = re.compile(rf"[{_CJK}]|(?:(?![{_CJK}])[^\W_])+")


def _words(text: str) -> Counter:
    return Counter(_WORD.findall(text.casefold()))


@pytest.fixture(scope="module")
def real(pdf_settings) -> PdfConversion:
    return convert_pdf(DATA / "erc_armadale_2022.pdf", pdf_settings)


def test_real_report_text_is_complete(real):
    assert real.status == "success" and real.kind == "text" and real.page_count == 48
    doc = pymupdf.open(DATA / "erc_armadale_2022.pdf")
    reference = Counter()
    for page in doc:
        reference.update(_words(page.get_text()))
    for d in real.dropped_lines:
        reference.subtract(_words(d.text))
    got = _words(real.markdown)
    recall = sum(min(n, got[w]) for w, n in (+reference).items()) / sum((+reference).values())
    assert recall >= 0.99


def test_real_report_headers_footers_outline_tables(real):
    out = real.markdown.splitlines()
    assert not any(re.fullmatch(r"Page \| \d+", ln) for ln in out)
    assert "Armadale Capital Plc" not in out[5:]
    dropped = {d.text for d in real.dropped_lines}
    assert "Armadale Capital Plc" in dropped and "Page | 10" in dropped
    assert real.outline_entries == 20 and real.outline_matched >= 16
    assert "# Strategic Report" in out
    assert real.tables >= 10
    assert "| N Johansen | 2,012,122 | 2,012,122 |" in out
    assert len(real.line_pages) == len(out)
    # Every page map entry is a valid page; headings sit on the lines they claim.
    assert all(0 <= p < 48 for pages in real.line_pages for p in pages)
    for h in real.headings:
        assert out[h.line - 1].startswith("#" * h.level + " ")


def test_real_report_is_fast(real):
    # Generous bound for a loaded 2-core machine; the benchmark measures it properly.
    assert real.seconds / real.page_count < 0.05


def test_a_conversion_reads_back_from_its_stored_form(real):
    stored = json.loads(json.dumps(conversion_dict(real)))
    assert conversion_from_dict(stored) == real
    with pytest.raises(ValueError, match="not a PDF conversion"):
        conversion_from_dict({**stored, "extra": 1})
    with pytest.raises((KeyError, TypeError, ValueError)):
        conversion_from_dict({**stored, "headings": [{"level": 1}]})
