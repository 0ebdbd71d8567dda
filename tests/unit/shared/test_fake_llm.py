"""The fake OpenAI-compatible server: rule matching, faults, dialects and what it records."""

from __future__ import annotations

import json
import re
import time

import httpx
import pytest

from shared.config import REPO_ROOT
from tests.fake_llm import (
    FakeLLMServer,
    Rule,
    call_tool,
    http_error,
    malformed,
    reply,
    slow,
    truncated,
)


def _post(srv: FakeLLMServer, body: dict, timeout: float = 5.0) -> httpx.Response:
    return httpx.post(f"{srv.base_url}/chat/completions", json=body, timeout=timeout)


def _body(text: str = "hi", **extra: object) -> dict:
    return {"model": "fake-fast", "messages": [{"role": "user", "content": text}], **extra}


def test_reply_has_openai_shape_and_usage(fake_llm: FakeLLMServer) -> None:
    fake_llm.add(reply("hello there, how are you"))
    r = _post(fake_llm, _body("a question of some length"))
    assert r.status_code == 200
    data = r.json()
    assert data["object"] == "chat.completion"
    assert data["model"] == "fake-fast"
    choice = data["choices"][0]
    assert choice["message"] == {"role": "assistant", "content": "hello there, how are you"}
    assert choice["finish_reason"] == "stop"
    usage = data["usage"]
    assert usage["prompt_tokens"] > 4 and usage["completion_tokens"] == 6
    assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"]


