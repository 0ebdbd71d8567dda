"""Fixtures for the page-stream tests: the configured settings and a split of page texts by the rules."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from services.context.pagestream.evidence import PageEvidence, gather
from services.context.pagestream.rules import decisions_for_starts, rule_starts
from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.stream import PageText, merge
from shared.config import load_settings

Split = Callable[[list[str]], tuple[list[PageEvidence], list[tuple[int, int, str]]]]


@pytest.fixture(scope="session")
def settings() -> PageStreamSettings:
    return load_settings(PageStreamSettings)


@pytest.fixture(scope="session")
def split_texts(settings: PageStreamSettings) -> Split:
    """Page texts in order -> (their evidence, the rules' segments as (first page, last page, type))."""

    def split(texts: list[str]) -> tuple[list[PageEvidence], list[tuple[int, int, str]]]:
        pages = [PageText(n, t) for n, t in enumerate(texts, start=1)]
        ev = gather(pages, settings)
        starts, _ = rule_starts(pages, ev, settings)
        decisions = decisions_for_starts(pages, ev, "batch.pdf", settings, starts)
        segments = merge(decisions, "batch", settings.boundary_threshold, settings.min_probability)
        return ev, [(s.start_page, s.end_page, s.doc_type) for s in segments]

    return split
