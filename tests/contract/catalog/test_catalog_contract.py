"""CatalogService on a real server (port 0) over a real channel, on a bundled KDD task."""

from __future__ import annotations

import csv
from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pytest

from dataagent.catalog.v1 import catalog_pb2, catalog_pb2_grpc
from dataagent.common.v1 import common_pb2
from services.catalog.models import SemanticCatalog
from services.catalog.server import create_server
from services.catalog.settings import CatalogSettings
from shared.config import REPO_ROOT, load_settings
from shared.layout import TaskInput, TaskOutput
from shared.rpc import RunningServer
from shared.scoring import score_task
from tests.context_stage import run_context_stage
from tests.contract.grpc_checks import assert_serving_and_reflected

TASK = REPO_ROOT / "tests" / "data" / "kdd_sample" / "input" / "task_1"
GOLD = REPO_ROOT / "tests" / "data" / "kdd_sample" / "gold" / "task_1" / "gold.csv"
SQLITE = catalog_pb2.SQL_DIALECT_SQLITE


@pytest.fixture
async def server(tmp_path: Path) -> AsyncIterator[RunningServer]:
    settings = load_settings(
        CatalogSettings,
        artifact_root=tmp_path / "artifacts",
        input_roots=[TASK.parent, tmp_path],
        listen_addr="127.0.0.1:0",
    )
    running = await create_server(settings)
    yield running
    await running.stop(0)


@pytest.fixture
async def stub(server: RunningServer) -> AsyncIterator[catalog_pb2_grpc.CatalogServiceStub]:
    async with grpc.aio.insecure_channel(server.address) as channel:
        yield catalog_pb2_grpc.CatalogServiceStub(channel)


@pytest.fixture
def task(tmp_path: Path) -> common_pb2.TaskRef:
    """Task 1 after the context stage: its manifest is in the task output folder."""
    out = tmp_path / "artifacts" / "run" / "task_1"
    run_context_stage(TASK, out)
    return common_pb2.TaskRef(task_id="task_1", task_dir=str(TASK), task_output_dir=str(out))


async def rpc_error(call) -> grpc.aio.AioRpcError:
    with pytest.raises(grpc.aio.AioRpcError) as info:
        await call
    return info.value


async def test_health_and_reflection(server: RunningServer) -> None:
    await assert_serving_and_reflected(server.address, "dataagent.catalog.v1.CatalogService")


async def test_build_writes_both_catalogs(stub, task) -> None:
    built = await stub.BuildCatalog(catalog_pb2.BuildCatalogRequest(task=task), timeout=60)
    assert built.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED
    assert built.table_count == 14  # 5 CSV + 5 JSON + 4 SQLite tables
    assert Path(built.semantic_catalog_path).is_file() and Path(built.global_profile_path).is_file()
    assert built.relationship_count > 0


async def test_profile_probe_and_export_reproduce_gold(stub, task, tmp_path: Path) -> None:
    profile = await stub.GetTableProfile(
        catalog_pb2.GetTableProfileRequest(task=task, table="customer_orders")
    )
    assert profile.table == "Customer_Orders" and profile.row_count == 15
    assert [c.name for c in profile.columns][:2] == ["order_id", "customer_id"]
    assert profile.sample_rows and profile.sample_rows[0].cells[0].WhichOneof("value") == "int_value"

    sql = (
        "SELECT order_id, customer_id FROM Customer_Orders "
        'WHERE order_status_code = "Cancelled" ORDER BY order_date'
    )
    probe = await stub.ProbeQuery(
        catalog_pb2.ProbeQueryRequest(task=task, sql=sql, dialect=SQLITE, max_rows=2)
    )
    assert list(probe.columns) == ["order_id", "customer_id"]
    assert probe.truncated and probe.row_count == 2
    assert "'Cancelled'" in probe.executed_sql

    out = TaskOutput(Path(task.task_output_dir)).prediction
    exported = await stub.ExportQuery(
        catalog_pb2.ExportQueryRequest(task=task, sql=sql, dialect=SQLITE, output_path=str(out))
    )
    assert exported.row_count == len(list(csv.reader(out.open()))) - 1
    assert score_task(out, GOLD).score == 1.0


