"""The LLM client library: OpenAI-compatible chat with retries, a response cache, structured output, a trace.

Public API::

    settings = load_settings(LLMSettings)            # configs/llm.yaml + DATAAGENT_LLM_* / MODEL_API_* env
    trace = LLMTrace(jsonl_path=task_out / "llm_trace.jsonl")   # one per task
    async with LLMClient(settings) as llm:
        res = await llm.chat(messages, think=False, tools=None, trace=trace)      # -> ChatResult
        obj = await llm.structured(messages, MyModel, trace=trace)                # -> MyModel
    trace.totals()                                   # {"calls": ..., "total_tokens": ..., ...}
    fence_untrusted("report.pdf p3", text)           # wrap document/OCR/transcript text as data
    await probe_endpoint(settings)                   # model ids at /v1/models, or NotReadyError

Every failure that survives the retries is raised as ``shared.errors.LLMError``. The modules: ``settings``
(where the model is), ``client`` (calls, retries, structured output), ``parsing`` (results and response
bodies), ``trace`` (call records), ``cache`` (responses by request hash), ``untrusted`` (the data fence).
"""

from shared.llm.cache import ResponseCache, request_key
from shared.llm.client import (
    RETRY_STATUSES,
    SCHEMA_REJECT_STATUSES,
    LLMClient,
    probe_endpoint,
    wait_for_endpoint,
)
from shared.llm.parsing import ChatResult, Dialect, Message, ToolCall, Usage
from shared.llm.settings import LLMSettings
from shared.llm.trace import LLMCallRecord, LLMTrace
from shared.llm.untrusted import UNTRUSTED_NOTE, fence_untrusted

__all__ = [
    "RETRY_STATUSES",
    "SCHEMA_REJECT_STATUSES",
    "UNTRUSTED_NOTE",
    "ChatResult",
    "Dialect",
    "LLMCallRecord",
    "LLMClient",
    "LLMSettings",
    "LLMTrace",
    "Message",
    "ResponseCache",
    "ToolCall",
    "Usage",
    "fence_untrusted",
    "probe_endpoint",
    "request_key",
    "wait_for_endpoint",
]
