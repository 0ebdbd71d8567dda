"""The record each stage keeps of a task, beside the context manifest: what relevance decided of each
document and what extraction made of them. A stage writes only its own record; later stages read it
through shared.layout.TaskOutput, never from a message relayed by the coordinator.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

DecidedBy = Literal["rule", "vote", "default_recall"]
EndpointKind = Literal["local", "hosted"]
RelevanceStatus = Literal["succeeded", "partial", "skipped"]


class RelevanceUncertainty(BaseModel):
    subject: str
    reason: str
    code: str


class DocVerdict(BaseModel):
    """One document's verdict: relevant or not, and what decided it (its rules, a vote, or no decision
    at all: kept by default)."""

    relevant: bool
    decided_by: DecidedBy
    vote_tally: str
    reasons: list[str]
    files: list[str]
    preview_source: str
    evidence: dict[str, Any] | None = None


class RelevanceRecord(BaseModel):
    """``relevance/result.json``: the relevance stage's verdicts on the task's documents."""

    task_id: str
    question: str
    status: RelevanceStatus
    message: str
    endpoint_kind: EndpointKind
    rounds_target: int
    rounds_succeeded: int
    rounds_failed: int
    first_stage: bool
    per_doc: dict[str, DocVerdict]
    relevant_docs: list[str]
    skipped_docs: list[str]
    reasons: dict[str, list[str]]
    vote_tally: dict[str, str]
    uncertainties: list[RelevanceUncertainty]
    usage: dict[str, Any]
    timing_s: dict[str, float]
    result_path: str = ""
    trace_path: str = ""

    @property
    def doubtful_docs(self) -> list[str]:
        """The documents kept only because nothing decided them (a small model takes no vote)."""
        return [name for name in self.relevant_docs if self.per_doc[name].decided_by == "default_recall"]


class ExtractedTable(BaseModel):
    doc_name: str
    table_name: str
    db_path: str
    row_count: int = 0
    status: Literal["succeeded", "partial"] = "succeeded"


class ExtractionRecord(BaseModel):
    """``extraction/record.json``: the tables extraction made from the task's documents and the documents
    it left for later (kept only by default, extracted when the solver asks); kept up to date by every
    extraction of the task, the solver's on demand included."""

    tables: dict[str, ExtractedTable] = Field(default_factory=dict)
    deferred_docs: list[str] = Field(default_factory=list)
    hints_path: str = ""


class SurfaceColumn(BaseModel):
    name: str
    type: str = ""


class SurfaceEntry(BaseModel):
    """A table (or a join view over tables) the query surface offers, as the solver is shown it."""

    name: str
    kind: Literal["table", "derived_view"] = "table"
    source: str = ""  # the file it was read from (a view: the relationship it follows)
    format: str | None = None
    rows: int | None = None
    columns: list[SurfaceColumn] = Field(default_factory=list)
    notes: list[str] | None = None


class DocumentEntry(BaseModel):
    path: str
    title: str | None = None
    recommended_tool: str = ""
    generated_from: str | None = None


class MediaEntry(BaseModel):
    path: str
    kind: str
    recommended_tool: str = ""


class KnowledgeEntry(BaseModel):
    path: str
    text: str
    tokens: int = 0
    truncated: bool = False
    note: str | None = None


class CatalogUncertainty(BaseModel):
    code: str
    message: str
    asset: str | None = None
    table: str | None = None


class LightCatalog(BaseModel):
    """``global_data_profile.json``: the catalog's map of the task for the solver's first message: the
    query surfaces, documents, media, knowledge (capped) and what is unreliable."""

    task_id: str = ""
    query_surfaces: list[SurfaceEntry] = Field(default_factory=list)
    documents: list[DocumentEntry] = Field(default_factory=list)
    media: list[MediaEntry] = Field(default_factory=list)
    knowledge_documents: list[KnowledgeEntry] = Field(default_factory=list)
    semantic_uncertainties: list[CatalogUncertainty] = Field(default_factory=list)

    def surface(self, name: str) -> SurfaceEntry | None:
        return next((s for s in self.query_surfaces if s.name == name), None)

    @property
    def base_tables(self) -> list[SurfaceEntry]:
        """The tables, join views left out."""
        return [s for s in self.query_surfaces if s.kind != "derived_view"]

    @property
    def identifiers(self) -> list[str]:
        """Every table and column name the query surface offers."""
        return [n for s in self.query_surfaces for n in (s.name, *(c.name for c in s.columns))]
