"""Shared pieces of the document families: column specs, the family record, small helpers."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal

from pool import COMPANIES, Company


@dataclass(frozen=True)
class Col:
    name: str
    type: str  # TEXT / INTEGER / DECIMAL / DATE
    desc: str


@dataclass
class Family:
    key: str
    table: str
    doc_title: str  # heading of the document, '{year}' is filled in
    intro: str  # what the table holds, for knowledge.md
    cols: list[Col]
    make_rows: Callable  # (rng, year, n, plants) -> list[dict]
    render: Callable  # (rng, row, year) -> (heading, body)
    notes: list[str] = field(default_factory=list)


def bp_of(part: int, whole: int) -> int:
    """part/whole as hundredths of a percent, half-up (3.51% -> 351)."""
    return (part * 20000 + whole) // (2 * whole)


def ratio(bp: int | None) -> Decimal | None:
    return None if bp is None else Decimal(bp) / 10000


def round_to(n: int, step: int) -> int:
    return max(step, (n // step) * step)


def rand_date(rng, year: int, start_month: int = 1, end_month: int = 12) -> dt.date:
    start = dt.date(year, start_month, 1)
    end = dt.date(year + (end_month == 12), end_month % 12 + 1, 1) - dt.timedelta(days=1)
    d = start + dt.timedelta(days=rng.randrange((end - start).days + 1))
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    if d < start:
        d += dt.timedelta(days=3)
    return d


def pick_company(rng, used: set[str] | None = None, code: str | None = None) -> Company:
    if code is not None:
        return next(c for c in COMPANIES if c.code == code)
    choices = [c for c in COMPANIES if not used or c.code not in used]
    return rng.choice(choices or COMPANIES)


class AnnCounter:
    """Announcement numbers per company and year, increasing with date."""

    def __init__(self, rng):
        self.rng = rng
        self.seen: set[str] = set()

    def next(self, company: Company, date: dt.date) -> str:
        base = (date.timetuple().tm_yday * 130) // 366 + 1
        while True:
            seq = base + self.rng.randrange(0, 6)
            no = f"{company.prefix}{date.year}-{seq:03d}"
            if no not in self.seen:
                self.seen.add(no)
                return no
