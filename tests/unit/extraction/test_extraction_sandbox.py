"""The sandbox for generated code: plain functions run; files, network, processes and the host stay out of
reach even for code that first disables the in-process audit hook; without bubblewrap nothing runs."""

from __future__ import annotations

import os
import socket
import textwrap
import threading
import time
from pathlib import Path

import pytest

from services.extraction.sandbox.run import run_sandboxed
from services.extraction.settings import ExtractionSettings
from shared.config import load_settings
from shared.llm import LLMTrace
from tests.bwrap import needs_bwrap
from tests.fake_llm import reply

LIMITS = load_settings(ExtractionSettings).sandbox.model_copy(
    update={"timeout_s": 3.0, "cpu_s": 2, "memory_mb": 256, "max_output_mb": 4}
)

# The hook's allow and block lists are globals of the child's __main__, which `import __main__` reaches
# without an audit event: after this prelude every import and call passes the hook.
ESCAPE = """import __main__
class _Everything:
    def __contains__(self, item):
        return True
__main__.ALLOWED = _Everything()
__main__.BLOCKED = ("\\0",)
"""


def escaped(body: str) -> str:
    """Code that disables the hook, then runs ``body`` as the body of transform(s)."""
    return ESCAPE + "def transform(s):\n" + textwrap.indent(textwrap.dedent(body).strip("\n"), "    ") + "\n"


def failures(run) -> list[str]:
    """Every failure message of a run (the run's own, or each item's); empty when everything succeeded."""
    if not run.ok:
        return [run.error]
    return [str(value) for ok, value in run.results if not ok]


@needs_bwrap
def test_runs_a_transform_over_every_value() -> None:
    code = "import re\ndef transform(s):\n    return re.sub(r'[^0-9]', '', s) or None\n"
    run = run_sandboxed(code, "transform", ["12,345股", "n/a"], "map", LIMITS)
    assert run.ok and run.results == [(True, "12345"), (True, None)]


@needs_bwrap
def test_call_mode_returns_the_structure_and_ignores_prints() -> None:
    code = "def parse(lines):\n    print('chatter')\n    return [{'record_id': str(n)} for n, _ in lines]\n"
    run = run_sandboxed(code, "parse", [[1, "a"], [2, "b"]], "call", LIMITS)
    assert run.ok and run.result == [{"record_id": "1"}, {"record_id": "2"}]


@needs_bwrap
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


@needs_bwrap
def test_network_is_refused() -> None:
    code = "import socket\ndef transform(s):\n    return socket.create_connection(('127.0.0.1', 9)).recv(1)\n"
    run = run_sandboxed(code, "transform", ["x"], "map", LIMITS)
    assert not run.ok and "socket" in run.error and "not allowed" in run.error


@needs_bwrap
def test_runaway_loop_is_stopped_by_the_limits() -> None:
    start = time.monotonic()
    run = run_sandboxed(
        "def transform(s):\n    while True:\n        pass\n", "transform", ["x"], "map", LIMITS
    )
    assert not run.ok and run.killed
    assert time.monotonic() - start < LIMITS.timeout_s + 2


@needs_bwrap
def test_memory_limit_and_syntax_errors_are_failures_not_crashes() -> None:
    run = run_sandboxed(
        "def transform(s):\n    return len(bytearray(1 << 30))\n", "transform", ["x"], "map", LIMITS
    )
    assert run.ok and not run.results[0][0] and "MemoryError" in run.results[0][1]
    bad = run_sandboxed("def transform(s) return s", "transform", ["x"], "map", LIMITS)
    assert not bad.ok


@needs_bwrap
def test_environment_is_empty() -> None:
    code = "import sys\ndef transform(s):\n    return str(sys.flags.isolated) + str(sys.flags.no_site)\n"
    run = run_sandboxed(code, "transform", ["x"], "map", LIMITS)
    assert run.results == [(True, "11")]


@needs_bwrap
def test_the_hook_can_be_disabled_but_the_code_stays_confined() -> None:
    """The escape itself works (an import the hook refuses succeeds): the OS boundary is what holds."""
    run = run_sandboxed(
        escaped("import subprocess, ctypes\nreturn 'imported'"), "transform", ["x"], "map", LIMITS
    )
    assert run.results == [(True, "imported")]
    listing = run_sandboxed(
        escaped("import os\nreturn ','.join(sorted(os.listdir('/')))"),
        "transform",
        ["x"],
        "map",
        LIMITS,
    )
    assert listing.ok and listing.results[0][0]
    assert not {"etc", "home", "proc", "tmp", "work", "dev"} & set(listing.results[0][1].split(","))


