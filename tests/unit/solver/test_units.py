"""A figure the question writes with a scale, compared with a column in the unit the column counts in; a
division of two columns in one unit."""

from __future__ import annotations

from services.solver.units import divisions_in_one_unit, figures_in_column_units
from shared.layout import ColumnNote, ExtractedColumns

NOTES = ExtractedColumns(
    tables={
        "bond_issue": {
            "actual_size": ColumnNote(meaning="实际发行规模（亿元）"),
            "lead_underwriter": ColumnNote(meaning="主承销商名称"),
            "issue_count": ColumnNote(meaning="发行只数"),
        }
    }
)
QUESTION = "哪些主承销商承销的实际发行规模合计不低于20亿元？请列出主承销商名称及其合计（亿元）。"


def test_a_full_unit_figure_compared_with_a_column_in_yi_is_written_in_yi() -> None:
    drafted = (
        "SELECT lead_underwriter, SUM(CAST(actual_size AS REAL)) AS total FROM bond_issue "
        "GROUP BY lead_underwriter HAVING total >= 2000000000"
    )
    sql, changed = figures_in_column_units(drafted, "duckdb", QUESTION, NOTES)
    assert sql.endswith("HAVING total >= 20")
    assert changed == ["2000000000 -> 20: bond_issue.actual_size counts in 亿元 (the question: 20亿元)"]
    where = "SELECT * FROM bond_issue AS b WHERE 2000000000 < b.actual_size"
    assert figures_in_column_units(where, "duckdb", QUESTION, NOTES)[0].endswith("WHERE 20 < b.actual_size")


def test_counts_figures_already_in_unit_and_figures_the_question_lacks_stay() -> None:
    for sql in (
        "SELECT COUNT(*) FROM bond_issue HAVING COUNT(*) >= 2000000000",  # a count has no unit
        "SELECT * FROM bond_issue WHERE actual_size >= 20",
        "SELECT * FROM bond_issue WHERE actual_size >= 3000000000",  # not the question's figure
        "SELECT * FROM bond_issue WHERE issue_count >= 2000000000",  # its meaning states no unit
    ):
        assert figures_in_column_units(sql, "duckdb", QUESTION, NOTES) == (sql, [])
    # A figure in shares is not compared in yuan.
    shares = "SELECT * FROM bond_issue WHERE actual_size >= 2000000000"
    assert figures_in_column_units(shares, "duckdb", "规模不低于20亿股", NOTES) == (shares, [])


AWARDS = ExtractedColumns(
    tables={
        "awards": {
            "amount": ColumnNote(meaning="合同金额，单位：万元"),
            "shares": ColumnNote(meaning="股数，单位：股"),
        },
        "profile": {
            "revenue": ColumnNote(meaning="营业收入，单位：亿元"),
            "float": ColumnNote(meaning="流通股（万股）"),
        },
    }
)


def test_a_division_of_columns_in_wan_and_yi_brings_the_divisor_to_the_dividends_unit() -> None:
    sql = "SELECT a.amount / p.revenue AS r FROM awards AS a JOIN profile AS p ON a.code = p.code"
    fixed, changed = divisions_in_one_unit(sql, "sqlite", AWARDS)
    assert (
        fixed
        == "SELECT a.amount / (p.revenue * 10000) AS r FROM awards AS a JOIN profile AS p ON a.code = p.code"
    )
    assert changed == [
        "p.revenue -> (p.revenue * 10000): awards.amount counts in 万元, profile.revenue in 亿元"
    ]
    summed = "SELECT SUM(a.shares) / MAX(p.float) FROM awards AS a, profile AS p"
    assert divisions_in_one_unit(summed, "sqlite", AWARDS)[0] == (
        "SELECT SUM(a.shares) / (MAX(p.float) * 10000) FROM awards AS a CROSS JOIN profile AS p"
    )
    # Already converted, units of another base, or a column with no stated unit: as drafted.
    for kept in (
        "SELECT a.amount / (p.revenue * 10000) FROM awards AS a, profile AS p",
        "SELECT a.amount / p.float FROM awards AS a, profile AS p",
        "SELECT a.shares / a.shares FROM awards AS a",
        "SELECT a.amount / a.code FROM awards AS a",
    ):
        assert divisions_in_one_unit(kept, "sqlite", AWARDS) == (kept, [])
