"""Bad-input cases of dataagent pdf2md and dataagent split."""

from __future__ import annotations

from tests.badinput.cmdrun import CommandCase

PDF_CASES: tuple[CommandCase, ...] = ()
