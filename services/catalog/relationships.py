"""Relationship inference between surface tables and the derived views built on the kept ones.

A candidate needs name evidence (a declared SQLite foreign key, the same column name, or ``id`` vs
``<table>_id``), each kind with its configured name score; values then decide. Confidence =
``name_weight`` * name score + ``value_weight`` * distinct-value match ratio; a candidate is kept when
the target key is unique, the match ratio reaches the threshold (the strict one when the name evidence
is weaker or the source has few distinct values) and the confidence reaches ``min_confidence``.
Each source column keeps only its best target. Profiles' distinct counts serve as a sketch to drop
non-unique targets before any join is run; big source tables are matched on a reservoir sample.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import duckdb

from services.catalog.models import ColumnProfile, DerivedView, Relationship, RelationshipWarning, TableSchema
from services.catalog.settings import NameScoreSettings, RelationshipSettings
from services.catalog.surface import QuerySurface, qi
from shared.errors import InvalidInputError
from shared.layout import EXTRACTED_RECORD_COLUMN

_KEY_SUFFIXES = ("_id", "id", "_code", "_key", "_no", "_num", "_name")
_NUMERIC = ("INT", "DECIMAL", "DOUBLE", "FLOAT", "REAL", "NUMERIC")
_UNKEYABLE = ("DOUBLE", "FLOAT", "REAL", "BOOLEAN", "BLOB", "STRUCT", "MAP", "[]", "LIST", "JSON")


@dataclass
class _Candidate:
    src: TableSchema
    scol: ColumnProfile
    tgt: TableSchema
    tcol: ColumnProfile
    name_score: float
    evidence: list[str]


def _norm_tokens(name: str) -> list[str]:
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)  # CamelCase -> Camel_Case
    return [t for t in re.split(r"[_\s]+", spaced.lower()) if t]


def _singular(word: str) -> str:
    for suf, rep in (("ies", "y"), ("sses", "ss"), ("ses", "s"), ("xes", "x"), ("s", "")):
        if word.endswith(suf) and len(word) > len(suf) + 1:
            return word[: -len(suf)] + rep
    return word


def _abbrev(short: str, full: str) -> bool:
    """'dept' abbreviates 'department': same first letter, letters in order."""
    if not short or not full or short[0] != full[0]:
        return False
    it = iter(full)
    return all(ch in it for ch in short)


def stem_matches_table(column: str, table: str) -> bool:
    """Whether a key column's stem names the table (``customer_id`` -> ``Customers``)."""
    return _tokens_match(_stem_tokens(column), _table_tokens(table))


def _stem_tokens(column: str) -> list[str]:
    """The words of a key column's stem (``customer_id`` -> ``customer``), the last one singular."""
    col = column.lower()
    stem = col
    for suf in _KEY_SUFFIXES:
        if col.endswith(suf) and len(col) > len(suf):
            stem = col[: -len(suf)].rstrip("_")
            break
    return _table_tokens(stem)


def _table_tokens(name: str) -> list[str]:
    words = _norm_tokens(name)
    return [*words[:-1], _singular(words[-1])] if words else []


def _tokens_match(a: list[str], b: list[str]) -> bool:
    if not a or not b:
        return False
    if a == b:
        return True
    return len(a) == len(b) and all(x == y or _abbrev(x, y) for x, y in zip(a, b, strict=True))


def _initials(words: list[str]) -> tuple[str, ...]:
    """What two matching word lists share: their length and each word's first letter."""
    return tuple(w[0] for w in words)


def _family(typ: str) -> str:
    t = typ.upper()
    if any(k in t for k in _NUMERIC):
        return "number"
    if "DATE" in t or "TIME" in t:
        return "time"
    return "text"


def _keyable(col: ColumnProfile) -> bool:
    t = col.type.upper()
    if "DECIMAL" in t and not t.endswith(",0)"):
        return False
    return not any(k in t for k in _UNKEYABLE)


def _ratio_bound(cand: _Candidate) -> float | None:
    """Upper bound of the match ratio from profile distinct counts (no query), when both are exact."""
    s, t = cand.scol, cand.tcol
    if s.distinct_approximate or t.distinct_approximate or not s.distinct_count or t.distinct_count is None:
        return None
    return min(1.0, t.distinct_count / s.distinct_count)


