"""Answer CSVs: cells safe to open in a spreadsheet, and a result streamed to a file under row and byte caps.

A text cell that begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is a formula to a
spreadsheet (OWASP's CSV injection rule), so it is written with a leading apostrophe, unless it is a
number (``-3.5`` stays ``-3.5``, as the scorer reads it). Numbers, dates and NULLs are never changed.
"""

from __future__ import annotations

import base64
import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from services.catalog.surface import ResultStream
from shared.artifacts import atomic_writer
from shared.errors import InvalidInputError

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: Any) -> tuple[Any, bool]:
    """The value as written to an answer CSV, and whether it was escaped."""
    if value is None:
        return "", False
    if isinstance(value, bytes | bytearray | memoryview):
        return "base64:" + base64.b64encode(bytes(value)).decode(), False
    if isinstance(value, str) and value.startswith(_FORMULA_START) and not _is_number(value):
        return "'" + value, True
    return value, False


def _is_number(text: str) -> bool:
    # Every number the scorer reads (signs, 1,234 groups, fractions, exponents) parses here.
    try:
        float(text.replace(",", ""))
    except ValueError:
        return False
    return True


def _safe_row(row: Sequence[Any]) -> tuple[list[Any], int]:
    cells, escaped = [], 0
    for v in row:
        cell, changed = safe_cell(v)
        cells.append(cell)
        escaped += changed
    return cells, escaped


def csv_text(columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> tuple[str, int]:
    """An answer table as CSV text (header row, NULL as an empty cell) and the number of cells escaped."""
    header, escaped = _csv_lines([columns])
    body, n = _csv_lines(rows)
    return header + body, escaped + n


def _csv_lines(rows: Iterable[Sequence[Any]]) -> tuple[str, int]:
    buf = io.StringIO()
    minimal = csv.writer(buf, lineterminator="\n")
    # With "\n" as the line end the csv module leaves a lone "\r" unquoted; such rows are quoted whole.
    quoted = csv.writer(buf, lineterminator="\n", quoting=csv.QUOTE_ALL)
    escaped = 0
    for r in rows:
        cells, n = _safe_row(r)
        escaped += n
        cr = any(isinstance(c, str) and "\r" in c for c in cells)
        (quoted if cr else minimal).writerow(cells)
    return buf.getvalue(), escaped


@dataclass(frozen=True)
class Written:
    rows: int
    bytes: int
    escaped_cells: int


def write_csv(
    result: ResultStream, target: Path, *, max_rows: int, max_bytes: int, chunk_rows: int
) -> Written:
    """Stream ``result`` into ``target`` (atomically: all of it or nothing).

    Past ``max_rows`` rows or ``max_bytes`` bytes the export is refused (InvalidInputError) and
    ``target`` is left as it was.
    """
    rows = size = escaped = 0
    with atomic_writer(target) as f:
        text, escaped = _csv_lines([result.columns])
        size = _write(f, text, size, max_bytes)
        while chunk := result.fetch(chunk_rows):
            rows += len(chunk)
            if rows > max_rows:
                raise InvalidInputError(f"the result has more than {max_rows} rows; refine the query")
            text, n = _csv_lines(chunk)
            escaped += n
            size = _write(f, text, size, max_bytes)
    return Written(rows, size, escaped)


def _write(f: Any, text: str, size: int, max_bytes: int) -> int:
    data = text.encode("utf-8")
    size += len(data)
    if size > max_bytes:
        raise InvalidInputError(
            f"the result is larger than {max_bytes} bytes as CSV; refine the query (fewer rows or columns)"
        )
    f.write(data)
    return size
