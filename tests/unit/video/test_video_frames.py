"""Stable frames from sampled frames: slides, a two-second slide, a cursor, a crossfade, a repeat, a mask."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from services.video.frames import frame_difference, stable_frames
from services.video.media import FrameSample, probe, sample_frames
from tests.unit.video.helpers import BRIEFING, SCRIPT, slide_image, video_settings


def grey(img: np.ndarray) -> np.ndarray:
    return img.mean(axis=2).astype(np.float32) / 255.0


def samples(images: list[np.ndarray], step: float = 0.5) -> list[FrameSample]:
    return [FrameSample(i * step, grey(img), lambda img=img: img) for i, img in enumerate(images)]


def with_cursor(img: np.ndarray, x: int, y: int) -> np.ndarray:
    out = img.copy()
    out[y : y + 6, x : x + 4] = 0
    return out


def test_slides_and_a_two_second_slide_survive(tmp_path: Path) -> None:
    cfg = video_settings(tmp_path).frames
    a, b, c = slide_image(1), slide_image(2), slide_image(3)
    found = stable_frames(samples([a] * 8 + [b] * 4 + [c] * 8), cfg)
    assert [(f.start_s, f.end_s, f.samples) for f in found] == [(0.0, 4.0, 8), (4.0, 6.0, 4), (6.0, 10.0, 8)]
    assert found[1].image is not None and np.array_equal(found[1].image, b)


def test_a_moving_cursor_does_not_make_slides(tmp_path: Path) -> None:
    cfg = video_settings(tmp_path).frames
    a = slide_image(1)
    moving = [with_cursor(a, 40 + 25 * i, 30 + 11 * i) for i in range(10)]
    found = stable_frames(samples(moving), cfg)
    assert len(found) == 1 and found[0].samples == 10


def test_a_crossfade_makes_no_slide_of_its_own(tmp_path: Path) -> None:
    cfg = video_settings(tmp_path).frames
    a, b = slide_image(1), slide_image(2)
    fade = [(a * (1 - k) + b * k).astype(np.uint8) for k in (0.2, 0.4, 0.6, 0.8)]
    found = stable_frames(samples([a] * 6 + fade + [b] * 6), cfg)
    assert len(found) == 2
    assert np.array_equal(found[0].image, a) and np.array_equal(found[1].image, b)


def test_the_same_slide_shown_twice_keeps_both_intervals(tmp_path: Path) -> None:
    cfg = video_settings(tmp_path).frames
    a, b = slide_image(1), slide_image(2)
    found = stable_frames(samples([a] * 4 + [b] * 4 + [a] * 4), cfg)
    assert [(f.start_s, f.end_s) for f in found] == [(0.0, 2.0), (2.0, 4.0), (4.0, 6.0)]


def test_a_value_masked_in_one_spot_starts_a_new_slide(tmp_path: Path) -> None:
    cfg = video_settings(tmp_path).frames
    a = slide_image(1)
    masked = a.copy()
    masked[56:66, 200:250] = 0  # a black box over one value: little of the whole frame, much of a tile
    mean, tile = frame_difference(grey(a), grey(masked), cfg)
    assert mean < cfg.diff_threshold < tile
    assert len(stable_frames(samples([a] * 4 + [masked] * 4), cfg)) == 2


def test_too_short_runs_are_not_slides(tmp_path: Path) -> None:
    cfg = video_settings(tmp_path).frames
    imgs = [slide_image(i) for i in range(6)]
    assert stable_frames(samples(imgs), cfg) == []


def test_the_committed_briefing_has_its_six_slides_with_the_two_second_one(tmp_path: Path) -> None:
    s = video_settings(tmp_path)
    info = probe(BRIEFING, s.limits)
    problems: list[str] = []
    found = stable_frames(sample_frames(BRIEFING, s.frames, s.limits, problems), s.frames, info.duration_s)
    assert problems == []
    script = SCRIPT["task_v1/context/video/briefing.mp4"]["slides"]
    assert len(found) == len(script)
    for frame, slide in zip(found, script, strict=True):
        # a slide's run starts at its cut, or one sample later after a crossfade
        assert slide["start_s"] <= frame.start_s <= slide["start_s"] + 1.0
    two = next(f for f, s in zip(found, script, strict=True) if s["seconds"] == 2)
    assert two.samples == 4
