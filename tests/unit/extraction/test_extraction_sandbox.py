"""The sandbox for generated code: it runs plain functions and refuses files, network, processes, loops."""

from __future__ import annotations

import time

import pytest

from services.extraction.sandbox import run_sandboxed
from services.extraction.settings import SandboxSettings

LIMITS = SandboxSettings(timeout_s=3.0, cpu_s=2, memory_mb=256, max_output_mb=4)


def test_runs_a_transform_over_every_value() -> None:
    code = "import re\ndef transform(s):\n    return re.sub(r'[^0-9]', '', s) or None\n"
    run = run_sandboxed(code, "transform", ["12,345股", "n/a"], "map", LIMITS)
    assert run.ok and run.results == [(True, "12345"), (True, None)]


def test_call_mode_returns_the_structure_and_ignores_prints() -> None:
    code = "def parse(lines):\n    print('chatter')\n    return [{'record_id': str(n)} for n, _ in lines]\n"
    run = run_sandboxed(code, "parse", [[1, "a"], [2, "b"]], "call", LIMITS)
    assert run.ok and run.result == [{"record_id": "1"}, {"record_id": "2"}]


@pytest.mark.parametrize(
    "body",
    [
        "return open('/etc/hostname').read()",
        "import os\n    return os.listdir('/')",
        "import pathlib\n    return pathlib.Path('/etc/hostname').read_text()",
        "return __import__('subprocess').run(['id']).returncode",
        "return open('x', 'w').write('y')",
    ],
)
def test_file_and_process_access_is_refused(body: str) -> None:
    run = run_sandboxed(f"def transform(s):\n    {body}\n", "transform", ["x"], "map", LIMITS)
    assert run.ok
    ok, message = run.results[0]
    assert not ok and ("not allowed" in message or "PermissionError" in message), message


def test_network_is_refused() -> None:
    code = "import socket\ndef transform(s):\n    return socket.create_connection(('127.0.0.1', 9)).recv(1)\n"
    run = run_sandboxed(code, "transform", ["x"], "map", LIMITS)
    assert not run.ok and "socket" in run.error and "not allowed" in run.error


def test_runaway_loop_is_stopped_by_the_limits() -> None:
    start = time.monotonic()
    run = run_sandboxed(
        "def transform(s):\n    while True:\n        pass\n", "transform", ["x"], "map", LIMITS
    )
    assert not run.ok and run.killed
    assert time.monotonic() - start < LIMITS.timeout_s + 2


def test_memory_limit_and_syntax_errors_are_failures_not_crashes() -> None:
    run = run_sandboxed(
        "def transform(s):\n    return len(bytearray(1 << 30))\n", "transform", ["x"], "map", LIMITS
    )
    assert run.ok and not run.results[0][0] and "MemoryError" in run.results[0][1]
    bad = run_sandboxed("def transform(s) return s", "transform", ["x"], "map", LIMITS)
    assert not bad.ok


def test_environment_is_empty() -> None:
    code = "import sys\ndef transform(s):\n    return str(sys.flags.isolated) + str(sys.flags.no_site)\n"
    run = run_sandboxed(code, "transform", ["x"], "map", LIMITS)
    assert run.results == [(True, "11")]
