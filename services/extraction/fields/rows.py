"""Rows and cells of a page's lines as the field readers walk them: a table's cells, the cell below a
label's, the lines a wrapped value runs on to, and whether a line opens with a label."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from services.extraction.fields.names import is_organisation
from services.extraction.fields.shapes import CJK

# What starts the next label on a value's line: a short word and a colon after a space.
NEXT_LABEL = re.compile(r"(?<=\s)[^\s:：]{1,10}\s?[:：]")
# A cell that is the label of a number or a date, whatever it numbers: "Buyer's Order No.", "Due Date".
_NUMBER_LABEL = re.compile(r"[A-Za-z][A-Za-z'’/&. -]{0,30}\b(?:No\.?|Number|#|Date|Ref\.?)")
LINE_START = re.compile(r"^[\s【\[（(|”“\"'‘’·•*-]*$")


def name_above(
    lines: Sequence[tuple[int, str]], at: int, starts: Sequence[re.Pattern[str]]
) -> tuple[str, str] | None:
    """(name, text) of an organisation's name alone on the line above line ``at`` of its page (beside a
    margin's single characters at most: a receipt's 第一联 printed down its edge), labelled by nothing: a
    table's cell of two lines, its label printed level with the second."""
    if at == 0 or lines[at - 1][0] != lines[at][0]:
        return None
    cells = [c for c in row_cells(lines[at - 1][1]) if len(c.strip()) > 1]
    above = cells[0].strip() if len(cells) == 1 else ""
    if not above or starts_labelled(above, starts) or not is_organisation(above):
        return None
    return above, lines[at - 1][1].strip()


def cell_below(lines: Sequence[tuple[int, str]], at: int, column: int) -> tuple[int, str] | None:
    """(line index, cell) of the cell in ``column`` under line ``at``, on the next line of the page; under a
    row of more than two cells, on the first of the next two lines with as many cells (a header row of four
    cells over a lone cell, then the row of values)."""
    width = len(row_cells(lines[at][1]))
    rows = [(j, lines[j][1]) for j in (at + 1, at + 2) if j < len(lines) and lines[j][0] == lines[at][0]]
    cells = [(j, row_cells(row)) for j, row in rows]
    pick = next(((j, c) for j, c in cells if len(c) == width), None) if width > 2 else None
    pick = pick or (cells[0] if cells else None)
    if pick is None or len(pick[1]) <= column:
        return None
    return pick[0], pick[1][column]


def row_cells(row: str) -> list[str]:
    """A table row's cells ("|" between them; a line without one is one cell)."""
    return re.split(r"\s*\|\s*", row.strip())


def next_line(lines: Sequence[tuple[int, str]], at: int) -> str | None:
    """The line after line ``at`` when it is on the same page."""
    if at + 1 < len(lines) and lines[at + 1][0] == lines[at][0]:
        return lines[at + 1][1]
    return None


def run_on(lines: Sequence[tuple[int, str]], at: int, starts: Sequence[re.Pattern[str]]) -> Iterator[str]:
    """The short lines after line ``at`` of its page that carry its value on (an address wrapped), up to
    one that begins with a label."""
    for number, line in lines[at + 1 : at + 3]:
        if number != lines[at][0] or len(line.strip()) > 30 or starts_labelled(line, starts):
            return
        if NEXT_LABEL.search(" " + line) or not re.search(rf"[{CJK}0-9]", line) or re.search(r"\d{6}", line):
            return  # (a run of six digits: an ID number whose label OCR garbled, no address)
        yield line.strip().lstrip("|").strip()  # a wrapped value in a label's column: "| 109 号 2 栋"


def label_cell(head: str, rest: str, labels: Sequence[re.Pattern[str]]) -> bool:
    """Whether ``rest``, the text after a label (``head`` up to it), opens with another label's cell: a short
    cell ending with a colon that begins with one of ``labels``, or a next cell that is one of them whole."""
    if re.match(r"[^|]{1,30}[:：]\s*(?:\||$)", rest) and starts_labelled(rest, labels):
        return True
    if not head.rstrip().endswith("|"):
        return False
    cell = re.sub(r"[\s:：]+$", "", row_cells(rest)[0])
    bare = re.sub(rf"(?<=[A-Za-z.#])\s+[{CJK}]+$", "", cell)  # without its translation: Invoice No. 发票号
    if _NUMBER_LABEL.fullmatch(bare):
        return True
    return any(p.fullmatch(cell) or p.fullmatch(bare) for p in labels)


def starts_labelled(line: str, labels: Sequence[re.Pattern[str]]) -> bool:
    return any((m := p.search(line)) is not None and LINE_START.match(line[: m.start()]) for p in labels)
