"""English-language invoices: UK/US/AU/SG/IN tax invoices, credit notes, till receipts."""

from __future__ import annotations

from decimal import Decimal

from core import A4, GREY, LIGHT, Pg, Stream, footer_pages
from fmt import dec, fdate, money, words_amount

LINE_POOL = {
    "office": [
        ("A4 copier paper 80gsm (box of 5 reams)", 17.5, 24.0),
        ("Toner cartridge HP 59A black", 68.0, 92.0),
        ("Lever arch files, assorted (pack 10)", 14.0, 19.0),
        ("Desk chair, mesh back, model OC-21", 115.0, 160.0),
        ("Whiteboard markers (pack 12)", 8.5, 12.0),
        ("Shredder bags 100L (roll 50)", 21.0, 27.0),
        ("Monitor arm, dual, gas spring", 64.0, 89.0),
        ("Delivery and installation", 45.0, 45.0),
        ("Archive boxes, heavy duty (pack 25)", 31.0, 38.0),
        ("Sticky notes 76x76 (pack 24)", 11.0, 15.0),
    ],
    "eng": [
        ("Machining - flange plate FP-220, per drawing rev C", 38.0, 55.0),
        ("Stainless shaft 25mm x 400mm", 22.0, 31.0),
        ("Powder coating, RAL 7016", 6.5, 9.5),
        ("Inspection report and CoC", 35.0, 35.0),
        ("Carriage - pallet, next day", 48.0, 48.0),
        ("Bearing housing BH-40 (cast)", 17.0, 26.0),
    ],
    "it": [
        ("Data pipeline consulting - senior engineer (hours)", 165.0, 210.0),
        ("Dashboard development (fixed scope, milestone 2)", 4200.0, 6800.0),
        ("Cloud hosting pass-through, April", 780.0, 1150.0),
        ("Project management (hours)", 120.0, 140.0),
        ("On-site workshop, 1 day", 1850.0, 2400.0),
    ],
    "fm": [
        ("Janitorial services, 5 days/week - July 2024", 6900.0, 6900.0),
        ("HVAC preventive maintenance visit (quarterly)", 2850.0, 2850.0),
        ("Minor repairs - labor hours", 68.0, 74.0),
        ("Consumables: paper goods and liners", 412.0, 412.0),
        ("After-hours callout, 07/19/2024", 385.0, 385.0),
    ],
    "plumb": [
        ("Labour - licensed plumber (per hour)", 118.0, 135.0),
        ("Hot water unit 315L electric", 1280.0, 1550.0),
        ("Copper fittings and sundries", 64.0, 110.0),
        ("Call-out fee", 95.0, 95.0),
        ("Disposal of old unit", 80.0, 80.0),
    ],
    "freight": [
        ("Sea freight FCL 20' Shanghai - Singapore", 1450.0, 1900.0),
        ("Terminal handling charges", 210.0, 260.0),
        ("Customs clearance and permit", 85.0, 120.0),
        ("Local delivery, 10-tonne truck", 260.0, 340.0),
        ("Warehousing, pallets x days", 2.8, 3.6),
    ],
    "parts": [
        ("Precision bush PB-12 (SS304)", 42.0, 58.0),
        ("Hydraulic fitting HF-3/8 BSP", 118.0, 160.0),
        ("Gear blank GB-60, EN8", 380.0, 460.0),
        ("Machined housing MH-210", 1450.0, 1780.0),
        ("Packing and forwarding", 750.0, 750.0),
    ],
}


def make_lines(st: Stream, pool, n, qty=(1, 12), neg=False, whole=False):
    rows = []
    if isinstance(pool, list):  # explicit (description, qty, unit price) lines
        for desc, q, p in pool:
            a = dec(q * dec(p))
            rows.append([desc, q, dec(p), -a if neg else a])
        net = sum((r[3] for r in rows), dec(0))
        st.add_check("net", [r[3] for r in rows], net)
        return rows, net
    for desc, lo, hi in st.rng.sample(LINE_POOL[pool], n):
        q = 1 if lo == hi else st.rng.randint(*qty)
        p = dec(lo) if lo == hi else dec(round(st.rng.uniform(lo, hi), 0 if whole else 2))
        a = dec(q * p)
        rows.append([desc, q, p, -a if neg else a])
    net = sum((r[3] for r in rows), dec(0))
    st.add_check("net", [r[3] for r in rows], net)
    return rows, net


