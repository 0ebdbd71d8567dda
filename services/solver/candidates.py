"""Candidate queries, chosen by execution: several drafts, all run, the answer their results agree on.

Each variant (``candidates.variants``) is one prompt: the grounded short schema or every base table,
with or without the stored forms of the question's literals, at its own temperature. Every draft is
run (a probe); candidates whose results have the same fingerprint (the answer's columns as the scorer
compares them: values normalised, row and column order aside) vote together. The group with most votes
wins, ties going to the earlier variant; a result with no rows or a failed query never wins over one
with rows. The model's own confidence plays no part.

Drafts of one grounded prompt come one after another, so the model server reuses the processed prompt
(llama.cpp keeps the longest common prefix of consecutive requests) and a second draft costs about
its answer alone.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from services.solver.checks import result_fingerprint
from services.solver.grounding import NAMED_HEADER, Grounding, render_named, render_schema, render_stored
from services.solver.prompts import query_messages
from services.solver.settings import CandidateSettings, CandidateVariant
from services.solver.tools import CatalogTools
from shared.errors import DataAgentError, LLMError
from shared.llm import LLMClient, LLMTrace
from shared.stage import TaskPaths


class CandidateQuery(BaseModel):
    sql: str


@dataclass
class Candidate:
    variant: str
    prompt: str = ""  # which prompt drafted it (a digest): samples of one prompt share it
    sql: str = ""
    error: str = ""
    columns: list[str] = field(default_factory=list)
    rows: list[list[Any]] = field(default_factory=list)
    truncated: bool = False
    fingerprint: str = ""
    failed_sql: str = ""  # the first draft, when it failed and this one is its repair
    failed_error: str = ""

    @property
    def usable(self) -> bool:
        """It ran and returned rows."""
        return not self.error and bool(self.rows)

    def as_dict(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "prompt": self.prompt,
            "sql": self.sql,
            "error": self.error,
            "columns": self.columns,
            "rows": len(self.rows),
            "truncated": self.truncated,
            "fingerprint": self.fingerprint,
            "repaired": {"sql": self.failed_sql, "error": self.failed_error} if self.failed_sql else None,
        }


@dataclass
class Vote:
    """The outcome: the winner (None when no candidate returned rows), its votes and the number of
    different prompts among them, every group."""

    winner: Candidate | None
    votes: int
    prompts: int
    groups: list[dict[str, Any]]
    reason: str

    def as_dict(self) -> dict[str, Any]:
        return {
            "winner": self.winner.variant if self.winner else None,
            "sql": self.winner.sql if self.winner else None,
            "votes": self.votes,
            "prompts": self.prompts,
            "groups": self.groups,
            "reason": self.reason,
        }


def candidate_messages(
    variant: CandidateVariant,
    question: str,
    light_catalog: dict[str, Any],
    grounding: Grounding,
    dialect: str,
    cfg: CandidateSettings,
    table_notes: str = "",
) -> list[dict[str, str]]:
    """One variant's prompt: the schema first, then the notes on tables extracted from documents (their
    columns' meanings), then the stored forms, then the question, so that drafts of the same schema share
    the longest prefix."""
    grounded = variant.schema_view == "grounded"
    schema = render_schema(light_catalog, grounding.tables if grounded else None)
    parts = [f"Tables:\n{schema}"]
    if grounded and grounding.joins:
        parts.append("Joins: " + "; ".join(grounding.joins))
    if table_notes:
        parts.append(table_notes)
    if variant.stored_forms and grounding.stored:
        stored = render_stored(grounding.stored, cfg.stored_columns_shown)
        parts.append(
            "Values the question names, as the data stores them (filter on these exact forms):\n" + stored
        )
    if variant.stored_forms and grounding.named:
        parts.append(NAMED_HEADER + render_named(grounding.named))
    return query_messages(dialect, parts, question)


async def draft_candidates(
    llm: LLMClient,
    catalog: CatalogTools,
    task: TaskPaths,
    question: str,
    light_catalog: dict[str, Any],
    grounding: Grounding,
    dialect: str,
    cfg: CandidateSettings,
    *,
    probe_rows: int,
    model_timeout_s: float,
    probe_timeout_s: float,
    trace: LLMTrace,
    table_notes: str = "",
) -> list[Candidate]:
    """Every variant's draft, run; a query that fails gets one repair (the same conversation, with the
    error). A prompt that repeats an earlier variant's (same messages, temperature 0) adds no vote and is
    skipped; a failed model call or query is a candidate with its error."""
    out: list[Candidate] = []
    ran: dict[str, Candidate] = {}
    asked: set[str] = set()

    async def ask(messages: list[dict[str, str]], temperature: float, label: str) -> str:
        reply = await llm.structured(
            messages,
            CandidateQuery,
            temperature=temperature,
            max_tokens=cfg.max_tokens,
            timeout_s=model_timeout_s,
            trace=trace,
            label=label,
        )
        return reply.sql.strip()

    async def run(cand: Candidate) -> None:
        same = ran.get(cand.sql)
        if same is not None:  # the same query runs once
            cand.error, cand.columns, cand.rows = same.error, same.columns, same.rows
            cand.truncated, cand.fingerprint = same.truncated, same.fingerprint
            return
        ran[cand.sql] = cand
        try:
            async with asyncio.timeout(probe_timeout_s):
                result = await catalog.probe(task, cand.sql, dialect, probe_rows, probe_timeout_s)
        except (DataAgentError, TimeoutError) as e:
            cand.error = str(e) or "timed out"
            return
        cand.columns, cand.rows, cand.truncated = result.columns, result.rows, result.truncated
        cand.fingerprint = result_fingerprint(result.columns, result.rows)

    for variant in cfg.variants:
        messages = candidate_messages(variant, question, light_catalog, grounding, dialect, cfg, table_notes)
        prompt = hashlib.sha256(repr(messages).encode("utf-8")).hexdigest()[:12]
        if variant.temperature == 0 and prompt in asked:
            continue
        asked.add(prompt)
        cand = Candidate(variant=variant.name, prompt=prompt)
        out.append(cand)
        try:
            cand.sql = await ask(messages, variant.temperature, f"candidate_{variant.name}")
        except LLMError as e:
            cand.error = f"model call failed: {e}"
            continue
        await run(cand)
        if not cand.error:
            continue
        # One repair: the failed query and its error, after the same prompt (the server reuses it).
        failed_sql, failed_error = cand.sql, cand.error
        retry = [
            *messages,
            {"role": "assistant", "content": json.dumps({"sql": failed_sql})},
            {
                "role": "user",
                "content": f"That query failed: {failed_error[: cfg.error_chars]}\nReply with the corrected "
                'query as JSON {"sql": "<the query>"}.',
            },
        ]
        try:
            fixed = await ask(retry, variant.temperature, f"candidate_{variant.name}_repair")
        except LLMError:
            continue
        if fixed == failed_sql:
            continue
        repaired = Candidate(variant.name, prompt, fixed, failed_sql=failed_sql, failed_error=failed_error)
        await run(repaired)
        out[-1] = repaired
    return out


def vote(candidates: list[Candidate]) -> Vote:
    """The group of agreeing results with most votes (ties: the earlier variant). How far the vote can
    be trusted is the number of different prompts in the winning group: two samples of one prompt agree
    far more often than two prompts do."""
    groups: dict[str, list[Candidate]] = {}
    for c in candidates:
        if c.usable:
            groups.setdefault(c.fingerprint, []).append(c)
    summary = [
        {
            "fingerprint": fp,
            "variants": [c.variant for c in members],
            "votes": len(members),
            "prompts": len({c.prompt for c in members}),
        }
        for fp, members in groups.items()
    ]
    if not groups:
        failed = sum(1 for c in candidates if c.error)
        return Vote(None, 0, 0, summary, f"no candidate returned rows ({failed} failed, the rest empty)")
    order = {c.variant: i for i, c in enumerate(candidates)}
    best = min(groups.values(), key=lambda members: (-len(members), order[members[0].variant]))
    runner_up = max((len(m) for m in groups.values() if m is not best), default=0)
    prompts = len({c.prompt for c in best})
    reason = (
        f"{len(best)} of {len(candidates)} candidates agree ({prompts} prompt{'s' if prompts > 1 else ''})"
        + (f" (the next group has {runner_up})" if runner_up else "")
        + f"; {best[0].variant} is the earliest of them"
    )
    return Vote(best[0], len(best), prompts, summary, reason)
