from dataagent.common.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class TaskStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TASK_STATUS_UNSPECIFIED: _ClassVar[TaskStatus]
    TASK_STATUS_RUNNING: _ClassVar[TaskStatus]
    TASK_STATUS_SUCCEEDED: _ClassVar[TaskStatus]
    TASK_STATUS_FAILED: _ClassVar[TaskStatus]
    TASK_STATUS_TIMED_OUT: _ClassVar[TaskStatus]
    TASK_STATUS_SKIPPED: _ClassVar[TaskStatus]
TASK_STATUS_UNSPECIFIED: TaskStatus
TASK_STATUS_RUNNING: TaskStatus
TASK_STATUS_SUCCEEDED: TaskStatus
TASK_STATUS_FAILED: TaskStatus
TASK_STATUS_TIMED_OUT: TaskStatus
TASK_STATUS_SKIPPED: TaskStatus

class RunTasksRequest(_message.Message):
    __slots__ = ("input_dir", "output_dir", "task_ids", "skip_completed", "max_workers", "retry_failed")
    INPUT_DIR_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_DIR_FIELD_NUMBER: _ClassVar[int]
    TASK_IDS_FIELD_NUMBER: _ClassVar[int]
    SKIP_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    MAX_WORKERS_FIELD_NUMBER: _ClassVar[int]
    RETRY_FAILED_FIELD_NUMBER: _ClassVar[int]
    input_dir: str
    output_dir: str
    task_ids: _containers.RepeatedScalarFieldContainer[str]
    skip_completed: bool
    max_workers: int
    retry_failed: bool
    def __init__(self, input_dir: _Optional[str] = ..., output_dir: _Optional[str] = ..., task_ids: _Optional[_Iterable[str]] = ..., skip_completed: _Optional[bool] = ..., max_workers: _Optional[int] = ..., retry_failed: _Optional[bool] = ...) -> None: ...

class RunStarted(_message.Message):
    __slots__ = ("run_id", "manifest_path", "selected_task_ids", "skipped_task_ids", "stages", "undeployed_stages")
    RUN_ID_FIELD_NUMBER: _ClassVar[int]
    MANIFEST_PATH_FIELD_NUMBER: _ClassVar[int]
    SELECTED_TASK_IDS_FIELD_NUMBER: _ClassVar[int]
    SKIPPED_TASK_IDS_FIELD_NUMBER: _ClassVar[int]
    STAGES_FIELD_NUMBER: _ClassVar[int]
    UNDEPLOYED_STAGES_FIELD_NUMBER: _ClassVar[int]
    run_id: str
    manifest_path: str
    selected_task_ids: _containers.RepeatedScalarFieldContainer[str]
    skipped_task_ids: _containers.RepeatedScalarFieldContainer[str]
    stages: _containers.RepeatedScalarFieldContainer[str]
    undeployed_stages: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, run_id: _Optional[str] = ..., manifest_path: _Optional[str] = ..., selected_task_ids: _Optional[_Iterable[str]] = ..., skipped_task_ids: _Optional[_Iterable[str]] = ..., stages: _Optional[_Iterable[str]] = ..., undeployed_stages: _Optional[_Iterable[str]] = ...) -> None: ...

class StageUpdate(_message.Message):
    __slots__ = ("task_id", "stage", "status", "message", "elapsed_s")
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    STAGE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    ELAPSED_S_FIELD_NUMBER: _ClassVar[int]
    task_id: str
    stage: str
    status: _common_pb2.StageStatus
    message: str
    elapsed_s: float
    def __init__(self, task_id: _Optional[str] = ..., stage: _Optional[str] = ..., status: _Optional[_Union[_common_pb2.StageStatus, str]] = ..., message: _Optional[str] = ..., elapsed_s: _Optional[float] = ...) -> None: ...

