"""English-language invoices and receipts in several national styles."""

from __future__ import annotations

from stream import Stream
from util import BLUE, GREY, Canvas, d2, gold_amount, money, money_in


def calc(items):
    """items: (desc, qty, unit, rate). Returns rows (desc, qty, unit, net, tax), net, tax."""
    rows, net, tax = [], d2(0), d2(0)
    for desc, qty, unit, rate in items:
        n = d2(d2(qty) * d2(unit))
        t = d2(n * d2(rate))
        rows.append((desc, qty, d2(unit), n, t, rate))
        net += n
        tax += t
    return rows, net, tax


def _grid(c: Canvas, x0, y, widths, rows, size=8.8, head_fill=(0.9, 0.92, 0.95), aligns=None, rh=18):
    aligns = aligns or ["l"] + ["r"] * (len(widths) - 1)
    for ri, row in enumerate(rows):
        x = x0
        for ci, cell in enumerate(row):
            w = widths[ci]
            if ri == 0 and head_fill:
                c.rect(x, y, x + w, y + rh, width=0.4, fill=head_fill)
            else:
                c.rect(x, y, x + w, y + rh, width=0.4)
            al = aligns[ci]
            tx = x + 4 if al == "l" else x + w - 4
            c.text(tx, y + rh * 0.68, str(cell), size, bold=ri == 0 and bool(head_fill), align=al)
            x += w
        y += rh
    return y


def au_tax_invoice(st: Stream, d: dict, scanned=False, **so) -> None:
    st.doc("invoice")
    c = st.page(scanned=scanned, lang="en", **so)
    rows, net, tax = calc(d["items"])
    total = net + tax
    c.rect(0, 0, c.w, 8, width=0, fill=BLUE, color=None)
    c.text(c.x0, 60, d["seller"], 15, bold=True)
    st.field("sellerName", d["seller"])
    c.text(c.x0, 76, d["seller_addr"], 8.5, color=GREY)
    c.text(c.x0, 88, f"ABN {d['abn']}", 8.5, color=GREY)
    c.text(c.x1, 62, "TAX INVOICE", 20, bold=True, align="r")
    y = 120
    for lab, val in (
        ("Invoice Number", d["number"]),
        ("Invoice Date", d["date_txt"]),
        ("Due Date", d["due"]),
    ):
        c.text(c.x1 - 170, y, lab, 9, color=GREY)
        c.text(c.x1, y, val, 9, bold=True, align="r")
        y += 14
    st.field("invoiceNumber", d["number"])
    st.field("date", d["date"])
    c.text(c.x0, 120, "BILL TO", 8, bold=True, color=GREY)
    c.text(c.x0, 134, d["buyer"], 10, bold=True)
    st.field("buyerName", d["buyer"])
    c.text(c.x0, 147, d["buyer_addr"], 8.5)
    ws = [235, 45, 70, 55, 70]
    tab = [["Description", "Qty", "Unit Price", "GST", "Amount AUD"]]
    tab += [[r[0], str(r[1]), money(r[2]), money(r[4]), money(r[3])] for r in rows]
    y = _grid(c, c.x0, 190, ws, tab)
    for lab, v in (("Subtotal (excl. GST)", net), ("Total GST 10%", tax), ("TOTAL AUD (incl. GST)", total)):
        y += 16
        c.text(c.x1 - 140, y, lab, 9.5, bold=lab.startswith("TOTAL"), align="r")
        c.text(c.x1, y, money(v), 9.5, bold=lab.startswith("TOTAL"), align="r")
    st.field("taxAmount", gold_amount(tax))
    st.field("totalAmount", gold_amount(total))
    y += 40
    c.text(c.x0, y, "Payment details: EFT to BSB 062-184  Account 1038 7725  Ref: " + d["number"], 8.5)
    c.text(c.x0, y + 14, "Please pay within 14 days. Thank you for your business.", 8.5, color=GREY)


