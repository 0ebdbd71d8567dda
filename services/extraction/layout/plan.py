"""A plan made from a regular document's layout: programs find the blocks, the record ids and the sentence
shapes; the model only names the shapes' slots, from a prompt of a few hundred tokens instead of the
whole document. The plan's sections are then read by a program, with no model call.

Public API::

    outcome = await plan_from_layout(llm, text, scaffold, stem, question, max_tokens, trace)
    outcome.plan      # Plan with ``shapes`` (None: the layout is not regular or the naming failed)
    outcome.notes     # why not, or what was repaired
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ValidationError, create_model

from services.extraction.layout.shapes import ID_SLOT, BlockShapes, induce_shapes, match_line
from services.extraction.narrative.models import ColumnMeaning, LineShape, Piece, Plan, Section
from services.extraction.narrative.normalize import parse_date, target_kind
from services.extraction.narrative.scaffold import KNOWLEDGE_DOC_MEANING, Scaffold, snake
from shared.errors import LLMError
from shared.llm import UNTRUSTED_NOTE, LLMClient, LLMTrace, fence_untrusted
from shared.numbers import parse_number

NONE = "none"
# A block is read by its shapes only when they read at least this share of its record lines.
MIN_READ_SHARE = 0.9
EXAMPLES = 3

SYSTEM = f"""You match the value slots of a document's sentences to the columns of one table.
Each block of the document writes every record in the same sentence; in the sentences below {{record_id}}
is the record's id and each {{sN}} is a slot whose value changes from record to record (examples are
listed under the sentence). Give every slot the column its values belong to. A column goes to one slot
only, except that alternative sentences of the same block may share columns. When the same kind of value
appears for different parties (a seller's and a buyer's holdings), pick the column of the party the
sentence is about. A slot whose only choice is "{NONE}" holds no column of the table.
{UNTRUSTED_NOTE}"""


@dataclass
class SlotInfo:
    key: str  # the slot's name in the prompt (s1, s2 ... over the whole document)
    block: int  # index into the read blocks
    shape: int  # index into the block's shapes (shapes of one block are alternative sentences)
    examples: list[str]
    sentence: str = ""  # its shape as the prompt shows it


@dataclass
class LayoutOutcome:
    plan: Plan | None
    notes: list[str] = field(default_factory=list)
    slots: dict[str, str] = field(default_factory=dict)  # slot -> column, as finally used


def read_blocks(text: str, scaffold: Scaffold) -> tuple[list[BlockShapes], list[str]]:
    """The blocks whose record lines follow shapes, and why the others were left out."""
    lines = text.split("\n")
    read: list[BlockShapes] = []
    notes: list[str] = []
    for block in scaffold.blocks:
        if not block.ids:
            continue
        shapes = induce_shapes(lines, block, scaffold.record_ids)
        if shapes is None:
            notes.append(f"block {block.title!r} (lines {block.start_line}-{block.end_line}): no shape")
            continue
        unread = len(shapes.unread)
        if unread > (1 - MIN_READ_SHARE) * len(shapes.lines):
            notes.append(
                f"block {block.title!r}: {unread} of {len(shapes.lines)} record lines follow no shape"
            )
            continue
        read.append(shapes)
    return read, notes


def numbered_slots(
    blocks: list[BlockShapes], lines: list[str]
) -> tuple[list[list[LineShape]], list[SlotInfo]]:
    """Every block's shapes, their slots renamed s1, s2 ... over the document, and each slot's examples."""
    slots: list[SlotInfo] = []
    out: list[list[LineShape]] = []
    for b, shapes in enumerate(blocks):
        renamed_shapes = []
        for k, shape in enumerate(shapes.shapes):
            rename: dict[str, str] = {}
            for name in shape.slots():
                if name != ID_SLOT:
                    rename[name] = f"s{len(slots) + 1}"
                    slots.append(SlotInfo(rename[name], b, k, []))
            pieces = [Piece(text=p.text, slot=rename.get(p.slot, p.slot)) for p in shape.pieces]
            renamed = LineShape(pieces=pieces)
            for info in slots:
                if info.key in rename.values():
                    info.sentence = renamed.render()
            renamed_shapes.append(renamed)
            by_key = {s.key: s for s in slots}
            for n in sorted(shapes.lines):
                values = match_line(renamed, lines[n - 1])
                for key, value in (values or {}).items():
                    info = by_key.get(key)
                    if info and value and value not in info.examples and len(info.examples) < EXAMPLES:
                        info.examples.append(value)
        out.append(renamed_shapes)
    return out, slots


def _messages(
    stem: str,
    question: str,
    fields: dict[str, str],
    blocks: list[BlockShapes],
    shapes: list[list[LineShape]],
    slots: list[SlotInfo],
    choices: dict[str, list[str]] | None = None,
) -> list[dict[str, str]]:
    """The naming request: the question, the table's columns, then the shapes that hold a slot of
    ``slots`` with each such slot's examples and choices (fenced: the shapes are the document's words);
    slots settled without the model are shown by their column."""
    parts = []
    if question:
        parts.append(f"## The question the table will serve\n{question}")
    if fields:
        listed = "\n".join(f"- {name}: {meaning}" for name, meaning in fields.items() if name != ID_SLOT)
        parts.append(f"## Columns of the table {stem}\n{listed}")
    else:
        parts.append(f"## Columns of the table {stem}\nName each column yourself, in snake_case English.")
    body = []
    by_block: dict[int, list[SlotInfo]] = {}
    for s in slots:
        by_block.setdefault(s.block, []).append(s)
    for b, block in enumerate(blocks):
        asked = [shape for shape in shapes[b] if any(s.key in shape.slots() for s in by_block.get(b, []))]
        if not asked:
            continue
        title = block.block.title or f"lines {block.block.start_line}-{block.block.end_line}"
        body.append(f"Block {b + 1}: {title}")
        for shape in asked:
            body.append("  " + shape.render())
            for s in by_block.get(b, []):
                if s.key in shape.slots():
                    # Each choice with its meaning: names alone let a small model go by their order.
                    shown = (
                        [f"{c} [{fields[c]}]" if fields.get(c) else c for c in choices[s.key]]
                        if choices
                        else []
                    )
                    among = f"  (one of: {', '.join(shown)})" if shown else ""
                    body.append(f"    {s.key}: " + " | ".join(s.examples) + among)
    parts.append(f"## Sentences of {stem}\n" + fence_untrusted(f"{stem} sentences", "\n".join(body)))
    keys = ", ".join(s.key for s in slots)
    parts.append(f"Answer with JSON giving a column for every slot: {keys}.")
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "\n\n".join(parts)}]


def _slot_kind(examples: list[str]) -> str:
    """What a slot's values are: "date", "percent", "code" (digits of one length, no grouping), "number"
    or "text"."""
    if examples and all(parse_date(v) for v in examples):
        return "date"
    parsed = [parse_number(v) for v in examples]
    if examples and all(p is not None for p in parsed):
        if all(p.percent for p in parsed if p is not None):
            return "percent"
        lengths = {len(v) for v in examples}
        if all(v.isdigit() for v in examples) and len(lengths) == 1 and min(lengths) > 3:
            return "code"
        return "number"
    return "text"


# Which column kinds a slot of each kind can hold: a value's kind is certain, a meaning's only a reading
# of its words, so only clear mismatches are ruled out.
_FITS = {
    "date": {"date"},
    "percent": {"ratio", "percent"},
    "code": {"code", "text", "integer", "number"},
    "number": {"integer", "number", "ratio", "percent"},
    "text": {"text"},
}
# A column whose meaning calls it a code or a number of digits holds codes, not names.
_CODE_MEANING = re.compile(r"\bcodes?\b|\bdigits?\b|-digit|代码|编码", re.I)


def _column_kind(meaning: str) -> str:
    kind = target_kind(meaning)
    return "code" if kind == "text" and _CODE_MEANING.search(meaning) else kind


def slot_choices(slots: list[SlotInfo], fields: dict[str, str]) -> dict[str, list[str]]:
    """The columns each slot may take: those whose meaning fits its values ("none" when no column does)."""
    kinds = {name: _column_kind(meaning) for name, meaning in fields.items() if name != ID_SLOT}
    choices = {}
    for s in slots:
        kind = _slot_kind(s.examples)
        fit = [n for n, k in kinds.items() if k in _FITS[kind]]
        if kind == "code":
            # Digits of one length are a code where the knowledge has code columns.
            fit = [n for n in fit if kinds[n] == "code"] or fit
        choices[s.key] = fit or [NONE]
    return choices


def _reply_model(slots: list[SlotInfo], choices: dict[str, list[str]] | None) -> type[BaseModel]:
    """The answer's schema: every slot a key; its value one of its choices (any name without a list)."""
    fields: dict[str, object] = {}
    for s in slots:
        kind: object = Literal[tuple(choices[s.key])] if choices else str
        fields[s.key] = (kind, ...)
    return create_model("SlotColumns", **fields)


