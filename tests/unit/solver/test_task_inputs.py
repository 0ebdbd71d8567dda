"""What the request carries (the profile, the skipped documents, extraction's hints) and what the model
may see of the task's documents: only what the context service admitted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.solver.agent import Solver
from services.solver.documents import read_document, search_documents, task_documents
from services.solver.settings import SolverSettings
from shared.errors import InvalidInputError, NotFoundError
from shared.llm import LLMClient
from tests.blocking import finishes, make_fifo
from tests.context_stage import run_context_stage
from tests.fake_llm import FakeLLMServer, reply
from tests.solver_scripts import act, scripted
from tests.unit.solver.catalog_double import CoreCatalogTools
from tests.unit.solver.conftest import (
    SCORES,
    make_task,
    solve,
    task_paths,
    trace_of,
    with_loop,
)


async def test_hints_and_video_summary_reach_the_first_message(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"csv/scores.csv": SCORES}))
    hints = task.output.solver_hints
    hints.parent.mkdir(parents=True)
    hints.write_text("Table `filings`: 45 rows, use it.")
    video = task.output.video_summary("brief")
    video.parent.mkdir(parents=True)
    video.write_text("The speaker says revenue grew 4%.")
    fake_llm.add(reply(scripted(act("submit_answer", answer_kind="aggregate", columns=["x"], rows=[[1]]))))
    result = await solve(make_solver(), task, question="What grew?", solver_hints_path=hints)
    first = trace_of(result)["first_message"]
    assert "Table `filings`: 45 rows" in first and "revenue grew 4%" in first
    assert '<data source="solver_hints.md">' in first


async def test_existing_global_profile_is_used_without_a_build(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, catalog: CoreCatalogTools
) -> None:
    task = task_paths(tmp_path, "task_2")
    task.output_dir.mkdir(parents=True)
    profile = {
        "query_surfaces": [{"name": "Only_Table", "columns": [{"name": "a", "type": "INTEGER"}], "rows": 3}]
    }
    # The coordinator names the profile; the solver reads it rather than asking for a build.
    path = task.output_dir / "profile_from_the_coordinator.json"
    path.write_text(json.dumps(profile))
    fake_llm.add(reply(scripted(act("submit_answer", answer_kind="aggregate", columns=["x"], rows=[[1]]))))
    result = await solve(make_solver(), task, profile_path=path)
    assert ("build", "task_2") not in catalog.calls
    assert "- Only_Table(a INTEGER) 3 rows" in trace_of(result)["first_message"]


async def test_a_file_the_context_service_did_not_admit_never_reaches_the_model(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    secret = tmp_path / "outside" / "secret.md"
    secret.parent.mkdir()
    secret.write_text("The vault code is 4711.\n")
    task_dir = make_task(tmp_path, {"doc/report.md": "# Report\nNo code here.\n", "csv/scores.csv": SCORES})
    (task_dir / "context" / "doc" / "leak.md").symlink_to(secret)
    task = task_paths(tmp_path, "task_9", task_dir)
    # The link leaves the context folder: the context service does not admit it.
    run_context_stage(task.task_dir, task.output_dir, task_id=task.task_id)
    fake_llm.add(
        reply(scripted(act("search_documents", query="vault code"), act("read_document", path="doc/leak.md")))
    )
    result = await solve(make_solver(), task, question="What is the vault code?", max_steps=2)
    assert "4711" not in json.dumps(fake_llm.requests)
    trace = trace_of(result)
    assert "4711" not in json.dumps(trace)
    assert "doc/report.md" in trace["first_message"] and "leak.md" not in trace["first_message"]
    assert trace["steps"][0]["result_summary"] == "no line of the documents contains all those words"
    assert "no document 'doc/leak.md'" in trace["steps"][1]["error"]


class RecordingExtraction:
    """ExtractionTools that records what it was asked and extracts nothing."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    async def extract(self, task, doc_name: str, question: str, timeout_s: float):
        self.calls.append((doc_name, question))
        raise NotFoundError(f"no table was extracted from {doc_name}")


async def test_extract_document_offers_the_skipped_documents_without_a_table_and_sends_the_question(
    tmp_path: Path, fake_llm: FakeLLMServer, solver_settings: SolverSettings, llm: LLMClient, catalog
) -> None:
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"csv/scores.csv": SCORES}))
    done = task.output.extracted_db("done")
    done.parent.mkdir(parents=True)
    done.write_bytes(b"")
    fake_llm.add(
        reply(
            scripted(
                act("extract_document", path="doc/done.md"),
                act("extract_document", path="doc/waiting.md"),
            )
        )
    )
    extraction = RecordingExtraction()
    settings = with_loop(solver_settings, max_attempts=1)
    solver = Solver(settings, llm=llm, catalog=catalog, extraction=extraction)
    q = "Which filings were late?"
    result = await solve(solver, task, question=q, max_steps=2, skipped_docs=("waiting", "done", "other"))
    first = trace_of(result)["first_message"]
    assert "cannot answer): other, waiting" in first
    steps = trace_of(result)["steps"]
    assert "not a document waiting for extraction" in steps[0]["result_summary"]
    assert extraction.calls == [("waiting", q)]


