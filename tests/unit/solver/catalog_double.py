"""CatalogTools over the real catalog core (TaskCatalog, real DuckDB) in process, without gRPC.

Lets the solver's loop be tested on real data while the catalog's gRPC server is wired separately;
the contract tests run the same loop through the real servers.
"""

from __future__ import annotations

import asyncio
import csv
import io
from pathlib import Path
from typing import Any

from services.catalog.catalog import TaskCatalog
from services.catalog.settings import CatalogSettings
from services.context.context_view import prepare_task
from services.context.settings import ContextSettings
from services.solver.tools import ExportResult, QueryResult, TableProfile, ValueHit
from shared.artifacts import atomic_write_text
from shared.config import load_settings
from shared.errors import NotReadyError
from shared.stage import TaskPaths

_SECTION = {"uncertainties": "semantic_uncertainties"}


class CoreCatalogTools:
    def __init__(self, *, down: bool = False) -> None:
        self.settings = load_settings(CatalogSettings)
        self.catalogs: dict[Path, TaskCatalog] = {}
        self.calls: list[tuple[str, Any]] = []
        self.down = down

    def _cat(self, task: TaskPaths) -> TaskCatalog:
        if self.down:
            raise NotReadyError("catalog service unavailable")
        cat = self.catalogs.get(task.output_dir)
        if cat is None:
            if not task.output.context_manifest.is_file():
                # In a run the context stage comes first; here the context core stands in for it.
                context = load_settings(ContextSettings, executor="thread")
                prepare_task(task.task_dir, task.output_dir, context, task_id=task.task_id)
            cat = TaskCatalog(task.output_dir, task_dir=task.task_dir, settings=self.settings)
            self.catalogs[task.output_dir] = cat
        return cat

    def close(self) -> None:
        for cat in self.catalogs.values():
            cat.close()

    async def build_catalog(self, task: TaskPaths, timeout_s: float, question: str = "") -> Path | None:
        self.calls.append(("build", task.task_id))
        cat = self._cat(task)
        await asyncio.to_thread(cat.build, question or None)
        return task.output.global_profile

    async def table_profile(self, task: TaskPaths, table: str, timeout_s: float) -> TableProfile:
        self.calls.append(("profile", table))
        p = await asyncio.to_thread(self._cat(task).profile, table)
        return TableProfile(
            table=p.name,
            source_path=getattr(p, "asset", ""),
            row_count=p.row_count or 0,
            columns=[
                {
                    "name": c.name,
                    "type": c.type,
                    "null_ratio": c.null_ratio,
                    "distinct_count": c.distinct_count,
                    "top_values": [str(t.get("value")) for t in c.top_values],
                }
                for c in p.columns
            ],
            sample_rows=list(getattr(p, "sample_rows", [])),
        )

    async def probe(
        self, task: TaskPaths, sql: str, dialect: str, max_rows: int, timeout_s: float
    ) -> QueryResult:
        self.calls.append(("probe", sql))
        r = await asyncio.to_thread(
            self._cat(task).probe, sql, dialect, max_rows=max_rows, timeout_s=timeout_s
        )
        return QueryResult(columns=r.columns, rows=r.rows, truncated=r.truncated, executed_sql=r.sql)

    async def export(
        self, task: TaskPaths, sql: str, dialect: str, output_path: Path, timeout_s: float
    ) -> ExportResult:
        self.calls.append(("export", sql))
        r = await asyncio.to_thread(
            self._cat(task).probe, sql, dialect, max_rows=1_000_000, timeout_s=timeout_s
        )
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(r.columns)
        writer.writerows([["" if v is None else v for v in row] for row in r.rows])
        atomic_write_text(output_path, buffer.getvalue())
        return ExportResult(output_path, r.columns, len(r.rows))

    async def search_value(
        self, task: TaskPaths, literal: str, max_hits: int, timeout_s: float, *, within: bool = False
    ) -> list[ValueHit]:
        self.calls.append(("search_within" if within else "search", literal))
        found = await asyncio.to_thread(
            self._cat(task).search_value, literal, max_hits=max_hits, within=within
        )
        return [
            ValueHit(h.table, h.column, h.substring_count, [str(e) for e in h.examples]) for h in found.hits
        ]

    async def lookup(self, task: TaskPaths, section: str, table: str, timeout_s: float) -> dict[str, Any]:
        self.calls.append(("lookup", section))
        items = await asyncio.to_thread(self._cat(task).lookup, _SECTION.get(section, section), table or None)
        return {section: items}
