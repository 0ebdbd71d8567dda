"""Document question answering with page citations: retrieve and rerank the pages of the documents a
question names, answer with the structured output of its kind, cite the pages the answer came from.

A question that names no indexed document is answered N/A without a model call; a comparison of several
quoted companies is split into one question per company (by the model), each answered on its own
documents, then compared from those answers alone.
"""

from __future__ import annotations

import asyncio
import math
import re
import time
from dataclasses import dataclass, field
from typing import Any, TypeVar

from pydantic import BaseModel

from shared.embedding import Embedder
from shared.errors import InvalidInputError, LLMError
from shared.llm import LLMClient, LLMTrace, fence_untrusted
from shared.numbers import parse_number
from shared.pages import evidence
from shared.pages.currency import other_currency
from shared.pages.excerpt import excerpt
from shared.pages.prompts import (
    COMPARE_SYSTEM,
    KINDS,
    NA,
    SCHEMAS,
    SPLIT_SYSTEM,
    SYSTEM,
    NameAnswer,
    SplitQuestion,
    answer_rules,
)
from shared.pages.route import candidate_names, search_text
from shared.pages.search import DocumentLibrary, PageHit, PageSearchSettings, rerank_pages
from shared.pages.settings import DocAnswerSettings
from shared.pages.stated import stated
from shared.pages.tables import full_units, serialise_tables

M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class PageRef:
    doc: str
    page: int  # 0-based physical page


@dataclass
class DocAnswer:
    question: str
    kind: str
    value: Any  # bool, float, str, list[str] or "N/A"
    references: list[PageRef] = field(default_factory=list)
    reasoning_summary: str = ""
    analysis: str = ""
    pages_shown: list[PageRef] = field(default_factory=list)
    sub_answers: list[DocAnswer] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0
    # Why the model gave no answer (its call failed after its retries); empty when it answered, N/A too.
    model_error: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "kind": self.kind,
            "value": self.value,
            "references": [{"doc": r.doc, "page": r.page} for r in self.references],
            "reasoning_summary": self.reasoning_summary,
            "pages_shown": [{"doc": r.doc, "page": r.page} for r in self.pages_shown],
            "sub_answers": [s.to_json() for s in self.sub_answers],
            "problems": self.problems,
            "seconds": round(self.seconds, 2),
            "model_error": self.model_error,
        }


def normalise(kind: str, value: Any) -> Any:
    """The final answer in the kind's form; anything unusable becomes N/A."""
    if isinstance(value, str) and value.strip().upper() in ("N/A", "NA", ""):
        return NA
    if kind == "boolean":
        return bool(value)
    if kind == "number":
        number = _number(value)
        return number if number is not None and math.isfinite(number) else NA
    if kind == "names":
        names = [str(v).strip() for v in (value if isinstance(value, list) else [value]) if str(v).strip()]
        return names or NA
    return str(value).strip() or NA


_FIGURE = re.compile(
    r"\(?[-−–]?\s?(?:US\$|\$|€|£|¥|USD|EUR|GBP|RMB|CNY)?\s?\d[\d,]*(?:\.\d+)?\s?"
    r"(?:%|thousand|million|billion|trillion|bn|mn|万|亿)?\)?",
    re.IGNORECASE,
)


