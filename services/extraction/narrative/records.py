"""Documents read record by record: a list of records (numbered items or paragraphs: a digest of
announcements) whose sentences change from record to record, so that no sentence shape reads them.

The records are found by a program (the enumerator that starts most lines, else the paragraphs); the
columns are the knowledge's fields for the document, and only those the question needs are read (one
short call chooses them, with the fields whose words the question repeats always kept). Each record is
then one short call: the columns with their meanings and the document's opening (its title, its year)
come first, the same for every record so that the model server reuses them, then the record, and the
reply gives each column's value as written. Programs convert the values afterwards, as for any plan.

Public API::

    found = split_records(lines, min_records, max_record_chars)    # -> Records | None
    plan, notes = await plan_records(llm, text, fields, table, question, settings, trace)  # Plan | None
    result = await read_record(llm, text, plan, section_id, settings, trace)        # -> SectionResult
    as_written(value, record) -> str        # "22,200" -> "22,200万元" where the record writes it so
    record_date(value, record) -> str       # "2023-08-0" -> "2023-08-02", the record's date it begins like
    record_figure(value, record) -> str | None   # "0.757" -> "7.57%", the figure with the same digits
    not_a_figure(value, record) -> bool     # a figure's column given words ("未披露", its meaning said back)
    time_bounded(question) -> bool          # the question names a year, a date, a half-year ...: dates read
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ValidationError, create_model

from services.extraction.narrative.models import ColumnMeaning, Plan, Section, SectionResult
from services.extraction.narrative.normalize import parse_date, target_kind
from services.extraction.narrative.parties import column_party, is_figure, misplaced, party_roles, party_view
from services.extraction.narrative.scaffold import KNOWLEDGE_DOC_MEANING
from services.extraction.narrative.validate import SRC
from services.extraction.settings import RecordsSettings
from shared.errors import LLMError
from shared.llm import UNTRUSTED_NOTE, LLMClient, LLMTrace, fence_untrusted
from shared.terms import meaning_lead

# What starts a record: a Markdown heading (by level), 一、, （一）, 1. / 1、, 第一条.
_ENUMERATORS = (
    ("heading", re.compile(r"(#{1,6})\s+\S")),
    ("chinese", re.compile(r"[一二三四五六七八九十百]+\s*[、.．]")),
    ("bracketed", re.compile(r"[（(]\s*[一二三四五六七八九十百0-9]+\s*[)）]")),
    ("number", re.compile(r"[0-9]{1,3}\s*[.、．)）](?![0-9])")),
    ("article", re.compile(r"第\s*[一二三四五六七八九十百千0-9]+\s*[条项笔件]")),
)

CHOOSE_SYSTEM = f"""You choose the columns of a table that a question needs: the columns it filters on,
groups by, computes with or shows. List every column it needs; when unsure about one, include it.
{UNTRUSTED_NOTE}"""

RECORD_SYSTEM = f"""You copy values from one record of a document into one row of a table. For each
column give the value exactly as the record writes it, with its unit, scale or percent sign (1,200万股,
3.5亿元, 2.91%); a date in full, with the year the document states when the record leaves it out; null
when the record does not state the value. Mind which party a value belongs to: a sentence may name a
seller and a buyer, a value before and after. Reply with JSON only.
{UNTRUSTED_NOTE}"""


@dataclass
class Records:
    spans: list[tuple[int, int]]  # each record's first and last line (1-based)
    preamble_end: int  # the last line before the first record (0: none)
    by: str  # what started the records: an enumerator's name, or "paragraphs"


def _style(line: str) -> str | None:
    text = line.strip()
    for name, pattern in _ENUMERATORS:
        m = pattern.match(text)
        if m:
            return f"{name}{len(m.group(1))}" if name == "heading" else name
    return None


def _spans(lines: list[str], starts: list[int]) -> list[tuple[int, int]]:
    spans = []
    for k, start in enumerate(starts):
        end = starts[k + 1] - 1 if k + 1 < len(starts) else len(lines)
        while end > start and not lines[end - 1].strip():
            end -= 1
        spans.append((start, end))
    return spans


def _after_text(lines: list[str], n: int) -> bool:
    return n > 1 and bool(lines[n - 2].strip())


def split_records(lines: list[str], min_records: int, max_record_chars: int) -> Records | None:
    """The records of a document: each starts at a line of the enumerator that starts most lines (at
    least ``min_records``), or, with none, each is a paragraph. None when fewer records are found or one
    is longer than ``max_record_chars`` (a document of long chapters, not a list of records)."""
    styles: dict[str, list[int]] = {}
    for n, line in enumerate(lines, start=1):
        style = _style(line)
        if style:
            styles.setdefault(style, []).append(n)
    best = max(styles.items(), key=lambda item: len(item[1]), default=None)
    if best and len(best[1]) >= min_records:
        by, starts = best[0], best[1]
    else:
        by = "paragraphs"
        starts = [n for n, line in enumerate(lines, start=1) if line.strip() and not _after_text(lines, n)]
    if len(starts) < min_records:
        return None
    spans = _spans(lines, starts)
    if any(sum(len(lines[i - 1]) for i in range(a, b + 1)) > max_record_chars for a, b in spans):
        return None
    return Records(spans, starts[0] - 1, by)


# A question bounded in time: a year, a date, a half-year, a quarter or a month.
_TIME_WORDS = re.compile(
    r"(?:19|20)\d{2}\s*(?:年|-|/|\.)|[上下]半年|季度|\d{1,2}\s*月|\b(?:19|20)\d{2}\b|"
    r"\b(?:quarter|half|year|month|before|after|since|until|between)\b",
    re.I,
)


def time_bounded(question: str) -> bool:
    return bool(_TIME_WORDS.search(question))


def named_fields(question: str, fields: dict[str, str]) -> list[str]:
    """The fields the question names: by their name, or by the leading words of their meaning (two Latin
    words of them, or three Chinese characters in a row: "受让方" of "受让方名称")."""
    low = question.lower()
    out = []
    for name, meaning in fields.items():
        words = meaning_lead(meaning).lower()
        if words.isascii():
            named = len(words.split()) >= 2 and words in low
        else:
            size = min(3, len(words))
            named = size >= 2 and any(words[i : i + size] in low for i in range(len(words) - size + 1))
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
    chosen = set(with_parties([n for n in names if n in chosen], fields))
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
) -> tuple[Plan | None, list[str]]:
    """A plan of one section per record over the columns the question needs, or None with why not.
    ``recurring_ids``: the record ids a program found recurring across the document's blocks; fewer
    records than that means blocks of many records each (basic facts, then sizes ...), not a list."""
    found = split_records(text.split("\n"), cfg.min_records, cfg.max_record_chars)
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


def with_parties(columns: list[str], fields: dict[str, str]) -> list[str]:
    """The columns to read, with every party's name column when one of them is a party's figure: which
    party a record speaks of is checked by their names."""
    roles = party_roles(fields)
    if not any(column_party(fields[c], roles) for c in columns if is_figure(fields[c])):
        return columns
    return [n for n in fields if n in columns or n in roles.values()]


def _key(text: str) -> str:
    return re.sub(r"[\s,，]", "", unicodedata.normalize("NFKC", text)).lower()


# A figure as a record writes it: digits, then a scale, a unit or a percent sign.
_WRITTEN_FIGURE = re.compile(
    r"(?<![\d.])(?P<figure>\d[\d,，]*(?:\.\d+)?)\s*(?P<suffix>[千万亿]*\s*(?:元|股|%|％|‰)?)(?![\d])"
)
_BARE_FIGURE = re.compile(r"[+-]?\d[\d,]*(?:\.\d+)?")


def as_written(value: str, record: str) -> str:
    """A bare figure the model copied without what follows it in the record ("22,200" of "22,200万元",
    "17.94" of "17.94%") completed with it, when every place the record writes that figure says the same;
    anything else as it was."""
    text = value.strip()
    digits = text.replace(",", "")
    if not _BARE_FIGURE.fullmatch(text) or len(digits.replace(".", "").lstrip("+-")) < 2:
        return value
    suffixes = {
        "".join(m.group("suffix").split())
        for m in _WRITTEN_FIGURE.finditer(unicodedata.normalize("NFKC", record))
        if m.group("figure").replace(",", "").replace("，", "") == digits
    }
    if len(suffixes) != 1:
        return value
    suffix = suffixes.pop()
    return f"{text}{suffix}" if suffix else value


_DATE = re.compile(
    r"(?:(?P<y>\d{4})\s*年\s*)?(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号]"
    r"|(?P<y2>\d{4})[-/.](?P<m2>\d{1,2})[-/.](?P<d2>\d{1,2})(?!\d)"
)


_NUMERAL = re.compile(r"[\d零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟]")


def not_a_figure(value: str, record: str) -> bool:
    """A value of a figure's column that holds no numeral, or that is long and not in the record (the
    column's meaning said back, a sentence)."""
    return not _NUMERAL.search(value) or (len(value) > 20 and _key(value) not in _key(record))


