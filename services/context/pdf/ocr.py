"""Tesseract OCR of one rendered PDF page (shared.ocr runs Tesseract); lines are in PDF points."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from services.context.pdf.settings import OcrSettings
from shared import ocr as _ocr
from shared.mupdf import load_pymupdf
from shared.ocr import OcrLine, OcrPage, OcrUnavailableError, available_languages

if TYPE_CHECKING:
    import pymupdf

_SPARSE_PSM = 11  # Tesseract's "sparse text": as much text as possible, in no particular order

__all__ = ["OcrLine", "OcrPage", "OcrUnavailableError", "available_languages", "ocr_page", "usable_languages"]


def usable_languages(cfg: OcrSettings) -> tuple[str, list[str]]:
    """The ``+``-joined languages to use and the requested ones that are missing (shared.ocr)."""
    return _ocr.usable_languages(cfg.languages, _tessdata(cfg), cfg.timeout_s)


def _tessdata(cfg: OcrSettings) -> str | None:
    return str(cfg.tessdata) if cfg.tessdata else None


def ocr_page(page: pymupdf.Page, cfg: OcrSettings, languages: str) -> OcrPage:
    """Render ``page`` at ``cfg.dpi`` and read it; confidence is the char-weighted mean in [0, 1].

    A page read with less confidence than ``cfg.turn_below`` may lie on its side or upside down (a card
    copied turned): when Tesseract's orientation detection says so, the page is read turned upright, and
    where it cannot tell, read each other way up; the surest turned reading stands when it is surer by
    ``cfg.sparse_margin`` (its lines then lie in the turned page's frame, ``OcrPage.turned``). A page read
    with less confidence than ``cfg.sparse_below`` is read again as sparse text, every word block found on
    its own (a card's or a form's fields, which the page-layout analysis can merge across rows or drop),
    and that reading stands when it is surer by ``cfg.sparse_margin``; the words are put back into lines
    by their boxes downstream. Lines of Chinese read with little confidence are then read again alone
    (``reread_line``)."""
    png = _render(page, cfg.dpi, 0)
    result = _read(png, cfg, languages, cfg.psm)
    if result.confidence < cfg.turn_below:
        turn = _ocr.upright_turn(png, dpi=cfg.dpi, timeout_s=cfg.timeout_s, tessdata=_tessdata(cfg))
        # Where the detection cannot tell (a card's few lines), each other way up is read; upright, none.
        turns = (180, 90, 270) if turn is None else (turn,) if turn else ()
        best = result
        for t in turns:
            turned_png = _render(page, cfg.dpi, t)
            turned = _read(turned_png, cfg, languages, cfg.psm)
            if turned.confidence >= best.confidence + cfg.sparse_margin:
                png, best = turned_png, turned
                best.turned = t
        result = best
    if result.confidence < cfg.sparse_below:
        sparse = _read(png, cfg, languages, _SPARSE_PSM)
        if sparse.confidence >= result.confidence + cfg.sparse_margin or _more_text(sparse, result, cfg):
            sparse.turned = result.turned
            result = sparse
    chinese = "+".join(lang for lang in languages.split("+") if lang.startswith("chi"))
    if chinese and cfg.reread_below > 0:
        latin, cjk, _ = _counts("".join(ln.text for ln in result.lines))
        doubtful = [
            ln
            for ln in result.lines
            if ln.confidence < cfg.reread_below and _doubtful(ln.text, cjk > latin, cfg.reread_max_chars)
        ]
        for line in doubtful[: cfg.reread_max_lines]:
            reread_line(page, line, cfg, chinese, result.turned)
    return result


def _render(page: pymupdf.Page, dpi: int, turn: int, clip: pymupdf.Rect | None = None) -> bytes:
    """A grey PNG of ``page`` (of ``clip``, in the page's own coordinates) turned ``turn`` degrees
    clockwise."""
    pymupdf = load_pymupdf()
    zoom = pymupdf.Matrix(dpi / 72.0, dpi / 72.0).prerotate(turn)
    return page.get_pixmap(matrix=zoom, colorspace=pymupdf.csGRAY, clip=clip).tobytes("png")


def _unturned(page: pymupdf.Page, box: pymupdf.Rect, turn: int) -> pymupdf.Rect:
    """``box``, in the frame of ``page`` turned ``turn`` degrees clockwise, in the page's own coordinates."""
    pymupdf = load_pymupdf()
    rotation = pymupdf.Matrix(1, 1).prerotate(turn)
    origin = (page.rect * rotation).top_left
    return (box + pymupdf.Rect(origin, origin)) * ~rotation


def _read(png: bytes, cfg: OcrSettings, languages: str, psm: int) -> OcrPage:
    return _ocr.ocr_image(
        png,
        languages,
        dpi=cfg.dpi,
        psm=psm,
        timeout_s=cfg.timeout_s,
        tessdata=_tessdata(cfg),
        scale=72.0 / cfg.dpi,
    )


def _doubtful(text: str, chinese_page: bool, max_chars: int) -> bool:
    """Whether a short line may be Chinese misread: it holds Chinese, or, on a page of Chinese, digits with
    a stray Latin letter or two (a date whose 年月日 came out as "7A 148") or Latin letters and no digit
    (a name in Chinese on a card's pattern read as "BR")."""
    latin, cjk, digits = _counts(text)
    if len(text) > max_chars:
        return False  # a table's row: its cells read alone go wrong in other ways
    return cjk > 0 or (chinese_page and latin > 0 and (digits == 0 or latin <= 2))


def reread_line(page: pymupdf.Page, line: OcrLine, cfg: OcrSettings, languages: str, turn: int = 0) -> None:
    """Read ``line``'s box of ``page`` (turned ``turn`` degrees clockwise, as the page was read) again on
    its own in ``languages``; keep the second reading when it reads better: fewer stray Latin letters (a
    Chinese word misread as "TK"), no fewer Chinese characters, the same digits (``_same_digits``), and a
    confidence at most 0.1 lower unless it found more Chinese (Tesseract is less sure of a line alone)."""
    pymupdf = load_pymupdf()
    box = pymupdf.Rect(line.x0 - 3, line.y0 - 3, line.x1 + 3, line.y1 + 3)
    clip = _unturned(page, box, turn) & page.rect
    png = _render(page, cfg.reread_dpi, turn, clip)
    again = _ocr.ocr_image(
        png,
        languages,
        dpi=cfg.reread_dpi,
        psm=7,
        timeout_s=cfg.timeout_s,
        tessdata=_tessdata(cfg),
    )
    text = " ".join(ln.text for ln in again.lines)
    before, after = _counts(line.text), _counts(text)
    if (
        after[0] < before[0]
        and after[1] >= before[1]
        and _same_digits(line.text, text)
        and (again.confidence >= line.confidence - 0.1 or after[1] > before[1])
    ):
        line.text, line.confidence = text, again.confidence


def _same_digits(first: str, second: str) -> bool:
    """Whether ``second`` holds the digits of ``first`` in order, one fewer at most where ``first`` has a
    letter against a digit (日 read as "8", 月 as "A": "7A 148")."""
    a, b = re.sub(r"\D", "", first), re.sub(r"\D", "", second)
    if a == b:
        return True
    if len(b) != len(a) - 1 or not re.search(r"\d[A-Za-z]|[A-Za-z]\d", first):
        return False
    return any(a[:i] + a[i + 1 :] == b for i in range(len(a)))


_CJK = re.compile(r"[\u3400-\u9fff]")


def _more_text(sparse: OcrPage, first: OcrPage, cfg: OcrSettings) -> bool:
    """Whether the sparse reading holds at least ``cfg.sparse_more_text`` times the first's Chinese
    characters and words of three letters or digits while no more than ``cfg.sparse_margin`` less sure (a
    scanned form whose page layout analysis dropped most of its cells)."""
    if cfg.sparse_more_text <= 0 or sparse.confidence < first.confidence - cfg.sparse_margin:
        return False

    def amount(page: OcrPage) -> int:
        text = "\n".join(ln.text for ln in page.lines)
        return len(_CJK.findall(text)) + len(re.findall(r"[A-Za-z0-9]{3,}", text))

    return amount(sparse) >= cfg.sparse_more_text * max(amount(first), 1)


def _counts(text: str) -> tuple[int, int, int]:
    """(Latin letters, Chinese characters, digits) in ``text``."""
    return (
        len(re.findall(r"[A-Za-z]", text)),
        len(_CJK.findall(text)),
        len(re.findall(r"\d", text)),
    )
