"""A record's values read against the record and the column's meaning: a figure completed as the record
writes its value (or misread by a digit), a category's value as the listed value it holds, a legal name
as the short name, "the company" as the record's company."""

from __future__ import annotations

from services.extraction.narrative.models import ColumnMeaning, Plan
from services.extraction.narrative.recordtext import (
    listed_value,
    listed_values,
    short_name,
    the_company,
    without_left_out,
)
from services.extraction.narrative.recordvalues import (
    as_written,
    record_figure,
    record_month,
    settled,
    untangle_labelled,
)


def test_a_bare_figure_is_completed_as_the_record_writes_its_value() -> None:
    assert as_written("50.0", "累计质押12000万股，占其持股50.00%。") == "50.0%"
    assert as_written("30", "累计质押1,500万股（占其持股百分之三十）") == "百分之三十"
    assert as_written("30", "占其持股百分之三十，占总股本百分之三十。") == "百分之三十"
    assert as_written("31", "占其持股百分之三十") == "31"


def test_a_categorys_value_is_the_one_listed_value_it_holds() -> None:
    kinds = "担保方式：连带责任保证 / 抵押担保 / 质押担保"
    assert listed_values(kinds) == ["连带责任保证", "抵押担保", "质押担保"]
    assert listed_values("中标（收到中标通知书）/ 签订合同") == ["中标（收到中标通知书）", "签订合同"]
    assert listed_values("公告日期，YYYY-MM-DD") == []
    assert listed_value("连带责任保证担保", kinds) == "连带责任保证"
    assert listed_value("连带保证责任", kinds) == "连带责任保证"  # its words in another order
    assert listed_value("股权质押", kinds) == "股权质押"
    assert listed_value("股份质押登记", "质押 / 解除质押") == "质押"
    assert listed_value("解除质押（解押）", "质押 / 解除质押") == "解除质押"  # the wider listed value
    assert listed_value("被申请人", "地位：原告/被告/申请人/被申请人") == "被申请人"
    # The listed value's remark in brackets is no part of the value.
    assert listed_value("中标通知书", "中标（收到中标通知书）/ 签订合同") == "中标"
    # Two listed values, none, a one-character value, or a meaning that lists none: as it was.
    assert listed_value("中标后签订合同", "中标（收到中标通知书）/ 签订合同") == "中标后签订合同"
    assert listed_value("保证", "担保方式：连带责任保证 / 抵押担保") == "保证"
    assert listed_value("不是", "是否关联交易：是 / 否") == "不是"
    assert listed_value("华鼎新能", "上市公司简称") == "华鼎新能"
    plan = Plan(sections=[], schema={"action": ColumnMeaning(doc_meaning="", task_meaning="质押 / 解除质押")})
    problems: list[str] = []
    assert settled("action", "股份质押登记", plan, "办理了股份质押登记。", "", problems) == "质押"
    assert problems == ["action: '股份质押登记' holds the listed value '质押'"]
    # A listed value the record says in other words stays, though the document's opening writes it.
    record, opening = "甲公司股东解除了部分股份的质押。", "# 股份质押、解除质押公告汇总"
    assert settled("action", "解除质押", plan, record, opening, []) == "解除质押"


def test_a_legal_name_in_a_column_of_short_names_is_read_as_the_short_name() -> None:
    record = "金川智能（公告日：8月9日）——被担保方金川智能装备（无锡）有限公司，系金川智能的全资子公司。"
    assert short_name("金川智能装备（无锡）有限公司", "上市公司简称", record) == "金川智能"
    record = "华鼎新能（4月2日）——被担保方华鼎新能源（内蒙古）有限公司，系华鼎新能的控股子公司。"
    assert short_name("华鼎新能（内蒙古）有限公司", "上市公司简称", record) == "华鼎新能"
    # The short name written before brackets of its own, as the legal name is.
    record = "### 13. 金瑞能源（600397）\n发生单位：金瑞能源（鄂尔多斯）风电运维有限公司"
    assert short_name("金瑞能源（鄂尔多斯）风电运维有限公司", "上市公司证券简称", record) == "金瑞能源"
    # A short name already, a column of full names, or a name the record does not start: as it was.
    assert short_name("华鼎新能", "上市公司简称", record) == "华鼎新能"
    full = "华鼎新能源（内蒙古）有限公司"
    assert short_name(full, "被担保方全称", record) == full
    assert short_name("远山实业有限公司", "公司简称", record) == "远山实业有限公司"
    record = "宁波佳和创业投资合伙企业（有限合伙）办理了解除质押手续（佳和医疗公告）。"
    assert short_name("宁波佳和创业投资合伙企业", "上市公司简称", record) == "宁波佳和创业投资合伙企业"


