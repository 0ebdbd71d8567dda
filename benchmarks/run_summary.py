"""One line per task of a `dataagent run` folder: score, difficulty, seconds, model calls, how it answered.

    .venv/bin/python benchmarks/run_summary.py var/runs/kdd_dev ../shared/kdd_dev/gold \\
        --input ../shared/kdd_dev/input [--markdown] [--stages]

Seconds are the task's wall time over every stage (run_manifest.json); model calls, prompt tokens and
cache hits are summed over the stages; the answer source comes from the solver stage's details.
``--stages`` adds each stage's seconds. When the run started the embedded model, its log
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("run_dir", type=Path)
    ap.add_argument("gold_dir", type=Path)
    ap.add_argument("--input", type=Path)
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--stages", action="store_true", help="add each stage's seconds")
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
