"""How a bad-input case runs a command: the workspace (the planted secret, inputs), its outcome, and
the process that runs ``dataagent`` with a time limit."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.badinput import files as fx

COMMAND_TIMEOUT_S = 120


@dataclass
class Workspace:
    root: Path
    secret: str
    llm_url: str
    # Bodies the fake model received, read after the cases ran.
    model_requests: Callable[[], list[dict[str, Any]]] = lambda: []

    @classmethod
    def make(cls, root: Path, llm_url: str, model_requests: Callable[[], list[dict[str, Any]]]) -> Workspace:
        ws = cls(root, f"COMMAND-SECRET-{uuid.uuid4().hex}", llm_url, model_requests)
        outside = ws.outside
        fx.write_bytes(outside / "secret.csv", f"secret\n{ws.secret}\n".encode())
        fx.write_bytes(outside / "secret.json", json.dumps({"question": ws.secret, "assets": []}).encode())
        fx.write_bytes(outside / "secret.pdf", fx.pdf_bytes(f"Globex plans a buyback. {ws.secret}"))
        fx.write_bytes(ws.blank_pdf, fx.blank_pdf_bytes(2000))
        return ws

    @property
    def outside(self) -> Path:
        return self.root / "outside"

    @property
    def blank_pdf(self) -> Path:
        return self.root / "inputs" / "c08_blank_2000.pdf"

    def env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
        env.update(
            DATAAGENT_LLM_BASE_URL=self.llm_url,
            DATAAGENT_LLM_MAX_RETRIES="0",
            DATAAGENT_LLM_TIMEOUT_S="4",
            DATAAGENT_ARTIFACT_ROOT=str(self.root / "artifacts"),
            **extra,
        )
        return env


@dataclass
class Outcome:
    """What a case saw: the command's exit status (None: it did not end in time), its output, the files
    it wrote, and the case's own failed checks."""

    returncode: int | None
    output: str = ""
    seconds: float = 0.0
    written: list[Path] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def expect(self, condition: bool, problem: str) -> None:
        if not condition:
            self.problems.append(problem)


@dataclass(frozen=True)
class CommandCase:
    name: str
    family: str
    what: str
    check: Callable[[Workspace], Outcome]


def run_cli(ws: Workspace, args: list[str], timeout_s: float = COMMAND_TIMEOUT_S, **env: str) -> Outcome:
    """``dataagent ARGS`` as a process; a command past ``timeout_s`` is killed (returncode None)."""
    start = time.monotonic()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "cli", *args],
            env=ws.env(**env),
            capture_output=True,
            timeout=timeout_s,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"") + (e.stderr or b"")
        return Outcome(None, out.decode(errors="replace"), time.monotonic() - start)
    output = (done.stdout + done.stderr).decode(errors="replace")
    return Outcome(done.returncode, output, time.monotonic() - start)
