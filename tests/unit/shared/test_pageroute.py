"""Routing a question to the documents of the company it names; the text that is searched."""

from __future__ import annotations

import re

from shared.config import load_settings
from shared.pages.index import ChunkHit
from shared.pages.route import (
    candidate_names,
    document_names,
    expand_query,
    parent_pages,
    route_question,
    search_text,
)
from shared.pages.search import PageSearchSettings

DOCS = {
    "a1": document_names(["ACME ROBOTICS, INC.\nAnnual report 2022", "Revenue grew."]),
    "b2": document_names(["Brave Bison Group plc\nReport and accounts", "Our acquisitions."]),
    "c3": document_names(
        ["Letter to shareholders", "Community bank results", "Cash flows"]
        + ["FNCB Bancorp, Inc. and subsidiary"] * 3
    ),
}


def test_the_named_company_routes_to_its_document_leading_words_dropped() -> None:
    r = route_question("Did Brave Bison Group plc mention any acquisitions?", DOCS)
    assert r.docs == ["b2"]
    assert list(r.entities) == ["Brave Bison Group plc"]


def test_a_name_in_no_first_page_is_found_in_the_body_of_one_document() -> None:
    r = route_question("For FNCB Bancorp, Inc., what was the NPL ratio?", DOCS)
    assert r.docs == ["c3"]


def test_a_company_found_in_no_document_routes_nowhere() -> None:
    r = route_question("What was the revenue of Globex Corporation in 2022?", DOCS)
    assert r.docs == []
    assert r.missing == ["Globex Corporation"]


def test_a_comparison_routes_each_quoted_company() -> None:
    q = 'Which company had the higher revenue: "Acme Robotics, Inc.", "Brave Bison Group plc", "Globex Corp"?'
    assert candidate_names(q) == ["Acme Robotics, Inc.", "Brave Bison Group plc", "Globex Corp"]
    r = route_question(q, DOCS)
    assert r.docs == ["a1", "b2"]
    assert r.missing == ["Globex Corp"]


def test_the_searched_text_loses_the_company_and_instruction_phrases() -> None:
    q = "What was the Total revenue (in USD) for Acme Robotics, Inc.? If data is not available, return 'N/A'."
    text = search_text(
        q, ["Acme Robotics, Inc."], [r"\bIf (?:data|there) is (?:not available|no mention)[^.?]*[.?]?"]
    )
    assert "Acme" not in text and "N/A" not in text
    assert "Total revenue (in USD)" in text


def test_parent_pages_are_unique_and_ranked_by_their_best_chunk() -> None:
    hits = [
        ChunkHit(0, 4, 0.9, 0, 0),
        ChunkHit(1, 2, 0.8, 0, 0),
        ChunkHit(2, 4, 0.5, 0, 0),
        ChunkHit(3, 7, 0.1, 0, 0),
    ]
    assert parent_pages(hits, 2) == [(4, 0.9), (2, 0.8)]


def test_a_matched_expansion_adds_the_words_a_report_uses() -> None:
    expansions = [(r"\bR&D\b", "research and development"), (r"\brevenues?\b", "net sales")]
    assert expand_query("R&D spending?", expansions) == "R&D spending? research and development"
    both = expand_query("Total Revenue and r&d", expansions)
    assert both == "Total Revenue and r&d research and development net sales"
    assert expand_query("Number of patents", expansions) == "Number of patents"


def test_the_configured_expansions_are_valid_patterns() -> None:
    expansions = load_settings(PageSearchSettings).retrieval.query_expansions
    assert expansions
    for pattern, added in expansions:
        re.compile(pattern)
        assert added.strip()
    query = expand_query("what is the Cash flow from operations (in USD)?", expansions)
    assert query.endswith("net cash provided by operating activities")
