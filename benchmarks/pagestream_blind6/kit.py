"""Drawing, scan-simulation, value-formatting and gold-checking kit for pagestream_blind6.

Only PyMuPDF, numpy and the standard library are used.  Everything is
deterministic: every random choice comes from a seeded generator.
"""

import datetime
import glob
import math
import os
import re
import warnings
from decimal import ROUND_HALF_UP, Decimal

warnings.filterwarnings("ignore", category=FutureWarning)
warnings.filterwarnings("ignore", category=DeprecationWarning)
import fitz  # noqa: E402
import numpy as np  # noqa: E402

A4W, A4H = 595.28, 841.89
LETTER = (612.0, 792.0)
BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)
RED = (0.82, 0.08, 0.08)
Q2 = Decimal("0.01")

# --------------------------------------------------------------------------
# fonts
# --------------------------------------------------------------------------
_TTF = {
    "dvs": "DejaVuSans.ttf",
    "dvsb": "DejaVuSans-Bold.ttf",
    "dvserif": "DejaVuSerif.ttf",
    "dvserifb": "DejaVuSerif-Bold.ttf",
    "dvmono": "DejaVuSansMono.ttf",
    "dvcond": "DejaVuSansCondensed.ttf",
    "dvcondb": "DejaVuSansCondensed-Bold.ttf",
}
_TTF_FALLBACK = {
    "dvs": "helv",
    "dvsb": "hebo",
    "dvserif": "tiro",
    "dvserifb": "tibo",
    "dvmono": "cour",
    "dvcond": "helv",
    "dvcondb": "hebo",
    "lsans": "helv",
    "lsansb": "hebo",
    "lserif": "tiro",
    "lserifb": "tibo",
    "lserifi": "tiit",
    "lmono": "cour",
    "lnarrow": "helv",
    "lnarrowb": "hebo",
}
# Liberation fonts map their hyphen/space glyphs to U+00AD/U+00A0 in the ToUnicode table PyMuPDF writes,
# which would corrupt the text layer ("RO\xad58214"); their keys are aliased to base-14 / DejaVu faces.
_ALIAS = {
    "lsans": "helv",
    "lsansb": "hebo",
    "lserif": "tiro",
    "lserifb": "tibo",
    "lserifi": "tiit",
    "lmono": "cour",
    "lnarrow": "dvcond",
    "lnarrowb": "dvcondb",
}
_BASE14 = {"helv", "hebo", "heit", "tiro", "tibo", "tiit", "cour", "cobo"}
_font_paths = {}
_font_objs = {}


def _scan_fonts():
    if _font_paths:
        return
    files = {}
    for p in sorted(glob.glob("/usr/share/fonts/**/*.*", recursive=True)):
        files.setdefault(os.path.basename(p), p)
    for key, base in _TTF.items():
        if base in files:
            _font_paths[key] = files[base]
    _font_paths["_scanned"] = True


def font_key(key):
    """Map a requested font key to one that exists here."""
    _scan_fonts()
    key = _ALIAS.get(key, key)
    if key == "zh":
        return key
    if key in _BASE14:
        return key
    if key in _TTF:
        return key if key in _font_paths else _TTF_FALLBACK[key]
    raise KeyError(key)


def font_obj(key):
    if key not in _font_objs:
        if key == "zh":
            _font_objs[key] = fitz.Font("cjk")
        elif key in _BASE14:
            _font_objs[key] = fitz.Font(key)
        else:
            _font_objs[key] = fitz.Font(fontfile=_font_paths[key])
    return _font_objs[key]


def _is_cjk(ch):
    o = ord(ch)
    return o >= 0x2E80 or 0x2460 <= o <= 0x24FF or 0x2295 <= o <= 0x2297 or o == 0x3000


def resolve_font(key, s):
    key = font_key(key)
    if key == "zh":
        return key
    if any(_is_cjk(c) for c in s):
        return "zh"
    if key in _BASE14 and any(ord(c) > 255 for c in s):
        alt = {
            "helv": "dvs",
            "hebo": "dvsb",
            "tiro": "dvserif",
            "tibo": "dvserifb",
            "cour": "dvmono",
            "cobo": "dvmono",
            "heit": "dvs",
            "tiit": "dvserif",
        }[key]
        alt = font_key(alt)
        return alt if alt not in _BASE14 else "zh"
    return key


# --------------------------------------------------------------------------
# stream / page / canvas
# --------------------------------------------------------------------------
TAG = re.compile(r"\x01(\d+)\x02")


