"""The ``dataagent`` command: run tasks, bring the services up, and the per-service tools."""

from __future__ import annotations

import argparse
import asyncio
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import grpc
from rich.console import Console
from rich.live import Live
from rich.table import Table

from dataagent.common.v1 import common_pb2
from dataagent.coordinator.v1 import coordinator_pb2, coordinator_pb2_grpc
from services.coordinator.launcher import LocalSystem, load_compose, needs_local_llm
from services.coordinator.runner import STAGE_ORDER
from shared.errors import DataAgentError
from shared.scoring import render_report, score_dir

console = Console(stderr=True)

# Tools of other services, imported only when asked for so that `dataagent run` stays light.
TOOLS: dict[str, tuple[str, str, str]] = {
    "score": ("shared.scoring", "score_main", "score predictions against gold answers"),
    "pdf2md": ("services.context.cli", "pdf2md_main", "convert one PDF to Markdown"),
    "catalog": ("services.catalog.cli", "catalog_main", "print a task's catalog"),
    "query": ("services.catalog.cli", "query_main", "run one read-only query on a task's tables"),
    "extract": ("services.extraction.cli", "extract_main", "turn one document into a table"),
}

_STAGE_SYMBOL = {
    common_pb2.STAGE_STATUS_RUNNING: "[yellow]…[/]",
    common_pb2.STAGE_STATUS_SUCCEEDED: "[green]ok[/]",
    common_pb2.STAGE_STATUS_PARTIAL: "[yellow]partial[/]",
    common_pb2.STAGE_STATUS_FAILED: "[red]failed[/]",
    common_pb2.STAGE_STATUS_SKIPPED: "[dim]skip[/]",
    common_pb2.STAGE_STATUS_TIMED_OUT: "[red]timeout[/]",
}