def _digits(figure: str) -> str:
    """A figure's significant digits: "0.0608" and "6.08%" both "608", "1,303.47万" and "13034700"
    both "130347"."""
    return re.sub(r"\D", "", figure).strip("0")


def record_figure(value: str, record: str) -> str | None:
    """The one figure the record writes with the digits of ``value`` (the model converted "7.57%" to
    0.757 or "1,303.47万股" to 13034700), as written; None when it writes none or several."""
    digits = _digits(value)
    if len(digits) < 2 or not re.fullmatch(r"[+-]?[\d,.]+", value.strip()):
        return None
    forms = {
        m.group(0).strip()
        for m in _WRITTEN_FIGURE.finditer(unicodedata.normalize("NFKC", record))
        if _digits(m.group("figure")) == digits
    }
    return forms.pop() if len(forms) == 1 else None


def _common_start(a: str, b: str) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


def record_date(value: str, record: str) -> str:
    """A date the model wrote that is not one of the record's dates (cut short, an announcement number
    taken for a date) put back as the record's date it begins like: the one sharing the longest start
    with it, at least its year; a month and day written without a year take the year the record's other
    dates have, else the value's."""
    found = list(_DATE.finditer(unicodedata.normalize("NFKC", record)))
    years = Counter(y for m in found if (y := m.group("y") or m.group("y2")))
    year = years.most_common(1)[0][0] if years else value.strip()[:4]
    written = set()
    for m in found:
        y = m.group("y") or m.group("y2") or (year if year.isdigit() else None)
        month, day = m.group("m") or m.group("m2"), m.group("d") or m.group("d2")
        if y and 1 <= int(month) <= 12 and 1 <= int(day) <= 31:
            written.add(f"{y}-{int(month):02d}-{int(day):02d}")
    iso = parse_date(value)
    if not written or iso in written:
        return value
    shared = {d: _common_start(d, value.strip()) for d in written}
    best = max(shared.values())
    ties = [d for d, n in shared.items() if n == best]
    return ties[0] if best >= 5 and len(ties) == 1 else value


