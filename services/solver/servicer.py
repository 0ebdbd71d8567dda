"""SolverService: proto <-> the agent core."""

from __future__ import annotations

from pathlib import Path

import grpc

from dataagent.common.v1 import common_pb2
from dataagent.solver.v1 import solver_pb2, solver_pb2_grpc
from services.solver.agent import Solver, SolveRequest, SolveResult
from services.solver.tools import TaskPaths
from shared.artifacts import ArtifactStore
from shared.errors import InvalidInputError

_STATUS = {
    "succeeded": common_pb2.STAGE_STATUS_SUCCEEDED,
    "partial": common_pb2.STAGE_STATUS_PARTIAL,
    "failed": common_pb2.STAGE_STATUS_FAILED,
    "timed_out": common_pb2.STAGE_STATUS_TIMED_OUT,
}
_SOURCE = {
    "submitted": solver_pb2.ANSWER_SOURCE_SUBMITTED,
    "fallback": solver_pb2.ANSWER_SOURCE_FALLBACK,
    "none": solver_pb2.ANSWER_SOURCE_NONE,
}


def response_from(result: SolveResult) -> solver_pb2.SolveTaskResponse:
    artifacts = [str(result.trace_path)]
    if result.prediction_path is not None:
        artifacts.insert(0, str(result.prediction_path))
    return solver_pb2.SolveTaskResponse(
        outcome=common_pb2.StageOutcome(
            status=_STATUS[result.status],
            message=result.message,
            usage=common_pb2.LlmUsage(**result.usage),
            uncertainties=[common_pb2.Uncertainty(**u) for u in result.uncertainties],
            artifact_paths=artifacts,
        ),
        prediction_path=str(result.prediction_path or ""),
        trace_path=str(result.trace_path),
        answer_source=_SOURCE[result.answer_source],
        steps=result.steps,
        attempts=result.attempts,
        answer_kind=result.answer_kind,
    )


class SolverServicer(solver_pb2_grpc.SolverServiceServicer):
    def __init__(self, solver: Solver, store: ArtifactStore) -> None:
        self.solver = solver
        self.store = store

    def _task(self, ref: common_pb2.TaskRef) -> TaskPaths:
        if not ref.task_id:
            raise InvalidInputError("task.task_id is required")
        if not ref.task_dir or not Path(ref.task_dir).is_absolute():
            raise InvalidInputError("task.task_dir must be an absolute path")
        if not Path(ref.task_dir).is_dir():
            raise InvalidInputError(f"task.task_dir {ref.task_dir} is not a folder")
        if not ref.task_output_dir:
            raise InvalidInputError("task.task_output_dir is required")
        output = self.store.contain(Path(ref.task_output_dir))
        return TaskPaths(ref.task_id, Path(ref.task_dir), output, ref.run_id)

    async def SolveTask(  # noqa: N802 - generated name
        self, request: solver_pb2.SolveTaskRequest, context: grpc.aio.ServicerContext
    ) -> solver_pb2.SolveTaskResponse:
        if not request.question.strip():
            raise InvalidInputError("question is required")
        if request.max_steps < 0 or request.deadline_s < 0:
            raise InvalidInputError("max_steps and deadline_s must not be negative")
        task = self._task(request.task)
        result = await self.solver.solve(
            SolveRequest(
                task=task,
                question=request.question,
                max_steps=request.max_steps,
                deadline_s=request.deadline_s,
            )
        )
        return response_from(result)
