"""Where a task's narrative documents and knowledge are, and the planner's view of them.

Public API::

    list_documents(task_dir, task_output, settings) -> list[str]          # stems, sorted
    locate_document(task_dir, task_output, stem, settings) -> Path        # Markdown/text to read
    number_lines(text) -> str                                            # "0001\\ttext" per line
    knowledge_top(knowledge, lines, chars) -> str
    knowledge_excerpts(knowledge, stem, before, after, max_chars) -> str
"""

from __future__ import annotations

import json
from pathlib import Path

from charset_normalizer import from_bytes

from services.extraction.settings import ExtractionSettings
from shared.errors import NotFoundError

_TEXT_SUFFIXES = (".md", ".markdown", ".txt")


def read_text(path: Path) -> str:
    """A text file as str; UTF-8 first, then a detected encoding (Chinese material may be GBK)."""
    data = path.read_bytes()
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        best = from_bytes(data).best()
        text = str(best) if best is not None else data.decode("utf-8", errors="replace")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _generated_docs(task_output: Path, settings: ExtractionSettings) -> dict[str, Path]:
    """Converted documents the context service made, by stem (its manifest first, then the folder)."""
    found: dict[str, Path] = {}
    gen = task_output / settings.generated_dir_name / "doc"
    manifest = task_output / "context_preprocessing_manifest.json"
    if manifest.is_file():
        try:
            assets = json.loads(manifest.read_text(encoding="utf-8")).get("assets", [])
        except (OSError, ValueError):
            assets = []
        for a in assets:
            visible, physical = a.get("visible_path", ""), a.get("physical_path", "")
            if a.get("generated") and visible.startswith("doc/") and visible.endswith(".md") and physical:
                path = Path(physical)
                if not path.is_absolute():
                    path = task_output / path
                if path.is_file():
                    found[Path(visible).stem] = path
    if gen.is_dir():
        for p in gen.glob("*.md"):
            found.setdefault(p.stem, p)
    return found


def list_documents(task_dir: Path, task_output: Path, settings: ExtractionSettings) -> list[str]:
    stems: set[str] = set()
    doc_dir = task_dir / "context" / "doc"
    if doc_dir.is_dir():
        suffixes = {s.lower() for s in settings.doc_suffixes}
        stems.update(p.stem for p in doc_dir.iterdir() if p.is_file() and p.suffix.lower() in suffixes)
    stems.update(_generated_docs(task_output, settings))
    return sorted(stems)


def locate_document(task_dir: Path, task_output: Path, stem: str, settings: ExtractionSettings) -> Path:
    """The readable text of ``stem``: the author's Markdown/text wins over a converted PDF."""
    doc_dir = task_dir / "context" / "doc"
    for suffix in _TEXT_SUFFIXES:
        p = doc_dir / f"{stem}{suffix}"
        if p.is_file():
            return p
    generated = _generated_docs(task_output, settings).get(stem)
    if generated is not None:
        return generated
    if (doc_dir / f"{stem}.pdf").is_file():
        raise NotFoundError(f"document {stem!r} is a PDF that has not been converted to Markdown yet")
    raise NotFoundError(f"no document {stem!r} under {doc_dir}")


def number_lines(text: str) -> str:
    width = max(4, len(str(len(text.split("\n")))))
    return "\n".join(f"{i:0{width}d}\t{line}" for i, line in enumerate(text.split("\n"), start=1))


def knowledge_top(knowledge: str, lines: int, chars: int) -> str:
    return "\n".join(knowledge.split("\n")[:lines])[:chars]


def knowledge_excerpts(knowledge: str, stem: str, before: int, after: int, max_chars: int) -> str:
    """Lines around each case-insensitive hit of ``stem``, overlapping windows merged, capped."""
    lines = knowledge.split("\n")
    needle = stem.lower()
    windows: list[list[int]] = []
    for i, line in enumerate(lines):
        if needle and needle in line.lower():
            lo, hi = max(0, i - before), min(len(lines), i + after + 1)
            if windows and lo <= windows[-1][1]:
                windows[-1][1] = max(windows[-1][1], hi)
            else:
                windows.append([lo, hi])
    text = "\n...\n".join("\n".join(lines[lo:hi]) for lo, hi in windows)
    return text[:max_chars]
