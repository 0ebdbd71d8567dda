"""`dataagent ask` with the solver deployed: the reports staged as a task on the artifact volume, each
question answered by AnswerDocumentQuestion over a real channel, the answers cited by the reports' SHA1."""

from __future__ import annotations

import asyncio
import hashlib
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from cli.main import main
from services.catalog.server import create_server as create_catalog
from services.catalog.settings import CatalogSettings
from services.solver.server import create_server
from services.solver.settings import SolverSettings
from shared.config import load_settings
from shared.llm import LLMSettings
from tests.fake_llm import FakeLLMServer, reply
from tests.unit.solver.test_docqa import _answer, acme_reports


@pytest.fixture
def solver_addr(tmp_path: Path, llm_settings: LLMSettings) -> Iterator[str]:
    """The catalog and solver services on their own event loop in a thread, until the test ends."""
    ready: dict[str, str] = {}
    started, stop = threading.Event(), None

    async def serve() -> None:
        nonlocal stop
        stop = asyncio.Event()
        artifacts = tmp_path / "artifacts"
        catalog = await create_catalog(
            load_settings(CatalogSettings, artifact_root=artifacts, listen_addr="127.0.0.1:0")
        )
        settings = load_settings(SolverSettings, artifact_root=artifacts, listen_addr="127.0.0.1:0")
        solver = await create_server(settings, llm_settings, env={"CATALOG_ADDR": catalog.address})
        ready["addr"] = solver.address
        started.set()
        await stop.wait()
        await solver.stop(0)
        await catalog.stop(0)

    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_until_complete, args=(serve(),), daemon=True)
    thread.start()
    assert started.wait(60)
    yield ready["addr"]
    loop.call_soon_threadsafe(stop.set)  # type: ignore[union-attr]
    thread.join(30)


def test_ask_goes_through_the_deployed_solver(
    tmp_path: Path, solver_addr: str, fake_llm: FakeLLMServer, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setenv("SOLVER_ADDR", solver_addr)
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "artifacts"))
    pdfs = acme_reports(tmp_path / "pdfs")
    sha = hashlib.sha1((pdfs / "acme.pdf").read_bytes()).hexdigest()
    fake_llm.add(reply(_answer(406100000, [3]), any_contains="Answer kind: number"))
    questions = tmp_path / "q.json"
    q = "What is the Cash flow from operations (in USD) for Acme Robotics, Inc.?"
    questions.write_text(json.dumps([{"text": q, "kind": "number"}]))
    out = tmp_path / "answers.json"

    assert main(["ask", str(questions), "--pdfs", str(pdfs), "-o", str(out)]) == 0
    (answer,) = json.loads(out.read_text())["answers"]
    assert answer["value"] == 406100000.0
    assert answer["references"] == [{"pdf_sha1": sha, "page_index": 2}]
    # The service answered (the fake model saw its request) over the task staged on the artifact volume.
    assert len(fake_llm.requests) == 1
    staged = tmp_path / "artifacts" / "cli" / "ask"
    assert (staged / "reports" / "context" / "doc" / f"{sha}.pdf").is_file()
    assert list((staged / "doc_answers").iterdir())
    assert "[1/1] number: 406100000.0" in capsys.readouterr().err
