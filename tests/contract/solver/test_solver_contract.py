"""SolverService on a real server (port 0) over a real channel, with the catalog reached over gRPC."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pytest

from dataagent.common.v1 import common_pb2
from dataagent.solver.v1 import solver_pb2, solver_pb2_grpc
from services.catalog.server import create_server as create_catalog
from services.catalog.settings import CatalogSettings
from services.solver.server import create_server
from services.solver.settings import SolverSettings
from shared.config import REPO_ROOT, load_settings
from shared.errors import ConfigError
from shared.layout import TaskInput, TaskOutput
from shared.llm import LLMSettings
from shared.rpc import RunningServer
from shared.scoring import score_task
from tests.context_stage import run_context_stage
from tests.contract.grpc_checks import assert_serving_and_reflected
from tests.fake_llm import FakeLLMServer, reply
from tests.solver_scripts import GOLD_SCRIPTS, act, scripted, without_candidates

SAMPLE = REPO_ROOT / "tests" / "data" / "kdd_sample"


async def _catalog_server(tmp_path: Path) -> RunningServer:
    settings = load_settings(
        CatalogSettings,
        artifact_root=tmp_path / "artifacts",
        input_roots=[SAMPLE / "input"],
        listen_addr="127.0.0.1:0",
    )
    return await create_catalog(settings)


@pytest.fixture
def candidates() -> bool:
    """The loop's tests script the loop step by step: no candidates are drafted before it."""
    return False


@pytest.fixture
async def servers(
    tmp_path: Path, llm_settings: LLMSettings, candidates: bool
) -> AsyncIterator[tuple[RunningServer, RunningServer]]:
    catalog = await _catalog_server(tmp_path)
    settings = load_settings(
        SolverSettings,
        artifact_root=tmp_path / "artifacts",
        input_roots=[SAMPLE / "input"],
        listen_addr="127.0.0.1:0",
    )
    if not candidates:
        settings = without_candidates(settings)
    solver = await create_server(settings, llm_settings, env={"CATALOG_ADDR": catalog.address})
    yield solver, catalog
    await solver.stop(0)
    await catalog.stop(0)


@pytest.fixture
async def stub(servers) -> AsyncIterator[solver_pb2_grpc.SolverServiceStub]:
    async with grpc.aio.insecure_channel(servers[0].address) as channel:
        yield solver_pb2_grpc.SolverServiceStub(channel)


def request(tmp_path: Path, tid: str, **kw) -> solver_pb2.SolveTaskRequest:
    """A request for a sample task whose context stage has run, as in a real run (the catalog needs it)."""
    task = TaskInput(SAMPLE / "input" / tid)
    output_dir = tmp_path / "artifacts" / "run" / tid
    run_context_stage(task.task_dir, output_dir, task_id=tid)
    return solver_pb2.SolveTaskRequest(
        task=common_pb2.TaskRef(
            task_id=tid, task_dir=str(task.task_dir), task_output_dir=str(output_dir), run_id="r1"
        ),
        question=task.read_spec().question,
        **kw,
    )


async def test_health_and_reflection(servers) -> None:
    await assert_serving_and_reflected(servers[0].address, "dataagent.solver.v1.SolverService")


async def test_solve_task_builds_the_catalog_and_writes_a_scored_prediction(
    tmp_path: Path, fake_llm: FakeLLMServer, stub
) -> None:
    sql = (
        "SELECT DISTINCT c.customer_name FROM Customers c "
        "JOIN Customer_Orders o ON c.customer_id = o.customer_id "
        "JOIN Order_Items i ON o.order_id = i.order_id "
        "JOIN Products p ON i.product_id = p.product_id "
        "WHERE p.product_name = 'keyboard'"
    )
    fake_llm.add(
        reply(
            scripted(
                act("search_value", literal="keyboard"),
                act("get_table_profile", table="Products"),
                act("probe_query", sql=sql),
                act("submit_answer", answer_kind="entity_list", sql=sql),
            )
        )
    )
    reply_ = await stub.SolveTask(request(tmp_path, "task_4", deadline_s=120), timeout=120)
    assert reply_.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED, reply_.outcome.message
    assert reply_.answer_source == solver_pb2.ANSWER_SOURCE_SUBMITTED
    assert (reply_.steps, reply_.attempts, reply_.answer_kind) == (4, 1, "entity_list")
    assert reply_.outcome.usage.calls == 4
    assert score_task(Path(reply_.prediction_path), SAMPLE / "gold" / "task_4" / "gold.csv").score == 1.0
    trace = json.loads(Path(reply_.trace_path).read_text())
    assert [s["error"] for s in trace["steps"]] == [None] * 4
    assert "keyboard" in trace["steps"][0]["result_summary"]
    assert set(reply_.outcome.artifact_paths) == {reply_.prediction_path, reply_.trace_path}


