"""Reading a list of records whose sentences change from record to record: the records found by a
program, the knowledge's fields read from a Markdown table, the fields the question needs chosen first,
then one short call per record, the values converted by programs."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

from services.extraction.narrative.extractor import Extractor
from services.extraction.narrative.knowledge import knowledge_fields, knowledge_table
from services.extraction.narrative.models import ColumnMeaning, Plan, SectionResult
from services.extraction.narrative.normalize import convert
from services.extraction.narrative.output import merge_sections
from services.extraction.narrative.records import named_fields, plan_records, time_bounded
from services.extraction.narrative.recordsplit import marked_records, split_records
from services.extraction.narrative.recordtext import bare_name, stated_form
from services.extraction.narrative.recordvalues import (
    as_written,
    converted_figure,
    not_a_figure,
    per_quantity,
    record_date,
    record_dates,
    record_figure,
    settled,
)
from services.extraction.narrative.scaffold import KNOWLEDGE_DOC_MEANING
from services.extraction.settings import RecordsSettings
from tests.context_stage import run_context_stage
from tests.fake_llm import FakeLLMServer, reply

KNOWLEDGE = """# 数据说明

## 表 `LC_Transfer`（文档 `doc/transfers.md`）

| 列名 | 类型 | 含义及单位 |
|---|---|---|
| AnnNo | TEXT | 公告编号 |
| PublDate | DATE | 公告日期 |
| Seller | TEXT | 出让方名称 |
| Buyer | TEXT | 受让方名称 |
| Shares | INTEGER | 转让股数，单位：股 |
| Amount | DECIMAL | 转让总价款，单位：元；未披露为空 |
| BuyerPctAfter | DECIMAL | 受让方受让后持股比例，比例值（非百分数） |
| SellerPctAfter | DECIMAL | 出让方转让后持股比例，比例值（非百分数） |
"""

# Four records, each in its own sentence; what a reader should copy from each (as written).
RECORDS = [
    (
        "## 1. 甲公司关于股东协议转让股份的公告\n\n公司于2023年1月13日公告（临2023-009），"
        "股东海翼集团将其持有的1,200万股转让给金鹰创投，转让总价款为22,200万元。转让完成后，金鹰创投持股比例为2.91%，海翼集团为3.16%。",
        {"publdate": "2023年1月13日", "buyer": "金鹰创投", "amount": "22,200万元", "buyerpctafter": "2.91%"},
    ),
    (
        "## 2. 乙公司：关于股东权益变动的提示性公告\n\n金鹰创投通过协议转让方式受让陈志远所持有的公司股份"
        "九百万股，转让总价款未披露。权益变动后，金鹰创投持股比例上升至百分之五点零；陈志远持股比例下降至1.2%。"
        "（公告日期：2023-04-07）",
        {"publdate": "2023-04-07", "buyer": "金鹰创投", "amount": "未披露", "buyerpctafter": "百分之五点零"},
    ),
    (
        "## 3. 丙公司股份转让\n\n公告编号：临2023-050；公告日期：2023/6/2；受让方：恒信投资；出让方：张建国；"
        "转让总价：人民币壹亿贰仟万元；变动后受让方持股10.05％。",
        {
            "publdate": "2023/6/2",
            "buyer": "恒信投资",
            "amount": "人民币壹亿贰仟万元",
            "buyerpctafter": "10.05％",
        },
    ),
    (
        "## 4. 丁公司关于股东协议转让股份的公告\n\n2023年9月1日，公司披露（临2023-077）："
        "股东王芳向金鹰创投转让3.5亿元的股份，金鹰创投转让后持股0.8%。",
        {"publdate": "2023年9月1日", "buyer": "金鹰创投", "amount": "3.5亿元", "buyerpctafter": "0.8%"},
    ),
]
QUESTION = "受让方为金鹰创投的转让，列出公告日期、转让总价款和受让方受让后持股比例"


def test_a_knowledge_table_gives_the_fields_with_their_types() -> None:
    fields = knowledge_fields(KNOWLEDGE, "transfers")
    assert list(fields) == [
        "annno", "publdate", "seller", "buyer", "shares", "amount", "buyerpctafter", "sellerpctafter"
    ]  # fmt: skip
    assert fields["publdate"] == "公告日期 (DATE)"
    assert fields["buyerpctafter"] == "受让方受让后持股比例，比例值（非百分数） (DECIMAL)"
    # A table without header words: the cell that reads as a name, the last cell as the meaning.
    bare = "## transfers\n\n| Buyer | 受让方名称 |\n| Shares | 转让股数 |\n"
    assert knowledge_fields(bare, "transfers") == {"buyer": "受让方名称", "shares": "转让股数"}
    # The heading names the table the document is read into.
    assert knowledge_table(KNOWLEDGE, "transfers") == "LC_Transfer"
    assert knowledge_table("## transfers\n", "transfers") is None
    assert knowledge_table("## the ShareTransfer table (doc/transfers.md)", "transfers") == "ShareTransfer"
    # Another document's heading ends the fields.
    assert knowledge_fields(KNOWLEDGE + "\n## other\n| X | 其他 |\n", "transfers").get("x") is None


def test_a_knowledge_tables_cells_beyond_the_meaning_add_the_unit_the_values_and_the_form() -> None:
    knowledge = (
        "## 表 `awards`（文件 `awards.txt`）\n\n| 列 | 类型 | 含义 | 单位/取值 |\n|---|---|---|---|\n"
        "| amount | REAL | 合同金额 | 万元 |\n| kind | TEXT | 合同类别 | 中标/签订合同 |\n"
        "| code | TEXT | 证券代码 | 6位代码 |\n| price | REAL | 每股价格 | 元/股 |\n"
    )
    assert knowledge_fields(knowledge, "awards") == {
        "amount": "合同金额，单位：万元 (REAL)",
        "kind": "合同类别，取值：中标/签订合同 (TEXT)",
        "code": "证券代码，6位代码 (TEXT)",
        "price": "每股价格，单位：元/股 (REAL)",
    }


def test_records_start_at_the_enumerator_that_starts_most_lines() -> None:
    doc = "# 2023年转让公告摘编\n\n说明：文中日期均为2023年。\n\n" + "\n\n".join(r for r, _ in RECORDS)
    found = split_records(doc.split("\n"), 3, 3000)
    assert found is not None and found.by == "heading2" and len(found.spans) == 4
    assert found.preamble_end == 4  # the title and the note are the opening, not a record
    # Chinese enumerators, the first record's heading and text on one line.
    cn = "摘编\n一、甲公司 公告。正文一。\n二、乙公司\n正文二。\n三、丙公司\n正文三。\n"
    found = split_records(cn.split("\n"), 3, 3000)
    assert found is not None and found.by == "chinese" and found.spans == [(2, 2), (3, 4), (5, 6)]
    # No enumerator: paragraphs; too few of them: not a list of records.
    assert split_records(["甲。", "", "乙。", "", "丙。"], 3, 3000).by == "paragraphs"
    assert split_records(["甲。", "", "乙。"], 3, 3000) is None
    # A record longer than the limit: chapters, not records.
    assert split_records(["1. a", "x" * 50, "2. b", "3. c"], 3, 40) is None


def test_records_numbered_in_bold_brackets_or_bullets_leave_the_title_out() -> None:
    opening = ["# 2024年度关联交易预计摘要", "", "以下条目摘自各公司的公告。", ""]
    bold = [*opening, "**1.** 甲公司预计金额四千万元。", "", "**2.** 乙公司。", "", "**3.** 丙公司。"]
    found = split_records(bold, 3, 3000)
    assert found is not None and found.by == "number" and found.preamble_end == 4
    assert found.spans == [(5, 5), (7, 7), (9, 9)]
    square = ["资产收购摘要", "[01] 甲。", "[02] 乙。", "【3】 丙。"]
    assert split_records(square, 3, 3000).spans == [(2, 2), (3, 3), (4, 4)]
    # Bullets start records where nothing numbers them, not the fields of a numbered record.
    bullets = [*opening, "- 甲公司，金额1亿元。", "- 乙公司。", "- 丙公司。"]
    assert split_records(bullets, 3, 3000).spans == [(5, 5), (6, 6), (7, 7)]
    fields = ["1. 甲", "- 金额：1亿元", "- 日期：3月5日", "2. 乙", "- 金额：2亿元", "3. 丙", "- 金额：3亿元"]
    assert split_records(fields, 3, 3000).spans == [(1, 3), (4, 5), (6, 7)]
    # Paragraphs under a title: the title is no record.
    paragraphs = ["# 摘要", "", "甲公司。", "", "乙公司。", "", "丙公司。"]
    assert split_records(paragraphs, 3, 3000).spans == [(3, 3), (5, 5), (7, 7)]
    # Paragraphs that hold figures: the plain title, lead and closing note around them are no records.
    framed = [
        "2023年合同公告汇编",
        "",
        "下列各段摘自上市公司公告，金额均为人民币。",
        "",
        "甲公司于3月2日签订合同，金额1200万元。",
        "",
        "乙公司与丙公司签订采购合同，合同金额贰仟万元。",
        "",
        "二〇二三年五月六日，丁公司公告中标。",
        "",
        "戊公司公告终止合同（公告编号临2023-018）。",
        "",
        "以上内容仅供参考。",
    ]
    found = split_records(framed, 3, 3000)
    assert found is not None and found.spans == [(5, 5), (7, 7), (9, 9), (11, 11)]
    assert found.preamble_end == 4


def test_fields_the_question_names_by_their_words() -> None:
    fields = knowledge_fields(KNOWLEDGE, "transfers")
    # "持股比" is also in the seller's ratio: a field too many costs a little time, one too few the answer.
    assert named_fields(QUESTION, fields) == [
        "publdate",
        "buyer",
        "amount",
        "buyerpctafter",
        "sellerpctafter",
    ]
    assert named_fields("List the PublDate of each", fields) == ["publdate"]
    # A value the meaning lists is a filter the question names; a unit is no value.
    listed = {
        "stage": "事项进度：回购进展 / 实施完成",
        "price": "回购价格，单位：元/股",
        "role": "Role: plaintiff or defendant",
    }
    assert named_fields("已披露回购实施完成的公司", listed) == ["stage"]
    assert named_fields("cases where the company is the defendant", listed) == ["role"]
    assert named_fields("每股回购价格元/股", listed) == ["price"]
    # A value the meaning quotes as an example is one too.
    quoted = {"period": "预告所属报告期，如“2023年度”“2023年半年度”", "kind": "公告类别"}
    assert named_fields("2023年度业绩预告为预增的公司", quoted) == ["period"]


def _write_task(root: Path) -> Path:
    task = root / "task_1"
    (task / "context" / "doc").mkdir(parents=True)
    opening = "# 2023年转让公告摘编\n\n说明：每条对应一份公告。\n\n"
    (task / "context" / "doc" / "transfers.md").write_text(opening + "\n\n".join(r for r, _ in RECORDS))
    (task / "context" / "knowledge.md").write_text(KNOWLEDGE)
    (task / "task.json").write_text(
        json.dumps({"task_id": "task_1", "question": QUESTION}, ensure_ascii=False)
    )
    return task


def _answer(body: dict[str, Any]) -> str:
    system = body["messages"][0]["content"]
    user = body["messages"][-1]["content"]
    if "choose the columns" in system:
        return json.dumps({"columns": ["publdate", "amount"]})
    for text, values in RECORDS:
        if text.split("\n")[-1][:20] in user:
            out = dict(values)
            if "丁公司" in text:
                out["amount"] = "350000000元"  # converted by the model: not written so in the record
            if "丙公司" in text:
                out["publdate"] = "2023年转让公告摘编"  # the document's title, not the record's date
            return json.dumps(out, ensure_ascii=False)
    raise AssertionError(f"unexpected request: {user[:200]}")


async def test_a_list_of_records_is_read_one_record_at_a_time(
    tmp_path: Path, fake_llm: FakeLLMServer, llm, make_settings
) -> None:
    task = _write_task(tmp_path / "in")
    run_context_stage(task, tmp_path / "o")
    fake_llm.add(reply(_answer))
    result = (
        await Extractor(make_settings(layout=True), llm).extract_documents(
            task, tmp_path / "o", ["transfers"], QUESTION
        )
    ).results[0]
    assert result.status in ("succeeded", "partial"), result.message
    assert result.table_name == "LC_Transfer"  # as the knowledge names it
    # One call chooses the columns, then one per record; no whole-document plan.
    assert len(fake_llm.requests) == 1 + len(RECORDS)
    logs = tmp_path / "o" / "extraction" / "transfers"
    plan_log = json.loads((logs / "plan.json").read_text())
    assert plan_log["source"] == "records" and len(plan_log["plan"]["sections"]) == len(RECORDS)
    assert any("not read (the question does not need them): annno, seller, shares" in n
               for n in plan_log["layout_notes"])  # fmt: skip
    # The record requests share their opening: the columns and the document's opening come first.
    asked = [r["messages"][-1]["content"] for r in fake_llm.requests[1:]]
    head = asked[0].split("## One record")[0]
    assert all(a.startswith(head) for a in asked) and "2023年转让公告摘编" in head
    with sqlite3.connect(result.db_path) as db:
        rows = db.execute(
            "SELECT publdate, buyer, amount, buyerpctafter FROM LC_Transfer ORDER BY record_id"
        ).fetchall()
        names = [d[1] for d in db.execute("PRAGMA table_info(LC_Transfer)")]
    # The chosen columns and those the question names by their words; the rest not read.
    assert set(names) == {"record_id", "publdate", "buyer", "amount", "buyerpctafter", "sellerpctafter"}
    assert rows == [
        ("2023-01-13", "金鹰创投", 222000000, 0.0291),
        ("2023-04-07", "金鹰创投", None, 0.05),
        (None, "恒信投资", 120000000, 0.1005),
        ("2023-09-01", "金鹰创投", 350000000, 0.008),
    ]
    hints = (tmp_path / "o" / "context_db" / "solver_hints.md").read_text()
    assert "## Table `LC_Transfer`" in hints
    assert "fields of the knowledge not read (the question did not need them): annno, seller, shares" in hints
    summary = json.loads((logs / "summary.json").read_text())
    problems = [p for s in summary["sections"] for p in s.get("problems", [])]
    assert any(re.search(r"amount: '350000000元' is not written so in the record", p) for p in problems)
    assert (
        "publdate: '2023年转让公告摘编' is the document's opening, not the record's; left empty" in problems
    )


async def test_a_record_that_gave_no_value_is_not_a_row(make_settings) -> None:
    text = "\n\n".join(r for r, _ in RECORDS)
    fields = knowledge_fields(KNOWLEDGE, "transfers")
    settings = make_settings().records
    plan, notes = await plan_records(None, text, fields, "transfers", "", settings, None)  # type: ignore[arg-type]
    assert plan is not None and plan.records and notes == ["4 records, one per heading2"]
    got = [
        SectionResult(
            section_id=plan.sections[0].id, valid=True, rows=[{"record_id": "1", "buyer": "金鹰创投"}]
        ),
        SectionResult(section_id=plan.sections[1].id, valid=False, method="none", problems=["lost"]),
        SectionResult(section_id=plan.sections[2].id, valid=True, rows=[{"record_id": "3", "buyer": None}]),
    ]
    assert [r["record_id"] for r in merge_sections(plan, got).rows] == ["1"]


def test_a_bare_figure_is_completed_as_the_record_writes_it() -> None:
    record = "转让总价款为22,200万元，转让前持股25034700股，占6.08％；转让后持股1,303.47万股。合计12，另12。"
    assert as_written("22,200", record) == "22,200万元"
    assert as_written("6.08", record) == "6.08%"
    assert as_written("1303.47", record) == "1303.47万股"
    # Written bare, already whole, converted by the model, or a single digit: as it was.
    assert as_written("12", record) == "12"
    assert as_written("22,200万元", record) == "22,200万元"
    assert as_written("0.0608", record) == "0.0608"
    assert as_written("5", "5%") == "5"
    # A single digit before a scale is the amount: "8" of "实际发行8亿元".
    assert as_written("8", "实际发行8亿元，原计划不超过10亿元，期限5年") == "8亿元"
    # A date's month or day is no figure: 12 is written only as an amount here.
    assert as_written("12", "于2022-12-29起息，实际发行12亿元") == "12亿元"
    # Written with two different suffixes: no choice is made.
    assert as_written("3.5", "3.5亿元，另3.5%") == "3.5"


def test_a_date_the_model_cut_or_mistook_is_put_back_as_the_records_date() -> None:
    record = "公司于2023年8月2日公告（公告编号：2023-080），股东已于7月31日签署协议。"
    assert record_date("2023-08-0", record) == "2023-08-02"  # cut short
    assert record_date("2023-080", record) == "2023-08-02"  # the announcement number
    assert record_date("2023-07-31", record) == "2023-07-31"  # a month and day in the record's year
    assert record_date("2023年8月2日", record) == "2023年8月2日"  # one of the record's dates
    # Nothing it begins like, or two it begins like equally: as it was.
    assert record_date("2024-01-01", record) == "2024-01-01"
    assert record_date("2023-0", record) == "2023-0"


def test_a_figure_the_model_converted_is_read_as_the_record_writes_it() -> None:
    record = "转让后持有1,303.47万股，占总股本的7.57%；受让方持股1.6%，另有16万股。"
    assert record_figure("0.757", record) == "7.57%"  # a decimal point out of place
    assert record_figure("0.0757", record) == "7.57%"
    assert record_figure("13034700", record) == "1,303.47万股"
    # Digits the record writes twice over (1.6%, 16万股), or nowhere: no reading.
    assert record_figure("0.16", record) is None
    assert record_figure("0.0291", record) is None


def test_a_figure_the_model_converted_to_the_columns_unit_is_kept_as_written() -> None:
    record = "2024/3/26，公司披露：2024年度预计金额人民币二千六百万元，2023年度实际发生金额0.17亿元。"
    in_wan = lambda f: convert(f, "number", "as written in the document", "预计金额，单位：万元")  # noqa: E731
    assert converted_figure("2600", record, in_wan) == "二千六百万元"
    assert converted_figure("1,700", record, in_wan) == "0.17亿元"
    assert converted_figure("26", record, in_wan) is None  # no figure reads 26万元
    assert converted_figure("二千六百万元", record, in_wan) is None  # no bare number
    # A date's day and the comma that ends its clause are no figure of the record: 2600 is the amount.
    assert record_figure("2600", record) == "二千六百万元"
    plan = Plan(
        sections=[],
        schema={
            "amount": ColumnMeaning(doc_meaning=KNOWLEDGE_DOC_MEANING, task_meaning="预计金额，单位：万元")
        },
    )
    problems: list[str] = []
    assert settled("amount", "2600", plan, record, "", problems) == "二千六百万元"
    assert convert("二千六百万元", "number", KNOWLEDGE_DOC_MEANING, "预计金额，单位：万元") == 2600


def test_a_names_value_leaves_the_remark_after_it_out() -> None:
    assert bare_name("金沐实业（603385）", "涉事上市公司证券简称") == "金沐实业"
    assert bare_name("何志强（个人，时任董事长）", "当事人名称：个人为姓名") == "何志强"
    assert bare_name("刘海涛（海岑特钢（002987）董事长）", "当事人姓名") == "刘海涛"  # brackets inside it
    # A bracket inside the name, or a column that holds no name: as it was.
    assert bare_name("北辰精密（苏州）有限公司", "关联方全称") == "北辰精密（苏州）有限公司"
    assert bare_name("12（含）", "金额，单位：万元") == "12（含）"
    plan = Plan(sections=[], schema={"company": ColumnMeaning(doc_meaning="", task_meaning="公司简称")})
    problems: list[str] = []
    assert (
        settled("company", "金沐实业（603385）", plan, "金沐实业（603385）公告。", "", problems) == "金沐实业"
    )
    assert problems == ["company: '金沐实业（603385）' is a name with a remark; read as '金沐实业'"]


def test_a_code_keeps_the_form_its_meaning_states() -> None:
    assert stated_form("002987.SZ", "上市公司证券代码，6位数字") == "002987"
    assert stated_form("SH600517", "stock code, 6 digits") == "600517"
    # Already in form, no form stated, or two runs of that length: as it was.
    assert stated_form("002987", "证券代码，6位数字") == "002987"
    assert stated_form("002987.SZ", "证券代码") == "002987.SZ"
    assert stated_form("600001/600002", "证券代码，6位数字") == "600001/600002"


def test_a_month_and_day_take_the_year_of_the_record_or_of_the_documents_opening() -> None:
    assert record_date("6月30日", "公司于6月30日签署担保协议。", "# 2023年担保公告摘编") == "2023-06-30"
    assert record_date("6月30日", "公司于2022年7月1日公告，6月30日签署。", "# 2023年摘编") == "2022-06-30"
    # The record writes no such day: as it was.
    assert record_date("6月29日", "公司于6月30日签署担保协议。", "# 2023年摘编") == "6月29日"


def test_a_figure_written_for_a_number_of_units_keeps_its_quantity() -> None:
    record = "以总股本为基数，向全体股东每10股派发现金红利人民币6.25元（含税），共计派发3,000万元。"
    assert per_quantity("6.25元", record) == "每10股6.25元"
    assert per_quantity("6.25", record) == "每10股6.25"
    assert per_quantity("3,000万元", record) == "3,000万元"  # no quantity in its clause
    assert per_quantity("每10股派6.25元", record) == "每10股派6.25元"  # already with it
    assert per_quantity("0.625", record) == "0.625"  # per share already: not written
    assert per_quantity("6.25", "Cash dividend of RMB 6.25 per 10 shares.") == "每10股6.25"
    assert per_quantity("0.5元", "每股派0.5元。") == "0.5元"  # one share: as it is


def test_a_figures_column_keeps_no_words_and_a_timed_question_reads_the_dates() -> None:
    written = "公司于2023年8月2日公告，每10股派发现金红利人民币壹拾贰元伍角（含税），未披露股权登记日。"
    assert not_a_figure("未披露", written)
    assert not_a_figure("每股派现金额（税前），单位：元/股（每10股派3.5元记为 0.35）", written)
    assert not not_a_figure("每10股派发现金红利人民币壹拾贰元伍角（含税）", written)
    assert not not_a_figure("壹拾贰元伍角", written)
    assert time_bounded("2022年年度权益分派中派息最高的公司") and time_bounded("签署于下半年的担保")
    assert not time_bounded("受让方为金鹰创投的转让，列出转让总价款")


def test_dates_in_chinese_numerals_count_and_a_year_is_carried_forward() -> None:
    record = "澜舟生物在二〇二三年十二月二十九日公告：起息日2024年1月2日、到期日4月2日，于1月3日登记。"
    assert record_dates(record) == ["2023-12-29", "2024-01-02", "2024-04-02", "2024-01-03"]
    assert record_date("2023-04-02", record) == "2024-04-02"  # the year guessed: the month and day decide
    assert record_date("4月2日", record) == "2024-04-02"
    assert record_date("2023-12-29", record) == "2023-12-29"  # written in numerals, not snapped elsewhere
    # A month and day before any year take the first year written after them.
    assert record_dates("9月1日起息，12月1日到期，公司于二〇二三年十二月五日公告。") == [
        "2023-09-01",
        "2023-12-01",
        "2023-12-05",
    ]


def test_a_figure_with_zeros_dropped_or_added_is_read_as_the_amount_the_record_writes() -> None:
    record = "公司以人民币贰仟万伍仟元整认购，年化收益率2.75%，实际收益13.87万元。"
    assert record_figure("250000", record) == "贰仟万伍仟元"
    assert record_figure("2", record) is None  # no amount has those digits
    loss = "净利润预计在亏损5,800万元与亏损人民币肆仟贰佰万元整之间（上年同期：三千六百万元）"
    assert record_figure("-5800", loss) == "-5,800万元"  # the model's minus stays
    assert record_figure("-42000000", loss) == "-肆仟贰佰万元"
    assert record_figure("360", loss) == "三千六百万元"
    # "万元" after digits is no amount in words of its own.
    assert record_figure("100", "实际发行规模100,000万元（上限100,000万元）") == "100,000万元"
    two = "预计金额伍仟万元，实际金额五千万元。"
    assert record_figure("500000", two) is None  # two amounts fit


def test_a_figure_is_written_in_the_record_only_whole() -> None:
    record = "林晓燕（海岑特钢（002987）董事）被处以1,750,000元罚款；孙浩然被处以人民币叁佰万元整罚款。"
    plan = Plan(
        sections=[], schema={"fine": ColumnMeaning(doc_meaning="", task_meaning="罚款金额，单位：万元")}
    )
    problems: list[str] = []
    # "1750" is inside 1,750,000 and "300" inside no figure: each is read as the amount it stands for.
    assert settled("fine", "1750", plan, record, "", problems) == "1,750,000元"
    assert settled("fine", "300", plan, record, "", problems) == "叁佰万元"
    assert settled("fine", "1,750,000", plan, record, "", problems) == "1,750,000元"


def test_the_example_a_meaning_gives_is_no_records_value() -> None:
    meaning = "作出处罚决定的机关全称（如“中国证券监督管理委员会广东监管局”；文中可能用简称）"
    plan = Plan(sections=[], schema={"regulator": ColumnMeaning(doc_meaning="", task_meaning=meaning)})
    example = "中国证券监督管理委员会广东监管局"
    problems: list[str] = []
    assert settled("regulator", example, plan, "作出机关：证监会；当事人：何志强", "", problems) is None
    said = "is the example its meaning gives, not the record's; left empty"
    assert problems == [f"regulator: {example!r} {said}"]
    # The record writes it: kept.
    assert settled("regulator", example, plan, f"刘海涛被{example}处以罚款", "", []) == example


def test_the_records_a_document_marks_are_counted_and_paragraphs_are_not() -> None:
    cfg = RecordsSettings(
        by_endpoint={"local": True, "hosted": False},
        min_records=3,
        max_records=60,
        max_record_chars=4000,
        opening_chars=300,
        all_columns_up_to=4,
        choose_max_tokens=64,
        max_tokens=256,
    )
    numbered = "# 合同摘编\n\n" + "\n\n".join(f"【{k}】公司中标合同{k}，金额{k}00万元。" for k in range(1, 8))
    assert marked_records(numbered, cfg) == 7
    paragraphs = "# 摘编\n\n" + "\n\n".join(f"公司中标合同{k}，金额{k}00万元。" for k in range(1, 8))
    assert marked_records(paragraphs, cfg) == 0
