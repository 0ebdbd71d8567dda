"""Stream s10 (New Zealand / South Africa paperwork). All people, companies and numbers are made up."""

from __future__ import annotations

import contracts
import en_invoices as ei
import forms
from common import meta, party
from core import Stream
from util import d, gold


def s10(name="s10_en_nz_za_misc"):
    st = Stream(name, 1010)
    kr = "Kauri Ridge Orchards Limited"
    forms.minutes(
        st,
        title="Minutes of a Meeting of the Board of Directors",
        font="helv",
        meta=[
            ("Company: ", kr),
            ("Held: ", "Monday 15 January 2024 at 10.00 am, Katikati packhouse"),
            ("Present: ", "H. Ngata (Chair), S. Whitfield, P. van der Merwe"),
            ("In attendance: ", "R. Patel (CFO)"),
        ],
        items=[
            (
                "1. Irrigation upgrade",
                [
                    "The board approved the Tasman Irrigation Services quote of $36,480.00 + GST for "
                    "the block C upgrade, to be invoiced on completion."
                ],
            ),
            (
                "2. Lease of cool-store site",
                [
                    "The Chair reported on negotiations with Rangitoto Property Holdings for the "
                    "Te Puna site at $4,250.00 per month plus GST. Resolved to enter into the lease."
                ],
            ),
            (
                "3. Funding",
                [
                    "Resolved to accept a loan note from Whetu Capital Partners for $250,000.00 at 9.5% "
                    "p.a., "
                    "and to authorise any two directors to sign."
                ],
            ),
            (
                "4. South African export shipment",
                [
                    "Noted the Karoo Solar invoice relates to the Stellenbosch joint "
                    "venture and is to be recharged."
                ],
            ),
        ],
        sign=["Signed as a correct record: ____________________  Chair", "Date: ____________"],
    )
    ei.en_invoice(
        st,
        {
            "seller": {
                "name": "Tasman Irrigation Services Limited",
                "lines": [
                    "47 Aerodrome Road, Mount Maunganui 3116",
                    "GST No. 112-345-678",
                    "accounts@tasmanirrigation.example",
                ],
            },
            "buyer": {"name": kr, "lines": ["812 Thompsons Track", "RD2 Katikati 3178"]},
            "title": "TAX INVOICE",
            "number": "TIS-20417",
            "sym": "$",
            "layout": "band",
            "color": (0.05, 0.35, 0.5),
            "meta": meta(
                "Invoice Number",
                "TIS-20417",
                "Invoice Date",
                d(2024, 2, 12),
                "dmy",
                [("Reference", "Block C upgrade"), ("Due Date", "20 March 2024")],
            ),
            "items": [
                ("Drip line 16mm, 2,000 m coil", 6, 268000),
                ("Filter station & controller", 1, 885000),
                ("Installation labour (hours)", 96, 9500),
                ("Trenching - machine hire", 3, 118000),
            ],
            "rate": 0.15,
            "tax_label": "GST 15%",
            "total_label": "Total NZD",
            "net_label": "Subtotal (excl. GST)",
            "notes": ["Direct credit to ANZ 06-0401-0234567-00. Please use invoice number as reference."],
        },
    )
    pl = "Rangitoto Property Holdings Limited"
    spec = {
        "lang": "en",
        "font": "tiro",
        "title": "DEED OF LEASE",
        "footer": "Deed of Lease - Te Puna Cool Store - {p}",
        "pages": [
            [
                ("p", "DATED this 20th day of December 2023", [("signDate", "2023-12-20")]),
                ("h", "PARTIES"),
                party(
                    1,
                    pl,
                    "a duly incorporated company having its registered office at Tauranga",
                    "Landlord",
                    "partyA",
                ),
                party(
                    2,
                    kr,
                    "a duly incorporated company having its registered office at Katikati",
                    "Tenant",
                    "partyB",
                ),
                ("h", "FIRST SCHEDULE"),
                ("kv", "Premises: ", "Cool store and yard, 66 Te Puna Station Road, Te Puna 3176"),
                ("kv", "Term: ", "Six (6) years from 1 February 2024"),
                ("kv", "Rights of renewal: ", "Two further terms of three years each"),
                (
                    "kv",
                    "Annual rent: ",
                    "$51,000.00 plus GST, payable monthly in advance at $4,250.00 plus GST",
                ),
                ("kv", "Rent review dates: ", "Each anniversary of the commencement date (CPI)"),
                ("kv", "Security deposit: ", "$12,750.00 (three months' rent)"),
                ("kv", "Outgoings: ", "Rates, insurance premiums and building WOF costs"),
                (
                    "p",
                    "The Landlord leases to the Tenant and the Tenant takes on lease the premises for "
                    "the term and at the rent "
                    "set out in the First Schedule, subject to the covenants and conditions in the "
                    "Second Schedule.",
                ),
            ],
            [
                ("h", "SECOND SCHEDULE - selected covenants"),
                (
                    "p",
                    "1. The Tenant shall pay the rent on the first day of each month by automatic payment.",
                ),
                (
                    "p",
                    "2. The Tenant shall keep the interior of the premises in the same clean order and "
                    "repair as at the "
                    "commencement date, fair wear and tear excepted.",
                ),
                (
                    "p",
                    "3. The Tenant shall not assign or sublet the premises without the Landlord's prior "
                    "written consent, "
                    "which shall not be unreasonably withheld.",
                ),
                (
                    "sign",
                    [
                        ("SIGNED by the Landlord", pl, ("", "Mereana Tapsell", "Director")),
                        ("SIGNED by the Tenant", kr, ("", "Hemi Ngata", "Director")),
                    ],
                    "",
                    None,
                ),
            ],
        ],
        "scans": {1: st.scan(skew=-0.9, gray=False, q=62)},
    }
    contracts.render(st, spec)
    ei.en_invoice(
        st,
        {
            "seller": {
                "name": "Karoo Solar Installations (Pty) Ltd",
                "lines": [
                    "14 Dorp Street, Stellenbosch, 7600",
                    "VAT No. 4123456789",
                    "Reg. No. 2016/123456/07",
                ],
            },
            "buyer": {
                "name": "Stellenbosch Wine Logistics CC",
                "lines": [
                    "Unit 3, Plankenbrug Industrial Park",
                    "Stellenbosch, 7600",
                    "Customer VAT No. 4987654321",
                ],
            },
            "title": "TAX INVOICE",
            "number": "KSI-INV-0931",
            "sym": "R ",
            "sep": " ",
            "meta": meta(
                "Invoice No.",
                "KSI-INV-0931",
                "Date",
                d(2024, 1, 26),
                "ymd_slash",
                [("Order No.", "SWL-1188")],
            ),
            "items": [
                ("550W mono PERC panels", 36, 289900),
                ("8kW hybrid inverter", 2, 3450000),
                ("Mounting kit & cabling", 1, 1875000),
                ("Installation and CoC", 1, 2200000),
            ],
            "rate": 0.15,
            "tax_label": "VAT 15%",
            "total_label": "Total (ZAR)",
            "font": "helv",
            "scan": st.scan(skew=1.0, gray=True, q=55),
        },
    )
    pw = "Whetu Capital Partners Limited"
    spec2 = {
        "lang": "en",
        "font": "helv",
        "title": "LOAN NOTE",
        "number": ("Note No. ", "WCP-LN-2024-003", "right"),
        "pages": [
            [
                ("p", "Date: 1 March 2024", [("signDate", "2024-03-01")]),
                ("kv", "Lender: ", pw, ("partyA", pw)),
                ("kv", "Borrower: ", kr, ("partyB", kr)),
                (
                    "p",
                    "1. Principal. The Lender agrees to advance, and the Borrower acknowledges receipt "
                    "of, the principal sum "
                    'of NZ$250,000.00 (the "Principal").',
                    [("contractAmount", gold(25000000))],
                ),
                (
                    "p",
                    "2. Interest. Interest accrues on the outstanding Principal at 9.5% per annum, "
                    "calculated daily and payable "
                    "quarterly in arrears. Default interest is an additional 4% per annum.",
                ),
                (
                    "p",
                    "3. Repayment. The Principal is repayable in eight equal quarterly instalments of "
                    "NZ$31,250.00 commencing "
                    "1 June 2024, with the final instalment due on 1 March 2026.",
                ),
                (
                    "p",
                    "4. Prepayment. The Borrower may prepay all or part of the Principal on 20 business "
                    "days' notice without "
                    "penalty.",
                ),
                (
                    "p",
                    "5. Security. This note is secured by a general security agreement registered on "
                    "the PPSR.",
                ),
                ("p", "6. Governing law. This note is governed by New Zealand law."),
            ],
            [
                ("p", "EXECUTED as a deed."),
                ("gap", 10),
                (
                    "sign",
                    [
                        ("LENDER", pw, ("", "Aroha Winiata", "Director")),
                        ("BORROWER", kr, ("", "Hemi Ngata", "Director")),
                        ("", "", ("", "Sarah Whitfield", "Director")),
                    ],
                    "",
                    None,
                ),
            ],
        ],
        "scans": {1: st.scan(skew=0.7, gray=True)},
    }
    contracts.render(st, spec2)
    forms.biz_form(
        st,
        title="EMPLOYEE EXPENSE CLAIM",
        company=kr,
        company_sub="812 Thompsons Track, RD2 Katikati 3178",
        meta=[
            ("Employee: ", "Priya Patel"),
            ("Period: ", "February 2024"),
            ("Cost centre: ", "Packhouse"),
            ("Claim No: ", "EXP-0224-07"),
        ],
        table=(
            [70, 200, 90, 70, 70],
            [
                ["Date", "Description", "Supplier", "GST", "Amount"],
                ["06/02/2024", "Fuel - Tauranga trips", "Z Energy", "12.52", "96.00"],
                ["12/02/2024", "Irrigation fittings", "Farmlands", "6.98", "53.50"],
                ["20/02/2024", "Client lunch", "The Landing Cafe", "11.35", "87.00"],
                ["", "Total", "", "30.85", "236.50"],
            ],
            "lllrr",
        ),
        after=["I certify that these expenses were incurred on company business. Receipts attached."],
        sign=["Claimant: ____________", "Approved: ____________", "Paid: ____________"],
        scan=st.scan(skew=-1.4, gray=False),
    )
    forms.blank(st, scan=st.scan(skew=0, gray=True, noise=4.0, specks=0.0008))
    return st
