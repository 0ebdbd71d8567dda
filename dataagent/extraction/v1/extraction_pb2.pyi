from dataagent.common.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class FieldKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    FIELD_KIND_UNSPECIFIED: _ClassVar[FieldKind]
    FIELD_KIND_TEXT: _ClassVar[FieldKind]
    FIELD_KIND_ID_NUMBER: _ClassVar[FieldKind]
    FIELD_KIND_AMOUNT: _ClassVar[FieldKind]
    FIELD_KIND_DATE: _ClassVar[FieldKind]
    FIELD_KIND_CODE: _ClassVar[FieldKind]
    FIELD_KIND_PARTY: _ClassVar[FieldKind]

class ReadMethod(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    READ_METHOD_UNSPECIFIED: _ClassVar[ReadMethod]
    READ_METHOD_RULE: _ClassVar[ReadMethod]
    READ_METHOD_MODEL: _ClassVar[ReadMethod]
FIELD_KIND_UNSPECIFIED: FieldKind
FIELD_KIND_TEXT: FieldKind
FIELD_KIND_ID_NUMBER: FieldKind
FIELD_KIND_AMOUNT: FieldKind
FIELD_KIND_DATE: FieldKind
FIELD_KIND_CODE: FieldKind
FIELD_KIND_PARTY: FieldKind
READ_METHOD_UNSPECIFIED: ReadMethod
READ_METHOD_RULE: ReadMethod
READ_METHOD_MODEL: ReadMethod

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
    __slots__ = ("outcome", "tables", "solver_hints_path", "deferred_docs")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    TABLES_FIELD_NUMBER: _ClassVar[int]
    SOLVER_HINTS_PATH_FIELD_NUMBER: _ClassVar[int]
    DEFERRED_DOCS_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    tables: _containers.RepeatedCompositeFieldContainer[ExtractedTable]
    solver_hints_path: str
    deferred_docs: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., tables: _Optional[_Iterable[_Union[ExtractedTable, _Mapping]]] = ..., solver_hints_path: _Optional[str] = ..., deferred_docs: _Optional[_Iterable[str]] = ...) -> None: ...

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

class FieldSpec(_message.Message):
    __slots__ = ("name", "kind", "labels", "pattern", "unlabelled", "single_token", "description", "block_heads", "block_labels", "block_rank", "continues", "part_of", "from_id_number", "optional", "named_first", "block_above", "phrases")
    NAME_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    LABELS_FIELD_NUMBER: _ClassVar[int]
    PATTERN_FIELD_NUMBER: _ClassVar[int]
    UNLABELLED_FIELD_NUMBER: _ClassVar[int]
    SINGLE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    BLOCK_HEADS_FIELD_NUMBER: _ClassVar[int]
    BLOCK_LABELS_FIELD_NUMBER: _ClassVar[int]
    BLOCK_RANK_FIELD_NUMBER: _ClassVar[int]
    CONTINUES_FIELD_NUMBER: _ClassVar[int]
    PART_OF_FIELD_NUMBER: _ClassVar[int]
    FROM_ID_NUMBER_FIELD_NUMBER: _ClassVar[int]
    OPTIONAL_FIELD_NUMBER: _ClassVar[int]
    NAMED_FIRST_FIELD_NUMBER: _ClassVar[int]
    BLOCK_ABOVE_FIELD_NUMBER: _ClassVar[int]
    PHRASES_FIELD_NUMBER: _ClassVar[int]
    name: str
    kind: FieldKind
    labels: _containers.RepeatedScalarFieldContainer[str]
    pattern: str
    unlabelled: str
    single_token: bool
    description: str
    block_heads: _containers.RepeatedScalarFieldContainer[str]
    block_labels: _containers.RepeatedScalarFieldContainer[str]
    block_rank: int
    continues: bool
    part_of: str
    from_id_number: str
    optional: bool
    named_first: bool
    block_above: _containers.RepeatedScalarFieldContainer[str]
    phrases: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, name: _Optional[str] = ..., kind: _Optional[_Union[FieldKind, str]] = ..., labels: _Optional[_Iterable[str]] = ..., pattern: _Optional[str] = ..., unlabelled: _Optional[str] = ..., single_token: _Optional[bool] = ..., description: _Optional[str] = ..., block_heads: _Optional[_Iterable[str]] = ..., block_labels: _Optional[_Iterable[str]] = ..., block_rank: _Optional[int] = ..., continues: _Optional[bool] = ..., part_of: _Optional[str] = ..., from_id_number: _Optional[str] = ..., optional: _Optional[bool] = ..., named_first: _Optional[bool] = ..., block_above: _Optional[_Iterable[str]] = ..., phrases: _Optional[_Iterable[str]] = ...) -> None: ...

