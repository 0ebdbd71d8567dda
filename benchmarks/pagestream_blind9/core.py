"""Page drawing primitives and the Stream recorder (segments, fields, sums)."""

from __future__ import annotations

import math
import random
import re
from contextlib import contextmanager

import pymupdf as fitz

A4 = (595.0, 842.0)
LETTER = (612.0, 792.0)
A5L = (595.0, 420.0)
BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)
LIGHT = (0.85, 0.85, 0.85)
RED = (0.82, 0.1, 0.12)
BLUE = (0.1, 0.2, 0.55)
BROWN = (0.55, 0.3, 0.1)
CJK_FONTS = {"china-s", "china-ss", "china-t", "china-ts", "japan"}
FIELDS = {
    "invoice": ("invoiceNumber", "date", "sellerName", "buyerName", "totalAmount", "taxAmount"),
    "contract": ("contractNumber", "contractTitle", "partyA", "partyB", "signDate", "contractAmount"),
    "id_card": (
        "name",
        "sex",
        "ethnicity",
        "birthDate",
        "address",
        "idNumber",
        "issuingAuthority",
        "validPeriod",
    ),
    "other": (),
}


def _is_cjk(ch: str) -> bool:
    return ord(ch) > 255


def runs(s: str):
    out: list[tuple[bool, str]] = []
    for ch in s:
        c = _is_cjk(ch)
        if out and out[-1][0] == c:
            out[-1] = (c, out[-1][1] + ch)
        else:
            out.append((c, ch))
    return out


def text_width(s: str, size: float, font: str = "helv") -> float:
    w = 0.0
    for cjk, r in runs(s):
        w += size * len(r) if cjk else fitz.get_text_length(r, fontname=font, fontsize=size)
    return w


_TOK = re.compile(r"[\u2e80-\uffff][，。、；：）」』]?|[^\s\u2e80-\uffff]+\s*|\s+")


def wrap(s: str, width: float, size: float, font: str = "helv") -> list[str]:
    lines: list[str] = []
    cur = ""
    for tok in _TOK.findall(s):
        if cur and text_width((cur + tok).rstrip(), size, font) > width:
            lines.append(cur.rstrip())
            cur = tok.lstrip()
        else:
            cur += tok
    if cur.strip():
        lines.append(cur.rstrip())
    return lines


