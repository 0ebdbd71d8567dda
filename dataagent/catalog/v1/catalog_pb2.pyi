from dataagent.common.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class SqlDialect(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SQL_DIALECT_UNSPECIFIED: _ClassVar[SqlDialect]
    SQL_DIALECT_DUCKDB: _ClassVar[SqlDialect]
    SQL_DIALECT_SQLITE: _ClassVar[SqlDialect]
    SQL_DIALECT_MYSQL: _ClassVar[SqlDialect]

class CatalogSection(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CATALOG_SECTION_UNSPECIFIED: _ClassVar[CatalogSection]
    CATALOG_SECTION_RELATIONSHIPS: _ClassVar[CatalogSection]
    CATALOG_SECTION_DERIVED_VIEWS: _ClassVar[CatalogSection]
    CATALOG_SECTION_UNCERTAINTIES: _ClassVar[CatalogSection]
    CATALOG_SECTION_RELATIONSHIP_WARNINGS: _ClassVar[CatalogSection]
    CATALOG_SECTION_QUERY_RELEVANCE: _ClassVar[CatalogSection]
SQL_DIALECT_UNSPECIFIED: SqlDialect
SQL_DIALECT_DUCKDB: SqlDialect
SQL_DIALECT_SQLITE: SqlDialect
SQL_DIALECT_MYSQL: SqlDialect
CATALOG_SECTION_UNSPECIFIED: CatalogSection
CATALOG_SECTION_RELATIONSHIPS: CatalogSection
CATALOG_SECTION_DERIVED_VIEWS: CatalogSection
CATALOG_SECTION_UNCERTAINTIES: CatalogSection
CATALOG_SECTION_RELATIONSHIP_WARNINGS: CatalogSection
CATALOG_SECTION_QUERY_RELEVANCE: CatalogSection

class BuildCatalogRequest(_message.Message):
    __slots__ = ("task", "force", "question")
    TASK_FIELD_NUMBER: _ClassVar[int]
    FORCE_FIELD_NUMBER: _ClassVar[int]
    QUESTION_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    force: bool
    question: str
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., force: _Optional[bool] = ..., question: _Optional[str] = ...) -> None: ...

class BuildCatalogResponse(_message.Message):
    __slots__ = ("outcome", "semantic_catalog_path", "global_profile_path", "table_count", "view_count", "relationship_count")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    SEMANTIC_CATALOG_PATH_FIELD_NUMBER: _ClassVar[int]
    GLOBAL_PROFILE_PATH_FIELD_NUMBER: _ClassVar[int]
    TABLE_COUNT_FIELD_NUMBER: _ClassVar[int]
    VIEW_COUNT_FIELD_NUMBER: _ClassVar[int]
    RELATIONSHIP_COUNT_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    semantic_catalog_path: str
    global_profile_path: str
    table_count: int
    view_count: int
    relationship_count: int
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., semantic_catalog_path: _Optional[str] = ..., global_profile_path: _Optional[str] = ..., table_count: _Optional[int] = ..., view_count: _Optional[int] = ..., relationship_count: _Optional[int] = ...) -> None: ...

class ColumnProfile(_message.Message):
    __slots__ = ("name", "type", "null_ratio", "distinct_count", "top_values")
    NAME_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    NULL_RATIO_FIELD_NUMBER: _ClassVar[int]
    DISTINCT_COUNT_FIELD_NUMBER: _ClassVar[int]
    TOP_VALUES_FIELD_NUMBER: _ClassVar[int]
    name: str
    type: str
    null_ratio: float
    distinct_count: int
    top_values: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, name: _Optional[str] = ..., type: _Optional[str] = ..., null_ratio: _Optional[float] = ..., distinct_count: _Optional[int] = ..., top_values: _Optional[_Iterable[str]] = ...) -> None: ...

class GetTableProfileRequest(_message.Message):
    __slots__ = ("task", "table")
    TASK_FIELD_NUMBER: _ClassVar[int]
    TABLE_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    table: str
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., table: _Optional[str] = ...) -> None: ...

class GetTableProfileResponse(_message.Message):
    __slots__ = ("table", "source_path", "row_count", "columns", "sample_rows", "notes")
    TABLE_FIELD_NUMBER: _ClassVar[int]
    SOURCE_PATH_FIELD_NUMBER: _ClassVar[int]
    ROW_COUNT_FIELD_NUMBER: _ClassVar[int]
    COLUMNS_FIELD_NUMBER: _ClassVar[int]
    SAMPLE_ROWS_FIELD_NUMBER: _ClassVar[int]
    NOTES_FIELD_NUMBER: _ClassVar[int]
    table: str
    source_path: str
    row_count: int
    columns: _containers.RepeatedCompositeFieldContainer[ColumnProfile]
    sample_rows: _containers.RepeatedCompositeFieldContainer[_common_pb2.Row]
    notes: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, table: _Optional[str] = ..., source_path: _Optional[str] = ..., row_count: _Optional[int] = ..., columns: _Optional[_Iterable[_Union[ColumnProfile, _Mapping]]] = ..., sample_rows: _Optional[_Iterable[_Union[_common_pb2.Row, _Mapping]]] = ..., notes: _Optional[_Iterable[str]] = ...) -> None: ...

