"""Print the closing-note table of a bad-input corpus run (tests/e2e/test_bad_input_corpus.py).

Usage:
  DATAAGENT_BAD_INPUT_TABLE=var/bad_input_table.json .venv/bin/pytest -q tests/e2e/test_bad_input_corpus.py
  .venv/bin/python benchmarks/bad_input_table.py var/bad_input_table.json [--kinds]

The test also writes the table to its run folder (OUT/bad_input_table.json). ``--kinds`` adds one line per
failing kind with its first failure.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

COLUMNS = ("kinds_tried", "crashes", "hangs", "escapes", "data_lost")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("table", type=Path, help="bad_input_table.json written by the test")
    parser.add_argument("--kinds", action="store_true", help="list the failing kinds too")
    args = parser.parse_args()
    table = json.loads(args.table.read_text(encoding="utf-8"))
    print("| " + " | ".join(c.replace("_", " ") for c in COLUMNS) + " |")
    print("|" + "---|" * len(COLUMNS))
    print("| " + " | ".join(str(table[c]) for c in COLUMNS) + " |")
    print(
        f"\n{table['tasks']} tasks, {table['model_requests']} model requests; unrecorded problems: "
        f"{table['unrecorded']}; failing kinds: {table['kinds_failing']}; exit codes: {table['exit_codes']}"
    )
    details = table["details"]
    for column in ("crashes", "hangs", "escapes", "data_lost"):
        for item in details[column]:
            print(f"  {column}: {item}")
    if args.kinds:
        for name, kind in details["kinds"].items():
            if kind["failures"]:
                print(f"  kind {name} ({kind['family']}, {kind['task']}): {kind['failures'][0][:200]}")
        for task, failures in details["tasks"].items():
            print(f"  {task}: {failures[0][:200]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
