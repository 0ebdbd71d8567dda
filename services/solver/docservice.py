"""The solver's page-cited document answers and searches over one task's documents: the library of the
task's page indexes (built or read back), answers by kind, each recorded in the task output folder."""

from __future__ import annotations

import asyncio
import hashlib

from services.solver.settings import SolverSettings
from shared.artifacts import write_json
from shared.embedding import Embedder
from shared.llm import LLMClient, LLMTrace
from shared.pages.answer import DocAnswer, DocumentAnswerer
from shared.pages.search import DocumentLibrary, PageSearchSettings, Retrieval, rerank_pages
from shared.pages.task import TaskLibraries
from shared.stage import TaskPaths


class TaskDocQA:
    """One per service; the embedder is loaded on first use (BM25 alone when it cannot be)."""

    def __init__(
        self,
        settings: SolverSettings,
        search: PageSearchSettings,
        llm: LLMClient,
        embedder: Embedder | None = None,
    ) -> None:
        self.settings = settings
        self.search = search
        self.llm = llm
        self.libraries = TaskLibraries(search, embedder)

    async def library(self, task: TaskPaths) -> tuple[DocumentLibrary, list[str]]:
        return await asyncio.to_thread(self.libraries.library, task)

    async def answer(
        self,
        task: TaskPaths,
        question: str,
        kind: str,
        trace: LLMTrace | None = None,
        *,
        read: tuple[DocumentLibrary, list[str]] | None = None,
    ) -> tuple[DocAnswer, str]:
        """The answer and the path of its record (doc_answers/<hash of kind and question>.json), from the
        task's library (``read``: one ``library`` already read, for several questions)."""
        library, problems = read or await self.library(task)
        answerer = DocumentAnswerer(
            library, self.libraries.embedder, self.llm, self.search, self.settings.doc_answer, trace
        )
        answer = await answerer.answer(question, kind)
        answer.problems = problems + answer.problems
        key = hashlib.sha256(f"{kind}\n{question}".encode()).hexdigest()[:32]
        path = task.output.doc_answer(key)
        write_json(path, answer.to_json())
        return answer, str(path)

    async def pages(
        self, read: tuple[DocumentLibrary, list[str]], question: str, *, rerank: bool
    ) -> tuple[Retrieval, list[str]]:
        """The top pages for ``question`` in a library ``read`` by ``library`` (``Retrieval.pages`` cut
        to the configured number), reranked by the model when ``rerank``, and what went wrong on the
        way. A question that names no document's company is searched in every document."""
        library, problems = read
        found = await asyncio.to_thread(
            library.retrieve, question, self.libraries.embedder, unrouted_all=True
        )
        ranked = await rerank_pages(question, found.pages, self.llm if rerank else None, self.search)
        found.pages = ranked.pages
        return found, problems + ranked.problems
