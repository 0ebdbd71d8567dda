"""Settings of folder assignment; every threshold lives in configs/filing.yaml."""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings


class FilingSettings(ServiceSettings):
    """Filing an inbox into folders: the pre-filter, the model's threshold, the no-model rule and bounds."""

    config_name: ClassVar[str] = "filing"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_FILING_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    top_k: int = Field(ge=1)
    name_bonus: float = Field(ge=0)
    description_weight: float = Field(ge=0, le=1)
    min_confidence: float = Field(ge=0, le=1)
    prefilter_min_score: float = Field(gt=0)
    prefilter_margin: float = Field(ge=0)
    extensions: tuple[str, ...]
    pages_read: int = Field(ge=1)
    excerpt_chars: int = Field(gt=0)
    max_file_bytes: int = Field(gt=0)
    max_text_bytes: int = Field(gt=0)
    max_inbox_files: int = Field(ge=1)
    max_folder_files: int = Field(ge=1)
    max_name_tries: int = Field(ge=1)
