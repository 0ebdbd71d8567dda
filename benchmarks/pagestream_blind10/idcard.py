"""ID documents: 居民身份证 copies (several layouts) and a passport data-page copy."""

import math

import pymupdf
from fmt import dfmt, make_id, mrz_check
from pdfkit import BLACK, Builder, Pg, Seg

LAB = (0.16, 0.42, 0.68)
CARD_BG = (0.93, 0.95, 0.97)

PEOPLE = {
    "li": dict(
        name="李建军",
        sex="男",
        eth="汉",
        birth="1985-07-23",
        region="330106",
        seq=253,
        addr=["浙江省杭州市西湖区文三路", "259号3幢2单元501室"],
        auth="杭州市公安局西湖分局",
        valid=("2015-09-14", "2035-09-14"),
    ),
    "wang": dict(
        name="王丽娟",
        sex="女",
        eth="汉",
        birth="1992-11-05",
        region="310110",
        seq=186,
        addr=["上海市杨浦区控江路1555弄", "12号602室"],
        auth="上海市公安局杨浦分局",
        valid=("2018-03-20", "2028-03-20"),
    ),
    "zheng": dict(
        name="郑海峰",
        sex="男",
        eth="汉",
        birth="1979-12-08",
        region="440106",
        seq=351,
        addr=["广东省广州市天河区天河北", "路233号中信广场"],
        auth="广州市公安局天河分局",
        valid=("2012-06-15", "2032-06-15"),
    ),
    "ma": dict(
        name="马晓燕",
        sex="女",
        eth="回",
        birth="1968-04-17",
        region="640104",
        seq=62,
        addr=["宁夏回族自治区银川市兴庆", "区解放东街118号4-2-301"],
        auth="银川市公安局兴庆区分局",
        valid=("2014-05-06", "长期"),
    ),
    "huang": dict(
        name="黄伟明",
        sex="男",
        eth="汉",
        birth="1968-07-12",
        region="440305",
        seq=431,
        addr=["广东省深圳市南山区蛇口工", "业八路168号南海玫瑰园3栋", "1802"],
        auth="深圳市公安局南山分局",
        valid=("2009-10-21", "2029-10-21"),
    ),
}


def _card_bg(pg: Pg, x, y, w, h):
    pg.p.draw_rect(
        pymupdf.Rect(x, y, x + w, y + h), color=(0.6, 0.6, 0.6), fill=CARD_BG, width=0.5, radius=0.05
    )
    for k in range(9):
        yy = y + h * (0.1 + 0.1 * k)
        pts = [pymupdf.Point(x + w * t / 40, yy + 3 * ((t * 7 + k * 3) % 5 - 2) / 2) for t in range(41)]
        pg.p.draw_polyline(pts, color=(0.84, 0.89, 0.93), width=0.4)


def front(pg: Pg, x, y, sc, who):
    d = PEOPLE[who]
    w, h = 242.6 * sc, 153 * sc
    _card_bg(pg, x, y, w, h)
    idn = make_id(d["region"], d["birth"], d["seq"])
    s = sc * 8.2
    lx, vx = x + 16 * sc, x + 44 * sc
    pg.t(lx, y + 26 * sc, "姓 名", "zh", s * 0.9, LAB)
    pg.t(vx, y + 26 * sc, d["name"], "zh", s * 1.15, BLACK, fld=("name", d["name"]))
    pg.t(lx, y + 45 * sc, "性 别", "zh", s * 0.9, LAB)
    pg.t(vx, y + 45 * sc, d["sex"], "zh", s, fld=("sex", d["sex"]))
    pg.t(vx + 30 * sc, y + 45 * sc, "民 族", "zh", s * 0.9, LAB)
    pg.t(vx + 58 * sc, y + 45 * sc, d["eth"], "zh", s, fld=("ethnicity", d["eth"]))
    pg.t(lx, y + 64 * sc, "出 生", "zh", s * 0.9, LAB)
    yy, mm, dd = d["birth"].split("-")
    xx = vx
    for part, lab in ((yy, "年"), (str(int(mm)), "月"), (str(int(dd)), "日")):
        xx += pg.t(xx, y + 64 * sc, part, "zh", s) + 2
        xx += pg.t(xx, y + 64 * sc, lab, "zh", s * 0.9, LAB) + 4
    pg.fld("birthDate", d["birth"])
    pg.t(lx, y + 83 * sc, "住 址", "zh", s * 0.9, LAB)
    for i, ln in enumerate(d["addr"]):
        pg.t(vx, y + (83 + 12.5 * i) * sc, ln, "zh", s)
    pg.fld("address", "".join(d["addr"]))
    pg.t(lx, y + 136 * sc, "公民身份号码", "zh", s * 0.9, LAB)
    pg.t(x + 80 * sc, y + 136 * sc, idn, "cobo", s * 1.25, fld=("idNumber", idn))
    pg.photo(x + 160 * sc, y + 18 * sc, x + 226 * sc, y + 100 * sc)
    return idn


