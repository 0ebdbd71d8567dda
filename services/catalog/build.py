"""Building a task's semantic catalog: scan, register and profile, relate; and the light profile it yields.

The build runs on its own DuckDB connection, closed when the build ends; the query connection is
opened later from the catalog alone (``TaskCatalog``).
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import duckdb

from services.catalog import csvshape
from services.catalog.assets import cap_tokens, estimate_tokens, sqlite_column_types
from services.catalog.models import ColumnProfile, SemanticCatalog, TableSchema, Uncertainty
from services.catalog.profiling import profile_table
from services.catalog.relationships import build_views, infer_relationships
from services.catalog.relevance import query_relevance
from services.catalog.scan import FoundFile, Scanner, Source, assign_names, csv_view_sql, failure_message
from services.catalog.settings import CatalogSettings
from services.catalog.surface import QuerySurface
from shared.errors import InvalidInputError
from shared.layout import ContextManifest, TaskOutput
from shared.record import (
    CatalogUncertainty,
    DocumentEntry,
    KnowledgeEntry,
    LightCatalog,
    MediaEntry,
    SurfaceColumn,
    SurfaceEntry,
)

CATALOG_VERSION = 2
# The code of a file of the task the context stage did not admit (a link out, a FIFO, an odd name).
NOT_ADMITTED = "not_admitted"


def build_catalog(
    output: TaskOutput,
    manifest: ContextManifest,
    files: list[FoundFile],
    fingerprint: str,
    settings: CatalogSettings,
    *,
    question: str | None,
    task_dir: Path | None,
) -> SemanticCatalog:
    """Scan every visible file, register, profile and relate its tables; nothing is written here."""
    start = time.perf_counter()
    # What the context stage did not admit (links out, special files, odd names) is said here too, so
    # the catalog's reader learns of every file of the task that no table holds.
    admitted = {a.visible_path for a in manifest.assets}
    unc = [
        Uncertainty(code=NOT_ADMITTED, message=u.reason, asset=u.path)
        for u in manifest.uncertainties
        if u.path not in admitted
    ]
    scan = Scanner(output, settings.profile, unc).scan(files)
    assign_names(scan.sources, unc, settings.profile.max_same_name_tables)
    # A ragged CSV is read from a rectangular copy, so the copy's place is allowed from the start.
    readable = [Path(s.read_path) for s in scan.sources if s.format != "sqlite"]
    copies = [Path(s.copy_path) for s in scan.sources if s.copy_path]
    surface = QuerySurface(readable + copies, settings.duckdb)
    rel_cfg = settings.relationships
    try:
        schemas: list[TableSchema] = []
        for s in scan.sources:
            try:
                table = _register(surface, s, unc, settings)
            except Exception as e:  # one bad table never takes the others with it
                surface.drop_view(s.name)
                table = _unregistered(s, unc, e)
            if table is not None:
                schemas.append(table)
        tables_of: dict[str, list[str]] = {}
        for t in schemas:
            tables_of.setdefault(t.asset, []).append(t.name)
        for a in scan.assets:
            a.tables = tables_of.get(a.visible_path, [])
            if a.kind in ("csv", "json", "sqlite") and a.status == "ok" and not a.tables:
                a.status = "unreadable"
        try:
            relationships, warnings = infer_relationships(surface, schemas, rel_cfg)
            views = build_views(surface, schemas, relationships, rel_cfg, warnings)
        except Exception as e:  # the tables stand without their relationships
            relationships, warnings, views = [], [], []
            unc.append(Uncertainty(code="relationships_failed", message=failure_message(e)))
    finally:
        surface.close()
    cat = SemanticCatalog(
        version=CATALOG_VERSION,
        task_id=manifest.task_id,
        question=question,
        task_dir=str(task_dir) if task_dir else None,
        output_dir=str(output.output_dir),
        fingerprint=fingerprint,
        assets=scan.assets,
        schemas=schemas,
        relationships=relationships,
        derived_views=views,
        relationship_warnings=warnings[: rel_cfg.max_warnings],
        query_relevance=query_relevance(question, schemas, settings.relevance),
        semantic_uncertainties=unc,
        knowledge_text=scan.knowledge,
    )
    cat.build_ms = round((time.perf_counter() - start) * 1000, 1)
    return cat


Attempt = tuple[str, str | None]  # (view SQL, note when it is the one that worked)


def _register(
    surface: QuerySurface, s: Source, unc: list[Uncertainty], settings: CatalogSettings
) -> TableSchema | None:
    """Register one source on the build surface and profile it; a failure is an uncertainty."""
    error: BaseException | None = None
    if s.format == "sqlite":
        attempts: list[Attempt] = [("", None)]
    elif s.format == "json":
        attempts = [(s.view_sql or "", None)]
    else:
        attempts = _csv_attempts(s, csv_view_sql, settings.profile.csv_max_line_bytes)
        dialect = csvshape.ragged_dialect(surface, s.read_path)
        if dialect is None:
            schema, error = _first_that_works(surface, s, attempts, unc, settings)
            if schema is not None or not csvshape.is_column_count_error(error):
                return _quotes_checked(surface, s, schema, unc) or _unregistered(s, unc, error)
            # A ragged row past DuckDB's sample: the file is ragged after all.
            dialect = csvshape.sniff(surface, s.read_path, padded=True)
            attempts = []
        rectangular = _rectangular(s, dialect, unc, settings) if dialect and s.copy_path else None
        attempts = rectangular or attempts
        if not attempts:
            return _unregistered(s, unc, error)
    schema, error = _first_that_works(surface, s, attempts, unc, settings)
    if s.format == "csv":
        schema = _quotes_checked(surface, s, schema, unc)
    if s.format == "json" and schema is not None:
        for code, note in _number_losses(Path(s.read_path)):
            schema.notes.append(note)
            unc.append(Uncertainty(code=code, message=note, asset=s.asset, table=s.name))
    return schema or _unregistered(s, unc, error)


_INT64_MAX = (1 << 63) - 1
_LONG_INTEGER = re.compile(rb"(?<![\w.\"])-?\d{19,}(?![\w.\"])")
_EXPONENT = re.compile(rb"(?<![\w.\"])-?\d+(?:\.\d+)?[eE][+-]?\d+(?![\w.\"])")


def _number_losses(path: Path, sample_bytes: int = 4 << 20) -> list[tuple[str, str]]:
    """What reading the JSON file's numbers (in its first ``sample_bytes``) loses, as (code, note):
    integers beyond 64 bits become floating point, numbers beyond floating point's range infinity or 0."""
    try:
        with open(path, "rb") as f:
            sample = f.read(sample_bytes)
    except OSError:
        return []
    longs = [m.group(0) for m in _LONG_INTEGER.finditer(sample)]
    found = []
    if any(abs(int(n)) > _INT64_MAX for n in longs):
        note = "integers beyond 64 bits are read as floating-point numbers: their last digits are lost"
        found.append(("json_long_integers", note))
    if any(_beyond_double(n) for n in longs + [m.group(0) for m in _EXPONENT.finditer(sample)]):
        note = (
            "numbers beyond the range of floating point are read as infinity (too large) or 0 (too small): "
            "their values are lost"
        )
        found.append(("json_number_range", note))
    return found


