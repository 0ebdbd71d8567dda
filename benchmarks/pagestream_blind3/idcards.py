"""Mainland resident ID card copies: one page, two pages, overlay text, rotated image."""

from __future__ import annotations

import pymupdf
from render import DocCtx, Pg, id_number, rotated_snapshot

PEOPLE = [
    (
        "王海涛",
        "男",
        "汉",
        "1985-07-14",
        "北京市朝阳区望京西园三区312号楼1单元602号",
        "北京市公安局朝阳分局",
        "2016.08.09-2036.08.09",
        "110105",
        217,
    ),
    (
        "阿依古丽·买买提",
        "女",
        "维吾尔",
        "1992-11-03",
        "新疆乌鲁木齐市天山区解放南路218号",
        "乌鲁木齐市公安局天山区分局",
        "2019.05.20-2039.05.20",
        "650102",
        34,
    ),
    (
        "李秀兰",
        "女",
        "汉",
        "1958-02-27",
        "河南省郑州市金水区花园路街道纬五路21号院3号楼",
        "郑州市公安局金水分局",
        "2010.03.15-长期",
        "410105",
        62,
    ),
    (
        "扎西次仁",
        "男",
        "藏",
        "1990-04-18",
        "西藏拉萨市城关区北京中路36号",
        "拉萨市公安局城关分局",
        "2016.06.01-2036.06.01",
        "540102",
        15,
    ),
    (
        "韦美玲",
        "女",
        "壮",
        "2001-09-30",
        "广西南宁市青秀区民族大道100号",
        "南宁市公安局青秀分局",
        "2018.10.12-2028.10.12",
        "450103",
        128,
    ),
    (
        "金哲浩",
        "男",
        "朝鲜",
        "1979-12-05",
        "吉林省延吉市河南街道光明街55号",
        "延吉市公安局",
        "2015.01.22-2035.01.22",
        "222401",
        93,
    ),
    (
        "马志强",
        "男",
        "回",
        "1996-06-21",
        "宁夏银川市兴庆区解放西街7号2单元",
        "银川市公安局兴庆区分局",
        "2021.03.08-2031.03.08",
        "640104",
        51,
    ),
]


def person(i: int) -> dict:
    name, sex, eth, birth, addr, auth, valid, area, seq = PEOPLE[i]
    return {
        "name": name,
        "sex": sex,
        "ethnicity": eth,
        "birthDate": birth,
        "address": addr,
        "issuingAuthority": auth,
        "validPeriod": valid,
        "idNumber": id_number(area, birth, seq, sex == "男"),
    }


W, H = 243.0, 153.0