def _block(pg: Pg, x, y, head, lines, size=9.0, bold_first=True, lead=12.5):
    if head:
        pg.t(x, y, head, size - 1, "hebo", color=GREY)
        y += lead
    for i, s in enumerate(lines):
        pg.t(x, y, s, size, "hebo" if (i == 0 and bold_first) else "helv")
        y += lead
    return y


def _totals(pg: Pg, x_lbl, x_val, y, rows, size=9.5, box=True, lead=16.0):
    y0 = y
    for i, (k, v) in enumerate(rows):
        last = i == len(rows) - 1
        if last and box:
            pg.rect(x_lbl - 110, y - 11, x_val + 6, y + 6, 0, None, fill=LIGHT)
        pg.t(x_lbl, y, k, size, "hebo" if last else "helv", "r")
        pg.t(x_val, y, v, size, "hebo" if last else "helv", "r")
        y += lead
    if box:
        pg.rect(x_lbl - 110, y0 - 13, x_val + 6, y - lead + 8, 0.6)
    return y


def en_invoice(
    st: Stream,
    *,
    seller,
    buyer,
    no,
    date,
    pool,
    n,
    rate,
    cur="£",
    title="INVOICE",
    tax_label="VAT",
    layout="classic",
    per_page=99,
    due=None,
    po=None,
    ship=None,
    shipping=None,
    neg=False,
    against=None,
    words=None,
    size=A4,
    seller_lines=(),
    buyer_lines=None,
    note=None,
    no_label="Invoice No.",
    date_label="Invoice Date",
    doc_type="invoice",
    fields=True,
):
    """Configurable English invoice/credit note/pro-forma. Returns total."""
    st.begin(doc_type, title)
    rows, net = make_lines(st, pool, n, neg=neg)
    r = Decimal(rate)
    tax = dec(net * r)
    total = net + tax + (dec(shipping) if shipping else 0)
    st.add_check("total", [net, tax] + ([dec(shipping)] if shipping else []), total)
    pages = []
    w = size[0]
    for start in range(0, n, per_page):
        pg = st.page(size)
        pages.append(pg)
        if start == 0:
            y = _header(
                pg,
                layout,
                title,
                seller,
                seller_lines,
                buyer,
                buyer_lines,
                no,
                no_label,
                date,
                date_label,
                due,
                po,
                ship,
                against,
            )
        else:
            pg.t(50, 50, seller["name"], 10, "hebo")
            pg.t(w - 50, 50, f"{title} {no} (continued)", 9, align="r")
            y = 72
        table = [["Description", "Qty", "Unit price", f"Amount {cur}".strip()]]
        for d, q, p, a in rows[start : start + per_page]:
            table.append([d, str(-q if neg else q), money(p), money(a)])
        widths = [w - 100 - 210, 45, 75, 90]
        y = pg.table(
            50,
            y,
            widths,
            table,
            8.5,
            rh=20,
            aligns=["l", "r", "r", "r"],
            fill=LIGHT,
            grid=layout != "minimal",
        )
        if start + per_page < n:
            pg.t(w - 50, y + 14, "Continued overleaf / carried forward", 8, align="r", color=GREY)
            continue
        pct = f"{r * 100:f}".rstrip("0").rstrip(".") + "%"
        trows = [
            (
                "Subtotal" if tax_label != "VAT" else "Net amount",
                f"{cur}{money(net)}" if not neg else money(net),
            ),
            (f"{tax_label} @ {pct}", f"{cur}{money(tax)}" if not neg else money(tax)),
        ]
        if shipping:
            trows.append(("Shipping & handling", f"{cur}{money(shipping)}"))
        lbl = "Total credit" if neg else ("TOTAL DUE" if layout == "boxes" else "Total")
        lbl += " (GBP)" if cur == "£" else ""
        trows.append((lbl, f"{cur}{money(total)}" if not neg else money(total)))
        y = _totals(pg, w - 150, w - 56, y + 22, trows)
        if words:
            y = pg.para(50, y + 8, w - 100, "Amount in words: " + words(total), 8.5)
        pay = note or (f"Payment terms: 30 days from invoice date. Please quote {no} with your remittance.")
        y = pg.para(50, y + 16, w - 100, pay, 8.5, color=GREY)
        bank = seller.get("bank")
        if bank:
            pg.para(50, y + 6, w - 100, bank, 8.5, color=GREY)
    if len(pages) > 1:
        footer_pages(pages, "Page {i} of {n}", align="r")
    foot = seller.get("foot")
    if foot:
        for pg in pages:
            pg.t(w / 2, pg.h - 44, foot, 7, align="c", color=GREY)
    if fields and doc_type == "invoice":
        st.fields_from(
            invoiceNumber=no,
            date=date.isoformat(),
            sellerName=seller["name"],
            buyerName=buyer["name"] if buyer else None,
            totalAmount=money(total, ""),
            taxAmount=money(tax, ""),
        )
    return total


