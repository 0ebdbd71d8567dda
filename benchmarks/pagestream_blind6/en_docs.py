"""English `other` documents: statement, PO, fax cover, delivery note, itinerary, letter, proforma,
packing list, quotation."""

from decimal import Decimal

from kit import A4W, BLACK, GREY, LETTER, RED, Flow
from kit_values import dec, dfmt, money

NAVY = (0.1, 0.2, 0.42)


def _mul(q, p):
    return dec(Decimal(str(q)) * Decimal(str(p)))


# ==========================================================================
# other (English)
# ==========================================================================
def statement_of_account(st, d, scan=None):
    pw, ph = LETTER
    c = st.page(pw, ph, scan=scan)
    font, bold = "lsans", "lsansb"
    x0, x1 = 50, pw - 50
    c.text(x0, 60, d["seller"], 15, bold, NAVY)
    c.text(x0, 74, d["seller_addr"], 8.5, font, GREY)
    c.text(x1, 62, "STATEMENT OF ACCOUNT", 15, bold, NAVY, align="r")
    c.text(x1, 80, "Statement Date: " + dfmt(d["date"], "us"), 9, font, align="r")
    c.text(x1, 93, "Customer ID: " + d["cust_id"], 9, font, align="r")
    c.text(x0, 118, "To:", 9, bold)
    for i, ln in enumerate(d["to"]):
        c.text(x0, 132 + i * 12, ln, 9.5, font)
    rows = [["Date", "Transaction", "Reference", "Amount", "Balance"]]
    bal = dec(0)
    for dt, tr, ref, amt in d["lines"]:
        bal += dec(amt)
        rows.append([dfmt(dt, "us"), tr, ref, money(amt), money(bal)])
    y = c.table(
        x0,
        190,
        [70, 170, 110, 80, x1 - x0 - 430],
        rows,
        rowh=19,
        size=8.5,
        font=font,
        aligns=["l", "l", "l", "r", "r"],
        head_fill=(0.86, 0.89, 0.95),
        heads=1,
        line_color=(0.7, 0.72, 0.78),
    )
    aging = [
        ["Current", "1-30 Days", "31-60 Days", "61-90 Days", "Over 90", "Amount Due"],
        [money(d["aging"][0]), money(d["aging"][1]), "0.00", "0.00", "0.00", "$" + money(bal)],
    ]
    c.table(
        x0,
        y + 30,
        [85] * 5 + [x1 - x0 - 425],
        aging,
        rowh=19,
        size=8.5,
        font=font,
        aligns=["c"] * 6,
        head_fill=(0.93, 0.93, 0.93),
        heads=1,
    )
    c.text(
        x0,
        y + 100,
        "This statement is not an invoice. Please review and contact accounts receivable at "
        + d["email"]
        + " with any questions.",
        8.5,
        font,
        GREY,
    )
    return c


