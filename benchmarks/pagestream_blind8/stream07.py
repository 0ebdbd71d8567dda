"""Stream s07 (UK / Ireland paperwork). All people, companies and numbers are made up."""

from __future__ import annotations

import contracts
import en_invoices as ei
import forms
from common import meta, party
from core import Stream
from util import d, gold


def s07(name="s07_en_uk_ireland"):
    st = Stream(name, 707)
    kes = {
        "name": "Kestrel Office Interiors Ltd",
        "lines": [
            "Unit 4, Canal Side Business Park",
            "Leeds LS11 5QR",
            "VAT Reg No: GB 284 1937 52",
            "Tel 0113 496 0721",
        ],
    }
    thb = {"name": "Thornbury Design Studio Ltd", "lines": ["18 Wellington Street", "Bristol BS1 4DY"]}
    forms.letter(
        st,
        company="Harrow & Finch Chartered Accountants",
        sub="2 Park Row, Leeds LS1 5HN  |  www.harrowfinch.example",
        to_lines=[
            "Ms Rachel Okafor",
            "Finance Director",
            thb["name"],
            "18 Wellington Street",
            "Bristol BS1 4DY",
        ],
        date_text="5 April 2024",
        ref="Our ref: HF/TDS/0424",
        subject="Quarter-end supplier documents - Q1 2024",
        body=[
            "Dear Rachel,",
            "Please find enclosed copies of the supplier documents we need you to approve before we "
            "file the VAT return for the quarter ended 31 March 2024, namely Kestrel invoice KOI-10482 "
            "(GBP 8,559.60) "
            "and the related credit note, the Lakeshore Energy bill for your Dublin office, and the "
            "signed services "
            "agreement.",
            "The statement from Kestrel shows a balance of GBP 7,172.40 which agrees with our records "
            "once the credit note is applied. Kindly confirm by 12 April 2024 so that the return can be "
            "submitted.",
        ],
        closing="Yours sincerely,",
        signer=["Daniel Harrow", "Partner"],
        cc="Enc. 5 documents",
    )
    items = [
        ("Height-adjustable desk 1600 x 800, white", 8, 42500),
        ("Ergonomic task chair, mesh back", 8, 31900),
        ("Acoustic desk screen 1400mm", 8, 8950),
        ("Delivery and installation (Bristol)", 1, 46500),
    ]
    ei.en_invoice(
        st,
        {
            "seller": kes,
            "buyer": thb,
            "title": "TAX INVOICE",
            "number": "KOI-10482",
            "sym": "£",
            "meta": meta(
                "Invoice No.",
                "KOI-10482",
                "Invoice Date",
                d(2024, 3, 14),
                "dd/mm/yyyy",
                [("Tax Point", "14/03/2024"), ("Due Date", "13/04/2024"), ("Your Order", "TDS-PO-0331")],
            ),
            "items": items,
            "rate": 0.20,
            "tax_label": "VAT @ 20%",
            "total_label": "Total GBP",
            "notes": [
                "Payment by BACS to Kestrel Office Interiors Ltd, sort code 40-11-62, account 71234598.",
                "Please quote the invoice number as your payment reference.",
            ],
            "footer": "Kestrel Office Interiors Ltd. Registered in England and Wales No. 08812345.",
        },
    )
    ei.en_invoice(
        st,
        {
            "seller": kes,
            "buyer": thb,
            "title": "CREDIT NOTE",
            "number": "KOI-CN-0217",
            "sym": "£",
            "negative": True,
            "meta": meta(
                "Credit Note No.",
                "KOI-CN-0217",
                "Date",
                d(2024, 4, 2),
                "dmy_short",
                [("Original Invoice", "KOI-10482"), ("Reason", "Returned goods")],
            ),
            "items": [
                ("Acoustic desk screen 1400mm - returned damaged", 2, 8950),
                ("Ergonomic task chair - returned", 2, 31900),
            ],
            "rate": 0.20,
            "tax_label": "VAT @ 20%",
            "total_label": "Total credit GBP",
            "layout": "band",
            "color": (0.25, 0.25, 0.3),
            "notes": ["This credit will be offset against your next payment."],
        },
    )
    ei.utility_bill(
        st,
        {
            "seller": {
                "name": "Lakeshore Energy DAC",
                "lines": [
                    "PO Box 4471, Dublin 2, D02 XK78",
                    "Lakeshore Energy DAC is regulated by the CRU. Registered in Ireland No. 612345. "
                    "VAT IE 3345671LH.",
                ],
            },
            "buyer": {
                "name": "Thornbury Design Studio Ltd",
                "lines": ["Unit 7, The Steelworks", "Foley Street", "Dublin 1, D01 T2X4"],
            },
            "account": "200-4471-882",
            "number": "LE24-0031877",
            "date": d(2024, 2, 27),
            "period": "24 Dec 2023 - 23 Feb 2024",
            "mprn": "10 008 123 456",
            "due": "13 March 2024",
            "prev": 21460,
            "rate": 0.09,
            "sym": "EUR ",
            "charges": [
                ("Day units 1,412 kWh @ 29.64c", 41852),
                ("Night units 388 kWh @ 17.21c", 6677),
                ("Standing charge 62 days @ 74.52c", 4620),
                ("PSO levy", 0),
                ("Government energy credit", -15000),
            ],
            "notice": "If you are having difficulty paying your bill please contact us on 1800 000 000. "
            "Energy credits are "
            "applied automatically under the Electricity Costs (Emergency Measures) Act.",
            "readings": [
                ["MCC12 D", "18,224", "19,636", "Actual", "1,412"],
                ["MCC12 N", "6,905", "7,293", "Actual", "388"],
            ],
            "history": [520, 480, 430, 300, 260, 240, 250, 270, 320, 410, 560, 600],
            "page2_notes": [
                "Unit rates include discounts of 12% on your standard unit rate for paying by direct debit.",
                "Your next scheduled meter reading is due in April 2024.",
            ],
        },
    )
    pa, pb = "Harrow & Finch Advisory LLP", thb["name"]
    spec = {
        "lang": "en",
        "title": "SERVICES AGREEMENT",
        "number": ("Agreement No. ", "HF-SA-2024-011", "right"),
        "footer": "Page {p} of {n}",
        "initials": "Initials: ____ / ____",
        "pages": [
            [
                ("p", "THIS AGREEMENT is dated 8 January 2024", [("signDate", "2024-01-08")]),
                ("h", "PARTIES"),
                party(
                    1,
                    pa,
                    "a limited liability partnership registered in England and Wales (OC412877) whose "
                    "registered "
                    "office is at 2 Park Row, Leeds LS1 5HN",
                    "Provider",
                    "partyA",
                ),
                party(
                    2,
                    pb,
                    "a company incorporated in England and Wales (company number 10998231) whose "
                    "registered office "
                    "is at 18 Wellington Street, Bristol BS1 4DY",
                    "Client",
                    "partyB",
                ),
                ("h", "AGREED TERMS"),
                ("h", "1. Services"),
                (
                    "p",
                    "1.1 The Provider shall provide the outsourced bookkeeping, payroll and quarterly "
                    "VAT services described "
                    'in Schedule 1 (the "Services") from 1 February 2024 for a term of twelve months.',
                ),
                ("h", "2. Charges and payment"),
                (
                    "p",
                    "2.1 In consideration of the Services the Client shall pay the Provider a total fee "
                    "of GBP 42,000.00 "
                    "(exclusive of VAT), payable in twelve equal monthly instalments of GBP 3,500.00 in "
                    "advance.",
                    [("contractAmount", gold(4200000))],
                ),
                (
                    "p",
                    "2.2 Additional work requested in writing shall be charged at GBP 95.00 per hour. "
                    "Late payments bear "
                    "interest at 4% per annum above the Bank of England base rate.",
                ),
            ],
            [
                ("h", "3. Client obligations"),
                (
                    "p",
                    "3.1 The Client shall provide complete and accurate records by the fifth working "
                    "day of each month and "
                    "shall promptly answer the Provider's reasonable queries.",
                ),
                ("h", "4. Liability"),
                (
                    "p",
                    "4.1 The Provider's total liability under this agreement shall not exceed the fees "
                    "paid in the twelve "
                    "months preceding the claim.",
                ),
                ("h", "5. Termination"),
                (
                    "p",
                    "5.1 Either party may terminate this agreement on three months' written notice. "
                    "Either party may "
                    "terminate immediately if the other commits a material breach which is not remedied "
                    "within 30 days.",
                ),
                ("h", "6. Governing law"),
                (
                    "p",
                    "6.1 This agreement and any dispute arising out of it shall be governed by the law "
                    "of England and Wales.",
                ),
                ("h", "Schedule 1 - Services"),
                (
                    "p",
                    "Monthly bookkeeping in Xero; payroll for up to 15 employees; quarterly VAT returns "
                    "under MTD; "
                    "year-end pack for the statutory accountants.",
                ),
            ],
            [
                ("p", "This agreement has been entered into on the date stated at the beginning of it."),
                ("gap", 10),
                (
                    "sign",
                    [
                        ("Signed for and on behalf of", pa, ("", "Daniel Harrow", "Designated Member")),
                        ("Signed for and on behalf of", pb, ("", "Rachel Okafor", "Director")),
                    ],
                    "",
                    None,
                ),
            ],
        ],
        "scans": {2: st.scan(skew=0.8, gray=True)},
    }
    contracts.render(st, spec)
    forms.biz_form(
        st,
        title="STATEMENT OF ACCOUNT",
        company=kes["name"],
        company_sub="Unit 4, Canal Side Business Park, Leeds LS11 5QR",
        meta=[
            ("Customer: ", thb["name"]),
            ("Account No: ", "THO-0042"),
            ("Statement Date: ", "05/04/2024"),
            ("Currency: ", "GBP"),
        ],
        table=(
            [70, 90, 150, 80, 80, 80],
            [
                ["Date", "Reference", "Details", "Debit", "Credit", "Balance"],
                ["14/03/2024", "KOI-10482", "Invoice", "8,559.60", "", "8,559.60"],
                ["02/04/2024", "KOI-CN-0217", "Credit note", "", "980.40", "7,579.20"],
                ["03/04/2024", "KOI-10517", "Invoice - cable trays", "593.20", "", "8,172.40"],
                ["04/04/2024", "BACS", "Payment received - thank you", "", "1,000.00", "7,172.40"],
            ],
            "lllrrr",
        ),
        after=[
            "Amount now due: GBP 7,172.40",
            "Current: 7,172.40   30 days: 0.00   60 days: 0.00   90+ days: 0.00",
        ],
        sign=["Remit to: Kestrel Office Interiors Ltd, sort code 40-11-62, account 71234598"],
        scan=st.scan(skew=-1.0, gray=False),
    )
    return st
