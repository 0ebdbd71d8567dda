"""English 'other' documents II: bill of lading, delivery docket, bank statement, minutes, memo,
cover letter, scan batch cover sheet, separator sheet and blank pages."""

from en_common import addr, items, lh_center, lh_logo, lh_right, meta
from fmt import dec, dfmt, money
from pdfkit import GREY, NAVY, Builder
from stamps import rubber


def _other(b, label, scan, w=595, h=842):
    s = b.seg("other", label)
    return s, s.page(w, h, scan)


def blank(b: Builder, scan=None, label="blank_page"):
    s, _ = _other(b, label, scan)
    return s


def separator(b: Builder, scan=None):
    s, pg = _other(b, "separator_sheet", scan, 612, 792)
    for k in range(4):
        pg.rect(180 + 66 * k, 200, 210 + 66 * k, 520, 0, None, fill=(0, 0, 0))
    pg.t(306, 600, "DOCUMENT SEPARATOR SHEET", "hebo", 16, al="c")
    pg.t(306, 620, "Patch T - do not remove", "helv", 10, GREY, al="c")
    return s


def batch_cover(b: Builder, scan=None):
    s, pg = _other(b, "en_scan_batch_cover", scan)
    pg.t(297, 100, "SCAN BATCH COVER SHEET", "hebo", 20, al="c")
    pg.barcode(170, 130, 255, 50, key="batch")
    pg.t(297, 196, "BATCH 2024-0412-07", "cour", 12, al="c")
    y = 250
    for lab, val in [
        ("Department", "Legal & Finance - Shenzhen office"),
        ("Prepared by", "Jasmine Tsoi"),
        ("Date", dfmt("2024-04-12", "dmon")),
        ("Document count", "5"),
        ("Retention", "7 years"),
        ("Instructions", "Split at each new document. Keep originals in box LF-118."),
    ]:
        pg.rect(70, y - 14, 525, y + 8, 0.5)
        pg.t(78, y, lab, "hebo", 10)
        pg.t(200, y, val, "helv", 10)
        y += 22
    return s


def bill_of_lading(b: Builder, scan=None):
    s, pg = _other(b, "en_bill_of_lading", scan)
    pg.t(297, 42, "BILL OF LADING FOR OCEAN TRANSPORT OR MULTIMODAL TRANSPORT", "hebo", 10, al="c")
    pg.t(540, 62, "B/L No. NSLU 24 771 3052", "hebo", 10, al="r")
    boxes = [
        (
            40,
            70,
            300,
            140,
            "Shipper",
            [
                "Bayu Teknik Engineering Sdn. Bhd.",
                "Lot 12, Jalan Perusahaan 3",
                "81700 Pasir Gudang, Johor, Malaysia",
            ],
        ),
        (40, 140, 300, 210, "Consignee", ["TO ORDER OF MAYBANK BERHAD"]),
        (40, 210, 300, 280, "Notify Party", ["Teknikk Norge AS, Sandviksveien 41", "5035 Bergen, Norway"]),
        (300, 70, 555, 210, "Carrier", ["NORDSEA LINES A/S", "Copenhagen, Denmark", "", "ORIGINAL"]),
        (40, 280, 170, 320, "Vessel / Voyage", ["MAERSK KOLKATA 412W"]),
        (170, 280, 300, 320, "Port of Loading", ["TANJUNG PELEPAS"]),
        (300, 280, 430, 320, "Port of Discharge", ["BREMERHAVEN"]),
        (430, 280, 555, 320, "Place of Delivery", ["BERGEN CY"]),
    ]
    for x0, y0, x1, y1, lab, lines in boxes:
        pg.rect(x0, y0, x1, y1, 0.6)
        pg.t(x0 + 4, y0 + 10, lab, "helv", 6.5, GREY)
        for i, ln in enumerate(lines):
            pg.t(
                x0 + 6,
                y0 + 24 + 11 * i,
                ln,
                "hebo" if ln == "ORIGINAL" else "helv",
                9 if ln != "ORIGINAL" else 16,
            )
    rows = [
        [
            "MSKU 774102-3",
            "1 x 40' HC",
            "SEAL ML-2290117",
            "Spare parts for plastic",
            "8,420 KGS",
            "61.2 CBM",
        ],
        ["", "22 PALLETS", "", "injection machinery", "", ""],
        ["", "", "", "SHIPPED ON BOARD", "", ""],
    ]
    y = items(
        pg,
        40,
        330,
        [95, 70, 90, 140, 60, 60],
        ["Container / Marks", "Packages", "Seal", "Description of goods", "Gross wt", "Measure"],
        rows,
        "llllrr",
        sz=8,
        hfill=(0.9, 0.9, 0.9),
    )
    pg.t(40, y + 20, "FREIGHT PREPAID", "hebo", 11)
    pg.t(40, y + 40, "Number of original B/Ls: THREE (3)", "helv", 9)
    pg.t(300, y + 40, "Place and date of issue: Johor Bahru, " + dfmt("2024-03-02", "dMONy"), "helv", 9)
    pg.t(300, y + 80, "Signed as agent for the carrier", "helv", 8.5)
    pg.sign(320, y + 110, 100, 24, key="bl", c=(0.05, 0.05, 0.05))
    rubber(
        pg, 150, y + 110, ["SHIPPED ON BOARD", "02 MAR 2024"], color=(0.1, 0.25, 0.55), angle=6, w=150, sz=12
    )
    return s