def purchase_order(st, d, scan=None):
    pw, ph = LETTER
    c = st.page(pw, ph, scan=scan)
    font, bold = "dvs", "dvsb"
    x0, x1 = 50, pw - 50
    c.text(x0, 62, d["buyer"], 14, bold)
    c.text(x0, 76, d["buyer_addr"], 8.5, font, GREY)
    c.text(x1, 62, "PURCHASE ORDER", 17, bold, (0.3, 0.3, 0.3), align="r")
    for i, (k, v) in enumerate(
        (
            ("PO Number", d["no"]),
            ("PO Date", dfmt(d["date"], "us")),
            ("Requested By", d["requester"]),
            ("Need By", dfmt(d["need_by"], "us")),
        )
    ):
        c.text(x1 - 170, 90 + i * 14, k, 8.5, bold)
        c.text(x1, 90 + i * 14, v, 8.5, font, align="r")
    c.text(x0, 160, "VENDOR", 9, bold)
    for i, ln in enumerate(d["vendor"]):
        c.text(x0, 174 + i * 12, ln, 9, font)
    c.text(320, 160, "SHIP TO", 9, bold)
    for i, ln in enumerate(d["ship_to"]):
        c.text(320, 174 + i * 12, ln, 9, font)
    rows = [["Line", "Description", "Qty", "Unit Cost", "Extended"]]
    tot = dec(0)
    for i, (desc, q, p) in enumerate(d["items"], 1):
        a = _mul(q, p)
        tot += a
        rows.append([str(i), desc, str(q), money(p), money(a)])
    y = c.table(
        x0,
        240,
        [35, 270, 45, 75, x1 - x0 - 425],
        rows,
        rowh=19,
        size=8.5,
        font=font,
        aligns=["c", "l", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    c.text(x1 - 160, y + 20, "PO Total (excl. tax)", 9, bold)
    c.text(x1, y + 20, "$" + money(tot), 9, font, align="r")
    y += 50
    for ln in (
        "1. Please reference the PO number on all invoices, packing slips and correspondence.",
        "2. This order is subject to the terms of the Master Services Agreement between the parties, where "
        "applicable.",
        "3. Invoices without a valid PO number will be returned unpaid.",
    ):
        c.text(x0, y, ln, 8.5, font)
        y += 13
    c.text(x0, y + 40, "Authorized by: " + d["approver"], 9, font)
    c.text(x0 + 96, y + 36, d["approver"], 14, "lserifi", (0.1, 0.1, 0.45))
    return c


def fax_cover(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "cour", "cobo"
    c.text(60, 80, d["sender"], 13, "tibo")
    c.text(60, 96, d["sender_addr"], 9, "tiro", GREY)
    c.text(A4W / 2, 170, "F A X", 44, "hebo", BLACK, align="c")
    c.text(A4W / 2, 196, "TRANSMITTAL COVER SHEET", 11, "helv", GREY, align="c")
    rows = [
        ("TO:", d["to"]),
        ("ATTN:", d["attn"]),
        ("FAX:", d["fax_to"]),
        ("FROM:", d["from"]),
        ("DATE:", dfmt(d["date"], "dmys")),
        ("PAGES:", f"{d['pages']:d} (including cover)"),
        ("RE:", d["re"]),
    ]
    for i, (k, v) in enumerate(rows):
        c.text(70, 250 + i * 26, k, 11, bold)
        c.text(150, 250 + i * 26, v, 11, font)
        c.line(148, 254 + i * 26, A4W - 70, 254 + i * 26, GREY, 0.4)
    c.text(70, 470, "[ ] Urgent   [x] For Review   [ ] Please Comment   [x] Please Reply", 10, font)
    c.para(70, 510, A4W - 140, d["msg"], 10.5, font, 1.5)
    c.para(
        70,
        740,
        A4W - 140,
        "CONFIDENTIALITY NOTICE: The documents accompanying this transmission contain confidential "
        "information intended only for the named recipient. If you have received this fax in error, please "
        "notify "
        "the sender immediately and destroy all copies.",
        7.5,
        "helv",
        1.4,
    )
    return c


def delivery_note_en(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "lnarrow", "lnarrowb"
    x0, x1 = 56, A4W - 56
    c.text(x0, 64, d["seller"], 15, bold)
    c.text(x0, 78, d["seller_addr"], 8.5, font, GREY)
    c.text(x1, 112, "DELIVERY NOTE", 18, bold, align="r")
    for i, (k, v) in enumerate(
        (
            ("Delivery Note No.", d["no"]),
            ("Date", dfmt(d["date"], "dmys")),
            ("Order Ref.", d["order"]),
            ("Carrier", d["carrier"]),
        )
    ):
        c.text(x1 - 190, 132 + i * 14, k, 9, bold)
        c.text(x1, 132 + i * 14, v, 9, font, align="r")
    c.text(x0, 132, "Deliver to:", 9, bold)
    for i, ln in enumerate(d["to"]):
        c.text(x0, 146 + i * 12, ln, 9.5, font)
    rows = [["Item", "Description", "Ordered", "Delivered", "Back-order"]]
    for i, (desc, o, dl) in enumerate(d["items"], 1):
        rows.append([str(i), desc, str(o), str(dl), str(o - dl)])
    y = c.table(
        x0,
        210,
        [40, 250, 60, 60, x1 - x0 - 410],
        rows,
        rowh=20,
        size=9,
        font=font,
        aligns=["c", "l", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    c.text(x0, y + 24, "Gross weight: {} kg    Packages: {}".format(d["weight"], d["packages"]), 9, font)
    c.text(x0, y + 70, "Received in good order and condition:", 9.5, font)
    c.text(
        x0,
        y + 110,
        "Name: ____________________   Signature: ____________________   Date: ____________",
        9.5,
        font,
    )
    c.text(x0 + 40, y + 104, d["receiver"], 14, "lserifi", (0.1, 0.1, 0.45))
    c.text(
        x0,
        y + 150,
        "No prices are shown on this document. Goods remain the property of the seller until paid in full.",
        8,
        font,
        GREY,
    )
    return c


def itinerary(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "dvs", "dvsb"
    x0, x1 = 56, A4W - 56
    c.text(x0, 66, d["agency"], 14, bold, (0.0, 0.35, 0.5))
    c.text(x1, 66, "TRAVEL ITINERARY", 14, bold, align="r")
    c.text(x0, 92, "Traveller: " + d["traveller"], 10, font)
    c.text(x0, 106, "Booking ref: " + d["pnr"], 10, font)
    c.text(x1, 92, "Issued: " + dfmt(d["issued"], "dmys"), 10, font, align="r")
    y = 140
    for seg in d["segments"]:
        c.rect(x0, y, x1, y + 58, (0.7, 0.75, 0.8), fill=(0.96, 0.97, 0.99))
        c.text(x0 + 8, y + 16, seg[0], 10, bold)
        c.text(x0 + 8, y + 32, seg[1], 9, font)
        c.text(x0 + 8, y + 46, seg[2], 9, font, GREY)
        y += 70
    c.text(x0, y + 10, "Fare summary (for reference only - not a tax invoice):", 9.5, bold)
    c.text(x0, y + 26, d["fare"], 9, font)
    c.para(
        x0,
        y + 60,
        x1 - x0,
        "Please check in at least 2 hours before departure. Hotel vouchers are attached separately. "
        "For changes contact our 24h service line.",
        8.5,
        font,
        1.4,
    )
    return c


def letter(st, d, scan=None):
    """Untitled business letter."""
    f = Flow(st, font="lserif", size=11, left=80, top=90, leading=1.45, scans={1: scan} if scan else None)
    f.line(d["sender"], font="lserifb", size=12, gap=14)
    f.line(d["sender_addr"], size=9.5, gap=40)
    f.line(dfmt(d["date"], "long"), gap=28)
    for ln in d["to"]:
        f.line(ln, gap=14)
    f.space(20)
    f.line(d["salutation"], gap=22)
    for para in d["body"]:
        f.p(para, indent=0, gap=10)
    f.space(16)
    f.line("Yours sincerely,", gap=46)
    f.c.text(f.left + 10, f.y - 12, d["signer"], 17, "lserifi", (0.1, 0.1, 0.45))
    f.line(d["signer"], gap=14)
    f.line(d["signer_title"], size=10)
    return f


def proforma(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "lsans", "lsansb"
    x0, x1 = 50, A4W - 50
    c.text(x0, 62, d["seller"], 14, bold)
    c.text(x0, 76, d["seller_addr"], 8.5, font, GREY)
    c.text(x1, 110, "PROFORMA INVOICE", 17, bold, RED, align="r")
    c.text(x1, 124, "Not valid for tax purposes", 8, font, GREY, align="r")
    for i, (k, v) in enumerate(
        (("PI No.", d["no"]), ("Date", dfmt(d["date"], "dmys")), ("Valid until", dfmt(d["valid"], "dmys")))
    ):
        c.text(x1 - 170, 144 + i * 14, k, 9, bold)
        c.text(x1, 144 + i * 14, v, 9, font, align="r")
    c.text(x0, 124, "Buyer:", 9, bold)
    for i, ln in enumerate(d["buyer"]):
        c.text(x0, 138 + i * 12, ln, 9.5, font)
    rows = [["Description", "Qty", "Unit Price", "Amount"]]
    tot = dec(0)
    for desc, q, unit, p in d["items"]:
        a = _mul(q, p)
        tot += a
        rows.append([desc, f"{q} {unit}", "USD " + money(p), "USD " + money(a)])
    rows.append(["TOTAL " + d["incoterm"], "", "", "USD " + money(tot)])
    y = c.table(
        x0,
        200,
        [240, 70, 90, x1 - x0 - 400],
        rows,
        rowh=21,
        size=9,
        font=font,
        aligns=["l", "r", "r", "r"],
        head_fill=(0.92, 0.92, 0.92),
        heads=1,
    )
    for i, ln in enumerate(
        [
            "Payment: 30% deposit by T/T, balance before shipment.",
            "Lead time: " + d["lead"],
            "Bank: " + d["bank"],
            "Beneficiary: " + d["seller"],
        ]
    ):
        c.text(x0, y + 26 + i * 14, ln, 9, font)
    return c


def packing_list(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "lsans", "lsansb"
    x0, x1 = 48, A4W - 48
    c.text(A4W / 2, 58, d["seller"], 14, bold, align="c")
    c.text(A4W / 2, 90, "装箱单  PACKING LIST", 16, bold, align="c")
    for i, (k, v) in enumerate(
        (
            ("Invoice No. 发票号", d["inv"]),
            ("Date 日期", dfmt(d["date"], "dmys")),
            ("S/C No. 合同号", d["sc"]),
            ("Shipping Marks 唛头", "N/M"),
        )
    ):
        c.text(x0, 120 + i * 15, k, 9, bold)
        c.text(x0 + 140, 120 + i * 15, v, 9, font)
    c.text(330, 120, "Consignee 收货人:", 9, bold)
    for i, ln in enumerate(d["consignee"]):
        c.text(330, 134 + i * 12, ln, 9, font)
    rows = [["Carton No.", "Description", "Qty", "N.W. (kg)", "G.W. (kg)", "Meas. (m3)"]]
    for r in d["rows"]:
        rows.append(list(r))
    y = c.table(
        x0,
        200,
        [70, 190, 60, 65, 65, x1 - x0 - 450],
        rows,
        rowh=21,
        size=8.8,
        font=font,
        aligns=["c", "l", "r", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    c.text(x0, y + 22, d["total_line"], 9, bold)
    c.text(x1 - 10, y + 90, d["seller"], 9, bold, align="r")
    return c


def quotation_en(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "dvs", "dvsb"
    x0, x1 = 56, A4W - 56
    c.text(x0, 64, d["seller"], 13, bold, (0.1, 0.3, 0.5))
    c.text(x0, 78, d["seller_addr"], 8.5, font, GREY)
    c.text(x1, 110, "QUOTATION", 18, bold, align="r")
    for i, (k, v) in enumerate(
        (
            ("Quotation No.", d["no"]),
            ("Date", dfmt(d["date"], "dmys")),
            ("Valid for", "30 days"),
            ("Your enquiry", d["enquiry"]),
        )
    ):
        c.text(x1 - 200, 132 + i * 14, k, 9, bold)
        c.text(x1, 132 + i * 14, v, 9, font, align="r")
    c.text(x0, 132, "To:", 9, bold)
    for i, ln in enumerate(d["to"]):
        c.text(x0, 146 + i * 12, ln, 9.5, font)
    rows = [["Pos.", "Description", "Qty", "Unit price EUR", "Total EUR"]]
    tot = dec(0)
    for i, (g, q, p) in enumerate(d["goods"], 1):
        a = _mul(q, p)
        tot += a
        rows.append([str(i), g, str(q), money(p), money(a)])
    rows.append(["", "Total " + d["incoterm"], "", "", money(tot)])
    y = c.table(
        x0,
        220,
        [36, 230, 45, 85, x1 - x0 - 396],
        rows,
        rowh=21,
        size=9,
        font=font,
        aligns=["c", "l", "r", "r", "r"],
        head_fill=(0.9, 0.93, 0.97),
        heads=1,
    )
    for i, ln in enumerate(
        [
            "Delivery: 10-12 weeks after order confirmation.",
            "Payment: 20% advance, 80% against documents.",
            "Warranty: 24 months from delivery.",
            "This quotation is not an offer capable of acceptance until confirmed by a signed contract.",
        ]
    ):
        c.text(x0, y + 26 + i * 14, ln, 9, font)
    c.text(x0, y + 110, "Best regards,", 9.5, font)
    c.text(x0, y + 150, d["rep"], 9.5, font)
    c.text(x0 + 10, y + 140, d["rep"], 15, "lserifi", (0.1, 0.1, 0.45))
    return c
