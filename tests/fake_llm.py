"""A scripted OpenAI-compatible chat server on a loopback port, for tests that must never reach a real model.

Usage::

    with FakeLLMServer([reply('{"ok": true}', has_response_format=True), reply("hello")]) as srv:
        settings = load_settings(LLMSettings, base_url=srv.base_url, ...)
        ...
        assert len(srv.requests) == 1

Rules are tried in order; the first that matches the request and has uses left answers it. A rule answers
with content, a tool call, or a fault (HTTP error, delay, malformed body, truncation). A request that no
rule matches gets HTTP 500 with ``no rule matched`` in the body so the test fails loudly.
``dialect="llamacpp"`` imitates llama.cpp's server: the OpenAI form
``response_format={"type": "json_schema"}`` is refused with HTTP 500,
``{"type": "json_object", "schema": ...}`` is accepted, and with ``tool_choice="auto"`` a tool call
comes back as JSON in ``content``, not ``tool_calls``.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

Predicate = Callable[[dict[str, Any]], bool]
Dialect = Literal["openai", "llamacpp"]

DEFAULT_MODELS = ("fake-fast", "fake-think")


@dataclass
class Rule:
    """One scripted answer and the requests it applies to.

    Matchers (all given ones must hold): ``when`` (a predicate over the parsed request body),
    ``last_user_contains`` (substring of the last user message), ``any_contains`` (substring of any message),
    ``model``, ``has_response_format`` and ``has_tools`` (presence checks). ``times=None`` repeats forever.

    The answer: ``status`` other than 200 is an HTTP error (``retry_after`` adds the header); otherwise
    ``tool_calls`` (``[{"name": ..., "arguments": {...}}]``) or ``content`` (a string or a function of the
    request). ``delay_s`` waits before answering; ``malformed`` sends a cut-off JSON body;
    ``finish_reason`` overrides the natural one (``"length"`` for a truncated answer).
    """

    content: str | Callable[[dict[str, Any]], str] | None = None
    tool_calls: list[dict[str, Any]] | None = None
    status: int = 200
    retry_after: float | None = None
    delay_s: float = 0.0
    malformed: bool = False
    finish_reason: str | None = None
    times: int | None = None
    when: Predicate | None = None
    last_user_contains: str | None = None
    any_contains: str | None = None
    model: str | None = None
    has_response_format: bool | None = None
    has_tools: bool | None = None
    name: str = ""
    hits: int = field(default=0, init=False)

    def exhausted(self) -> bool:
        return self.times is not None and self.hits >= self.times

    def matches(self, body: dict[str, Any]) -> bool:
        messages = body.get("messages") or []
        if self.model is not None and body.get("model") != self.model:
            return False
        if self.has_response_format is not None and ("response_format" in body) != self.has_response_format:
            return False
        if self.has_tools is not None and bool(body.get("tools")) != self.has_tools:
            return False
        if self.last_user_contains is not None:
            users = [m for m in messages if m.get("role") == "user"]
            if not users or self.last_user_contains not in _text(users[-1].get("content")):
                return False
        if self.any_contains is not None and not any(
            self.any_contains in _text(m.get("content")) for m in messages
        ):
            return False
        return self.when is None or bool(self.when(body))


def reply(content: str | Callable[[dict[str, Any]], str], **match: Any) -> Rule:
    """Answer with ``content`` (finish_reason ``stop``)."""
    return Rule(content=content, **match)


def call_tool(name: str, arguments: dict[str, Any] | str, **match: Any) -> Rule:
    """Answer with one tool call in the OpenAI ``tool_calls`` shape."""
    return Rule(tool_calls=[{"name": name, "arguments": arguments}], **match)


def http_error(status: int, *, retry_after: float | None = None, **match: Any) -> Rule:
    """Answer with an HTTP error status (e.g. 500, or 429 with ``Retry-After``)."""
    return Rule(status=status, retry_after=retry_after, **match)


def slow(delay_s: float, content: str = "late", **match: Any) -> Rule:
    """Wait ``delay_s`` before answering, to run past a client's timeout."""
    return Rule(content=content, delay_s=delay_s, **match)


def malformed(**match: Any) -> Rule:
    """Answer 200 with a JSON body cut off mid-object."""
    return Rule(malformed=True, **match)


def truncated(content: str, **match: Any) -> Rule:
    """Answer with ``content`` and finish_reason ``length``, as when max_tokens runs out."""
    return Rule(content=content, finish_reason="length", **match)


