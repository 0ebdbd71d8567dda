"""The timeline: slide intervals with their text and speech segments interleaved by time, each line stamped.

    [00:05.0-00:09.0] SLIDE 2 (stable_frames/slide_002_00m05s.jpg; OCR confidence 0.94)
    [00:05.0-00:09.0] slide 2: | min_amount | 5000 |
    [00:05.2-00:08.6] SPEECH: The parameter table lists the minimum amount ...

A repeated slide keeps its own interval and says which slide it repeats; a revised slide (a value masked
or changed) names the earlier version and lists the earlier lines it no longer shows, and the earlier
version is marked as earlier, so a reader sees both.
"""

from __future__ import annotations

from dataclasses import dataclass

from services.video.slides import SlideText
from services.video.speech import Transcript
from shared.timeline import clock, stamp


@dataclass
class SlideEntry:
    index: int
    start_s: float
    end_s: float
    frame: str  # path of the stable frame relative to the video's output folder
    text: SlideText | None  # None: not OCRed


def _slide_lines(slide: SlideEntry, by_index: dict[int, SlideEntry], low_confidence: float) -> list[str]:
    s = stamp(slide.start_s, slide.end_s)
    t = slide.text
    head = f"{s}SLIDE {slide.index} ({slide.frame}"
    if t is not None:
        head += f"; OCR confidence {t.confidence:.2f}"
    head += ")"
    notes = []
    if t is not None and t.repeat_of is not None:
        first = by_index[t.repeat_of + 1]
        notes.append(f"same text as slide {first.index} at {clock(first.start_s)}")
    if t is not None and t.version_of is not None:
        first = by_index[t.version_of + 1]
        notes.append(f"LATER VERSION of slide {first.index} at {clock(first.start_s)}")
    if t is not None and t.revised_by:
        later = ", ".join(
            f"slide {by_index[j + 1].index} at {clock(by_index[j + 1].start_s)}" for j in t.revised_by
        )
        notes.append(f"EARLIER VERSION: revised later by {later}")
    if t is not None and t.masked:
        notes.append("some values are masked on screen")
    if notes:
        head += " - " + "; ".join(notes)
    lines = [head]
    if t is None:
        return lines
    if not t.lines:
        lines.append(f"{s}slide {slide.index}: (no text read)")
    for line in t.lines:
        mark = f" (low OCR confidence {line.confidence:.2f})" if line.confidence < low_confidence else ""
        lines.append(f"{s}slide {slide.index}: {line.text}{mark}")
    for missing in t.earlier_lines_missing:
        lines.append(f"{s}slide {slide.index}: [shown on the earlier version, not readable here] {missing}")
    return lines


def build_timeline(
    visible_path: str,
    duration_s: float,
    slides: list[SlideEntry],
    transcript: Transcript | None,
    notes: list[str],
    low_confidence: float,
) -> str:
    """The Markdown timeline (see the module text); ``notes`` are the video's recorded problems."""
    language = transcript.language if transcript else "none"
    segments = transcript.segments if transcript else []
    out = [
        f"# Timeline of {visible_path}",
        "",
        f"Duration {clock(duration_s)}; {len(slides)} stable frames (slides); {len(segments)} speech "
        f"segments; speech language: {language}.",
    ]
    out += [f"Note: {n}" for n in notes]
    out.append("")
    by_index = {s.index: s for s in slides}
    events: list[tuple[float, int, list[str]]] = []
    for slide in slides:
        events.append((slide.start_s, 0, _slide_lines(slide, by_index, low_confidence)))
    for seg in segments:
        events.append((seg.start, 1, [f"{stamp(seg.start, seg.end)}SPEECH: {seg.text}"]))
    for _, _, lines in sorted(events, key=lambda e: (e[0], e[1])):
        out.extend(lines)
    if not events:
        out.append("(nothing was read from this video)")
    return "\n".join(out) + "\n"
