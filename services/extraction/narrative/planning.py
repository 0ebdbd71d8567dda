"""Planning one document: from its layout where it is regular (the model names the slots), otherwise by
the planner (the model reads the whole document), repaired by programs; the plan log either way.

Public API::

    outcome = await plan_document(settings, llm, doc)     # -> PlanOutcome; writes the plan log
    plan, log = load_plan(plan_path)                      # a valid plan back from its log
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from services.extraction.layout.plan import plan_from_layout
from services.extraction.narrative import prompts, scaffold
from services.extraction.narrative.docs import DocInput, knowledge_excerpts, knowledge_top, number_lines
from services.extraction.narrative.knowledge import knowledge_record_count
from services.extraction.narrative.models import Plan
from services.extraction.narrative.records import named_fields, plan_records
from services.extraction.narrative.recordsplit import marked_records
from services.extraction.narrative.validate import repair_section_ids, validate_plan
from services.extraction.settings import ExtractionSettings
from services.extraction.usage import usage_of
from shared.artifacts import read_json, write_json
from shared.errors import InvalidInputError, LLMError, NotFoundError
from shared.llm import LLMClient, LLMTrace


@dataclass
class PlanOutcome:
    plan: Plan | None
    plan_path: Path
    problems: list[str] = field(default_factory=list)
    usage: dict[str, int] = field(default_factory=dict)
    attempts: int = 0


def _model(llm: LLMClient | None) -> LLMClient:
    if llm is None:
        raise LLMError("no model endpoint is configured for extraction")
    return llm


def left_out_named_fields(plan: Plan, fields: dict[str, str], question: str) -> list[str]:
    """The knowledge's fields the question names that no column of ``plan`` holds."""
    held = {c.lower() for c in plan.columns}
    return [f for f in named_fields(question, fields) if f.lower() not in held]


