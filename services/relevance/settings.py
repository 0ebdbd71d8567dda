"""Settings of the relevance service (DATAAGENT_RELEVANCE_*, every limit in configs/relevance.yaml)."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, SettingsSection

EndpointKind = Literal["local", "hosted"]


class CandidateSettings(SettingsSection):
    full_text_max_chars: int = Field(gt=0)
    document_max_bytes: int = Field(gt=0)
    pdf_max_bytes: int = Field(gt=0)
    knowledge_max_bytes: int = Field(gt=0)
    video_text_max_bytes: int = Field(gt=0)


class PreviewSettings(SettingsSection):
    max_lines: int = Field(gt=0)
    max_line_chars: int = Field(gt=0)
    pdf_max_pages: int = Field(gt=0)
    pdf_min_chars_per_page: int = Field(ge=0)
    placeholder: str


class PromptSettings(SettingsSection):
    knowledge_max_chars: int = Field(ge=0)
    video_max_chars: int = Field(ge=0)
    budget_chars_by_endpoint: dict[EndpointKind, int]
    budget_knowledge_share: float = Field(ge=0, le=1)
    budget_video_share: float = Field(ge=0, le=1)
    budget_overhead_chars: int = Field(ge=0)
    budget_min_preview_chars: int = Field(gt=0)


class VoteSettings(SettingsSection):
    rounds_by_endpoint: dict[EndpointKind, int]
    max_resend_batches: int = Field(ge=0)
    temperature: float = Field(ge=0)
    max_tokens: int = Field(gt=0)
    reason_max_chars: int = Field(gt=0)


class FirstStageSettings(SettingsSection):
    enabled: bool
    min_term_chars: int = Field(gt=0)
    number_min_digits: int = Field(gt=0)
    strong_number_min_chars: int = Field(gt=0)
    knowledge_before: int = Field(ge=0)
    knowledge_after: int = Field(ge=0)
    knowledge_max_chars: int = Field(gt=0)
    doc_scan_chars: int = Field(gt=0)
    literal_protect_max_share: float = Field(ge=0, le=1)
    relevant_min_score: float
    relevant_min_ratio: float
    irrelevant_max_ratio: float
    embedding_margin: float
    stop_terms: tuple[str, ...]
    split_chars: str


class EmbeddingSettings(SettingsSection):
    enabled: bool
    max_chars: int = Field(gt=0)


class RelevanceSettings(ServiceSettings):
    config_name: ClassVar[str] = "relevance"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_RELEVANCE_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    candidates: CandidateSettings
    preview: PreviewSettings
    prompt: PromptSettings
    vote: VoteSettings
    first_stage: FirstStageSettings
    embedding: EmbeddingSettings
