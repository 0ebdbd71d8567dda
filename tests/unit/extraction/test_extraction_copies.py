"""The copy check decides from the rows' source lines: a true equality stays, a copied column is blanked."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from services.extraction.narrative.extractor import Extractor
from shared.llm import LLMClient
from tests.context_stage import run_context_stage
from tests.docgen.scripted import is_planner, is_worker, requested_section
from tests.fake_llm import FakeLLMServer, reply

# The buyers held nothing before, so each buyer's holding after equals the shares transferred.
DOC = """# 转让概况
记录A1转让股份6,970,000股。
记录A2转让股份1,200,000股。
记录A3转让股份530,000股。

# 转让方
记录A1的转让方为赵海峰，转让前持股8,000,000股。
记录A2的转让方为孙浩，转让前持股2,500,000股。
记录A3的转让方为周敏，转让前持股900,000股。

# 受让方
记录A1的受让方为钱进，转让前未持股，受让后持股6,970,000股。
记录A2的受让方为李想，转让前未持股，受让后持股1,200,000股。
记录A3的受让方为吴用，转让前未持股，受让后持股530,000股。
"""
IDS = ["A1", "A2", "A3"]
SECTIONS = {
    "1": (2, 4, ["transfer_shares"]),
    "2": (7, 9, ["seller", "seller_shares_before"]),
    "3": (12, 14, ["buyer", "buyer_shares_after"]),
}
SHARES = ("shares with grouping, e.g. 6,970,000股", "integer shares")
MEANINGS = {
    "record_id": ("record id", "record id"),
    "transfer_shares": SHARES,
    "seller": ("seller name", "seller name"),
    "seller_shares_before": SHARES,
    "buyer": ("buyer name", "buyer name"),
    "buyer_shares_after": SHARES,
}
VALUES = {
    "transfer_shares": ["6,970,000股", "1,200,000股", "530,000股"],
    "seller": ["赵海峰", "孙浩", "周敏"],
    "seller_shares_before": ["8,000,000股", "2,500,000股", "900,000股"],
    "buyer": ["钱进", "李想", "吴用"],
    "buyer_shares_after": ["6,970,000股", "1,200,000股", "530,000股"],
}
PLAN = {
    "sections": [
        {"id": sid, "title": sid, "start_line": a, "end_line": b, "columns": ["record_id", *cols]}
        for sid, (a, b, cols) in SECTIONS.items()
    ],
    "record_universe": IDS,
    "schema": {c: {"doc_meaning": d, "task_meaning": t} for c, (d, t) in MEANINGS.items()},
}


def table(section_id: str, values: dict[str, list[str]], first_line: int) -> str:
    cols = SECTIONS[section_id][2]
    out = ["| __src_line | record_id | " + " | ".join(cols) + " |", "|" + "---|" * (len(cols) + 2)]
    for i, rid in enumerate(IDS):
        out.append(f"| {first_line + i} | {rid} | " + " | ".join(values[c][i] for c in cols) + " |")
    return "\n".join(out)


async def extract(tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, settings, buyer_table: str):
    task = tmp_path / "in" / "task_1"
    (task / "context" / "doc").mkdir(parents=True)
    (task / "context" / "doc" / "transfers.md").write_text(DOC, encoding="utf-8")
    out = tmp_path / "out"
    run_context_stage(task, out)
    fake_llm.add(reply(json.dumps(PLAN, ensure_ascii=False), when=is_planner))
    fake_llm.add(reply(buyer_table, when=lambda b: is_worker(b) and requested_section(b) == "3"))
    fake_llm.add(
        reply(
            lambda b: table(requested_section(b), VALUES, SECTIONS[requested_section(b)][0]),
            when=is_worker,
        )
    )
    result = (await Extractor(settings, llm).extract_documents(task, out, ["transfers"])).results[0]
    with sqlite3.connect(result.db_path) as con:
        rows = con.execute("SELECT buyer, buyer_shares_after FROM transfers ORDER BY record_id").fetchall()
    summary = json.loads((out / "extraction" / "transfers" / "summary.json").read_text())
    return result, rows, summary["copied_columns"]


async def test_a_true_equality_read_from_its_own_lines_stays(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, make_settings
) -> None:
    settings = make_settings(planner={"layout_hint": False})
    result, rows, copies = await extract(tmp_path, fake_llm, llm, settings, table("3", VALUES, 12))
    assert copies == []
    assert result.status == "succeeded", result.message
    assert rows == [("钱进", 6970000), ("李想", 1200000), ("吴用", 530000)]


@pytest.mark.parametrize("cited", [12, 7], ids=["citing-the-buyer-lines", "citing-the-seller-lines"])
async def test_buyer_columns_filled_from_the_seller_lines_are_blanked(
    tmp_path: Path, fake_llm: FakeLLMServer, llm: LLMClient, make_settings, cited: int
) -> None:
    settings = make_settings(planner={"layout_hint": False})
    copied = {"buyer": VALUES["seller"], "buyer_shares_after": VALUES["seller_shares_before"]}
    result, rows, copies = await extract(tmp_path, fake_llm, llm, settings, table("3", copied, cited))
    assert [(c["column"], c["copied_from"], c["records"]) for c in copies] == [
        ("buyer", "seller", 3),
        ("buyer_shares_after", "seller_shares_before", 3),
    ]
    assert result.status == "partial" and "blanked as copies" in result.message
    assert rows == [(None, None)] * 3
