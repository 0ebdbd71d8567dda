"""The documents and knowledge extraction reads are the ones the context manifest admits, nothing else."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.extraction.extractor import Extractor
from shared.errors import NotReadyError
from shared.llm import LLMClient
from tests.docgen import make_task_folder, task15_spec
from tests.docgen.scripted import perfect_rules
from tests.fake_llm import FakeLLMServer
from tests.unit.extraction.context_stage import admit_context

SECRET = "SECRET-OUTSIDE-THE-TASK"


def sent_to_the_model(fake_llm: FakeLLMServer) -> str:
    return json.dumps(fake_llm.requests, ensure_ascii=False)


async def test_a_symlink_out_of_the_context_folder_is_never_read(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    outside = tmp_path / "elsewhere" / "secret.md"
    outside.parent.mkdir()
    outside.write_text(f"# 记录R1\n{SECRET}: 记录R1的转让方为某人。\n", encoding="utf-8")
    (gold.task_dir / "context" / "doc" / "leak.md").symlink_to(outside)
    out = tmp_path / "artifacts" / "task_15"
    manifest = admit_context(gold.task_dir, out)
    assert "doc/leak.md" in {u.path for u in manifest.uncertainties}
    fake_llm.add(*perfect_rules(gold))
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
    outside = tmp_path / "elsewhere" / "knowledge.md"
    outside.parent.mkdir()
    outside.write_text(f"# lc_sharetransfer\n{SECRET}\n", encoding="utf-8")
    gold.knowledge_path.unlink()
    gold.knowledge_path.symlink_to(outside)
    out = tmp_path / "artifacts" / "task_15"
    admit_context(gold.task_dir, out)
    fake_llm.add(*perfect_rules(gold))
    result = (
        await Extractor(settings, llm).extract_documents(gold.task_dir, out, ["lc_sharetransfer"])
    ).results
    assert result[0].status == "succeeded", result[0].message
    assert SECRET not in sent_to_the_model(fake_llm)


async def test_a_file_added_after_the_context_stage_is_not_a_document(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    out = tmp_path / "artifacts" / "task_15"
    admit_context(gold.task_dir, out)
    (gold.task_dir / "context" / "doc" / "late.md").write_text(f"# late\n{SECRET}\n", encoding="utf-8")
    fake_llm.add(*perfect_rules(gold))
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
    admit_context(task, out)
    doc = Extractor(settings, None).open_document(task, out, "gb")
    assert doc.text == text.replace("\r\n", "\n")
    assert doc.knowledge == "# gb\n- seller: 转让方\n"
