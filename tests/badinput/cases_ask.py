"""Bad-input cases of dataagent ask and the commands' interrupts and file names."""

from __future__ import annotations

from tests.badinput.cmdrun import CommandCase

ASK_CASES: tuple[CommandCase, ...] = ()
