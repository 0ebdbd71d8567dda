"""The first message's document list, built from a task whose context holds a PDF (converted to Markdown)
and a processed video: each readable file once, by a path the read tools accept."""

from __future__ import annotations

from pathlib import Path

from services.catalog.catalog import TaskCatalog
from services.solver.documents import read_document, task_documents
from services.solver.prompts import Exploration, render_catalog
from services.solver.settings import SolverSettings
from services.video.processor import VideoOutcome, register_assets
from shared.config import load_settings
from shared.layout import LightCatalog, TaskOutput
from shared.stage import TaskPaths
from tests.context_stage import run_context_stage
from tests.docgen import write_pdf

PREFIX = "Documents (read_document / search_documents): "


def test_each_document_is_listed_once_by_a_path_the_read_tools_accept(tmp_path: Path) -> None:
    context = tmp_path / "in" / "context"
    (context / "csv").mkdir(parents=True)
    (context / "csv" / "orders.csv").write_text("order_id,amount\nA1,5000\n", encoding="utf-8")
    write_pdf("Net profit 5\nThe board met twice in the year.", context / "doc" / "report.pdf")
    (context / "video").mkdir()
    (context / "video" / "briefing.mp4").write_bytes(b"\x00\x00\x00\x18ftypmp42")
    paths = TaskPaths("t", tmp_path / "in", tmp_path / "out")
    run_context_stage(paths.task_dir, paths.output_dir, task_id=paths.task_id)
    # The video service's output for the video, registered in the context manifest as that service does.
    out = TaskOutput(paths.output_dir)
    out.video_timeline("briefing").parent.mkdir(parents=True)
    out.video_timeline("briefing").write_text("[00:00.0-00:05.0] slide 1: min_amount 5000\n", "utf-8")
    out.video_summary("briefing").write_text("# Video summary\n- 00:00-00:05: threshold\n", "utf-8")
    out.video_transcript("briefing").write_text('{"segments": []}', "utf-8")
    outcome = VideoOutcome(
        "video/briefing.mp4",
        "briefing",
        "succeeded",
        timeline_path=str(out.video_timeline("briefing")),
        transcript_path=str(out.video_transcript("briefing")),
        summary_path=str(out.video_summary("briefing")),
    )
    register_assets(out, [outcome])
    catalog = TaskCatalog(paths.output_dir, paths.task_dir)
    try:
        catalog.ensure_current()
        light = LightCatalog.model_validate(catalog.light_catalog())
    finally:
        catalog.close()
    assert {d.path for d in light.documents} >= {"doc/report.md", "video/briefing/timeline.md"}

    docs = task_documents(paths)
    exploration = Exploration(light_catalog=light, text_documents=list(docs.listed))
    text = render_catalog(exploration, load_settings(SolverSettings, artifact_root=tmp_path).prompt)
    (line,) = [x for x in text.splitlines() if x.startswith(PREFIX)]
    listed = line.removeprefix(PREFIX).split(", ")
    files = [docs.resolve(path) for path in listed]
    assert len(set(files)) == len(files), f"a file listed twice: {listed}"
    assert set(files) == {
        out.generated("doc/report.md"),
        out.video_summary("briefing"),
        out.video_timeline("briefing"),
    }
    for path in listed:
        body, total = read_document(docs, path, 1, 5, 5)
        assert total >= 1 and body.startswith("0001\t"), path
