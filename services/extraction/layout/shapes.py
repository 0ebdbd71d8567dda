"""Record lines a program can read: the sentence shapes a block's records share, and their values.

A regular narrative document writes every record of a block in the same sentence: the words stay and
the values change. Aligning a block's record lines finds the words they share (the shape's constant
pieces) and the gaps between them (its slots). Dates, numbers and Chinese numerals always fall in a slot,
so a shape read off a single line still has its values' slots. Lines that do not follow the main shape
get shapes of their own (a record whose buyer was not disclosed is written in another sentence), at
most ``max_shapes`` per block. Reading a line finds the constant pieces in order, the text between them
being the slots' values; a slot ends at the first occurrence of the next piece that lets the rest of the
line follow the shape, and each (piece, position) is tried once, so a hostile line costs no more than
the places its pieces occur.

Public API::

    shapes = induce_shapes(lines, block, record_ids)   # -> BlockShapes | None (None: not regular)
    values = match_line(shape, line)                   # -> {slot: value} | None
    rows, problems = read_section(lines, section, shapes, record_ids)  # rows keyed by column
    phrases = slot_phrases(plan_shapes)                # column -> the words around it, "出让前持股…股"
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from services.extraction.narrative.models import LineShape, Piece, Row, Section
from services.extraction.narrative.scaffold import Block
from services.extraction.narrative.validate import SRC

ID_SLOT = "record_id"
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
# Value tokens never join a shape's constant pieces; words and punctuation may.
_TOKEN = re.compile(
    r"(?P<value>\d{4}\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?"
    r"|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}"
    rf"|\d{{1,2}}\s+{_MONTH}\s+\d{{4}}|{_MONTH}\s+\d{{1,2}},?\s+\d{{4}}"
    r"|[+-]?\d[\d,]*(?:\.\d+)?\s*%?"
    r"|[零〇一二两三四五六七八九十百千万亿]{2,}(?:点[零〇一二三四五六七八九]+)?)"
    r"|(?P<word>[A-Za-z]+(?:['’][A-Za-z]+)?|[\u3400-\u9fff]|\S)"
)


@dataclass
class BlockShapes:
    """The shapes of one block's record lines; ``lines`` maps each record line to its record id."""

    block: Block
    shapes: list[LineShape]
    lines: dict[int, str] = field(default_factory=dict)
    unread: list[int] = field(default_factory=list)  # record lines no shape reads


@dataclass
class _Token:
    kind: str  # "id", "value" or "word"
    text: str
    start: int
    end: int


