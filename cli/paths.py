"""What the commands take from the command line: the files they read and the files they write, checked
before any work, each refusal said in one line."""

from __future__ import annotations

import os
from pathlib import Path

from shared.artifacts import check_replaceable
from shared.errors import InvalidInputError
from shared.textio import regular_file_problem


def input_file(path: Path, what: str = "input") -> Path:
    """``path`` when it is a regular file (links followed); else why not: missing, a folder, a FIFO."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError as e:
        raise InvalidInputError(f"{what}: no such file: {path}") from e
    except OSError as e:
        raise InvalidInputError(f"{what}: {path}: {e.strerror or e}") from e
    problem = regular_file_problem(mode)
    if problem is not None:
        raise InvalidInputError(f"{what}: {path}: {problem}")
    return path


def input_folder(path: Path, what: str = "input") -> Path:
    if not path.exists():
        raise InvalidInputError(f"{what}: no such folder: {path}")
    if not path.is_dir():
        raise InvalidInputError(f"{what}: {path} is not a folder")
    return path


def output_file(path: Path, *inputs: Path) -> Path:
    """``path`` when the command may write its file there: not one of its ``inputs`` (which it would
    overwrite), not a folder and not a device or a pipe."""
    for source in inputs:
        if path.exists() and source.exists() and os.path.samefile(path, source):
            raise InvalidInputError(f"output {path} is the input {source}: give another output file")
    check_replaceable(path)
    return path


def output_folder(path: Path) -> Path:
    if path.exists() and not path.is_dir():
        raise InvalidInputError(f"output {path} is not a folder: give a folder to write into")
    return path
