"""Regenerates the sql_heldout task set (KDD Cup DataAgent-Bench layout) from its sources.

Sources: the three databases of shared/kdd_dev (reassembled from that set's task folders) and an
invented football-league database generated here from a fixed seed. Standard library only.

    python3 build.py            # rewrite input/, gold/, gold_sql/ and verify them
    python3 build.py --check    # rebuild into a temporary folder, compare with this one, verify
"""

from __future__ import annotations

import argparse
import csv
import filecmp
import io
import json
import random
import shutil
import sqlite3
import sys
import tempfile
from pathlib import Path

from league import FOOTBALL, FOOTBALL_KNOWLEDGE, SPLIT_NOTE, build_football
from tasks import TASKS

HERE = Path(__file__).resolve().parent
DEFAULT_KDD_DEV = HERE.parents[3] / "shared" / "kdd_dev"
SEED = 20240655
KDD_DBS = ("geography", "restaurants", "department_store")


# --------------------------------------------------------------------------- table i/o


def csv_text(cols, rows) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(cols)
    for row in rows:
        writer.writerow(["" if v is None else v for v in row])
    return buf.getvalue().encode("utf-8")


def json_text(name, cols, rows) -> bytes:
    records = [dict(zip(cols, row, strict=True)) for row in rows]
    return json.dumps({"table": name, "records": records}).encode("utf-8")


def read_sqlite_tables(path: Path) -> dict:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = {}
        query = "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name"
        for name, ddl in con.execute(query).fetchall():
            cur = con.execute(f'SELECT * FROM "{name}"')
            tables[name] = (ddl, [c[0] for c in cur.description], [tuple(r) for r in cur.fetchall()])
        return tables
    finally:
        con.close()


def write_sqlite(path: Path, tables: dict) -> None:
    """tables: name -> (ddl, cols, rows); inserted in the given order."""
    if path.exists():
        path.unlink()
    con = sqlite3.connect(path)
    try:
        for name, (ddl, cols, rows) in tables.items():
            con.execute(ddl)
            if rows:
                marks = ", ".join("?" * len(cols))
                con.executemany(f'INSERT INTO "{name}" VALUES ({marks})', rows)
        con.commit()
    finally:
        con.close()


def as_csv_cells(row) -> list:
    return ["" if v is None else str(v) for v in row]


# --------------------------------------------------------------------------- kdd_dev sources


def load_kdd_database(kdd_dir: Path, db_id: str):
    """Reassembles one kdd_dev database; returns (tables, knowledge_md, source task names).

    Each kdd_dev task spreads the database's tables over csv/, json/ and db/. The typed copy of a
    table (with its DDL) is taken from the first task, by number, whose db/ holds it; every other
    copy in every task is compared against it, so a disagreement stops the build.
    """
    tasks = sorted(
        (p for p in (kdd_dir / "input").iterdir() if (p / "context" / "db" / f"{db_id}.sqlite").exists()),
        key=lambda p: int(p.name.split("_")[1]),
    )
    if not tasks:
        raise SystemExit(f"no kdd_dev task carries {db_id}")
    canonical: dict = {}
    copies = []
    knowledge = None
    for task in tasks:
        ctx = task / "context"
        text = (ctx / "knowledge.md").read_text(encoding="utf-8")
        if knowledge is None:
            knowledge = text
        elif text != knowledge:
            raise SystemExit(f"{task.name}: knowledge.md differs from the other {db_id} tasks")
        for name, table in read_sqlite_tables(ctx / "db" / f"{db_id}.sqlite").items():
            canonical.setdefault(name, table)
            copies.append((task.name, name, "db", table[1], table[2]))
        for path in sorted((ctx / "csv").glob("*.csv")):
            with path.open(newline="", encoding="utf-8") as fh:
                rows = list(csv.reader(fh))
            copies.append((task.name, path.stem, "csv", rows[0], rows[1:]))
        for path in sorted((ctx / "json").glob("*.json")):
            doc = json.loads(path.read_text(encoding="utf-8"))
            if doc["table"] != path.stem:
                raise SystemExit(f"{path}: table name {doc['table']!r} does not match the file")
            recs = doc["records"]
            cols = list(recs[0]) if recs else []
            copies.append((task.name, path.stem, "json", cols, [tuple(r[c] for c in cols) for r in recs]))
    per_task: dict = {}
    for task_name, name, kind, cols, rows in copies:
        if name not in canonical:
            raise SystemExit(f"{db_id}.{name} never sits in a db/ file, so its column types are unknown")
        _, ccols, crows = canonical[name]
        same = list(cols) == list(ccols) and (
            [list(r) for r in rows] == [as_csv_cells(r) for r in crows]
            if kind == "csv"
            else [tuple(r) for r in rows] == list(crows)
        )
        if not same:
            raise SystemExit(f"{task_name}: {kind} copy of {db_id}.{name} differs from the db/ copy")
        per_task.setdefault(task_name, []).append(name)
    for task_name, names in per_task.items():
        if sorted(names) != sorted(canonical):
            raise SystemExit(f"{task_name}: tables {sorted(names)} != {sorted(canonical)}")
    tables = {name: canonical[name] for name in sorted(canonical)}
    return tables, knowledge, [t.name for t in tasks]