def _header(
    pg, layout, title, seller, s_lines, buyer, b_lines, no, no_label, date, date_label, due, po, ship, against
):
    w = pg.w
    meta = [(no_label, no), (date_label, fdate(date, seller.get("dfmt", "d_month_y")))]
    if due:
        meta.append(("Due Date", fdate(due, seller.get("dfmt", "d_month_y"))))
    if po:
        meta.append(("Your Ref / PO", po))
    if against:
        meta.append(("Against Invoice", against))
    b_lines = b_lines if b_lines is not None else ([buyer["name"], *buyer.get("addr", [])] if buyer else [])
    if layout == "classic":
        pg.t(50, 62, seller["name"], 15, "hebo")
        y = 78
        for s in [*seller.get("addr", []), *s_lines]:
            pg.t(50, y, s, 8.5, color=GREY)
            y += 11
        pg.t(w - 50, 62, title, 22, "hebo", "r")
        for i, (k, v) in enumerate(meta):
            pg.t(w - 150, 92 + i * 13, k, 8.5, "hebo", "r")
            pg.t(w - 50, 92 + i * 13, v, 8.5, align="r")
        y = max(y, 92 + len(meta) * 13) + 18
        yb = _block(pg, 50, y, "INVOICE TO" if "CREDIT" not in title else "CUSTOMER", b_lines)
        if ship:
            _block(pg, 300, y, "DELIVER TO", ship)
        return max(yb, y + 12.5 * (len(ship or []) + 1)) + 14
    if layout == "boxes":
        pg.t(w / 2, 56, seller["name"], 16, "hebo", "c")
        pg.t(w / 2, 72, "  |  ".join([*seller.get("addr", []), *s_lines]), 7.5, align="c", color=GREY)
        pg.t(w / 2, 104, title, 18, "hebo", "c")
        cw = (w - 100) / len(meta)
        for i, (k, v) in enumerate(meta):
            x0 = 50 + i * cw
            pg.rect(x0, 116, x0 + cw, 150, 0.6)
            pg.t(x0 + 5, 127, k, 7.5, color=GREY)
            pg.t(x0 + 5, 143, v, 9.5, "hebo")
        yb = _block(pg, 50, 172, "Bill To", b_lines)
        if ship:
            _block(pg, w / 2 + 10, 172, "Ship To", ship)
        return max(yb, 172 + 12.5 * (len(ship or []) + 1)) + 14
    # "letter": seller centred; parties side by side, meta in the middle, values next line
    pg.t(w / 2, 58, seller["name"], 16, "tibo", "c")
    pg.t(w / 2, 74, ", ".join(seller.get("addr", [])), 8.5, "tiro", "c")
    y = 86
    for s in s_lines:
        pg.t(w / 2, y, s, 8.5, "tiro", "c")
        y += 11
    pg.line(50, y, w - 50, y, 1.2)
    pg.t(w / 2, y + 28, title, 17, "tibo", "c")
    y += 50
    yb = _block(pg, 50, y, "Supplier", [seller["name"], *seller.get("addr", [])])
    yc = _block(pg, 230, y, "Customer", b_lines)
    ym = y
    for k, v in meta:
        pg.t(410, ym, k + ":", 8, "hebo", color=GREY)
        pg.t(410, ym + 11, v, 9)
        ym += 26
    return max(yb, yc, ym) + 10


