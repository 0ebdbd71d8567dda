"""Generate the narrative_blind2 held-out task set (tasks 901..906).

Usage: python benchmarks/narrative_blind2/make_tasks.py OUT_DIR

Writes OUT_DIR/input/task_<n>/{task.json, context/knowledge.md, context/<table>.<md|txt|pdf>},
OUT_DIR/gold/task_<n>/gold.csv and OUT_DIR/manifest.json.  Gold answers come from running each
task's gold SQL in an in-memory sqlite3 database holding ALL typed rows of ALL the task's
documents.  Deterministic: every random choice uses random.Random seeded by a fixed string.
Needs only the standard library, plus PyMuPDF (`fitz`) for the PDF documents.
"""

import csv
import json
import os
import random
import sqlite3
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import docs  # noqa: E402
import fam_disclosure  # noqa: E402
import fam_finance  # noqa: E402
import fam_holdings  # noqa: E402
from fmt import F  # noqa: E402
from task_specs import TASKS  # noqa: E402

SCHEMAS, RENDER, FILLER = {}, {}, {}
for _m in (fam_holdings, fam_finance, fam_disclosure):
    SCHEMAS.update(_m.SCHEMAS)
    RENDER.update(_m.RENDER)
    FILLER.update(_m.FILLER)

EXT = {"md": ".md", "txt": ".txt", "pdf": ".pdf"}
# at most one row per key (a company has one forecast per period)
UNIQUE = {"perf_forecast": lambda r: (r["stock_code"], r["report_period"])}
# text columns that must appear verbatim in the record prose (regulator may be abbreviated)
VERBATIM_SKIP = {
    "regulator",
    "holder_identity",
    "method",
    "change_type",
    "txn_category",
    "relationship",
    "party_type",
    "position",
    "is_related",
    "reason",
    "stock_code",
}


def build_rows(task, d):
    rng = random.Random(f"narrative_blind2/{task['n']}/{d['table']}/rows")
    rows = [dict(r) for r in d["planted"]]
    ok = d.get("filler_ok", lambda r: True)
    keyf = UNIQUE.get(d["table"])
    seen = {keyf(r) for r in rows} if keyf else set()
    made, tries = 0, 0
    while made < d["filler"]:
        tries += 1
        if tries > 5000:
            raise RuntimeError(f"filler for {d['table']} cannot satisfy its constraint")
        r = FILLER[d["table"]](rng)
        if ok(r) and not (keyf and keyf(r) in seen):
            rows.append(r)
            made += 1
            if keyf:
                seen.add(keyf(r))
    rng.shuffle(rows)
    return rows


def render_rows(task, d, rows):
    rng = random.Random(f"narrative_blind2/{task['n']}/{d['table']}/text")
    f = F(rng)
    texts = []
    cols = [c for c, _, _ in SCHEMAS[d["table"]]["cols"]]
    for r in rows:
        f.start()
        t = RENDER[d["table"]](r, f)
        for c in cols:
            v = r[c]
            if isinstance(v, str) and c not in VERBATIM_SKIP and not c.endswith("_date") and v not in t:
                raise AssertionError(f"{d['table']}: value {v!r} of {c} missing from text: {t}")
        if r.get("stock_code") and r["stock_code"] not in t:
            raise AssertionError(f"{d['table']}: stock code missing: {t}")
        texts.append(t)
    return texts


def load_db(task_docs):
    con = sqlite3.connect(":memory:")
    for d in task_docs:
        cols = SCHEMAS[d["table"]]["cols"]
        con.execute(f"CREATE TABLE {d['table']} (" + ", ".join(f"{c} {t}" for c, t, _ in cols) + ")")
        con.executemany(
            f"INSERT INTO {d['table']} VALUES (" + ",".join("?" * len(cols)) + ")",
            [tuple(r[c] for c, _, _ in cols) for r in d["rows"]],
        )
    return con


