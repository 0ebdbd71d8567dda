"""What the converter leaves out as running headers and footers, and how it says a PDF gave nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import context_pdfgen as gen
import pymupdf
import pytest

from services.context.pdf.convert import convert_pdf, write_conversion
from services.context.pdf.settings import PdfSettings
from services.context.settings import ContextSettings
from shared.artifacts import read_json
from shared.config import load_settings


@pytest.fixture(scope="module")
def pdf_settings() -> PdfSettings:
    return load_settings(ContextSettings).pdf


def _pdf(path: Path, pages: int, draw: Callable[[pymupdf.Page, int], None]) -> Path:
    doc = pymupdf.open()
    for i in range(pages):
        draw(doc.new_page(), i)
    doc.save(path)
    return path


def _body(page: pymupdf.Page, i: int) -> None:
    for n in range(12):
        page.insert_text(
            (72, 200 + 14 * n), f"Body line {n} of page {i + 1} with ordinary words.", fontsize=11
        )


def test_a_pages_only_line_at_the_top_is_kept(tmp_path, pdf_settings):
    pdf = _pdf(
        tmp_path / "only.pdf", 3, lambda p, i: p.insert_text((72, 72), "Revenue rose again.", fontsize=11)
    )
    conv = convert_pdf(pdf, pdf_settings)
    assert conv.status == "success" and conv.dropped_lines == []
    assert conv.markdown.count("Revenue rose again.") == 3


def test_a_page_number_alone_on_a_page_is_kept_but_dropped_beside_text(tmp_path, pdf_settings):
    def draw(page: pymupdf.Page, i: int) -> None:
        page.insert_text((300, 800), f"{i + 1}", fontsize=9)
        if i:
            _body(page, i)

    conv = convert_pdf(_pdf(tmp_path / "folio.pdf", 4, draw), pdf_settings)
    assert [(d.page, d.text) for d in conv.dropped_lines] == [(p, str(p + 1)) for p in range(1, 4)]
    assert conv.markdown.startswith("1\n")


def test_a_repeated_line_with_more_than_one_changing_number_is_data(tmp_path, pdf_settings):
    def draw(page: pymupdf.Page, i: int) -> None:
        page.insert_text((72, 50), f"Page {i + 1} of report. Revenue {i * 10} million.", fontsize=11)
        page.insert_text((72, 800), f"Annual Report 2023 | page {i + 1}", fontsize=8)
        _body(page, i)

    conv = convert_pdf(_pdf(tmp_path / "data.pdf", 4, draw), pdf_settings)
    for i in range(4):
        assert f"Page {i + 1} of report. Revenue {i * 10} million." in conv.markdown
    assert sorted(d.text for d in conv.dropped_lines) == [
        f"Annual Report 2023 | page {i + 1}" for i in range(4)
    ]


def test_the_page_map_counts_the_lines_left_out_and_keeps_the_uncertainties(tmp_path, pdf_settings):
    conv = convert_pdf(gen.running_headers(tmp_path / "hdr.pdf", pages=4), pdf_settings)
    conv.uncertainties.append("a note")
    _, pages = write_conversion(conv, tmp_path / "hdr.md")
    data = read_json(pages)
    assert data["dropped_lines"] == 8 and data["uncertainties"] == ["a note"]


def test_a_damaged_page_tree_is_named(tmp_path, pdf_settings):
    body = (
        b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
        b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 999999999 >>\nendobj\n"
        b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n"
        b"trailer\n<< /Root 1 0 R >>\n%%EOF\n"
    )
    (tmp_path / "count.pdf").write_bytes(body)
    conv = convert_pdf(tmp_path / "count.pdf", pdf_settings)
    assert conv.status == "failure" and conv.kind == "invalid"
    assert "page tree is damaged" in conv.uncertainties[-1]


def test_blank_and_unread_pdfs_say_what_they_are(tmp_path, pdf_settings):
    # OCR off: blank pages are still told from scans, without Tesseract.
    no_ocr = pdf_settings.without_ocr()
    blank = convert_pdf(gen.blank_pages(tmp_path / "blank.pdf", 3), no_ocr)
    assert blank.status == "failure" and blank.kind == "empty"
    assert blank.uncertainties == [
        "3 blank pages, not read by OCR: 1, 2, 3",
        "every page is blank: nothing to convert",
    ]
    unread = convert_pdf(gen.image_only(tmp_path / "scan.pdf"), no_ocr)
    assert unread.status == "failure" and unread.kind == "scanned"
    assert unread.uncertainties == [
        "scanned PDF, OCR disabled",
        "pages without a text layer, not read by OCR",
    ]
