"""The query tools on one installed catalog: profile, probe, value search, look-up; and answer CSV text.

``QueryTools`` owns the query connection of one catalog: views are registered at once, SQLite tables
are copied in only when a query references them. ``TaskCatalog`` decides when it is opened and closed.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from services.catalog import sqltext
from services.catalog.models import (
    DerivedView,
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

    def probe(
        self,
        sql: str,
        dialect: str = "sqlite",
        *,
        max_rows: int | None = None,
        timeout_s: float | None = None,
    ) -> ProbeResult:
        """Run one read-only statement; SQLite/MySQL SQL is transpiled to DuckDB first."""
        cfg = self.settings.probe
        dialect = sqltext.check_dialect(dialect)
        # Judge the statement as written too: a transpiler must never turn a write into something else.
        self._gate(sql, lenient=True)
        duck = sqltext.to_duckdb(sql, dialect, self._known_columns())
        self._gate(duck)
        cap = cfg.row_cap if max_rows is None else max_rows
        limit = cfg.time_limit_s if timeout_s is None else timeout_s
        surface = self._loaded_for(duck)
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
            self._gate(fixed)
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
        cfg = self.settings.search
        surface = self._loaded_for(None)
        number = _as_number(literal)
        hits: list[ValueHit] = []
        for s in self.catalog.schemas:
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
                            examples=[jsonable(r[0], cfg.example_chars) for r in ex],
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
    """An answer table as CSV text: UTF-8, header row, NULL as an empty cell."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(columns)
    for r in rows:
        w.writerow(["" if v is None else v for v in r])
    return buf.getvalue()


def dump_json(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)
