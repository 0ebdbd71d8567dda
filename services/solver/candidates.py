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

from services.solver.checks import keep_ties, result_fingerprint, tie_probe, ties_cut
from services.solver.examples import Example, ExampleBank, mask_question, render_examples, sql_skeleton
from services.solver.grounding import (
    NAMED_HEADER,
    Grounding,
    render_figures,
    render_named,
    render_schema,
    render_stored,
    schema_words,
)
from services.solver.joins import MAX_MENDS, mend_missing_column
from services.solver.literals import (
    LiteralUse,
    candidates_sql,
    closest_form,
    filter_literals,
    holding_column,
    literal_fixes,
    move_literals,
    occurs_sql,
    replace_literals,
)
from services.solver.nested import draft_nested, inner_messages, is_nested
from services.solver.premends import premended
from services.solver.prompts import query_messages
from services.solver.settings import CandidateSettings, CandidateVariant
from services.solver.tools import CatalogTools
from shared.errors import DataAgentError, LLMError
from shared.layout import LightCatalog
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
    examples: list[dict[str, str]] = field(default_factory=list)  # the worked examples its prompt showed
    # Literals rewritten in their stored forms ({"column", "literal", "stored"}), with the draft as written.
    literal_fixes: list[dict[str, str]] = field(default_factory=list)
    drafted_sql: str = ""
    # Literals it filters on that occur nowhere in their column and have no stored form.
    missing_literals: list[str] = field(default_factory=list)
    ties_kept: bool = False  # rewritten to keep the rows that tie with the one its LIMIT 1 kept
    inner_sql: str = ""  # a nested draft's inner query
    # Columns shown swapped for the sibling the question names (services/solver/siblings.py), divisions
    # turned the way the question states them (services/solver/ratios.py).
    column_swaps: list[str] = field(default_factory=list)

    @property
    def usable(self) -> bool:
        """It ran and returned rows, and not a count of nothing because of a literal the data lacks."""
        if self.error or not self.rows:
            return False
        return not (self.missing_literals and _all_zero(self.rows))

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
            "examples": self.examples,
            "literal_fixes": self.literal_fixes,
            "drafted_sql": self.drafted_sql or None,
            "missing_literals": self.missing_literals,
            "ties_kept": self.ties_kept,
            "inner_sql": self.inner_sql or None,
            "column_swaps": self.column_swaps,
        }


def _all_zero(rows: list[list[Any]]) -> bool:
    """Every cell empty or zero: what a count or a sum over no matching row returns."""
    return all(cell is None or str(cell).strip() in ("", "0", "0.0") for row in rows for cell in row)


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
    light_catalog: LightCatalog,
    grounding: Grounding,
    dialect: str,
    cfg: CandidateSettings,
    table_notes: str = "",
    examples: list[Example] | None = None,
) -> list[dict[str, str]]:
    """One variant's prompt: the schema first, then the notes on tables extracted from documents (their
    columns' meanings), the worked examples, the stored forms, then the question, so that drafts of the
    same schema share the longest prefix."""
    grounded = variant.schema_view == "grounded"
    schema = render_schema(light_catalog, grounding.tables if grounded else None)
    parts = [f"Tables:\n{schema}"]
    if grounded and grounding.joins:
        parts.append("Joins: " + "; ".join(grounding.joins))
    if table_notes:
        parts.append(table_notes)
    if examples:
        parts.append(render_examples(examples))
    if variant.stored_forms and grounding.stored:
        stored = render_stored(grounding.stored, cfg.stored_columns_shown)
        parts.append(
            "Values the question names, as the data stores them (filter on these exact forms):\n" + stored
        )
    if variant.stored_forms and grounding.named:
        parts.append(NAMED_HEADER + render_named(grounding.named))
    if grounding.figures:
        parts.append(render_figures(grounding.figures))
    return query_messages(dialect, parts, question)


def naming_messages(messages: list[dict[str, str]], sql: str, columns: list[str]) -> list[dict[str, str]]:
    """A drafting request again, after a query that answers "which" with computed values alone: the
    same query, asked to name what it found beside them."""
    return [
        *messages,
        {"role": "assistant", "content": json.dumps({"sql": sql})},
        {
            "role": "user",
            "content": f"The question asks which one (or who), but that query returns only computed values "
            f"({', '.join(columns)}), not what it found. Write it again so that it also returns the name of "
            'what the question asks about. Reply with JSON {"sql": "<the query>"}.',
        },
    ]


