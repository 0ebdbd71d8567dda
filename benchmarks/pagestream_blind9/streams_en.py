"""English-language streams, part 1: UK accounts inbox, US legal/ops, APAC invoices."""

from __future__ import annotations

import datetime as dt

import docs_en_con as ec
import docs_en_inv as ei
import docs_en_misc as em
from cast import AU, IN, SG, UK, US
from core import LETTER, Stream

D = dt.date


def _uk(key, dfmt="d_month_y"):
    c = dict(UK[key])
    c["dfmt"] = dfmt
    c["bank"] = f"Bank: Lloyds Bank plc  Sort code 30-94-57  Account 28719304  |  {c['email']}"
    c["foot"] = f"{c['name']}. Registered in England and Wales No. {c['co']}. VAT Reg No. {c['vat']}"
    return c


def s02(st: Stream):
    """UK accounts inbox: fax cover, 2-page VAT invoice, credit note, statement, PO, pro-forma, remittance."""
    th, mb = _uk("thornbury"), _uk("millbrook", "dmy_slash")
    with st.scanned(fax=True, dpi=200, skew=0.6):
        em.fax_cover(
            st,
            th,
            ("Accounts Payable", mb["name"], "0113 496 0766", "Credit Control - Julie Hart"),
            D(2024, 3, 28),
            8,
            "Invoices and statement - account MIL001",
            "Please find attached invoice INV-20417, credit note CN-00412 and our statement for March. "
            "The credit relates to the returned chairs on your order PO-55734. Kind regards, Julie.",
        )
    ei.en_invoice(
        st,
        seller=th,
        buyer=mb,
        no="INV-20417",
        date=D(2024, 3, 14),
        pool="office",
        n=10,
        rate="0.20",
        per_page=6,
        due=D(2024, 4, 13),
        po="PO-55812",
        seller_lines=[f"VAT Reg No. {th['vat']}"],
        ship=["Goods In - Millbrook Engineering", "14 Canal Wharf, Leeds LS11 5PS"],
        date_label="Invoice date / tax point",
    )
    ei.en_invoice(
        st,
        seller=th,
        buyer=mb,
        no="CN-00412",
        date=D(2024, 3, 22),
        pool="office",
        n=2,
        rate="0.20",
        neg=True,
        title="CREDIT NOTE",
        no_label="Credit Note No.",
        date_label="Date",
        against="INV-20388",
        seller_lines=[f"VAT Reg No. {th['vat']}"],
        note="Reason: goods returned damaged (RMA 1187). This credit will be set against your next payment.",
    )
    em.statement(
        st,
        th,
        [mb["name"], *mb["addr"]],
        D(2024, 3, 31),
        [
            (D(2024, 2, 29), "B/FWD", "Balance brought forward", "1046.40", None),
            (D(2024, 3, 4), "INV-20388", "Invoice", "734.16", None),
            (D(2024, 3, 11), "BACS", "Payment received - thank you", None, "1046.40"),
            (D(2024, 3, 14), "INV-20417", "Invoice", "2218.37", None),
            (D(2024, 3, 22), "CN-00412", "Credit note", None, "371.52"),
        ],
    )
    em.purchase_order(
        st,
        mb,
        th,
        "PO-55907",
        D(2024, 3, 26),
        [
            ("TN-59A", "Toner cartridge HP 59A black", 6, "74.50"),
            ("PP-A4-5", "A4 copier paper 80gsm, box of 5 reams", 20, "19.95"),
            ("LAF-10", "Lever arch files (pack 10)", 4, "15.80"),
        ],
        deliver=D(2024, 4, 2),
    )
    ei.en_invoice(
        st,
        seller=th,
        buyer=mb,
        no="PF-1093",
        date=D(2024, 3, 27),
        pool="office",
        n=3,
        rate="0.20",
        title="PRO FORMA INVOICE",
        no_label="Pro forma No.",
        date_label="Issue date",
        layout="boxes",
        doc_type="other",
        note="This pro forma is issued for prepayment and is not a VAT invoice. "
        "A VAT invoice will be issued on dispatch. Valid for 14 days.",
    )
    em.letter(
        st,
        mb,
        [th["name"], "Credit Control", *th["addr"]],
        D(2024, 4, 10),
        "REMITTANCE ADVICE",
        [
            "We have today paid the following items by BACS to your account ending 9304:",
            "INV-20388  GBP 734.16;  INV-20417  GBP 2,218.37;  less CN-00412  GBP 371.52.",
            "Total remitted: GBP 2,581.01. Payment reference MILLBROOK-0410. Please allow two working days "
            "for "
            "the funds to clear and contact us quoting our supplier code THO002 with any query.",
        ],
        "Andrew Pike",
        "Accounts Payable Supervisor",
        note="remittance advice",
    )
    with st.scanned(rot=180, skew=0.8):
        ei.en_invoice(
            st,
            seller=mb,
            buyer=th,
            no="MB/24/0388",
            date=D(2024, 3, 19),
            pool="eng",
            n=3,
            rate="0.20",
            layout="letter",
            seller_lines=[f"VAT Registration: {mb['vat']}"],
            title="TAX INVOICE",
            due=D(2024, 4, 18),
        )