def _number(value: Any) -> float | None:
    """A number answer as a float: a number as it is; a string as a report writes one ("$406.1 million",
    "(1,234)", "12.5%", "8,522 百万"), the first figure of a longer string; None when there is none."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if not isinstance(value, str):
        return None
    for match in _FIGURE.finditer(value):
        text = match.group(0).strip()
        negative = text.startswith("(") and text.endswith(")")
        parsed = parse_number(text.strip("()"))
        if parsed is not None:
            return float(-parsed.value if negative else parsed.value)
    return None


def render_pages(
    pages: list[PageHit],
    max_chars: int,
    budget: int,
    tables: bool = False,
    excerpt_chars: int = 0,
    query: str = "",
) -> tuple[str, dict[int, list[PageRef]], list[PageHit]]:
    """The context the model reads (each page fenced, labelled with its 1-based number, at most
    ``max_chars`` of it, all of them within ``budget`` characters; with ``tables`` its table rows
    written beside their headers; with ``excerpt_chars`` only that much of each page, around the words
    of ``query``, so that more pages fit), which pages each label stands for, and the pages shown."""
    labels: dict[int, list[PageRef]] = {}
    parts = []
    shown = []
    for hit in pages:
        room = min(max_chars, budget)
        if room < min(200, max_chars):
            break
        label = hit.page + 1
        labels.setdefault(label, []).append(PageRef(hit.doc, hit.page))
        text = serialise_tables(hit.text) if tables else hit.text
        if excerpt_chars:
            text = excerpt(text, query, excerpt_chars)
        parts.append(fence_untrusted(f"page {label}", text[:room]))
        shown.append(hit)
        budget -= min(room, len(text))
    return "\n\n".join(parts), labels, shown


def render_lines(lines: list[tuple[PageHit, str]], budget: int) -> str:
    """Lines of pages for the model, each labelled with its page's 1-based number, within ``budget``
    characters (the lines that do not fit are left out)."""
    out: list[str] = []
    for hit, line in lines:
        text = f"[page {hit.page + 1}] {line}"
        budget -= len(text) + 1
        if budget < -1:
            break
        out.append(text)
    return "\n".join(out)


def is_comparison(question: str) -> bool:
    """Several quoted company names: a comparison across companies."""
    return len(candidate_names(question)) >= 2 and any(q in question for q in ('"', "“"))


class DocumentAnswerer:
    def __init__(
        self,
        library: DocumentLibrary,
        embedder: Embedder | None,
        llm: LLMClient,
        search: PageSearchSettings,
        settings: DocAnswerSettings,
        trace: LLMTrace | None = None,
    ) -> None:
        self.library = library
        self.embedder = embedder
        self.llm = llm
        self.search = search
        self.settings = settings
        self.trace = trace

    async def answer(self, question: str, kind: str) -> DocAnswer:
        """The answer of ``kind`` (boolean, number, name, names, string) with its cited pages."""
        if kind not in KINDS:
            raise InvalidInputError(f"unknown answer kind {kind!r}; expected one of {', '.join(KINDS)}")
        if not question.strip():
            raise InvalidInputError("the question is empty")
        t0 = time.perf_counter()
        if is_comparison(question):
            out = await self._compare(question, kind)
        else:
            out = await self._single(question, kind)
        out.seconds = time.perf_counter() - t0
        return out

    async def _single(self, question: str, kind: str) -> DocAnswer:
        found = await asyncio.to_thread(self.library.retrieve, question, self.embedder)  # embeds, searches
        if not found.route.docs:
            named = ", ".join(found.route.missing) or "no company name found in the question"
            return DocAnswer(question, kind, NA, problems=[f"no indexed document names it ({named})"])
        judge = self.llm if self.llm.settings.endpoint_kind in self.search.rerank.endpoints else None
        reranked = await rerank_pages(question, found.pages, judge, self.search, trace=self.trace)
        out = DocAnswer(question, kind, NA, problems=list(reranked.problems))
        budget = self.settings.context_max_chars_by_endpoint[self.llm.settings.endpoint_kind]
        kind_of_endpoint = self.llm.settings.endpoint_kind
        lines = evidence.select(
            reranked.pages,
            found.query,
            kind,
            self.library.idf,
            self.settings.evidence_lines_by_endpoint[kind_of_endpoint],
        )
        matching = render_lines(lines, budget // 3)
        context, labels, shown = render_pages(
            reranked.pages,
            self.settings.page_max_chars,
            budget - len(matching),
            self.settings.serialise_tables,
            self.settings.page_excerpt_chars_by_endpoint[kind_of_endpoint],
            found.query,
        )
        if matching:
            label = "lines of all retrieved pages that match the question"
            context += "\n\n" + fence_untrusted(label, matching)
            for hit, _ in lines:
                if PageRef(hit.doc, hit.page) not in labels.setdefault(hit.page + 1, []):
                    labels[hit.page + 1].append(PageRef(hit.doc, hit.page))
        read = [PageRef(h.doc, h.page) for h in shown] + [PageRef(h.doc, h.page) for h, _ in lines]
        out.pages_shown = list(dict.fromkeys(read))
        # The question without what to answer when the data is missing ("If data is not available, return
        # 'N/A'"): the kind's rules say that once; repeated last, a small model answers N/A to what it found.
        asked = search_text(question, [], self.settings.question_drop_patterns)
        messages = [
            {"role": "system", "content": SYSTEM},
            {
                "role": "user",
                "content": f"{answer_rules(kind)}\n\nContext:\n{context}\n\n---\nQuestion: {asked}",
            },
        ]
        reply = await self._ask(
            out,
            "no answer from the model",
            messages,
            SCHEMAS[kind],
            f"doc_answer_{kind}",
            self.settings.temperature,
        )
        if reply is None:
            return out
        _take(out, kind, reply)
        if kind == "number":
            _check_stated(out, "\n".join([h.text for h in shown] + [line for _, line in lines]))
        if out.value != NA:
            cited = [ref for label in dict.fromkeys(reply.relevant_pages) for ref in labels.get(label, [])]
            out.references = cited
            if len(cited) < len(reply.relevant_pages):
                out.problems.append("the model cited pages it was not shown; they were dropped")
            if kind == "number":
                texts = {PageRef(h.doc, h.page): h.text for h in reranked.pages}
                _check_currency(out, question, texts)
                if out.value != NA:
                    _check_units(out, question, texts)
        return out

    async def _compare(self, question: str, kind: str) -> DocAnswer:
        out = DocAnswer(question, kind, NA)
        split = await self._ask(
            out,
            "the comparison could not be split",
            [{"role": "system", "content": SPLIT_SYSTEM}, {"role": "user", "content": question}],
            SplitQuestion,
            "doc_answer_split",
        )
        if split is None:
            return out
        for sub in split.questions[: self.settings.max_companies]:
            out.sub_answers.append(await self._single(sub.question, split.kind))
        lines = [
            f"- {sub.company}: {a.value}" for sub, a in zip(split.questions, out.sub_answers, strict=False)
        ]
        if all(a.value == NA for a in out.sub_answers):
            out.problems.append("no company of the comparison has data")
            out.model_error = next((a.model_error for a in out.sub_answers if a.model_error), "")
            return out
        schema = SCHEMAS[kind] if kind != "name" else NameAnswer
        compare = [
            {"role": "system", "content": COMPARE_SYSTEM},
            {"role": "user", "content": "Answers:\n" + "\n".join(lines) + f"\n\nQuestion: {question}"},
        ]
        reply = await self._ask(out, "no comparison from the model", compare, schema, "doc_answer_compare")
        if reply is None:
            return out
        _take(out, kind, reply)
        if out.value != NA:
            out.references = [r for a in out.sub_answers for r in a.references]
        return out

    async def _ask(
        self,
        out: DocAnswer,
        failure: str,
        messages: list[dict[str, Any]],
        schema: type[M],
        label: str,
        temperature: float = 0.0,
    ) -> M | None:
        """The model's structured reply, or None with ``failure`` and the reason in ``out.problems``."""
        try:
            return await self.llm.structured(
                messages,
                schema,
                temperature=temperature,
                max_tokens=self.settings.max_tokens,
                trace=self.trace,
                label=label,
            )
        except LLMError as e:
            out.problems.append(f"{failure}: {e}")
            out.model_error = str(e)
            return None


