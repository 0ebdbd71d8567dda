"""Candidate documents of one task: files of context/doc/ grouped by stem, with previews and full text.

Public API:
    collect_candidates(task_dir, task_output_dir, settings) -> list[Candidate]
    read_knowledge(task_dir, settings) -> str
    read_video_text(task_output_dir, settings) -> str

A stem's text comes from, in order: its own .md/.markdown/.txt file, the Markdown the context service
generated for its PDF (listed in ``<task_output>/context_preprocessing_manifest.json``), the PDF's text via
PyMuPDF; when none yields text the preview is the configured placeholder. The input folder is only read.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Literal

import pymupdf
from charset_normalizer import from_bytes

from services.relevance.settings import CandidateSettings, PreviewSettings, RelevanceSettings

PreviewSource = Literal["text", "generated_markdown", "pdf_text", "unavailable"]


@dataclass
class Candidate:
    """One document: ``name`` is its stem (its path under doc/ without suffix when nested)."""

    name: str
    files: list[str]
    preview: str
    preview_source: PreviewSource
    full_text: str
    uncertainties: list[str] = field(default_factory=list)

    @property
    def readable(self) -> bool:
        return self.preview_source != "unavailable"


def decode_text(data: bytes) -> str:
    """UTF-8 (with or without BOM), else GB18030 (Chinese material is often GBK), else a best guess."""
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    best = from_bytes(data).best()
    return str(best) if best is not None else data.decode("utf-8", errors="replace")


def make_preview(text: str, settings: PreviewSettings) -> str:
    """The first ``max_lines`` lines, each cut at ``max_line_chars``."""
    lines = text.splitlines()[: settings.max_lines]
    return "\n".join(line[: settings.max_line_chars] for line in lines)


def _generated_markdown(task_output_dir: Path, settings: CandidateSettings) -> dict[str, Path]:
    """Source path (relative to context/) -> generated Markdown file, from the context manifest."""
    manifest = task_output_dir / settings.manifest_name
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    found: dict[str, Path] = {}
    for asset in data.get("assets", []) if isinstance(data, dict) else []:
        if not isinstance(asset, dict) or not asset.get("generated") or asset.get("kind") != "doc":
            continue
        physical = Path(str(asset.get("physical_path", "")))
        if physical.is_file():
            found[str(asset.get("source_path", ""))] = physical
    return found


def _pdf_text(path: Path, preview: PreviewSettings, max_chars: int) -> tuple[str, str | None]:
    """The PDF's text and None, or "" and why not; a scan (few characters per page) gives ""."""
    try:
        with pymupdf.open(path) as doc:
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


def _group(doc_root: Path, suffixes: set[str]) -> dict[str, list[Path]]:
    groups: dict[str, list[Path]] = {}
    for path in sorted(doc_root.rglob("*")):
        if not path.is_file() or path.suffix.lower() not in suffixes or path.name.startswith("."):
            continue
        rel = PurePosixPath(path.relative_to(doc_root).as_posix())
        groups.setdefault(str(rel.with_suffix("")), []).append(path)
    return groups


def collect_candidates(
    task_dir: str | Path, task_output_dir: str | Path, settings: RelevanceSettings
) -> list[Candidate]:
    """Every document of ``context/doc/``, sorted by name; an empty list when there is none."""
    cs, ps = settings.candidates, settings.preview
    context = Path(task_dir) / "context"
    doc_root = context / cs.doc_dir
    if not doc_root.is_dir():
        return []
    text_order = [s.lower() for s in cs.text_suffixes]
    pdf_suffixes = {s.lower() for s in cs.pdf_suffixes}
    generated = _generated_markdown(Path(task_output_dir), cs)
    out: list[Candidate] = []
    for name, paths in _group(doc_root, set(text_order) | pdf_suffixes).items():
        paths.sort(key=lambda p: (text_order + sorted(pdf_suffixes)).index(p.suffix.lower()))
        files = [p.relative_to(context).as_posix() for p in paths]
        uncertain: list[str] = []
        text, source = "", "unavailable"
        for path in paths:
            if path.suffix.lower() in text_order:
                try:
                    text = decode_text(path.read_bytes()[: cs.full_text_max_chars * 4])
                except OSError as e:
                    uncertain.append(f"{path.name}: not readable ({e.strerror})")
                    continue
                if text.strip():
                    source = "text"
                    break
                uncertain.append(f"{path.name}: empty")
                continue
            rel = path.relative_to(context).as_posix()
            md = generated.get(rel)
            if md is not None:
                text = decode_text(md.read_bytes())
                if text.strip():
                    source = "generated_markdown"
                    break
            text, problem = _pdf_text(path, ps, cs.full_text_max_chars)
            if text.strip():
                source = "pdf_text"
                break
            if problem:
                uncertain.append(f"{path.name}: {problem}")
        text = text[: cs.full_text_max_chars]
        preview = make_preview(text, ps) if source != "unavailable" else ps.placeholder
        out.append(
            Candidate(name, files, preview, source, text if source != "unavailable" else "", uncertain)
        )
    return out


def read_knowledge(task_dir: str | Path, settings: RelevanceSettings) -> str:
    path = Path(task_dir) / "context" / settings.candidates.knowledge_file
    try:
        return decode_text(path.read_bytes())
    except OSError:
        return ""


def read_video_text(task_output_dir: str | Path, settings: RelevanceSettings) -> str:
    """What the video service wrote for this task (summary first, else timeline), all videos joined."""
    root = Path(task_output_dir) / settings.candidates.generated_dir_name / settings.prompt.video_dir
    if not root.is_dir():
        return ""
    for pattern in settings.prompt.video_globs:
        files = sorted(p for p in root.rglob(pattern) if p.is_file())
        texts = [decode_text(p.read_bytes()).strip() for p in files]
        joined = "\n\n".join(t for t in texts if t)
        if joined:
            return joined
    return ""
