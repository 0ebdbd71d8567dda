"""The part of a page that bears on a query, when the whole page does not fit: the line that holds the most
of the query's words, then the lines around it, nearer ones first, and the page's first line (its heading)
when there is room.

Public API::

    text = excerpt(page_text, query, max_chars)    # the page itself when it fits

Lines are kept whole and in page order; a line longer than ``max_chars`` is cut around its best match.
Cut places are marked with "...".
"""

from __future__ import annotations

from shared.pages.index import words

_GAP = "..."


def excerpt(text: str, query: str, max_chars: int) -> str:
    """At most ``max_chars`` of ``text`` (and "..." marks) around the query's words (see the module doc)."""
    if len(text) <= max_chars:
        return text
    terms = {w for w in words(query) if len(w) > 2 or not w.isascii()}
    lines = text.splitlines() or [text]
    scores = [len(terms & set(words(line))) for line in lines]
    best = max(range(len(lines)), key=lambda i: (scores[i], -i))
    if len(lines[best]) >= max_chars:
        return _cut_line(lines[best], terms, max_chars)
    keep = {best}
    room = max_chars - len(lines[best])
    if best > 0 and len(lines[0]) + 1 <= room // 4:
        keep.add(0)
        room -= len(lines[0]) + 1
    # Outwards from the best line, the line after it first (a label tends to come before its figures);
    # a side stops at the first line that does not fit, so what is kept is one stretch of the page.
    open_sides = {1: best + 1, -1: best - 1}
    while open_sides:
        for side in (1, -1):
            i = open_sides.get(side)
            if i is None:
                continue
            if not 0 <= i < len(lines) or len(lines[i]) + 1 > room:
                del open_sides[side]
                continue
            if i not in keep:
                keep.add(i)
                room -= len(lines[i]) + 1
            open_sides[side] = i + side
    out: list[str] = []
    previous = -1
    for i in sorted(keep):
        if i != previous + 1:
            out.append(_GAP)
        out.append(lines[i])
        previous = i
    if previous != len(lines) - 1:
        out.append(_GAP)
    return "\n".join(out)


def _cut_line(line: str, terms: set[str], max_chars: int) -> str:
    """``max_chars`` of one long line around the first place where one of ``terms`` occurs."""
    low = line.lower()
    spots = [low.find(t) for t in terms if low.find(t) >= 0]
    centre = min(spots) if spots else 0
    start = max(0, min(centre - max_chars // 3, len(line) - max_chars))
    return (
        (_GAP if start else "")
        + line[start : start + max_chars]
        + (_GAP if start + max_chars < len(line) else "")
    )
