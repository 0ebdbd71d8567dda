"""ExtractFields messages <-> the field-extraction core's records, both ways (servicer and clients).

Requests are checked here: pages numbered 1 or more, unique and in order, no more pages, characters or
fields than the configured limits, field names unique, kinds given, patterns that compile.
"""

from __future__ import annotations

import re

from dataagent.common.v1 import common_pb2
from dataagent.extraction.v1 import extraction_pb2
from services.extraction.fields.records import (
    DroppedValue,
    ExtractedField,
    FieldsResult,
    SegmentInput,
    SegmentPage,
)
from services.extraction.fields.settings import FieldLimits, FieldSpec
from shared.errors import InvalidInputError
from shared.stage import outcome, stage_status, uncertainty

_KINDS = {
    "text": extraction_pb2.FIELD_KIND_TEXT,
    "id_number": extraction_pb2.FIELD_KIND_ID_NUMBER,
    "amount": extraction_pb2.FIELD_KIND_AMOUNT,
    "date": extraction_pb2.FIELD_KIND_DATE,
    "code": extraction_pb2.FIELD_KIND_CODE,
    "party": extraction_pb2.FIELD_KIND_PARTY,
}
_KIND_NAMES = {v: k for k, v in _KINDS.items()}
_METHODS = {"rule": extraction_pb2.READ_METHOD_RULE, "model": extraction_pb2.READ_METHOD_MODEL}
_METHOD_NAMES = {v: k for k, v in _METHODS.items()}


def spec_to_proto(spec: FieldSpec) -> extraction_pb2.FieldSpec:
    return extraction_pb2.FieldSpec(
        name=spec.name,
        kind=_KINDS[spec.kind],
        labels=spec.labels,
        pattern=spec.pattern,
        unlabelled=spec.unlabelled,
        single_token=spec.single_token,
        description=spec.description,
        block_heads=spec.block_heads,
        block_labels=spec.block_labels,
        block_above=spec.block_above,
        phrases=spec.phrases,
        block_rank=spec.block_rank,
        continues=spec.continues,
        part_of=spec.part_of,
        from_id_number=spec.from_id_number,
        optional=spec.optional,
        named_first=spec.named_first,
    )


def spec_from_proto(msg: extraction_pb2.FieldSpec, limits: FieldLimits) -> FieldSpec:
    if msg.kind not in _KIND_NAMES:
        raise InvalidInputError(f"field {msg.name!r}: kind is required")
    if len(msg.pattern) > limits.max_pattern_chars:
        raise InvalidInputError(
            f"field {msg.name!r}: pattern longer than {limits.max_pattern_chars} characters"
        )
    try:
        return FieldSpec(
            name=msg.name,
            kind=_KIND_NAMES[msg.kind],  # type: ignore[arg-type]
            labels=tuple(msg.labels),
            pattern=msg.pattern,
            unlabelled=msg.unlabelled or "none",  # type: ignore[arg-type]
            single_token=msg.single_token,
            description=msg.description,
            block_heads=tuple(msg.block_heads),
            block_labels=tuple(msg.block_labels),
            block_above=tuple(msg.block_above),
            phrases=tuple(msg.phrases),
            block_rank=msg.block_rank,
            continues=msg.continues,
            part_of=msg.part_of,
            from_id_number=msg.from_id_number,  # type: ignore[arg-type]
            optional=msg.optional,
            named_first=msg.named_first,
        )
    except ValueError as e:
        raise InvalidInputError(f"field {msg.name!r}: {e}") from e


def request_for(segment: SegmentInput) -> extraction_pb2.ExtractFieldsRequest:
    return extraction_pb2.ExtractFieldsRequest(
        document_id=segment.document_id,
        sequence=segment.sequence,
        doc_type=segment.doc_type,
        pages=[extraction_pb2.SegmentPage(number=p.number, text=p.text) for p in segment.pages],
        fields=[spec_to_proto(s) for s in segment.template],
        rules_only=not segment.use_model,
    )


def segment_from_request(
    req: extraction_pb2.ExtractFieldsRequest, configured: tuple[FieldSpec, ...], limits: FieldLimits
) -> SegmentInput:
    """The request as the core's input; InvalidInputError names what is wrong with it."""
    numbers = [p.number for p in req.pages]
    if not numbers:
        raise InvalidInputError("pages are required (the segment's pages)")
    if len(numbers) > limits.max_pages:
        raise InvalidInputError(f"{len(numbers)} pages, more than the limit of {limits.max_pages}")
    if min(numbers) < 1 or numbers != sorted(set(numbers)):
        raise InvalidInputError("page numbers must be 1 or more, unique and in increasing order")
    long = [p.number for p in req.pages if len(p.text) > limits.max_chars_per_page]
    if long:
        raise InvalidInputError(f"pages {long[:10]} hold more than {limits.max_chars_per_page} characters")
    specs = tuple(spec_from_proto(f, limits) for f in req.fields) or configured
    if not specs:
        raise InvalidInputError(f"no template given and none configured for type {req.doc_type!r}")
    if len(specs) > limits.max_fields:
        raise InvalidInputError(f"{len(specs)} fields, more than the limit of {limits.max_fields}")
    names = [s.name for s in specs]
    if len(set(names)) != len(names) or not all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", n) for n in names):
        raise InvalidInputError("field names must be unique identifiers")
    return SegmentInput(
        document_id=req.document_id,
        sequence=req.sequence,
        doc_type=req.doc_type,
        pages=tuple(SegmentPage(p.number, p.text) for p in req.pages),
        template=specs,
        use_model=not req.rules_only,
    )


def result_to_proto(result: FieldsResult, subject: str) -> extraction_pb2.ExtractFieldsResponse:
    notes = [uncertainty(subject, u[:500], "fields_model") for u in result.uncertainties]
    notes += [uncertainty(f"{subject} {d.name}", d.reason[:300], "field_dropped") for d in result.dropped]
    return extraction_pb2.ExtractFieldsResponse(
        outcome=outcome(stage_status(result.status), result.message, usage=result.usage, uncertainties=notes),
        fields=[
            extraction_pb2.ExtractedField(
                name=f.name,
                value=f.value,
                page=f.page,
                method=_METHODS[f.method],
                evidence=f.evidence,
                raw=f.raw,
            )
            for f in result.fields
        ],
        missing=result.missing,
        dropped=[
            extraction_pb2.DroppedValue(name=d.name, value=d.value, reason=d.reason, page=d.page)
            for d in result.dropped
        ],
        model_calls=result.model_calls,
    )


def result_from_proto(reply: extraction_pb2.ExtractFieldsResponse) -> FieldsResult:
    status = common_pb2.StageStatus.Name(reply.outcome.status).removeprefix("STAGE_STATUS_").lower()
    return FieldsResult(
        status=status,  # type: ignore[arg-type]
        message=reply.outcome.message,
        fields=[
            ExtractedField(f.name, f.value, f.page, _METHOD_NAMES[f.method], f.evidence, f.raw)  # type: ignore[arg-type]
            for f in reply.fields
        ],
        missing=list(reply.missing),
        dropped=[DroppedValue(d.name, d.value, d.reason, d.page) for d in reply.dropped],
        uncertainties=[u.reason for u in reply.outcome.uncertainties if u.code == "fields_model"],
        model_calls=reply.model_calls,
    )
