"""Drawing canvas, page-stream builder and scan simulation (PyMuPDF + numpy only)."""

from __future__ import annotations

import contextlib
import itertools
import math
import random

import numpy as np
import pymupdf as fitz
from scan import render_scan

SIZES = {
    "a4": (595.28, 841.89),
    "a4l": (841.89, 595.28),
    "a5": (419.53, 595.28),
    "a5l": (595.28, 419.53),
    "letter": (612.0, 792.0),
    "fapiao": (680.31, 396.85),  # 240 x 140 mm paper fapiao
    "edoc": (595.28, 396.85),  # 210 x 140 mm e-invoice
    "rail": (595.28, 340.16),  # 210 x 120 mm
    "roll": (215.43, 566.93),  # 76 x 200 mm roll receipt
    "dl": (623.62, 311.81),  # DL envelope 220 x 110 mm
}
BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)
LIGHT = (0.85, 0.85, 0.85)
RED = (0.82, 0.12, 0.12)
BROWN = (0.55, 0.32, 0.12)
BLUE = (0.1, 0.22, 0.55)
NAVY = (0.05, 0.12, 0.35)
GREEN = (0.1, 0.45, 0.25)
BOLD = {"helv": "hebo", "tiro": "tibo", "cour": "cobo", "hebo": "hebo", "tibo": "tibo", "cobo": "cobo"}
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


def _latin(ch: str) -> bool:
    return ord(ch) <= 0xFF


def split_runs(s: str) -> list[tuple[bool, str]]:
    """Split text into (is_latin, run) pieces so Latin-1 uses a base-14 font and the rest china-s."""
    out: list[tuple[bool, str]] = []
    for ch in s:
        lat = _latin(ch)
        if out and out[-1][0] == lat:
            out[-1] = (lat, out[-1][1] + ch)
        else:
            out.append((lat, ch))
    return out


def text_width(s: str, size: float, font: str = "helv") -> float:
    w = 0.0
    for lat, run in split_runs(s):
        w += fitz.get_text_length(run, fontname=font, fontsize=size) if lat else len(run) * size
    return w


