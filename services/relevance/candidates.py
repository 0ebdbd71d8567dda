"""Candidate documents of one task: the documents of the context manifest, with previews and full text.

Public API:
    read_manifest(output) -> ContextManifest            NotFoundError when the context stage has not run
    collect_candidates(manifest, settings) -> list[Candidate]
    read_knowledge(manifest, settings) -> (text, problems)
    read_video_text(output, settings) -> (text, problems)

Only files the context service admitted (listed in its manifest) are read: the task folder is never
scanned here, so a file it refused (a link out of the folder, a device) cannot reach the model. A
document is one stem under ``context/doc/``, or one of the documents of a PDF the context service split
(its own generated Markdown); its text comes from, in order: its own .md/.markdown/.txt file, the
Markdown the context service generated for its PDF, the PDF's text via PyMuPDF; when none yields text
the preview is the configured placeholder. Text is decoded by shared.textio, every file is
read up to its configured size (``candidates.*_max_bytes``) and only when it is a regular file, and
whatever was cut or replaced is returned as a problem for the result's uncertainties.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Literal

from services.relevance.settings import PreviewSettings, RelevanceSettings
from shared.errors import DataAgentError, NotFoundError
from shared.layout import DOCUMENT_TEXT_SUFFIXES, ContextAsset, ContextManifest, TaskOutput
from shared.mupdf import load_pymupdf
from shared.textio import read_bytes_upto, read_user_text

PreviewSource = Literal["text", "generated_markdown", "pdf_text", "unavailable"]


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


def _read(path: Path, max_bytes: int, problems: list[str], label: str) -> str | None:
    """The text of a regular file, at most ``max_bytes`` of it, or None when it cannot be read; what was
    cut or replaced, or why it is not readable, goes to ``problems``, each starting with ``label``."""
    try:
        read = read_user_text(path, max_bytes)
    except (OSError, DataAgentError) as e:
        problems.append(f"{label}: not readable ({getattr(e, 'strerror', None) or e})")
        return None
    problems.extend(f"{label}: {loss}" for loss in read.losses())
    return read.text


def _pdf_text(path: Path, preview: PreviewSettings, max_chars: int, max_bytes: int) -> tuple[str, str | None]:
    """The PDF's text and None, or "" and why not; a scan (few characters per page) gives ""."""
    try:
        size = path.stat().st_size  # a larger one is refused before any byte is read
        data, size = read_bytes_upto(path, max_bytes) if size <= max_bytes else (b"", size)
    except (OSError, DataAgentError) as e:
        return "", f"PDF not readable: {getattr(e, 'strerror', None) or e}"
    if size > max_bytes:  # also one that grew past the limit while it was read
        return "", f"PDF of {size:,} bytes, above the configured limit of {max_bytes:,}: not read"
    try:
        with load_pymupdf().open(stream=data, filetype="pdf") as doc:
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
    """Source files of each document by stem (text before PDF), and generated Markdown by source path.

    A PDF the context service split into several documents is not one: each of its documents (a
    generated Markdown with its ``segment``) is a document of its own, under its own stem."""
    groups: dict[str, list[ContextAsset]] = {}
    generated: dict[str, ContextAsset] = {}
    for a in manifest.assets:
        if not a.in_doc_place or a.kind not in ("document", "pdf") or a.split_path:
            continue
        if a.segment is not None:
            groups[a.stem] = [a]
        elif a.generated:
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
            problems: list[str] = []
            got = _read(Path(asset.physical_path), cs.document_max_bytes, problems, file_name)
            uncertain.extend(problems)
            if got is None:
                continue
            text = got
            if text.strip():
                source = "generated_markdown" if asset.generated else "text"
                break
            uncertain.append(f"{file_name}: empty")
            continue
        md = generated.get(asset.source_path)
        if md is not None:
            md_name = PurePosixPath(md.visible_path).name
            problems = []
            md_text = _read(Path(md.physical_path), cs.document_max_bytes, problems, md_name)
            if md_text is None:
                uncertain.extend(problems)
            elif md_text.strip():
                uncertain.extend(problems)
                text, source = md_text, "generated_markdown"
                break
        text, problem = _pdf_text(Path(asset.physical_path), ps, cs.full_text_max_chars, cs.pdf_max_bytes)
        if text.strip():
            source = "pdf_text"
            break
        if problem:
            uncertain.append(f"{file_name}: {problem}")
    if len(text) > cs.full_text_max_chars:
        uncertain.append(
            f"{name}: only the first {cs.full_text_max_chars:,} characters are searched for the question's "
            "literals (the configured limit)"
        )
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


def read_knowledge(manifest: ContextManifest, settings: RelevanceSettings) -> tuple[str, list[str]]:
    """The knowledge file the context service admitted ("" without one) and what could not be read."""
    asset = manifest.knowledge()
    if asset is None:
        return "", []
    name = PurePosixPath(asset.visible_path).name
    problems: list[str] = []
    text = _read(Path(asset.physical_path), settings.candidates.knowledge_max_bytes, problems, name)
    return text or "", problems


def read_video_text(output: TaskOutput, settings: RelevanceSettings) -> tuple[str, list[str]]:
    """What the video service wrote for this task (each video's summary, then its timeline), joined;
    and what could not be read."""
    texts: list[str] = []
    problems: list[str] = []
    for path in output.video_texts():
        label = path.relative_to(output.output_dir).as_posix()
        text = _read(path, settings.candidates.video_text_max_bytes, problems, label)
        texts.append((text or "").strip())
    return "\n\n".join(t for t in texts if t), problems
