"""Print the closing-note table of a bad-input corpus run (tests/e2e/test_bad_input_corpus.py), beside the
table of the command cases (tests/e2e/test_bad_input_commands.py) and their sum.

Usage:
  DATAAGENT_BAD_INPUT_TABLE=var/bad_input_table.json .venv/bin/pytest -q tests/e2e/test_bad_input_corpus.py
  DATAAGENT_BAD_INPUT_COMMANDS_TABLE=var/bad_input_commands.json \
      .venv/bin/pytest -q tests/e2e/test_bad_input_commands.py
  .venv/bin/python benchmarks/bad_input_table.py var/bad_input_table.json \
      [--commands var/bad_input_commands.json] [--kinds]

The corpus test also writes its table to its run folder (OUT/bad_input_table.json). ``--kinds`` adds one
line per failing kind with its first failure.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

COLUMNS = ("kinds_tried", "crashes", "hangs", "escapes", "data_lost")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("table", type=Path, help="bad_input_table.json written by the test")
    parser.add_argument("--commands", type=Path, help="bad_input_commands.json of the command cases")
    parser.add_argument("--kinds", action="store_true", help="list the failing kinds too")
    args = parser.parse_args()
    table = json.loads(args.table.read_text(encoding="utf-8"))
    commands = json.loads(args.commands.read_text(encoding="utf-8")) if args.commands else None
    print("| part | " + " | ".join(c.replace("_", " ") for c in COLUMNS) + " |")
    print("|---|" + "---|" * len(COLUMNS))
    print("| dataagent run | " + " | ".join(str(table[c]) for c in COLUMNS) + " |")
    if commands is not None:
        print("| commands and RPCs | " + " | ".join(str(commands[c]) for c in COLUMNS) + " |")
        print("| all | " + " | ".join(str(table[c] + commands[c]) for c in COLUMNS) + " |")
        for column in ("crashes", "hangs", "escapes", "data_lost"):
            for item in commands["details"][column]:
                print(f"  commands {column}: {item}")
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
