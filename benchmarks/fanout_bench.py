"""Fan-out benchmark: one 20-section document over 1, 2 and 4 extraction replicas (local processes).

The model is the scripted fake: the planner answers at once, every section answer comes after a fixed
delay. Each replica's model client runs one call at a time (DATAAGENT_LLM_MAX_CONCURRENCY=1, standing
for a replica's own capacity), and the document's fan-out concurrency is raised to 20 so that the
replicas, not the fan-out limit, bound the speed.

    .venv/bin/python benchmarks/fanout_bench.py [--delay 0.5] [--sections 20] [--replicas 1 2 4]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import grpc

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dataagent.common.v1 import common_pb2  # noqa: E402
from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc  # noqa: E402
from shared.layout import TaskInput, TaskOutput, TaskSpec  # noqa: E402
from shared.rpc import wait_healthy  # noqa: E402
from tests.context_stage import run_context_stage  # noqa: E402
from tests.fake_llm import FakeLLMServer, Rule, reply  # noqa: E402

RECORDS = [f"R{i:02d}" for i in range(1, 13)]
QUESTION = "indicators"
DOC = "indicators"


def make_document(task_dir: Path, sections: int) -> tuple[dict, dict[tuple[str, int], str]]:
    lines, plan_sections, values = ["# Indicators", ""], [], {}
    for k in range(1, sections + 1):
        lines += [f"## Block {k}", ""]
        first = len(lines) + 1
        for rid in RECORDS:
            v = f"{(hash((rid, k)) % 90000) + 1000:,}"
            values[(rid, k)] = v
            lines += [f"Record {rid} reported indicator {k} of {v} units.", ""]
        plan_sections.append(
            {"id": str(k), "title": f"block {k}", "start_line": first, "end_line": len(lines) - 1,
             "columns": ["record_id", f"indicator_{k}"]}
        )  # fmt: skip
    task = TaskInput(task_dir)
    doc = task.doc_dir / f"{DOC}.md"
    doc.parent.mkdir(parents=True)
    doc.write_text("\n".join(lines), encoding="utf-8")
    task.write_spec(TaskSpec(task_id="bench", question=QUESTION))
    schema = {"record_id": {"doc_meaning": "id", "task_meaning": "id"}} | {
        f"indicator_{k}": {"doc_meaning": "number with grouping", "task_meaning": "number with grouping"}
        for k in range(1, sections + 1)
    }
    return {"sections": plan_sections, "record_universe": RECORDS, "schema": schema}, values


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def run_once(replicas: int, delay: float, sections: int, fake: FakeLLMServer, work: Path) -> dict:
    task_dir = work / f"in{replicas}" / "task_bench"
    plan, values = make_document(task_dir, sections)

    def table(body: dict) -> str:
        text = body["messages"][1]["content"]
        k = int(re.search(r"Section (\d+) '", text).group(1))
        rows = [f"| {i} | {rid} | {values[(rid, k)]} |" for i, rid in enumerate(RECORDS, start=1)]
        return "\n".join([f"| __src_line | record_id | indicator_{k} |", "|---|---|---|", *rows])

    fake.reset()
    fake.add(
        reply(json.dumps(plan), any_contains="Return the plan JSON"),
        Rule(content=table, any_contains="## Your section", delay_s=delay),
    )
    ports = [free_port() for _ in range(replicas)]
    artifacts = work / f"artifacts{replicas}"
    env_common = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "DATAAGENT_ARTIFACT_ROOT": str(artifacts),
        "DATAAGENT_INPUT_ROOTS": str(work),
        "DATAAGENT_LOG_LEVEL": "WARNING",
        "DATAAGENT_LLM_BASE_URL": fake.base_url,
        "DATAAGENT_LLM_API_KEY": "bench",
        "DATAAGENT_LLM_MODEL": "fake-fast",
        "DATAAGENT_LLM_MAX_CONCURRENCY": "1",
        "DATAAGENT_LLM_CACHE_ENABLED": "false",
        "DATAAGENT_EXTRACTION_FANOUT__CONCURRENCY": str(sections),
        "DATAAGENT_EXTRACTION_PROGRAM__ENABLED": "false",
        "EXTRACTION_ADDR": ",".join(f"127.0.0.1:{p}" for p in ports),
    }
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "services.extraction"],
            cwd=ROOT,
            env={**env_common, "DATAAGENT_EXTRACTION_LISTEN_ADDR": f"127.0.0.1:{p}"},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for p in ports
    ]
    try:
        for p in ports:
            await wait_healthy(f"127.0.0.1:{p}", timeout_s=60)
        out = artifacts / "task_bench"
        # Extraction reads the documents the context manifest admits: prepared first, not timed.
        run_context_stage(task_dir, out, task_id="bench")
        ref = common_pb2.TaskRef(task_id="bench", task_dir=str(task_dir), task_output_dir=str(out))
        async with grpc.aio.insecure_channel(f"127.0.0.1:{ports[0]}") as channel:
            stub = extraction_pb2_grpc.ExtractionServiceStub(channel)
            t0 = time.perf_counter()
            response = await stub.ExtractDocuments(
                extraction_pb2.ExtractDocumentsRequest(task=ref, question=QUESTION),
                timeout=600,
            )
            total = time.perf_counter() - t0
        summary = json.loads(TaskOutput(out).extraction_logs(DOC).summary.read_text())
        spread = Counter(s["served_by"].rsplit(":", 1)[1] for s in summary["sections"])
        return {
            "replicas": replicas,
            "status": common_pb2.StageStatus.Name(response.outcome.status)
            .removeprefix("STAGE_STATUS_")
            .lower(),
            "total_s": round(total, 2),
            "sections_s": summary["timings"]["sections_s"],
            "spread": sorted(spread.values(), reverse=True),
        }
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(timeout=20)


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--delay", type=float, default=0.5)
    ap.add_argument("--sections", type=int, default=20)
    ap.add_argument("--replicas", type=int, nargs="+", default=[1, 2, 4])
    args = ap.parse_args()
    with FakeLLMServer() as fake, tempfile.TemporaryDirectory() as tmp:
        rows = [await run_once(n, args.delay, args.sections, fake, Path(tmp)) for n in args.replicas]
    base = rows[0]
    print(f"{args.sections} sections, section answer delay {args.delay}s, 1 model call at a time per replica")
    print(f"{'replicas':>8} {'status':>10} {'total_s':>8} {'sections_s':>10} {'speedup':>8}  per replica")
    for r in rows:
        speed = base["sections_s"] / r["sections_s"]
        print(
            f"{r['replicas']:>8} {r['status']:>10} {r['total_s']:>8} {r['sections_s']:>10} "
            f"{speed:>7.2f}x  {r['spread']}"
        )


if __name__ == "__main__":
    asyncio.run(main())
