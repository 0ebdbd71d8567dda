"""Drawing helpers: text on a page, the Pg painter, seals, QR codes, line wrapping and the Flow."""

from __future__ import annotations

import math
import random
import re

import pymupdf
from common import A4, BLACK, BROWN, DB, FONTS, FS, GREY, RED, norm


# ----------------------------------------------------------------------------------------- drawing
def tw(s: str, size: float, font=FS) -> float:
    return FONTS[font].text_length(s, size)


def write(page, x, y, s, size, font=FS, color=BLACK, bold=False, opacity=1.0, turn=0.0):
    """TextWriter keeps the fonts' real advances (insert_text sets Latin in a CJK font full-width)."""
    w = pymupdf.TextWriter(page.rect, color=color)
    w.append((x, y), s, font=FONTS[font], fontsize=size)
    morph = (pymupdf.Point(x, y), pymupdf.Matrix(turn)) if turn else None
    w.write_text(page, render_mode=2 if bold else 0, opacity=opacity, morph=morph)


class Pg:
    """Thin painter over one page."""

    def __init__(self, page):
        self.p = page

    def t(self, x, y, s, size=10.0, font=FS, color=BLACK, align="l", bold=False, width=None):
        if width and tw(s, size, font) > width:
            size = size * width / tw(s, size, font)
        if align != "l":
            x -= tw(s, size, font) / (1 if align == "r" else 2)
        write(self.p, x, y, s, size, font, color, bold)

    def kv(self, x, y, lab, val, size=9.0, color=BROWN, vsize=None, width=None, dx=0.0, dy=0.0):
        """Pre-printed label followed by a printed value (offset dx, dy: the printer never hits the box)."""
        self.t(x, y, lab, size, color=color)
        rest = width - tw(lab, size) - dx if width else None
        self.t(x + tw(lab, size) + 2 + dx, y + dy, val, vsize or size, width=rest)

    def ln(self, x0, y0, x1, y1, w=0.6, color=BLACK):
        self.p.draw_line((x0, y0), (x1, y1), color=color, width=w)

    def box(self, x0, y0, x1, y1, w=0.6, color=BLACK, fill=None, radius=None):
        self.p.draw_rect((x0, y0, x1, y1), color=color, fill=fill, width=w, radius=radius)

    def vt(self, x, y0, y1, s, size=10, color=BLACK):
        """Label written top-down, one character under the other, centred in [y0, y1]."""
        step = min(size * 1.45, (y1 - y0) / len(s))
        for i, ch in enumerate(s):
            self.t(
                x, (y0 + y1) / 2 - step * len(s) / 2 + size * 0.9 + i * step, ch, size, color=color, align="c"
            )

    def cols(self, xs, y, vals, size=9, aligns=None, font=FS, color=BLACK):
        for i, v in enumerate(vals):
            a = (aligns or "c" * len(vals))[i]
            x = {"l": xs[i] + 3, "c": (xs[i] + xs[i + 1]) / 2, "r": xs[i + 1] - 3}[a]
            self.t(x, y, str(v), size, font, color, a, width=xs[i + 1] - xs[i] - 4)


def star(pg: Pg, cx, cy, rr, color=RED):
    pts = [
        (
            cx + rr * (1, 0.4)[k % 2] * math.sin(k * math.pi / 5),
            cy - rr * (1, 0.4)[k % 2] * math.cos(k * math.pi / 5),
        )
        for k in range(10)
    ]
    pg.p.draw_polyline(pts, color=color, fill=color, closePath=True, fill_opacity=0.85)


def stamp(pg: Pg, cx, cy, name, label, r=34, oval=False, mid=""):
    """Red seal: name along the upper arc, a star or a code in the middle, the label at the bottom."""
    rx = r * 1.45 if oval else r
    pg.p.draw_oval((cx - rx, cy - r, cx + rx, cy + r), color=RED, width=1.8, stroke_opacity=0.85)
    size, n = r * (0.27 if oval else 0.3), len(name)
    span = min(200, 17 * n) if oval else min(250, 24 * n)
    for i, ch in enumerate(name):
        a = math.radians(-span / 2 + span * (i + 0.5) / n)
        px, py = cx + (rx - size) * math.sin(a), cy - (r - size) * math.cos(a)
        w = pymupdf.TextWriter(pg.p.rect, color=RED)
        w.append((px - size / 2, py + size * 0.4), ch, font=FONTS[FS], fontsize=size)
        w.write_text(pg.p, opacity=0.85, morph=(pymupdf.Point(px, py), pymupdf.Matrix(-math.degrees(a))))
    if mid:
        pg.t(cx, cy + 3, mid, size * 0.8, color=RED, align="c")
    else:
        star(pg, cx, cy, r * 0.24)
    pg.t(cx, cy + r * 0.62, label, size * 0.95, color=RED, align="c")


def qr(pg: Pg, x, y, s, r: random.Random, n=25):
    c, sh = s / n, pg.p.new_shape()
    for i in range(n):
        for j in range(n):
            on = r.random() < 0.5
            for i0, j0 in ((0, 0), (0, n - 7), (n - 7, 0)):
                if i0 <= i < i0 + 7 and j0 <= j < j0 + 7:
                    on = max(abs(i - i0 - 3), abs(j - j0 - 3)) in (0, 1, 3)
            if on:
                sh.draw_rect((x + j * c, y + i * c, x + (j + 1) * c, y + (i + 1) * c))
    sh.finish(color=None, fill=BLACK)
    sh.commit()