def in_gst_invoice(st: Stream, d: dict, scanned=True, **so) -> None:
    st.doc("invoice")
    c = st.page(scanned=scanned, lang="en", **so)
    rows, net, _ = calc([(a, q, u, 0) for a, _h, q, u in d["items"]])
    half = d2(net * d2("0.09"))
    tax = half * 2
    total = net + tax
    c.rect(40, 40, c.w - 40, c.h - 60, width=0.8)
    c.text(c.w / 2, 60, "TAX INVOICE", 15, bold=True, align="c")
    c.text(c.w - 48, 60, "(Original for Recipient)", 7.5, align="r", color=GREY)
    c.line(40, 68, c.w - 40, 68)
    c.text(48, 86, d["seller"], 12, bold=True)
    st.field("sellerName", d["seller"])
    c.text(48, 100, d["seller_addr"], 8)
    c.text(48, 112, f"GSTIN/UIN: {d['seller_gstin']}    State Name: Maharashtra, Code: 27", 8)
    c.line(c.w / 2 + 40, 68, c.w / 2 + 40, 170)
    info = [
        ("Invoice No.", d["number"]),
        ("Dated", d["date_txt"]),
        ("Delivery Note", d["dn"]),
        ("Mode/Terms", "30 days"),
    ]
    for i, (lab, val) in enumerate(info):
        c.text(c.w / 2 + 48, 84 + i * 22, lab, 7.5, color=GREY)
        c.text(c.w / 2 + 48, 95 + i * 22, val, 9, bold=True)
    st.field("invoiceNumber", d["number"])
    st.field("date", d["date"])
    c.line(40, 122, c.w / 2 + 40, 122)
    c.text(48, 136, "Buyer (Bill to)", 7.5, color=GREY)
    c.text(48, 150, d["buyer"], 10.5, bold=True)
    st.field("buyerName", d["buyer"])
    c.text(48, 163, f"GSTIN/UIN: {d['buyer_gstin']}   Place of Supply: {d['pos']}", 8)
    c.line(40, 170, c.w - 40, 170)
    ws = [28, 200, 60, 45, 78, 104]
    tab = [["Sl", "Description of Goods", "HSN/SAC", "Qty", "Rate", "Amount"]]
    for i, (r, it) in enumerate(zip(rows, d["items"], strict=True), 1):
        tab.append([str(i), r[0], it[1], str(r[1]), money_in(r[2]), money_in(r[3])])
    y = _grid(c, 40, 170, ws, tab, 8.4, aligns=["l", "l", "l", "r", "r", "r"])
    for lab, v in (
        ("Taxable Value", net),
        ("CGST @ 9%", half),
        ("SGST @ 9%", half),
        ("Total Tax Amount", tax),
    ):
        y += 15
        c.text(c.w - 160, y, lab, 9, align="r")
        c.text(c.w - 48, y, money_in(v), 9, align="r")
    st.field("taxAmount", gold_amount(tax))
    y += 22
    c.text(c.w - 160, y, "Total (INR)", 11, bold=True, align="r")
    c.text(c.w - 48, y, money_in(total), 11, bold=True, align="r")
    st.field("totalAmount", gold_amount(total))
    c.text(48, y + 30, f"Amount Chargeable (in words): INR {d['words']} Only", 8.5)
    c.text(
        48,
        y + 60,
        "Declaration: We declare that this invoice shows the actual price of the goods described.",
        7.5,
    )
    c.text(c.w - 48, c.h - 110, f"for {d['seller']}", 9, bold=True, align="r")
    c.text(c.w - 48, c.h - 75, "Authorised Signatory", 8.5, align="r")
    c.text(c.w / 2, c.h - 45, "This is a Computer Generated Invoice", 7.5, color=GREY, align="c")


