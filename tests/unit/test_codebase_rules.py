"""Rules the code keeps: task-folder names spelled in one module, task.json read by one, small modules."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from shared.config import REPO_ROOT

LAYOUT = REPO_ROOT / "shared" / "layout.py"
CODE_DIRS = ("cli", "services", "shared")
# The names of a task's output folder and of the task file: only shared/layout.py spells them.
TASK_FOLDER_NAMES = (
    "task.json",
    "context_preprocessing_manifest.json",
    "generated_context",
    "context_db",
    "solver_hints.md",
    "semantic_catalog.json",
    "global_data_profile.json",
    "prediction.csv",
    "trace.json",
    "run_manifest.json",
    "events.jsonl",
    "gold.csv",
    "video_preprocessing_manifest.json",
)
MAX_MODULE_LINES = 500


def code_files(*dirs: str) -> list[Path]:
    return sorted(p for d in dirs for p in (REPO_ROOT / d).rglob("*.py") if "__pycache__" not in p.parts)


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the string nodes that are docstrings (documentation, not code)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def quoted_names(path: Path) -> list[tuple[int, str]]:
    """Task-folder names inside the string literals of code (docstrings and comments are not code)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    return sorted(
        (node.lineno, name)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
        for name in TASK_FOLDER_NAMES
        if name in node.value
    )


def test_task_folder_names_are_spelled_only_in_the_layout_module() -> None:
    offenders = [
        f"{path.relative_to(REPO_ROOT)}:{number}: {name}"
        for path in code_files(*CODE_DIRS)
        if path != LAYOUT
        for number, name in quoted_names(path)
    ]
    assert offenders == []


def test_the_rule_sees_a_spelled_name(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""Writes trace.json."""\n'
        'out = task_dir / "prediction.csv"  # prediction.csv\n'
        "# trace.json only in a comment\n"
        'def f(x):\n    """Reads gold.csv."""\n    return f"{x}/context_db/a.db"\n'
    )
    assert quoted_names(sample) == [(2, "prediction.csv"), (6, "context_db")]


@pytest.mark.parametrize("name", ["task.json", "prediction.csv", "context_preprocessing_manifest.json"])
def test_the_layout_module_defines_the_names(name: str) -> None:
    assert name in LAYOUT.read_text(encoding="utf-8")


def test_only_the_coordinator_reads_the_task_file() -> None:
    readers = [
        str(path.relative_to(REPO_ROOT))
        for path in code_files("services")
        if re.search(r"\.read_spec\(|\.task_file\b", path.read_text(encoding="utf-8"))
    ]
    assert readers == ["services/coordinator/runner.py"]


def test_modules_stay_small() -> None:
    big = {
        str(path.relative_to(REPO_ROOT)): n
        for path in code_files(*CODE_DIRS, "tests", "benchmarks", "scripts")
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert big == {}
