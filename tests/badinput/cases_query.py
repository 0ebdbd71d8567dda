"""Bad-input cases of dataagent catalog and dataagent query."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

from tests.badinput import files as fx
from tests.badinput.cmdrun import CommandCase, Outcome, Workspace, run_cli
from tests.badinput.evidence import tree_diff, tree_state
from tests.sqlite_wal import copy_wal_only_database


def _task(ws: Workspace, name: str, files: dict[str, bytes] | None = None) -> Path:
    """A task folder with a people table (CSV) and a shop database, plus ``files`` under context/."""
    task = ws.root / name
    fx.write_csv(task / "context" / "csv" / "people.csv", ["id", "name"], [[1, "Ann"], [2, "Bob"]])
    fx.sqlite_db(task / "context" / "db" / "shop.db", "orders", ["id", "amount"], [[1, 10], [2, 20]])
    fx.write_bytes(task / "task.json", json.dumps({"task_id": name, "question": "How many?"}).encode())
    for rel, data in (files or {}).items():
        fx.write_bytes(task / "context" / rel, data)
    return task


def _untouched(outcome: Outcome, task: Path, before: dict) -> None:
    changed = tree_diff(before, tree_state(task))
    outcome.expect(not changed, f"the task folder changed: {changed[:3]}")


def csv_onto_an_input(ws: Workspace) -> Outcome:
    task = _task(ws, "q01_task")
    link = ws.root / "q01_link.db"
    link.symlink_to(task / "context" / "db" / "shop.db")
    before = tree_state(task)
    outcome = Outcome(0)
    for target in (task / "context" / "csv" / "people.csv", link, task / "context" / "csv" / "new.csv"):
        o = run_cli(ws, ["query", str(task), "SELECT id FROM people WHERE id=1", "--csv", str(target)])
        outcome.output += o.output
        outcome.seconds += o.seconds
        outcome.expect(o.returncode == 2 and "input folder" in o.output, f"--csv {target.name} not refused")
    _untouched(outcome, task, before)
    return outcome


def catalog_output_into_the_task(ws: Workspace) -> Outcome:
    task = _task(ws, "q02_task")
    before = tree_state(task)
    outcome = run_cli(ws, ["catalog", str(task), "--output", str(task / "context" / "json")])
    outcome.expect(outcome.returncode == 2 and "input folder" in outcome.output, "--output in the task taken")
    _untouched(outcome, task, before)
    return outcome


def negative_max_rows(ws: Workspace) -> Outcome:
    outcome = run_cli(ws, ["query", str(_task(ws, "q03_task")), "SELECT * FROM people", "--max-rows", "-1"])
    outcome.expect(outcome.returncode == 2 and "number of rows" in outcome.output, "--max-rows -1 taken")
    return outcome


def sql_not_text(ws: Workspace) -> Outcome:
    # A byte that is not UTF-8 reaches the command as a lone surrogate, sent back as the same byte.
    outcome = run_cli(ws, ["query", str(_task(ws, "q04_task")), "SELECT \udcff\udcfe FROM people"])
    outcome.expect(outcome.returncode == 2 and "not UTF-8 text" in outcome.output, "non-UTF-8 SQL not named")
    return outcome


def explain_analyze_writes(ws: Workspace) -> Outcome:
    task = _task(ws, "q05_task")
    outcome = Outcome(0)
    for sql in ("EXPLAIN ANALYZE CREATE TABLE z AS SELECT 1", "EXPLAIN ANALYZE UPDATE orders SET amount=0"):
        o = run_cli(ws, ["query", str(task), sql, "--dialect", "duckdb"])
        outcome.output += o.output
        outcome.seconds += o.seconds
        outcome.expect(o.returncode == 2 and "only read statements" in o.output, f"{sql} ran")
    return outcome


def utf32_csv(ws: Workspace) -> Outcome:
    data = ("id,name\n" + "".join(f"{i},Zoë{i}\n" for i in range(1, 101))).encode("utf-32")
    task = _task(ws, "q06_task", {"csv/wide.csv": data})
    outcome = run_cli(ws, ["query", str(task), "SELECT count(*) AS n, max(name) AS top FROM wide"])
    outcome.expect(outcome.returncode == 0 and "100,Zoë99" in outcome.output, "UTF-32 CSV not read as such")
    return outcome


def rows_only_in_the_wal(ws: Workspace) -> Outcome:
    task = _task(ws, "q07_task")
    copy_wal_only_database(ws.root / "q07_made", task / "context" / "db")
    before = tree_state(task)
    outcome = run_cli(ws, ["query", str(task), "SELECT count(*) AS n FROM t"])
    outcome.expect(
        outcome.returncode == 0 and "n\n100" in outcome.output, "the rows in the -wal file not read"
    )
    _untouched(outcome, task, before)
    return outcome


def view_of_a_dropped_table(ws: Workspace) -> Outcome:
    task = _task(ws, "q08_task")
    conn = sqlite3.connect(task / "context" / "db" / "shop.db")
    conn.execute("CREATE TABLE gone (a)")
    conn.execute("CREATE VIEW v_bad AS SELECT * FROM gone")
    conn.execute("DROP TABLE gone")
    conn.commit()
    conn.close()
    outcome = run_cli(ws, ["query", str(task), "SELECT count(*) AS n FROM orders"])
    outcome.expect(outcome.returncode == 0 and "n\n2" in outcome.output, "a broken view took its database")
    o = run_cli(ws, ["query", str(task), "SELECT * FROM v_bad"])
    outcome.output += o.output
    outcome.seconds += o.seconds
    outcome.expect(o.returncode == 2 and "no such table" in o.output, "the broken view's reason not said")
    return outcome


def table_of_a_file_not_read(ws: Workspace) -> Outcome:
    task = _task(ws, "q09_task", {"csv/empty.csv": b""})
    (task / "context" / "csv" / "away.csv").symlink_to(ws.outside / "secret.csv")
    outcome = Outcome(0)
    for table, reason in (("empty", "0-byte"), ("away", "outside")):
        o = run_cli(ws, ["query", str(task), f"SELECT * FROM {table}"])
        outcome.output += o.output
        outcome.seconds += o.seconds
        outcome.expect(o.returncode == 2 and reason in o.output, f"why {table} is missing not said")
    return outcome


def json_lines_one_broken(ws: Workspace) -> Outcome:
    lines = b'{"a":1}\n{"a":2}\n{"a":3,BROKEN\n{"a":4}\n\n{"a":5}\n'
    task = _task(ws, "q10_task", {"json/t.jsonl": lines})
    outcome = run_cli(ws, ["query", str(task), "SELECT count(*) AS n FROM t"])
    outcome.expect(outcome.returncode == 0 and "n\n4" in outcome.output, "the good lines of the file lost")
    outcome.expect("(line 3)" in outcome.output, "the broken line is not named")
    return outcome


def task_file_too_large(ws: Workspace) -> Outcome:
    task = _task(ws, "q11_task")
    fx.write_bytes(task / "task.json", json.dumps({"task_id": "x", "question": "q" * 5_000_000}).encode())
    outcome = run_cli(ws, ["catalog", str(task)])
    outcome.expect(
        outcome.returncode == 0 and "too large" in outcome.output, "a large task.json not called so"
    )
    outcome.expect("not valid JSON" not in outcome.output, "a large valid task.json called invalid")
    return outcome


def json_numbers_beyond_double(ws: Workspace) -> Outcome:
    data = b'[{"a": 1e400, "c": -1e-400}, {"a": 1, "c": 3}]'
    task = _task(ws, "q12_task", {"json/nums.json": data})
    outcome = run_cli(ws, ["query", str(task), "SELECT * FROM nums"])
    outcome.expect(
        outcome.returncode == 0 and "infinity" in outcome.output, "1e400 read as inf without a note"
    )
    return outcome


def hard_link_out(ws: Workspace) -> Outcome:
    task = _task(ws, "q13_task")
    secret = fx.write_bytes(ws.outside / "q13_secret.csv", f"secret\n{ws.secret}\n".encode())
    os.link(secret, task / "context" / "csv" / "hard.csv")
    outcome = run_cli(ws, ["query", str(task), "SELECT * FROM hard"])
    outcome.expect(outcome.returncode == 2 and "hard link" in outcome.output, "a hard link out was read")
    return outcome


def many_tiny_files(ws: Workspace) -> Outcome:
    task = _task(ws, "q14_task")
    for i in range(300):
        fx.write_bytes(task / "context" / "csv" / f"t{i}.csv", b"a,b\n1,x\n")
    outcome = run_cli(ws, ["catalog", str(task)], timeout_s=60)
    outcome.expect(outcome.returncode == 0 and '"t299"' in outcome.output, "300 files not all listed")
    # Every file holds a and b: a name that common is no evidence of a join between them.
    outcome.expect('"derived_view"' not in outcome.output, "unrelated files joined on a common column name")
    return outcome


QUERY_CASES: tuple[CommandCase, ...] = (
    CommandCase(
        "query_csv_onto_an_input", "hostile name", "--csv an input, a link to one", csv_onto_an_input
    ),
    CommandCase(
        "catalog_output_into_the_task",
        "hostile name",
        "--output TASK/context/json",
        catalog_output_into_the_task,
    ),
    CommandCase("query_negative_max_rows", "broken", "--max-rows -1", negative_max_rows),
    CommandCase("query_sql_not_utf8", "hostile sql", "bytes 0xff 0xfe in the SQL", sql_not_text),
    CommandCase(
        "query_sqlite_rows_in_wal", "broken", "a database whose rows are in its -wal", rows_only_in_the_wal
    ),
    CommandCase("query_sqlite_broken_view", "broken", "a view of a dropped table", view_of_a_dropped_table),
    CommandCase("query_table_not_read", "empty", "a table whose file was refused", table_of_a_file_not_read),
    CommandCase(
        "query_jsonl_one_broken_line", "broken", "a JSON lines file with a broken line", json_lines_one_broken
    ),
    CommandCase("catalog_task_file_5mb", "huge", "a valid 5 MB task.json", task_file_too_large),
    CommandCase(
        "query_json_number_range", "huge", "JSON numbers 1e400 and -1e-400", json_numbers_beyond_double
    ),
    CommandCase("query_hard_link_out", "symlink out", "a hard link to a file outside", hard_link_out),
    CommandCase("catalog_300_tiny_files", "huge", "300 one-row CSVs with the same columns", many_tiny_files),
    CommandCase("query_utf32_csv", "mis-encoded", "a UTF-32 CSV with a byte-order mark", utf32_csv),
    CommandCase(
        "query_explain_analyze_write", "hostile sql", "EXPLAIN ANALYZE UPDATE", explain_analyze_writes
    ),
)
