"""居民身份证 copies: person generator and several placements (always scanned photocopies)."""

from __future__ import annotations

import datetime as dt

from core import BLACK, BLUE, GREY, RED, Canvas
from util import id_number, iso

CARD_W, CARD_H = 242.6, 153.0  # 85.6 x 54 mm


def person(rng, *, name, male, nation, birth, region, address_lines, authority, issued):
    age = issued.year - birth.year - ((issued.month, issued.day) < (birth.month, birth.day))
    if age >= 46:
        end = None
    else:
        yrs = 5 if age < 16 else 10 if age < 26 else 20
        end = dt.date(issued.year + yrs, issued.month, issued.day)
    return {
        "name": name,
        "sex": "男" if male else "女",
        "nation": nation,
        "birth": birth,
        "addr": list(address_lines),
        "id": id_number(region, birth, male, rng),
        "authority": authority,
        "start": issued,
        "end": end,
    }


def valid_gold(p) -> str:
    return f"{iso(p['start'])}至{iso(p['end']) if p['end'] else '长期'}"


def valid_print(p) -> str:
    s = p["start"].strftime("%Y.%m.%d")
    return f"{s}-{p['end'].strftime('%Y.%m.%d') if p['end'] else '长期'}"


def front(c: Canvas, x, y, p, k=1.0, fields=True):
    """Card front at (x, y) scaled by k."""
    w, h = CARD_W * k, CARD_H * k
    c.rect(x, y, x + w, y + h, 0.8, GREY, fill=(0.93, 0.95, 0.96))
    fs, lab = 8.4 * k, (0.1, 0.35, 0.55)
    lx, vx = x + 14 * k, x + 46 * k

    def f(name, val):
        return (name, val) if fields else None

    c.text(lx, y + 24 * k, "姓 名", fs, color=lab)
    c.text(vx, y + 24 * k, p["name"], fs * 1.15, fld=f("name", p["name"]))
    c.text(lx, y + 44 * k, "性 别", fs, color=lab)
    c.text(vx, y + 44 * k, p["sex"], fs, fld=f("sex", p["sex"]))
    c.text(vx + 32 * k, y + 44 * k, "民 族", fs, color=lab)
    c.text(vx + 62 * k, y + 44 * k, p["nation"], fs, fld=f("ethnicity", p["nation"]))
    b = p["birth"]
    c.text(lx, y + 64 * k, "出 生", fs, color=lab)
    c.text(vx, y + 64 * k, f"{b.year}  年  {b.month}  月  {b.day}  日", fs, fld=f("birthDate", iso(b)))
    c.text(lx, y + 84 * k, "住 址", fs, color=lab)
    for i, ln in enumerate(p["addr"]):
        c.text(vx, y + (84 + i * 13) * k, ln, fs)
    if fields:
        c.st.field("address", "".join(p["addr"]))
    c.text(lx, y + 136 * k, "公民身份号码", fs, color=lab)
    c.text(x + 80 * k, y + 136 * k, p["id"], fs * 1.2, font="helv", bold=True, fld=f("idNumber", p["id"]))
    c.photo(x + 165 * k, y + 18 * k, 66 * k, 84 * k)


def back(c: Canvas, x, y, p, k=1.0, fields=True):
    w, h = CARD_W * k, CARD_H * k
    c.rect(x, y, x + w, y + h, 0.8, GREY, fill=(0.95, 0.95, 0.93))
    c.page.draw_circle((x + 38 * k, y + 38 * k), 22 * k, color=RED, width=1.5, fill=(0.95, 0.8, 0.5))
    c.page.draw_circle((x + 38 * k, y + 38 * k), 10 * k, color=RED, width=1.0)
    c.text(x + 150 * k, y + 40 * k, "中华人民共和国", 11 * k, align="c", bold=True)
    c.spaced(x + 150 * k, y + 70 * k, "居民身份证", 15 * k, gap=6 * k)
    fs = 8.4 * k
    c.text(x + 36 * k, y + 116 * k, "签发机关", fs)
    c.text(
        x + 80 * k,
        y + 116 * k,
        p["authority"],
        fs,
        fld=("issuingAuthority", p["authority"]) if fields else None,
    )
    c.text(x + 36 * k, y + 136 * k, "有效期限", fs)
    c.text(
        x + 80 * k, y + 136 * k, valid_print(p), fs, fld=("validPeriod", valid_gold(p)) if fields else None
    )


def id_copy(st, p, layout, scan, note=""):
    """layout: stack | side | big (photocopy of front and back on one sheet)."""
    st.begin("id_card")
    size = "a4l" if layout == "side" else "a4"
    with st.page(size, scan=scan) as c:
        if layout == "stack":
            front(c, 176, 150, p, 1.0)
            back(c, 176, 380, p, 1.0)
        elif layout == "side":
            front(c, 120, 220, p, 1.15)
            back(c, 440, 220, p, 1.15)
        elif layout == "big":
            front(c, 80, 110, p, 1.8)
            back(c, 80, 450, p, 1.8)
        if note:
            for i in range(3):
                c.text(150 + i * 40, 330 + i * 130, note, 20, color=(0.55, 0.6, 0.75), bold=True)
        if layout in ("stack", "big"):
            c.text(297, 800, "复印件与原件一致", 11, align="c", color=BLUE)
            c.signature(360, 780, 60, seed=len(p["name"]) * 7, color=BLACK)