class Pg:
    """One source page plus convenience drawing calls that log what they print."""

    def __init__(self, st: Stream, idx: int, latin: str, cjk: str):
        self.st, self.idx, self.latin, self.cjk = st, idx, latin, cjk
        self._page, self._gen = st.doc[idx], st.gen
        self.w, self.h = self._page.rect.width, self._page.rect.height
        self.log: list[str] = []

    @property
    def page(self) -> fitz.Page:
        """PyMuPDF orphans Page objects when pages are added; reload when that happened."""
        if self._gen != self.st.gen:
            self._page, self._gen = self.st.doc[self.idx], self.st.gen
        return self._page

    def t(self, x, y, s, size=10.0, font=None, align="l", color=BLACK, cjk=None, log=True, opacity=1.0):
        """Draw one line of text at baseline y; returns its width."""
        s = str(s)
        font = font or self.latin
        cf = cjk or self.cjk
        w = text_width(s, size, font)
        if align == "r":
            x -= w
        elif align == "c":
            x -= w / 2
        for is_cjk, r in runs(s):
            if is_cjk:
                self.page.insert_text(
                    (x, y), r, fontname=cf, fontsize=size, color=color, fill_opacity=opacity
                )
                x += size * len(r)
            else:
                r.encode("latin-1")
                self.page.insert_text(
                    (x, y), r, fontname=font, fontsize=size, color=color, fill_opacity=opacity
                )
                x += fitz.get_text_length(r, fontname=font, fontsize=size)
        if log and s.strip():
            self.log.append(s)
        return w

    def para(self, x, y, width, s, size=10.0, lead=1.45, font=None, align="l", color=BLACK, first=0.0):
        """Wrapped paragraph; returns the baseline after the last line."""
        lines = wrap(s, width - first, size, font or self.latin)
        if len(lines) > 1:
            rest = wrap(s[len(lines[0]) :].strip(), width, size, font or self.latin)
            lines = [lines[0], *rest]
        for i, ln in enumerate(lines):
            dx = first if i == 0 else 0
            xx = x + dx if align == "l" else x + width if align == "r" else x + width / 2
            self.t(xx, y, ln, size, font, align, color)
            y += size * lead
        return y

    def line(self, x0, y0, x1, y1, w=0.6, color=BLACK, dashes=None):
        self.page.draw_line((x0, y0), (x1, y1), color=color, width=w, dashes=dashes)

    def rect(self, x0, y0, x1, y1, w=0.6, color=BLACK, fill=None, radius=None):
        self.page.draw_rect(fitz.Rect(x0, y0, x1, y1), color=color, fill=fill, width=w, radius=radius)

    def table(self, x, y, widths, rows, size=9.0, rh=None, aligns=None, head=True, fill=None, grid=True):
        """Grid table; rows are lists of cell strings; returns bottom y."""
        rh = rh or size * 2.0
        aligns = aligns or ["l"] * len(widths)
        xs = [x]
        for w in widths:
            xs.append(xs[-1] + w)
        for ri, row in enumerate(rows):
            if ri == 0 and head and fill:
                self.rect(xs[0], y, xs[-1], y + rh, w=0, fill=fill, color=None)
            base = y + rh / 2 + size * 0.35
            for ci, cell in enumerate(row):
                if cell is None or cell == "":
                    continue
                a = "c" if (ri == 0 and head) else aligns[ci]
                cx = xs[ci] + 3 if a == "l" else xs[ci + 1] - 3 if a == "r" else (xs[ci] + xs[ci + 1]) / 2
                fnt = self.latin.replace("helv", "hebo").replace("tiro", "tibo") if ri == 0 and head else None
                self.t(cx, base, cell, size, fnt, a)
            if grid:
                self.line(xs[0], y, xs[-1], y)
            y += rh
        if grid:
            self.line(xs[0], y, xs[-1], y)
            top = y - rh * len(rows)
            for xx in xs:
                self.line(xx, top, xx, y)
        return y

    def seal(self, cx, cy, r, arc, bottom="", color=RED, star=True, size=None, oval=False):
        """Round (or oval) red company chop; arc text is not logged."""
        ry = r * (0.72 if oval else 1.0)
        self.page.draw_oval(
            fitz.Rect(cx - r, cy - ry, cx + r, cy + ry), color=color, width=2.2, stroke_opacity=0.85
        )
        if star:
            pts = []
            for i in range(10):
                a = math.radians(-90 + i * 36)
                rr = r * (0.26 if i % 2 == 0 else 0.11)
                pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
            self.page.draw_polyline([*pts, pts[0]], color=color, fill=color, width=0.3, fill_opacity=0.85)
        n = len(arc)
        size = size or min(r * 0.3, r * 4.2 / max(n, 1))
        span = min(250.0, 20.0 * n)
        for i, ch in enumerate(arc):
            ang = -90 - span / 2 + span * (i + 0.5) / n
            a = math.radians(ang)
            px = cx + (r - size * 1.05) * math.cos(a)
            py = cy + (ry - size * 1.05) * math.sin(a)
            rot = ang + 90
            m = fitz.Matrix(-rot)
            pt = fitz.Point(px - size / 2, py + size / 2.8)
            self.page.insert_text(
                pt,
                ch,
                fontname=self.cjk if _is_cjk(ch) else "hebo",
                fontsize=size,
                color=color,
                morph=(fitz.Point(px, py), m),
                fill_opacity=0.85,
            )
        if bottom:
            bs = size * 0.8
            self.t(cx, cy + ry * 0.62, bottom, bs, "helv", "c", color, log=False, opacity=0.85)

    def stamp_text(self, x, y, s, size, angle, color=LIGHT, font=None):
        """Rotated watermark/annotation text (not logged)."""
        font = font or self.latin
        cf = self.cjk
        pivot = fitz.Point(x, y)
        m = fitz.Matrix(-angle)
        for is_cjk, r in runs(s):
            self.page.insert_text(
                (x, y), r, fontname=cf if is_cjk else font, fontsize=size, color=color, morph=(pivot, m)
            )
            x += size * len(r) if is_cjk else fitz.get_text_length(r, fontname=font, fontsize=size)

    def signature(self, x, y, w=90.0, color=BLUE):
        rng = self.st.rng
        pts = [(x, y)]
        for i in range(1, 7):
            pts.append((x + w * i / 6, y + rng.uniform(-9, 6)))
        sh = self.page.new_shape()
        for i in range(len(pts) - 1):
            (ax, ay), (bx, by) = pts[i], pts[i + 1]
            sh.draw_bezier((ax, ay), (ax + 6, ay - 14), (bx - 6, by + 12), (bx, by))
        sh.finish(color=color, width=1.1, closePath=False)
        sh.commit()

    def photo(self, x0, y0, x1, y1, tone=0.78):
        self.rect(x0, y0, x1, y1, w=0, color=None, fill=(tone, tone, tone + 0.04))
        cx, w, h = (x0 + x1) / 2, x1 - x0, y1 - y0
        dark = (tone - 0.45,) * 3
        self.page.draw_oval(
            fitz.Rect(cx - w * 0.2, y0 + h * 0.18, cx + w * 0.2, y0 + h * 0.58), fill=dark, color=None
        )
        a, b = w * 0.4, h * 0.36
        pts = [
            (cx + a * math.cos(math.pi + math.pi * i / 24), y1 + b * math.sin(math.pi + math.pi * i / 24))
            for i in range(25)
        ]
        self.page.draw_polyline([*pts, pts[0]], color=None, fill=dark, width=0)


