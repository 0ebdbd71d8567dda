"""Catalog benchmarks: build time vs bare DuckDB registration, synthetic scale, relationship precision/recall.

Usage:
  .venv/bin/python benchmarks/catalog_bench.py timing [--kdd ../shared/kdd_dev]
  .venv/bin/python benchmarks/catalog_bench.py synthetic [--rows 1000000] [--tables 30]
  .venv/bin/python benchmarks/catalog_bench.py relationships [--kdd ../shared/kdd_dev]

"bare" = a plain DuckDB connection: one view per CSV/JSON (wrapper unnested) and SQLite tables copied
in as text through sqlite3, then DESCRIBE of each. "surface" = this service's discovery (the files the
context manifest lists), encoding checks, layout detection, locked-down registration and DESCRIBE.
"build" = the full catalog (surface + profiles + relationships + derived views + both JSON files).
The context step that writes the manifest runs once per task before any timing and is not counted.
"""

from __future__ import annotations

import argparse
import json
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

import duckdb

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from services.catalog.assets import open_sqlite, sqlite_column_types  # noqa: E402
from services.catalog.catalog import TaskCatalog  # noqa: E402
from services.catalog.models import Uncertainty  # noqa: E402
from services.catalog.scan import Scanner, assign_names, discover, fingerprint  # noqa: E402
from services.catalog.settings import CatalogSettings  # noqa: E402
from services.catalog.surface import QuerySurface, qi, ql  # noqa: E402
from shared.config import load_settings  # noqa: E402
from shared.layout import TaskInput, TaskOutput, TaskSpec  # noqa: E402
from tests.context_stage import run_context_stage  # noqa: E402

SETTINGS = load_settings(CatalogSettings)


def prepare(task_dir: Path, out: Path) -> str:
    """The context step the catalog reads (its manifest in ``out``); the task's question. Not timed."""
    run_context_stage(task_dir, out)
    return TaskInput(task_dir).read_spec().question


def bare(task_dir: Path) -> float:
    start = time.perf_counter()
    conn = duckdb.connect(":memory:")
    for p in sorted(TaskInput(task_dir).context_dir.rglob("*")):
        suffix = p.suffix.lower()
        if suffix == ".csv":
            conn.execute(f"CREATE VIEW {qi(p.stem)} AS SELECT * FROM read_csv_auto({ql(str(p))})")
            conn.execute(f"DESCRIBE {qi(p.stem)}").fetchall()
        elif suffix == ".json":
            data = json.loads(p.read_text(encoding="utf-8"))
            if isinstance(data, dict) and "records" in data:
                sql = f"SELECT r.* FROM (SELECT unnest(records) r FROM read_json_auto({ql(str(p))}))"
            else:
                sql = f"SELECT * FROM read_json_auto({ql(str(p))})"
            conn.execute(f"CREATE VIEW {qi(p.stem)} AS {sql}")
            conn.execute(f"DESCRIBE {qi(p.stem)}").fetchall()
        elif suffix in (".db", ".sqlite", ".sqlite3") and p.stat().st_size:
            src = sqlite3.connect(f"file:{p}?mode=ro", uri=True)
            for (name,) in src.execute("SELECT name FROM sqlite_master WHERE type='table'").fetchall():
                cur = src.execute(f"SELECT * FROM {qi(name)}")
                cols = [d[0] for d in cur.description]
                rows = cur.fetchall()
                lists = [[None if r[i] is None else str(r[i]) for r in rows] for i in range(len(cols))]
                sel = ", ".join(f"UNNEST(${i + 1}::VARCHAR[]) AS {qi(c)}" for i, c in enumerate(cols))
                conn.execute(f"CREATE TABLE {qi(name)} AS SELECT {sel}", lists)
                conn.execute(f"DESCRIBE {qi(name)}").fetchall()
            src.close()
    conn.close()
    return time.perf_counter() - start


