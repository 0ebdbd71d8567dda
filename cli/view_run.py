"""What the run view shows, read from a run folder (and a gold folder): plain dicts ready for JSON.

Only the run folder is read, through ``shared/layout.py``; files are served only when they resolve inside it.
"""

from __future__ import annotations

import json
import re
import time
from datetime import datetime
from pathlib import Path, PurePosixPath
from typing import Any

from pydantic import TypeAdapter, ValidationError

from services.coordinator.events import RunEvent
from services.coordinator.manifest import RunManifest, StageRecord, TaskRecord, TaskState
from shared.errors import DataAgentError, InvalidInputError, NotFoundError, PermissionDeniedError
from shared.layout import ContextManifest, GoldLayout, RunLayout, TaskOutput, safe_component
from shared.scoring import Table, read_table, score_task
from shared.textio import loads_json, read_bytes, regular_file_inside

_EVENT = TypeAdapter(RunEvent)


def natural_key(task_id: str) -> tuple[str, int, str]:
    """``task_2`` before ``task_10``."""
    m = re.match(r"^(.*?)(\d+)$", task_id)
    return (m.group(1), int(m.group(2)), task_id) if m else (task_id, -1, task_id)


def _records(value: Any) -> list[dict[str, Any]]:
    """The objects of a list in a trace written by hand or cut short; anything else is left out."""
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _line_end(path: Path, start: int) -> int:
    """The offset just past the end of the line that runs on at ``start`` (the file's end when none)."""
    with open(path, "rb") as f:
        f.seek(start)
        offset = start
        while chunk := f.read(1 << 20):
            cut = chunk.find(b"\n")
            if cut >= 0:
                return offset + cut + 1
            offset += len(chunk)
    return offset


def _epoch(iso: str | None) -> float | None:
    if not iso:
        return None
    try:
        return datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


def timeline(record: TaskRecord, trace: dict[str, Any] | None, now: float | None = None) -> dict[str, Any]:
    """Where the task's time went, in seconds from its start: each stage's span (a running one up to
    ``now``) and each model call of the trace (its end and latency) that falls inside the task."""
    start = _epoch(record.started_at)
    if start is None:
        return {"span_s": 0.0, "stages": [], "model_calls": []}
    now = time.time() if now is None else now
    end = _epoch(record.ended_at) or now
    stages = []
    for name, stage in record.stages.items():
        begun = _epoch(stage.started_at)
        if begun is None:
            continue
        ended = _epoch(stage.ended_at) or (begun + stage.elapsed_s if stage.elapsed_s is not None else now)
        stages.append(
            {"name": name, "status": stage.status.value, "start_s": begun - start, "end_s": ended - start}
        )
    calls = []
    for call in _records((trace or {}).get("model_calls")):
        ended_at, latency = call.get("ended_at"), call.get("latency_s")
        if not isinstance(ended_at, int | float) or not isinstance(latency, int | float):
            continue
        if start <= ended_at <= end + 1.0:  # a call of another run of the task (resumed) lies outside
            calls.append(
                {
                    "label": str(call.get("label", "")),
                    "start_s": max(0.0, ended_at - latency - start),
                    "end_s": ended_at - start,
                    "cached": bool(call.get("cached")),
                    "error": bool(call.get("error")),
                }
            )
    span = max([end - start, *(s["end_s"] for s in stages), *(c["end_s"] for c in calls)])
    return {"span_s": span, "stages": stages, "model_calls": calls}


def pair_columns(predicted: Table, gold: Table) -> dict[int, int]:
    """Predicted column index -> the gold column it matches (identical signatures, one to one).

    The same greedy pairing as ``shared.scoring.match_columns``, keeping which columns paired.
    """
    free: dict[tuple[str, ...], list[int]] = {}
    for j, signature in enumerate(gold.signatures()):
        free.setdefault(signature, []).append(j)
    pairs: dict[int, int] = {}
    for i, signature in enumerate(predicted.signatures()):
        if free.get(signature):
            pairs[i] = free[signature].pop(0)
    return pairs


