"""Bounds of one solve: an oversized question is cut and recorded; a model call's deadline is the configured
model timeout, cut to what is left of the solve."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from services.solver.agent import Solver
from services.solver.settings import SolverSettings
from shared.llm import LLMClient, LLMSettings
from tests.fake_llm import FakeLLMServer, reply
from tests.solver_scripts import GOLD_SCRIPTS, scripted
from tests.unit.solver.catalog_double import CoreCatalogTools
from tests.unit.solver.conftest import solve, task_paths, trace_of


class TimeoutSpy(LLMClient):
    """The real client; records the deadline each structured call is given."""

    def __init__(self, settings: LLMSettings) -> None:
        super().__init__(settings)
        self.timeouts: list[float] = []

    async def structured(self, *args: Any, **kwargs: Any) -> Any:
        self.timeouts.append(kwargs["timeout_s"])
        return await super().structured(*args, **kwargs)


async def test_a_model_call_gets_the_configured_timeout_cut_to_what_is_left(
    tmp_path: Path,
    fake_llm: FakeLLMServer,
    llm_settings: LLMSettings,
    solver_settings: SolverSettings,
    catalog: CoreCatalogTools,
) -> None:
    # Every step fails, so both attempts and the query written from the schema each call the model.
    fake_llm.add(reply("not JSON"))
    configured = 7.0
    async with TimeoutSpy(llm_settings.model_copy(update={"timeout_s": configured})) as llm:
        result = await solve(
            Solver(solver_settings, llm=llm, catalog=catalog), task_paths(tmp_path, "task_1")
        )
    assert result.answer_source == "none"
    assert "draft" in trace_of(result)["nodes"]
    assert len(llm.timeouts) >= 3
    assert all(0 < t <= configured for t in llm.timeouts), llm.timeouts

    # Near the deadline a call gets only what is left, however long the configured timeout is.
    fake_llm.reset()
    fake_llm.add(reply(scripted(*GOLD_SCRIPTS["task_1"])))
    deadline = 20.0
    async with TimeoutSpy(llm_settings.model_copy(update={"timeout_s": 600.0})) as llm:
        solver = Solver(solver_settings, llm=llm, catalog=catalog)
        result = await solve(solver, task_paths(tmp_path, "task_1"), deadline_s=deadline)
    assert result.answer_source == "submitted"
    assert llm.timeouts and all(0 < t <= deadline for t in llm.timeouts), llm.timeouts


async def test_an_oversized_question_is_cut_and_the_cut_recorded(
    tmp_path: Path, fake_llm: FakeLLMServer, make_solver, solver_settings: SolverSettings
) -> None:
    limit = solver_settings.prompt.max_question_chars
    marker = "ZZ-TAIL-MARKER"
    question = "Which orders were cancelled? " + "x" * (1 << 20) + marker
    fake_llm.add(reply(scripted(*GOLD_SCRIPTS["task_1"])))
    result = await solve(make_solver(), task_paths(tmp_path, "task_1"), question=question)
    assert result.answer_source == "submitted"
    assert fake_llm.requests
    for request in fake_llm.requests:
        assert marker not in json.dumps(request)
        assert len(json.dumps(request)) < limit + 60_000
    cut = [u for u in result.uncertainties if u["code"] == "question_truncated"]
    assert cut and str(limit) in cut[0]["reason"]
    assert len(trace_of(result)["question"]) == limit

    # A question within the limit is sent whole, with nothing recorded.
    short = "Which orders were cancelled? (answer with order and customer ids)"
    fake_llm.reset()
    fake_llm.add(reply(scripted(*GOLD_SCRIPTS["task_1"])))
    result = await solve(make_solver(), task_paths(tmp_path, "task_1"), question=short)
    assert any(short in json.dumps(request) for request in fake_llm.requests)
    assert not [u for u in result.uncertainties if u["code"] == "question_truncated"]