def surface_only(out: Path) -> float:
    """Discovery, encodings, layouts, locked-down registration and DESCRIBE; no profiles."""
    start = time.perf_counter()
    output = TaskOutput(out)
    _, files = discover(output)
    fingerprint(files, [output.context_manifest])
    unc: list[Uncertainty] = []
    sources = Scanner(output, SETTINGS.profile, unc).scan(files).sources
    assign_names(sources, unc, SETTINGS.profile.max_same_name_tables)
    surface = QuerySurface([Path(s.read_path) for s in sources if s.format != "sqlite"], SETTINGS.duckdb)
    for s in sources:
        if s.format == "sqlite":
            types = sqlite_column_types(Path(s.sqlite_path), s.sqlite_table, s.sqlite_columns)
            cols = [(c, t) for (c, _), t in zip(s.sqlite_columns, types, strict=True)]
            surface.add_sqlite_table(s.name, Path(s.sqlite_path), s.sqlite_table, cols, load=True)
            surface.describe(s.name)
        else:
            surface.add_view(s.name, s.view_sql)
    surface.close()
    return time.perf_counter() - start


def full_build(task_dir: Path, out: Path, question: str) -> tuple[float, int, int]:
    start = time.perf_counter()
    cat = TaskCatalog(out, task_dir=task_dir, settings=SETTINGS)
    built = cat.build(question=question)
    cat.close()
    return time.perf_counter() - start, len(built.schemas), len(built.relationships)


def _best(fn, repeat: int = 3) -> float:
    return min(fn() for _ in range(repeat))


def timing(kdd: Path, repeat: int) -> None:
    print(
        f"{'task':8s} {'tables':>6s} {'bare_ms':>8s} {'surface_ms':>10s} {'ratio':>6s} "
        f"{'build_ms':>9s} {'ratio':>6s}"
    )
    ratios_s, ratios_b = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for task in sorted((kdd / "input").iterdir(), key=lambda p: int(p.name[5:])):
            out = Path(tmp) / task.name
            question = prepare(task, out)
            b = _best(lambda task=task: bare(task), repeat)
            s = _best(lambda out=out: surface_only(out), repeat)
            f = min(full_build(task, out, question)[0] for _ in range(repeat))
            n = full_build(task, out, question)[1]
            ratios_s.append(s / b)
            ratios_b.append(f / b)
            print(
                f"{task.name:8s} {n:6d} {b * 1000:8.1f} {s * 1000:10.1f} {s / b:6.2f} "
                f"{f * 1000:9.1f} {f / b:6.2f}"
            )
    print(
        f"median ratio surface/bare={statistics.median(ratios_s):.2f} "
        f"build/bare={statistics.median(ratios_b):.2f}"
    )


def _make_synthetic(root: Path, rows: int, tables: int) -> tuple[Path, Path]:
    big = root / "task_big"
    (TaskInput(big).context_dir / "csv").mkdir(parents=True)
    TaskInput(big).write_spec(TaskSpec(task_id="task_big", question="total amount per customer?"))
    gen = duckdb.connect()
    gen.execute(
        f"COPY (SELECT range AS order_id, range % 1000 + 1 AS customer_id, "
        f"['food','toys','books','tools'][range % 4 + 1] AS category, round(random() * 1000, 2) AS amount, "
        f"TIMESTAMP '2024-01-01' + INTERVAL (range % 100000) MINUTE AS created_at, "
        f"'note ' || (range % 977) AS note FROM range({rows})) "
        f"TO '{TaskInput(big).context_dir}/csv/orders.csv' (HEADER, DELIMITER ',')"
    )
    gen.execute(
        f"COPY (SELECT range + 1 AS customer_id, 'customer ' || range AS customer_name FROM range(1000)) "
        f"TO '{TaskInput(big).context_dir}/csv/customers.csv' (HEADER)"
    )
    wide = root / "task_wide"
    (TaskInput(wide).context_dir / "csv").mkdir(parents=True)
    TaskInput(wide).write_spec(TaskSpec(task_id="task_wide", question="q"))
    gen.execute(
        f"COPY (SELECT range + 1 AS region_id, 'region ' || range AS region_name FROM range(50)) "
        f"TO '{TaskInput(wide).context_dir}/csv/regions.csv' (HEADER)"
    )
    for i in range(tables - 1):
        gen.execute(
            f"COPY (SELECT range AS row_id, range % 50 + 1 AS region_id, range * {i} AS value_{i}, "
            f"'label ' || (range % 31) AS label FROM range(20000)) "
            f"TO '{TaskInput(wide).context_dir}/csv/fact_{i:02d}.csv' (HEADER)"
        )
    gen.close()
    return big, wide


