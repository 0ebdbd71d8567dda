"""Config files without the settings machinery: the YAML under configs/ and one validated section of it.

A command that needs one group of settings (the PDF converter's) reads it here in a few milliseconds,
instead of building its service's whole settings class (pydantic-settings and its sources cost tens of
milliseconds to import, which a one-file command pays on every run). ``load_section`` gives the same
values as the service's settings would: the section of ``configs/<name>.yaml``, overridden by
``<PREFIX><KEY>__<FIELD>__...`` environment variables (or ``<PREFIX><KEY>`` holding a JSON object),
validated by the section's model.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from shared.errors import ConfigError

REPO_ROOT = Path(__file__).resolve().parents[1]
# Nested settings in an environment variable's name: DATAAGENT_CONTEXT_PDF__OCR__DPI.
ENV_NESTED_DELIMITER = "__"


def config_dir() -> Path:
    return Path(os.environ.get("DATAAGENT_CONFIG_DIR", REPO_ROOT / "configs"))


class SettingsSection(BaseModel):
    """A nested group of settings (such as ``probe`` in configs/catalog.yaml); immutable, no unknown keys."""

    model_config = ConfigDict(frozen=True, extra="forbid")


M = TypeVar("M", bound=BaseModel)


def validation_problems(error: ValidationError) -> str:
    """Every problem of a failed validation on one line: ``field.path: message; ...``."""
    return "; ".join(
        ": ".join(
            filter(None, [".".join(str(p) for p in err["loc"]), err["msg"].removeprefix("Value error, ")])
        )
        for err in error.errors()
    )


def read_config(name: str) -> dict[str, Any]:
    """``configs/<name>.yaml`` as a mapping; a missing or malformed file is a ConfigError."""
    path = config_dir() / f"{name}.yaml"
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        with path.open(encoding="utf-8") as f:
            data = yaml.load(f, Loader=loader)
    except OSError as e:
        raise ConfigError(f"cannot read {path}: {e.strerror or e}") from e
    except yaml.YAMLError as e:
        raise ConfigError(f"{path} is not valid YAML: {e}") from e
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path} does not hold a mapping of settings")
    return data


def load_section(
    model: type[M], config_name: str, key: str, env_prefix: str, env: Mapping[str, str] | None = None
) -> M:
    """The ``key`` section of ``configs/<config_name>.yaml`` with its environment overrides, validated."""
    env = os.environ if env is None else env
    values: Any = read_config(config_name).get(key)
    if not isinstance(values, dict):
        raise ConfigError(f"invalid settings for {model.__name__}: {config_name}.yaml has no {key!r} section")
    values = _deep_merge(values, _env_values(env, f"{env_prefix}{key}".lower()))
    try:
        return model.model_validate(values)
    except ValidationError as e:
        raise ConfigError(f"invalid settings for {model.__name__}: {validation_problems(e)}") from e


def _env_values(env: Mapping[str, str], name: str) -> dict[str, Any]:
    """The overrides of one section: its JSON object first, then the nested variables (case-insensitive)."""
    found: dict[str, Any] = {}
    nested = name + ENV_NESTED_DELIMITER
    for var, raw in sorted(env.items(), key=lambda item: item[0].lower() != name):
        lower = var.lower()
        if lower == name:
            try:
                whole = json.loads(raw)
            except json.JSONDecodeError as e:
                raise ConfigError(f"{var} is not a JSON object: {e}") from e
            if not isinstance(whole, dict):
                raise ConfigError(f"{var} is not a JSON object")
            found = _deep_merge(found, whole)
        elif lower.startswith(nested):
            path = lower[len(nested) :].split(ENV_NESTED_DELIMITER)
            node = found
            for part in path[:-1]:
                node = node.setdefault(part, {})
                if not isinstance(node, dict):
                    raise ConfigError(f"{var} sets a field inside a value that is not a group")
            node[path[-1]] = _leaf(raw)
    return found


def _leaf(raw: str) -> Any:
    """An environment value: JSON for a list or a mapping, else the string (validation converts it)."""
    if raw.lstrip().startswith(("[", "{")):
        try:
            return json.loads(raw)
        except json.JSONDecodeError:
            return raw
    return raw


def _deep_merge(base: dict[str, Any], update: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for k, v in update.items():
        merged[k] = (
            _deep_merge(merged[k], v) if isinstance(v, dict) and isinstance(merged.get(k), dict) else v
        )
    return merged
