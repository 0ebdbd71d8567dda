"""Routing and field extraction of a split's segments, for ``dataagent split``.

Each segment is routed on its own (services/extraction/fields/routing.py; the file name's hint from the
splitter's configured file-name hints); a routed segment's pages, and only those, go to the extraction
service's ExtractFields: over gRPC when EXTRACTION_ADDR is set, else the same core in this process.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from services.context.pagestream.rules import best_hint
from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.stream import PageText, Segment
from services.extraction.fields.extract import FieldExtractor
from services.extraction.fields.records import FieldsResult, SegmentInput, SegmentPage
from services.extraction.fields.routing import NameHint, RoutingDecision, route, template_for
from services.extraction.fields.settings import FieldSettings
from shared.config import load_settings, service_addr
from shared.llm import LLMClient, LLMTrace

# One segment's fields over the network: the model may take a while.
_RPC_TIMEOUT_S = 900


def name_hint(filename: str, settings: PageStreamSettings) -> NameHint | None:
    hint = best_hint(filename, settings.fallback.filename_hints, all_words=False)
    return NameHint(hint.type, hint.confidence) if hint else None


def segment_input(
    segment: Segment,
    pages: Sequence[PageText],
    decision: RoutingDecision,
    settings: FieldSettings,
    use_model: bool,
) -> SegmentInput:
    """The segment's own pages (start to end, never the rest of the file) and its routed template."""
    own = [p for p in pages if segment.start_page <= p.number <= segment.end_page]
    return SegmentInput(
        document_id=segment.document_id,
        sequence=segment.sequence,
        doc_type=segment.doc_type,
        pages=tuple(SegmentPage(p.number, p.text) for p in own),
        template=template_for(decision, settings),
        use_model=use_model,
    )


async def _remote(addr: str, inputs: list[SegmentInput]) -> list[FieldsResult]:
    from dataagent.extraction.v1 import extraction_pb2_grpc
    from services.extraction.fields.wire import request_for, result_from_proto
    from shared.rpc import open_channel

    channel = open_channel(addr)
    try:
        stub = extraction_pb2_grpc.ExtractionServiceStub(channel)
        replies = await asyncio.gather(
            *(stub.ExtractFields(request_for(s), timeout=_RPC_TIMEOUT_S) for s in inputs)
        )
    finally:
        await channel.close()
    return [result_from_proto(r) for r in replies]


async def segment_fields(
    segments: Sequence[Segment],
    pages: Sequence[PageText],
    filename: str,
    split_settings: PageStreamSettings,
    llm: LLMClient | None,
    trace: LLMTrace | None = None,
) -> list[dict[str, Any]]:
    """Per segment: ``routing`` (the decision), ``fields`` and ``extraction`` (None when not routed)."""
    settings = load_settings(FieldSettings)
    hint = name_hint(filename, split_settings)
    decisions = [route(s.doc_type, s.category_probability, settings, hint) for s in segments]
    routed = [(s, d) for s, d in zip(segments, decisions, strict=True) if d.routed]
    inputs = [segment_input(s, pages, d, settings, llm is not None) for s, d in routed]
    addr = service_addr("extraction")
    if addr and inputs:
        results = await _remote(addr, inputs)
    else:
        extractor = FieldExtractor(settings, llm)
        results = list(await asyncio.gather(*(extractor.extract(i, trace) for i in inputs)))
    by_seq = {s.sequence: r for (s, _), r in zip(routed, results, strict=True)}
    out = []
    for s, d in zip(segments, decisions, strict=True):
        result = by_seq.get(s.sequence)
        data = result.to_json() if result is not None else None
        out.append(
            {
                "routing": d.to_json(),
                "fields": data.pop("fields") if data is not None else [],
                "extraction": data,
            }
        )
    return out
