"""The deterministic first stage: evidence per document, clear cases decided, the rest ranked.

Public API:
    question_terms(question, settings) -> list[str]
    question_literals(question, settings) -> list[Literal_]
    knowledge_excerpt(knowledge, stem, other_stems, settings) -> str
    first_stage(question, candidates, knowledge, video_text, settings, embedder=None, embed_chars=None)
        -> list[Evidence]

Evidence per document: the question's terms found in the knowledge file's passage about the document's
stem (its fields and their meanings) and in its preview, IDF-weighted over the candidates so that words
every document shares count little; the question's literals (codes, quoted names, numbers) found in the
document's full text; the stem named by the question or the video; and, when an embedder is given, the
cosine similarity of question and document. A document is decided "relevant" when its evidence is strong
and close to the best, "not relevant" only when another document clearly wins, it scores far below and
holds none of the question's codes or names that only few candidates hold; everything else is
unclear and goes to the model vote.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from services.relevance.candidates import Candidate
from services.relevance.settings import FirstStageSettings

if TYPE_CHECKING:
    from shared.embedding import Embedder

Decision = Literal["relevant", "irrelevant", "unclear"]

_CJK = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_RUN = re.compile(f"[{_CJK}]+")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_CAMEL = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_NUMBER = re.compile(r"(?<![0-9A-Za-z.])\d[\d,]*(?:\.\d+)?(?![0-9A-Za-z])")
_CODE = re.compile(
    r"(?<![0-9A-Za-z])(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9_-]{2,}"
)
_QUOTED = re.compile(r"[\"“「『《']([^\"”」』》']{2,60})[\"”」』》']")
_NAME = re.compile(r"(?<![A-Za-z0-9_])([A-Z][a-z0-9]{2,}(?:[ &.-]+[A-Z][A-Za-z0-9]+)*)(?![A-Za-z0-9_])")
_YEAR = re.compile(r"^(19|20)\d\d$")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")


LiteralKind = Literal["code", "number", "year", "quoted", "name"]


@dataclass(frozen=True)
class Literal_:  # noqa: N801 - "Literal" is typing's
    """A literal of the question; ``strong`` ones (codes, quoted names, long numbers) identify records."""

    text: str
    kind: LiteralKind
    strong: bool = False


def _literal(text: str, kind: LiteralKind, settings: FirstStageSettings) -> Literal_:
    strong = kind in ("code", "quoted") or (
        kind == "number" and len(text) >= settings.strong_number_min_chars
    )
    return Literal_(text, kind, strong)


@dataclass
class Evidence:
    """What the first stage found for one document, and what it decided."""

    name: str
    decision: Decision = "unclear"
    score: float = 0.0
    knowledge_score: float | None = None
    doc_score: float = 0.0
    literals_found: list[str] = field(default_factory=list)
    strong_literals_missing: list[str] = field(default_factory=list)
    identifying_literals: list[str] = field(default_factory=list)
    named_by: list[str] = field(default_factory=list)
    similarity: float | None = None
    rank: int = 0
    reason: str = ""

    def as_dict(self) -> dict[str, object]:
        return {
            "decision": self.decision,
            "score": round(self.score, 4),
            "knowledge_score": None if self.knowledge_score is None else round(self.knowledge_score, 4),
            "doc_score": round(self.doc_score, 4),
            "literals_found": self.literals_found,
            "strong_literals_missing": self.strong_literals_missing,
            "identifying_literals": self.identifying_literals,
            "named_by": self.named_by,
            "similarity": None if self.similarity is None else round(self.similarity, 4),
            "rank": self.rank,
            "reason": self.reason,
        }


def _split_words(word: str, min_chars: int) -> list[str]:
    parts = [p.lower() for chunk in word.split("_") for p in _CAMEL.findall(chunk)]
    return [p for p in parts if len(p) >= min_chars and not p.isdigit()]


def _proper_names(question: str) -> list[re.Match[str]]:
    """Capitalised words after the first word: names of companies, people, places (literals, not terms)."""
    first = _WORD.search(question)
    return [m for m in _NAME.finditer(question) if not (first and m.start() == first.start())]


def question_terms(question: str, settings: FirstStageSettings) -> list[str]:
    """Content terms: English words (snake/camel parts too) and CJK bigrams; phrasing words and proper
    names (they are literals) removed."""
    stops = {s.lower() for s in settings.stop_terms}
    names = {w.lower() for m in _proper_names(question) for w in _WORD.findall(m.group(1))}
    terms: list[str] = []
    for word in _WORD.findall(question):
        if word.lower() in names:
            continue
        for w in {word.lower(), *_split_words(word, settings.min_term_chars)}:
            if len(w) >= settings.min_term_chars and w not in stops:
                terms.append(w)
    text = question
    for stop in sorted((s for s in stops if _CJK_RUN.fullmatch(s)), key=len, reverse=True):
        text = text.replace(stop, " ")
    text = "".join(" " if c in settings.split_chars else c for c in text)
    for run in _CJK_RUN.findall(text):
        if len(run) == 1:
            continue
        terms.extend(run[i : i + 2] for i in range(len(run) - 1))
    return list(dict.fromkeys(terms))


def question_literals(question: str, settings: FirstStageSettings) -> list[Literal_]:
    """Codes, numbers, years, quoted strings and capitalised names in the question."""
    found: dict[str, Literal_] = {}
    for m in _QUOTED.finditer(question):
        found.setdefault(m.group(1).strip(), _literal(m.group(1).strip(), "quoted", settings))
    for m in _CODE.finditer(question):
        found.setdefault(m.group(0), _literal(m.group(0), "code", settings))
    for m in _NUMBER.finditer(question):
        raw = m.group(0).replace(",", "")
        if raw in found or any(raw in lit.text for lit in found.values()):
            continue
        if _YEAR.match(raw):
            found[raw] = _literal(raw, "year", settings)
        elif len(raw.split(".")[0]) >= settings.number_min_digits:
            found[raw] = _literal(raw, "number", settings)
    for m in _proper_names(question):
        found.setdefault(m.group(1), _literal(m.group(1), "name", settings))
    return list(found.values())


def _stem_keys(stem: str, min_chars: int) -> list[str]:
    base = stem.rsplit("/", 1)[-1].lower()
    keys = {base, base.replace("_", ""), base.replace("_", " "), base.replace("-", " ")}
    return sorted((k for k in keys if len(k) >= min_chars), key=len, reverse=True)


def _mentions(text_lower: str, keys: Sequence[str]) -> bool:
    for key in keys:
        for m in re.finditer(re.escape(key), text_lower):
            before = text_lower[m.start() - 1] if m.start() else " "
            after = text_lower[m.end()] if m.end() < len(text_lower) else " "
            if not (before.isalnum() or before == "_") and not (after.isalnum() or after == "_"):
                return True
    return False


# A column named through its table ("与 inquiry_letters.letter_no 一致"): a reference inside one
# document's description, not the start of another's.
_COLUMN_REFERENCE = re.compile(
    r"[a-z0-9_]+\.(?!(?:md|markdown|txt|pdf|csv|tsv|json|jsonl|db|sqlite3?|xlsx?|docx?|html?)\b)[a-z_][a-z0-9_]*"
)


def _without_column_references(text: str) -> str:
    return _COLUMN_REFERENCE.sub(" ", text)


def knowledge_excerpt(
    knowledge: str, stem: str, other_stems: Sequence[str], settings: FirstStageSettings
) -> str:
    """Lines of the knowledge file about ``stem`` (whole words): its paragraph, up to the next heading or
    stem."""
    if not knowledge:
        return ""
    lines = knowledge.splitlines()
    keys = _stem_keys(stem, settings.min_term_chars)
    other_keys = [_stem_keys(o, settings.min_term_chars) for o in other_stems if o != stem]
    keep: set[int] = set()
    for i, line in enumerate(lines):
        if not _mentions(_without_column_references(line.lower()), keys):
            continue
        # Context before the hit stays inside its paragraph; after it, the excerpt runs to the next
        # heading or the next line about another stem, whichever comes first.
        start = i
        while start > max(0, i - settings.knowledge_before) and lines[start - 1].strip():
            above = lines[start - 1]
            if any(_mentions(_without_column_references(above.lower()), o) for o in other_keys):
                break
            start -= 1
            if _HEADING.match(above):
                break
        end = i
        for j in range(i + 1, min(len(lines), i + 1 + settings.knowledge_after)):
            low = _without_column_references(lines[j].lower())
            if _mentions(low, keys):
                end = j
                continue
            if _HEADING.match(lines[j]) or any(
                _mentions(_without_column_references(low), o) for o in other_keys
            ):
                break
            end = j
        keep.update(range(start, end + 1))
    text = "\n".join(lines[i] for i in sorted(keep))
    return text[: settings.knowledge_max_chars]


def _term_weights(terms: Sequence[str], texts: Sequence[str]) -> dict[str, float]:
    """IDF over the candidates' texts; terms found nowhere get no weight (they cannot discriminate)."""
    n = len(texts)
    weights: dict[str, float] = {}
    for term in terms:
        df = sum(1 for t in texts if term in t)
        if df:
            weights[term] = math.log(1 + n / df)
    return weights


