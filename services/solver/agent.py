"""The agent graph: init_state -> global_data_exploration -> receive_problem -> model_step (loop) -> answer.

Public API::

    solver = Solver(settings, llm=LLMClient(load_settings(LLMSettings)), catalog=GrpcCatalogTools(...))
    result = await solver.solve(SolveRequest(task=TaskPaths(...), question="...", deadline_s=600))
    result.answer_source   # "submitted" | "fallback" | "none"
    result.prediction_path # <task_output>/prediction.csv, written as soon as an answer exists
    result.trace_path      # <task_output>/trace.json: every model call and tool call

Each model step asks for one JSON ``Action`` (services.solver.actions). Attempts restart from a clean
conversation; when none submits, the best SQL seen (the last that returned rows) becomes the answer, and
when no query returned rows, one query the model writes from the schema alone (``loop.draft_fallback``).
The whole solve runs under the request's deadline; no failure of the model or the catalog escapes
``solve`` as an exception: it ends in a recorded failure or the fallback answer.
"""

from __future__ import annotations

import asyncio
import csv
import io
import os
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from services.solver import checks
from services.solver.actions import TOOL_NAMES, Action, action_schema, problem_with
from services.solver.prompts import (
    DraftQuery,
    Exploration,
    compact_json,
    draft_messages,
    first_message,
    system_prompt,
)
from services.solver.settings import SolverSettings
from services.solver.tools import (
    CatalogTools,
    ExportResult,
    ExtractionTools,
    QueryResult,
    read_document,
    search_documents,
    text_documents,
    unextracted_documents,
)
from shared.artifacts import atomic_write_text, read_json, write_json
from shared.errors import DataAgentError, LLMError
from shared.llm import LLMClient, LLMTrace, fence_untrusted
from shared.logging import get_logger
from shared.scoring import prediction_problem
from shared.sql import referenced_tables
from shared.stage import TaskPaths

log = get_logger("solver")

AnswerSource = Literal["submitted", "fallback", "none"]
Status = Literal["succeeded", "partial", "failed", "timed_out"]
GLOBAL_PROFILE = "global_data_profile.json"


@dataclass
class SolveRequest:
    task: TaskPaths
    question: str
    max_steps: int = 0  # 0: the configured limit
    deadline_s: float = 0.0  # 0: the configured default


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


@dataclass
class SolverState:
    """init_state's blank form: every later node writes into a named place here."""

    request: SolveRequest
    system: str
    max_steps: int
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
    tool_events: list[dict[str, Any]] = field(default_factory=list)
    model_calls: list[dict[str, Any]] = field(default_factory=list)
    exploration: Exploration | None = None
    messages: list[dict[str, Any]] = field(default_factory=list)
    observations: list[int] = field(default_factory=list)  # message indexes of tool results
    seen_actions: dict[str, str] = field(default_factory=dict)  # action JSON -> its observation, per attempt
    banned_tools: set[str] = field(default_factory=set)  # repeated by the model: out of the schema
    tools: tuple[str, ...] = TOOL_NAMES  # offered in this task (extract_document only with something to do)
    seen: list[str] = field(default_factory=list)  # first messages and tool results, every attempt
    results: dict[str, list[list[Any]]] = field(default_factory=dict)  # probed SQL -> its rows
    uncertainties: list[dict[str, str]] = field(default_factory=list)
    nodes: list[str] = field(default_factory=list)
    timed_out: bool = False

    def left(self) -> float:
        return self.stop_at - time.monotonic()


