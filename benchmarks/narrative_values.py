"""Values of a run's extracted narrative tables against the typed rows a task set was generated from.

Usage:
  PYTHONPATH=. .venv/bin/python benchmarks/narrative_values.py RUN_DIR var/narrative_blind3/manifest.json
  PYTHONPATH=. .venv/bin/python benchmarks/narrative_values.py RUN_DIR var/narrative_blind/tables  # a folder

The typed rows come from the set's manifest (each document's table, columns and rows) or from a folder
holding, per task, ``{table: [row, ...]}``. A document's n-th record is the row whose record number is n
(so a table that counts a title or an introduction as a record is off by one from there on). A number
agrees within 0.5% (or to two decimals), text agrees with spaces aside, an empty value agrees with an
empty one. Prints the values that agree per task and in all: a diagnostic of extraction, not a score;
the values themselves are never printed.
"""

from __future__ import annotations

import argparse
import json
import re
import sqlite3
from pathlib import Path
from typing import Any

from shared.layout import EXTRACTED_RECORD_COLUMN

Typed = dict[str, list[dict[str, Any]]]


def _number(v: Any) -> float | None:
    try:
        return float(str(v).replace(",", ""))
    except ValueError:
        return None


def agrees(got: Any, want: Any) -> bool:
    if want is None or want == "":
        return got is None or str(got).strip() == ""
    if got is None:
        return False
    a, b = _number(got), _number(want)
    if a is not None and b is not None:
        return abs(a - b) <= max(1e-9, 0.005 * abs(b)) or round(a, 2) == round(b, 2)
    return re.sub(r"\s", "", str(got)) == re.sub(r"\s", "", str(want))


def typed_rows(source: Path) -> dict[str, Typed]:
    """Per task, each document's table name and its typed rows."""
    if source.is_dir():
        return {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(source.glob("*.json"))}
    out: dict[str, Typed] = {}
    for task in json.loads(source.read_text(encoding="utf-8"))["tasks"]:
        tables: Typed = {}
        for doc in task["documents"]:
            rows = doc.get("rows") or []
            columns = [c if isinstance(c, str) else c["name"] for c in doc.get("columns") or []]
            tables[doc["table"]] = [
                r if isinstance(r, dict) else dict(zip(columns, r, strict=True)) for r in rows
            ]
        out[task["task_id"]] = tables
    return out


def task_values(task_dir: Path, typed: Typed) -> tuple[int, int]:
    """The values of the task's extracted tables that agree, and the values the typed rows hold for the
    columns those tables have."""
    agree = total = 0
    for db in sorted((task_dir / "context_db").glob("*.db")):
        con = sqlite3.connect(db)
        try:
            for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
                want = [{k.lower(): v for k, v in row.items()} for row in typed.get(name, [])]
                if not want:
                    continue
                cur = con.execute(f'SELECT * FROM "{name}"')
                columns = [d[0] for d in cur.description]
                rows = [dict(zip(columns, r, strict=True)) for r in cur.fetchall()]
                by_number = {str(r.get(EXTRACTED_RECORD_COLUMN)): r for r in rows}
                for column in (c for c in columns if c.lower() in want[0]):
                    for n, row in enumerate(want, start=1):
                        got = by_number.get(str(n))
                        total += 1
                        agree += got is not None and agrees(got.get(column), row[column.lower()])
        finally:
            con.close()
    return agree, total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("typed", type=Path, help="the set's manifest.json, or a folder of one JSON per task")
    args = parser.parse_args()
    all_agree = all_total = 0
    for task, typed in typed_rows(args.typed).items():
        task_dir = args.run_dir / task
        if not task_dir.is_dir():
            continue
        agree, total = task_values(task_dir, typed)
        all_agree, all_total = all_agree + agree, all_total + total
        print(f"{task}  {agree}/{total}")
    share = all_agree / all_total if all_total else 0.0
    print(f"all  {all_agree}/{all_total}  {share:.2f}")


if __name__ == "__main__":
    main()
