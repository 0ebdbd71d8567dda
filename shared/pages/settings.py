"""Settings of page-cited answers (the ``doc_answer`` section of configs/solver.yaml)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from shared.config import SettingsSection


class DocAnswerSettings(SettingsSection):
    page_max_chars: int = Field(gt=0)
    context_max_chars_by_endpoint: dict[Literal["local", "hosted"], int]
    # Characters of each page around the question's words (0: pages whole, up to page_max_chars).
    page_excerpt_chars_by_endpoint: dict[Literal["local", "hosted"], int]
    # Lines of all retrieved pages that best match the question, shown after the pages (0: none).
    evidence_lines_by_endpoint: dict[Literal["local", "hosted"], int]
    # Table rows written beside their column headers, figures also in full units (shared.pages.tables).
    serialise_tables: bool
    # Removed from the question the model reads (regular expressions, case-insensitive): what to answer
    # when the data is missing, which the answer kind's rules say once; the rest of the question, its
    # instructions on the answer's form included, is read as written.
    question_drop_patterns: tuple[str, ...]
    temperature: float = Field(ge=0)
    max_tokens: int = Field(gt=0)
    max_companies: int = Field(ge=2)
    max_questions: int = Field(gt=0)
    max_question_chars: int = Field(gt=0)