def _settled(
    column: str, value: object, plan: Plan, record: str, opening: str, problems: list[str]
) -> str | None:
    """A column's value as the model gave it, checked against the record (each change noted)."""
    value = None if value is None or str(value).strip().lower() in ("", "null", "none") else str(value)
    kind = target_kind(plan.columns[column].task_meaning)
    written = _key(record)
    if value is not None and kind == "date":
        snapped = record_date(value, record)
        if snapped != value:
            problems.append(f"{column}: {value!r} read as the record's date {snapped!r}")
            value = snapped
    if value is not None and kind not in ("date", "text"):
        whole = as_written(value, record)
        if whole != value:
            problems.append(f"{column}: {value!r} completed as the record writes it: {whole!r}")
            value = whole
    if value is not None and kind != "text" and not_a_figure(value, record):
        problems.append(f"{column}: {value!r} is no figure the record writes; left empty")
        value = None
    if value is not None and _key(value) not in written and _key(value) in _key(opening):
        problems.append(f"{column}: {value!r} is the document's opening, not the record's; left empty")
        value = None
    if value is not None and kind not in ("date", "text") and _key(value) not in written:
        stated = record_figure(value, record)
        problems.append(
            f"{column}: {value!r} is not written so in the record"
            + (f"; read as the figure it writes with the same digits, {stated!r}" if stated else "")
        )
        value = stated or value
    return value


def _writes(value: str, segment: str) -> bool:
    """Whether a segment writes a value: as written, or as a figure with the same digits."""
    if _key(value) in _key(segment):
        return True
    digits = _digits(value)
    figures = _WRITTEN_FIGURE.finditer(unicodedata.normalize("NFKC", segment))
    return len(digits) >= 2 and any(_digits(m.group("figure")) == digits for m in figures)


async def _reread_parties(
    llm: LLMClient,
    plan: Plan,
    columns: list[str],
    opening: str,
    record: str,
    row: dict[str, str | None],
    problems: list[str],
    cfg: RecordsSettings,
    trace: LLMTrace,
    section_id: str,
) -> None:
    """A party's figures that the record writes only where it speaks of another party read again, from
    what the record says of that party alone; one still written only there is left empty."""
    meanings = {c: plan.columns[c].task_meaning for c in columns}
    for party, others, wrong in misplaced(row, meanings, record, _writes):
        view = party_view(record, party, others)
        reply_model: type[BaseModel] = create_model(
            "PartyValues", **{c: (str | int | float | None, None) for c in wrong}
        )  # type: ignore[call-overload]
        try:
            reply = await llm.structured(
                record_messages(plan, wrong, opening, view),
                reply_model,
                max_tokens=cfg.max_tokens,
                trace=trace,
                label=f"record {section_id} {party[:12]}",
            )
        except (LLMError, ValidationError) as e:
            reply = None
            problems.append(f"{', '.join(wrong)}: the re-read for {party!r} failed ({e})")
        for column in wrong:
            before = row[column]
            value = _settled(column, getattr(reply, column, None), plan, record, opening, problems)
            again = misplaced({**row, column: value}, meanings, record, _writes)
            if value is not None and any(column in cols for p, _, cols in again if p == party):
                value = None
            problems.append(
                f"{column}: {before!r} is written where the record speaks of another party than {party!r}; "
                f"read again from what it says of {party!r}: {value!r}"
            )
            row[column] = value


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
        row[column] = _settled(column, getattr(reply, column, None), plan, record, opening, problems)
    await _reread_parties(llm, plan, columns, opening, record, row, problems, cfg, trace, section_id)
    return SectionResult(section_id=section_id, valid=True, method="record", attempts=1, problems=problems,
                         rows=[row])  # fmt: skip
