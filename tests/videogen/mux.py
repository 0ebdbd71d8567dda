"""Muxing with PyAV for the test videos and the video benchmark: RGB frames and mono 16-bit PCM, each
encoded into an open output stream and the encoder flushed."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

import av
import numpy as np


def mux_frames(
    out: av.container.OutputContainer, stream: av.VideoStream, frames: Iterable[np.ndarray]
) -> None:
    """Each RGB ``frame`` (uint8, height x width x 3) in order, then the encoder's remaining packets."""
    for frame in frames:
        for pkt in stream.encode(av.VideoFrame.from_ndarray(frame, format="rgb24")):
            out.mux(pkt)
    for pkt in stream.encode():
        out.mux(pkt)


def mux_pcm(out: av.container.OutputContainer, stream: av.AudioStream, pcm: np.ndarray, rate: int) -> None:
    """``pcm`` (int16 mono samples at ``rate``) as one frame from time 0, then the encoder's remaining
    packets."""
    frame = av.AudioFrame.from_ndarray(pcm.reshape(1, -1), format="s16", layout="mono")
    frame.sample_rate, frame.pts, frame.time_base = rate, 0, Fraction(1, rate)
    for pkt in stream.encode(frame):
        out.mux(pkt)
    for pkt in stream.encode():
        out.mux(pkt)