class ProbeQueryRequest(_message.Message):
    __slots__ = ("task", "sql", "dialect", "max_rows", "timeout_ms")
    TASK_FIELD_NUMBER: _ClassVar[int]
    SQL_FIELD_NUMBER: _ClassVar[int]
    DIALECT_FIELD_NUMBER: _ClassVar[int]
    MAX_ROWS_FIELD_NUMBER: _ClassVar[int]
    TIMEOUT_MS_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    sql: str
    dialect: SqlDialect
    max_rows: int
    timeout_ms: int
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., sql: _Optional[str] = ..., dialect: _Optional[_Union[SqlDialect, str]] = ..., max_rows: _Optional[int] = ..., timeout_ms: _Optional[int] = ...) -> None: ...

class ProbeQueryResponse(_message.Message):
    __slots__ = ("columns", "column_types", "rows", "truncated", "row_count", "elapsed_ms", "executed_sql")
    COLUMNS_FIELD_NUMBER: _ClassVar[int]
    COLUMN_TYPES_FIELD_NUMBER: _ClassVar[int]
    ROWS_FIELD_NUMBER: _ClassVar[int]
    TRUNCATED_FIELD_NUMBER: _ClassVar[int]
    ROW_COUNT_FIELD_NUMBER: _ClassVar[int]
    ELAPSED_MS_FIELD_NUMBER: _ClassVar[int]
    EXECUTED_SQL_FIELD_NUMBER: _ClassVar[int]
    columns: _containers.RepeatedScalarFieldContainer[str]
    column_types: _containers.RepeatedScalarFieldContainer[str]
    rows: _containers.RepeatedCompositeFieldContainer[_common_pb2.Row]
    truncated: bool
    row_count: int
    elapsed_ms: float
    executed_sql: str
    def __init__(self, columns: _Optional[_Iterable[str]] = ..., column_types: _Optional[_Iterable[str]] = ..., rows: _Optional[_Iterable[_Union[_common_pb2.Row, _Mapping]]] = ..., truncated: _Optional[bool] = ..., row_count: _Optional[int] = ..., elapsed_ms: _Optional[float] = ..., executed_sql: _Optional[str] = ...) -> None: ...

class ExportQueryRequest(_message.Message):
    __slots__ = ("task", "sql", "dialect", "output_path")
    TASK_FIELD_NUMBER: _ClassVar[int]
    SQL_FIELD_NUMBER: _ClassVar[int]
    DIALECT_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_PATH_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    sql: str
    dialect: SqlDialect
    output_path: str
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., sql: _Optional[str] = ..., dialect: _Optional[_Union[SqlDialect, str]] = ..., output_path: _Optional[str] = ...) -> None: ...

class ExportQueryResponse(_message.Message):
    __slots__ = ("output_path", "columns", "row_count", "executed_sql", "escaped_cells", "bytes")
    OUTPUT_PATH_FIELD_NUMBER: _ClassVar[int]
    COLUMNS_FIELD_NUMBER: _ClassVar[int]
    ROW_COUNT_FIELD_NUMBER: _ClassVar[int]
    EXECUTED_SQL_FIELD_NUMBER: _ClassVar[int]
    ESCAPED_CELLS_FIELD_NUMBER: _ClassVar[int]
    BYTES_FIELD_NUMBER: _ClassVar[int]
    output_path: str
    columns: _containers.RepeatedScalarFieldContainer[str]
    row_count: int
    executed_sql: str
    escaped_cells: int
    bytes: int
    def __init__(self, output_path: _Optional[str] = ..., columns: _Optional[_Iterable[str]] = ..., row_count: _Optional[int] = ..., executed_sql: _Optional[str] = ..., escaped_cells: _Optional[int] = ..., bytes: _Optional[int] = ...) -> None: ...

class SearchValueRequest(_message.Message):
    __slots__ = ("task", "literal", "case_insensitive", "max_hits", "within")
    TASK_FIELD_NUMBER: _ClassVar[int]
    LITERAL_FIELD_NUMBER: _ClassVar[int]
    CASE_INSENSITIVE_FIELD_NUMBER: _ClassVar[int]
    MAX_HITS_FIELD_NUMBER: _ClassVar[int]
    WITHIN_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    literal: str
    case_insensitive: bool
    max_hits: int
    within: bool
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., literal: _Optional[str] = ..., case_insensitive: _Optional[bool] = ..., max_hits: _Optional[int] = ..., within: _Optional[bool] = ...) -> None: ...

class ValueHit(_message.Message):
    __slots__ = ("table", "column", "match_count", "examples", "exact_count", "case_insensitive_count", "substring_count")
    TABLE_FIELD_NUMBER: _ClassVar[int]
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    MATCH_COUNT_FIELD_NUMBER: _ClassVar[int]
    EXAMPLES_FIELD_NUMBER: _ClassVar[int]
    EXACT_COUNT_FIELD_NUMBER: _ClassVar[int]
    CASE_INSENSITIVE_COUNT_FIELD_NUMBER: _ClassVar[int]
    SUBSTRING_COUNT_FIELD_NUMBER: _ClassVar[int]
    table: str
    column: str
    match_count: int
    examples: _containers.RepeatedScalarFieldContainer[str]
    exact_count: int
    case_insensitive_count: int
    substring_count: int
    def __init__(self, table: _Optional[str] = ..., column: _Optional[str] = ..., match_count: _Optional[int] = ..., examples: _Optional[_Iterable[str]] = ..., exact_count: _Optional[int] = ..., case_insensitive_count: _Optional[int] = ..., substring_count: _Optional[int] = ...) -> None: ...

