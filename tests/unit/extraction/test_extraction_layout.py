"""Reading a regular document's layout: sentence shapes, the linear line reader, the slot naming and the
plan made from them, through the extraction pipeline with one model call."""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
import time
from dataclasses import replace
from pathlib import Path

import pytest

from services.extraction.layout.plan import numbered_slots, read_blocks, slot_choices
from services.extraction.layout.shapes import induce_shapes, match_line, slot_phrases
from services.extraction.narrative import scaffold
from services.extraction.narrative.extractor import Extractor
from services.extraction.narrative.models import LineShape, Piece
from shared.layout import TaskOutput
from tests.context_stage import run_context_stage
from tests.docgen import make_task_folder, task15_spec
from tests.docgen.families import FAMILIES, render
from tests.docgen.scripted import is_planner, is_slot_pick, slot_rule
from tests.fake_llm import FakeLLMServer, http_error, reply


def shapes_of(text: str, stem: str = "doc"):
    found = scaffold.propose(text, "", stem)
    lines = text.split("\n")
    return lines, found, [induce_shapes(lines, b, found.record_ids) for b in found.blocks if b.ids]


def rendered(stem: str, lang: str, n: int = 9, seed: int = 3):
    family = FAMILIES[stem]
    rows = family.localise(family.rows(n, seed), lang)
    return rows, render(family, rows, lang, seed)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_record_line_follows_a_shape_and_its_values_are_the_documents(lang: str) -> None:
    rows, doc = rendered("lc_sharepledge", lang)
    lines, found, blocks = shapes_of(doc.text)
    assert found.record_ids == [r["record_id"] for r in rows]
    assert len(blocks) == 3 and all(b is not None and not b.unread for b in blocks)
    # Released and unreleased pledges are written in two sentences: two shapes, the second without
    # a release date.
    terms = blocks[2]
    released = [r for r in rows if r["release_date"]]
    assert len(terms.shapes) == (2 if 0 < len(released) < len(rows) else 1)
    for rid, where in doc.lines.items():
        for block in blocks:
            values = [match_line(s, lines[where[f"b{blocks.index(block) + 1}"] - 1]) for s in block.shapes]
            read = next(v for v in values if v is not None)
            assert read["record_id"] == rid
            written = set(doc.cells[rid].values())
            for slot, value in read.items():
                if slot != "record_id" and value is not None:
                    # A slot holds a value as written, less a unit word the sentence shares ("股").
                    assert any(value == w or (w and w.startswith(value)) for w in written), (slot, value)


def test_a_company_suffix_every_name_shares_stays_in_the_name() -> None:
    rows, doc = rendered("lc_sharepledge", "zh")
    lines, _, blocks = shapes_of(doc.text)
    first = blocks[0]
    values = [match_line(first.shapes[0], lines[n - 1]) for n in sorted(first.lines)]
    pledgees = {r["pledgee"] for r in rows}
    assert {v for row in values if row for v in row.values()} >= pledgees


def test_a_constant_inside_a_value_is_not_taken_for_the_sentences_end() -> None:
    shape = LineShape(
        pieces=[Piece(text="In record"), Piece(slot="record_id"), Piece(text="a stake of"), Piece(slot="p"),
                Piece(text=".")]
    )  # fmt: skip
    assert match_line(shape, "In record R01 a stake of 3.36%.") == {"record_id": "R01", "p": "3.36%"}
    assert match_line(shape, "In record R01 a stake of 3.36% more") is None
    assert match_line(shape, "Something else entirely.") is None
    # Many places where constants occur: each is tried once, no backtracking blow-up.
    hostile = "In record R01 a stake of " + "a stake of 1." * 3000
    assert match_line(shape, hostile) == {
        "record_id": "R01",
        "p": hostile[len("In record R01 a stake of ") : -1],
    }


