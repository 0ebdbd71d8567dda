"""Section workers: the sentence shapes of a plan made from the layout; otherwise a parser program first
(where the section is regular), row-by-row emission when it fails.

Public API::

    await extract_section_rows(llm, settings, stem, numbered_doc, plan, section, trace) -> SectionResult
    await extract_section_program(llm, settings, lines, plan, section, trace) -> SectionResult
    await run_section(llm, settings, stem, text, plan, section_id, trace) -> SectionResult
"""

from __future__ import annotations

import asyncio
import re
import time

from services.extraction.layout.shapes import read_section
from services.extraction.narrative import prompts
from services.extraction.narrative.docs import number_lines
from services.extraction.narrative.models import Plan, Row, Section, SectionResult
from services.extraction.narrative.records import read_record
from services.extraction.narrative.validate import (
    SRC,
    TableCheck,
    best_effort_rows,
    check_rows,
    check_section_table,
)
from services.extraction.sandbox.run import run_sandboxed
from services.extraction.settings import ExtractionSettings
from services.extraction.usage import usage_of
from shared.errors import LLMError
from shared.llm import LLMClient, LLMTrace

_CODE = re.compile(r"```(?:python|py)?\s*\n(.*?)```", re.DOTALL)


def extract_code(content: str) -> str:
    m = _CODE.search(content)
    return (m.group(1) if m else content).strip()


async def extract_section_rows(
    llm: LLMClient,
    settings: ExtractionSettings,
    stem: str,
    numbered_doc: str,
    plan: Plan,
    section: Section,
    trace: LLMTrace,
) -> SectionResult:
    """Row emission with validation and one retry naming the missing/duplicate ids; then best effort."""
    messages = prompts.worker_messages(stem, numbered_doc, plan, section)
    best: TableCheck | None = None
    attempts = 0
    for attempt in range(1 + settings.worker.retries):
        attempts += 1
        try:
            reply = await llm.chat(
                messages, max_tokens=settings.worker.max_tokens, trace=trace, label=f"section {section.id}"
            )
        except LLMError as e:
            check = TableCheck(False, [f"model call failed: {e}"], missing=list(plan.record_universe))
            best = best if best is not None and best.score <= check.score else check
            break
        check = check_section_table(reply.content, section, plan.record_universe, reply.truncated)
        if best is None or check.score < best.score:
            best = check
        if check.valid:
            return SectionResult(
                section_id=section.id, valid=True, method="rows", attempts=attempts, rows=check.rows
            )
        if attempt < settings.worker.retries:
            messages = [
                *messages,
                {"role": "assistant", "content": reply.content},
                {
                    "role": "user",
                    "content": prompts.worker_retry(check.problems, check.missing, check.duplicates),
                },
            ]
    assert best is not None
    return SectionResult(
        section_id=section.id,
        valid=False,
        method="rows",
        attempts=attempts,
        problems=best.problems,
        rows=best_effort_rows(best.rows, section, plan.record_universe),
    )


def _sample(lines: list[str], section: Section, n: int) -> str:
    start = max(1, section.start_line)
    end = max(section.end_line, start + n - 1)
    end = min(end, start + 2 * n - 1, len(lines))
    return "\n".join(f"{i}\t{lines[i - 1]}" for i in range(start, end + 1))


def _program_rows(result: object, section: Section, line_count: int) -> tuple[list[Row], list[str]]:
    if not isinstance(result, list) or not all(isinstance(r, dict) for r in result):
        return [], ["parse() must return a list of dicts"]
    rows: list[Row] = []
    problems: list[str] = []
    for r in result:
        row: Row = {}
        for name in [SRC, *section.columns]:
            v = r.get(name)
            row[name] = None if v is None or str(v).strip() in ("", "NULL", "None") else str(v).strip()
        try:
            if row[SRC] is not None and not 1 <= int(float(row[SRC])) <= line_count:
                problems.append(f"__src_line {row[SRC]} is outside the document")
        except ValueError:
            problems.append(f"__src_line {row[SRC]!r} is not a line number")
        rows.append(row)
    return rows, problems[:5]


def _missed_lines(lines: list[str], section: Section, ids: list[str], limit: int) -> list[str]:
    """For each missed id, the line that mentions it, looked for inside the section's range first."""
    inside = range(max(1, section.start_line), min(len(lines), section.end_line) + 1)
    order = [*inside, *(i for i in range(1, len(lines) + 1) if i not in inside)]
    shown: list[str] = []
    for rid in ids:
        pattern = re.compile(rf"(?<![0-9A-Za-z]){re.escape(rid)}(?![0-9A-Za-z])")
        hit = next((i for i in order if pattern.search(lines[i - 1])), None)
        if hit is not None:
            shown.append(f"{hit}\t{lines[hit - 1]}")
        if len(shown) >= limit:
            break
    return shown


