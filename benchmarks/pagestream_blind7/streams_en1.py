"""Streams s07-s08: Australia/India accounts folder, EU legal and procurement inbox."""

# ruff: noqa: E501

from __future__ import annotations

from en_invoices import au_tax_invoice, en_receipt, in_gst_invoice
from layout import center, gap, kv, kvnext, para, render, sign, table, title
from stream import Stream
from util import money

HL = "Harbourline Digital Pty Ltd"
KOALA = "Koala Creek Organics Pty Ltd"


def s07(st: Stream) -> None:
    au_tax_invoice(
        st,
        {
            "seller": HL,
            "seller_addr": "Level 9, 117 Macquarie Street, Sydney NSW 2000",
            "abn": "51 824 753 556",
            "number": "INV-10482",
            "date": "2024-03-14",
            "date_txt": "14/03/2024",
            "due": "28/03/2024",
            "buyer": KOALA,
            "buyer_addr": "22 Tweed Valley Way, Murwillumbah NSW 2484",
            "items": [
                ("Shopify store redesign - milestone 2", 1, "6400.00", "0.10"),
                ("Product photography (half day)", 2, "850.00", "0.10"),
                ("Hosting & support, March 2024", 1, "390.00", "0.10"),
            ],
        },
    )
    in_gst_invoice(
        st,
        {
            "seller": "Sahyadri Agro Exports Private Limited",
            "seller_addr": "Plot 14, MIDC Industrial Area, Chakan, Pune 410501",
            "seller_gstin": "27AAJCS4821M1Z3",
            "number": "SAE/24-25/0173",
            "date": "2024-04-05",
            "date_txt": "05-Apr-2024",
            "dn": "DN-0412",
            "buyer": "Greenleaf Foods India LLP",
            "buyer_gstin": "27AAKFG7730H1ZQ",
            "pos": "27-Maharashtra",
            "items": [
                ("Dehydrated mango slices 10 kg", "0813", 120, "1150.00"),
                ("Tamarind concentrate 5 kg tin", "2008", 86, "640.00"),
            ],
            "words": "Two Lakh Twenty Seven Thousand Seven Hundred Eighty Seven and Twenty Paise",
        },
    )
    st.doc("other")
    render(
        st,
        [
            [
                title("PURCHASE ORDER", 18),
                kv([("PO Number", "KCO-PO-2024-031"), ("Date", "02/04/2024")], colw=80, sep=""),
                kv([("Vendor", HL)], colw=80, sep=""),
                kv(
                    [("Ship to", "Koala Creek Organics, 22 Tweed Valley Way, Murwillumbah NSW 2484")],
                    colw=80,
                    sep="",
                ),
                table(
                    [
                        ["Item", "Description", "Qty", "Unit (ex GST)", "Line total"],
                        ["1", "Shopify store redesign - milestone 3", "1", "6,400.00", "6,400.00"],
                        ["2", "SEO audit", "1", "1,200.00", "1,200.00"],
                    ],
                    [0.6, 4, 0.8, 1.6, 1.6],
                    aligns=["l", "l", "r", "r", "r"],
                ),
                para(
                    "Note: Milestone 2 was invoiced on INV-10482 for AUD 9,339.00 incl. GST and has been approved for "
                    "payment. This purchase order covers milestone 3 only. Please quote the PO number on your invoice."
                ),
                gap(20),
                kv([("Approved by", "Rebecca Tan, Operations Manager")], colw=80, sep=""),
            ]
        ],
        lang="en",
    )
    st.doc("contract")
    title_txt = "Consulting Services Agreement"
    render(
        st,
        [
            [
                title(title_txt.upper(), 18, f={"contractTitle": title_txt.upper()}),
                center("Agreement No. HL-CSA-2024-07", 10, f={"contractNumber": "HL-CSA-2024-07"}),
                gap(8),
                para(
                    f'This Agreement is made on 4 March 2024 between {KOALA} (ABN 37 615 209 884) (the "Client") '
                    f'and {HL} (ABN 51 824 753 556) (the "Consultant").',
                    f={"signDate": "2024-03-04", "partyA": KOALA, "partyB": HL},
                ),
                para(
                    "1. Services. The Consultant will redesign the Client's online store, migrate product data and "
                    "provide training as described in Schedule 1."
                ),
                para(
                    "2. Term. This Agreement starts on the date above and ends on 30 September 2024 unless terminated "
                    "earlier under clause 9."
                ),
                para(
                    f"3. Fees. The total fee for the Services is AUD {money('48000.00')} excluding GST, payable in "
                    "five milestones. Additional work requested in writing is charged at AUD 180.00 per hour.",
                    f={"contractAmount": "48000.00"},
                ),
                para(
                    "4. Invoicing. The Consultant will issue a tax invoice at the completion of each milestone. "
                    "The Client will pay each invoice within 14 days."
                ),
                para("5. Expenses. Pre-approved travel expenses are reimbursed at cost."),
            ],
            [
                para(
                    "6. Intellectual property. On payment in full, all deliverables vest in the Client. The Consultant "
                    "retains its pre-existing tools and libraries and grants the Client a perpetual licence to use them."
                ),
                para(
                    "7. Confidentiality. Each party will keep the other party's confidential information secret."
                ),
                para("8. Liability. Each party's liability under this Agreement is capped at the total fee."),
                para("9. Termination. Either party may terminate this Agreement on 30 days' written notice."),
                para("10. Governing law. This Agreement is governed by the laws of New South Wales."),
                gap(10),
                kvnext(
                    "Schedule 1 - Milestones",
                    "M1 discovery 15% | M2 design 20% | M3 build 35% | M4 launch 20% | M5 training 10%",
                ),
            ],
            [
                para("EXECUTED as an agreement.", bold=True),
                gap(20),
                sign(
                    [
                        f"Signed for {KOALA}",
                        "",
                        "______________________",
                        "Director: Rebecca Tan",
                        "Date: 4 March 2024",
                    ],
                    [
                        f"Signed for {HL}",
                        "",
                        "______________________",
                        "Director: Oliver Grant",
                        "Date: 4 March 2024",
                    ],
                    size=9,
                ),
            ],
        ],
        scanned={2},
        lang="en",
        footer="Page {p} of {n}",
    )
    st.doc("other")
    render(
        st,
        [
            [
                title("PROFORMA INVOICE", 18),
                kv([("Proforma No.", "PF-2404-22"), ("Date", "18 April 2024")], colw=85, sep=""),
                kv([("Seller", "Sahyadri Agro Exports Private Limited")], colw=85, sep=""),
                kv([("Buyer", KOALA)], colw=85, sep=""),
                table(
                    [
                        ["Description", "Qty", "Unit price USD", "Amount USD"],
                        ["Dehydrated mango slices 10 kg", "300", "14.20", "4,260.00"],
                        ["Tamarind concentrate 5 kg tin", "150", "8.10", "1,215.00"],
                        ["Total FOB Nhava Sheva", "", "", "5,475.00"],
                    ],
                    [4, 1, 1.6, 1.6],
                    aligns=["l", "r", "r", "r"],
                ),
                para(
                    "This proforma invoice is not a tax invoice. Goods will be shipped after receipt of 50% advance. "
                    "Validity: 30 days."
                ),
            ]
        ],
        scanned={0},
        lang="en",
    )
    st.doc("other")
    tx = [
        ["Date", "Description", "Debit", "Credit", "Balance"],
        ["01 Apr", "Opening balance", "", "", "84,215.60"],
        ["03 Apr", "EFT Harbourline Digital INV-10482", "9,339.00", "", "74,876.60"],
        ["05 Apr", "Stripe payout 240405", "", "12,880.45", "87,757.05"],
        ["09 Apr", "BPAY ATO activity statement", "6,118.00", "", "81,639.05"],
        ["12 Apr", "Payroll 12/04", "21,640.22", "", "59,998.83"],
        ["15 Apr", "Stripe payout 240415", "", "15,402.10", "75,400.93"],
        ["19 Apr", "Rent - Tweed Valley Way", "4,950.00", "", "70,450.93"],
    ]
    render(
        st,
        [
            [
                title("Business Transaction Account Statement", 15),
                kv([("Account name", KOALA)], 9.5, colw=100, sep=""),
                kv([("BSB / Account", "062-519 / 1077 2408")], 9.5, colw=100, sep=""),
                kv([("Statement period", "1 April 2024 to 30 April 2024")], 9.5, colw=100, sep=""),
                table(tx, [1, 4, 1.5, 1.5, 1.7], size=8.5, aligns=["l", "l", "r", "r", "r"]),
                center("continued overleaf", 8),
            ],
            [
                table(
                    [
                        tx[0],
                        ["24 Apr", "Stripe payout 240424", "", "9,730.66", "80,181.59"],
                        ["26 Apr", "Payroll 26/04", "21,640.22", "", "58,541.37"],
                        ["30 Apr", "Account fee", "10.00", "", "58,531.37"],
                        ["30 Apr", "Closing balance", "", "", "58,531.37"],
                    ],
                    [1, 4, 1.5, 1.5, 1.7],
                    size=8.5,
                    aligns=["l", "l", "r", "r", "r"],
                ),
                para("Please check your statement carefully and report any errors promptly.", 8),
            ],
        ],
        lang="en",
        header="Statement 2024/04",
        footer="Page {p} of {n}",
    )
    en_receipt(
        st,
        {
            "issuer": "Manila Bayview Serviced Offices Inc.",
            "issuer_addr": "12F Bayview Tower, Roxas Blvd, Pasay City 1300 - VAT Reg TIN 008-771-453-000",
            "number": "0048213",
            "date": "2024-03-28",
            "date_txt": "March 28, 2024",
            "payer": HL,
            "words": "Twenty Eight Thousand Pesos Only",
            "purpose": "Virtual office package, April-June 2024",
            "total": "28000.00",
            "tax": "3000.00",
            "tax_lab": ("VATable Sales", "VAT (12%)"),
            "cur": "PHP",
            "footnote": "THIS OFFICIAL RECEIPT SHALL BE VALID FOR FIVE (5) YEARS FROM THE DATE OF ATP.",
        },
        scanned=False,
    )