def conflicts(answer: dict[str, str], slots: list[SlotInfo]) -> dict[str, list[SlotInfo]]:
    """Columns given to several slots that are not alternatives of each other: slots of different blocks,
    or of one sentence (alternative sentences of one block may share a column)."""
    by_column: dict[str, list[SlotInfo]] = {}
    for s in slots:
        column = answer.get(s.key, NONE)
        if column != NONE:
            by_column.setdefault(column, []).append(s)
    found = {}
    for column, owners in by_column.items():
        places = [(s.block, s.shape) for s in owners]
        if len({b for b, _ in places}) > 1 or len(set(places)) < len(places):
            found[column] = owners
    return found


def _pick_messages(stem: str, column: str, meaning: str, owners: list[SlotInfo]) -> list[dict[str, str]]:
    listed = "\n".join(f"- {s.key}: {' | '.join(s.examples)}   (in: {s.sentence})" for s in owners)
    user = (
        f"## Column {column} of the table {stem}\n{meaning}\n\n"
        f"## Slots it was given to\n{fence_untrusted(f'{stem} slots', listed)}\n\n"
        f'Which one slot holds the values of {column}? Answer with JSON {{"slot": "..."}}.'
    )
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}]


def _inferred_meaning(examples: list[str]) -> str:
    """A target meaning read off the values when the knowledge defines none: dates and numbers get their
    kind; codes (leading zeros count) and anything else stay as written."""
    kind = _slot_kind(examples)
    if kind in ("text", "code"):
        return ""
    if kind == "date":
        return "ISO date YYYY-MM-DD"
    if kind == "percent":
        return "percent number (1.55 for 1.55%)"
    parsed = [parse_number(v) for v in examples]
    return "integer" if all(p and p.value == p.value.to_integral_value() for p in parsed) else "number"


