"""Resident id card copies: card front, card back and the page layouts."""

from __future__ import annotations

from datetime import date

from common import BLACK, FS, GREY, LABEL, RED, REGIONS, dcn
from drawing import Pg, star, watermark, wrap
from firms import id_number


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
