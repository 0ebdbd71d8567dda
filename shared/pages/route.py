"""Question to documents and chunks to pages: the routing and page steps of page-cited retrieval.

Public API::

    names = document_name_text(pages, title, first_pages=2)    # where a document's company name is looked for
    route = route_question(question, {doc_id: names})            # RouteResult: docs by named entity
    pages = parent_pages(hits, top_pages)                        # chunk hits -> unique pages, best first
    query = expand_query(search_text(question, route.entities, drops), expansions)   # what is searched

A question names its company (or, compared, several quoted companies); a document belongs to the name
when the name's core (legal suffixes dropped) is found in the document's title or first pages. When the
question holds no such name (lower case, a Chinese question, a short name), the documents' own names are
looked for in it instead: the company names their first pages print (a legal form such as "Inc." or
"有限公司" after them, a "简称" short name beside its label), matched as whole words, or for Chinese as the
longest run of characters shared with the question. A question that names nothing and is asked of one
document goes to it. A company name found in no document routes nowhere, and the answer is then N/A
rather than a guess.
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
# A company name as a report prints it: capitalised words, then a legal form.
_LATIN_COMPANY = re.compile(
    r"((?:[A-Z][\w&'.\-]*)(?:[ \t]+(?:[A-Z][\w&'.\-]*|&|of|and|de|du|la|der|für|y)){0,6}),?[ \t]+"
    r"(?i:inc\b\.?|corporation\b|corp\b\.?|plc\b|ltd\b\.?|limited\b|llc\b|"
    r"ag\b|se\b|n\.v\.|s\.a\.|s\.p\.a\.|asa\b|oyj\b|bhd\b)"
)
_CJK = r"\u3400-\u9fff"
# A Chinese company name: characters before a legal form, in one token of a line.
_CJK_COMPANY = re.compile(rf"([{_CJK}]{{2,40}}?)(?:股份有限公司|有限责任公司|有限公司|集团公司)")
_CJK_RUN = re.compile(rf"[{_CJK}]+")
# Labels of a short name (简称, 缩写 of a foreign name) before their value.
_SHORT_LABELS = ("简称", "缩写")
# What separates a label from its value on a line or in a table row.
_TOKEN_SEPARATORS = re.compile(r"[\s:：|,，;；()（）「」“”\"'/]+")


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
    ``body`` (the whole text), both normalised; ``own`` holds the company names its head prints (Latin
    ones as normalised cores, Chinese ones without their legal form), for questions that name no company
    in capitals."""

    head: str
    body: str
    own: tuple[str, ...] = ()


def document_names(pages: Sequence[str], title: str = "", first_pages: int = 3) -> DocumentNames:
    head = title + "\n" + "\n".join(pages[:first_pages])
    return DocumentNames(
        _norm(head), _norm(" ".join(pages)), own_names(head) + _most_named(pages[first_pages:])
    )


def _most_named(pages: Sequence[str], min_count: int = 3) -> tuple[str, ...]:
    """The Latin company name (its core) the pages print most often with its legal form, when printed at
    least ``min_count`` times: a report names its own company in its statements and notes."""
    counts: dict[str, int] = {}
    for page in pages:
        for match in _LATIN_COMPANY.finditer(page):
            core = _core(match.group(1))
            if core and any(ch.isalpha() for ch in core):
                counts[core] = counts.get(core, 0) + 1
    if not counts:
        return ()
    name, count = max(counts.items(), key=lambda kv: kv[1])
    return (name,) if count >= min_count else ()


def own_names(text: str) -> tuple[str, ...]:
    """The company names ``text`` prints: Latin names before a legal form (their cores), Chinese names
    before a legal form, and short names (the value after a label ending in 简称 or 缩写)."""
    found: list[str] = []
    for match in _LATIN_COMPANY.finditer(text):
        core = _core(match.group(1))
        if core and any(ch.isalpha() for ch in core):
            found.append(core)
    for line in text.splitlines():
        tokens = [t for t in _TOKEN_SEPARATORS.split(line) if t]
        for i, token in enumerate(tokens):
            for match in _CJK_COMPANY.finditer(token):
                found.append(match.group(1))
            if token.endswith(_SHORT_LABELS) and len(token) <= 10 and i + 1 < len(tokens):
                value = tokens[i + 1]
                if 2 <= len(value) <= 12 and not value.endswith(_SHORT_LABELS):
                    found.append(_core(value).replace(" ", "") if value.isascii() else value)
    return tuple(dict.fromkeys(n for n in found if len(n) >= 2))


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
        # Names that are the documents' own names (a company each), or that the question joins with
        # "or", "and", "vs", are kept together: a comparison without quotes; otherwise the most
        # company-like name decides.
        own = {n: d for n, d in result.entities.items() if _is_own_name(n, d, docs)}
        if len(own) < 2:
            own = _joined(question, result.entities)
        if len(own) >= 2 and len({tuple(d) for d in own.values()}) == len(own):
            result.entities = own
        else:
            best = max(result.entities, key=lambda n: (_looks_like_company(n), len(_core(n))))
            result.entities = {best: result.entities[best]}
    if not result.entities:
        result.entities = _own_names_in(question, docs, max_share)
    if not result.entities and not result.missing and len(docs) == 1:
        (only,) = docs.values()
        if not _foreign_names(question, only):
            result.entities = {"": list(docs)}  # one document, and the question names no other company
    return result


