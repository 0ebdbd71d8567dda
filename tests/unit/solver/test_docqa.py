"""Document answers by kind with cited pages, over generated PDFs and the scripted fake model."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from shared.config import load_settings
from shared.errors import InvalidInputError
from shared.llm import LLMClient
from shared.pages.answer import DocumentAnswerer, PageRef, normalise
from shared.pages.index import pages_from_pdf
from shared.pages.search import DocumentLibrary, PageSearchSettings
from tests.fake_llm import FakeLLMServer, reply

FILLER = "The board met four times. Our people and culture programme continued across all offices."


def make_report(path: Path, company: str, pages: list[str]) -> Path:
    import pymupdf

    doc = pymupdf.open()
    for text in [f"{company}\nAnnual Report 2022", *pages]:
        page = doc.new_page()
        page.insert_textbox(pymupdf.Rect(50, 50, 550, 800), text)
    doc.save(path)
    return path


def acme_reports(folder: Path) -> Path:
    """``folder`` holding one report, acme.pdf: its operating cash flow on its third page (index 2)."""
    folder.mkdir(parents=True, exist_ok=True)
    make_report(
        folder / "acme.pdf",
        "ACME ROBOTICS, INC.",
        ["Chair letter.", "Net cash provided by operating activities was $406.1 million in 2022."],
    )
    return folder


@pytest.fixture
def reports(tmp_path: Path) -> dict[str, list[str]]:
    acme = make_report(
        tmp_path / "acme.pdf",
        "ACME ROBOTICS, INC.",
        [FILLER, "Net cash provided by operating activities was $406.1 million in 2022.", FILLER],
    )
    bison = make_report(
        tmp_path / "bison.pdf", "Brave Bison Group plc", ["Operating cash flow was GBP 2.1 million.", FILLER]
    )
    return {"acme": pages_from_pdf(acme), "bison": pages_from_pdf(bison)}


@pytest.fixture
def search() -> PageSearchSettings:
    """The page settings with the rerank on whatever endpoint (the fake model stands for either kind)."""
    settings = load_settings(PageSearchSettings)
    rerank = settings.rerank.model_copy(update={"endpoints": ("local", "hosted")})
    return settings.model_copy(update={"rerank": rerank})


def _judge(body: dict[str, Any]) -> str:
    """The rerank: 1.0 for a page that states operating cash, 0.1 otherwise."""
    user = body["messages"][-1]["content"]
    pages = re.findall(r'<data source="page (\d+)">\n(.*?)\n</data>', user, re.S)
    return json.dumps(
        {
            "pages": [
                {
                    "page": int(n),
                    "reasoning": "r",
                    "relevance_score": 1.0 if "operating" in t.lower() else 0.1,
                }
                for n, t in pages
            ]
        }
    )


def _answer(value: Any, pages: list[int]) -> str:
    return json.dumps(
        {
            "step_by_step_analysis": "steps",
            "reasoning_summary": "summary",
            "relevant_pages": pages,
            "final_answer": value,
        }
    )


async def _ask(llm_settings, search, reports, question: str, kind: str):
    library = DocumentLibrary.build(reports, search, None, None)
    settings = load_settings_solver()
    async with LLMClient(llm_settings) as llm:
        return await DocumentAnswerer(library, None, llm, search, settings).answer(question, kind)


def load_settings_solver():
    from services.solver.settings import SolverSettings

    return load_settings(SolverSettings).doc_answer


async def test_a_number_is_answered_from_the_reranked_page_and_cites_its_physical_page(
    fake_llm: FakeLLMServer, llm_settings, search, reports
) -> None:
    fake_llm.add(
        reply(_judge, any_contains="You rank retrieved pages"),
        reply(_answer(406100000, [3]), any_contains="Answer kind: number"),
    )
    out = await _ask(
        llm_settings,
        search,
        reports,
        "What is the Cash flow from operations (in USD) for Acme Robotics, Inc.? If data is not available, "
        "return 'N/A'.",
        "number",
    )
    assert out.value == 406100000.0
    assert out.references == [PageRef("acme", 2)]
    assert out.pages_shown[0] == PageRef("acme", 2)
    answer_prompt = fake_llm.requests[-1]["messages"][-1]["content"]
    assert '<data source="page 3">' in answer_prompt and "Bison" not in answer_prompt


async def test_a_number_written_in_the_cited_pages_scale_is_answered_in_full_units(
    fake_llm: FakeLLMServer, llm_settings, search, tmp_path: Path
) -> None:
    acme = make_report(
        tmp_path / "acme.pdf",
        "ACME ROBOTICS, INC.",
        [
            FILLER,
            "Cash flows (in thousands) | 2022 | 2021\n"
            "Net cash provided by operating activities | 406,100 | 380,200",
        ],
    )
    fake_llm.add(
        reply(_judge, any_contains="You rank retrieved pages"),
        reply(_answer("406,100", [3]), any_contains="Answer kind: number"),
    )
    out = await _ask(
        llm_settings,
        search,
        {"acme": pages_from_pdf(acme)},
        "What is the operating cash flow of Acme Robotics, Inc.?",
        "number",
    )
    assert out.value == 406100000.0
    assert out.references == [PageRef("acme", 2)]
    assert any("stated in units of 1,000" in p for p in out.problems)


async def test_a_company_in_no_document_is_na_without_a_model_call(
    fake_llm: FakeLLMServer, llm_settings, search, reports
) -> None:
    out = await _ask(llm_settings, search, reports, "Did Globex Corporation announce a buyback?", "boolean")
    assert out.value == "N/A"
    assert out.references == []
    assert "Globex Corporation" in out.problems[0]
    assert fake_llm.requests == []


async def test_pages_the_model_was_not_shown_are_not_cited(
    fake_llm: FakeLLMServer, llm_settings, search, reports
) -> None:
    fake_llm.add(
        reply(_judge, any_contains="You rank retrieved pages"),
        reply(_answer(True, [3, 99]), any_contains="Answer kind: boolean"),
    )
    out = await _ask(
        llm_settings, search, reports, "Did Acme Robotics, Inc. report operating cash?", "boolean"
    )
    assert out.value is True
    assert out.references == [PageRef("acme", 2)]
    assert any("not shown" in p for p in out.problems)


async def test_an_na_answer_cites_no_page(fake_llm: FakeLLMServer, llm_settings, search, reports) -> None:
    fake_llm.add(
        reply(_judge, any_contains="You rank retrieved pages"),
        reply(_answer("N/A", [2]), any_contains="Answer kind: number"),
    )
    out = await _ask(
        llm_settings, search, reports, "What was the Gross margin (%) of Acme Robotics, Inc.?", "number"
    )
    assert out.value == "N/A" and out.references == []


async def test_a_comparison_is_split_per_company_then_compared(
    fake_llm: FakeLLMServer, llm_settings, search, reports
) -> None:
    split = {
        "kind": "number",
        "questions": [
            {
                "company": "Acme Robotics, Inc.",
                "question": "What is the operating cash flow of Acme Robotics, Inc.?",
            },
            {
                "company": "Brave Bison Group plc",
                "question": "What is the operating cash flow of Brave Bison Group plc?",
            },
        ],
    }
    fake_llm.add(
        reply(json.dumps(split), any_contains="Rewrite it as one question per company"),
        reply(_judge, any_contains="You rank retrieved pages"),
        reply(_answer(406100000, [3]), any_contains="of Acme Robotics"),
        reply(_answer(2100000, [2]), any_contains="of Brave Bison"),
        reply(_answer("Acme Robotics, Inc.", []), any_contains="compares companies"),
    )
    out = await _ask(
        llm_settings,
        search,
        reports,
        'Which company had the higher operating cash flow: "Acme Robotics, Inc." or "Brave Bison Group plc"?',
        "name",
    )
    assert out.value == "Acme Robotics, Inc."
    assert [a.value for a in out.sub_answers] == [406100000.0, 2100000.0]
    assert out.references == [PageRef("acme", 2), PageRef("bison", 1)]


async def test_a_failed_rerank_keeps_the_retrieval_order_and_says_so(
    fake_llm: FakeLLMServer, llm_settings, search, reports
) -> None:
    fake_llm.add(
        reply("not json at all", any_contains="You rank retrieved pages"),
        reply(_answer(406100000, [3]), any_contains="Answer kind: number"),
    )
    out = await _ask(
        llm_settings, search, reports, "Operating activities cash of Acme Robotics, Inc.?", "number"
    )
    assert out.value == 406100000.0
    assert any("rerank failed" in p for p in out.problems)


async def test_an_unknown_kind_is_refused(llm_settings, search, reports) -> None:
    with pytest.raises(InvalidInputError):
        await _ask(llm_settings, search, reports, "Anything?", "date")


@pytest.mark.parametrize(
    ("kind", "value", "expected"),
    [
        ("number", "1,2", "N/A"),
        ("number", float("nan"), "N/A"),
        ("number", "12.5", 12.5),
        ("number", "$406.1 million", 406100000.0),
        ("number", "(1,234)", -1234.0),
        ("number", "12.5%", 12.5),
        ("number", "about USD 2.5bn in 2022", 2500000000.0),
        ("number", True, "N/A"),
        ("names", [" CEO ", ""], ["CEO"]),
        ("names", [], "N/A"),
        ("name", "  ", "N/A"),
        ("boolean", "n/a", "N/A"),
    ],
)
def test_normalise(kind: str, value: Any, expected: Any) -> None:
    assert normalise(kind, value) == expected


def test_pages_shown_fit_the_context_budget() -> None:
    from shared.pages.answer import render_pages
    from shared.pages.search import PageHit

    pages = [PageHit("d", n, 1.0, 1.0, text="x" * 1000) for n in range(5)]
    context, labels, shown = render_pages(pages, 800, 2000)
    assert [h.page for h in shown] == [0, 1, 2]  # 800 + 800 + the 400 left
    assert sorted(labels) == [1, 2, 3]
    assert context.count("<data") == 3


def test_matching_lines_carry_their_page_numbers_within_their_budget() -> None:
    from shared.pages.answer import render_lines
    from shared.pages.search import PageHit

    lines = [(PageHit("d", 62, 1.0, 1.0), "Revenue: 2022 = 10"), (PageHit("d", 3, 1.0, 1.0), "Revenue 9")]
    assert render_lines(lines, 100) == "[page 63] Revenue: 2022 = 10\n[page 4] Revenue 9"
    assert render_lines(lines, 40) == "[page 63] Revenue: 2022 = 10"


async def test_the_embedded_model_answers_without_the_rerank_by_default(
    fake_llm: FakeLLMServer, llm_settings, reports
) -> None:
    """The rerank is for hosted endpoints: on the embedded model a question costs one answer call."""
    assert llm_settings.endpoint_kind == "local"
    fake_llm.add(reply(_answer(406100000, [3]), any_contains="Answer kind: number"))
    question = "What is the Cash flow from operations (in USD) for Acme Robotics, Inc.?"
    out = await _ask(llm_settings, load_settings(PageSearchSettings), reports, question, "number")
    assert out.value == 406100000.0
    assert len(fake_llm.requests) == 1


async def test_a_figure_past_what_fits_of_the_pages_reaches_the_model_as_a_line_it_can_cite(
    fake_llm: FakeLLMServer, llm_settings
) -> None:
    """The embedded model's context holds a page or two whole; a retrieved page's line that states the
    figure is shown all the same, labelled with its page, and the answer may cite that page."""
    filler = "Operating activities and cash management remained a focus of the board this year. " * 90
    stated = "Net cash provided by operating activities was $406.1 million in 2022."
    pages = ["ACME ROBOTICS, INC.\nAnnual Report 2022", filler, filler + "\n" + stated, filler]
    fake_llm.add(reply(_answer(406100000, [3]), any_contains="Answer kind: number"))
    question = "What is the cash from operating activities of Acme Robotics, Inc.?"
    out = await _ask(llm_settings, load_settings(PageSearchSettings), {"acme": pages}, question, "number")
    prompt = fake_llm.requests[-1]["messages"][-1]["content"]
    assert f"[page 3] {stated}" in prompt
    assert prompt.count(stated) == 1  # not within the pages shown whole
    assert out.value == 406100000.0
    assert out.references == [PageRef("acme", 2)]
    assert PageRef("acme", 2) in out.pages_shown


async def test_a_number_from_pages_in_another_currency_than_the_one_asked_is_na(
    fake_llm: FakeLLMServer, llm_settings
) -> None:
    pages = ["ARMADALE CAPITAL PLC\nAnnual Report 2022", "Net cash from operating activities was £1,234,000."]
    fake_llm.add(reply(_answer(1234000, [2]), any_contains="Answer kind: number"))
    question = "What is the cash from operating activities (in USD) of Armadale Capital Plc?"
    search = load_settings(PageSearchSettings)
    out = await _ask(llm_settings, search, {"armadale": pages}, question, "number")
    assert out.value == "N/A" and out.references == []
    assert any("GBP figures only" in p for p in out.problems)
    in_gbp = question.replace("USD", "GBP")
    in_pounds = await _ask(llm_settings, search, {"armadale": pages}, in_gbp, "number")
    assert in_pounds.value == 1234000.0 and in_pounds.references == [PageRef("armadale", 1)]


async def test_a_number_no_page_shown_states_is_na_and_says_why(
    fake_llm: FakeLLMServer, llm_settings
) -> None:
    """A margin the model divided out of two figures is no figure of the report's: N/A, with the reason."""
    pages = [
        "INMUNE BIO INC.\nAnnual Report 2022",
        "Revenue was $52.2 million in 2022. Net loss was $729 thousand.",
    ]
    fake_llm.add(reply(_answer("140.68%", [2]), any_contains="Answer kind: number"))
    question = "What was the Gross margin (%) for Inmune Bio Inc.?"
    out = await _ask(llm_settings, load_settings(PageSearchSettings), {"inmune": pages}, question, "number")
    assert out.value == "N/A" and out.references == []
    assert any("140.68 is no figure of the pages shown" in p for p in out.problems)


async def test_the_model_reads_the_answer_fields_rules_and_the_questions_own_instructions(
    fake_llm: FakeLLMServer, llm_settings
) -> None:
    """The local grammar keeps the schema's form only, so each field's rule is written in the prompt; the
    question keeps how it wants the answer written and loses only what to answer when data is missing."""
    pages = [
        "WESTWATER RESOURCES, INC.\nAnnual Report 2022",
        "Frank Bakker was appointed President and Chief Executive Officer in 2022.",
    ]
    fake_llm.add(
        reply(_answer(["President and Chief Executive Officer"], [2]), any_contains="a list of names")
    )
    question = (
        "Which leadership positions changed at Westwater Resources, Inc.? If data is not available, return "
        "'N/A'. Give me the title of the position."
    )
    out = await _ask(llm_settings, load_settings(PageSearchSettings), {"westwater": pages}, question, "names")
    prompt = fake_llm.requests[-1]["messages"][-1]["content"]
    assert "- final_answer: Every name that answers the question" in prompt
    assert "its title only, without the person's name" in prompt
    asked = prompt.rsplit("Question: ", 1)[1]
    assert "Give me the title of the position." in asked and "not available" not in asked
    assert out.value == ["President and Chief Executive Officer"]
