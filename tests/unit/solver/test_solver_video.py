"""The solver's video material: summary and timeline in the first message, a time range read by a tool,
stable frames attached as images only when the model accepts them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.solver.agent import Solver
from services.solver.documents import read_timeline, task_documents
from services.solver.prompts import Exploration, frame_images, question_terms, render_catalog, with_frames
from services.solver.settings import SolverSettings
from shared.artifacts import write_json
from shared.config import load_settings
from shared.errors import InvalidInputError
from shared.layout import TaskOutput
from shared.llm import LLMClient, LLMSettings
from shared.stage import TaskPaths
from tests.fake_llm import FakeLLMServer, reply
from tests.solver_scripts import act, scripted
from tests.unit.solver.catalog_double import CoreCatalogTools
from tests.unit.solver.conftest import SCORES, make_task, solve, task_paths, trace_of
from tests.unit.solver.test_candidates import drafts, without_examples

TIMELINE = """# Timeline of video/briefing.mp4

[00:00.0-00:05.0] SLIDE 1 (stable_frames/slide_001_00m00s.jpg; OCR confidence 0.92)
[00:00.0-00:05.0] slide 1: Q2 Order Review
[00:00.2-00:04.0] SPEECH: Welcome to the briefing on the quarter.
[00:05.0-00:09.0] SLIDE 2 (stable_frames/slide_002_00m05s.jpg; OCR confidence 0.94)
[00:05.0-00:09.0] slide 2: | min_amount | 5000 |
[00:09.0-00:11.0] slide 3: order_date from 2024-04-01 to 2024-06-30
"""


@pytest.fixture
def task(tmp_path: Path) -> TaskPaths:
    (tmp_path / "in" / "context").mkdir(parents=True)
    out = TaskOutput(tmp_path / "out")
    out.video_timeline("briefing").parent.mkdir(parents=True)
    out.video_timeline("briefing").write_text(TIMELINE, encoding="utf-8")
    out.video_summary("briefing").write_text("# Video summary\n- 00:05-00:09: threshold 5000\n")
    out.video_frames_dir("briefing").mkdir()
    frame = out.video_frame("briefing", 1, 0.0)
    frame.write_bytes(b"\xff\xd8jpeg")
    write_json(
        out.video_manifest("briefing"),
        {"stable_frames": [{"path": frame.relative_to(out.video_output("briefing")).as_posix()}]},
    )
    return TaskPaths("t", tmp_path / "in", out.output_dir)


def prompt_settings(**kw):
    cfg = load_settings(SolverSettings, artifact_root="/tmp").prompt
    return cfg.model_copy(update=kw)


def test_a_time_range_of_the_timeline_is_read(task: TaskPaths) -> None:
    docs = task_documents(task)
    path = "generated_context/video/briefing/timeline.md"
    body, matched = read_timeline(docs, path, "00:06", "0:10", 50)
    assert matched == 3 and "min_amount | 5000" in body and "2024-04-01" in body and "Welcome" not in body
    body, matched = read_timeline(docs, path, None, None, 2)
    assert matched == 6 and "4 more lines" in body
    with pytest.raises(InvalidInputError):
        read_timeline(docs, path, "0:10", "0:05", 50)
    with pytest.raises(ValueError):
        read_timeline(docs, path, "soon", None, 50)


def test_the_first_message_carries_summary_and_timeline_and_keeps_question_lines(task: TaskPaths) -> None:
    texts = [(p.relative_to(task.output_dir).as_posix(), p.read_text()) for p in task.output.video_texts()]
    assert [p.rsplit("/", 1)[1] for p, _ in texts] == ["briefing_video_summary.md", "timeline.md"]
    exploration = Exploration(video=texts, video_terms=question_terms("orders with order_date in the window"))
    text = render_catalog(exploration, prompt_settings(video_max_chars=200))
    assert "threshold 5000" in text and "order_date from 2024-04-01" in text and "read_video_timeline" in text
    assert "Welcome to the briefing" not in text


def test_frames_are_attached_only_when_the_model_accepts_images(task: TaskPaths) -> None:
    text_only = frame_images(task.output, prompt_settings(video_frames_as_images=False))
    assert with_frames("hello", text_only) == "hello"
    content = with_frames(
        "hello", frame_images(task.output, prompt_settings(video_frames_as_images=True, max_video_frames=32))
    )
    assert content[0] == {"type": "text", "text": "hello"}
    assert len(content) == 2 and content[1]["image_url"]["url"].startswith("data:image/jpeg;base64,")


@pytest.fixture
def draft_settings(tmp_path: Path) -> SolverSettings:
    return without_examples(load_settings(SolverSettings, artifact_root=tmp_path / "artifacts"))


@pytest.fixture
async def local_llm(llm_settings: LLMSettings):
    async with LLMClient(llm_settings.model_copy(update={"endpoint_kind": "local"})) as client:
        yield client


def scores_task(tmp_path: Path, timeline_body: str) -> TaskPaths:
    """A scores table and a video whose timeline holds ``timeline_body``; the question needs the video."""
    task_dir = make_task(tmp_path, {"csv/scores.csv": SCORES}, q="Who reached the minimum the briefing sets?")
    task = task_paths(tmp_path, "task_9", task_dir)
    timeline = task.output.video_timeline("brief")
    timeline.parent.mkdir(parents=True)
    timeline.write_text(f"# Timeline of video/brief.mp4\n\n{timeline_body}\n")
    return task


async def test_what_a_video_states_reaches_the_drafts(
    tmp_path, fake_llm: FakeLLMServer, draft_settings, local_llm
):
    task = scores_task(tmp_path, "[00:02.0-00:06.0] slide 2: min points: 7")
    write_json(
        task.output.video_manifest("brief"),
        {
            "statements": [
                {"source": "slide", "slide": 2, "start_s": 2.0, "end_s": 6.0, "text": "min points: 7"},
                {"source": "speech", "slide": None, "start_s": 6.0, "end_s": 8.0, "text": "Ties count."},
            ]
        },
    )
    fake_llm.add(
        reply(json.dumps({"sql": "SELECT DISTINCT name FROM scores WHERE points >= 7"}), when=drafts)
    )
    catalog = CoreCatalogTools()
    try:
        result = await solve(Solver(draft_settings, llm=local_llm, catalog=catalog), task)
    finally:
        catalog.close()
    asked = [r for r in fake_llm.requests if drafts(r)]
    assert asked and trace_of(result)["candidates"]
    shown = asked[0]["messages"][-1]["content"]
    assert "The task's video states" in shown
    assert (
        "brief [00:02.0] slide 2: min points: 7" in shown and "brief [00:06.0] speech: Ties count." in shown
    )
    # Stored forms are looked up for what the video says, not for the words that frame it.
    literals = " ".join(trace_of(result)["grounding"]["literals"]).lower()
    assert "ties" in literals and "video" not in literals and "slide" not in literals
    assert sorted(Path(result.prediction_path).read_text().splitlines()[1:]) == ["bob", "cid"]


async def test_a_video_nothing_was_read_from_leaves_the_question_to_the_loop(
    tmp_path, fake_llm: FakeLLMServer, draft_settings, local_llm
):
    task = scores_task(tmp_path, "(nothing was read from this video)")
    fake_llm.add(reply(scripted(act("submit_answer", answer_kind="aggregate", columns=["x"], rows=[[1]]))))
    catalog = CoreCatalogTools()
    try:
        result = await solve(Solver(draft_settings, llm=local_llm, catalog=catalog), task)
    finally:
        catalog.close()
    trace = trace_of(result)
    assert "draft_candidates" not in trace["nodes"] and trace["candidates"] == []
    assert "(nothing was read from this video)" in trace["first_message"]
