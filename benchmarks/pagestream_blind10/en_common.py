"""Shared English layout pieces: letterheads, address blocks, totals boxes."""

from fmt import dec, money
from pdfkit import BLACK, GREY, Pg, tlen


def lh_logo(pg: Pg, name, lines, color, initials, fld=None, x=50, y=48, f="hebo"):
    """Square logo with initials, name to the right, address lines under it."""
    pg.rect(x, y - 8, x + 34, y + 26, 0, None, fill=color)
    pg.t(x + 17, y + 15, initials, "hebo", 13, (1, 1, 1), al="c")
    pg.t(x + 44, y + 6, name, f, 14, color, fld=fld)
    yy = y + 20
    for ln in lines:
        pg.t(x + 44, yy, ln, "helv", 8, GREY)
        yy += 10
    return yy


def lh_band(pg: Pg, name, lines, color, fld=None, h=70):
    """Full-width coloured band with the company name in white."""
    pg.rect(0, 0, pg.w, h, 0, None, fill=color)
    pg.t(40, h / 2 + 2, name, "hebo", 17, (1, 1, 1), fld=fld)
    yy = 20
    for ln in lines:
        pg.t(pg.w - 40, yy, ln, "helv", 8, (1, 1, 1), al="r")
        yy += 10
    return h + 16


def lh_center(pg: Pg, name, lines, fld=None, f="tibo", sz=18, c=BLACK, y=52):
    """Classic centred letterhead with a double rule."""
    pg.t(pg.w / 2, y, name, f, sz, c, al="c", fld=fld)
    yy = y + 15
    for ln in lines:
        pg.t(pg.w / 2, yy, ln, "tiro", 8.5, GREY, al="c")
        yy += 10.5
    pg.line(50, yy - 3, pg.w - 50, yy - 3, 1.2, c)
    pg.line(50, yy, pg.w - 50, yy, 0.4, c)
    return yy + 14


def lh_right(pg: Pg, name, lines, fld=None, c=BLACK, y=50):
    """Name and address stacked at the right margin."""
    pg.t(pg.w - 50, y, name, "hebo", 12.5, c, al="r", fld=fld)
    yy = y + 13
    for ln in lines:
        pg.t(pg.w - 50, yy, ln, "helv", 8, GREY, al="r")
        yy += 10
    return yy + 6


def addr(pg: Pg, x, y, label, name, lines, fld=None, lsz=8, sz=9.5, lab_above=True, lc=GREY, bold=True):
    """Address block: label (above or left) then name then lines; returns y below."""
    if lab_above:
        pg.t(x, y, label, "hebo", lsz, lc)
        y += sz + 4
        nx = x
    else:
        nx = x + tlen(label, "hebo", lsz) + 6
        pg.t(x, y, label, "hebo", lsz, lc)
    pg.t(nx, y, name, "hebo" if bold else "helv", sz, fld=fld)
    y += sz + 3
    for ln in lines:
        pg.t(nx, y, ln, "helv", sz - 1)
        y += sz + 1.5
    return y


def meta(pg: Pg, x, y, rows, lw=80, sz=9, gap=13, box=False, w=200):
    """Label/value rows; rows are (label, value, fld). Returns y below."""
    if box:
        pg.rect(x - 6, y - sz - 5, x + w, y + gap * (len(rows) - 1) + 7, 0.6)
    for lab, val, fld in rows:
        pg.t(x, y, lab, "hebo", sz)
        pg.t(x + lw, y, val, "helv", sz, fld=fld)
        y += gap
    return y


def meta_cells(pg: Pg, x, y, rows, widths=(90, 110), sz=8.5, rh=17, fill=(0.92, 0.93, 0.95)):
    """Label/value pairs in ruled cells (label cell shaded)."""
    for lab, val, fld in rows:
        pg.rect(x, y, x + widths[0], y + rh, 0.5, fill=fill)
        pg.rect(x + widths[0], y, x + sum(widths), y + rh, 0.5)
        pg.t(x + 4, y + rh / 2 + 3, lab, "hebo", sz)
        pg.t(x + widths[0] + 4, y + rh / 2 + 3, val, "helv", sz, fld=fld)
        y += rh
    return y


def items(pg: Pg, x, y, cols, head, rows, al, sz=8.5, rh=16, hfill=(0.85, 0.88, 0.92), grid=True, zebra=None):
    if zebra:
        for i in range(len(rows)):
            if i % 2:
                pg.rect(x, y + rh * (i + 1), x + sum(cols), y + rh * (i + 2), 0, None, fill=zebra)
    return pg.table(x, y, cols, rows, "helv", sz, rh, al=al, head=head, hfill=hfill, grid=grid, hf="hebo")


def totals(
    pg: Pg, xr, y, rows, lw=120, vw=80, sz=9, rh=16, box=True, bold_last=True, fill=(0.93, 0.93, 0.93)
):
    """Right-aligned totals box; rows are (label, amount_text, fld). Returns y below."""
    x0 = xr - lw - vw
    for i, (lab, val, fld) in enumerate(rows):
        last = i == len(rows) - 1
        if box:
            pg.rect(x0, y, xr, y + rh, 0.5, fill=fill if last else None)
        f = "hebo" if last and bold_last else "helv"
        pg.t(x0 + 4, y + rh / 2 + 3.2, lab, f, sz)
        pg.t(xr - 4, y + rh / 2 + 3.2, val, f, sz, al="r", fld=fld)
        y += rh
    return y


def priced(lines):
    """(desc, qty, unit_price) -> rows with amount and the net sum."""
    out, net = [], dec(0)
    for desc, qty, price in lines:
        amt = dec(dec(qty) * dec(price))
        out.append((desc, qty, dec(price), amt))
        net += amt
    return out, net


def m(v):
    return money(v, "comma")
