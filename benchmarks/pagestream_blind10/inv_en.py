"""English invoices I: Canada GST/HST, UK credit note, US (no tax), Malaysia SST."""

from en_common import addr, items, lh_band, lh_center, lh_logo, lh_right, m, meta, meta_cells, priced, totals
from fmt import dec, dfmt
from pdfkit import GREY, NAVY, Builder
from stamps import rubber


def ca_gst_hst(b: Builder, scan=None):
    s = b.seg("invoice", "ca_gst_hst_invoice")
    pg = s.page(612, 792, scan)
    seller = "Maplecrest Design Studio Inc."
    color = (0.16, 0.36, 0.3)
    lh_logo(
        pg,
        seller,
        ["220 Spadina Avenue, Suite 410", "Toronto, ON  M5T 2C2", "hello@maplecrest-design.ca"],
        color,
        "MD",
        ("sellerName", seller),
    )
    pg.t(562, 58, "INVOICE", "hebo", 24, color, al="r")
    date, due = "2024-03-17", "2024-04-16"
    meta(
        pg,
        392,
        96,
        [
            ("Invoice #", "MD-2024-0317", ("invoiceNumber", "MD-2024-0317")),
            ("Invoice Date", dfmt(date, "mdy"), ("date", date)),
            ("Due Date", dfmt(due, "mdy"), None),
            ("GST/HST No.", "81234 5678 RT0001", None),
        ],
        lw=76,
    )
    buyer = "Ridgeline Outfitters Ltd."
    addr(
        pg,
        50,
        120,
        "BILL TO",
        buyer,
        ["Attn: Accounts Payable", "1185 Portage Avenue", "Winnipeg, MB  R3G 0T3"],
        ("buyerName", buyer),
    )
    rows, net = priced(
        [
            ("Brand refresh - discovery workshop (2 days)", 2, "1450.00"),
            ("Logo suite and usage guidelines", 1, "3800.00"),
            ("Retail signage artwork, 6 formats", 6, "275.00"),
            ("Photo retouching (per image)", 24, "18.50"),
        ]
    )
    y = items(
        pg,
        50,
        196,
        [290, 50, 86, 86],
        ["Description", "Qty", "Rate", "Amount"],
        [[r[0], str(r[1]), m(r[2]), m(r[3])] for r in rows],
        "lcrr",
        rh=20,
        hfill=(0.85, 0.92, 0.89),
    )
    hst = dec(net * dec("0.13"))
    total = net + hst
    s.sum("subtotal", [r[3] for r in rows], net)
    s.sum("total", [net, hst], total)
    totals(
        pg,
        562,
        y + 14,
        [
            ("Subtotal", m(net), None),
            ("HST 13% (ON)", m(hst), ("taxAmount", str(hst))),
            ("Total (CAD)", "$" + m(total), ("totalAmount", str(total))),
        ],
        fill=(0.85, 0.92, 0.89),
    )
    pg.t(50, y + 30, "Payment terms: Net 30. Interac e-Transfer to", "helv", 8.5)
    pg.t(50, y + 42, "accounts@maplecrest-design.ca or cheque payable to", "helv", 8.5)
    pg.t(50, y + 54, "Maplecrest Design Studio Inc.", "helv", 8.5)
    pg.t(306, 742, "Thank you for your business!", "heit", 9, GREY, al="c")
    pg.t(306, 754, "Late balances are subject to 1.5% interest per month.", "helv", 7, GREY, al="c")
    return s


