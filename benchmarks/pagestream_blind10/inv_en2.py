"""English invoices II: UAE VAT (3 pages with continuation), Ireland VAT, NZ GST, Singapore GST."""

from en_common import addr, items, lh_band, lh_center, lh_logo, lh_right, m, meta, meta_cells, priced, totals
from fmt import dec, dfmt
from pdfkit import GREY, Builder

UAE_ITEMS = [
    ("Soft services - daily cleaning, Tower A floors 1-12", 1, "18400.00"),
    ("Soft services - daily cleaning, Tower B floors 1-9", 1, "13800.00"),
    ("Washroom consumables replenishment", 1, "2650.00"),
    ("Pest control - monthly treatment", 1, "1200.00"),
    ("Waste removal - 6 cu.m skip, 14 lifts", 14, "240.00"),
    ("Chiller plant PPM - Chiller 1", 1, "3150.00"),
    ("Chiller plant PPM - Chiller 2", 1, "3150.00"),
    ("AHU filter replacement (units)", 36, "85.00"),
    ("FCU coil cleaning (units)", 48, "62.50"),
    ("Cooling tower water treatment", 1, "1875.00"),
    ("Fire alarm panel inspection", 1, "950.00"),
    ("Sprinkler system quarterly test", 1, "1600.00"),
    ("Emergency lighting test and log", 1, "720.00"),
    ("Lift lobby deep clean (weekend)", 4, "540.00"),
    ("Facade glass cleaning - BMU, Tower A", 1, "6200.00"),
    ("Facade glass cleaning - BMU, Tower B", 1, "4900.00"),
    ("Car park sweeping, levels B1-B3", 3, "780.00"),
    ("Landscaping - podium planters", 1, "1350.00"),
    ("Irrigation line repair (call-out)", 2, "410.00"),
    ("Plumbing reactive works - pantry leak", 1, "365.00"),
    ("Electrical reactive works - DB tripping", 1, "520.00"),
    ("LED panel replacement, 600x600 (pcs)", 22, "96.00"),
    ("Access control card printing (cards)", 150, "6.50"),
    ("Security guarding - 24h post, 29 days", 29, "640.00"),
    ("Security supervisor (days)", 29, "310.00"),
    ("CCTV maintenance visit", 1, "880.00"),
    ("Helpdesk operator (days)", 21, "280.00"),
    ("BMS monitoring - monthly fee", 1, "2400.00"),
    ("Generator load bank test", 1, "1750.00"),
    ("Water tank cleaning and disinfection", 2, "1150.00"),
    ("Kitchen exhaust duct cleaning", 1, "2250.00"),
    ("Mobilisation of night shift (one-off)", 1, "1500.00"),
    ("Management fee 8% on reactive works", 1, "258.40"),
    ("Consumables - light bulbs and fittings", 1, "612.75"),
]


