"""English 'other' documents I.

Fax cover, remittance advice, statement, reminder, purchase order, quotation,
pro forma invoice, packing list.
"""

from en_common import addr, items, lh_band, lh_center, lh_logo, lh_right, m, meta, meta_cells, priced, totals
from fmt import dec, dfmt
from pdfkit import GREY, NAVY, Builder


def _other(b, label, scan, w=595, h=842):
    s = b.seg("other", label)
    return s, s.page(w, h, scan)


def fax_cover(b: Builder, scan=None):
    s, pg = _other(b, "en_fax_cover", scan, 612, 792)
    pg.t(60, 90, "FAX", "hebo", 54)
    pg.t(60, 112, "Ridgeline Outfitters Ltd. - Accounts Payable", "helv", 11)
    y = 160
    for lab, val in [
        ("To:", "Maplecrest Design Studio Inc."),
        ("Attn:", "Billing Department"),
        ("Fax:", "(416) 555-0172"),
        ("From:", "Kelsey Armitage"),
        ("Date:", dfmt("2024-03-25", "mdy")),
        ("Pages:", "5 (including cover)"),
        ("Re:", "Invoice MD-2024-0317 and remittance"),
    ]:
        pg.t(60, y, lab, "hebo", 12)
        pg.t(130, y, val, "helv", 12)
        pg.line(128, y + 4, 552, y + 4, 0.4, GREY)
        y += 28
    for i, lab in enumerate(["Urgent", "For Review", "Please Comment", "Please Reply"]):
        x = 60 + i * 125
        pg.rect(x, y + 10, x + 10, y + 20, 0.8)
        pg.t(x + 16, y + 19, lab, "helv", 10)
    pg.t(60 + 2, y + 19, "x", "hebo", 10)
    pg.t(60, y + 60, "Comments:", "hebo", 11)
    pg.para(
        60,
        y + 80,
        490,
        (
            "Please find attached our remittance advice for the above invoice "
            "together with our statement reconciliation. Note the credit note from "
            "Brackenridge has been applied separately. Call me on (204) 555-0133 "
            "with any questions."
        ),
        "helv",
        11,
        16,
    )
    pg.para(
        60,
        720,
        490,
        (
            "CONFIDENTIALITY NOTICE: This facsimile may contain confidential "
            "information intended only for the addressee. If you received it in "
            "error, please notify the sender and destroy all copies."
        ),
        "heit",
        7.5,
        10,
    )
    return s


def remittance(b: Builder, scan=None):
    s, pg = _other(b, "en_remittance_advice", scan)
    y = lh_logo(
        pg, "Ridgeline Outfitters Ltd.", ["1185 Portage Avenue, Winnipeg, MB R3G 0T3"], (0.5, 0.2, 0.1), "RO"
    )
    pg.t(545, 60, "REMITTANCE ADVICE", "hebo", 15, al="r")
    meta(
        pg,
        50,
        y + 26,
        [
            ("Payee:", "Maplecrest Design Studio Inc.", None),
            ("Payment date:", dfmt("2024-03-25", "dmon"), None),
            ("Payment ref:", "EFT-2024-03-25-0041", None),
            ("Method:", "Electronic funds transfer", None),
        ],
        lw=90,
    )
    rows = [
        ["MD-2024-0317", dfmt("2024-03-17", "dmon"), "9,937.22", "0.00", "9,937.22"],
        ["MD-2024-0211", dfmt("2024-02-11", "dmon"), "1,243.00", "43.00", "1,200.00"],
    ]
    y2 = items(
        pg,
        50,
        y + 110,
        [110, 100, 95, 90, 100],
        ["Your Invoice", "Invoice Date", "Invoice Amount", "Deduction", "Amount Paid"],
        rows,
        "llrrr",
    )
    totals(pg, 545, y2 + 10, [("Total paid CAD", "11,137.22", None)], lw=100, vw=90)
    pg.t(
        50,
        y2 + 60,
        "Deduction on MD-2024-0211: short-shipped banner stands (2 x 21.50), agreed by phone.",
        "heit",
        9,
    )
    return s


