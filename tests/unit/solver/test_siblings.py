"""Sibling columns of an extracted table put right in code: the one the question's words name."""

from __future__ import annotations

from services.solver.siblings import sibling_for, swap_siblings
from shared.layout import ColumnNote, ExtractedColumns

NOTES = {
    "receivername": ColumnNote(meaning="受让方名称 (TEXT)"),
    "pctaftertran": ColumnNote(meaning="出让方转让后持股占总股本比例，比例值（非百分数） (DECIMAL)"),
    "receiverpctafter": ColumnNote(meaning="受让方受让后持股占总股本比例，比例值（非百分数） (DECIMAL)"),
    "receiverpctbefore": ColumnNote(meaning="受让方受让前持股占总股本比例，比例值（非百分数） (DECIMAL)"),
    "receiversumafter": ColumnNote(meaning="受让方受让后持股数，单位：股 (INTEGER)"),
    "infopubldate": ColumnNote(meaning="公告日期 (DATE)"),
}
TYPES = {
    "receivername": "VARCHAR",
    "pctaftertran": "DOUBLE",
    "receiverpctafter": "DOUBLE",
    "receiverpctbefore": "DOUBLE",
    "receiversumafter": "BIGINT",
    "infopubldate": "DATE",
}
QUESTION = "受让方为恒信投资的各笔转让，列出公告日期以及该受让方受让后的持股比例"


def test_the_sibling_the_question_names_replaces_the_one_shown() -> None:
    assert sibling_for(QUESTION, NOTES, TYPES, "pctaftertran") == "receiverpctafter"
    # The one the question names stays; a column of another type is no sibling.
    assert sibling_for(QUESTION, NOTES, TYPES, "receiverpctafter") is None
    assert sibling_for(QUESTION, NOTES, TYPES, "receiversumafter") is None
    # No clear evidence, no swap: "完成后" names neither "受让前" nor "受让后".
    assert sibling_for("该受让方在本次转让完成后的持股比例", NOTES, TYPES, "receiverpctbefore") is None


def test_only_the_columns_shown_are_swapped_and_each_swap_is_said() -> None:
    notes = ExtractedColumns(tables={"LC_ShareTransfer": NOTES})
    sql = (
        "SELECT t.infopubldate, t.pctaftertran FROM LC_ShareTransfer AS t "
        "WHERE t.receivername = '恒信投资' AND t.pctaftertran > 0"
    )
    fixed, swaps = swap_siblings(sql, "duckdb", QUESTION, notes, {"lc_sharetransfer": TYPES})
    assert swaps == [
        "lc_sharetransfer.pctaftertran -> lc_sharetransfer.receiverpctafter (the question's words name it)"
    ]
    assert "t.receiverpctafter FROM" in fixed and "t.pctaftertran > 0" in fixed
    # Nothing to swap, or SQL that does not parse: as it was.
    assert swap_siblings("SELECT infopubldate FROM LC_ShareTransfer", "duckdb", QUESTION, notes, {}) == (
        "SELECT infopubldate FROM LC_ShareTransfer",
        [],
    )
    assert swap_siblings("SELEC oops", "duckdb", QUESTION, notes, {}) == ("SELEC oops", [])
    # An English meaning: word pairs.
    english = ExtractedColumns(
        tables={"t": {
            "seller_shares_before": ColumnNote(meaning="shares the seller held before the transfer"),
            "buyer_shares_before": ColumnNote(meaning="shares the buyer held before the transfer"),
        }}
    )  # fmt: skip
    types = {"t": {"seller_shares_before": "BIGINT", "buyer_shares_before": "BIGINT"}}
    fixed, swaps = swap_siblings(
        "SELECT seller_shares_before FROM t",
        "duckdb",
        "How many shares had the buyer held before?",
        english,
        types,
    )
    assert fixed == "SELECT buyer_shares_before FROM t" and len(swaps) == 1
