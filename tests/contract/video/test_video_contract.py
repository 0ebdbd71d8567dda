"""VideoService on a real server (port 0) over a real channel, with the fake model writing the summary."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pytest

from dataagent.common.v1 import common_pb2
from dataagent.video.v1 import video_pb2, video_pb2_grpc
from services.video.server import create_server
from shared.llm import LLMSettings
from shared.rpc import RunningServer
from tests.context_stage import run_context_stage
from tests.contract.grpc_checks import assert_serving_and_reflected
from tests.fake_llm import FakeLLMServer, reply
from tests.unit.video.helpers import VIDEO_TASKS, video_settings

SERVICE = "dataagent.video.v1.VideoService"
TASK = VIDEO_TASKS / "input" / "task_v1"


@pytest.fixture
async def server(tmp_path: Path, llm_settings: LLMSettings) -> AsyncIterator[RunningServer]:
    settings = video_settings(tmp_path).model_copy(update={"listen_addr": "127.0.0.1:0"})
    running = await create_server(settings, llm_settings)
    yield running
    await running.stop(0)


@pytest.fixture
async def stub(server: RunningServer) -> AsyncIterator[video_pb2_grpc.VideoServiceStub]:
    async with grpc.aio.insecure_channel(server.address) as channel:
        yield video_pb2_grpc.VideoServiceStub(channel)


def task_ref(tmp_path: Path, task_dir: Path = TASK, *, context_ran: bool = True) -> common_pb2.TaskRef:
    output_dir = tmp_path / "artifacts" / "runs" / "r1" / task_dir.name
    if context_ran and task_dir.is_dir():
        run_context_stage(task_dir, output_dir)
    return common_pb2.TaskRef(
        task_id=task_dir.name, task_dir=str(task_dir), task_output_dir=str(output_dir), run_id="r1"
    )


async def test_health_and_reflection(server: RunningServer) -> None:
    await assert_serving_and_reflected(server.address, SERVICE)


@pytest.mark.slow
async def test_process_videos_writes_the_outputs_and_the_fenced_summary(
    tmp_path: Path, stub, fake_llm: FakeLLMServer
) -> None:
    fake_llm.add(reply("- 00:05-00:09: min_amount 5000 on the parameter table\n- 00:17: Threshold masked"))
    response = await stub.ProcessVideos(video_pb2.ProcessVideosRequest(task=task_ref(tmp_path)), timeout=120)
    assert response.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED, response.outcome.message
    (video,) = response.videos
    assert video.visible_path == "video/briefing.mp4" and video.stable_frame_count == 6
    assert video.duration_s == pytest.approx(25.0, abs=0.1)
    for path in (video.timeline_path, video.transcript_path, video.summary_path, response.manifest_path):
        assert Path(path).is_file(), path
    assert len(list(Path(video.stable_frames_dir).glob("*.jpg"))) == 6
    summary = Path(video.summary_path).read_text(encoding="utf-8")
    assert "min_amount 5000 on the parameter table" in summary and "## Frames offered (6 of 6" in summary
    (request,) = fake_llm.requests
    user = request["messages"][1]["content"]
    assert user.startswith('<data source="video/briefing.mp4">') and "| min_amount | 5000 |" in user
    assert response.outcome.usage.calls == 1 and response.manifest_path in response.outcome.artifact_paths
    # a rerun on the same file with the same settings reuses the outputs: no decoding, no model call
    stamp = Path(video.timeline_path).stat().st_mtime_ns
    again = await stub.ProcessVideos(video_pb2.ProcessVideosRequest(task=task_ref(tmp_path)), timeout=120)
    assert (
        again.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED and again.videos[0].stable_frame_count == 6
    )
    assert len(fake_llm.requests) == 1 and Path(video.timeline_path).stat().st_mtime_ns == stamp


async def test_a_model_failure_leaves_an_index_summary_and_an_uncertainty(
    tmp_path: Path, stub, fake_llm
) -> None:
    task = tmp_path / "in" / "task_w"
    (task / "context" / "video").mkdir(parents=True)
    src = VIDEO_TASKS / "input" / "task_v2" / "context" / "video" / "channel_report.mp4"
    (task / "context" / "video" / "clip.mp4").write_bytes(src.read_bytes())
    response = await stub.ProcessVideos(
        video_pb2.ProcessVideosRequest(task=task_ref(tmp_path, task)), timeout=120
    )
    assert response.outcome.status == common_pb2.STAGE_STATUS_PARTIAL
    assert any("no model summary" in u.reason for u in response.outcome.uncertainties)
    summary = Path(response.videos[0].summary_path).read_text(encoding="utf-8")
    assert "An index of the slides instead" in summary and "slide 1: Channel report" in summary


async def test_no_videos_is_skipped(tmp_path: Path, stub) -> None:
    task = tmp_path / "in" / "task_y"
    (task / "context").mkdir(parents=True)
    response = await stub.ProcessVideos(
        video_pb2.ProcessVideosRequest(task=task_ref(tmp_path, task)), timeout=30
    )
    assert response.outcome.status == common_pb2.STAGE_STATUS_SKIPPED and not response.videos


@pytest.mark.parametrize(
    ("task_dir", "out", "code"),
    [
        ("relative/task", "runs/r1/t", grpc.StatusCode.INVALID_ARGUMENT),
        ("{task}", "", grpc.StatusCode.INVALID_ARGUMENT),
        ("{task}", "/etc/dataagent", grpc.StatusCode.INVALID_ARGUMENT),
        ("/etc", "runs/r1/t", grpc.StatusCode.PERMISSION_DENIED),
    ],
)
async def test_bad_requests_are_refused(tmp_path: Path, stub, task_dir: str, out: str, code) -> None:
    out_dir = out if not out or out.startswith("/") else str(tmp_path / "artifacts" / out)
    task = common_pb2.TaskRef(task_id="t", task_dir=task_dir.format(task=TASK), task_output_dir=out_dir)
    with pytest.raises(grpc.aio.AioRpcError) as info:
        await stub.ProcessVideos(video_pb2.ProcessVideosRequest(task=task), timeout=10)
    assert info.value.code() is code
