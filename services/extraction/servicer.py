"""ExtractionService: proto <-> Extractor. Documents one after another, sections fanned out over replicas.

The question arrives in the request (the coordinator read the task's spec); this service never opens it.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import grpc

from dataagent.common.v1 import common_pb2
from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc
from services.extraction.fields.extract import FieldExtractor
from services.extraction.fields.task import SplitTables
from services.extraction.fields.wire import result_to_proto, segment_from_request
from services.extraction.narrative.docs import admitted_context, select_documents
from services.extraction.narrative.extractor import Extractor, ExtractReport
from services.extraction.narrative.fanout import FanoutClient
from services.extraction.narrative.models import DocResult
from shared.artifacts import ArtifactStore
from shared.errors import DataAgentError, InvalidInputError
from shared.llm import LLMTrace
from shared.stage import TaskPaths, outcome, stage_status, task_paths, uncertainty


def _table(r: DocResult) -> extraction_pb2.ExtractedTable:
    return extraction_pb2.ExtractedTable(
        doc_name=r.doc_name,
        table_name=r.table_name,
        db_path=r.db_path,
        row_count=r.row_count,
        columns=r.columns,
        section_success_ratio=r.section_success_ratio,
        status=stage_status(r.status),
        error=r.message if r.status == "failed" else "",
    )


class ExtractionServicer(extraction_pb2_grpc.ExtractionServiceServicer):
    def __init__(
        self,
        extractor: Extractor,
        store: ArtifactStore,
        fanout: FanoutClient | None,
        fields: FieldExtractor,
    ) -> None:
        self.extractor = extractor
        self.store = store
        self.fanout = fanout
        self.fields = fields
        self.identity = ""

    def _task(self, ref: common_pb2.TaskRef) -> TaskPaths:
        return task_paths(ref, self.store, self.extractor.settings.input_roots)

    async def ExtractDocuments(  # noqa: N802 - generated name
        self, request: extraction_pb2.ExtractDocumentsRequest, context: grpc.aio.ServicerContext
    ) -> extraction_pb2.ExtractDocumentsResponse:
        task = self._task(request.task)
        manifest = admitted_context(task.output)
        chosen = select_documents(task.output, manifest, list(request.doc_names))
        names, split, hints = list(chosen.names), [], None
        if not request.doc_names:
            # The documents of split PDFs are read by their type's fields, not as narrative documents.
            try:
                split, held = await SplitTables(self.fields).write(task.output, manifest)
            except (OSError, sqlite3.Error, DataAgentError) as e:
                why = f"fields of the split documents not written: {e}"
                split, held = [DocResult(doc_name="split_documents", status="failed", message=why)], []
            names = [n for n in names if n not in held]
            if split:
                hints = self.extractor.write_hints(task.output_dir)
                self.extractor.keep_record(task.output, split, [], hints)
        if not names and not split:
            return extraction_pb2.ExtractDocumentsResponse(
                outcome=outcome(common_pb2.STAGE_STATUS_SKIPPED, chosen.reason)
            )
        runner = None
        uncertainties = []
        if self.fanout is not None:
            runner = await self.fanout.runner(request.task.task_id, request.task.run_id)
            if runner is None:
                uncertainties.append(
                    uncertainty(
                        self.fanout.target,
                        "fan-out target not ready; sections ran in this replica",
                        "fanout_unavailable",
                    )
                )
        remaining = context.time_remaining()
        deadline = None if remaining is None else time.monotonic() + remaining
        report = ExtractReport([], hints, {}, [])
        if names:
            report = await self.extractor.extract_documents(
                task.task_dir,
                task.output_dir,
                names,
                request.question,
                runner,
                manifest,
                deadline,
                doubtful=chosen.doubtful,
            )
        report.results[:0] = split
        # A deferred document is the plan, not a shortfall: the stage's status is that of the others.
        extracted = [r for r in report.results if r.doc_name not in report.deferred]
        statuses = {r.status for r in extracted}
        if statuses <= {"succeeded"}:
            status = common_pb2.STAGE_STATUS_SUCCEEDED
        elif statuses == {"failed"}:
            status = common_pb2.STAGE_STATUS_FAILED
        else:
            status = common_pb2.STAGE_STATUS_PARTIAL
        for r in report.results:
            if r.doc_name in report.deferred:
                uncertainties.append(uncertainty(r.doc_name, r.message[:500], "extraction_deferred"))
            elif r.status != "succeeded":
                uncertainties.append(uncertainty(r.doc_name, r.message[:500], f"extraction_{r.status}"))
            uncertainties += [uncertainty(r.doc_name, loss[:500], "input_loss") for loss in r.uncertainties]
        done = [r for r in extracted if r.status in ("succeeded", "partial")]
        message = f"{len(done)}/{len(extracted)} documents extracted"
        if report.deferred:
            message += f"; {len(report.deferred)} deferred"
        artifacts = [a for r in report.results for a in r.artifacts]
        if report.hints_path is not None:
            artifacts.append(str(report.hints_path))
        return extraction_pb2.ExtractDocumentsResponse(
            outcome=outcome(
                status, message, usage=report.usage, uncertainties=uncertainties, artifacts=artifacts
            ),
            tables=[_table(r) for r in report.results],
            solver_hints_path=str(report.hints_path or ""),
            deferred_docs=report.deferred,
        )

    async def PlanDocument(  # noqa: N802
        self, request: extraction_pb2.PlanDocumentRequest, context: grpc.aio.ServicerContext
    ) -> extraction_pb2.PlanDocumentResponse:
        task = self._task(request.task)
        if not request.doc_name:
            raise InvalidInputError("doc_name is required")
        doc = self.extractor.open_document(task.task_dir, task.output_dir, request.doc_name, request.question)
        planned = await self.extractor.plan_document(doc)
        ok = planned.plan is not None
        return extraction_pb2.PlanDocumentResponse(
            outcome=outcome(
                common_pb2.STAGE_STATUS_SUCCEEDED if ok else common_pb2.STAGE_STATUS_FAILED,
                "plan valid" if ok else "; ".join(planned.problems)[:2000],
                usage=planned.usage,
                uncertainties=[uncertainty(doc.stem, loss[:500], "input_loss") for loss in doc.losses],
                artifacts=[planned.plan_path],
            ),
            plan_path=str(planned.plan_path),
            section_ids=[s.id for s in planned.plan.sections] if ok else [],
            record_count=len(planned.plan.record_universe) if ok else 0,
        )

    async def ExtractSection(  # noqa: N802
        self, request: extraction_pb2.ExtractSectionRequest, context: grpc.aio.ServicerContext
    ) -> extraction_pb2.ExtractSectionResponse:
        task = self._task(request.task)
        if not request.doc_name or not request.section_id or not request.plan_path:
            raise InvalidInputError("doc_name, plan_path and section_id are required")
        path = task.output.extraction_logs(request.doc_name).section(request.section_id)
        plan_path = task.output.inside(self.store.contain(Path(request.plan_path)))
        result = await self.extractor.section_from_plan(
            task.task_dir, task.output_dir, request.doc_name, plan_path, request.section_id, self.identity
        )
        return extraction_pb2.ExtractSectionResponse(
            outcome=outcome(
                common_pb2.STAGE_STATUS_SUCCEEDED if result.valid else common_pb2.STAGE_STATUS_PARTIAL,
                f"{len(result.rows)} rows by {result.method}" + ("" if result.valid else "; best effort"),
                usage=result.usage,
                uncertainties=[
                    uncertainty(f"section {request.section_id}", problem[:300], "section")
                    for problem in result.problems[:10]
                ],
                artifacts=[path],
            ),
            result_path=str(path),
            row_count=len(result.rows),
            valid=result.valid,
        )

    async def ExtractFields(  # noqa: N802
        self, request: extraction_pb2.ExtractFieldsRequest, context: grpc.aio.ServicerContext
    ) -> extraction_pb2.ExtractFieldsResponse:
        configured = self.fields.settings.template(request.doc_type)
        segment = segment_from_request(request, configured, self.fields.settings.limits)
        result = await self.fields.extract(segment, LLMTrace())
        return result_to_proto(result, f"{request.document_id}#{request.sequence}")
