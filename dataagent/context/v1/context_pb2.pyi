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

class SplitEngine(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SPLIT_ENGINE_UNSPECIFIED: _ClassVar[SplitEngine]
    SPLIT_ENGINE_MODEL: _ClassVar[SplitEngine]
    SPLIT_ENGINE_FALLBACK: _ClassVar[SplitEngine]
PDF_KIND_UNSPECIFIED: PdfKind
PDF_KIND_TEXT: PdfKind
PDF_KIND_SCANNED: PdfKind
PDF_KIND_UNREADABLE: PdfKind
SPLIT_ENGINE_UNSPECIFIED: SplitEngine
SPLIT_ENGINE_MODEL: SplitEngine
SPLIT_ENGINE_FALLBACK: SplitEngine

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

class SplitPdfRequest(_message.Message):
    __slots__ = ("pdf_path", "no_model", "no_cache")
    PDF_PATH_FIELD_NUMBER: _ClassVar[int]
    NO_MODEL_FIELD_NUMBER: _ClassVar[int]
    NO_CACHE_FIELD_NUMBER: _ClassVar[int]
    pdf_path: str
    no_model: bool
    no_cache: bool
    def __init__(self, pdf_path: _Optional[str] = ..., no_model: _Optional[bool] = ..., no_cache: _Optional[bool] = ...) -> None: ...

class DocumentSegment(_message.Message):
    __slots__ = ("document_id", "sequence", "start_page", "end_page", "doc_type", "category_probability", "provider_confidence", "boundary_confidence", "needs_review")
    DOCUMENT_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_FIELD_NUMBER: _ClassVar[int]
    START_PAGE_FIELD_NUMBER: _ClassVar[int]
    END_PAGE_FIELD_NUMBER: _ClassVar[int]
    DOC_TYPE_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_PROBABILITY_FIELD_NUMBER: _ClassVar[int]
    PROVIDER_CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    BOUNDARY_CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    NEEDS_REVIEW_FIELD_NUMBER: _ClassVar[int]
    document_id: str
    sequence: int
    start_page: int
    end_page: int
    doc_type: str
    category_probability: float
    provider_confidence: float
    boundary_confidence: float
    needs_review: bool
    def __init__(self, document_id: _Optional[str] = ..., sequence: _Optional[int] = ..., start_page: _Optional[int] = ..., end_page: _Optional[int] = ..., doc_type: _Optional[str] = ..., category_probability: _Optional[float] = ..., provider_confidence: _Optional[float] = ..., boundary_confidence: _Optional[float] = ..., needs_review: _Optional[bool] = ...) -> None: ...

class PageDecision(_message.Message):
    __slots__ = ("page", "doc_type", "type_probabilities", "start_probability", "provider_confidence", "source", "ocr")
    class TypeProbabilitiesEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: float
        def __init__(self, key: _Optional[str] = ..., value: _Optional[float] = ...) -> None: ...
    PAGE_FIELD_NUMBER: _ClassVar[int]
    DOC_TYPE_FIELD_NUMBER: _ClassVar[int]
    TYPE_PROBABILITIES_FIELD_NUMBER: _ClassVar[int]
    START_PROBABILITY_FIELD_NUMBER: _ClassVar[int]
    PROVIDER_CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    OCR_FIELD_NUMBER: _ClassVar[int]
    page: int
    doc_type: str
    type_probabilities: _containers.ScalarMap[str, float]
    start_probability: float
    provider_confidence: float
    source: str
    ocr: bool
    def __init__(self, page: _Optional[int] = ..., doc_type: _Optional[str] = ..., type_probabilities: _Optional[_Mapping[str, float]] = ..., start_probability: _Optional[float] = ..., provider_confidence: _Optional[float] = ..., source: _Optional[str] = ..., ocr: _Optional[bool] = ...) -> None: ...

class SplitTiming(_message.Message):
    __slots__ = ("read_s", "ocr_s", "split_s")
    READ_S_FIELD_NUMBER: _ClassVar[int]
    OCR_S_FIELD_NUMBER: _ClassVar[int]
    SPLIT_S_FIELD_NUMBER: _ClassVar[int]
    read_s: float
    ocr_s: float
    split_s: float
    def __init__(self, read_s: _Optional[float] = ..., ocr_s: _Optional[float] = ..., split_s: _Optional[float] = ...) -> None: ...

class SplitPdfResponse(_message.Message):
    __slots__ = ("segments", "pages", "engine", "note", "uncertainties", "page_count", "model_calls", "cached", "fingerprint", "timing")
    SEGMENTS_FIELD_NUMBER: _ClassVar[int]
    PAGES_FIELD_NUMBER: _ClassVar[int]
    ENGINE_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    UNCERTAINTIES_FIELD_NUMBER: _ClassVar[int]
    PAGE_COUNT_FIELD_NUMBER: _ClassVar[int]
    MODEL_CALLS_FIELD_NUMBER: _ClassVar[int]
    CACHED_FIELD_NUMBER: _ClassVar[int]
    FINGERPRINT_FIELD_NUMBER: _ClassVar[int]
    TIMING_FIELD_NUMBER: _ClassVar[int]
    segments: _containers.RepeatedCompositeFieldContainer[DocumentSegment]
    pages: _containers.RepeatedCompositeFieldContainer[PageDecision]
    engine: SplitEngine
    note: str
    uncertainties: _containers.RepeatedCompositeFieldContainer[_common_pb2.Uncertainty]
    page_count: int
    model_calls: int
    cached: bool
    fingerprint: str
    timing: SplitTiming
    def __init__(self, segments: _Optional[_Iterable[_Union[DocumentSegment, _Mapping]]] = ..., pages: _Optional[_Iterable[_Union[PageDecision, _Mapping]]] = ..., engine: _Optional[_Union[SplitEngine, str]] = ..., note: _Optional[str] = ..., uncertainties: _Optional[_Iterable[_Union[_common_pb2.Uncertainty, _Mapping]]] = ..., page_count: _Optional[int] = ..., model_calls: _Optional[int] = ..., cached: _Optional[bool] = ..., fingerprint: _Optional[str] = ..., timing: _Optional[_Union[SplitTiming, _Mapping]] = ...) -> None: ...
