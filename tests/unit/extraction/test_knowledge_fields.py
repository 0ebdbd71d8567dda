"""A knowledge file's fields for one document, in the layouts people write them: tables, list lines with
or without a type, labels before a bracketed name, and prose that names the fields in turn."""

from __future__ import annotations

from services.extraction.narrative.knowledge import (
    knowledge_fields,
    knowledge_record_count,
    knowledge_table,
)


def test_list_lines_with_a_type_between_the_name_and_the_meaning() -> None:
    knowledge = (
        "# 说明\n\n- 金额统一为万元。\n\n## 文件 `docs/hedges.md`（表 `hedges`）\n\n"
        "- `ticker` (TEXT): 股票代码\n"
        "- **notional_wan** (REAL) — 名义本金，万元\n"
        "* open_date（DATE）：建仓日期，不是公告日\n"
        "1. `closed`: 是否平仓\n"
    )
    assert knowledge_fields(knowledge, "hedges") == {
        "ticker": "股票代码 (TEXT)",
        "notional_wan": "名义本金，万元 (REAL)",
        "open_date": "建仓日期，不是公告日 (DATE)",
        "closed": "是否平仓",
    }


def test_definition_lines_without_a_bullet_need_a_marked_name() -> None:
    knowledge = "## grants\n\ngrant_date — 授予日\n`price`: 授予价格，元/股\nNote: 以公告为准\n"
    assert knowledge_fields(knowledge, "grants") == {"grant_date": "授予日", "price": "授予价格，元/股"}


def test_a_label_before_its_bracketed_name() -> None:
    knowledge = (
        "## subsidies\n- 到账日期（receipt_date）：资金实际到账日\n"
        "- 补助金额（amount_wan, REAL）\n- 项目 `item`\n"
    )
    assert knowledge_fields(knowledge, "subsidies") == {
        "receipt_date": "到账日期，资金实际到账日",
        "amount_wan": "补助金额 (REAL)",
        "item": "项目",
    }


def test_prose_that_names_each_field_in_backticks_then_says_what_it_holds() -> None:
    knowledge = (
        "## 文档 `context/bids.txt`\n\n每段一次中标。\n\n"
        "表中各列：`win_date`（DATE）表示中标通知书日期；不是开标日；`bidder`（TEXT）表示中标单位；"
        "`price_wan`（REAL）为中标金额，万元。\n"
    )
    assert knowledge_fields(knowledge, "bids") == {
        "win_date": "中标通知书日期；不是开标日 (DATE)",
        "bidder": "中标单位 (TEXT)",
        "price_wan": "中标金额，万元 (REAL)",
    }


def test_prose_that_names_each_field_in_brackets_after_its_label() -> None:
    knowledge = (
        "**bids.txt**\n每条记录包含中标日期（win_date）、中标单位（bidder），"
        "以及中标金额（price_wan）指含税金额。\n"
    )
    assert knowledge_fields(knowledge, "bids") == {
        "win_date": "中标日期",
        "bidder": "中标单位",
        "price_wan": "中标金额，含税金额",
    }


def test_prose_naming_one_name_or_a_table_is_no_field_list() -> None:
    knowledge = (
        "# bids database\n\nNames are lower case. Elevations of `peaks` are text; see `state_name`.\n\n"
        "## Table `peaks`\n| name | type |\n|---|---|\n| height | TEXT |\n"
    )
    assert knowledge_fields(knowledge, "bids") == {}


def test_a_title_names_the_document_as_a_whole_word() -> None:
    knowledge = "## product_suppliers\n- supplier_id: 供应商\n\n## suppliers\n- name: 名称\n"
    assert knowledge_fields(knowledge, "suppliers") == {"name": "名称"}
    titled = "## Table `Product_Suppliers` (suppliers.md)\n"
    assert knowledge_table(titled, "suppliers") == "Product_Suppliers"
    assert knowledge_table("## product_suppliers\n", "suppliers") is None


def test_the_record_count_stated_before_the_fields_in_any_layout() -> None:
    knowledge = "## bids.txt\n本文档共 9 条记录。\n每条记录包含中标日期（win_date）、中标单位（bidder）。\n"
    assert knowledge_record_count(knowledge, "bids") == 9
    late = "## bids.txt\n每条记录包含中标日期（win_date）、中标单位（bidder）。\n另：共3条。\n"
    assert knowledge_record_count(late, "bids") == 0
