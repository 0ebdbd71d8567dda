"""TaskCatalog: the Semantic Catalog of one task and the tools that work on its query surface.

Public API (blocking; the server runs it in an executor and keeps one object per output dir)::

    cat = TaskCatalog(output_dir, task_dir=task_dir, settings=load_settings(CatalogSettings))
    cat.build() -> SemanticCatalog            # scan, register, profile, relate; writes both JSON files
    cat.ensure_current() -> SemanticCatalog   # reuse the built/saved catalog unless the inputs changed
    cat.light_catalog() -> dict               # global_data_profile.json content
    cat.profile(name) -> TableSchema | DerivedView
    cat.probe(sql, dialect="sqlite", max_rows=None, timeout_s=None) -> ProbeResult
    cat.search_value(literal) -> ValueSearchResult
    cat.lookup(section, table=None) -> list[dict]
    cat.close()

Build and queries use separate connections rebuilt from the same catalog, as seed 003 describes:
the build connection profiles everything and is closed; the query connection registers views and
copies SQLite tables in only when a query references them. New ``context_db/*.db`` files or a new
context manifest change the input fingerprint, and the next call rebuilds.
"""

from __future__ import annotations

import csv
import io
import json
import re
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb

from services.catalog import sqltext
from services.catalog.assets import (
    MANIFEST_NAME,
    RECOMMENDED_TOOL,
    FoundFile,
    cap_tokens,
    detect_encoding,
    detect_json_shape,
    discover,
    estimate_tokens,
    fingerprint,
    inspect_sqlite,
    profile_document,
    read_text,
    sqlite_column_types,
    sqlite_problem,
    transcode_to_utf8,
)
from services.catalog.models import (
    Asset,
    DerivedView,
    ForeignKey,
    ProbeResult,
    QueryRelevance,
    SemanticCatalog,
    TableSchema,
    Uncertainty,
    ValueHit,
    ValueSearchResult,
)
from services.catalog.profiling import jsonable, profile_table
from services.catalog.relationships import build_views, infer_relationships
from services.catalog.settings import CatalogSettings
from services.catalog.surface import QuerySurface, qi, ql
from shared.artifacts import read_json, write_json
from shared.config import load_settings
from shared.errors import InvalidInputError, NotFoundError
from shared.sql import referenced_tables

CATALOG_FILE = "semantic_catalog.json"
PROFILE_FILE = "global_data_profile.json"
TRANSCODED_DIR = Path("catalog") / "transcoded"
CATALOG_VERSION = 1
LOOKUP_SECTIONS = (
    "assets",
    "schemas",
    "relationships",
    "derived_views",
    "relationship_warnings",
    "query_relevance",
    "semantic_uncertainties",
)
_FORMAT_RANK = {"sqlite": 0, "csv": 1, "json": 2}
_STOPWORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "in",
        "on",
        "for",
        "to",
        "and",
        "or",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "is",
        "are",
        "was",
        "were",
        "be",
        "by",
        "with",
        "from",
        "that",
        "this",
        "these",
        "those",
        "how",
        "many",
        "much",
        "give",
        "me",
        "list",
        "show",
        "all",
        "any",
        "each",
        "their",
        "there",
        "have",
        "has",
        "had",
        "do",
        "does",
        "did",
        "at",
        "as",
        "it",
        "its",
        "than",
        "then",
        "most",
        "least",
    ]
)


@dataclass
class _Source:
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


def csv_view_sql(path: str, extra: str = "") -> str:
    return f"SELECT * FROM read_csv_auto({ql(path)}{extra})"


def json_view_sql(path: str, shape: str, records_key: str | None, size: int) -> str:
    # One wrapper object holds the whole table, so the object size limit must cover the file.
    max_obj = max(16 * 1024 * 1024, size + 1024)
    if shape == "wrapper":
        key = qi(records_key or "records")
        return (
            f"SELECT r.* FROM (SELECT unnest({key}) AS r FROM "
            f"read_json_auto({ql(path)}, format='auto', maximum_object_size={max_obj}))"
        )
    fmt = {"array": "array", "lines": "newline_delimited"}.get(shape, "auto")
    return f"SELECT * FROM read_json_auto({ql(path)}, format='{fmt}', maximum_object_size={max_obj})"