def uae_multi(b: Builder, scan=None):
    """Three-page tax invoice; pages 2-3 carry no title, only a continuation line."""
    s = b.seg("invoice", "ae_vat_invoice_3p")
    seller = "Al Noor Integrated Facilities Management L.L.C."
    buyer = "Marina Crest Properties L.L.C."
    no, date = "TI-2024-00391", "2024-02-29"
    rows, net = priced(UAE_ITEMS)
    chunks = [rows[:14], rows[14:28], rows[28:]]
    color = (0.42, 0.12, 0.16)
    cols = [26, 290, 44, 80, 85]
    carried = dec(0)
    for k, chunk in enumerate(chunks):
        pg = s.page(595, 842, scan)
        if k == 0:
            lh_logo(
                pg,
                seller,
                ["P.O. Box 118204, Al Quoz Industrial 3, Dubai, U.A.E.", "Tel +971 4 338 1190"],
                color,
                "AN",
                ("sellerName", seller),
                x=45,
            )
            pg.t(550, 52, "TAX INVOICE", "hebo", 18, color, al="r")
            pg.t(550, 66, "TRN 100234567800003", "helv", 8.5, al="r")
            addr(
                pg,
                45,
                120,
                "Customer",
                buyer,
                ["Marina Crest Tower, Dubai Marina, Dubai", "Customer TRN: 100398765400003"],
                ("buyerName", buyer),
            )
            meta_cells(
                pg,
                340,
                108,
                [
                    ("Invoice No.", no, ("invoiceNumber", no)),
                    ("Invoice Date", dfmt(date, "d_mon_y"), ("date", date)),
                    ("Period", "01-29 Feb 2024", None),
                    ("Contract Ref.", "FM/MC/2022/017", None),
                ],
                widths=(80, 130),
            )
            y = 200
        else:
            pg.t(45, 50, f"Invoice {no} - continued", "heit", 9, GREY)
            pg.line(45, 56, 550, 56, 0.4)
            pg.t(45, 80, "Brought forward", "hebo", 8.5)
            pg.t(550, 80, m(carried), "hebo", 8.5, al="r")
            y = 92
        start = sum(len(c) for c in chunks[:k])
        body = [[str(start + i + 1), r[0], str(r[1]), m(r[2]), m(r[3])] for i, r in enumerate(chunk)]
        y = items(
            pg,
            45,
            y,
            cols,
            ["#", "Description", "Qty", "Rate (AED)", "Amount (AED)"],
            body,
            "clrrr",
            rh=17,
            hfill=(0.93, 0.86, 0.86),
        )
        s.sum(
            f"page {k + 1} carried",
            [carried] + [r[3] for r in chunk],
            carried + sum((r[3] for r in chunk), dec(0)),
        )
        carried += sum((r[3] for r in chunk), dec(0))
        if k < 2:
            pg.t(360, y + 16, "Carried forward", "hebo", 8.5)
            pg.t(550, y + 16, m(carried), "hebo", 8.5, al="r")
            pg.t(297, 800, "continued overleaf", "heit", 8, GREY, al="c")
        else:
            vat = dec(net * dec("0.05"))
            total = net + vat
            s.sum("total", [net, vat], total)
            y = totals(
                pg,
                550,
                y + 14,
                [
                    ("Total excluding VAT (AED)", m(net), None),
                    ("VAT @ 5% (AED)", m(vat), ("taxAmount", str(vat))),
                    ("Total including VAT (AED)", m(total), ("totalAmount", str(total))),
                ],
                lw=140,
                fill=(0.93, 0.86, 0.86),
            )
            words = s.word("en:UAE Dirhams:fraction", total)
            pg.para(45, y + 24, 500, "Amount in words: " + words + " only.", "helv", 8.5)
            pg.t(45, y + 60, "Bank: Emirates NBD  IBAN AE07 0260 0010 1234 5678 901", "helv", 8.5)
            pg.t(45, y + 120, "Authorised signatory", "helv", 8.5)
            pg.sign(45, y + 110, 100, 24, key="uae")
        pg.t(550, 820, f"Page {k + 1} of 3", "helv", 8, al="r")
    return s


