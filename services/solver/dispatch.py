"""Tool dispatch: one action runs against the catalog, the task's documents or the extraction service,
and its result comes back as the text the model sees."""

from __future__ import annotations

import asyncio
from pathlib import Path

from services.solver import checks
from services.solver.actions import Action
from services.solver.docservice import TaskDocQA
from services.solver.documents import read_document, read_timeline, record_losses, search_documents
from services.solver.prompts import compact_json
from services.solver.render import Renderer
from services.solver.settings import SolverSettings
from services.solver.state import SolverState
from services.solver.tools import CatalogTools, ExtractionTools
from shared.artifacts import read_json
from shared.errors import DataAgentError, InvalidInputError, NotFoundError
from shared.layout import LightCatalog
from shared.llm import fence_untrusted
from shared.pages.excerpt import excerpt
from shared.sql import referenced_tables
from shared.textio import read_user_text


def redirect_sql(action: Action) -> tuple[Action, bool]:
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


class ToolDispatcher:
    def __init__(
        self,
        settings: SolverSettings,
        catalog: CatalogTools,
        extraction: ExtractionTools | None,
        render: Renderer,
        docqa: TaskDocQA | None = None,
    ) -> None:
        self.docqa = docqa
        self.settings = settings
        self.catalog = catalog
        self.extraction = extraction
        self.render = render

    def timeout(self, state: SolverState) -> float:
        """One catalog call's deadline: the configured one, shortened near the solve's deadline."""
        cfg = self.settings.tools
        return max(cfg.min_call_timeout_s, min(cfg.call_timeout_s, state.left()))

    def budget(self, state: SolverState, limit_s: float) -> float:
        """A long call's deadline: ``limit_s``, shortened near the solve's deadline."""
        return max(self.settings.loop.min_budget_s, min(limit_s, state.left()))

    async def run(self, state: SolverState, action: Action) -> tuple[str, str | None]:
        """The observation of ``action`` and its error (None when it ran)."""
        task, cfg, timeout = state.task, self.settings.tools, self.timeout(state)
        try:
            if action.tool == "get_table_profile":
                p = await self.catalog.table_profile(task, str(action.table), timeout)
                return self.render.profile(p), None
            if action.tool == "search_value":
                # Models often quote the literal as they would in SQL ('Cancelled'); the data has no quotes.
                literal = str(action.literal).strip().strip("'\"`").strip() or str(action.literal)
                hits = await self.catalog.search_value(task, literal, cfg.search_hits_shown, timeout)
                return self.render.hits(literal, hits), None
            if action.tool == "probe_query":
                return await self._probe(state, str(action.sql), timeout), None
            if action.tool == "lookup_catalog":
                found = await self.catalog.lookup(task, str(action.section), action.table or "", timeout)
                return compact_json(found, cfg.observation_max_chars), None
            if action.tool == "read_document":
                start = action.start_line or 1
                end = action.end_line or start + cfg.doc_max_lines - 1
                losses: list[tuple[str, str]] = []
                body, total = await asyncio.to_thread(
                    read_document,
                    state.documents,
                    str(action.path),
                    start,
                    end,
                    cfg.doc_max_lines,
                    losses_out=losses,
                )
                record_losses(state.uncertainties, losses)
                return f"{action.path} ({total} lines)\n" + fence_untrusted(str(action.path), body), None
            if action.tool == "read_video_timeline" and "read_video_timeline" in state.tools:
                body, matched = await asyncio.to_thread(
                    read_timeline,
                    state.documents,
                    str(action.path),
                    action.start_time,
                    action.end_time,
                    cfg.doc_max_lines,
                )
                body = state.identifiers.rewrite(body)[0]
                return f"{action.path} ({matched} lines in range)\n" + fence_untrusted(
                    str(action.path), body
                ), None
            if action.tool == "extract_document" and "extract_document" in state.tools:
                return await self.extract_waiting(state, Path(str(action.path).strip()).stem), None
            if action.tool == "search_documents" and self.docqa is not None:
                shown = await self._search_pages(state, str(action.query))
                if shown is not None:
                    return shown, None
            if action.tool == "search_documents":
                losses = []
                hits = await asyncio.to_thread(
                    search_documents,
                    state.documents,
                    str(action.query),
                    cfg.doc_search_max_hits,
                    cfg.doc_line_chars,
                    losses_out=losses,
                )
                record_losses(state.uncertainties, losses)
                if not hits:
                    return "no line of the documents contains all those words", None
                return fence_untrusted("search_documents", "\n".join(hits)), None
        except DataAgentError as e:
            return f"error: {e}", str(e)
        except (OSError, ValueError) as e:
            return f"error: {type(e).__name__}: {e}", str(e)
        return f"error: tool {action.tool} is not available", "unavailable tool"

    async def _search_pages(self, state: SolverState, query: str) -> str | None:
        """Page-cited passages of the task's page-indexed documents, recorded in the state; None when no
        page was found (the line search runs then)."""
        if not query.strip():
            return None
        cfg = self.settings.tools
        assert self.docqa is not None
        if state.page_library is None:  # read once per solve: the documents do not change during it
            state.page_library = await self.docqa.library(state.task)
        found, problems = await self.docqa.pages(state.page_library, query, rerank=cfg.doc_search_rerank)
        for problem in problems:
            item = {"subject": "document search", "reason": problem, "code": "page_search"}
            if item not in state.uncertainties:
                state.uncertainties.append(item)
        hits = found.pages[: cfg.doc_search_pages]
        if not hits:
            return None
        parts = []
        for h in hits:
            state.document_pages.append({"doc": h.doc, "page": h.page, "query": query})
            state.page_texts[(h.doc, h.page)] = h.text
            label = f"{h.doc} page {h.page + 1}"
            parts.append(fence_untrusted(label, excerpt(h.text, found.query, cfg.doc_search_page_chars)))
        head = f"{len(hits)} page(s), best first; cite a page as <document> page <n>:"
        return head + "\n" + "\n".join(parts)

    async def _probe(self, state: SolverState, sql: str, timeout: float) -> str:
        result = await self.catalog.probe(
            state.task, sql, self.settings.sql_dialect, self.settings.tools.probe_max_rows, timeout
        )
        if result.rows:
            state.evidence.append({"sql": sql, "columns": result.columns, "rows": len(result.rows)})
            if not result.truncated:
                state.results[sql] = result.rows
        text = self.render.result(result)
        if result.rows:
            text += "\nIf this result answers the question, call submit_answer with this SQL now."
        else:
            text += "\nNo rows. If you filtered on a literal, check its stored form with search_value."
        return text

    def reads_data(self, state: SolverState, action: Action) -> bool:
        """Whether the action's SQL reads a table of the catalog (False when that cannot be known)."""
        surfaces = state.exploration.light_catalog.query_surfaces if state.exploration else []
        names = {s.name.lower() for s in surfaces}
        return bool(names & (referenced_tables(str(action.sql), self.settings.sql_dialect) or set()))

    async def current_light_catalog(self, state: SolverState) -> LightCatalog:
        """The light profile of the task's catalog as its inputs are now (the catalog rebuilds itself when
        a stage added a table since it was built); raises DataAgentError, OSError or ValueError when
        there is none."""
        budget = self.budget(state, self.settings.tools.build_timeout_s)
        profile = await self.catalog.build_catalog(state.task, budget, state.request.question)
        if profile is None:
            raise NotFoundError("the catalog build wrote no profile")
        return LightCatalog.model_validate(read_json(profile))

    async def extract_waiting(self, state: SolverState, stem: str) -> str:
        """Extract one document waiting for it (skipped or deferred) through the extraction service, which
        records its table in the task's extraction record (the catalog takes it in at its next call);
        what the model is shown of it."""
        assert self.extraction is not None and state.exploration is not None
        if stem not in state.exploration.unextracted:
            listed = ", ".join(state.exploration.unextracted)
            return f"error: {stem!r} is not a document waiting for extraction; choose one of: {listed}"
        task, cfg = state.task, self.settings.tools
        doc = await self.extraction.extract(
            task, stem, state.request.question, self.budget(state, cfg.extract_timeout_s)
        )
        state.exploration.unextracted.remove(stem)
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
        hints = self._hints(state, doc.hints_path)
        if hints:
            text += "\n" + fence_untrusted(hints[0], hints[1][: cfg.observation_max_chars])
        return text + "\nQuery it with probe_query."

    def _hints(self, state: SolverState, path: Path | None) -> tuple[str, str] | None:
        """The hints file the extraction service names, read only inside the task output folder, up to
        the configured size (what was not read is recorded)."""
        if path is None:
            return None
        try:
            read = read_user_text(state.task.output.inside(path), self.settings.tools.doc_max_bytes)
        except (OSError, InvalidInputError):
            return None
        record_losses(state.uncertainties, ((path.name, loss) for loss in read.losses()))
        return path.name, read.text
