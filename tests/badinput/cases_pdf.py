"""Bad-input cases of dataagent pdf2md and dataagent split."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pymupdf

from tests.badinput import files as fx
from tests.badinput.cmdrun import CommandCase, Outcome, Workspace, run_cli
from tests.badinput.evidence import read_text

# A page tree whose /Count claims a billion pages over its one page.
_WRONG_COUNT_PDF = (
    b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
    b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 999999999 >>\nendobj\n"
    b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n"
    b"trailer\n<< /Root 1 0 R >>\n%%EOF\n"
)
# A page tree that lists itself among its kids.
_CYCLIC_TREE_PDF = _WRONG_COUNT_PDF.replace(
    b"/Kids [3 0 R] /Count 999999999", b"/Kids [2 0 R 3 0 R] /Count 2"
)


def _pdf(path: Path, pages: int, draw: Callable[[pymupdf.Page, int], None]) -> Path:
    doc = pymupdf.open()
    for i in range(pages):
        draw(doc.new_page(), i)
    fx.write_bytes(path, doc.tobytes())
    doc.close()
    return path


def _scanned_page(page: pymupdf.Page, i: int) -> None:
    """A page with no text layer: a line of text as a picture."""
    src = pymupdf.open()
    drawn = src.new_page()
    drawn.insert_text((60, 120), f"Scanned statement number {i + 1}", fontsize=26)
    page.insert_image(page.rect, pixmap=drawn.get_pixmap(dpi=100, colorspace=pymupdf.csGRAY))
    src.close()


def _pdf2md(ws: Workspace, pdf: Path, **env: str) -> tuple[Outcome, Path]:
    md = ws.root / "pdf_out" / (pdf.stem + ".md")
    outcome = run_cli(ws, ["pdf2md", str(pdf), "-o", str(md)], **env)
    outcome.written = [p for p in (md, md.with_name(md.stem + ".pages.json")) if p.exists()]
    return outcome, md


def top_line_only(ws: Workspace) -> Outcome:
    def draw(page: pymupdf.Page, i: int) -> None:
        page.insert_text((72, 72), f"Page {i + 1} of report. Revenue {i * 10} million.", fontsize=11)

    outcome, md = _pdf2md(ws, _pdf(ws.root / "inputs" / "p01_top_line.pdf", 3, draw))
    outcome.expect(outcome.returncode == 0, f"exit {outcome.returncode}")
    text = read_text(md) if md.exists() else ""
    for i in range(3):
        outcome.expect(
            f"Revenue {i * 10} million" in text, f"page {i + 1}'s only line is not in the Markdown"
        )
    pages = md.with_name(md.stem + ".pages.json")
    left_out = json.loads(read_text(pages)).get("dropped_lines") if pages.exists() else None
    outcome.expect(left_out == 0, f"the page map says {left_out!r} lines were left out, not 0")
    return outcome


def same_line_every_page(ws: Workspace) -> Outcome:
    def draw(page: pymupdf.Page, i: int) -> None:
        page.insert_text((72, 72), "Quarterly revenue rose to a record high.", fontsize=11)

    outcome, md = _pdf2md(ws, _pdf(ws.root / "inputs" / "p02_same_line.pdf", 4, draw))
    text = read_text(md) if md.exists() else ""
    outcome.expect(outcome.returncode == 0, f"exit {outcome.returncode}")
    outcome.expect(text.count("record high") == 4, "a line that is each page's only text was removed")
    return outcome


def wrong_page_count(ws: Workspace) -> Outcome:
    pdf = fx.write_bytes(ws.root / "inputs" / "p03_count.pdf", _WRONG_COUNT_PDF)
    outcome = run_cli(ws, ["split", str(pdf), "--no-model", "-o", str(ws.root / "pdf_out" / "count.json")])
    outcome.expect(outcome.returncode == 2, f"split exit {outcome.returncode}, not 2")
    converted, _ = _pdf2md(ws, pdf)
    outcome.output += converted.output
    outcome.expect(converted.returncode == 1, f"pdf2md exit {converted.returncode}, not 1")
    outcome.expect(outcome.output.count("page tree is damaged") == 2, "the damaged page tree is not named")
    outcome.expect("internal error" not in outcome.output, "an internal error")
    return outcome


def blank_and_damaged_named(ws: Workspace) -> Outcome:
    blank = fx.write_bytes(ws.root / "inputs" / "p04_blank.pdf", fx.blank_pdf_bytes(3))
    outcome, _ = _pdf2md(ws, blank)
    outcome.expect(outcome.returncode == 1, f"blank: exit {outcome.returncode}, not 1")
    outcome.expect("every page is blank" in outcome.output, "blank pages not called blank")
    outcome.expect("not read by OCR: 1, 2, 3" in outcome.output, "the blank pages are not counted from 1")
    cyclic = fx.write_bytes(ws.root / "inputs" / "p04_cyclic.pdf", _CYCLIC_TREE_PDF)
    damaged, _ = _pdf2md(ws, cyclic)
    outcome.output += damaged.output
    outcome.expect(damaged.returncode == 1 and "no page could be read" in damaged.output, "damage not named")
    scans = _pdf(ws.root / "inputs" / "p04_scans.pdf", 2, _scanned_page)
    unread = run_cli(ws, ["pdf2md", str(scans), "-o", str(ws.root / "pdf_out" / "scans.md"), "--no-ocr"])
    outcome.output += unread.output
    outcome.expect(unread.returncode == 1 and "OCR disabled" in unread.output, "an unread scan not named")
    outcome.expect("(scanned)" not in outcome.output, "a bare '(scanned)' label")
    return outcome


def ocr_page_cap(ws: Workspace) -> Outcome:
    scans = _pdf(ws.root / "inputs" / "p05_scans.pdf", 3, _scanned_page)
    outcome, md = _pdf2md(ws, scans, DATAAGENT_CONTEXT_PDF__OCR__MAX_PAGES="1")
    outcome.expect(outcome.returncode == 0, f"exit {outcome.returncode}")
    if shutil.which("tesseract") is None:
        outcome.expect("OCR not available" in outcome.output, "missing OCR not said")
        return outcome
    outcome.expect(
        "OCR: 3 pages without a text layer; at most 1 read" in outcome.output,
        "OCR's start and limits not said",
    )
    cut = "OCR stopped at its page limit (1, ocr.max_pages) after 1 pages: 2 pages not read (2, 3)"
    outcome.expect(cut in outcome.output, "the OCR cut is not said on stderr")
    pages = md.with_name(md.stem + ".pages.json")
    recorded = json.loads(read_text(pages)).get("uncertainties", []) if pages.exists() else []
    outcome.expect(cut in recorded, "the OCR cut is not recorded in the page map")
    return outcome


def split_says_no_model_was_asked_for(ws: Workspace) -> Outcome:
    pdf = fx.write_bytes(ws.root / "inputs" / "p06_small.pdf", fx.pdf_bytes("Quarterly report", pages=2))
    outcome = run_cli(ws, ["split", str(pdf), "--no-model", "-o", str(ws.root / "pdf_out" / "small.json")])
    outcome.expect(outcome.returncode == 0, f"exit {outcome.returncode}")
    outcome.expect("model not used (--no-model)" in outcome.output, "--no-model not named as the reason")
    outcome.expect(
        "no model endpoint configured" not in outcome.output, "a configured endpoint called missing"
    )
    return outcome


PDF_CASES: tuple[CommandCase, ...] = (
    CommandCase("pdf2md_top_line_only", "empty", "each page's only line at its top", top_line_only),
    CommandCase(
        "pdf2md_same_line_every_page", "empty", "one line repeated as each page's text", same_line_every_page
    ),
    CommandCase("pdf_wrong_page_count", "broken", "a page tree claiming 999,999,999 pages", wrong_page_count),
    CommandCase(
        "pdf2md_blank_and_unread_named", "empty", "blank pages; scans with --no-ocr", blank_and_damaged_named
    ),
    CommandCase("pdf2md_ocr_page_cap", "huge", "3 scanned pages, ocr.max_pages 1", ocr_page_cap),
    CommandCase(
        "split_no_model_named", "broken", "--no-model with an endpoint set", split_says_no_model_was_asked_for
    ),
)
