"""Drawing and scan-simulation helpers for pagestream_blind4.

CJK and Base-14 fonts, page constants and colours, the Pg drawing wrapper (text, tables,
seals, QR/barcodes, photos), seal rasters and the scanner simulation.
Only PyMuPDF, numpy and the standard library are used.
"""

import math
import re

import numpy as np

try:
    import pymupdf as fitz
except ImportError:  # pragma: no cover
    import fitz

CJK = fitz.Font("cjk")
FONTS = {"zh": CJK}
for _n in ("helv", "hebo", "heit", "tiro", "tibo", "tiit", "cour", "cobo"):
    FONTS[_n] = fitz.Font(_n)

A4 = (595.0, 842.0)
LETTER = (612.0, 792.0)
A5L = (595.0, 421.0)
RED = (0.82, 0.1, 0.1)
BLUE = (0.1, 0.2, 0.55)
BROWN = (0.55, 0.3, 0.15)
GREY = (0.45, 0.45, 0.45)
BLACK = (0, 0, 0)

_CJK_RE = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]")


# ----------------------------------------------------------------- drawing
class Pg:
    """Thin wrapper around a fitz page with text/table helpers (y = baseline)."""

    def __init__(self, page):
        self.p = page
        self.W = page.rect.width
        self.H = page.rect.height
        self._zh = False

    @staticmethod
    def tw(s, size, font="zh"):
        return FONTS[font].text_length(s, fontsize=size)

    def t(
        self,
        x,
        y,
        s,
        size=10.5,
        font="zh",
        bold=False,
        color=BLACK,
        align="l",
        maxw=None,
        rot=0,
        opacity=None,
    ):
        s = str(s)
        if font != "zh" and any(ord(c) > 0xFF for c in s):
            font = "zh"
        if maxw:
            while self.tw(s, size, font) > maxw and size > 5:
                size -= 0.25
        w = self.tw(s, size, font)
        if align == "c":
            x -= w / 2
        elif align == "r":
            x -= w
        kw = {}
        if bold and font == "zh":
            kw = dict(render_mode=2, border_width=0.035, fill=color)
        if rot:
            kw["morph"] = (fitz.Point(x, y), fitz.Matrix(rot))
        if opacity is not None:
            kw["fill_opacity"] = opacity
            kw["stroke_opacity"] = opacity
        if font == "zh" and not self._zh:
            self.p.insert_font(fontname="zh", fontbuffer=CJK.buffer)
            self._zh = True
        self.p.insert_text((x, y), s, fontname=font, fontsize=size, color=color, **kw)
        return x + w

    def wrap(self, s, width, size, font="zh"):
        toks = re.findall(
            r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+|\s+",
            s,
        )
        lines, cur = [], ""
        for tok in toks:
            if tok == "\n":
                lines.append(cur)
                cur = ""
                continue
            cand = cur + tok
            if self.tw(cand, size, font) <= width or not cur.strip():
                cur = cand
            else:
                lines.append(cur.rstrip())
                cur = tok.lstrip() if tok.isspace() else tok
        if cur.strip():
            lines.append(cur.rstrip())
        return lines

    def para(self, x, y, width, s, size=10.5, font="zh", lead=1.65, color=BLACK, indent=False):
        if indent:
            s = "\u3000\u3000" + s
        for ln in self.wrap(s, width, size, font):
            self.t(x, y, ln, size, font, color=color)
            y += size * lead
        return y

    def line(self, x0, y0, x1, y1, w=0.6, color=BLACK, dashes=None):
        self.p.draw_line((x0, y0), (x1, y1), color=color, width=w, dashes=dashes)

    def rect(self, x0, y0, x1, y1, w=0.6, color=BLACK, fill=None):
        self.p.draw_rect(fitz.Rect(x0, y0, x1, y1), color=color, width=w, fill=fill)

    def table(
        self,
        x,
        y,
        widths,
        rows,
        size=9,
        rh=18,
        font="zh",
        header=True,
        aligns=None,
        color=BLACK,
        hfill=None,
        grid=True,
        bold_font=None,
    ):
        """Draw a grid table; rows are lists of cell strings. Returns bottom y."""
        xs = [x]
        for w in widths:
            xs.append(xs[-1] + w)
        for ri, row in enumerate(rows):
            y0, y1 = y + ri * rh, y + (ri + 1) * rh
            if ri == 0 and header and hfill:
                self.rect(xs[0], y0, xs[-1], y1, w=0, color=None, fill=hfill)
            for ci, cell in enumerate(row):
                if cell is None or cell == "":
                    continue
                al = aligns[ci] if aligns else "l"
                f = font
                if ri == 0 and header and bold_font:
                    f = bold_font
                cw = widths[ci] - 6
                if al == "r":
                    cx = xs[ci + 1] - 3
                elif al == "c":
                    cx = (xs[ci] + xs[ci + 1]) / 2
                else:
                    cx = xs[ci] + 3
                self.t(
                    cx,
                    y0 + rh / 2 + size * 0.36,
                    cell,
                    size,
                    f,
                    bold=(ri == 0 and header and f == "zh"),
                    align=al,
                    maxw=cw,
                )
        yb = y + len(rows) * rh
        if grid:
            for ri in range(len(rows) + 1):
                self.line(xs[0], y + ri * rh, xs[-1], y + ri * rh, 0.5, color)
            for cx in xs:
                self.line(cx, y, cx, yb, 0.5, color)
        return yb

    def seal(self, cx, cy, text, r=42, color=RED, center="★", bottom=""):
        pix = seal_pixmap(text, color, center, bottom)
        self.p.insert_image(fitz.Rect(cx - r, cy - r, cx + r, cy + r), pixmap=pix, overlay=True)

    def photo(self, x0, y0, x1, y1, shade=0.82, bg=(1, 1, 1)):
        self.rect(x0, y0, x1, y1, 0, None, fill=(shade, shade, shade + 0.02))
        cx, w = (x0 + x1) / 2, x1 - x0
        h = y1 - y0
        self.p.draw_circle((cx, y0 + h * 0.38), w * 0.22, color=None, fill=(0.45, 0.45, 0.48))
        self.p.draw_oval(
            fitz.Rect(cx - w * 0.38, y0 + h * 0.62, cx + w * 0.38, y1 + h * 0.25),
            color=None,
            fill=(0.4, 0.4, 0.45),
        )
        self.rect(x0 - 1, y1, x1 + 1, y1 + h * 0.3, 0, None, fill=bg)

    def guilloche(self, x0, y0, x1, y1, color=(0.82, 0.88, 0.93), n=14, amp=3.0):
        for k in range(n):
            yb = y0 + (k + 0.5) * (y1 - y0) / n
            pts = [(x, yb + amp * math.sin(x / 9.0 + k * 0.7)) for x in np.arange(x0, x1, 3.0)]
            self.p.draw_polyline(pts, color=color, width=0.35)

    def qr(self, x, y, size, seed):
        r = np.random.default_rng(seed)
        n = 21
        c = size / n
        m = r.random((n, n)) < 0.45
        for i, j in ((0, 0), (0, n - 7), (n - 7, 0)):
            m[i : i + 7, j : j + 7] = False
            self.rect(x + j * c, y + i * c, x + (j + 7) * c, y + (i + 7) * c, 0, None, fill=BLACK)
            self.rect(
                x + (j + 1) * c, y + (i + 1) * c, x + (j + 6) * c, y + (i + 6) * c, 0, None, fill=(1, 1, 1)
            )
            self.rect(x + (j + 2) * c, y + (i + 2) * c, x + (j + 5) * c, y + (i + 5) * c, 0, None, fill=BLACK)
        for i in range(n):
            for j in range(n):
                if m[i, j]:
                    self.rect(x + j * c, y + i * c, x + (j + 1) * c, y + (i + 1) * c, 0, None, fill=BLACK)

    def barcode(self, x, y, w, h, seed):
        r = np.random.default_rng(seed)
        cx = x
        while cx < x + w:
            bw = float(r.choice([0.8, 1.2, 1.8, 2.6]))
            if r.random() < 0.55:
                self.rect(cx, y, min(cx + bw, x + w), y + h, 0, None, fill=BLACK)
            cx += bw


