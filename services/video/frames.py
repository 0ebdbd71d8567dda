"""Stable frames: runs of sampled frames that stay within ``diff_threshold`` of the run's first sample.

Each sample is compared with the first sample (the anchor) of the current run, not with its neighbour, so
a slow crossfade, whose neighbouring samples differ little, still drifts away from the anchor and ends the
run. The difference is the share of pixels of the small grey frame whose level moved by more than
``pixel_delta``; a tile grid also catches a change confined to one spot (a value masked or edited) that
the whole-frame share would hide, while a moving cursor stays under both thresholds. A run of at least
``min_stable_samples`` is a stable
frame; showing the same slide again later starts a new run, so both intervals are kept.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import numpy as np

from services.video.media import FrameSample
from services.video.settings import FrameSettings


@dataclass
class StableFrame:
    index: int  # 1-based, in time order
    start_s: float
    end_s: float
    samples: int
    image: np.ndarray  # RGB, the representative sample


def frame_difference(a: np.ndarray, b: np.ndarray, cfg: FrameSettings) -> tuple[float, float]:
    """(share of pixels whose grey level moved more than ``pixel_delta``, the largest share in one tile)."""
    diff = (np.abs(a - b) > cfg.pixel_delta).astype(np.float32)
    tiles_x, tiles_y = cfg.tiles_x, cfg.tiles_y
    h, w = diff.shape
    th, tw = max(1, h // tiles_y), max(1, w // tiles_x)
    grid = diff[: th * tiles_y, : tw * tiles_x].reshape(tiles_y, th, tiles_x, tw).mean(axis=(1, 3))
    return float(diff.mean()), float(grid.max())


@dataclass
class _Run:
    start_s: float
    anchor: np.ndarray
    count: int
    image: Callable[[], np.ndarray]  # converted only when the run turns out stable


def stable_frames(
    samples: Iterable[FrameSample], cfg: FrameSettings, end_s: float | None = None
) -> list[StableFrame]:
    """The stable frames of ``samples`` (in time order); a run ends where the next begins, the last at
    ``end_s`` (or its last sample plus one sampling step)."""
    found: list[StableFrame] = []
    run: _Run | None = None
    last_t = 0.0

    def close(until: float) -> None:
        if run is not None and run.count >= cfg.min_stable_samples:
            found.append(StableFrame(len(found) + 1, run.start_s, until, run.count, run.image()))

    for s in samples:
        last_t = s.t
        if run is not None:
            mean, tile = frame_difference(s.small, run.anchor, cfg)
            if mean <= cfg.diff_threshold and tile <= cfg.tile_diff_threshold:
                if run.count == cfg.representative_index:
                    run.image = s.full
                run.count += 1
                continue
            close(s.t)
        run = _Run(s.t, s.small, 1, s.full)
    stop = end_s if end_s is not None and end_s > last_t else last_t + 1.0 / cfg.sample_fps
    close(stop)
    return found
