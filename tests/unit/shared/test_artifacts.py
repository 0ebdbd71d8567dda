"""Artifact store: paths stay under the root; writes are atomic."""

import os
from pathlib import Path

import pytest

from shared.artifacts import (
    ArtifactStore,
    append_jsonl,
    atomic_path,
    atomic_write_text,
    read_json,
    write_json,
    write_new_file,
)
from shared.errors import InvalidInputError


def test_paths_resolve_under_root(tmp_path: Path) -> None:
    store = ArtifactStore(tmp_path)
    assert store.path("runs", "r1", "task_1") == tmp_path.resolve() / "runs" / "r1" / "task_1"
    assert store.task_dir("runs/r1", "7") == tmp_path.resolve() / "runs" / "r1" / "task_7"


@pytest.mark.parametrize("bad", ["../x", "a/../../x", "/etc/passwd"])
def test_escapes_are_refused(tmp_path: Path, bad: str) -> None:
    with pytest.raises(InvalidInputError):
        ArtifactStore(tmp_path / "root").path(bad)


def test_symlink_out_of_root_is_refused(tmp_path: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    (root / "link").symlink_to(tmp_path)
    with pytest.raises(InvalidInputError, match="outside the artifact root"):
        ArtifactStore(root).path("link", "secret.txt")
    with pytest.raises(InvalidInputError):
        ArtifactStore(root).contain(tmp_path / "elsewhere")


def test_atomic_write_replaces_whole_file_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "d" / "out.json"
    write_json(target, {"a": 1, "text": "中文"})
    write_json(target, {"a": 2})
    assert read_json(target) == {"a": 2}
    assert sorted(os.listdir(target.parent)) == ["out.json"]


def test_failed_write_keeps_previous_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "out.txt"
    atomic_write_text(target, "old")

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space"):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["out.txt"]


def test_a_path_written_by_another_writer_lands_only_when_the_block_ends_cleanly(tmp_path: Path) -> None:
    target = tmp_path / "prediction.csv"
    atomic_write_text(target, "old")
    with pytest.raises(ValueError), atomic_path(target) as temp:
        temp.write_text("bad")
        raise ValueError("the check refused it")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["prediction.csv"]
    with atomic_path(target) as temp:
        assert temp.parent == tmp_path and not temp.exists()
        temp.write_text("new")
    assert target.read_text() == "new"
    assert os.listdir(tmp_path) == ["prediction.csv"]


def test_append_jsonl_appends_lines(tmp_path: Path) -> None:
    path = tmp_path / "events.jsonl"
    append_jsonl(path, {"n": 1})
    append_jsonl(path, {"n": 2})
    assert path.read_text().splitlines() == ['{"n": 1}', '{"n": 2}']


def test_write_new_file_never_replaces_anything(tmp_path):
    target = tmp_path / "a.pdf"
    assert write_new_file(target, b"first") is True
    assert write_new_file(target, b"second") is False
    assert target.read_bytes() == b"first"
    link = tmp_path / "dangling.pdf"
    link.symlink_to(tmp_path / "nowhere")
    assert write_new_file(link, b"x") is False
    assert not (tmp_path / "nowhere").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pdf", "dangling.pdf"]  # no temp files left
