"""extract_document: the solver has a skipped narrative document extracted by the real extraction service
(gRPC, loopback), the catalog registers the new table, and the answer comes from it."""

from __future__ import annotations

import csv
import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from services.extraction.server import create_server
from services.extraction.settings import ExtractionSettings
from services.solver.agent import Solver
from services.solver.clients import GrpcExtractionTools
from services.solver.settings import SolverSettings
from shared.config import load_settings
from shared.llm import LLMClient, LLMSettings
from shared.rpc import RunningServer
from tests.context_stage import run_context_stage
from tests.docgen import make_task_folder, task15_spec
from tests.docgen.scripted import perfect_rules
from tests.fake_llm import FakeLLMServer, reply
from tests.solver_scripts import act, scripted
from tests.unit.solver.catalog_double import CoreCatalogTools
from tests.unit.solver.conftest import solve, task_paths

ANSWER_SQL = (
    "SELECT seller_shares_before, seller_ratio_before FROM lc_sharetransfer "
    "WHERE secucode = '300707' ORDER BY record_id"
)


@pytest.fixture
async def extraction(tmp_path: Path, llm_settings: LLMSettings) -> AsyncIterator[RunningServer]:
    base = load_settings(
        ExtractionSettings,
        artifact_root=tmp_path / "artifacts",
        input_roots=[tmp_path],
        listen_addr="127.0.0.1:0",
    )
    settings = base.model_copy(update={"program": base.program.model_copy(update={"enabled": False})})
    running = await create_server(settings, env={}, llm_settings=llm_settings)
    yield running
    await running.stop(0)


async def test_a_skipped_document_is_extracted_on_demand_and_answers(
    tmp_path: Path, fake_llm: FakeLLMServer, llm_settings: LLMSettings, extraction: RunningServer
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    fake_llm.add(*perfect_rules(gold))
    fake_llm.add(
        reply(
            scripted(
                act("extract_document", path="doc/lc_sharetransfer.md"),
                act("submit_answer", answer_kind="raw_records", sql=ANSWER_SQL),
            )
        )
    )
    settings = load_settings(SolverSettings, artifact_root=tmp_path / "artifacts")
    tools = GrpcExtractionTools(extraction.address, retry_attempts=settings.rpc_retry_attempts)
    catalog = CoreCatalogTools()
    try:
        async with LLMClient(llm_settings) as llm:
            solver = Solver(settings, llm=llm, catalog=catalog, extraction=tools)
            task = task_paths(tmp_path, "task_15", gold.task_dir)
            run_context_stage(task.task_dir, task.output_dir, task_id=task.task_id)
            # Relevance skipped the document; the coordinator passes that on.
            result = await solve(solver, task, question=gold.question, skipped_docs=(gold.stem,))
    finally:
        catalog.close()
        await tools.close()

    assert result.answer_source == "submitted", result.message
    with open(result.prediction_path, encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["seller_shares_before", "seller_ratio_before"]
    assert rows[1:] == [["2441732", "0.0155"], ["5469268", "0.0348"]]
    trace = json.loads(Path(result.trace_path).read_text())
    assert "lc_sharetransfer" in trace["first_message"] and "extract_document" in trace["first_message"]
    observation = trace["steps"][0]["result_summary"]
    assert "table lc_sharetransfer extracted from lc_sharetransfer: 9 rows" in observation
    assert any(u["code"] == "extracted_on_demand" for u in result.uncertainties)
    assert '"extract_document"' in json.dumps(fake_llm.requests[0]["response_format"])


async def test_without_an_extraction_service_the_tool_is_not_offered(
    tmp_path: Path, fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    fake_llm.add(reply(scripted(act("extract_document", path="doc/lc_sharetransfer.md"))))
    settings = load_settings(SolverSettings, artifact_root=tmp_path / "artifacts")
    settings = settings.model_copy(update={"loop": settings.loop.model_copy(update={"max_steps": 1})})
    catalog = CoreCatalogTools()
    try:
        async with LLMClient(llm_settings) as llm:
            solver = Solver(settings, llm=llm, catalog=catalog)
            task = task_paths(tmp_path, "task_15", gold.task_dir)
            await solve(solver, task, question=gold.question, skipped_docs=(gold.stem,))
    finally:
        catalog.close()
    first = fake_llm.requests[0]
    assert "extract_document" not in first["messages"][0]["content"]
    assert '"extract_document"' not in json.dumps(first["response_format"])
