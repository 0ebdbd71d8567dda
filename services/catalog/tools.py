"""The query tools on one installed catalog: profile, probe, value search, look-up; and answer CSV text.

``QueryTools`` owns the query connection of one catalog: views are registered at once, SQLite tables
are copied in only when a query references them. ``TaskCatalog`` decides when it is opened and closed.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from typing import Any, TypeVar

from services.catalog import sqltext
from services.catalog.export import Written, csv_text, write_csv
from services.catalog.models import (
    DerivedView,
    ExportResult,
    ProbeResult,
    SemanticCatalog,
    TableSchema,
    ValueHit,
    ValueSearchResult,
)
from services.catalog.profiling import jsonable
from services.catalog.settings import CatalogSettings
from services.catalog.surface import QuerySurface, qi
from shared.errors import InvalidInputError, NotFoundError
from shared.sql import referenced_tables

T = TypeVar("T")
# Rewrites to SQLite's meaning tried on one statement: one per kind of difference (sqltext.sqlite_rewrite).
_MAX_REWRITES = 2
LOOKUP_SECTIONS = (
    "assets",
    "schemas",
    "relationships",
    "derived_views",
    "relationship_warnings",
    "query_relevance",
    "semantic_uncertainties",
)


def open_surface(cat: SemanticCatalog, settings: CatalogSettings) -> QuerySurface:
    """The query connection for ``cat``: views now, SQLite data on first reference."""
    surface = QuerySurface([Path(s.read_path) for s in cat.schemas if s.format != "sqlite"], settings.duckdb)
    try:
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
    except BaseException:
        surface.close()
        raise
    return surface


class QueryTools:
    """The tools on one catalog and its query surface; safe to share between threads."""

    def __init__(self, catalog: SemanticCatalog, settings: CatalogSettings) -> None:
        self.catalog = catalog
        self.settings = settings
        self.surface = open_surface(catalog, settings)
        self.views = {v.name.lower(): v for v in catalog.derived_views}

    def close(self) -> None:
        self.surface.close()

    def profile(self, name: str) -> TableSchema | DerivedView:
        cat = self.catalog
        for s in cat.schemas:
            if s.name.lower() == name.lower():
                return s
        view = self.views.get(name.lower())
        if view is not None:
            return view
        names = ", ".join([s.name for s in cat.schemas] + [v.name for v in cat.derived_views])
        raise NotFoundError(f"no table or view named {name!r}; known: {names}")

    def _loaded_for(self, duck_sql: str | None) -> QuerySurface:
        """The surface with the SQLite tables ``duck_sql`` references copied in (all when None)."""
        refs = referenced_tables(duck_sql) if duck_sql is not None else None
        if refs is not None:
            for r in list(refs):
                view = self.views.get(r)
                if view is not None:
                    refs.update(d.lower() for d in view.depends_on)
        self.surface.ensure_loaded(refs)
        return self.surface

    def _known_columns(self) -> set[str]:
        cat = self.catalog
        cols = {c.name for s in cat.schemas for c in s.columns}
        cols.update(c.name for v in cat.derived_views for c in v.columns)
        return cols

    def _gate(self, sql: str, *, lenient: bool = False) -> None:
        parser = self.surface.cursor()
        try:
            sqltext.gate(parser, sql, lenient=lenient)
        finally:
            parser.close()

    def _prepare(self, sql: str, dialect: str) -> str:
        """The statement in DuckDB's dialect, judged read-only as written and as transpiled."""
        dialect = sqltext.check_dialect(dialect)
        # Judge the statement as written too: a transpiler must never turn a write into something else.
        self._gate(sql, lenient=True)
        duck = sqltext.to_duckdb(sql, dialect, self._known_columns())
        self._gate(duck)
        return duck

    def _run(self, duck: str, dialect: str, run: Callable[[QuerySurface, str], T]) -> tuple[T, str]:
        """``run(surface, duck)``; again, rewritten to SQLite's meaning, when DuckDB's error is one where
        the two differ (bare columns beside an aggregate, LIKE on a value that is not text), up to one
        rewrite of each kind."""
        surface = self._loaded_for(duck)
        sql = duck
        for _ in range(_MAX_REWRITES):
            try:
                return run(surface, sql), sql
            except InvalidInputError as e:
                fixed = sqltext.sqlite_rewrite(sql, str(e)) if dialect != "duckdb" else None
                if fixed is None or fixed == sql:
                    why = self._why_missing(sql) if "does not exist" in str(e) else []
                    if why:
                        raise InvalidInputError("; ".join(why)) from e
                    raise
                self._gate(fixed)
                sql = fixed
        return run(surface, sql), sql

    def _why_missing(self, duck_sql: str) -> list[str]:
        """What the catalog recorded about the files behind the tables ``duck_sql`` names that are not on
        the surface (a file refused, empty or unreadable shares its table's name)."""
        refs = referenced_tables(duck_sql) or set()
        missing = refs - {n.lower() for n in self.surface.names()}
        why = []
        for u in self.catalog.semantic_uncertainties:
            names = {(u.table or "").lower(), PurePosixPath(u.asset or "").stem.lower()}
            for name in sorted(names & missing):
                why.append(f"no table {name}: {u.asset or name}: {u.message}")
        return why

    def probe(
        self,
        sql: str,
        dialect: str = "sqlite",
        *,
        max_rows: int | None = None,
        max_bytes: int | None = None,
        timeout_s: float | None = None,
    ) -> ProbeResult:
        """Run one read-only statement; SQLite/MySQL SQL is transpiled to DuckDB first.

        The result is capped by rows (``max_rows``, at most ``cli_row_cap``) and by bytes
        (``max_bytes``, ``max_result_bytes`` by default); rows past either cap are never fetched.
        """
        cfg = self.settings.probe
        duck = self._prepare(sql, dialect)
        cap = cfg.row_cap if max_rows is None else min(max_rows, cfg.cli_row_cap)
        byte_cap = cfg.max_result_bytes if max_bytes is None else max_bytes
        limit = cfg.time_limit_s if timeout_s is None else timeout_s
        vmax = cfg.max_value_chars
        out, duck = self._run(
            duck,
            dialect,
            lambda surface, q: surface.query(
                q, max_rows=cap, max_bytes=byte_cap, value_chars=vmax, timeout_s=limit
            ),
        )
        return ProbeResult(
            columns=out.columns,
            types=out.types,
            rows=[[jsonable(v, vmax) for v in r] for r in out.rows],
            row_count=len(out.rows),
            truncated=out.truncated,
            sql=duck,
            elapsed_ms=round(out.elapsed_ms, 2),
        )

    def export(self, sql: str, dialect: str, target: Path, *, timeout_s: float | None = None) -> ExportResult:
        """Stream one read-only statement's result into the CSV ``target`` (all of it or nothing).

        A result past ``cli_row_cap`` rows or ``export_max_bytes`` bytes is refused with a clear error.
        """
        cfg = self.settings.probe
        duck = self._prepare(sql, dialect)
        limit = cfg.time_limit_s if timeout_s is None else timeout_s
        start = time.perf_counter()

        def run(surface: QuerySurface, q: str) -> tuple[list[str], Written]:
            with surface.stream(q, timeout_s=limit) as result:
                written = write_csv(
                    result,
                    target,
                    max_rows=cfg.cli_row_cap,
                    max_bytes=cfg.export_max_bytes,
                    chunk_rows=self.settings.duckdb.fetch_chunk_rows,
                )
                return result.columns, written

        (columns, written), duck = self._run(duck, dialect, run)
        return ExportResult(
            output_path=str(target),
            columns=columns,
            row_count=written.rows,
            bytes=written.bytes,
            escaped_cells=written.escaped_cells,
            sql=duck,
            elapsed_ms=round((time.perf_counter() - start) * 1000, 2),
        )

    def search_value(
        self, literal: str, *, max_hits: int | None = None, within: bool = False
    ) -> ValueSearchResult:
        """Which tables/columns hold ``literal``: exact, case-insensitive and substring counts; with
        ``within``, which hold text values that occur inside ``literal`` (``_within_columns``)."""
        if not str(literal).strip():
            raise InvalidInputError("value search needs a non-empty literal")
        cfg = self.settings.search
        surface = self._loaded_for(None)
        number = _as_number(literal)
        hits: list[ValueHit] = []
        batch = max(1, cfg.column_batch)
        for s in self.catalog.schemas:
            cols = [(c.name, _family(c.type)) for c in s.columns]
            cols = [(name, family) for name, family in cols if family != "other"]
            for i in range(0, len(cols), batch):
                if within:
                    hits += self._within_columns(surface, s.name, cols[i : i + batch], literal)
                else:
                    hits += self._search_columns(surface, s.name, cols[i : i + batch], literal, number)
        hits.sort(
            key=lambda h: (-h.exact_count, -h.case_insensitive_count, -h.substring_count, h.table, h.column)
        )
        limit = cfg.max_hits if max_hits is None else max_hits
        return ValueSearchResult(literal=literal, hits=hits[:limit], truncated=len(hits) > limit)

    def _search_columns(
        self,
        surface: QuerySurface,
        table: str,
        cols: list[tuple[str, str]],
        literal: str,
        number: float | None,
    ) -> list[ValueHit]:
        """Exact, case-insensitive and substring counts of ``literal`` in some columns of one table."""
        cfg = self.settings.search
        texts, aggs = [], []
        for name, family in cols:
            q = qi(name)
            text = q if family == "text" else f"CAST({q} AS VARCHAR)"
            if family == "number":
                eq = f"{q} = $2" if number is not None else "false"
                aggs += [f"count(*) FILTER (WHERE {eq})"] * 2
            else:
                aggs += [
                    f"count(*) FILTER (WHERE {text} = $1)",
                    f"count(*) FILTER (WHERE lower({text}) = lower($1))",
                ]
            aggs.append(f"count(*) FILTER (WHERE contains(lower({text}), lower($1)))")
            texts.append((name, text))
        if not aggs:
            return []
        sql = f"SELECT {', '.join(aggs)} FROM {qi(table)}"
        params = [literal, number] if "$2" in sql else [literal]
        row = surface.query(sql, params, timeout_s=cfg.time_limit_s).rows[0]
        found = [(i, col, text) for i, (col, text) in enumerate(texts) if any(row[3 * i : 3 * i + 3])]
        if not found:
            return []
        # The most frequent matching values of every column with a hit, in one more statement.
        examples = ", ".join(
            f"approx_top_k({text}, {cfg.examples_per_hit}) FILTER (WHERE contains(lower({text}), lower($1)))"
            for _, _, text in found
        )
        tops = surface.query(
            f"SELECT {examples} FROM {qi(table)}", [literal], timeout_s=cfg.time_limit_s
        ).rows[0]
        return [
            ValueHit(
                table=table,
                column=col,
                exact_count=row[3 * i],
                case_insensitive_count=row[3 * i + 1],
                substring_count=row[3 * i + 2],
                examples=[jsonable(v, cfg.example_chars) for v in (top or [])],
            )
            for (i, col, _), top in zip(found, tops, strict=True)
        ]

    def _within_columns(
        self, surface: QuerySurface, table: str, cols: list[tuple[str, str]], text: str
    ) -> list[ValueHit]:
        """The text columns of one table with distinct values that occur inside ``text``: at least
        ``within_min_chars`` characters, ``within_min_ascii_chars`` for a value of ASCII only (a short
        Latin word occurs inside many sentences), the longest first."""
        cfg = self.settings.search
        parts = [
            f"SELECT {i} AS col, v FROM (SELECT DISTINCT CAST({qi(name)} AS VARCHAR) AS v FROM {qi(table)}) "
            "WHERE v IS NOT NULL AND length(v) >= $2 AND contains($1, v) "
            "AND (length(v) >= $3 OR NOT regexp_full_match(v, '[\\x00-\\x7F]*'))"
            for i, (name, family) in enumerate(cols)
            if family in ("text", "cast")
        ]
        if not parts:
            return []
        sql = " UNION ALL ".join(parts) + " ORDER BY length(v) DESC, v"
        params = [text, cfg.within_min_chars, cfg.within_min_ascii_chars]
        found: dict[int, list[str]] = {}
        for col, value in surface.query(sql, params, timeout_s=cfg.time_limit_s).rows:
            found.setdefault(int(col), []).append(str(value))
        return [
            ValueHit(
                table=table,
                column=cols[i][0],
                exact_count=len(values),
                case_insensitive_count=len(values),
                substring_count=0,
                examples=[jsonable(v, cfg.example_chars) for v in values[: cfg.examples_per_hit]],
            )
            for i, values in sorted(found.items())
        ]

    def lookup(self, section: str, table: str | None = None) -> list[dict[str, Any]]:
        """A section of the full catalog, optionally only the items that mention ``table``."""
        if section not in LOOKUP_SECTIONS:
            raise InvalidInputError(
                f"unknown catalog section {section!r}; use one of {', '.join(LOOKUP_SECTIONS)}"
            )
        items = [i.model_dump(mode="json") for i in getattr(self.catalog, section)]
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


def rows_to_csv(columns: list[str], rows: list[list[Any]]) -> str:
    """An answer table as CSV text: UTF-8, header row, NULL as an empty cell, formula-like text escaped."""
    return csv_text(columns, rows)[0]


def dump_json(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)