class Canvas:
    """One page being drawn; remembers every string drawn on it."""

    def __init__(self, page: fitz.Page, stream: Stream, scanned: bool) -> None:
        self.page = page
        self.st = stream
        self.scanned = scanned
        self.strings: list[str] = []
        self.w = page.rect.width
        self.h = page.rect.height

    # ---- text -------------------------------------------------------------
    def text(self, x, y, s, size=9.0, font="helv", color=BLACK, align="l", bold=False, fld=None):
        s = str(s)
        if bold:
            font = BOLD.get(font, font)
        w = text_width(s, size, font)
        if align == "c":
            x -= w / 2
        elif align == "r":
            x -= w
        cx = x
        for lat, run in split_runs(s):
            if lat:
                self.page.insert_text((cx, y), run, fontname=font, fontsize=size, color=color)
                cx += fitz.get_text_length(run, fontname=font, fontsize=size)
            else:
                mode = 2 if bold else 0
                self.page.insert_text(
                    (cx, y),
                    run,
                    fontname="china-s",
                    fontsize=size,
                    color=color,
                    fill=color,
                    render_mode=mode,
                    border_width=0.03,
                )
                cx += len(run) * size
        if s.strip():
            self.strings.append(s)
        if fld:
            self.st.field(*fld)
        return w

    def spaced(self, x, y, s, size=16.0, gap=None, color=BLACK, align="c", bold=True, font="helv"):
        """Letter-spaced title drawn character by character."""
        gap = size * 0.6 if gap is None else gap
        widths = [text_width(ch, size, BOLD.get(font, font) if bold else font) for ch in s]
        total = sum(widths) + gap * (len(s) - 1)
        cx = x - total / 2 if align == "c" else x
        for ch, cw in zip(s, widths, strict=True):
            self.text(cx, y, ch, size, font=font, color=color, bold=bold)
            cx += cw + gap
        return total

    def lines(self, x, y, rows, size=9.0, lead=None, font="helv", color=BLACK):
        lead = lead or size * 1.5
        for r in rows:
            if isinstance(r, tuple):
                self.text(x, y, r[0], size, font=font, color=color, fld=r[1])
            else:
                self.text(x, y, r, size, font=font, color=color)
            y += lead
        return y

    def wrap(self, s, width, size, font="helv") -> list[str]:
        """Greedy wrap: words for Latin text, characters for CJK (ASCII runs kept whole)."""
        tokens: list[str] = []
        for lat, run in split_runs(s):
            if lat:
                tokens.extend(p for p in run.replace(" ", " \0").split("\0") if p)
            else:
                tokens.extend(run)
        out, cur = [], ""
        for t in tokens:
            if cur and text_width(cur + t.rstrip(), size, font) > width:
                out.append(cur.rstrip())
                cur = t.lstrip()
            else:
                cur += t
        if cur.strip():
            out.append(cur.rstrip())
        return out

    def para(self, x, y, width, s, size=9.0, lead=None, font="helv", color=BLACK, indent=0.0, fld=None):
        lead = lead or size * 1.55
        rows = self.wrap(s, width - indent, size, font)
        for i, r in enumerate(rows):
            self.text(x + (indent if i == 0 else 0), y, r, size, font=font, color=color)
            y += lead
        if fld:
            for f in fld:
                self.st.field(*f)
        return y

    def vtext(self, x, y, s, size=9.0, lead=None, color=BLACK, bold=False):
        """Vertical text, one character per line."""
        lead = lead or size * 1.25
        for ch in s:
            if ch.strip():
                self.text(x, y, ch, size, color=color, align="c", bold=bold)
            y += lead
        return y

    def form(self, x, y, rows, size=8.5, color=BLACK, w=0.6):
        """rows: (height, [(width, text | (text, fld)), ...]); text may hold '\\n'. Returns bottom y."""
        x1 = x + sum(cw for cw, _ in rows[0][1])
        top = y
        for rh, cells in rows:
            cx = x
            for cw, cell in cells:
                val, fld = cell if isinstance(cell, tuple) else (cell, None)
                parts = str(val).split("\n")
                ty = y + rh / 2 - (len(parts) - 1) * size * 0.6 + size * 0.35
                for i, ptxt in enumerate(parts):
                    if ptxt:
                        self.text(cx + 3, ty + i * size * 1.2, ptxt, size, fld=fld if i == 0 else None)
                if cx > x:
                    self.line(cx, y, cx, y + rh, w * 0.8, color)
                cx += cw
            y += rh
            self.line(x, y, x1, y, w * 0.8, color)
        self.rect(x, top, x1, y, w * 1.3, color)
        return y

    # ---- graphics ---------------------------------------------------------
    def line(self, x0, y0, x1, y1, w=0.6, color=BLACK, dashes=None):
        self.page.draw_line((x0, y0), (x1, y1), color=color, width=w, dashes=dashes)

    def rect(self, x0, y0, x1, y1, w=0.6, color=BLACK, fill=None):
        self.page.draw_rect(fitz.Rect(x0, y0, x1, y1), color=color, width=w, fill=fill)

    def grid(self, x, y, widths, heights, w=0.6, color=BLACK):
        x1, y1 = x + sum(widths), y + sum(heights)
        self.rect(x, y, x1, y1, w, color)
        cy = y
        for h in heights[:-1]:
            cy += h
            self.line(x, cy, x1, cy, w * 0.8, color)
        cx = x
        for wd in widths[:-1]:
            cx += wd
            self.line(cx, y, cx, y1, w * 0.8, color)

    def table(
        self, x, y, widths, rows, row_h=16.0, size=8.5, aligns=None, color=BLACK, head=True, lines=True
    ):
        """Draw rows of cells; cell may be str or (str, (field, value)). Returns bottom y."""
        aligns = aligns or "l" * len(widths)
        for ri, row in enumerate(rows):
            cx = x
            for ci, cell in enumerate(row):
                val, fld = cell if isinstance(cell, tuple) else (cell, None)
                a, wd = aligns[ci], widths[ci]
                tx = cx + 3 if a == "l" else (cx + wd - 3 if a == "r" else cx + wd / 2)
                if val != "":
                    self.text(tx, y + row_h * 0.68, val, size, align=a, bold=head and ri == 0, fld=fld)
                cx += wd
            y += row_h
        if lines:
            self.grid(x, y - row_h * len(rows), widths, [row_h] * len(rows), 0.5, color)
        return y

    def qr(self, x, y, size, seed: int, cells=25):
        rng = random.Random(seed)
        cs = size / cells
        for i in range(cells):
            for j in range(cells):
                finder = min(i, j) < 7 and (i < 7 or i >= cells - 7) and (j < 7 or j >= cells - 7)
                on = rng.random() < 0.5 if not finder else _finder(i % (cells - 7), j % (cells - 7))
                if on:
                    self.page.draw_rect(
                        fitz.Rect(x + j * cs, y + i * cs, x + (j + 1) * cs, y + (i + 1) * cs),
                        color=None,
                        fill=BLACK,
                        width=0,
                    )

    def barcode(self, x, y, w, h, seed: int):
        rng = random.Random(seed)
        cx = x
        while cx < x + w:
            bw = rng.choice((0.6, 0.6, 1.2, 1.8))
            if rng.random() < 0.55:
                self.page.draw_rect(fitz.Rect(cx, y, cx + bw, y + h), color=None, fill=BLACK, width=0)
            cx += bw

    def photo(self, x, y, w, h, tone=0.55):
        self.rect(x, y, x + w, y + h, 0, None, fill=(0.88, 0.92, 0.97))
        g = (tone, tone, tone)
        self.page.draw_circle((x + w / 2, y + h * 0.38), w * 0.22, color=None, fill=g)
        self.page.draw_oval(
            fitz.Rect(x + w * 0.12, y + h * 0.62, x + w * 0.88, y + h * 1.15), color=None, fill=g
        )
        self.rect(x, y + h, x + w, y + h * 1.2, 0, None, fill=(1, 1, 1))

    def signature(self, x, y, w=70, seed=1, color=NAVY):
        rng = random.Random(seed)
        pts = [fitz.Point(x + i * w / 14, y - rng.uniform(-7, 9)) for i in range(15)]
        for a, b in itertools.pairwise(pts):
            self.page.draw_line(a, b, color=color, width=1.1)

    def seal(self, cx, cy, r, text, center="", star=True, color=RED, oval=False, below=""):
        """Red seal; its text is decoration only (rasterised as an image on digital pages)."""
        rx, ry = (r * 1.45, r) if oval else (r, r)
        if self.scanned:
            _draw_seal(self.page, cx, cy, rx, ry, text, center, star, color, below)
            self.strings.extend(ch for ch in text + center + below if ch.strip())
            return
        tmp = fitz.open()
        tp = tmp.new_page(width=self.w, height=self.h)
        _draw_seal(tp, cx, cy, rx, ry, text, center, star, color, below)
        clip = fitz.Rect(cx - rx - 3, cy - ry - 3, cx + rx + 3, cy + ry + 3)
        pix = tp.get_pixmap(clip=clip, dpi=150, alpha=True)
        self.page.insert_image(clip, stream=pix.tobytes("png"))
        tmp.close()


