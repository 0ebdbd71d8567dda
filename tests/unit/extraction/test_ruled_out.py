"""A figure a column's meaning rules out ("不是累计数") traded for the one its record writes otherwise."""

from __future__ import annotations

from services.extraction.narrative.excluded import not_ruled_out, ruled_out
from services.extraction.narrative.models import ColumnMeaning, Plan

PLAN = Plan(
    sections=[],
    schema={
        "amount": ColumnMeaning(doc_meaning="", task_meaning="当月签约金额，亿元；不是年初至今累计数 (REAL)"),
        "area": ColumnMeaning(doc_meaning="", task_meaning="当月签约面积，万平方米"),
    },
)


def test_the_words_a_meaning_rules_out() -> None:
    assert ruled_out("当月签约金额，亿元；不是年初至今累计数") == ["年初至今累计数"]
    assert ruled_out("销量（辆），不是产量，也不是年内累计销量") == ["产量", "年内累计销量"]
    assert ruled_out("签约金额") == []


def test_a_cumulative_figure_is_traded_for_the_months_own() -> None:
    record = (
        "乙公司：1-4月，公司累计签约金额人民币贰佰贰拾捌亿元整。其中4月签约金额为70.64亿元，面积5.1万㎡。"
    )
    row = {"amount": "贰佰贰拾捌亿元", "area": "5.1万㎡"}
    problems: list[str] = []
    not_ruled_out(row, PLAN, ["amount", "area"], record, problems)
    assert row == {"amount": "70.64亿元", "area": "5.1万㎡"} and len(problems) == 1


def test_a_figure_outside_the_ruled_out_words_or_without_one_alternative_stands() -> None:
    record = "甲公司4月签约金额40.27亿元；年初至今累计签约139.05亿元。"
    row = {"amount": "40.27亿元"}
    not_ruled_out(row, PLAN, ["amount"], record, [])
    assert row["amount"] == "40.27亿元"
    two = "甲公司4月签约40.27亿元，另签约3.1亿元；年初至今累计签约139.05亿元。"
    row = {"amount": "139.05亿元"}
    not_ruled_out(row, PLAN, ["amount"], two, [])
    assert row["amount"] == "139.05亿元"
