"""The aggregation rules of the vote, one by one, and the re-sending of failed rounds."""

from __future__ import annotations

import pytest

from services.relevance.vote import Verdict, VerdictList, aggregate, run_rounds
from shared.errors import LLMError

DOCS = ["a", "b", "c"]


def rnd(**votes: bool) -> VerdictList:
    return VerdictList(verdicts=[Verdict(doc_name=n, reason=f"r-{n}", relevant=v) for n, v in votes.items()])


def test_more_true_than_false_is_relevant_and_the_reverse_is_not() -> None:
    out = aggregate(DOCS, [rnd(a=True, b=False, c=True), rnd(a=True, b=False, c=False), rnd(a=False, b=True)])
    assert (out["a"].relevant, out["a"].tally, out["a"].decided_by) == (True, "2/3", "vote")
    assert (out["b"].relevant, out["b"].tally) == (False, "1/3")


def test_a_tie_is_relevant() -> None:
    out = aggregate(DOCS, [rnd(a=True, b=False, c=False), rnd(a=False, b=False, c=True)])
    assert (out["a"].relevant, out["a"].tally) == (True, "1/2")
    assert (out["c"].relevant, out["c"].tally) == (True, "1/2")
    assert (out["b"].relevant, out["b"].tally) == (False, "0/2")


def test_a_round_that_omits_a_document_abstains_for_it() -> None:
    # Without abstention "c" would be 1 true against 2 false (omission counted as false).
    out = aggregate(DOCS, [rnd(a=True, c=True), rnd(a=True), rnd(a=False)])
    assert (out["c"].relevant, out["c"].tally) == (True, "1/1")
    assert out["a"].tally == "2/3"


def test_omitted_by_every_round_is_relevant_by_default() -> None:
    out = aggregate(DOCS, [rnd(a=False), rnd(a=False, c=False)])
    assert (out["b"].relevant, out["b"].tally, out["b"].decided_by) == (True, "0/0", "default_recall")
    assert "omitted by every round" in out["b"].reasons[0]
    assert out["a"].relevant is False


def test_all_calls_failed_makes_every_document_relevant() -> None:
    out = aggregate(DOCS, [])
    assert all(v.relevant and v.decided_by == "default_recall" and v.tally == "0/0" for v in out.values())
    assert "every model call failed" in out["a"].reasons[0]


def test_unknown_names_are_ignored_and_near_names_resolve() -> None:
    reply = VerdictList(
        verdicts=[
            Verdict(doc_name="zzz_invented", reason="x", relevant=False),
            Verdict(doc_name="A", reason="case", relevant=False),
            Verdict(doc_name="b.md", reason="suffix", relevant=False),
        ]
    )
    out = aggregate(DOCS, [reply])
    assert set(out) == set(DOCS)
    assert (out["a"].relevant, out["a"].tally) == (False, "0/1")
    assert (out["b"].relevant, out["b"].tally) == (False, "0/1")
    assert out["c"].decided_by == "default_recall"


def test_a_document_named_twice_in_one_round_counts_once() -> None:
    reply = VerdictList(
        verdicts=[
            Verdict(doc_name="a", reason="1", relevant=False),
            Verdict(doc_name="a", reason="2", relevant=True),
        ]
    )
    assert aggregate(["a"], [reply])["a"].tally == "0/1"


def test_reasons_are_kept_per_round() -> None:
    out = aggregate(["a"], [rnd(a=True), rnd(a=False)])
    assert out["a"].reasons == ["relevant: r-a", "not relevant: r-a"]


async def test_failed_rounds_are_resent_in_bounded_batches() -> None:
    calls: list[int] = []
    failures = {2: 1, 4: 2}  # round -> how many times it fails before it answers

    async def ask(n: int) -> VerdictList:
        calls.append(n)
        if failures.get(n, 0) > 0:
            failures[n] -= 1
            raise LLMError(f"boom {n}")
        return rnd(a=True)

    out = await run_rounds(ask, 5, max_resend_batches=2)
    assert len(out.replies) == 5 and out.attempts == 8
    assert sorted(calls[:5]) == [1, 2, 3, 4, 5] and sorted(calls[5:7]) == [2, 4] and calls[7:] == [4]
    assert len(out.errors) == 3


async def test_resending_stops_after_the_last_batch() -> None:
    async def ask(n: int) -> VerdictList:
        raise LLMError("down")

    out = await run_rounds(ask, 3, max_resend_batches=1)
    assert out.replies == [] and out.attempts == 6


class _Fatal(BaseException):
    pass


async def test_a_base_exception_is_not_swallowed_as_a_failed_round() -> None:
    async def ask(n: int) -> VerdictList:
        raise _Fatal

    with pytest.raises(_Fatal):
        await run_rounds(ask, 2, max_resend_batches=1)
