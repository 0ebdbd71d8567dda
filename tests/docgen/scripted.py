"""A scripted "perfect model" for a generated document: the plan and section tables a good model would
return, as FakeLLMServer rules. Used by the extraction tests and the fan-out benchmark.

Public API::

    plan = gold_plan(gold)                        # dict in the planner's JSON shape
    text = section_table(gold, plan, "3")         # the Markdown table a worker should return
    text = whole_document_table(gold)             # every column, for a one-section plan
    rules = perfect_rules(gold, delay_s=0.0, first_plan=None)   # planner + worker rules
    settings = model_path(settings)               # extraction settings under which they are asked
    rule = slot_rule(cells)                       # names a layout's slots the way a careful model does
    rules = hosted_rules(gold, delay_s=0.0)       # a good model for a whole task_15 run: relevance, plan,
                                                  # sections, drafted queries and the agent loop
    run = run_hosted(root, inputs, out, rules)    # `dataagent run` of ``root`` against them
"""

from __future__ import annotations

import csv
import json
import os
import re
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tests.docgen.generator import Gold
from tests.fake_llm import FakeLLMServer, Rule, reply

if TYPE_CHECKING:
    # The fake model runs in the coordinator's image, which holds no extraction service.
    from services.extraction.settings import ExtractionSettings

BLOCKS = {
    "1": ("basic", "Basic facts", ["company", "secucode"]),
    "2": ("size", "Size of the transfer", ["transfer_date", "transfer_shares", "transfer_ratio"]),
    "3": ("seller", "Seller", ["seller", "seller_shares_before", "seller_ratio_before"]),
    "4": ("buyer", "Buyer", ["buyer", "buyer_shares_before", "buyer_ratio_before"]),
}

_SHARES = (
    "shares with grouping or Chinese numerals with 万, e.g. 25,390,048股 or 约六百九十七万股",
    "integer shares",
)
_RATIO = ("percentage with %, e.g. 1.55%", "ratio, not percent: 1.55% is 0.0155")
MEANINGS: dict[str, tuple[str, str]] = {
    "record_id": ("record number", "record number"),
    "company": ("company short name", "company short name"),
    "secucode": ("six-digit code", "six-digit code"),
    "transfer_date": ("date as written, e.g. 2018年11月14日", "ISO date YYYY-MM-DD"),
    "transfer_shares": _SHARES,
    "transfer_ratio": _RATIO,
    "seller": ("seller name", "seller name"),
    "seller_shares_before": _SHARES,
    "seller_ratio_before": _RATIO,
    "buyer": ("buyer name", "buyer name"),
    "buyer_shares_before": _SHARES,
    "buyer_ratio_before": _RATIO,
}


def gold_plan(gold: Gold, blocks: dict[str, tuple[str, str, list[str]]] | None = None) -> dict[str, Any]:
    blocks = blocks or BLOCKS
    ids = [r["record_id"] for r in gold.table]
    sections = []
    for sid, (block, title, cols) in blocks.items():
        first = min(gold.lines[rid][block] for rid in ids)
        last = max(gold.lines[rid][block] for rid in ids)
        sections.append(
            {
                "id": sid,
                "title": title,
                "start_line": first,
                "end_line": last,
                "columns": ["record_id", *cols],
            }
        )
    used = {"record_id"} | {c for _, _, cols in blocks.values() for c in cols}
    schema = {c: {"doc_meaning": d, "task_meaning": t} for c, (d, t) in MEANINGS.items() if c in used}
    return {"sections": sections, "record_universe": ids, "schema": schema}


def section_table(gold: Gold, plan: dict[str, Any], section_id: str, drop: int = 0) -> str:
    """The section's table as a careful model writes it; ``drop`` leaves out the last rows."""
    section = next(s for s in plan["sections"] if s["id"] == section_id)
    block = next((b for sid, (b, _, _) in BLOCKS.items() if sid == section_id), "basic")
    cols = section["columns"]
    out = ["| __src_line | " + " | ".join(cols) + " |", "|" + "---|" * (len(cols) + 1)]
    ids = plan["record_universe"][: len(plan["record_universe"]) - drop]
    for rid in ids:
        cells = gold.cells[rid]
        line = gold.lines[rid].get(block, "")
        values = [rid if c == "record_id" else (cells.get(c) or "NULL") for c in cols]
        out.append(f"| {line} | " + " | ".join(values) + " |")
    return "\n".join(out)


def whole_document_table(gold: Gold) -> str:
    """Every column in one table, as a worker answers a one-section plan over the whole document."""
    cols = list(gold.table[0])
    out = ["| __src_line | " + " | ".join(cols) + " |", "|" + "---|" * (len(cols) + 1)]
    for row in gold.table:
        rid = row["record_id"]
        values = [rid if c == "record_id" else (gold.cells[rid].get(c) or "NULL") for c in cols]
        out.append(f"| {gold.lines[rid]['basic']} | " + " | ".join(values) + " |")
    return "\n".join(out)


