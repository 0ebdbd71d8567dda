"""One line per task of a `dataagent run` folder: score, difficulty, seconds, model calls, how it answered.

    .venv/bin/python benchmarks/run_summary.py var/runs/kdd_dev ../shared/kdd_dev/gold \\
        --input ../shared/kdd_dev/input [--markdown] [--stages]

Seconds are the task's wall time over every stage (run_manifest.json); model calls, prompt tokens and
cache hits are summed over the stages; the answer source comes from the solver stage's details.
``--stages`` adds each stage's seconds. ``--compare LABEL=RUN_DIR`` (repeatable) puts other runs of the
same tasks beside this one instead: per task its score (seconds, how the solver answered), and per run
the mean, the mean by difficulty, the tasks answered and the median seconds and model calls.
When the run started the embedded model, its log
(logs/llm.log) gives the prefix cache's hit rate: of the prompt tokens the server was sent, the share it
took from the previous request's processed prefix instead of evaluating them.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from shared.layout import RunLayout
from shared.scoring import score_dir

STAGES = ("relevance", "extraction", "catalog", "solver")
_PREFIX = re.compile(r"Llama\.generate: (\d+) prefix-match hit, remaining (\d+) prompt tokens to eval")
_EVAL = re.compile(r"prompt eval time =\s*[\d.]+ ms /\s*(\d+) tokens")


def prefix_cache(log: Path) -> tuple[int, int, int] | None:
    """(requests, prompt tokens reused from the previous request, prompt tokens evaluated) of a llama.cpp
    server log; None without one. A request whose prompt shares nothing logs no prefix line."""
    if not log.is_file():
        return None
    requests = reused = evaluated = 0
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        if m := _PREFIX.search(line):
            reused += int(m.group(1))
        elif m := _EVAL.search(line):
            requests += 1
            evaluated += int(m.group(1))
    return requests, reused, evaluated


# How the solver's stage message says it answered.
_SOURCES = (
    ("answer submitted", "submitted"),
    ("answer chosen by the candidates' vote", "voted"),
    ("deadline reached; fallback", "fallback"),
    ("fallback answer", "fallback"),
)


def _source(message: str) -> str:
    return next((name for prefix, name in _SOURCES if message.startswith(prefix)), "none")


def compare(runs: dict[str, Path], gold_dir: Path, input_dir: Path | None) -> None:
    """Several runs of the same tasks side by side, as Markdown tables."""
    per_run: dict[str, dict[str, tuple[float, float | None, int, str]]] = {}
    summary = []
    for label, run_dir in runs.items():
        tasks = json.loads(RunLayout(run_dir).manifest.read_text(encoding="utf-8"))["tasks"]
        report = score_dir(run_dir, gold_dir, input_dir)
        cells = {}
        for s in report.tasks:
            t = tasks.get(s.task_id) or {}
            stages = t.get("stages") or {}
            calls = sum((st.get("usage") or {}).get("calls", 0) for st in stages.values())
            message = (stages.get("solver") or {}).get("message") or ""
            answered = t.get("status") == "succeeded" and bool(t.get("prediction_path"))
            cells[s.task_id] = (s.score, t.get("elapsed_s"), calls, _source(message) if answered else "none")
        per_run[label] = cells
        done = [c for c in cells.values() if c[1] is not None]
        levels = " | ".join(f"{g.mean:.3f}" for g in report.by_difficulty.values())
        summary.append(
            f"| {label} | {report.mean:.3f} | {levels} | {sum(c[3] != 'none' for c in done)}/{len(cells)} | "
            f"{statistics.median(c[1] for c in done):.1f} | {statistics.median(c[2] for c in done):.0f} |"
        )
    levels = " | ".join(report.by_difficulty)
    print(f"| run | mean | {levels} | answered | median s | median calls |")
    print("|---" * (6 + len(report.by_difficulty)) + "|")
    print("\n".join(summary) + "\n")
    labels = list(runs)
    print("| task | difficulty | " + " | ".join(labels) + " |\n|" + "---|" * (2 + len(labels)))
    difficulty = {s.task_id: s.difficulty or "" for s in report.tasks}
    for task_id in per_run[labels[0]]:
        row = []
        for label in labels:
            score, seconds, _, source = per_run[label].get(task_id, (0.0, None, 0, "not run"))
            row.append(f"{score:.2f} ({seconds or 0:.0f} s, {source})")
        print(f"| {task_id} | {difficulty.get(task_id, '')} | " + " | ".join(row) + " |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("run_dir", type=Path)
    ap.add_argument("gold_dir", type=Path)
    ap.add_argument("--input", type=Path)
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--stages", action="store_true", help="add each stage's seconds")
    ap.add_argument("--compare", action="append", default=[], metavar="LABEL=RUN_DIR")
    args = ap.parse_args()
    if args.compare:
        others = dict(pair.split("=", 1) for pair in args.compare)
        runs = {args.run_dir.name: args.run_dir, **{k: Path(v) for k, v in others.items()}}
        compare(runs, args.gold_dir, args.input)
        return
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
        tokens = sum((s.get("usage") or {}).get("prompt_tokens", 0) for s in stages.values())
        by_stage = {f"{n}_s": (stages.get(n) or {}).get("elapsed_s") for n in STAGES}
        solver = stages.get("solver") or {}
        rows.append(
            {
                "task": task_id,
                "difficulty": score.difficulty or "",
                "score": score.score,
                "seconds": t.get("elapsed_s"),
                "calls": calls,
                "prompt_tokens": tokens,
                "cache_hits": hits,
                **by_stage,
                "status": t.get("status", "not run"),
                "solver": (solver.get("message") or "")[:60],
            }
        )
    sep = " | " if args.markdown else "  "
    header = [
        "task",
        "difficulty",
        "score",
        "seconds",
        "calls",
        "prompt_tokens",
        "cache_hits",
        "status",
        "solver",
    ]
    if args.stages:
        header[4:4] = [f"{n}_s" for n in STAGES]
    if args.markdown:
        print("| " + " | ".join(header) + " |\n|" + "---|" * len(header))
    else:
        print(sep.join(header))
    for r in rows:
        cells = [
            "" if r[h] is None else str(r[h]) if not isinstance(r[h], float) else f"{r[h]:.2f}"
            for h in header
        ]
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
        print(
            f"mean model calls {statistics.mean(r['calls'] for r in done):.1f}, "
            f"mean prompt tokens {statistics.mean(r['prompt_tokens'] for r in done):.0f}, "
            f"tasks with no answer {sum(1 for r in done if r['status'] != 'succeeded')}"
        )
        for n in STAGES:
            spent = [r[f"{n}_s"] for r in done if r[f"{n}_s"] is not None]
            if spent:
                print(f"  {n}: median {statistics.median(spent):.1f} s, max {max(spent):.1f} s")
    cache = prefix_cache(args.run_dir / "logs" / "llm.log")
    if cache is not None and cache[0]:
        requests, reused, evaluated = cache
        rate = reused / (reused + evaluated) if reused + evaluated else 0.0
        print(
            f"embedded model: {requests} requests, {reused + evaluated} prompt tokens, {reused} reused from "
            f"the previous request's prefix: hit rate {rate:.1%}"
        )


if __name__ == "__main__":
    main()
