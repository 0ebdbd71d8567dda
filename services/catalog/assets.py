"""Reading a file's shape: encodings and UTF-8 copies, JSON layouts, SQLite tables, documents.

Nothing here touches DuckDB; the input tree is only ever read. Text is decoded by ``shared.textio``;
a file in another encoding than UTF-8 gets a UTF-8 copy in the task output's transcoded folder.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import stat
import tempfile
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from services.catalog.models import DocumentProfile, ForeignKey
from shared.artifacts import atomic_write_bytes, atomic_writer, read_json, write_json
from shared.textio import DecodedText, EncodingInfo, decode_text, read_bytes

SQLITE_MAGIC = b"SQLite format 3\x00"


# --- encodings -------------------------------------------------------------------------------


def transcode_to_utf8(src: Path, encoding: EncodingInfo, dest: Path, stamp_path: Path) -> tuple[Path, int]:
    """Write a UTF-8 copy (BOM dropped) of ``src`` to ``dest``; reuse it when the source has not changed.

    ``stamp_path`` records what the copy was made from. Returns (copy path, number of undecodable
    byte sequences replaced).
    """
    st = src.stat()
    stamp = {
        "source": str(src),
        "size": st.st_size,
        "mtime_ns": st.st_mtime_ns,
        "encoding": encoding.encoding,
    }
    if dest.is_file() and stamp_path.is_file():
        try:
            old = read_json(stamp_path)
            if {k: old.get(k) for k in stamp} == stamp:
                return dest, int(old.get("replaced", 0))
        except (OSError, ValueError):
            pass
    decoded = decode_text(read_bytes(src), encoding)
    atomic_write_bytes(dest, decoded.text.encode("utf-8"))
    write_json(stamp_path, {**stamp, "replaced": decoded.replaced})
    return dest, decoded.replaced


def read_document(path: Path, encoding: EncodingInfo) -> DecodedText:
    """A document's text in its detected encoding, byte-order mark dropped, with what was replaced."""
    return decode_text(read_bytes(path), encoding)


# --- JSON layouts ----------------------------------------------------------------------------


@dataclass
class JsonShape:
    kind: str  # wrapper | array | lines | object | invalid
    records_key: str | None = None
    table_name: str | None = None
    records: int | None = None
    error: str | None = None
    # JSON lines: the numbers (from 1) of the lines checked that are not JSON objects.
    bad_lines: list[int] = field(default_factory=list)


def detect_json_shape(path: Path, *, full_parse_max: int, head_bytes: int, lines_checked: int) -> JsonShape:
    """Classify a UTF-8 JSON file: {"table","records"} wrapper, plain array, JSON lines or single object.

    Files above ``full_parse_max`` bytes are classified from their first ``head_bytes``; a file is
    JSON lines when most of its first ``lines_checked`` non-empty lines are objects, and every line
    read is checked.
    """
    size = path.stat().st_size
    if size == 0:
        return JsonShape("invalid", error="empty file")
    utf8 = EncodingInfo("utf-8")
    if size <= full_parse_max:
        text = decode_text(read_bytes(path), utf8).text
        try:
            return _shape_of(json.loads(text))
        except json.JSONDecodeError as e:
            return _lines_or_invalid(text.split("\n"), str(e), lines_checked)
        except RecursionError:
            return JsonShape("invalid", error="nested more deeply than the JSON reader allows")
    head = decode_text(read_bytes(path, head_bytes), utf8, partial=True).text.lstrip()
    if head.startswith("["):
        return JsonShape("array")
    lines = head.split("\n")
    if len(lines) > 1:
        shape = _lines_or_invalid(lines[:-1], "not a JSON document", lines_checked)
        if shape.kind == "lines":
            return shape
    return JsonShape("wrapper", records_key="records")


def _shape_of(data: Any) -> JsonShape:
    if isinstance(data, list):
        return JsonShape("array", records=len(data))
    if isinstance(data, dict):
        lists = {k: v for k, v in data.items() if isinstance(v, list) and all(isinstance(x, dict) for x in v)}
        key = "records" if "records" in lists else (next(iter(lists)) if len(lists) == 1 else None)
        if key is not None:
            name = data.get("table") if isinstance(data.get("table"), str) else None
            return JsonShape("wrapper", records_key=key, table_name=name, records=len(lists[key]))
        return JsonShape("object", records=1)
    return JsonShape("invalid", error=f"top-level JSON value is a {type(data).__name__}, not a table")


def _is_object(line: str) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except (json.JSONDecodeError, RecursionError):
        return False


