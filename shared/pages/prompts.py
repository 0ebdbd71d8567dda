"""Prompts and structured outputs of document answers, one per answer kind.

Every kind answers in the same four fields: ``step_by_step_analysis`` (the reasoning, written first),
``reasoning_summary``, ``relevant_pages`` (page numbers as shown in the context) and ``final_answer`` in
the kind's own type; "N/A" wherever the pages do not say it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from shared.llm.untrusted import UNTRUSTED_NOTE

AnswerKind = Literal["boolean", "number", "name", "names", "string"]
KINDS: tuple[str, ...] = ("boolean", "number", "name", "names", "string")
NA = "N/A"

_ANALYSIS = (
    "Brief reasoning, a few sentences written before the answer: which page and line state it, what "
    "exactly they say, and whether it is the metric, entity and period the question asks for (a similar "
    "item is not the answer)."
)
_SUMMARY = "The reasoning in one sentence."
_PAGES = (
    "Numbers of the pages (as labelled in the context) that directly state the answer or its key facts; "
    "no page that is only loosely related; empty when the answer is N/A."
)


class _Base(BaseModel):
    step_by_step_analysis: str = Field(description=_ANALYSIS)
    reasoning_summary: str = Field(description=_SUMMARY)
    relevant_pages: list[int] = Field(description=_PAGES)


class BooleanAnswer(_Base):
    final_answer: bool = Field(
        description="true or false. When the question says to return False if there is no mention, "
        "no mention means false."
    )


class NumberAnswer(_Base):
    # A string is allowed beside the number: a model that starts to write "$406.1 million" under a
    # number-or-"N/A" grammar can only finish the string as "N/A". The string is read in code.
    final_answer: float | str = Field(
        description="One number, or N/A. Written out in full units: 'in thousands' 1,234 -> 1234000, "
        "'$2.5 million' -> 2500000. A percent stays a percent (12.5% -> 12.5). Negative numbers (shown "
        "in parentheses or with a minus) stay negative. N/A only when no page states the metric asked for; "
        "never compute or estimate a value the pages do not state."
    )


class NameAnswer(_Base):
    final_answer: str = Field(
        description="One name exactly as written in the pages (for a comparison: exactly as written in "
        "the question), or N/A."
    )


class NamesAnswer(_Base):
    final_answer: list[str] | Literal["N/A"] = Field(
        description="Every name that answers the question, each exactly as written (a position: its "
        "title only, without the person's name), or N/A when none is stated."
    )


class StringAnswer(_Base):
    final_answer: str = Field(
        description="A concise, complete answer in the question's language drawn only from the pages, or N/A."
    )


SCHEMAS: dict[str, type[_Base]] = {
    "boolean": BooleanAnswer,
    "number": NumberAnswer,
    "name": NameAnswer,
    "names": NamesAnswer,
    "string": StringAnswer,
}

SYSTEM = (
    "You answer questions about a company's report using only the retrieved report pages given in the "
    "context; each page is labelled with its page number, and lines of other retrieved pages that match "
    "the question may follow, each with its page number. Do not use outside knowledge. Follow the "
    "output schema's rules for the answer kind exactly. When a page states what is asked, answer with "
    "it; the answer is N/A only when no page states it (a boolean question's 'no mention' is false). "
    + UNTRUSTED_NOTE
)

KIND_RULES = {
    "boolean": "Answer kind: boolean (true/false).",
    "number": (
        "Answer kind: number. Keep the scale the question asks for: expand 'in thousands' or 'in "
        "millions' to full units; a percent stays in percent; a ratio stays a ratio."
    ),
    "name": "Answer kind: one name.",
    "names": "Answer kind: a list of names.",
    "string": "Answer kind: a short free-text answer.",
}


def answer_rules(kind: str) -> str:
    """The kind's rule and what each field of its answer holds, as the model reads them: a local
    endpoint's grammar keeps the schema's form but not its descriptions, so they are written out."""
    fields = "\n".join(f"- {name}: {f.description}" for name, f in SCHEMAS[kind].model_fields.items())
    return f"{KIND_RULES[kind]}\nAnswer fields, in this order:\n{fields}"


class SubQuestion(BaseModel):
    company: str = Field(description="the company's name exactly as written in the question")
    question: str = Field(description="the question about this one company alone")


class SplitQuestion(BaseModel):
    kind: Literal["number", "boolean", "name", "names", "string"] = Field(
        description="the answer kind of every sub-question (usually number)"
    )
    questions: list[SubQuestion]


SPLIT_SYSTEM = (
    "A question compares several companies. Rewrite it as one question per company, asking for the "
    "metric the comparison needs about that company alone, with the same metric, currency and period "
    "wording. Keep each company's name exactly as written in the question."
)

COMPARE_SYSTEM = (
    "You answer a question that compares companies, given each company's answer to its own "
    "sub-question. Use only those answers; a company whose answer is N/A is left out of the comparison. "
    "Answer with the company's name exactly as written in the question, or N/A when no company has data."
)
