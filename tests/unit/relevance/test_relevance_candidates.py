"""Candidates: stems grouped, previews cut, Markdown before PDF text, the placeholder for scans."""

from __future__ import annotations

import json
from pathlib import Path

import pymupdf
import pytest

from services.relevance.candidates import collect_candidates, read_knowledge, read_video_text
from services.relevance.settings import RelevanceSettings
from shared.config import load_settings
from tests.unit.relevance.helpers import make_task


@pytest.fixture
def settings(tmp_path: Path) -> RelevanceSettings:
    return load_settings(RelevanceSettings, artifact_root=tmp_path / "artifacts")


def text_pdf(lines: list[str]) -> bytes:
    doc = pymupdf.open()
    page = doc.new_page()
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
    cands = collect_candidates(task, tmp_path / "out", settings)
    assert [c.name for c in cands] == ["notes", "other", "report"]
    report = cands[2]
    assert report.files == ["doc/report.md", "doc/report.pdf"]
    assert (report.preview_source, report.preview) == ("text", "# From markdown\nbody")


def test_preview_is_40_lines_of_400_chars_but_full_text_is_kept(tmp_path: Path, settings) -> None:
    lines = [f"{i:03d} " + "x" * 600 for i in range(100)]
    task = make_task(tmp_path, {"long.md": "\n".join(lines)})
    (cand,) = collect_candidates(task, tmp_path / "out", settings)
    preview = cand.preview.splitlines()
    assert len(preview) == 40 and all(len(line) == 400 for line in preview)
    assert preview[-1].startswith("039 ")
    assert "099 " in cand.full_text


def test_pdf_text_when_there_is_no_markdown(tmp_path: Path, settings) -> None:
    task = make_task(
        tmp_path, {"deal.pdf": text_pdf(["股权转让：威唐工业（300707）出让前持股2,441,732股"] * 3)}
    )
    (cand,) = collect_candidates(task, tmp_path / "out", settings)
    assert cand.preview_source == "pdf_text"
    assert "300707" in cand.preview and cand.readable


def test_generated_markdown_from_the_context_manifest_wins_over_pdf_text(tmp_path: Path, settings) -> None:
    task = make_task(tmp_path, {"deal.pdf": text_pdf(["raw pdf text line"] * 5)})
    out = tmp_path / "out"
    md = out / "generated_context" / "doc" / "deal.md"
    md.parent.mkdir(parents=True)
    md.write_text("# Converted heading\nconverted body", encoding="utf-8")
    manifest = {
        "assets": [
            {
                "source_path": "doc/deal.pdf",
                "visible_path": "doc/deal.pdf",
                "physical_path": "x",
                "generated": False,
                "kind": "pdf",
            },
            {
                "source_path": "doc/deal.pdf",
                "visible_path": "doc/deal.md",
                "physical_path": str(md),
                "generated": True,
                "kind": "doc",
            },
        ]
    }
    (out / "context_preprocessing_manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    (cand,) = collect_candidates(task, out, settings)
    assert (cand.preview_source, cand.preview) == (
        "generated_markdown",
        "# Converted heading\nconverted body",
    )


def test_a_scanned_pdf_gets_the_placeholder_and_an_uncertainty(tmp_path: Path, settings) -> None:
    task = make_task(tmp_path, {"scan.pdf": scanned_pdf(), "broken.pdf": b"%PDF-1.4 not really"})
    broken, scan = collect_candidates(task, tmp_path / "out", settings)
    for cand in (broken, scan):
        assert cand.preview == "(preview unavailable: probably a scanned/image PDF)"
        assert not cand.readable and cand.full_text == ""
    assert "scanned" in scan.uncertainties[0]
    assert "not readable" in broken.uncertainties[0]


def test_gbk_text_is_decoded(tmp_path: Path, settings) -> None:
    task = make_task(tmp_path, {"cn.txt": "出让前持股数量".encode("gbk")}, knowledge="")
    (cand,) = collect_candidates(task, tmp_path / "out", settings)
    assert cand.preview == "出让前持股数量"


def test_no_doc_folder_means_no_candidates(tmp_path: Path, settings) -> None:
    task = tmp_path / "task_y"
    (task / "context").mkdir(parents=True)
    assert collect_candidates(task, tmp_path / "out", settings) == []


def test_knowledge_and_video_text(tmp_path: Path, settings) -> None:
    task = make_task(tmp_path, {}, knowledge="# knowledge\nfields")
    out = tmp_path / "out"
    assert read_knowledge(task, settings) == "# knowledge\nfields"
    assert read_video_text(out, settings) == ""
    video = out / "generated_context" / "video" / "demo"
    video.mkdir(parents=True)
    (video / "timeline.md").write_text("00:01 slide: filter > 5", encoding="utf-8")
    assert read_video_text(out, settings) == "00:01 slide: filter > 5"
    (video / "demo_video_summary.md").write_text("summary: use table orders", encoding="utf-8")
    assert read_video_text(out, settings) == "summary: use table orders"
