"""`dataagent run`: its exit status, and what a stopped run leaves behind (nothing).

The exit status is checked against an in-process coordinator double; the shutdown against a real
`dataagent run` process (the command's own code, with the services replaced by a stand-in model server
that, like a model server busy with a request, ignores SIGTERM and has a worker of its own).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent import futures
from pathlib import Path

import grpc
import pytest

from cli.exit_codes import ANSWERED, INTERRUPTED, UNANSWERED, USAGE
from cli.run import run_main
from dataagent.coordinator.v1 import coordinator_pb2 as pb
from dataagent.coordinator.v1 import coordinator_pb2_grpc
from shared.config import REPO_ROOT

GRACE_S = 1.0
# Bounds on waiting, not on how fast anything is: a loaded machine only makes the tests slower.
START_WAIT_S = 90.0
GONE_WAIT_S = GRACE_S + 60.0

# --- exit status ----------------------------------------------------------------------------------


class FakeCoordinator(coordinator_pb2_grpc.CoordinatorServiceServicer):
    """Streams one run whose tasks end with the given statuses, or refuses the request."""

    def __init__(self, statuses: dict[str, int], refuse: grpc.StatusCode | None = None) -> None:
        self.statuses, self.refuse = statuses, refuse

    def RunTasks(self, request, context):  # noqa: N802 - generated name
        if self.refuse is not None:
            context.abort(self.refuse, "unknown task ids: task_999")
        yield pb.RunTasksEvent(run_started=pb.RunStarted(run_id="r", selected_task_ids=list(self.statuses)))
        for tid, status in self.statuses.items():
            yield pb.RunTasksEvent(task_finished=pb.TaskFinished(task_id=tid, status=status))
        ok = sum(s == pb.TASK_STATUS_SUCCEEDED for s in self.statuses.values())
        done = pb.RunFinished(run_id="r", succeeded=ok, failed=len(self.statuses) - ok)
        yield pb.RunTasksEvent(run_finished=done)


@pytest.fixture
def coordinator(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeCoordinator]:
    fake = FakeCoordinator({})
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
    coordinator_pb2_grpc.add_CoordinatorServiceServicer_to_server(fake, server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    monkeypatch.setenv("COORDINATOR_ADDR", f"127.0.0.1:{port}")
    yield fake
    server.stop(grace=None)


def run_with(coordinator: FakeCoordinator, tmp_path: Path, statuses: dict[str, int]) -> int:
    coordinator.statuses = statuses
    return run_main([str(tmp_path / "in"), "--output", str(tmp_path / "out")])


def test_run_exit_status_says_whether_every_selected_task_has_an_answer(
    tmp_path: Path, coordinator: FakeCoordinator
) -> None:
    ok, failed, late = pb.TASK_STATUS_SUCCEEDED, pb.TASK_STATUS_FAILED, pb.TASK_STATUS_TIMED_OUT
    assert run_with(coordinator, tmp_path, {"task_1": failed, "task_2": failed}) == UNANSWERED
    assert run_with(coordinator, tmp_path, {"task_1": ok, "task_2": late}) == UNANSWERED
    assert run_with(coordinator, tmp_path, {"task_1": ok, "task_2": ok}) == ANSWERED
    assert run_with(coordinator, tmp_path, {}) == ANSWERED  # nothing selected (all skipped as completed)
    assert (ANSWERED, UNANSWERED, USAGE, INTERRUPTED) == (0, 1, 2, 130)


def test_a_refused_request_is_bad_usage(tmp_path: Path, coordinator: FakeCoordinator) -> None:
    coordinator.refuse = grpc.StatusCode.INVALID_ARGUMENT
    assert run_with(coordinator, tmp_path, {}) == USAGE
    coordinator.refuse = grpc.StatusCode.INTERNAL
    assert run_with(coordinator, tmp_path, {}) == UNANSWERED


def test_run_help_documents_the_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        run_main(["--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    epilog = text[text.index("exit status:") :].splitlines()[1:]
    codes = {line.split()[0]: line for line in epilog if line.strip()[:1].isdigit()}
    assert set(codes) == {"0", "1", "2", "130"}
    assert "without an answer" in codes["1"] and "bad usage" in codes["2"] and "SIGTERM" in codes["130"]


# --- a stopped run stops what it started ----------------------------------------------------------

STAND_IN_SERVER = """
import json, os, signal, subprocess, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

port = int(sys.argv[sys.argv.index("--port") + 1])
# A model server busy with a request: SIGTERM alone does not end it, nor its worker.
signal.signal(signal.SIGTERM, signal.SIG_IGN)
WORKER = "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(600)"
worker = subprocess.Popen([sys.executable, "-c", WORKER])
target = os.environ["STAND_IN_PIDS"]
with open(target + ".tmp", "w") as f:
    json.dump([os.getpid(), worker.pid], f)
