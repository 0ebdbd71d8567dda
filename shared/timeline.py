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


def spread(items: list, limit: int) -> list:
    """At most ``limit`` of ``items``, spread evenly, the first and the last kept."""
    if len(items) <= limit:
        return list(items)
    if limit <= 0:
        return []
    if limit == 1:
        return [items[0]]
    step = (len(items) - 1) / (limit - 1)
    return [items[round(i * step)] for i in range(limit)]


def fit(text: str, max_chars: int, terms: tuple[str, ...] = ()) -> str:
    """``text`` within ``max_chars``, its lines kept in order: the heading, then lines naming one of
    ``terms`` (case-insensitive), then slide lines (they carry the values), then speech; dropped lines are
    marked once with ``...``."""
    if len(text) <= max_chars:
        return text
    lines = text.splitlines()
    low_terms = tuple(t.lower() for t in terms if t)

    def rank(line: str) -> int:
        if interval(line) is None:
            return 0
        if any(t in line.lower() for t in low_terms):
            return 1
        return 2 if "SPEECH:" not in line else 3

    keep: set[int] = set()
    used = 0
    for level in range(4):
        for i, line in enumerate(lines):
            if i not in keep and rank(line) == level and used + len(line) + 1 <= max_chars - 4:
                keep.add(i)
                used += len(line) + 1
    out: list[str] = []
    for i, line in enumerate(lines):
        if i in keep:
            out.append(line)
        elif out and out[-1] != "...":
            out.append("...")
    return "\n".join(out)