def uk_credit_note(b: Builder, scan=None):
    s = b.seg("invoice", "uk_credit_note")
    pg = s.page(595, 842, scan)
    seller = "Brackenridge Catering Supplies Ltd"
    y = lh_center(
        pg,
        seller,
        [
            "Unit 7, Larkhill Trading Estate, Stockport SK4 2DQ",
            "Tel 0161 480 2291  |  VAT Reg No GB 284 6617 09",
        ],
        ("sellerName", seller),
    )
    pg.watermark("COPY", "hebo", 110, (0.9, 0.9, 0.9), 30)
    pg.t(297, y + 18, "CREDIT NOTE", "tibo", 20, al="c")
    date = "2024-02-22"
    meta_cells(
        pg,
        345,
        y + 40,
        [
            ("Credit Note No", "CN-000214", ("invoiceNumber", "CN-000214")),
            ("Date", dfmt(date, "dmy_sl"), ("date", date)),
            ("Original Invoice", "INV-10388", None),
            ("Invoice Date", dfmt("2024-01-30", "dmy_sl"), None),
            ("Account", "HOL-0042", None),
        ],
    )
    buyer = "The Holloway Arms"
    addr(
        pg,
        50,
        y + 52,
        "Credit to:",
        buyer,
        ["14 Chapel Street", "Macclesfield", "SK11 6DA"],
        ("buyerName", buyer),
    )
    rows, net = priced(
        [
            ("Returned: chafing dish, stainless (damaged in transit)", -2, "145.00"),
            ("Returned: gastronorm pans 1/1, 65mm", -4, "22.50"),
            ("Price adjustment: catering foil rolls (agreed)", 1, "-70.00"),
        ]
    )
    y2 = items(
        pg,
        50,
        y + 150,
        [275, 50, 85, 85],
        ["Description", "Qty", "Unit Price", "Net"],
        [[r[0], str(r[1]), m(r[2]), m(r[3])] for r in rows],
        "lrrr",
        hfill=(0.9, 0.9, 0.9),
    )
    vat = dec(net * dec("0.2"))
    total = net + vat
    s.sum("net", [r[3] for r in rows], net)
    s.sum("total", [net, vat], total)
    totals(
        pg,
        545,
        y2 + 12,
        [
            ("Net credit", m(net), None),
            ("VAT @ 20%", m(vat), ("taxAmount", str(vat))),
            ("Total credit GBP", m(total), ("totalAmount", str(total))),
        ],
    )
    pg.para(
        50,
        y2 + 90,
        300,
        (
            "This credit has been applied to your account and will be offset "
            "against your next statement. No cash refund is due."
        ),
        "tiro",
        9,
    )
    pg.t(50, 790, "Registered in England No. 06612087", "tiro", 7.5, GREY)
    return s


def us_invoice(b: Builder, scan=None):
    s = b.seg("invoice", "us_invoice_no_tax")
    pg = s.page(612, 792, scan)
    seller = "Corvid Lane Consulting LLC"
    y = lh_right(
        pg, seller, ["4417 N. Damen Ave", "Chicago, IL 60625", "(773) 555-0148"], ("sellerName", seller), NAVY
    )
    pg.t(50, 60, "Invoice", "tibo", 30, NAVY)
    date = "2023-10-03"
    pg.t(50, y + 14, "Invoice Number:", "hebo", 9)
    pg.t(140, y + 14, "1047", "helv", 9, fld=("invoiceNumber", "1047"))
    pg.t(50, y + 28, "Invoice Date:", "hebo", 9)
    pg.t(140, y + 28, dfmt(date, "us"), "helv", 9, fld=("date", date))
    pg.t(50, y + 42, "Terms:", "hebo", 9)
    pg.t(140, y + 42, "Net 30", "helv", 9)
    buyer = "Prairie Ridge Credit Union"
    addr(
        pg,
        330,
        y + 14,
        "Bill to",
        buyer,
        ["Attn: Dana Whitfield, COO", "900 Commerce Drive", "Naperville, IL 60563"],
        ("buyerName", buyer),
        lab_above=True,
    )
    rows, net = priced(
        [
            ("Sep 5-29: member onboarding process review (hours)", "32.5", "160.00"),
            ("Sep 12: stakeholder workshop facilitation (flat)", 1, "1200.00"),
            ("Sep 30: written recommendations report", 1, "2060.00"),
        ]
    )
    y2 = items(
        pg,
        50,
        y + 100,
        [300, 60, 76, 76],
        ["Service", "Hrs/Qty", "Rate", "Amount"],
        [[r[0], str(r[1]), "$" + m(r[2]), "$" + m(r[3])] for r in rows],
        "lrrr",
        grid=False,
        hfill=(0.88, 0.9, 0.95),
        zebra=(0.96, 0.96, 0.98),
    )
    pg.line(50, y2 + 2, 562, y2 + 2, 0.8)
    s.sum("total", [r[3] for r in rows], net)
    pg.t(430, y2 + 22, "Total", "hebo", 10)
    pg.t(562, y2 + 22, "$" + m(net), "hebo", 10, al="r")
    pg.rect(400, y2 + 32, 562, y2 + 56, 1.0, NAVY)
    pg.t(408, y2 + 48, "Balance Due", "hebo", 11, NAVY)
    pg.t(556, y2 + 48, "$" + m(net), "hebo", 11, NAVY, al="r", fld=("totalAmount", str(net)))
    pg.t(50, y2 + 90, "Please make checks payable to Corvid Lane Consulting LLC.", "helv", 9)
    pg.t(50, y2 + 103, "ACH: First Lakeshore Bank, routing 071900000, acct ending 4471.", "helv", 9)
    rubber(pg, 470, y2 + 130, ["PAID", "OCT 27 2023"], color=(0.1, 0.3, 0.6), angle=-9, w=110)
    return s


