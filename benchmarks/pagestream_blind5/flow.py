"""Flowing multi-page layout (contracts, agreements, letters) on top of pslib.P."""

from __future__ import annotations

from pslib import A4, BLACK, GRAY, P, tlen, wrap
from psstream import Stream


def footer_text(style: str, i: int, n: int) -> str:
    return {
        "cn": f"第{i}页 共{n}页",
        "cn_slash": f"第 {i} 页 / 共 {n} 页",
        "en": f"Page {i} of {n}",
        "dash": f"- {i} -",
        "frac": f"{i}/{n}",
        "num": f"{i}",
        "cn_only": f"第{i}页",
    }.get(style, "")


class Flow:
    def __init__(
        self,
        st: Stream,
        scan=None,
        margins=(72, 78, 72, 72),
        size=10.5,
        lead=1.75,
        font="cjk",
        header=None,
        footer="cn",
        footer_align="c",
        size_page=A4,
        scan_pages=None,
        first_header=True,
    ):
        self.S = st
        self.scan = scan
        self.scan_pages = scan_pages  # None = all pages use `scan`; else set of 0-based idx
        self.ml, self.mt, self.mr, self.mb = margins
        self.size, self.lead, self.font = size, lead, font
        self.header, self.footer, self.footer_align = header, footer, footer_align
        self.size_page = size_page
        self.first_header = first_header
        self.pages: list[P] = []
        self.p: P | None = None
        self.y = 0.0
        self.newpage()

    @property
    def width(self):
        return self.size_page[0] - self.ml - self.mr

    @property
    def bottom(self):
        return self.size_page[1] - self.mb

    def newpage(self):
        idx = len(self.pages)
        sc = self.scan
        if self.scan_pages is not None:
            sc = self.scan if idx in self.scan_pages else None
        self.p = self.S.page(scan=dict(sc) if isinstance(sc, dict) else sc, size=self.size_page)
        self.pages.append(self.p)
        self.y = self.mt + self.size
        return self.p

    def need(self, h):
        if self.y + h > self.bottom:
            self.newpage()

    def gap(self, h):
        self.y += h

    def title(self, text, size=18, align="c", bold=True, boxed=False, after=14, font=None, spacing=False):
        font = font or self.font
        if spacing:
            text = " ".join(text) if font == "cjk" else text
        self.need(size * 2)
        self.y += size * 0.4
        x = {"c": self.ml + self.width / 2, "l": self.ml, "r": self.ml + self.width}[align]
        self.p.text(x, self.y, text, size, font, align=align, bold=bold)
        if boxed:
            w = tlen(text, size, font)
            x0 = x - w / 2 - 12 if align == "c" else x - 8
            self.p.rect(x0, self.y - size * 1.05, x0 + w + 24, self.y + size * 0.45, width=1.2)
        self.y += after + size * 0.3 + self.size

    def para(
        self,
        text,
        indent=2,
        size=None,
        font=None,
        lead=None,
        color=BLACK,
        after=3,
        align="l",
        bold=False,
        x_off=0,
    ):
        size = size or self.size
        font = font or self.font
        lead = lead or self.lead
        ind = indent * size if font == "cjk" else indent
        lines = wrap(text, self.width - x_off, size, font, first_indent=ind)
        for i, ln in enumerate(lines):
            if self.y > self.bottom:
                self.newpage()
            x = self.ml + x_off + (ind if i == 0 else 0)
            if align == "c":
                self.p.text(self.ml + self.width / 2, self.y, ln, size, font, color, "c", bold=bold)
            elif align == "r":
                self.p.text(self.ml + self.width, self.y, ln, size, font, color, "r", bold=bold)
            else:
                self.p.text(x, self.y, ln, size, font, color, bold=bold)
            self.y += size * lead
        self.y += after

    def heading(self, text, size=None, after=2, font=None):
        size = size or self.size + 0.5
        self.need(size * 4)
        self.y += 3
        self.p.text(self.ml, self.y, text, size, font or self.font, bold=True)
        self.y += size * self.lead + after

    def clause(self, head, body, indent=2):
        """'第X条 head' as bold line then body paragraphs (list or str)."""
        self.heading(head)
        for b in [body] if isinstance(body, str) else body:
            self.para(b, indent=indent)

    def line_kv(self, label, value, size=None, x_val=None, font=None):
        size = size or self.size
        if self.y > self.bottom:
            self.newpage()
        font = font or self.font
        self.p.text(self.ml, self.y, label, size, font)
        xv = self.ml + (x_val if x_val is not None else tlen(label, size, font) + 2)
        self.p.text(xv, self.y, value, size, font)
        self.y += size * self.lead

    def table(self, widths, rows, rh=20, size=9.5, **kw):
        hs = rh if isinstance(rh, (list, tuple)) else [rh] * len(rows)
        self.need(sum(hs[:2]) + 4)
        # split across pages row by row
        i = 0
        while i < len(rows):
            avail = self.bottom - self.y
            j, tot = i, 0.0
            while j < len(rows) and tot + hs[j] <= avail:
                tot += hs[j]
                j += 1
            if j == i:
                self.newpage()
                continue
            self.p.table(self.ml, self.y - self.size, widths, rows[i:j], rh=hs[i:j], size=size, **kw)
            self.y += tot
            i = j
            if i < len(rows):
                self.newpage()
        self.y += 6

    def finish(self):
        n = len(self.pages)
        for i, p in enumerate(self.pages, 1):
            if self.header and (self.first_header or i > 1):
                self.header(p, i, n)
            if self.footer:
                s = footer_text(self.footer, i, n) if isinstance(self.footer, str) else self.footer(i, n)
                if s:
                    pw, ph = self.size_page
                    x = {"c": pw / 2, "r": pw - self.mr, "l": self.ml}[self.footer_align]
                    p.text(x, ph - self.mb / 2 + 4, s, 9, "cjk", GRAY, align=self.footer_align)
        return self.pages


def simple_header(left: str, right: str = "", color=GRAY, size=8.5, line=True, font="cjk"):
    def _h(p: P, i, n):
        p.text(72, 48, left, size, font, color)
        if right:
            p.text(p.W - 72, 48, right.format(i=i, n=n), size, font, color, align="r")
        if line:
            p.line(72, 54, p.W - 72, 54, width=0.5, color=color)

    return _h
