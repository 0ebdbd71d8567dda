"""ContextService.SplitPdf on a real server (port 0): segments, the fallback said, paths refused, errors."""

from __future__ import annotations

import json
import os
import re
from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pymupdf
import pytest

from dataagent.context.v1 import context_pb2, context_pb2_grpc
from services.context.pagestream.file import FALLBACK_NOTE
from services.context.server import create_server
from services.context.settings import ContextSettings
from shared.config import load_settings
from shared.llm import LLMSettings
from tests.fake_llm import reply
from tests.pagestreams.generator import make_stream, write_stream


async def _serve(tmp_path: Path, llm: LLMSettings | None = None):
    settings = load_settings(
        ContextSettings,
        artifact_root=tmp_path / "artifacts",
        input_roots=[tmp_path / "input"],
        listen_addr="127.0.0.1:0",
    )
    return await create_server(settings, llm_settings=llm)


@pytest.fixture
async def stub(tmp_path: Path) -> AsyncIterator[context_pb2_grpc.ContextServiceStub]:
    running = await _serve(tmp_path)
    async with grpc.aio.insecure_channel(running.address) as channel:
        yield context_pb2_grpc.ContextServiceStub(channel)
    await running.stop(0)


@pytest.fixture
def bundle(tmp_path: Path):
    stream = make_stream(4)
    return stream, write_stream(stream, tmp_path / "input" / "task_1" / "context" / "doc" / "bundle.pdf")


async def test_split_returns_the_segments_and_says_the_fallback_decided(stub, bundle) -> None:
    stream, pdf = bundle
    before = pdf.read_bytes()
    reply_ = await stub.SplitPdf(context_pb2.SplitPdfRequest(pdf_path=str(pdf), no_cache=True), timeout=60)
    gold = stream.gold()
    assert [(s.start_page, s.end_page, s.doc_type) for s in reply_.segments] == [
        (g["start_page"], g["end_page"], g["doc_type"]) for g in gold["segments"]
    ]
    first = reply_.segments[0]
    assert (first.document_id, first.sequence, first.boundary_confidence) == ("bundle", 1, 1.0)
    assert 0 < first.category_probability <= 1 and 0 < first.provider_confidence <= 1
    assert reply_.segments[4].doc_type == "other" and reply_.segments[4].needs_review  # the blank back
    assert reply_.engine == context_pb2.SPLIT_ENGINE_FALLBACK and reply_.note == FALLBACK_NOTE
    assert reply_.page_count == len(reply_.pages) == gold["pages"] and reply_.model_calls == 0
    page = reply_.pages[9]
    assert (page.page, page.source, page.doc_type, page.ocr) == (10, "blank", "other", False)
    assert abs(sum(reply_.pages[0].type_probabilities.values()) - 1) < 1e-3
    assert reply_.timing.read_s >= 0 and reply_.fingerprint and not reply_.cached
    assert pdf.read_bytes() == before
    again = await stub.SplitPdf(context_pb2.SplitPdfRequest(pdf_path=str(pdf)), timeout=60)
    again2 = await stub.SplitPdf(context_pb2.SplitPdfRequest(pdf_path=str(pdf)), timeout=60)
    assert again2.cached and list(again2.segments) == list(again.segments)


async def test_an_all_blank_pdf_is_split_with_an_uncertainty(stub, tmp_path: Path) -> None:
    doc = pymupdf.open()
    doc.new_page()
    doc.new_page()
    path = tmp_path / "input" / "blank.pdf"
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(path)
    reply_ = await stub.SplitPdf(context_pb2.SplitPdfRequest(pdf_path=str(path)), timeout=60)
    assert [s.doc_type for s in reply_.segments] == ["other"]
    assert any("every page is blank" in u.reason for u in reply_.uncertainties)


async def test_paths_outside_the_roots_and_unreadable_pdfs_are_refused(stub, tmp_path: Path, bundle) -> None:
    outside = tmp_path / "elsewhere" / "secret.pdf"
    outside.parent.mkdir()
    outside.write_bytes(bundle[1].read_bytes())
    link = tmp_path / "input" / "link.pdf"
    os.symlink(outside, link)
    escape = tmp_path / "input" / ".." / "elsewhere" / "secret.pdf"
    for path in (outside, link, escape):
        with pytest.raises(grpc.aio.AioRpcError) as info:
            await stub.SplitPdf(context_pb2.SplitPdfRequest(pdf_path=str(path)), timeout=10)
        assert info.value.code() is grpc.StatusCode.PERMISSION_DENIED
        assert "outside the input roots" in info.value.details()
    locked = tmp_path / "input" / "locked.pdf"
    doc = pymupdf.open()
    doc.new_page().insert_text((50, 50), "secret")
    doc.save(locked, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="pw", owner_pw="pw")
    cases = [
        ("relative.pdf", "must be an absolute path"),
        (str(tmp_path / "input" / "missing.pdf"), "existing file"),
        (str(locked), "encrypted PDF"),
    ]
    for path, message in cases:
        with pytest.raises(grpc.aio.AioRpcError) as info:
            await stub.SplitPdf(context_pb2.SplitPdfRequest(pdf_path=path), timeout=10)
        assert info.value.code() is grpc.StatusCode.INVALID_ARGUMENT
        assert message in info.value.details()


_ASKED = re.compile(r"## Page (\d+) \(ANSWER\)")


def _cv_everywhere(body) -> str:
    pages = _ASKED.findall(body["messages"][-1]["content"])
    rows = [{"page": int(n), "type": "cv", "start_probability": 0.0} for n in pages]
    return json.dumps({"pages": rows})


async def test_a_configured_model_decides_and_its_failure_is_unavailable(
    tmp_path: Path, bundle, llm_settings, fake_llm, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The model decides every page: none is left to the programs alone.
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_MODEL_SPLITS", "true")
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_PROGRAM_DECIDES_PROBABILITY", "1.01")
    monkeypatch.setenv("DATAAGENT_PAGESTREAM_MODEL_TYPE_WEIGHT", "1.0")  # its types alone count
    running = await _serve(tmp_path, llm_settings)
    try:
        async with grpc.aio.insecure_channel(running.address) as channel:
            stub = context_pb2_grpc.ContextServiceStub(channel)
            request = context_pb2.SplitPdfRequest(pdf_path=str(bundle[1]), no_cache=True)
            with pytest.raises(grpc.aio.AioRpcError) as info:  # no rule scripted: every call fails
                await stub.SplitPdf(request, timeout=60)
            assert info.value.code() is grpc.StatusCode.UNAVAILABLE
            assert "no usable model decision" in info.value.details()

            fallback = await stub.SplitPdf(
                context_pb2.SplitPdfRequest(pdf_path=str(bundle[1]), no_cache=True, no_model=True), timeout=60
            )
            assert fallback.engine == context_pb2.SPLIT_ENGINE_FALLBACK and len(fallback.segments) == 7

            fake_llm.add(reply(_cv_everywhere, has_response_format=True))
            model = await stub.SplitPdf(request, timeout=60)
            assert model.engine == context_pb2.SPLIT_ENGINE_MODEL and model.note == ""
            assert model.model_calls == 2  # 12 pages: two windows of 8
            assert {s.doc_type for s in model.segments} == {"cv", "other"}
            assert {p.source for p in model.pages} == {"model", "blank"}
    finally:
        await running.stop(0)
