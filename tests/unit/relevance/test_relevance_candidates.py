"""Candidates: the manifest's documents, stems grouped, previews cut, Markdown before PDF text, the
placeholder for scans."""

from __future__ import annotations

import os
from pathlib import Path

import pymupdf
import pytest

from services.relevance import candidates as candidates_module
from services.relevance.candidates import (
    collect_candidates,
    read_knowledge,
    read_manifest,
    read_video_text,
)
from services.relevance.settings import RelevanceSettings
from shared.config import load_settings
from shared.errors import NotFoundError
from shared.layout import TaskOutput
from tests.blocking import finishes, make_fifo
from tests.context_stage import rewrite_manifest, run_context_stage
from tests.unit.relevance.helpers import make_task


@pytest.fixture
def settings(tmp_path: Path) -> RelevanceSettings:
    return load_settings(RelevanceSettings, artifact_root=tmp_path / "artifacts")


def text_pdf(lines: list[str], heading: str = "") -> bytes:
    doc = pymupdf.open()
    page = doc.new_page()
    if heading:
        page.insert_text((50, 32), heading, fontname="china-s", fontsize=16)
    for i, line in enumerate(lines):
        page.insert_text((50, 60 + 16 * i), line, fontname="china-s", fontsize=11)
    return doc.tobytes()


def scanned_pdf() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page()
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 80, 40), False)
    pix.clear_with(200)
    page.insert_image(pymupdf.Rect(50, 50, 250, 150), pixmap=pix)
    return doc.tobytes()


def candidates(task: Path, out: Path, settings: RelevanceSettings):
    return collect_candidates(run_context_stage(task, out), settings)


def test_one_document_per_stem_text_first(tmp_path: Path, settings: RelevanceSettings) -> None:
    task = make_task(
        tmp_path,
        {
            "report.md": "# From markdown\nbody",
            "report.pdf": text_pdf(["From the PDF, which must not be used"] * 5),
            "notes.txt": "plain text notes",
            "other.markdown": "markdown suffix",
            "ignored.csv": "a,b\n1,2",
            ".hidden.md": "dot file",
        },
    )
    cands = candidates(task, tmp_path / "out", settings)
    assert [c.name for c in cands] == ["notes", "other", "report"]
    report = cands[2]
    assert report.files == ["doc/report.md", "doc/report.pdf"]
    assert (report.preview_source, report.preview) == ("text", "# From markdown\nbody")


def test_preview_is_40_lines_of_400_chars_but_full_text_is_kept(tmp_path: Path, settings) -> None:
    lines = [f"{i:03d} " + "x" * 600 for i in range(100)]
    task = make_task(tmp_path, {"long.md": "\n".join(lines)})
    (cand,) = candidates(task, tmp_path / "out", settings)
    preview = cand.preview.splitlines()
    assert len(preview) == 40 and all(len(line) == 400 for line in preview)
    assert preview[-1].startswith("039 ")
    assert "099 " in cand.full_text


def test_pdf_text_when_there_is_no_markdown(tmp_path: Path, settings) -> None:
    task = make_task(
        tmp_path, {"deal.pdf": text_pdf(["股权转让：威唐工业（300707）出让前持股2,441,732股"] * 3)}
    )
    # The context stage converts a readable PDF; listed without its conversion (one that failed, say),
    # the PDF's own text is read.
    manifest = run_context_stage(task, tmp_path / "out")
    rewrite_manifest(manifest, [a for a in manifest.assets if not a.generated])
    (cand,) = collect_candidates(read_manifest(TaskOutput(tmp_path / "out")), settings)
    assert cand.preview_source == "pdf_text"
    assert "300707" in cand.preview and cand.readable


def test_generated_markdown_from_the_context_manifest_wins_over_pdf_text(tmp_path: Path, settings) -> None:
    # The PDF's text has no Markdown heading; the context stage's conversion makes its title one.
    pdf = text_pdf(["converted body of the deal.", "It has two sentences."], heading="Converted heading")
    task = make_task(tmp_path, {"deal.pdf": pdf})
    (cand,) = candidates(task, tmp_path / "out", settings)
    assert cand.files == ["doc/deal.pdf"]
    assert (cand.preview_source, cand.preview) == (
        "generated_markdown",
        "# Converted heading\n\nconverted body of the deal. It has two sentences.",
    )


