"""Generate the narrative_blind3 task set: prose announcement digests (Chinese) with SQL-computed gold.

Usage: python make_tasks.py OUT_DIR

Writes OUT_DIR/input/task_<n>/..., OUT_DIR/gold/task_<n>/gold.csv and OUT_DIR/manifest.json.
Every gold answer is the result of the task's gold SQL run in an in-memory sqlite3 database that
holds the typed rows of all the task's documents. Output is byte-for-byte deterministic.
"""

from __future__ import annotations

import csv
import json
import shutil
import sqlite3
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from nb3_common import Task, compose, knowledge, write_pdf
from nb3_fam_a import task_951, task_952
from nb3_fam_b import task_953, task_954
from nb3_fam_c import task_955, task_956

PY_TYPES = {"TEXT": (str,), "INTEGER": (int,), "REAL": (int, float)}


def check_task(task: Task) -> None:
    assert 1 <= len(task.docs) <= 3, task.n
    stems = [d.stem for d in task.docs]
    assert len(set(stems)) == len(stems), task.n
    for doc in task.docs:
        assert 10 <= len(doc.rows) <= 20, (task.n, doc.stem, len(doc.rows))
        assert len(doc.rows) == len(doc.bodies), (task.n, doc.stem)
        for row in doc.rows:
            assert len(row) == len(doc.columns), (doc.stem, row)
            for col, val in zip(doc.columns, row, strict=True):
                assert val is None or isinstance(val, PY_TYPES[col.type]), (doc.stem, col.name, val)


def run_gold(task: Task) -> tuple[list[str], list[tuple]]:
    con = sqlite3.connect(":memory:")
    for doc in task.docs:
        cols = ", ".join(f'"{c.name}" {c.type}' for c in doc.columns)
        con.execute(f'CREATE TABLE "{doc.stem}" ({cols})')
        marks = ", ".join("?" for _ in doc.columns)
        con.executemany(f'INSERT INTO "{doc.stem}" VALUES ({marks})', doc.rows)
    cur = con.execute(task.sql)
    header = [d[0] for d in cur.description]
    rows = cur.fetchall()
    con.close()
    assert 1 <= len(rows) <= 8, (task.n, len(rows))
    assert 1 <= len(header) <= 3, (task.n, header)
    return header, rows


def cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        text = repr(round(value, 6))
        return text[:-2] if text.endswith(".0") else text
    return str(value)


def write_task(task: Task, out: Path) -> dict:
    check_task(task)
    tid = f"task_{task.n}"
    base = out / "input" / tid
    ctx = base / "context"
    docdir = ctx / task.subdir if task.subdir else ctx
    docdir.mkdir(parents=True, exist_ok=True)
    task_json = {"task_id": tid, "difficulty": "hard", "question": task.question}
    (base / "task.json").write_text(json.dumps(task_json, ensure_ascii=False, indent=2) + "\n", "utf-8")
    (ctx / "knowledge.md").write_text(knowledge(task), "utf-8")
    documents = []
    for doc in task.docs:
        path = docdir / f"{doc.stem}.{doc.ext}"
        text = compose(doc)
        if doc.ext == "pdf":
            write_pdf(text, str(path))
        else:
            path.write_text(text, "utf-8")
        documents.append(
            {
                "path": str(path.relative_to(base)),
                "table": doc.stem,
                "columns": [{"name": c.name, "type": c.type} for c in doc.columns],
                "rows": [list(r) for r in doc.rows],
            }
        )
    header, rows = run_gold(task)
    gold_dir = out / "gold" / tid
    gold_dir.mkdir(parents=True, exist_ok=True)
    with (gold_dir / "gold.csv").open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(header)
        writer.writerows([cell(v) for v in r] for r in rows)
    return {
        "task_id": tid,
        "difficulty": "hard",
        "question": task.question,
        "documents": documents,
        "gold_sql": task.sql,
        "gold_columns": header,
        "gold_rows": [list(r) for r in rows],
    }


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    out = Path(argv[1])
    for sub in ("input", "gold"):
        if (out / sub).exists():
            shutil.rmtree(out / sub)
    out.mkdir(parents=True, exist_ok=True)
    tasks = [task_951(), task_952(), task_953(), task_954(), task_955(), task_956()]
    manifest = {"set": "narrative_blind3", "tasks": [write_task(t, out) for t in tasks]}
    text = json.dumps(manifest, ensure_ascii=False, indent=1) + "\n"
    (out / "manifest.json").write_text(text, "utf-8")
    for entry in manifest["tasks"]:
        print(f"{entry['task_id']}: {len(entry['documents'])} doc(s), {len(entry['gold_rows'])} gold row(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
