"""Who may ask a service to read what: every service, on a real server and channel, reads a task folder only
under its input roots (or the artifact root) and refuses any other host folder with PERMISSION_DENIED."""

from __future__ import annotations

import json
import shutil
from collections.abc import Awaitable
from dataclasses import dataclass
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
from shared.config import REPO_ROOT, load_settings
from shared.llm import LLMSettings

SECRET = "s3cret-outside-the-roots"
REPORT = REPO_ROOT / "tests" / "data" / "context" / "erc_armadale_2022.pdf"
DENIED = grpc.StatusCode.PERMISSION_DENIED


@dataclass
class Host:
    """An input root with one task, a folder outside it with a secret, and a symlink from inside to it."""

    root: Path
    task: Path
    outside: Path
    link: Path
    artifacts: Path

    def out(self, name: str) -> str:
        return str(self.artifacts / "run" / name)

    def ref(self, task_dir: Path | str, name: str = "task_1") -> common_pb2.TaskRef:
        return common_pb2.TaskRef(task_id=name, task_dir=str(task_dir), task_output_dir=self.out(name))

    def refused(self) -> list[str]:
        return ["/etc", str(self.outside), str(self.link), str(self.root / ".." / "elsewhere")]


@pytest.fixture
def host(tmp_path: Path) -> Host:
    root, outside = tmp_path / "in", tmp_path / "elsewhere"
    for folder in (root / "task_1", outside):
        (folder / "context" / "csv").mkdir(parents=True)
        (folder / "task.json").write_text(json.dumps({"task_id": "task_1", "question": "How many?"}))
    (root / "task_1" / "context" / "csv" / "t.csv").write_text("a,b\n1,2\n")
    (outside / "context" / "csv" / "secret.csv").write_text(f"secret\n{SECRET}\n")
    shutil.copy(REPORT, outside / "report.pdf")
    link = root / "task_link"
    link.symlink_to(outside, target_is_directory=True)
    return Host(root, root / "task_1", outside, link, tmp_path / "artifacts")


def assert_nothing_read(host: Host) -> None:
    for path in host.artifacts.rglob("*"):
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), f"{path} holds the secret"


async def refused(call: Awaitable) -> grpc.aio.AioRpcError:
    with pytest.raises(grpc.aio.AioRpcError) as info:
        await call
    assert info.value.code() is DENIED, info.value.details()
    assert "outside the input roots" in (info.value.details() or "")
    return info.value


def settings(cls, host: Host, **kw):
    return load_settings(
        cls, artifact_root=host.artifacts, input_roots=[host.root], listen_addr="127.0.0.1:0", **kw
    )


async def test_context_prepares_a_task_inside_the_roots_and_nothing_outside(host: Host, serve) -> None:
    stub = context_pb2_grpc.ContextServiceStub(
        await serve(create_context(settings(ContextSettings, host, executor="thread")))
    )
    for bad in host.refused():
        await refused(stub.PrepareContext(context_pb2.PrepareContextRequest(task=host.ref(bad)), timeout=10))
    reply = await stub.PrepareContext(context_pb2.PrepareContextRequest(task=host.ref(host.task)), timeout=30)
    assert reply.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED and reply.asset_count == 1
    target = str(host.artifacts / "report.md")
    await refused(
        stub.ConvertPdf(
            context_pb2.ConvertPdfRequest(pdf_path=str(host.outside / "report.pdf"), output_path=target),
            timeout=10,
        )
    )
    await refused(
        stub.ConvertPdf(
            context_pb2.ConvertPdfRequest(pdf_path=str(host.link / "report.pdf"), output_path=target),
            timeout=10,
        )
    )
    assert_nothing_read(host)


async def test_catalog_builds_a_task_inside_the_roots_and_nothing_outside(host: Host, serve) -> None:
    stub = catalog_pb2_grpc.CatalogServiceStub(await serve(create_catalog(settings(CatalogSettings, host))))
    context = context_pb2_grpc.ContextServiceStub(
        await serve(create_context(settings(ContextSettings, host, executor="thread")))
    )
    await context.PrepareContext(context_pb2.PrepareContextRequest(task=host.ref(host.task)), timeout=30)
    for bad in host.refused():
        await refused(stub.BuildCatalog(catalog_pb2.BuildCatalogRequest(task=host.ref(bad)), timeout=10))
        await refused(
            stub.ProbeQuery(
                catalog_pb2.ProbeQueryRequest(
                    task=host.ref(bad), sql="SELECT 1", dialect=catalog_pb2.SQL_DIALECT_DUCKDB
                ),
                timeout=10,
            )
        )
    built = await stub.BuildCatalog(catalog_pb2.BuildCatalogRequest(task=host.ref(host.task)), timeout=60)
    assert built.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED and built.table_count == 1
    assert_nothing_read(host)


async def test_coordinator_runs_an_input_folder_inside_the_roots_only(host: Host, serve) -> None:
    stub = coordinator_pb2_grpc.CoordinatorServiceStub(
        await serve(create_coordinator(settings(CoordinatorSettings, host), env={}))
    )
    out = host.out("r1")
    for bad in [
        "/etc",
        str(host.outside),
        str(host.root / "task_link"),
        str(host.artifacts / ".." / "elsewhere"),
    ]:
        request = coordinator_pb2.RunTasksRequest(input_dir=bad, output_dir=out)
        await refused(_drain(stub.RunTasks(request, timeout=10)))
    events = [
        e
        async for e in stub.RunTasks(
            coordinator_pb2.RunTasksRequest(input_dir=str(host.root), output_dir=out, task_ids=["task_1"]),
            timeout=30,
        )
    ]
    assert events[0].run_started.selected_task_ids == ["task_1"]


async def _drain(stream) -> None:
    async for _ in stream:
        pass


async def test_the_model_stages_refuse_a_task_outside_the_roots(
    host: Host, serve, llm_settings: LLMSettings
) -> None:
    relevance = relevance_pb2_grpc.RelevanceServiceStub(
        await serve(create_relevance(settings(RelevanceSettings, host), llm_settings))
    )
    extraction = extraction_pb2_grpc.ExtractionServiceStub(
        await serve(create_extraction(settings(ExtractionSettings, host), env={}, llm_settings=llm_settings))
    )
    solver = solver_pb2_grpc.SolverServiceStub(
        await serve(
            create_solver(settings(SolverSettings, host), llm_settings, env={"CATALOG_ADDR": "127.0.0.1:9"})
        )
    )
    for bad in host.refused():
        await refused(
            relevance.JudgeDocuments(
                relevance_pb2.JudgeDocumentsRequest(task=host.ref(bad), question="How many?"), timeout=10
            )
        )
        await refused(
            extraction.ExtractDocuments(
                extraction_pb2.ExtractDocumentsRequest(task=host.ref(bad)), timeout=10
            )
        )
        await refused(
            solver.SolveTask(
                solver_pb2.SolveTaskRequest(task=host.ref(bad), question="How many?"), timeout=10
            )
        )
        await refused(
            solver.AnswerDocumentQuestion(
                solver_pb2.AnswerDocumentQuestionRequest(
                    task=host.ref(bad), question="How many?", kind="number"
                ),
                timeout=10,
            )
        )
    assert_nothing_read(host)
