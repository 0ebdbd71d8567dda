"""Page drawing primitives in millimetres; every string drawn is kept per page for the self-check."""

from __future__ import annotations

import math
import os
import random

import pymupdf as fitz

MM = 72 / 25.4
BLACK = (0, 0, 0)
RED = (0.83, 0.12, 0.12)
STAMP_RED = (0.86, 0.16, 0.2)
BLUE = (0.12, 0.22, 0.58)
INK_BLUE = (0.1, 0.2, 0.75)
BROWN = (0.55, 0.32, 0.12)
GREY = (0.45, 0.45, 0.45)
LIGHT = (0.85, 0.85, 0.85)
GREEN = (0.1, 0.42, 0.25)

_DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FONT_FILES = {
    "dvs": _DEJAVU + "DejaVuSans.ttf",
    "dvsb": _DEJAVU + "DejaVuSans-Bold.ttf",
    "dvse": _DEJAVU + "DejaVuSerif.ttf",
    "dvsm": _DEJAVU + "DejaVuSansMono.ttf",
}
_CJK_FONT = fitz.Font("cjk")
_MEASURE: dict[str, fitz.Font] = {}
CLOSING_PUNCT = "，。；：、）」』”’！？,.;:)%"


def resolve_font(name: str, text: str) -> str:
    """Latin faces cannot draw CJK text; such strings fall back to the embedded CJK face."""
    if name in FONT_FILES and not os.path.exists(FONT_FILES[name]):
        name = "helv"
    if name != "cjk" and any(ord(ch) > 0x17F for ch in text):
        return "cjk"
    return name


def font_obj(name: str) -> fitz.Font:
    if name not in _MEASURE:
        if name == "cjk":
            _MEASURE[name] = _CJK_FONT
        elif name in FONT_FILES:
            _MEASURE[name] = fitz.Font(fontfile=FONT_FILES[name])
        else:
            _MEASURE[name] = fitz.Font(name)
    return _MEASURE[name]


def text_width(text: str, font: str, size: float) -> float:
    """Width in millimetres."""
    return font_obj(resolve_font(font, text)).text_length(text, fontsize=size) / MM


def _tokens(text: str) -> list[str]:
    tokens: list[str] = []
    word = ""
    for ch in text:
        if ch == " " or ord(ch) > 0x2E7F:
            if word:
                tokens.append(word)
                word = ""
            tokens.append(ch)
        else:
            word += ch
    if word:
        tokens.append(word)
    return tokens


def wrap_lines(
    text: str, width: float, size: float, font: str, first_width: float | None = None
) -> list[str]:
    """Greedy line breaking: CJK characters break anywhere, Latin words break at spaces."""
    lines: list[str] = []
    current = ""
    limit = first_width if first_width is not None else width
    for token in _tokens(text):
        trial = current + token
        if current and text_width(trial.rstrip(), font, size) > limit and token not in CLOSING_PUNCT:
            lines.append(current.rstrip())
            current = token.lstrip()
            limit = width
        else:
            current = trial
    if current.strip():
        lines.append(current.rstrip())
    return lines


