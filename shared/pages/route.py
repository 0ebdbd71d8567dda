"""Question to documents and chunks to pages: the routing and page steps of page-cited retrieval.

Public API::

    names = document_name_text(pages, title, first_pages=2)    # where a document's company name is looked for
    route = route_question(question, {doc_id: names})            # RouteResult: docs by named entity
    pages = parent_pages(hits, top_pages)                        # chunk hits -> unique pages, best first
    query = expand_query(search_text(question, route.entities, drops), expansions)   # what is searched

A question names its company (or, compared, several quoted companies); a document belongs to the name
when the name's core (legal suffixes dropped) is found in the document's title or first pages. A name
found in no document routes nowhere, and the answer is then N/A rather than a guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from shared.pages.index import ChunkHit

_LEGAL = {
    "inc", "incorporated", "corp", "corporation", "co", "company", "plc", "ltd", "limited", "llc", "lp",
    "sa", "ag", "nv", "se", "spa", "ab", "asa", "oyj", "bhd", "holdings", "holding", "group", "the",
}  # fmt: skip
_QUOTED = re.compile(r"[\"“”]([^\"“”]{2,120})[\"“”]")
_NAME_WORD = r"[A-Z0-9][\w&'.\-]*"
_SPAN = re.compile(
    rf"\b{_NAME_WORD}(?:(?:,?\s+|\s+(?:of|and|&|de|du|la|le|der|für|y)\s+){_NAME_WORD})*"
    r"(?:,?\s+(?:plc|ltd|inc|llc|limited|corp)\b\.?)?"
)
_NORM = re.compile(r"[^0-9a-z\u3400-\u9fff]+")


def _norm(text: str) -> str:
    return " " + _NORM.sub(" ", text.lower()).strip() + " "


def _core(name: str) -> str:
    parts = _norm(name).split()
    while parts and parts[-1] in _LEGAL:
        parts.pop()
    while parts and parts[0] == "the":
        parts.pop(0)
    return " ".join(parts)


@dataclass(frozen=True)
class DocumentNames:
    """Where a document's company name is looked for: ``head`` (title and first pages) first, then
    ``body`` (the whole text), both normalised."""

    head: str
    body: str


def document_names(pages: Sequence[str], title: str = "", first_pages: int = 3) -> DocumentNames:
    return DocumentNames(_norm(title + " " + " ".join(pages[:first_pages])), _norm(" ".join(pages)))


@dataclass
class RouteResult:
    """Documents per entity the question names; ``missing`` names found in no document."""

    entities: dict[str, list[str]] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)

    @property
    def docs(self) -> list[str]:
        out: list[str] = []
        for docs in self.entities.values():
            out.extend(d for d in docs if d not in out)
        return out


def candidate_names(question: str) -> list[str]:
    """Quoted names, else runs of capitalised words (the company a templated question names)."""
    quoted = [q.strip() for q in _QUOTED.findall(question)]
    names = [q for q in quoted if q and q[0].isupper()]
    if len(names) >= 2:
        return names
    return [m.group(0).strip(" ,.") for m in _SPAN.finditer(question)]


def route_question(
    question: str, docs: dict[str, DocumentNames], max_share: float = 0.5, body_min_hits: int = 3
) -> RouteResult:
    """Route ``question`` to the documents (``docs``: id -> ``document_names``) of the names it holds.

    A name matches a document when its core is a whole-word phrase of the document's head; a name in no
    head goes to the one document whose body holds it most often (at least ``body_min_hits`` times). A
    name matched by more than ``max_share`` of several documents names nothing specific and is ignored.
    Without quoted names, company-like names (legal suffix) are the only ones considered when there are
    any, and one entity is kept: the longest."""
    result = RouteResult()
    names = candidate_names(question)
    comparative = len(names) >= 2 and bool(_QUOTED.search(question))
    companies = [n for n in names if _looks_like_company(n)]
    if companies and not comparative:  # a named company decides; other capitalised words do not
        names = companies
    for name in names:
        found = _match(name, docs, max_share, body_min_hits)
        if found is not None:
            result.entities[found[0]] = found[1]
        elif comparative or _looks_like_company(name):
            result.missing.append(name)
    if not comparative and len(result.entities) > 1:
        best = max(result.entities, key=lambda n: (_looks_like_company(n), len(_core(n))))
        result.entities = {best: result.entities[best]}
    return result


def _tails(name: str) -> list[tuple[str, str]]:
    """The name and its tails (leading words such as "For" or "Did" dropped one by one) with their cores."""
    parts = name.split()
    out = []
    for k in range(len(parts)):
        tail = " ".join(parts[k:])
        core = _core(tail)
        if len(core) < 2 or not any(ch.isalpha() for ch in core):
            break
        out.append((tail, core))
    return out


def _match(
    name: str, docs: dict[str, DocumentNames], max_share: float, body_min_hits: int
) -> tuple[str, list[str]] | None:
    """The matching tail of ``name`` and its documents, or None."""
    tails = _tails(name)
    for tail, core in tails:
        hits = [d for d, names in docs.items() if f" {core} " in names.head]
        if hits and not (len(docs) > 2 and len(hits) > max_share * len(docs)):
            return tail, hits
    for tail, core in tails:
        if not _looks_like_company(tail):
            continue
        counts = {d: names.body.count(f" {core} ") for d, names in docs.items()}
        ranked = sorted(((n, d) for d, n in counts.items() if n >= body_min_hits), reverse=True)
        if ranked and (len(ranked) == 1 or ranked[0][0] > 2 * ranked[1][0]):
            return tail, [ranked[0][1]]
    return None


def _looks_like_company(name: str) -> bool:
    words = _norm(name).split()
    return len(words) >= 2 and words[-1] in _LEGAL


def parent_pages(hits: Sequence[ChunkHit], top_pages: int) -> list[tuple[int, float]]:
    """Pages of ``hits`` in order of their best chunk, each once, at most ``top_pages``."""
    best: dict[int, float] = {}
    for h in hits:
        if h.page not in best or h.score > best[h.page]:
            best[h.page] = h.score
    ranked = sorted(best.items(), key=lambda kv: -kv[1])
    return ranked[:top_pages]


def search_text(question: str, entities: Sequence[str], drop_patterns: Sequence[str]) -> str:
    """What is searched for: the question without the names it was routed by (every chunk of the
    routed document is about them) and without instruction phrases (``drop_patterns``, regular
    expressions, case-insensitive) such as what to answer when the data is missing."""
    text = question
    for pattern in drop_patterns:
        text = re.sub(pattern, " ", text, flags=re.IGNORECASE)
    for name in sorted(entities, key=len, reverse=True):
        text = text.replace(name, " ")
    text = re.sub(r"\s+", " ", text).strip()
    return text or question


def expand_query(text: str, expansions: Sequence[tuple[str, str]]) -> str:
    """``text`` followed by the words of every expansion whose pattern (a regular expression,
    case-insensitive) it matches: the terms a report uses for what a question names, such as "research
    and development" for "R&D" or "net cash provided by operating activities" for "cash flow from
    operations". Each expansion's words are added once, in the order of ``expansions``."""
    extra = [words for pattern, words in expansions if re.search(pattern, text, flags=re.IGNORECASE)]
    return " ".join([text, *extra]) if extra else text
