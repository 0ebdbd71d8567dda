"""Tesseract OCR of one rendered PDF page (shared.ocr runs Tesseract); lines are in PDF points."""

from __future__ import annotations

from typing import TYPE_CHECKING

from services.context.pdf.settings import OcrSettings
from shared import ocr as _ocr
from shared.mupdf import load_pymupdf
from shared.ocr import OcrLine, OcrPage, OcrUnavailableError, available_languages

if TYPE_CHECKING:
    import pymupdf

__all__ = ["OcrLine", "OcrPage", "OcrUnavailableError", "available_languages", "ocr_page", "usable_languages"]


def usable_languages(cfg: OcrSettings) -> tuple[str, list[str]]:
    """The ``+``-joined languages to use and the requested ones that are missing (shared.ocr)."""
    return _ocr.usable_languages(cfg.languages, str(cfg.tessdata) if cfg.tessdata else None, cfg.timeout_s)


def ocr_page(page: pymupdf.Page, cfg: OcrSettings, languages: str) -> OcrPage:
    """Render ``page`` at ``cfg.dpi`` and read it; confidence is the char-weighted mean in [0, 1]."""
    png = page.get_pixmap(dpi=cfg.dpi, colorspace=load_pymupdf().csGRAY).tobytes("png")
    return _ocr.ocr_image(
        png,
        languages,
        dpi=cfg.dpi,
        psm=cfg.psm,
        timeout_s=cfg.timeout_s,
        tessdata=str(cfg.tessdata) if cfg.tessdata else None,
        scale=72.0 / cfg.dpi,
    )
