"""Fixtures of the extraction tests: settings under tmp_path, a client of the fake model, task folders, the
configured field templates."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from services.extraction.fields.settings import FieldSettings
from services.extraction.settings import ExtractionSettings
from shared.config import load_settings
from shared.llm import LLMClient, LLMSettings
from tests.docgen.scripted import model_path


def extraction_settings(
    tmp_path: Path, *, program: bool = False, layout: bool = False, **changes: object
) -> ExtractionSettings:
    """The configured settings with the program path off, and the plan from the layout off unless
    ``layout`` (most of these tests script the planner and the workers), then ``changes`` by section."""
    base = load_settings(ExtractionSettings, artifact_root=tmp_path / "artifacts")
    if not layout:
        base = model_path(base, program=program)
    else:
        base = base.model_copy(update={"program": base.program.model_copy(update={"enabled": program})})
    update: dict[str, object] = {}
    for key, value in changes.items():
        section = getattr(base, key)
        update[key] = section.model_copy(update=value) if isinstance(value, dict) else value
    return base.model_copy(update=update)


@pytest.fixture
def settings(tmp_path: Path) -> ExtractionSettings:
    return extraction_settings(tmp_path)


@pytest.fixture
async def llm(llm_settings: LLMSettings) -> AsyncIterator[LLMClient]:
    async with LLMClient(llm_settings) as client:
        yield client


@pytest.fixture
async def hosted_llm(llm_settings: LLMSettings) -> AsyncIterator[LLMClient]:
    """A client whose endpoint counts as one a user named (the embedded model's limits do not apply)."""
    async with LLMClient(llm_settings.model_copy(update={"endpoint_kind": "hosted"})) as client:
        yield client


@pytest.fixture
def make_settings(tmp_path: Path):
    return lambda **changes: extraction_settings(tmp_path, **changes)


@pytest.fixture(scope="session")
def templates() -> FieldSettings:
    """The configured field templates (configs/fields.yaml)."""
    return load_settings(FieldSettings)