def _coverage(text: str, weights: dict[str, float]) -> float:
    total = sum(weights.values())
    if not total:
        return 0.0
    return sum(w for term, w in weights.items() if term in text) / total


def _literal_in(lit: Literal_, text: str, text_lower: str, digits_only: str) -> bool:
    if lit.kind in ("number", "year", "code") and lit.text.replace(".", "").isdigit():
        # Documents write numbers with grouping commas; codes sit next to CJK text without boundaries.
        pattern = rf"(?<!\d){re.escape(lit.text)}(?!\d)"
        return re.search(pattern, text) is not None or re.search(pattern, digits_only) is not None
    return lit.text.lower() in text_lower


def first_stage(
    question: str,
    candidates: Sequence[Candidate],
    knowledge: str,
    video_text: str,
    settings: FirstStageSettings,
    embedder: Embedder | None = None,
    embed_chars: int | None = None,
) -> list[Evidence]:
    """Evidence and a decision for every candidate, in candidate order; ``rank`` 1 is the strongest.

    ``embed_chars``: the text embedded per document is cut to this many characters (None: not cut).
    """
    names = [c.name for c in candidates]
    terms = question_terms(question, settings)
    literals = question_literals(question, settings)
    strong = [lit for lit in literals if lit.strong]
    excerpts = {c.name: knowledge_excerpt(knowledge, c.name, names, settings).lower() for c in candidates}
    texts = {
        c.name: (
            c.name.replace("_", " ") + "\n" + (c.full_text[: settings.doc_scan_chars] or c.preview)
        ).lower()
        for c in candidates
    }
    # One weighting for both sources: a term only the knowledge uses still counts against a document
    # whose text lacks it (else a company name alone would cover "all" of a document's terms).
    weights = _term_weights(terms, [*texts.values(), *(e for e in excerpts.values() if e)])
    question_low, video_low = question.lower(), video_text.lower()

    out: list[Evidence] = []
    for c in candidates:
        ev = Evidence(c.name)
        keys = _stem_keys(c.name, settings.min_term_chars)
        if _mentions(question_low, keys):
            ev.named_by.append("question")
        if video_low and _mentions(video_low, keys):
            ev.named_by.append("video")
        ev.doc_score = _coverage(texts[c.name], weights)
        ev.score = ev.doc_score
        if excerpts[c.name]:
            ev.knowledge_score = _coverage(excerpts[c.name], weights)
            ev.score = max(ev.score, ev.knowledge_score)
        full_lower = c.full_text.lower()
        digits_only = c.full_text.replace(",", "")
        ev.literals_found = [
            lit.text for lit in literals if _literal_in(lit, c.full_text, full_lower, digits_only)
        ]
        ev.strong_literals_missing = [lit.text for lit in strong if lit.text not in ev.literals_found]
        out.append(ev)

    if embedder is not None and candidates:
        passages = [
            f"{c.name.replace('_', ' ')}\n{excerpts[c.name]}\n{c.preview}"[:embed_chars] for c in candidates
        ]
        q_vec = embedder.query_array([question])[0]
        for ev, vec in zip(out, embedder.passage_array(passages), strict=True):
            ev.similarity = float(q_vec @ vec)

    # Codes and names identify a document; one that most candidates hold (the company code of a
    # one-company task) identifies none of them.
    share_limit = settings.literal_protect_max_share * len(candidates)
    for lit in literals:
        holders = [ev for ev in out if lit.text in ev.literals_found]
        if (lit.strong or lit.kind == "name") and len(holders) <= share_limit:
            for ev in holders:
                ev.identifying_literals.append(lit.text)
    _decide(out, candidates, bool(strong), settings)
    return out


