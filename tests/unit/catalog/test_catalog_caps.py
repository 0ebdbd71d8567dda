"""Bounded results and safe answers: byte and row caps, answer CSVs without formulas, no host details."""

from __future__ import annotations

import csv
import os
from pathlib import Path

import pytest

from services.catalog.catalog import TaskCatalog
from services.catalog.settings import CatalogSettings
from shared.errors import InvalidInputError, PermissionDeniedError
from shared.scoring import score_task


def _with(settings: CatalogSettings, **probe) -> CatalogSettings:
    return settings.model_copy(update={"probe": settings.probe.model_copy(update=probe)})


@pytest.fixture
def task(make_task) -> Path:
    return make_task({"csv/t.csv": "a,b\n1,x\n2,y\n"})


@pytest.fixture
def cat(task, open_catalog) -> TaskCatalog:
    c = open_catalog(task)
    c.build()
    return c


BIG = "SELECT i, repeat('x', 1000) AS pad FROM range(100000) r(i)"


def test_probe_result_stops_at_its_byte_cap(task, open_catalog, settings) -> None:
    cat = open_catalog(task, _with(settings, max_result_bytes=50_000))
    res = cat.probe(BIG, dialect="duckdb", max_rows=100_000)
    assert res.truncated
    assert 0 < res.row_count < 100 and len(res.rows) == res.row_count
    assert sum(len(str(v)) for r in res.rows for v in r) <= 50_000 + 1010


def test_probe_row_cap_holds_whatever_the_caller_asks(task, open_catalog, settings) -> None:
    cat = open_catalog(task, _with(settings, cli_row_cap=1000))
    res = cat.probe("SELECT i FROM range(1000000) r(i)", dialect="duckdb", max_rows=10**9)
    assert res.truncated and res.row_count == 1000


def test_export_past_the_byte_cap_is_refused_and_writes_nothing(
    task, open_catalog, settings, tmp_path
) -> None:
    cat = open_catalog(task, _with(settings, export_max_bytes=1_000_000))
    target = tmp_path / "prediction.csv"
    target.write_text("old answer\n")
    with pytest.raises(InvalidInputError, match="larger than 1000000 bytes"):
        cat.export(BIG, "duckdb", target)
    assert target.read_text() == "old answer\n"
    assert os.listdir(tmp_path).count("prediction.csv") == 1 and not list(tmp_path.glob(".prediction*"))


def test_export_past_the_row_cap_is_refused(task, open_catalog, settings, tmp_path) -> None:
    cat = open_catalog(task, _with(settings, cli_row_cap=500))
    with pytest.raises(InvalidInputError, match="more than 500 rows"):
        cat.export("SELECT i FROM range(501) r(i)", "duckdb", tmp_path / "p.csv")
    assert not (tmp_path / "p.csv").exists()
    done = cat.export("SELECT i FROM range(500) r(i)", "duckdb", tmp_path / "p.csv")
    assert done.row_count == 500 and len((tmp_path / "p.csv").read_text().splitlines()) == 501


def test_export_writes_formula_like_text_inert_and_keeps_numbers(cat, tmp_path) -> None:
    sql = (
        "SELECT * FROM (VALUES "
        "('=cmd|'' /C calc''!A0', '-3.5', -3.5, 'plain'), "
        "('+1+2', '+7', 2.5, '@SUM(A1)'), "
        "('-', '-1,234.50', NULL, chr(9) || '=1'), "
        "('a-b', '1e-3', -0.5, chr(13) || 'x')"
        ') v("=col", n_text, n, s)'
    )
    target = tmp_path / "prediction.csv"
    done = cat.export(sql, "duckdb", target)
    with open(target, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    assert rows == [
        ["'=col", "n_text", "n", "s"],
        ["'=cmd|' /C calc'!A0", "-3.5", "-3.5", "plain"],
        ["'+1+2", "+7", "2.5", "'@SUM(A1)"],
        ["'-", "-1,234.50", "", "'\t=1"],
        ["a-b", "1e-3", "-0.5", "'\rx"],
    ]
    assert done.escaped_cells == 7 and done.row_count == 4 and done.columns == ["=col", "n_text", "n", "s"]
    gold = tmp_path / "gold.csv"
    gold.write_text("n\n-3.5\n2\n\n0\n")
    number_only = tmp_path / "numbers.csv"
    cat.export(
        "SELECT '-3.5' AS n UNION ALL SELECT '2' UNION ALL SELECT NULL UNION ALL SELECT '0'",
        "duckdb",
        number_only,
    )
    assert score_task(number_only, gold).score == 1.0


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT name, value FROM duckdb_settings()",
        "SELECT value FROM main.duckdb_settings() WHERE name = 'allowed_paths'",
        'SELECT * FROM "duckdb_settings"()',
        "FROM duckdb_settings()",
        "SELECT current_setting('temp_directory')",
        "SELECT current_setting('allowed_paths')",
        "SELECT * FROM duckdb_extensions()",
        "SELECT * FROM duckdb_databases()",
        "SELECT sql FROM duckdb_views()",
        "SELECT * FROM duckdb_secrets()",
        "PRAGMA database_list",
        "SELECT * FROM query('SELECT * FROM duckdb_settings()')",
        "EXPLAIN SELECT * FROM duckdb_settings()",
        "SELECT (SELECT count(*) FROM duckdb_settings()) AS n",
        "SELECT list_transform([1], x -> current_setting('temp_directory'))",
    ],
)
@pytest.mark.parametrize("dialect", ["duckdb", "sqlite"])
def test_host_details_are_not_available(cat, sql: str, dialect: str) -> None:
    with pytest.raises(PermissionDeniedError) as info:
        cat.probe(sql, dialect=dialect)
    assert "/" not in str(info.value)  # the refusal itself names no host folder


def test_ordinary_queries_that_look_alike_still_run(cat) -> None:
    assert cat.probe("SELECT a AS query FROM t ORDER BY a").rows == [[1], [2]]
    assert cat.probe("SELECT 'duckdb_settings' AS s").rows == [["duckdb_settings"]]
    assert cat.probe("EXPLAIN SELECT * FROM t").row_count > 0
