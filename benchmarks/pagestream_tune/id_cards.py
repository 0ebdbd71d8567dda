"""ID card generators for make_streams.py."""

from __future__ import annotations

import datetime as dt
from random import Random

from common import A4, BLACK, BLUE, CJK, GRAY, HEBO, HELV, MM, RED, id_check
from drawing import Stream, wrap
from texts import ID_PEOPLE


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
