"""ContextService: proto <-> ContextView, the PDF converter and the page-stream split; the work runs in the
server's executors."""

from __future__ import annotations

import time
from concurrent.futures import Executor
from pathlib import Path
from typing import TYPE_CHECKING

import grpc

from dataagent.common.v1 import common_pb2
from dataagent.context.v1 import context_pb2, context_pb2_grpc
from services.context.context_view import prepare_task, summary_text
from services.context.pagestream.file import PdfSplit, progress_log, read_pages, split_pages
from services.context.pagestream.settings import PageStreamSettings
from services.context.pdf.convert import PdfConversion, convert_pdf, write_conversion
from services.context.settings import ContextSettings
from shared.artifacts import ArtifactStore
from shared.errors import InvalidInputError
from shared.rpc import run_blocking
from shared.stage import input_path, outcome, task_paths, uncertainty

if TYPE_CHECKING:
    from shared.llm import LLMClient

_KINDS = {
    "text": context_pb2.PDF_KIND_TEXT,
    "scanned": context_pb2.PDF_KIND_SCANNED,
}
_ENGINES = {"model": context_pb2.SPLIT_ENGINE_MODEL, "fallback": context_pb2.SPLIT_ENGINE_FALLBACK}


def _split_reply(split: PdfSplit, subject: str) -> context_pb2.SplitPdfResponse:
    data = split.to_json()
    ocr = {p.number for p in split.stream.pages if p.ocr}
    return context_pb2.SplitPdfResponse(
        segments=[context_pb2.DocumentSegment(**s.model_dump()) for s in split.result.segments],
        pages=[
            context_pb2.PageDecision(
                page=d.page,
                doc_type=d.doc_type,
                type_probabilities=d.probabilities,
                start_probability=d.start_probability,
                provider_confidence=d.provider_confidence,
                source=d.source,
                ocr=d.page in ocr,
            )
            for d in split.result.decisions
        ],
        engine=_ENGINES[split.result.engine],
        note=data.get("note", ""),
        uncertainties=[uncertainty(subject, u) for u in split.uncertainties],
        page_count=len(split.stream.pages),
        model_calls=split.result.model_calls,
        cached=split.result.cached,
        fingerprint=split.result.fingerprint,
        timing=context_pb2.SplitTiming(**data["timing"]),
    )


class ContextServicer(context_pb2_grpc.ContextServiceServicer):
    def __init__(
        self,
        settings: ContextSettings,
        store: ArtifactStore,
        executor: Executor,
        converters: Executor,
        pagestream: PageStreamSettings,
        llm: LLMClient | None = None,
    ) -> None:
        """``llm``: the split's decision model (None: no model configured, the rule fallback decides)."""
        self.settings = settings
        self.store = store
        self.executor = executor
        self.converters = converters
        self.pagestream = pagestream
        self.llm = llm

    async def PrepareContext(self, request, context: grpc.aio.ServicerContext):  # noqa: N802
        paths = task_paths(request.task, self.store, self.settings.input_roots)
        remaining = context.time_remaining()
        # The manifest is written before the caller's deadline, with what was converted by then.
        deadline = (
            None if remaining is None else time.monotonic() + remaining * (1 - self.settings.deadline_margin)
        )
        manifest = await run_blocking(
            self.executor,
            prepare_task,
            paths.task_dir,
            paths.output_dir,
            self.settings,
            None,
            self.converters,
            task_id=paths.task_id,
            pagestream=self.pagestream,
            deadline=deadline,
        )
        s = manifest.summary
        status = common_pb2.STAGE_STATUS_PARTIAL if s.failed else common_pb2.STAGE_STATUS_SUCCEEDED
        return context_pb2.PrepareContextResponse(
            outcome=outcome(
                status,
                summary_text(manifest),
                uncertainties=[uncertainty(u.path, u.reason) for u in manifest.uncertainties],
                artifacts=[manifest.manifest_path],
            ),
            manifest_path=manifest.manifest_path,
            asset_count=s.assets,
            converted_count=s.converted,
            cached_count=s.cached,
        )

    async def ConvertPdf(self, request, context: grpc.aio.ServicerContext):  # noqa: N802
        source = input_path(request.pdf_path, self.settings.input_roots, self.store, "pdf_path")
        target = Path(request.output_path)
        if not source.is_file():
            raise InvalidInputError("pdf_path must be the absolute path of an existing file")
        if not request.output_path or not target.is_absolute() or target.suffix != ".md":
            raise InvalidInputError("output_path must be an absolute path ending in .md")
        target = self.store.contain(target)
        conv: PdfConversion = await run_blocking(self.converters, convert_pdf, str(source), self.settings.pdf)
        response = context_pb2.ConvertPdfResponse(
            kind=_KINDS.get(conv.kind, context_pb2.PDF_KIND_UNREADABLE),
            page_count=conv.page_count,
            heading_count=len(conv.headings),
            uncertainties=[uncertainty(str(source), u) for u in conv.uncertainties],
        )
        if conv.status != "failure":
            md_path, pages_path = await run_blocking(self.executor, write_conversion, conv, target)
            response.markdown_path, response.page_map_path, response.action = (
                str(md_path),
                str(pages_path),
                conv.action,
            )
        return response

    async def SplitPdf(self, request, context: grpc.aio.ServicerContext):  # noqa: N802
        source = input_path(request.pdf_path, self.settings.input_roots, self.store, "pdf_path")
        if not source.is_file():
            raise InvalidInputError("pdf_path must be the absolute path of an existing file")
        settings = self.pagestream
        progress = progress_log(source.name, settings.progress_every_pages)
        stream = await run_blocking(self.executor, read_pages, source, settings, self.settings.pdf, progress)
        llm = None if request.no_model else self.llm
        trace = None
        if llm is not None:
            from shared.llm import LLMTrace

            trace = LLMTrace()
        cache_dir = None if request.no_cache else settings.resolved_cache_dir()
        split = await split_pages(stream, source, settings, llm, trace, cache_dir)
        return _split_reply(split, str(source))