def _beyond_double(number: bytes) -> bool:
    value = float(number)
    mantissa = number.lower().split(b"e")[0]
    return math.isinf(value) or (value == 0 and any(d in mantissa for d in b"123456789"))


def _quotes_checked(
    surface: QuerySurface, s: Source, schema: TableSchema | None, unc: list[Uncertainty]
) -> TableSchema | None:
    """``schema``, noted when the CSV's double quotes were not read as quoting."""
    if schema is not None and csvshape.unquoted_quotes(surface, s.read_path):
        note = "double quotes in the file are not read as quoting (an unterminated quote?): values keep them"
        schema.notes.append(note)
        unc.append(Uncertainty(code="csv_quotes", message=note, asset=s.asset, table=s.name))
    return schema


def _csv_attempts(s: Source, view: Callable[[str, str], str], max_line: int) -> list[Attempt]:
    line = f", max_line_size={int(max_line)}"
    return [
        (view(s.read_path, line), None),
        (view(s.read_path, f"{line}, sample_size=-1"), "types sniffed over the whole file"),
        (view(s.read_path, f"{line}, all_varchar=true"), "read as text: type sniffing failed"),
    ]


def _rectangular(
    s: Source, dialect: csvshape.CsvDialect, unc: list[Uncertainty], settings: CatalogSettings
) -> list[Attempt] | None:
    """Point ``s`` at a rectangular copy of its ragged file and record what the copy changed."""
    assert s.copy_path
    copy = Path(s.copy_path)
    counts = csvshape.rectangular_copy(
        Path(s.read_path), copy, dialect, max_examples=settings.profile.ragged_examples
    )
    # The copy no longer is the plain UTF-8 copy: the next build makes that again from the original.
    TaskOutput.transcoded_stamp(copy).unlink(missing_ok=True)
    if not counts.changed:
        return None
    s.read_path = str(copy)
    message = csvshape.ragged_message(counts)
    s.notes.append(message)
    if counts.dropped or counts.padded:
        unc.append(Uncertainty(code="ragged_rows", message=message, asset=s.asset, table=s.name))
    header = dialect.header
    return _csv_attempts(
        s,
        lambda path, extra: csvshape.rectangular_view_sql(path, header, extra),
        settings.profile.csv_max_line_bytes,
    )


