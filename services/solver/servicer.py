"""SolverService: proto <-> the agent core."""

from __future__ import annotations

import json

import grpc

from dataagent.common.v1 import common_pb2
from dataagent.solver.v1 import solver_pb2, solver_pb2_grpc
from services.solver.agent import Solver, SolveRequest, SolveResult
from services.solver.docservice import TaskDocQA
from shared.artifacts import ArtifactStore
from shared.config import load_settings
from shared.errors import InvalidInputError
from shared.pages.prompts import KINDS
from shared.pages.search import PageSearchSettings
from shared.stage import TaskPaths, outcome, stage_status, task_paths, uncertainty

_SOURCE = {
    "submitted": solver_pb2.ANSWER_SOURCE_SUBMITTED,
    "fallback": solver_pb2.ANSWER_SOURCE_FALLBACK,
    "none": solver_pb2.ANSWER_SOURCE_NONE,
    "voted": solver_pb2.ANSWER_SOURCE_VOTED,
}


def response_from(result: SolveResult) -> solver_pb2.SolveTaskResponse:
    artifacts = [str(result.trace_path)]
    if result.prediction_path is not None:
        artifacts.insert(0, str(result.prediction_path))
    return solver_pb2.SolveTaskResponse(
        outcome=outcome(
            stage_status(result.status),
            result.message,
            usage=result.usage,
            uncertainties=[uncertainty(**u) for u in result.uncertainties],
            artifacts=artifacts,
        ),
        prediction_path=str(result.prediction_path or ""),
        trace_path=str(result.trace_path),
        answer_source=_SOURCE[result.answer_source],
        steps=result.steps,
        attempts=result.attempts,
        answer_kind=result.answer_kind,
    )


class SolverServicer(solver_pb2_grpc.SolverServiceServicer):
    def __init__(self, solver: Solver, store: ArtifactStore, docqa: TaskDocQA | None = None) -> None:
        self.solver = solver
        self.store = store
        self.docqa = docqa or TaskDocQA(solver.settings, load_settings(PageSearchSettings), solver.llm)

    async def AnswerDocumentQuestion(  # noqa: N802 - generated name
        self, request: solver_pb2.AnswerDocumentQuestionRequest, context: grpc.aio.ServicerContext
    ) -> solver_pb2.AnswerDocumentQuestionResponse:
        if not request.question.strip():
            raise InvalidInputError("question is required")
        if request.kind not in KINDS:
            raise InvalidInputError(f"kind must be one of {', '.join(KINDS)}")
        task = self._task(request.task)
        answer, record = await self.docqa.answer(task, request.question, request.kind)
        # Failed: the model gave no answer (N/A stands in); partial: answered, with problems on the way.
        status = "failed" if answer.model_error else "partial" if answer.problems else "succeeded"
        return solver_pb2.AnswerDocumentQuestionResponse(
            outcome=outcome(
                stage_status(status),
                answer.model_error or f"{request.kind} answer from {len(answer.references)} cited page(s)",
                uncertainties=[uncertainty("document answer", p, "doc_answer") for p in answer.problems],
                artifacts=[record],
            ),
            value_json=json.dumps(answer.value, ensure_ascii=False),
            references=[
                solver_pb2.PageReference(doc_name=r.doc, page_index=r.page) for r in answer.references
            ],
            reasoning_summary=answer.reasoning_summary,
            record_path=record,
        )

    def _task(self, ref: common_pb2.TaskRef) -> TaskPaths:
        if not ref.task_id:
            raise InvalidInputError("task.task_id is required")
        return task_paths(ref, self.store, self.solver.settings.input_roots)

    async def SolveTask(  # noqa: N802 - generated name
        self, request: solver_pb2.SolveTaskRequest, context: grpc.aio.ServicerContext
    ) -> solver_pb2.SolveTaskResponse:
        if not request.question.strip():
            raise InvalidInputError("question is required")
        if request.max_steps < 0 or request.deadline_s < 0:
            raise InvalidInputError("max_steps and deadline_s must not be negative")
        task = self._task(request.task)
        solve = SolveRequest.from_record(task, request.question, request.max_steps, request.deadline_s)
        return response_from(await self.solver.solve(solve))
