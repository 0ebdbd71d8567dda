"""PrepareContext on PDFs that hold several documents: one document per segment, ordinary PDFs unchanged."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import context_pdfgen as gen
import pymupdf

from services.context import context_view
from services.context.context_view import prepare_task
from services.context.settings import ContextSettings
from services.extraction.narrative.docs import list_documents, locate_document
from services.relevance.candidates import collect_candidates
from services.relevance.settings import RelevanceSettings
from shared.artifacts import read_json
from shared.config import load_settings
from shared.layout import ContextManifest, TaskOutput
from shared.pages.index import pages_from_markdown
from shared.pages.task import task_document_pages
from shared.stage import TaskPaths
from tests.docgen.generator import make_records, render_document, write_pdf
from tests.fake_llm import reply
from tests.pagestreams.generator import make_stream, write_stream

# Seed 4: invoice, invoice, contract (pages 4-8), cv, a blank back, food label, utility bill.
SEED = 4


def settings(tmp: Path, **split) -> ContextSettings:
    base = load_settings(ContextSettings, artifact_root=tmp / "artifacts", executor="thread")
    return base.model_copy(update={"split": base.split.model_copy(update=split)})


def make_task(root: Path) -> Path:
    task = root / "input" / "task_3"
    (task / "context" / "doc").mkdir(parents=True)
    (task / "task.json").write_text('{"question": "Total of the invoices?"}', encoding="utf-8")
    return task


def prepare(task: Path, out: Path, s: ContextSettings) -> ContextManifest:
    return prepare_task(task, out, s, cache_dir=out.parent / f"{out.name}_cache", task_id="3")


def _snapshot(root: Path) -> dict[str, str]:
    return {str(p): hashlib.sha256(p.read_bytes()).hexdigest() for p in root.rglob("*") if p.is_file()}


def test_a_bundle_becomes_one_document_per_segment(tmp_path):
    stream = make_stream(SEED)
    task = make_task(tmp_path)
    write_stream(stream, task / "context" / "doc" / "bundle.pdf")
    before = _snapshot(task)
    out = tmp_path / "out" / "task_3"
    m = prepare(task, out, settings(tmp_path))
    assert _snapshot(task) == before

    gold = stream.gold()
    wanted = [
        (g["start_page"], g["end_page"], g["doc_type"]) for g in gold["segments"] if g["doc_type"] != "other"
    ]
    docs = m.documents()
    assert [(a.segment.start_page, a.segment.end_page, a.segment.doc_type) for a in docs.values()] == wanted
    assert list(docs) == [f"bundle_p{s:02d}-{e:02d}_{t}" for s, e, t in wanted], (
        "named by page range and type, in page order"
    )
    assert m.summary.split == 1 and "1 split into documents" in context_view.summary_text(m)

    pdf = next(a for a in m.assets if a.visible_path == "doc/bundle.pdf")
    assert "holds 6 documents" in pdf.note and "blank pages 10 belong to no document" in pdf.note
    record = read_json(pdf.split_path)
    assert len(record["pages"]) == 12 and record["engine"] == "fallback"
    assert not TaskOutput(out).generated("doc/bundle.md").exists()

    texts = {}
    for stem, asset in docs.items():
        seg = asset.segment
        page_map = read_json(asset.page_map_path)
        assert page_map["page_count"] == 12, "the PDF's page numbers are kept"
        used = {p for pages in page_map["line_pages"] for p in pages}
        assert used and used <= set(range(seg.start_page - 1, seg.end_page))
        text = Path(asset.physical_path).read_text(encoding="utf-8")
        assert len(page_map["line_pages"]) == len(text.splitlines())
        pages = pages_from_markdown(text, page_map)
        assert {i for i, t in enumerate(pages) if t.strip()} == used
        texts[stem] = text
    # Every gold field's value is in its own document, found on its own (original) page.
    names = list(docs)
    for f in gold["fields"]:
        seg = gold["segments"][f["segment"] - 1]
        stem = names[wanted.index((seg["start_page"], seg["end_page"], seg["doc_type"]))]
        assert str(f["value"]) in texts[stem], (f, stem)

    # Relevance and extraction see the documents one by one, from the manifest alone.
    candidates = collect_candidates(m, load_settings(RelevanceSettings))
    assert [c.name for c in candidates] == names
    assert {c.preview_source for c in candidates} == {"generated_markdown"}
    assert [c.files for c in candidates] == [[docs[n].visible_path] for n in names]
    output = TaskOutput(out)
    assert list_documents(m) == names
    assert locate_document(m, output, names[2]) == Path(docs[names[2]].physical_path).resolve()
    paths = TaskPaths("3", task, out)
    pages = task_document_pages(paths, 1 << 20).pages
    contract = next(n for n in names if n.endswith("_contract"))
    assert [i + 1 for i, t in enumerate(pages[contract]) if t.strip()] == [4, 5, 6, 7, 8]


def _plain_pdfs(doc_dir: Path) -> None:
    rendered = render_document(make_records(6, 3), "zh", 3)
    write_pdf(rendered.text, doc_dir / "share_transfers.pdf")
    write_pdf(render_document(make_records(5, 8), "en", 8).text, doc_dir / "transfers_en.pdf")
    # A stray keyword (营业收入) on page 3 makes the rules see an annual report there: still one document.
    gen.page_break_paragraphs(doc_dir / "paragraphs.pdf")
    gen.running_headers(doc_dir / "report.pdf")
    # One document and its blank duplex backs.
    one = make_stream(11, n_docs=1)
    pdf = pymupdf.open(write_stream(one, doc_dir / "tmp_one.pdf"))
    for at in range(pdf.page_count, 0, -1):
        pdf.new_page(pno=at, width=595, height=842)
    pdf.save(doc_dir / "one_with_backs.pdf")
    pdf.close()
    (doc_dir / "tmp_one.pdf").unlink()


def _view(m: ContextManifest, out: Path) -> list[tuple]:
    return [
        (
            a.visible_path,
            a.kind,
            a.sha256,
            a.note,
            a.uncertainties,
            a.segment,
            a.split_path,
            Path(a.page_map_path).read_bytes() if a.page_map_path else None,
        )
        for a in m.assets
    ]


def test_pdfs_that_hold_one_document_stay_exactly_as_they_were(tmp_path):
    task = make_task(tmp_path)
    _plain_pdfs(task / "context" / "doc")
    on = prepare(task, tmp_path / "on" / "task_3", settings(tmp_path))
    off = prepare(task, tmp_path / "off" / "task_3", settings(tmp_path, enabled=False))
    assert _view(on, tmp_path / "on") == _view(off, tmp_path / "off")
    assert on.uncertainties == off.uncertainties
    assert on.summary.split == 0 and context_view.summary_text(on) == context_view.summary_text(off)
    assert sorted(on.documents()) == [
        "one_with_backs",
        "paragraphs",
        "report",
        "share_transfers",
        "transfers_en",
    ]


def _with_model(monkeypatch, fake_llm, stream) -> None:
    """The fake model configured as the task's endpoint, deciding the pages the programs are unsure of and
    answering every asked page from ``stream``'s gold."""
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_MODEL_SPLITS", "true")
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("DATAAGENT_LLM_API_KEY", "test-key")
    monkeypatch.setenv("DATAAGENT_LLM_MODEL", "fake-fast")
    monkeypatch.setenv("DATAAGENT_LLM_CACHE_ENABLED", "false")
    truth = {}
    for seg in stream.gold()["segments"] if stream is not None else []:
        for p in range(seg["start_page"], seg["end_page"] + 1):
            truth[p] = (seg["doc_type"], 1.0 if p == seg["start_page"] else 0.0)

    def answer(body):
        asked = [int(n) for n in re.findall(r"## Page (\d+) \(ANSWER\)", body["messages"][-1]["content"])]
        rows = [{"page": n, "type": truth[n][0], "start_probability": truth[n][1]} for n in asked]
        return json.dumps({"pages": rows})

    fake_llm.add(reply(answer, has_response_format=True))


