"""DataAgent blind page-stream set: 12 multi-document PDFs with segment and field gold.

Written blind (see README.md).  Usage:  make_streams.py OUT_DIR  ->  OUT_DIR/NAME.pdf, OUT_DIR/NAME.gold.json.
Fixed seeds, no clock: two runs give the same files.  Every gold value is checked against the text layer of
its page before any page is turned into a scan image.  Wordings, pools and the stream list are in texts.py.
"""

from __future__ import annotations

import json
import math
import random
import re
import sys
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import numpy as np
import pymupdf
from texts import DATA

FS = "china-s"
FONTS = {k: pymupdf.Font(k) for k in ("china-s", "helv", "hebo", "cour", "cobo")}
A4 = (595, 842)
BLACK, GREY, RED = (0, 0, 0), (0.45, 0.45, 0.45), (0.86, 0.12, 0.1)
BROWN, BLUE, LABEL = (0.62, 0.32, 0.16), (0.12, 0.28, 0.55), (0.25, 0.45, 0.65)


# ----------------------------------------------------------------------------------------- text material
def parse(text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    cur: list[str] = []
    for line in text.splitlines():
        if line.startswith("# "):
            cur = out.setdefault(line[2:].strip(), [])
        elif line.startswith("  ") and cur:
            glue = " " if cur[-1][-1].isascii() and line.strip()[0].isascii() else ""
            cur[-1] += glue + line.strip()
        elif line.strip():
            cur.append(line.strip())
    return out


DB = parse(DATA)


def rows(name: str) -> list[list[str]]:
    return [[c.strip() for c in ln.split(" | ")] for ln in DB[name]]


def pool(name: str) -> list[str]:
    return " ".join(DB[name]).split()


REGIONS = [ln.split() for ln in DB["regions"]]  # code, address prefix, authority, city, province, full, area
STREETS, ZIHAO, INDUSTRY, BANKS = pool("streets"), pool("zihao"), pool("industry"), pool("banks")
SURNAMES, MALE, FEMALE, UNIVERSITIES = (
    "".join(DB["surnames"]),
    pool("male"),
    pool("female"),
    pool("universities"),
)
GOODS, SERVICES = (
    [(n, s.strip("-"), u, int(a), int(b), int(t)) for n, s, u, a, b, t in rows(k)]
    for k in ("goods", "services")
)
KINDS = {k: (t.split("/"), la, lb, obj, pre, ind.split()) for k, t, la, lb, obj, pre, ind in rows("kinds")}
USC = "0123456789ABCDEFGHJKLMNPQRTUWXY"


# ----------------------------------------------------------------------------------------- formats
def dec(x) -> Decimal:
    return Decimal(str(x)).quantize(Decimal("0.01"), ROUND_HALF_UP)


def money(d: Decimal, comma=True) -> str:
    return f"{d:,.2f}" if comma else f"{d:.2f}"


DIG = "零壹贰叁肆伍陆柒捌玖"


def _four(n: int) -> str:
    out, zero = "", False
    for i, unit in ((3, "仟"), (2, "佰"), (1, "拾"), (0, "")):
        dg = n // 10**i % 10
        if dg == 0:
            zero = bool(out)
            continue
        out += ("零" if zero else "") + DIG[dg] + unit
        zero = False
    return out


def rmb_upper(amount: Decimal) -> str:
    """Capital-figure RMB amount as printed on invoices and contracts: 壹万壹仟叁佰元整."""
    fen = int(amount * 100)
    yuan, jiao, f = fen // 100, fen // 10 % 10, fen % 10
    groups, s, gap = [], "", False
    while yuan:
        groups.append(yuan % 10000)
        yuan //= 10000
    for i in reversed(range(len(groups))):
        if groups[i] == 0:
            gap = bool(s)
            continue
        s += ("零" if s and (gap or groups[i] < 1000) else "") + _four(groups[i]) + ("", "万", "亿")[i]
        gap = False
    s += "元" if s else ""
    if not jiao and not f:
        return s + "整"
    s += DIG[jiao] + "角" if jiao else ("零" if s else "")
    return s + (DIG[f] + "分" if f else "整")


ONES, TENS = pool("en_ones"), pool("en_tens")


def words(n: int) -> str:
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return ONES[n // 100] + " HUNDRED" + (" AND " + words(n % 100) if n % 100 else "")
    div, name = (10**6, "MILLION") if n >= 10**6 else (1000, "THOUSAND")
    return words(n // div) + " " + name + (" " + words(n % div) if n % div else "")


CNUM = "〇一二三四五六七八九"
MONTHS = pool("en_months")


def cn_small(n: int) -> str:
    if n < 10:
        return CNUM[n]
    return ("" if n // 10 == 1 else CNUM[n // 10]) + "十" + (CNUM[n % 10] if n % 10 else "")


def dcn(d: date, pad=True) -> str:
    return f"{d.year}年{d.month:02d}月{d.day:02d}日" if pad else f"{d.year}年{d.month}月{d.day}日"


def dcn_num(d: date, day=True) -> str:
    ym = "".join(CNUM[int(ch)] for ch in str(d.year)) + f"年{cn_small(d.month)}月"
    return ym + (f"{cn_small(d.day)}日" if day else "")


def den(d: date) -> str:
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def norm(s: str) -> str:
    return re.sub(r"\s+", "", s)


def printed_forms(field: str, v: str) -> set[str]:
    """The ways a gold value may be printed (used by the self-check only)."""
    if field in ("date", "signDate", "birthDate"):
        d = date.fromisoformat(v)
        fmts = ("%Y.%m.%d", "%Y/%m/%d", "%d/%m/%Y")
        return {dcn(d), dcn(d, False), v, den(d), dcn_num(d)} | {d.strftime(f) for f in fmts}
    if field in ("totalAmount", "taxAmount", "contractAmount"):
        d = Decimal(v)
        whole = {f"{d:,.0f}", f"{d:.0f}"} if d == d.to_integral() else set()
        return {f"{d:.2f}", f"{d:,.2f}", rmb_upper(d)} | whole
    return {v}


# ----------------------------------------------------------------------------------------- drawing
def tw(s: str, size: float, font=FS) -> float:
    return FONTS[font].text_length(s, size)


def write(page, x, y, s, size, font=FS, color=BLACK, bold=False, opacity=1.0, turn=0.0):
    """TextWriter keeps the fonts' real advances (insert_text sets Latin in a CJK font full-width)."""
    w = pymupdf.TextWriter(page.rect, color=color)
    w.append((x, y), s, font=FONTS[font], fontsize=size)
    morph = (pymupdf.Point(x, y), pymupdf.Matrix(turn)) if turn else None
    w.write_text(page, render_mode=2 if bold else 0, opacity=opacity, morph=morph)


class Pg:
    """Thin painter over one page."""

    def __init__(self, page):
        self.p = page

    def t(self, x, y, s, size=10.0, font=FS, color=BLACK, align="l", bold=False, width=None):
        if width and tw(s, size, font) > width:
            size = size * width / tw(s, size, font)
        if align != "l":
            x -= tw(s, size, font) / (1 if align == "r" else 2)
        write(self.p, x, y, s, size, font, color, bold)

    def kv(self, x, y, lab, val, size=9.0, color=BROWN, vsize=None, width=None, dx=0.0, dy=0.0):
        """Pre-printed label followed by a printed value (offset dx, dy: the printer never hits the box)."""
        self.t(x, y, lab, size, color=color)
        rest = width - tw(lab, size) - dx if width else None
        self.t(x + tw(lab, size) + 2 + dx, y + dy, val, vsize or size, width=rest)

    def ln(self, x0, y0, x1, y1, w=0.6, color=BLACK):
        self.p.draw_line((x0, y0), (x1, y1), color=color, width=w)

    def box(self, x0, y0, x1, y1, w=0.6, color=BLACK, fill=None, radius=None):
        self.p.draw_rect((x0, y0, x1, y1), color=color, fill=fill, width=w, radius=radius)

    def vt(self, x, y0, y1, s, size=10, color=BLACK):
        """Label written top-down, one character under the other, centred in [y0, y1]."""
        step = min(size * 1.45, (y1 - y0) / len(s))
        for i, ch in enumerate(s):
            self.t(
                x, (y0 + y1) / 2 - step * len(s) / 2 + size * 0.9 + i * step, ch, size, color=color, align="c"
            )

    def cols(self, xs, y, vals, size=9, aligns=None, font=FS, color=BLACK):
        for i, v in enumerate(vals):
            a = (aligns or "c" * len(vals))[i]
            x = {"l": xs[i] + 3, "c": (xs[i] + xs[i + 1]) / 2, "r": xs[i + 1] - 3}[a]
            self.t(x, y, str(v), size, font, color, a, width=xs[i + 1] - xs[i] - 4)


def star(pg: Pg, cx, cy, rr, color=RED):
    pts = [
        (
            cx + rr * (1, 0.4)[k % 2] * math.sin(k * math.pi / 5),
            cy - rr * (1, 0.4)[k % 2] * math.cos(k * math.pi / 5),
        )
        for k in range(10)
    ]
    pg.p.draw_polyline(pts, color=color, fill=color, closePath=True, fill_opacity=0.85)


def stamp(pg: Pg, cx, cy, name, label, r=34, oval=False, mid=""):
    """Red seal: name along the upper arc, a star or a code in the middle, the label at the bottom."""
    rx = r * 1.45 if oval else r
    pg.p.draw_oval((cx - rx, cy - r, cx + rx, cy + r), color=RED, width=1.8, stroke_opacity=0.85)
    size, n = r * (0.27 if oval else 0.3), len(name)
    span = min(200, 17 * n) if oval else min(250, 24 * n)
    for i, ch in enumerate(name):
        a = math.radians(-span / 2 + span * (i + 0.5) / n)
        px, py = cx + (rx - size) * math.sin(a), cy - (r - size) * math.cos(a)
        w = pymupdf.TextWriter(pg.p.rect, color=RED)
        w.append((px - size / 2, py + size * 0.4), ch, font=FONTS[FS], fontsize=size)
        w.write_text(pg.p, opacity=0.85, morph=(pymupdf.Point(px, py), pymupdf.Matrix(-math.degrees(a))))
    if mid:
        pg.t(cx, cy + 3, mid, size * 0.8, color=RED, align="c")
    else:
        star(pg, cx, cy, r * 0.24)
    pg.t(cx, cy + r * 0.62, label, size * 0.95, color=RED, align="c")


def qr(pg: Pg, x, y, s, r: random.Random, n=25):
    c, sh = s / n, pg.p.new_shape()
    for i in range(n):
        for j in range(n):
            on = r.random() < 0.5
            for i0, j0 in ((0, 0), (0, n - 7), (n - 7, 0)):
                if i0 <= i < i0 + 7 and j0 <= j < j0 + 7:
                    on = max(abs(i - i0 - 3), abs(j - j0 - 3)) in (0, 1, 3)
            if on:
                sh.draw_rect((x + j * c, y + i * c, x + (j + 1) * c, y + (i + 1) * c))
    sh.finish(color=None, fill=BLACK)
    sh.commit()


def watermark(pg: Pg, text, size=30):
    write(pg.p, 70, 520, text.replace("/", " "), size, color=(0.6, 0.6, 0.6), opacity=0.4, turn=32)


PUNCT = "，。、；：）》」！？,.;:)%"


def wrap(s, width, size, font=FS, keep=()):
    """Greedy line breaking; `keep` strings are never split, closing punctuation never starts a line."""
    atoms = "|".join(re.escape(k) for k in sorted(set(keep), key=len, reverse=True) if k)
    toks = re.findall((atoms + "|" if atoms else "") + r"[A-Za-z0-9.,:/&'¥$%()#+\-]+ ?|.", s)
    lines, cur = [], ""
    for tk in toks:
        if cur.strip() and tw(cur + tk.rstrip(), size, font) > width and tk[0] not in PUNCT:
            lines.append(cur.rstrip())
            cur = tk.lstrip()
        else:
            cur += tk
    return [*lines, cur.rstrip()] if cur.strip() else lines or [""]


def m(field, value, printed=None):
    return {field: (value, printed or value)}


class Flow:
    """Top-down text flow over as many pages as it needs; close() adds page numbers and returns the marks."""

    def __init__(self, doc, pnum=None, header=None, size=A4, mx=72, top=84, bottom=768, font=FS, pstart=1):
        self.doc, self.pnum, self.header, self.size, self.font = doc, pnum, header, size, font
        self.x0, self.x1, self.top, self.bottom, self.pstart = mx, size[0] - mx, top, bottom, pstart
        self.first, self.fields, self.skip_first, self.lead = doc.page_count, {}, False, 1.8
        self.new_page()

    def new_page(self):
        self.pg, self.y = Pg(self.doc.new_page(width=self.size[0], height=self.size[1])), self.top
        if self.header:
            self.pg.t(self.x0, self.top - 22, self.header[0], 8.5, self.font, GREY)
            self.pg.t(self.x1, self.top - 22, self.header[1], 8.5, self.font, GREY, "r")
            self.pg.ln(self.x0, self.top - 17, self.x1, self.top - 17, 0.5, GREY)

    @property
    def idx(self):
        return self.doc.page_count - 1 - self.first

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def mark(self, field, value):
        """Record the page a gold value is printed on (first occurrence wins)."""
        self.fields.setdefault(field, (value, self.idx))

    def _marks(self, text, mark):
        for k, (v, p) in (mark or {}).items():
            if norm(p) in norm(text):
                self.mark(k, v)

    def text(self, s, size=10.5, align="l", indent=0, lead=None, bold=False, mark=None, font=None):
        font, lead = font or self.font, lead or self.lead
        if bold and font == "helv":
            font, bold = "hebo", False
        keep = [p for _, p in (mark or {}).values()]
        for para in s.split("\n"):
            for line in wrap(para, self.x1 - self.x0 - indent, size, font, keep):
                self.need(size * lead)
                x = {"l": self.x0 + indent, "c": (self.x0 + self.x1) / 2, "r": self.x1}[align]
                self.pg.t(x, self.y + size, line, size, font, BLACK, align, bold)
                self._marks(line, mark)
                self.y += size * lead

    def run(self, section, size=10.5, hooks=None, **kw):
        """Render a markup section of texts.py (C title, H heading, P paragraph, T line, R right, @hook)."""
        for line in DB[section]:
            if line.startswith("@"):
                (hooks or {})[line[1:]]()
                continue
            tag, txt = line[0], line[2:].format(**kw)
            if tag == "C":
                self.text(txt, size + 4.5, "c", bold=True)
                self.y += 4
            else:
                pre, big = "　　" if tag == "P" else "", 0.5 if tag == "H" else 0
                self.text(pre + txt, size + big, "r" if tag == "R" else "l", bold=tag == "H")

    def table(self, xs, rows_, size=9.5, aligns=None, head=True, mark=None):
        xs = [self.x0 + x for x in xs]
        for ri, row in enumerate(rows_):
            cells = [wrap(str(v), xs[i + 1] - xs[i] - 6, size, self.font) for i, v in enumerate(row)]
            h = max(len(c) for c in cells) * size * 1.35 + 8
            self.need(h)
            for i, cell in enumerate(cells):
                a = "c" if (head and ri == 0) else (aligns or "l" * len(row))[i]
                x = {"l": xs[i] + 4, "c": (xs[i] + xs[i + 1]) / 2, "r": xs[i + 1] - 4}[a]
                for j, ln in enumerate(cell):
                    self.pg.t(x, self.y + 4 + size + j * size * 1.35, ln, size, self.font, align=a)
                self._marks("".join(cell), mark)
            for y in (self.y, self.y + h):
                self.pg.ln(xs[0], y, xs[-1], y)
            for x in xs:
                self.pg.ln(x, self.y, x, self.y + h)
            self.y += h

    def close(self):
        skip = int(self.skip_first)  # a cover page carries no number
        n = self.doc.page_count - self.first - skip
        for i in range(n):
            k = i + self.pstart
            s = {"cn": f"第{k}页 共{n}页", "dash": f"- {k} -", "em": f"— {k} —", "en": f"Page {k} of {n}"}
            s |= {"slash": f"{k}/{n}", "num": str(k)}
            if self.pnum:
                Pg(self.doc[self.first + skip + i]).t(
                    self.size[0] / 2, self.size[1] - 42, s[self.pnum], 9, align="c"
                )
        return self.fields


# ----------------------------------------------------------------------------------------- people and firms
class Ctx:
    """Per-stream random source and the names already used in that stream."""

    def __init__(self, seed):
        self.r, self.used = random.Random(seed), set()

    def fresh(self, make):
        while True:
            v = make()
            if v[0] not in self.used:
                self.used.add(v[0])
                return v

    def date(self, y0=2023, y1=2024):
        return date(y0, 1, 1) + timedelta(days=self.r.randrange((date(y1, 12, 31) - date(y0, 1, 1)).days))

    def person(self, sex=None):
        given = MALE if (sex or self.r.choice("男女")) == "男" else FEMALE
        return self.fresh(lambda: (self.r.choice(SURNAMES) + self.r.choice(given),))[0]

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def address(self, reg, rural=False):
        r = self.r
        if rural:
            town, village = r.choice(pool("towns")), r.choice(pool("villages"))
            return f"{reg[1]}{town}镇{village}村{r.randint(1, 12)}组{r.randint(1, 80)}号"
        unit = f"{r.randint(1, 30)}幢{r.randint(1, 4)}单元{r.randint(101, 2602)}室"
        tail = r.choice(["", unit, f"{r.randint(101, 1808)}室"])
        return f"{reg[1]}{r.choice(STREETS)}{r.randint(1, 999)}号{tail}"

    def company(self, kind=None, inds=None):
        r = self.r

        def make():
            reg, z, ind, x = r.choice(REGIONS), r.choice(ZIHAO), r.choice(inds or INDUSTRY), r.random()
            if kind:
                return f"{reg[3]}{z}{kind}", reg
            if x < 0.55:
                return f"{reg[3]}{z}{ind}有限公司", reg
            if x < 0.72:
                return f"{z}（{reg[3]}）{ind}有限公司", reg
            if x < 0.9:
                return f"{reg[4]}{z}{ind}股份有限公司", reg
            return f"{reg[5]}{z}{r.choice(['工业技术', '环境科学', '智能制造'])}研究院", reg

        name, reg = self.fresh(make)
        usc = "91" + reg[0] + "MA" + "".join(r.choice(USC) for _ in range(7))
        usc += USC[-sum(USC.index(ch) * pow(3, i, 31) for i, ch in enumerate(usc)) % 31]  # GB 32100 check
        tel = f"{reg[6]}-{self.digits(7 if len(reg[6]) == 4 else 8).replace('0', '5', 1)}"
        bank = f"{r.choice(BANKS)}{reg[3]}{r.choice(['高新', '城东', '营业部', '科技'])}支行"
        info = dict(
            name=name, reg=reg, addr=self.address(reg), tax=usc, rep=self.person(), tel=tel, bank=bank
        )
        return info | {"acct": self.digits(19)}

    def individual(self):
        r, reg, sex = self.r, self.r.choice(REGIONS), self.r.choice("男女")
        birth = date(r.randint(1965, 1998), r.randint(1, 12), r.randint(1, 28))
        idn, tel = id_number(r, reg[0], birth, sex), f"1{r.choice('35789')}{self.digits(9)}"
        return dict(name=self.person(sex), person=True, addr=self.address(reg), tax=idn, tel=tel)


def id_number(r, code, birth, sex):
    """18-character resident id: area, birth date, sequence (odd for men), GB 11643 MOD 11-2 check."""
    body = f"{code}{birth:%Y%m%d}{r.randrange(0, 500) * 2 + (1 if sex == '男' else 0):03d}"
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    return body + "10X98765432"[sum(int(ch) * w for ch, w in zip(body, weights, strict=True)) % 11]


def items(r, n=None, pool_=None):
    pool_ = pool_ or (GOODS if r.random() < 0.6 else SERVICES)
    out = []
    for name, spec, unit, lo, hi, rate in r.sample(pool_, n or r.randint(1, 3)):
        qty = r.randint(1, 40) if pool_ is GOODS else r.choice([1, 1, 1, 2, 3, 12])
        if r.random() < 0.4:  # unit price back-computed from a round tax-inclusive price: long decimals
            price = Decimal(r.randrange(lo, hi) // 10 * 10) / (1 + Decimal(rate) / 100)
            price = price.quantize(Decimal("1E-6"))
        else:
            price = dec(r.uniform(lo, hi))
        amount = dec(price * qty)
        tax = dec(amount * rate / 100)
        out.append([name, spec, unit, qty, format(price.normalize(), "f"), amount, f"{rate}%", tax])
    return out, sum(i[5] for i in out), sum(i[7] for i in out)


def inv_fields(no, s, b, tot, d, tax=None, page=0):
    f = dict(invoiceNumber=no, sellerName=s, buyerName=b, totalAmount=money(tot, False), date=d.isoformat())
    if tax is not None:
        f["taxAmount"] = money(tax, False)
    return "invoice", {k: (v, page) for k, v in f.items()}


def item_row(i):
    return [*i[:5], money(i[5], False), i[6], money(i[7], False)]


# ----------------------------------------------------------------------------------------- invoices
def inv_grid(doc, c, kind="special", old=False, listing=False):
    """Paper VAT invoice grid (专用 / 普通 / 电子普通), optionally with a goods list (销货清单) page."""
    r = c.r
    s, b, d = c.company(), c.company(), c.date()
    its, amt, tax = items(r, r.randint(6, 9), GOODS) if listing else items(r)
    tot, no = amt + tax, c.digits(8)
    code = s["reg"][0][:2] + "00" + c.digits(6 if kind == "special" else 8)
    name = {"special": "增值税专用发票", "ordinary": "增值税普通发票", "e": "增值税电子普通发票"}[kind]
    pg, title, w = Pg(doc.new_page(width=700, height=450)), s["reg"][4] + name, 0
    pg.t(350, 46, title, 19, color=BROWN, align="c", bold=True)
    for y in (53, 56):
        w = tw(title, 19) / 2 + 10
        pg.ln(350 - w, y, 350 + w, y, 0.8, BROWN)
    ox, oy = r.uniform(-4, 5), r.uniform(-2, 3)  # where the printer put the values
    check = " ".join(c.digits(5) for _ in range(4))
    if kind == "e":
        qr(pg, 34, 12, 58, r)
        for i, (lab, v) in enumerate(
            [("发票代码：", code), ("发票号码：", no), ("开票日期：", dcn(d)), ("校 验 码：", check)]
        ):
            pg.kv(478, 28 + i * 15, lab, v, 9)
        pg.t(100, 82, f"机器编号：{c.digits(12)}", 9, color=BROWN)
    else:
        pg.t(350, 75, "发　票　联", 10, color=BROWN, align="c")
        pg.t(40, 42, code, 13)
        pg.t(498, 42, "No", 12, color=BROWN)
        pg.t(520, 42, no, 16, color=BLUE)
        if kind == "ordinary":
            pg.t(40, 80, f"机器编号：{c.digits(12)}", 8.5, color=BROWN)
            pg.t(470, 64, f"校验码：{check}", 8.5, color=BROWN)
        pg.kv(470, 82, "开票日期：", dcn(d), 9.5, dx=ox, dy=oy)
    xs = [30, 205, 285, 320, 365, 445, 530, 570, 670]
    pg.box(30, 90, 670, 385, 1, BROWN)
    for y in (155, 300, 320):
        pg.ln(30, y, 670, y, 0.8, BROWN)
    for y0, x in ((y0, x) for y0 in (90, 320) for x in (48, 395, 413)):
        pg.ln(x, y0, x, y0 + 65, 0.8, BROWN)
    for x in xs[1:-1]:
        pg.ln(x, 155, x, 300, 0.6, BROWN)
    pg.ln(205, 300, 205, 320, 0.6, BROWN)
    labels = ["名　　　　称：", "纳税人识别号：", "地 址、电 话：", "开户行及账号："]
    for y0, lab, who in ((90, "购货单位" if old else "购买方", b), (320, "销货单位" if old else "销售方", s)):
        pg.vt(39, y0, y0 + 65, lab, 10, BROWN)
        vals = [who["name"], who["tax"], f"{who['addr']} {who['tel']}", f"{who['bank']} {who['acct']}"]
        for i, (k, v) in enumerate(zip(labels, vals, strict=True)):
            pg.kv(52, y0 + 16 + i * 15, k, v, 8.5, vsize=9, width=336, dx=ox, dy=oy)
    pg.vt(404, 90, 155, "密码区", 10, BROWN)
    for i in range(4):
        pg.t(
            418 + ox, 106 + i * 15 + oy, "".join(r.choice("0123456789+-*/<>") for _ in range(40)), 8.5, "cour"
        )
    pg.vt(404, 320, 385, "备注", 10, BROWN)
    if r.random() < 0.5:
        pg.t(420 + ox, 340 + oy, r.choice([f"订单号：PO{c.digits(8)}", "项目：年度框架协议"]), 8.5)
    head = ["货物或应税劳务、服务名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]
    pg.cols(xs, 168, ["货物或应税劳务名称", *head[1:]] if old else head, 8.5, color=BROWN)
    lines = [item_row(i) for i in its]
    if listing:
        lines = [["（详见销货清单）", "", "", "", "", money(amt, False), "", money(tax, False)]]
    for k, row in enumerate(lines):
        pg.cols([x + ox for x in xs], 186 + k * 15 + oy, row, 8.5, "lcccrrcr")
    pg.t(117, 294, "合　　　计", 9, color=BROWN, align="c")
    pg.t(xs[6] - 3 + ox, 294 + oy, f"¥{money(amt, False)}", 9, align="r")
    pg.t(xs[8] - 3 + ox, 294 + oy, f"¥{money(tax, False)}", 9, align="r")
    pg.t(117, 314, "价税合计（大写）", 9, color=BROWN, align="c")
    pg.t(215 + ox, 314 + oy, "ⓧ " + rmb_upper(tot), 9.5)
    pg.kv(470, 314, "（小写）", f"¥{money(tot, False)}", 9, vsize=9.5, dx=ox, dy=oy)
    for x, lab in ((40, "收款人："), (180, "复核："), (320, "开票人：")):
        pg.kv(x, 405, lab, c.person(), 9, dx=ox, dy=oy)
    pg.t(470, 405, "销售方：（章）", 9, color=BROWN)
    stamp(pg, 585, 404, s["name"], "发票专用章", 27, oval=True, mid=s["tax"])
    if kind == "special":
        pg.vt(686, 100, 380, "第三联：发票联　购买方记账凭证", 7.5, BROWN)
    if listing:
        f = Flow(doc)
        f.text("销售货物或者提供应税劳务、服务清单", 15, "c", bold=True)
        f.text(f"购买方名称：{b['name']}\n销售方名称：{s['name']}", 10)
        sort = "专用" if kind == "special" else "普通"
        f.text(f"所属增值税{sort}发票代码：{code}　　号码：{no}　　共1页　第1页", 9.5)
        head = ["序号", "货物（劳务）名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]
        sums = [
            [lab, "", "", "", "", "", money(amt, False), "", money(tax, False)] for lab in ("小计", "总计")
        ]
        body = [[k + 1, *item_row(i)] for k, i in enumerate(its)]
        f.table([0, 24, 134, 194, 218, 246, 306, 366, 392, 451], [head, *body, *sums], 8.5, "cllccrrcr")
        f.y += 14
        f.text("备注：", 10)
        f.y += 24
        f.text(f"销售方（章）：　　　　　　　　　　　　　　填开日期：{dcn(d)}", 10)
        stamp(f.pg, 190, f.y - 18, s["name"], "发票专用章", 27, oval=True, mid=s["tax"])
        f.close()
    return inv_fields(no, s["name"], b["name"], tot, d, tax)


def inv_e(doc, c, special=False):
    """Fully digital invoice (电子发票, 2024 layout): buyer and seller blocks side by side."""
    r = c.r
    s, b, d = c.company(), c.company(), c.date(2024, 2024)
    its, amt, tax = items(r)
    tot, no = amt + tax, f"{d.year % 100}{s['reg'][0][:2]}2000000{c.digits(9)}"
    pg = Pg(doc.new_page(width=595, height=396))
    qr(pg, 24, 14, 50, r)
    stamp(pg, 297, 34, "全国统一发票监制", f"{s['reg'][5]}税务局", 21, oval=True, mid="国家税务总局")
    title = "电子发票（增值税专用发票）" if special else "电子发票（普通发票）"
    pg.t(297, 66, title, 15, color=BROWN, align="c", bold=True)
    for y in (71, 74):
        pg.ln(297 - tw(title, 15) / 2 - 6, y, 297 + tw(title, 15) / 2 + 6, y, 0.7, BROWN)
    pg.kv(405, 38, "发票号码：", no)
    pg.kv(405, 54, "开票日期：", dcn(d))
    pg.box(20, 82, 575, 340, 0.9, BROWN)
    for y in (142, 280, 302):
        pg.ln(20, y, 575, y, 0.8, BROWN)
    for x in (36, 297, 313):
        pg.ln(x, 82, x, 142, 0.8, BROWN)
    pg.ln(36, 302, 36, 340, 0.8, BROWN)
    pg.ln(150, 280, 150, 302, 0.8, BROWN)
    for x0, lab, who in ((28, "购买方信息", b), (305, "销售方信息", s)):
        pg.vt(x0, 82, 142, lab, 8.5, BROWN)
        pg.kv(x0 + 14, 104, "名称：", who["name"], 9, vsize=9.5, width=255)
        pg.kv(x0 + 14, 128, "统一社会信用代码/纳税人识别号：", who["tax"], 8, vsize=9)
    xs = [20, 150, 215, 250, 290, 360, 440, 495, 575]
    pg.cols(
        xs,
        156,
        ["项目名称", "规格型号", "单位", "数量", "单价", "金额", "税率/征收率", "税额"],
        8.5,
        color=BROWN,
    )
    for k, i in enumerate(its):
        pg.cols(xs, 172 + k * 14, item_row(i), 8.5, "lcccrrcr")
    pg.t(85, 272, "合　　计", 9, color=BROWN, align="c")
    pg.t(xs[6] - 3, 272, f"¥{money(amt, False)}", 9, align="r")
    pg.t(xs[8] - 3, 272, f"¥{money(tax, False)}", 9, align="r")
    pg.t(85, 295, "价税合计（大写）", 9, color=BROWN, align="c")
    pg.t(160, 295, "ⓧ" + rmb_upper(tot), 9.5)
    pg.kv(405, 295, "（小写）", f"¥{money(tot, False)}", 9, vsize=9.5)
    pg.vt(28, 302, 340, "备注", 9, BROWN)
    if r.random() < 0.6:
        pg.t(42, 318, f"购方开户银行：{b['bank']}；银行账号：{b['acct']}；", 8.5)
    pg.kv(60, 362, "开票人：", c.person(), 9.5)
    return inv_fields(no, s["name"], b["name"], tot, d, tax)


def inv_receipt(doc, c, grid=False):
    """收款收据: no tax; the payer after 今收到 / 付款单位, the payee at the bottom under a finance seal."""
    r = c.r
    s, b, d = c.company(), c.company(), c.date()
    amt, no = dec(r.randrange(8, 600) * 50), c.digits(7)
    pg = Pg(doc.new_page(width=620, height=340))
    pg.t(310, 48, "收　款　收　据", 20, align="c", bold=True)
    for y in (56, 59):
        pg.ln(210, y, 410, y, 0.8)
    pg.t(455, 48, "No.", 11, color=RED)
    pg.t(478, 48, no, 15, color=RED)
    pg.t(
        310, 78, f"日期：{d.isoformat()}" if grid else f"{d.year} 年 {d.month} 月 {d.day} 日", 10.5, align="c"
    )
    labels = (
        ["付款单位", "收款事由", "金额（大写）", "备　　注"]
        if grid
        else ["今　收　到", "交　　　来", "人民币（大写）", "备　　　注"]
    )
    pg.box(40, 88, 580, 248, 0.8)
    for k in range(1, 4):
        pg.ln(40, 88 + k * 40, 580, 88 + k * 40, 0.6)
    pg.ln(140, 88, 140, 248, 0.6)
    pg.ln(420, 168, 420, 208, 0.6)
    reason = r.choice(
        ["第一季度场地租金", "设备维修费", "员工培训费", "展位费", "投标保证金", "技术服务费（首期）"]
    )
    for k, (lab, v) in enumerate(
        zip(labels, [b["name"], reason, rmb_upper(amt), r.choice(["转账", "现金", ""])], strict=True)
    ):
        pg.t(90, 113 + k * 40, lab, 10.5, align="c")
        pg.t(150, 113 + k * 40, v, 11, width=265 if k == 2 else 420)
    pg.t(430, 193, f"¥ {money(amt)}", 11)
    pg.kv(50, 280, "收款单位（盖章）：", s["name"], 10.5, BLACK)
    pg.t(430, 304, f"收款人：{c.person()}", 10)
    pg.t(430, 322, f"经手人：{c.person()}", 10)
    stamp(pg, 240, 285, s["name"], "财务专用章", 34)
    pg.vt(602, 90, 250, "第二联　收据", 9, RED)
    return inv_fields(no, s["name"], b["name"], amt, d)


def inv_machine(doc, c):
    """通用机打发票: 付款方名称 / 收款方名称, amounts only (no tax line)."""
    r = c.r
    s, b, d = c.company(), c.company(), c.date()
    lines = [
        (n.split("*")[-1], u, r.choice([1, 1, 2, 4]), dec(r.randrange(lo, hi)))
        for n, _, u, lo, hi, _ in r.sample(SERVICES, r.randint(1, 3))
    ]
    tot, no = sum(p * q for *_, q, p in lines), c.digits(8)
    pg = Pg(doc.new_page(width=600, height=380))
    pg.t(300, 44, f"国家税务总局{s['reg'][5]}税务局通用机打发票", 15, color=BROWN, align="c", bold=True)
    pg.t(300, 64, "发　票　联", 10, color=BROWN, align="c")
    trade = r.choice(["服务业", "商业", "文化体育业"])
    for x, y, txt in (
        (40, 92, f"发票代码：1{s['reg'][0][:2]}0{c.digits(8)}"),
        (380, 92, f"发票号码：{no}"),
        (40, 110, f"开票日期：{d.isoformat()}"),
        (380, 110, f"行业分类：{trade}"),
    ):
        pg.t(x, y, txt, 9.5)
    pg.box(35, 118, 565, 300, 0.8, BROWN)
    for y, lab, v in (
        (138, "付款方名称：", b["name"]),
        (156, "收款方名称：", s["name"]),
        (174, "收款方识别号：", s["tax"]),
    ):
        pg.kv(42, y, lab, v, 9.5, vsize=10)
    xs = [35, 250, 310, 360, 450, 565]
    pg.ln(35, 182, 565, 182, 0.6, BROWN)
    pg.cols(xs, 198, ["项目", "单位", "数量", "单价", "金额"], 9, color=BROWN)
    for k, (n, u, q, p) in enumerate(lines):
        pg.cols(xs, 216 + k * 16, [n, u, q, money(p), money(p * q)], 9, "lccrr")
    pg.ln(35, 272, 565, 272, 0.6, BROWN)
    pg.t(42, 291, f"合计金额（大写）：{rmb_upper(tot)}", 10)
    pg.t(380, 291, f"（小写）：¥{money(tot)}", 10)
    pg.t(42, 325, "收款单位（盖章）：", 9.5, color=BROWN)
    pg.t(380, 325, f"开票人：{c.person()}", 9.5, color=BROWN)
    stamp(pg, 200, 330, s["name"], "发票专用章", 25, oval=True, mid=s["tax"])
    return inv_fields(no, s["name"], b["name"], tot, d)


def inv_en(doc, c, tax_invoice=False):
    """English commercial invoice (export, no tax) or Singapore tax invoice (GST, dd/mm/yyyy dates)."""
    r = c.r
    seller = c.fresh(lambda: r.choice(rows("en_sg" if tax_invoice else "en_cn")))
    buyer = c.fresh(lambda: r.choice(rows("en_cn" if tax_invoice else "en_foreign")))
    d, no = c.date(), str(r.randrange(10**7, 10**8))
    pg = Pg(doc.new_page(width=595, height=842))
    pg.t(60, 72, seller[0], 15, "hebo")
    pg.t(60, 88, seller[1], 9, "helv")
    mail = "".join(seller[0].split()[:2]).lower()
    pg.t(
        60,
        101,
        f"Tel: {'+65 6' if tax_invoice else '+86 574 8'}{c.digits(3)} {c.digits(4)}    Email: ar@{mail}.com",
        9,
        "helv",
    )
    pg.ln(60, 110, 535, 110, 1.2)
    pg.t(297, 142, "TAX INVOICE" if tax_invoice else "COMMERCIAL INVOICE", 17, "hebo", align="c")
    pg.t(60, 172, "Bill To:", 10, "hebo")
    pg.t(60, 187, buyer[0], 10, "helv")
    for k, ln in enumerate(wrap(buyer[1], 230, 9, "helv")):
        pg.t(60, 200 + k * 12, ln, 9, "helv")
    if tax_invoice:
        due = (d + timedelta(30)).strftime("%d/%m/%Y")
        keys = [
            ("Invoice No.:", no),
            ("Invoice Date:", d.strftime("%d/%m/%Y")),
            ("GST Reg. No.:", f"20{c.digits(7)}K"),
        ]
        keys.append(("Due Date:", due))
    else:
        keys = [
            ("Invoice No.:", no),
            ("Date:", r.choice([den(d), d.isoformat()])),
            ("Customer PO:", f"PO-45{c.digits(4)}"),
        ]
        keys += [
            ("Payment Terms:", "T/T 30 days"),
            ("Incoterms:", r.choice(["CIF Hamburg", "FOB Ningbo", "CIF Rotterdam"])),
        ]
        pg.t(60, 250, "Ship To / Consignee:", 10, "hebo")
        pg.t(60, 265, r.choice(["Same as Bill To", "c/o Hanse Cargo Services, Port of Hamburg"]), 9.5, "helv")
    for k, (a, v) in enumerate(keys):
        pg.t(330, 172 + k * 15, a, 9.5, "hebo")
        pg.t(425, 172 + k * 15, v, 9.5, "helv")
    cur, lines = ("SGD" if tax_invoice else "USD"), []
    for name, unit, lo, hi in r.sample(rows("en_services" if tax_invoice else "en_goods"), r.randint(2, 4)):
        qty = (
            (r.randint(8, 60) if unit == "HRS" else r.randint(1, 3))
            if tax_invoice
            else r.randrange(50, 2000, 50)
        )
        price = dec(r.uniform(int(lo), int(hi)))
        lines.append([name, qty, unit, money(price), money(dec(price * qty))])
    xs, y = [60, 88, 300, 350, 395, 465, 535], 300
    pg.box(60, y, 535, y + 18, 0.6, fill=(0.9, 0.9, 0.9))
    pg.cols(
        xs,
        y + 13,
        ["No.", "Description", "Qty", "Unit", f"Unit Price ({cur})", f"Amount ({cur})"],
        8.5,
        font="hebo",
    )
    for k, line in enumerate(lines, 1):
        pg.cols(xs, y + 13 + k * 18, [k, *line], 8.5, "clccrr", "helv")
    yb = y + 18 * (len(lines) + 1)
    for x in xs:
        pg.ln(x, y, x, yb)
    for k in range(len(lines) + 2):
        pg.ln(60, y + 18 * k, 535, y + 18 * k)
    sub = sum(Decimal(x[4].replace(",", "")) for x in lines)
    tax = dec(sub * 9 / 100) if tax_invoice else None
    extra = [("GST 9%:", tax)] if tax_invoice else []
    if not tax_invoice and r.random() < 0.6:
        extra = [("Freight & Insurance:", dec(r.randrange(300, 1800)))]
    tot = sub + sum(v for _, v in extra)
    for k, (a, v) in enumerate([("Subtotal:", sub), *extra, (f"TOTAL ({cur}):", tot)]):
        font = "hebo" if a.startswith("TOTAL") else "helv"
        pg.t(455, yb + 18 + k * 16, a, 9.5, font, align="r")
        pg.t(530, yb + 18 + k * 16, f"{cur} {money(v)}", 9.5, font, align="r")
    cents = int(tot * 100) % 100
    say = f"SAY {'SINGAPORE' if tax_invoice else 'U.S.'} DOLLARS {words(int(tot))}"
    say += (f" AND CENTS {words(cents)}" if cents else "") + " ONLY"
    for k, ln in enumerate(wrap(say, 475, 9, "helv")):
        pg.t(60, yb + 56 + 16 * len(extra) + k * 12, ln, 9, "helv")
    pg.t(60, 640, "Bank Details:", 9.5, "hebo")
    bank = (
        "DBS Bank Ltd., SWIFT DBSSSGSG" if tax_invoice else "Bank of China, Ningbo Branch, SWIFT BKCHCNBJ92A"
    )
    pg.t(60, 654, f"{bank}, A/C No. {c.digits(12)}", 9, "helv")
    pg.t(330, 700, "For and on behalf of", 9, "helv")
    pg.t(330, 713, seller[0], 9, "hebo")
    pg.ln(330, 752, 520, 752, 0.6)
    pg.t(330, 764, "Authorized Signature", 8.5, "helv")
    return inv_fields(no, seller[0], buyer[0], tot, d, tax)


# ----------------------------------------------------------------------------------------- contracts
CT_OPTS = dict(party="inline", pnum=None, amount=0, heads="tiao", sign="cols", top="right", cover=False)
CT_OPTS |= dict(sep_sign=False, stamps=True, person_b=False, cn_date=False, spaced=False, date_top=False)


def contract(doc, c, kind="purchase", **opt):
    """Chinese contract.  Options (CT_OPTS): party block inline / nextline / table, amount wording 0-2, clause
    numbering tiao / cn / arab, signature cols / stack, contract number right / under / header, the 科技部
    cover page, the signature on a page of its own, seals, an individual as party B, the date in Chinese
    numerals or printed at the top."""
    o, r = CT_OPTS | opt, c.r
    titles, la, lb, obj, prefix, inds = KINDS[kind]
    title, pa = r.choice(titles), c.company(inds=["物业管理", "商贸"] if kind == "lease" else None)
    pb = c.individual() if o["person_b"] else c.company(inds=inds)
    fs, d, months = r.choice([10.5, 11, 12]), c.date(), r.choice([12, 24, 36])  # 五号 .. 小四
    d1 = d + timedelta(days=r.randint(3, 20))
    d2 = date(d1.year + months // 12, d1.month, min(d1.day, 28)) - timedelta(days=1)
    nos = [f"HT-{d.year}-{r.randint(1, 999):04d}", f"{prefix}{d:%Y%m%d}{r.randint(1, 99):02d}"]
    no = r.choice([*nos, f"{prefix}-{d:%y%m}-{r.randint(1, 300):03d}"])
    table, rent = ct_table(r, kind), dec(r.randrange(40, 400) * 100)
    if table:
        amt = sum(Decimal(x[-1].replace(",", "")) for x in table)
    else:
        amt = rent * months if kind == "lease" else dec(r.randrange(30, 900) * 1000 + r.choice([0, 0, 500]))
    copies = r.choice(["贰", "肆"])
    v = dict(days=r.choice([15, 30, 45, 60]), site=c.address(pa["reg"]), warr=r.choice([12, 18, 24]), obj=obj)
    v |= dict(
        svc=r.choice(pool("ct_services")), sw=r.choice(pool("software")), equip=r.choice(pool("equipment"))
    )
    v |= dict(
        d1=dcn(d1, False), d2=dcn(d2, False), months=months, area=r.randint(80, 600), n=r.randint(4, 30)
    )
    v |= dict(rent=money(rent), rent_up=rmb_upper(rent), dep=money(rent * 2), pre=money(dec(amt * 3 / 10)))
    v |= dict(copies=copies, half="壹" if copies == "贰" else "贰", annex=DB[f"annex.{kind == 'lease'}"][0])
    ds = dcn_num(d) if o["cn_date"] else r.choice([dcn(d, False), dcn(d), d.isoformat()])
    header = (title, f"合同编号：{no}") if o["top"] == "header" else None
    f = Flow(doc, pnum=o["pnum"], header=header, mx=r.choice([72, 80, 90]))
    f.skip_first, f.lead = o["cover"], r.choice([1.8, 2.0, 2.2])  # Word's single .. 1.5 line spacing
    if o["top"] == "header":
        f.mark("contractNumber", no)
    if o["cover"]:
        cover_page(f, fs, no, title, pa, pb, ds, d, v)
    else:
        if o["top"] == "right":
            f.pg.t(f.x1, 66, f"合同编号：{no}", 10, align="r")
            f.mark("contractNumber", no)
        t = " ".join(title) if o["spaced"] else title
        f.text(t, 18, "c", bold=True, mark=m("contractTitle", title, t))
        if o["top"] == "under":
            f.text(f"合同编号：{no}", 10, "r", mark=m("contractNumber", no))
        if o["date_top"]:
            f.text(
                f"签订地点：{pa['reg'][3]}市　　签订日期：{ds}",
                10,
                "r",
                mark=m("signDate", d.isoformat(), ds),
            )
        f.y += 8
        parties(f, o["party"], fs, (la, pa), (lb, pb))
        f.text("　　" + DB["ct_preamble"][0].format(**v), fs)
    a1, a2 = money(amt), money(amt, False)
    style = rows("amount_styles")[3 if kind == "lease" else o["amount"]]
    sentence, printed = (x.format(up=rmb_upper(amt), a1=a1, a2=a2) for x in style)
    for k, (h, body) in enumerate(rows(f"clauses.{kind}") + rows("clauses.common"), 1):
        f.need(60)
        f.text(DB[f"heads.{o['heads']}"][0].format(n=cn_small(k), k=k, h=h), fs, bold=True)
        body = body.format(**v).replace("@CONF", DB["conf"][0]).replace("@BR", "\n")
        mk = m("contractAmount", a2, printed) if "@AMT" in body else None
        body = body.replace("@AMT", sentence)
        if body.replace("@TABLE", ""):
            f.text("　　" + body.replace("@TABLE", ""), fs, mark=mk)
        if "@TABLE" in body:
            head = ["序号", "名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"]
            xs, mk = [0, 32, 140, 230, 262, 300, 375, 451], m("contractAmount", a2, a1)
            f.table(xs, [head, *table, ["合计", "", "", "", "", "", a1]], 9.5, "cllccrr", mark=mk)
            f.y += 6
    dated = not (o["date_top"] or o["cover"])
    signatures(f, c, o["sign"], fs, pa, pb, d, ds, title, o["sep_sign"], o["stamps"], dated)
    return "contract", f.close()


def ct_table(r, kind):
    out = []
    if kind in ("purchase", "material"):
        for k, (nm, spec, unit, lo, hi) in enumerate(r.sample(rows(f"ct_items.{kind}"), r.randint(1, 3)), 1):
            q = r.randint(1, 6) if kind == "purchase" else r.choice([5, 10, 20, 50])
            p = dec(r.randrange(int(lo), int(hi)) // 100 * 100)
            out.append([k, nm, spec, unit, q, money(p), money(p * q)])
    return out


def cover_page(f: Flow, fs, no, title, pa, pb, ds, d, v):
    """The 科技部 technical-contract form: a cover with parties and signing date, clauses from page 2."""
    f.pg.t(f.x1, 100, f"合同编号：{no}", 10.5, align="r")
    f.pg.t(297, 260, title, 28, align="c", bold=True)
    lines = [
        ("项目名称", v["svc"]),
        ("委托方（甲方）", pa["name"]),
        ("受托方（乙方）", pb["name"]),
        ("签订时间", ds),
    ]
    for k, (lab, val) in enumerate(
        [*lines, ("签订地点", f"{pa['reg'][3]}市"), ("有效期限", f"{v['d1']}至{v['d2']}")]
    ):
        f.pg.kv(110, 400 + k * 38, f"{lab}：", val, 12, BLACK, width=385)
        f.pg.ln(110 + tw(f"{lab}：", 12), 405 + k * 38, 495, 405 + k * 38, 0.5)
    f.pg.t(297, 730, "中华人民共和国科学技术部印制", 12, align="c")
    for k, val in (("contractNumber", no), ("contractTitle", title), ("partyA", pa["name"])):
        f.mark(k, val)
    f.mark("partyB", pb["name"])
    f.mark("signDate", d.isoformat())
    f.new_page()
    f.text("　　" + DB["ct_cover_intro"][0].format(**v), fs)


def parties(f: Flow, style, fs, *sides):
    if style == "table":
        body = []
        for lab, who in sides:
            idl = "身份证号码" if who.get("person") else "统一社会信用代码"
            body += [[lab, who["name"]], [idl, who["tax"]], ["住所", who["addr"]], ["联系电话", who["tel"]]]
        marks = {**m("partyA", sides[0][1]["name"]), **m("partyB", sides[1][1]["name"])}
        f.table([0, 120, 451], body, fs - 0.5, "ll", head=False, mark=marks)
        f.y += 10
        return
    for fld, (lab, who) in zip(("partyA", "partyB"), sides, strict=True):
        if style == "nextline":  # label alone, the name on the next line
            f.text(f"{lab}：", fs, bold=True)
            f.text(who["name"], fs, indent=42, mark=m(fld, who["name"]))
        else:
            f.text(f"{lab}：{who['name']}", fs, mark=m(fld, who["name"]))
        if who.get("person"):
            f.text(f"身份证号码：{who['tax']}　　联系电话：{who['tel']}", fs)
        else:
            f.text(f"住所地：{who['addr']}\n法定代表人：{who['rep']}　　联系电话：{who['tel']}", fs)
        f.y += 6


def signatures(f: Flow, c, style, fs, pa, pb, d, ds, title, sep_sign, stamps, dated):
    r, seal = c.r, c.r.choice(["盖章", "公章", "签章"])
    if sep_sign:
        f.new_page()
        f.text(f"（本页无正文，为《{title}》之签署页）", fs, "c")
        f.y += 40
    else:
        f.need(150)
        f.y += 24
    if style == "cols":
        y, half = f.y, (f.x1 - f.x0) / 2
        for k, (lab, who) in enumerate((("甲方", pa), ("乙方", pb))):
            x = f.x0 + k * (half + 10)
            f.pg.t(x, y, f"{lab}（{'签字' if who.get('person') else seal}）：", fs)
            f.pg.t(x, y + 24, who["name"], fs, width=half - 14)
            if not who.get("person"):
                f.pg.t(x, y + 50, "法定代表人或授权代表：", fs)
                if stamps:
                    stamp(f.pg, x + 85, y + 20, who["name"], "合同专用章", 36)
            if dated:
                f.pg.t(x, y + 76, f"{r.choice(['日期', '签订日期'])}：{ds}", fs)
                f.mark("signDate", d.isoformat())
        f.y = y + 96
        return
    for lab, who in (("甲方", pa), ("乙方", pb)):
        f.need(90)
        y0 = f.y
        f.text(f"{lab}（{'签字' if who.get('person') else seal}）：{who['name']}", fs)
        f.text("法定代表人/委托代理人（签字）：", fs)
        if dated:
            f.text(f"日期：{ds}", fs, mark=m("signDate", d.isoformat(), ds))
        if stamps and not who.get("person"):
            stamp(f.pg, f.x0 + 180, y0 + 24, who["name"], "合同专用章", 36)
        f.y += 16


def ct_en(doc, c):
    """English sales contract between two companies in China, priced in RMB."""
    r = c.r
    pa, pb = c.fresh(lambda: r.choice(rows("en_fie"))), c.fresh(lambda: r.choice(rows("en_cn")))
    d, no = c.date(), f"SC{c.date():%Y}-{r.randint(100, 999)}"
    f = Flow(doc, pnum="en", font="helv")
    f.text("SALES CONTRACT", 16, "c", bold=True, mark=m("contractTitle", "SALES CONTRACT"))
    f.text(f"Contract No.: {no}", 10, "r", mark=m("contractNumber", no))
    f.text(f"Date: {den(d)}", 10, "r", mark=m("signDate", d.isoformat(), den(d)))
    f.text(f"Place of Signing: {pb[0].split()[0]}, China", 10, "r")
    f.y += 8
    for fld, lab, who in (("partyA", "Party A (Buyer)", pa), ("partyB", "Party B (Seller)", pb)):
        f.text(f"{lab}: {who[0]}", 10.5, bold=True, mark=m(fld, who[0]))
        f.text(f"Address: {who[1]}", 10)
    f.y += 6
    f.text(
        "Party A and Party B, through friendly negotiation, agree to enter into this Contract under the "
        "terms "
        "and conditions set forth below.",
        10,
    )
    table = []
    for k, (name, unit, lo, hi) in enumerate(r.sample(rows("en_goods"), 3), 1):
        q, p = r.randrange(100, 3000, 100), dec(r.randrange(int(lo) * 7, int(hi) * 7))
        table.append([k, name, f"{q} {unit}", money(p), money(p * q)])
    amt = sum(Decimal(x[-1].replace(",", "")) for x in table)
    mk = m("contractAmount", money(amt, False), money(amt))
    for k, (h, body) in enumerate(rows("en_articles"), 1):
        f.need(50)
        f.text(f"Article {k}  {h}", 10.5, bold=True)
        if body == "@TABLE":
            head = ["No.", "Description", "Quantity", "Unit Price (RMB)", "Amount (RMB)"]
            f.table(
                [0, 30, 230, 300, 370, 451],
                [head, *table, ["", "Total", "", "", money(amt)]],
                9,
                "clcrr",
                mark=mk,
            )
            f.y += 6
        else:
            f.text(body.format(amt=money(amt), words=words(int(amt))), 10, mark=mk)
    f.need(120)
    y = f.y + 24
    for k, (lab, who) in enumerate((("Party A", pa), ("Party B", pb))):
        x = f.x0 + k * 235
        f.pg.t(x, y, f"{lab}: (seal)", 10, "hebo")
        f.pg.t(x, y + 16, who[0], 9, "helv", width=220)
        f.pg.t(x, y + 46, "Authorized Signature: ____________", 9.5, "helv")
        f.pg.t(x, y + 70, f"Date: {den(d)}", 9.5, "helv")
    return "contract", f.close()


# ----------------------------------------------------------------------------------------- id cards
def card_front(pg: Pg, x, y, k, info, birth, gap=17):
    u, lsz, vsz = 2.835 * k, 5.6 * k, 7.4 * k

    def put(mx, my, s, label=0, size=vsz, font=FS):
        pg.t(x + mx * u, y + my * u, str(s), lsz if label else size, font, LABEL if label else BLACK)

    pg.box(x, y, x + 85.6 * u, y + 54 * u, 0.8, GREY, fill=(0.96, 0.97, 0.98), radius=0.05)
    for mx, my, s in (
        (6, 11, "姓名"),
        (6, 19, "性别"),
        (gap + 12, 19, "民族"),
        (6, 27, "出生"),
        (6, 35, "住址"),
    ):
        put(mx, my, s, 1)
    for mx, s, lab in (
        (0, birth.year, 0),
        (10, "年", 1),
        (14.5, birth.month, 0),
        (18.5, "月", 1),
        (22.5, birth.day, 0),
    ):
        put(gap + mx, 27, s, lab)
    put(gap + 26.5, 27, "日", 1)
    put(gap, 11, info["name"], size=vsz * 1.15)
    put(gap, 19, info["sex"])
    put(gap + 22, 19, info["ethnicity"])
    for i, line in enumerate(wrap(info["address"], (56 - gap) * u, vsz)):
        put(gap, 35 + i * 4.6, line)
    put(6, 49.5, "公民身份号码", 1)
    put(gap + 10, 49.5, info["idNumber"], size=vsz * 1.1, font="cobo")
    pg.box(x + 60 * u, y + 8 * u, x + 81 * u, y + 43 * u, 0.3, (0.8, 0.8, 0.8), fill=(0.88, 0.88, 0.9))
    for box in ((65, 13, 76, 27), (61, 29, 80, 50)):  # the photo: head and shoulders
        pg.p.draw_oval(
            [x + box[0] * u, y + box[1] * u, x + box[2] * u, y + box[3] * u], color=None, fill=GREY
        )
    pg.box(x + 60 * u, y + 43 * u, x + 81 * u, y + 50 * u, 0, None, fill=(0.96, 0.97, 0.98))


def card_back(pg: Pg, x, y, k, info):
    u = 2.835 * k
    pg.box(x, y, x + 85.6 * u, y + 54 * u, 0.8, GREY, fill=(0.96, 0.97, 0.98), radius=0.05)
    pg.p.draw_circle((x + 13 * u, y + 14 * u), 8 * u, color=RED, width=1, stroke_opacity=0.6)
    star(pg, x + 13 * u, y + 14 * u, 3 * u)
    pg.t(x + 27 * u, y + 14 * u, "中华人民共和国", 8.5 * k, bold=True)
    pg.t(x + 27 * u, y + 26 * u, "居民身份证", 13 * k, bold=True)
    for my, lab, key in ((43, "签发机关", "issuingAuthority"), (50, "有效期限", "validPeriod")):
        pg.t(x + 14 * u, y + my * u, lab, 5.6 * k, color=LABEL)
        pg.t(x + 30 * u, y + my * u, info[key], 7.4 * k)


def id_card(doc, c, layout="one", note=True, wm=None, gap=17):
    """Resident id card copy: front and back on one page, on two pages, or side by side (landscape)."""
    r, reg, sex = c.r, c.r.choice(REGIONS), c.r.choice("男女")
    birth = date(r.randint(1962, 2002), r.randint(1, 12), r.randint(1, 28))
    issue = date(r.randint(max(2008, birth.year + 16), 2023), r.randint(1, 12), r.randint(1, 28))
    age = issue.year - birth.year
    end = "长期" if age >= 46 else f"{issue.year + (10 if age < 26 else 20)}.{issue:%m.%d}"
    eth = r.choice(["汉"] * 8 + ["回", "满", "壮", "土家", "蒙古", "苗"])
    info = dict(name=c.person(sex), sex=sex, ethnicity=eth, birthDate=birth.isoformat())
    info |= dict(address=c.address(reg, rural=r.random() < 0.3), idNumber=id_number(r, reg[0], birth, sex))
    info |= dict(issuingAuthority=reg[2], validPeriod=f"{issue:%Y.%m.%d}-{end}")
    back, w = 0, 85.6 * 2.835
    if layout == "one":
        pg, k = Pg(doc.new_page(width=595, height=842)), 1.35
        if note:
            pg.t(297, 72, "居民身份证复印件", 14, align="c", bold=True)
            pg.t(90, 700, "本复印件与原件核对一致，仅供办理相关业务使用，再次复印无效。", 10)
            pg.t(90, 724, f"核对人：{c.person()}　　　日期：{dcn(c.date(), False)}", 10)
        card_front(pg, (595 - w * k) / 2, 110, k, info, birth, gap)
        card_back(pg, (595 - w * k) / 2, 110 + 54 * 2.835 * k + 50, k, info)
        if wm:
            watermark(pg, wm)
    elif layout == "two":
        k, back = 1.9, 1
        card_front(Pg(doc.new_page(width=595, height=842)), (595 - w * k) / 2, 190, k, info, birth, gap)
        card_back(Pg(doc.new_page(width=595, height=842)), (595 - w * k) / 2, 190, k, info)
    else:
        pg, k = Pg(doc.new_page(width=842, height=595)), 1.3
        card_front(pg, 50, 200, k, info, birth, gap)
        card_back(pg, 86 + w * k, 200, k, info)
    return "id_card", {
        f: (v, back if f in ("issuingAuthority", "validPeriod") else 0) for f, v in info.items()
    }


# ----------------------------------------------------------------------------------------- distractors
def tender(doc, c, pnum=None):
    r, reg, d = c.r, c.r.choice(REGIONS), c.date()
    owner, proj = (
        x.format(city=reg[3], n=cn_small(r.randint(1, 7))) for x in r.choice(rows("tender_owners"))
    )
    agent, dl = c.company("工程项目管理有限公司"), d + timedelta(days=r.randint(20, 30))
    kw = dict(
        owner=owner, proj=proj, item=proj.replace("项目", ""), dl=dcn(dl), d0=dcn(d), date=dcn(d, False)
    )
    kw |= dict(
        pno=f"{r.choice(['ZJ', 'JS', 'SC'])}-ZFCG-{d.year}-{r.randint(100, 999)}", d7=dcn(d + timedelta(7))
    )
    kw |= dict(budget=money(dec(r.randrange(50, 900) * 10000)), days=r.choice([60, 90, 365]))
    kw |= dict(agent=agent["name"], agent_addr=agent["addr"], agent_contact=f"{agent['rep']}，{agent['tel']}")
    kw |= dict(owner_addr=c.address(reg), owner_contact=f"{c.person()}，{reg[6]}-{c.digits(8)}")
    f = Flow(doc, pnum=pnum)
    table = [[x.format(**kw) for x in row] for row in rows("tender_table")]
    f.run("tender", hooks={"table": lambda: f.table([0, 40, 160, 210, 451], table, 9.5)}, **kw)
    f.close()
    return "tender", {}


def tender_result(doc, c):
    r, reg, d = c.r, c.r.choice(REGIONS), c.date()
    win, agent, amt = c.company(), c.company("招标代理有限公司"), dec(r.randrange(300000, 5000000))
    proj = r.choice(["办公家具采购项目", "物业管理服务项目", "信息化系统运维服务项目"])
    kw = dict(city=reg[3], buyer=r.choice(["财政局", "自然资源和规划局", "卫生健康委员会"]), proj=proj)
    kw |= dict(pno=f"CG{d:%Y}-{c.digits(4)}", win=win["name"], win_addr=win["addr"], amt=money(amt))
    kw |= dict(experts="、".join(c.person() for _ in range(5)), fee=money(dec(amt * Decimal("0.012"))))
    kw |= dict(agent=agent["name"], agent_addr=agent["addr"], agent_tel=agent["tel"], date=dcn(d, False))
    table = [
        ["名称", "服务范围", "服务时间", "服务标准"],
        [proj[:-2], "详见招标文件", "三年", "符合招标文件要求"],
    ]
    f = Flow(doc)
    f.run("tender_result", hooks={"table": lambda: f.table([0, 110, 250, 330, 451], table, 9.5)}, **kw)
    f.close()
    return "tender", {}


def official(doc, c):
    """Government notice (红头文件): masthead, number, notice page, attached plan, 抄送/印发 box."""
    r, reg, d = c.r, c.r.choice(REGIONS[:14]), c.date()
    city, issuer = reg[3], f"{reg[3]}市人民政府办公厅"
    f = Flow(doc, pnum="em")
    f.pg.t(297, 150, f"{issuer}文件", 26, color=RED, align="c", bold=True)
    f.pg.t(297, 205, f"{city[0]}政办发〔{d.year}〕{r.randint(3, 60)}号", 12, align="c")
    f.pg.ln(72, 220, 523, 220, 2.2, RED)
    f.y = 245

    def sign():
        f.y += 30
        f.text(f"{issuer}\n{dcn_num(d) if r.random() < 0.5 else dcn(d, False)}", 12, "r")
        f.text("（此件公开发布）", 12)
        f.new_page()

    def cc():
        f.need(70)
        y = f.y = max(f.y + 20, f.bottom - 60)
        f.pg.ln(72, y, 523, y, 0.8)
        f.pg.t(80, y + 20, "抄送：市委各部门，市人大常委会办公厅，市政协办公厅，市中级法院，市检察院。", 10.5)
        f.pg.ln(72, y + 30, 523, y + 30, 0.5)
        f.pg.t(80, y + 48, issuer, 10.5)
        f.pg.t(515, y + 48, f"{dcn(d + timedelta(days=1), False)}印发", 10.5, align="r")
        f.pg.ln(72, y + 56, 523, y + 56, 0.8)

    f.run(
        "official",
        12,
        hooks={"sign": sign, "cc": cc},
        issuer=issuer,
        city=city,
        topic=r.choice(pool("topics")),
    )
    f.close()
    return "official_document", {}


def drug_leaflet(doc, c, which=0):
    (name, en, otc), *secs = rows(f"drug.{which}")
    maker = c.company("制药有限公司")
    f = Flow(doc, mx=60, top=60)
    f.text(f"核准日期：{dcn(c.date(2006, 2008))}\n修改日期：{dcn(c.date(2019, 2022))}", 8.5, lead=1.5)
    if otc == "otc":
        f.pg.box(480, 50, 530, 72, 1, fill=(0.2, 0.6, 0.3))
        f.pg.t(505, 66, "OTC", 12, "hebo", (1, 1, 1), "c")
    f.text(f"{name}说明书", 15, "c", bold=True)
    f.text(DB[f"drug_advice.{otc}"][0], 10, "c")
    f.y += 6
    holder = f"名称：{maker['name']}\n注册地址：{maker['addr']}"
    body = [("药品名称", f"通用名称：{name}\n英文名称：{en}"), *secs, ("上市许可持有人", holder)]
    body.insert(-1, ("批准文号", f"国药准字H{c.r.randint(19990000, 20209999)}"))
    body.append(
        ("生产企业", f"企业名称：{maker['name']}\n生产地址：{maker['addr']}\n电话号码：{maker['tel']}")
    )
    for h, txt in body:
        f.text(f"【{h}】{txt}", 10.5, lead=1.65)
    f.close()
    return "drug_leaflet", {}


def food_label(doc, c):
    r, maker = c.r, c.company("食品有限公司")
    prod, ingredients = r.choice(rows("foods"))
    f = Flow(doc, mx=90, top=150, bottom=740)
    f.pg.box(70, 80, 525, 760, 1.2)
    f.pg.t(297, 125, prod, 22, align="c", bold=True)
    f.text(f"配料：{ingredients}\n净含量：{r.choice([200, 250, 400, 500])}克", 10.5)
    f.text("营养成分表", 11, "c", bold=True)
    table = [["项目", "每100克", "营养素参考值%"]]
    for lab, lo, hi, unit in rows("nutrition"):
        amount = f"{r.uniform(int(lo), int(hi)):.1f}" if unit == "克" else str(r.randint(int(lo), int(hi)))
        table.append([lab, amount + unit, f"{r.randint(5, 30)}%"])
    f.table([0, 150, 280, 415], table, 10, "lrr")
    f.y += 8
    kw = dict(months=r.choice([6, 9, 12]), sc=c.digits(14), std=r.choice(["20980", "20981", "31323"]))
    kw |= dict(maker=maker["name"], addr=maker["addr"], tel=maker["tel"])
    f.run("food_tail", **kw, origin=f"{maker['reg'][5]}{maker['reg'][3]}市")
    code = "69" + c.digits(10)
    code += str((10 - sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(code)) % 10) % 10)  # EAN-13
    x = 360
    for _ in range(60):
        w = r.choice([0.8, 1.2, 2.0])
        if r.random() < 0.55:
            f.pg.box(x, 665, x + w, 715, 0, None, fill=BLACK)
        x += w + 0.6
    f.pg.t(x - 60, 728, code, 9, "helv", align="c")
    return "food_label", {}


def utility_bill(doc, c):
    r, who, d = c.r, c.company(), c.date()
    reg, prev, kwh = who["reg"], r.randint(10000, 90000), r.randint(800, 20000)
    price = r.choice([Decimal("0.6618"), Decimal("0.7132")])
    fee = dec(kwh * price)
    f = Flow(doc)
    grid = f"国网{reg[4]}市电力公司" if reg[4] in ("上海", "北京") else f"国网{reg[4]}省电力有限公司"
    f.text(grid, 12, bold=True)
    f.text("电费缴费通知单", 18, "c", bold=True)
    f.y += 6
    info = [
        ["户号", c.digits(10), "户名", who["name"]],
        ["用电地址", who["addr"], "账单月份", f"{d:%Y年%m月}"],
    ]
    info.append(["用电类别", "一般工商业", "抄表日期", d.isoformat()])
    f.table([0, 90, 225, 315, 451], info, 9.5, "llll", head=False)
    f.y += 10
    head = ["电能表号", "上期示数", "本期示数", "倍率", "电量(kWh)", "电价(元)", "电费(元)"]
    line = [c.digits(12), prev, prev + kwh, 1, kwh, price, money(fee)]
    f.table([0, 70, 140, 210, 260, 320, 380, 451], [head, line], 9, "ccccrrr")
    f.y += 10
    f.text(f"本期应缴电费合计：¥{money(fee)}（大写：{rmb_upper(fee)}）", 11, bold=True)
    f.run("bill_tail", due=dcn(d + timedelta(days=15), False))
    f.close()
    return "utility_bill", {}


def cv(doc, c, en=False):
    r, sex = c.r, c.r.choice("男女")
    if en:
        f = Flow(doc, font="helv")
        name = "ZHANG " + r.choice(["WEI", "JING", "LEI", "YAN"])
        f.run("cv_en", 10, name=name, mobile=f"1{c.digits(10)}", mail=name.split()[1].lower() + ".zhang")
        f.close()
        return "cv", {}
    f = Flow(doc)
    f.text("个 人 简 历", 18, "c", bold=True)
    born, mobile = f"{r.randint(1988, 1993)}.{r.randint(1, 12):02d}", f"1{c.digits(10)}"
    table = [
        ["姓名", c.person(sex), "性别", sex],
        ["出生年月", born, "民族", "汉"],
        ["学历", "本科", "政治面貌", "群众"],
    ]
    table.append(["联系电话", mobile, "邮箱", f"{c.digits(9)}@qq.com"])
    f.table([0, 70, 170, 240, 340], table, 10, "llll", head=False)
    f.pg.box(f.x0 + 355, 84, f.x1, 180, 0.6)
    f.pg.t(f.x0 + 403, 136, "照片", 11, color=GREY, align="c")
    f.run("cv_zh", univ=r.choice(UNIVERSITIES), job1=c.company()["name"], job2=c.company()["name"])
    f.close()
    return "cv", {}


def certificate(doc, c, degree=True):
    """学士学位证书 or 毕业证书 (dates in Chinese numerals), landscape with a border."""
    r, sex = c.r, c.r.choice("男女")
    name, univ, y0 = c.person(sex), r.choice(UNIVERSITIES), r.randint(2008, 2019)
    major = r.choice(["机械设计制造及其自动化", "会计学", "计算机科学与技术", "环境工程"])
    birth, grad = date(y0 - 18, r.randint(1, 12), r.randint(1, 28)), date(y0 + 4, 6, r.randint(20, 30))
    pg = Pg(doc.new_page(width=842, height=595))
    pg.box(30, 30, 812, 565, 3, BROWN)
    pg.box(40, 40, 802, 555, 0.8, BROWN)
    pg.t(421, 120, "学 士 学 位 证 书" if degree else "毕　业　证　书", 28, align="c", bold=True, color=RED)
    pg.box(110, 170, 220, 310, 0.6, GREY, fill=(0.9, 0.9, 0.9))
    kw = dict(name=name, sex=sex, univ=univ, major=major, birth=f"{birth.year}年{birth.month}月{birth.day}日")
    kw |= dict(cn_birth=dcn_num(birth), start=dcn_num(date(y0, 9, 1), False), end=dcn_num(grad, False))
    for k, ln in enumerate(wrap("　　" + DB[f"certificate.{degree}"][0].format(**kw), 460, 15)):
        pg.t(270, 200 + k * 32, ln, 15)
    pg.t(270, 420, univ + ("" if degree else f"　　校长：{c.person()}"), 14)
    if degree:
        pg.t(270, 450, f"校　　长：{c.person()}　　　学位评定委员会主席：{c.person()}", 13)
    pg.t(560, 490, dcn_num(grad), 13)
    stamp(pg, 620, 430, univ, "", 42)
    pg.t(90, 530, f"证书编号：{r.randint(10000, 14999)}{grad.year}{c.digits(7)}", 10)
    return ("degree_certificate" if degree else "diploma"), {}


def yuan(r, lo, hi):
    return f"{r.randint(int(lo), int(hi)):,}.{r.randint(10, 99)}"


def annual_report(doc, c):
    """Two sections of a listed company's annual report (company facts, key figures, MD&A)."""
    r = c.r
    ind = r.choice(["精密机械", "电子科技", "新材料", "智能装备", "医疗器械", "能源科技"])
    co = c.company(kind=ind + "股份有限公司")
    code = f"{r.choice(['600', '603', '002', '300'])}{r.randint(100, 999)}"
    f = Flow(doc, pnum="num", header=(f"{co['name']}2023年年度报告全文", ""), pstart=r.randint(6, 12))
    f.text("第二节　公司简介和主要财务指标", 14, "c", bold=True)
    f.text("一、公司信息", 11, bold=True)
    exch = "上海证券交易所" if code[0] == "6" else "深圳证券交易所"
    info = [
        ["股票简称", co["name"][len(co["reg"][3]) :][:2] + ind[:2]],
        ["股票代码", code],
        ["上市交易所", exch],
    ]
    info += [["公司的中文名称", co["name"]], ["法定代表人", co["rep"]], ["注册地址", co["addr"]]]
    f.table([0, 150, 451], [*info, ["公司网址", f"www.{code}.com.cn"]], 9.5, "ll", head=False)
    f.text("二、联系人和联系方式", 11, bold=True)
    people = [
        ["", "董事会秘书", "证券事务代表"],
        ["姓名", c.person(), c.person()],
        ["电话", co["tel"], co["tel"]],
    ]
    f.table([0, 110, 280, 451], people, 9.5)
    f.run("report_facts", firm=r.choice(ZIHAO), cpa1=c.person(), cpa2=c.person())
    rev, fin = (
        r.randint(8 * 10**8, 9 * 10**9),
        [["主要会计数据", "2023年", "2022年", "本期比上年同期增减(%)"]],
    )
    for lab, div in rows("report_figures"):
        now = int(rev / float(div))
        prev = int(now / r.uniform(0.8, 1.3))
        fin.append(
            [
                lab,
                f"{now:,}.{r.randint(10, 99)}",
                f"{prev:,}.{r.randint(10, 99)}",
                f"{(now / prev - 1) * 100:.2f}",
            ]
        )
    f.table([0, 150, 250, 350, 451], fin, 9, "lrrr")
    f.text("五、分季度主要财务数据", 11, bold=True)
    quarters = [["项目", "第一季度", "第二季度", "第三季度", "第四季度"]]
    quarters += [
        [lab, *(f"{int(rev * r.uniform(0.2, 0.3) / k):,}" for _ in range(4))]
        for lab, k in (("营业收入", 1), ("净利润", 12))
    ]
    f.table([0, 150, 225, 300, 375, 451], quarters, 9, "lrrrr")
    f.text("六、非经常性损益项目及金额", 11, bold=True)
    gains = [[lab, yuan(r, 1e5, 6e7), yuan(r, 1e5, 5e7)] for lab in pool("report_gains")]
    f.table([0, 250, 350, 451], [["非经常性损益项目", "2023年金额", "2022年金额"], *gains], 9, "lrr")
    f.new_page()
    f.text("第三节　管理层讨论与分析", 14, "c", bold=True)
    f.run("report_prose", ind=ind, rev=f"{rev / 10**8:.2f}")
    costs = [["项目", "本期数", "上年同期数", "变动比例(%)"]]
    costs += [
        [lab, yuan(r, rev / 40, rev / 12), yuan(r, rev / 40, rev / 12), f"{r.uniform(-15, 25):.2f}"]
        for lab in pool("report_costs")
    ]
    f.table([0, 150, 250, 350, 451], costs, 9, "lrrr")
    f.close()
    return "annual_report", {}


def other(doc, c, kind="blank"):
    """Fax cover, scanner separator sheet, '本页为空白页' or a truly blank page."""
    pg = Pg(doc.new_page(width=595, height=842))
    if kind == "fax":
        co, to = c.company(), c.company()
        pg.t(297, 110, "传 真  FAX", 24, align="c", bold=True)
        vals = dict(
            to=to["name"], attn=to["rep"], sender=co["name"], fax=co["tel"], date=dcn(c.date(), False)
        )
        for k, (a, b) in enumerate(rows("fax")):
            pg.t(90, 180 + k * 34, a + "：", 11)
            pg.t(200, 180 + k * 34, b.format(**vals), 11)
            pg.ln(200, 185 + k * 34, 510, 185 + k * 34, 0.4)
        pg.t(90, 460, "□ 紧急　　□ 请审阅　　□ 请回复　　□ 请传阅", 11)
        pg.t(90, 510, "如传真内容不清晰或页数不全，请即致电发件人。", 10.5)
    elif kind == "separator":
        pg.t(297, 360, "文 件 分 隔 页", 30, align="c", bold=True)
        pg.t(297, 400, "DOCUMENT SEPARATOR SHEET", 14, "hebo", align="c")
        for k in range(40):
            if c.r.random() < 0.6:
                pg.box(200 + k * 5, 440, 202.5 + k * 5, 520, 0, None, fill=BLACK)
    elif kind == "leftblank":
        pg.t(297, 421, "（本页为空白页）", 12, align="c", color=GREY)
    return "other", {}


# ----------------------------------------------------------------------------------------- scans and streams
def scan_jpeg(page, r: random.Random, nr: np.random.Generator) -> bytes:
    """Page -> 150 dpi grey JPEG: skew up to 1.5 degrees, blur, contrast loss, uneven light, noise, specks."""
    z = 150 / 72
    mat = pymupdf.Matrix(z, z).prerotate(r.uniform(-1.5, 1.5))
    pix = page.get_pixmap(matrix=mat, colorspace=pymupdf.csGRAY, alpha=False)
    a = (
        np.frombuffer(pix.samples, np.uint8)
        .reshape(pix.height, pix.stride)[:, : pix.width]
        .astype(np.float32)
    )
    wd, ht = round(page.rect.width * z), round(page.rect.height * z)
    a = np.pad(a, 20, constant_values=255)
    oy, ox = (a.shape[0] - ht) // 2 + r.randint(-8, 8), (a.shape[1] - wd) // 2 + r.randint(-8, 8)
    a = a[oy : oy + ht, ox : ox + wd]
    for _ in range(r.choice([1, 1, 2])):
        a = (a * 4 + np.roll(a, 1, 0) + np.roll(a, -1, 0) + np.roll(a, 1, 1) + np.roll(a, -1, 1)) / 8
    lo, hi = r.uniform(25, 70), r.uniform(222, 248)
    a = lo + a * (hi - lo) / 255
    ramp = np.linspace(0, 1, wd)[None, :] if r.random() < 0.5 else np.linspace(0, 1, ht)[:, None]
    a = a * (1 - r.uniform(0.02, 0.12) * ramp) + nr.normal(0, r.uniform(3, 8), a.shape)
    n = int(wd * ht * r.uniform(2e-5, 1e-4))
    a[nr.integers(0, ht, n), nr.integers(0, wd, n)] = nr.uniform(20, 120, n)
    if r.random() < 0.4:
        a[:, : r.randint(4, 14)] *= 0.5  # shadow of the scanner lid
    out = pymupdf.Pixmap(pymupdf.csGRAY, wd, ht, np.clip(a, 0, 255).astype(np.uint8).tobytes(), False)
    out.set_dpi(150, 150)
    return out.tobytes("jpg", jpg_quality=r.randint(35, 70))


GENERATORS = (
    "inv_grid inv_e inv_receipt inv_machine inv_en contract ct_en id_card tender tender_result official"
)
GENERATORS += " drug_leaflet food_label utility_bill cv certificate annual_report other"


def streams():
    """(name, seed, scanned, [(generator, options)]) from the `# stream` sections of texts.py."""
    for key, lines in DB.items():
        if key.startswith("stream "):
            _, name, seed, *flag = key.split()
            docs = []
            for ln in lines:
                fn, *opts = ln.split()
                kw = dict(o.split("=", 1) for o in opts)
                kw = {
                    k: {"yes": True, "no": False}.get(v, int(v) if v.isdigit() else v) for k, v in kw.items()
                }
                docs.append((globals()[fn] if fn in GENERATORS.split() else None, kw))
            yield name, int(seed), bool(flag), docs


def verify(doc, segs, fields):
    for f in fields:
        seg, text = segs[f["segment"] - 1], norm(doc[f["page"] - 1].get_text())
        assert seg["start_page"] <= f["page"] <= seg["end_page"], f
        assert any(norm(p) in text for p in printed_forms(f["field"], f["value"])), f"not printed: {f}"


def build(name, seed, scan_all, docs, out: Path):
    c, src = Ctx(seed), pymupdf.open()
    segs, fields, scanned = [], [], set()
    for fn, kw in docs:
        kw = dict(kw)
        scan, p0 = kw.pop("scan", None), src.page_count
        dtype, fl = fn(src, c, **kw)
        segs.append(dict(start_page=p0 + 1, end_page=src.page_count, doc_type=dtype))
        fields += [dict(segment=len(segs), field=k, value=v, page=p0 + 1 + rel) for k, (v, rel) in fl.items()]
        if scan_all or scan:
            scanned |= {src.page_count - 1} if scan == "last" else set(range(p0, src.page_count))
    verify(src, segs, fields)
    nr = np.random.default_rng(seed)
    for i in sorted(scanned):  # image-only pages: the text layer is gone
        jpg, rect = scan_jpeg(src[i], c.r, nr), src[i].rect
        src.delete_page(i)
        src.new_page(pno=i, width=rect.width, height=rect.height).insert_image(rect, stream=jpg)
    src.subset_fonts()
    src.set_metadata({"producer": "", "creator": ""})
    src.save(out / f"{name}.pdf", garbage=4, deflate=True, no_new_id=True)
    gold = dict(name=name, pages=src.page_count, segments=segs, fields=fields)
    (out / f"{name}.gold.json").write_text(
        json.dumps(gold, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return gold


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make_streams.py OUT_DIR")
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    pages, docs, nfields = 0, {}, {}
    for name, seed, scan_all, spec in streams():
        g = build(name, seed, scan_all, spec, out)
        pages += g["pages"]
        for s in g["segments"]:
            docs[s["doc_type"]] = docs.get(s["doc_type"], 0) + 1
        for f in g["fields"]:
            t = g["segments"][f["segment"] - 1]["doc_type"]
            nfields[t] = nfields.get(t, 0) + 1
        print(f"{name}: {g['pages']} pages, {len(g['segments'])} documents, {len(g['fields'])} gold fields")
    print(f"total {pages} pages; documents {docs}; gold fields {nfields}")


if __name__ == "__main__":
    main()
