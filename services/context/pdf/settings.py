"""Settings of the PDF converter: the ``pdf`` section of configs/context.yaml.

Plain frozen dataclasses, apart from the context service's settings, so that ``dataagent pdf2md``
reads only this section (``load_pdf_settings``) without importing pydantic: a one-file command starts
in the time Python and PyMuPDF take. The service's settings validate the same classes through pydantic
(``ContextSettings.pdf``); both refuse unknown keys and the same out-of-range values.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from shared.configfile import FORBID_EXTRA, load_section, require_positive

# The context service's config file and environment prefix; its settings class uses the same.
CONFIG_NAME = "context"
ENV_PREFIX = "DATAAGENT_CONTEXT_"


@dataclass(frozen=True)
class LayoutSettings:
    """Reading order: columns are split at vertical gutters between prose-like sides."""

    __pydantic_config__ = FORBID_EXTRA

    column_min_gutter_pt: float
    column_min_lines: int
    column_min_line_chars: float
    column_max_depth: int
    cell_gap_ratio: float
    cjk_join_gap_ratio: float


@dataclass(frozen=True)
class HeaderFooterSettings:
    """Running headers, footers and page numbers: short lines repeated at one spot near the edge."""

    __pydantic_config__ = FORBID_EXTRA

    zone_ratio: float
    max_lines_per_zone: int
    max_chars: int
    min_repeat_pages: int
    min_repeat_fraction: float
    y_tolerance_pt: float


@dataclass(frozen=True)
class HeadingSettings:
    """Headings from the outline, else from font size against the body size."""

    __pydantic_config__ = FORBID_EXTRA

    size_ratio: float
    max_chars: int
    max_lines: int
    max_levels: int
    bold_min_gap_ratio: float
    style_headings_with_outline: bool
    bold_min_size_ratio: float
    sentence_min_chars: int
    outline_max_prefix_chars: int
    outline_min_part_chars: int


@dataclass(frozen=True)
class ParagraphSettings:
    """When consecutive visual lines belong to one paragraph."""

    __pydantic_config__ = FORBID_EXTRA

    gap_ratio: float
    indent_ratio: float
    short_line_ratio: float
    size_change_ratio: float
    sentence_end_chars: str
    dehyphenate: bool


@dataclass(frozen=True)
class TableSettings:
    """Ruled tables. ``engine``: ``grid`` (our fast grid reader), ``pymupdf`` (find_tables) or ``off``."""

    __pydantic_config__ = FORBID_EXTRA

    engine: Literal["grid", "pymupdf", "off"]
    precheck_min_cell_rows: int
    min_h_lines: int
    min_v_lines: int
    snap_tolerance_pt: float
    min_segment_pt: float
    min_rows: int
    min_cols: int
    max_crossing_share: float


@dataclass(frozen=True)
class OcrSettings:
    """Tesseract OCR of scanned pages; ``tessdata`` null means Tesseract's own default."""

    __pydantic_config__ = FORBID_EXTRA

    enabled: bool
    languages: str
    dpi: int
    psm: int
    timeout_s: float
    tessdata: Path | None
    image_pages_in_text_pdf: bool
    image_page_min_coverage: float
    low_confidence: float
    # Pages of one document OCR reads at most, and seconds after which it starts no further page.
    max_pages: int
    budget_s: float
    # A text-less page rendered at blank_dpi with less than this share of dark pixels is blank.
    blank_dpi: int
    blank_max_ink: float
    # A page read with less confidence than turn_below is read turned upright when Tesseract's orientation
    # detection finds it on its side or upside down; that reading stands when sparse_margin surer.
    turn_below: float
    # A page read with less confidence than sparse_below is read again as sparse text; the second
    # reading stands when its confidence is at least sparse_margin higher.
    sparse_below: float
    sparse_margin: float
    # Or when it holds this many times the first's Chinese characters and words, no more than sparse_margin
    # less sure (0: never).
    sparse_more_text: float
    # A line of Chinese (at most reread_max_chars long) read with less confidence than reread_below is
    # read again alone, at reread_dpi and in the Chinese languages only (at most reread_max_lines a page).
    reread_below: float
    reread_dpi: int
    reread_max_chars: int
    reread_max_lines: int


@dataclass(frozen=True)
class PdfSettings:
    """Everything the PDF converter needs; picklable, so worker processes get a copy."""

    __pydantic_config__ = FORBID_EXTRA

    max_pdf_bytes: int
    text_min_chars_per_page: float
    text_sample_pages: int
    # A PDF of at least this many pages has its pages read by ``page_workers`` processes when it is
    # converted on its own (``dataagent pdf2md``); the service converts several files at once instead.
    parallel_min_pages: int
    page_workers: int
    layout: LayoutSettings
    header_footer: HeaderFooterSettings
    headings: HeadingSettings
    paragraphs: ParagraphSettings
    tables: TableSettings
    ocr: OcrSettings

    def __post_init__(self) -> None:
        require_positive(self, "max_pdf_bytes", "parallel_min_pages", "page_workers")

    def without_ocr(self) -> PdfSettings:
        """The same settings with OCR off (scanned pages are then reported, not read)."""
        return replace(self, ocr=replace(self.ocr, enabled=False))


def load_pdf_settings() -> PdfSettings:
    """The converter's settings as the context service reads them (file, then environment overrides)."""
    return load_section(PdfSettings, CONFIG_NAME, "pdf", ENV_PREFIX)
