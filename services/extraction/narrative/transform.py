"""Normalisation of a merged table: deterministic parsers first, a generated transform(s) for the rest.

Public API::

    await normalize_table(rows, plan, llm, settings, trace) -> tuple[list[dict], dict[str, dict]]

Only columns whose doc_meaning differs from their task_meaning are touched, and text is kept as written.
Every value, whichever way it was converted, passes ``check_value`` against the column's task meaning
(type, scale, unit) or is counted as failed in the stats and keeps its original text, unless most of
its column's values converted: then it is left empty (listed in the stats as ``left_empty``). A generated
function must also agree with the parsers on values they could read (anchors), or none of its results
is used. Generated code runs only in the sandbox (services/extraction/sandbox/run.py); without one the
values keep their text and the reason is recorded in the column's stats.
"""

from __future__ import annotations

import asyncio
from decimal import Decimal, InvalidOperation
from typing import Any

from services.extraction.narrative import prompts
from services.extraction.narrative.models import Plan
from services.extraction.narrative.normalize import Kind, check_value, convert, not_stated, target_kind
from services.extraction.narrative.worker import extract_code
from services.extraction.sandbox.run import run_sandboxed
from services.extraction.settings import ExtractionSettings
from shared.errors import LLMError
from shared.llm import LLMClient, LLMTrace


def needs_normalizing(doc_meaning: str, task_meaning: str) -> bool:
    return " ".join(doc_meaning.split()).lower() != " ".join(task_meaning.split()).lower()


def _coerce(text: str | None, kind: Kind) -> Any:
    """A generated function's string result as the kind's Python value (None when it is not one)."""
    if text is None:
        return None
    if kind in ("date", "text"):
        return text.strip()
    try:
        d = Decimal(text.strip().replace(",", ""))
    except InvalidOperation:
        return text
    if kind == "integer" or (d == d.to_integral_value() and kind != "ratio"):
        return int(d) if d == d.to_integral_value() else float(d)
    return float(d)


def _same(a: Any, b: Any) -> bool:
    try:
        return Decimal(str(a)) == Decimal(str(b))
    except InvalidOperation:
        return str(a) == str(b)


async def _generated(
    column: str,
    doc_meaning: str,
    task_meaning: str,
    kind: Kind,
    values: list[str],
    anchors: list[tuple[str, Any]],
    llm: LLMClient,
    settings: ExtractionSettings,
    trace: LLMTrace,
    stats: dict[str, Any],
) -> dict[str, Any]:
    """Values the generated function converted and that passed every check."""
    cfg = settings.normalize
    messages = prompts.transform_messages(
        column, doc_meaning, task_meaning, values[: cfg.max_values_shown], [(s, str(v)) for s, v in anchors]
    )
    accepted: dict[str, Any] = {}
    for round_no in range(1 + cfg.max_revisions_by_endpoint[llm.settings.endpoint_kind]):
        try:
            reply = await llm.chat(
                messages, think=True, max_tokens=cfg.max_tokens, trace=trace, label=f"transform {column}"
            )
        except LLMError as e:
            stats["generated_error"] = str(e)[:300]
            break
        code = extract_code(reply.content)
        inputs = values + [s for s, _ in anchors]
        run = await asyncio.to_thread(run_sandboxed, code, "transform", inputs, "map", settings.sandbox)
        if run.unavailable:
            # The code was not run, and a revision would not be either.
            stats["generated_error"] = run.error
            break
        feedback: list[str] = []
        if not run.ok:
            feedback.append(f"the function failed: {run.error}")
        else:
            outcome = dict(zip(inputs, run.results, strict=True))
            for s, expected in anchors:
                ok, got = outcome[s]
                if not ok or not _same(_coerce(got, kind), expected):
                    feedback.append(f"transform({s!r}) gave {got!r}, expected {expected!r}")
            if not feedback:
                accepted = {}
                for s in values:
                    ok, got = outcome[s]
                    value = _coerce(got, kind) if ok else None
                    why = (
                        got
                        if not ok
                        else "returned None"
                        if value is None
                        else check_value(s, value, kind, doc_meaning, task_meaning)
                    )
                    if why is None:
                        accepted[s] = value
                    else:
                        feedback.append(f"transform({s!r}) -> {got!r}: {why}")
        stats["generated_rounds"] = round_no + 1
        stats["generated_code"] = code
        if not feedback:
            break
        messages = [
            *messages,
            {"role": "assistant", "content": reply.content},
            {
                "role": "user",
                "content": "Problems:\n" + "\n".join(feedback[:30]) + "\nReply with the corrected function.",
            },
        ]
        stats["generated_feedback"] = feedback[:10]
    return accepted


async def normalize_table(
    rows: list[dict[str, Any]],
    plan: Plan,
    llm: LLMClient | None,
    settings: ExtractionSettings,
    trace: LLMTrace,
) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]:
    stats: dict[str, dict[str, Any]] = {}
    out = [dict(r) for r in rows]
    for column, meaning in plan.columns.items():
        if column == "record_id" or not needs_normalizing(meaning.doc_meaning, meaning.task_meaning):
            continue
        kind = target_kind(meaning.task_meaning, meaning.doc_meaning)
        distinct = sorted({str(r[column]) for r in rows if r.get(column) is not None})
        if kind == "text":
            # Text is kept as written: a name or a code needs no conversion (and no generated function).
            stats[column] = {"kind": kind, "distinct": len(distinct), "kept_as_written": len(distinct)}
            continue
        col_stats: dict[str, Any] = {
            "kind": kind,
            "distinct": len(distinct),
            "deterministic": 0,
            "generated": 0,
        }
        mapping: dict[str, Any] = {}
        failures: dict[str, str] = {}
        empty = {s for s in distinct if not_stated(s)}
        if empty:
            col_stats["not_stated"] = sorted(empty)
        distinct = [s for s in distinct if s not in empty]
        for s in distinct:
            meanings = (meaning.doc_meaning, meaning.task_meaning)
            value = convert(s, kind, *meanings)
            why = None if value is None else check_value(s, value, kind, *meanings)
            if value is not None and why is None:
                mapping[s] = value
            else:
                failures[s] = why or "no deterministic parser reads it"
        col_stats["deterministic"] = len(mapping)
        rest = [s for s in distinct if s not in mapping]
        if rest and llm is not None and settings.normalize.generated:
            anchors = list(mapping.items())[: settings.normalize.anchor_values]
            generated = await _generated(
                column,
                meaning.doc_meaning,
                meaning.task_meaning,
                kind,
                rest,
                anchors,
                llm,
                settings,
                trace,
                col_stats,
            )
            mapping.update(generated)
            col_stats["generated"] = len(generated)
            for s in generated:
                failures.pop(s, None)
        col_stats["failed"] = len(failures)
        col_stats["failures"] = dict(list(failures.items())[:10])
        # A figure's column whose values mostly converted stays a figure's column: the few that no
        # parser read are left empty (their text stays in the merged rows) rather than turning every
        # value of the column into text.
        unread = set(failures) if kind != "date" and len(mapping) > len(failures) else set()
        if unread:
            col_stats["left_empty"] = sorted(unread)
        stats[column] = col_stats
        for r in out:
            v = r.get(column)
            if v is not None and str(v) in mapping:
                r[column] = mapping[str(v)]
            elif v is not None and (str(v) in empty or str(v) in unread):
                r[column] = None
    return out, stats
