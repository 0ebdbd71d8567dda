"""Scan simulation: rasterise a drawn page and damage it (skew, blur, lighting, noise, tint, rotation)."""

from __future__ import annotations

import math

import numpy as np
import pymupdf as fitz


def _rotate(a: np.ndarray, deg: float, fill: float) -> np.ndarray:
    h, w = a.shape[:2]
    t = math.radians(deg)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = (w - 1) / 2, (h - 1) / 2
    sx = math.cos(t) * (xx - cx) + math.sin(t) * (yy - cy) + cx
    sy = -math.sin(t) * (xx - cx) + math.cos(t) * (yy - cy) + cy
    x0, y0 = np.floor(sx).astype(np.int32), np.floor(sy).astype(np.int32)
    fx, fy = (sx - x0)[..., None], (sy - y0)[..., None]
    out = np.zeros_like(a)
    valid = ((x0 >= 0) & (y0 >= 0) & (x0 < w - 1) & (y0 < h - 1))[..., None]
    x0c, y0c = np.clip(x0, 0, w - 2), np.clip(y0, 0, h - 2)
    out = (
        a[y0c, x0c] * (1 - fx) * (1 - fy)
        + a[y0c, x0c + 1] * fx * (1 - fy)
        + a[y0c + 1, x0c] * (1 - fx) * fy
        + a[y0c + 1, x0c + 1] * fx * fy
    )
    return np.where(valid, out, fill).astype(np.float32)


def _blur(a: np.ndarray, passes: int) -> np.ndarray:
    for _ in range(passes):
        p = np.pad(a, ((1, 1), (1, 1), (0, 0)), mode="edge")
        a = (p[:-2, 1:-1] + 2 * p[1:-1, 1:-1] + p[2:, 1:-1]) / 4
        p = np.pad(a, ((1, 1), (1, 1), (0, 0)), mode="edge")
        a = (p[1:-1, :-2] + 2 * p[1:-1, 1:-1] + p[1:-1, 2:]) / 4
    return a


def render_scan(page: fitz.Page, o: dict, rng: np.random.Generator) -> tuple[bytes, float, float]:
    gray = o.get("gray", False)
    pix = page.get_pixmap(dpi=o.get("dpi", 150), colorspace=fitz.csGRAY if gray else fitz.csRGB)
    a = np.frombuffer(pix.samples, np.uint8).reshape(pix.h, pix.w, pix.n).astype(np.float32)
    h, w = a.shape[:2]
    ink = o.get("ink", 0.9)
    a = 255 - (255 - a) * ink
    if o.get("contrast"):
        a = np.clip((a - 128) * o["contrast"] + 128 + 10, 0, 255)
    paper = np.array(o.get("tint", (246, 243, 234)) if not gray else (240,), np.float32)
    a = a * (paper / 255.0)
    skew = o.get("skew", 0.0)
    if skew:
        a = _rotate(a, skew, float(paper.mean()) * 0.97)
    if o.get("blur", 1):
        a = _blur(a, o.get("blur", 1))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    lx, ly = o.get("light", (0.08, 0.1))
    shade = 1 - lx * (xx / w) - ly * ((yy / h - 0.45) ** 2) * 2
    a = a * shade[..., None]
    edge = o.get("edge", 0)
    if edge:
        band = np.clip(1 - xx / (w * 0.02), 0, 1) * edge
        a = a * (1 - band[..., None])
    noise = o.get("noise", 6.0)
    a = a + rng.normal(0, noise, (h, w, 1)).astype(np.float32)
    specks = rng.random((h, w)) < o.get("specks", 0.0004)
    a[specks] *= 0.35
    k = o.get("rot", 0) // 90
    if k:
        a = np.rot90(a, k=-k)
    a = np.ascontiguousarray(np.clip(a, 0, 255).astype(np.uint8))
    hh, ww = a.shape[:2]
    pm = fitz.Pixmap(fitz.csGRAY if gray else fitz.csRGB, ww, hh, a.tobytes(), False)
    pw, ph = page.rect.width, page.rect.height
    if k % 2:
        pw, ph = ph, pw
    return pm.tobytes("jpeg", jpg_quality=o.get("q", 60)), pw, ph
