"""The model step of field extraction: one call per segment for the fields the readers did not find.

The segment's page text is fenced as untrusted data. The answer is hostile input: a field that was not
asked for, a page outside the segment, a value that does not occur in the segment's text or is not a
value of the field's kind (a date that does not parse, an ID number with a bad check character, a title
given as a party's name) is dropped and recorded. A value printed on another page of the segment
than the one named keeps the page it is printed on. A failed call leaves the fields not found and is
recorded, never raised.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import structlog
from pydantic import BaseModel

from services.extraction.fields.readers import canonical, squash
from services.extraction.fields.records import DroppedValue, ExtractedField, SegmentInput
from services.extraction.fields.settings import FieldModelSettings, FieldSpec
from shared.errors import LLMError
from shared.llm import UNTRUSTED_NOTE, LLMClient, LLMTrace, fence_untrusted

log = structlog.get_logger(__name__)

SYSTEM = (
    "You read named fields of one document from its pages. For every field asked, copy its value "
    "exactly as it is printed in the page text (no translation, no reformatting, no computation) and "
    "give the number of the page it is printed on; give null when the pages do not state it. "
    + UNTRUSTED_NOTE
)


class FieldAnswer(BaseModel):
    name: str
    value: str | None = None
    page: int | None = None


class FieldsAnswer(BaseModel):
    fields: list[FieldAnswer]


@dataclass
class ModelFields:
    fields: list[ExtractedField] = field(default_factory=list)
    dropped: list[DroppedValue] = field(default_factory=list)
    uncertainties: list[str] = field(default_factory=list)
    calls: int = 0


def fields_messages(
    segment: SegmentInput, specs: Sequence[FieldSpec], cfg: FieldModelSettings
) -> list[dict[str, str]]:
    asked = []
    for s in specs:
        labels = f"; printed after {', '.join(s.labels)}" if s.labels else ""
        asked.append(f"- {s.name} ({s.kind}): {s.description or s.name}{labels}")
    parts = [
        f"Document type: {segment.doc_type}. Fields to read:\n" + "\n".join(asked),
    ]
    budget = cfg.max_chars
    for p in segment.pages:
        text = p.text[: min(cfg.max_chars_per_page, max(budget, 0))]
        budget -= len(text)
        parts.append(f"## Page {p.number}\n" + fence_untrusted(f"page {p.number}", text))
    parts.append(
        'Answer as JSON: {"fields": [{"name": ..., "value": ... or null, "page": ...}]}, one entry per '
        "field asked."
    )
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "\n\n".join(parts)}]


def _line_with(text: str, value: str) -> str | None:
    target = squash(value)
    return next((ln.strip() for ln in text.splitlines() if target in squash(ln)), None)


def check_answer(
    answer: FieldsAnswer, segment: SegmentInput, specs: Sequence[FieldSpec]
) -> tuple[list[ExtractedField], list[DroppedValue], list[str]]:
    """The answers that hold, those refused (with the reason), and notes on corrected pages."""
    by_name = {s.name: s for s in specs}
    pages = {p.number: p.text for p in segment.pages}
    kept: dict[str, ExtractedField] = {}
    dropped: list[DroppedValue] = []
    notes: list[str] = []
    for a in answer.fields:
        value = (a.value or "").strip()
        spec = by_name.get(a.name)
        if not value:
            continue
        if spec is None or a.name in kept:
            dropped.append(
                DroppedValue(a.name[:64], value[:200], "not a field that was asked for", a.page or 0)
            )
            continue
        if a.page not in pages:
            reason = f"page {a.page} is not a page of this segment ({min(pages)}-{max(pages)})"
            dropped.append(DroppedValue(a.name, value[:200], reason, a.page or 0))
            continue
        line = _line_with(pages[a.page], value)
        page = a.page
        if line is None:
            page = next((n for n, text in pages.items() if _line_with(text, value) is not None), 0)
            if not page:
                dropped.append(
                    DroppedValue(a.name, value[:200], "value does not occur in the segment's text", a.page)
                )
                continue
            line = _line_with(pages[page], value)
            notes.append(f"{a.name}: the model named page {a.page}; the value is printed on page {page}")
        norm = canonical(spec.kind, value)
        if norm is None:
            dropped.append(
                DroppedValue(a.name, value[:200], f"not a valid {spec.kind.replace('_', ' ')}", page)
            )
            continue
        kept[a.name] = ExtractedField(a.name, norm, page, "model", line or "", value)
    return list(kept.values()), dropped, notes


async def model_fields(
    llm: LLMClient,
    cfg: FieldModelSettings,
    segment: SegmentInput,
    specs: Sequence[FieldSpec],
    trace: LLMTrace | None = None,
) -> ModelFields:
    """The model's reading of ``specs`` on the segment's pages, validated against the segment's text."""
    messages = fields_messages(segment, specs, cfg)
    label = f"fields {segment.document_id}#{segment.sequence}"
    try:
        answer = await llm.structured(
            messages, FieldsAnswer, max_tokens=cfg.max_tokens, trace=trace, label=label
        )
    except LLMError as e:
        log.warning("fields_model_failed", segment=label, error=str(e)[:300])
        return ModelFields(uncertainties=[f"model call failed, fields left unread: {str(e)[:300]}"], calls=1)
    kept, dropped, notes = check_answer(answer, segment, specs)
    return ModelFields(kept, dropped, notes, calls=1)