async def draft_candidates(
    llm: LLMClient,
    catalog: CatalogTools,
    task: TaskPaths,
    question: str,
    light_catalog: LightCatalog,
    grounding: Grounding,
    dialect: str,
    cfg: CandidateSettings,
    *,
    probe_rows: int,
    model_timeout_s: float,
    probe_timeout_s: float,
    trace: LLMTrace,
    table_notes: str = "",
    bank: ExampleBank | None = None,
) -> list[Candidate]:
    """Every variant's draft, run; a query that fails gets one repair (the same conversation, with the
    error), and one that filters on a literal its column does not store is run again with the stored
    form (services.solver.literals). A prompt that repeats an earlier variant's (same messages,
    temperature 0) adds no vote and is skipped; a failed model call or query is a candidate with its
    error. ``bank``: the worked examples shown to the variants that take them."""
    out: list[Candidate] = []
    ran: dict[str, Candidate] = {}
    asked: set[str] = set()
    masked = mask_question(question, schema_words(light_catalog), [f.literal for f in grounding.stored])
    notes = task.output.read_extracted_columns()
    types = {
        s.name.lower(): {c.name.lower(): c.type for c in s.columns} for s in light_catalog.query_surfaces
    }

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

    async def two_steps(variant: CandidateVariant, messages: list[dict[str, str]], cand: Candidate) -> None:
        """The nested variant's draft: an inner query, run and checked, then the full one over it."""
        step = 0

        async def ask_for(request: list[dict[str, str]], schema: type[BaseModel]) -> BaseModel:
            nonlocal step
            step += 1
            return await llm.structured(
                request,
                schema,
                temperature=variant.temperature,
                max_tokens=cfg.max_tokens,
                timeout_s=model_timeout_s,
                trace=trace,
                label=f"candidate_{variant.name}_{'inner' if step == 1 else 'outer'}",
            )

        async def run_inner(sql: str) -> tuple[list[str], list[list[Any]]] | None:
            try:
                result = await catalog.probe(task, sql, dialect, cfg.max_inner_rows + 1, probe_timeout_s)
            except DataAgentError:
                return None
            return result.columns, result.rows

        cand.sql, inner, why = await draft_nested(messages, ask_for, run_inner, cfg.max_inner_rows)
        if inner is not None:
            cand.inner_sql = inner.sql
        if not cand.sql:
            cand.error = f"no nested draft: {why}"

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

    async def count(sql: str) -> int | None:
        try:
            result = await catalog.probe(task, sql, dialect, 1, probe_timeout_s)
        except DataAgentError:
            return None
        try:
            return int(result.rows[0][0]) if result.rows else None
        except (TypeError, ValueError):
            return None

    async def stored_values(use: LiteralUse) -> list[str]:
        try:
            result = await catalog.probe(
                task, candidates_sql(use, cfg.literal_values), dialect, cfg.literal_values, probe_timeout_s
            )
        except DataAgentError:
            return []
        return [str(r[0]) for r in result.rows if r and r[0] is not None]

    async def stored_forms(cand: Candidate) -> Candidate:
        """``cand`` again with its literals in their stored forms when some occur nowhere in their
        column; the literals with no stored form are recorded on it."""
        forms: dict[LiteralUse, str] = {}
        moves: dict[LiteralUse, str] = {}
        for use in filter_literals(cand.sql, dialect, light_catalog)[: cfg.literals_checked]:
            if await count(occurs_sql(use)) != 0:
                continue
            form = closest_form(use.literal, await stored_values(use))
            if form is not None:
                forms[use] = form
                continue
            holder = await holding_column(use, light_catalog, count)
            if holder is None:
                cand.missing_literals.append(use.literal)
            else:
                moves[use] = holder
        fixed_sql = replace_literals(cand.sql, dialect, forms) if forms else None
        moved_sql = move_literals(fixed_sql or cand.sql, dialect, moves) if moves else None
        fixed_sql = moved_sql or fixed_sql
        if fixed_sql is None:
            return cand
        fixed = Candidate(cand.variant, cand.prompt, fixed_sql, examples=cand.examples, drafted_sql=cand.sql)
        fixed.literal_fixes = literal_fixes(forms, moves)
        fixed.missing_literals = list(cand.missing_literals)
        await run(fixed)
        return cand if fixed.error else fixed

    async def tied_rows(cand: Candidate) -> Candidate:
        """``cand`` again keeping every tied row when its ``ORDER BY ... LIMIT 1`` cut a tie."""
        probe = tie_probe(cand.sql, dialect)
        rewritten = keep_ties(cand.sql, dialect) if probe is not None and probe.limit == 1 else None
        if probe is None or rewritten is None:
            return cand
        try:
            extra = await catalog.probe(task, probe.sql, dialect, probe.limit + 1, probe_timeout_s)
        except DataAgentError:
            return cand
        if not ties_cut(probe, extra.rows):
            return cand
        kept = Candidate(
            cand.variant,
            cand.prompt,
            rewritten,
            examples=cand.examples,
            literal_fixes=cand.literal_fixes,
            drafted_sql=cand.drafted_sql or cand.sql,
            missing_literals=list(cand.missing_literals),
            ties_kept=True,
        )
        await run(kept)
        return cand if kept.error or len(kept.rows) <= len(cand.rows) else kept

    async def repaired(cand: Candidate) -> Candidate:
        """A draft that ran, with its literals in their stored forms and its ties kept."""
        return await tied_rows(await stored_forms(cand))

    async def mended(cand: Candidate) -> Candidate | None:
        """A failed draft whose missing column the join graph places (services.solver.joins), run and
        repaired; None when no mend applies or none ran."""
        sql, error = cand.sql, cand.error
        for _ in range(MAX_MENDS):
            fixed_sql = mend_missing_column(sql, error, dialect, light_catalog, grounding.edges)
            if fixed_sql is None:
                return None
            fixed = Candidate(
                cand.variant,
                cand.prompt,
                fixed_sql,
                failed_sql=cand.sql,
                failed_error=cand.error,
                examples=cand.examples,
            )
            await run(fixed)
            if not fixed.error:
                return await repaired(fixed)
            sql, error = fixed_sql, fixed.error
        return None

    def premend(cand: Candidate) -> None:
        """The mends a draft gets before it runs (services.solver.premends), noted in ``column_swaps``."""
        mended, cand.column_swaps = premended(
            cand.sql, dialect, question, notes, types, light_catalog, grounding.stored
        )
        if cand.column_swaps:
            cand.drafted_sql, cand.sql = cand.sql, mended

    async def examples_for(variant: CandidateVariant) -> list[Example]:
        if bank is None or not variant.examples or cfg.examples.count <= 0:
            return []
        drafted = next((c.sql for c in out if c.sql and not c.error), "")
        return await asyncio.to_thread(
            bank.pick, masked, cfg.examples.count, skeleton=sql_skeleton(drafted), pool=cfg.examples.pool
        )

    for variant in cfg.variants:
        if variant.nested and not is_nested(question):
            continue
        shown = await examples_for(variant)
        messages = candidate_messages(
            variant, question, light_catalog, grounding, dialect, cfg, table_notes, shown
        )
        asked_for = inner_messages(messages) if variant.nested else messages
        prompt = hashlib.sha256(repr(asked_for).encode("utf-8")).hexdigest()[:12]
        if variant.temperature == 0 and prompt in asked:
            continue
        asked.add(prompt)
        cand = Candidate(variant=variant.name, prompt=prompt, examples=[e.as_dict() for e in shown])
        out.append(cand)
        try:
            if variant.nested:
                await two_steps(variant, messages, cand)
                if cand.error:
                    continue
            else:
                cand.sql = await ask(messages, variant.temperature, f"candidate_{variant.name}")
        except LLMError as e:
            cand.error = f"model call failed: {e}"
            continue
        premend(cand)
        await run(cand)
        if not cand.error:
            out[-1] = await repaired(cand)
            continue
        by_joins = await mended(cand)
        if by_joins is not None:
            out[-1] = by_joins
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
        fixed_draft = Candidate(
            variant.name,
            prompt,
            fixed,
            failed_sql=failed_sql,
            failed_error=failed_error,
            examples=cand.examples,
        )
        premend(fixed_draft)
        await run(fixed_draft)
        if fixed_draft.error:
            out[-1] = await mended(fixed_draft) or fixed_draft
        else:
            out[-1] = await repaired(fixed_draft)
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
