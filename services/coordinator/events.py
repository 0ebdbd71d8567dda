"""Run events: one typed object per event, taken alike by the manifest store's event log and the stream."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from services.coordinator.manifest import StageState, TaskState, Usage


class RunStarted(BaseModel):
    type: Literal["run_started"] = "run_started"
    run_id: str
    manifest_path: str
    selected: list[str]
    # Task id -> why it was not selected.
    skipped: dict[str, str]
    stages: list[str]
    undeployed: list[str]


class StageUpdate(BaseModel):
    type: Literal["stage_update"] = "stage_update"
    task_id: str
    stage: str
    status: StageState
    message: str = ""
    elapsed_s: float = 0.0


class TaskFinished(BaseModel):
    type: Literal["task_finished"] = "task_finished"
    task_id: str
    status: TaskState
    error: str = ""
    prediction_path: str = ""
    elapsed_s: float = 0.0
    usage: Usage = Field(default_factory=Usage)


class RunFinished(BaseModel):
    type: Literal["run_finished"] = "run_finished"
    run_id: str
    manifest_path: str
    # TaskState value -> how many selected tasks ended in it.
    counts: dict[str, int]
    skipped: int
    elapsed_s: float


RunEvent = Annotated[RunStarted | StageUpdate | TaskFinished | RunFinished, Field(discriminator="type")]
