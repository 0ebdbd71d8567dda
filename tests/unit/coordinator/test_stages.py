"""What the coordinator's stage clients put in each request: what it knows, so no service re-derives it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import grpc
import pytest

from services.coordinator.manifest import StageRecord, StageState, TaskRecord
from services.coordinator.runner import StageContext
from services.coordinator.settings import CoordinatorSettings
from services.coordinator.stages import CatalogStage, ExtractionStage, SolverStage, connect_stages
from shared.config import load_settings


@pytest.fixture
def settings() -> CoordinatorSettings:
    return load_settings(CoordinatorSettings, solver_deadline_share=0.8)


@pytest.fixture
async def channel() -> AsyncIterator[grpc.aio.Channel]:
    ch = grpc.aio.insecure_channel("127.0.0.1:9")  # never dialled: only requests are built
    yield ch
    await ch.close()


def context(previous: dict[str, StageRecord]) -> StageContext:
    task = TaskRecord(task_id="task_7", task_dir="/in/task_7", output_dir="/out/task_7")
    return StageContext(
        task=task, run_id="run_x", question="有多少客户?", deadline_s=100.0, previous=previous
    )


def done(**details: object) -> StageRecord:
    return StageRecord(status=StageState.SUCCEEDED, details=details)


async def test_solver_request_carries_profile_skipped_documents_and_hints(
    settings: CoordinatorSettings, channel: grpc.aio.Channel
) -> None:
    ctx = context(
        {
            "relevance": done(relevant_docs=["a"], skipped_docs=["b", "c"]),
            "extraction": done(tables=["a"], solver_hints_path="/out/task_7/context_db/solver_hints.md"),
            "catalog": done(global_profile_path="/out/task_7/global_data_profile.json"),
        }
    )
    request = SolverStage(channel, settings).request(ctx)
    assert request.question == "有多少客户?"
    assert request.profile_path == "/out/task_7/global_data_profile.json"
    assert list(request.skipped_docs) == ["b", "c"]
    assert request.solver_hints_path == "/out/task_7/context_db/solver_hints.md"
    assert request.deadline_s == pytest.approx(80.0)
    assert request.task.task_id == "task_7" and request.task.run_id == "run_x"


async def test_failed_stages_pass_nothing_on(
    settings: CoordinatorSettings, channel: grpc.aio.Channel
) -> None:
    failed = StageRecord(status=StageState.FAILED, details={"skipped_docs": ["b"]})
    request = SolverStage(channel, settings).request(context({"relevance": failed}))
    assert list(request.skipped_docs) == [] and request.profile_path == "" and request.solver_hints_path == ""


async def test_extraction_and_catalog_requests_carry_the_question(
    settings: CoordinatorSettings, channel: grpc.aio.Channel
) -> None:
    ctx = context({"relevance": done(relevant_docs=["a"], skipped_docs=["b"])})
    extraction = ExtractionStage(channel, settings).request(ctx)
    assert extraction.question == "有多少客户?" and list(extraction.doc_names) == ["a"]
    assert CatalogStage(channel, settings).request(ctx).question == "有多少客户?"


async def test_doubtful_documents_go_to_extraction_and_deferred_ones_to_the_solver(
    settings: CoordinatorSettings, channel: grpc.aio.Channel
) -> None:
    relevance = done(relevant_docs=["a", "d"], skipped_docs=["b"], doubtful_docs=["d"])
    extraction = ExtractionStage(channel, settings).request(context({"relevance": relevance}))
    assert list(extraction.doc_names) == ["a", "d"] and list(extraction.doubtful_docs) == ["d"]
    ctx = context({"relevance": relevance, "extraction": done(tables=["a"], deferred_docs=["d"])})
    solve = SolverStage(channel, settings).request(ctx)
    assert (list(solve.skipped_docs), list(solve.deferred_docs)) == (["b"], ["d"])


async def test_only_stages_with_an_address_are_connected(settings: CoordinatorSettings) -> None:
    stages, channels = connect_stages(settings, {"CATALOG_ADDR": "127.0.0.1:9", "SOLVER_ADDR": " "})
    try:
        assert [name for name, stage in stages.items() if stage is not None] == ["catalog"]
    finally:
        for ch in channels:
            await ch.close()
