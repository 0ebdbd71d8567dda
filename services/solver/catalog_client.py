"""``CatalogTools`` over gRPC: the catalog service's RPCs, status codes turned back into domain errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import grpc

from dataagent.catalog.v1 import catalog_pb2, catalog_pb2_grpc
from dataagent.common.v1 import common_pb2
from services.solver.tools import ExportResult, QueryResult, TableProfile, ValueHit
from shared import errors
from shared.rpc import call_metadata, open_channel
from shared.stage import TaskPaths

_ERROR_BY_STATUS: dict[grpc.StatusCode, type[errors.DataAgentError]] = {
    grpc.StatusCode.INVALID_ARGUMENT: errors.InvalidInputError,
    grpc.StatusCode.NOT_FOUND: errors.NotFoundError,
    grpc.StatusCode.UNAVAILABLE: errors.NotReadyError,
    grpc.StatusCode.DEADLINE_EXCEEDED: errors.DeadlineError,
    grpc.StatusCode.PERMISSION_DENIED: errors.PermissionDeniedError,
    grpc.StatusCode.FAILED_PRECONDITION: errors.ConfigError,
}
_DIALECTS = {
    "duckdb": catalog_pb2.SQL_DIALECT_DUCKDB,
    "sqlite": catalog_pb2.SQL_DIALECT_SQLITE,
    "mysql": catalog_pb2.SQL_DIALECT_MYSQL,
}
_SECTIONS = {
    "relationships": catalog_pb2.CATALOG_SECTION_RELATIONSHIPS,
    "derived_views": catalog_pb2.CATALOG_SECTION_DERIVED_VIEWS,
    "uncertainties": catalog_pb2.CATALOG_SECTION_UNCERTAINTIES,
    "relationship_warnings": catalog_pb2.CATALOG_SECTION_RELATIONSHIP_WARNINGS,
}


def cell_value(cell: common_pb2.Cell) -> Any:
    kind = cell.WhichOneof("value")
    if kind is None or kind == "null_value":
        return None
    return getattr(cell, kind)


def rows_of(rows: Any) -> list[list[Any]]:
    return [[cell_value(c) for c in row.cells] for row in rows]


def task_ref(task: TaskPaths) -> common_pb2.TaskRef:
    return common_pb2.TaskRef(
        task_id=task.task_id,
        task_dir=str(task.task_dir),
        task_output_dir=str(task.output_dir),
        run_id=task.run_id,
    )


def _relationship(r: catalog_pb2.Relationship) -> dict[str, Any]:
    return {
        "from": f"{r.from_table}.{r.from_column}",
        "to": f"{r.to_table}.{r.to_column}",
        "confidence": round(r.confidence, 3),
        "match_ratio": round(r.match_ratio, 3),
    }


class GrpcCatalogTools:
    """One channel to the catalog service, shared by every task of the solver."""

    def __init__(self, addr: str, *, retry_attempts: int = 4) -> None:
        # Without an address the solver still serves: every catalog call then fails as a recorded tool error.
        self.channel = open_channel(addr, retry_attempts=retry_attempts) if addr else None
        self.stub = catalog_pb2_grpc.CatalogServiceStub(self.channel) if self.channel else None

    async def close(self) -> None:
        if self.channel is not None:
            await self.channel.close()

    async def _call(self, method: str, request: Any, task: TaskPaths, timeout_s: float) -> Any:
        if self.stub is None:
            raise errors.NotReadyError("the catalog service address is not set (CATALOG_ADDR)")
        try:
            return await getattr(self.stub, method)(
                request,
                timeout=timeout_s,
                metadata=call_metadata(task_id=task.task_id, run_id=task.run_id),
            )
        except grpc.aio.AioRpcError as e:
            cls = _ERROR_BY_STATUS.get(e.code(), errors.DataAgentError)
            raise cls(e.details() or e.code().name) from e

    async def build_catalog(self, task: TaskPaths, timeout_s: float) -> Path | None:
        reply = await self._call(
            "BuildCatalog", catalog_pb2.BuildCatalogRequest(task=task_ref(task)), task, timeout_s
        )
        return Path(reply.global_profile_path) if reply.global_profile_path else None

    async def table_profile(self, task: TaskPaths, table: str, timeout_s: float) -> TableProfile:
        reply = await self._call(
            "GetTableProfile",
            catalog_pb2.GetTableProfileRequest(task=task_ref(task), table=table),
            task,
            timeout_s,
        )
        return TableProfile(
            table=reply.table,
            source_path=reply.source_path,
            row_count=reply.row_count,
            columns=[
                {
                    "name": c.name,
                    "type": c.type,
                    "null_ratio": c.null_ratio,
                    "distinct_count": c.distinct_count,
                    "top_values": list(c.top_values),
                }
                for c in reply.columns
            ],
            sample_rows=rows_of(reply.sample_rows),
            notes=list(reply.notes),
        )

    async def probe(
        self, task: TaskPaths, sql: str, dialect: str, max_rows: int, timeout_s: float
    ) -> QueryResult:
        request = catalog_pb2.ProbeQueryRequest(
            task=task_ref(task),
            sql=sql,
            dialect=_DIALECTS[dialect],
            max_rows=max_rows,
            timeout_ms=int(timeout_s * 1000),
        )
        reply = await self._call("ProbeQuery", request, task, timeout_s + 1.0)
        return QueryResult(
            columns=list(reply.columns),
            rows=rows_of(reply.rows),
            truncated=reply.truncated,
            executed_sql=reply.executed_sql,
        )

    async def export(
        self, task: TaskPaths, sql: str, dialect: str, output_path: Path, timeout_s: float
    ) -> ExportResult:
        request = catalog_pb2.ExportQueryRequest(
            task=task_ref(task), sql=sql, dialect=_DIALECTS[dialect], output_path=str(output_path)
        )
        reply = await self._call("ExportQuery", request, task, timeout_s)
        return ExportResult(Path(reply.output_path or output_path), list(reply.columns), reply.row_count)

    async def search_value(
        self, task: TaskPaths, literal: str, max_hits: int, timeout_s: float
    ) -> list[ValueHit]:
        request = catalog_pb2.SearchValueRequest(
            task=task_ref(task), literal=literal, case_insensitive=True, max_hits=max_hits
        )
        reply = await self._call("SearchValue", request, task, timeout_s)
        return [ValueHit(h.table, h.column, h.match_count, list(h.examples)) for h in reply.hits]

    async def lookup(self, task: TaskPaths, section: str, table: str, timeout_s: float) -> dict[str, Any]:
        request = catalog_pb2.LookupCatalogRequest(
            task=task_ref(task), section=_SECTIONS[section], table=table
        )
        reply = await self._call("LookupCatalog", request, task, timeout_s)
        out: dict[str, Any] = {}
        if reply.relationships:
            out["relationships"] = [_relationship(r) for r in reply.relationships]
        if reply.derived_views:
            out["derived_views"] = [
                {"name": v.name, "base_table": v.base_table, "sql": v.sql, "rows": v.row_count}
                for v in reply.derived_views
            ]
        if reply.uncertainties:
            out["uncertainties"] = [{"subject": u.subject, "reason": u.reason} for u in reply.uncertainties]
        if reply.relationship_warnings:
            out["relationship_warnings"] = [
                {**_relationship(w.candidate), "reason": w.reason} for w in reply.relationship_warnings
            ]
        return out or {section: []}
