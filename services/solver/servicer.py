"""SolverService: proto <-> the agent core."""

from __future__ import annotations

from pathlib import Path

import grpc

from dataagent.common.v1 import common_pb2
from dataagent.solver.v1 import solver_pb2, solver_pb2_grpc
from services.solver.agent import Solver, SolveRequest, SolveResult
from shared.artifacts import ArtifactStore
from shared.errors import InvalidInputError
from shared.layout import safe_component
from shared.stage import TaskPaths, outcome, stage_status, task_paths, uncertainty

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
    def __init__(self, solver: Solver, store: ArtifactStore) -> None:
        self.solver = solver
        self.store = store

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
        result = await self.solver.solve(
            SolveRequest(
                task=task,
                question=request.question,
                max_steps=request.max_steps,
                deadline_s=request.deadline_s,
                profile_path=_output_file(task, request.profile_path, "profile_path"),
                skipped_docs=tuple(safe_component(s, "skipped document") for s in request.skipped_docs),
                solver_hints_path=_output_file(task, request.solver_hints_path, "solver_hints_path"),
            )
        )
        return response_from(result)


def _output_file(task: TaskPaths, path: str, field: str) -> Path | None:
    """A path the coordinator passed: absolute and inside the task output folder, or None when empty."""
    if not path:
        return None
    if not Path(path).is_absolute():
        raise InvalidInputError(f"{field} must be an absolute path")
    try:
        return task.output.inside(Path(path))
    except InvalidInputError as e:
        raise InvalidInputError(f"{field}: {e}") from e
