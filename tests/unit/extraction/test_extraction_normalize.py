"""Deterministic normalisers and semantic checks, including the share-transfer traps (percent, 万)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from services.extraction.narrative.models import Plan
from services.extraction.narrative.normalize import (
    check_value,
    convert,
    not_stated,
    parse_date,
    parse_number,
    target_kind,
)
from services.extraction.narrative.output import render_hints, write_sqlite
from services.extraction.narrative.transform import normalize_table
from shared.llm import LLMTrace
from tests.docgen import make_records, render_document


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("约六百九十七万股", 6970000),
        ("25,390,048股", 25390048),
        ("2,441,732 股", 2441732),
        ("0股", 0),
        ("1.2万", 12000),
        ("两亿三千万", 230000000),
        ("一百零五", 105),
        ("about 6.97 million shares", 6970000),
        ("approximately 1.25 million shares", 1250000),
        ("１２，３４５", 12345),
    ],
)
def test_integers_in_document_style(raw: str, expected: int) -> None:
    assert convert(raw, "integer") == expected


def test_a_percent_becomes_a_ratio_under_a_ratio_meaning() -> None:
    kind = target_kind("Shareholding percentage before transfer (ratio)")
    assert kind == "ratio"
    assert convert("1.55%", kind) == 0.0155
    assert convert("3.48%", kind) == 0.0348
    assert check_value("1.55%", 1.55, kind) is not None
    assert check_value("1.55%", 0.0155, kind) is None


def test_a_ratio_written_as_a_ratio_is_not_divided_again() -> None:
    # A small model's plan copies the target meaning into doc_meaning; the worker already wrote 0.0104.
    copied = "shares transferred as a ratio of total shares (ratio, e.g. 0.0019, not percent)"
    assert convert("0.0104", "ratio", doc_meaning=copied) == 0.0104
    assert convert("1.04%", "ratio", doc_meaning=copied) == 0.0104
    assert convert("1.04", "ratio", doc_meaning="percentage, e.g. 1.55 meaning 1.55%") == 0.0104
    assert convert("1.04", "ratio", doc_meaning="百分比数值") == 0.0104


def test_a_chinese_numeral_with_wan_is_read_whole() -> None:
    assert convert("约六百九十七万股", "integer") == 6970000
    assert "6970000" in (check_value("约六百九十七万股", 6097, "integer") or "")


def test_percent_meaning_keeps_the_bare_number() -> None:
    assert target_kind("单位为百分比的裸数，如 3.2") == "percent"
    assert convert("3.2%", "percent") == 3.2
    assert convert("0.032", "percent", doc_meaning="ratio") == 3.2


@pytest.mark.parametrize(
    ("raw", "iso"),
    [
        ("2018年11月14日", "2018-11-14"),
        ("二〇一八年十一月十四日", "2018-11-14"),
        ("14 November 2018", "2018-11-14"),
        ("Nov 14, 2018", "2018-11-14"),
        ("2018/1/5", "2018-01-05"),
        ("20181114", "2018-11-14"),
        ("2018年11月", "2018-11"),
        ("2018年13月1日", None),
        ("soon", None),
    ],
)
def test_dates(raw: str, iso: str | None) -> None:
    assert parse_date(raw) == iso


def test_unreadable_values_are_left_to_the_generated_path() -> None:
    assert parse_number("n/a") is None
    assert convert("see note 3", "integer") is None
    assert convert("1.5%", "integer") is None
    assert convert("12.5股", "integer") is None


def test_magnitude_check_without_a_parse() -> None:
    assert check_value("大约六百九十七万余股（含限售）", 6097, "integer") is not None
    assert check_value("大约六百九十七万余股（含限售）", 6970000, "integer") is None
    assert check_value("x", "2018-11-14", "date") is None
    assert check_value("x", "11/14/2018", "date") is not None


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_generated_cell_normalises_to_its_gold_value(lang: str) -> None:
    records = make_records(20, seed=3)
    doc = render_document(records, lang, seed=3)
    kinds = {"shares": "integer", "ratio": "ratio", "date": "date"}
    for r in records:
        for column, raw in doc.cells[r["record_id"]].items():
            kind = next((k for s, k in kinds.items() if s in column), None)
            if kind is None or raw is None:
                continue
            assert convert(raw, kind) == r[column], (column, raw)


@pytest.mark.parametrize(
    ("raw", "kind", "doc_meaning", "task_meaning", "expected"),
    [
        ("人民币壹佰贰拾万元整", "number", "合同金额，大写", "合同金额（元）", 1200000),
        ("壹万贰仟叁佰肆拾伍元陆角柒分", "number", "价税合计（大写）", "金额", 12345.67),
        ("0.5元/股", "number", "转让价格", "price per share (number)", 0.5),
        ("每股人民币12.30元", "number", "交易价格", "成交均价", 12.3),
        ("(1,234)", "number", "net change", "net change amount", -1234),
        ("30.00%（含）", "ratio", "比例上限", "比例，小数", 0.3),
        ("12,000,000股（占公司总股本的5%）", "integer", "减持股数", "number of shares", 12000000),
        ("12.3个百分点", "number", "毛利率变动", "变动（百分点）", 12.3),
        ("12.3个百分点", "ratio", "毛利率变动", "变动，小数", 0.123),
        ("1.5‰", "ratio", "费率（千分比）", "费率，小数", 0.0015),
        ("1,234,500元", "number", "金额（元）", "金额（万元）", 123.45),
        ("25.6万元", "number", "金额（万元）", "金额，单位万元", 25.6),
        ("2.5", "number", "amount in 亿元", "amount in yuan", 250000000),
        ("2.5亿元", "number", "amount in 亿元", "amount in yuan", 250000000),
        ("3,000", "number", "revenue (in thousands)", "revenue", 3000000),
    ],
)
def test_wrapped_figures_and_stated_units(
    raw: str, kind: str, doc_meaning: str, task_meaning: str, expected: float
) -> None:
    assert convert(raw, kind, doc_meaning, task_meaning) == expected
    assert check_value(raw, expected, kind, doc_meaning, task_meaning) is None


def test_a_bound_or_two_figures_are_not_one_value() -> None:
    assert convert("由5.20%降至4.99%", "ratio") is None
    assert convert("5%-10%", "ratio") is None
    assert convert("不超过5%", "ratio") is None


@pytest.mark.parametrize(
    ("meaning", "kind"),
    [
        ("股份数量（股）", "integer"),
        ("注册资本（元）", "number"),
        ("成交均价", "number"),
        ("股东名称", "text"),
        ("持股比例（%）", "percent"),
        ("受让后持股比例，比例值（非百分数）", "ratio"),
        ("share of total shares, not percent", "ratio"),
        # An example amount is not a ratio; a stated share price or dividend is an amount.
        ("每股派息，单位：元（如 0.35）", "number"),
        ("每股现金分红（元/股，含税）", "number"),
        # No word says the kind: the unit stated, or the SQL type declared, does.
        ("实际发行规模，单位：亿元 (REAL)", "number"),
        ("发行规模，单位：亿元", "number"),
        ("激励对象人数 (INTEGER)", "integer"),
        ("债券品种 (TEXT)", "text"),
    ],
)
def test_a_stated_unit_gives_the_kind(meaning: str, kind: str) -> None:
    assert target_kind(meaning) == kind


def test_an_amount_in_words_reports_the_unit_it_is_written_in() -> None:
    assert parse_number("壹佰贰拾万元整").multiplier == parse_number("一千二百万元").multiplier == 10000
    assert parse_number("叁仟伍佰元整").multiplier == 1


def test_a_minus_before_an_amount_in_words_makes_it_negative() -> None:
    assert parse_number("-人民币肆仟贰佰万元整").value == -42000000
    assert convert("-肆仟贰佰万元", "number", "", "净利润，单位：万元") == -4200


def test_a_dividend_per_ten_shares_is_put_per_share_where_the_column_counts_so() -> None:
    per_share = "每股现金分红（元/股）"
    assert convert("每10股派发现金红利人民币壹拾贰元伍角（含税）", "number", "", per_share) == 1.25
    assert convert("10股派3元", "number", "", per_share) == 0.3
    assert convert("per 10 shares RMB 3.5", "number", "", "cash dividend per share") == 0.35
    assert convert("每10股派3.5元", "number", "", "每10股派息金额（元）") == 3.5
    # A per-share column whose meaning shows a per-ten example: per share, as its leading words say.
    assert (
        convert("每10股6.25元", "number", "", "每股派现金额，单位：元/股（每10股派3.5元记为 0.35）") == 0.625
    )
    # A column that does not say what it counts per: no reading.
    assert convert("每10股派3.5元", "number", "", "分红金额") is None


@pytest.mark.parametrize("raw", ["未披露", "（未披露）", "N/A", "—", "-", "无", "not disclosed"])
def test_a_value_that_says_it_is_not_stated_is_an_empty_cell(raw: str) -> None:
    assert not_stated(raw)


@pytest.mark.parametrize("raw", ["0", "-5", "无锡", "2023", "None of the above"])
def test_values_are_not_taken_for_not_stated(raw: str) -> None:
    assert not not_stated(raw)


async def test_a_figure_no_parser_reads_is_left_empty_where_most_of_its_column_converted(
    tmp_path: Path, settings
) -> None:
    plan = Plan.model_validate(
        {
            "sections": [{"id": "1", "start_line": 1, "end_line": 1, "columns": ["record_id", "amount"]}],
            "schema": {
                "amount": {"doc_meaning": "amount as written", "task_meaning": "预计金额，单位：万元"}
            },
        }
    )
    rows = [
        {"record_id": "a", "amount": "4,500万元"},
        {"record_id": "b", "amount": "0.17亿元"},
        {"record_id": "c", "amount": "26,"},
    ]
    out, stats = await normalize_table(rows, plan, None, settings, LLMTrace())
    assert [r["amount"] for r in out] == [4500, 1700, None]
    assert stats["amount"]["failed"] == 1 and stats["amount"]["left_empty"] == ["26,"]
    assert rows[2]["amount"] == "26,"  # the merged rows keep the text
    db = tmp_path / "t.db"
    write_sqlite(db, "t", ["record_id", "amount"], out)
    with sqlite3.connect(db) as con:
        (kind,) = con.execute("SELECT type FROM pragma_table_info('t') WHERE name = 'amount'").fetchone()
        assert kind in ("INTEGER", "REAL")
    summary = {"table_name": "t", "source_document": "d.md", "db_path": str(db), "row_count": 3}
    hints = render_hints([{**summary, "columns": ["record_id", "amount"], "normalize_stats": stats}], 0.9)
    assert "`amount`: values no parser could read, left empty: '26,'" in hints
    assert "`record_id`: the record's number within this document (joins no other table)" in hints
    # Most values unread: the column keeps its text.
    out, stats = await normalize_table(rows[1:], plan, None, settings, LLMTrace())
    assert [r["amount"] for r in out] == [1700, "26,"] and "left_empty" not in stats["amount"]


def test_a_month_column_keeps_the_month_of_a_date_and_reads_a_bare_year_month() -> None:
    month = "数据所属月份，YYYY-MM (TEXT)"
    assert parse_date("2024-04") == "2024-04" and parse_date("2024/4") == "2024-04"
    assert convert("2024-05-04", target_kind(month), "", month) == "2024-05"
    assert convert("2024年4月", target_kind(month), "", month) == "2024-04"
    assert convert("2024-05-04", "date", "", "公告日期，YYYY-MM-DD") == "2024-05-04"
