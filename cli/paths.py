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
    overwrite) nor inside one that is a folder, not a folder and not a device or a pipe."""
    _not_an_input(path, inputs)
    check_replaceable(path)
    return path


def output_folder(path: Path, *inputs: Path) -> Path:
    """``path`` when the command may write files into it: a folder (or none yet) that is not inside
    one of its ``inputs`` folders, where its files would be taken for input."""
    if path.exists() and not path.is_dir():
        raise InvalidInputError(f"output {path} is not a folder: give a folder to write into")
    _not_an_input(path, inputs)
    return path


def _not_an_input(path: Path, inputs: tuple[Path, ...]) -> None:
    """InvalidInputError when ``path`` (links resolved) is one of ``inputs`` or lies inside one."""
    try:
        target = path.resolve()
    except (OSError, RuntimeError) as e:  # a loop of links
        raise InvalidInputError(f"output {path}: cannot be resolved ({e})") from e
    for source in inputs:
        if source.is_dir():
            folder = source.resolve()
            if target == folder or folder in target.parents:
                raise InvalidInputError(
                    f"output {path} is inside the input folder {source}, which is only read: "
                    "give an output outside it"
                )
        elif path.exists() and source.exists() and os.path.samefile(path, source):
            raise InvalidInputError(f"output {path} is the input {source}: give another output file")


def utf8_name(path: str | os.PathLike[str]) -> str:
    """``path`` as text that can be written as UTF-8: bytes of the name that are not UTF-8 (which Python
    holds as lone surrogates) shown as ``\\xNN``; any other name unchanged."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def shown(text: str | os.PathLike[str]) -> str:
    """``text`` (a file name, or a line that holds one) as it may reach a terminal: bytes that are not
    UTF-8 as ``\\xNN``, control characters (a newline, ESC) escaped, never sent raw."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in utf8_name(text))