def front(pg: Pg, x, y, p, k=1.3, c: DocCtx | None = None):
    pg.box(x, y, x + W * k, y + H * k, 0.8, (0.4, 0.4, 0.4), radius=0.06)
    lab, val = 6.0 * k, 7.2 * k
    grey = (0.3, 0.3, 0.45)

    def at(dx, dy, s, size, color=(0, 0, 0)):
        pg.t(x + dx * k, y + dy * k, s, size, "s", color=color)

    at(14, 24, "姓 名", lab, grey)
    at(40, 24, p["name"], val + 1)
    at(14, 44, "性 别", lab, grey)
    at(40, 44, p["sex"], val)
    at(74, 44, "民 族", lab, grey)
    at(100, 44, p["ethnicity"], val)
    b = p["birthDate"]
    at(14, 63, "出 生", lab, grey)
    at(40, 63, f"{b[:4]} 年 {int(b[5:7])} 月 {int(b[8:])} 日", val)
    at(14, 82, "住 址", lab, grey)
    addr = p["address"]
    for i in range(0, len(addr), 12):
        at(40, 82 + (i // 12) * 12, addr[i : i + 12], val)
    at(14, 136, "公民身份号码", lab, grey)
    at(64, 136, p["idNumber"], val + 1)
    pg.photo(x + 165 * k, y + 18 * k, x + 228 * k, y + 100 * k)
    if c:
        for key in ("name", "sex", "ethnicity", "birthDate", "address", "idNumber"):
            c.f(key, p[key])


def back(pg: Pg, x, y, p, k=1.3, c: DocCtx | None = None):
    pg.box(x, y, x + W * k, y + H * k, 0.8, (0.4, 0.4, 0.4), radius=0.06)
    pg.page.draw_circle((x + 32 * k, y + 34 * k), 20 * k, color=(0.6, 0.3, 0.3), width=1.2)
    pg.t(x + 32 * k, y + 37 * k, "国徽", 6 * k, "s", color=(0.6, 0.3, 0.3), align="c")
    pg.t(x + 72 * k, y + 34 * k, "中华人民共和国", 10 * k, "s")
    pg.t(x + 66 * k, y + 66 * k, "居 民 身 份 证", 14 * k, "s")
    pg.t(x + 40 * k, y + 116 * k, "签发机关", 6 * k, "s", color=(0.3, 0.3, 0.45))
    pg.t(x + 80 * k, y + 116 * k, p["issuingAuthority"], 7.2 * k, "s")
    pg.t(x + 40 * k, y + 136 * k, "有效期限", 6 * k, "s", color=(0.3, 0.3, 0.45))
    pg.t(x + 80 * k, y + 136 * k, p["validPeriod"], 7.2 * k, "s")
    if c:
        c.f("issuingAuthority", p["issuingAuthority"])
        c.f("validPeriod", p["validPeriod"])


def _overlay(pg: Pg, x, y, text, k=1.3):
    pg.t(x + 20 * k, y + 95 * k, text, 11 * k, "s", color=(0.25, 0.35, 0.75))


def id_one_page(c: DocCtx, i: int, overlay: str = "", caption: str = ""):
    p = person(i)
    pg = c.page()
    if caption:
        pg.t(80, 90, caption, 11)
    front(pg, 140, 130, p, c=c)
    back(pg, 140, 400, p, c=c)
    if overlay:
        _overlay(pg, 140, 130, overlay)
        _overlay(pg, 140, 400, overlay)
    return "id_card"


def id_two_pages(c: DocCtx, i: int, k: float = 1.6):
    p = person(i)
    pg = c.page()
    pg.t(60, 60, "身份证正面", 9, color=(0.5, 0.5, 0.5))
    front(pg, 105, 120, p, k=k, c=c)
    pg2 = c.page()
    pg2.t(60, 60, "身份证反面", 9, color=(0.5, 0.5, 0.5))
    back(pg2, 105, 120, p, k=k, c=c)
    return "id_card"


def id_side_by_side(c: DocCtx, i: int, overlay: str):
    """Landscape page with both sides next to each other and a usage note over both."""
    p = person(i)
    pg = c.page((842, 595))
    front(pg, 60, 150, p, c=c)
    back(pg, 440, 150, p, c=c)
    pg.t(421, 420, overlay, 16, color=(0.25, 0.35, 0.75), align="c")
    pg.t(421, 450, "复印件与原件一致    经办人：", 10, align="c")
    return "id_card"


def id_rotated(c: DocCtx, i: int):
    """Both sides drawn on a scratch page, then placed on the page as one image turned by 90 degrees."""
    p = person(i)
    tmp = pymupdf.open()
    tpg = Pg(tmp.new_page(width=W * 1.3 + 20, height=H * 2.6 + 40), "s")
    front(tpg, 10, 10, p)
    back(tpg, 10, H * 1.3 + 30, p)
    png = rotated_snapshot(tmp[0], tmp[0].rect)
    pg = c.page()
    pg.image_only = True
    rw, rh = tmp[0].rect.height, tmp[0].rect.width
    pg.page.insert_image(pymupdf.Rect(100, 200, 100 + rw, 200 + rh), stream=png)
    pg.texts.extend(tpg.texts)
    pg.t(60, 120, "附件：法定代表人身份证复印件", 12)
    for key in (
        "name",
        "sex",
        "ethnicity",
        "birthDate",
        "address",
        "idNumber",
        "issuingAuthority",
        "validPeriod",
    ):
        c.f(key, p[key])
    return "id_card"
