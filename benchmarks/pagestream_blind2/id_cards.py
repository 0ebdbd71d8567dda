"""Photocopies of the mainland resident ID card: front and back on one A4 page or on two pages."""

from __future__ import annotations

import datetime as dt
import math

from docs import A4, Ctx, DocOut, iso
from drawing import GREY, INK_BLUE, MM, RED, Sheet, wrap_lines
from pools import ETHNIC_NAMES, ID_REGIONS, id_address
from texts import add_years, id_number

CARD_W, CARD_H = 85.6, 54.0
LABEL = (0.25, 0.45, 0.7)


def _card_frame(sheet: Sheet, x: float, y: float, scale: float, tone: float) -> None:
    shade = (tone, tone, tone)
    sheet.rect(
        x - 1.2, y - 1.2, x + CARD_W * scale + 1.2, y + CARD_H * scale + 1.2, 0, None, (0.72, 0.72, 0.72)
    )
    sheet.rect(x, y, x + CARD_W * scale, y + CARD_H * scale, 0.4, GREY, shade, radius=0.06)
    for k in range(5):
        points = []
        for i in range(41):
            px = x + CARD_W * scale * i / 40
            py = y + (10 + k * 9) * scale + 2.2 * scale * math.sin(i / 3.2 + k)
            points.append((px * MM, py * MM))
        sheet.page.draw_polyline(points, color=(tone - 0.08,) * 3, width=0.3)


def draw_front(sheet: Sheet, x: float, y: float, s: float, person: dict, tone: float = 0.93) -> None:
    _card_frame(sheet, x, y, s, tone)

    def at(dx, dy):
        return x + dx * s, y + dy * s

    sheet.text(*at(6, 10), "姓名", 7.5 * s, color=LABEL)
    sheet.text(*at(16, 10), person["name"], 10.5 * s, bold=True)
    sheet.text(*at(6, 17), "性别", 7.5 * s, color=LABEL)
    sheet.text(*at(16, 17), person["sex"], 9.5 * s)
    sheet.text(*at(26, 17), "民族", 7.5 * s, color=LABEL)
    sheet.text(*at(36, 17), person["ethnicity"], 9.5 * s)
    sheet.text(*at(6, 24), "出生", 7.5 * s, color=LABEL)
    birth = person["birth"]
    sheet.text(*at(16, 24), f"{birth.year}  年  {birth.month}  月  {birth.day}  日", 9.5 * s)
    sheet.text(*at(6, 31), "住址", 7.5 * s, color=LABEL)
    for i, line in enumerate(wrap_lines(person["address"], 39 * s, 9.2 * s, "cjk")):
        sheet.text(*at(16, 31 + i * 4.6), line, 9.2 * s)
    sheet.text(*at(6, 48.5), "公民身份号码", 7.5 * s, color=LABEL)
    sheet.text(*at(31, 48.5), person["id"], 11 * s, "dvsb")
    px0, py0 = at(58, 7)
    px1, py1 = at(80, 36)
    sheet.rect(px0, py0, px1, py1, 0, None, (0.8, 0.8, 0.82))
    cx = (px0 + px1) / 2
    sheet.ellipse(cx, py0 + 10 * s, 5 * s, 6.5 * s, 0, None, (0.55, 0.55, 0.58))
    sheet.ellipse(cx, py1 + 1 * s, 10 * s, 8 * s, 0, None, (0.55, 0.55, 0.58))
    sheet.rect(px0, py1, px1, py1 + 10 * s, 0, None, (tone, tone, tone))


def draw_back(sheet: Sheet, x: float, y: float, s: float, person: dict, tone: float = 0.93) -> None:
    _card_frame(sheet, x, y, s, tone)

    def at(dx, dy):
        return x + dx * s, y + dy * s

    ex, ey = at(14, 14)
    sheet.ellipse(ex, ey, 8.5 * s, 8.5 * s, 0.8, (0.75, 0.2, 0.15), (0.92, 0.75, 0.3))
    sheet.star(ex, ey - 2 * s, 3 * s, RED)
    for k in range(4):
        sheet.star(ex - 4.5 * s + k * 3 * s, ey + 3.2 * s + (k in (0, 3)) * -1.2 * s, 0.9 * s, RED)
    sheet.text(*at(53, 15), "中华人民共和国", 12 * s, bold=True, align="c")
    sheet.text(*at(53, 28), "居民身份证", 17 * s, bold=True, align="c")
    sheet.text(*at(14, 42), "签发机关", 7.5 * s, color=LABEL)
    sheet.text(*at(29, 42), person["authority"], 9.5 * s)
    sheet.text(*at(14, 49), "有效期限", 7.5 * s, color=LABEL)
    sheet.text(*at(29, 49), person["valid"], 9.5 * s)


