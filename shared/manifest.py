"""What a task's context folder holds, as the context service lists it: the kinds of its files and the
models of its manifest (``TaskOutput.context_manifest``); shared.layout names the paths and re-exports these.

The context folder holds ``knowledge.md`` at its root and the narrative documents under ``doc/``.
"""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import Literal

from pydantic import BaseModel

KNOWLEDGE_FILE = "knowledge.md"
DOC_DIR = "doc"

AssetKind = Literal["csv", "json", "sqlite", "document", "pdf", "video", "image", "knowledge", "other"]

_EXT_KIND: dict[str, AssetKind] = {
    **dict.fromkeys((".csv", ".tsv"), "csv"),
    **dict.fromkeys((".json", ".jsonl", ".ndjson"), "json"),
    **dict.fromkeys((".db", ".sqlite", ".sqlite3"), "sqlite"),
    **dict.fromkeys((".md", ".markdown", ".txt"), "document"),
    ".pdf": "pdf",
    **dict.fromkeys((".mp4", ".mov", ".mkv", ".avi", ".webm"), "video"),
    **dict.fromkeys((".png", ".jpg", ".jpeg", ".gif", ".bmp", ".tif", ".tiff", ".webp"), "image"),
}  # type: ignore[dict-item]
DOCUMENT_TEXT_SUFFIXES = (".md", ".markdown", ".txt")


def asset_kind(relative_path: str) -> AssetKind:
    """Kind by extension; ``knowledge.md`` at the context root is the task's knowledge file."""
    p = PurePosixPath(relative_path)
    if len(p.parts) == 1 and p.name.lower() == KNOWLEDGE_FILE:
        return "knowledge"
    return _EXT_KIND.get(p.suffix.lower(), "other")


class DocumentSegment(BaseModel):
    """One logical document of a PDF that holds several: its pages of the PDF (1-based) and its type, as
    the page-stream split makes it (``document_id`` names the PDF it was split from)."""

    document_id: str = ""
    sequence: int
    start_page: int
    end_page: int
    doc_type: str
    category_probability: float
    provider_confidence: float
    boundary_confidence: float
    needs_review: bool


class ContextAsset(BaseModel):
    """One visible file. ``source_path`` and ``visible_path`` are relative to the context folder.

    A PDF split into several documents has ``split_path`` (the split's record) and no Markdown of its
    own; each of its documents is a generated asset with ``segment`` set (``TaskOutput.segment_name``).
    """

    source_path: str
    visible_path: str
    physical_path: str
    action: str
    generated: bool
    kind: AssetKind
    size: int
    sha256: str
    page_map_path: str | None = None
    note: str | None = None
    uncertainties: list[str] = []
    segment: DocumentSegment | None = None
    split_path: str | None = None

    @property
    def stem(self) -> str:
        return PurePosixPath(self.visible_path).stem

    @property
    def in_doc_place(self) -> bool:
        """Where narrative documents lie: under ``context/doc/`` or at the context's top level beside the
        knowledge (or generated from a PDF there)."""
        parts = PurePosixPath(self.visible_path).parts
        return len(parts) == 1 or (len(parts) == 2 and parts[0] == DOC_DIR)


class ContextUncertainty(BaseModel):
    """Something the context service could not use or is not sure about; never fatal."""

    path: str
    reason: str


class ContextSummary(BaseModel):
    assets: int
    by_kind: dict[str, int]
    generated: int
    pdfs: int
    converted: int
    cached: int
    skipped_existing_md: int
    failed: int
    uncertainties: int
    seconds: float
    # PDFs that hold several documents, each listed as a document of its own.
    split: int = 0


class ContextManifest(BaseModel):
    """What ``context_preprocessing_manifest.json`` holds; ``manifest_path`` is where it was written."""

    task_id: str
    context_dir: str
    generated_dir: str
    converter_version: str
    assets: list[ContextAsset]
    uncertainties: list[ContextUncertainty]
    summary: ContextSummary
    manifest_path: str

    def knowledge(self) -> ContextAsset | None:
        """The task's ``knowledge.md``, when the context service admitted one."""
        return next((a for a in self.assets if a.kind == "knowledge"), None)

    def documents(self) -> dict[str, ContextAsset]:
        """Narrative documents by stem, readable as text: a generated Markdown wins over the source."""
        found: dict[str, ContextAsset] = {}
        for a in self.assets:
            if a.kind != "document" or not a.in_doc_place:
                continue
            if a.stem not in found or (a.generated and not found[a.stem].generated):
                found[a.stem] = a
        return dict(sorted(found.items()))