class Stream:
    """One output PDF: pages are drawn into self.src, then assembled (scans rasterised)."""

    def __init__(self, name, title, seed, scan_all=False):
        import random

        self.name, self.title, self.seed = name, title, seed
        self.rng = random.Random(seed)
        self.srng = random.Random(seed * 7919 + 17)
        self.src = fitz.open()
        self.pages = []  # dicts: scan, log, seg, size
        self.segments = []  # dicts: doc_type, layout, start
        self.reg = []  # (field, value, printed)
        self.found = {}  # (seg_index, field) -> [page, value, printed]
        self.scan_all = scan_all

    # -- structure
    def doc(self, doc_type, layout):
        assert doc_type in ("invoice", "contract", "id_card", "other")
        self.segments.append(dict(doc_type=doc_type, layout=layout, start=len(self.pages) + 1))

    def fld(self, field, value, printed=None):
        printed = value if printed is None else printed
        self.reg.append((field, str(value), str(printed)))
        return f"\x01{len(self.reg) - 1:d}\x02{printed}"

    def page(self, w=A4W, h=A4H, scan=None):
        if scan is None:
            scan = self.scan_all
        p = self.src.new_page(width=w, height=h)
        self.pages.append(
            dict(
                scan=self._scan_params(scan) if scan else None,
                log=[],
                seg=len(self.segments) - 1,
                size=(w, h),
            )
        )
        return Canvas(self, p, len(self.pages))

    def seg_pages(self, seg_index):
        start = self.segments[seg_index]["start"]
        end = (
            (self.segments[seg_index + 1]["start"] - 1)
            if seg_index + 1 < len(self.segments)
            else len(self.pages)
        )
        return start, end

    def canvas_for(self, pno):
        return Canvas(self, self.src[pno - 1], pno)

    def record(self, idx, pno):
        field, value, printed = self.reg[idx]
        seg = self.pages[pno - 1]["seg"]
        key = (seg, field)
        if key in self.found:
            old = self.found[key]
            if old[1] != value:
                raise AssertionError(
                    f"{self.name}: segment {seg + 1:d} field {field} printed with two gold values "
                    f"{old[1]!r} / {value!r}"
                )
            if pno < old[0]:
                self.found[key] = [pno, value, printed]
        else:
            self.found[key] = [pno, value, printed]

    def _scan_params(self, scan):
        r = self.srng
        p = dict(
            dpi=r.choice([150, 160, 170, 180, 200]),
            angle=r.uniform(-1.5, 1.5),
            quality=r.randint(50, 80),
            blur=r.uniform(0.35, 1.1),
            noise=r.uniform(3.0, 9.0),
            speckle=r.randint(150, 1200),
            light=r.uniform(0.04, 0.18),
            grad=r.uniform(-0.08, 0.08),
            color=r.random() < 0.3,
            seed=r.randint(0, 2**31 - 1),
            shift=(r.uniform(-8, 8), r.uniform(-8, 8)),
            ink=r.uniform(0.78, 1.0),
            edge=r.random() < 0.4,
            holes=r.random() < 0.15,
            streak=r.random() < 0.25,
        )
        p["angle"] = round(p["angle"], 2)
        if isinstance(scan, dict):
            p.update(scan)
        return p

    # -- output
    def gold(self):
        segs = []
        for i, s in enumerate(self.segments):
            a, b = self.seg_pages(i)
            segs.append(dict(start_page=a, end_page=b, doc_type=s["doc_type"]))
        fields = []
        order = {"invoice": INVOICE_FIELDS, "contract": CONTRACT_FIELDS, "id_card": ID_FIELDS}
        for i, s in enumerate(self.segments):
            for f in order.get(s["doc_type"], []):
                if (i, f) in self.found:
                    pg, v, _ = self.found[(i, f)]
                    fields.append(dict(segment=i + 1, field=f, value=v, page=pg))
            for si, f in self.found:
                if si == i and f not in order.get(s["doc_type"], []):
                    raise AssertionError(
                        f"{self.name}: field {f} not allowed in {s['doc_type']} segment {i + 1:d}"
                    )
        return dict(name=self.name, pages=len(self.pages), segments=segs, fields=fields)

    def build(self, path):
        out = fitz.open()
        for i, info in enumerate(self.pages):
            if info["scan"]:
                w, h = info["size"]
                jpg = scan_render(self.src[i], info["scan"])
                np_ = out.new_page(width=w, height=h)
                np_.insert_image(np_.rect, stream=jpg)
            else:
                out.insert_pdf(self.src, from_page=i, to_page=i)
        out.set_metadata(
            {
                "title": self.title,
                "author": "",
                "subject": "pagestream_blind6 synthetic stream",
                "keywords": "",
                "creator": "pagestream_blind6/make_streams.py",
                "producer": "PyMuPDF",
                "creationDate": "D:20240801000000Z",
                "modDate": "D:20240801000000Z",
            }
        )
        out.subset_fonts()
        out.save(path, garbage=4, deflate=True, no_new_id=True)
        out.close()


