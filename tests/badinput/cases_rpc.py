"""Bad-input cases of the services' RPCs, on real servers started in this process."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from tests.badinput import files as fx
from tests.badinput.cmdrun import COMMAND_TIMEOUT_S, Outcome, Workspace
from tests.badinput.evidence import TRACEBACK

# --- the RPC surface --------------------------------------------------------------------------------


def _in_process(
    check: Callable[[Workspace, Outcome], Coroutine[Any, Any, None]],
) -> Callable[[Workspace], Outcome]:
    """A case that starts real servers in this process: an exception it raises is its crash."""

    def run(ws: Workspace) -> Outcome:
        outcome = Outcome(0)
        start = time.monotonic()
        try:
            asyncio.run(asyncio.wait_for(check(ws, outcome), COMMAND_TIMEOUT_S))
        except TimeoutError:
            outcome.returncode = None
        except Exception as e:  # the case's crash, reported as one
            outcome.output += f"{TRACEBACK}\n{type(e).__name__}: {e}"
        outcome.seconds = time.monotonic() - start
        return outcome

    return run


async def _context(ws: Workspace):
    from services.context.server import create_server
    from services.context.settings import ContextSettings
    from shared.config import load_settings

    settings = load_settings(
        ContextSettings,
        artifact_root=ws.root / "artifacts",
        input_roots=[ws.root / "inputs"],
        listen_addr="127.0.0.1:0",
    )
    return await create_server(settings)


async def rpc_convert_pdf(ws: Workspace, outcome: Outcome) -> None:
    import grpc

    from dataagent.context.v1 import context_pb2, context_pb2_grpc

    pdf = fx.write_bytes(ws.root / "inputs" / "c17_report.pdf", fx.pdf_bytes("A short report"))
    server = await _context(ws)
    try:
        async with grpc.aio.insecure_channel(server.address) as channel:
            target = str(ws.root / "artifacts" / "c17" / "report.md")
            request = context_pb2.ConvertPdfRequest(pdf_path=str(pdf), output_path=target)
            try:
                reply = await context_pb2_grpc.ContextServiceStub(channel).ConvertPdf(request, timeout=60)
            except grpc.aio.AioRpcError as e:
                outcome.problems.append(
                    f"ConvertPdf failed on a valid request: {e.code().name} {e.details()}"
                )
                return
            outcome.expect(
                reply.page_count == 2 and Path(reply.markdown_path).is_file(), "no Markdown written"
            )
    finally:
        await server.stop(0)


async def rpc_oversized(ws: Workspace, outcome: Outcome) -> None:
    import grpc

    from dataagent.common.v1 import common_pb2
    from dataagent.context.v1 import context_pb2, context_pb2_grpc

    task = ws.root / "inputs" / "task_1"
    fx.write_csv(task / "context" / "csv" / "t.csv", ["a"], [[1]])
    out = ws.root / "artifacts" / "runs" / "c18"
    server = await _context(ws)
    try:
        options = [("grpc.max_send_message_length", 64 << 20)]
        async with grpc.aio.insecure_channel(server.address, options=options) as channel:
            stub = context_pb2_grpc.ContextServiceStub(channel)
            for field_name, ref in (
                (
                    "task_id",
                    common_pb2.TaskRef(
                        task_id="t" * (10 << 20), task_dir=str(task), task_output_dir=str(out)
                    ),
                ),
                ("task_dir", common_pb2.TaskRef(task_id="task_1", task_dir="/" + "d" * (20 << 20))),
            ):
                try:
                    await stub.PrepareContext(context_pb2.PrepareContextRequest(task=ref), timeout=30)
                    outcome.problems.append(f"an oversized {field_name} was accepted")
                except grpc.aio.AioRpcError as e:
                    outcome.expect(
                        e.code() is grpc.StatusCode.INVALID_ARGUMENT,
                        f"{field_name}: {e.code().name}, not refused",
                    )
    finally:
        await server.stop(0)
    outcome.expect(not out.exists(), "a manifest was written for an oversized request")
