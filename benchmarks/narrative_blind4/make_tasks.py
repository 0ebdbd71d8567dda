"""Generate the narrative_blind4 task set: prose announcement digests (md / txt / pdf) + gold answers.

Usage (from the repository root):
    .venv/bin/python benchmarks/narrative_blind4/make_tasks.py var/narrative_blind4
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import common
import selfcheck
import tasks_a
import tasks_b

SET_NAME = "narrative_blind4"
TASKS = (
    tasks_a.task_971,
    tasks_a.task_972,
    tasks_a.task_973,
    tasks_b.task_974,
    tasks_b.task_975,
    tasks_b.task_976,
)
PY_TYPES = {"TEXT": (str,), "REAL": (float,), "INTEGER": (int,)}


def check_rows(d: dict) -> None:
    names = [c[0] for c in d["schema"]]
    assert 8 <= len(d["rows"]) <= 20, (d["table"], len(d["rows"]))
    for r in d["rows"]:
        assert list(r) == names, (d["table"], list(r))
        for name, typ, *_ in d["schema"]:
            v = r[name]
            ok = v is None or (isinstance(v, PY_TYPES[typ]) and not isinstance(v, bool))
            assert ok, (d["table"], name, v)


def run_gold(task: dict) -> tuple[list[str], list[tuple]]:
    con = sqlite3.connect(":memory:")
    for d in task["docs"]:
        cols = ", ".join(f'"{n}" {t}' for n, t, *_ in d["schema"])
        con.execute(f'CREATE TABLE "{d["table"]}" ({cols})')
        names = [c[0] for c in d["schema"]]
        marks = ", ".join("?" for _ in names)
        con.executemany(
            f'INSERT INTO "{d["table"]}" VALUES ({marks})', [[r[n] for n in names] for r in d["rows"]]
        )
    cur = con.execute(task["gold_sql"])
    columns = [c[0] for c in cur.description]
    rows = [tuple(r) for r in cur.fetchall()]
    con.close()
    return columns, rows


def write_task(out: Path, task: dict) -> dict:
    tid = task["task_id"]
    tdir = out / "input" / tid
    for d in task["docs"]:
        check_rows(d)
        path = tdir / d["path"]
        if path.suffix == ".pdf":
            common.write_pdf(path, d["content"])
        else:
            common.write_text(path, d["content"])
    common.write_text(
        tdir / "context" / "knowledge.md",
        common.knowledge([{**d, "path": d["path"].removeprefix("context/")} for d in task["docs"]]),
    )
    meta = {"task_id": tid, "difficulty": task["difficulty"], "question": task["question"]}
    common.write_text(tdir / "task.json", json.dumps(meta, ensure_ascii=False, indent=2))
    columns, rows = run_gold(task)
    assert 1 <= len(rows) <= 8 and 1 <= len(columns) <= 3, (tid, columns, rows)
    assert all(v is not None for r in rows for v in r), (tid, rows)
    if "ORDER BY" in task["gold_sql"]:
        keys = [r[-1] if "DESC" in task["gold_sql"] else r for r in rows]
        assert len(set(keys)) == len(keys), (tid, "tied order keys", rows)
    common.write_gold(out / "gold" / tid / "gold.csv", columns, rows)
    selfcheck.check_documents(tdir, task["docs"])
    return {
        **meta,
        "documents": [
            {
                "path": d["path"],
                "table": d["table"],
                "columns": [{"name": n, "type": t} for n, t, *_ in d["schema"]],
                "rows": d["rows"],
            }
            for d in task["docs"]
        ],
        "gold_sql": task["gold_sql"],
        "gold_columns": columns,
        "gold_rows": [list(r) for r in rows],
    }


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    out = Path(argv[1])
    if out.exists():
        manifest = out / "manifest.json"
        owned = manifest.exists() and json.loads(manifest.read_text(encoding="utf-8")).get("set") == SET_NAME
        if not owned and any(out.iterdir()):
            print(f"refusing to overwrite non-empty {out} (no {SET_NAME} manifest)")
            return 1
        shutil.rmtree(out)
    out.mkdir(parents=True)
    common.write_text(out / "manifest.json", json.dumps({"set": SET_NAME, "tasks": []}))
    entries = [write_task(out, make()) for make in TASKS]
    common.write_text(
        out / "manifest.json", json.dumps({"set": SET_NAME, "tasks": entries}, ensure_ascii=False, indent=1)
    )
    for e in entries:
        print(f"== {e['task_id']} [{e['difficulty']}] {e['question']}")
        print("   docs:", ", ".join(f"{d['path']} ({len(d['rows'])})" for d in e["documents"]))
        print("   gold:", e["gold_columns"], e["gold_rows"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