def delivery_docket(b: Builder, scan=None):
    s, pg = _other(b, "en_delivery_docket", scan, 420, 595)
    pg.t(30, 40, "Kauri Ridge Joinery Limited", "hebo", 12)
    pg.t(30, 52, "38 Sawmill Road, Warkworth 0910", "helv", 7.5, GREY)
    pg.t(390, 40, "DELIVERY DOCKET", "hebo", 11, al="r")
    pg.t(390, 54, "No. 00688", "cobo", 11, (0.75, 0.1, 0.1), al="r")
    meta(
        pg,
        30,
        84,
        [
            ("Deliver to:", "Harbourview Dental Ltd, 212 Queen St, Auckland", None),
            ("Date:", dfmt("2023-08-04", "nz"), None),
            ("Order:", "HD-2023-07", None),
        ],
        lw=60,
        sz=8.5,
    )
    rows = [
        ["1", "Reception counter (3 sections)"],
        ["2", "Storage cabinets"],
        ["1", "Box: hardware and fittings"],
    ]
    y = items(pg, 30, 130, [40, 320], ["Qty", "Item"], rows, "cl", sz=8.5)
    pg.t(30, y + 24, "Received in good order and condition:", "helv", 8.5)
    pg.sign(40, y + 60, 80, 20, key="dd")
    pg.line(30, y + 64, 200, y + 64, 0.5)
    pg.t(30, y + 76, "Name: M. Tanaka   Time: 10:40", "helv", 8.5)
    pg.t(30, 570, "White - customer   Yellow - office   Pink - book", "helv", 7, GREY)
    return s


