"""Routing of segments to extraction profiles: matches, the three reasons, file-name hints that narrow."""

from __future__ import annotations

import pytest

from cli.split_fields import name_hint
from services.context.pagestream.settings import PageStreamSettings
from services.extraction.fields.routing import NameHint, route, template_for
from services.extraction.fields.settings import FieldSettings, Profile
from shared.config import load_settings


@pytest.fixture(scope="module")
def settings() -> FieldSettings:
    return load_settings(FieldSettings)


def with_profiles(settings: FieldSettings, *profiles: Profile) -> FieldSettings:
    return settings.model_copy(update={"profiles": profiles})


def test_every_type_has_a_template_and_a_profile(settings) -> None:
    from services.context.pagestream.stream import DOC_TYPES

    for doc_type in DOC_TYPES:
        if doc_type == "other":
            continue
        decision = route(doc_type, 0.9, settings)
        assert decision.routed and decision.reason is None
        assert template_for(decision, settings), doc_type


def test_a_contract_goes_to_contract_core_only(settings) -> None:
    d = route("contract", 0.93, settings)
    assert d.profiles == ["contract-core"]
    names = [f.name for f in template_for(d, settings)]
    assert names[:5] == ["contractNumber", "partyA", "partyB", "contractAmount", "signDate"]


def test_no_match_for_a_type_in_no_profile(settings) -> None:
    d = route("other", 1.0, settings)
    assert not d.routed and d.reason == "no_match"
    assert "other" in d.explanation and "no extraction profile" in d.explanation


def test_low_confidence_below_the_default_line_and_a_profiles_own(settings) -> None:
    assert settings.routing.min_confidence == 0.55
    d = route("invoice", 0.54, settings)
    assert d.reason == "low_confidence" and not d.profiles
    assert "0.54" in d.explanation and "0.55" in d.explanation and "invoice-core" in d.explanation
    assert route("invoice", 0.55, settings).profiles == ["invoice-core"]
    strict = with_profiles(
        settings,
        Profile(name="strict", applicability="when_type_in", when_type_in=("invoice",), min_confidence=0.9),
    )
    assert route("invoice", 0.8, strict).reason == "low_confidence"
    assert route("invoice", 0.95, strict).profiles == ["strict"]


def test_no_auto_profiles_when_every_profile_is_manual(settings) -> None:
    manual = with_profiles(settings, Profile(name="review", applicability="manual", template="invoice"))
    d = route("invoice", 0.99, manual)
    assert d.reason == "no_auto_profiles" and "automatically" in d.explanation
    assert route("invoice", 0.99, with_profiles(settings)).reason == "no_auto_profiles"


def test_always_applies_to_every_type_but_other(settings) -> None:
    always = with_profiles(settings, Profile(name="any", applicability="always"))
    d = route("cv", 0.7, always)
    assert d.profiles == ["any"] and next(f.name for f in template_for(d, always)) == "name"
    assert route("other", 0.99, always).reason == "no_match"


def test_a_strong_file_name_hint_narrows_several_matches_to_its_type(settings) -> None:
    overlap = with_profiles(
        settings,
        Profile(name="tender-core", applicability="when_type_in", when_type_in=("tender",)),
        Profile(
            name="contract-core",
            applicability="when_type_in",
            when_type_in=("contract", "tender"),
            template="contract",
        ),
    )
    split = load_settings(PageStreamSettings)
    both = route("tender", 0.8, overlap)
    assert both.profiles == ["tender-core", "contract-core"] and both.hint is None
    # The splitter's own file-name hints: 合同 says contract at 0.9.
    hint = name_hint("采购合同_扫描.pdf", split)
    assert hint == NameHint("contract", 0.9)
    narrowed = route("tender", 0.8, overlap, hint)
    assert narrowed.profiles == ["contract-core"]
    assert narrowed.hint == {"doc_type": "contract", "confidence": 0.9, "narrowed": True}
    # 简历 gives 0.85: under the strong line, nothing narrows.
    weak = name_hint("简历.pdf", split)
    assert weak is not None and weak.confidence < overlap.routing.strong_hint
    assert route("tender", 0.8, overlap, weak).profiles == ["tender-core", "contract-core"]
    # A hint whose type none of the matches serves leaves them all.
    other = route("tender", 0.8, overlap, NameHint("invoice", 0.95))
    assert other.profiles == ["tender-core", "contract-core"] and other.hint["narrowed"] is False
    # One match: nothing to narrow.
    assert route("contract", 0.8, overlap, NameHint("tender", 0.95)).profiles == ["contract-core"]
