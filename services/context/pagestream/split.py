"""Splitting one page stream: guards, evidence, the model's or the fallback's decisions, merge, cache.

``PageStreamSplitter(settings, llm).split(pages, document_id, filename)`` returns a ``SplitResult``.
With ``llm`` None (no model configured), with ``model_splits`` off, or on a stream of more than
``model_max_pages`` pages, the fallback decides (``note`` says why); with a model, its failures fail the
split, and the model then names the type of each document the keywords left unsure (``classify``).
Pages must be numbered 1..n; a stream of only blank pages makes no model call. Results are cached by a
fingerprint of the page numbers and texts (with the engine, model and settings), so re-reading the same
pages reuses the split and any changed page text (a new OCR) decides again.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from services.context.pagestream.evidence import gather
from services.context.pagestream.rules import fallback_decisions
from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.stream import (
    PageDecision,
    PageText,
    Segment,
    check_coverage,
    check_pages,
    decisions_from_json,
    decisions_json,
    fingerprint,
    merge,
)
from shared.artifacts import read_json, write_json
from shared.llm import LLMClient, LLMTrace

Engine = Literal["model", "fallback"]
# Why the rules decided although a model was given.
RULES_CHOSEN_NOTE = "page types and boundaries decided by the rules (model_splits off)"


@dataclass
class SplitResult:
    segments: list[Segment]
    decisions: list[PageDecision]
    engine: Engine
    fingerprint: str
    cached: bool = False
    model_calls: int = 0
    seconds: float = 0.0
    uncertainties: list[str] = field(default_factory=list)
    # Why the rules decided although a model was given; empty otherwise.
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "segments": [s.model_dump() for s in self.segments],
            "engine": self.engine,
            "fingerprint": self.fingerprint,
            "cached": self.cached,
            "model_calls": self.model_calls,
            "seconds": self.seconds,
            "uncertainties": self.uncertainties,
            "pages": decisions_json(self.decisions),
        }


class PageStreamSplitter:
    def __init__(
        self,
        settings: PageStreamSettings,
        llm: LLMClient | None = None,
        trace: LLMTrace | None = None,
        cache_dir: Path | None = None,
    ) -> None:
        self.settings = settings
        self.llm = llm
        self.trace = trace
        self.cache_dir = cache_dir

    def engine(self, pages: Sequence[PageText]) -> Engine:
        """The model when one is given, ``model_splits`` is on and the stream is within ``model_max_pages``;
        else the rules."""
        s = self.settings
        model = self.llm is not None and s.model_splits and len(pages) <= s.model_max_pages
        return "model" if model else "fallback"

    def _fingerprint(self, pages: Sequence[PageText], filename: str) -> str:
        engine = self.engine(pages)
        model = self.llm.settings.fast_model if self.llm is not None and engine == "model" else ""
        config = hashlib.sha256(self.settings.model_dump_json().encode()).hexdigest()
        # The rules read the file name (its hints), with a model or without.
        return fingerprint(pages, engine, model, config, filename)

    async def split(self, pages: Sequence[PageText], document_id: str, filename: str = "") -> SplitResult:
        """Segments of ``pages``; InvalidInputError for bad page numbers, SplitFailedError on failure."""
        t0 = time.perf_counter()
        check_pages(pages)
        s = self.settings
        fp = self._fingerprint(pages, filename)
        cached = self._cached(fp)
        uncertainties: list[str] = []
        calls = 0
        evidence = gather(pages, s)
        engine = self.engine(pages)
        note = ""
        if self.llm is not None and not s.model_splits:
            note = RULES_CHOSEN_NOTE
        elif self.llm is not None and engine == "fallback":
            note = f"{len(pages)} pages, above model_max_pages ({s.model_max_pages}): split by the rules"
            uncertainties.append(note)
        if cached is not None:
            decisions = cached
        elif all(ev.blank for ev in evidence):
            uncertainties.append("every page is blank: nothing to classify")
            decisions = fallback_decisions(pages, evidence, filename, s)
        elif self.llm is not None and engine == "model":
            from services.context.pagestream.model import model_decisions

            decisions, calls = await model_decisions(pages, evidence, s, self.llm, self.trace, filename)
            decisions, more, problems = await self._classify(pages, decisions)
            calls += more
            uncertainties += problems
        else:
            decisions = fallback_decisions(pages, evidence, filename, s)
        check_coverage(decisions, len(pages))
        uncertainties += [d.disagreement for d in decisions if d.disagreement]
        if cached is None:
            self._store(fp, decisions)
        segments = merge(decisions, document_id, s.boundary_threshold, s.min_probability)
        return SplitResult(
            segments=segments,
            decisions=list(decisions),
            engine=engine,
            fingerprint=fp,
            cached=cached is not None,
            model_calls=calls,
            seconds=round(time.perf_counter() - t0, 4),
            uncertainties=uncertainties,
            note=note,
        )

    async def _classify(
        self, pages: Sequence[PageText], decisions: list[PageDecision]
    ) -> tuple[list[PageDecision], int, list[str]]:
        """The decisions with the model's type on the documents the keywords left unsure."""
        from services.context.pagestream.classify import classify_documents

        assert self.llm is not None
        s = self.settings
        segments = merge(decisions, "", s.boundary_threshold, s.min_probability)
        decisions = list(decisions)
        calls, problems = await classify_documents(pages, decisions, segments, s, self.llm, self.trace)
        return decisions, calls, problems

    def _path(self, fp: str) -> Path | None:
        return self.cache_dir / f"{fp}.json" if self.cache_dir is not None else None

    def _cached(self, fp: str) -> list[PageDecision] | None:
        path = self._path(fp)
        if path is None or not path.is_file():
            return None
        try:
            return decisions_from_json(read_json(path)["pages"])
        except (OSError, ValueError, KeyError, TypeError):
            return None  # an unreadable cache entry is decided again

    def _store(self, fp: str, decisions: Sequence[PageDecision]) -> None:
        path = self._path(fp)
        if path is not None:
            write_json(path, {"fingerprint": fp, "pages": decisions_json(decisions)})
