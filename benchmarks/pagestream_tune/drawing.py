"""Drawing helpers for make_streams.py: text wrapping, Canvas, Stream, Flow."""

from __future__ import annotations

import re
from random import Random

import pymupdf
from common import A4, BLACK, CJK, GRAY, HEBO, HELV, RED


def pick_font(s: str, bold: bool = False) -> pymupdf.Font:
    return (HEBO if bold else HELV) if s.isascii() else CJK


def wrap(s: str, width: float, size: float, indent: float = 0) -> list[tuple[str, int]]:
    """Greedy wrap; returns (line, start offset) pairs. Latin words stay whole, CJK breaks anywhere."""
    font, lines = pick_font(s), []
    for m in re.finditer(r"[^\n]*", s):
        para, base = m.group(), m.start()
        if not para and m.start() > 0 and s[m.start() - 1] != "\n":
            continue
        cur, start, avail = "", base, width - indent
        for tok in re.finditer(r"[A-Za-z0-9.,:;()'&%/+\-\"$#@]+ ?| |.", para):
            t = tok.group()
            hang = t in "，。、；：）》”!,.;:)"  # closing punctuation never starts a line
            if cur and not hang and font.text_length(cur + t.rstrip(), fontsize=size) > avail:
                lines.append((cur.rstrip(), start))
                cur, start, avail = "", base + tok.start(), width
            cur += t
        lines.append((cur.rstrip(), start))
    return lines


class Canvas:
    def __init__(self, page: pymupdf.Page):
        self.page, self.writers = page, {}

    def text(self, x, y, s, size=10, color=BLACK, bold=False, align="l", font=None) -> float:
        if not s:
            return x
        font = font or pick_font(s, bold)
        w = font.text_length(s, fontsize=size)
        x = x - w / 2 if align == "c" else x - w if align == "r" else x
        key = (color, bold and font is CJK)
        if key not in self.writers:
            self.writers[key] = pymupdf.TextWriter(self.page.rect)
        self.writers[key].append((x, y), s, font=font, fontsize=size)
        return x + w

    def para(self, x, y, width, s, size=9, lh=None, **kw) -> float:
        lh = lh or size * 1.5
        for line, _ in wrap(s, width, size):
            self.text(x, y, line, size, **kw)
            y += lh
        return y

    def line(self, x0, y0, x1, y1, w=0.6, color=BLACK, dashes=None):
        self.page.draw_line((x0, y0), (x1, y1), color=color, width=w, dashes=dashes)

    def rect(self, x0, y0, x1, y1, w=0.6, color=BLACK, fill=None, radius=None):
        self.page.draw_rect((x0, y0, x1, y1), color=color, width=w, fill=fill, radius=radius)

    def table(
        self, x, y, widths, rows, rh=16, size=8.5, aligns=None, head=True, color=BLACK, lc=None
    ) -> float:
        xs = [x]
        for w in widths:
            xs.append(xs[-1] + w)
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                s, a = str(cell or ""), (aligns or "l" * len(row))[c]
                sz = size
                while s and pick_font(s).text_length(s, fontsize=sz) > widths[c] - 5 and sz > 5:
                    sz -= 0.5
                tx = xs[c] + 3 if a == "l" else (xs[c] + xs[c + 1]) / 2 if a == "c" else xs[c + 1] - 3
                self.text(tx, y + r * rh + rh / 2 + sz * 0.36, s, sz, color, bold=head and r == 0, align=a)
        for r in range(len(rows) + 1):
            self.line(xs[0], y + r * rh, xs[-1], y + r * rh, 0.6, lc or color)
        for xx in xs:
            self.line(xx, y, xx, y + len(rows) * rh, 0.6, lc or color)
        return y + len(rows) * rh

    def seal(self, cx, cy, name, kind="合同专用章", r=38):
        self.page.draw_circle((cx, cy), r, color=RED, width=1.6)
        half = (len(name) + 1) // 2
        parts = [name] if len(name) <= 9 else [name[:half], name[half:]]
        for i, p in enumerate(parts):
            self.text(cx, cy - r * 0.45 + i * 8.5, p, 6.5 if len(p) > 6 else 7.5, RED, align="c")
        self.text(cx, cy + 6, "★", 12, RED, align="c")
        self.text(cx, cy + r * 0.62, kind, 7.5, RED, align="c")

    def watermark(self, s, size=40, opacity=0.13):
        rect = self.page.rect
        tw = pymupdf.TextWriter(rect)
        font = pick_font(s)
        c = pymupdf.Point(rect.width / 2, rect.height / 2)
        tw.append((c.x - font.text_length(s, fontsize=size) / 2, c.y), s, font=font, fontsize=size)
        tw.write_text(self.page, color=GRAY, opacity=opacity, morph=(c, pymupdf.Matrix(-30)))

    def qr(self, x, y, rng, n=21, cell=2.6):
        for i in range(n):
            for j in range(n):
                ci, cj = i % (n - 7) if i >= n - 7 else i, j % (n - 7) if j >= n - 7 else j
                corner = ci < 7 and cj < 7 and not (i >= n - 7 and j >= n - 7)
                finder = ci in (0, 6) or cj in (0, 6) or (2 <= ci <= 4 and 2 <= cj <= 4)
                if (corner and finder) or (not corner and rng.random() < 0.45):
                    self.rect(
                        x + j * cell, y + i * cell, x + (j + 1) * cell, y + (i + 1) * cell, 0, None, BLACK
                    )

    def flush(self):
        for (color, bold), tw in self.writers.items():
            tw.write_text(self.page, color=color, render_mode=2 if bold else 0)
        self.writers = {}


