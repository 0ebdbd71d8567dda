"""Fields of one segment: only its own pages, readers first, the fake model for the rest, answers checked."""

from __future__ import annotations

import json
import re

import pytest

from cli.split_fields import segment_input
from services.context.pagestream.stream import PageText, Segment
from services.extraction.fields.extract import FieldExtractor
from services.extraction.fields.records import NO_TEXT, SegmentInput, SegmentPage
from services.extraction.fields.routing import route
from services.extraction.fields.settings import FieldSettings
from shared.config import load_settings
from shared.llm import UNTRUSTED_NOTE, LLMTrace
from tests.fake_llm import http_error, reply

INVOICE_A = """增值税专用发票
发票号码：11111111
开票日期：2024年3月5日
购买方名称：甲公司
销售方名称：乙公司
价税合计（小写）：¥1,234.50"""
INVOICE_B = """增值税专用发票
发票号码：22222222
开票日期：2023年1月2日
购买方名称：丙公司
销售方名称：丁公司
价税合计（小写）：¥99.00"""


@pytest.fixture(scope="module")
def fields() -> FieldSettings:
    return load_settings(FieldSettings)


def seg(seq: int, start: int, end: int, doc_type: str = "invoice", p: float = 0.9) -> Segment:
    return Segment(
        document_id="bundle",
        sequence=seq,
        start_page=start,
        end_page=end,
        doc_type=doc_type,
        category_probability=p,
        provider_confidence=p,
        boundary_confidence=1.0,
        needs_review=False,
    )


def invoice_input(fields: FieldSettings, pages: list[PageText], segment: Segment, use_model: bool = True):
    decision = route(segment.doc_type, segment.category_probability, fields)
    return segment_input(segment, pages, decision, fields, use_model)


async def test_fields_come_only_from_the_segments_pages(fields) -> None:
    pages = [PageText(1, INVOICE_A), PageText(2, INVOICE_B), PageText(3, "")]
    second = invoice_input(fields, pages, seg(2, 2, 2))
    assert [p.number for p in second.pages] == [2]
    result = await FieldExtractor(fields, None).extract(second)
    got = {f.name: (f.value, f.page, f.method) for f in result.fields}
    assert got["invoiceNumber"] == ("22222222", 2, "rule")
    assert got["date"] == ("2023-01-02", 2, "rule")
    assert got["totalAmount"] == ("99.00", 2, "rule")
    assert got["sellerName"] == ("丁公司", 2, "rule")
    assert {f.evidence for f in result.fields} <= set(INVOICE_B.splitlines())
    assert result.status == "partial" and result.missing == ["taxAmount"]
    assert "no model configured" in result.message and "taxAmount" in result.message


async def test_a_segment_without_text_has_nothing_to_extract_and_asks_no_model(fields, llm, fake_llm) -> None:
    pages = [PageText(1, INVOICE_A), PageText(2, "  \n "), PageText(3, INVOICE_B)]
    empty = invoice_input(fields, pages, seg(2, 2, 2))
    result = await FieldExtractor(fields, llm).extract(empty)
    assert result.status == "skipped" and result.message == NO_TEXT
    assert result.fields == [] and "invoiceNumber" in result.missing
    assert fake_llm.requests == []


def _asked(body) -> list[str]:
    return re.findall(r"^- (\w+) \(", body["messages"][-1]["content"], re.M)


