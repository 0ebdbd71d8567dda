"""`dataagent run` on a task with CSV, JSON, SQLite, Markdown and PDFs, its model endpoint failing.

The context stage converts the PDFs (a broken one becomes an uncertainty), the catalog registers the
tables, the model-driven stages record their failure, and the run still completes with an honest manifest.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from shared.config import REPO_ROOT
from tests.fake_llm import FakeLLMServer

pytestmark = pytest.mark.slow

SAMPLE_TASK = REPO_ROOT / "tests" / "data" / "kdd_sample" / "input" / "task_1"
REPORT = REPO_ROOT / "tests" / "data" / "context" / "erc_armadale_2022.pdf"


def make_task(root: Path) -> Path:
    task = root / "task_1"
    shutil.copytree(SAMPLE_TASK, task)
    doc = task / "context" / "doc"
    doc.mkdir()
    shutil.copy(REPORT, doc / "annual_report.pdf")
    (doc / "broken.pdf").write_bytes(REPORT.read_bytes()[:4096])
    (doc / "notes.md").write_text("# Notes\n\nStores open at nine.\n", encoding="utf-8")
    return task


def test_documents_are_prepared_and_failures_recorded(tmp_path: Path) -> None:
    task = make_task(tmp_path / "input")
    before = {p: p.read_bytes() for p in task.rglob("*") if p.is_file()}
    out = tmp_path / "run"
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
    with FakeLLMServer() as llm:  # no rules: every model call is answered HTTP 500
        env.update(DATAAGENT_LLM_BASE_URL=llm.base_url, DATAAGENT_LLM_MAX_RETRIES="0")
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "cli",
                "run",
                str(tmp_path / "input"),
                "-o",
                str(out),
            ],
            cwd=REPO_ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
    # Every model call fails, so the task ends without an answer: exit code 1, with everything recorded.
    assert result.returncode == 1, result.stderr
    record = json.loads((out / "run_manifest.json").read_text())["tasks"]["task_1"]
    stages = record["stages"]

    assert stages["context"]["status"] == "partial"
    assert any("broken.pdf" in u["subject"] for u in stages["context"]["uncertainties"])
    manifest = json.loads((out / "task_1" / "context_preprocessing_manifest.json").read_text())
    by_path = {a["visible_path"]: a for a in manifest["assets"]}
    assert by_path["doc/annual_report.md"]["action"] == "pdf_to_markdown"
    generated = out / "task_1" / "generated_context" / "doc"
    assert len((generated / "annual_report.md").read_text().splitlines()) > 100
    assert (generated / "annual_report.pages.json").is_file()
    assert "doc/notes.md" in by_path and "doc/broken.md" not in by_path

    assert stages["catalog"]["status"] == "succeeded"
    profile = json.loads((out / "task_1" / "global_data_profile.json").read_text())
    assert sum(s["kind"] == "table" for s in profile["query_surfaces"]) == 14
    unconverted = {
        u["subject"] for u in stages["catalog"]["uncertainties"] if u["code"] == "pdf_not_converted"
    }
    assert unconverted == {"doc/broken.pdf"}
    for name in ("relevance", "extraction", "solver"):
        assert stages[name]["status"] in {"partial", "failed", "skipped"}, (name, stages[name])
    assert record["status"] == "failed" and record["error"]
    assert {p: p.read_bytes() for p in task.rglob("*") if p.is_file()} == before
