"""The lines of the retrieved pages that bear most on a question, so that a model with a small context
reads what every retrieved page says about it, not only the first page or two whole.

Public API::

    lines = select(pages, query, kind, idf, count)   # [(page hit, line)], best first

A page is read as the model would read it (table rows beside their headers, ``shared.pages.tables``); a
paragraph longer than a line is read sentence by sentence. A line scores the inverse document
frequency of the distinct query words it holds (``idf``: a word's weight in the page's document), so a
rare word of the question counts more than a word every page holds; words that only phrase a question
(what, how, did ...) count nothing. A number question takes only lines that hold a figure other than a
year. Ties go to the page retrieved first.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from shared.pages.index import words
from shared.pages.search import PageHit
from shared.pages.tables import serialise_tables

# Words that phrase a question rather than name what it asks about.
# fmt: off
_QUESTION_WORDS = frozenset((
    "what", "which", "who", "whom", "whose", "how", "many", "much", "did", "does", "do", "was", "were",
    "is", "are", "be", "been", "has", "have", "had", "the", "a", "an", "of", "in", "on", "at", "to", "for",
    "and", "or", "by", "with", "from", "its", "their", "any", "this", "that", "as", "per", "all", "there",
))
# fmt: on
_SENTENCE_END = re.compile(r"(?<=[.;!?。；！？])\s+(?=[A-Z0-9\"“(\u3400-\u9fff])|(?<=[。；！？])")
# A figure that is not a year: digits with a separator or decimals, or a run of digits not 19xx/20xx.
_FIGURE = re.compile(r"(?<![\w.])(?:\d{1,3}(?:,\d{3})+|\d+\.\d+|(?!(?:19|20)\d{2}\b)\d+)(?![\w])")
_LONG_LINE = 300
_MAX_LINE = 600


def units(text: str) -> list[str]:
    """The lines of a page as the model reads them; a long paragraph split into its sentences."""
    out = []
    for line in serialise_tables(text).splitlines():
        line = line.strip()
        if not line:
            continue
        parts = _SENTENCE_END.split(line) if len(line) > _LONG_LINE else [line]
        out += [p.strip()[:_MAX_LINE] for p in parts if p.strip()]
    return out


def query_terms(query: str) -> set[str]:
    """The words of ``query`` that name what it asks about."""
    return {w for w in words(query) if w not in _QUESTION_WORDS and (len(w) > 2 or not w.isascii())}


def select(
    pages: Sequence[PageHit],
    query: str,
    kind: str,
    idf: Callable[[str, str], float],
    count: int,
) -> list[tuple[PageHit, str]]:
    """The ``count`` best lines of ``pages`` for ``query`` (see the module doc); ``idf(doc, word)``."""
    terms = query_terms(query)
    if not terms or count <= 0:
        return []
    scored: list[tuple[float, int, int, PageHit, str]] = []
    seen: set[str] = set()
    for rank, hit in enumerate(pages):
        for i, line in enumerate(units(hit.text)):
            if line in seen or (kind == "number" and not _FIGURE.search(line)):
                continue
            found = terms & set(words(line))
            if not found:
                continue
            seen.add(line)
            scored.append((sum(idf(hit.doc, t) for t in found), rank, i, hit, line))
    scored.sort(key=lambda s: (-s[0], s[1], s[2]))
    return [(hit, line) for _, _, _, hit, line in scored[:count]]
