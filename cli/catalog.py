"""Command-line entries: ``dataagent catalog TASK_DIR`` and ``dataagent query TASK_DIR "SQL"``.

Without ``--output`` the catalog artifacts (and transcoded copies) go to a temporary folder that is
removed on exit; the task folder itself is never written.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path

from services.catalog.catalog import TaskCatalog, dump_json, rows_to_csv
from services.catalog.settings import CatalogSettings
from shared.artifacts import atomic_write_text
from shared.config import load_settings
from shared.errors import DataAgentError, NotFoundError


@contextlib.contextmanager
def _output_dir(given: str | None) -> Iterator[Path]:
    if given:
        yield Path(given)
        return
    with tempfile.TemporaryDirectory(prefix="dataagent-catalog-") as tmp:
        yield Path(tmp)


def _task_dir(arg: str) -> Path:
    p = Path(arg)
    if not (p / "context").is_dir() and not (p / "task.json").is_file():
        raise NotFoundError(f"{arg} is not a task folder (no context/ or task.json)")
    return p


def catalog_main(argv: Sequence[str] | None = None) -> int:
    """``dataagent catalog TASK_DIR [--full] [--output DIR]``: print the (light or full) catalog JSON."""
    ap = argparse.ArgumentParser(prog="dataagent catalog", description="Build and print a task's catalog.")
    ap.add_argument("task_dir")
    ap.add_argument("--full", action="store_true", help="print the full Semantic Catalog")
    ap.add_argument("--output", help="task output folder to write the catalog files into")
    args = ap.parse_args(argv)
    try:
        settings = load_settings(CatalogSettings)
        with _output_dir(args.output) as out:
            cat = TaskCatalog(out, task_dir=_task_dir(args.task_dir), settings=settings)
            try:
                full = cat.ensure_current()
                doc = full.model_dump(mode="json") if args.full else cat.light_catalog()
            finally:
                cat.close()
    except DataAgentError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(dump_json(doc))
    return 0


def query_main(argv: Sequence[str] | None = None) -> int:
    """``dataagent query TASK_DIR "SQL" [--dialect D] [--csv OUT.csv]``: one read-only query as CSV."""
    ap = argparse.ArgumentParser(prog="dataagent query", description="Run one read-only SQL query on a task.")
    ap.add_argument("task_dir")
    ap.add_argument("sql")
    ap.add_argument("--dialect", default="sqlite", choices=["sqlite", "mysql", "duckdb"])
    ap.add_argument("--csv", dest="csv_out", help="write the result here (UTF-8, header row)")
    ap.add_argument("--output", help="task output folder for the catalog files")
    ap.add_argument("--max-rows", type=int, help="row cap (default: probe.cli_row_cap)")
    args = ap.parse_args(argv)
    try:
        settings = load_settings(CatalogSettings)
        with _output_dir(args.output) as out:
            cat = TaskCatalog(out, task_dir=_task_dir(args.task_dir), settings=settings)
            try:
                cap = args.max_rows or settings.probe.cli_row_cap
                res = cat.probe(args.sql, args.dialect, max_rows=cap)
            finally:
                cat.close()
    except DataAgentError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    text = rows_to_csv(res.columns, res.rows)
    if args.csv_out:
        atomic_write_text(Path(args.csv_out), text)
    else:
        sys.stdout.write(text)
    if res.truncated:
        print(f"warning: result truncated at {res.row_count} rows", file=sys.stderr)
    return 0
