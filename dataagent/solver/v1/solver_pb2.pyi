from dataagent.common.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class AnswerSource(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ANSWER_SOURCE_UNSPECIFIED: _ClassVar[AnswerSource]
    ANSWER_SOURCE_SUBMITTED: _ClassVar[AnswerSource]
    ANSWER_SOURCE_FALLBACK: _ClassVar[AnswerSource]
    ANSWER_SOURCE_NONE: _ClassVar[AnswerSource]
    ANSWER_SOURCE_VOTED: _ClassVar[AnswerSource]
ANSWER_SOURCE_UNSPECIFIED: AnswerSource
ANSWER_SOURCE_SUBMITTED: AnswerSource
ANSWER_SOURCE_FALLBACK: AnswerSource
ANSWER_SOURCE_NONE: AnswerSource
ANSWER_SOURCE_VOTED: AnswerSource

class SolveTaskRequest(_message.Message):
    __slots__ = ("task", "question", "max_steps", "deadline_s")
    TASK_FIELD_NUMBER: _ClassVar[int]
    QUESTION_FIELD_NUMBER: _ClassVar[int]
    MAX_STEPS_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_S_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    question: str
    max_steps: int
    deadline_s: float
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., question: _Optional[str] = ..., max_steps: _Optional[int] = ..., deadline_s: _Optional[float] = ...) -> None: ...

class SolveTaskResponse(_message.Message):
    __slots__ = ("outcome", "prediction_path", "trace_path", "answer_source", "steps", "attempts", "answer_kind")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    PREDICTION_PATH_FIELD_NUMBER: _ClassVar[int]
    TRACE_PATH_FIELD_NUMBER: _ClassVar[int]
    ANSWER_SOURCE_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    ATTEMPTS_FIELD_NUMBER: _ClassVar[int]
    ANSWER_KIND_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    prediction_path: str
    trace_path: str
    answer_source: AnswerSource
    steps: int
    attempts: int
    answer_kind: str
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., prediction_path: _Optional[str] = ..., trace_path: _Optional[str] = ..., answer_source: _Optional[_Union[AnswerSource, str]] = ..., steps: _Optional[int] = ..., attempts: _Optional[int] = ..., answer_kind: _Optional[str] = ...) -> None: ...

class AnswerDocumentQuestionRequest(_message.Message):
    __slots__ = ("task", "question", "kind")
    TASK_FIELD_NUMBER: _ClassVar[int]
    QUESTION_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    question: str
    kind: str
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., question: _Optional[str] = ..., kind: _Optional[str] = ...) -> None: ...

class PageReference(_message.Message):
    __slots__ = ("doc_name", "page_index")
    DOC_NAME_FIELD_NUMBER: _ClassVar[int]
    PAGE_INDEX_FIELD_NUMBER: _ClassVar[int]
    doc_name: str
    page_index: int
    def __init__(self, doc_name: _Optional[str] = ..., page_index: _Optional[int] = ...) -> None: ...

class AnswerDocumentQuestionResponse(_message.Message):
    __slots__ = ("outcome", "value_json", "references", "reasoning_summary", "record_path")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    VALUE_JSON_FIELD_NUMBER: _ClassVar[int]
    REFERENCES_FIELD_NUMBER: _ClassVar[int]
    REASONING_SUMMARY_FIELD_NUMBER: _ClassVar[int]
    RECORD_PATH_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    value_json: str
    references: _containers.RepeatedCompositeFieldContainer[PageReference]
    reasoning_summary: str
    record_path: str
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., value_json: _Optional[str] = ..., references: _Optional[_Iterable[_Union[PageReference, _Mapping]]] = ..., reasoning_summary: _Optional[str] = ..., record_path: _Optional[str] = ...) -> None: ...
