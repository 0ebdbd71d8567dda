"""The run manifest and its append-only event log (paths in shared/layout.py RunLayout)."""

from __future__ import annotations

import asyncio
import time
import uuid
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path

from pydantic import BaseModel, Field

from shared.artifacts import append_jsonl, read_json, write_json
from shared.layout import RunLayout


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class StageState(StrEnum):
    PENDING = "pending"
    RUNNING = "running"
    SUCCEEDED = "succeeded"
    PARTIAL = "partial"
    FAILED = "failed"
    SKIPPED = "skipped"
    TIMED_OUT = "timed_out"


class TaskState(StrEnum):
    RUNNING = "running"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    TIMED_OUT = "timed_out"
    SKIPPED = "skipped"


NOT_DEPLOYED = "not deployed"


class Usage(BaseModel):
    calls: int = 0
    cache_hits: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0

    def add(self, other: Usage) -> Usage:
        return Usage(**{k: getattr(self, k) + getattr(other, k) for k in Usage.model_fields})


class StageRecord(BaseModel):
    status: StageState = StageState.PENDING
    started_at: str | None = None
    ended_at: str | None = None
    elapsed_s: float | None = None
    message: str = ""
    error: str | None = None
    usage: Usage = Field(default_factory=Usage)
    artifacts: list[str] = Field(default_factory=list)
    uncertainties: list[dict[str, str]] = Field(default_factory=list)

    def is_done(self) -> bool:
        """Finished work that a resumed run keeps (a not-deployed skip is redone once deployed)."""
        if self.status is StageState.SKIPPED:
            return self.message != NOT_DEPLOYED
        return self.status in (StageState.SUCCEEDED, StageState.PARTIAL)


class TaskRecord(BaseModel):
    task_id: str
    task_dir: str
    output_dir: str
    status: TaskState = TaskState.RUNNING
    started_at: str | None = None
    ended_at: str | None = None
    elapsed_s: float | None = None
    error: str | None = None
    prediction_path: str | None = None
    stages: dict[str, StageRecord] = Field(default_factory=dict)

    def usage(self) -> Usage:
        total = Usage()
        for stage in self.stages.values():
            total = total.add(stage.usage)
        return total


class RunManifest(BaseModel):
    run_id: str
    input_dir: str
    output_dir: str
    created_at: str
    updated_at: str
    stages: list[str]
    undeployed_stages: list[str] = Field(default_factory=list)
    selected: list[str] = Field(default_factory=list)
    skipped: dict[str, str] = Field(default_factory=dict)
    tasks: dict[str, TaskRecord] = Field(default_factory=dict)


class ManifestStore:
    """Owns one run folder's manifest; every change is saved atomically and logged as an event."""

    def __init__(self, output_dir: Path) -> None:
        self.output_dir = output_dir
        layout = RunLayout(output_dir)
        self.path = layout.manifest
        self.events_path = layout.events
        self._lock = asyncio.Lock()
        self.manifest: RunManifest | None = None

    def load_existing(self) -> RunManifest | None:
        if not self.path.exists():
            return None
        return RunManifest.model_validate(read_json(self.path))

    def open(self, input_dir: Path, stages: list[str], undeployed: list[str]) -> RunManifest:
        """Resume the run recorded in the folder, or start a new one."""
        existing = self.load_existing()
        stamp = now_iso()
        if existing is not None:
            existing.stages, existing.undeployed_stages = stages, undeployed
            existing.input_dir, existing.updated_at = str(input_dir), stamp
            existing.selected, existing.skipped = [], {}
            self.manifest = existing
        else:
            self.manifest = RunManifest(
                run_id=f"run_{datetime.now(UTC):%Y%m%dT%H%M%SZ}_{uuid.uuid4().hex[:6]}",
                input_dir=str(input_dir),
                output_dir=str(self.output_dir),
                created_at=stamp,
                updated_at=stamp,
                stages=stages,
                undeployed_stages=undeployed,
            )
        return self.manifest

    async def save(self, event: BaseModel | None = None) -> None:
        """Write the manifest; ``event`` (a run event) is appended to the event log with a timestamp."""
        assert self.manifest is not None
        async with self._lock:
            self.manifest.updated_at = now_iso()
            write_json(self.path, self.manifest.model_dump(mode="json"))
            if event is not None:
                record = {"ts": now_iso(), "t": round(time.time(), 3), **event.model_dump(mode="json")}
                append_jsonl(self.events_path, record)
