"""Settings of the context preparation service; every threshold lives in configs/context.yaml."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar, Literal

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, SettingsSection


class LayoutSettings(SettingsSection):
    """Reading order: columns are split at vertical gutters between prose-like sides."""

    column_min_gutter_pt: float
    column_min_lines: int
    column_min_line_chars: float
    column_max_depth: int
    cell_gap_ratio: float
    cjk_join_gap_ratio: float


class HeaderFooterSettings(SettingsSection):
    """Running headers, footers and page numbers: short lines repeated at one spot near the edge."""

    zone_ratio: float
    max_lines_per_zone: int
    max_chars: int
    min_repeat_pages: int
    min_repeat_fraction: float
    y_tolerance_pt: float


class HeadingSettings(SettingsSection):
    """Headings from the outline, else from font size against the body size."""

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


class ParagraphSettings(SettingsSection):
    """When consecutive visual lines belong to one paragraph."""

    gap_ratio: float
    indent_ratio: float
    short_line_ratio: float
    size_change_ratio: float
    sentence_end_chars: str
    dehyphenate: bool


class TableSettings(SettingsSection):
    """Ruled tables. ``engine``: ``grid`` (our fast grid reader), ``pymupdf`` (find_tables) or ``off``."""

    engine: Literal["grid", "pymupdf", "off"]
    precheck_min_cell_rows: int
    min_h_lines: int
    min_v_lines: int
    snap_tolerance_pt: float
    min_segment_pt: float
    min_rows: int
    min_cols: int
    max_crossing_share: float


class OcrSettings(SettingsSection):
    """Tesseract OCR of scanned pages; ``tessdata`` null means Tesseract's own default."""

    enabled: bool
    languages: str
    dpi: int
    psm: int
    timeout_s: float
    tessdata: Path | None
    image_pages_in_text_pdf: bool
    image_page_min_coverage: float
    low_confidence: float


class PdfSettings(SettingsSection):
    """Everything the PDF converter needs; picklable, so worker processes get a copy."""

    max_pdf_bytes: int = Field(gt=0)
    text_min_chars_per_page: float
    text_sample_pages: int
    layout: LayoutSettings
    header_footer: HeaderFooterSettings
    headings: HeadingSettings
    paragraphs: ParagraphSettings
    tables: TableSettings
    ocr: OcrSettings


class ContextSettings(ServiceSettings):
    """The context service: task scanning, conversion workers, cache and the PDF converter."""

    config_name: ClassVar[str] = "context"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_CONTEXT_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    max_file_bytes: int = Field(gt=0)
    workers: int
    executor: Literal["process", "thread"]
    cache_dir: Path | None
    pdf: PdfSettings

    def resolved_cache_dir(self) -> Path:
        """The conversion cache: ``cache_dir`` if set, else ``<artifact_root>/cache/context``."""
        return Path(self.cache_dir) if self.cache_dir else Path(self.artifact_root) / "cache" / "context"
