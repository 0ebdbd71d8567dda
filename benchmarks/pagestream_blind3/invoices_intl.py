"""Foreign-style and less common invoices: Japanese, German, EU VAT, US, freight, stamp-only receipts."""

from __future__ import annotations

from invoices_cn import totals
from render import DocCtx, cn_upper, fmt


def inv_japan_two_pages(c: DocCtx):
    items = [(f"Consulting block {m}", "", "h", 8, 15000.0) for m in ("A", "B", "C")]
    items += [("Travel expenses Osaka", "", "lot", 1, 42000.0), ("On-site workshop", "", "day", 2, 98000.0)]
    net, tax, total = totals(items, 0.10)
    pg = c.page(font="dv")
    pg.t(50, 60, "INVOICE / ", 20, f="dvb")
    pg.t(160, 60, "請求書", 20, f="s")
    pg.t(400, 60, "No. KTS-240415-02", 10)
    c.f("invoiceNumber", "KTS-240415-02")
    pg.t(400, 76, "Date: 2024/04/15", 10)
    c.f("date", "2024-04-15")
    pg.t(50, 110, "Billing To:", 10, f="dvb")
    pg.t(50, 126, "Nakamura Precision Parts Co., Ltd.", 11)
    c.f("buyerName", "Nakamura Precision Parts Co., Ltd.")
    pg.t(50, 141, "3-12-5 Higashi-Ikebukuro, Toshima-ku, Tokyo", 9)
    pg.t(360, 110, "Issued by:", 10, f="dvb")
    pg.t(360, 126, "Kitasato Technical Services K.K.", 10)
    c.f("sellerName", "Kitasato Technical Services K.K.")
    pg.t(360, 141, "Registration No. T8011001098765", 8)
    pg.t(50, 180, "We hereby invoice you as follows. Payment due within 30 days.", 10)
    rows = [["Description", "Qty", "Unit", "Unit price (JPY)", "Amount (JPY)"]]
    for n, _, u, q, p in items[:3]:
        rows.append([n, str(q), u, f"{int(p):,}", f"{int(q * p):,}"])
    pg.grid(50, 200, [200, 45, 45, 100, 105], rows, 22, 9, f="dv", head_fill=(0.9, 0.9, 0.9))
    pg.t(300, 320, "continued on page 2 / 2", 9, f="dv", color=(0.3, 0.3, 0.3))
    pg2 = c.page(font="dv")
    pg2.t(50, 60, "INVOICE No. KTS-240415-02 (page 2 / 2)", 11, f="dvb")
    rows = [["Description", "Qty", "Unit", "Unit price (JPY)", "Amount (JPY)"]]
    for n, _, u, q, p in items[3:]:
        rows.append([n, str(q), u, f"{int(p):,}", f"{int(q * p):,}"])
    y = pg2.grid(50, 80, [200, 45, 45, 100, 105], rows, 22, 9, f="dv", head_fill=(0.9, 0.9, 0.9))
    pg2.kv(
        300,
        y + 30,
        [
            ("Subtotal", f"JPY {int(net):,}"),
            ("Consumption tax 10%", f"JPY {int(tax):,}"),
            ("Total amount due", f"JPY {int(total):,}"),
        ],
        10,
        gap=120,
    )
    c.f("taxAmount", f"{tax:.2f}")
    c.f("totalAmount", f"{total:.2f}")
    pg2.t(50, y + 120, "Bank: MUFG Bank, Shinjuku branch, ordinary 1234567", 9)
    return "invoice"


