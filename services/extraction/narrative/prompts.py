"""Prompts of the planner, the section workers, the section programs and the generated transforms."""

from __future__ import annotations

import json
from collections.abc import Sequence

from services.extraction.narrative.models import Plan, Section
from shared.llm import UNTRUSTED_NOTE, fence_untrusted

# Every call about one document (the plan, each section's table) shares the system prompt and opens its
# user message with the numbered document, so the model server reuses that processed prefix from one
# call to the next (llama.cpp keeps the longest common prefix; hosted endpoints cache prefixes too); the
# instructions that differ come after the document.
DOCUMENT_SYSTEM = f"""You work on one narrative document. The user message gives the document first, with
numbered lines, then the task and the reply it needs.
{UNTRUSTED_NOTE}"""

PLANNER_TASK = """## Task: plan the extraction of this document into ONE wide table
Narrative documents often describe the same records block by block (basic facts of every record, then
sizes, then one party, then another). Do not extract values; return a plan as JSON:
- record_universe: EVERY record id in the document (strings, no duplicates). Use the id the document
  writes for each record (a record number, a code); never invent ids.
- sections: one per block of attributes: {"id", "title", "start_line", "end_line", "columns"}.
  start_line/end_line are line numbers of the numbered document covering the WHOLE block. columns start
  with "record_id", then the block's attributes in snake_case.
- schema: every column (record_id included) -> {"doc_meaning", "task_meaning"}. doc_meaning says how
  the document writes it (e.g. "percentage with %, like 1.55%", "Chinese numerals with 万: 约六百九十七万股");
  task_meaning says what the table must hold, following the knowledge (e.g. "ratio, like 0.0155",
  "integer number of shares", "ISO date YYYY-MM-DD"). Make them identical when no conversion is needed.
- Every column except record_id belongs to exactly ONE section. When two blocks mention the same kind of
  value for different parties (seller's and buyer's holdings before the transfer), use different names
  (seller_shares_before, buyer_shares_before)."""

WORKER_TASK = """## Task: copy values from this document into a Markdown table for one section
Rules: exactly one row per record id of the universe, in that order; copy values exactly as written
(no unit conversion, no rounding); write NULL where the section says nothing about a record; the first
column __src_line is the line number the row's values come from. Reply with the table only."""

PROGRAM_SYSTEM = f"""You write a small Python parser for one section of a narrative document whose records
are written in a repeated sentence shape. Write `def parse(lines):` where lines is a list of
[line_number, text] for the WHOLE document; return a list of dicts, one per record, with the keys
"__src_line" (int), "record_id" and the section's columns; values are strings copied exactly as written
(no unit conversion), or None. Use only the standard modules re, json, math, datetime, unicodedata.
Mind full-width punctuation (，。：；（）) and optional words. Reply with one ```python block only.
{UNTRUSTED_NOTE}"""

TRANSFORM_SYSTEM = """You write `def transform(s):` in Python that converts one document value (a string)
to the target meaning and returns a string: numbers as plain digits with a dot (no grouping, no unit, no
%), dates as YYYY-MM-DD; return None when s cannot be converted. Use only re, math, decimal,
unicodedata, datetime. Reply with one ```python block only."""


def planner_messages(
    stem: str,
    numbered_doc: str,
    knowledge_top: str,
    excerpts: str,
    question: str,
    problems: Sequence[str],
    layout_hint: str = "",
) -> list[dict[str, str]]:
    parts = [_document(stem, numbered_doc), PLANNER_TASK]
    if question:
        parts.append(f"## The question this table will serve\n{question}")
    if knowledge_top:
        parts.append("## Knowledge (top of knowledge.md)\n" + fence_untrusted("knowledge.md", knowledge_top))
    if excerpts:
        parts.append(
            f"## Knowledge about {stem} (excerpts)\n" + fence_untrusted(f"knowledge.md: {stem}", excerpts)
        )
    if layout_hint:
        parts.append("## What a program found in the document and the knowledge\n" + layout_hint)
    parts.append("Return the plan JSON: sections, record_universe, schema.")
    messages = [
        {"role": "system", "content": DOCUMENT_SYSTEM},
        {"role": "user", "content": "\n\n".join(parts)},
    ]
    if problems:
        messages.append(
            {
                "role": "user",
                "content": "Your previous plan was rejected: "
                + "; ".join(problems)
                + ". Return the whole corrected plan.",
            }
        )
    return messages


def _section_brief(plan: Plan, section: Section) -> str:
    cols = {c: plan.columns[c].model_dump() for c in section.columns if c in plan.columns}
    return (
        f"Section {section.id} '{section.title}', lines {section.start_line}-{section.end_line}.\n"
        f"Columns and meanings: {json.dumps(cols, ensure_ascii=False)}"
    )


def worker_messages(stem: str, numbered_doc: str, plan: Plan, section: Section) -> list[dict[str, str]]:
    header = "| __src_line | " + " | ".join(section.columns) + " |"
    user = (
        f"{_document(stem, numbered_doc)}\n\n{WORKER_TASK}\n\n"
        f"## Your section\n{_section_brief(plan, section)}\n\n"
        f"## Record universe ({len(plan.record_universe)} ids, one row each, in this order)\n"
        f"{json.dumps(plan.record_universe, ensure_ascii=False)}\n\n"
        f"Reply with this table:\n{header}\n|" + "---|" * (len(section.columns) + 1)
    )
    return [{"role": "system", "content": DOCUMENT_SYSTEM}, {"role": "user", "content": user}]


def _document(stem: str, numbered_doc: str) -> str:
    """The opening of every call about one document (the prefix they share)."""
    return f"## Document {stem} (numbered lines)\n" + fence_untrusted(stem, numbered_doc)


def worker_retry(problems: Sequence[str], missing: Sequence[str], duplicates: Sequence[str]) -> str:
    ask = "Your table is not valid: " + "; ".join(problems) + "."
    if missing:
        ask += f" Add rows for the missing ids {list(missing)} (NULL where the section says nothing)."
    if duplicates:
        ask += f" Give the ids {list(duplicates)} one row each, not several."
    return ask + " Reply with the whole corrected table only."


def program_messages(plan: Plan, section: Section, sample: str, ids_shown: int) -> list[dict[str, str]]:
    ids = plan.record_universe
    user = (
        f"## Section\n{_section_brief(plan, section)}\n\n"
        f"## Record ids ({len(ids)}): {json.dumps(ids[:ids_shown], ensure_ascii=False)}"
        + (" ..." if len(ids) > ids_shown else "")
        + f"\n\n## Sample lines of this section\n{fence_untrusted('sample', sample)}\n\n"
        "Write parse(lines) returning one dict per record id."
    )
    return [{"role": "system", "content": PROGRAM_SYSTEM}, {"role": "user", "content": user}]


def transform_messages(
    column: str,
    doc_meaning: str,
    task_meaning: str,
    values: Sequence[str],
    anchors: Sequence[tuple[str, str]],
) -> list[dict[str, str]]:
    shown = "\n".join(json.dumps(v, ensure_ascii=False) for v in values)
    known = "\n".join(f"{json.dumps(s, ensure_ascii=False)} -> {v}" for s, v in anchors)
    user = (
        f"Column {column}.\nAs written in the document: {doc_meaning}\nTarget meaning: {task_meaning}\n\n"
        f"Values to convert:\n{shown}\n"
        + (f"\nAlready converted (your function must agree):\n{known}\n" if known else "")
    )
    return [{"role": "system", "content": TRANSFORM_SYSTEM}, {"role": "user", "content": user}]
