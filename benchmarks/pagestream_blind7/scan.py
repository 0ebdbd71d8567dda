"""Turn a drawn page into a damaged image-only 'scan' (numpy only)."""

from __future__ import annotations

import math

import numpy as np
import pymupdf


def _rotate(a: np.ndarray, deg: float, bg: float) -> np.ndarray:
    h, w = a.shape[:2]
    t = math.radians(deg)
    c, s = math.cos(t), math.sin(t)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = w / 2.0, h / 2.0
    xs = c * (xx - cx) + s * (yy - cy) + cx
    ys = -s * (xx - cx) + c * (yy - cy) + cy
    xi = np.rint(xs).astype(np.int32)
    yi = np.rint(ys).astype(np.int32)
    ok = (xi >= 0) & (xi < w) & (yi >= 0) & (yi < h)
    out = np.full_like(a, bg)
    out[ok] = a[yi[ok], xi[ok]]
    return out


def _blur(a: np.ndarray, k: int) -> np.ndarray:
    if k <= 1:
        return a
    pad = k // 2
    p = np.pad(a, ((pad, pad), (pad, pad), (0, 0)), mode="edge")
    c = np.cumsum(p, axis=0)
    c = np.concatenate([np.zeros_like(c[:1]), c], axis=0)
    a = (c[k:] - c[:-k]) / k
    c = np.cumsum(a, axis=1)
    c = np.concatenate([np.zeros_like(c[:, :1]), c], axis=1)
    return (c[:, k:] - c[:, :-k]) / k


def scan_page(src: pymupdf.Page, dst: pymupdf.Page, seed: int, opts: dict) -> None:
    """Rasterise src, damage it, insert as one full-page JPEG into dst."""
    rng = np.random.default_rng(seed)
    dpi = opts.get("dpi", int(rng.integers(150, 201)))
    pix = src.get_pixmap(dpi=dpi, alpha=False)
    a = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width, pix.n).astype(np.float32)
    gray = opts.get("gray", False)
    if gray:
        g = a @ np.array([0.299, 0.587, 0.114], dtype=np.float32)
        a = np.repeat(g[:, :, None], 3, axis=2)
    # paper tint
    a = a * np.array(opts.get("tint", (0.97, 0.96, 0.93)), dtype=np.float32)
    if opts.get("flip"):
        a = a[::-1, ::-1].copy()
    skew = opts.get("skew", float(rng.uniform(-1.4, 1.4)))
    a = _rotate(a, skew, float(rng.uniform(200, 235)))
    a = _blur(a, opts.get("blur", int(rng.choice([1, 2, 3]))))
    # uneven lighting: a gradient plus a soft vignette
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    gx, gy = rng.uniform(-0.12, 0.12, 2)
    light = 1.0 + gx * (xx / w - 0.5) + gy * (yy / h - 0.5)
    light -= 0.10 * (((xx / w - 0.5) ** 2 + (yy / h - 0.5) ** 2) * 2)
    a = a * light[:, :, None] + float(rng.uniform(-8, 6))
    a = a + rng.normal(0, opts.get("noise", float(rng.uniform(3, 8))), a.shape[:2])[:, :, None]
    a = np.clip(a, 0, 255).astype(np.uint8)
    out = pymupdf.Pixmap(pymupdf.csRGB, w, h, np.ascontiguousarray(a).tobytes(), 0)
    q = opts.get("quality", int(rng.integers(50, 81)))
    dst.insert_image(dst.rect, stream=out.tobytes("jpg", jpg_quality=q))
