"""ExtractionService on real servers (loopback ports) over real channels, the model a scripted fake."""

from __future__ import annotations

import json
import socket
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pytest

from dataagent.common.v1 import common_pb2
from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc
from services.extraction.server import create_server
from services.extraction.settings import ExtractionSettings
from shared.config import load_settings
from shared.llm import LLMSettings
from shared.rpc import RunningServer
from tests.context_stage import run_context_stage
from tests.contract.grpc_checks import assert_serving_and_reflected
from tests.docgen import Gold, make_task_folder, task15_spec
from tests.docgen.scripted import is_planner, model_path, perfect_rules
from tests.fake_llm import FakeLLMServer
from tests.pagestreams.generator import make_stream, write_stream

SERVICE = "dataagent.extraction.v1.ExtractionService"


def settings_for(tmp_path: Path, listen: str = "127.0.0.1:0") -> ExtractionSettings:
    base = load_settings(
        ExtractionSettings, artifact_root=tmp_path / "artifacts", input_roots=[tmp_path], listen_addr=listen
    )
    return model_path(base)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
async def server(tmp_path: Path, llm_settings: LLMSettings) -> AsyncIterator[RunningServer]:
    running = await create_server(settings_for(tmp_path), env={}, llm_settings=llm_settings)
    yield running
    await running.stop(0)


@pytest.fixture
async def stub(server: RunningServer) -> AsyncIterator[extraction_pb2_grpc.ExtractionServiceStub]:
    async with grpc.aio.insecure_channel(server.address) as channel:
        yield extraction_pb2_grpc.ExtractionServiceStub(channel)


def task_ref(gold: Gold, out: Path) -> common_pb2.TaskRef:
    return common_pb2.TaskRef(task_id="task_15", task_dir=str(gold.task_dir), task_output_dir=str(out))


def admitted_task(tmp_path: Path) -> tuple[Gold, Path]:
    """The share-transfer task after its context stage: the manifest lists its documents."""
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    out = tmp_path / "artifacts" / "task_15"
    run_context_stage(gold.task_dir, out)
    return gold, out


def planner_prompts(fake_llm: FakeLLMServer) -> list[str]:
    return [b["messages"][1]["content"] for b in fake_llm.requests if is_planner(b)]


async def test_health_and_reflection(server: RunningServer) -> None:
    await assert_serving_and_reflected(server.address, SERVICE)


async def test_no_documents_is_skipped(tmp_path: Path, stub) -> None:
    (tmp_path / "in" / "task_1" / "context").mkdir(parents=True)
    run_context_stage(tmp_path / "in" / "task_1", tmp_path / "artifacts" / "t1")
    task = common_pb2.TaskRef(
        task_id="task_1",
        task_dir=str(tmp_path / "in" / "task_1"),
        task_output_dir=str(tmp_path / "artifacts" / "t1"),
    )
    reply = await stub.ExtractDocuments(extraction_pb2.ExtractDocumentsRequest(task=task), timeout=10)
    assert reply.outcome.status == common_pb2.STAGE_STATUS_SKIPPED and reply.outcome.message == "no documents"


async def test_without_the_context_stage_extraction_is_unavailable(tmp_path: Path, stub) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    request = extraction_pb2.ExtractDocumentsRequest(task=task_ref(gold, tmp_path / "artifacts" / "task_15"))
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await stub.ExtractDocuments(request, timeout=10)
    assert err.value.code() is grpc.StatusCode.UNAVAILABLE
    assert "context stage must run" in (err.value.details() or "")


async def test_the_question_comes_in_the_request_not_from_task_json(
    tmp_path: Path, fake_llm: FakeLLMServer, stub
) -> None:
    gold, out = admitted_task(tmp_path)
    # A byte-order mark: task.json read as plain UTF-8 yields no question.
    task_json = gold.task_dir / "task.json"
    task_json.write_bytes(b"\xef\xbb\xbf" + task_json.read_bytes())
    fake_llm.add(*perfect_rules(gold))
    request = extraction_pb2.ExtractDocumentsRequest(
        task=task_ref(gold, out), doc_names=["lc_sharetransfer"], question=gold.question
    )
    reply = await stub.ExtractDocuments(request, timeout=60)
    assert reply.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED, reply.outcome.message
    assert [gold.question in prompt for prompt in planner_prompts(fake_llm)] == [True]

    task_json.unlink()
    asked = "Which transfers of 300707 happened in 2019?"
    plan = await stub.PlanDocument(
        extraction_pb2.PlanDocumentRequest(
            task=task_ref(gold, out), doc_name="lc_sharetransfer", question=asked
        ),
        timeout=30,
    )
    assert plan.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED, plan.outcome.message
    assert asked in planner_prompts(fake_llm)[-1]


