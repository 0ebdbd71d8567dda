"""``dataagent catalog TASK_DIR`` and ``dataagent query TASK_DIR "SQL"``: context and catalog cores.

The context core prepares the task first (its manifest is what the catalog reads), then the catalog is
built with the task's question. Without ``--output`` everything goes to a temporary folder that is removed
on exit; the task folder itself is never written.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path

from cli.paths import output_file, output_folder
from services.catalog.build import NOT_ADMITTED
from services.catalog.catalog import TaskCatalog
from services.catalog.models import SemanticCatalog
from services.catalog.settings import CatalogSettings
from services.catalog.tools import dump_json, rows_to_csv
from services.context.context_view import prepare_task
from services.context.settings import ContextSettings
from shared.config import load_settings
from shared.errors import DataAgentError, InvalidInputError, NotFoundError
from shared.layout import TaskInput


@contextlib.contextmanager
def _output_dir(given: str | None, task_dir: str) -> Iterator[Path]:
    if given:
        # Files written among the task's own would be read as its input by the next catalog.
        yield output_folder(Path(given), Path(task_dir))
        return
    with tempfile.TemporaryDirectory(prefix="dataagent-catalog-") as tmp:
        yield Path(tmp)


def _open_catalog(arg: str, out: Path, settings: CatalogSettings) -> tuple[TaskCatalog, str]:
    """The task's context prepared into ``out`` and its catalog (not yet built), with the question."""
    task = TaskInput(Path(arg).resolve())
    if not task.is_task_folder():
        raise NotFoundError(f"{arg} is not a task folder (no context folder and no task file)")
    try:
        question = task.read_spec().question
    except InvalidInputError as e:
        # A folder of data without a question still has a catalog; a broken task file is said.
        if task.task_file.exists() or task.task_file.is_symlink():
            print(f"warning: {e}; the catalog is built without a question", file=sys.stderr)
        question = ""
    context = load_settings(ContextSettings, executor="thread", artifact_root=out)
    prepare_task(task.task_dir, out, context, task_id=task.task_dir.name)
    return TaskCatalog(out, task_dir=task.task_dir, settings=settings), question


@contextlib.contextmanager
def _built_catalog(task_dir: str, output: str | None) -> Iterator[tuple[TaskCatalog, SemanticCatalog]]:
    """The task's catalog built with its question (into ``output`` or a temporary folder), closed on exit."""
    settings = load_settings(CatalogSettings)
    with _output_dir(output, task_dir) as out:
        cat, question = _open_catalog(task_dir, out, settings)
        try:
            yield cat, cat.ensure_current(question=question)
        finally:
            cat.close()


def _say_notes(built: SemanticCatalog, sql: str, dialect: str) -> None:
    """What the catalog recorded about the tables a query reads (an encoding guessed, rows left out,
    values garbled), on stderr: a result is only as good as what was read."""
    from shared.sql import referenced_tables

    read = referenced_tables(sql, "duckdb" if dialect == "duckdb" else dialect) or set()
    assets = {t.asset for t in built.schemas if t.name.lower() in read}
    for u in built.semantic_uncertainties:
        if (u.table or "").lower() in read or (u.asset and u.asset in assets):
            print(f"note: {u.table or u.asset}: {u.message}", file=sys.stderr)


def _row_count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of rows (a whole number from 1)")
    return n


def catalog_main(argv: Sequence[str] | None = None) -> int:
    """``dataagent catalog TASK_DIR [--full] [--output DIR]``: print the (light or full) catalog JSON."""
    ap = argparse.ArgumentParser(prog="dataagent catalog", description="Build and print a task's catalog.")
    ap.add_argument("task_dir")
    ap.add_argument("--full", action="store_true", help="print the full Semantic Catalog")
    ap.add_argument("--output", help="task output folder to write the catalog files into")
    args = ap.parse_args(argv)
    try:
        with _built_catalog(args.task_dir, args.output) as (cat, full):
            doc = full.model_dump(mode="json") if args.full else cat.light_catalog()
    except DataAgentError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(dump_json(doc))
    if not args.full:  # the light catalog leaves them out; the full one lists them
        for u in full.semantic_uncertainties:
            if u.code == NOT_ADMITTED:
                print(f"note: {u.asset}: {u.message}", file=sys.stderr)
    return 0


def query_main(argv: Sequence[str] | None = None) -> int:
    """``dataagent query TASK_DIR "SQL" [--dialect D] [--csv OUT.csv]``: one read-only query as CSV."""
    ap = argparse.ArgumentParser(prog="dataagent query", description="Run one read-only SQL query on a task.")
    ap.add_argument("task_dir")
    ap.add_argument("sql")
    ap.add_argument("--dialect", default="sqlite", choices=["sqlite", "mysql", "duckdb"])
    ap.add_argument("--csv", dest="csv_out", help="write the result here (UTF-8, header row)")
    ap.add_argument("--output", help="task output folder for the catalog files")
    ap.add_argument("--max-rows", type=_row_count, help="row cap (default: probe.cli_row_cap)")
    args = ap.parse_args(argv)
    try:
        if args.csv_out:
            # The task folder is only read: an answer written there would replace one of its inputs.
            output_file(Path(args.csv_out), Path(args.task_dir))
        with _built_catalog(args.task_dir, args.output) as (cat, built):
            _say_notes(built, args.sql, args.dialect)
            if args.csv_out:
                # Streamed, capped and with formula-like cells escaped, as an answer is written.
                exported = cat.export(args.sql, args.dialect, Path(args.csv_out).resolve())
                print(
                    f"{exported.output_path}: {exported.row_count} rows, {exported.bytes} bytes, "
                    f"{exported.escaped_cells} cells escaped",
                    file=sys.stderr,
                )
                return 0
            probe = cat.settings.probe
            cap = args.max_rows or probe.cli_row_cap
            res = cat.probe(args.sql, args.dialect, max_rows=cap, max_bytes=probe.export_max_bytes)
    except DataAgentError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    sys.stdout.write(rows_to_csv(res.columns, res.rows))
    if res.truncated:
        print(f"warning: result truncated at {res.row_count} rows", file=sys.stderr)
    return 0