_SEAL_CACHE = {}


def seal_pixmap(text, color=RED, center="★", bottom=""):
    key = (text, color, center, bottom)
    if key in _SEAL_CACHE:
        return _SEAL_CACHE[key]
    d = fitz.open()
    pg = d.new_page(width=200, height=200)
    pg.insert_font(fontname="zh", fontbuffer=CJK.buffer)
    pg.draw_circle((100, 100), 92, color=color, width=5)
    n = len(text)
    span = min(250.0, 22.0 * n)
    size = min(24.0, 2 * math.pi * 72 * (span / 360) / max(n, 1) * 0.95)
    for i, ch in enumerate(text):
        a = -span / 2 + span * (i + 0.5) / n
        ar = math.radians(a)
        r = 72
        # left-baseline point so that glyph is centred on the arc
        px = 100 + r * math.sin(ar) - (size / 2) * math.cos(ar)
        py = 100 - r * math.cos(ar) - (size / 2) * math.sin(ar)
        pg.insert_text(
            (px, py),
            ch,
            fontname="zh",
            fontsize=size,
            color=color,
            fill=color,
            render_mode=2,
            border_width=0.04,
            morph=(fitz.Point(px, py), fitz.Matrix(-a)),
        )
    if center:
        w = CJK.text_length(center, fontsize=46)
        pg.insert_text((100 - w / 2, 118), center, fontname="zh", fontsize=46, color=color, fill=color)
    if bottom:
        w = CJK.text_length(bottom, fontsize=15)
        pg.insert_text((100 - w / 2, 160), bottom, fontname="zh", fontsize=15, color=color, fill=color)
    pix = pg.get_pixmap(dpi=100, alpha=True)
    # make it a bit uneven (ink) deterministically
    arr = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width, 4).copy()
    yy, xx = np.mgrid[0 : pix.height, 0 : pix.width]
    fade = (0.75 + 0.25 * np.sin(xx / 17.0 + yy / 23.0)).clip(0, 1)
    arr[..., 3] = (arr[..., 3] * fade * 0.85).astype(np.uint8)
    pix2 = fitz.Pixmap(fitz.csRGB, pix.width, pix.height, arr.tobytes(), True)
    _SEAL_CACHE[key] = pix2
    return pix2