@pytest.mark.parametrize("candidates", [True])
async def test_agreeing_candidates_come_back_as_a_voted_answer(
    tmp_path: Path, fake_llm: FakeLLMServer, stub
) -> None:
    sql = GOLD_SCRIPTS["task_4"][-1]["sql"]
    fake_llm.add(reply(json.dumps({"sql": sql}), when=lambda body: "Write one sqlite SQL query" in str(body)))
    reply_ = await stub.SolveTask(request(tmp_path, "task_4", deadline_s=120), timeout=120)
    assert reply_.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED, reply_.outcome.message
    assert (reply_.answer_source, reply_.steps) == (solver_pb2.ANSWER_SOURCE_VOTED, 0)
    assert score_task(Path(reply_.prediction_path), SAMPLE / "gold" / "task_4" / "gold.csv").score == 1.0
    vote = json.loads(Path(reply_.trace_path).read_text())["vote"]
    assert vote["votes"] >= 2 and vote["sql"] == sql


async def test_bad_sql_from_the_model_is_reported_back_as_a_tool_error(
    tmp_path: Path, fake_llm: FakeLLMServer, stub
) -> None:
    fake_llm.add(
        reply(scripted(act("probe_query", sql="SELEC nonsense"), act("probe_query", sql="DROP TABLE x")))
    )
    reply_ = await stub.SolveTask(request(tmp_path, "task_2", max_steps=2, deadline_s=60), timeout=60)
    assert reply_.outcome.status == common_pb2.STAGE_STATUS_FAILED
    assert reply_.answer_source == solver_pb2.ANSWER_SOURCE_NONE
    assert reply_.steps == 4 and reply_.attempts == 2
    steps = json.loads(Path(reply_.trace_path).read_text())["steps"]
    assert all(s["error"] for s in steps)


async def test_invalid_requests_are_invalid_argument(tmp_path: Path, stub) -> None:
    bad = request(tmp_path, "task_2")
    bad.task.task_dir = "relative/path"
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await stub.SolveTask(bad, timeout=10)
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    outside = request(tmp_path, "task_2")
    outside.task.task_output_dir = "/tmp/elsewhere"
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await stub.SolveTask(outside, timeout=10)
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    # A relevance record whose document names could leave the task folder is refused, not followed.
    hostile = request(tmp_path, "task_2")
    output = TaskOutput(Path(hostile.task.task_output_dir))
    record = {
        "task_id": "task_2", "question": "q", "status": "succeeded", "message": "", "endpoint_kind": "local",
        "rounds_target": 0, "rounds_succeeded": 0, "rounds_failed": 0, "first_stage": True, "per_doc": {},
        "relevant_docs": [], "skipped_docs": ["../../run_manifest"], "reasons": {}, "vote_tally": {},
        "uncertainties": [], "usage": {}, "timing_s": {},
    }  # fmt: skip
    output.relevance_result.parent.mkdir(parents=True, exist_ok=True)
    output.relevance_result.write_text(json.dumps(record))
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await stub.SolveTask(hostile, timeout=10)
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "skipped document" in err.value.details()


async def test_without_a_catalog_address_the_solver_does_not_start(
    tmp_path: Path, llm_settings: LLMSettings
) -> None:
    settings = load_settings(SolverSettings, artifact_root=tmp_path / "artifacts", listen_addr="127.0.0.1:0")
    with pytest.raises(ConfigError, match="CATALOG_ADDR"):
        await create_server(settings, llm_settings, env={})
