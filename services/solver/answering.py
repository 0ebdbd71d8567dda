"""Answering: the checks an answer passes, and how prediction.csv is written.

prediction.csv is only ever replaced, never removed: every answer is written to a temp file in the same
folder, checked, then moved over the old one (shared.artifacts). A run that finds no answer leaves the
previous run's file as it was.
"""

from __future__ import annotations

import asyncio
import csv
import io
from pathlib import Path
from typing import Any

from services.solver import checks
from services.solver.actions import Action
from services.solver.dispatch import ToolDispatcher
from services.solver.joins import MAX_MENDS, mend_missing_column
from services.solver.prompts import DraftQuery, draft_messages
from services.solver.relax import MAX_RELAXATIONS, relax
from services.solver.render import Renderer
from services.solver.settings import SolverSettings
from services.solver.state import Answer, SolverState, submitted
from services.solver.tools import CatalogTools, ExportResult, QueryResult
from shared.artifacts import atomic_path, atomic_write_text
from shared.errors import DataAgentError
from shared.llm import LLMClient, LLMTrace
from shared.logging import get_logger
from shared.scoring import prediction_problem

log = get_logger("solver")


class NoRowsError(DataAgentError):
    """A query that ran cleanly and found no row, where rows were needed; ``columns``: its result's."""

    def __init__(self, message: str, columns: list[str]) -> None:
        super().__init__(message)
        self.columns = columns


def _write_table(path: Path, columns: list[str], rows: list[list[Any]]) -> None:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow(["" if v is None else v for v in row])
    atomic_write_text(path, buffer.getvalue())