async def test_the_model_reads_only_what_the_readers_missed_and_its_answers_are_checked(
    fields, llm, fake_llm
) -> None:
    text = "CURRICULUM VITAE\nJohn Carter\nPhone: +1 555 6023\nsoftware engineer"
    page2 = "Projects\nContact john.carter@example.com"
    segment = SegmentInput(
        "bundle", 4, "cv", (SegmentPage(6, text), SegmentPage(7, page2)), fields.template("cv"), True
    )
    answer = {
        "fields": [
            {"name": "name", "value": "John Carter", "page": 6},
            {"name": "email", "value": "jane@example.com", "page": 7},  # not in the text
            {"name": "jobObjective", "value": "software engineer", "page": 9},  # not a page of the segment
            {"name": "salary", "value": "John Carter", "page": 6},  # not asked
        ]
    }
    fake_llm.add(reply(json.dumps(answer), has_response_format=True))
    trace = LLMTrace()
    result = await FieldExtractor(fields, llm).extract(segment, trace)
    (body,) = fake_llm.requests
    # Phone and e-mail were read by the readers; the name and objective (no labels) are asked for.
    assert _asked(body) == ["name", "jobObjective"]
    user = body["messages"][-1]["content"]
    assert '<data source="page 6">' in user and '<data source="page 7">' in user
    assert UNTRUSTED_NOTE in body["messages"][0]["content"]
    got = {f.name: f for f in result.fields}
    assert (got["name"].value, got["name"].page, got["name"].method) == ("John Carter", 6, "model")
    assert got["name"].evidence == "John Carter"
    assert got["email"].method == "rule" and got["email"].value == "john.carter@example.com"
    reasons = {d.name: d.reason for d in result.dropped}
    assert "not a field that was asked for" in reasons["salary"]
    assert "not a field that was asked for" in reasons["email"]  # the reader's e-mail stands
    assert "page 9 is not a page of this segment" in reasons["jobObjective"]
    assert result.missing == ["jobObjective"]
    assert result.model_calls == 1 and result.usage["calls"] == 1


async def test_a_hallucinated_value_is_dropped_and_a_wrong_page_corrected(fields, llm, fake_llm) -> None:
    segment = SegmentInput(
        "bundle",
        1,
        "degree_certificate",
        (
            SegmentPage(3, "DEGREE CERTIFICATE\nhereby confers upon"),
            SegmentPage(4, "Mary Lewis\nBachelor of Science"),
        ),
        fields.template("degree_certificate")[:2],
        True,
    )
    answer = {
        "fields": [
            {"name": "holderName", "value": "Mary Lewis", "page": 3},
            {"name": "certificateNumber", "value": "1234567890123456", "page": 4},
        ]
    }
    fake_llm.add(reply(json.dumps(answer), has_response_format=True))
    result = await FieldExtractor(fields, llm).extract(segment)
    assert [(f.name, f.value, f.page) for f in result.fields] == [("holderName", "Mary Lewis", 4)]
    assert any("page 4" in u for u in result.uncertainties)
    (dropped,) = result.dropped
    assert dropped.name == "certificateNumber" and "does not occur in the segment's text" in dropped.reason
    assert result.missing == ["certificateNumber"]


async def test_an_answer_not_of_the_fields_kind_is_dropped(fields, llm, fake_llm) -> None:
    text = "姓名 张伟\n身份号 110105194912310021\n有效期 长期"
    segment = SegmentInput("b", 1, "id_card", (SegmentPage(1, text),), fields.template("id_card")[:2], True)
    answer = {"fields": [{"name": "idNumber", "value": "110105194912310021", "page": 1}]}
    fake_llm.add(reply(json.dumps(answer), has_response_format=True))
    result = await FieldExtractor(fields, llm).extract(segment)
    assert [f.name for f in result.fields] == ["name"]
    reasons = [d.reason for d in result.dropped if d.name == "idNumber"]
    assert "ID number with a wrong check character" in reasons and "not a valid id number" in reasons


async def test_a_failed_model_call_is_recorded_and_the_readers_results_kept(fields, llm, fake_llm) -> None:
    fake_llm.add(http_error(500))
    segment = SegmentInput("b", 1, "invoice", (SegmentPage(1, INVOICE_A),), fields.template("invoice"), True)
    result = await FieldExtractor(fields, llm).extract(segment)
    assert result.status == "partial" and len(result.fields) == 5
    assert any("model call failed" in u for u in result.uncertainties)


async def test_rules_only_asks_no_model(fields, llm, fake_llm) -> None:
    segment = SegmentInput("b", 1, "invoice", (SegmentPage(1, INVOICE_A),), fields.template("invoice"), False)
    result = await FieldExtractor(fields, llm).extract(segment)
    assert fake_llm.requests == [] and "model not used" in result.message


