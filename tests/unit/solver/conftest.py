"""Fixtures for the solver: settings, a solver on the fake model and the in-process catalog, scripts."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from services.solver.agent import Solver, SolveRequest, SolveResult
from services.solver.settings import SolverSettings
from shared.config import REPO_ROOT, load_settings
from shared.layout import TaskInput
from shared.llm import LLMClient, LLMSettings
from shared.stage import TaskPaths
from tests.solver_scripts import without_candidates
from tests.unit.solver.catalog_double import CoreCatalogTools

SAMPLE = REPO_ROOT / "tests" / "data" / "kdd_sample"


def with_loop(settings: SolverSettings, **loop: Any) -> SolverSettings:
    return settings.model_copy(update={"loop": settings.loop.model_copy(update=loop)})


@pytest.fixture
def solver_settings(tmp_path: Path) -> SolverSettings:
    """The loop's tests script the loop's replies step by step, so they solve without candidates; the
    candidates' own tests (test_candidates.py) use the configured variants."""
    return without_candidates(load_settings(SolverSettings, artifact_root=tmp_path / "artifacts"))


@pytest.fixture
def catalog() -> Iterator[CoreCatalogTools]:
    tools = CoreCatalogTools()
    yield tools
    tools.close()


@pytest.fixture
async def llm(llm_settings: LLMSettings) -> AsyncIterator[LLMClient]:
    async with LLMClient(llm_settings) as client:
        yield client


@pytest.fixture
def make_solver(
    solver_settings: SolverSettings, llm: LLMClient, catalog: CoreCatalogTools
) -> Callable[..., Solver]:
    def make(settings: SolverSettings | None = None, **kw: Any) -> Solver:
        return Solver(settings or solver_settings, llm=kw.get("llm", llm), catalog=kw.get("catalog", catalog))

    return make


def task_paths(tmp_path: Path, task_id: str, task_dir: Path | None = None) -> TaskPaths:
    return TaskPaths(
        task_id=task_id,
        task_dir=task_dir or SAMPLE / "input" / task_id,
        output_dir=tmp_path / "artifacts" / "run" / task_id,
        run_id="test",
    )


def question(task_dir: Path) -> str:
    return TaskInput(task_dir).read_spec().question


def make_task(root: Path, files: dict[str, str], q: str = "Which?") -> Path:
    task = root / "in" / "task_9"
    for rel, text in files.items():
        (task / "context" / rel).parent.mkdir(parents=True, exist_ok=True)
        (task / "context" / rel).write_text(text, encoding="utf-8")
    (task / "task.json").write_text(json.dumps({"task_id": "task_9", "question": q}))
    return task


SCORES = "name,points\nann,5\nbob,9\ncid,9\ndan,1\ndan,1\n"


def trace_of(result: SolveResult) -> dict[str, Any]:
    return json.loads(Path(result.trace_path).read_text())


async def solve(solver: Solver, task: TaskPaths, **kw: Any) -> SolveResult:
    return await solver.solve(
        SolveRequest(task=task, question=kw.pop("question", None) or question(task.task_dir), **kw)
    )
