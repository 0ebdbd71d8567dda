"""The run view in a real browser over a live `dataagent run` with the fake model.

task_1's model replies wait on a gate, so headless Chromium sees its row running; task_4 has no scripted
reply, so its solver stage fails. The page is loaded once and driven over the DevTools protocol: after
the gate opens, the same page (never reloaded) shows task_1 succeeded and task_4's solver error.
Screenshots are saved under the test's folder and copied to var/test-artifacts/.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

import pytest

from shared.config import REPO_ROOT
from tests.e2e.browser import CHROMIUM, DevTools
from tests.fake_llm import FakeLLMServer, reply
from tests.solver_scripts import GOLD_SCRIPTS, scripted

SAMPLE = REPO_ROOT / "tests" / "data" / "kdd_sample"
ARTIFACTS = REPO_ROOT / "var" / "test-artifacts"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        CHROMIUM is None, reason="headless Chromium is not installed (Debian package `chromium`)"
    ),
]

# The task table as a person reads it: per row, each cell's visible text (innerText) by stage or class.
READ_TABLE = """JSON.stringify([...document.querySelectorAll('#tasks-body tr')].map(tr => ({
  task: tr.dataset.task, kind: tr.className.split(' ')[0],
  text: tr.innerText.replace(/\\s+/g, ' ').trim(),
  cells: Object.fromEntries([...tr.cells].map((td, i) =>
    [td.dataset.stage || td.className.split(' ')[0] || String(i), td.innerText.replace(/\\s+/g, ' ').trim()]))
})))"""


@pytest.fixture
def gated_model() -> Iterator[tuple[FakeLLMServer, threading.Event]]:
    """task_1's scripted solve, each reply held until the gate opens; no reply at all for task_4."""
    gate = threading.Event()
    solve = scripted(*GOLD_SCRIPTS["task_1"])

    def held(body: dict) -> str:
        gate.wait(120)
        return solve(body)

    with FakeLLMServer() as server:
        server.add(reply(held, any_contains=question("task_1")))
        try:
            yield server, gate
        finally:
            gate.set()


def question(task_id: str) -> str:
    return json.loads((SAMPLE / "input" / task_id / "task.json").read_text())["question"]