def synthetic(rows: int, tables: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        big, wide = _make_synthetic(Path(tmp), rows, tables)
        for task in (big, wide):
            out = Path(tmp) / "out" / task.name
            question = prepare(task, out)
            b = _best(lambda task=task: bare(task), 2)
            s = _best(lambda out=out: surface_only(out), 2)
            f, n, r = full_build(task, out, question)
            cat = TaskCatalog(out, task_dir=task, settings=SETTINGS)
            q0 = time.perf_counter()
            cat.probe(
                "SELECT count(*), sum(amount) FROM orders" if task is big else "SELECT count(*) FROM fact_00"
            )
            q = time.perf_counter() - q0
            cat.close()
            size = sum(p.stat().st_size for p in TaskInput(task).context_dir.rglob("*.csv")) / 1e6
            print(
                f"{task.name}: {n} tables, {size:.1f} MB csv, relationships={r} | bare {b * 1000:.0f} ms | "
                f"surface {s * 1000:.0f} ms ({s / b:.2f}x) | full build {f * 1000:.0f} ms ({f / b:.2f}x) | "
                f"first probe after reload {q * 1000:.0f} ms"
            )


_FK_LINE = re.compile(r"`(\w+)\.(\w+)` references `(\w+)\.(\w+)`")


def relationships(kdd: Path) -> None:
    for use_declared in (False, True):
        rel_cfg = SETTINGS.relationships.model_copy(update={"use_declared_foreign_keys": use_declared})
        settings = SETTINGS.model_copy(update={"relationships": rel_cfg})
        tp = fp = fn = invalid = 0
        extra: set[str] = set()
        missed: set[str] = set()
        with tempfile.TemporaryDirectory() as tmp:
            for task in sorted((kdd / "input").iterdir()):
                out = Path(tmp) / task.name
                question = prepare(task, out)
                cat = TaskCatalog(out, task_dir=task, settings=settings)
                built = cat.build(question=question)
                cat.close()
                cols = {(s.name.lower(), c.name.lower()) for s in built.schemas for c in s.columns}
                truth: set[frozenset] = set()
                raw: set[tuple] = set()
                for db in TaskInput(task).context_dir.rglob("*.sqlite"):
                    conn = open_sqlite(db)
                    for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'").fetchall():
                        for r in conn.execute(f"PRAGMA foreign_key_list({qi(t)})").fetchall():
                            raw.add((t, r[3], r[2], r[4] or r[3]))
                    conn.close()
                for m in _FK_LINE.finditer(TaskInput(task).knowledge.read_text()):
                    raw.add(m.groups())
                for a, ac, b, bc in raw:
                    ends = frozenset({(a.lower(), ac.lower()), (b.lower(), bc.lower())})
                    if ends <= cols:
                        truth.add(ends)
                    else:
                        invalid += 1
                        missed.add(f"(invalid: column missing) {a}.{ac}->{b}.{bc}")
                got = {
                    frozenset(
                        {
                            (r.source_table.lower(), r.source_column.lower()),
                            (r.target_table.lower(), r.target_column.lower()),
                        }
                    )
                    for r in built.relationships
                }
                tp += len(got & truth)
                fp += len(got - truth)
                fn += len(truth - got)
                extra |= {" <-> ".join(".".join(e) for e in sorted(g)) for g in got - truth}
                missed |= {" <-> ".join(".".join(e) for e in sorted(g)) for g in truth - got}
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        print(
            f"use_declared_foreign_keys={use_declared}: precision={p:.3f} recall={r:.3f} "
            f"(tp={tp} fp={fp} fn={fn}, truth entries with a missing column: {invalid})"
        )
        print("  inferred but not declared:", sorted(extra))
        print("  declared but not inferred:", sorted(missed))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["timing", "synthetic", "relationships"])
    ap.add_argument("--kdd", default=str(ROOT.parent / "shared" / "kdd_dev"))
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--tables", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    if args.mode == "timing":
        timing(Path(args.kdd), args.repeat)
    elif args.mode == "synthetic":
        synthetic(args.rows, args.tables)
    else:
        relationships(Path(args.kdd))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
