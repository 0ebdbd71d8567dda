"""The system prompt and the first message (<user_query>, <context_injection>, <action_trigger>).

Kept compact on purpose: the embedded model is a 1.5B model with a limited context, so the light
catalog is rendered one line per table instead of as JSON.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from services.solver.actions import TOOLS
from services.solver.grounding import render_schema
from services.solver.settings import PromptSettings
from shared.artifacts import read_json
from shared.layout import VIDEO_TIMELINE_FILE, LightCatalog, SurfaceEntry, TaskOutput
from shared.llm import UNTRUSTED_NOTE, fence_untrusted
from shared.timeline import clock, fit, spread

_RULES = """How to work:
1. Choose the tables that hold the answer from the catalog (the knowledge text explains them).
2. Before filtering on a literal from the question, check with search_value how it is written in the
   data (case, spelling); use the stored form.
3. Test your SQL with probe_query and fix it from the error messages.
4. As soon as a query returns the answer, call submit_answer with that SQL.
Answer rules:
- Return exactly the columns the question asks for, each once; nothing else. "ids and names" means both.
- Keep ties: for "the largest / most / least ..." use WHERE x = (SELECT MAX(x) ...) rather than LIMIT 1.
- answer_kind: raw_records (rows as stored: keep duplicates and NULLs, no DISTINCT unless asked),
  entity_list (the distinct things asked for), aggregate (computed values, usually one row).
