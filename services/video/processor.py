"""One task's videos: each video the ContextView lists becomes a transcript, stable frames, a timeline, a
summary and a manifest under ``generated_context/video/<name>/``; the derived files join the ContextView.

Bad input never stops the task: an unreadable, empty, truncated or over-long file, a missing stream or a
codec without a decoder is recorded as an uncertainty of that video, and whatever could be read is kept.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from services.video import analysis
from services.video.settings import VideoSettings
from services.video.speech import Transcriber
from services.video.summary import summarize
from shared.artifacts import atomic_write_text, read_json, write_json
from shared.layout import ContextAsset, TaskInput, TaskOutput, asset_kind, safe_component
from shared.llm import LLMClient, LLMTrace
from shared.rpc import run_blocking
from shared.stage import TaskPaths

ACTION = "video_timeline"
_UNSAFE = re.compile(r"[^A-Za-z0-9_.\-\u4e00-\u9fff]+")


@dataclass
class VideoOutcome:
    visible_path: str
    name: str
    status: str  # succeeded | partial | failed
    duration_s: float = 0.0
    stable_frame_count: int = 0
    timeline_path: str = ""
    transcript_path: str = ""
    frames_dir: str = ""
    summary_path: str = ""
    manifest_path: str = ""
    problems: list[str] = field(default_factory=list)


@dataclass
class TaskVideos:
    status: str
    message: str
    videos: list[VideoOutcome]
    manifest_path: str
    usage: dict[str, Any]


def video_name(visible_path: str, taken: set[str]) -> str:
    """A folder name for the video's outputs: its stem made safe, unique within the task."""
    stem = _UNSAFE.sub("_", PurePosixPath(visible_path).stem).strip("._-") or "video"
    stem = safe_component(stem[:100] if stem[0].isalnum() else f"video_{stem}"[:100], "video name")
    name, n = stem, 2
    while name in taken:
        name, n = f"{stem}_{n}", n + 1
    taken.add(name)
    return name


def listed_videos(task_in: TaskInput, output: TaskOutput) -> tuple[list[tuple[str, Path, str]], str | None]:
    """(visible path, physical path, sha256) of each source video of the ContextView; without a ContextView
    the video folder is listed instead (no digest: nothing is reused), and that is reported."""
    manifest = output.read_context_manifest()
    if manifest is not None:
        found = [
            (a.visible_path, Path(a.physical_path), a.sha256)
            for a in manifest.assets
            if a.kind == "video" and not a.generated
        ]
        return sorted(found), None
    folder = task_in.video_dir
    if not folder.is_dir():
        return [], "no context manifest; no video folder"
    found = [
        (f"{folder.name}/{p.name}", p, "")
        for p in sorted(folder.iterdir())
        if p.is_file() and asset_kind(p.name) == "video"
    ]
    return found, "no context manifest: the video folder was listed directly"


