"""Generate the narrative_blind5 task set: prose documents (md/txt/pdf), knowledge files, gold answers.

Usage (from the repository root):
    .venv/bin/python benchmarks/narrative_blind5/make_tasks.py var/narrative_blind5
"""

from __future__ import annotations

import csv
import json
import shutil
import sqlite3
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import knowledge_md, write_pdf, write_text
from tasks_a import build_981
from tasks_b import build_983
from tasks_c import build_985, build_986
from tasks_d import build_982
from tasks_e import build_984

BUILDERS = [build_981, build_982, build_983, build_984, build_985, build_986]


def run_gold(task: dict) -> tuple[list[str], list[list]]:
    """Load every typed row of the task's documents into in-memory SQLite and run the gold SQL."""
    con = sqlite3.connect(":memory:")
    for doc in task["docs"]:
        cols = ", ".join(f'"{n}" {t}' for n, t, _ in doc["columns"])
        con.execute(f'CREATE TABLE "{doc["table"]}" ({cols})')
        names = [n for n, _, _ in doc["columns"]]
        for row in doc["rows"]:
            assert set(row) == set(names), (doc["table"], row)
        marks = ", ".join("?" for _ in names)
        con.executemany(
            f'INSERT INTO "{doc["table"]}" VALUES ({marks})', [[r[n] for n in names] for r in doc["rows"]]
        )
    cur = con.execute(task["gold_sql"])
    header = [d[0] for d in cur.description]
    rows = [list(r) for r in cur.fetchall()]
    con.close()
    return header, rows


def check(task: dict, header: list[str], rows: list[list]) -> None:
    for doc in task["docs"]:
        assert 8 <= len(doc["rows"]) <= 20, (task["task_id"], doc["table"], len(doc["rows"]))
    assert 1 <= len(task["docs"]) <= 3
    assert 1 <= len(header) <= 3 and 1 <= len(rows) <= 8, (task["task_id"], header, rows)
    assert all(v is not None for r in rows for v in r), (task["task_id"], rows)


def write_task(out: Path, task: dict) -> dict:
    tid = task["task_id"]
    base = out / "input" / tid
    meta = {"task_id": tid, "difficulty": task["difficulty"], "question": task["question"]}
    write_text(base / "task.json", json.dumps(meta, ensure_ascii=False, indent=2))
    for doc in task["docs"]:
        path = base / doc["path"]
        if doc["fmt"] == "pdf":
            write_pdf(path, doc["title"], doc["paragraphs"])
        else:
            write_text(path, doc["text"])
    write_text(
        base / "context" / "knowledge.md",
        knowledge_md(task["title"], task["conventions"], task["docs"], task["layout"]),
    )
    header, rows = run_gold(task)
    check(task, header, rows)
    gold = out / "gold" / tid / "gold.csv"
    gold.parent.mkdir(parents=True, exist_ok=True)
    with gold.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\r\n")
        writer.writerow(header)
        writer.writerows(rows)
    return {
        "task_id": tid,
        "difficulty": task["difficulty"],
        "question": task["question"],
        "documents": [
            {
                "path": doc["path"],
                "table": doc["table"],
                "columns": [{"name": n, "type": t} for n, t, _ in doc["columns"]],
                "rows": doc["rows"],
            }
            for doc in task["docs"]
        ],
        "gold_sql": task["gold_sql"],
        "gold_columns": header,
        "gold_rows": rows,
    }


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    out = Path(argv[1])
    if out.exists():
        shutil.rmtree(out)
    entries = [write_task(out, build()) for build in BUILDERS]
    manifest = {"set": "narrative_blind5", "tasks": entries}
    write_text(out / "manifest.json", json.dumps(manifest, ensure_ascii=False, indent=2))
    for e in entries:
        print(f"{e['task_id']} [{e['difficulty']}] {e['question']}")
        print("   ", e["gold_columns"])
        for r in e["gold_rows"]:
            print("   ", r)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
