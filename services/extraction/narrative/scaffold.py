"""What a program can see before the planner runs, and the repair of a small model's plan with it.

A narrative document that describes records block by block shows its layout to a program: headings
split it into blocks, and the record ids are the tokens of one shape that recur in several blocks. The
knowledge file often lists the table's fields for the document. The planner gets this as a hint; its
plan is then repaired where a small model slips (ids it made up, a column in two sections, line ranges
outside the document, names that are not snake_case, missing meanings), every repair written down. When
the model gives no usable plan at all, the knowledge's fields make one: a single section over the whole
document.

Public API::

    scaffold = propose(text, knowledge, stem)         # -> Scaffold (record_ids, blocks, fields)
    scaffold.hint() -> str                            # for the planner's message
    plan, notes = repair_plan(plan, scaffold, text, split_shared_columns)   # -> (Plan, notes)
    plan = fallback_plan(scaffold, line_count)        # -> Plan | None (None: the knowledge has no fields)
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field

from services.extraction.narrative.knowledge import knowledge_fields
from services.extraction.narrative.models import ColumnMeaning, Plan, Section

# An id-like token: letters then digits (R01, P-7, SH600519) or a bare run of digits, not part of a
# number written with grouping, a decimal point, a percent sign or a date.
_TOKEN = re.compile(
    r"(?<![0-9A-Za-z%_-])(?<![0-9][.,:/])([A-Za-z]{1,4}[-_]?\d{1,6}|\d{2,8})(?![0-9A-Za-z%_-]|[.,:/]\d)"
)
_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s+\S.*"
    r"|[一二三四五六七八九十百]+[、.．]\s*\S.{0,40}"
    r"|第[一二三四五六七八九十百0-9]+[章节部分条].{0,40}"
    r"|\(?[0-9]{1,2}[.、)）]\s*\S.{0,60})$"
)
_SENTENCE_END = re.compile(r"[。.!?！？；;]\s*$")
_YEAR = re.compile(r"^(19|20)\d{2}$")
KNOWLEDGE_DOC_MEANING = "as written in the document"


@dataclass
class Block:
    title: str
    start_line: int
    end_line: int
    ids: list[str] = field(default_factory=list)


@dataclass
class Scaffold:
    record_ids: list[str]
    blocks: list[Block]
    fields: dict[str, str]

    def hint(self) -> str:
        lines = []
        if self.record_ids:
            lines.append(
                f"- record ids that recur across the blocks ({len(self.record_ids)}), in order: "
                + json.dumps(self.record_ids, ensure_ascii=False)
                + ". Use exactly these as record_universe unless the document clearly has others."
            )
        for b in self.blocks:
            if b.ids:
                title = b.title[:60]
                lines.append(f"- block lines {b.start_line}-{b.end_line}: {title!r} ({len(b.ids)} ids)")
        if self.fields:
            lines.append(
                "- the knowledge names these fields for this document (use these column names, each in "
                "exactly one section): " + ", ".join(self.fields)
            )
        return "\n".join(lines)


def _is_heading(line: str) -> bool:
    text = line.strip()
    if not text or len(text) > 80 or not _HEADING.match(text):
        return False
    return text.startswith("#") or not _SENTENCE_END.search(text)


def _blocks(lines: list[str]) -> list[Block]:
    starts = [i for i, line in enumerate(lines, start=1) if _is_heading(line)]
    if not starts or starts[0] != 1:
        starts = [1, *starts]
    blocks = []
    for k, start in enumerate(starts):
        end = (starts[k + 1] - 1) if k + 1 < len(starts) else len(lines)
        while end > start and not lines[end - 1].strip():
            end -= 1
        if any(lines[i - 1].strip() for i in range(start, end + 1)):
            title = lines[start - 1].strip().lstrip("#").strip() if _is_heading(lines[start - 1]) else ""
            blocks.append(Block(title, start, end))
    return blocks


def _left_context(line: str, start: int) -> str:
    """The two characters before a token, spaces skipped: "记录" in 记录R01, "rd" in "record R01"."""
    return "".join(line[:start].split())[-2:].lower()


def propose(text: str, knowledge: str, stem: str) -> Scaffold:
    """Record ids: the tokens that recur in several blocks after the same words (记录29, 记录R01).

    A token that reads as a year (2030) does not make a family of ids, but joins the family chosen
    without years when it follows the same words (第2030号 among 第2383号, 第2450号)."""
    lines = text.split("\n")
    blocks = _blocks(lines)
    first_seen: dict[str, int] = {}
    block_hits: dict[str, set[int]] = {}
    contexts: dict[str, set[str]] = {}
    year_contexts: dict[str, set[str]] = {}
    for b_index, b in enumerate(blocks):
        for i in range(b.start_line, b.end_line + 1):
            for m in _TOKEN.finditer(lines[i - 1]):
                token = m.group(1)
                first_seen.setdefault(token, i)
                block_hits.setdefault(token, set()).add(b_index)
                by_context = year_contexts if token.isdigit() and _YEAR.match(token) else contexts
                by_context.setdefault(_left_context(lines[i - 1], m.start(1)), set()).add(token)
    need = 2 if len(blocks) > 1 else 1
    recurring = {t for t, hits in block_hits.items() if len(hits) >= need}
    families = {ctx: tokens & recurring for ctx, tokens in contexts.items() if ctx}
    ids: list[str] = []
    if families:
        context, best = max(families.items(), key=lambda item: len(item[1]))
        if len(best) >= 2:
            best = best | (year_contexts.get(context, set()) & recurring)
            ids = sorted(best, key=lambda t: first_seen[t])
    for b_index, b in enumerate(blocks):
        b.ids = [t for t in ids if b_index in block_hits[t]]
    return Scaffold(ids, blocks, knowledge_fields(knowledge, stem))


def snake(name: str) -> str:
    s = re.sub(r"[^0-9a-z]+", "_", name.strip().lower()).strip("_")
    return ("c_" + s if s[:1].isdigit() else s) if s else ""


def _mentioned(token: str, text: str) -> bool:
    return re.search(rf"(?<![0-9A-Za-z]){re.escape(token)}(?![0-9A-Za-z])", text) is not None


def _repair_universe(plan_ids: list[str], scaffold: Scaffold, text: str, notes: list[str]) -> list[str]:
    ids = list(dict.fromkeys(i.strip() for i in plan_ids if i.strip()))
    if len(ids) < len(plan_ids):
        notes.append("record_universe: duplicate or empty ids removed")
    absent = [i for i in ids if not _mentioned(i, text)]
    if absent and len(absent) * 2 > len(ids):
        # Mostly ids of something else: a plan of another document, not a slip to repair.
        return ids
    if absent:
        ids = [i for i in ids if i not in absent]
        notes.append(f"record_universe: ids not written in the document dropped: {absent[:20]}")
    found = scaffold.record_ids
    shared = len(set(ids) & set(found))
    if found and (not plan_ids or shared * 2 >= len(ids)) and set(found) - set(ids):
        added = [i for i in found if i not in ids]
        notes.append(f"record_universe: ids that recur across the document's blocks added: {added[:20]}")
        ids = [*found, *(i for i in ids if i not in found)]
    return ids


def repair_plan(
    plan: Plan, scaffold: Scaffold, text: str, split_shared_columns: bool = True
) -> tuple[Plan, list[str]]:
    """A plan with the slips a program can fix fixed, and one note per repair (empty: nothing changed).

    A column in two sections is a question of meaning (seller's or buyer's holdings?), so the planner
    is asked first; with ``split_shared_columns`` (its last chance spent) a knowledge field stays in its
    first section only and any other name is renamed in the later one.
    """
    notes: list[str] = []
    line_count = len(text.split("\n"))
    universe = _repair_universe(plan.record_universe, scaffold, text, notes)

    renamed: dict[str, str] = {}
    for name in [*plan.columns, *(c for s in plan.sections for c in s.columns)]:
        fixed = snake(name) or f"column_{len(renamed) + 1}"
        if fixed != name:
            renamed[name] = fixed
    if renamed:
        notes.append(f"column names made snake_case: {dict(list(renamed.items())[:20])}")
    columns: dict[str, ColumnMeaning] = {}
    for name, meaning in plan.columns.items():
        columns.setdefault(renamed.get(name, name), meaning)

    sections: list[Section] = []
    owner: dict[str, str] = {}
    seen_ids: Counter[str] = Counter()
    for s in plan.sections:
        seen_ids[s.id] += 1
        sid = s.id if seen_ids[s.id] == 1 else f"{s.id}_{seen_ids[s.id]}"
        if sid != s.id:
            notes.append(f"section id {s.id!r} repeated: renamed {sid!r}")
        cols: list[str] = []
        for c in (renamed.get(c, c) for c in s.columns):
            if c == "record_id" or c in cols:
                continue
            if c in owner and split_shared_columns and c in scaffold.fields:
                # The knowledge gives the name one meaning: the later section's copy is a slip (a buyer's
                # holdings called the seller's), and a missing column is safer than a mislabelled one.
                notes.append(
                    f"column {c!r} was in sections {owner[c]!r} and {sid!r}: the knowledge gives it one "
                    f"meaning, so it is kept in {owner[c]!r} only"
                )
                continue
            if c in owner and split_shared_columns:
                tag = re.sub(r"[^0-9a-z]+", "_", sid.lower()).strip("_") or str(len(sections) + 1)
                new = f"{c}_{tag}"
                notes.append(
                    f"column {c!r} was in sections {owner[c]!r} and {sid!r}: the second is named {new!r} "
                    "so the two blocks' values stay apart"
                )
                if c in columns:
                    columns.setdefault(new, columns[c])
                c = new
            owner.setdefault(c, sid)
            cols.append(c)
        if not cols:
            notes.append(f"section {sid!r} dropped: no columns besides record_id")
            continue
        start, end = sorted((s.start_line, s.end_line))
        if start <= line_count:  # a range starting past the end is another document's: left to validation
            start, end = max(1, start), min(end, line_count)
        if (start, end) != (s.start_line, s.end_line):
            notes.append(f"section {sid!r}: lines {s.start_line}-{s.end_line} set to {start}-{end}")
        cols = ["record_id", *cols]
        sections.append(Section(id=sid, title=s.title, start_line=start, end_line=end, columns=cols))

    for c in ["record_id", *owner]:
        meaning = columns.get(c) or ColumnMeaning()
        doc, task = meaning.doc_meaning.strip(), meaning.task_meaning.strip()
        if doc and task:
            continue
        known = scaffold.fields.get(c, "") if c != "record_id" else ""
        if c == "record_id":
            doc = task = doc or task or "record id as written"
        else:
            doc = doc or KNOWLEDGE_DOC_MEANING
            task = task or known or doc
        columns[c] = ColumnMeaning(doc_meaning=doc, task_meaning=task)
        notes.append(f"schema: meanings of {c!r} filled in" + (" from the knowledge" if known else ""))
    unused = [c for c in columns if c != "record_id" and c not in owner]
    for c in unused:
        del columns[c]
    if unused:
        notes.append(f"schema columns in no section dropped: {unused[:20]}")
    left_out = [f for f in scaffold.fields if f != "record_id" and snake(f) == f and f not in owner]
    if left_out and sections:
        # The worker reads the whole document anyway; a field the knowledge names gets asked for.
        sid = next(i for i in ("knowledge_fields", *(f"knowledge_fields_{n}" for n in range(2, 99)))
                   if i not in {s.id for s in sections})  # fmt: skip
        cols = ["record_id", *left_out]
        sections.append(Section(id=sid, title="fields the plan left out", start_line=1, end_line=line_count,
                                columns=cols))  # fmt: skip
        for f in left_out:
            columns[f] = ColumnMeaning(doc_meaning=KNOWLEDGE_DOC_MEANING, task_meaning=scaffold.fields[f])
            owner[f] = sid
        notes.append(f"fields the knowledge names but no section asked for, in section {sid!r}: {left_out}")
    ordered = {"record_id": columns["record_id"], **{c: columns[c] for c in owner}}
    return Plan(sections=sections, record_universe=universe, columns=ordered), notes


def fallback_plan(scaffold: Scaffold, line_count: int) -> Plan | None:
    """One section over the whole document with the knowledge's fields; None without fields or ids."""
    names = [snake(f) for f in scaffold.fields if snake(f) and snake(f) != "record_id"]
    if not names or not scaffold.record_ids:
        return None
    columns = {
        "record_id": ColumnMeaning(doc_meaning="record id as written", task_meaning="record id as written"),
        **{
            n: ColumnMeaning(doc_meaning=KNOWLEDGE_DOC_MEANING, task_meaning=scaffold.fields[n])
            for n in names
            if n in scaffold.fields
        },
    }
    names = [n for n in names if n in columns]
    section = Section(
        id="1", title="whole document", start_line=1, end_line=line_count, columns=["record_id", *names]
    )
    return Plan(sections=[section], record_universe=list(scaffold.record_ids), columns=columns)
