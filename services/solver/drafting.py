"""The solver's drafting node: ground the question, draft a query per variant, run them all and vote
(services.solver.candidates), before the agent loop; deferred documents are extracted when the drafts
find nothing, and the drafting runs again with their tables.

Public API::

    drafting = Drafting(settings, llm, catalog, extraction, dispatch, answering)
    await drafting.run(state, trace)      # state.grounding, state.candidates, state.vote; maybe an answer
"""

from __future__ import annotations

from pathlib import Path

from services.solver import checks
from services.solver.answering import Answering
from services.solver.candidates import (
    Candidate,
    CandidateQuery,
    Vote,
    candidate_messages,
    draft_candidates,
    naming_messages,
    vote,
)
from services.solver.dispatch import ToolDispatcher
from services.solver.documents import read_texts
from services.solver.examples import ExampleBank, shared_bank
from services.solver.grounding import ground
from services.solver.prompts import Exploration, extracted_notes
from services.solver.settings import SolverSettings
from services.solver.state import SolverState, submitted
from services.solver.tools import CatalogTools, ExtractionTools, QueryResult
from services.solver.trace import write_trace
from shared.errors import DataAgentError, LLMError
from shared.layout import LightCatalog
from shared.llm import LLMClient, LLMTrace
from shared.logging import get_logger

log = get_logger("solver")


def drafting_question(question: str, exploration: Exploration) -> str:
    """The question as the drafts read it: with what the task's videos state, when they state anything."""
    if not exploration.video_statements:
        return question
    return (
        f"{question}\n\nThe task's video states (time order; a later slide revises an earlier one):\n"
        + "\n".join(f"{where}: {what}" for where, what in exploration.video_statements)
    )


def grounded_text(question: str, exploration: Exploration) -> str:
    """What the stored forms are looked up for: the question and what the videos state (not the words
    that frame them)."""
    return "\n".join([question, *(what for _, what in exploration.video_statements)])


