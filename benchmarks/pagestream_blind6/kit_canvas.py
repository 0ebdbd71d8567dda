"""Drawing primitives for pagestream_blind6: Canvas (text, wrapping, tables, seals, QR / barcodes, photos,
embedded pages) and page footers."""

import math
import re

from kit import _BASE14, BLACK, GREY, RED, _font_paths, _is_cjk, fitz, font_obj, resolve_font

# --------------------------------------------------------------------------
# canvas: text, graphics, tables, seals
# --------------------------------------------------------------------------
TAG = re.compile(r"\x01(\d+)\x02")


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
