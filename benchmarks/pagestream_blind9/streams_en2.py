"""English-language streams, part 2: HR/property file and archive batch."""

from __future__ import annotations

import datetime as dt
from contextlib import nullcontext

import docs_en_con as ec
import docs_en_con2 as ec2
import docs_en_inv as ei
import docs_en_misc as em
from cast import IN, SG, UK
from core import Stream
from fmt import fdate
from streams_en import _uk

D = dt.date


def s08(st: Stream):
    """HR and property: offer letter, UK employment contract, licence copy, SG tenancy, IN loan agreement."""
    ks = UK["kestrel"]
    em.letter(
        st,
        ks,
        ["Ms Priya Raman", "Flat 4, 19 Wilmslow Road", "Manchester M14 5TB"],
        D(2024, 5, 28),
        "Offer of employment - Senior Data Engineer",
        [
            "Dear Priya,",
            "Following your recent interview, we are delighted to offer you the position of "
            "Senior Data Engineer at Kestrel Software Ltd, starting on 1 July 2024, at a salary of GBP "
            "62,500 "
            "per annum.",
            "This offer is conditional on satisfactory references and proof of your right to work "
            "in the UK. Your contract of employment is enclosed; please sign and return one copy.",
            "We look forward to welcoming you to the team.",
        ],
        "Laura Benson",
        "Head of People",
        note="offer letter",
        ref="HR/OF/2024/044",
    )
    with st.scanned(pages=(3,)):
        ec2.employment(
            st,
            ks,
            "Priya Raman",
            "Flat 4, 19 Wilmslow Road, Manchester M14 5TB",
            D(2024, 6, 10),
            D(2024, 7, 1),
            "62500.00",
            "HR/EC/2024/031",
        )
    with st.scanned(rot=90):
        em.driving_licence(
            st,
            "RAMAN",
            "PRIYA",
            D(1993, 11, 4),
            D(2021, 3, 15),
            D(2031, 3, 14),
            "RAMAN911043P99AB 12",
            "FLAT 4, 19 WILMSLOW ROAD, MANCHESTER M14 5TB",
        )
    with st.scanned(pages=(2,)):
        ec2.tenancy_sg(
            st,
            SG["orchid"],
            SG["lumen"],
            D(2024, 6, 3),
            D(2024, 7, 1),
            24,
            "3600.00",
            "31 Biopolis Way #05-07, Singapore 138669",
            "OBP/TA/2024/061",
        )
    with st.scanned(pages=(1,), skew=-1.0):
        ec2.loan_in(st, IN["sahyadri"], IN["konkan"], D(2024, 8, 12), "2500000.00", "ICD/2024/07")


def s10(st: Stream):
    """Archive batch: cover sheet, two invoices from one seller, quotation, supply agreement, letters."""
    th, ks, mb, ash = _uk("thornbury"), UK["kestrel"], UK["millbrook"], UK["ashcombe"]
    em.cover_sheet(
        st,
        "ARCHIVE BATCH",
        [
            ("Batch", "2024-Q3-017"),
            ("Department", "Finance / Legal"),
            ("Prepared by", "K. Doyle"),
            ("Date", fdate(D(2024, 10, 2), "dmy_slash")),
            ("Retention", "7 years"),
        ],
    )
    for no, k in (("INV-20611", 0), ("INV-20612", 1)):
        ctx = st.scanned(skew=1.2) if k else nullcontext()
        with ctx:
            ei.en_invoice(
                st,
                seller=th,
                buyer=ks,
                no=no,
                date=D(2024, 7, 3),
                pool="office",
                n=3 + k,
                rate="0.20",
                due=D(2024, 8, 2),
                po=f"KS-{4471 + k}",
                seller_lines=[f"VAT Reg No. {th['vat']}"],
            )
    ei.en_invoice(
        st,
        seller=dict(ash, dfmt="d_mon_y"),
        buyer=mb,
        no="Q-7781",
        date=D(2024, 6, 20),
        pool="eng",
        n=4,
        rate="0.20",
        title="QUOTATION",
        no_label="Quotation No.",
        date_label="Date",
        layout="boxes",
        doc_type="other",
        note="Prices valid for 30 days. Lead time 3-4 weeks from order. This quotation is not a VAT invoice.",
    )
    rows = [
        ("Flange plate FP-220, per drawing rev C", "44.20", 1200),
        ("Bearing housing BH-40 (cast)", "21.75", 800),
        ("Stainless shaft 25mm x 400mm", "26.10", 1500),
        ("Powder coating, RAL 7016 (per part)", "7.40", 2000),
    ]
    with st.scanned(pages=(2,)):
        ec.supply(st, mb, ash, D(2024, 7, 15), "FSA-MB-2024-02", rows)
    em.letter(
        st,
        ash,
        ["Helen Carmichael", "Procurement Director", mb["name"], *mb["addr"]],
        D(2024, 7, 17),
        "Framework Supply Agreement ref. FSA-MB-2024-02",
        [
            "Dear Helen,",
            "Please find enclosed your counterpart of the Framework Supply Agreement dated 15 July "
            "2024, signed on behalf of Ashcombe Precision Castings Ltd.",
            "We have set up your account and will "
            "confirm the first call-off order within two working days of receipt. Our account manager, Tom "
            "Hale, "
            "will be your day-to-day contact.",
            "Thank you for choosing Ashcombe.",
        ],
        "Ravi Patel",
        "Managing Director",
        dfmt="d_month_y",
        note="covering letter",
    )
    with st.scanned(skew=-2.0):
        em.cash_receipt(
            st,
            {"name": "Deansgate Print & Frame", "addr": ["61 Deansgate", "Manchester M3 2BW"]},
            "00917",
            D(2024, 7, 24),
            ks["name"],
            "186.00",
            "Framing of 6 certificates",
            "Cash",
            "£",
            "dmy_slash",
        )
    em.minutes(
        st,
        ks["name"],
        "Minutes of the Quarterly Finance Review",
        D(2024, 9, 26),
        ["L. Benson", "M. Osei (Chair)", "K. Doyle", "P. Raman"],
        [
            (
                "Supplier invoices",
                "Invoices INV-20611 and INV-20612 from Thornbury Office Supplies Ltd were "
                "approved for payment.",
                "K. Doyle to pay by 2 August.",
            ),
            ("Archive", "Q3 finance and legal papers to be archived under batch 2024-Q3-017.", None),
            ("Any other business", "None.", None),
        ],
    )