def inv_rechnung(c: DocCtx):
    pg = c.page(font="dvs")
    pg.t(50, 55, "Brandt & Vogel Maschinenbau GmbH", 14, f="dvb")
    c.f("sellerName", "Brandt & Vogel Maschinenbau GmbH")
    pg.t(50, 70, "Industriestraße 14 · 70565 Stuttgart · USt-IdNr. DE287654321", 8)
    pg.t(50, 120, "Kunde:", 9)
    pg.t(50, 135, "Lindqvist Components AB", 11)
    c.f("buyerName", "Lindqvist Components AB")
    pg.t(50, 149, "Hamngatan 3, 211 22 Malmö, Schweden", 9)
    pg.t(50, 200, "RECHNUNG / INVOICE", 18, f="dvb")
    pg.kv(
        360,
        120,
        [("Rechnungsnr.:", "RE-2024-00417"), ("Datum:", "05.03.2024"), ("Kundennr.:", "K-10882")],
        9,
        gap=80,
    )
    c.f("invoiceNumber", "RE-2024-00417")
    c.f("date", "2024-03-05")
    items = [
        ("Spindellager SKF 7014", "", "Stk", 6, 412.5),
        ("Wartung Fräszentrum", "", "Std", 14, 95.0),
        ("Versandkosten", "", "pausch.", 1, 85.0),
    ]
    net, tax, total = totals(items, 0.19)
    rows = [["Pos.", "Bezeichnung", "Menge", "Einzelpreis", "Gesamt"]]
    for i, (n, _, u, q, p) in enumerate(items, 1):
        rows.append([str(i), n, f"{q} {u}", fmt(p, ".", ",") + " €", fmt(q * p, ".", ",") + " €"])
    y = pg.grid(50, 225, [35, 210, 60, 90, 100], rows, 22, 9, f="dvs")
    pg.kv(
        330,
        y + 25,
        [
            ("Netto", fmt(net, ".", ",") + " €"),
            ("USt 19 %", fmt(tax, ".", ",") + " €"),
            ("Brutto", fmt(total, ".", ",") + " €"),
        ],
        10,
        gap=110,
    )
    c.f("taxAmount", f"{tax:.2f}")
    c.f("totalAmount", f"{total:.2f}")
    pg.t(50, y + 110, "Zahlbar innerhalb 14 Tagen ohne Abzug. Leistungsdatum entspricht Rechnungsdatum.", 9)
    pg.t(50, 800, "Kreissparkasse Esslingen · IBAN DE12 6115 0020 0102 3456 78 · HRB 731122", 7)
    return "invoice"


def inv_eu_vat(c: DocCtx):
    pg = c.page(font="helv")
    pg.t(50, 60, "VAT INVOICE", 22, f="hebo")
    pg.t(380, 50, "Van der Berg Logistics B.V.", 11, f="hebo")
    c.f("sellerName", "Van der Berg Logistics B.V.")
    pg.t(380, 64, "Havenweg 88, 3089 JK Rotterdam", 8)
    pg.t(380, 76, "VAT NL853211907B01", 8)
    pg.t(50, 110, "Invoice to", 9, f="hebo")
    pg.t(50, 124, "Oceanic Fresh Produce Ltd", 10)
    c.f("buyerName", "Oceanic Fresh Produce Ltd")
    pg.t(50, 137, "Unit 4, Dock Road, Felixstowe IP11 3QX, United Kingdom", 8)
    pg.kv(
        380,
        110,
        [("Invoice number", "VDB/24/01938"), ("Invoice date", "12/04/2024"), ("Due date", "12/05/2024")],
        9,
        gap=85,
    )
    c.f("invoiceNumber", "VDB/24/01938")
    c.f("date", "2024-04-12")
    items = [
        ("Reefer container 40ft storage", "", "days", 9, 145.0),
        ("Customs clearance", "", "file", 2, 260.0),
        ("Terminal handling", "", "TEU", 2, 310.0),
    ]
    net, tax, total = totals(items, 0.21)
    rows = [["Description", "Qty", "Unit", "Rate EUR", "Net EUR"]]
    for n, _, u, q, p in items:
        rows.append([n, str(q), u, fmt(p), fmt(q * p)])
    y = pg.grid(50, 170, [220, 40, 50, 80, 100], rows, 20, 9, f="helv", head_fill=(0.85, 0.9, 0.95))
    pg.kv(
        330,
        y + 25,
        [("Net", f"EUR {fmt(net)}"), ("VAT 21%", f"EUR {fmt(tax)}"), ("Gross", f"EUR {fmt(total)}")],
        10,
        gap=90,
    )
    c.f("taxAmount", f"{tax:.2f}")
    c.f("totalAmount", f"{total:.2f}")
    pg.t(50, y + 110, "Payment terms: 30 days net. Please quote the invoice number with your payment.", 8.5)
    return "invoice"


