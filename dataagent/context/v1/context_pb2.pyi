from dataagent.common.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class PdfKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PDF_KIND_UNSPECIFIED: _ClassVar[PdfKind]
    PDF_KIND_TEXT: _ClassVar[PdfKind]
    PDF_KIND_SCANNED: _ClassVar[PdfKind]
    PDF_KIND_UNREADABLE: _ClassVar[PdfKind]
PDF_KIND_UNSPECIFIED: PdfKind
PDF_KIND_TEXT: PdfKind
PDF_KIND_SCANNED: PdfKind
PDF_KIND_UNREADABLE: PdfKind

class PrepareContextRequest(_message.Message):
    __slots__ = ("task",)
    TASK_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ...) -> None: ...

class PrepareContextResponse(_message.Message):
    __slots__ = ("outcome", "manifest_path", "asset_count", "converted_count", "cached_count")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    MANIFEST_PATH_FIELD_NUMBER: _ClassVar[int]
    ASSET_COUNT_FIELD_NUMBER: _ClassVar[int]
    CONVERTED_COUNT_FIELD_NUMBER: _ClassVar[int]
    CACHED_COUNT_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    manifest_path: str
    asset_count: int
    converted_count: int
    cached_count: int
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., manifest_path: _Optional[str] = ..., asset_count: _Optional[int] = ..., converted_count: _Optional[int] = ..., cached_count: _Optional[int] = ...) -> None: ...

class ConvertPdfRequest(_message.Message):
    __slots__ = ("pdf_path", "output_path")
    PDF_PATH_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_PATH_FIELD_NUMBER: _ClassVar[int]
    pdf_path: str
    output_path: str
    def __init__(self, pdf_path: _Optional[str] = ..., output_path: _Optional[str] = ...) -> None: ...

class ConvertPdfResponse(_message.Message):
    __slots__ = ("markdown_path", "page_map_path", "kind", "page_count", "heading_count", "action", "uncertainties")
    MARKDOWN_PATH_FIELD_NUMBER: _ClassVar[int]
    PAGE_MAP_PATH_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    PAGE_COUNT_FIELD_NUMBER: _ClassVar[int]
    HEADING_COUNT_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    UNCERTAINTIES_FIELD_NUMBER: _ClassVar[int]
    markdown_path: str
    page_map_path: str
    kind: PdfKind
    page_count: int
    heading_count: int
    action: str
    uncertainties: _containers.RepeatedCompositeFieldContainer[_common_pb2.Uncertainty]
    def __init__(self, markdown_path: _Optional[str] = ..., page_map_path: _Optional[str] = ..., kind: _Optional[_Union[PdfKind, str]] = ..., page_count: _Optional[int] = ..., heading_count: _Optional[int] = ..., action: _Optional[str] = ..., uncertainties: _Optional[_Iterable[_Union[_common_pb2.Uncertainty, _Mapping]]] = ...) -> None: ...