class VideoProcessor:
    def __init__(
        self, settings: VideoSettings, llm: LLMClient | None, transcriber: Transcriber, executor: Executor
    ) -> None:
        self.settings = settings
        self.llm = llm
        self.transcriber = transcriber
        self.executor = executor

    async def process_task(self, paths: TaskPaths) -> TaskVideos:
        output = paths.output
        videos, note = listed_videos(paths.input, output)
        if not videos:
            return TaskVideos("skipped", f"no videos ({note})" if note else "no videos", [], "", {})
        trace = LLMTrace()
        taken: set[str] = set()
        results = []
        for visible, physical, digest in videos:
            name = video_name(visible, taken)
            results.append(await self.process_one(visible, physical, name, output, trace, digest))
        register_assets(output, results)
        run_manifest = output.video_run_manifest
        write_json(
            run_manifest,
            {
                "task_id": paths.task_id,
                "note": note,
                "videos": [r.__dict__ for r in results],
                "llm_calls": [r.as_dict() for r in trace.records],
            },
        )
        failed = sum(r.status == "failed" for r in results)
        partial = sum(r.status == "partial" for r in results)
        status = (
            "succeeded" if not failed and not partial else ("failed" if failed == len(results) else "partial")
        )
        complete = len(results) - failed - partial
        message = f"{len(results)} videos: {complete} complete, {partial} partial, {failed} failed"
        if note:
            message += f" ({note})"
        return TaskVideos(status, message, results, str(run_manifest), trace.totals())

    def cache_key(self, digest: str) -> str:
        """The source's sha256 and every setting that changes the outputs; empty without a digest."""
        if not digest:
            return ""
        used = self.settings.model_dump(mode="json", include={"limits", "frames", "ocr", "speech", "summary"})
        return hashlib.sha256(json.dumps([digest, used], sort_keys=True).encode()).hexdigest()

    def reused(self, visible: str, name: str, output: TaskOutput, key: str) -> VideoOutcome | None:
        """The outcome of an earlier run on the same file with the same settings, when it is complete."""
        if not key:
            return None
        try:
            old = read_json(output.video_manifest(name))
        except (OSError, ValueError):
            return None
        if not isinstance(old, dict) or old.get("cache_key") != key:
            return None
        paths = [output.video_timeline(name), output.video_transcript(name), output.video_summary(name)]
        problems = list(old.get("problems") or [])
        complete = all(p.is_file() for p in paths) and old.get("status") in ("succeeded", "partial")
        if not complete or any("no model summary" in p for p in problems):
            return None
        return VideoOutcome(
            visible,
            name,
            old["status"],
            old.get("processed_s", 0.0),
            len(old.get("stable_frames") or []),
            str(paths[0]),
            str(paths[1]),
            str(output.video_frames_dir(name)),
            str(paths[2]),
            str(output.video_manifest(name)),
            problems,
        )

    async def process_one(
        self, visible: str, physical: Path, name: str, output: TaskOutput, trace: LLMTrace, digest: str = ""
    ) -> VideoOutcome:
        key = self.cache_key(digest)
        earlier = self.reused(visible, name, output, key)
        if earlier is not None:
            return earlier
        result = VideoOutcome(visible, name, "failed")
        started = time.perf_counter()
        try:
            found = await run_blocking(
                self.executor,
                analysis.analyse,
                physical,
                visible,
                name,
                output,
                self.settings,
                self.transcriber,
            )
        except analysis.UnreadableVideoError as e:
            result.problems.append(str(e))
            write_json(
                output.video_manifest(name),
                {"visible_path": visible, "status": "failed", "problems": [str(e)]},
            )
            result.manifest_path = str(output.video_manifest(name))
            return result
        t0 = time.perf_counter()
        summary, problem = await summarize(
            visible, found.timeline, found.slides, self.llm, self.settings.summary, trace
        )
        found.timings["summary"] = round(time.perf_counter() - t0, 3)
        atomic_write_text(output.video_summary(name), summary)
        if problem:
            found.problems.append(f"no model summary: {problem}")
        result.status = "partial" if found.problems else "succeeded"
        result.problems = found.problems
        result.duration_s = found.duration_s
        result.stable_frame_count = len(found.slides)
        result.timeline_path = str(output.video_timeline(name))
        result.transcript_path = str(output.video_transcript(name))
        result.frames_dir = str(output.video_frames_dir(name))
        result.summary_path = str(output.video_summary(name))
        result.manifest_path = str(output.video_manifest(name))
        found.manifest["timings_s"] = found.timings
        found.manifest["seconds"] = round(time.perf_counter() - started, 3)
        found.manifest["problems"] = found.problems
        found.manifest["status"] = result.status
        found.manifest["cache_key"] = key
        found.manifest["summary_path"] = result.summary_path
        write_json(output.video_manifest(name), found.manifest)
        return result


def _asset(source: str, path: Path, output: TaskOutput, note: str) -> ContextAsset:
    data = path.read_bytes()
    visible = path.relative_to(output.generated_dir).as_posix()
    return ContextAsset(
        source_path=source,
        visible_path=visible,
        physical_path=str(path.absolute()),
        action=ACTION,
        generated=True,
        kind=asset_kind(visible),
        size=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
        note=note,
    )


def register_assets(output: TaskOutput, results: list[VideoOutcome]) -> None:
    """The derived files of each processed video join the ContextView (action ``video_timeline``)."""
    manifest = output.read_context_manifest()
    if manifest is None:
        return
    sources = {r.visible_path for r in results}
    assets = [a for a in manifest.assets if not (a.action == ACTION and a.source_path in sources)]
    for r in results:
        if r.status == "failed":
            continue
        for path, note in (
            (Path(r.timeline_path), "timeline: slide text and speech by time"),
            (Path(r.summary_path), "navigation summary of the video"),
            (Path(r.transcript_path), "speech transcript with timestamps"),
        ):
            if path.is_file():
                assets.append(_asset(r.visible_path, path, output, note))
    manifest.assets = sorted(assets, key=lambda a: a.visible_path)
    write_json(output.context_manifest, manifest.model_dump(mode="json"))