def inv_us(c: DocCtx):
    pg = c.page(font="tiro")
    pg.t(50, 60, "Issued by", 8)
    pg.t(50, 76, "Cedar Ridge Print & Sign Co.", 14, f="tibo")
    c.f("sellerName", "Cedar Ridge Print & Sign Co.")
    pg.t(50, 90, "2210 Elm Street, Dallas, TX 75201", 9)
    pg.t(420, 60, "INVOICE", 20, f="tibo")
    pg.kv(400, 90, [("Inv. No", "CR-7781"), ("Date", "Feb. 9, 2024"), ("Terms", "Net 15")], 9, gap=60)
    c.f("invoiceNumber", "CR-7781")
    c.f("date", "2024-02-09")
    pg.t(50, 140, "Invoice to:", 9, f="tibo")
    pg.t(50, 154, "Bluebonnet Dental Group PLLC", 11)
    c.f("buyerName", "Bluebonnet Dental Group PLLC")
    pg.t(50, 168, "Attn: Accounts Payable, 415 Oak Lawn Ave, Dallas, TX 75219", 9)
    items = [
        ("Vinyl window lettering", "", "set", 2, 185.0),
        ("Aluminium sign panel 24x36", "", "ea", 3, 142.0),
        ("Installation", "", "hr", 3, 65.0),
    ]
    net, tax, total = totals(items, 0.0825)
    rows = [["Item", "Qty", "Price", "Amount"]] + [
        [n, str(q), f"${p:,.2f}", f"${q * p:,.2f}"] for n, _, _, q, p in items
    ]
    y = pg.grid(50, 190, [250, 50, 90, 100], rows, 20, 10, f="tiro")
    pg.kv(
        340,
        y + 25,
        [("Subtotal", f"${fmt(net)}"), ("Sales tax 8.25%", f"${fmt(tax)}"), ("TOTAL DUE", f"${fmt(total)}")],
        10,
        gap=90,
    )
    c.f("taxAmount", f"{tax:.2f}")
    c.f("totalAmount", f"{total:.2f}")
    pg.t(50, y + 110, "Thank you for your business!", 11, f="tibo")
    return "invoice"


def inv_remit_footer(c: DocCtx):
    pg = c.page(font="helv")
    pg.box(0, 0, 595, 70, width=0, fill=(0.15, 0.3, 0.45), color=None)
    pg.t(50, 45, "INVOICE", 26, f="hebo", color=(1, 1, 1))
    pg.kv(
        50,
        110,
        [("Invoice #:", "100482"), ("Invoice date:", "March 28, 2024"), ("Customer:", "Marlow Street Cafe")],
        10,
        gap=90,
    )
    c.f("invoiceNumber", "100482")
    c.f("date", "2024-03-28")
    c.f("buyerName", "Marlow Street Cafe")
    rows = [
        ["Service", "Hours", "Rate", "Line total"],
        ["Walk-in cooler repair", "5", "95.00", "475.00"],
        ["Compressor relay (part)", "1", "138.00", "138.00"],
        ["Call-out fee", "1", "60.00", "60.00"],
    ]
    y = pg.grid(50, 180, [230, 60, 80, 110], rows, 22, 10, f="helv")
    pg.t(360, y + 30, "Amount due: USD 673.00", 12, f="hebo")
    c.f("totalAmount", "673.00")
    pg.t(50, y + 70, "No sales tax charged on repair labour (exempt).", 9)
    pg.line(50, 770, 545, 770, 0.5)
    pg.t(50, 788, "Please remit to: Northgate Refrigeration Services LLC, PO Box 4471, Portland, OR 97208", 8)
    c.f("sellerName", "Northgate Refrigeration Services LLC")
    return "invoice"