def cell(v):
    if v is None:
        return ""
    if isinstance(v, float):
        frac = (abs(v) * 100) % 1
        if abs(frac - 0.5) < 1e-7:
            raise AssertionError(f"gold value {v} sits on a 2-decimal rounding boundary")
        s = f"{v:.6f}".rstrip("0").rstrip(".")
        return s if s not in ("", "-0") else "0"
    return str(v)


def gold(task, task_docs):
    con = load_db(task_docs)
    cur = con.execute(task["sql"])
    header = [c[0] for c in cur.description]
    rows = [[cell(v) for v in r] for r in cur.fetchall()]
    con.close()
    if not rows:
        raise AssertionError(f"task {task['n']}: gold is empty")
    return header, rows


def write_task(out, task):
    tid = f"task_{task['n']}"
    ctx = os.path.join(out, "input", tid, "context")
    os.makedirs(ctx, exist_ok=True)
    task_docs, doc_meta, pdf_checks = [], [], []
    for d in task["docs"]:
        rows = build_rows(task, d)
        if not 10 <= len(rows) <= 25:
            raise AssertionError(f"{tid}/{d['table']}: {len(rows)} records (want 10-25)")
        texts = render_rows(task, d, rows)
        fname = d["table"] + EXT[d["fmt"]]
        path = os.path.join(ctx, fname)
        if d["fmt"] == "md":
            docs.write_md(path, d["doc_title"], d["intro"], texts, d["style"])
        elif d["fmt"] == "txt":
            docs.write_txt(path, d["doc_title"], d["intro"], texts, d["style"])
        else:
            protect = sorted(
                {
                    v
                    for r in rows
                    for v in r.values()
                    if isinstance(v, str) and 2 <= len(v) <= 30 and not v[:1].isdigit()
                }
            )
            blocks = docs.write_pdf(path, d["doc_title"], d["intro"], texts, d["style"], protect)
            pdf_checks.append((path, blocks, protect))
        cols = [c for c, _, _ in SCHEMAS[d["table"]]["cols"]]
        task_docs.append({"table": d["table"], "file": fname, "rows": rows})
        doc_meta.append(
            {
                "file": fname,
                "table": d["table"],
                "format": d["fmt"],
                "needed": d["needed"],
                "records": len(rows),
                "rows": [[r[c] for c in cols] for r in rows],
                "columns": cols,
            }
        )
    with open(os.path.join(ctx, "knowledge.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(docs.knowledge_md(task["title"], task_docs, SCHEMAS) + "\n")
    with open(os.path.join(out, "input", tid, "task.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(
            {"task_id": tid, "difficulty": task["difficulty"], "question": task["question"]},
            fh,
            ensure_ascii=False,
            indent=2,
        )
        fh.write("\n")
    header, rows = gold(task, task_docs)
    gdir = os.path.join(out, "gold", tid)
    os.makedirs(gdir, exist_ok=True)
    with open(os.path.join(gdir, "gold.csv"), "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)
    for path, blocks, protect in pdf_checks:
        bad = docs.check_pdf(path, blocks, protect)
        if bad:
            raise AssertionError(f"{path}: {len(bad)} blocks do not extract intact, e.g. {bad[0]}")
    return {
        "task_id": tid,
        "difficulty": task["difficulty"],
        "question": task["question"],
        "documents": doc_meta,
        "needed": [m["file"] for m in doc_meta if m["needed"]],
        "gold_sql": task["sql"],
        "gold_columns": header,
        "gold_rows": rows,
        "pdf_checked": [os.path.basename(p) for p, _, _ in pdf_checks],
    }


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    out = argv[1]
    os.makedirs(out, exist_ok=True)
    manifest = {
        "set": "narrative_blind2",
        "written_blind": True,
        "tasks": [write_task(out, t) for t in TASKS],
    }
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    for t in manifest["tasks"]:
        print(
            f"{t['task_id']} [{t['difficulty']}] needs {', '.join(t['needed'])}: "
            f"{len(t['gold_rows'])} gold row(s)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
