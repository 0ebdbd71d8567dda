"""Flowing text over several pages, used by the multi-page contracts."""

from pdfkit import BLACK, Pg, Seg, tlen, wrap


class Flow:
    def __init__(
        self,
        seg: Seg,
        f="zh",
        sz=10.5,
        w=595,
        h=842,
        scan=None,
        margin=(64, 72, 64, 70),
        header=None,
        footer=None,
        lead=1.9,
    ):
        self.seg, self.f, self.sz, self.pw, self.ph, self.scan = seg, f, sz, w, h, scan
        self.ml, self.mt, self.mr, self.mb = margin
        self.header, self.footer, self.lead = header, footer, lead
        self.pages: list[Pg] = []
        self.pg: Pg | None = None
        self.y = 0.0

    @property
    def width(self):
        return self.pw - self.ml - self.mr

    def new_page(self, w=None, h=None) -> Pg:
        pg = self.seg.page(w or self.pw, h or self.ph, self.scan)
        self.pages.append(pg)
        self.pg = pg
        self.y = self.mt
        if self.header:
            r = self.header(pg, len(self.pages))
            if r:
                self.y = max(self.y, r)
        return pg

    def need(self, hgt):
        if self.pg is None or self.y + hgt > self.pg.h - self.mb:
            self.new_page()

    def gap(self, g):
        self.y += g

    def h(self, text, sz=None, al="c", bold=True, f=None, fld=None, gap=8.0, c=BLACK):
        sz = sz or self.sz * 1.25
        f = f or self.f
        self.need(sz * 2.2)
        self.y += sz * 0.9
        x = {"c": self.pg.w / 2, "l": self.ml, "r": self.pg.w - self.mr}[al]
        if f != "zh" and bold:
            f = {"helv": "hebo", "tiro": "tibo", "cour": "cobo"}.get(f, f)
        self.pg.t(x, self.y, text, f, sz, c, al=al, bold=bold, fld=fld)
        self.y += sz * 0.5 + gap

    def p(self, text, fld=(), indent=None, sz=None, f=None, after=4.0, al="l", x=None, w=None):
        sz = sz or self.sz
        f = f or self.f
        if indent is None:
            indent = 2 * sz if f == "zh" else 0.0
        w = w or self.width
        n = len(wrap(text, f, sz, w - indent)) + 1
        lead = sz * self.lead
        self.need(n * lead)
        self.y += sz
        self.y = self.pg.para(x or self.ml, self.y, w, text, f, sz, lead, fld=fld, indent=indent, al=al)
        self.y += after - sz + sz * 0.2

    def line(self, label, value, fld=None, sz=None, f=None, lw=None, under=False):
        """'label value' on one line, value optionally on an underline."""
        sz = sz or self.sz
        f = f or self.f
        self.need(sz * 2)
        self.y += sz * 1.5
        w = self.pg.t(self.ml, self.y, label, f, sz)
        vx = self.ml + (lw if lw else w + 3)
        self.pg.t(vx, self.y, value, f, sz, fld=fld)
        if under:
            self.pg.line(vx - 2, self.y + 3, vx + max(tlen(value, f, sz) + 20, 160), self.y + 3, 0.5)
        self.y += sz * 0.3

    def finish(self):
        if self.footer:
            n = len(self.pages)
            for i, pg in enumerate(self.pages, 1):
                self.footer(pg, i, n)
        return self.pages


def zh_footer(style="第 {i} 页 共 {n} 页", sz=8.5, skip_first=False):
    def f(pg, i, n):
        if skip_first and i == 1:
            return
        pg.t(pg.w / 2, pg.h - 36, style.format(i=i, n=n - (1 if skip_first else 0)), "zh", sz, al="c")

    return f


def en_footer(left="", style="Page {i} of {n}", sz=8.0, f="helv", rule=True, skip_first=False):
    def ft(pg, i, n):
        if skip_first and i == 1:
            return
        if rule:
            pg.line(60, pg.h - 50, pg.w - 60, pg.h - 50, 0.4)
        if left:
            pg.t(60, pg.h - 38, left, f, sz)
        if style:
            k = i - (1 if skip_first else 0)
            pg.t(pg.w - 60, pg.h - 38, style.format(i=k, n=n - (1 if skip_first else 0)), f, sz, al="r")

    return ft


def running_header(text, f="zh", sz=8.0, skip_first=True, right="", rule=True):
    def hd(pg, i):
        if skip_first and i == 1:
            return None
        pg.t(64, 44, text, f, sz, (0.3, 0.3, 0.3))
        if right:
            pg.t(pg.w - 64, 44, right, f, sz, (0.3, 0.3, 0.3), al="r")
        if rule:
            pg.line(64, 49, pg.w - 64, 49, 0.4, (0.4, 0.4, 0.4))
        return 66

    return hd
