"""Filing an inbox: one plan entry per file (candidates, decision, reason, destination), then the copies.

``plan_inbox`` looks at every file of the inbox: a file whose content a target folder already holds is
skipped (``already_filed``), as is a second copy of one inbox file; the others are read, pre-filtered
and decided (by the model, or without one by the pre-filter alone when it is unambiguous), and each
assigned one gets a free destination in its folder. ``apply_plan`` copies the assigned files: never a
move, never over an existing file, only inside the folders' root, and only a file whose content is
still the one planned. The inbox is only read.
"""

from __future__ import annotations

import asyncio
import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from cli.filing.documents import (
    InboxFile,
    file_hash,
    filed_hashes,
    list_inbox,
    read_document,
)
from cli.filing.folders import Folders, destination, unsafe_name
from cli.filing.model import Decision, model_decision, prefilter_decision
from cli.filing.prefilter import Candidate, candidates
from cli.filing.settings import FilingSettings
from services.context.pagestream.settings import PageStreamSettings
from services.context.pdf.settings import PdfSettings
from shared.artifacts import write_new_file
from shared.errors import InvalidInputError
from shared.llm import LLMClient, LLMTrace
from shared.textio import open_regular

Status = Literal["assigned", "not_assigned", "skipped"]
Engine = Literal["model", "prefilter"]

_PLAN_SETTINGS = (
    "top_k",
    "name_bonus",
    "description_weight",
    "min_confidence",
    "prefilter_min_score",
    "prefilter_margin",
)
NO_MODEL_NOTE = (
    "no model endpoint configured: a document is filed only when the pre-filter alone is unambiguous "
    "(prefilter_min_score, prefilter_margin); the others stay unassigned (prefilter_ambiguous)"
)


@dataclass
class PlanEntry:
    file: str
    path: Path
    size: int
    status: Status = "not_assigned"
    reason: str = ""
    detail: str = ""
    sha256: str | None = None
    title: str | None = None
    candidates: list[Candidate] = field(default_factory=list)
    decision: Decision | None = None
    destination: Path | None = None
    copied_to: Path | None = None
    uncertainties: list[str] = field(default_factory=list)

    def settle(self, status: Status, reason: str, detail: str = "") -> None:
        self.status, self.reason, self.detail = status, reason, detail

    def to_json(self) -> dict[str, Any]:
        decision = self.decision.to_json() if self.decision else {}
        return {
            "file": self.file,
            "size": self.size,
            "sha256": self.sha256,
            "title": self.title,
            "status": self.status,
            "reason": self.reason,
            "detail": self.detail,
            "folder": decision.get("folder") if self.status == "assigned" else None,
            "confidence": decision.get("confidence"),
            "model_choice": decision.get("model_choice"),
            "candidates": [c.to_json() for c in self.candidates],
            "destination": str(self.destination) if self.destination else None,
            "copied_to": str(self.copied_to) if self.copied_to else None,
            "uncertainties": self.uncertainties,
        }


@dataclass
class FilingPlan:
    inbox: Path
    folders: Folders
    engine: Engine
    entries: list[PlanEntry]
    uncertainties: list[str] = field(default_factory=list)
    applied: bool = False

    def counts(self) -> dict[str, int]:
        out = {s: sum(e.status == s for e in self.entries) for s in ("assigned", "not_assigned", "skipped")}
        out["copied"] = sum(e.copied_to is not None for e in self.entries)
        return out

    def to_json(self, settings: FilingSettings, model_calls: int) -> dict[str, Any]:
        out: dict[str, Any] = {
            "inbox": str(self.inbox),
            "folders_file": str(self.folders.source),
            "root": str(self.folders.root),
            "engine": self.engine,
            "applied": self.applied,
            "summary": self.counts(),
            "model_calls": model_calls,
            "settings": {k: getattr(settings, k) for k in _PLAN_SETTINGS},
            "folders": [
                {"name": f.name, "description": f.description, "path": str(f.directory)}
                for f in self.folders.folders
            ],
            "documents": [e.to_json() for e in self.entries],
            "uncertainties": self.uncertainties,
        }
        if self.engine == "prefilter":
            out["note"] = NO_MODEL_NOTE
        return out


def _entry(item: InboxFile) -> PlanEntry:
    entry = PlanEntry(item.relative, item.path, item.size)
    if item.skip:
        entry.settle("skipped", item.skip, item.detail)
    return entry


