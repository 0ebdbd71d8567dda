"""English-language invoices: US (Bill To / Remit To, multi-page), UK VAT, Japanese-style, hotel folio."""

from decimal import Decimal

from kit import A4W, BLACK, GREY, LETTER, RED
from kit_values import dec, dfmt, money

NAVY = (0.1, 0.2, 0.42)


def _mul(q, p):
    return dec(Decimal(str(q)) * Decimal(str(p)))


# --------------------------------------------------------------------------
def us_invoice(st, d, scan=None):
    """d: seller, seller_addr(list), no, date, due, terms, po, bill_to(list), ship_to(list),
    items(desc, qty, price), tax_rate, shipping, remit(list), split (rows on page 1 if multi-page)."""
    fld = st.fld
    font, bold = d.get("font", ("lsans", "lsansb"))
    items = d["items"]
    sub = sum((_mul(q, p) for _, q, p in items), dec(0))
    tax = dec(sub * Decimal(str(d["tax_rate"])))
    total = sub + tax + dec(d.get("shipping", 0))
    split = d.get("split", len(items))
    pages = [items[:split]] + ([items[split:]] if split < len(items) else [])
    pw, ph = LETTER
    for pi, chunk in enumerate(pages):
        c = st.page(pw, ph, scan=scan)
        x0, x1 = 50, pw - 50
        if pi == 0:
            c.rect(x0, 40, x0 + 36, 76, None, fill=NAVY)
            c.text(x0 + 18, 65, d["seller"][0], 22, bold, (1, 1, 1), align="c")
            c.text(x0 + 46, 56, fld("sellerName", d["seller"]), 15, bold, NAVY)
            y = 70
            for ln in d["seller_addr"]:
                c.text(x0 + 46, y, ln, 8.5, font, GREY)
                y += 11
            c.text(x1, 62, "INVOICE", 26, bold, NAVY, align="r")
            rows = [
                ["INVOICE #", "DATE", "DUE DATE", "TERMS"],
                [
                    fld("invoiceNumber", d["no"]),
                    fld("date", d["date"].isoformat(), dfmt(d["date"], "us")),
                    dfmt(d["due"], "us"),
                    d["terms"],
                ],
            ]
            c.table(
                x1 - 310,
                86,
                [100, 72, 72, 66],
                rows,
                rowh=17,
                size=8.5,
                font=font,
                aligns=["c"] * 4,
                head_fill=(0.86, 0.89, 0.95),
                heads=1,
                line_color=(0.6, 0.65, 0.75),
            )
            y = 150
            for (lab, lines), xx in ((("BILL TO", d["bill_to"]), x0), (("SHIP TO", d["ship_to"]), x0 + 260)):
                c.rect(xx, y, xx + 220, y + 15, None, fill=NAVY)
                c.text(xx + 5, y + 11, lab, 8.5, bold, (1, 1, 1))
                yy = y + 30
                for i, ln in enumerate(lines):
                    c.text(
                        xx + 5, yy, fld("buyerName", ln) if (i == 0 and lab == "BILL TO") else ln, 9.5, font
                    )
                    yy += 13
            c.text(x0, 252, "P.O. Number: " + d["po"], 9, font)
            c.text(x0 + 260, 252, "Sales Rep: " + d["rep"], 9, font)
            ty = 268
        else:
            c.text(x0, 56, d["seller"], 12, bold, NAVY)
            c.text(x1, 56, "INVOICE (continued)", 13, bold, NAVY, align="r")
            c.text(
                x1, 72, "Invoice # {}   Date {}".format(d["no"], dfmt(d["date"], "us")), 9, font, align="r"
            )
            ty = 96
        rows = [["ITEM", "DESCRIPTION", "QTY", "UNIT PRICE", "AMOUNT"]]
        start = 0 if pi == 0 else split
        for i, (desc, q, p) in enumerate(chunk, start + 1):
            rows.append([f"{i:03d}", desc, str(q), money(p), money(_mul(q, p))])
        ty = c.table(
            x0,
            ty,
            [40, 260, 45, 80, x1 - x0 - 425],
            rows,
            rowh=19,
            size=8.5,
            font=font,
            aligns=["c", "l", "r", "r", "r"],
            head_fill=(0.86, 0.89, 0.95),
            heads=1,
            line_color=(0.7, 0.72, 0.78),
        )
        if pi < len(pages) - 1:
            c.text(x1, ty + 18, "Continued on next page", 8.5, font, GREY, align="r")
        else:
            yy = ty + 22
            lines = [
                ("Subtotal", "$" + money(sub)),
                (
                    "Sales Tax ({}%)".format(d["tax_label"]),
                    "$" + fld("taxAmount", money(tax, False), money(tax)),
                ),
            ]
            if d.get("shipping"):
                lines.append(("Shipping & Handling", "$" + money(d["shipping"])))
            lines.append(("TOTAL DUE", "$" + fld("totalAmount", money(total, False), money(total))))
            for lab, val in lines:
                b = lab == "TOTAL DUE"
                c.text(x1 - 150, yy, lab, 9.5 if not b else 11, bold if b else font)
                c.text(x1, yy, val, 9.5 if not b else 11, bold if b else font, align="r")
                yy += 17
            c.line(x1 - 150, yy - 30, x1, yy - 30, GREY, 0.5)
            yy += 16
            c.text(x0, yy, "REMIT TO", 9, bold, NAVY)
            yy += 14
            for ln in d["remit"]:
                c.text(x0, yy, ln, 9, font)
                yy += 12
            c.text(
                x0,
                yy + 14,
                "Please include the invoice number with your payment. A 1.5% monthly finance charge "
                "applies to balances past due.",
                8,
                font,
                GREY,
            )
            c.text(
                pw / 2,
                ph - 50,
                "Thank you for your business!",
                10,
                d.get("italic", "lserifi"),
                NAVY,
                align="c",
            )
        if len(pages) > 1:
            c.text(x1, ph - 30, f"Page {pi + 1:d} of {len(pages):d}", 8, font, GREY, align="r")
    return c


