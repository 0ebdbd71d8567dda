"""The relevance service's page index RPCs over a task's generated Markdown and page maps."""

from __future__ import annotations

from pathlib import Path

import pytest

from dataagent.common.v1 import common_pb2
from dataagent.relevance.v1 import relevance_pb2
from services.relevance.judge import RelevanceJudge
from services.relevance.pages import PageSearcher
from services.relevance.servicer import RelevanceServicer
from services.relevance.settings import RelevanceSettings
from shared.artifacts import ArtifactStore
from shared.config import load_settings
from shared.errors import InvalidInputError
from shared.llm import LLMClient
from shared.pages.search import PageSearchSettings
from tests.context_stage import run_context_stage
from tests.fake_llm import FakeLLMServer, reply
from tests.unit.solver.test_docqa import FILLER, _judge, make_report


@pytest.fixture
def task(tmp_path: Path) -> common_pb2.TaskRef:
    task_dir = tmp_path / "in" / "task_3"
    (task_dir / "context" / "doc").mkdir(parents=True)
    (task_dir / "task.json").write_text('{"task_id": "task_3", "question": "q"}')
    make_report(
        task_dir / "context" / "doc" / "acme.pdf",
        "ACME ROBOTICS, INC.",
        [FILLER, "Net cash provided by operating activities was 406.1 million in 2022.", FILLER],
    )
    out = tmp_path / "artifacts" / "run" / "task_3"
    run_context_stage(task_dir, out, task_id="task_3")
    return common_pb2.TaskRef(task_id="task_3", task_dir=str(task_dir), task_output_dir=str(out))


def _servicer(tmp_path: Path, llm: LLMClient) -> RelevanceServicer:
    settings = load_settings(RelevanceSettings, artifact_root=tmp_path / "artifacts", input_roots=(tmp_path,))
    search = load_settings(PageSearchSettings)
    search = search.model_copy(update={"index": search.index.model_copy(update={"mode": "bm25"})})
    store = ArtifactStore(tmp_path / "artifacts").ensure()
    return RelevanceServicer(RelevanceJudge(settings, llm), store, PageSearcher(search, llm))


async def test_index_pages_builds_once_then_reads_back(tmp_path: Path, task, llm_settings) -> None:
    async with LLMClient(llm_settings) as llm:
        servicer = _servicer(tmp_path, llm)
        first = await servicer.IndexPages(relevance_pb2.IndexPagesRequest(task=task), None)  # type: ignore[arg-type]
        again = await servicer.IndexPages(relevance_pb2.IndexPagesRequest(task=task), None)  # type: ignore[arg-type]
    (doc,) = first.documents
    assert (doc.doc_name, doc.pages, doc.from_cache) == ("acme", 4, False)
    assert again.documents[0].from_cache


async def test_search_pages_routes_reranks_and_cites_the_page(
    tmp_path: Path, task, llm_settings, fake_llm: FakeLLMServer
) -> None:
    fake_llm.add(reply(_judge, any_contains="You rank retrieved pages"))
    async with LLMClient(llm_settings) as llm:
        servicer = _servicer(tmp_path, llm)
        found = await servicer.SearchPages(
            relevance_pb2.SearchPagesRequest(
                task=task,
                question="Operating activities cash of Acme Robotics, Inc.?",
                top_pages=2,
                rerank=True,
            ),
            None,  # type: ignore[arg-type]
        )
        nowhere = await servicer.SearchPages(
            relevance_pb2.SearchPagesRequest(task=task, question="Operating cash of Globex Corporation?"),
            None,  # type: ignore[arg-type]
        )
        with pytest.raises(InvalidInputError):
            await servicer.SearchPages(relevance_pb2.SearchPagesRequest(task=task, question=" "), None)  # type: ignore[arg-type]
    top = found.pages[0]
    assert (top.doc_name, top.page_index, top.relevance) == ("acme", 2, 1.0)
    assert top.score == pytest.approx(0.3 * top.retrieval_score + 0.7 * 1.0)
    assert list(found.routed_docs) == ["acme"] and "Acme" not in found.query
    assert len(found.pages) <= 2
    assert list(nowhere.pages) == [] and list(nowhere.missing_names) == ["Globex Corporation"]
