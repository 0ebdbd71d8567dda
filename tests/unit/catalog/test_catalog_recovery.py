"""What the catalog keeps of damaged or unusual input files, and what it records about the rest."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path

import pytest

from shared.errors import InvalidInputError
from shared.layout import TaskInput
from tests.sqlite_wal import copy_wal_only_database

GOOD_CSV = "a,b\n1,x\n2,y\n"


def _digests(folder: Path) -> dict[str, str]:
    return {
        p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_a_database_whose_rows_are_only_in_its_write_ahead_log_is_read_whole(
    make_task, open_catalog, tmp_path
) -> None:
    task = make_task({})
    (task / "context" / "db").mkdir()
    copy_wal_only_database(tmp_path / "made", task / "context" / "db")
    before = _digests(task)
    cat = open_catalog(task)
    built = cat.build()
    assert [(s.name, s.row_count) for s in built.schemas] == [("t", 100)]
    assert cat.probe("SELECT count(*), max(v) FROM t").rows == [[100, "v99"]]
    notes = [u for u in built.semantic_uncertainties if u.code == "sqlite_wal"]
    assert len(notes) == 1 and "x.db-wal" in notes[0].message
    assert _digests(task) == before
    assert sorted(p.name for p in (task / "context" / "db").iterdir()) == ["x.db", "x.db-wal"]


def test_a_view_of_a_dropped_table_is_skipped_and_the_tables_kept(make_task, open_catalog) -> None:
    task = make_task({})
    db = task / "context" / "db" / "x.db"
    db.parent.mkdir()
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE t (id INTEGER)")
    conn.executemany("INSERT INTO t VALUES (?)", [(i,) for i in range(100)])
    conn.execute("CREATE TABLE gone (a)")
    conn.execute("CREATE VIEW v_bad AS SELECT * FROM gone")
    conn.execute("DROP TABLE gone")
    conn.commit()
    conn.close()
    cat = open_catalog(task)
    built = cat.build()
    assert [(s.name, s.row_count) for s in built.schemas] == [("t", 100)]
    [note] = [u for u in built.semantic_uncertainties if u.table == "v_bad"]
    assert "no such table" in note.message and note.asset == "db/x.db"
    with pytest.raises(InvalidInputError, match=r"no table v_bad: db/x.db: SQLite view not read"):
        cat.probe("SELECT * FROM v_bad")


def test_a_query_of_a_file_that_was_not_read_says_why(make_task, open_catalog) -> None:
    cat = open_catalog(make_task({"csv/good.csv": GOOD_CSV, "csv/empty.csv": ""}))
    cat.build()
    with pytest.raises(InvalidInputError, match=r"no table empty: csv/empty.csv: 0-byte CSV"):
        cat.probe("SELECT * FROM good JOIN empty USING (a)")
    with pytest.raises(InvalidInputError, match="does not exist"):  # no file of that name: DuckDB's word
        cat.probe("SELECT * FROM nothing_here")


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_json_lines_keep_their_good_lines_and_name_the_bad_ones(make_task, open_catalog, encoding) -> None:
    lines = '{"a": 1}\n{"a": 2}\n{"a": 3, BROKEN\n{"a": 4}\n\n[5]\n{"a": 6}\n'.encode(encoding)
    cat = open_catalog(make_task({"json/t.jsonl": lines, "json/doc.json": '[\n {"a": 1},\n {"a": 2\n]\n'}))
    for _ in range(2):  # a UTF-16 file's copy is made again from the original, and the same is said
        built = cat.build()
        assert cat.probe("SELECT list(a ORDER BY a) FROM t").rows == [[[1, 2, 4, 6]]]
        [note] = [u for u in built.semantic_uncertainties if u.asset == "json/t.jsonl"]
        assert note.code == "json_bad_lines" and note.message.endswith("(lines 3, 6)")
    # A JSON document with a syntax error is not taken for lines: the parser's own message, its line.
    [doc] = [u for u in built.semantic_uncertainties if u.asset == "json/doc.json"]
    assert doc.code == "unreadable" and "line 4" in doc.message


def test_a_task_file_above_its_size_limit_is_called_too_large(make_task) -> None:
    task = make_task({"csv/good.csv": GOOD_CSV})
    (task / "task.json").write_text(json.dumps({"task_id": "x", "question": "q" * (2 << 20)}))
    with pytest.raises(
        InvalidInputError, match=r"too large: 2,097,1\d\d bytes, above the limit of 1,048,576"
    ):
        TaskInput(task).read_spec()


def test_json_numbers_beyond_floating_point_are_recorded(make_task, open_catalog) -> None:
    data = '[{"a": 1e400, "b": -1e-400, "c": 0.0e-500}, {"a": 1.5e10, "b": 2, "c": 3}]'
    built = open_catalog(
        make_task({"json/t.json": data, "json/fine.json": '[{"a": 0e-400, "b": 1e300}]'})
    ).build()
    codes = {(u.asset, u.code) for u in built.semantic_uncertainties}
    assert codes == {("json/t.json", "json_number_range")}
    [t] = [s for s in built.schemas if s.name == "t"]
    assert any("infinity" in n for n in t.notes)


def test_a_hard_link_in_the_context_folder_is_not_opened(make_task, open_catalog, tmp_path) -> None:
    secret = tmp_path / "outside" / "secret.csv"
    secret.parent.mkdir()
    secret.write_text("s\nTOPSECRET\n")
    task = make_task({"csv/good.csv": GOOD_CSV})
    os.link(secret, task / "context" / "csv" / "hard.csv")
    cat = open_catalog(task)
    built = cat.build()
    assert [s.name for s in built.schemas] == ["good"]
    [note] = [u for u in built.semantic_uncertainties if u.asset == "csv/hard.csv"]
    assert note.code == "hard_link" and "2 names" in note.message
    with pytest.raises(InvalidInputError, match=r"no table hard: csv/hard.csv: a hard link") as refused:
        cat.probe("SELECT * FROM hard")
    assert "TOPSECRET" not in str(refused.value) + json.dumps(built.model_dump(mode="json"))
