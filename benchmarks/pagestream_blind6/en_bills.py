"""More English-language invoices: utility bill, Singapore tax invoice, export commercial invoice
(bilingual labels)."""

from decimal import Decimal

from kit import A4W, GREY, LETTER
from kit_values import amount_words, dec, dfmt, money


def _mul(q, p):
    return dec(Decimal(str(q)) * Decimal(str(p)))


# --------------------------------------------------------------------------
def utility_bill(st, d, scan=None):
    fld = st.fld
    font, bold = "helv", "hebo"
    pw, ph = LETTER
    c = st.page(pw, ph, scan=scan)
    x0, x1 = 44, pw - 44
    c.rect(x0, 36, x1, 84, None, fill=(0.05, 0.35, 0.45))
    c.text(x0 + 12, 60, fld("sellerName", d["utility"]), 15, bold, (1, 1, 1))
    c.text(x0 + 12, 76, d["utility_addr"], 8, font, (0.9, 0.95, 0.95))
    c.text(x1 - 12, 64, "UTILITY BILL", 15, bold, (1, 1, 1), align="r")
    info = [
        ("Account Number", d["account"]),
        ("Invoice No.", fld("invoiceNumber", d["no"])),
        ("Bill Date", fld("date", d["date"].isoformat(), dfmt(d["date"], "short"))),
        ("Service Period", d["period"]),
        ("Due Date", dfmt(d["due"], "short")),
    ]
    for i, (k, v) in enumerate(info):
        c.text(360, 110 + i * 15, k, 8.5, bold)
        c.text(x1, 110 + i * 15, v, 8.5, font, align="r")
    c.text(x0, 110, "Customer", 8.5, bold, GREY)
    c.text(x0, 124, fld("buyerName", d["customer"]), 10.5, bold)
    c.text(x0, 137, "Service Address: " + d["service_addr"], 8.5, font)
    c.text(x0, 150, "Mailing Address: " + d["mail_addr"], 8.5, font)
    # usage chart
    c.text(x0, 200, "Water usage (hundred cubic feet)", 8.5, bold)
    for i, (m, v) in enumerate(d["usage"]):
        bx = x0 + 8 + i * 40
        c.rect(bx, 290 - v * 6, bx + 24, 290, None, fill=(0.35, 0.6, 0.7))
        c.text(bx + 12, 302, m, 7, font, GREY, align="c")
        c.text(bx + 12, 286 - v * 6, str(v), 7, font, align="c")
    rows = [["Charges this period", "Amount"]]
    sub = dec(0)
    for k, v in d["charges"]:
        rows.append([k, "$" + money(v)])
        sub += dec(v)
    tax = dec(sub * Decimal(str(d["tax_rate"])))
    total = sub + tax
    rows.append(
        [
            "Utility Users Tax (%g%%)" % (d["tax_rate"] * 100),
            "$" + fld("taxAmount", money(tax, False), money(tax)),
        ]
    )
    rows.append(["Previous balance", "$" + money(d["prev"])])
    rows.append(["Payment received - thank you", "-$" + money(d["prev"])])
    y = c.table(
        330,
        200,
        [170, x1 - 500],
        rows,
        rowh=17,
        size=8.5,
        font=font,
        aligns=["l", "r"],
        head_fill=(0.88, 0.93, 0.95),
        heads=1,
        line_color=(0.7, 0.75, 0.78),
    )
    c.rect(330, y + 8, x1, y + 34, None, fill=(0.05, 0.35, 0.45))
    c.text(338, y + 26, "TOTAL AMOUNT DUE", 10.5, bold, (1, 1, 1))
    c.text(
        x1 - 8,
        y + 26,
        "$" + fld("totalAmount", money(total, False), money(total)),
        12,
        bold,
        (1, 1, 1),
        align="r",
    )
    c.para(
        x0,
        340,
        260,
        "Conservation tip: fixing a leaking toilet can save up to 200 gallons a day. Ask about our free "
        "indoor water survey for businesses.",
        8,
        font,
        1.4,
    )
    c.line(x0, 560, x1, 560, GREY, 0.8, dashes="[4 3] 0")
    c.text(
        x0,
        574,
        "Please detach and return this portion with your payment. Make checks payable to "
        + d["utility"]
        + ".",
        7.5,
        font,
        GREY,
    )
    for i, (k, v) in enumerate(
        (
            ("Account Number", d["account"]),
            ("Amount Due", "$" + money(total)),
            ("Due Date", dfmt(d["due"], "short")),
            ("Amount Enclosed", "$__________"),
        )
    ):
        c.text(x0, 604 + i * 18, k, 9, bold)
        c.text(x0 + 120, 604 + i * 18, v, 9, font)
    c.text(360, 620, d["utility"], 9, font)
    c.text(360, 633, d["remit_addr"], 9, font)
    c.text(
        x0,
        720,
        "<{}>  <{}>".format(d["account"].replace("-", ""), money(total, False).replace(".", "")),
        10,
        "cour",
    )
    return c


