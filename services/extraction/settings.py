"""Extraction settings (DATAAGENT_EXTRACTION_*, defaults in configs/extraction.yaml)."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, SettingsSection


class DocumentSettings(SettingsSection):
    max_document_bytes: int = Field(gt=0)
    max_knowledge_bytes: int = Field(gt=0)
    min_start_s: float = Field(ge=0)
    finish_reserve_s: float = Field(ge=0)
    defer_doubtful_by_endpoint: dict[Literal["local", "hosted"], bool]


class PlannerSettings(SettingsSection):
    knowledge_top_lines: int
    knowledge_top_chars: int
    excerpt_lines_before: int
    excerpt_lines_after: int
    excerpt_max_chars: int
    max_tokens: int
    retries: int
    layout_hint: bool
    # A regular document is planned from its layout (the model names the slots of its sentences) and read
    # by a program; the endpoint kind decides (configs/llm.yaml endpoint_kind).
    layout_plan_by_endpoint: dict[Literal["local", "hosted"], bool]
    layout_max_tokens: int


class RecordsSettings(SettingsSection):
    # A list of records whose fields the knowledge lists is read record by record where the layout is not
    # regular; the endpoint kind decides (configs/llm.yaml endpoint_kind).
    by_endpoint: dict[Literal["local", "hosted"], bool]
    min_records: int
    max_records: int
    max_record_chars: int
    opening_chars: int
    all_columns_up_to: int
    choose_max_tokens: int
    max_tokens: int


class WorkerSettings(SettingsSection):
    max_tokens: int
    retries: int
    success_ratio_ok: float


class ProgramSettings(SettingsSection):
    enabled: bool
    max_rounds: int
    sample_lines: int
    missed_lines_shown: int
    ids_shown: int
    max_tokens: int


class SandboxSettings(SettingsSection):
    bwrap: str
    uid: int
    gid: int
    timeout_s: float
    cpu_s: int
    memory_mb: int
    max_output_mb: int
    scratch_mb: int
    max_processes: int


class NormalizeSettings(SettingsSection):
    generated: bool
    max_revisions_by_endpoint: dict[Literal["local", "hosted"], int]
    min_left_s: float = Field(ge=0)
    max_values_shown: int
    anchor_values: int
    max_tokens: int


class CopyCheckSettings(SettingsSection):
    min_share: float
    min_records: int


class FanoutSettings(SettingsSection):
    concurrency: int
    ready_timeout_s: float
    section_deadline_s: float
    retry_attempts: int
    max_connection_age_s: float = Field(gt=0)


class ExtractionSettings(ServiceSettings):
    config_name: ClassVar[str] = "extraction"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_EXTRACTION_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    documents: DocumentSettings
    planner: PlannerSettings
    records: RecordsSettings
    worker: WorkerSettings
    program: ProgramSettings
    sandbox: SandboxSettings
    normalize: NormalizeSettings
    copy_check: CopyCheckSettings
    fanout: FanoutSettings
