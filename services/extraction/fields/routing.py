"""Routing of split documents to extraction profiles: each segment on its own, every decision recorded.

A profile applies to a segment when its applicability admits the segment's type (``when_type_in`` lists
it; ``always``: any type but other; ``manual`` profiles are never routed automatically) and the segment's
probability reaches the profile's ``min_confidence`` (the routing default when it has none). When several
profiles match and the file name gives a strong hint (at least ``strong_hint``), only the profiles for the
hint's type are kept. A segment no profile takes records why: ``no_auto_profiles``, ``no_match`` or
``low_confidence``, with an explanation a person can read.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from services.extraction.fields.settings import FieldSettings, FieldSpec, Profile

Reason = Literal["no_auto_profiles", "no_match", "low_confidence"]


@dataclass(frozen=True, slots=True)
class NameHint:
    """What the file name says about its type (a configured file-name hint) and how sure it is."""

    doc_type: str
    confidence: float


@dataclass
class RoutingDecision:
    doc_type: str
    confidence: float
    profiles: list[str] = field(default_factory=list)
    reason: Reason | None = None
    explanation: str = ""
    hint: dict[str, Any] | None = None

    @property
    def routed(self) -> bool:
        return bool(self.profiles)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _admits(p: Profile, doc_type: str) -> bool:
    if p.applicability == "always":
        return doc_type != "other"
    return p.applicability == "when_type_in" and doc_type in p.when_type_in


def _threshold(p: Profile, settings: FieldSettings) -> float:
    return settings.routing.min_confidence if p.min_confidence is None else p.min_confidence


def route(
    doc_type: str, confidence: float, settings: FieldSettings, hint: NameHint | None = None
) -> RoutingDecision:
    """The profiles one segment (its type and category probability) is routed to, or why none."""
    decision = RoutingDecision(doc_type, round(confidence, 4))
    auto = [p for p in settings.profiles if p.applicability != "manual"]
    if not auto:
        decision.reason = "no_auto_profiles"
        decision.explanation = "no extraction profile is configured to run automatically"
        return decision
    typed = [p for p in auto if _admits(p, doc_type)]
    if not typed:
        decision.reason = "no_match"
        decision.explanation = f"type {doc_type} is in no extraction profile's applicability"
        return decision
    matched = [p for p in typed if confidence >= _threshold(p, settings)]
    if not matched:
        need = min(_threshold(p, settings) for p in typed)
        names = ", ".join(p.name for p in typed)
        decision.reason = "low_confidence"
        decision.explanation = (
            f"type {doc_type} matches {names}, but its probability {confidence:.2f} is below the "
            f"required {need:.2f}: not extracted automatically"
        )
        return decision
    if hint is not None and len(matched) > 1 and hint.confidence >= settings.routing.strong_hint:
        narrowed = [p for p in matched if _admits(p, hint.doc_type)]
        decision.hint = {
            "doc_type": hint.doc_type,
            "confidence": hint.confidence,
            "narrowed": bool(narrowed) and len(narrowed) < len(matched),
        }
        matched = narrowed or matched
    decision.profiles = [p.name for p in matched]
    decision.explanation = f"type {doc_type} ({confidence:.2f}) routed to {', '.join(decision.profiles)}"
    return decision


def template_for(decision: RoutingDecision, settings: FieldSettings) -> tuple[FieldSpec, ...]:
    """The fields the decision's profiles read, in template order, each name once."""
    by_name = {p.name: p for p in settings.profiles}
    out: dict[str, FieldSpec] = {}
    for name in decision.profiles:
        template = by_name[name].template or decision.doc_type
        for spec in settings.template(template):
            out.setdefault(spec.name, spec)
    return tuple(out.values())