@needs_bwrap
@pytest.mark.parametrize(
    "body",
    [
        "import subprocess\nsubprocess.run(['sh', '-c', 'id > {ran}'])\nreturn 'done'",
        "import subprocess\nreturn subprocess.run('id | tee {ran}', shell=True, capture_output=True).stdout",
        "import os\nos.system('id > {ran}; id > out')\nreturn open('out').read()",
        "import os\nos.execv('/bin/sh', ['sh', '-c', 'id > {ran}'])",
    ],
)
def test_commands_do_not_run_after_the_escape(body: str, tmp_path: Path) -> None:
    ran = tmp_path / "ran"
    run = run_sandboxed(escaped(body.format(ran=ran)), "transform", ["x"], "map", LIMITS)
    problems = failures(run)
    assert problems, f"a command ran: {run.results}"
    assert not any("not allowed" in p for p in problems), problems  # stopped by the OS, not the hook
    assert "uid=" not in str(run.results) and not ran.exists()


@needs_bwrap
def test_host_files_cannot_be_read() -> None:
    host_line = Path("/etc/passwd").read_text().splitlines()[0]
    reads = [
        "return open('/etc/passwd').read()",
        "import os\nreturn os.listdir('/etc')",
        f"return open({os.path.abspath(__file__)!r}).read()",
    ]
    for body in reads:
        run = run_sandboxed(escaped(body), "transform", ["x"], "map", LIMITS)
        assert failures(run), f"read the host: {str(run.results)[:200]}"
        assert host_line not in str(run.results) and "def escaped" not in str(run.results)


@needs_bwrap
def test_writes_outside_the_scratch_folder_fail(tmp_path: Path) -> None:
    outside = tmp_path / "escaped.txt"
    for target in (str(outside), "/escaped.txt", "/usr/lib/escaped.txt"):
        run = run_sandboxed(
            escaped(f"return open({target!r}, 'w').write('pwned')"), "transform", ["x"], "map", LIMITS
        )
        assert failures(run), f"wrote {target}"
    assert (
        not outside.exists()
        and not Path("/escaped.txt").exists()
        and not Path("/usr/lib/escaped.txt").exists()
    )
    # Its own folder (the working directory) is writable, and bounded.
    own = run_sandboxed(
        escaped("return str(open('note', 'w').write('fine'))"), "transform", ["x"], "map", LIMITS
    )
    assert own.results == [(True, "4")]
    full = run_sandboxed(
        escaped(f"return str(open('big', 'wb').write(b'0' * ({LIMITS.scratch_mb} << 21)))"),
        "transform",
        ["x"],
        "map",
        LIMITS,
    )
    assert failures(full)


