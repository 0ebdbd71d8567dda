"""Page builder that records every string it draws and every gold field.

A stream is built as one vector PDF; pages marked for scanning are
rasterised afterwards (see scan.py).  Every text call records what was
drawn so that check.py can confirm it reads back from the PDF.
"""

import zlib

import fmt
import numpy as np
import pymupdf

ZH = pymupdf.Font("china-s")  # built-in Droid Sans Fallback, covers simplified + traditional
LATIN = {n: pymupdf.Font(n) for n in ("helv", "hebo", "heit", "tiro", "tibo", "tiit", "cour", "cobo")}
BLACK, GREY, LGREY = (0, 0, 0), (0.35, 0.35, 0.35), (0.8, 0.8, 0.8)
RED, BLUE, NAVY = (0.82, 0.08, 0.1), (0.1, 0.2, 0.65), (0.08, 0.16, 0.36)
BROWN, GREEN = (0.45, 0.25, 0.1), (0.1, 0.42, 0.25)
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
NO_BREAK_START = "，。、；：）」』》,.;:)!?！？%"


def seed_of(*parts) -> int:
    return zlib.crc32("|".join(str(p) for p in parts).encode())


_WIDTHS: dict[tuple[str, str], float] = {}


def tlen(s: str, f: str, sz: float) -> float:
    """Advance width of s (per-character cache; no kerning is applied anyway)."""
    total = 0.0
    for ch in s:
        w = _WIDTHS.get((f, ch))
        if w is None:
            w = _WIDTHS[(f, ch)] = (ZH if f == "zh" else LATIN[f]).text_length(ch, fontsize=1.0)
        total += w
    return total * sz


def wrap(s: str, f: str, sz: float, w: float) -> list[str]:
    if f == "zh":
        lines, cur = [], ""
        for ch in s:
            if cur and tlen(cur + ch, f, sz) > w and ch not in NO_BREAK_START:
                lines.append(cur)
                cur = ""
            cur += ch
        return [*lines, cur] if cur else lines
    lines, cur = [], ""
    for word in s.split(" "):
        cand = word if not cur else cur + " " + word
        if cur and tlen(cand, f, sz) > w:
            lines.append(cur)
            cur = word
        else:
            cur = cand
    return [*lines, cur] if cur else lines


class Builder:
    """One stream: a vector document plus per-page scan options and records."""

    def __init__(self, name: str):
        self.name = name
        self.doc = pymupdf.open()
        self.segs: list[Seg] = []
        self.scan: list[dict | None] = []
        self.drawn: list[tuple[int, str]] = []

    def seg(self, doc_type: str, label: str) -> "Seg":
        s = Seg(self, doc_type, label)
        self.segs.append(s)
        return s


class Seg:
    def __init__(self, b: Builder, doc_type: str, label: str):
        self.b, self.doc_type, self.label = b, doc_type, label
        self.pnos: list[int] = []
        self.fields: dict[str, tuple[str, int]] = {}
        self.sums: list[tuple[str, list[str], str]] = []
        self.words: list[tuple[str, str, str]] = []  # (kind, value, words)

    def page(self, w: float = 595, h: float = 842, scan: dict | None = None) -> "Pg":
        p = self.b.doc.new_page(width=w, height=h)
        pno = p.number
        self.pnos.append(pno)
        self.b.scan.append(dict(scan, seed=seed_of(self.b.name, pno)) if scan else None)
        return Pg(self, p)

    def field(self, name: str, value: str, pno: int):
        assert name in FIELDS[self.doc_type], (self.label, name)
        if name not in self.fields:
            self.fields[name] = (value, pno)

    def sum(self, label: str, parts, total):
        self.sums.append((label, [str(fmt.dec(p)) for p in parts], str(fmt.dec(total))))

    def word(self, kind: str, value) -> str:
        """Amount in words, recorded so that check.py can re-derive it."""
        w = fmt.words(kind, value)
        self.words.append((kind, str(fmt.dec(value)), w))
        return w


