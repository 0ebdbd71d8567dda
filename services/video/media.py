"""Reading a video with PyAV (no system ffmpeg): its streams, sampled frames, and its audio as 16 kHz PCM.

Every problem of the file (unreadable, truncated, no stream of a kind, a codec without a decoder, a frame
too large, a duration past the configured limit) becomes a sentence in ``problems``; nothing here raises
for bad input except ``UnreadableVideoError`` when the file cannot be opened as media at all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

try:
    import av
except ImportError:  # the video extra (requirements-video.lock) is not installed
    av = None

from services.video.settings import FrameSettings, LimitSettings

AUDIO_RATE = 16000


class UnreadableVideoError(Exception):
    """The file is not media PyAV can open (empty, corrupt, not a container)."""


@dataclass
class MediaInfo:
    duration_s: float
    video_codec: str = ""
    audio_codec: str = ""
    width: int = 0
    height: int = 0
    has_video: bool = False
    has_audio: bool = False
    problems: list[str] = field(default_factory=list)


def _codec(stream: object) -> tuple[str, bool]:
    """(the codec's name, whether this PyAV can decode it); a stream of an unknown codec has no context."""
    ctx = getattr(stream, "codec_context", None)
    if ctx is None or not ctx.name:
        tag = getattr(stream, "codec_tag", "") or "unknown"
        return str(tag), False
    try:
        return ctx.name, av.codec.Codec(ctx.name, "r") is not None
    except (av.FFmpegError, ValueError):
        return ctx.name, False


def probe(path: Path, limits: LimitSettings) -> MediaInfo:
    """What the file holds; UnreadableVideoError when it cannot be opened as media at all."""
    if av is None:
        raise UnreadableVideoError("PyAV is not installed (pip install -r requirements-video.lock)")
    size = path.stat().st_size
    if size == 0:
        raise UnreadableVideoError("the file is empty (0 bytes)")
    if size > limits.max_file_bytes:
        raise UnreadableVideoError(f"the file has {size} bytes, over the limit of {limits.max_file_bytes}")
    try:
        with av.open(str(path)) as container:
            duration = container.duration / 1_000_000 if container.duration else 0.0
            info = MediaInfo(duration_s=duration)
            for stream in container.streams.video[:1]:
                info.video_codec, info.has_video = _codec(stream)
                if info.has_video:
                    info.width, info.height = stream.codec_context.width, stream.codec_context.height
                else:
                    info.problems.append(
                        f"video codec {info.video_codec!r} cannot be decoded; no frames read"
                    )
                if not duration and stream.duration and stream.time_base:
                    info.duration_s = float(stream.duration * stream.time_base)
            for stream in container.streams.audio[:1]:
                info.audio_codec, info.has_audio = _codec(stream)
                if not info.has_audio:
                    info.problems.append(
                        f"audio codec {info.audio_codec!r} cannot be decoded; no speech read"
                    )
    except (av.FFmpegError, ValueError, OSError, AttributeError) as e:
        raise UnreadableVideoError(f"not readable as video: {_describe(e)}") from e
    if info.has_video and (info.width > limits.max_frame_width or info.height > limits.max_frame_height):
        w, h = scaled_size(info.width, info.height, limits)
        info.problems.append(
            f"frames of {info.width}x{info.height} are scaled down to {w}x{h} for analysis and OCR"
        )
    if info.has_video and info.width * info.height == 0:
        info.has_video = False
        info.problems.append("the video stream has no frame size; no frames read")
    if not info.video_codec:
        info.problems.append("no video stream: no frames or slide text")
    if not info.audio_codec:
        info.problems.append("no audio stream: no speech")
    if info.duration_s > limits.max_duration_s:
        info.problems.append(
            f"the video lasts {info.duration_s:.0f} s; only its first {limits.max_duration_s:.0f} s "
            "are processed"
        )
    return info


def _describe(e: BaseException) -> str:
    text = str(e).strip() or type(e).__name__
    return text.splitlines()[0][:300]


def scaled_size(width: int, height: int, limits: LimitSettings) -> tuple[int, int]:
    """The frame size used for analysis and OCR: within the limits, aspect kept, even numbers."""
    scale = min(1.0, limits.max_frame_width / max(width, 1), limits.max_frame_height / max(height, 1))
    return max(2, int(width * scale) // 2 * 2), max(2, int(height * scale) // 2 * 2)


@dataclass
class FrameSample:
    """One sampled frame: its time, a small grey copy for comparison, and the full frame on demand."""

    t: float
    small: np.ndarray
    full: Callable[[], np.ndarray]


def sample_frames(
    path: Path, frames: FrameSettings, limits: LimitSettings, problems: list[str]
) -> Iterator[FrameSample]:
    """Frames at ``sample_fps`` up to the duration limit; a decoding failure ends the stream (recorded)."""
    step = 1.0 / frames.sample_fps
    next_t = 0.0
    try:
        with av.open(str(path)) as container:
            stream = container.streams.video[0]
            stream.thread_type = "AUTO"
            ctx = stream.codec_context
            width, height = scaled_size(ctx.width, ctx.height, limits)
            small_w = min(frames.analysis_width, width)
            small_h = max(2, round(height * small_w / width))
            for frame in container.decode(stream):
                t = float(frame.time) if frame.time is not None else next_t
                if t > limits.max_duration_s:
                    break
                if t + 1e-6 < next_t:
                    continue
                while next_t <= t + 1e-6:
                    next_t += step
                small = frame.reformat(width=small_w, height=small_h, format="gray").to_ndarray()
                yield FrameSample(t, small.astype(np.float32) / 255.0, _full(frame, width, height))
    except (av.FFmpegError, ValueError, OSError, IndexError, AttributeError) as e:
        problems.append(f"frames could not be decoded past this point: {_describe(e)}")


def _full(frame: av.VideoFrame, width: int, height: int) -> Callable[[], np.ndarray]:
    def convert() -> np.ndarray:
        return frame.reformat(width=width, height=height, format="rgb24").to_ndarray()

    return convert


def read_audio(path: Path, limits: LimitSettings, problems: list[str]) -> np.ndarray:
    """The first audio stream as mono float32 PCM at 16 kHz, cut at the duration limit."""
    chunks: list[np.ndarray] = []
    max_samples = int(limits.max_duration_s * AUDIO_RATE)
    total = 0
    try:
        with av.open(str(path)) as container:
            stream = container.streams.audio[0]
            resampler = av.AudioResampler(format="s16", layout="mono", rate=AUDIO_RATE)
            for frame in container.decode(stream):
                for out in resampler.resample(frame):
                    chunk = out.to_ndarray().reshape(-1)
                    chunks.append(chunk)
                    total += len(chunk)
                if total >= max_samples:
                    break
    except (av.FFmpegError, ValueError, OSError, IndexError, AttributeError) as e:
        problems.append(f"audio could not be decoded past {total / AUDIO_RATE:.1f} s: {_describe(e)}")
    if not chunks:
        return np.zeros(0, dtype=np.float32)
    return (np.concatenate(chunks)[:max_samples].astype(np.float32) / 32768.0).astype(np.float32)
