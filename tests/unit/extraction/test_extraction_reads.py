"""Extraction reads a document and the knowledge up to configured sizes, records what it did not read
where the user and the agent see it, and never waits on a file swapped for a FIFO after the context stage."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from services.extraction.narrative.extractor import Extractor
from shared.llm import LLMClient
from tests.blocking import finishes_async, make_fifo, stat_sees_a_regular_file
from tests.context_stage import run_context_stage
from tests.docgen import Gold, make_task_folder, task15_spec
from tests.docgen.scripted import perfect_rules
from tests.fake_llm import FakeLLMServer

STEM = "lc_sharetransfer"
FILLER = "填充行：不属于任何记录。\n"


def admitted(tmp_path: Path, fake_llm: FakeLLMServer, padding: bytes = b"") -> tuple[Gold, Path, int]:
    """The share-transfer task with ``padding`` after its document, after the context stage: (gold, task
    output folder, bytes of the document without the padding)."""
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    original = gold.doc_path.read_bytes()
    gold.doc_path.write_bytes(original + padding)
    out = tmp_path / "artifacts" / "task_15"
    run_context_stage(gold.task_dir, out)
    fake_llm.add(*perfect_rules(gold))
    return gold, out, len(original)


def column(db: Path, name: str) -> dict[str, object]:
    with sqlite3.connect(db) as con:
        return dict(con.execute(f"SELECT record_id, {name} FROM {STEM}").fetchall())


async def test_a_document_above_the_limit_is_cut_and_the_cut_is_recorded(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, make_settings
) -> None:
    padding = (FILLER * 2000).encode()
    gold, out, size = admitted(tmp_path, fake_llm, padding)
    settings = make_settings(documents={"max_document_bytes": size, "max_knowledge_bytes": 1 << 20})
    (result,) = (await Extractor(settings, llm).extract_documents(gold.task_dir, out, [STEM])).results

    cut = (
        f"{gold.doc_path.name}: only the first {size:,} of {size + len(padding):,} bytes read "
        "(the configured limit); the rest is not used"
    )
    # What was read is extracted; the document is only "partial", and says why.
    assert result.status == "partial" and result.uncertainties == [cut]
    assert "input not read whole" in result.message
    assert column(Path(result.db_path), "seller") == gold.column("seller")
    assert FILLER.strip() not in json.dumps(fake_llm.requests, ensure_ascii=False)
    logs = out / "extraction" / STEM
    summary = json.loads((logs / "summary.json").read_text(encoding="utf-8"))
    assert summary["uncertainties"] == [cut] and summary["result"]["uncertainties"] == [cut]
    assert json.loads((logs / "result.json").read_text(encoding="utf-8"))["uncertainties"] == [cut]
    hints = (out / "context_db" / "solver_hints.md").read_text(encoding="utf-8")
    assert f"- input not read whole: {cut}" in hints


async def test_a_document_read_whole_records_nothing(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, settings
) -> None:
    gold, out, _ = admitted(tmp_path, fake_llm)
    (result,) = (await Extractor(settings, llm).extract_documents(gold.task_dir, out, [STEM])).results
    assert result.status == "succeeded" and result.uncertainties == []
    hints = (out / "context_db" / "solver_hints.md").read_text(encoding="utf-8")
    assert "not read whole" not in hints


@pytest.mark.parametrize("stat_lies", [False, True], ids=["fifo", "fifo-behind-a-regular-stat"])
async def test_a_document_swapped_for_a_fifo_after_the_context_stage_is_refused(
    tmp_path: Path,
    fake_llm: FakeLLMServer,
    llm: LLMClient,
    settings,
    monkeypatch: pytest.MonkeyPatch,
    stat_lies: bool,
) -> None:
    gold, out, _ = admitted(tmp_path, fake_llm)
    fifo = make_fifo(gold.doc_path)
    if stat_lies:
        stat_sees_a_regular_file(monkeypatch, fifo)
    report = await finishes_async(
        Extractor(settings, llm).extract_documents(gold.task_dir, out, [STEM]), fifos=[fifo]
    )
    (result,) = report.results
    assert result.status == "failed" and "FIFO" in result.message
    assert fake_llm.requests == []


async def test_a_knowledge_file_swapped_for_a_fifo_is_recorded_and_the_document_still_extracted(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    gold, out, _ = admitted(tmp_path, fake_llm)
    fifo = stat_sees_a_regular_file(monkeypatch, make_fifo(gold.knowledge_path))
    report = await finishes_async(
        Extractor(settings, llm).extract_documents(gold.task_dir, out, [STEM]), fifos=[fifo]
    )
    (result,) = report.results
    assert result.status == "partial", result.message
    assert result.uncertainties == [
        "knowledge.md: not a regular file (a FIFO), not read; the document is extracted without the knowledge"
    ]
    assert column(Path(result.db_path), "seller") == gold.column("seller")