# --------------------------------------------------------------------------- building


def run_sql(db_path: Path, sql: str):
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        cur = con.execute(sql)
        return [c[0] for c in cur.description], [tuple(r) for r in cur.fetchall()]
    finally:
        con.close()


def place_tables(task_id: str, names) -> dict:
    """Random split of a database's tables over csv/json/db, a third each, seeded per task."""
    names = sorted(names)
    random.Random(f"{SEED}:{task_id}:placement").shuffle(names)
    third = round(len(names) / 3)
    return {n: ("csv" if i < third else "json" if i < 2 * third else "db") for i, n in enumerate(names)}


def build(out: Path, kdd_dir: Path, full_dir: Path) -> dict:
    """Writes input/, gold/, gold_sql/ under out and the full databases under full_dir."""
    databases, knowledge, sources = {}, {}, {}
    for db_id in KDD_DBS:
        databases[db_id], knowledge[db_id], sources[db_id] = load_kdd_database(kdd_dir, db_id)
    football = build_football(SEED)
    databases[FOOTBALL] = football
    knowledge[FOOTBALL] = FOOTBALL_KNOWLEDGE.format(
        split_note=SPLIT_NOTE, **{n: len(t[2]) for n, t in football.items()}
    )
    for db_id, tables in databases.items():
        write_sqlite(full_dir / f"{db_id}.sqlite", tables)

    for sub in ("input", "gold", "gold_sql"):
        shutil.rmtree(out / sub, ignore_errors=True)
    for task_id, db_id, difficulty, question, sql in TASKS:
        tables = databases[db_id]
        ctx = out / "input" / task_id / "context"
        for kind in ("csv", "json", "db"):
            (ctx / kind).mkdir(parents=True)
        task_json = {"task_id": task_id, "difficulty": difficulty, "question": question}
        (out / "input" / task_id / "task.json").write_text(
            json.dumps(task_json, indent=2) + "\n", encoding="utf-8"
        )
        (ctx / "knowledge.md").write_text(knowledge[db_id], encoding="utf-8")
        in_db = {}
        for name, kind in place_tables(task_id, tables).items():
            _, cols, rows = tables[name]
            if kind == "csv":
                (ctx / "csv" / f"{name}.csv").write_bytes(csv_text(cols, rows))
            elif kind == "json":
                (ctx / "json" / f"{name}.json").write_bytes(json_text(name, cols, rows))
            else:
                in_db[name] = tables[name]
        write_sqlite(ctx / "db" / f"{db_id}.sqlite", {n: in_db[n] for n in sorted(in_db)})

        cols, rows = run_sql(full_dir / f"{db_id}.sqlite", sql)
        (out / "gold" / task_id).mkdir(parents=True)
        (out / "gold" / task_id / "gold.csv").write_bytes(csv_text(cols, rows))
        (out / "gold_sql").mkdir(exist_ok=True)
        header = f"-- {task_id} ({db_id}, {difficulty}): {question}\n"
        (out / "gold_sql" / f"{task_id}.sql").write_text(header + sql + "\n", encoding="utf-8")
    return {"databases": databases, "sources": sources}


# --------------------------------------------------------------------------- verification


