"""What the agent can call: the catalog tools and on-demand extraction, behind protocols.

``CatalogTools`` and ``ExtractionTools`` are implemented over gRPC by ``services.solver.clients``; tests
may plug in anything with the same methods. Every method raises ``shared.errors`` domain errors
(InvalidInputError for bad SQL, PermissionDeniedError for a write, NotFoundError, DeadlineError,
NotReadyError when the catalog is down).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from shared.stage import TaskPaths


@dataclass
class QueryResult:
    columns: list[str]
    rows: list[list[Any]]
    truncated: bool = False
    executed_sql: str = ""


@dataclass
class ExportResult:
    path: Path
    columns: list[str]
    row_count: int


@dataclass
class TableProfile:
    table: str
    source_path: str
    row_count: int
    columns: list[dict[str, Any]] = field(default_factory=list)  # name, type, null_ratio, distinct, top
    sample_rows: list[list[Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class ValueHit:
    table: str
    column: str
    match_count: int
    examples: list[str]


class CatalogTools(Protocol):
    """The catalog service as the agent uses it (async; one object serves every task)."""

    async def build_catalog(self, task: TaskPaths, timeout_s: float, question: str = "") -> Path | None:
        """Build the catalog (``question``: the task's, for its question-term ranking of the tables);
        returns the path of its light profile (None when it has none)."""

    async def table_profile(self, task: TaskPaths, table: str, timeout_s: float) -> TableProfile: ...

    async def probe(
        self, task: TaskPaths, sql: str, dialect: str, max_rows: int, timeout_s: float
    ) -> QueryResult: ...

    async def export(
        self, task: TaskPaths, sql: str, dialect: str, output_path: Path, timeout_s: float
    ) -> ExportResult: ...

    async def search_value(
        self, task: TaskPaths, literal: str, max_hits: int, timeout_s: float, *, within: bool = False
    ) -> list[ValueHit]:
        """Columns holding ``literal``; with ``within``, columns holding text values found inside it."""
        ...

    async def lookup(self, task: TaskPaths, section: str, table: str, timeout_s: float) -> dict[str, Any]: ...


@dataclass
class ExtractedDocument:
    doc_name: str
    table: str
    rows: int
    columns: list[str]
    succeeded: bool
    section_success_ratio: float
    error: str = ""
    hints_path: Path | None = None


class ExtractionTools(Protocol):
    """The extraction service, for a narrative document the relevance stage skipped."""

    async def extract(
        self, task: TaskPaths, doc_name: str, question: str, timeout_s: float
    ) -> ExtractedDocument:
        """Extract one document (its stem) with the task's question in mind."""
