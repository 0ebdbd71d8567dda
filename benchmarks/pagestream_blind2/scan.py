"""Turns a drawn page into a scanned-looking greyscale JPEG: skew, toner curve, blur, noise, specks."""

from __future__ import annotations

import math
import random

import numpy as np
import pymupdf as fitz


def scan_params(rng: random.Random) -> dict:
    return {
        "dpi": rng.choice([150, 170, 200]),
        "angle": rng.uniform(-1.5, 1.5),
        "gamma": rng.uniform(1.0, 1.5),
        "blur": rng.choice([0, 1, 1, 2]),
        "noise": rng.uniform(3.0, 9.0),
        "quality": rng.randint(45, 75),
        "shift": (rng.uniform(-12, 12), rng.uniform(-12, 12)),
        "specks": rng.randint(20, 160),
        "edge": rng.choice(["left", "top", "none", "none"]),
        "seed": rng.randrange(1 << 30),
    }


def _rotate(img: np.ndarray, angle_deg: float, shift: tuple[float, float]) -> np.ndarray:
    """Bilinear rotation about the centre with a small offset; uncovered area is white."""
    h, w = img.shape
    theta = math.radians(angle_deg)
    cos, sin = math.cos(theta), math.sin(theta)
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = w / 2.0, h / 2.0
    dx, dy = xs - cx - shift[0], ys - cy - shift[1]
    src_x = cos * dx + sin * dy + cx
    src_y = -sin * dx + cos * dy + cy
    x0 = np.floor(src_x).astype(np.int32)
    y0 = np.floor(src_y).astype(np.int32)
    fx, fy = src_x - x0, src_y - y0
    padded = np.pad(img, 1, constant_values=255.0)
    x0c = np.clip(x0 + 1, 0, w)
    y0c = np.clip(y0 + 1, 0, h)
    x1c, y1c = np.clip(x0c + 1, 0, w + 1), np.clip(y0c + 1, 0, h + 1)
    top = padded[y0c, x0c] * (1 - fx) + padded[y0c, x1c] * fx
    bottom = padded[y1c, x0c] * (1 - fx) + padded[y1c, x1c] * fx
    out = top * (1 - fy) + bottom * fy
    outside = (src_x < -1) | (src_x > w) | (src_y < -1) | (src_y > h)
    out[outside] = 255.0
    return out


def _blur(img: np.ndarray, passes: int) -> np.ndarray:
    for _ in range(passes):
        padded = np.pad(img, 1, mode="edge")
        img = 0.25 * padded[1:-1, :-2] + 0.5 * padded[1:-1, 1:-1] + 0.25 * padded[1:-1, 2:]
        padded = np.pad(img, 1, mode="edge")
        img = 0.25 * padded[:-2, 1:-1] + 0.5 * padded[1:-1, 1:-1] + 0.25 * padded[2:, 1:-1]
    return img


def scan_jpeg(page: fitz.Page, params: dict) -> bytes:
    pix = page.get_pixmap(dpi=params["dpi"], colorspace=fitz.csGRAY, alpha=False)
    img = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
    img = img.astype(np.float32)
    img = 255.0 * (img / 255.0) ** params["gamma"]
    img = _rotate(img, params["angle"], params["shift"])
    img = _blur(img, params["blur"])
    noise_rng = np.random.default_rng(params["seed"])
    img += noise_rng.normal(0.0, params["noise"], img.shape).astype(np.float32)
    h, w = img.shape
    ys = noise_rng.integers(0, h - 3, params["specks"])
    xs = noise_rng.integers(0, w - 3, params["specks"])
    for y, x in zip(ys, xs, strict=True):
        img[y : y + 2, x : x + 2] = noise_rng.uniform(40, 140)
    if params["edge"] == "left":
        img[:, : int(w * 0.015)] *= np.linspace(0.35, 1.0, int(w * 0.015), dtype=np.float32)[None, :]
    elif params["edge"] == "top":
        img[: int(h * 0.01), :] *= np.linspace(0.4, 1.0, int(h * 0.01), dtype=np.float32)[:, None]
    out = np.clip(img, 0, 255).astype(np.uint8)
    gray = fitz.Pixmap(fitz.csGRAY, w, h, out.tobytes(), 0)
    return gray.tobytes("jpeg", jpg_quality=params["quality"])
