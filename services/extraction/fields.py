"""Fields of one split document (a page-stream segment): deterministic readers first, the model for the rest.

``FieldExtractor(settings, llm).extract(segment)`` reads the segment's template fields from the segment's
own pages only (the caller passes exactly those) and returns a ``FieldsResult``: every field found with
its page, how it was read (``rule`` or ``model``) and the line it was read from; the fields not found; the
values refused (an ID number with a bad check character, a model answer not in the text). A segment
without text is recorded as having nothing to extract. Without a model (or with ``use_model`` off) only
the readers run and the result says which fields they did not find.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from services.extraction.field_readers import read_field
from services.extraction.field_settings import FieldSettings, FieldSpec
from shared.llm import LLMClient, LLMTrace

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


class FieldExtractor:
    def __init__(self, settings: FieldSettings, llm: LLMClient | None) -> None:
        self.settings = settings
        self.llm = llm

    async def extract(self, segment: SegmentInput, trace: LLMTrace | None = None) -> FieldsResult:
        names = [f.name for f in segment.template]
        if not any(p.text.strip() for p in segment.pages):
            return FieldsResult("skipped", NO_TEXT, missing=names)
        pages = [(p.number, p.text) for p in segment.pages]
        found: dict[str, ExtractedField] = {}
        dropped: list[DroppedValue] = []
        for spec in segment.template:
            got, rejected = read_field(spec, pages)
            dropped += [
                DroppedValue(spec.name, n, "ID number with a wrong check character") for n in rejected
            ]
            if got is not None:
                found[spec.name] = ExtractedField(spec.name, got.value, got.page, "rule", got.line, got.raw)
        rest = [spec for spec in segment.template if spec.name not in found]
        uncertainties: list[str] = []
        calls = 0
        use_model = segment.use_model and self.llm is not None
        if rest and use_model:
            from services.extraction.field_model import model_fields

            assert self.llm is not None
            answer = await model_fields(self.llm, self.settings.model, segment, rest, trace)
            calls = answer.calls
            found |= {f.name: f for f in answer.fields}
            dropped += answer.dropped
            uncertainties += answer.uncertainties
        fields = [found[n] for n in names if n in found]
        missing = [n for n in names if n not in found]
        by_model = sum(f.method == "model" for f in fields)
        message = (
            f"{len(fields)}/{len(names)} fields read ({len(fields) - by_model} by rule, {by_model} by model)"
        )
        if missing and not use_model:
            why = "no model configured" if self.llm is None else "model not used"
            message += f"; {why}, not found by the readers: {', '.join(missing)}"
        elif missing:
            message += f"; not found: {', '.join(missing)}"
        return FieldsResult(
            "partial" if missing else "succeeded",
            message,
            fields,
            missing,
            dropped,
            uncertainties,
            calls,
            trace.totals() if trace is not None else {},
        )
