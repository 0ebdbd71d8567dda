"""`dataagent run` answers the share-transfer task_15 from a narrative document alone, as Markdown and as PDF.

Two replicas of task_15 (tests/docgen): task_15 holds the document as Markdown, task_16 as a PDF that the
context service converts. Every compose service runs as a local process; the model is a FakeLLMServer
that plays a good model: relevance votes for the narrative document only (when the deterministic first
stage leaves anything to the vote; for task_15 it decides every document itself), the planner and the
section workers copy values exactly as the document writes them ("1.55%", "约六百九十七万股", "25,390,048股"),
and the solver submits one SQL query over the extracted table. Nothing scripted converts a value, so the three
silent errors of a careless extraction (1.55 instead of 0.0155, 6097 instead of 6970000, the buyer's 0
written over the seller's 25,390,048) can only be avoided by the extraction service's own parsers and merge.

The program path (the model writes a parser per section) is switched off through the environment: the
scripted model answers row by row, the path a small model takes.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from services.extraction.narrative.prompts import TRANSFORM_SYSTEM
from shared.config import REPO_ROOT
from shared.layout import TaskOutput
from shared.scoring import score_task
from tests.docgen import make_task_folder, task15_spec
from tests.docgen.generator import Fmt
from tests.docgen.scripted import TASK15_STEM as STEM
from tests.docgen.scripted import hosted_rules, run_hosted, system, write_answer

pytestmark = pytest.mark.slow

TASKS: dict[str, Fmt] = {"task_15": "md", "task_16": "pdf"}


def snapshot(root: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_task15_is_answered_from_the_extracted_table(tmp_path: Path) -> None:
    inputs = tmp_path / "input"
    golds = {
        tid: make_task_folder(inputs, replace(task15_spec(), task_id=tid), "zh", fmt)
        for tid, fmt in TASKS.items()
    }
    gold = golds["task_15"]
    assert golds["task_16"].table == gold.table
    # The scripted workers copy these as written; only the extraction service may turn them into numbers.
    assert gold.cells["29"]["seller_ratio_before"] == "1.55%"
    assert gold.cells["31"]["transfer_shares"] == "约六百九十七万股"
    assert (gold.cells["2542"]["seller_shares_before"], gold.cells["2542"]["buyer_shares_before"]) == (
        "25,390,048股",
        "0股",
    )
    before = snapshot(inputs)
    out = tmp_path / "run"
    rules = hosted_rules(gold)
    run = run_hosted(REPO_ROOT, inputs, out, rules, timeout_s=900)
    result, elapsed, requests = run.process, run.seconds, run.requests
    assert result.returncode == 0, result.stderr[-4000:]
    hits = {r.name: r.hits for r in rules}
    print(f"dataagent run: {elapsed:.1f}s, {len(requests)} model calls {hits}")
    assert not [b for b in requests if TRANSFORM_SYSTEM in system(b)], "a value went to a generated transform"
    # One plan and four section tables per document; the extracted table holds the document, so the
    # drafted queries answer, agreeing, and the loop is not needed.
    assert (hits["plan"], hits["worker"], hits["solver"]) == (2, 8, 0), hits
    assert hits["draft"] >= 4, hits

    manifest = json.loads((out / "run_manifest.json").read_text())["tasks"]
    assert sorted(manifest) == sorted(TASKS)
    for tid, fmt in TASKS.items():
        record = manifest[tid]
        stages = record["stages"]
        assert record["status"] == "succeeded", (tid, record)
        assert stages["context"]["status"] == "succeeded", (tid, stages["context"])
        assert stages["relevance"]["status"] in {"succeeded", "partial"}, (tid, stages["relevance"])
        task_out = out / tid
        record_of = TaskOutput(task_out)
        assert record_of.read_relevance().relevant_docs == [STEM], (tid, stages["relevance"])
        assert stages["extraction"]["status"] == "succeeded", (tid, stages["extraction"])
        assert list(record_of.read_extraction().tables) == [STEM]
        assert stages["catalog"]["status"] == "succeeded", (tid, stages["catalog"])
        assert stages["solver"]["status"] == "succeeded", (tid, stages["solver"])

        if fmt == "pdf":
            context = json.loads((task_out / "context_preprocessing_manifest.json").read_text())
            by_path = {a["visible_path"]: a for a in context["assets"]}
            assert by_path[f"doc/{STEM}.md"]["action"] == "pdf_to_markdown"

        summary = json.loads((task_out / "extraction" / STEM / "summary.json").read_text())
        assert summary["status"] == "succeeded" and summary["conflicts"] == [], summary
        converted = f"generated_context/doc/{STEM}.md" if fmt == "pdf" else f"context/doc/{STEM}.md"
        assert Path(summary["source_document"]).as_posix().endswith(converted), summary["source_document"]
        for column in (
            "transfer_shares",
            "seller_ratio_before",
            "seller_shares_before",
            "buyer_shares_before",
        ):
            assert column in summary["normalize_stats"], f"{column} was not normalised"
            stats = summary["normalize_stats"][column]
            assert (stats["generated"], stats["failed"]) == (0, 0), (column, stats)
            assert stats["deterministic"] == stats["distinct"] > 0, (column, stats)

        schemas = json.loads((task_out / "semantic_catalog.json").read_text())["schemas"]
        extracted = [(s["name"], s["asset"], s["origin"]) for s in schemas if s["origin"] == "extraction"]
        assert extracted == [(STEM, f"context_db/{STEM}.db", "extraction")], extracted

        with sqlite3.connect(task_out / "context_db" / f"{STEM}.db") as db:
            tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
            assert tables == [STEM]
            rows = {
                r[0]: r[1:]
                for r in db.execute(
                    "SELECT record_id, seller_ratio_before, transfer_shares, seller_shares_before, "
                    f"buyer_shares_before FROM {STEM}"
                )
            }
        assert len(rows) == len(golds[tid].table)
        # The three silent errors: 1.55% stays a ratio, 约六百九十七万股 is 6970000, and record 2542's buyer
        # (0 before the transfer) does not overwrite its seller (25,390,048).
        assert rows["29"][0] == pytest.approx(0.0155)
        assert rows["31"][1] == 6_970_000
        assert (rows["2542"][2], rows["2542"][3]) == (25_390_048, 0)
        for r in golds[tid].table:
            assert rows[r["record_id"]][0] == pytest.approx(r["seller_ratio_before"]), r
            assert rows[r["record_id"]][1:] == (
                r["transfer_shares"],
                r["seller_shares_before"],
                r["buyer_shares_before"],
            ), r

        trace = json.loads((task_out / "trace.json").read_text())
        assert trace["exploration"]["hints"] == ["solver_hints.md"]
        assert trace["vote"]["winner"] and trace["answer"]["source"] == "voted"
        drafted = [b["messages"][1]["content"] for b in requests if system(b).startswith("Write one sqlite")]
        assert all(f"{STEM}(" in text and "solver_hints.md" in text for text in drafted)

        prediction = task_out / "prediction.csv"
        score = score_task(prediction, write_answer(golds[tid], tmp_path / f"{tid}_gold.csv"))
        assert score.score == 1.0, (tid, prediction.read_text(), score)

    assert snapshot(inputs) == before