def test_a_document_is_read_up_to_its_bound_and_the_model_is_told_what_was_cut(tmp_path: Path) -> None:
    report = "# Report\n" + "".join(f"line {i:03d}\n" for i in range(2, 200))
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"doc/report.md": report}))
    run_context_stage(task.task_dir, task.output_dir, task_id=task.task_id)
    docs = task_documents(task, max_bytes=100)
    body, total = read_document(docs, "doc/report.md", 1, 60, 60)
    cut = f"only the first 100 of {len(report):,} bytes read (the configured limit); the rest is not used"
    assert total == 12 and body.endswith(f"\n0011\tline 011\n0012\tl\n(note: {cut})")
    assert search_documents(docs, "line 150", 10, 200) == [f"(note: doc/report.md: {cut})"]
    whole = task_documents(task, max_bytes=1 << 20)
    assert search_documents(whole, "line 150", 10, 200) == ["doc/report.md:150: line 150"]


def test_a_stray_byte_in_a_utf8_document_is_read_as_utf8_and_said(tmp_path: Path) -> None:
    task_dir = make_task(tmp_path, {"doc/cn.md": ""})
    text = "# 股权转让\n记录29的转让方为赵海峰，出让前持股2,441,732股。\n"
    (task_dir / "context" / "doc" / "cn.md").write_bytes(b"\xff" + text.encode())
    task = task_paths(tmp_path, "task_9", task_dir)
    run_context_stage(task.task_dir, task.output_dir, task_id=task.task_id)
    body, _ = read_document(task_documents(task, max_bytes=1 << 20), "doc/cn.md", 1, 10, 10)
    assert body == (
        "0001\t\ufffd# 股权转让\n0002\t记录29的转让方为赵海峰，出让前持股2,441,732股。"
        "\n(note: 1 undecodable byte sequence(s) replaced by U+FFFD (read as utf-8))"
    )


def test_a_document_swapped_for_a_fifo_is_refused_not_waited_on(tmp_path: Path) -> None:
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"doc/report.md": "# Report\nvault\n"}))
    run_context_stage(task.task_dir, task.output_dir, task_id=task.task_id)
    docs = task_documents(task, max_bytes=1 << 20)
    fifo = make_fifo(task.task_dir / "context" / "doc" / "report.md")
    with pytest.raises(InvalidInputError, match="FIFO"):
        finishes(lambda: read_document(docs, "doc/report.md", 1, 10, 10), fifos=[fifo])
    assert finishes(lambda: search_documents(docs, "vault", 10, 200), fifos=[fifo]) == []


async def test_table_names_a_video_read_with_spaces_reach_the_model_as_the_catalog_writes_them(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver
) -> None:
    task = task_paths(tmp_path, "task_9")
    task.output_dir.mkdir(parents=True)
    profile = {
        "query_surfaces": [
            {"name": "txn_detail", "columns": [{"name": "txn_amt_cny", "type": "DOUBLE"}], "rows": 3}
        ]
    }
    path = task.output_dir / "global_data_profile.json"
    path.write_text(json.dumps(profile))
    timeline = task.output.video_timeline("brief")
    timeline.parent.mkdir(parents=True)
    timeline.write_text(
        "# Timeline of video/brief.mp4\n\n"
        "[00:00.0-00:05.0] slide 1: Table: txn detail\n"
        "[00:00.0-00:05.0] slide 1: | txn amt cny | > 10000 |\n"
        "[00:00.2-00:04.0] SPEECH: the detail table lists each transfer\n"
    )
    fake_llm.add(
        reply(
            scripted(
                act("read_video_timeline", path=timeline.relative_to(task.output_dir).as_posix()),
                act("submit_answer", answer_kind="aggregate", columns=["x"], rows=[[1]]),
            )
        )
    )
    result = await solve(make_solver(), task, question="How many transfers?", profile_path=path)
    first = trace_of(result)["first_message"]
    assert "Table: txn_detail (read as 'txn detail')" in first
    assert "| txn_amt_cny (read as 'txn amt cny') | > 10000 |" in first
    assert "the detail table lists" in first
    tool_result = json.dumps(fake_llm.requests[-1]["messages"], ensure_ascii=False)
    assert "txn_amt_cny (read as 'txn amt cny')" in tool_result
