"""Run-level core against in-process stages: order, manifest, resume, skipping, deadlines."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from services.coordinator.events import RunEvent
from services.coordinator.manifest import NOT_DEPLOYED, StageState, TaskState, Usage
from services.coordinator.runner import STAGE_ORDER, RunCoordinator, RunRequest, StageContext, StageResult
from services.coordinator.settings import CoordinatorSettings
from shared.artifacts import read_json
from shared.config import load_settings
from shared.errors import InvalidInputError


class FakeStage:
    """Records calls; the solver variant writes a prediction."""

    def __init__(
        self,
        name: str,
        *,
        fail: bool = False,
        sleep_s: float = 0.0,
        writes_prediction: bool = False,
        crash_on: str = "",
    ):
        self.name, self.fail, self.sleep_s, self.writes_prediction = name, fail, sleep_s, writes_prediction
        self.crash_on = crash_on
        self.calls: list[str] = []
        self.questions: dict[str, str] = {}  # task id -> the question the stage was given

    async def run(self, ctx: StageContext) -> StageResult:
        self.calls.append(ctx.task.task_id)
        self.questions[ctx.task.task_id] = ctx.question
        await asyncio.sleep(self.sleep_s)
        if ctx.task.task_id == self.crash_on:
            raise OSError(28, "No space left on device")
        if self.fail:
            return StageResult(StageState.FAILED, f"{self.name} broke")
        if self.writes_prediction:
            (Path(ctx.task.output_dir) / "prediction.csv").write_text("answer\n42\n", encoding="utf-8")
        return StageResult(
            StageState.SUCCEEDED,
            "ok",
            usage=Usage(calls=1, prompt_tokens=10, completion_tokens=2),
        )


def make_input(root: Path, ids: list[int]) -> Path:
    for i in ids:
        task = root / f"task_{i}"
        (task / "context").mkdir(parents=True)
        (task / "task.json").write_text(json.dumps({"task_id": f"task_{i}", "question": f"q{i}?"}))
    return root


@pytest.fixture
def settings() -> CoordinatorSettings:
    return load_settings(CoordinatorSettings, max_workers=2, task_deadline_s=5.0)


async def collect(coordinator: RunCoordinator, request: RunRequest) -> tuple[Any, list[dict[str, Any]]]:
    events: list[dict[str, Any]] = []

    async def emit(event: RunEvent) -> None:
        events.append(event.model_dump(mode="json"))

    return await coordinator.run(request, emit), events


def full_stages(**overrides: FakeStage) -> dict[str, FakeStage]:
    stages = {name: FakeStage(name) for name in STAGE_ORDER}
    stages["solver"] = FakeStage("solver", writes_prediction=True)
    stages.update(overrides)
    return stages


async def test_nothing_deployed_is_recorded_honestly(tmp_path: Path, settings: CoordinatorSettings) -> None:
    inp = make_input(tmp_path / "in", [1])
    manifest, events = await collect(RunCoordinator(settings, {}), RunRequest(inp, tmp_path / "out"))
    task = manifest.tasks["task_1"]
    assert [task.stages[s].message for s in STAGE_ORDER] == [NOT_DEPLOYED] * len(STAGE_ORDER)
    assert task.status is TaskState.FAILED
    assert task.error == "no prediction: solver stage not deployed"
    assert events[0]["type"] == "run_started" and events[-1]["type"] == "run_finished"
    on_disk = read_json(tmp_path / "out" / "run_manifest.json")
    assert on_disk["tasks"]["task_1"]["stages"]["solver"]["status"] == "skipped"


async def test_stages_run_in_order_and_task_succeeds(tmp_path: Path, settings: CoordinatorSettings) -> None:
    inp = make_input(tmp_path / "in", [1, 2, 3])
    stages = full_stages()
    manifest, events = await collect(RunCoordinator(settings, stages), RunRequest(inp, tmp_path / "out"))
    assert all(t.status is TaskState.SUCCEEDED for t in manifest.tasks.values())
    assert all(len(s.calls) == 3 for s in stages.values())
    order = [
        e["stage"]
        for e in events
        if e["type"] == "stage_update" and e["task_id"] == "task_2" and e["status"] != "running"
    ]
    assert order == list(STAGE_ORDER)
    assert manifest.tasks["task_1"].usage().calls == len(STAGE_ORDER)
    assert stages["solver"].questions["task_1"] == "q1?"
    lines = (tmp_path / "out" / "events.jsonl").read_text().splitlines()
    assert sum(json.loads(line)["type"] == "task_finished" for line in lines) == 3


async def test_failed_stage_does_not_stop_the_task(tmp_path: Path, settings: CoordinatorSettings) -> None:
    inp = make_input(tmp_path / "in", [1])
    stages = full_stages(relevance=FakeStage("relevance", fail=True))
    manifest, _ = await collect(RunCoordinator(settings, stages), RunRequest(inp, tmp_path / "out"))
    task = manifest.tasks["task_1"]
    assert task.stages["relevance"].status is StageState.FAILED
    assert task.stages["relevance"].error == "relevance broke"
    assert task.stages["solver"].status is StageState.SUCCEEDED
    assert task.status is TaskState.SUCCEEDED


async def test_retry_failed_resumes_only_unfinished_stages(
    tmp_path: Path, settings: CoordinatorSettings
) -> None:
    inp = make_input(tmp_path / "in", [1, 2])
    out = tmp_path / "out"
    broken = full_stages(solver=FakeStage("solver", fail=True))
    first, _ = await collect(RunCoordinator(settings, broken), RunRequest(inp, out, task_ids=["1"]))
    assert first.tasks["task_1"].status is TaskState.FAILED
    fixed = full_stages()
    second, _ = await collect(RunCoordinator(settings, fixed), RunRequest(inp, out, retry_failed=True))
    assert second.run_id == first.run_id
    assert second.selected == ["task_1"]
    assert second.skipped == {"task_2": "not failed in the previous run"}
    assert fixed["context"].calls == [] and fixed["catalog"].calls == []
    assert fixed["solver"].calls == ["task_1"]
    assert second.tasks["task_1"].status is TaskState.SUCCEEDED


async def test_skip_completed_needs_a_valid_prediction(tmp_path: Path, settings: CoordinatorSettings) -> None:
    inp = make_input(tmp_path / "in", [1, 2, 3])
    out = tmp_path / "out"
    for tid, text in [("task_1", "a,b\n1,2\n"), ("task_2", "a,b\n1\n")]:
        (out / tid).mkdir(parents=True)
        (out / tid / "prediction.csv").write_text(text)
    stages = full_stages()
    manifest, _ = await collect(RunCoordinator(settings, stages), RunRequest(inp, out, skip_completed=True))
    assert manifest.selected == ["task_2", "task_3"]
    assert list(manifest.skipped) == ["task_1"]
    assert stages["context"].calls.count("task_1") == 0


async def test_task_deadline_is_recorded(tmp_path: Path) -> None:
    settings = load_settings(CoordinatorSettings, task_deadline_s=0.3)
    inp = make_input(tmp_path / "in", [1])
    stages = full_stages(catalog=FakeStage("catalog", sleep_s=5))
    manifest, _ = await collect(RunCoordinator(settings, stages), RunRequest(inp, tmp_path / "out"))
    task = manifest.tasks["task_1"]
    assert task.status is TaskState.TIMED_OUT
    assert task.stages["catalog"].status is StageState.TIMED_OUT
    assert "solver" not in task.stages


async def test_a_slow_extraction_leaves_the_solver_its_reserve(tmp_path: Path) -> None:
    settings = load_settings(
        CoordinatorSettings, task_deadline_s=3.0, solver_reserve_s=2.0, min_stage_budget_s=0.1
    )
    inp = make_input(tmp_path / "in", [1])
    budgets: dict[str, float] = {}

    class Slow(FakeStage):
        async def run(self, ctx: StageContext) -> StageResult:
            budgets[self.name] = ctx.deadline_s
            return await super().run(ctx)

    stages = full_stages(
        extraction=Slow("extraction", sleep_s=30), solver=Slow("solver", writes_prediction=True)
    )
    manifest, _ = await collect(RunCoordinator(settings, stages), RunRequest(inp, tmp_path / "out"))
    task = manifest.tasks["task_1"]
    assert task.stages["extraction"].status is StageState.TIMED_OUT
    assert "budget" in (task.stages["extraction"].message or "")
    assert budgets["extraction"] <= 1.0 + 1e-6
    # The solver still ran, with the reserve, and the task has its answer.
    assert task.stages["solver"].status is StageState.SUCCEEDED
    assert budgets["solver"] >= 1.5
    assert task.status is TaskState.SUCCEEDED


async def test_bad_task_json_fails_that_task_only(tmp_path: Path, settings: CoordinatorSettings) -> None:
    inp = make_input(tmp_path / "in", [1, 2])
    (inp / "task_1" / "task.json").write_text("{not json")
    manifest, _ = await collect(RunCoordinator(settings, full_stages()), RunRequest(inp, tmp_path / "out"))
    assert manifest.tasks["task_1"].status is TaskState.FAILED
    assert "not valid JSON" in (manifest.tasks["task_1"].error or "")
    assert manifest.tasks["task_2"].status is TaskState.SUCCEEDED


async def test_unknown_task_ids_are_rejected(tmp_path: Path, settings: CoordinatorSettings) -> None:
    inp = make_input(tmp_path / "in", [1])
    with pytest.raises(InvalidInputError, match="task_9"):
        await collect(RunCoordinator(settings, {}), RunRequest(inp, tmp_path / "out", task_ids=["9"]))


async def test_max_workers_bounds_concurrency(tmp_path: Path, settings: CoordinatorSettings) -> None:
    inp = make_input(tmp_path / "in", [1, 2, 3, 4])
    running = peak = 0

    class Probe(FakeStage):
        async def run(self, ctx: StageContext) -> StageResult:
            nonlocal running, peak
            running += 1
            peak = max(peak, running)
            await asyncio.sleep(0.05)
            running -= 1
            return StageResult(StageState.SUCCEEDED)

    await collect(
        RunCoordinator(settings, {"context": Probe("context")}),
        RunRequest(inp, tmp_path / "out", max_workers=2),
    )
    assert peak == 2


async def test_an_unexpected_error_fails_only_its_task(tmp_path: Path, settings: CoordinatorSettings) -> None:
    inp = make_input(tmp_path / "in", [1, 2, 3])
    stages = full_stages(catalog=FakeStage("catalog", crash_on="task_2"))
    manifest, events = await collect(RunCoordinator(settings, stages), RunRequest(inp, tmp_path / "out"))
    crashed = manifest.tasks["task_2"]
    assert crashed.status is TaskState.FAILED
    assert crashed.error == "internal error: OSError: [Errno 28] No space left on device"
    assert crashed.stages["catalog"].status is StageState.FAILED
    assert manifest.tasks["task_1"].status is TaskState.SUCCEEDED
    assert manifest.tasks["task_3"].status is TaskState.SUCCEEDED
    assert stages["solver"].calls.count("task_2") == 0
    finished = [e for e in events if e["type"] == "task_finished"]
    assert sorted(e["task_id"] for e in finished) == ["task_1", "task_2", "task_3"]
    assert events[-1]["type"] == "run_finished" and events[-1]["counts"]["failed"] == 1


async def test_question_with_byte_order_mark_reaches_every_stage(
    tmp_path: Path, settings: CoordinatorSettings
) -> None:
    inp = make_input(tmp_path / "in", [1])
    (inp / "task_1" / "task.json").write_bytes(
        b"\xef\xbb\xbf" + json.dumps({"task_id": "task_1", "question": "有多少客户?"}).encode("utf-8")
    )
    stages = full_stages()
    await collect(RunCoordinator(settings, stages), RunRequest(inp, tmp_path / "out"))
    assert stages["solver"].questions["task_1"] == "有多少客户?"


async def test_a_task_folder_linked_from_outside_is_not_a_task(
    tmp_path: Path, settings: CoordinatorSettings
) -> None:
    inp = make_input(tmp_path / "in", [1])
    elsewhere = make_input(tmp_path / "elsewhere", [2])
    (inp / "task_2").symlink_to(elsewhere / "task_2", target_is_directory=True)
    stages = full_stages()
    manifest, _ = await collect(RunCoordinator(settings, stages), RunRequest(inp, tmp_path / "out"))
    assert manifest.selected == ["task_1"]
    assert stages["context"].calls == ["task_1"]


async def test_an_oversized_question_is_cut_for_every_stage_and_the_cut_recorded(
    tmp_path: Path, settings: CoordinatorSettings
) -> None:
    limit = settings.max_question_chars
    inp = make_input(tmp_path / "in", [1, 2])
    huge = "How many customers? " + "x" * 900_000 + "TAIL"
    (inp / "task_1" / "task.json").write_text(json.dumps({"task_id": "task_1", "question": huge}))
    stages = full_stages()
    manifest, _ = await collect(RunCoordinator(settings, stages), RunRequest(inp, tmp_path / "out"))
    task = manifest.tasks["task_1"]
    assert task.status is TaskState.SUCCEEDED
    for name in STAGE_ORDER:
        assert stages[name].questions["task_1"] == huge[:limit], name
    cut = [u for u in task.stages["solver"].uncertainties if u["code"] == "question_truncated"]
    assert len(cut) == 1 and str(len(huge)) in cut[0]["reason"] and str(limit) in cut[0]["reason"]
    on_disk = read_json(tmp_path / "out" / "run_manifest.json")
    assert on_disk["tasks"]["task_1"]["stages"]["solver"]["uncertainties"] == cut
    other = manifest.tasks["task_2"]
    assert stages["solver"].questions["task_2"] == "q2?"
    assert not any(s.uncertainties for s in other.stages.values())


async def test_a_cancelled_run_leaves_no_stage_running(tmp_path: Path, settings: CoordinatorSettings) -> None:
    inp = make_input(tmp_path / "in", [1])
    stages = full_stages(catalog=FakeStage("catalog", sleep_s=30))
    run = asyncio.create_task(collect(RunCoordinator(settings, stages), RunRequest(inp, tmp_path / "out")))
    while not stages["catalog"].calls:
        await asyncio.sleep(0.01)
    run.cancel()
    with pytest.raises(asyncio.CancelledError):
        await run
    on_disk = read_json(tmp_path / "out" / "run_manifest.json")["tasks"]["task_1"]
    assert on_disk["status"] == "failed" and on_disk["error"] == "run interrupted"
    assert on_disk["stages"]["catalog"]["status"] == "failed"
    assert on_disk["stages"]["catalog"]["error"] == "run interrupted"
