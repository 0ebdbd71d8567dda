"""The Enterprise RAG Challenge's scoring rule for page-cited answers.

Per question a value score V, best over the gold's acceptable answers: a number within 1% of gold; a
boolean by case-insensitive equality; a name by trimmed lower-case equality; names by the Jaccard index
of the lower-cased comma-split names; "N/A" only matches "N/A". A reference score R = 1 - 0.1 x
(predicted pages in no gold pool) - 0.25 x (gold pools with no predicted page), floored at 0.
Total = sum(V) + sum(R) / 2.

Predictions: ``{"answers": [...]}`` or a bare list of ``{"question_text", "kind", "value",
"references": [{"pdf_sha1", "page_index"}]}``. Gold: a dict keyed by question text -> ``{"kind",
"answers": [...], "reference_pools": [["<sha1>:<page>", ...], ...]}``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from shared.errors import InvalidInputError
from shared.pages.prompts import KINDS

NA = "N/A"
# A page reference: a document id, a colon, a page index counted from 0.
_REFERENCE = re.compile(r"[^\s:]+:\d+")


def _is_na(value: Any) -> bool:
    return value is None or (isinstance(value, str) and value.strip().upper() in ("N/A", "NA"))


def value_score(kind: str, predicted: Any, gold: Any) -> float:
    """V of one prediction against one acceptable gold answer."""
    if _is_na(gold) or _is_na(predicted):
        return float(_is_na(gold) and _is_na(predicted))
    if kind == "number":
        try:
            p, g = float(predicted), float(gold)
        except (TypeError, ValueError):
            return 0.0
        if not (math.isfinite(p) and math.isfinite(g)):
            return 0.0
        return float(abs(p - g) <= 0.01 * abs(g)) if g else float(p == 0)
    if kind == "boolean":
        return float(str(predicted).strip().lower() == str(gold).strip().lower())
    if kind == "names":
        a = _names(predicted)
        b = _names(gold)
        return len(a & b) / len(a | b) if a | b else 1.0
    return float(str(predicted).strip().lower() == str(gold).strip().lower())


def _names(value: Any) -> set[str]:
    items = value if isinstance(value, list) else str(value).split(",")
    return {str(i).strip().lower() for i in items if str(i).strip()}


def reference_score(predicted: set[str], pools: list[set[str]], malformed: int = 0) -> float:
    """R of the predicted ``sha1:page`` references against the gold pools; a malformed reference counts
    as a page in no pool."""
    wrong = malformed + sum(1 for ref in predicted if not any(ref in pool for pool in pools))
    missed = sum(1 for pool in pools if not pool & predicted)
    return max(0.0, 1.0 - 0.1 * wrong - 0.25 * missed)


@dataclass
class KindScore:
    questions: int = 0
    value: float = 0.0
    reference: float = 0.0

    @property
    def total(self) -> float:
        return self.value + self.reference / 2


@dataclass
class RagScore:
    by_kind: dict[str, KindScore] = field(default_factory=dict)
    per_question: list[dict[str, Any]] = field(default_factory=list)
    unanswered: int = 0
    # Answers to questions the gold does not hold (scored nowhere), and answers' references that are
    # not a document id with a page index from 0 (each counted as a page in no pool).
    not_in_gold: list[str] = field(default_factory=list)
    malformed_references: int = 0

    @property
    def overall(self) -> KindScore:
        out = KindScore()
        for k in self.by_kind.values():
            out.questions += k.questions
            out.value += k.value
            out.reference += k.reference
        return out


def predictions_of(data: Any) -> dict[str, dict[str, Any]]:
    """Answers by question text from a submission (``{"answers": [...]}`` or a list)."""
    items = data.get("answers") if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise InvalidInputError("answers: expected a list of answers or an object with an 'answers' list")
    out: dict[str, dict[str, Any]] = {}
    for item in items:
        if isinstance(item, dict) and isinstance(item.get("question_text"), str):
            out[item["question_text"].strip()] = item
    return out


def _check_gold(question: str, g: Any) -> None:
    """InvalidInputError unless ``g`` is a gold entry: one of the answer kinds, a list of acceptable
    answers (text, a finite number, a boolean, or a list of names; "N/A" when the document does not say),
    pools of "<sha1>:<page>" strings; a file of another shape would score every answer 0."""
    where = f"gold[{question[:60]!r}]"
    if not isinstance(g, dict):
        raise InvalidInputError(f"{where}: expected an object with kind, answers and reference_pools")
    if g.get("kind") not in KINDS:
        raise InvalidInputError(f"{where}: 'kind' must be one of {', '.join(KINDS)}, not {g.get('kind')!r}")
    if "answers" not in g or not isinstance(g["answers"], list):
        raise InvalidInputError(f"{where}: 'answers' must be a list of acceptable answers")
    for answer in g["answers"]:
        if not _gold_value(answer):
            raise InvalidInputError(
                f"{where}: answer {str(answer)[:60]!r} is not text, a finite number, a boolean or a list of "
                'names (write "N/A" where the document does not say)'
            )
    pools = g.get("reference_pools") or []
    if not isinstance(pools, list) or not all(
        isinstance(pool, list) and all(isinstance(ref, str) and _REFERENCE.fullmatch(ref) for ref in pool)
        for pool in pools
    ):
        raise InvalidInputError(f"{where}: 'reference_pools' must be a list of lists of '<sha1>:<page>'")


def _gold_value(answer: Any) -> bool:
    if isinstance(answer, bool | str):
        return True
    if isinstance(answer, int | float):
        return math.isfinite(answer)
    return isinstance(answer, list) and all(isinstance(a, str) for a in answer)


def _references(p: dict[str, Any]) -> tuple[set[str], int]:
    """The ``sha1:page`` references of one answer, and how many of its references are not one."""
    refs: set[str] = set()
    malformed = 0
    for r in p.get("references") or []:
        ref = f"{r.get('pdf_sha1')}:{r.get('page_index')}" if isinstance(r, dict) else ""
        ok = isinstance(r, dict) and isinstance(r.get("pdf_sha1"), str) and type(r.get("page_index")) is int
        if ok and _REFERENCE.fullmatch(ref):
            refs.add(ref)
        else:
            malformed += 1
    return refs, malformed


def score(predictions: dict[str, dict[str, Any]], gold: dict[str, Any]) -> RagScore:
    """Score every gold question; a question with no prediction scores 0 and counts as unanswered."""
    if not isinstance(gold, dict):
        raise InvalidInputError("gold: expected an object keyed by question text")
    for question, g in gold.items():
        _check_gold(question, g)
    result = RagScore()
    asked = {question.strip() for question in gold}
    result.not_in_gold = [q for q in predictions if q not in asked]
    for question, g in gold.items():
        kind = str(g.get("kind", ""))
        pools = [set(p) for p in g.get("reference_pools") or []]
        p = predictions.get(question.strip())
        k = result.by_kind.setdefault(kind, KindScore())
        k.questions += 1
        if p is None:
            result.unanswered += 1
            result.per_question.append({"question": question, "kind": kind, "value": 0.0, "reference": 0.0})
            continue
        refs, malformed = _references(p)
        result.malformed_references += malformed
        v = max((value_score(kind, p.get("value"), a) for a in g.get("answers") or [NA]), default=0.0)
        r = reference_score(refs, pools, malformed)
        k.value += v
        k.reference += r
        result.per_question.append(
            {"question": question, "kind": kind, "value": v, "reference": r, "predicted": p.get("value")}
        )
    return result