# --------------------------------------------------------------------------
def sg_tax_invoice(st, d, scan=None):
    fld = st.fld
    font, bold = "dvs", "dvsb"
    c = st.page(scan=scan)
    x0, x1 = 56, A4W - 56
    c.text(x0, 70, fld("sellerName", d["seller"]), 16, bold, (0.5, 0.1, 0.3))
    c.text(x0, 86, d["seller_addr"], 8.5, font, GREY)
    c.text(x0, 98, "UEN: {}   GST Reg. No.: {}".format(d["uen"], d["gst"]), 8.5, font, GREY)
    c.text(x1, 70, "TAX INVOICE", 18, bold, align="r")
    c.text(x0, 140, "Bill To", 9, bold)
    y = 154
    for i, ln in enumerate(d["bill_to"]):
        c.text(x0, y, fld("buyerName", ln) if i == 0 else ln, 9.5, font)
        y += 12
    for i, (k, v) in enumerate(
        (
            ("Invoice No", fld("invoiceNumber", d["no"])),
            ("Invoice Date", fld("date", d["date"].isoformat(), dfmt(d["date"], "dmys"))),
            ("Terms", "Net 30"),
            ("Your Ref", d["ref"]),
        )
    ):
        c.text(360, 140 + i * 14, k, 9, bold)
        c.text(440, 140 + i * 14, ": " + v, 9, font)
    rows = [["#", "Description", "Qty", "Rate (S$)", "Amount (S$)"]]
    sub = dec(0)
    for i, (desc, q, p) in enumerate(d["items"], 1):
        a = _mul(q, p)
        sub += a
        rows.append([str(i), desc, str(q), money(p), money(a)])
    gst = dec(sub * Decimal("0.09"))
    total = sub + gst
    y = c.table(
        x0,
        220,
        [25, 250, 40, 70, x1 - x0 - 385],
        rows,
        rowh=20,
        size=9,
        font=font,
        aligns=["c", "l", "r", "r", "r"],
        line_color=(0.7, 0.7, 0.7),
    )
    y += 20
    for lab, val in (
        ("Sub Total", money(sub)),
        ("GST 9%", fld("taxAmount", money(gst, False), money(gst))),
        ("Total (SGD)", fld("totalAmount", money(total, False), money(total))),
    ):
        c.text(x1 - 180, y, lab, 9.5, bold)
        c.text(x1, y, val, 9.5, font, align="r")
        y += 16
    c.text(x0, y + 30, "Payment via PayNow (UEN) or bank transfer to " + d["bank"], 8.5, font)
    c.text(x0, y + 44, "This is a computer-generated invoice. No signature is required.", 8, font, GREY)
    return c


# --------------------------------------------------------------------------
def commercial_invoice(st, d, scan=None):
    """Bilingual labels ('Seller 卖方'); no tax line."""
    fld = st.fld
    font, bold = "lsans", "lsansb"
    c = st.page(scan=scan)
    x0, x1 = 48, A4W - 48
    c.text(A4W / 2, 58, d["seller"], 14, bold, align="c")
    c.text(A4W / 2, 73, d["seller_addr"], 8.5, font, GREY, align="c")
    c.text(A4W / 2, 100, "商业发票  COMMERCIAL INVOICE", 16, bold, align="c")
    rows = [
        [
            "Seller 卖方",
            fld("sellerName", d["seller"]) + "\n" + d["seller_addr"],
            "Invoice No. 发票号",
            fld("invoiceNumber", d["no"]),
        ],
        [
            "Buyer 买方",
            fld("buyerName", d["buyer"]) + "\n" + d["buyer_addr"],
            "Date 日期",
            fld("date", d["date"].isoformat(), dfmt(d["date"], "dmys")),
        ],
        ["Port of Loading 装运港", d["pol"], "S/C No. 合同号", d["sc"]],
        ["Port of Discharge 目的港", d["pod"], "Payment 付款方式", d["payment"]],
        ["Vessel / Voyage", d["vessel"], "Trade Terms 贸易术语", d["incoterm"]],
    ]
    y = c.table(x0, 116, [95, 215, 90, x1 - x0 - 400], rows, rowh=[36, 36, 22, 22, 22], size=8.3, font=font)
    rows = [["Marks & Nos.", "Description of Goods 货物描述", "Quantity", "Unit Price", "Amount"]]
    total = dec(0)
    for desc, q, unit, p in d["items"]:
        a = _mul(q, p)
        total += a
        rows.append(["N/M", desc, f"{q} {unit}", "USD " + money(p), "USD " + money(a)])
    rows.append(["", "TOTAL 合计", "", "", "USD " + fld("totalAmount", money(total, False), money(total))])
    y = c.table(
        x0,
        y + 14,
        [60, 210, 70, 75, x1 - x0 - 415],
        rows,
        rowh=22,
        size=8.3,
        font=font,
        aligns=["c", "l", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    c.text(x0, y + 22, amount_words(total), 9, bold)
    c.text(x0, y + 44, "Country of Origin: China    HS Code: " + d["hs"], 8.5, font)
    c.text(
        x0,
        y + 58,
        "We hereby certify that the above goods are of Chinese origin and the particulars are true and "
        "correct.",
        8.5,
        font,
    )
    c.text(x1 - 10, y + 110, "For and on behalf of", 8.5, font, align="r")
    c.text(x1 - 10, y + 124, d["seller"], 9, bold, align="r")
    c.stamp(x1 - 90, y + 160, 34, d["seller_cn"], "★", "")
    c.text(x1 - 10, y + 204, "Authorized Signature", 8.5, font, align="r")
    return c
