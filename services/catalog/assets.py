"""Finding a task's files and reading their shape: kinds, encodings, JSON layouts, SQLite tables, documents.

Nothing here touches DuckDB; the input tree is only ever read. Files in another encoding than UTF-8
get a UTF-8 copy under ``<task_output>/catalog/transcoded/``.
"""

from __future__ import annotations

import codecs
import hashlib
import json
import re
import sqlite3
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import charset_normalizer

from services.catalog.models import AssetKind, DocumentProfile, ForeignKey
from shared.artifacts import atomic_write_bytes, read_json, write_json

MANIFEST_NAME = "context_preprocessing_manifest.json"
CONTEXT_DB_DIR = "context_db"
TABLE_FOLDERS = {"csv", "json", "db"}

_SUFFIX_KIND: dict[str, AssetKind] = {
    ".csv": "csv",
    ".json": "json",
    ".jsonl": "json",
    ".ndjson": "json",
    ".db": "sqlite",
    ".sqlite": "sqlite",
    ".sqlite3": "sqlite",
    ".md": "document",
    ".markdown": "document",
    ".txt": "document",
    ".pdf": "pdf",
    ".png": "image",
    ".jpg": "image",
    ".jpeg": "image",
    ".gif": "image",
    ".bmp": "image",
    ".webp": "image",
    ".tif": "image",
    ".tiff": "image",
    ".mp4": "video",
    ".mov": "video",
    ".avi": "video",
    ".mkv": "video",
    ".webm": "video",
}
RECOMMENDED_TOOL: dict[str, str] = {
    "csv": "probe_query",
    "json": "probe_query",
    "sqlite": "probe_query",
    "document": "read_document",
    "knowledge": "read_document",
    "pdf": "read_document",
    "image": "inspect_media",
    "video": "inspect_media",
    "other": "read_file",
}
_GB_FAMILY = {"gbk", "gb2312", "cp936", "gb18030", "hz", "euc_cn", "ms936"}
SQLITE_MAGIC = b"SQLite format 3\x00"


@dataclass
class FoundFile:
    """A visible file and where it physically lives."""

    visible_path: str
    physical_path: Path
    source_path: str | None = None
    action: str = "source"
    generated: bool = False
    origin: str = "context"  # context | extraction

    @property
    def kind(self) -> AssetKind:
        if self.physical_path.name.lower() == "knowledge.md":
            return "knowledge"
        return _SUFFIX_KIND.get(self.physical_path.suffix.lower(), "other")

    @property
    def is_stray(self) -> bool:
        """A table file outside the csv/ json/ db/ folders, like the decoy ``answer.csv``."""
        first = Path(self.visible_path).parts[0].lower() if "/" in self.visible_path else ""
        return self.origin == "context" and first not in TABLE_FOLDERS


def discover(task_dir: Path | None, output_dir: Path) -> tuple[list[FoundFile], list[str]]:
    """Every visible file: from the context manifest when there is one, else a scan of ``context/``.

    Extraction outputs (``<output>/context_db/*.db``) are appended. Returns (files, problems).
    """
    problems: list[str] = []
    files: list[FoundFile] = []
    manifest = output_dir / MANIFEST_NAME
    if manifest.is_file():
        try:
            files = _from_manifest(manifest, task_dir, output_dir)
        except (OSError, ValueError, TypeError, KeyError) as e:
            problems.append(f"context manifest {manifest} unreadable ({e}); scanned context/ instead")
            files = []
    if not files and task_dir is not None:
        ctx = task_dir / "context"
        if ctx.is_dir():
            for p in sorted(ctx.rglob("*")):
                if p.is_file() and not p.name.startswith("."):
                    files.append(FoundFile(p.relative_to(ctx).as_posix(), p.resolve()))
    db_dir = output_dir / CONTEXT_DB_DIR
    if db_dir.is_dir():
        for p in sorted(db_dir.glob("*.db")):
            vis = f"{CONTEXT_DB_DIR}/{p.name}"
            if p.is_file() and all(f.visible_path != vis for f in files):
                files.append(
                    FoundFile(vis, p.resolve(), action="extraction", generated=True, origin="extraction")
                )
    return files, problems


