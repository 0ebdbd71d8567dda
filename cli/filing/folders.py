"""The target folders of filing: the FOLDERS.yaml schema, its checks, and safe names inside each folder.

A FOLDERS.yaml names a ``root`` (absolute, or relative to the YAML's own folder; default that folder)
and the ``folders``, each with a ``name``, a ``description`` and a ``path`` relative to the root::

    root: ../library
    folders:
      - name: Invoices
        description: supplier invoices and receipts
        path: finance/invoices

A path is never absolute and has no ``..``; resolved (symlinks followed) it must stay under the root,
so nothing filing writes lands outside it. ``destination`` turns an inbox file name into a free name in
a folder, refusing a name that could leave it.
"""

from __future__ import annotations

import os
import unicodedata
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from shared.config import validation_problems
from shared.configfile import load_yaml
from shared.errors import InvalidInputError
from shared.textio import read_user_text

NO_MATCH = "no_match"
# A FOLDERS.yaml larger than this is refused: it is a short list of folders.
_MAX_YAML_BYTES = 1 << 20


class FolderSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=120)
    description: str = Field(default="", max_length=2000)
    path: str = Field(min_length=1, max_length=1000)

    @field_validator("name", "description", "path", mode="before")
    @classmethod
    def _stripped(cls, value: object) -> object:
        return value.strip() if isinstance(value, str) else value

    @field_validator("name")
    @classmethod
    def _not_reserved(cls, value: str) -> str:
        if value.casefold() == NO_MATCH:
            raise ValueError(f"{NO_MATCH!r} is reserved (the model's answer for no folder)")
        if any(unicodedata.category(ch).startswith("C") for ch in value):
            raise ValueError("control characters are not allowed")
        return value

    @field_validator("path")
    @classmethod
    def _relative_inside(cls, value: str) -> str:
        if "\\" in value or "\x00" in value:
            raise ValueError("use '/' between folder names; backslashes and NUL are not allowed")
        parts = PurePosixPath(value).parts
        if value.startswith("/") or (parts and parts[0].endswith(":")):
            raise ValueError("must be relative to the root, not absolute")
        if ".." in parts:
            raise ValueError("must not contain '..' (it would leave the root)")
        return value


class FoldersSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    root: str | None = None
    folders: list[FolderSpec] = Field(min_length=1)


@dataclass(frozen=True)
class Folder:
    name: str
    description: str
    path: str
    # The folder on disk, symlinks resolved; it may not exist yet (created when a copy goes there).
    directory: Path


@dataclass(frozen=True)
class Folders:
    source: Path
    root: Path
    folders: tuple[Folder, ...]

    def by_name(self, name: str) -> Folder:
        return next(f for f in self.folders if f.name == name)


def _inside(path: Path, root: Path) -> bool:
    return path == root or path.is_relative_to(root)


def load_folders(path: Path) -> Folders:
    """The folders of a FOLDERS.yaml; InvalidInputError naming every problem of a bad file."""
    path = Path(path)
    try:
        text = read_user_text(path, _MAX_YAML_BYTES)
    except (OSError, InvalidInputError) as e:
        raise InvalidInputError(
            f"{path}: cannot read the folders file: {getattr(e, 'strerror', None) or e}"
        ) from e
    if text.cut:
        raise InvalidInputError(f"{path}: folders file larger than {_MAX_YAML_BYTES:,} bytes")
    try:
        data = load_yaml(text.text)
    except yaml.YAMLError as e:
        raise InvalidInputError(f"{path}: not valid YAML: {e}") from e
    if not isinstance(data, dict):
        raise InvalidInputError(
            f"{path}: expected a mapping with 'folders' (a list of name, description, path)"
        )
    try:
        spec = FoldersSpec.model_validate(data)
    except ValidationError as e:
        raise InvalidInputError(f"{path}: {validation_problems(e)}") from e
    seen: dict[str, str] = {}
    paths: dict[str, str] = {}
    for f in spec.folders:
        if f.name.casefold() in seen:
            raise InvalidInputError(f"{path}: folder name {f.name!r} is given twice")
        seen[f.name.casefold()] = f.name
        key = os.path.normpath(f.path)
        if key in paths:
            raise InvalidInputError(f"{path}: folders {paths[key]!r} and {f.name!r} have the same path")
        paths[key] = f.name
    root = (path.parent / (spec.root or ".")).resolve()
    folders = []
    for f in spec.folders:
        directory = (root / f.path).resolve()
        if not _inside(directory, root):
            raise InvalidInputError(f"{path}: folder {f.name!r}: {f.path!r} leads outside the root {root}")
        if directory.exists() and not directory.is_dir():
            raise InvalidInputError(f"{path}: folder {f.name!r}: {directory} exists and is not a folder")
        folders.append(Folder(f.name, f.description, f.path, directory))
    return Folders(path, root, tuple(folders))


def unsafe_name(name: str) -> str | None:
    """Why an inbox file name cannot be used as a name in a folder, or None when it can."""
    if name in ("", ".", "..") or name.startswith("."):
        return "empty, hidden or a relative folder name"
    if "/" in name or "\\" in name:
        return "holds a path separator"
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        return "holds control characters"
    if len(name.encode("utf-8")) > 240:
        return "too long"
    return None


def _numbered(name: str, k: int) -> str:
    p = PurePosixPath(name)
    return f"{p.stem} ({k}){p.suffix}" if p.suffix else f"{name} ({k})"


def destination(folder: Folder, root: Path, name: str, taken: set[Path], tries: int) -> Path:
    """A free path for ``name`` in ``folder``: the name itself, else "stem (2).ext", "stem (3).ext" ...

    Free means nothing at the path (no file, folder or link) and not in ``taken`` (names given to other
    documents of this run). InvalidInputError for a name that could leave the folder, a folder that
    leads outside the root, or no free name within ``tries``.
    """
    problem = unsafe_name(name)
    if problem:
        raise InvalidInputError(f"file name {name!r} {problem}: not used as a destination")
    directory = folder.directory.resolve()
    if not _inside(directory, root):
        raise InvalidInputError(f"folder {folder.name!r} leads outside the root {root}")
    for k in range(1, tries + 1):
        candidate = directory / (name if k == 1 else _numbered(name, k))
        if candidate.parent != directory:
            raise InvalidInputError(f"file name {name!r} leaves the folder")
        if candidate not in taken and not os.path.lexists(candidate):
            return candidate
    raise InvalidInputError(f"no free name for {name!r} in {directory} after {tries} tries")
