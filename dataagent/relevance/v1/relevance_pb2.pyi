from dataagent.common.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class JudgeDocumentsRequest(_message.Message):
    __slots__ = ("task", "question", "rounds")
    TASK_FIELD_NUMBER: _ClassVar[int]
    QUESTION_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    question: str
    rounds: int
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., question: _Optional[str] = ..., rounds: _Optional[int] = ...) -> None: ...

class DocumentVerdict(_message.Message):
    __slots__ = ("doc_name", "relevant", "vote_tally", "reasons", "decided_by")
    DOC_NAME_FIELD_NUMBER: _ClassVar[int]
    RELEVANT_FIELD_NUMBER: _ClassVar[int]
    VOTE_TALLY_FIELD_NUMBER: _ClassVar[int]
    REASONS_FIELD_NUMBER: _ClassVar[int]
    DECIDED_BY_FIELD_NUMBER: _ClassVar[int]
    doc_name: str
    relevant: bool
    vote_tally: str
    reasons: _containers.RepeatedScalarFieldContainer[str]
    decided_by: str
    def __init__(self, doc_name: _Optional[str] = ..., relevant: _Optional[bool] = ..., vote_tally: _Optional[str] = ..., reasons: _Optional[_Iterable[str]] = ..., decided_by: _Optional[str] = ...) -> None: ...

class JudgeDocumentsResponse(_message.Message):
    __slots__ = ("outcome", "verdicts", "relevant_docs", "skipped_docs", "result_path")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    VERDICTS_FIELD_NUMBER: _ClassVar[int]
    RELEVANT_DOCS_FIELD_NUMBER: _ClassVar[int]
    SKIPPED_DOCS_FIELD_NUMBER: _ClassVar[int]
    RESULT_PATH_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    verdicts: _containers.RepeatedCompositeFieldContainer[DocumentVerdict]
    relevant_docs: _containers.RepeatedScalarFieldContainer[str]
    skipped_docs: _containers.RepeatedScalarFieldContainer[str]
    result_path: str
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., verdicts: _Optional[_Iterable[_Union[DocumentVerdict, _Mapping]]] = ..., relevant_docs: _Optional[_Iterable[str]] = ..., skipped_docs: _Optional[_Iterable[str]] = ..., result_path: _Optional[str] = ...) -> None: ...
