"""TaskRef checks: a task folder is read only when it resolves under an input root or the artifact root."""

from pathlib import Path

import pytest

from dataagent.common.v1 import common_pb2
from shared.artifacts import ArtifactStore
from shared.errors import InvalidInputError, PermissionDeniedError
from shared.stage import input_path, task_paths


@pytest.fixture
def layout(tmp_path: Path) -> tuple[Path, ArtifactStore, Path]:
    """(input root with task_1/, artifact store, a folder outside both with a secret)."""
    root = tmp_path / "in"
    (root / "task_1" / "context").mkdir(parents=True)
    outside = tmp_path / "elsewhere"
    (outside / "context").mkdir(parents=True)
    (outside / "context" / "secret.txt").write_text("s3cret")
    return root, ArtifactStore(tmp_path / "artifacts").ensure(), outside


def ref(task_dir: Path | str, store: ArtifactStore) -> common_pb2.TaskRef:
    return common_pb2.TaskRef(
        task_id="t", task_dir=str(task_dir), task_output_dir=str(store.root / "run" / "t")
    )


def test_a_task_under_an_input_root_is_served(layout) -> None:
    root, store, _ = layout
    paths = task_paths(ref(root / "task_1", store), store, [root])
    assert paths.task_dir == (root / "task_1").resolve()
    assert paths.output_dir.is_dir()


@pytest.mark.parametrize(
    "where",
    [
        lambda root, outside: Path("/etc"),
        lambda root, outside: outside,
        lambda root, outside: root / ".." / "elsewhere",
        lambda root, outside: Path(str(root) + "-evil"),  # a sibling sharing the root's name as a prefix
    ],
    ids=["etc", "outside", "dotdot", "prefix"],
)
def test_a_task_outside_the_roots_is_refused(layout, where) -> None:
    root, store, outside = layout
    Path(str(root) + "-evil").mkdir(exist_ok=True)
    with pytest.raises(PermissionDeniedError, match="outside the input roots"):
        task_paths(ref(where(root, outside), store), store, [root])


def test_a_symlink_from_inside_a_root_to_outside_is_refused(layout) -> None:
    root, store, outside = layout
    (root / "task_2").symlink_to(outside, target_is_directory=True)
    with pytest.raises(PermissionDeniedError):
        task_paths(ref(root / "task_2", store), store, [root])


def test_a_symlinked_root_is_followed_both_ways(layout, tmp_path: Path) -> None:
    root, store, _ = layout
    (tmp_path / "alias").symlink_to(root, target_is_directory=True)
    assert task_paths(ref(root / "task_1", store), store, [tmp_path / "alias"]).task_dir.is_dir()
    assert task_paths(ref(tmp_path / "alias" / "task_1", store), store, [root]).task_dir.is_dir()


def test_without_roots_only_the_artifact_root_is_read(layout) -> None:
    root, store, _ = layout
    staged = store.root / "cli" / "doc-1" / "task"
    staged.mkdir(parents=True)
    assert task_paths(ref(staged, store), store, []).task_dir == staged
    with pytest.raises(PermissionDeniedError):
        task_paths(ref(root / "task_1", store), store, [])


def test_a_missing_folder_outside_the_roots_reveals_nothing(layout) -> None:
    root, store, outside = layout
    with pytest.raises(PermissionDeniedError):
        task_paths(ref(outside / "nope", store), store, [root])
    with pytest.raises(InvalidInputError, match="does not exist"):
        task_paths(ref(root / "nope", store), store, [root])


def test_relative_and_empty_paths_are_invalid(layout) -> None:
    root, store, _ = layout
    with pytest.raises(InvalidInputError, match="absolute"):
        task_paths(ref("task_1", store), store, [root])
    with pytest.raises(InvalidInputError, match="input_dir must be an absolute path"):
        input_path("", [root], store, "input_dir")


def test_a_task_without_input_needs_no_root(layout) -> None:
    _, store, _ = layout
    ref_ = common_pb2.TaskRef(task_id="t", task_output_dir=str(store.root / "run" / "t"))
    assert task_paths(ref_, store, [], need_input=False).task_dir == store.root / "run" / "t"