class _Tables:
    """The schemas indexed for candidate search: keyable columns by name, tables by the initials of
    their names' words, so that finding a column's targets never compares every pair of tables."""

    def __init__(self, schemas: list[TableSchema]) -> None:
        self.schemas = schemas
        self.holders: dict[str, list[tuple[int, int]]] = {}  # column name -> (table, column) positions
        self.columns: list[dict[str, int]] = []  # per table: keyable column name -> position
        self._by_initials: dict[tuple[str, ...], list[tuple[int, list[str]]]] = {}
        for ti, s in enumerate(schemas):
            keyable = {}
            for ci, c in enumerate(s.columns):
                if _keyable(c):
                    keyable.setdefault(c.name.lower(), ci)
                    self.holders.setdefault(c.name.lower(), []).append((ti, ci))
            self.columns.append(keyable)
            words = _table_tokens(s.name)
            if words:
                self._by_initials.setdefault(_initials(words), []).append((ti, words))

    def named_by(self, column: str) -> list[int]:
        """The tables a key column's stem names."""
        stem = _stem_tokens(column)
        if not stem:
            return []
        return [ti for ti, words in self._by_initials.get(_initials(stem), []) if _tokens_match(stem, words)]


def _candidates(
    schemas: list[TableSchema],
    use_declared: bool,
    generic: set[str],
    score: NameScoreSettings,
    max_tables: int,
) -> list[_Candidate]:
    """Every candidate with name evidence, in the order of the tables and columns. A column name held by
    more than ``max_tables`` tables is a common name, not evidence on its own."""
    tables = _Tables(schemas)
    found: dict[tuple[int, int, int, int], _Candidate] = {}

    def add(si: int, sci: int, ti: int, tci: int, name_score: float, evidence: str) -> None:
        src, tgt = schemas[si], schemas[ti]
        cand = _Candidate(src, src.columns[sci], tgt, tgt.columns[tci], name_score, [evidence])
        found[(si, ti, sci, tci)] = cand

    for si, src in enumerate(schemas):
        for s, sci in tables.columns[si].items():
            named = [ti for ti in tables.named_by(s) if ti != si]
            for ti in named:
                tci = tables.columns[ti].get(s)
                if tci is not None:
                    add(si, sci, ti, tci, score.same_name_names_target, "same column name, names the target")
                tci = tables.columns[ti].get("id")
                if tci is not None and s != "id":
                    scol = src.columns[sci].name
                    add(si, sci, ti, tci, score.id_names_target, f"{scol} -> {schemas[ti].name}.id")
            holders = tables.holders[s]
            # A surrogate key like row_id shares its name with every other table's.
            if s not in generic and len(holders) <= max_tables:
                for ti, tci in holders:
                    if ti != si and ti not in named:
                        add(si, sci, ti, tci, score.same_name, "same column name")
    if use_declared:
        _declared(schemas, tables, add, score.declared_foreign_key)
    return [found[k] for k in sorted(found)]


def _declared(
    schemas: list[TableSchema], tables: _Tables, add: Callable[..., None], name_score: float
) -> None:
    """The SQLite foreign keys between keyable columns of two tables; they replace other evidence."""
    by_name = {s.name.lower(): ti for ti, s in enumerate(schemas)}
    for si, s in enumerate(schemas):
        for fk in s.declared_foreign_keys:
            ti = by_name.get(fk.ref_table.lower())
            if ti is None or ti == si:
                continue
            ref = (fk.ref_column or fk.column).lower()
            sci, tci = tables.columns[si].get(fk.column.lower()), tables.columns[ti].get(ref)
            if sci is not None and tci is not None:
                add(si, sci, ti, tci, name_score, "declared foreign key (SQLite)")


