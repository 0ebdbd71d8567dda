"""Turn a vector source page into an image-only "scanned" page (numpy + PyMuPDF only)."""

from __future__ import annotations

import numpy as np
import pymupdf as fitz


def _smooth(a: np.ndarray, passes: int) -> np.ndarray:
    """Separable [1, 2, 1] / 4 smoothing, repeated; cheap approximation of a Gaussian blur."""
    for _ in range(passes):
        b = a.copy()
        b[1:-1] = (a[:-2] + 2 * a[1:-1] + a[2:]) * 0.25
        a = b.copy()
        a[:, 1:-1] = (b[:, :-2] + 2 * b[:, 1:-1] + b[:, 2:]) * 0.25
    return a


def degrade(src: fitz.Page, seed: int, opts: dict) -> tuple[bytes, tuple[float, float]]:
    """Return (jpeg bytes, output page size in points)."""
    rng = np.random.default_rng(seed)
    dpi = opts.get("dpi", int(rng.choice([150, 160, 180, 200])))
    skew = opts.get("skew", float(rng.uniform(-2.2, 2.2)))
    rot = opts.get("rot", 0)
    color = opts.get("color", False)
    fax = opts.get("fax", False)
    quality = opts.get("q", int(rng.integers(38, 72)))
    blur = opts.get("blur", int(rng.integers(1, 3)))
    sigma = opts.get("noise", float(rng.uniform(3.0, 8.0)))

    z = dpi / 72.0
    w_px, h_px = round(src.rect.width * z), round(src.rect.height * z)
    cs = fitz.csRGB if color else fitz.csGRAY
    pix = src.get_pixmap(matrix=fitz.Matrix(z, z).prerotate(skew), colorspace=cs, alpha=False)
    a = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width, pix.n).astype(np.float32)
    # crop (or pad) the rotated render back to the sheet size, with a small random shift
    dy = (pix.height - h_px) // 2 + int(rng.integers(-6, 7))
    dx = (pix.width - w_px) // 2 + int(rng.integers(-6, 7))
    canvas = np.full((h_px, w_px, pix.n), 255.0, dtype=np.float32)
    ys, xs = max(dy, 0), max(dx, 0)
    yd, xd = max(-dy, 0), max(-dx, 0)
    hh = min(pix.height - ys, h_px - yd)
    ww = min(pix.width - xs, w_px - xd)
    canvas[yd : yd + hh, xd : xd + ww] = a[ys : ys + hh, xs : xs + ww]
    a = canvas

    # paper tone, toner density and uneven illumination
    lo, hi = float(rng.uniform(12, 45)), float(rng.uniform(226, 250))
    a = lo + (hi - lo) * a / 255.0
    if color:
        a *= np.array([1.0, 0.985, 0.95], dtype=np.float32)
    gy = np.linspace(float(rng.uniform(0.93, 1.0)), float(rng.uniform(0.96, 1.02)), h_px, dtype=np.float32)
    gx = np.linspace(float(rng.uniform(0.95, 1.0)), 1.0, w_px, dtype=np.float32)
    a *= gy[:, None, None] * gx[None, :, None]
    # scanner-lid shadow along one edge
    edge = int(rng.integers(0, 4))
    k = int(rng.integers(4, 18))
    shade = np.linspace(0.55, 1.0, k, dtype=np.float32)
    if edge == 0:
        a[:k] *= shade[:, None, None]
    elif edge == 1:
        a[-k:] *= shade[::-1, None, None]
    elif edge == 2:
        a[:, :k] *= shade[None, :, None]
    else:
        a[:, -k:] *= shade[None, ::-1, None]

    a = _smooth(a, blur)
    a += rng.normal(0.0, sigma, size=a.shape[:2]).astype(np.float32)[:, :, None]
    # dust specks and a faint vertical streak
    for _ in range(int(rng.integers(30, 160))):
        y, x = int(rng.integers(0, h_px - 3)), int(rng.integers(0, w_px - 3))
        s = int(rng.integers(1, 4))
        a[y : y + s, x : x + s] = float(rng.uniform(40, 140))
    if rng.random() < 0.5:
        x = int(rng.integers(0, w_px - 2))
        a[:, x : x + 2] *= float(rng.uniform(0.8, 0.93))
    if fax:
        a = np.where(a < float(rng.uniform(150, 175)), 20.0, 245.0).astype(np.float32)
        flip = rng.random(a.shape[:2]) < 0.002
        a[flip] = 255.0 - a[flip]
    a = np.clip(a, 0, 255).astype(np.uint8)
    if rot:
        a = np.rot90(a, k=-(rot // 90))
    a = np.ascontiguousarray(a)
    h, w = a.shape[:2]
    out = fitz.Pixmap(cs, w, h, a.tobytes(), False)
    jpeg = out.tobytes("jpeg", jpg_quality=quality)
    size = (src.rect.width, src.rect.height)
    if rot in (90, 270):
        size = (size[1], size[0])
    return jpeg, size


def add_scanned(dst: fitz.Document, src: fitz.Page, seed: int, opts: dict) -> None:
    jpeg, (w, h) = degrade(src, seed, opts)
    page = dst.new_page(width=w, height=h)
    page.insert_image(page.rect, stream=jpeg)