def test_rules_match_in_order_and_one_shot_rules_run_out(fake_llm: FakeLLMServer) -> None:
    fake_llm.add(
        reply("first", times=1, last_user_contains="ping"),
        reply("schema", has_response_format=True),
        reply("tools", has_tools=True),
        reply("think", model="fake-think"),
        reply("pred", when=lambda b: b.get("temperature") == 0.7),
        reply("anywhere", any_contains="SYSTEM-MARK"),
        reply("fallback", last_user_contains="ping"),
    )

    def content(body: dict) -> str:
        return _post(fake_llm, body).json()["choices"][0]["message"]["content"]

    assert content(_body("ping")) == "first"
    assert content(_body("ping")) == "fallback"
    assert content(_body("x", response_format={"type": "json_object"})) == "schema"
    tool = {"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}
    assert content(_body("x", tools=[tool])) == "tools"
    assert content({**_body("x"), "model": "fake-think"}) == "think"
    assert content(_body("x", temperature=0.7)) == "pred"
    sys_msg = {"role": "system", "content": "SYSTEM-MARK"}
    assert content({"model": "m", "messages": [sys_msg, {"role": "user", "content": "x"}]}) == "anywhere"
    assert fake_llm.rules[0].hits == 1 and fake_llm.rules[0].exhausted()


def test_no_matching_rule_is_a_loud_500(fake_llm: FakeLLMServer) -> None:
    fake_llm.add(reply("only for cats", last_user_contains="cat"))
    r = _post(fake_llm, _body("dog"))
    assert r.status_code == 500
    assert "no rule matched" in r.json()["error"]["message"]
    assert "dog" in r.json()["error"]["message"]


def test_every_request_is_recorded(fake_llm: FakeLLMServer) -> None:
    fake_llm.add(reply("ok"), http_error(500, last_user_contains="boom"))
    _post(fake_llm, _body("one"))
    httpx.post(
        f"{fake_llm.base_url}/chat/completions",
        json=_body("two"),
        headers={"Authorization": "Bearer sk-test"},
    )
    assert [b["messages"][0]["content"] for b in fake_llm.requests] == ["one", "two"]
    assert fake_llm.received[1].headers["authorization"] == "Bearer sk-test"
    assert [r.status for r in fake_llm.received] == [200, 200]
    fake_llm.reset()
    assert fake_llm.requests == [] and fake_llm.rules == []


def test_models_endpoint_lists_models() -> None:
    with FakeLLMServer(models=["local"]) as srv:
        r = httpx.get(f"{srv.base_url}/models")
    assert r.status_code == 200
    assert [m["id"] for m in r.json()["data"]] == ["local"]


def test_tool_call_reply_uses_openai_tool_calls_shape(fake_llm: FakeLLMServer) -> None:
    fake_llm.add(call_tool("run_sql", {"sql": "select 1"}))
    data = _post(fake_llm, _body("q", tools=[{"type": "function", "function": {"name": "run_sql"}}])).json()
    choice = data["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    assert choice["message"]["content"] is None
    (call,) = choice["message"]["tool_calls"]
    assert call["type"] == "function" and call["id"].startswith("call_")
    assert call["function"]["name"] == "run_sql"
    assert json.loads(call["function"]["arguments"]) == {"sql": "select 1"}


def test_faults_http_errors_malformed_and_truncated(fake_llm: FakeLLMServer) -> None:
    fake_llm.add(
        http_error(429, retry_after=2, last_user_contains="rate"),
        http_error(503, last_user_contains="down"),
        malformed(last_user_contains="broken"),
        truncated('{"answer": "cut', last_user_contains="long"),
    )
    r = _post(fake_llm, _body("rate"))
    assert r.status_code == 429 and r.headers["Retry-After"] == "2"
    assert _post(fake_llm, _body("down")).status_code == 503
    r = _post(fake_llm, _body("broken"))
    assert r.status_code == 200
    with pytest.raises(json.JSONDecodeError):
        json.loads(r.text)
    choice = _post(fake_llm, _body("long")).json()["choices"][0]
    assert choice["finish_reason"] == "length" and choice["message"]["content"] == '{"answer": "cut'


def test_delay_runs_past_a_client_timeout(fake_llm: FakeLLMServer) -> None:
    fake_llm.add(slow(2.0))
    start = time.monotonic()
    with pytest.raises(httpx.ReadTimeout):
        _post(fake_llm, _body(), timeout=0.2)
    assert time.monotonic() - start < 1.5


def test_invalid_requests_get_400(fake_llm: FakeLLMServer) -> None:
    fake_llm.add(reply("ok"))
    assert _post(fake_llm, {"model": "m", "messages": []}).status_code == 400
    bad_schema = _body(response_format={"type": "json_schema", "json_schema": {"schema": {}}})
    assert _post(fake_llm, bad_schema).status_code == 400
    assert httpx.post(f"{fake_llm.base_url}/chat/completions", content=b"{not json").status_code == 400


def test_llamacpp_dialect_refuses_json_schema_and_accepts_json_object_schema() -> None:
    schema = {"type": "object", "properties": {"a": {"type": "integer"}}}
    with FakeLLMServer([reply('{"a": 1}')], dialect="llamacpp") as srv:
        openai_form = {"type": "json_schema", "json_schema": {"name": "A", "schema": schema}}
        r = _post(srv, _body(response_format=openai_form))
        assert r.status_code == 500
        assert "json_schema" in r.json()["error"]["message"]
        r = _post(srv, _body(response_format={"type": "json_object", "schema": schema}))
        assert r.status_code == 200 and r.json()["choices"][0]["message"]["content"] == '{"a": 1}'


def test_llamacpp_dialect_answers_auto_tool_choice_in_content() -> None:
    tools = [{"type": "function", "function": {"name": "run_sql"}}]
    with FakeLLMServer([call_tool("run_sql", {"sql": "select 1"})], dialect="llamacpp") as srv:
        auto = _post(srv, _body(tools=tools, tool_choice="auto")).json()["choices"][0]
        forced_choice = {"type": "function", "function": {"name": "run_sql"}}
        forced = _post(srv, _body(tools=tools, tool_choice=forced_choice)).json()["choices"][0]
    assert "tool_calls" not in auto["message"] and auto["finish_reason"] == "stop"
    assert json.loads(auto["message"]["content"]) == {"name": "run_sql", "arguments": {"sql": "select 1"}}
    assert forced["finish_reason"] == "tool_calls"
    assert forced["message"]["tool_calls"][0]["function"]["name"] == "run_sql"


def test_in_flight_requests_are_counted(fake_llm: FakeLLMServer) -> None:
    import threading

    fake_llm.add(slow(0.3, "ok"))
    threads = [threading.Thread(target=_post, args=(fake_llm, _body(str(i)))) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    # A handler leaves after its reply is written, so the client may return a moment before it does.
    deadline = time.monotonic() + 2.0
    while fake_llm.in_flight and time.monotonic() < deadline:
        time.sleep(0.01)
    assert fake_llm.max_in_flight == 3 and fake_llm.in_flight == 0


def test_stop_is_prompt_even_with_a_sleeping_handler() -> None:
    srv = FakeLLMServer([slow(30.0)]).start()
    with pytest.raises(httpx.ReadTimeout):
        _post(srv, _body(), timeout=0.2)
    start = time.monotonic()
    srv.stop()
    assert time.monotonic() - start < 2.0


def test_rule_content_can_be_computed_from_the_request(fake_llm: FakeLLMServer) -> None:
    fake_llm.add(Rule(content=lambda body: body["messages"][-1]["content"].upper()))
    assert _post(fake_llm, _body("echo")).json()["choices"][0]["message"]["content"] == "ECHO"


def test_guard_blocks_non_loopback_hosts(no_real_llm) -> None:
    from tests.fixtures_llm import RealModelCallError

    with pytest.raises(RealModelCallError):
        httpx.get("http://203.0.113.7/v1/models", timeout=1)
    assert no_real_llm.blocked == ["http://203.0.113.7/v1/models"]
    # Cleared so this test, which provoked the call on purpose, passes the guard's own teardown check.
    no_real_llm.blocked.clear()


def test_the_library_and_the_services_never_import_the_test_double() -> None:
    importers = [
        str(path.relative_to(REPO_ROOT))
        for folder in ("shared", "services")
        for path in sorted((REPO_ROOT / folder).rglob("*.py"))
        if re.search(r"^\s*(from|import)\s+tests\b", path.read_text(encoding="utf-8"), re.MULTILINE)
    ]
    assert importers == []