class TaskFinished(_message.Message):
    __slots__ = ("task_id", "status", "prediction_path", "error", "elapsed_s", "usage")
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    PREDICTION_PATH_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    ELAPSED_S_FIELD_NUMBER: _ClassVar[int]
    USAGE_FIELD_NUMBER: _ClassVar[int]
    task_id: str
    status: TaskStatus
    prediction_path: str
    error: str
    elapsed_s: float
    usage: _common_pb2.LlmUsage
    def __init__(self, task_id: _Optional[str] = ..., status: _Optional[_Union[TaskStatus, str]] = ..., prediction_path: _Optional[str] = ..., error: _Optional[str] = ..., elapsed_s: _Optional[float] = ..., usage: _Optional[_Union[_common_pb2.LlmUsage, _Mapping]] = ...) -> None: ...

class RunFinished(_message.Message):
    __slots__ = ("run_id", "manifest_path", "succeeded", "failed", "timed_out", "skipped", "elapsed_s")
    RUN_ID_FIELD_NUMBER: _ClassVar[int]
    MANIFEST_PATH_FIELD_NUMBER: _ClassVar[int]
    SUCCEEDED_FIELD_NUMBER: _ClassVar[int]
    FAILED_FIELD_NUMBER: _ClassVar[int]
    TIMED_OUT_FIELD_NUMBER: _ClassVar[int]
    SKIPPED_FIELD_NUMBER: _ClassVar[int]
    ELAPSED_S_FIELD_NUMBER: _ClassVar[int]
    run_id: str
    manifest_path: str
    succeeded: int
    failed: int
    timed_out: int
    skipped: int
    elapsed_s: float
    def __init__(self, run_id: _Optional[str] = ..., manifest_path: _Optional[str] = ..., succeeded: _Optional[int] = ..., failed: _Optional[int] = ..., timed_out: _Optional[int] = ..., skipped: _Optional[int] = ..., elapsed_s: _Optional[float] = ...) -> None: ...

class RunTasksEvent(_message.Message):
    __slots__ = ("run_started", "stage_update", "task_finished", "run_finished")
    RUN_STARTED_FIELD_NUMBER: _ClassVar[int]
    STAGE_UPDATE_FIELD_NUMBER: _ClassVar[int]
    TASK_FINISHED_FIELD_NUMBER: _ClassVar[int]
    RUN_FINISHED_FIELD_NUMBER: _ClassVar[int]
    run_started: RunStarted
    stage_update: StageUpdate
    task_finished: TaskFinished
    run_finished: RunFinished
    def __init__(self, run_started: _Optional[_Union[RunStarted, _Mapping]] = ..., stage_update: _Optional[_Union[StageUpdate, _Mapping]] = ..., task_finished: _Optional[_Union[TaskFinished, _Mapping]] = ..., run_finished: _Optional[_Union[RunFinished, _Mapping]] = ...) -> None: ...

class GetRunRequest(_message.Message):
    __slots__ = ("output_dir",)
    OUTPUT_DIR_FIELD_NUMBER: _ClassVar[int]
    output_dir: str
    def __init__(self, output_dir: _Optional[str] = ...) -> None: ...

class TaskSummary(_message.Message):
    __slots__ = ("task_id", "status", "error", "usage")
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    USAGE_FIELD_NUMBER: _ClassVar[int]
    task_id: str
    status: TaskStatus
    error: str
    usage: _common_pb2.LlmUsage
    def __init__(self, task_id: _Optional[str] = ..., status: _Optional[_Union[TaskStatus, str]] = ..., error: _Optional[str] = ..., usage: _Optional[_Union[_common_pb2.LlmUsage, _Mapping]] = ...) -> None: ...

class GetRunResponse(_message.Message):
    __slots__ = ("run_id", "manifest_path", "tasks")
    RUN_ID_FIELD_NUMBER: _ClassVar[int]
    MANIFEST_PATH_FIELD_NUMBER: _ClassVar[int]
    TASKS_FIELD_NUMBER: _ClassVar[int]
    run_id: str
    manifest_path: str
    tasks: _containers.RepeatedCompositeFieldContainer[TaskSummary]
    def __init__(self, run_id: _Optional[str] = ..., manifest_path: _Optional[str] = ..., tasks: _Optional[_Iterable[_Union[TaskSummary, _Mapping]]] = ...) -> None: ...
