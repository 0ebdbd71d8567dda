"""The extraction pipeline of one task: plan, sections (in process or fanned out), merge, normalise, write.

Public API::

    extractor = Extractor(settings, llm)                    # llm: shared.llm.LLMClient (None: no model)
    doc = extractor.open_document(task_dir, task_output, stem, question="")   # -> DocInput (admitted only)
    outcome = await extractor.plan_document(doc)            # -> PlanOutcome; writes the plan log
    result = await extractor.extract_section(doc, plan, section_id)   # -> SectionResult; writes its JSON
    doc_result = await extractor.extract_document(doc, runner=None)   # -> DocResult; db, logs, hints
    report = await extractor.extract_documents(task_dir, task_output, doc_names, question, runner, manifest)

``runner`` is ``async (doc, plan_path, section_id) -> SectionResult``; None runs sections in this process.
The fan-out runner (services/extraction/narrative/fanout.py) sends each section as an ExtractSection RPC.
The documents are those the context manifest admits (``narrative/docs.py``); every file written is a
path of ``shared.layout.TaskOutput`` (the extracted table, the solver hints, ``ExtractionLogs``),
checked to stay inside the task output folder.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import shutil
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from services.extraction.layout.shapes import slot_phrases
from services.extraction.narrative.docs import (
    DocInput,
    admitted_context,
    list_documents,
    locate_document,
    read_document,
    read_knowledge,
)
from services.extraction.narrative.knowledge import knowledge_fields, knowledge_table
from services.extraction.narrative.models import DocResult, Plan, SectionResult
from services.extraction.narrative.output import (
    copied_columns,
    merge_sections,
    render_hints,
    scratch_columns,
    write_sqlite,
    write_tsv,
)
from services.extraction.narrative.planning import PlanOutcome, load_plan, plan_document
from services.extraction.narrative.transform import normalize_table
from services.extraction.narrative.worker import run_section
from services.extraction.settings import ExtractionSettings
from services.extraction.usage import add_usage, usage_of
from shared.artifacts import atomic_write_text, read_json, write_json
from shared.errors import InvalidInputError, LLMError, NotFoundError
from shared.layout import (
    ColumnNote,
    ContextManifest,
    ExtractedColumns,
    ExtractedTable,
    ExtractionRecord,
    TaskOutput,
    safe_component,
)
from shared.llm import LLMClient, LLMTrace

EXTRACTOR_VERSION = "1"


@dataclass
class ExtractReport:
    results: list[DocResult]
    hints_path: Path | None
    usage: dict[str, int]
    deferred: list[str] = field(default_factory=list)  # doubtful documents not extracted now


SectionRunner = Callable[["DocInput", Path, str], Awaitable[SectionResult]]


class Extractor:
    def __init__(self, settings: ExtractionSettings, llm: LLMClient | None) -> None:
        self.settings = settings
        self.llm = llm

    # -- documents ---------------------------------------------------------------------------------------

    def open_document(
        self,
        task_dir: Path,
        task_output: Path,
        stem: str,
        question: str = "",
        manifest: ContextManifest | None = None,
        with_knowledge: bool = True,
    ) -> DocInput:
        """One admitted document and the task's knowledge, each read up to its configured size; what was
        not read is listed in ``losses``. A knowledge file that cannot be read is a loss, not a failure of
        the document. ``manifest``: the context manifest, when the caller has read it already;
        ``with_knowledge`` False: the knowledge is not read (a section's extraction reads only the text)."""
        safe_component(stem, "document name")
        output = TaskOutput(task_output)
        manifest = manifest or admitted_context(output)
        path = locate_document(manifest, output, stem)
        cfg = self.settings.documents
        losses: list[str] = []
        text = read_document(path, cfg.max_document_bytes, losses)
        if not text.strip():
            raise InvalidInputError(f"{stem}: the document is empty: nothing to extract")
        knowledge = ""
        if with_knowledge:
            try:
                knowledge = read_knowledge(manifest, output, cfg.max_knowledge_bytes, losses)
            except (NotFoundError, InvalidInputError) as e:
                losses.append(f"{e}; the document is extracted without the knowledge")
        return DocInput(task_dir, task_output, stem, path, text, knowledge, question, losses)

    def cache_key(self, doc: DocInput) -> str:
        s = self.settings
        basis = {
            "version": EXTRACTOR_VERSION,
            "doc": doc.sha256,
            "knowledge": hashlib.sha256(doc.knowledge.encode("utf-8")).hexdigest(),
            "question": doc.question,
            "settings": [
                s.planner.model_dump(),
                s.worker.model_dump(),
                s.program.model_dump(),
                s.normalize.model_dump(),
                s.copy_check.model_dump(),
            ],
            "models": [self.llm.settings.model, self.llm.settings.think_model] if self.llm else None,
        }
        return hashlib.sha256(json.dumps(basis, sort_keys=True).encode()).hexdigest()

    def _llm(self) -> LLMClient:
        if self.llm is None:
            raise LLMError("no model endpoint is configured for extraction")
        return self.llm

    # -- planning ----------------------------------------------------------------------------------------

    async def plan_document(self, doc: DocInput) -> PlanOutcome:
        """The plan of ``doc`` (narrative/planning.py); the plan log is written either way."""
        return await plan_document(self.settings, self.llm, doc)

    @staticmethod
    def load_plan(plan_path: Path) -> tuple[Plan, dict[str, Any]]:
        return load_plan(plan_path)

    # -- sections ----------------------------------------------------------------------------------------

    async def extract_section(
        self, doc: DocInput, plan: Plan, section_id: str, served_by: str = "", method: str = "auto"
    ) -> SectionResult:
        try:
            plan.section(section_id)
        except KeyError as e:
            raise InvalidInputError(f"plan of {doc.stem} has no section {section_id!r}") from e
        path = doc.logs.section(section_id)
        trace = LLMTrace(jsonl_path=doc.logs.trace(f"section_{section_id}"))
        result = await run_section(
            self._llm(), self.settings, doc.stem, doc.text, plan, section_id, trace, method=method
        )
        result.served_by = served_by
        write_json(path, result.model_dump())
        return result

    async def section_from_plan(
        self,
        task_dir: Path,
        task_output: Path,
        stem: str,
        plan_path: Path,
        section_id: str,
        served_by: str = "",
    ) -> SectionResult:
        """What ExtractSection does: the plan from disk, its document checked unchanged, one section run."""
        plan, meta = self.load_plan(plan_path)
        doc = self.open_document(task_dir, task_output, stem, with_knowledge=False)
        if meta.get("doc_sha256") != doc.sha256:
            raise InvalidInputError(f"document {stem} changed since it was planned; plan it again")
        return await self.extract_section(doc, plan, section_id, served_by)

    # -- one document ------------------------------------------------------------------------------------

    def _cached(self, doc: DocInput, key: str) -> DocResult | None:
        summary_path = doc.logs.summary
        if not summary_path.is_file():
            return None
        try:
            summary = read_json(summary_path)
        except (OSError, ValueError):
            return None
        if summary.get("cache_key") != key or summary.get("status") == "failed":
            return None
        if not Path(summary.get("db_path", "")).is_file():
            return None
        result = DocResult.model_validate(summary["result"])
        result.cached = True
        result.usage = add_usage([])
        return result

    async def extract_document(
        self, doc: DocInput, runner: SectionRunner | None = None, deadline: float | None = None
    ) -> DocResult:
        """One document planned, its sections read, merged, normalised and written. ``deadline`` (a
        ``time.monotonic()`` time): the document finishes inside it with what it has, keeping
        ``documents.finish_reserve_s`` for the merge and the write: a section not done by then is
        recorded as not finished, and generated transforms are not started with less than
        ``normalize.min_left_s`` beyond that reserve."""
        key = self.cache_key(doc)
        cached = self._cached(doc, key)
        if cached is not None:
            return cached
        started = time.monotonic()
        logs = doc.logs
        for stale in (logs.traces_dir, logs.sections_dir):
            shutil.rmtree(stale, ignore_errors=True)
        timings: dict[str, float] = {}
        planned = await self.plan_document(doc)
        timings["plan_s"] = round(time.monotonic() - started, 3)
        if planned.plan is None:
            result = DocResult(
                doc_name=doc.stem,
                status="failed",
                message="planning failed: " + "; ".join(planned.problems)[:1000],
                usage=planned.usage,
                artifacts=[str(planned.plan_path)],
                uncertainties=list(doc.losses),
            )
            self._write_summary(doc, key, result, {"timings": timings, "plan_problems": planned.problems})
            return result
        plan = planned.plan
        t0 = time.monotonic()
        sem = asyncio.Semaphore(self.settings.fanout.concurrency)
        reserve = self.settings.documents.finish_reserve_s
        cut: list[str] = []

        def spendable() -> float | None:
            return None if deadline is None else deadline - time.monotonic() - reserve

        def lost(section_id: str, why: str, budget_cut: bool = False) -> SectionResult:
            if budget_cut:
                cut.append(section_id)
            return SectionResult(section_id=section_id, valid=False, method="none", problems=[why])

        async def one(section_id: str) -> SectionResult:
            async with sem:
                budget = spendable()
                if budget is not None and budget <= 0:
                    return lost(section_id, "not started: the stage's budget was spent", budget_cut=True)
                try:
                    work = (
                        self.extract_section(doc, plan, section_id)
                        if runner is None
                        else runner(doc, planned.plan_path, section_id)
                    )
                    return await (work if budget is None else asyncio.wait_for(work, budget))
                except TimeoutError as e:
                    if budget is None:  # the section's own timeout, not the stage's budget
                        return lost(section_id, f"TimeoutError: {e}")
                    return lost(section_id, "not finished inside the stage's budget", budget_cut=True)
                except Exception as e:  # a lost section is counted, never fatal for the document
                    return lost(section_id, f"{type(e).__name__}: {e}")

        results = list(await asyncio.gather(*(one(s.id) for s in plan.sections)))
        timings["sections_s"] = round(time.monotonic() - t0, 3)
        t0 = time.monotonic()
        copies = copied_columns(plan, results, doc.text.split("\n"), self.settings.copy_check)
        merged = merge_sections(plan, results)
        trace = LLMTrace(jsonl_path=logs.trace("normalize"))
        budget = spendable()
        transforms = budget is None or budget > self.settings.normalize.min_left_s
        rows, stats = await normalize_table(
            merged.rows, plan, self.llm if transforms else None, self.settings, trace
        )
        timings["normalize_s"] = round(time.monotonic() - t0, 3)
        dropped = scratch_columns(list(plan.columns))
        columns = [c for c in plan.columns if c not in dropped]
        db_path = doc.output.inside(doc.output.extracted_db(doc.stem))
        table = knowledge_table(doc.knowledge, doc.stem) or doc.stem
        # Read record by record, only the fields the question needs are read: the others are listed.
        fields = knowledge_fields(doc.knowledge, doc.stem) if plan.records else {}
        not_read = [f for f in fields if f not in plan.columns]
        await asyncio.to_thread(write_sqlite, db_path, table, columns, rows)
        write_tsv(logs.table, columns, rows)
        valid = sum(r.valid for r in results)
        ratio = valid / len(results) if results else 0.0
        usage = add_usage([planned.usage, *(r.usage for r in results), usage_of(trace)])
        result_path = write_json(
            logs.result,
            {
                "doc_name": doc.stem,
                "columns": columns,
                "rows": rows,
                "merged_rows": merged.rows,
                "provenance": merged.provenance,
                "conflicts": [c.model_dump() for c in merged.conflicts],
                "copied_columns": copies,
                "normalize_stats": stats,
                "uncertainties": doc.losses,
            },
        )
        clean = valid == len(results) and not merged.conflicts and not copies and not doc.losses
        status = "succeeded" if clean else "partial"
        message = f"{len(rows)} rows x {len(columns)} columns; {valid}/{len(results)} sections valid"
        if merged.conflicts:
            message += f"; {len(merged.conflicts)} conflicting values"
        if copies:
            message += "; blanked as copies of another column: " + ", ".join(c["column"] for c in copies)
        if doc.losses:
            message += f"; input not read whole ({len(doc.losses)} uncertainties)"
        budget_notes = []
        if cut:
            budget_notes.append(f"sections {', '.join(cut)} not finished inside the stage's budget")
        if not transforms and any(col.get("failed") for col in stats.values()):
            budget_notes.append("values the parsers could not read kept as written (no time for a transform)")
        if budget_notes:
            status = "partial"
            message += "; finished with what it had: " + "; ".join(budget_notes)
        timings["total_s"] = round(time.monotonic() - started, 3)
        result = DocResult(
            doc_name=doc.stem,
            status=status,
            message=message,
            table_name=table,
            db_path=str(db_path),
            columns=columns,
            row_count=len(rows),
            section_success_ratio=round(ratio, 4),
            usage=usage,
            artifacts=[str(db_path), str(planned.plan_path), str(result_path)],
            uncertainties=list(doc.losses),
        )
        self._write_summary(
            doc,
            key,
            result,
            {
                "timings": timings,
                "sections": [
                    {k: v for k, v in r.model_dump().items() if k not in ("rows",)} for r in results
                ],
                "dropped_columns": dropped,
                "budget": budget_notes,
                "conflicts": [c.model_dump() for c in merged.conflicts],
                "copied_columns": copies,
                "normalize_stats": {
                    c: {k: v for k, v in s.items() if k != "generated_code"} for c, s in stats.items()
                },
                "column_meanings": {c: plan.columns[c].task_meaning for c in columns},
                "column_phrases": slot_phrases(plan.shapes),
                "columns_not_read": not_read,
            },
        )
        self.write_hints(doc.task_output)
        return result

    def _write_summary(self, doc: DocInput, key: str, result: DocResult, extra: dict[str, Any]) -> None:
        logs = doc.logs
        prompt_hashes: dict[str, list[str]] = {}
        for path in sorted(logs.traces_dir.glob("*.jsonl")):
            lines = path.read_text(encoding="utf-8").splitlines()
            prompt_hashes[path.stem] = [json.loads(line)["prompt_hash"] for line in lines if line.strip()]
        write_json(logs.cache_keys, {"document": key, "llm_prompts": prompt_hashes})
        write_json(
            logs.summary,
            {
                "doc_name": doc.stem,
                "source_document": str(doc.doc_path),
                "table_name": result.table_name,
                "db_path": result.db_path,
                "status": result.status,
                "message": result.message,
                "cache_key": key,
                "row_count": result.row_count,
                "columns": result.columns,
                "section_success_ratio": result.section_success_ratio,
                "usage": result.usage,
                "uncertainties": result.uncertainties,
                **extra,
                "conflict_count": len(extra.get("conflicts", [])),
                "result": result.model_dump(),
            },
        )

    def write_hints(self, task_output: Path) -> Path | None:
        """The solver's hints over every document extracted in this task output folder."""
        output = TaskOutput(task_output)
        summaries = []
        root = output.extraction_dir
        stems = sorted(p.name for p in root.iterdir() if p.is_dir()) if root.is_dir() else []
        for stem in stems:
            try:
                path = output.extraction_logs(stem).summary
            except InvalidInputError:
                continue
            if not path.is_file():
                continue
            s = read_json(path)
            if s.get("status") in ("succeeded", "partial") and Path(s.get("db_path", "")).is_file():
                summaries.append({**s, "conflicts": s.get("conflict_count", 0)})
        if not summaries:
            return None
        path = output.inside(output.solver_hints)
        atomic_write_text(path, render_hints(summaries, self.settings.worker.success_ratio_ok))
        notes = ExtractedColumns(
            tables={
                s["table_name"]: {
                    c: ColumnNote(
                        meaning=(s.get("column_meanings") or {}).get(c, ""),
                        phrase=(s.get("column_phrases") or {}).get(c, ""),
                    )
                    for c in s.get("columns", [])
                }
                for s in summaries
            }
        )
        write_json(output.inside(output.extracted_columns), notes.model_dump())
        return path

    # -- a task ------------------------------------------------------------------------------------------

    async def extract_documents(
        self,
        task_dir: Path,
        task_output: Path,
        doc_names: list[str],
        question: str = "",
        runner: SectionRunner | None = None,
        manifest: ContextManifest | None = None,
        deadline: float | None = None,
        doubtful: Sequence[str] = (),
    ) -> ExtractReport:
        """Documents one after another, sections of each concurrently; a failure never stops the rest.

        No ``doc_names``: every document the context manifest admits. NotReadyError without a manifest.
        ``manifest``: the context manifest, when the caller has read it already. ``deadline`` (a
        ``time.monotonic()`` time): a document is not started with less than ``documents.min_start_s``
        left; it is recorded as skipped and stays readable as a document. ``doubtful``: documents kept
        only by default; deferred (``documents.defer_doubtful_by_endpoint``) while another is not."""
        manifest = manifest or admitted_context(TaskOutput(task_output))
        names = list(doc_names) or list_documents(manifest)
        results: list[DocResult] = []
        deferred = self._deferred(names, doubtful)
        for stem in deferred:
            message = "deferred: relevance kept it only by default; extracted when the solver asks"
            results.append(DocResult(doc_name=stem, status="skipped", message=message))
        for stem in (n for n in names if n not in deferred):
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left < self.settings.documents.min_start_s:
                message = f"not started: {max(0.0, left):.0f}s left of the stage's deadline"
                results.append(DocResult(doc_name=stem, status="skipped", message=message))
                continue
            try:
                doc = self.open_document(task_dir, task_output, stem, question, manifest)
                results.append(await self.extract_document(doc, runner, deadline))
            except (NotFoundError, InvalidInputError, LLMError) as e:
                results.append(DocResult(doc_name=stem, status="failed", message=str(e)))
        hints = self.write_hints(task_output) if results else None
        self.keep_record(TaskOutput(task_output), results, deferred, hints)
        return ExtractReport(results, hints, add_usage(r.usage for r in results), deferred)

    @staticmethod
    def keep_record(
        output: TaskOutput, results: list[DocResult], deferred: list[str], hints: Path | None
    ) -> None:
        """The task's extraction record brought up to date: the tables made now join those made before, a
        document deferred now joins the waiting ones, one extracted now leaves them."""
        record = output.read_extraction() or ExtractionRecord()
        for r in results:
            if r.status in ("succeeded", "partial") and r.table_name and r.doc_name not in deferred:
                record.tables[r.doc_name] = ExtractedTable(
                    doc_name=r.doc_name,
                    table_name=r.table_name,
                    db_path=r.db_path,
                    row_count=r.row_count,
                    status=r.status,
                )
        done = {r.doc_name for r in results if r.doc_name not in deferred}
        record.deferred_docs = sorted((set(record.deferred_docs) | set(deferred)) - done)
        if hints is not None:
            record.hints_path = str(hints.absolute())
        write_json(output.inside(output.extraction_record), record.model_dump(mode="json"))

    def _deferred(self, names: list[str], doubtful: Sequence[str]) -> list[str]:
        """The doubtful documents to leave for later: with a model the settings call slow, and only while
        another document of ``names`` is relevant on evidence."""
        if (
            self.llm is None
            or not self.settings.documents.defer_doubtful_by_endpoint[self.llm.settings.endpoint_kind]
        ):
            return []
        kept_by_default = set(doubtful)
        doubt = [n for n in names if n in kept_by_default]
        return doubt if len(doubt) < len(names) else []
