"""Runs model-written Python in an isolated interpreter: no files, no network, no processes, bounded.

Public API::

    run_sandboxed(code, entry, payload, mode, limits) -> SandboxResult

``mode="map"`` calls ``entry(s)`` on every string of ``payload`` (a list) and reports a value or an
error per item; ``mode="call"`` calls ``entry(payload)`` once. The child is ``python -I -S`` with an empty
environment, its working directory an empty temporary folder, CPU/memory/file-size limits set by
``resource.setrlimit``, input on stdin and output on stdout. Before the model's code runs, an audit hook
refuses every file open, socket, process, ``os.*``/``shutil.*``/``ctypes`` operation and any import of a
module outside a short allow-list.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any, Literal

from services.extraction.settings import SandboxSettings

MARKER = "\x1e__SANDBOX_RESULT__"

# The child's whole program. Limits first, then the input, then the hook, then the model's code.
_BOOTSTRAP = r"""
import sys, resource
cpu_s, mem_mb, out_mb = (int(x) for x in sys.argv[1:4])
resource.setrlimit(resource.RLIMIT_CPU, (cpu_s, cpu_s + 1))
resource.setrlimit(resource.RLIMIT_AS, (mem_mb << 20, mem_mb << 20))
resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
import json, re, math, datetime, decimal, fractions, unicodedata, string, itertools, collections, functools
import io
request = json.loads(sys.stdin.read())
real_out = sys.stdout
sys.stdout = io.StringIO()
ALLOWED = {"re", "json", "math", "datetime", "decimal", "fractions", "unicodedata", "string",
           "itertools", "collections", "functools", "operator", "typing", "_strptime", "time",
           "calendar", "locale", "sre_compile", "sre_parse", "sre_constants", "_locale"}
BLOCKED = ("open", "os.", "socket.", "subprocess.", "shutil.", "ctypes.", "pty.", "fcntl.", "mmap.",
           "resource.", "glob.", "urllib.", "http.", "ftplib.", "smtplib.", "webbrowser.", "sys.addaudithook",
           "_posixsubprocess", "signal.", "sqlite3.", "winreg", "msvcrt", "pathlib.", "tempfile.")
def hook(event, args):
    if event == "import":
        name = str(args[0]).split(".")[0]
        if name not in ALLOWED:
            raise PermissionError(f"sandbox: import of {args[0]!r} is not allowed")
    elif event.startswith(BLOCKED):
        raise PermissionError(f"sandbox: {event} is not allowed")
code = compile(request["code"], "<generated>", "exec")
sys.addaudithook(hook)
env = {"__name__": "generated", "__builtins__": __builtins__}
result = {}
try:
    exec(code, env)
    fn = env.get(request["entry"])
    if not callable(fn):
        raise NameError(f"the code defines no function {request['entry']}()")
    if request["mode"] == "map":
        out = []
        for item in request["payload"]:
            try:
                v = fn(item)
                out.append([True, None if v is None else str(v)])
            except BaseException as e:
                if isinstance(e, (KeyboardInterrupt, SystemExit)):
                    raise
                out.append([False, f"{type(e).__name__}: {e}"[:300]])
        result = {"ok": True, "results": out}
    else:
        result = {"ok": True, "result": fn(request["payload"])}
except BaseException as e:
    result = {"ok": False, "error": f"{type(e).__name__}: {e}"[:500]}
real_out.write("\x1e__SANDBOX_RESULT__" + json.dumps(result, ensure_ascii=False, default=str))
real_out.flush()
"""


@dataclass
class SandboxResult:
    ok: bool
    error: str = ""
    results: list[tuple[bool, str | None]] = field(default_factory=list)
    result: Any = None
    seconds: float = 0.0
    killed: bool = False


def run_sandboxed(
    code: str,
    entry: str,
    payload: Any,
    mode: Literal["map", "call"],
    limits: SandboxSettings,
) -> SandboxResult:
    request = json.dumps({"code": code, "entry": entry, "payload": payload, "mode": mode}, ensure_ascii=False)
    args = [sys.executable, "-I", "-S", "-c", _BOOTSTRAP, str(limits.cpu_s), str(limits.memory_mb), "0"]
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="sandbox-") as cwd:
        try:
            proc = subprocess.run(
                args,
                input=request.encode("utf-8"),
                capture_output=True,
                cwd=cwd,
                env={},
                timeout=limits.timeout_s,
                start_new_session=True,
            )
        except subprocess.TimeoutExpired:
            return SandboxResult(
                False, f"timed out after {limits.timeout_s:g}s", seconds=time.monotonic() - start, killed=True
            )
    seconds = time.monotonic() - start
    out = proc.stdout[: limits.max_output_mb << 20].decode("utf-8", errors="replace")
    if MARKER not in out:
        err = proc.stderr.decode("utf-8", errors="replace").strip().splitlines()
        why = err[-1] if err else f"exit status {proc.returncode}"
        if proc.returncode < 0:
            why = f"killed by signal {-proc.returncode} (CPU or memory limit)"
        return SandboxResult(False, why[:500], seconds=seconds, killed=proc.returncode < 0)
    try:
        data = json.loads(out.rsplit(MARKER, 1)[1])
    except ValueError:
        return SandboxResult(False, "unreadable sandbox output", seconds=seconds)
    if not data.get("ok"):
        return SandboxResult(False, data.get("error", "failed"), seconds=seconds)
    results = [(bool(ok), v) for ok, v in data.get("results", [])]
    return SandboxResult(True, results=results, result=data.get("result"), seconds=seconds)
