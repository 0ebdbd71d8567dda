"""Record families beyond the share transfers: typed rows rendered block by block as filings write them.

Each family has its own record ids, blocks and sentence shapes, so a document of one family is not laid
out like another's. The share transfers of generator.py are a family too (``share_transfers``).

Public API::

    FAMILIES["pledges"].rows(n, seed)                 # typed rows (the gold table; names localised later)
    doc = render(family, rows, lang, seed)            # Rendered: text, lines, cells
    family.knowledge(lang)                            # the knowledge.md section of the family
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from tests.docgen.generator import (
    _ZH_COMPANIES,
    _ZH_PEOPLE,
    COLUMNS,
    Lang,
    Rendered,
    _date,
    _pct,
    _ratio,
    _shares,
    localise,
    make_records,
    render_document,
)

Row = dict[str, Any]
# One block: its heading in each language and the sentence of one record (None: the record is not in it).
Sentence = Callable[[Row, Lang, random.Random], tuple[str, dict[str, str | None]]]


@dataclass(frozen=True)
class Block:
    heading_zh: str
    heading_en: str
    sentence: Sentence


@dataclass(frozen=True)
class Family:
    stem: str
    title_zh: str
    title_en: str
    columns: dict[str, str]  # column -> its meaning as knowledge.md states it
    make: Callable[[int, int], list[Row]]
    blocks: tuple[Block, ...]
    localise: Callable[[list[Row], Lang], list[Row]]

    def rows(self, n: int, seed: int) -> list[Row]:
        return self.make(n, seed)

    def knowledge(self, lang: Lang) -> str:
        what = self.title_zh if lang == "zh" else self.title_en
        body = [f"## {self.stem}", f"Narrative document: {what}; one record per item."]
        body += [f"- {c}: {m}" for c, m in self.columns.items()]
        return "\n".join(body) + "\n"


def render(family: Family, rows: list[Row], lang: Lang, seed: int) -> Rendered:
    """The document of ``rows`` (already localised): a title, one heading and one sentence per record per
    block, and a closing line."""
    if family.stem == SHARE_TRANSFERS:
        return render_document(rows, lang, seed)
    rng = random.Random(seed + 11)
    lines: list[str] = []
    where: dict[str, dict[str, int]] = {r["record_id"]: {} for r in rows}
    cells: dict[str, dict[str, str | None]] = {r["record_id"]: {"record_id": r["record_id"]} for r in rows}

    def add(text: str) -> None:
        lines.extend([text, ""])

    zh = lang == "zh"
    add(f"# {family.title_zh if zh else family.title_en}")
    for k, block in enumerate(family.blocks):
        add(block.heading_zh if zh else block.heading_en)
        for r in rows:
            text, written = block.sentence(r, lang, rng)
            add(text)
            where[r["record_id"]][f"b{k + 1}"] = len(lines) - 1
            cells[r["record_id"]].update(written)
    add(f"以上共{len(rows)}项。" if zh else f"{len(rows)} items in all.")
    return Rendered("\n".join(lines).rstrip("\n") + "\n", where, cells)


def _day(rng: random.Random, start: date = date(2019, 1, 1)) -> str:
    return (start + timedelta(days=rng.randrange(0, 1400))).isoformat()


# -- share transfers (generator.py) ---------------------------------------------------------------------

SHARE_TRANSFERS = "lc_sharetransfer"


def _transfers(n: int, seed: int) -> list[Row]:
    return make_records(n, seed)


# -- executives' holding changes ------------------------------------------------------------------------

_POSITIONS = [("董事长", "chairman"), ("总经理", "general manager"), ("财务总监", "chief financial officer"),
              ("董事会秘书", "board secretary"), ("监事", "supervisor"),
              ("副总经理", "deputy general manager")]  # fmt: skip
_METHODS = [("二级市场竞价交易", "open-market trading"), ("大宗交易", "a block trade"),
            ("股权激励行权", "exercise of share options")]  # fmt: skip
_DIRECTIONS = [("增持", "increase"), ("减持", "decrease")]

EXEC_COLUMNS = {
    "record_id": "change number as written in the document (e.g. HC-107)",
    "company": "company short name",
    "secucode": "six-digit security code, text",
    "position": "the person's position",
    "person": "name of the executive",
    "change_date": "date of the change, ISO YYYY-MM-DD",
    "method": "how the shares changed hands, as written",
    "direction": "increase or decrease, as written",
    "change_shares": "shares changed, integer",
    "avg_price": "average price per share in yuan, number",
    "shares_after": "shares held after the change, integer",
    "ratio_after": "shareholding after the change (ratio, e.g. 0.0123, not percent)",
}


def _exec_rows(n: int, seed: int) -> list[Row]:
    rng = random.Random(seed * 31 + 5)
    rows = []
    numbers = sorted(rng.sample(range(101, 400), n))
    for number in numbers:
        k = rng.randrange(len(_ZH_COMPANIES))
        total = rng.choice([180_000_000, 245_600_000, 600_000_000])
        change = rng.choice([rng.randrange(1, 90) * 100, rng.randrange(1, 60) * 10_000])
        after = change + rng.randrange(0, 300) * 1_000 if rng.random() < 0.6 else change
        rows.append(
            {
                "record_id": f"HC-{number}",
                "company": k,
                "secucode": _ZH_COMPANIES[k][1],
                "position": rng.randrange(len(_POSITIONS)),
                "person": rng.randrange(len(_ZH_PEOPLE)),
                "change_date": _day(rng),
                "method": rng.randrange(len(_METHODS)),
                "direction": rng.randrange(len(_DIRECTIONS)),
                "change_shares": change,
                "avg_price": float(Decimal(rng.randrange(500, 9000)) / 100),
                "shares_after": after,
                "ratio_after": _ratio(after, total),
            }
        )
    return rows


def _exec_localise(rows: list[Row], lang: Lang) -> list[Row]:
    named = {"position": _POSITIONS, "method": _METHODS, "direction": _DIRECTIONS}
    return localise(rows, lang, ("person",), named)


def _exec_who(r: Row, lang: Lang, rng: random.Random) -> tuple[str, dict[str, str | None]]:
    rid = r["record_id"]
    written = {k: r[k] for k in ("company", "secucode", "position", "person")}
    if lang == "zh":
        return f"变动编号{rid}：{r['company']}（{r['secucode']}）{r['position']}{r['person']}。", written
    return (f"Change {rid}: {r['person']}, {r['position']} of {r['company']} (code {r['secucode']}).",
            written)  # fmt: skip


def _exec_change(r: Row, lang: Lang, rng: random.Random) -> tuple[str, dict[str, str | None]]:
    rid, d = r["record_id"], _date(r["change_date"], lang)
    s, price = _shares(r["change_shares"], lang, rng), f"{r['avg_price']:.2f}"
    written = {"change_date": d, "method": r["method"], "direction": r["direction"], "change_shares": s,
               "avg_price": price}  # fmt: skip
    if lang == "zh":
        return (
            f"{rid}号变动发生于{d}，通过{r['method']}{r['direction']}{s}，成交均价为每股{price}元。",
            written,
        )
    return (f"Change {rid} took place on {d}: a {r['direction']} of {s} through {r['method']}, at an "
            f"average price of {price} yuan per share.", written)  # fmt: skip


def _exec_after(r: Row, lang: Lang, rng: random.Random) -> tuple[str, dict[str, str | None]]:
    rid = r["record_id"]
    s, p = _shares(r["shares_after"], lang, rng), _pct(r["ratio_after"])
    written = {"shares_after": s, "ratio_after": p}
    if lang == "zh":
        return f"{rid}号变动完成后，该人员持股{s}，占公司总股本的{p}。", written
    return f"After change {rid} the person held {s}, {p} of the total share capital.", written


# -- share pledges --------------------------------------------------------------------------------------

_PLEDGEES = [("中信证券股份有限公司", "CITIC Securities"), ("华泰证券股份有限公司", "Huatai Securities"),
             ("招商银行股份有限公司", "China Merchants Bank"),
             ("国泰君安证券股份有限公司", "Guotai Junan Securities")]  # fmt: skip

PLEDGE_COLUMNS = {
    "record_id": "pledge number as written in the document (e.g. 3051)",
    "pledgor": "name of the shareholder who pledged the shares",
    "company": "company short name",
    "secucode": "six-digit security code, text",
    "pledged_shares": "shares pledged, integer",
    "pledgee": "name of the institution that received the pledge",
    "ratio_of_holding": "pledged shares as a ratio of the pledgor's holding (ratio, not percent)",
    "ratio_of_total": "pledged shares as a ratio of total shares (ratio, e.g. 0.0102, not percent)",
    "start_date": "pledge start date, ISO YYYY-MM-DD",
    "release_date": "release date, ISO YYYY-MM-DD; empty while not released",
}


def _pledge_rows(n: int, seed: int) -> list[Row]:
    rng = random.Random(seed * 17 + 3)
    rows = []
    numbers = sorted(rng.sample(range(1000, 9999), n))
    for number in numbers:
        k = rng.randrange(len(_ZH_COMPANIES))
        total = rng.choice([157_528_000, 300_000_000, 820_000_000])
        holding = rng.randrange(200, 6000) * 10_000
        pledged = min(
            holding, rng.choice([rng.randrange(50, 2000) * 10_000, rng.randrange(100_000, 9_000_000)])
        )
        start = _day(rng)
        released = rng.random() < 0.6
        rows.append(
            {
                "record_id": str(number),
                "pledgor": rng.randrange(len(_ZH_PEOPLE)),
                "company": k,
                "secucode": _ZH_COMPANIES[k][1],
                "pledged_shares": pledged,
                "pledgee": rng.randrange(len(_PLEDGEES)),
                "ratio_of_holding": _ratio(pledged, holding),
                "ratio_of_total": _ratio(pledged, total),
                "start_date": start,
                "release_date": (
                    date.fromisoformat(start) + timedelta(days=rng.randrange(90, 700))
                ).isoformat()
                if released
                else None,
            }
        )
    return rows


def _pledge_localise(rows: list[Row], lang: Lang) -> list[Row]:
    return localise(rows, lang, ("pledgor",), {"pledgee": _PLEDGEES})


def _pledge_who(r: Row, lang: Lang, rng: random.Random) -> tuple[str, dict[str, str | None]]:
    rid, s = r["record_id"], _shares(r["pledged_shares"], lang, rng)
    written = {"pledgor": r["pledgor"], "company": r["company"], "secucode": r["secucode"],
               "pledged_shares": s, "pledgee": r["pledgee"]}  # fmt: skip
    if lang == "zh":
        return (f"第{rid}号质押：出质人{r['pledgor']}将其持有的{r['company']}（{r['secucode']}）{s}质押给"
                f"{r['pledgee']}。", written)  # fmt: skip
    return (f"Pledge {rid}: {r['pledgor']} pledged {s} of {r['company']} (code {r['secucode']}) to "
            f"{r['pledgee']}.", written)  # fmt: skip


def _pledge_share(r: Row, lang: Lang, rng: random.Random) -> tuple[str, dict[str, str | None]]:
    rid, own, total = r["record_id"], _pct(r["ratio_of_holding"]), _pct(r["ratio_of_total"])
    written = {"ratio_of_holding": own, "ratio_of_total": total}
    if lang == "zh":
        return f"第{rid}号质押的股份占其所持股份的{own}，占公司总股本的{total}。", written
    return (f"Pledge {rid} covers {own} of the pledgor's holding and {total} of the total share capital.",
            written)  # fmt: skip


def _pledge_term(r: Row, lang: Lang, rng: random.Random) -> tuple[str, dict[str, str | None]]:
    rid, start = r["record_id"], _date(r["start_date"], lang)
    end = _date(r["release_date"], lang) if r["release_date"] else None
    written = {"start_date": start, "release_date": end}
    if lang == "zh":
        tail = f"已于{end}解除质押" if end else "截至本公告披露日尚未解除质押"
        return f"第{rid}号质押的起始日为{start}，{tail}。", written
    tail = f"was released on {end}" if end else "has not been released as of this announcement"
    return f"Pledge {rid} started on {start} and {tail}.", written


FAMILIES: dict[str, Family] = {
    SHARE_TRANSFERS: Family(
        stem=SHARE_TRANSFERS,
        title_zh="股权转让事项汇总",
        title_en="Share transfers in review",
        columns=COLUMNS,
        make=_transfers,
        blocks=(),
        localise=localise,
    ),
    "lc_execholdings": Family(
        stem="lc_execholdings",
        title_zh="董事、监事及高级管理人员持股变动情况",
        title_en="Changes in the shareholdings of directors, supervisors and senior management",
        columns=EXEC_COLUMNS,
        make=_exec_rows,
        blocks=(
            Block("一、变动人员", "## 1. Who changed holdings", _exec_who),
            Block("二、变动明细", "## 2. The changes", _exec_change),
            Block("三、变动后持股", "## 3. Holdings after the change", _exec_after),
        ),
        localise=_exec_localise,
    ),
    "lc_sharepledge": Family(
        stem="lc_sharepledge",
        title_zh="股东股份质押情况公告",
        title_en="Announcement of shareholders' share pledges",
        columns=PLEDGE_COLUMNS,
        make=_pledge_rows,
        blocks=(
            Block("一、质押基本情况", "## 1. The pledges", _pledge_who),
            Block("二、质押股份占比", "## 2. Shares of the holding and of the company", _pledge_share),
            Block("三、质押期限", "## 3. Terms", _pledge_term),
        ),
        localise=_pledge_localise,
    ),
}