def test_a_scanned_pdf_gets_the_placeholder_and_an_uncertainty(tmp_path: Path, settings) -> None:
    task = make_task(tmp_path, {"scan.pdf": scanned_pdf(), "broken.pdf": b"%PDF-1.4 not really"})
    broken, scan = candidates(task, tmp_path / "out", settings)
    for cand in (broken, scan):
        assert cand.preview == "(preview unavailable: probably a scanned/image PDF)"
        assert not cand.readable and cand.full_text == ""
    assert "scanned" in scan.uncertainties[0]
    assert "not readable" in broken.uncertainties[0]


def test_gbk_text_is_decoded(tmp_path: Path, settings) -> None:
    task = make_task(tmp_path, {"cn.txt": "出让前持股数量".encode("gbk")}, knowledge="")
    (cand,) = candidates(task, tmp_path / "out", settings)
    assert cand.preview == "出让前持股数量"


def test_no_doc_folder_means_no_candidates(tmp_path: Path, settings) -> None:
    task = tmp_path / "task_y"
    (task / "context").mkdir(parents=True)
    assert candidates(task, tmp_path / "out", settings) == []


def test_knowledge_and_video_text(tmp_path: Path, settings) -> None:
    task = make_task(tmp_path, {}, knowledge="# knowledge\nfields")
    out = TaskOutput(tmp_path / "out")
    assert read_knowledge(run_context_stage(task, out.output_dir), settings) == ("# knowledge\nfields", [])
    assert read_video_text(out, settings) == ("", [])
    out.video_timeline("demo").parent.mkdir(parents=True)
    out.video_timeline("demo").write_text("00:01 slide: filter > 5", encoding="utf-8")
    assert read_video_text(out, settings)[0] == "00:01 slide: filter > 5"
    out.video_summary("demo").write_text("summary: use table orders", encoding="utf-8")
    # the summary first, then the timeline (the prompt caps the whole video text)
    assert read_video_text(out, settings)[0] == "summary: use table orders\n\n00:01 slide: filter > 5"


def test_only_files_the_context_service_admitted_are_read(tmp_path: Path, settings) -> None:
    # Links out of the task folder are on disk under doc/ and at knowledge.md, but the context service
    # refused them: they are not in its manifest, so neither their names nor their text are candidates.
    secret = tmp_path / "secret.md"
    secret.write_text("# Secret\nthe password is hunter2", encoding="utf-8")
    task = make_task(tmp_path, {"report.md": "# Report\nrevenue"})
    os.symlink(secret, task / "context" / "doc" / "leak.md")
    os.symlink(secret, task / "context" / "knowledge.md")
    manifest = run_context_stage(task, tmp_path / "out")
    cands = collect_candidates(manifest, settings)
    assert [c.name for c in cands] == ["report"]
    assert not any("hunter2" in c.full_text or "hunter2" in c.preview for c in cands)
    assert read_knowledge(manifest, settings) == ("", [])


def test_a_document_the_manifest_lists_is_read_from_where_the_manifest_says(tmp_path: Path, settings) -> None:
    # A file added to doc/ after the context stage ran is not a candidate: nothing re-scans the folder.
    task = make_task(tmp_path, {"a.md": "# A\nalpha"})
    manifest = run_context_stage(task, tmp_path / "out")
    (task / "context" / "doc" / "late.md").write_text("# Late\nadded later", encoding="utf-8")
    assert [c.name for c in collect_candidates(manifest, settings)] == ["a"]


def test_no_manifest_is_a_clear_error(tmp_path: Path) -> None:
    out = TaskOutput(tmp_path / "out")
    with pytest.raises(NotFoundError, match="the context stage must run first"):
        read_manifest(out)
    out.context_manifest.parent.mkdir(parents=True)
    out.context_manifest.write_text("{not json", encoding="utf-8")
    with pytest.raises(NotFoundError, match="context manifest"):
        read_manifest(out)


def bounded(settings: RelevanceSettings, **limits: int) -> RelevanceSettings:
    """``settings`` with some ``candidates.*_max_bytes`` changed."""
    return settings.model_copy(update={"candidates": settings.candidates.model_copy(update=limits)})


