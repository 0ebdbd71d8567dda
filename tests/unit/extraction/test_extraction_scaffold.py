"""The layout a program finds before the planner runs, and the repair of a small model's plan with it."""

from __future__ import annotations

from pathlib import Path

import pytest

from services.extraction.narrative.knowledge import knowledge_fields
from services.extraction.narrative.models import Plan
from services.extraction.narrative.scaffold import fallback_plan, propose, repair_plan, snake
from services.extraction.narrative.validate import validate_plan
from tests.docgen import DocSpec, make_task_folder, task15_spec
from tests.docgen.scripted import gold_plan


def _scaffold(gold):
    return propose(gold.doc_path.read_text(encoding="utf-8"), gold.knowledge_path.read_text(), gold.stem)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_record_ids_and_blocks_are_found(tmp_path: Path, lang: str) -> None:
    gold = make_task_folder(tmp_path, DocSpec(n_records=5, seed=3, task_id="t"), lang, "md")
    found = _scaffold(gold)
    assert found.record_ids == [r["record_id"] for r in gold.table]
    with_ids = [b for b in found.blocks if b.ids]
    assert len(with_ids) == 4 and all(b.ids == found.record_ids for b in with_ids)
    # Each block covers the lines its records are written on.
    for block, kind in zip(with_ids, ["basic", "size", "seller", "buyer"], strict=True):
        assert all(block.start_line <= gold.lines[r][kind] <= block.end_line for r in found.record_ids)
    assert "record_id" in found.fields and "seller_ratio_before" in found.fields
    hint = found.hint()
    assert '"R01"' in hint or found.record_ids[0] in hint
    assert "seller_shares_before" in hint


def test_ids_of_mixed_shapes_after_the_same_words(tmp_path: Path) -> None:
    gold = make_task_folder(tmp_path, task15_spec(), "zh", "md")
    # 29, 31 and 2542 beside R01..R06; the six-digit security codes recur too but never after 记录.
    assert _scaffold(gold).record_ids == [r["record_id"] for r in gold.table]


def test_an_id_that_reads_as_a_year_joins_the_ids_after_the_same_words() -> None:
    ids = ["2030", "2383", "2450"]
    starts = ["2019年2月25日", "2022年5月1日", "2019年10月21日"]
    text = "\n\n".join(
        ["# 股东股份质押情况公告", "一、质押基本情况"]
        + [f"第{i}号质押：出质人高远将其持有的格力电器（000651）660,000股质押给招商银行。" for i in ids]
        + ["二、质押期限"]
        + [f"第{i}号质押的起始日为{d}，尚未解除质押。" for i, d in zip(ids, starts, strict=True)]
    )
    # 2019 recurs across both blocks too, but after other words than the ids.
    assert propose(text, "", "pledges").record_ids == ids


def test_a_document_without_recurring_ids_gets_none() -> None:
    text = "# Notes\n\nThe market rose 3% in 2021.\n\n## Outlook\n\nNothing else to report for 2022."
    found = propose(text, "", "notes")
    assert found.record_ids == [] and found.fields == {}
    assert fallback_plan(found, 7) is None


def test_knowledge_fields_only_under_the_documents_heading() -> None:
    knowledge = (
        "# Data\n\n## other_table\n- amount: not ours\n\n## lc_sharetransfer\n"
        "- record_id: record number (e.g. R07)\n- `transfer_ratio`：ratio, not percent\n\n## next\n- x: y\n"
    )
    assert knowledge_fields(knowledge, "lc_sharetransfer") == {
        "record_id": "record number (e.g. R07)",
        "transfer_ratio": "ratio, not percent",
    }


def test_snake() -> None:
    assert snake("Transfer Date") == "transfer_date"
    assert snake("2nd-buyer") == "c_2nd_buyer"
    assert snake("转让方") == ""


def test_sloppy_plan_is_repaired_and_noted(tmp_path: Path) -> None:
    gold = make_task_folder(tmp_path, task15_spec(), "zh", "md")
    text = gold.doc_path.read_text(encoding="utf-8")
    good = gold_plan(gold)
    sloppy = gold_plan(gold)
    sloppy["record_universe"] = ["29", "29", *good["record_universe"][1:-2], "X77"]
    sloppy["sections"][2]["end_line"] = 10_000
    sloppy["sections"][0]["columns"] = ["company", "record_id", "secucode", "company"]
    sloppy["schema"]["seller"] = {"doc_meaning": "", "task_meaning": ""}
    sloppy["schema"]["unused_column"] = {"doc_meaning": "a", "task_meaning": "a"}
    plan, notes = repair_plan(Plan.model_validate(sloppy), _scaffold(gold), text)
    assert validate_plan(plan, len(text.split("\n"))) == []
    assert plan.record_universe == good["record_universe"]
    assert plan.sections[0].columns == ["record_id", "company", "secucode"]
    assert plan.sections[2].end_line == len(text.split("\n"))
    assert plan.columns["seller"].task_meaning == _scaffold(gold).fields["seller"]
    assert "unused_column" not in plan.columns
    joined = " ".join(notes)
    for part in ("duplicate", "X77", "added", "set to", "seller", "unused_column"):
        assert part in joined, part