def _check_currency(out: DocAnswer, question: str, texts: dict[PageRef, str]) -> None:
    """A number answer is N/A when the pages it cites write their figures only in a currency other than
    the one the question asks for (see ``shared.pages.currency``); the reason is noted."""
    cited = "\n".join(texts.get(ref, "") for ref in out.references)
    other = other_currency(question, cited) if cited else ""
    if other:
        out.problems.append(f"the cited pages state {other} figures only, not the currency asked for: N/A")
        out.value = NA
        out.references = []


def _check_stated(out: DocAnswer, read: str) -> None:
    """A number answer is N/A when no figure of the text the model read states it (``shared.pages.stated``):
    the model worked it out or guessed it; the reason is noted."""
    if out.value != NA and not stated(out.value, read):
        out.problems.append(f"{out.value:g} is no figure of the pages shown (worked out or guessed): N/A")
        out.value = NA


def _check_units(out: DocAnswer, question: str, texts: dict[PageRef, str]) -> None:
    """A number answer put in full units by the first cited page whose scale it was written in (see
    ``shared.pages.tables.full_units``); the change is noted among the answer's problems."""
    for ref in out.references:
        value, note = full_units(out.value, question, texts.get(ref, ""))
        if note:
            out.value = value
            out.problems.append(f"page {ref.page + 1}: {note}")
            return


def _take(out: DocAnswer, kind: str, reply: Any) -> None:
    """The answer, its summary and its analysis from the model's reply of ``kind``."""
    out.value = normalise(kind, reply.final_answer)
    out.reasoning_summary = reply.reasoning_summary
    out.analysis = reply.step_by_step_analysis
