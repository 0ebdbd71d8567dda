"""Generic western (English-language) invoice template."""

from psfmt import dec2, money, plain
from pslib import A4, GREY

NAVY = (0.12, 0.22, 0.4)


def inv_en(
    d,
    seller,
    seller_lines,
    title,
    no_label,
    no,
    date_label,
    date_str,
    date_iso,
    bill_label,
    buyer,
    buyer_lines,
    items,
    ship=None,
    tax_label=None,
    tax_rate=None,
    cur="USD",
    total_label="TOTAL",
    per_page=99,
    font="helv",
    bold="hebo",
    accent=NAVY,
    fmt=money,
    extra_meta=None,
    footer=None,
    cjk_labels=None,
):
    """Generic western invoice. items: (desc, qty, unit_price). Returns total."""
    rows_all = [(desc, q, dec2(p), dec2(dec2(q) * dec2(p))) for desc, q, p in items]
    sub = sum((r[3] for r in rows_all), dec2(0))
    tax = dec2(sub * dec2(tax_rate)) if tax_rate is not None else None
    total = sub + (tax or dec2(0))
    chunks = [rows_all[i : i + per_page] for i in range(0, len(rows_all), per_page)]
    for ci, ch in enumerate(chunks):
        pg = d.new_page(A4)
        pg.rect(0, 0, 595, 8, 0, None, fill=accent)
        pg.t(50, 55, seller, 15, font=bold, color=accent)
        for k, ln in enumerate(seller_lines):
            pg.t(50, 72 + k * 12, ln, 8.5, font=font, color=GREY)
        pg.t(545, 55, title, 19, font=bold, align="r")
        if cjk_labels:
            pg.t(545, 75, cjk_labels.get("title", ""), 11, align="r")
        pg.t(545, 95, f"{no_label} {no}", 9.5, font=font, align="r")
        pg.t(545, 109, f"{date_label} {date_str}", 9.5, font=font, align="r")
        y = 120
        if extra_meta:
            for k, ln in enumerate(extra_meta):
                pg.t(545, 123 + k * 14, ln, 9.5, font=font, align="r")
            y = 120 + 14 * len(extra_meta)
        if ci == 0:
            d.f("sellerName", seller)
            d.f("invoiceNumber", no)
            d.f("date", date_iso)
            pg.t(50, y + 25, bill_label, 9, font=bold, color=accent)
            pg.t(50, y + 40, buyer, 10, font=font if buyer.isascii() else "zh")
            d.f("buyerName", buyer)
            for k, ln in enumerate(buyer_lines):
                pg.t(50, y + 53 + k * 12, ln, 9, font=font if ln.isascii() else "zh")
            if ship:
                pg.t(320, y + 25, ship[0], 9, font=bold, color=accent)
                for k, ln in enumerate(ship[1:]):
                    pg.t(320, y + 40 + k * 13, ln, 9.5 if k == 0 else 9, font=font)
            ty = y + 110
        else:
            pg.t(50, y + 25, f"{no} (continued)", 9, font=font, color=GREY)
            ty = y + 45
        hdr = ["#", "Description", "Qty", "Unit Price", f"Amount ({cur})"]
        if cjk_labels:
            hdr = cjk_labels["hdr"]
        rows = [hdr]
        base = sum(len(c) for c in chunks[:ci])
        for k, (desc, q, p, a) in enumerate(ch, base + 1):
            rows.append([str(k), desc, f"{q:,}" if isinstance(q, int) else str(q), fmt(p), fmt(a)])
        yb = pg.table(
            50,
            ty,
            [28, 257, 50, 75, 85],
            rows,
            size=8.8,
            rh=19,
            font=font,
            bold_font=bold,
            aligns=["c", "l", "r", "r", "r"],
            hfill=(0.9, 0.92, 0.95),
            grid=False,
        )
        pg.line(50, ty + 19, 545, ty + 19, 0.6)
        pg.line(50, yb, 545, yb, 0.6)
        if ci == len(chunks) - 1:
            lines = [("Subtotal", fmt(sub))]
            if tax is not None:
                lines.append((tax_label, fmt(tax)))
            lines.append((total_label, f"{cur} {fmt(total)}"))
            for k, (a, b) in enumerate(lines):
                f = bold if k == len(lines) - 1 else font
                pg.t(
                    440,
                    yb + 22 + k * 17,
                    a,
                    10 if k == len(lines) - 1 else 9.5,
                    font=f if a.isascii() else "zh",
                    align="r",
                )
                pg.t(545, yb + 22 + k * 17, b, 10 if k == len(lines) - 1 else 9.5, font=f, align="r")
            if tax is not None:
                d.f("taxAmount", plain(tax))
            d.f("totalAmount", plain(total))
            if footer:
                yy = yb + 40 + 17 * len(lines)
                for ln in footer:
                    pg.t(50, yy, ln, 8.8, font=font if ln.isascii() else "zh")
                    yy += 13
        else:
            pg.t(545, yb + 18, "Continued on next page", 8.5, font=font, color=GREY, align="r")
        if len(chunks) > 1:
            pg.t(297, 815, f"Page {ci + 1} of {len(chunks)}", 8, font=font, color=GREY, align="c")
    return total
