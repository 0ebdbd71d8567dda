"""The processes a test's `dataagent run` started, found by the run folder in their environment.

Every service the launcher starts gets ``DATAAGENT_ARTIFACT_ROOT=<run folder>``; a test's run folder is
unique to it, so this finds exactly the processes that run started, by id, and nothing else.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

ARTIFACT_ROOT_VAR = b"DATAAGENT_ARTIFACT_ROOT="


def run_processes(run_dir: Path, service: str | None = None) -> dict[int, str]:
    """pid -> command line of the live processes whose artifact root is ``run_dir`` (one service's only,
    when ``service`` is given: ``python -m services.<service>``)."""
    wanted = ARTIFACT_ROOT_VAR + os.fsencode(run_dir)
    found: dict[int, str] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                env = f.read().split(b"\0")
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                cmd = f.read().replace(b"\0", b" ").decode(errors="replace").strip()
            with open(f"/proc/{entry}/stat", "rb") as f:
                zombie = f.read().rsplit(b")", 1)[-1].split()[0] == b"Z"
        except OSError:
            continue
        if wanted not in env or zombie:
            continue
        if service is None or f"services.{service}" in cmd.split():
            found[int(entry)] = cmd
    return found


def outliving(run_dir: Path, grace_s: float) -> dict[int, str]:
    """The run's processes still alive ``grace_s`` after it ended (a service shuts down in its grace)."""
    give_up = time.monotonic() + grace_s
    while (alive := run_processes(run_dir)) and time.monotonic() < give_up:
        time.sleep(0.2)
    return alive


def kill_run_processes(run_dir: Path, grace_s: float = 5.0) -> dict[int, str]:
    """SIGTERM, then SIGKILL, every process ``run_processes`` finds; returns those that were alive."""
    alive = run_processes(run_dir)
    for pid in alive:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)
    give_up = time.monotonic() + grace_s
    while run_processes(run_dir) and time.monotonic() < give_up:
        time.sleep(0.2)
    for pid in run_processes(run_dir):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    return alive


def stop(process: subprocess.Popen[str], grace_s: float) -> None:
    """What ``timeout`` does: SIGTERM, then SIGKILL after ``grace_s``."""
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(grace_s)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@dataclass
class Finished:
    """How a `dataagent run` ended: its output, exit status (None: it had to be killed) and timing."""

    stdout: str
    stderr: str
    returncode: int | None
    elapsed_s: float
    timed_out: bool
    ended_at: float


def run_command(
    args: list[str],
    env: dict[str, str],
    cwd: Path,
    timeout_s: float,
    grace_s: float,
    started: dict | None = None,
) -> Finished:
    """Run ``args``; past ``timeout_s`` it is stopped as ``timeout`` stops it (SIGTERM, then SIGKILL).

    ``started["process"]`` is set to the Popen object while it runs, for a fault that signals it.
    """
    t0 = time.monotonic()
    process = subprocess.Popen(
        args, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace"
    )
    if started is not None:
        started["process"] = process
    timed_out = False
    try:
        stdout, stderr = process.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        timed_out = True
        stop(process, grace_s)
        stdout, stderr = process.communicate()
    code = process.returncode
    if timed_out and code in (-signal.SIGKILL, None):
        code = None
    return Finished(stdout, stderr, code, time.monotonic() - t0, timed_out, time.monotonic())