def de_invoice(st: Stream, d: dict, scanned=False, **so) -> None:
    """German-style layout (window envelope, info block, Pos. table, EU number format) in English."""
    st.doc("invoice")
    c = st.page(scanned=scanned, lang="en", serif=d.get("serif", False), **so)
    rows, net, tax = calc(d["items"])
    total = net + tax

    def de(v):
        return money(v, ".", ",")

    c.text(c.x1, 60, d["seller"], 16, bold=True, align="r")
    st.field("sellerName", d["seller"])
    c.text(c.x0, 128, d["sender_line"], 6.5, color=GREY)
    c.line(c.x0, 131, c.x0 + 240, 131, color=GREY, width=0.3)
    for i, ln in enumerate([d["buyer"], *d["buyer_addr"]]):
        c.text(c.x0, 148 + i * 13, ln, 10)
    st.field("buyerName", d["buyer"])
    info = [("Invoice no.", d["number"]), ("Invoice date", d["date_txt"]), ("Customer no.", d["cust"]),
            ("Your order", d["order"]), ("Delivery date", d["delivery"])]  # fmt: skip
    for i, (lab, val) in enumerate(info):
        c.text(c.x1 - 170, 140 + i * 13, lab, 8.5, color=GREY)
        c.text(c.x1, 140 + i * 13, val, 8.5, align="r")
    st.field("invoiceNumber", d["number"])
    st.field("date", d["date"])
    c.text(c.x0, 250, f"Invoice {d['number']}", 13, bold=True)
    c.text(c.x0, 272, "Dear Sir or Madam, we hereby invoice the following deliveries and services:", 9.5)
    ws = [35, 215, 45, 90, 90]
    tab = [["Pos.", "Description", "Qty", "Unit price EUR", "Total EUR"]]
    tab += [[str(i), r[0], str(r[1]), de(r[2]), de(r[3])] for i, r in enumerate(rows, 1)]
    y = _grid(c, c.x0, 285, ws, tab, 8.8, head_fill=None, aligns=["l", "l", "r", "r", "r"])
    c.line(c.x0, y, c.x1, y, width=1)
    for lab, v, b in (
        ("Net amount", net, False),
        ("plus VAT 19 %", tax, False),
        ("Total amount", total, True),
    ):
        y += 16
        c.text(c.x1 - 110, y, lab, 9.5, bold=b, align="r")
        c.text(c.x1, y, f"{de(v)} EUR", 9.5, bold=b, align="r")
    st.field("taxAmount", gold_amount(tax))
    st.field("totalAmount", gold_amount(total))
    c.text(c.x0, y + 40, f"Payable within 30 days without deduction. {d.get('note', '')}", 9.5)
    fy = c.h - 70
    c.line(c.x0, fy - 12, c.x1, fy - 12, color=GREY, width=0.3)
    for i, col in enumerate(d["footer"]):
        for j, ln in enumerate(col):
            c.text(c.x0 + i * 160, fy + j * 9, ln, 6.5, color=GREY)


def shop_invoice(st: Stream, d: dict, scanned=True, **so) -> None:
    """E-commerce order invoice: VAT inclusive item prices, labels in cells."""
    st.doc("invoice")
    c = st.page(scanned=scanned, lang="en", **so)
    rows, net, tax = calc(d["items"])
    total = net + tax
    c.text(c.x0, 62, d["shop"], 18, bold=True)
    c.text(c.x1, 62, "Invoice", 16, align="r")
    y = _grid(
        c,
        c.x0,
        90,
        [120, 150, 100, 105],
        [
            ["Invoice number", d["number"], "Order number", d["order"]],
            ["Invoice date", d["date_txt"], "Order date", d["order_date"]],
        ],
        9,
        head_fill=None,
        aligns=["l"] * 4,
    )
    st.field("invoiceNumber", d["number"])
    st.field("date", d["date"])
    c.text(c.x0, y + 22, "Sold by", 8.5, color=GREY)
    c.text(c.x0, y + 36, d["seller"], 10, bold=True)
    st.field("sellerName", d["seller"])
    c.text(c.x0, y + 49, d["seller_addr"], 8.5)
    c.text(c.x0, y + 62, f"VAT Reg. No. {d['vat_no']}", 8.5)
    c.text(c.x0 + 270, y + 22, "Billing address", 8.5, color=GREY)
    c.text(c.x0 + 270, y + 36, d["buyer"], 10, bold=True)
    st.field("buyerName", d["buyer"])
    for i, ln in enumerate(d["buyer_addr"]):
        c.text(c.x0 + 270, y + 49 + i * 13, ln, 8.5)
    tab = [["Description", "Qty", "Unit price (excl. VAT)", "VAT rate", "VAT", "Total (incl. VAT)"]]
    for r in rows:
        tab.append([r[0], str(r[1]), f"£{money(r[2])}", f"{int(d2(r[5]) * 100)}%", f"£{money(r[4])}",
                    f"£{money(r[3] + r[4])}"])  # fmt: skip
    y = _grid(c, c.x0, y + 100, [158, 26, 96, 44, 58, 93], tab, 8.0)
    for lab, v in (("Total excl. VAT", net), ("Total VAT", tax), ("Invoice total", total)):
        y += 16
        c.text(c.x1 - 90, y, lab, 9.5, bold=lab == "Invoice total", align="r")
        c.text(c.x1, y, f"£{money(v)}", 9.5, bold=lab == "Invoice total", align="r")
    st.field("taxAmount", gold_amount(tax))
    st.field("totalAmount", gold_amount(total))
    c.text(
        c.x0, y + 36, f"Paid by Visa ending 4417 on {d['order_date']}. This is not a demand for payment.", 8.5
    )


