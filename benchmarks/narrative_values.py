"""Values of a run's extracted narrative tables against the typed rows a task set was generated from.

Usage:
  PYTHONPATH=. .venv/bin/python benchmarks/narrative_values.py RUN_DIR var/narrative_blind3/manifest.json
  PYTHONPATH=. .venv/bin/python benchmarks/narrative_values.py RUN_DIR var/narrative_blind/tables  # a folder

The typed rows come from the set's manifest (each document's table, columns and rows) or from a folder
holding, per task, ``{table: [row, ...]}``. A document's n-th record is the row whose record number is n
(so a table that counts a title or an introduction as a record is off by one from there on); with
``--matched``, the extracted row that agrees with it on most values, each used once. A number
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


def _by_number(rows: list[dict[str, Any]], want: list[dict[str, Any]]) -> list[dict[str, Any] | None]:
    by_number = {str(r.get(EXTRACTED_RECORD_COLUMN)): r for r in rows}
    return [by_number.get(str(n)) for n in range(1, len(want) + 1)]


def _matched(
    rows: list[dict[str, Any]], want: list[dict[str, Any]], columns: list[str]
) -> list[dict[str, Any] | None]:
    """Each typed row paired with the extracted row that agrees with it on most values, each extracted
    row used once, the best pairs first (for documents whose records are not in the typed rows' order)."""
    scores = sorted(
        (
            (-sum(agrees(got.get(c), row[c.lower()]) for c in columns), i, j)
            for i, row in enumerate(want)
            for j, got in enumerate(rows)
        )
    )
    paired: list[dict[str, Any] | None] = [None] * len(want)
    used: set[int] = set()
    for score, i, j in scores:
        if score < 0 and paired[i] is None and j not in used:
            paired[i] = rows[j]
            used.add(j)
    return paired


def task_values(task_dir: Path, typed: Typed, matched: bool = False) -> tuple[int, int]:
    """The values of the task's extracted tables that agree, and the values the typed rows hold for the
    columns those tables have; ``matched``: each typed row read against its best-agreeing extracted row
    rather than the one of its record number."""
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
                shared = [c for c in columns if c.lower() in want[0]]
                paired = _matched(rows, want, shared) if matched else _by_number(rows, want)
                for column in shared:
                    for row, got in zip(want, paired, strict=True):
                        total += 1
                        agree += got is not None and agrees(got.get(column), row[column.lower()])
        finally:
            con.close()
    return agree, total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("typed", type=Path, help="the set's manifest.json, or a folder of one JSON per task")
    parser.add_argument("--matched", action="store_true", help="pair rows by agreement, not record number")
    args = parser.parse_args()
    all_agree = all_total = 0
    for task, typed in typed_rows(args.typed).items():
        task_dir = args.run_dir / task
        if not task_dir.is_dir():
            continue
        agree, total = task_values(task_dir, typed, args.matched)
        all_agree, all_total = all_agree + agree, all_total + total
        print(f"{task}  {agree}/{total}")
    share = all_agree / all_total if all_total else 0.0
    print(f"all  {all_agree}/{all_total}  {share:.2f}")


if __name__ == "__main__":
    main()
