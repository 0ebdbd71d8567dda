"""Deterministic checks of model output: plans, and section tables against the record universe.

Public API::

    validate_plan(plan, doc_line_count) -> list[str]                 # problems; empty means valid
    repair_section_ids(plan) -> tuple[Plan, list[str]]               # ids that cannot name a file renamed
    parse_markdown_table(text) -> tuple[list[str], list[list[str]]] | None
    check_section_table(text, section, universe, truncated) -> TableCheck
    best_effort_rows(check, section, universe) -> list[Row]
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from services.extraction.narrative.models import Plan, Row, Section
from shared.errors import InvalidInputError
from shared.layout import safe_component

SNAKE = re.compile(r"^[a-z][a-z0-9_]*$")
NULLS = frozenset({"", "null", "none", "n/a", "na", "nan"})
SRC = "__src_line"
_UNSAFE_ID = re.compile(r"[^0-9A-Za-z_\-\u4e00-\u9fff]+")
# A section id stays well inside the length of one file name component ("section_<id>.jsonl" included).
_ID_CHARS = 64


def names_a_file(section_id: str) -> bool:
    """Whether a section id can be one component of a file name (its trace and result files)."""
    try:
        safe_component(section_id, "section id")
    except InvalidInputError:
        return False
    return len(section_id) <= _ID_CHARS


def repair_section_ids(plan: Plan) -> tuple[Plan, list[str]]:
    """A section id names its trace and result files, and a model steered by a hostile document may write
    ``../../run_manifest``: an id that cannot be one file name is renamed (its unsafe characters replaced),
    one note per rename."""
    taken = {s.id for s in plan.sections if names_a_file(s.id)}
    notes: list[str] = []
    sections: list[Section] = []
    for n, s in enumerate(plan.sections, start=1):
        if names_a_file(s.id):
            sections.append(s)
            continue
        base = _UNSAFE_ID.sub("_", s.id).strip("_-")[: _ID_CHARS - 4] or f"section_{n}"
        candidates = (base, *(f"{base}_{k}" for k in range(2, len(plan.sections) + 2)))
        new = next(c for c in candidates if c not in taken)
        taken.add(new)
        notes.append(f"section id {s.id!r} cannot name a file: renamed {new!r}")
        sections.append(s.model_copy(update={"id": new}))
    if not notes:
        return plan, []
    return plan.model_copy(update={"sections": sections}), notes


def validate_plan(plan: Plan, doc_line_count: int) -> list[str]:
    """Non-empty parts, snake_case columns with meanings, ids that can name a file, line ranges inside the
    document, every schema column in exactly one section."""
    problems: list[str] = []
    unsafe = [s.id for s in plan.sections if not names_a_file(s.id)]
    if unsafe:
        problems.append(f"section ids that cannot name a file: {unsafe[:20]}")
    if not plan.sections:
        problems.append("sections is empty")
    if not plan.record_universe:
        problems.append("record_universe is empty")
    if not plan.columns:
        problems.append("schema is empty")
    dup_ids = [i for i, n in Counter(plan.record_universe).items() if n > 1]
    if dup_ids:
        problems.append(f"record_universe has duplicate ids: {dup_ids[:20]}")
    if any(not str(i).strip() for i in plan.record_universe):
        problems.append("record_universe has an empty id")
    if plan.columns and "record_id" not in plan.columns:
        problems.append("schema has no record_id")
    for name, meaning in plan.columns.items():
        if not SNAKE.match(name):
            problems.append(f"schema column {name!r} is not snake_case")
        if not meaning.doc_meaning.strip() or not meaning.task_meaning.strip():
            problems.append(f"schema column {name!r} needs a non-empty doc_meaning and task_meaning")
    dup_sections = [i for i, n in Counter(s.id for s in plan.sections).items() if n > 1]
    if dup_sections:
        problems.append(f"duplicate section ids: {dup_sections}")
    owners: dict[str, list[str]] = {}
    for s in plan.sections:
        if not s.columns or s.columns[0] != "record_id":
            problems.append(f"section {s.id}: the first column must be record_id")
        for c in s.columns:
            if not SNAKE.match(c):
                problems.append(f"section {s.id}: column {c!r} is not snake_case")
            if c not in plan.columns:
                problems.append(f"section {s.id}: column {c!r} is not in schema")
            if c != "record_id":
                owners.setdefault(c, []).append(s.id)
        if len(s.columns) < 2:
            problems.append(f"section {s.id}: no columns besides record_id")
        if s.start_line < 1 or s.end_line < 1:
            problems.append(f"section {s.id}: line numbers must be positive")
        elif s.start_line > s.end_line:
            problems.append(f"section {s.id}: start_line {s.start_line} > end_line {s.end_line}")
        elif s.end_line > doc_line_count:
            problems.append(
                f"section {s.id}: lines {s.start_line}-{s.end_line} lie outside the document "
                f"(it has {doc_line_count} lines)"
            )
    for column, sids in owners.items():
        if len(sids) > 1 and not plan.records:
            problems.append(
                f"column {column!r} is in sections {sids}: every column must belong to exactly one section; "
                "give different meanings different names (e.g. seller_x and buyer_x)"
            )
    for column in plan.columns:
        if column != "record_id" and column not in owners:
            problems.append(f"schema column {column!r} is in no section")
    return problems


def _cells(line: str) -> list[str]:
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|") and not body.endswith("\\|"):
        body = body[:-1]
    parts = re.split(r"(?<!\\)\|", body)
    return [p.strip().replace("\\|", "|") for p in parts]


_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def parse_markdown_table(text: str) -> tuple[list[str], list[list[str]]] | None:
    """The first pipe table in ``text``: header and body rows (cells trimmed), or None."""
    lines = text.split("\n")
    for i in range(len(lines) - 1):
        if "|" in lines[i] and _SEPARATOR.match(lines[i + 1]):
            header = _cells(lines[i])
            rows = []
            for line in lines[i + 2 :]:
                if "|" not in line or not line.strip():
                    break
                rows.append(_cells(line))
            return header, rows
    return None


def null_if_empty(value: str | None) -> str | None:
    if value is None:
        return None
    return None if value.strip().lower() in NULLS else value.strip()


@dataclass
class TableCheck:
    valid: bool
    problems: list[str] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)

    @property
    def score(self) -> int:
        """Lower is better: how far the table is from valid."""
        if not self.rows:
            return 10**9
        return len(self.missing) + len(self.duplicates) + len(self.extra) + len(self.problems)


def check_rows(rows: list[Row], universe: list[str]) -> TableCheck:
    """Row-level checks shared by emitted tables and program output."""
    problems: list[str] = []
    ids = [r.get("record_id") or "" for r in rows]
    counts = Counter(ids)
    known = set(universe)
    missing = [i for i in universe if i not in counts]
    duplicates = [i for i, n in counts.items() if n > 1]
    extra = [i for i in counts if i not in known]
    if len(rows) != len(universe):
        problems.append(f"{len(rows)} rows, expected {len(universe)} (one per record id)")
    if missing:
        problems.append(f"missing record ids: {missing[:40]}")
    if duplicates:
        problems.append(f"duplicate record ids: {duplicates[:40]}")
    if extra:
        problems.append(f"record ids not in the universe: {extra[:40]}")
    return TableCheck(not problems, problems, rows, missing, duplicates, extra)


def check_section_table(text: str, section: Section, universe: list[str], truncated: bool) -> TableCheck:
    expected = [SRC, *section.columns]
    if truncated:
        parsed = parse_markdown_table(text)
        rows = _to_rows(parsed, expected) if parsed else []
        check = check_rows(rows, universe)
        return TableCheck(
            False,
            ["the answer was cut off at the token limit", *check.problems],
            rows,
            check.missing,
            check.duplicates,
            check.extra,
        )
    parsed = parse_markdown_table(text)
    if parsed is None:
        return TableCheck(False, ["no Markdown table found in the answer"], missing=list(universe))
    header, body = parsed
    problems: list[str] = []
    norm = [h.strip().strip("`").lower() for h in header]
    if norm != expected:
        problems.append(f"header is {header}, expected {expected}")
    bad = [i + 1 for i, r in enumerate(body) if len(r) != len(header)]
    if bad:
        problems.append(f"rows {bad[:20]} have a wrong number of cells (header has {len(header)})")
    rows = _to_rows(parsed, expected)
    check = check_rows(rows, universe)
    problems.extend(check.problems)
    return TableCheck(not problems, problems, rows, check.missing, check.duplicates, check.extra)


def _to_rows(parsed: tuple[list[str], list[list[str]]], expected: list[str]) -> list[Row]:
    header, body = parsed
    norm = [h.strip().strip("`").lower() for h in header]
    # Map by name when the model renamed or reordered nothing it should not; else by position.
    index = {name: norm.index(name) for name in expected if name in norm}
    if len(index) != len(expected):
        index = {name: i for i, name in enumerate(expected) if i < len(header)}
    rows: list[Row] = []
    for cells in body:
        row: Row = {}
        for name in expected:
            i = index.get(name)
            row[name] = null_if_empty(cells[i]) if i is not None and i < len(cells) else None
        rows.append(row)
    return rows


def best_effort_rows(rows: list[Row], section: Section, universe: list[str]) -> list[Row]:
    """One row per universe id: extras dropped, the first of duplicates kept, missing ids as NULL rows."""
    by_id: dict[str, Row] = {}
    for r in rows:
        rid = r.get("record_id")
        if rid in set(universe) and rid not in by_id:
            by_id[rid] = r
    blank = dict.fromkeys([SRC, *section.columns])
    return [by_id.get(rid) or {**blank, "record_id": rid} for rid in universe]
