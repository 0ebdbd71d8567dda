"""Probe queries: row cap, time limit, dialect quirks, error messages; value search; CLI entries."""

from __future__ import annotations

import csv
import json
import sqlite3
import time
from pathlib import Path

import pytest

from cli.catalog import catalog_main, query_main
from services.catalog import sqltext
from shared.errors import DeadlineError, InvalidInputError, NotFoundError
from tests.context_stage import run_context_stage

ROWS = "\r\n".join(
    ["id,name,city,score"] + [f"{i},name{i},{'Palo Alto' if i % 2 else 'SF'},{i * 10}" for i in range(1, 501)]
)


@pytest.fixture
def cat(make_task, open_catalog, tmp_path: Path):
    db = tmp_path / "x.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE codes (code TEXT, label TEXT)")
    conn.executemany("INSERT INTO codes VALUES (?, ?)", [("300707", "target"), ("A1", "other")])
    conn.commit()
    conn.close()
    task = make_task({"csv/people.csv": ROWS + "\r\n", "db/x.sqlite": db.read_bytes()})
    c = open_catalog(task)
    c.build()
    return c


def test_row_cap_and_truncation(cat) -> None:
    res = cat.probe("SELECT * FROM people ORDER BY id")
    assert res.row_count == 200 and res.truncated is True and res.columns == ["id", "name", "city", "score"]
    res = cat.probe("SELECT * FROM people ORDER BY id", max_rows=10)
    assert [r[0] for r in res.rows] == list(range(1, 11)) and res.truncated
    res = cat.probe("SELECT * FROM people WHERE id <= 3", max_rows=3)
    assert res.row_count == 3 and res.truncated is False


def test_time_limit_interrupts(cat) -> None:
    start = time.perf_counter()
    with pytest.raises(DeadlineError, match="time limit"):
        cat.probe("SELECT count(*) FROM range(100000000000) a", dialect="duckdb", timeout_s=0.3)
    assert time.perf_counter() - start < 5
    assert cat.probe("SELECT count(*) FROM people").rows == [[500]]  # connection still usable


def test_sqlite_quirks_are_transpiled(cat) -> None:
    assert cat.probe('SELECT count(*) FROM people WHERE city = "SF"').rows == [[250]]
    assert cat.probe('SELECT count(*) FROM [people] WHERE `city` = "SF"').rows == [[250]]
    assert cat.probe("SELECT count(*) FROM people WHERE city LIKE 'palo%'").rows == [[250]]
    assert cat.probe("SELECT 7 / 2, 7.0 / 2, 7 / 0").rows == [[3, 3.5, None]]
    assert cat.probe('SELECT "name" FROM people WHERE id = 1').rows == [["name1"]]  # real column stays
    best = cat.probe("SELECT name, max(score) FROM people").rows
    assert best == [["name500", 5000]]
    grouped = cat.probe("SELECT city, name, count(*) FROM people GROUP BY city ORDER BY city").rows
    assert [(r[0], r[2]) for r in grouped] == [("Palo Alto", 250), ("SF", 250)]
    days = cat.probe("SELECT julianday('2020-01-02') - julianday('2020-01-01'), julianday('2000-01-01')").rows
    assert days == [[1.0, 2451544.5]]
    # SQLite's LIKE reads numbers and dates as text; so does the rewrite DuckDB's type error leads to.
    assert cat.probe("SELECT count(*) FROM people WHERE score LIKE '50%'").rows == [[3]]
    assert cat.probe("SELECT count(*) FROM people WHERE score NOT LIKE '%0'").rows == [[0]]
    days = "WITH d AS (SELECT CAST('2023-11-20' AS DATE) + CAST(id AS INTEGER) AS day FROM people) "
    assert cat.probe(days + "SELECT count(*) FROM d WHERE day LIKE '2023-12%'").rows == [[31]]
    both = cat.probe("SELECT city, name, count(*) FROM people WHERE score LIKE '50%' GROUP BY city")
    assert sorted((r[0], r[2]) for r in both.rows) == [("Palo Alto", 1), ("SF", 2)]
    assert "CAST(score AS TEXT)" in both.sql and "ANY_VALUE" in both.sql.upper()
    # A string in ORDER BY that names an output alias or a column sorts by it; another string is kept.
    top = cat.probe("SELECT name, score * 2 AS '加倍' FROM people ORDER BY '加倍' DESC LIMIT 2").rows
    assert top == [["name500", 10000], ["name499", 9980]]
    assert cat.probe("SELECT id FROM people ORDER BY 'score' DESC LIMIT 1").rows == [[500]]


def test_mysql_quirks_are_transpiled(cat) -> None:
    assert cat.probe('SELECT count(*) FROM `people` WHERE city = "SF"', dialect="mysql").rows == [[250]]
    assert cat.probe("SELECT IFNULL(NULL, 1), CONCAT('a', 'b')", dialect="mysql").rows == [[1, "ab"]]


