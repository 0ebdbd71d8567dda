"""`dataagent extract` with the pipeline in process, the model a scripted fake."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from cli.main import main
from services.extraction.narrative.fanout import fanout_target
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


@pytest.mark.parametrize(
    ("name", "env", "setting"),
    [
        (
            "big.md",
            "DATAAGENT_EXTRACTION_DOCUMENTS__MAX_DOCUMENT_BYTES",
            "extraction documents.max_document_bytes",
        ),
        ("big.pdf", "DATAAGENT_CONTEXT_PDF__MAX_PDF_BYTES", "context pdf.max_pdf_bytes"),
    ],
)
def test_a_document_above_its_limit_is_refused_with_a_clear_error(
    tmp_path: Path, fake_llm: FakeLLMServer, cli_env: None, monkeypatch, capsys, name, env, setting
) -> None:
    monkeypatch.setenv(env, "100")
    doc = tmp_path / name
    doc.write_bytes(b"%PDF-1.7\n" + b"x" * 200 if name.endswith(".pdf") else b"# big\n" + b"y" * 200)
    out = tmp_path / "result" / "big.db"
    assert main(["extract", str(doc), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert (
        f"error: {doc} is {doc.stat().st_size:,} bytes, above the configured limit of 100 ({setting})" in err
    )
    assert "Traceback" not in err and not out.exists() and fake_llm.requests == []


def test_a_knowledge_file_above_its_limit_is_refused_with_a_clear_error(
    tmp_path: Path, fake_llm: FakeLLMServer, cli_env: None, monkeypatch, capsys
) -> None:
    monkeypatch.setenv("DATAAGENT_EXTRACTION_DOCUMENTS__MAX_KNOWLEDGE_BYTES", "10")
    doc, knowledge = tmp_path / "d.md", tmp_path / "k.md"
    doc.write_text("# d\nrecord 1: ann\n", encoding="utf-8")
    knowledge.write_text("# d\n- name: who\n", encoding="utf-8")
    assert main(["extract", str(doc), "--knowledge", str(knowledge), "-o", str(tmp_path / "d.db")]) == 2
    err = capsys.readouterr().err
    assert "above the configured limit of 10 (extraction documents.max_knowledge_bytes)" in err
    assert fake_llm.requests == []