def s04(st: Stream):
    """US legal and operations: NDA, services agreement + schedule, invoice, memo, passport copy, minutes."""
    ng, bw, cr = US["northgate"], US["bellweather"], US["cedar"]
    ec.nda(st, ng, bw, D(2024, 4, 2), "NDA-2024-117")
    fees = [
        ("Mobilization and site survey", "May 15, 2024", "6500.00"),
        ("Quarter 1 services (May - Jul)", "Jul 31, 2024", "28500.00"),
        ("Quarter 2 services (Aug - Oct)", "Oct 31, 2024", "28500.00"),
        ("Quarter 3 services (Nov - Jan)", "Jan 31, 2025", "28500.00"),
        ("Quarter 4 services and close-out", "Apr 30, 2025", "31000.00"),
    ]
    with st.scanned(pages=(3,)):
        ec.services(st, ng, cr, D(2024, 5, 1), "SA-24-0093", fees)
    cr2 = dict(cr, dfmt="month_d_y")
    ei.en_invoice(
        st,
        seller=cr2,
        buyer=ng,
        no="CRF-10482",
        date=D(2024, 8, 5),
        pool="fm",
        n=4,
        rate="0.055",
        cur="$",
        tax_label="Sales Tax",
        layout="boxes",
        due=D(2024, 9, 4),
        po="SA-24-0093",
        size=LETTER,
        seller_lines=["Tel (608) 555-0147", "billing@cedarridgefg.com"],
        ship=[
            "Northgate Analytics, Inc. - Facilities",
            "410 Harbor Point Drive, Suite 300",
            "Baltimore, MD 21231",
        ],
    )
    em.memo(
        st,
        ng["name"],
        "All Baltimore office staff",
        "Facilities Team",
        "Leadership team",
        D(2024, 8, 12),
        "Office cleaning schedule and contractor access",
        [
            "From Monday, August 19, Cedar Ridge Facilities Group will clean the office between 6:00 pm and "
            "9:00 "
            "pm instead of the early-morning slot. Please clear desks of confidential papers before leaving.",
            "Contractor badges have been issued under services agreement SA-24-0093. Report any access "
            "issues "
            "to the facilities help desk at extension 4410.",
            "The quarterly HVAC maintenance visit is scheduled for Saturday, August 24; the 3rd floor will "
            "be "
            "without air conditioning between 8:00 am and noon.",
        ],
    )
    with st.scanned(rot=90, skew=-0.5):
        em.passport(
            st,
            "WHITAKER",
            "DANIEL ROBERT",
            "UNITED STATES OF AMERICA",
            D(1978, 9, 30),
            "M",
            "MARYLAND, U.S.A.",
            D(2019, 2, 11),
            D(2029, 2, 10),
            "583920174",
            code="USA",
        )
    items = [
        ("Approval of prior minutes", "The minutes of the meeting held on May 14, 2024 were approved.", None),
        (
            "Operations report",
            "The COO reported that the facilities services agreement with Cedar Ridge "
            "Facilities Group LLC commenced on May 1 and that service levels for the first quarter were met.",
            "COO to circulate the Q1 service report.",
        ),
        (
            "Bellweather Medical pilot",
            "The Board noted the mutual NDA signed with Bellweather Medical LLC and "
            "discussed the scope of a paid pilot for clinical supply analytics.",
            "CEO to present pilot terms.",
        ),
        (
            "Finance",
            "The CFO presented the six-month accounts. Revenue was 12% above plan; operating costs "
            "were in line with budget.",
            None,
        ),
        (
            "Office lease",
            "The Board discussed options for the Baltimore office lease expiring in 2026.",
            "CFO to obtain two broker proposals.",
        ),
        ("Any other business", "None.", None),
    ]
    with st.scanned(pages=(2,)):
        em.minutes(
            st,
            ng["name"],
            "Minutes of the Meeting of the Board of Directors",
            D(2024, 8, 20),
            ["M. Okafor (Chair)", "D. R. Whitaker", "L. Chen", "S. Patel", "R. Gomez"],
            items,
            pages=2,
        )


