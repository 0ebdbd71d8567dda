"""Chinese-language document templates (simplified and traditional).

ID cards, headings, numbered articles, signature blocks, page numbers and a plain
letter/notice page.
"""

from psfmt import datefmt
from pslib import A4, GREY, RED


# ================================================================ ID cards
def _card_front(pg, x, y, s, p, lab_c=(0.2, 0.35, 0.6)):
    """Draw the portrait side of a resident ID card at (x,y) with scale s (1 = 85.6mm)."""
    w, h = 242.6 * s, 153.0 * s
    pg.p.draw_rect(
        (x, y, x + w, y + h), color=(0.6, 0.6, 0.6), width=0.6, fill=(0.95, 0.96, 0.93), radius=0.05
    )
    pg.guilloche(x + 5, y + 5, x + w - 5, y + h - 5, (0.86, 0.9, 0.86), n=16, amp=2.5 * s)
    fs = 7.2 * s
    lx, vx = x + 18 * s, x + 46 * s
    pg.t(lx, y + 24 * s, "姓　名", fs, color=lab_c)
    pg.t(vx, y + 24 * s, p["name"], 9 * s)
    pg.t(lx, y + 45 * s, "性　别", fs, color=lab_c)
    pg.t(vx, y + 45 * s, p["sex"], 8 * s)
    pg.t(vx + 32 * s, y + 45 * s, "民　族", fs, color=lab_c)
    pg.t(vx + 62 * s, y + 45 * s, p["eth"], 8 * s)
    by, bm, bd = p["birth"].split("-")
    pg.t(lx, y + 64 * s, "出　生", fs, color=lab_c)
    pg.t(vx, y + 64 * s, by, 8 * s)
    pg.t(vx + 22 * s, y + 64 * s, "年", fs, color=lab_c)
    pg.t(vx + 33 * s, y + 64 * s, str(int(bm)), 8 * s)
    pg.t(vx + 45 * s, y + 64 * s, "月", fs, color=lab_c)
    pg.t(vx + 56 * s, y + 64 * s, str(int(bd)), 8 * s)
    pg.t(vx + 68 * s, y + 64 * s, "日", fs, color=lab_c)
    pg.t(lx, y + 84 * s, "住　址", fs, color=lab_c)
    addr = p["addr"]
    lines = [addr[i : i + 11] for i in range(0, len(addr), 11)]
    for k, ln in enumerate(lines[:3]):
        pg.t(vx, y + 84 * s + k * 12 * s, ln, 8 * s)
    pg.t(lx, y + 136 * s, "公民身份号码", fs, color=lab_c)
    pg.t(x + 78 * s, y + 136 * s, p["id"], 9.6 * s, font="hebo", color=(0.12, 0.12, 0.12))
    pg.photo(x + 160 * s, y + 18 * s, x + 225 * s, y + 100 * s, shade=0.9, bg=(0.95, 0.96, 0.93))
    pg.guilloche(x + 158 * s, y + 101 * s, x + 228 * s, y + h - 26 * s, (0.86, 0.9, 0.86), n=3, amp=2.5 * s)


def _card_back(pg, x, y, s, p, lab_c=(0.2, 0.35, 0.6)):
    w, h = 242.6 * s, 153.0 * s
    pg.p.draw_rect(
        (x, y, x + w, y + h), color=(0.6, 0.6, 0.6), width=0.6, fill=(0.94, 0.95, 0.97), radius=0.05
    )
    pg.guilloche(x + 5, y + 5, x + w - 5, y + h - 5, (0.84, 0.88, 0.95), n=16, amp=2.5 * s)
    # national emblem placeholder
    pg.p.draw_circle((x + 38 * s, y + 40 * s), 22 * s, color=RED, width=1.2 * s, fill=(0.93, 0.75, 0.3))
    pg.t(x + 38 * s, y + 46 * s, "★", 16 * s, color=RED, align="c")
    pg.t(x + 150 * s, y + 40 * s, "中华人民共和国", 13 * s, bold=True, align="c")
    pg.t(x + 150 * s, y + 68 * s, "居民身份证", 18 * s, bold=True, align="c")
    pg.t(x + 40 * s, y + 112 * s, "签发机关", 7.2 * s, color=lab_c)
    pg.t(x + 78 * s, y + 112 * s, p["auth"], 8 * s)
    pg.t(x + 40 * s, y + 132 * s, "有效期限", 7.2 * s, color=lab_c)
    a, b = p["valid"].split("至")
    vb = b if b == "长期" else datefmt(b, "dot")
    pg.t(x + 78 * s, y + 132 * s, f"{datefmt(a, 'dot')}-{vb}", 8 * s)


