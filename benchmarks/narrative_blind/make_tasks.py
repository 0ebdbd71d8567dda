"""Generate the narrative_blind task set (task_801 .. task_806) in the DataAgent-Bench layout.

usage: make_tasks.py OUT_DIR

Deterministic: fixed seeds, no clock.  Standard library plus PyMuPDF only.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import math
import random
import shutil
import sqlite3
import sys
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fam_corp import BUYBACK, DIVIDEND
from fam_equity import PLEDGE, TRANSFER, UNLOCK
from fam_risk import CONTRACT, GUARANTEE, LITIGATION
from render import WRITERS, knowledge_md, verify_pdf
from tasks import TASKS

FAMILIES = {f.key: f for f in (TRANSFER, PLEDGE, UNLOCK, DIVIDEND, BUYBACK, GUARANTEE, LITIGATION, CONTRACT)}
YEAR = 2023


def build_doc(spec: dict) -> dict:
    fam = FAMILIES[spec["family"]]
    rng = random.Random(spec["seed"])
    rows = fam.make_rows(rng, YEAR, spec["n"], spec["plants"], **spec.get("opts", {}))
    rows.sort(key=lambda r: r["InfoPublDate"])
    text_rng = random.Random(spec["seed"] * 7919)
    records = [fam.render(text_rng, r, YEAR) for r in rows]
    clean = [{c.name: r[c.name] for c in fam.cols} for r in rows]
    return {
        "file": spec["file"],
        "family": fam,
        "rows": clean,
        "records": records,
        "needed": spec["needed"],
        "title": fam.doc_title.format(year=YEAR),
    }


def _sql_value(v):
    if isinstance(v, Decimal):
        return int(v) if v == v.to_integral_value() else float(v)
    if isinstance(v, dt.date):
        return v.isoformat()
    return v


def run_gold(docs: list[dict], sql: str) -> tuple[list[str], list[list]]:
    con = sqlite3.connect(":memory:")
    for d in docs:
        cols = d["family"].cols
        sqltype = {"TEXT": "TEXT", "DATE": "TEXT", "INTEGER": "INTEGER", "DECIMAL": "REAL"}
        con.execute(
            f"CREATE TABLE {d['family'].table} ("
            + ", ".join(f"{c.name} {sqltype[c.type]}" for c in cols)
            + ")"
        )
        con.executemany(
            f"INSERT INTO {d['family'].table} VALUES ({', '.join('?' * len(cols))})",
            [[_sql_value(r[c.name]) for c in cols] for r in d["rows"]],
        )
    cur = con.execute(sql)
    header = [c[0] for c in cur.description]
    rows = [list(r) for r in cur.fetchall()]
    con.close()
    return header, rows


def fmt_cell(v) -> str:
    if v is None:
        return ""
    if isinstance(v, float):
        if abs(v - round(v)) < 1e-9:
            return str(round(v))
        hundred = abs(v) * 100
        if abs(hundred - math.floor(hundred) - 0.5) < 1e-6:
            raise ValueError(f"gold value {v!r} sits on a rounding boundary at 2 decimals")
        return format(round(v, 6), "f").rstrip("0").rstrip(".")
    return str(v)


GOLD_NAMES = {
    "InfoPublDate": "公告日期",
    "DealTurnover": "成交金额_元",
    "ReceiverPctAfter": "受让后持股比例",
    "SecuAbbr": "证券简称",
    "CashDiviPerShare": "每股派息_元",
    "CumBuybackShares": "累计回购股数",
    "COUNT(*)": "担保事项数量",
    "SUM(GuaranteeAmount)": "担保金额合计_元",
    "SecuCode": "证券代码",
    "SUM(u.UnlockShares)": "解除限售股数合计",
    "AnnNo": "公告编号",
    "PlaintiffName": "原告名称",
    "AmountInvolved": "涉案金额_元",
    "CumBuybackMoney / CumBuybackShares": "回购均价_元每股",
}


def write_task(out: Path, task: dict) -> dict:
    docs = [build_doc(s) for s in task["docs"]]
    tdir = out / "input" / task["id"]
    (tdir / "context" / "doc").mkdir(parents=True, exist_ok=True)
    for d in docs:
        fmt = d["file"].rsplit(".", 1)[1]
        WRITERS[fmt](tdir / "context" / "doc" / d["file"], d["title"], YEAR, d["records"])
        if fmt == "pdf" and verify_pdf(tdir / "context" / "doc" / d["file"], d["records"]) < 500:
            raise ValueError(f"{d['file']}: too little Chinese text extracted")
    (tdir / "context" / "knowledge.md").write_text(knowledge_md(docs), encoding="utf-8")
    (tdir / "task.json").write_text(
        json.dumps(
            {"task_id": task["id"], "difficulty": task["difficulty"], "question": task["question"]},
            ensure_ascii=False,
            indent=2,
        )
        + "\n",
        encoding="utf-8",
    )
    header, rows = run_gold(docs, task["sql"])
    if not 1 <= len(rows) <= 6:
        raise ValueError(f"{task['id']}: gold has {len(rows)} rows")
    cells = [[fmt_cell(v) for v in r] for r in rows]
    gdir = out / "gold" / task["id"]
    gdir.mkdir(parents=True, exist_ok=True)
    buf = io.StringIO()
    w = csv.writer(buf)  # CRLF, as DataAgent-Bench gold files
    w.writerow([GOLD_NAMES.get(h, h) for h in header])
    w.writerows(cells)
    (gdir / "gold.csv").write_text(buf.getvalue(), encoding="utf-8")
    # the typed tables behind the documents, for inspecting failures (not part of the task input)
    tables = {d["family"].table: [{k: _sql_value(v) for k, v in r.items()} for r in d["rows"]] for d in docs}
    (out / "tables").mkdir(exist_ok=True)
    (out / "tables" / f"{task['id']}.json").write_text(
        json.dumps(tables, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    return {
        "task_id": task["id"],
        "difficulty": task["difficulty"],
        "question": task["question"],
        "documents": [
            {
                "file": f"context/doc/{d['file']}",
                "table": d["family"].table,
                "records": len(d["rows"]),
                "needed": d["needed"],
            }
            for d in docs
        ],
        "gold_sql": task["sql"],
        "gold_header": header,
        "gold_rows": cells,
    }


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    out = Path(argv[1])
    for sub in ("input", "gold", "tables"):
        if (out / sub).exists():
            shutil.rmtree(out / sub)
    out.mkdir(parents=True, exist_ok=True)
    manifest = {"set": "narrative_blind", "year": YEAR, "tasks": [write_task(out, t) for t in TASKS]}
    (out / "manifest.json").write_text(
        json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    for t in manifest["tasks"]:
        need = ", ".join(d["file"].rsplit("/", 1)[1] + ("*" if d["needed"] else "") for d in t["documents"])
        print(f"{t['task_id']} [{t['difficulty']}] docs: {need}")
        print(f"  Q: {t['question']}")
        print(f"  gold {t['gold_header']}:")
        for r in t["gold_rows"]:
            print("    " + " | ".join(r))
    print(f"wrote {len(manifest['tasks'])} tasks to {out} (* = needed document)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