class Canvas:
    def __init__(self, st, page, pno):
        self.st, self.page, self.pno = st, page, pno
        self.log = st.pages[pno - 1]["log"]
        self.w, self.h = page.rect.width, page.rect.height
        self._fonts = set()

    # ---- fonts / text
    def _ensure(self, key):
        if key in _BASE14 or key in self._fonts:
            return
        if key == "zh":
            self.page.insert_font(fontname="zh", fontbuffer=font_obj("zh").buffer)
        else:
            self.page.insert_font(fontname=key, fontfile=_font_paths[key])
        self._fonts.add(key)

    def plain(self, s, record=True):
        if record:
            for m in TAG.findall(s):
                self.st.record(int(m), self.pno)
        return TAG.sub("", s)

    def tw(self, s, size=10, font="zh", cs=0):
        s = TAG.sub("", s)
        k = resolve_font(font, s)
        return font_obj(k).text_length(s, size) + cs * max(len(s) - 1, 0)

    def text(
        self,
        x,
        y,
        s,
        size=10,
        font="zh",
        color=BLACK,
        align="l",
        cs=0,
        bold=False,
        angle=0,
        rotate=0,
        log=True,
        opacity=1,
    ):
        s = self.plain(s)
        if not s:
            return 0
        k = resolve_font(font, s)
        self._ensure(k)
        fo = font_obj(k)
        w = fo.text_length(s, size) + cs * (len(s) - 1)
        if align == "c":
            x -= w / 2
        elif align == "r":
            x -= w
        kw = dict(fontsize=size, fontname=k, color=color)
        if opacity != 1:
            kw["fill_opacity"] = opacity
            kw["stroke_opacity"] = opacity
        if bold:
            kw.update(render_mode=2, border_width=0.035)
        if rotate:
            kw["rotate"] = rotate
        if angle:
            kw["morph"] = (fitz.Point(x, y), fitz.Matrix(angle))
        if cs:
            lens = fo.char_lengths(s, size)
            xx = x
            for ch, adv in zip(s, lens, strict=True):
                if ch.strip():
                    self.page.insert_text((xx, y), ch, **kw)
                xx += adv + cs
        else:
            self.page.insert_text((x, y), s, **kw)
        if log:
            self.log.append(s)
        return w

    def spaced(self, x, y, s, width, size=10, font="zh", align="l", **kw):
        """Draw s spread evenly over `width` (letter-spaced label / title)."""
        p = self.plain(s, record=False)
        n = len(p)
        base = self.tw(p, size, font)
        cs = (width - base) / (n - 1) if n > 1 else 0
        if align == "c":
            x -= width / 2
        return self.text(x, y, s, size, font, cs=max(cs, 0), **kw)

    def wrap(self, s, width, size=10, font="zh", indent=0):
        """Greedy wrap; tags stay attached to the text that follows them."""
        units = []
        pos = 0
        for m in TAG.finditer(s):
            units.extend(s[pos : m.start()])
            units.append(m.group(0))
            pos = m.end()
        units.extend(s[pos:])
        k = resolve_font(font, TAG.sub("", s))
        fo = font_obj(k)
        lines, cur, curw = [], [], indent
        lastb, lastb_space = -1, False  # last break opportunity in cur
        no_start = set("，。、；：！？）》」』”’,.;:!?)%")
        for u in units:
            if u.startswith("\x01"):
                cur.append(u)
                continue
            if u == "\n":
                lines.append("".join(cur))
                cur, curw, lastb = [], 0, -1
                continue
            uw = fo.text_length(u, size)
            if curw + uw > width and cur and u not in no_start and u != " ":
                if not _is_cjk(u) and lastb > 0:
                    head, tail = cur[:lastb], cur[lastb + (1 if lastb_space else 0) :]
                else:
                    head, tail = cur, []
                while head and head[-1].startswith("\x01"):  # a tag belongs to the text after it
                    tail.insert(0, head.pop())
                lines.append("".join(head))
                cur = tail
                curw = fo.text_length(TAG.sub("", "".join(cur)), size) if cur else 0
                lastb = -1
            if u == " ":
                if not cur:
                    continue
                lastb, lastb_space = len(cur), True
                cur.append(u)
            else:
                cur.append(u)
                if _is_cjk(u):
                    lastb, lastb_space = len(cur), False
            curw += uw
        if cur:
            lines.append("".join(cur))
        return lines

    def para(self, x, y, width, s, size=10, font="zh", leading=1.55, indent=0, color=BLACK):
        for i, line in enumerate(self.wrap(s, width, size, font, indent)):
            self.text(x + (indent if i == 0 else 0), y, line, size, font, color)
            y += size * leading
        return y

    # ---- graphics
    def line(self, x0, y0, x1, y1, color=BLACK, width=0.6, dashes=None):
        self.page.draw_line((x0, y0), (x1, y1), color=color, width=width, dashes=dashes)

    def rect(self, x0, y0, x1, y1, color=BLACK, fill=None, width=0.6, dashes=None, radius=None):
        self.page.draw_rect(
            fitz.Rect(x0, y0, x1, y1), color=color, fill=fill, width=width, dashes=dashes, radius=radius
        )

    def oval(self, x0, y0, x1, y1, color=BLACK, fill=None, width=0.8):
        self.page.draw_oval(fitz.Rect(x0, y0, x1, y1), color=color, fill=fill, width=width)

    def poly(self, pts, color=BLACK, fill=None, width=0.6, close=True):
        self.page.draw_polyline(pts + ([pts[0]] if close else []), color=color, fill=fill, width=width)

    def grid(self, x, y, colw, rowh, color=BLACK, width=0.6):
        """Draw a table grid; colw list of widths, rowh list of heights. Returns cell origin lists."""
        xs = [x]
        for c in colw:
            xs.append(xs[-1] + c)
        ys = [y]
        for r in rowh:
            ys.append(ys[-1] + r)
        for yy in ys:
            self.line(xs[0], yy, xs[-1], yy, color, width)
        for xx in xs:
            self.line(xx, ys[0], xx, ys[-1], color, width)
        return xs, ys

    def table(
        self,
        x,
        y,
        colw,
        rows,
        rowh=20,
        size=9,
        font="zh",
        color=BLACK,
        line_color=BLACK,
        aligns=None,
        heads=0,
        head_fill=None,
        pad=4,
        width=0.6,
    ):
        """Simple table; each row a list of strings (None = skip). Returns bottom y."""
        xs = [x]
        for c in colw:
            xs.append(xs[-1] + c)
        rh = rowh if isinstance(rowh, list) else [rowh] * len(rows)
        yy = y
        for ri, row in enumerate(rows):
            h = rh[ri]
            if ri < heads and head_fill:
                self.rect(xs[0], yy, xs[-1], yy + h, color=None, fill=head_fill, width=0)
            for ci, cell in enumerate(row):
                if cell is None or cell == "":
                    continue
                al = aligns[ci] if aligns else "l"
                lines = []
                for part in cell.split("\n"):
                    lines.extend(self.wrap(part, xs[ci + 1] - xs[ci] - 2 * pad, size, font) or [""])
                base = yy + h / 2 + size * 0.35 - (len(lines) - 1) * size * 0.6
                for li, ln in enumerate(lines):
                    ty = base + li * size * 1.2
                    if al == "l":
                        self.text(xs[ci] + pad, ty, ln, size, font, color)
                    elif al == "r":
                        self.text(xs[ci + 1] - pad, ty, ln, size, font, color, align="r")
                    else:
                        self.text((xs[ci] + xs[ci + 1]) / 2, ty, ln, size, font, color, align="c")
            yy += h
        self.grid(x, y, colw, rh, line_color, width)
        return yy

    def stamp(self, cx, cy, r, name, center="★", bottom="", color=RED, oval=False, log=False):
        """Round (or oval) red seal with the name along the upper arc."""
        rx, ry = (r * 1.35, r) if oval else (r, r)
        self.page.draw_oval(
            fitz.Rect(cx - rx, cy - ry, cx + rx, cy + ry),
            color=color,
            width=max(1.2, r * 0.06),
            stroke_opacity=0.75,
        )
        k = "zh"
        self._ensure(k)
        n = len(name)
        span = min(250.0, 20.0 * n + 30)
        size = min(r * 0.36, (span / 360.0) * 2 * math.pi * r * 0.8 / max(n, 1))
        for i, ch in enumerate(name):
            a = math.radians(90 + span / 2 - (span * (i + 0.5) / n))
            px = cx + (rx - size * 1.05) * math.cos(a)
            py = cy - (ry - size * 1.05) * math.sin(a)
            rot = math.degrees(a) - 90
            w = font_obj(k).text_length(ch, size)
            # rotate glyph around its own point so it faces the centre
            m = fitz.Matrix(rot)
            p0 = fitz.Point(px, py)
            self.page.insert_text(
                p0 + fitz.Point(-w / 2, size * 0.35),
                ch,
                fontsize=size,
                fontname=k,
                color=color,
                morph=(p0, m),
                fill_opacity=0.8,
            )
        if center == "★":
            self.star(cx, cy - (0 if not bottom else r * 0.12), r * 0.22, color)
        elif center:
            self.text(cx, cy + r * 0.12, center, r * 0.22, "zh", color, align="c", log=log, opacity=0.8)
        if bottom:
            self.text(cx, cy + r * 0.55, bottom, r * 0.2, "zh", color, align="c", log=log, opacity=0.8)

    def star(self, cx, cy, r, color=RED):
        pts = []
        for i in range(10):
            a = math.radians(90 + 36 * i)
            rr = r if i % 2 == 0 else r * 0.4
            pts.append((cx + rr * math.cos(a), cy - rr * math.sin(a)))
        self.page.draw_polyline([*pts, pts[0]], color=color, fill=color, width=0.3)

    def qr(self, x, y, size, seed, n=25):
        import random

        r = random.Random(seed)
        cell = size / n
        shape = self.page.new_shape()
        for i in range(n):
            for j in range(n):
                finder = any(
                    i0 <= i < i0 + 7 and j0 <= j < j0 + 7 for i0, j0 in ((0, 0), (0, n - 7), (n - 7, 0))
                )
                if finder:
                    ii, jj = (
                        min(i % (n - 7) if i >= n - 7 else i, 6),
                        min(j - (n - 7) if j >= n - 7 else j, 6),
                    )
                    on = ii in (0, 6) or jj in (0, 6) or (2 <= ii <= 4 and 2 <= jj <= 4)
                else:
                    on = r.random() < 0.5
                if on:
                    shape.draw_rect(
                        fitz.Rect(x + j * cell, y + i * cell, x + (j + 1) * cell, y + (i + 1) * cell)
                    )
        shape.finish(color=None, fill=BLACK, width=0)
        shape.commit()

    def barcode(self, x, y, w, h, seed):
        import random

        r = random.Random(seed)
        shape = self.page.new_shape()
        xx = x
        while xx < x + w:
            bw = r.choice([0.6, 0.6, 1.2, 1.8])
            if r.random() < 0.55:
                shape.draw_rect(fitz.Rect(xx, y, xx + bw, y + h))
            xx += bw
        shape.finish(color=None, fill=BLACK, width=0)
        shape.commit()

    def photo(self, x0, y0, x1, y1, shade=0.72, seed=0):
        self.rect(x0, y0, x1, y1, color=None, fill=(shade + 0.1, shade + 0.12, shade + 0.14), width=0)
        w, h = x1 - x0, y1 - y0
        cx = (x0 + x1) / 2
        g = (shade - 0.45, shade - 0.45, shade - 0.42)
        # shoulders
        pts = [
            (cx + w * 0.46 * math.cos(math.radians(a)), y0 + h * 0.9 - h * 0.22 * math.sin(math.radians(a)))
            for a in range(0, 181, 10)
        ]
        pts += [(cx - w * 0.46, y1), (cx + w * 0.46, y1)]
        self.page.draw_polyline([*pts, pts[0]], color=None, fill=g, width=0)
        # neck + head
        self.rect(
            cx - w * 0.09,
            y0 + h * 0.5,
            cx + w * 0.09,
            y0 + h * 0.72,
            color=None,
            fill=(shade - 0.25, shade - 0.27, shade - 0.28),
            width=0,
        )
        self.page.draw_oval(
            fitz.Rect(cx - w * 0.22, y0 + h * 0.14, cx + w * 0.22, y0 + h * 0.62),
            color=None,
            fill=(shade - 0.22, shade - 0.25, shade - 0.27),
        )
        hair = (0.12, 0.1, 0.1)
        self.page.draw_oval(
            fitz.Rect(cx - w * 0.235, y0 + h * 0.1, cx + w * 0.235, y0 + h * 0.36), color=None, fill=hair
        )

    def embed(self, rect, w, h, draw, rotate=0):
        """Draw onto a temporary page of w x h and place it into rect (any rotation)."""
        tmp = fitz.open()
        tp = tmp.new_page(width=w, height=h)
        c = Canvas(self.st, tp, self.pno)
        draw(c)
        # register the page's own copies of the fonts before grafting the XObject that uses the same names,
        # otherwise later insert_text calls on this page pick up the grafted font without its encoding info
        for k in sorted(c._fonts | {"zh"}):
            self._ensure(k)
        self.page.show_pdf_page(fitz.Rect(rect), tmp, 0, rotate=rotate, keep_proportion=True)
        tmp.close()