def bank_statement(b: Builder, scan=None):
    s = b.seg("other", "en_bank_statement_2p")
    txns = [
        ("2024-02-01", "Opening balance", None, None),
        ("2024-02-02", "DEP - MARINA CREST PROPERTIES INV 00377", "124,380.20", None),
        ("2024-02-05", "SALARY TRANSFER - WPS FEB 2024", None, "86,410.00"),
        ("2024-02-07", "DEWA - ACCOUNT 2004418821", None, "3,218.55"),
        ("2024-02-09", "CHQ 000482 - AL FAJER SUPPLIES", None, "12,905.00"),
        ("2024-02-12", "DEP - JUMEIRAH HEIGHTS OA", "48,200.00", None),
        ("2024-02-14", "CARD 4471 - ADNOC 118", None, "612.40"),
        ("2024-02-15", "FTS TO FTA - VAT RETURN Q4", None, "18,447.32"),
        ("2024-02-19", "DEP - TECOM FM SERVICES", "36,975.00", None),
        ("2024-02-20", "BANK CHARGES", None, "105.00"),
        ("2024-02-21", "TRANSFER TO SAVINGS 1015-221", None, "25,000.00"),
        ("2024-02-23", "DEP - MARINA CREST PROPERTIES INV 00385", "9,450.00", None),
        ("2024-02-26", "SUPPLIER PAYMENT - GULF CHEM LLC", None, "7,880.00"),
        ("2024-02-27", "ETISALAT - 04 3381190", None, "1,944.75"),
        ("2024-02-28", "CARD 4471 - DEWA SMART", None, "230.00"),
        ("2024-02-29", "PROFIT CREDIT", "14.63", None),
    ]
    bal = dec("58240.17")
    rows = []
    for d, t, cr, dr in txns:
        if cr:
            bal += dec(cr.replace(",", ""))
        if dr:
            bal -= dec(dr.replace(",", ""))
        rows.append([dfmt(d, "dmon"), t, dr or "", cr or "", money(bal)])
    for k, chunk in enumerate([rows[:9], rows[9:]]):
        pg = s.page(595, 842, scan)
        lh_logo(pg, "Emirates Gulf Bank", ["Business Banking"], (0.55, 0.1, 0.15), "EG", x=45)
        pg.t(550, 52, "Account Statement", "hebo", 13, al="r")
        pg.t(550, 66, f"Page {k + 1} of 2", "helv", 8, al="r")
        if k == 0:
            addr(
                pg,
                45,
                110,
                "Account holder",
                "Al Noor Integrated Facilities Management L.L.C.",
                ["P.O. Box 118204, Dubai, U.A.E."],
            )
            meta(
                pg,
                340,
                110,
                [
                    ("Account no.", "1015-118204-001", None),
                    ("IBAN", "AE07 0260 0010 1234 5678 901", None),
                    ("Currency", "AED", None),
                    ("Period", "01/02/2024 - 29/02/2024", None),
                ],
                lw=70,
                sz=8.5,
            )
            y = 190
        else:
            y = 100
        y = items(
            pg,
            45,
            y,
            [60, 245, 65, 65, 70],
            ["Date", "Description", "Debit", "Credit", "Balance"],
            chunk,
            "llrrr",
            sz=8,
            rh=18,
            grid=False,
            zebra=(0.96, 0.94, 0.94),
        )
        if k == 1:
            pg.t(45, y + 24, "Closing balance AED " + money(bal), "hebo", 9.5)
            pg.t(
                45,
                y + 40,
                "Please examine this statement and report any discrepancy within 15 days.",
                "heit",
                8,
                GREY,
            )
    return s


def minutes_en(b: Builder, scan=None):
    s, pg = _other(b, "en_meeting_minutes", scan)
    pg.t(50, 70, "Brightwater Capital Partners LLP", "hebo", 12)
    pg.t(50, 96, "Minutes of the Investment Committee", "tibo", 16)
    meta(
        pg,
        50,
        124,
        [
            ("Date:", dfmt("2023-09-12", "dmy"), None),
            ("Time:", "10:00 - 11:20", None),
            ("Place:", "5 Wellington Place, Leeds / video", None),
            ("Present:", "N. Ivers (Chair), R. Baptiste, S. Kowalczyk, M. Dunn", None),
            ("Minutes:", "L. Ferris", None),
        ],
        lw=60,
        sz=9.5,
    )
    y = 210
    for head, body in [
        ("1. Apologies", "None."),
        (
            "2. Project Fenwick",
            (
                "The Committee reviewed the final due diligence report on Fenwick "
                "Precision Components Limited. Consideration of GBP 2.75m was "
                "approved, with GBP 0.55m deferred for twelve months. RB noted the "
                "customer concentration risk (top two customers 48% of revenue)."
            ),
        ),
        (
            "3. Financing",
            (
                "SK confirmed the facility letter from the bank is in agreed form; "
                "drawdown is conditional on completion."
            ),
        ),
        (
            "4. Actions",
            (
                "NI to sign the share purchase agreement; MD to instruct Hartley Moss "
                "LLP; SK to arrange completion funds."
            ),
        ),
        ("5. Next meeting", "10 October 2023."),
    ]:
        pg.t(50, y, head, "hebo", 10.5)
        y = pg.para(50, y + 15, 495, body, "helv", 10, 14) + 10
    pg.t(50, y + 30, "Signed as a correct record:", "helv", 9.5)
    pg.sign(60, y + 66, 90, 22, key="min")
    pg.t(50, y + 80, "Chair", "helv", 9.5)
    return s


