"""The agent graph: init_state -> global_data_exploration -> draft_candidates -> receive_problem ->
model_step (loop) -> answer.

Public API::

    solver = Solver(settings, llm=LLMClient(load_settings(LLMSettings)), catalog=GrpcCatalogTools(...))
    result = await solver.solve(SolveRequest(task=TaskPaths(...), question="...", deadline_s=600,
                                             profile_path=..., skipped_docs=(...), solver_hints_path=...))
    result.answer_source   # "submitted" | "voted" | "fallback" | "none"
    result.prediction_path # <task_output>/prediction.csv, replaced as soon as an answer exists
    result.trace_path      # <task_output>/trace.json: every model call and tool call

Before the loop, programs ground the question and several drafted queries run and vote
(``draft_candidates``); an agreed answer ends the solve there. Each model step asks for one JSON
``Action`` (services.solver.actions). Attempts restart from a clean
conversation; when none submits, the best SQL seen (the last that returned rows) becomes the answer, and
when no query returned rows, one query the model writes from the schema alone (``loop.draft_fallback``).
The whole solve runs under the request's deadline; no failure of the model or the catalog escapes
``solve`` as an exception: it ends in a recorded failure or the fallback answer. A previous run's
prediction.csv stays until this run's answer replaces it.

The seams: state (services.solver.state), tool dispatch (dispatch), answering and its checks
(answering), rendering (render), trace.json (trace); this module is the loop.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from pathlib import Path

from services.solver.actions import TOOL_NAMES, Action, action_schema, problem_with
from services.solver.answering import Answering
from services.solver.dispatch import ToolDispatcher, redirect_sql
from services.solver.docservice import TaskDocQA
from services.solver.documents import read_texts, task_documents
from services.solver.drafting import Drafting
from services.solver.grounding import render_grounded
from services.solver.prompts import (
    Exploration,
    first_message,
    frame_images,
    question_terms,
    system_prompt,
    video_statements,
    with_frames,
)
from services.solver.render import Renderer, cut
from services.solver.settings import SolverSettings
from services.solver.state import (
    AnswerSource,
    SolveRequest,
    SolveResult,
    SolverState,
    Status,
    submitted,
)
from services.solver.tools import CatalogTools, ExtractionTools
from services.solver.trace import record_step, write_trace
from shared.artifacts import read_json
from shared.errors import DataAgentError, InvalidInputError, LLMError
from shared.identifiers import IdentifierSnapper
from shared.layout import LightCatalog
from shared.llm import LLMClient, LLMTrace
from shared.logging import get_logger
from shared.stage import TaskPaths, bounded_question

__all__ = ["AnswerSource", "SolveRequest", "SolveResult", "Solver", "Status"]

log = get_logger("solver")


class Solver:
    """Solves one task per ``solve`` call; one object serves concurrent tasks (no per-task fields)."""

    def __init__(
        self,
        settings: SolverSettings,
        *,
        llm: LLMClient,
        catalog: CatalogTools,
        extraction: ExtractionTools | None = None,
        docqa: TaskDocQA | None = None,
    ) -> None:
        self.settings = settings
        self.llm = llm
        self.docqa = docqa
        self.catalog = catalog
        self.extraction = extraction
        self.render = Renderer(settings)
        self.dispatch = ToolDispatcher(settings, catalog, extraction, self.render, docqa)
        self.answering = Answering(
            settings, llm=llm, catalog=catalog, dispatch=self.dispatch, render=self.render
        )
        self.drafting = Drafting(settings, llm, catalog, extraction, self.dispatch, self.answering)

    async def solve(self, request: SolveRequest) -> SolveResult:
        state = self.init_state(request)
        trace = LLMTrace(on_record=lambda rec: state.model_calls.append({"attempt": state.attempt, **rec}))
        # The search stops early enough for the last resorts (a query from the schema, an empty result)
        # to run: a task ends with an answer whenever some query can be written. A short solve keeps a
        # quarter of its time for them.
        budget = max(0.0, state.left() - min(self.settings.loop.last_resort_s, state.left() / 4))
        try:
            async with asyncio.timeout(budget):
                await self.global_data_exploration(state)
                await self.draft_candidates(state, trace)
                while not submitted(state) and state.attempt < state.max_attempts:
                    self.receive_problem(state)
                    await self.model_loop(state, trace)
                    if not submitted(state):
                        await self.answering.fallback(state, provisional=True)
        except TimeoutError:
            state.timed_out = True
            state.nodes.append("deadline")
            log.warning("solver_deadline", task_id=request.task.task_id, steps=state.steps)
        except Exception as e:  # the last guard: a bug must not lose the best answer or the trace
            log.exception("solver_error", task_id=request.task.task_id)
            state.uncertainties.append(
                {"subject": "solver", "reason": f"{type(e).__name__}: {e}", "code": "error"}
            )
        if not submitted(state):
            await self.answering.fallback(state, provisional=False)
        if state.answer is None and self.settings.loop.draft_fallback:
            await self.answering.draft(state, trace)
        if state.answer is None:
            await self.answering.empty_result(state)
        if state.answer is None:
            await self.answering.relaxed(state)
        return self.answer(state, trace)

    # -- nodes -----------------------------------------------------------------------------------

    def init_state(self, request: SolveRequest) -> SolverState:
        loop = self.settings.loop
        deadline = request.deadline_s if request.deadline_s > 0 else loop.default_deadline_s
        cap = loop.solve_budget_s_by_endpoint[self.llm.settings.endpoint_kind]
        if cap > 0:
            deadline = min(deadline, cap)
        now = time.monotonic()
        # An oversized question is cut, not sent whole to every model call and tool.
        question, cut = bounded_question(request.question, self.settings.prompt.max_question_chars)
        if cut is not None:
            request = dataclasses.replace(request, question=question)
        state = SolverState(
            request=request,
            system=system_prompt(self.settings.sql_dialect),
            max_steps=request.max_steps if request.max_steps > 0 else loop.max_steps,
            max_attempts=loop.max_attempts,
            started=now,
            stop_at=now + max(loop.min_budget_s, deadline - loop.deadline_margin_s),
        )
        state.nodes.append("init_state")
        if cut is not None:
            state.uncertainties.append(cut)
        request.task.output_dir.mkdir(parents=True, exist_ok=True)
        # An earlier run's answer is kept until this run has one to put in its place.
        state.had_prediction = state.prediction.is_file()
        return state

    async def global_data_exploration(self, state: SolverState) -> None:
        """Read the light catalog (building it when the request names none), hints, video material and
        the admitted documents; never a model call."""
        state.nodes.append("global_data_exploration")
        request, task = state.request, state.task
        exploration = Exploration()
        try:
            profile = request.profile_path
            if profile is None or not profile.is_file():
                exploration.light_catalog = await self.dispatch.current_light_catalog(state)
            else:
                exploration.light_catalog = LightCatalog.model_validate(read_json(profile))
        except (DataAgentError, OSError, ValueError) as e:
            exploration.error = f"catalog unavailable: {e}"
            state.uncertainties.append({"subject": "catalog profile", "reason": str(e), "code": "no_catalog"})
        hints = request.solver_hints_path
        max_bytes = self.settings.tools.doc_max_bytes
        exploration.hints = read_texts([hints] if hints is not None else [], max_bytes, state.uncertainties)
        state.identifiers = IdentifierSnapper(exploration.light_catalog.identifiers)
        exploration.video = [
            (path, state.identifiers.rewrite(text)[0])
            for path, text in read_texts(
                task.output.video_texts(), max_bytes, state.uncertainties, base=task.output_dir
            )
        ]
        exploration.video_statements = [
            (where, state.identifiers.rewrite(what)[0])
            for where, what in video_statements(task.output, self.settings.prompt.video_statements_max_chars)
        ]
        exploration.video_terms = question_terms(request.question)
        exploration.frames = frame_images(task.output, self.settings.prompt)
        state.documents = task_documents(task, hints, max_bytes=max_bytes)
        exploration.text_documents = list(state.documents.listed)
        waiting = (*request.skipped_docs, *request.deferred_docs)
        if self.extraction is not None:
            exploration.unextracted = _not_extracted(task, waiting)
        exploration.unread = _unread(task, waiting)
        hidden = {"extract_document"} if not exploration.unextracted else set()
        if not exploration.video:
            hidden.add("read_video_timeline")
        if hidden:
            state.tools = tuple(t for t in TOOL_NAMES if t not in hidden)
            state.system = system_prompt(self.settings.sql_dialect, state.tools)
        state.exploration = exploration
        write_trace(state)

    async def draft_candidates(self, state: SolverState, trace: LLMTrace) -> None:
        """Drafted candidates and their vote before the loop (services.solver.drafting)."""
        await self.drafting.run(state, trace)

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
        context = None
        if state.vote is not None and state.grounding is not None:
            note = self.render.candidates(state.candidates, state.vote) + (f"\n{note}" if note else "")
            if self.settings.candidates.short_context_by_endpoint[self.llm.settings.endpoint_kind]:
                context = render_grounded(
                    state.exploration.light_catalog,
                    state.grounding,
                    self.settings.candidates.stored_columns_shown,
                )
        first = first_message(state.request.question, state.exploration, self.settings.prompt, note, context)
        state.seen.append(first)
        state.messages = [
            {"role": "system", "content": state.system},
            {"role": "user", "content": with_frames(first, state.exploration.frames)},
        ]
        state.observations = []
        state.seen_actions = {}
        state.banned_tools = set()

    async def model_loop(self, state: SolverState, trace: LLMTrace) -> None:
        while not submitted(state) and state.attempt_steps < state.max_steps:
            ended = await self.model_step(state, trace)
            write_trace(state)
            if ended:
                return
        if not submitted(state):
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
                self.render.window(state),
                action_schema(allowed),
                max_tokens=self.settings.loop.max_tokens_per_step,
                timeout_s=self.answering.model_timeout(state),
                trace=trace,
                label=label,
            )
        except LLMError as e:
            state.model_failures += 1
            self._record(state, None, "", f"model call failed: {e}", started)
            if state.model_failures >= self.settings.loop.max_model_failures:
                reason = str(e)[: self.settings.trace.reason_chars]
                state.uncertainties.append(
                    {"subject": f"attempt {state.attempt}", "reason": reason, "code": "model_failed"}
                )
                return True
            state.messages.append(
                {"role": "user", "content": "Your last reply could not be used. Reply with one JSON action."}
            )
            return False
        state.model_failures = 0
        state.messages.append({"role": "assistant", "content": action.model_dump_json(exclude_none=True)})
        observation, ended = await self._act(state, action, started)
        if ended:
            return True
        state.observations.append(len(state.messages))
        state.messages.append({"role": "user", "content": self.render.observation(state, observation)})
        return False

    async def _act(self, state: SolverState, named: Action, started: float) -> tuple[str, bool]:
        """Run the action the model named: its observation, and True when an answer was accepted."""
        action, redirected = redirect_sql(named)
        problem = problem_with(action)
        if problem:
            observation = f"error: {problem}"
            self._record(state, action, observation, problem, started)
            return observation, False
        if action.tool == "submit_answer":
            observation = await self.answering.submit(state, action)
            self._record(state, action, observation, None, started)
            return observation, submitted(state)
        key = action.model_dump_json(exclude={"thought"}, exclude_none=True)
        if key in state.seen_actions:
            # Small models loop on one call; the same answer again plus a nudge breaks the loop.
            observation = (
                f"You already made this exact call; its result is unchanged. {action.tool} is no longer "
                "available: use the result (write the query, or submit_answer).\n" + state.seen_actions[key]
            )
            # The tool the model named is the one it keeps choosing, also when its SQL was redirected.
            if named.tool != "submit_answer":
                state.banned_tools.add(named.tool)
            self._record(state, action, observation, "repeated action", started)
            return observation, False
        observation, error = await self.dispatch.run(state, action)
        named_ok = problem_with(named) is None
        if redirected and error and named_ok and not self.dispatch.reads_data(state, action):
            # Not SQL over the data (e.g. "SELECT ... FROM relationships" in a look-up of the
            # relationships): the call the model named runs as asked.
            looked_up, error = await self.dispatch.run(state, named)
            failed = cut(observation, self.settings.tools.failed_query_chars)
            observation = f"(your query failed and was ignored: {failed})\n{looked_up}"
        elif redirected:
            observation = "(your SQL was run with probe_query)\n" + observation
        state.seen.append(observation)
        state.seen_actions[key] = observation
        self._record(state, action, observation, error, started)
        return observation, False

    def answer(self, state: SolverState, trace: LLMTrace) -> SolveResult:
        state.nodes.append("answer")
        ans = state.answer
        prediction: Path | None = state.prediction if ans is not None else None
        if ans is not None and ans.source == "submitted":
            status: Status = "succeeded"
            message = f"answer submitted after {state.steps} step(s)"
        elif ans is not None and ans.source == "voted":
            status = "succeeded"
            message = f"answer chosen by the candidates' vote: {ans.note}"
        elif ans is not None:
            status = "partial"
            message = f"fallback answer: {ans.note or 'the last query that returned rows'}"
        else:
            status = "failed"
            recent = state.uncertainties[-self.settings.trace.message_reasons :]
            message = "no answer: " + ("; ".join(u["reason"] for u in recent) or "the model never submitted")
            if state.had_prediction and state.prediction.is_file():
                prediction = state.prediction
                kept = state.prediction.name
                message += f"; the previous {kept} is kept"
                state.uncertainties.append(
                    {
                        "subject": "prediction",
                        "reason": f"this run found no answer; the previous run's {kept} is kept",
                        "code": "previous_answer_kept",
                    }
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
            prediction_path=prediction,
            trace_path=state.trace_path,
            usage=usage,
            uncertainties=state.uncertainties,
        )
        write_trace(state, result)
        return result

    def _record(
        self, state: SolverState, action: Action | None, observation: str, error: str | None, started: float
    ) -> None:
        record_step(state, action, observation, error, started, self.settings.trace)


def _unread(task: TaskPaths, skipped: tuple[str, ...]) -> list[str]:
    """The documents of the context manifest that relevance kept and no extracted table holds."""
    manifest = task.output.read_context_manifest()
    if manifest is None:
        return []
    kept = [stem for stem in manifest.documents() if stem not in set(skipped)]
    return _not_extracted(task, tuple(kept))


def _not_extracted(task: TaskPaths, stems: tuple[str, ...]) -> list[str]:
    """The skipped documents that have no extracted table yet (a stem that cannot name a file is left out)."""
    waiting: set[str] = set()
    for stem in stems:
        try:
            if not task.output.extracted_db(stem).is_file():
                waiting.add(stem)
        except InvalidInputError:
            continue
    return sorted(waiting)
