"""The task's documents as the model reads them: the files the context service admitted (its manifest),
the video texts and extraction's hints; never a walk of the context folder.

A file the context service did not admit (a link out of the folder, a special file) is not in the
manifest, so no path the model writes can reach it; a manifest entry that would lead outside the task's
folders is dropped too. A file is read only while it is a regular file, at most ``max_bytes`` of it, and
what was cut or replaced in decoding is said in what the model reads and, through ``record_losses``, in
the solve's uncertainties.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from shared.errors import InvalidInputError, NotFoundError
from shared.layout import DOCUMENT_TEXT_SUFFIXES, VIDEO_TIMELINE_FILE
from shared.stage import TaskPaths
from shared.textio import read_user_text
from shared.timeline import parse_clock, select


@dataclass(frozen=True)
class TaskDocuments:
    """Readable files by the path the model sees (context files as named there, generated ones by their
    path in the task output folder), and the narrative documents the first message lists."""

    files: dict[str, Path] = field(default_factory=dict)
    listed: tuple[str, ...] = ()
    generated_prefix: str = ""  # the generated folder as the model sees it, ending in "/"
    context_prefix: str = ""  # the context folder in the task folder: a path may start with it
    max_bytes: int | None = None  # bytes read of one file at most (None: no limit)

    def resolve(self, path: str) -> Path:
        """The file a model-given path names; InvalidInputError or NotFoundError otherwise."""
        return self.files[self.label(path)]

    def label(self, path: str) -> str:
        """The path the model sees of the file a model-given path names (the key of ``files``)."""
        raw = path.strip().lstrip("/")
        if self.context_prefix and raw.startswith(self.context_prefix):
            raw = raw[len(self.context_prefix) :]
        if not raw or ".." in PurePosixPath(raw).parts:
            raise InvalidInputError(f"bad document path {path!r}")
        for candidate in (raw, self.generated_prefix + raw):
            if candidate in self.files:
                return candidate
        raise NotFoundError(f"no document {path!r}; use a path from the documents list")


def task_documents(
    task: TaskPaths, hints: Path | None = None, *, max_bytes: int | None = None
) -> TaskDocuments:
    """What the model may read in ``task``: the context manifest's assets, video texts, ``hints``;
    ``max_bytes``: bytes read of one file at most."""
    files: dict[str, Path] = {}
    listed: list[str] = []
    prefix = task.generated_dir.relative_to(task.output_dir).as_posix() + "/"
    context_prefix = task.context_dir.relative_to(task.task_dir).as_posix() + "/"
    manifest = task.output.read_context_manifest()
    if manifest is not None:
        # Context files first, then the generated ones.
        for asset in sorted(manifest.assets, key=lambda a: (a.generated, a.visible_path)):
            file = task.asset_file(asset)
            if file is None:
                continue
            label = (prefix if asset.generated else "") + asset.visible_path
            files.setdefault(label, file)
            if asset.kind == "document":
                listed.append(label)
    for file in task.output.video_texts():
        files.setdefault(file.relative_to(task.output_dir).as_posix(), file)
    if hints is not None and hints.is_file():
        files.setdefault(hints.name, hints)
    return TaskDocuments(files, tuple(listed), prefix, context_prefix, max_bytes)


def _text_of(file: Path, max_bytes: int | None) -> tuple[str, list[str]]:
    """A text document's text and what of it was not read (cut, bytes replaced)."""
    if file.suffix.lower() not in DOCUMENT_TEXT_SUFFIXES:
        raise InvalidInputError(
            f"{file.name} is not a text document; read its generated Markdown (documents list) instead"
        )
    read = read_user_text(file, max_bytes)
    return read.text, read.losses()


def read_document(
    docs: TaskDocuments,
    path: str,
    start_line: int,
    end_line: int,
    max_lines: int,
    *,
    losses_out: list[tuple[str, str]] | None = None,
) -> tuple[str, int]:
    """Lines ``start_line..end_line`` (1-based, inclusive, at most ``max_lines``), numbered; and the total.

    What of the file was not read (cut at ``docs.max_bytes``, bytes replaced) follows the lines, in
    parentheses, and is appended to ``losses_out`` as (path, loss).
    """
    label = docs.label(path)
    text, losses = _text_of(docs.files[label], docs.max_bytes)
    if losses_out is not None:
        losses_out.extend((label, loss) for loss in losses)
    lines = text.splitlines()
    note = "".join(f"\n(note: {loss})" for loss in losses)
    start = max(1, start_line)
    end = min(len(lines), max(start, end_line), start + max_lines - 1)
    if start > len(lines):
        return f"(the document has only {len(lines)} lines)" + note, len(lines)
    body = "\n".join(f"{i:04d}\t{lines[i - 1]}" for i in range(start, end + 1))
    return body + note, len(lines)