def test_a_figure_misread_by_a_digit_is_the_records_one_amount() -> None:
    record = "补助项目：稳岗补贴；金额：人民币壹拾捌万陆仟伍佰叁拾贰元整；到账日期：二〇二四年二月六日"
    assert record_figure("1865332", record) == "壹拾捌万陆仟伍佰叁拾贰元"
    # Nothing alike, or too few digits to tell: none.
    assert record_figure("9999", record) is None
    assert record_figure("1900", "金额1800万元") is None


def test_a_copied_list_of_categories_is_the_one_the_record_writes() -> None:
    listing = "中标（收到中标通知书）/ 签订合同"
    assert listed_value(listing, listing, "公司与甲方签订合同，合同金额1亿元。") == "签订合同"
    assert listed_value(listing, listing, "公司中标后签订合同。") == listing


def test_the_company_a_record_names_so_is_the_rows_listed_company() -> None:
    meanings = {"company": "上市公司简称", "recipient": "实际收款单位全称或简称", "item": "补助项目名称"}
    plan = Plan(
        sections=[], schema={c: ColumnMeaning(doc_meaning="", task_meaning=m) for c, m in meanings.items()}
    )
    row: dict[str, str | None] = {"company": "绿洲环保", "recipient": "公司", "item": "稳岗补贴"}
    problems: list[str] = []
    the_company(row, plan, list(meanings), problems)
    assert row == {"company": "绿洲环保", "recipient": "绿洲环保", "item": "稳岗补贴"}
    assert problems == ["recipient: '公司' is the record's company; read as '绿洲环保'"]
    # No company elsewhere in the row: as it was.
    row = {"company": "本公司", "recipient": "公司", "item": None}
    the_company(row, plan, list(meanings), [])
    assert row["recipient"] == "公司"


def test_a_figure_headed_by_another_columns_words_is_put_back_to_its_own() -> None:
    plan = Plan(
        sections=[],
        schema={
            "gross": ColumnMeaning(doc_meaning="", task_meaning="募集资金总额，元 (REAL)"),
            "net": ColumnMeaning(doc_meaning="", task_meaning="募集资金净额（扣除费用后），元 (REAL)"),
            "price": ColumnMeaning(doc_meaning="", task_meaning="发行价格，元/股 (REAL)"),
        },
    )
    record = (
        "发行价格为5.42元/股，募集资金总额1,897,000,000.00元，扣除费用后，募集资金净额为1,887,123,456.79元。"
    )
    row = {"gross": "1,887,123,456.79元", "net": "1,887,123,456.79元", "price": "5.42元"}
    problems: list[str] = []
    untangle_labelled(row, plan, ["gross", "net", "price"], record, problems)
    assert row == {"gross": "1,897,000,000.00元", "net": "1,887,123,456.79元", "price": "5.42元"}
    assert len(problems) == 1 and problems[0].startswith("gross:")
    # A figure no other column's words head is the model's reading: kept.
    row = {"gross": "1,800,000,000元", "net": "1,887,123,456.79元", "price": "5.42元"}
    untangle_labelled(row, plan, ["gross", "net", "price"], record, [])
    assert row["gross"] == "1,800,000,000元"


def test_a_month_column_takes_the_one_month_the_record_writes_without_a_day() -> None:
    record = "[2024/6/3] 甲汽车（600001）：5月销售新能源汽车1,200辆，1-5月累计销售5,000辆。"
    assert record_month("2024-06-03", record) == "2024-05"
    assert record_month("2024-06-03", "[2024-06-03] 乙公司：四月份签约金额52.16亿元。") == "2024-04"
    assert record_month("2024-06-03", "乙公司2024-05，签约金额52.16亿元，1至5月累计。") == "2024-05"
    # No month alone, or two: the model's reading stands.
    assert record_month("2024-06-03", "公司6月3日公告，销量1,200辆。") == "2024-06-03"
    assert record_month("2024-06", "5月销量1,200辆，6月销量1,500辆。") == "2024-06"


def test_a_value_loses_the_word_its_meaning_leaves_out() -> None:
    assert without_left_out("湖州市", "地块所在城市，城市名，不含“市”") == "湖州"
    assert without_left_out("浙江省", "所在省份，不带'省'") == "浙江"
    assert without_left_out("湖州", "城市名，不含“市”") == "湖州"
    assert without_left_out("上海市", "所在城市") == "上海市"