def watermark(pg: Pg, text, size=30):
    write(pg.p, 70, 520, text.replace("/", " "), size, color=(0.6, 0.6, 0.6), opacity=0.4, turn=32)


PUNCT = "，。、；：）》」！？,.;:)%"


def wrap(s, width, size, font=FS, keep=()):
    """Greedy line breaking; `keep` strings are never split, closing punctuation never starts a line."""
    atoms = "|".join(re.escape(k) for k in sorted(set(keep), key=len, reverse=True) if k)
    toks = re.findall((atoms + "|" if atoms else "") + r"[A-Za-z0-9.,:/&'¥$%()#+\-]+ ?|.", s)
    lines, cur = [], ""
    for tk in toks:
        if cur.strip() and tw(cur + tk.rstrip(), size, font) > width and tk[0] not in PUNCT:
            lines.append(cur.rstrip())
            cur = tk.lstrip()
        else:
            cur += tk
    return [*lines, cur.rstrip()] if cur.strip() else lines or [""]


def m(field, value, printed=None):
    return {field: (value, printed or value)}


class Flow:
    """Top-down text flow over as many pages as it needs; close() adds page numbers and returns the marks."""

    def __init__(self, doc, pnum=None, header=None, size=A4, mx=72, top=84, bottom=768, font=FS, pstart=1):
        self.doc, self.pnum, self.header, self.size, self.font = doc, pnum, header, size, font
        self.x0, self.x1, self.top, self.bottom, self.pstart = mx, size[0] - mx, top, bottom, pstart
        self.first, self.fields, self.skip_first, self.lead = doc.page_count, {}, False, 1.8
        self.new_page()

    def new_page(self):
        self.pg, self.y = Pg(self.doc.new_page(width=self.size[0], height=self.size[1])), self.top
        if self.header:
            self.pg.t(self.x0, self.top - 22, self.header[0], 8.5, self.font, GREY)
            self.pg.t(self.x1, self.top - 22, self.header[1], 8.5, self.font, GREY, "r")
            self.pg.ln(self.x0, self.top - 17, self.x1, self.top - 17, 0.5, GREY)

    @property
    def idx(self):
        return self.doc.page_count - 1 - self.first

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def mark(self, field, value):
        """Record the page a gold value is printed on (first occurrence wins)."""
        self.fields.setdefault(field, (value, self.idx))

    def _marks(self, text, mark):
        for k, (v, p) in (mark or {}).items():
            if norm(p) in norm(text):
                self.mark(k, v)

    def text(self, s, size=10.5, align="l", indent=0, lead=None, bold=False, mark=None, font=None):
        font, lead = font or self.font, lead or self.lead
        if bold and font == "helv":
            font, bold = "hebo", False
        keep = [p for _, p in (mark or {}).values()]
        for para in s.split("\n"):
            for line in wrap(para, self.x1 - self.x0 - indent, size, font, keep):
                self.need(size * lead)
                x = {"l": self.x0 + indent, "c": (self.x0 + self.x1) / 2, "r": self.x1}[align]
                self.pg.t(x, self.y + size, line, size, font, BLACK, align, bold)
                self._marks(line, mark)
                self.y += size * lead

    def run(self, section, size=10.5, hooks=None, **kw):
        """Render a markup section of texts.py (C title, H heading, P paragraph, T line, R right, @hook)."""
        for line in DB[section]:
            if line.startswith("@"):
                (hooks or {})[line[1:]]()
                continue
            tag, txt = line[0], line[2:].format(**kw)
            if tag == "C":
                self.text(txt, size + 4.5, "c", bold=True)
                self.y += 4
            else:
                pre, big = "　　" if tag == "P" else "", 0.5 if tag == "H" else 0
                self.text(pre + txt, size + big, "r" if tag == "R" else "l", bold=tag == "H")

    def table(self, xs, rows_, size=9.5, aligns=None, head=True, mark=None):
        xs = [self.x0 + x for x in xs]
        for ri, row in enumerate(rows_):
            cells = [wrap(str(v), xs[i + 1] - xs[i] - 6, size, self.font) for i, v in enumerate(row)]
            h = max(len(c) for c in cells) * size * 1.35 + 8
            self.need(h)
            for i, cell in enumerate(cells):
                a = "c" if (head and ri == 0) else (aligns or "l" * len(row))[i]
                x = {"l": xs[i] + 4, "c": (xs[i] + xs[i + 1]) / 2, "r": xs[i + 1] - 4}[a]
                for j, ln in enumerate(cell):
                    self.pg.t(x, self.y + 4 + size + j * size * 1.35, ln, size, self.font, align=a)
                self._marks("".join(cell), mark)
            for y in (self.y, self.y + h):
                self.pg.ln(xs[0], y, xs[-1], y)
            for x in xs:
                self.pg.ln(x, self.y, x, self.y + h)
            self.y += h

    def close(self):
        skip = int(self.skip_first)  # a cover page carries no number
        n = self.doc.page_count - self.first - skip
        for i in range(n):
            k = i + self.pstart
            s = {"cn": f"第{k}页 共{n}页", "dash": f"- {k} -", "em": f"— {k} —", "en": f"Page {k} of {n}"}
            s |= {"slash": f"{k}/{n}", "num": str(k)}
            if self.pnum:
                Pg(self.doc[self.first + skip + i]).t(
                    self.size[0] / 2, self.size[1] - 42, s[self.pnum], 9, align="c"
                )
        return self.fields
