"""Tesseract OCR of one image through the command-line tool's TSV output (scanned pages, video frames).

One Tesseract run gives both the text lines with their boxes and the per-word confidences, so a page's
confidence is Tesseract's own, and the lines feed layout code the same way a text layer does.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
from dataclasses import dataclass

from shared.textio import is_cjk


@dataclass(slots=True)
class OcrLine:
    """One line Tesseract read: its box (image pixels times the caller's scale), text and confidence."""

    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    confidence: float = 0.0


@dataclass(slots=True)
class OcrPage:
    lines: list[OcrLine]
    confidence: float
    # Degrees clockwise the image was turned before this reading (0: as it came); the lines' boxes are
    # in the turned image's frame.
    turned: int = 0


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


def usable_languages(languages: str, tessdata: str | None, timeout_s: float) -> tuple[str, list[str]]:
    """The ``+``-joined languages to use and the requested ones that are missing.

    Raises OcrUnavailableError when none of the requested languages (or Tesseract itself) is there.
    """
    have = available_languages(tessdata, timeout_s)
    wanted = [lang for lang in languages.split("+") if lang]
    use = [lang for lang in wanted if lang in have]
    if not use:
        raise OcrUnavailableError("tesseract not installed" if not have else f"no OCR language of {wanted}")
    return "+".join(use), [lang for lang in wanted if lang not in have]


def join_words(words: list[str]) -> str:
    """Words of one line joined by spaces, except between two CJK characters."""
    out = ""
    for w in words:
        if out and not (is_cjk(out[-1]) and is_cjk(w[0])):
            out += " "
        out += w
    return out


def ocr_image(
    png: bytes,
    languages: str,
    *,
    dpi: int,
    psm: int,
    timeout_s: float,
    tessdata: str | None = None,
    scale: float = 1.0,
    split_gap_ratio: float | None = None,
) -> OcrPage:
    """Read a PNG; boxes are multiplied by ``scale``; confidences are char-weighted means in [0, 1].

    With ``split_gap_ratio`` a line is cut where the gap between two words exceeds that many line heights
    (the cells of a table row, a form's label and its value), so a caller can rebuild rows of cells.
    """
    proc = _tesseract(
        png, ["-l", languages, "--dpi", str(dpi), "--psm", str(psm)], "tsv", tessdata, timeout_s
    )
    if proc.returncode != 0:
        raise RuntimeError(f"tesseract exit {proc.returncode}: {proc.stderr.decode(errors='replace')[-300:]}")
    return parse_tsv(proc.stdout.decode("utf-8", errors="replace"), scale, split_gap_ratio)


def _tesseract(
    png: bytes, options: list[str], config: str, tessdata: str | None, timeout_s: float
) -> subprocess.CompletedProcess[bytes]:
    exe = shutil.which("tesseract")
    if exe is None:
        raise OcrUnavailableError("tesseract not installed")
    cmd = [exe, "stdin", "stdout", *options]
    if tessdata:
        cmd += ["--tessdata-dir", tessdata]
    if config:
        cmd.append(config)
    # Tesseract's own threads would fight the caller's workers for the same cores.
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    return subprocess.run(cmd, input=png, capture_output=True, timeout=timeout_s, env=env, check=False)


_ROTATE = re.compile(r"^Rotate:\s*(\d+)", re.MULTILINE)
_ORIENTATION_CONFIDENCE = re.compile(r"^Orientation confidence:\s*([\d.]+)", re.MULTILINE)
# Below this orientation confidence Tesseract's answer is a guess (a turned card's few lines: 0.1).
_LEAST_ORIENTATION_CONFIDENCE = 0.5


def upright_turn(png: bytes, *, dpi: int, timeout_s: float, tessdata: str | None = None) -> int | None:
    """Degrees clockwise (0, 90, 180 or 270) that turn a PNG's text upright, by Tesseract's orientation
    detection (psm 0, its ``osd`` data); None when it cannot tell: too little text, an orientation
    confidence below 0.5, no ``osd`` data, a failed run. Its confidence on a turned card is often low, so a
    caller reads the turned image and keeps the surer reading rather than trusting the detection alone."""
    try:
        proc = _tesseract(png, ["--dpi", str(dpi), "--psm", "0"], "", tessdata, timeout_s)
    except subprocess.SubprocessError:
        return None
    out = proc.stdout.decode("utf-8", errors="replace") if proc.returncode == 0 else ""
    found, sure = _ROTATE.search(out), _ORIENTATION_CONFIDENCE.search(out)
    if found is None or (sure is not None and float(sure.group(1)) < _LEAST_ORIENTATION_CONFIDENCE):
        return None
    return int(found.group(1)) % 360


def _weighted(pairs: list[tuple[float, int]]) -> float:
    chars = sum(n for _, n in pairs)
    return round(sum(c * n for c, n in pairs) / chars / 100.0, 4) if chars else 0.0


def parse_tsv(tsv: str, scale: float, split_gap_ratio: float | None = None) -> OcrPage:
    """Tesseract's TSV as lines (block, paragraph, line[, piece]) in Tesseract's reading order."""
    groups: dict[tuple[int, ...], list] = {}
    confs: dict[tuple[int, ...], list[tuple[float, int]]] = {}
    last: dict[tuple[int, int, int], tuple[int, int, int]] = {}  # line -> (piece, right edge, height)
    for row in tsv.splitlines()[1:]:
        f = row.split("\t")
        if len(f) < 12 or f[0] != "5":
            continue
        text = f[11].strip()
        if not text:
            continue
        left, top, width, height = (int(v) for v in f[6:10])
        line = (int(f[2]), int(f[3]), int(f[4]))
        piece, right, line_h = last.get(line, (0, left, height))
        if split_gap_ratio is not None and left - right > split_gap_ratio * max(line_h, height):
            piece += 1
        last[line] = (piece, left + width, max(line_h, height))
        key = (*line, piece)
        groups.setdefault(key, []).append((left, top, width, height, text))
        conf = float(f[10])
        if conf >= 0:
            confs.setdefault(key, []).append((conf, len(text)))
    lines = []
    for key, words in groups.items():
        x0 = min(w[0] for w in words) * scale
        y0 = min(w[1] for w in words) * scale
        x1 = max(w[0] + w[2] for w in words) * scale
        y1 = max(w[1] + w[3] for w in words) * scale
        text = join_words([w[4] for w in words])
        lines.append(OcrLine(x0, y0, x1, y1, text, _weighted(confs.get(key, []))))
    every = [pair for pairs in confs.values() for pair in pairs]
    return OcrPage(lines, _weighted(every))
