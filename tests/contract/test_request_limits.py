"""Bounded requests: every service, on a real server and channel, refuses a 10 MB task id, a 20 MB question
and ten thousand and one names with INVALID_ARGUMENT before any work, and writes nothing for them."""

from __future__ import annotations

import json
from collections.abc import Awaitable
from pathlib import Path

import grpc
import pytest

from dataagent.catalog.v1 import catalog_pb2, catalog_pb2_grpc
from dataagent.common.v1 import common_pb2
from dataagent.context.v1 import context_pb2, context_pb2_grpc
from dataagent.coordinator.v1 import coordinator_pb2, coordinator_pb2_grpc
from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc
from dataagent.relevance.v1 import relevance_pb2, relevance_pb2_grpc
from dataagent.solver.v1 import solver_pb2, solver_pb2_grpc
from dataagent.video.v1 import video_pb2, video_pb2_grpc
from services.catalog.server import create_server as create_catalog
from services.catalog.settings import CatalogSettings
from services.context.server import create_server as create_context
from services.context.settings import ContextSettings
from services.coordinator.server import create_server as create_coordinator
from services.coordinator.settings import CoordinatorSettings
from services.extraction.server import create_server as create_extraction
from services.extraction.settings import ExtractionSettings
from services.relevance.server import create_server as create_relevance
from services.relevance.settings import RelevanceSettings
from services.solver.server import create_server as create_solver
from services.solver.settings import SolverSettings
from services.video.server import create_server as create_video
from services.video.settings import VideoSettings
from shared.config import RequestLimits, load_settings
from shared.llm import LLMSettings
from shared.request_limits import request_problem

HUGE_ID = "t" * (10 << 20)
HUGE_QUESTION = "How many? " * (2 << 20)


@pytest.fixture
def task(tmp_path: Path) -> Path:
    folder = tmp_path / "in" / "task_1"
    (folder / "context" / "csv").mkdir(parents=True)
    (folder / "task.json").write_text(json.dumps({"task_id": "task_1", "question": "How many?"}))
    (folder / "context" / "csv" / "t.csv").write_text("a,b\n1,2\n")
    return folder


def _settings(cls, tmp_path: Path, **kw):
    return load_settings(
        cls,
        artifact_root=tmp_path / "artifacts",
        input_roots=[tmp_path / "in"],
        listen_addr="127.0.0.1:0",
        **kw,
    )


async def refused(call: Awaitable, field: str) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as info:
        await call
    assert info.value.code() is grpc.StatusCode.INVALID_ARGUMENT, info.value.details()
    assert f"request refused: {field} has" in (info.value.details() or "")


def written(tmp_path: Path) -> list[Path]:
    """Files the services wrote for the refused requests (the caches of a start-up aside)."""
    root = tmp_path / "artifacts"
    return [p for p in root.rglob("*") if p.is_file() and "cache" not in p.relative_to(root).parts]


async def test_every_service_refuses_oversized_requests(
    tmp_path: Path, task: Path, serve, llm_settings: LLMSettings
) -> None:
    def ref(task_id: str = "task_1") -> common_pb2.TaskRef:
        out = str(tmp_path / "artifacts" / "run" / "task_1")
        return common_pb2.TaskRef(task_id=task_id, task_dir=str(task), task_output_dir=out)

    huge = ref(HUGE_ID)
    context = context_pb2_grpc.ContextServiceStub(
        await serve(create_context(_settings(ContextSettings, tmp_path)))
    )
    await refused(
        context.PrepareContext(context_pb2.PrepareContextRequest(task=huge), timeout=20), "task.task_id"
    )
    video = video_pb2_grpc.VideoServiceStub(
        await serve(create_video(_settings(VideoSettings, tmp_path), llm_settings))
    )
    await refused(video.ProcessVideos(video_pb2.ProcessVideosRequest(task=huge), timeout=20), "task.task_id")
    catalog = catalog_pb2_grpc.CatalogServiceStub(
        await serve(create_catalog(_settings(CatalogSettings, tmp_path)))
    )
    await refused(
        catalog.BuildCatalog(catalog_pb2.BuildCatalogRequest(task=ref(), question=HUGE_QUESTION), timeout=20),
        "question",
    )
    relevance = relevance_pb2_grpc.RelevanceServiceStub(
        await serve(create_relevance(_settings(RelevanceSettings, tmp_path), llm_settings))
    )
    await refused(
        relevance.JudgeDocuments(
            relevance_pb2.JudgeDocumentsRequest(task=ref(), question=HUGE_QUESTION), timeout=20
        ),
        "question",
    )
    extraction = extraction_pb2_grpc.ExtractionServiceStub(
        await serve(
            create_extraction(_settings(ExtractionSettings, tmp_path), env={}, llm_settings=llm_settings)
        )
    )
    names = [f"doc_{i}" for i in range(10_001)]
    await refused(
        extraction.ExtractDocuments(
            extraction_pb2.ExtractDocumentsRequest(task=ref(), doc_names=names), timeout=20
        ),
        "doc_names",
    )
    solver = solver_pb2_grpc.SolverServiceStub(
        await serve(
            create_solver(
                _settings(SolverSettings, tmp_path), llm_settings, env={"CATALOG_ADDR": "127.0.0.1:9"}
            )
        )
    )
    await refused(
        solver.SolveTask(solver_pb2.SolveTaskRequest(task=ref(), question=HUGE_QUESTION), timeout=20),
        "question",
    )
    coordinator = coordinator_pb2_grpc.CoordinatorServiceStub(
        await serve(create_coordinator(_settings(CoordinatorSettings, tmp_path), env={}))
    )
    run = coordinator_pb2.RunTasksRequest(
        input_dir=str(task.parent), output_dir=str(tmp_path / "artifacts" / "runs" / "r"), task_ids=[HUGE_ID]
    )
    await refused(_drain(coordinator.RunTasks(run, timeout=20)), "task_ids")
    assert written(tmp_path) == []


async def _drain(stream) -> None:
    async for _ in stream:
        pass


def test_limits_name_the_first_field_beyond_them() -> None:
    limits = RequestLimits(
        message_bytes=1 << 20, string_chars=10, path_chars=20, items=3, field_chars={"task_id": 4}
    )
    ok = solver_pb2.SolveTaskRequest(
        task=common_pb2.TaskRef(task_id="t_1", task_dir="/in/a/b/c/task_1"), question="How many?"
    )
    assert request_problem(ok, limits) is None
    long_path = solver_pb2.SolveTaskRequest(task=common_pb2.TaskRef(task_dir="/" + "d" * 30))
    assert request_problem(long_path, limits) == "task.task_dir has 31 characters, above the limit of 20"
    many = extraction_pb2.ExtractDocumentsRequest(doc_names=["a", "b", "c", "d"])
    assert request_problem(many, limits) == "doc_names has 4 items, above the limit of 3"
    mapped = context_pb2.PageDecision(type_probabilities={f"t{i}": 0.1 for i in range(4)})
    assert request_problem(mapped, limits) == "type_probabilities has 4 items, above the limit of 3"
    assert request_problem(common_pb2.TaskRef(task_id="task_1"), limits) == (
        "task_id has 6 characters, above the limit of 4"
    )
