"""What one solve carries: the request, the state every node writes into, the answer and the result."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from services.solver.actions import TOOL_NAMES
from services.solver.candidates import Candidate, Vote
from services.solver.documents import TaskDocuments
from services.solver.grounding import Grounding
from services.solver.prompts import Exploration
from shared.identifiers import IdentifierSnapper
from shared.layout import safe_component
from shared.pages.search import DocumentLibrary
from shared.stage import TaskPaths

# submitted: the model submitted it and the checks passed; voted: drafted candidates agreed on it and the
# checks passed; fallback: the best result seen when neither happened.
AnswerSource = Literal["submitted", "voted", "fallback", "none"]
Status = Literal["succeeded", "partial", "failed", "timed_out"]


@dataclass
class SolveRequest:
    """One task to solve, with what the earlier stages already decided (``from_record`` reads it)."""

    task: TaskPaths
    question: str
    max_steps: int = 0  # 0: the configured limit
    deadline_s: float = 0.0  # 0: the configured default
    profile_path: Path | None = None  # the catalog's light profile; None: the solver asks for a build
    skipped_docs: tuple[str, ...] = ()  # document stems relevance skipped (offered to extract_document)
    # Stems relevance kept only by default and extraction deferred: extracted when the drafts find nothing.
    deferred_docs: tuple[str, ...] = ()
    solver_hints_path: Path | None = None  # extraction's hints about the tables it made

    @classmethod
    def from_record(
        cls, task: TaskPaths, question: str, max_steps: int = 0, deadline_s: float = 0.0
    ) -> SolveRequest:
        """The request with what the task's record holds: the catalog's profile, the documents relevance
        skipped, those extraction deferred and its hints (each absent when its stage has not run)."""
        output = task.output
        relevance, extraction = output.read_relevance(), output.read_extraction()
        return cls(
            task=task,
            question=question,
            max_steps=max_steps,
            deadline_s=deadline_s,
            profile_path=output.global_profile if output.global_profile.is_file() else None,
            skipped_docs=_stems(relevance.skipped_docs if relevance else [], "skipped document"),
            deferred_docs=_stems(extraction.deferred_docs if extraction else [], "deferred document"),
            solver_hints_path=output.solver_hints if output.solver_hints.is_file() else None,
        )


def _stems(names: list[str], what: str) -> tuple[str, ...]:
    return tuple(safe_component(n, what) for n in names)


@dataclass
class SolveResult:
    status: Status
    message: str
    answer_source: AnswerSource
    answer_kind: str
    steps: int
    attempts: int
    prediction_path: Path | None
    trace_path: Path
    usage: dict[str, int]
    uncertainties: list[dict[str, str]] = field(default_factory=list)


@dataclass
class Answer:
    source: AnswerSource
    kind: str
    sql: str | None
    columns: list[str]
    row_count: int
    note: str = ""  # where a fallback answer came from
    rows: list[list[Any]] = field(default_factory=list)  # an explicit table's rows (a query's are in results)


@dataclass
class SolverState:
    """init_state's blank form: every later node writes into a named place here."""

    request: SolveRequest
    system: str
    max_steps: int
    max_attempts: int
    started: float
    stop_at: float
    attempt: int = 0
    steps: int = 0
    attempt_steps: int = 0
    model_failures: int = 0
    check_retries: dict[str, int] = field(default_factory=dict)
    answer: Answer | None = None
    evidence: list[dict[str, Any]] = field(default_factory=list)  # SQL that returned rows, in order
    step_records: list[dict[str, Any]] = field(default_factory=list)
    model_calls: list[dict[str, Any]] = field(default_factory=list)
    exploration: Exploration | None = None
    grounding: Grounding | None = None  # the question's tables and stored forms (draft_candidates)
    candidates: list[Candidate] = field(default_factory=list)
    vote: Vote | None = None
    documents: TaskDocuments = field(default_factory=TaskDocuments)
    # The catalog's table and column names, put back where a video's OCR damaged them.
    identifiers: IdentifierSnapper = field(default_factory=lambda: IdentifierSnapper(()))
    messages: list[dict[str, Any]] = field(default_factory=list)
    observations: list[int] = field(default_factory=list)  # message indexes of tool results
    seen_actions: dict[str, str] = field(default_factory=dict)  # action JSON -> its observation, per attempt
    banned_tools: set[str] = field(default_factory=set)  # repeated by the model: out of the schema
    tools: tuple[str, ...] = TOOL_NAMES  # offered in this task (extract_document only with something to do)
    seen: list[str] = field(default_factory=list)  # first messages and tool results, every attempt
    results: dict[str, list[list[Any]]] = field(default_factory=dict)  # probed SQL -> its rows
    uncertainties: list[dict[str, str]] = field(default_factory=list)
    nodes: list[str] = field(default_factory=list)
    # Pages a page-cited document search showed the model ({doc, page, query}), and their texts.
    document_pages: list[dict[str, Any]] = field(default_factory=list)
    page_texts: dict[tuple[str, int], str] = field(default_factory=dict)
    # The task's page-search library and what could not be read, from the first document search.
    page_library: tuple[DocumentLibrary, list[str]] | None = None
    # The query written from the schema when it ran cleanly and found no row: (its SQL, its columns).
    empty_draft: tuple[str, list[str]] | None = None
    # Last-resort drafts that failed: (their SQL, the error), for the relaxed answer.
    failed_drafts: list[tuple[str, str]] = field(default_factory=list)
    timed_out: bool = False
    had_prediction: bool = False  # a prediction.csv of an earlier run was there when this one started

    def left(self) -> float:
        return self.stop_at - time.monotonic()

    @property
    def task(self) -> TaskPaths:
        return self.request.task

    @property
    def prediction(self) -> Path:
        return self.request.task.output.prediction

    @property
    def trace_path(self) -> Path:
        return self.request.task.output.trace


def submitted(state: SolverState) -> bool:
    """An answer that stands: submitted by the model or agreed by the candidates (checks passed)."""
    return state.answer is not None and state.answer.source in ("submitted", "voted")
