"""Runs model-written Python in its own process behind an operating-system sandbox (bubblewrap).

Public API::

    run_sandboxed(code, entry, payload, mode, limits) -> SandboxResult
    unavailable_reason(limits) -> str | None

``mode="map"`` calls ``entry(s)`` on every string of ``payload`` (a list) and reports a value or an
error per item; ``mode="call"`` calls ``entry(payload)`` once. The child is ``python -I -S`` of the base
interpreter inside ``bwrap`` (services/extraction/sandbox/bwrap.py): an unprivileged uid/gid (outside its user
namespace: the service's user, with no capabilities) in its own network, pid, ipc and mount namespaces, a
read-only view of the Python runtime and a size-bounded scratch tmpfs, no new processes
(services/extraction/sandbox/seccomp.py), CPU/memory/file-size/process limits set by ``resource.setrlimit``
before the model's code runs, a wall-clock timeout, input on stdin and output on stdout (a file here,
bounded by the file-size limit). An audit hook inside refuses files, sockets, processes and imports
outside a short allow-list: it gives the model clear errors for plain mistakes, but the code can disable
it, so the namespaces are the boundary. Without a working bwrap (a one-time probe, cached) the code is
not run: the result is a failure that says why.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Literal

from services.extraction.sandbox import bwrap, seccomp
from services.extraction.settings import SandboxSettings

MARKER = "\x1e__SANDBOX_RESULT__"
UNAVAILABLE = "no sandbox available"
_SIGNALS = {
    9: "CPU or memory limit",
    24: "CPU time limit",
    25: "output size limit",
    31: "forbidden system call",
}
# Probe outcomes worth another try later rather than kept.
_TRANSIENT = ("timed out", "the sandbox could not start")

# The child's whole program. Limits first, then the input, then the hook, then the model's code.
_BOOTSTRAP = r"""# dataagent-sandbox
import sys, resource
cpu_s, mem_mb, out_mb, nproc = (int(x) for x in sys.argv[1:5])
resource.setrlimit(resource.RLIMIT_CPU, (cpu_s, cpu_s + 1))
resource.setrlimit(resource.RLIMIT_AS, (mem_mb << 20, mem_mb << 20))
resource.setrlimit(resource.RLIMIT_FSIZE, (out_mb << 20, out_mb << 20))
resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
resource.setrlimit(resource.RLIMIT_NPROC, (nproc, nproc))
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
           "_posixsubprocess", "signal.", "sqlite3.", "pathlib.", "tempfile.")
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
    # The code was not run: no working sandbox on this machine.
    unavailable: bool = False


_probe_lock = threading.Lock()
_probed: dict[str, str | None] = {}


def unavailable_reason(limits: SandboxSettings) -> str | None:
    """Why model code cannot run here (None: it can); bwrap is tried once per path and the answer kept."""
    with _probe_lock:
        if limits.bwrap not in _probed:
            reason = _probe(limits)
            if reason is not None and reason.startswith(_TRANSIENT):
                return reason
            _probed[limits.bwrap] = reason
        return _probed[limits.bwrap]


def _probe(limits: SandboxSettings) -> str | None:
    if not (os.path.isfile(limits.bwrap) and os.access(limits.bwrap, os.X_OK)):
        return f"{limits.bwrap} not found (install the bubblewrap package)"
    if not seccomp.supported(platform.machine()):
        return f"no process filter for the {platform.machine()} architecture"
    try:
        bwrap.python_runtime()
    except (OSError, subprocess.SubprocessError) as e:
        return f"the Python runtime cannot be mapped into the sandbox: {e}"
    run = _run("def probe(x):\n    return x + 1\n", "probe", 1, "call", limits)
    return None if run.ok and run.result == 2 else (run.error or "the probe gave a wrong answer")


def run_sandboxed(
    code: str,
    entry: str,
    payload: Any,
    mode: Literal["map", "call"],
    limits: SandboxSettings,
) -> SandboxResult:
    reason = unavailable_reason(limits)
    if reason is not None:
        return SandboxResult(False, f"{UNAVAILABLE}: {reason}", unavailable=True)
    result = _run(code, entry, payload, mode, limits)
    if result.ok and mode == "map" and len(result.results) != len(payload):
        return SandboxResult(False, "unreadable sandbox output", seconds=result.seconds)
    return result


def _run(code: str, entry: str, payload: Any, mode: str, limits: SandboxSettings) -> SandboxResult:
    request = json.dumps({"code": code, "entry": entry, "payload": payload, "mode": mode}, ensure_ascii=False)
    args = ["-I", "-S", "-c", _BOOTSTRAP, str(limits.cpu_s), str(limits.memory_mb)]
    args += [str(limits.max_output_mb), str(limits.max_processes)]
    start = time.monotonic()
    filter_r, filter_w = os.pipe()
    try:
        with os.fdopen(filter_w, "wb") as pipe:
            pipe.write(seccomp.no_new_processes_filter(platform.machine()))
        argv = bwrap.command(
            limits.bwrap,
            bwrap.python_runtime(),
            limits.uid,
            limits.gid,
            limits.scratch_mb << 20,
            filter_r,
            args,
        )
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            try:
                proc = subprocess.run(
                    argv,
                    input=request.encode("utf-8"),
                    stdout=out,
                    stderr=err,
                    pass_fds=(filter_r,),
                    env={},
                    timeout=limits.timeout_s,
                    start_new_session=True,
                )
            except subprocess.TimeoutExpired:
                return SandboxResult(
                    False,
                    f"timed out after {limits.timeout_s:g}s",
                    seconds=time.monotonic() - start,
                    killed=True,
                )
            if os.fstat(out.fileno()).st_size >= limits.max_output_mb << 20:
                return SandboxResult(
                    False, f"output over {limits.max_output_mb} MB", seconds=time.monotonic() - start
                )
            out.seek(0)
            stdout = out.read()
            err.seek(max(0, os.fstat(err.fileno()).st_size - 4096))
            stderr = err.read()
    except (OSError, subprocess.SubprocessError) as e:
        return SandboxResult(False, f"the sandbox could not start: {e}", seconds=time.monotonic() - start)
    finally:
        os.close(filter_r)
    return _result(proc.returncode, stdout, stderr, time.monotonic() - start)


def _result(returncode: int, stdout: bytes, stderr: bytes, seconds: float) -> SandboxResult:
    out = stdout.decode("utf-8", errors="replace")
    if MARKER not in out:
        lines = stderr.decode("utf-8", errors="replace").strip().splitlines()
        why = lines[-1] if lines else f"exit status {returncode}"
        signal = returncode - 128 if returncode > 128 else -returncode if returncode < 0 else 0
        if signal:
            why = f"killed by signal {signal} ({_SIGNALS.get(signal, 'stopped')})"
        return SandboxResult(False, why[:500], seconds=seconds, killed=bool(signal))
    try:
        data = json.loads(out.rsplit(MARKER, 1)[1])
        if not data.get("ok"):
            return SandboxResult(False, str(data.get("error", "failed"))[:500], seconds=seconds)
        results = [(bool(ok), None if v is None else str(v)) for ok, v in data.get("results", [])]
    except (ValueError, TypeError, AttributeError):
        return SandboxResult(False, "unreadable sandbox output", seconds=seconds)
    return SandboxResult(True, results=results, result=data.get("result"), seconds=seconds)
