"""What the question states of its figures, put in code: a division the right way round, a figure
written with a scale word in full units, a ratio asked for as a decimal shown without "* 100"."""

from __future__ import annotations

from services.solver.candidates import candidate_messages
from services.solver.grounding import Grounding, render_figures, scaled_figures
from services.solver.ratios import decimal_ratios, orient_divisions, stated_divisions
from services.solver.settings import CandidateVariant
from shared.layout import ColumnNote, ExtractedColumns, LightCatalog

NOTES = ExtractedColumns(
    tables={
        "LC_BuyBack": {
            "cumbuybackshares": ColumnNote(meaning="累计回购股数，单位：股 (INTEGER)"),
            "cumbuybackmoney": ColumnNote(meaning="累计已支付的回购总金额，单位：元 (DECIMAL)"),
            "infopubldate": ColumnNote(meaning="公告日期 (DATE)"),
            "highprice": ColumnNote(meaning="回购最高成交价，单位：元/股 (DECIMAL)"),
            # Holds the divisor's words and more: the divisor's phrase names the share count better.
            "pctoftotal": ColumnNote(meaning="累计回购股数占总股本比例，比例值 (DECIMAL)"),
        }
    }
)
QUESTION = (
    "列出各次回购公告的公告日期以及回购均价（元/股，即截至该次公告累计已支付的回购金额除以累计回购股数）。"
)


def test_the_division_a_question_states_is_read_with_its_sides() -> None:
    assert stated_divisions(QUESTION) == [("截至该次公告累计已支付的回购金额", "累计回购股数")]
    assert stated_divisions("the average price, that is the amount paid divided by the shares bought.") == [
        ("amount paid", "shares bought")
    ]
    assert stated_divisions("列出每股收益") == []


def test_a_division_drafted_the_other_way_round_is_turned() -> None:
    sql = "SELECT infopubldate, cumbuybackshares / cumbuybackmoney AS avg_price FROM LC_BuyBack"
    fixed, turned = orient_divisions(sql, "duckdb", QUESTION, NOTES)
    # Turned, and a fraction: the dividend cast, so that integers do not divide to an integer.
    assert "CAST(cumbuybackmoney AS REAL) / cumbuybackshares" in fixed and len(turned) == 1
    right = "SELECT cumbuybackmoney / NULLIF(cumbuybackshares, 0) FROM LC_BuyBack"
    fixed, turned = orient_divisions(right, "sqlite", QUESTION, NOTES)
    assert "CAST(cumbuybackmoney AS REAL) / NULLIF(cumbuybackshares, 0)" in fixed and len(turned) == 1
    # Right and cast already, a division the question does not state, or one column twice: as drafted.
    cast_right = "SELECT CAST(cumbuybackmoney AS DOUBLE) / cumbuybackshares FROM LC_BuyBack"
    assert orient_divisions(cast_right, "duckdb", QUESTION, NOTES) == (cast_right, [])
    assert orient_divisions(sql, "duckdb", "列出回购均价", NOTES) == (sql, [])
    same = "SELECT cumbuybackmoney / cumbuybackmoney FROM LC_BuyBack"
    assert orient_divisions(same, "duckdb", QUESTION, NOTES) == (same, [])
    # One side the column its phrase names, the other another: the other takes its phrase's column.
    fixed, turned = orient_divisions(
        "SELECT highprice / cumbuybackshares AS p FROM LC_BuyBack", "duckdb", QUESTION, NOTES
    )
    assert "CAST(cumbuybackmoney AS REAL) / cumbuybackshares" in fixed and len(turned) == 1
    # Guards and casts travel with their side.
    cast = "SELECT CAST(cumbuybackshares AS DOUBLE) / NULLIF(cumbuybackmoney, 0) FROM LC_BuyBack"
    fixed, _ = orient_divisions(cast, "duckdb", QUESTION, NOTES)
    assert "CAST(NULLIF(cumbuybackmoney, 0) AS REAL) / CAST(cumbuybackshares AS DOUBLE)" in fixed
    # Without extraction's notes the columns' names are their words.
    english = "SELECT shares_bought / amount_paid FROM t"
    fixed, _ = orient_divisions(english, "duckdb", "the amount paid divided by the shares bought", None)
    assert "CAST(amount_paid AS REAL) / shares_bought" in fixed


def test_figures_the_question_writes_with_a_scale_are_given_in_full() -> None:
    question = (
        "担保金额超过1亿元（不含1亿元）、涉案金额超过5,000万元，或 more than 2.5 million shares，2023年内"
    )
    figures = scaled_figures(question)
    assert figures == [("1亿元", "100000000"), ("5,000万元", "50000000"), ("2.5 million", "2500000")]
    assert render_figures(figures).endswith(
        "- 1亿元 = 100000000\n- 5,000万元 = 50000000\n- 2.5 million = 2500000"
    )
    assert scaled_figures("2023年7月1日至12月31日，前10名") == []
    grounding = Grounding(figures=figures)
    assert grounding.as_dict()["figures"][0] == {"written": "1亿元", "value": "100000000"}
    variant = CandidateVariant(name="a", schema_view="all", stored_forms=False, temperature=0.0)
    prompt = candidate_messages(variant, question, LightCatalog(), grounding, "duckdb", None)  # type: ignore[arg-type]
    assert "1亿元 = 100000000" in prompt[-1]["content"]


def test_figures_are_also_given_in_the_units_the_extracted_columns_count_in() -> None:
    notes = ExtractedColumns(
        tables={
            "bond_issue": {
                "actual_size": ColumnNote(meaning="实际发行规模，单位：亿元"),
                "bond_type": ColumnNote(meaning="债券品种"),
            },
            "holdings": {"shares": ColumnNote(meaning="持股数量（万股）")},
        }
    )
    figures = scaled_figures("实际发行规模合计不低于20亿元、持股超过500万股的", notes)
    assert figures == [
        ("20亿元", "2000000000; in 亿元 (bond_issue.actual_size): 20"),
        ("500万股", "5000000; in 万股 (holdings.shares): 500"),
    ]


def test_a_ratio_asked_for_as_a_decimal_is_shown_without_a_hundredfold():
    asked = "列出项目名称及其金额占营业收入的比例（以小数表示，四舍五入保留4位小数），比例超过10%的"
    sql = "SELECT p, ROUND(a / r * 100, 4) AS ratio FROM t WHERE a / r * 100 > 10 ORDER BY ratio DESC"
    fixed, dropped = decimal_ratios(sql, "sqlite", asked)
    # The filter keeps its percent: "超过10%" is the same condition either way.
    assert fixed == "SELECT p, ROUND(a / r, 4) AS ratio FROM t WHERE a / r * 100 > 10 ORDER BY ratio DESC"
    assert dropped == ["a / r * 100 -> a / r (a decimal asked)"]
    growth = "SELECT name, (new / old - 1) * 100 AS g FROM t"
    assert (
        decimal_ratios(growth, "sqlite", "growth rate as a decimal")[0]
        == "SELECT name, (new / old - 1) AS g FROM t"
    )
    # Decimal places, or a percentage asked: as it was.
    places = "列出比例（单位：%，保留2位小数）"
    assert decimal_ratios(sql, "sqlite", places) == (sql, [])
    assert decimal_ratios(growth, "sqlite", "growth in percent, to 2 decimal places") == (growth, [])
