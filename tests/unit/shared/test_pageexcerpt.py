"""The part of a page the model reads when the whole page does not fit."""

from __future__ import annotations

from shared.pages.excerpt import excerpt

PAGE = "\n".join(
    ["# CONSOLIDATED STATEMENTS OF CASH FLOWS", "(Dollars in millions)"]
    + [f"Other line {i} of the statement" for i in range(60)]
    + ["Net cash provided by operating activities: 2022 = 8,522 (8522000000)"]
    + [f"Investing line {i}" for i in range(60)]
)


def test_the_line_with_most_query_words_is_kept_with_its_neighbours_and_the_heading() -> None:
    out = excerpt(PAGE, "Cash flow from operating activities", 400)
    lines = out.splitlines()
    assert lines[0] == "# CONSOLIDATED STATEMENTS OF CASH FLOWS" and lines[1] == "..."
    assert "Net cash provided by operating activities: 2022 = 8,522 (8522000000)" in lines
    assert lines[-1] == "..."
    kept = [line for line in lines if line != "..."]
    assert sum(len(line) + 1 for line in kept) <= 400 + 1
    # Whole lines, in page order, one stretch around the best line.
    assert kept == [line for line in PAGE.splitlines() if line in kept]


def test_a_page_that_fits_is_whole_and_a_long_line_is_cut_around_the_words() -> None:
    assert excerpt("short page", "anything", 100) == "short page"
    text = "intro " * 200 + "the operating cash flow was 5 " + "outro " * 200
    out = excerpt(text, "operating cash", 100)
    assert "operating cash flow" in out and out.startswith("...") and len(out) <= 106
    chinese = "\n".join(["a"] * 10 + ["净利润 100"] + ["b"] * 10)
    assert excerpt(chinese, "净利润是多少", 12).count("净利润") == 1
