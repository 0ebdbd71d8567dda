"""The agent's document search over page indexes: page-cited passages, and the pages in trace.json; the
AnswerDocumentQuestion RPC over the same task."""

from __future__ import annotations

from pathlib import Path

from dataagent.common.v1 import common_pb2
from dataagent.solver.v1 import solver_pb2
from services.solver.agent import Solver
from services.solver.docservice import TaskDocQA
from services.solver.servicer import SolverServicer
from shared.artifacts import ArtifactStore, read_json
from shared.config import load_settings
from shared.pages.excerpt import excerpt
from shared.pages.search import PageSearchSettings
from tests.context_stage import run_context_stage
from tests.fake_llm import FakeLLMServer, reply
from tests.solver_scripts import act, scripted
from tests.unit.solver.conftest import make_task, solve, task_paths, trace_of
from tests.unit.solver.test_docqa import FILLER, _answer, make_report


def _task(tmp_path: Path):
    task = task_paths(
        tmp_path,
        "task_9",
        make_task(tmp_path, {"knowledge.md": "Annual reports."}, q="What was the operating cash flow?"),
    )
    (task.task_dir / "context" / "doc").mkdir(parents=True)
    make_report(
        task.task_dir / "context" / "doc" / "report.pdf",
        "ACME ROBOTICS, INC.",
        [FILLER, "Net cash provided by operating activities was 406.1 million in 2022.", FILLER],
    )
    run_context_stage(task.task_dir, task.output_dir, task_id=task.task_id)
    return task


def _docqa(solver_settings, llm) -> TaskDocQA:
    search = load_settings(PageSearchSettings)
    search = search.model_copy(update={"index": search.index.model_copy(update={"mode": "bm25"})})
    return TaskDocQA(solver_settings, search, llm)


async def test_search_documents_shows_cited_pages_and_the_trace_keeps_the_answers_page(
    tmp_path: Path, fake_llm: FakeLLMServer, solver_settings, llm, catalog
) -> None:
    task = _task(tmp_path)
    fake_llm.add(
        reply(
            scripted(
                act("search_documents", query="net cash provided by operating activities"),
                act("submit_answer", answer_kind="aggregate", columns=["cash"], rows=[["406.1 million"]]),
            )
        )
    )
    solver = Solver(solver_settings, llm=llm, catalog=catalog, docqa=_docqa(solver_settings, llm))
    result = await solve(solver, task)
    trace = trace_of(result)
    shown = trace["steps"][0]["result_summary"]
    assert "report page 3" in shown and "406.1 million" in shown
    assert {"doc": "report", "page": 2, "query": "net cash provided by operating activities"} in trace[
        "document_pages"
    ]
    assert trace["answer_pages"] == [{"doc": "report", "page": 2}]
    assert (task.output.page_index_dir).is_dir()


async def test_the_page_library_is_read_once_per_solve(
    tmp_path: Path, fake_llm: FakeLLMServer, solver_settings, llm, catalog
) -> None:
    task = _task(tmp_path)
    fake_llm.add(
        reply(
            scripted(
                act("search_documents", query="operating activities"),
                act("search_documents", query="net cash provided"),
            )
        )
    )
    docqa = _docqa(solver_settings, llm)
    reads = []
    read = docqa.libraries.library
    docqa.libraries.library = lambda paths: reads.append(paths) or read(paths)  # type: ignore[method-assign]
    solver = Solver(solver_settings, llm=llm, catalog=catalog, docqa=docqa)
    trace = trace_of(await solve(solver, task, max_steps=2))
    assert [s["result_summary"].count("report page 3") for s in trace["steps"][:2]] == [1, 1]
    assert len(reads) == 1


async def test_without_page_indexes_the_line_search_answers(
    tmp_path: Path, fake_llm: FakeLLMServer, solver_settings, llm, catalog
) -> None:
    task = task_paths(tmp_path, "task_9", make_task(tmp_path, {"doc/notes.md": "The CEO is Ada.\n"}))
    run_context_stage(task.task_dir, task.output_dir, task_id=task.task_id)
    fake_llm.add(reply(scripted(act("search_documents", query="zzz unknown words"))))
    solver = Solver(solver_settings, llm=llm, catalog=catalog, docqa=_docqa(solver_settings, llm))
    trace = trace_of(await solve(solver, task, max_steps=1))
    assert "no line of the documents" in trace["steps"][0]["result_summary"]
    assert trace["document_pages"] == []


async def test_the_rpc_answers_by_kind_with_0_based_pages(
    tmp_path: Path, fake_llm: FakeLLMServer, solver_settings, llm, catalog
) -> None:
    task = _task(tmp_path)
    fake_llm.add(
        reply('{"pages": []}', any_contains="You rank retrieved pages"),
        reply(_answer(406100000, [3]), any_contains="Answer kind: number"),
    )
    docqa = _docqa(solver_settings, llm)
    servicer = SolverServicer(
        Solver(solver_settings, llm=llm, catalog=catalog),
        ArtifactStore(tmp_path / "artifacts").ensure(),
        docqa,
    )
    ref = common_pb2.TaskRef(
        task_id="task_9", task_dir=str(task.task_dir), task_output_dir=str(task.output_dir)
    )
    solver_settings = solver_settings.model_copy(update={"input_roots": (tmp_path,)})
    servicer.solver.settings = solver_settings
    response = await servicer.AnswerDocumentQuestion(
        solver_pb2.AnswerDocumentQuestionRequest(
            task=ref, question="What was the operating cash flow of Acme Robotics, Inc.?", kind="number"
        ),
        None,  # type: ignore[arg-type]
    )
    assert response.value_json == "406100000.0"
    assert [(r.doc_name, r.page_index) for r in response.references] == [("report", 2)]
    assert read_json(Path(response.record_path))["references"] == [{"doc": "report", "page": 2}]


def test_a_long_line_is_cut_around_the_query_words() -> None:
    text = "intro " * 200 + "the operating cash flow was 5 " + "outro " * 200
    out = excerpt(text, "operating cash", 100)
    assert "operating cash flow" in out and out.startswith("...") and len(out) <= 106