class RunView:
    """A run folder as the page sees it; every method returns JSON-ready data or raises a DataAgentError."""

    def __init__(
        self, run_dir: Path, gold_dir: Path | None, *, file_max_bytes: int, table_max_rows: int
    ) -> None:
        self.layout = RunLayout(Path(run_dir).absolute())
        self.root = self.layout.run_dir.resolve()
        self.gold = GoldLayout(Path(gold_dir).absolute()) if gold_dir is not None else None
        self.file_max_bytes = file_max_bytes
        self.table_max_rows = table_max_rows

    # --- files ------------------------------------------------------------------------------------

    def resolve(self, relative: str) -> Path:
        """The regular file ``relative`` names inside the run folder; refused when it would leave it."""
        if not relative or "\x00" in relative or "\\" in relative:
            raise InvalidInputError("not a file path")
        pure = PurePosixPath(relative)
        if pure.is_absolute() or ".." in pure.parts:
            raise PermissionDeniedError(f"{relative!r} is outside the run folder")
        return self.checked(self.root / pure)

    def checked(self, path: Path) -> Path:
        """The file the view reads for ``path``: a regular file inside the run folder (or, for a gold
        answer, the gold folder), links resolved. Every read of the view goes through here."""
        if self.gold is not None and Path(path).absolute().is_relative_to(self.gold.gold_dir):
            return regular_file_inside(path, self.gold.gold_dir, "gold folder")
        return regular_file_inside(path, self.root, "run folder")

    def relative(self, path: Path | str) -> str | None:
        """``path`` relative to the run folder when it is an existing file inside it, else None."""
        p = Path(path)
        p = p.absolute() if p.is_absolute() else self.layout.run_dir / p
        # Paths the layout builds start with the folder as given; the run manifest records it resolved.
        for base in (self.layout.run_dir, self.root):
            try:
                rel = p.relative_to(base).as_posix()
            except ValueError:
                continue
            try:
                self.resolve(rel)
            except DataAgentError:
                return None
            return rel
        return None

    def _read_json(self, path: Path) -> Any:
        """A JSON file of the run folder, bounded in size."""
        data = read_bytes(self.checked(path), self.file_max_bytes + 1)
        if len(data) > self.file_max_bytes:
            raise InvalidInputError(f"{path.name} is over {self.file_max_bytes} bytes: open the file instead")
        try:
            return loads_json(data.decode("utf-8"), path.name)
        except UnicodeDecodeError as e:
            raise InvalidInputError(f"{path.name} is not valid JSON: {e}") from e

    # --- the run ----------------------------------------------------------------------------------

    def manifest(self) -> RunManifest | None:
        """The run manifest, or None before the run has written one."""
        if not self.layout.manifest.is_file():
            return None
        try:
            return RunManifest.model_validate(self._read_json(self.layout.manifest))
        except (OSError, ValidationError) as e:
            raise InvalidInputError(f"the run manifest cannot be read: {e}") from e

    def summary(self) -> dict[str, Any]:
        """The tasks x stages table: status, time, model calls and tokens of every stage of every task."""
        out: dict[str, Any] = {
            "run_dir": str(self.layout.run_dir),
            "exists": self.layout.run_dir.is_dir(),
            "gold": self.gold is not None,
            "started": False,
            "error": None,
            "stages": [],
            "tasks": [],
            "logs": self._logs(),
        }
        try:
            manifest = self.manifest()
        except DataAgentError as e:
            out["error"] = str(e)
            return out
        if manifest is None:
            return out
        out.update(
            started=True,
            run_id=manifest.run_id,
            created_at=manifest.created_at,
            updated_at=manifest.updated_at,
            stages=manifest.stages,
            undeployed=manifest.undeployed_stages,
            skipped=manifest.skipped,
        )
        tasks = sorted(manifest.tasks.values(), key=lambda t: natural_key(t.task_id))
        out["tasks"] = [self._task_row(task) for task in tasks]
        return out

    def _task_row(self, task: TaskRecord) -> dict[str, Any]:
        return {
            "task_id": task.task_id,
            "status": task.status.value,
            "started_at": task.started_at,
            "ended_at": task.ended_at,
            "elapsed_s": task.elapsed_s,
            "error": task.error,
            "usage": task.usage().model_dump(),
            "stages": {name: self._stage(rec) for name, rec in task.stages.items()},
            "score": None if task.status is TaskState.RUNNING else self._score(task.task_id),
        }

    @staticmethod
    def _stage(rec: StageRecord) -> dict[str, Any]:
        return {
            "status": rec.status.value,
            "started_at": rec.started_at,
            "elapsed_s": rec.elapsed_s,
            "message": rec.message,
            "error": rec.error,
            "usage": rec.usage.model_dump(),
        }

    def _score(self, task_id: str) -> dict[str, Any] | None:
        if self.gold is None or not self.gold.answer(task_id).is_file():
            return None
        try:
            prediction = self.layout.task(task_id).prediction
            result = score_task(prediction, self.gold.answer(task_id), self._read_table)
        except DataAgentError as e:
            return {"error": str(e)}
        return result.model_dump()

    def _logs(self) -> list[dict[str, str]]:
        folder = self.layout.logs_dir
        if not folder.is_dir():
            return []
        found = (self.relative(p) for p in sorted(folder.iterdir()) if p.is_file())
        return [{"label": PurePosixPath(rel).name, "path": rel} for rel in found if rel]

    def events(self, offset: int, max_bytes: int) -> dict[str, Any]:
        """Whole lines of the event log from byte ``offset`` on; the answer's ``offset`` is where to go on."""
        path = self.layout.events
        if path.is_file() or path.is_symlink():
            path = self.checked(path)
        size = path.stat().st_size if path.is_file() else 0
        reset = offset > size  # the log was replaced: start again from its beginning
        offset = 0 if reset or offset < 0 else offset
        if size == offset:
            return {"offset": offset, "size": size, "reset": reset, "events": []}
        with open(path, "rb") as f:
            f.seek(offset)
            chunk = f.read(max_bytes)
        end = chunk.rfind(b"\n") + 1
        skipped = 0
        if end == 0 and len(chunk) == max_bytes:
            # A line longer than an answer: left out (and counted), so the events after it still come.
            end, skipped = _line_end(path, offset + len(chunk)) - offset, 1
            chunk = b""
        events = [self._event(line) for line in chunk[:end].splitlines() if line.strip()]
        return {
            "offset": offset + end,
            "size": size,
            "reset": reset,
            "events": [e for e in events if e is not None],
            "skipped_lines": skipped + sum(e is None for e in events),
        }

    @staticmethod
    def _event(line: bytes) -> dict[str, Any] | None:
        try:
            raw = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            return None
        if not isinstance(raw, dict):
            return None
        try:
            typed = _EVENT.validate_python(raw).model_dump(mode="json")
        except ValidationError:
            # A kind of event this view does not know: passed on as written.
            return raw if isinstance(raw.get("type"), str) else None
        return {"ts": raw.get("ts"), "t": raw.get("t"), **typed}

    # --- one task ---------------------------------------------------------------------------------

    def task(self, task_id: str) -> dict[str, Any]:
        """Everything about one task: question, stages, answer beside gold, trace, uncertainties, files."""
        safe_component(task_id, "task id")
        manifest = self.manifest()
        record = manifest.tasks.get(task_id) if manifest else None
        output = self.layout.task(task_id)
        if record is None and not output.output_dir.is_dir():
            raise NotFoundError(f"no task {task_id!r} in this run")
        trace = self._trace(output)
        stages = {}
        if record is not None:
            for name, rec in record.stages.items():
                stages[name] = {**self._stage(rec), "uncertainties": rec.uncertainties}
        running = record is not None and record.status is TaskState.RUNNING
        answer, gold, score = self._answer(task_id, output, running)
        return {
            "task_id": task_id,
            "question": (trace.get("question") or None) if trace else None,
            "status": record.status.value if record else None,
            "error": record.error if record else None,
            "elapsed_s": record.elapsed_s if record else None,
            "usage": record.usage().model_dump() if record else None,
            "stages": stages,
            "answer": answer,
            "gold": gold,
            "score": score,
            "trace": self._trace_view(output, trace),
            "timeline": timeline(record, trace) if record is not None else None,
            "uncertainties": self._uncertainties(record, output, trace),
            "files": self._files(record, output),
        }

    def _trace(self, output: TaskOutput) -> dict[str, Any] | None:
        if not (output.trace.is_file() or output.trace.is_symlink()):
            return None
        try:
            data = self._read_json(output.trace)
        except (OSError, DataAgentError) as e:
            return {"error": str(e)}
        return data if isinstance(data, dict) else {"error": "the trace is not a JSON object"}

    @staticmethod
    def _trace_view(output: TaskOutput, trace: dict[str, Any] | None) -> dict[str, Any] | None:
        """Each step (tool call) with the model calls that chose it; other model calls on their own."""
        if trace is None:
            return None
        if "error" in trace and "steps" not in trace:
            return {"error": trace["error"]}
        by_label: dict[str, list[dict[str, Any]]] = {}
        for call in _records(trace.get("model_calls")):
            by_label.setdefault(str(call.get("label")), []).append(call)
        steps = []
        for step in _records(trace.get("steps")):
            label = f"a{step.get('attempt')}s{step.get('step')}"
            steps.append({**step, "model_calls": by_label.pop(label, [])})
        return {
            "written_at": trace.get("written_at"),
            "elapsed_s": trace.get("elapsed_s"),
            "nodes": [str(n) for n in trace.get("nodes") or [] if isinstance(n, str | int)]
            if isinstance(trace.get("nodes"), list)
            else [],
            "steps": steps,
            "other_model_calls": [c for calls in by_label.values() for c in calls],
            "evidence": _records(trace.get("evidence")),
            "candidates": _records(trace.get("candidates")),
            "vote": trace.get("vote") if isinstance(trace.get("vote"), dict) else None,
            "answer": trace.get("answer") if isinstance(trace.get("answer"), dict) else None,
            "result": trace.get("result"),
        }

    def _table(self, table: Table, marks: dict[int, int]) -> dict[str, Any]:
        rows = table.rows[: self.table_max_rows]
        return {
            "header": list(table.header),
            "rows": [list(r) for r in rows],
            "row_count": len(table.rows),
            "truncated": len(table.rows) > len(rows),
            # Column index -> the index of the column it matched on the other side, or null.
            "matched": [marks.get(i) for i in range(table.column_count)],
        }

    def _read_table(self, path: Path) -> Table:
        path = self.checked(path)
        if path.stat().st_size > self.file_max_bytes:
            raise InvalidInputError(f"{path.name} is over {self.file_max_bytes} bytes: open the file instead")
        return read_table(path)

    def _context_manifest(self, output: TaskOutput) -> ContextManifest | None:
        """The task's context manifest, or None when it is missing, unreadable or outside the run."""
        try:
            return ContextManifest.model_validate(self._read_json(output.context_manifest))
        except (OSError, DataAgentError, ValidationError):
            return None

    def _answer(
        self, task_id: str, output: TaskOutput, running: bool
    ) -> tuple[dict[str, Any] | None, dict[str, Any] | None, dict[str, Any] | None]:
        predicted: Table | None = None
        answer: dict[str, Any] | None = None
        if output.prediction.is_file() or output.prediction.is_symlink():
            try:
                predicted = self._read_table(output.prediction)
            except DataAgentError as e:
                answer = {"error": str(e)}
        gold_path = self.gold.answer(task_id) if self.gold is not None else None
        if gold_path is None or not gold_path.is_file():
            return (self._table(predicted, {}) if predicted is not None else answer), None, None
        try:
            gold = self._read_table(gold_path)
        except DataAgentError as e:
            return (self._table(predicted, {}) if predicted is not None else answer), {"error": str(e)}, None
        if predicted is None:
            # A running task has no score yet; a finished one without an answer scores 0.
            return answer, self._table(gold, {}), None if running else self._score(task_id)
        pairs = pair_columns(predicted, gold)
        back = {j: i for i, j in pairs.items()}
        return self._table(predicted, pairs), self._table(gold, back), self._score(task_id)

    def _uncertainties(
        self, record: TaskRecord | None, output: TaskOutput, trace: dict[str, Any] | None
    ) -> list[dict[str, Any]]:
        """What each stage was not sure about; the solver's from its trace while it still runs."""
        found: list[dict[str, Any]] = []
        seen: set[tuple[str, str]] = set()

        def add(source: str, subject: str, reason: str, code: str = "") -> None:
            if (subject, reason) not in seen:
                seen.add((subject, reason))
                found.append({"source": source, "subject": subject, "reason": reason, "code": code})

        for name, rec in record.stages.items() if record else []:
            for u in rec.uncertainties:
                add(name, str(u.get("subject", "")), str(u.get("reason", "")), str(u.get("code", "")))
        context = self._context_manifest(output)
        for u in context.uncertainties if context else []:
            add("context", u.path, u.reason)
        for u in _records((trace or {}).get("uncertainties")):
            if isinstance(u, dict):
                add("solver", str(u.get("subject", "")), str(u.get("reason", "")), str(u.get("code", "")))
        return found

    def _files(self, record: TaskRecord | None, output: TaskOutput) -> list[dict[str, str]]:
        """Links to the derived files: answer and trace, Markdown with page maps, catalog, video, stages."""
        wanted: list[tuple[str, str, Path]] = [
            ("answer", "prediction", output.prediction),
            ("answer", "trace", output.trace),
            ("catalog", "semantic catalog", output.semantic_catalog),
            ("catalog", "data profile", output.global_profile),
            ("catalog", "solver hints", output.solver_hints),
            ("context", "context manifest", output.context_manifest),
            ("relevance", "relevance verdicts", output.relevance_result),
            ("relevance", "relevance model calls", output.relevance_trace),
        ]
        context = self._context_manifest(output)
        for asset in context.assets if context else []:
            if asset.generated:
                wanted.append(
                    (
                        "documents",
                        f"{asset.visible_path} (from {asset.source_path})",
                        Path(asset.physical_path),
                    )
                )
                if asset.page_map_path:
                    wanted.append(("documents", f"{asset.visible_path} page map", Path(asset.page_map_path)))
        if output.generated_doc_dir.is_dir():
            for md in sorted(output.generated_doc_dir.glob("*.md")):
                wanted += [
                    ("documents", md.name, md),
                    ("documents", f"{md.name} page map", output.page_map(md)),
                ]
        if output.video_dir.is_dir():
            for folder in sorted(p for p in output.video_dir.iterdir() if p.is_dir()):
                name = folder.name
                try:
                    wanted += [
                        ("video", f"{name} timeline", output.video_timeline(name)),
                        ("video", f"{name} summary", output.video_summary(name)),
                        ("video", f"{name} transcript", output.video_transcript(name)),
                    ]
                except DataAgentError:
                    continue
        if output.extraction_dir.is_dir():
            for folder in sorted(p for p in output.extraction_dir.iterdir() if p.is_dir()):
                try:
                    logs = output.extraction_logs(folder.name)
                except DataAgentError:
                    continue
                for what, path in (("plan", logs.plan), ("table", logs.table), ("summary", logs.summary)):
                    wanted.append(("extraction", f"{folder.name} {what}", path))
        for db in output.extracted_dbs():
            wanted.append(("extraction", f"{db.name} (SQLite)", db))
        for name, rec in record.stages.items() if record else []:
            wanted += [(name, Path(a).name, Path(a)) for a in rec.artifacts]
        files, seen = [], set()
        for group, label, path in wanted:
            rel = self.relative(path)
            if rel and rel not in seen:
                seen.add(rel)
                files.append({"group": group, "label": label, "path": rel})
        return files
