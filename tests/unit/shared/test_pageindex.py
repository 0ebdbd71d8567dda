"""The page index: pages from Markdown and page maps, chunks that keep their page, BM25 and vector search,
the cache by content hash."""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import pytest

from shared.config import load_settings
from shared.pages.index import (
    Bm25,
    PageIndexSettings,
    build_index,
    chunk_pages,
    embed_inputs,
    embed_text,
    load_or_build,
    pages_from_markdown,
    pages_from_pdf,
    words,
)
from shared.pages.search import PageSearchSettings


class HashEmbedder:
    """A deterministic bag-of-words embedder: texts sharing words get close vectors; counts its calls."""

    dim = 64

    def __init__(self) -> None:
        self.passages = 0

    def _vec(self, text: str) -> np.ndarray:
        v = np.zeros(self.dim, dtype=np.float32)
        for w in words(text):
            v[int(hashlib.md5(w.encode()).hexdigest(), 16) % self.dim] += 1.0
        n = np.linalg.norm(v)
        return v / n if n else v

    def query_array(self, texts: list[str]) -> np.ndarray:
        return np.stack([self._vec(t) for t in texts])

    def passage_array(self, texts: list[str]) -> np.ndarray:
        self.passages += len(texts)
        return np.stack([self._vec(t) for t in texts])


@pytest.fixture
def settings() -> PageIndexSettings:
    return load_settings(PageSearchSettings).index.model_copy(
        update={"chunk_words": 8, "chunk_overlap_words": 2, "top_chunks": 5}
    )


PAGES = [
    "Annual report 2022. Letter from the chair about our strategy and people.",
    "Consolidated statement of cash flows. Net cash provided by operating activities 406.1 million.",
    "Risk factors: competition, regulation and litigation may affect results.",
]


def test_pages_from_markdown_follow_the_page_map_and_a_carried_line_goes_to_both_pages() -> None:
    md = "# Title\n\nfirst page text\n\ncarried over\n\nsecond page"
    page_map = {"page_count": 2, "line_base": 1, "line_pages": [[0], [], [0], [], [0, 1], [], [1]]}
    pages = pages_from_markdown(md, page_map)
    assert pages == ["# Title\nfirst page text\ncarried over", "carried over\nsecond page"]


def test_pages_from_markdown_ignore_pages_outside_the_map() -> None:
    assert pages_from_markdown("a\nb", {"page_count": 1, "line_pages": [[0], [7]]}) == ["a"]


def test_chunks_never_span_pages_and_overlap_within_a_page() -> None:
    chunks = chunk_pages(["one two three four five six seven", "eight nine"], 4, 1)
    assert [(c.page, c.text) for c in chunks] == [
        (0, "one two three four"),
        (0, "four five six seven"),
        (1, "eight nine"),
    ]


def test_embedded_text_drops_figures_and_is_cut(settings: PageIndexSettings) -> None:
    s = settings.model_copy(update={"embed_max_words": 4, "embed_drop_numbers": True})
    assert embed_text("Revenue 1,234.5 (12.3%) grew strongly this year", s) == "Revenue grew strongly this"


def test_bm25_ranks_the_chunk_with_the_rare_term_first() -> None:
    docs = [words("cash flow statement"), words("risk factors"), words("cash dividends paid")]
    scores = Bm25.build(docs, 1.5, 0.75).scores(words("cash flow"))
    assert int(np.argmax(scores)) == 0
    assert scores[1] == 0


@pytest.mark.parametrize("mode", ["vector", "bm25", "hybrid"])
def test_search_finds_the_page_in_every_mode(settings: PageIndexSettings, mode: str) -> None:
    embedder = HashEmbedder()
    index = build_index(PAGES, settings, embedder)
    hits = index.search("net cash provided by operating activities", embedder, mode=mode)  # type: ignore[arg-type]
    assert hits[0].page == 1
    assert index.page_text(1) == PAGES[1]
    assert index.page_text(9) == ""


def test_index_is_read_back_while_the_document_is_unchanged_and_rebuilt_when_it_changes(
    tmp_path: Path, settings: PageIndexSettings
) -> None:
    embedder = HashEmbedder()
    first = load_or_build(PAGES, settings, tmp_path, embedder)
    built = embedder.passages
    again = load_or_build(PAGES, settings, tmp_path, embedder)
    assert (first.from_cache, again.from_cache) == (False, True)
    assert embedder.passages == built  # nothing embedded the second time
    assert np.allclose(first.vectors, again.vectors)
    assert [c.text for c in again.chunks] == [c.text for c in first.chunks]
    changed = load_or_build([*PAGES[:2], "Risk factors changed."], settings, tmp_path, embedder)
    assert not changed.from_cache and changed.key != first.key
    assert embedder.passages > built


