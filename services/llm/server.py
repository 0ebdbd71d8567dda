"""llama.cpp's OpenAI-compatible server for the embedded model: whether it can run here, and its command."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from services.llm.settings import LLMServerSettings
from services.llm.weights import missing_weights


def runtime_missing() -> str | None:
    """Why llama.cpp's server cannot run here, or None."""
    for module in ("llama_cpp", "llama_cpp.server", "uvicorn"):
        try:
            found = importlib.util.find_spec(module)
        except ImportError:
            found = None
        if found is None:
            return f"{module} is not installed (pip install 'llama-cpp-python[server]')"
    return None


def unavailable_reason(settings: LLMServerSettings) -> str | None:
    """None when the embedded model can be served; otherwise what is missing."""
    return runtime_missing() or missing_weights(settings)


def _flag(value: bool) -> str:
    return "true" if value else "false"


def server_command(settings: LLMServerSettings, model: Path, host: str, port: int) -> list[str]:
    """``python -m llama_cpp.server`` with every setting that sizes the server's work and memory."""
    return [
        sys.executable,
        "-m",
        "llama_cpp.server",
        "--model",
        str(model),
        "--model_alias",
        settings.alias,
        "--host",
        host,
        "--port",
        str(port),
        "--n_ctx",
        str(settings.n_ctx),
        "--n_threads",
        str(settings.n_threads),
        "--n_batch",
        str(settings.n_batch),
        "--logits_all",
        _flag(settings.logits_all),
        "--cache",
        _flag(settings.cache),
        "--cache_type",
        settings.cache_type,
        "--cache_size",
        str(settings.cache_size),
    ]
