"""Stream s10: Singapore HR and finance inbox."""

# ruff: noqa: E501

from __future__ import annotations

from en_invoices import en_receipt
from layout import center, gap, kv, para, render, right, rule, sign, table, title
from stream import Stream

CASCADE = "Cascade Ridge Appliances Inc."
TONGDA = "Shenzhen Tongda Electric Motor Co., Ltd."
PINE = "Pinecrest Capital Partners LLC"


BW = "Brightwave Analytics Pte. Ltd."
MARINA = "Marina Cove Hospitality Pte Ltd"


def s10(st: Stream) -> None:
    st.doc("contract")
    render(
        st,
        [
            [
                title("EMPLOYMENT AGREEMENT", 18, f={"contractTitle": "EMPLOYMENT AGREEMENT"}),
                right("Ref: BWA-HR-2024-031", 9, f={"contractNumber": "BWA-HR-2024-031"}),
                para(
                    f"This Employment Agreement is made between {BW} (UEN 201812345K), 80 Robinson Road #14-02, "
                    f'Singapore 068898 ("Employer") and Daniel Koh Wei Ming, NRIC S87XXXX2D ("Employee").',
                    f={"partyA": BW, "partyB": "Daniel Koh Wei Ming"},
                ),
                para(
                    "1. Position. The Employee is employed as Senior Data Engineer reporting to the Head of Platform."
                ),
                para(
                    "2. Commencement. Employment commences on 15 July 2024. The first three (3) months are a "
                    "probationary period."
                ),
                para(
                    "3. Salary. The Employee's basic salary is SGD 8,500.00 per month, payable on the last working day "
                    "of each month. A fixed annual wage supplement of one month's salary is payable in December."
                ),
                para(
                    "4. Working hours. 44 hours per week, Monday to Friday, with flexible arrangements as agreed."
                ),
                para("5. Leave. 18 days of paid annual leave per year, in addition to public holidays."),
            ],
            [
                para(
                    "6. CPF. The Employer will make Central Provident Fund contributions as required by law."
                ),
                para(
                    "7. Confidentiality and IP. All work product created in the course of employment belongs to the "
                    "Employer. The Employee shall keep all business information confidential."
                ),
                para(
                    "8. Termination. After probation, either party may terminate this Agreement by giving two (2) "
                    "months' written notice or salary in lieu of notice."
                ),
                para(
                    "9. Non-solicitation. For 12 months after termination the Employee shall not solicit the "
                    "Employer's clients or staff."
                ),
                para("10. Governing law. This Agreement is governed by the laws of Singapore."),
            ],
            [
                para("Signed by the parties on the dates below.", 10),
                gap(30),
                sign(
                    [
                        f"For and on behalf of {BW}",
                        "",
                        "_____________________",
                        "Grace Lim, Director",
                        "Date: 28 June 2024",
                    ],
                    ["Employee", "", "_____________________", "Daniel Koh Wei Ming", "Date: 28 June 2024"],
                    size=9,
                    f={"signDate": "2024-06-28"},
                ),
            ],
        ],
        scanned={2},
        lang="en",
        serif=True,
        footer="Private & Confidential - Page {p} of {n}",
    )
    st.doc("other")
    render(
        st,
        [
            [
                title("Minutes of Management Meeting", 15),
                kv(
                    [("Date", "3 July 2024, 10:00"), ("Venue", "Boardroom, 80 Robinson Road")],
                    colw=50,
                    sep="",
                ),
                kv([("Present", "Grace Lim (chair), Arjun Nair, Mei Ling Tan, Samuel Ong")], colw=50, sep=""),
                rule(),
                para(
                    "1. Hiring. Offer to Daniel Koh accepted; start date 15 July 2024 (ref BWA-HR-2024-031)."
                ),
                para(
                    "2. Marina Cove renewal. Q3 subscription to be invoiced at SGD 12,600.00 plus GST; the "
                    "customisation work (16 hours) to be billed at the standard rate."
                ),
                para("3. Offsite. Maple Ridge venue booked for the Vancouver client workshop; deposit paid."),
                para("4. Next meeting: 7 August 2024."),
                para("Minutes taken by Mei Ling Tan.", 9),
            ]
        ],
        lang="en",
    )
    st.doc("other")
    render(
        st,
        [
            [
                title("QUOTATION", 18),
                kv(
                    [
                        ("Quotation No.", "Q-24-0712"),
                        ("Date", "12 July 2024"),
                        ("Valid until", "11 August 2024"),
                    ],
                    9.5,
                    sep=": ",
                ),
                kv([("Prepared for", MARINA)], 9.5, sep=": "),
                table(
                    [
                        ["Item", "Description", "Qty", "Unit price SGD", "Amount SGD"],
                        ["1", "Guest analytics module - annual", "1", "18,400.00", "18,400.00"],
                        ["2", "Onboarding workshop", "2", "1,350.00", "2,700.00"],
                        ["", "Subtotal", "", "", "21,100.00"],
                        ["", "GST 9%", "", "", "1,899.00"],
                        ["", "Total", "", "", "22,999.00"],
                    ],
                    [0.6, 4, 0.7, 1.6, 1.6],
                    aligns=["l", "l", "r", "r", "r"],
                ),
                para(
                    "This quotation is not a tax invoice. Prices are subject to acceptance within the validity period."
                ),
                right(BW),
            ]
        ],
        scanned={0},
        lang="en",
    )
    st.doc("invoice")
    render(
        st,
        [
            [
                right(BW, 14),
                right("80 Robinson Road #14-02, Singapore 068898  |  GST Reg. No. 201812345K", 8),
                title("TAX INVOICE", 18, f={"sellerName": BW}),
                table(
                    [
                        ["Invoice No.", "BWA-INV-2407-058"],
                        ["Invoice Date", "31/07/2024"],
                        ["Bill To", MARINA],
                        ["Attention", "Ms. Priya Raman, Finance"],
                        ["Payment Terms", "30 days"],
                    ],
                    [1.2, 3.5],
                    header=False,
                    size=9.5,
                    row_h=22,
                    f={"invoiceNumber": "BWA-INV-2407-058", "date": "2024-07-31", "buyerName": MARINA},
                ),
                table(
                    [
                        ["Description", "Qty", "Unit Price (SGD)", "Amount (SGD)"],
                        ["Data platform subscription Q3 2024", "1", "12,600.00", "12,600.00"],
                        ["Dashboard customisation (hours)", "16", "210.00", "3,360.00"],
                        ["", "", "Sub-total", "15,960.00"],
                    ],
                    [4, 0.8, 1.6, 1.6],
                    aligns=["l", "r", "r", "r"],
                ),
                table(
                    [["GST @ 9%", "1,436.40"], ["Total Amount Payable (SGD)", "17,396.40"]],
                    [4.8, 1.6],
                    header=False,
                    aligns=["r", "r"],
                    f={"taxAmount": "1436.40", "totalAmount": "17396.40"},
                ),
                para("Please pay by PayNow to UEN 201812345K or by bank transfer to DBS 072-915583-1."),
            ]
        ],
        lang="en",
    )
    en_receipt(
        st,
        {
            "issuer": "Maple Ridge Conference Centre Ltd.",
            "issuer_addr": "2250 Cornwall Avenue, Vancouver, BC V6K 1B5  |  GST/HST No. 78214 5539 RT0001",
            "heading": "PAYMENT RECEIPT",
            "number": "MRC-R-11872",
            "date": "2024-07-09",
            "date_txt": "July 9, 2024",
            "payer": BW,
            "words": "Five thousand five hundred ninety-three and 50/100 Canadian dollars",
            "purpose": "Room hire and catering, client workshop 22 August 2024",
            "total": "5593.50",
            "tax": "643.50",
            "tax_lab": ("Subtotal", "HST 13%"),
            "cur": "CAD",
        },
    )
    st.doc("other")
    render(
        st,
        [
            [
                title("Quarterly Platform Report - Q2 2024", 15),
                center("Prepared for the Board of Directors", 10),
                rule(),
                para(
                    "1. Summary. Platform availability reached 99.97% in Q2. Two P2 incidents were resolved within "
                    "target. Customer count grew from 41 to 47."
                ),
                para(
                    "2. Revenue. Recurring revenue for the quarter was SGD 1,182,400.00, up 9.2% on Q1. The largest "
                    "new contract was Marina Cove Hospitality (annual value SGD 50,400.00)."
                ),
                table(
                    [
                        ["Metric", "Q1 2024", "Q2 2024"],
                        ["Availability", "99.93%", "99.97%"],
                        ["Active customers", "41", "47"],
                        ["Median query latency", "410 ms", "355 ms"],
                    ],
                    [3, 2, 2],
                ),
                para("3. Hiring. One senior data engineer will join in July."),
            ],
            [
                para(
                    "4. Risks. Cloud costs rose 14% in the quarter; a reserved-capacity plan is under review. "
                    "Two enterprise renewals fall due in Q4."
                ),
                para("5. Outlook. Management expects Q3 recurring revenue between SGD 1.22m and 1.26m."),
                gap(20),
                para("Appendix: incident log available on request.", 9),
            ],
        ],
        lang="en",
        footer="Brightwave Analytics - Board report - {p}/{n}",
    )