def add_footers(st, seg_index, fmt, size=8, font="zh", y=None, color=GREY, start_at=1):
    """Add page-x-of-n footers to every page of a segment (called once the segment is complete)."""
    a, b = st.seg_pages(seg_index)
    n = b - a + 1
    for i, pno in enumerate(range(a, b + 1)):
        if i + 1 < start_at:
            continue
        c = st.canvas_for(pno)
        c.text(c.w / 2, y or (c.h - 28), fmt.format(i=i + 1, n=n), size, font, color, align="c")


# --------------------------------------------------------------------------
# scan simulation
# --------------------------------------------------------------------------
def _blur(a, sigma):
    if sigma < 0.2:
        return a
    r = max(1, math.ceil(sigma * 2.5))
    k = np.exp(-0.5 * (np.arange(-r, r + 1) / sigma) ** 2).astype(np.float32)
    k /= k.sum()
    for axis in (0, 1):
        pad = [(0, 0)] * a.ndim
        pad[axis] = (r, r)
        p = np.pad(a, pad, mode="edge")
        out = np.zeros_like(a)
        n = a.shape[axis]
        for i, kv in enumerate(k):
            sl = [slice(None)] * a.ndim
            sl[axis] = slice(i, i + n)
            out += kv * p[tuple(sl)]
        a = out
    return a