async def test_bad_requests_are_invalid_argument(tmp_path: Path, stub) -> None:
    cases = [
        extraction_pb2.ExtractDocumentsRequest(
            task=common_pb2.TaskRef(task_dir="relative", task_output_dir="x")
        ),
        extraction_pb2.ExtractDocumentsRequest(
            task=common_pb2.TaskRef(task_dir=str(tmp_path), task_output_dir="/elsewhere/out")
        ),
    ]
    for request in cases:
        with pytest.raises(grpc.aio.AioRpcError) as err:
            await stub.ExtractDocuments(request, timeout=10)
        assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await stub.ExtractSection(
            extraction_pb2.ExtractSectionRequest(
                task=common_pb2.TaskRef(
                    task_dir=str(tmp_path), task_output_dir=str(tmp_path / "artifacts" / "o")
                )
            ),
            timeout=10,
        )
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT


async def test_extract_documents_writes_the_table_and_hints(
    tmp_path: Path, fake_llm: FakeLLMServer, stub
) -> None:
    gold, out = admitted_task(tmp_path)
    fake_llm.add(*perfect_rules(gold))
    request = extraction_pb2.ExtractDocumentsRequest(task=task_ref(gold, out), doc_names=["lc_sharetransfer"])
    reply = await stub.ExtractDocuments(request, timeout=60)
    assert reply.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED, reply.outcome.message
    assert reply.outcome.usage.calls == 5 and reply.outcome.usage.prompt_tokens > 0
    (table,) = reply.tables
    assert (table.table_name, table.row_count, table.section_success_ratio) == ("lc_sharetransfer", 9, 1.0)
    with sqlite3.connect(table.db_path) as con:
        rows = con.execute(
            "SELECT seller_shares_before, seller_ratio_before FROM lc_sharetransfer WHERE secucode='300707'"
        ).fetchall()
    assert sorted(rows) == [(2441732, 0.0155), (5469268, 0.0348)]
    assert Path(reply.solver_hints_path).is_file() and reply.solver_hints_path in reply.outcome.artifact_paths


async def test_plan_then_section_rpcs(tmp_path: Path, fake_llm: FakeLLMServer, stub) -> None:
    gold, out = admitted_task(tmp_path)
    fake_llm.add(*perfect_rules(gold))
    plan = await stub.PlanDocument(
        extraction_pb2.PlanDocumentRequest(task=task_ref(gold, out), doc_name="lc_sharetransfer"), timeout=30
    )
    assert plan.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED
    assert list(plan.section_ids) == ["1", "2", "3", "4"] and plan.record_count == 9

    def section(section_id: str) -> extraction_pb2.ExtractSectionRequest:
        return extraction_pb2.ExtractSectionRequest(
            task=task_ref(gold, out),
            doc_name="lc_sharetransfer",
            plan_path=plan.plan_path,
            section_id=section_id,
        )

    extracted = await stub.ExtractSection(section("3"), timeout=30)
    assert extracted.valid and extracted.row_count == 9
    rows = json.loads(Path(extracted.result_path).read_text())["rows"]
    assert {r["record_id"]: r["seller_shares_before"] for r in rows}["2542"] == "25,390,048股"
    # A section the plan does not have, and one whose id cannot name a file.
    for bad_id in ("9", "../../../../run_manifest"):
        with pytest.raises(grpc.aio.AioRpcError) as err:
            await stub.ExtractSection(section(bad_id), timeout=30)
        assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert "cannot name a file" in (err.value.details() or "")


