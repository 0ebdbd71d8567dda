"""Table profiles on the query surface: rows, DuckDB types, null ratio, distinct count, top values, samples.

One aggregate pass per batch of columns; small tables get exact distinct counts and per-column top values,
big ones (above ``exact_stats_max_rows``) HyperLogLog distinct counts and ``approx_top_k``. Very wide
tables are profiled up to a configured number of columns.
"""

from __future__ import annotations

import base64
import datetime as dt
import decimal
import math
import uuid
from typing import Any

from services.catalog.models import ColumnProfile
from services.catalog.settings import ProfileSettings
from services.catalog.surface import QuerySurface, qi

_NO_MINMAX = ("STRUCT", "MAP", "LIST", "[]", "UNION", "BLOB", "JSON", "BOOLEAN")
_NO_TOPK = ("STRUCT", "MAP", "LIST", "[]", "UNION", "JSON")


def jsonable(v: Any, max_chars: int) -> Any:
    """A JSON-safe version of a DuckDB value (dates ISO, decimals as numbers, long text cut)."""
    if v is None or isinstance(v, bool | int):
        return v
    if isinstance(v, float):
        return v if math.isfinite(v) else str(v)
    if isinstance(v, str):
        return v if len(v) <= max_chars else v[:max_chars] + "…"
    if isinstance(v, decimal.Decimal):
        return float(v) if v.is_finite() else str(v)
    if isinstance(v, dt.datetime | dt.date | dt.time):
        return v.isoformat(sep=" ") if isinstance(v, dt.datetime) else v.isoformat()
    if isinstance(v, bytes | bytearray | memoryview):
        return "base64:" + base64.b64encode(bytes(v)[:max_chars]).decode()
    if isinstance(v, list | tuple):
        return [jsonable(x, max_chars) for x in v]
    if isinstance(v, dict):
        return {str(k): jsonable(x, max_chars) for k, x in v.items()}
    if isinstance(v, uuid.UUID | dt.timedelta):
        return str(v)
    return str(v)[:max_chars]


def profile_table(
    surface: QuerySurface, name: str, types: list[tuple[str, str]], settings: ProfileSettings
) -> tuple[int, list[ColumnProfile], list[list[Any]], bool]:
    """Return (row count, column profiles, sample rows, sketched?) for one registered table or view.

    The first ``max_profiled_columns`` columns are profiled, ``column_batch`` of them per aggregate
    statement; the others are listed with their types only (``profiled=False``).
    """
    t = qi(name)
    rows = int(surface.scalar(f"SELECT count(*) FROM {t}") or 0)
    exact = rows <= settings.exact_stats_max_rows
    profiled = types[: settings.max_profiled_columns]
    batch = max(1, settings.column_batch)
    profiles: list[ColumnProfile] = []
    for i in range(0, len(profiled), batch):
        profiles += _profile_columns(surface, t, profiled[i : i + batch], rows, exact, settings)
    profiles += [ColumnProfile(name=col, type=typ, profiled=False) for col, typ in types[len(profiled) :]]
    cap = settings.max_value_chars
    sample = surface.query(f"SELECT * FROM {t} LIMIT {settings.sample_rows}").rows
    return rows, profiles, [[jsonable(v, cap) for v in r] for r in sample], not exact


def _profile_columns(
    surface: QuerySurface,
    t: str,
    types: list[tuple[str, str]],
    rows: int,
    exact: bool,
    settings: ProfileSettings,
) -> list[ColumnProfile]:
    """One aggregate pass over ``types`` (non-null and distinct counts, min, max, sketched top values)."""
    cap = settings.max_value_chars
    aggs: list[str] = []
    for col, typ in types:
        c = qi(col)
        aggs.append(f"count({c})")
        aggs.append(f"count(DISTINCT {c})" if exact else f"approx_count_distinct({c})")
        if any(k in typ.upper() for k in _NO_MINMAX):
            aggs += ["NULL", "NULL"]
        else:
            aggs += [f"min({c})", f"max({c})"]
        if not exact and not any(k in typ.upper() for k in _NO_TOPK):
            aggs.append(f"approx_top_k({c}, {settings.top_k})")
        else:
            aggs.append("NULL")
    stats: tuple[Any, ...] = surface.query(f"SELECT {', '.join(aggs)} FROM {t}").rows[0] if aggs else ()
    profiles: list[ColumnProfile] = []
    for i, (col, typ) in enumerate(types):
        non_null, distinct, lo, hi, approx_top = stats[i * 5 : i * 5 + 5]
        top: list[dict[str, Any]]
        if exact and rows and not any(k in typ.upper() for k in _NO_TOPK):
            c = qi(col)
            res = surface.query(
                f"SELECT {c}, count(*) AS n FROM {t} WHERE {c} IS NOT NULL "
                f"GROUP BY {c} ORDER BY n DESC, {c} LIMIT {settings.top_k}"
            )
            top = [{"value": jsonable(v, cap), "count": int(n)} for v, n in res.rows]
        else:
            top = [{"value": jsonable(v, cap), "count": None} for v in (approx_top or [])]
        profiles.append(
            ColumnProfile(
                name=col,
                type=typ,
                null_ratio=round(1 - non_null / rows, 6) if rows else None,
                distinct_count=int(distinct) if distinct is not None else None,
                distinct_approximate=not exact,
                top_values=top,
                min=jsonable(lo, cap),
                max=jsonable(hi, cap),
            )
        )
    return profiles
