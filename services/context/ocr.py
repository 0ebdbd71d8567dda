"""Tesseract OCR of one rendered page through the command-line tool's TSV output.

One Tesseract run gives both the text lines with their boxes and the per-word confidences, so the
page confidence is Tesseract's own, and the lines feed the same layout code as a text layer.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
from dataclasses import dataclass
from typing import TYPE_CHECKING

from services.context.pdf_layout import is_cjk
from services.context.settings import OcrSettings
from shared.mupdf import load_pymupdf

if TYPE_CHECKING:
    import pymupdf


@dataclass(slots=True)
class OcrLine:
    """One line Tesseract read, in PDF points."""

    x0: float
    y0: float
    x1: float
    y1: float
    text: str


@dataclass(slots=True)
class OcrPage:
    lines: list[OcrLine]
    confidence: float


class OcrUnavailableError(RuntimeError):
    """Tesseract (or one of the requested languages) is not installed."""


@functools.lru_cache(maxsize=8)
def available_languages(tessdata: str | None, timeout_s: float) -> frozenset[str]:
    """Languages Tesseract can use; empty when the binary is missing."""
    exe = shutil.which("tesseract")
    if exe is None:
        return frozenset()
    cmd = [exe, "--list-langs"] + (["--tessdata-dir", tessdata] if tessdata else [])
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s, check=False)
    except (OSError, subprocess.SubprocessError):
        return frozenset()
    lines = (proc.stdout + proc.stderr).splitlines()
    return frozenset(ln.strip() for ln in lines if ln.strip() and " " not in ln.strip())


def usable_languages(cfg: OcrSettings) -> tuple[str, list[str]]:
    """The ``+``-joined languages to use and the requested ones that are missing.

    Raises OcrUnavailableError when none of the requested languages (or Tesseract itself) is there.
    """
    have = available_languages(str(cfg.tessdata) if cfg.tessdata else None, cfg.timeout_s)
    wanted = [lang for lang in cfg.languages.split("+") if lang]
    use = [lang for lang in wanted if lang in have]
    if not use:
        raise OcrUnavailableError("tesseract not installed" if not have else f"no OCR language of {wanted}")
    return "+".join(use), [lang for lang in wanted if lang not in have]


def _join_words(words: list[str]) -> str:
    out = ""
    for w in words:
        if out and not (is_cjk(out[-1]) and is_cjk(w[0])):
            out += " "
        out += w
    return out


def ocr_page(page: pymupdf.Page, cfg: OcrSettings, languages: str) -> OcrPage:
    """Render ``page`` at ``cfg.dpi`` and read it; confidence is the char-weighted mean in [0, 1]."""
    exe = shutil.which("tesseract")
    if exe is None:
        raise OcrUnavailableError("tesseract not installed")
    png = page.get_pixmap(dpi=cfg.dpi, colorspace=load_pymupdf().csGRAY).tobytes("png")
    cmd = [exe, "stdin", "stdout", "-l", languages, "--dpi", str(cfg.dpi), "--psm", str(cfg.psm)]
    if cfg.tessdata:
        cmd += ["--tessdata-dir", str(cfg.tessdata)]
    cmd.append("tsv")
    # Tesseract's own threads would fight the conversion workers for the same cores.
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    proc = subprocess.run(cmd, input=png, capture_output=True, timeout=cfg.timeout_s, env=env, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"tesseract exit {proc.returncode}: {proc.stderr.decode(errors='replace')[-300:]}")
    return _parse_tsv(proc.stdout.decode("utf-8", errors="replace"), 72.0 / cfg.dpi)


def _parse_tsv(tsv: str, scale: float) -> OcrPage:
    groups: dict[tuple[int, int, int], list] = {}
    conf_sum = 0.0
    conf_chars = 0
    for row in tsv.splitlines()[1:]:
        f = row.split("\t")
        if len(f) < 12 or f[0] != "5":
            continue
        text = f[11].strip()
        if not text:
            continue
        left, top, width, height = (int(v) for v in f[6:10])
        conf = float(f[10])
        if conf >= 0:
            conf_sum += conf * len(text)
            conf_chars += len(text)
        groups.setdefault((int(f[2]), int(f[3]), int(f[4])), []).append((left, top, width, height, text))
    lines = []
    for words in groups.values():
        x0 = min(w[0] for w in words) * scale
        y0 = min(w[1] for w in words) * scale
        x1 = max(w[0] + w[2] for w in words) * scale
        y1 = max(w[1] + w[3] for w in words) * scale
        lines.append(OcrLine(x0, y0, x1, y1, _join_words([w[4] for w in words])))
    confidence = conf_sum / conf_chars / 100.0 if conf_chars else 0.0
    return OcrPage(lines, round(confidence, 4))