class TaskCatalog:
    """The catalog and query surface of one task output folder; thread-safe."""

    def __init__(
        self,
        output_dir: Path,
        task_dir: Path | None = None,
        settings: CatalogSettings | None = None,
    ) -> None:
        self.output_dir = Path(output_dir).resolve()
        self.task_dir = Path(task_dir).resolve() if task_dir else None
        self.settings = settings or load_settings(CatalogSettings)
        self._lock = threading.RLock()
        self._catalog: SemanticCatalog | None = None
        self._surface: QuerySurface | None = None
        self._views_by_name: dict[str, DerivedView] = {}

    # --- lifecycle ---------------------------------------------------------------------------

    def _fingerprint(self) -> tuple[list[FoundFile], list[str], str]:
        files, problems = discover(self.task_dir, self.output_dir)
        extra = [self.output_dir / MANIFEST_NAME]
        if self.task_dir:
            extra.append(self.task_dir / "task.json")
        return files, problems, fingerprint(files, extra)

    def ensure_current(self) -> SemanticCatalog:
        """The catalog for the inputs as they are now: cached, loaded from disk, or rebuilt."""
        with self._lock:
            _, _, fp = self._fingerprint()
            if self._catalog is not None and self._catalog.fingerprint == fp:
                return self._catalog
            saved = self.output_dir / CATALOG_FILE
            if self._catalog is None and saved.is_file():
                try:
                    cat = SemanticCatalog.model_validate(read_json(saved))
                except (OSError, ValueError):
                    cat = None
                if cat is not None and cat.fingerprint == fp and cat.version == CATALOG_VERSION:
                    self._install(cat)
                    return cat
            return self.build()

    @property
    def catalog(self) -> SemanticCatalog:
        return self.ensure_current()

    def close(self) -> None:
        with self._lock:
            if self._surface is not None:
                self._surface.close()
                self._surface = None

    def _install(self, cat: SemanticCatalog) -> None:
        """Open the query connection for ``cat``: views now, SQLite data on first reference."""
        if self._surface is not None:
            self._surface.close()
        surface = QuerySurface(
            [Path(s.read_path) for s in cat.schemas if s.format != "sqlite"], self.settings.duckdb
        )
        for s in cat.schemas:
            if s.format == "sqlite":
                surface.add_sqlite_table(
                    s.name,
                    Path(s.sqlite_path or s.read_path),
                    s.sqlite_table or s.name,
                    [(c.name, c.type) for c in s.columns],
                    load=False,
                )
            else:
                # Types are in the catalog already; DESCRIBE would re-sniff every file.
                surface.add_view(s.name, s.view_sql or "", describe=False)
        for v in cat.derived_views:
            surface.add_view(v.name, v.sql, describe=False)
        self._surface = surface
        self._catalog = cat
        self._views_by_name = {v.name.lower(): v for v in cat.derived_views}

    # --- build -------------------------------------------------------------------------------

    def build(self) -> SemanticCatalog:
        """Scan every visible file, register, profile, relate; write both catalog files atomically."""
        with self._lock:
            start = time.perf_counter()
            files, problems, fp = self._fingerprint()
            uncertainties = [Uncertainty(code="manifest_unreadable", message=p) for p in problems]
            assets, sources, knowledge = self._scan(files, uncertainties)
            self._assign_names(sources, uncertainties)
            surface = QuerySurface(
                [Path(s.read_path) for s in sources if s.format != "sqlite"], self.settings.duckdb
            )
            try:
                schemas = self._register_and_profile(surface, sources, uncertainties)
                for a in assets:
                    a.tables = [s.name for s in schemas if s.asset == a.visible_path]
                    if a.kind in ("csv", "json", "sqlite") and a.status == "ok" and not a.tables:
                        a.status = "unreadable"
                rel_cfg = self.settings.relationships
                relationships, warnings = infer_relationships(surface, schemas, rel_cfg)
                views = build_views(surface, schemas, relationships, rel_cfg, warnings)
            finally:
                surface.close()
            question, task_id = self._task_info()
            cat = SemanticCatalog(
                version=CATALOG_VERSION,
                task_id=task_id,
                question=question,
                task_dir=str(self.task_dir) if self.task_dir else None,
                output_dir=str(self.output_dir),
                fingerprint=fp,
                assets=assets,
                schemas=schemas,
                relationships=relationships,
                derived_views=views,
                relationship_warnings=warnings[: rel_cfg.max_warnings],
                query_relevance=query_relevance(question, schemas),
                semantic_uncertainties=uncertainties,
                knowledge_text=knowledge,
            )
            cat.build_ms = round((time.perf_counter() - start) * 1000, 1)
            write_json(self.output_dir / CATALOG_FILE, cat.model_dump(mode="json"))
            self._install(cat)
            write_json(self.output_dir / PROFILE_FILE, self.light_catalog())
            return cat

    def _task_info(self) -> tuple[str | None, str | None]:
        if self.task_dir is None or not (self.task_dir / "task.json").is_file():
            return None, None
        try:
            data = read_json(self.task_dir / "task.json")
        except (OSError, ValueError):
            return None, None
        return data.get("question"), data.get("task_id")

    def _scan(
        self, files: list[FoundFile], unc: list[Uncertainty]
    ) -> tuple[list[Asset], list[_Source], dict[str, str]]:
        prof = self.settings.profile
        assets: list[Asset] = []
        sources: list[_Source] = []
        knowledge: dict[str, str] = {}
        converted = {f.source_path for f in files if f.generated and f.source_path}
        for f in files:
            kind = f.kind
            exists = f.physical_path.is_file()
            asset = Asset(
                visible_path=f.visible_path,
                physical_path=str(f.physical_path),
                source_path=f.source_path,
                action=f.action,
                generated=f.generated,
                kind=kind,
                size_bytes=f.physical_path.stat().st_size if exists else 0,
                recommended_tool=RECOMMENDED_TOOL[kind],
            )
            assets.append(asset)
            vis = f.visible_path
            if not exists:
                asset.status = "unreadable"
                unc.append(Uncertainty(code="missing_file", message="file listed but not found", asset=vis))
                continue
            if kind in ("csv", "json") and f.generated and f.origin != "extraction":
                asset.status = "skipped"
                asset.recommended_tool = "read_file"
                continue
            try:
                if kind == "csv":
                    sources.extend(self._scan_csv(f, asset, unc))
                elif kind == "json":
                    sources.extend(self._scan_json(f, asset, unc))
                elif kind == "sqlite":
                    sources.extend(self._scan_sqlite(f, asset, unc))
                elif kind in ("document", "knowledge"):
                    info = detect_encoding(
                        f.physical_path, prof.encoding_sample_bytes, prof.utf8_full_check_max_bytes
                    )
                    asset.encoding = info.encoding
                    text = read_text(f.physical_path, info)
                    asset.document = profile_document(text, prof.doc_preview_chars, prof.doc_max_headings)
                    if kind == "knowledge":
                        knowledge[vis] = text
                elif kind == "pdf" and vis not in converted:
                    asset.status = "partial"
                    unc.append(
                        Uncertainty(
                            code="pdf_not_converted",
                            message="PDF without a generated Markdown version; its text was not scanned",
                            asset=vis,
                        )
                    )
                elif kind == "video" and f.action == "source":
                    unc.append(
                        Uncertainty(
                            code="video_not_processed",
                            message="video without a generated timeline; only its path is known",
                            asset=vis,
                        )
                    )
            except (OSError, ValueError, UnicodeError, duckdb.Error) as e:
                asset.status = "unreadable"
                unc.append(Uncertainty(code="unreadable", message=f"{type(e).__name__}: {e}", asset=vis))
        return assets, sources, knowledge

    def _encoding_path(self, f: FoundFile, asset: Asset, unc: list[Uncertainty], strip_bom: bool) -> str:
        prof = self.settings.profile
        info = detect_encoding(f.physical_path, prof.encoding_sample_bytes, prof.utf8_full_check_max_bytes)
        asset.encoding = info.encoding + ("-sig" if info.bom and info.encoding == "utf-8" else "")
        if info.is_utf8 and not (info.bom and strip_bom):
            return str(f.physical_path)
        dest, replaced = transcode_to_utf8(
            f.physical_path, info.encoding, self.output_dir / TRANSCODED_DIR, f.visible_path
        )
        if not info.confident or replaced:
            unc.append(
                Uncertainty(
                    code="encoding",
                    message=f"encoding guessed as {info.encoding}; "
                    f"{replaced} undecodable byte sequences replaced",
                    asset=f.visible_path,
                )
            )
        return str(dest)

    def _stray(self, f: FoundFile, unc: list[Uncertainty]) -> bool:
        if f.is_stray:
            unc.append(
                Uncertainty(
                    code="stray_table_file",
                    message="table file outside csv/, json/ and db/; it may be a decoy or partial sample",
                    asset=f.visible_path,
                )
            )
        return f.is_stray

    def _scan_csv(self, f: FoundFile, asset: Asset, unc: list[Uncertainty]) -> list[_Source]:
        if f.physical_path.stat().st_size == 0:
            asset.status = "unreadable"
            unc.append(Uncertainty(code="empty_file", message="0-byte CSV", asset=f.visible_path))
            return []
        path = self._encoding_path(f, asset, unc, strip_bom=False)
        return [
            _Source(
                base_name=f.physical_path.stem,
                format="csv",
                asset=f.visible_path,
                origin=f.origin,
                stray=self._stray(f, unc),
                read_path=path,
                encoding=asset.encoding,
                view_sql=csv_view_sql(path),
            )
        ]

    def _scan_json(self, f: FoundFile, asset: Asset, unc: list[Uncertainty]) -> list[_Source]:
        path = self._encoding_path(f, asset, unc, strip_bom=True) if f.physical_path.stat().st_size else ""
        shape = detect_json_shape(
            Path(path) if path else f.physical_path, "utf-8", self.settings.profile.json_full_parse_max_bytes
        )
        if shape.kind == "invalid":
            asset.status = "unreadable"
            unc.append(
                Uncertainty(
                    code="unreadable", message=f"JSON is not a table: {shape.error}", asset=f.visible_path
                )
            )
            return []
        notes = []
        if shape.table_name and shape.table_name != f.physical_path.stem:
            notes.append(f'wrapper names the table "{shape.table_name}"; registered under the file stem')
        if shape.kind == "object":
            notes.append("a single JSON object, registered as one row")
        return [
            _Source(
                base_name=f.physical_path.stem,
                format="json",
                asset=f.visible_path,
                origin=f.origin,
                stray=self._stray(f, unc),
                read_path=path,
                encoding=asset.encoding,
                json_shape=shape.kind,
                view_sql=json_view_sql(path, shape.kind, shape.records_key, Path(path).stat().st_size),
                notes=notes,
            )
        ]

    def _scan_sqlite(self, f: FoundFile, asset: Asset, unc: list[Uncertainty]) -> list[_Source]:
        problem = sqlite_problem(f.physical_path)
        if problem:
            asset.status = "unreadable"
            code = "empty_file" if f.physical_path.stat().st_size == 0 else "not_sqlite"
            unc.append(Uncertainty(code=code, message=problem, asset=f.visible_path))
            return []
        try:
            tables = inspect_sqlite(f.physical_path)
        except Exception as e:  # sqlite3.DatabaseError and friends: a broken file is an uncertainty
            asset.status = "unreadable"
            unc.append(Uncertainty(code="unreadable", message=f"SQLite: {e}", asset=f.visible_path))
            return []
        stray = self._stray(f, unc) if f.origin == "context" else False
        return [
            _Source(
                base_name=t.name,
                format="sqlite",
                asset=f.visible_path,
                origin=f.origin,
                stray=stray,
                read_path=str(f.physical_path),
                sqlite_path=str(f.physical_path),
                sqlite_table=t.name,
                sqlite_columns=t.columns,
                foreign_keys=t.foreign_keys,
                notes=["SQLite view"] if t.is_view else [],
            )
            for t in tables
        ]

    @staticmethod
    def _assign_names(sources: list[_Source], unc: list[Uncertainty]) -> None:
        """Plain names go to originals in their folders first (SQLite, then CSV, then JSON)."""
        order = sorted(
            sources,
            key=lambda s: (s.origin == "extraction", s.stray, _FORMAT_RANK[s.format], s.asset, s.base_name),
        )
        taken: dict[str, _Source] = {}
        for s in order:
            name = s.base_name
            if name.lower() in taken:
                first = taken[name.lower()]
                for cand in (
                    f"{s.base_name}__{s.format}",
                    f"{s.base_name}__{s.format}_{Path(s.asset).stem}",
                    *(f"{s.base_name}__{s.format}_{i}" for i in range(2, 1000)),
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

    def _register_and_profile(
        self, surface: QuerySurface, sources: list[_Source], unc: list[Uncertainty]
    ) -> list[TableSchema]:
        schemas = []
        for s in sources:
            schema = self._register_one(surface, s, unc)
            if schema is not None:
                schemas.append(schema)
        return schemas

    def _register_one(self, surface: QuerySurface, s: _Source, unc: list[Uncertainty]) -> TableSchema | None:
        prof = self.settings.profile
        attempts: list[tuple[str, str | None]] = []
        if s.format == "csv":
            attempts = [
                (s.view_sql or "", None),
                (csv_view_sql(s.read_path, ", sample_size=-1"), "types sniffed over the whole file"),
                (csv_view_sql(s.read_path, ", all_varchar=true"), "read as text: type sniffing failed"),
            ]
        elif s.format == "json":
            attempts = [(s.view_sql or "", None)]
        last_error = ""
        columns: list[tuple[str, str]] = []
        for sql, note in attempts or [("", None)]:
            try:
                if s.format == "sqlite":
                    assert s.sqlite_path and s.sqlite_table
                    types = sqlite_column_types(Path(s.sqlite_path), s.sqlite_table, s.sqlite_columns)
                    cols = [(c, t) for (c, _), t in zip(s.sqlite_columns, types, strict=True)]
                    surface.add_sqlite_table(s.name, Path(s.sqlite_path), s.sqlite_table, cols, load=True)
                    columns = surface.describe(s.name)
                else:
                    size = Path(s.read_path).stat().st_size
                    columns = surface.add_view(s.name, sql, materialize=size <= prof.materialize_max_bytes)
                rows, profiles, sample, sampled = profile_table(surface, s.name, columns, prof)
            except (duckdb.Error, InvalidInputError, OSError, ValueError) as e:
                last_error = str(e).splitlines()[0] if str(e) else type(e).__name__
                surface.drop_view(s.name)
                continue
            if note:
                s.notes.append(note)
                unc.append(Uncertainty(code="csv_types", message=note, asset=s.asset, table=s.name))
            if sql:
                s.view_sql = sql
            declared = dict(s.sqlite_columns)
            for p in profiles:
                p.source_type = declared.get(p.name) or None
            return TableSchema(
                name=s.name,
                asset=s.asset,
                format=s.format,  # type: ignore[arg-type]
                origin="extraction" if s.origin == "extraction" else "context",
                read_path=s.read_path,
                encoding=s.encoding,
                json_shape=s.json_shape,
                view_sql=s.view_sql if s.format != "sqlite" else None,
                sqlite_path=s.sqlite_path,
                sqlite_table=s.sqlite_table,
                row_count=rows,
                columns=profiles,
                sample_rows=sample,
                declared_foreign_keys=s.foreign_keys,
                profile_sampled=sampled,
                notes=s.notes,
            )
        unc.append(
            Uncertainty(
                code="unregistered",
                message=f"could not register as a queryable table: {last_error}",
                asset=s.asset,
                table=s.name,
            )
        )
        return None

    # --- light catalog -----------------------------------------------------------------------

    def light_catalog(self) -> dict[str, Any]:
        """The first-message map (global_data_profile.json): surfaces, documents, media, knowledge."""
        cat = self._catalog or self.ensure_current()
        surfaces: list[dict[str, Any]] = []
        for s in cat.schemas:
            surfaces.append(
                {
                    "name": s.name,
                    "kind": "table",
                    "source": s.asset,
                    "format": s.format,
                    "rows": s.row_count,
                    "columns": [{"name": c.name, "type": c.type} for c in s.columns],
                    **({"notes": s.notes} if s.notes else {}),
                }
            )
        for v in cat.derived_views:
            surfaces.append(
                {
                    "name": v.name,
                    "kind": "derived_view",
                    "source": v.relationship,
                    "rows": v.row_count,
                    "columns": [{"name": c.name, "type": c.type} for c in v.columns],
                    "notes": ["convenience LEFT JOIN; no filtering or aggregation"],
                }
            )
        docs = [
            {
                "path": a.visible_path,
                "title": a.document.title if a.document else None,
                "recommended_tool": a.recommended_tool,
                **({"generated_from": a.source_path} if a.generated and a.source_path else {}),
            }
            for a in cat.assets
            if a.kind in ("document", "pdf")
        ]
        media = [
            {"path": a.visible_path, "kind": a.kind, "recommended_tool": a.recommended_tool}
            for a in cat.assets
            if a.kind in ("image", "video")
        ]
        budget = self.settings.knowledge.token_cap
        knowledge = []
        for path, text in cat.knowledge_text.items():
            shown, cut = cap_tokens(text, max(budget, 0))
            used = estimate_tokens(shown)
            budget -= used
            entry: dict[str, Any] = {"path": path, "text": shown, "tokens": used, "truncated": cut}
            if cut:
                entry["note"] = f"first {used} of ~{estimate_tokens(text)} tokens; read {path} for the rest"
            knowledge.append(entry)
        return {
            "task_id": cat.task_id,
            "query_surfaces": surfaces,
            "documents": docs,
            "media": media,
            "knowledge_documents": knowledge,
            "semantic_uncertainties": [u.model_dump(exclude_none=True) for u in cat.semantic_uncertainties],
        }

    # --- tools -------------------------------------------------------------------------------

    def profile(self, name: str) -> TableSchema | DerivedView:
        cat = self.ensure_current()
        for s in cat.schemas:
            if s.name.lower() == name.lower():
                return s
        view = self._views_by_name.get(name.lower())
        if view is not None:
            return view
        names = ", ".join([s.name for s in cat.schemas] + [v.name for v in cat.derived_views])
        raise NotFoundError(f"no table or view named {name!r}; known: {names}")

    def _surface_for(self, duck_sql: str | None) -> QuerySurface:
        surface = self._surface
        assert surface is not None
        refs = referenced_tables(duck_sql) if duck_sql is not None else None
        if refs is not None:
            for r in list(refs):
                view = self._views_by_name.get(r)
                if view is not None:
                    refs.update(d.lower() for d in view.depends_on)
        surface.ensure_loaded(refs)
        return surface

    def _known_columns(self) -> set[str]:
        cat = self._catalog
        assert cat is not None
        cols = {c.name for s in cat.schemas for c in s.columns}
        cols.update(c.name for v in cat.derived_views for c in v.columns)
        return cols

    def probe(
        self,
        sql: str,
        dialect: str = "sqlite",
        *,
        max_rows: int | None = None,
        timeout_s: float | None = None,
    ) -> ProbeResult:
        """Run one read-only statement; SQLite/MySQL SQL is transpiled to DuckDB first."""
        self.ensure_current()
        cfg = self.settings.probe
        dialect = sqltext.check_dialect(dialect)
        surface = self._surface
        assert surface is not None
        parser = surface.cursor()
        try:
            # Judge the statement as written too: a transpiler must never turn a write into something else.
            sqltext.gate(parser, sql, lenient=True)
            duck = sqltext.to_duckdb(sql, dialect, self._known_columns())
            sqltext.gate(parser, duck)
        finally:
            parser.close()
        cap = cfg.row_cap if max_rows is None else max_rows
        limit = cfg.time_limit_s if timeout_s is None else timeout_s
        self._surface_for(duck)
        try:
            out = surface.query(duck, max_rows=cap, timeout_s=limit)
        except InvalidInputError as e:
            fixed = (
                sqltext.wrap_bare_columns(duck)
                if dialect != "duckdb" and sqltext.is_group_by_error(str(e))
                else None
            )
            if fixed is None:
                raise
            parser = surface.cursor()
            try:
                sqltext.gate(parser, fixed)
            finally:
                parser.close()
            duck = fixed
            out = surface.query(duck, max_rows=cap, timeout_s=limit)
        vmax = cfg.max_value_chars
        return ProbeResult(
            columns=out.columns,
            types=out.types,
            rows=[[jsonable(v, vmax) for v in r] for r in out.rows],
            row_count=len(out.rows),
            truncated=out.truncated,
            sql=duck,
            elapsed_ms=round(out.elapsed_ms, 2),
        )

    def search_value(self, literal: str, *, max_hits: int | None = None) -> ValueSearchResult:
        """Which tables/columns hold ``literal``: exact, case-insensitive and substring counts."""
        if not str(literal).strip():
            raise InvalidInputError("value search needs a non-empty literal")
        cat = self.ensure_current()
        cfg = self.settings.search
        surface = self._surface_for(None)
        number = _as_number(literal)
        hits: list[ValueHit] = []
        for s in cat.schemas:
            cols, aggs = [], []
            for c in s.columns:
                family = _family(c.type)
                q = qi(c.name)
                text = q if family == "text" else f"CAST({q} AS VARCHAR)"
                if family == "other":
                    continue
                if family == "number":
                    eq = f"{q} = $2" if number is not None else "false"
                    aggs += [f"count(*) FILTER (WHERE {eq})"] * 2
                else:
                    aggs += [
                        f"count(*) FILTER (WHERE {text} = $1)",
                        f"count(*) FILTER (WHERE lower({text}) = lower($1))",
                    ]
                aggs.append(f"count(*) FILTER (WHERE contains(lower({text}), lower($1)))")
                cols.append((c.name, text))
            if not aggs:
                continue
            sql = f"SELECT {', '.join(aggs)} FROM {qi(s.name)}"
            params = [literal, number] if "$2" in sql else [literal]
            row = surface.query(sql, params, timeout_s=cfg.time_limit_s).rows[0]
            for i, (col, text) in enumerate(cols):
                exact, ci, sub = row[3 * i : 3 * i + 3]
                if exact or ci or sub:
                    ex = surface.query(
                        f"SELECT DISTINCT {text} FROM {qi(s.name)} WHERE contains(lower({text}), lower($1)) "
                        f"LIMIT {cfg.examples_per_hit}",
                        [literal],
                        timeout_s=cfg.time_limit_s,
                    ).rows
                    hits.append(
                        ValueHit(
                            table=s.name,
                            column=col,
                            exact_count=exact,
                            case_insensitive_count=ci,
                            substring_count=sub,
                            examples=[jsonable(r[0], 200) for r in ex],
                        )
                    )
        hits.sort(
            key=lambda h: (-h.exact_count, -h.case_insensitive_count, -h.substring_count, h.table, h.column)
        )
        limit = cfg.max_hits if max_hits is None else max_hits
        return ValueSearchResult(literal=literal, hits=hits[:limit], truncated=len(hits) > limit)

    def lookup(self, section: str, table: str | None = None) -> list[dict[str, Any]]:
        """A section of the full catalog, optionally only the items that mention ``table``."""
        if section not in LOOKUP_SECTIONS:
            raise InvalidInputError(
                f"unknown catalog section {section!r}; use one of {', '.join(LOOKUP_SECTIONS)}"
            )
        cat = self.ensure_current()
        items = [i.model_dump(mode="json") for i in getattr(cat, section)]
        if table is None:
            return items
        t = table.lower()
        keys = ("name", "table", "source_table", "target_table", "base_table", "joined_table")
        out = []
        for item in items:
            if any(str(item.get(k) or "").lower() == t for k in keys) or t in (
                x.lower() for x in item.get("tables", []) + item.get("depends_on", [])
            ):
                out.append(item)
        return out


def _family(typ: str) -> str:
    t = typ.upper()
    if any(k in t for k in ("STRUCT", "MAP", "[]", "LIST", "UNION", "BLOB", "JSON")):
        return "other"
    if any(k in t for k in ("INT", "DECIMAL", "DOUBLE", "FLOAT", "REAL", "NUMERIC")):
        return "number"
    if "VARCHAR" in t or "CHAR" in t or "TEXT" in t or "STRING" in t:
        return "text"
    return "cast"


def _as_number(literal: str) -> float | None:
    try:
        return float(str(literal).replace(",", "").strip())
    except ValueError:
        return None


def _terms(text: str) -> set[str]:
    words = re.findall(r"[A-Za-z0-9]+|[\u4e00-\u9fff]+", text.lower())
    return {w for w in words if (len(w) >= 3 or not w.isascii()) and w not in _STOPWORDS}


def query_relevance(question: str | None, schemas: Iterable[TableSchema]) -> list[QueryRelevance]:
    """Lexical overlap of the question with table names, column names and top values."""
    if not question:
        return []
    q = _terms(question)
    q_singular = {w[:-1] if w.endswith("s") and len(w) > 3 else w for w in q}
    out = []
    for s in schemas:
        matched: set[str] = set()
        score = 0.0
        name_terms = _terms(s.name.replace("_", " "))
        for w in name_terms:
            w1 = w[:-1] if w.endswith("s") and len(w) > 3 else w
            if w in q or w1 in q_singular:
                matched.add(f"table:{w}")
                score += 2.0
        for c in s.columns:
            for w in _terms(c.name.replace("_", " ")):
                w1 = w[:-1] if w.endswith("s") and len(w) > 3 else w
                if w in q or w1 in q_singular:
                    matched.add(f"column:{c.name}")
                    score += 1.0
            for tv in c.top_values:
                v = str(tv.get("value", "")).lower()
                if v and len(v) >= 3 and v in question.lower():
                    matched.add(f"value:{c.name}={tv.get('value')}")
                    score += 1.5
        if score:
            out.append(QueryRelevance(table=s.name, score=round(score, 2), matched_terms=sorted(matched)))
    return sorted(out, key=lambda r: (-r.score, r.table))


def rows_to_csv(columns: list[str], rows: list[list[Any]]) -> str:
    """An answer table as CSV text: UTF-8, header row, NULL as an empty cell."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(columns)
    for r in rows:
        w.writerow(["" if v is None else v for v in r])
    return buf.getvalue()


def dump_json(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)
