"""Stream s04: English export-trade documents.

Commercial invoice, packing list, proforma, sales agreement, credit note, certificate of origin, PO.
"""

from psfmt import dec2, money, plain
from pslib import A4, BLUE, GREY, LETTER


# ================================================================== s04 (English trade)
def _en_header(pg, name, lines, title, font="hebo"):
    pg.t(50, 60, name, 15, font=font)
    for k, ln in enumerate(lines):
        pg.t(50, 78 + k * 12, ln, 8.5, font="helv", color=GREY)
    pg.t(545, 62, title, 20, font="hebo", align="r", color=(0.15, 0.25, 0.45))


def s04(st):
    hd = "Suzhou Hengda Precision Machinery Co., Ltd."
    hd_lines = [
        "No. 58 Xinghan Street, Suzhou Industrial Park, Jiangsu 215021, China",
        "Tel +86 512 6258 0071  ·  export@hengda-pm.example.com",
    ]
    nw = "Northwind Components GmbH"
    parts = [
        ("HD-SP-1204", "Spindle housing, machined, AL6061", 120, "38.50"),
        ("HD-SP-1205", "Spindle housing, anodised", 80, "41.20"),
        ("HD-BR-0630", "Bearing seat 6305, steel", 400, "6.85"),
        ("HD-BR-0631", "Bearing seat 6306, steel", 300, "7.40"),
        ("HD-GR-2210", "Gear blank Z22 m1.0", 500, "3.15"),
        ("HD-GR-2212", "Gear blank Z24 m1.0", 500, "3.40"),
        ("HD-SH-0812", "Drive shaft 8x120 mm", 650, "4.90"),
        ("HD-SH-0816", "Drive shaft 8x160 mm", 650, "5.35"),
        ("HD-FL-0420", "Flange DN20 PN16", 240, "11.60"),
        ("HD-FL-0425", "Flange DN25 PN16", 240, "12.80"),
        ("HD-CP-0105", "Coupling 5/8 mm", 360, "8.20"),
        ("HD-CP-0108", "Coupling 8/10 mm", 360, "9.10"),
        ("HD-PL-3301", "Mounting plate 120x80", 200, "14.75"),
        ("HD-PL-3302", "Mounting plate 160x100", 200, "18.30"),
        ("HD-BK-1101", "Bracket L-type 40x40", 800, "2.35"),
        ("HD-BK-1102", "Bracket U-type 40x60", 800, "2.95"),
        ("HD-NT-0006", "Lock nut M6, zinc", 3000, "0.12"),
        ("HD-NT-0008", "Lock nut M8, zinc", 3000, "0.16"),
        ("HD-SC-0820", "Set screw M8x20", 2500, "0.21"),
        ("HD-PK-0001", "Export crate, fumigated", 6, "85.00"),
    ]
    sub = sum(dec2(q) * dec2(p) for _, _, q, p in parts)
    freight = dec2("1480.00")
    total = dec2(sub + freight)
    # commercial invoice 2 pages
    d = st.doc("invoice", "English commercial invoice, Bill To / Ship To, 2 pages, totals on p2")
    for pi in range(2):
        pg = d.new_page(A4)
        _en_header(pg, hd, hd_lines, "COMMERCIAL INVOICE")
        if pi == 0:
            d.f("sellerName", hd)
        pg.t(545, 84, "Invoice No.: HD-CI-240305", 9.5, font="helv", align="r")
        pg.t(545, 98, "Date: 05 Mar 2024", 9.5, font="helv", align="r")
        if pi == 0:
            d.f("invoiceNumber", "HD-CI-240305")
            d.f("date", "2024-03-05")
        pg.line(50, 112, 545, 112, 1.2, (0.15, 0.25, 0.45))
        if pi == 0:
            pg.t(50, 132, "BILL TO", 9, font="hebo", color=(0.15, 0.25, 0.45))
            for k, ln in enumerate(
                [nw, "Speicherstrasse 14", "20457 Hamburg, Germany", "VAT ID: DE318402277"]
            ):
                pg.t(50, 147 + k * 13, ln, 9.5, font="helv")
            d.f("buyerName", nw)
            pg.t(310, 132, "SHIP TO", 9, font="hebo", color=(0.15, 0.25, 0.45))
            for k, ln in enumerate(
                [
                    "Northwind Components GmbH - Warehouse 3",
                    "Am Sandtorkai 70",
                    "20457 Hamburg, Germany",
                    "Attn: Receiving, Tel +49 40 3290 118",
                ]
            ):
                pg.t(310, 147 + k * 13, ln, 9.5, font="helv")
            meta = [
                ["Incoterms", "Payment Terms", "Customer PO", "Vessel / Voyage", "Currency"],
                ["FOB Shanghai", "T/T 30 days", "NW-PO-7781", "MSC AURORA 412W", "USD"],
            ]
            pg.table(
                50,
                210,
                [95, 95, 95, 120, 90],
                meta,
                size=8.5,
                rh=17,
                font="helv",
                bold_font="hebo",
                hfill=(0.9, 0.92, 0.96),
            )
            chunk, y0 = parts[:12], 260
        else:
            pg.t(50, 132, "Continued from page 1  ·  Bill To: Northwind Components GmbH", 9, font="heit")
            chunk, y0 = parts[12:], 150
        rows = [["Item", "Part No.", "Description", "Qty", "Unit Price", "Amount"]]
        base = 0 if pi == 0 else 12
        for k, (pn, desc, q, p) in enumerate(chunk, base + 1):
            rows.append([str(k), pn, desc, f"{q:,}", money(p), money(dec2(q) * dec2(p))])
        y = pg.table(
            50,
            y0,
            [30, 75, 200, 50, 65, 75],
            rows,
            size=8.5,
            rh=18,
            font="helv",
            bold_font="hebo",
            aligns=["c", "l", "l", "r", "r", "r"],
            hfill=(0.9, 0.92, 0.96),
        )
        if pi == 1:
            for k, (a, b) in enumerate(
                [
                    ("Subtotal", money(sub)),
                    ("Ocean freight (prepaid)", money(freight)),
                    ("TOTAL DUE (USD)", money(total)),
                ]
            ):
                f = "hebo" if k == 2 else "helv"
                pg.t(440, y + 20 + k * 16, a, 9.5, font=f, align="r")
                pg.t(545, y + 20 + k * 16, b, 9.5, font=f, align="r")
            d.f("totalAmount", plain(total))
            pg.t(
                50,
                y + 90,
                "We certify that the goods are of Chinese origin and the particulars are true and correct.",
                8.5,
                font="heit",
            )
            pg.t(50, y + 130, "For and on behalf of", 9, font="helv")
            pg.t(50, y + 144, hd, 9, font="hebo")
            pg.t(60, y + 175, "Wang Lei", 16, font="tiit", color=BLUE)
            pg.line(50, y + 180, 220, y + 180, 0.5)
            pg.t(50, y + 192, "Authorised Signature", 8, font="helv", color=GREY)
        pg.t(545, 810, f"Page {pi + 1} of 2", 8, font="helv", color=GREY, align="r")
    # packing list (other, scanned)
    d = st.doc("other", "Packing list referencing the invoice (scanned)", scan=dict(gray=True))
    pg = d.new_page(A4)
    _en_header(pg, hd, hd_lines, "PACKING LIST")
    pg.t(
        50,
        130,
        "Ref. Invoice: HD-CI-240305      Customer PO: NW-PO-7781      Date: 06 Mar 2024",
        9.5,
        font="helv",
    )
    rows = [["Crate", "Part No.", "Qty", "Net kg", "Gross kg", "Dimensions (cm)"]]
    for k in range(6):
        for j in range(3):
            pn, _, q, _ = parts[(k * 3 + j) % 20]
            rows.append(
                [
                    f"C{k + 1}" if j == 0 else "",
                    pn,
                    f"{q:,}",
                    f"{(q * 0.09 + j):.1f}",
                    f"{(q * 0.09 + j + 4.5):.1f}",
                    "120x80x95" if j == 0 else "",
                ]
            )
    y = pg.table(
        50,
        145,
        [50, 95, 70, 70, 70, 140],
        rows,
        size=8.5,
        rh=17,
        font="helv",
        bold_font="hebo",
        aligns=["c", "l", "r", "r", "r", "c"],
    )
    pg.t(
        50, y + 25, "Total: 6 crates   Shipping marks: NW / HAMBURG / C1-C6 / MADE IN CHINA", 9.5, font="hebo"
    )
    # proforma invoice (other)
    d = st.doc("other", "Proforma invoice (treated as other)")
    pg = d.new_page(A4)
    _en_header(pg, hd, hd_lines, "PROFORMA INVOICE")
    pg.t(545, 84, "PI No.: HD-PI-240311", 9.5, font="helv", align="r")
    pg.t(545, 98, "Date: 11 Mar 2024   Valid until: 10 Apr 2024", 9.5, font="helv", align="r")
    pg.t(50, 135, "To: Baltic Drive Systems OU, Parnu mnt 139, 11317 Tallinn, Estonia", 9.5, font="helv")
    rows = [
        ["Part No.", "Description", "Qty", "Unit Price", "Amount"],
        ["HD-SP-1204", "Spindle housing, machined, AL6061", "60", "38.50", "2,310.00"],
        ["HD-GR-2210", "Gear blank Z22 m1.0", "1,000", "3.05", "3,050.00"],
        ["HD-CP-0108", "Coupling 8/10 mm", "400", "9.10", "3,640.00"],
    ]
    y = pg.table(
        50,
        160,
        [80, 210, 60, 70, 75],
        rows,
        size=9,
        rh=20,
        font="helv",
        bold_font="hebo",
        aligns=["l", "l", "r", "r", "r"],
        hfill=(0.9, 0.92, 0.96),
    )
    pg.t(545, y + 22, "Total (EXW Suzhou): USD 9,000.00", 10, font="hebo", align="r")
    pg.t(
        50,
        y + 60,
        "This proforma invoice is issued for quotation and import licence purposes only and is not a",
        9,
        font="helv",
    )
    pg.t(
        50, y + 73, "demand for payment. Production starts on receipt of 30% advance payment.", 9, font="helv"
    )
    # sales agreement, 3 pages, parties in the preamble sentence
    d = st.doc("contract", "English sales agreement (3 pp.), parties in preamble")
    pg = d.new_page(LETTER)
    pg.t(306, 80, "SALES AGREEMENT", 20, font="tibo", align="c")
    d.f("contractTitle", "SALES AGREEMENT")
    pg.t(306, 102, "Agreement No. SA-2024-NW-07", 11, font="tiro", align="c")
    d.f("contractNumber", "SA-2024-NW-07")
    y = pg.para(
        72,
        140,
        468,
        f'This Sales Agreement (the "Agreement") is made and entered into on February 20, 2024 '
        f"by and between {hd}, a company incorporated under the laws of the People's Republic of China "
        f'with its registered office at No. 58 Xinghan Street, Suzhou Industrial Park (the "Seller"), and '
        f"{nw}, a company organised under the laws of the Federal Republic of Germany with its registered "
        f'office at Speicherstrasse 14, 20457 Hamburg (the "Buyer").',
        11,
        font="tiro",
        lead=1.45,
    )
    d.f("signDate", "2024-02-20")
    d.f("partyA", hd)
    d.f("partyB", nw)
    sections = [
        (
            "1. Goods.",
            "The Seller shall manufacture and deliver to the Buyer the machined components listed in "
            'Annex 1 (the "Goods") in accordance with the drawings and specifications agreed in writing.',
        ),
        (
            "2. Price.",
            "The total contract price is USD 96,640.00 (United States Dollars Ninety-Six Thousand Six "
            "Hundred Forty only), FOB Shanghai, exclusive of any import duties or taxes "
            "payable in the country of "
            "destination.",
        ),
        (
            "3. Delivery.",
            "The Goods shall be delivered in two lots. The first lot shall be shipped not later than "
            "March 8, 2024 and the second lot not later than May 10, 2024.",
        ),
        (
            "4. Payment.",
            "The Buyer shall pay each commercial invoice by telegraphic transfer within thirty (30) days "
            "of the bill of lading date.",
        ),
    ]
    for h, txt in sections:
        y = pg.para(72, y + 12, 468, f"{h} {txt}", 11, font="tiro", lead=1.45)
    d.f("contractAmount", "96640.00")
    pg.t(306, 760, "Page 1 of 3", 9, font="tiro", align="c")
    pg = d.new_page(LETTER)
    y = 80
    for h, txt in [
        (
            "5. Inspection.",
            "The Buyer may inspect the Goods within fourteen (14) days after arrival at the port of "
            "destination. Claims for visible defects shall be notified in writing within that period.",
        ),
        (
            "6. Warranty.",
            "The Seller warrants that the Goods will be free from defects in material and workmanship "
            "for twelve (12) months from delivery. Defective Goods will be replaced or credited "
            "at the Seller's option.",
        ),
        (
            "7. Limitation of Liability.",
            "Neither party shall be liable for indirect or consequential loss. The "
            "Seller's aggregate liability shall not exceed the contract price.",
        ),
        (
            "8. Force Majeure.",
            "Neither party shall be liable for delay caused by events beyond its reasonable control, "
            "provided that it notifies the other party promptly.",
        ),
        (
            "9. Governing Law and Arbitration.",
            "This Agreement is governed by the United Nations Convention on "
            "Contracts for the International Sale of Goods. Disputes shall be finally settled "
            "by arbitration at the "
            "Hong Kong International Arbitration Centre.",
        ),
        (
            "10. Entire Agreement.",
            "This Agreement, including Annex 1, constitutes the entire agreement between the "
            "parties and supersedes all prior negotiations.",
        ),
    ]:
        y = pg.para(72, y + 12, 468, f"{h} {txt}", 11, font="tiro", lead=1.45)
    pg.t(306, 760, "Page 2 of 3", 9, font="tiro", align="c")
    pg = d.new_page(LETTER)
    pg.t(
        72,
        90,
        "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.",
        10.5,
        font="tiro",
    )
    for k, (who, nm, ttl) in enumerate(
        [("SELLER", hd, "Wang Lei, General Manager"), ("BUYER", nw, "Jonas Albrecht, Managing Director")]
    ):
        x = 72 + k * 250
        pg.t(x, 150, who, 11, font="tibo")
        pg.t(x, 168, nm, 9.5, font="tiro", maxw=230)
        pg.t(x + 10, 215, ["Wang Lei", "J. Albrecht"][k], 18, font="tiit", color=BLUE)
        pg.line(x, 222, x + 200, 222, 0.5)
        pg.t(x, 236, "By: " + ttl, 9.5, font="tiro")
        pg.t(x, 252, "Date: February 20, 2024", 9.5, font="tiro")
    pg.seal(160, 200, "苏州工业园区恒达精密机械有限公司", r=42)
    pg.t(306, 760, "Page 3 of 3", 9, font="tiro", align="c")
    # credit note (treated as invoice)
    d = st.doc("invoice", "Credit note referencing the invoice (treated as invoice)")
    pg = d.new_page(A4)
    _en_header(pg, hd, hd_lines, "CREDIT NOTE")
    d.f("sellerName", hd)
    pg.t(545, 84, "Credit Note No.: HD-CN-240402", 9.5, font="helv", align="r")
    pg.t(545, 98, "Date: 02 Apr 2024", 9.5, font="helv", align="r")
    d.f("invoiceNumber", "HD-CN-240402")
    d.f("date", "2024-04-02")
    pg.t(50, 135, "Credit to:", 9, font="hebo")
    pg.t(50, 150, nw, 9.5, font="helv")
    d.f("buyerName", nw)
    pg.t(50, 163, "Speicherstrasse 14, 20457 Hamburg, Germany", 9.5, font="helv")
    pg.t(50, 190, f"Original invoice: HD-CI-240305 dated 05 Mar 2024 (USD {money(total)})", 9.5, font="helv")
    pg.t(
        50,
        204,
        "Reason: 50 pcs HD-SP-1205 rejected at incoming inspection (anodising defects), report NW-QC-0318.",
        9.5,
        font="helv",
    )
    rows = [
        ["Part No.", "Description", "Qty", "Unit Price", "Credit Amount"],
        ["HD-SP-1205", "Spindle housing, anodised - rejected", "50", "41.20", "2,060.00"],
        ["", "Return freight allowance", "1", "180.00", "180.00"],
    ]
    y = pg.table(
        50,
        225,
        [80, 210, 50, 75, 80],
        rows,
        size=9,
        rh=20,
        font="helv",
        bold_font="hebo",
        aligns=["l", "l", "r", "r", "r"],
        hfill=(0.9, 0.92, 0.96),
    )
    pg.t(440, y + 24, "TOTAL CREDIT (USD)", 10, font="hebo", align="r")
    pg.t(545, y + 24, "2,240.00", 10, font="hebo", align="r")
    d.f("totalAmount", "2240.00")
    pg.t(50, y + 60, "This amount will be deducted from the payment of our next invoice.", 9, font="heit")
    # certificate of origin (other, scanned)
    d = st.doc("other", "Certificate of origin (scanned)", scan=dict(gray=True))
    pg = d.new_page(A4)
    pg.rect(40, 40, 555, 800, 1)
    pg.t(297, 75, "CERTIFICATE OF ORIGIN", 17, font="tibo", align="c")
    pg.t(297, 95, "OF THE PEOPLE'S REPUBLIC OF CHINA", 11, font="tiro", align="c")
    pg.t(297, 112, "Certificate No. C241320A0571/00088", 9.5, font="cour", align="c")
    boxes = [
        ("1. Exporter", [hd, "No. 58 Xinghan Street, Suzhou Industrial Park, China"]),
        ("2. Consignee", [nw, "Speicherstrasse 14, 20457 Hamburg, Germany"]),
        ("3. Means of transport and route", ["From Shanghai to Hamburg by sea, MSC AURORA 412W"]),
        ("4. Country / region of destination", ["Germany"]),
        (
            "5. Marks and numbers / description of goods",
            ["NW / HAMBURG / C1-C6", "Machined steel and aluminium parts, HS 8483.90"],
        ),
        ("6. Invoice number and date", ["HD-CI-240305   MAR. 05, 2024"]),
        (
            "7. Declaration by the exporter",
            [
                "The undersigned hereby declares that the above details are correct",
                "and that all the goods were produced in China.",
            ],
        ),
    ]
    y = 130
    for t, lns in boxes:
        pg.rect(50, y, 545, y + 22 + 14 * len(lns), 0.6)
        pg.t(56, y + 13, t, 8.5, font="hebo")
        for k, ln in enumerate(lns):
            pg.t(66, y + 28 + 14 * k, ln, 9.5, font="cour")
        y += 28 + 14 * len(lns)
    pg.t(330, y + 40, "Certified by CCPIT Suzhou", 9.5, font="tiro")
    pg.seal(420, y + 90, "中国国际贸易促进委员会苏州分会", r=45, center="")
    # purchase order (other)
    d = st.doc("other", "Purchase order from the buyer")
    pg = d.new_page(A4)
    pg.t(50, 60, "NORTHWIND COMPONENTS GMBH", 16, font="hebo", color=(0.1, 0.35, 0.3))
    pg.t(
        50,
        76,
        "Speicherstrasse 14 · 20457 Hamburg · Germany · purchasing@northwind.example.de",
        8.5,
        font="helv",
        color=GREY,
    )
    pg.t(545, 60, "PURCHASE ORDER", 18, font="hebo", align="r")
    pg.t(545, 80, "PO Number: NW-PO-7781", 10, font="helv", align="r")
    pg.t(545, 94, "PO Date: 15.02.2024", 10, font="helv", align="r")
    pg.t(50, 130, "Supplier:", 9, font="hebo")
    pg.t(50, 144, hd, 9.5, font="helv")
    rows = [["Pos.", "Part No.", "Description", "Qty", "Price", "Delivery"]]
    for k, (pn, desc, q, p) in enumerate(parts[:14], 1):
        rows.append([f"{k * 10}", pn, desc, f"{q}", p, "KW 10/2024"])
    y = pg.table(
        50,
        165,
        [35, 75, 190, 50, 55, 90],
        rows,
        size=8.5,
        rh=18,
        font="helv",
        bold_font="hebo",
        aligns=["c", "l", "l", "r", "r", "c"],
        hfill=(0.88, 0.94, 0.92),
    )
    pg.t(
        50,
        y + 25,
        "Please confirm this order within 3 working days. Our general terms of purchase apply.",
        9,
        font="helv",
    )
    pg.t(50, y + 60, "i.A. Petra Voss, Strategic Purchasing", 9.5, font="helv")
