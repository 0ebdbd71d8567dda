"""Table rows of a report page written out for a small model: each row's values beside their column
headers, and figures of a page that states its scale ("in millions", "$'000", "单位：万元") also in full.

Public API::

    text = serialise_tables(page_text)
    value, note = full_units(answer, question, page_text)

A row is a label followed by as many figures as the last header line above it has column labels (years,
fiscal years, dates, or short headings split by ``|``)::

    2022 | 2021 | 2020
    Net cash provided by operating activities ... 8,522 | 8,959 | 9,232

becomes, on a page "(Dollars in millions)"::

    Net cash provided by operating activities: 2022 = 8,522 (8522000000); 2021 = 8,959 (8959000000); ...

Lines that are not such rows are kept as they are, so nothing of the page is lost; a percent, a per-share
figure and a row whose figure count differs from its header are never scaled or rewritten.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal, InvalidOperation

from shared.numbers import scaled_figures

# How a page states the unit of its figures. The words between "in"/"of" and the scale hold no digit, so
# a figure in prose ("an increase of $50.8 million") is not a statement of scale.
_SCALES: tuple[tuple[re.Pattern[str], int], ...] = (
    (re.compile(r"\b(?:in|of)\s+(?:[^\s\d]+\s+){0,2}billions?\b|\(\s*\$?\s*bn\s*\)", re.IGNORECASE), 10**9),
    (re.compile(r"\b(?:in|of)\s+(?:[^\s\d]+\s+){0,2}millions?\b|\$\s?m\b|\bUSD\s?m\b", re.IGNORECASE), 10**6),
    (
        re.compile(r"\b(?:in|of)\s+(?:[^\s\d]+\s+){0,2}thousands?\b|'000s?\b|\$\s?000s?\b", re.IGNORECASE),
        10**3,
    ),
    (re.compile(r"单位[：:]\s*(?:人民币)?亿元"), 10**8),
    (re.compile(r"单位[：:]\s*(?:人民币)?百万元"), 10**6),
    (re.compile(r"单位[：:]\s*(?:人民币)?万元"), 10**4),
    (re.compile(r"单位[：:]\s*(?:人民币)?千元"), 10**3),
)
# A column heading: a year, a fiscal year, a date, a half or quarter of a year.
_PERIOD = re.compile(
    r"^(?:FY\s?(?:19|20)?\d{2}|'\d{2}|(?:19|20)\d{2}\s?年?(?:度)?|"
    r"(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+)?(?:19|20)\d{2}|\d{1,2}\s+[A-Z][a-z]{2,8}\s+(?:19|20)\d{2}|"
    r"(?:H|Q)[1-4]\s?(?:19|20)?\d{2}|(?:19|20)\d{2}\s?(?:H|Q)[1-4]|本期|上期|本年|上年|期末|期初)"
    r"(?:\s?(?:\$|US\$|USD|£|€|RMB|元))?$"
)
# A period heading in a line of headings without separators: "2022 2021", "December 31, 2022 ...".
_YEAR_HEAD = re.compile(r"(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+)?(?:FY\s?)?(?:19|20)\d{2}(?:\s?年度?)?")
_FIGURE = re.compile(r"^\(?[-–−]?[$£€¥]?\s?\d[\d,]*(?:\.\d+)?\)?%?$|^[-–—]$")
_LEADER = re.compile(r"\s*(?:\.{2,}|…+|·{2,})\s*")
# A row or a metric the page's scale does not apply to: per share or per unit, a ratio, a percent.
_PER_UNIT = re.compile(r"per share|per unit|每股|\bratio\b|比率|%|\bpercent", re.IGNORECASE)
_CURRENCY = re.compile(r"(?<![\w)])(?:US\$|\$|£|€|¥|RMB|USD)\s*(?=[\d(])")
# A currency sign standing alone in a column of its own ("$ | 0.88 $ | 0.81").
_LONE_CURRENCY = re.compile(r"(?<!\S)(?:US\$|\$|£|€|¥)(?!\S)")


def serialise_tables(text: str) -> str:
    """``text`` with its table rows written beside their headers (see the module doc)."""
    header: list[str] | None = None
    out = []
    lines = text.splitlines()
    for line, scale in zip(lines, _line_scales(lines), strict=True):
        cells = _header_cells(line)
        if cells is not None:
            header = cells
            out.append(line)
            continue
        row = _row(line)
        if header is None or row is None or len(row[1]) != len(header):
            out.append(line)
            continue
        label, figures = row
        row_scale = 1 if _PER_UNIT.search(label) else scale
        parts = [f"{h} = {f}{_in_full(f, row_scale)}" for h, f in zip(header, figures, strict=True)]
        out.append(f"{label}: " + "; ".join(parts))
    return "\n".join(out)


def page_scale(text: str) -> int:
    """The multiplier the page's figures are first stated in (1 when it names none)."""
    return _stated_scale(text) or 1


def _stated_scale(text: str) -> int:
    """The multiplier of the first statement of scale in ``text``; 0 when it holds none."""
    found = [(m.start(), factor) for pattern, factor in _SCALES for m in [pattern.search(text)] if m]
    return min(found)[1] if found else 0


