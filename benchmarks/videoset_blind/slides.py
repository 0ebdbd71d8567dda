"""Slide drawing (PyMuPDF pages rendered to RGB arrays) and H.264 encoding for videoset_blind."""

import re

import av
import numpy as np
import pymupdf

W, H, FPS = 1280, 720, 5
KW = "SELECT FROM WHERE AND OR BETWEEN COUNT SUM AVG ROUND AS ON GROUP BY ORDER CASE WHEN THEN END"
TEXT_LOG = []  # every string drawn on a slide; used to check that each token is really shown


def hx(c):
    return tuple(int(c[i : i + 2], 16) / 255 for i in (1, 3, 5))


# ----------------------------------------------------------------------------- slide drawing
class Canvas:
    def __init__(self, bg="#FFFFFF"):
        self.doc = pymupdf.open()
        self.pg = self.doc.new_page(width=W, height=H)
        self.box(0, 0, W, H, bg)

    def box(self, x, y, w, h, fill=None, line=None):
        rect = pymupdf.Rect(x, y, x + w, y + h)
        self.pg.draw_rect(rect, color=line and hx(line), fill=fill and hx(fill), width=1 if line else 0)

    def line(self, x0, y0, x1, y1, col, lw=1.0, dashes=None):
        self.pg.draw_line((x0, y0), (x1, y1), color=hx(col), width=lw, dashes=dashes)

    def text(self, x, y, s, size=22, font="helv", col="#1F2933", align="l"):
        TEXT_LOG.append(s)
        w = pymupdf.get_text_length(s, fontname=font, fontsize=size)
        x = x - w if align == "r" else x - w / 2 if align == "c" else x
        self.pg.insert_text((x, y), s, fontsize=size, fontname=font, color=hx(col))
        return x + w

    def wrap(self, x, y, s, width, size=26, col="#1F2933"):
        line = ""
        for word in s.split():
            trial = f"{line} {word}".strip()
            if line and pymupdf.get_text_length(trial, fontsize=size) > width:
                self.text(x, y, line, size, col=col)
                y, line = y + size * 1.35, word
            else:
                line = trial
        self.text(x, y, line, size, col=col)
        return y + size * 1.35

    def img(self, cursor_target):
        pix = self.pg.get_pixmap(alpha=False)
        a = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.width, pix.n)[:, :, :3].copy()
        self.doc.close()
        return a, cursor_target


def chrome(c, app, crumb):
    """Window title bar plus a breadcrumb strip, as in a recorded desktop or browser tool."""
    c.box(0, 0, W, 38, "#2B2F36")
    for i, col in enumerate(("#FF5F56", "#FFBD2E", "#27C93F")):
        c.pg.draw_circle((22 + i * 20, 19), 6, color=None, fill=hx(col), width=0)
    c.text(W / 2, 25, app, 16, col="#D5D9E0", align="c")
    c.box(0, 38, W, 34, "#F1F3F6", line="#D8DCE2")
    c.text(20, 61, crumb, 16, col="#5A6472")


def title_slide(title, sub, foot, dark=False):
    bg, fg, sc = ("#0F1724", "#F2F5FA", "#9FB0C8") if dark else ("#F7F9FC", "#13233A", "#4A5A70")
    c = Canvas(bg)
    c.box(0, 0, 18, H, "#2F80ED")
    c.box(90, 250, 140, 6, "#2F80ED")
    c.text(90, 320, title, 40, "hebo", fg)
    c.text(90, 370, sub, 24, col=sc)
    c.text(90, 660, foot, 16, col=sc)
    return c.img((1040, 520))


def bullets_slide(title, bullets, page_no, accent="#1F6FB2"):
    c = Canvas("#FFFFFF")
    c.box(0, 0, W, 110, accent)
    c.text(70, 70, title, 36, "hebo", "#FFFFFF")
    y = 190
    for b in bullets:
        c.box(78, y - 16, 12, 12, accent)
        y = c.wrap(110, y, b, 1080) + 22
    c.text(W - 40, H - 24, str(page_no), 16, col="#8A94A3", align="r")
    return c.img((1222, 300))


def dark_slide(title, lines):
    c = Canvas("#111826")
    c.text(80, 110, title, 34, "hebo", "#E8EEF7")
    c.box(80, 130, 120, 4, "#7FD1FF")
    y = 210
    for s in lines:
        c.text(80, y, "-", 26, col="#7FD1FF")
        y = c.wrap(110, y, s, 1080, col="#D3DCE8") + 18
    return c.img((1100, 600))