def test_a_constant_word_is_not_found_inside_a_longer_word() -> None:
    shape = LineShape(
        pieces=[Piece(text="Change"), Piece(slot="record_id"), Piece(text=":"), Piece(slot="person"),
                Piece(text=","), Piece(slot="position"), Piece(text="of"), Piece(slot="company"),
                Piece(text=".")]
    )  # fmt: skip
    line = "Change HC-224: Chen Lixin, chief financial officer of Gree Electric."
    assert match_line(shape, line) == {
        "record_id": "HC-224",
        "person": "Chen Lixin",
        "position": "chief financial officer",
        "company": "Gree Electric",
    }


def test_prose_gives_no_shapes() -> None:
    text = "\n\n".join(
        [
            "# Notes",
            "## One",
            "Record A1 was reviewed by the board, which found nothing to object to.",
            "Nobody remembers why A2 took so long; the minutes are silent on it.",
            "## Two",
            "Later A1 came back because the auditors wanted more detail about it and its history.",
            "In the end A2 was dropped.",
        ]
    )
    found = scaffold.propose(text, "", "notes")
    assert read_blocks(text, found)[0] == [] or found.record_ids == []


def test_slot_choices_follow_the_kinds_of_the_values() -> None:
    _, doc = rendered("lc_sharetransfer", "zh")
    found = scaffold.propose(doc.text, "", "lc_sharetransfer")
    blocks, _ = read_blocks(doc.text, found)
    _, slots = numbered_slots(blocks, doc.text.split("\n"))
    fields = {c: m for c, m in FAMILIES["lc_sharetransfer"].columns.items() if c != "record_id"}
    choices = slot_choices(slots, fields)
    by_example = {s.examples[0]: choices[s.key] for s in slots}
    date = next(v for k, v in by_example.items() if "年" in k and "月" in k)
    assert date == ["transfer_date"]
    percent = next(v for k, v in by_example.items() if k.endswith("%"))
    assert set(percent) == {"transfer_ratio", "seller_ratio_before", "buyer_ratio_before"}


