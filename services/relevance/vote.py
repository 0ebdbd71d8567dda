"""The model vote: one prompt judges every unclear document; rounds run concurrently; votes aggregate.

Public API:
    Verdict, VerdictList                    the reply schema (reason before the boolean)
    build_messages(question, docs, knowledge, video_text, round_no, rounds, budget_chars, settings)
    run_rounds(ask, rounds, max_resend_batches) -> RoundsOutcome     (ask: round number -> VerdictList)
    aggregate(doc_names, replies) -> dict[str, DocVote]

Aggregation, per document: more true than false votes -> relevant; a tie -> relevant;
a round that omits the document abstains; omitted by every round -> relevant; no successful round at all
-> every document relevant. Names in a reply that are not candidates are ignored.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from services.relevance.candidates import Candidate
from services.relevance.settings import PromptSettings
from shared.layout import KNOWLEDGE_FILE
from shared.llm import UNTRUSTED_NOTE, fence_untrusted

VotedBy = Literal["vote", "default_recall"]

# The knowledge file's name as the prompt shows it (the layout names it).


class Verdict(BaseModel):
    doc_name: str
    reason: str
    relevant: bool


class VerdictList(BaseModel):
    verdicts: list[Verdict]


SYSTEM_PROMPT = f"""You decide which candidate documents are necessary inputs for answering a data-analysis \
question over a folder of files.