def make_person(ctx: Ctx, region_index: int | None = None) -> dict:
    rng, pools = ctx.rng, ctx.pools
    region = ID_REGIONS[rng.randrange(len(ID_REGIONS)) if region_index is None else region_index]
    ethnicity = rng.choice(region.ethnicities)
    male = rng.random() < 0.5
    if ethnicity in ETHNIC_NAMES:
        name = rng.choice([n for n in ETHNIC_NAMES[ethnicity] if n not in pools.used])
        pools.used[name] = True
        male = name in ("艾力·吐尔逊", "努尔兰·别克", "巴特尔", "额尔敦")
    else:
        name = pools.person().name
    birth = ctx.date((1958, 1, 1), (2004, 12, 31))
    issued = ctx.date((2008, 1, 1), (2023, 12, 31))
    age = (issued - birth).days // 365
    if age < 16:
        issued = add_years(birth, 16)
        age = 16
    years = 10 if age < 26 else 20 if age < 46 else 0
    while years and add_years(issued, years) < dt.date(2024, 12, 31):
        issued = add_years(issued, years)
        age = (issued - birth).days // 365
        years = 10 if age < 26 else 20 if age < 46 else 0
    end = add_years(issued, years).strftime("%Y.%m.%d") if years else "长期"
    return {
        "name": name,
        "sex": "男" if male else "女",
        "ethnicity": ethnicity,
        "birth": birth,
        "address": id_address(pools, region),
        "id": id_number(region.region, birth, male, rng),
        "authority": region.authority,
        "valid": f"{issued:%Y.%m.%d}-{end}",
    }


def id_copy(
    ctx: Ctx,
    two_pages: bool = False,
    scale: float = 1.0,
    note: str | None = None,
    header: str | None = None,
    region_index: int | None = None,
) -> DocOut:
    """An A4 photocopy of one ID card; two_pages puts the back (国徽面) on its own page."""
    rng = ctx.rng
    person = make_person(ctx, region_index)
    tone = rng.choice([0.9, 0.93, 0.96])
    first = ctx.sheet(A4)
    sheets = [first]
    width = CARD_W * scale
    x = (210 - width) / 2 + rng.uniform(-8, 8)
    y = 40.0 + rng.uniform(-6, 10)
    if header:
        first.text(105, 24, header, 13, bold=True, align="c")
    draw_front(first, x, y, scale, person, tone)
    if two_pages:
        first.text(x, y + CARD_H * scale + 8, "（正面）", 9, color=GREY)
        back_sheet = ctx.sheet(A4)
        sheets.append(back_sheet)
        if header:
            back_sheet.text(105, 24, header, 13, bold=True, align="c")
        by = y + rng.uniform(-5, 15)
        draw_back(back_sheet, x + rng.uniform(-4, 4), by, scale, person, tone)
        back_sheet.text(x, by + CARD_H * scale + 8, "（反面）", 9, color=GREY)
        note_sheet, note_y = back_sheet, by + CARD_H * scale + 20
    else:
        by = y + CARD_H * scale + 22
        draw_back(first, x + rng.uniform(-3, 3), by, scale, person, tone)
        note_sheet, note_y = first, by + CARD_H * scale + 18
    if note:
        note_sheet.text(x + 10, note_y, note, 11, color=INK_BLUE, angle=rng.uniform(-6, 6))
        note_sheet.signature(x + 60, note_y + 9, rng)
    out = DocOut("id_card", "身份证复印件" + ("（正反两页）" if two_pages else ""), sheets)
    out.add("name", person["name"])
    out.add("idNumber", person["id"])
    out.add("address", person["address"])
    out.add("issuingAuthority", person["authority"])
    out.add("validPeriod", person["valid"])
    out.add("sex", person["sex"])
    out.add("ethnicity", person["ethnicity"])
    out.add("birthDate", iso(person["birth"]))
    return out
