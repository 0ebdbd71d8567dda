"""Narrative-document tasks in the task-folder layout: several documents per task (record families in
Chinese or English, Markdown or PDF, short prose distractors), one question, and its gold answer.

The question needs one document (sometimes two); the other narrative document of the task is of another
family and not needed. Gold answers are computed from the typed rows, so they hold the task's meanings
(ratios, integers, ISO dates).

Public API::

    tasks = make_taskset(input_dir, gold_dir, count=12, seed=100)   # -> list[TaskGold]
"""

from __future__ import annotations

import csv
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.docgen.families import FAMILIES, SHARE_TRANSFERS, Family, Row, render
from tests.docgen.generator import Fmt, Lang, _distractor, write_pdf

Answer = tuple[list[str], list[list[Any]]]
# A question over the localised rows of the families it needs, in each language, and its gold answer.
Question = Callable[[dict[str, list[Row]], random.Random], tuple[str, str, Answer]]


@dataclass
class TaskGold:
    task_id: str
    lang: Lang
    question: str
    documents: dict[str, Fmt]  # stem -> format
    needed: list[str]
    answer: Answer
    # Per narrative document, each record's values as the document writes them.
    cells: dict[str, dict[str, dict[str, str | None]]]


def _pick(rows: list[Row], key: str, rng: random.Random) -> Any:
    return rng.choice(sorted({r[key] for r in rows if r[key] is not None}, key=str))


def _where(rows: list[Row], key: str, value: Any, columns: list[str]) -> Answer:
    return columns, [[r[c] for c in columns] for r in rows if r[key] == value]


