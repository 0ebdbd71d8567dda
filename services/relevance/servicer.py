"""RelevanceService: validate the request, run the judge, convert the result into the proto response."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import grpc

from dataagent.relevance.v1 import relevance_pb2, relevance_pb2_grpc
from services.relevance.judge import JudgeRequest, RelevanceJudge
from services.relevance.pages import PageSearcher, PageSearchResult
from shared.artifacts import ArtifactStore
from shared.config import load_settings
from shared.errors import InvalidInputError
from shared.layout import RelevanceRecord
from shared.pages.search import PageSearchSettings
from shared.stage import input_path, outcome, stage_status, task_paths, uncertainty


def to_response(result: RelevanceRecord) -> relevance_pb2.JudgeDocumentsResponse:
    artifacts = [p for p in (result.result_path, result.trace_path) if p]
    return relevance_pb2.JudgeDocumentsResponse(
        outcome=outcome(
            stage_status(result.status),
            result.message,
            usage=result.usage,
            uncertainties=[uncertainty(u.subject, u.reason, u.code) for u in result.uncertainties],
            artifacts=artifacts,
        ),
        verdicts=[
            relevance_pb2.DocumentVerdict(
                doc_name=name,
                relevant=d.relevant,
                vote_tally=d.vote_tally,
                reasons=d.reasons,
                decided_by=d.decided_by,
            )
            for name, d in result.per_doc.items()
        ],
        relevant_docs=result.relevant_docs,
        skipped_docs=result.skipped_docs,
        result_path=result.result_path,
    )


def _page_outcome(result: PageSearchResult, message: str) -> Any:
    status = "partial" if result.problems else "succeeded"
    return outcome(
        stage_status(status),
        message,
        uncertainties=[uncertainty("page search", p, "page_search") for p in result.problems],
    )


class RelevanceServicer(relevance_pb2_grpc.RelevanceServiceServicer):
    def __init__(
        self, judge: RelevanceJudge, store: ArtifactStore, pages: PageSearcher | None = None
    ) -> None:
        self.judge = judge
        self.store = store
        self.pages = pages or PageSearcher(load_settings(PageSearchSettings), judge.llm)

    async def IndexPages(  # noqa: N802 - generated name
        self, request: relevance_pb2.IndexPagesRequest, context: grpc.aio.ServicerContext
    ) -> relevance_pb2.IndexPagesResponse:
        paths = task_paths(request.task, self.store, self.judge.settings.input_roots)
        result = await self.pages.index(paths)
        docs = [
            relevance_pb2.DocumentPageIndex(
                doc_name=name,
                pages=len(index.pages),
                chunks=len(index.chunks),
                from_cache=index.from_cache,
                build_seconds=index.build_seconds,
            )
            for name, index in result.library.indexes.items()
        ]
        return relevance_pb2.IndexPagesResponse(
            outcome=_page_outcome(result, f"{len(docs)} document(s) indexed"), documents=docs
        )

    async def SearchPages(  # noqa: N802 - generated name
        self, request: relevance_pb2.SearchPagesRequest, context: grpc.aio.ServicerContext
    ) -> relevance_pb2.SearchPagesResponse:
        if not request.question.strip():
            raise InvalidInputError("question is required")
        if request.top_pages < 0:
            raise InvalidInputError("top_pages must not be negative")
        paths = task_paths(request.task, self.store, self.judge.settings.input_roots)
        result = await self.pages.search(paths, request.question, request.top_pages, request.rerank)
        found = result.retrieval
        return relevance_pb2.SearchPagesResponse(
            outcome=_page_outcome(result, f"{len(result.pages)} page(s)"),
            pages=[
                relevance_pb2.PageCitation(
                    doc_name=h.doc,
                    page_index=h.page,
                    score=h.score,
                    retrieval_score=h.retrieval,
                    relevance=-1.0 if h.relevance is None else h.relevance,
                    text=h.text,
                )
                for h in result.pages
            ],
            routed_docs=found.route.docs if found else [],
            missing_names=found.route.missing if found else [],
            query=found.query if found else "",
        )

    async def JudgeDocuments(  # noqa: N802 - generated name
        self, request: relevance_pb2.JudgeDocumentsRequest, context: grpc.aio.ServicerContext
    ) -> relevance_pb2.JudgeDocumentsResponse:
        task = request.task
        task_dir = input_path(task.task_dir, self.judge.settings.input_roots, self.store)
        if not task.task_output_dir:
            raise InvalidInputError("task.task_output_dir is required")
        if not request.question.strip():
            raise InvalidInputError("question is required")
        if request.rounds < 0:
            raise InvalidInputError("rounds must not be negative")
        result = await self.judge.judge(
            JudgeRequest(
                task_dir=task_dir,
                task_output_dir=self.store.contain(Path(task.task_output_dir)),
                question=request.question,
                task_id=task.task_id,
                rounds=request.rounds,
            )
        )
        return to_response(result)