os.replace(target + ".tmp", target)


class Models(BaseHTTPRequestHandler):
    def do_GET(self):
        body = b'{"object": "list", "data": []}'
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


HTTPServer(("127.0.0.1", port), Models).serve_forever()
"""

# `dataagent run` itself, on a compose file that holds only the stand-in model server; the run streams
# until it is stopped.
RUN_LIKE_PARENT = """
import asyncio, functools, sys
from pathlib import Path

import cli.run as run
from cli.launcher import LocalSystem, load_compose

compose, ready, inputs, output = map(Path, sys.argv[1:5])


class StandIn(LocalSystem):
    def addresses(self):
        return {"coordinator": "127.0.0.1:9", **super().addresses()}


async def stream_until_stopped(addr, request, timeout_s):
    ready.write_text("running")
    await asyncio.Event().wait()


run.LocalSystem = functools.partial(StandIn, compose_path=compose, stop_grace_s=float(sys.argv[5]))
run.load_compose = lambda: load_compose(compose)
run.stream_run = stream_until_stopped
raise SystemExit(run.run_main([str(inputs), "--output", str(output)]))
"""


def alive(pid: int) -> bool:
    """The process runs (a zombie has ended: it only waits for its parent to reap it)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rfind(")") + 2 :].split()[0] not in ("Z", "X")


def survivors(pids: list[int], wait_s: float) -> list[int]:
    """The processes still running after waiting up to ``wait_s`` for them all to end."""
    give_up = time.monotonic() + wait_s
    left = [p for p in pids if alive(p)]
    while left and time.monotonic() < give_up:
        time.sleep(0.1)
        left = [p for p in left if alive(p)]
    return left


def holding(path: Path) -> list[int]:
    """Processes whose stdout is ``path`` (how the watchdog is found: it logs there)."""
    found = []
    for fd in Path("/proc").glob("[0-9]*/fd/1"):
        try:
            if os.readlink(fd) == str(path):
                found.append(int(fd.parts[2]))
        except OSError:
            continue
    return found


def wait_for(path: Path, parent: subprocess.Popen[bytes], log: Path) -> None:
    give_up = time.monotonic() + START_WAIT_S
    while not path.exists():
        if parent.poll() is not None or time.monotonic() > give_up:
            pytest.fail(f"the run did not start (exit {parent.poll()}):\n{log.read_text(errors='replace')}")
        time.sleep(0.1)


@pytest.fixture
def started_run(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], list[int], Path]]:
    """A running `dataagent run` with its stand-in model server up: (the run, every process it started
    but the watchdog, the run folder)."""
    (tmp_path / "stand_in_server.py").write_text(STAND_IN_SERVER)
    (tmp_path / "parent.py").write_text(RUN_LIKE_PARENT)
    compose = tmp_path / "compose.yml"
    command = ["python", str(tmp_path / "stand_in_server.py")]
    compose.write_text(json.dumps({"services": {"llm": {"command": command}}}))
    pids_file, ready, out = tmp_path / "pids.json", tmp_path / "ready", tmp_path / "out"
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
    env.update(PYTHONPATH=str(REPO_ROOT), STAND_IN_PIDS=str(pids_file))
    log = tmp_path / "run.log"
    with open(log, "wb") as log_file:
        parent = subprocess.Popen(
            [
                sys.executable,
                str(tmp_path / "parent.py"),
                *map(str, (compose, ready, tmp_path / "in", out, GRACE_S)),
            ],
            cwd=REPO_ROOT,
            env=env,
            stdout=log_file,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    pids: list[int] = []
    try:
        wait_for(ready, parent, log)
        pids = json.loads(pids_file.read_text())
        assert all(alive(p) for p in pids)
        yield parent, pids, out
    finally:
        for pid in [*pids, *holding(out / "logs" / "shutdown.log")]:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        if parent.poll() is None:
            parent.kill()
        parent.wait()


def test_sigterm_to_a_run_stops_the_model_server_and_its_worker(started_run) -> None:
    parent, pids, out = started_run
    watchdog = holding(out / "logs" / "shutdown.log")
    parent.send_signal(signal.SIGTERM)
    try:
        code = parent.wait(timeout=GONE_WAIT_S)
    except subprocess.TimeoutExpired:
        code = None
    assert survivors(pids + watchdog, GONE_WAIT_S) == []
    assert code == INTERRUPTED


def test_a_killed_run_still_has_its_model_server_and_worker_stopped(started_run) -> None:
    parent, pids, out = started_run
    watchdog = holding(out / "logs" / "shutdown.log")
    parent.kill()
    parent.wait()
    assert survivors(pids + watchdog, GONE_WAIT_S) == []
    assert "launcher gone" in (out / "logs" / "shutdown.log").read_text()