A document is RELEVANT when:
- it directly holds the fields, metrics or records the question asks for; or
- it provides a mapping the answer must go through (for example from the question's external code to an \
internal id used by other data); or
- the video text explicitly points to its fields, entities, tables or definitions.

These are NOT enough on their own: the same database, industry or topic; "may be useful" background; \
merely having some id or code column.

When you are unsure, mark the document relevant (recall matters more than precision).
Judge every document in the list exactly once, using its name exactly as given; do not add other names.
For each document write a short reason first, then the boolean.
Answer with a JSON object: {{"verdicts": [{{"doc_name": "...", "reason": "...", "relevant": true}}]}}.

{UNTRUSTED_NOTE}"""


def _cut_lines(text: str, max_chars: int) -> str:
    if len(text) <= max_chars:
        return text
    out, size = [], 0
    for line in text.splitlines():
        if size + len(line) + 1 > max_chars:
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out) if out else text[:max_chars]


def build_messages(
    question: str,
    docs: Sequence[Candidate],
    knowledge: str,
    video_text: str,
    round_no: int,
    rounds: int,
    budget_chars: int,
    settings: PromptSettings,
) -> list[dict[str, Any]]:
    """System + one user message: question, knowledge head, optional video text, every preview.

    With ``budget_chars`` > 0 the knowledge, video text and previews are shrunk (line by line) to shares
    of the budget (``settings.budget_*``), so that a small-context model still sees every document.
    """
    k_max, v_max = settings.knowledge_max_chars, settings.video_max_chars
    preview_max: int | None = None
    if budget_chars > 0:
        k_max = min(k_max, int(budget_chars * settings.budget_knowledge_share))
        v_max = min(v_max, int(budget_chars * settings.budget_video_share))
        fixed = (
            len(question)
            + min(len(knowledge), k_max)
            + min(len(video_text), v_max)
            + settings.budget_overhead_chars
        )
        preview_max = max(settings.budget_min_preview_chars, (budget_chars - fixed) // max(1, len(docs)))
    parts = ["## Task question", fence_untrusted("task question", question)]
    if knowledge.strip():
        parts += [
            f"## Knowledge ({KNOWLEDGE_FILE}, beginning)",
            fence_untrusted(KNOWLEDGE_FILE, knowledge[:k_max]),
        ]
    if video_text.strip():
        parts += [
            "## Video (slides and narration of the task's explanation video)",
            fence_untrusted("video text", video_text[:v_max]),
        ]
    names = ", ".join(d.name for d in docs)
    parts.append(f"## Candidate documents ({len(docs)}); judge each of: {names}")
    for d in docs:
        preview = d.preview if preview_max is None else _cut_lines(d.preview, preview_max)
        parts += [f"### doc name: {d.name}", fence_untrusted(f"preview of {d.name}", preview)]
    parts.append(f"(Voting round {round_no} of {rounds}.)")
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": "\n\n".join(parts)}]


def reply_schema(reason_max_chars: int) -> type[VerdictList]:
    """The reply schema with the reason cap in its JSON schema (asked of the model, not enforced)."""
    verdict = create_model(
        "Verdict",
        __base__=Verdict,
        reason=(str, Field(json_schema_extra={"maxLength": reason_max_chars})),
    )
    return create_model("VerdictList", __base__=VerdictList, verdicts=(list[verdict], ...))


@dataclass
class RoundsOutcome:
    """Successful replies in round order, and the error of every failed attempt."""

    replies: list[VerdictList] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    attempts: int = 0


async def run_rounds(
    ask: Callable[[int], Awaitable[VerdictList]], rounds: int, max_resend_batches: int
) -> RoundsOutcome:
    """Run ``rounds`` rounds concurrently; failed ones are re-sent as one batch, at most
    ``max_resend_batches`` times, until ``rounds`` have succeeded."""
    outcome = RoundsOutcome()
    pending = list(range(1, rounds + 1))
    for _ in range(1 + max_resend_batches):
        if not pending:
            break
        results = await asyncio.gather(*(ask(n) for n in pending), return_exceptions=True)
        outcome.attempts += len(pending)
        failed: list[int] = []
        for n, res in zip(pending, results, strict=True):
            if isinstance(res, BaseException):
                if not isinstance(res, Exception):
                    raise res
                outcome.errors.append(f"round {n}: {res}")
                failed.append(n)
            else:
                outcome.replies.append(res)
        pending = failed
    return outcome


@dataclass
class DocVote:
    relevant: bool
    yes: int
    counted: int
    decided_by: VotedBy
    reasons: list[str]

    @property
    def tally(self) -> str:
        return f"{self.yes}/{self.counted}"


def _resolve(name: str, names: Sequence[str]) -> str | None:
    """The candidate a reply means: exact, else case-insensitive, else without a file suffix."""
    if name in names:
        return name
    low = {n.lower(): n for n in names}
    key = name.strip().lower()
    if key in low:
        return low[key]
    for suffix in (".md", ".markdown", ".txt", ".pdf"):
        if key.endswith(suffix) and key[: -len(suffix)] in low:
            return low[key[: -len(suffix)]]
    return None


def aggregate(
    doc_names: Sequence[str], replies: Sequence[VerdictList], silence: str = "every model call failed"
) -> dict[str, DocVote]:
    """Per document: majority of the rounds that judged it; ties and silence mean relevant (``silence``:
    why there is no reply at all)."""
    yes = dict.fromkeys(doc_names, 0)
    counted = dict.fromkeys(doc_names, 0)
    reasons: dict[str, list[str]] = {n: [] for n in doc_names}
    for reply in replies:
        seen: set[str] = set()
        for v in reply.verdicts:
            name = _resolve(v.doc_name, doc_names)
            if name is None or name in seen:
                continue
            seen.add(name)
            counted[name] += 1
            yes[name] += int(v.relevant)
            reasons[name].append(f"{'relevant' if v.relevant else 'not relevant'}: {v.reason}")
    out: dict[str, DocVote] = {}
    for name in doc_names:
        if counted[name] == 0:
            why = silence if not replies else "omitted by every round"
            out[name] = DocVote(True, 0, 0, "default_recall", [f"relevant by default: {why}"])
        else:
            relevant = yes[name] * 2 >= counted[name]
            out[name] = DocVote(relevant, yes[name], counted[name], "vote", reasons[name])
    return out