def test_a_damaged_cache_entry_is_rebuilt(tmp_path: Path, settings: PageIndexSettings) -> None:
    embedder = HashEmbedder()
    first = load_or_build(PAGES, settings, tmp_path, embedder)
    for f in (tmp_path / first.key).iterdir():
        f.write_bytes(b"garbage")
    again = load_or_build(PAGES, settings, tmp_path, embedder)
    assert not again.from_cache
    assert again.search("litigation", embedder)[0].page == 2


def test_a_cache_file_linked_out_or_holding_other_pages_is_not_read(
    tmp_path: Path, settings: PageIndexSettings
) -> None:
    cache, outside = tmp_path / "cache", tmp_path / "outside"
    embedder = HashEmbedder()
    first = load_or_build(PAGES, settings, cache, embedder)
    other = load_or_build(["Other text.", "More pages.", "Of another report."], settings, outside, embedder)
    chunks = cache / first.key / "chunks.json"
    chunks.unlink()
    chunks.symlink_to(outside / other.key / "chunks.json")
    again = load_or_build(PAGES, settings, cache, embedder)
    assert not again.from_cache and again.pages == PAGES
    assert not chunks.is_symlink()  # replaced by the rebuilt entry
    chunks.write_text(chunks.read_text().replace("litigation", "LITIGATION"))
    assert not load_or_build(PAGES, settings, cache, embedder).from_cache


def test_a_cache_folder_linked_out_is_not_written_through(
    tmp_path: Path, settings: PageIndexSettings
) -> None:
    cache, outside = tmp_path / "cache", tmp_path / "outside"
    outside.mkdir()
    key = load_or_build(PAGES, settings, None, HashEmbedder()).key
    cache.mkdir()
    (cache / key).symlink_to(outside, target_is_directory=True)
    index = load_or_build(PAGES, settings, cache, HashEmbedder())
    assert list(outside.iterdir()) == []
    assert (cache / key).is_dir() and not (cache / key).is_symlink()
    assert load_or_build(PAGES, settings, cache, HashEmbedder()).from_cache and not index.from_cache


def test_pages_of_a_generated_pdf_are_its_physical_pages(tmp_path: Path) -> None:
    import pymupdf

    doc = pymupdf.open()
    for text in ("cover page", "the revenue table", "closing remarks"):
        doc.new_page().insert_text((72, 72), text)
    pdf = tmp_path / "r.pdf"
    doc.save(pdf)
    assert [p.strip() for p in pages_from_pdf(pdf)] == ["cover page", "the revenue table", "closing remarks"]


def test_a_chunk_keeps_the_heading_in_force_and_the_embedder_may_read_it(settings: PageIndexSettings) -> None:
    pages = ["# Cash flows\nnet cash one two three four five six", "more words here", "## Risks\nmarket risk"]
    chunks = chunk_pages(pages, 4, 0)
    assert [(c.page, c.heading) for c in chunks] == [
        (0, "Cash flows"),
        (0, "Cash flows"),
        (0, "Cash flows"),
        (1, "Cash flows"),
        (2, "Risks"),
    ]
    s = settings.model_copy(
        update={"embed_heading_words": 1, "embed_max_words": 2, "embed_drop_numbers": False}
    )
    assert embed_text(chunks[1].text, s, chunks[1].heading) == "Cash: cash one"


def test_per_page_embedding_reads_each_page_once_and_its_chunks_share_the_vector(
    settings: PageIndexSettings,
) -> None:
    pages = ["net cash one two three four five six seven eight", "risk factors", ""]
    chunks = chunk_pages(pages, 4, 0)
    per_page = settings.model_copy(
        update={"embed_unit": "page", "embed_max_words": 3, "chunk_words": 4, "chunk_overlap_words": 0}
    )
    texts, rows = embed_inputs(chunks, per_page)
    assert texts == ["net cash one", "risk factors"]
    assert rows == [0, 0, 0, 1]
    per_chunk = per_page.model_copy(update={"embed_unit": "chunk"})
    assert embed_inputs(chunks, per_chunk) == (
        ["net cash one", "three four five", "seven eight", "risk factors"],
        [0, 1, 2, 3],
    )
    embedder = HashEmbedder()
    index = build_index(pages, per_page, embedder)
    assert embedder.passages == 2
    assert index.vectors.shape == (4, HashEmbedder.dim)
    assert np.allclose(index.vectors[0], index.vectors[2])
    assert index.search("risk factors", embedder, mode="vector")[0].page == 1


def test_the_embedded_unit_is_part_of_the_cache_key(tmp_path: Path, settings: PageIndexSettings) -> None:
    embedder = HashEmbedder()
    per_chunk = load_or_build(PAGES, settings.model_copy(update={"embed_unit": "chunk"}), tmp_path, embedder)
    per_page = load_or_build(PAGES, settings.model_copy(update={"embed_unit": "page"}), tmp_path, embedder)
    assert per_chunk.key != per_page.key and not per_page.from_cache
