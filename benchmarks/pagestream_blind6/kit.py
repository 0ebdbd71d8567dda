"""Kit for pagestream_blind6: page sizes, colours, fonts and flowing text (Flow).

The rest of the kit sits next to it: kit_canvas.py (drawing primitives), kit_stream.py (Stream: pages,
gold registry, PDF assembly), kit_scan.py (scan simulation), kit_values.py (money, dates, identifiers,
invoice arithmetic) and kit_check.py (gold self-check).

Only PyMuPDF, numpy and the standard library are used.  Everything is
deterministic: every random choice comes from a seeded generator.
"""

import glob
import os
import warnings

warnings.filterwarnings("ignore", category=FutureWarning)
warnings.filterwarnings("ignore", category=DeprecationWarning)
# the other kit modules take fitz from here, so the filters above are set before PyMuPDF is first imported
import fitz  # noqa: E402

A4W, A4H = 595.28, 841.89
LETTER = (612.0, 792.0)
BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)
RED = (0.82, 0.08, 0.08)

# --------------------------------------------------------------------------
# fonts
# --------------------------------------------------------------------------
_TTF = {
    "dvs": "DejaVuSans.ttf",
    "dvsb": "DejaVuSans-Bold.ttf",
    "dvserif": "DejaVuSerif.ttf",
    "dvserifb": "DejaVuSerif-Bold.ttf",
    "dvmono": "DejaVuSansMono.ttf",
    "dvcond": "DejaVuSansCondensed.ttf",
    "dvcondb": "DejaVuSansCondensed-Bold.ttf",
}
_TTF_FALLBACK = {
    "dvs": "helv",
    "dvsb": "hebo",
    "dvserif": "tiro",
    "dvserifb": "tibo",
    "dvmono": "cour",
    "dvcond": "helv",
    "dvcondb": "hebo",
    "lsans": "helv",
    "lsansb": "hebo",
    "lserif": "tiro",
    "lserifb": "tibo",
    "lserifi": "tiit",
    "lmono": "cour",
    "lnarrow": "helv",
    "lnarrowb": "hebo",
}
# Liberation fonts map their hyphen/space glyphs to U+00AD/U+00A0 in the ToUnicode table PyMuPDF writes,
# which would corrupt the text layer ("RO\xad58214"); their keys are aliased to base-14 / DejaVu faces.
_ALIAS = {
    "lsans": "helv",
    "lsansb": "hebo",
    "lserif": "tiro",
    "lserifb": "tibo",
    "lserifi": "tiit",
    "lmono": "cour",
    "lnarrow": "dvcond",
    "lnarrowb": "dvcondb",
}
_BASE14 = {"helv", "hebo", "heit", "tiro", "tibo", "tiit", "cour", "cobo"}
_font_paths = {}
_font_objs = {}


def _scan_fonts():
    if _font_paths:
        return
    files = {}
    for p in sorted(glob.glob("/usr/share/fonts/**/*.*", recursive=True)):
        files.setdefault(os.path.basename(p), p)
    for key, base in _TTF.items():
        if base in files:
            _font_paths[key] = files[base]
    _font_paths["_scanned"] = True


def font_key(key):
    """Map a requested font key to one that exists here."""
    _scan_fonts()
    key = _ALIAS.get(key, key)
    if key == "zh":
        return key
    if key in _BASE14:
        return key
    if key in _TTF:
        return key if key in _font_paths else _TTF_FALLBACK[key]
    raise KeyError(key)


def font_obj(key):
    if key not in _font_objs:
        if key == "zh":
            _font_objs[key] = fitz.Font("cjk")
        elif key in _BASE14:
            _font_objs[key] = fitz.Font(key)
        else:
            _font_objs[key] = fitz.Font(fontfile=_font_paths[key])
    return _font_objs[key]


