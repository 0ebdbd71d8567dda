"""Run code that must not block on a special file, with a limit; a hang fails the test, not the session.

A read that waits on a FIFO with no writer never returns by itself: on a timeout these helpers open each
given FIFO for writing and close it again, so the waiting reader sees end-of-file and its thread ends,
then fail the test.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import threading
from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path
from typing import TypeVar

import pytest

T = TypeVar("T")

# Generous for a loaded 2-core machine: what is tested returns in well under a second.
LIMIT_S = 20.0


def make_fifo(path: Path) -> Path:
    """A FIFO at ``path`` (replacing a file there)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    os.mkfifo(path)
    return path


def release(fifos: Iterable[Path]) -> None:
    """Let a reader blocked on each FIFO go: a writer opens it and closes it (end-of-file)."""
    for fifo in fifos:
        with contextlib.suppress(OSError):  # ENXIO: nobody is reading it
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


def finishes(fn: Callable[[], T], *, fifos: Iterable[Path] = (), limit_s: float = LIMIT_S) -> T:
    """``fn()`` run in a thread: its result (or its exception); the test fails when it has not returned
    within ``limit_s``, after releasing ``fifos`` so the thread does not outlive the test."""
    box: dict[str, object] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as e:  # handed to the test below
            box["error"] = e

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(limit_s)
    if thread.is_alive():
        fifos = list(fifos)
        release(fifos)
        thread.join(limit_s)
        pytest.fail(f"still running after {limit_s} s: a read blocked or did not end")
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box["value"]  # type: ignore[return-value]


async def finishes_async(aw: Awaitable[T], *, fifos: Iterable[Path] = (), limit_s: float = LIMIT_S) -> T:
    """``await aw`` within ``limit_s``; else release ``fifos`` (a blocked executor thread ends) and fail."""
    try:
        return await asyncio.wait_for(aw, limit_s)
    except TimeoutError:
        release(list(fifos))
        pytest.fail(f"still running after {limit_s} s: a read blocked or did not end")


def stat_sees_a_regular_file(monkeypatch: pytest.MonkeyPatch, fifo: Path) -> Path:
    """Make ``os.stat`` of ``fifo`` report a regular file: the FIFO was swapped in between a reader's
    check and its open. Only the open descriptor (``os.fstat``) still tells the truth."""
    real_stat = os.stat
    regular = real_stat(__file__)
    target = os.path.abspath(fifo)

    def stat(p, *args, **kwargs):
        if isinstance(p, str | os.PathLike) and os.path.abspath(p) == target:
            return regular
        return real_stat(p, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat)
    return fifo