def _lines_or_invalid(lines: list[str], error: str, checked: int) -> JsonShape:
    """JSON lines when objects are most of the first ``checked`` non-empty lines, else ``error``."""
    numbered = [(i, ln) for i, ln in enumerate(lines, 1) if ln.strip()]
    objects = [_is_object(ln) for _, ln in numbered[:checked]]
    if not objects or sum(objects) * 2 < len(objects):
        return JsonShape("invalid", error=error)
    objects += [_is_object(ln) for _, ln in numbered[checked:]]
    bad = [i for (i, _), ok in zip(numbered, objects, strict=True) if not ok]
    return JsonShape("lines", records=len(numbered) - len(bad), bad_lines=bad)


def json_objects_only(src: Path, dest: Path) -> list[int]:
    """Copy the JSON lines file ``src`` to ``dest`` without its lines that are not JSON objects (read
    line by line, written atomically); the numbers (from 1) of the lines left out."""
    bad: list[int] = []
    with open(src, "rb") as f, atomic_writer(dest) as out:
        for number, line in enumerate(f, 1):
            text = line.decode("utf-8", errors="replace")
            if not text.strip():
                continue
            if _is_object(text):
                out.write(line if line.endswith(b"\n") else line + b"\n")
            else:
                bad.append(number)
    return bad


# --- SQLite ----------------------------------------------------------------------------------


@dataclass
class SqliteTable:
    name: str
    columns: list[tuple[str, str]]  # (name, declared type)
    row_count: int
    foreign_keys: list[ForeignKey] = field(default_factory=list)
    is_view: bool = False
    error: str | None = None  # why SQLite cannot read it


def sqlite_problem(path: Path) -> str | None:
    """Why ``path`` is not a usable SQLite file, or None when it looks like one."""
    size = path.stat().st_size
    if size == 0:
        return "0-byte file, not a SQLite database"
    with open(path, "rb") as f:
        if f.read(16) != SQLITE_MAGIC:
            return "not a SQLite database (header mismatch)"
    return None


def write_ahead_log(path: Path) -> Path | None:
    """The database's write-ahead log (``<name>-wal`` beside it) when it holds changes: a regular file,
    not a link, not empty. A reader that opens the database immutable never sees them."""
    wal = path.with_name(path.name + "-wal")
    try:
        st = os.lstat(wal)
    except OSError:
        return None
    return wal if stat.S_ISREG(st.st_mode) and st.st_size > 0 else None


def apply_write_ahead_log(src: Path, wal: Path, dest: Path, stamp_path: Path) -> Path:
    """A copy of the database ``src`` at ``dest`` with the changes of its log ``wal`` written in, made
    from copies of both (the task's files are never opened for writing); reused while neither changes.
    sqlite3.DatabaseError when SQLite cannot apply the log."""
    db_st, wal_st = src.stat(), wal.stat()
    stamp = {
        "source": str(src),
        "size": db_st.st_size,
        "mtime_ns": db_st.st_mtime_ns,
        "wal_size": wal_st.st_size,
        "wal_mtime_ns": wal_st.st_mtime_ns,
    }
    if dest.is_file() and stamp_path.is_file():
        try:
            if read_json(stamp_path) == stamp:
                return dest
        except (OSError, ValueError):
            pass
    dest.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=dest.parent, prefix=".wal-") as tmp:
        db = Path(tmp) / "db"
        shutil.copyfile(src, db)
        shutil.copyfile(wal, Path(tmp) / "db-wal")
        conn = sqlite3.connect(db)
        try:
            # Leaving WAL mode checkpoints every committed change into the database file.
            conn.execute("PRAGMA journal_mode=DELETE").fetchall()
        finally:
            conn.close()
        os.replace(db, dest)
    write_json(stamp_path, stamp)
    return dest


def open_sqlite(path: Path) -> sqlite3.Connection:
    """Read-only and immutable: SQLite takes no locks and never writes a journal beside the file."""
    uri = f"file:{urllib.parse.quote(str(path))}?mode=ro&immutable=1"
    conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
    conn.text_factory = lambda b: b.decode("utf-8", errors="replace")
    return conn


def inspect_sqlite(path: Path) -> list[SqliteTable]:
    """The tables and views of a database. One that SQLite cannot read (a view of a dropped table, a
    virtual table of a module not built in) comes back with its ``error`` and no columns; a damaged file
    raises sqlite3.DatabaseError."""
    conn = open_sqlite(path)
    try:
        objs = conn.execute(
            "SELECT name, type FROM sqlite_master WHERE type IN ('table','view') "
            "AND name NOT LIKE 'sqlite_%' ORDER BY name"
        ).fetchall()
        out = []
        for name, typ in objs:
            try:
                out.append(_inspect_one(conn, name, typ == "view"))
            except sqlite3.OperationalError as e:
                out.append(SqliteTable(name, [], 0, is_view=typ == "view", error=str(e)))
        return out
    finally:
        conn.close()