def _is_cjk(ch):
    o = ord(ch)
    return o >= 0x2E80 or 0x2460 <= o <= 0x24FF or 0x2295 <= o <= 0x2297 or o == 0x3000


def resolve_font(key, s):
    key = font_key(key)
    if key == "zh":
        return key
    if any(_is_cjk(c) for c in s):
        return "zh"
    if key in _BASE14 and any(ord(c) > 255 for c in s):
        alt = {
            "helv": "dvs",
            "hebo": "dvsb",
            "tiro": "dvserif",
            "tibo": "dvserifb",
            "cour": "dvmono",
            "cobo": "dvmono",
            "heit": "dvs",
            "tiit": "dvserif",
        }[key]
        alt = font_key(alt)
        return alt if alt not in _BASE14 else "zh"
    return key


# --------------------------------------------------------------------------
# flowing text documents (contracts, letters)
# --------------------------------------------------------------------------
class Flow:
    """Flows headings/paragraphs over pages.  scans: {n: True|dict} marks the n-th page (1-based) scanned."""

    def __init__(
        self,
        st,
        font="zh",
        size=10.5,
        left=72,
        right=None,
        top=78,
        bottom=None,
        pagesize=(A4W, A4H),
        scans=None,
        header=None,
        leading=1.75,
    ):
        self.st, self.font, self.size, self.leading = st, font, size, leading
        self.pw, self.ph = pagesize
        self.left, self.right = left, (right if right is not None else self.pw - left)
        self.top, self.bottom = top, (bottom if bottom is not None else self.ph - 72)
        self.scans = scans or {}
        self.header = header
        self.n = 0
        self.new_page()

    @property
    def width(self):
        return self.right - self.left

    def new_page(self):
        self.n += 1
        self.c = self.st.page(self.pw, self.ph, scan=self.scans.get(self.n))
        self.y = self.top
        if self.header:
            self.header(self.c, self.n)

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def space(self, dy):
        self.y += dy

    def title(self, s, size=18, cs=0, gap=16, bold=True, font=None, color=BLACK):
        self.need(size * 2)
        self.c.text(
            self.pw / 2, self.y + size, s, size, font or self.font, color, align="c", cs=cs, bold=bold
        )
        self.y += size + gap

    def line(self, s, size=None, font=None, x=None, align="l", bold=False, gap=None, color=BLACK):
        size = size or self.size
        self.need(size * self.leading)
        xx = self.left if x is None else x
        if align == "r":
            xx = self.right
        elif align == "c":
            xx = (self.left + self.right) / 2
        self.c.text(xx, self.y + size, s, size, font or self.font, color, align=align, bold=bold)
        self.y += size * self.leading if gap is None else gap

    def p(self, s, size=None, font=None, indent=None, gap=3, bold=False, x=None, leading=None):
        size = size or self.size
        font = font or self.font
        lead = leading or self.leading
        x = self.left if x is None else x
        ind = (2 * size if font == "zh" else 0) if indent is None else indent
        for i, ln in enumerate(self.c.wrap(s, self.right - x, size, font, ind)):
            self.need(size * lead)
            self.c.text(x + (ind if i == 0 else 0), self.y + size, ln, size, font, BLACK, bold=bold)
            self.y += size * lead
        self.y += gap

    def h(self, s, size=None, gap=4, font=None):
        size = (size or self.size) + 0.5
        self.need(size * 3.2)
        self.y += 4
        self.c.text(self.left, self.y + size, s, size, font or self.font, BLACK, bold=True)
        self.y += size * self.leading + gap

    def table(self, colw, rows, rowh=20, size=9.5, **kw):
        h = sum(rowh) if isinstance(rowh, list) else rowh * len(rows)
        self.need(h + 4)
        self.y = self.c.table(self.left, self.y, colw, rows, rowh, size, kw.pop("font", self.font), **kw) + 8

    def brk(self, scan=None):
        if scan is not None:
            self.scans[self.n + 1] = scan
        self.new_page()
