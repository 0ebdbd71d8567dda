"""Which party a record's figure belongs to: the parties' roles from the knowledge's meanings, the
clauses that speak of one party, and a figure given to the wrong party read again from its own
clauses."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from services.extraction.narrative.extractor import Extractor
from services.extraction.narrative.parties import (
    column_party,
    misplaced,
    party_roles,
    party_view,
    segment_owner,
    segments,
)
from services.extraction.narrative.records import with_parties
from services.extraction.narrative.scaffold import knowledge_fields
from tests.context_stage import run_context_stage
from tests.fake_llm import FakeLLMServer, reply

KNOWLEDGE = """# 数据说明

## 表 `LC_Transfer`（文档 `doc/transfers.md`）

| 列名 | 类型 | 含义及单位 |
|---|---|---|
| PublDate | DATE | 公告日期 |
| SecuAbbr | TEXT | 证券简称 |
| Seller | TEXT | 出让方（转让方）名称 |
| Buyer | TEXT | 受让方名称 |
| Shares | INTEGER | 转让股数，单位：股 |
| BuyerPctAfter | DECIMAL | 受让方受让后持股比例，比例值（非百分数） |
| SellerPctAfter | DECIMAL | 出让方转让后持股比例，比例值（非百分数） |
"""

RECORD = (
    "股东海翼集团将其持有的1,200万股转让给金鹰创投。转让完成后，海翼集团持股比例为3.16%；"
    "金鹰创投持股比例为2.91%。"
)


def _writes(value: str, segment: str) -> bool:
    return value in segment


def test_the_parties_and_their_figures_come_from_the_meanings() -> None:
    fields = knowledge_fields(KNOWLEDGE, "transfers")
    roles = party_roles(fields)
    # The security's short name is no party's name.
    assert roles == {"出让方": "seller", "受让方": "buyer"}
    assert column_party(fields["buyerpctafter"], roles) == "受让方"
    assert column_party(fields["sellerpctafter"], roles) == "出让方"
    assert column_party(fields["shares"], roles) is None
    english = {
        "buyer": "Buyer's name",
        "seller": "Seller name",
        "buyer_after": "buyer's holding after, in shares",
    }
    assert party_roles(english) == {"buyer": "buyer", "seller": "seller"}
    # One party, or parties that own no figure: nothing to check.
    assert party_roles({"a": "受让方名称", "n": "转让股数"}) == {}
    assert party_roles({"a": "受让方名称", "b": "出让方名称", "n": "转让股数"}) == {}
    # A party's words are no figure of it: "担保方式" begins like "担保方" but holds words.
    assert party_roles({"a": "担保方名称", "b": "被担保方名称", "t": "担保方式"}) == {}
    # A party's figure read: every party's name is read with it; otherwise the columns as chosen.
    assert with_parties(["publdate", "buyerpctafter"], fields) == [
        "publdate",
        "seller",
        "buyer",
        "buyerpctafter",
    ]
    assert with_parties(["publdate", "shares"], fields) == ["publdate", "shares"]


def test_a_party_speaks_in_the_clauses_that_name_it_alone() -> None:
    parts = segments(RECORD)
    assert parts[0].endswith("。") and parts[1] == "转让完成后，海翼集团持股比例为3.16%；" and len(parts) == 3
    assert segment_owner(parts[1], ["海翼集团", "金鹰创投"]) == "海翼集团"
    assert segment_owner(parts[0], ["海翼集团", "金鹰创投"]) is None  # names both
    # A name inside a longer one is the longer one's.
    assert segment_owner("海翼集团控股持有5%", ["海翼集团", "海翼集团控股"]) == "海翼集团控股"
    view = party_view(RECORD, "金鹰创投", ["海翼集团"])
    # The other party's clause left out, its opening clause ("when") kept.
    assert "3.16%" not in view and "转让完成后，" in view and view.endswith("金鹰创投持股比例为2.91%。")
    assert "Y holds 3%" not in party_view("After the deal, X holds 5%. Y holds 3%.", "X", ["Y"])


def test_a_figure_written_only_where_another_party_speaks_is_misplaced() -> None:
    meanings = knowledge_fields(KNOWLEDGE, "transfers")
    row = {"seller": "海翼集团", "buyer": "金鹰创投", "buyerpctafter": "3.16%", "sellerpctafter": "3.16%"}
    assert misplaced(row, meanings, RECORD, _writes) == [("金鹰创投", ["海翼集团"], ["buyerpctafter"])]
    # Right, or written where both parties are named: not misplaced.
    assert misplaced({**row, "buyerpctafter": "2.91%"}, meanings, RECORD, _writes) == []
    assert misplaced({**row, "buyerpctafter": "1,200万股"}, meanings, RECORD, _writes) == []
    # The parties' names not both known: nothing is checked.
    assert misplaced({**row, "seller": None}, meanings, RECORD, _writes) == []


def _task(root: Path) -> Path:
    task = root / "task_1"
    (task / "context" / "doc").mkdir(parents=True)
    records = [f"## {k}. 公告\n\n{RECORD.replace('1,200', str(1000 + k))}" for k in range(1, 4)]
    (task / "context" / "doc" / "transfers.md").write_text("# 2023年转让公告摘编\n\n" + "\n\n".join(records))
    (task / "context" / "knowledge.md").write_text(KNOWLEDGE)
    return task


def _answer(body: dict[str, Any]) -> str:
    user = body["messages"][-1]["content"]
    if "choose the columns" in body["messages"][0]["content"]:
        return json.dumps({"columns": ["buyerpctafter"]})
    record = user.split("## One record")[1]
    if "3.16%" in record:  # the whole record: the first-named party's figure given to the buyer
        return json.dumps(
            {"seller": "海翼集团", "buyer": "金鹰创投", "buyerpctafter": "3.16%"}, ensure_ascii=False
        )
    return json.dumps({"buyerpctafter": "2.91%"})


async def test_a_misplaced_figure_is_read_again_from_its_partys_clauses(
    tmp_path: Path, fake_llm: FakeLLMServer, llm, make_settings
) -> None:
    task = _task(tmp_path / "in")
    run_context_stage(task, tmp_path / "o")
    fake_llm.add(reply(_answer))
    question = "受让方受让后持股比例是多少"
    result = (
        await Extractor(make_settings(layout=True), llm).extract_documents(
            task, tmp_path / "o", ["transfers"], question
        )
    ).results[0]
    assert result.status in ("succeeded", "partial"), result.message
    # Per record: the whole record, then its buyer's clauses alone.
    assert len(fake_llm.requests) == 1 + 2 * 3  # the columns chosen, then the records
    asked = [r["messages"][-1]["content"] for r in fake_llm.requests]
    again = [a for a in asked if "## One record" in a and "3.16%" not in a]
    assert len(again) == 3 and all("转让完成后，" in a for a in again)
    with sqlite3.connect(result.db_path) as db:
        got = db.execute("SELECT buyer, seller, buyerpctafter FROM LC_Transfer ORDER BY record_id").fetchall()
    assert got == [("金鹰创投", "海翼集团", 0.0291)] * 3
    summary = json.loads((tmp_path / "o" / "extraction" / "transfers" / "summary.json").read_text())
    problems = [p for s in summary["sections"] for p in s.get("problems", [])]
    assert any(
        "buyerpctafter: '3.16%' is written where the record speaks of another party" in p for p in problems
    )
