"""What the agent can call: the catalog tools and on-demand extraction (behind protocols), and local
reading of text documents.

``CatalogTools`` and ``ExtractionTools`` are implemented over gRPC by ``services.solver.clients``; tests
may plug in anything with the same methods. Every method raises ``shared.errors`` domain errors
(InvalidInputError for bad SQL, PermissionDeniedError for a write, NotFoundError, DeadlineError,
NotReadyError when the catalog is down).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from shared.errors import InvalidInputError, NotFoundError
from shared.stage import TaskPaths

TEXT_SUFFIXES = (".md", ".markdown", ".txt")


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

    async def build_catalog(self, task: TaskPaths, timeout_s: float) -> Path | None:
        """Build the catalog; returns the path of global_data_profile.json."""

    async def table_profile(self, task: TaskPaths, table: str, timeout_s: float) -> TableProfile: ...

    async def probe(
        self, task: TaskPaths, sql: str, dialect: str, max_rows: int, timeout_s: float
    ) -> QueryResult: ...

    async def export(
        self, task: TaskPaths, sql: str, dialect: str, output_path: Path, timeout_s: float
    ) -> ExportResult: ...

    async def search_value(
        self, task: TaskPaths, literal: str, max_hits: int, timeout_s: float
    ) -> list[ValueHit]: ...

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

    async def extract(self, task: TaskPaths, doc_name: str, timeout_s: float) -> ExtractedDocument: ...


NARRATIVE_SUFFIXES = (".md", ".markdown", ".txt", ".pdf")


def unextracted_documents(task: TaskPaths) -> list[str]:
    """Narrative documents under context/doc/ that have no extracted table (context_db/<stem>.db) yet."""
    doc_dir = task.context_dir / "doc"
    if not doc_dir.is_dir():
        return []
    files = [f for f in doc_dir.iterdir() if f.is_file() and f.suffix.lower() in NARRATIVE_SUFFIXES]
    stems = sorted({f.stem for f in files})
    return [s for s in stems if not (task.output_dir / "context_db" / f"{s}.db").is_file()]


def document_roots(task: TaskPaths) -> list[Path]:
    """Folders a document path may point into: the task's context and the generated Markdown."""
    return [task.context_dir, task.generated_dir, task.output_dir / "context_db"]


def resolve_document(task: TaskPaths, path: str) -> Path:
    """The file a model-given path names, refused unless it lies inside one of ``document_roots``."""
    raw = path.strip().lstrip("/")
    for prefix in ("context/", "generated_context/"):
        if raw.startswith(prefix):
            raw = raw[len(prefix) :]
            break
    if not raw or ".." in Path(raw).parts:
        raise InvalidInputError(f"bad document path {path!r}")
    for root in document_roots(task):
        candidate = (root / raw).resolve()
        base = root.resolve()
        if base in candidate.parents and candidate.is_file():
            return candidate
    raise NotFoundError(f"no document {path!r}; use a path from the documents list")


def _text_of(file: Path) -> str:
    if file.suffix.lower() not in TEXT_SUFFIXES:
        raise InvalidInputError(
            f"{file.name} is not a text document; read its generated Markdown (documents list) instead"
        )
    data = file.read_bytes()
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("utf-8", errors="replace")


def read_document(
    task: TaskPaths, path: str, start_line: int, end_line: int, max_lines: int
) -> tuple[str, int]:
    """Lines ``start_line..end_line`` (1-based, inclusive, at most ``max_lines``), numbered; and the total."""
    lines = _text_of(resolve_document(task, path)).splitlines()
    start = max(1, start_line)
    end = min(len(lines), max(start, end_line), start + max_lines - 1)
    if start > len(lines):
        return f"(the document has only {len(lines)} lines)", len(lines)
    body = "\n".join(f"{i:04d}\t{lines[i - 1]}" for i in range(start, end + 1))
    return body, len(lines)


def text_documents(task: TaskPaths) -> list[tuple[str, Path]]:
    """Every readable text document of the task as (visible path, file), context first."""
    found: list[tuple[str, Path]] = []
    for root, prefix in ((task.context_dir, ""), (task.generated_dir, "generated_context/")):
        if not root.is_dir():
            continue
        for file in sorted(root.rglob("*")):
            if file.is_file() and file.suffix.lower() in TEXT_SUFFIXES:
                found.append((prefix + file.relative_to(root).as_posix(), file))
    return found


def search_documents(task: TaskPaths, query: str, max_hits: int) -> list[str]:
    """Lines of the text documents that contain every word of ``query`` (case-insensitive)."""
    words = [w for w in re.split(r"\s+", query.lower().strip()) if w]
    if not words:
        raise InvalidInputError("search_documents needs a query")
    hits: list[str] = []
    for visible, file in text_documents(task):
        try:
            lines = _text_of(file).splitlines()
        except (OSError, InvalidInputError):
            continue
        for no, line in enumerate(lines, 1):
            low = line.lower()
            if all(w in low for w in words):
                hits.append(f"{visible}:{no}: {line.strip()[:200]}")
                if len(hits) >= max_hits:
                    return hits
    return hits
