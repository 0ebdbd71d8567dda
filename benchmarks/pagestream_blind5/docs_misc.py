"""ID cards, letterheads, generic forms, cover sheets."""

from __future__ import annotations

import math
import random

import fitz
from psformat import dec, dfmt, make_id
from pslib import BLACK, GRAY, RED, P, tlen, wrap
from psstream import Stream

MM = 2.8346
LABEL = (0.16, 0.38, 0.58)


# ------------------------------------------------------------------ resident ID card
def person(name, male, eth, birth, region, addr, auth, issued, seq):
    by, bm, bd = map(int, birth.split("-"))
    iy, im, idd = map(int, issued.split("-"))
    age = iy - by - ((im, idd) < (bm, bd))
    yrs = 5 if age < 16 else 10 if age < 26 else 20 if age < 46 else None
    valid_to = "长期" if yrs is None else f"{iy + yrs:04d}-{im:02d}-{idd:02d}"
    return dict(
        name=name,
        sex="男" if male else "女",
        eth=eth,
        birth=birth,
        addr=addr,
        auth=auth,
        id=make_id(region, birth, seq, male),
        valid=f"{issued}至{valid_to}",
        issued=issued,
        valid_to=valid_to,
    )


def _addr_lines(addr, n=11):
    return [addr[i : i + n] for i in range(0, len(addr), n)]


def id_front(p: P, x, y, pr, s=1.0, seed=0):
    k = MM * s
    pw, ph = 85.6 * k, 54 * k
    p.rect(x, y, x + pw, y + ph, color=(0.6, 0.6, 0.6), fill=(0.96, 0.97, 0.97), width=0.5, radius=0.06)
    p.guilloche(x, y + ph * 0.2, x + pw, y + ph, seed=seed)
    lab = 2.6 * k
    val = 3.3 * k
    p.text(x + 5 * k, y + 10 * k, "姓  名", lab, color=LABEL)
    p.text(x + 16 * k, y + 10 * k, pr["name"], val)
    p.text(x + 5 * k, y + 17 * k, "性  别", lab, color=LABEL)
    p.text(x + 16 * k, y + 17 * k, pr["sex"], val)
    p.text(x + 25 * k, y + 17 * k, "民  族", lab, color=LABEL)
    p.text(x + 35 * k, y + 17 * k, pr["eth"], val)
    by, bm, bd = pr["birth"].split("-")
    p.text(x + 5 * k, y + 24 * k, "出  生", lab, color=LABEL)
    p.text(x + 16 * k, y + 24 * k, by, val)
    p.text(x + 26 * k, y + 24 * k, "年", lab, color=LABEL)
    p.text(x + 31 * k, y + 24 * k, str(int(bm)), val)
    p.text(x + 35.5 * k, y + 24 * k, "月", lab, color=LABEL)
    p.text(x + 40 * k, y + 24 * k, str(int(bd)), val)
    p.text(x + 44.5 * k, y + 24 * k, "日", lab, color=LABEL)
    p.text(x + 5 * k, y + 31 * k, "住  址", lab, color=LABEL)
    for i, ln in enumerate(wrap(pr["addr"], 38 * k, val)):
        p.text(x + 16 * k, y + (31 + i * 4.6) * k, ln, val)
    p.text(x + 5 * k, y + 48.5 * k, "公民身份号码", lab, color=LABEL)
    p.text(x + 27 * k, y + 48.5 * k, pr["id"], 3.8 * k, font="helv", bold=True)
    p.photo(x + 58 * k, y + 6 * k, x + 81 * k, y + 36 * k, seed=seed, bg=(0.96, 0.97, 0.97))


def emblem(p: P, cx, cy, r):
    p.page.draw_circle(fitz.Point(cx, cy), r, color=(0.8, 0.6, 0.1), fill=RED, width=r * 0.08)
    p.star(cx, cy - r * 0.35, r * 0.28, (1, 0.85, 0.1))
    for ang in (-50, -20, 20, 50):
        a = math.radians(ang - 90)
        p.star(
            cx + r * 0.55 * math.cos(a) + 0,
            cy - r * 0.35 + r * 0.42 * math.sin(a) + r * 0.35,
            r * 0.1,
            (1, 0.85, 0.1),
        )
    p.rect(cx - r * 0.45, cy + r * 0.1, cx + r * 0.45, cy + r * 0.5, color=None, fill=(1, 0.85, 0.1))
    p.rect(cx - r * 0.3, cy + r * 0.2, cx + r * 0.3, cy + r * 0.45, color=None, fill=RED)


def id_back(p: P, x, y, pr, s=1.0, seed=0, valid_style="dot"):
    k = MM * s
    pw, ph = 85.6 * k, 54 * k
    p.rect(x, y, x + pw, y + ph, color=(0.6, 0.6, 0.6), fill=(0.96, 0.97, 0.96), width=0.5, radius=0.06)
    p.guilloche(x, y, x + pw, y + ph * 0.6, color=(0.85, 0.88, 0.8), seed=seed + 1)
    emblem(p, x + 14 * k, y + 14 * k, 9 * k)
    p.text(x + 30 * k, y + 13 * k, "中华人民共和国", 5.0 * k, bold=True)
    p.text(x + 28 * k, y + 26 * k, "居民身份证", 7.2 * k, bold=True)
    lab, val = 2.6 * k, 3.1 * k
    p.text(x + 14 * k, y + 41 * k, "签发机关", lab, color=LABEL)
    p.text(x + 28 * k, y + 41 * k, pr["auth"], val)
    p.text(x + 14 * k, y + 48 * k, "有效期限", lab, color=LABEL)
    a = dfmt(pr["issued"], valid_style)
    b = "长期" if pr["valid_to"] == "长期" else dfmt(pr["valid_to"], valid_style)
    p.text(x + 28 * k, y + 48 * k, f"{a}-{b}", val)


