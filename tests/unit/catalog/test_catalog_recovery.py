"""What the catalog keeps of damaged or unusual input files, and what it records about the rest."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

GOOD_CSV = "a,b\n1,x\n2,y\n"


def _digests(folder: Path) -> dict[str, str]:
    return {
        p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_a_database_whose_rows_are_only_in_its_write_ahead_log_is_read_whole(
    make_task, open_catalog, tmp_path
) -> None:
    made = tmp_path / "made" / "x.db"
    made.parent.mkdir()
    conn = sqlite3.connect(made)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA wal_autocheckpoint=0")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)")
    conn.executemany("INSERT INTO t VALUES (?, ?)", [(i, f"v{i}") for i in range(100)])
    conn.commit()
    task = make_task({})
    (task / "context" / "db").mkdir()
    # Copied while the writer is still open: nothing is checkpointed into the database file yet.
    for name in ("x.db", "x.db-wal"):
        shutil.copyfile(made.with_name(name), task / "context" / "db" / name)
    conn.close()
    before = _digests(task)
    cat = open_catalog(task)
    built = cat.build()
    assert [(s.name, s.row_count) for s in built.schemas] == [("t", 100)]
    assert cat.probe("SELECT count(*), max(v) FROM t").rows == [[100, "v99"]]
    notes = [u for u in built.semantic_uncertainties if u.code == "sqlite_wal"]
    assert len(notes) == 1 and "x.db-wal" in notes[0].message
    assert _digests(task) == before
    assert sorted(p.name for p in (task / "context" / "db").iterdir()) == ["x.db", "x.db-wal"]
