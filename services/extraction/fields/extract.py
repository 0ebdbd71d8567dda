"""Fields of one split document (a page-stream segment): deterministic readers first, the model for the rest.

``FieldExtractor(settings, llm).extract(segment)`` reads the segment's template fields from the segment's
own pages only (the caller passes exactly those) and returns a ``FieldsResult``: every field found with
its page, how it was read (``rule`` or ``model``) and the line it was read from; the fields not found; the
values refused (an ID number with a bad check character, a model answer not in the text). A segment
without text is recorded as having nothing to extract. Without a model (or with ``use_model`` off) only
the readers run and the result says which fields they did not find.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal

from services.extraction.fields.readers import Found, read_field, squash
from services.extraction.fields.records import (
    NO_TEXT,
    DroppedValue,
    ExtractedField,
    FieldsResult,
    SegmentInput,
)
from services.extraction.fields.settings import FieldSettings, FieldSpec
from shared.llm import LLMClient, LLMTrace


class FieldExtractor:
    def __init__(self, settings: FieldSettings, llm: LLMClient | None) -> None:
        self.settings = settings
        self.llm = llm

    async def extract(self, segment: SegmentInput, trace: LLMTrace | None = None) -> FieldsResult:
        names = [f.name for f in segment.template]
        # The fields every document of the type prints; an optional one is read where it is printed.
        required = [f.name for f in segment.template if not f.optional]
        if not any(p.text.strip() for p in segment.pages):
            return FieldsResult("skipped", NO_TEXT, missing=required)
        pages = [(p.number, p.text) for p in segment.pages]
        found: dict[str, ExtractedField] = {}
        dropped: list[DroppedValue] = []
        read: dict[str, Found | None] = {}
        # Fields derived from another (a tax from its total, a birth date from the ID number) last, so the
        # one they come from is read once.
        derived = sorted(segment.template, key=lambda f: bool(f.part_of or f.from_id_number))
        for spec in derived:
            got, rejected = read_field(spec, pages, segment.template, read)
            read[spec.name] = got
            dropped += [
                DroppedValue(spec.name, n, "ID number with a wrong check character") for n in rejected
            ]
            if got is not None:
                found[spec.name] = ExtractedField(spec.name, got.value, got.page, "rule", got.line, got.raw)
        for name, got in _named_first(segment.template, read, pages).items():
            if got is not None:
                found[name] = ExtractedField(name, got.value, got.page, "rule", got.line, got.raw)
        rest = [spec for spec in segment.template if spec.name not in found]
        part_of = {spec.name: spec.part_of for spec in segment.template if spec.part_of}
        uncertainties: list[str] = []
        calls = 0
        use_model = segment.use_model and self.llm is not None
        if any(spec.name in required for spec in rest) and use_model:
            from services.extraction.fields.model import model_fields  # its prompts load only when used

            assert self.llm is not None
            answer = await model_fields(self.llm, self.settings.model, segment, rest, trace)
            calls = answer.calls
            answered = found | {f.name: f for f in answer.fields}
            for f in answer.fields:
                # A part (a tax) is less than its whole (the total), whoever read the whole.
                whole = answered.get(part_of.get(f.name, ""))
                if whole is not None and Decimal(f.value) >= Decimal(whole.value):
                    why = f"not less than {whole.name} ({whole.value}), which it is part of"
                    dropped.append(DroppedValue(f.name, f.value, why, f.page))
                else:
                    found[f.name] = f
            dropped += answer.dropped
            uncertainties += answer.uncertainties
        fields = [found[n] for n in names if n in found]
        missing = [n for n in required if n not in found]
        by_model = sum(f.method == "model" for f in fields)
        optional = len(fields) - (len(required) - len(missing))
        message = (
            f"{len(required) - len(missing)}/{len(required)} fields read ({len(fields) - by_model} by rule, "
            f"{by_model} by model{f', {optional} optional' if optional else ''})"
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


def _named_first(
    template: Sequence[FieldSpec], read: Mapping[str, Found | None], pages: Sequence[tuple[int, str]]
) -> dict[str, Found | None]:
    """The two ``named_first`` parties, swapped where the document names the second-ranked one's value
    first and neither was read after one of its block heads (甲方, Party A): a contract between 卖方 and
    买方 whose party A is the one named first. Empty where nothing changes."""
    ranked = sorted((s for s in template if s.named_first and s.block_rank), key=lambda s: s.block_rank)
    if len(ranked) != 2:
        return {}
    first, second = ranked
    a, b = read.get(first.name), read.get(second.name)
    if a is None or b is None or _headed(a, first) or _headed(b, second):
        return {}
    at_a, at_b = _first_named(a.value, pages), _first_named(b.value, pages)
    if at_a is None or at_b is None or at_a <= at_b:
        return {}
    return {first.name: b, second.name: a}


def _headed(found: Found, spec: FieldSpec) -> bool:
    line = squash(found.line)
    return any(squash(head) in line for head in spec.block_heads)


def _first_named(value: str, pages: Sequence[tuple[int, str]]) -> tuple[int, int] | None:
    """(page, offset) where ``value`` is first written, spaces aside."""
    want = squash(value)
    for number, text in pages:
        at = squash(text).find(want)
        if at >= 0:
            return number, at
    return None
