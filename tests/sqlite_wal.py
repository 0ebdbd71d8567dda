"""A SQLite database whose rows are only in its write-ahead log, for the tests of reading one."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path


def copy_wal_only_database(work: Path, dest: Path, rows: int = 100) -> None:
    """Write ``x.db`` in ``work`` in WAL mode with ``rows`` rows in table ``t`` (id, v = 'v<id>'), and copy
    it and its ``x.db-wal`` into the existing folder ``dest`` while the writer is still open: nothing is
    checkpointed into the database file, every row is in the log."""
    made = work / "x.db"
    made.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(made)
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA wal_autocheckpoint=0")
        conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)")
        conn.executemany("INSERT INTO t VALUES (?, ?)", [(i, f"v{i}") for i in range(rows)])
        conn.commit()
        for name in ("x.db", "x.db-wal"):
            shutil.copyfile(made.with_name(name), dest / name)
    finally:
        conn.close()