def test_a_column_in_two_sections_is_split_only_on_the_last_chance(tmp_path: Path) -> None:
    gold = make_task_folder(tmp_path, task15_spec(), "zh", "md")
    text = gold.doc_path.read_text(encoding="utf-8")
    lines = len(text.split("\n"))
    shared = gold_plan(gold)
    shared["sections"][3]["columns"] = ["record_id", "buyer", "seller_shares_before", "buyer_ratio_before"]
    shared["sections"][2]["columns"].append("holding")
    shared["sections"][3]["columns"].append("holding")
    shared["schema"]["holding"] = {"doc_meaning": "shares", "task_meaning": "integer shares"}
    plan, _ = repair_plan(Plan.model_validate(shared), _scaffold(gold), text, split_shared_columns=False)
    assert any("'seller_shares_before' is in sections" in p for p in validate_plan(plan, lines))
    plan, notes = repair_plan(Plan.model_validate(shared), _scaffold(gold), text, split_shared_columns=True)
    assert validate_plan(plan, lines) == []
    # A knowledge field keeps its one meaning: the buyer block's copy is dropped, never relabelled.
    assert plan.sections[2].columns[2] == "seller_shares_before"
    assert plan.sections[3].columns == ["record_id", "buyer", "buyer_ratio_before", "holding_4"]
    assert plan.columns["holding_4"].task_meaning == "integer shares"
    assert any("kept in '3' only" in n for n in notes) and any("stay apart" in n for n in notes)


def test_another_documents_plan_is_not_bent_to_fit(tmp_path: Path) -> None:
    gold = make_task_folder(tmp_path, task15_spec(), "zh", "md")
    decoy = next(p for p in gold.doc_path.parent.iterdir() if p.stem != gold.stem)
    text = decoy.read_text(encoding="utf-8")
    foreign = gold_plan(gold)  # ids 29, R01... are not in the decoy
    found = propose(text, gold.knowledge_path.read_text(), decoy.stem)
    plan, _ = repair_plan(Plan.model_validate(foreign), found, text)
    assert validate_plan(plan, len(text.split("\n")))  # still invalid: left for the planner's retry


def test_fallback_plan_from_the_knowledge_fields(tmp_path: Path) -> None:
    gold = make_task_folder(tmp_path, task15_spec(), "en", "md")
    found = _scaffold(gold)
    lines = len(gold.doc_path.read_text(encoding="utf-8").split("\n"))
    plan = fallback_plan(found, lines)
    assert plan is not None and validate_plan(plan, lines) == []
    assert plan.sections[0].columns == list(gold.table[0])
    assert plan.columns["seller_ratio_before"].task_meaning == found.fields["seller_ratio_before"]
    assert plan.record_universe == [r["record_id"] for r in gold.table]


def test_fields_the_plan_left_out_are_asked_for_over_the_whole_document(tmp_path: Path) -> None:
    gold = make_task_folder(tmp_path, task15_spec(), "zh", "md")
    text = gold.doc_path.read_text(encoding="utf-8")
    partial = gold_plan(gold)
    partial["sections"] = partial["sections"][:3]  # no buyer block
    for c in ("buyer", "buyer_shares_before", "buyer_ratio_before"):
        partial["schema"].pop(c)
    plan, notes = repair_plan(Plan.model_validate(partial), _scaffold(gold), text)
    assert validate_plan(plan, len(text.split("\n"))) == []
    extra = plan.sections[-1]
    assert extra.id == "knowledge_fields" and (extra.start_line, extra.end_line) == (1, len(text.split("\n")))
    assert extra.columns == ["record_id", "buyer", "buyer_shares_before", "buyer_ratio_before"]
    assert plan.columns["buyer_ratio_before"].task_meaning == _scaffold(gold).fields["buyer_ratio_before"]
    assert any("no section asked for" in n for n in notes)