- Do not round or convert units unless the question says so."""


def system_prompt(dialect: str, tool_names: Sequence[str] = tuple(TOOLS)) -> str:
    tools = "\n".join(f"- {name}: {desc}" for name, (_, desc) in TOOLS.items() if name in tool_names)
    return (
        "You are a data analyst agent. You answer a question about the task's data by calling tools.\n"
        "Reply with exactly one JSON object per turn: "
        '{"thought": "<short reasoning>", "tool": "<tool name>", <that tool\'s arguments>}.\n'
        f"Tools:\n{tools}\n"
        f"SQL is {dialect} syntax over the tables of the catalog (names as listed; double-quote names with "
        "spaces). Only read queries run.\n"
        f"{_RULES}\n{UNTRUSTED_NOTE}"
    )


@dataclass
class Exploration:
    """What global_data_exploration gathered for the first message (all optional)."""

    light_catalog: LightCatalog = field(default_factory=LightCatalog)
    hints: list[tuple[str, str]] = field(default_factory=list)  # (path, text)
    # (path, text): OCR-damaged table and column names put back, each with its reading beside it.
    video: list[tuple[str, str]] = field(default_factory=list)
    # The read tools' own paths (TaskDocuments.listed): the one list of documents the first message shows.
    text_documents: list[str] = field(default_factory=list)
    unextracted: list[str] = field(default_factory=list)  # offered to extract_document
    # Documents relevance kept that have no extracted table: what they hold is not in any table.
    unread: list[str] = field(default_factory=list)
    video_terms: tuple[str, ...] = ()  # question words: a long timeline keeps the lines naming them first
    # What the videos state by program, as (where, what) (video_statements), names put back as in ``video``.
    video_statements: list[tuple[str, str]] = field(default_factory=list)
    frames: list[dict[str, Any]] = field(default_factory=list)  # image parts of the first message
    error: str = ""


def _table_line(surface: SurfaceEntry, max_columns: int, max_notes: int) -> str:
    cols = surface.columns
    shown = ", ".join(f"{c.name} {c.type}".strip() for c in cols[:max_columns])
    if len(cols) > max_columns:
        shown += f", … (+{len(cols) - max_columns} more: get_table_profile)"
    rows = surface.rows
    where = surface.source
    kind = " view" if surface.kind == "derived_view" else ""
    line = f"- {surface.name}({shown}){kind}"
    if rows is not None:
        line += f" {rows} rows"
    if where:
        line += f" [{where}]"
    notes = surface.notes or []
    if notes and not kind:
        line += " note: " + "; ".join(str(n) for n in notes[:max_notes])
    return line


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit] + f"\n… (cut; {len(text) - limit} more characters)"


def render_catalog(exploration: Exploration, cfg: PromptSettings) -> str:
    cat = exploration.light_catalog
    parts: list[str] = []
    surfaces = cat.query_surfaces
    if surfaces:
        lines = [
            _table_line(s, cfg.max_columns_per_table, cfg.table_notes) for s in surfaces[: cfg.max_tables]
        ]
        if len(surfaces) > cfg.max_tables:
            rest = ", ".join(s.name for s in surfaces[cfg.max_tables :])
            lines.append(f"- more tables (use get_table_profile): {rest}")
        parts.append("Tables (name(columns) rows [source file]):\n" + "\n".join(lines))
    else:
        parts.append("Tables: none registered" + (f" ({exploration.error})" if exploration.error else ""))
    # Not the catalog's document entries: they name a generated file relative to the generated folder,
    # not by the read tools' path, and list PDFs, which the read tools refuse.
    listed = exploration.text_documents
    if listed:
        shown = listed[: cfg.max_documents]
        more = f" (+{len(listed) - len(shown)} more)" if len(listed) > len(shown) else ""
        parts.append("Documents (read_document / search_documents): " + ", ".join(shown) + more)
    if exploration.unextracted:
        parts.append(
            "Narrative documents not extracted into tables (extract_document, only when the tables above "
            "cannot answer): " + ", ".join(exploration.unextracted[: cfg.max_documents])
        )
    media = cat.media
    if media:
        shown = ", ".join(f"{m.path} ({m.kind})" for m in media[: cfg.max_media])
        parts.append("Media: " + shown)
    budget = cfg.knowledge_max_chars
    for k in cat.knowledge_documents:
        text = k.text
        if not text or budget <= 0:
            continue
        shown = _cut(text, budget)
        budget -= len(shown)
        note = f" ({k.note})" if k.note else ""
        parts.append(f"Knowledge from {k.path}{note}:\n" + fence_untrusted(k.path, shown))
    for path, text in exploration.hints:
        parts.append(f"Solver hint ({path}):\n" + fence_untrusted(path, _cut(text, cfg.hints_max_chars)))
    for path, text in exploration.video:
        shown = (
            fit(text, cfg.video_max_chars, exploration.video_terms)
            if path.endswith(VIDEO_TIMELINE_FILE)
            else None
        )
        parts.append(
            f"Video material ({path}):\n" + fence_untrusted(path, shown or _cut(text, cfg.video_max_chars))
        )
    if any(path.endswith(VIDEO_TIMELINE_FILE) for path, _ in exploration.video):
        parts.append(
            "A video timeline shown in part is read whole by time range with read_video_timeline; a slide "
            "marked EARLIER VERSION holds values a later slide masks or revises."
        )
    uncertain = cat.semantic_uncertainties
    if uncertain:
        items = [
            f"{u.asset or u.table or ''}: {u.code}".strip(": ") for u in uncertain[: cfg.max_uncertainties]
        ]
        parts.append("Unreliable material (verify before use): " + "; ".join(items))
    return "\n\n".join(parts)


def first_message(
    question: str, exploration: Exploration, cfg: PromptSettings, note: str = "", context: str | None = None
) -> str:
    """The receive_problem message; ``note`` carries what a previous attempt (or the drafted candidates)
    learned, ``context`` replaces the whole catalog (the grounded short schema of a task whose material
    is tables alone)."""
    trigger = "Choose the entry point that fits the question and call a tool to start."
    if note:
        trigger = f"{note}\n{trigger}"
    shown = render_catalog(exploration, cfg) if context is None else context
    return (
        f"<user_query>\n{question.strip()}\n</user_query>\n"
        f"<context_injection>\n{shown}\n</context_injection>\n"
        f"<action_trigger>\n{trigger}\n</action_trigger>"
    )


class DraftQuery(BaseModel):
    sql: str


def query_messages(dialect: str, context: list[str], question: str) -> list[dict[str, str]]:
    """A request for one query: ``context`` (the schema first, so that requests over one schema share
    their longest prefix), then the question."""
    return [
        {
            "role": "system",
            "content": f"Write one {dialect} SQL query that answers the question over these tables. Reply "
            'with JSON {"sql": "<the query>"}. Its result is the answer: only the columns the question '
            "asks for.",
        },
        {"role": "user", "content": "\n\n".join([*context, f"Question: {question.strip()}"])},
    ]


def draft_messages(
    question: str, light_catalog: LightCatalog, dialect: str, tables: list[str] | None = None
) -> list[dict[str, str]]:
    """One query from the schema alone: the base tables' names (or ``tables`` alone) with their column
    types, and the question (no knowledge, documents or join views). Short, so a small model answers it
    in seconds."""
    return query_messages(dialect, [f"Tables:\n{render_schema(light_catalog, tables)}"], question)


def extracted_notes(hints: list[tuple[str, str]], cfg: PromptSettings) -> str:
    """Extraction's hints (the tables made from documents and their columns' meanings) for a drafted
    query's prompt, fenced as data and cut like the first message's."""
    return "\n".join(
        "Tables extracted from documents:\n" + fence_untrusted(path, _cut(text, cfg.hints_max_chars))
        for path, text in hints
        if text.strip()
    )


def compact_json(obj: Any, limit: int) -> str:
    return _cut(json.dumps(obj, ensure_ascii=False, separators=(",", ":"), default=str), limit)


_TERM = re.compile(r"[A-Za-z_][A-Za-z0-9_]{3,}|\d[\d.,:-]*|[\u4e00-\u9fff]{2,}")


def question_terms(question: str) -> tuple[str, ...]:
    """Words, names and numbers of the question that a timeline line may repeat."""
    return tuple(dict.fromkeys(m.group(0) for m in _TERM.finditer(question)))


def _video_manifests(output: TaskOutput) -> list[tuple[str, dict[str, Any]]]:
    """(name, manifest) of each video the video service processed; an unreadable manifest is skipped."""
    found = []
    for name in output.video_names():
        try:
            manifest = read_json(output.video_manifest(name))
        except (OSError, ValueError):
            continue
        if isinstance(manifest, dict):
            found.append((name, manifest))
    return found


def video_statements(output: TaskOutput, max_chars: int) -> list[tuple[str, str]]:
    """What the videos state (the slide lines carrying values and the speech, by the video service's
    program) as (where: video, time, slide or speech; what), in time order per video, at most
    ``max_chars`` in all."""
    found: list[tuple[str, str]] = []
    budget = max_chars
    for name, manifest in _video_manifests(output):
        for s in manifest.get("statements") or []:
            if not isinstance(s, dict) or not str(s.get("text") or "").strip():
                continue
            where = f"{name} [{clock(float(s.get('start_s') or 0))}] " + (
                f"slide {s['slide']}" if s.get("slide") is not None else "speech"
            )
            what = str(s["text"]).strip() + (f" ({s['note']})" if s.get("note") else "")
            if len(where) + len(what) + 2 > budget:
                return found
            budget -= len(where) + len(what) + 3
            found.append((where, what))
    return found


def frame_paths(output: TaskOutput, limit: int) -> list[Path]:
    """The stable frames the video service wrote, spread over each video, at most ``limit`` in all."""
    found: list[Path] = []
    for name, manifest in _video_manifests(output):
        frames = manifest.get("stable_frames") or []
        folder = output.video_output(name)
        found += [folder / str(f.get("path")) for f in frames if isinstance(f, dict) and f.get("path")]
    return [
        p for p in spread(found, limit) if p.is_file() and output.output_dir.resolve() in p.resolve().parents
    ]


def frame_images(output: TaskOutput, cfg: PromptSettings) -> list[dict[str, Any]]:
    """The videos' stable frames as image parts of a message when the model accepts images
    (``video_frames_as_images``); none for a text-only model."""
    if not cfg.video_frames_as_images:
        return []
    images: list[dict[str, Any]] = []
    for frame in frame_paths(output, cfg.max_video_frames):
        data = base64.b64encode(frame.read_bytes()).decode("ascii")
        images.append({"type": "image_url", "image_url": {"url": f"data:image/jpeg;base64,{data}"}})
    return images


def with_frames(text: str, images: list[dict[str, Any]]) -> str | list[dict[str, Any]]:
    """The first message, with the ``images`` (frame_images) attached; the text alone without them."""
    if not images:
        return text
    return [{"type": "text", "text": text}, *images]
