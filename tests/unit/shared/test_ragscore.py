"""The Enterprise RAG Challenge's scoring rule."""

from __future__ import annotations

import pytest

from shared.errors import InvalidInputError
from shared.pages.score import predictions_of, reference_score, score, value_score


@pytest.mark.parametrize(
    ("kind", "predicted", "gold", "expected"),
    [
        ("number", 406_100_000, "406100000.0", 1.0),
        ("number", 406_100_000 * 1.009, "406100000.0", 1.0),
        ("number", 406_100_000 * 1.02, "406100000.0", 0.0),
        ("number", "N/A", "N/A", 1.0),
        ("number", 0.0, "N/A", 0.0),
        ("number", "N/A", "12", 0.0),
        ("boolean", True, "True", 1.0),
        ("boolean", "false", "True", 0.0),
        ("name", " Acme Corp ", "acme corp", 1.0),
        ("names", ["CEO", "CFO"], "CEO, CFO", 1.0),
        ("names", ["CEO"], "CEO, CFO", 0.5),
        ("number", "abc", "12", 0.0),
    ],
)
def test_value_score(kind: str, predicted: object, gold: str, expected: float) -> None:
    assert value_score(kind, predicted, gold) == pytest.approx(expected)


def test_reference_score_penalises_wrong_pages_and_missed_pools() -> None:
    pools = [{"s:1", "s:2"}, {"s:9"}]
    assert reference_score({"s:1", "s:9"}, pools) == 1.0
    assert reference_score({"s:1", "s:5"}, pools) == pytest.approx(1 - 0.1 - 0.25)
    assert reference_score(set(), []) == 1.0
    assert reference_score({f"s:{i}" for i in range(20)}, [{"x:1"}]) == 0.0


def test_total_is_value_plus_half_the_reference_per_kind() -> None:
    gold = {
        "q1": {"kind": "number", "answers": ["10"], "reference_pools": [["s:1"]]},
        "q2": {"kind": "boolean", "answers": ["False"], "reference_pools": []},
        "q3": {"kind": "number", "answers": ["N/A"], "reference_pools": []},
    }
    answers = {
        "answers": [
            {
                "question_text": "q1",
                "kind": "number",
                "value": 10,
                "references": [{"pdf_sha1": "s", "page_index": 1}],
            },
            {"question_text": "q2", "kind": "boolean", "value": False, "references": []},
        ]
    }
    result = score(predictions_of(answers), gold)
    assert result.by_kind["number"].value == 1.0 and result.by_kind["number"].reference == 1.0
    assert result.overall.total == pytest.approx(2 + 2 / 2)
    assert result.unanswered == 1


def test_a_submission_that_is_not_a_list_is_refused() -> None:
    with pytest.raises(InvalidInputError):
        predictions_of({"answers": "nope"})


@pytest.mark.parametrize(
    "entry",
    [
        {"kind": "number", "answers": [float("nan")], "reference_pools": []},
        {"kind": "name", "answers": [None], "reference_pools": []},
        {"kind": "name", "answers": [{"a": [1]}], "reference_pools": []},
        {"kind": "weird", "answers": ["x"], "reference_pools": []},
        {"kind": "name", "answers": ["x"], "reference_pools": [["nocolon"]]},
        {"kind": "name", "answers": ["x"], "reference_pools": [["abc:x"]]},
    ],
)
def test_a_gold_entry_that_is_no_value_or_no_page_is_refused(entry: dict) -> None:
    with pytest.raises(InvalidInputError, match="gold"):
        score({}, {"q": entry})


def test_answers_the_gold_does_not_hold_and_malformed_references_are_counted() -> None:
    gold = {"q": {"kind": "name", "answers": ["x"], "reference_pools": [["abc:1"]]}}
    answers = {
        "q": {"value": "x", "references": [{"pdf_sha1": "abc", "page_index": 1}, {"pdf_sha1": None}]},
        "other": {"value": "y", "references": []},
    }
    result = score(answers, gold)
    assert result.not_in_gold == ["other"]
    assert result.malformed_references == 1
    assert result.overall.value == 1.0 and result.overall.reference == pytest.approx(0.9)