def read_task_tables(ctx: Path, db_id: str) -> dict:
    """name -> (kind, cols, rows as stored: csv text cells, json values, sqlite values)."""
    found = {}

    def add(name, item):
        if name in found:
            raise AssertionError(f"{ctx}: table {name} appears twice")
        found[name] = item

    for path in sorted((ctx / "csv").glob("*.csv")):
        raw = path.read_bytes()
        assert raw.endswith(b"\r\n") and raw.split(b"\n", 1)[0].endswith(b"\r"), f"{path}: not CRLF"
        with path.open(newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
        add(path.stem, ("csv", rows[0], [tuple(r) for r in rows[1:]]))
    for path in sorted((ctx / "json").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert doc["table"] == path.stem, path
        cols = list(doc["records"][0]) if doc["records"] else []
        add(path.stem, ("json", cols, [tuple(r[c] for c in cols) for r in doc["records"]]))
    dbs = list((ctx / "db").glob("*.sqlite"))
    assert [p.name for p in dbs] == [f"{db_id}.sqlite"], f"{ctx}: db files {dbs}"
    for name, (_, cols, rows) in read_sqlite_tables(dbs[0]).items():
        add(name, ("db", cols, rows))
    return found


def parse_gold(path: Path):
    raw = path.read_bytes()
    assert raw.endswith(b"\r\n"), f"{path}: not CRLF"
    with path.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    return rows[0], rows[1:]


def verify(out: Path, full_dir: Path, databases: dict) -> list:
    summary = []
    task_ids = sorted(p.name for p in (out / "input").iterdir())
    assert task_ids == sorted(t.task_id for t in TASKS), task_ids
    for task_id, db_id, difficulty, question, _ in TASKS:
        meta = json.loads((out / "input" / task_id / "task.json").read_text(encoding="utf-8"))
        assert meta == {"task_id": task_id, "difficulty": difficulty, "question": question}, task_id
        ctx = out / "input" / task_id / "context"
        assert (ctx / "knowledge.md").is_file(), f"{task_id}: no knowledge.md"
        found = read_task_tables(ctx, db_id)
        tables = databases[db_id]
        assert sorted(found) == sorted(tables), f"{task_id}: tables {sorted(found)}"
        for name, (kind, cols, rows) in found.items():
            _, ccols, crows = tables[name]
            assert list(cols) == list(ccols), f"{task_id}.{name}: columns"
            expect = [tuple(as_csv_cells(r)) for r in crows] if kind == "csv" else list(crows)
            assert rows == expect, f"{task_id}.{name} ({kind}): content differs from the full database"
        kinds = {kind for kind, _, _ in found.values()}
        assert kinds == {"csv", "json", "db"}, f"{task_id}: placement {kinds}"

        sql_file = (out / "gold_sql" / f"{task_id}.sql").read_text(encoding="utf-8")
        cols, rows = run_sql(full_dir / f"{db_id}.sqlite", sql_file)
        gold_cols, gold_rows = parse_gold(out / "gold" / task_id / "gold.csv")
        assert gold_cols == cols, f"{task_id}: gold header {gold_cols} != {cols}"
        assert gold_rows == [as_csv_cells(r) for r in rows], f"{task_id}: gold.csv differs from its SQL"
        assert rows, f"{task_id}: empty gold"
        assert not (len(rows) == 1 and len(rows[0]) == 1 and rows[0][0] in (0, None)), f"{task_id}: zero gold"
        summary.append((task_id, db_id, difficulty, question, f"{len(rows)}x{len(cols)}"))
    return summary


def compare_trees(built: Path, here: Path) -> list:
    """Differences between a fresh build and this folder; sqlite files compared by content."""
    problems = []
    for sub in ("input", "gold", "gold_sql"):
        a = {p.relative_to(built) for p in (built / sub).rglob("*") if p.is_file()}
        b = (
            {p.relative_to(here) for p in (here / sub).rglob("*") if p.is_file()}
            if (here / sub).exists()
            else set()
        )
        problems += [f"missing here: {p}" for p in sorted(a - b)] + [
            f"extra here: {p}" for p in sorted(b - a)
        ]
        for rel in sorted(a & b):
            if rel.suffix == ".sqlite":
                if read_sqlite_tables(built / rel) != read_sqlite_tables(here / rel):
                    problems.append(f"differs: {rel}")
            elif not filecmp.cmp(built / rel, here / rel, shallow=False):
                problems.append(f"differs: {rel}")
    return problems


def print_summary(summary, out: Path) -> None:
    print(f"{'task':9} {'db':17} {'difficulty':10} {'gold':6} question")
    for task_id, db_id, difficulty, question, shape in summary:
        print(f"{task_id:9} {db_id:17} {difficulty:10} {shape:6} {question}")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"\n{len(summary)} tasks verified; folder holds {size / 1e6:.2f} MB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kdd-dev", type=Path, default=DEFAULT_KDD_DEV, help="shared/kdd_dev folder")
    parser.add_argument(
        "--check", action="store_true", help="rebuild elsewhere and compare, writing nothing here"
    )
    parser.add_argument("--full-db-dir", type=Path, help="also keep the full databases in this folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        full_dir = args.full_db_dir or tmp / "full"
        full_dir.mkdir(parents=True, exist_ok=True)
        out = tmp / "built" if args.check else HERE
        out.mkdir(exist_ok=True)
        built = build(out, args.kdd_dev, full_dir)
        for db_id, tasks in built["sources"].items():
            counts = ", ".join(f"{n} {len(t[2])}" for n, t in built["databases"][db_id].items())
            print(f"{db_id}: reassembled from {len(tasks)} kdd_dev tasks, all agree ({counts})")
        counts = ", ".join(f"{n} {len(t[2])}" for n, t in built["databases"][FOOTBALL].items())
        print(f"{FOOTBALL}: generated with seed {SEED} ({counts})\n")
        summary = verify(out, full_dir, built["databases"])
        print_summary(summary, out)
        if args.check:
            problems = compare_trees(out, HERE)
            for line in problems:
                print(line)
            if problems:
                print(f"{len(problems)} differences: run build.py to regenerate")
                return 1
            print("this folder matches a fresh build")
    return 0


if __name__ == "__main__":
    sys.exit(main())