class Drafting:
    def __init__(
        self,
        settings: SolverSettings,
        llm: LLMClient,
        catalog: CatalogTools,
        extraction: ExtractionTools | None,
        dispatch: ToolDispatcher,
        answering: Answering,
    ) -> None:
        self.settings = settings
        self.llm = llm
        self.catalog = catalog
        self.extraction = extraction
        self.dispatch = dispatch
        self.answering = answering
        self._bank: ExampleBank | None = None

    def bank(self) -> ExampleBank | None:
        """The worked examples, loaded at the first draft that shows them (None: none are shown)."""
        cfg = self.settings.candidates
        if cfg.examples.count <= 0 or not any(v.examples for v in cfg.variants):
            return None
        if self._bank is None:
            self._bank = shared_bank(Path(self.settings.artifact_root) / "cache" / "solver")
        return self._bank

    async def run(self, state: SolverState, trace: LLMTrace) -> None:
        """Ground the question, draft a query per variant, run them all and vote (services.solver
        .candidates). Agreement of different prompts that passes the answer checks is the answer.
        Otherwise the winner is written as the answer so far, and the loop starts from the candidates
        with ``repair_steps_by_endpoint`` steps; with none, the winner stands (an uncertainty says so).
        With no winner the loop searches as it would without candidates, shown what failed."""
        cfg = self.settings.candidates
        exploration = state.exploration
        light = exploration.light_catalog if exploration is not None else LightCatalog()
        if not cfg.variants or not light.query_surfaces or state.left() < cfg.min_left_s:
            return
        if exploration is not None and (
            exploration.unread or (exploration.video and not exploration.video_statements)
        ):
            # A draft sees the tables (the extracted ones with their hints) and what the videos state; where
            # a document relevance kept but no table holds, or a video nothing could be read from, may hold
            # what the question needs, the loop reads them.
            return
        state.nodes.append("draft_candidates")
        task = state.task
        result = await self._draft_and_vote(state, trace)
        if result.winner is None and await self._extract_deferred(state):
            # The documents relevance kept only by default may hold what the drafts missed: again with them.
            state.nodes.append("draft_candidates")
            result = await self._draft_and_vote(state, trace)
        repair = cfg.repair_steps_by_endpoint[self.llm.settings.endpoint_kind]
        for c in state.candidates:
            if c.usable:
                state.results[c.sql] = c.rows
        winner = result.winner
        if winner is not None:
            state.evidence.append(
                {
                    "sql": winner.sql,
                    "columns": winner.columns,
                    "rows": len(winner.rows),
                    "candidate": winner.variant,
                }
            )
            if result.prompts >= cfg.accept_prompts:
                shown = QueryResult(winner.columns, winner.rows, winner.truncated, winner.sql)
                problem = await self.answering.accept_voted(state, winner.sql, shown, result.reason)
                if problem is not None:
                    result.reason += f"; not accepted: {problem}"
            if not submitted(state):
                await self.answering.fallback(state, provisional=True)
            # The loop verifies and repairs the winner in fewer steps than a search from nothing; with no
            # repair steps (a small model, whose loop loses more right answers than it finds) the winner
            # stands as the answer.
            state.max_steps = min(state.max_steps, repair)
            state.max_attempts = 1 if repair else 0
            if not repair and not submitted(state):
                state.uncertainties.append(
                    {
                        "subject": "answer",
                        "reason": f"not verified: {result.reason}",
                        "code": "unverified_answer",
                    }
                )
        log.info("solver_candidates", task_id=task.task_id, reason=result.reason, accepted=submitted(state))
        write_trace(state)

    async def _draft_and_vote(self, state: SolverState, trace: LLMTrace) -> Vote:
        """Ground the question in the light catalog, draft and run the candidates, and vote."""
        assert state.exploration is not None
        exploration, request, task = state.exploration, state.request, state.task
        light = exploration.light_catalog
        question = drafting_question(request.question, exploration)
        state.grounding = await ground(
            self.catalog,
            task,
            grounded_text(request.question, exploration),
            light,
            self.settings.grounding,
            self.dispatch.timeout(state),
        )
        state.candidates = await draft_candidates(
            self.llm,
            self.catalog,
            task,
            question,
            light,
            state.grounding,
            self.settings.sql_dialect,
            self.settings.candidates,
            probe_rows=self.settings.tools.probe_max_rows,
            model_timeout_s=self.answering.model_timeout(state),
            probe_timeout_s=self.dispatch.timeout(state),
            trace=trace,
            table_notes=extracted_notes(exploration.hints, self.settings.prompt),
            bank=self.bank(),
        )
        state.vote = vote(state.candidates)
        winner = state.vote.winner
        if (
            winner is not None
            and checks.asks_for_an_entity(request.question)
            and checks.only_computed(winner.sql, self.settings.sql_dialect)
        ):
            named = await self._named(state, trace, winner)
            if named is not None:
                state.candidates.append(named)
                state.vote.winner = named
                state.vote.reason += f"; asked again to name what {winner.variant} found"
        return state.vote

    async def _named(self, state: SolverState, trace: LLMTrace, winner: Candidate) -> Candidate | None:
        """The winner's query asked again to return the name of what it found beside its computed values
        (the question asks which); None when the model's query fails, finds nothing or adds no column."""
        assert state.exploration is not None and state.grounding is not None
        cfg = self.settings.candidates
        variant = next((v for v in cfg.variants if v.name == winner.variant), cfg.variants[0])
        messages = candidate_messages(
            variant,
            drafting_question(state.request.question, state.exploration),
            state.exploration.light_catalog,
            state.grounding,
            self.settings.sql_dialect,
            cfg,
            extracted_notes(state.exploration.hints, self.settings.prompt),
        )
        try:
            reply = await self.llm.structured(
                naming_messages(messages, winner.sql, winner.columns),
                CandidateQuery,
                max_tokens=cfg.max_tokens,
                timeout_s=self.answering.model_timeout(state),
                trace=trace,
                label=f"candidate_{winner.variant}_named",
            )
            result = await self.catalog.probe(
                state.task,
                reply.sql,
                self.settings.sql_dialect,
                self.settings.tools.probe_max_rows,
                self.dispatch.timeout(state),
            )
        except (LLMError, DataAgentError):
            return None
        if not result.rows or len(result.columns) <= len(winner.columns):
            return None
        named = Candidate(f"{winner.variant}_named", winner.prompt, reply.sql.strip(), drafted_sql=winner.sql)
        named.columns, named.rows, named.truncated = result.columns, result.rows, result.truncated
        named.fingerprint = checks.result_fingerprint(result.columns, result.rows)
        return named

    async def _extract_deferred(self, state: SolverState) -> bool:
        """Extract the deferred documents still waiting, then read the catalog and the hints again; False
        when there is none, no extraction service, or too little time."""
        exploration, request, task = state.exploration, state.request, state.task
        assert exploration is not None
        waiting = [d for d in request.deferred_docs if d in exploration.unextracted]
        if not waiting or self.extraction is None or state.left() < 2 * self.settings.candidates.min_left_s:
            return False
        state.nodes.append("extract_deferred")
        for stem in waiting:
            try:
                await self.dispatch.extract_waiting(state, stem)
            except DataAgentError as e:
                state.uncertainties.append({"subject": stem, "reason": str(e), "code": "extraction_failed"})
        try:
            exploration.light_catalog = await self.dispatch.current_light_catalog(state)
        except (DataAgentError, OSError, ValueError) as e:
            state.uncertainties.append({"subject": "catalog profile", "reason": str(e), "code": "no_catalog"})
        if task.output.solver_hints.is_file():
            exploration.hints = read_texts(
                [task.output.solver_hints], self.settings.tools.doc_max_bytes, state.uncertainties
            )
        write_trace(state)
        return True
