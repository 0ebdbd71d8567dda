"""`dataagent run` with the real embedded model (llama.cpp, Qwen2.5-Coder-1.5B) on two easy sample tasks.

No endpoint is configured, so the launcher starts the local model itself, exactly as `make demo` does.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from services.llm.server import unavailable_reason
from services.llm.settings import LLMServerSettings
from shared.config import REPO_ROOT, load_settings
from shared.scoring import prediction_problem, score_task

SAMPLE = REPO_ROOT / "tests" / "data" / "kdd_sample"

# Two tasks of up to 20 model steps each at 4-60 s per step on 2 cores (about 7 minutes when the machine
# is otherwise idle), plus the model's start; the limits leave room for a slower or busier machine.
pytestmark = [pytest.mark.local_model, pytest.mark.slow, pytest.mark.timeout(3000)]


def test_two_easy_tasks_with_the_embedded_model(tmp_path: Path) -> None:
    reason = unavailable_reason(
        load_settings(LLMServerSettings, cache_dir=REPO_ROOT / "var" / "cache" / "models")
    )
    if reason:
        pytest.skip(f"embedded model not available: {reason}")
    out = tmp_path / "run"
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "cli",
            "run",
            str(SAMPLE / "input"),
            "-o",
            str(out),
            "--task-ids",
            "1",
            "2",
            "--max-workers",
            "1",
        ],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=2900,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert (out / "logs" / "llm.log").is_file(), "the local model was not started by the launcher"
    manifest = json.loads((out / "run_manifest.json").read_text())
    scores = {}
    for tid in ("task_1", "task_2"):
        solver = manifest["tasks"][tid]["stages"]["solver"]
        assert solver["usage"]["calls"] >= 1, solver
        trace = json.loads((out / tid / "trace.json").read_text())
        assert trace["model_calls"] and all(c["prompt_hash"] for c in trace["model_calls"])
        prediction = out / tid / "prediction.csv"
        if prediction.exists():
            assert prediction_problem(prediction) is None
            scores[tid] = score_task(prediction, SAMPLE / "gold" / tid / "gold.csv").score
        else:
            scores[tid] = 0.0
    print(f"embedded model scores: {scores}")
    # A 1.5B model is weak; the test asks that the loop runs end to end and gets something right.
    assert max(scores.values()) > 0, scores
