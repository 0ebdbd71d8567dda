"""Ragged CSV files: rows with more or fewer fields than the header, found and made rectangular.

DuckDB reads a ragged file as one text column (its sniffer finds no delimiter that fits every row) or
stops at the first bad row past its sample. Such a file gets a rectangular UTF-8 copy instead: the header,
every row that fits it, short rows padded with empty (NULL) fields, rows whose extra fields are all empty
trimmed, and longer rows dropped; the counts say what was changed.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import duckdb

from services.catalog.surface import QuerySurface, ql
from shared.artifacts import atomic_writer

# DuckDB's message for a row whose field count differs from the sniffed one.
_COLUMN_COUNT_ERROR = "Expected Number of Columns"
_NONE = "(empty)"


@dataclass(frozen=True)
class CsvDialect:
    """What DuckDB's sniffer found: delimiter, quote and escape (None: none), header, lines skipped."""

    delimiter: str
    quote: str | None
    escape: str | None
    header: bool
    skip_rows: int
    columns: int


@dataclass
class RaggedCounts:
    width: int  # fields of every row of the copy
    header_width: int  # fields of the header (of the first row when there is no header)
    widest: int  # fields of the longest row
    kept: int = 0  # rows written as they were
    padded: int = 0  # shorter rows, padded with empty fields
    trimmed: int = 0  # longer rows whose extra fields were all empty
    dropped: int = 0  # longer rows with values past the header, left out
    dropped_lines: list[int] = field(default_factory=list)  # the first few of them

    @property
    def changed(self) -> bool:
        return bool(self.padded or self.trimmed or self.dropped)


def sniff(surface: QuerySurface, path: str, *, padded: bool) -> CsvDialect | None:
    """DuckDB's sniff of ``path`` (``padded``: short rows allowed); None when it finds no dialect."""
    option = ", null_padding=true" if padded else ""
    try:
        out = surface.query(
            "SELECT Delimiter, Quote, Escape, HasHeader, SkipRows, len(Columns) "
            f"FROM sniff_csv({ql(path)}{option})"
        )
    except Exception:  # the sniffer's failure is the answer: no dialect
        return None
    if not out.rows:
        return None
    delim, quote, escape, header, skip, cols = out.rows[0]
    return CsvDialect(
        delimiter=delim,
        quote=None if quote in (None, "", _NONE) else quote,
        escape=None if escape in (None, "", _NONE) else escape,
        header=bool(header),
        skip_rows=int(skip or 0),
        columns=int(cols or 0),
    )


def ragged_dialect(surface: QuerySurface, path: str) -> CsvDialect | None:
    """The dialect of a ragged file, else None: DuckDB finds more columns once short rows are allowed,
    or its plain sniff skips leading lines that are rows of the table (a short row early in the file
    makes it start the table below it, and every row above is lost)."""
    plain = sniff(surface, path, padded=False)
    wide = sniff(surface, path, padded=True)
    if wide is None or wide.columns < 2:
        return None
    if plain is None or wide.columns > plain.columns or wide.delimiter != plain.delimiter:
        return wide
    if plain.skip_rows > wide.skip_rows and _delimited_lines(path, plain, wide.skip_rows):
        return wide
    return None


def _delimited_lines(path: str, plain: CsvDialect, start: int) -> bool:
    """Whether a line the plain sniff skipped (from line ``start``) holds two fields or more: table rows,
    where a title or a note above the header holds one."""
    fmt: dict[str, Any] = {"delimiter": plain.delimiter, "strict": False}
    if plain.quote is not None:
        fmt["quotechar"] = plain.quote
    try:
        with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
            lines = [f.readline() for _ in range(plain.skip_rows)][start:]
        return any(len(row) >= 2 for row in csv.reader(lines, **fmt))
    except (OSError, ValueError, csv.Error):
        return False


def unquoted_quotes(surface: QuerySurface, path: str, sample_bytes: int = 1 << 16) -> bool:
    """Whether the file holds double quotes that its dialect does not read as quoting (one unterminated
    quote makes DuckDB read the whole file without quoting, each value with its quote marks)."""
    dialect = sniff(surface, path, padded=False)
    if dialect is None or dialect.quote is not None:
        return False
    try:
        with open(path, "rb") as f:
            return b'"' in f.read(sample_bytes)
    except OSError:
        return False


def is_column_count_error(error: BaseException) -> bool:
    return isinstance(error, duckdb.Error | ValueError) and _COLUMN_COUNT_ERROR in str(error)