def my_sst(b: Builder, scan=None):
    s = b.seg("invoice", "my_sst_invoice")
    pg = s.page(595, 842, scan)
    seller = "Bayu Teknik Engineering Sdn. Bhd."
    color = (0.05, 0.33, 0.55)
    y = lh_band(
        pg,
        seller,
        [
            "(Company No. 201401023456 (1098765-K))",
            "Lot 12, Jalan Perusahaan 3, 81700 Pasir Gudang, Johor",
            "Tel: +607-251 8890",
        ],
        color,
        ("sellerName", seller),
    )
    pg.t(297, y + 14, "INVOICE", "hebo", 16, color, al="c")
    date = "2024-02-12"
    buyer = "Sinar Harapan Plastics Sdn. Bhd."
    pg.rect(45, y + 28, 300, y + 100, 0.6)
    pg.t(51, y + 40, "Sold To:", "hebo", 8.5)
    pg.t(51, y + 53, buyer, "hebo", 9, fld=("buyerName", buyer))
    for i, ln in enumerate(
        ["No. 8, Jalan Industri Mega 2", "Taman Perindustrian Mega, 43500 Semenyih", "Selangor Darul Ehsan"]
    ):
        pg.t(51, y + 66 + 11 * i, ln, "helv", 8.5)
    meta_cells(
        pg,
        320,
        y + 28,
        [
            ("Invoice No.", "SI-2402-0087", ("invoiceNumber", "SI-2402-0087")),
            ("Date", dfmt(date, "dmy_sl"), ("date", date)),
            ("SST Reg. No.", "J31-1808-32000123", None),
            ("Terms", "30 Days", None),
        ],
        widths=(80, 150),
    )
    rows, net = priced(
        [
            ("Preventive maintenance - injection moulding line 2", 1, "4800.00"),
            ("Hydraulic hose replacement (labour)", 6, "95.00"),
            ("Chiller system inspection and report", 1, "1250.00"),
            ("Transport and call-out charge", 1, "180.00"),
        ]
    )
    body = [
        [str(i + 1), r[0], str(r[1]), "Job" if r[1] == 1 else "Hr", m(r[2]), m(r[3])]
        for i, r in enumerate(rows)
    ]
    y2 = items(
        pg,
        45,
        y + 118,
        [26, 244, 36, 38, 78, 83],
        ["No.", "Description", "Qty", "UOM", "Unit Price (RM)", "Amount (RM)"],
        body,
        "clccrr",
        hfill=(0.82, 0.88, 0.94),
    )
    sst = dec(net * dec("0.08"))
    total = net + sst
    s.sum("sub", [r[3] for r in rows], net)
    s.sum("total", [net, sst], total)
    totals(
        pg,
        550,
        y2 + 8,
        [
            ("Sub-Total", m(net), None),
            ("Service Tax 8%", m(sst), ("taxAmount", str(sst))),
            ("Total Payable (RM)", m(total), ("totalAmount", str(total))),
        ],
        lw=110,
    )
    words = s.word("myr", total)
    pg.para(45, y2 + 74, 500, words, "hebo", 8.5)
    pg.t(
        45,
        y2 + 110,
        "Bank: Maybank Berhad  A/C 5140 1120 8831  (Bayu Teknik Engineering Sdn. Bhd.)",
        "helv",
        8,
    )
    pg.t(45, 770, "This is a computer-generated invoice. No signature is required.", "heit", 7.5, GREY)
    return s