@needs_bwrap
def test_sockets_cannot_reach_the_host() -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    server.settimeout(0.2)
    accepted: list[object] = []
    done = threading.Event()

    def accept() -> None:
        while not done.is_set():
            try:
                accepted.append(server.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    port = server.getsockname()[1]
    body = f"""
        import socket
        c = socket.create_connection(('127.0.0.1', {port}), timeout=2)
        c.sendall(b'x')
        return 'connected'
    """
    try:
        run = run_sandboxed(escaped(body), "transform", ["x"], "map", LIMITS)
    finally:
        done.set()
        thread.join(2)
        server.close()
    assert failures(run) and "connected" not in str(run.results)
    assert accepted == []


@needs_bwrap
def test_a_fork_bomb_is_stopped_by_the_process_limit() -> None:
    # Bounded so that it cannot harm a machine without the limit: 64 children that exit at once.
    body = """
        import os
        made = 0
        for _ in range(64):
            pid = os.fork()
            if pid == 0:
                os._exit(0)
            os.waitpid(pid, 0)
            made += 1
        return str(made)
    """
    run = run_sandboxed(escaped(body), "transform", ["x"], "map", LIMITS)
    problems = failures(run)
    assert problems, f"forked: {run.results}"
    assert any("PermissionError" in p or "BlockingIOError" in p for p in problems), problems


@needs_bwrap
def test_unbounded_allocation_is_stopped_by_the_memory_limit() -> None:
    body = f"""
        import resource
        try:
            resource.setrlimit(resource.RLIMIT_AS, (-1, -1))
        except (ValueError, OSError):
            pass
        return str(len(bytearray({LIMITS.memory_mb * 2} << 20)))
    """
    run = run_sandboxed(escaped(body), "transform", ["x"], "map", LIMITS)
    problems = failures(run)
    assert problems and any("MemoryError" in p or "killed" in p for p in problems), run.results


@needs_bwrap
def test_forged_output_is_a_failure_not_a_crash() -> None:
    body = """
        import os, sys
        sys.__stdout__.write('\\x1e__SANDBOX_RESULT__' + '{"ok": true, "results": 5}')
        sys.__stdout__.flush()
        os._exit(0)
    """
    run = run_sandboxed(escaped(body), "transform", ["x", "y"], "map", LIMITS)
    assert not run.ok and "unreadable" in run.error


@needs_bwrap
def test_output_over_the_limit_is_a_failure() -> None:
    code = f"def transform(s):\n    return 'x' * ({LIMITS.max_output_mb} << 20)\n"
    run = run_sandboxed(code, "transform", ["x"], "map", LIMITS)
    assert not run.ok and run.error == f"output over {LIMITS.max_output_mb} MB"


@needs_bwrap
def test_a_sleeping_transform_is_killed_at_the_deadline_with_nothing_left() -> None:
    limits = LIMITS.model_copy(update={"timeout_s": 1.0})
    start = time.monotonic()
    run = run_sandboxed(
        "import time\ndef transform(s):\n    time.sleep(60)\n", "transform", ["x"], "map", limits
    )
    assert not run.ok and run.killed and "timed out" in run.error
    assert time.monotonic() - start < 5
    time.sleep(0.5)
    left = []
    for proc in Path("/proc").iterdir():
        try:
            if proc.name.isdigit() and b"dataagent-sandbox" in (proc / "cmdline").read_bytes():
                left.append(proc.name)
        except OSError:
            continue
    assert left == []


def test_without_bubblewrap_nothing_runs(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    limits = LIMITS.model_copy(update={"bwrap": str(tmp_path / "no-bwrap")})
    run = run_sandboxed(
        f"open({str(marker)!r}, 'w')\ndef transform(s):\n    return s\n", "transform", ["x"], "map", limits
    )
    assert not run.ok and run.unavailable and run.error.startswith("no sandbox available: ")
    assert "bubblewrap" in run.error and not marker.exists()


def test_a_bwrap_that_cannot_create_namespaces_is_probed_once(tmp_path: Path) -> None:
    calls = tmp_path / "calls"
    fake = tmp_path / "bwrap"
    fake.write_text(
        f"#!/bin/sh\necho x >> {calls}\necho 'bwrap: No permissions to creating new namespace' >&2\nexit 1\n"
    )
    fake.chmod(0o755)
    limits = LIMITS.model_copy(update={"bwrap": str(fake)})
    runs = [
        run_sandboxed("def transform(s):\n    return s\n", "transform", ["x"], "map", limits)
        for _ in range(3)
    ]
    assert all(not r.ok and r.unavailable for r in runs)
    assert runs[0].error == "no sandbox available: bwrap: No permissions to creating new namespace"
    assert calls.read_text().count("x") == 1


async def test_without_a_sandbox_the_transform_fails_after_one_model_call(
    tmp_path: Path, fake_llm, llm, make_settings
) -> None:
    from services.extraction.narrative.models import Plan
    from services.extraction.narrative.transform import normalize_table

    settings = make_settings(sandbox={"bwrap": str(tmp_path / "no-bwrap")})
    plan = Plan.model_validate(
        {
            "sections": [{"id": "1", "start_line": 1, "end_line": 1, "columns": ["record_id", "shares"]}],
            "record_universe": ["a"],
            "schema": {
                "record_id": {"doc_meaning": "id", "task_meaning": "id"},
                "shares": {"doc_meaning": "shares as written", "task_meaning": "integer shares"},
            },
        }
    )
    rows = [{"record_id": "a", "shares": "六百九十七万余股，含限售股"}]
    fake_llm.add(
        reply("```python\ndef transform(s):\n    return '6970000'\n```", any_contains="Target meaning")
    )
    out, stats = await normalize_table(rows, plan, llm, settings, LLMTrace())
    assert out[0]["shares"] == "六百九十七万余股，含限售股"
    assert stats["shares"]["generated"] == 0 and stats["shares"]["failed"] == 1
    assert stats["shares"]["generated_error"].startswith("no sandbox available: ")
    assert len(fake_llm.requests) == 1
