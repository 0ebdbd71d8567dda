"""A failed query without the clauses that name a column the data lacks."""

from __future__ import annotations

import pytest

from services.solver.relax import missing_column, relax

JOINED = "SELECT T1.name, T2.city FROM person AS T1 JOIN place AS T2 ON T1.place_id = T2.id"


@pytest.mark.parametrize(
    ("sql", "error", "expected", "dropped"),
    [
        (
            f"{JOINED} WHERE T2.is_capital = (SELECT MAX(is_capital) FROM place) ORDER BY T1.name LIMIT 1",
            'Binder Error: Referenced column "is_capital" not found in FROM clause!',
            f"{JOINED} ORDER BY T1.name LIMIT 1",
            "the condition T2.is_capital = (SELECT MAX(is_capital) FROM place)",
        ),
        (
            f"{JOINED} WHERE NOT T2.rank IS NULL AND T1.age > 30",
            'Binder Error: Values list "T2" does not have a column named "rank"',
            f"{JOINED} WHERE T1.age > 30",
            "the condition NOT T2.rank IS NULL",
        ),
        (
            "SELECT T1.name, SUM(T1.goals) AS total FROM person AS T1 GROUP BY T1.name",
            'Binder Error: Table "T1" does not have a column named "goals"',
            "SELECT T1.name FROM person AS T1 GROUP BY T1.name",
            "the output column SUM(T1.goals) AS total",
        ),
        (
            "SELECT name FROM person ORDER BY height DESC, name",
            'Binder Error: Referenced column "height" not found in FROM clause!',
            "SELECT name FROM person ORDER BY name",
            "the ordering by height DESC",
        ),
        (
            "SELECT name, COUNT(*) AS n FROM person GROUP BY name, team_name",
            'Binder Error: Referenced column "team_name" not found in FROM clause!',
            "SELECT name, COUNT(*) AS n FROM person GROUP BY name",
            "the grouping by team_name",
        ),
    ],
)
def test_the_clause_that_uses_the_missing_column_is_dropped(sql, error, expected, dropped):
    assert relax(sql, error, "duckdb") == (expected, dropped)


@pytest.mark.parametrize(
    ("sql", "error"),
    [
        # A join condition: the join itself is wrong.
        (
            "SELECT T1.name FROM person AS T1 JOIN place AS T2 ON T1.town = T2.id",
            'Binder Error: Table "T1" does not have a column named "town"',
        ),
        # The only output column.
        ("SELECT height FROM person", 'Binder Error: Referenced column "height" not found in FROM clause!'),
        # Another error.
        ("SELECT name FROM persons", "Catalog Error: Table with name persons does not exist!"),
        # Not SQL.
        ("SELEC name FRM", 'Referenced column "name" not found'),
    ],
)
def test_a_query_beyond_the_mend_is_left(sql, error):
    assert relax(sql, error, "duckdb") is None


def test_the_missing_column_is_read_from_either_binder_message():
    assert missing_column('Table "T2" does not have a column named "goals"') == "goals"
    assert missing_column('Referenced column "winner" not found in FROM clause!') == "winner"
    assert missing_column("Parser Error: syntax error") is None
