"""Run-level core: select tasks, drive each through the stages in order, keep the manifest honest.

The runner knows stages only through the ``Stage`` protocol; the gRPC clients live in stages.py,
so this module is tested without a network.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from services.coordinator.events import RunEvent, RunFinished, RunStarted, StageUpdate, TaskFinished
from services.coordinator.manifest import (
    NOT_DEPLOYED,
    ManifestStore,
    RunManifest,
    StageRecord,
    StageState,
    TaskRecord,
    TaskState,
    Usage,
    now_iso,
)
from services.coordinator.settings import CoordinatorSettings
from shared.errors import DataAgentError, DeadlineError, InvalidInputError
from shared.layout import RunLayout, TaskInput, TaskOutput
from shared.logging import get_logger, log_context
from shared.scoring import prediction_problem
from shared.stage import bounded_question

log = get_logger("coordinator")

# Each stage reads what the ones before it wrote.
STAGE_ORDER = ("context", "video", "relevance", "extraction", "catalog", "solver")


@dataclass
class StageContext:
    task: TaskRecord
    run_id: str
    question: str
    deadline_s: float


@dataclass
class StageResult:
    status: StageState
    message: str = ""
    usage: Usage = field(default_factory=Usage)
    artifacts: list[str] = field(default_factory=list)
    uncertainties: list[dict[str, str]] = field(default_factory=list)


class Stage(Protocol):
    name: str

    async def run(self, ctx: StageContext) -> StageResult: ...


Emit = Callable[[RunEvent], Awaitable[None]]


@dataclass
class RunRequest:
    input_dir: Path
    output_dir: Path
    task_ids: list[str] = field(default_factory=list)
    skip_completed: bool = False
    max_workers: int = 0
    retry_failed: bool = False


def normalize_task_id(raw: str) -> str:
    raw = raw.strip()
    return raw if raw.startswith("task_") else f"task_{raw}"


def discover_tasks(input_dir: Path) -> list[str]:
    if not input_dir.is_dir():
        raise InvalidInputError(f"input folder {str(input_dir)!r} does not exist")
    root = input_dir.resolve()
    # A task folder linked from elsewhere is not a task of this input (its files are not read).
    found = [
        p.name
        for p in input_dir.iterdir()
        if p.name.startswith("task_") and p.is_dir() and p.resolve().parent == root
    ]
    return sorted(found, key=lambda name: (len(name), name))


def select_tasks(request: RunRequest, previous: RunManifest | None) -> tuple[list[str], dict[str, str]]:
    """Apply the task_ids filter, retry_failed and skip_completed; return (selected, skipped with reason)."""
    available = discover_tasks(request.input_dir)
    if request.task_ids:
        wanted = [normalize_task_id(t) for t in request.task_ids]
        unknown = sorted(set(wanted) - set(available))
        if unknown:
            raise InvalidInputError(f"unknown task ids in {request.input_dir}: {', '.join(unknown)}")
        candidates = [t for t in available if t in set(wanted)]
    else:
        candidates = available
    skipped: dict[str, str] = {}
    if request.retry_failed:
        if previous is None:
            raise InvalidInputError(f"--retry-failed needs an earlier run in {request.output_dir}")
        failed = {
            tid
            for tid, rec in previous.tasks.items()
            if rec.status in (TaskState.FAILED, TaskState.TIMED_OUT, TaskState.RUNNING)
        }
        for tid in candidates:
            if tid not in failed:
                skipped[tid] = "not failed in the previous run"
    if request.skip_completed:
        for tid in candidates:
            prediction = RunLayout(request.output_dir).task(tid).prediction
            if tid not in skipped and prediction_problem(prediction) is None:
                skipped[tid] = "completed: valid prediction"
    return [t for t in candidates if t not in skipped], skipped


def read_question(task_dir: Path) -> str:
    """The task's question; the coordinator is the one reader of the task file and passes it on."""
    return TaskInput(task_dir).read_spec().question