class Answering:
    def __init__(
        self,
        settings: SolverSettings,
        *,
        llm: LLMClient,
        catalog: CatalogTools,
        dispatch: ToolDispatcher,
        render: Renderer,
    ) -> None:
        self.settings = settings
        self.llm = llm
        self.catalog = catalog
        self.dispatch = dispatch
        self.render = render

    def model_timeout(self, state: SolverState) -> float:
        """One model call's deadline: the configured model timeout, cut to what is left of the solve (never
        under ``loop.min_budget_s``)."""
        left = min(self.llm.settings.timeout_s, state.left())
        return max(self.settings.loop.min_budget_s, left)

    async def submit(self, state: SolverState, action: Action) -> str:
        """Run the answer checks; accept the answer (and write prediction.csv) or say what to fix."""
        kind = str(action.answer_kind)
        if action.sql is None:
            return await self._submit_table(state, action, kind)
        sql = action.sql
        try:
            result = await self.catalog.probe(
                state.task,
                sql,
                self.settings.sql_dialect,
                self.settings.tools.probe_max_rows,
                self.dispatch.timeout(state),
            )
        except DataAgentError as e:
            return f"error: the submitted SQL failed: {e}. Fix it and submit again."
        if result.rows:
            state.evidence.append(
                {"sql": sql, "columns": result.columns, "rows": len(result.rows), "submitted": True}
            )
        problem = await self._check_sql(state, sql, kind, result)
        if problem:
            return problem + "\n" + self.render.result(result)
        try:
            written = (await self.export(state, sql)).row_count
        except DataAgentError as e:
            return f"error: the answer could not be written: {e}"
        state.answer = Answer("submitted", kind, sql, result.columns, written)
        return f"answer accepted: {written} row(s)"

    async def _submit_table(self, state: SolverState, action: Action, kind: str) -> str:
        cfg = self.settings.checks
        columns, rows = list(action.columns or []), [list(r) for r in action.rows or []]
        if action.columns is None:
            # Rows without their columns: answered by the probed query that returned exactly these rows.
            source = _source_of(state, rows)
            if source is None:
                return (
                    "error: rows were given without columns and no probe_query returned them. Submit the "
                    "SQL of the query whose result is the answer (submit_answer with sql)."
                )
            return await self.submit(state, action.model_copy(update={"sql": source, "rows": None}))
        problem = self._check_table(state, columns, rows)
        if problem:
            return problem
        made_up = checks.ungrounded_cells(rows, "\n".join(state.seen), cfg.ungrounded_shown)
        if made_up and cfg.grounding_check:
            # Never accepted: an answer must be traceable to the data, however often it is sent.
            return (
                f"check failed: the values {made_up} appear in no tool result. Answers come from the "
                "data: write the SQL that returns them, test it with probe_query, then submit_answer "
                "with sql."
            )
        source = _source_of(state, rows)
        if source is not None:
            # The table is a probe's result retyped: the query's own result keeps exact values
            # (line breaks, precision) that a retyped copy loses.
            return await self.submit(state, action.model_copy(update={"sql": source, "columns": None}))
        await asyncio.to_thread(_write_table, state.prediction, columns, rows)
        state.answer = Answer("submitted", kind, None, columns, len(rows), rows=rows)
        return f"answer accepted: explicit table, {len(rows)} row(s)"

    # -- checks ----------------------------------------------------------------------------------

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

    async def accept_voted(self, state: SolverState, sql: str, result: QueryResult, note: str) -> str | None:
        """Make the candidates' agreed query the answer when the answer checks pass: None when it was
        accepted, else what a check found (the loop then starts from it). The checks' retry counts are
        left as they were, so that the loop's own submissions get theirs."""
        retries = dict(state.check_retries)
        problem = await self._check_sql(state, sql, "", result)
        state.check_retries = retries
        if problem:
            return problem
        try:
            written = (await self.export(state, sql, need_rows=True)).row_count
        except DataAgentError as e:
            return f"the answer could not be written: {e}"
        state.answer = Answer("voted", "", sql, result.columns, written, note)
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
                        state.task, probe.sql, dialect, probe.limit + 1, self.dispatch.timeout(state)
                    )
                except DataAgentError:
                    extra = None
                if extra is not None and checks.ties_cut(probe, extra.rows) and self._retry(state, "ties"):
                    return (
                        f"check failed: LIMIT {probe.limit} cuts through a tie (the next row has the same "
                        "ORDER BY value). Return every tied row, e.g. WHERE x = (SELECT MAX(x) ...)."
                    )
        return None

    # -- writing the answer ----------------------------------------------------------------------

    async def export(
        self, state: SolverState, sql: str, timeout_s: float | None = None, *, need_rows: bool = False
    ) -> ExportResult:
        """Write the query's whole result as prediction.csv through a temp file, checked before it lands
        (``need_rows``: a result without rows is refused and the old file stays)."""
        with atomic_path(state.prediction) as temp:
            exported = await self.catalog.export(
                state.task,
                sql,
                self.settings.sql_dialect,
                temp,
                timeout_s or self.dispatch.timeout(state),
            )
            if need_rows and not exported.row_count:
                raise NoRowsError(f"the query returned no rows: {sql}", exported.columns)
            problem = await asyncio.to_thread(prediction_problem, temp)
            if problem:
                raise DataAgentError(f"exported CSV is not well-formed: {problem}")
        return exported

    async def fallback(self, state: SolverState, *, provisional: bool) -> None:
        """The best SQL seen so far becomes the answer (provisional: written between attempts)."""
        if not state.evidence or submitted(state):
            return
        # The candidates' winner beats the loop's later probes, which are often look-ups.
        best = next((e for e in state.evidence if e.get("candidate")), state.evidence[-1])
        if state.answer is not None and state.answer.sql == best["sql"]:
            return
        state.nodes.append("fallback")
        note = f"the drafted candidates' winner ({best['candidate']})" if best.get("candidate") else ""
        rows = await self._answer_with(state, best["sql"], list(best["columns"]), note)
        if rows is not None:
            log.info("solver_fallback", task_id=state.task.task_id, provisional=provisional, rows=rows)

    def _fallback_timeout(self, state: SolverState) -> float:
        """Seconds a last-resort export may take: the fallback's time, less once the solve has timed out."""
        loop = self.settings.loop
        if state.timed_out:
            return min(loop.fallback_timeout_s, max(loop.min_budget_s, loop.deadline_margin_s))
        return loop.fallback_timeout_s

    async def _answer_with(self, state: SolverState, sql: str, columns: list[str], note: str) -> int | None:
        """Export ``sql`` as the fallback answer within the fallback's time; its row count, or None when
        the export failed (recorded)."""
        timeout = self._fallback_timeout(state)
        try:
            async with asyncio.timeout(timeout):
                rows = (await self.export(state, sql, timeout)).row_count
        except (DataAgentError, TimeoutError) as e:
            state.uncertainties.append(
                {"subject": "fallback", "reason": str(e) or "timed out", "code": "fallback_failed"}
            )
            return None
        state.answer = Answer("fallback", "", sql, columns, rows, note)
        return rows

    async def empty_result(self, state: SolverState) -> None:
        """The very last resort: no query found rows, but a drafted query ran cleanly and found none (a
        candidate, else the query written from the schema); its (empty) result is the answer rather than
        no answer at all, and an uncertainty says so. An earlier run's answer is not replaced by it."""
        if state.had_prediction:
            return
        ran = next((c for c in state.candidates if c.sql and not c.error and c.columns), None)
        if ran is not None:
            sql, columns, note = (
                ran.sql,
                list(ran.columns),
                f"the drafted candidate {ran.variant}, which found no rows",
            )
        elif state.empty_draft is not None:
            sql, columns = state.empty_draft
            note = "the query written from the schema, which found no rows"
        else:
            return
        state.nodes.append("empty_result")
        if await self._answer_with(state, sql, columns, note) is None:
            return
        state.uncertainties.append(
            {
                "subject": "answer",
                "reason": "no query found any row; the answer is empty",
                "code": "empty_answer",
            }
        )

    async def relaxed(self, state: SolverState) -> None:
        """The last resort when no query ran at all: each failed draft (candidates first, then the drafts
        from the schema) runs again without the clauses that name a column the data lacks
        (services.solver.relax); the first that finds rows is the answer, and an uncertainty names what
        was dropped. An earlier run's answer is not replaced by it."""
        if state.had_prediction or state.answer is not None:
            return
        failed: list[tuple[str, str]] = []
        for c in state.candidates:
            failed += [(c.sql, c.error), (c.failed_sql, c.failed_error)]
        failed += state.failed_drafts
        tried: set[str] = set()
        for sql, error in failed:
            if not sql or not error or sql in tried:
                continue
            tried.add(sql)
            try:
                found = await self._relax_one(state, sql, error)
            except TimeoutError:
                return
            if found is None:
                continue
            sql, exported, note = found
            state.answer = Answer("fallback", "", sql, exported.columns, exported.row_count, note)
            state.uncertainties.append(
                {
                    "subject": "answer",
                    "reason": f"no drafted query ran; the answer is {note}",
                    "code": "relaxed_answer",
                }
            )
            log.info("solver_relaxed", task_id=state.task.task_id, rows=exported.row_count)
            return

    async def _relax_one(
        self, state: SolverState, sql: str, error: str
    ) -> tuple[str, ExportResult, str] | None:
        """One failed draft run again without up to MAX_RELAXATIONS clauses, one at a time: (its query,
        what it exported, what was dropped) when it found rows, else None. The node is recorded the
        first time a draft can be relaxed at all."""
        dropped: list[str] = []
        for _ in range(MAX_RELAXATIONS):
            step = relax(sql, error, self.settings.sql_dialect)
            if step is None:
                return None
            if "relaxed" not in state.nodes:
                state.nodes.append("relaxed")
            sql, what = step
            dropped.append(what)
            timeout = self._fallback_timeout(state)
            try:
                async with asyncio.timeout(timeout):
                    exported = await self.export(state, sql, timeout, need_rows=True)
            except NoRowsError:
                return None
            except DataAgentError as e:
                error = str(e)
                continue
            return sql, exported, "a failed query run without " + "; ".join(dropped)
        return None

    async def draft(self, state: SolverState, trace: LLMTrace) -> None:
        """The last resort when no query returned rows: one query written from the schema alone, and when
        that one fails, one from the question's best table alone (a join the model cannot write cannot
        fail there).

        A small model that loses its way in the tool loop often writes a right first query when asked
        for nothing else (benchmarks/solve_kdd_dev.py --schema-only measures it)."""
        exploration = state.exploration
        if exploration is None or not exploration.light_catalog.query_surfaces:
            return
        state.nodes.append("draft")
        views: list[tuple[list[str] | None, str]] = [(None, "a query written from the schema")]
        if state.grounding is not None and state.grounding.tables:
            best = state.grounding.tables[0]
            views.append(([best], f"a query written from the table {best} alone"))
        for tables, note in views:
            if state.left() < self.settings.loop.min_draft_s:
                return
            if await self._draft_from(state, trace, tables, note):
                return

    async def _draft_from(
        self, state: SolverState, trace: LLMTrace, tables: list[str] | None, note: str
    ) -> bool:
        """One drafted query over ``tables`` (None: every base table) exported as the answer; True when it
        ran (a query that ran and found no row is kept for the empty result)."""
        assert state.exploration is not None
        messages = draft_messages(
            state.request.question, state.exploration.light_catalog, self.settings.sql_dialect, tables
        )
        loop = self.settings.loop
        sql = ""
        try:
            async with asyncio.timeout(state.left()):
                draft = await self.llm.structured(
                    messages,
                    DraftQuery,
                    max_tokens=loop.max_tokens_per_step,
                    timeout_s=self.model_timeout(state),
                    trace=trace,
                    label="draft" if tables is None else "draft_one_table",
                )
                sql = draft.sql
                mends = 0
                while True:
                    try:
                        exported = await self.export(state, sql, need_rows=True)
                        break
                    except NoRowsError:
                        raise
                    except DataAgentError as e:
                        fixed = self._mended(state, sql, str(e)) if mends < MAX_MENDS else None
                        if fixed is None:
                            raise
                        sql, mends = fixed, mends + 1
        except (DataAgentError, TimeoutError) as e:
            state.uncertainties.append(
                {"subject": "draft", "reason": str(e) or "timed out", "code": "draft_failed"}
            )
            if isinstance(e, NoRowsError):
                state.empty_draft = (sql, e.columns)
                return True
            if sql and isinstance(e, DataAgentError):
                state.failed_drafts.append((sql, str(e)))
            return False
        state.answer = Answer("fallback", "", sql, exported.columns, exported.row_count, note)
        log.info("solver_draft", task_id=state.task.task_id, rows=exported.row_count)
        return True

    def _mended(self, state: SolverState, sql: str, error: str) -> str | None:
        """``sql`` with the column ``error`` says its table lacks read where the join graph places it
        (services.solver.joins); None when no mend applies."""
        if state.exploration is None or state.grounding is None:
            return None
        return mend_missing_column(
            sql, error, self.settings.sql_dialect, state.exploration.light_catalog, state.grounding.edges
        )


def _source_of(state: SolverState, rows: list[list[Any]]) -> str | None:
    """The latest probed SQL whose result holds exactly ``rows`` (cells compared as the answer checks do)."""
    return next((q for q, r in reversed(state.results.items()) if checks.same_table(rows, r)), None)