class Progress:
    """The live table: one row per task, one column per stage."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, str]] = {}
        self.undeployed: list[str] = []
        self.finished: dict[str, coordinator_pb2.TaskFinished] = {}

    def update(self, event: coordinator_pb2.RunTasksEvent) -> None:
        kind = event.WhichOneof("event")
        if kind == "run_started":
            self.undeployed = list(event.run_started.undeployed_stages)
            for tid in event.run_started.selected_task_ids:
                self.rows[tid] = {}
        elif kind == "stage_update":
            u = event.stage_update
            self.rows.setdefault(u.task_id, {})[u.stage] = _STAGE_SYMBOL.get(u.status, "?")
        elif kind == "task_finished":
            self.finished[event.task_finished.task_id] = event.task_finished

    def table(self) -> Table:
        table = Table(title="DataAgent run", show_lines=False)
        table.add_column("task")
        for stage in STAGE_ORDER:
            table.add_column(stage + (" (n/d)" if stage in self.undeployed else ""))
        table.add_column("result")
        for tid, stages in self.rows.items():
            done = self.finished.get(tid)
            result = ""
            if done is not None:
                name = coordinator_pb2.TaskStatus.Name(done.status).removeprefix("TASK_STATUS_").lower()
                color = "green" if done.status == coordinator_pb2.TASK_STATUS_SUCCEEDED else "red"
                result = f"[{color}]{name}[/] {done.elapsed_s:.1f}s"
            table.add_row(tid, *(stages.get(s, "") for s in STAGE_ORDER), result)
        return table


async def stream_run(
    addr: str, request: coordinator_pb2.RunTasksRequest, timeout_s: float | None
) -> Progress:
    progress = Progress()
    async with grpc.aio.insecure_channel(addr) as channel:
        stub = coordinator_pb2_grpc.CoordinatorServiceStub(channel)
        with Live(progress.table(), console=console, refresh_per_second=4, transient=False) as live:
            async for event in stub.RunTasks(request, timeout=timeout_s):
                progress.update(event)
                live.update(progress.table())
                if event.WhichOneof("event") == "run_finished":
                    done = event.run_finished
                    console.print(
                        f"run {done.run_id}: {done.succeeded} succeeded, {done.failed} failed, "
                        f"{done.timed_out} timed out, {done.skipped} skipped in {done.elapsed_s:.1f}s; "
                        f"manifest: {done.manifest_path}"
                    )
    return progress


async def run_command(args: argparse.Namespace) -> int:
    input_dir, output_dir = Path(args.input).resolve(), Path(args.output).resolve()
    request = coordinator_pb2.RunTasksRequest(
        input_dir=str(input_dir),
        output_dir=str(output_dir),
        task_ids=args.task_ids or [],
        skip_completed=args.skip_completed,
        max_workers=args.max_workers,
        retry_failed=args.retry_failed,
    )
    addr = os.environ.get("COORDINATOR_ADDR", "").strip()
    if addr:
        await stream_run(addr, request, args.timeout)
    else:
        system = LocalSystem(artifact_root=output_dir, log_dir=output_dir / "logs")
        if needs_local_llm(load_compose(), os.environ):
            console.print(
                "no model endpoint configured: starting the embedded local model (first start: minutes)"
            )
            if not args.max_workers:
                # llama.cpp answers one request at a time; interleaved tasks evict each other's prompt cache.
                request.max_workers = 1
        console.print("starting services as local processes…")
        async with system:
            console.print("  " + ", ".join(f"{n}={a}" for n, a in system.addresses().items()))
            await stream_run(system.addresses()["coordinator"], request, args.timeout)
    if args.gold:
        render_report(score_dir(output_dir, Path(args.gold), input_dir))
    return 0


async def services_up(args: argparse.Namespace) -> int:
    root = Path(args.artifact_root).resolve()
    system = LocalSystem(artifact_root=root, log_dir=root / "logs")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (2, 15):
        loop.add_signal_handler(sig, stop.set)
    async with system:
        for name, addr in system.addresses().items():
            print(f"{name.upper()}_ADDR={addr}", flush=True)
        console.print(f"artifacts in {root}; logs in {root / 'logs'}; Ctrl-C stops them")
        await stop.wait()
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dataagent", description="DataAgent: answers questions over task folders."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run tasks of an input folder into an output (run) folder")
    run.add_argument("input", help="folder holding task_<id>/ folders")
    run.add_argument("--output", "-o", required=True, help="run folder (created; rerun to resume)")
    run.add_argument("--task-ids", nargs="+", help="only these tasks, e.g. task_1 11")
    run.add_argument("--max-workers", type=int, default=0, help="tasks run at once (default: configs/)")
    run.add_argument("--skip-completed", action="store_true", help="skip tasks with a valid prediction.csv")
    run.add_argument("--retry-failed", action="store_true", help="rerun only the tasks that failed last time")
    run.add_argument("--gold", help="gold folder (task_<id>/gold.csv): score the run at the end")
    run.add_argument(
        "--timeout", type=float, default=None, help="give up waiting for the run after N seconds"
    )
    services = sub.add_parser("services", help="manage the local services")
    services_sub = services.add_subparsers(dest="action", required=True)
    up = services_sub.add_parser("up", help="start every service locally and keep them up")
    up.add_argument("--artifact-root", default="var/artifacts", help="the artifact folder they share")
    for name, (_, _, help_text) in TOOLS.items():
        sub.add_parser(name, help=help_text, add_help=False)
    return parser


def _tool(name: str) -> Callable[[Sequence[str]], int]:
    module, func, _ = TOOLS[name]
    try:
        return getattr(importlib.import_module(module), func)
    except ModuleNotFoundError as e:
        raise DataAgentError(f"`dataagent {name}` is not available: {e}") from e


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in TOOLS:
        try:
            return int(_tool(argv[0])(argv[1:]) or 0)
        except DataAgentError as e:
            console.print(f"[red]error:[/] {e}")
            return 2
    args = build_parser().parse_args(argv)
    try:
        if args.command == "run":
            return asyncio.run(run_command(args))
        return asyncio.run(services_up(args))
    except DataAgentError as e:
        console.print(f"[red]error:[/] {e}")
        return 2
    except grpc.aio.AioRpcError as e:
        console.print(f"[red]error:[/] {e.code().name}: {e.details()}")
        return 1
    except KeyboardInterrupt:
        console.print("interrupted; rerun the same command to resume")
        return 130


def entry(*_: Any) -> None:
    sys.exit(main())


if __name__ == "__main__":
    entry()
