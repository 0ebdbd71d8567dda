"""Merge section tables on record_id, write the SQLite table, the TSV and the solver hints.

Public API::

    merge_sections(plan, results) -> Merged                    # rows, provenance, conflicts
    copied_columns(plan, results, lines, check) -> list[dict]  # columns read off another section's lines
    scratch_columns(columns) -> list[str]                       # *_noise and *_raw beside a final column
    write_sqlite(path, table, columns, rows) -> None            # atomic: temp file, then rename
    write_tsv(path, columns, rows) -> None
    render_hints(summaries, ok_ratio) -> str
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from services.extraction.narrative.models import Conflict, Plan, Row, Section, SectionResult
from services.extraction.narrative.validate import SRC
from services.extraction.settings import CopyCheckSettings as CopyCheck
from shared.artifacts import atomic_path, atomic_write_text
from shared.layout import EXTRACTED_RECORD_COLUMN


@dataclass
class Merged:
    rows: list[dict[str, Any]]
    provenance: dict[str, dict[str, str]]
    conflicts: list[Conflict] = field(default_factory=list)


def _has_value(row: dict[str, Any]) -> bool:
    return any(v is not None for c, v in row.items() if c != "record_id")


def merge_sections(plan: Plan, results: list[SectionResult]) -> Merged:
    """One wide row per universe id. A non-null value fills a null; two different non-null values are a
    conflict: the first stays, the other is reported, never silently written over it. A plan read record
    by record leaves out the records that gave no value (a lost call, a paragraph that is no record):
    an empty row would count as a record."""
    columns = list(plan.columns)
    rows = {rid: dict.fromkeys(columns) | {"record_id": rid} for rid in plan.record_universe}
    owners: dict[tuple[str, str], str] = {}
    provenance: dict[str, dict[str, str]] = {rid: {} for rid in plan.record_universe}
    conflicts: list[Conflict] = []
    for result in sorted(results, key=lambda r: r.section_id):
        for src in result.rows:
            rid = src.get("record_id")
            if rid not in rows:
                continue
            if src.get(SRC) is not None:
                provenance[rid].setdefault(result.section_id, str(src[SRC]))
            for column, value in src.items():
                if column in (SRC, "record_id") or column not in rows[rid] or value is None:
                    continue
                current = rows[rid][column]
                if current is None:
                    rows[rid][column] = value
                    owners[(rid, column)] = result.section_id
                elif current != value:
                    conflicts.append(
                        Conflict(
                            record_id=rid,
                            column=column,
                            kept=current,
                            kept_from=owners.get((rid, column), ""),
                            other=value,
                            other_from=result.section_id,
                        )
                    )
    kept = [rid for rid in plan.record_universe if not plan.records or _has_value(rows[rid])]
    return Merged([rows[rid] for rid in kept], provenance, conflicts)


def _copy_key(value: object) -> str:
    """A value as compared for copies: spacing and digit grouping aside; zeros never count."""
    key = "".join(str(value).split()).replace(",", "").lower() if value is not None else ""
    return "" if re.fullmatch(r"[0.%]*", key) else key


def _value_columns(result: SectionResult) -> list[str]:
    return [c for c in (result.rows[0] if result.rows else {}) if c not in (SRC, "record_id")]


class _Lines:
    """The document's lines as values are looked for in them (the copy key's normalisation)."""

    def __init__(self, lines: list[str]) -> None:
        self.keys = ["".join(line.split()).replace(",", "").lower() for line in lines]

    def number(self, row: Row) -> int | None:
        """The row's source line, when it names a line of the document."""
        try:
            n = int(float(str(row.get(SRC))))
        except (ValueError, OverflowError):
            return None
        return n if 1 <= n <= len(self.keys) else None

    def count(self, key: str, n: int) -> int:
        """How often ``key`` is written on line ``n`` (not inside a longer number or word)."""
        pattern = rf"(?<![0-9a-z])(?<![0-9]\.){re.escape(key)}(?![0-9a-z])(?!\.[0-9])"
        return len(re.findall(pattern, self.keys[n - 1]))


def _copied_here(key: str, later: Row, earlier: Row, own: Section, lines: _Lines) -> bool:
    """The later row's value was read from the earlier row's line, not from a line of its own: it is
    written on the earlier row's source line and not on the later row's (or, the later row naming no
    line, nowhere else in its section). One line that both rows cite gives the value to one field only,
    unless it is written there twice."""
    source = lines.number(earlier)
    if source is None or not lines.count(key, source):
        return False
    line = lines.number(later)
    if line == source:
        return lines.count(key, line) < 2
    if line is not None:
        return not lines.count(key, line)
    last = min(own.end_line, len(lines.keys))
    return not any(lines.count(key, n) for n in range(max(1, own.start_line), last + 1) if n != source)


def _copy_source(
    column: str, later: SectionResult, earlier: SectionResult, own: Section, lines: _Lines, check: CopyCheck
) -> tuple[str, int]:
    """The earlier section's column whose lines ``column`` took its values from, for enough of its filled
    records, and on how many records; ("", 0) when none."""
    before = {r.get("record_id"): r for r in earlier.rows}
    filled = [
        (_copy_key(r.get(column)), r, before.get(r.get("record_id")))
        for r in later.rows
        if r.get(column) is not None
    ]
    for source in _value_columns(earlier):
        copied = sum(
            1
            for key, row, b in filled
            if key
            and b is not None
            and _copy_key(b.get(source)) == key
            and _copied_here(key, row, b, own, lines)
        )
        if copied >= check.min_records and copied >= check.min_share * len(filled):
            return source, copied
    return "", 0


