"""Ruled tables: a fast grid reader over vector lines, with PyMuPDF's find_tables as an alternative.

``find_tables`` costs about 80 ms on a page with rules (its pure-Python edge and character handling),
which alone would take the converter past its speed goal; reading a grid drawn with horizontal and
vertical rules directly from ``page.get_cdrawings()`` costs a few milliseconds. Only pages whose text
looks tabular (many short lines) are examined at all.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from services.context.pdf.settings import TableSettings

if TYPE_CHECKING:
    import pymupdf


@dataclass(slots=True)
class Table:
    """A table found on a page: its box and its rows of cell texts (first row is the header)."""

    x0: float
    y0: float
    x1: float
    y1: float
    rows: list[list[str]] = field(default_factory=list)

    def chars(self) -> int:
        return sum(len(c) for r in self.rows for c in r)

    def to_markdown(self) -> list[str]:
        """GitHub-flavoured Markdown lines; empty rows and columns dropped, pipes escaped."""
        rows = [[_cell(c) for c in r] for r in self.rows]
        rows = [r for r in rows if any(r)]
        if not rows:
            return []
        width = max(len(r) for r in rows)
        rows = [r + [""] * (width - len(r)) for r in rows]
        keep = [j for j in range(width) if any(r[j] for r in rows)]
        rows = [[r[j] for j in keep] for r in rows]
        out = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * len(keep)]
        out.extend("| " + " | ".join(r) + " |" for r in rows[1:])
        return out


def _cell(text: str | None) -> str:
    if not text:
        return ""
    return " ".join(text.split()).replace("|", "\\|")


def find_tables(
    page: pymupdf.Page, cfg: TableSettings, textpage: pymupdf.TextPage | None = None
) -> list[Table]:
    """Tables on ``page`` with the configured engine; never raises (a failed page has no tables).

    ``textpage``: the page's already extracted text, reused for the words in the cells.
    """
    if cfg.engine == "off":
        return []
    try:
        if cfg.engine == "pymupdf":
            return _pymupdf_tables(page)
        return _grid_tables(page, cfg, textpage)
    except Exception:  # a table we cannot read stays in the text flow
        return []


def _pymupdf_tables(page: pymupdf.Page) -> list[Table]:
    found = page.find_tables(use_layout=False)
    out = []
    for t in found.tables:
        rows = [[c or "" for c in row] for row in t.extract()]
        x0, y0, x1, y1 = t.bbox
        out.append(Table(x0, y0, x1, y1, rows))
    return out


def _segments(page: pymupdf.Page, cfg: TableSettings) -> tuple[list[tuple], list[tuple]]:
    """Horizontal (x0, x1, y) and vertical (y0, y1, x) rules: lines, thin rectangles, box edges."""
    tol, minlen = cfg.snap_tolerance_pt, cfg.min_segment_pt
    hs: list[tuple] = []
    vs: list[tuple] = []

    def rect(x0: float, y0: float, x1: float, y1: float) -> None:
        x0, x1 = min(x0, x1), max(x0, x1)
        y0, y1 = min(y0, y1), max(y0, y1)
        w, h = x1 - x0, y1 - y0
        if h <= tol and w >= minlen:
            hs.append((x0, x1, (y0 + y1) / 2))
        elif w <= tol and h >= minlen:
            vs.append((y0, y1, (x0 + x1) / 2))
        elif w >= minlen and h >= minlen:
            hs.extend(((x0, x1, y0), (x0, x1, y1)))
            vs.extend(((y0, y1, x0), (y0, y1, x1)))

    for path in page.get_cdrawings():
        # An invisible fill draws nothing a reader could see as a rule.
        if path.get("type") == "f" and not path.get("fill_opacity", 1.0):
            continue
        for item in path["items"]:
            op = item[0]
            if op == "l":
                (ax, ay), (bx, by) = item[1], item[2]
                rect(ax, ay, bx, by)
            elif op == "re":
                rect(*item[1])
            elif op == "qu":
                pts = item[1]
                xs = [p[0] for p in pts]
                ys = [p[1] for p in pts]
                rect(min(xs), min(ys), max(xs), max(ys))
    return hs, vs


def _merge(segs: list[tuple], tol: float) -> list[tuple]:
    """Snap segments at (nearly) the same coordinate together and join touching ones."""
    segs = sorted(segs, key=lambda s: s[2])
    out: list[tuple] = []
    i = 0
    while i < len(segs):
        j = i
        while j + 1 < len(segs) and segs[j + 1][2] - segs[i][2] <= tol:
            j += 1
        group = sorted(segs[i : j + 1])
        c = sum(s[2] for s in group) / len(group)
        a0, a1 = group[0][0], group[0][1]
        for s in group[1:]:
            if s[0] <= a1 + tol:
                a1 = max(a1, s[1])
            else:
                out.append((a0, a1, c))
                a0, a1 = s[0], s[1]
        out.append((a0, a1, c))
        i = j + 1
    return out


def _clusters(values: list[float], tol: float) -> list[float]:
    values = sorted(values)
    out: list[float] = []
    for v in values:
        if not out or v - out[-1] > tol:
            out.append(v)
    return out


def _grid_tables(page: pymupdf.Page, cfg: TableSettings, textpage: pymupdf.TextPage | None) -> list[Table]:
    hs, vs = _segments(page, cfg)
    if len(hs) < cfg.min_h_lines or len(vs) < cfg.min_v_lines:
        return []
    tol = cfg.snap_tolerance_pt
    hs, vs = _merge(hs, tol), _merge(vs, tol)
    n = len(hs) + len(vs)
    parent = list(range(n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, (hx0, hx1, hy) in enumerate(hs):
        for j, (vy0, vy1, vx) in enumerate(vs):
            if hx0 - tol <= vx <= hx1 + tol and vy0 - tol <= hy <= vy1 + tol:
                a, b = find(i), find(len(hs) + j)
                if a != b:
                    parent[a] = b
    groups: dict[int, tuple[list, list]] = {}
    for i in range(n):
        g = groups.setdefault(find(i), ([], []))
        (g[0] if i < len(hs) else g[1]).append(hs[i] if i < len(hs) else vs[i - len(hs)])
    words = None
    tables = []
    for gh, gv in groups.values():
        ys = _clusters([s[2] for s in gh], tol)
        xs = _clusters([s[2] for s in gv], tol)
        if len(ys) - 1 < cfg.min_rows or len(xs) - 1 < cfg.min_cols:
            continue
        if words is None:
            words = page.get_text("words", sort=False, textpage=textpage)
        table = _fill(xs, ys, words, cfg)
        if table is not None:
            tables.append(table)
    return tables


def _fill(xs: list[float], ys: list[float], words: list, cfg: TableSettings) -> Table | None:
    """Put words into grid cells; refuse grids that text crosses (boxes and charts, not tables)."""
    tol = cfg.snap_tolerance_pt
    x0, x1, y0, y1 = xs[0], xs[-1], ys[0], ys[-1]
    by_row: dict[int, list] = {}
    inside = crossing = 0
    for w in words:
        cx, cy = (w[0] + w[2]) / 2, (w[1] + w[3]) / 2
        if not (x0 - tol <= cx <= x1 + tol and y0 - tol <= cy <= y1 + tol):
            continue
        inside += 1
        col = min(max(bisect_right(xs, cx) - 1, 0), len(xs) - 2)
        row = min(max(bisect_right(ys, cy) - 1, 0), len(ys) - 2)
        if w[0] < xs[col] - tol or w[2] > xs[col + 1] + tol:
            crossing += 1
        by_row.setdefault(row, []).append((col, w))
    if inside == 0 or crossing > cfg.max_crossing_share * inside:
        return None
    ncols = len(xs) - 1
    rows: list[list[str]] = []
    for r in sorted(by_row):
        rows.extend(_row_texts(by_row[r], ncols))
    filled_cols = {j for row in rows for j, c in enumerate(row) if c}
    if len(rows) < cfg.min_rows or len(filled_cols) < cfg.min_cols:
        return None
    return Table(x0, y0, x1, y1, rows)


def _row_texts(items: list, ncols: int) -> list[list[str]]:
    """One grid row; split into text rows when several columns hold several aligned text lines.

    Grids with column rules but no rule between rows are common in reports; a cell that merely
    wraps (one column with several lines) stays one cell.
    """
    lines: list[list] = []
    for col, w in sorted(items, key=lambda it: (it[1][1] + it[1][3]) / 2):
        cy = (w[1] + w[3]) / 2
        if lines and lines[-1][0] <= cy <= lines[-1][1]:
            lines[-1][2].append((col, w))
        else:
            lines.append([w[1], w[3], [(col, w)]])
    per_col: dict[int, int] = {}
    for _, _, members in lines:
        for col in {c for c, _ in members}:
            per_col[col] = per_col.get(col, 0) + 1
    groups = [m for _, _, m in lines] if sum(1 for v in per_col.values() if v > 1) >= 2 else [items]
    out = []
    for members in groups:
        cells: list[list] = [[] for _ in range(ncols)]
        for col, w in members:
            cells[col].append(w)
        out.append([" ".join(w[4] for w in sorted(c, key=lambda w: (w[5], w[6], w[7]))) for c in cells])
    return out
