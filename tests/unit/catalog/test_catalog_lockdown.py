"""The query surface reads only the registered files: no host files, no writes, no extensions."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.errors import InvalidInputError, PermissionDeniedError


@pytest.fixture
def cat(make_task, open_catalog):
    task = make_task({"csv/t.csv": "a,b\r\n1,x\r\n2,y\r\n", "json/j.json": '[{"k": 1}]'})
    c = open_catalog(task)
    c.build()
    return c


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT * FROM read_csv('/etc/passwd')",
        "SELECT * FROM read_text('/etc/passwd')",
        "SELECT * FROM glob('/etc/*')",
        "SELECT * FROM read_json_auto('/etc/hostname')",
    ],
)
def test_host_files_cannot_be_read(cat, sql: str) -> None:
    with pytest.raises(PermissionDeniedError, match="disabled by configuration"):
        cat.probe(sql, dialect="duckdb")


def test_registered_file_is_readable_only_through_its_path(cat) -> None:
    registered = cat.profile("t").read_path
    assert cat.probe(f"SELECT count(*) FROM read_csv('{registered}')", dialect="duckdb").rows == [[2]]
    sibling = str(Path(registered).with_name("other.csv"))
    with pytest.raises(PermissionDeniedError):
        cat.probe(f"SELECT * FROM read_csv('{sibling}')", dialect="duckdb")


@pytest.mark.parametrize("dialect", ["duckdb", "sqlite", "mysql"])
@pytest.mark.parametrize(
    "sql",
    [
        "COPY t TO '/tmp/leak.csv'",
        "COPY (SELECT 1) TO 'REGISTERED'",
        "ATTACH '/tmp/x.db' AS x",
        "INSTALL httpfs",
        "LOAD httpfs",
        "CREATE TABLE z AS SELECT 1",
        "INSERT INTO t VALUES (3, 'z')",
        "UPDATE t SET a = 0",
        "DELETE FROM t",
        "DROP VIEW t",
        "CREATE OR REPLACE VIEW t AS SELECT 1",
        "SET enable_external_access = true",
        "SET lock_configuration = false",
        "PRAGMA threads=1",
        "PRAGMA enable_profiling",
        "CALL pragma_table_info('t')",
        "EXPORT DATABASE '/tmp/exp'",
        "CHECKPOINT",
        "DETACH memory",
        "EXPLAIN ANALYZE CREATE TABLE z AS SELECT 1",
        "EXPLAIN ANALYZE UPDATE t SET a = 0",
        "/* x */ explain -- y\n (ANALYZE) DELETE FROM t",
    ],
)
def test_non_read_statements_are_refused(cat, sql: str, dialect: str) -> None:
    registered = cat.profile("t").read_path
    sql = sql.replace("REGISTERED", registered)
    before = Path(registered).read_bytes()
    with pytest.raises((PermissionDeniedError, InvalidInputError)):
        cat.probe(sql, dialect=dialect)
    assert Path(registered).read_bytes() == before
    assert cat.probe("SELECT count(*) FROM t").rows == [[2]]  # surface intact


def test_refusal_names_the_statement_kind(cat) -> None:
    with pytest.raises(PermissionDeniedError, match="COPY"):
        cat.probe("COPY t TO '/tmp/leak.csv'", dialect="duckdb")
    with pytest.raises(PermissionDeniedError, match="ATTACH"):
        cat.probe("ATTACH '/tmp/x.db'", dialect="duckdb")
    # DuckDB files INSTALL under LOAD and a PRAGMA that assigns under SET; the refusal says what was sent.
    with pytest.raises(PermissionDeniedError, match=r"got INSTALL$"):
        cat.probe("INSTALL httpfs", dialect="duckdb")
    with pytest.raises(PermissionDeniedError, match=r"got PRAGMA$"):
        cat.probe("/* tune */ PRAGMA threads=1", dialect="duckdb")


def test_several_statements_are_refused(cat) -> None:
    with pytest.raises(InvalidInputError, match="one SQL statement"):
        cat.probe("SELECT 1; COPY t TO '/tmp/leak2.csv'", dialect="duckdb")
    assert not Path("/tmp/leak2.csv").exists()


def test_explain_is_judged_by_what_it_explains(cat) -> None:
    assert cat.probe("EXPLAIN ANALYZE SELECT count(*) FROM t").rows
    assert cat.probe("EXPLAIN (SELECT 1) UNION SELECT 2", dialect="duckdb").rows
    with pytest.raises(PermissionDeniedError, match=r"got UPDATE$"):
        cat.probe("EXPLAIN ANALYZE UPDATE t SET a = 0", dialect="duckdb")
    with pytest.raises(PermissionDeniedError, match="current_setting"):
        cat.probe("EXPLAIN ANALYZE SELECT current_setting('threads')", dialect="duckdb")


def test_sql_that_is_not_text_is_refused(cat) -> None:
    # Undecodable bytes of a command line reach Python as lone surrogates.
    with pytest.raises(InvalidInputError, match="not UTF-8 text"):
        cat.probe("SELECT \udcff\udcfe FROM t")


def test_read_only_introspection_is_allowed(cat) -> None:
    assert [r[1] for r in cat.probe("PRAGMA table_info('t')").rows] == ["a", "b"]
    assert {r[0] for r in cat.probe("SHOW TABLES").rows} >= {"t", "j"}
    assert cat.probe("DESCRIBE t").rows[0][:2] == ["a", "BIGINT"]
    assert cat.probe("SELECT name FROM sqlite_master WHERE name = 't'").rows == [["t"]]


def test_configuration_is_locked(cat) -> None:
    conn = cat._surface.connection
    with pytest.raises(Exception, match="locked"):
        conn.execute("SET enable_external_access=true")
    assert conn.execute("SELECT current_setting('enable_external_access')").fetchone()[0] is False
