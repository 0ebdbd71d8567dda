"""Scan rendering: a page turned into a degraded grey JPEG."""

from __future__ import annotations

import random

import numpy as np
import pymupdf


def scan_jpeg(page, r: random.Random, nr: np.random.Generator) -> bytes:
    """Page -> 150 dpi grey JPEG: skew up to 1.5 degrees, blur, contrast loss, uneven light, noise, specks."""
    z = 150 / 72
    mat = pymupdf.Matrix(z, z).prerotate(r.uniform(-1.5, 1.5))
    pix = page.get_pixmap(matrix=mat, colorspace=pymupdf.csGRAY, alpha=False)
    a = (
        np.frombuffer(pix.samples, np.uint8)
        .reshape(pix.height, pix.stride)[:, : pix.width]
        .astype(np.float32)
    )
    wd, ht = round(page.rect.width * z), round(page.rect.height * z)
    a = np.pad(a, 20, constant_values=255)
    oy, ox = (a.shape[0] - ht) // 2 + r.randint(-8, 8), (a.shape[1] - wd) // 2 + r.randint(-8, 8)
    a = a[oy : oy + ht, ox : ox + wd]
    for _ in range(r.choice([1, 1, 2])):
        a = (a * 4 + np.roll(a, 1, 0) + np.roll(a, -1, 0) + np.roll(a, 1, 1) + np.roll(a, -1, 1)) / 8
    lo, hi = r.uniform(25, 70), r.uniform(222, 248)
    a = lo + a * (hi - lo) / 255
    ramp = np.linspace(0, 1, wd)[None, :] if r.random() < 0.5 else np.linspace(0, 1, ht)[:, None]
    a = a * (1 - r.uniform(0.02, 0.12) * ramp) + nr.normal(0, r.uniform(3, 8), a.shape)
    n = int(wd * ht * r.uniform(2e-5, 1e-4))
    a[nr.integers(0, ht, n), nr.integers(0, wd, n)] = nr.uniform(20, 120, n)
    if r.random() < 0.4:
        a[:, : r.randint(4, 14)] *= 0.5  # shadow of the scanner lid
    out = pymupdf.Pixmap(pymupdf.csGRAY, wd, ht, np.clip(a, 0, 255).astype(np.uint8).tobytes(), False)
    out.set_dpi(150, 150)
    return out.tobytes("jpg", jpg_quality=r.randint(35, 70))