def requested_section(body: dict[str, Any]) -> str:
    text = "\n".join(str(m.get("content") or "") for m in body["messages"])
    m = re.search(r"Section (\S+) '", text)
    return m.group(1) if m else ""


def is_planner(body: dict[str, Any]) -> bool:
    return any("Return the plan JSON" in str(m.get("content")) for m in body["messages"])


def is_worker(body: dict[str, Any]) -> bool:
    return any("## Your section" in str(m.get("content")) for m in body["messages"])


def perfect_rules(gold: Gold, delay_s: float = 0.0, first_plan: dict[str, Any] | None = None) -> list[Rule]:
    plan = gold_plan(gold)
    rules: list[Rule] = []
    if first_plan is not None:
        rules.append(
            reply(json.dumps(first_plan, ensure_ascii=False), when=is_planner, times=1, name="bad-plan")
        )
    rules.append(reply(json.dumps(plan, ensure_ascii=False), when=is_planner, name="plan"))
    rules.append(
        Rule(
            content=lambda body: section_table(gold, plan, requested_section(body)),
            when=is_worker,
            delay_s=delay_s,
            name="worker",
        )
    )
    return rules


def model_path(settings: ExtractionSettings, *, program: bool = False) -> ExtractionSettings:
    """``settings`` with the planner and the section workers asked for every document: the plans from the
    layout and record by record off (whatever the endpoint kind) and the program path off unless
    ``program``."""
    off = dict.fromkeys(("local", "hosted"), False)
    planner = settings.planner.model_copy(update={"layout_plan_by_endpoint": off})
    records = settings.records.model_copy(update={"by_endpoint": off})
    program_settings = settings.program.model_copy(update={"enabled": program})
    return settings.model_copy(update={"planner": planner, "records": records, "program": program_settings})


_SLOT_LINE = re.compile(r"^\s+(s\d+): (.*?)(?:  \(one of: (.*)\))?$", re.MULTILINE)


def is_slot_naming(body: dict[str, Any]) -> bool:
    return any("giving a column for every slot" in str(m.get("content")) for m in body["messages"])


def slot_answer(body: dict[str, Any], cells: dict[str, dict[str, str | None]]) -> str:
    """Each slot named by the column whose cells (as the document writes them) hold most of its examples;
    "none" when no column does or the choices leave it out."""
    text = "\n".join(str(m.get("content") or "") for m in body["messages"])
    answer: dict[str, str] = {}
    for key, examples, choices in _SLOT_LINE.findall(text):
        allowed = re.findall(r"(?:^|, )([a-z][a-z0-9_]*)(?= \[|,|$)", choices) if choices else None
        votes: Counter[str] = Counter()
        for example in (e.strip() for e in examples.split(" | ")):
            votes.update(
                {
                    c
                    for row in cells.values()
                    for c, v in row.items()
                    if v and c != "record_id" and example in v
                }
            )
        fits = [c for c, _ in votes.most_common() if allowed is None or c in allowed]
        answer[key] = fits[0] if fits else "none"
    return json.dumps(answer)


_PICK_LINE = re.compile(r"^- (s\d+): (.*?)   \(in: ", re.MULTILINE)
_PICK_COLUMN = re.compile(r"^## Column (\S+) of the table", re.MULTILINE)


def is_slot_pick(body: dict[str, Any]) -> bool:
    return any("Which one slot holds" in str(m.get("content")) for m in body["messages"])


def pick_answer(body: dict[str, Any], cells: dict[str, dict[str, str | None]]) -> str:
    """The slot whose examples the column's cells hold."""
    text = "\n".join(str(m.get("content") or "") for m in body["messages"])
    column = _PICK_COLUMN.search(text).group(1)
    written = [row.get(column) or "" for row in cells.values()]
    slots = _PICK_LINE.findall(text)
    best = max(slots, key=lambda s: sum(any(e.strip() in w for w in written) for e in s[1].split(" | ")))
    return json.dumps({"slot": best[0]})


def slot_rule(cells: dict[str, dict[str, str | None]], name: str = "slots") -> Rule:
    """Names a layout's slots (and settles a column given to several) as a careful model does."""

    def answer(body: dict[str, Any]) -> str:
        return pick_answer(body, cells) if is_slot_pick(body) else slot_answer(body, cells)

    return Rule(content=answer, when=lambda b: is_slot_naming(b) or is_slot_pick(b), name=name)


# -- a whole task_15 run -------------------------------------------------------------------------------

TASK15_STEM = "lc_sharetransfer"
TASK15_SQL = (
    f"SELECT seller_shares_before, seller_ratio_before FROM {TASK15_STEM} "
    "WHERE secucode = '300707' ORDER BY record_id"
)
_NUMBERED = re.compile(r"^(\d{4,})\t(.*)$", re.MULTILINE)
_BLOCK_ORDER = ("basic", "size", "seller", "buyer")


