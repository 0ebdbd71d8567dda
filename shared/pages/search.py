"""Page-cited retrieval over a set of documents: route the question to its documents, search their page
indexes, turn the top chunks into their pages, optionally rerank the pages with the model.

Public API::

    settings = load_settings(PageSearchSettings)                  # configs/pages.yaml
    library = DocumentLibrary.build({doc_id: pages}, settings, cache_root, embedder)
    found = library.retrieve(question, embedder)                   # Retrieval: route, candidate pages
    pages = await rerank_pages(question, found.pages, llm, settings, trace=trace)   # best top_pages

final score after the rerank = vector_weight x retrieval score (scaled 0..1 over the candidates)
+ (1 - vector_weight) x the model's relevance (0..1 in 0.1 steps). A page the model could not judge keeps
its retrieval score alone and the failure is recorded in ``RerankResult.problems``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar, Literal

from pydantic import BaseModel, Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, SettingsSection
from shared.embedding import Embedder
from shared.errors import LLMError
from shared.llm import LLMClient, LLMTrace, fence_untrusted
from shared.llm.untrusted import UNTRUSTED_NOTE
from shared.pages.index import PageIndex, PageIndexSettings, load_or_build
from shared.pages.route import (
    DocumentNames,
    RouteResult,
    document_names,
    expand_query,
    parent_pages,
    route_question,
    search_text,
)


class PageRetrievalSettings(SettingsSection):
    query_drop_patterns: tuple[str, ...]
    # (pattern, words): the words are added to the searched text when the pattern matches it.
    query_expansions: tuple[tuple[str, str], ...]
    top_pages: int = Field(gt=0)
    name_first_pages: int = Field(gt=0)
    route_max_share: float = Field(gt=0, le=1)
    route_body_min_hits: int = Field(gt=0)
    document_max_bytes: int = Field(gt=0)


class PageRerankSettings(SettingsSection):
    enabled: bool
    # The endpoint kinds a question answered from pages is reranked on (LLMSettings.endpoint_kind).
    endpoints: tuple[Literal["local", "hosted"], ...]
    vector_weight: float = Field(ge=0, le=1)
    batch_pages: int = Field(gt=0)
    page_max_chars: int = Field(gt=0)
    max_tokens: int = Field(gt=0)
    temperature: float = Field(ge=0)
    concurrency: int = Field(gt=0)


class PageSearchSettings(ServiceSettings):
    config_name: ClassVar[str] = "pages"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_PAGES_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    index: PageIndexSettings
    retrieval: PageRetrievalSettings
    rerank: PageRerankSettings


@dataclass
class PageHit:
    doc: str
    page: int  # 0-based physical page
    score: float
    retrieval: float  # the retrieval score, scaled 0..1 over the candidates
    relevance: float | None = None  # the model's, when reranked
    text: str = ""


@dataclass
class Retrieval:
    route: RouteResult
    query: str
    pages: list[PageHit] = field(default_factory=list)


@dataclass
class DocumentLibrary:
    """The page indexes of a set of documents and where their names are looked for."""

    indexes: dict[str, PageIndex]
    names: dict[str, DocumentNames]
    settings: PageSearchSettings

    @classmethod
    def build(
        cls,
        documents: dict[str, Sequence[str]],
        settings: PageSearchSettings,
        cache_root: Path | None,
        embedder: Embedder | None,
        titles: dict[str, str] | None = None,
    ) -> DocumentLibrary:
        """Index every document (``documents``: id -> page texts), reading stored indexes back."""
        titles = titles or {}
        first = settings.retrieval.name_first_pages
        return cls(
            {d: load_or_build(p, settings.index, cache_root, embedder) for d, p in documents.items()},
            {d: document_names(p, titles.get(d, ""), first) for d, p in documents.items()},
            settings,
        )

    def route(self, question: str) -> RouteResult:
        r = self.settings.retrieval
        return route_question(question, self.names, r.route_max_share, r.route_body_min_hits)

    def retrieve(self, question: str, embedder: Embedder | None, *, unrouted_all: bool = False) -> Retrieval:
        """Candidate pages of the routed documents, best first: every page of the top chunks of each
        document, ranked by its best chunk. No routed document: no pages, or with ``unrouted_all`` the
        candidates of every document."""
        route = self.route(question)
        if unrouted_all and not route.docs:
            route = RouteResult({"": list(self.indexes)})
        conf = self.settings.retrieval
        query = expand_query(
            search_text(question, [n for n in route.entities if n], conf.query_drop_patterns),
            conf.query_expansions,
        )
        mode = self.settings.index.mode if embedder is not None else "bm25"
        found: list[tuple[str, int, float]] = []
        for doc in route.docs:
            index = self.indexes.get(doc)
            if index is None:
                continue
            hits = index.search(query, embedder, mode=mode)
            found += [(doc, page, score) for page, score in parent_pages(hits, len(hits))]
        found.sort(key=lambda f: -f[2])
        lo = min((f[2] for f in found), default=0.0)
        hi = max((f[2] for f in found), default=0.0)
        pages = [
            PageHit(
                doc, page, score, (score - lo) / (hi - lo) if hi > lo else 1.0, text=self.page_text(doc, page)
            )
            for doc, page, score in found
        ]
        return Retrieval(route, query, pages)

    def page_text(self, doc: str, page: int) -> str:
        index = self.indexes.get(doc)
        return index.page_text(page) if index is not None else ""

    def idf(self, doc: str, term: str) -> float:
        """The BM25 weight of ``term`` in ``doc``'s index (0 for a document not indexed)."""
        index = self.indexes.get(doc)
        return index.bm25.idf(term) if index is not None else 0.0


