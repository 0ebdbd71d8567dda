"""Scan simulation for pagestream_blind5: render a page, then add toner fade, blur, skew, uneven
illumination, noise, speckles and a scanner edge, and re-encode it as a JPEG."""

from __future__ import annotations

import math
import random

import fitz
import numpy as np


def _rotate(a, deg, fill=255.0):
    h, w = a.shape[:2]
    t = math.radians(deg)
    c, s = math.cos(t), math.sin(t)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = w / 2, h / 2
    xs = c * (xx - cx) + s * (yy - cy) + cx
    ys = -s * (xx - cx) + c * (yy - cy) + cy
    x0 = np.floor(xs).astype(np.int32)
    y0 = np.floor(ys).astype(np.int32)
    fx, fy = xs - x0, ys - y0
    out = np.full_like(a, fill)
    valid = (x0 >= 0) & (y0 >= 0) & (x0 < w - 1) & (y0 < h - 1)
    x0c, y0c = np.clip(x0, 0, w - 2), np.clip(y0, 0, h - 2)
    if a.ndim == 3:
        fx, fy = fx[..., None], fy[..., None]
        valid3 = valid[..., None]
    else:
        valid3 = valid
    v = (
        a[y0c, x0c] * (1 - fx) * (1 - fy)
        + a[y0c, x0c + 1] * fx * (1 - fy)
        + a[y0c + 1, x0c] * (1 - fx) * fy
        + a[y0c + 1, x0c + 1] * fx * fy
    )
    return np.where(valid3, v, out)


def _blur(a, k):
    if k <= 1:
        return a
    pad = k // 2
    p = np.pad(a, [(pad, pad), (pad, pad)] + ([(0, 0)] if a.ndim == 3 else []), mode="edge")
    out = np.zeros_like(a)
    h, w = a.shape[:2]
    for dy in range(k):
        for dx in range(k):
            out += p[dy : dy + h, dx : dx + w]
    return out / (k * k)


def scan_image(src_page, rng: random.Random, opts: dict) -> tuple[bytes, int, int]:
    dpi = opts.get("dpi", 150)
    gray = opts.get("gray", True)
    pix = src_page.get_pixmap(dpi=dpi, colorspace=fitz.csGRAY if gray else fitz.csRGB, alpha=False)
    a = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.h, pix.w, pix.n).astype(np.float32)
    if gray:
        a = a[..., 0]
    nprng = np.random.default_rng(rng.randrange(1 << 30))
    # toner / contrast
    a = 255 - (255 - a) * opts.get("ink", rng.uniform(0.85, 1.0))
    a = _blur(a, opts.get("blur", rng.choice([1, 2, 3])))
    ang = opts.get("skew", rng.uniform(-1.6, 1.6))
    if ang:
        a = _rotate(a, ang, fill=opts.get("bg", 250.0))
    # paper tone and uneven illumination
    h, w = a.shape[:2]
    grad = np.linspace(opts.get("shade", rng.uniform(0.9, 1.0)), 1.0, w, dtype=np.float32)[None, :]
    if a.ndim == 3:
        grad = grad[..., None]
    a = a * grad
    a += nprng.normal(0, opts.get("noise", rng.uniform(5, 11)), a.shape).astype(np.float32)
    # speckles
    nsp = int(w * h * opts.get("speckle", 0.00012))
    ys, xs = nprng.integers(0, h, nsp), nprng.integers(0, w, nsp)
    a[ys, xs] = nprng.uniform(20, 120, nsp)[:, None] if a.ndim == 3 else nprng.uniform(20, 120, nsp)
    # dark scanner edge at the top
    if opts.get("edge", rng.random() < 0.5):
        e = rng.randint(4, 14)
        a[:e] = a[:e] * 0.35
    rot90 = opts.get("rot90", 0)
    if rot90:
        a = np.rot90(a, k=rot90)
    a = np.clip(a, 0, 255).astype(np.uint8)
    a = np.ascontiguousarray(a)
    hh, ww = a.shape[:2]
    cs = fitz.csGRAY if a.ndim == 2 else fitz.csRGB
    out = fitz.Pixmap(cs, ww, hh, a.tobytes(), False)
    return out.tobytes("jpeg", jpg_quality=opts.get("jpeg", rng.randint(45, 75))), ww, hh


def sc(rng: random.Random, **kw):
    """Scan options with a random skew; keyword arguments add or override options."""
    d = {"skew": round(rng.uniform(-1.8, 1.8), 2)}
    d.update(kw)
    return d
