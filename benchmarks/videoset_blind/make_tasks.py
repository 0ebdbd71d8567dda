#!/usr/bin/env python3
"""Generate the videoset_blind task set: `python benchmarks/videoset_blind/make_tasks.py OUT_DIR`.

Writes OUT_DIR/input/task_<id>/..., OUT_DIR/gold/task_<id>/gold.csv and OUT_DIR/tokens.json. Each task's
conditions (date window, category, threshold, table, status) are stated only on the slides of its silent
screen-recording video; gold answers are computed here from the generated data with those conditions.
Deterministic (fixed seeds, no clock). Needs numpy, PyAV and PyMuPDF besides the standard library.
"""

import csv
import json
import os
import sqlite3
import sys

from slides import TEXT_LOG, write_video
from tasks import task_701, task_702, task_703, task_704, task_705, task_706


# ----------------------------------------------------------------------------- output
def write_tables(ctx, tables):
    for t in tables:
        if t["where"] == "csv":
            os.makedirs(os.path.join(ctx, "csv"), exist_ok=True)
            with open(os.path.join(ctx, "csv", t["name"] + ".csv"), "w", newline="") as fh:
                w = csv.writer(fh)
                w.writerow([c[0] for c in t["cols"]])
                w.writerows([f"{v:.2f}" if isinstance(v, float) else v for v in r] for r in t["rows"])
            continue
        os.makedirs(os.path.join(ctx, "db"), exist_ok=True)
        con = sqlite3.connect(os.path.join(ctx, "db", t["where"]))
        con.execute(f"DROP TABLE IF EXISTS {t['name']}")
        con.execute(f"CREATE TABLE {t['name']} ({', '.join(f'{c[0]} {c[1]}' for c in t['cols'])})")
        con.executemany(f"INSERT INTO {t['name']} VALUES ({','.join('?' * len(t['cols']))})", t["rows"])
        con.commit()
        con.close()


def knowledge(task):
    out = [f"# {task['ktitle']}", "", task["kintro"], ""]
    for t in task["tables"]:
        loc = f"csv/{t['name']}.csv" if t["where"] == "csv" else f"db/{t['where']}"
        out += [f"## Table `{t['name']}` ({len(t['rows'])} rows, in `{loc}`)", ""]
        out += ["| column | type | description |", "|---|---|---|"]
        out += [f"| {n} | {ty} | {d} |" for n, ty, d in t["cols"]] + [""]
    video = f"`video/{task['video']}` is a silent screen recording of the briefing that goes with this data."
    return "\n".join([*out, "## Briefing video", "", video, ""])


def emit(out_dir, task, tokens):
    tid = task["id"]
    ctx = os.path.join(out_dir, "input", tid, "context")
    os.makedirs(os.path.join(ctx, "video"), exist_ok=True)
    with open(os.path.join(out_dir, "input", tid, "task.json"), "w") as fh:
        info = {"task_id": tid, "difficulty": task["difficulty"], "question": task["question"]}
        json.dump(info, fh, indent=2)
    write_tables(ctx, task["tables"])
    with open(os.path.join(ctx, "knowledge.md"), "w") as fh:
        fh.write(knowledge(task))
    slides = [(img, secs, tgt) for (img, tgt), secs in task["slides"]]
    secs = write_video(os.path.join(ctx, "video", task["video"]), slides)
    assert 30 <= secs <= 70 and all(3 <= s[1] <= 10 for s in slides), (tid, secs)
    os.makedirs(os.path.join(out_dir, "gold", tid), exist_ok=True)
    with open(os.path.join(out_dir, "gold", tid, "gold.csv"), "w", newline="") as fh:
        csv.writer(fh).writerows(task["gold"])
    tokens[f"{tid}/{task['video']}"] = task["tokens"]
    return secs


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out_dir, tokens = sys.argv[1], {}
    for make in (task_701, task_702, task_703, task_704, task_705, task_706):
        TEXT_LOG.clear()
        task = make()
        missing = [t for t in task["tokens"] if t not in "\n".join(TEXT_LOG)]
        assert not missing and 4 <= len(task["tokens"]) <= 10, (task["id"], missing)
        secs = emit(out_dir, task, tokens)
        rows = len(task["gold"]) - 1
        print(f"{task['id']}: {task['video']} {secs:.0f} s, {len(task['slides'])} slides, gold rows {rows}")
    with open(os.path.join(out_dir, "tokens.json"), "w") as fh:
        json.dump(tokens, fh, indent=2)


if __name__ == "__main__":
    main()
