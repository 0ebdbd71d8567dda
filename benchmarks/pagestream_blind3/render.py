"""Page drawing helpers, scan simulation and value formatting for the stream generator."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

import numpy as np
import pymupdf

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FONTS = {
    "s": ("cjkprop", None),
    "t": ("china-t", None),
    "helv": ("helv", None),
    "hebo": ("hebo", None),
    "tiro": ("tiro", None),
    "tibo": ("tibo", None),
    "cour": ("cour", None),
    "dv": ("dvsans", DEJAVU + "DejaVuSans.ttf"),
    "dvb": ("dvsansb", DEJAVU + "DejaVuSans-Bold.ttf"),
    "dvs": ("dvserif", DEJAVU + "DejaVuSerif.ttf"),
    "dvm": ("dvmono", DEJAVU + "DejaVuSansMono.ttf"),
}
_MEASURE: dict[str, pymupdf.Font] = {}
RED = (0.8, 0.1, 0.1)
GREY = (0.45, 0.45, 0.45)
A4 = (595, 842)


def font_obj(key: str) -> pymupdf.Font:
    if key not in _MEASURE:
        name, path = FONTS[key]
        if path:
            _MEASURE[key] = pymupdf.Font(fontfile=path)
        elif key in ("s", "t"):
            _MEASURE[key] = pymupdf.Font("cjk")
        else:
            _MEASURE[key] = pymupdf.Font(name)
    return _MEASURE[key]


def text_width(s: str, size: float, f: str) -> float:
    return font_obj(f).text_length(s, fontsize=size)


class Pg:
    """One page under construction; remembers every string drawn on it."""

    def __init__(self, page: pymupdf.Page, font: str):
        self.page = page
        self.font = font
        self.texts: list[str] = []
        self.image_only = False
        self._fonts: set[str] = set()
        self.w = page.rect.width
        self.h = page.rect.height

    def t(self, x, y, s, size=10.0, f=None, color=(0, 0, 0), align="l", rotate=0):
        f = f or self.font
        if align != "l":
            wd = text_width(s, size, f)
            x = x - wd if align == "r" else x - wd / 2
        name, path = FONTS[f]
        if name == "cjkprop" and name not in self._fonts:
            self.page.insert_font(fontname=name, fontbuffer=font_obj("s").buffer)
            self._fonts.add(name)
        self.page.insert_text(
            (x, y), s, fontsize=size, fontname=name, fontfile=path, color=color, rotate=rotate
        )
        self.texts.append(s)
        return y

    def para(self, x, y, width, text, size=10.0, f=None, lead=1.55, indent=0.0):
        """Wrap text into width; CJK wraps by character, Latin by word. Returns next baseline."""
        f = f or self.font
        lines, cur = [], ""
        tokens = text.split(" ") if _mostly_latin(text) else list(text)
        sep = " " if _mostly_latin(text) else ""
        avail = width - indent
        for tok in tokens:
            cand = cur + sep + tok if cur else tok
            if text_width(cand, size, f) > avail and cur:
                lines.append(cur)
                cur, avail = tok, width
            else:
                cur = cand
        if cur:
            lines.append(cur)
        for i, ln in enumerate(lines):
            self.t(x + (indent if i == 0 else 0), y, ln, size, f)
            y += size * lead
        return y

    def line(self, x0, y0, x1, y1, width=0.6, color=(0, 0, 0)):
        self.page.draw_line((x0, y0), (x1, y1), color=color, width=width)

    def box(self, x0, y0, x1, y1, width=0.6, color=(0, 0, 0), fill=None, radius=None):
        self.page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=color, fill=fill, width=width, radius=radius)

    def grid(self, x, y, widths, rows, row_h=18.0, size=9.0, f=None, color=(0, 0, 0), head_fill=None):
        """Table with ruled cells; rows are lists of strings. Returns bottom y."""
        total = sum(widths)
        for r, row in enumerate(rows):
            y0 = y + r * row_h
            if r == 0 and head_fill:
                self.box(x, y0, x + total, y0 + row_h, width=0, fill=head_fill, color=None)
            cx = x
            for c, cell in enumerate(row):
                if cell:
                    self.t(cx + 3, y0 + row_h / 2 + size * 0.35, cell, size, f, color=(0, 0, 0))
                cx += widths[c]
        for r in range(len(rows) + 1):
            self.line(x, y + r * row_h, x + total, y + r * row_h, 0.5, color)
        cx = x
        for wd in [0, *widths]:
            cx += wd
            self.line(cx, y, cx, y + len(rows) * row_h, 0.5, color)
        return y + len(rows) * row_h

    def kv(self, x, y, pairs, size=10.0, f=None, lead=1.7, gap=None):
        """Label: value lines stacked vertically."""
        for label, value in pairs:
            if gap:
                self.t(x, y, label, size, f)
                self.t(x + gap, y, value, size, f)
            else:
                self.t(x, y, f"{label}{value}", size, f)
            y += size * lead
        return y

    def stamp(self, cx, cy, rx, ry, top, bottom="", size=7.0, f=None):
        """Red oval seal with one line of name and an optional caption."""
        r = pymupdf.Rect(cx - rx, cy - ry, cx + rx, cy + ry)
        self.page.draw_oval(r, color=RED, width=1.6)
        self.page.draw_oval(pymupdf.Rect(r.x0 + 3, r.y0 + 3, r.x1 - 3, r.y1 - 3), color=RED, width=0.5)
        self.t(cx, cy - 2, top, size, f, color=RED, align="c")
        if bottom:
            self.t(cx, cy + size + 3, bottom, size * 0.95, f, color=RED, align="c")

    def photo(self, x0, y0, x1, y1):
        """Grey head-and-shoulders placeholder for an ID photo."""
        self.box(x0, y0, x1, y1, width=0, fill=(0.93, 0.93, 0.93), color=None)
        w, h = x1 - x0, y1 - y0
        self.page.draw_oval(pymupdf.Rect(x0 + w * 0.3, y0 + h * 0.12, x0 + w * 0.7, y0 + h * 0.58), fill=GREY)
        self.page.draw_oval(pymupdf.Rect(x0 + w * 0.1, y0 + h * 0.62, x0 + w * 0.9, y1 + h * 0.25), fill=GREY)
        self.box(x0, y1, x1, y1 + h * 0.3, width=0, fill=(1, 1, 1), color=None)


def _mostly_latin(s: str) -> bool:
    return sum(ord(c) < 0x2E80 for c in s) > 0.7 * max(len(s), 1)


# ---------------------------------------------------------------- scan simulation


def _rotate(img: np.ndarray, deg: float) -> np.ndarray:
    h, w = img.shape
    a = np.deg2rad(deg)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cy, cx = h / 2, w / 2
    sx = np.cos(a) * (xx - cx) + np.sin(a) * (yy - cy) + cx
    sy = -np.sin(a) * (xx - cx) + np.cos(a) * (yy - cy) + cy
    xi = np.clip(np.rint(sx).astype(np.int32), 0, w - 1)
    yi = np.clip(np.rint(sy).astype(np.int32), 0, h - 1)
    out = img[yi, xi]
    out[(sx < 0) | (sx >= w) | (sy < 0) | (sy >= h)] = 235
    return out


def _blur(img: np.ndarray) -> np.ndarray:
    f = img.astype(np.float32)
    p = np.pad(f, 1, mode="edge")
    return (p[:-2, 1:-1] + p[2:, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:] + 4 * f) / 8


def scan_image(page: pymupdf.Page, seed: int, dpi=170, skew=1.0, noise=6.0, quality=62, border=False):
    """Render a page to a degraded greyscale JPEG, returned as bytes."""
    rng = np.random.default_rng(seed)
    pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, alpha=False)
    img = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.stride)[:, : pix.width].copy()
    img = _rotate(img, skew)
    f = _blur(img)
    f = f * 0.9 + 18 + rng.normal(0, noise, f.shape)
    if border:
        bw = int(dpi * 0.28)
        f[:bw, :] = 40
        f[-bw:, :] = 45
        f[:, : bw // 2] = 35
        f[:, -bw // 2 :] = 50
    img = np.clip(f, 0, 255).astype(np.uint8)
    out = pymupdf.Pixmap(pymupdf.csGRAY, img.shape[1], img.shape[0], img.tobytes(), False)
    return out.tobytes("jpeg", jpg_quality=quality)


def rotated_snapshot(src: pymupdf.Page, clip: pymupdf.Rect, dpi=200) -> bytes:
    """Render a region and turn it 90 degrees counter-clockwise, as PNG bytes."""
    pix = src.get_pixmap(dpi=dpi, clip=clip, colorspace=pymupdf.csGRAY, alpha=False)
    img = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
    rot = np.ascontiguousarray(np.rot90(img))
    out = pymupdf.Pixmap(pymupdf.csGRAY, rot.shape[1], rot.shape[0], rot.tobytes(), False)
    return out.tobytes("png")


# ---------------------------------------------------------------- value formatting

_DIG = "零壹贰叁肆伍陆柒捌玖"


def money(v) -> Decimal:
    return Decimal(str(v)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def fmt(v, sep=",", dec=".") -> str:
    s = f"{money(v):,.2f}"
    return s.replace(",", "\0").replace(".", dec).replace("\0", sep)


def cn_upper(v) -> str:
    """Chinese capital amount, e.g. 11300 -> 壹万壹仟叁佰元整."""
    m = money(v)
    yuan = int(m)
    cents = int((m - yuan) * 100)
    s, zero, group = "", False, False
    digits = str(yuan)
    for i, ch in enumerate(digits):
        pos = len(digits) - 1 - i
        d = int(ch)
        if d:
            if zero:
                s += "零"
            s += _DIG[d] + ["", "拾", "佰", "仟"][pos % 4]
            zero, group = False, True
        elif s:
            zero = True
        if pos % 4 == 0 and pos and group:
            s += ["", "万", "亿"][pos // 4]
            group = False
    s = (s or "零") + "元"
    jiao, fen = divmod(cents, 10)
    if not cents:
        return s + "整"
    s += (_DIG[jiao] + "角") if jiao else "零"
    return s + (_DIG[fen] + "分" if fen else "整")


_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
_CN_NUM = "〇一二三四五六七八九"


def cn_date_words(d: dt.date) -> str:
    def small(n):
        if n < 10:
            return _CN_NUM[n]
        return ("" if n < 20 else _CN_NUM[n // 10]) + "十" + (_CN_NUM[n % 10] if n % 10 else "")

    return "".join(_CN_NUM[int(c)] for c in str(d.year)) + f"年{small(d.month)}月{small(d.day)}日"


def date_forms(iso: str) -> list[str]:
    d = dt.date.fromisoformat(iso)
    y, m, dd = d.year, d.month, d.day
    mon = _MONTHS[m - 1]
    return [
        iso,
        f"{y}年{m}月{dd}日",
        f"{y}年{m:02d}月{dd:02d}日",
        f"{y}.{m:02d}.{dd:02d}",
        f"{y}/{m:02d}/{dd:02d}",
        f"{dd:02d}.{m:02d}.{y}",
        f"{m:02d}/{dd:02d}/{y}",
        f"{dd:02d}/{m:02d}/{y}",
        f"{mon}{dd},{y}",
        f"{dd}{mon}{y}",
        f"{mon[:3]}.{dd},{y}",
        f"{dd}-{mon[:3]}-{y}",
        f"{y - 1911}年{m:02d}月{dd:02d}日",
        f"{y - 1911}/{m:02d}/{dd:02d}",
        cn_date_words(d),
    ]


def amount_forms(v: str) -> list[str]:
    m = money(v)
    out = [f"{m:.2f}", fmt(m), fmt(m, ".", ","), fmt(m, " ", ","), cn_upper(m)]
    if m == int(m):
        out += [f"{int(m):,}", str(int(m))]
    return out


def value_forms(field: str, value: str) -> list[str]:
    if field in ("totalAmount", "taxAmount", "contractAmount"):
        return amount_forms(value)
    if field in ("date", "signDate", "birthDate"):
        return date_forms(value)
    return [value]


# ---------------------------------------------------------------- resident ID numbers

_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def id_number(area: str, birth: str, seq: int, male: bool) -> str:
    """18-character mainland ID number with GB 11643 check character."""
    seq = seq - seq % 2 + (1 if male else 0)
    body = f"{area}{birth.replace('-', '')}{seq:03d}"
    check = "10X98765432"[sum(int(c) * w for c, w in zip(body, _W, strict=True)) % 11]
    return body + check


def id_valid(num: str) -> bool:
    return len(num) == 18 and id_number(num[:6], num[6:14], int(num[14:17]), int(num[16]) % 2 == 1) == num


class DocCtx:
    """Collects the pages and printed gold fields of one document."""

    def __init__(self, doc: pymupdf.Document, font: str = "s"):
        self.doc = doc
        self.font = font
        self.pages: list[Pg] = []
        self.fields: list[tuple[str, str, int]] = []
        self.first_index = doc.page_count

    def page(self, size=A4, font: str | None = None) -> Pg:
        pg = Pg(self.doc.new_page(width=size[0], height=size[1]), font or self.font)
        self.pages.append(pg)
        return pg

    def f(self, field: str, value: str):
        """Record a gold field as printed on the current (last) page."""
        if not any(fl[0] == field for fl in self.fields):
            self.fields.append((field, value, len(self.pages) - 1))