def search_documents(
    docs: TaskDocuments,
    query: str,
    max_hits: int,
    line_chars: int,
    *,
    losses_out: list[tuple[str, str]] | None = None,
) -> list[str]:
    """Lines of the text documents that contain every word of ``query`` (case-insensitive), each cut at
    ``line_chars``; what of a file searched was not read is noted after them and appended to
    ``losses_out`` as (path, loss)."""
    words = [w for w in re.split(r"\s+", query.lower().strip()) if w]
    if not words:
        raise InvalidInputError("search_documents needs a query")
    hits: list[str] = []
    notes: list[str] = []
    for visible, file in docs.files.items():
        if file.suffix.lower() not in DOCUMENT_TEXT_SUFFIXES:
            continue
        try:
            text, losses = _text_of(file, docs.max_bytes)
        except (OSError, InvalidInputError):
            continue
        notes.extend(f"(note: {visible}: {loss})" for loss in losses)
        if losses_out is not None:
            losses_out.extend((visible, loss) for loss in losses)
        for no, line in enumerate(text.splitlines(), 1):
            low = line.lower()
            if all(w in low for w in words):
                hits.append(f"{visible}:{no}: {line.strip()[:line_chars]}")
                if len(hits) >= max_hits:
                    return hits + notes
    return hits + notes


def record_losses(uncertainties: list[dict[str, str]], losses: Iterable[tuple[str, str]]) -> None:
    """Each (file, loss) as an uncertainty of the solve (code ``input_loss``), recorded once."""
    for subject, loss in losses:
        item = {"subject": subject, "reason": loss, "code": "input_loss"}
        if item not in uncertainties:
            uncertainties.append(item)


def read_timeline(
    docs: TaskDocuments, path: str, start_time: str | None, end_time: str | None, max_lines: int
) -> tuple[str, int]:
    """The stamped lines of a video timeline overlapping ``start_time..end_time`` (``mm:ss``; open ends
    read from the start or to the end), at most ``max_lines``; and how many lines matched."""
    label = docs.label(path)
    if not label.endswith(".md") or "/video/" not in f"/{label}":
        raise InvalidInputError(
            f"{path} is not a video timeline; use a {VIDEO_TIMELINE_FILE} path from the video material"
        )
    text, _ = _text_of(docs.files[label], docs.max_bytes)
    start = parse_clock(start_time) if start_time else 0.0
    end = parse_clock(end_time) if end_time else float("inf")
    if end < start:
        raise InvalidInputError("end_time is before start_time")
    found = select(text, start, end)
    shown = found[:max_lines]
    more = (
        f"\n(... {len(found) - len(shown)} more lines; narrow the range)" if len(found) > len(shown) else ""
    )
    return ("\n".join(shown) or "(no timeline line in that range)") + more, len(found)


def read_texts(
    files: list[Path], max_bytes: int, uncertainties: list[dict[str, str]], base: Path | None = None
) -> list[tuple[str, str]]:
    """(name, text) of each file, read up to ``max_bytes`` as every reader of user text reads; what was
    not read (cut, bytes replaced, a special or unreadable file) is recorded in ``uncertainties``. The name
    is the path below ``base`` when given, else the file name."""
    found: list[tuple[str, str]] = []
    for file in files:
        try:
            read = read_user_text(file, max_bytes)
        except FileNotFoundError:
            continue
        except InvalidInputError as e:
            record_losses(uncertainties, [(file.name, str(e))])
            continue
        except OSError as e:
            record_losses(uncertainties, [(file.name, f"not read: {e.strerror or e}")])
            continue
        found.append((file.relative_to(base).as_posix() if base else file.name, read.text))
        record_losses(uncertainties, ((file.name, loss) for loss in read.losses()))
    return found
