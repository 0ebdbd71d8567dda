"""Scanning a task's files: the context manifest's assets and the extracted tables become assets and sources.

The context manifest decides which files exist and their kinds; the catalog never walks the context
folder itself. Extracted tables (one SQLite file per document) are added from the task output.
"""

from __future__ import annotations

import hashlib
import stat
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from services.catalog.assets import (
    apply_write_ahead_log,
    detect_json_shape,
    inspect_sqlite,
    json_objects_only,
    profile_document,
    read_document,
    sqlite_problem,
    transcode_to_utf8,
    write_ahead_log,
)
from services.catalog.models import Asset, ForeignKey, Uncertainty
from services.catalog.settings import ProfileSettings
from services.catalog.surface import qi, ql
from shared.errors import InvalidInputError, NotFoundError
from shared.layout import AssetKind, ContextManifest, TaskOutput, asset_kind
from shared.textio import EncodingInfo, detect_encoding

# Table files in these top-level context folders are the task's tables; elsewhere they may be decoys.
TABLE_FOLDERS = {"csv", "json", "db"}
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
_FORMAT_RANK = {"sqlite": 0, "csv": 1, "json": 2}
# Line numbers a note lists before it counts the rest.
_LINES_LISTED = 20


@dataclass
class FoundFile:
    """A visible file, where it physically lives and what kind the context manifest gave it."""

    visible_path: str
    physical_path: Path
    kind: AssetKind
    source_path: str | None = None
    action: str = "source"
    generated: bool = False
    origin: str = "context"  # context | extraction
    outside: bool = False  # resolves outside the context folder and the task output: never opened

    @property
    def is_stray(self) -> bool:
        """A table file outside the csv/ json/ db/ folders, like the decoy ``answer.csv``."""
        first = PurePosixPath(self.visible_path).parts[0].lower() if "/" in self.visible_path else ""
        return self.origin == "context" and first not in TABLE_FOLDERS


@dataclass
class Source:
    """A table found in a file, before it gets its surface name."""

    base_name: str
    format: str
    asset: str
    origin: str
    stray: bool
    read_path: str
    encoding: str | None = None
    json_shape: str | None = None
    view_sql: str | None = None
    sqlite_path: str | None = None
    sqlite_table: str | None = None
    sqlite_columns: list[tuple[str, str]] = field(default_factory=list)
    foreign_keys: list[ForeignKey] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    name: str = ""
    # Where a rectangular copy of a ragged CSV goes (the UTF-8 copy's place in the task output).
    copy_path: str | None = None


@dataclass
class Scan:
    assets: list[Asset]
    sources: list[Source]
    knowledge: dict[str, str]


def read_manifest(output: TaskOutput) -> ContextManifest:
    """The context stage's manifest; a clear error when that stage has not run or left it unreadable."""
    manifest = output.read_context_manifest()
    if manifest is not None:
        return manifest
    if output.context_manifest.is_file():
        raise InvalidInputError(
            f"the context manifest {output.context_manifest} is unreadable; run the context stage again"
        )
    raise NotFoundError(
        f"no context manifest in {output.output_dir}: the context stage must run before the catalog"
    )


def discover(output: TaskOutput) -> tuple[ContextManifest, list[FoundFile]]:
    """Every visible file: the manifest's assets, then the extracted tables (``origin="extraction"``).

    A file that resolves outside the context folder and the task output (a link swapped in after the
    context stage, a hand-edited manifest) is listed with ``outside=True`` and never opened.
    """
    manifest = read_manifest(output)
    context_dir = Path(manifest.context_dir)
    bases = [output.output_dir, context_dir]
    roots = [output.output_dir.resolve(), context_dir.resolve()]
    files: list[FoundFile] = []
    for a in manifest.assets:
        phys = Path(a.physical_path)
        if not phys.is_absolute():
            phys = next((b / phys for b in bases if (b / phys).exists()), output.output_dir / phys)
        files.append(
            FoundFile(
                visible_path=a.visible_path.replace("\\", "/"),
                physical_path=phys,
                kind=a.kind,
                source_path=a.source_path,
                action=a.action,
                generated=a.generated,
                outside=not _inside(phys, roots),
            )
        )
    files.sort(key=lambda f: f.visible_path)
    seen = {f.visible_path for f in files}
    for p in output.extracted_dbs():
        vis = p.relative_to(output.output_dir).as_posix()
        if p.is_file() and vis not in seen:
            files.append(
                FoundFile(
                    vis,
                    p.resolve(),
                    asset_kind(vis),
                    action="extraction",
                    generated=True,
                    origin="extraction",
                    outside=not _inside(p, roots[:1]),
                )
            )
    return manifest, files


