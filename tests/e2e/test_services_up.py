"""`dataagent services up` starts every compose service locally, reports SERVING, and stops on SIGINT; the
services read tasks only under the --input folders and, with DATAAGENT_AUTH_TOKEN set, serve only its bearers.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import grpc
import pytest

from cli.launcher import grpc_services, load_compose
from dataagent.common.v1 import common_pb2
from dataagent.context.v1 import context_pb2, context_pb2_grpc
from shared.config import REPO_ROOT, TransportSettings, load_settings
from shared.errors import NotReadyError
from shared.rpc import open_channel, wait_healthy

pytestmark = pytest.mark.slow


def start_services(
    tmp_path: Path, *extra: str, token: str = ""
) -> tuple[subprocess.Popen[str], dict[str, str]]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
    # An endpoint is configured, so the local model is not started; nothing here calls it.
    env["DATAAGENT_LLM_BASE_URL"] = "http://127.0.0.1:9/v1"
    env["DATAAGENT_AUTH_TOKEN"] = token
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "cli",
            "services",
            "up",
            "--artifact-root",
            str(tmp_path / "artifacts"),
            *extra,
        ],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    expected = set(grpc_services(load_compose()))
    addrs: dict[str, str] = {}
    assert proc.stdout is not None
    while set(addrs) != expected:
        line = proc.stdout.readline()
        assert line, f"services up ended early: {proc.stderr.read() if proc.stderr else ''}"
        name, _, addr = line.strip().partition("_ADDR=")
        addrs[name.lower()] = addr
    return proc, addrs


def test_services_up_serves_every_service_until_interrupted(tmp_path: Path) -> None:
    proc, addrs = start_services(tmp_path)
    try:
        for addr in addrs.values():
            asyncio.run(wait_healthy(addr, timeout_s=5))
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    assert proc.returncode == 0
    for addr in addrs.values():
        with pytest.raises(NotReadyError, match="not SERVING"):
            asyncio.run(wait_healthy(addr, timeout_s=1))


def test_services_do_not_outlive_a_killed_launcher(tmp_path: Path) -> None:
    proc, addrs = start_services(tmp_path)
    proc.kill()  # SIGKILL: the launcher cannot stop anything itself
    proc.wait(timeout=10)
    deadline = time.monotonic() + 30
    while (alive := [a for a in addrs.values() if listening(a)]) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert alive == [], "services outlived their launcher"


def listening(addr: str) -> bool:
    host, _, port = addr.rpartition(":")
    with socket.socket() as s:
        return s.connect_ex((host, int(port))) == 0


async def prepare(addr: str, task_dir: Path, out: Path, transport: TransportSettings) -> grpc.StatusCode:
    ref = common_pb2.TaskRef(task_id="task_1", task_dir=str(task_dir), task_output_dir=str(out))
    async with open_channel(addr, transport=transport) as channel:
        stub = context_pb2_grpc.ContextServiceStub(channel)
        try:
            await stub.PrepareContext(context_pb2.PrepareContextRequest(task=ref), timeout=30)
        except grpc.aio.AioRpcError as e:
            return e.code()
    return grpc.StatusCode.OK


def test_services_read_only_the_input_folders_and_serve_only_token_bearers(tmp_path: Path) -> None:
    task = tmp_path / "in" / "task_1"
    (task / "context").mkdir(parents=True)
    (task / "task.json").write_text(json.dumps({"task_id": "task_1", "question": "How many?"}))
    proc, addrs = start_services(tmp_path, "--input", str(tmp_path / "in"), token="e2e-token")
    out = tmp_path / "artifacts" / "run" / "task_1"
    bearer = load_settings(TransportSettings, auth_token="e2e-token")
    stranger = load_settings(TransportSettings, auth_token=None)
    try:
        asyncio.run(wait_healthy(addrs["context"], timeout_s=5, transport=stranger))  # probes need no token
        assert asyncio.run(prepare(addrs["context"], task, out, stranger)) is grpc.StatusCode.UNAUTHENTICATED
        assert (
            asyncio.run(prepare(addrs["context"], Path("/etc"), out, bearer))
            is grpc.StatusCode.PERMISSION_DENIED
        )
        assert asyncio.run(prepare(addrs["context"], task, out, bearer)) is grpc.StatusCode.OK
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