class _Sketches:
    """Distinct-value sketches (hashes of the values as text), fetched once per column.

    Source columns of big tables are sketched on a reservoir sample; a target with more distinct
    values than ``max_values`` has no sketch and is matched with a SQL semi-join instead.
    """

    def __init__(self, surface: QuerySurface, sample_rows: int, max_values: int, repeatable: int) -> None:
        self.surface = surface
        self.sample_rows = sample_rows
        self.max_values = max_values
        self.repeatable = repeatable
        self._cache: dict[tuple[str, str, bool], set[int] | None] = {}

    def _from(self, table: TableSchema, sample: bool) -> tuple[str, bool]:
        sampled = sample and (table.row_count or 0) > self.sample_rows
        suffix = (
            f" TABLESAMPLE reservoir({self.sample_rows} ROWS) REPEATABLE ({self.repeatable})"
            if sampled
            else ""
        )
        return qi(table.name) + suffix, sampled

    def get(self, table: TableSchema, col: ColumnProfile, *, sample: bool) -> tuple[set[int] | None, bool]:
        src, sampled = self._from(table, sample)
        key = (table.name, col.name, sampled)
        if key not in self._cache:
            if not sampled and (col.distinct_count or 0) > self.max_values:
                self._cache[key] = None
            else:
                c = qi(col.name)
                rows = self.surface.query(
                    f"SELECT DISTINCT hash(CAST({c} AS VARCHAR)) FROM {src} WHERE {c} IS NOT NULL"
                ).rows
                self._cache[key] = {r[0] for r in rows}
        return self._cache[key], sampled

    def ratio(self, cand: _Candidate) -> tuple[float, int, bool]:
        """(share of the source's distinct values found in the target, source distinct count, sampled?)."""
        src, sampled = self.get(cand.src, cand.scol, sample=True)
        tgt, _ = self.get(cand.tgt, cand.tcol, sample=False)
        if src is not None and tgt is not None:
            return (len(src & tgt) / len(src) if src else 0.0), len(src), sampled
        s_from, sampled = self._from(cand.src, True)
        s, t = qi(cand.scol.name), qi(cand.tcol.name)
        sql = (
            f"WITH s AS (SELECT DISTINCT CAST({s} AS VARCHAR) AS v FROM {s_from} WHERE {s} IS NOT NULL), "
            f"t AS (SELECT DISTINCT CAST({t} AS VARCHAR) AS v FROM {qi(cand.tgt.name)} "
            f"WHERE {t} IS NOT NULL) "
            "SELECT count(*), count(*) FILTER (WHERE v IN (SELECT v FROM t)) FROM s"
        )
        total, hit = self.surface.query(sql).rows[0]
        return (hit / total if total else 0.0), int(total), sampled


def _target_uniqueness(surface: QuerySurface, cand: _Candidate, duplicate_ratio: float) -> float:
    col = cand.tcol
    rows = cand.tgt.row_count or 0
    non_null = round(rows * (1 - (col.null_ratio or 0.0)))
    if not non_null:
        return 0.0
    if col.distinct_count is not None and not col.distinct_approximate:
        return col.distinct_count / non_null
    if col.distinct_count is not None and col.distinct_count < duplicate_ratio * non_null:
        return col.distinct_count / non_null  # the sketch already shows duplicates
    c = qi(col.name)
    n, d = surface.query(f"SELECT count({c}), count(DISTINCT {c}) FROM {qi(cand.tgt.name)}").rows[0]
    return d / n if n else 0.0


def _record_numbers(cand: _Candidate) -> bool:
    """The candidate pairs an extracted table's record numbers with another table's column."""
    sides = ((cand.src, cand.scol), (cand.tgt, cand.tcol))
    return any(t.origin == "extraction" and c.name.lower() == EXTRACTED_RECORD_COLUMN for t, c in sides)


