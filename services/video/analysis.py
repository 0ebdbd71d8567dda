"""The blocking work on one video: decode, stable frames, OCR, speech, then the files of its output folder.

Timings per stage (decode, stable_frames, ocr, asr) go to the video's manifest; decoding and stable-frame
detection run interleaved (frames are compared as they are decoded), so ``decode`` is the time spent
inside PyAV and ``stable_frames`` the time spent comparing.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from services.video.frames import StableFrame, stable_frames
from services.video.media import (
    FrameSample,
    MediaInfo,
    UnreadableVideoError,
    probe,
    read_audio,
    sample_frames,
)
from services.video.settings import VideoSettings
from services.video.slides import SlideText, jpeg_bytes, read_slide, relate
from services.video.speech import Transcriber, Transcript
from services.video.statements import statements
from services.video.timeline import SlideEntry, build_timeline
from shared.artifacts import atomic_write_bytes, atomic_write_text, write_json
from shared.errors import DataAgentError
from shared.layout import TaskOutput
from shared.ocr import OcrUnavailableError, usable_languages

__all__ = ["Analysis", "UnreadableVideoError", "analyse"]


@dataclass
class Analysis:
    duration_s: float
    slides: list[SlideEntry]
    transcript: Transcript | None
    timeline: str
    problems: list[str]
    timings: dict[str, float]
    manifest: dict[str, Any] = field(default_factory=dict)


class _Timed:
    """Wraps the sample iterator: time inside the decoder vs time spent by the consumer."""

    def __init__(self, samples: Iterator[FrameSample]) -> None:
        self.samples = samples
        self.decode_s = 0.0
        self.count = 0
        self.last_t = 0.0

    def __iter__(self) -> Iterator[FrameSample]:
        while True:
            t0 = time.perf_counter()
            s = next(self.samples, None)
            self.decode_s += time.perf_counter() - t0
            if s is None:
                return
            self.count += 1
            self.last_t = s.t
            yield s


def _frames(
    path: Path, info: MediaInfo, end: float, s: VideoSettings, problems: list[str], timings: dict
) -> list[StableFrame]:
    """The stable frames up to ``end`` (the processed duration; 0 when the file states none)."""
    if not info.has_video:
        return []
    t0 = time.perf_counter()
    timed = _Timed(sample_frames(path, s.frames, s.limits, problems))
    found = stable_frames(timed, s.frames, end or None)
    total = time.perf_counter() - t0
    timings["decode"] = round(timed.decode_s, 3)
    timings["stable_frames"] = round(total - timed.decode_s, 3)
    timings["samples"] = timed.count
    if timed.count == 0:
        problems.append("no video frame could be decoded")
    elif end and timed.last_t < end - s.limits.truncated_gap_s:
        problems.append(f"frames end at {timed.last_t:.1f} s of {end:.1f} s: the file is probably truncated")
    return found


def _ocr(found: list[StableFrame], s: VideoSettings, problems: list[str]) -> list[SlideText | None]:
    if not found or not s.ocr.enabled:
        return [None] * len(found)
    cfg = s.ocr
    try:
        langs, missing = usable_languages(
            cfg.languages, str(cfg.tessdata) if cfg.tessdata else None, cfg.timeout_s
        )
    except OcrUnavailableError as e:
        problems.append(f"slide text not read: OCR not available ({e})")
        return [None] * len(found)
    if missing:
        problems.append(f"OCR languages not installed: {'+'.join(missing)}")

    def one(frame: StableFrame) -> SlideText | None:
        try:
            return read_slide(frame.image, cfg, langs)
        except Exception as e:  # one unreadable frame never takes the others with it
            problems.append(f"slide {frame.index}: OCR failed: {str(e)[:200]}")
            return None

    with ThreadPoolExecutor(max_workers=cfg.workers, thread_name_prefix="video-ocr") as pool:
        texts = list(pool.map(one, found))
    read = [t for t in texts if t is not None]
    relate([t or SlideText([], 0.0) for t in texts], cfg.same_slide_similarity)
    low = [
        f.index
        for f, t in zip(found, texts, strict=True)
        if t is not None and t.lines and t.confidence < cfg.low_confidence
    ]
    if low:
        problems.append(f"low OCR confidence (<{cfg.low_confidence}) on slides {', '.join(map(str, low))}")
    if found and not read:
        problems.append("no slide text could be read")
    return texts


def _speech(
    path: Path, info: MediaInfo, s: VideoSettings, transcriber: Transcriber, problems: list[str]
) -> Transcript | None:
    if not info.has_audio or not s.speech.enabled:
        return None
    audio = read_audio(path, s.limits, problems)
    if audio.size == 0:
        problems.append("the audio stream holds no decodable samples")
        return None
    try:
        transcript = transcriber.transcribe(audio)
    except (DataAgentError, OSError, RuntimeError, ValueError, ImportError) as e:
        problems.append(f"speech not transcribed: {str(e)[:300]}")
        return None
    if transcript.segments and transcript.language_probability < s.speech.min_language_probability:
        problems.append(
            f"speech language uncertain: {transcript.language} with probability "
            f"{transcript.language_probability:.2f}; the transcript may be unreliable"
        )
    return transcript


def analyse(
    path: Path, visible: str, name: str, output: TaskOutput, s: VideoSettings, transcriber: Transcriber
) -> Analysis:
    """Everything but the summary; UnreadableVideoError when the file is not readable media at all."""
    info = probe(path, s.limits)
    problems = list(info.problems)
    timings: dict[str, float] = {}
    duration = min(info.duration_s, s.limits.max_duration_s) if info.duration_s else 0.0
    found = _frames(path, info, duration, s, problems, timings)
    t0 = time.perf_counter()
    texts = _ocr(found, s, problems)
    timings["ocr"] = round(time.perf_counter() - t0, 3)
    t0 = time.perf_counter()
    transcript = _speech(path, info, s, transcriber, problems)
    timings["asr"] = round(time.perf_counter() - t0, 3)
    if not duration and found:
        duration = found[-1].end_s
    output.video_frames_dir(name).mkdir(parents=True, exist_ok=True)
    slides = []
    for frame, text in zip(found, texts, strict=True):
        path_out = output.video_frame(name, frame.index, frame.start_s)
        atomic_write_bytes(path_out, jpeg_bytes(frame.image, s.frames.jpeg_quality))
        rel = path_out.relative_to(output.video_output(name)).as_posix()
        slides.append(SlideEntry(frame.index, frame.start_s, frame.end_s, rel, text))
    write_json(
        output.video_transcript(name),
        {"visible_path": visible, **(transcript.as_dict() if transcript else {"segments": []})},
    )
    timeline = build_timeline(visible, duration, slides, transcript, problems, s.ocr.low_confidence)
    atomic_write_text(output.video_timeline(name), timeline)
    manifest = {
        "visible_path": visible,
        "physical_path": str(path),
        "size": path.stat().st_size,
        "duration_s": info.duration_s,
        "processed_s": duration,
        "streams": {
            "video": info.video_codec,
            "audio": info.audio_codec,
            "width": info.width,
            "height": info.height,
        },
        "settings": {
            "frames": s.frames.model_dump(),
            "ocr_languages": s.ocr.languages,
            "speech_model": s.speech.model,
        },
        "language": transcript.language if transcript else None,
        "language_probability": transcript.language_probability if transcript else None,
        "stable_frames": [
            {
                "index": e.index,
                "start_s": e.start_s,
                "end_s": e.end_s,
                "path": e.frame,
                "ocr_confidence": e.text.confidence if e.text else None,
                "repeat_of": e.text.repeat_of + 1 if e.text and e.text.repeat_of is not None else None,
                "version_of": e.text.version_of + 1 if e.text and e.text.version_of is not None else None,
            }
            for e in slides
        ],
        "statements": statements(slides, transcript),
        "transcript_path": str(output.video_transcript(name)),
        "timeline_path": str(output.video_timeline(name)),
        "stable_frames_dir": str(output.video_frames_dir(name)),
    }
    return Analysis(duration, slides, transcript, timeline, problems, timings, manifest)
