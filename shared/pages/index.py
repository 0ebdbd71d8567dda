"""A document's page index: its pages cut into chunks of about ``chunk_words`` words, each with its 0-based
physical page; an exact inner-product vector index (NumPy) over the chunks, where the chunks of a page
share one vector (``embed_unit`` page) or each has its own, and a BM25 index beside it.

Public API::

    pages = pages_from_markdown(md_text, page_map)     # page texts from the context service's output
    pages = pages_from_pdf(path)                        # page texts straight from a PDF (PyMuPDF)
    index = load_or_build(pages, settings, cache_root, embedder)   # cached by content hash
    hits = index.search(question, embedder, mode="hybrid")         # chunk hits, best first

A folder under ``cache_root`` is named by the hash of the page texts and of the settings that shape the
index, so a changed document (or a changed chunk size) gets a new folder and an unchanged one is read back.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np
from pydantic import Field

from shared.artifacts import atomic_writer, write_json
from shared.config import SettingsSection
from shared.embedding import MODEL_NAME, Embedder
from shared.errors import DataAgentError
from shared.layout import page_index_files
from shared.mupdf import load_pymupdf
from shared.textio import open_regular, regular_file_inside

SearchMode = Literal["vector", "bm25", "hybrid"]
EmbedUnit = Literal["page", "chunk"]
INDEX_VERSION = "1"

_WORD = re.compile(r"[0-9a-z]+(?:[.,'][0-9a-z]+)*|[\u3400-\u9fff]", re.IGNORECASE)
_NUMBERISH = re.compile(r"[\s$€£¥%()\[\]|,.\-–—]*\d[\d\s$€£¥%()\[\]|,.\-–—]*")
_SPACES = re.compile(r"\s+")


class PageIndexSettings(SettingsSection):
    """How pages become chunks and how chunks are searched (a section of a service's settings)."""

    chunk_words: int = Field(gt=0)
    chunk_overlap_words: int = Field(ge=0)
    # Words of a chunk given to the embedder at most (the BM25 index always sees the whole chunk), and
    # whether runs of digits and figure punctuation are dropped from that text first.
    embed_max_words: int = Field(gt=0)
    embed_drop_numbers: bool
    # page: one vector per page, of its first chunk's text, shared by the page's chunks; chunk: one each.
    embed_unit: EmbedUnit
    # Words of the chunk's heading put before its text for the embedder (0: none).
    embed_heading_words: int = Field(ge=0)
    embed_batch: int = Field(gt=0)
    bm25_k1: float = Field(gt=0)
    bm25_b: float = Field(ge=0, le=1)
    # hybrid score = (1 - bm25_weight) x vector + bm25_weight x BM25, both scaled to 0..1 per query.
    bm25_weight: float = Field(ge=0, le=1)
    top_chunks: int = Field(gt=0)
    mode: SearchMode


@dataclass(frozen=True)
class Chunk:
    page: int  # 0-based physical page
    text: str
    heading: str = ""  # the Markdown heading in force where the chunk starts (from earlier pages too)


@dataclass(frozen=True)
class ChunkHit:
    chunk: int
    page: int
    score: float
    vector: float
    bm25: float


# --- pages -------------------------------------------------------------------------------------------


def pages_from_markdown(markdown: str, page_map: dict[str, Any]) -> list[str]:
    """Page texts (index = 0-based page) from a converted Markdown and its page map; a line carried over
    a page break is given to every page it spans. Lines the map does not cover are dropped."""
    count = int(page_map.get("page_count") or 0)
    base = int(page_map.get("line_base", 1))
    line_pages = page_map.get("line_pages") or []
    buckets: list[list[str]] = [[] for _ in range(count)]
    for i, line in enumerate(markdown.split("\n")):
        j = i + 1 - base
        if not line.strip() or j < 0 or j >= len(line_pages):
            continue
        for page in line_pages[j] or []:
            if isinstance(page, int) and 0 <= page < count:
                buckets[page].append(line)
    return ["\n".join(lines) for lines in buckets]


def pages_from_pdf(path: Path) -> list[str]:
    """Page texts of a PDF as PyMuPDF reads them (no OCR); an unreadable page is empty."""
    mupdf = load_pymupdf()
    texts: list[str] = []
    with mupdf.open(path) as doc:
        for page in doc:
            try:
                texts.append(page.get_text("text"))
            except RuntimeError:
                texts.append("")
    return texts


def words(text: str) -> list[str]:
    """Lower-cased word tokens (Latin words and numbers whole, each CJK character on its own)."""
    return [w.lower() for w in _WORD.findall(text)]


def chunk_pages(pages: Sequence[str], chunk_words: int, overlap_words: int) -> list[Chunk]:
    """Each page cut into pieces of at most ``chunk_words`` whitespace words, consecutive pieces of a
    page sharing ``overlap_words``; a chunk never spans two pages. Each chunk keeps the last Markdown
    heading at or before its start."""
    step = max(1, chunk_words - overlap_words)
    chunks: list[Chunk] = []
    heading = ""
    for number, text in enumerate(pages):
        tokens: list[str] = []
        headings: list[tuple[int, str]] = []  # (first token, heading)
        for line in text.split("\n"):
            if line.startswith("#"):
                headings.append((len(tokens), " ".join(line.lstrip("#").split())))
            tokens.extend(line.split())
        start = 0
        while start < len(tokens):
            while headings and headings[0][0] <= start:
                heading = headings.pop(0)[1]
            chunks.append(Chunk(number, " ".join(tokens[start : start + chunk_words]), heading))
            if start + chunk_words >= len(tokens):
                break
            start += step
        if headings:
            heading = headings[-1][1]
    return chunks


def embed_text(text: str, settings: PageIndexSettings, heading: str = "") -> str:
    """What the embedder reads of a chunk: figures dropped when configured, cut to ``embed_max_words``,
    after the chunk's heading (at most ``embed_heading_words`` of it)."""
    if settings.embed_drop_numbers:
        text = _NUMBERISH.sub(" ", text)
    body = " ".join(_SPACES.sub(" ", text).split(" ")[: settings.embed_max_words]).strip()
    head = " ".join(heading.split()[: settings.embed_heading_words])
    if head and not body.startswith(head):
        return f"{head}: {body}"
    return body


# --- BM25 --------------------------------------------------------------------------------------------


@dataclass
class Bm25:
    """Okapi BM25 over token lists, postings as NumPy arrays."""

    k1: float
    b: float
    n_docs: int = 0
    postings: dict[str, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)
    lengths: np.ndarray = field(default_factory=lambda: np.zeros(0))

    @classmethod
    def build(cls, docs: Sequence[Sequence[str]], k1: float, b: float) -> Bm25:
        lists: dict[str, tuple[list[int], list[int]]] = {}
        for i, tokens in enumerate(docs):
            for term, tf in Counter(tokens).items():
                ids, tfs = lists.setdefault(term, ([], []))
                ids.append(i)
                tfs.append(tf)
        postings = {t: (np.array(ids), np.array(tfs, dtype=np.float32)) for t, (ids, tfs) in lists.items()}
        lengths = np.array([len(d) for d in docs], dtype=np.float32)
        return cls(k1=k1, b=b, n_docs=len(docs), postings=postings, lengths=lengths)

    @classmethod
    def of_chunks(cls, chunks: Sequence[Chunk], settings: PageIndexSettings) -> Bm25:
        """BM25 over the words of each chunk's whole text."""
        return cls.build([words(c.text) for c in chunks], settings.bm25_k1, settings.bm25_b)

    def idf(self, term: str) -> float:
        """The weight of ``term``: high when few chunks hold it, 0 when no chunk does."""
        posting = self.postings.get(term)
        if posting is None:
            return 0.0
        held = len(posting[0])
        return math.log(1 + (self.n_docs - held + 0.5) / (held + 0.5))

    def scores(self, query: Sequence[str]) -> np.ndarray:
        out = np.zeros(self.n_docs, dtype=np.float32)
        if not self.n_docs:
            return out
        avg = float(self.lengths.mean()) or 1.0
        norm = self.k1 * (1 - self.b + self.b * self.lengths / avg)
        for term in set(query):
            if term not in self.postings:
                continue
            ids, tfs = self.postings[term]
            out[ids] += self.idf(term) * tfs * (self.k1 + 1) / (tfs + norm[ids])
        return out


# --- the index ---------------------------------------------------------------------------------------


def _scaled(values: np.ndarray) -> np.ndarray:
    if not len(values):
        return values
    lo, hi = float(values.min()), float(values.max())
    return (values - lo) / (hi - lo) if hi > lo else np.zeros_like(values)


@dataclass
class PageIndex:
    pages: list[str]
    chunks: list[Chunk]
    vectors: np.ndarray  # (n, dim) float32, L2-normalised rows
    bm25: Bm25
    settings: PageIndexSettings
    key: str = ""
    build_seconds: float = 0.0
    from_cache: bool = False

    def search(
        self,
        question: str,
        embedder: Embedder | None,
        *,
        mode: SearchMode | None = None,
        top: int | None = None,
        query_vector: np.ndarray | None = None,
    ) -> list[ChunkHit]:
        """The ``top`` chunks (``settings.top_chunks`` by default), best first. ``vector`` scores are inner
        products; ``bm25`` raw BM25; the ranking uses the chosen mode's score (hybrid: both scaled)."""
        mode = mode or self.settings.mode
        top = top or self.settings.top_chunks
        n = len(self.chunks)
        if not n:
            return []
        vec = np.zeros(n, dtype=np.float32)
        if mode != "bm25" and len(self.vectors):
            q = query_vector if query_vector is not None else embedder.query_array([question])[0]  # type: ignore[union-attr]
            vec = self.vectors @ q
        lex = self.bm25.scores(words(question)) if mode != "vector" else np.zeros(n, dtype=np.float32)
        if mode == "vector":
            rank = vec
        elif mode == "bm25":
            rank = lex
        else:
            w = self.settings.bm25_weight
            rank = (1 - w) * _scaled(vec) + w * _scaled(lex)
        order = np.argsort(-rank, kind="stable")[:top]
        if mode == "bm25":  # a chunk with none of the query's words is no hit
            order = order[lex[order] > 0]
        return [
            ChunkHit(int(i), self.chunks[i].page, float(rank[i]), float(vec[i]), float(lex[i])) for i in order
        ]

    def page_text(self, page: int) -> str:
        return self.pages[page] if 0 <= page < len(self.pages) else ""


def content_key(pages: Sequence[str], settings: PageIndexSettings, model_name: str) -> str:
    """Hash of the page texts and of every setting that changes the stored index."""
    h = hashlib.sha256()
    shape = {
        "v": INDEX_VERSION,
        "model": model_name,
        "chunk_words": settings.chunk_words,
        "overlap": settings.chunk_overlap_words,
        "embed_max_words": settings.embed_max_words,
        "embed_drop_numbers": settings.embed_drop_numbers,
    }
    if settings.embed_heading_words:
        shape["embed_heading_words"] = settings.embed_heading_words
    if settings.embed_unit != "chunk":
        shape["embed_unit"] = settings.embed_unit
    h.update(json.dumps(shape, sort_keys=True).encode())
    for text in pages:
        h.update(b"\x00page\x00")
        h.update(text.encode("utf-8", "replace"))
    return h.hexdigest()[:40]


def embed_inputs(chunks: Sequence[Chunk], settings: PageIndexSettings) -> tuple[list[str], list[int]]:
    """The texts the embedder reads and, per chunk, the one whose vector it takes: a text per chunk, or
    with ``embed_unit`` page a text per page (its first chunk's), which the page's other chunks share."""
    texts: list[str] = []
    rows: list[int] = []
    first: dict[int, int] = {}
    for c in chunks:
        if settings.embed_unit == "page" and c.page in first:
            rows.append(first[c.page])
            continue
        first[c.page] = len(texts)
        rows.append(len(texts))
        texts.append(embed_text(c.text, settings, c.heading) or c.text[:200])
    return texts, rows


def embed_passages(embedder: Embedder, texts: list[str], settings: PageIndexSettings) -> np.ndarray:
    """Passage vectors in the order of ``texts``. The embedder pads a batch to its longest text, so the
    texts go in by length, ``embed_batch`` at a time (1: each alone, the fastest measured)."""
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    out: np.ndarray | None = None
    step = settings.embed_batch
    for start in range(0, len(order), step):
        ids = order[start : start + step]
        part = embedder.passage_array([texts[i] for i in ids])
        if out is None:
            out = np.zeros((len(texts), part.shape[1]), dtype=np.float32)
        out[ids] = part
    return out if out is not None else np.zeros((0, 0), dtype=np.float32)


def build_index(
    pages: Sequence[str], settings: PageIndexSettings, embedder: Embedder | None, key: str = ""
) -> PageIndex:
    """Chunks, their vectors (none without an embedder) and BM25 for ``pages``."""
    t0 = time.perf_counter()
    chunks = chunk_pages(pages, settings.chunk_words, settings.chunk_overlap_words)
    vectors = np.zeros((0, 0), dtype=np.float32)
    if embedder is not None and chunks:
        texts, rows = embed_inputs(chunks, settings)
        vectors = embed_passages(embedder, texts, settings)[rows]
    bm25 = Bm25.of_chunks(chunks, settings)
    return PageIndex(
        list(pages), chunks, vectors, bm25, settings, key=key, build_seconds=time.perf_counter() - t0
    )


def load_or_build(
    pages: Sequence[str],
    settings: PageIndexSettings,
    cache_root: Path | None,
    embedder: Embedder | None,
    model_name: str = MODEL_NAME,
) -> PageIndex:
    """The index of ``pages`` from ``cache_root`` when its content hash is stored there, else built and
    stored (without a cache root: built only). A cache entry is read only from regular files inside
    ``cache_root`` and only when it holds these pages and their chunks; any other entry is rebuilt."""
    key = content_key(pages, settings, model_name if embedder is not None else "none")
    if cache_root is None:
        return build_index(pages, settings, embedder, key)
    chunks_file, vectors_file = page_index_files(cache_root, key)
    cached = _read_cached(pages, chunks_file, vectors_file, cache_root, key, settings, embedder is not None)
    if cached is not None:
        return cached
    index = build_index(pages, settings, embedder, key)
    _store(index, chunks_file, vectors_file, cache_root)
    return index


def _read_cached(
    pages: Sequence[str],
    chunks_file: Path,
    vectors_file: Path,
    cache_root: Path,
    key: str,
    settings: PageIndexSettings,
    want_vectors: bool,
) -> PageIndex | None:
    chunks = chunk_pages(pages, settings.chunk_words, settings.chunk_overlap_words)
    try:
        with open_regular(regular_file_inside(chunks_file, cache_root, "page index cache")) as (fh, _):
            data = json.load(fh)
        with open_regular(regular_file_inside(vectors_file, cache_root, "page index cache")) as (fh, _):
            vectors = np.load(fh, allow_pickle=False)
        stored = [[int(c[0]), str(c[1]), str(c[2])] for c in data["chunks"]]
        same = data["pages"] == list(pages) and stored == [[c.page, c.text, c.heading] for c in chunks]
    except (DataAgentError, OSError, ValueError, KeyError, TypeError, IndexError):
        return None
    rows = len(chunks) if want_vectors else 0
    if not same or vectors.ndim != 2 or vectors.dtype != np.float32 or len(vectors) != rows:
        return None
    bm25 = Bm25.of_chunks(chunks, settings)
    return PageIndex(list(pages), chunks, vectors, bm25, settings, key=key, from_cache=True)


def _store(index: PageIndex, chunks_file: Path, vectors_file: Path, cache_root: Path) -> None:
    """Write the entry into its own folder of ``cache_root``: a link in its place is replaced by a folder,
    never followed; where no folder can be made (a file in its place) the index is not stored."""
    folder = chunks_file.parent
    try:
        cache_root.mkdir(parents=True, exist_ok=True)
        if folder.is_symlink():
            folder.unlink()
        folder.mkdir(exist_ok=True)
        if folder.is_symlink() or folder.resolve().parent != cache_root.resolve():
            return
        with atomic_writer(vectors_file) as fh:
            np.save(fh, index.vectors)
        chunks = [[c.page, c.text, c.heading] for c in index.chunks]
        write_json(chunks_file, {"pages": index.pages, "chunks": chunks})
    except (DataAgentError, OSError):
        return