def q_transfer_code(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    rows = d[SHARE_TRANSFERS]
    code = _pick(rows, "secucode", rng)
    return (
        f"显示{code}的出让前持股数量和出让前持股比例",
        f"Show the seller's shares held before the transfer and the seller's shareholding ratio before "
        f"the transfer for security code {code}",
        _where(rows, "secucode", code, ["seller_shares_before", "seller_ratio_before"]),
    )


def q_transfer_seller(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    rows = d[SHARE_TRANSFERS]
    seller = _pick(rows, "seller", rng)
    return (
        f"转让方为{seller}的股权转让，列出转让日期和转让股数",
        f"For the share transfers where {seller} was the seller, list the transfer date and the number "
        "of shares transferred",
        _where(rows, "seller", seller, ["transfer_date", "transfer_shares"]),
    )


def q_transfer_undisclosed(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    count = sum(r["buyer"] is None for r in d[SHARE_TRANSFERS])
    return (
        "受让方信息未披露的股权转让记录有多少条？",
        "How many share transfers did not disclose the buyer?",
        (["count"], [[count]]),
    )


def q_transfer_largest(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    rows = d[SHARE_TRANSFERS]
    top = max(r["transfer_shares"] for r in rows)
    return (
        "转让股数最多的股权转让是哪家公司的？给出公司简称和转让股数",
        "Which company had the largest share transfer by number of shares? Give the company short name "
        "and the number of shares transferred",
        _where(rows, "transfer_shares", top, ["company", "transfer_shares"]),
    )


def q_exec_person(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    rows = d["lc_execholdings"]
    person = _pick(rows, "person", rng)
    return (
        f"{person}的持股变动：列出变动日期、变动方向和变动股数",
        f"List the change date, the direction and the number of shares of every holding change by {person}",
        _where(rows, "person", person, ["change_date", "direction", "change_shares"]),
    )


def q_exec_price(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    rows = d["lc_execholdings"]
    code = _pick(rows, "secucode", rng)
    top = max(r["avg_price"] for r in rows if r["secucode"] == code)
    return (
        f"证券代码{code}的高管持股变动中，最高的成交均价是每股多少元？",
        f"What is the highest average price per share among the holding changes of security code {code}?",
        (["avg_price"], [[top]]),
    )


def q_exec_method(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    rows = d["lc_execholdings"]
    method = _pick(rows, "method", rng)
    return (
        f"通过{method}完成的持股变动有哪些？列出变动编号和变动后持股比例",
        f"Which holding changes were made through {method}? List the change number and the shareholding "
        "ratio after the change",
        _where(rows, "method", method, ["record_id", "ratio_after"]),
    )


def q_pledge_pledgee(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    rows = d["lc_sharepledge"]
    pledgee = _pick(rows, "pledgee", rng)
    total = sum(r["pledged_shares"] for r in rows if r["pledgee"] == pledgee)
    return (
        f"质押给{pledgee}的股份合计多少股？",
        f"How many shares in total were pledged to {pledgee}?",
        (["total_pledged_shares"], [[total]]),
    )


def q_pledge_open(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    return (
        "尚未解除质押的事项有哪些？列出出质人和质押股数",
        "Which pledges have not been released? List the pledgor and the number of shares pledged",
        _where(d["lc_sharepledge"], "release_date", None, ["pledgor", "pledged_shares"]),
    )


def q_pledge_code(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    rows = d["lc_sharepledge"]
    code = _pick(rows, "secucode", rng)
    return (
        f"证券代码{code}的质押事项，列出质押编号和质押股份占公司总股本的比例",
        f"For security code {code}, list each pledge number and its pledged shares as a ratio of total "
        "shares",
        _where(rows, "secucode", code, ["record_id", "ratio_of_total"]),
    )


def q_codes_both(d: dict[str, list[Row]], rng: random.Random) -> tuple[str, str, Answer]:
    codes = {r["secucode"] for r in d[SHARE_TRANSFERS]} & {r["secucode"] for r in d["lc_sharepledge"]}
    return (
        "哪些证券代码既有股权转让记录又有股份质押记录？",
        "Which security codes have both a share transfer and a share pledge?",
        (["secucode"], [[c] for c in sorted(codes)]),
    )


# Questions by the families they need (the first is the task's main family).
QUESTIONS: list[tuple[tuple[str, ...], Question]] = [
    ((SHARE_TRANSFERS,), q_transfer_code),
    (("lc_execholdings",), q_exec_person),
    (("lc_sharepledge",), q_pledge_pledgee),
    ((SHARE_TRANSFERS,), q_transfer_seller),
    (("lc_execholdings",), q_exec_price),
    (("lc_sharepledge",), q_pledge_open),
    ((SHARE_TRANSFERS,), q_transfer_undisclosed),
    (("lc_execholdings",), q_exec_method),
    (("lc_sharepledge",), q_pledge_code),
    ((SHARE_TRANSFERS,), q_transfer_largest),
    ((SHARE_TRANSFERS, "lc_sharepledge"), q_codes_both),
]


def knowledge(families: list[Family], lang: Lang) -> str:
    head = (
        "# 数据说明\n\n各文档字段口径如下。\n\n"
        if lang == "zh"
        else "# Data notes\n\nField meanings below.\n\n"
    )
    body = "\n".join(f.knowledge(lang) for f in families)
    return (
        head
        + body
        + "\nRatios are stored as ratios (1.55% is 0.0155), share counts as integers, dates as ISO.\n"
    )


def _write_doc(text: str, path_stem: Path, fmt: Fmt) -> None:
    if fmt == "pdf":
        write_pdf(text, path_stem.with_suffix(".pdf"))
    else:
        path_stem.with_suffix(".md").write_text(text, encoding="utf-8")


def _cell(value: Any) -> str:
    return "" if value is None else str(value)


def make_task(input_dir: Path, gold_dir: Path, task_id: str, index: int, seed: int) -> TaskGold:
    """Task ``index`` of the set: its question cycles through QUESTIONS, its language alternates."""
    rng = random.Random(seed * 1000 + index)
    needed, question = QUESTIONS[index % len(QUESTIONS)]
    lang: Lang = "zh" if index % 2 == 0 else "en"
    others = [s for s in FAMILIES if s not in needed]
    stems = [*needed, *([rng.choice(others)] if len(needed) == 1 else [])]
    n = {s: rng.randrange(8, 13) for s in stems}
    typed = {s: FAMILIES[s].localise(FAMILIES[s].rows(n[s], seed + index * 7 + k), lang)
             for k, s in enumerate(stems)}  # fmt: skip
    zh_text, en_text, answer = question(typed, rng)
    text = zh_text if lang == "zh" else en_text
    task_dir = input_dir / task_id
    doc_dir = task_dir / "context" / "doc"
    doc_dir.mkdir(parents=True, exist_ok=True)
    documents: dict[str, Fmt] = {}
    cells: dict[str, dict[str, dict[str, str | None]]] = {}
    for k, stem in enumerate(stems):
        fmt: Fmt = "pdf" if (index + k) % 3 == 0 else "md"
        doc = render(FAMILIES[stem], typed[stem], lang, seed + index)
        _write_doc(doc.text, doc_dir / stem, fmt)
        documents[stem], cells[stem] = fmt, doc.cells
    for i in range(1 + index % 2):
        stem, body = _distractor(index + i, lang, rng)
        fmt = "pdf" if i == 1 else "md"
        _write_doc(body, doc_dir / stem, fmt)
        documents[stem] = fmt
    (task_dir / "context" / "knowledge.md").write_text(
        knowledge([FAMILIES[s] for s in stems], lang), encoding="utf-8"
    )
    (task_dir / "task.json").write_text(
        json.dumps({"task_id": task_id, "question": text}, ensure_ascii=False), encoding="utf-8"
    )
    gold_task = gold_dir / task_id
    gold_task.mkdir(parents=True, exist_ok=True)
    with (gold_task / "gold.csv").open("w", encoding="utf-8", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(answer[0])
        writer.writerows([_cell(v) for v in row] for row in answer[1])
    return TaskGold(task_id, lang, text, documents, list(needed), answer, cells)


def make_taskset(input_dir: Path, gold_dir: Path, count: int = 12, seed: int = 100) -> list[TaskGold]:
    return [make_task(Path(input_dir), Path(gold_dir), f"task_{seed + i}", i, seed) for i in range(count)]