class Sheet:
    """One PDF page plus the list of strings drawn on it."""

    def __init__(self, doc: fitz.Document, width_mm: float, height_mm: float):
        self.doc = doc
        self._page = doc.new_page(width=width_mm * MM, height=height_mm * MM)
        self.number = self._page.number
        self.w = width_mm
        self.h = height_mm
        self.texts: list[str] = []
        self.scan: dict | None = None
        self._fonts: dict[str, bool] = {}

    @property
    def page(self) -> fitz.Page:
        """The page object; re-loaded when adding later pages has orphaned the cached one."""
        if self._page.parent is None:
            self._page = self.doc[self.number]
        return self._page

    def _use_font(self, name: str) -> None:
        if name in self._fonts:
            return
        if name == "cjk":
            self.page.insert_font(fontname="cjk", fontbuffer=_CJK_FONT.buffer)
        elif name in FONT_FILES:
            self.page.insert_font(fontname=name, fontfile=FONT_FILES[name])
        self._fonts[name] = True

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 10,
        font: str = "cjk",
        color=BLACK,
        bold: bool = False,
        align: str = "l",
        angle: float = 0,
        record: bool = True,
    ) -> float:
        """Draw one line with its baseline at y; align l/c/r relative to x. Returns width in mm."""
        if not text:
            return 0.0
        font = resolve_font(font, text)
        self._use_font(font)
        width = text_width(text, font, size)
        if align == "c":
            x -= width / 2
        elif align == "r":
            x -= width
        point = fitz.Point(x * MM, y * MM)
        extra = {}
        if bold and font == "cjk":
            extra = {"render_mode": 2, "border_width": 0.035, "fill": color}
        if angle:
            extra["morph"] = (point, fitz.Matrix(angle))
        self.page.insert_text(point, text, fontname=font, fontsize=size, color=color, **extra)
        if record:
            self.texts.append(text)
        return width

    def fit(self, x, y, max_width, text, size=9, font="cjk", color=BLACK, bold=False, align="l") -> float:
        """One line shrunk until it fits max_width."""
        while size > 5 and text_width(text, font, size) > max_width:
            size -= 0.25
        return self.text(x, y, text, size, font, color, bold, align)

    def para(self, x, y, width, text, size=10, font="cjk", lead=None, color=BLACK, bold=False) -> float:
        """Wrapped text starting at baseline y; returns the baseline below the last line."""
        lead = lead or size * 0.3528 * 1.55
        for line in wrap_lines(text, width, size, font):
            self.text(x, y, line, size, font, color, bold)
            y += lead
        return y

    def cell(self, x0, y0, x1, y1, text, size=9, font="cjk", align="l", color=BLACK, bold=False, pad=1.2):
        """Text fitted into a box: wrapped, shrunk if needed, vertically centred."""
        width = x1 - x0 - 2 * pad
        while True:
            lines = wrap_lines(text, width, size, font)
            lead = size * 0.3528 * 1.3
            if len(lines) * lead <= (y1 - y0) + 0.5 or size <= 5:
                break
            size -= 0.5
        top = (y0 + y1) / 2 - len(lines) * lead / 2 + size * 0.3528 * 0.95
        for i, line in enumerate(lines):
            xx = {"l": x0 + pad, "c": (x0 + x1) / 2, "r": x1 - pad}[align]
            self.text(xx, top + i * lead, line, size, font, color, bold, align)

    def vertical(self, x, y, text, size=10, color=BLACK, step=None):
        """Characters stacked top to bottom, centred on x; recorded as one string."""
        step = step or size * 0.3528 * 1.25
        for i, ch in enumerate(text):
            self.text(x, y + i * step, ch, size, color=color, align="c", record=False)
        self.texts.append(text)

    def line(self, x0, y0, x1, y1, width=0.5, color=BLACK, dashes=None):
        self.page.draw_line((x0 * MM, y0 * MM), (x1 * MM, y1 * MM), color=color, width=width, dashes=dashes)

    def rect(self, x0, y0, x1, y1, width=0.5, color=BLACK, fill=None, radius=None, dashes=None):
        rect = fitz.Rect(x0 * MM, y0 * MM, x1 * MM, y1 * MM)
        self.page.draw_rect(rect, color=color, fill=fill, width=width, radius=radius, dashes=dashes)

    def grid(self, x0, y0, col_edges, row_edges, width=0.5, color=BLACK):
        """Table rules: col_edges and row_edges are absolute positions in mm."""
        for y in row_edges:
            self.line(col_edges[0], y, col_edges[-1], y, width, color)
        for x in col_edges:
            self.line(x, row_edges[0], x, row_edges[-1], width, color)

    def table(
        self, x, y, widths, rows, row_h=7.0, size=9.0, font="cjk", aligns=None, head_fill=None
    ) -> float:
        """Ruled table; the first row is the header. Returns the bottom edge."""
        xs = [x]
        for width in widths:
            xs.append(xs[-1] + width)
        if head_fill:
            self.rect(xs[0], y, xs[-1], y + row_h, 0, None, head_fill)
        self.grid(0, 0, xs, [y + k * row_h for k in range(len(rows) + 1)], 0.45)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                align = "c" if r == 0 or aligns is None else aligns[c]
                self.cell(
                    xs[c],
                    y + r * row_h,
                    xs[c + 1],
                    y + (r + 1) * row_h,
                    str(value),
                    size,
                    font,
                    align,
                    bold=(r == 0 and font == "cjk"),
                )
        return y + len(rows) * row_h

    def ellipse(self, cx, cy, rx, ry, width=1.0, color=STAMP_RED, fill=None):
        rect = fitz.Rect((cx - rx) * MM, (cy - ry) * MM, (cx + rx) * MM, (cy + ry) * MM)
        self.page.draw_oval(rect, color=color, fill=fill, width=width)

    def star(self, cx, cy, r, color=STAMP_RED):
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.4
            ang = math.radians(-90 + 36 * i)
            points.append(fitz.Point((cx + radius * math.cos(ang)) * MM, (cy + radius * math.sin(ang)) * MM))
        points.append(points[0])
        self.page.draw_polyline(points, color=color, fill=color, width=0.3)

    def arc_text(self, cx, cy, rx, ry, text, size, color=STAMP_RED, span=240.0):
        """Characters around the top of an ellipse, upright towards the outside."""
        count = len(text)
        step = span / max(count - 1, 1)
        for i, ch in enumerate(text):
            theta = math.radians(-90 - span / 2 + i * step)
            px, py = cx + rx * math.cos(theta), cy + ry * math.sin(theta)
            rot = math.degrees(theta) + 90
            half = text_width(ch, "cjk", size) / 2
            tx, ty = math.cos(math.radians(rot)), math.sin(math.radians(rot))
            base = fitz.Point((px - half * tx) * MM, (py - half * ty) * MM)
            self._use_font("cjk")
            self.page.insert_text(
                base, ch, fontname="cjk", fontsize=size, color=color, morph=(base, fitz.Matrix(-rot))
            )
        self.texts.append(text)

    def stamp(self, cx, cy, name, middle="", code="", oval=True, color=STAMP_RED, size=1.0):
        """Round or oval company seal: name on the arc, a star or middle line, optional number."""
        rx, ry = (21 * size, 14.5 * size) if oval else (19 * size, 19 * size)
        self.ellipse(cx, cy, rx, ry, width=1.6, color=color)
        glyph = (10.0 if len(name) < 14 else 8.5) * size
        self.arc_text(cx, cy, rx - 4.2 * size, ry - 4.2 * size, name, glyph, color, 220 if oval else 250)
        if oval:
            if code:
                self.text(cx, cy + 1.2 * size, code, 6.5 * size, "dvsb", color, align="c")
            if middle:
                self.text(cx, cy + 7 * size, middle, 8.5 * size, color=color, bold=True, align="c")
        else:
            self.star(cx, cy, 5.5 * size, color)
            if middle:
                self.text(cx, cy + 10 * size, middle, 8 * size, color=color, bold=True, align="c")

    def qr(self, x, y, size, rng: random.Random, color=BLACK):
        """A QR-like block pattern with three finder squares."""
        cells = 21
        unit = size / cells
        for row in range(cells):
            for col in range(cells):
                if rng.random() < 0.45:
                    self.rect(
                        x + col * unit,
                        y + row * unit,
                        x + (col + 1) * unit,
                        y + (row + 1) * unit,
                        0,
                        None,
                        color,
                    )
        for fx, fy in ((0, 0), (cells - 7, 0), (0, cells - 7)):
            ox, oy = x + fx * unit, y + fy * unit
            self.rect(ox, oy, ox + 7 * unit, oy + 7 * unit, 0, None, (1, 1, 1))
            self.rect(ox + 0.5 * unit, oy + 0.5 * unit, ox + 6.5 * unit, oy + 6.5 * unit, unit * MM, color)
            self.rect(ox + 2 * unit, oy + 2 * unit, ox + 5 * unit, oy + 5 * unit, 0, None, color)

    def barcode(self, x, y, width, height, rng: random.Random):
        pos = x
        while pos < x + width:
            bar = rng.choice([0.25, 0.35, 0.5, 0.7])
            self.rect(pos, y, pos + bar, y + height, 0, None, BLACK)
            pos += bar + rng.choice([0.25, 0.35, 0.5])

    def signature(self, x, y, rng: random.Random, width=22, color=INK_BLUE):
        """A scribbled pen stroke."""
        points = [fitz.Point(x * MM, y * MM)]
        for i in range(1, 14):
            px = x + width * i / 13
            py = y + rng.uniform(-2.6, 2.2) * math.sin(i * 1.7)
            points.append(fitz.Point(px * MM, py * MM))
        self.page.draw_polyline(points, color=color, width=0.8)