def _named(shape: LineShape, column_of: dict[str, str]) -> LineShape:
    """The shape with its slots named by their columns ("_sN" for a slot no column takes)."""

    def name(slot: str) -> str:
        return slot if slot == ID_SLOT else column_of.get(slot, f"_{slot}")

    return LineShape(pieces=[Piece(text=p.text, slot=name(p.slot) if p.slot else "") for p in shape.pieces])


def build_plan(
    blocks: list[BlockShapes],
    shapes: list[list[LineShape]],
    slots: list[SlotInfo],
    answer: dict[str, str],
    scaffold: Scaffold,
) -> tuple[Plan | None, list[str]]:
    """Sections from the named slots: a column given to two blocks stays with the first; a section left with
    no column is dropped."""
    notes: list[str] = []
    used: dict[str, int] = {}
    column_of: dict[str, str] = {}
    examples: dict[str, list[str]] = {}
    for s in slots:
        column = snake(answer.get(s.key, NONE)) if answer.get(s.key, NONE) != NONE else ""
        if not column or column == ID_SLOT:
            continue
        if used.setdefault(column, s.block) != s.block:
            notes.append(f"{s.key}: {column} already taken by block {used[column] + 1}; slot left out")
            continue
        column_of[s.key] = column
        examples.setdefault(column, []).extend(v for v in s.examples if v not in examples.get(column, []))
    sections: list[Section] = []
    plan_shapes: dict[str, list[LineShape]] = {}
    for b, block in enumerate(blocks):
        columns = list(dict.fromkeys(column_of[k] for sh in shapes[b] for k in sh.slots() if k in column_of))
        if not columns:
            notes.append(f"block {b + 1} ({block.block.title!r}): no slot named; not read")
            continue
        sid = str(b + 1)
        sections.append(
            Section(
                id=sid,
                title=block.block.title,
                start_line=block.block.start_line,
                end_line=block.block.end_line,
                columns=[ID_SLOT, *columns],
            )
        )
        plan_shapes[sid] = [_named(sh, column_of) for sh in shapes[b]]
    if not sections:
        return None, notes
    own = scaffold.fields.get(ID_SLOT) or "record id as written"
    meanings = {ID_SLOT: ColumnMeaning(doc_meaning="record id as written", task_meaning=own)}
    for column in dict.fromkeys(c for s in sections for c in s.columns[1:]):
        shown = examples.get(column, [])[:EXAMPLES]
        doc = KNOWLEDGE_DOC_MEANING + (", e.g. " + ", ".join(shown) if shown else "")
        task = scaffold.fields.get(column) or _inferred_meaning(shown) or doc
        meanings[column] = ColumnMeaning(doc_meaning=doc, task_meaning=task)
    missing = [f for f in scaffold.fields if f != ID_SLOT and f not in meanings]
    if missing:
        notes.append(f"fields of the knowledge no slot holds: {', '.join(missing)}")
    plan = Plan(sections=sections, record_universe=list(scaffold.record_ids), columns=meanings)
    plan.shapes = plan_shapes
    return plan, notes


