"""LLMClient: one OpenAI-compatible endpoint with retries, a response cache, structured output, a trace."""

from __future__ import annotations

import asyncio
import email.utils
import json
import random
import re
import time
from collections.abc import Sequence
from typing import Any

import httpx2
import openai
import structlog

from shared.errors import LLMError, NotReadyError
from shared.llm.cache import ResponseCache, request_key
from shared.llm.parsing import (
    ChatResult,
    Dialect,
    M,
    MalformedResponseError,
    Message,
    key_view,
    parse_structured,
    repair_messages,
    result_from_cache,
    result_from_response,
    result_to_cache,
    schema_format,
    with_content_tool_call,
)
from shared.llm.settings import LLMSettings
from shared.llm.trace import LLMCallRecord, LLMTrace

log = structlog.get_logger(__name__)

# Statuses worth another attempt: rate limiting, timeouts reported by a proxy, and server faults.
RETRY_STATUSES = frozenset({408, 409, 429, 500, 502, 503, 504})
# How an endpoint that does not know OpenAI's json_schema form says so (llama.cpp: 500).
SCHEMA_REJECT_STATUSES = frozenset({400, 422, 500})


class _RetryableError(Exception):
    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class _RejectedError(Exception):
    """A status the caller asked to see at once instead of retrying."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class _CallFailedError(Exception):
    def __init__(self, message: str, attempts: int, latency_s: float) -> None:
        super().__init__(message)
        self.attempts = attempts
        self.latency_s = latency_s


class LLMClient:
    """An async client for one OpenAI-compatible endpoint, shared by all tasks of a service.

    Only this class retries (the openai package's own retries are off). Calls in flight are bounded by
    ``max_concurrency``; each attempt has its own deadline; 429/5xx/connection errors/timeouts/malformed
    bodies back off with jitter (``Retry-After`` honoured) up to ``max_retries``. Successful responses are
    cached by the hash of the request; failures never are.
    """

    def __init__(
        self,
        settings: LLMSettings,
        *,
        trace: LLMTrace | None = None,
        http_client: httpx2.AsyncClient | None = None,
    ) -> None:
        self.settings = settings
        self.trace = trace
        self.cache = ResponseCache(settings.resolved_cache_dir())
        self._sem = asyncio.Semaphore(settings.max_concurrency)
        self._dialect: Dialect | None = (
            None if settings.structured_dialect == "auto" else settings.structured_dialect
        )
        self._openai = openai.AsyncOpenAI(
            base_url=settings.base_url,
            api_key=settings.api_key.get_secret_value(),
            max_retries=0,
            timeout=httpx2.Timeout(settings.timeout_s, connect=settings.connect_timeout_s),
            http_client=http_client,
        )

    @property
    def dialect(self) -> Dialect | None:
        """The structured-output form in use; None until ``auto`` has seen the endpoint answer."""
        return self._dialect

    async def aclose(self) -> None:
        await self._openai.close()

    async def __aenter__(self) -> LLMClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def chat(
        self,
        messages: Sequence[Message],
        *,
        think: bool = False,
        tools: Sequence[dict[str, Any]] | None = None,
        tool_choice: str | dict[str, Any] | None = None,
        temperature: float | None = None,
        max_tokens: int | None = None,
        timeout_s: float | None = None,
        trace: LLMTrace | None = None,
        label: str = "",
    ) -> ChatResult:
        """One chat completion. A truncated answer (``finish_reason == "length"``) is returned, not cached."""
        request = self._request(messages, think, tools, tool_choice, temperature, max_tokens)
        key = request_key(key_view(request))
        tool_names = {t.get("function", {}).get("name") for t in tools or ()}
        hit = self.cache.get(key)
        if hit is not None:
            result = result_from_cache(hit, key)
            self._record(trace, "chat", request["model"], key, result, 0, None, label)
            return result
        try:
            result = await self._send(request, key, timeout_s, think)
        except _CallFailedError as e:
            self._record_failure(trace, "chat", request["model"], key, e, label)
            raise LLMError(str(e)) from e
        if tool_names and not result.tool_calls:
            result = with_content_tool_call(result, tool_names)
        if not result.truncated:
            self.cache.put(key, key_view(request), result_to_cache(result))
        self._record(trace, "chat", request["model"], key, result, result.attempts, None, label)
        return result

    async def structured(
        self,
        messages: Sequence[Message],
        schema: type[M],
        *,
        think: bool = False,
        temperature: float | None = None,
        max_tokens: int | None = None,
        timeout_s: float | None = None,
        trace: LLMTrace | None = None,
        label: str = "",
    ) -> M:
        """A reply parsed into ``schema``; one repair round on invalid JSON, a schema mismatch or truncation.

        The schema goes to the endpoint in the form it accepts (OpenAI ``json_schema`` or llama.cpp
        ``json_object`` + ``schema``) and the answer is validated with pydantic either way, because
        llama.cpp's grammar does not enforce every constraint.
        """
        js = schema.model_json_schema()
        name = re.sub(r"[^A-Za-z0-9_-]", "_", schema.__name__)[:64]
        logical = self._request(messages, think, None, None, temperature, max_tokens)
        logical["response_format"] = {"type": "schema", "name": name, "schema": js}
        key = request_key(key_view(logical))
        hit = self.cache.get(key)
        if hit is not None:
            value, _ = parse_structured(hit.get("content") or "", schema)
            if value is not None:
                self._record(
                    trace, "structured", logical["model"], key, result_from_cache(hit, key), 0, None, label
                )
                return value
        convo = list(messages)
        problem = ""
        rounds = 1 + self.settings.repair_retries
        for round_no in range(rounds):
            kind = "structured" if round_no == 0 else "repair"
            request = self._request(convo, think, None, None, temperature, max_tokens)
            try:
                result = await self._structured_call(request, name, js, timeout_s, think, trace, label)
            except _CallFailedError as e:
                self._record_failure(trace, kind, request["model"], key, e, label)
                raise LLMError(f"{schema.__name__}: {e}") from e
            if result.truncated:
                problem = "the answer was cut off at the token limit"
                value = None
            else:
                value, problem = parse_structured(result.content, schema)
            self._record(trace, kind, request["model"], key, result, result.attempts, problem or None, label)
            if value is not None:
                self.cache.put(
                    key,
                    key_view(logical),
                    {
                        **result_to_cache(result),
                        "content": value.model_dump_json(),
                        "repaired": round_no > 0,
                    },
                )
                return value
            convo = repair_messages(messages, result, problem, js, self.settings.repair_echo_max_chars)
        raise LLMError(
            f"{schema.__name__}: no valid structured output after {rounds} attempt(s); "
            f"last problem: {problem}"
        )

    async def probe(self, timeout_s: float | None = None) -> list[str]:
        """Model ids the endpoint lists at ``/v1/models``; NotReadyError when it does not answer."""
        deadline = timeout_s if timeout_s is not None else self.settings.connect_timeout_s
        try:
            async with asyncio.timeout(deadline):
                page = await self._openai.models.list(timeout=deadline)
        except (openai.OpenAIError, TimeoutError, ValueError) as e:
            raise NotReadyError(
                f"model endpoint {self.settings.base_url} is not ready: {_describe(e)}"
            ) from e
        return [m.id for m in page.data]

    def _request(
        self,
        messages: Sequence[Message],
        think: bool,
        tools: Sequence[dict[str, Any]] | None,
        tool_choice: str | dict[str, Any] | None,
        temperature: float | None,
        max_tokens: int | None,
    ) -> dict[str, Any]:
        if not messages or not all(isinstance(m, dict) and m.get("role") for m in messages):
            raise ValueError("messages must be a non-empty list of {'role': ..., 'content': ...} dicts")
        s = self.settings
        request: dict[str, Any] = {
            "model": s.reasoning_model if think else s.fast_model,
            "messages": [dict(m) for m in messages],
            "temperature": s.temperature if temperature is None else temperature,
            "max_tokens": s.max_tokens if max_tokens is None else max_tokens,
        }
        if tools:
            request["tools"] = [dict(t) for t in tools]
        if tool_choice is not None:
            request["tool_choice"] = tool_choice
        return request

    async def _structured_call(
        self,
        request: dict[str, Any],
        name: str,
        js: dict[str, Any],
        timeout_s: float | None,
        think: bool,
        trace: LLMTrace | None,
        label: str,
    ) -> ChatResult:
        switched = False
        if self._dialect is None:
            probe_req = {**request, "response_format": schema_format("json_schema", name, js)}
            key = request_key(key_view(probe_req))
            try:
                result = await self._send(probe_req, key, timeout_s, think, reject=SCHEMA_REJECT_STATUSES)
            except _RejectedError as e:
                # Remembered for the client's lifetime: every later structured call goes straight there.
                self._dialect, switched = "llamacpp", True
                log.warning("llm_dialect_switch", to="llamacpp", status=e.status, reason=str(e)[:300])
                self._record(trace, "dialect_probe", request["model"], key, None, 1, str(e)[:300], label)
            else:
                self._dialect = "json_schema"
                return result
        final = {**request, "response_format": schema_format(self._dialect, name, js)}
        try:
            return await self._send(final, request_key(key_view(final)), timeout_s, think)
        except _CallFailedError:
            if switched:
                # The refusal may have been a passing fault, not the dialect: probe again next time.
                self._dialect = None
            raise

    async def _send(
        self,
        request: dict[str, Any],
        key: str,
        timeout_s: float | None,
        think: bool,
        reject: frozenset[int] = frozenset(),
    ) -> ChatResult:
        s = self.settings
        deadline = timeout_s or (s.think_timeout_s if think else s.timeout_s)
        timeout = httpx2.Timeout(deadline, connect=min(s.connect_timeout_s, deadline))
        started = time.monotonic()
        attempts = timeouts = 0
        while True:
            attempts += 1
            try:
                async with self._sem:
                    t0 = time.monotonic()
                    async with asyncio.timeout(deadline):
                        response = await self._openai.chat.completions.create(**request, timeout=timeout)
                    latency = time.monotonic() - t0
                return result_from_response(response, request["model"], latency, attempts, key)
            except openai.APIStatusError as e:
                message = f"HTTP {e.status_code}: {_describe(e)}"
                if e.status_code in reject:
                    raise _RejectedError(e.status_code, message) from e
                if e.status_code not in RETRY_STATUSES:
                    raise _CallFailedError(message, attempts, time.monotonic() - started) from e
                failure = _RetryableError(message, _retry_after(e.response))
            except (openai.APITimeoutError, TimeoutError):
                timeouts += 1
                failure = _RetryableError(f"no answer within {deadline:g}s")
                if timeouts > s.timeout_retries:
                    # A single-slot server (llama.cpp) keeps working on an abandoned request: sending it
                    # again would only queue it behind itself.
                    raise _CallFailedError(
                        f"model call to {request['model']} failed after {attempts} attempt(s): {failure}",
                        attempts,
                        time.monotonic() - started,
                    ) from None
            except openai.APIConnectionError as e:
                failure = _RetryableError(f"connection failed: {_describe(e)}")
            except (json.JSONDecodeError, openai.APIResponseValidationError, MalformedResponseError) as e:
                failure = _RetryableError(f"malformed response body: {_describe(e)}")
            if attempts > s.max_retries:
                raise _CallFailedError(
                    f"model call to {request['model']} failed after {attempts} attempt(s): {failure}",
                    attempts,
                    time.monotonic() - started,
                )
            delay = self._backoff(attempts, failure.retry_after)
            log.info(
                "llm_retry",
                model=request["model"],
                attempt=attempts,
                delay_s=round(delay, 3),
                error=str(failure),
            )
            await asyncio.sleep(delay)

    def _backoff(self, retry: int, retry_after: float | None) -> float:
        s = self.settings
        if retry_after is not None:
            return min(max(retry_after, 0.0), s.retry_after_max_s)
        ceiling = min(s.backoff_cap_s, s.backoff_base_s * 2 ** (retry - 1))
        # Equal jitter: never a zero wait, but concurrent retries still spread out.
        return random.uniform(ceiling / 2, ceiling)

    def _record(
        self,
        trace: LLMTrace | None,
        kind: str,
        model: str,
        key: str,
        result: ChatResult | None,
        attempts: int,
        error: str | None,
        label: str,
    ) -> None:
        self._emit(trace, LLMCallRecord.of_result(kind, model, key, result, attempts, error, label))

    def _record_failure(
        self, trace: LLMTrace | None, kind: str, model: str, key: str, e: _CallFailedError, label: str
    ) -> None:
        self._emit(trace, LLMCallRecord.of_failure(kind, model, key, str(e), e.attempts, e.latency_s, label))

    def _emit(self, trace: LLMTrace | None, rec: LLMCallRecord) -> None:
        target = trace if trace is not None else self.trace
        if target is not None:
            target.record(rec)
        if rec.error:
            log.warning("llm_call", **rec.as_dict())
        else:
            log.info("llm_call", **rec.as_dict())


async def probe_endpoint(settings: LLMSettings, *, timeout_s: float | None = None) -> list[str]:
    """Model ids at the endpoint's ``/v1/models``; NotReadyError when it is unreachable."""
    async with LLMClient(settings) as client:
        return await client.probe(timeout_s)


async def wait_for_endpoint(settings: LLMSettings, *, total_s: float, interval_s: float = 1.0) -> list[str]:
    """Probe until the endpoint answers or ``total_s`` passes (then NotReadyError); for start-up scripts."""
    give_up = time.monotonic() + total_s
    async with LLMClient(settings) as client:
        while True:
            try:
                left = give_up - time.monotonic()
                return await client.probe(max(0.1, min(settings.connect_timeout_s, left)))
            except NotReadyError:
                if time.monotonic() + interval_s > give_up:
                    raise
                await asyncio.sleep(interval_s)


def _retry_after(response: httpx2.Response | None) -> float | None:
    if response is None:
        return None
    ms = response.headers.get("retry-after-ms")
    if ms:
        try:
            return float(ms) / 1000
        except ValueError:
            pass
    value = response.headers.get("retry-after")
    if not value:
        return None
    try:
        return float(value)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _describe(e: BaseException) -> str:
    body = getattr(e, "body", None)
    if isinstance(body, dict):
        inner = body.get("error") if isinstance(body.get("error"), dict) else body
        if inner.get("message"):
            return str(inner["message"])
    return str(e) or type(e).__name__
