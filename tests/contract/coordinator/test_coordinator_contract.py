"""CoordinatorService on a real server (port 0) over a real channel."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pytest

from dataagent.coordinator.v1 import coordinator_pb2, coordinator_pb2_grpc
from services.coordinator.server import create_server
from services.coordinator.settings import CoordinatorSettings
from shared.config import load_settings
from shared.rpc import RunningServer
from tests.contract.grpc_checks import assert_serving_and_reflected


@pytest.fixture
async def server(tmp_path: Path) -> AsyncIterator[RunningServer]:
    settings = load_settings(
        CoordinatorSettings,
        artifact_root=tmp_path / "artifacts",
        input_roots=[tmp_path],
        listen_addr="127.0.0.1:0",
    )
    running = await create_server(settings, env={})
    yield running
    await running.stop(0)


@pytest.fixture
async def stub(server: RunningServer) -> AsyncIterator[coordinator_pb2_grpc.CoordinatorServiceStub]:
    async with grpc.aio.insecure_channel(server.address) as channel:
        yield coordinator_pb2_grpc.CoordinatorServiceStub(channel)


def make_task(root: Path, tid: str) -> None:
    (root / tid / "context").mkdir(parents=True)
    (root / tid / "task.json").write_text(json.dumps({"task_id": tid, "question": "How many?"}))


async def test_health_and_reflection(server: RunningServer) -> None:
    await assert_serving_and_reflected(server.address, "dataagent.coordinator.v1.CoordinatorService")


async def test_run_streams_progress_and_get_run_reads_manifest(tmp_path: Path, stub) -> None:
    make_task(tmp_path / "in", "task_1")
    out = tmp_path / "artifacts" / "runs" / "r1"
    request = coordinator_pb2.RunTasksRequest(input_dir=str(tmp_path / "in"), output_dir=str(out))
    events = [e async for e in stub.RunTasks(request, timeout=30)]
    kinds = [e.WhichOneof("event") for e in events]
    assert kinds[0] == "run_started" and kinds[-1] == "run_finished"
    assert list(events[0].run_started.undeployed_stages) == list(events[0].run_started.stages)
    finished = [e.task_finished for e in events if e.HasField("task_finished")]
    assert [(f.task_id, f.status) for f in finished] == [("task_1", coordinator_pb2.TASK_STATUS_FAILED)]
    assert "solver stage not deployed" in finished[0].error
    run = await stub.GetRun(coordinator_pb2.GetRunRequest(output_dir=str(out)), timeout=5)
    assert run.run_id == events[0].run_started.run_id
    assert [t.task_id for t in run.tasks] == ["task_1"]


@pytest.mark.parametrize(
    ("input_dir", "output_dir", "message"),
    [
        ("relative/in", "{root}/runs/x", "input_dir must be an absolute path"),
        ("{tmp}/missing", "{root}/runs/x", "does not exist"),
        ("{tmp}/in", "/etc/dataagent", "outside the artifact root"),
        ("{tmp}/in", "", "output_dir is required"),
    ],
)
async def test_bad_requests_are_invalid_argument(
    tmp_path: Path, stub, input_dir: str, output_dir: str, message: str
) -> None:
    make_task(tmp_path / "in", "task_1")
    fmt = {"tmp": str(tmp_path), "root": str(tmp_path / "artifacts")}
    request = coordinator_pb2.RunTasksRequest(
        input_dir=input_dir.format(**fmt), output_dir=output_dir.format(**fmt)
    )
    with pytest.raises(grpc.aio.AioRpcError) as info:
        [e async for e in stub.RunTasks(request, timeout=10)]
    assert info.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert message in info.value.details()


async def test_unknown_task_id_is_invalid_argument(tmp_path: Path, stub) -> None:
    make_task(tmp_path / "in", "task_1")
    request = coordinator_pb2.RunTasksRequest(
        input_dir=str(tmp_path / "in"), output_dir=str(tmp_path / "artifacts" / "r"), task_ids=["task_99"]
    )
    with pytest.raises(grpc.aio.AioRpcError) as info:
        [e async for e in stub.RunTasks(request, timeout=10)]
    assert info.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "task_99" in info.value.details()


async def test_get_run_without_manifest_is_not_found(tmp_path: Path, stub) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as info:
        await stub.GetRun(
            coordinator_pb2.GetRunRequest(output_dir=str(tmp_path / "artifacts" / "none")), timeout=5
        )
    assert info.value.code() is grpc.StatusCode.NOT_FOUND


async def test_unexpected_error_is_internal_without_details(
    tmp_path: Path, server: RunningServer, stub, monkeypatch: pytest.MonkeyPatch
) -> None:
    from services.coordinator.runner import RunCoordinator

    async def explode(self, request, emit):
        raise RuntimeError("secret internals")

    monkeypatch.setattr(RunCoordinator, "run", explode)
    make_task(tmp_path / "in", "task_1")
    request = coordinator_pb2.RunTasksRequest(
        input_dir=str(tmp_path / "in"), output_dir=str(tmp_path / "artifacts" / "r")
    )
    with pytest.raises(grpc.aio.AioRpcError) as info:
        [e async for e in stub.RunTasks(request, timeout=10)]
    assert info.value.code() is grpc.StatusCode.INTERNAL
    assert "secret" not in info.value.details()
    assert "request id" in info.value.details()