def copied_columns(
    plan: Plan, results: list[SectionResult], lines: list[str], check: CopyCheck
) -> list[dict[str, Any]]:
    """Columns a section filled from an earlier section's lines: a buyer's holdings read off the seller's
    sentences. The rows' source lines decide, not equality alone: a value equal to an earlier column's
    but written on the later row's own line is a true equality (shares transferred equal to the buyer's
    holding after, when the buyer held none before) and stays. A copied column of the later section
    (plan order) is blanked and reported: a missing value is safer than a mislabelled one."""
    order = {s.id: i for i, s in enumerate(plan.sections)}
    sections = {s.id: s for s in plan.sections}
    ordered = sorted(results, key=lambda r: order.get(r.section_id, len(order)))
    text = _Lines(lines)
    found: list[dict[str, Any]] = []
    for i, later in enumerate(ordered):
        own = sections.get(later.section_id)
        if own is None:
            continue
        for earlier in ordered[:i]:
            for column in _value_columns(later):
                source, records = _copy_source(column, later, earlier, own, text, check)
                if not source:
                    continue
                found.append({"column": column, "section": later.section_id, "copied_from": source,
                              "from_section": earlier.section_id, "records": records})  # fmt: skip
                for r in later.rows:
                    r[column] = None
    return found


def scratch_columns(columns: list[str]) -> list[str]:
    present = set(columns)
    return [
        c
        for c in columns
        if c.endswith("_noise") or (c.endswith("_raw") and c.removesuffix("_raw") in present)
    ]


def _sql_type(values: list[Any]) -> str:
    present = [v for v in values if v is not None]
    if present and all(isinstance(v, int) and not isinstance(v, bool) for v in present):
        return "INTEGER"
    if present and all(isinstance(v, int | float) and not isinstance(v, bool) for v in present):
        return "REAL"
    return "TEXT"


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def write_sqlite(path: Path, table: str, columns: list[str], rows: list[dict[str, Any]]) -> None:
    write_sqlite_tables(path, {table: (columns, rows)})


def write_sqlite_tables(path: Path, tables: dict[str, tuple[list[str], list[dict[str, Any]]]]) -> None:
    """One SQLite file holding ``tables`` (name -> (columns, rows)), written whole or not at all."""
    with atomic_path(path) as tmp:
        con = sqlite3.connect(tmp)
        try:
            with con:  # one transaction
                for table, (columns, rows) in tables.items():
                    types = {c: _sql_type([r.get(c) for r in rows]) for c in columns}
                    ddl = ", ".join(f"{_quote(c)} {types[c]}" for c in columns)
                    con.execute(f"CREATE TABLE {_quote(table)} ({ddl})")
                    marks = ", ".join("?" for _ in columns)
                    con.executemany(
                        f"INSERT INTO {_quote(table)} VALUES ({marks})",
                        [
                            [
                                r.get(c) if types[c] != "TEXT" or r.get(c) is None else str(r.get(c))
                                for c in columns
                            ]
                            for r in rows
                        ],
                    )
        finally:
            con.close()


def write_tsv(path: Path, columns: list[str], rows: list[dict[str, Any]]) -> None:
    def cell(v: Any) -> str:
        return "" if v is None else str(v).replace("\t", " ").replace("\n", " ")

    lines = ["\t".join(columns), *("\t".join(cell(r.get(c)) for c in columns) for r in rows)]
    atomic_write_text(path, "\n".join(lines) + "\n")


def render_hints(summaries: list[dict[str, Any]], ok_ratio: float) -> str:
    """Markdown for the solver's first message: one entry per extracted table."""
    if not summaries:
        return ""
    out = ["# Tables extracted from narrative documents", ""]
    for s in summaries:
        ratio = float(s.get("section_success_ratio", 0.0))
        flag = " — extraction imperfect, check key values against the document" if ratio < ok_ratio else ""
        out.append(f"## Table `{s['table_name']}`{flag}")
        out.append(f"- source document: {s['source_document']}")
        out.append(f"- database: {s['db_path']}")
        out.append(f"- rows: {s['row_count']}; sections valid: {ratio:.0%}")
        meanings = s.get("column_meanings", {})
        phrases = s.get("column_phrases") or {}
        out.append("- columns:")
        for c in s.get("columns", []):
            m = meanings.get(c, "")
            if c == EXTRACTED_RECORD_COLUMN:
                m = "the record's number within this document (joins no other table)"
            said = f" (the document: “{phrases[c]}”)" if phrases.get(c) else ""
            out.append(f"  - `{c}`" + (f": {m}" if m else "") + said)
        if s.get("columns_not_read"):
            out.append(
                "- fields of the knowledge not read (the question did not need them): "
                + ", ".join(s["columns_not_read"])
            )
        if s.get("provenance_table"):
            out.append(
                f"- where each value was read: table `{s['provenance_table']}` "
                "(document, field, value, page, method, evidence)"
            )
        if s.get("conflicts"):
            out.append(
                f"- {s['conflicts']} conflicting values between sections were kept apart (see summary)"
            )
        for c, col in (s.get("normalize_stats") or {}).items():
            if col.get("left_empty"):
                unread = ", ".join(repr(v) for v in col["left_empty"][:5])
                out.append(f"- `{c}`: values no parser could read, left empty: {unread}")
        out.extend(f"- input not read whole: {loss}" for loss in s.get("uncertainties") or [])
        out.append("")
    return "\n".join(out)
