"""CoordinatorService: proto <-> runner; progress events become a server stream."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import grpc

from dataagent.common.v1 import common_pb2
from dataagent.coordinator.v1 import coordinator_pb2, coordinator_pb2_grpc
from services.coordinator.events import RunEvent, RunStarted, StageUpdate, TaskFinished
from services.coordinator.manifest import ManifestStore, TaskState, Usage
from services.coordinator.runner import RunCoordinator, RunRequest
from shared.artifacts import ArtifactStore
from shared.errors import InvalidInputError, NotFoundError
from shared.stage import input_path, stage_status

_TASK_STATUS = {s.removeprefix("TASK_STATUS_").lower(): v for s, v in coordinator_pb2.TaskStatus.items()}


def _usage(usage: Usage) -> common_pb2.LlmUsage:
    return common_pb2.LlmUsage(**usage.model_dump())


def event_to_proto(event: RunEvent) -> coordinator_pb2.RunTasksEvent:
    if isinstance(event, RunStarted):
        return coordinator_pb2.RunTasksEvent(
            run_started=coordinator_pb2.RunStarted(
                run_id=event.run_id,
                manifest_path=event.manifest_path,
                selected_task_ids=event.selected,
                skipped_task_ids=list(event.skipped),
                stages=event.stages,
                undeployed_stages=event.undeployed,
            )
        )
    if isinstance(event, StageUpdate):
        return coordinator_pb2.RunTasksEvent(
            stage_update=coordinator_pb2.StageUpdate(
                task_id=event.task_id,
                stage=event.stage,
                status=stage_status(event.status.value),
                message=event.message,
                elapsed_s=event.elapsed_s,
            )
        )
    if isinstance(event, TaskFinished):
        return coordinator_pb2.RunTasksEvent(
            task_finished=coordinator_pb2.TaskFinished(
                task_id=event.task_id,
                status=_TASK_STATUS[event.status.value],
                prediction_path=event.prediction_path,
                error=event.error,
                elapsed_s=event.elapsed_s,
                usage=_usage(event.usage),
            )
        )
    return coordinator_pb2.RunTasksEvent(
        run_finished=coordinator_pb2.RunFinished(
            run_id=event.run_id,
            manifest_path=event.manifest_path,
            succeeded=event.counts.get("succeeded", 0),
            failed=event.counts.get("failed", 0),
            timed_out=event.counts.get("timed_out", 0),
            skipped=event.skipped,
            elapsed_s=event.elapsed_s,
        )
    )


class CoordinatorServicer(coordinator_pb2_grpc.CoordinatorServiceServicer):
    def __init__(self, coordinator: RunCoordinator, store: ArtifactStore) -> None:
        self.coordinator = coordinator
        self.store = store

    def _output_dir(self, raw: str) -> Path:
        if not raw:
            raise InvalidInputError("output_dir is required")
        return self.store.contain(Path(raw))

    async def RunTasks(  # noqa: N802 - generated name
        self, request: coordinator_pb2.RunTasksRequest, context: grpc.aio.ServicerContext
    ) -> AsyncIterator[coordinator_pb2.RunTasksEvent]:
        input_dir = input_path(
            request.input_dir, self.coordinator.settings.input_roots, self.store, "input_dir"
        )
        if request.max_workers < 0:
            raise InvalidInputError("max_workers must not be negative")
        run = RunRequest(
            input_dir=input_dir,
            output_dir=self._output_dir(request.output_dir),
            task_ids=list(request.task_ids),
            skip_completed=request.skip_completed,
            max_workers=request.max_workers,
            retry_failed=request.retry_failed,
        )
        queue: asyncio.Queue[RunEvent | None] = asyncio.Queue()
        worker = asyncio.create_task(self.coordinator.run(run, queue.put))
        worker.add_done_callback(lambda _: queue.put_nowait(None))
        try:
            while (event := await queue.get()) is not None:
                yield event_to_proto(event)
            await worker  # re-raises the run's error, if any
        finally:
            if not worker.done():
                worker.cancel()
                await asyncio.gather(worker, return_exceptions=True)

    async def GetRun(  # noqa: N802
        self, request: coordinator_pb2.GetRunRequest, context: grpc.aio.ServicerContext
    ) -> coordinator_pb2.GetRunResponse:
        store = ManifestStore(self._output_dir(request.output_dir))
        manifest = store.load_existing()
        if manifest is None:
            raise NotFoundError(f"no run manifest in {request.output_dir}")
        return coordinator_pb2.GetRunResponse(
            run_id=manifest.run_id,
            manifest_path=str(store.path),
            tasks=[
                coordinator_pb2.TaskSummary(
                    task_id=t.task_id,
                    status=_TASK_STATUS[TaskState(t.status).value],
                    error=t.error or "",
                    usage=_usage(t.usage()),
                )
                for t in manifest.tasks.values()
            ],
        )
