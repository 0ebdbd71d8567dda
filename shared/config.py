"""Settings: YAML defaults from configs/, overridden by prefixed environment variables."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, ClassVar, TypeVar

from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import (
    BaseSettings,
    NoDecode,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    YamlConfigSettingsSource,
)

from shared.configfile import REPO_ROOT, config_dir
from shared.errors import ConfigError

__all__ = [
    "REPO_ROOT",
    "RequestLimits",
    "ServiceSettings",
    "SettingsSection",
    "TransportSettings",
    "addr_env",
    "config_dir",
    "load_settings",
    "service_addr",
]


class SettingsSection(BaseModel):
    """A nested group of settings (such as ``probe`` in configs/catalog.yaml); immutable, no unknown keys."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def validation_problems(error: ValidationError) -> str:
    """Every problem of a failed validation on one line: ``field.path: message; ...``."""
    return "; ".join(
        ": ".join(
            filter(None, [".".join(str(p) for p in err["loc"]), err["msg"].removeprefix("Value error, ")])
        )
        for err in error.errors()
    )


class RequestLimits(SettingsSection):
    """What one request to a service may carry; beyond it the call is refused with INVALID_ARGUMENT
    before the service does any work, so no oversized id or text reaches a manifest, a path or a model.

    Strings are bounded by their field's name (``field_chars``, e.g. task ids), paths (names ending in
    ``_path`` or ``_dir``) by ``path_chars``, other strings by ``string_chars``; repeated fields and maps
    by ``items``; the whole message by ``message_bytes``.
    """

    message_bytes: int = Field(gt=0)
    string_chars: int = Field(gt=0)
    path_chars: int = Field(gt=0)
    items: int = Field(gt=0)
    field_chars: dict[str, int] = {}

    def chars_for(self, field: str) -> int:
        if field in self.field_chars:
            return self.field_chars[field]
        if field.endswith(("_path", "_dir", "_root")):
            return self.path_chars
        return self.string_chars


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
    # The folders task folders may lie under (the artifact root counts too); in the environment a
    # PATH-like list: DATAAGENT_INPUT_ROOTS=/input:/data (os.pathsep-separated).
    input_roots: Annotated[tuple[Path, ...], NoDecode] = Field(
        validation_alias=AliasChoices("DATAAGENT_INPUT_ROOTS", "input_roots")
    )
    log_level: str = Field(validation_alias=AliasChoices("DATAAGENT_LOG_LEVEL", "log_level"))
    listen_addr: str = "127.0.0.1:0"
    shutdown_grace_s: float
    rpc_workers: int
    request_limits: RequestLimits

    @field_validator("input_roots", mode="before")
    @classmethod
    def _split_roots(cls, value: Any) -> Any:
        if isinstance(value, str):
            return tuple(part for part in value.split(os.pathsep) if part.strip())
        return value

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (
            init_settings,
            env_settings,
            *_file_sources(settings_cls, cls.config_name, cls.config_section),
        )


def _file_sources(
    settings_cls: type[BaseSettings], config_name: str, section: str | None
) -> list[PydanticBaseSettingsSource]:
    """configs/<config_name>.yaml (or one section of it) before configs/common.yaml: the first wins."""
    sources: list[PydanticBaseSettingsSource] = []
    own = config_dir() / f"{config_name}.yaml"
    if config_name != "common" and own.exists():
        with contextlib.suppress(KeyError):
            # Without the section every required field is missing, and load_settings names them all.
            sources.append(YamlConfigSettingsSource(settings_cls, yaml_file=own, yaml_config_section=section))
    common = config_dir() / "common.yaml"
    if common.exists():
        sources.append(YamlConfigSettingsSource(settings_cls, yaml_file=common))
    return sources


class TransportSettings(BaseSettings):
    """How every gRPC server and client of the system talks: TLS files and the bearer token.

    All unset (configs/common.yaml): plaintext without a token, for one host, ports on loopback. With
    ``tls_cert``/``tls_key`` servers listen with TLS and clients verify them against ``tls_ca`` (for a
    self-signed certificate, the certificate itself; unset: the system's roots). With ``auth_token``
    servers refuse every call but health checks without ``authorization: Bearer <token>``, and clients
    send it. An empty value counts as unset.
    """

    model_config = SettingsConfigDict(extra="ignore", frozen=True)

    tls_cert: Path | None = Field(validation_alias=AliasChoices("DATAAGENT_TLS_CERT", "tls_cert"))
    tls_key: Path | None = Field(validation_alias=AliasChoices("DATAAGENT_TLS_KEY", "tls_key"))
    tls_ca: Path | None = Field(validation_alias=AliasChoices("DATAAGENT_TLS_CA", "tls_ca"))
    auth_token: SecretStr | None = Field(validation_alias=AliasChoices("DATAAGENT_AUTH_TOKEN", "auth_token"))

    @field_validator("tls_cert", "tls_key", "tls_ca", "auth_token", mode="before")
    @classmethod
    def _empty_is_unset(cls, value: Any) -> Any:
        return None if isinstance(value, str) and not value.strip() else value

    @model_validator(mode="after")
    def _cert_with_key(self) -> TransportSettings:
        if (self.tls_cert is None) != (self.tls_key is None):
            raise ValueError("tls_cert and tls_key are set together (DATAAGENT_TLS_CERT, DATAAGENT_TLS_KEY)")
        return self

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (init_settings, env_settings, *_file_sources(settings_cls, "common", None))

    @property
    def tls(self) -> bool:
        """Whether clients open TLS channels (a CA to trust, or this host's own certificate, is set)."""
        return self.tls_ca is not None or self.tls_cert is not None

    def token(self) -> str | None:
        return self.auth_token.get_secret_value() if self.auth_token is not None else None

    def read(self, name: str) -> bytes | None:
        """The bytes of the file in setting ``name`` (tls_cert, tls_key, tls_ca), None when unset."""
        path: Path | None = getattr(self, name)
        if path is None:
            return None
        try:
            return path.read_bytes()
        except OSError as e:
            raise ConfigError(f"cannot read {name} ({str(path)!r}): {e.strerror or e}") from e


S = TypeVar("S", bound=BaseSettings)


def load_settings(cls: type[S], **overrides: Any) -> S:
    """Build settings or raise ConfigError naming every missing or invalid field."""
    try:
        return cls(**overrides)
    except ValidationError as e:
        raise ConfigError(f"invalid settings for {cls.__name__}: {validation_problems(e)}") from e


def addr_env(service: str) -> str:
    """The variable that holds a service's address: ``<NAME>_ADDR``."""
    return f"{service.upper()}_ADDR"


def service_addr(service: str, env: Mapping[str, str] | None = None) -> str | None:
    """``host:port`` of a deployed service from ``<NAME>_ADDR``, or None when it is not deployed."""
    env = os.environ if env is None else env
    return env.get(addr_env(service), "").strip() or None