def config_slide(app, crumb, title, form, ttitle, header, rows, menu, banner=None, hl_row=None):
    """Sidebar + two-column form (labels left, values right) beside a small threshold table."""
    c = Canvas("#EEF1F5")
    chrome(c, app, crumb)
    c.box(0, 72, 210, H - 72, "#1E2A3A")
    c.box(0, 142, 210, 40, "#2F80ED")
    for i, m in enumerate(menu):
        c.text(24, 124 + i * 44, m, 17, col="#E6ECF3" if i == 1 else "#A9B6C7")
    top = 132 if banner else 92
    if banner:
        c.box(230, 84, 1030, 36, "#E3F6E8", line="#53B36B")
        c.text(246, 108, banner, 17, col="#1D6B33")
    c.box(230, top, 530, 696 - top, "#FFFFFF", line="#D8DCE2")
    c.text(250, top + 40, title, 26, "hebo", "#13233A")
    y = top + 80
    for lab, val in form:
        c.text(250, y + 22, lab, 18, col="#5A6472")
        c.box(440, y, 300, 34, "#F8FAFC", line="#C5CCD6")
        c.text(450, y + 23, val, 18, col="#13233A")
        y += 50
    c.box(250, y + 8, 96, 34, "#2F80ED")
    c.text(298, y + 31, "Save", 18, "hebo", "#FFFFFF", "c")
    c.box(360, y + 8, 96, 34, "#FFFFFF", line="#C5CCD6")
    c.text(408, y + 31, "Cancel", 18, col="#3A4656", align="c")
    tx, cw, ty = 790, 420, top + 62
    c.box(tx, top, cw + 40, 80 + 40 * (len(rows) + 1), "#FFFFFF", line="#D8DCE2")
    c.text(tx + 20, top + 40, ttitle, 20, "hebo", "#13233A")
    c.box(tx + 20, ty, cw, 38, "#DDE7F3")
    xs = [tx + 30 + k * cw / len(header) for k in range(len(header))]
    for k, hname in enumerate(header):
        c.text(xs[k], ty + 25, hname, 18, "hebo", "#13233A")
    for r, row in enumerate(rows):
        ry = ty + 38 + r * 40
        if r == hl_row:
            c.box(tx + 20, ry, cw, 40, "#FFF3B0")
            c.text(tx + cw, ry + 26, "edited", 16, "heit", "#C0392B", "r")
        c.line(tx + 20, ry + 40, tx + 20 + cw, ry + 40, "#E2E6EC")
        for k, v in enumerate(row):
            c.text(xs[k], ry + 26, str(v), 18, col="#1F2933")
    return c.img((int(xs[-1] + 90), int(ty + 58 + 40 * (1 if hl_row is None else hl_row))))


def dashboard_slide(app, crumb, title, chips, bars, caption, tiles, ref=None, ylab=""):
    """Dashboard: filter chips, a bar chart drawn as rectangles, KPI tiles and a caption."""
    c = Canvas("#F4F6FA")
    chrome(c, app, crumb)
    c.text(40, 112, title, 26, "hebo", "#13233A")
    x = 40
    for chip in chips:
        w = pymupdf.get_text_length(chip, fontsize=17) + 28
        c.box(x, 128, w, 32, "#E4EEFB", line="#9DBCE6")
        c.text(x + 14, 150, chip, 17, col="#1B4F8F")
        x += w + 12
    c.box(40, 176, 820, 420, "#FFFFFF", line="#D8DCE2")
    c.text(56, 206, ylab, 16, col="#5A6472")
    px, py, pw, ph = 110, 226, 720, 310
    vmax = max([v for _, v in bars] + [ref or 0]) * 1.1
    top = 4 * min(m * 10**e for e in range(7) for m in (1, 2, 2.5, 5) if 4 * m * 10**e >= vmax)
    for k in range(5):
        gy = py + ph - ph * k / 4
        c.line(px, gy, px + pw, gy, "#ECEFF3")
        c.text(px - 8, gy + 5, f"{top * k / 4:,.0f}", 16, col="#8A94A3", align="r")
    slot = pw / len(bars)
    for k, (lab, v) in enumerate(bars):
        bh, bx = ph * v / top, px + k * slot + slot * 0.2
        c.box(bx, py + ph - bh, slot * 0.6, bh, "#4A90D9")
        c.text(bx + slot * 0.3, py + ph - bh - 8, f"{v:,.0f}", 16, col="#3A4656", align="c")
        c.text(bx + slot * 0.3, py + ph + 24, lab, 16, col="#3A4656", align="c")
    if ref:
        ry = py + ph - ph * ref / top
        c.line(px, ry, px + pw, ry, "#D64545", 2, "[8 5] 0")
        c.line(660, 201, 690, 201, "#D64545", 2, "[8 5] 0")
        c.text(700, 207, f"threshold {ref:,.0f}", 16, "hebo", "#D64545")
    for k, (lab, val) in enumerate(tiles):
        ty = 176 + k * 142
        c.box(890, ty, 350, 126, "#FFFFFF", line="#D8DCE2")
        c.text(910, ty + 36, lab, 17, col="#5A6472")
        size = min(34, 310 * 34 / pymupdf.get_text_length(val, fontname="hebo", fontsize=34))
        c.text(910, ty + 92, val, max(16, int(size)), "hebo", "#13233A")
    c.box(40, 618, 1200, 52, "#FFF8E1", line="#E8C96A")
    c.text(60, 652, caption, 22, col="#5C4500")
    return c.img((1160, 690))


