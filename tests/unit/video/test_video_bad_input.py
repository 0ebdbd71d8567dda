"""Bad videos are recorded uncertainties and the task goes on: empty, corrupt, truncated, one stream only,
a codec without a decoder, 4K frames, and a video longer than the configured limit."""

from __future__ import annotations

import asyncio
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from services.video.processor import VideoProcessor
from services.video.speech import Transcriber
from shared.artifacts import read_json
from shared.layout import TaskOutput
from shared.stage import TaskPaths
from tests.context_stage import run_context_stage
from tests.unit.video.helpers import BRIEFING, slide_image, video_settings, write_video


def make_bad_task(root: Path) -> Path:
    task = root / "task_bad"
    video = task / "context" / "video"
    video.mkdir(parents=True)
    (video / "zero.mp4").write_bytes(b"")
    (video / "corrupt.mp4").write_bytes(
        np.random.default_rng(0).integers(0, 256, 4096, dtype=np.uint8).tobytes()
    )
    data = BRIEFING.read_bytes()  # its index is at the end: a cut copy is not readable at all
    (video / "truncated.mp4").write_bytes(data[: len(data) * 2 // 5])
    slides = [slide_image(i) for i in range(4) for _ in range(8)]
    whole = write_video(root / "fast.mp4", slides, faststart=True, audio_s=16.0).read_bytes()
    (video / "cut_faststart.mp4").write_bytes(whole[: len(whole) // 2])
    write_video(video / "audio_only.mp4", [], audio_s=1.0, with_video=False)
    write_video(video / "video_only.mp4", [slide_image(1)] * 4 + [slide_image(2)] * 4)
    h264 = write_video(root / "h264.mp4", [slide_image(3)] * 4, codec="libx264")
    (video / "unknown_codec.mp4").write_bytes(h264.read_bytes().replace(b"avc1", b"zzzz"))
    big = np.full((2160, 3840, 3), 240, dtype=np.uint8)
    big[900:1000, 400:3400] = 15
    write_video(video / "big4k.mp4", [big] * 4, fps=2)
    return task


def process(task: Path, tmp_path: Path, **kw) -> tuple[object, TaskOutput]:
    settings = video_settings(tmp_path, **kw)
    out = TaskOutput(tmp_path / "artifacts" / "runs" / "r" / task.name)
    run_context_stage(task, out.output_dir)
    with ThreadPoolExecutor(2) as pool:
        processor = VideoProcessor(settings, None, Transcriber(settings.speech, tmp_path / "cache"), pool)
        result = asyncio.run(processor.process_task(TaskPaths(task.name, task, out.output_dir)))
    return result, out


@pytest.mark.slow
def test_each_bad_video_is_recorded_and_the_others_are_processed(tmp_path: Path) -> None:
    task = make_bad_task(tmp_path)
    result, out = process(task, tmp_path)
    by_name = {Path(v.visible_path).stem: v for v in result.videos}
    assert set(by_name) == {
        "cut_faststart",
        "zero",
        "corrupt",
        "truncated",
        "audio_only",
        "video_only",
        "unknown_codec",
        "big4k",
    }
    assert result.status == "partial"
    # zero-length files are refused by the context stage already or here; either way they are recorded
    assert by_name["corrupt"].status == "failed" and "not readable as video" in by_name["corrupt"].problems[0]
    assert by_name["zero"].status == "failed" and "empty" in by_name["zero"].problems[0]
    assert any("no audio stream" in p for p in by_name["video_only"].problems)
    assert by_name["video_only"].stable_frame_count == 2
    assert any("no video stream" in p for p in by_name["audio_only"].problems)
    assert any("cannot be decoded" in p for p in by_name["unknown_codec"].problems)
    assert any("scaled down to 1920x1080" in p for p in by_name["big4k"].problems)
    assert by_name["big4k"].stable_frame_count == 1
    assert by_name["truncated"].status == "failed"
    assert "not readable as video" in by_name["truncated"].problems[0]
    cut = by_name["cut_faststart"]
    assert cut.status == "partial" and 1 <= cut.stable_frame_count < 4
    assert any("probably truncated" in p for p in cut.problems)
    for v in result.videos:
        assert v.problems, v.visible_path
        if v.status != "failed":
            assert Path(v.timeline_path).is_file() and Path(v.summary_path).is_file()
    run = read_json(out.video_run_manifest)
    assert len(run["videos"]) == 8
    assert all(Path(v.visible_path).suffix == ".mp4" for v in result.videos)
    # the input folder is untouched
    assert sorted(p.name for p in (task / "context" / "video").iterdir()) == sorted(
        f"{n}.mp4" for n in by_name
    )


def test_a_video_past_the_duration_limit_is_processed_up_to_it(tmp_path: Path) -> None:
    task = tmp_path / "task_long"
    (task / "context" / "video").mkdir(parents=True)
    shutil.copy(BRIEFING, task / "context" / "video" / "briefing.mp4")
    base = video_settings(tmp_path)
    result, out = process(task, tmp_path, limits=base.limits.model_copy(update={"max_duration_s": 6.0}))
    (video,) = result.videos
    assert video.duration_s == 6.0 and video.status == "partial"
    assert any("only its first 6 s are processed" in p for p in video.problems)
    manifest = read_json(out.video_manifest("briefing"))
    assert all(f["start_s"] < 6.0 for f in manifest["stable_frames"])
    assert (
        "Note: the video lasts 25 s; only its first 6 s are processed"
        in out.video_timeline("briefing").read_text()
    )


def test_a_task_without_videos_is_skipped_and_writes_nothing(tmp_path: Path) -> None:
    task = tmp_path / "task_none"
    (task / "context" / "csv").mkdir(parents=True)
    (task / "context" / "csv" / "a.csv").write_text("x\n1\n")
    result, out = process(task, tmp_path)
    assert result.status == "skipped" and result.videos == []
    assert not out.video_dir.exists()
