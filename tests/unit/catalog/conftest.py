"""Fixtures for the catalog tests: settings from configs/, task folders built in tmp_path."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from services.catalog.catalog import TaskCatalog
from services.catalog.settings import CatalogSettings
from shared.config import load_settings
from tests.context_stage import run_context_stage

DATA = Path(__file__).resolve().parents[2] / "data" / "catalog"
KDD_TASKS = sorted(p.name for p in DATA.glob("task_*"))


@pytest.fixture(scope="session")
def settings() -> CatalogSettings:
    return load_settings(CatalogSettings)


@pytest.fixture
def make_task(tmp_path: Path) -> Callable[[dict[str, bytes | str]], Path]:
    """Write ``{relative path under context/: content}`` into a fresh task folder."""

    def make(files: dict[str, bytes | str], question: str = "q?") -> Path:
        task = tmp_path / "task_x"
        (task / "context").mkdir(parents=True, exist_ok=True)
        (task / "task.json").write_text(json.dumps({"task_id": "task_x", "question": question}))
        for rel, content in files.items():
            p = task / "context" / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_bytes(content.encode() if isinstance(content, str) else content)
        return task

    return make


@pytest.fixture
def open_catalog(tmp_path: Path, settings: CatalogSettings) -> Iterator[Callable[[Path], TaskCatalog]]:
    """A TaskCatalog for a task folder, after the context stage wrote its manifest."""
    opened: list[TaskCatalog] = []

    def open_(task_dir: Path, settings_: CatalogSettings | None = None) -> TaskCatalog:
        out = tmp_path / "out" / task_dir.name
        run_context_stage(task_dir, out)
        cat = TaskCatalog(out, task_dir=task_dir, settings=settings_ or settings)
        opened.append(cat)
        return cat

    yield open_
    for c in opened:
        c.close()


@pytest.fixture(scope="module")
def kdd_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture tasks copied read-only-style into tmp, so tests can prove the input is untouched."""
    dest = tmp_path_factory.mktemp("kdd")
    for t in KDD_TASKS:
        shutil.copytree(DATA / t, dest / t)
    return dest
