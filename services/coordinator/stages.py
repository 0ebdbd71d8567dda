"""gRPC clients of the stage services, one per stage, behind the runner's Stage protocol."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import grpc

from dataagent.catalog.v1 import catalog_pb2, catalog_pb2_grpc
from dataagent.common.v1 import common_pb2
from dataagent.context.v1 import context_pb2, context_pb2_grpc
from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc
from dataagent.relevance.v1 import relevance_pb2, relevance_pb2_grpc
from dataagent.solver.v1 import solver_pb2, solver_pb2_grpc
from dataagent.video.v1 import video_pb2, video_pb2_grpc
from services.coordinator.manifest import StageState, Usage
from services.coordinator.runner import STAGE_ORDER, StageContext, StageResult
from services.coordinator.settings import CoordinatorSettings
from shared.config import service_addr
from shared.errors import DeadlineError, NotReadyError
from shared.rpc import call_metadata, error_from_status, open_channel
from shared.stage import task_ref as shared_task_ref

_STATE_BY_STATUS = {
    common_pb2.STAGE_STATUS_SUCCEEDED: StageState.SUCCEEDED,
    common_pb2.STAGE_STATUS_PARTIAL: StageState.PARTIAL,
    common_pb2.STAGE_STATUS_FAILED: StageState.FAILED,
    common_pb2.STAGE_STATUS_SKIPPED: StageState.SKIPPED,
    common_pb2.STAGE_STATUS_TIMED_OUT: StageState.TIMED_OUT,
}


def task_ref(ctx: StageContext) -> common_pb2.TaskRef:
    return shared_task_ref(ctx.task.task_id, ctx.task.task_dir, ctx.task.output_dir, ctx.run_id)


def result_from(outcome: common_pb2.StageOutcome) -> StageResult:
    status = _STATE_BY_STATUS.get(outcome.status)
    if status is None:
        return StageResult(StageState.FAILED, f"service returned no status ({outcome.message})")
    return StageResult(
        status=status,
        message=outcome.message,
        usage=Usage(
            calls=outcome.usage.calls,
            cache_hits=outcome.usage.cache_hits,
            prompt_tokens=outcome.usage.prompt_tokens,
            completion_tokens=outcome.usage.completion_tokens,
        ),
        artifacts=list(outcome.artifact_paths),
        uncertainties=[
            {"subject": u.subject, "reason": u.reason, "code": u.code} for u in outcome.uncertainties
        ],
    )


class GrpcStage:
    """One stage served by a remote service; subclasses build the request and read the reply."""

    name = ""
    stub_class: Callable[[grpc.aio.Channel], Any]
    method = ""

    def __init__(self, channel: grpc.aio.Channel, settings: CoordinatorSettings) -> None:
        self.stub = self.stub_class(channel)
        self.settings = settings

    def request(self, ctx: StageContext) -> Any:
        raise NotImplementedError

    def result(self, response: Any, ctx: StageContext) -> StageResult:
        return result_from(response.outcome)

    async def run(self, ctx: StageContext) -> StageResult:
        call = getattr(self.stub, self.method)
        try:
            response = await call(
                self.request(ctx),
                timeout=ctx.deadline_s,
                metadata=call_metadata(task_id=ctx.task.task_id, run_id=ctx.run_id),
            )
        except grpc.aio.AioRpcError as e:
            error = error_from_status(e)
            message = f"{self.name}: {e.code().name}: {e.details()}"
            if e.code() is grpc.StatusCode.DEADLINE_EXCEEDED:
                raise DeadlineError(message) from e
            if isinstance(error, NotReadyError) or e.code() is grpc.StatusCode.UNAVAILABLE:
                raise NotReadyError(message) from e
            raise type(error)(message) from e
        return self.result(response, ctx)


class ContextStage(GrpcStage):
    name, stub_class, method = "context", context_pb2_grpc.ContextServiceStub, "PrepareContext"

    def request(self, ctx: StageContext) -> Any:
        return context_pb2.PrepareContextRequest(task=task_ref(ctx))


class VideoStage(GrpcStage):
    name, stub_class, method = "video", video_pb2_grpc.VideoServiceStub, "ProcessVideos"

    def request(self, ctx: StageContext) -> Any:
        return video_pb2.ProcessVideosRequest(task=task_ref(ctx))


class RelevanceStage(GrpcStage):
    name, stub_class, method = "relevance", relevance_pb2_grpc.RelevanceServiceStub, "JudgeDocuments"

    def request(self, ctx: StageContext) -> Any:
        return relevance_pb2.JudgeDocumentsRequest(task=task_ref(ctx), question=ctx.question)


class ExtractionStage(GrpcStage):
    """Extraction takes the documents the task's relevance record kept (it reads the record itself)."""

    name, stub_class, method = "extraction", extraction_pb2_grpc.ExtractionServiceStub, "ExtractDocuments"

    def request(self, ctx: StageContext) -> Any:
        return extraction_pb2.ExtractDocumentsRequest(task=task_ref(ctx), question=ctx.question)


class CatalogStage(GrpcStage):
    name, stub_class, method = "catalog", catalog_pb2_grpc.CatalogServiceStub, "BuildCatalog"

    def request(self, ctx: StageContext) -> Any:
        return catalog_pb2.BuildCatalogRequest(task=task_ref(ctx), question=ctx.question)


class SolverStage(GrpcStage):
    """The solver reads what the earlier stages made of the task from its record in the output folder."""

    name, stub_class, method = "solver", solver_pb2_grpc.SolverServiceStub, "SolveTask"

    def request(self, ctx: StageContext) -> Any:
        # The solver is told a share of the stage's deadline: the rest is its margin to write its best
        # answer before the coordinator's deadline cuts the call.
        return solver_pb2.SolveTaskRequest(
            task=task_ref(ctx),
            question=ctx.question,
            deadline_s=max(1.0, ctx.deadline_s * self.settings.solver_deadline_share),
        )


STAGE_CLASSES: dict[str, type[GrpcStage]] = {
    cls.name: cls
    for cls in (ContextStage, VideoStage, RelevanceStage, ExtractionStage, CatalogStage, SolverStage)
}
assert tuple(STAGE_CLASSES) == STAGE_ORDER


def connect_stages(
    settings: CoordinatorSettings, env: Mapping[str, str] | None = None
) -> tuple[dict[str, GrpcStage | None], list[grpc.aio.Channel]]:
    """A client per deployed stage (its ``<NAME>_ADDR`` is set), None for the others."""
    stages: dict[str, GrpcStage | None] = {}
    channels: list[grpc.aio.Channel] = []
    for name, cls in STAGE_CLASSES.items():
        addr = service_addr(name, env)
        if addr is None:
            stages[name] = None
            continue
        channel = open_channel(addr, retry_attempts=settings.rpc_retry_attempts)
        channels.append(channel)
        stages[name] = cls(channel, settings)
    return stages, channels