class Flow:
    """Running text over as many pages as needed, with a callback that decorates each new page."""

    def __init__(self, new_sheet, left=25.0, right=25.0, top=28.0, bottom=25.0, on_page=None):
        self.new_sheet = new_sheet
        self.left, self.right, self.top, self.bottom = left, right, top, bottom
        self.on_page = on_page
        self.sheets: list[Sheet] = []
        self.sheet: Sheet | None = None
        self.y = 0.0
        self.page()

    @property
    def width(self) -> float:
        return self.sheet.w - self.left - self.right

    def page(self) -> Sheet:
        self.sheet = self.new_sheet()
        self.sheets.append(self.sheet)
        self.y = self.top
        if self.on_page:
            self.y = self.on_page(self.sheet, len(self.sheets)) or self.top
        return self.sheet

    def need(self, height: float) -> None:
        if self.y + height > self.sheet.h - self.bottom:
            self.page()

    def space(self, height: float) -> None:
        self.y += height

    def para(
        self,
        text,
        size=10.5,
        font="cjk",
        indent=0.0,
        first_indent=None,
        gap=1.6,
        bold=False,
        align="l",
        color=BLACK,
        lead=None,
    ):
        lead = lead or size * 0.3528 * 1.75
        first = indent if first_indent is None else first_indent
        width = self.width - indent
        lines = wrap_lines(text, width, size, font, self.width - first)
        for i, line in enumerate(lines):
            self.need(lead)
            x = self.left + (first if i == 0 else indent)
            if align == "c":
                x = self.left + self.width / 2
            self.sheet.text(x, self.y + size * 0.3528, line, size, font, color, bold, align)
            self.y += lead
        self.y += gap

    def heading(self, text, size=12, align="l", gap=2.0, font="cjk"):
        self.need(size * 0.3528 * 4)
        self.para(text, size=size, font=font, bold=True, align=align, gap=gap)