async def test_value_search_finds_stored_spelling(stub, task) -> None:
    reply = await stub.SearchValue(
        catalog_pb2.SearchValueRequest(task=task, literal="cancelled", case_insensitive=True)
    )
    hit = next(h for h in reply.hits if h.table == "Customer_Orders")
    assert hit.column == "order_status_code" and hit.match_count > 0 and hit.exact_count == 0
    assert "Cancelled" in hit.examples


async def test_lookup_relationships(stub, task) -> None:
    reply = await stub.LookupCatalog(
        catalog_pb2.LookupCatalogRequest(
            task=task, section=catalog_pb2.CATALOG_SECTION_RELATIONSHIPS, table="Customer_Orders"
        )
    )
    assert any(r.to_table == "Customers" and r.from_column == "customer_id" for r in reply.relationships)


async def test_bad_sql_is_invalid_argument_with_duckdb_message(stub, task) -> None:
    err = await rpc_error(
        stub.ProbeQuery(catalog_pb2.ProbeQueryRequest(task=task, sql="SELECT nosuch FROM Staff"))
    )
    assert err.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "nosuch" in err.details() and "Binder Error" in err.details()


@pytest.mark.parametrize(
    "sql",
    [
        "COPY Staff TO '/tmp/x.csv'",
        "SELECT * FROM read_csv('/etc/passwd')",
        "INSTALL httpfs",
        "SELECT name, value FROM duckdb_settings()",
        "SELECT current_setting('temp_directory')",
    ],
)
async def test_non_reads_are_permission_denied(stub, task, sql: str) -> None:
    err = await rpc_error(stub.ProbeQuery(catalog_pb2.ProbeQueryRequest(task=task, sql=sql)))
    assert err.code() is grpc.StatusCode.PERMISSION_DENIED


async def test_unknown_table_is_not_found(stub, task) -> None:
    err = await rpc_error(stub.GetTableProfile(catalog_pb2.GetTableProfileRequest(task=task, table="nope")))
    assert err.code() is grpc.StatusCode.NOT_FOUND and "Customer_Orders" in err.details()


async def test_paths_outside_the_artifact_root_are_refused(stub, task) -> None:
    outside = common_pb2.TaskRef(task_id="t", task_dir=str(TASK), task_output_dir="/etc")
    err = await rpc_error(stub.BuildCatalog(catalog_pb2.BuildCatalogRequest(task=outside)))
    assert err.code() is grpc.StatusCode.INVALID_ARGUMENT
    err = await rpc_error(
        stub.ExportQuery(
            catalog_pb2.ExportQueryRequest(task=task, sql="SELECT 1", output_path="/tmp/elsewhere.csv")
        )
    )
    assert err.code() is grpc.StatusCode.INVALID_ARGUMENT


async def test_build_ranks_tables_by_the_question_in_the_request(stub, task) -> None:
    question = TaskInput(TASK).read_spec().question
    await stub.BuildCatalog(catalog_pb2.BuildCatalogRequest(task=task, question=question), timeout=60)
    # A later build without a question (the solver's, after an extraction) keeps the one it had.
    await stub.BuildCatalog(catalog_pb2.BuildCatalogRequest(task=task, force=True), timeout=60)
    reply = await stub.LookupCatalog(
        catalog_pb2.LookupCatalogRequest(task=task, section=catalog_pb2.CATALOG_SECTION_RELATIONSHIPS)
    )
    assert reply.relationships
    saved = SemanticCatalog.model_validate_json(
        TaskOutput(Path(task.task_output_dir)).semantic_catalog.read_text()
    )
    assert saved.question == question and saved.query_relevance[0].table == "Customer_Orders"


