"""The solver reads hints, video texts and the task's documents up to ``tools.doc_max_bytes``; what it did
not read (cut, bytes replaced, a special file) is an uncertainty of the solve, in trace.json."""

from __future__ import annotations

from pathlib import Path

from services.solver.settings import SolverSettings
from tests.blocking import make_fifo, stat_sees_a_regular_file
from tests.context_stage import run_context_stage
from tests.fake_llm import FakeLLMServer, reply
from tests.solver_scripts import act, scripted
from tests.unit.solver.conftest import SCORES, make_task, solve, task_paths, trace_of, with_loop

SUBMIT = act("submit_answer", answer_kind="aggregate", columns=["x"], rows=[[1]])


def limited(settings: SolverSettings, max_bytes: int) -> SolverSettings:
    return settings.model_copy(
        update={"tools": settings.tools.model_copy(update={"doc_max_bytes": max_bytes})}
    )


def losses(trace: dict) -> list[tuple[str, str]]:
    return [(u["subject"], u["reason"]) for u in trace["uncertainties"] if u["code"] == "input_loss"]


async def test_hints_and_video_text_are_read_up_to_the_limit_and_what_was_lost_is_recorded(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, solver_settings: SolverSettings
) -> None:
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"csv/scores.csv": SCORES}))
    hints = task.output.solver_hints
    hints.parent.mkdir(parents=True)
    hints.write_text("Table `filings`: 45 rows." + " pad" * 40 + " TAIL-OF-THE-HINTS")
    video = task.output.video_summary("brief")
    video.parent.mkdir(parents=True)
    video.write_bytes("营业收入增长百分之四".encode() + b"\xff revenue grew 4%")
    fake_llm.add(reply(scripted(SUBMIT)))
    result = await solve(make_solver(limited(solver_settings, 100)), task, solver_hints_path=hints)
    trace = trace_of(result)
    assert "Table `filings`: 45 rows." in trace["first_message"]
    assert "TAIL-OF-THE-HINTS" not in trace["first_message"]
    size = hints.stat().st_size
    assert losses(trace) == [
        (
            hints.name,
            f"only the first 100 of {size:,} bytes read (the configured limit); the rest is not used",
        ),
        (video.name, "1 undecodable byte sequence(s) replaced by U+FFFD (read as utf-8)"),
    ]
    # The result carries them too (the RPC's StageOutcome uncertainties).
    assert [(u["subject"], u["reason"]) for u in result.uncertainties if u["code"] == "input_loss"] == (
        losses(trace)
    )


async def test_a_hints_file_swapped_for_a_fifo_is_recorded_not_waited_on(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, monkeypatch
) -> None:
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"csv/scores.csv": SCORES}))
    hints = stat_sees_a_regular_file(monkeypatch, make_fifo(task.output.solver_hints))
    fake_llm.add(reply(scripted(SUBMIT)))
    result = await solve(make_solver(), task, solver_hints_path=hints)
    assert losses(trace_of(result)) == [(hints.name, f"{hints.name}: not a regular file (a FIFO), not read")]


async def test_a_document_cut_at_the_limit_is_recorded_when_the_model_reads_or_searches_it(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, solver_settings: SolverSettings
) -> None:
    report = "# Report\n" + "".join(f"line {i:03d}\n" for i in range(2, 200))
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"doc/report.md": report}))
    run_context_stage(task.task_dir, task.output_dir, task_id=task.task_id)
    fake_llm.add(
        reply(
            scripted(
                act("read_document", path="context/doc/report.md", start_line=1, end_line=5),
                act("search_documents", query="line 150"),
                SUBMIT,
            )
        )
    )
    settings = with_loop(limited(solver_settings, 100), max_attempts=1)
    result = await solve(make_solver(settings), task, max_steps=3)
    trace = trace_of(result)
    cut = f"only the first 100 of {len(report):,} bytes read (the configured limit); the rest is not used"
    # Read twice (read_document, then search_documents), recorded once, under the path the model sees.
    assert losses(trace) == [("doc/report.md", cut)]
    assert [s["tool"] for s in trace["steps"][:2]] == ["read_document", "search_documents"]


async def test_files_read_whole_record_nothing(tmp_path: Path, fake_llm: FakeLLMServer, make_solver) -> None:
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"doc/report.md": "# Report\nok\n"}))
    run_context_stage(task.task_dir, task.output_dir, task_id=task.task_id)
    hints = task.output.solver_hints
    hints.parent.mkdir(parents=True, exist_ok=True)
    hints.write_text("Table `filings`: 45 rows.")
    fake_llm.add(reply(scripted(act("read_document", path="doc/report.md"), SUBMIT)))
    result = await solve(make_solver(), task, solver_hints_path=hints, max_steps=2)
    assert losses(trace_of(result)) == []