_JOIN = r"[\s,]+(?:or|and|vs\.?|versus|compared (?:to|with))\s+"


def _joined(question: str, entities: dict[str, list[str]]) -> dict[str, list[str]]:
    """The names of ``entities`` that the question joins to another of them with "or", "and", "vs" or
    "compared to/with": the companies of a comparison written without quotes."""
    out: dict[str, list[str]] = {}
    for a in entities:
        for b in entities:
            if a != b and re.search(re.escape(a) + _JOIN + re.escape(b), question, flags=re.IGNORECASE):
                out[a], out[b] = entities[a], entities[b]
    return out


def _is_own_name(name: str, hits: list[str], docs: dict[str, DocumentNames]) -> bool:
    """``name`` (a tail of it) is one of the own names of the documents it matched."""
    cores = {core for _, core in _tails(name)}
    return all(cores & set(docs[d].own) for d in hits)


def _foreign_names(question: str, doc: DocumentNames) -> list[str]:
    """Capitalised names of ``question`` (its first word aside) that ``doc`` never prints: another
    company's, most likely."""
    out = []
    for match in _SPAN.finditer(question):
        span = match.group(0).strip(" ,.")
        if match.start() == 0:
            span = " ".join(span.split()[1:])
        if not any(w.isalpha() and len(w) >= 3 for w in re.split(r"[\s'’]+", span)):
            continue
        if not any(f" {core} " in doc.body for _, core in _tails(span)):
            out.append(span)
    return out


def _own_names_in(question: str, docs: dict[str, DocumentNames], max_share: float) -> dict[str, list[str]]:
    """Documents whose own names the question holds: a Latin core as whole words of the question, a
    Chinese name by the longest run of characters it shares with the question (at least 3, or the whole
    name). Keyed by the text of the question that matched; a text shared by more than ``max_share`` of
    several documents names nothing specific."""
    text = _norm(question)
    runs = _CJK_RUN.findall(question)
    matched: dict[str, set[str]] = {}
    for doc, names in docs.items():
        best = ""
        for name in names.own:
            if name.isascii():
                if f" {name} " in text and len(name) > len(best):
                    best = name
                continue
            shared = max((_shared_run(name, run) for run in runs), key=len, default="")
            if len(shared) >= min(3, len(name)) and len(shared) > len(best):
                best = shared
        if best:
            matched.setdefault(best, set()).add(doc)
    out: dict[str, list[str]] = {}
    for name, hits in matched.items():
        if len(docs) > 2 and len(hits) > max_share * len(docs):
            continue
        if any(name != other and name in other for other in matched):
            continue  # a part of a longer name another document matched
        out[name] = sorted(hits)
    return out


def _shared_run(a: str, b: str) -> str:
    """The longest run of characters ``a`` and ``b`` share."""
    best = ""
    for i in range(len(a)):
        for j in range(i + len(best) + 1, len(a) + 1):
            if a[i:j] in b:
                best = a[i:j]
            else:
                break
    return best


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
        text = re.sub(re.escape(name), " ", text, flags=re.IGNORECASE)
    text = re.sub(r"\s+", " ", text).strip()
    return text or question


def expand_query(text: str, expansions: Sequence[tuple[str, str]]) -> str:
    """``text`` followed by the words of every expansion whose pattern (a regular expression,
    case-insensitive) it matches: the terms a report uses for what a question names, such as "research
    and development" for "R&D" or "net cash provided by operating activities" for "cash flow from
    operations". Each expansion's words are added once, in the order of ``expansions``."""
    extra = [words for pattern, words in expansions if re.search(pattern, text, flags=re.IGNORECASE)]
    return " ".join([text, *extra]) if extra else text
