"""A drafted query's joins to tables the task does not have, dropped when nothing else reads them; two
extracted tables joined on their record numbers, joined on a column both hold."""

from __future__ import annotations

from services.solver.joins import drop_foreign_joins, rejoin_record_numbers
from shared.layout import ColumnNote, ExtractedColumns, LightCatalog

CATALOG = LightCatalog.model_validate(
    {"query_surfaces": [{"name": "admin_penalty", "kind": "table"}, {"name": "firms", "kind": "table"}]}
)


def test_a_join_to_a_table_the_task_lacks_is_dropped_when_only_its_condition_reads_it() -> None:
    drafted = (
        "SELECT T1.party_name, T1.fine FROM admin_penalty AS T1 INNER JOIN information_schema.columns AS T2 "
        "ON T1.company_name = T2.table_name WHERE T1.party_type = '个人' ORDER BY T1.fine DESC LIMIT 1"
    )
    sql, dropped = drop_foreign_joins(drafted, "duckdb", CATALOG)
    assert sql == (
        "SELECT T1.party_name, T1.fine FROM admin_penalty AS T1 WHERE T1.party_type = '个人' "
        "ORDER BY T1.fine DESC LIMIT 1"
    )
    assert dropped == ['join to information_schema."columns" AS T2 dropped: the task has no such table']


def test_joins_the_query_reads_or_the_task_has_are_kept() -> None:
    read = "SELECT T2.table_name FROM admin_penalty AS T1 JOIN information_schema.columns AS T2 ON 1 = 1"
    own = "SELECT T1.fine FROM admin_penalty AS T1 JOIN firms AS F ON T1.company_name = F.name"
    cte = "WITH top AS (SELECT 1 AS x) SELECT T1.fine FROM admin_penalty AS T1 JOIN top ON T1.fine = top.x"
    for sql in (read, own, cte, "not sql at all ((("):
        assert drop_foreign_joins(sql, "duckdb", CATALOG) == (sql, [])


def test_two_extracted_tables_joined_on_their_record_numbers_are_joined_on_a_column_both_hold() -> None:
    notes = ExtractedColumns(
        tables={
            "perf_forecast": {
                "record_id": ColumnNote(meaning="record number"),
                "announce_date": ColumnNote(meaning="公告日期"),
                "stock_code": ColumnNote(meaning="证券代码"),
                "forecast_type": ColumnNote(meaning="预告类型"),
            },
            "equity_grant": {
                "record_id": ColumnNote(),
                "stock_code": ColumnNote(meaning="证券代码"),
                "announce_date": ColumnNote(),
            },
        }
    )
    drafted = (
        "SELECT T1.stock_code, SUM(T2.shares) FROM perf_forecast AS T1 JOIN equity_grant AS T2 "
        "ON T1.record_id = T2.record_id WHERE T1.forecast_type = '预增' GROUP BY T1.stock_code"
    )
    sql, changed = rejoin_record_numbers(drafted, "duckdb", notes)
    assert "ON T1.stock_code = T2.stock_code" in sql
    assert changed == ["join of perf_forecast and equity_grant on their record numbers made on stock_code"]
    # One table joined to itself, or tables extraction did not make: as drafted.
    own = "SELECT a.x FROM perf_forecast AS a JOIN perf_forecast AS b ON a.record_id = b.record_id"
    assert rejoin_record_numbers(own, "duckdb", notes) == (own, [])
    other = "SELECT a.x FROM perf_forecast AS a JOIN orders AS b ON a.record_id = b.record_id"
    assert rejoin_record_numbers(other, "duckdb", notes) == (other, [])
    assert rejoin_record_numbers(drafted, "duckdb", None) == (drafted, [])


def test_columns_read_through_a_table_the_task_lacks_are_read_from_the_table_that_holds_them() -> None:
    columns = ["record_id", "party_name", "company_name", "regulator", "fine"]
    catalog = LightCatalog.model_validate(
        {
            "query_surfaces": [
                {"name": "admin_penalty", "kind": "table", "columns": [{"name": c} for c in columns]}
            ]
        }
    )
    drafted = (
        "SELECT T1.party_name, T2.company_name, T3.fine FROM admin_penalty AS T1 "
        "JOIN company AS T2 ON T1.company_name = T2.company_name "
        "JOIN fine AS T3 ON T1.record_id = T3.record_id "
        "WHERE T1.regulator = 'x' ORDER BY T3.fine DESC LIMIT 1"
    )
    sql, dropped = drop_foreign_joins(drafted, "duckdb", catalog)
    assert sql == (
        "SELECT T1.party_name, T1.company_name, T1.fine FROM admin_penalty AS T1 WHERE T1.regulator = 'x' "
        "ORDER BY T1.fine DESC LIMIT 1"
    )
    assert dropped == [
        "join to company AS T2 dropped: the task has no such table (company_name read from T1)",
        "join to fine AS T3 dropped: the task has no such table (fine read from T1)",
    ]
    # A column no table of the query holds: the join is the model's to mend.
    unknown = "SELECT T1.party_name, T2.ticker FROM admin_penalty AS T1 JOIN company AS T2 ON T1.fine = T2.x"
    assert drop_foreign_joins(unknown, "duckdb", catalog) == (unknown, [])
