"""Candidate documents of one task: the documents of the context manifest, with previews and full text.

Public API:
    read_manifest(output) -> ContextManifest            NotFoundError when the context stage has not run
    collect_candidates(manifest, settings) -> list[Candidate]
    read_knowledge(task, manifest) -> str
    read_video_text(output) -> str

Only files the context service admitted (listed in its manifest) are read: the task folder is never
scanned here, so a file it refused (a link out of the folder, a device) cannot reach the model. A
document is one stem under ``context/doc/``; its text comes from, in order: its own .md/.markdown/.txt
file, the Markdown the context service generated for its PDF, the PDF's text via PyMuPDF; when none
yields text the preview is the configured placeholder. Text is decoded by shared.textio.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Literal

from services.relevance.settings import PreviewSettings, RelevanceSettings
from shared.errors import DataAgentError, NotFoundError
from shared.layout import DOCUMENT_TEXT_SUFFIXES, ContextAsset, ContextManifest, TaskInput, TaskOutput
from shared.mupdf import load_pymupdf
from shared.textio import decode_text, read_bytes

PreviewSource = Literal["text", "generated_markdown", "pdf_text", "unavailable"]

# A character is at most this many bytes in the encodings user text comes in (UTF-8, GB18030).
_MAX_BYTES_PER_CHAR = 4


@dataclass
class Candidate:
    """One document: ``name`` is its stem; ``files`` its source files, relative to the context folder."""

    name: str
    files: list[str]
    preview: str
    preview_source: PreviewSource
    full_text: str
    uncertainties: list[str] = field(default_factory=list)

    @property
    def readable(self) -> bool:
        return self.preview_source != "unavailable"


def make_preview(text: str, settings: PreviewSettings) -> str:
    """The first ``max_lines`` lines, each cut at ``max_line_chars``."""
    lines = text.splitlines()[: settings.max_lines]
    return "\n".join(line[: settings.max_line_chars] for line in lines)


def read_manifest(output: TaskOutput) -> ContextManifest:
    """The context service's manifest of the task; NotFoundError when it is missing or unreadable."""
    manifest = output.read_context_manifest()
    if manifest is None:
        raise NotFoundError(
            f"no readable context manifest at {output.context_manifest}: the context stage must run first"
        )
    return manifest


def _read(path: Path, max_chars: int | None = None) -> str:
    max_bytes = None if max_chars is None else max_chars * _MAX_BYTES_PER_CHAR
    data = read_bytes(path, max_bytes)
    partial = max_bytes is not None and len(data) >= max_bytes
    return decode_text(data, partial=partial).text


def _pdf_text(path: Path, preview: PreviewSettings, max_chars: int) -> tuple[str, str | None]:
    """The PDF's text and None, or "" and why not; a scan (few characters per page) gives ""."""
    try:
        with load_pymupdf().open(path) as doc:
            if doc.needs_pass:
                return "", "encrypted PDF"
            sample = min(doc.page_count, preview.pdf_max_pages)
            parts: list[str] = []
            size = 0
            for i, page in enumerate(doc):
                text = page.get_text()
                parts.append(text)
                size += len(text)
                if size >= max_chars or (i + 1 >= sample and size == 0):
                    break
    except Exception as e:  # PyMuPDF raises its own and plain RuntimeErrors on damaged files
        return "", f"PDF not readable: {type(e).__name__}: {e}"
    head_chars = sum(len(p.strip()) for p in parts[:sample])
    if sample == 0 or head_chars < preview.pdf_min_chars_per_page * sample:
        return "", "no text layer (probably a scanned/image PDF)"
    return "".join(parts)[:max_chars], None


def _source_order(asset: ContextAsset) -> int:
    """Text files first (in DOCUMENT_TEXT_SUFFIXES order), then the PDF."""
    suffix = PurePosixPath(asset.visible_path).suffix.lower()
    return (
        DOCUMENT_TEXT_SUFFIXES.index(suffix)
        if suffix in DOCUMENT_TEXT_SUFFIXES
        else len(DOCUMENT_TEXT_SUFFIXES)
    )


def _documents(manifest: ContextManifest) -> tuple[dict[str, list[ContextAsset]], dict[str, ContextAsset]]:
    """Source files of each document by stem (text before PDF), and generated Markdown by source path."""
    groups: dict[str, list[ContextAsset]] = {}
    generated: dict[str, ContextAsset] = {}
    for a in manifest.assets:
        if not a.in_doc_dir or a.kind not in ("document", "pdf"):
            continue
        if a.generated:
            generated[a.source_path] = a
        elif not PurePosixPath(a.visible_path).name.startswith("."):
            groups.setdefault(a.stem, []).append(a)
    for files in groups.values():
        files.sort(key=_source_order)
    return dict(sorted(groups.items())), generated


def _candidate(
    name: str, sources: list[ContextAsset], generated: dict[str, ContextAsset], settings: RelevanceSettings
) -> Candidate:
    cs, ps = settings.candidates, settings.preview
    uncertain: list[str] = []
    text, source = "", "unavailable"
    for asset in sources:
        file_name = PurePosixPath(asset.visible_path).name
        if asset.kind == "document":
            try:
                text = _read(Path(asset.physical_path), cs.full_text_max_chars)
            except (OSError, DataAgentError) as e:
                uncertain.append(f"{file_name}: not readable ({getattr(e, 'strerror', None) or e})")
                continue
            if text.strip():
                source = "text"
                break
            uncertain.append(f"{file_name}: empty")
            continue
        md = generated.get(asset.source_path)
        if md is not None:
            try:
                text = _read(Path(md.physical_path), cs.full_text_max_chars)
            except (OSError, DataAgentError) as e:
                uncertain.append(f"{PurePosixPath(md.visible_path).name}: not readable ({e})")
                text = ""
            if text.strip():
                source = "generated_markdown"
                break
        text, problem = _pdf_text(Path(asset.physical_path), ps, cs.full_text_max_chars)
        if text.strip():
            source = "pdf_text"
            break
        if problem:
            uncertain.append(f"{file_name}: {problem}")
    text = text[: cs.full_text_max_chars]
    readable = source != "unavailable"
    return Candidate(
        name,
        [a.visible_path for a in sources],
        make_preview(text, ps) if readable else ps.placeholder,
        source,
        text if readable else "",
        uncertain,
    )


def collect_candidates(manifest: ContextManifest, settings: RelevanceSettings) -> list[Candidate]:
    """Every document of the manifest, sorted by name; an empty list when there is none."""
    groups, generated = _documents(manifest)
    return [_candidate(name, sources, generated, settings) for name, sources in groups.items()]


def read_knowledge(task: TaskInput, manifest: ContextManifest) -> str:
    """The task's knowledge file, when the context service admitted it; else ""."""
    if not any(a.kind == "knowledge" and not a.generated for a in manifest.assets):
        return ""
    try:
        return _read(task.knowledge)
    except (OSError, DataAgentError):
        return ""


def read_video_text(output: TaskOutput) -> str:
    """What the video service wrote for this task (each video's summary, else its timeline), joined."""
    texts: list[str] = []
    for path in output.video_texts():
        try:
            texts.append(_read(path).strip())
        except (OSError, DataAgentError):
            continue
    return "\n\n".join(t for t in texts if t)