def _inside(path: Path, roots: list[Path]) -> bool:
    """Whether ``path``, links followed, lies under one of ``roots`` (already resolved)."""
    try:
        real = path.resolve()
    except (OSError, RuntimeError):  # a link loop
        return False
    return any(real == r or r in real.parents for r in roots)


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


def csv_view_sql(path: str, extra: str = "") -> str:
    return f"SELECT * FROM read_csv_auto({ql(path)}{extra})"


def json_view_sql(path: str, shape: str, records_key: str | None, size: int, prof: ProfileSettings) -> str:
    # One wrapper object holds the whole table, so the object size limit must cover the file.
    max_obj = max(prof.json_min_object_bytes, size + prof.json_object_margin_bytes)
    if shape == "wrapper":
        key = qi(records_key or "records")
        return (
            f"SELECT r.* FROM (SELECT unnest({key}) AS r FROM "
            f"read_json_auto({ql(path)}, format='auto', maximum_object_size={max_obj}))"
        )
    fmt = {"array": "array", "lines": "newline_delimited"}.get(shape, "auto")
    return f"SELECT * FROM read_json_auto({ql(path)}, format='{fmt}', maximum_object_size={max_obj})"


class Scanner:
    """Turns found files into catalog assets and table sources; problems become uncertainties."""

    def __init__(self, output: TaskOutput, prof: ProfileSettings, unc: list[Uncertainty]) -> None:
        self.output = output
        self.prof = prof
        self.unc = unc

    def scan(self, files: list[FoundFile]) -> Scan:
        out = Scan([], [], {})
        converted = {f.source_path for f in files if f.generated and f.source_path}
        for f in files:
            asset = Asset(
                visible_path=f.visible_path,
                physical_path=str(f.physical_path),
                source_path=f.source_path,
                action=f.action,
                generated=f.generated,
                kind=f.kind,
                size_bytes=0,
                recommended_tool=RECOMMENDED_TOOL[f.kind],
            )
            out.assets.append(asset)
            try:
                self._scan_one(f, asset, out, converted)
            except Exception as e:  # one bad file never takes the others with it
                asset.status = "unreadable"
                self._note("unreadable", failure_message(e), f.visible_path)
        return out

    def _scan_one(self, f: FoundFile, asset: Asset, out: Scan, converted: set[str | None]) -> None:
        kind, vis = f.kind, f.visible_path
        if f.outside:
            asset.status = "unreadable"
            self._note("outside_task", "the file resolves outside the task folder; not opened", vis)
            return
        if not f.physical_path.exists():
            asset.status = "unreadable"
            self._note("missing_file", "file listed but not found", vis)
            return
        st = f.physical_path.stat()
        if not stat.S_ISREG(st.st_mode):
            asset.status = "unreadable"
            self._note("not_regular_file", "not a regular file (a FIFO, device or folder); not opened", vis)
            return
        if st.st_nlink > 1 and f.origin == "context" and not f.generated:
            # Its other names are unknown: one may be a file outside the task that no link check sees.
            asset.status = "unreadable"
            names = f"the file has {st.st_nlink} names, the others perhaps outside the task"
            self._note("hard_link", f"a hard link ({names}); not opened", vis)
            return
        asset.size_bytes = st.st_size
        if kind in ("csv", "json") and f.generated and f.origin != "extraction":
            asset.status = "skipped"
            asset.recommended_tool = "read_file"
            return
        if kind == "csv":
            out.sources.extend(self._csv(f, asset))
        elif kind == "json":
            out.sources.extend(self._json(f, asset))
        elif kind == "sqlite":
            out.sources.extend(self._sqlite(f, asset))
        elif kind in ("document", "knowledge"):
            info = self._detect(f.physical_path)
            asset.encoding = info.encoding
            decoded = read_document(f.physical_path, info)
            if decoded.replaced or info.mixed_lines:
                self._note("encoding", encoding_message(info, decoded.replaced), vis)
            prof = self.prof
            asset.document = profile_document(
                decoded.text, prof.doc_preview_chars, prof.doc_max_headings, prof.doc_title_chars
            )
            if kind == "knowledge":
                out.knowledge[vis] = decoded.text
        elif kind == "pdf" and vis not in converted:
            asset.status = "partial"
            self._note(
                "pdf_not_converted",
                "PDF without a generated Markdown version; its text was not scanned",
                vis,
            )
        elif kind == "video" and f.action == "source" and vis not in converted:
            self._note(
                "video_not_processed",
                "video without a generated timeline; only its path is known",
                vis,
            )

    def _note(self, code: str, message: str, asset: str | None = None, table: str | None = None) -> None:
        self.unc.append(Uncertainty(code=code, message=message, asset=asset, table=table))

    def _detect(self, path: Path) -> EncodingInfo:
        return detect_encoding(path, self.prof.encoding_sample_bytes, self.prof.utf8_full_check_max_bytes)

    def _utf8_path(self, f: FoundFile, asset: Asset, strip_bom: bool) -> str:
        """The file DuckDB reads: the file itself when it is UTF-8, else a UTF-8 copy."""
        info = self._detect(f.physical_path)
        asset.encoding = info.encoding + ("-sig" if info.bom and info.encoding == "utf-8" else "")
        if info.is_utf8 and not (info.bom and strip_bom):
            return str(f.physical_path)
        copy = self.output.transcoded_copy(f.visible_path)
        dest, replaced = transcode_to_utf8(f.physical_path, info, copy, self.output.transcoded_stamp(copy))
        if not info.confident or replaced or info.mixed_lines:
            self._note("encoding", encoding_message(info, replaced), f.visible_path)
        return str(dest)

    def _stray(self, f: FoundFile) -> bool:
        if f.is_stray:
            self._note(
                "stray_table_file",
                "table file outside csv/, json/ and db/; it may be a decoy or partial sample",
                f.visible_path,
            )
        return f.is_stray

    def _csv(self, f: FoundFile, asset: Asset) -> list[Source]:
        if f.physical_path.stat().st_size == 0:
            asset.status = "unreadable"
            self._note("empty_file", "0-byte CSV", f.visible_path)
            return []
        path = self._utf8_path(f, asset, strip_bom=False)
        copy = str(self.output.transcoded_copy(f.visible_path))
        return [self._file_source(f, asset, "csv", path, view_sql=csv_view_sql(path), copy_path=copy)]

    def _json(self, f: FoundFile, asset: Asset) -> list[Source]:
        prof = self.prof
        path = self._utf8_path(f, asset, strip_bom=True) if f.physical_path.stat().st_size else ""
        shape = detect_json_shape(
            Path(path) if path else f.physical_path,
            full_parse_max=prof.json_full_parse_max_bytes,
            head_bytes=prof.json_head_bytes,
            lines_checked=prof.json_lines_checked,
        )
        if shape.kind == "invalid":
            asset.status = "unreadable"
            self._note("unreadable", f"JSON is not a table: {shape.error}", f.visible_path)
            return []
        notes = []
        if shape.table_name and shape.table_name != f.physical_path.stem:
            notes.append(f'wrapper names the table "{shape.table_name}"; registered under the file stem')
        if shape.kind == "object":
            notes.append("a single JSON object, registered as one row")
        if shape.bad_lines:
            path = self._objects_only(f, Path(path), notes)
        view = json_view_sql(path, shape.kind, shape.records_key, Path(path).stat().st_size, prof)
        return [self._file_source(f, asset, "json", path, json_shape=shape.kind, view_sql=view, notes=notes)]

    def _objects_only(self, f: FoundFile, path: Path, notes: list[str]) -> str:
        """A copy of the JSON lines file at ``path`` without its lines that are not JSON objects; which
        were left out is noted and recorded."""
        copy = self.output.transcoded_copy(f.visible_path)
        bad = json_objects_only(path, copy)
        # The copy is no longer the plain UTF-8 copy: the next build makes that again from the original.
        TaskOutput.transcoded_stamp(copy).unlink(missing_ok=True)
        shown = ", ".join(str(n) for n in bad[:_LINES_LISTED])
        more = f" and {len(bad) - _LINES_LISTED} more" if len(bad) > _LINES_LISTED else ""
        message = (
            f"1 line that is not a JSON object left out (line {shown})"
            if len(bad) == 1
            else f"{len(bad)} lines that are not JSON objects left out (lines {shown}{more})"
        )
        notes.append(message)
        self._note("json_bad_lines", message, f.visible_path)
        return str(copy)

    def _file_source(self, f: FoundFile, asset: Asset, fmt: str, path: str, **extra: Any) -> Source:
        """The one table of a CSV or JSON file, named after the file, read from ``path`` (UTF-8)."""
        return Source(
            base_name=f.physical_path.stem,
            format=fmt,
            asset=f.visible_path,
            origin=f.origin,
            stray=self._stray(f),
            read_path=path,
            encoding=asset.encoding,
            **extra,
        )

    def _sqlite(self, f: FoundFile, asset: Asset) -> list[Source]:
        problem = sqlite_problem(f.physical_path)
        if problem:
            asset.status = "unreadable"
            code = "empty_file" if f.physical_path.stat().st_size == 0 else "not_sqlite"
            self._note(code, problem, f.visible_path)
            return []
        path = self._with_log(f)
        try:
            tables = inspect_sqlite(path)
        except Exception as e:  # sqlite3.DatabaseError and friends: a broken file is an uncertainty
            asset.status = "unreadable"
            self._note("unreadable", f"SQLite: {e}", f.visible_path)
            return []
        stray = self._stray(f) if f.origin == "context" else False
        for t in tables:
            if t.error:
                kind = "view" if t.is_view else "table"
                self._note("unreadable", f"SQLite {kind} not read: {t.error}", f.visible_path, t.name)
        return [
            Source(
                base_name=t.name,
                format="sqlite",
                asset=f.visible_path,
                origin=f.origin,
                stray=stray,
                read_path=str(path),
                sqlite_path=str(path),
                sqlite_table=t.name,
                sqlite_columns=t.columns,
                foreign_keys=t.foreign_keys,
                notes=["SQLite view"] if t.is_view else [],
            )
            for t in tables
            if not t.error
        ]

    def _with_log(self, f: FoundFile) -> Path:
        """The database to read: the file itself, or a copy with the changes its write-ahead log holds
        (committed but not yet written into the file) applied."""
        wal = write_ahead_log(f.physical_path)
        if wal is None:
            return f.physical_path
        copy = self.output.transcoded_copy(f.visible_path)
        try:
            path = apply_write_ahead_log(f.physical_path, wal, copy, self.output.transcoded_stamp(copy))
        except Exception as e:  # a log SQLite cannot apply: the file is read as it stands
            self._note(
                "sqlite_wal",
                f"its write-ahead log {wal.name} could not be applied ({failure_message(e)}); "
                "the changes it holds are not read",
                f.visible_path,
            )
            return f.physical_path
        self._note(
            "sqlite_wal",
            f"read with the changes of its write-ahead log {wal.name}, not yet written into the file "
            "(applied to a copy; the task's files are unchanged)",
            f.visible_path,
        )
        return path