def ie_vat(b: Builder, scan=None):
    s = b.seg("invoice", "ie_vat_invoice")
    pg = s.page(595, 842, scan)
    seller = "Ardmore Print & Signage Ltd"
    y = lh_center(
        pg,
        seller,
        [
            "Unit 4B, Ballycoolin Business Park, Dublin 15, D15 X2K7",
            "VAT Reg. No. IE 6388047V  -  CRO 512204",
        ],
        ("sellerName", seller),
        f="hebo",
        sz=16,
    )
    pg.t(50, y + 16, "VAT INVOICE", "hebo", 14)
    date = "2024-03-05"
    meta(
        pg,
        360,
        y + 16,
        [
            ("Invoice No.:", "2024/0088", ("invoiceNumber", "2024/0088")),
            ("Date of issue:", dfmt(date, "dmy_dot"), ("date", date)),
            ("Date of supply:", dfmt("2024-02-28", "dmy_dot"), None),
            ("Your PO:", "GCF-PO-7731", None),
        ],
        lw=80,
    )
    buyer = "Galway Coast Food Co. DAC"
    addr(
        pg,
        50,
        y + 40,
        "To:",
        buyer,
        ["Attn: Siobhan Keane", "Parkmore West, Galway H91 T2C4"],
        ("buyerName", buyer),
        lab_above=True,
    )
    lines = [
        ("Printed menu boards A1, foamex (23%)", 12, "38.00", "23"),
        ("Roll-up banners 850x2000 (23%)", 4, "79.00", "23"),
        ("Printed leaflets A5, 5,000 (13.5%)", 1, "310.00", "13.5"),
        ("Delivery Dublin - Galway (23%)", 1, "45.00", "23"),
    ]
    rows = []
    by_rate: dict = {}
    for desc, qty, price, rate in lines:
        amt = dec(dec(qty) * dec(price))
        rows.append([desc, str(qty), m(price), rate + "%", m(amt)])
        by_rate[rate] = by_rate.get(rate, dec(0)) + amt
    y2 = items(
        pg,
        50,
        y + 110,
        [245, 40, 70, 50, 90],
        ["Description", "Qty", "Unit (EUR)", "VAT", "Net (EUR)"],
        rows,
        "lrrcr",
        hfill=(0.88, 0.88, 0.88),
    )
    pg.t(50, y2 + 24, "VAT analysis", "hebo", 9)
    ana, vats = [], []
    for rate, net_r in by_rate.items():
        v = dec(net_r * dec(rate) / 100)
        vats.append(v)
        ana.append([rate + "%", m(net_r), m(v)])
    pg.table(
        50, y2 + 32, [60, 80, 80], ana, "helv", 8.5, 15, al="rrr", head=["Rate", "Net", "VAT"], hf="hebo"
    )
    net = sum(by_rate.values(), dec(0))
    vat = sum(vats, dec(0))
    total = net + vat
    s.sum("vat", vats, vat)
    s.sum("total", [net, vat], total)
    totals(
        pg,
        545,
        y2 + 14,
        [
            ("Total net", m(net), None),
            ("Total VAT", m(vat), ("taxAmount", str(vat))),
            ("Invoice total EUR", m(total), ("totalAmount", str(total))),
        ],
        lw=100,
    )
    pg.t(50, y2 + 110, "Payment within 30 days. IBAN IE29 AIBK 9311 5212 3456 78  BIC AIBKIE2D", "helv", 8.5)
    return s


