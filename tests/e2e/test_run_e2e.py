"""`dataagent run` end to end: every built service started as compose defines it, as local processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from services.coordinator.launcher import grpc_services, load_compose
from services.coordinator.runner import STAGE_ORDER
from shared.config import REPO_ROOT

SAMPLE = REPO_ROOT / "tests" / "data" / "kdd_sample"

pytestmark = pytest.mark.slow


def dataagent(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
    return subprocess.run(
        [sys.executable, "-m", "services.coordinator.cli", *args],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )


def stage_starts(out: Path) -> int:
    lines = (out / "events.jsonl").read_text().splitlines()
    return sum(json.loads(line)["type"] == "stage_started" for line in lines)


def test_run_records_every_stage_and_resumes_without_work(tmp_path: Path) -> None:
    out = tmp_path / "run"
    inputs_before = {p: p.read_bytes() for p in (SAMPLE / "input").rglob("*") if p.is_file()}
    first = dataagent("run", str(SAMPLE / "input"), "--output", str(out), "--max-workers", "2")
    assert first.returncode == 0, first.stderr
    manifest = json.loads((out / "run_manifest.json").read_text())
    deployed = set(grpc_services(load_compose())) - {"coordinator"}
    assert set(manifest["undeployed_stages"]) == set(STAGE_ORDER) - deployed
    assert sorted(manifest["tasks"]) == ["task_1", "task_2", "task_4"]
    for task in manifest["tasks"].values():
        assert list(task["stages"]) == list(STAGE_ORDER)
        for name, stage in task["stages"].items():
            if name in deployed:
                assert stage["status"] in {"succeeded", "partial", "skipped"}, (name, stage)
            else:
                assert (stage["status"], stage["message"]) == ("skipped", "not deployed")
        if "solver" not in deployed:
            assert task["status"] == "failed" and "solver stage not deployed" in task["error"]
    started = stage_starts(out)
    assert started == 3 * len(deployed)

    second = dataagent("run", str(SAMPLE / "input"), "--output", str(out), "--skip-completed")
    assert second.returncode == 0, second.stderr
    assert stage_starts(out) == started, "a resumed run redid finished stages"
    again = json.loads((out / "run_manifest.json").read_text())
    assert again["run_id"] == manifest["run_id"]
    assert {p: p.read_bytes() for p in (SAMPLE / "input").rglob("*") if p.is_file()} == inputs_before


def test_run_rejects_unknown_task_with_clear_message(tmp_path: Path) -> None:
    result = dataagent("run", str(SAMPLE / "input"), "--output", str(tmp_path / "run"), "--task-ids", "999")
    assert result.returncode == 1
    assert "INVALID_ARGUMENT" in result.stderr and "task_999" in result.stderr