def test_with_a_model_configured_a_bundle_is_split_by_it(tmp_path, monkeypatch, fake_llm):
    stream = make_stream(SEED)
    _with_model(monkeypatch, fake_llm, stream)
    task = make_task(tmp_path)
    write_stream(stream, task / "context" / "doc" / "bundle.pdf")
    m = prepare(task, tmp_path / "out" / "task_3", settings(tmp_path))
    pdf = next(a for a in m.assets if a.visible_path == "doc/bundle.pdf")
    record = read_json(pdf.split_path)
    assert record["engine"] == "model" and "split by the model" in pdf.note
    assert record["model_calls"] == len(fake_llm.requests)
    wanted = [(g["start_page"], g["end_page"]) for g in stream.gold()["segments"] if g["doc_type"] != "other"]
    assert [(a.segment.start_page, a.segment.end_page) for a in m.documents().values()] == wanted


def test_with_model_splits_off_a_configured_model_is_not_asked_to_split(tmp_path, monkeypatch, fake_llm):
    stream = make_stream(SEED)
    _with_model(monkeypatch, fake_llm, stream)
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_MODEL_SPLITS", "false")
    task = make_task(tmp_path)
    write_stream(stream, task / "context" / "doc" / "bundle.pdf")
    m = prepare(task, tmp_path / "out" / "task_3", settings(tmp_path))
    pdf = next(a for a in m.assets if a.visible_path == "doc/bundle.pdf")
    assert read_json(pdf.split_path)["engine"] == "fallback" and "split by the rule fallback" in pdf.note
    assert fake_llm.requests == [] and m.summary.split == 1