def _decide(
    out: list[Evidence], candidates: Sequence[Candidate], has_strong: bool, s: FirstStageSettings
) -> None:
    best = max((e.score for e in out), default=0.0)
    best_sim = max((e.similarity for e in out if e.similarity is not None), default=None)
    order = sorted(out, key=lambda e: (-e.score, -(e.similarity or 0.0), e.name))
    for rank, ev in enumerate(order, 1):
        ev.rank = rank
    readable = {c.name: c.readable for c in candidates}
    for ev in out:
        ratio = ev.score / best if best > 0 else 0.0
        # A code or name the question writes that another document holds is that document's part of
        # the question (a join of two documents), not a sign against this one.
        elsewhere = {lit for other in out if other is not ev for lit in other.literals_found}
        missing = [lit for lit in ev.strong_literals_missing if lit not in elsewhere]
        if ev.named_by:
            ev.decision, ev.reason = "relevant", f"named by the {' and '.join(ev.named_by)}"
        elif (
            ev.score >= s.relevant_min_score
            and ratio >= s.relevant_min_ratio
            and (not has_strong or not missing)
        ):
            found = f"; holds {', '.join(ev.literals_found)}" if ev.literals_found else ""
            ev.decision = "relevant"
            ev.reason = f"question terms covered {ev.score:.2f} (best {best:.2f}){found}"
        elif (
            readable[ev.name]
            and best >= s.relevant_min_score
            and ratio <= s.irrelevant_max_ratio
            and not ev.identifying_literals
            and (best_sim is None or ev.similarity is None or ev.similarity <= best_sim - s.embedding_margin)
        ):
            ev.decision = "irrelevant"
            ev.reason = (
                f"question terms covered {ev.score:.2f} against best {best:.2f}; "
                "none of the question's codes or names found"
            )
        else:
            ev.decision, ev.reason = "unclear", f"evidence unclear (score {ev.score:.2f}, best {best:.2f})"
