"""Typed records of the Semantic Catalog and of the catalog tools' results (pydantic, JSON-ready)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from shared.layout import AssetKind

TableFormat = Literal["csv", "json", "sqlite"]


class Uncertainty(BaseModel):
    """A risk the scan could not remove; the agent must verify before relying on the material."""

    code: str  # e.g. empty_file, not_sqlite, name_conflict, stray_table_file, unreadable
    message: str
    asset: str | None = None  # visible path
    table: str | None = None


class DocumentProfile(BaseModel):
    title: str | None = None
    headings: list[str] = Field(default_factory=list)
    preview: str = ""
    chars: int = 0
    estimated_tokens: int = 0


class Asset(BaseModel):
    """One visible file of the task (original or generated), with what the scan made of it."""

    visible_path: str
    physical_path: str
    source_path: str | None = None
    action: str = "source"
    generated: bool = False
    kind: AssetKind
    size_bytes: int
    recommended_tool: str
    encoding: str | None = None
    tables: list[str] = Field(default_factory=list)  # surface names registered from this asset
    status: Literal["ok", "partial", "unreadable", "skipped"] = "ok"
    document: DocumentProfile | None = None


class ColumnProfile(BaseModel):
    name: str
    type: str  # DuckDB type from DESCRIBE, the one probe results carry
    source_type: str | None = None  # declared type in the source (SQLite), when there is one
    null_ratio: float | None = None
    distinct_count: int | None = None
    distinct_approximate: bool = False
    top_values: list[dict[str, Any]] = Field(default_factory=list)  # [{"value", "count"}]
    min: Any = None
    max: Any = None
    profiled: bool = True  # False: a column past the per-table cap, listed with its type only


class ForeignKey(BaseModel):
    column: str
    ref_table: str
    ref_column: str | None = None


class TableSchema(BaseModel):
    """A table of the query surface: where it comes from, how it is registered, and its profile.

    ``view_sql`` (CSV/JSON) or ``sqlite_path``+``sqlite_table`` (SQLite) are enough to rebuild the
    surface without rescanning the files.
    """

    name: str
    asset: str  # visible path of the file it comes from
    format: TableFormat
    origin: Literal["context", "extraction"] = "context"
    read_path: str  # file DuckDB reads (a UTF-8 copy for transcoded files); the SQLite file otherwise
    encoding: str | None = None
    json_shape: str | None = None  # wrapper, array, lines, object
    view_sql: str | None = None
    sqlite_path: str | None = None
    sqlite_table: str | None = None
    row_count: int | None = None
    columns: list[ColumnProfile] = Field(default_factory=list)
    sample_rows: list[list[Any]] = Field(default_factory=list)
    declared_foreign_keys: list[ForeignKey] = Field(default_factory=list)
    profile_sampled: bool = False
    notes: list[str] = Field(default_factory=list)


class Relationship(BaseModel):
    source_table: str
    source_column: str
    target_table: str
    target_column: str
    cardinality: Literal["many_to_one", "one_to_one"]
    confidence: float
    distinct_match_ratio: float
    target_uniqueness_ratio: float
    source_distinct: int
    strict: bool
    sampled: bool
    evidence: list[str]


class RelationshipWarning(BaseModel):
    source_table: str
    source_column: str
    target_table: str
    target_column: str
    reason: str
    confidence: float | None = None
    distinct_match_ratio: float | None = None
    target_uniqueness_ratio: float | None = None


class DerivedView(BaseModel):
    """A convenience join (never a new fact): base rows enriched through one kept relationship."""

    name: str
    base_table: str
    joined_table: str
    relationship: str  # "Base.col -> Target.col"
    depends_on: list[str]
    sql: str
    row_count: int
    columns: list[ColumnProfile] = Field(default_factory=list)


class QueryRelevance(BaseModel):
    table: str
    score: float
    matched_terms: list[str]


class SemanticCatalog(BaseModel):
    """The full catalog, written to the task output's semantic catalog file."""

    version: int = 1
    task_id: str | None = None
    question: str | None = None
    task_dir: str | None = None
    output_dir: str
    fingerprint: str
    build_ms: float = 0.0
    assets: list[Asset] = Field(default_factory=list)
    schemas: list[TableSchema] = Field(default_factory=list)
    relationships: list[Relationship] = Field(default_factory=list)
    derived_views: list[DerivedView] = Field(default_factory=list)
    relationship_warnings: list[RelationshipWarning] = Field(default_factory=list)
    query_relevance: list[QueryRelevance] = Field(default_factory=list)
    semantic_uncertainties: list[Uncertainty] = Field(default_factory=list)
    knowledge_text: dict[str, str] = Field(default_factory=dict)  # visible path -> full knowledge text


class ProbeResult(BaseModel):
    columns: list[str]
    types: list[str]
    rows: list[list[Any]]
    row_count: int  # rows returned (at most the cap)
    truncated: bool  # more rows existed than the cap
    sql: str  # the DuckDB SQL that ran
    elapsed_ms: float


class ExportResult(BaseModel):
    output_path: str
    columns: list[str]
    row_count: int
    bytes: int  # size of the CSV written
    escaped_cells: int  # text cells written with a leading apostrophe (they read as formulas)
    sql: str  # the DuckDB SQL that ran
    elapsed_ms: float


class ValueHit(BaseModel):
    table: str
    column: str
    exact_count: int
    case_insensitive_count: int
    substring_count: int
    examples: list[Any] = Field(default_factory=list)


class ValueSearchResult(BaseModel):
    literal: str
    hits: list[ValueHit]
    truncated: bool = False