def start(args: list[str], env: dict[str, str], stdout: int | IO[str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", *args],
        cwd=REPO_ROOT,
        env=env,
        stdout=stdout,
        stderr=subprocess.STDOUT,
        text=True,
    )


def stop(proc: subprocess.Popen[str]) -> None:
    """SIGTERM to a process still running, SIGKILL when it has not ended 30 s later."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()


def view_url(proc: subprocess.Popen[str]) -> str:
    assert proc.stdout is not None
    for line in proc.stdout:
        m = re.search(r"(http://\S+/)", line)
        if m:
            return m.group(1)
    raise AssertionError(f"the view printed no URL (exit {proc.wait()})")


def wait_for(what: str, check: Callable[[], Any], run_log: Path, timeout_s: float = 180) -> Any:
    give_up = time.monotonic() + timeout_s
    while time.monotonic() < give_up:
        found = check()
        if found:
            return found
        time.sleep(0.3)
    raise AssertionError(f"the page never showed {what}; the run said:\n{run_log.read_text()[-3000:]}")


def test_live_run_in_the_browser(tmp_path: Path, gated_model, browser: DevTools) -> None:
    model, gate = gated_model
    out = tmp_path / "run"
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
    env.update(DATAAGENT_LLM_BASE_URL=model.base_url, DATAAGENT_LLM_MAX_RETRIES="0")
    run_log = tmp_path / "run.log"
    view = start(["cli.view", str(out), "--port", "0", "--gold", str(SAMPLE / "gold")], env, subprocess.PIPE)
    with open(run_log, "w") as log:
        run_args = [
            "cli",
            "run",
            str(SAMPLE / "input"),
            "--output",
            str(out),
            "--task-ids",
            "task_1",
            "task_4",
        ]
        run = start(run_args, env, log)
    try:
        url = view_url(view)
        assert url.startswith("http://127.0.0.1:")
        browser.call("Page.enable")
        browser.call("Page.navigate", url=url)
        wait_for("the page", lambda: browser.evaluate("document.readyState") == "complete", run_log)
        browser.evaluate("window.loadedOnce = 'same page'")  # gone if the page ever reloads

        def rows() -> dict[tuple[str, str], dict[str, Any]]:
            return {(r["task"], r["kind"]): r for r in json.loads(browser.evaluate(READ_TABLE))}

        def task_1_solving() -> dict | None:
            row = rows().get(("task_1", "task"))
            return row if row and row["cells"].get("solver", "").startswith("running") else None

        running = wait_for("task_1 solving", task_1_solving, run_log)
        assert running["cells"]["result"] == "running"
        assert running["cells"]["catalog"].startswith("succeeded")
        browser.screenshot(tmp_path / "run_view_running.png")

        gate.set()

        def both_done() -> dict | None:
            now = rows()
            results = {
                t: now.get((t, "task"), {}).get("cells", {}).get("result") for t in ("task_1", "task_4")
            }
            return now if results == {"task_1": "succeeded", "task_4": "failed"} else None

        wait_for("both tasks finished", both_done, run_log)

        # The finishing event marks the row at once; its score comes with the run state fetched next.
        def task_1_scored() -> dict | None:
            now = both_done()
            return now if now and now[("task_1", "task")]["cells"]["score"] else None

        done = wait_for("task_1's score", task_1_scored, run_log)
        assert browser.evaluate("window.loadedOnce") == "same page"
        assert done[("task_1", "task")]["cells"]["solver"].startswith("succeeded")
        assert done[("task_1", "task")]["cells"]["score"] == "1.00"
        assert done[("task_4", "task")]["cells"]["solver"].startswith("failed")
        assert "solver failed: no answer" in done[("task_4", "error-row")]["text"]
        assert ("task_1", "error-row") not in done

        browser.evaluate("document.querySelector('tr.task[data-task=\"task_1\"]').click()")
        detail = "document.getElementById('detail').innerText"
        shown = wait_for(
            "task_1's detail", lambda: question("task_1") in (browser.evaluate(detail) or ""), run_log
        )
        assert shown
        marks = browser.evaluate(
            "[...document.querySelectorAll('#detail table.data th')].map(th => th.innerText)"
        )
        assert marks == ["✓ order_id", "✓ customer_id", "✓ order_id", "✓ customer_id"]
        # Where the time went: a bar per stage on one time axis, the solver's model calls beside them.
        bars = browser.evaluate(
            "JSON.stringify([...document.querySelectorAll('#detail svg.timeline .tl-stage')]"
            ".map(g => g.dataset.stage))"
        )
        assert {"context", "catalog", "solver"} <= set(json.loads(bars))
        assert browser.evaluate("document.querySelectorAll('#detail svg.timeline rect.tl-call').length") >= 1
        # The solver's candidates and their vote are shown (the scripted model's drafts all agree).
        assert "candidate queries" in browser.evaluate(detail) and "draft_candidates" in browser.evaluate(
            detail
        )
        browser.screenshot(tmp_path / "run_view.png")

        browser.evaluate("document.querySelector('tr.task[data-task=\"task_4\"]').click()")
        wait_for("task_4's error", lambda: "no prediction: no answer" in browser.evaluate(detail), run_log)
        browser.screenshot(tmp_path / "run_view_failed.png")

        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        for name in ("run_view.png", "run_view_failed.png", "run_view_running.png"):
            assert (tmp_path / name).stat().st_size > 10_000
            shutil.copy(tmp_path / name, ARTIFACTS / name)
        # task_4 ends without an answer, so the run exits 1 (some task has no answer).
        assert run.wait(timeout=180) == 1, run_log.read_text()[-3000:]
    finally:
        for proc in (view, run):
            stop(proc)
    assert view.returncode == 0