def back(pg: Pg, x, y, sc, who):
    d = PEOPLE[who]
    w, h = 242.6 * sc, 153 * sc
    _card_bg(pg, x, y, w, h)
    cx, cy, r = x + 34 * sc, y + 36 * sc, 20 * sc
    pg.p.draw_circle((cx, cy), r, color=(0.85, 0.65, 0.1), fill=(0.8, 0.15, 0.12), width=1.4 * sc)
    sh = pg.p.new_shape()

    pts = []
    for k in range(10):
        rr = r * (0.55 if k % 2 == 0 else 0.22)
        th = math.radians(-90 + 36 * k)
        pts.append(pymupdf.Point(cx + rr * math.cos(th), cy - r * 0.1 + rr * math.sin(th)))
    sh.draw_polyline([*pts, pts[0]])
    sh.finish(color=None, fill=(1, 0.85, 0.1), closePath=True)
    sh.commit()
    pg.t(x + 140 * sc, y + 40 * sc, "中华人民共和国", "zh", 13 * sc, BLACK, al="c", bold=True)
    pg.t(x + 121 * sc, y + 78 * sc, "居 民 身 份 证", "zh", 19 * sc, BLACK, al="c", bold=True)
    s = 8 * sc
    pg.t(x + 48 * sc, y + 118 * sc, "签发机关", "zh", s, BLACK)
    pg.t(x + 90 * sc, y + 118 * sc, d["auth"], "zh", s, fld=("issuingAuthority", d["auth"]))
    pg.t(x + 48 * sc, y + 136 * sc, "有效期限", "zh", s, BLACK)
    a, bb = d["valid"]
    shown = dfmt(a, "ymd_dot") + "-" + (bb if bb == "长期" else dfmt(bb, "ymd_dot"))
    pg.t(x + 90 * sc, y + 136 * sc, shown, "zh", s, fld=("validPeriod", a + "至" + bb))


def id_copy(b: Builder, who, layout="stack", scan=None, overlay=None, sc=1.3) -> Seg:
    """layout: stack (front above back), side (side by side), split (a face per page)."""
    s = b.seg("id_card", "id_" + who)
    pg = s.page(595, 842, scan)
    if layout == "side":
        sc = min(sc, 1.1)
    w, h = 242.6 * sc, 153 * sc
    if layout == "stack":
        x = (595 - w) / 2
        front(pg, x, 120, sc, who)
        back(pg, x, 160 + h, sc, who)
    elif layout == "side":
        x = (595 - 2 * w - 24) / 2
        front(pg, x, 180, sc, who)
        back(pg, x + w + 24, 180, sc, who)
    else:
        front(pg, (595 - w) / 2, 200, sc, who)
        pg2 = s.page(595, 842, scan)
        back(pg2, (595 - w) / 2, 200, sc, who)
        pg = pg2
    if overlay:
        y0 = 180 if layout == "side" else (120 if layout == "stack" else 200)
        for k in range(2 if layout != "stack" else 3):
            cy = y0 + h * (0.35 + 0.75 * k)
            pg.p.insert_text(
                (130, cy),
                overlay,
                fontname=pg._font("zh"),
                fontsize=16,
                color=(0.5, 0.5, 0.58),
                morph=(pymupdf.Point(297, cy), pymupdf.Matrix(12)),
            )
            pg.seg.b.drawn.append((pg.pno, overlay))
    return s


def passport(b: Builder, scan=None) -> Seg:
    s = b.seg("other", "passport_copy")
    pg = s.page(595, 842, scan)
    x, y, w, h = 60, 90, 475, 330
    pg.p.draw_rect(
        pymupdf.Rect(x, y, x + w, y + h),
        color=(0.5, 0.5, 0.5),
        fill=(0.95, 0.93, 0.9),
        width=0.6,
        radius=0.03,
    )
    pg.t(x + 14, y + 24, "CANADA", "hebo", 14, (0.6, 0.1, 0.12))
    pg.t(x + 100, y + 24, "PASSPORT / PASSEPORT", "helv", 10, (0.3, 0.3, 0.3))
    pg.photo(x + 14, y + 44, x + 134, y + 200, bg=(0.82, 0.84, 0.86))
    rows = [
        (
            ("Type/Type", "P"),
            ("Issuing Country/Pays emetteur", "CAN"),
            ("Passport No./N\u00b0 de passeport", "HK483920"),
        ),
        (("Surname/Nom", "MARTIN"),),
        (("Given names/Pr\u00e9noms", "SARAH ELIZABETH"),),
        (("Nationality/Nationalit\u00e9", "CANADIAN/CANADIENNE"),),
        (
            ("Date of birth/Date de naissance", "14 MAR/MARS 88"),
            ("Sex/Sexe", "F"),
            ("Place of birth/Lieu de naissance", "TORONTO CAN"),
        ),
        (
            ("Date of issue/Date de d\u00e9livrance", "02 JUN/JUIN 19"),
            ("Authority/Autorit\u00e9", "GATINEAU"),
        ),
        (("Date of expiry/Date d'expiration", "02 JUN/JUIN 29"),),
    ]
    yy = y + 52
    for row in rows:
        xx = x + 150
        for lab, val in row:
            pg.t(xx, yy, lab, "helv", 6.5, (0.35, 0.35, 0.35))
            pg.t(xx, yy + 11, val, "hebo", 9.5)
            xx += 110 if len(row) > 1 else 0
        yy += 26
    pg.sign(x + 160, y + 246, 110, 22, key="passport", c=(0.05, 0.05, 0.05))
    l1 = ("P<CANMARTIN<<SARAH<ELIZABETH" + "<" * 44)[:44]
    pno, dob, exp = "HK483920<", "880314", "290602"
    body = pno + mrz_check(pno) + "CAN" + dob + mrz_check(dob) + "F" + exp + mrz_check(exp) + "<" * 14 + "<"
    comp = mrz_check(body[0:10] + body[13:20] + body[21:43])
    l2 = body + comp
    assert len(l2) == 44
    pg.t(x + 14, y + 290, l1, "cour", 11.5)
    pg.t(x + 14, y + 310, l2, "cour", 11.5)
    pg.t(60, 470, "Certified true copy of the original seen by me.", "tiit", 10)
    pg.sign(60, 510, 90, 20, key="notary")
    pg.t(60, 526, "D. Okonkwo, Notary Public, Province of Ontario", "tiro", 9.5)
    pg.t(60, 540, "Date: " + dfmt("2024-02-19", "dmy"), "tiro", 9.5)
    return s
