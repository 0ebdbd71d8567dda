"""A section id the planner chose never escapes the task output folder as a file name."""

from __future__ import annotations

import json
from pathlib import Path

from services.extraction.narrative.extractor import Extractor
from shared.llm import LLMClient
from tests.context_stage import run_context_stage
from tests.docgen import make_task_folder, task15_spec
from tests.docgen.scripted import gold_plan, is_planner, is_worker, requested_section, section_table
from tests.fake_llm import FakeLLMServer, reply

HOSTILE = "../../../../run_manifest"


def files_under(root: Path, skip: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in root.rglob("*") if p.is_file() and skip not in p.parents and p != skip}


async def test_a_hostile_section_id_writes_nothing_outside_the_task_output(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run = tmp_path / "run"
    out = run / "task_15"
    run_context_stage(gold.task_dir, out)
    (run / "run_manifest.json").write_text('{"run": "the real manifest"}', encoding="utf-8")
    before = {**files_under(run, out), **files_under(tmp_path / "in", out)}

    honest = gold_plan(gold)
    steered = json.loads(json.dumps(honest))
    steered["sections"][2]["id"] = HOSTILE  # the seller block
    fake_llm.add(reply(json.dumps(steered, ensure_ascii=False), when=is_planner))
    fake_llm.add(
        reply(
            lambda b: section_table(
                gold, honest, "3" if "run_manifest" in requested_section(b) else requested_section(b)
            ),
            when=is_worker,
        )
    )
    result = (
        await Extractor(settings, llm).extract_documents(gold.task_dir, out, ["lc_sharetransfer"])
    ).results[0]

    assert {**files_under(run, out), **files_under(tmp_path / "in", out)} == before
    assert result.status == "succeeded", result.message
    logs = out / "extraction" / "lc_sharetransfer"
    plan_log = json.loads((logs / "plan.json").read_text())
    assert plan_log["source"] == "model, repaired"
    assert any(HOSTILE in note and "'run_manifest'" in note for note in plan_log["repairs"])
    assert (logs / "sections" / "run_manifest.json").is_file()
    assert (logs / "traces" / "section_run_manifest.jsonl").is_file()