def sql_slide(app, crumb, tab, lines):
    """Dark code editor with line numbers and simple SQL highlighting."""
    c = Canvas("#1E1E1E")
    chrome(c, app, crumb)
    c.box(0, 72, W, 36, "#2D2D2D")
    c.box(0, 72, 260, 36, "#1E1E1E")
    c.text(18, 96, tab, 16, col="#E0E0E0")
    c.box(0, 108, 64, H - 140, "#252526")
    for n, ln in enumerate(lines):
        y, x = 150 + 36 * n, 84
        c.text(48, y, str(n + 1), 18, "cour", "#858585", "r")
        TEXT_LOG.append(ln)
        for tok in re.findall(r"--.*|'[^']*'|\w+|\s+|[^\w\s]", ln):
            col = {"-": "#6A9955", "'": "#CE9178"}.get(tok[0], "#D4D4D4")
            col = "#569CD6" if tok.upper() in KW.split() else "#B5CEA8" if tok.isdigit() else col
            x = c.text(x, y, tok, 22, "cour", col) if tok.strip() else x + len(tok) * 13.2
    c.box(0, H - 32, W, 32, "#007ACC")
    c.text(16, H - 10, "Ready   |   read-only session   |   Ln 1, Col 1", 16, col="#FFFFFF")
    return c.img((1120, 160 + 36 * (len(lines) // 2)))


# ----------------------------------------------------------------------------- video encoding
YS, XS = np.mgrid[0:26, 0:18] + 0.5  # mouse-pointer sprite: a white arrow head with a black rim
EDGE = (XS >= 0.5) & (YS >= 1 + (XS - 1.5) * 13 / 12) & (YS <= 20 - (XS - 1) * 5 / 12)
INSIDE = (XS >= 2) & (YS >= 3.2 + (XS - 1) * 13 / 12) & (YS <= 18 - (XS - 1) * 5 / 12)


def write_video(path, slides):
    """slides: [(rgb image, seconds, cursor target)]; 3-frame crossfade, cursor glides to each target."""
    out = av.open(path, "w")
    st = out.add_stream("libx264", rate=FPS)
    st.width, st.height, st.pix_fmt = W, H, "yuv420p"
    st.options = {"crf": "27", "preset": "medium", "threads": "1"}
    cur, prev, n = np.array([640.0, 600.0]), None, 0
    for img, secs, tgt in slides:
        for k in range(round(secs * FPS)):
            f = img.copy()
            if prev is not None and k < 3:
                f = (prev * (1 - (k + 1) / 4) + img * ((k + 1) / 4)).astype(np.uint8)
            t = min(1.0, max(0.0, (k - 2) / 8))
            x, y = (cur + (np.array(tgt, float) - cur) * t * t * (3 - 2 * t)).astype(int)
            patch = f[min(max(y, 0), H - 26) :][:26, min(max(x, 0), W - 18) :][:, :18]
            patch[EDGE] = 0
            patch[INSIDE] = 255
            for pkt in st.encode(av.VideoFrame.from_ndarray(f, format="rgb24")):
                out.mux(pkt)
            n += 1
        prev, cur = img.astype(np.float32), np.array(tgt, float)
    for pkt in st.encode():
        out.mux(pkt)
    out.close()
    return n / FPS
