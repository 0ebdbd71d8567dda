"""Stream s08 (US / Canada paperwork). All people, companies and numbers are made up."""

from __future__ import annotations

import contracts
import en_invoices as ei
import forms
from common import meta, party
from core import Stream
from util import d


def s08(name="s08_en_us_canada"):
    st = Stream(name, 808)
    bms = {
        "name": "Brightline Medical Supply Inc.",
        "lines": [
            "4470 Sawmill Road, Suite 210",
            "Columbus, OH 43220",
            "Phone (614) 555-0187  |  billing@brightline.example",
        ],
    }
    crd = {
        "name": "Cedar Ridge Dental Group, PLLC",
        "lines": ["1290 Polaris Parkway", "Westerville, OH 43082"],
    }
    forms.biz_form(
        st,
        size="letter",
        title="PURCHASE ORDER",
        company=crd["name"],
        company_sub="1290 Polaris Parkway, Westerville, OH 43082",
        meta=[
            ("PO Number: ", "CRD-PO-7731"),
            ("PO Date: ", "02/26/2024"),
            ("Vendor: ", bms["name"]),
            ("Ship Via: ", "UPS Ground"),
            ("Terms: ", "Net 30"),
            ("Requested by: ", "Dr. Anika Shah"),
        ],
        table=(
            [220, 50, 90, 90],
            [
                ["Item", "Qty", "Unit Cost", "Ext. Cost"],
                ["Nitrile exam gloves, M (case of 1000)", "12", "89.00", "1,068.00"],
                ["Disposable prophy angles (box 500)", "6", "142.50", "855.00"],
                ["Autoclave sterilization pouches 3.5x10", "20", "24.75", "495.00"],
            ],
            "lrrr",
        ),
        after=[
            "Subtotal: $2,418.00 (tax to be added by vendor where applicable)",
            "Please reference the PO number on all invoices.",
        ],
        sign=["Authorized by: ____________________", "Date: __________"],
    )
    items1 = [
        ("Nitrile exam gloves, M (case of 1000)", 12, 8900),
        ("Disposable prophy angles (box 500)", 6, 14250),
        ("Autoclave sterilization pouches 3.5x10", 20, 2475),
    ]
    base = {
        "seller": bms,
        "buyer": crd,
        "title": "INVOICE",
        "sym": "$",
        "rate": 0.075,
        "tax_label": "Sales Tax (7.5%)",
        "total_label": "TOTAL DUE",
        "size": "letter",
        "remittance": True,
        "ship": ["Cedar Ridge Dental - Clinic 2", "55 S. State Street", "Westerville, OH 43081"],
    }
    ei.en_invoice(
        st,
        {
            **base,
            "number": "BMS-240311",
            "items": items1,
            "meta": meta(
                "Invoice #",
                "BMS-240311",
                "Invoice Date:",
                d(2024, 3, 11),
                "mdy",
                [("P.O. #", "CRD-PO-7731"), ("Terms", "Net 30"), ("Due Date", "April 10, 2024")],
            ),
        },
    )
    ei.en_invoice(
        st,
        {
            **base,
            "number": "BMS-240327",
            "items": [("Saliva ejectors, clear (bag 100)", 30, 725), ("Cotton rolls #2 (2000 ct)", 10, 1890)],
            "meta": meta(
                "Invoice #",
                "BMS-240327",
                "Invoice Date:",
                d(2024, 3, 27),
                "mdy",
                [("P.O. #", "CRD-PO-7760"), ("Terms", "Net 30")],
            ),
            "scan": st.scan(skew=-0.7, gray=True),
        },
    )
    forms.biz_form(
        st,
        size="letter",
        title="PACKING SLIP",
        company=bms["name"],
        company_sub="4470 Sawmill Road, Suite 210, Columbus, OH 43220",
        meta=[
            ("Order: ", "SO-55102"),
            ("Ship Date: ", "03/26/2024"),
            ("Ship To: ", "Cedar Ridge Dental - Clinic 2"),
            ("Tracking: ", "1Z 999 AA1 01 2345 6784"),
        ],
        table=(
            [250, 70, 70, 60],
            [
                ["Description", "Ordered", "Shipped", "B/O"],
                ["Saliva ejectors, clear (bag 100)", "30", "30", "0"],
                ["Cotton rolls #2 (2000 ct)", "10", "10", "0"],
            ],
            "lccc",
        ),
        after=["No prices shown. Invoice BMS-240327 will follow by email."],
        sign=["Packed by: JT", "Checked by: ____"],
        scan=st.scan(skew=1.1, gray=False),
    )
    pa, pb = "Northgate Software Solutions, Inc.", crd["name"]
    spec = {
        "lang": "en",
        "font": "helv",
        "size": "letter",
        "title": "MASTER SERVICES AGREEMENT",
        "title_size": 14,
        "number": ("MSA No. ", "NSS-MSA-2024-0042", "above"),
        "footer": "Northgate MSA v3.2 - Confidential - Page {p} of {n}",
        "pages": [
            [
                (
                    "p",
                    'This Master Services Agreement (the "Agreement") is entered into as of the 1st day of '
                    "February 2024 "
                    '(the "Effective Date") by and between:',
                    [("signDate", "2024-02-01")],
                ),
                party(
                    "a",
                    pa,
                    "a Delaware corporation with offices at 800 W. Fifth Avenue, Columbus, OH 43212",
                    "Provider",
                    "partyA",
                ),
                party("b", pb, "an Ohio professional limited liability company", "Customer", "partyB"),
                ("h", "1. Scope"),
                (
                    "p",
                    "Provider will deliver practice-management software hosting and support services as "
                    'described in one or more Statements of Work ("SOW") executed under this Agreement. '
                    "Each SOW states its own "
                    "fees; this Agreement does not itself commit Customer to any minimum spend.",
                ),
                ("h", "2. Fees and Invoicing"),
                (
                    "p",
                    "Fees are set out in each SOW and in Schedule A. Provider invoices monthly in "
                    "arrears; invoices are payable within thirty (30) days. Overdue amounts accrue "
                    "interest at 1.0% per month.",
                ),
                ("h", "3. Term"),
                (
                    "p",
                    "This Agreement commences on the Effective Date and continues for three (3) years unless "
                    "terminated earlier in accordance with Section 7.",
                ),
                ("h", "4. Data Protection"),
                (
                    "p",
                    "Provider shall comply with HIPAA and shall execute Customer's Business "
                    "Associate Agreement, which is incorporated by reference.",
                ),
            ],
            [
                ("h", "5. Warranties"),
                (
                    "p",
                    "Provider warrants that the services will be performed in a professional and "
                    "workmanlike manner consistent with industry standards.",
                ),
                ("h", "6. Limitation of Liability"),
                (
                    "p",
                    "Except for breaches of confidentiality, neither party's aggregate "
                    "liability shall exceed the fees paid under the applicable SOW in the twelve months "
                    "preceding the claim.",
                ),
                ("h", "7. Termination"),
                ("p", "Either party may terminate for convenience on ninety (90) days' written notice."),
                (
                    "p",
                    "IN WITNESS WHEREOF, the parties have executed this Agreement by their duly "
                    "authorized representatives.",
                ),
                (
                    "sign",
                    [
                        (
                            "NORTHGATE SOFTWARE SOLUTIONS, INC.",
                            "By: authorized signatory",
                            ("", "Marcus Lee", "VP Sales"),
                        ),
                        (
                            "CEDAR RIDGE DENTAL GROUP, PLLC",
                            "By: authorized signatory",
                            ("", "Anika Shah, DDS", "Managing Member"),
                        ),
                    ],
                    "",
                    None,
                ),
            ],
            [
                ("center", "SCHEDULE A - RATE CARD", 12),
                (
                    "table",
                    [250, 110, 110],
                    [
                        ["Service", "Unit", "Rate (USD)"],
                        ["Hosted PM suite", "per seat / month", "85.00"],
                        ["Imaging archive", "per TB / month", "120.00"],
                        ["On-site support", "per hour", "165.00"],
                        ["Data migration", "fixed per clinic", "4,500.00"],
                    ],
                    "llr",
                ),
                (
                    "p",
                    "Rates are fixed for the first twelve months and thereafter may increase by no more "
                    "than CPI + 2%.",
                ),
            ],
        ],
    }
    contracts.render(st, spec)
    ei.en_invoice(
        st,
        {
            "seller": {
                "name": "Maple Harbour Print & Sign Ltd.",
                "lines": [
                    "2150 Gottingen Street",
                    "Halifax, NS B3K 3B4",
                    "GST/HST Reg. No. 81234 5678 RT0001",
                ],
            },
            "buyer": {
                "name": "Atlantic Coast Realty Inc.",
                "lines": ["1505 Barrington Street, Suite 900", "Halifax, NS B3J 3K5"],
            },
            "title": "INVOICE",
            "number": "MH-2024-0419",
            "sym": "$",
            "size": "letter",
            "rate": 0.15,
            "tax_label": "HST 15%",
            "total_label": "Total (CAD)",
            "bill_label": "Sold To",
            "layout": "band",
            "color": (0.6, 0.1, 0.1),
            "meta": meta(
                "Invoice No:", "MH-2024-0419", "Date:", d(2024, 4, 9), "iso", [("Terms", "Due on receipt")]
            ),
            "items": [
                ("Aluminum composite yard signs 24x36", 40, 3850),
                ("Open house A-frame, double sided", 6, 18900),
                ("Design proof revisions (hours)", 2.5, 8500),
            ],
            "scan": st.scan(skew=0.5, gray=False, rot=180),
        },
    )
    forms.certificate(
        st,
        title="CERTIFICATE OF LIABILITY INSURANCE",
        sub="This certificate is issued as a matter of information only "
        "and confers no rights upon the certificate holder.",
        cjk=False,
        size="letter",
        color=(0.1, 0.2, 0.45),
        rows=[
            ("Insured", "Northgate Software Solutions, Inc."),
            ("Insurer", "Buckeye Mutual Casualty Co."),
            ("Policy Number", "CGL-88412-07"),
            ("Policy Period", "01/01/2024 - 01/01/2025"),
            ("Each Occurrence", "$1,000,000"),
            ("General Aggregate", "$2,000,000"),
            (
                "Certificate Holder",
                "Cedar Ridge Dental Group, PLLC\n1290 Polaris Parkway, Westerville, OH 43082",
            ),
        ],
        issuer="Authorized Representative",
        date_text="01/29/2024",
    )
    return st
