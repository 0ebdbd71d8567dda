"""Whether a page states figures in the currency a question asks for."""

from __future__ import annotations

import pytest

from shared.pages.currency import asked_currency, other_currency


@pytest.mark.parametrize(
    ("question", "family"),
    [
        ("What is the total revenue (in USD) for Acme?", "USD"),
        ("What was the profit after tax (in AUD) for Rectifier?", "USD"),
        ("What is the revenue (in GBP) of Brave Bison?", "GBP"),
        ("公司的营业收入是多少人民币？", "CNY"),
        ("How many stores did Acme operate?", ""),
        ("Revenue in USD and in EUR?", ""),
    ],
)
def test_the_currency_a_question_asks_for(question: str, family: str) -> None:
    assert asked_currency(question) == family


def test_a_page_in_another_currency_family_is_told_apart_and_a_dollar_sign_is_any_dollar() -> None:
    question = "What is the net income (in USD) for Armadale Capital Plc?"
    assert other_currency(question, "Profit for the year £1,234,000") == "GBP"
    assert other_currency(question, "Profit for the year £1,234,000 ($1.5 million)") == ""
    assert other_currency("Revenue (in AUD)?", "Revenue $91.7 million") == ""
    assert other_currency(question, "Revenue 1,234") == ""  # no currency written: not told
    assert other_currency("How many employees?", "£1,234") == ""
    assert other_currency("营业收入（人民币）？", "Revenue €12 million") == "EUR"