async def plan_document(settings: ExtractionSettings, llm: LLMClient | None, doc: DocInput) -> PlanOutcome:
    """The plan from the layout where the endpoint kind asks for it and the layout is regular; else one
    section per record where the endpoint kind asks for it, the document is a list of records and the
    knowledge lists its fields (services/extraction/narrative/records.py); otherwise the planner,
    deterministic repairs, validation, one retry carrying the problems, then the knowledge's fields as a
    one-section plan when the layout hint is on. The plan log is written either way."""
    cfg = settings.planner
    logs = doc.logs
    trace = LLMTrace(jsonl_path=logs.trace("plan"))
    numbered = number_lines(doc.text)
    top = knowledge_top(doc.knowledge, cfg.knowledge_top_lines, cfg.knowledge_top_chars)
    excerpts = knowledge_excerpts(
        doc.knowledge, doc.stem, cfg.excerpt_lines_before, cfg.excerpt_lines_after, cfg.excerpt_max_chars
    )
    layout_first = llm is not None and cfg.layout_plan_by_endpoint[llm.settings.endpoint_kind]
    found = scaffold.propose(doc.text, doc.knowledge, doc.stem)
    layout = found if cfg.layout_hint else None
    plan_path = logs.plan
    problems: list[str] = []
    plan: Plan | None = None
    model_plan: Plan | None = None
    repairs: list[str] = []
    attempts = 0
    source = "model"
    layout_notes: list[str] = []
    stated = knowledge_record_count(doc.knowledge, doc.stem)
    record_count = stated or (marked_records(doc.text, settings.records) if found is not None else 0)
    if layout_first and found is not None and record_count > len(found.record_ids):
        # The ids that recur across the blocks leave out records the document holds: read them all.
        layout_first = False
        layout_notes.append(
            f"not read by its layout: {len(found.record_ids)} record ids recur, the "
            + (f"knowledge states {stated} records" if stated else f"document marks {record_count} records")
        )
    if layout_first and found is not None:
        attempts += 1
        read = await plan_from_layout(
            _model(llm), doc.text, found, doc.stem, doc.question, cfg.layout_max_tokens, trace
        )
        layout_notes += read.notes
        left_out = left_out_named_fields(read.plan, found.fields, doc.question) if read.plan else []
        if left_out and settings.records.by_endpoint[_model(llm).settings.endpoint_kind]:
            # The question names fields no slot of the layout holds: the records are read one by one.
            layout_notes.append(
                "layout plan set aside: no slot holds the fields the question names: " + ", ".join(left_out)
            )
        elif read.plan is not None and not validate_plan(read.plan, doc.line_count):
            write_plan_log(doc, read.plan, [], attempts, "layout", [], None, layout_notes, read.slots)
            return PlanOutcome(read.plan, plan_path, [], usage_of(trace), attempts)
    by_records = llm is not None and settings.records.by_endpoint[llm.settings.endpoint_kind]
    if by_records and found is not None and found.fields:
        attempts += 1
        listed, notes = await plan_records(
            _model(llm),
            doc.text,
            found.fields,
            doc.stem,
            doc.question,
            settings.records,
            trace,
            len(found.record_ids),
            stated,
        )
        layout_notes += notes
        if listed is not None and not validate_plan(listed, doc.line_count):
            write_plan_log(doc, listed, [], attempts, "records", [], None, layout_notes)
            return PlanOutcome(listed, plan_path, [], usage_of(trace), attempts)
    for attempt in range(1 + cfg.retries):
        attempts += 1
        messages = prompts.planner_messages(
            doc.stem, numbered, top, excerpts, doc.question, problems, layout.hint() if layout else ""
        )
        try:
            plan = model_plan = await _model(llm).structured(
                messages, Plan, max_tokens=cfg.max_tokens, trace=trace, label=f"plan {doc.stem}"
            )
        except (LLMError, ValidationError) as e:
            plan, problems = None, [f"no usable plan: {e}"]
            continue
        plan.shapes = {}
        plan, repairs = repair_section_ids(plan)
        if layout is not None:
            last = attempt == cfg.retries
            plan, notes = scaffold.repair_plan(plan, layout, doc.text, split_shared_columns=last)
            repairs += notes
        problems = validate_plan(plan, doc.line_count)
        if not problems:
            break
    if problems and layout is not None:
        fallback = scaffold.fallback_plan(layout, doc.line_count)
        if fallback is not None and not validate_plan(fallback, doc.line_count):
            repairs = [f"the model's plan was unusable ({'; '.join(problems)[:300]}): one section "
                       "over the whole document with the knowledge's fields"]  # fmt: skip
            plan, problems, source = fallback, [], "knowledge"
    if plan is not None and problems == [] and repairs and source == "model":
        source = "model, repaired"
    shown_model_plan = model_plan if model_plan and source != "model" else None
    write_plan_log(doc, plan, problems, attempts, source, repairs, shown_model_plan, layout_notes)
    return PlanOutcome(plan if not problems else None, plan_path, problems, usage_of(trace), attempts)


def write_plan_log(
    doc: DocInput,
    plan: Plan | None,
    problems: list[str],
    attempts: int,
    source: str,
    repairs: list[str],
    model_plan: Plan | None,
    layout_notes: list[str],
    slots: dict[str, str] | None = None,
) -> None:
    """The plan log; ``source`` is "layout", "records", "model", "model, repaired" or "knowledge";
    ``layout_notes`` say why the layout was not read, or what reading it left out."""
    write_json(
        doc.logs.plan,
        {
            "stem": doc.stem,
            "doc_path": str(doc.doc_path),
            "doc_sha256": doc.sha256,
            "valid": not problems,
            "problems": problems,
            "attempts": attempts,
            "source": source,
            "repairs": repairs,
            "plan": plan.dump() if plan else None,
            "model_plan": model_plan.dump() if model_plan else None,
            **({"layout_notes": layout_notes} if layout_notes else {}),
            **({"slots": slots} if slots is not None else {}),
        },
    )


def load_plan(plan_path: Path) -> tuple[Plan, dict[str, Any]]:
    try:
        data = read_json(plan_path)
    except (OSError, ValueError) as e:
        raise NotFoundError(f"cannot read plan {plan_path}: {e}") from e
    if not data.get("valid") or not data.get("plan"):
        raise InvalidInputError(f"plan {plan_path} did not pass validation")
    plan = Plan.model_validate(data["plan"])
    if repair_section_ids(plan)[1]:
        raise InvalidInputError(f"plan {plan_path} has section ids that cannot name a file")
    return plan, data
