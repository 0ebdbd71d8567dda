"""Scan simulation for pagestream_blind6: rasterise a page and damage it like a flatbed scan."""

import math

import numpy as np
from kit import fitz


# --------------------------------------------------------------------------
# scan simulation
# --------------------------------------------------------------------------
def _blur(a, sigma):
    if sigma < 0.2:
        return a
    r = max(1, math.ceil(sigma * 2.5))
    k = np.exp(-0.5 * (np.arange(-r, r + 1) / sigma) ** 2).astype(np.float32)
    k /= k.sum()
    for axis in (0, 1):
        pad = [(0, 0)] * a.ndim
        pad[axis] = (r, r)
        p = np.pad(a, pad, mode="edge")
        out = np.zeros_like(a)
        n = a.shape[axis]
        for i, kv in enumerate(k):
            sl = [slice(None)] * a.ndim
            sl[axis] = slice(i, i + n)
            out += kv * p[tuple(sl)]
        a = out
    return a


def _rotate(a, deg, shift, fill):
    h, w, _ = a.shape
    th = math.radians(deg)
    c, s = math.cos(th), math.sin(th)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = w / 2.0, h / 2.0
    xr, yr = xx - cx - shift[0], yy - cy - shift[1]
    xs = c * xr + s * yr + cx
    ys = -s * xr + c * yr + cy
    del xx, yy, xr, yr
    x0 = np.floor(xs).astype(np.int32)
    y0 = np.floor(ys).astype(np.int32)
    fx = (xs - x0)[..., None]
    fy = (ys - y0)[..., None]
    valid = (x0 >= 0) & (y0 >= 0) & (x0 < w - 1) & (y0 < h - 1)
    x0c = np.clip(x0, 0, w - 2)
    y0c = np.clip(y0, 0, h - 2)
    out = (
        a[y0c, x0c] * (1 - fx) * (1 - fy)
        + a[y0c, x0c + 1] * fx * (1 - fy)
        + a[y0c + 1, x0c] * (1 - fx) * fy
        + a[y0c + 1, x0c + 1] * fx * fy
    )
    out[~valid] = fill
    return out


def scan_render(page, p):
    cs = fitz.csRGB if p["color"] else fitz.csGRAY
    pix = page.get_pixmap(dpi=p["dpi"], colorspace=cs, alpha=False)
    h, w, n = pix.height, pix.width, pix.n
    a = np.frombuffer(pix.samples, np.uint8).reshape(h, w, n).astype(np.float32)
    rng = np.random.default_rng(p["seed"])
    scale = p["dpi"] / 72.0
    # toner / ink strength and a slightly grey paper
    a = 255.0 - (255.0 - a) * p["ink"]
    a = a * 0.97 + 2.0
    a = _blur(a, p["blur"])
    bed = 250.0 if not p["edge"] else 235.0
    a = _rotate(a, p["angle"], (p["shift"][0] * scale, p["shift"][1] * scale), bed)
    # uneven lighting: radial fall-off plus a linear gradient
    yy = np.linspace(-1, 1, h, dtype=np.float32)[:, None]
    xx = np.linspace(-1, 1, w, dtype=np.float32)[None, :]
    cxo, cyo = rng.uniform(-0.4, 0.4), rng.uniform(-0.4, 0.4)
    field = 1.0 - p["light"] * ((xx - cxo) ** 2 + (yy - cyo) ** 2) / 2.0 + p["grad"] * xx
    a *= field[..., None]
    if p["edge"]:  # dark shadow along one edge (book-edge / lid gap)
        side = int(rng.integers(0, 4))
        width = int(rng.integers(int(6 * scale), int(14 * scale)))
        ramp = np.linspace(0.35, 1.0, width, dtype=np.float32)
        if side == 0:
            a[:, :width] *= ramp[None, :, None]
        elif side == 1:
            a[:, w - width :] *= ramp[::-1][None, :, None]
        elif side == 2:
            a[:width] *= ramp[:, None, None]
        else:
            a[h - width :] *= ramp[::-1][:, None, None]
    if p["holes"]:  # binder holes on the left margin
        for fy in (0.32, 0.68):
            cy_, cx_ = int(h * fy), int(16 * scale)
            rr = int(5 * scale)
            gy, gx = np.ogrid[-rr : rr + 1, -rr : rr + 1]
            m = rr * rr >= gx * gx + gy * gy
            a[cy_ - rr : cy_ + rr + 1, cx_ - rr : cx_ + rr + 1][m] = 70.0
    if p["streak"]:  # faint vertical scanner streak
        x = int(rng.integers(w // 8, w - w // 8))
        a[:, x : x + 2] *= 0.9
    if p["color"]:
        a *= np.array([1.0, 0.985, 0.95], dtype=np.float32)[None, None, :]
    a += rng.normal(0.0, p["noise"], size=(h, w, 1)).astype(np.float32)
    # speckle: dark dots and a few bigger specks
    k = p["speckle"]
    ys = rng.integers(0, h, k)
    xs = rng.integers(0, w, k)
    a[ys, xs] = rng.uniform(20, 120, size=(k, 1))
    k2 = k // 6
    ys = rng.integers(0, h - 2, k2)
    xs = rng.integers(0, w - 2, k2)
    v = rng.uniform(30, 110, size=(k2, 1))
    a[ys, xs] = v
    a[ys + 1, xs] = v
    a[ys, xs + 1] = v
    a[ys + 1, xs + 1] = v
    a = np.clip(a, 0, 255).astype(np.uint8)
    pm = fitz.Pixmap(cs, w, h, np.ascontiguousarray(a).tobytes(), False)
    pm.set_dpi(p["dpi"], p["dpi"])
    return pm.tobytes("jpeg", jpg_quality=p["quality"])
