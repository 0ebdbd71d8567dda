"""Every command on Ctrl-C, SIGTERM or SIGHUP: one line, `interrupted`, exit status 130, its cleanup run."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
import types
from collections.abc import Callable, Sequence

import pytest

from cli.main import COMMANDS, main


def _command(monkeypatch: pytest.MonkeyPatch, work: Callable[[Sequence[str]], int]) -> None:
    module = types.ModuleType("interrupted_command")
    module.work = work  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "interrupted_command", module)
    monkeypatch.setitem(COMMANDS, "stopped", ("interrupted_command", "work", "a command that is stopped"))


def _signal_self(sig: int) -> None:
    os.kill(os.getpid(), sig)
    time.sleep(5)  # the handler runs here


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_a_signal_ends_a_command_with_one_line_and_130(
    sig: int, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    before = signal.getsignal(signal.SIGTERM)
    _command(monkeypatch, lambda _args: _signal_self(sig) or 0)
    assert main(["stopped"]) == 130
    assert capsys.readouterr().err == "interrupted\n"
    assert signal.getsignal(signal.SIGTERM) is before


def test_an_interrupt_the_command_swallowed_still_ends_it_as_interrupted(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def work(_args: Sequence[str]) -> int:
        try:
            _signal_self(signal.SIGINT)
        except KeyboardInterrupt:  # a library that turns it into its own error, then carries on
            raise RuntimeError("query interrupted") from None
        return 0

    _command(monkeypatch, work)
    assert main(["stopped"]) == 130
    assert capsys.readouterr().err == "interrupted\n"  # not an internal error


def test_sigterm_inside_asyncio_run_cancels_the_main_task_so_its_cleanup_runs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    cleaned: list[str] = []

    async def body() -> int:
        try:
            os.kill(os.getpid(), signal.SIGTERM)
            await asyncio.sleep(5)
        finally:
            cleaned.append("answers written")
        return 0

    _command(monkeypatch, lambda _args: asyncio.run(body()))
    assert main(["stopped"]) == 130
    assert cleaned == ["answers written"]
    assert "Traceback" not in capsys.readouterr().err
