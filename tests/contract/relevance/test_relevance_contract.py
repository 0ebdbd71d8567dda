"""RelevanceService on a real server (port 0) over a real channel, with the fake LLM behind it."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pytest

from dataagent.common.v1 import common_pb2
from dataagent.relevance.v1 import relevance_pb2, relevance_pb2_grpc
from services.relevance.server import create_server
from services.relevance.settings import RelevanceSettings
from shared.config import load_settings
from shared.llm import LLMSettings
from shared.rpc import RunningServer
from tests.context_stage import run_context_stage
from tests.contract.grpc_checks import assert_serving_and_reflected
from tests.fake_llm import FakeLLMServer, reply
from tests.unit.relevance.helpers import SHARE_QUESTION, SHARE_TASK, HashEmbedder, responder

SERVICE = "dataagent.relevance.v1.RelevanceService"


@pytest.fixture
async def server(tmp_path: Path, llm_settings: LLMSettings) -> AsyncIterator[RunningServer]:
    settings = load_settings(
        RelevanceSettings,
        artifact_root=tmp_path / "artifacts",
        input_roots=[tmp_path, SHARE_TASK.parent],
        listen_addr="127.0.0.1:0",
    )
    running = await create_server(settings, llm_settings, embedder=HashEmbedder())
    yield running
    await running.stop(0)


@pytest.fixture
async def stub(server: RunningServer) -> AsyncIterator[relevance_pb2_grpc.RelevanceServiceStub]:
    async with grpc.aio.insecure_channel(server.address) as channel:
        yield relevance_pb2_grpc.RelevanceServiceStub(channel)


def task_ref(
    tmp_path: Path, task_dir: Path = SHARE_TASK, out: str = "runs/r1/task_x", *, context_ran: bool = True
) -> common_pb2.TaskRef:
    """A TaskRef; with ``context_ran`` the context stage's manifest is in the output folder."""
    output_dir = tmp_path / "artifacts" / out
    if context_ran and task_dir.is_dir():
        run_context_stage(task_dir, output_dir)
    return common_pb2.TaskRef(
        task_id="task_x", task_dir=str(task_dir), task_output_dir=str(output_dir), run_id="r1"
    )


async def test_health_and_reflection(server: RunningServer) -> None:
    await assert_serving_and_reflected(server.address, SERVICE)


async def test_judge_documents_returns_verdicts_and_writes_the_result(
    tmp_path: Path, stub, fake_llm: FakeLLMServer
) -> None:
    fake_llm.add(reply(responder({"lc_actualcontroller": False, "lc_executivesholdings": True})))
    response = await stub.JudgeDocuments(
        relevance_pb2.JudgeDocumentsRequest(task=task_ref(tmp_path), question=SHARE_QUESTION, rounds=3),
        timeout=60,
    )
    assert response.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED
    assert list(response.relevant_docs) == ["lc_executivesholdings", "lc_sharetransfer"]
    assert "lc_sharestru" in response.skipped_docs and len(response.verdicts) == 7
    by_name = {v.doc_name: v for v in response.verdicts}
    assert (by_name["lc_executivesholdings"].vote_tally, by_name["lc_executivesholdings"].decided_by) == (
        "3/3",
        "vote",
    )
    assert by_name["lc_sharetransfer"].decided_by == "rule" and by_name["lc_sharetransfer"].reasons
    assert response.outcome.usage.calls == 3 and response.outcome.usage.prompt_tokens > 0
    saved = json.loads(Path(response.result_path).read_text(encoding="utf-8"))
    assert saved["relevant_docs"] == list(response.relevant_docs)
    assert response.result_path in response.outcome.artifact_paths


async def test_no_documents_is_skipped(tmp_path: Path, stub) -> None:
    task = tmp_path / "in" / "task_y"
    (task / "context").mkdir(parents=True)
    response = await stub.JudgeDocuments(
        relevance_pb2.JudgeDocumentsRequest(task=task_ref(tmp_path, task), question="How many?"), timeout=30
    )
    assert response.outcome.status == common_pb2.STAGE_STATUS_SKIPPED
    assert response.outcome.message == "no documents"


@pytest.mark.parametrize(
    ("task_dir", "out", "question", "message"),
    [
        ("relative/task", "runs/r1/t", "q?", "task.task_dir must be an absolute path"),
        ("{task}", "runs/r1/t", "   ", "question is required"),
        ("{task}", "", "q?", "task.task_output_dir is required"),
        ("{task}", "/etc/dataagent", "q?", "outside the artifact root"),
    ],
)
async def test_bad_requests_are_invalid_argument(
    tmp_path: Path, stub, task_dir: str, out: str, question: str, message: str
) -> None:
    out_dir = out if not out or out.startswith("/") else str(tmp_path / "artifacts" / out)
    task = common_pb2.TaskRef(task_id="t", task_dir=task_dir.format(task=SHARE_TASK), task_output_dir=out_dir)
    with pytest.raises(grpc.aio.AioRpcError) as info:
        await stub.JudgeDocuments(
            relevance_pb2.JudgeDocumentsRequest(task=task, question=question), timeout=10
        )
    assert info.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert message in info.value.details()


async def test_missing_task_folder_is_not_found(tmp_path: Path, stub) -> None:
    request = relevance_pb2.JudgeDocumentsRequest(
        task=task_ref(tmp_path, tmp_path / "missing"), question="q?"
    )
    with pytest.raises(grpc.aio.AioRpcError) as info:
        await stub.JudgeDocuments(request, timeout=10)
    assert info.value.code() is grpc.StatusCode.NOT_FOUND


async def test_without_the_context_stage_it_is_not_found(tmp_path: Path, stub, fake_llm) -> None:
    request = relevance_pb2.JudgeDocumentsRequest(
        task=task_ref(tmp_path, context_ran=False), question=SHARE_QUESTION
    )
    with pytest.raises(grpc.aio.AioRpcError) as info:
        await stub.JudgeDocuments(request, timeout=10)
    assert info.value.code() is grpc.StatusCode.NOT_FOUND
    assert "the context stage must run first" in info.value.details()
    assert fake_llm.requests == []
