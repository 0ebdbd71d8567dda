"""Settings of the context preparation service; every threshold lives in configs/context.yaml."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar, Literal

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from services.context.pdf.settings import CONFIG_NAME, ENV_PREFIX, PdfSettings
from shared.config import ServiceSettings, SettingsSection


class SplitSettings(SettingsSection):
    """Splitting a task's PDFs that hold several documents into one document each."""

    enabled: bool
    use_model: bool
    max_pages: int = Field(gt=0)
    min_typed_documents: int = Field(ge=2)


class ContextSettings(ServiceSettings):
    """The context service: task scanning, conversion workers, cache, the PDF converter and the split."""

    config_name: ClassVar[str] = CONFIG_NAME
    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX, extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    max_file_bytes: int = Field(gt=0)
    workers: int
    executor: Literal["process", "thread"]
    cache_dir: Path | None
    # Share of a PrepareContext call's deadline kept back to write the manifest and answer.
    deadline_margin: float = Field(gt=0, lt=1)
    pdf: PdfSettings
    split: SplitSettings

    def resolved_cache_dir(self) -> Path:
        """The conversion cache: ``cache_dir`` if set, else ``<artifact_root>/cache/context``."""
        return Path(self.cache_dir) if self.cache_dir else Path(self.artifact_root) / "cache" / "context"
