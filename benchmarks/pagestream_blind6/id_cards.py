"""Second-generation 居民身份证 copies: front (人像面) / back (国徽面), several page arrangements."""

import math

from kit import A4W, BLACK
from kit_values import dfmt

CW, CH = 242.6, 153.0
LAB = (0.16, 0.42, 0.68)


def _bg(c, seed):
    c.rect(0, 0, CW, CH, (0.55, 0.6, 0.65), fill=(0.92, 0.95, 0.97), width=0.6, radius=0.04)
    # faint guilloche
    for k in range(7):
        pts = []
        for i in range(60):
            x = i * CW / 59
            y = CH * (0.15 + 0.11 * k) + 6 * math.sin(x / 13.0 + k + seed % 5)
            pts.append((x, y))
        c.page.draw_polyline(pts, color=(0.78, 0.86, 0.93), width=0.5)


def front(st, per, use_fields=True):
    fld = st.fld if use_fields else (lambda f, v, p=None: v if p is None else p)

    def draw(c):
        _bg(c, len(per["name"]))
        c.text(16, 30, "姓　名", 7, "zh", LAB)
        c.text(50, 31, fld("name", per["name"]), 10.5, "zh", BLACK, cs=2)
        c.text(16, 52, "性　别", 7, "zh", LAB)
        c.text(50, 53, fld("sex", per["sex"]), 9.5, "zh")
        c.text(82, 52, "民　族", 7, "zh", LAB)
        c.text(112, 53, fld("ethnicity", per["eth"]), 9.5, "zh")
        b = per["birth"]
        c.text(16, 73, "出　生", 7, "zh", LAB)
        c.text(
            50,
            74,
            fld("birthDate", b.isoformat(), f"{b.year:d}　年　{b.month:d}　月　{b.day:d}　日"),
            9,
            "zh",
        )
        c.text(16, 94, "住　址", 7, "zh", LAB)
        y = 95
        for ln in c.wrap(fld("address", per["addr"]), 104, 9, "zh"):
            c.text(50, y, ln, 9, "zh")
            y += 13
        c.text(16, 137, "公民身份号码", 7, "zh", LAB)
        c.text(70, 138, fld("idNumber", per["idn"]), 11, "dvmono", BLACK, cs=0.6)
        c.photo(160, 18, 228, 112, shade=0.74 if per["sex"] == "女" else 0.7)

    return draw


def back(st, per, use_fields=True):
    fld = st.fld if use_fields else (lambda f, v, p=None: v if p is None else p)

    def draw(c):
        _bg(c, len(per["auth"]))
        c.oval(14, 12, 58, 56, (0.8, 0.15, 0.1), fill=(0.85, 0.2, 0.12), width=0.6)
        c.star(36, 30, 9, (0.98, 0.85, 0.2))
        for dx, dy in ((-12, 6), (-5, 11), (5, 11), (12, 6)):
            c.star(36 + dx, 30 + dy + 3, 2.5, (0.98, 0.85, 0.2))
        c.text(78, 34, "中华人民共和国", 11.5, "zh", BLACK, cs=4)
        c.text(72, 68, "居民身份证", 19, "zh", BLACK, cs=7, bold=True)
        c.text(40, 112, "签发机关", 7, "zh", LAB)
        c.text(86, 113, fld("issuingAuthority", per["auth"]), 9, "zh")
        a = per["valid_from"]
        b = per["valid_to"]
        printed = dfmt(a, "dot") + "-" + (dfmt(b, "dot") if b else "长期")
        gold = a.isoformat() + "至" + (b.isoformat() if b else "长期")
        c.text(40, 134, "有效期限", 7, "zh", LAB)
        c.text(86, 135, fld("validPeriod", gold, printed), 9, "zh")

    return draw


def page(
    st,
    per,
    layout="stack",
    overlay=None,
    title=None,
    scale=1.15,
    scan=None,
    note=None,
    tilt=0.0,
    front_only=False,
    back_first=False,
    x_off=0.0,
):
    """Put one person's card copy on one page."""
    c = st.page(scan=scan)
    w, h = CW * scale, CH * scale
    parts = [("f", front(st, per))] if front_only else [("f", front(st, per)), ("b", back(st, per))]
    if back_first:
        parts.reverse()
    if title:
        c.text(c.w / 2, 70, title, 14, "zh", BLACK, align="c", bold=True)
    if layout == "stack":
        x = (A4W - w) / 2 + x_off
        ys = [120, 140 + h + 20]
        rects = [(x, y, x + w, y + h) for y in ys]
        rots = [tilt, -tilt]
    elif layout == "side":
        s2 = min(scale, 1.1)
        w, h = CW * s2, CH * s2
        gap = (A4W - 2 * w) / 3
        rects = [(gap, 140, gap + w, 140 + h), (2 * gap + w, 140, 2 * gap + 2 * w, 140 + h)]
        rots = [tilt, tilt]
    elif layout == "rot90":  # both sides turned sideways (phone scan app / copier feed)
        x = (A4W - 2 * h - 30) / 2
        rects = [(x, 120, x + h, 120 + w), (x + h + 30, 120, x + 2 * h + 30, 120 + w)]
        rots = [90, 90]
    elif layout == "rot_single":
        x = (A4W - h) / 2
        rects = [(x, 150, x + h, 150 + w)]
        rots = [-90]
    else:
        raise ValueError(layout)
    for (_kind, draw), r, rot in zip(parts, rects, rots, strict=False):
        cw, ch = (CW, CH)
        if rot not in (0, 90, -90, 180):
            # small tilt: enlarge box so that the rotated card keeps its scale
            rr = math.radians(abs(rot))
            bw = cw * math.cos(rr) + ch * math.sin(rr)
            bh = cw * math.sin(rr) + ch * math.cos(rr)
            sc = (r[2] - r[0]) / cw
            cx, cy = (r[0] + r[2]) / 2, (r[1] + r[3]) / 2
            r = (cx - bw * sc / 2, cy - bh * sc / 2, cx + bw * sc / 2, cy + bh * sc / 2)
        c.embed(r, cw, ch, draw, rotate=rot)
    if overlay:
        txt, color, size, ang = overlay
        ys = [150 + h * 0.6, 140 + h + 20 + h * 0.6] if layout == "stack" else [140 + h * 0.7]
        if layout == "rot90":
            ys = [120 + w * 0.35, 120 + w * 0.75]
        for y in ys:
            c.text(A4W / 2 - c.tw(txt, size) * 0.45, y, txt, size, "zh", color, angle=ang, opacity=0.55)
    if note:
        c.text(90, 760, note[0], 11, "zh", BLACK)
        if len(note) > 1:
            c.text(330, 760, note[1], 15, "zh", (0.1, 0.1, 0.4))
    return c
