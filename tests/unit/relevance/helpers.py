"""Helpers of the relevance tests: task folders, a deterministic embedder, a scripted vote responder."""

from __future__ import annotations

import json
import math
import re
import zlib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np

from shared.config import REPO_ROOT

SHARE_TASK = REPO_ROOT / "tests" / "data" / "relevance" / "task_sharetransfer"
SHARE_QUESTION = "显示300707的出让前持股数量和出让前持股比例 谢谢"
SHARE_DOCS = [
    "lc_actualcontroller",
    "lc_executivesholdings",
    "lc_financialexpense",
    "lc_issueandlistagent",
    "lc_sharestru",
    "lc_sharetransfer",
    "qt_monthdata",
]

_DOC_NAME = re.compile(r"^### doc name: (.+)$", re.MULTILINE)
_ROUND = re.compile(r"\(Voting round (\d+) of \d+\.\)")


def make_task(
    root: Path, docs: Mapping[str, str | bytes], knowledge: str = "", question: str = "How many?"
) -> Path:
    """``root/task_x`` with task.json, context/knowledge.md and context/doc/<name> files."""
    task = root / "task_x"
    (task / "context" / "doc").mkdir(parents=True, exist_ok=True)
    (task / "task.json").write_text(json.dumps({"task_id": "task_x", "question": question}), encoding="utf-8")
    if knowledge:
        (task / "context" / "knowledge.md").write_text(knowledge, encoding="utf-8")
    for name, content in docs.items():
        path = task / "context" / "doc" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return task


class HashEmbedder:
    """Character-bigram hashing vectors: similar texts get similar vectors, no model needed.

    The hash is a checksum, not ``hash()``: the vectors are the same in every process whatever its hash seed.
    """

    def __init__(self, dims: int = 256) -> None:
        self.dims = dims
        self.calls = 0

    def _vec(self, text: str) -> list[float]:
        v = [0.0] * self.dims
        text = text.lower()
        for i in range(len(text) - 1):
            v[zlib.crc32(text[i : i + 2].encode()) % self.dims] += 1.0
        norm = math.sqrt(sum(x * x for x in v)) or 1.0
        return [x / norm for x in v]

    def query_array(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        return np.array([self._vec(t) for t in texts], dtype=np.float32)

    def passage_array(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        return np.array([self._vec(t) for t in texts], dtype=np.float32)


def user_text(body: dict[str, Any]) -> str:
    """The vote's user message (the first one: a repair request comes after it)."""
    return next(m["content"] for m in body["messages"] if m["role"] == "user")


def doc_names_in(body: dict[str, Any]) -> list[str]:
    """The candidates a vote request lists, in prompt order."""
    return _DOC_NAME.findall(user_text(body))


def round_of(body: dict[str, Any]) -> int:
    m = _ROUND.search(user_text(body))
    return int(m.group(1)) if m else 0


def responder(
    verdicts: Mapping[str, bool] | Callable[[int, str], bool | None],
    extra: Mapping[str, bool] | None = None,
) -> Callable[[dict[str, Any]], str]:
    """A fake-LLM content function answering every listed doc: ``verdicts[name]`` or ``fn(round, name)``
    (None omits the doc); ``extra`` adds verdicts for names that are not candidates."""

    def answer(body: dict[str, Any]) -> str:
        rnd = round_of(body)
        out = []
        for name in doc_names_in(body):
            value = verdicts(rnd, name) if callable(verdicts) else verdicts.get(name)
            if value is not None:
                out.append({"doc_name": name, "reason": f"scripted round {rnd}", "relevant": value})
        for name, value in (extra or {}).items():
            out.append({"doc_name": name, "reason": "made up", "relevant": value})
        return json.dumps({"verdicts": out})

    return answer
