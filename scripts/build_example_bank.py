"""Build the solver's worked-example bank from a folder of question/SQL pairs with their schemas.

    python scripts/build_example_bank.py ../shared/text2sql_bank [-o services/solver/data/examples.jsonl]

The folder holds ``pairs.jsonl`` ({"db_id", "question", "sql"} per line) and ``schemas.json`` (Spider's
``tables.json`` entries). Each pair is written with the schema of the tables its query uses, its masked
question and its skeleton (services/solver/examples.py). The bank shipped with the project was built from
Spider's development split (Yu et al., EMNLP 2018; CC BY-SA 4.0).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from services.solver.examples import BANK_PATH, mask_question, sql_skeleton


def _schemas(path: Path) -> dict[str, dict[str, list[str]]]:
    """db -> table -> its columns (original names)."""
    out: dict[str, dict[str, list[str]]] = {}
    for entry in json.loads(path.read_text(encoding="utf-8")):
        tables = entry["table_names_original"]
        columns: dict[str, list[str]] = {t: [] for t in tables}
        for table_index, column in entry["column_names_original"]:
            if table_index >= 0:
                columns[tables[table_index]].append(column)
        out[entry["db_id"]] = columns
    return out


def _names(entry: dict[str, list[str]]) -> set[str]:
    """Every word of the database's table and column names (original and split at underscores)."""
    words: set[str] = set()
    for table, columns in entry.items():
        for name in (table, *columns):
            low = name.lower()
            words.add(low)
            words.update(p for p in re.split(r"[_\W]+", low) if len(p) > 2)
    return words


def build(folder: Path) -> list[dict[str, str]]:
    schemas = _schemas(folder / "schemas.json")
    bank = []
    with open(folder / "pairs.jsonl", encoding="utf-8") as f:
        for line in f:
            pair = json.loads(line)
            db = schemas[pair["db_id"]]
            sql = " ".join(pair["sql"].replace(";", " ").split())
            used = [t for t in db if re.search(rf"(?i)\b{re.escape(t)}\b", sql)]
            schema = "; ".join(f"{t}({', '.join(db[t])})" for t in used)
            bank.append(
                {
                    "db": pair["db_id"],
                    "question": pair["question"].strip(),
                    "sql": sql,
                    "schema": schema,
                    "masked": mask_question(pair["question"], _names(db)),
                    "skeleton": sql_skeleton(sql),
                }
            )
    return bank


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder", type=Path, help="a folder with pairs.jsonl and schemas.json")
    ap.add_argument("-o", "--output", type=Path, default=BANK_PATH)
    args = ap.parse_args()
    bank = build(args.folder)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as f:
        for item in bank:
            f.write(json.dumps(item, ensure_ascii=False) + "\n")
    print(f"{args.output}: {len(bank)} examples")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
