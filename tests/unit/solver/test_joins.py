"""A drafted query's joins to tables the task does not have, dropped when nothing else reads them."""

from __future__ import annotations

from services.solver.joins import drop_foreign_joins
from shared.layout import LightCatalog

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