def statement(b: Builder, scan=None):
    s, pg = _other(b, "en_statement_of_account", scan)
    y = lh_center(
        pg,
        "Brackenridge Catering Supplies Ltd",
        ["Unit 7, Larkhill Trading Estate, Stockport SK4 2DQ"],
        f="tibo",
        sz=16,
    )
    pg.t(297, y + 14, "STATEMENT OF ACCOUNT", "tibo", 14, al="c")
    addr(
        pg,
        50,
        y + 44,
        "Account:",
        "The Holloway Arms",
        ["14 Chapel Street, Macclesfield SK11 6DA"],
        lab_above=False,
    )
    meta_cells(
        pg,
        360,
        y + 36,
        [
            ("Statement date", dfmt("2024-02-29", "dmy_sl"), None),
            ("Account no.", "HOL-0042", None),
            ("Terms", "30 days", None),
        ],
    )
    data = [
        ("2024-01-01", "Balance brought forward", "", "", "312.40"),
        ("2024-01-30", "Invoice INV-10388", "1,186.20", "", "1,498.60"),
        ("2024-02-06", "Payment - thank you", "", "312.40", "1,186.20"),
        ("2024-02-14", "Invoice INV-10461", "428.40", "", "1,614.60"),
        ("2024-02-22", "Credit note CN-000214", "", "540.00", "1,074.60"),
    ]
    rows = [[dfmt(d, "dmy_sl"), t, dr, cr, bal] for d, t, dr, cr, bal in data]
    y2 = items(
        pg,
        50,
        y + 110,
        [70, 200, 75, 75, 75],
        ["Date", "Details", "Debit", "Credit", "Balance"],
        rows,
        "llrrr",
        hfill=(0.9, 0.9, 0.9),
    )
    ages = [
        ["Current", "1-30 days", "31-60 days", "60+ days", "Amount due"],
        ["428.40", "646.20", "0.00", "0.00", "1,074.60"],
    ]
    pg.table(50, y2 + 20, [99] * 5, ages[1:], "helv", 9, 18, al="rrrrr", head=ages[0], hf="hebo")
    pg.t(50, y2 + 90, "Please remit the balance by 31/03/2024. Bank: Lloyds 30-94-57 / 22810464.", "helv", 9)
    return s


def reminder(b: Builder, scan=None):
    s, pg = _other(b, "en_payment_reminder", scan, 612, 792)
    y = lh_right(pg, "Corvid Lane Consulting LLC", ["4417 N. Damen Ave", "Chicago, IL 60625"], c=NAVY)
    pg.t(60, y + 20, dfmt("2023-11-09", "mdy"), "tiro", 11)
    for i, ln in enumerate(
        ["Prairie Ridge Credit Union", "Attn: Accounts Payable", "900 Commerce Drive", "Naperville, IL 60563"]
    ):
        pg.t(60, y + 50 + 14 * i, ln, "tiro", 11)
    pg.t(60, y + 130, "Re: Friendly reminder - Invoice 1047", "tibo", 11)
    yy = y + 160
    for para in [
        "Dear Ms. Whitfield,",
        (
            "Our records show that invoice 1047, dated October 3, 2023, for "
            "$8,460.00 remains open. The invoice was due on November 2, 2023. If "
            "payment has already been sent, please disregard this letter and "
            "accept our thanks."
        ),
        (
            "If there is any question about the services billed, please let me "
            "know so we can resolve it promptly. A copy of the invoice is enclosed "
            "for your convenience."
        ),
        "Sincerely,",
    ]:
        yy = pg.para(60, yy, 490, para, "tiro", 11, 15) + 10
    pg.sign(64, yy + 24, 100, 24, key="rem")
    pg.t(60, yy + 40, "Jonah Ellery, Principal", "tiro", 11)
    pg.t(60, yy + 70, "Enclosure: Invoice 1047", "tiit", 9.5)
    return s


