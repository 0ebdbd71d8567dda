"""Config files without the settings machinery: the YAML under configs/ and one typed section of it.

A command that needs one group of settings (the PDF converter's) reads it here in a few milliseconds,
instead of building its service's whole settings class (pydantic, pydantic-settings and their model
classes cost a tenth of a second to import and build, which a one-file command pays on every run).
``load_section`` gives the same values as the service's settings would: the section of
``configs/<name>.yaml``, overridden by ``<PREFIX><KEY>__<FIELD>__...`` environment variables (or
``<PREFIX><KEY>`` holding a JSON object), read into the section's frozen dataclasses by
``build_section``, which converts and checks each value by its annotation as pydantic's lax mode
does for the types settings use (bool, int, float, str, Path, None, Literal, nested dataclasses).

Importing PyYAML costs a command about as much as the rest of its own modules, so ``compile_configs``
(``python -m shared.configfile``, run by ``make venv``) stores each config file's content as JSON in
``configs/__pycache__/``, stamped with the file's size and modification time; ``read_config`` reads that
copy while the stamp matches the file and parses the YAML otherwise, as Python treats bytecode.
"""

from __future__ import annotations

import dataclasses
import json
import os
import types
import typing
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal, TypeVar

from shared.errors import ConfigError

REPO_ROOT = Path(__file__).resolve().parents[1]
# Nested settings in an environment variable's name: DATAAGENT_CONTEXT_PDF__OCR__DPI.
ENV_NESTED_DELIMITER = "__"


def config_dir() -> Path:
    return Path(os.environ.get("DATAAGENT_CONFIG_DIR", REPO_ROOT / "configs"))


# A dataclass section's pydantic config (read by pydantic when a settings model holds the dataclass).
FORBID_EXTRA = {"extra": "forbid"}
_TRUE = {"1", "true", "yes", "on", "t", "y"}
_FALSE = {"0", "false", "no", "off", "f", "n"}

D = TypeVar("D")


def read_config(name: str) -> dict[str, Any]:
    """``configs/<name>.yaml`` as a mapping; a missing or malformed file is a ConfigError."""
    path = config_dir() / f"{name}.yaml"
    compiled = _read_compiled(path)
    return compiled if compiled is not None else _parse_yaml(path)


def load_yaml(stream: Any) -> Any:
    """YAML text (or an open file) as Python data, read safely; a key given twice in one mapping is a
    yaml.YAMLError naming it (the usual loaders keep the last value without a word)."""
    import yaml

    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    class _UniqueKeys(base):  # type: ignore[misc, valid-type]
        def construct_mapping(self, node: Any, deep: bool = False) -> Any:
            seen: set[Any] = set()
            for key_node, _ in node.value:
                key = self.construct_object(key_node, deep=True)
                if isinstance(key, typing.Hashable) and key in seen:
                    raise yaml.constructor.ConstructorError(
                        "while reading a mapping",
                        node.start_mark,
                        f"the key {key!r} is given twice",
                        key_node.start_mark,
                    )
                seen.add(key)
            return super().construct_mapping(node, deep=deep)

    return yaml.load(stream, Loader=_UniqueKeys)


def _parse_yaml(path: Path) -> dict[str, Any]:
    import yaml

    try:
        with path.open(encoding="utf-8") as f:
            data = load_yaml(f)
    except OSError as e:
        raise ConfigError(f"cannot read {path}: {e.strerror or e}") from e
    except yaml.YAMLError as e:
        raise ConfigError(f"{path} is not valid YAML: {e}") from e
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path} does not hold a mapping of settings")
    return data


def _compiled_path(path: Path) -> Path:
    return path.parent / "__pycache__" / f"{path.name}.json"


def _stamp(path: Path) -> dict[str, int]:
    st = path.stat()
    return {"size": st.st_size, "mtime_ns": st.st_mtime_ns}


def _read_compiled(path: Path) -> dict[str, Any] | None:
    """The JSON copy of ``path``'s content while its stamp matches the file; None otherwise."""
    try:
        with _compiled_path(path).open(encoding="utf-8") as f:
            copy = json.load(f)
        if copy.get("source") != _stamp(path) or not isinstance(copy.get("config"), dict):
            return None
    except (OSError, ValueError, AttributeError):
        return None
    return copy["config"]


