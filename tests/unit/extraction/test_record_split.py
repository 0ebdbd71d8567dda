"""Where a digest's records start: numbers that skip are no list's numbering, a title over a rule is
no record, and a record count the knowledge states chooses among the ways of splitting; a layout plan
that holds none of the fields the question names gives way to reading the records."""

from __future__ import annotations

from services.extraction.narrative.knowledge import knowledge_record_count
from services.extraction.narrative.models import ColumnMeaning, Plan
from services.extraction.narrative.planning import left_out_named_fields
from services.extraction.narrative.recordsplit import split_records

# Records under mixed markers: a bond's own number ("02."), a bracketed date, a diamond and a name.
MIXED = [
    "转股价格调整摘要（2023年12月至2025年1月）",
    "------------------------------",
    "",
    "◇ 甲公司（600001）",
    "甲公司公告，转股价格由10.00元调整为9.80元，自2024年3月1日起生效。",
    "",
    "02. 乙转债",
    "乙公司公告，转股价格由8.00元向下修正为7.10元。",
    "",
    "[2024-05-18] 丙公司",
    "丙公司披露，转股价格由6.00元调整为5.90元。",
    "",
    "05. 丁转债",
    "丁公司公告，转股价格由12.00元调整为11.50元。",
    "",
    "12. 戊转债",
    "戊公司公告，转股价格由9.00元调整为8.70元。",
]


def test_numbers_that_skip_are_no_lists_numbering_and_a_title_over_a_rule_is_no_record() -> None:
    found = split_records(MIXED, 3, 3000)
    assert found is not None and found.by == "titles"  # each record's name line opens it
    assert found.spans == [(4, 5), (7, 8), (10, 11), (13, 14), (16, 17)]


def test_numbering_that_starts_again_in_each_group_is_still_a_list() -> None:
    lines = []
    for month in ("一月", "二月"):
        lines += [f"## {month}", ""] + [f"{k}. 公司{k}公告，金额{k}00万元。" for k in (1, 2, 3)] + [""]
    found = split_records(lines, 3, 3000)
    assert found is not None and found.by == "number" and len(found.spans) == 6


def test_the_record_count_the_knowledge_states_chooses_the_split() -> None:
    # Six records, paragraphs; three of them open with a numeral of their own.
    lines = ["# 授信摘编", ""]
    for k, opener in enumerate(("一、", "", "二、", "", "三、", "")):
        lines += [f"{opener}公司{k}申请授信{k + 1}亿元，期限一年。", ""]
    assert split_records(lines, 3, 3000).by == "chinese"
    found = split_records(lines, 3, 3000, expected=6)
    assert found is not None and found.by == "paragraphs" and len(found.spans) == 6
    # No way finds the stated number: the usual choice.
    assert split_records(lines, 3, 3000, expected=5).by == "chinese"


def test_the_knowledge_states_a_documents_record_count() -> None:
    knowledge = (
        "# 说明\n\n## 表 `credit_lines`（文件 `credit_lines.txt`，18 条记录）\n\n| 列 | 类型 | 含义 |\n"
        "|---|---|---|\n| amount | REAL | 授信额度，共3条 |\n\n## other (12 records)\n"
    )
    assert knowledge_record_count(knowledge, "credit_lines") == 18
    assert knowledge_record_count(knowledge, "other") == 12
    assert knowledge_record_count("## credit_lines\n- amount: 金额\n", "credit_lines") == 0


def test_titles_over_records_start_them_even_with_a_colon_inside_brackets() -> None:
    lines = ["设备采购中标汇总", "==========", ""]
    for k, title in enumerate(
        ("【甲公司：中标公告】", "◆乙公司（简称：乙方）", "**丙公司（600003）**", "• 丁公司 · 000004")
    ):
        lines += [
            title,
            "",
            f"公司中标项目{k}号标段，中标金额{k + 1},200万元。",
            "",
            f"工期{k + 10}个月。",
            "",
        ]
    found = split_records(lines, 3, 3000)
    assert found is not None and found.by == "titles"
    assert [lines[a - 1] for a, _ in found.spans] == [
        "【甲公司：中标公告】",
        "◆乙公司（简称：乙方）",
        "**丙公司（600003）**",
        "• 丁公司 · 000004",
    ]


def test_bullets_that_would_take_in_a_paragraph_of_another_shape_are_no_records() -> None:
    lines = ["# 函件汇总", ""]
    for k in range(3):
        lines += [f"- 函件编号：第{k}号", f"  - 收函公司：公司{k}", f"  - 问题数量：{k + 3}项", ""]
        lines += [f"**2024-0{k + 1}-10**，交易所向公司{k + 5}下发第{k + 7}号函件，共{k + 2}项问题。", ""]
    found = split_records(lines, 3, 3000)
    assert found is not None and found.by == "paragraphs" and len(found.spans) == 6


def test_records_of_labelled_paragraphs_start_at_the_label_each_opens_with() -> None:
    lines = ["# 注册证汇编", ""]
    for k in range(4):
        lines += [
            f"证券代码：60000{k} 证券简称：公司{k}",
            "",
            f"产品名称：产品{k}",
            "",
            f"批准日期：2024年{k + 1}月2日",
            "",
        ]
    found = split_records(lines, 3, 3000)
    assert found is not None and found.by == "labels"
    assert [a for a, _ in found.spans] == [3, 9, 15, 21]


def test_one_line_records_under_short_group_headings_are_each_a_record() -> None:
    lines = ["月度销售简报（2024年4—5月）", "编者按：方括号内为公告日期。", ""]
    for month in (4, 5):
        lines += [f"—— {month}月 ——"]
        lines += [
            f"[2024/{month + 1}/{d}] 公司{d}（60000{d}）：{month}月合同销售金额{d}0.5亿元，同比增长{d}%。"
            for d in (1, 2, 3)
        ]
        lines += [""]
    found = split_records(lines, 3, 3000)
    assert found is not None and found.by == "paragraphs"
    assert [lines[a - 1][:10] for a, _ in found.spans] == [
        f"[2024/{m + 1}/{d}]" for m in (4, 5) for d in (1, 2, 3)
    ]


def test_a_layout_plan_that_holds_none_of_the_fields_the_question_names_is_set_aside() -> None:
    fields = {"letter_no": "函件编号 (TEXT)", "company": "收函公司证券简称", "issue_date": "发函日期"}
    plan = Plan(
        sections=[], schema={"company": ColumnMeaning(doc_meaning="", task_meaning="收函公司证券简称")}
    )
    assert left_out_named_fields(plan, fields, "列出回复用时超过20天的公司简称、函件编号") == ["letter_no"]
    assert left_out_named_fields(plan, fields, "列出收函公司证券简称") == []