async def test_two_replicas_share_one_documents_sections(
    tmp_path: Path, fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    gold, out = admitted_task(tmp_path)
    fake_llm.add(*perfect_rules(gold, delay_s=0.2))
    ports = [free_port(), free_port()]
    env = {"EXTRACTION_ADDR": ",".join(f"127.0.0.1:{p}" for p in ports)}
    replicas = [
        await create_server(settings_for(tmp_path, f"127.0.0.1:{p}"), env=env, llm_settings=llm_settings)
        for p in ports
    ]
    try:
        async with grpc.aio.insecure_channel(replicas[0].address) as channel:
            stub = extraction_pb2_grpc.ExtractionServiceStub(channel)
            reply = await stub.ExtractDocuments(
                extraction_pb2.ExtractDocumentsRequest(
                    task=task_ref(gold, out), doc_names=["lc_sharetransfer"]
                ),
                timeout=60,
            )
        assert reply.outcome.status == common_pb2.STAGE_STATUS_SUCCEEDED, reply.outcome.message
        summary = json.loads((out / "extraction" / "lc_sharetransfer" / "summary.json").read_text())
        served = [s["served_by"] for s in summary["sections"]]
        assert all(served) and len(set(served)) == 2, served
        assert {s.rsplit(":", 1)[1] for s in served} == {str(p) for p in ports}
        assert reply.outcome.usage.calls == 5
    finally:
        for r in replicas:
            await r.stop(0)


async def test_a_document_cut_at_the_limit_is_an_uncertainty_of_the_outcome(
    tmp_path: Path, fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    size = gold.doc_path.stat().st_size
    with gold.doc_path.open("ab") as f:
        f.write("填充行\n".encode() * 500)
    out = tmp_path / "artifacts" / "task_15"
    run_context_stage(gold.task_dir, out)
    fake_llm.add(*perfect_rules(gold))
    base = settings_for(tmp_path)
    limited = base.model_copy(
        update={"documents": base.documents.model_copy(update={"max_document_bytes": size})}
    )
    running = await create_server(limited, env={}, llm_settings=llm_settings)
    try:
        async with grpc.aio.insecure_channel(running.address) as channel:
            stub = extraction_pb2_grpc.ExtractionServiceStub(channel)
            request = extraction_pb2.ExtractDocumentsRequest(task=task_ref(gold, out), doc_names=[gold.stem])
            reply = await stub.ExtractDocuments(request, timeout=60)
            plan = await stub.PlanDocument(
                extraction_pb2.PlanDocumentRequest(task=task_ref(gold, out), doc_name=gold.stem), timeout=30
            )
    finally:
        await running.stop(0)
    assert reply.outcome.status == common_pb2.STAGE_STATUS_PARTIAL, reply.outcome.message
    assert reply.tables[0].row_count == len(gold.table)
    cut = f"{gold.doc_path.name}: only the first {size:,} of {size + 500 * 10:,} bytes read"
    losses = [u for u in reply.outcome.uncertainties if u.code == "input_loss"]
    assert [(u.subject, u.reason.startswith(cut)) for u in losses] == [(gold.stem, True)]
    assert [u.reason for u in plan.outcome.uncertainties] == [losses[0].reason]


def bundle_task(tmp_path: Path) -> tuple[common_pb2.TaskRef, dict]:
    """A task whose one PDF holds invoice, invoice, contract, cv, a blank back, food label, utility bill."""
    task_dir = tmp_path / "in" / "task_4"
    (task_dir / "context" / "doc").mkdir(parents=True)
    stream = make_stream(4)
    write_stream(stream, task_dir / "context" / "doc" / "bundle.pdf")
    out = tmp_path / "artifacts" / "task_4"
    run_context_stage(task_dir, out)
    return common_pb2.TaskRef(
        task_id="task_4", task_dir=str(task_dir), task_output_dir=str(out)
    ), stream.gold()


async def test_a_bundles_documents_come_back_as_tables_of_their_types(tmp_path: Path, stub) -> None:
    task, gold = bundle_task(tmp_path)
    reply = await stub.ExtractDocuments(extraction_pb2.ExtractDocumentsRequest(task=task), timeout=60)
    tables = {t.table_name: t for t in reply.tables}
    assert tables["invoice_documents"].row_count == 2 and tables["contract_documents"].row_count == 1
    assert Path(reply.solver_hints_path).is_file()
    con = sqlite3.connect(tables["contract_documents"].db_path)
    try:
        parties = con.execute('SELECT "partyA", "partyB", start_page FROM contract_documents').fetchall()
    finally:
        con.close()
    seg = next(i + 1 for i, s in enumerate(gold["segments"]) if s["doc_type"] == "contract")
    want = {f["field"]: f["value"] for f in gold["fields"] if f["segment"] == seg}
    assert parties == [(want["partyA"], want["partyB"], gold["segments"][seg - 1]["start_page"])]


async def test_tables_that_cannot_be_written_are_a_failure_on_record(tmp_path: Path, stub) -> None:
    task, _ = bundle_task(tmp_path)
    (Path(task.task_output_dir) / "context_db").write_text("in the way", encoding="utf-8")
    reply = await stub.ExtractDocuments(extraction_pb2.ExtractDocumentsRequest(task=task), timeout=60)
    assert any("split documents not written" in u.reason for u in reply.outcome.uncertainties)
    assert not any(t.table_name.endswith("_documents") for t in reply.tables)
    # Nothing is lost: the documents go on to be read as narrative documents (the scripted model fails).
    assert {"split_documents", "bundle_p01-01_invoice"} <= {t.doc_name for t in reply.tables}