def compile_configs(directory: Path) -> list[Path]:
    """Store a JSON copy of each valid ``*.yaml`` of ``directory`` whose content JSON holds exactly
    (strings, numbers, booleans, null, lists and mappings with string keys); the copies written."""
    from shared.artifacts import atomic_write_text

    written: list[Path] = []
    for path in sorted(directory.glob("*.yaml")):
        stamp = _stamp(path)
        try:
            data = _parse_yaml(path)
        except ConfigError:
            continue  # reading the file reports it
        try:
            text = json.dumps({"source": stamp, "config": data}, ensure_ascii=False)
        except (TypeError, ValueError):
            continue  # a value JSON cannot hold (a date)
        if json.loads(text)["config"] != data or _stamp(path) != stamp:
            continue  # a value JSON would change (a non-string key), or the file changed meanwhile
        atomic_write_text(_compiled_path(path), text)
        written.append(_compiled_path(path))
    return written


def load_section(
    section: type[D], config_name: str, key: str, env_prefix: str, env: Mapping[str, str] | None = None
) -> D:
    """The ``key`` section of ``configs/<config_name>.yaml`` with its environment overrides, as the
    dataclass ``section``; a missing, unknown or ill-typed value is a ConfigError naming every problem."""
    env = os.environ if env is None else env
    values: Any = read_config(config_name).get(key)
    name = section.__name__
    if not isinstance(values, dict):
        raise ConfigError(f"invalid settings for {name}: {config_name}.yaml has no {key!r} section")
    values = _deep_merge(values, _env_values(env, f"{env_prefix}{key}".lower()))
    problems: list[str] = []
    built = build_section(section, values, (), problems)
    if problems:
        raise ConfigError(f"invalid settings for {name}: {'; '.join(problems)}")
    return built  # type: ignore[return-value]


def require_positive(section: object, *names: str) -> None:
    """For a dataclass's ``__post_init__``: ValueError unless every named field is greater than 0."""
    bad = [n for n in names if not getattr(section, n) > 0]
    if bad:
        raise ValueError(", ".join(f"{n} must be greater than 0" for n in bad))


def build_section(section: type[D], values: Any, where: tuple[str, ...], problems: list[str]) -> D | None:
    """``values`` read into the dataclass ``section``, each field converted by its annotation; what is
    wrong is appended to ``problems`` as ``field.path: message`` (and None returned)."""
    if not isinstance(values, Mapping):
        problems.append(f"{_loc(where)}: should be a mapping of settings")
        return None
    hints = typing.get_type_hints(section)
    fields = [f.name for f in dataclasses.fields(section)]  # type: ignore[arg-type]
    problems.extend(f"{_loc((*where, str(k)))}: unknown setting" for k in values if k not in fields)
    kwargs: dict[str, Any] = {}
    before = len(problems)
    for name in fields:
        if name not in values:
            problems.append(f"{_loc((*where, name))}: missing")
            continue
        kwargs[name] = _convert(hints[name], values[name], (*where, name), problems)
    if len(problems) > before:
        return None
    try:
        return section(**kwargs)
    except ValueError as e:
        problems.append(f"{_loc(where)}: {e}")
        return None


def _convert(kind: Any, value: Any, where: tuple[str, ...], problems: list[str]) -> Any:
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        if value is None and type(None) in options:
            return None
        kinds = [k for k in options if k is not type(None)]
        if len(kinds) == 1:
            return _convert(kinds[0], value, where, problems)
    elif origin is Literal:
        for option in typing.get_args(kind):
            if value == option or (isinstance(value, str) and str(option) == value):
                return option
        problems.append(f"{_loc(where)}: should be one of {', '.join(map(repr, typing.get_args(kind)))}")
        return None
    elif dataclasses.is_dataclass(kind):
        return build_section(kind, value, where, problems)  # type: ignore[arg-type]
    converted = _scalar(kind, value)
    if converted is None:
        problems.append(f"{_loc(where)}: should be {getattr(kind, '__name__', kind)}, not {value!r}")
    return converted


def _scalar(kind: Any, value: Any) -> Any:
    """``value`` as ``kind`` (bool, int, float, str, Path), or None when it is not one."""
    text = value.strip().lower() if isinstance(value, str) else None
    if kind is bool:
        if isinstance(value, bool):
            return value
        if text in _TRUE or value == 1:
            return True
        if text in _FALSE or value == 0:
            return False
        return None
    if isinstance(value, bool):
        return None
    try:
        if kind is int:
            number = float(value) if isinstance(value, (str, float)) else value
            return int(number) if isinstance(number, (int, float)) and number == int(number) else None
        if kind is float:
            return float(value) if isinstance(value, (int, float, str)) else None
    except (ValueError, OverflowError):
        return None
    if kind is str:
        return value if isinstance(value, str) else None
    if kind is Path:
        return Path(value) if isinstance(value, (str, Path)) else None
    return None


def _loc(where: tuple[str, ...]) -> str:
    return ".".join(where) or "settings"


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


if __name__ == "__main__":
    written = compile_configs(config_dir())
    print(f"{len(written)} config files compiled to JSON in {config_dir() / '__pycache__'}")
