"""LLMClient.structured: both schema dialects, auto-detection, pydantic validation and the repair round."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel, Field

from shared.errors import LLMError
from shared.llm import LLMClient, LLMSettings, LLMTrace
from tests.fake_llm import FakeLLMServer, http_error, reply, truncated

ASK = [{"role": "system", "content": "Answer in JSON."}, {"role": "user", "content": "Count the rows of t."}]


class RowCount(BaseModel):
    table: str
    rows: int = Field(ge=0)
    note: str = ""


GOOD = '{"table": "t", "rows": 42}'


def _settings(base: LLMSettings, **update: object) -> LLMSettings:
    return base.model_copy(update=update)


async def test_openai_dialect_sends_json_schema(fake_llm: FakeLLMServer, llm_settings: LLMSettings) -> None:
    fake_llm.add(reply(GOOD, has_response_format=True))
    async with LLMClient(llm_settings) as llm:
        value = await llm.structured(ASK, RowCount)
        assert llm.dialect == "json_schema"
    assert value == RowCount(table="t", rows=42)
    (sent,) = fake_llm.requests
    rf = sent["response_format"]
    assert rf["type"] == "json_schema"
    assert rf["json_schema"]["name"] == "RowCount" and rf["json_schema"]["strict"] is False
    assert rf["json_schema"]["schema"] == RowCount.model_json_schema()
    assert sent["messages"] == ASK


async def test_llamacpp_dialect_sends_json_object_with_schema(llm_settings: LLMSettings) -> None:
    with FakeLLMServer([reply(GOOD)], dialect="llamacpp") as srv:
        settings = _settings(llm_settings, base_url=srv.base_url, structured_dialect="llamacpp")
        async with LLMClient(settings) as llm:
            assert (await llm.structured(ASK, RowCount)).rows == 42
        (sent,) = srv.requests
    assert sent["response_format"] == {"type": "json_object", "schema": RowCount.model_json_schema()}


async def test_auto_switches_to_llamacpp_on_its_500_and_remembers(llm_settings: LLMSettings) -> None:
    trace = LLMTrace()
    with FakeLLMServer([reply(GOOD)], dialect="llamacpp") as srv:
        async with LLMClient(_settings(llm_settings, base_url=srv.base_url)) as llm:
            assert llm.dialect is None
            assert (await llm.structured(ASK, RowCount, trace=trace)).rows == 42
            assert llm.dialect == "llamacpp"
            other = [{"role": "user", "content": "Count the rows of u."}]
            assert (await llm.structured(other, RowCount, trace=trace)).rows == 42
        kinds = [r.body["response_format"]["type"] for r in srv.received]
        statuses = [r.status for r in srv.received]
    # One refused probe, then only the llama.cpp form: no retries were spent on the refusal.
    assert kinds == ["json_schema", "json_object", "json_object"]
    assert statuses == [500, 200, 200]
    assert [r.kind for r in trace.records] == ["dialect_probe", "structured", "structured"]
    assert "json_schema" in (trace.records[0].error or "")


async def test_a_switch_that_fails_too_is_undone(fake_llm: FakeLLMServer, llm_settings: LLMSettings) -> None:
    def llamacpp_form(body: dict) -> bool:
        return body.get("response_format", {}).get("type") == "json_object"

    # A passing 500 on the probe looks like llama.cpp; the endpoint then refuses the llama.cpp form.
    fake_llm.add(http_error(500, times=1), http_error(400, when=llamacpp_form), reply(GOOD))
    async with LLMClient(llm_settings) as llm:
        with pytest.raises(LLMError, match="HTTP 400"):
            await llm.structured(ASK, RowCount)
        assert llm.dialect is None
        assert (await llm.structured(ASK, RowCount)).rows == 42
        assert llm.dialect == "json_schema"


async def test_fixed_json_schema_dialect_does_not_switch(llm_settings: LLMSettings) -> None:
    with FakeLLMServer([reply(GOOD)], dialect="llamacpp") as srv:
        settings = _settings(
            llm_settings, base_url=srv.base_url, structured_dialect="json_schema", max_retries=1
        )
        async with LLMClient(settings) as llm:
            with pytest.raises(LLMError, match=r"RowCount.*HTTP 500"):
                await llm.structured(ASK, RowCount)
            assert llm.dialect == "json_schema"
        assert len(srv.requests) == 2


async def test_cached_answer_does_not_depend_on_the_wire_dialect(llm_settings: LLMSettings) -> None:
    with FakeLLMServer([reply(GOOD)], dialect="llamacpp") as srv:
        settings = _settings(llm_settings, base_url=srv.base_url)
        async with LLMClient(settings) as llm:
            await llm.structured(ASK, RowCount)
        sent = len(srv.requests)
        # A rerun starts with the dialect unknown, yet finds the answer without any request.
        trace = LLMTrace()
        async with LLMClient(settings) as llm:
            assert (await llm.structured(ASK, RowCount, trace=trace)).rows == 42
        assert len(srv.requests) == sent
    assert trace.records[0].cached and trace.totals()["requests"] == 0


async def test_invalid_answer_is_repaired(fake_llm: FakeLLMServer, llm_settings: LLMSettings) -> None:
    fake_llm.add(reply('{"table": "t"}', times=1), reply(GOOD))
    trace = LLMTrace()
    async with LLMClient(llm_settings) as llm:
        value = await llm.structured(ASK, RowCount, trace=trace)
    assert value.rows == 42
    first, repair = fake_llm.requests
    assert repair["messages"][: len(ASK)] == ASK
    assert repair["messages"][-2] == {"role": "assistant", "content": '{"table": "t"}'}
    ask = repair["messages"][-1]
    assert ask["role"] == "user" and "rows: Field required" in ask["content"]
    assert repair["response_format"] == first["response_format"]
    assert [r.kind for r in trace.records] == ["structured", "repair"]
    assert "rows" in (trace.records[0].error or "") and trace.records[1].error is None


async def test_repaired_answer_is_cached_under_the_original_request(
    fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    fake_llm.add(reply("not json at all", times=1), reply(GOOD))
    async with LLMClient(llm_settings) as llm:
        await llm.structured(ASK, RowCount)
        assert len(fake_llm.requests) == 2
        again = await llm.structured(ASK, RowCount)
    assert again.rows == 42 and len(fake_llm.requests) == 2


async def test_constraint_the_grammar_misses_is_caught_by_pydantic(
    fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    fake_llm.add(reply('{"table": "t", "rows": -5}', times=1), reply(GOOD))
    async with LLMClient(llm_settings) as llm:
        assert (await llm.structured(ASK, RowCount)).rows == 42
    assert "greater than or equal to 0" in fake_llm.requests[1]["messages"][-1]["content"]


async def test_repair_failure_raises_and_caches_nothing(
    fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    fake_llm.add(reply('{"table": 7, "rows": "many"}'))
    trace = LLMTrace()
    async with LLMClient(llm_settings) as llm:
        with pytest.raises(
            LLMError, match=r"RowCount: no valid structured output after 2 attempt\(s\)"
        ) as info:
            await llm.structured(ASK, RowCount, trace=trace)
        assert "rows" in str(info.value)
        with pytest.raises(LLMError):
            await llm.structured(ASK, RowCount)
    assert len(fake_llm.requests) == 4
    assert trace.totals()["errors"] == 2
    cache = llm_settings.artifact_root / "cache" / "llm"
    assert not cache.exists() or not list(cache.rglob("*.json"))


async def test_no_repair_when_repair_retries_is_zero(
    fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    fake_llm.add(reply("{}"))
    async with LLMClient(_settings(llm_settings, repair_retries=0)) as llm:
        with pytest.raises(LLMError, match=r"after 1 attempt\(s\)"):
            await llm.structured(ASK, RowCount)
    assert len(fake_llm.requests) == 1


@pytest.mark.parametrize(
    "content",
    [
        '```json\n{"table": "t", "rows": 42}\n```',
        'Here is the JSON you asked for:\n{"table": "t", "rows": 42}\nHope this helps.',
        '<think>count them</think>{"table": "t", "rows": 42}',
    ],
)
async def test_common_wrappers_around_json_are_accepted(
    fake_llm: FakeLLMServer, llm_settings: LLMSettings, content: str
) -> None:
    fake_llm.add(reply(content))
    async with LLMClient(llm_settings) as llm:
        assert (await llm.structured(ASK, RowCount)).rows == 42
    assert len(fake_llm.requests) == 1


async def test_truncated_answer_is_repaired_with_a_shorter_request(
    fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    fake_llm.add(truncated('{"table": "t", "rows": 42, "note": "a very long', times=1), reply(GOOD))
    trace = LLMTrace()
    async with LLMClient(llm_settings) as llm:
        assert (await llm.structured(ASK, RowCount, trace=trace)).rows == 42
    repair = fake_llm.requests[1]
    assert repair["messages"][:-1] == ASK
    assert "shorter" in repair["messages"][-1]["content"]
    assert trace.records[0].finish_reason == "length" and "cut off" in (trace.records[0].error or "")


async def test_truncated_twice_raises(fake_llm: FakeLLMServer, llm_settings: LLMSettings) -> None:
    fake_llm.add(truncated('{"table": "t", "rows": 4'))
    async with LLMClient(llm_settings) as llm:
        with pytest.raises(LLMError, match="cut off at the token limit"):
            await llm.structured(ASK, RowCount)
    assert len(fake_llm.requests) == 2


async def test_transport_failure_in_structured_is_llm_error(
    fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    fake_llm.add(http_error(503))
    async with LLMClient(_settings(llm_settings, structured_dialect="json_schema", max_retries=1)) as llm:
        with pytest.raises(LLMError, match=r"RowCount: .*HTTP 503"):
            await llm.structured(ASK, RowCount)


async def test_structured_uses_think_model_and_overrides(
    fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    fake_llm.add(reply(GOOD, model="fake-think"))
    async with LLMClient(llm_settings) as llm:
        await llm.structured(ASK, RowCount, think=True, temperature=0.3, max_tokens=64)
    (sent,) = fake_llm.requests
    assert sent["model"] == "fake-think" and sent["temperature"] == 0.3 and sent["max_tokens"] == 64
    assert json.loads(GOOD) == {"table": "t", "rows": 42}


async def test_a_runaway_answer_is_echoed_cut_in_the_repair_request(
    fake_llm: FakeLLMServer, llm_settings: LLMSettings
) -> None:
    runaway = "{" + "x" * 200_000
    fake_llm.add(reply(runaway, times=1), reply(GOOD))
    settings = _settings(llm_settings, repair_echo_max_chars=1000)
    async with LLMClient(settings) as llm:
        assert (await llm.structured(ASK, RowCount)).rows == 42
    repair = fake_llm.requests[1]["messages"]
    echoed = repair[-2]
    assert echoed["role"] == "assistant" and echoed["content"].startswith("{xxx")
    assert len(echoed["content"]) < 1100 and "199001 more characters cut" in echoed["content"]


def test_a_raw_line_break_inside_a_string_is_read_not_refused() -> None:
    from shared.llm.parsing import parse_structured

    value, problem = parse_structured('{"table": "t", "rows": 3, "note": "two\nlines"}', RowCount)
    assert value == RowCount(table="t", rows=3, note="two\nlines") and problem == ""
    value, problem = parse_structured('{"table": "t", "rows": -1, "note": "a\tb"}', RowCount)
    assert value is None and "rows" in problem
