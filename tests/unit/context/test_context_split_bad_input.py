"""Splitting a task's PDFs on bad input: each problem recorded, nothing lost, the task goes on."""

from __future__ import annotations

from pathlib import Path

import context_pdfgen as gen
import pymupdf
from test_context_split import SEED, make_task, prepare, settings

from services.context.pdf import ocr
from tests.fake_llm import reply
from tests.pagestreams.generator import make_stream, write_stream


def _blank(path: Path, pages: int = 3) -> Path:
    doc = pymupdf.open()
    for _ in range(pages):
        doc.new_page()
    doc.save(path)
    return path


def _reasons(m, path: str) -> list[str]:
    return [u.reason for u in m.uncertainties if u.path == path]


def test_bad_pdfs_beside_a_bundle_are_recorded_and_the_bundle_is_still_split(tmp_path):
    task = make_task(tmp_path)
    doc = task / "context" / "doc"
    write_stream(make_stream(SEED), doc / "bundle.pdf")
    gen.encrypted(doc / "locked.pdf")
    data = write_stream(make_stream(SEED), tmp_path / "whole.pdf").read_bytes()
    (doc / "cut.pdf").write_bytes(data[: len(data) // 2])
    _blank(doc / "blank.pdf")
    m = prepare(task, tmp_path / "out" / "task_3", settings(tmp_path))

    assert m.summary.split == 2 and len([d for d in m.documents() if d.startswith("bundle_")]) == 6
    locked = _reasons(m, "doc/locked.pdf")
    assert any("password" in r for r in locked)
    assert not any(r.startswith("page split") for r in locked), "the converter said why already"
    # The truncated bundle: MuPDF recovers its pages, half of them without their text; the documents on
    # the pages that kept text are still told apart, and the damage is recorded for the split too.
    cut = _reasons(m, "doc/cut.pdf")
    assert any(r.startswith("file is damaged") for r in cut)
    assert "page split: file is damaged (truncated or corrupt); MuPDF repaired it" in cut
    cut_docs = [a.segment for a in m.documents().values() if a.source_path == "doc/cut.pdf"]
    assert len(cut_docs) >= 2
    cut_pdf = next(a for a in m.assets if a.visible_path == "doc/cut.pdf")
    covered = {p for s in cut_docs for p in range(s.start_page, s.end_page + 1)}
    blank = set(range(1, 13)) - covered
    assert f"blank pages {', '.join(map(str, sorted(blank)))} belong to no document" in cut_pdf.note
    assert "page split: every page is blank: nothing to classify" in _reasons(m, "doc/blank.pdf")


def _model_env(monkeypatch, fake_llm, tmp_path):
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("DATAAGENT_LLM_API_KEY", "test-key")
    monkeypatch.setenv("DATAAGENT_LLM_MODEL", "fake-fast")
    monkeypatch.setenv("DATAAGENT_LLM_BACKOFF_BASE_S", "0.001")
    monkeypatch.setenv("DATAAGENT_LLM_BACKOFF_CAP_S", "0.002")
    monkeypatch.setenv("DATAAGENT_LLM_CACHE_ENABLED", "false")
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path / "artifacts"))


def test_blank_pages_make_no_model_call_and_a_failing_model_keeps_the_pdf_whole(
    tmp_path, monkeypatch, fake_llm
):
    # The model decides every page: none is left to the programs alone.
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_MODEL_SPLITS", "true")
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_PROGRAM_DECIDES_PROBABILITY", "1.01")
    _model_env(monkeypatch, fake_llm, tmp_path)
    s = settings(tmp_path, use_model=True)
    task = make_task(tmp_path)
    _blank(task / "context" / "doc" / "blank.pdf")
    m = prepare(task, tmp_path / "o1" / "task_3", s)
    assert fake_llm.requests == []
    assert "page split: every page is blank: nothing to classify" in _reasons(m, "doc/blank.pdf")

    # No rule scripted: every model call fails. The split is not replaced by the rules' split.
    write_stream(make_stream(SEED), task / "context" / "doc" / "bundle.pdf")
    m = prepare(task, tmp_path / "o2" / "task_3", s)
    assert fake_llm.requests
    assert list(m.documents()) == ["bundle"]
    (reason,) = [r for r in _reasons(m, "doc/bundle.pdf") if r.startswith("page split")]
    assert reason.startswith("page split: not split: pages 1-8: no usable model decision")

    # A model that answers: its decisions split the bundle (and say so).
    def answer(body):
        import json
        import re

        asked = re.findall(r"## Page (\d+) \(ANSWER\)", body["messages"][-1]["content"])
        rows = [{"page": int(n), "type": "invoice" if int(n) < 4 else "contract"} for n in asked]
        return json.dumps({"pages": [{**r, "start_probability": 0.0} for r in rows]})

    fake_llm.add(reply(answer, has_response_format=True))
    m = prepare(task, tmp_path / "o3" / "task_3", s)
    segments = [a.segment for a in m.documents().values() if a.segment]
    assert [(x.start_page, x.end_page, x.doc_type) for x in segments][:2] == [
        (1, 1, "invoice"),
        (2, 3, "invoice"),
    ]
    pdf = next(a for a in m.assets if a.visible_path == "doc/bundle.pdf")
    assert "split by the model" in pdf.note


def _with_image_page(pdf: Path, page: int, out: Path) -> Path:
    """``pdf`` with page ``page`` (1-based) replaced by a picture of itself: no text layer there."""
    doc = pymupdf.open(pdf)
    png = doc[page - 1].get_pixmap(dpi=100).tobytes("png")
    doc.delete_page(page - 1)
    new = doc.new_page(pno=page - 1, width=595, height=842)
    new.insert_image(new.rect, stream=png)
    doc.save(out)
    return out


def test_a_page_ocr_cannot_read_is_recorded_and_stays_in_its_document(tmp_path, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("tesseract died")

    monkeypatch.setattr(ocr, "usable_languages", lambda cfg: ("eng", []))
    monkeypatch.setattr(ocr, "ocr_page", broken)
    task = make_task(tmp_path)
    pdf = write_stream(make_stream(SEED), tmp_path / "bundle.pdf")
    _with_image_page(pdf, 5, task / "context" / "doc" / "bundle.pdf")  # the contract's second page
    m = prepare(task, tmp_path / "out" / "task_3", settings(tmp_path))
    reasons = _reasons(m, "doc/bundle.pdf")
    assert "page split: OCR failed on pages 5" in reasons
    assert any(r.startswith("OCR failed") for r in reasons if not r.startswith("page split"))
    segments = [
        (a.segment.start_page, a.segment.end_page, a.segment.doc_type) for a in m.documents().values()
    ]
    assert (4, 8, "contract") in segments, "the unread page is inside its document, not lost"