class Pg:
    def __init__(self, seg: Seg, page: pymupdf.Page):
        self.seg, self._p = seg, page
        self.pno = page.number
        self.w, self.h = page.rect.width, page.rect.height
        self._zh = False

    @property
    def p(self) -> pymupdf.Page:
        """The page object (reloaded when adding pages has orphaned it)."""
        if self._p.parent is None:
            self._p = self.seg.b.doc[self.pno]
        return self._p

    # ------------------------------------------------------------ text
    def _font(self, f: str) -> str:
        if f == "zh" and not self._zh:
            self.p.insert_font(fontname="zh", fontbuffer=ZH.buffer)
            self._zh = True
        return f

    def t(self, x, y, s, f="helv", sz=10.0, c=BLACK, al="l", bold=False, fld=None, loose=False, rot=0):
        """Draw s with baseline y; al l/r/c relative to x. fld=(name, value)."""
        if s == "":
            return 0.0
        w = tlen(s, f, sz)
        if al == "r":
            x -= w
        elif al == "c":
            x -= w / 2
        kw = {}
        if bold and f == "zh":
            kw = {"render_mode": 2, "border_width": 0.04}
        self.p.insert_text((x, y), s, fontname=self._font(f), fontsize=sz, color=c, rotate=rot, **kw)
        self.seg.b.drawn.append((self.pno, s))
        if fld:
            self.fld(*fld, s if not loose else None)
        return w

    def fld(self, name: str, value: str, printed: str | None = None):
        if printed is not None:
            assert fmt.found(name, value, fmt.norm(printed)), (name, value, printed)
        self.seg.field(name, value, self.pno)

    def para(self, x, y, w, s, f="helv", sz=10.0, lead=None, c=BLACK, fld=(), indent=0.0, al="l"):
        """Wrapped paragraph; returns the y of the next line. fld: [(name, value)]."""
        lead = lead or sz * 1.45
        first = wrap(s, f, sz, w - indent)
        lines = first[:1] + (
            wrap("".join(first[1:]) if f == "zh" else " ".join(first[1:]), f, sz, w) if first[1:] else []
        )
        for i, ln in enumerate(lines):
            xx = x + (indent if i == 0 else 0)
            if al == "c":
                self.t(x + w / 2, y, ln, f, sz, c, al="c")
            else:
                self.t(xx, y, ln, f, sz, c)
            y += lead
        for name, value in fld:
            assert fmt.found(name, value, fmt.norm(s)), (name, value, s)
            self.seg.field(name, value, self.pno)
        return y

    def kv(
        self, x, y, label, value, f="helv", sz=10.0, lf=None, gap=4.0, fld=None, lc=BLACK, vc=BLACK, vx=None
    ):
        """Label then value on the same line (value at vx when given)."""
        lw = self.t(x, y, label, lf or f, sz, lc)
        self.t(vx if vx is not None else x + lw + gap, y, value, f, sz, vc, fld=fld)

    def above(self, x, y, label, value, f="helv", sz=10.0, lsz=7.0, lc=GREY, fld=None, lf=None):
        """Small label above its value; returns y below the value."""
        self.t(x, y, label, lf or f, lsz, lc)
        self.t(x, y + sz + 2, value, f, sz, fld=fld)
        return y + sz + lsz + 8

    # ------------------------------------------------------------ graphics
    def line(self, x0, y0, x1, y1, w=0.6, c=BLACK, dashes=None):
        self.p.draw_line((x0, y0), (x1, y1), color=c, width=w, dashes=dashes)

    def rect(self, x0, y0, x1, y1, w=0.6, c=BLACK, fill=None):
        self.p.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=c, width=w, fill=fill)

    def table(
        self,
        x,
        y,
        cols,
        rows,
        f="helv",
        sz=9.0,
        rh=16.0,
        al=None,
        head=None,
        hfill=None,
        grid=True,
        c=BLACK,
        hf=None,
    ):
        """Rows of cells; a cell is a str or (str, (field, value)). Returns y after the table."""
        al = al or "l" * len(cols)
        allrows = ([head] if head else []) + rows
        x_edges = [x]
        for cw in cols:
            x_edges.append(x_edges[-1] + cw)
        for ri, row in enumerate(allrows):
            is_head = head is not None and ri == 0
            if is_head and hfill:
                self.rect(x, y, x_edges[-1], y + rh, w=0, c=None, fill=hfill)
            for ci, cell in enumerate(row):
                if cell is None:
                    continue
                text, fld = (cell, None) if isinstance(cell, str) else cell
                a = "c" if is_head else al[ci]
                xx = {
                    "l": x_edges[ci] + 3,
                    "r": x_edges[ci + 1] - 3,
                    "c": (x_edges[ci] + x_edges[ci + 1]) / 2,
                }[a]
                ff = (hf or f) if is_head else f
                self.t(xx, y + rh * 0.5 + sz * 0.35, text, ff, sz, c, al=a, fld=fld)
            if grid:
                self.line(x, y, x_edges[-1], y, 0.5, c)
            y += rh
        if grid:
            self.line(x, y, x_edges[-1], y, 0.5, c)
            top = y - rh * len(allrows)
            for xe in x_edges:
                self.line(xe, top, xe, y, 0.5, c)
        return y

    def watermark(self, text, f="hebo", sz=60.0, c=(0.88, 0.88, 0.88), angle=35):
        cx, cy = self.w / 2, self.h / 2
        w = tlen(text, f, sz)
        self.p.insert_text(
            (cx - w / 2, cy + sz / 3),
            text,
            fontname=self._font(f),
            fontsize=sz,
            color=c,
            morph=(pymupdf.Point(cx, cy), pymupdf.Matrix(angle)),
        )
        self.seg.b.drawn.append((self.pno, text))

    def sign(self, x, y, w=90.0, h=22.0, c=(0.1, 0.15, 0.45), key=""):
        """Handwriting-like scribble (a looping trochoid) with its baseline at y."""
        rng = np.random.default_rng(seed_of("sig", self.seg.b.name, self.pno, x, y, key))
        n_let = int(rng.integers(4, 8))
        t = np.linspace(0, n_let * 2 * np.pi, n_let * 24)
        amp = np.repeat(rng.uniform(0.35, 1.0, n_let), 24)
        amp[:24] = 1.0
        ry = h * 0.5 * amp
        loop = np.repeat(rng.uniform(0.0, 0.4, n_let), 24) * h
        loop[:24] = h * 0.45
        step = np.repeat(rng.uniform(0.5, 1.6, n_let), 24)
        adv = np.cumsum(step)
        px = x + (w * 0.8) * adv / adv[-1] + loop * np.cos(t + rng.uniform(0, 1))
        py = y - h * 0.45 - ry * np.sin(t) * 0.9 + np.linspace(0, rng.uniform(-5, 5), t.size)
        px = px - (py - y) * rng.uniform(0.1, 0.35)
        pts = [pymupdf.Point(float(a), float(b)) for a, b in zip(px, py, strict=True)]
        sh = self.p.new_shape()
        sh.draw_polyline(pts)
        fx = x + w * rng.uniform(0.1, 0.3)
        sh.draw_bezier(pts[-1], (x + w, y + 2), (fx, y + 6), (x + w * 0.05, y + 3))
        sh.finish(color=c, width=float(rng.uniform(0.7, 1.2)), closePath=False, lineCap=1, lineJoin=1)
        sh.commit()

    def photo(self, x0, y0, x1, y1, bg=(0.86, 0.88, 0.9), fg=(0.45, 0.45, 0.48)):
        """Head-and-shoulders silhouette used for ID and passport photos."""
        self.rect(x0, y0, x1, y1, w=0, c=None, fill=bg)
        w, h = x1 - x0, y1 - y0
        cx = x0 + w / 2
        sh = self.p.new_shape()
        sh.draw_oval(pymupdf.Rect(cx - w * 0.2, y0 + h * 0.16, cx + w * 0.2, y0 + h * 0.58))
        sh.finish(color=None, fill=fg)
        sh.draw_bezier(
            (x0 + w * 0.08, y1),
            (x0 + w * 0.1, y0 + h * 0.62),
            (x1 - w * 0.1, y0 + h * 0.62),
            (x1 - w * 0.08, y1),
        )
        sh.finish(color=None, fill=fg, closePath=True)
        sh.commit()

    def qr(self, x, y, size, key=""):
        rng = np.random.default_rng(seed_of("qr", self.seg.b.name, self.pno, key))
        n = 25
        m = rng.random((n, n)) < 0.48
        for fx, fy in ((0, 0), (n - 7, 0), (0, n - 7)):
            m[fy : fy + 8 if fy == 0 else n, fx : fx + 8 if fx == 0 else n] = False
            m[fy : fy + 7, fx : fx + 7] = True
            m[fy + 1 : fy + 6, fx + 1 : fx + 6] = False
            m[fy + 2 : fy + 5, fx + 2 : fx + 5] = True
        u = size / n
        sh = self.p.new_shape()
        for r in range(n):
            for cc in range(n):
                if m[r, cc]:
                    sh.draw_rect(pymupdf.Rect(x + cc * u, y + r * u, x + (cc + 1) * u, y + (r + 1) * u))
        sh.finish(color=None, fill=BLACK)
        sh.commit()

    def barcode(self, x, y, w, h, key=""):
        rng = np.random.default_rng(seed_of("bar", self.seg.b.name, self.pno, key))
        sh = self.p.new_shape()
        xx = x
        while xx < x + w:
            bw = float(rng.choice([0.6, 1.2, 1.8, 2.4]))
            sh.draw_rect(pymupdf.Rect(xx, y, min(xx + bw, x + w), y + h))
            xx += bw + float(rng.choice([0.6, 1.2, 1.8]))
        sh.finish(color=None, fill=BLACK)
        sh.commit()

    def image(self, rect, pix):
        self.p.insert_image(pymupdf.Rect(rect), pixmap=pix, overlay=True)