def nz_tax(b: Builder, scan=None):
    s = b.seg("invoice", "nz_tax_invoice")
    pg = s.page(595, 842, scan)
    seller = "Kauri Ridge Joinery Limited"
    color = (0.3, 0.22, 0.12)
    y = lh_right(
        pg,
        seller,
        [
            "38 Sawmill Road, Warkworth 0910",
            "021 448 3392  |  office@kauriridge.co.nz",
            "GST No: 123-456-789",
        ],
        ("sellerName", seller),
        color,
    )
    pg.t(50, 62, "Tax Invoice", "tibo", 26, color)
    date = "2023-08-09"
    buyer = "Harbourview Dental Ltd"
    pg.t(50, y + 12, "To", "hebo", 9, GREY)
    pg.t(50, y + 26, buyer, "hebo", 10, fld=("buyerName", buyer))
    pg.t(50, y + 38, "212 Queen Street, Auckland Central 1010", "helv", 9)
    pg.t(360, y + 12, "Invoice #", "hebo", 9, GREY)
    pg.t(360, y + 26, "INV-04412", "helv", 10, fld=("invoiceNumber", "INV-04412"))
    pg.t(460, y + 12, "Date", "hebo", 9, GREY)
    pg.t(460, y + 26, dfmt(date, "nz"), "helv", 10, fld=("date", date))
    rows, net = priced(
        [
            ("Reception counter - rimu veneer, built in", 1, "6850.00"),
            ("Storage cabinets, surgery 1 and 2", 2, "1740.00"),
            ("Installation labour (hours)", 18, "72.00"),
            ("Hardware and fittings", 1, "386.50"),
        ]
    )
    y2 = items(
        pg,
        50,
        y + 64,
        [285, 45, 80, 85],
        ["Description", "Qty", "Unit Price", "Amount NZD"],
        [[r[0], str(r[1]), m(r[2]), m(r[3])] for r in rows],
        "lrrr",
        grid=False,
        hfill=(0.9, 0.86, 0.8),
    )
    pg.line(50, y2 + 2, 545, y2 + 2, 0.6)
    gst = dec(net * dec("0.15"))
    total = net + gst
    s.sum("sub", [r[3] for r in rows], net)
    s.sum("total", [net, gst], total)
    totals(
        pg,
        545,
        y2 + 10,
        [
            ("Subtotal (excl GST)", m(net), None),
            ("Total GST 15%", m(gst), ("taxAmount", str(gst))),
            ("TOTAL NZD", m(total), ("totalAmount", str(total))),
        ],
        box=False,
    )
    pg.t(50, y2 + 90, "Due Date: " + dfmt("2023-08-20", "nz"), "hebo", 9)
    pg.t(50, y2 + 104, "Please pay by direct credit to 12-3077-0456612-00, ref INV-04412.", "helv", 9)
    return s


def sg_gst(b: Builder, scan=None):
    s = b.seg("invoice", "sg_gst_invoice")
    pg = s.page(595, 842, scan)
    seller = "Lumen Harbour Pte. Ltd."
    color = (0.0, 0.4, 0.45)
    y = lh_band(
        pg,
        seller,
        ["10 Anson Road, #21-07 International Plaza, Singapore 079903", "UEN / GST Reg. No.: 201912345K"],
        color,
        ("sellerName", seller),
        h=64,
    )
    pg.t(45, y + 16, "TAX INVOICE", "hebo", 15, color)
    date = "2024-01-02"
    buyer = "Orchid Lane Clinics Pte. Ltd."
    y3 = addr(
        pg,
        45,
        y + 40,
        "BILL TO",
        buyer,
        ["391 Orchard Road, #08-02", "Singapore 238872"],
        ("buyerName", buyer),
    )
    meta(
        pg,
        340,
        y + 40,
        [
            ("Invoice No.", "SG-INV-24-0107", ("invoiceNumber", "SG-INV-24-0107")),
            ("Date", dfmt(date, "dmon"), ("date", date)),
            ("Customer ID", "OLC-0031", None),
        ],
        lw=80,
    )
    rows, net = priced(
        [
            ("Clinic booking platform - annual subscription", 1, "9600.00"),
            ("Onboarding and data import", 1, "1800.00"),
            ("Additional practitioner seats", 5, "240.00"),
        ]
    )
    y2 = items(
        pg,
        45,
        y3 + 16,
        [300, 40, 80, 85],
        ["Description", "Qty", "Unit Price (SGD)", "Amount (SGD)"],
        [[r[0], str(r[1]), m(r[2]), m(r[3])] for r in rows],
        "lrrr",
        hfill=(0.8, 0.92, 0.92),
    )
    gst = dec(net * dec("0.09"))
    total = net + gst
    s.sum("sub", [r[3] for r in rows], net)
    s.sum("total", [net, gst], total)
    totals(
        pg,
        550,
        y2 + 10,
        [
            ("Total before GST", m(net), None),
            ("GST @ 9%", m(gst), ("taxAmount", str(gst))),
            ("Total amount payable", "SGD " + m(total), ("totalAmount", str(total))),
        ],
        lw=120,
        vw=90,
    )
    pg.t(45, y2 + 100, "PayNow UEN 201912345K or DBS 003-912345-6. Payment due within 14 days.", "helv", 8.5)
    return s
