"""LLMSettings: YAML defaults, DATAAGENT_LLM_* and the official MODEL_API_* names, and the cache helpers."""

from __future__ import annotations

from pathlib import Path

import pytest

from services.llm.__main__ import main as llm_main
from services.llm.settings import LLMServerSettings
from shared.config import load_settings
from shared.errors import ConfigError
from shared.llm import LLMClient, LLMSettings
from shared.llm.cache import ResponseCache, request_key
from tests.fake_llm import FakeLLMServer, reply


def test_yaml_defaults() -> None:
    s = load_settings(LLMSettings)
    assert s.base_url == "http://127.0.0.1:8080/v1" and s.model == "local"
    assert s.think_model is None and s.reasoning_model == "local" and s.fast_model == "local"
    assert s.structured_dialect == "auto" and s.repair_retries == 1
    assert s.cache_enabled and s.resolved_cache_dir() == s.artifact_root / "cache" / "llm"


def test_official_kdd_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MODEL_API_URL", "http://10.0.0.5:9000/v1")
    monkeypatch.setenv("MODEL_API_KEY", "sk-kdd")
    monkeypatch.setenv("MODEL_NAME", "qwen-max")
    s = load_settings(LLMSettings)
    assert s.base_url == "http://10.0.0.5:9000/v1"
    assert s.api_key.get_secret_value() == "sk-kdd"
    assert s.model == "qwen-max" and s.reasoning_model == "qwen-max"
    assert "sk-kdd" not in repr(s)


def test_dataagent_variables_win_over_official_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MODEL_API_URL", "http://official/v1")
    monkeypatch.setenv("MODEL_API_KEY", "official-key")
    monkeypatch.setenv("MODEL_NAME", "official-model")
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", "http://ours/v1")
    monkeypatch.setenv("DATAAGENT_LLM_API_KEY", "our-key")
    monkeypatch.setenv("DATAAGENT_LLM_MODEL", "our-model")
    monkeypatch.setenv("DATAAGENT_LLM_THINK_MODEL", "our-thinker")
    monkeypatch.setenv("DATAAGENT_LLM_TIMEOUT_S", "7.5")
    monkeypatch.setenv("DATAAGENT_LLM_MAX_CONCURRENCY", "9")
    s = load_settings(LLMSettings)
    assert (s.base_url, s.api_key.get_secret_value(), s.model) == ("http://ours/v1", "our-key", "our-model")
    assert s.reasoning_model == "our-thinker"
    assert s.timeout_s == 7.5 and s.max_concurrency == 9


def test_constructor_overrides_win_over_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MODEL_API_URL", "http://official/v1")
    assert load_settings(LLMSettings, base_url="http://explicit/v1").base_url == "http://explicit/v1"


def test_invalid_values_stop_start_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENT_LLM_STRUCTURED_DIALECT", "xml")
    with pytest.raises(ConfigError, match="structured_dialect"):
        load_settings(LLMSettings)
    monkeypatch.delenv("DATAAGENT_LLM_STRUCTURED_DIALECT")
    with pytest.raises(ConfigError, match="max_concurrency"):
        load_settings(LLMSettings, max_concurrency=0)


def test_cache_dir_choices(tmp_path: Path) -> None:
    assert load_settings(LLMSettings, cache_enabled=False).resolved_cache_dir() is None
    assert load_settings(LLMSettings, cache_dir=tmp_path / "c").resolved_cache_dir() == tmp_path / "c"


async def test_client_configured_only_by_official_variables(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    with FakeLLMServer([reply("hello from the endpoint", model="kdd-model")]) as srv:
        monkeypatch.setenv("MODEL_API_URL", srv.base_url)
        monkeypatch.setenv("MODEL_API_KEY", "sk-kdd-123")
        monkeypatch.setenv("MODEL_NAME", "kdd-model")
        monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", str(tmp_path))
        async with LLMClient(load_settings(LLMSettings)) as llm:
            res = await llm.chat([{"role": "user", "content": "hi"}])
        assert res.content == "hello from the endpoint"
        assert srv.received[0].headers["authorization"] == "Bearer sk-kdd-123"
        assert srv.requests[0]["model"] == "kdd-model"
    assert list((tmp_path / "cache" / "llm").rglob("*.json"))


def test_request_key_is_canonical() -> None:
    a = {"model": "m", "messages": [{"role": "user", "content": "数据"}], "temperature": 0.0}
    b = {"temperature": 0.0, "messages": [{"content": "数据", "role": "user"}], "model": "m"}
    assert request_key(a) == request_key(b)
    assert request_key(a) != request_key({**a, "temperature": 0.1})


def test_cache_round_trip_and_damaged_entries(tmp_path: Path) -> None:
    cache = ResponseCache(tmp_path)
    key = request_key({"x": 1})
    assert cache.get(key) is None
    cache.put(key, {"x": 1}, {"content": "ok"})
    assert cache.get(key) == {"content": "ok"}
    assert cache.path(key).parent.name == key[:2]
    assert not [p for p in cache.path(key).parent.iterdir() if p.name.endswith(".tmp")]
    cache.path(key).write_text("{truncated")
    assert cache.get(key) is None
    other = request_key({"x": 2})
    cache.path(other).parent.mkdir(parents=True, exist_ok=True)
    cache.path(other).write_text('{"key": "someone-else", "response": {}}')
    assert cache.get(other) is None
    assert ResponseCache(None).get(key) is None and not ResponseCache(None).enabled


def test_llm_addr_wires_the_local_model_and_empty_variables_are_unset(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LLM_ADDR", "llm:8080")
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", "")
    assert load_settings(LLMSettings).base_url == "http://llm:8080/v1"
    monkeypatch.setenv("MODEL_API_URL", "https://api.example.com/v1")
    assert load_settings(LLMSettings).base_url == "https://api.example.com/v1"
    monkeypatch.setenv("DATAAGENT_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    assert load_settings(LLMSettings).base_url == "http://127.0.0.1:9/v1"


def test_one_config_file_holds_the_client_and_the_model_server(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENT_LLM_SERVER_N_THREADS", "3")
    client, server = load_settings(LLMSettings), load_settings(LLMServerSettings)
    # The client's default endpoint is the embedded model as configs/llm.yaml `server:` serves it.
    assert client.base_url == f"http://{server.host}:{server.port}/v1" and client.model == server.alias
    assert server.n_threads == 3 and server.part_count == 22


def test_the_earlier_model_server_variables_are_refused_by_name(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DATAAGENT_LOCAL_MODEL_CACHE_DIR", "/somewhere")
    assert llm_main(["check"]) == 2
    err = capsys.readouterr().err
    assert "DATAAGENT_LOCAL_MODEL_CACHE_DIR -> DATAAGENT_LLM_SERVER_CACHE_DIR" in err
    assert "Traceback" not in err
