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


CN = {
    "smic": document_names(
        ["中芯国际集成电路制造有限公司\n2023 年年度报告", "公司简介\n股票简称 | 中芯国际 | 股票代码 | 688981"]
    ),
    "catl": document_names(["宁德时代新能源科技股份有限公司\n2023年年度报告", "重要提示"]),
    "moutai": document_names(["贵州茅台酒股份有限公司 2023 年年度报告", "公司的中文简称：贵州茅台"]),
}


def test_the_names_a_report_prints_are_its_own_names() -> None:
    assert CN["smic"].own == ("中芯国际集成电路制造", "中芯国际")
    assert document_names(["ACME ROBOTICS, INC.\nAnnual report 2022"]).own == ("acme robotics",)
    assert document_names(["Brave Bison Group plc\nReport and accounts"]).own == ("brave bison",)


def test_a_chinese_question_routes_by_the_name_it_shares_with_a_report() -> None:
    assert route_question("中芯国际的营业收入是多少？", CN).docs == ["smic"]
    assert route_question("宁德时代2023年研发投入多少", CN).docs == ["catl"]
    assert route_question("贵州茅台的分红方案", CN).docs == ["moutai"]
    both = route_question("比较中芯国际和宁德时代的净利润", CN)
    assert sorted(both.docs) == ["catl", "smic"]
    assert route_question("比亚迪的营业收入是多少？", CN).docs == []


def test_a_lower_case_name_routes_by_the_reports_own_names() -> None:
    r = route_question("what was acme robotics' revenue in 2022?", DOCS)
    assert r.docs == ["a1"]
    assert search_text("what was Acme Robotics' revenue?", list(r.entities), []) == "what was ' revenue?"


def test_a_question_naming_nothing_goes_to_the_only_report_but_not_one_naming_another() -> None:
    one = {"a1": DOCS["a1"]}
    assert route_question("营业收入是多少？", one).docs == ["a1"]
    assert route_question("What was the total revenue in 2022?", one).docs == ["a1"]
    assert route_question("What was the revenue of Globex Corporation?", one).docs == []
    assert route_question("What was the total revenue in 2022?", DOCS).docs == []
