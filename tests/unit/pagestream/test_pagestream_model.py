"""Splitting with a model, against the scripted fake model: windows, fencing, evidence overrides, retries,
and the pages the programs decide without it."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

import pymupdf
import pytest

from services.context.pagestream.reader import read_stream
from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.split import PageStreamSplitter
from services.context.pagestream.stream import PageText, SplitFailedError
from services.context.pdf.settings import load_pdf_settings
from shared.config import load_settings
from shared.llm import UNTRUSTED_NOTE, LLMClient
from tests.fake_llm import http_error, reply
from tests.pagestreams.generator import make_stream, write_stream

_ASKED = re.compile(r"## Page (\d+) \(ANSWER\)")


@pytest.fixture(scope="module")
def default_settings() -> PageStreamSettings:
    """As configured, with the model's voice on the pages the programs are unsure of."""
    return load_settings(PageStreamSettings).model_copy(update={"model_splits": True})


@pytest.fixture(scope="module")
def settings(default_settings: PageStreamSettings) -> PageStreamSettings:
    """The model decides every page: no page is left to the programs alone, no document asked again."""
    return default_settings.model_copy(update={"program_decides_probability": 1.01, "classify_below": 0.0})


def _pages(stream, tmp_path: Path, settings) -> list[PageText]:
    pdf = write_stream(stream, tmp_path / "s.pdf")
    return read_stream(pdf, load_pdf_settings(), settings.ocr_dpi).pages


def _gold_pages(stream) -> dict[int, tuple[str, float]]:
    out = {}
    for seg in stream.gold()["segments"]:
        for p in range(seg["start_page"], seg["end_page"] + 1):
            out[p] = (seg["doc_type"], 1.0 if p == seg["start_page"] else 0.0)
    return out


def _answer(truth: dict[int, tuple[str, float]], drop: set[int] = frozenset(), start: float | None = None):
    """A model that answers every asked page from ``truth`` (but ``drop``), with ``start`` if given."""

    def content(body: dict[str, Any]) -> str:
        asked = [int(n) for n in _ASKED.findall(body["messages"][-1]["content"])]
        pages = []
        for n in asked:
            if n in drop:
                continue
            doc_type, s = truth[n]
            pages.append(
                {
                    "page": n,
                    "type": doc_type,
                    "confidence": 0.9,
                    "start_probability": s if start is None else start,
                }
            )
        return json.dumps({"pages": pages})

    return content


async def _split(settings, llm_settings, pages, name="s.pdf"):
    async with LLMClient(llm_settings) as llm:
        return await PageStreamSplitter(settings, llm).split(pages, "s", name)


