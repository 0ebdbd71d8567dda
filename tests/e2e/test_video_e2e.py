"""`dataagent run` on the video task set with the fake model: the condition exists only in the video, so the
answer is right only when the video service's slide text reaches the solver's drafted queries.

The fake solver reads the parameters from the message it is given (never from the test) and writes its SQL
from them; the summary request must carry the timeline fenced as data.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared.config import REPO_ROOT
from shared.scoring import score_task
from tests.fake_llm import FakeLLMServer
from tests.videogen.scripted import is_draft, video_rules

TASKS = REPO_ROOT / "tests" / "data" / "video_tasks"

pytestmark = pytest.mark.slow


def test_the_video_condition_reaches_the_solver_and_the_answer_scores(tmp_path: Path) -> None:
    out = tmp_path / "run"
    question = json.loads((TASKS / "input" / "task_v1" / "task.json").read_text())["question"]
    with FakeLLMServer() as model:
        for rule in video_rules(question):
            model.add(rule)
        env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
        env.update(
            DATAAGENT_LLM_BASE_URL=model.base_url,
            DATAAGENT_LLM_MAX_RETRIES="0",
            DATAAGENT_VIDEO_SPEECH__MODEL="tiny.en",
            DATAAGENT_VIDEO_CACHE_DIR=str(tmp_path / "video_cache"),
        )
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "cli",
                "run",
                str(TASKS / "input"),
                "--output",
                str(out),
                "--task-ids",
                "task_v1",
            ],
            cwd=REPO_ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
        requests = model.requests
    assert result.returncode == 0, result.stderr[-3000:]
    manifest = json.loads((out / "run_manifest.json").read_text())
    stages = manifest["tasks"]["task_v1"]["stages"]
    assert stages["video"]["status"] == "succeeded", stages["video"]
    assert stages["video"]["usage"]["calls"] == 1
    summary_requests = [r for r in requests if "navigation summary" in json.dumps(r)]
    assert len(summary_requests) == 1 and "<data source=" in summary_requests[0]["messages"][1]["content"]
    # The drafted queries read the question with what the video states, its parameter table included.
    drafted = [r for r in requests if question in json.dumps(r) and is_draft(r)]
    shown = "\n".join(str(m.get("content") or "") for m in drafted[0]["messages"])
    assert "The task's video states" in shown and "slide 2: | min_amount | 5000 |" in shown
    trace = json.loads((out / "task_v1" / "trace.json").read_text())
    assert trace["vote"]["winner"] is not None and "draft_candidates" in trace["nodes"]
    assert (
        score_task(out / "task_v1" / "prediction.csv", TASKS / "gold" / "task_v1" / "gold.csv").score == 1.0
    )
