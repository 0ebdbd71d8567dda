"""Turn a vector page into a degraded, image-only 'scanned' page.

Options (all optional): dpi, gray, skew (max degrees), blur (0..1),
noise (sigma), paper (RGB tone), ink (darkest level), quality (JPEG),
rot (0/90/180/270), specks, edge (dark scanner border, px), bleed
(show the previous page mirrored through the paper), streak.
"""

import numpy as np
import pymupdf

PRESETS = {
    "office": dict(
        dpi=160, gray=True, skew=0.8, blur=0.5, noise=5, paper=(242, 242, 240), ink=38, quality=55, specks=40
    ),
    "color": dict(
        dpi=150, gray=False, skew=1.2, blur=0.6, noise=6, paper=(244, 238, 226), ink=30, quality=50, specks=25
    ),
    "poor": dict(
        dpi=150,
        gray=True,
        skew=2.2,
        blur=0.9,
        noise=10,
        paper=(226, 222, 212),
        ink=85,
        quality=32,
        specks=160,
        streak=1,
    ),
    "fax": dict(
        dpi=200,
        gray=True,
        skew=0.5,
        blur=0.2,
        noise=3,
        paper=(250, 250, 250),
        ink=0,
        quality=45,
        specks=300,
        thresh=1,
    ),
    "photo": dict(
        dpi=150,
        gray=False,
        skew=2.8,
        blur=1.0,
        noise=8,
        paper=(214, 206, 190),
        ink=45,
        quality=40,
        specks=10,
        vignette=1,
    ),
}


def _box(a: np.ndarray, r: int, axis: int) -> np.ndarray:
    a = np.moveaxis(a, axis, 0)
    p = np.concatenate([np.repeat(a[:1], r + 1, 0), a, np.repeat(a[-1:], r, 0)], 0)
    c = np.cumsum(p, 0, dtype=np.float32)
    out = (c[2 * r + 1 :] - c[: -2 * r - 1]) / (2 * r + 1)
    return np.moveaxis(out, 0, axis)


def _render(
    page: pymupdf.Page, dpi: int, gray: bool, angle: float = 0.0
) -> tuple[np.ndarray, np.ndarray | None]:
    """Render at dpi, optionally skewed by angle (MuPDF does the rotation).

    Returns (image in 0..1, mask of the scanner bed outside the paper or None).
    """
    zoom = dpi / 72
    mat = pymupdf.Matrix(zoom, zoom).prerotate(angle)
    cs = pymupdf.csGRAY if gray else pymupdf.csRGB
    pix = page.get_pixmap(matrix=mat, colorspace=cs, alpha=False)
    a = np.frombuffer(pix.samples, np.uint8).reshape(pix.h, pix.w, pix.n).astype(np.float32) / 255.0
    if not angle:
        return a, None
    out_w, out_h = round(page.rect.width * zoom), round(page.rect.height * zoom)
    y0, x0 = (pix.h - out_h) // 2, (pix.w - out_w) // 2
    tmp = pymupdf.open()
    tp = tmp.new_page(width=page.rect.width, height=page.rect.height)
    tp.draw_rect(tp.rect, color=None, fill=(0, 0, 0), width=0)
    mp = tp.get_pixmap(matrix=mat, colorspace=pymupdf.csGRAY, alpha=False)
    m = np.frombuffer(mp.samples, np.uint8).reshape(mp.h, mp.w)
    return a[y0 : y0 + out_h, x0 : x0 + out_w], (m[y0 : y0 + out_h, x0 : x0 + out_w] > 128)


def scan_page(vdoc: pymupdf.Document, pno: int, o: dict) -> tuple[bytes, float, float]:
    """Return (jpeg bytes, width pt, height pt) for page pno of the vector doc."""
    rng = np.random.default_rng(o["seed"])
    gray = o.get("gray", True)
    dpi = o.get("dpi", 160)
    page = vdoc[pno]
    skew = o.get("skew", 0.0)
    ang = float(rng.uniform(-skew, skew)) if skew else 0.0
    a, outside = _render(page, dpi, gray, ang)  # 1 = white paper, 0 = ink
    h, w, _ = a.shape
    if o.get("bleed") and pno > 0:
        prev = _render(vdoc[pno - 1], dpi, gray)[0][:, ::-1]
        hh, ww = min(h, prev.shape[0]), min(w, prev.shape[1])
        ghost = np.ones_like(a)
        ghost[:hh, :ww] = prev[:hh, :ww]
        a = a * (1 - 0.035 * (1 - _box(_box(ghost, 2, 0), 2, 1)))
    blur = o.get("blur", 0.5)
    if blur:
        a = (1 - blur) * a + blur * _box(_box(a, 1, 0), 1, 1)
    paper = np.array(o.get("paper", (240, 240, 238)), np.float32)
    if gray:
        paper = paper.mean(keepdims=True)
    ink = float(o.get("ink", 40))
    img = ink + (paper - ink) * a
    if o.get("vignette"):
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        v = 1 - 0.18 * (((xx / w - 0.45) ** 2 + (yy / h - 0.4) ** 2) * 2.2)
        img = img * v[..., None]
    if outside is not None:
        img[outside] = paper * 0.45
    sigma = o.get("noise", 5)
    if sigma:
        img = img + rng.normal(0, sigma, (h, w, 1)).astype(np.float32)
    specks = int(o.get("specks", 0))
    if specks:
        ys = rng.integers(0, h, specks)
        xs = rng.integers(0, w, specks)
        for yy0, xx0 in zip(ys, xs, strict=True):
            s = int(rng.integers(1, 3))
            img[yy0 : yy0 + s, xx0 : xx0 + s] = ink + rng.uniform(0, 60)
    if o.get("streak"):
        x = int(rng.integers(w // 5, 4 * w // 5))
        img[:, x : x + 2] *= 0.8
    if o.get("thresh"):
        img = np.where(img < 150 + rng.normal(0, 18, img.shape), 0.0, 255.0).astype(np.float32)
    img = np.clip(img, 0, 255).astype(np.uint8)
    rot = int(o.get("rot", 0)) % 360
    pw, ph = page.rect.width, page.rect.height
    if rot:
        img = np.ascontiguousarray(np.rot90(img, k=-rot // 90))
        if rot in (90, 270):
            pw, ph = ph, pw
    hh, ww = img.shape[:2]
    cs = pymupdf.csGRAY if gray else pymupdf.csRGB
    pix = pymupdf.Pixmap(cs, ww, hh, img.tobytes(), False)
    return pix.tobytes("jpeg", jpg_quality=int(o.get("quality", 50))), pw, ph
