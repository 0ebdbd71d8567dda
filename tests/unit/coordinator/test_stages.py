"""What the coordinator's stage clients put in each request: the task, its question and its deadline."""

from __future__ import annotations

from collections.abc import AsyncIterator

import grpc
import pytest

from services.coordinator.manifest import TaskRecord
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


def context() -> StageContext:
    task = TaskRecord(task_id="task_7", task_dir="/in/task_7", output_dir="/out/task_7")
    return StageContext(task=task, run_id="run_x", question="有多少客户?", deadline_s=100.0)


async def test_the_solver_is_sent_the_task_the_question_and_its_share_of_the_deadline(
    settings: CoordinatorSettings, channel: grpc.aio.Channel
) -> None:
    request = SolverStage(channel, settings).request(context())
    assert request.question == "有多少客户?"
    assert request.deadline_s == pytest.approx(80.0)
    assert request.task.task_id == "task_7" and request.task.run_id == "run_x"
    assert request.task.task_output_dir == "/out/task_7"
    # What the earlier stages made of the task is not relayed: the solver reads the task's record.
    assert {f.name for f, _ in request.ListFields()} == {"task", "question", "deadline_s"}


async def test_extraction_and_catalog_requests_carry_the_task_and_the_question(
    settings: CoordinatorSettings, channel: grpc.aio.Channel
) -> None:
    extraction = ExtractionStage(channel, settings).request(context())
    assert extraction.question == "有多少客户?" and list(extraction.doc_names) == []
    assert CatalogStage(channel, settings).request(context()).question == "有多少客户?"


async def test_only_stages_with_an_address_are_connected(settings: CoordinatorSettings) -> None:
    stages, channels = connect_stages(settings, {"CATALOG_ADDR": "127.0.0.1:9", "SOLVER_ADDR": " "})
    try:
        assert [name for name, stage in stages.items() if stage is not None] == ["catalog"]
    finally:
        for ch in channels:
            await ch.close()
