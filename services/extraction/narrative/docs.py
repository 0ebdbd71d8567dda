"""A task's narrative documents and knowledge, as the context stage admitted them, and the planner's view.

Only files the context manifest lists are read: a file the context service did not admit (a symlink that
leaves the context folder, a special file) is never opened here. A file is read only while it is a
regular file and at most ``max_bytes`` of it; what was cut or replaced in decoding is appended to the
caller's ``losses`` list, for its uncertainties.

Public API::

    DocInput(task_dir, task_output, stem, doc_path, text, knowledge, question, losses)   # one read document
    manifest = admitted_context(output)                   # ContextManifest; NotReadyError without one
    list_documents(manifest) -> list[str]                 # stems, sorted
    locate_document(manifest, output, stem) -> Path       # the Markdown/text to read
    read_knowledge(manifest, output, max_bytes, losses) -> str   # "" when the task has no knowledge file
    read_document(path, max_bytes, losses) -> str         # shared/textio, line ends made "\\n"
    number_lines(text) -> str                             # "0001\\ttext" per line
    knowledge_top(knowledge, lines, chars) -> str
    knowledge_excerpts(knowledge, stem, before, after, max_chars) -> str
"""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from shared.errors import InvalidInputError, NotFoundError, NotReadyError
from shared.layout import ContextAsset, ContextManifest, ExtractionLogs, TaskOutput
from shared.textio import read_user_text


@dataclass
class DocInput:
    """One document of one task, read and ready for the planner (its text is not changed afterwards)."""

    task_dir: Path
    task_output: Path
    stem: str
    doc_path: Path
    text: str
    knowledge: str
    question: str = ""
    # What of the document or the knowledge was not read (cut at the limit, bytes replaced, refused).
    losses: list[str] = field(default_factory=list)

    @functools.cached_property
    def sha256(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()

    @functools.cached_property
    def line_count(self) -> int:
        return len(self.text.split("\n"))

    @property
    def output(self) -> TaskOutput:
        return TaskOutput(self.task_output)

    @property
    def logs(self) -> ExtractionLogs:
        return self.output.extraction_logs(self.stem)


def admitted_context(output: TaskOutput) -> ContextManifest:
    """The context stage's manifest of the task; the documents are the ones it lists."""
    manifest = output.read_context_manifest()
    if manifest is None:
        raise NotReadyError(
            f"no readable context manifest at {output.context_manifest}: "
            "the context stage must run before extraction"
        )
    return manifest


def list_documents(manifest: ContextManifest) -> list[str]:
    return list(manifest.documents())


@dataclass(frozen=True)
class Selection:
    """The documents an extraction of the task takes: ``names``, of which ``doubtful`` were kept by
    relevance only by default; ``reason`` says why there is none."""

    names: list[str]
    doubtful: list[str]
    reason: str = ""


def select_documents(output: TaskOutput, manifest: ContextManifest, requested: list[str]) -> Selection:
    """The documents named (none doubtful), else those the task's relevance record kept, else every
    admitted document."""
    if requested:
        return Selection(list(requested), [])
    relevance = output.read_relevance()
    if relevance is None:
        names = list_documents(manifest)
        return Selection(names, [], "" if names else "no documents")
    if not relevance.relevant_docs:
        return Selection([], [], "no relevant documents")
    return Selection(list(relevance.relevant_docs), relevance.doubtful_docs)


def _admitted_path(manifest: ContextManifest, output: TaskOutput, asset: ContextAsset) -> Path:
    """The file an asset names, refused unless it lies in the context folder or the task output folder."""
    path = Path(asset.physical_path)
    if not path.is_absolute():
        path = (output.output_dir if asset.generated else Path(manifest.context_dir)) / path
    resolved = path.resolve()
    for root in (Path(manifest.context_dir).resolve(), output.output_dir.resolve()):
        if resolved == root or root in resolved.parents:
            return resolved
    raise InvalidInputError(f"{asset.visible_path} points outside the task's folders")


def locate_document(manifest: ContextManifest, output: TaskOutput, stem: str) -> Path:
    """The readable text of ``stem``: the document the manifest lists (a PDF through its Markdown)."""
    asset = manifest.documents().get(stem)
    if asset is not None:
        return _admitted_path(manifest, output, asset)
    pdfs = {a.stem for a in manifest.assets if a.kind == "pdf" and a.in_doc_place}
    if stem in pdfs:
        raise NotFoundError(f"document {stem!r} is a PDF that has not been converted to Markdown")
    raise NotFoundError(f"no document {stem!r} among the task's admitted documents")


def read_knowledge(
    manifest: ContextManifest,
    output: TaskOutput,
    max_bytes: int | None = None,
    losses: list[str] | None = None,
) -> str:
    """The admitted knowledge file's text ("" without one); see ``read_document``."""
    asset = manifest.knowledge()
    if asset is None:
        return ""
    return read_document(_admitted_path(manifest, output, asset), max_bytes, losses)


def read_document(path: Path, max_bytes: int | None = None, losses: list[str] | None = None) -> str:
    """At most ``max_bytes`` (None: all) of a regular file, as text; each loss (the rest of a file cut at
    ``max_bytes``, undecodable bytes) is appended to ``losses`` as ``"<file name>: <what>"``.

    NotFoundError when the file cannot be opened, InvalidInputError for a special file.
    """
    try:
        read = read_user_text(path, max_bytes)
    except OSError as e:
        raise NotFoundError(f"cannot read {path.name}: {e.strerror or e}") from e
    if losses is not None:
        losses.extend(f"{path.name}: {loss}" for loss in read.losses())
    return read.text.replace("\r\n", "\n").replace("\r", "\n")


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
