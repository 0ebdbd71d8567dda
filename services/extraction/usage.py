"""Model usage of one step, summed from an LLMTrace into the StageOutcome's usage fields."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from shared.llm import LLMTrace

USAGE_KEYS = ("calls", "cache_hits", "prompt_tokens", "completion_tokens")


def usage_of(trace: LLMTrace) -> dict[str, int]:
    totals = trace.totals()
    return {k: int(totals[k]) for k in USAGE_KEYS}


def add_usage(parts: Iterable[Mapping[str, int]]) -> dict[str, int]:
    out = dict.fromkeys(USAGE_KEYS, 0)
    for p in parts:
        for k in USAGE_KEYS:
            out[k] += int(p.get(k, 0))
    return out