def _from_manifest(manifest: Path, task_dir: Path | None, output_dir: Path) -> list[FoundFile]:
    data = read_json(manifest)
    entries = data.get("assets", []) if isinstance(data, dict) else data
    out: list[FoundFile] = []
    for e in entries:
        phys = Path(e["physical_path"])
        if not phys.is_absolute():
            bases = [output_dir] + ([task_dir / "context", task_dir] if task_dir else [])
            phys = next((b / phys for b in bases if (b / phys).exists()), output_dir / phys)
        out.append(
            FoundFile(
                visible_path=str(e["visible_path"]).replace("\\", "/"),
                physical_path=phys,
                source_path=e.get("source_path"),
                action=str(e.get("action") or e.get("kind") or "source"),
                generated=bool(e.get("generated", False)),
            )
        )
    return sorted(out, key=lambda f: f.visible_path)


def fingerprint(files: list[FoundFile], extra: list[Path]) -> str:
    """Changes when any visible file (or the manifest) is added, removed, resized or touched."""
    h = hashlib.sha256()
    for f in files:
        st = f.physical_path.stat() if f.physical_path.exists() else None
        h.update(f"{f.visible_path}|{f.physical_path}|{st and st.st_size}|{st and st.st_mtime_ns}\n".encode())
    for p in extra:
        st = p.stat() if p.exists() else None
        h.update(f"{p}|{st and st.st_size}|{st and st.st_mtime_ns}\n".encode())
    return h.hexdigest()[:32]


# --- encodings -------------------------------------------------------------------------------


@dataclass
class EncodingInfo:
    encoding: str  # Python codec name
    bom: bool = False
    confident: bool = True

    @property
    def is_utf8(self) -> bool:
        return self.encoding in ("utf-8", "ascii")


def detect_encoding(path: Path, sample_bytes: int, full_check_max: int) -> EncodingInfo:
    """UTF-8 (checked end to end for files up to ``full_check_max``) or charset-normalizer's guess."""
    with open(path, "rb") as f:
        head = f.read(sample_bytes)
    if head.startswith(codecs.BOM_UTF8):
        return EncodingInfo("utf-8", bom=True)
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return EncodingInfo("utf-16", bom=True)
    if _is_utf8(path, head, full_check_max):
        return EncodingInfo("utf-8")
    best = charset_normalizer.from_bytes(head).best()
    if best is None:
        # Chinese material is the usual non-UTF-8 case; gb18030 decodes every byte sequence GBK does.
        return EncodingInfo("gb18030", confident=False)
    enc = best.encoding.lower().replace("-", "_")
    if enc in _GB_FAMILY:
        enc = "gb18030"
    return EncodingInfo(codecs.lookup(enc).name)


def _is_utf8(path: Path, head: bytes, full_check_max: int) -> bool:
    size = path.stat().st_size
    decoder = codecs.getincrementaldecoder("utf-8")()
    try:
        if size <= len(head):
            decoder.decode(head, final=True)
            return True
        if size > full_check_max:
            decoder.decode(head, final=False)
            return True
        with open(path, "rb") as f:
            while chunk := f.read(1 << 22):
                decoder.decode(chunk, final=False)
            decoder.decode(b"", final=True)
        return True
    except UnicodeDecodeError:
        return False


def transcode_to_utf8(src: Path, encoding: str, dest_dir: Path, visible_path: str) -> tuple[Path, int]:
    """Write a UTF-8 copy (BOM dropped) of ``src``; reuse it when the source has not changed.

    Returns (copy path, number of undecodable byte sequences replaced).
    """
    safe = re.sub(r"[^A-Za-z0-9._-]+", "__", visible_path)
    dest = dest_dir / safe
    meta = dest_dir / f"{safe}.source.json"
    st = src.stat()
    stamp = {"source": str(src), "size": st.st_size, "mtime_ns": st.st_mtime_ns, "encoding": encoding}
    if dest.is_file() and meta.is_file():
        try:
            old = read_json(meta)
            if {k: old.get(k) for k in stamp} == stamp:
                return dest, int(old.get("replaced", 0))
        except (OSError, ValueError):
            pass
    raw = src.read_bytes()
    text = raw.decode(encoding, errors="replace")
    if text.startswith("\ufeff"):
        text = text[1:]
    replaced = text.count("\ufffd") - raw.decode(encoding, errors="ignore").count("\ufffd")
    atomic_write_bytes(dest, text.encode("utf-8"))
    write_json(meta, {**stamp, "replaced": replaced})
    return dest, replaced