async def test_a_title_answered_as_a_party_and_a_tax_as_large_as_the_total_are_dropped(
    fields, llm, fake_llm
) -> None:
    text = "武汉通用机打发票\n客户 ：江汉路小学\n合计：¥3,180.00 ¥3,180.00\n（章）汉阳钢构有限公司"
    segment = SegmentInput("b", 1, "invoice", (SegmentPage(2, text),), fields.template("invoice"), True)
    answer = {
        "fields": [
            {"name": "sellerName", "value": "武汉通用机打发票", "page": 2},
            {"name": "buyerName", "value": "江汉路小学", "page": 2},
            {"name": "taxAmount", "value": "3,180.00", "page": 2},
        ]
    }
    fake_llm.add(reply(json.dumps(answer), has_response_format=True))
    result = await FieldExtractor(fields, llm).extract(segment)
    got = {f.name: (f.value, f.method) for f in result.fields}
    assert got["buyerName"] == ("江汉路小学", "model") and got["totalAmount"] == ("3180.00", "rule")
    reasons = {d.name: d.reason for d in result.dropped}
    assert reasons["sellerName"] == "not a valid party"
    assert reasons["taxAmount"].startswith("not less than totalAmount (3180.00)")
    assert {"sellerName", "taxAmount"} <= set(result.missing)


async def test_an_optional_field_not_printed_leaves_the_document_complete_and_asks_no_model(
    fields, llm, fake_llm
) -> None:
    text = INVOICE_A + "\n税额合计：¥142.02"
    segment = SegmentInput("b", 1, "invoice", (SegmentPage(1, text),), fields.template("invoice"), True)
    result = await FieldExtractor(fields, llm).extract(segment)
    assert "shipToName" not in {f.name for f in result.fields}  # no consignee printed
    assert result.status == "succeeded" and result.missing == [] and fake_llm.requests == []
    assert result.message.startswith("6/6 fields read")


async def test_a_contracts_party_a_is_the_party_named_first_where_no_party_a_label_says_otherwise(
    fields,
) -> None:
    body = "年度采购框架协议\n协议编号：PY-CG-2024-012\n买卖双方经友好协商，就买方向卖方采购达成如下协议："
    signatures = "买方（盖章）： | 卖方（盖章）：\n" + "深圳市鹏远电子有限公司 | 苏州恒达精密机械有限公司"
    labelled = "采购合同\n甲方（买方）：深圳市鹏远电子有限公司\n乙方（卖方）：苏州恒达精密机械有限公司"
    seller_first = "销售合同\n卖方：苏州恒达精密机械有限公司\n买方：深圳市鹏远电子有限公司"
    got = {}
    for name, pages in (("roles", [body, signatures]), ("labels", [labelled]), ("seller", [seller_first])):
        segment = SegmentInput(
            "bundle",
            1,
            "contract",
            tuple(SegmentPage(n, t) for n, t in enumerate(pages, start=1)),
            fields.template("contract"),
            False,
        )
        result = await FieldExtractor(fields, None).extract(segment)
        got[name] = {f.name: (f.value, f.page) for f in result.fields if f.name in ("partyA", "partyB")}
    buyer, seller = "深圳市鹏远电子有限公司", "苏州恒达精密机械有限公司"
    assert got["roles"] == {"partyA": (buyer, 2), "partyB": (seller, 2)}, "the buyer's column comes first"
    assert got["labels"] == {"partyA": (buyer, 1), "partyB": (seller, 1)}
    assert got["seller"] == {"partyA": (seller, 1), "partyB": (buyer, 1)}, "the seller named first"


async def test_a_credit_note_is_read_by_its_own_number_date_and_total_not_the_invoice_it_quotes(
    fields,
) -> None:
    text = (
        "Suzhou Hengda Precision Machinery Co., Ltd.\nNo. 58 Xinghan Street, Suzhou 215021, China\n"
        "Credit to:\nNorthwind Components GmbH\n"
        "Original invoice: HD-CI-240305 dated 05 Mar 2024 (USD 49,102.50)\nCREDIT NOTE\n"
        "Credit Note No.: HD-CN-240402\nDate: 02 Apr 2024\n"
        "HD-SP-1205 | Spindle housing | 50 | 41.20 | 2,060.00\n"
        "TOTAL CREDIT (USD) | 2,240.00"
    )
    segment = SegmentInput("bundle", 1, "invoice", (SegmentPage(8, text),), fields.template("invoice"), False)
    got = {f.name: f.value for f in (await FieldExtractor(fields, None).extract(segment)).fields}
    assert (got["invoiceNumber"], got["date"], got["totalAmount"]) == (
        "HD-CN-240402",
        "2024-04-02",
        "2240.00",
    )
