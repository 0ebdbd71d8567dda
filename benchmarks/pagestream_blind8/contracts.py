"""Generic multi-page agreement renderer used for Chinese and English contracts.

A spec holds a title, an optional number, and explicit page contents so page counts are fixed:
  ("h", text)                       bold heading
  ("p", text[, fields])             wrapped paragraph; fields = [(field, value), ...]
  ("kv", label, value[, field])     "label value" line
  ("table", widths, rows, aligns)   grid table
  ("gap", points) / ("center", text, size)
  ("sign", parties, date_text, date_field)   two-column signature block; parties = [(label, name, seal), ...]
"""

from __future__ import annotations

from core import BLACK, GREY, NAVY, RED, Canvas


class LayoutOverflowError(Exception):
    pass


def _latin_font(spec) -> str:
    return spec.get("font", "tiro" if spec.get("lang") == "en" else "helv")


def _title(c: Canvas, spec, y):
    t = spec["title"]
    size = spec.get("title_size", 19 if spec.get("lang") != "en" else 15)
    font = _latin_font(spec)
    fld = ("contractTitle", t.replace(" ", "") if spec.get("lang") != "en" else t)
    if spec.get("spaced"):
        c.spaced(c.w / 2, y, t.replace(" ", ""), size, gap=size * 0.55, font=font)
        c.st.field(*fld)
    else:
        c.text(c.w / 2, y, t, size, align="c", bold=True, font=font, fld=fld)
    return y + size * 1.6


def _number(c: Canvas, spec, y):
    num = spec.get("number")
    if not num:
        return y
    label, value, pos = num
    size = 9.5 if spec.get("lang") != "en" else 9
    font = _latin_font(spec)
    if pos == "top_right":
        c.text(c.w - 70, 48, f"{label}{value}", size, align="r", font=font, fld=("contractNumber", value))
        return y
    c.text(
        c.w - 70 if pos == "right" else c.w / 2,
        y,
        f"{label}{value}",
        size,
        align="r" if pos == "right" else "c",
        font=font,
        fld=("contractNumber", value),
    )
    return y + size * 2.2


def _sign(c: Canvas, spec, y, parties, date_text, date_field):
    en = spec.get("lang") == "en"
    font = _latin_font(spec)
    size = 9.5
    cols = (72, c.w / 2 + 12)
    bottom = y
    for i, (label, name, seal) in enumerate(parties):
        x = cols[i % 2]
        yy = y + (i // 2) * 150
        if en:
            rows = [
                label,
                name,
                "",
                "Signature: ____________________",
                f"Name: {seal[1]}",
                f"Title: {seal[2]}",
            ]
        else:
            rows = [f"{label}（盖章）：", name, "", "法定代表人或授权代表（签字）：", ""]
        for j, r in enumerate(rows):
            if r:
                c.text(x, yy + j * 17, r, size, font=font, bold=en and j == 1)
        c.signature(x + (60 if en else 20), yy + (3 * 17 - 4 if en else 4 * 17), 70, seed=len(name) + i)
        dy = yy + len(rows) * 17 + 4
        if date_text:
            lab = "Date: " if en else "日期："
            c.text(x, dy, f"{lab}{date_text}", size, font=font, fld=date_field if date_field else None)
        if seal and not en:
            c.seal(x + 70, yy + 30, 38, seal, center="", star=True)
        elif seal and en and seal[0]:
            c.seal(x + 150, yy + 40, 30, seal[0], star=False, color=(0.15, 0.25, 0.6))
        bottom = max(bottom, dy + 20)
    return bottom


def render(st, spec) -> None:
    """Draw the whole agreement; raises Overflow if a page's content does not fit."""
    st.begin("contract")
    pages = spec["pages"]
    scans = spec.get("scans", {})
    size = spec.get("size", "a4")
    en = spec.get("lang") == "en"
    font = _latin_font(spec)
    bsize = spec.get("body_size", 9.6 if not en else 9.8)
    for pi, items in enumerate(pages):
        with st.page(size, scan=scans.get(pi)) as c:
            margin = spec.get("margin", 68)
            width = c.w - 2 * margin
            y = 78.0
            if spec.get("header"):
                c.text(margin, 40, spec["header"], 7.5, color=GREY, font=font)
                c.line(margin, 45, c.w - margin, 45, 0.4, GREY)
            if pi == 0:
                if spec.get("number") and spec["number"][2] == "above":
                    c.text(
                        c.w - margin,
                        64,
                        spec["number"][0] + spec["number"][1],
                        9,
                        align="r",
                        font=font,
                        fld=("contractNumber", spec["number"][1]),
                    )
                y = _title(c, spec, 92)
                if not spec.get("number") or spec["number"][2] != "above":
                    y = _number(c, spec, y + 4)
                y += 6
            for it in items:
                kind = it[0]
                if kind == "h":
                    y += 4
                    c.text(margin, y, it[1], bsize + 0.4, bold=True, font=font)
                    y += bsize * 1.8
                elif kind == "p":
                    ind = 0 if en else bsize * 2
                    y = c.para(
                        margin,
                        y,
                        width,
                        it[1],
                        bsize,
                        font=font,
                        indent=ind,
                        fld=it[2] if len(it) > 2 else None,
                    )
                    y += bsize * 0.45
                elif kind == "kv":
                    fld = it[3] if len(it) > 3 else None
                    c.text(margin, y, f"{it[1]}{it[2]}", bsize, font=font, fld=fld)
                    y += bsize * 1.75
                elif kind == "table":
                    y = c.table(margin, y, it[1], it[2], 17, bsize - 1.2, aligns=it[3]) + 10
                elif kind == "gap":
                    y += it[1]
                elif kind == "center":
                    c.text(c.w / 2, y, it[1], it[2], align="c", bold=True, font=font)
                    y += it[2] * 1.8
                elif kind == "sign":
                    y = _sign(c, spec, y + 10, it[1], it[2], it[3])
                elif kind == "stamp":  # a party's seal on a page without a signature block
                    c.seal(it[1], it[2], 36, it[3], star=True, color=RED)
            if y > c.h - 50:
                raise LayoutOverflowError(f"{st.name} page {st.page_no}: y={y:.0f}")
            if spec.get("footer"):
                ft = spec["footer"].format(p=pi + 1, n=len(pages))
                c.text(c.w / 2, c.h - 34, ft, 8, align="c", color=GREY, font=font)
            if spec.get("initials"):
                c.text(c.w - margin, c.h - 34, spec["initials"], 8, align="r", color=NAVY, font=font)
            if pi == 0 and spec.get("draft_mark"):
                c.text(margin, 60, spec["draft_mark"], 8, color=BLACK, font=font)
