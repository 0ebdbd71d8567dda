"""Page decisions by the model: windows of pages with their evidence, a type and a start probability each.

Programs decide first: a page whose start the programs are sure of (the evidence decides it, or the
page's own keywords name its type) and whose document the keywords classify with
``program_decides_probability`` or more takes the rule decision and is not asked (a window with no other
page makes no call). Each request shows the window's undecided pages, each with ``context_pages`` on each
side as context; only those are answered, so every page is decided once. Page text is fenced as
untrusted data. The model's type probabilities are mixed with the keywords' (``model_type_weight``), its
start probability with the rules' guess (``model_start_weight``) where the page evidence does not decide
the boundary (``program_start``); page 1 always starts. The model answers each page with one type, its
confidence and a start probability (short answers: a small model on a small machine writes slowly). Where
it and the rules disagree (a start the evidence left open, a type the keywords are sure of) the page
carries both sides and its segment needs review. A window whose call fails or whose answer misses a
page is asked again, then the split fails: there is no silent fallback to rules once a model is configured.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import structlog
from pydantic import BaseModel, Field

from services.context.pagestream.evidence import PageEvidence, program_start
from services.context.pagestream.rules import decisions_for_starts, program_decided
from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.stream import (
    DOC_TYPES,
    PageDecision,
    PageText,
    SplitFailedError,
    normalise,
    one_hot,
    windows,
)
from shared.errors import LLMError
from shared.llm import UNTRUSTED_NOTE, LLMClient, LLMTrace, fence_untrusted

log = structlog.get_logger(__name__)

TYPE_LABELS = {
    "invoice": "invoice (发票)",
    "contract": "contract or agreement (合同)",
    "official_document": "official government document (公文)",
    "tender": "tender or bidding document (标书)",
    "id_card": "identity card (身份证)",
    "drug_leaflet": "drug package leaflet (药品说明书)",
    "food_label": "food label (食品标签)",
    "utility_bill": "water, power or gas bill (水电费账单)",
    "degree_certificate": "academic degree certificate (学位证书)",
    "diploma": "graduation diploma (学历/毕业证书)",
    "annual_report": "listed company's annual report (上市公司年报)",
    "cv": "CV or résumé (个人简历)",
    "other": "none of the above (blank, unrelated or unreadable page)",
}

SYSTEM = (
    "You split a scanned bundle of pages into its documents. For every page you are asked about, give "
    "its document type (type), how sure you are of it (confidence, 0 to 1) and start_probability: the "
    "probability that the page is the first page of a new document.\n"
    "Types: " + "; ".join(f"{t} = {label}" for t, label in TYPE_LABELS.items()) + ".\n"
    "Rules: use the neighbouring pages to recognise untitled continuation pages (clauses, tables, a "
    "signature page) as part of the document before them. Classify by the purpose of the source "
    "document, not by stray keywords. Two adjacent documents of the same type are still separate "
    "documents: use identifiers (invoice, contract and document numbers), titles, printed page numbers "
    "(page 1 of N starts a document) and narrative continuity. The evidence lines were read by programs "
    "and are reliable. " + UNTRUSTED_NOTE
)


class PageAnswer(BaseModel):
    page: int
    type: str
    confidence: float = Field(default=1.0, ge=0, le=1)
    start_probability: float = Field(ge=0, le=1)

    def probabilities(self) -> dict[str, float]:
        """The answer over every type: its confidence on the type named (a name not known: other)."""
        named = self.type.strip().lower()
        return one_hot(named if named in DOC_TYPES else "other", self.confidence)


class WindowAnswer(BaseModel):
    pages: list[PageAnswer]


def window_messages(
    pages: Sequence[PageText],
    evidence: Sequence[PageEvidence],
    owned: Sequence[int],
    shown: Sequence[int],
    max_chars: int,
) -> list[dict[str, str]]:
    """The request for one window: evidence and fenced text of every shown page; ``owned`` are answered."""
    parts = []
    for number in shown:
        page, ev = pages[number - 1], evidence[number - 1]
        role = "ANSWER" if number in owned else "context only, do not answer"
        parts.append(f"## Page {number} ({role})\nevidence: {json.dumps(ev.to_json(), ensure_ascii=False)}")
        if not ev.blank:
            parts.append(fence_untrusted(f"page {number}", page.text[:max_chars]))
    ask = ", ".join(str(n) for n in owned)
    parts.append(f'Answer for pages {ask} exactly, one entry each, as JSON: {{"pages": [...]}}.')
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "\n\n".join(parts)}]


def _answered(answer: WindowAnswer, owned: Sequence[int]) -> dict[int, PageAnswer] | None:
    got = {a.page: a for a in answer.pages if a.page in owned}
    return got if set(got) == set(owned) else None


async def model_decisions(
    pages: Sequence[PageText],
    evidence: Sequence[PageEvidence],
    settings: PageStreamSettings,
    llm: LLMClient,
    trace: LLMTrace | None = None,
    filename: str = "",
) -> tuple[list[PageDecision], int]:
    """Decisions for every page and the number of model calls made; SplitFailedError when a window fails."""
    decisions: dict[int, PageDecision] = {}
    answered: dict[int, tuple[PageAnswer, str]] = {}  # asked page: the model's answer, the disagreement
    calls = 0
    rules, by_program = program_decided(pages, evidence, filename, settings)
    starts = [d.start_probability for d in rules]
    ws = settings.model_start_weight
    for owned_range, shown in windows(len(pages), settings.window_size, settings.context_pages):
        owned = [n for n in owned_range if not evidence[n - 1].blank and n not in by_program]
        for n in owned_range:
            if evidence[n - 1].blank:
                probs = normalise({"other": 1.0})
                decisions[n] = PageDecision(n, probs, starts[n - 1], 1.0, "blank")
        if not owned:
            continue
        near = {n + k for n in owned for k in range(-settings.context_pages, settings.context_pages + 1)}
        messages = window_messages(
            pages, evidence, owned, sorted(near.intersection(shown)), settings.max_chars_per_page
        )
        got, problem = None, ""
        for attempt in range(1 + settings.window_retries):
            calls += 1
            try:
                answer = await llm.structured(messages, WindowAnswer, trace=trace, label="pagestream")
            except LLMError as e:
                problem = str(e)
                log.warning("pagestream_window_failed", pages=owned, attempt=attempt, error=problem[:300])
                continue
            got = _answered(answer, owned)
            if got is not None:
                break
            problem = "the answer did not cover every page of the window"
            # A new request, not the cached answer again: the reminder names what was missing.
            reminder = f"\n\nYour previous answer missed some of pages {owned}; answer every one."
            messages = [messages[0], {"role": "user", "content": messages[1]["content"] + reminder}]
        if got is None:
            raise SplitFailedError(f"pages {owned[0]}-{owned[-1]}: no usable model decision ({problem})")
        for n, a in got.items():
            decided = program_start(evidence, n - 1, settings)
            if n == 1:
                starts[0] = 1.0
            elif decided is not None:
                starts[n - 1] = decided
            else:
                starts[n - 1] = round(ws * a.start_probability + (1 - ws) * starts[n - 1], 4)
            answered[n] = (a, _disagreement(n, a, rules[n - 1], decided is None and n > 1, settings))
    # The keywords classify the documents as the final starts make them (a start the model opened makes
    # a document of its own), and the model's type is mixed in on the pages it was asked about.
    final = decisions_for_starts(pages, evidence, filename, settings, starts)
    w = settings.model_type_weight
    for n, (a, note) in answered.items():
        said, keywords = a.probabilities(), final[n - 1].probabilities
        probs = normalise({t: w * said[t] + (1 - w) * keywords.get(t, 0.0) for t in DOC_TYPES})
        decisions[n] = PageDecision(n, probs, starts[n - 1], max(said.values()), "model", note)
    for n in by_program:
        decisions[n] = final[n - 1]
    return [decisions[n] for n in sorted(decisions)], calls


def _disagreement(
    n: int, answer: PageAnswer, rule: PageDecision, start_open: bool, settings: PageStreamSettings
) -> str:
    """Both sides where the model and the rules disagree on a page: a start the evidence left open, or a
    type the keywords are sure of ("" when they agree)."""
    said = []
    t = settings.boundary_threshold
    if start_open and (answer.start_probability >= t) != (rule.start_probability >= t):
        verb = ("starts", "continues")
        said.append(
            f"the model {verb[answer.start_probability < t]} a document ({answer.start_probability:.2f}), "
            f"the rules {verb[rule.start_probability < t].removesuffix('s')} ({rule.start_probability:.2f})"
        )
    model_type = max(answer.probabilities().items(), key=lambda kv: kv[1])[0]
    if model_type != rule.doc_type and rule.probability >= settings.min_probability:
        said.append(
            f"the model reads {model_type} ({answer.confidence:.2f}), the keywords {rule.doc_type} "
            f"({rule.probability:.2f})"
        )
    return f"page {n}: " + "; ".join(said) if said else ""