def test_windows_of_eight_with_fenced_context_pages(settings, llm_settings, fake_llm, tmp_path):
    stream = make_stream(24, n_docs=9)  # 17 pages: windows of 8, 8 and 1
    pages = _pages(stream, tmp_path, settings)
    assert len(pages) >= 17
    truth = _gold_pages(stream)
    fake_llm.add(reply(_answer(truth), has_response_format=True))
    result = asyncio.run(_split(settings, llm_settings, pages))
    gold = [(s["start_page"], s["end_page"], s["doc_type"]) for s in stream.gold()["segments"]]
    assert [(s.start_page, s.end_page, s.doc_type) for s in result.segments] == gold
    bodies = fake_llm.requests
    blank = {p.number for p in pages if not p.text.strip()}
    asked: list[int] = []
    for body in bodies:
        system, user = body["messages"][0]["content"], body["messages"][-1]["content"]
        assert UNTRUSTED_NOTE in system
        assert user.count("<data") >= len(_ASKED.findall(user))
        asked += [int(n) for n in _ASKED.findall(user)]
    assert sorted(asked) == sorted(set(range(1, len(pages) + 1)) - blank)  # each page asked once
    assert len(bodies) == result.model_calls == -(-len(pages) // settings.window_size)
    # the first window shows page 9 as context only
    assert "## Page 9 (context only" in bodies[0]["messages"][-1]["content"]


def test_page_evidence_overrides_the_models_start(settings, llm_settings, fake_llm, tmp_path):
    stream = make_stream(4)  # two invoices in a row (different numbers), then a contract of 5 pages
    pages = _pages(stream, tmp_path, settings)
    truth = _gold_pages(stream)
    fake_llm.add(reply(_answer(truth, start=0.0), has_response_format=True))
    result = asyncio.run(_split(settings, llm_settings, pages))
    got = [(s.start_page, s.end_page, s.doc_type) for s in result.segments]
    assert got[:2] == [(1, 1, "invoice"), (2, 3, "invoice")]  # split by the changed invoice number


def test_a_missing_page_is_asked_again(settings, llm_settings, fake_llm, tmp_path):
    stream = make_stream(3)
    pages = _pages(stream, tmp_path, settings)
    truth = _gold_pages(stream)
    fake_llm.add(reply(_answer(truth, drop={2}), has_response_format=True, times=1))
    fake_llm.add(reply(_answer(truth), has_response_format=True, last_user_contains="missed"))
    result = asyncio.run(_split(settings, llm_settings, pages))
    assert result.model_calls == 2
    assert [s.start_page for s in result.segments] == [s["start_page"] for s in stream.gold()["segments"]]


def test_a_window_that_never_covers_its_pages_fails_the_split(settings, llm_settings, fake_llm, tmp_path):
    stream = make_stream(3)
    pages = _pages(stream, tmp_path, settings)
    fake_llm.add(reply(_answer(_gold_pages(stream), drop={2}), has_response_format=True))
    with pytest.raises(SplitFailedError, match="did not cover"):
        asyncio.run(_split(settings, llm_settings, pages))


def test_a_failing_model_fails_the_split_without_fallback(settings, llm_settings, fake_llm, tmp_path):
    pages = _pages(make_stream(3), tmp_path, settings)
    fake_llm.add(http_error(500))
    with pytest.raises(SplitFailedError, match="no usable model decision"):
        asyncio.run(_split(settings, llm_settings, pages))


def test_blank_pages_make_no_model_call(settings, llm_settings, fake_llm, tmp_path):
    doc = pymupdf.open()
    for _ in range(4):
        doc.new_page()
    doc.save(tmp_path / "blank.pdf")
    pages = read_stream(tmp_path / "blank.pdf", load_pdf_settings(), settings.ocr_dpi).pages
    result = asyncio.run(_split(settings, llm_settings, pages))
    assert fake_llm.requests == []
    assert result.model_calls == 0 and {s.doc_type for s in result.segments} == {"other"}


def _same_answer_for_every_page(body: dict[str, Any]) -> str:
    """A small model's failure: one pair of types, the same for every page asked, and no start."""
    asked = [int(n) for n in _ASKED.findall(body["messages"][-1]["content"])]
    return json.dumps(
        {
            "pages": [
                {"page": n, "type": "invoice", "confidence": 0.53, "start_probability": 0.0} for n in asked
            ]
        }
    )


def test_pages_the_evidence_decides_are_not_asked(default_settings, llm_settings, fake_llm, tmp_path):
    stream = make_stream(24, n_docs=9)
    pages = _pages(stream, tmp_path, default_settings)
    fake_llm.add(reply(_same_answer_for_every_page, has_response_format=True))
    result = asyncio.run(_split(default_settings, llm_settings, pages))
    gold = [(s["start_page"], s["end_page"], s["doc_type"]) for s in stream.gold()["segments"]]
    assert [(s.start_page, s.end_page, s.doc_type) for s in result.segments] == gold
    asked = {int(n) for body in fake_llm.requests for n in _ASKED.findall(body["messages"][-1]["content"])}
    by_rules = {d.page for d in result.decisions if d.source == "rules"}
    assert by_rules and not asked & by_rules
    assert result.model_calls == len(fake_llm.requests)


def test_the_models_types_are_mixed_with_the_keywords(settings, llm_settings, fake_llm, tmp_path):
    stream = make_stream(24, n_docs=9)
    pages = _pages(stream, tmp_path, settings)
    fake_llm.add(reply(_same_answer_for_every_page, has_response_format=True))
    rules_start = settings.model_copy(update={"model_start_weight": 0.0})  # the types alone are mixed
    result = asyncio.run(_split(rules_start, llm_settings, pages))
    assert result.model_calls == -(-len(pages) // settings.window_size)
    gold_types = [s["doc_type"] for s in stream.gold()["segments"]]
    assert {"invoice", "contract"} < set(gold_types) or len(set(gold_types)) > 2
    # Every page got the same answer; the keywords still tell the documents apart.
    assert [s.doc_type for s in result.segments] == gold_types


def test_a_start_the_model_and_the_rules_disagree_on_is_reviewed_with_both_sides(
    default_settings, llm_settings, fake_llm
):
    pages = [
        PageText(
            1,
            "技术服务合同\n甲方：华东设计研究院\n乙方：南方工程咨询有限公司\n第一条 服务内容",
        ),
        # No page number, identifier, title or keyword of any type: the programs are not sure of its start.
        PageText(2, "序号 名称 数量 单价\n1 服务器 2台 38000.00\n2 交换机 4台 5200.00\n合计 96800.00"),
    ]
    answer = {
        "pages": [
            {"page": 1, "type": "contract", "confidence": 0.9, "start_probability": 1.0},
            {"page": 2, "type": "contract", "confidence": 0.9, "start_probability": 0.95},
        ]
    }
    fake_llm.add(reply(json.dumps(answer), has_response_format=True))
    result = asyncio.run(_split(default_settings, llm_settings, pages))
    assert any(s.needs_review for s in result.segments if s.end_page == 2)
    note = next(u for u in result.uncertainties if u.startswith("page 2:"))
    assert "the model starts a document (0.95)" in note and "the rules continue (0.30)" in note
    assert not any(u.startswith("page 1:") for u in result.uncertainties), "the first page always starts"