async def extract_section_program(
    llm: LLMClient,
    settings: ExtractionSettings,
    lines: list[str],
    plan: Plan,
    section: Section,
    trace: LLMTrace,
) -> SectionResult:
    """Ask for parse(lines), run it in the sandbox, show it what it missed, revise; valid or not."""
    cfg = settings.program
    messages = prompts.program_messages(
        plan, section, _sample(lines, section, cfg.sample_lines), cfg.ids_shown
    )
    payload = [[i, line] for i, line in enumerate(lines, start=1)]
    problems: list[str] = ["no program"]
    code = ""
    rows: list[Row] = []
    rounds = 0
    for _ in range(cfg.max_rounds):
        rounds += 1
        try:
            reply = await llm.chat(
                messages, max_tokens=cfg.max_tokens, trace=trace, label=f"program {section.id}"
            )
        except LLMError as e:
            problems = [f"model call failed: {e}"]
            break
        code = extract_code(reply.content)
        run = await asyncio.to_thread(run_sandboxed, code, "parse", payload, "call", settings.sandbox)
        if run.unavailable:
            # No sandbox: model-written code is never run, so asking the model for fixes is pointless.
            problems = [f"parse() was not run: {run.error}"]
            break
        feedback: list[str] = []
        if not run.ok:
            problems = [f"parse() failed: {run.error}"]
            feedback = problems
        else:
            rows, shape = _program_rows(run.result, section, len(lines))
            check = check_rows(rows, plan.record_universe)
            empty = [c for c in section.columns[1:] if rows and all(r.get(c) is None for r in rows)]
            problems = shape + check.problems + [f"column {c} is empty in every row" for c in empty]
            if not problems:
                return SectionResult(
                    section_id=section.id, valid=True, method="program", attempts=rounds, rows=rows,
                    program=code,
                )  # fmt: skip
            feedback = list(problems)
            missed = _missed_lines(lines, section, check.missing, cfg.missed_lines_shown)
            if missed:
                feedback.append("Lines of records your parser missed:\n" + "\n".join(missed))
            if empty:
                feedback.append("Sample lines again:\n" + _sample(lines, section, cfg.sample_lines))
        messages = [
            *messages,
            {"role": "assistant", "content": reply.content},
            {
                "role": "user",
                "content": "Running your parse() gave these problems:\n"
                + "\n".join(feedback)
                + "\nFix the function and reply with the whole corrected ```python block.",
            },
        ]
    return SectionResult(
        section_id=section.id,
        valid=False,
        method="program",
        attempts=rounds,
        problems=problems,
        rows=rows,
        program=code or None,
    )


async def run_section(
    llm: LLMClient,
    settings: ExtractionSettings,
    stem: str,
    text: str,
    plan: Plan,
    section_id: str,
    trace: LLMTrace,
    *,
    method: str = "auto",
) -> SectionResult:
    """One section: the program path when enabled (and ``method`` allows), rows when it fails."""
    started = time.monotonic()
    section = plan.section(section_id)
    lines = text.split("\n")
    if plan.records:
        # One record of a list of records: one short call.
        result = await read_record(llm, text, plan, section_id, settings.records, trace)
        result.usage = usage_of(trace)
        result.seconds = round(time.monotonic() - started, 3)
        return result
    shapes = plan.shapes.get(section_id)
    if shapes:
        # A section of a plan made from the layout: its sentence shapes read it, no model call.
        rows, problems = read_section(lines, section, shapes, plan.record_universe)
        check = check_rows(rows, plan.record_universe)
        return SectionResult(
            section_id=section.id,
            valid=check.valid and not problems,
            method="layout",
            attempts=1,
            problems=check.problems + problems,
            rows=rows,
            seconds=round(time.monotonic() - started, 3),
        )
    program_problems: list[str] = []
    result: SectionResult | None = None
    if method in ("auto", "program") and settings.program.enabled:
        result = await extract_section_program(llm, settings, lines, plan, section, trace)
        if not result.valid:
            program_problems = [f"program path: {p}" for p in result.problems]
            result = None if method == "auto" else result
    if result is None:
        result = await extract_section_rows(llm, settings, stem, number_lines(text), plan, section, trace)
        result.problems = program_problems + result.problems if not result.valid else result.problems
    result.usage = usage_of(trace)
    result.seconds = round(time.monotonic() - started, 3)
    return result
