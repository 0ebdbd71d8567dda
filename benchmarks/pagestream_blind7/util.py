"""Drawing canvas, money/date formatting and ID-number helpers (PyMuPDF only)."""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal

import pymupdf

BLACK = (0, 0, 0)
GREY = (0.35, 0.35, 0.35)
RED = (0.82, 0.1, 0.1)
BLUE = (0.1, 0.25, 0.55)
BROWN = (0.55, 0.35, 0.15)
TWO = Decimal("0.01")

LATIN = {
    ("sans", False): "helv",
    ("sans", True): "hebo",
    ("serif", False): "tiro",
    ("serif", True): "tibo",
    ("mono", False): "cour",
    ("mono", True): "cobo",
}


def d2(v) -> Decimal:
    return Decimal(str(v)).quantize(TWO, rounding=ROUND_HALF_UP)


def gold_amount(v) -> str:
    return f"{d2(v):.2f}"


def money(v, sep=",", dec=".") -> str:
    v = d2(v)
    neg = v < 0
    whole, frac = f"{abs(v):.2f}".split(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return ("-" if neg else "") + sep.join(groups) + dec + frac


def money_in(v) -> str:
    """Indian digit grouping: 12,34,567.00"""
    v = d2(v)
    whole, frac = f"{abs(v):.2f}".split(".")
    head, tail = whole[:-3], whole[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ("-" if v < 0 else "") + ",".join([*parts, tail]) + "." + frac


CN_DIG = "零壹贰叁肆伍陆柒捌玖"
CN_UNIT = ["", "拾", "佰", "仟"]
CN_BIG = ["", "万", "亿"]
TRAD_MAP = str.maketrans(
    {"贰": "貳", "叁": "參", "陆": "陸", "万": "萬", "亿": "億", "元": "圓", "整": "正", "负": "負"}
)


def cn_capital(v, trad=False) -> str:
    """Chinese financial capitals, e.g. 12769.00 -> 壹万贰仟柒佰陆拾玖元整."""
    v = d2(v)
    cents = int(abs(v) * 100)
    yuan, rest = divmod(cents, 100)
    jiao, fen = divmod(rest, 10)
    out = ""
    if yuan:
        s = str(yuan)
        s = "0" * (-len(s) % 4) + s
        groups = [s[i : i + 4] for i in range(0, len(s), 4)]
        pending_zero = False
        for gi, grp in enumerate(groups):
            big = CN_BIG[len(groups) - 1 - gi]
            if int(grp) == 0:
                pending_zero = bool(out)
                continue
            for pos, ch in enumerate(grp):
                d = int(ch)
                if d == 0:
                    pending_zero = bool(out)
                    continue
                if pending_zero:
                    out += "零"
                    pending_zero = False
                out += CN_DIG[d] + CN_UNIT[3 - pos]
            out += big
        out += "元"
    if jiao == 0 and fen == 0:
        out += "整"
    else:
        if jiao:
            out += CN_DIG[jiao] + "角"
        elif yuan:
            out += "零"
        if fen:
            out += CN_DIG[fen] + "分"
        else:
            out += "整"
    if v < 0:
        out = "负" + out
    return out.translate(TRAD_MAP) if trad else out


MONTHS = [
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
CN_NUM = "〇一二三四五六七八九"


def _cn_small(n: int) -> str:
    if n < 10:
        return CN_NUM[n]
    t, o = divmod(n, 10)
    return ("" if t == 1 else CN_NUM[t]) + "十" + (CN_NUM[o] if o else "")


def fmt_date(iso: str, style: str) -> str:
    y, m, d = (int(x) for x in iso.split("-"))
    mon = MONTHS[m - 1]
    forms = {
        "iso": iso,
        "slash": f"{y}/{m:02d}/{d:02d}",
        "dot": f"{y}.{m:02d}.{d:02d}",
        "cn": f"{y}年{m:02d}月{d:02d}日",
        "cn1": f"{y}年{m}月{d}日",
        "cnsp": f"{y} 年 {m} 月 {d} 日",
        "dmy": f"{d:02d}/{m:02d}/{y}",
        "mdy": f"{m:02d}/{d:02d}/{y}",
        "dmy_dot": f"{d:02d}.{m:02d}.{y}",
        "dmy_dash": f"{d:02d}-{mon[:3]}-{y}",
        "long_dmy": f"{d} {mon} {y}",
        "long_mdy": f"{mon} {d}, {y}",
        "roc": f"{y - 1911}年{m:02d}月{d:02d}日",
        "roc1": f"民國{y - 1911}年{m}月{d}日",
        "roc_slash": f"{y - 1911}/{m:02d}/{d:02d}",
        "cnnum": "".join(CN_NUM[int(c)] for c in str(y)) + f"年{_cn_small(m)}月{_cn_small(d)}日",
        "compact": f"{y}{m:02d}{d:02d}",
    }
    return forms[style]


DATE_STYLES = [
    "iso", "slash", "dot", "cn", "cn1", "cnsp", "dmy", "mdy", "dmy_dot",
    "dmy_dash", "long_dmy", "long_mdy", "roc", "roc1", "roc_slash", "cnnum", "compact",
]  # fmt: skip

ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def id_number(area: str, birth_iso: str, seq: int, male: bool) -> str:
    """GB 11643 citizen number; seq 0-99, last sequence digit encodes sex."""
    last = seq % 5 * 2 + (1 if male else 0)
    body = area + birth_iso.replace("-", "") + f"{seq % 100:02d}{last}"
    s = sum(int(c) * w for c, w in zip(body, ID_W, strict=True))
    return body + "10X98765432"[s % 11]


def id_valid(iso: str) -> bool:
    s = sum(int(c) * w for c, w in zip(iso[:17], ID_W, strict=True))
    return len(iso) == 18 and "10X98765432"[s % 11] == iso[17]


class Canvas:
    """Draws mixed CJK/Latin text on a page and records every string drawn."""

    def __init__(self, page: pymupdf.Page, lang: str = "s", serif: bool = False):
        self.page = page
        self.lang = lang
        self.cjk = "china-t" if lang == "t" else "china-s"
        self.serif = "serif" if serif else "sans"
        self.texts: list[str] = []
        self.w = page.rect.width
        self.h = page.rect.height
        self.x0 = 60.0
        self.x1 = self.w - 60.0
        self.y = 70.0

    # -- text -------------------------------------------------------------
    @staticmethod
    def _runs(s: str):
        runs: list[list] = []
        for ch in s:
            a = ord(ch) < 256
            if runs and runs[-1][0] == a:
                runs[-1][1] += ch
            else:
                runs.append([a, ch])
        return runs

    def width(self, s: str, size=10.0, bold=False, family=None) -> float:
        fam = family or self.serif
        tot = 0.0
        for a, run in self._runs(s):
            if a:
                tot += pymupdf.get_text_length(run, fontname=LATIN[(fam, bold)], fontsize=size)
            else:
                tot += size * len(run)
        return tot

    def text(self, x, y, s, size=10.0, bold=False, color=BLACK, align="l", family=None, record=True):
        if not s:
            return x
        fam = family or self.serif
        if align != "l":
            wd = self.width(s, size, bold, fam)
            x = x - wd if align == "r" else x - wd / 2
        if record:
            self.texts.append(s)
        for a, run in self._runs(s):
            if a:
                fn = LATIN[(fam, bold)]
                self.page.insert_text((x, y), run, fontname=fn, fontsize=size, color=color)
                x += pymupdf.get_text_length(run, fontname=fn, fontsize=size)
            else:
                kw = {"render_mode": 2, "border_width": 0.03} if bold else {}
                self.page.insert_text((x, y), run, fontname=self.cjk, fontsize=size, color=color, **kw)
                x += size * len(run)
        return x

    def wrap(self, s: str, width: float, size=10.0, bold=False, first_indent=0.0) -> list[str]:
        tokens: list[str] = []
        for a, run in self._runs(s):
            if a:
                for i, word in enumerate(run.split(" ")):
                    tokens.append(word if i == 0 else " " + word)
            else:
                tokens.extend(run)
        lines, cur = [], ""
        avail = width - first_indent
        for tok in tokens:
            cand = cur + tok
            if cur and self.width(cand, size, bold) > avail:
                lines.append(cur)
                cur = tok.lstrip(" ")
                avail = width
            else:
                cur = cand
        if cur:
            lines.append(cur)
        return lines

    def para(self, x, y, width, s, size=10.0, lead=1.55, indent=0.0, bold=False, color=BLACK) -> float:
        for i, ln in enumerate(self.wrap(s, width, size, bold, indent)):
            self.text(x + (indent if i == 0 else 0), y, ln, size, bold, color)
            y += size * lead
        return y

    # -- graphics ---------------------------------------------------------
    def rect(self, x0, y0, x1, y1, color=BLACK, width=0.6, fill=None, dashes=None):
        self.page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=color, width=width, fill=fill, dashes=dashes)

    def line(self, x0, y0, x1, y1, color=BLACK, width=0.6, dashes=None):
        self.page.draw_line((x0, y0), (x1, y1), color=color, width=width, dashes=dashes)

    def round_rect(self, x0, y0, x1, y1, color=GREY, width=0.8, fill=None, radius=0.06):
        self.page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=color, width=width, fill=fill, radius=radius)

    def seal(self, cx, cy, r, ring: str, center="", oval=False):
        """Red company seal; its text is decoration and is not recorded."""
        rx, ry = (r * 1.35, r) if oval else (r, r)
        self.page.draw_oval(pymupdf.Rect(cx - rx, cy - ry, cx + rx, cy + ry), color=RED, width=1.6)
        n = len(ring)
        size = min(r * 0.32, 2.6 * math.pi * r * 0.7 / max(n, 1))
        span = math.radians(min(250, 18 * n + 30))
        for i, ch in enumerate(ring):
            ang = -math.pi / 2 - span / 2 + span * (i + 0.5) / n
            px = cx + (rx - size * 0.9) * math.cos(ang)
            py = cy + (ry - size * 0.9) * math.sin(ang)
            rot = math.degrees(ang + math.pi / 2)
            mat = pymupdf.Matrix(1, 1).prerotate(-rot)
            fn = self.cjk if not ch.isascii() else "helv"
            pt = pymupdf.Point(px - size / 2, py + size * 0.35)
            self.page.insert_text(
                pt, ch, fontname=fn, fontsize=size, color=RED, morph=(pymupdf.Point(px, py), mat)
            )
        if not oval:
            self._star(cx, cy, r * 0.22)
        if center:
            self.text(cx, cy + r * 0.55, center, r * 0.2, color=RED, align="c", record=False)

    def _star(self, cx, cy, r):
        pts = []
        for k in range(10):
            rr = r if k % 2 == 0 else r * 0.4
            a = -math.pi / 2 + k * math.pi / 5
            pts.append(pymupdf.Point(cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pts.append(pts[0])
        self.page.draw_polyline(pts, color=RED, fill=RED, width=0.5)
