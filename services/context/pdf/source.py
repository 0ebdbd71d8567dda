"""Opening a PDF and reading its text-less pages by OCR, as the converter and the page-stream reader do.

``load_pdf`` reads at most ``limit`` bytes and opens them (UnreadablePdfError, with the kind of failure,
for an oversized, unreadable, empty, broken or encrypted file); ``looks_scanned`` and ``ocr_targets``
pick the pages OCR should read; ``ocr_frags`` reads them as text fragments, each failure an uncertainty.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from services.context.pdf.layout import Frag, image_coverage
from services.context.pdf.settings import OcrSettings, PdfSettings
from shared.mupdf import load_pymupdf
from shared.textio import NotRegularFileError, read_bytes_upto

if TYPE_CHECKING:
    import pymupdf


class UnreadablePdfError(Exception):
    """A PDF that cannot be read; ``kind`` is invalid, empty or encrypted."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


def _too_large(size: int, limit: int) -> UnreadablePdfError:
    reason = f"PDF of {size:,} bytes, above the configured limit of {limit:,} (pdf.max_pdf_bytes): not read"
    return UnreadablePdfError("invalid", reason)


def load_pdf(path: Path, limit: int) -> pymupdf.Document:
    """The opened document; the file is read into memory once and never changed."""
    mupdf = load_pymupdf()
    try:
        size = path.stat().st_size
        if size > limit:  # refused before any byte is read
            raise _too_large(size, limit)
        data, size = read_bytes_upto(path, limit)
    except NotRegularFileError as e:
        raise UnreadablePdfError("invalid", f"cannot read PDF: {e.problem}") from e
    except OSError as e:
        raise UnreadablePdfError("invalid", f"cannot read PDF: {e.strerror or e}") from e
    if size > len(data):  # grew past the limit while it was read
        raise _too_large(size, limit)
    if size == 0:
        raise UnreadablePdfError("empty", "zero-byte PDF: nothing to convert")
    mupdf.TOOLS.mupdf_display_errors(False)
    mupdf.TOOLS.reset_mupdf_warnings()
    try:
        doc = mupdf.open(stream=data, filetype="pdf")
    except Exception as e:  # MuPDF raises several types for a broken file
        raise UnreadablePdfError("invalid", f"not a readable PDF: {e}") from e
    if doc.needs_pass and not doc.authenticate(""):
        doc.close()
        raise UnreadablePdfError("encrypted", "encrypted PDF: a password is needed to read it")
    try:
        doc.page_count  # noqa: B018  # counted from the page tree, which a damaged file may get wrong
    except Exception as e:  # MuPDF raises RuntimeError for an impossible page count
        doc.close()
        raise UnreadablePdfError("invalid", f"not a readable PDF: its page tree is damaged ({e})") from e
    return doc


def looks_scanned(chars: Sequence[int], settings: PdfSettings) -> bool:
    """Whether the first ``text_sample_pages`` pages hold too few characters on average: a scan."""
    sample = chars[: settings.text_sample_pages]
    return not sample or sum(sample) / len(sample) < settings.text_min_chars_per_page


def ocr_targets(
    doc: pymupdf.Document,
    chars: Sequence[int],
    damaged: Collection[int],
    settings: PdfSettings,
    scanned: bool,
) -> list[int]:
    """Pages (0-based) for OCR: of a scan, every thin page but one whose few characters are all it holds
    (a text layer and no image: OCR would read the same line again); of a text PDF, the thin pages mostly
    covered by images (when ``ocr.image_pages_in_text_pdf``). Damaged pages are left out."""
    thin = [i for i, c in enumerate(chars) if c < settings.text_min_chars_per_page and i not in damaged]
    if scanned:
        return [i for i in thin if not chars[i] or _has_images(doc, i)]
    if not settings.ocr.image_pages_in_text_pdf:
        return []
    targets = []
    for i in thin:
        try:
            if image_coverage(doc.load_page(i)) >= settings.ocr.image_page_min_coverage:
                targets.append(i)
        except Exception:  # an unloadable page is not read by OCR either
            continue
    return targets


def _has_images(doc: pymupdf.Document, index: int) -> bool:
    try:
        return image_coverage(doc.load_page(index)) > 0
    except Exception:  # an unloadable page: OCR tries it and records what it finds
        return True


def page_list(pages: Sequence[int], shown: int = 20) -> str:
    """Page numbers as people read them (callers pass them counted from 1), the first ``shown`` of them."""
    listed = ", ".join(str(p) for p in pages[:shown])
    return listed + (f" and {len(pages) - shown} more" if len(pages) > shown else "")


