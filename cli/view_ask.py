"""The view's question box: one question at a time over a folder of reports, answered as ``dataagent ask``
answers (the reports staged as one task, the solver's document answers, the embedded model when no
endpoint is configured), with the text of every cited page at hand.

Public API::

    asker = ReportAsker.open(pdf_dir, cache_dir)      # stages and indexes the reports, starts the model
    asker.reports()                                   # [{doc, name, pages}]
    asker.ask("What was revenue in 2022?", "number")  # the answer, its cited pages (blocking)
    asker.page(doc, page)                             # one page's text (0-based page)
    asker.close()

The model client and the answers live on an event loop of their own (a thread), so the web server's
request threads only wait on them; questions are answered one at a time.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

from cli.rag import StagedReports, stage_reports
from shared.errors import InvalidInputError, NotFoundError
from shared.pages.answer import DocAnswer
from shared.pages.prompts import KINDS
from shared.pages.search import DocumentLibrary

T = TypeVar("T")
# The longest question the box takes (the ask command's own limit is configurable; a box needs less).
MAX_QUESTION_CHARS = 2000


class ReportAsker:
    def __init__(self, staged: StagedReports) -> None:
        self.staged = staged
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="report-asker", daemon=True)
        self._thread.start()
        self._stack = contextlib.AsyncExitStack()
        self._lock: asyncio.Lock | None = None
        self._docqa: Any = None
        self._read: tuple[DocumentLibrary, list[str]] | None = None

    @classmethod
    def open(cls, pdf_dir: Path, cache_dir: Path) -> ReportAsker:
        """The reports of ``pdf_dir`` staged under ``cache_dir``, indexed, and the model ready."""
        asker = cls(stage_reports(pdf_dir, cache_dir.resolve()))
        try:
            asker._run(asker._start())
        except BaseException:
            asker.close()
            raise
        return asker

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()

    async def _start(self) -> None:
        from cli.launcher import embedded_model
        from services.solver.docservice import TaskDocQA
        from services.solver.settings import SolverSettings
        from shared.config import load_settings
        from shared.llm import LLMClient, LLMSettings
        from shared.pages.search import PageSearchSettings

        self._lock = asyncio.Lock()
        await self._stack.enter_async_context(embedded_model())
        llm = await self._stack.enter_async_context(LLMClient(load_settings(LLMSettings)))
        self._docqa = TaskDocQA(load_settings(SolverSettings), load_settings(PageSearchSettings), llm)
        self._read = await self._docqa.library(self.staged.paths)

    @property
    def library(self) -> DocumentLibrary:
        assert self._read is not None, "the reports are read when the asker opens"
        return self._read[0]

    def reports(self) -> list[dict[str, Any]]:
        return [
            {"doc": doc, "name": self.staged.names.get(doc, doc), "pages": len(index.pages)}
            for doc, index in sorted(
                self.library.indexes.items(), key=lambda kv: self.staged.names.get(kv[0], "")
            )
        ]

    def ask(self, question: str, kind: str) -> dict[str, Any]:
        """The answer of ``kind`` to ``question`` with its cited pages and the pages the model read."""
        if not isinstance(question, str) or not question.strip():
            raise InvalidInputError("the question is empty")
        if len(question) > MAX_QUESTION_CHARS:
            raise InvalidInputError(
                f"the question has {len(question):,} characters; at most {MAX_QUESTION_CHARS:,}"
            )
        if kind not in KINDS:
            raise InvalidInputError(f"kind must be one of {', '.join(KINDS)}")
        return self._shown(self._run(self._answer(question.strip(), kind)))

    async def _answer(self, question: str, kind: str) -> DocAnswer:
        assert self._lock is not None and self._read is not None
        async with self._lock:
            answer, _ = await self._docqa.answer(self.staged.paths, question, kind, read=self._read)
        return answer

    def _shown(self, answer: DocAnswer) -> dict[str, Any]:
        def ref(doc: str, page: int) -> dict[str, Any]:
            return {"doc": doc, "name": self.staged.names.get(doc, doc), "page": page}

        return {
            "question": answer.question,
            "kind": answer.kind,
            "value": answer.value,
            "references": [ref(r.doc, r.page) for r in answer.references],
            "pages_shown": [ref(r.doc, r.page) for r in answer.pages_shown],
            "reasoning_summary": answer.reasoning_summary,
            "problems": answer.problems,
            "model_error": answer.model_error,
            "seconds": round(answer.seconds, 1),
        }

    def page(self, doc: str, page: int) -> dict[str, Any]:
        """One page of one report (0-based ``page``), as the index holds it."""
        index = self.library.indexes.get(doc)
        if index is None:
            raise NotFoundError(f"no report {doc!r}")
        if not 0 <= page < len(index.pages):
            raise NotFoundError(f"{self.staged.names.get(doc, doc)} has no page {page + 1}")
        return {
            "doc": doc,
            "name": self.staged.names.get(doc, doc),
            "page": page,
            "text": index.page_text(page),
        }

    def close(self) -> None:
        """The model client closed and the embedded model stopped (when one was started)."""
        if self._loop.is_running():
            with contextlib.suppress(Exception):
                self._run(self._stack.aclose())
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)