def _inspect_one(conn: sqlite3.Connection, name: str, is_view: bool) -> SqliteTable:
    q = _qi(name)
    cols = [(r[1], r[2] or "") for r in conn.execute(f"PRAGMA table_info({q})")]
    fks = [
        ForeignKey(column=r[3], ref_table=r[2], ref_column=r[4])
        for r in conn.execute(f"PRAGMA foreign_key_list({q})")
    ]
    rows = conn.execute(f"SELECT count(*) FROM {q}").fetchone()[0]
    return SqliteTable(name, cols, rows, fks, is_view)


def _qi(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def sqlite_column_types(path: Path, table: str, columns: list[tuple[str, str]]) -> list[str]:
    """DuckDB types that hold every stored value of each column (SQLite columns are dynamically typed).

    Asks SQLite for the storage classes present (``typeof``) instead of pulling rows into Python.
    """
    if not columns:
        return []
    parts = ", ".join(f"group_concat(DISTINCT typeof({_qi(c)}))" for c, _ in columns)
    conn = open_sqlite(path)
    try:
        row = conn.execute(f"SELECT {parts} FROM {_qi(table)}").fetchone()
    finally:
        conn.close()
    out = []
    for (_, decl), found in zip(columns, row, strict=True):
        kinds = set((found or "").split(",")) - {"", "null"}
        if not kinds:
            out.append(_affinity_type(decl))
        elif kinds == {"integer"}:
            out.append("BIGINT")
        elif kinds <= {"integer", "real"}:
            out.append("DOUBLE")
        elif kinds == {"blob"}:
            out.append("BLOB")
        else:
            out.append("VARCHAR")
    return out


def _affinity_type(decl: str) -> str:
    d = decl.upper()
    if "INT" in d:
        return "BIGINT"
    if any(k in d for k in ("REAL", "FLOA", "DOUB", "DEC", "NUM")):
        return "DOUBLE"
    if "BLOB" in d:
        return "BLOB"
    return "VARCHAR"


def coerce_column(values: list[Any], duck_type: str) -> list[Any]:
    """Values ready to bind as a DuckDB list of ``duck_type``."""
    if duck_type == "VARCHAR":
        return [v if v is None or isinstance(v, str) else _to_text(v) for v in values]
    if duck_type == "DOUBLE":
        return [None if v is None else float(v) for v in values]
    if duck_type == "BIGINT":
        return [None if v is None else int(v) for v in values]
    return values


def _to_text(v: Any) -> str:
    if isinstance(v, bytes):
        return v.decode("utf-8", errors="replace")
    return str(v)


# --- documents -------------------------------------------------------------------------------

_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$")
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def estimate_tokens(text: str) -> int:
    """Roughly what a BPE tokenizer gives: one token per CJK character, one per 4 other characters."""
    cjk = len(_CJK.findall(text))
    return cjk + (len(text) - cjk + 3) // 4


def cap_tokens(text: str, cap: int) -> tuple[str, bool]:
    """Cut ``text`` at a line boundary so that it stays within ``cap`` estimated tokens."""
    if estimate_tokens(text) <= cap:
        return text, False
    out: list[str] = []
    used = 0
    for line in text.splitlines(keepends=True):
        t = estimate_tokens(line)
        if used + t > cap:
            if not out:
                # A single huge first line: cut inside it rather than return nothing.
                lo, hi = 0, len(line)
                while lo < hi:
                    mid = (lo + hi + 1) // 2
                    lo, hi = (mid, hi) if estimate_tokens(line[:mid]) <= cap else (lo, mid - 1)
                out.append(line[:lo])
            break
        out.append(line)
        used += t
    return "".join(out), True


def profile_document(text: str, preview_chars: int, max_headings: int, title_chars: int) -> DocumentProfile:
    headings = []
    title = None
    for line in text.splitlines():
        m = _HEADING.match(line)
        if m:
            h = f"{m.group(1)} {m.group(2)}"
            title = title or m.group(2)
            if len(headings) < max_headings:
                headings.append(h)
    if title is None:
        title = next((ln.strip()[:title_chars] for ln in text.splitlines() if ln.strip()), None)
    return DocumentProfile(
        title=title,
        headings=headings,
        preview=text[:preview_chars],
        chars=len(text),
        estimated_tokens=estimate_tokens(text),
    )
