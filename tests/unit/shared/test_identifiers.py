"""Table and column names found where OCR damaged them, and left alone where text only looks like them."""

from __future__ import annotations

import pytest

from shared.identifiers import IdentifierSnapper

NAMES = [
    "orders",
    "order_status",
    "order_dt",
    "customer_id",
    "CustomerOrders",
    "amount",
    "id",
    "txn_amt_cny",
    "sales.region_code",
    "销售额_2023",
    "交易金额",
]


@pytest.mark.parametrize(
    ("line", "raw", "name"),
    [
        ("| txn amt cny | 5000 |", "txn amt cny", "txn_amt_cny"),
        ("- filter: order-status = 'CLOSED'", "order-status", "order_status"),
        ("column 0rder_dt", "0rder_dt", "order_dt"),
        ("ORDERSTATUS", "ORDERSTATUS", "order_status"),
        ("Table: Customer Orders", "Customer Orders", "CustomerOrders"),
        ("sales. region code = 'EAST'", "sales. region code", "sales.region_code"),
        ("字段: 销售额 2023", "销售额 2023", "销售额_2023"),
        ("| 交易 金额 | ≥ 5万 |", "交易 金额", "交易金额"),
        ("field am0unt", "am0unt", "amount"),
    ],
)
def test_a_damaged_reading_snaps_to_its_name(line: str, raw: str, name: str) -> None:
    snaps = IdentifierSnapper(NAMES).find(line)
    assert [(s.raw, s.identifier) for s in snaps] == [(raw, name)]
    assert line[snaps[0].start : snaps[0].end] == raw


@pytest.mark.parametrize(
    "line",
    [
        "The amount grew last year",  # a one-part name used as a word
        "Amount grew",  # recased, still a word
        "Orders by region",
        "order_status is shown",  # written exactly: nothing to put back
        "sales region",  # a name the task does not have
        "customer ids",  # a plural is not the name
        "1d",  # a short name matches only as written
    ],
)
def test_words_and_exact_names_are_left_as_read(line: str) -> None:
    assert IdentifierSnapper(NAMES).find(line) == []


def test_a_reading_two_names_share_is_left_as_read() -> None:
    assert IdentifierSnapper(["order_status", "OrderStatus"]).find("order status") == []


def test_rewrite_keeps_the_reading_beside_the_name() -> None:
    text, snaps = IdentifierSnapper(NAMES).rewrite("| txn amt cny | > 10000 | order status")
    assert text == "| txn_amt_cny (read as 'txn amt cny') | > 10000 | order_status (read as 'order status')"
    assert len(snaps) == 2
    assert IdentifierSnapper([]).rewrite("txn amt cny") == ("txn amt cny", [])
