"""Generate the narrative_blind6 task set (six prose-only tasks, gold answers computed by SQL).

Usage: python benchmarks/narrative_blind6/make_tasks.py OUT_DIR
"""

from __future__ import annotations

import csv
import io
import json
import shutil
import sqlite3
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import common  # noqa: E402
import t991  # noqa: E402
import t992  # noqa: E402
import t993  # noqa: E402
import t994  # noqa: E402
import t995  # noqa: E402
import t996  # noqa: E402
from pdfwrite import pdf_text, write_pdf  # noqa: E402

MODULES = [t991, t992, t993, t994, t995, t996]
SQL_TYPES = {"TEXT": "TEXT", "DATE": "TEXT", "INTEGER": "INTEGER", "REAL": "REAL"}


def typed(value: object, kind: str) -> object:
    if kind == "INTEGER":
        return int(value)
    if kind == "REAL":
        return float(value)
    return str(value)


def load_db(docs: list[common.Doc]) -> sqlite3.Connection:
    con = sqlite3.connect(":memory:")
    for doc in docs:
        cols = ", ".join(f'"{name}" {SQL_TYPES[kind]}' for name, kind in doc.columns)
        con.execute(f'CREATE TABLE "{doc.table}" ({cols})')
        marks = ", ".join("?" for _ in doc.columns)
        con.executemany(f'INSERT INTO "{doc.table}" VALUES ({marks})', doc.rows)
    return con


def gold_csv(columns: list[str], rows: list[tuple]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(columns)
    writer.writerows(rows)
    return buf.getvalue()


def check_task(task: dict, columns: list[str], rows: list[tuple]) -> None:
    tid = task["task_id"]
    if not 1 <= len(rows) <= 15:
        raise AssertionError(f"{tid}: gold has {len(rows)} rows")
    if len(set(columns)) != len(columns):
        raise AssertionError(f"{tid}: duplicate gold column names {columns}")
    for doc in task["docs"]:
        if not 8 <= len(doc.rows) <= 20:
            raise AssertionError(f"{tid}/{doc.name}: {len(doc.rows)} records")
        if not 5 <= len(doc.columns) <= 9:
            raise AssertionError(f"{tid}/{doc.name}: {len(doc.columns)} fields")
        if doc.table not in task["knowledge"] or doc.name.rsplit("/", 1)[-1] not in task["knowledge"]:
            raise AssertionError(f"{tid}: knowledge does not describe {doc.table}")
        for name, _kind in doc.columns:
            if name not in task["knowledge"]:
                raise AssertionError(f"{tid}: knowledge does not name field {doc.table}.{name}")


def write_task(out: Path, task: dict) -> dict:
    tid = task["task_id"]
    ctx = out / "input" / tid / "context"
    ctx.mkdir(parents=True)
    meta = {"task_id": tid, "difficulty": task["difficulty"], "question": task["question"]}
    (out / "input" / tid / "task.json").write_text(
        json.dumps(meta, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    (ctx / "knowledge.md").write_text(task["knowledge"], encoding="utf-8")
    docs_meta = []
    for doc in task["docs"]:
        path = ctx / doc.name
        path.parent.mkdir(parents=True, exist_ok=True)
        if doc.pdf is not None:
            title, header, blocks = doc.pdf
            pages = write_pdf(path, title, header, blocks)
            if pages < 2 or not pdf_text(path).strip():
                raise AssertionError(f"{tid}/{doc.name}: bad pdf ({pages} pages)")
        else:
            path.write_text(doc.text, encoding="utf-8")
        rows = [[typed(v, k) for v, (_n, k) in zip(row, doc.columns, strict=True)] for row in doc.rows]
        doc.rows = [tuple(r) for r in rows]
        docs_meta.append(
            {
                "file": f"context/{doc.name}",
                "table": doc.table,
                "columns": [{"name": n, "type": k} for n, k in doc.columns],
                "rows": rows,
            }
        )
    con = load_db(task["docs"])
    cur = con.execute(task["gold_sql"])
    columns = [d[0] for d in cur.description]
    rows = cur.fetchall()
    con.close()
    check_task(task, columns, rows)
    traps = []
    con = load_db(task["docs"])
    for desc, sql in task["traps"]:
        wrong = con.execute(sql).fetchall()
        if sorted(map(repr, wrong)) == sorted(map(repr, rows)):
            raise AssertionError(f"{tid}: trap does not change the answer: {desc}")
        traps.append({"trap": desc, "sql": sql, "rows": [list(r) for r in wrong]})
    con.close()
    gold_dir = out / "gold" / tid
    gold_dir.mkdir(parents=True)
    (gold_dir / "gold.csv").write_bytes(gold_csv(columns, rows).encode("utf-8"))
    return {
        "task_id": tid,
        "difficulty": task["difficulty"],
        "question": task["question"],
        "documents": docs_meta,
        "gold_sql": task["gold_sql"].strip(),
        "gold_columns": columns,
        "gold_rows": [list(r) for r in rows],
        "trap_checks": traps,
    }


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = Path(argv[1])
    common.self_test()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    manifest = {"set": "narrative_blind6", "tasks": []}
    for module in MODULES:
        task = module.build()
        entry = write_task(out, task)
        manifest["tasks"].append(entry)
        print(f"{entry['task_id']} ({entry['difficulty']}): {len(entry['gold_rows'])} gold rows")
    (out / "manifest.json").write_text(
        json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