def _unfiled(entries: list[PlanEntry], folders: Folders, settings: FilingSettings, notes: list[str]) -> None:
    """Hash every candidate file; skip those a target folder already holds and repeats within the inbox."""
    sizes = {e.size for e in entries if e.status != "skipped"}
    filed, problems = filed_hashes(folders, sizes, settings)
    notes.extend(problems)
    first: dict[str, str] = {}
    for e in entries:
        if e.status == "skipped":
            continue
        try:
            e.sha256 = file_hash(e.path, settings.max_file_bytes)
        except (OSError, InvalidInputError) as err:
            e.settle("skipped", "unreadable", str(getattr(err, "strerror", None) or err))
            continue
        if e.sha256 in filed:
            folder, where = filed[e.sha256]
            e.settle("skipped", "already_filed", f"same content as {where} in folder {folder!r}")
        elif e.sha256 in first:
            e.settle("skipped", "duplicate_in_inbox", f"same content as {first[e.sha256]}")
        else:
            first[e.sha256] = e.file


async def plan_inbox(
    inbox: Path,
    folders: Folders,
    settings: FilingSettings,
    readers: tuple[PageStreamSettings, PdfSettings],
    llm: LLMClient | None = None,
    trace: LLMTrace | None = None,
) -> FilingPlan:
    """The plan for every file of ``inbox``; nothing is copied."""
    items, notes = list_inbox(inbox, settings)
    entries = [_entry(item) for item in items]
    plan = FilingPlan(inbox, folders, "model" if llm is not None else "prefilter", entries, notes)
    _unfiled(entries, folders, settings, notes)
    todo: list[tuple[PlanEntry, tuple[str, str, str]]] = []
    for e in entries:
        if e.status == "skipped":
            continue
        if problem := unsafe_name(e.path.name):
            e.settle("not_assigned", "unsafe_name", f"file name {problem}: it is not copied anywhere")
            continue
        try:
            text = await asyncio.to_thread(read_document, e.path, settings, *readers)
        except (OSError, InvalidInputError) as err:
            e.settle("not_assigned", "unreadable", str(getattr(err, "strerror", None) or err))
            continue
        e.title, e.uncertainties = text.title, text.uncertainties
        e.candidates = candidates(folders.folders, e.path.name, text.title, settings)
        todo.append((e, (e.path.name, text.title, text.excerpt)))
    if llm is not None:
        decided = await asyncio.gather(
            *(model_decision(llm, trace, doc, e.candidates, folders.folders, settings) for e, doc in todo)
        )
    else:
        decided = [prefilter_decision(e.candidates, settings) for e, _ in todo]
    taken: set[Path] = set()
    for (e, _), decision in zip(todo, decided, strict=True):
        e.decision = decision
        e.settle(decision.status, decision.reason, decision.detail)
        if decision.status != "assigned" or decision.folder is None:
            continue
        try:
            e.destination = destination(
                folders.by_name(decision.folder), folders.root, e.path.name, taken, settings.max_name_tries
            )
        except InvalidInputError as err:
            e.settle("not_assigned", "no_destination", str(err))
            continue
        taken.add(e.destination)
    return plan


def _read_planned(entry: PlanEntry, max_bytes: int) -> bytes:
    """The inbox file's bytes, when they are still the content planned; InvalidInputError otherwise."""
    with open_regular(entry.path, follow_symlinks=False) as (f, _):
        data = f.read(max_bytes + 1)
    if len(data) > max_bytes or hashlib.sha256(data).hexdigest() != entry.sha256:
        raise InvalidInputError(f"{entry.file} changed since it was planned: not copied")
    return data


def _copy(entry: PlanEntry, folders: Folders, settings: FilingSettings, taken: set[Path]) -> Path:
    assert entry.destination is not None and entry.decision is not None and entry.decision.folder
    data = _read_planned(entry, settings.max_file_bytes)
    folder = folders.by_name(entry.decision.folder)
    folder.directory.mkdir(parents=True, exist_ok=True)
    target = entry.destination
    for _ in range(settings.max_name_tries):
        if target.parent.resolve() != folder.directory or not folder.directory.is_relative_to(folders.root):
            raise InvalidInputError(f"{target} lies outside folder {folder.name!r}: not copied")
        if write_new_file(target, data):
            return target
        taken.add(target)  # something appeared there since planning: the next free name
        target = destination(folder, folders.root, entry.path.name, taken, settings.max_name_tries)
    raise InvalidInputError(f"no free name for {entry.file} in {folder.directory}")


def apply_plan(plan: FilingPlan, settings: FilingSettings) -> int:
    """Copy every assigned file to its destination; the number of copies that failed (each recorded)."""
    failed = 0
    taken = {e.destination for e in plan.entries if e.destination is not None}
    for e in plan.entries:
        if e.status != "assigned" or e.destination is None:
            continue
        try:
            e.copied_to = _copy(e, plan.folders, settings, taken)
        except (OSError, InvalidInputError) as err:
            failed += 1
            e.uncertainties.append(f"copy failed: {getattr(err, 'strerror', None) or err}")
            e.settle("not_assigned", "copy_failed", str(getattr(err, "strerror", None) or err))
    plan.applied = True
    return failed
