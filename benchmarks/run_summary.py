"""One line per task of a `dataagent run` folder: score, difficulty, seconds, model calls, how it answered.

    .venv/bin/python benchmarks/run_summary.py var/runs/kdd_dev ../shared/kdd_dev/gold \\
        --input ../shared/kdd_dev/input [--markdown]

Seconds are the task's wall time over every stage (run_manifest.json); model calls and cache hits are
summed over the stages; the answer source comes from the solver stage's details.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from shared.layout import RunLayout
from shared.scoring import score_dir


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("run_dir", type=Path)
    ap.add_argument("gold_dir", type=Path)
    ap.add_argument("--input", type=Path)
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    manifest = json.loads(RunLayout(args.run_dir).manifest.read_text(encoding="utf-8"))
    tasks = manifest["tasks"]
    report = score_dir(args.run_dir, args.gold_dir, args.input)
    scores = {s.task_id: s for s in report.tasks}
    rows = []
    for task_id, score in scores.items():
        t = tasks.get(task_id) or {}
        stages = t.get("stages") or {}
        calls = sum((s.get("usage") or {}).get("calls", 0) for s in stages.values())
        hits = sum((s.get("usage") or {}).get("cache_hits", 0) for s in stages.values())
        solver = stages.get("solver") or {}
        rows.append(
            {
                "task": task_id,
                "difficulty": score.difficulty or "",
                "score": score.score,
                "seconds": t.get("elapsed_s"),
                "calls": calls,
                "cache_hits": hits,
                "status": t.get("status", "not run"),
                "solver": (solver.get("message") or "")[:60],
            }
        )
    sep = " | " if args.markdown else "  "
    header = ["task", "difficulty", "score", "seconds", "calls", "cache_hits", "status", "solver"]
    if args.markdown:
        print("| " + " | ".join(header) + " |\n|" + "---|" * len(header))
    else:
        print(sep.join(header))
    for r in rows:
        cells = [str(r[h]) if not isinstance(r[h], float) else f"{r[h]:.2f}" for h in header]
        print(("| " + sep.join(cells) + " |") if args.markdown else sep.join(cells))
    done = [r for r in rows if r["seconds"] is not None]
    print(f"\ntasks {len(rows)}, run {len(done)}; mean score {report.mean:.3f}")
    for level, group in report.by_difficulty.items():
        print(f"  {level}: {group.mean:.3f} ({group.count} tasks)")
    if done:
        print(
            f"median seconds {statistics.median(r['seconds'] for r in done):.0f}, "
            f"median model calls {statistics.median(r['calls'] for r in done):.0f}, "
            f"total calls {sum(r['calls'] for r in done)}, cache hits {sum(r['cache_hits'] for r in done)}"
        )


if __name__ == "__main__":
    main()
