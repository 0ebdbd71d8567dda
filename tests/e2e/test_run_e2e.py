"""`dataagent run` end to end: every compose service started as a local process, a scripted model.

The model endpoint is the fake server playing the scripted solves of the bundled sample tasks, so the
run's answers are scored against gold, and a second run with --skip-completed must do no work at all.
The exit status says whether every selected task got an answer (0), not (1), or the input was bad (2).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cli.launcher import grpc_services, load_compose
from services.coordinator.runner import STAGE_ORDER
from shared.config import REPO_ROOT
from shared.scoring import score_task
from tests.fake_llm import FakeLLMServer, reply
from tests.solver_scripts import GOLD_SCRIPTS, scripted

SAMPLE = REPO_ROOT / "tests" / "data" / "kdd_sample"

pytestmark = pytest.mark.slow


def dataagent(*args: str, llm_url: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
    env.update(DATAAGENT_LLM_BASE_URL=llm_url, DATAAGENT_LLM_MAX_RETRIES="0")
    return subprocess.run(
        [sys.executable, "-m", "cli", *args],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )


def stage_starts(out: Path) -> int:
    lines = (out / "events.jsonl").read_text().splitlines()
    return sum(json.loads(line)["type"] == "stage_started" for line in lines)


@pytest.fixture
def scripted_model():
    with FakeLLMServer() as server:
        for tid, actions in GOLD_SCRIPTS.items():
            question = json.loads((SAMPLE / "input" / tid / "task.json").read_text())["question"]
            server.add(reply(scripted(*actions), any_contains=question))
        yield server


def test_run_scores_gold_and_skip_completed_does_no_work(tmp_path: Path, scripted_model) -> None:
    out = tmp_path / "run"
    inputs_before = {p: p.read_bytes() for p in (SAMPLE / "input").rglob("*") if p.is_file()}
    first = dataagent(
        "run",
        str(SAMPLE / "input"),
        "--output",
        str(out),
        "--max-workers",
        "2",
        "--gold",
        str(SAMPLE / "gold"),
        llm_url=scripted_model.base_url,
    )
    assert first.returncode == 0, first.stderr
    manifest = json.loads((out / "run_manifest.json").read_text())
    deployed = set(grpc_services(load_compose())) - {"coordinator"}
    assert set(manifest["undeployed_stages"]) == set(STAGE_ORDER) - deployed
    assert sorted(manifest["tasks"]) == sorted(GOLD_SCRIPTS)
    for tid, task in manifest["tasks"].items():
        assert list(task["stages"]) == list(STAGE_ORDER)
        for name, stage in task["stages"].items():
            if name in deployed:
                assert stage["status"] in {"succeeded", "skipped"}, (name, stage)
                assert stage["message"] != "not deployed"
            else:
                assert (stage["status"], stage["message"]) == ("skipped", "not deployed")
        assert task["status"] == "succeeded", task["error"]
        assert task["stages"]["solver"]["usage"]["calls"] >= len(GOLD_SCRIPTS[tid])
        assert score_task(out / tid / "prediction.csv", SAMPLE / "gold" / tid / "gold.csv").score == 1.0
        assert (out / tid / "trace.json").is_file()
    assert "mean" in first.stdout + first.stderr

    started, requests = stage_starts(out), len(scripted_model.requests)
    second = dataagent(
        "run",
        str(SAMPLE / "input"),
        "--output",
        str(out),
        "--skip-completed",
        llm_url=scripted_model.base_url,
    )
    assert second.returncode == 0, second.stderr
    again = json.loads((out / "run_manifest.json").read_text())
    assert again["run_id"] == manifest["run_id"]
    assert again["selected"] == [] and sorted(again["skipped"]) == sorted(GOLD_SCRIPTS)
    assert stage_starts(out) == started, "the second run redid stages"
    assert len(scripted_model.requests) == requests, "the second run called the model"
    assert {p: p.read_bytes() for p in (SAMPLE / "input").rglob("*") if p.is_file()} == inputs_before


def test_a_run_where_no_task_gets_an_answer_exits_one(tmp_path: Path) -> None:
    with FakeLLMServer() as refusing:  # no rules: every model call is answered with an error
        result = dataagent(
            "run",
            str(SAMPLE / "input"),
            "--output",
            str(tmp_path / "run"),
            "--task-ids",
            "1",
            llm_url=refusing.base_url,
        )
    manifest = json.loads((tmp_path / "run" / "run_manifest.json").read_text())
    assert manifest["tasks"]["task_1"]["status"] != "succeeded"
    assert result.returncode == 1, result.stderr


def test_run_rejects_unknown_task_with_clear_message(tmp_path: Path) -> None:
    result = dataagent(
        "run",
        str(SAMPLE / "input"),
        "--output",
        str(tmp_path / "run"),
        "--task-ids",
        "999",
        llm_url="http://127.0.0.1:9/v1",
    )
    assert result.returncode == 2  # bad input
    assert "INVALID_ARGUMENT" in result.stderr and "task_999" in result.stderr
