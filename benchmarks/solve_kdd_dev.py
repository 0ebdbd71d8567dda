"""Solve a task folder with the solver core and a model endpoint, then score it: per-task seconds and calls.

    python benchmarks/solve_kdd_dev.py ../shared/kdd_dev/input --output var/bench/kdd \\
        --gold ../shared/kdd_dev/gold --base-url http://127.0.0.1:8080/v1 [--tasks task_1 task_2]
    python benchmarks/solve_kdd_dev.py ... --schema-only      # the floor: one query, no tools
    python benchmarks/solve_kdd_dev.py --table AGENT_OUT --floor FLOOR_OUT   # both runs side by side
    python benchmarks/solve_kdd_dev.py --compare before=OUT1 after=OUT2 ...   # runs in one table

The catalog is the catalog core in process (the same code the catalog service runs), so the numbers
measure the agent and the model, not gRPC. Rerun with the same --output and --cache to see the warm-cache
run (expected: zero new model calls). Writes <output>/bench.json.

``--schema-only`` is the baseline the agent has to beat: the same model writes one query from the tables'
names and column types and the question alone (no tools, no documents, no knowledge, no join views), and
its result is the answer.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from services.solver.agent import Solver, SolveRequest, SolveResult
from services.solver.prompts import DraftQuery, draft_messages
from services.solver.settings import SolverSettings
from shared.artifacts import read_json, write_json
from shared.config import load_settings
from shared.errors import DataAgentError
from shared.layout import GoldLayout, LightCatalog, TaskInput
from shared.llm import LLMClient, LLMSettings, LLMTrace
from shared.scoring import score_task
from shared.stage import TaskPaths
from tests.unit.solver.catalog_double import CoreCatalogTools


async def schema_only(
    llm: LLMClient, catalog: CoreCatalogTools, settings: SolverSettings, request: SolveRequest
) -> SolveResult:
    """One query from the schema alone; its result is the prediction."""
    task = request.task
    trace = LLMTrace()
    status, message = "failed", ""
    try:
        await catalog.build_catalog(task, settings.tools.build_timeout_s)
        light = LightCatalog.model_validate(read_json(task.output.global_profile))
        messages = draft_messages(request.question, light, settings.sql_dialect)
        reply = await llm.structured(messages, DraftQuery, trace=trace, label="schema_only")
        exported = await catalog.export(
            task,
            reply.sql,
            settings.sql_dialect,
            task.output.prediction,
            settings.tools.call_timeout_s,
        )
        status, message = "succeeded", f"{exported.row_count} row(s)"
    except (DataAgentError, OSError, ValueError) as e:
        message = str(e)
    trace_path = task.output.trace
    write_json(trace_path, {"message": message, "model_calls": [r.as_dict() for r in trace.records]})
    return SolveResult(
        status=status,
        message=message,
        answer_source="submitted" if status == "succeeded" else "none",
        answer_kind="",
        steps=1,
        attempts=1,
        prediction_path=task.output.prediction if status == "succeeded" else None,
        trace_path=trace_path,
        usage=trace.totals(),
    )


async def main(args: argparse.Namespace) -> dict:
    out = Path(args.output).resolve()
    llm_settings = load_settings(
        LLMSettings,
        base_url=args.base_url,
        api_key="local",
        model=args.model,
        artifact_root=out,
        cache_dir=args.cache,
    )
    settings = load_settings(SolverSettings, artifact_root=out)
    tasks = sorted(Path(args.input).glob("task_*"), key=lambda p: int(p.name.split("_")[1]))
    if args.tasks:
        tasks = [t for t in tasks if t.name in set(args.tasks)]
    catalog = CoreCatalogTools()
    rows = []
    async with LLMClient(llm_settings) as llm:
        solver = Solver(settings, llm=llm, catalog=catalog)
        for task_dir in tasks:
            meta = TaskInput(task_dir).read_spec()
            paths = TaskPaths(task_dir.name, task_dir.resolve(), out / task_dir.name, "bench")
            started = time.monotonic()
            request = SolveRequest(paths, meta.question, deadline_s=args.deadline)
            if args.schema_only:
                result = await schema_only(llm, catalog, settings, request)
            else:
                result = await solver.solve(request)
            seconds = time.monotonic() - started
            score = None
            if args.gold:
                gold = GoldLayout(Path(args.gold)).answer(task_dir.name)
                pred = paths.output.prediction
                score = score_task(pred, gold).score if pred.is_file() else 0.0
            row = {
                "task": task_dir.name,
                "difficulty": meta.difficulty,
                "score": score,
                "seconds": round(seconds, 1),
                "calls": result.usage["calls"],
                "cache_hits": result.usage["cache_hits"],
                "new_calls": result.usage["calls"] - result.usage["cache_hits"],
                "steps": result.steps,
                "attempts": result.attempts,
                "source": result.answer_source,
                "status": result.status,
            }
            rows.append(row)
            print(json.dumps(row), flush=True)
    catalog.close()
    scored = [r for r in rows if r["score"] is not None]
    summary = {
        "tasks": len(rows),
        "mean_score": round(statistics.mean(r["score"] for r in scored), 3) if scored else None,
        "by_difficulty": {
            d: round(statistics.mean(r["score"] for r in scored if r["difficulty"] == d), 3)
            for d in sorted({r["difficulty"] for r in scored if r["difficulty"]})
        },
        "median_seconds": statistics.median(r["seconds"] for r in rows) if rows else None,
        "median_calls": statistics.median(r["calls"] for r in rows) if rows else None,
        "new_calls_total": sum(r["new_calls"] for r in rows),
        "answer_sources": {
            s: sum(r["source"] == s for r in rows) for s in ("submitted", "voted", "fallback", "none")
        },
    }
    report = {"summary": summary, "tasks": rows}
    (out / "bench.json").write_text(json.dumps(report, indent=2))
    print(json.dumps(summary, indent=2))
    return report


def side_by_side(agent_dir: Path, floor_dir: Path) -> None:
    """One Markdown table of two runs' bench.json: the agent and the schema-only floor, per task and
    over all tasks."""
    agent = json.loads((agent_dir / "bench.json").read_text())
    floor = {r["task"]: r for r in json.loads((floor_dir / "bench.json").read_text())["tasks"]}
    print("| task | difficulty | floor | agent | agent s | agent calls (new) | how the agent answered |")
    print("|---|---|---|---|---|---|---|")
    for r in agent["tasks"]:
        f = floor.get(r["task"], {})
        print(
            f"| {r['task']} | {r['difficulty']} | {f.get('score', 0):.2f} | {r['score']:.2f} | "
            f"{r['seconds']} | {r['calls']} ({r['new_calls']}) | {r['source']}, {r['steps']} loop step(s) |"
        )
    rows = agent["tasks"]
    for name, pick in (
        ("floor", lambda r: floor.get(r["task"], {}).get("score", 0.0)),
        ("agent", lambda r: r["score"]),
    ):
        by = {
            d: round(statistics.mean(pick(r) for r in rows if r["difficulty"] == d), 3)
            for d in sorted({r["difficulty"] for r in rows})
        }
        print(f"{name}: mean {statistics.mean(pick(r) for r in rows):.3f} {by}")
    print(
        f"agent: median {statistics.median(r['seconds'] for r in rows)} s and "
        f"{statistics.median(r['calls'] for r in rows)} model calls per task; "
        f"{sum(r['source'] == 'none' for r in rows)} task(s) without an answer; floor median "
        f"{statistics.median(f['seconds'] for f in floor.values())} s"
    )


def compare(runs: list[str]) -> None:
    """One row per run (``LABEL=OUTPUT``): mean score, by difficulty, tasks answered, median seconds and
    model calls per task; then the per-task scores side by side."""
    loaded = []
    for item in runs:
        label, _, folder = item.partition("=")
        loaded.append((label, json.loads((Path(folder) / "bench.json").read_text())["tasks"]))
    print("| run | mean | easy | medium | hard | answered | median s | median calls |")
    print("|---|---|---|---|---|---|---|---|")
    for label, rows in loaded:
        by = {
            d: statistics.mean(r["score"] for r in rows if r["difficulty"] == d)
            for d in ("easy", "medium", "hard")
            if any(r["difficulty"] == d for r in rows)
        }
        answered = sum(r["source"] != "none" for r in rows)
        print(
            f"| {label} | {statistics.mean(r['score'] for r in rows):.3f} | "
            + " | ".join(f"{by[d]:.3f}" if d in by else "-" for d in ("easy", "medium", "hard"))
            + f" | {answered}/{len(rows)} | {statistics.median(r['seconds'] for r in rows):.1f} | "
            f"{statistics.median(r['calls'] for r in rows):.0f} |"
        )
    tasks = [r["task"] for r in loaded[0][1]]
    by_task = [{r["task"]: r for r in rows} for _, rows in loaded]
    print("\n| task | difficulty | " + " | ".join(label for label, _ in loaded) + " |")
    print("|---|---|" + "---|" * len(loaded))
    for t in tasks:
        cells = [
            f"{b[t]['score']:.2f} ({b[t]['seconds']:.0f} s, {b[t]['source']})" if t in b else "-"
            for b in by_task
        ]
        print(f"| {t} | {by_task[0][t]['difficulty']} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    if "--compare" in sys.argv:
        cp = argparse.ArgumentParser(description=compare.__doc__)
        cp.add_argument("--compare", nargs="+", required=True, metavar="LABEL=OUTPUT")
        compare(cp.parse_args().compare)
        raise SystemExit(0)
    if "--table" in sys.argv:
        tp = argparse.ArgumentParser(description=side_by_side.__doc__)
        tp.add_argument("--table", type=Path, required=True, help="the agent run's --output")
        tp.add_argument("--floor", type=Path, required=True, help="the --schema-only run's --output")
        targs = tp.parse_args()
        side_by_side(targs.table, targs.floor)
        raise SystemExit(0)
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("input")
    ap.add_argument("--output", required=True)
    ap.add_argument("--gold")
    ap.add_argument("--base-url", default="http://127.0.0.1:8080/v1")
    ap.add_argument("--model", default="local")
    ap.add_argument(
        "--cache", type=Path, default=None, help="response cache folder (default <output>/cache/llm)"
    )
    ap.add_argument("--tasks", nargs="+")
    ap.add_argument("--deadline", type=float, default=600)
    ap.add_argument(
        "--schema-only", action="store_true", help="the floor: one query from the schema, no tools"
    )
    asyncio.run(main(ap.parse_args()))