def id_fields(st: Stream, pr, back=True, front=True):
    if front:
        st.field("name", pr["name"])
        st.field("sex", pr["sex"])
        st.field("ethnicity", pr["eth"])
        st.field("birthDate", pr["birth"])
        st.field("address", pr["addr"])
        st.field("idNumber", pr["id"])
    if back:
        st.field("issuingAuthority", pr["auth"])
        st.field("validPeriod", pr["valid"])


def id_copy_page(
    st: Stream,
    pr,
    layout="stack",
    scan=None,
    overlay=None,
    caption=None,
    scale=1.0,
    seed=0,
    note=None,
    rotate=0,
    size=None,
):
    """layout: stack (front above back), side (side by side), front, back."""
    if layout == "side":
        size = size or (842, 595)
    p = st.page(scan=scan, size=size or (595, 842))
    pw, ph = p.W, p.H
    cw, ch = 85.6 * MM * scale, 54 * MM * scale
    if caption:
        p.text(pw / 2, 80, caption, 14, align="c", bold=True)
    if layout == "stack":
        x = (pw - cw) / 2
        id_front(p, x, 150, pr, scale, seed)
        id_back(p, x, 150 + ch + 50, pr, scale, seed)
    elif layout == "side":
        gap = 30
        x = (pw - 2 * cw - gap) / 2
        id_front(p, x, (ph - ch) / 2, pr, scale, seed)
        id_back(p, x + cw + gap, (ph - ch) / 2, pr, scale, seed)
    elif layout == "front":
        id_front(p, (pw - cw) / 2, 180, pr, scale, seed)
    elif layout == "back":
        id_back(p, (pw - cw) / 2, 180, pr, scale, seed)
    if note:
        p.text(pw / 2 + 40, ph - 150, note, 12, color=(0.1, 0.1, 0.35))
        p.signature(pw / 2 + 60, ph - 120, 60, seed=seed + 5)
    if overlay:
        p.overlay(overlay, size=26, rows=3 if layout != "side" else 2)
    if rotate:
        p.page.set_rotation(rotate)
    return p


# ------------------------------------------------------------------ letterheads and simple blocks
def letterhead(p: P, name, sub="", en="", color=(0.1, 0.25, 0.5), y=50, logo=True, align="l"):
    x = 60
    if logo:
        p.page.draw_circle(fitz.Point(x + 14, y - 4), 14, color=color, width=2)
        p.text(x + 14, y + 1, name[:1] if name else "", 13, color=color, align="c", bold=True, record=False)
        x += 36
    if align == "c":
        p.text(p.W / 2, y, name, 16, color=color, align="c", bold=True)
        if en:
            p.text(p.W / 2, y + 15, en, 8.5, "helv", color, align="c")
        if sub:
            p.text(p.W / 2, y + 28, sub, 8, color=GRAY, align="c")
    else:
        p.text(x, y, name, 15, color=color, bold=True)
        if en:
            p.text(x, y + 14, en, 8, "helv", color)
        if sub:
            p.text(p.W - 60, y + (14 if en else 0), sub, 8, color=GRAY, align="r")
    p.line(60, y + 34, p.W - 60, y + 34, width=1.2, color=color)
    p.line(60, y + 37, p.W - 60, y + 37, width=0.4, color=color)
    return y + 60


def kv_grid(p: P, x, y, items, cols=2, colw=240, lead=20, size=10, font="cjk"):
    for i, (k, v) in enumerate(items):
        r, c = divmod(i, cols)
        xx, yy = x + c * colw, y + r * lead
        p.text(xx, yy, k, size, font, GRAY if font == "cjk" else BLACK)
        p.text(
            xx + tlen(k, size, font) + 3, yy, v, p.fit(v, colw - tlen(k, size, font) - 10, size, font), font
        )
    return y + ((len(items) + cols - 1) // cols) * lead


def cover_sheet(st: Stream, lines, scan=None, boxed=True, barcode=None):
    p = st.page(scan=scan)
    pw = p.W
    if boxed:
        p.rect(70, 200, pw - 70, 560, width=2)
        p.rect(76, 206, pw - 76, 554, width=0.5)
    y = 290
    for i, (s, size) in enumerate(lines):
        p.text(pw / 2, y, s, size, align="c", bold=(i == 0))
        y += size * 2.2
    if barcode:
        rng = random.Random(barcode)
        x = pw / 2 - 90
        for _ in range(60):
            w = rng.choice([0.8, 1.2, 2.0, 2.8])
            p.rect(x, 620, x + w, 660, color=None, fill=BLACK, width=0)
            x += w + rng.choice([1.0, 1.6, 2.2])
        p.text(pw / 2, 676, barcode, 9, "cour", align="c")
    return p


def blank_page(st: Stream, scan=None, faint=None):
    p = st.page(scan=scan)
    if faint:
        # bleed-through of the other side, very light, no text layer content
        p.rect(60, 60, p.W - 60, 64, color=None, fill=(0.93, 0.93, 0.93), width=0)
    return p


def items_total(rows):
    return sum(dec(r) for r in rows)
