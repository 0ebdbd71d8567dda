"""What a chat completion returns and how a response is read: results, tool calls, cache entries, JSON."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ValidationError

M = TypeVar("M", bound=BaseModel)
Message = dict[str, Any]
Dialect = Literal["json_schema", "llamacpp"]


@dataclass(frozen=True)
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


@dataclass(frozen=True)
class ToolCall:
    """One function call the model asked for; ``arguments`` is None when ``raw_arguments`` is not JSON.

    ``from_content`` marks a call recovered from the message text, which is how llama.cpp answers
    ``tool_choice="auto"``.
    """

    id: str
    name: str
    arguments: dict[str, Any] | None
    raw_arguments: str
    from_content: bool = False


@dataclass(frozen=True)
class ChatResult:
    content: str
    tool_calls: tuple[ToolCall, ...]
    finish_reason: str | None
    usage: Usage
    cached: bool
    latency_s: float
    model: str
    attempts: int = 1
    prompt_hash: str = ""

    @property
    def truncated(self) -> bool:
        return self.finish_reason == "length"


class MalformedResponseError(Exception):
    """A response body without the parts of a chat completion (choices, a message)."""


def schema_format(dialect: Dialect, name: str, js: dict[str, Any]) -> dict[str, Any]:
    if dialect == "llamacpp":
        return {"type": "json_object", "schema": js}
    return {"type": "json_schema", "json_schema": {"name": name, "schema": js, "strict": False}}


def key_view(request: dict[str, Any]) -> dict[str, Any]:
    """The fields that decide an answer; absent ones hash as null so the key shape never varies."""
    return {
        k: request.get(k)
        for k in ("model", "messages", "tools", "tool_choice", "response_format", "temperature", "max_tokens")
    }


def result_from_response(response: Any, model: str, latency: float, attempts: int, key: str) -> ChatResult:
    choices = getattr(response, "choices", None)
    if not choices:
        raise MalformedResponseError("the response has no choices")
    choice = choices[0]
    message = getattr(choice, "message", None)
    if message is None:
        raise MalformedResponseError("the first choice has no message")
    calls = []
    for tc in message.tool_calls or ():
        fn = getattr(tc, "function", None)
        if fn is None:
            continue
        calls.append(
            ToolCall(id=tc.id, name=fn.name, arguments=json_object(fn.arguments), raw_arguments=fn.arguments)
        )
    usage = response.usage
    return ChatResult(
        content=strip_think(message.content or ""),
        tool_calls=tuple(calls),
        finish_reason=choice.finish_reason,
        usage=Usage(usage.prompt_tokens or 0, usage.completion_tokens or 0) if usage else Usage(),
        cached=False,
        latency_s=latency,
        model=response.model or model,
        attempts=attempts,
        prompt_hash=key,
    )


def result_to_cache(result: ChatResult) -> dict[str, Any]:
    return {
        "content": result.content,
        "tool_calls": [
            {"id": c.id, "name": c.name, "raw_arguments": c.raw_arguments, "from_content": c.from_content}
            for c in result.tool_calls
        ],
        "finish_reason": result.finish_reason,
        "usage": {
            "prompt_tokens": result.usage.prompt_tokens,
            "completion_tokens": result.usage.completion_tokens,
        },
        "model": result.model,
        "latency_s": result.latency_s,
    }


def result_from_cache(entry: dict[str, Any], key: str) -> ChatResult:
    usage = entry.get("usage") or {}
    return ChatResult(
        content=entry.get("content") or "",
        tool_calls=tuple(
            ToolCall(
                id=c["id"],
                name=c["name"],
                arguments=json_object(c["raw_arguments"]),
                raw_arguments=c["raw_arguments"],
                from_content=bool(c.get("from_content")),
            )
            for c in entry.get("tool_calls") or ()
        ),
        finish_reason=entry.get("finish_reason"),
        usage=Usage(int(usage.get("prompt_tokens", 0)), int(usage.get("completion_tokens", 0))),
        cached=True,
        latency_s=0.0,
        model=entry.get("model") or "",
        attempts=0,
        prompt_hash=key,
    )


def with_content_tool_call(result: ChatResult, tool_names: set[str]) -> ChatResult:
    obj = json_object(unfence(result.content))
    if not obj or obj.get("name") not in tool_names:
        return result
    args = obj.get("arguments", obj.get("parameters"))
    if isinstance(args, str):
        args = json_object(args)
    if not isinstance(args, dict):
        return result
    call = ToolCall(
        id="content_call_0",
        name=obj["name"],
        arguments=args,
        raw_arguments=json.dumps(args),
        from_content=True,
    )
    return replace(result, tool_calls=(call,))


_THINK = re.compile(r"^\s*<think>.*?</think>\s*", re.DOTALL)
_FENCE = re.compile(r"^\s*```[A-Za-z0-9_-]*\s*\n(.*?)\n?\s*```\s*$", re.DOTALL)


def strip_think(text: str) -> str:
    # Reasoning models served raw put their chain of thought first; callers want only the answer.
    return _THINK.sub("", text, count=1)


def unfence(text: str) -> str:
    m = _FENCE.match(text)
    return m.group(1) if m else text.strip()


def json_object(text: str) -> dict[str, Any] | None:
    try:
        obj = json.loads(text)
    except (TypeError, ValueError):
        return None
    return obj if isinstance(obj, dict) else None


def parse_structured(content: str, schema: type[M]) -> tuple[M | None, str]:
    """The content validated into ``schema``, or None and a short account of what is wrong."""
    text = unfence(content)
    if not text:
        return None, "the answer was empty"
    candidates = [text]
    start, end = text.find("{"), text.rfind("}")
    if 0 <= start < end and (start, end) != (0, len(text) - 1):
        # Small models sometimes wrap the object in prose; the outermost braces are the likely payload.
        candidates.append(text[start : end + 1])
    problem = ""
    for candidate in candidates:
        try:
            return schema.model_validate_json(candidate), ""
        except ValidationError as e:
            problem = summarise(e)
        try:  # raw line breaks or tabs inside strings: JSON forbids them, small models write them
            loaded = json.loads(candidate, strict=False)
        except ValueError:
            continue
        try:
            return schema.model_validate(loaded), ""
        except ValidationError as e:
            problem = summarise(e)
    return None, problem


def summarise(e: ValidationError, limit: int = 5) -> str:
    errs = e.errors(include_url=False)
    parts = [f"{'.'.join(str(p) for p in err['loc']) or '<root>'}: {err['msg']}" for err in errs[:limit]]
    more = f" (+{len(errs) - limit} more)" if len(errs) > limit else ""
    return "; ".join(parts) + more


def repair_messages(
    messages: Sequence[Message], result: ChatResult, problem: str, js: dict[str, Any], echo_max_chars: int
) -> list[Message]:
    """The conversation asking for a corrected answer; the unusable answer is echoed at most
    ``echo_max_chars`` long (a runaway reply must not be sent back whole)."""
    schema_text = json.dumps(js, ensure_ascii=False, separators=(",", ":"))
    if result.truncated:
        ask = (
            "Your previous answer was cut off because it was too long. Reply again with a shorter JSON "
            f"object: keep text fields brief and include only what is needed. The JSON schema: {schema_text}"
        )
        return [*messages, {"role": "user", "content": ask}]
    ask = (
        f"Your previous answer could not be used: {problem}. Reply again with only the corrected JSON "
        f"object, no other text. The JSON schema: {schema_text}"
    )
    echoed = result.content
    if len(echoed) > echo_max_chars:
        echoed = (
            echoed[:echo_max_chars] + f"\n[... {len(result.content) - echo_max_chars} more characters cut]"
        )
    return [*messages, {"role": "assistant", "content": echoed}, {"role": "user", "content": ask}]