def encoding_message(info: EncodingInfo, replaced: int) -> str:
    """What decoding a file lost: which encoding was used, whether it was guessed, what was replaced."""
    if info.mixed_lines:
        read = "read line by line (UTF-8 lines as UTF-8, the others as GB18030)"
    else:
        read = f"{'guessed as' if not info.confident else 'read as'} {info.encoding}"
    return f"encoding {read}; {replaced} undecodable byte sequences replaced by U+FFFD"


def failure_message(e: BaseException) -> str:
    """A clear one-line reason a file could not be read, without a Python traceback."""
    if isinstance(e, RecursionError):
        return "nested more deeply than the reader allows"
    if isinstance(e, MemoryError):
        return "too large to read in the memory available"
    text = str(e).splitlines()[0] if str(e) else ""
    return f"{type(e).__name__}: {text}" if text else type(e).__name__


def assign_names(sources: list[Source], unc: list[Uncertainty], max_same_name: int) -> None:
    """Plain names go to originals in their folders first (SQLite, then CSV, then JSON)."""
    order = sorted(
        sources,
        key=lambda s: (s.origin == "extraction", s.stray, _FORMAT_RANK[s.format], s.asset, s.base_name),
    )
    taken: dict[str, Source] = {}
    for s in order:
        name = s.base_name
        if name.lower() in taken:
            first = taken[name.lower()]
            for cand in (
                f"{s.base_name}__{s.format}",
                f"{s.base_name}__{s.format}_{Path(s.asset).stem}",
                *(f"{s.base_name}__{s.format}_{i}" for i in range(2, max_same_name)),
            ):
                if cand.lower() not in taken:
                    name = cand
                    break
            msg = (
                f'table name "{s.base_name}" also comes from {first.asset}; that one is "{first.name}", '
                f'this one ({s.asset}) is "{name}". Compare them before relying on either.'
            )
            unc.append(Uncertainty(code="name_conflict", message=msg, asset=s.asset, table=name))
            s.notes.append(msg)
        s.name = name
        taken[name.lower()] = s
