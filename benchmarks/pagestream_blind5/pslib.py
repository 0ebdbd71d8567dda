"""Drawing helpers for pagestream_blind5: colours, fonts, text measuring and wrapping, and the
page drawing context `P` (text, tables, seals, signatures, photos, guilloches).

Only PyMuPDF (fitz), numpy and the standard library are used.
"""

from __future__ import annotations

import math
import random
import re
import warnings

warnings.filterwarnings("ignore", category=FutureWarning)
import fitz  # noqa: E402
import numpy as np  # noqa: E402

A4 = (595.0, 842.0)
BLACK = (0, 0, 0)
GRAY = (0.45, 0.45, 0.45)
LIGHT = (0.82, 0.82, 0.82)
RED = (0.85, 0.12, 0.12)
BROWN = (0.55, 0.33, 0.15)  # e-fapiao line colour
FP_BLUE = (0.16, 0.29, 0.55)
NAVY = (0.1, 0.18, 0.4)
GREEN = (0.2, 0.45, 0.3)

CJK = fitz.Font("cjk")
_MEASURE = {
    "cjk": CJK,
    "helv": fitz.Font("helv"),
    "hebo": fitz.Font("hebo"),
    "tiro": fitz.Font("tiro"),
    "tibo": fitz.Font("tibo"),
    "cour": fitz.Font("cour"),
}
BOLD_OF = {"helv": "hebo", "tiro": "tibo", "hebo": "hebo", "tibo": "tibo", "cour": "cobo"}
_MEASURE["cobo"] = fitz.Font("cobo")


# ---------------------------------------------------------------- text helpers
_PUNCT_CLOSE = set("，。；：、）》」』”’！？,.;:)%")


def tlen(s, size, font="cjk"):
    return _MEASURE[font].text_length(s, fontsize=size)


def tokens(s):
    return re.findall(r"[A-Za-z0-9\.\,\-\/%@&\(\)'_:#+]+ ?|\s|.", s)


def wrap(s, width, size, font="cjk", first_indent=0.0):
    lines, cur, w = [], "", first_indent
    for tok in tokens(s):
        tw = tlen(tok, size, font)
        if cur and w + tw > width and not (tok[0] in _PUNCT_CLOSE and len(tok) == 1):
            lines.append(cur.rstrip())
            cur, w = tok.lstrip(), tlen(tok.lstrip(), size, font)
        else:
            cur += tok
            w += tw
    if cur.strip():
        lines.append(cur.rstrip())
    return lines


def tw_text(page, pos, s, font="cjk", size=10.5, color=BLACK, morph=None, opacity=-1, bold=False):
    tw = fitz.TextWriter(page.rect)
    tw.append(pos, s, font=_MEASURE[font], fontsize=size)
    tw.write_text(page, color=color, opacity=opacity, morph=morph, render_mode=2 if bold else 0)


