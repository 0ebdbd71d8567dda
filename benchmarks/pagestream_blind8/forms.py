"""Generic `other` documents: business forms, letters, minutes, certificates, envelopes, separators."""

from __future__ import annotations

from core import BLACK, GREY, NAVY, RED, Canvas


def letterhead(c: Canvas, company, sub="", color=NAVY, font="helv", y=46, align="l"):
    x = 60 if align == "l" else c.w / 2
    c.text(x, y, company, 14, color=color, bold=True, font=font, align=align)
    if sub:
        c.text(x, y + 15, sub, 7.5, color=GREY, font=font, align=align)
    c.line(60, y + 22, c.w - 60, y + 22, 1.2, color)
    return y + 44


def biz_form(
    st,
    *,
    title,
    meta,
    table=None,
    after=(),
    size="a4",
    scan=None,
    company=None,
    company_sub="",
    spaced=False,
    meta_cols=2,
    sign=(),
    seal=None,
    font="helv",
    color=NAVY,
    footer=None,
    begin=True,
    row_h=17.0,
    note_box=None,
):
    """Title + key/value header + item table + notes + sign-off labels; returns nothing (doc_type other)."""
    if begin:
        st.begin("other")
    with st.page(size, scan=scan) as c:
        m = 50 if c.w < 500 else 60
        y = 50.0
        if company:
            y = letterhead(c, company, company_sub, color, font)
        if spaced:
            c.spaced(c.w / 2, y + 8, title, 17, font=font)
        else:
            c.text(c.w / 2, y + 8, title, 16, align="c", bold=True, font=font)
        y += 36
        colw = (c.w - 2 * m) / meta_cols
        for i, (lab, val) in enumerate(meta):
            cx = m + (i % meta_cols) * colw
            c.text(cx, y + (i // meta_cols) * 16, f"{lab}{val}", 9, font=font)
        y += ((len(meta) + meta_cols - 1) // meta_cols) * 16 + 6
        if table:
            widths, rows, aligns = table
            scale = (c.w - 2 * m) / sum(widths)
            y = c.table(m, y, [w * scale for w in widths], rows, row_h, 8.5, aligns=aligns, color=BLACK) + 14
        for ln in after:
            y = c.para(m, y, c.w - 2 * m, ln, 9, font=font) + 2
        if note_box:
            c.rect(m, y, c.w - m, y + 40, 0.5, GREY)
            c.para(m + 6, y + 14, c.w - 2 * m - 12, note_box, 8.5, font=font)
            y += 50
        y += 20
        if sign:
            colw = (c.w - 2 * m) / len(sign)
            for i, s in enumerate(sign):
                c.text(m + i * colw, y, s, 9, font=font)
        if seal:
            c.seal(c.w - m - 90, y - 10, 36, seal, star=True)
        if footer:
            c.text(c.w / 2, c.h - 30, footer, 7.5, align="c", color=GREY, font=font)
        if y > c.h - 30:
            raise ValueError(f"{st.name}: form '{title}' overflows ({y:.0f})")


def letter(
    st,
    *,
    company,
    sub,
    to_lines,
    date_text,
    subject,
    body,
    closing,
    signer,
    size="a4",
    scan=None,
    font="helv",
    cjk=False,
    ref="",
    color=NAVY,
    seal=None,
    cc="",
):
    st.begin("other")
    with st.page(size, scan=scan) as c:
        y = letterhead(c, company, sub, color, font)
        m = 60
        if cjk:
            if ref:
                c.text(c.w - m, y, ref, 9, align="r")
                y += 22
            c.text(c.w / 2, y + 6, subject, 15, align="c", bold=True)
            y += 34
            for ln in to_lines:
                c.text(m, y, ln, 10)
                y += 18
            for p in body:
                y = c.para(m, y, c.w - 2 * m, p, 10, indent=20) + 4
            y += 10
            c.text(m + 20, y, closing, 10)
            y += 40
            for ln in signer:
                c.text(c.w - m, y, ln, 10, align="r")
                y += 18
            c.text(c.w - m, y, date_text, 10, align="r")
            if seal:
                c.seal(c.w - m - 60, y - 30, 38, seal, star=True)
        else:
            c.text(m, y, date_text, 10, font=font)
            y += 24
            if ref:
                c.text(m, y, ref, 9, font=font)
                y += 20
            for ln in to_lines:
                c.text(m, y, ln, 10, font=font)
                y += 13
            y += 14
            c.text(m, y, subject, 10, bold=True, font=font)
            y += 22
            for p in body:
                y = c.para(m, y, c.w - 2 * m, p, 10, font=font) + 6
            y += 6
            c.text(m, y, closing, 10, font=font)
            c.signature(m + 10, y + 36, 80, seed=len(signer[0]))
            y += 56
            for ln in signer:
                c.text(m, y, ln, 10, font=font)
                y += 13
            if cc:
                c.text(m, y + 16, cc, 8.5, font=font, color=GREY)
        if y > c.h - 40:
            raise ValueError(f"{st.name}: letter overflows")


def minutes(st, *, title, meta, items, size="a4", scan=None, font="helv", sign=(), cjk=False):
    st.begin("other")
    with st.page(size, scan=scan) as c:
        m = 64
        c.text(c.w / 2, 72, title, 15, align="c", bold=True, font=font)
        y = 104.0
        for lab, val in meta:
            c.text(m, y, f"{lab}{val}", 9.5, font=font)
            y += 16
        c.line(m, y - 4, c.w - m, y - 4, 0.5, GREY)
        y += 12
        for head, paras in items:
            c.text(m, y, head, 10, bold=True, font=font)
            y += 17
            for p in paras:
                y = (
                    c.para(
                        m + (0 if cjk else 12),
                        y,
                        c.w - 2 * m - 12,
                        p,
                        9.5,
                        font=font,
                        indent=19 if cjk else 0,
                    )
                    + 3
                )
            y += 6
        y += 10
        for s in sign:
            c.text(m, y, s, 9.5, font=font)
            y += 16
        if y > c.h - 40:
            raise ValueError(f"{st.name}: minutes overflow ({y:.0f})")


def certificate(
    st,
    *,
    title,
    sub,
    rows,
    size="a4l",
    scan=None,
    issuer="",
    date_text="",
    seal=None,
    color=RED,
    font="helv",
    cjk=True,
    qr_seed=0,
):
    st.begin("other")
    with st.page(size, scan=scan) as c:
        c.rect(24, 24, c.w - 24, c.h - 24, 3, color)
        c.rect(32, 32, c.w - 32, c.h - 32, 0.8, color)
        if cjk:
            c.spaced(c.w / 2, 96, title, 30, gap=16, color=BLACK)
        else:
            c.text(c.w / 2, 96, title, 24, align="c", bold=True, font="tiro")
        if sub:
            c.text(c.w / 2, 122, sub, 10, align="c", font=font)
        if qr_seed:
            c.qr(c.w - 140, 60, 64, qr_seed)
        y = 160.0
        for lab, val in rows:
            c.text(110, y, lab, 10.5, font=font, color=GREY if cjk else BLACK)
            for i, ln in enumerate(str(val).split("\n")):
                c.text(230, y + i * 15, ln, 10.5, font=font)
            y += 15 * (str(val).count("\n") + 1) + 10
        if issuer:
            c.text(c.w - 120, c.h - 100, issuer, 11, align="c", font=font)
            c.text(c.w - 120, c.h - 80, date_text, 10, align="c", font=font)
            if seal:
                c.seal(c.w - 120, c.h - 100, 44, seal, star=True)


def envelope(st, *, sender, to_lines, postcode="", scan=None, cjk=True, stamp=""):
    st.begin("other")
    with st.page("dl", scan=scan) as c:
        if cjk and postcode:
            for i, ch in enumerate(postcode):
                c.rect(30 + i * 22, 24, 48 + i * 22, 44, 0.8, RED)
                c.text(39 + i * 22, 39, ch, 12, align="c")
        c.rect(c.w - 90, 22, c.w - 30, 92, 0.8, RED)
        c.text(c.w - 60, 60, stamp or ("贴邮票处" if cjk else "STAMP"), 8, align="c", color=RED)
        y = 130.0
        for ln in to_lines:
            c.text(160 if cjk else 250, y, ln, 13 if cjk else 11)
            y += 24 if cjk else 16
        for i, ln in enumerate(sender):
            c.text(
                c.w - 40 if cjk else 36,
                c.h - 60 + i * 14 if cjk else 40 + i * 12,
                ln,
                8.5 if cjk else 8,
                align="r" if cjk else "l",
                color=GREY,
            )
        if cjk:
            c.text(c.w - 40, c.h - 24, "邮政编码：" + postcode, 8.5, align="r", color=GREY)


def separator(st, *, label, sub="", barcode_seed=0, scan=None, cjk=True):
    """Printed batch separator / patch sheet (its own `other` document)."""
    st.begin("other")
    with st.page("a4", scan=scan) as c:
        c.rect(60, 60, c.w - 60, c.h - 60, 2, BLACK)
        c.text(c.w / 2, 300, label, 28 if cjk else 26, align="c", bold=True)
        if sub:
            c.text(c.w / 2, 340, sub, 11, align="c", color=GREY)
        if barcode_seed:
            c.barcode(c.w / 2 - 120, 420, 240, 60, barcode_seed)
        for k in range(4):
            c.rect(80 + k * 120, 700, 140 + k * 120, 730, 0, None, fill=BLACK)


def blank(st, *, scan=None, size="a4", faint=""):
    """A blank (back-side) page; belongs to the document before it, so no new segment."""
    with st.page(size, scan=scan) as c:
        if faint:
            c.text(c.w / 2, c.h - 40, faint, 7, align="c", color=(0.8, 0.8, 0.8))