async def test_build_before_the_context_stage_is_not_found(stub, tmp_path: Path) -> None:
    bare = common_pb2.TaskRef(
        task_id="task_1", task_dir=str(TASK), task_output_dir=str(tmp_path / "artifacts" / "run" / "bare")
    )
    err = await rpc_error(stub.BuildCatalog(catalog_pb2.BuildCatalogRequest(task=bare)))
    assert err.code() is grpc.StatusCode.NOT_FOUND and "context stage" in err.details()


def _bad_task(root: Path) -> common_pb2.TaskRef:
    """A task with a JSON file nested 10,000 deep, a ragged CSV and a good CSV, after the context stage."""
    task = root / "bad_task"
    (task / "context" / "json").mkdir(parents=True)
    (task / "context" / "csv").mkdir()
    (task / "context" / "json" / "deep.json").write_text("[" * 10_000 + "]" * 10_000)
    (task / "context" / "csv" / "good.csv").write_text("a,b\n1,=cmd|' /C calc'!A0\n2,-3.5\n")
    (task / "context" / "csv" / "ragged.csv").write_text("id,v\n1,a\n2,b,c\n3\n")
    out = root / "artifacts" / "run" / "bad_task"
    run_context_stage(task, out)
    return common_pb2.TaskRef(task_id="bad_task", task_dir=str(task), task_output_dir=str(out))


async def test_one_bad_file_leaves_the_others_registered(stub, tmp_path: Path) -> None:
    task = _bad_task(tmp_path)
    built = await stub.BuildCatalog(catalog_pb2.BuildCatalogRequest(task=task), timeout=60)
    assert built.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED
    assert built.table_count == 2
    codes = {(u.subject, u.code) for u in built.outcome.uncertainties}
    assert ("json/deep.json", "unreadable") in codes and ("csv/ragged.csv", "ragged_rows") in codes
    probe = await stub.ProbeQuery(catalog_pb2.ProbeQueryRequest(task=task, sql="SELECT id FROM ragged"))
    assert [r.cells[0].int_value for r in probe.rows] == [1, 3]


async def test_export_writes_formulas_inert(stub, tmp_path: Path) -> None:
    task = _bad_task(tmp_path)
    out = TaskOutput(Path(task.task_output_dir)).prediction
    await stub.ExportQuery(
        catalog_pb2.ExportQueryRequest(task=task, sql="SELECT b FROM good ORDER BY a", output_path=str(out))
    )
    assert list(csv.reader(out.open(newline=""))) == [["b"], ["'=cmd|' /C calc'!A0"], ["-3.5"]]


async def test_export_past_its_byte_cap_is_invalid_argument(tmp_path: Path) -> None:
    base = load_settings(
        CatalogSettings,
        artifact_root=tmp_path / "artifacts",
        input_roots=[tmp_path],
        listen_addr="127.0.0.1:0",
    )
    settings = base.model_copy(update={"probe": base.probe.model_copy(update={"export_max_bytes": 10_000})})
    running = await create_server(settings)
    try:
        async with grpc.aio.insecure_channel(running.address) as channel:
            stub = catalog_pb2_grpc.CatalogServiceStub(channel)
            task = _bad_task(tmp_path)
            out = TaskOutput(Path(task.task_output_dir)).prediction
            sql = "SELECT repeat('x', 100) FROM range(1000)"
            err = await rpc_error(
                stub.ExportQuery(
                    catalog_pb2.ExportQueryRequest(
                        task=task, sql=sql, dialect=catalog_pb2.SQL_DIALECT_DUCKDB, output_path=str(out)
                    )
                )
            )
    finally:
        await running.stop(0)
    assert err.code() is grpc.StatusCode.INVALID_ARGUMENT and "larger than 10000 bytes" in err.details()
    assert not out.exists()
