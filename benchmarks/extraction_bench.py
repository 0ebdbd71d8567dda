"""Cell accuracy of extracted tables against the generator's gold, model calls and time per document.

Runs the extraction pipeline in this process on generated narrative documents (Chinese and English)
against the endpoint in DATAAGENT_LLM_BASE_URL (e.g. the embedded model: ``python -m services.llm
serve --port 8080``), once per section path (rows, program-then-rows). ``--fake`` uses the scripted
perfect model instead, to check the harness itself (accuracy must be 1.0).

    .venv/bin/python benchmarks/extraction_bench.py --records 4 --langs zh en [--fake] [--paths rows auto]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from services.extraction.narrative.extractor import Extractor  # noqa: E402
from services.extraction.settings import ExtractionSettings  # noqa: E402
from shared.config import load_settings  # noqa: E402
from shared.layout import TaskOutput  # noqa: E402
from shared.llm import LLMClient, LLMSettings  # noqa: E402
from tests.context_stage import run_context_stage  # noqa: E402
from tests.docgen import DocSpec, Gold, make_task_folder  # noqa: E402
from tests.docgen.scripted import perfect_rules  # noqa: E402
from tests.fake_llm import FakeLLMServer  # noqa: E402


def _same(got: object, want: object) -> bool:
    if want is None:
        return got is None
    if isinstance(want, int | float) and not isinstance(want, bool):
        try:
            return abs(float(got) - float(want)) <= 1e-9 * max(1.0, abs(float(want)))
        except (TypeError, ValueError):
            return False
    return str(got).strip() == str(want).strip()


def cell_accuracy(db: Path, table: str, gold: Gold) -> tuple[float, int]:
    """Gold cells matched by any extracted column of the same record (names are the model's choice)."""
    with sqlite3.connect(db) as con:
        cur = con.execute(f'SELECT * FROM "{table}"')
        names = [d[0] for d in cur.description]
        rows = {str(r[names.index("record_id")]): dict(zip(names, r, strict=True)) for r in cur.fetchall()}
    hits = total = 0
    for g in gold.table:
        got = rows.get(g["record_id"], {})
        for column, want in g.items():
            if column == "record_id":
                continue
            total += 1
            hits += any(_same(v, want) for k, v in got.items() if k != "record_id")
    return hits / total if total else 0.0, total


async def run(args: argparse.Namespace) -> None:
    fake = FakeLLMServer().start() if args.fake else None
    try:
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            overrides = {"base_url": fake.base_url, "api_key": "x", "model": "fake"} if fake else {}
            llm_settings = load_settings(LLMSettings, artifact_root=work, cache_enabled=False, **overrides)
            print(f"endpoint {llm_settings.base_url} model {llm_settings.model}")
            print(
                f"{'doc':<14} {'path':<6} {'plan':<16} {'status':<10} {'cells':>6} {'accuracy':>8} "
                f"{'calls':>5} {'tokens':>7} {'s':>7}"
            )
            for lang in args.langs:
                for path in args.paths:
                    base = load_settings(ExtractionSettings, artifact_root=work)
                    hint = not args.no_layout_hint
                    settings = base.model_copy(
                        update={
                            "program": base.program.model_copy(update={"enabled": path != "rows"}),
                            "planner": base.planner.model_copy(update={"layout_hint": hint}),
                        }
                    )
                    spec = DocSpec(n_records=args.records, seed=args.seed, task_id=f"task_{lang}_{path}")
                    gold = make_task_folder(work / "in", spec, lang, "md")
                    if fake:
                        fake.reset()
                        fake.add(*perfect_rules(gold))
                    out = work / "out" / spec.task_id
                    # Extraction reads the documents the context manifest admits: prepared first, not timed.
                    run_context_stage(gold.task_dir, out, task_id=spec.task_id)
                    async with LLMClient(llm_settings) as llm:
                        t0 = time.perf_counter()
                        report = await Extractor(settings, llm).extract_documents(
                            gold.task_dir, out, [gold.stem]
                        )
                        seconds = time.perf_counter() - t0
                    r = report.results[0]
                    acc, cells = cell_accuracy(Path(r.db_path), r.table_name, gold) if r.db_path else (0.0, 0)
                    tokens = r.usage.get("prompt_tokens", 0) + r.usage.get("completion_tokens", 0)
                    plan_log = TaskOutput(out).extraction_logs(gold.stem).plan
                    plan = json.loads(plan_log.read_text()) if plan_log.is_file() else {}
                    print(
                        f"{gold.stem[:6] + '/' + lang:<14} {path:<6} {plan.get('source', '-'):<16} "
                        f"{r.status:<10} {cells:>6} {acc:>8.2f} "
                        f"{r.usage.get('calls', 0):>5} {tokens:>7} {seconds:>7.1f}"
                    )
                    for note in [*plan.get("problems", []), *plan.get("repairs", [])][:8]:
                        print(f"    plan: {note[:200]}")
                    if r.status != "succeeded":
                        print(f"    {r.message[:300]}")
    finally:
        if fake:
            fake.stop()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--records", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--langs", nargs="+", default=["zh", "en"])
    ap.add_argument("--paths", nargs="+", default=["rows", "auto"], choices=["rows", "auto"])
    ap.add_argument("--fake", action="store_true", help="the scripted perfect model (harness check)")
    ap.add_argument(
        "--no-layout-hint", action="store_true", help="the planner alone, without the layout hint"
    )
    asyncio.run(run(ap.parse_args()))


if __name__ == "__main__":
    main()
