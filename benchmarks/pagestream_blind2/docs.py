"""Shared document records: the build context, the output of one document, invoice line items."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

import pymupdf as fitz
from drawing import Sheet
from pools import GOODS, Pools
from texts import random_date

A4 = (210.0, 297.0)
A4_LAND = (297.0, 210.0)
A5 = (148.0, 210.0)
A5_LAND = (210.0, 148.0)
LETTER = (215.9, 279.4)


@dataclass
class Ctx:
    doc: fitz.Document
    pools: Pools
    rng: random.Random

    def sheet(self, size: tuple[float, float]) -> Sheet:
        return Sheet(self.doc, size[0], size[1])

    def date(self, start=(2023, 6, 1), end=(2024, 11, 30)) -> dt.date:
        return random_date(self.rng, dt.date(*start), dt.date(*end))


@dataclass
class DocOut:
    doc_type: str
    label: str
    sheets: list[Sheet]
    fields: list[tuple[str, str]] = field(default_factory=list)

    def add(self, name: str, value: str) -> None:
        self.fields.append((name, value))


@dataclass
class Item:
    name: str
    spec: str
    unit: str
    qty: int
    price: int  # cents, tax excluded
    amount: int  # cents, tax excluded
    rate: int  # percent
    tax: int  # cents


def make_items(rng: random.Random, count: int, rate: int | None = None, pool=None) -> list[Item]:
    """Line items with consistent amounts; rate None keeps each good's own rate."""
    pool = pool or GOODS
    if rate is not None:
        pool = [g for g in pool if g[4] == rate] or pool
    chosen = rng.sample(pool, min(count, len(pool)))
    items = []
    for name, spec, unit, (low, high), own_rate in chosen:
        item_rate = rate if rate is not None else own_rate
        if unit in ("项", "年", "期"):
            qty = 1
        elif unit in ("次", "晚"):
            qty = rng.randint(1, 3)
        else:
            qty = rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 20, 25, 50])
        price = rng.randrange(low * 100, high * 100) // 10 * 10 + rng.choice([0, 0, 0, 41, 88])
        amount = qty * price
        items.append(Item(name, spec, unit, qty, price, amount, item_rate, (amount * item_rate + 50) // 100))
    return items


def totals(items: list[Item]) -> tuple[int, int, int]:
    amount = sum(i.amount for i in items)
    tax = sum(i.tax for i in items)
    return amount, tax, amount + tax


def iso(day: dt.date) -> str:
    return day.isoformat()
