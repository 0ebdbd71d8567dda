from dataagent.common.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ExtractDocumentsRequest(_message.Message):
    __slots__ = ("task", "doc_names", "question")
    TASK_FIELD_NUMBER: _ClassVar[int]
    DOC_NAMES_FIELD_NUMBER: _ClassVar[int]
    QUESTION_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    doc_names: _containers.RepeatedScalarFieldContainer[str]
    question: str
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., doc_names: _Optional[_Iterable[str]] = ..., question: _Optional[str] = ...) -> None: ...

class ExtractedTable(_message.Message):
    __slots__ = ("doc_name", "table_name", "db_path", "row_count", "columns", "section_success_ratio", "status", "error")
    DOC_NAME_FIELD_NUMBER: _ClassVar[int]
    TABLE_NAME_FIELD_NUMBER: _ClassVar[int]
    DB_PATH_FIELD_NUMBER: _ClassVar[int]
    ROW_COUNT_FIELD_NUMBER: _ClassVar[int]
    COLUMNS_FIELD_NUMBER: _ClassVar[int]
    SECTION_SUCCESS_RATIO_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    doc_name: str
    table_name: str
    db_path: str
    row_count: int
    columns: _containers.RepeatedScalarFieldContainer[str]
    section_success_ratio: float
    status: _common_pb2.StageStatus
    error: str
    def __init__(self, doc_name: _Optional[str] = ..., table_name: _Optional[str] = ..., db_path: _Optional[str] = ..., row_count: _Optional[int] = ..., columns: _Optional[_Iterable[str]] = ..., section_success_ratio: _Optional[float] = ..., status: _Optional[_Union[_common_pb2.StageStatus, str]] = ..., error: _Optional[str] = ...) -> None: ...

class ExtractDocumentsResponse(_message.Message):
    __slots__ = ("outcome", "tables", "solver_hints_path")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    TABLES_FIELD_NUMBER: _ClassVar[int]
    SOLVER_HINTS_PATH_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    tables: _containers.RepeatedCompositeFieldContainer[ExtractedTable]
    solver_hints_path: str
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., tables: _Optional[_Iterable[_Union[ExtractedTable, _Mapping]]] = ..., solver_hints_path: _Optional[str] = ...) -> None: ...

class PlanDocumentRequest(_message.Message):
    __slots__ = ("task", "doc_name", "question")
    TASK_FIELD_NUMBER: _ClassVar[int]
    DOC_NAME_FIELD_NUMBER: _ClassVar[int]
    QUESTION_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    doc_name: str
    question: str
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., doc_name: _Optional[str] = ..., question: _Optional[str] = ...) -> None: ...

class PlanDocumentResponse(_message.Message):
    __slots__ = ("outcome", "plan_path", "section_ids", "record_count")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    PLAN_PATH_FIELD_NUMBER: _ClassVar[int]
    SECTION_IDS_FIELD_NUMBER: _ClassVar[int]
    RECORD_COUNT_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    plan_path: str
    section_ids: _containers.RepeatedScalarFieldContainer[str]
    record_count: int
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., plan_path: _Optional[str] = ..., section_ids: _Optional[_Iterable[str]] = ..., record_count: _Optional[int] = ...) -> None: ...

class ExtractSectionRequest(_message.Message):
    __slots__ = ("task", "doc_name", "plan_path", "section_id")
    TASK_FIELD_NUMBER: _ClassVar[int]
    DOC_NAME_FIELD_NUMBER: _ClassVar[int]
    PLAN_PATH_FIELD_NUMBER: _ClassVar[int]
    SECTION_ID_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    doc_name: str
    plan_path: str
    section_id: str
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., doc_name: _Optional[str] = ..., plan_path: _Optional[str] = ..., section_id: _Optional[str] = ...) -> None: ...

class ExtractSectionResponse(_message.Message):
    __slots__ = ("outcome", "result_path", "row_count", "valid")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    RESULT_PATH_FIELD_NUMBER: _ClassVar[int]
    ROW_COUNT_FIELD_NUMBER: _ClassVar[int]
    VALID_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    result_path: str
    row_count: int
    valid: bool
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., result_path: _Optional[str] = ..., row_count: _Optional[int] = ..., valid: _Optional[bool] = ...) -> None: ...
