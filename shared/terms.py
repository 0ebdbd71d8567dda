"""Words of a question: which of them can name a table, a column or a stored value."""

from __future__ import annotations

import re

# Question words that name nothing in a table.
STOPWORDS = frozenset(
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

_WORD = re.compile(r"[A-Za-z0-9]+|[\u4e00-\u9fff]+")


def content_words(text: str, min_chars: int) -> set[str]:
    """The lower-cased words of ``text`` that are not stopwords: Latin words and numbers of at least
    ``min_chars`` characters, and every run of CJK characters."""
    words = _WORD.findall(text.lower())
    return {w for w in words if (len(w) >= min_chars or not w.isascii()) and w not in STOPWORDS}


def meaning_lead(meaning: str) -> str:
    """A column meaning's leading words, before its first punctuation: "受让方名称" of "受让方名称，...",
    the words a question repeats when it names the column."""
    return re.split(r"[，,。；;：:（(]", meaning, maxsplit=1)[0].strip()


def word_runs(text: str, size: int, latin_in_chinese: bool = True) -> set[str]:
    """Wording as overlapping runs to compare by: Chinese as runs of ``size`` characters (its Latin
    letters and digits kept unless ``latin_in_chinese`` is False), Latin as runs of ``size - 1`` words
    (single words without stopwords)."""
    low = text.lower()
    if low.isascii():
        words = re.findall(r"[a-z]+", low)
        if size <= 2:
            return {w for w in words if w not in STOPWORDS}
        n = size - 1
        return {" ".join(words[i : i + n]) for i in range(len(words) - n + 1)}
    chars = "".join(ch for ch in low if ch.isalnum() and (latin_in_chinese or not ch.isascii()))
    return {chars[i : i + size] for i in range(len(chars) - size + 1)}
