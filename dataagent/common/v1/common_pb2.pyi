from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class StageStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    STAGE_STATUS_UNSPECIFIED: _ClassVar[StageStatus]
    STAGE_STATUS_PENDING: _ClassVar[StageStatus]
    STAGE_STATUS_RUNNING: _ClassVar[StageStatus]
    STAGE_STATUS_SUCCEEDED: _ClassVar[StageStatus]
    STAGE_STATUS_PARTIAL: _ClassVar[StageStatus]
    STAGE_STATUS_FAILED: _ClassVar[StageStatus]
    STAGE_STATUS_SKIPPED: _ClassVar[StageStatus]
    STAGE_STATUS_TIMED_OUT: _ClassVar[StageStatus]
STAGE_STATUS_UNSPECIFIED: StageStatus
STAGE_STATUS_PENDING: StageStatus
STAGE_STATUS_RUNNING: StageStatus
STAGE_STATUS_SUCCEEDED: StageStatus
STAGE_STATUS_PARTIAL: StageStatus
STAGE_STATUS_FAILED: StageStatus
STAGE_STATUS_SKIPPED: StageStatus
STAGE_STATUS_TIMED_OUT: StageStatus

class TaskRef(_message.Message):
    __slots__ = ("task_id", "task_dir", "task_output_dir", "run_id")
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    TASK_DIR_FIELD_NUMBER: _ClassVar[int]
    TASK_OUTPUT_DIR_FIELD_NUMBER: _ClassVar[int]
    RUN_ID_FIELD_NUMBER: _ClassVar[int]
    task_id: str
    task_dir: str
    task_output_dir: str
    run_id: str
    def __init__(self, task_id: _Optional[str] = ..., task_dir: _Optional[str] = ..., task_output_dir: _Optional[str] = ..., run_id: _Optional[str] = ...) -> None: ...

class LlmUsage(_message.Message):
    __slots__ = ("calls", "cache_hits", "prompt_tokens", "completion_tokens")
    CALLS_FIELD_NUMBER: _ClassVar[int]
    CACHE_HITS_FIELD_NUMBER: _ClassVar[int]
    PROMPT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    COMPLETION_TOKENS_FIELD_NUMBER: _ClassVar[int]
    calls: int
    cache_hits: int
    prompt_tokens: int
    completion_tokens: int
    def __init__(self, calls: _Optional[int] = ..., cache_hits: _Optional[int] = ..., prompt_tokens: _Optional[int] = ..., completion_tokens: _Optional[int] = ...) -> None: ...

class Uncertainty(_message.Message):
    __slots__ = ("subject", "reason", "code")
    SUBJECT_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    CODE_FIELD_NUMBER: _ClassVar[int]
    subject: str
    reason: str
    code: str
    def __init__(self, subject: _Optional[str] = ..., reason: _Optional[str] = ..., code: _Optional[str] = ...) -> None: ...

class StageOutcome(_message.Message):
    __slots__ = ("status", "message", "usage", "uncertainties", "artifact_paths")
    STATUS_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    USAGE_FIELD_NUMBER: _ClassVar[int]
    UNCERTAINTIES_FIELD_NUMBER: _ClassVar[int]
    ARTIFACT_PATHS_FIELD_NUMBER: _ClassVar[int]
    status: StageStatus
    message: str
    usage: LlmUsage
    uncertainties: _containers.RepeatedCompositeFieldContainer[Uncertainty]
    artifact_paths: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, status: _Optional[_Union[StageStatus, str]] = ..., message: _Optional[str] = ..., usage: _Optional[_Union[LlmUsage, _Mapping]] = ..., uncertainties: _Optional[_Iterable[_Union[Uncertainty, _Mapping]]] = ..., artifact_paths: _Optional[_Iterable[str]] = ...) -> None: ...

class Cell(_message.Message):
    __slots__ = ("null_value", "string_value", "int_value", "double_value", "bool_value", "text_value")
    NULL_VALUE_FIELD_NUMBER: _ClassVar[int]
    STRING_VALUE_FIELD_NUMBER: _ClassVar[int]
    INT_VALUE_FIELD_NUMBER: _ClassVar[int]
    DOUBLE_VALUE_FIELD_NUMBER: _ClassVar[int]
    BOOL_VALUE_FIELD_NUMBER: _ClassVar[int]
    TEXT_VALUE_FIELD_NUMBER: _ClassVar[int]
    null_value: bool
    string_value: str
    int_value: int
    double_value: float
    bool_value: bool
    text_value: str
    def __init__(self, null_value: _Optional[bool] = ..., string_value: _Optional[str] = ..., int_value: _Optional[int] = ..., double_value: _Optional[float] = ..., bool_value: _Optional[bool] = ..., text_value: _Optional[str] = ...) -> None: ...

class Row(_message.Message):
    __slots__ = ("cells",)
    CELLS_FIELD_NUMBER: _ClassVar[int]
    cells: _containers.RepeatedCompositeFieldContainer[Cell]
    def __init__(self, cells: _Optional[_Iterable[_Union[Cell, _Mapping]]] = ...) -> None: ...
