"""ContextService on a real server (port 0): a task with a real PDF, a broken one, and plain files."""

from __future__ import annotations

import json
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pytest

from dataagent.common.v1 import common_pb2
from dataagent.context.v1 import context_pb2, context_pb2_grpc
from services.context.server import create_server
from services.context.settings import ContextSettings
from shared.config import REPO_ROOT, load_settings
from shared.layout import TaskOutput
from shared.rpc import RunningServer
from tests.contract.grpc_checks import assert_serving_and_reflected

REPORT = REPO_ROOT / "tests" / "data" / "context" / "erc_armadale_2022.pdf"


@pytest.fixture
async def server(tmp_path: Path) -> AsyncIterator[RunningServer]:
    settings = load_settings(
        ContextSettings,
        artifact_root=tmp_path / "artifacts",
        input_roots=[tmp_path, REPORT.parent],
        listen_addr="127.0.0.1:0",
    )
    running = await create_server(settings)
    yield running
    await running.stop(0)


@pytest.fixture
async def stub(server: RunningServer) -> AsyncIterator[context_pb2_grpc.ContextServiceStub]:
    async with grpc.aio.insecure_channel(server.address) as channel:
        yield context_pb2_grpc.ContextServiceStub(channel)


@pytest.fixture
def task_dir(tmp_path: Path) -> Path:
    task = tmp_path / "input" / "task_9"
    (task / "context" / "doc").mkdir(parents=True)
    (task / "context" / "csv").mkdir()
    (task / "task.json").write_text(json.dumps({"task_id": "not_the_ref_id", "question": "Revenue?"}))
    shutil.copy(REPORT, task / "context" / "doc" / "report.pdf")
    (task / "context" / "doc" / "broken.pdf").write_bytes(REPORT.read_bytes()[:5000])
    (task / "context" / "csv" / "t.csv").write_text("a,b\r\n1,2\r\n")
    return task


async def test_health_and_reflection(server: RunningServer) -> None:
    await assert_serving_and_reflected(server.address, "dataagent.context.v1.ContextService")


async def test_prepare_context_converts_and_records(stub, task_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "artifacts" / "run" / "task_9"
    before = {p: p.read_bytes() for p in task_dir.rglob("*") if p.is_file()}
    ref = common_pb2.TaskRef(task_id="task_9", task_dir=str(task_dir), task_output_dir=str(out))
    reply = await stub.PrepareContext(context_pb2.PrepareContextRequest(task=ref), timeout=120)
    assert reply.outcome.status == common_pb2.STAGE_STATUS_PARTIAL  # the broken PDF
    assert any("broken.pdf" in u.subject for u in reply.outcome.uncertainties)
    assert reply.converted_count == 2  # attempts, the broken one included
    manifest = json.loads(Path(reply.manifest_path).read_text())
    assert Path(reply.manifest_path) == TaskOutput(out).context_manifest
    assert manifest["task_id"] == "task_9"
    visible = [a["visible_path"] for a in manifest["assets"]]
    assert visible == sorted(visible)
    generated = next(a for a in manifest["assets"] if a["visible_path"] == "doc/report.md")
    assert generated["action"] == "pdf_to_markdown" and generated["generated"]
    assert generated["kind"] == "document"
    md = TaskOutput(out).generated("doc/report.md")
    assert md.is_file() and len(md.read_text().splitlines()) > 100
    assert TaskOutput.page_map(md).is_file()
    assert {p: p.read_bytes() for p in task_dir.rglob("*") if p.is_file()} == before

    again = await stub.PrepareContext(context_pb2.PrepareContextRequest(task=ref), timeout=120)
    assert (again.converted_count, again.cached_count) == (0, 2)


async def test_convert_pdf_good_and_truncated(stub, task_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "artifacts" / "pdf2md"
    good = await stub.ConvertPdf(
        context_pb2.ConvertPdfRequest(pdf_path=str(REPORT), output_path=str(out / "report.md")), timeout=120
    )
    assert good.kind == context_pb2.PDF_KIND_TEXT and good.action == "pdf_to_markdown"
    assert Path(good.markdown_path).is_file() and good.heading_count > 0 and good.page_count > 1
    bad = await stub.ConvertPdf(
        context_pb2.ConvertPdfRequest(
            pdf_path=str(task_dir / "context" / "doc" / "broken.pdf"), output_path=str(out / "broken.md")
        ),
        timeout=60,
    )
    assert bad.kind == context_pb2.PDF_KIND_UNREADABLE and bad.markdown_path == ""
    assert bad.uncertainties


@pytest.mark.parametrize(
    ("pdf", "output", "message"),
    [
        ("relative.pdf", "{root}/x.md", "pdf_path"),
        ("{report}", "/etc/x.md", "outside the artifact root"),
        ("{report}", "{root}/x.txt", "output_path"),
    ],
)
async def test_bad_convert_requests(stub, tmp_path: Path, pdf: str, output: str, message: str) -> None:
    fmt = {"root": str(tmp_path / "artifacts"), "report": str(REPORT)}
    with pytest.raises(grpc.aio.AioRpcError) as info:
        await stub.ConvertPdf(
            context_pb2.ConvertPdfRequest(pdf_path=pdf.format(**fmt), output_path=output.format(**fmt)),
            timeout=10,
        )
    assert info.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert message in info.value.details()


async def test_missing_task_folder_is_invalid_argument(stub, tmp_path: Path) -> None:
    ref = common_pb2.TaskRef(
        task_id="x", task_dir=str(tmp_path / "nope"), task_output_dir=str(tmp_path / "artifacts")
    )
    with pytest.raises(grpc.aio.AioRpcError) as info:
        await stub.PrepareContext(context_pb2.PrepareContextRequest(task=ref), timeout=10)
    assert info.value.code() is grpc.StatusCode.INVALID_ARGUMENT
