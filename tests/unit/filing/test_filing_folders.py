"""FOLDERS.yaml: the folders it names, the clear errors of a bad one, and destinations that stay inside."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cli.filing.folders import destination, load_folders, unsafe_name
from shared.errors import InvalidInputError


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "folders.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_folders_resolve_under_the_root_relative_to_the_file(tmp_path):
    path = write(
        tmp_path,
        "root: lib\nfolders:\n  - {name: Invoices, description: bills, path: finance/invoices}\n"
        "  - {name: CVs, path: hr}\n",
    )
    folders = load_folders(path)
    assert folders.root == (tmp_path / "lib").resolve()
    assert [f.directory for f in folders.folders] == [folders.root / "finance/invoices", folders.root / "hr"]
    assert folders.folders[1].description == ""
    no_root = load_folders(write(tmp_path, "folders:\n  - {name: A, path: a}\n"))
    assert no_root.root == tmp_path.resolve()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("folders: [", "not valid YAML"),
        ("- a\n- b\n", "expected a mapping with 'folders'"),
        ("root: x\n", "folders: Field required"),
        ("folders: []\n", "folders: List should have at least 1 item"),
        ("folders:\n  - {name: A}\n", "folders.0.path: Field required"),
        (
            "folders:\n  - {name: A, path: a, colour: red}\n",
            "folders.0.colour: Extra inputs are not permitted",
        ),
        ("folders:\n  - {name: '  ', path: a}\n", "folders.0.name: String should have at least 1 character"),
        ("folders:\n  - {name: A, path: ../outside}\n", "folders.0.path: must not contain '..'"),
        ("folders:\n  - {name: A, path: a/../../x}\n", "must not contain '..'"),
        ("folders:\n  - {name: A, path: /etc}\n", "folders.0.path: must be relative to the root"),
        ("folders:\n  - {name: A, path: 'a\\\\b'}\n", "backslashes"),
        ("folders:\n  - {name: No_Match, path: a}\n", "'no_match' is reserved"),
        ("folders:\n  - {name: A, path: a}\n  - {name: a, path: b}\n", "folder name 'a' is given twice"),
        ("folders:\n  - {name: A, path: a}\n  - {name: B, path: ./a}\n", "have the same path"),
    ],
)
def test_a_bad_folders_file_is_a_clear_error(tmp_path, text, message):
    with pytest.raises(InvalidInputError) as e:
        load_folders(write(tmp_path, text))
    assert message in str(e.value)
    assert str(tmp_path / "folders.yaml") in str(e.value)


def test_a_folder_that_leads_outside_the_root_by_a_link_is_refused(tmp_path):
    (tmp_path / "lib").mkdir()
    (tmp_path / "elsewhere").mkdir()
    os.symlink(tmp_path / "elsewhere", tmp_path / "lib" / "escape")
    with pytest.raises(InvalidInputError, match="leads outside the root"):
        load_folders(write(tmp_path, "root: lib\nfolders:\n  - {name: A, path: escape}\n"))
    (tmp_path / "lib" / "file").write_text("x")
    with pytest.raises(InvalidInputError, match="is not a folder"):
        load_folders(write(tmp_path, "root: lib\nfolders:\n  - {name: A, path: file}\n"))


def test_a_missing_folders_file_is_a_clear_error(tmp_path):
    with pytest.raises(InvalidInputError, match="cannot read the folders file"):
        load_folders(tmp_path / "nope.yaml")


@pytest.mark.parametrize(
    "name", ["../evil.pdf", "../../etc/passwd", "a/b.pdf", "..\\..\\x.pdf", "..", ".hidden", "a\x01.pdf", ""]
)
def test_hostile_file_names_are_refused_as_destinations(tmp_path, name):
    folders = load_folders(write(tmp_path, "folders:\n  - {name: A, path: a}\n"))
    assert unsafe_name(name) is not None
    with pytest.raises(InvalidInputError, match="not used as a destination"):
        destination(folders.folders[0], folders.root, name, set(), 5)


def test_a_taken_name_gets_the_next_free_number(tmp_path):
    folders = load_folders(write(tmp_path, "folders:\n  - {name: A, path: a}\n"))
    a = folders.folders[0]
    a.directory.mkdir()
    assert destination(a, folders.root, "x.pdf", set(), 5) == a.directory / "x.pdf"
    (a.directory / "x.pdf").write_text("other")
    os.symlink("/nonexistent", a.directory / "x (2).pdf")  # a dangling link is taken too
    taken = {a.directory / "x (3).pdf"}
    assert destination(a, folders.root, "x.pdf", taken, 5) == a.directory / "x (4).pdf"
    assert destination(a, folders.root, "README", set(), 5) == a.directory / "README"
    with pytest.raises(InvalidInputError, match="no free name"):
        destination(a, folders.root, "x.pdf", taken, 3)