def _finder(i, j):
    return i in (0, 6) or j in (0, 6) or (2 <= i <= 4 and 2 <= j <= 4)


def _draw_seal(page, cx, cy, rx, ry, text, center, star, color, below):
    page.draw_oval(fitz.Rect(cx - rx, cy - ry, cx + rx, cy + ry), color=color, width=max(1.2, ry / 16))
    n = len(text)
    fs = min(ry * 0.3, math.radians(250) * ry * 0.72 / max(n, 1) / 1.08)
    span = n * fs * 1.08 / (ry * 0.72) * 180 / math.pi
    for i, ch in enumerate(text):
        th = 90 + span / 2 - (span * i / max(n - 1, 1))
        t = math.radians(th)
        px, py = cx + rx * 0.72 * math.cos(t), cy - ry * 0.72 * math.sin(t)
        mat = fitz.Matrix(th - 90)
        page.insert_text(
            (px - fs / 2, py + fs * 0.38),
            ch,
            fontname="china-s",
            fontsize=fs,
            color=color,
            morph=(fitz.Point(px, py), mat),
        )
    if star:
        s = ry * 0.28
        pts = []
        for k in range(10):
            a = math.radians(90 + k * 36)
            rr = s if k % 2 == 0 else s * 0.4
            pts.append(fitz.Point(cx + rr * math.cos(a), cy - rr * math.sin(a)))
        page.draw_polyline([*pts, pts[0]], color=color, fill=color, width=0.3)
    cfs = ry * 0.2
    if center:
        page.insert_text(
            (cx - len(center) * cfs * 0.3, cy + cfs * 0.4),
            center,
            fontname="china-s",
            fontsize=cfs * 0.6,
            color=color,
        )
    if below:
        page.insert_text(
            (cx - len(below) * cfs / 2, cy + ry * 0.62), below, fontname="china-s", fontsize=cfs, color=color
        )


