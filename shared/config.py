"""Settings: YAML defaults from configs/, overridden by prefixed environment variables."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, ValidationError
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    YamlConfigSettingsSource,
)

from shared.errors import ConfigError

REPO_ROOT = Path(__file__).resolve().parents[1]


def config_dir() -> Path:
    return Path(os.environ.get("DATAAGENT_CONFIG_DIR", REPO_ROOT / "configs"))


class SettingsSection(BaseModel):
    """A nested group of settings (such as ``probe`` in configs/catalog.yaml); immutable, no unknown keys."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class ServiceSettings(BaseSettings):
    """Base for every service's settings.

    Subclasses set ``config_name`` (the YAML file ``configs/<config_name>.yaml``; ``config_section`` picks
    one key of it when two settings classes share the file) and
    ``model_config["env_prefix"]`` (``DATAAGENT_<NAME>_``). Values come, by precedence,
    from constructor arguments, the environment, ``configs/<name>.yaml``, then
    ``configs/common.yaml``. Thresholds have no code defaults: a missing one fails start-up.
    """

    config_name: ClassVar[str] = "common"
    # A top-level key of configs/<config_name>.yaml that holds these settings, when the file is shared.
    config_section: ClassVar[str | None] = None
    model_config = SettingsConfigDict(extra="ignore", frozen=True, env_nested_delimiter="__")

    artifact_root: Path = Field(validation_alias=AliasChoices("DATAAGENT_ARTIFACT_ROOT", "artifact_root"))
    log_level: str = Field(validation_alias=AliasChoices("DATAAGENT_LOG_LEVEL", "log_level"))
    listen_addr: str = "127.0.0.1:0"
    shutdown_grace_s: float
    rpc_workers: int

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        common = config_dir() / "common.yaml"
        own = config_dir() / f"{cls.config_name}.yaml"
        if cls.config_section is None:
            files = [common] if cls.config_name == "common" else [common, own]
            # Later files win over earlier ones in YamlConfigSettingsSource.
            yaml_source = YamlConfigSettingsSource(settings_cls, yaml_file=[f for f in files if f.exists()])
            return (init_settings, env_settings, yaml_source)
        sources = [init_settings, env_settings]
        if own.exists():
            with contextlib.suppress(KeyError):
                # Without the section every required field is missing, and load_settings names them all.
                sources.append(
                    YamlConfigSettingsSource(
                        settings_cls, yaml_file=own, yaml_config_section=cls.config_section
                    )
                )
        if common.exists():
            sources.append(YamlConfigSettingsSource(settings_cls, yaml_file=common))
        return tuple(sources)


S = TypeVar("S", bound=BaseSettings)


def load_settings(cls: type[S], **overrides: Any) -> S:
    """Build settings or raise ConfigError naming every missing or invalid field."""
    try:
        return cls(**overrides)
    except ValidationError as e:
        problems = "; ".join(f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in e.errors())
        raise ConfigError(f"invalid settings for {cls.__name__}: {problems}") from e


def addr_env(service: str) -> str:
    """The variable that holds a service's address: ``<NAME>_ADDR``."""
    return f"{service.upper()}_ADDR"


def service_addr(service: str, env: Mapping[str, str] | None = None) -> str | None:
    """``host:port`` of a deployed service from ``<NAME>_ADDR``, or None when it is not deployed."""
    env = os.environ if env is None else env
    return env.get(addr_env(service), "").strip() or None
