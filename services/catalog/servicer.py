"""CatalogService: proto <-> TaskCatalog; DuckDB work runs in the server's executor."""

from __future__ import annotations

from concurrent.futures import Executor
from pathlib import Path
from typing import Any

import grpc

from dataagent.catalog.v1 import catalog_pb2, catalog_pb2_grpc
from dataagent.common.v1 import common_pb2
from services.catalog.catalog import TaskCatalog
from services.catalog.models import ColumnProfile, DerivedView
from services.catalog.registry import CatalogRegistry
from shared.artifacts import ArtifactStore
from shared.errors import InvalidInputError
from shared.logging import get_logger
from shared.rpc import run_blocking
from shared.stage import outcome, task_paths, uncertainty

log = get_logger("catalog")

_DIALECTS = {
    catalog_pb2.SQL_DIALECT_UNSPECIFIED: "sqlite",
    catalog_pb2.SQL_DIALECT_SQLITE: "sqlite",
    catalog_pb2.SQL_DIALECT_MYSQL: "mysql",
    catalog_pb2.SQL_DIALECT_DUCKDB: "duckdb",
}
_SECTIONS = {
    catalog_pb2.CATALOG_SECTION_RELATIONSHIPS: "relationships",
    catalog_pb2.CATALOG_SECTION_DERIVED_VIEWS: "derived_views",
    catalog_pb2.CATALOG_SECTION_UNCERTAINTIES: "semantic_uncertainties",
    catalog_pb2.CATALOG_SECTION_RELATIONSHIP_WARNINGS: "relationship_warnings",
    catalog_pb2.CATALOG_SECTION_QUERY_RELEVANCE: "query_relevance",
}


def to_cell(value: Any) -> common_pb2.Cell:
    if value is None:
        return common_pb2.Cell(null_value=True)
    if isinstance(value, bool):
        return common_pb2.Cell(bool_value=value)
    if isinstance(value, int) and -(2**63) <= value < 2**63:
        return common_pb2.Cell(int_value=value)
    if isinstance(value, float):
        return common_pb2.Cell(double_value=value)
    if isinstance(value, str):
        return common_pb2.Cell(string_value=value)
    return common_pb2.Cell(text_value=str(value))


def to_rows(rows: list[list[Any]]) -> list[common_pb2.Row]:
    return [common_pb2.Row(cells=[to_cell(v) for v in row]) for row in rows]


def _columns(columns: list[ColumnProfile]) -> list[catalog_pb2.ColumnProfile]:
    return [
        catalog_pb2.ColumnProfile(
            name=c.name,
            type=c.type,
            null_ratio=c.null_ratio or 0.0,
            distinct_count=c.distinct_count or 0,
            top_values=[str(v.get("value")) for v in c.top_values],
        )
        for c in columns
    ]


def _relationship(item: dict[str, Any]) -> catalog_pb2.Relationship:
    return catalog_pb2.Relationship(
        from_table=item["source_table"],
        from_column=item["source_column"],
        to_table=item["target_table"],
        to_column=item["target_column"],
        confidence=item.get("confidence") or 0.0,
        match_ratio=item.get("distinct_match_ratio") or 0.0,
    )


