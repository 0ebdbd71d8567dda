"""Seals, rubber stamps and fingerprints, rendered to transparent images.

They are images on purpose: a seal overlapping text adds no characters to
the text layer, as with real e-documents that carry a seal picture.
"""

import math

import numpy as np
import pymupdf
from pdfkit import LATIN, RED, ZH, Pg, seed_of, tlen

DPI = 180


def _texture(pix: pymupdf.Pixmap, color, seed: int, strength: float) -> pymupdf.Pixmap:
    rng = np.random.default_rng(seed)
    a = np.frombuffer(pix.samples, np.uint8).reshape(pix.h, pix.w, pix.n)[..., 3].astype(np.float32)
    cell = 6
    coarse = rng.random((pix.h // cell + 2, pix.w // cell + 2)).astype(np.float32)
    noise = np.kron(coarse, np.ones((cell, cell), np.float32))[: pix.h, : pix.w]
    fine = rng.random((pix.h, pix.w)).astype(np.float32)
    a = a * np.clip(1 - strength * (0.7 * noise + 0.3 * fine), 0.15, 1)
    a = (a * 0.88).astype(np.float32)
    out = np.empty((pix.h, pix.w, 4), np.uint8)
    for i in range(3):
        out[..., i] = (color[i] * a / 255.0).astype(np.uint8)
    out[..., 3] = a.astype(np.uint8)
    return pymupdf.Pixmap(pymupdf.csRGB, pix.w, pix.h, out.tobytes(), True)


def _tw(p, pos, text, font, sz, color, morph=None):
    """Text through a TextWriter (fast with the big CJK font; only ever rasterised)."""
    tw = pymupdf.TextWriter(p.rect)
    tw.append(pos, text, font=ZH if font == "zh" else LATIN[font], fontsize=sz)
    tw.write_text(p, color=color, morph=morph)


def _render(w, h, draw, color, seed, strength=0.45) -> pymupdf.Pixmap:
    d = pymupdf.open()
    p = d.new_page(width=w, height=h)
    draw(p)
    pix = p.get_pixmap(dpi=DPI, alpha=True)
    return _texture(pix, color, seed, strength)


def _arc_text(p, cx, cy, rx, ry, text, sz, start, end, color, font="zh"):
    n = len(text)
    for i, ch in enumerate(text):
        th = math.radians(start + (end - start) * (i + 0.5) / n)
        px, py = cx + rx * math.cos(th), cy + ry * math.sin(th)
        rot = -(math.degrees(th) + 90)
        cw = tlen(ch, font, sz)
        _tw(
            p,
            (px - cw / 2, py + sz * 0.36),
            ch,
            font,
            sz,
            color,
            (pymupdf.Point(px, py), pymupdf.Matrix(rot)),
        )


def _star(p, cx, cy, r, color):
    pts = []
    for k in range(10):
        rr = r if k % 2 == 0 else r * 0.4
        th = math.radians(-90 + 36 * k)
        pts.append(pymupdf.Point(cx + rr * math.cos(th), cy + rr * math.sin(th)))
    p.draw_polyline([*pts, pts[0]], color=None, fill=color, closePath=True)


def zh_seal(pg: Pg, cx, cy, name, bottom="合同专用章", r=44.0, mid="", angle=0.0, oval=False):
    """Chinese company seal (round with star, or oval invoice seal)."""
    rx, ry = (r * 1.2, r * 0.8) if oval else (r, r)
    w, h = 2 * rx + 8, 2 * ry + 8
    cx0, cy0 = w / 2, h / 2

    def draw(p):
        p.draw_oval(
            pymupdf.Rect(cx0 - rx, cy0 - ry, cx0 + rx, cy0 + ry), color=RED, width=2.4 if not oval else 1.8
        )
        sz = r * (0.26 if len(name) < 12 else 0.21)
        span = min(250, 18 * len(name) + 40) if not oval else min(200, 14 * len(name) + 30)
        _arc_text(p, cx0, cy0, rx - sz * 0.85, ry - sz * 0.85, name, sz, -90 - span / 2, -90 + span / 2, RED)
        if oval:
            if mid:
                ms = min(r * 0.2, 1.7 * rx / max(1, tlen(mid, "cour", 1)))
                mw = tlen(mid, "cour", ms)
                _tw(p, (cx0 - mw / 2, cy0 + ms * 0.4), mid, "cour", ms, RED)
            bw = tlen(bottom, "zh", r * 0.24)
            _tw(p, (cx0 - bw / 2, cy0 + ry * 0.62), bottom, "zh", r * 0.24, RED)
        else:
            _star(p, cx0, cy0, r * 0.3, RED)
            bw = tlen(bottom, "zh", r * 0.2)
            _tw(p, (cx0 - bw / 2, cy0 + r * 0.62), bottom, "zh", r * 0.2, RED)

    pix = _render(w, h, draw, (214, 24, 30), seed_of("seal", name, pg.pno, cx, cy))
    if angle:
        pix = _rotated(pix, angle)
    pg.image((cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), pix)


def _rotated(pix, angle):
    """Rotate an RGBA pixmap about its centre (nearest neighbour)."""
    a = np.frombuffer(pix.samples, np.uint8).reshape(pix.h, pix.w, 4)
    th = math.radians(angle)
    yy, xx = np.mgrid[0 : pix.h, 0 : pix.w].astype(np.float32)
    cx, cy = pix.w / 2, pix.h / 2
    sx = np.cos(th) * (xx - cx) + np.sin(th) * (yy - cy) + cx
    sy = -np.sin(th) * (xx - cx) + np.cos(th) * (yy - cy) + cy
    ok = (sx >= 0) & (sx < pix.w - 1) & (sy >= 0) & (sy < pix.h - 1)
    out = np.zeros_like(a)
    out[ok] = a[sy[ok].astype(int), sx[ok].astype(int)]
    return pymupdf.Pixmap(pymupdf.csRGB, pix.w, pix.h, out.tobytes(), True)


def rubber(pg: Pg, cx, cy, lines, color=(0.75, 0.1, 0.12), angle=-12.0, w=120.0, sz=16.0, font="hebo"):
    """Rectangular rubber stamp such as PAID / RECEIVED with a date line."""
    h = sz * 1.3 * len(lines) + 14
    bw_, bh_ = w + 40, h + 60
    rgb = tuple(int(255 * v) for v in color)

    def draw(p):
        x0, y0 = (bw_ - w) / 2, (bh_ - h) / 2
        p.draw_rect(pymupdf.Rect(x0, y0, x0 + w, y0 + h), color=color, width=2.2)
        p.draw_rect(pymupdf.Rect(x0 + 3, y0 + 3, x0 + w - 3, y0 + h - 3), color=color, width=0.8)
        y = y0 + 7 + sz
        for i, ln in enumerate(lines):
            s = sz if i == 0 else sz * 0.62
            lw = tlen(ln, font if i == 0 else "hebo", s)
            _tw(p, (bw_ / 2 - lw / 2, y), ln, font if i == 0 else "hebo", s, color)
            y += sz * 1.25

    pix = _rotated(_render(bw_, bh_, draw, rgb, seed_of("rub", lines, pg.pno), 0.55), angle)
    pg.image((cx - bw_ / 2, cy - bh_ / 2, cx + bw_ / 2, cy + bh_ / 2), pix)


def fingerprint(pg: Pg, cx, cy, key=""):
    """Red thumbprint as used next to personal signatures in Chinese contracts."""
    rng = np.random.default_rng(seed_of("fp", pg.pno, cx, cy, key))
    bw_, bh_ = 40.0, 50.0

    def draw(p):
        for k in range(9):
            rx, ry = 4 + 1.9 * k, 5 + 2.4 * k
            a0 = float(rng.uniform(0, 60))
            pts = []
            for j in range(40):
                th = math.radians(a0 + j * 8.2)
                pts.append(pymupdf.Point(bw_ / 2 + rx * math.cos(th), bh_ / 2 + ry * math.sin(th)))
            p.draw_polyline(pts, color=(0.8, 0.1, 0.1), width=1.1)

    pix = _render(bw_, bh_, draw, (200, 20, 25), seed_of("fpx", pg.pno, cx), 0.6)
    pg.image((cx - bw_ / 2, cy - bh_ / 2, cx + bw_ / 2, cy + bh_ / 2), pix)