# ---------------------------------------------------------------- page drawing context
class P:
    """A page being drawn. For scanned pages it lives in a scratch document."""

    def __init__(self, page, scan, stream):
        self.page = page
        self.scan = scan
        self.stream = stream
        self.strings: list[str] = []
        self.W, self.H = page.rect.width, page.rect.height
        self._fonts = set()

    def _font(self, font):
        if font == "cjk" and "cjk" not in self._fonts:
            self.page.insert_font(fontname="cjk", fontbuffer=CJK.buffer)
            self._fonts.add("cjk")
        return font

    def text(
        self,
        x,
        y,
        s,
        size=10.5,
        font="cjk",
        color=BLACK,
        align="l",
        bold=False,
        rotate=0,
        record=True,
        morph=None,
        opacity=1.0,
    ):
        s = str(s)
        if not s:
            return x
        if bold and font in BOLD_OF:
            font, bold = BOLD_OF[font], False
        w = tlen(s, size, font)
        if align == "c":
            x -= w / 2
        elif align == "r":
            x -= w
        tw_text(
            self.page,
            (x, y),
            s,
            font,
            size,
            color,
            morph=morph,
            opacity=opacity if opacity < 1 else -1,
            bold=bold,
        )
        if record:
            self.strings.append(s)
        return x + w

    def fit(self, s, width, size, font="cjk", minsize=5.0):
        while size > minsize and tlen(s, size, font) > width:
            size -= 0.25
        return size

    def para(self, x, y, width, s, size=10.5, lead=1.65, font="cjk", indent=0, color=BLACK, align="l"):
        """Draw a wrapped paragraph; y is the first baseline. Returns next baseline."""
        ind = indent * size if font == "cjk" else indent
        lines = wrap(s, width, size, font, first_indent=ind)
        for i, ln in enumerate(lines):
            xx = x + (ind if i == 0 else 0)
            if align == "c":
                self.text(x + width / 2, y, ln, size, font, color, align="c")
            else:
                self.text(xx, y, ln, size, font, color)
            y += size * lead
        return y

    def line(self, x0, y0, x1, y1, width=0.6, color=BLACK, dashes=None):
        self.page.draw_line((x0, y0), (x1, y1), color=color, width=width, dashes=dashes)

    def rect(self, x0, y0, x1, y1, color=BLACK, fill=None, width=0.6, radius=None, dashes=None):
        self.page.draw_rect(
            fitz.Rect(x0, y0, x1, y1), color=color, fill=fill, width=width, radius=radius, dashes=dashes
        )

    def table(
        self,
        x,
        y,
        widths,
        rows,
        rh=20,
        size=9.0,
        font="cjk",
        color=BLACK,
        aligns=None,
        bold_rows=(),
        pad=3.0,
        lw=0.6,
        fills=None,
        text_color=BLACK,
        border=True,
        inner_h=True,
    ):
        """rows: list of lists; a cell is str or (str, span). Row heights: rh or list."""
        heights = rh if isinstance(rh, (list, tuple)) else [rh] * len(rows)
        yy = y
        total_w = sum(widths)
        for ri, row in enumerate(rows):
            h = heights[ri]
            if fills and fills.get(ri):
                self.rect(x, yy, x + total_w, yy + h, color=None, fill=fills[ri], width=0)
            xx, ci = x, 0
            for cell in row:
                span = 1
                if isinstance(cell, tuple):
                    cell, span = cell
                w = sum(widths[ci : ci + span])
                if border:
                    self.rect(xx, yy, xx + w, yy + h, color=color, width=lw)
                elif inner_h:
                    self.line(xx, yy + h, xx + w, yy + h, width=lw, color=color)
                if cell:
                    al = aligns[ci] if aligns else "l"
                    bold = ri in bold_rows
                    sz = self.fit(cell, w - 2 * pad, size, font)
                    by = yy + h / 2 + sz * 0.35
                    if al == "c":
                        self.text(xx + w / 2, by, cell, sz, font, text_color, "c", bold=bold)
                    elif al == "r":
                        self.text(xx + w - pad, by, cell, sz, font, text_color, "r", bold=bold)
                    else:
                        self.text(xx + pad, by, cell, sz, font, text_color, bold=bold)
                xx += w
                ci += span
            yy += h
        return yy

    def seal(self, cx, cy, text, r=42, kind="round", inner="", sub="", color=RED, angle=0.0):
        """Company seal drawn as an image (no text layer), like a stamped/scanned seal."""
        rw, rh = (r * 1.45, r) if kind == "oval" else (r, r)
        tmp = fitz.open()
        pg = tmp.new_page(width=2 * rw + 4, height=2 * rh + 4)
        c = fitz.Point(rw + 2, rh + 2)
        if kind == "oval":
            pg.draw_oval(fitz.Rect(c.x - rw, c.y - rh, c.x + rw, c.y + rh), color=color, width=r * 0.06)
            pg.draw_oval(
                fitz.Rect(c.x - rw + 3, c.y - rh + 3, c.x + rw - 3, c.y + rh - 3), color=color, width=0.6
            )
        elif kind == "square":
            pg.draw_rect(
                fitz.Rect(c.x - rw + 1, c.y - rh + 1, c.x + rw - 1, c.y + rh - 1), color=color, width=r * 0.07
            )
        else:
            pg.draw_circle(c, r - 1, color=color, width=r * 0.07)
        if kind == "square":
            n = len(text)
            cols = 2
            per = math.ceil(n / cols)
            fs = (2 * r - 10) / per
            for i, ch in enumerate(text):
                col, row = divmod(i, per)
                tw_text(
                    pg,
                    (c.x + r - 6 - (col + 1) * fs * 0.95, c.y - r + 5 + (row + 0.85) * fs),
                    ch,
                    "cjk",
                    fs * 0.9,
                    color,
                )
        else:
            n = len(text)
            fs = min(r * 0.3, (math.pi * (1.3 if kind == "round" else 0.95) * (rw * 0.75)) / max(n, 1))
            span = min(250.0 if kind == "round" else 190.0, n * fs * 1.05 / (rw * 0.75) * 180 / math.pi)
            for i, ch in enumerate(text):
                a = -90 - span / 2 + span * (i + 0.5) / n
                ar = math.radians(a)
                px = c.x + (rw - fs * 1.05) * math.cos(ar)
                py = c.y + (rh - fs * 1.05) * math.sin(ar)
                rot = a + 90
                m = fitz.Matrix(1, 1).prerotate(-rot)
                p0 = fitz.Point(px - fs * 0.45, py + fs * 0.4)
                tw_text(pg, p0, ch, "cjk", fs, color, morph=(fitz.Point(px, py), m))
            if kind == "round":
                self._star(pg, c, r * 0.28, color)
            if inner:
                ifs = r * 0.2 if kind == "round" else r * 0.22
                yy = c.y + r * 0.55 if kind == "round" else c.y + rh * 0.6
                w = CJK.text_length(inner, fontsize=ifs)
                tw_text(pg, (c.x - w / 2, yy), inner, "cjk", ifs, color)
            if sub:
                sfs = rh * 0.2
                w = _MEASURE["helv"].text_length(sub, fontsize=sfs)
                tw_text(pg, (c.x - w / 2, c.y + sfs * 0.9), sub, "helv", sfs, color)
        pix = pg.get_pixmap(dpi=200, alpha=True)
        rect = fitz.Rect(cx - rw - 2, cy - rh - 2, cx + rw + 2, cy + rh + 2)
        self.page.insert_image(rect, pixmap=pix, overlay=True, rotate=0)
        tmp.close()

    @staticmethod
    def _star(pg, c, r, color):
        pts = []
        for k in range(10):
            rr = r if k % 2 == 0 else r * 0.4
            a = math.radians(-90 + 36 * k)
            pts.append(fitz.Point(c.x + rr * math.cos(a), c.y + rr * math.sin(a)))
        pg.draw_polyline([*pts, pts[0]], color=color, fill=color, width=0.1)

    def star(self, cx, cy, r, color=RED):
        self._star(self.page, fitz.Point(cx, cy), r, color)

    def signature(self, x, y, w=70, seed=0, color=(0.05, 0.05, 0.25)):
        rng = random.Random(seed)
        pts = []
        n = 26
        for i in range(n):
            t = i / (n - 1)
            pts.append(
                fitz.Point(
                    x + t * w + rng.uniform(-3, 3),
                    y - 6 * math.sin(t * rng.uniform(9, 14)) + rng.uniform(-3, 3),
                )
            )
        self.page.draw_polyline(pts, color=color, width=1.0)

    def overlay(self, s, size=30, color=(0.55, 0.55, 0.55), angle=30, rows=3, opacity=0.55):
        pw, ph = self.W, self.H
        for k in range(rows):
            cy = ph * (k + 1) / (rows + 1)
            w = tlen(s, size)
            p = fitz.Point(pw / 2 - w / 2, cy)
            tw_text(
                self.page,
                p,
                s,
                "cjk",
                size,
                color,
                morph=(fitz.Point(pw / 2, cy), fitz.Matrix(1, 1).prerotate(angle)),
                opacity=opacity,
            )
            self.strings.append(s)

    def photo(self, x0, y0, x1, y1, seed=0, bg=(1, 1, 1)):
        rng = random.Random(seed)
        self.rect(x0, y0, x1, y1, color=None, fill=(0.88, 0.92, 0.97), width=0)
        w, h = x1 - x0, y1 - y0
        cx = x0 + w / 2 + rng.uniform(-2, 2)
        self.page.draw_oval(
            fitz.Rect(cx - w * 0.42, y0 + h * 0.68, cx + w * 0.42, y1 + h * 0.25),
            color=None,
            fill=(0.35, 0.35, 0.4),
        )
        self.page.draw_oval(
            fitz.Rect(cx - w * 0.2, y0 + h * 0.18, cx + w * 0.2, y0 + h * 0.68),
            color=None,
            fill=(0.72, 0.62, 0.55),
        )
        self.page.draw_oval(
            fitz.Rect(cx - w * 0.22, y0 + h * 0.12, cx + w * 0.22, y0 + h * 0.36),
            color=None,
            fill=(0.12, 0.12, 0.12),
        )
        self.rect(x0, y1 - 0.1, x1, y1 + h * 0.26, color=None, fill=bg, width=0)

    def guilloche(self, x0, y0, x1, y1, color=(0.78, 0.86, 0.9), n=7, seed=0):
        rng = random.Random(seed)
        for k in range(n):
            ph = rng.uniform(0, 6.28)
            amp = (y1 - y0) * rng.uniform(0.03, 0.08)
            base = y0 + (y1 - y0) * (k + 0.5) / n
            pts = [
                fitz.Point(x, base + amp * math.sin(ph + (x - x0) / (x1 - x0) * 12))
                for x in np.linspace(x0 + 2, x1 - 2, 60)
            ]
            self.page.draw_polyline(pts, color=color, width=0.5)