def inv_freight(c: DocCtx):
    pg = c.page(font="cour")
    pg.t(50, 60, "FREIGHT INVOICE", 16, f="cour")
    pg.t(50, 80, "=" * 60, 9)
    pg.kv(
        50,
        100,
        [("Document No.", ": FI-0093321"), ("Issue date  ", ": 2024-05-30"), ("Customer    ", ": ")],
        9.5,
    )
    c.f("invoiceNumber", "FI-0093321")
    c.f("date", "2024-05-30")
    pg.t(50, 148, "    Kestrel Outdoor Equipment Pty Ltd", 9.5)
    c.f("buyerName", "Kestrel Outdoor Equipment Pty Ltd")
    pg.t(50, 162, "    18 Wharf Street, Fremantle WA 6160", 9.5)
    lines = [
        "Shipment  SHA -> FRE  MBL COSU6281190341",
        "  Ocean freight 2x40HC      2 x 1,850.00   3,700.00",
        "  Bunker adjustment         2 x   240.00     480.00",
        "  Destination THC           2 x   395.00     790.00",
        "  Documentation fee         1 x    75.00      75.00",
        "-" * 60,
        "  Subtotal (AUD)                             5,045.00",
        "  GST 10%                                      504.50",
        "  TOTAL (AUD)                                5,549.50",
    ]
    y = 190
    for ln in lines:
        pg.t(50, y, ln, 9.5)
        y += 15
    c.f("taxAmount", "504.50")
    c.f("totalAmount", "5549.50")
    pg.t(50, y + 30, "Remit to: Southern Cross Freight Forwarding Pty Ltd", 9.5)
    c.f("sellerName", "Southern Cross Freight Forwarding Pty Ltd")
    pg.t(50, y + 45, "         ABN 41 603 118 227, BSB 062-000 ACC 1098 7721", 9.5)
    return "invoice"


def inv_kaipiao(c: DocCtx):
    pg = c.page()
    pg.t(297, 62, "广东省服务业统一发票", 17, align="c")
    pg.t(297, 82, "发  票  联", 10, align="c")
    pg.t(60, 110, "票据号码：No 44018822", 10)
    c.f("invoiceNumber", "44018822")
    pg.t(380, 110, "日期：2024年1月18日", 10)
    c.f("date", "2024-01-18")
    pg.t(60, 135, "受票方：佛山顺德美达电器有限公司", 10)
    c.f("buyerName", "佛山顺德美达电器有限公司")
    rows = [
        ["项目", "单位", "数量", "单价", "金额"],
        ["会展场地布置", "项", "1", "8,600.00", "8,600.00"],
        ["展台灯光租赁", "天", "3", "450.00", "1,350.00"],
        ["合计金额（大写）", "玖仟玖佰伍拾元整", "", "小写", "¥9,950.00"],
    ]
    pg.grid(55, 150, [150, 110, 60, 80, 95], rows, 24, 9.5)
    c.f("totalAmount", "9950.00")
    pg.t(60, 270, "开票方：广州锐展会展服务有限公司", 10)
    c.f("sellerName", "广州锐展会展服务有限公司")
    pg.t(60, 290, "开票方识别号：91440101MA59K3U40D      开票人：黄小玲", 9)
    pg.stamp(430, 300, 68, 34, "广州锐展会展服务有限公司", "发票专用章", 6.5)
    return "invoice"


def inv_stamp_only(c: DocCtx):
    pg = c.page()
    pg.t(297, 62, "河北省通用机打发票", 17, align="c")
    pg.t(420, 90, "发票No 00731456", 10)
    c.f("invoiceNumber", "00731456")
    pg.t(60, 115, "购货方：石家庄恒信建材经销部", 10)
    c.f("buyerName", "石家庄恒信建材经销部")
    pg.t(380, 115, "2024.06.21", 10)
    c.f("date", "2024-06-21")
    rows = [
        ["品名", "规格", "单位", "数量", "单价", "金额"],
        ["水泥", "P.O42.5", "吨", "30", "415.00", "12,450.00"],
        ["河砂", "中砂", "方", "40", "128.00", "5,120.00"],
        ["", "", "", "", "", ""],
        ["合计人民币（大写）", cn_upper(17570), "", "", "¥", "17,570.00"],
    ]
    pg.grid(55, 130, [110, 110, 45, 50, 70, 110], rows, 24, 9.5)
    c.f("totalAmount", "17570.00")
    pg.t(60, 280, "收款单位（盖章有效）：", 10)
    pg.stamp(230, 300, 75, 36, "鹿泉区鑫磊砂石料场", "发票专用章", 8)
    c.f("sellerName", "鹿泉区鑫磊砂石料场")
    pg.t(360, 280, "收款人：杜        开票人：杜", 10)
    pg.t(60, 350, "（手写）已付清 6.21", 11, color=(0.1, 0.2, 0.6))
    return "invoice"
