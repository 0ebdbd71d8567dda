"""Scan rendering for make_streams.py: grey-scale office-scan look for image-only pages."""

from __future__ import annotations

from random import Random

import numpy as np
import pymupdf


def scan_page(page: pymupdf.Page, rng: Random, nrng: np.random.Generator) -> bytes:
    """Render a page like a grey-scale office scan: tilt, blur, toner noise, speckles, JPEG."""
    z = rng.choice([150, 175, 200]) / 72
    pix = page.get_pixmap(
        matrix=pymupdf.Matrix(z, z).prerotate(rng.uniform(-1.6, 1.6)), colorspace=pymupdf.csGRAY
    )
    a = (
        np.frombuffer(pix.samples, np.uint8)
        .reshape(pix.height, pix.stride)[:, : pix.width]
        .astype(np.float32)
    )
    b = (a + np.roll(a, 1, 0) + np.roll(a, -1, 0) + np.roll(a, 1, 1) + np.roll(a, -1, 1)) / 5
    a = (0.45 * a + 0.55 * b) * rng.uniform(0.84, 0.9) + rng.uniform(12, 28)
    a *= (1 - rng.uniform(0.02, 0.08) * np.linspace(0, 1, a.shape[1]))[None, :]
    a += nrng.normal(0, rng.uniform(5, 10), a.shape)
    k = int(a.size * 0.0004)
    a[nrng.integers(0, a.shape[0], k), nrng.integers(0, a.shape[1], k)] = nrng.uniform(20, 140, k)
    if rng.random() < 0.4:
        x = nrng.integers(0, a.shape[1] - 3)
        a[:, x : x + 2] *= 0.8
    out = pymupdf.Pixmap(
        pymupdf.csGRAY, a.shape[1], a.shape[0], np.clip(a, 0, 255).astype(np.uint8).tobytes(), False
    )
    return out.tobytes("jpeg", jpg_quality=rng.randint(35, 70))
