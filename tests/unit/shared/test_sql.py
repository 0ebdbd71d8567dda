from shared.sql import referenced_tables


def test_tables_a_query_reads_lower_cased_through_joins_and_subqueries() -> None:
    sql = 'SELECT a.x FROM "Orders" a JOIN lake ON a.id = lake.id WHERE a.y IN (SELECT y FROM State)'
    assert referenced_tables(sql, "sqlite") == {"orders", "lake", "state"}


def test_unknowable_reads_are_none() -> None:
    assert referenced_tables("SELECT * FROM query_table('x')") is None
    assert referenced_tables("SELECT FROM WHERE (") is None
