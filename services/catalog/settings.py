"""Settings of the catalog/query service, read from configs/catalog.yaml and DATAAGENT_CATALOG_* variables."""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, SettingsSection


class ProbeSettings(SettingsSection):
    row_cap: int
    time_limit_s: float
    cli_row_cap: int
    max_value_chars: int
    max_result_bytes: int
    export_max_bytes: int


class ProfileSettings(SettingsSection):
    csv_max_line_bytes: int
    sample_rows: int
    top_k: int
    exact_stats_max_rows: int
    max_value_chars: int
    doc_preview_chars: int
    doc_max_headings: int
    encoding_sample_bytes: int
    utf8_full_check_max_bytes: int
    json_full_parse_max_bytes: int
    json_head_bytes: int
    json_lines_checked: int
    json_min_object_bytes: int
    json_object_margin_bytes: int
    materialize_max_bytes: int
    doc_title_chars: int
    max_same_name_tables: int
    column_batch: int
    max_profiled_columns: int
    ragged_examples: int


class NameScoreSettings(SettingsSection):
    declared_foreign_key: float
    same_name_names_target: float
    same_name: float
    id_names_target: float


class RelationshipSettings(SettingsSection):
    name_scores: NameScoreSettings
    name_weight: float
    value_weight: float
    strict_below_name_score: float
    min_confidence: float
    min_distinct_match_ratio: float
    strict_distinct_match_ratio: float
    min_target_uniqueness_ratio: float
    max_views: int
    allow_one_to_one_enrichment: bool
    use_declared_foreign_keys: bool
    strict_min_source_distinct: int
    sample_rows: int
    sketch_max_values: int
    sketch_duplicate_ratio: float
    sample_repeatable: int
    generic_key_names: list[str]
    same_name_max_tables: int
    max_warnings: int


class RelevanceSettings(SettingsSection):
    min_term_chars: int
    plural_min_chars: int
    table_weight: float
    column_weight: float
    value_weight: float
    min_value_chars: int


class KnowledgeSettings(SettingsSection):
    token_cap: int


class SearchSettings(SettingsSection):
    max_hits: int
    examples_per_hit: int
    example_chars: int
    time_limit_s: float
    column_batch: int
    within_min_chars: int = Field(ge=1)
    within_min_ascii_chars: int = Field(ge=1)


class DuckDBSettings(SettingsSection):
    memory_limit: str | None = None
    threads: int | None = None
    fill_chunk_rows: int
    fetch_chunk_rows: int


class CatalogSettings(ServiceSettings):
    config_name: ClassVar[str] = "catalog"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_CATALOG_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    probe: ProbeSettings
    profile: ProfileSettings
    relationships: RelationshipSettings
    relevance: RelevanceSettings
    knowledge: KnowledgeSettings
    search: SearchSettings
    duckdb: DuckDBSettings
    max_open_tasks: int
