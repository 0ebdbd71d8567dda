"""trace.json: every node, step, model call and piece of evidence of one solve, rewritten as it goes."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

from services.solver.actions import Action
from services.solver.render import cut
from services.solver.settings import TraceSettings
from services.solver.state import SolveResult, SolverState
from shared.artifacts import write_json
from shared.logging import get_logger

log = get_logger("solver")


def record_step(
    state: SolverState,
    action: Action | None,
    observation: str,
    error: str | None,
    started: float,
    cfg: TraceSettings,
) -> None:
    state.step_records.append(
        {
            "attempt": state.attempt,
            "step": state.attempt_steps,
            "tool": action.tool if action else None,
            "thought": action.thought if action else None,
            "arguments": action.arguments() if action else {},
            "result_summary": cut(observation, cfg.step_summary_chars),
            "duration_ms": round((time.monotonic() - started) * 1e3, 1),
            "error": error,
        }
    )


def write_trace(state: SolverState, result: SolveResult | None = None) -> None:
    """Write trace.json; a failed write is logged, never raised (the trace must not cost the answer)."""
    req = state.request
    exploration = state.exploration
    doc: dict[str, Any] = {
        "task_id": req.task.task_id,
        "run_id": req.task.run_id,
        "question": req.question,
        "written_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "elapsed_s": round(time.monotonic() - state.started, 3),
        "nodes": squash(state.nodes),
        "exploration": {
            "catalog_error": exploration.error if exploration else "",
            "hints": [p for p, _ in exploration.hints] if exploration else [],
            "video": [p for p, _ in exploration.video] if exploration else [],
        },
        # The question's grounding, the drafted candidates with their results' fingerprints, the vote.
        "grounding": state.grounding.as_dict() if state.grounding else None,
        "candidates": [c.as_dict() for c in state.candidates],
        "vote": state.vote.as_dict() if state.vote else None,
        "first_message": state.messages[1]["content"] if len(state.messages) > 1 else "",
        "steps": state.step_records,
        "model_calls": state.model_calls,
        "evidence": state.evidence,
        "answer": None
        if state.answer is None
        else {
            "source": state.answer.source,
            "kind": state.answer.kind,
            "sql": state.answer.sql,
            "columns": state.answer.columns,
            "row_count": state.answer.row_count,
        },
        # No answer this run, and the earlier run's prediction.csv left as it was.
        "previous_prediction_kept": state.answer is None
        and state.had_prediction
        and state.prediction.is_file(),
        "uncertainties": state.uncertainties,
        # Pages a page-cited document search showed the model, and those holding a value of the answer.
        "document_pages": state.document_pages,
        "answer_pages": answer_pages(state),
    }
    if result is not None:
        doc["result"] = {
            "status": result.status,
            "message": result.message,
            "steps": result.steps,
            "attempts": result.attempts,
            "usage": result.usage,
        }
    try:
        write_json(state.trace_path, doc)
    except OSError as e:
        log.warning("trace_write_failed", error=str(e))


def answer_pages(state: SolverState) -> list[dict[str, Any]]:
    """Pages shown by a document search that hold a value of the answer's rows (case-insensitive), each
    once: where an answer drawn from a document came from."""
    answer = state.answer
    if answer is None or not state.page_texts:
        return []
    rows = answer.rows or state.results.get(answer.sql or "", [])
    values = {
        str(c).strip().lower() for row in rows for c in row if c is not None and len(str(c).strip()) >= 2
    }
    out = []
    for (doc, page), text in state.page_texts.items():
        low = " ".join(text.lower().split())
        if any(v in low for v in values):
            out.append({"doc": doc, "page": page})
    return out


def squash(nodes: list[str]) -> list[str]:
    """Repeated model_step entries as one ``model_step x N`` item, to keep the trace readable."""
    out: list[str] = []
    for node in nodes:
        if out and out[-1].split(" x ")[0] == node:
            count = int(out[-1].split(" x ")[1]) + 1 if " x " in out[-1] else 2
            out[-1] = f"{node} x {count}"
        else:
            out.append(node)
    return out