def memo(b: Builder, scan=None):
    s, pg = _other(b, "en_internal_memo", scan, 612, 792)
    pg.t(60, 80, "MEMORANDUM", "tibo", 24)
    pg.line(60, 90, 552, 90, 1.5)
    y = 120
    for lab, val in [
        ("TO:", "All fee earners"),
        ("FROM:", "Thomas Calder, Designated Member"),
        ("DATE:", dfmt("2023-07-03", "mdy")),
        ("RE:", "Roll-out of Northwind Matter Insight"),
    ]:
        pg.t(60, y, lab, "tibo", 11)
        pg.t(130, y, val, "tiro", 11)
        y += 20
    pg.line(60, y, 552, y, 0.6)
    y += 26
    for para in [
        (
            "Following signature of our licence agreement with Northwind "
            "Analytics, the Matter Insight platform will go live on Monday 17 "
            "July. Training sessions of forty-five minutes will run each morning "
            "that week in the Park Row meeting room."
        ),
        (
            "Please make sure that your time entries for June are complete by "
            "Friday 14 July, as historic data will be migrated over that weekend. "
            "Time recorded after the cut-off must be re-entered in the new system."
        ),
        "Questions should go to the IT helpdesk on extension 2200.",
    ]:
        y = pg.para(60, y, 492, para, "tiro", 11.5, 16) + 12
    pg.t(60, y + 10, "TC", "tibo", 11)
    return s


def cover_letter(b: Builder, scan=None):
    s, pg = _other(b, "en_cover_letter", scan, 612, 792)
    y = lh_center(
        pg,
        "WHITCOMB LANE PLLC",
        ["1201 Third Avenue, Suite 2900, Seattle, WA 98101", "T (206) 555-0114  |  whitcomblane.example"],
        f="tibo",
        sz=16,
        c=NAVY,
    )
    pg.t(60, y + 20, dfmt("2024-02-09", "mdy"), "tiro", 11)
    pg.t(60, y + 40, "VIA EMAIL AND FEDEX", "tibo", 10)
    for i, ln in enumerate(["Ms. Priya Raman", "87 Larch Crescent", "North Vancouver, BC V7L 2X5"]):
        pg.t(60, y + 64 + 14 * i, ln, "tiro", 11)
    pg.t(
        60, y + 126, "Re:  Harbourline Logistics Ltd. - Consulting Agreement and software licence", "tibo", 11
    )
    yy = y + 156
    for para in [
        "Dear Ms. Raman:",
        (
            "As counsel to Harbourline Logistics Ltd., we enclose for your records "
            "a fully executed copy of the Consulting Agreement, together with a "
            "copy of the software licence agreement referred to in Exhibit A, "
            "which Harbourline has asked you to review as part of the vendor "
            "selection work."
        ),
        (
            "Please note that the licence agreement is provided for information "
            "only and is subject to the confidentiality obligations in Section 6 "
            "of your agreement."
        ),
        "Very truly yours,",
    ]:
        yy = pg.para(60, yy, 492, para, "tiro", 11, 15) + 10
    pg.sign(64, yy + 26, 110, 26, key="cl")
    pg.t(60, yy + 44, "Margaret A. Whitcomb", "tiro", 11)
    pg.t(60, yy + 80, "Enclosures (2)", "tiit", 10)
    pg.t(60, yy + 94, "cc: Marcus Oyelaran (w/ encl.)", "tiit", 10)
    return s


__all__ = ["lh_right"]