class Stream:
    """Collects source pages, segments, gold fields and arithmetic checks."""

    def __init__(self, name: str, seed: int):
        self.name = name
        self.rng = random.Random(seed)
        self.seed = seed
        self.doc = fitz.open()
        self.pages: list[Pg] = []
        self.segments: list[dict] = []
        self.fields: list[dict] = []
        self.sums: list[tuple[str, list, object]] = []
        self.scan: dict[int, dict] = {}
        self._scan = None
        self.doc_page = 0
        self.gen = 0

    def begin(self, doc_type: str, note: str = ""):
        assert doc_type in FIELDS
        self.segments.append(
            {"start_page": len(self.pages) + 1, "end_page": None, "doc_type": doc_type, "note": note}
        )
        self.doc_page = 0

    def page(self, size=A4, latin="helv", cjk="china-s") -> Pg:
        assert self.segments, "begin() a document first"
        self.doc.new_page(width=size[0], height=size[1])
        self.gen += 1
        p = Pg(self, len(self.doc) - 1, latin, cjk)
        self.pages.append(p)
        self.doc_page += 1
        self.segments[-1]["end_page"] = len(self.pages)
        if self._scan is not None:
            only, opts = self._scan
            if only is None or self.doc_page in only:
                self.scan[len(self.pages) - 1] = dict(opts)
        return p

    @contextmanager
    def scanned(self, pages=None, **opts):
        """Pages created inside are rasterised; pages= limits it to doc-relative page numbers."""
        self._scan = (set(pages) if pages else None, opts)
        try:
            yield
        finally:
            self._scan = None

    def field(self, name: str, value):
        seg = self.segments[-1]
        assert name in FIELDS[seg["doc_type"]], (name, seg["doc_type"])
        self.fields.append({"segment": len(self.segments), "field": name, "value": str(value)})

    def fields_from(self, **kv):
        for k, v in kv.items():
            if v is not None:
                self.field(k, v)

    def add_check(self, label: str, parts, total):
        """Record that sum(parts) == total for the self-check."""
        self.sums.append((f"{self.name}/seg{len(self.segments)}/{label}", list(parts), total))


def footer_pages(pages: list[Pg], fmt: str, y_off: float = 28.0, size: float = 8.5, align="c", x=None):
    """Draw 'Page x of y' style footers once a document's page count is known."""
    n = len(pages)
    for i, p in enumerate(pages, 1):
        xx = x if x is not None else (p.w / 2 if align == "c" else p.w - 50)
        p.t(xx, p.h - y_off, fmt.format(i=i, n=n), size, None, align, GREY)


class Flow:
    """Simple flowing text layout for contracts and letters (auto page breaks)."""

    def __init__(self, st: Stream, size=A4, latin="tiro", cjk="china-ss", margin=(64, 70, 64, 72), fs=10.5):
        self.st, self.size, self.latin, self.cjk = st, size, latin, cjk
        self.ml, self.mt, self.mr, self.mb = margin
        self.fs = fs
        self.pages: list[Pg] = []
        self.header = None
        self.new_page()

    def new_page(self):
        pg = self.st.page(self.size, self.latin, self.cjk)
        self.pages.append(pg)
        self.pg = pg
        self.y = self.mt
        if self.header:
            self.header(pg, len(self.pages))
        return pg

    @property
    def width(self):
        return self.size[0] - self.ml - self.mr

    def need(self, h):
        if self.y + h > self.size[1] - self.mb:
            self.new_page()

    def gap(self, h=6.0):
        self.y += h

    def title(self, s, size=17.0, font=None, gap=14.0):
        self.need(size * 2)
        self.y += size
        self.pg.t(self.size[0] / 2, self.y, s, size, font or self.latin.replace("tiro", "tibo"), "c")
        self.y += gap

    def p(self, s, size=None, indent=0.0, first=0.0, font=None, lead=1.5, gap=4.0, align="l"):
        size = size or self.fs
        lines = wrap(s, self.width - indent - first, size, font or self.latin)
        if len(lines) > 1:
            lines = [
                lines[0],
                *wrap(s[len(lines[0]) :].strip(), self.width - indent, size, font or self.latin),
            ]
        for i, ln in enumerate(lines):
            self.need(size * lead)
            self.y += size
            x = self.ml + indent + (first if i == 0 else 0)
            if align == "c":
                x = self.size[0] / 2
            elif align == "r":
                x = self.size[0] - self.mr
            self.pg.t(x, self.y, ln, size, font, align)
            self.y += size * (lead - 1)
        self.y += gap

    def kv(self, pairs, size=None, col=110.0, lead=1.7):
        size = size or self.fs
        for k, v in pairs:
            self.need(size * lead)
            self.y += size
            self.pg.t(self.ml, self.y, k, size)
            self.pg.t(self.ml + col, self.y, v, size)
            self.y += size * (lead - 1)

    def two_col(self, left: list[str], right: list[str], size=None, lead=1.7):
        size = size or self.fs
        self.need(size * lead * max(len(left), len(right)) + 6)
        mid = self.ml + self.width / 2 + 10
        y0 = self.y
        for col, x in ((left, self.ml), (right, mid)):
            self.y = y0
            for s in col:
                self.y += size
                self.pg.t(x, self.y, s, size)
                self.y += size * (lead - 1)
        self.y = y0 + size * lead * max(len(left), len(right))

    def footers(self, fmt: str, align="c"):
        footer_pages(self.pages, fmt, align=align)