class SegmentPage(_message.Message):
    __slots__ = ("number", "text")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    number: int
    text: str
    def __init__(self, number: _Optional[int] = ..., text: _Optional[str] = ...) -> None: ...

class ExtractFieldsRequest(_message.Message):
    __slots__ = ("document_id", "sequence", "doc_type", "pages", "fields", "rules_only")
    DOCUMENT_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_FIELD_NUMBER: _ClassVar[int]
    DOC_TYPE_FIELD_NUMBER: _ClassVar[int]
    PAGES_FIELD_NUMBER: _ClassVar[int]
    FIELDS_FIELD_NUMBER: _ClassVar[int]
    RULES_ONLY_FIELD_NUMBER: _ClassVar[int]
    document_id: str
    sequence: int
    doc_type: str
    pages: _containers.RepeatedCompositeFieldContainer[SegmentPage]
    fields: _containers.RepeatedCompositeFieldContainer[FieldSpec]
    rules_only: bool
    def __init__(self, document_id: _Optional[str] = ..., sequence: _Optional[int] = ..., doc_type: _Optional[str] = ..., pages: _Optional[_Iterable[_Union[SegmentPage, _Mapping]]] = ..., fields: _Optional[_Iterable[_Union[FieldSpec, _Mapping]]] = ..., rules_only: _Optional[bool] = ...) -> None: ...

class ExtractedField(_message.Message):
    __slots__ = ("name", "value", "page", "method", "evidence", "raw")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    PAGE_FIELD_NUMBER: _ClassVar[int]
    METHOD_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_FIELD_NUMBER: _ClassVar[int]
    RAW_FIELD_NUMBER: _ClassVar[int]
    name: str
    value: str
    page: int
    method: ReadMethod
    evidence: str
    raw: str
    def __init__(self, name: _Optional[str] = ..., value: _Optional[str] = ..., page: _Optional[int] = ..., method: _Optional[_Union[ReadMethod, str]] = ..., evidence: _Optional[str] = ..., raw: _Optional[str] = ...) -> None: ...

class DroppedValue(_message.Message):
    __slots__ = ("name", "value", "reason", "page")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    PAGE_FIELD_NUMBER: _ClassVar[int]
    name: str
    value: str
    reason: str
    page: int
    def __init__(self, name: _Optional[str] = ..., value: _Optional[str] = ..., reason: _Optional[str] = ..., page: _Optional[int] = ...) -> None: ...

class ExtractFieldsResponse(_message.Message):
    __slots__ = ("outcome", "fields", "missing", "dropped", "model_calls")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    FIELDS_FIELD_NUMBER: _ClassVar[int]
    MISSING_FIELD_NUMBER: _ClassVar[int]
    DROPPED_FIELD_NUMBER: _ClassVar[int]
    MODEL_CALLS_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    fields: _containers.RepeatedCompositeFieldContainer[ExtractedField]
    missing: _containers.RepeatedScalarFieldContainer[str]
    dropped: _containers.RepeatedCompositeFieldContainer[DroppedValue]
    model_calls: int
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., fields: _Optional[_Iterable[_Union[ExtractedField, _Mapping]]] = ..., missing: _Optional[_Iterable[str]] = ..., dropped: _Optional[_Iterable[_Union[DroppedValue, _Mapping]]] = ..., model_calls: _Optional[int] = ...) -> None: ...