class Stream:
    """Collects pages of one stream; documents are added with begin/end, fields with field()."""

    def __init__(self, name: str, seed: int, scanned: bool):
        self.name, self.rng, self.all_scan = name, Random(seed), scanned
        self.doc, self.scan, self.segments, self.fields = pymupdf.open(), [], [], []
        self.canvases, self.cur_scan, self.rel, self.deco = [], (), 0, {}

    def add(self, gen, scan=(), fax=None, wm=None, **kw):
        self.cur_scan, self.rel, self.deco = scan, 0, {"fax": fax, "wm": wm}
        gen(self, **kw)

    def page(self, size=A4) -> Canvas:
        page = self.doc.new_page(width=size[0], height=size[1])
        self.scan.append(self.all_scan or self.rel in self.cur_scan)
        self.rel += 1
        cv = Canvas(page)
        self.canvases.append(cv)
        return cv

    @property
    def pno(self) -> int:
        return self.doc.page_count

    def begin(self, doc_type: str):
        self.segments.append({"start_page": self.pno + 1, "end_page": None, "doc_type": doc_type})

    def field(self, name: str, value: str, page: int | None = None):
        self.fields.append(
            {"segment": len(self.segments), "field": name, "value": value, "page": page or self.pno}
        )

    def end(self, pn: str | None = None):
        n = len(self.canvases)
        first = self.pno - n
        for k in self.cur_scan:
            if k < 0:  # negative index: counted from the document's last page
                self.scan[self.pno + k] = True
        for i, cv in enumerate(self.canvases, 1):
            cv.page = self.doc[first + i - 1]  # page objects go stale once later pages are added
            r = cv.page.rect
            if pn:
                label = {
                    "cn": f"第 {i} 页 共 {n} 页",
                    "dash": f"- {i} -",
                    "en": f"Page {i} of {n}",
                    "frac": f"{i}/{n}",
                }
                cv.text(r.width / 2, r.height - 28, label[pn], 8.5, align="c")
            if self.deco["fax"]:
                cv.text(20, 14, f"{self.deco['fax']}    P.{i:02d}/{n:02d}", 7, font=pymupdf.Font("cour"))
                cv.line(20, 18, r.width - 20, 18, 0.4)
            cv.flush()
            if self.deco["wm"]:
                cv.watermark(self.deco["wm"], size=min(40, r.width / 9))
        self.canvases = []
        self.segments[-1]["end_page"] = self.pno


class Flow:
    """Top-to-bottom text flow over as many A4 pages as needed."""

    def __init__(self, st: Stream, size=10.5, lh=1.75, x0=72, x1=523, top=72, bottom=770, header=None):
        self.st, self.size, self.lhf, self.x0, self.x1, self.top, self.bottom = (
            st,
            size,
            lh,
            x0,
            x1,
            top,
            bottom,
        )
        self.header = header
        self.new_page()

    def new_page(self):
        self.cv, self.y = self.st.page(), self.top
        if self.header:
            self.cv.text(self.x0, self.top - 22, self.header, 8, GRAY)
            self.cv.line(self.x0, self.top - 17, self.x1, self.top - 17, 0.5, GRAY)

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def gap(self, h):
        self.y += h

    def para(
        self, s, size=None, indent=2, bold=False, align="l", gap=3, mark=None, color=BLACK, x0=None
    ) -> int:
        size = size or self.size
        lh, x0 = size * self.lhf, x0 or self.x0
        off, page = s.find(mark) if mark else -1, self.st.pno
        for k, (line, start) in enumerate(wrap(s, self.x1 - x0, size, indent * size)):
            self.need(lh)
            if k == 0 or start <= off:
                page = self.st.pno
            x = (self.x0 + self.x1) / 2 if align == "c" else x0 + (indent * size if k == 0 else 0)
            self.cv.text(x, self.y + size, line, size, color, bold=bold, align=align)
            self.y += lh
        self.y += gap
        return page

    def table(self, widths, rows, rh=17, size=8.5, aligns=None) -> int:
        for i, row in enumerate(rows):
            self.need(rh)
            self.cv.table(self.x0, self.y, widths, [row], rh, size, aligns, head=i == 0)
            self.y += rh
        self.y += 6
        return self.st.pno