def infer_relationships(
    surface: QuerySurface, schemas: list[TableSchema], cfg: RelationshipSettings
) -> tuple[list[Relationship], list[RelationshipWarning]]:
    kept: list[Relationship] = []
    warnings: list[RelationshipWarning] = []

    def warn(c: _Candidate, reason: str, **kw: float | None) -> None:
        warnings.append(
            RelationshipWarning(
                source_table=c.src.name,
                source_column=c.scol.name,
                target_table=c.tgt.name,
                target_column=c.tcol.name,
                reason=reason,
                **kw,
            )
        )

    uniq_cache: dict[tuple[str, str], float] = {}
    sketches = _Sketches(surface, cfg.sample_rows, cfg.sketch_max_values, cfg.sample_repeatable)
    generic = {g.lower() for g in cfg.generic_key_names}
    candidates = _candidates(
        schemas, cfg.use_declared_foreign_keys, generic, cfg.name_scores, cfg.same_name_max_tables
    )
    for cand in candidates:
        if not cand.src.row_count or (cand.scol.null_ratio or 0) >= 1.0:
            continue
        if _record_numbers(cand):
            warn(cand, "an extracted table's record numbers count within its own document")
            continue
        key = (cand.tgt.name, cand.tcol.name)
        if key not in uniq_cache:
            uniq_cache[key] = _target_uniqueness(surface, cand, cfg.sketch_duplicate_ratio)
        uniq = round(uniq_cache[key], 6)
        if uniq < cfg.min_target_uniqueness_ratio:
            warn(cand, f"target key not unique (uniqueness {uniq:.3f})", target_uniqueness_ratio=uniq)
            continue
        bound = _ratio_bound(cand)
        if bound is not None and bound < cfg.min_distinct_match_ratio:
            warn(
                cand,
                f"distinct-value match at most {bound:.3f} (distinct counts)",
                target_uniqueness_ratio=uniq,
            )
            continue
        try:
            ratio, distinct, sampled = sketches.ratio(cand)
        except InvalidInputError as e:  # a view that fails at scan time must not stop inference
            warn(cand, f"value check failed: {e}")
            continue
        strict = cand.name_score < cfg.strict_below_name_score or distinct < cfg.strict_min_source_distinct
        need = cfg.strict_distinct_match_ratio if strict else cfg.min_distinct_match_ratio
        conf = round(cfg.name_weight * cand.name_score + cfg.value_weight * ratio, 4)
        measures = {
            "confidence": conf,
            "distinct_match_ratio": round(ratio, 4),
            "target_uniqueness_ratio": uniq,
        }
        if ratio < need:
            warn(
                cand,
                f"distinct-value match {ratio:.3f} below {need:.2f}" + (" (strict)" if strict else ""),
                **measures,
            )
            continue
        if conf < cfg.min_confidence:
            warn(cand, f"confidence {conf:.3f} below {cfg.min_confidence:.2f}", **measures)
            continue
        src_unique = (
            cand.scol.distinct_count is not None
            and not cand.scol.distinct_approximate
            and cand.scol.null_ratio == 0
            and cand.scol.distinct_count == cand.src.row_count
        )
        kept.append(
            Relationship(
                source_table=cand.src.name,
                source_column=cand.scol.name,
                target_table=cand.tgt.name,
                target_column=cand.tcol.name,
                cardinality="one_to_one" if src_unique else "many_to_one",
                confidence=conf,
                distinct_match_ratio=round(ratio, 4),
                target_uniqueness_ratio=uniq,
                source_distinct=distinct,
                strict=strict,
                sampled=sampled,
                evidence=cand.evidence,
            )
        )
    kept = _dedupe(kept, warnings)
    warnings.sort(key=lambda w: -(w.confidence or 0.0))
    return kept, warnings[: cfg.max_warnings]


def _dedupe(kept: list[Relationship], warnings: list[RelationshipWarning]) -> list[Relationship]:
    """One target per source column; one direction per one-to-one pair."""
    rank = sorted(
        kept, key=lambda r: (-r.confidence, -r.distinct_match_ratio, r.target_table, r.target_column)
    )
    best: dict[tuple[str, str], Relationship] = {}
    for r in rank:
        k = (r.source_table, r.source_column)
        if k in best:
            b = best[k]
            warnings.append(
                RelationshipWarning(
                    source_table=r.source_table,
                    source_column=r.source_column,
                    target_table=r.target_table,
                    target_column=r.target_column,
                    reason=f"superseded by {b.target_table}.{b.target_column} (stronger evidence)",
                    confidence=r.confidence,
                    distinct_match_ratio=r.distinct_match_ratio,
                    target_uniqueness_ratio=r.target_uniqueness_ratio,
                )
            )
            continue
        best[k] = r
    out: list[Relationship] = []
    seen_pairs: set[frozenset[tuple[str, str]]] = set()
    for r in best.values():
        pair = frozenset({(r.source_table, r.source_column), (r.target_table, r.target_column)})
        if pair in seen_pairs:
            continue
        rev = best.get((r.target_table, r.target_column))
        if rev is not None and (rev.target_table, rev.target_column) == (r.source_table, r.source_column):
            r = _pick_direction(r, rev)
            r.cardinality = "one_to_one"
        seen_pairs.add(pair)
        out.append(r)
    return sorted(out, key=lambda r: (-r.confidence, r.source_table, r.source_column))