def test_knowledge_and_video_text_are_read_up_to_their_bounds_and_the_cut_is_said(tmp_path, settings) -> None:
    task = make_task(tmp_path, {}, knowledge="# knowledge\n" + "k" * 988)
    out = TaskOutput(tmp_path / "out")
    manifest = run_context_stage(task, out.output_dir)
    out.video_summary("demo").parent.mkdir(parents=True)
    out.video_summary("demo").write_text("v" * 500, encoding="utf-8")
    small = bounded(settings, knowledge_max_bytes=100, video_text_max_bytes=50)
    text, problems = read_knowledge(manifest, small)
    assert text == ("# knowledge\n" + "k" * 988)[:100]
    assert problems == [
        "knowledge.md: only the first 100 of 1,000 bytes read (the configured limit); the rest is not used"
    ]
    video, problems = read_video_text(out, small)
    assert video == "v" * 50
    assert problems == [
        "generated_context/video/demo/demo_video_summary.md: only the first 50 of 500 bytes read "
        "(the configured limit); the rest is not used"
    ]
    assert read_knowledge(manifest, settings)[1] == [] and read_video_text(out, settings)[1] == []


def test_a_document_is_read_up_to_its_bound_and_the_cut_is_said(tmp_path: Path, settings) -> None:
    task = make_task(tmp_path, {"long.md": "# Long\n" + "x" * 993})
    (cand,) = candidates(task, tmp_path / "out", bounded(settings, document_max_bytes=50))
    assert cand.full_text == ("# Long\n" + "x" * 993)[:50]
    assert cand.uncertainties == [
        "long.md: only the first 50 of 1,000 bytes read (the configured limit); the rest is not used"
    ]


def test_a_stray_byte_in_a_utf8_document_is_read_as_utf8_and_counted(tmp_path: Path, settings) -> None:
    text = "# 出让前持股数量\n威唐工业（300707）出让前持股2,441,732股，出让后持股数量为零。\n"
    data = text.encode().replace("出让前".encode(), b"\xff" + "出让前".encode(), 1)
    task = make_task(tmp_path, {"cn.md": data})
    (cand,) = candidates(task, tmp_path / "out", settings)
    assert cand.preview == text.replace("出让前", "\ufffd出让前", 1).rstrip("\n")
    assert cand.uncertainties == ["cn.md: 1 undecodable byte sequence(s) replaced by U+FFFD (read as utf-8)"]


def test_a_pdf_above_its_bound_is_not_read(tmp_path: Path, settings) -> None:
    task = make_task(tmp_path, {"deal.pdf": text_pdf(["威唐工业（300707）出让前持股2,441,732股"] * 3)})
    manifest = run_context_stage(task, tmp_path / "out")
    rewrite_manifest(manifest, [a for a in manifest.assets if not a.generated])
    manifest = read_manifest(TaskOutput(tmp_path / "out"))
    (cand,) = collect_candidates(manifest, bounded(settings, pdf_max_bytes=100))
    assert not cand.readable
    assert "above the configured limit of 100: not read" in cand.uncertainties[0]


def test_a_pdf_above_its_bound_is_refused_before_any_byte_is_read(
    tmp_path: Path, settings, monkeypatch
) -> None:
    task = make_task(tmp_path, {"deal.pdf": text_pdf(["威唐工业（300707）出让前持股2,441,732股"] * 3)})
    manifest = run_context_stage(task, tmp_path / "out")
    rewrite_manifest(manifest, [a for a in manifest.assets if not a.generated])
    manifest = read_manifest(TaskOutput(tmp_path / "out"))

    def no_read(path, max_bytes):
        raise AssertionError(f"{path} was read")

    monkeypatch.setattr(candidates_module, "read_bytes_upto", no_read)
    (cand,) = collect_candidates(manifest, bounded(settings, pdf_max_bytes=100))
    assert not cand.readable
    assert "above the configured limit of 100: not read" in cand.uncertainties[0]


def test_knowledge_swapped_for_a_fifo_after_the_context_stage_is_refused_and_said(tmp_path, settings) -> None:
    task = make_task(tmp_path, {"a.md": "# A\nalpha"}, knowledge="# knowledge\nfields")
    manifest = run_context_stage(task, tmp_path / "out")
    fifo = make_fifo(task / "context" / "knowledge.md")
    assert finishes(lambda: read_knowledge(manifest, settings), fifos=[fifo]) == (
        "",
        ["knowledge.md: not readable (knowledge.md: not a regular file (a FIFO), not read)"],
    )
