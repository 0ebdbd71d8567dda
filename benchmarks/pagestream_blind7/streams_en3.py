"""Stream s08: EU legal and procurement inbox (NDA, licence, German-style invoice)."""

# ruff: noqa: E501

from __future__ import annotations

from en_invoices import de_invoice, shop_invoice
from layout import gap, kv, para, render, right, rule, sign, table, title
from stream import Stream
from util import money

NORD = "Nordwerk Systems GmbH"
LUMEN = "Lumen Logistics B.V."


def s08(st: Stream) -> None:
    st.doc("other")
    render(
        st,
        [
            [
                title("FAX COVER SHEET", 20),
                table(
                    [
                        [
                            "To",
                            "Mr. Pieter de Vries, Lumen Logistics B.V.",
                            "From",
                            "Anna Keller, Nordwerk Systems",
                        ],
                        ["Fax", "+31 10 440 2871", "Fax", "+49 40 3197 5510"],
                        ["Date", "12 February 2024", "Pages", "4 (including cover)"],
                        ["Re", "Mutual NDA - signed copy", "CC", "Legal department"],
                    ],
                    [0.8, 3, 0.8, 3],
                    header=False,
                    size=9.5,
                    row_h=26,
                ),
                para("[ ] Urgent   [x] For review   [ ] Please comment   [ ] Please reply"),
                rule(),
                para(
                    "Dear Pieter, please find attached our countersigned copy of the mutual non-disclosure agreement. "
                    "The licence agreement draft will follow by e-mail. Kind regards, Anna"
                ),
                gap(200),
                para(
                    "CONFIDENTIALITY NOTICE: This facsimile contains confidential information intended only for the "
                    "addressee. If you received it in error, please notify us by telephone and destroy it.",
                    7.5,
                ),
            ]
        ],
        scanned={0},
        lang="en",
        serif=False,
        scan0={"gray": True, "quality": 52},
    )
    st.doc("contract")
    render(
        st,
        [
            [
                title(
                    "Mutual Non-Disclosure Agreement",
                    18,
                    f={"contractTitle": "Mutual Non-Disclosure Agreement"},
                ),
                right("Ref. NW-NDA-24-006", 9, f={"contractNumber": "NW-NDA-24-006"}),
                para("This Agreement is entered into by and between:", 10),
                kv(
                    [("Party A:", NORD + ", Hafenstrasse 12, 20457 Hamburg, Germany")],
                    10,
                    colw=55,
                    sep="",
                    f={"partyA": NORD},
                ),
                kv(
                    [("Party B:", LUMEN + ", Waalhaven Z.z. 41, 3089 JH Rotterdam, the Netherlands")],
                    10,
                    colw=55,
                    sep="",
                    f={"partyB": LUMEN},
                ),
                para('(each a "Party" and together the "Parties")', 9),
                para(
                    "1. Purpose. The Parties wish to evaluate a possible licence of Nordwerk's yard management software "
                    '(the "Purpose") and will exchange confidential information for that Purpose only.'
                ),
                para(
                    "2. Confidential Information means all technical, commercial and financial information disclosed by "
                    "one Party to the other, in any form, that is marked confidential or should reasonably be understood "
                    "to be confidential."
                ),
                para(
                    "3. Obligations. The receiving Party shall (a) use Confidential Information solely for the Purpose; "
                    "(b) not disclose it to third parties except to its employees and advisers who need to know it and "
                    "are bound by equivalent obligations; and (c) protect it with at least reasonable care."
                ),
            ],
            [
                para(
                    "4. Exceptions. The obligations do not apply to information that is public, was known to the "
                    "receiving Party before disclosure, or is independently developed."
                ),
                para(
                    "5. Term. This Agreement remains in force for two (2) years; obligations of confidentiality survive "
                    "for five (5) years after its termination."
                ),
                para(
                    "6. No licence. Nothing in this Agreement grants any licence or right other than as expressly set out."
                ),
                para(
                    "7. Contractual penalty. For each culpable breach the breaching Party shall pay a contractual "
                    "penalty of EUR 25,000.00; further damages remain reserved."
                ),
                para("8. Governing law and venue. German law applies. Place of jurisdiction is Hamburg."),
            ],
            [
                para("IN WITNESS WHEREOF the Parties have signed this Agreement.", 10),
                gap(30),
                sign(
                    [
                        f"For Party A: {NORD}",
                        "",
                        "_____________________",
                        "Anna Keller, Managing Director",
                        "Hamburg, 12.02.2024",
                    ],
                    [
                        f"For Party B: {LUMEN}",
                        "",
                        "_____________________",
                        "Pieter de Vries, CFO",
                        "Rotterdam, 12.02.2024",
                    ],
                    size=9,
                    f={"signDate": "2024-02-12"},
                ),
            ],
        ],
        scanned={1},
        lang="en",
        serif=True,
        footer="NW-NDA-24-006 | page {p}/{n}",
    )
    de_invoice(
        st,
        {
            "seller": NORD,
            "sender_line": "Nordwerk Systems GmbH - Hafenstrasse 12 - 20457 Hamburg",
            "buyer": LUMEN,
            "buyer_addr": ["Attn. Accounts Payable", "Waalhaven Z.z. 41", "3089 JH Rotterdam", "Netherlands"],
            "number": "RE-2024-0417",
            "date": "2024-04-17",
            "date_txt": "17.04.2024",
            "cust": "10388",
            "order": "PO 4500-7791",
            "delivery": "April 2024",
            "items": [
                ("YardPilot on-site installation (person-days)", 6, "1150.00", "0.19"),
                ("Barcode gate scanner GS-40", 4, "1875.50", "0.19"),
                ("Travel expenses (flat rate)", 1, "640.00", "0.19"),
            ],
            "footer": [
                ["Nordwerk Systems GmbH", "Hafenstrasse 12, 20457 Hamburg", "Managing Director: Anna Keller"],
                ["Register court: Hamburg HRB 174532", "VAT ID: DE318447209", "Tax no. 48/771/02215"],
                ["Hamburger Sparkasse", "IBAN DE41 2005 0550 1284 7730 91", "BIC HASPDEHHXXX"],
            ],
        },
    )
    st.doc("other")
    render(
        st,
        [
            [
                title("DELIVERY NOTE", 18),
                kv([("Delivery note no.", "LS-24-0932"), ("Date", "15.04.2024")], colw=95, sep=""),
                kv([("Consignee", LUMEN + ", Waalhaven Z.z. 41, Rotterdam")], colw=95, sep=""),
                kv([("Your order", "PO 4500-7791")], colw=95, sep=""),
                table(
                    [
                        ["Pos.", "Article", "Description", "Qty", "Unit"],
                        ["1", "GS-40", "Barcode gate scanner", "4", "pcs"],
                        ["2", "GS-MNT", "Mounting kit (no charge)", "4", "set"],
                    ],
                    [0.6, 1.4, 4, 0.8, 0.8],
                ),
                para("Goods received in good condition:   Signature ________________   Date ________"),
            ]
        ],
        lang="en",
    )
    st.doc("contract")
    fee = "96000.00"
    render(
        st,
        [
            [
                title("SOFTWARE LICENCE AGREEMENT", 17, f={"contractTitle": "SOFTWARE LICENCE AGREEMENT"}),
                kv(
                    [("Agreement No.", "SLA-2024-0219"), ("Date", "19 February 2024")],
                    9.5,
                    colw=80,
                    sep="",
                    f={"contractNumber": "SLA-2024-0219", "signDate": "2024-02-19"},
                ),
                para(f'(1) {NORD}, Hafenstrasse 12, 20457 Hamburg (the "Licensor"); and', f={"partyA": NORD}),
                para(
                    f'(2) {LUMEN}, Waalhaven Z.z. 41, 3089 JH Rotterdam (the "Licensee").',
                    f={"partyB": LUMEN},
                ),
                para(
                    "1. Grant. The Licensor grants the Licensee a non-exclusive, non-transferable licence to use the "
                    "YardPilot software for up to 3 terminals and 150 named users during the Term."
                ),
                para("2. Term. Three (3) years from 1 March 2024."),
                para(
                    f"3. Licence fee. The Licensee shall pay an annual licence fee of EUR 32,000.00, i.e. a total "
                    f"licence fee of EUR {money(fee)} for the Term, plus VAT. Implementation services are charged "
                    "separately at EUR 1,150.00 per person-day.",
                    f={"contractAmount": fee},
                ),
                para("4. Support. Support and updates are included in the licence fee (see Schedule 1)."),
                para("5. Restrictions. The Licensee shall not decompile, sublicense or rent the software."),
                para("6. Liability. Liability for slight negligence is limited to the annual licence fee."),
                para("7. Law. German law applies to the exclusion of the UN Sales Convention."),
                sign(
                    [f"Licensor: {NORD}", "_____________________"],
                    [f"Licensee: {LUMEN}", "_____________________"],
                    size=9,
                ),
            ],
            [
                title("Schedule 1 - Service Levels", 14),
                table(
                    [
                        ["Priority", "Definition", "Response", "Resolution target"],
                        ["P1", "Terminal gate operations stopped", "1 hour", "8 hours"],
                        ["P2", "Major function impaired", "4 hours", "3 business days"],
                        ["P3", "Minor issue / question", "1 business day", "next release"],
                    ],
                    [1, 4, 1.5, 2],
                ),
                para("Support hours: Monday to Friday 07:00-19:00 CET, P1 24/7."),
            ],
        ],
        lang="en",
        header="SLA-2024-0219",
    )
    st.doc("other")
    render(
        st,
        [
            [
                title("MEMORANDUM", 18),
                kv([("To", "Finance / Accounts Payable")], colw=60, sep=""),
                kv([("From", "Pieter de Vries, CFO")], colw=60, sep=""),
                kv([("Date", "22 April 2024")], colw=60, sep=""),
                kv([("Subject", "Budget for YardPilot licence (SLA-2024-0219)")], colw=60, sep=""),
                rule(),
                para(
                    "The licence agreement with Nordwerk Systems GmbH has been signed. The annual fee of EUR 32,000.00 "
                    "(EUR 96,000.00 over three years) is to be booked under cost centre 4410. The installation invoice "
                    "RE-2024-0417 has been checked against delivery note LS-24-0932 and may be paid."
                ),
                para("Please also reserve EUR 15,000.00 for optional scanner hardware in Q3."),
            ]
        ],
        lang="en",
    )
    shop_invoice(
        st,
        {
            "shop": "desk&co.uk",
            "number": "GB-INV-7731942",
            "order": "204-5517823-0091",
            "date": "2024-05-02",
            "date_txt": "2 May 2024",
            "order_date": "30 April 2024",
            "seller": "Deskco Retail Ltd",
            "seller_addr": "Unit 4, Meridian Park, Leicester LE19 1WX",
            "vat_no": "GB 294 1187 36",
            "buyer": "Hannah Whitfield",
            "buyer_addr": ["41 Priory Road", "Cheltenham GL52 6DQ", "United Kingdom"],
            "items": [
                ("Oak standing desk 140 x 70 cm", 1, "374.99", "0.20"),
                ("Ergonomic mesh chair, grey", 1, "182.50", "0.20"),
                ("Monitor arm, single", 2, "29.99", "0.20"),
                ("Delivery", 1, "4.99", "0.20"),
            ],
        },
    )