# ---- stream builder --------------------------------------------------------
class Stream:
    def __init__(self, name: str, seed: int) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.nrng = np.random.default_rng(seed)
        self.doc = fitz.open()
        self.page_no = 0
        self.segments: list[dict] = []
        self.fields: list[dict] = []
        self.scan_strings: dict[int, list[str]] = {}

    def begin(self, doc_type: str) -> None:
        assert doc_type in FIELDS
        self.segments.append({"start_page": self.page_no + 1, "end_page": None, "doc_type": doc_type})

    def field(self, name: str, value: str) -> None:
        seg = self.segments[-1]
        assert name in FIELDS[seg["doc_type"]], (self.name, name, seg)
        idx = len(self.segments)
        for f in self.fields:
            if f["segment"] == idx and f["field"] == name:
                assert f["value"] == value, (self.name, name, f["value"], value)
                return
        self.fields.append({"segment": idx, "field": name, "value": value, "page": self.page_no})

    def scan(self, **kw) -> dict:
        """Random scan settings; keyword overrides win."""
        r = self.rng
        o = {
            "dpi": r.choice((150, 150, 175, 200)),
            "skew": round(r.uniform(-1.4, 1.4), 2),
            "blur": r.choice((1, 1, 2)),
            "noise": round(r.uniform(3, 9), 1),
            "light": (round(r.uniform(0.0, 0.14), 3), round(r.uniform(0.0, 0.2), 3)),
            "tint": (r.randint(236, 250), r.randint(232, 246), r.randint(214, 236)),
            "gray": r.random() < 0.35,
            "q": r.randint(45, 80),
            "ink": round(r.uniform(0.78, 0.95), 2),
            "specks": r.choice((0.0, 0.0002, 0.0006)),
            "edge": r.choice((0, 0, 0.35)),
        }
        o.update(kw)
        return o

    @contextlib.contextmanager
    def page(self, size="a4", scan: dict | None = None):
        w, h = SIZES[size] if isinstance(size, str) else size
        self.page_no += 1
        if scan is None:
            pg = self.doc.new_page(width=w, height=h)
            yield Canvas(pg, self, False)
            return
        tmp = fitz.open()
        pg = tmp.new_page(width=w, height=h)
        c = Canvas(pg, self, True)
        yield c
        img, pw, ph = render_scan(pg, scan, self.nrng)
        out = self.doc.new_page(width=pw, height=ph)
        out.insert_image(out.rect, stream=img)
        self.scan_strings[self.page_no] = list(c.strings)
        tmp.close()

    def gold(self) -> dict:
        segs = []
        for i, s in enumerate(self.segments):
            end = self.segments[i + 1]["start_page"] - 1 if i + 1 < len(self.segments) else self.page_no
            segs.append({"start_page": s["start_page"], "end_page": end, "doc_type": s["doc_type"]})
        return {"name": self.name, "pages": self.page_no, "segments": segs, "fields": list(self.fields)}

    def save(self, path: str) -> None:
        stamp = "D:20240601093000+08'00'"
        self.doc.set_metadata(
            {
                "title": self.name,
                "author": "",
                "subject": "pagestream_blind8 benchmark stream",
                "keywords": "",
                "creator": "pagestream_blind8/make_streams.py",
                "producer": "PyMuPDF",
                "creationDate": stamp,
                "modDate": stamp,
            }
        )
        self.doc.save(path, garbage=4, deflate=True, no_new_id=True)
