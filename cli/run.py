"""``dataagent run`` and ``dataagent services up``: a run through the services, with a live progress table."""

from __future__ import annotations

import argparse
import asyncio
import os
from collections.abc import Sequence
from pathlib import Path

import grpc
from rich.console import Console
from rich.live import Live
from rich.table import Table

from cli.exit_codes import INTERRUPTED, RUN_EPILOG, USAGE, progress_exit_code, rpc_exit_code
from cli.launcher import LocalSystem, load_compose, needs_local_llm
from cli.score import render_report
from cli.shutdown import run_stoppable
from dataagent.common.v1 import common_pb2
from dataagent.coordinator.v1 import coordinator_pb2, coordinator_pb2_grpc
from services.coordinator.runner import STAGE_ORDER
from shared.config import service_addr
from shared.errors import DataAgentError
from shared.rpc import open_channel
from shared.scoring import score_dir

console = Console(stderr=True)

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
    async with open_channel(addr) as channel:
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
    addr = service_addr("coordinator")
    if addr:
        progress = await stream_run(addr, request, args.timeout)
    else:
        system = LocalSystem(artifact_root=output_dir, log_dir=output_dir / "logs", input_roots=(input_dir,))
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
            progress = await stream_run(system.addresses()["coordinator"], request, args.timeout)
    if args.gold:
        render_report(score_dir(output_dir, Path(args.gold), input_dir))
    return progress_exit_code(progress)


async def services_up(args: argparse.Namespace) -> int:
    root = Path(args.artifact_root).resolve()
    inputs = tuple(Path(p).resolve() for p in args.input or ())
    system = LocalSystem(artifact_root=root, log_dir=root / "logs", input_roots=inputs)
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


def _run_parser() -> argparse.ArgumentParser:
    run = argparse.ArgumentParser(
        prog="dataagent run",
        description="Run the tasks of an input folder into an output (run) folder.",
        epilog=RUN_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    run.add_argument("input", help="folder holding task_<id>/ folders")
    run.add_argument("--output", "-o", required=True, help="run folder (created; rerun to resume)")
    run.add_argument("--task-ids", nargs="+", help="only these tasks, e.g. task_1 11")
    run.add_argument("--max-workers", type=int, default=0, help="tasks run at once (default: configs/)")
    run.add_argument(
        "--skip-completed", action="store_true", help="skip tasks that already have a valid answer"
    )
    run.add_argument("--retry-failed", action="store_true", help="rerun only the tasks that failed last time")
    run.add_argument("--gold", help="gold folder (one task_<id>/ per task): score the run at the end")
    run.add_argument(
        "--timeout", type=float, default=None, help="give up waiting for the run after N seconds"
    )
    return run


def _services_parser() -> argparse.ArgumentParser:
    services = argparse.ArgumentParser(prog="dataagent services", description="Manage the local services.")
    actions = services.add_subparsers(dest="action", required=True)
    up = actions.add_parser("up", help="start every service locally and keep them up")
    up.add_argument("--artifact-root", default="var/artifacts", help="the artifact folder they share")
    up.add_argument(
        "--input",
        action="append",
        metavar="DIR",
        help="a folder they may read task folders from (repeatable; none: only the artifact folder)",
    )
    return services


def _serve(coro_fn, args: argparse.Namespace) -> int:
    try:
        return run_stoppable(coro_fn(args))
    except DataAgentError as e:
        console.print(f"[red]error:[/] {e}")
        return USAGE
    except grpc.aio.AioRpcError as e:
        console.print(f"[red]error:[/] {e.code().name}: {e.details()}")
        return rpc_exit_code(e.code())
    except KeyboardInterrupt:
        console.print("interrupted; rerun the same command to resume")
        return INTERRUPTED


def run_main(argv: Sequence[str] | None = None) -> int:
    return _serve(run_command, _run_parser().parse_args(argv))


def services_main(argv: Sequence[str] | None = None) -> int:
    return _serve(services_up, _services_parser().parse_args(argv))
