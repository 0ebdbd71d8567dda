"""The artifact store: one root folder, task-scoped paths that cannot escape it, atomic writes."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, BinaryIO

from shared.errors import InvalidInputError


def check_replaceable(path: Path) -> None:
    """InvalidInputError when ``path`` is a folder or a special file (a device, a FIFO): a write never
    puts a file in its place."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as e:
        raise InvalidInputError(f"{path}: cannot be written ({e.strerror or e})") from e
    if stat.S_ISDIR(mode):
        raise InvalidInputError(f"{path} is a folder: give a file to write")
    if not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
        raise InvalidInputError(f"{path} is not a regular file (a device or a pipe): it is not replaced")


@contextmanager
def atomic_path(path: Path) -> Iterator[Path]:
    """A fresh temp path beside ``path`` (not created) for a writer that takes a path, e.g. another
    service; it is renamed over ``path`` when the block ends without error, and on any error removed,
    leaving ``path`` as it was."""
    path = Path(path)
    check_replaceable(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(6).hex()}.tmp")
    try:
        yield tmp
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


@contextmanager
def atomic_writer(path: Path) -> Iterator[BinaryIO]:
    """A binary file that becomes ``path`` only when the block ends without error (fsync, then rename);
    on any error the temp file is removed and ``path`` is left as it was. Its mode is the one any other
    file gets (0o666 less the umask)."""
    with atomic_path(path) as tmp:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        with os.fdopen(fd, "wb") as f:
            yield f
            f.flush()
            os.fsync(f.fileno())


def atomic_write_bytes(path: Path, data: bytes) -> Path:
    """Write to a temp file in the same folder, fsync, then rename over ``path``."""
    with atomic_writer(path) as f:
        f.write(data)
    return Path(path)


def write_new_file(path: Path, data: bytes) -> bool:
    """Write ``data`` as the new file ``path``, never over anything: False, and nothing written, when
    ``path`` already exists (a file, a folder or a link, dangling or not). The bytes are written to a
    temp file beside it, fsynced, then hard-linked into place, so ``path`` never holds part of them."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(6).hex()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            os.link(tmp, path, follow_symlinks=False)
        except FileExistsError:
            return False
        return True
    finally:
        tmp.unlink(missing_ok=True)


def atomic_write_text(path: Path, text: str, encoding: str = "utf-8") -> Path:
    return atomic_write_bytes(path, text.encode(encoding))


def write_json(path: Path, obj: Any) -> Path:
    """``obj`` as UTF-8 JSON. A file name's bytes that are not UTF-8 (lone surrogates in Python) are
    written as their JSON escapes (``\\udcXX``), which read back as the same name."""
    text = json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=False) + "\n"
    return atomic_write_bytes(path, text.encode("utf-8", "backslashreplace"))


def read_json(path: Path) -> Any:
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def append_jsonl(path: Path, record: Any) -> None:
    """Append one JSON line; a single write() of a short line is atomic for O_APPEND files."""
    path.parent.mkdir(parents=True, exist_ok=True)
    line = json.dumps(record, ensure_ascii=False, sort_keys=False) + "\n"
    with open(path, "a", encoding="utf-8") as f:
        f.write(line)


class ArtifactStore:
    """Paths under one root; anything that would resolve outside it is refused."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root).resolve()

    def ensure(self) -> ArtifactStore:
        self.root.mkdir(parents=True, exist_ok=True)
        return self

    def path(self, *parts: str | os.PathLike[str]) -> Path:
        """Resolve relative ``parts`` under the root; refuse absolute parts, ``..`` and symlinks out."""
        for part in parts:
            p = Path(part)
            if p.is_absolute():
                raise InvalidInputError(f"artifact path must be relative, got {str(p)!r}")
            if ".." in p.parts:
                raise InvalidInputError(f"artifact path must not contain '..': {str(p)!r}")
        candidate = self.root.joinpath(*parts)
        return self.contain(candidate)

    def contain(self, path: Path) -> Path:
        """Return ``path`` resolved (symlinks followed) if it stays inside the root, else raise."""
        resolved = Path(path).resolve()
        if resolved != self.root and self.root not in resolved.parents:
            raise InvalidInputError(f"path {str(path)!r} is outside the artifact root")
        return resolved

    def task_dir(self, run_dir: str | os.PathLike[str], task_id: str) -> Path:
        """The output folder of one task inside a run folder (``<run>/task_<id>``)."""
        name = task_id if str(task_id).startswith("task_") else f"task_{task_id}"
        return self.path(run_dir, name)
