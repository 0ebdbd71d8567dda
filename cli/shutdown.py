"""Stopping what a run started: every process group it spawned, SIGTERM, then SIGKILL after a grace period.

Each service the launcher starts runs in its own session, so its process group holds the service and
whatever the service spawned (the model server's workers too). Three pieces:

- ``stop_groups``: SIGTERM every group at once, wait up to the grace period for every process in them to
  end, SIGKILL the groups with anything left.
- ``ProcessGroups``: the launcher's record of the groups it started. Its ``stop`` runs ``stop_groups`` and
  reaps the services. With the first group it starts a watchdog (``python -m cli.shutdown``, its own
  session) that holds a pipe from the launcher: when the pipe closes before the launcher says it stopped
  everything (the launcher was SIGKILLed, or crashed), the watchdog stops the groups itself.
- ``run_stoppable``: ``asyncio.run`` where SIGTERM and SIGHUP stop the run as Ctrl-C does: the main task is
  cancelled, so its ``async with`` blocks stop what they started, and KeyboardInterrupt is raised.
- ``Interrupts``: for every command, SIGTERM and SIGHUP act as Ctrl-C does at that moment, and whether any
  of them came is known after the command returns (also when the command swallowed it).

Only the standard library is imported here: the watchdog starts in a moment.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Coroutine, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import IO, Any, TypeVar

T = TypeVar("T")

STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)
INTERRUPT_SIGNALS = (signal.SIGINT, *STOP_SIGNALS)
INTERRUPTED = 130  # the exit status of a command stopped by Ctrl-C, SIGTERM or SIGHUP
POLL_S = 0.05
# After SIGKILL the kernel ends a process at once, unless it sits in an uninterruptible wait.
KILL_WAIT_S = 5.0
# The watchdog's own start and end.
WATCHDOG_WAIT_S = 5.0
_DONE = b"done"
_REPO_ROOT = Path(__file__).resolve().parents[1]
_PROC = Path("/proc")


def group_members(pgid: int) -> list[int]:
    """The processes of group ``pgid`` that have not ended (a zombie has ended: it waits to be reaped)."""
    if not _PROC.is_dir():
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return []
        except PermissionError:
            pass
        return [pgid]
    members = []
    for entry in _PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so split after the last ')'.
        fields = stat[stat.rfind(")") + 2 :].split()
        if len(fields) > 2 and fields[0] not in ("Z", "X") and int(fields[2]) == pgid:
            members.append(int(entry.name))
    return members


def signal_group(pgid: int, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)


def _wait_groups(pgids: Sequence[int], seconds: float) -> list[int]:
    """Wait up to ``seconds`` for the groups to empty; the ones that did not."""
    give_up = time.monotonic() + seconds
    alive = [g for g in pgids if group_members(g)]
    while alive and time.monotonic() < give_up:
        time.sleep(POLL_S)
        alive = [g for g in alive if group_members(g)]
    return alive


def stop_groups(pgids: Sequence[int], grace_s: float) -> list[int]:
    """SIGTERM every group, wait up to ``grace_s`` for all their processes, SIGKILL the groups still alive.

    Returns the groups that had to be killed. Blocks (run it in an executor from async code).
    """
    for pgid in pgids:
        signal_group(pgid, signal.SIGTERM)
    alive = _wait_groups(pgids, grace_s)
    for pgid in alive:
        signal_group(pgid, signal.SIGKILL)
    _wait_groups(alive, KILL_WAIT_S)
    return alive


@dataclass
class ProcessGroups:
    """The process groups a launcher started (each process is the leader of its own session)."""

    processes: list[subprocess.Popen[bytes]] = field(default_factory=list)
    watchdog: subprocess.Popen[bytes] | None = None

    def add(self, process: subprocess.Popen[bytes], *, grace_s: float, log_path: Path | None = None) -> None:
        """Record ``process`` (started with ``start_new_session=True``) and tell the watchdog about it."""
        self.processes.append(process)
        if self.watchdog is None:
            self.watchdog = start_watchdog(grace_s, log_path)
        _tell(self.watchdog.stdin, str(process.pid).encode())

    async def stop(self, grace_s: float) -> None:
        """Stop every group (SIGTERM, grace period, SIGKILL), reap the leaders, release the watchdog."""
        loop = asyncio.get_running_loop()
        pgids = [p.pid for p in self.processes]
        if pgids:
            await loop.run_in_executor(None, stop_groups, pgids, grace_s)
        for process in self.processes:
            with contextlib.suppress(subprocess.TimeoutExpired):
                await loop.run_in_executor(None, process.wait, KILL_WAIT_S)
        self.processes.clear()
        if self.watchdog is not None:
            watchdog, self.watchdog = self.watchdog, None
            _tell(watchdog.stdin, _DONE)
            await loop.run_in_executor(None, _close_watchdog, watchdog)


def start_watchdog(grace_s: float, log_path: Path | None = None) -> subprocess.Popen[bytes]:
    """The watchdog: it outlives its launcher (own session, no parent-death signal) to stop its groups."""
    out: IO[bytes] | int = subprocess.DEVNULL
    if log_path is not None:
        log_path.parent.mkdir(parents=True, exist_ok=True)
        out = open(log_path, "ab")  # noqa: SIM115 - the child holds it; closed below
    try:
        return subprocess.Popen(
            [sys.executable, "-m", "cli.shutdown", "--grace", str(grace_s)],
            cwd=_REPO_ROOT,
            stdin=subprocess.PIPE,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    finally:
        if not isinstance(out, int):
            out.close()


def _tell(pipe: IO[bytes] | None, message: bytes) -> None:
    if pipe is None:
        return
    with contextlib.suppress(OSError):
        pipe.write(message + b"\n")
        pipe.flush()


def _close_watchdog(watchdog: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(OSError):
        if watchdog.stdin is not None:
            watchdog.stdin.close()
    try:
        watchdog.wait(WATCHDOG_WAIT_S)
    except subprocess.TimeoutExpired:
        watchdog.kill()
        watchdog.wait()


def run_stoppable(main: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(main)``; SIGTERM or SIGHUP cancels ``main`` (its cleanup runs) and ends in
    KeyboardInterrupt."""
    received: list[int] = []

    async def guarded() -> T:
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()
        assert task is not None

        def stop(signum: int) -> None:
            received.append(signum)
            task.cancel()

        for sig in STOP_SIGNALS:
            loop.add_signal_handler(sig, stop, sig)
        try:
            return await main
        finally:
            for sig in STOP_SIGNALS:
                loop.remove_signal_handler(sig)

    try:
        result = asyncio.run(guarded())
    except asyncio.CancelledError:
        if received:
            raise KeyboardInterrupt from None
        raise
    if received:  # the cancellation was absorbed on the way out; the run was still stopped
        raise KeyboardInterrupt
    return result