class Solver:
    """Solves one task per ``solve`` call; one object serves concurrent tasks (no per-task fields)."""

    def __init__(
        self,
        settings: SolverSettings,
        *,
        llm: LLMClient,
        catalog: CatalogTools,
        extraction: ExtractionTools | None = None,
    ) -> None:
        self.settings = settings
        self.llm = llm
        self.catalog = catalog
        self.extraction = extraction

    async def solve(self, request: SolveRequest) -> SolveResult:
        state = self.init_state(request)
        trace = LLMTrace(on_record=lambda rec: state.model_calls.append({"attempt": state.attempt, **rec}))
        budget = max(0.0, state.left())
        try:
            async with asyncio.timeout(budget):
                await self.global_data_exploration(state)
                while not _submitted(state) and state.attempt < self.settings.loop.max_attempts:
                    self.receive_problem(state)
                    await self.model_loop(state, trace)
                    if not _submitted(state):
                        await self._fallback(state, provisional=True)
        except TimeoutError:
            state.timed_out = True
            state.nodes.append("deadline")
            log.warning("solver_deadline", task_id=request.task.task_id, steps=state.steps)
        except Exception as e:  # the last guard: a bug must not lose the best answer or the trace
            log.exception("solver_error", task_id=request.task.task_id)
            state.uncertainties.append(
                {"subject": "solver", "reason": f"{type(e).__name__}: {e}", "code": "error"}
            )
        if not _submitted(state):
            await self._fallback(state, provisional=False)
        if state.answer is None and self.settings.loop.draft_fallback and not state.timed_out:
            await self._draft(state, trace)
        return self.answer(state, trace)

    # -- nodes -----------------------------------------------------------------------------------

    def init_state(self, request: SolveRequest) -> SolverState:
        loop = self.settings.loop
        deadline = request.deadline_s if request.deadline_s > 0 else loop.default_deadline_s
        now = time.monotonic()
        state = SolverState(
            request=request,
            system=system_prompt(self.settings.sql_dialect),
            max_steps=request.max_steps if request.max_steps > 0 else loop.max_steps,
            started=now,
            stop_at=now + max(1.0, deadline - loop.deadline_margin_s),
        )
        state.nodes.append("init_state")
        request.task.output_dir.mkdir(parents=True, exist_ok=True)
        self._prediction(state).unlink(missing_ok=True)
        return state

    async def global_data_exploration(self, state: SolverState) -> None:
        """Read the light catalog (building it when missing), hints, video material; never a model call."""
        state.nodes.append("global_data_exploration")
        task = state.request.task
        exploration = Exploration()
        profile = task.output_dir / GLOBAL_PROFILE
        try:
            if not profile.is_file():
                built = await self.catalog.build_catalog(
                    task, min(self.settings.tools.build_timeout_s, max(1.0, state.left()))
                )
                profile = built or profile
            exploration.light_catalog = read_json(profile)
        except (DataAgentError, OSError, ValueError) as e:
            exploration.error = f"catalog unavailable: {e}"
            state.uncertainties.append({"subject": GLOBAL_PROFILE, "reason": str(e), "code": "no_catalog"})
        exploration.hints = _read_texts(task.output_dir / "context_db", ("*.md", "*.txt"))
        exploration.video = _read_texts(task.generated_dir / "video", ("*_video_summary.md",))
        if not exploration.video:
            exploration.video = _read_texts(task.generated_dir / "video", ("*_timeline.md",))
        exploration.text_documents = [
            p for p, _ in text_documents(task) if not p.endswith("knowledge.md") and "/video/" not in p
        ]
        if self.extraction is not None:
            exploration.unextracted = unextracted_documents(task)
        if not exploration.unextracted:
            state.tools = tuple(t for t in TOOL_NAMES if t != "extract_document")
            state.system = system_prompt(self.settings.sql_dialect, state.tools)
        state.exploration = exploration
        self._write_trace(state)

    def receive_problem(self, state: SolverState) -> None:
        """A clean conversation for the next attempt: system prompt and the first message."""
        state.nodes.append("receive_problem")
        state.attempt += 1
        state.attempt_steps = 0
        state.model_failures = 0
        state.check_retries = {}
        note = ""
        if state.attempt > 1:
            note = (
                "A previous attempt ended without submitting an answer. Work directly: probe one query "
                "and submit it as soon as it returns the answer."
            )
            if state.evidence:
                note += f"\nThe last query that returned rows was: {state.evidence[-1]['sql']}"
        assert state.exploration is not None
        first = first_message(state.request.question, state.exploration, self.settings.prompt, note)
        state.seen.append(first)
        state.messages = [{"role": "system", "content": state.system}, {"role": "user", "content": first}]
        state.observations = []
        state.seen_actions = {}
        state.banned_tools = set()

    async def model_loop(self, state: SolverState, trace: LLMTrace) -> None:
        while not _submitted(state) and state.attempt_steps < state.max_steps:
            ended = await self.model_step(state, trace)
            self._write_trace(state)
            if ended:
                return
        if not _submitted(state):
            state.uncertainties.append(
                {
                    "subject": f"attempt {state.attempt}",
                    "reason": f"step limit {state.max_steps} reached without an answer",
                    "code": "step_limit",
                }
            )

    async def model_step(self, state: SolverState, trace: LLMTrace) -> bool:
        """One model call and the tool it asks for; True when this attempt must end."""
        state.nodes.append("model_step")
        state.steps += 1
        state.attempt_steps += 1
        label = f"a{state.attempt}s{state.attempt_steps}"
        started = time.monotonic()
        try:
            allowed = tuple(t for t in state.tools if t not in state.banned_tools)
            action = await self.llm.structured(
                self._window(state),
                action_schema(allowed),
                max_tokens=self.settings.loop.max_tokens_per_step,
                timeout_s=max(1.0, state.left()),
                trace=trace,
                label=label,
            )
        except LLMError as e:
            state.model_failures += 1
            self._record_step(state, None, "", f"model call failed: {e}", started)
            if state.model_failures >= self.settings.loop.max_model_failures:
                state.uncertainties.append(
                    {"subject": f"attempt {state.attempt}", "reason": str(e)[:300], "code": "model_failed"}
                )
                return True
            state.messages.append(
                {"role": "user", "content": "Your last reply could not be used. Reply with one JSON action."}
            )
            return False
        state.model_failures = 0
        state.messages.append({"role": "assistant", "content": action.model_dump_json(exclude_none=True)})
        named = action
        action, redirected = _redirect_sql(action)
        problem = problem_with(action)
        if problem:
            observation = f"error: {problem}"
            self._record_step(state, action, observation, problem, started)
        elif action.tool == "submit_answer":
            observation = await self._submit(state, action)
            self._record_step(state, action, observation, None, started)
            if _submitted(state):
                return True
        else:
            key = action.model_dump_json(exclude={"thought"}, exclude_none=True)
            if key in state.seen_actions:
                # Small models loop on one call; the same answer again plus a nudge breaks the loop.
                observation = (
                    f"You already made this exact call; its result is unchanged. {action.tool} is no longer "
                    "available: use the result (write the query, or submit_answer).\n"
                    + state.seen_actions[key]
                )
                # The tool the model named is the one it keeps choosing, also when its SQL was redirected.
                if named.tool != "submit_answer":
                    state.banned_tools.add(named.tool)
                self._record_step(state, action, observation, "repeated action", started)
            else:
                observation, error = await self._run_tool(state, action)
                if (
                    redirected
                    and error
                    and problem_with(named) is None
                    and not self._reads_data(state, action)
                ):
                    # Not SQL over the data (e.g. "SELECT ... FROM relationships" in a look-up of the
                    # relationships): the call the model named runs as asked.
                    looked_up, error = await self._run_tool(state, named)
                    observation = (
                        f"(your query failed and was ignored: {_cut(observation, 300)})\n{looked_up}"
                    )
                elif redirected:
                    observation = "(your SQL was run with probe_query)\n" + observation
                state.seen.append(observation)
                state.seen_actions[key] = observation
                self._record_step(state, action, observation, error, started)
        remaining = state.max_steps - state.attempt_steps
        tail = f"\n({remaining} steps left" + ("; submit now." if remaining <= 2 else ".") + ")"
        state.observations.append(len(state.messages))
        state.messages.append({"role": "user", "content": _cut(observation, self._obs_cap()) + tail})
        return False

    def answer(self, state: SolverState, trace: LLMTrace) -> SolveResult:
        state.nodes.append("answer")
        ans = state.answer
        prediction = self._prediction(state)
        if ans is not None and ans.source == "submitted":
            status: Status = "succeeded"
            message = f"answer submitted after {state.steps} step(s)"
        elif ans is not None:
            status = "partial"
            message = f"fallback answer: {ans.note or 'the last query that returned rows'}"
        else:
            status = "failed"
            message = "no answer: " + (
                "; ".join(u["reason"] for u in state.uncertainties[-2:]) or "the model never submitted"
            )
        if state.timed_out:
            message = "deadline reached; " + message
            if ans is None:
                status = "timed_out"
        totals = trace.totals()
        usage = {
            "calls": totals["calls"],
            "cache_hits": totals["cache_hits"],
            "prompt_tokens": totals["prompt_tokens"],
            "completion_tokens": totals["completion_tokens"],
        }
        result = SolveResult(
            status=status,
            message=message,
            answer_source=ans.source if ans else "none",
            answer_kind=ans.kind if ans else "",
            steps=state.steps,
            attempts=state.attempt,
            prediction_path=prediction if ans is not None else None,
            trace_path=self._trace_path(state),
            usage=usage,
            uncertainties=state.uncertainties,
        )
        self._write_trace(state, result)
        return result

    # -- tools -----------------------------------------------------------------------------------

    def _tool_timeout(self, state: SolverState) -> float:
        return max(0.5, min(self.settings.tools.call_timeout_s, state.left()))

    async def _run_tool(self, state: SolverState, action: Action) -> tuple[str, str | None]:
        task, cfg, timeout = state.request.task, self.settings.tools, self._tool_timeout(state)
        try:
            if action.tool == "get_table_profile":
                p = await self.catalog.table_profile(task, str(action.table), timeout)
                return self._render_profile(p), None
            if action.tool == "search_value":
                # Models often quote the literal as they would in SQL ('Cancelled'); the data has no quotes.
                literal = str(action.literal).strip().strip("'\"`").strip() or str(action.literal)
                hits = await self.catalog.search_value(task, literal, cfg.search_hits_shown, timeout)
                return self._render_hits(literal, hits), None
            if action.tool == "probe_query":
                sql = str(action.sql)
                result = await self.catalog.probe(
                    task, sql, self.settings.sql_dialect, cfg.probe_max_rows, timeout
                )
                if result.rows:
                    state.evidence.append({"sql": sql, "columns": result.columns, "rows": len(result.rows)})
                    if not result.truncated:
                        state.results[sql] = result.rows
                text = self._render_result(result)
                if result.rows:
                    text += "\nIf this result answers the question, call submit_answer with this SQL now."
                if not result.rows:
                    text += (
                        "\nNo rows. If you filtered on a literal, check its stored form with search_value."
                    )
                return text, None
            if action.tool == "lookup_catalog":
                found = await self.catalog.lookup(task, str(action.section), action.table or "", timeout)
                return compact_json(found, cfg.observation_max_chars), None
            if action.tool == "read_document":
                start = action.start_line or 1
                end = action.end_line or start + cfg.doc_max_lines - 1
                body, total = await asyncio.to_thread(
                    read_document, task, str(action.path), start, end, cfg.doc_max_lines
                )
                return f"{action.path} ({total} lines)\n" + fence_untrusted(str(action.path), body), None
            if action.tool == "extract_document" and "extract_document" in state.tools:
                return await self._extract(state, str(action.path)), None
            if action.tool == "search_documents":
                hits = await asyncio.to_thread(
                    search_documents, task, str(action.query), cfg.doc_search_max_hits
                )
                if not hits:
                    return "no line of the documents contains all those words", None
                return fence_untrusted("search_documents", "\n".join(hits)), None
        except DataAgentError as e:
            return f"error: {e}", str(e)
        except (OSError, ValueError) as e:
            return f"error: {type(e).__name__}: {e}", str(e)
        return f"error: tool {action.tool} is not available", "unavailable tool"

    def _reads_data(self, state: SolverState, action: Action) -> bool:
        """Whether the action's SQL reads a table of the catalog (False when that cannot be known)."""
        surfaces = state.exploration.light_catalog.get("query_surfaces") if state.exploration else None
        names = {str(s.get("name")).lower() for s in surfaces or []}
        return bool(names & (referenced_tables(str(action.sql), self.settings.sql_dialect) or set()))

    async def _extract(self, state: SolverState, path: str) -> str:
        """Extract one skipped document through the extraction service, then register its table."""
        assert self.extraction is not None and state.exploration is not None
        stem = Path(path.strip()).stem
        if stem not in state.exploration.unextracted:
            listed = ", ".join(state.exploration.unextracted)
            return f"error: {path!r} is not a document waiting for extraction; choose one of: {listed}"
        task, cfg = state.request.task, self.settings.tools
        doc = await self.extraction.extract(task, stem, max(1.0, min(cfg.extract_timeout_s, state.left())))
        state.exploration.unextracted.remove(stem)
        await self.catalog.build_catalog(task, max(1.0, min(cfg.build_timeout_s, state.left())))
        reason = f"extracted on demand: {doc.rows} rows, {doc.section_success_ratio:.0%} of sections valid"
        state.uncertainties.append(
            {
                "subject": stem,
                "reason": reason + (f"; {doc.error}" if doc.error else ""),
                "code": "extracted_on_demand" if doc.succeeded else "extraction_imperfect",
            }
        )
        text = (
            f"table {doc.table} extracted from {stem}: {doc.rows} rows, columns {', '.join(doc.columns)}"
            + ("" if doc.succeeded else f" (imperfect: {doc.error or 'some sections failed'})")
        )
        if doc.hints_path is not None and doc.hints_path.is_file():
            hints = doc.hints_path.read_text(encoding="utf-8")
            text += "\n" + fence_untrusted(doc.hints_path.name, hints[: cfg.observation_max_chars])
        return text + "\nQuery it with probe_query."

    async def _submit(self, state: SolverState, action: Action) -> str:
        """Run the answer checks; accept the answer (and write prediction.csv) or say what to fix."""
        kind = str(action.answer_kind)
        if action.sql is None:
            columns, rows = list(action.columns or []), [list(r) for r in action.rows or []]
            problem = self._check_table(state, columns, rows)
            if problem:
                return problem
            made_up = checks.ungrounded_cells(rows, "\n".join(state.seen))
            if made_up and self.settings.checks.grounding_check:
                # Never accepted: an answer must be traceable to the data, however often it is sent.
                return (
                    f"check failed: the values {made_up} appear in no tool result. Answers come from the "
                    "data: write the SQL that returns them, test it with probe_query, then submit_answer "
                    "with sql."
                )
            source = next((q for q, r in reversed(state.results.items()) if checks.same_table(rows, r)), None)
            if source is not None:
                # The table is a probe's result retyped: the query's own result keeps exact values
                # (line breaks, precision) that a retyped copy loses.
                return await self._submit(state, action.model_copy(update={"sql": source, "columns": None}))
            await asyncio.to_thread(_write_table, self._prediction(state), columns, rows)
            state.answer = Answer("submitted", kind, None, columns, len(rows))
            return f"answer accepted: explicit table, {len(rows)} row(s)"
        sql = action.sql
        try:
            result = await self.catalog.probe(
                state.request.task,
                sql,
                self.settings.sql_dialect,
                self.settings.tools.probe_max_rows,
                self._tool_timeout(state),
            )
        except DataAgentError as e:
            return f"error: the submitted SQL failed: {e}. Fix it and submit again."
        if result.rows:
            state.evidence.append(
                {"sql": sql, "columns": result.columns, "rows": len(result.rows), "submitted": True}
            )
        problem = await self._check_sql(state, sql, kind, result)
        if problem:
            return problem + "\n" + self._render_result(result)
        try:
            written = (await self._export(state, sql)).row_count
        except DataAgentError as e:
            return f"error: the answer could not be written: {e}"
        state.answer = Answer("submitted", kind, sql, result.columns, written)
        return f"answer accepted: {written} row(s)"

    def _retry(self, state: SolverState, check: str) -> bool:
        """True when ``check`` may still send the answer back (each check gets its configured retries)."""
        used = state.check_retries.get(check, 0)
        if used >= self.settings.checks.retries_per_check:
            return False
        state.check_retries[check] = used + 1
        return True

    def _check_table(self, state: SolverState, columns: list[str], rows: list[list[Any]]) -> str | None:
        dups = checks.duplicate_columns(columns, rows)
        if dups and self.settings.checks.duplicate_column_check and self._retry(state, "duplicate_columns"):
            return "check failed: " + "; ".join(dups) + ". Keep each asked column once, then submit again."
        return None

    async def _check_sql(self, state: SolverState, sql: str, kind: str, result: QueryResult) -> str | None:
        cfg, dialect = self.settings.checks, self.settings.sql_dialect
        if cfg.star_check and checks.selects_star(sql, dialect) and self._retry(state, "star"):
            return (
                "check failed: SELECT * returns every column; select only the columns the question asks for."
            )
        problem = self._check_table(state, result.columns, result.rows)
        if problem:
            return problem
        if cfg.empty_result_check and not result.rows and self._retry(state, "empty"):
            return (
                "check failed: the query returns no rows. Check the literals with search_value and the "
                "joins, or submit again if empty is really the answer."
            )
        raw_distinct = kind == "raw_records" and checks.is_distinct(sql, dialect)
        if cfg.distinct_raw_check and raw_distinct and self._retry(state, "distinct_raw"):
            return (
                "check failed: raw records keep duplicates, but the query uses DISTINCT. Drop it unless "
                "the question asks for distinct values (then use answer_kind entity_list)."
            )
        if cfg.tie_check:
            probe = checks.tie_probe(sql, dialect)
            if probe is not None:
                try:
                    extra = await self.catalog.probe(
                        state.request.task, probe.sql, dialect, probe.limit + 1, self._tool_timeout(state)
                    )
                except DataAgentError:
                    extra = None
                if extra is not None and checks.ties_cut(probe, extra.rows) and self._retry(state, "ties"):
                    return (
                        f"check failed: LIMIT {probe.limit} cuts through a tie (the next row has the same "
                        "ORDER BY value). Return every tied row, e.g. WHERE x = (SELECT MAX(x) ...)."
                    )
        return None

    async def _export(self, state: SolverState, sql: str, timeout_s: float | None = None) -> ExportResult:
        """Write the query's whole result as prediction.csv through a temp file, checked before it lands."""
        target = self._prediction(state)
        temp = target.with_name(f".{target.name}.export.csv")
        try:
            exported = await self.catalog.export(
                state.request.task,
                sql,
                self.settings.sql_dialect,
                temp,
                timeout_s or self._tool_timeout(state),
            )
            problem = await asyncio.to_thread(prediction_problem, temp)
            if problem:
                raise DataAgentError(f"exported CSV is not well-formed: {problem}")
            os.replace(temp, target)
        finally:
            temp.unlink(missing_ok=True)
        return exported

    async def _fallback(self, state: SolverState, *, provisional: bool) -> None:
        """The best SQL seen so far becomes the answer (provisional: written between attempts)."""
        if not state.evidence or _submitted(state):
            return
        best = state.evidence[-1]
        if state.answer is not None and state.answer.sql == best["sql"]:
            return
        state.nodes.append("fallback")
        timeout = self.settings.loop.fallback_timeout_s
        if state.timed_out:
            timeout = min(timeout, max(1.0, self.settings.loop.deadline_margin_s))
        try:
            async with asyncio.timeout(timeout):
                rows = (await self._export(state, best["sql"], timeout)).row_count
        except (DataAgentError, TimeoutError) as e:
            state.uncertainties.append(
                {"subject": "fallback", "reason": str(e) or "timed out", "code": "fallback_failed"}
            )
            return
        state.answer = Answer("fallback", "", best["sql"], list(best["columns"]), rows)
        log.info("solver_fallback", task_id=state.request.task.task_id, provisional=provisional, rows=rows)

    async def _draft(self, state: SolverState, trace: LLMTrace) -> None:
        """The last resort when no query returned rows: one query written from the schema alone.

        A small model that loses its way in the tool loop often writes a right first query when asked
        for nothing else (benchmarks/solve_kdd_dev.py --schema-only measures it)."""
        exploration = state.exploration
        if exploration is None or not exploration.light_catalog.get("query_surfaces") or state.left() < 2:
            return
        state.nodes.append("draft")
        messages = draft_messages(
            state.request.question, exploration.light_catalog, self.settings.sql_dialect
        )
        try:
            async with asyncio.timeout(state.left()):
                draft = await self.llm.structured(
                    messages,
                    DraftQuery,
                    max_tokens=self.settings.loop.max_tokens_per_step,
                    timeout_s=max(1.0, state.left()),
                    trace=trace,
                    label="draft",
                )
                exported = await self._export(state, draft.sql)
                if not exported.row_count:
                    self._prediction(state).unlink(missing_ok=True)
                    raise DataAgentError(f"the query from the schema returned no rows: {draft.sql}")
        except (DataAgentError, TimeoutError) as e:
            state.uncertainties.append(
                {"subject": "draft", "reason": str(e) or "timed out", "code": "draft_failed"}
            )
            return
        state.answer = Answer(
            "fallback", "", draft.sql, exported.columns, exported.row_count, "a query written from the schema"
        )
        log.info("solver_draft", task_id=state.request.task.task_id, rows=exported.row_count)

    # -- rendering -------------------------------------------------------------------------------

    def _obs_cap(self) -> int:
        return self.settings.tools.observation_max_chars

    def _cell(self, value: Any) -> str:
        text = "NULL" if value is None else str(value)
        limit = self.settings.tools.max_cell_chars
        return text if len(text) <= limit else text[: limit - 1] + "…"

    def _render_result(self, result: QueryResult) -> str:
        shown = result.rows[: self.settings.tools.rows_shown]
        more = len(result.rows) > len(shown) or result.truncated
        count = f"{len(result.rows)}{'+' if result.truncated else ''}"
        lines = [" | ".join(result.columns)] + [" | ".join(self._cell(v) for v in row) for row in shown]
        head = f"{count} row(s)" + (f", first {len(shown)} shown" if more else "")
        return f"{head}:\n" + fence_untrusted("query result", "\n".join(lines))

    def _render_profile(self, p: Any) -> str:
        lines = [f"table {p.table} ({p.row_count} rows) from {p.source_path}"]
        for c in p.columns:
            top = ", ".join(self._cell(v) for v in (c.get("top_values") or [])[:5])
            nulls = c.get("null_ratio")
            stats = f" nulls={nulls:.0%}" if isinstance(nulls, float) else ""
            if c.get("distinct_count") is not None:
                stats += f" distinct={c['distinct_count']}"
            lines.append(f"- {c.get('name')} {c.get('type', '')}{stats}" + (f" top: {top}" if top else ""))
        if p.sample_rows:
            lines.append("sample rows:")
            lines += [" | ".join(self._cell(v) for v in row) for row in p.sample_rows[:3]]
        lines += [f"note: {n}" for n in p.notes[:3]]
        return fence_untrusted(f"profile {p.table}", "\n".join(lines))

    def _render_hits(self, literal: str, hits: list[Any]) -> str:
        if not hits:
            return (
                f"{literal!r} is in no table column. Look at a column's stored values with get_table_profile "
                "(top values) or probe_query SELECT DISTINCT col FROM table, or write the query without it."
            )
        lines = [
            f"- {h.table}.{h.column}: {h.match_count} match(es), stored as: "
            + ", ".join(repr(self._cell(e)) for e in h.examples[:3])
            for h in hits[: self.settings.tools.search_hits_shown]
        ]
        return fence_untrusted(f"search {literal}", f"{literal!r} found in:\n" + "\n".join(lines))

    # -- state helpers ---------------------------------------------------------------------------

    def _window(self, state: SolverState) -> list[dict[str, Any]]:
        """The conversation with older tool results shortened, so long solves fit the context."""
        keep = set(state.observations[-self.settings.prompt.history_full_steps :])
        short = self.settings.prompt.old_observation_chars
        window = []
        for i, message in enumerate(state.messages):
            if i in state.observations and i not in keep:
                message = {**message, "content": _cut(message["content"], short)}
            window.append(message)
        return window

    def _record_step(
        self, state: SolverState, action: Action | None, observation: str, error: str | None, started: float
    ) -> None:
        record = {
            "attempt": state.attempt,
            "step": state.attempt_steps,
            "tool": action.tool if action else None,
            "thought": action.thought if action else None,
            "arguments": action.arguments() if action else {},
            "result_summary": _cut(observation, 500),
            "duration_ms": round((time.monotonic() - started) * 1e3, 1),
            "error": error,
        }
        state.step_records.append(record)

    def _prediction(self, state: SolverState) -> Path:
        return state.request.task.output_dir / self.settings.prediction_file

    def _trace_path(self, state: SolverState) -> Path:
        return state.request.task.output_dir / self.settings.trace_file

    def _write_trace(self, state: SolverState, result: SolveResult | None = None) -> None:
        req = state.request
        exploration = state.exploration
        doc: dict[str, Any] = {
            "task_id": req.task.task_id,
            "run_id": req.task.run_id,
            "question": req.question,
            "written_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "elapsed_s": round(time.monotonic() - state.started, 3),
            "nodes": _squash(state.nodes),
            "exploration": {
                "catalog_error": exploration.error if exploration else "",
                "hints": [p for p, _ in exploration.hints] if exploration else [],
                "video": [p for p, _ in exploration.video] if exploration else [],
            },
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
            "uncertainties": state.uncertainties,
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
            write_json(self._trace_path(state), doc)
        except OSError as e:
            log.warning("trace_write_failed", error=str(e))


def _redirect_sql(action: Action) -> tuple[Action, bool]:
    """Small models put a query in the wrong place: SQL given to a look-up tool is run as probe_query,
    and submit_answer's SQL written under ``query`` is taken as its sql."""
    if action.tool == "submit_answer" and not action.sql and checks.looks_like_sql(action.query):
        return action.model_copy(update={"sql": action.query, "query": None}), False
    if action.tool in ("probe_query", "submit_answer"):
        return action, False
    stray = next((v for v in (action.sql, action.query) if checks.looks_like_sql(v)), None)
    if stray is None:
        return action, False
    return Action(thought=action.thought, tool="probe_query", sql=stray), True


def _submitted(state: SolverState) -> bool:
    return state.answer is not None and state.answer.source == "submitted"


def _write_table(path: Path, columns: list[str], rows: list[list[Any]]) -> None:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow(["" if v is None else v for v in row])
    atomic_write_text(path, buffer.getvalue())


def _read_texts(folder: Path, patterns: tuple[str, ...]) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    if not folder.is_dir():
        return found
    for pattern in patterns:
        for file in sorted(folder.glob(pattern)):
            try:
                found.append((file.name, file.read_text(encoding="utf-8", errors="replace")))
            except OSError:
                continue
    return found


def _squash(nodes: list[str]) -> list[str]:
    """Repeated model_step entries as one ``model_step x N`` item, to keep the trace readable."""
    out: list[str] = []
    for node in nodes:
        if out and out[-1].split(" x ")[0] == node:
            count = int(out[-1].split(" x ")[1]) + 1 if " x " in out[-1] else 2
            out[-1] = f"{node} x {count}"
        else:
            out.append(node)
    return out


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit] + " …(cut)"
