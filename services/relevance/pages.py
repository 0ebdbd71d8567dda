"""Page-cited search for the relevance service: the page indexes of a task's documents and the pages
that answer a question (shared.pages.search over the task's generated Markdown and page maps)."""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass, field

from shared.embedding import Embedder
from shared.llm import LLMClient
from shared.pages.search import DocumentLibrary, PageHit, PageSearchSettings, Retrieval, rerank_pages
from shared.pages.task import TaskLibraries
from shared.rpc import run_blocking
from shared.stage import TaskPaths


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
        self.libraries = TaskLibraries(settings, embedder)
        self._executor = executor

    async def index(self, paths: TaskPaths) -> PageSearchResult:
        """Build or read back the page index of every document of the task."""
        library, problems = await run_blocking(self._executor, self.libraries.library, paths)
        return PageSearchResult(library, problems=problems)

    async def search(self, paths: TaskPaths, question: str, top_pages: int, rerank: bool) -> PageSearchResult:
        """The best pages for ``question`` among the task's documents, best first."""
        result = await self.index(paths)
        settings = self.settings
        if top_pages > 0:
            settings = settings.model_copy(
                update={"retrieval": settings.retrieval.model_copy(update={"top_pages": top_pages})}
            )
        result.retrieval = await run_blocking(
            self._executor, result.library.retrieve, question, self.libraries.embedder
        )
        llm = self.llm if rerank else None  # without a model the pages stay in retrieval order
        ranked = await rerank_pages(question, result.retrieval.pages, llm, settings)
        result.pages = ranked.pages
        result.problems.extend(ranked.problems)
        return result
