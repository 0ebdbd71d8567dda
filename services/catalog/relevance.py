"""Question-term relevance: which tables and columns the task's question names, by lexical overlap."""

from __future__ import annotations

from collections.abc import Iterable

from services.catalog.models import QueryRelevance, TableSchema
from services.catalog.settings import RelevanceSettings
from shared.terms import content_words


def _singular(word: str, plural_min_chars: int) -> str:
    return word[:-1] if word.endswith("s") and len(word) >= plural_min_chars else word


def query_relevance(
    question: str | None, schemas: Iterable[TableSchema], cfg: RelevanceSettings
) -> list[QueryRelevance]:
    """Lexical overlap of the question with table names, column names and top values."""
    if not question:
        return []
    q = content_words(question, cfg.min_term_chars)
    q_singular = {_singular(w, cfg.plural_min_chars) for w in q}

    def named(w: str) -> bool:
        return w in q or _singular(w, cfg.plural_min_chars) in q_singular

    asked = question.lower()
    out = []
    for s in schemas:
        matched: set[str] = set()
        score = 0.0
        for w in content_words(s.name.replace("_", " "), cfg.min_term_chars):
            if named(w):
                matched.add(f"table:{w}")
                score += cfg.table_weight
        for c in s.columns:
            for w in content_words(c.name.replace("_", " "), cfg.min_term_chars):
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