def s06(st: Stream):
    """APAC invoices: AU tax invoice and till receipt, SG invoice and credit note, IN GST invoice, others."""
    wt, sb, hm = dict(AU["wattle"], dfmt="dmy_slash"), AU["southbank"], AU["hillier"]
    ei.en_invoice(
        st,
        seller=wt,
        buyer=hm,
        no="INV-3391",
        date=D(2024, 5, 7),
        pool="plumb",
        n=4,
        rate="0.10",
        cur="$",
        tax_label="GST",
        layout="boxes",
        title="TAX INVOICE",
        due=D(2024, 5, 21),
        seller_lines=[f"ABN {wt['abn']}", "Lic. 52871"],
        note="Payment terms: 14 days. EFT to BSB 063-182 Account 1049 2271, reference INV-3391.",
    )
    with st.scanned(skew=2.1):
        ei.pos_receipt(
            st,
            sb,
            "0451-20817",
            D(2024, 5, 9),
            "08:42",
            [
                ("Flat white L", 3, "5.80"),
                ("Banana bread", 2, "6.50"),
                ("Single origin 1kg beans", 1, "54.00"),
                ("Keep cup 12oz", 1, "24.95"),
            ],
        )
    hl = dict(SG["harbourline"], dfmt="d_mon_y")
    with st.scanned(skew=-1.5, dpi=160):
        ei.en_invoice(
            st,
            seller=hl,
            buyer=SG["lumen"],
            no="HLL/INV/24/0712",
            date=D(2024, 7, 12),
            pool="freight",
            n=4,
            rate="0.09",
            cur="S$",
            tax_label="GST",
            layout="letter",
            title="TAX INVOICE",
            seller_lines=[f"GST Reg No: {hl['gst']}", "UEN 201534876W"],
            due=D(2024, 8, 11),
        )
    ei.en_invoice(
        st,
        seller=hl,
        buyer=SG["lumen"],
        no="HLL/CN/24/0031",
        date=D(2024, 7, 30),
        n=2,
        pool=[
            ("Terminal handling charges - charged twice on HLL/INV/24/0712", 1, "236.40"),
            ("Customs clearance and permit - duplicate", 1, "98.00"),
        ],
        rate="0.09",
        cur="S$",
        tax_label="GST",
        layout="letter",
        title="CREDIT NOTE",
        no_label="Credit Note No.",
        date_label="Date",
        against="HLL/INV/24/0712",
        neg=True,
        seller_lines=[f"GST Reg No: {hl['gst']}", "UEN 201534876W"],
        note="Credit for duplicate charge on invoice HLL/INV/24/0712. Amount will be offset against "
        "your next payment.",
    )
    ei.gst_invoice_in(st, IN["sahyadri"], IN["konkan"], "SPC/24-25/0183", D(2024, 9, 14))
    em.delivery_note(
        st,
        IN["sahyadri"],
        IN["konkan"],
        "DN/0921",
        D(2024, 9, 13),
        [
            ("Precision bush PB-12 (SS304)", 40, 40),
            ("Gear blank GB-60, EN8", 12, 10),
            ("Machined housing MH-210", 6, 6),
        ],
        "KAF/PO/24/118",
    )
    tx = [
        (D(2024, 5, 1 + i * 2), d, a)
        for i, (d, a) in enumerate(
            [
                ("EFT CREDIT HILLIER & MOSS INV-3391", "2783.30"),
                ("BPAY ATO ACTIVITY STMT", "-6120.00"),
                ("CARD PURCHASE REECE PLUMBING FOOTSCRAY", "-1488.20"),
                ("DIRECT DEBIT NRMA INSURANCE", "-312.44"),
                ("EFT CREDIT BODY CORP 4471", "960.00"),
                ("CARD PURCHASE BP CONNECT SUNSHINE", "-96.15"),
                ("TRANSFER TO SAVINGS", "-2000.00"),
                ("EFT CREDIT R JAMES", "450.00"),
                ("WAGES A NGUYEN", "-1642.80"),
                ("WAGES T BRENNAN", "-1588.35"),
                ("CARD PURCHASE BUNNINGS MARIBYRNONG", "-214.60"),
                ("EFT CREDIT STRATA PLUS PTY LTD", "3305.00"),
                ("MERCHANT FEE", "-18.90"),
                ("CARD PURCHASE OFFICEWORKS", "-67.45"),
                ("INTEREST", "1.12"),
            ]
        )
    ]
    with st.scanned(pages=(1,), skew=0.4):
        em.bank_statement(
            st,
            "Southern Cross Bank",
            [wt["name"], *wt["addr"]],
            "BSB 063-182  Acc 1049 2271",
            "18420.55",
            "1 May 2024 to 31 May 2024",
            tx,
            per_page=10,
        )
    em.blank(st)
