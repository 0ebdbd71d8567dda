"""`dataagent extract` with the pipeline in process, the model a scripted fake."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from cli.main import main
from services.extraction.fanout import fanout_target
from tests.docgen import make_task_folder, task15_spec
from tests.docgen.scripted import perfect_rules
from tests.fake_llm import FakeLLMServer


@pytest.fixture
def cli_env(tmp_path: Path, fake_llm: FakeLLMServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("DATAAGENT_LLM_API_KEY", "k")
    monkeypatch.setenv("DATAAGENT_LLM_MODEL", "fake-fast")
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "artifacts"))
    monkeypatch.setenv("DATAAGENT_EXTRACTION_PROGRAM__ENABLED", "false")
    monkeypatch.delenv("EXTRACTION_ADDR", raising=False)


def test_extract_writes_db_provenance_and_summary(
    tmp_path: Path, fake_llm: FakeLLMServer, cli_env: None, capsys
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    fake_llm.add(*perfect_rules(gold))
    before = {p: p.read_bytes() for p in gold.task_dir.rglob("*") if p.is_file()}
    out = tmp_path / "result" / "shares.db"
    code = main(["extract", str(gold.doc_path), "--knowledge", str(gold.knowledge_path), "-o", str(out)])
    assert code == 0, capsys.readouterr().err
    with sqlite3.connect(out) as con:
        rows = con.execute("SELECT record_id, seller_ratio_before FROM lc_sharetransfer").fetchall()
    assert dict(rows) == gold.column("seller_ratio_before")
    provenance = json.loads(out.with_suffix(".provenance.json").read_text())
    assert provenance["provenance"]["2542"]["3"] == str(gold.lines["2542"]["seller"])
    assert json.loads(out.with_suffix(".summary.json").read_text())["status"] == "succeeded"
    assert "9 rows" in capsys.readouterr().out
    assert {p: p.read_bytes() for p in gold.task_dir.rglob("*") if p.is_file()} == before


def test_extract_reports_a_missing_file(tmp_path: Path, cli_env: None) -> None:
    assert main(["extract", str(tmp_path / "nope.md"), "-o", str(tmp_path / "x.db")]) == 2


@pytest.mark.parametrize(
    ("addr", "target"),
    [
        ("extraction:50054", "dns:///extraction:50054"),
        ("127.0.0.1:5001", "ipv4:127.0.0.1:5001"),
        ("127.0.0.1:5001,127.0.0.1:5002", "ipv4:127.0.0.1:5001,127.0.0.1:5002"),
        ("dns:///extraction:50054", "dns:///extraction:50054"),
        ("", None),
    ],
)
def test_fanout_targets(addr: str, target: str | None) -> None:
    assert fanout_target(addr) == target
