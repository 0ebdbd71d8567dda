"""Words of a question and of a column: runs of wording compared between them, figures with their
scale words."""

from __future__ import annotations

from decimal import Decimal

from shared.numbers import scaled_figures, stated_unit
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


def test_figures_written_with_a_scale_word_are_found_in_full_units() -> None:
    found = scaled_figures("不低于1亿元、5,000万元，或2.5 million; 1,114 mn shares; 2023年10名")
    assert [(f.written, f.figure, f.value) for f in found] == [
        ("1亿元", "1", Decimal(10**8)),
        ("5,000万元", "5,000", Decimal(5 * 10**7)),
        ("2.5 million", "2.5", Decimal(2_500_000)),
        ("1,114 mn", "1,114", Decimal(1_114_000_000)),
    ]
    assert scaled_figures("12 months, 3 minutes, 10名") == []


def test_the_unit_a_columns_meaning_counts_in() -> None:
    assert stated_unit("实际发行规模，单位：亿元") == ("亿元", Decimal(10**8))
    assert stated_unit("持股数量（万股）") == ("万股", Decimal(10**4))
    assert stated_unit("revenue in millions of RMB") == ("millions", Decimal(10**6))
    assert stated_unit("债券品种") is None and stated_unit("") is None


def test_a_unit_written_alone_as_a_clause_of_the_meaning_is_stated() -> None:
    assert stated_unit("当月合同销售金额，亿元；不是累计数 (REAL)") == ("亿元", Decimal(10**8))
    assert stated_unit("销售面积，万平方米；未披露为空") == ("万平方米", Decimal(10**4))
    assert stated_unit("年设计产能，万吨/年") == ("万吨", Decimal(10**4))
    assert stated_unit("金额，万元以上部分") is None
    assert stated_unit("调整前价格，元/吨") is None