def _rotate(a, deg, shift, fill):
    h, w, _ = a.shape
    th = math.radians(deg)
    c, s = math.cos(th), math.sin(th)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = w / 2.0, h / 2.0
    xr, yr = xx - cx - shift[0], yy - cy - shift[1]
    xs = c * xr + s * yr + cx
    ys = -s * xr + c * yr + cy
    del xx, yy, xr, yr
    x0 = np.floor(xs).astype(np.int32)
    y0 = np.floor(ys).astype(np.int32)
    fx = (xs - x0)[..., None]
    fy = (ys - y0)[..., None]
    valid = (x0 >= 0) & (y0 >= 0) & (x0 < w - 1) & (y0 < h - 1)
    x0c = np.clip(x0, 0, w - 2)
    y0c = np.clip(y0, 0, h - 2)
    out = (
        a[y0c, x0c] * (1 - fx) * (1 - fy)
        + a[y0c, x0c + 1] * fx * (1 - fy)
        + a[y0c + 1, x0c] * (1 - fx) * fy
        + a[y0c + 1, x0c + 1] * fx * fy
    )
    out[~valid] = fill
    return out


def scan_render(page, p):
    cs = fitz.csRGB if p["color"] else fitz.csGRAY
    pix = page.get_pixmap(dpi=p["dpi"], colorspace=cs, alpha=False)
    h, w, n = pix.height, pix.width, pix.n
    a = np.frombuffer(pix.samples, np.uint8).reshape(h, w, n).astype(np.float32)
    rng = np.random.default_rng(p["seed"])
    scale = p["dpi"] / 72.0
    # toner / ink strength and a slightly grey paper
    a = 255.0 - (255.0 - a) * p["ink"]
    a = a * 0.97 + 2.0
    a = _blur(a, p["blur"])
    bed = 250.0 if not p["edge"] else 235.0
    a = _rotate(a, p["angle"], (p["shift"][0] * scale, p["shift"][1] * scale), bed)
    # uneven lighting: radial fall-off plus a linear gradient
    yy = np.linspace(-1, 1, h, dtype=np.float32)[:, None]
    xx = np.linspace(-1, 1, w, dtype=np.float32)[None, :]
    cxo, cyo = rng.uniform(-0.4, 0.4), rng.uniform(-0.4, 0.4)
    field = 1.0 - p["light"] * ((xx - cxo) ** 2 + (yy - cyo) ** 2) / 2.0 + p["grad"] * xx
    a *= field[..., None]
    if p["edge"]:  # dark shadow along one edge (book-edge / lid gap)
        side = int(rng.integers(0, 4))
        width = int(rng.integers(int(6 * scale), int(14 * scale)))
        ramp = np.linspace(0.35, 1.0, width, dtype=np.float32)
        if side == 0:
            a[:, :width] *= ramp[None, :, None]
        elif side == 1:
            a[:, w - width :] *= ramp[::-1][None, :, None]
        elif side == 2:
            a[:width] *= ramp[:, None, None]
        else:
            a[h - width :] *= ramp[::-1][:, None, None]
    if p["holes"]:  # binder holes on the left margin
        for fy in (0.32, 0.68):
            cy_, cx_ = int(h * fy), int(16 * scale)
            rr = int(5 * scale)
            gy, gx = np.ogrid[-rr : rr + 1, -rr : rr + 1]
            m = rr * rr >= gx * gx + gy * gy
            a[cy_ - rr : cy_ + rr + 1, cx_ - rr : cx_ + rr + 1][m] = 70.0
    if p["streak"]:  # faint vertical scanner streak
        x = int(rng.integers(w // 8, w - w // 8))
        a[:, x : x + 2] *= 0.9
    if p["color"]:
        a *= np.array([1.0, 0.985, 0.95], dtype=np.float32)[None, None, :]
    a += rng.normal(0.0, p["noise"], size=(h, w, 1)).astype(np.float32)
    # speckle: dark dots and a few bigger specks
    k = p["speckle"]
    ys = rng.integers(0, h, k)
    xs = rng.integers(0, w, k)
    a[ys, xs] = rng.uniform(20, 120, size=(k, 1))
    k2 = k // 6
    ys = rng.integers(0, h - 2, k2)
    xs = rng.integers(0, w - 2, k2)
    v = rng.uniform(30, 110, size=(k2, 1))
    a[ys, xs] = v
    a[ys + 1, xs] = v
    a[ys, xs + 1] = v
    a[ys + 1, xs + 1] = v
    a = np.clip(a, 0, 255).astype(np.uint8)
    pm = fitz.Pixmap(cs, w, h, np.ascontiguousarray(a).tobytes(), False)
    pm.set_dpi(p["dpi"], p["dpi"])
    return pm.tobytes("jpeg", jpg_quality=p["quality"])


# --------------------------------------------------------------------------
# values: money, dates, identifiers
# --------------------------------------------------------------------------
def dec(x):
    return Decimal(str(x)).quantize(Q2, rounding=ROUND_HALF_UP)


def money(d, comma=True, places=2):
    d = dec(d)
    neg = d < 0
    d = abs(d)
    sign = "-" if neg else ""
    if places == 0:
        return sign + (f"{int(d):,}" if comma else str(int(d)))
    return sign + (f"{d:,.2f}" if comma else f"{d:.2f}")


CN_DIG = "零壹贰叁肆伍陆柒捌玖"


def _int_upper(n):
    units = ["", "拾", "佰", "仟"]
    bigs = ["", "万", "亿", "万亿"]
    groups = []
    while n:
        groups.append(n % 10000)
        n //= 10000
    out = ""
    need_zero = False
    for gi in range(len(groups) - 1, -1, -1):
        g = groups[gi]
        if g == 0:
            need_zero = bool(out)
            continue
        digits = [g // 1000, g // 100 % 10, g // 10 % 10, g % 10]
        part, zero, started = "", need_zero, False
        for k, dg in enumerate(digits):
            if dg == 0:
                if started or out:
                    zero = True
                continue
            if zero:
                part += "零"
                zero = False
            part += CN_DIG[dg] + units[3 - k]
            started = True
        out += part + bigs[gi]
        need_zero = False
    return out


def rmb_upper(amount, yuan="元", zheng="整"):
    d = dec(amount)
    neg = d < 0
    cents = int(abs(d) * 100)
    n, jiao, fen = cents // 100, (cents // 10) % 10, cents % 10
    s = _int_upper(n) + yuan if n else ""
    if jiao == 0 and fen == 0:
        s += zheng
    else:
        if jiao:
            s += CN_DIG[jiao] + "角"
        elif n:
            s += "零"
        s += (CN_DIG[fen] + "分") if fen else zheng
    return ("负" if neg else "") + s


_ONES = [
    "",
    "ONE",
    "TWO",
    "THREE",
    "FOUR",
    "FIVE",
    "SIX",
    "SEVEN",
    "EIGHT",
    "NINE",
    "TEN",
    "ELEVEN",
    "TWELVE",
    "THIRTEEN",
    "FOURTEEN",
    "FIFTEEN",
    "SIXTEEN",
    "SEVENTEEN",
    "EIGHTEEN",
    "NINETEEN",
]
_TENS = ["", "", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY"]


def en_words(n):
    if n == 0:
        return "ZERO"
    out = []
    for div, name in ((10**9, "BILLION"), (10**6, "MILLION"), (1000, "THOUSAND"), (1, "")):
        q = n // div
        n %= div
        if not q:
            continue
        h, t = q // 100, q % 100
        w = []
        if h:
            w.append(_ONES[h] + " HUNDRED")
        if t:
            w.append(_ONES[t] if t < 20 else _TENS[t // 10] + ("-" + _ONES[t % 10] if t % 10 else ""))
        out.append(" ".join(w) + (" " + name if name else ""))
    return " ".join(out)


def amount_words(amount, cur="US DOLLARS"):
    d = dec(amount)
    cents = int(d * 100) % 100
    s = f"SAY {cur} {en_words(int(d))}"
    if cents:
        s += f" AND CENTS {en_words(cents)}"
    return s + " ONLY"


CN_NUM = "〇一二三四五六七八九"


def cn_small(n):
    if n < 10:
        return CN_NUM[n]
    if n < 20:
        return "十" + (CN_NUM[n % 10] if n % 10 else "")
    return CN_NUM[n // 10] + "十" + (CN_NUM[n % 10] if n % 10 else "")


def date_upper(d):
    return (
        "".join(CN_NUM[int(c)] for c in str(d.year))
        + "年"
        + cn_small(d.month)
        + "月"
        + cn_small(d.day)
        + "日"
    )


MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def dfmt(d, style):
    y, m, dd = d.year, d.month, d.day
    return {
        "iso": f"{y:04d}-{m:02d}-{dd:02d}",
        "zh": f"{y:d}年{m:d}月{dd:d}日",
        "zh0": f"{y:d}年{m:02d}月{dd:02d}日",
        "zhs": f"{y:d} 年 {m:d} 月 {dd:d} 日",
        "up": date_upper(d),
        "slash": f"{y:d}/{m:02d}/{dd:02d}",
        "dot": f"{y:d}.{m:02d}.{dd:02d}",
        "us": f"{m:02d}/{dd:02d}/{y:d}",
        "uk": f"{dd:02d}/{m:02d}/{y:d}",
        "long": f"{MONTHS[m - 1]} {dd:d}, {y:d}",
        "short": f"{MONTHS[m - 1][:3]} {dd:d}, {y:d}",
        "dmy": f"{dd:d} {MONTHS[m - 1]} {y:d}",
        "dmys": f"{dd:d} {MONTHS[m - 1][:3]} {y:d}",
        "dmon": f"{dd:02d}-{MONTHS[m - 1][:3]}-{y:d}",
    }[style]


def date_variants(d):
    y, m, dd = d.year, d.month, d.day
    mon, mo3 = MONTHS[m - 1], MONTHS[m - 1][:3]
    suf = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    v = {
        dfmt(d, s)
        for s in (
            "iso",
            "zh",
            "zh0",
            "up",
            "slash",
            "dot",
            "us",
            "uk",
            "long",
            "short",
            "dmy",
            "dmys",
            "dmon",
        )
    }
    v |= {
        f"{y:d}/{m:d}/{dd:d}",
        f"{y:d}.{m:d}.{dd:d}",
        f"{y:d}-{m:d}-{dd:d}",
        f"{mo3}. {dd:d}, {y:d}",
        f"{dd:d}{suf} {mon} {y:d}",
        f"{mon} {dd:d}{suf}, {y:d}",
        f"{dd:d} {mon}, {y:d}",
        f"{dd:02d}.{m:02d}.{y:d}",
        f"{y:d}年{m:d}月{dd:d}号",
    }
    return v


ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def id_check(s17):
    return "10X98765432"[sum(int(c) * w for c, w in zip(s17, ID_W, strict=True)) % 11]


def id_number(region, birth, order2, male, rng):
    sexd = rng.choice([1, 3, 5, 7, 9]) if male else rng.choice([0, 2, 4, 6, 8])
    s17 = f"{region}{birth.year:04d}{birth.month:02d}{birth.day:02d}{order2:02d}{sexd:d}"
    return s17 + id_check(s17)


def id_valid(idn):
    return len(idn) == 18 and idn[:17].isdigit() and id_check(idn[:17]) == idn[17]


_USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
_USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc(region, rng):
    """Unified social credit code (GB 32100) with a valid organisation-code and final check char."""
    alpha = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    body = "".join(rng.choice(alpha) for _ in range(8))
    val = lambda ch: int(ch) if ch.isdigit() else ord(ch) - 55  # noqa: E731
    c9 = 11 - sum(val(ch) * w for ch, w in zip(body, [3, 7, 9, 10, 5, 8, 4, 2], strict=True)) % 11
    c9 = "X" if c9 == 10 else ("0" if c9 == 11 else str(c9))
    s17 = "91" + region + body + c9
    if "X" in c9:
        # X is not in the GB 32100 alphabet; re-draw
        return uscc(region, rng)
    t = sum(_USCC_CH.index(ch) * w for ch, w in zip(s17, _USCC_W, strict=True))
    c = (31 - t % 31) % 31
    return s17 + _USCC_CH[c]


def digits(rng, n, first_nonzero=True):
    s = str(rng.randint(1, 9)) if first_nonzero else str(rng.randint(0, 9))
    return s + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def garble(rng, n):
    alpha = "0123456789<>+-*/"
    return "".join(rng.choice(alpha) for _ in range(n))


# --------------------------------------------------------------------------
# invoice line arithmetic
# --------------------------------------------------------------------------
def lines_calc(items, tax_included=False):
    """items: (name, spec, unit, qty, price, rate).  Returns rows with amount/tax and totals."""
    rows, net, tax = [], dec(0), dec(0)
    for it in items:
        name, spec, unit, qty, price, rate = it[:6]
        amt = dec(Decimal(str(qty)) * Decimal(str(price)))
        t = dec(it[6]) if len(it) > 6 else dec(amt * Decimal(str(rate)))
        rows.append(dict(name=name, spec=spec, unit=unit, qty=qty, price=price, rate=rate, amount=amt, tax=t))
        net += amt
        tax += t
    return rows, net, tax, net + tax


def qty_s(q):
    return (f"{q:g}") if isinstance(q, float) else str(q)


def pct(rate):
    return "%g%%" % (float(rate) * 100)


# --------------------------------------------------------------------------
# gold checking
# --------------------------------------------------------------------------
INVOICE_FIELDS = ["invoiceNumber", "date", "sellerName", "buyerName", "totalAmount", "taxAmount"]
CONTRACT_FIELDS = ["contractNumber", "contractTitle", "partyA", "partyB", "signDate", "contractAmount"]
ID_FIELDS = [
    "name",
    "sex",
    "ethnicity",
    "birthDate",
    "address",
    "idNumber",
    "issuingAuthority",
    "validPeriod",
]
AMOUNT_FIELDS = {"totalAmount", "taxAmount", "contractAmount"}
DATE_FIELDS = {"date", "signDate", "birthDate"}


def norm(s):
    return re.sub(r"\s+", "", s).lower()


def _pat(v, numeric):
    v = re.escape(norm(v))
    if numeric:
        return re.compile(r"(?<!\d)(?<!\d[.,])" + v + r"(?![\d]|[.,]\d)")
    return re.compile(v)


def value_patterns(field, value):
    """Regexes (over normalised text) accepting reasonable printed forms of a gold value."""
    pats = []
    if field in AMOUNT_FIELDS:
        d = dec(value)
        neg = d < 0
        a = abs(d)
        forms = [money(a, True), money(a, False)]
        if a == int(a):
            forms += [money(a, True, 0), money(a, False, 0)]
        ups = {rmb_upper(a), rmb_upper(a, "圆"), rmb_upper(a, zheng=""), rmb_upper(a, "圆", "")}
        for f in forms:
            if neg:
                for pre in ("-", "−", "－", "¥-", "-¥", "$-", "-$"):
                    pats.append(re.compile(r"(?<!\d)(?<!\d[.,])" + re.escape(pre + f) + r"(?![\d]|[.,]\d)"))
                pats.append(re.compile(r"\(" + re.escape(f) + r"\)"))
            else:
                pats.append(re.compile(r"(?<!\d)(?<!\d[.,])(?<![\-−－])" + re.escape(f) + r"(?![\d]|[.,]\d)"))
        for u in ups:
            if u:
                if neg:
                    for pre in ("负", "(负数)", "（负数）"):
                        pats.append(re.compile(re.escape(pre + u)))
                else:
                    pats.append(re.compile(r"(?<!负)(?<!负数\))(?<!负数）)" + re.escape(u)))
    elif field in DATE_FIELDS:
        d = datetime.date.fromisoformat(value)
        for f in date_variants(d):
            pats.append(_pat(f, True))
    elif field == "validPeriod":
        a, b = value.split("至")
        da = datetime.date.fromisoformat(a)
        fa = [dfmt(da, s) for s in ("dot", "iso", "zh", "zh0", "slash")]
        if b == "长期":
            fb = ["长期"]
        else:
            db = datetime.date.fromisoformat(b)
            fb = [dfmt(db, s) for s in ("dot", "iso", "zh", "zh0", "slash")]
        for x in fa:
            for y in fb:
                for sep in ("-", "—", "－", "至", "~", "–"):
                    pats.append(_pat(x + sep + y, True))
    else:
        pats.append(
            _pat(
                value, field in ("invoiceNumber", "idNumber", "contractNumber") and norm(value)[:1].isdigit()
            )
        )
    return pats


def check_value_format(field, value):
    if field in AMOUNT_FIELDS:
        return re.fullmatch(r"-?\d+\.\d\d", value) is not None
    if field in DATE_FIELDS:
        try:
            datetime.date.fromisoformat(value)
            return re.fullmatch(r"\d{4}-\d\d-\d\d", value) is not None
        except ValueError:
            return False
    if field == "validPeriod":
        return re.fullmatch(r"\d{4}-\d\d-\d\d至(\d{4}-\d\d-\d\d|长期)", value) is not None
    if field == "sex":
        return value in ("男", "女")
    if field == "ethnicity":
        return not value.endswith("族")
    return bool(value.strip()) and "\n" not in value


def check_stream(path, st, gold):
    """Re-open the saved PDF and verify the gold against what is printed."""
    errs = []
    doc = fitz.open(path)
    if doc.page_count != gold["pages"]:
        errs.append(f"page count {doc.page_count:d} != {gold['pages']:d}")
    texts = []
    for i, page in enumerate(doc):
        info = st.pages[i]
        t = page.get_text()
        if info["scan"]:
            if t.strip():
                errs.append(f"p{i + 1:d}: scanned page has a text layer")
            if len(page.get_images()) != 1:
                errs.append(f"p{i + 1:d}: scanned page should hold exactly one image")
            texts.append((norm("".join(info["log"])), norm("\u2502".join(info["log"]))))
        else:
            texts.append((norm(t), norm(re.sub(r"\s*\n\s*", "\u2502", t))))
    # segments
    segs = gold["segments"]
    expect = 1
    for k, s in enumerate(segs):
        if s["start_page"] != expect or s["end_page"] < s["start_page"]:
            errs.append(f"segment {k + 1:d} bad range")
        expect = s["end_page"] + 1
    if expect != gold["pages"] + 1:
        errs.append("segments do not cover all pages")
    allowed = {"invoice": INVOICE_FIELDS, "contract": CONTRACT_FIELDS, "id_card": ID_FIELDS, "other": []}
    seen = set()
    for f in gold["fields"]:
        si, field, value, pg = f["segment"], f["field"], f["value"], f["page"]
        tag = f"seg{si:d} {field}={value!r} p{pg:d}"
        seg = segs[si - 1]
        if field not in allowed[seg["doc_type"]]:
            errs.append(tag + ": field not allowed for " + seg["doc_type"])
        if (si, field) in seen:
            errs.append(tag + ": duplicate")
        seen.add((si, field))
        if not (seg["start_page"] <= pg <= seg["end_page"]):
            errs.append(tag + ": page outside segment")
            continue
        if not check_value_format(field, value):
            errs.append(tag + ": bad value format")
        pats = value_patterns(field, value)
        printed = st.found[(si - 1, field)][2]
        if not any(p.search(norm(printed)) for p in pats):
            errs.append(tag + f": printed form {printed!r} does not normalise to gold")
        if not any(p.search(t) for p in pats for t in texts[pg - 1]):
            errs.append(tag + ": not found on its page")
        for q in range(seg["start_page"], pg):
            if any(p.search(t) for p in pats for t in texts[q - 1]):
                errs.append(tag + f": already printed on earlier page {q:d}")
    # id-card consistency
    for si, seg in enumerate(segs, 1):
        if seg["doc_type"] != "id_card":
            continue
        fv = {f["field"]: f["value"] for f in gold["fields"] if f["segment"] == si}
        idn = fv.get("idNumber")
        if idn:
            if not id_valid(idn):
                errs.append(f"seg{si:d}: id number check digit wrong")
            if "birthDate" in fv and fv["birthDate"].replace("-", "") != idn[6:14]:
                errs.append(f"seg{si:d}: birth date disagrees with id number")
            if "sex" in fv and (int(idn[16]) % 2 == 1) != (fv["sex"] == "男"):
                errs.append(f"seg{si:d}: sex disagrees with id number")
    for si, seg in enumerate(segs, 1):
        if seg["doc_type"] == "other" and any(f["segment"] == si for f in gold["fields"]):
            errs.append(f"seg{si:d}: other segment has fields")
    doc.close()
    return errs


# --------------------------------------------------------------------------
# flowing text documents (contracts, letters)
# --------------------------------------------------------------------------
class Flow:
    """Flows headings/paragraphs over pages.  scans: {n: True|dict} marks the n-th page (1-based) scanned."""

    def __init__(
        self,
        st,
        font="zh",
        size=10.5,
        left=72,
        right=None,
        top=78,
        bottom=None,
        pagesize=(A4W, A4H),
        scans=None,
        header=None,
        leading=1.75,
    ):
        self.st, self.font, self.size, self.leading = st, font, size, leading
        self.pw, self.ph = pagesize
        self.left, self.right = left, (right if right is not None else self.pw - left)
        self.top, self.bottom = top, (bottom if bottom is not None else self.ph - 72)
        self.scans = scans or {}
        self.header = header
        self.n = 0
        self.new_page()

    @property
    def width(self):
        return self.right - self.left

    def new_page(self):
        self.n += 1
        self.c = self.st.page(self.pw, self.ph, scan=self.scans.get(self.n))
        self.y = self.top
        if self.header:
            self.header(self.c, self.n)

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def space(self, dy):
        self.y += dy

    def title(self, s, size=18, cs=0, gap=16, bold=True, font=None, color=BLACK):
        self.need(size * 2)
        self.c.text(
            self.pw / 2, self.y + size, s, size, font or self.font, color, align="c", cs=cs, bold=bold
        )
        self.y += size + gap

    def line(self, s, size=None, font=None, x=None, align="l", bold=False, gap=None, color=BLACK):
        size = size or self.size
        self.need(size * self.leading)
        xx = self.left if x is None else x
        if align == "r":
            xx = self.right
        elif align == "c":
            xx = (self.left + self.right) / 2
        self.c.text(xx, self.y + size, s, size, font or self.font, color, align=align, bold=bold)
        self.y += size * self.leading if gap is None else gap

    def p(self, s, size=None, font=None, indent=None, gap=3, bold=False, x=None, leading=None):
        size = size or self.size
        font = font or self.font
        lead = leading or self.leading
        x = self.left if x is None else x
        ind = (2 * size if font == "zh" else 0) if indent is None else indent
        for i, ln in enumerate(self.c.wrap(s, self.right - x, size, font, ind)):
            self.need(size * lead)
            self.c.text(x + (ind if i == 0 else 0), self.y + size, ln, size, font, BLACK, bold=bold)
            self.y += size * lead
        self.y += gap

    def h(self, s, size=None, gap=4, font=None):
        size = (size or self.size) + 0.5
        self.need(size * 3.2)
        self.y += 4
        self.c.text(self.left, self.y + size, s, size, font or self.font, BLACK, bold=True)
        self.y += size * self.leading + gap

    def table(self, colw, rows, rowh=20, size=9.5, **kw):
        h = sum(rowh) if isinstance(rowh, list) else rowh * len(rows)
        self.need(h + 4)
        self.y = self.c.table(self.left, self.y, colw, rows, rowh, size, kw.pop("font", self.font), **kw) + 8

    def brk(self, scan=None):
        if scan is not None:
            self.scans[self.n + 1] = scan
        self.new_page()
