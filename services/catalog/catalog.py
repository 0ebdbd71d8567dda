"""TaskCatalog: one task's semantic catalog, kept current, and the query tools on it.

Public API (blocking; the server runs it in an executor and keeps one object per output folder)::

    cat = TaskCatalog(output_dir, task_dir=task_dir, settings=load_settings(CatalogSettings))
    cat.build(question=None) -> SemanticCatalog           # scan, register, profile, relate; writes both
    cat.ensure_current(question=None) -> SemanticCatalog  # the saved catalog unless the inputs changed
    cat.light_catalog() -> dict                           # the global data profile
    cat.profile(name) -> TableSchema | DerivedView
    cat.probe(sql, dialect="sqlite", max_rows=None, max_bytes=None, timeout_s=None) -> ProbeResult
    cat.export(sql, dialect, target, timeout_s=None) -> ExportResult   # the answer CSV, streamed
    cat.search_value(literal) -> ValueSearchResult
    cat.lookup(section, table=None) -> list[dict]
    cat.close()

The context stage's manifest lists the task's files (without it the catalog refuses to build);
extracted tables are added from the task output. A new extracted table or a new manifest changes the
input fingerprint and the next call rebuilds. The question comes with the request and is kept with
the catalog: a call without one keeps the last known question.

Build and queries use separate connections: the build connection profiles everything and is closed;
the query connection (``QueryTools``) is opened from the catalog alone. Every tool call holds a lease
on the query tools it uses: a rebuild or ``close()`` retires them, and their connection is closed
when the last call using them returns. A closed catalog still answers; each call then opens a
connection of its own and closes it on return.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from services.catalog.build import CATALOG_VERSION, build_catalog, light_catalog
from services.catalog.models import (
    DerivedView,
    ExportResult,
    ProbeResult,
    SemanticCatalog,
    TableSchema,
    ValueSearchResult,
)
from services.catalog.relevance import query_relevance
from services.catalog.scan import FoundFile, discover, fingerprint
from services.catalog.settings import CatalogSettings
from services.catalog.surface import QuerySurface
from services.catalog.tools import QueryTools, dump_json, rows_to_csv
from shared.artifacts import read_json, write_json
from shared.config import load_settings
from shared.layout import ContextManifest, TaskOutput

__all__ = ["TaskCatalog", "dump_json", "rows_to_csv"]


@dataclass
class _Installed:
    """Query tools and the calls using them; ``retired`` tools close when their last call returns."""

    tools: QueryTools
    users: int = 0
    retired: bool = False


class TaskCatalog:
    """The catalog and query surface of one task output folder; thread-safe."""

    def __init__(
        self,
        output_dir: Path,
        task_dir: Path | None = None,
        settings: CatalogSettings | None = None,
    ) -> None:
        self.output_dir = Path(output_dir).resolve()
        self.output = TaskOutput(self.output_dir)
        self.task_dir = Path(task_dir).resolve() if task_dir else None
        self.settings = settings or load_settings(CatalogSettings)
        self._lock = threading.RLock()
        self._catalog: SemanticCatalog | None = None
        self._installed: _Installed | None = None
        self._question: str | None = None
        self._closed = False

    # --- lifecycle ---------------------------------------------------------------------------

    def _inputs(self) -> tuple[ContextManifest, list[FoundFile], str]:
        manifest, files = discover(self.output)
        return manifest, files, fingerprint(files, [self.output.context_manifest])

    def _saved(self) -> SemanticCatalog | None:
        path = self.output.semantic_catalog
        if not path.is_file():
            return None
        try:
            return SemanticCatalog.model_validate(read_json(path))
        except (OSError, ValueError):
            return None

    def ensure_current(self, question: str | None = None) -> SemanticCatalog:
        """The catalog for the inputs as they are now: cached, loaded from disk, or rebuilt."""
        with self._lock:
            if question:
                self._question = question
            manifest, files, fp = self._inputs()
            cat = self._catalog
            if cat is None or cat.fingerprint != fp:
                saved = self._saved()
                if saved is not None:
                    self._question = self._question or saved.question
                    if saved.fingerprint == fp and saved.version == CATALOG_VERSION:
                        cat = saved
            if cat is None or cat.fingerprint != fp:
                return self._build(manifest, files, fp)
            if self._known_question() != cat.question:
                # Only the question changed: the tables stay, their ranking is redone.
                same_tables = cat is self._catalog
                cat = self._with_question(cat)
                self._adopt(cat, same_tables=same_tables)
            elif cat is not self._catalog:
                self._adopt(cat)
            return cat

    @property
    def catalog(self) -> SemanticCatalog:
        return self.ensure_current()

    def build(self, question: str | None = None) -> SemanticCatalog:
        """Scan every visible file, register, profile, relate; write both catalog files atomically."""
        with self._lock:
            if question:
                self._question = question
            return self._build(*self._inputs())

    def _build(self, manifest: ContextManifest, files: list[FoundFile], fp: str) -> SemanticCatalog:
        question = self._known_question()
        cat = build_catalog(
            self.output, manifest, files, fp, self.settings, question=question, task_dir=self.task_dir
        )
        write_json(self.output.semantic_catalog, cat.model_dump(mode="json"))
        self._adopt(cat)
        write_json(self.output.global_profile, self.light_catalog())
        return cat

    def _known_question(self) -> str | None:
        if self._question is None:
            known = self._catalog or self._saved()
            self._question = known.question if known is not None else None
        return self._question

    def _with_question(self, cat: SemanticCatalog) -> SemanticCatalog:
        question = self._known_question()
        relevance = query_relevance(question, cat.schemas, self.settings.relevance)
        cat = cat.model_copy(update={"question": question, "query_relevance": relevance})
        write_json(self.output.semantic_catalog, cat.model_dump(mode="json"))
        return cat

    def _adopt(self, cat: SemanticCatalog, *, same_tables: bool = False) -> None:
        """Make ``cat`` current; the previous query tools are retired unless ``cat`` has their tables."""
        self._catalog = cat
        old = self._installed
        if old is not None and same_tables:
            old.tools.catalog = cat
            return
        self._installed = None
        if old is not None:
            self._retire(old)
        if not self._closed:
            self._installed = _Installed(QueryTools(cat, self.settings))

    def _retire(self, installed: _Installed) -> None:
        """Close ``installed`` now when no call uses it, else when its last call returns (lock held)."""
        installed.retired = True
        if installed.users == 0:
            installed.tools.close()

    @contextmanager
    def _tools(self) -> Iterator[QueryTools]:
        """A lease on the current query tools: they stay open until the call returns."""
        with self._lock:
            cat = self.ensure_current()
            installed = self._installed
            if installed is None:
                # A closed catalog: this call gets its own connection, closed when it returns.
                installed = _Installed(QueryTools(cat, self.settings), retired=True)
            installed.users += 1
        try:
            yield installed.tools
        finally:
            with self._lock:
                installed.users -= 1
                if installed.retired and installed.users == 0:
                    installed.tools.close()

    def close(self) -> None:
        """Release the query connection (deferred while calls use it); later calls open their own."""
        with self._lock:
            self._closed = True
            if self._installed is not None:
                self._retire(self._installed)
                self._installed = None

    @property
    def _surface(self) -> QuerySurface | None:
        """The current query connection, if one is open (for tests and benchmarks)."""
        return self._installed.tools.surface if self._installed is not None else None

    # --- light catalog and tools -------------------------------------------------------------

    def light_catalog(self) -> dict[str, Any]:
        """The first-message map (the global data profile): surfaces, documents, media, knowledge."""
        cat = self._catalog or self.ensure_current()
        return light_catalog(cat, self.settings.knowledge.token_cap).model_dump(
            mode="json", exclude_none=True
        )

    def profile(self, name: str) -> TableSchema | DerivedView:
        with self._tools() as tools:
            return tools.profile(name)

    def probe(
        self,
        sql: str,
        dialect: str = "sqlite",
        *,
        max_rows: int | None = None,
        max_bytes: int | None = None,
        timeout_s: float | None = None,
    ) -> ProbeResult:
        """Run one read-only statement; SQLite/MySQL SQL is transpiled to DuckDB first."""
        with self._tools() as tools:
            return tools.probe(sql, dialect, max_rows=max_rows, max_bytes=max_bytes, timeout_s=timeout_s)

    def export(self, sql: str, dialect: str, target: Path, *, timeout_s: float | None = None) -> ExportResult:
        """Stream one read-only statement's result into the CSV ``target``; refused past the caps."""
        with self._tools() as tools:
            return tools.export(sql, dialect, target, timeout_s=timeout_s)

    def search_value(
        self, literal: str, *, max_hits: int | None = None, within: bool = False
    ) -> ValueSearchResult:
        """Which tables/columns hold ``literal`` (exact, case-insensitive and substring counts), or with
        ``within`` the stored text values that occur inside it."""
        with self._tools() as tools:
            return tools.search_value(literal, max_hits=max_hits, within=within)

    def lookup(self, section: str, table: str | None = None) -> list[dict[str, Any]]:
        """A section of the full catalog, optionally only the items that mention ``table``."""
        with self._tools() as tools:
            return tools.lookup(section, table)