def first_user(body: dict[str, Any]) -> str:
    return next(str(m.get("content") or "") for m in body["messages"] if m.get("role") == "user")


def system(body: dict[str, Any]) -> str:
    return str(body["messages"][0].get("content") or "")


def located(gold: Gold, body: dict[str, Any]) -> Gold:
    """The gold with each record's block lines read off the numbered document the model was shown.

    A PDF's converted Markdown need not number its lines like the generated text, so a careful model
    (and this script) takes the line numbers from what it reads: the k-th line that opens with
    "记录<id>" is the record's k-th block.
    """
    doc = first_user(body).split(f'<data source="{gold.stem}">', 1)[1].split("</data>", 1)[0]
    lines: dict[str, dict[str, int]] = {rid: {} for rid in gold.lines}
    for m in _NUMBERED.finditer(doc):
        for rid, where in lines.items():
            if re.match(rf"记录{re.escape(rid)}(?![0-9A-Za-z])", m.group(2)) and len(where) < len(
                _BLOCK_ORDER
            ):
                where[_BLOCK_ORDER[len(where)]] = int(m.group(1))
    return replace(gold, lines=lines)


def _verdicts(gold: Gold, body: dict[str, Any]) -> str:
    names = re.search(r"judge each of: (.*)", first_user(body)).group(1).split(", ")
    return json.dumps(
        {
            "verdicts": [
                {"doc_name": n, "reason": "holds the transfers of 300707", "relevant": n == gold.stem}
                for n in names
            ]
        }
    )


def _step(body: dict[str, Any]) -> str:
    steps = [
        {"thought": "how the extracted table stores the code", "tool": "get_table_profile",
         "table": TASK15_STEM},
        {"thought": "the seller's holdings before the transfer", "tool": "submit_answer",
         "answer_kind": "raw_records", "sql": TASK15_SQL},
    ]  # fmt: skip
    done = sum(1 for m in body["messages"] if m.get("role") == "assistant")
    return json.dumps(steps[min(done, len(steps) - 1)])


def _table(gold: Gold, body: dict[str, Any]) -> str:
    doc = located(gold, body)
    return section_table(doc, gold_plan(doc), requested_section(body))


def hosted_rules(gold: Gold, delay_s: float = 0.0) -> list[Rule]:
    """A good hosted model for a task_15 run, each answer after ``delay_s``: relevance votes for the
    narrative document only; the planner and the section workers copy values as the document writes them;
    a drafted query and the agent loop (a profile, then the answer) both give TASK15_SQL."""
    return [
        Rule(content=lambda b: _verdicts(gold, b), delay_s=delay_s, name="relevance",
             when=lambda b: system(b).startswith("You decide which candidate")),
        Rule(content=lambda b: json.dumps(gold_plan(located(gold, b)), ensure_ascii=False), delay_s=delay_s,
             when=is_planner, name="plan"),
        Rule(content=lambda b: _table(gold, b), when=is_worker, delay_s=delay_s, name="worker"),
        Rule(content=json.dumps({"sql": TASK15_SQL}), delay_s=delay_s, name="draft",
             when=lambda b: system(b).startswith("Write one sqlite SQL query")),
        Rule(content=_step, when=lambda b: system(b).startswith("You are a data analyst agent"),
             delay_s=delay_s, name="solver"),
    ]  # fmt: skip


@dataclass
class HostedRun:
    process: subprocess.CompletedProcess[str]
    seconds: float
    requests: list[dict[str, Any]]


def write_answer(gold: Gold, path: Path) -> Path:
    """The gold answer as the CSV a prediction is scored against."""
    with open(path, "w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(gold.answer[0]))
        writer.writeheader()
        writer.writerows(gold.answer)
    return path


def run_hosted(root: Path, inputs: Path, out: Path, rules: list[Rule], timeout_s: float = 1800) -> HostedRun:
    """``dataagent run inputs -o out`` of the checkout at ``root``, its model a FakeLLMServer with
    ``rules`` given as a hosted endpoint: no resends, no response cache (each task asks the model itself:
    a PDF's converted text reads like its Markdown, and a shared cache would answer the second task
    without looking at it), and the program path off (the rules write no parsers)."""
    env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR") and not k.startswith("DATAAGENT_")}
    with FakeLLMServer(rules) as llm:
        env.update(
            DATAAGENT_LLM_BASE_URL=llm.base_url,
            DATAAGENT_LLM_MAX_RETRIES="0",
            DATAAGENT_LLM_CACHE_ENABLED="false",
            DATAAGENT_EXTRACTION_PROGRAM__ENABLED="false",
        )
        t0 = time.monotonic()
        process = subprocess.run(
            [sys.executable, "-m", "cli", "run", str(inputs), "-o", str(out)],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout_s,
        )
        return HostedRun(process, time.monotonic() - t0, list(llm.requests))
