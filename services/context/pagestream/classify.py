"""The model's type for a whole document the keywords leave unsure.

After the pages are joined into documents, a document whose type the keywords gave a probability below
``classify_below`` (or no type at all: other, when its pages are not blank) is shown to the model whole:
its pages' text in order, cut at ``classify_max_chars``, fenced as untrusted data. The model answers one
type and its confidence; the answer replaces the keywords' type only when it is more confident than they
were, and then the document's first page records both sides (so it is reviewed). A call that fails keeps
the keywords' type and says so: the boundaries stand either way.
"""

from __future__ import annotations

from collections.abc import Sequence

import structlog
from pydantic import BaseModel, Field

from services.context.pagestream.model import TYPE_LABELS
from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.stream import DOC_TYPES, PageDecision, PageText, Segment, one_hot
from shared.errors import LLMError
from shared.llm import UNTRUSTED_NOTE, LLMClient, LLMTrace, fence_untrusted

log = structlog.get_logger(__name__)

SYSTEM = (
    "You read one document cut out of a scanned bundle and say what kind of document it is (type) and how "
    "sure you are (confidence, 0 to 1).\n"
    "Types: " + "; ".join(f"{t} = {label}" for t, label in TYPE_LABELS.items()) + ".\n"
    "Classify by what the document is for, not by stray words; a document that fits no type is other. "
    + UNTRUSTED_NOTE
)


class DocumentAnswer(BaseModel):
    type: str
    confidence: float = Field(ge=0, le=1)

    def doc_type(self) -> str:
        named = self.type.strip().lower()
        return named if named in DOC_TYPES else "other"


def unsure(segment: Segment, decisions: Sequence[PageDecision], settings: PageStreamSettings) -> bool:
    """Whether the keywords left ``segment``'s type open: below ``classify_below``, or other on pages
    that are not blank; never when ``classify_below`` is 0."""
    first = decisions[segment.start_page - 1]
    if first.source == "blank" or settings.classify_below <= 0:
        return False
    return segment.doc_type == "other" or segment.category_probability < settings.classify_below


def document_messages(pages: Sequence[PageText], segment: Segment, max_chars: int) -> list[dict[str, str]]:
    parts, left = [], max_chars
    for n in range(segment.start_page, segment.end_page + 1):
        if left <= 0:
            break
        text = pages[n - 1].text.strip()[:left]
        left -= len(text)
        parts.append(fence_untrusted(f"page {n}", text))
    ask = 'Answer as JSON: {"type": ..., "confidence": ...}.'
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "\n\n".join([*parts, ask])}]


async def classify_documents(
    pages: Sequence[PageText],
    decisions: list[PageDecision],
    segments: Sequence[Segment],
    settings: PageStreamSettings,
    llm: LLMClient,
    trace: LLMTrace | None = None,
) -> tuple[int, list[str]]:
    """Ask the model about every unsure segment and rewrite its pages' decisions in place where the model
    is more confident; (model calls, problems)."""
    calls, problems = 0, []
    for seg in segments:
        if not unsure(seg, decisions, settings):
            continue
        calls += 1
        messages = document_messages(pages, seg, settings.classify_max_chars)
        try:
            answer = await llm.structured(messages, DocumentAnswer, trace=trace, label="pagestream_classify")
        except LLMError as e:
            pages_seen = [seg.start_page, seg.end_page]
            log.warning("pagestream_classify_failed", pages=pages_seen, error=str(e)[:300])
            problems.append(
                f"pages {seg.start_page}-{seg.end_page}: the model could not classify the document "
                f"({str(e)[:200]}); the keywords' type {seg.doc_type} stands"
            )
            continue
        said = answer.doc_type()
        if answer.confidence <= seg.category_probability or said == seg.doc_type:
            continue
        note = (
            f"pages {seg.start_page}-{seg.end_page}: the model reads {said} ({answer.confidence:.2f}), "
            f"the keywords {seg.doc_type} ({seg.category_probability:.2f})"
        )
        for n in range(seg.start_page, seg.end_page + 1):
            d = decisions[n - 1]
            decisions[n - 1] = PageDecision(
                n,
                one_hot(said, answer.confidence),
                d.start_probability,
                answer.confidence,
                "model",
                note if n == seg.start_page else d.disagreement,
            )
    return calls, problems
