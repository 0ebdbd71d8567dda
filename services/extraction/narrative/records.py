"""Documents read record by record: a list of records (numbered items or paragraphs: a digest of
announcements) whose sentences change from record to record, so that no sentence shape reads them.

The records are found by a program (services/extraction/narrative/recordsplit.py); the
columns are the knowledge's fields for the document, and only those the question needs are read (one
short call chooses them, with the fields whose words the question repeats always kept). Each record is
then one short call: the columns with their meanings and the document's opening (its title, its year)
come first, the same for every record so that the model server reuses them, then the record, and the
reply gives each column's value as written, checked against the record's text by programs
(services/extraction/narrative/recordvalues.py). Programs convert the values afterwards, as for any plan.

Public API::

    plan, notes = await plan_records(llm, text, fields, table, question, settings, trace)  # Plan | None
    result = await read_record(llm, text, plan, section_id, settings, trace)        # -> SectionResult
    time_bounded(question) -> bool          # the question names a year, a date, a half-year ...: dates read
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ValidationError, create_model

from services.extraction.narrative.excluded import not_ruled_out
from services.extraction.narrative.models import ColumnMeaning, Plan, Section, SectionResult
from services.extraction.narrative.normalize import target_kind
from services.extraction.narrative.recordsplit import split_records
from services.extraction.narrative.recordtext import listed_values, the_company
from services.extraction.narrative.recordvalues import settled, untangle_labelled
from services.extraction.narrative.scaffold import KNOWLEDGE_DOC_MEANING
from services.extraction.narrative.validate import SRC
from services.extraction.settings import RecordsSettings
from shared.errors import LLMError
from shared.llm import UNTRUSTED_NOTE, LLMClient, LLMTrace, fence_untrusted
from shared.terms import meaning_lead

CHOOSE_SYSTEM = f"""You choose the columns of a table that a question needs: the columns it filters on,
groups by, computes with or shows. List every column it needs; when unsure about one, include it.
{UNTRUSTED_NOTE}"""

RECORD_SYSTEM = f"""You copy values from one record of a document into one row of a table. For each
column give the value exactly as the record writes it, with its unit, scale or percent sign (1,200万股,
3.5亿元, 2.91%); a date in full, with the year the document states when the record leaves it out; null
when the record does not state the value. Mind which party a value belongs to: a sentence may name a
seller and a buyer, a value before and after. Reply with JSON only.
{UNTRUSTED_NOTE}"""


# A question bounded in time: a year, a date, a half-year, a quarter or a month.
_TIME_WORDS = re.compile(
    r"(?:19|20)\d{2}\s*(?:年|-|/|\.)|[上下]半年|季度|\d{1,2}\s*月|\b(?:19|20)\d{2}\b|"
    r"\b(?:quarter|half|year|month|before|after|since|until|between)\b",
    re.I,
)


def time_bounded(question: str) -> bool:
    return bool(_TIME_WORDS.search(question))


# A value a meaning quotes: "预告所属报告期，如“2023年度”“2023年半年度”".
_QUOTED = re.compile(r"[“「『]([^”」』]{2,40})[”」』]")


def named_fields(question: str, fields: dict[str, str]) -> list[str]:
    """The fields the question names: by their name, by the leading words of their meaning (two Latin
    words of them, or three Chinese characters in a row: "受让方" of "受让方名称"), or by one of the
    values their meaning lists or quotes ("实施完成" of "事项进度：回购进展 / 实施完成", "2023年度" of
    "报告期，如“2023年度”": the question filters on it)."""
    low = question.lower()
    out = []
    for name, meaning in fields.items():
        words = meaning_lead(meaning).lower()
        if words.isascii():
            named = len(words.split()) >= 2 and words in low
        else:
            size = min(3, len(words))
            named = size >= 2 and any(words[i : i + size] in low for i in range(len(words) - size + 1))
        listed = [v.lower() for v in listed_values(meaning) + _QUOTED.findall(meaning)]
        named = named or any(len(v) >= (2 if not v.isascii() else 4) and v in low for v in listed)
        if name.lower() in low or named:
            out.append(name)
    return out


async def needed_fields(
    llm: LLMClient,
    fields: dict[str, str],
    table: str,
    question: str,
    cfg: RecordsSettings,
    trace: LLMTrace,
) -> tuple[list[str], list[str]]:
    """The fields a question needs, in the knowledge's order, and what was noted: every field when the
    question is empty, the fields are few, or the choice fails."""
    names = [n for n in fields if n != "record_id"]
    if not question or len(names) <= cfg.all_columns_up_to:
        return names, []
    listed = "\n".join(f"- {n}: {fields[n]}" for n in names)
    user = (
        f"## Columns of the table {table}\n{fence_untrusted(f'{table} columns', listed)}\n\n"
        f"## Question\n{fence_untrusted('question', question)}\n\n"
        'Which columns does the question need? Reply with JSON {"columns": [...]}.'
    )
    reply_model = create_model("NeededColumns", columns=(list[Literal[tuple(names)]], ...))  # type: ignore[valid-type]
    messages = [{"role": "system", "content": CHOOSE_SYSTEM}, {"role": "user", "content": user}]
    try:
        reply = await llm.structured(
            messages, reply_model, max_tokens=cfg.choose_max_tokens, trace=trace, label=f"columns {table}"
        )
    except (LLMError, ValidationError) as e:
        return names, [f"the columns the question needs were not chosen ({e}): every column is read"]
    chosen = set(reply.columns) | set(named_fields(question, fields))
    if time_bounded(question):
        # A question bounded in time needs a date, and which of the record's dates is often unsaid.
        chosen |= {n for n in names if target_kind(fields[n]) == "date"}
    if not chosen:
        return names, ["no column was chosen for the question: every column is read"]
    left = [n for n in names if n not in chosen]
    notes = [f"read first, for the question: {', '.join(n for n in names if n in chosen)}"]
    if left:
        notes.append(f"not read (the question does not need them): {', '.join(left)}")
    return [n for n in names if n in chosen], notes


async def plan_records(
    llm: LLMClient,
    text: str,
    fields: dict[str, str],
    table: str,
    question: str,
    cfg: RecordsSettings,
    trace: LLMTrace,
    recurring_ids: int = 0,
    expected: int = 0,
) -> tuple[Plan | None, list[str]]:
    """A plan of one section per record over the columns the question needs, or None with why not.
    ``recurring_ids``: the record ids a program found recurring across the document's blocks; fewer
    records than that means blocks of many records each (basic facts, then sizes ...), not a list.
    ``expected``: the number of records the knowledge states (0: none)."""
    found = split_records(text.split("\n"), cfg.min_records, cfg.max_record_chars, expected)
    if found is None:
        return None, ["not read record by record: no list of records was found"]
    if len(found.spans) < recurring_ids:
        return None, [
            f"not read record by record: {len(found.spans)} items hold {recurring_ids} recurring record ids"
        ]
    if len(found.spans) > cfg.max_records:
        return None, [f"not read record by record: {len(found.spans)} records (at most {cfg.max_records})"]
    columns, notes = await needed_fields(llm, fields, table, question, cfg, trace)
    schema = {
        "record_id": ColumnMeaning(
            doc_meaning="the record's place in the document", task_meaning="record number, kept as text"
        )
    }
    for name in columns:
        schema[name] = ColumnMeaning(doc_meaning=KNOWLEDGE_DOC_MEANING, task_meaning=fields[name])
    lines = text.split("\n")
    sections = [
        Section(
            id=f"r{k:04d}",
            title=lines[a - 1].strip()[:60],
            start_line=a,
            end_line=b,
            columns=["record_id", *columns],
        )
        for k, (a, b) in enumerate(found.spans, start=1)
    ]
    universe = [str(k) for k in range(1, len(sections) + 1)]
    notes.insert(0, f"{len(sections)} records, one per {found.by}")
    return Plan(sections=sections, record_universe=universe, schema=schema, records=True), notes


def record_messages(plan: Plan, columns: list[str], opening: str, record: str) -> list[dict[str, str]]:
    listed = "\n".join(f"- {c}: {plan.columns[c].task_meaning}" for c in columns)
    user = (
        f"## Columns to fill\n{listed}\n\n"
        + (f"## The document's opening\n{fence_untrusted('opening', opening)}\n\n" if opening else "")
        + f"## One record\n{fence_untrusted('record', record)}\n\n"
        f"Reply with JSON giving every column ({', '.join(columns)}) its value as the record writes it, "
        "or null."
    )
    return [{"role": "system", "content": RECORD_SYSTEM}, {"role": "user", "content": user}]


async def read_record(
    llm: LLMClient,
    text: str,
    plan: Plan,
    section_id: str,
    cfg: RecordsSettings,
    trace: LLMTrace,
) -> SectionResult:
    """One record's row. A value that is not a date and is not found in the record as written (spacing,
    grouping and full-width forms aside) is kept with a problem noted: the model may have converted it."""
    index = next(i for i, s in enumerate(plan.sections) if s.id == section_id)
    section = plan.sections[index]
    lines = text.split("\n")
    first = min(s.start_line for s in plan.sections)
    opening = "\n".join(lines[: first - 1]).strip()[: cfg.opening_chars]
    record = "\n".join(lines[section.start_line - 1 : section.end_line])
    columns = section.columns[1:]
    reply_model: type[BaseModel] = create_model(
        "RecordValues", **{c: (str | int | float | None, None) for c in columns}
    )  # type: ignore[call-overload]
    reply = await llm.structured(
        record_messages(plan, columns, opening, record),
        reply_model,
        max_tokens=cfg.max_tokens,
        trace=trace,
        label=f"record {section_id}",
    )
    row: dict[str, str | None] = {SRC: str(section.start_line), "record_id": plan.record_universe[index]}
    problems: list[str] = []
    for column in columns:
        row[column] = settled(column, getattr(reply, column, None), plan, record, opening, problems)
    untangle_labelled(row, plan, columns, record, problems)
    not_ruled_out(row, plan, columns, record, problems)
    the_company(row, plan, columns, problems)
    return SectionResult(section_id=section_id, valid=True, method="record", attempts=1, problems=problems,
                         rows=[row])  # fmt: skip
