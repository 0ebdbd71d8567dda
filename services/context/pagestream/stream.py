"""Page streams: the records of a split (pages, per-page decisions, segments) and the rules that join them.

A split never changes the file: its result is a list of page ranges, each with a type and confidences.
``merge`` opens a new segment when the type changes or a page starts a document; a segment's probability
is the mean of its pages' probabilities for its type, its boundary confidence its first page's start
probability, and it needs review when its type is ``other``, any page is below the minimum probability or
the model and the rules disagreed on one of its pages.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from shared.errors import InvalidInputError, NotReadyError
from shared.manifest import DocumentSegment as Segment

DOC_TYPES = (
    "invoice",
    "contract",
    "official_document",
    "tender",
    "id_card",
    "drug_leaflet",
    "food_label",
    "utility_bill",
    "degree_certificate",
    "diploma",
    "annual_report",
    "cv",
    "other",
)

Source = Literal["model", "rules", "blank", "hint"]


class SplitFailedError(NotReadyError):
    """The decisions do not cover every page, or the decision model kept failing: no partial split.

    Not ready rather than failed for good: a model that failed or answered incompletely is asked again
    later (UNAVAILABLE over gRPC), never replaced by the rule fallback."""


@dataclass(frozen=True, slots=True)
class PageText:
    """One page's text (1-based ``number``); ``ocr`` when it was read from the image."""

    number: int
    text: str
    ocr: bool = False
    ocr_confidence: float | None = None
    # The first line when it sits in the top zone in a smaller font than the body: a running header.
    header: str = ""


@dataclass(slots=True)
class PageDecision:
    """The answer for one page: a probability for every type and the probability that it starts a document.

    ``provider_confidence`` is the decision provider's own top probability for the page, before the
    programs' evidence or a hint adjusted anything.
    """

    page: int
    probabilities: dict[str, float]
    start_probability: float
    provider_confidence: float
    source: Source
    # Where the model and the rules disagreed on the page (its start or its type): both sides, for review.
    disagreement: str = ""
    doc_type: str = field(init=False)

    def __post_init__(self) -> None:
        self.doc_type = max(DOC_TYPES, key=lambda t: (self.probabilities.get(t, 0.0), t == "other"))

    @property
    def probability(self) -> float:
        return self.probabilities.get(self.doc_type, 0.0)


def normalise(probabilities: dict[str, float]) -> dict[str, float]:
    """Probabilities over every type (unknown names dropped, negatives as 0) summing to 1; all zero: other."""
    clean = {t: max(0.0, float(probabilities.get(t, 0.0))) for t in DOC_TYPES}
    total = sum(clean.values())
    if total <= 0:
        return {t: 1.0 if t == "other" else 0.0 for t in DOC_TYPES}
    return {t: round(v / total, 4) for t, v in clean.items()}


def one_hot(doc_type: str, probability: float) -> dict[str, float]:
    """``probability`` on ``doc_type``, the rest spread evenly over the other options."""
    rest = (1.0 - probability) / (len(DOC_TYPES) - 1)
    return {t: probability if t == doc_type else rest for t in DOC_TYPES}


def check_pages(pages: Sequence[PageText]) -> None:
    """Refuse pages that are not numbered 1, 2, 3, ...: their ranges could not be trusted."""
    numbers = [p.number for p in pages]
    if numbers != list(range(1, len(numbers) + 1)):
        raise InvalidInputError("page numbers not contiguous from 1: the stream cannot be split safely")


def windows(count: int, size: int, context: int) -> list[tuple[range, range]]:
    """(owned pages, pages shown) per request, 1-based; every page is owned by exactly one window."""
    out = []
    for start in range(0, count, size):
        end = min(count, start + size)
        shown = range(max(0, start - context) + 1, min(count, end + context) + 1)
        out.append((range(start + 1, end + 1), shown))
    return out


def fingerprint(pages: Sequence[PageText], *salt: str) -> str:
    """A digest of the page numbers and texts (and ``salt``: engine, model): a changed page changes it."""
    h = hashlib.sha256()
    for part in salt:
        h.update(part.encode() + b"\x00")
    for p in pages:
        h.update(f"{p.number}\x00".encode() + p.text.encode() + b"\x01")
    return h.hexdigest()


def merge(
    decisions: Sequence[PageDecision], document_id: str, threshold: float, min_probability: float
) -> list[Segment]:
    """Join page decisions into segments; page 1 always starts one."""
    groups: list[list[PageDecision]] = []
    for d in decisions:
        changed = bool(groups and d.doc_type != groups[-1][-1].doc_type)
        if not groups or changed or d.start_probability >= threshold:
            groups.append([d])
        else:
            groups[-1].append(d)
    segments = []
    for seq, group in enumerate(groups, 1):
        doc_type = group[0].doc_type
        probs = [d.probabilities.get(doc_type, 0.0) for d in group]
        segments.append(
            Segment(
                document_id=document_id,
                sequence=seq,
                start_page=group[0].page,
                end_page=group[-1].page,
                doc_type=doc_type,
                category_probability=round(sum(probs) / len(probs), 4),
                provider_confidence=round(sum(d.provider_confidence for d in group) / len(group), 4),
                boundary_confidence=round(1.0 if seq == 1 else group[0].start_probability, 4),
                needs_review=doc_type == "other"
                or min(probs) < min_probability
                or any(d.disagreement for d in group),
            )
        )
    return segments


def check_coverage(decisions: Sequence[PageDecision], count: int) -> None:
    """Every page 1..count decided exactly once, in order, or SplitFailedError."""
    got = [d.page for d in decisions]
    if got != list(range(1, count + 1)):
        missing = sorted(set(range(1, count + 1)) - set(got))
        raise SplitFailedError(f"decisions do not cover every page (missing {missing[:20]}): split refused")


def decisions_json(decisions: Sequence[PageDecision]) -> list[dict[str, Any]]:
    return [
        {
            "page": d.page,
            "probabilities": d.probabilities,
            "start_probability": d.start_probability,
            "provider_confidence": d.provider_confidence,
            "source": d.source,
            **({"disagreement": d.disagreement} if d.disagreement else {}),
        }
        for d in decisions
    ]


def decisions_from_json(rows: list[dict[str, Any]]) -> list[PageDecision]:
    return [PageDecision(**row) for row in rows]