def _line_scales(lines: list[str]) -> list[int]:
    """The scale each line's figures are in: that of the last statement of scale at or above it; lines
    above the first statement (a table's title) take the first one's."""
    stated = [_stated_scale(line) for line in lines]
    current = next((s for s in stated if s), 1)
    out = []
    for scale in stated:
        current = scale or current
        out.append(current)
    return out


def full_units(value: float, question: str, text: str) -> tuple[float, str]:
    """A number answer in the units the question asks for, checked against a page it cites, and what was
    changed (empty when nothing was).

    A figure of a table row is written in the scale last stated above it (``_line_scales``): an answer
    that is such a figure as written (``96,348`` on a page "in thousands") is a figure in full units
    (96,348,000), unless the row or the question is per share, a ratio or a percent; an answer that is a
    per-share, ratio or percent row's figure multiplied by the page's scale is that figure again. The
    first row in the page's order that matches decides; an answer that matches none stays as it is.
    """
    if not math.isfinite(value) or value == 0 or _stated_scale(question):
        return value, ""  # a question asking in millions (or another scale) is answered in it
    asks_per_unit = bool(_PER_UNIT.search(question))
    lines = text.splitlines()
    for line, scale in zip(lines, _line_scales(lines), strict=True):
        row = _row(line) if scale > 1 else None
        if row is None:
            continue
        label, figures = row
        per_unit = asks_per_unit or bool(_PER_UNIT.search(label))
        for figure in figures:
            written = _figure_value(figure)
            if written is None:
                continue
            if not per_unit and math.isclose(abs(value), written, rel_tol=1e-9):
                full = math.copysign(written * scale, value)
                return full, f"{figure} of '{label}' is stated in units of {scale:,}; answered as {full:,.0f}"
            if per_unit and math.isclose(abs(value), written * scale, rel_tol=1e-9):
                note = f"{figure} of '{label}' is a per-unit figure; kept as stated"
                return math.copysign(written, value), note
    if asks_per_unit:
        return value, ""
    for scaled in scaled_figures(text):
        written = _figure_value(scaled.figure)
        if written is not None and math.isclose(abs(value), written, rel_tol=1e-9):
            full = value * float(scaled.multiplier)
            return full, f"'{scaled.written}' is stated with its scale word; answered as {full:,.0f}"
    return value, ""


def _figure_value(figure: str) -> float | None:
    """The absolute value of a table figure as written (``(1,234)`` -> 1234.0); None for a percent or a
    dash."""
    magnitude = _magnitude(figure)
    return float(magnitude) if magnitude is not None else None


def _magnitude(figure: str) -> Decimal | None:
    """The digits of a table figure as an exact number, sign and brackets aside; None for a percent or a
    figure without digits."""
    digits = re.sub(r"[^\d.]", "", figure)
    if figure.endswith("%") or not any(ch.isdigit() for ch in digits):
        return None
    try:
        return Decimal(digits)
    except InvalidOperation:
        return None


def _cells(line: str) -> list[str]:
    line = _LEADER.sub(" | ", line.strip().strip("|"))
    line = _LONE_CURRENCY.sub("", _CURRENCY.sub("", line))
    cells = [c.strip() for c in line.split("|") if c.strip()] if "|" in line else [line]
    out: list[str] = []
    for cell in cells:
        words = cell.split()
        # A cell of figures alone (several columns the page did not separate) is one cell per figure.
        out.extend(words if len(words) > 1 and all(_FIGURE.match(w) for w in words) else [cell])
    if "|" not in line and len(out) == 1:
        words = line.split()
        while words and _FIGURE.match(words[-1]):
            out.insert(1, words.pop())
        out[0] = " ".join(words)
    return [c for c in out if c]


def _header_cells(line: str) -> list[str] | None:
    """The column labels of a header line of periods (at least two, after the label column's own
    heading, if any), or None."""
    text = line.strip().lstrip("#").strip()
    if not text:
        return None
    if "|" in text:
        cells = [c.strip() for c in text.strip("|").split("|") if c.strip()]
    else:
        cells = _YEAR_HEAD.findall(text)
        if _YEAR_HEAD.sub("", text).strip(" $|"):
            return None
    if len(cells) >= 3 and not _PERIOD.match(cells[0]):
        cells = cells[1:]  # the heading of the label column ("Item", "项目")
    if len(cells) >= 2 and all(_PERIOD.match(c) for c in cells):
        return cells
    return None


def _row(line: str) -> tuple[str, list[str]] | None:
    """(label, figures) of a line that is a label followed by figures, or None."""
    cells = _cells(line)
    figures: list[str] = []
    while cells and _FIGURE.match(cells[-1]):
        figures.insert(0, cells.pop())
    label = " ".join(cells).strip(" :|")
    if not figures or not label or not re.search(r"[^\W\d_]", label):
        return None
    return label, figures


def _in_full(figure: str, scale: int) -> str:
    """`` (value in full)`` of a figure on a page stated in ``scale`` units; nothing when it is 1 or the
    figure is a percent or a dash."""
    magnitude = _magnitude(figure) if scale != 1 else None
    if magnitude is None:
        return ""
    negative = figure.startswith("(") or figure.lstrip("($£€¥ ").startswith(("-", "–", "−"))
    value = magnitude * scale
    value = -value if negative else value
    return f" ({value.normalize():f})"