# --------------------------------------------------------------------------
def uk_vat(st, d, scan=None):
    """Value on the line below its label ('Invoice to:'); dd/mm/yyyy; Net / VAT @ 20% / Total due in GBP."""
    fld = st.fld
    font, bold = "lserif", "lserifb"
    c = st.page(scan=scan)
    x0, x1 = 60, A4W - 60
    c.text(x1, 70, fld("sellerName", d["seller"]), 17, bold, (0.15, 0.3, 0.2), align="r")
    y = 86
    for ln in d["seller_addr"]:
        c.text(x1, y, ln, 9, font, GREY, align="r")
        y += 12
    c.text(x1, y + 2, "VAT Reg. No. " + d["vat_no"], 9, font, GREY, align="r")
    c.text(x0, 170, "VAT INVOICE", 20, bold)
    c.text(x0, 200, "Invoice to:", 9.5, bold)
    y = 214
    for i, ln in enumerate(d["bill_to"]):
        c.text(x0, y, fld("buyerName", ln) if i == 0 else ln, 10, font)
        y += 13
    rx = 340
    for i, (lab, val) in enumerate(
        (
            ("Invoice number:", fld("invoiceNumber", d["no"])),
            ("Invoice date / tax point:", fld("date", d["date"].isoformat(), dfmt(d["date"], "uk"))),
            ("Customer ref.:", d["cust_ref"]),
            ("Payment terms:", "30 days net"),
        )
    ):
        c.text(rx, 200 + i * 15, lab, 9.5, bold)
        c.text(x1, 200 + i * 15, val, 9.5, font, align="r")
    rows = [["Description", "Qty", "Unit price", "Net", "VAT rate", "VAT"]]
    net = dec(0)
    vat = dec(0)
    for desc, q, p, r in d["items"]:
        n = _mul(q, p)
        v = dec(n * Decimal(str(r)))
        net += n
        vat += v
        rows.append([desc, str(q), "£" + money(p), "£" + money(n), "%g%%" % (r * 100), "£" + money(v)])
    y = c.table(
        x0,
        290,
        [190, 35, 70, 70, 45, x1 - x0 - 410],
        rows,
        rowh=22,
        size=9,
        font=font,
        aligns=["l", "r", "r", "r", "c", "r"],
        head_fill=(0.9, 0.93, 0.9),
        heads=1,
        line_color=(0.6, 0.6, 0.6),
    )
    total = net + vat
    y += 24
    for lab, val, b in (
        ("Total net", "£" + money(net), False),
        ("Total VAT @ 20%", "£" + fld("taxAmount", money(vat, False), money(vat)), False),
        ("Total due", "£" + fld("totalAmount", money(total, False), money(total)), True),
    ):
        c.text(x1 - 190, y, lab, 10.5 if b else 10, bold if b else font)
        c.text(x1, y, val, 10.5 if b else 10, bold if b else font, align="r")
        y += 18
    y += 20
    c.text(x0, y, "Payment by BACS to: " + d["bank"], 9, font)
    c.text(x0, y + 13, "Please quote the invoice number as the payment reference.", 9, font)
    c.line(x0, 770, x1, 770, GREY, 0.4)
    c.text(
        A4W / 2,
        784,
        "{}. Registered in England and Wales No. {}. Registered office: {}.".format(
            d["seller"], d["company_no"], d["reg_office"]
        ),
        7.5,
        font,
        GREY,
        align="c",
    )
    return c


