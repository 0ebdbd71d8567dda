"""Words of a question and of a column: runs of wording compared between them."""

from __future__ import annotations

from shared.terms import word_runs


def test_wording_is_compared_by_runs_of_characters_or_words() -> None:
    assert word_runs("2024年度预计金额", 3) >= {"202", "024", "24年", "预计金", "计金额"}
    assert word_runs("2024年度预计金额", 2, latin_in_chinese=False) == {
        "年度",
        "度预",
        "预计",
        "计金",
        "金额",
    }
    assert word_runs("the total amount of shares", 3) == {
        "the total",
        "total amount",
        "amount of",
        "of shares",
    }
    assert word_runs("the total amount of shares", 2) == {"total", "amount", "shares"}
    assert word_runs("金额", 3) == set() and word_runs("amount", 3) == set()
