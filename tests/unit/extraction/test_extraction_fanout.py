"""The fan-out client over two replicas, one of which is killed (SIGKILL) while it holds sections.

The doomed replica is a separate process whose ExtractSection never answers: it prints the section it
received and waits. It is killed as soon as it holds one, the way `docker kill` ends an extraction
container mid-section. Every section must still come back, answered by the surviving replica.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import grpc
import pytest

from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc
from services.extraction.narrative.fanout import FanoutClient
from services.extraction.narrative.models import SectionResult
from shared.config import REPO_ROOT
from shared.layout import TaskOutput
from tests.unit.extraction.conftest import extraction_settings

SECTIONS = [str(i) for i in range(1, 9)]

# A replica that takes sections and never answers them.
DOOMED = """
import asyncio, sys
import grpc
from dataagent.extraction.v1 import extraction_pb2_grpc

class Hold(extraction_pb2_grpc.ExtractionServiceServicer):
    async def ExtractSection(self, request, context):
        print(request.section_id, flush=True)
        await asyncio.Event().wait()

async def main():
    server = grpc.aio.server()
    extraction_pb2_grpc.add_ExtractionServiceServicer_to_server(Hold(), server)
    server.add_insecure_port("127.0.0.1:" + sys.argv[1])
    await server.start()
    print("ready", flush=True)
    await server.wait_for_termination()

asyncio.run(main())
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Survivor(extraction_pb2_grpc.ExtractionServiceServicer):
    """Answers every section at once with a valid result file under the task's output folder."""

    def __init__(self, output: TaskOutput) -> None:
        self.output = output
        self.served: list[str] = []

    async def ExtractSection(self, request, context):  # noqa: N802 - generated name
        self.served.append(request.section_id)
        path = self.output.extraction_logs(request.doc_name).section(request.section_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        result = SectionResult(section_id=request.section_id, valid=True, served_by="survivor")
        path.write_text(json.dumps(result.model_dump()), encoding="utf-8")
        return extraction_pb2.ExtractSectionResponse(result_path=str(path), valid=True)


async def test_sections_held_by_a_killed_replica_are_answered_by_the_others(tmp_path: Path) -> None:
    doomed_port = free_port()
    doomed = subprocess.Popen(
        [sys.executable, "-c", DOOMED, str(doomed_port)],
        cwd=REPO_ROOT,
        env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
        stdout=subprocess.PIPE,
        text=True,
    )
    output = TaskOutput(tmp_path / "out" / "task_1")
    survivor = Survivor(output)
    server = grpc.aio.server()
    extraction_pb2_grpc.add_ExtractionServiceServicer_to_server(survivor, server)
    survivor_port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    settings = extraction_settings(tmp_path, fanout={"section_deadline_s": 20.0})
    client = FanoutClient(f"ipv4:127.0.0.1:{doomed_port},127.0.0.1:{survivor_port}", settings)
    try:
        assert await asyncio.to_thread(doomed.stdout.readline) == "ready\n"
        runner = await client.runner("1", "run")
        assert runner is not None
        # Round robin spreads only over replicas it is connected to: both, before the sections go out.
        for _ in range(50):
            if _connected(doomed_port):
                break
            await asyncio.sleep(0.1)
        doc = SimpleNamespace(
            task_dir=tmp_path / "in", task_output=output.output_dir, stem="doc", output=output
        )
        calls = [asyncio.create_task(runner(doc, tmp_path / "plan.json", sid)) for sid in SECTIONS]
        held = await asyncio.wait_for(asyncio.to_thread(doomed.stdout.readline), 10)
        assert held.strip() in SECTIONS, "the doomed replica received no section"
        doomed.send_signal(signal.SIGKILL)
        results = await asyncio.wait_for(asyncio.gather(*calls), 30)
    finally:
        if doomed.poll() is None:
            doomed.kill()
        doomed.wait()
        await client.close()
        await server.stop(None)
    assert [r.section_id for r in results] == SECTIONS
    assert all(r.valid and r.served_by == "survivor" for r in results)
    assert held.strip() in survivor.served, "the killed replica's section was not retried"


def _connected(port: int) -> bool:
    """Whether this process holds an established TCP connection to 127.0.0.1:port (Linux /proc)."""
    want = f"0100007F:{port:04X}"
    try:
        lines = Path("/proc/net/tcp").read_text().splitlines()[1:]
    except OSError:
        pytest.skip("no /proc/net/tcp")
    return any(line.split()[2] == want and line.split()[3] == "01" for line in lines)