def en_receipt(st: Stream, d: dict, scanned=True, **so) -> None:
    """Official/payment receipt, optionally with a VAT/GST breakdown."""
    st.doc("invoice")
    c = st.page(scanned=scanned, lang="en", serif=True, **so)
    ox, oy, w = 70.0, 70.0, c.w - 140
    c.rect(ox, oy, ox + w, oy + 330, width=1.2)
    c.text(c.w / 2, oy + 30, d["issuer"], 14, bold=True, align="c")
    st.field("sellerName", d["issuer"])
    c.text(c.w / 2, oy + 44, d["issuer_addr"], 8, align="c", color=GREY)
    c.text(c.w / 2, oy + 74, d.get("heading", "OFFICIAL RECEIPT"), 16, bold=True, align="c")
    c.text(ox + w - 12, oy + 96, f"No. {d['number']}", 11, align="r", family="mono")
    st.field("invoiceNumber", d["number"])
    c.text(ox + w - 12, oy + 112, f"Date: {d['date_txt']}", 10, align="r")
    st.field("date", d["date"])
    y = oy + 142
    c.text(ox + 14, y, "RECEIVED from", 10)
    c.text(ox + 110, y, d["payer"], 11, bold=True)
    c.line(ox + 105, y + 3, ox + w - 14, y + 3, width=0.4)
    st.field("buyerName", d["payer"])
    c.text(ox + 14, y + 24, "the sum of", 10)
    c.text(ox + 110, y + 24, d["words"], 10)
    c.line(ox + 105, y + 27, ox + w - 14, y + 27, width=0.4)
    c.text(ox + 14, y + 48, "in payment of", 10)
    c.text(ox + 110, y + 48, d["purpose"], 10)
    c.line(ox + 105, y + 51, ox + w - 14, y + 51, width=0.4)
    y += 80
    total = d2(d["total"])
    if d.get("tax") is not None:
        for lab, v in ((d["tax_lab"][0], total - d2(d["tax"])), (d["tax_lab"][1], d2(d["tax"]))):
            c.text(ox + 14, y, lab, 9)
            c.text(ox + 200, y, money(v), 9, align="r")
            y += 14
        st.field("taxAmount", gold_amount(d["tax"]))
    c.text(ox + 14, y + 4, "TOTAL AMOUNT", 10, bold=True)
    c.text(ox + 200, y + 4, f"{d['cur']} {money(total)}", 10, bold=True, align="r")
    st.field("totalAmount", gold_amount(total))
    c.text(ox + w - 14, oy + 300, "Authorized Signature", 9, align="r")
    c.line(ox + w - 150, oy + 288, ox + w - 14, oy + 288, width=0.5)
    if d.get("footnote"):
        c.text(ox + 14, oy + 322, d["footnote"], 7, color=GREY)
