"""`dataagent services up` starts every compose service locally, reports SERVING, and stops on SIGINT."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cli.launcher import grpc_services, load_compose
from shared.config import REPO_ROOT
from shared.errors import NotReadyError
from shared.rpc import wait_healthy

pytestmark = pytest.mark.slow


def start_services(tmp_path: Path) -> tuple[subprocess.Popen[str], dict[str, str]]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
    # An endpoint is configured, so the local model is not started; nothing here calls it.
    env["DATAAGENT_LLM_BASE_URL"] = "http://127.0.0.1:9/v1"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "cli",
            "services",
            "up",
            "--artifact-root",
            str(tmp_path),
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
