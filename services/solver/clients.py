"""The solver's gRPC clients, status codes turned back into domain errors: ``CatalogTools`` over the
catalog service, and on-demand extraction of a document the relevance stage skipped."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import grpc

from dataagent.catalog.v1 import catalog_pb2, catalog_pb2_grpc
from dataagent.common.v1 import common_pb2
from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc
from services.solver.tools import ExportResult, ExtractedDocument, QueryResult, TableProfile, ValueHit
from shared import errors
from shared.rpc import call_metadata, error_from_status, open_channel
from shared.stage import TaskPaths

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
    "query_relevance": catalog_pb2.CATALOG_SECTION_QUERY_RELEVANCE,
}


def cell_value(cell: common_pb2.Cell) -> Any:
    kind = cell.WhichOneof("value")
    if kind is None or kind == "null_value":
        return None
    return getattr(cell, kind)


def rows_of(rows: Any) -> list[list[Any]]:
    return [[cell_value(c) for c in row.cells] for row in rows]


def _relationship(r: catalog_pb2.Relationship) -> dict[str, Any]:
    """A relationship under the keys of the catalog's in-process lookup, which grounding reads."""
    return {
        "source_table": r.from_table,
        "source_column": r.from_column,
        "target_table": r.to_table,
        "target_column": r.to_column,
        "confidence": round(r.confidence, 3),
        "distinct_match_ratio": round(r.match_ratio, 3),
    }


class _ServiceClient:
    """One channel to a service, shared by every task of the solver."""

    service = ""
    env_name = ""
    stub_class: Any = None

    def __init__(self, addr: str, *, retry_attempts: int) -> None:
        # Without an address the solver still serves: every call then fails as a recorded tool error.
        self.channel = open_channel(addr, retry_attempts=retry_attempts) if addr else None
        self.stub = self.stub_class(self.channel) if self.channel else None

    async def close(self) -> None:
        if self.channel is not None:
            await self.channel.close()

    async def _call(self, method: str, request: Any, task: TaskPaths, timeout_s: float) -> Any:
        if self.stub is None:
            raise errors.NotReadyError(f"the {self.service} service address is not set ({self.env_name})")
        try:
            return await getattr(self.stub, method)(
                request,
                timeout=timeout_s,
                metadata=call_metadata(task_id=task.task_id, run_id=task.run_id),
            )
        except grpc.aio.AioRpcError as e:
            raise error_from_status(e) from e


class GrpcExtractionTools(_ServiceClient):
    service, env_name, stub_class = "extraction", "EXTRACTION_ADDR", extraction_pb2_grpc.ExtractionServiceStub

    async def extract(
        self, task: TaskPaths, doc_name: str, question: str, timeout_s: float
    ) -> ExtractedDocument:
        request = extraction_pb2.ExtractDocumentsRequest(
            task=task.ref(), doc_names=[doc_name], question=question
        )
        reply = await self._call("ExtractDocuments", request, task, timeout_s)
        if not reply.tables:
            raise errors.NotFoundError(f"no table was extracted from {doc_name}: {reply.outcome.message}")
        t = reply.tables[0]
        return ExtractedDocument(
            doc_name=t.doc_name,
            table=t.table_name,
            rows=t.row_count,
            columns=list(t.columns),
            succeeded=t.status == common_pb2.STAGE_STATUS_SUCCEEDED,
            section_success_ratio=t.section_success_ratio,
            error=t.error,
            hints_path=Path(reply.solver_hints_path) if reply.solver_hints_path else None,
        )


class GrpcCatalogTools(_ServiceClient):
    service, env_name, stub_class = "catalog", "CATALOG_ADDR", catalog_pb2_grpc.CatalogServiceStub

    def __init__(self, addr: str, *, retry_attempts: int, probe_grace_s: float) -> None:
        super().__init__(addr, retry_attempts=retry_attempts)
        self.probe_grace_s = probe_grace_s

    async def build_catalog(self, task: TaskPaths, timeout_s: float, question: str = "") -> Path | None:
        request = catalog_pb2.BuildCatalogRequest(task=task.ref(), question=question)
        reply = await self._call("BuildCatalog", request, task, timeout_s)
        return Path(reply.global_profile_path) if reply.global_profile_path else None

    async def table_profile(self, task: TaskPaths, table: str, timeout_s: float) -> TableProfile:
        reply = await self._call(
            "GetTableProfile",
            catalog_pb2.GetTableProfileRequest(task=task.ref(), table=table),
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
            task=task.ref(),
            sql=sql,
            dialect=_DIALECTS[dialect],
            max_rows=max_rows,
            timeout_ms=int(timeout_s * 1000),
        )
        # The call outlives the query's own timeout, so the catalog reports a slow query itself.
        reply = await self._call("ProbeQuery", request, task, timeout_s + self.probe_grace_s)
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
            task=task.ref(), sql=sql, dialect=_DIALECTS[dialect], output_path=str(output_path)
        )
        reply = await self._call("ExportQuery", request, task, timeout_s)
        return ExportResult(Path(reply.output_path or output_path), list(reply.columns), reply.row_count)

    async def search_value(
        self, task: TaskPaths, literal: str, max_hits: int, timeout_s: float, *, within: bool = False
    ) -> list[ValueHit]:
        request = catalog_pb2.SearchValueRequest(
            task=task.ref(), literal=literal, case_insensitive=True, max_hits=max_hits, within=within
        )
        reply = await self._call("SearchValue", request, task, timeout_s)
        return [ValueHit(h.table, h.column, h.match_count, list(h.examples)) for h in reply.hits]

    async def lookup(self, task: TaskPaths, section: str, table: str, timeout_s: float) -> dict[str, Any]:
        request = catalog_pb2.LookupCatalogRequest(task=task.ref(), section=_SECTIONS[section], table=table)
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
        if reply.query_relevance:
            out["query_relevance"] = [
                {"table": r.table, "score": r.score, "matched_terms": list(r.matched_terms)}
                for r in reply.query_relevance
            ]
        return out or {section: []}
