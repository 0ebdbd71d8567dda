"""An invented year or month column read from the table's date column, which DuckDB then runs."""

from __future__ import annotations

import duckdb

from services.solver.timeparts import time_parts
from shared.layout import ColumnNote, ExtractedColumns

TYPES = {
    "investments": {
        "company": "VARCHAR",
        "announce_date": "VARCHAR",
        "paid_date": "VARCHAR",
        "amount": "DOUBLE",
    },
    "lands": {"company": "VARCHAR", "deal_date": "DATE", "price": "DOUBLE"},
}
NOTES = ExtractedColumns(
    tables={
        "investments": {
            "announce_date": ColumnNote(meaning="公告日期，YYYY-MM-DD"),
            "paid_date": ColumnNote(meaning="出资日期"),
        }
    }
)


def _run(sql: str) -> list[tuple]:
    con = duckdb.connect()
    con.execute(
        "CREATE TABLE investments (company VARCHAR, announce_date VARCHAR, paid_date VARCHAR, amount DOUBLE)"
    )
    con.execute(
        "INSERT INTO investments VALUES "
        "('甲', '2024-03-05', '2023-12-01', 10), ('乙', '2023-06-01', '2024-01-02', 5)"
    )
    con.execute("CREATE TABLE lands (company VARCHAR, deal_date DATE, price DOUBLE)")
    con.execute("INSERT INTO lands VALUES ('甲', DATE '2024-07-01', 100), ('乙', DATE '2023-07-01', 50)")
    return con.execute(sql).fetchall()


def test_the_date_column_the_question_names_gives_the_year() -> None:
    draft = "SELECT company FROM investments WHERE year = 2024"
    fixed, changes = time_parts(draft, "duckdb", "2024年（按公告日期）对外投资的公司", NOTES, TYPES)
    assert fixed == "SELECT company FROM investments WHERE YEAR(TRY_CAST(announce_date AS DATE)) = 2024"
    assert len(changes) == 1 and "investments.announce_date" in changes[0]
    assert _run(fixed) == [("甲",)]


def test_a_qualified_column_of_a_table_with_one_date_column() -> None:
    draft = (
        "SELECT T2.company, SUM(T2.price) FROM investments AS T1 JOIN lands AS T2 ON T1.company = T2.company "
        "WHERE T2.deal_year = 2024 GROUP BY T2.company"
    )
    fixed, _ = time_parts(draft, "duckdb", "2024年竞得土地的成交价合计", NOTES, TYPES)
    assert "YEAR(T2.deal_date) = 2024" in fixed
    assert _run(fixed) == [("甲", 100.0)]


def test_no_mend_where_the_column_exists_is_an_alias_or_the_date_is_in_doubt() -> None:
    alias = "SELECT YEAR(deal_date) AS year, SUM(price) FROM lands GROUP BY year"
    assert time_parts(alias, "duckdb", "每年成交价合计", NOTES, TYPES) == (alias, [])
    doubt = "SELECT company FROM investments WHERE year = 2024"
    assert time_parts(doubt, "duckdb", "2024年的投资", None, TYPES) == (doubt, [])
    assert time_parts("SELECT month FROM t", "duckdb", "月份", NOTES, {"t": {"month": "VARCHAR"}})[1] == []
