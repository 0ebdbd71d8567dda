"""Settings of the embedded model: the ``server`` section of configs/llm.yaml, DATAAGENT_LLM_SERVER_* env."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar, Literal

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings

# The variables of the earlier name of this service; they are refused rather than silently ignored.
RENAMED_ENV_PREFIX = "DATAAGENT_LOCAL_MODEL_"


class LLMServerSettings(ServiceSettings):
    """Where the weights come from, where the assembled file is cached, and how llama.cpp serves it.

    configs/llm.yaml holds the client's settings at the top level (shared.llm.LLMSettings) and these under
    ``server:``; each field is overridden by ``DATAAGENT_LLM_SERVER_<FIELD>`` (e.g. ``_MODEL_PATH``,
    ``_CACHE_DIR``, ``_N_THREADS``).
    """

    config_name: ClassVar[str] = "llm"
    config_section: ClassVar[str] = "server"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_LLM_SERVER_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    # A ready GGUF to serve instead of the assembled one (any model llama.cpp loads).
    model_path: Path | None = None
    part_module_prefix: str
    part_count: int = Field(ge=1)
    part_file_pattern: str
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    size_bytes: int = Field(ge=1)
    file_name: str
    cache_dir: Path | None = None
    alias: str
    n_ctx: int = Field(ge=512)
    n_threads: int = Field(ge=1)
    n_batch: int = Field(ge=1)
    # What bounds the server's memory besides n_ctx (the KV cache): llama-cpp-python's server options.
    logits_all: bool  # true keeps n_ctx x vocabulary floats, filled as prompts grow; only logprobs need it
    cache: bool  # the prompt cache of whole evaluated states
    cache_type: Literal["ram", "disk"]
    cache_size: int = Field(ge=0)  # bytes the prompt cache may hold
    host: str
    port: int = Field(ge=1, le=65535)

    def resolved_cache_dir(self) -> Path:
        return self.cache_dir if self.cache_dir is not None else self.artifact_root / "cache" / "models"
