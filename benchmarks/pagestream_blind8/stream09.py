"""Stream s09 (UAE / Malaysia / Hong Kong paperwork). All people, companies and numbers are made up."""

from __future__ import annotations

import contracts
import en_invoices as ei
import forms
from common import meta
from core import Stream
from util import d, gold


def s09(name="s09_en_asia_me"):
    st = Stream(name, 909)
    noor = {
        "name": "Al Noor Facilities Management L.L.C.",
        "lines": ["Office 1204, Al Moosa Tower 2", "Sheikh Zayed Road, Dubai, UAE", "TRN: 100234567800003"],
    }
    gulf = {
        "name": "Gulf Crest Hospitality FZ-LLC",
        "lines": ["Building 9, Dubai Internet City", "Dubai, UAE", "TRN: 100398812700003"],
    }
    items = [
        ("Soft services - housekeeping (Jan 2024)", 1, 4850000),
        ("Hard services - MEP planned maintenance", 1, 3260000),
        ("Chiller preventive maintenance visit", 2, 475000),
        ("Pest control - monthly treatment", 1, 120000),
        ("Façade cleaning - rope access", 1, 980000),
        ("Reactive call-out (after hours)", 3, 65000),
        ("Consumables - washroom supplies", 1, 214050),
        ("Water tank cleaning & disinfection", 2, 160000),
        ("Fire alarm system quarterly test", 1, 395000),
        ("Landscaping & irrigation", 1, 310000),
        ("Pool maintenance", 1, 265000),
        ("Waste management (skip hire)", 4, 42500),
        ("BMS monitoring fee", 1, 150000),
        ("Helpdesk & CAFM licence", 1, 85000),
    ]
    ei.en_invoice(
        st,
        {
            "seller": noor,
            "buyer": gulf,
            "title": "TAX INVOICE",
            "number": "ANF/INV/24/0215",
            "cur": "AED",
            "sep": ",",
            "meta": meta(
                "Tax Invoice No.",
                "ANF/INV/24/0215",
                "Invoice Date",
                d(2024, 2, 5),
                "d-mon-y",
                [("Contract Ref", "ANF-FM-2023-09"), ("Period", "January 2024")],
            ),
            "items": items,
            "rate": 0.05,
            "tax_label": "VAT 5% (AED)",
            "net_label": "Total excl. VAT (AED)",
            "total_label": "Total incl. VAT (AED)",
            "split": 10,
            "grid": True,
            "notes": ["Bank: Emirates Crescent Bank PJSC, IBAN AE07 0331 2345 6789 0123 456."],
            "footer": "Al Noor Facilities Management L.L.C. - Licence No. 704512 - Dubai Economy and Tourism",
        },
    )
    sdp = {
        "name": "Sri Damai Properties Sdn. Bhd.",
        "lines": [
            "Registration No. 201501012345 (1136789-X)",
            "Lot 3-1, Jalan Damai Perdana 2, 56000 Cheras, Kuala Lumpur  Tel: 03-9131 2288",
        ],
    }
    ei.official_receipt(
        st,
        {
            "seller": sdp,
            "number": "OR 018842",
            "date": d(2024, 3, 14),
            "payer": "Tan Wei Ming",
            "amount": 245000,
            "cur": "RM",
            "cur_words": "Ringgit Malaysia",
            "purpose": "Rental for March 2024 - Unit B-12-3 (Inv SDP-INV-2403-118)",
            "cheque": "Public Bank 402918",
            "scan": st.scan(skew=-1.2, gray=False, q=50),
        },
    )
    hvi = "Harbourview Interiors Limited"
    kbt = "Kowloon Bay Trading Co., Ltd."
    forms.biz_form(
        st,
        title="QUOTATION",
        company=hvi,
        company_sub="Flat B, 11/F, Wing Hing Industrial Building, 12 Hing Yip Street, Kwun Tong, Kowloon",
        meta=[
            ("To: ", kbt),
            ("Quotation No.: ", "HVI-Q-24031"),
            ("Date: ", "26 February 2024"),
            ("Valid until: ", "27 March 2024"),
        ],
        table=(
            [260, 50, 90, 100],
            [
                ["Description", "Qty", "Unit (HK$)", "Amount (HK$)"],
                ["Meeting room glass partition", "1", "38,600.00", "38,600.00"],
                ["Carpet tiles, supply & lay (sq ft)", "1,200", "18.50", "22,200.00"],
                ["Electrical points relocation", "8", "950.00", "7,600.00"],
            ],
            "lrrr",
        ),
        after=[
            "Total quotation: HK$68,400.00. 50% deposit upon confirmation; balance on completion.",
            "This is not a tax invoice. Prices exclude landlord's management office fees.",
        ],
        sign=["Accepted by (company chop): __________", "For Harbourview Interiors Limited"],
    )
    ei.en_invoice(
        st,
        {
            "seller": {
                "name": hvi,
                "lines": [
                    "Flat B, 11/F, Wing Hing Industrial Building",
                    "12 Hing Yip Street, Kwun Tong, Kowloon",
                    "BR No. 61234567",
                ],
            },
            "buyer": {
                "name": kbt,
                "lines": ["Unit 1503, Enterprise Square", "9 Sheung Yuet Road, Kowloon Bay, Hong Kong"],
            },
            "title": "INVOICE",
            "number": "HVI-2403-077",
            "sym": "HK$",
            "layout": "left",
            "color": (0.1, 0.35, 0.4),
            "meta": meta(
                "Invoice No.:", "HVI-2403-077", "Date:", d(2024, 3, 22), "dmy", [("Quotation", "HVI-Q-24031")]
            ),
            "items": [
                ("Meeting room glass partition", 1, 3860000),
                ("Carpet tiles, supply & lay (sq ft)", 1200, 1850),
                ("Electrical points relocation", 8, 95000),
            ],
            "total_label": "Total Amount (HK$)",
            "notes": [
                "Less deposit received 28/02/2024: HK$34,200.00.  Balance payable on completion: "
                "HK$34,200.00.",
                'Cheques should be crossed and made payable to "Harbourview Interiors Limited".',
            ],
        },
    )
    pa, pb = kbt, "Lim & Associates Consulting Sdn. Bhd."
    spec = {
        "lang": "en",
        "font": "tiro",
        "title": "CONSULTANCY AGREEMENT",
        "number": ("Ref: ", "CA/KBT/2024/07", "top_right"),
        "footer": "- {p} -",
        "pages": [
            [
                (
                    "p",
                    "This Consultancy Agreement is made on 18 March 2024 between the following parties:",
                    [("signDate", "2024-03-18")],
                ),
                (
                    "p",
                    f"Party A: {pa}, a company incorporated in Hong Kong (CR No. 2045517), of Unit "
                    "1503, Enterprise Square, "
                    "9 Sheung Yuet Road, Kowloon Bay, Hong Kong.",
                    [("partyA", pa)],
                ),
                (
                    "p",
                    f"Party B: {pb}, a company incorporated in Malaysia (Registration No. "
                    "201801034567), of Level 8, "
                    "Menara Perdana, Jalan Sultan Ismail, 50250 Kuala Lumpur.",
                    [("partyB", pb)],
                ),
                ("h", "1. Engagement"),
                (
                    "p",
                    "Party A engages Party B to advise on the establishment of a regional sourcing "
                    "office in Kuala Lumpur, including licensing, premises, recruitment and supplier "
                    "onboarding.",
                ),
                ("h", "2. Fees"),
                (
                    "p",
                    "The total consultancy fee is USD 36,000.00, payable in three instalments of USD "
                    "12,000.00 "
                    "upon signing, upon delivery of the licensing report and upon completion.",
                    [("contractAmount", gold(3600000))],
                ),
                (
                    "p",
                    "Reasonable travel expenses approved in advance by Party A will be reimbursed at cost.",
                ),
            ],
            [
                ("h", "3. Term"),
                (
                    "p",
                    "This Agreement runs from 1 April 2024 to 30 September 2024 unless extended in writing.",
                ),
                ("h", "4. Confidentiality"),
                (
                    "p",
                    "Each party shall keep confidential all information received from the other "
                    "party and shall use it only for the purposes of this Agreement.",
                ),
                ("h", "5. Independent contractor"),
                (
                    "p",
                    "Party B acts as an independent contractor and nothing in this "
                    "Agreement creates an employment, partnership or agency relationship.",
                ),
                ("h", "6. Governing law"),
                (
                    "p",
                    "This Agreement is governed by the laws of the Hong Kong SAR. Disputes shall be "
                    "referred to arbitration at the Hong Kong International Arbitration Centre.",
                ),
            ],
            [
                ("p", "Signed by the parties on the date first written above."),
                ("gap", 10),
                (
                    "sign",
                    [
                        ("For and on behalf of Party A", pa, ("", "Chan Ka Wai", "Director")),
                        ("For and on behalf of Party B", pb, ("", "Lim Siew Ling", "Managing Director")),
                    ],
                    "",
                    None,
                ),
                ("stamp", 160, 380, kbt.upper()),
            ],
        ],
        "scans": {2: st.scan(skew=1.3, gray=True)},
    }
    contracts.render(st, spec)
    forms.biz_form(
        st,
        title="PAYMENT ADVICE",
        company="Pacific Orient Bank (Hong Kong) Limited",
        company_sub="Customer Advice - Outward Remittance",
        meta=[
            ("Date: ", "28/03/2024"),
            ("Our Ref: ", "TT240328-55710"),
            ("Remitter: ", kbt),
            ("Beneficiary: ", pb),
            ("Beneficiary Bank: ", "Malayan Union Bank Berhad, KL"),
            ("Account: ", "5140 2231 8876"),
        ],
        table=(
            [250, 200],
            [
                ["Particulars", "Amount"],
                ["Remittance amount", "USD 12,000.00"],
                ["Our charges", "HKD 150.00"],
                ["Payment details", "CA/KBT/2024/07 1st instalment"],
            ],
            "lr",
        ),
        after=["This advice is computer generated and requires no signature."],
        meta_cols=2,
        scan=st.scan(skew=-0.5, gray=True),
    )
    return st