def rectangular_copy(src: Path, dest: Path, dialect: CsvDialect, *, max_examples: int) -> RaggedCounts:
    """Write a rectangular copy of the UTF-8 CSV ``src`` to ``dest`` (comma, double quote, same header).

    Rows are cut to the header's width; when most rows are longer than the header (a title line taken
    for it, a header missing names), the copy is as wide as the widest row instead and drops nothing.
    Raises ValueError when Python's csv module cannot take the dialect (a delimiter of several
    characters) and csv.Error on a malformed file.
    """
    if len(dialect.delimiter) != 1:
        raise ValueError(f"delimiter {dialect.delimiter!r} is not a single character")
    fmt: dict[str, Any] = {"delimiter": dialect.delimiter, "strict": False}
    if dialect.quote is None:
        fmt.update(quoting=csv.QUOTE_NONE, escapechar=dialect.escape)
    else:
        own_escape = dialect.escape not in (None, dialect.quote)
        fmt.update(
            quotechar=dialect.quote,
            doublequote=not own_escape,
            escapechar=dialect.escape if own_escape else None,
        )
    # ``src`` may be ``dest`` itself (a transcoded file): it is replaced only once the copy is done.
    with atomic_writer(dest) as raw:
        out = io.TextIOWrapper(raw, encoding="utf-8", newline="")
        try:
            counts = _write_copy(src, out, fmt, dialect.skip_rows, None, max_examples)
            if counts.dropped > counts.kept + counts.padded + counts.trimmed:
                out.seek(0)
                out.truncate()
                counts = _write_copy(src, out, fmt, dialect.skip_rows, counts.widest, max_examples)
        finally:
            out.detach()  # flushed into ``raw``, which the writer closes itself
    return counts


def _write_copy(
    src: Path, out: TextIO, fmt: dict[str, Any], skip: int, width: int | None, max_examples: int
) -> RaggedCounts:
    """One pass: ``src``'s rows cut or padded to ``width`` (the header's when None), into ``out``."""
    with open(src, encoding="utf-8-sig", errors="replace", newline="") as f:
        for _ in range(skip):
            f.readline()
        writer = csv.writer(out, lineterminator="\n")
        counts = _copy_rows(csv.reader(f, **fmt), writer, width, max_examples)
    counts.dropped_lines = [skip + n for n in counts.dropped_lines]
    return counts


def _copy_rows(reader: Any, writer: Any, width: int | None, max_examples: int) -> RaggedCounts:
    counts: RaggedCounts | None = None
    for row in reader:
        if not row:
            continue  # a blank line is no row, for DuckDB too
        if counts is None:
            counts = RaggedCounts(width=width or len(row), header_width=len(row), widest=len(row))
            writer.writerow(row + [""] * (counts.width - len(row)))
            continue
        counts.widest = max(counts.widest, len(row))
        n = counts.width
        if len(row) == n:
            counts.kept += 1
        elif len(row) < n:
            row = row + [""] * (n - len(row))
            counts.padded += 1
        elif not any(v.strip() for v in row[n:]):
            row = row[:n]
            counts.trimmed += 1
        else:
            counts.dropped += 1
            if len(counts.dropped_lines) < max_examples:
                counts.dropped_lines.append(reader.line_num)
            continue
        writer.writerow(row)
    return counts or RaggedCounts(width=0, header_width=0, widest=0)


def rectangular_view_sql(path: str, header: bool, extra: str = "") -> str:
    """The view over a rectangular copy: its dialect is known, only the types are sniffed."""
    return (
        f"SELECT * FROM read_csv({ql(path)}, delim=',', quote='\"', escape='\"', "
        f"header={'true' if header else 'false'}{extra})"
    )


def ragged_message(c: RaggedCounts) -> str:
    """For the agent: what the rectangular copy changed, in one line."""
    parts = []
    if c.dropped:
        lines = ", ".join(str(n) for n in c.dropped_lines)
        more = ", ..." if c.dropped > len(c.dropped_lines) else ""
        parts.append(f"{_rows(c.dropped)} with more fields left out (lines {lines}{more})")
    if c.padded:
        parts.append(f"{_rows(c.padded)} with fewer fields padded with NULL")
    if c.trimmed:
        parts.append(f"{_rows(c.trimmed)} with only empty fields past the header trimmed")
    parts.append(f"{_rows(c.kept)} read as they were")
    head = f"ragged CSV: the header has {c.header_width} fields"
    if c.width > c.header_width:
        head += f"; most rows are longer, so {c.width - c.header_width} unnamed columns were added"
    return head + "; " + "; ".join(parts)


def _rows(n: int) -> str:
    return f"{n} row" if n == 1 else f"{n} rows"
