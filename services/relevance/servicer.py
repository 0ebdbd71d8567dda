"""RelevanceService: validate the request, run the judge, convert the result into the proto response."""

from __future__ import annotations

from pathlib import Path

import grpc

from dataagent.relevance.v1 import relevance_pb2, relevance_pb2_grpc
from services.relevance.judge import JudgeRequest, RelevanceJudge
from shared.artifacts import ArtifactStore
from shared.errors import InvalidInputError
from shared.layout import RelevanceRecord
from shared.stage import input_path, outcome, stage_status, uncertainty


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


class RelevanceServicer(relevance_pb2_grpc.RelevanceServiceServicer):
    def __init__(self, judge: RelevanceJudge, store: ArtifactStore) -> None:
        self.judge = judge
        self.store = store

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