def purchase_order(b: Builder, scan=None):
    s, pg = _other(b, "en_purchase_order", scan)
    color = (0.2, 0.3, 0.2)
    lh_band(
        pg,
        "Sinar Harapan Plastics Sdn. Bhd.",
        ["No. 8, Jalan Industri Mega 2, 43500 Semenyih, Selangor", "Tel +603-8724 1190"],
        color,
    )
    pg.t(545, 104, "PURCHASE ORDER", "hebo", 16, color, al="r")
    meta_cells(
        pg,
        345,
        116,
        [
            ("PO Number", "SHP-PO-24-0193", None),
            ("PO Date", dfmt("2024-01-22", "dmy_sl"), None),
            ("Required by", dfmt("2024-02-09", "dmy_sl"), None),
            ("Quotation ref", "BT-Q-2401-015", None),
        ],
        widths=(90, 110),
    )
    addr(
        pg,
        50,
        124,
        "VENDOR",
        "Bayu Teknik Engineering Sdn. Bhd.",
        ["Lot 12, Jalan Perusahaan 3", "81700 Pasir Gudang, Johor"],
    )
    rows, net = priced(
        [
            ("Preventive maintenance - injection moulding line 2", 1, "4800.00"),
            ("Hydraulic hose replacement (labour, est.)", 6, "95.00"),
            ("Chiller system inspection and report", 1, "1250.00"),
        ]
    )
    y2 = items(
        pg,
        50,
        230,
        [260, 45, 95, 95],
        ["Item / Description", "Qty", "Unit Price (RM)", "Total (RM)"],
        [[r[0], str(r[1]), m(r[2]), m(r[3])] for r in rows],
        "lrrr",
    )
    totals(pg, 545, y2 + 8, [("PO Total (excl. SST)", m(net), None)], lw=120, vw=80)
    pg.t(50, y2 + 60, "Deliver to: Plant 1 Receiving Bay. Invoice must quote this PO number.", "helv", 9)
    pg.t(50, y2 + 110, "Approved by:", "hebo", 9)
    pg.sign(120, y2 + 112, 80, 18, key="po")
    pg.t(120, y2 + 128, "Lim Wei Chuan, Plant Manager", "helv", 8.5)
    return s


def quotation(b: Builder, scan=None):
    s, pg = _other(b, "en_quotation", scan)
    color = (0.05, 0.33, 0.55)
    y = lh_band(
        pg,
        "Bayu Teknik Engineering Sdn. Bhd.",
        ["Lot 12, Jalan Perusahaan 3, 81700 Pasir Gudang, Johor", "Tel: +607-251 8890"],
        color,
    )
    pg.t(50, y + 14, "QUOTATION", "hebo", 18, color)
    meta(
        pg,
        360,
        y + 10,
        [
            ("Quote No.", "BT-Q-2401-015", None),
            ("Date", dfmt("2024-01-10", "dmon"), None),
            ("Valid until", dfmt("2024-02-09", "dmon"), None),
        ],
        lw=70,
    )
    addr(pg, 50, y + 50, "Prepared for", "Sinar Harapan Plastics Sdn. Bhd.", ["Attn: Mr. Lim Wei Chuan"])
    rows, net = priced(
        [
            ("Preventive maintenance - injection moulding line 2", 1, "4800.00"),
            ("Hydraulic hose replacement (labour, est. hrs)", 6, "95.00"),
            ("Chiller system inspection and report", 1, "1250.00"),
            ("Transport and call-out charge", 1, "180.00"),
        ]
    )
    y2 = items(
        pg,
        50,
        y + 110,
        [270, 45, 90, 90],
        ["Scope", "Qty", "Rate (RM)", "Amount (RM)"],
        [[r[0], str(r[1]), m(r[2]), m(r[3])] for r in rows],
        "lrrr",
        grid=False,
        zebra=(0.95, 0.97, 0.99),
    )
    tax = dec(net * dec("0.08"))
    totals(
        pg,
        545,
        y2 + 10,
        [
            ("Subtotal", m(net), None),
            ("Service Tax 8%", m(tax), None),
            ("Estimated total", m(net + tax), None),
        ],
        lw=110,
    )
    pg.para(
        50,
        y2 + 80,
        495,
        (
            "This is a quotation and not a tax invoice. Prices are valid for 30 "
            "days. Parts, if required, will be quoted separately after inspection."
        ),
        "heit",
        9,
    )
    return s