class CatalogServicer(catalog_pb2_grpc.CatalogServiceServicer):
    def __init__(self, registry: CatalogRegistry, store: ArtifactStore, executor: Executor) -> None:
        self.registry = registry
        self.store = store
        self.executor = executor

    def _catalog(self, ref: common_pb2.TaskRef) -> TaskCatalog:
        paths = task_paths(ref, self.store, self.registry.settings.input_roots, need_input=False)
        return self.registry.get(paths.output_dir, paths.task_dir if ref.task_dir else None)

    async def BuildCatalog(self, request, context: grpc.aio.ServicerContext):  # noqa: N802
        catalog = self._catalog(request.task)
        question = request.question.strip() or None
        built = await run_blocking(
            self.executor, catalog.build if request.force else catalog.ensure_current, question
        )
        files = catalog.output
        if not files.global_profile.exists():
            # A catalog loaded from disk has its light profile already; a fresh one writes both.
            await run_blocking(self.executor, catalog.build, question)
        return catalog_pb2.BuildCatalogResponse(
            outcome=outcome(
                common_pb2.STAGE_STATUS_SUCCEEDED,
                f"{len(built.schemas)} tables, {len(built.derived_views)} views, "
                f"{len(built.relationships)} relationships",
                uncertainties=[
                    uncertainty(u.asset or u.table or "", u.message, u.code)
                    for u in built.semantic_uncertainties
                ],
                artifacts=[files.semantic_catalog, files.global_profile],
            ),
            semantic_catalog_path=str(files.semantic_catalog),
            global_profile_path=str(files.global_profile),
            table_count=len(built.schemas),
            view_count=len(built.derived_views),
            relationship_count=len(built.relationships),
        )

    async def GetTableProfile(self, request, context: grpc.aio.ServicerContext):  # noqa: N802
        if not request.table:
            raise InvalidInputError("table is required")
        catalog = self._catalog(request.task)
        item = await run_blocking(self.executor, catalog.profile, request.table)
        if isinstance(item, DerivedView):
            return catalog_pb2.GetTableProfileResponse(
                table=item.name,
                source_path=item.relationship,
                row_count=item.row_count,
                columns=_columns(item.columns),
                notes=[f"derived view: {item.sql}"],
            )
        return catalog_pb2.GetTableProfileResponse(
            table=item.name,
            source_path=item.asset,
            row_count=item.row_count or 0,
            columns=_columns(item.columns),
            sample_rows=to_rows(item.sample_rows),
            notes=item.notes,
        )

    async def ProbeQuery(self, request, context: grpc.aio.ServicerContext):  # noqa: N802
        if request.max_rows < 0 or request.timeout_ms < 0:
            raise InvalidInputError("max_rows and timeout_ms must not be negative")
        if not request.sql.strip():
            raise InvalidInputError("sql is required")
        catalog = self._catalog(request.task)
        timeout = request.timeout_ms / 1000 or None
        result = await run_blocking(
            self.executor,
            lambda: catalog.probe(
                request.sql,
                _DIALECTS[request.dialect],
                max_rows=request.max_rows or None,
                timeout_s=timeout,
            ),
        )
        return catalog_pb2.ProbeQueryResponse(
            columns=result.columns,
            column_types=result.types,
            rows=to_rows(result.rows),
            truncated=result.truncated,
            row_count=result.row_count,
            elapsed_ms=result.elapsed_ms,
            executed_sql=result.sql,
        )

    async def ExportQuery(self, request, context: grpc.aio.ServicerContext):  # noqa: N802
        paths = task_paths(request.task, self.store, self.registry.settings.input_roots, need_input=False)
        target = Path(request.output_path)
        if not request.output_path or not target.is_absolute():
            raise InvalidInputError("output_path must be an absolute path")
        if paths.output_dir not in self.store.contain(target).parents:
            raise InvalidInputError("output_path must be inside the task output folder")
        if not request.sql.strip():
            raise InvalidInputError("sql is required")
        catalog = self._catalog(request.task)
        result = await run_blocking(
            self.executor, catalog.export, request.sql, _DIALECTS[request.dialect], target
        )
        log.info(
            "export written",
            rows=result.row_count,
            bytes=result.bytes,
            escaped_cells=result.escaped_cells,
        )
        return catalog_pb2.ExportQueryResponse(
            output_path=result.output_path,
            columns=result.columns,
            row_count=result.row_count,
            executed_sql=result.sql,
            escaped_cells=result.escaped_cells,
            bytes=result.bytes,
        )

    async def SearchValue(self, request, context: grpc.aio.ServicerContext):  # noqa: N802
        catalog = self._catalog(request.task)
        found = await run_blocking(
            self.executor,
            lambda: catalog.search_value(
                request.literal, max_hits=request.max_hits or None, within=request.within
            ),
        )
        hits = []
        for h in found.hits:
            count = h.case_insensitive_count if request.case_insensitive else h.exact_count
            hits.append(
                catalog_pb2.ValueHit(
                    table=h.table,
                    column=h.column,
                    match_count=count,
                    examples=[str(v) for v in h.examples],
                    exact_count=h.exact_count,
                    case_insensitive_count=h.case_insensitive_count,
                    substring_count=h.substring_count,
                )
            )
        return catalog_pb2.SearchValueResponse(hits=hits)

    async def LookupCatalog(self, request, context: grpc.aio.ServicerContext):  # noqa: N802
        section = _SECTIONS.get(request.section)
        if section is None:
            raise InvalidInputError(f"section must be one of {sorted(catalog_pb2.CatalogSection.keys())[1:]}")
        catalog = self._catalog(request.task)
        items = await run_blocking(self.executor, catalog.lookup, section, request.table or None)
        response = catalog_pb2.LookupCatalogResponse()
        if section == "relationships":
            response.relationships.extend(_relationship(i) for i in items)
        elif section == "derived_views":
            response.derived_views.extend(
                catalog_pb2.DerivedView(
                    name=i["name"], base_table=i["base_table"], sql=i["sql"], row_count=i["row_count"]
                )
                for i in items
            )
        elif section == "relationship_warnings":
            response.relationship_warnings.extend(
                catalog_pb2.RelationshipWarning(candidate=_relationship(i), reason=i["reason"]) for i in items
            )
        elif section == "query_relevance":
            response.query_relevance.extend(
                catalog_pb2.TableRelevance(
                    table=i["table"], score=i["score"], matched_terms=i["matched_terms"]
                )
                for i in items
            )
        else:
            response.uncertainties.extend(
                uncertainty(i.get("asset") or i.get("table") or "", i["message"], i["code"]) for i in items
            )
        return response
