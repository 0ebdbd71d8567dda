"""Where the model is and how it is called: configs/llm.yaml overridden by the environment."""

from __future__ import annotations

import os
from pathlib import Path
from typing import ClassVar, Literal

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import (
    BaseSettings,
    InitSettingsSource,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from shared.config import ServiceSettings, service_addr


class LLMSettings(ServiceSettings):
    """Where the model is and how it is called; defaults in configs/llm.yaml.

    The endpoint comes from ``DATAAGENT_LLM_BASE_URL/_API_KEY/_MODEL/_THINK_MODEL`` or the official KDD
    names ``MODEL_API_URL/MODEL_API_KEY/MODEL_NAME``; the DATAAGENT_* name wins when both are set. With
    neither, ``LLM_ADDR=host:port`` (the compose wiring of the local model) gives ``http://host:port/v1``.
    Empty variables count as unset, so compose can pass them through. Every other field is
    ``DATAAGENT_LLM_<FIELD>``. ``endpoint_kind`` is "local" when no endpoint variable is set (the embedded
    model) and the configured "hosted" otherwise, whatever the URL looks like; set it to override.
    """

    config_name: ClassVar[str] = "llm"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_LLM_",
        extra="ignore",
        frozen=True,
        env_nested_delimiter="__",
        env_ignore_empty=True,
        validate_by_name=True,
    )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        init, env, *defaults = super().settings_customise_sources(
            settings_cls, init_settings, env_settings, dotenv_settings, file_secret_settings
        )
        addr = service_addr("llm")
        wired: dict[str, str] = {"base_url": f"http://{addr}/v1"} if addr else {}
        endpoint_vars = ("DATAAGENT_LLM_BASE_URL", "MODEL_API_URL")
        if not any(os.environ.get(name, "").strip() for name in endpoint_vars):
            # No endpoint given: the embedded model (its compose wiring or the configured default).
            wired["endpoint_kind"] = "local"
        return (init, env, InitSettingsSource(settings_cls, wired), *defaults)

    base_url: str = Field(validation_alias=AliasChoices("DATAAGENT_LLM_BASE_URL", "MODEL_API_URL"))
    api_key: SecretStr = Field(validation_alias=AliasChoices("DATAAGENT_LLM_API_KEY", "MODEL_API_KEY"))
    model: str = Field(validation_alias=AliasChoices("DATAAGENT_LLM_MODEL", "MODEL_NAME"))
    think_model: str | None = Field(default=None, validation_alias=AliasChoices("DATAAGENT_LLM_THINK_MODEL"))
    # "local": the embedded model (one vote round, smaller prompts); "hosted": any endpoint a user named.
    endpoint_kind: Literal["local", "hosted"]
    timeout_s: float = Field(gt=0)
    think_timeout_s: float = Field(gt=0)
    connect_timeout_s: float = Field(gt=0)
    max_concurrency: int = Field(ge=1)
    max_retries: int = Field(ge=0)
    timeout_retries: int = Field(ge=0)
    backoff_base_s: float = Field(ge=0)
    backoff_cap_s: float = Field(ge=0)
    retry_after_max_s: float = Field(ge=0)
    repair_retries: int = Field(ge=0)
    repair_echo_max_chars: int = Field(ge=100)
    structured_dialect: Literal["auto", "json_schema", "llamacpp"]
    temperature: float
    max_tokens: int = Field(ge=1)
    cache_enabled: bool
    cache_dir: Path | None = None

    @property
    def fast_model(self) -> str:
        return self.model

    @property
    def reasoning_model(self) -> str:
        return self.think_model or self.model

    def resolved_cache_dir(self) -> Path | None:
        if not self.cache_enabled:
            return None
        return self.cache_dir if self.cache_dir is not None else self.artifact_root / "cache" / "llm"
