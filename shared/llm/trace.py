"""The per-task record of model calls: one LLMCallRecord per logical call, kept by an LLMTrace."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from shared.artifacts import append_jsonl
from shared.llm.parsing import ChatResult


@dataclass(frozen=True)
class LLMCallRecord:
    """One logical call as it goes into a task trace; tokens are those spent (0 on a cache hit)."""

    kind: str
    model: str
    prompt_hash: str
    prompt_tokens: int
    completion_tokens: int
    latency_s: float
    cached: bool
    attempts: int
    finish_reason: str | None
    error: str | None
    label: str = ""
    # When the call ended (seconds since the epoch): with latency_s, where it lies on a task's time axis.
    ended_at: float = field(default_factory=lambda: round(time.time(), 3))

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def of_result(
        cls,
        kind: str,
        model: str,
        key: str,
        result: ChatResult | None,
        attempts: int,
        error: str | None,
        label: str,
    ) -> LLMCallRecord:
        """The record of a call that got an answer (or, with ``result=None``, of a refused dialect probe)."""
        cached = bool(result and result.cached)
        return cls(
            kind=kind,
            model=model,
            prompt_hash=key,
            prompt_tokens=0 if cached or result is None else result.usage.prompt_tokens,
            completion_tokens=0 if cached or result is None else result.usage.completion_tokens,
            latency_s=round(result.latency_s, 6) if result else 0.0,
            cached=cached,
            attempts=attempts,
            finish_reason=result.finish_reason if result else None,
            error=error,
            label=label,
        )

    @classmethod
    def of_failure(
        cls, kind: str, model: str, key: str, error: str, attempts: int, latency_s: float, label: str
    ) -> LLMCallRecord:
        """The record of a call that failed after its retries."""
        return cls(
            kind=kind,
            model=model,
            prompt_hash=key,
            prompt_tokens=0,
            completion_tokens=0,
            latency_s=round(latency_s, 6),
            cached=False,
            attempts=attempts,
            finish_reason=None,
            error=error,
            label=label,
        )


@dataclass
class LLMTrace:
    """The per-task recorder of model calls: kept in memory, optionally appended to a JSONL file and/or
    handed to a callback as a dict."""

    jsonl_path: Path | None = None
    on_record: Callable[[dict[str, Any]], None] | None = None
    records: list[LLMCallRecord] = field(default_factory=list)

    def record(self, rec: LLMCallRecord) -> None:
        self.records.append(rec)
        data = rec.as_dict()
        if self.jsonl_path is not None:
            append_jsonl(self.jsonl_path, data)
        if self.on_record is not None:
            self.on_record(data)

    def totals(self) -> dict[str, Any]:
        live = [r for r in self.records if not r.cached]
        prompt = sum(r.prompt_tokens for r in live)
        completion = sum(r.completion_tokens for r in live)
        return {
            "calls": len(self.records),
            "requests": sum(r.attempts for r in self.records),
            "cache_hits": sum(1 for r in self.records if r.cached),
            "errors": sum(1 for r in self.records if r.error),
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
            "latency_s": round(sum(r.latency_s for r in self.records), 6),
        }
