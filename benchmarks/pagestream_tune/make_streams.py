"""Generate the pagestream_tune set: multi-document PDF streams with segment and field gold.

Usage (from the repository root):
    .venv/bin/python benchmarks/pagestream_tune/make_streams.py OUT_DIR [--check]

Writes NAME.pdf and NAME.gold.json per stream. Deterministic: every stream has its own fixed seed.
--check re-reads the digital source of every page (also of pages that end up scanned) and verifies
that each gold value is printed on its gold page, that segments tile the pages and that ID numbers are valid.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import sys
from pathlib import Path
from random import Random

import numpy as np
import pymupdf

sys.path.insert(0, str(Path(__file__).resolve().parent))
from texts import (
    ANNUAL_CN_TEXT,
    CN_COMPANIES,
    CN_EXPORTERS,
    CN_PEOPLE,
    CONTRACT_KINDS,
    CV_CN,
    DRUGS,
    EN_COMPANIES,
    EN_CONTRACT_CLAUSES,
    EN_GOODS,
    EN_LEAFLET,
    EN_PEOPLE,
    EN_SERVICE_CLAUSES,
    GENERIC_CLAUSES,
    GOODS,
    GOV_NOTICES,
    ID_PEOPLE,
    SERVICES,
    TENDER_SECTIONS,
)

MM = 72 / 25.4
A4 = (595, 842)
BLACK, RED, BROWN, BLUE, GRAY = (
    (0, 0, 0),
    (0.82, 0.1, 0.1),
    (0.6, 0.32, 0.1),
    (0.2, 0.4, 0.62),
    (0.5, 0.5, 0.5),
)
CJK, HELV, HEBO = pymupdf.Font("china-s"), pymupdf.Font("helv"), pymupdf.Font("hebo")
UPPER_DIGITS = "零壹贰叁肆伍陆柒捌玖"
CN_DIGITS = "〇一二三四五六七八九"
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]  # fmt: skip
OWN_CITIES = (
    "北京",
    "上海",
    "深圳",
    "宁波",
    "青岛",
    "天津",
    "重庆",
    "厦门",
    "大连",
)  # cities printed on invoices
CITY_PROVINCE = {"杭州": "浙江", "广州": "广东", "成都": "四川", "南京": "江苏", "苏州": "江苏",
                 "武汉": "湖北", "西安": "陕西", "长沙": "湖南", "郑州": "河南", "合肥": "安徽",
                 "沈阳": "辽宁", "济南": "山东", "昆明": "云南", "福州": "福建", "哈尔滨": "黑龙江",
                 "石家庄": "河北", "南昌": "江西", "太原": "山西", "贵阳": "贵州"}  # fmt: skip


# ----------------------------------------------------------------------------------------------- formatting
def money(c: int, comma: bool = True) -> str:
    return f"{c // 100:,}.{c % 100:02d}" if comma else f"{c // 100}.{c % 100:02d}"


def rmb_upper(c: int) -> str:
    yuan, rest = divmod(c, 100)
    jiao, fen = divmod(rest, 10)
    out, groups, n = "", [], yuan
    while n:
        groups.append(n % 10000)
        n //= 10000
    pending = False
    for gi in range(len(groups) - 1, -1, -1):
        g = groups[gi]
        if g == 0:
            pending = True
            continue
        if out and (pending or g < 1000):
            out += "零"
        pending, part, zero = False, "", False
        for i in range(3, -1, -1):
            d = g // 10**i % 10
            if d == 0:
                zero = bool(part)
            else:
                part += ("零" if zero else "") + UPPER_DIGITS[d] + ["", "拾", "佰", "仟"][i]
                zero = False
        out += part + ["", "万", "亿"][gi]
    out = out + "元" if yuan else ""
    if not jiao and not fen:
        return out + "整"
    if jiao:
        out += UPPER_DIGITS[jiao] + "角"
    elif yuan:
        out += "零"
    return out + (UPPER_DIGITS[fen] + "分" if fen else "")


def en_words(n: int) -> str:
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen"]  # fmt: skip
    tens = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if n < 20:
        return ones[n]
    if n < 100:
        return tens[n // 10] + ("-" + ones[n % 10] if n % 10 else "")
    if n < 1000:
        return ones[n // 100] + " hundred" + (" and " + en_words(n % 100) if n % 100 else "")
    for div, nm in ((10**6, "million"), (1000, "thousand")):
        if n >= div:
            return en_words(n // div) + " " + nm + (" " + en_words(n % div) if n % div else "")
    return str(n)


def say_usd(c: int, cur: str = "US DOLLARS") -> str:
    s = f"SAY {cur} {en_words(c // 100).upper()}"
    return s + (f" AND CENTS {en_words(c % 100).upper()}" if c % 100 else "") + " ONLY"


def cn_date(d: dt.date, pad: bool = True) -> str:
    return f"{d.year}年{d.month:02d}月{d.day:02d}日" if pad else f"{d.year}年{d.month}月{d.day}日"


def en_long(d: dt.date) -> str:
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def en_dmy(d: dt.date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def en_caps(d: dt.date) -> str:
    return f"{d.day:02d} {MONTHS[d.month - 1][:3].upper()} {d.year}"


def cn_year(y: int) -> str:
    return "".join(CN_DIGITS[int(c)] for c in str(y))


def cn_num(n: int) -> str:
    if n <= 10:
        return "〇一二三四五六七八九十"[n]
    if n < 20:
        return "十" + CN_DIGITS[n % 10] * bool(n % 10)
    return CN_DIGITS[n // 10] + "十" + CN_DIGITS[n % 10] * bool(n % 10)


def cn_date_words(d: dt.date) -> str:
    return f"{cn_year(d.year)}年{cn_num(d.month)}月{cn_num(d.day)}日"


def id_check(s17: str) -> str:
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s17, w, strict=True)) % 11]


def digits(rng: Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def uscc(rng: Random) -> str:
    region = rng.choice(["110108", "310115", "440300", "330106", "510107", "420100", "320115", "370102"])
    return "91" + region + "".join(rng.choice("0123456789ABCDEFGHJKLMNPQRTUWXY") for _ in range(10))


def rnd_date(rng: Random, lo: dt.date = dt.date(2023, 1, 4), span: int = 640) -> dt.date:
    return lo + dt.timedelta(days=rng.randint(0, span))


def make_items(rng: Random, pool: list, n: int, qty_cap: int | None = None) -> list[dict]:
    rows = []
    for name, spec, unit, (lo, hi), rate, (qlo, qhi) in rng.sample(pool, n):
        qty = rng.randint(min(qlo, qty_cap or qlo), min(qhi, qty_cap or qhi))
        price = rng.randint(lo * 100, hi * 100)
        amt = qty * price
        rows.append(dict(name=name, spec=spec, unit=unit, qty=qty, price=price, amt=amt, rate=rate,
                         tax=round(amt * rate / 100)))  # fmt: skip
    return rows


# ----------------------------------------------------------------------------------------------- drawing
def pick_font(s: str, bold: bool = False) -> pymupdf.Font:
    return (HEBO if bold else HELV) if s.isascii() else CJK


def wrap(s: str, width: float, size: float, indent: float = 0) -> list[tuple[str, int]]:
    """Greedy wrap; returns (line, start offset) pairs. Latin words stay whole, CJK breaks anywhere."""
    font, lines = pick_font(s), []
    for m in re.finditer(r"[^\n]*", s):
        para, base = m.group(), m.start()
        if not para and m.start() > 0 and s[m.start() - 1] != "\n":
            continue
        cur, start, avail = "", base, width - indent
        for tok in re.finditer(r"[A-Za-z0-9.,:;()'&%/+\-\"$#@]+ ?| |.", para):
            t = tok.group()
            hang = t in "，。、；：）》”!,.;:)"  # closing punctuation never starts a line
            if cur and not hang and font.text_length(cur + t.rstrip(), fontsize=size) > avail:
                lines.append((cur.rstrip(), start))
                cur, start, avail = "", base + tok.start(), width
            cur += t
        lines.append((cur.rstrip(), start))
    return lines


class Canvas:
    def __init__(self, page: pymupdf.Page):
        self.page, self.writers = page, {}

    def text(self, x, y, s, size=10, color=BLACK, bold=False, align="l", font=None) -> float:
        if not s:
            return x
        font = font or pick_font(s, bold)
        w = font.text_length(s, fontsize=size)
        x = x - w / 2 if align == "c" else x - w if align == "r" else x
        key = (color, bold and font is CJK)
        if key not in self.writers:
            self.writers[key] = pymupdf.TextWriter(self.page.rect)
        self.writers[key].append((x, y), s, font=font, fontsize=size)
        return x + w

    def para(self, x, y, width, s, size=9, lh=None, **kw) -> float:
        lh = lh or size * 1.5
        for line, _ in wrap(s, width, size):
            self.text(x, y, line, size, **kw)
            y += lh
        return y

    def line(self, x0, y0, x1, y1, w=0.6, color=BLACK, dashes=None):
        self.page.draw_line((x0, y0), (x1, y1), color=color, width=w, dashes=dashes)

    def rect(self, x0, y0, x1, y1, w=0.6, color=BLACK, fill=None, radius=None):
        self.page.draw_rect((x0, y0, x1, y1), color=color, width=w, fill=fill, radius=radius)

    def table(
        self, x, y, widths, rows, rh=16, size=8.5, aligns=None, head=True, color=BLACK, lc=None
    ) -> float:
        xs = [x]
        for w in widths:
            xs.append(xs[-1] + w)
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                s, a = str(cell or ""), (aligns or "l" * len(row))[c]
                sz = size
                while s and pick_font(s).text_length(s, fontsize=sz) > widths[c] - 5 and sz > 5:
                    sz -= 0.5
                tx = xs[c] + 3 if a == "l" else (xs[c] + xs[c + 1]) / 2 if a == "c" else xs[c + 1] - 3
                self.text(tx, y + r * rh + rh / 2 + sz * 0.36, s, sz, color, bold=head and r == 0, align=a)
        for r in range(len(rows) + 1):
            self.line(xs[0], y + r * rh, xs[-1], y + r * rh, 0.6, lc or color)
        for xx in xs:
            self.line(xx, y, xx, y + len(rows) * rh, 0.6, lc or color)
        return y + len(rows) * rh

    def seal(self, cx, cy, name, kind="合同专用章", r=38):
        self.page.draw_circle((cx, cy), r, color=RED, width=1.6)
        half = (len(name) + 1) // 2
        parts = [name] if len(name) <= 9 else [name[:half], name[half:]]
        for i, p in enumerate(parts):
            self.text(cx, cy - r * 0.45 + i * 8.5, p, 6.5 if len(p) > 6 else 7.5, RED, align="c")
        self.text(cx, cy + 6, "★", 12, RED, align="c")
        self.text(cx, cy + r * 0.62, kind, 7.5, RED, align="c")

    def watermark(self, s, size=40, opacity=0.13):
        rect = self.page.rect
        tw = pymupdf.TextWriter(rect)
        font = pick_font(s)
        c = pymupdf.Point(rect.width / 2, rect.height / 2)
        tw.append((c.x - font.text_length(s, fontsize=size) / 2, c.y), s, font=font, fontsize=size)
        tw.write_text(self.page, color=GRAY, opacity=opacity, morph=(c, pymupdf.Matrix(-30)))

    def qr(self, x, y, rng, n=21, cell=2.6):
        for i in range(n):
            for j in range(n):
                ci, cj = i % (n - 7) if i >= n - 7 else i, j % (n - 7) if j >= n - 7 else j
                corner = ci < 7 and cj < 7 and not (i >= n - 7 and j >= n - 7)
                finder = ci in (0, 6) or cj in (0, 6) or (2 <= ci <= 4 and 2 <= cj <= 4)
                if (corner and finder) or (not corner and rng.random() < 0.45):
                    self.rect(
                        x + j * cell, y + i * cell, x + (j + 1) * cell, y + (i + 1) * cell, 0, None, BLACK
                    )

    def flush(self):
        for (color, bold), tw in self.writers.items():
            tw.write_text(self.page, color=color, render_mode=2 if bold else 0)
        self.writers = {}


class Stream:
    """Collects pages of one stream; documents are added with begin/end, fields with field()."""

    def __init__(self, name: str, seed: int, scanned: bool):
        self.name, self.rng, self.all_scan = name, Random(seed), scanned
        self.doc, self.scan, self.segments, self.fields = pymupdf.open(), [], [], []
        self.canvases, self.cur_scan, self.rel, self.deco = [], (), 0, {}

    def add(self, gen, scan=(), fax=None, wm=None, **kw):
        self.cur_scan, self.rel, self.deco = scan, 0, {"fax": fax, "wm": wm}
        gen(self, **kw)

    def page(self, size=A4) -> Canvas:
        page = self.doc.new_page(width=size[0], height=size[1])
        self.scan.append(self.all_scan or self.rel in self.cur_scan)
        self.rel += 1
        cv = Canvas(page)
        self.canvases.append(cv)
        return cv

    @property
    def pno(self) -> int:
        return self.doc.page_count

    def begin(self, doc_type: str):
        self.segments.append({"start_page": self.pno + 1, "end_page": None, "doc_type": doc_type})

    def field(self, name: str, value: str, page: int | None = None):
        self.fields.append(
            {"segment": len(self.segments), "field": name, "value": value, "page": page or self.pno}
        )

    def end(self, pn: str | None = None):
        n = len(self.canvases)
        first = self.pno - n
        for k in self.cur_scan:
            if k < 0:  # negative index: counted from the document's last page
                self.scan[self.pno + k] = True
        for i, cv in enumerate(self.canvases, 1):
            cv.page = self.doc[first + i - 1]  # page objects go stale once later pages are added
            r = cv.page.rect
            if pn:
                label = {
                    "cn": f"第 {i} 页 共 {n} 页",
                    "dash": f"- {i} -",
                    "en": f"Page {i} of {n}",
                    "frac": f"{i}/{n}",
                }
                cv.text(r.width / 2, r.height - 28, label[pn], 8.5, align="c")
            if self.deco["fax"]:
                cv.text(20, 14, f"{self.deco['fax']}    P.{i:02d}/{n:02d}", 7, font=pymupdf.Font("cour"))
                cv.line(20, 18, r.width - 20, 18, 0.4)
            cv.flush()
            if self.deco["wm"]:
                cv.watermark(self.deco["wm"], size=min(40, r.width / 9))
        self.canvases = []
        self.segments[-1]["end_page"] = self.pno


class Flow:
    """Top-to-bottom text flow over as many A4 pages as needed."""

    def __init__(self, st: Stream, size=10.5, lh=1.75, x0=72, x1=523, top=72, bottom=770, header=None):
        self.st, self.size, self.lhf, self.x0, self.x1, self.top, self.bottom = (
            st,
            size,
            lh,
            x0,
            x1,
            top,
            bottom,
        )
        self.header = header
        self.new_page()

    def new_page(self):
        self.cv, self.y = self.st.page(), self.top
        if self.header:
            self.cv.text(self.x0, self.top - 22, self.header, 8, GRAY)
            self.cv.line(self.x0, self.top - 17, self.x1, self.top - 17, 0.5, GRAY)

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def gap(self, h):
        self.y += h

    def para(
        self, s, size=None, indent=2, bold=False, align="l", gap=3, mark=None, color=BLACK, x0=None
    ) -> int:
        size = size or self.size
        lh, x0 = size * self.lhf, x0 or self.x0
        off, page = s.find(mark) if mark else -1, self.st.pno
        for k, (line, start) in enumerate(wrap(s, self.x1 - x0, size, indent * size)):
            self.need(lh)
            if k == 0 or start <= off:
                page = self.st.pno
            x = (self.x0 + self.x1) / 2 if align == "c" else x0 + (indent * size if k == 0 else 0)
            self.cv.text(x, self.y + size, line, size, color, bold=bold, align=align)
            self.y += lh
        self.y += gap
        return page

    def table(self, widths, rows, rh=17, size=8.5, aligns=None) -> int:
        for i, row in enumerate(rows):
            self.need(rh)
            self.cv.table(self.x0, self.y, widths, [row], rh, size, aligns, head=i == 0)
            self.y += rh
        self.y += 6
        return self.st.pno


# ----------------------------------------------------------------------------------------------- invoices
def province(addr: str) -> str:
    city = next((c for c in (*OWN_CITIES, *CITY_PROVINCE) if c in addr[:6]), "")
    return CITY_PROVINCE.get(city, city)


def inv_fields(st, number, seller, buyer, total, d, tax=None, page=None):
    st.field("invoiceNumber", number, page)
    st.field("sellerName", seller, page)
    st.field("buyerName", buyer, page)
    st.field("totalAmount", money(total, False), page)
    st.field("date", d.isoformat(), page)
    if tax is not None:
        st.field("taxAmount", money(tax, False), page)


def party_box(cv, y, label, comp, rng, right_label, right_lines):
    name, addr, tel, bank = comp
    cv.rect(20, y, 660, y + 58, 0.8, BROWN)
    cv.line(40, y, 40, y + 58, 0.6, BROWN)
    cv.line(420, y, 420, y + 58, 0.6, BROWN)
    cv.line(440, y, 440, y + 58, 0.6, BROWN)
    for i, ch in enumerate(label):
        cv.text(30, y + 17 + i * 15, ch, 9, BROWN, align="c")
    for i, ch in enumerate(right_label):
        cv.text(430, y + 17 + i * 15 * 3 / len(right_label), ch, 9, BROWN, align="c")
    rows = [("名　　　称：", name), ("纳税人识别号：", uscc(rng)), ("地 址、电 话：", f"{addr} {tel}"),
            ("开户行及账号：", f"{bank} {digits(rng, 19)}")]  # fmt: skip
    for i, (lab, val) in enumerate(rows):
        x = cv.text(45, y + 12 + i * 13.5, lab, 8, BROWN)
        sz = 8.5
        while CJK.text_length(val, fontsize=sz) > 410 - x and sz > 5:
            sz -= 0.5
        cv.text(x + 2, y + 12 + i * 13.5, val, sz)
    for i, ln in enumerate(right_lines):
        cv.text(445, y + 14 + i * 12, ln, 8, font=pymupdf.Font("cour"))


def inv_vat(st: Stream, with_list=False, seller=None, buyer=None, special=True, d=None):
    """Paper VAT invoice (240x140 mm): buyer box above the item grid, seller box below."""
    rng = st.rng
    s, b = seller or rng.choice(CN_COMPANIES), buyer or rng.choice(CN_COMPANIES)
    while b == s:
        b = rng.choice(CN_COMPANIES)
    d = d or rnd_date(rng)
    items = make_items(
        rng, GOODS + SERVICES if not with_list else GOODS, rng.randint(8, 11) if with_list else 3
    )
    if not with_list:
        items = items[: rng.randint(1, 3)]
    amt, tax = sum(i["amt"] for i in items), sum(i["tax"] for i in items)
    total, code, no = amt + tax, digits(rng, 10), digits(rng, 8)
    kind = "增值税专用发票" if special else "增值税普通发票"
    st.begin("invoice")
    cv = st.page((680, 400))
    cv.text(340, 36, province(s[1]) + kind, 18, BROWN, align="c")
    cv.line(240, 43, 440, 43, 0.8, BROWN)
    cv.line(240, 46, 440, 46, 0.8, BROWN)
    cv.text(340, 62, "发 票 联", 10, BROWN, align="c")
    cv.text(25, 30, code, 13)
    cv.text(25, 46, f"机器编号：{digits(rng, 12)}", 8, BROWN)
    cv.text(490, 32, "No", 13, BROWN)
    cv.text(512, 32, no, 15, RED)
    cv.text(490, 48, f"{code}  {no}", 8.5)
    cv.text(490, 70, "开票日期：", 8.5, BROWN)
    cv.text(535, 70, cn_date(d), 9)
    cipher = ["".join(rng.choice("0123456789<>+-*/") for _ in range(26)) for _ in range(4)]
    party_box(cv, 80, "购买方", b, rng, "密码区", cipher)
    y0, xs = 138, [20, 220, 290, 325, 380, 450, 540, 585, 660]
    heads = ["货物或应税劳务、服务名称", "规格型号", "单位", "数 量", "单 价", "金 额", "税率", "税 额"]
    for i, h in enumerate(heads):
        cv.text((xs[i] + xs[i + 1]) / 2, y0 + 11, h, 8, BROWN, align="c")
    shown = [
        dict(
            name="（详见销货清单）",
            spec="",
            unit="",
            qty="",
            price=None,
            amt=amt,
            rate=items[0]["rate"],
            tax=tax,
        )
    ]
    for r, it in enumerate(items if not with_list else shown):
        y = y0 + 28 + r * 13
        vals = [it["name"], it["spec"], it["unit"], str(it["qty"]),
                money(it["price"], False) if it["price"] else "",
                money(it["amt"], False), f"{it['rate']}%", money(it["tax"], False)]  # fmt: skip
        for i, v in enumerate(vals):
            cv.text(xs[i] + 3 if i < 3 else xs[i + 1] - 3, y, v, 8, align="l" if i < 3 else "r")
    cv.text(120, y0 + 93, "合　　　计", 8.5, BROWN, align="c")
    cv.text(xs[6] - 3, y0 + 93, f"¥{money(amt, False)}", 8.5, align="r")
    cv.text(xs[8] - 3, y0 + 93, f"¥{money(tax, False)}", 8.5, align="r")
    for x in xs:
        cv.line(x, y0, x, y0 + 100, 0.6, BROWN)
    for y in (y0, y0 + 16, y0 + 84, y0 + 100, y0 + 118):
        cv.line(20, y, 660, y, 0.6, BROWN)
    cv.line(20, y0, 20, y0 + 118, 0.6, BROWN)
    cv.line(660, y0, 660, y0 + 118, 0.6, BROWN)
    cv.text(25, y0 + 112, "价税合计（大写）", 8.5, BROWN)
    cv.text(125, y0 + 112, "⊗" + rmb_upper(total), 9.5)
    cv.text(450, y0 + 112, "（小写）", 8.5, BROWN)
    cv.text(490, y0 + 112, f"¥{money(total, False)}", 9.5)
    remark = [f"合同号：{rng.choice(['CG', 'XS'])}{d.year}{digits(rng, 4)}"] if rng.random() < 0.5 else []
    party_box(cv, y0 + 118, "销售方", s, rng, "备注", remark)
    people = rng.sample(CN_PEOPLE, 3)
    for x, lab, v in ((25, "收款人：", people[0]), (190, "复核：", people[1]), (340, "开票人：", people[2])):
        cv.text(cv.text(x, 330, lab, 8.5, BROWN) + 3, 330, v, 9)
    cv.text(500, 330, "销售方：（章）", 8.5, BROWN)
    cv.seal(610, 345, s[0], "发票专用章", 34)
    cv.text(20, 392, "第二联：发票联　购买方记账凭证", 7.5, BROWN)
    inv_fields(st, no, s[0], b[0], total, d, tax)
    if with_list:
        cv = st.page()
        cv.text(297, 70, "销售货物或者提供应税劳务、服务清单", 15, align="c", bold=True)
        cv.text(60, 100, f"购买方名称：{b[0]}", 9.5)
        cv.text(60, 118, f"销售方名称：{s[0]}", 9.5)
        cv.text(60, 136, f"所属增值税{kind}代码：{code}　号码：{no}　　共 1 页　第 1 页", 9)
        rows = [["序号", "货物（劳务）名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]]
        for k, it in enumerate(items, 1):
            rows.append([k, it["name"], it["spec"], it["unit"], it["qty"], money(it["price"], False),
                         money(it["amt"], False), f"{it['rate']}%", money(it["tax"], False)])  # fmt: skip
        rows += [["", "小计", "", "", "", "", money(amt, False), "", money(tax, False)],
                 ["", "总计", "", "", "", "", money(amt, False), "", money(tax, False)]]  # fmt: skip
        y = cv.table(40, 150, [28, 160, 70, 30, 38, 52, 60, 32, 50], rows, 19, 7.5, "cllcrrrcr")
        cv.text(60, y + 25, "备注：", 9)
        cv.text(60, y + 60, "销售方（章）：", 9)
        cv.seal(200, y + 60, s[0], "发票专用章", 34)
        cv.text(380, y + 60, f"填开日期：{cn_date(d, False)}", 9)
    st.end()


def inv_e(st: Stream, style="full", seller=None, buyer=None, special=None):
    """Fully digital e-invoice (2024 layout): buyer and seller side by side."""
    rng = st.rng
    s, b = seller or rng.choice(CN_COMPANIES), buyer or rng.choice(CN_COMPANIES)
    while b == s:
        b = rng.choice(CN_COMPANIES)
    d, items = rnd_date(rng), make_items(rng, rng.choice([GOODS, SERVICES]), rng.randint(1, 4))
    amt, tax = sum(i["amt"] for i in items), sum(i["tax"] for i in items)
    total, no = amt + tax, f"{str(d.year)[2:]}{digits(rng, 18)}"
    special = rng.random() < 0.5 if special is None else special
    st.begin("invoice")
    cv = st.page((595, 400))
    title = "电子发票（增值税专用发票）" if special else "电子发票（普通发票）"
    cv.qr(22, 12, rng, cell=2.4)
    cv.text(297, 36, title, 16, BROWN, align="c")
    cv.line(200, 43, 395, 43, 0.8, BROWN)
    cv.line(200, 46, 395, 46, 0.8, BROWN)
    cv.text(400, 28, "发票号码：", 8.5, BROWN)
    cv.text(445, 28, no, 8.5)
    cv.text(400, 44, "开票日期：", 8.5, BROWN)
    cv.text(445, 44, cn_date(d), 8.5)
    y0 = 72
    cv.rect(20, y0, 575, y0 + 50, 0.8, BROWN)
    cv.line(297, y0, 297, y0 + 50, 0.6, BROWN)
    for x0, lab, comp in ((20, "购买方信息", b), (297, "销售方信息", s)):
        if style == "full":
            cv.line(x0 + 16, y0, x0 + 16, y0 + 50, 0.6, BROWN)
            for i, ch in enumerate(lab):
                cv.text(x0 + 8, y0 + 9 + i * 9, ch, 7.5, BROWN, align="c")
            n_lab, t_lab = "名称：", "统一社会信用代码/纳税人识别号："
        else:
            n_lab, t_lab = ("购方名称：", "购方税号：") if lab[0] == "购" else ("销方名称：", "销方税号：")
        x = cv.text(x0 + 20, y0 + 18, n_lab, 8.5, BROWN)
        cv.text(x + 2, y0 + 18, comp[0], 8.5 if len(comp[0]) < 17 else 7.5)
        x = cv.text(x0 + 20, y0 + 38, t_lab, 8, BROWN)
        cv.text(x + 2, y0 + 38, uscc(rng), 8.5)
    y0 += 50
    heads = ["项目名称", "规格型号", "单 位", "数 量", "单 价", "金 额", "税率/征收率", "税 额"]
    xs = [20, 190, 255, 290, 335, 395, 460, 515, 575]
    cv.rect(20, y0, 575, y0 + 130, 0.8, BROWN)
    for i, h in enumerate(heads):
        cv.text((xs[i] + xs[i + 1]) / 2, y0 + 12, h, 8, BROWN, align="c")
    for r, it in enumerate(items):
        vals = [it["name"], it["spec"], it["unit"], str(it["qty"]), money(it["price"], False),
                money(it["amt"], False), f"{it['rate']}%", money(it["tax"], False)]  # fmt: skip
        for i, v in enumerate(vals):
            sz = 7.5 if CJK.text_length(v, fontsize=8) > xs[i + 1] - xs[i] - 4 else 8
            cv.text(
                xs[i] + 2 if i < 3 else xs[i + 1] - 3, y0 + 28 + r * 13, v, sz, align="l" if i < 3 else "r"
            )
    cv.text(105, y0 + 124, "合　　计", 8.5, BROWN, align="c")
    cv.text(xs[6] - 3, y0 + 124, f"¥{money(amt, False)}", 8.5, align="r")
    cv.text(xs[8] - 3, y0 + 124, f"¥{money(tax, False)}", 8.5, align="r")
    y0 += 130
    cv.rect(20, y0, 575, y0 + 22, 0.8, BROWN)
    cv.text(25, y0 + 15, "价税合计（大写）", 8.5, BROWN)
    cv.text(110, y0 + 15, "⊗" + rmb_upper(total), 9)
    cv.text(400, y0 + 15, "（小写）", 8.5, BROWN)
    cv.text(440, y0 + 15, f"¥{money(total, False)}", 9)
    y0 += 22
    cv.rect(20, y0, 575, y0 + 50, 0.8, BROWN)
    cv.line(40, y0, 40, y0 + 50, 0.6, BROWN)
    for i, ch in enumerate("备注"):
        cv.text(30, y0 + 20 + i * 14, ch, 8.5, BROWN, align="c")
    if rng.random() < 0.6:
        cv.text(
            46, y0 + 16, f"项目：{rng.choice(['年度服务', '采购订单PO' + digits(rng, 6), '第二季度结算'])}", 8
        )
    cv.text(40, y0 + 68, "开票人：", 8.5, BROWN)
    cv.text(78, y0 + 68, rng.choice(CN_PEOPLE), 8.5)
    inv_fields(st, no, s[0], b[0], total, d, tax)
    st.end()


def inv_roll(st: Stream):
    """Small till-roll VAT receipt (57 mm wide); tax-inclusive prices, no tax line."""
    rng = st.rng
    s, b = rng.sample(CN_COMPANIES, 2)
    d, items = rnd_date(rng), make_items(rng, GOODS, rng.randint(1, 3), qty_cap=6)
    total, code, no = sum(i["amt"] for i in items), "0" + digits(rng, 11), digits(rng, 8)
    st.begin("invoice")
    cv = st.page((164, 450))
    x, w = 9, 146
    cv.text(82, 22, province(s[1]) + "增值税普通发票（卷票）", 8.5, align="c", bold=True)
    cv.text(82, 34, "发 票 联", 7.5, align="c")
    y = 50
    lines = [f"发票代码：{code}", f"发票号码：{no}", f"机打号码：{no}", f"机器编号：{digits(rng, 12)}",
             f"销售方名称：{s[0]}", f"纳税人识别号：{uscc(rng)}", f"开票日期：{d.isoformat()}",
             "收款员"
             f"：{rng.choice(CN_PEOPLE)}", f"购买方名称：{b[0]}", f"纳税人识别号：{uscc(rng)}"]  # fmt: skip
    for ln in lines:
        y = cv.para(x, y, w, ln, 6.8, 10)
    cv.line(x, y - 4, x + w, y - 4, 0.5, dashes="[2 2] 0")
    cv.text(x, y + 6, "项目        单价      数量      金额", 6.8)
    y += 18
    for it in items:
        cv.text(x, y, it["name"].split("*")[-1], 6.8)
        cv.text(x + 40, y + 10, money(it["price"], False), 6.8, align="r")
        cv.text(x + 85, y + 10, str(it["qty"]), 6.8, align="r")
        cv.text(x + w, y + 10, money(it["amt"], False), 6.8, align="r")
        y += 22
    cv.line(x, y - 6, x + w, y - 6, 0.5, dashes="[2 2] 0")
    y = cv.para(x, y + 4, w, f"合计金额（小写）：¥{money(total, False)}", 6.8, 10)
    y = cv.para(x, y, w, f"合计金额（大写）：{rmb_upper(total)}", 6.8, 10)
    y = cv.para(x, y, w, f"校验码：{digits(rng, 20)}", 6.5, 10)
    cv.qr(50, y + 4, rng, cell=2.8)
    inv_fields(st, no, s[0], b[0], total, d)
    st.end()


def inv_simple(st: Stream):
    """Older machine-printed general invoice: 客户名称 / 开票单位 / 收款人, tax shown as 其中税额."""
    rng = st.rng
    s, b = rng.sample(CN_COMPANIES, 2)
    d, items = rnd_date(rng), make_items(rng, SERVICES, rng.randint(1, 3))
    total = sum(i["amt"] + i["tax"] for i in items)
    tax, code, no = sum(i["tax"] for i in items), digits(rng, 12), digits(rng, 8)
    st.begin("invoice")
    cv = st.page((595, 420))
    cv.text(297, 40, province(s[1]) + "通用机打发票", 17, BLUE, align="c")
    cv.text(297, 58, "发　票　联", 10, BLUE, align="c")
    cv.text(40, 80, f"发票代码：{code}", 9)
    cv.text(400, 80, f"发票号码：{no}", 9)
    cv.text(40, 98, f"开票日期：{d.strftime('%Y/%m/%d')}", 9)
    cv.text(400, 98, "行业分类：服务业", 9)
    cv.text(40, 118, f"客户名称：{b[0]}", 10)
    rows, total = [["项目", "单位", "数量", "单价", "金额"]], 0
    for it in items:
        price = round(it["price"] * (100 + it["rate"]) / 100)
        total += price * it["qty"]
        rows.append(
            [it["name"].split("*")[-1], it["unit"], it["qty"], money(price), money(price * it["qty"])]
        )
    y = cv.table(
        40, 128, [200, 50, 50, 100, 115], rows + [["", "", "", "", ""]] * (4 - len(rows)), 18, 9, "lccrr"
    )
    cv.text(45, y + 18, f"合计金额（大写）：{rmb_upper(total)}", 9.5)
    cv.text(400, y + 18, f"（小写）¥{money(total)}", 9.5)
    cv.text(45, y + 38, f"其中税额：¥{money(tax)}（已含在合计金额内）", 8.5)
    cv.line(40, y + 48, 555, y + 48)
    x = cv.text(45, y + 70, "开票单位（盖章）：", 9.5)
    cv.text(x, y + 70, s[0], 9.5)
    cv.text(45, y + 90, f"开票单位税号：{uscc(rng)}", 8.5)
    cv.text(380, y + 90, f"收款人：{rng.choice(CN_PEOPLE)}", 9)
    cv.text(470, y + 90, f"开票人：{rng.choice(CN_PEOPLE)}", 9)
    cv.seal(430, y + 60, s[0], "发票专用章", 30)
    cv.text(40, 405, "手写无效　　本发票限于2024年12月31日前填开使用", 7, BLUE)
    inv_fields(st, no, s[0], b[0], total, d, tax)
    st.end()


def en_letterhead(cv, comp, tel):
    cv.text(297, 60, comp[0], 16, align="c", bold=True)
    for i, ln in enumerate(comp[1]):
        cv.text(297, 76 + i * 12, ln, 9, align="c")
    cv.text(297, 76 + len(comp[1]) * 12, tel, 8.5, align="c")
    cv.line(50, 108, 545, 108, 1.2)


def goods_rows(rng, n, price_col="Unit Price (USD)", amount_col="Amount (USD)"):
    rows, total = [["No.", "Description of Goods", "Quantity", "Unit", price_col, amount_col]], 0
    for k, (desc, unit, (lo, hi), (qlo, qhi)) in enumerate(rng.sample(EN_GOODS, n), 1):
        q, p = rng.randint(qlo, qhi) // 10 * 10, rng.randint(int(lo * 100), int(hi * 100))
        total += q * p
        rows.append([k, desc, f"{q:,}", unit, money(p), money(q * p)])
    return rows, total


def inv_proforma(st: Stream):
    rng = st.rng
    s, b, d = rng.choice(CN_EXPORTERS), rng.choice(EN_COMPANIES), rnd_date(rng)
    no = f"{str(d.year)[2:]}{d.month:02d}{digits(rng, 4)}"
    rows, total = goods_rows(rng, rng.randint(2, 4))
    st.begin("invoice")
    cv = st.page()
    en_letterhead(
        cv, s, f"Tel: +86-574-8736{digits(rng, 4)}   Email: sales@{s[0].split()[0].lower()}-export.com"
    )
    cv.text(297, 140, "PROFORMA INVOICE", 18, align="c", bold=True)
    cv.text(50, 175, "To:", 9.5, bold=True)
    cv.text(75, 175, b[0], 10, bold=True)
    for i, ln in enumerate(b[1] + [f"Attn: {rng.choice(EN_PEOPLE)}"]):
        cv.text(75, 188 + i * 12, ln, 9)
    for i, ln in enumerate(
        [f"PI No.: {no}", f"Date: {en_long(d)}", f"Valid until: {en_long(d + dt.timedelta(30))}"]
    ):
        cv.text(370, 175 + i * 14, ln, 9.5)
    terms = ["Terms of Payment: 30% T/T in advance, balance against copy of B/L",
             "Port of Loading: Ningbo, China        Delivery: within 35 days after deposit",
             "Price Term: FOB Ningbo"]  # fmt: skip
    for i, ln in enumerate(terms):
        cv.text(50, 250 + i * 13, ln, 9)
    rows.append(["", "TOTAL (USD)", "", "", "", money(total)])
    y = cv.table(50, 300, [30, 205, 60, 45, 75, 80], rows, 20, 8.5, "clrcrr")
    cv.text(50, y + 20, say_usd(total), 8.5, bold=True)
    bank = ["Beneficiary Bank: Bank of China, Ningbo Branch", "SWIFT: BKCHCNBJ92A",
            f"Account No.: {digits(rng, 12)}", f"Beneficiary: {s[0]}"]  # fmt: skip
    for i, ln in enumerate(bank):
        cv.text(50, y + 50 + i * 13, ln, 9)
    cv.text(360, y + 130, f"For and on behalf of {s[0].split(' Co.')[0]}", 8.5)
    cv.text(380, y + 160, "Linda Wang", 14, BLUE, font=pymupdf.Font("tiit"))
    cv.line(360, y + 166, 540, y + 166, 0.5)
    cv.text(360, y + 178, "Authorized Signature", 8.5)
    inv_fields(st, no, s[0], b[0], total, d)
    st.end()


def inv_commercial(st: Stream):
    rng = st.rng
    s, (b, c), d = rng.choice(CN_EXPORTERS), rng.sample(EN_COMPANIES, 2), rnd_date(rng)
    no = digits(rng, 7)
    rows, total = goods_rows(rng, rng.randint(2, 3))
    st.begin("invoice")
    cv = st.page()
    cv.text(297, 50, "COMMERCIAL INVOICE", 18, align="c", bold=True)
    boxes = [(50, 70, 320, 150, ["Exporter / Shipper:", s[0], *s[1]]),
             (320, 70, 545, 150, [f"Invoice No.: {no}", f"Invoice Date: {en_caps(d)}",
                                  f"Contract No.: SC{str(d.year)[2:]}{digits(rng, 5)}", "L/C No.: N/A"]),
             (50, 150, 297, 230, ["Sold to (Buyer):", b[0], *b[1]]),
             (297, 150, 545, 230, ["Ship to (Consignee):", c[0], *c[1]]),
             (50, 230, 545, 270, ["Port of Loading: Ningbo, China     Port of Discharge: Hamburg, Germany",
                                  "Vessel / Voyage: MSC ANNA V.412W     Terms of Delivery: FOB "
                                  "Ningbo"])]  # fmt: skip
    for x0, y0, x1, y1, lines in boxes:
        cv.rect(x0, y0, x1, y1, 0.8)
        for i, ln in enumerate(lines):
            cv.text(x0 + 5, y0 + 14 + i * 13, ln, 8.5 if i else 9, bold=i == 0 and ln.endswith(":"))
    rows.append(["", "Grand Total", "", "", "", f"USD {money(total)}"])
    y = cv.table(50, 290, [30, 205, 60, 45, 75, 80], rows, 20, 8.5, "clrcrr")
    info = [say_usd(total), f"Total Packages: {rng.randint(40, 400)} CTNS", "Country of Origin: China",
            "We hereby certify that the above mentioned goods are of Chinese origin."]  # fmt: skip
    for i, ln in enumerate(info):
        cv.text(50, y + 22 + i * 14, ln, 8.5)
    cv.text(360, y + 130, s[0].split(" Co.")[0], 8.5)
    cv.line(360, y + 160, 540, y + 160, 0.5)
    cv.text(360, y + 172, "Authorized Signature", 8.5)
    inv_fields(st, no, s[0], b[0], total, d)
    st.end()


def inv_tax_en(st: Stream):
    rng = st.rng
    s, b, d = EN_COMPANIES[2], rng.choice(CN_EXPORTERS + EN_COMPANIES[:2]), rnd_date(rng)
    no = "1004" + digits(rng, 4)
    lines = [("Ocean freight Ningbo - Singapore, 1 x 40'HQ", 1, rng.randint(1800, 2600) * 100),
             ("Terminal handling charges", 1, rng.randint(280, 420) * 100),
             ("Customs clearance and documentation", 1, rng.randint(150, 260) * 100),
             ("Warehouse handling (per pallet)", rng.randint(8, 24), rng.randint(12, 20) * 100)]  # fmt: skip
    sub = sum(q * p for _, q, p in lines)
    tax = round(sub * 9 / 100)
    st.begin("invoice")
    cv = st.page()
    cv.text(50, 60, s[0], 15, bold=True)
    for i, ln in enumerate([*s[1], "GST Reg. No.: M2-0087452-6", "Tel: +65 6265 1180"]):
        cv.text(50, 76 + i * 12, ln, 8.5)
    cv.text(545, 66, "TAX INVOICE", 20, BLUE, bold=True, align="r")
    for i, ln in enumerate(
        [f"Invoice No: {no}", f"Date: {en_dmy(d)}", f"Due Date: {en_dmy(d + dt.timedelta(30))}"]
    ):
        cv.text(400, 100 + i * 14, ln, 9)
    cv.text(50, 160, "Bill To:", 9.5, bold=True)
    for i, ln in enumerate([b[0], *b[1]]):
        cv.text(50, 174 + i * 12, ln, 9)
    rows = [["Description", "Qty", "Unit Price", "Amount (SGD)"]]
    rows += [[t, q, money(p), money(q * p)] for t, q, p in lines]
    y = cv.table(50, 230, [275, 40, 85, 95], rows, 20, 9, "lcrr")
    for i, (lab, v) in enumerate((("Subtotal", sub), ("GST 9%", tax), ("Total (SGD)", sub + tax))):
        cv.text(445, y + 18 + i * 16, lab, 9.5, bold=i == 2, align="r")
        cv.text(542, y + 18 + i * 16, money(v), 9.5, bold=i == 2, align="r")
    cv.text(
        50, y + 90, "Payment by bank transfer to DBS Bank Ltd, Account 072-904418-3, within 30 days.", 8.5
    )
    cv.text(50, y + 104, "Thank you for your business.", 8.5)
    cv.text(297, 800, "This is a computer-generated invoice. No signature is required.", 7.5, GRAY, align="c")
    inv_fields(st, no, s[0], b[0], sub + tax, d, tax)
    st.end()


# ----------------------------------------------------------------------------------------------- contracts
def short_label(lab: str) -> str:
    return next((x for x in ("甲方", "乙方") if x in lab), lab.split("（")[0])


def contract_cn(st: Stream, kind="purchase", parties="lines", amount="clause", sign="block", number=True,
                pn="cn", clauses=6, title=None, a=None, b=None, header=False):  # fmt: skip
    rng, k = st.rng, CONTRACT_KINDS[kind]
    a, b = a or rng.choice(CN_COMPANIES), b or rng.choice(CN_COMPANIES)
    while a == b:
        b = rng.choice(CN_COMPANIES)
    subject, d, title = rng.choice(k["subject"]), rnd_date(rng), title or k["title"]
    la, lb = k["labels"]
    st.begin("contract")
    fl = Flow(st, size=12, lh=1.8, header=f"{a[0]}　合同文本" if header else None)
    cno = rng.choice([f"HT-{d.year}-{digits(rng, 4)}", f"{rng.choice('CXJF')}"
                                                       f"G{d.year}{d.month:02d}{digits(rng, 3)}",
                      f"No.{d.year}-{kind[:2].upper()}-{digits(rng, 3)}"])  # fmt: skip
    if number:
        fl.cv.text(523, 60, f"合同编号：{cno}", 9.5, align="r")
        st.field("contractNumber", cno)
    fl.gap(18)
    fl.para(title, 18, 0, True, "c", 14)
    st.field("contractTitle", title)
    people = rng.sample(CN_PEOPLE, 6)
    if parties == "table":
        rows = [["", la, lb], ["名称", a[0], b[0]], ["住所", a[1], b[1]],
                ["法定代表人", people[0], people[1]], ["联系电话", a[2], b[2]], ["开户银行", a[3], b[3]],
                ["账号", digits(rng, 19), digits(rng, 19)]]  # fmt: skip
        fl.table([70, 190, 191], rows, 20, 8.5, "lll")
        pa, pb = fl.st.pno, fl.st.pno
    elif parties == "intro":
        sa, sb = short_label(la), short_label(lb)
        pa = pb = fl.para(f"本合同由{a[0]}（以下简称“{sa}”）与{b[0]}（以下简称“{sb}”）签订。")
    else:
        pa = fl.para(f"{la}：{a[0]}", indent=0, gap=0, bold=True)
        fl.para(f"住所地：{a[1]}", indent=0, gap=0)
        fl.para(f"法定代表人：{people[0]}　　联系电话：{a[2]}", indent=0, gap=8)
        pb = fl.para(f"{lb}：{b[0]}", indent=0, gap=0, bold=True)
        fl.para(f"住所地：{b[1]}", indent=0, gap=0)
        fl.para(f"法定代表人：{people[1]}　　联系电话：{b[2]}", indent=0, gap=8)
    st.field("partyA", a[0], pa)
    st.field("partyB", b[0], pb)
    fl.para(k["intro"].format(subject=subject))
    body = [(h, t.format(subject=subject)) for h, t in k["clauses"]]
    lo, hi = {"software": (8, 60), "construction": (50, 300), "loan": (100, 500), "lease": (20, 90)}.get(
        kind, (5, 40)
    )
    total = rng.randint(lo, hi) * 1000000 if kind != "purchase" else 0
    n = 0
    for h, t in body[:2]:
        n += 1
        fl.para(f"第{cn_num(n)}条　{h}", indent=0, bold=True, gap=0)
        fl.para(t)
    n += 1
    if amount == "table":
        fl.para(f"第{cn_num(n)}条"
                f"　{'工程量清单及合同价款' if kind == 'construction' else '标的、数量及价款'}",
                indent=0, bold=True, gap=2)  # fmt: skip
        items = make_items(
            rng, GOODS if kind != "construction" else SERVICES[6:7] + GOODS[5:6] + GOODS[11:], 3
        )
        rows, total = [["序号", "名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"]], 0
        for j, it in enumerate(items, 1):
            p = round(it["price"] * (100 + it["rate"]) / 100)
            total += p * it["qty"]
            rows.append(
                [
                    j,
                    it["name"].split("*")[-1],
                    it["spec"],
                    it["unit"],
                    it["qty"],
                    money(p),
                    money(p * it["qty"]),
                ]
            )
        rows.append(["合计", "", "", "", "", "", money(total)])
        pg = fl.table([30, 125, 85, 35, 45, 65, 66], rows, 19, 8.5, "cllccrr")
        fl.para(f"合同总价款为人民币（大写）{rmb_upper(total)}，上述价格为含税价，含运输、安装及调试费用。")
    else:
        fl.para(f"第{cn_num(n)}条　合同价款及支付方式", indent=0, bold=True, gap=0)
        if kind == "lease":
            monthly = total // 24 // 10000 * 10000
            total = monthly * 24
            txt = (f"租金标准为每月人民币{money(monthly)}元，"
                   f"租赁期内租金总额为人民币（大写）{rmb_upper(total)}（¥{money(total)}）。")  # fmt: skip
            fig = f"¥{money(total)}"
        elif kind == "entrust":
            txt, fig = (
                f"技术服务费总额为人民币{money(total)}元（大写：{rmb_upper(total)}），含6%增值税。",
                money(total),
            )
        else:
            noun = {"loan": "借款金额", "construction": "签约合同价"}.get(kind, "本合同总金额")
            txt, fig = (
                f"{noun}为人民币（大写）{rmb_upper(total)}（小写：¥{money(total)}）。",
                f"¥{money(total)}",
            )
        pg = fl.para(txt, mark=fig)
    st.field("contractAmount", money(total, False), pg)
    if kind != "loan":
        p1, p2 = total * 3 // 10, total * 6 // 10
        fl.para(f"{short_label(la)}按以下方式付款：（1）本合同生效后十个工作日内支付合同总价的30%，"
                f"计人民币{money(p1)}元；"
                f"（2）验收合格后十个工作日内支付60%，计人民币{money(p2)}元；"
                f"（3）余款计人民币{money(total - p1 - p2)}元"
                f"作为质量保证金，于质保期满且无质量问题后无息支付。")  # fmt: skip
    for h, t in body[2:] + GENERIC_CLAUSES[:clauses]:
        n += 1
        fl.para(f"第{cn_num(n)}条　{h}", indent=0, bold=True, gap=0)
        fl.para(t)
    if sign == "place":
        city = b[1][:2] if rng.random() < 0.5 else a[1][:2]
        st.field("signDate", d.isoformat(), fl.para(f"本合同于{cn_date(d, False)}在{city}签订。"))
    fl.para("（以下无正文）", indent=0, align="c", gap=10)
    fl.need(150)
    cv, y = fl.cv, fl.y + 10
    for x, lab, comp, rep in ((72, la, a, people[2]), (310, lb, b, people[3])):
        cv.text(x, y, f"{lab}（盖章）：", 10.5)
        cv.text(x, y + 20, comp[0], 9.5)
        cv.seal(x + 95, y + 40, comp[0])
        cv.text(x, y + 70, "法定代表人或授权代表（签字）：", 9.5)
        cv.text(x + 40, y + 92, rep, 15, BLUE)
        cv.text(
            x, y + 118, f"日期：{cn_date(d, False)}" if sign == "block" else "日期：　　年　　月　　日", 10
        )
    if sign == "block":
        st.field("signDate", d.isoformat())
    st.end(pn)


def contract_en(st: Stream, kind="sales"):
    rng = st.rng
    d = rnd_date(rng)
    st.begin("contract")
    fl = Flow(st, size=11.5, lh=1.55)
    if kind == "sales":
        a, b = rng.choice(CN_EXPORTERS), rng.choice(EN_COMPANIES)
        title, cno = "SALES CONTRACT", f"SC{str(d.year)[2:]}{rng.choice(['HT', 'NB', 'SZ'])}{digits(rng, 4)}"
        fl.para(title, 18, 0, True, "c", 10)
        for ln in (f"Contract No.: {cno}", f"Date: {en_long(d)}", "Signed at: Ningbo, China"):
            fl.para(ln, 10, 0, gap=0, x0=340)
        fl.gap(10)
        fl.para(f"The Seller: {a[0]}", indent=0, bold=True, gap=0)
        fl.para("Address: " + ", ".join(a[1]), indent=0, gap=6)
        fl.para(f"The Buyer: {b[0]}", indent=0, bold=True, gap=0)
        fl.para("Address: " + ", ".join(b[1]), indent=0, gap=8)
        fl.para("This Contract is made by and between the Buyer and the Seller, whereby the Buyer agrees "
                "to buy and "
                "the Seller agrees to sell the under-mentioned commodity according to the terms and "
                "conditions "
                "stipulated below:", indent=0)  # fmt: skip
        rows, total = goods_rows(rng, rng.randint(2, 4))
        rows.append(["", "TOTAL CONTRACT VALUE", "", "", "", f"USD {money(total)}"])
        pg = fl.table([30, 185, 60, 40, 70, 66], rows, 19, 8.5, "clrcrr")
        fl.para(say_usd(total), 9, 0, True)
        clauses = EN_CONTRACT_CLAUSES
        sig = ("THE SELLER", a[0], "THE BUYER", b[0])
    else:
        a, b = EN_COMPANIES[9], rng.choice(EN_COMPANIES[:3] + EN_COMPANIES[4:6])
        title, cno = "SOFTWARE MAINTENANCE AND SUPPORT AGREEMENT", f"KS-{d.year}-{digits(rng, 4)}"
        fl.para(f"Agreement No. {cno}", 9, 0, align="l", x0=380, gap=10)
        fl.para(title, 15, 0, True, "c", 12)
        fl.para(f"This Agreement is made on {en_dmy(d)} between:", indent=0)
        fl.para(f"(1) {a[0]}, a company incorporated in Scotland whose registered office is "
                f"at {', '.join(a[1])} "
                '(the "Provider"); and', indent=0)  # fmt: skip
        fl.para(
            f'(2) {b[0]}, whose principal place of business is at {", ".join(b[1])} (the "Customer").',
            indent=0,
        )
        total = rng.randint(36, 96) * 100000
        pg = fl.para(f"Fees. The Customer shall pay the Provider an annual fee of USD {money(total)} (US "
                     "Dollars "
                     f"{en_words(total // 100).title()} only), invoiced quarterly in advance and payable "
                     "within thirty "
                     "(30) days of the invoice date.", indent=0, mark=money(total))  # fmt: skip
        clauses = [*EN_SERVICE_CLAUSES,
                   ("Termination", "Either party may terminate this Agreement by giving ninety (90) days' "
                                   "written "
                    "notice to the other party, or immediately if the other party commits a material "
                    "breach which "
                    "is not remedied within thirty (30) days of written notice requiring it to be remedied."),
                   ("Notices", "Any notice under this Agreement shall be in writing and delivered by hand, "
                               "courier "
                    "or email to the addresses set out above, and shall be deemed received on the next "
                    "business day."),
                   ("Entire Agreement", "This Agreement, together with its Schedules, constitutes the entire "
                    "agreement between the parties and supersedes all prior negotiations, representations "
                    "and "
                    "understandings, whether written or oral.")]  # fmt: skip
        sig = (
            "Signed for and on behalf of the PROVIDER",
            a[0],
            "Signed for and on behalf of the CUSTOMER",
            b[0],
        )
    st.field("contractNumber", cno, st.segments[-1]["start_page"])
    st.field("contractTitle", title, st.segments[-1]["start_page"])
    st.field("partyA", a[0], st.segments[-1]["start_page"])
    st.field("partyB", b[0], st.segments[-1]["start_page"])
    st.field("contractAmount", money(total, False), pg)
    st.field("signDate", d.isoformat(), st.segments[-1]["start_page"])
    for i, (h, t) in enumerate(clauses, 1):
        fl.para(f"{i}. {h}", indent=0, bold=True, gap=0)
        fl.para(t, indent=0)
    fl.need(140)
    cv, y = fl.cv, fl.y + 20
    for x, lab, name in ((72, sig[0], sig[1]), (310, sig[2], sig[3])):
        cv.para(x, y, 210, lab, 9, bold=True)
        cv.para(x, y + 28, 210, name, 9)
        cv.text(x + 20, y + 80, rng.choice(EN_PEOPLE), 14, BLUE, font=pymupdf.Font("tiit"))
        cv.line(x, y + 86, x + 200, y + 86, 0.5)
        cv.text(x, y + 98, "Name / Title", 8.5)
    st.end("en")


# ----------------------------------------------------------------------------------------------- ID cards
def id_data(i: int, rng: Random) -> dict:
    name, sex, eth, (by, bm, bd), region, addr, auth, (iy, im, idd) = ID_PEOPLE[i]
    s17 = f"{region}{by:04d}{bm:02d}{bd:02d}{rng.randint(0, 499) * 2 + (sex == '男'):03d}"
    age = iy - by - ((im, idd) < (bm, bd))
    years = 5 if age < 16 else 10 if age <= 25 else 20 if age <= 45 else 0
    end = f"{iy + years}.{im:02d}.{idd:02d}" if years else "长期"
    return dict(name=name, sex=sex, eth=eth, birth=dt.date(by, bm, bd), addr=addr, auth=auth,
                idn=s17 + id_check(s17), valid=f"{iy}.{im:02d}.{idd:02d}-{end}")  # fmt: skip


def card_front(cv, x, y, s, p):
    def at(mx, my):
        return x + mx * MM * s, y + my * MM * s

    cv.rect(x, y, x + 85.6 * MM * s, y + 54 * MM * s, 0.8, GRAY, (0.97, 0.97, 0.96), 0.06)
    for mx, my, lab in ((5, 10, "姓名"), (5, 17, "性别"), (24, 17, "民族"), (5, 24, "出生"), (5, 31, "住址")):
        cv.text(*at(mx, my), lab, 6.5 * s, BLUE)
    cv.text(*at(5, 47.5), "公民身份号码", 6.5 * s, BLUE)
    cv.text(*at(14, 10), p["name"], 9.5 * s)
    cv.text(*at(14, 17), p["sex"], 8.5 * s)
    cv.text(*at(33, 17), p["eth"], 8.5 * s)
    b = p["birth"]
    for mx, t in (
        (14, str(b.year)),
        (23, "年"),
        (28, str(b.month)),
        (32.5, "月"),
        (37, str(b.day)),
        (41.5, "日"),
    ):
        cv.text(*at(mx, 24), t, 8.5 * s, BLUE if not t.isdigit() else BLACK)
    for i, (ln, _) in enumerate(wrap(p["addr"], 39 * MM * s, 8.5 * s)):
        cv.text(*at(14, 31 + i * 4.6), ln, 8.5 * s)
    cv.text(*at(26, 47.8), p["idn"], 10 * s, font=HEBO)
    cv.rect(*at(58, 7), *at(81, 38), 0, None, (0.86, 0.86, 0.86))
    cv.page.draw_circle(at(69.5, 18), 5 * MM * s, color=None, fill=(0.62, 0.62, 0.62))
    cv.page.draw_oval((*at(61, 26), *at(78, 40)), color=None, fill=(0.62, 0.62, 0.62))
    cv.rect(*at(58, 37.9), *at(81, 40), 0, None, (0.97, 0.97, 0.96))


def card_back(cv, x, y, s, p):
    def at(mx, my):
        return x + mx * MM * s, y + my * MM * s

    cv.rect(x, y, x + 85.6 * MM * s, y + 54 * MM * s, 0.8, GRAY, (0.96, 0.97, 0.98), 0.06)
    cv.page.draw_circle(at(13, 13), 7.5 * MM * s, color=RED, width=1.2 * s)
    cv.text(*at(13, 15), "★", 12 * s, RED, align="c")
    cv.text(*at(27, 13), "中华人民共和国", 11 * s, bold=True)
    cv.text(*at(24, 25), "居 民 身 份 证", 15 * s, bold=True)
    cv.text(*at(17, 42), "签发机关", 7 * s, BLUE)
    cv.text(*at(31, 42), p["auth"], 8.5 * s)
    cv.text(*at(17, 48.5), "有效期限", 7 * s, BLUE)
    cv.text(*at(31, 48.5), p["valid"], 8.5 * s, font=HELV if p["valid"].isascii() else CJK)


def id_card(st: Stream, person=0, layout="a4"):
    """Second-generation ID card copy. layout: a4 (both sides), a4x2, card, front."""
    p = id_data(person, st.rng)
    st.begin("id_card")
    big = layout == "card"
    cv = st.page((85.6 * MM * 2.2, 54 * MM * 2.2) if big else A4)
    x, y, s = (0, 0, 2.2) if big else (150, 110 if layout == "a4" else 200, 1.45 if layout == "a4" else 1.6)
    card_front(cv, x, y, s, p)
    for f, v in (("name", p["name"]), ("sex", p["sex"]), ("ethnicity", p["eth"]),
                 ("birthDate", p["birth"].isoformat()),
                 ("address", p["addr"]), ("idNumber", p["idn"])):  # fmt: skip
        st.field(f, v)
    if layout == "front":
        cv.text(297, 400, "（身份证正面复印件）", 10, align="c")
    elif layout == "a4":
        card_back(cv, x, 440, s, p)
    else:
        cv = st.page((85.6 * MM * 2.2, 54 * MM * 2.2) if big else A4)
        card_back(cv, x, y, s, p)
    if layout != "front":
        st.field("issuingAuthority", p["auth"])
        st.field("validPeriod", p["valid"])
    if layout in ("a4", "a4x2"):
        cv.text(300, 720, "本复印件与原件一致", 11, BLUE, align="c")
        cv.text(420, 750, p["name"], 14, BLUE)
    st.end()


# ----------------------------------------------------------------------------------------------- distractors
def tender(st: Stream):
    rng = st.rng
    owner = rng.choice(CN_COMPANIES[32:] + CN_COMPANIES[:3])
    project = rng.choice(["智慧校园网络升级改造项目", "医疗设备采购项目", "办公楼物业管理服务项目"])
    st.begin("tender")
    fl = Flow(st, size=12, lh=1.8)
    fl.para(f"{owner[0]}{project}公开招标公告", 15, 0, True, "c", 8)
    fl.para(f"项目编号：ZB{rnd_date(rng).year}-{digits(rng, 5)}　　　采购预算："
            f"人民币{money(rng.randint(80, 600) * 1000000)}元",
            9, 0, align="c", gap=12)  # fmt: skip
    for h, t in TENDER_SECTIONS:
        fl.para(h, indent=0, bold=True, gap=0)
        fl.para(t.format(project=project, approver="区发展和改革局", owner=owner[0]))
    fl.para("七、其他事项", indent=0, bold=True, gap=0)
    fl.para("1. 本项目不收取投标保证金，中标人应在合同签订前提交合同金额5%的履约保证金。2. "
            "投标人应自行承担编制和递交"
            "投标文件所涉及的一切费用。3. 本项目开标采用远程不见面方式，"
            "投标人须在开标后30分钟内完成投标文件解密，"
            "因投标人原因未在规定时间内解密的，视为撤销其投标文件。4. 潜在投标人对招标文件有异议的，"
            "应在投标截止时间"
            "10日前以书面形式提出。")  # fmt: skip
    fl.para("八、联系方式", indent=0, bold=True, gap=0)
    agent = rng.choice(CN_COMPANIES[:30])
    for ln in (f"招标人：{owner[0]}", f"地址：{owner[1]}", f"联系人：{rng.choice(CN_PEOPLE)}　电话"
                                                    f"：{owner[2]}",
               f"招标代理机构：{agent[0].replace('有限公司', '')}项目管理有限公"
               "司", f"电话：{agent[2]}"):  # fmt: skip
        fl.para(ln, indent=0, gap=0)
    st.end(None)


def gov_notice(st: Stream, i=0):
    g = GOV_NOTICES[i]
    st.begin("official_document")
    fl = Flow(st, size=15, lh=1.75, top=90)
    fl.para(g["org"] + "文件", 24, 0, False, "c", 10, color=RED)
    fl.para(g["no"], 11, 0, align="c", gap=4)
    fl.cv.line(72, fl.y, 523, fl.y, 2, RED)
    fl.gap(20)
    fl.para(g["title"], 15, 0, True, "c", 12)
    fl.para(g["to"], indent=0)
    for t in g["body"]:
        fl.para(t)
    fl.gap(20)
    fl.para(g["org"], indent=0, x0=330)
    fl.para(g["date"], indent=0, x0=350)
    fl.para("（此件公开发布）", indent=2)
    fl.need(40)
    fl.cv.line(72, fl.y + 5, 523, fl.y + 5, 0.8)
    fl.para(g["cc"], 10, 0)
    st.end("dash")


def drug_leaflet(st: Stream, i=0):
    g = DRUGS[i]
    st.begin("drug_leaflet")
    fl = Flow(st, size=10.5, lh=1.7, x0=60, x1=535, top=60)
    fl.para("核准日期：2019年06月12日　　修改日期：2023年03月08日", 8, 0)
    fl.para(g["name"], 15, 0, True, "c", 4)
    fl.para("请仔细阅读说明书并在医师指导下使用", 9, 0, align="c", gap=8, color=RED)
    for h, t in g["items"]:
        fl.para(f"【{h}】", indent=0, bold=True, gap=0)
        for ln in t.split("\n"):
            fl.para(ln, indent=0, gap=1)
    st.end(None)


def en_leaflet(st: Stream):
    st.begin("drug_leaflet")
    fl = Flow(st, size=12, lh=1.6, top=70)
    fl.para("PACKAGE LEAFLET: INFORMATION FOR THE USER", 13, 0, True, "c", 2)
    fl.para("Paracetamol 500 mg Tablets", 12, 0, True, "c", 10)
    fl.para("Read all of this leaflet carefully before you start taking this medicine because it contains "
            "important information for you. Keep this leaflet. You may need to read it "
            "again.", indent=0, gap=10)  # fmt: skip
    for k, (h, t) in enumerate(EN_LEAFLET * 2, 1):
        fl.para(f"{k}. {h}", indent=0, bold=True, gap=0)
        fl.para(t, indent=0, gap=8)
        if k == 5:
            fl.para(
                "Marketing Authorisation Holder: Bluestone Medical Supplies Inc., Irvine, CA, USA",
                9,
                0,
                gap=0,
            )
            fl.para("This leaflet was last revised in 09/2023.", 9, 0)
            break
    st.end(None)


def utility_bill(st: Stream):
    rng = st.rng
    c, d = rng.choice(CN_COMPANIES), rnd_date(rng)
    prev, use = rng.randint(20000, 90000), rng.randint(3000, 18000)
    price = 7321
    fee = use * price // 100
    st.begin("utility_bill")
    cv = st.page()
    prov = province(c[1]) or "地方"
    cv.text(297, 60, f"国网{prov}电力有限公司", 12, align="c")
    cv.text(297, 86, "电费缴费通知单", 18, align="c", bold=True)
    rows = [["户名", c[0], "户号", digits(rng, 10)], ["用电地址", c[1], "用电类别", "一般工商业"],
            ["抄表周期", f"{d.year}年{d.month}月", "缴费截止日期",
             cn_date(d + dt.timedelta(20))]]  # fmt: skip
    y = cv.table(50, 110, [70, 230, 80, 115], rows, 22, 9)
    rows = [["计量点", "上期示数", "本期示数", "倍率", "电量（千瓦时）", "单价（元）", "电费（元）"],
            ["总", prev, prev + use, 1, use, "0.7321", money(fee)]]  # fmt: skip
    y = cv.table(50, y + 20, [60, 70, 70, 45, 90, 70, 90], rows, 22, 9, "ccccccr")
    cv.text(
        60,
        y + 30,
        f"本期应缴电费：¥{money(fee)}　　上期结余：¥0.00　　实缴金额：¥{money(fee)}",
        10.5,
        bold=True,
    )
    cv.text(
        60,
        y + 55,
        "温馨提示：请于缴费截止日期前足额缴纳电费，逾期将按规定收取违约金。可通过网上国网APP缴费。",
        8.5,
    )
    cv.text(60, y + 72, "供电服务热线：95598", 8.5)
    st.end()


def cv_doc(st: Stream, name=None):
    rng = st.rng
    name = name or rng.choice(CN_PEOPLE)
    st.begin("cv")
    fl = Flow(st, size=11, lh=1.8)
    fl.para("个 人 简 历", 20, 0, True, "c", 10)
    fl.para("基本信息", 12, 0, True, gap=2)
    rows = [["姓名", name, "性别", "女", "出生年月", "1997.03"],
            ["民族", "汉", "学历", "本科", "政治面貌", "共青团员"],
            ["手机", f"138{digits(rng, 8)}", "邮箱", f"{digits(rng, 8)}@163.com",
             "现居地", "上海市浦东新区"]]  # fmt: skip
    fl.table([60, 90, 50, 110, 65, 76], rows, 22, 9, "cccccc")
    fl.para("求职意向：财务会计 / 总账会计　　期望城市：上海　　到岗时间：一个月内", indent=0, gap=8)
    fl.para("自我评价", 12, 0, True, gap=2)
    fl.para(CV_CN["intro"])
    fl.para("工作经历", 12, 0, True, gap=2)
    for when, comp, role, desc in CV_CN["jobs"]:
        fl.para(f"{when}　　{comp}　　{role}", indent=0, bold=True, gap=0)
        fl.para(
            desc + " 主要业绩：优化费用报销流程，报销周期由7天缩短至3天；协助完成年度汇算清缴及审计工作。"
        )
    fl.para("教育背景", 12, 0, True, gap=2)
    for when, school, major, deg in CV_CN["edu"]:
        fl.para(f"{when}　　{school}　　{major}　　{deg}", indent=0)
    fl.para("主修课程：中级财务会计、成本会计、管理会计、审计学、税法、财务管理、经济法、会计信息系统。")
    fl.para("技能证书", 12, 0, True, gap=2)
    for t in ("初级会计专业技术资格证书（2018年）", "全国大学英语六级（CET-6）", "熟练使用Excel数据透视表、"
                                                        "VLOOKUP函数",
              "计算机二级（MS Office高级应用）", "驾驶证C1"):  # fmt: skip
        fl.para("· " + t, indent=1, gap=0)
    fl.gap(10)
    fl.para("兴趣爱好", 12, 0, True, gap=2)
    fl.para(
        "阅读、羽毛球、摄影。曾任校学生会财务部部长，组织策划校园迎新晚会及公益义卖活动，"
        "获校级优秀学生干部称号。"
    )
    fl.para("参考人：可应要求提供。", indent=0)
    st.end(None)


def diploma(st: Stream, degree=False, name="宋雅琴"):
    st.begin("degree_certificate" if degree else "diploma")
    cv = st.page((842, 595))
    cv.rect(30, 30, 812, 565, 3, BROWN)
    cv.rect(40, 40, 802, 555, 0.8, BROWN)
    title = "学 士 学 位 证 书" if degree else "普通高等学校毕业证书"
    cv.text(421, 110, title, 30, BROWN, align="c", bold=True)
    b, start, fin = dt.date(1997, 3, 12), dt.date(2015, 9, 1), dt.date(2019, 6, 30)
    if degree:
        body = (f"{name}，女，{cn_date_words(b)}生。在江南财经大学会计学专业完成了本科学习计划，业已毕业，"
                "经审核符合《中华人民共和国学位条例》的规定，授予管理学学士学位。")  # fmt: skip
    else:
        body = (f"学生{name}，性别女，{cn_date_words(b)}生，于{cn_year(start.year)}年九月"
                f"至{cn_year(fin.year)}年六月在本校会计学专业四年制本科学习，修完教学计划规定的全部课程，"
                "成绩合格，准予毕业。")  # fmt: skip
    cv.rect(90, 160, 210, 310, 0.5, GRAY, (0.9, 0.9, 0.9))
    cv.para(250, 190, 500, body, 15, 32)
    cv.text(520, 420, "江南财经大学" + ("学位评定委员会" if degree else ""), 15, align="c")
    cv.text(520, 450, ("主席：" if degree else "校（院）长：") + "周明远", 13, align="c")
    cv.seal(600, 430, "江南财经大学", "学位评定委员会" if degree else "", 46)
    cv.text(520, 490, cn_date_words(fin), 13, align="c")
    cv.text(90, 520, f"证书编号：1034{digits(st.rng, 12)}", 10)
    st.end()


def food_label(st: Stream):
    rng = st.rng
    maker = CN_COMPANIES[4]
    st.begin("food_label")
    cv = st.page()
    cv.rect(80, 80, 515, 700, 1.2)
    cv.text(297, 120, "五香牛肉干", 22, RED, align="c", bold=True)
    d = rnd_date(rng)
    lines = ["产品名称：五香牛肉干", "配料：牛肉、白砂糖、食用盐、酱油（水、大豆、小麦、食用盐）、香辛料、"
                           "味精、食品添加剂（D-异抗坏血酸钠、"
             "山梨酸钾、亚硝酸钠）", "净含量：200克", "产品标准代号：GB/T 23969", "生产许可证编号：SC10444"
                                                            f"01{digits(rng, 7)}",
             "贮存条件：常温、阴凉干燥处保存，避免阳光直射，开封后请尽快食用", "保质期：9个月",
             f"生产日期：{d.strftime('%Y.%m.%d')}（见封口处）", f"生产者：{maker[0]}", f"地址：{maker[1]}",
             f"联系电话：{maker[2]}", "产地：广东省广州市"]  # fmt: skip
    y = 155
    for ln in lines:
        y = cv.para(100, y, 395, ln, 10, 16) + 2
    rows = [["项目", "每100克", "营养素参考值%"], ["能量", "1463千焦", "17%"], ["蛋白质", "45.6克", "76%"],
            ["脂肪", "8.2克", "14%"], ["碳水化合物", "20.3克", "7%"], ["钠", "1980毫克", "99%"]]  # fmt: skip
    cv.text(297, y + 16, "营养成分表", 11, align="c", bold=True)
    y = cv.table(170, y + 24, [100, 80, 95], rows, 18, 9, "lrr")
    for i in range(40):
        w = 1.8 if i % 3 else 0.8
        cv.line(230 + i * 3.3, y + 20, 230 + i * 3.3, y + 60, w)
    cv.text(297, y + 72, f"6 9{digits(rng, 5)} {digits(rng, 6)}", 9, align="c")
    st.end()


def annual_report(st: Stream, pages=3):
    rng = st.rng
    comp = "西安秦川软件股份有限公司"
    st.begin("annual_report")
    start = rng.randint(10, 40)
    for k in range(pages):
        cv = st.page()
        cv.text(72, 50, comp, 8.5, GRAY)
        cv.text(523, 50, "2023年年度报告全文", 8.5, GRAY, align="r")
        cv.line(72, 55, 523, 55, 0.5, GRAY)
        y = 90
        if k == 0:
            cv.text(297, y, "第三节　管理层讨论与分析", 15, align="c", bold=True)
            y = cv.para(72, y + 30, 451, "一、报告期内公司所处行业情况", 11, bold=True)
        rows = [["项目", "2023年", "2022年", "本年比上年增减"]]
        for item in ("营业收入（元）", "归属于上市公司股东的净利润（元）", "经营活动产生的现金流量净额（元）",
                     "基本每股收益（元/股）", "加权平均净资产收益率"):  # fmt: skip
            v1, v2 = rng.randint(10**9, 4 * 10**9), rng.randint(10**9, 4 * 10**9)
            rows.append([item, money(v1), money(v2), f"{(v1 - v2) / v2 * 100:.2f}%"])
        for t in ANNUAL_CN_TEXT[k % 3 :] + ANNUAL_CN_TEXT[: k % 3]:
            y = cv.para(72, y + 4, 451, "　　" + t, 10.5, 19)
        y = cv.table(72, y + 12, [180, 95, 95, 81], rows, 20, 8.5, "lrrr")
        for t in ANNUAL_CN_TEXT:
            y = cv.para(72, y + 8, 451, "　　" + t.replace("报告期内", "本年度"), 10.5, 19)
        cv.text(297, 800, f"{start + k} / 218", 8.5, align="c")
    st.end()


def bank_statement(st: Stream, pages=1):
    rng = st.rng
    c = rng.choice(CN_COMPANIES)
    st.begin("other")
    bal = rng.randint(10**7, 10**8)
    d = rnd_date(rng)
    for k in range(pages):
        cv = st.page()
        cv.text(297, 60, "中国工商银行对公账户交易明细", 15, align="c", bold=True)
        cv.text(50, 90, f"户名：{c[0]}　　账号：{digits(rng, 19)}　　币种：人民币", 8.5)
        cv.text(
            50,
            104,
            f"查询期间：{d.isoformat()} 至 {(d + dt.timedelta(30)).isoformat()}　　第{k + 1}页/共{pages}页",
            8.5,
        )
        rows = [["交易日期", "摘要", "对方户名", "借方发生额", "贷方发生额", "余额"]]
        for _ in range(26):
            d += dt.timedelta(days=rng.randint(0, 2))
            amt = rng.randint(50000, 20000000)
            out = rng.random() < 0.5
            bal += -amt if out else amt
            memo = rng.choice(["货款", "服务费", "转账", "代发工资", "税费", "手续费"])
            debit, credit = (money(amt), "") if out else ("", money(amt))
            rows.append([d.isoformat(), memo, rng.choice(CN_COMPANIES)[0], debit, credit, money(bal)])
        cv.table(30, 115, [58, 45, 170, 80, 80, 102], rows, 23, 7.5, "cclrrr")
        cv.text(
            297,
            800,
            "本回单仅供参考，以银行记账为准　　打印日期：" + (d + dt.timedelta(31)).isoformat(),
            7.5,
            GRAY,
            align="c",
        )
    st.end()


def delivery_note(st: Stream):
    rng = st.rng
    s, b = rng.sample(CN_COMPANIES, 2)
    items, d = make_items(rng, GOODS, 4), rnd_date(rng)
    st.begin("other")
    cv = st.page((595, 420))
    cv.text(297, 40, s[0], 14, align="c", bold=True)
    cv.text(297, 64, "送　货　单", 16, align="c", bold=True)
    cv.text(470, 64, f"No. {digits(rng, 7)}", 11, RED)
    cv.text(40, 90, f"客户名称：{b[0]}", 9.5)
    cv.text(400, 90, f"送货日期：{d.isoformat()}", 9.5)
    cv.text(40, 106, f"送货地址：{b[1]}", 9)
    rows = [["序号", "品名", "规格", "单位", "数量", "单价", "金额", "备注"]]
    for k, it in enumerate(items, 1):
        rows.append(
            [
                k,
                it["name"].split("*")[-1],
                it["spec"],
                it["unit"],
                it["qty"],
                money(it["price"]),
                money(it["amt"]),
                "",
            ]
        )
    rows.append(["", "合计", "", "", "", "", money(sum(i["amt"] for i in items)), ""])
    y = cv.table(40, 116, [30, 130, 90, 35, 45, 65, 80, 40], rows, 19, 8.5, "cllccrrl")
    cv.text(40, y + 25, "收货单位签收（盖章）：", 9.5)
    cv.text(320, y + 25, f"送货人：{rng.choice(CN_PEOPLE)}", 9.5)
    cv.text(40, y + 50, "白联：存根　红联：客户　黄联：财务", 8)
    st.end()


def quotation(st: Stream):
    rng = st.rng
    s, b = rng.sample(CN_COMPANIES, 2)
    items, d = make_items(rng, GOODS, 3), rnd_date(rng)
    st.begin("other")
    cv = st.page()
    cv.text(297, 70, "报　价　单", 20, align="c", bold=True)
    cv.text(297, 92, "QUOTATION", 11, align="c")
    for i, ln in enumerate([f"报价单位：{s[0]}", f"客户名称：{b[0]}", f"联系人：{rng.choice(CN_PEOPLE)}　　"
                                                            f"电话：{s[2]}",
                            f"报价日期：{cn_date(d)}　　有效期：30天"]):  # fmt: skip
        cv.text(60, 125 + i * 17, ln, 10)
    rows = [["序号", "产品名称", "规格型号", "单位", "数量", "含税单价", "金额"]]
    for k, it in enumerate(items, 1):
        p = round(it["price"] * 1.13)
        rows.append(
            [k, it["name"].split("*")[-1], it["spec"], it["unit"], it["qty"], money(p), money(p * it["qty"])]
        )
    total = sum(round(it["price"] * 1.13) * it["qty"] for it in items)
    rows.append(["", "合计", "", "", "", "", money(total)])
    y = cv.table(60, 200, [30, 135, 85, 35, 45, 70, 75], rows, 20, 9, "cllccrr")
    for i, t in enumerate(["说明：1. 以上报价含13%增值税及运费；2. 交货期：款到后7个工作日；",
                           "3. 付款方式：预付50%，发货前付清余款；4. 质保期一年。"]):  # fmt: skip
        cv.text(60, y + 24 + i * 16, t, 9)
    cv.text(360, y + 90, f"报价人：{rng.choice(CN_PEOPLE)}", 10)
    st.end()


def blank(st: Stream, note=True):
    st.begin("other")
    cv = st.page()
    if note:
        cv.text(297, 420, "（此页无正文）", 12, GRAY, align="c")
    st.end()


# ----------------------------------------------------------------------------------------------- streams
C = CN_COMPANIES
FAX = "FROM: 027-83257790  2024-03-06 14:22"
WM = "仅供办理银行开户使用 他用无效"
STREAMS = [
    ("ps01_invoice_batch", False, [
        (inv_vat, {}), (inv_e, {}), (inv_e, {"style": "short"}), (delivery_note, {}),
        (inv_vat, {"with_list": True}), (quotation, {})]),
    ("ps02_contract_review", False, [
        (contract_cn, {"kind": "software", "clauses": 6}),
        (contract_cn, {"kind": "purchase", "parties": "intro", "amount": "table", "sign": "place",
                       "pn": "dash"}),
        (inv_e, {"special": True}), (tender, {})]),
    ("ps03_scan_idcards", True, [
        (id_card, {"person": 0}), (id_card, {"person": 1, "wm": WM}),
        (id_card, {"person": 2, "layout": "a4x2"}), (id_card, {"person": 3}), (utility_bill, {}),
        (gov_notice, {"i": 1})]),
    ("ps04_export_en", False, [
        (inv_proforma, {}), (inv_commercial, {}), (contract_en, {}), (inv_tax_en, {}), (en_leaflet, {}),
        (contract_en, {"kind": "service"})]),
    ("ps05_scan_receipts", True, [
        (inv_vat, {"special": False}), (inv_roll, {}), (inv_simple, {}), (inv_e, {}), (bank_statement, {}),
        (blank, {"note": False})]),
    ("ps06_hr_file", False, [
        (cv_doc, {"name": "宋雅琴"}), (diploma, {"degree": True}), (diploma, {}),
        (id_card, {"person": 4, "layout": "a4x2"}),
        (contract_cn, {"kind": "lease", "sign": "place", "pn": "frac", "number": False})]),
    ("ps07_gov_mixed", False, [
        (gov_notice, {"i": 0}), (tender, {}),
        (contract_cn, {"kind": "construction", "amount": "table", "parties": "table", "clauses": 8,
                       "scan": (-1,)}),
        (inv_vat, {"scan": (0,)})]),
    ("ps08_pharma", False, [
        (drug_leaflet, {"i": 0}), (food_label, {}), (inv_e, {"seller": C[24], "buyer": C[32]}),
        (contract_cn, {"kind": "purchase", "parties": "table", "a": C[32], "b": C[24], "pn": None}),
        (drug_leaflet, {"i": 1})]),
    ("ps09_scan_contracts", True, [
        (contract_cn, {"kind": "entrust", "clauses": 6, "pn": "cn"}),
        (contract_cn, {"kind": "property", "parties": "table", "sign": "place"}), (inv_vat, {}),
        (contract_cn, {"kind": "software", "sign": "place", "number": False, "pn": "dash", "clauses": 3})]),
    ("ps10_annual_misc", False, [
        (annual_report, {}), (inv_e, {}), (inv_e, {}),
        (contract_cn, {"kind": "advert", "parties": "table", "clauses": 3, "pn": None}), (blank, {}),
        (quotation, {})]),
    ("ps11_fax_mixed", False, [
        (id_card, {"person": 5, "scan": (0,)}),
        (contract_cn, {"kind": "transport", "fax": FAX, "scan": (-1,), "header": True}),
        (inv_roll, {"scan": (0,)}), (utility_bill, {}), (delivery_note, {}),
        (contract_cn, {"kind": "consult", "parties": "table", "pn": "frac"})]),
    ("ps12_scan_mixed", True, [
        (contract_cn, {"kind": "consult", "parties": "intro", "clauses": 3, "number": False}),
        (id_card, {"person": 6}), (id_card, {"person": 7, "layout": "front"}), (inv_vat, {}),
        (food_label, {}), (inv_e, {"style": "short"})]),
    ("ps13_invoices_b2b", False, [
        (inv_vat, {"with_list": True}), (inv_e, {"style": "short"}), (inv_simple, {}), (inv_tax_en, {}),
        (inv_commercial, {}), (bank_statement, {"pages": 2})]),
    ("ps14_contract_pack", False, [
        (contract_cn, {"kind": "advert", "a": C[13], "b": C[28], "header": True, "clauses": 5}),
        (inv_vat, {"seller": C[28], "buyer": C[13]}),
        (contract_cn, {"kind": "loan", "sign": "place", "parties": "intro", "pn": "dash"}),
        (id_card, {"person": 8, "layout": "card"}), (contract_en, {"kind": "service"})]),
]  # fmt: skip


def scan_page(page: pymupdf.Page, rng: Random, nrng: np.random.Generator) -> bytes:
    """Render a page like a grey-scale office scan: tilt, blur, toner noise, speckles, JPEG."""
    z = rng.choice([150, 175, 200]) / 72
    pix = page.get_pixmap(
        matrix=pymupdf.Matrix(z, z).prerotate(rng.uniform(-1.6, 1.6)), colorspace=pymupdf.csGRAY
    )
    a = (
        np.frombuffer(pix.samples, np.uint8)
        .reshape(pix.height, pix.stride)[:, : pix.width]
        .astype(np.float32)
    )
    b = (a + np.roll(a, 1, 0) + np.roll(a, -1, 0) + np.roll(a, 1, 1) + np.roll(a, -1, 1)) / 5
    a = (0.45 * a + 0.55 * b) * rng.uniform(0.84, 0.9) + rng.uniform(12, 28)
    a *= (1 - rng.uniform(0.02, 0.08) * np.linspace(0, 1, a.shape[1]))[None, :]
    a += nrng.normal(0, rng.uniform(5, 10), a.shape)
    k = int(a.size * 0.0004)
    a[nrng.integers(0, a.shape[0], k), nrng.integers(0, a.shape[1], k)] = nrng.uniform(20, 140, k)
    if rng.random() < 0.4:
        x = nrng.integers(0, a.shape[1] - 3)
        a[:, x : x + 2] *= 0.8
    out = pymupdf.Pixmap(
        pymupdf.csGRAY, a.shape[1], a.shape[0], np.clip(a, 0, 255).astype(np.uint8).tobytes(), False
    )
    return out.tobytes("jpeg", jpg_quality=rng.randint(35, 70))


def norm(s: str) -> str:
    return re.sub(r"\s+", "", s)


def variants(v: str) -> set[str]:
    out = {v}
    if re.fullmatch(r"\d+\.\d\d", v):
        out.add(f"{int(v[:-3]):,}{v[-3:]}")
    if re.fullmatch(r"\d{4}-\d\d-\d\d", v):
        d = dt.date.fromisoformat(v)
        out |= {cn_date(d), cn_date(d, False), d.strftime("%Y/%m/%d"), en_long(d), en_dmy(d), en_caps(d)}
    return {norm(x) for x in out}


def build(name: str, seed: int, scanned: bool, plan: list, out_dir: Path, check: bool) -> dict:
    st = Stream(name, seed, scanned)
    for gen, kw in plan:
        kw = dict(kw)
        st.add(gen, scan=kw.pop("scan", ()), fax=kw.pop("fax", None), wm=kw.pop("wm", None), **kw)
    src, out = st.doc, pymupdf.open()
    rng, nrng = Random(seed + 1), np.random.default_rng(seed)
    for i, page in enumerate(src):
        if st.scan[i]:
            new = out.new_page(width=page.rect.width, height=page.rect.height)
            new.insert_image(new.rect, stream=scan_page(page, rng, nrng))
        else:
            out.insert_pdf(src, from_page=i, to_page=i)
    out.set_metadata({"title": name, "producer": "pagestream_tune", "creationDate": "D:20240601000000"})
    out.subset_fonts()
    out.save(out_dir / f"{name}.pdf", garbage=4, deflate=True, no_new_id=True)
    gold = {"name": name, "pages": src.page_count, "segments": st.segments, "fields": st.fields}
    (out_dir / f"{name}.gold.json").write_text(
        json.dumps(gold, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    if check:
        texts = [norm(p.get_text()) + "|" + norm(p.get_text(sort=True)) for p in src]
        expect = 1
        for s in st.segments:
            assert s["start_page"] == expect and s["end_page"] >= s["start_page"], (name, s)
            expect = s["end_page"] + 1
        assert expect == src.page_count + 1, name
        for f in st.fields:
            if not any(v in texts[f["page"] - 1] for v in variants(f["value"])):
                print(f"  MISSING {name} p{f['page']} {f['field']}={f['value']}")
            if f["field"] == "idNumber":
                assert id_check(f["value"][:17]) == f["value"][17], f
    return gold


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__)
    out_dir = Path(args[0])
    out_dir.mkdir(parents=True, exist_ok=True)
    pages, docs, fields = 0, {}, {}
    for k, (name, scanned, plan) in enumerate(STREAMS):
        gold = build(name, 1000 + 17 * k, scanned, plan, out_dir, "--check" in sys.argv)
        pages += gold["pages"]
        for s in gold["segments"]:
            docs[s["doc_type"]] = docs.get(s["doc_type"], 0) + 1
        for f in gold["fields"]:
            t = gold["segments"][f["segment"] - 1]["doc_type"]
            fields[t] = fields.get(t, 0) + 1
        print(f"{name}: {gold['pages']} pages, {len(gold['segments'])} documents" + " (scanned)" * scanned)
    print(f"{len(STREAMS)} streams, {pages} pages; documents {docs}; gold fields {fields}")


if __name__ == "__main__":
    main()
