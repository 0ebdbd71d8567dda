"""Pytest fixtures for LLM code: a scripted fake model server, settings aimed at it, and a real-call guard.

tests/conftest.py imports these (``from tests.fixtures_llm import fake_llm, llm_settings, no_real_llm``).
``no_real_llm`` is autouse: model endpoint variables are removed from the environment and any HTTP request
through httpx/httpx2 (what the openai package uses) to a host other than loopback fails the test.
"""

from __future__ import annotations

import ipaddress
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest

from shared.config import load_settings
from shared.llm import LLMSettings
from tests.fake_llm import FakeLLMServer

LLM_ENV_VARS = (
    "DATAAGENT_LLM_BASE_URL",
    "DATAAGENT_LLM_API_KEY",
    "DATAAGENT_LLM_MODEL",
    "DATAAGENT_LLM_THINK_MODEL",
    "LLM_ADDR",
    "MODEL_API_URL",
    "MODEL_API_KEY",
    "MODEL_NAME",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
)


class RealModelCallError(BaseException):
    """Raised on a request to a non-loopback host; a BaseException so no ``except Exception`` retries it."""


@dataclass
class RealCallGuard:
    blocked: list[str] = field(default_factory=list)

    def check(self, url: Any) -> None:
        host = str(url.host).strip("[]")
        if host == "localhost":
            return
        try:
            if ipaddress.ip_address(host).is_loopback:
                return
        except ValueError:
            pass
        self.blocked.append(str(url))
        raise RealModelCallError(f"test tried to reach a real endpoint: {url} (only loopback is allowed)")


def _guarded(guard: RealCallGuard, original: Any, is_async: bool) -> Any:
    if is_async:

        async def handle_async(self: Any, request: Any) -> Any:
            guard.check(request.url)
            return await original(self, request)

        return handle_async

    def handle(self: Any, request: Any) -> Any:
        guard.check(request.url)
        return original(self, request)

    return handle


@pytest.fixture(autouse=True)
def no_real_llm(monkeypatch: pytest.MonkeyPatch) -> Iterator[RealCallGuard]:
    for name in LLM_ENV_VARS:
        monkeypatch.delenv(name, raising=False)
    guard = RealCallGuard()
    for module in (httpx, httpx2):
        monkeypatch.setattr(
            module.AsyncHTTPTransport,
            "handle_async_request",
            _guarded(guard, module.AsyncHTTPTransport.handle_async_request, True),
        )
        monkeypatch.setattr(
            module.HTTPTransport,
            "handle_request",
            _guarded(guard, module.HTTPTransport.handle_request, False),
        )
    yield guard
    if guard.blocked:
        pytest.fail(f"real model endpoint(s) were called: {guard.blocked}")


@pytest.fixture
def fake_llm() -> Iterator[FakeLLMServer]:
    """A started FakeLLMServer with no rules (add them with ``fake_llm.add(...)``), stopped afterwards."""
    with FakeLLMServer() as srv:
        yield srv


@pytest.fixture
def llm_settings(fake_llm: FakeLLMServer, tmp_path: Path) -> LLMSettings:
    """LLMSettings aimed at ``fake_llm`` with short timeouts and millisecond backoff, cache under tmp_path."""
    return load_settings(
        LLMSettings,
        base_url=fake_llm.base_url,
        api_key="test-key",
        model="fake-fast",
        think_model="fake-think",
        artifact_root=tmp_path / "artifacts",
        timeout_s=2.0,
        think_timeout_s=2.0,
        connect_timeout_s=1.0,
        backoff_base_s=0.005,
        backoff_cap_s=0.02,
        retry_after_max_s=2.0,
    )


_EMBEDDED_SCRIPT = """
import argparse, json, re, signal, threading
from tests.fake_llm import FakeLLMServer, reply
{imports}
ap = argparse.ArgumentParser()
ap.add_argument("--host")
ap.add_argument("--port", type=int)
args = ap.parse_args()
stop = threading.Event()
signal.signal(signal.SIGTERM, lambda *_: stop.set())
{rules}
with FakeLLMServer(rules, host=args.host, port=args.port):
    stop.wait()
"""


def scripted_embedded_model(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, rules: str, imports: str = ""
) -> Path:
    """For a command that starts the embedded model when no endpoint is set: the compose file's model
    block replaced by a scripted fake server in its own process (``rules``: Python source that defines
    ``rules``, a list of fake_llm rules, after ``imports``), every endpoint variable removed. The folder
    of the model's log is returned."""
    import cli.launcher

    script = tmp_path / "embedded.py"
    script.write_text(_EMBEDDED_SCRIPT.format(imports=imports, rules=rules), encoding="utf-8")
    compose = tmp_path / "compose.yml"
    command = ["python", str(script), "--host", "0.0.0.0", "--port", "8080"]
    compose.write_text(json.dumps({"services": {"llm": {"command": command}}}), encoding="utf-8")
    monkeypatch.setattr(cli.launcher, "COMPOSE_FILE", compose)
    monkeypatch.setattr(cli.launcher, "MODEL_LOG_DIR", tmp_path / "logs")
    for name in LLM_ENV_VARS:
        monkeypatch.delenv(name, raising=False)
    return tmp_path / "logs"