def test_bad_sql_carries_duckdbs_message(cat) -> None:
    with pytest.raises(InvalidInputError, match='Referenced column "nosuch" not found'):
        cat.probe("SELECT nosuch FROM people")
    with pytest.raises(InvalidInputError, match="syntax error"):
        cat.probe("SELEC * FROM people")
    with pytest.raises(InvalidInputError, match="does not exist"):
        cat.probe("SELECT * FROM nowhere")
    with pytest.raises(InvalidInputError, match="dialect"):
        cat.probe("SELECT 1", dialect="oracle")
    with pytest.raises(NotFoundError):
        cat.profile("nowhere")


def test_value_search(cat) -> None:
    res = cat.search_value("300707")
    assert [(h.table, h.column, h.exact_count) for h in res.hits] == [("codes", "code", 1)]
    res = cat.search_value("palo alto")
    hit = res.hits[0]
    assert (hit.table, hit.column, hit.exact_count, hit.case_insensitive_count) == ("people", "city", 0, 250)
    assert hit.examples == ["Palo Alto"]
    res = cat.search_value("5000")
    assert ("people", "score", 1) in [(h.table, h.column, h.exact_count) for h in res.hits]
    with pytest.raises(InvalidInputError):
        cat.search_value("  ")


def test_value_search_within_a_question(make_task, open_catalog) -> None:
    rows = (
        "代码,质权人,出质人\n300707,华泰证券股份有限公司,胡军\n600276,中信证券股份有限公司,张建国\n"
        "000651,中信,Li\n"
    )
    cat = open_catalog(make_task({"csv/pledges.csv": rows}))
    cat.build()
    # Chinese writes the stored values among the question's words: the search looks the other way round.
    found = cat.search_value("质押给华泰证券股份有限公司的股份合计多少股？出质人胡军", within=True).hits
    assert {h.column: h.examples for h in found} == {"质权人": ["华泰证券股份有限公司"], "出质人": ["胡军"]}
    # The longest value first; a short ASCII value ("Li") does not count inside an English word.
    found = cat.search_value("中信证券股份有限公司 and Lisbon", within=True).hits
    assert [(h.column, h.examples) for h in found] == [("质权人", ["中信证券股份有限公司", "中信"])]
    assert cat.search_value("nothing stored here", within=True).hits == []


def test_lookup_sections(cat) -> None:
    assert cat.lookup("semantic_uncertainties") == []
    assert [a["visible_path"] for a in cat.lookup("assets", table="codes")] == ["db/x.sqlite"]
    with pytest.raises(InvalidInputError):
        cat.lookup("secrets")


def test_transpile_unit() -> None:
    out = sqltext.to_duckdb('SELECT a FROM t WHERE b = "x" AND "a" > 1', "sqlite", {"a", "b"})
    assert out == "SELECT a FROM t WHERE b = 'x' AND \"a\" > 1"
    assert "ILIKE" in sqltext.to_duckdb("SELECT 1 FROM t WHERE a LIKE 'x%'", "mysql", set())
    assert sqltext.to_duckdb("SELECT 1 FROM t WHERE a LIKE 'x%'", "duckdb", set()).endswith("LIKE 'x%'")


def test_cli_catalog_and_query(make_task, tmp_path: Path, capsys) -> None:
    task = make_task({"csv/people.csv": ROWS + "\r\n"})
    out = tmp_path / "o"
    run_context_stage(task, out)  # the context stage, which the catalog command runs first
    assert catalog_main([str(task), "--output", str(out)]) == 0
    light = json.loads(capsys.readouterr().out)
    assert light["query_surfaces"][0]["name"] == "people"
    assert catalog_main([str(task), "--full", "--output", str(out)]) == 0
    assert "schemas" in json.loads(capsys.readouterr().out)
    out_csv = tmp_path / "ans.csv"
    rc = query_main(
        [
            str(task),
            'SELECT name, score FROM people WHERE city = "SF" ORDER BY id LIMIT 2',
            "--csv",
            str(out_csv),
            "--output",
            str(out),
        ]
    )
    assert rc == 0
    with open(out_csv, encoding="utf-8", newline="") as f:
        assert list(csv.reader(f)) == [["name", "score"], ["name2", "20"], ["name4", "40"]]
    assert query_main([str(task), "DELETE FROM people", "--output", str(out)]) == 2
    assert "only read statements" in capsys.readouterr().err


def test_concurrent_probes_share_one_surface(cat) -> None:
    from concurrent.futures import ThreadPoolExecutor

    def run(i: int) -> int:
        return cat.probe(f"SELECT count(*) FROM people p JOIN codes c ON true WHERE p.id > {i}").rows[0][0]

    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(run, range(8)))
    assert got == [(500 - i) * 2 for i in range(8)]
