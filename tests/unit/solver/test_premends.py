"""The filters a question names that a draft left out, added before it runs."""

from __future__ import annotations

from services.solver.grounding import StoredForm
from services.solver.premends import named_filters

STORED = [
    StoredForm("限制性股票", "grants", "instrument", ["限制性股票"], True),
    StoredForm("预增", "forecasts", "forecast_type", ["预增"], True),
    StoredForm("2023年度", "forecasts", "period", ["2023年度"], True),
]
QUESTION = "2023年度业绩预告类型为“预增”的公司中，哪些公司授予过限制性股票？"
DRAFT = (
    "SELECT T2.code, SUM(T1.qty) FROM grants AS T1 JOIN forecasts AS T2 ON T1.code = T2.code "
    "WHERE T2.period = '2023年度' AND T1.instrument = '限制性股票' GROUP BY T2.code"
)


def test_a_stored_value_the_question_names_becomes_the_filter_the_draft_left_out() -> None:
    fixed, added = named_filters(DRAFT, "sqlite", QUESTION, STORED)
    assert fixed == (
        "SELECT T2.code, SUM(T1.qty) FROM grants AS T1 JOIN forecasts AS T2 ON T1.code = T2.code "
        "WHERE (T2.period = '2023年度' AND T1.instrument = '限制性股票') AND T2.\"forecast_type\" = '预增' "
        "GROUP BY T2.code"
    )
    assert added == ["T2.\"forecast_type\" = '预增' (the question names '预增' of forecasts.forecast_type)"]


def test_a_value_inside_a_longer_one_is_not_named_and_two_values_are_categories() -> None:
    stored = [
        StoredForm("质押", "pledges", "action", ["质押"], True),
        StoredForm("解除质押", "pledges", "action", ["解除质押"], True),
    ]
    fixed, _ = named_filters("SELECT SUM(shares) FROM pledges", "sqlite", "解除质押的股数合计", stored)
    assert fixed == "SELECT SUM(shares) FROM pledges WHERE pledges.\"action\" = '解除质押'"
    both = "SELECT action, SUM(shares) FROM pledges GROUP BY 1"
    assert named_filters(both, "sqlite", "质押和解除质押的股数各多少", stored) == (both, [])
    plain = "SELECT SUM(shares) FROM pledges"
    assert named_filters(plain, "sqlite", "质押和解除质押的股数合计", stored) == (plain, [])


def test_a_draft_that_mentions_the_column_or_reads_its_table_twice_is_left_as_drafted() -> None:
    cased = "SELECT SUM(CASE WHEN forecast_type = '预减' THEN 1 END) FROM forecasts"
    assert named_filters(cased, "sqlite", "预增的公司", STORED) == (cased, [])
    twice = "SELECT a.code FROM forecasts AS a JOIN forecasts AS b ON a.code = b.code"
    assert named_filters(twice, "sqlite", "预增的公司", STORED) == (twice, [])
    other = "SELECT code FROM grants"
    assert named_filters(other, "sqlite", "预增的公司", STORED) == (other, [])