def pos_receipt(st: Stream, shop, no, date, time, items, pay="EFTPOS"):
    """Australian till receipt headed TAX INVOICE (GST included), narrow roll paper."""
    st.begin("invoice", "till receipt")
    pg = st.page((230.0, 520.0), latin="cour")
    c = 115
    pg.t(c, 30, shop["name"], 9.5, "cobo", "c")
    for i, s in enumerate(shop["addr"]):
        pg.t(c, 42 + i * 10, s, 7.5, align="c")
    pg.t(c, 74, f"ABN {shop['abn']}", 7.5, align="c")
    pg.t(c, 92, "TAX INVOICE", 10, "cobo", "c")
    pg.t(14, 110, f"Inv: {no}", 7.5)
    pg.t(216, 110, f"{fdate(date, 'dmy_slash')} {time}", 7.5, align="r")
    pg.t(14, 120, "Till 2  Staff: Mia", 7.5)
    y = 138
    tot = dec(0)
    for name, q, p in items:
        amt = dec(q * dec(p))
        tot += amt
        pg.t(14, y, name, 7.5)
        y += 10
        pg.t(24, y, f"{q} @ {money(p)}", 7.5)
        pg.t(216, y, money(amt), 7.5, align="r")
        y += 12
    gst = dec(tot / 11)
    st.add_check("gst", [tot - gst, gst], tot)
    pg.t(14, y + 6, "-" * 40, 7.5)
    pg.t(14, y + 22, "TOTAL", 10, "cobo")
    pg.t(216, y + 22, f"${money(tot)}", 10, "cobo", "r")
    pg.t(14, y + 36, "GST INCLUDED IN TOTAL", 7.5)
    pg.t(216, y + 36, f"${money(gst)}", 7.5, align="r")
    pg.t(14, y + 52, pay, 7.5)
    pg.t(216, y + 52, f"${money(tot)}", 7.5, align="r")
    pg.t(14, y + 64, "CARD  VISA  ****4821  APPROVED 00", 7.5)
    pg.t(c, y + 90, "Thank you - see you again soon!", 7.5, align="c")
    pg.t(c, y + 102, "Keep this receipt for returns", 7, align="c")
    st.fields_from(
        invoiceNumber=no,
        date=date.isoformat(),
        sellerName=shop["name"],
        totalAmount=money(tot, ""),
        taxAmount=money(gst, ""),
    )