class PageJudgement(BaseModel):
    page: int = Field(description="the page number as given")
    reasoning: str = Field(description="what the page says that bears on the query, in one sentence")
    relevance_score: float = Field(
        ge=0, le=1, description="0 unrelated, 0.1 ... 0.9, 1 answers the query directly; steps of 0.1"
    )


class PageJudgements(BaseModel):
    pages: list[PageJudgement]


RERANK_SYSTEM = (
    "You rank retrieved pages of a report by how well each helps answer a query. For every page give a "
    "one-sentence reasoning and a relevance_score from 0 to 1 in steps of 0.1: 0 unrelated, 0.3 same "
    "topic only, 0.5 related facts, 0.7 partly answers, 0.9 answers it, 1 answers it exactly. Judge only "
    "what the page says; a similar but different metric or period is not an answer. " + UNTRUSTED_NOTE
)


@dataclass
class RerankResult:
    pages: list[PageHit]
    problems: list[str] = field(default_factory=list)


async def rerank_pages(
    question: str,
    pages: Sequence[PageHit],
    llm: LLMClient | None,
    settings: PageSearchSettings,
    *,
    trace: LLMTrace | None = None,
) -> RerankResult:
    """The best ``top_pages`` of ``pages`` after the model's relevance (see the module doc); without a
    model or with the rerank off, the first ``top_pages`` as retrieved."""
    top = settings.retrieval.top_pages
    conf = settings.rerank
    if llm is None or not conf.enabled or not pages:
        return RerankResult(list(pages[:top]))
    batches = [list(pages[i : i + conf.batch_pages]) for i in range(0, len(pages), conf.batch_pages)]
    gate = asyncio.Semaphore(conf.concurrency)
    problems: list[str] = []

    async def judge(batch: list[PageHit]) -> None:
        body = "\n\n".join(
            fence_untrusted(f"page {n}", hit.text[: conf.page_max_chars]) for n, hit in enumerate(batch, 1)
        )
        messages = [
            {"role": "system", "content": RERANK_SYSTEM},
            {"role": "user", "content": f"Query: {question}\n\nPages (numbered 1..{len(batch)}):\n{body}"},
        ]
        async with gate:
            try:
                out = await llm.structured(
                    messages,
                    PageJudgements,
                    temperature=conf.temperature,
                    max_tokens=conf.max_tokens,
                    trace=trace,
                    label="page_rerank",
                )
            except LLMError as e:
                problems.append(f"page rerank failed for {len(batch)} page(s): {e}")
                return
        for j in out.pages:
            if 1 <= j.page <= len(batch):
                batch[j.page - 1].relevance = round(min(1.0, max(0.0, j.relevance_score)), 1)

    await asyncio.gather(*(judge(b) for b in batches))
    for hit in pages:
        if hit.relevance is not None:
            hit.score = conf.vector_weight * hit.retrieval + (1 - conf.vector_weight) * hit.relevance
        else:
            hit.score = conf.vector_weight * hit.retrieval
    ranked = sorted(pages, key=lambda h: -h.score)
    return RerankResult(ranked[:top], problems)