@dataclass
class Received:
    """One HTTP request as the server saw it (header names lower-cased); ``status`` stays 0 until answered;
    ``client`` is the caller's address."""

    method: str
    path: str
    headers: dict[str, str]
    body: dict[str, Any] | None
    status: int = 0
    rule: str = ""
    client: str = ""


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""


def _count_tokens(text: str) -> int:
    # About four characters per token, as for English with a BPE tokenizer; enough for usage accounting.
    return max(1, (len(text) + 3) // 4)


class FakeLLMServer:
    """An OpenAI-compatible HTTP server in a background thread, bound to 127.0.0.1 on a free port
    (``host`` and ``port`` choose others: a container serves on ``0.0.0.0``)."""

    def __init__(
        self,
        rules: Sequence[Rule] = (),
        *,
        dialect: Dialect = "openai",
        models: Sequence[str] = DEFAULT_MODELS,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.host, self._port = host, port
        self.rules: list[Rule] = list(rules)
        self.dialect: Dialect = dialect
        self.models = list(models)
        self.received: list[Received] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("FakeLLMServer is not started")
        return self._httpd.server_address[1]

    @property
    def base_url(self) -> str:
        """The OpenAI-style base URL, ``http://127.0.0.1:PORT/v1``."""
        host = "127.0.0.1" if self.host == "0.0.0.0" else self.host
        return f"http://{host}:{self.port}/v1"

    @property
    def requests(self) -> list[dict[str, Any]]:
        """Parsed bodies of every chat-completions request received, in arrival order."""
        with self._lock:
            return [r.body for r in self.received if r.path.endswith("/chat/completions") and r.body]

    def received_since(self, n: int) -> list[Received]:
        """Every request after the first ``n``, in arrival order (chat completions and model lists)."""
        with self._lock:
            return list(self.received[n:])

    def add(self, *rules: Rule) -> FakeLLMServer:
        with self._lock:
            self.rules.extend(rules)
        return self

    def reset(self) -> None:
        """Forget the rules and the recorded requests."""
        with self._lock:
            self.rules.clear()
            self.received.clear()
            self.max_in_flight = 0

    def start(self) -> FakeLLMServer:
        self._stopping.clear()
        self._httpd = _Server((self.host, self._port), _Handler)
        self._httpd.fake = self
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, name="fake-llm", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is None:
            return
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.close_connections()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None

    def __enter__(self) -> FakeLLMServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _pick(self, body: dict[str, Any]) -> Rule | None:
        with self._lock:
            for rule in self.rules:
                if not rule.exhausted() and rule.matches(body):
                    rule.hits += 1
                    return rule
        return None

    def _record(self, received: Received) -> None:
        with self._lock:
            self.received.append(received)

    def _enter(self) -> None:
        with self._lock:
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)

    def _leave(self) -> None:
        with self._lock:
            self.in_flight -= 1

    def _sleep(self, seconds: float) -> None:
        self._stopping.wait(seconds)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    fake: FakeLLMServer

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._open: set[socket.socket] = set()
        self._open_lock = threading.Lock()
        super().__init__(*args, **kwargs)

    def process_request(self, request: Any, client_address: Any) -> None:
        with self._open_lock:
            self._open.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self._open_lock:
            self._open.discard(request)
        super().shutdown_request(request)

    def close_connections(self) -> None:
        # Keep-alive connections would otherwise hold their handler threads until the client goes away.
        with self._open_lock:
            for sock in list(self._open):
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server
    _rec: Received

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        fake = self.server.fake
        self._arrive(None)
        if self.path.rstrip("/") != "/v1/models":
            self._finish(404, _error(f"unknown path {self.path}", "not_found"))
            return
        data = [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in fake.models]
        self._finish(200, {"object": "list", "data": data})

    def do_POST(self) -> None:
        fake = self.server.fake
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            body = json.loads(raw)
        except ValueError:
            body = None
        self._arrive(body if isinstance(body, dict) else None)
        if self.path.rstrip("/") != "/v1/chat/completions":
            self._finish(404, _error(f"unknown path {self.path}", "not_found"))
            return
        if not isinstance(body, dict):
            self._finish(400, _error("request body is not a JSON object", "invalid_request_error"))
            return
        fake._enter()
        try:
            self._chat(fake, body)
        finally:
            fake._leave()

    def _chat(self, fake: FakeLLMServer, body: dict[str, Any]) -> None:
        problem = _invalid_request(body)
        if problem:
            self._finish(400, _error(problem, "invalid_request_error"))
            return
        response_format = body.get("response_format") or {}
        if fake.dialect == "llamacpp" and response_format.get("type") == "json_schema":
            # llama.cpp's server answers OpenAI's json_schema form with a 500, not a 400.
            self._finish(500, _error("Unsupported response_format type: json_schema", "server_error"))
            return
        rule = fake._pick(body)
        if rule is None:
            summary = _text((body.get("messages") or [{}])[-1].get("content"))[:200]
            msg = f"FakeLLMServer: no rule matched the request (last message: {summary!r})"
            self._finish(500, _error(msg, "no_rule_matched"))
            return
        self._rec.rule = rule.name
        if rule.delay_s:
            fake._sleep(rule.delay_s)
        if rule.status != 200:
            headers = {"Retry-After": f"{rule.retry_after:g}"} if rule.retry_after is not None else {}
            self._finish(rule.status, _error(f"scripted HTTP {rule.status}", "scripted"), headers)
            return
        if rule.malformed:
            self._rec.status = 200
            self._send(200, b'{"id": "chatcmpl-broken", "object": "chat.completion", "choices": [{"ind')
            return
        self._finish(200, _completion(fake, rule, body))

    def _arrive(self, body: dict[str, Any] | None) -> None:
        # Recorded on arrival, so a request whose answer is delayed past a client timeout still counts.
        headers = {k.lower(): v for k, v in self.headers.items()}
        self._rec = Received(self.command, self.path, headers, body, client=self.client_address[0])
        self.server.fake._record(self._rec)

    def _finish(self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None) -> None:
        self._rec.status = status
        self._send(status, json.dumps(payload).encode(), headers)

    def _send(self, status: int, data: bytes, headers: dict[str, str] | None = None) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, OSError):
            # The client gave up (its timeout passed); nothing left to answer.
            self.close_connection = True