def proforma(b: Builder, scan=None):
    s, pg = _other(b, "en_proforma_invoice", scan)
    color = (0.0, 0.45, 0.7)
    pg.watermark("PRO FORMA", "hebo", 80, (0.9, 0.93, 0.96), 35)
    lh_logo(
        pg,
        "Helvion Water Technologies GmbH",
        ["Industriestrasse 14, 85609 Aschheim, Germany", "VAT ID DE 318 224 907"],
        color,
        "HW",
    )
    pg.t(545, 60, "PRO FORMA INVOICE", "hebo", 15, color, al="r")
    pg.t(
        545, 76, "Not a demand for payment - for customs and advance payment only", "heit", 7.5, GREY, al="r"
    )
    meta_cells(
        pg,
        335,
        100,
        [
            ("Pro forma no.", "PF-24-0031", None),
            ("Date", dfmt("2024-02-02", "dmy_dot"), None),
            ("Incoterms", "FCA Aschheim", None),
            ("Order ref.", "NK-ORD-5520", None),
        ],
        widths=(90, 120),
    )
    addr(
        pg,
        50,
        112,
        "Consignee",
        "Nordkap Trading AS",
        ["Drammensveien 130, 0277 Oslo, Norway", "Org. nr. 918 442 617"],
    )
    rows, net = priced(
        [
            ("HX-300 under-sink filtration unit", 240, "186.00"),
            ("HX-500R reverse osmosis unit", 60, "412.00"),
            ("HX-FC3 cartridge set", 480, "24.50"),
        ]
    )
    y2 = items(
        pg,
        50,
        200,
        [230, 50, 100, 115],
        ["Product", "Qty", "Unit (EUR)", "Total (EUR)"],
        [[r[0], str(r[1]), m(r[2]), m(r[3])] for r in rows],
        "lrrr",
        hfill=(0.85, 0.92, 0.96),
    )
    totals(
        pg,
        545,
        y2 + 8,
        [
            ("Goods value", m(net), None),
            ("VAT 0% (intra-EEA export)", "0.00", None),
            ("Total EUR", m(net), None),
        ],
        lw=130,
    )
    pg.t(
        50,
        y2 + 80,
        "HS code 8421.21. Country of origin: Germany. Gross weight approx. 3,450 kg on 9 pallets.",
        "helv",
        8.5,
    )
    pg.t(50, y2 + 94, "Advance payment of 30% requested before shipment.", "helv", 8.5)
    return s


def packing_list(b: Builder, scan=None):
    s, pg = _other(b, "en_packing_list", scan)
    y = lh_center(
        pg,
        "Helvion Water Technologies GmbH",
        ["Industriestrasse 14, 85609 Aschheim, Germany"],
        f="hebo",
        sz=14,
    )
    pg.t(297, y + 16, "PACKING LIST", "hebo", 16, al="c")
    meta(
        pg,
        50,
        y + 44,
        [
            ("Shipment:", "SHP-24-0207", None),
            ("Ship date:", dfmt("2024-02-14", "dmy"), None),
            ("Consignee:", "Nordkap Trading AS, Oslo", None),
            ("Ref:", "PF-24-0031 / NK-ORD-5520", None),
        ],
        lw=72,
    )
    rows = [
        ["1-4", "HX-300 under-sink filtration unit", "240", "60 / ctn", "4", "1,260", "1,310"],
        ["5-6", "HX-500R reverse osmosis unit", "60", "30 / ctn", "2", "1,428", "1,486"],
        ["7-9", "HX-FC3 cartridge set", "480", "160 / ctn", "3", "602", "654"],
    ]
    y2 = items(
        pg,
        40,
        y + 110,
        [40, 185, 40, 60, 50, 70, 70],
        ["Pallet", "Description", "Qty", "Packing", "Plts", "Net kg", "Gross kg"],
        rows,
        "clrcrrr",
    )
    pg.t(40, y2 + 20, "Total: 9 pallets, 780 pieces, net 3,290 kg, gross 3,450 kg, 18.2 cbm", "hebo", 9)
    pg.t(40, y2 + 50, "Marks: NORDKAP / OSLO / NK-ORD-5520 / PLT 1-9", "helv", 9)
    return s
