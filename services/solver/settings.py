"""Solver settings (DATAAGENT_SOLVER_*, defaults in configs/solver.yaml; CATALOG_ADDR, EXTRACTION_ADDR)."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, SettingsSection
from shared.pages.settings import DocAnswerSettings


class LoopSettings(SettingsSection):
    max_steps: int = Field(ge=1)
    max_attempts: int = Field(ge=1)
    max_model_failures: int = Field(ge=1)
    max_tokens_per_step: int = Field(ge=16)
    default_deadline_s: float = Field(gt=0)
    deadline_margin_s: float = Field(ge=0)
    min_budget_s: float = Field(gt=0)
    fallback_timeout_s: float = Field(gt=0)
    # Seconds of the solve kept from the search for the last resorts (a query from the schema, an empty
    # result), so that a task whose search finds nothing still ends with an answer.
    last_resort_s: float = Field(ge=0)
    draft_fallback: bool  # no query returned rows: one query written from the schema alone is tried
    min_draft_s: float = Field(ge=0)
    submit_nudge_steps: int = Field(ge=0)
    # The whole solve's time at most, by endpoint kind (0: the request's deadline alone).
    solve_budget_s_by_endpoint: dict[Literal["local", "hosted"], float]


class ToolSettings(SettingsSection):
    call_timeout_s: float = Field(gt=0)
    min_call_timeout_s: float = Field(gt=0)
    probe_grace_s: float = Field(ge=0)
    build_timeout_s: float = Field(gt=0)
    extract_timeout_s: float = Field(gt=0)
    probe_max_rows: int = Field(ge=1)
    rows_shown: int = Field(ge=1)
    max_cell_chars: int = Field(ge=8)
    observation_max_chars: int = Field(ge=200)
    failed_query_chars: int = Field(ge=40)
    profile_top_values: int = Field(ge=0)
    profile_sample_rows: int = Field(ge=0)
    profile_notes: int = Field(ge=0)
    hit_examples: int = Field(ge=1)
    doc_max_lines: int = Field(ge=1)
    doc_max_bytes: int = Field(gt=0)
    search_hits_shown: int = Field(ge=1)
    doc_search_max_hits: int = Field(ge=1)
    doc_line_chars: int = Field(ge=20)
    doc_search_pages: int = Field(ge=1)
    doc_search_page_chars: int = Field(ge=100)
    doc_search_rerank: bool


class PromptSettings(SettingsSection):
    max_question_chars: int = Field(ge=100)
    max_tables: int = Field(ge=1)
    max_columns_per_table: int = Field(ge=1)
    table_notes: int = Field(ge=0)
    knowledge_max_chars: int = Field(ge=0)
    hints_max_chars: int = Field(ge=0)
    video_max_chars: int = Field(ge=0)
    video_statements_max_chars: int = Field(ge=0)
    video_frames_as_images: bool
    max_video_frames: int = Field(ge=0)
    max_documents: int = Field(ge=0)
    max_media: int = Field(ge=0)
    max_uncertainties: int = Field(ge=0)
    history_full_steps: int = Field(ge=1)
    old_observation_chars: int = Field(ge=40)


class CheckSettings(SettingsSection):
    retries_per_check: int = Field(ge=0)
    tie_check: bool
    empty_result_check: bool
    star_check: bool
    duplicate_column_check: bool
    distinct_raw_check: bool
    grounding_check: bool
    ungrounded_shown: int = Field(ge=1)


class TraceSettings(SettingsSection):
    step_summary_chars: int = Field(ge=40)
    reason_chars: int = Field(ge=40)
    message_reasons: int = Field(ge=1)


class GroundingSettings(SettingsSection):
    max_literals: int = Field(ge=0)
    min_literal_chars: int = Field(ge=1)
    min_substring_chars: int = Field(ge=1)
    hits_per_literal: int = Field(ge=1)
    examples_per_hit: int = Field(ge=1)
    substring_hits_kept: int = Field(ge=0)
    max_tables: int = Field(ge=1)
    anchor_tables: int = Field(ge=1)
    max_join_hops: int = Field(ge=1)
    exact_hit_weight: float = Field(ge=0)
    substring_hit_weight: float = Field(ge=0)


class CandidateVariant(SettingsSection):
    name: str = Field(min_length=1)
    schema_view: Literal["grounded", "all"]
    stored_forms: bool
    temperature: float = Field(ge=0)
    # Worked examples of the same shape shown before the question (candidates.examples).
    examples: bool = False
    # For a question with a superlative only: the inner query first, run, then the full one over it.
    nested: bool = False


class ExampleSettings(SettingsSection):
    count: int = Field(ge=0)  # examples shown to a variant that takes them (0: none, anywhere)
    pool: int = Field(ge=1)  # nearest questions re-ranked by a draft's skeleton


class CandidateSettings(SettingsSection):
    variants: list[CandidateVariant]
    max_tokens: int = Field(ge=16)
    accept_prompts: int = Field(ge=1)
    stored_columns_shown: int = Field(ge=1)
    rows_shown: int = Field(ge=1)
    error_chars: int = Field(ge=40)
    min_left_s: float = Field(ge=0)
    repair_steps_by_endpoint: dict[Literal["local", "hosted"], Annotated[int, Field(ge=0)]]
    short_context_by_endpoint: dict[Literal["local", "hosted"], bool]
    examples: ExampleSettings
    literals_checked: int = Field(ge=0)  # text literals of a draft checked against their columns
    max_inner_rows: int = Field(ge=1)  # a nested draft's inner query returning more rows is not used
    literal_values: int = Field(ge=1)  # stored values of a column a literal is matched against


class SolverSettings(ServiceSettings):
    config_name: ClassVar[str] = "solver"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_SOLVER_",
        extra="ignore",
        frozen=True,
        env_nested_delimiter="__",
        validate_by_name=True,
    )

    rpc_retry_attempts: int = Field(ge=1)
    sql_dialect: Literal["sqlite", "duckdb", "mysql"]
    loop: LoopSettings
    tools: ToolSettings
    prompt: PromptSettings
    checks: CheckSettings
    trace: TraceSettings
    doc_answer: DocAnswerSettings
    grounding: GroundingSettings
    candidates: CandidateSettings
