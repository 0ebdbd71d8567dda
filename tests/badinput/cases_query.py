"""Bad-input cases of dataagent catalog and dataagent query."""

from __future__ import annotations

from tests.badinput.cmdrun import CommandCase

QUERY_CASES: tuple[CommandCase, ...] = ()
