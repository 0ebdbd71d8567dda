"""Extractions through the fake model with scripted plans and tables: a share-transfer task."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from services.extraction.narrative.extractor import Extractor
from shared.llm import LLMClient
from tests.bwrap import needs_bwrap
from tests.context_stage import run_context_stage
from tests.docgen import make_task_folder, task15_spec
from tests.docgen.scripted import (
    gold_plan,
    is_planner,
    is_worker,
    perfect_rules,
    requested_section,
    section_table,
    whole_document_table,
)
from tests.fake_llm import FakeLLMServer, reply


def query(db: Path, sql: str) -> list[tuple]:
    with sqlite3.connect(db) as con:
        return con.execute(sql).fetchall()


def one_column_plan(column: str, doc_meaning: str, task_meaning: str, ids: list[str]):
    """A one-section plan with record_id and ``column``, for the normalisation tests."""
    from services.extraction.narrative.models import Plan

    return Plan.model_validate(
        {
            "sections": [{"id": "1", "start_line": 1, "end_line": 1, "columns": ["record_id", column]}],
            "record_universe": ids,
            "schema": {
                "record_id": {"doc_meaning": "id", "task_meaning": "id"},
                column: {"doc_meaning": doc_meaning, "task_meaning": task_meaning},
            },
        }
    )


async def test_task15_replica_end_to_end(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "artifacts" / "task_15")
    fake_llm.add(*perfect_rules(gold))
    out = tmp_path / "artifacts" / "task_15"
    report = await Extractor(settings, llm).extract_documents(gold.task_dir, out, [], gold.question)

    assert [r.doc_name for r in report.results] == gold.candidate_docs
    result = next(r for r in report.results if r.doc_name == "lc_sharetransfer")
    assert result.status == "succeeded", result.message
    assert result.section_success_ratio == 1.0 and result.row_count == len(gold.table)
    db = out / "context_db" / "lc_sharetransfer.db"
    rows = query(
        db,
        "SELECT seller_shares_before, seller_ratio_before FROM lc_sharetransfer "
        "WHERE secucode = '300707' ORDER BY record_id",
    )
    # Three known traps: 1.55% must become 0.0155, 约六百九十七万股 6970000, and the seller's holding
    # must not lose to the buyer's 0.
    assert rows == [(2441732, 0.0155), (5469268, 0.0348)]
    assert query(db, "SELECT transfer_shares FROM lc_sharetransfer WHERE record_id = '31'") == [(6970000,)]
    assert query(
        db, "SELECT seller_shares_before, buyer_shares_before FROM lc_sharetransfer WHERE record_id = '2542'"
    ) == [(25390048, 0)]
    assert query(db, "SELECT transfer_date FROM lc_sharetransfer WHERE record_id = '29'") == [("2018-11-14",)]
    for column in ("transfer_shares", "seller_ratio_before", "transfer_date", "seller"):
        values = dict(query(db, f"SELECT record_id, {column} FROM lc_sharetransfer"))
        assert values == gold.column(column), column

    logs = out / "extraction" / "lc_sharetransfer"
    result_json = json.loads((logs / "result.json").read_text())
    assert result_json["provenance"]["29"] == {
        k: str(v) for k, v in zip("1234", gold.lines["29"].values(), strict=True)
    }
    summary = json.loads((logs / "summary.json").read_text())
    assert summary["section_success_ratio"] == 1.0 and summary["conflict_count"] == 0
    assert summary["normalize_stats"]["seller_ratio_before"]["failed"] == 0
    for name in (
        "plan.json",
        "lc_sharetransfer.tsv",
        "cache_keys.json",
        "traces/plan.jsonl",
        "sections/3.json",
    ):
        assert (logs / name).is_file(), name
    hints = (out / "context_db" / "solver_hints.md").read_text()
    assert "`lc_sharetransfer`" in hints and f"rows: {len(gold.table)}" in hints and "imperfect" not in hints
    assert "`seller_ratio_before`" in hints and str(gold.doc_path) in hints
    failed = [r for r in report.results if r.status == "failed"]
    assert len(failed) == 6, "the distractors have no scripted answers"


async def test_rerun_with_same_input_makes_no_model_calls(tmp_path: Path, fake_llm, llm, settings) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "out")
    fake_llm.add(*perfect_rules(gold))
    out = tmp_path / "out"
    ex = Extractor(settings, llm)
    first = await ex.extract_documents(gold.task_dir, out, ["lc_sharetransfer"])
    calls = len(fake_llm.requests)
    again = await ex.extract_documents(gold.task_dir, out, ["lc_sharetransfer"])
    assert len(fake_llm.requests) == calls and calls == 5
    assert again.results[0].cached and again.results[0].row_count == first.results[0].row_count
    assert again.usage["calls"] == 0


async def test_bad_plan_is_retried_once_with_the_error(tmp_path: Path, fake_llm, llm, settings) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    bad = gold_plan(gold)
    bad["sections"][3]["columns"] = ["record_id", "buyer", "seller_shares_before", "buyer_ratio_before"]
    bad["schema"].pop("buyer_shares_before")
    fake_llm.add(*perfect_rules(gold, first_plan=bad))
    result = (
        await Extractor(settings, llm).extract_documents(gold.task_dir, tmp_path / "o", ["lc_sharetransfer"])
    ).results[0]
    assert result.status == "succeeded"
    planner_calls = [b for b in fake_llm.requests if is_planner(b)]
    assert len(planner_calls) == 2
    assert "'seller_shares_before' is in sections ['3', '4']" in planner_calls[1]["messages"][-1]["content"]


def _past_the_end(gold) -> dict:
    bad = gold_plan(gold)
    bad["sections"][0]["start_line"] = bad["sections"][0]["end_line"] = 10_000
    return bad


async def test_two_bad_plans_fail_the_document(tmp_path: Path, fake_llm, llm, make_settings) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    fake_llm.add(reply(json.dumps(_past_the_end(gold)), when=is_planner))
    settings = make_settings(planner={"layout_hint": False})
    result = (
        await Extractor(settings, llm).extract_documents(gold.task_dir, tmp_path / "o", ["lc_sharetransfer"])
    ).results[0]
    assert result.status == "failed" and "outside the document" in result.message
    assert len(fake_llm.requests) == 2
    plan_log = json.loads((tmp_path / "o" / "extraction" / "lc_sharetransfer" / "plan.json").read_text())
    assert plan_log["valid"] is False and plan_log["attempts"] == 2


async def test_two_bad_plans_fall_back_to_the_knowledge_fields(
    tmp_path: Path, fake_llm, llm, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    fake_llm.add(reply(json.dumps(_past_the_end(gold)), when=is_planner))
    fake_llm.add(reply(lambda b: whole_document_table(gold), when=is_worker))
    result = (
        await Extractor(settings, llm).extract_documents(gold.task_dir, tmp_path / "o", ["lc_sharetransfer"])
    ).results[0]
    plan_log = json.loads((tmp_path / "o" / "extraction" / "lc_sharetransfer" / "plan.json").read_text())
    assert plan_log["valid"] is True and plan_log["source"] == "knowledge"
    assert "outside the document" in plan_log["repairs"][0]
    sections = plan_log["plan"]["sections"]
    assert len(sections) == 1 and sections[0]["columns"] == list(gold.table[0])
    assert result.status == "succeeded", result.message
    db = Path(result.db_path)
    # The three traps are avoided on this path too.
    assert query(db, "SELECT seller_ratio_before FROM lc_sharetransfer WHERE record_id = '29'") == [(0.0155,)]
    assert query(db, "SELECT transfer_shares FROM lc_sharetransfer WHERE record_id = '31'") == [(6970000,)]
    seller, buyer = gold.column("seller_shares_before"), gold.column("buyer_shares_before")
    got = dict(query(db, "SELECT record_id, seller_shares_before FROM lc_sharetransfer"))
    assert got == seller
    assert dict(query(db, "SELECT record_id, buyer_shares_before FROM lc_sharetransfer")) == buyer


async def test_a_small_models_slips_are_repaired_without_a_retry(
    tmp_path: Path, fake_llm, llm, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    sloppy = gold_plan(gold)
    sloppy["record_universe"] = [*sloppy["record_universe"][:-1], "R99"]  # one lost, one made up
    sloppy["sections"][0]["end_line"] = 10_000
    sloppy["sections"][1]["columns"] = ["Transfer Date", "record_id", "transfer_shares", "transfer_ratio"]
    sloppy["schema"]["record_id"] = {"doc_meaning": "", "task_meaning": ""}
    fake_llm.add(*perfect_rules(gold, first_plan=sloppy))
    result = (
        await Extractor(settings, llm).extract_documents(gold.task_dir, tmp_path / "o", ["lc_sharetransfer"])
    ).results[0]
    assert result.status == "succeeded", result.message
    assert len([b for b in fake_llm.requests if is_planner(b)]) == 1
    plan_log = json.loads((tmp_path / "o" / "extraction" / "lc_sharetransfer" / "plan.json").read_text())
    assert plan_log["source"] == "model, repaired"
    repairs = " ".join(plan_log["repairs"])
    assert "R99" in repairs and "snake_case" in repairs and "set to" in repairs
    assert plan_log["plan"]["record_universe"] == gold_plan(gold)["record_universe"]
    assert plan_log["model_plan"]["record_universe"][-1] == "R99"


async def test_worker_retry_names_missing_ids_then_best_effort(
    tmp_path: Path, fake_llm, llm, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    plan = gold_plan(gold)
    fake_llm.add(reply(json.dumps(plan), when=is_planner))
    # Section 2 drops its last two rows on the first answer and fixes them on the retry;
    # section 4 drops them both times and is kept as a best effort.
    fake_llm.add(
        reply(
            lambda b: section_table(gold, plan, "2", drop=2),
            when=lambda b: is_worker(b) and requested_section(b) == "2",
            times=1,
        ),
        reply(
            lambda b: section_table(gold, plan, "4", drop=2),
            when=lambda b: is_worker(b) and requested_section(b) == "4",
        ),
        reply(lambda b: section_table(gold, plan, requested_section(b)), when=is_worker),
    )
    out = tmp_path / "o"
    result = (
        await Extractor(settings, llm).extract_documents(gold.task_dir, out, ["lc_sharetransfer"])
    ).results[0]
    assert result.status == "partial" and result.section_success_ratio == 0.75
    missing = plan["record_universe"][-2:]
    retries = [b for b in fake_llm.requests if is_worker(b) and len(b["messages"]) > 2]
    assert len(retries) == 2 and all(str(missing) in b["messages"][-1]["content"] for b in retries)
    db = out / "context_db" / "lc_sharetransfer.db"
    assert query(db, "SELECT count(*) FROM lc_sharetransfer")[0][0] == len(gold.table)
    got = dict(query(db, "SELECT record_id, transfer_shares FROM lc_sharetransfer"))
    assert got == gold.column("transfer_shares")
    assert query(db, f"SELECT buyer FROM lc_sharetransfer WHERE record_id = '{missing[-1]}'") == [(None,)]
    assert "extraction imperfect" in (out / "context_db" / "solver_hints.md").read_text()


async def test_conflicting_values_are_reported_not_overwritten(
    tmp_path: Path, fake_llm, llm, settings
) -> None:
    from services.extraction.narrative.models import Plan, SectionResult
    from services.extraction.narrative.output import merge_sections

    plan = Plan.model_validate(
        {
            "sections": [
                {"id": "3", "start_line": 1, "end_line": 1, "columns": ["record_id", "shares_before"]},
                {"id": "4", "start_line": 2, "end_line": 2, "columns": ["record_id", "shares_before"]},
            ],
            "record_universe": ["2542"],
            "schema": {
                "record_id": {"doc_meaning": "id", "task_meaning": "id"},
                "shares_before": {"doc_meaning": "n", "task_meaning": "n"},
            },
        }
    )
    seller = SectionResult(
        section_id="3",
        valid=True,
        rows=[{"__src_line": "5", "record_id": "2542", "shares_before": "25,390,048股"}],
    )
    buyer = SectionResult(
        section_id="4", valid=True, rows=[{"__src_line": "9", "record_id": "2542", "shares_before": "0股"}]
    )
    merged = merge_sections(plan, [buyer, seller])
    assert merged.rows[0]["shares_before"] == "25,390,048股"
    assert [(c.kept, c.other, c.other_from) for c in merged.conflicts] == [("25,390,048股", "0股", "4")]
    assert merged.provenance == {"2542": {"3": "5", "4": "9"}}


@needs_bwrap
async def test_generated_transform_is_checked_against_anchors_and_meaning(
    tmp_path: Path, fake_llm, hosted_llm, settings
) -> None:
    from services.extraction.narrative.transform import normalize_table

    plan = one_column_plan("shares", "shares as written", "integer shares", ["a", "b", "c"])
    rows = [
        {"record_id": "a", "shares": "约六百九十七万股"},
        {"record_id": "b", "shares": "六百九十七万余股，含限售股"},
        {"record_id": "c", "shares": "25,390,048股"},
    ]
    # A naive generated function (digits only: 约六百九十七万 -> 6097-like nonsense), then a good one.
    naive = "```python\ndef transform(s):\n    import re\n    return '6097'\n```"
    good = (
        "```python\nimport re\ndef transform(s):\n    if '六百九十七万' in s:\n        return '6970000'\n"
        "    return re.sub(r'[^0-9]', '', s)\n```"
    )
    fake_llm.add(
        reply(naive, any_contains="Target meaning", times=1), reply(good, any_contains="Target meaning")
    )
    from shared.llm import LLMTrace

    out, stats = await normalize_table(rows, plan, hosted_llm, settings, LLMTrace())
    assert [r["shares"] for r in out] == [6970000, 6970000, 25390048]
    s = stats["shares"]
    assert (s["deterministic"], s["generated"], s["failed"], s["generated_rounds"]) == (2, 1, 0, 2)
    feedback = " ".join(s["generated_feedback"])
    assert "expected 6970000" in feedback or "expected 25390048" in feedback
    assert all(b["model"] == "fake-think" for b in fake_llm.requests)


@pytest.fixture(params=[("hosted", 3), ("local", 1)], ids=["hosted", "local"])
async def endpoint_and_rounds(request, llm_settings):
    kind, rounds = request.param
    async with LLMClient(llm_settings.model_copy(update={"endpoint_kind": kind})) as client:
        yield client, rounds


@needs_bwrap
async def test_generated_transform_that_never_satisfies_the_checks_keeps_originals(
    tmp_path: Path, fake_llm, settings, endpoint_and_rounds
) -> None:
    """Revised twice for a named endpoint; tried once on the embedded model, whose tries cost most."""
    from services.extraction.narrative.transform import normalize_table
    from shared.llm import LLMTrace

    model, rounds = endpoint_and_rounds
    plan = one_column_plan("shares", "shares as written", "integer shares", ["a"])
    rows = [{"record_id": "a", "shares": "六百九十七万余股，含限售股"}]
    fake_llm.add(reply("```python\ndef transform(s):\n    return '6097'\n```", any_contains="Target meaning"))
    out, stats = await normalize_table(rows, plan, model, settings, LLMTrace())
    assert out[0]["shares"] == "六百九十七万余股，含限售股"
    assert stats["shares"]["failed"] == 1 and stats["shares"]["generated_rounds"] == rounds
    assert "smaller than" in " ".join(stats["shares"]["generated_feedback"])
    assert len(fake_llm.requests) == rounds


PARSER_BAD = """```python
import re
def parse(lines):
    out = []
    for n, t in lines:
        m = re.match(r"记录(\\w+)的转让方为(.+?),出让前持股(.+?),出让前持股比例为(.+?)。", t)
        if m:
            out.append({"__src_line": n, "record_id": m.group(1), "seller": m.group(2),
                        "seller_shares_before": m.group(3), "seller_ratio_before": m.group(4)})
    return out
```"""
PARSER_GOOD = PARSER_BAD.replace("),出让", ")，出让").replace("(.+?),出让", "(.+?)，出让")


@needs_bwrap
async def test_program_path_revises_on_missed_lines(tmp_path: Path, fake_llm, llm, make_settings) -> None:
    settings = make_settings(program=True)
    gold = make_task_folder(tmp_path / "in", task15_spec(), "zh", "md")
    run_context_stage(gold.task_dir, tmp_path / "o")
    plan = gold_plan(gold)
    fake_llm.add(reply(json.dumps(plan), when=is_planner))
    is_program = lambda b: "Write parse(lines)" in b["messages"][1]["content"]  # noqa: E731
    fake_llm.add(
        reply(
            PARSER_BAD, when=lambda b: is_program(b) and "Section 3 '" in b["messages"][1]["content"], times=1
        ),
        reply(PARSER_GOOD, when=lambda b: is_program(b) and "Section 3 '" in b["messages"][1]["content"]),
        reply("```python\ndef parse(lines):\n    return []\n```", when=is_program),
        reply(lambda b: section_table(gold, plan, requested_section(b)), when=is_worker),
    )
    out = tmp_path / "o"
    result = (
        await Extractor(settings, llm).extract_documents(gold.task_dir, out, ["lc_sharetransfer"])
    ).results[0]
    assert result.status == "succeeded", result.message
    sections = {
        s["section_id"]: s
        for s in json.loads((out / "extraction/lc_sharetransfer/summary.json").read_text())["sections"]
    }
    assert sections["3"]["method"] == "program" and sections["3"]["attempts"] == 2
    assert sections["1"]["method"] == "rows" and "program path" in " ".join(
        sections["1"]["problems"] or ["program path"]
    )
    revision = next(
        b
        for b in fake_llm.requests
        if is_program(b) and len(b["messages"]) > 2 and "Section 3 '" in b["messages"][1]["content"]
    )
    assert (
        "missed" in revision["messages"][-1]["content"]
        and "记录29的转让方" in revision["messages"][-1]["content"]
    )
    db = out / "context_db" / "lc_sharetransfer.db"
    assert dict(query(db, "SELECT record_id, seller_shares_before FROM lc_sharetransfer")) == gold.column(
        "seller_shares_before"
    )


async def test_pdf_document_is_read_through_the_context_conversion(
    tmp_path: Path, fake_llm, llm, settings
) -> None:
    gold = make_task_folder(tmp_path / "in", task15_spec(n_records=2), "en", "pdf")
    out = tmp_path / "artifacts" / "task_15"
    run_context_stage(gold.task_dir, out)  # converts the PDF under generated_context/
    ex = Extractor(settings, llm)
    doc = ex.open_document(gold.task_dir, out, "lc_sharetransfer")
    assert doc.doc_path.suffix == ".md" and "generated_context" in str(doc.doc_path)
    assert "In record 2542 the seller was" in doc.text


async def test_text_columns_are_kept_as_written_without_a_model_call(
    tmp_path: Path, fake_llm, llm, settings
) -> None:
    from services.extraction.narrative.transform import normalize_table
    from shared.llm import LLMTrace

    plan = one_column_plan("company", "company name as written", "company short name", ["a"])
    out, stats = await normalize_table(
        [{"record_id": "a", "company": "威唐工业"}], plan, llm, settings, LLMTrace()
    )
    assert out[0]["company"] == "威唐工业"
    assert stats["company"] == {"kind": "text", "distinct": 1, "kept_as_written": 1}
    assert fake_llm.requests == []


def test_a_column_copied_from_another_section_is_blanked_and_reported(settings) -> None:
    from services.extraction.narrative.models import Plan, SectionResult
    from services.extraction.narrative.output import copied_columns

    plan = Plan.model_validate(
        {
            "sections": [
                {
                    "id": "b",
                    "start_line": 1,
                    "end_line": 2,
                    "columns": ["record_id", "seller", "seller_shares"],
                },
                {
                    "id": "a",
                    "start_line": 1,
                    "end_line": 2,
                    "columns": ["record_id", "buyer", "buyer_shares"],
                },
            ],
            "record_universe": ["R1", "R2", "R3"],
            "schema": {
                c: {"doc_meaning": c, "task_meaning": c}
                for c in ["record_id", "seller", "seller_shares", "buyer", "buyer_shares"]
            },
        }
    )
    seller = SectionResult(section_id="b", valid=True, rows=[
        {"__src_line": "3", "record_id": "R1", "seller": "赵海峰", "seller_shares": "3,410,000"},
        {"__src_line": "4", "record_id": "R2", "seller": "孙浩", "seller_shares": "0"},
        {"__src_line": "5", "record_id": "R3", "seller": "周敏", "seller_shares": "21,382,236"},
    ])  # fmt: skip
    buyer = SectionResult(section_id="a", valid=True, rows=[
        {"__src_line": "9", "record_id": "R1", "buyer": "赵海峰", "buyer_shares": "3410000"},
        {"__src_line": "9", "record_id": "R2", "buyer": "孙浩", "buyer_shares": "0"},
        {"__src_line": "9", "record_id": "R3", "buyer": "周敏", "buyer_shares": "0"},
    ])  # fmt: skip
    # The seller's lines name the sellers; the buyer's line 9 names nobody, so the buyer names came
    # from the seller's lines.
    lines = [
        "# 转让",
        "",
        "R1 转让方赵海峰持股3,410,000股",
        "R2 转让方孙浩持股0股",
        "R3 转让方周敏持股21,382,236股",
        "",
        "# 受让",
        "",
        "受让方见上文",
    ]
    # Section "a" comes later in the plan even though its id sorts first.
    found = copied_columns(plan, [buyer, seller], lines, settings.copy_check)
    assert [(c["column"], c["copied_from"]) for c in found] == [("buyer", "seller")]
    assert [r["buyer"] for r in buyer.rows] == [None, None, None]
    assert [r["seller"] for r in seller.rows] == ["赵海峰", "孙浩", "周敏"]
    # Shares: one equal non-zero value of two is not "most records" (zeros never count).
    assert [r["buyer_shares"] for r in buyer.rows] == ["3410000", "0", "0"]