class RunCoordinator:
    """Drives one run; ``stages`` maps a stage name to its client, or None when not deployed."""

    def __init__(self, settings: CoordinatorSettings, stages: Mapping[str, Stage | None]) -> None:
        self.settings = settings
        self.stages = {name: stages.get(name) for name in STAGE_ORDER}

    async def run(self, request: RunRequest, emit: Emit) -> RunManifest:
        request.output_dir.mkdir(parents=True, exist_ok=True)
        store = ManifestStore(request.output_dir)
        previous = store.load_existing()
        selected, skipped = select_tasks(request, previous)
        undeployed = [name for name, stage in self.stages.items() if stage is None]
        manifest = store.open(request.input_dir, list(STAGE_ORDER), undeployed)
        manifest.selected, manifest.skipped = selected, skipped
        run_layout = RunLayout(request.output_dir)
        for tid in selected:
            record = manifest.tasks.get(tid)
            if record is None:
                manifest.tasks[tid] = TaskRecord(
                    task_id=tid,
                    task_dir=str(request.input_dir / tid),
                    output_dir=str(run_layout.task_dir(tid)),
                )
        started = RunStarted(
            run_id=manifest.run_id,
            manifest_path=str(store.path),
            selected=selected,
            skipped=skipped,
            stages=list(STAGE_ORDER),
            undeployed=undeployed,
        )
        await store.save(started)
        await emit(started)
        start = time.monotonic()
        workers = request.max_workers or self.settings.max_workers
        limiter = asyncio.Semaphore(max(1, workers))

        async def guarded(tid: str) -> None:
            async with limiter:
                try:
                    await self._run_task(manifest.tasks[tid], manifest.run_id, store, emit)
                except Exception as e:
                    # One task's unexpected error is that task's failure; its siblings go on.
                    await self._task_crashed(manifest.tasks[tid], e, store, emit)

        try:
            await asyncio.gather(*(guarded(tid) for tid in selected))
        finally:
            # A cancelled run (client gone, SIGTERM) leaves no task claiming to be running.
            for tid in selected:
                rec = manifest.tasks[tid]
                if rec.status is TaskState.RUNNING:
                    rec.status, rec.error, rec.ended_at = TaskState.FAILED, "run interrupted", now_iso()
                    for stage in rec.stages.values():
                        if stage.status is StageState.RUNNING:
                            stage.status, stage.error = StageState.FAILED, "run interrupted"
                            stage.message, stage.ended_at = "run interrupted", now_iso()
            counts = {
                state.value: sum(1 for t in selected if manifest.tasks[t].status is state)
                for state in TaskState
            }
            finished = RunFinished(
                run_id=manifest.run_id,
                manifest_path=str(store.path),
                counts=counts,
                skipped=len(skipped),
                elapsed_s=round(time.monotonic() - start, 3),
            )
            await store.save(finished)
        await emit(finished)
        return manifest

    async def _task_crashed(
        self, task: TaskRecord, error: Exception, store: ManifestStore, emit: Emit
    ) -> None:
        log.exception("task_crashed", task_id=task.task_id, error=f"{type(error).__name__}: {error}")
        task.status, task.error = TaskState.FAILED, f"internal error: {type(error).__name__}: {error}"
        task.ended_at = now_iso()
        for record in task.stages.values():
            if record.status is StageState.RUNNING:
                record.status, record.error, record.ended_at = StageState.FAILED, task.error, now_iso()
        await self._task_finished(task, store, emit)

    async def _task_finished(self, task: TaskRecord, store: ManifestStore, emit: Emit) -> None:
        event = TaskFinished(
            task_id=task.task_id,
            status=task.status,
            error=task.error or "",
            prediction_path=task.prediction_path or "",
            elapsed_s=task.elapsed_s or 0.0,
            usage=task.usage(),
        )
        await store.save(event)
        await emit(event)

    async def _run_task(self, task: TaskRecord, run_id: str, store: ManifestStore, emit: Emit) -> None:
        with log_context(task_id=task.task_id, run_id=run_id):
            task.status, task.started_at, task.ended_at, task.error = TaskState.RUNNING, now_iso(), None, None
            Path(task.output_dir).mkdir(parents=True, exist_ok=True)
            t0 = time.monotonic()
            deadline = t0 + self.settings.task_deadline_s
            current: str | None = None
            cut: dict[str, str] | None = None
            try:
                question, cut = bounded_question(
                    read_question(Path(task.task_dir)), self.settings.max_question_chars
                )
                if cut is not None:
                    log.warning("question_truncated", reason=cut["reason"])
                for name in STAGE_ORDER:
                    current = name
                    await self._run_stage(name, task, run_id, question, deadline, store, emit)
                current = None
            except TimeoutError:
                task.status, task.error = (
                    TaskState.TIMED_OUT,
                    f"task deadline of {self.settings.task_deadline_s:.0f}s hit",
                )
                if current is not None:
                    await self._finish_stage(
                        task,
                        current,
                        StageResult(StageState.TIMED_OUT, task.error),
                        time.monotonic(),
                        store,
                        emit,
                    )
            except DataAgentError as e:
                task.status, task.error = TaskState.FAILED, str(e)
            if cut is not None:
                _record_on_last_stage(task, cut)
            task.elapsed_s = round(time.monotonic() - t0, 3)
            task.ended_at = now_iso()
            prediction = TaskOutput(Path(task.output_dir)).prediction
            problem = prediction_problem(prediction)
            if task.status is TaskState.RUNNING:
                if problem is None:
                    task.status, task.prediction_path = TaskState.SUCCEEDED, str(prediction)
                else:
                    task.status = TaskState.FAILED
                    task.error = self._failure_reason(task, problem)
            await self._task_finished(task, store, emit)

    @staticmethod
    def _failure_reason(task: TaskRecord, problem: str) -> str:
        solver = task.stages.get("solver")
        if solver is not None and solver.status is StageState.SKIPPED:
            return f"no prediction: solver stage {solver.message}"
        if solver is not None and solver.error:
            return f"no prediction: {solver.error}"
        return f"no valid prediction: {problem}"

    async def _run_stage(
        self,
        name: str,
        task: TaskRecord,
        run_id: str,
        question: str,
        deadline: float,
        store: ManifestStore,
        emit: Emit,
    ) -> None:
        record = task.stages.get(name)
        if record is not None and record.is_done():
            return
        stage = self.stages[name]
        started = time.monotonic()
        if stage is None:
            await self._finish_stage(
                task, name, StageResult(StageState.SKIPPED, NOT_DEPLOYED), started, store, emit
            )
            return
        left = deadline - started
        if left <= 0:
            raise TimeoutError
        budget = self._budget(name, left)
        task.stages[name] = StageRecord(status=StageState.RUNNING, started_at=now_iso())
        running = StageUpdate(task_id=task.task_id, stage=name, status=StageState.RUNNING)
        await store.save(running)
        await emit(running)
        ctx = StageContext(task=task, run_id=run_id, question=question, deadline_s=budget)
        try:
            async with asyncio.timeout(budget):
                result = await stage.run(ctx)
        except TimeoutError:
            if time.monotonic() >= deadline:
                raise
            # The stage's own deadline (its RPC's) normally ends it first; this is the backstop.
            result = StageResult(StageState.TIMED_OUT, f"{name}: its budget of {budget:.0f}s ran out")
        except DeadlineError as e:
            result = StageResult(StageState.TIMED_OUT, str(e))
        except DataAgentError as e:
            result = StageResult(StageState.FAILED, str(e))
        await self._finish_stage(task, name, result, started, store, emit)

    def _budget(self, name: str, left: float) -> float:
        """A stage's deadline: its configured one, capped by what is left of the task's. A stage before a
        deployed solver also leaves the solver its reserve, so that a slow extraction still leaves time to
        answer from the raw documents (never less than ``min_stage_budget_s`` while the task has it)."""
        budget = min(self.settings.stage_deadlines_s.get(name, left), left)
        if name != "solver" and self.stages.get("solver") is not None:
            floor = min(left, self.settings.min_stage_budget_s)
            budget = min(budget, max(floor, left - self.settings.solver_reserve_s))
        return budget

    async def _finish_stage(
        self,
        task: TaskRecord,
        name: str,
        result: StageResult,
        started: float,
        store: ManifestStore,
        emit: Emit,
    ) -> None:
        record = task.stages.get(name) or StageRecord(started_at=now_iso())
        record.status, record.message = result.status, result.message
        record.error = result.message if result.status in (StageState.FAILED, StageState.TIMED_OUT) else None
        record.usage, record.artifacts = result.usage, result.artifacts
        record.uncertainties = result.uncertainties
        record.ended_at = now_iso()
        record.elapsed_s = round(time.monotonic() - started, 3)
        task.stages[name] = record
        log.info(
            "stage",
            stage=name,
            status=record.status.value,
            message=record.message,
            elapsed_s=record.elapsed_s,
        )
        update = StageUpdate(
            task_id=task.task_id,
            stage=name,
            status=record.status,
            message=record.message,
            elapsed_s=record.elapsed_s,
        )
        await store.save(update)
        await emit(update)


def _record_on_last_stage(task: TaskRecord, entry: dict[str, str]) -> None:
    """Record a task-level uncertainty on the solver's record (the answer rests on it), or on the stage the
    task ended in; once, also across resumed runs."""
    record = task.stages.get("solver") or (list(task.stages.values())[-1] if task.stages else None)
    if record is not None and entry not in record.uncertainties:
        record.uncertainties.append(entry)