async def plan_from_layout(
    llm: LLMClient,
    text: str,
    scaffold: Scaffold,
    stem: str,
    question: str,
    max_tokens: int,
    trace: LLMTrace,
) -> LayoutOutcome:
    """The plan of a regular document, or None with the reason: too few record ids, no block whose lines
    follow shapes, or no usable naming from the model. A column the model gives to several slots is
    settled by one more, focused, question."""
    if len(scaffold.record_ids) < 2:
        return LayoutOutcome(None, ["no record ids recur across the document's blocks"])
    blocks, notes = read_blocks(text, scaffold)
    if not blocks:
        return LayoutOutcome(None, [*notes, "no block is written in regular sentences"])
    shapes, slots = numbered_slots(blocks, text.split("\n"))
    if not slots:
        return LayoutOutcome(None, [*notes, "the regular sentences hold no values"])
    fields = {k: v for k, v in scaffold.fields.items() if snake(k) == k}
    choices = slot_choices(slots, fields) if fields else None
    # A slot whose values fit one column (or none) is settled by that: the model is asked only about the
    # slots in doubt, and not at all when there are none.
    answer = {s.key: choices[s.key][0] for s in slots if choices and len(choices[s.key]) == 1}
    doubtful = [s for s in slots if s.key not in answer]
    if doubtful:
        reply = _reply_model(doubtful, choices)
        messages = _messages(stem, question, fields, blocks, shapes, doubtful, choices)
        try:
            got = await llm.structured(
                messages, reply, max_tokens=max_tokens, trace=trace, label=f"slots {stem}"
            )
        except (LLMError, ValidationError) as e:
            return LayoutOutcome(None, [*notes, f"slot naming failed: {e}"])
        answer.update({k: str(v) for k, v in got.model_dump().items()})
    if len(doubtful) < len(slots):
        settled = len(slots) - len(doubtful)
        notes.append(f"{settled} of {len(slots)} slots settled by the kind of their values")
    # A column given to several slots: one focused question per column, the others left without one.
    for column, owners in conflicts(answer, slots).items():
        keys = tuple(s.key for s in owners)
        pick_model = create_model("SlotPick", slot=(Literal[keys], ...))
        try:
            picked = await llm.structured(
                _pick_messages(stem, column, fields.get(column, ""), owners),
                pick_model,
                max_tokens=max_tokens,
                trace=trace,
                label=f"slot of {column}",
            )
            keep = str(picked.model_dump()["slot"])
        except (LLMError, ValidationError) as e:
            notes.append(f"{column}: which of {', '.join(keys)} holds it was not answered ({e}); first kept")
            keep = keys[0]
        for key in keys:
            if key != keep:
                answer[key] = NONE
        notes.append(f"{column} was given to {', '.join(keys)}; {keep} keeps it")
    plan, built = build_plan(blocks, shapes, slots, answer, scaffold)
    notes += built
    return LayoutOutcome(plan, notes, answer)
