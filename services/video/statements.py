"""What a video states, by program: the slide lines that carry values and the speech, in time order, for
a reader that needs the video's conditions without its whole timeline.

A slide line is kept when it carries something a condition is made of: a form row (``Label: value``), a
table row, a figure or a date, or a comparison (``>=``, ``≤``, ``=``, ``!=``); a short line without any of
these is a heading and is left out. A repeated slide adds nothing. A revised slide's earlier version is
left out except for its lines the later version does not show again under the same label (a value masked
on the later one), which are kept with a note saying where they were read. Speech segments are kept
whole unless the recogniser looped on one token.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from services.video.speech import Transcript
from services.video.timeline import SlideEntry
from shared.timeline import clock

_LABEL = re.compile(r"^\s*([^:：|]{1,60}?)\s*[:：]\s*(.*)$")
_VALUE_MARK = re.compile(r"\d|[|=<>≤≥≠]")
_WORD = re.compile(r"[A-Za-z0-9_]+|[\u3400-\u9fff]")
_HEADING_WORDS = 3
_HEADING_CJK = 6


@dataclass
class Statement:
    source: str  # "slide" | "speech"
    start_s: float
    end_s: float
    text: str
    slide: int | None = None
    note: str = ""


def _label(text: str) -> tuple[str, str] | None:
    m = _LABEL.match(text)
    return (m.group(1).strip().lower(), m.group(2).strip()) if m else None


def _carries_values(text: str) -> bool:
    labelled = _label(text)
    if labelled is not None:
        return bool(labelled[1])
    if _VALUE_MARK.search(text):
        return True
    words = _WORD.findall(text)
    cjk = sum(1 for w in words if len(w) == 1 and not w.isascii())
    return len(words) - cjk > _HEADING_WORDS or cjk > _HEADING_CJK


def _looped(text: str) -> bool:
    """A recogniser stuck on one token ("4,4,4,4,..."): no statement."""
    tokens = re.findall(r"\w+", text.lower())
    return len(tokens) >= 8 and max(tokens.count(t) for t in set(tokens)) > len(tokens) / 2


def slide_statements(slides: list[SlideEntry]) -> list[Statement]:
    by_index = {s.index: s for s in slides}
    out: list[Statement] = []
    for slide in slides:
        t = slide.text
        if t is None or t.repeat_of is not None:
            continue
        if t.revised_by:
            continue  # its lines are read from the later version, which lists what it no longer shows
        for line in t.lines:
            if _carries_values(line.text):
                out.append(Statement("slide", slide.start_s, slide.end_s, line.text, slide.index))
        if t.version_of is None:
            continue
        earlier = by_index.get(t.version_of + 1)
        shown = {lab[0] for lab in (_label(x.text) for x in t.lines) if lab is not None and lab[1]}
        for missing in t.earlier_lines_missing:
            labelled = _label(missing)
            if labelled is not None and labelled[0] in shown:
                continue  # revised: the later value stands
            if not _carries_values(missing):
                continue
            where = f"slide {earlier.index} at {clock(earlier.start_s)}" if earlier else "an earlier version"
            out.append(
                Statement(
                    "slide",
                    slide.start_s,
                    slide.end_s,
                    missing,
                    slide.index,
                    f"read on {where}; not readable on this later version",
                )
            )
    return out


def statements(slides: list[SlideEntry], transcript: Transcript | None) -> list[dict]:
    """The video's statements in time order, as the manifest stores them."""
    found = slide_statements(slides)
    for seg in transcript.segments if transcript else []:
        text = seg.text.strip()
        if text and not _looped(text):
            found.append(Statement("speech", seg.start, seg.end, text))
    found.sort(key=lambda s: (s.start_s, s.source != "slide"))
    return [asdict(s) for s in found]
