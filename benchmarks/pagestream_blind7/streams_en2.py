"""Streams s09-s10: US supply/loan file (Letter size) with KYC ID copy, Singapore HR and finance inbox."""

# ruff: noqa: E501

from __future__ import annotations

from cn_misc import id_copy, person
from layout import center, gap, kv, para, render, right, rule, sign, table, title
from stream import Stream
from util import money

CASCADE = "Cascade Ridge Appliances Inc."
TONGDA = "Shenzhen Tongda Electric Motor Co., Ltd."
PINE = "Pinecrest Capital Partners LLC"


def s09(st: Stream) -> None:
    st.doc("contract")
    price = "1284600.00"
    render(
        st,
        [
            [
                title("Supply Agreement", 20, f={"contractTitle": "Supply Agreement"}),
                center("Contract No.: CRA-SA-2024-112", 10, f={"contractNumber": "CRA-SA-2024-112"}),
                center("Date: June 10, 2024", 10, f={"signDate": "2024-06-10"}),
                gap(6),
                para(
                    f'Party A (the "Buyer"): {CASCADE}, 1800 Westlake Ave N, Seattle, WA 98109, USA',
                    f={"partyA": CASCADE},
                ),
                para(
                    f'Party B (the "Supplier"): {TONGDA}, No. 8 Guanlan Avenue, Longhua District, Shenzhen, China',
                    f={"partyB": TONGDA},
                ),
                rule(),
                para(
                    "1. Products. The Supplier shall manufacture and supply brushless DC motors, model TD-BL57, to the "
                    "specifications in Exhibit A."
                ),
                para(
                    "2. Quantity and Price. The Buyer shall purchase 42,000 units at a unit price of USD 28.60 "
                    "(CIF Seattle), amounting to USD 1,201,200.00, plus a one-time tooling charge of USD 83,400.00."
                ),
                para(
                    f"3. Total Contract Price. The total contract price is USD {money(price)} (US Dollars One Million "
                    "Two Hundred Eighty-Four Thousand Six Hundred).",
                    f={"contractAmount": price},
                ),
                para("4. Delivery. Seven monthly shipments of 6,000 units each, beginning July 2024."),
            ],
            [
                para(
                    "5. Payment. 30% deposit by T/T within 15 days after signing; balance of each shipment by T/T "
                    "within 30 days after the bill of lading date."
                ),
                para(
                    "6. Quality. Defective rate shall not exceed 0.3% per shipment. Defective units shall be replaced "
                    "free of charge in the next shipment."
                ),
                para("7. Warranty. 24 months from the date of delivery."),
                para(
                    "8. Force Majeure. Neither Party is liable for delay caused by events beyond its reasonable control."
                ),
                para(
                    "9. Arbitration. Disputes shall be submitted to the Hong Kong International Arbitration Centre."
                ),
                para(
                    "10. Entire Agreement. This Agreement, with Exhibit A, is the entire agreement of the Parties."
                ),
            ],
            [
                sign(
                    [
                        "PARTY A:",
                        CASCADE,
                        "By: ______________________",
                        "Name: Laura Mitchell",
                        "Title: VP Sourcing",
                    ],
                    [
                        "PARTY B:",
                        TONGDA,
                        "By: ______________________",
                        "Name: Zhou Haitao",
                        "Title: General Manager",
                    ],
                    size=9,
                    seals=(None, ("深圳通达电机有限公司", "合同专用章")),
                ),
                gap(30),
                center("EXHIBIT A - SPECIFICATIONS", 12, bold=True),
                table(
                    [
                        ["Parameter", "Value"],
                        ["Rated voltage", "24 V DC"],
                        ["Rated speed", "3,000 rpm"],
                        ["Rated torque", "0.44 N.m"],
                        ["Frame size", "57 mm"],
                    ],
                    [2, 3],
                    size=9,
                ),
            ],
        ],
        scanned={1},
        lang="en",
        footer="CRA-SA-2024-112   {p}/{n}",
    )
    st.doc("other")
    render(
        st,
        [
            [
                title("PACKING LIST", 18),
                kv([("Shipper", TONGDA)], colw=90, sep=""),
                kv([("Consignee", CASCADE)], colw=90, sep=""),
                kv([("Invoice ref.", "TD-CI-240712"), ("B/L No.", "COSU6318824570")], colw=90, sep=""),
                table(
                    [
                        ["Carton No.", "Description", "Qty (pcs)", "N.W. (kg)", "G.W. (kg)", "Meas. (cbm)"],
                        ["1-300", "BLDC motor TD-BL57", "6,000", "4,320", "4,710", "18.6"],
                    ],
                    [1.2, 2.8, 1.2, 1.2, 1.2, 1.2],
                ),
                para("Container: CSNU 741882-3 / Seal: 0098312. Made in China."),
            ]
        ],
        lang="en",
    )
    st.doc("invoice")
    render(
        st,
        [
            [
                title("COMMERCIAL INVOICE", 18),
                table(
                    [
                        ["Invoice No.", "TD-CI-240712", "Date", "July 12, 2024"],
                        ["Seller", TONGDA, "Terms", "CIF Seattle"],
                        ["Buyer", CASCADE, "Contract", "CRA-SA-2024-112"],
                    ],
                    [1, 2.6, 0.8, 1.6],
                    header=False,
                    size=8.6,
                    row_h=24,
                    f={
                        "invoiceNumber": "TD-CI-240712",
                        "date": "2024-07-12",
                        "sellerName": TONGDA,
                        "buyerName": CASCADE,
                    },
                ),
                table(
                    [
                        ["Marks", "Description of goods", "Quantity", "Unit price USD", "Amount USD"],
                        [
                            "CRA/SEA",
                            "Brushless DC motor TD-BL57 (HS 8501.31)",
                            "6,000 pcs",
                            "28.60",
                            "171,600.00",
                        ],
                        ["", "TOTAL CIF SEATTLE", "6,000 pcs", "", "USD 171,600.00"],
                    ],
                    [1, 3.6, 1.2, 1.3, 1.6],
                    size=8.6,
                    f={"totalAmount": "171600.00"},
                ),
                para("Say US Dollars One Hundred Seventy-One Thousand Six Hundred Only."),
                para("Country of origin: China. Shipment 1 of 7 under contract CRA-SA-2024-112."),
                gap(30),
                right(f"For and on behalf of {TONGDA}"),
            ]
        ],
        lang="en",
    )
    st.doc("contract")
    principal = "500000.00"
    render(
        st,
        [
            [
                title("TERM LOAN AGREEMENT", 18, f={"contractTitle": "TERM LOAN AGREEMENT"}),
                kv(
                    [("Loan No.", "PCP-LN-0457"), ("Dated", "August 1, 2024")],
                    10,
                    colw=60,
                    sep="",
                    f={"contractNumber": "PCP-LN-0457", "signDate": "2024-08-01"},
                ),
                kv([("Lender:", PINE)], 10, colw=60, sep="", f={"partyA": PINE}),
                kv([("Borrower:", CASCADE)], 10, colw=60, sep="", f={"partyB": CASCADE}),
                para(
                    f"1. The Loan. The Lender agrees to lend to the Borrower the principal sum of USD {money(principal)} "
                    '(the "Loan") to finance inventory purchases under supply contract CRA-SA-2024-112.',
                    f={"contractAmount": principal},
                ),
                para(
                    "2. Interest. Interest accrues at a fixed rate of 6.50% per annum, computed on a 360-day year."
                ),
                para(
                    "3. Repayment. The Borrower shall repay the Loan in 24 equal monthly instalments of USD 22,273.03 "
                    "each, beginning September 1, 2024."
                ),
                para("4. Prepayment. The Borrower may prepay the Loan in whole or in part without penalty."),
                para(
                    "5. Security. The Loan is secured by a first-priority lien on the Borrower's inventory."
                ),
                para(
                    "6. Events of Default include non-payment within 10 days of the due date and insolvency."
                ),
                para("7. Governing Law. This Agreement is governed by the laws of the State of Washington."),
            ],
            [
                para(
                    "IN WITNESS WHEREOF, the parties have executed this Term Loan Agreement as of the date first "
                    "written above."
                ),
                gap(30),
                sign(
                    [
                        "LENDER",
                        PINE,
                        "By: _____________________",
                        "Name: Marcus Hale",
                        "Title: Managing Partner",
                    ],
                    ["BORROWER", CASCADE, "By: _____________________", "Name: Laura Mitchell", "Title: CFO"],
                    9.5,
                ),
            ],
        ],
        scanned={1},
        lang="en",
    )
    st.doc("other")
    render(
        st,
        [
            [
                right("Cascade Ridge Appliances Inc.  |  1800 Westlake Ave N, Seattle, WA 98109", 8),
                gap(30),
                para("August 5, 2024"),
                para("To whom it may concern,"),
                para(
                    "This letter confirms that Ms. Lin Xiaotong has been employed by Cascade Ridge Appliances Inc. as "
                    "Sourcing Manager (Shenzhen liaison office) since March 2021. Her identity document copy is "
                    "enclosed for the Lender's know-your-customer review in connection with loan PCP-LN-0457."
                ),
                para("Sincerely,"),
                gap(20),
                para("Laura Mitchell, Chief Financial Officer"),
            ]
        ],
        lang="en",
        serif=True,
    )
    p = person(
        "林晓彤", False, "汉", "1991-09-17", "440305", 58,
        "广东省深圳市南山区粤海街道科苑南路3099号", "深圳市公安局南山分局", "2019-10-08", "2039-10-08",
    )  # fmt: skip
    id_copy(st, p, "stack", note="COPY - FOR KYC PURPOSES ONLY")
