"""The query surface: one in-memory DuckDB connection that can read only the registered files.

Order matters and is fixed here: allow-list exactly the files the views read, disable external
access, lock the configuration, then create views. SQLite tables are copied in through Python's
read-only ``sqlite3`` (DuckDB's sqlite extension cannot be downloaded offline) and only when a query
first references them; until then they exist as empty tables with the catalog's schema, so
``DESCRIBE``/``SHOW TABLES`` already see them.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb

from services.catalog.assets import coerce_column, open_sqlite
from services.catalog.settings import DuckDBSettings
from services.catalog.sqltext import SURFACE_MACROS
from shared.errors import DeadlineError, InvalidInputError, PermissionDeniedError


def qi(name: str) -> str:
    """Quote a DuckDB identifier."""
    return '"' + name.replace('"', '""') + '"'


def ql(text: str) -> str:
    """Quote a DuckDB string literal."""
    return "'" + text.replace("'", "''") + "'"


@dataclass
class _Pending:
    sqlite_path: Path
    sqlite_table: str
    columns: list[tuple[str, str]]


class ResultStream:
    """The rows of a running statement, fetched on demand; DuckDB errors come out as domain errors."""

    def __init__(self, result: duckdb.DuckDBPyConnection, timeout_s: float | None) -> None:
        desc = result.description or []
        self.columns = [d[0] for d in desc]
        self.types = [str(d[1]) for d in desc]
        self._result = result
        self._timeout_s = timeout_s

    def fetch(self, n: int | None) -> list[tuple[Any, ...]]:
        """The next ``n`` rows (all the rest when None); [] once the result is exhausted."""
        with _mapped_errors(self._timeout_s):
            return self._result.fetchall() if n is None else self._result.fetchmany(n)


@contextmanager
def _mapped_errors(timeout_s: float | None) -> Iterator[None]:
    try:
        yield
    except duckdb.InterruptException as e:
        raise DeadlineError(f"query interrupted after its time limit of {timeout_s:g} s") from e
    except duckdb.PermissionException as e:
        raise PermissionDeniedError(str(e)) from e
    except duckdb.Error as e:
        raise InvalidInputError(str(e)) from e


def value_size(v: Any, value_chars: int | None = None) -> int:
    """About how many bytes a value takes in a result: text by its characters (up to ``value_chars``)."""
    if v is None:
        return 0
    if isinstance(v, str | bytes | bytearray):
        n = len(v)
    elif isinstance(v, list | tuple):
        return sum(value_size(x, value_chars) for x in v) + len(v)
    elif isinstance(v, dict):
        return sum(value_size(k, value_chars) + value_size(x, value_chars) for k, x in v.items())
    else:
        n = len(str(v))
    return n if value_chars is None else min(n, value_chars)


def _capped(
    result: ResultStream,
    max_rows: int | None,
    max_bytes: int | None,
    value_chars: int | None,
    chunk_rows: int,
) -> tuple[list[tuple[Any, ...]], bool]:
    """Rows up to ``max_rows`` and ``max_bytes``, and whether more were left."""
    rows: list[tuple[Any, ...]] = []
    used = 0
    while True:
        want = chunk_rows if max_rows is None else min(chunk_rows, max_rows + 1 - len(rows))
        chunk = result.fetch(want)
        if not chunk:
            return rows, False
        for row in chunk:
            if max_rows is not None and len(rows) >= max_rows:
                return rows, True
            size = sum(value_size(v, value_chars) for v in row)
            if max_bytes is not None and rows and used + size > max_bytes:
                return rows, True
            rows.append(row)
            used += size


@dataclass
class QueryOutput:
    columns: list[str]
    types: list[str]
    rows: list[tuple[Any, ...]]
    truncated: bool
    elapsed_ms: float


class QuerySurface:
    """Locked-down DuckDB connection; safe to share between threads (one cursor per query)."""

    def __init__(self, allowed_paths: Sequence[Path], settings: DuckDBSettings) -> None:
        self._conn = duckdb.connect(":memory:")
        self._lock = threading.RLock()
        self._pending: dict[str, _Pending] = {}
        self._names: dict[str, str] = {}  # lower-case name -> registered name
        self._fill_chunk_rows = settings.fill_chunk_rows
        self._fetch_chunk_rows = settings.fetch_chunk_rows
        paths = sorted({str(Path(p).resolve()) for p in allowed_paths})
        c = self._conn
        c.execute(f"SET allowed_paths=[{', '.join(ql(p) for p in paths)}]")
        c.execute("SET enable_external_access=false")
        c.execute("SET autoinstall_known_extensions=false")
        c.execute("SET autoload_known_extensions=false")
        if settings.memory_limit:
            c.execute(f"SET memory_limit={ql(settings.memory_limit)}")
        if settings.threads:
            c.execute(f"SET threads={int(settings.threads)}")
        c.execute("SET lock_configuration=true")
        for macro in SURFACE_MACROS:
            c.execute(macro)

    @property
    def connection(self) -> duckdb.DuckDBPyConnection:
        return self._conn

    def cursor(self) -> duckdb.DuckDBPyConnection:
        """A new cursor; the main connection refuses calls while busy, so this waits for the lock."""
        with self._lock:
            return self._conn.cursor()

    def names(self) -> list[str]:
        return list(self._names.values())

    def resolve(self, name: str) -> str | None:
        return self._names.get(name.lower())

    def add_view(
        self, name: str, select_sql: str, *, materialize: bool = False, describe: bool = True
    ) -> list[tuple[str, str]]:
        """Create a view and return its DESCRIBE; raises duckdb.Error when it does not bind.

        ``materialize`` stores the rows instead (same columns and types): the build connection
        does this so that profiling and relationship checks parse each file once.
        """
        kind = "TABLE" if materialize else "VIEW"
        with self._lock:
            try:
                self._conn.execute(f"CREATE OR REPLACE {kind} {qi(name)} AS {select_sql}")
                cols = self.describe(name) if describe else []
            except duckdb.Error:
                self._drop(name)
                raise
            self._names[name.lower()] = name
            return cols

    def _drop(self, name: str) -> None:
        kind = self._conn.execute(
            "SELECT table_type FROM information_schema.tables WHERE lower(table_name) = lower(?)", [name]
        ).fetchone()
        if kind is not None:
            self._conn.execute(f"DROP {'VIEW' if kind[0] == 'VIEW' else 'TABLE'} {qi(name)}")

    def drop_view(self, name: str) -> None:
        """Drop a registered view or table, whichever ``name`` is."""
        with self._lock:
            self._drop(name)
            self._names.pop(name.lower(), None)
            self._pending.pop(name.lower(), None)

    def add_sqlite_table(
        self, name: str, sqlite_path: Path, sqlite_table: str, columns: list[tuple[str, str]], *, load: bool
    ) -> None:
        """An empty table with the given (column, DuckDB type) schema, filled now or on first use."""
        with self._lock:
            cols = ", ".join(f"{qi(c)} {t}" for c, t in columns)
            self._conn.execute(f"CREATE OR REPLACE TABLE {qi(name)} ({cols})")
            self._names[name.lower()] = name
            self._pending[name.lower()] = _Pending(Path(sqlite_path), sqlite_table, columns)
            if load:
                self._fill(name.lower())

    def ensure_loaded(self, names: set[str] | None) -> None:
        """Copy in the SQLite tables a query needs (all pending ones when ``names`` is None)."""
        wanted = set(self._pending) if names is None else {n.lower() for n in names} & set(self._pending)
        if not wanted:
            return
        with self._lock:
            for key in sorted(wanted):
                if key in self._pending:
                    self._fill(key)

    def pending(self) -> list[str]:
        return [self._names[k] for k in self._pending]

    def _fill(self, key: str) -> None:
        p = self._pending[key]
        name = self._names[key]
        types = [t for _, t in p.columns]
        placeholders = ", ".join(f"UNNEST(${i + 1}::{t}[])" for i, t in enumerate(types))
        insert = f"INSERT INTO {qi(name)} SELECT {placeholders}"
        src = open_sqlite(p.sqlite_path)
        try:
            cur = src.execute(f"SELECT * FROM {qi(p.sqlite_table)}")
            while rows := cur.fetchmany(self._fill_chunk_rows):
                cols = [coerce_column([r[i] for r in rows], t) for i, t in enumerate(types)]
                self._conn.execute(insert, cols)
        finally:
            src.close()
        del self._pending[key]

    def describe(self, name: str) -> list[tuple[str, str]]:
        with self._lock:
            rows = self._conn.execute(f"DESCRIBE {qi(name)}").fetchall()
        return [(r[0], str(r[1])) for r in rows]

    def scalar(self, sql: str, params: Sequence[Any] | None = None) -> Any:
        cur = self.cursor()
        try:
            row = cur.execute(sql, params).fetchone()
            return row[0] if row else None
        finally:
            cur.close()

    def query(
        self,
        sql: str,
        params: Sequence[Any] | None = None,
        *,
        max_rows: int | None = None,
        max_bytes: int | None = None,
        value_chars: int | None = None,
        timeout_s: float | None = None,
    ) -> QueryOutput:
        """Run one statement on its own cursor; interrupt it after ``timeout_s``.

        With ``max_rows`` or ``max_bytes`` the rows are fetched a chunk at a time and fetching stops at
        the cap (``truncated``); a row's bytes count each text value up to ``value_chars`` characters.
        """
        start = time.perf_counter()
        with self.stream(sql, params, timeout_s=timeout_s) as result:
            if max_rows is None and max_bytes is None:
                rows, truncated = result.fetch(None), False
            else:
                rows, truncated = _capped(result, max_rows, max_bytes, value_chars, self._fetch_chunk_rows)
            return QueryOutput(
                columns=result.columns,
                types=result.types,
                rows=rows,
                truncated=truncated,
                elapsed_ms=(time.perf_counter() - start) * 1000,
            )

    @contextmanager
    def stream(
        self, sql: str, params: Sequence[Any] | None = None, *, timeout_s: float | None = None
    ) -> Iterator[ResultStream]:
        """Run one statement on its own cursor and hand out its rows as they are fetched."""
        cur = self.cursor()
        timer = threading.Timer(timeout_s, cur.interrupt) if timeout_s else None
        try:
            if timer:
                timer.start()
            with _mapped_errors(timeout_s):
                res = cur.execute(sql, params)
            yield ResultStream(res, timeout_s)
        finally:
            if timer:
                timer.cancel()
            cur.close()

    def close(self) -> None:
        with self._lock:
            self._conn.close()