def _id_pattern(record_ids: list[str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(i) for i in sorted(record_ids, key=len, reverse=True))
    return re.compile(rf"(?<![0-9A-Za-z])(?:{alternatives})(?![0-9A-Za-z])")


def _tokens(line: str, id_at: tuple[int, int]) -> list[_Token]:
    out: list[_Token] = []
    for start, end in ((0, id_at[0]), (id_at[1], len(line))):
        if start == id_at[1]:
            out.append(_Token("id", line[id_at[0] : id_at[1]], id_at[0], id_at[1]))
        for m in _TOKEN.finditer(line, start, end):
            kind = "value" if m.group("value") is not None else "word"
            out.append(_Token(kind, m.group(0), m.start(), m.end()))
    return out


def _keys(tokens: list[_Token], line_no: int) -> list[object]:
    """What alignment compares: a word by its text, the record id as one key, each value as itself
    (a value never equals another line's)."""
    return [
        t.text if t.kind == "word" else ID_SLOT if t.kind == "id" else (line_no, k)
        for k, t in enumerate(tokens)
    ]


def _align(skeleton: list[object], keys: list[object]) -> list[int] | None:
    """Where each skeleton key sits in ``keys`` (in order), or None when they do not all appear."""
    blocks = SequenceMatcher(None, skeleton, keys, autojunk=False).get_matching_blocks()
    where: dict[int, int] = {}
    for a, b, size in blocks:
        for k in range(size):
            where[a + k] = b + k
    if len(where) != len(skeleton):
        return None
    return [where[i] for i in range(len(skeleton))]


def _skeleton(records: dict[int, tuple[list[_Token], list[object]]], line_nos: list[int]) -> list[object]:
    """The words (and the record id) every line has, in order."""
    skeleton = [k for k in records[line_nos[0]][1] if isinstance(k, str)]
    for n in line_nos[1:]:
        blocks = SequenceMatcher(None, skeleton, records[n][1], autojunk=False).get_matching_blocks()
        skeleton = [skeleton[a + k] for a, _, size in blocks for k in range(size)]
    return skeleton


def _gap_tokens(tokens: list[_Token], pos: list[int], gap: int) -> list[_Token]:
    bounds = [-1, *pos, len(tokens)]
    return tokens[bounds[gap] + 1 : bounds[gap + 1]]


def _cost(records: dict[int, tuple[list[_Token], list[object]]], line_nos: list[int]) -> int:
    """How much a shape leaves unexplained: its constant words plus the words its lines put in slots."""
    skeleton = _skeleton(records, line_nos)
    cost = len(skeleton)
    for n in line_nos:
        words = sum(t.kind == "word" for t in records[n][0])
        cost += max(0, words - len(skeleton))
    return cost


def _split(
    records: dict[int, tuple[list[_Token], list[object]]], line_nos: list[int], skeleton: list[object]
) -> list[list[int]] | None:
    """Groups of lines written in different sentences although they share ``skeleton``: lines whose gap
    holds a different number of values (a date where the others say "not released") part, when their
    own shapes explain the lines better than the shared one. None when no gap parts them."""
    positions = {n: _align(skeleton, records[n][1]) for n in line_nos}
    best: list[list[int]] | None = None
    best_cost = _cost(records, line_nos)
    for gap in range(len(skeleton) + 1):
        groups: dict[int, list[int]] = {}
        for n in line_nos:
            pos = positions[n]
            if pos is None:
                continue
            values = sum(t.kind == "value" for t in _gap_tokens(records[n][0], pos, gap))
            groups.setdefault(values, []).append(n)
        if len(groups) < 2:
            continue
        cost = sum(_cost(records, g) for g in groups.values())
        if cost < best_cost:
            best, best_cost = list(groups.values()), cost
    return best


def _shape(records: dict[int, tuple[list[_Token], list[object]]], line_nos: list[int]) -> LineShape | None:
    """The constant pieces the lines share and the slots between them."""
    skeleton = _skeleton(records, line_nos)
    if ID_SLOT not in skeleton or len(skeleton) < 2:
        return None
    positions = {n: _align(skeleton, records[n][1]) for n in line_nos}
    # A gap between two constant tokens is a slot when some line has a token there.
    gaps = [False] * (len(skeleton) + 1)
    for n, pos in positions.items():
        if pos is None:
            continue
        for g in range(len(skeleton) + 1):
            if _gap_tokens(records[n][0], pos, g):
                gaps[g] = True
    pieces: list[Piece] = []
    slot_no = 0

    def slot() -> None:
        nonlocal slot_no
        slot_no += 1
        pieces.append(Piece(slot=f"s{slot_no}"))

    for g, key in enumerate(skeleton):
        if gaps[g]:
            slot()
        if key == ID_SLOT:
            pieces.append(Piece(slot=ID_SLOT))
        elif pieces and pieces[-1].text and not gaps[g]:
            pieces[-1] = Piece(text=pieces[-1].text + _joiner(pieces[-1].text, str(key)) + str(key))
        else:
            pieces.append(Piece(text=str(key)))
    if gaps[len(skeleton)]:
        slot()
    return LineShape(pieces=_with_name_suffixes(pieces))


# Words that end a company's or an institution's name: when every name in a slot ends with the same one,
# alignment takes it for the sentence's own words; it goes back into the name.
_NAME_SUFFIXES = ("股份有限公司", "有限责任公司", "有限公司", "集团", "Co., Ltd.", "Co.,Ltd.", "Ltd.",
                  "Limited", "Inc.", "Corporation", "plc")  # fmt: skip


def _with_name_suffixes(pieces: list[Piece]) -> list[Piece]:
    out = list(pieces)
    for k in range(len(out) - 1):
        if not out[k].slot or out[k].slot == ID_SLOT or not out[k + 1].text:
            continue
        text = out[k + 1].text
        suffix = next((x for x in _NAME_SUFFIXES if text.startswith(x)), None)
        if suffix is None:
            continue
        rest = text[len(suffix) :].lstrip()
        if rest:
            out[k + 1] = Piece(text=rest)
        elif k + 2 == len(out):
            out[k + 1] = Piece(text="")
    return [p for p in out if p.slot or p.text]


def _joiner(left: str, right: str) -> str:
    return " " if left[-1:].isalnum() and right[:1].isalnum() and left[-1:].isascii() else ""


@functools.lru_cache(maxsize=4096)
def _constant(text: str) -> re.Pattern[str]:
    """A constant piece, matched whatever the whitespace before and between its tokens; a piece that opens
    or ends with a Latin letter is a whole word there ("of" is not the start of "officer")."""
    parts = [re.escape(m.group(0)) for m in _TOKEN.finditer(text)]
    head = r"(?<![A-Za-z])" if text.strip()[:1].isascii() and text.strip()[:1].isalpha() else ""
    tail = r"(?![A-Za-z])" if text.strip()[-1:].isascii() and text.strip()[-1:].isalpha() else ""
    return re.compile(r"\s*" + head + r"\s*".join(parts) + tail)


def match_line(shape: LineShape, line: str) -> dict[str, str | None] | None:
    """The line's value of each slot of ``shape``, or None when the line does not follow it.

    Nothing but blanks may stand where the shape has no slot. A slot ends at an occurrence of the next
    constant piece, the earliest one that lets the rest of the line follow the shape (a "." inside
    "3.36%" is not the sentence's end); each (piece, position) is tried once, so a line is read in time
    linear in the number of places its constant pieces occur.
    """
    pieces = shape.pieces
    patterns = [_constant(p.text) if not p.slot else None for p in pieces]
    failed: set[tuple[int, int]] = set()

    def rest(k: int, pos: int) -> dict[str, str | None] | None:
        if (k, pos) in failed:
            return None
        found = _rest(k, pos)
        if found is None:
            failed.add((k, pos))
        return found

    def _rest(k: int, pos: int) -> dict[str, str | None] | None:
        if k == len(pieces):
            return {} if not line[pos:].strip() else None
        pattern = patterns[k]
        if pattern is not None:
            m = pattern.match(line, pos)
            return rest(k + 1, m.end()) if m is not None else None
        slot = pieces[k].slot
        if k + 1 == len(pieces):
            return {slot: line[pos:].strip() or None}
        after = patterns[k + 1]
        if after is None:  # two slots in a row cannot be told apart: the shape is malformed
            return None
        for m in after.finditer(line, min(pos + 1, len(line))):
            tail = rest(k + 2, m.end())
            if tail is not None:
                return {slot: line[pos : m.start()].strip() or None, **tail}
        return None

    return rest(0, 0)


def _record_lines(
    lines: list[str], block: Block, ids: re.Pattern[str]
) -> dict[int, tuple[str, tuple[int, int]]]:
    """Lines of the block that name exactly one record: line number -> (record id, where it stands)."""
    found: dict[int, tuple[str, tuple[int, int]]] = {}
    for n in range(block.start_line, block.end_line + 1):
        hits = list(ids.finditer(lines[n - 1]))
        if len({h.group(0) for h in hits}) == 1:
            found[n] = (hits[0].group(0), hits[0].span())
    return found


def induce_shapes(
    lines: list[str], block: Block, record_ids: list[str], max_shapes: int = 3
) -> BlockShapes | None:
    """The shapes of ``block``'s record lines (lines 1-based); None when the block has fewer than two
    record lines or its lines share no shape with a slot."""
    if not record_ids:
        return None
    found = _record_lines(lines, block, _id_pattern(record_ids))
    if len(found) < 2:
        return None
    records: dict[int, tuple[list[_Token], list[object]]] = {}
    for n, (_, span) in found.items():
        tokens = _tokens(lines[n - 1], span)
        records[n] = (tokens, _keys(tokens, n))
    left = sorted(found)
    shapes: list[LineShape] = []
    pending = [left]
    while pending and len(shapes) < max_shapes:
        group = pending.pop(0)
        skeleton = _skeleton(records, group)
        parts = _split(records, group, skeleton) if len(shapes) + len(pending) + 1 < max_shapes else None
        if parts is not None:
            pending = [*parts, *pending]
            continue
        shape = _shape(records, group)
        if shape is not None:
            shapes.append(shape)
        read = {n for n in group if shape is not None and match_line(shape, lines[n - 1]) is not None}
        rest = [n for n in group if n not in read]
        if rest and len(rest) < len(group):
            pending.append(rest)
    unread = [n for n in left if not any(match_line(s, lines[n - 1]) is not None for s in shapes)]
    if not shapes:
        return None
    return BlockShapes(block, shapes, {n: rid for n, (rid, _) in found.items()}, unread)


def read_section(
    lines: list[str], section: Section, shapes: list[LineShape], record_ids: list[str]
) -> tuple[list[Row], list[str]]:
    """One row per record id (in the universe's order): the values its lines in the section's range
    give each named slot, NULL where none does; and what could not be read (a line no shape reads, a
    value two lines disagree on)."""
    ids = _id_pattern(record_ids)
    columns = [c for c in section.columns if c != ID_SLOT]
    rows: dict[str, Row] = {rid: {SRC: None, ID_SLOT: rid, **dict.fromkeys(columns)} for rid in record_ids}
    problems: list[str] = []
    end = min(section.end_line, len(lines))
    for n in range(max(1, section.start_line), end + 1):
        hits = {h.group(0) for h in ids.finditer(lines[n - 1])}
        if len(hits) != 1:
            continue
        rid = hits.pop()
        values = next((v for s in shapes if (v := match_line(s, lines[n - 1])) is not None), None)
        if values is None:
            problems.append(f"line {n} ({rid}) follows none of the section's sentence shapes")
            continue
        if values.get(ID_SLOT) != rid:
            continue
        row = rows[rid]
        for column, value in values.items():
            if column not in row or column == ID_SLOT or value is None:
                continue
            if row[column] is not None and row[column] != value:
                problems.append(f"{rid}.{column}: line {n} says {value!r}, an earlier line {row[column]!r}")
                continue
            row[column] = value
        row[SRC] = row[SRC] or str(n)
    return [rows[rid] for rid in record_ids], problems[:20]


_CLAUSE = re.compile(r"[，,：:；;。.!?！？（）()]")


def slot_phrases(shapes: dict[str, list[LineShape]], max_chars: int = 16) -> dict[str, str]:
    """Each column's words in the document: the constant text just before its slot and just after it,
    within the clause ("出让前持股…股", "who held … shares before the transfer"). They tie a column's name
    to the document's own wording, which a question written in the document's language repeats."""
    phrases: dict[str, str] = {}
    for section_shapes in shapes.values():
        for shape in section_shapes:
            pieces = shape.pieces
            for k, piece in enumerate(pieces):
                if not piece.slot or piece.slot == ID_SLOT or piece.slot.startswith("_"):
                    continue
                before = pieces[k - 1].text if k > 0 else ""
                after = pieces[k + 1].text if k + 1 < len(pieces) else ""
                before = _words(_CLAUSE.split(before)[-1].strip(), max_chars, from_end=True)
                after = _words(_CLAUSE.split(after)[0].strip(), max_chars, from_end=False)
                if before or after:
                    phrases.setdefault(piece.slot, f"{before}…{after}")
    return phrases


def _words(text: str, max_chars: int, *, from_end: bool) -> str:
    """At most ``max_chars`` of ``text`` next to the slot, without half a Latin word at the cut."""
    if len(text) <= max_chars:
        return text
    cut = text[-max_chars:] if from_end else text[:max_chars]
    beyond = text[-max_chars - 1] if from_end else text[max_chars]
    if beyond.isascii() and beyond.isalnum():
        parts = cut.split(" ")
        cut = " ".join(parts[1:] if from_end else parts[:-1])
    return cut.strip()