def _pick_direction(a: Relationship, b: Relationship) -> Relationship:
    """For a one-to-one pair, the target is the table the key column is named after."""
    a_named = stem_matches_table(a.target_column, a.target_table)
    b_named = stem_matches_table(b.target_column, b.target_table)
    if a_named != b_named:
        return a if a_named else b
    if a.confidence != b.confidence:
        return a if a.confidence > b.confidence else b
    return a if (a.target_table, a.source_table) <= (b.target_table, b.source_table) else b


def build_views(
    surface: QuerySurface,
    schemas: list[TableSchema],
    relationships: list[Relationship],
    cfg: RelationshipSettings,
    warnings: list[RelationshipWarning],
) -> list[DerivedView]:
    """Create ``<base>__<target>`` enrichment views; keep those whose row count equals the base's."""
    by_name = {s.name: s for s in schemas}
    taken = {n.lower() for n in surface.names()}
    views: list[DerivedView] = []
    for rel in relationships:
        if len(views) >= cfg.max_views:
            break
        if rel.cardinality == "one_to_one" and not cfg.allow_one_to_one_enrichment:
            continue
        base, tgt = by_name[rel.source_table], by_name[rel.target_table]
        name = f"{base.name}__{tgt.name}"
        if name.lower() in taken:
            name = f"{base.name}__{rel.source_column}__{tgt.name}"
        if name.lower() in taken:
            continue
        base_cols = {c.name.lower() for c in base.columns}
        extra = []
        for c in tgt.columns:
            if c.name.lower() == rel.target_column.lower():
                continue
            alias = c.name if c.name.lower() not in base_cols else f"{tgt.name}__{c.name}"
            extra.append(f"t.{qi(c.name)} AS {qi(alias)}")
        same = _family(_col(base, rel.source_column).type) == _family(_col(tgt, rel.target_column).type)
        lhs, rhs = f"b.{qi(rel.source_column)}", f"t.{qi(rel.target_column)}"
        cond = f"{lhs} = {rhs}" if same else f"CAST({lhs} AS VARCHAR) = CAST({rhs} AS VARCHAR)"
        select = (
            f"SELECT b.*{''.join(', ' + e for e in extra)} "
            f"FROM {qi(base.name)} AS b LEFT JOIN {qi(tgt.name)} AS t ON {cond}"
        )
        label = f"{rel.source_table}.{rel.source_column} -> {rel.target_table}.{rel.target_column}"
        try:
            cols = surface.add_view(name, select)
            n = int(surface.scalar(f"SELECT count(*) FROM {qi(name)}"))
        except (duckdb.Error, InvalidInputError) as e:
            surface.drop_view(name)
            warnings.append(_view_warning(rel, f"derived view {name} failed: {e}"))
            continue
        if n != base.row_count:
            surface.drop_view(name)
            warnings.append(
                _view_warning(rel, f"derived view {name} has {n} rows, base has {base.row_count}")
            )
            continue
        taken.add(name.lower())
        views.append(
            DerivedView(
                name=name,
                base_table=base.name,
                joined_table=tgt.name,
                relationship=label,
                depends_on=[base.name, tgt.name],
                sql=select,
                row_count=n,
                columns=[ColumnProfile(name=c, type=t) for c, t in cols],
            )
        )
    return views


def _col(schema: TableSchema, name: str) -> ColumnProfile:
    return next(c for c in schema.columns if c.name == name)


# What a warning about a view repeats of its relationship.
_WARNED = set(RelationshipWarning.model_fields) - {"reason"}


def _view_warning(rel: Relationship, reason: str) -> RelationshipWarning:
    return RelationshipWarning(**rel.model_dump(include=_WARNED), reason=reason)
