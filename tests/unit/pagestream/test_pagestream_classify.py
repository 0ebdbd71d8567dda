"""The model's type for whole documents the keywords leave unsure, against the scripted fake model; and the
pages whose own keywords settle their start, which the model is not asked about."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest

from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.split import PageStreamSplitter
from services.context.pagestream.stream import PageText
from shared.config import load_settings
from shared.llm import UNTRUSTED_NOTE, LLMClient
from tests.fake_llm import http_error, reply

CONTRACT = (
    "技术服务合同\n合同编号：HT20240512\n甲方：华东设计研究院\n乙方：南方工程咨询有限公司\n第一条 服务内容"
)
CLAUSES = "第五条 违约责任\n任何一方违约，应向对方支付违约金。\n第六条 争议解决\n协商不成的，提交仲裁。"
# A receipt: no word of any type's keyword list, and no title the rules know.
RECEIPT = (
    "收款凭证 No. 3766682\n今收到 江苏茂晟信息技术股份有限公司\n交来 场地租金\n"
    "人民币 壹万壹仟伍佰元整 ¥11,500.00"
)


@pytest.fixture(scope="module")
def settings() -> PageStreamSettings:
    """As configured (the model's start counts on the pages it is asked about), and unsure documents
    are classified again."""
    return load_settings(PageStreamSettings).model_copy(update={"model_splits": True, "classify_below": 0.85})


def _window_answer(body: dict[str, Any]) -> str:
    """Every asked page: other, starting a document."""
    user = body["messages"][-1]["content"]
    asked = [int(n) for n in re.findall(r"## Page (\d+) \(ANSWER\)", user)]
    pages = [{"page": n, "type": "other", "confidence": 0.5, "start_probability": 0.9} for n in asked]
    return json.dumps({"pages": pages})


def _document_answer(doc_type: str, confidence: float):
    def content(body: dict[str, Any]) -> str:
        return json.dumps({"type": doc_type, "confidence": confidence})

    return content


def _split(settings, llm_settings, pages):
    async def go():
        async with LLMClient(llm_settings) as llm:
            return await PageStreamSplitter(settings, llm).split(pages, "s", "bundle.pdf")

    return asyncio.run(go())


def _pages() -> list[PageText]:
    return [PageText(1, CONTRACT), PageText(2, CLAUSES), PageText(3, RECEIPT)]


def test_an_unsure_document_takes_the_models_type_and_is_reviewed(settings, llm_settings, fake_llm):
    fake_llm.add(reply(_window_answer, has_response_format=True, last_user_contains="## Page"))
    fake_llm.add(reply(_document_answer("invoice", 0.85), has_response_format=True))
    result = _split(settings, llm_settings, _pages())
    got = [(s.start_page, s.end_page, s.doc_type) for s in result.segments]
    assert got == [(1, 2, "contract"), (3, 3, "invoice")]
    receipt = result.segments[1]
    assert receipt.needs_review and receipt.category_probability == 0.85
    assert "pages 3-3: the model reads invoice (0.85), the keywords other" in result.uncertainties[-1]
    classify = [b for b in fake_llm.requests if "## Page" not in b["messages"][-1]["content"]]
    assert len(classify) == 1, "the sure contract is not asked about"
    assert UNTRUSTED_NOTE in classify[0]["messages"][0]["content"]
    assert "交来 场地租金" in classify[0]["messages"][-1]["content"]
    assert "<data" in classify[0]["messages"][-1]["content"]
    assert result.model_calls == len(fake_llm.requests)


def test_a_model_less_sure_than_the_keywords_leaves_the_type(settings, llm_settings, fake_llm):
    unsure = settings.model_copy(update={"classify_below": 1.01})
    fake_llm.add(reply(_window_answer, has_response_format=True, last_user_contains="## Page"))
    fake_llm.add(reply(_document_answer("tender", 0.6), has_response_format=True))
    result = _split(unsure, llm_settings, _pages())
    contract = result.segments[0]
    assert (contract.doc_type, contract.start_page, contract.end_page) == ("contract", 1, 2)
    assert contract.category_probability > 0.6
    assert not any("the model reads tender" in u for u in result.uncertainties)


def test_a_failed_classification_keeps_the_keywords_type_and_says_so(settings, llm_settings, fake_llm):
    fake_llm.add(reply(_window_answer, has_response_format=True, last_user_contains="## Page"))
    fake_llm.add(http_error(500))
    result = _split(settings, llm_settings, _pages())
    assert [(s.start_page, s.end_page) for s in result.segments] == [(1, 2), (3, 3)]
    assert result.segments[1].doc_type == "other"
    assert any("could not classify the document" in u and "other stands" in u for u in result.uncertainties)


def test_pages_whose_own_keywords_are_sure_are_not_asked(settings, llm_settings, fake_llm):
    fake_llm.add(reply(_window_answer, has_response_format=True, last_user_contains="## Page"))
    fake_llm.add(reply(_document_answer("invoice", 0.85), has_response_format=True))
    result = _split(settings, llm_settings, _pages())
    users = [b["messages"][-1]["content"] for b in fake_llm.requests]
    windows = [u for u in users if "## Page" in u]
    assert len(windows) == 1
    assert "## Page 3 (ANSWER)" in windows[0]
    assert "## Page 2 (context only" in windows[0], "the page before is shown beside it"
    assert "## Page 2 (ANSWER)" not in windows[0] and "## Page 1" not in windows[0]
    assert result.segments[-1].start_page == 3


def test_blank_documents_are_not_classified(settings, llm_settings, fake_llm):
    pages = [PageText(1, CONTRACT), PageText(2, CLAUSES), PageText(3, "")]
    result = _split(settings, llm_settings, pages)
    assert result.segments[0].category_probability >= settings.classify_below
    assert fake_llm.requests == []
    assert [s.doc_type for s in result.segments] == ["contract", "other"]


def test_classification_is_off_at_zero(settings, llm_settings, fake_llm):
    off = settings.model_copy(update={"classify_below": 0.0})
    fake_llm.add(reply(_window_answer, has_response_format=True, last_user_contains="## Page"))
    result = _split(off, llm_settings, _pages())
    assert all("## Page" in b["messages"][-1]["content"] for b in fake_llm.requests)
    assert result.segments[-1].doc_type == "other" and result.segments[-1].start_page == 3