class SearchValueResponse(_message.Message):
    __slots__ = ("hits",)
    HITS_FIELD_NUMBER: _ClassVar[int]
    hits: _containers.RepeatedCompositeFieldContainer[ValueHit]
    def __init__(self, hits: _Optional[_Iterable[_Union[ValueHit, _Mapping]]] = ...) -> None: ...

class LookupCatalogRequest(_message.Message):
    __slots__ = ("task", "section", "table")
    TASK_FIELD_NUMBER: _ClassVar[int]
    SECTION_FIELD_NUMBER: _ClassVar[int]
    TABLE_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    section: CatalogSection
    table: str
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ..., section: _Optional[_Union[CatalogSection, str]] = ..., table: _Optional[str] = ...) -> None: ...

class Relationship(_message.Message):
    __slots__ = ("from_table", "from_column", "to_table", "to_column", "confidence", "match_ratio")
    FROM_TABLE_FIELD_NUMBER: _ClassVar[int]
    FROM_COLUMN_FIELD_NUMBER: _ClassVar[int]
    TO_TABLE_FIELD_NUMBER: _ClassVar[int]
    TO_COLUMN_FIELD_NUMBER: _ClassVar[int]
    CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    MATCH_RATIO_FIELD_NUMBER: _ClassVar[int]
    from_table: str
    from_column: str
    to_table: str
    to_column: str
    confidence: float
    match_ratio: float
    def __init__(self, from_table: _Optional[str] = ..., from_column: _Optional[str] = ..., to_table: _Optional[str] = ..., to_column: _Optional[str] = ..., confidence: _Optional[float] = ..., match_ratio: _Optional[float] = ...) -> None: ...

class DerivedView(_message.Message):
    __slots__ = ("name", "base_table", "sql", "row_count")
    NAME_FIELD_NUMBER: _ClassVar[int]
    BASE_TABLE_FIELD_NUMBER: _ClassVar[int]
    SQL_FIELD_NUMBER: _ClassVar[int]
    ROW_COUNT_FIELD_NUMBER: _ClassVar[int]
    name: str
    base_table: str
    sql: str
    row_count: int
    def __init__(self, name: _Optional[str] = ..., base_table: _Optional[str] = ..., sql: _Optional[str] = ..., row_count: _Optional[int] = ...) -> None: ...

class RelationshipWarning(_message.Message):
    __slots__ = ("candidate", "reason")
    CANDIDATE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    candidate: Relationship
    reason: str
    def __init__(self, candidate: _Optional[_Union[Relationship, _Mapping]] = ..., reason: _Optional[str] = ...) -> None: ...

class LookupCatalogResponse(_message.Message):
    __slots__ = ("relationships", "derived_views", "uncertainties", "relationship_warnings", "query_relevance")
    RELATIONSHIPS_FIELD_NUMBER: _ClassVar[int]
    DERIVED_VIEWS_FIELD_NUMBER: _ClassVar[int]
    UNCERTAINTIES_FIELD_NUMBER: _ClassVar[int]
    RELATIONSHIP_WARNINGS_FIELD_NUMBER: _ClassVar[int]
    QUERY_RELEVANCE_FIELD_NUMBER: _ClassVar[int]
    relationships: _containers.RepeatedCompositeFieldContainer[Relationship]
    derived_views: _containers.RepeatedCompositeFieldContainer[DerivedView]
    uncertainties: _containers.RepeatedCompositeFieldContainer[_common_pb2.Uncertainty]
    relationship_warnings: _containers.RepeatedCompositeFieldContainer[RelationshipWarning]
    query_relevance: _containers.RepeatedCompositeFieldContainer[TableRelevance]
    def __init__(self, relationships: _Optional[_Iterable[_Union[Relationship, _Mapping]]] = ..., derived_views: _Optional[_Iterable[_Union[DerivedView, _Mapping]]] = ..., uncertainties: _Optional[_Iterable[_Union[_common_pb2.Uncertainty, _Mapping]]] = ..., relationship_warnings: _Optional[_Iterable[_Union[RelationshipWarning, _Mapping]]] = ..., query_relevance: _Optional[_Iterable[_Union[TableRelevance, _Mapping]]] = ...) -> None: ...

class TableRelevance(_message.Message):
    __slots__ = ("table", "score", "matched_terms")
    TABLE_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    MATCHED_TERMS_FIELD_NUMBER: _ClassVar[int]
    table: str
    score: float
    matched_terms: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, table: _Optional[str] = ..., score: _Optional[float] = ..., matched_terms: _Optional[_Iterable[str]] = ...) -> None: ...
