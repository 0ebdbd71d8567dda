"""The records of field extraction: a segment to read, the fields found, the values refused, the result."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from services.extraction.fields.settings import FieldSpec

Method = Literal["rule", "model"]
Status = Literal["succeeded", "partial", "skipped"]
NO_TEXT = "no text to extract: the segment's pages hold no text layer or OCR text"


@dataclass(frozen=True, slots=True)
class SegmentPage:
    number: int
    text: str


@dataclass(frozen=True)
class SegmentInput:
    """One segment: its pages (1-based numbers in the file), its type and the template to read."""

    document_id: str
    sequence: int
    doc_type: str
    pages: tuple[SegmentPage, ...]
    template: tuple[FieldSpec, ...]
    use_model: bool = True


@dataclass(frozen=True, slots=True)
class ExtractedField:
    name: str
    value: str
    page: int
    method: Method
    evidence: str
    raw: str = ""


@dataclass(frozen=True, slots=True)
class DroppedValue:
    """A value that was read or answered but refused, and why."""

    name: str
    value: str
    reason: str
    page: int = 0


@dataclass
class FieldsResult:
    status: Status
    message: str
    fields: list[ExtractedField] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    dropped: list[DroppedValue] = field(default_factory=list)
    uncertainties: list[str] = field(default_factory=list)
    model_calls: int = 0
    usage: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "message": self.message,
            "fields": [asdict(f) for f in self.fields],
            "missing": self.missing,
            "dropped": [asdict(d) for d in self.dropped],
            "uncertainties": self.uncertainties,
            "model_calls": self.model_calls,
        }
