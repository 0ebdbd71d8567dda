"""The solver's gRPC clients build the requests the services expect (no server needed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dataagent.catalog.v1 import catalog_pb2
from dataagent.common.v1 import common_pb2
from dataagent.extraction.v1 import extraction_pb2
from services.solver.clients import GrpcCatalogTools, GrpcExtractionTools
from shared.stage import TaskPaths


async def test_on_demand_extraction_sends_the_question(tmp_path: Path) -> None:
    sent: list[Any] = []

    async def call(method: str, request: Any, task: TaskPaths, timeout_s: float) -> Any:
        sent.append((method, request))
        table = extraction_pb2.ExtractedTable(
            doc_name="report", table_name="report", row_count=3, status=common_pb2.STAGE_STATUS_SUCCEEDED
        )
        return extraction_pb2.ExtractDocumentsResponse(tables=[table])

    tools = GrpcExtractionTools("", retry_attempts=1)
    tools._call = call  # type: ignore[method-assign]
    task = TaskPaths("t", tmp_path / "in", tmp_path / "out", "r")
    doc = await tools.extract(task, "report", "How much was paid?", 5.0)
    ((method, request),) = sent
    assert method == "ExtractDocuments"
    assert (list(request.doc_names), request.question) == (["report"], "How much was paid?")
    assert (doc.table, doc.rows, doc.succeeded) == ("report", 3, True)


async def test_relationships_come_back_under_the_keys_grounding_reads(tmp_path: Path) -> None:
    async def call(method: str, request: Any, task: TaskPaths, timeout_s: float) -> Any:
        link = catalog_pb2.Relationship(
            from_table="Order_Items", from_column="order_id", to_table="Customer_Orders", to_column="order_id"
        )
        return catalog_pb2.LookupCatalogResponse(relationships=[link])

    tools = GrpcCatalogTools("", retry_attempts=1, probe_grace_s=1.0)
    tools._call = call  # type: ignore[method-assign]
    task = TaskPaths("t", tmp_path / "in", tmp_path / "out", "r")
    (link,) = (await tools.lookup(task, "relationships", "", 5.0))["relationships"]
    # The same keys as the catalog's in-process lookup: grounding builds its join graph from them.
    assert (link["source_table"], link["source_column"], link["target_table"], link["target_column"]) == (
        "Order_Items",
        "order_id",
        "Customer_Orders",
        "order_id",
    )
