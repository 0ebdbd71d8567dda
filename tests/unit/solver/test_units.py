"""A figure the question writes with a scale, compared with a column in the unit the column counts in."""

from __future__ import annotations

from services.solver.units import figures_in_column_units
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
