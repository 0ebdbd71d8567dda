"""The line format of a video timeline, written by the video service and read by range in the solver.

Every line of a timeline's body starts with its interval, ``[mm:ss.s-mm:ss.s] ``; lines without one
(the heading) belong to no time. ``select`` keeps the lines whose interval overlaps a range.
"""

from __future__ import annotations

import re

_STAMP = re.compile(r"^\[(\d+):(\d{2}(?:\.\d+)?)-(\d+):(\d{2}(?:\.\d+)?)\] ")


def clock(seconds: float) -> str:
    """``mm:ss.s`` (minutes unbounded)."""
    seconds = max(0.0, seconds)
    minutes = int(seconds // 60)
    return f"{minutes:02d}:{seconds - 60 * minutes:04.1f}"


def stamp(start: float, end: float) -> str:
    return f"[{clock(start)}-{clock(end)}] "


def interval(line: str) -> tuple[float, float] | None:
    m = _STAMP.match(line)
    if m is None:
        return None
    return int(m[1]) * 60 + float(m[2]), int(m[3]) * 60 + float(m[4])


def parse_clock(text: str) -> float:
    """Seconds from ``ss``, ``ss.s``, ``mm:ss`` or ``hh:mm:ss``; ValueError otherwise."""
    parts = text.strip().split(":")
    if not 1 <= len(parts) <= 3 or any(not p for p in parts):
        raise ValueError(f"not a time: {text!r}")
    seconds = 0.0
    for part in parts:
        seconds = seconds * 60 + float(part)
    if seconds < 0:
        raise ValueError(f"not a time: {text!r}")
    return seconds


def select(text: str, start: float, end: float) -> list[str]:
    """The stamped lines of ``text`` whose interval overlaps [start, end]."""
    found = []
    for line in text.splitlines():
        span = interval(line)
        if span is not None and span[0] <= end and span[1] >= start:
            found.append(line)
    return found
