"""The lines of the retrieved pages that bear most on a question."""

from __future__ import annotations

from shared.pages.evidence import query_terms, select, units
from shared.pages.search import PageHit

# Weights as a document would give them: the metric's words are rare, "company" is on every page.
WEIGHTS = {"operating": 3.0, "activities": 2.0, "cash": 1.5, "net": 0.5, "company": 0.1, "patents": 4.0}


def idf(doc: str, word: str) -> float:
    return WEIGHTS.get(word, 1.0)


def hit(page: int, text: str) -> PageHit:
    return PageHit("report", page, 1.0, 1.0, text=text)


def test_the_question_words_do_not_count_and_short_words_are_left_out() -> None:
    assert query_terms("How many patents did the company hold at year end?") == {
        "patents",
        "company",
        "hold",
        "year",
        "end",
    }
    assert "营" in query_terms("营业收入是多少")


def test_rare_query_words_rank_a_line_above_common_ones_on_any_retrieved_page() -> None:
    pages = [
        hit(4, "The company grew.\nNet cash rose as the company expanded, 12 stores."),
        hit(9, "Overview\nNet cash provided by operating activities was $406.1 million in 2022."),
    ]
    lines = select(pages, "cash flow from operating activities company", "number", idf, 5)
    first = lines[0]
    assert (first[0].page, first[1]) == (
        9,
        "Net cash provided by operating activities was $406.1 million in 2022.",
    )
    assert lines[1][0].page == 4 and len(lines) == 2  # "The company grew." holds no figure


def test_a_number_question_takes_lines_with_a_figure_other_than_a_year() -> None:
    pages = [hit(0, "Operating activities in 2022 and 2021.\nOperating activities: 1,234.")]
    number = [line for _, line in select(pages, "operating activities", "number", idf, 5)]
    boolean = [line for _, line in select(pages, "operating activities", "boolean", idf, 5)]
    assert number == ["Operating activities: 1,234."]
    assert len(boolean) == 2


def test_a_long_paragraph_is_read_sentence_by_sentence_and_table_rows_beside_their_headers() -> None:
    paragraph = " ".join(["The board met often and reviewed the strategy of the group."] * 6)
    table = "2022 | 2021\nRevenue ... 10 | 9"
    text = f"{paragraph} As of December 31, 2022, we owned over 1,300 patents.\n{table}"
    out = units(text)
    assert "As of December 31, 2022, we owned over 1,300 patents." in out
    assert "Revenue: 2022 = 10; 2021 = 9" in out
    lines = select([hit(2, text)], "number of patents", "number", idf, 1)
    assert lines[0][1] == "As of December 31, 2022, we owned over 1,300 patents."


def test_a_line_repeated_on_two_pages_is_given_once_and_ties_go_to_the_page_retrieved_first() -> None:
    pages = [hit(7, "Patents held: 12."), hit(3, "Patents held: 12.\nPatents pending: 4.")]
    lines = select(pages, "patents", "number", idf, 5)
    assert [(h.page, line) for h, line in lines] == [(7, "Patents held: 12."), (3, "Patents pending: 4.")]
    assert select(pages, "what is it", "number", idf, 5) == []
