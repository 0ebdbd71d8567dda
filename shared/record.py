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
