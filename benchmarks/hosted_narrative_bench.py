"""The hosted-model path on narrative documents: this checkout beside an earlier commit, in one run.

Both run `dataagent run` on task_15 (its share-transfer document as Markdown) and task_16 (the same as a
PDF) against a scripted good model (tests/docgen/scripted.py ``hosted_rules``) that answers every call
after a fixed latency, the way a hosted endpoint does; the program path is off in both (the script writes
no parsers). Printed per checkout: wall seconds of the run, model calls by kind, and each task's score.

    .venv/bin/python benchmarks/hosted_narrative_bench.py [--base d51a02e] [--latency 1.0] [--repeats 2]

The earlier commit is checked out once as a git worktree under var/bench/ and run with this checkout's
interpreter and packages (its own code, configs and generated contracts). Runs alternate between the two.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from shared.scoring import score_task  # noqa: E402
from tests.docgen import Gold, make_task_folder, task15_spec  # noqa: E402
from tests.docgen.scripted import hosted_rules, run_hosted, write_answer  # noqa: E402

TASKS = {"task_15": "md", "task_16": "pdf"}


def worktree(rev: str) -> Path:
    """The commit ``rev`` checked out (once) under var/bench/."""
    path = ROOT / "var" / "bench" / f"base-{rev}"
    if not (path / "cli").is_dir():
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "worktree", "add", "--detach", str(path), rev], cwd=ROOT, check=True)
    return path


def run_once(root: Path, inputs: Path, out: Path, gold: Gold, latency: float) -> dict[str, object]:
    rules = hosted_rules(gold, delay_s=latency)
    run = run_hosted(root, inputs, out, rules)
    scores = {}
    for tid in TASKS:
        scores[tid] = score_task(
            out / tid / "prediction.csv", write_answer(gold, out.parent / f"{tid}.csv")
        ).score
    return {
        "seconds": run.seconds,
        "calls": len(run.requests),
        "by_kind": {r.name: r.hits for r in rules if r.hits},
        "scores": scores,
        "exit": run.process.returncode,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--base", default="d51a02e", help="the earlier commit (default: before the layout path)")
    ap.add_argument("--latency", type=float, default=1.0, help="seconds the model takes per call")
    ap.add_argument("--repeats", type=int, default=2)
    args = ap.parse_args()
    checkouts = {f"base {args.base}": worktree(args.base), "this checkout": ROOT}
    results: dict[str, list[dict[str, object]]] = {label: [] for label in checkouts}
    with tempfile.TemporaryDirectory(prefix="hosted-bench-") as tmp:
        inputs = Path(tmp) / "input"
        golds = {
            tid: make_task_folder(inputs, replace(task15_spec(), task_id=tid), "zh", fmt)
            for tid, fmt in TASKS.items()
        }
        gold = golds["task_15"]
        for r in range(args.repeats):
            for label, root in checkouts.items():
                out = Path(tmp) / f"run-{r}-{label.split()[0]}" / "out"
                out.parent.mkdir(parents=True)
                got = run_once(root, inputs, out, gold, args.latency)
                results[label].append(got)
                print(f"{label:20s} run {r + 1}: {got['seconds']:6.1f} s, {got['calls']} calls "
                      f"{got['by_kind']}, scores {got['scores']}, exit {got['exit']}")  # fmt: skip
    print(f"\nmodel latency {args.latency} s per call; median over {args.repeats} runs of both tasks")
    medians = {label: statistics.median(float(g["seconds"]) for g in runs) for label, runs in results.items()}
    for label, runs in results.items():
        calls = statistics.median(int(g["calls"]) for g in runs)
        mean = statistics.mean(s for g in runs for s in g["scores"].values())
        print(f"  {label:20s} {medians[label]:6.1f} s  {calls:4.0f} calls  mean score {mean:.2f}")
    base, this = medians.values()
    print(f"  this checkout / base: {this / base:.2f}x the time")


if __name__ == "__main__":
    main()
