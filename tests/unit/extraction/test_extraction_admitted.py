"""The documents and knowledge extraction reads are the ones the context manifest admits, nothing else."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.extraction.narrative.docs import (
    admitted_context,
    locate_document,
    read_document,
    read_knowledge,
)
from services.extraction.narrative.extractor import Extractor
from shared.errors import InvalidInputError, NotReadyError
from shared.layout import ContextManifest, TaskOutput
from shared.llm import LLMClient
from tests.blocking import finishes, make_fifo
from tests.context_stage import run_context_stage
from tests.docgen import Gold, make_task_folder, task15_spec
from tests.docgen.scripted import perfect_rules
from tests.fake_llm import FakeLLMServer

SECRET = "SECRET-OUTSIDE-THE-TASK"


def sent_to_the_model(fake_llm: FakeLLMServer) -> str:
    return json.dumps(fake_llm.requests, ensure_ascii=False)


def link_outside(tmp_path: Path, link: Path, text: str) -> None:
    """Make ``link`` a symlink to a file outside the task folder that holds ``text``."""
    outside = tmp_path / "elsewhere" / link.name
    outside.parent.mkdir(exist_ok=True)
    outside.write_text(text, encoding="utf-8")
    link.unlink(missing_ok=True)
    link.symlink_to(outside)


def after_the_context_stage(
    gold: Gold, tmp_path: Path, fake_llm: FakeLLMServer
) -> tuple[Path, ContextManifest]:
    """Run the context stage on ``gold``'s task and script the model's answers: (output folder, manifest)."""
    out = tmp_path / "artifacts" / "task_15"
    manifest = run_context_stage(gold.task_dir, out)
    fake_llm.add(*perfect_rules(gold))
    return out, manifest


async def test_a_symlink_out_of_the_context_folder_is_never_read(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    link_outside(
        tmp_path,
        gold.task_dir / "context" / "doc" / "leak.md",
        f"# 记录R1\n{SECRET}: 记录R1的转让方为某人。\n",
    )
    out, manifest = after_the_context_stage(gold, tmp_path, fake_llm)
    assert "doc/leak.md" in {u.path for u in manifest.uncertainties}
    ex = Extractor(settings, llm)

    report = await ex.extract_documents(gold.task_dir, out, [], gold.question)
    assert "leak" not in [r.doc_name for r in report.results]
    asked = await ex.extract_documents(gold.task_dir, out, ["leak"], gold.question)
    assert asked.results[0].status == "failed" and "admitted" in asked.results[0].message
    assert SECRET not in sent_to_the_model(fake_llm)


async def test_a_knowledge_file_linked_from_outside_is_not_read(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    link_outside(tmp_path, gold.knowledge_path, f"# lc_sharetransfer\n{SECRET}\n")
    out, _ = after_the_context_stage(gold, tmp_path, fake_llm)
    result = (
        await Extractor(settings, llm).extract_documents(gold.task_dir, out, ["lc_sharetransfer"])
    ).results
    assert result[0].status == "succeeded", result[0].message
    assert SECRET not in sent_to_the_model(fake_llm)


async def test_a_file_added_after_the_context_stage_is_not_a_document(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    out, _ = after_the_context_stage(gold, tmp_path, fake_llm)
    (gold.task_dir / "context" / "doc" / "late.md").write_text(f"# late\n{SECRET}\n", encoding="utf-8")
    report = await Extractor(settings, llm).extract_documents(gold.task_dir, out, [], gold.question)
    assert [r.doc_name for r in report.results] == gold.candidate_docs
    assert SECRET not in sent_to_the_model(fake_llm)


async def test_without_a_context_manifest_the_context_stage_must_run_first(
    tmp_path: Path, llm: LLMClient, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    with pytest.raises(NotReadyError, match="context stage must run"):
        await Extractor(settings, llm).extract_documents(gold.task_dir, tmp_path / "out", [], gold.question)


def test_a_gb18030_document_and_crlf_lines_read_as_text(tmp_path: Path, settings) -> None:
    task = tmp_path / "in" / "task_1"
    (task / "context" / "doc").mkdir(parents=True)
    text = "# 股权转让\r\n记录29的转让方为赵海峰，出让前持股2,441,732股。\r\n"
    (task / "context" / "doc" / "gb.md").write_bytes(text.encode("gb18030"))
    (task / "context" / "knowledge.md").write_bytes("\ufeff# gb\n- seller: 转让方\n".encode())
    out = tmp_path / "out"
    run_context_stage(task, out)
    doc = Extractor(settings, None).open_document(task, out, "gb")
    assert doc.text == text.replace("\r\n", "\n")
    assert doc.knowledge == "# gb\n- seller: 转让方\n"


def test_documents_and_knowledge_are_read_up_to_the_bound_and_each_loss_is_listed(tmp_path: Path) -> None:
    task = tmp_path / "in" / "task_1"
    (task / "context" / "doc").mkdir(parents=True)
    (task / "context" / "doc" / "long.md").write_bytes(b"# long\n" + b"x" * 993)
    (task / "context" / "knowledge.md").write_bytes(b"# k\n" + b"\xff" + "转让方\n".encode() * 40)
    out = TaskOutput(tmp_path / "out")
    run_context_stage(task, out.output_dir)
    manifest = admitted_context(out)
    losses: list[str] = []
    text = read_document(locate_document(manifest, out, "long"), 50, losses)
    knowledge = read_knowledge(manifest, out, 1 << 20, losses)
    assert text == ("# long\n" + "x" * 993)[:50]
    assert knowledge.startswith("# k\n\ufffd转让方\n")
    assert losses == [
        "long.md: only the first 50 of 1,000 bytes read (the configured limit); the rest is not used",
        "knowledge.md: 1 undecodable byte sequence(s) replaced by U+FFFD (read as utf-8)",
    ]


def test_a_knowledge_file_swapped_for_a_fifo_is_refused_not_waited_on(tmp_path: Path) -> None:
    task = tmp_path / "in" / "task_1"
    (task / "context" / "doc").mkdir(parents=True)
    (task / "context" / "knowledge.md").write_text("# k\n", encoding="utf-8")
    out = TaskOutput(tmp_path / "out")
    run_context_stage(task, out.output_dir)
    manifest = admitted_context(out)
    fifo = make_fifo(task / "context" / "knowledge.md")
    with pytest.raises(InvalidInputError, match="FIFO"):
        finishes(lambda: read_knowledge(manifest, out, 1 << 20), fifos=[fifo])