def blank_page(page: pymupdf.Page, cfg: OcrSettings) -> bool:
    """Whether a page holds nothing to read: no text, image or drawing at all, or, rendered small, fewer
    dark pixels than ``cfg.blank_max_ink`` of its area (an empty scan, a blank back)."""
    if not page.get_image_info() and not page.get_cdrawings() and not page.get_text("text").strip():
        return True
    pix = page.get_pixmap(dpi=cfg.blank_dpi, colorspace=load_pymupdf().csGRAY, alpha=False)
    pixels = pix.width * pix.height
    dark = len(pix.samples.translate(None, _LIGHT))
    return pixels > 0 and dark / pixels < cfg.blank_max_ink


# Gray levels that count as paper: ``bytes.translate`` deletes them, and what remains is ink.
_LIGHT = bytes(range(200, 256))


@dataclass
class OcrRead:
    """What OCR made of the target pages: fragments and confidence per page read, and the blank pages
    (0-based page numbers)."""

    pages: dict[int, tuple[list[Frag], float]] = field(default_factory=dict)
    blank: list[int] = field(default_factory=list)


def ocr_frags(
    doc: pymupdf.Document,
    targets: Sequence[int],
    cfg: OcrSettings,
    label: str,
    uncertainties: list[str],
    progress: Callable[[int], None] | None = None,
) -> OcrRead:
    """OCR fragments and confidence per target page; OCR being off or missing, a failed page and low
    confidence become ``uncertainties`` (``label`` names the pages; pages listed from 1).
    ``progress`` is told how many targets are done after each one.

    Blank pages are found without OCR and left out, OCR off or not. OCR reads at most ``cfg.max_pages``
    pages of a document and stops starting pages after ``cfg.budget_s`` seconds; the pages left are
    recorded."""
    out = OcrRead()
    # Imported when a page needs it: Tesseract's driver costs a text PDF's conversion nothing.
    from services.context.pdf import ocr

    problem, langs, missing = "OCR disabled", "", []
    if cfg.enabled:
        try:
            langs, missing = ocr.usable_languages(cfg)
            problem = ""
        except ocr.OcrUnavailableError as e:
            problem = f"OCR not available ({e})"
    if problem:
        out.blank = [i for i in targets if _blank(doc, i, cfg)]
        _tell_blank(out.blank, uncertainties)
        if len(out.blank) < len(targets):
            uncertainties.append(f"{label}, {problem}")
        return out
    if missing:
        uncertainties.append(f"OCR languages missing: {'+'.join(missing)}; used {langs}")
    failed: list[int] = []
    start = time.monotonic()
    for done, i in enumerate(targets, 1):
        read = len(out.pages) + len(failed)
        if read >= cfg.max_pages or time.monotonic() - start >= cfg.budget_s:
            why = (
                f"its page limit ({cfg.max_pages}, ocr.max_pages)"
                if read >= cfg.max_pages
                else f"its time budget ({cfg.budget_s:g} s, ocr.budget_s)"
            )
            left = [p + 1 for p in targets[done - 1 :]]
            uncertainties.append(
                f"OCR stopped at {why} after {read} pages: {len(left)} pages not read ({page_list(left)})"
            )
            break
        try:
            page = doc.load_page(i)
            if blank_page(page, cfg):
                out.blank.append(i)
                continue
            result = ocr.ocr_page(page, cfg, langs)
        except Exception:  # one unreadable page must not lose the others
            failed.append(i + 1)
        else:
            frags = [
                Frag(ln.x0, ln.y0, ln.x1, ln.y1, ln.text, round(ln.y1 - ln.y0, 1), False)
                for ln in result.lines
            ]
            out.pages[i] = (frags, result.confidence)
        finally:
            if progress is not None:
                progress(done)
    _tell_blank(out.blank, uncertainties)
    if failed:
        uncertainties.append(f"OCR failed on pages {page_list(failed)}")
    low = [i + 1 for i, (_, c) in out.pages.items() if c < cfg.low_confidence]
    if low:
        uncertainties.append(f"low OCR confidence (<{cfg.low_confidence}) on pages {page_list(low)}")
    return out


def _blank(doc: pymupdf.Document, index: int, cfg: OcrSettings) -> bool:
    try:
        return blank_page(doc.load_page(index), cfg)
    except Exception:  # an unloadable page is not known to be blank
        return False


def _tell_blank(blank: list[int], uncertainties: list[str]) -> None:
    if blank:
        uncertainties.append(
            f"{len(blank)} blank pages, not read by OCR: {page_list([i + 1 for i in blank])}"
        )
