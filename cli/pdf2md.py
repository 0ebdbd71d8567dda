"""``dataagent pdf2md FILE.pdf [-o OUT.md]``: the PDF converter on its own, for people."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from cli.paths import input_file, output_file, shown, utf8_name
from services.context.pdf.convert import convert_pdf, write_conversion
from services.context.pdf.settings import OcrSettings, load_pdf_settings
from shared.errors import ConfigError, InvalidInputError


def pdf2md_main(argv: list[str] | None = None) -> int:
    """Convert one PDF; writes OUT.md (default: beside the PDF) and OUT.pages.json. Exit 0 on success
    or partial success, 1 when nothing could be converted, 2 on bad usage or settings.

    Reads only the converter's settings (the ``pdf`` section of configs/context.yaml and its
    ``DATAAGENT_CONTEXT_PDF__...`` overrides), not the context service's: a one-file command starts in
    the time Python and PyMuPDF take."""
    ap = argparse.ArgumentParser(prog="dataagent pdf2md", description="Convert a PDF to Markdown.")
    ap.add_argument("pdf", type=Path, help="the PDF file")
    ap.add_argument("-o", "--output", type=Path, help="the Markdown file to write (default: FILE.md)")
    ap.add_argument("--no-ocr", action="store_true", help="do not OCR scanned pages")
    args = ap.parse_args(argv)
    try:
        pdf_settings = load_pdf_settings()
    except ConfigError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.no_ocr:
        pdf_settings = pdf_settings.without_ocr()
    try:
        input_file(args.pdf, "pdf")
        out = output_file(args.output or args.pdf.with_suffix(".md"), args.pdf)
        output_file(out.with_name(out.stem + ".pages.json"), args.pdf)
    except InvalidInputError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    progress = _OcrProgress(pdf_settings.ocr)
    conv = convert_pdf(args.pdf, pdf_settings, page_workers=pdf_settings.page_workers, ocr_progress=progress)
    failed = conv.status == "failure"
    for reason in conv.uncertainties[:-1] if failed else conv.uncertainties:
        print(shown(f"warning: {reason}"), file=sys.stderr)
    if failed:
        print(shown(f"error: {args.pdf} not converted: {conv.uncertainties[-1]}"), file=sys.stderr)
        return 1
    # Recorded in the page map, a UTF-8 file: a name's bytes that are not UTF-8 are written as \xNN.
    conv.source = utf8_name(conv.source)
    conv.uncertainties = [utf8_name(u) for u in conv.uncertainties]
    md_path, pages_path = write_conversion(conv, out)
    print(
        shown(
            f"{md_path} ({conv.page_count} pages, {len(conv.headings)} headings, {conv.tables} tables, "
            f"{len(conv.ocr_pages)} OCRed, {len(conv.dropped_lines)} header/footer lines left out, "
            f"{conv.seconds:.2f}s); page map {pages_path}"
        )
    )
    return 0


class _OcrProgress:
    """Tells stderr that OCR started and within which limits, then how far it got every few seconds."""

    EVERY_S = 5.0

    def __init__(self, cfg: OcrSettings) -> None:
        self.cfg = cfg
        self.start = self.last = time.monotonic()

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if done == 1:
            print(
                f"OCR: {total} pages without a text layer; at most {self.cfg.max_pages} read "
                f"(ocr.max_pages), none started after {self.cfg.budget_s:g} s (ocr.budget_s)",
                file=sys.stderr,
                flush=True,
            )
        if now - self.last >= self.EVERY_S or (done == total and now - self.start >= self.EVERY_S):
            self.last = now
            print(f"OCR: {done}/{total} pages ({now - self.start:.0f} s)", file=sys.stderr, flush=True)


if __name__ == "__main__":
    raise SystemExit(pdf2md_main())
