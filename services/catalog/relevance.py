"""Question-term relevance: which tables and columns the task's question names, by lexical overlap."""

from __future__ import annotations

import re
from collections.abc import Iterable

from services.catalog.models import QueryRelevance, TableSchema
from services.catalog.settings import RelevanceSettings

# Question words that name nothing in a table.
_STOPWORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "in",
        "on",
        "for",
        "to",
        "and",
        "or",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "is",
        "are",
        "was",
        "were",
        "be",
        "by",
        "with",
        "from",
        "that",
        "this",
        "these",
        "those",
        "how",
        "many",
        "much",
        "give",
        "me",
        "list",
        "show",
        "all",
        "any",
        "each",
        "their",
        "there",
        "have",
        "has",
        "had",
        "do",
        "does",
        "did",
        "at",
        "as",
        "it",
        "its",
        "than",
        "then",
        "most",
        "least",
    ]
)


def _terms(text: str, min_chars: int) -> set[str]:
    words = re.findall(r"[A-Za-z0-9]+|[\u4e00-\u9fff]+", text.lower())
    return {w for w in words if (len(w) >= min_chars or not w.isascii()) and w not in _STOPWORDS}


def _singular(word: str, plural_min_chars: int) -> str:
    return word[:-1] if word.endswith("s") and len(word) >= plural_min_chars else word


def query_relevance(
    question: str | None, schemas: Iterable[TableSchema], cfg: RelevanceSettings
) -> list[QueryRelevance]:
    """Lexical overlap of the question with table names, column names and top values."""
    if not question:
        return []
    q = _terms(question, cfg.min_term_chars)
    q_singular = {_singular(w, cfg.plural_min_chars) for w in q}

    def named(w: str) -> bool:
        return w in q or _singular(w, cfg.plural_min_chars) in q_singular

    asked = question.lower()
    out = []
    for s in schemas:
        matched: set[str] = set()
        score = 0.0
        for w in _terms(s.name.replace("_", " "), cfg.min_term_chars):
            if named(w):
                matched.add(f"table:{w}")
                score += cfg.table_weight
        for c in s.columns:
            for w in _terms(c.name.replace("_", " "), cfg.min_term_chars):
                if named(w):
                    matched.add(f"column:{c.name}")
                    score += cfg.column_weight
            for tv in c.top_values:
                v = str(tv.get("value", "")).lower()
                if v and len(v) >= cfg.min_value_chars and v in asked:
                    matched.add(f"value:{c.name}={tv.get('value')}")
                    score += cfg.value_weight
        if score:
            out.append(QueryRelevance(table=s.name, score=round(score, 2), matched_terms=sorted(matched)))
    return sorted(out, key=lambda r: (-r.score, r.table))