def id_fields(d, p, front_pidx, back_pidx):
    for k, key in (
        ("name", "name"),
        ("sex", "sex"),
        ("ethnicity", "eth"),
        ("birthDate", "birth"),
        ("address", "addr"),
        ("idNumber", "id"),
    ):
        d.f(k, p[key], front_pidx)
    d.f("issuingAuthority", p["auth"], back_pidx)
    d.f("validPeriod", p["valid"], back_pidx)


def _watermark(pg, text, color=(0.35, 0.35, 0.5), size=22):
    for k in range(4):
        for j in range(2):
            pg.t(70 + j * 250 + (k % 2) * 50, 230 + k * 170, text, size, color=color, rot=28, opacity=0.3)


def id_card(d, p, layout="stacked", watermark=None, header=None):
    """layout: stacked (front above back), side (side by side, landscape), two_pages."""
    if layout == "stacked":
        pg = d.new_page(A4)
        if header:
            pg.t(297, 70, header, 12, align="c")
        _card_front(pg, 130, 120, 1.38, p)
        _card_back(pg, 130, 450, 1.38, p)
        if watermark:
            _watermark(pg, watermark)
        id_fields(d, p, 0, 0)
    elif layout == "side":
        pg = d.new_page((842, 595))
        if header:
            pg.t(421, 70, header, 12, align="c")
        _card_front(pg, 60, 180, 1.45, p)
        _card_back(pg, 432, 180, 1.45, p)
        if watermark:
            _watermark(pg, watermark)
        id_fields(d, p, 0, 0)
    else:
        pg = d.new_page(A4)
        _card_front(pg, 110, 150, 1.55, p)
        if watermark:
            _watermark(pg, watermark)
        pg2 = d.new_page(A4)
        _card_back(pg2, 110, 150, 1.55, p)
        if watermark:
            _watermark(pg2, watermark)
        id_fields(d, p, 0, 1)


def id_pair_page(d1, d2, p1, p2):
    """Not used: one page per card holder keeps segment boundaries well defined."""
    raise NotImplementedError


# ================================================================ generic pieces
def heading(pg, title, y=80, size=18, sub=None):
    pg.t(pg.W / 2, y, title, size, bold=True, align="c")
    if sub:
        pg.t(pg.W / 2, y + size + 6, sub, 10, align="c", color=GREY)


def articles(pg, y, items, x=70, width=455, size=10.5, lead=1.75, gap=4, head_bold=True):
    """items: list of (heading or None, text). Returns y."""
    for h, txt in items:
        if h:
            pg.t(x, y, h, size, bold=head_bold)
            y += size * lead
        if txt:
            for para in txt.split("\n"):
                y = pg.para(x, y, width, para, size, lead=lead, indent=True)
        y += gap
    return y


def sign_block(
    pg,
    y,
    left,
    right,
    date_str=None,
    x0=70,
    x1=320,
    seal_l=None,
    seal_r=None,
    extra=("法定代表人或授权代表（签字）：",),
):
    pg.t(x0, y, left, 10.5)
    pg.t(x1, y, right, 10.5)
    yy = y + 26
    for e in extra:
        pg.t(x0, yy, e, 10.5)
        pg.t(x1, yy, e, 10.5)
        yy += 26
    if date_str:
        pg.t(x0, yy, "日期：" + date_str, 10.5)
        pg.t(x1, yy, "日期：" + date_str, 10.5)
    if seal_l:
        pg.seal(x0 + 110, y + 10, seal_l, r=44)
    if seal_r:
        pg.seal(x1 + 110, y + 10, seal_r, r=44)
    return yy + 20


def page_no(pg, i, n, fmt="第 {i} 页 共 {n} 页"):
    pg.t(pg.W / 2, pg.H - 30, fmt.format(i=i, n=n), 8.5, color=GREY, align="c")


# ================================================================ letters and notices
def other_letter(d, title, lines, sender, date_iso, date_style="cn", to=None, size=11, scan=None, seal=None):
    pg = d.new_page(A4, scan=scan)
    heading(pg, title, 90, 18)
    y = 140
    if to:
        pg.t(70, y, to, size)
        y += size * 2.2
    y = articles(pg, y, [(None, ln) for ln in lines], size=size)
    y += 30
    pg.t(525, y, sender, size, align="r")
    pg.t(525, y + size * 2, datefmt(date_iso, date_style), size, align="r")
    if seal:
        pg.seal(470, y + 4, seal, r=44)
    return pg