def gst_invoice_in(st: Stream, seller, buyer, no, date, n=4):
    """Indian GST tax invoice (intra-state: CGST + SGST), two pages, Indian digit grouping."""
    st.begin("invoice", "India GST")
    rows, net = make_lines(st, "parts", n, qty=(12, 90))
    cg = dec(net * dec("0.09"))
    total = net + cg + cg
    st.add_check("total", [net, cg, cg], total)
    pg = st.page(A4)
    pg.t(297, 46, "TAX INVOICE", 14, "hebo", "c")
    pg.t(545, 46, "ORIGINAL FOR RECIPIENT", 7, align="r", color=GREY)
    pg.rect(40, 56, 555, 800, 0.8)
    _block(
        pg,
        46,
        72,
        "",
        [
            seller["name"],
            *seller["addr"],
            f"GSTIN/UIN: {seller['gstin']}",
            "State Name: Maharashtra, Code: 27",
        ],
        8.5,
        lead=11,
    )
    pg.line(300, 56, 300, 220, 0.6)
    meta = [
        ("Invoice No.", no),
        ("Dated", fdate(date, "dd_mon_yyyy")),
        ("Delivery Note", "DN/0921"),
        ("Mode/Terms of Payment", "45 days"),
        ("Buyer's Order No.", "KAF/PO/24/118"),
        ("Dispatched through", "VRL Logistics"),
        ("Destination", "Ratnagiri"),
    ]
    for i, (k, v) in enumerate(meta):
        pg.t(306, 70 + i * 21, k, 7.5, color=GREY)
        pg.t(306, 80 + i * 21, v, 8.5, "hebo")
    pg.line(40, 138, 300, 138, 0.6)
    _block(
        pg,
        46,
        150,
        "Buyer (Bill to)",
        [buyer["name"], *buyer["addr"], f"GSTIN/UIN: {buyer['gstin']}", "State Name: Maharashtra, Code: 27"],
        8.5,
        lead=11,
    )
    pg.line(40, 220, 555, 220, 0.6)
    table = [["Sl", "Description of Goods", "HSN/SAC", "Quantity", "Rate", "Amount"]]
    for i, (d, q, p, a) in enumerate(rows, 1):
        table.append(
            [str(i), d, "8483" if i % 2 else "9988", f"{q} Nos", money(p, indian=True), money(a, indian=True)]
        )
    table += [
        ["", "CGST @ 9%", "", "", "", money(cg, indian=True)],
        ["", "SGST @ 9%", "", "", "", money(cg, indian=True)],
        ["", "Total", "", "", "", "Rs. " + money(total, indian=True)],
    ]
    y = pg.table(40, 220, [24, 206, 60, 70, 70, 85], table, 8.5, rh=22, aligns=["c", "l", "c", "r", "r", "r"])
    y = pg.para(
        46,
        y + 16,
        500,
        "Amount Chargeable (in words): " + words_amount(total, "Indian Rupees", "Paise", indian=True),
        9,
    )
    pg.t(549, y + 10, "E. & O.E", 8, align="r")
    pg.t(46, 780, "Continued on page 2 ...", 8, color=GREY)
    pg2 = st.page(A4)
    pg2.t(46, 50, f"{seller['name']}  -  Invoice No. {no}  dated {fdate(date, 'dd_mon_yyyy')}", 8.5, "hebo")
    tt = [
        [
            "HSN/SAC",
            "Taxable Value",
            "CGST Rate",
            "CGST Amount",
            "SGST Rate",
            "SGST Amount",
            "Total Tax Amount",
        ],
        [
            "8483/9988",
            money(net, indian=True),
            "9%",
            money(cg, indian=True),
            "9%",
            money(cg, indian=True),
            money(cg + cg, indian=True),
        ],
        [
            "Total",
            money(net, indian=True),
            "",
            money(cg, indian=True),
            "",
            money(cg, indian=True),
            money(cg + cg, indian=True),
        ],
    ]
    y = pg2.table(40, 64, [70, 80, 50, 80, 50, 80, 105], tt, 8, rh=22, aligns=["l"] + ["r"] * 6)
    pg2.t(
        46,
        y + 20,
        "Tax Amount (in words): " + words_amount(cg + cg, "Indian Rupees", "Paise", indian=True),
        9,
    )
    pg2.t(46, y + 50, "Company's PAN: " + seller["gstin"][2:12], 8.5)
    decl = (
        "Declaration: We declare that this invoice shows the actual price of the goods described and that "
        "all "
        "particulars are true and correct. Interest @ 18% p.a. will be charged on bills unpaid after due "
        "date."
    )
    y = pg2.para(46, y + 70, 500, decl, 8.5)
    pg2.t(549, y + 20, f"for {seller['name']}", 9, "hebo", "r")
    pg2.signature(440, y + 54, 80)
    pg2.t(549, y + 72, "Authorised Signatory", 8.5, align="r")
    pg2.t(297, 800, "SUBJECT TO PUNE JURISDICTION  -  This is a Computer Generated Invoice", 7.5, align="c")
    footer_pages([pg, pg2], "Page {i} of {n}", y_off=20, align="r")
    st.fields_from(
        invoiceNumber=no,
        date=date.isoformat(),
        sellerName=seller["name"],
        buyerName=buyer["name"],
        totalAmount=money(total, ""),
        taxAmount=money(cg + cg, ""),
    )
