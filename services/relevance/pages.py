"""Page-cited search for the relevance service: the page indexes of a task's documents and the pages
that answer a question (shared.pagesearch over the task's generated Markdown and page maps)."""

from __future__ import annotations

import asyncio
import contextvars
import functools
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from shared.errors import DataAgentError
from shared.llm import LLMClient
from shared.pageindex import Embedder
from shared.pagesearch import DocumentLibrary, PageHit, PageSearchSettings, Retrieval, rerank_pages
from shared.pagetask import task_library
from shared.stage import TaskPaths

T = TypeVar("T")


@dataclass
class PageSearchResult:
    library: DocumentLibrary
    retrieval: Retrieval | None = None
    pages: list[PageHit] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


class PageSearcher:
    """One per service: the embedder is loaded on first use (BM25 alone when it cannot be)."""

    def __init__(
        self,
        settings: PageSearchSettings,
        llm: LLMClient | None,
        *,
        embedder: Embedder | None = None,
        executor: Executor | None = None,
    ) -> None:
        self.settings = settings
        self.llm = llm
        self._embedder = embedder
        self._executor = executor
        self._embedder_problem = ""

    async def _blocking(self, fn: Callable[..., T], *args: Any) -> T:
        call = functools.partial(contextvars.copy_context().run, fn, *args)
        return await asyncio.get_running_loop().run_in_executor(self._executor, call)

    def embedder(self) -> Embedder | None:
        if self._embedder is None and not self._embedder_problem and self.settings.index.mode != "bm25":
            from shared.embedding import load_embedder

            try:
                self._embedder = load_embedder()
            except DataAgentError as e:
                self._embedder_problem = f"no embedder, BM25 only: {e}"
        return self._embedder

    async def index(self, paths: TaskPaths) -> PageSearchResult:
        """Build or read back the page index of every document of the task."""
        embedder = await self._blocking(self.embedder)
        library, problems = await self._blocking(task_library, paths, self.settings, embedder)
        if self._embedder_problem:
            problems.append(self._embedder_problem)
        return PageSearchResult(library, problems=problems)

    async def search(self, paths: TaskPaths, question: str, top_pages: int, rerank: bool) -> PageSearchResult:
        """The best pages for ``question`` among the task's documents, best first."""
        result = await self.index(paths)
        settings = self.settings
        if top_pages > 0:
            settings = settings.model_copy(
                update={"retrieval": settings.retrieval.model_copy(update={"top_pages": top_pages})}
            )
        if not rerank:
            settings = settings.model_copy(
                update={"rerank": settings.rerank.model_copy(update={"enabled": False})}
            )
        result.library.settings = settings
        result.retrieval = await self._blocking(result.library.retrieve, question, self._embedder)
        ranked = await rerank_pages(question, result.retrieval.pages, self.llm, settings)
        result.pages = ranked.pages
        result.problems.extend(ranked.problems)
        return result