def _error(message: str, kind: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "code": None}}


def _invalid_request(body: dict[str, Any]) -> str | None:
    if not body.get("model"):
        return "you must provide a model parameter"
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        return "messages must be a non-empty array"
    rf = body.get("response_format")
    if rf is not None:
        if rf.get("type") not in ("text", "json_object", "json_schema"):
            return f"invalid response_format type {rf.get('type')!r}"
        if rf.get("type") == "json_schema":
            js = rf.get("json_schema") or {}
            if not js.get("name") or not isinstance(js.get("schema"), dict):
                return "response_format.json_schema needs a name and a schema"
    return None


def _completion(fake: FakeLLMServer, rule: Rule, body: dict[str, Any]) -> dict[str, Any]:
    content = rule.content(body) if callable(rule.content) else rule.content
    message: dict[str, Any] = {"role": "assistant", "content": content}
    finish = "stop"
    if rule.tool_calls:
        calls = [
            {
                "name": c["name"],
                "arguments": c["arguments"]
                if isinstance(c["arguments"], str)
                else json.dumps(c["arguments"]),
            }
            for c in rule.tool_calls
        ]
        tool_choice = body.get("tool_choice", "auto")
        if fake.dialect == "llamacpp" and tool_choice == "auto":
            # llama.cpp ignores auto tool calling: the call arrives as JSON text in content.
            first = calls[0]
            message["content"] = json.dumps(
                {"name": first["name"], "arguments": json.loads(first["arguments"])}
            )
        else:
            message["content"] = None
            message["tool_calls"] = [
                {"id": f"call_{uuid.uuid4().hex[:12]}", "type": "function", "function": c} for c in calls
            ]
            finish = "tool_calls"
    if rule.finish_reason:
        finish = rule.finish_reason
    prompt_tokens = sum(_count_tokens(_text(m.get("content"))) + 4 for m in body["messages"])
    if body.get("tools"):
        prompt_tokens += _count_tokens(json.dumps(body["tools"]))
    completion_text = message.get("content") or json.dumps(message.get("tool_calls"))
    completion_tokens = _count_tokens(completion_text)
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex[:16]}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body["model"],
        "system_fingerprint": f"fake-{fake.dialect}",
        "choices": [{"index": 0, "message": message, "finish_reason": finish, "logprobs": None}],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }
