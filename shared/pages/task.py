"""A task's documents as pages, and their page-cited search library: the Markdown the context service
generated from each PDF with its page map (a document without a page map is one page), read only from
the files the context manifest admitted, each within its own folder.

Public API::

    docs = task_document_pages(paths, max_bytes)            # DocumentPages: pages by stem, problems
    library = task_library(paths, settings, embedder)       # indexes cached under the task output folder
    libraries = TaskLibraries(settings)                     # one per service: the embedder loaded once
    library, problems = libraries.library(paths)            # blocking
"""

from __future__ import annotations

from dataclasses import dataclass, field

from shared.artifacts import read_json
from shared.embedding import Embedder
from shared.errors import DataAgentError, InvalidInputError
from shared.layout import TaskOutput
from shared.pages.index import pages_from_markdown
from shared.pages.search import DocumentLibrary, PageSearchSettings
from shared.stage import TaskPaths
from shared.textio import read_user_text


@dataclass
class DocumentPages:
    pages: dict[str, list[str]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


def task_document_pages(paths: TaskPaths, max_bytes: int) -> DocumentPages:
    """Page texts of the task's narrative documents by stem (``max_bytes`` read of each at most)."""
    out = DocumentPages()
    manifest = paths.output.read_context_manifest()
    if manifest is None:
        out.problems.append("no context manifest: the task's documents are unknown")
        return out
    for stem, asset in manifest.documents().items():
        file = paths.asset_file(asset)
        if file is None:
            out.problems.append(f"{asset.visible_path}: not readable")
            continue
        try:
            read = read_user_text(file, max_bytes)
        except (OSError, InvalidInputError) as e:
            out.problems.append(f"{asset.visible_path}: not read ({e})")
            continue
        if read.cut:
            out.problems.append(f"{asset.visible_path}: cut at {max_bytes} bytes")
        page_map_file = TaskOutput.page_map(file)
        page_map = None
        if asset.generated and page_map_file.is_file():
            try:
                page_map = read_json(page_map_file)
            except (OSError, ValueError):
                out.problems.append(f"{asset.visible_path}: page map unreadable; read as one page")
        if isinstance(page_map, dict) and page_map.get("line_pages") is not None:
            out.pages[stem] = pages_from_markdown(read.text, page_map)
        else:
            out.pages[stem] = [read.text]
    return out


def task_library(
    paths: TaskPaths, settings: PageSearchSettings, embedder: Embedder | None
) -> tuple[DocumentLibrary, list[str]]:
    """The search library of the task's documents (indexes kept under the task output folder) and
    what could not be read."""
    docs = task_document_pages(paths, settings.retrieval.document_max_bytes)
    root = paths.output.page_index_dir
    return DocumentLibrary.build(docs.pages, settings, root, embedder), docs.problems


class TaskLibraries:
    """One per service: the search libraries of tasks, over the embedder given or loaded on first use
    (BM25 alone when it cannot be loaded, and then it is not tried again)."""

    def __init__(self, settings: PageSearchSettings, embedder: Embedder | None = None) -> None:
        self.settings = settings
        self.embedder = embedder
        self.embedder_problem = ""

    def _load_embedder(self) -> Embedder | None:
        if self.embedder is None and not self.embedder_problem and self.settings.index.mode != "bm25":
            from shared.embedding import load_embedder

            try:
                self.embedder = load_embedder()
            except DataAgentError as e:
                self.embedder_problem = f"no embedder, BM25 only: {e}"
        return self.embedder

    def library(self, paths: TaskPaths) -> tuple[DocumentLibrary, list[str]]:
        """``task_library`` of ``paths`` with this service's embedder (blocking: run it off the loop)."""
        library, problems = task_library(paths, self.settings, self._load_embedder())
        if self.embedder_problem:
            problems.append(self.embedder_problem)
        return library, problems