# ----------------------------------------------------------------- scanning
def _box_blur(a, k):
    if k <= 0:
        return a
    out = a.astype(np.float32)
    for axis in (0, 1):
        acc = np.zeros_like(out)
        for s in range(-k, k + 1):
            acc += np.roll(out, s, axis=axis)
        out = acc / (2 * k + 1)
    return out


def scan_image(
    src_page,
    rng,
    dpi=130,
    gray=True,
    skew=0.8,
    noise=6.0,
    blur=1,
    quality=55,
    rot90=0,
    tint=(248, 244, 232),
    watermark_dark=False,
):
    """Render a page and degrade it like a scanner; returns (jpeg bytes, (w_pt, h_pt))."""
    pix = src_page.get_pixmap(dpi=dpi, colorspace=fitz.csRGB, alpha=False)
    a = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width, 3).astype(np.float32)
    h, w = a.shape[:2]
    # skew (rotate about centre with nearest-neighbour inverse mapping)
    ang = math.radians(skew)
    if abs(skew) > 1e-3:
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        cx, cy = w / 2, h / 2
        sx = math.cos(ang) * (xx - cx) + math.sin(ang) * (yy - cy) + cx + rng.uniform(-4, 4)
        sy = -math.sin(ang) * (xx - cx) + math.cos(ang) * (yy - cy) + cy + rng.uniform(-4, 4)
        xi, yi = np.rint(sx).astype(np.int64), np.rint(sy).astype(np.int64)
        ok = (xi >= 0) & (xi < w) & (yi >= 0) & (yi < h)
        b = np.full_like(a, 255.0)
        b[ok] = a[yi[ok], xi[ok]]
        a = b
    # paper tint: white -> tint, with gentle illumination gradient
    grad = 1.0 - 0.06 * np.linspace(0, 1, w)[None, :] - 0.04 * np.linspace(0, 1, h)[:, None]
    tintv = np.array(tint, np.float32) / 255.0
    a = a * tintv[None, None, :] * grad[..., None]
    if blur:
        a = _box_blur(a, blur)
    a += rng.normal(0, noise, a.shape[:2])[..., None]
    # speckles and a dark scanner edge
    n = int(h * w * 0.00015)
    ys, xs = rng.integers(0, h, n), rng.integers(0, w, n)
    a[ys, xs] = rng.uniform(20, 90, (n, 1))
    edge = max(3, int(dpi * 0.04))
    a[:, :edge] *= 0.55
    a[:edge, :] *= 0.7
    a = a.clip(0, 255).astype(np.uint8)
    if gray:
        g = (0.299 * a[..., 0] + 0.587 * a[..., 1] + 0.114 * a[..., 2]).astype(np.uint8)
        if rot90:
            g = np.ascontiguousarray(np.rot90(g, rot90))
        hh, ww = g.shape
        out = fitz.Pixmap(fitz.csGRAY, ww, hh, g.tobytes(), False)
    else:
        if rot90:
            a = np.ascontiguousarray(np.rot90(a, rot90))
        hh, ww = a.shape[:2]
        out = fitz.Pixmap(fitz.csRGB, ww, hh, a.tobytes(), False)
    data = out.tobytes("jpg", jpg_quality=quality)
    return data, (ww * 72.0 / dpi, hh * 72.0 / dpi)