class Interrupts:
    """While a command runs: SIGTERM and SIGHUP do what Ctrl-C does at that moment (KeyboardInterrupt, or
    inside ``asyncio.run`` the cancellation of its main task, whose cleanup runs), and every interrupt is
    recorded, so one that the command swallowed (a library that turns KeyboardInterrupt into its own
    error) still ends it as interrupted.

    SIGINT keeps Python's own handler, which ``asyncio.run`` replaces with its graceful one; it is seen
    through the signal wake-up descriptor, which every Python-level handler writes to.
    """

    def __init__(self) -> None:
        self._received: list[int] = []
        self._saved: dict[int, Any] = {}
        self._pipe: tuple[int, int] | None = None
        self._saved_fd = -1

    def __enter__(self) -> Interrupts:
        try:
            for sig in STOP_SIGNALS:
                self._saved[sig] = signal.signal(sig, self._forward)
            read, write = os.pipe()
            os.set_blocking(read, False)
            os.set_blocking(write, False)
            self._pipe = (read, write)
            self._saved_fd = signal.set_wakeup_fd(write, warn_on_full_buffer=False)
        except ValueError:  # not the main thread: signals are not this caller's to handle
            pass
        return self

    def __exit__(self, *exc: object) -> None:
        for sig, handler in self._saved.items():
            signal.signal(sig, handler)
        if self._pipe is not None:
            signal.set_wakeup_fd(self._saved_fd)
            self._drain()
            for fd in self._pipe:
                os.close(fd)
            self._pipe = None

    @property
    def received(self) -> bool:
        """An interrupt came while the command ran."""
        self._drain()
        return bool(self._received)

    def _drain(self) -> None:
        if self._pipe is not None:
            with contextlib.suppress(BlockingIOError):
                self._received += [n for n in os.read(self._pipe[0], 4096) if n in INTERRUPT_SIGNALS]

    def _forward(self, signum: int, frame: FrameType | None) -> None:
        self._received.append(signum)
        on_interrupt = signal.getsignal(signal.SIGINT)
        if callable(on_interrupt):
            on_interrupt(signal.SIGINT, frame)
        else:  # Ctrl-C is ignored (a background job) or left to the system: stop all the same
            raise KeyboardInterrupt


def watchdog_main(argv: Sequence[str] | None = None) -> int:
    """Read group ids, one a line, until ``done`` (all stopped: nothing to do) or the end of input (the
    launcher is gone: stop the groups)."""
    parser = argparse.ArgumentParser(prog="python -m cli.shutdown")
    parser.add_argument("--grace", type=float, required=True, help="seconds between SIGTERM and SIGKILL")
    args = parser.parse_args(argv)
    # Ctrl-C and a closed terminal are for the launcher; this process acts when the launcher is gone.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    pgids: list[int] = []
    for line in sys.stdin.buffer:
        word = line.strip()
        if word == _DONE:
            return 0
        if word.isdigit():
            pgids.append(int(word))
    killed = stop_groups(pgids, args.grace)
    print(
        f"launcher gone: stopped process groups {pgids}; killed after {args.grace:g}s: {killed}",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(watchdog_main())
