"""What a corpus run left behind, read back: tree states, tracebacks, recorded problems, tables, secrets.

Public API::

    tree_state(root) -> dict            every entry under root (links not followed, FIFOs not opened)
    traceback_sites(text_by_source)     where "Traceback (most recent call last)" was printed or logged
    RunRecords(out)                     the run manifest, context manifests and catalogs of a run folder
    secret_sites(needle, out, bodies, streams) -> list[str]
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

TRACEBACK = "Traceback (most recent call last)"
# Records that name a file without saying anything is wrong with it.
BENIGN_CODES = {"name_conflict", "stray_table_file"}


def tree_state(root: Path) -> dict[bytes, tuple[Any, ...]]:
    """Type, mode, size and content hash (regular files) or target (links) of every entry under ``root``."""
    state: dict[bytes, tuple[Any, ...]] = {}
    base = os.fsencode(root)
    for dirpath, dirnames, filenames in os.walk(base, followlinks=False):
        for name in [*dirnames, *filenames]:
            path = os.path.join(dirpath, name)
            st = os.lstat(path)
            rel = os.path.relpath(path, base)
            if stat.S_ISLNK(st.st_mode):
                state[rel] = ("link", os.readlink(path))
            elif stat.S_ISREG(st.st_mode):
                h = hashlib.sha256()
                with open(path, "rb") as f:
                    for chunk in iter(lambda: f.read(1 << 20), b""):
                        h.update(chunk)
                state[rel] = ("file", stat.S_IMODE(st.st_mode), st.st_size, h.hexdigest())
            else:
                state[rel] = (stat.S_IFMT(st.st_mode), stat.S_IMODE(st.st_mode))
    return state


def tree_diff(before: dict[bytes, Any], after: dict[bytes, Any]) -> list[str]:
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    return [
        f"{os.fsdecode(k)!r}: {'added' if k not in before else 'removed' if k not in after else 'changed'}"
        for k in changed
    ]


def traceback_sites(sources: dict[str, str]) -> dict[str, int]:
    """Tracebacks by site (source, and for a structured log line its task and error), with their count."""
    sites: dict[str, int] = {}
    for source, text in sources.items():
        for line in text.splitlines():
            if TRACEBACK not in line:
                continue
            where = source
            try:
                record = json.loads(line)
                error = str(record.get("error") or record.get("event") or "")[:160]
                where += f" task={record.get('task_id', '-')}: {error}"
            except ValueError:
                pass
            sites[where] = sites.get(where, 0) + 1
    return sites


def read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


@dataclass
class TaskRecords:
    """One task's records: its run-manifest entry, context manifest and semantic catalog (None if absent)."""

    task: dict[str, Any] | None
    context: dict[str, Any] | None
    catalog: dict[str, Any] | None
    problems: list[str] = field(default_factory=list)

    @property
    def stages(self) -> dict[str, Any]:
        return (self.task or {}).get("stages", {})

    def stage(self, name: str) -> dict[str, Any]:
        return self.stages.get(name) or {}

    def named(self, needle: str) -> bool:
        return any(needle in p for p in self.problems)

    def schemas(self) -> list[dict[str, Any]]:
        return (self.catalog or {}).get("schemas", [])

    def tables_from(self, needle: str) -> list[dict[str, Any]]:
        return [s for s in self.schemas() if needle in s.get("asset", "")]

    def assets_from(self, needle: str) -> list[dict[str, Any]]:
        return [a for a in (self.catalog or {}).get("assets", []) if needle in a.get("visible_path", "")]


def _problems(task: dict[str, Any] | None, context: dict[str, Any] | None) -> list[str]:
    """Every recorded uncertainty and error of a task, one string each."""
    out: list[str] = []
    if task:
        if task.get("error"):
            out.append(f"task error: {task['error']}")
        for name, stage in task.get("stages", {}).items():
            for key in ("error", "message"):
                if stage.get(key) and stage.get("status") not in ("succeeded", "skipped"):
                    out.append(f"{name} {key}: {stage[key]}")
            for u in stage.get("uncertainties", []):
                if u.get("code") not in BENIGN_CODES:
                    out.append(f"{name} uncertainty {u.get('code')}: {u.get('subject')}: {u.get('reason')}")
    if context:
        for u in context.get("uncertainties", []):
            out.append(f"context manifest: {u.get('path')}: {u.get('reason')}")
        for a in context.get("assets", []):
            for reason in a.get("uncertainties", []):
                out.append(f"context asset: {a.get('visible_path')}: {reason}")
    return out


class RunRecords:
    """A run folder's records, per task."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.manifest = _read_json(out / "run_manifest.json") or {}

    def task(self, task_id: str) -> TaskRecords:
        record = self.manifest.get("tasks", {}).get(task_id)
        context = _read_json(self.out / task_id / "context_preprocessing_manifest.json")
        catalog = _read_json(self.out / task_id / "semantic_catalog.json")
        return TaskRecords(record, context, catalog, _problems(record, context))

    def timed_out(self) -> list[str]:
        found = []
        for tid, task in self.manifest.get("tasks", {}).items():
            if task.get("status") == "timed_out":
                found.append(f"{tid}: task timed out")
            for name, stage in task.get("stages", {}).items():
                if stage.get("status") == "timed_out":
                    found.append(f"{tid}/{name}: {stage.get('message', '')[:200]}")
        return found


def files_under(root: Path) -> list[Path]:
    found = []
    for dirpath, _, filenames in os.walk(root, followlinks=False):
        for name in filenames:
            path = Path(dirpath) / name
            if path.is_file() and not path.is_symlink():
                found.append(path)
    return found


def secret_sites(needle: str, out: Path | None, bodies: dict[str, str], streams: dict[str, str]) -> list[str]:
    """Where ``needle`` appears: a model request (``bodies`` by label), a file under the run folder
    (outputs, logs, the response cache), or the command's own output."""
    sites = [f"model request {label}" for label, body in bodies.items() if needle in body]
    raw = needle.encode()
    for path in files_under(out) if out is not None else []:
        with open(path, "rb") as f:
            if raw in f.read():
                sites.append(f"file {out.name}/{path.relative_to(out)}")
    sites += [f"command {name}" for name, text in streams.items() if needle in text]
    return sites