def _first_that_works(
    surface: QuerySurface,
    s: Source,
    attempts: list[Attempt],
    unc: list[Uncertainty],
    settings: CatalogSettings,
) -> tuple[TableSchema | None, BaseException | None]:
    """The schema of the first attempt that registers and profiles, else the last error."""
    prof = settings.profile
    error: BaseException | None = None
    for sql, note in attempts:
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
        except Exception as e:  # this attempt failed; the next one may read the file another way
            error = e
            surface.drop_view(s.name)
            continue
        if note:
            s.notes.append(note)
            unc.append(Uncertainty(code="csv_types", message=note, asset=s.asset, table=s.name))
        if sql:
            s.view_sql = sql
        return _schema(s, rows, profiles, sample, sampled, unc), None
    return None, error


def _schema(
    s: Source,
    rows: int,
    profiles: list[ColumnProfile],
    sample: list[list[Any]],
    sampled: bool,
    unc: list[Uncertainty],
) -> TableSchema:
    declared = dict(s.sqlite_columns)
    for p in profiles:
        p.source_type = declared.get(p.name) or None
    skipped = sum(not p.profiled for p in profiles)
    if skipped:
        message = (
            f"{len(profiles)} columns: the first {len(profiles) - skipped} are profiled; the other "
            f"{skipped} are listed with their types only (no null ratio, distinct count or top values)"
        )
        s.notes.append(message)
        unc.append(Uncertainty(code="columns_not_profiled", message=message, asset=s.asset, table=s.name))
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


def _unregistered(s: Source, unc: list[Uncertainty], error: BaseException | None) -> None:
    reason = failure_message(error) if error is not None else "no way to read it"
    if isinstance(error, duckdb.Error | InvalidInputError):
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
    unc.append(
        Uncertainty(
            code="unregistered",
            message=f"could not register as a queryable table: {reason}",
            asset=s.asset,
            table=s.name,
        )
    )
    return None


def light_catalog(cat: SemanticCatalog, knowledge_token_cap: int) -> LightCatalog:
    """The first-message map (the global data profile): surfaces, documents, media, knowledge."""
    surfaces = [
        SurfaceEntry(
            name=s.name,
            kind="table",
            source=s.asset,
            format=s.format,
            rows=s.row_count,
            columns=[SurfaceColumn(name=c.name, type=c.type) for c in s.columns],
            notes=s.notes or None,
        )
        for s in cat.schemas
    ]
    surfaces += [
        SurfaceEntry(
            name=v.name,
            kind="derived_view",
            source=v.relationship,
            rows=v.row_count,
            columns=[SurfaceColumn(name=c.name, type=c.type) for c in v.columns],
            notes=["convenience LEFT JOIN; no filtering or aggregation"],
        )
        for v in cat.derived_views
    ]
    docs = [
        DocumentEntry(
            path=a.visible_path,
            title=a.document.title if a.document else None,
            recommended_tool=a.recommended_tool,
            generated_from=a.source_path if a.generated and a.source_path else None,
        )
        for a in cat.assets
        if a.kind in ("document", "pdf")
    ]
    media = [
        MediaEntry(path=a.visible_path, kind=a.kind, recommended_tool=a.recommended_tool)
        for a in cat.assets
        if a.kind in ("image", "video")
    ]
    budget = knowledge_token_cap
    knowledge = []
    for path, text in cat.knowledge_text.items():
        shown, cut = cap_tokens(text, max(budget, 0))
        used = estimate_tokens(shown)
        budget -= used
        note = f"first {used} of ~{estimate_tokens(text)} tokens; read {path} for the rest" if cut else None
        knowledge.append(KnowledgeEntry(path=path, text=shown, tokens=used, truncated=cut, note=note))
    return LightCatalog(
        task_id=cat.task_id,
        query_surfaces=surfaces,
        documents=docs,
        media=media,
        knowledge_documents=knowledge,
        # The files the context stage did not admit stay out of what the solver's model reads.
        semantic_uncertainties=[
            CatalogUncertainty(**u.model_dump()) for u in cat.semantic_uncertainties if u.code != NOT_ADMITTED
        ],
    )