# --------------------------------------------------------------------------
def jp_style(st, d, scan=None):
    """請求書-like: addressee with 'Messrs.', big boxed 'Total Amount (tax incl.)' above the table,
    JPY without decimals."""
    fld = st.fld
    font, bold = "dvs", "dvsb"
    c = st.page(scan=scan)
    x0, x1 = 56, A4W - 56
    c.text(A4W / 2, 70, "INVOICE", 22, bold, BLACK, align="c", cs=6)
    c.line(A4W / 2 - 70, 78, A4W / 2 + 70, 78, BLACK, 1.2)
    c.text(x1, 104, "No. " + fld("invoiceNumber", d["no"]), 9.5, font, align="r")
    c.text(
        x1, 118, "Date: " + fld("date", d["date"].isoformat(), dfmt(d["date"], "slash")), 9.5, font, align="r"
    )
    c.text(x0, 130, fld("buyerName", d["buyer"]), 13, bold)
    c.text(x0 + c.tw(d["buyer"], 13, bold) + 8, 130, "Messrs.", 10, font)
    c.line(x0, 136, x0 + 290, 136, BLACK, 0.8)
    c.text(x0, 152, "Attn: " + d["attn"], 9.5, font)
    c.text(x0, 178, "We hereby invoice you as follows.", 9.5, font)
    rows, sub = [], dec(0)
    for desc, q, unit, p in d["items"]:
        a = _mul(q, p)
        sub += a
        rows.append([desc, str(q), unit, "¥" + money(p, True, 0), "¥" + money(a, True, 0)])
    tax = dec(sub * Decimal("0.1"))
    tax = dec(int(tax))
    total = sub + tax
    c.rect(x0, 192, x0 + 290, 226, BLACK, width=1.4)
    c.text(x0 + 8, 214, "Total Amount", 11, bold)
    c.text(
        x0 + 282,
        215,
        "¥" + fld("totalAmount", money(total, False), money(total, True, 0)) + "-",
        15,
        bold,
        align="r",
    )
    c.text(x0, 240, "(Consumption tax included)", 8.5, font, GREY)
    ix = 340
    y = 152
    c.text(ix, y, fld("sellerName", d["seller"]), 11, bold)
    for ln in d["seller_addr"]:
        y += 13
        c.text(ix, y, ln, 8.5, font)
    y += 13
    c.text(ix, y, "Registration No. " + d["reg_no"], 8.5, font)
    # square company seal (kakuin)
    c.rect(x1 - 52, 168, x1 - 6, 214, RED, width=1.6)
    for i, ch in enumerate(d["seal"]):
        c.text(x1 - 29 + (i % 2 - 0.5) * 18, 186 + (i // 2) * 18, ch, 13, "zh", RED, align="c", opacity=0.85)
    head = [["Description", "Qty", "Unit", "Unit Price", "Amount"]]
    y = c.table(
        x0,
        262,
        [220, 45, 50, 80, x1 - x0 - 395],
        head + rows + [["", "", "", "", ""]] * 2,
        rowh=21,
        size=9,
        font=font,
        aligns=["l", "r", "c", "r", "r"],
        head_fill=(0.85, 0.85, 0.85),
        heads=1,
    )
    for lab, val in (
        ("Subtotal", "¥" + money(sub, True, 0)),
        ("Consumption Tax (10%)", "¥" + fld("taxAmount", money(tax, False), money(tax, True, 0))),
        ("Total", "¥" + money(total, True, 0)),
    ):
        c.rect(x1 - 205, y, x1, y + 21, BLACK, width=0.6)
        c.text(x1 - 200, y + 14, lab, 9, font)
        c.text(x1 - 5, y + 14, val, 9.5, bold, align="r")
        y += 21
    y += 26
    c.text(x0, y, "Remarks", 9.5, bold)
    c.rect(x0, y + 6, x1, y + 76, BLACK, width=0.6)
    for i, ln in enumerate(
        [
            "Payment due date: " + dfmt(d["due"], "slash"),
            "Bank: " + d["bank"],
            "Bank transfer charges are to be borne by the payer.",
        ]
    ):
        c.text(x0 + 6, y + 24 + i * 15, ln, 9, font)
    return c


# --------------------------------------------------------------------------
def hotel_folio(st, d, scan=None):
    fld = st.fld
    font, bold = "dvcond", "dvcondb"
    c = st.page(scan=scan)
    x0, x1 = 50, A4W - 50
    c.text(
        A4W / 2, 64, fld("sellerName", d["hotel_brand"]), 20, "lserifb", (0.35, 0.25, 0.1), align="c", cs=2
    )
    c.text(A4W / 2, 94, d["hotel_addr"], 8, font, GREY, align="c")
    c.text(A4W / 2, 124, "GUEST FOLIO", 14, bold, align="c", cs=2)
    left = [
        ("Guest Name", d["guest"]),
        ("Company", fld("buyerName", d["company"])),
        ("Address", d["company_addr"]),
        ("Membership No.", d["member"]),
    ]
    right = [
        ("Room No.", d["room"]),
        ("Arrival", dfmt(d["arrive"], "dmon")),
        ("Departure", dfmt(d["depart"], "dmon")),
        ("Folio No.", fld("invoiceNumber", d["folio"])),
        ("Cashier", d["cashier"]),
        ("Date", fld("date", d["depart"].isoformat(), dfmt(d["depart"], "dmon"))),
    ]
    for i, (k, v) in enumerate(left):
        c.text(x0, 152 + i * 15, k, 8.5, bold)
        c.text(x0 + 80, 152 + i * 15, v, 8.5, font)
    for i, (k, v) in enumerate(right):
        c.text(330, 152 + i * 15, k, 8.5, bold)
        c.text(400, 152 + i * 15, v, 8.5, font)
    rows = [["Date", "Description", "Reference", "Charges (CNY)", "Credits (CNY)"]]
    total = dec(0)
    for dt, desc, ref, amt in d["charges"]:
        rows.append([dfmt(dt, "dmon"), desc, ref, money(amt), ""])
        total += dec(amt)
    rows.append([dfmt(d["depart"], "dmon"), "VISA ****" + d["card"], "", "", money(total)])
    y = c.table(
        x0,
        250,
        [70, 190, 70, 80, x1 - x0 - 410],
        rows,
        rowh=17,
        size=8,
        font=font,
        aligns=["l", "l", "l", "r", "r"],
        head_fill=(0.93, 0.9, 0.85),
        heads=1,
        line_color=(0.75, 0.7, 0.65),
    )
    tax = dec(total - dec(total / Decimal("1.06")))
    y += 20
    for lab, val in (
        ("Total Charges", fld("totalAmount", money(total, False), money(total))),
        ("Total Credits", money(total)),
        ("Balance", "0.00"),
        ("Including VAT 6%", fld("taxAmount", money(tax, False), money(tax))),
    ):
        c.text(x1 - 200, y, lab, 9, bold)
        c.text(x1, y, val, 9, font, align="r")
        y += 15
    y += 20
    c.para(
        x0,
        y,
        x1 - x0,
        "I agree that my liability for this bill is not waived and agree to be held personally liable in the "
        "event that the indicated person, company or association fails to pay for any part or the full "
        "amount of "
        "these charges. An official fapiao will be issued upon request at the front desk.",
        7.5,
        font,
        1.4,
    )
    c.text(x0, y + 60, "Guest Signature: ____________________", 9, font)
    c.text(
        A4W / 2,
        800,
        "Thank you for staying with us  ·  www.{}.example".format(d["hotel_brand"].lower().replace(" ", "")),
        7.5,
        font,
        GREY,
        align="c",
    )
    return c
