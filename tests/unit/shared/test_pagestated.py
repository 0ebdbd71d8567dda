"""Whether a number answer is a figure of the text it was drawn from, in any scale reports write."""

from __future__ import annotations

import pytest

from shared.pages.stated import stated

PAGE = (
    "Net cash provided by operating activities was $406.1 million in 2022.\n"
    "(in thousands) | 2022 | 2021\n"
    "Total revenues | 96,348 | 88,120\n"
    "Net loss | (4,512) | (3,001)\n"
    "Gross margin was 38.5% of sales.\n"
    "营业收入 12.3亿元"
)


@pytest.mark.parametrize(
    "value",
    [
        406_100_000,  # "$406.1 million"
        406.1,  # as written
        96_348_000,  # a row of a table in thousands
        96_348,
        -4_512_000,  # a loss in parentheses, answered negative
        38.5,  # a percent
        1_230_000_000,  # 12.3亿
        406_000_000,  # rounded within the scoring tolerance (1%)
    ],
)
def test_a_figure_of_the_text_in_any_scale_is_stated(value: float) -> None:
    assert stated(value, PAGE)


@pytest.mark.parametrize(
    "value",
    [
        140.68,  # a ratio of two figures, worked out
        96_348_000 + 88_120_000,  # a sum of two figures
        380_000_000,  # more than 1% off any figure
        float("nan"),
    ],
)
def test_a_value_the_text_does_not_write_is_not_stated(value: float) -> None:
    assert not stated(value, PAGE)


def test_a_figure_written_in_words_is_not_found() -> None:
    assert not stated(12, "We own twelve patents.")
    assert stated(12, "We own 12 patents.")