def read_text(path: Path, info: EncodingInfo) -> str:
    text = path.read_bytes().decode(info.encoding, errors="replace")
    return text[1:] if text.startswith("\ufeff") else text


# --- JSON layouts ----------------------------------------------------------------------------


@dataclass
class JsonShape:
    kind: str  # wrapper | array | lines | object | invalid
    records_key: str | None = None
    table_name: str | None = None
    records: int | None = None
    error: str | None = None


def detect_json_shape(path: Path, encoding: str, full_parse_max: int) -> JsonShape:
    """Classify a JSON file: {"table","records"} wrapper, plain array, JSON lines or single object."""
    size = path.stat().st_size
    if size == 0:
        return JsonShape("invalid", error="empty file")
    if size <= full_parse_max:
        text = path.read_bytes().decode(encoding, errors="replace").lstrip("\ufeff")
        try:
            return _shape_of(json.loads(text))
        except json.JSONDecodeError as e:
            return _lines_or_invalid(text.splitlines(), str(e))
    with open(path, encoding=encoding, errors="replace") as f:
        head = f.read(1 << 16).lstrip("\ufeff").lstrip()
    if head.startswith("["):
        return JsonShape("array")
    lines = head.splitlines()
    if len(lines) > 1:
        shape = _lines_or_invalid(lines[:-1], "not a JSON document")
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


def _lines_or_invalid(lines: list[str], error: str) -> JsonShape:
    rows = [ln for ln in lines if ln.strip()]
    try:
        if rows and all(isinstance(json.loads(ln), dict) for ln in rows[:1000]):
            return JsonShape("lines", records=len(rows))
    except json.JSONDecodeError:
        pass
    return JsonShape("invalid", error=error)


# --- SQLite ----------------------------------------------------------------------------------


@dataclass
class SqliteTable:
    name: str
    columns: list[tuple[str, str]]  # (name, declared type)
    row_count: int
    foreign_keys: list[ForeignKey] = field(default_factory=list)
    is_view: bool = False


def sqlite_problem(path: Path) -> str | None:
    """Why ``path`` is not a usable SQLite file, or None when it looks like one."""
    size = path.stat().st_size
    if size == 0:
        return "0-byte file, not a SQLite database"
    with open(path, "rb") as f:
        if f.read(16) != SQLITE_MAGIC:
            return "not a SQLite database (header mismatch)"
    return None


def open_sqlite(path: Path) -> sqlite3.Connection:
    """Read-only and immutable: SQLite takes no locks and never writes a journal beside the file."""
    uri = f"file:{urllib.parse.quote(str(path))}?mode=ro&immutable=1"
    conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
    conn.text_factory = lambda b: b.decode("utf-8", errors="replace")
    return conn


def inspect_sqlite(path: Path) -> list[SqliteTable]:
    conn = open_sqlite(path)
    try:
        objs = conn.execute(
            "SELECT name, type FROM sqlite_master WHERE type IN ('table','view') "
            "AND name NOT LIKE 'sqlite_%' ORDER BY name"
        ).fetchall()
        out = []
        for name, typ in objs:
            q = _qi(name)
            cols = [(r[1], r[2] or "") for r in conn.execute(f"PRAGMA table_info({q})")]
            fks = [
                ForeignKey(column=r[3], ref_table=r[2], ref_column=r[4])
                for r in conn.execute(f"PRAGMA foreign_key_list({q})")
            ]
            rows = conn.execute(f"SELECT count(*) FROM {q}").fetchone()[0]
            out.append(SqliteTable(name, cols, rows, fks, typ == "view"))
        return out
    finally:
        conn.close()


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


def profile_document(text: str, preview_chars: int, max_headings: int) -> DocumentProfile:
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
        title = next((ln.strip()[:200] for ln in text.splitlines() if ln.strip()), None)
    return DocumentProfile(
        title=title,
        headings=headings,
        preview=text[:preview_chars],
        chars=len(text),
        estimated_tokens=estimate_tokens(text),
    )
