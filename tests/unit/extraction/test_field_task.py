"""Inside a task, the documents of a split PDF are read into one table per type, each value with its page."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from services.context.context_view import prepare_task
from services.context.settings import ContextSettings
from services.extraction.fields.extract import FieldExtractor
from services.extraction.fields.settings import FieldSettings
from services.extraction.fields.task import SplitTables
from services.extraction.narrative.extractor import Extractor
from services.extraction.settings import ExtractionSettings
from shared.config import load_settings
from shared.layout import TaskOutput
from tests.pagestreams.generator import make_stream, write_stream

# Seed 4: invoice, invoice, contract (pages 4-8), cv, a blank back, food label, utility bill.
SEED = 4


@pytest.fixture(scope="module")
def split_task(tmp_path_factory: pytest.TempPathFactory) -> tuple[TaskOutput, dict]:
    root = tmp_path_factory.mktemp("split_task")
    task = root / "input" / "task_3"
    (task / "context" / "doc").mkdir(parents=True)
    (task / "task.json").write_text('{"question": "Who sold the invoices?"}', encoding="utf-8")
    stream = make_stream(SEED)
    write_stream(stream, task / "context" / "doc" / "bundle.pdf")
    out = root / "out" / "task_3"
    settings = load_settings(ContextSettings, artifact_root=root / "artifacts", executor="thread")
    prepare_task(task, out, settings, cache_dir=root / "cache", task_id="3")
    return TaskOutput(out), stream.gold()


def _rows(db: Path, table: str) -> list[dict]:
    con = sqlite3.connect(db)
    con.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in con.execute(f'SELECT * FROM "{table}"')]
    finally:
        con.close()


async def test_a_bundles_documents_become_one_table_per_type(split_task) -> None:
    output, gold = split_task
    manifest = output.read_context_manifest()
    assert manifest is not None
    results, held = await SplitTables(FieldExtractor(load_settings(FieldSettings), None)).write(
        output, manifest
    )

    tables = {r.table_name: r for r in results}
    assert {"invoice_documents", "contract_documents", "cv_documents"} <= set(tables)
    assert all(r.status in ("succeeded", "partial") for r in results)
    assert len(held) == sum(r.row_count for r in results)

    invoices = _rows(output.extracted_db("invoice_documents"), "invoice_documents")
    assert [(r["start_page"], r["end_page"]) for r in invoices] == [
        (s["start_page"], s["end_page"]) for s in gold["segments"] if s["doc_type"] == "invoice"
    ]
    segments = [i + 1 for i, s in enumerate(gold["segments"]) if s["doc_type"] == "invoice"]
    for row, seg in zip(invoices, segments, strict=True):
        want = {f["field"]: f["value"] for f in gold["fields"] if f["segment"] == seg}
        assert row["sellerName"] == want["sellerName"] and row["invoiceNumber"] == want["invoiceNumber"]
        assert row["source_file"] == "doc/bundle.pdf" and row["document"].startswith("doc/bundle_p")
        assert row["totalAmount"] == float(want["totalAmount"]), "amounts are numbers"

    provenance = _rows(output.extracted_db("invoice_documents"), "invoice_documents_provenance")
    seller = next(
        p for p in provenance if p["field"] == "sellerName" and p["document"] == invoices[0]["document"]
    )
    assert seller["method"] == "rule" and seller["value"] in seller["evidence"]
    first = next(f for f in gold["fields"] if f["segment"] == segments[0] and f["field"] == "sellerName")
    assert seller["page"] == first["page"], "the PDF's page number, not the document's"


async def test_the_tables_reach_the_solvers_hints_and_the_record(split_task) -> None:
    output, _ = split_task
    manifest = output.read_context_manifest()
    assert manifest is not None
    results, _ = await SplitTables(FieldExtractor(load_settings(FieldSettings), None)).write(output, manifest)
    extractor = Extractor(load_settings(ExtractionSettings), None)
    hints = extractor.write_hints(output.output_dir)
    extractor.keep_record(output, results, [], hints)
    assert hints is not None
    text = hints.read_text(encoding="utf-8")
    assert "## Table `invoice_documents`" in text and "`sellerName`: the seller's name" in text
    assert "invoice_documents_provenance" in text
    record = output.read_extraction()
    assert record is not None and record.tables["invoice_documents"].row_count == 2
    notes = output.read_extracted_columns()
    assert notes is not None and "ISO date" in notes.tables["invoice_documents"]["date"].meaning
