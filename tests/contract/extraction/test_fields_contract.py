"""ExtractionService.ExtractFields on a real server (loopback port) over a real channel, the model a fake."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pytest

from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc
from services.extraction.fields.extract import FieldExtractor
from services.extraction.fields.settings import FieldSettings
from services.extraction.fields.wire import request_for, result_from_proto, segment_from_request
from services.extraction.server import create_server
from shared.config import load_settings
from shared.llm import LLMSettings
from tests.contract.extraction.test_extraction_contract import settings_for
from tests.fake_llm import FakeLLMServer, reply

CONTRACT_P4 = "（正本）\n合同编号：HT-2024-1234\n甲方：北京华信科技有限公司\n乙方：上海东方贸易有限公司"
CONTRACT_P5 = "合同总金额：人民币123,456.00元\n第1条 甲方应当按时付款。"
CONTRACT_P6 = "（以下无正文，为签署页）\n签订日期：2024年3月5日"


@pytest.fixture
async def stub(
    tmp_path: Path, llm_settings: LLMSettings
) -> AsyncIterator[extraction_pb2_grpc.ExtractionServiceStub]:
    running = await create_server(settings_for(tmp_path), env={}, llm_settings=llm_settings)
    async with grpc.aio.insecure_channel(running.address) as channel:
        yield extraction_pb2_grpc.ExtractionServiceStub(channel)
    await running.stop(0)


def contract_request(**changes: object) -> extraction_pb2.ExtractFieldsRequest:
    pages = [(4, CONTRACT_P4), (5, CONTRACT_P5), (6, CONTRACT_P6)]
    req = extraction_pb2.ExtractFieldsRequest(
        document_id="bundle",
        sequence=2,
        doc_type="contract",
        pages=[extraction_pb2.SegmentPage(number=n, text=t) for n, t in pages],
    )
    for key, value in changes.items():
        if isinstance(value, list):
            del getattr(req, key)[:]
            getattr(req, key).extend(value)
        else:
            setattr(req, key, value)
    return req


async def test_fields_of_a_segment_over_the_wire(stub, fake_llm: FakeLLMServer) -> None:
    answer = {"fields": [{"name": "contractTitle", "value": "软件开发合同", "page": 4}]}
    fake_llm.add(reply(json.dumps(answer), has_response_format=True))
    reply_ = await stub.ExtractFields(contract_request(), timeout=30)
    got = {f.name: (f.value, f.page, f.method) for f in reply_.fields}
    rule = extraction_pb2.READ_METHOD_RULE
    assert got == {
        "contractNumber": ("HT-2024-1234", 4, rule),
        "partyA": ("北京华信科技有限公司", 4, rule),
        "partyB": ("上海东方贸易有限公司", 4, rule),
        "contractAmount": ("123456.00", 5, rule),
        "signDate": ("2024-03-05", 6, rule),
    }
    assert reply_.fields[0].evidence == "合同编号：HT-2024-1234"
    # The model was asked for the one field the readers missed; its title is not in the text.
    assert list(reply_.missing) == ["contractTitle"]
    (dropped,) = reply_.dropped
    assert dropped.name == "contractTitle" and "does not occur" in dropped.reason
    assert reply_.model_calls == 1 and reply_.outcome.usage.calls == 1
    assert any(u.code == "field_dropped" for u in reply_.outcome.uncertainties)
    (body,) = fake_llm.requests
    assert "contractTitle" in body["messages"][-1]["content"]
    assert "partyA (" not in body["messages"][-1]["content"]


async def test_the_wire_carries_what_the_core_decides(stub, tmp_path: Path) -> None:
    settings = load_settings(FieldSettings)
    req = contract_request(rules_only=True)
    segment = segment_from_request(req, settings.template("contract"), settings.limits)
    core = await FieldExtractor(settings, None).extract(segment)
    remote = result_from_proto(await stub.ExtractFields(request_for(segment), timeout=30))
    # Only the note differs: the core here has no model, the service has one it was told not to use.
    assert remote.to_json() == core.to_json() | {"message": remote.message}
    assert core.message.replace("no model configured", "model not used") == remote.message
    assert remote.status == "partial" and remote.message.startswith("5/6 fields read (5 by rule, 0 by model)")
    assert "model not used" in remote.message


async def test_an_optional_field_stays_optional_over_the_wire(stub) -> None:
    settings = load_settings(FieldSettings)
    text = "发票号码：11111111\n开票日期：2024年3月5日\n购买方名称：甲公司\n销售方名称：乙公司\n"
    text += "价税合计（小写）：¥1,234.50\n税额合计：¥142.02"
    req = extraction_pb2.ExtractFieldsRequest(
        document_id="bundle",
        sequence=1,
        doc_type="invoice",
        pages=[extraction_pb2.SegmentPage(number=1, text=text)],
        rules_only=True,
    )
    segment = segment_from_request(req, settings.template("invoice"), settings.limits)
    assert any(spec.optional for spec in segment.template)  # the consignee
    remote = result_from_proto(await stub.ExtractFields(request_for(segment), timeout=30))
    assert remote.status == "succeeded" and remote.missing == []


async def test_rules_only_and_no_text(stub, fake_llm: FakeLLMServer) -> None:
    reply_ = await stub.ExtractFields(contract_request(rules_only=True), timeout=30)
    assert len(reply_.fields) == 5 and fake_llm.requests == []
    blank = contract_request(pages=[extraction_pb2.SegmentPage(number=7, text=" \n")])
    reply_ = await stub.ExtractFields(blank, timeout=30)
    assert reply_.outcome.status == 6  # STAGE_STATUS_SKIPPED
    assert "no text to extract" in reply_.outcome.message and not reply_.fields
    assert fake_llm.requests == []


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"pages": []}, "pages are required"),
        (
            {
                "pages": [
                    extraction_pb2.SegmentPage(number=5, text="a"),
                    extraction_pb2.SegmentPage(number=4, text="b"),
                ]
            },
            "increasing order",
        ),
        ({"doc_type": "other"}, "no template given and none configured"),
        (
            {
                "fields": [
                    extraction_pb2.FieldSpec(name="x", kind=extraction_pb2.FIELD_KIND_CODE, pattern="([")
                ]
            },
            "not a regular expression",
        ),
        ({"fields": [extraction_pb2.FieldSpec(name="x")]}, "kind is required"),
    ],
)
async def test_bad_requests_are_invalid_arguments(stub, changes: dict, message: str) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as err:
        await stub.ExtractFields(contract_request(**changes), timeout=30)
    assert err.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert message in (err.value.details() or "")
