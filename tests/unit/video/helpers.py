"""Video test helpers: the committed task set, settings aimed at tmp folders, small media made with PyAV."""

from __future__ import annotations

import json
from pathlib import Path

import av
import numpy as np

from services.video.settings import VideoSettings
from shared.config import REPO_ROOT, load_settings
from tests.videogen.mux import mux_frames, mux_pcm

VIDEO_TASKS = REPO_ROOT / "tests" / "data" / "video_tasks"
BRIEFING = VIDEO_TASKS / "input" / "task_v1" / "context" / "video" / "briefing.mp4"
CHANNEL = VIDEO_TASKS / "input" / "task_v2" / "context" / "video" / "channel_report.mp4"
CHINESE = VIDEO_TASKS / "input" / "task_v3" / "context" / "video" / "scope_zh.mp4"
SCRIPT = json.loads((VIDEO_TASKS / "script.json").read_text(encoding="utf-8"))


def video_settings(tmp_path: Path, *, speech: bool = False, model: str = "tiny.en", **kw) -> VideoSettings:
    base = load_settings(
        VideoSettings, artifact_root=tmp_path / "artifacts", input_roots=[tmp_path, VIDEO_TASKS]
    )
    update = {
        "cache_dir": tmp_path / "cache",
        "speech": base.speech.model_copy(update={"enabled": speech, "model": model}),
        **kw,
    }
    return base.model_copy(update=update)


def write_video(
    path: Path,
    frames: list[np.ndarray],
    *,
    fps: int = 2,
    codec: str = "mpeg4",
    audio_s: float = 0.0,
    with_video: bool = True,
    faststart: bool = False,
) -> Path:
    """A small file: ``frames`` (RGB) at ``fps``, and ``audio_s`` seconds of a tone when > 0; ``faststart``
    puts the index first, so a truncated copy still has readable frames."""
    with av.open(str(path), "w", options={"movflags": "+faststart"} if faststart else {}) as out:
        v = None
        if with_video:
            h, w = frames[0].shape[:2]
            v = out.add_stream(codec, rate=fps)
            v.width, v.height, v.pix_fmt = w, h, "yuv420p"
        a = None
        if audio_s:
            a = out.add_stream("aac", rate=16000)
            a.layout = "mono"
        if v is not None:
            mux_frames(out, v, frames)
        if a is not None:
            t = np.arange(int(audio_s * 16000)) / 16000
            mux_pcm(out, a, (np.sin(2 * np.pi * 440 * t) * 8000).astype(np.int16), 16000)
    return path


def slide_image(seed: int, h: int = 180, w: int = 320) -> np.ndarray:
    """A light screen with dark text-like bars, different per seed (RGB uint8)."""
    rng = np.random.default_rng(seed)
    img = np.full((h, w, 3), 245, dtype=np.uint8)
    for row in range(20, h - 20, 18):
        x0 = int(rng.integers(10, 60))
        x1 = int(rng.integers(x0 + 40, w - 10))
        img[row : row + 8, x0:x1] = 20
    return img
