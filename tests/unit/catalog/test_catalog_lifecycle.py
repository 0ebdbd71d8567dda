"""The catalog's inputs (manifest, extracted tables, the caller's question) and its life in the registry."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import duckdb
import pytest

from services.catalog.catalog import TaskCatalog
from services.catalog.registry import CatalogRegistry
from services.catalog.settings import CatalogSettings
from shared.config import load_settings
from shared.errors import InvalidInputError, NotFoundError
from shared.layout import TaskOutput
from tests.context_stage import run_context_stage

ORDERS = "order_id,customer_id,amount\r\n1,7,2.5\r\n2,8,4.0\r\n"


def _task(root: Path, name: str, files: dict[str, str]) -> tuple[Path, Path]:
    """A task folder whose context stage has run: (task folder, output folder)."""
    task, out = root / name, root / "out" / name
    for rel, text in files.items():
        (task / "context" / rel).parent.mkdir(parents=True, exist_ok=True)
        (task / "context" / rel).write_text(text)
    run_context_stage(task, out)
    return task, out


def _gate(cat: TaskCatalog) -> tuple[threading.Event, threading.Event]:
    """A SQL function ``wait_gate(x)`` on the catalog's open connection that blocks until released."""
    entered, release = threading.Event(), threading.Event()

    def wait_gate(x: int) -> int:
        entered.set()
        release.wait(30)
        return x

    assert cat._surface is not None
    cat._surface.connection.create_function("wait_gate", wait_gate, ["BIGINT"], "BIGINT")
    return entered, release


def _closed(conn: duckdb.DuckDBPyConnection) -> bool:
    try:
        conn.execute("SELECT 1")
    except duckdb.ConnectionException:
        return True
    return False


@pytest.fixture
def registry() -> CatalogRegistry:
    reg = CatalogRegistry(load_settings(CatalogSettings, max_open_tasks=1))
    yield reg
    reg.close()


# --- inputs ----------------------------------------------------------------------------------


def test_without_a_context_manifest_the_catalog_refuses_to_build(tmp_path: Path) -> None:
    task = tmp_path / "task_x"
    (task / "context" / "csv").mkdir(parents=True)
    (task / "context" / "csv" / "orders.csv").write_text(ORDERS)
    cat = TaskCatalog(tmp_path / "out", task)
    with pytest.raises(NotFoundError, match="context stage must run before the catalog"):
        cat.build()
    cat.output.output_dir.mkdir(parents=True)
    cat.output.context_manifest.write_text("{not json")
    with pytest.raises(InvalidInputError, match="run the context stage again"):
        cat.ensure_current()


def test_only_the_manifest_and_extracted_tables_are_scanned(tmp_path: Path) -> None:
    task, out = _task(tmp_path, "task_x", {"csv/orders.csv": ORDERS, "data.tsv": "k\tv\n1\tx\n"})
    # Added after the context stage ran: not in the manifest, so not the catalog's business.
    (task / "context" / "csv" / "late.csv").write_text("a\n1\n")
    cat = TaskCatalog(out, task)
    try:
        built = cat.build()
        assert {s.name for s in built.schemas} == {"orders", "data"}  # .tsv is a table, as the context says
        assert next(a for a in built.assets if a.visible_path == "data.tsv").kind == "csv"
        assert built.task_id == "task_x"
    finally:
        cat.close()


def test_the_question_comes_from_the_caller_and_is_kept(tmp_path: Path) -> None:
    task, out = _task(tmp_path, "task_x", {"csv/orders.csv": ORDERS, "csv/staff.csv": "staff_id\n1\n"})
    (task / "task.json").write_text(json.dumps({"task_id": "task_x", "question": "Which staff?"}))
    cat = TaskCatalog(out, task)
    try:
        assert cat.build().question is None  # task.json is the coordinator's to read, not the catalog's
        asked = cat.ensure_current(question="What is the total amount of the orders?")
        assert asked.question.startswith("What is the total")
        assert [r.table for r in asked.query_relevance] == ["orders"]
        # A rebuild for a new input keeps the question, and so does a fresh catalog on the same folder.
        (task / "context" / "csv" / "orders.csv").write_text(ORDERS + "3,9,1.0\r\n")
        run_context_stage(task, out)
        assert cat.ensure_current().question == asked.question
    finally:
        cat.close()
    again = TaskCatalog(out, task)
    try:
        run_context_stage(task, out)  # the context stage ran again: a rebuild
        rebuilt = again.ensure_current()
        assert rebuilt.fingerprint != asked.fingerprint and rebuilt.question == asked.question
        saved = json.loads(TaskOutput(out).semantic_catalog.read_text())
        assert saved["question"] == asked.question and saved["query_relevance"]
    finally:
        again.close()


# --- use, eviction and rebuild ------------------------------------------------------------


def test_a_catalog_evicted_before_its_query_runs_still_answers(tmp_path: Path, registry) -> None:
    task1, out1 = _task(tmp_path, "task_1", {"csv/orders.csv": ORDERS})
    task2, out2 = _task(tmp_path, "task_2", {"csv/staff.csv": "staff_id\n1\n"})
    first = registry.get(out1, task1)  # a request looks up its catalog ...
    first.build()
    registry.get(out2, task2)  # ... another request's task evicts it before it runs
    assert first.probe("SELECT count(*) FROM orders").rows == [[2]]
    assert first.profile("orders").row_count == 2
    assert first._surface is None  # the evicted catalog keeps no connection open


def test_eviction_and_rebuild_wait_for_the_running_query(tmp_path: Path, registry) -> None:
    task1, out1 = _task(tmp_path, "task_1", {"csv/orders.csv": ORDERS})
    task2, out2 = _task(tmp_path, "task_2", {"csv/staff.csv": "staff_id\n1\n"})
    first = registry.get(out1, task1)
    first.build()
    entered, release = _gate(first)
    in_use = first._surface
    with ThreadPoolExecutor(1) as pool:
        running = pool.submit(first.probe, "SELECT wait_gate(40) + count(*) FROM orders", dialect="duckdb")
        try:
            assert entered.wait(10)
            first.build()  # a rebuild retires the connection the query runs on
            registry.get(out2, task2)  # and the registry evicts the catalog
        finally:
            release.set()
        assert running.result(timeout=30).rows == [[42]]
    assert _closed(in_use.connection)  # closed once the query returned
    assert first.probe("SELECT count(*) FROM orders").rows == [[2]]


def test_queries_survive_concurrent_eviction_and_rebuilds(tmp_path: Path, registry) -> None:
    tasks = [_task(tmp_path, f"task_{i}", {"csv/orders.csv": ORDERS}) for i in range(3)]
    for task, out in tasks:
        registry.get(out, task).build()

    def query(i: int) -> int:
        task, out = tasks[i % len(tasks)]
        cat = registry.get(out, task)  # as the servicer does, one look-up per request
        if i % 7 == 0:
            cat.build()
        return cat.probe("SELECT count(*) FROM orders").rows[0][0]

    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(query, range(40)))
    assert got == [2] * 40


def test_closing_a_catalog_keeps_it_usable(open_catalog: Callable[[Path], TaskCatalog], make_task) -> None:
    cat = open_catalog(make_task({"csv/orders.csv": ORDERS}))
    cat.build()
    surface = cat._surface
    cat.close()
    assert _closed(surface.connection)
    assert cat.ensure_current().schemas[0].name == "orders"
    assert cat.search_value("7").hits[0].column == "customer_id"
    assert cat._surface is None