def test_pdfs_the_rules_keep_whole_are_not_shown_to_the_model(tmp_path, monkeypatch, fake_llm):
    _with_model(monkeypatch, fake_llm, None)
    task = make_task(tmp_path)
    _plain_pdfs(task / "context" / "doc")
    m = prepare(task, tmp_path / "out" / "task_3", settings(tmp_path))
    assert fake_llm.requests == [] and m.summary.split == 0


def test_the_split_can_be_turned_off(tmp_path):
    task = make_task(tmp_path)
    write_stream(make_stream(SEED), task / "context" / "doc" / "bundle.pdf")
    m = prepare(task, tmp_path / "out" / "task_3", settings(tmp_path, enabled=False))
    assert list(m.documents()) == ["bundle"] and m.summary.split == 0


def test_a_second_run_takes_the_split_from_the_cache(tmp_path, monkeypatch):
    task = make_task(tmp_path)
    write_stream(make_stream(SEED), task / "context" / "doc" / "bundle.pdf")
    s = settings(tmp_path)
    first = prepare_task(task, tmp_path / "o1", s, cache_dir=tmp_path / "cache", task_id="3")

    def no_split(*args, **kwargs):
        raise AssertionError("split again")

    monkeypatch.setattr(context_view, "split_job", no_split)
    second = prepare_task(task, tmp_path / "o2", s, cache_dir=tmp_path / "cache", task_id="3")
    assert list(second.documents()) == list(first.documents()) and len(first.documents()) == 6


def test_a_name_taken_by_a_file_of_the_task_keeps_the_pdf_whole(tmp_path):
    task = make_task(tmp_path)
    write_stream(make_stream(SEED), task / "context" / "doc" / "bundle.pdf")
    (task / "context" / "doc" / "bundle_p01-01_invoice.txt").write_text("my own notes\n", encoding="utf-8")
    m = prepare(task, tmp_path / "out" / "task_3", settings(tmp_path))
    assert sorted(m.documents()) == ["bundle", "bundle_p01-01_invoice"]
    assert any("taken by another file" in u.reason for u in m.uncertainties)


def _stack(task: Path, tmp: Path, pages: int) -> None:
    """A text-layer PDF of ``pages`` pages: the generated bundle over and over (cheap to make)."""
    small = pymupdf.open(write_stream(make_stream(SEED), tmp / "small.pdf"))
    big = pymupdf.open()
    while big.page_count < pages:
        big.insert_pdf(small, to_page=min(small.page_count, pages - big.page_count) - 1)
    big.save(task / "context" / "doc" / "stack.pdf")


def test_a_pdf_past_max_pages_stays_one_document(tmp_path):
    task = make_task(tmp_path)
    _stack(task, tmp_path, 30)
    m = prepare(task, tmp_path / "out" / "task_3", settings(tmp_path, max_pages=29))
    assert list(m.documents()) == ["stack"]
    reasons = [u.reason for u in m.uncertainties]
    assert reasons == ["page split: 30 pages, above split.max_pages (29): kept as one document"]


def test_a_500_page_stream_is_split_with_its_progress_logged(tmp_path):
    from structlog.testing import capture_logs

    task = make_task(tmp_path)
    _stack(task, tmp_path, 500)
    with capture_logs() as logs:
        m = prepare(task, tmp_path / "out" / "task_3", settings(tmp_path))
    done = [e["pages_done"] for e in logs if e["event"] == "pagestream_read_progress"]
    assert done == list(range(50, 501, 50))
    assert m.summary.split == 1 and len(m.documents()) > 100
    last = list(m.documents().values())[-1].segment
    assert last.end_page == 500


async def test_a_caller_running_an_event_loop_still_gets_the_split(tmp_path):
    task = make_task(tmp_path)
    write_stream(make_stream(SEED), task / "context" / "doc" / "bundle.pdf")
    m = prepare(task, tmp_path / "out" / "task_3", settings(tmp_path))
    assert m.summary.split == 1 and not m.uncertainties