async def test_a_regular_document_is_read_with_one_model_call(
    tmp_path: Path, fake_llm: FakeLLMServer, llm, make_settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    fake_llm.add(slot_rule(gold.cells))
    result = (
        await Extractor(make_settings(layout=True), llm).extract_documents(
            gold.task_dir, tmp_path / "o", ["lc_sharetransfer"], gold.question
        )
    ).results[0]
    assert result.status == "succeeded", result.message
    assert len(fake_llm.requests) == 1
    logs = tmp_path / "o" / "extraction" / "lc_sharetransfer"
    plan_log = json.loads((logs / "plan.json").read_text())
    assert plan_log["source"] == "layout" and plan_log["plan"]["shapes"]
    # The date slot fits one column only: it is settled without the model and not in the request.
    assert any("slots settled by the kind of their values" in n for n in plan_log["layout_notes"])
    asked = fake_llm.requests[0]["messages"][-1]["content"]
    assert not re.search(r"^\s+s\d+: [^\n]*年[^\n]*月", asked, re.M) and re.search(r"^\s+s\d+: ", asked, re.M)
    summary = json.loads((logs / "summary.json").read_text())
    assert {s["method"] for s in summary["sections"]} == {"layout"}
    assert summary["column_phrases"]["seller_shares_before"] == "出让前持股…股"
    with sqlite3.connect(result.db_path) as db:
        names = [d[1] for d in db.execute("PRAGMA table_info(lc_sharetransfer)")]
        got = {r[0]: dict(zip(names, r, strict=True)) for r in db.execute("SELECT * FROM lc_sharetransfer")}
    for row in gold.table:
        for column, want in row.items():
            have = got[row["record_id"]][column]
            assert have == pytest.approx(want) if isinstance(want, float) else have == want, (row, column)
    hints = (tmp_path / "o" / "context_db" / "solver_hints.md").read_text()
    assert "(the document: “出让前持股…股”)" in hints
    notes = TaskOutput(tmp_path / "o").read_extracted_columns()
    assert (
        notes is not None
        and notes.tables["lc_sharetransfer"]["buyer_shares_before"].phrase == "受让前持股…股"
    )


async def test_a_failed_naming_falls_back_to_the_planner(
    tmp_path: Path, fake_llm: FakeLLMServer, llm, make_settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    fake_llm.add(http_error(500, when=lambda b: not is_planner(b)), reply("not a plan", when=is_planner))
    settings = make_settings(layout=True, planner={"layout_hint": False})
    result = (
        await Extractor(settings, llm).extract_documents(gold.task_dir, tmp_path / "o", ["lc_sharetransfer"])
    ).results[0]
    assert result.status == "failed"
    plan_log = json.loads((tmp_path / "o" / "extraction" / "lc_sharetransfer" / "plan.json").read_text())
    assert plan_log["source"] == "model" and any("slot naming failed" in n for n in plan_log["layout_notes"])
    # Its blocks each hold every record: not a list of records to read one at a time.
    assert "recurring record ids" in plan_log["layout_notes"][-1]
    # The planner was asked (twice, each answer repaired once) after the naming failed.
    assert sum(is_planner(b) for b in fake_llm.requests) == 4


async def test_a_column_given_to_two_slots_is_settled_by_a_focused_question(
    tmp_path: Path, fake_llm: FakeLLMServer, llm, make_settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    right = slot_rule(gold.cells)

    def buyer_as_seller(body: dict) -> str:
        if is_slot_pick(body):
            return right.content(body)
        named = json.loads(right.content(body))
        return json.dumps({k: v.replace("buyer", "seller") for k, v in named.items()})

    fake_llm.add(reply(buyer_as_seller))
    result = (
        await Extractor(make_settings(layout=True), llm).extract_documents(
            gold.task_dir, tmp_path / "o", ["lc_sharetransfer"]
        )
    ).results[0]
    # The naming, then one question for each of seller, seller_shares_before and seller_ratio_before.
    assert len(fake_llm.requests) == 4 and sum(is_slot_pick(b) for b in fake_llm.requests) == 3
    assert result.status == "succeeded"
    assert "buyer_shares_before" not in result.columns
    with sqlite3.connect(result.db_path) as db:
        seller = dict(db.execute("SELECT record_id, seller_shares_before FROM lc_sharetransfer"))
    # Record 2542's buyer held 0: the seller's 25,390,048 is what the column keeps.
    assert seller["2542"] == 25_390_048
    plan_log = json.loads((tmp_path / "o" / "extraction" / "lc_sharetransfer" / "plan.json").read_text())
    assert any(n.startswith("seller_shares_before was given to") for n in plan_log["layout_notes"])


async def test_no_document_is_started_past_the_deadline(
    tmp_path: Path, fake_llm: FakeLLMServer, llm, make_settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    report = await Extractor(make_settings(layout=True), llm).extract_documents(
        gold.task_dir, tmp_path / "o", ["lc_sharetransfer"], deadline=time.monotonic() + 1.0
    )
    assert [(r.status, r.message[:12]) for r in report.results] == [("skipped", "not started:")]
    assert fake_llm.requests == []


async def test_a_document_finishes_inside_the_deadline_with_what_it_has(
    tmp_path: Path, fake_llm: FakeLLMServer, llm, make_settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    fake_llm.add(slot_rule(gold.cells))
    settings = make_settings(layout=True, documents={"min_start_s": 0, "finish_reserve_s": 0.5})
    extractor = Extractor(settings, llm)
    read_section = extractor.extract_section

    async def second_never_ends(doc, plan, section_id):
        if section_id == "2":
            await asyncio.sleep(60)
        return await read_section(doc, plan, section_id)

    extractor.extract_section = second_never_ends
    started = time.monotonic()
    report = await extractor.extract_documents(
        gold.task_dir, tmp_path / "o", ["lc_sharetransfer"], deadline=started + 4.0
    )
    result = report.results[0]
    assert time.monotonic() - started < 4.0
    assert result.status == "partial" and result.row_count == len(gold.table)
    assert "sections 2 not finished inside the stage's budget" in result.message
    # Every value was read by the parsers: no transform was wanted, so none is said to be missing.
    assert "no time for a transform" not in result.message
    summary = json.loads((tmp_path / "o" / "extraction" / "lc_sharetransfer" / "summary.json").read_text())
    assert len(summary["budget"]) == 1
    section = next(s for s in summary["sections"] if s["section_id"] == "2")
    assert not section["valid"] and section["problems"] == ["not finished inside the stage's budget"]


def test_phrases_name_the_words_around_each_slot() -> None:
    shape = LineShape(
        pieces=[Piece(text="记录"), Piece(slot="record_id"), Piece(text="的转让方为"), Piece(slot="seller"),
                Piece(text="，出让前持股"), Piece(slot="seller_shares_before"),
                Piece(text="股，出让前持股比例为"), Piece(slot="_s3"), Piece(text="。")]
    )  # fmt: skip
    assert slot_phrases({"1": [shape]}) == {"seller": "的转让方为…", "seller_shares_before": "出让前持股…股"}


async def test_without_the_knowledges_fields_the_model_names_the_columns(
    tmp_path: Path, fake_llm: FakeLLMServer, llm, make_settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    gold.knowledge_path.write_text("# Notes\n\nNothing about the fields.\n", encoding="utf-8")
    run_context_stage(gold.task_dir, tmp_path / "o")
    named = slot_rule(gold.cells)

    def free_names(body: dict) -> str:
        # Free names, as a model without a list writes them: not snake_case, one of them the id's.
        answer = {k: v.replace("_", " ").title() for k, v in json.loads(named.content(body)).items()}
        return json.dumps({**answer, "s1": "Record ID"})

    fake_llm.add(reply(free_names))
    result = (
        await Extractor(make_settings(layout=True), llm).extract_documents(
            gold.task_dir, tmp_path / "o", ["lc_sharetransfer"]
        )
    ).results[0]
    assert result.status == "succeeded", result.message
    # Snake_case names; the slot named like the record id is left out; kinds read off the values.
    assert "company" not in result.columns and {"secucode", "seller_ratio_before"} <= set(result.columns)
    summary = json.loads((tmp_path / "o" / "extraction" / "lc_sharetransfer" / "summary.json").read_text())
    meanings = summary["column_meanings"]
    assert meanings["transfer_date"] == "ISO date YYYY-MM-DD"
    assert meanings["seller_ratio_before"].startswith("percent")
    with sqlite3.connect(result.db_path) as db:
        row = db.execute(
            "SELECT transfer_date, seller_ratio_before FROM lc_sharetransfer WHERE record_id = '29'"
        )
        assert row.fetchone() == ("2018-11-14", 1.55)


async def test_doubtful_documents_wait_while_another_is_relevant_on_evidence(
    tmp_path: Path, fake_llm: FakeLLMServer, llm, make_settings
) -> None:
    gold = make_task_folder(tmp_path / "in", replace(task15_spec(), distractors=1), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    fake_llm.add(slot_rule(gold.cells))
    extractor = Extractor(make_settings(layout=True), llm)
    other = next(s for s in gold.candidate_docs if s != gold.stem)
    report = await extractor.extract_documents(
        gold.task_dir, tmp_path / "o", [gold.stem, other], gold.question, doubtful=[other]
    )
    assert report.deferred == [other]
    assert {r.doc_name: r.status for r in report.results} == {other: "skipped", gold.stem: "succeeded"}
    assert not (tmp_path / "o" / "extraction" / other).exists()
    # With nothing relevant on evidence, the doubtful documents are all there is: they are extracted.
    alone = await extractor.extract_documents(gold.task_dir, tmp_path / "o", [other], doubtful=[other])
    assert alone.deferred == []
