"""English-language agreements: shared flowing layout plus NDA, services and supply texts."""

from __future__ import annotations

from core import A4, GREY, LETTER, Flow, Stream
from fmt import dec, fdate, money


def en_contract(
    st: Stream,
    *,
    title,
    ref=None,
    ref_label="Agreement No.",
    preamble,
    recitals=(),
    clauses,
    signers,
    sign_date,
    sign_fmt="d_month_y",
    date_in_sign=True,
    schedules=(),
    a_name,
    b_name,
    amount=None,
    size=A4,
    running=None,
    footer="Page {i} of {n}",
    numbered=True,
    title_case=None,
):
    """preamble: paragraphs naming the parties; clauses: (heading, [paras]) or ("break", None);
    signers: (label, party, name, role); schedules: (heading, [paras], table rows or None, widths)."""
    st.begin("contract", title)
    fl = Flow(st, size=size, fs=10.5)
    if running:

        def hdr(pg, n):
            if n > 1:
                pg.t(fl.ml, 42, running, 8, color=GREY)
                pg.line(fl.ml, 47, fl.size[0] - fl.mr, 47, 0.4, GREY)

        fl.header = hdr
    if ref:
        fl.p(f"{ref_label} {ref}", 9, align="r", gap=6)
    fl.title(title_case or title, 16, gap=14)
    for para in preamble:
        fl.p(para, gap=6)
    if recitals:
        fl.p("RECITALS", font="tibo", gap=2)
        for i, r in enumerate(recitals):
            fl.p(f"({chr(65 + i)})  {r}", indent=18, gap=3)
        fl.p(
            "NOW, THEREFORE, in consideration of the mutual covenants set out below, the parties agree as "
            "follows:",
            gap=8,
        )
    k = 0
    for head, paras in clauses:
        if head == "break":
            fl.p(
                paras or "[Remainder of page intentionally left blank; signature page follows]", 9, align="c"
            )
            fl.new_page()
            continue
        k += 1
        fl.need(44)
        fl.p(f"{k}.  {head.upper()}" if numbered else head, font="tibo", gap=2)
        for j, para in enumerate(paras, 1):
            fl.p(f"{k}.{j}  {para}" if numbered and len(paras) > 1 else para, indent=18, gap=3)
    fl.need(60 + 92 * ((len(signers) + 1) // 2))
    fl.gap(8)
    fl.p(
        "IN WITNESS WHEREOF, the parties have executed this "
        + ("Contract" if "CONTRACT" in title else "Agreement")
        + " as of the date "
        + ("written below." if date_in_sign else "first written above."),
        gap=12,
    )
    for i in range(0, len(signers), 2):
        y0 = fl.y
        for j, (label, party, name, role) in enumerate(signers[i : i + 2]):
            x = fl.ml + j * (fl.width / 2 + 10)
            pg = fl.pg
            pg.t(x, y0 + 12, label, 9.5, "tibo")
            pg.t(x, y0 + 26, party, 9.5)
            pg.signature(x + 30, y0 + 50, 80)
            pg.line(x, y0 + 56, x + 200, y0 + 56, 0.5)
            pg.t(x, y0 + 68, f"Name: {name}", 9)
            pg.t(x, y0 + 80, f"Title: {role}", 9)
            if date_in_sign:
                pg.t(x, y0 + 92, "Date: " + fdate(sign_date, sign_fmt), 9)
        fl.y = y0 + 108
    for head, paras, rows, widths in schedules:
        fl.new_page()
        fl.title(head, 13, gap=10)
        for para in paras:
            fl.p(para, gap=4)
        if rows:
            fl.gap(4)
            fl.y = (
                fl.pg.table(
                    fl.ml, fl.y, widths, rows, 9, rh=20, aligns=["l", "l"] + ["r"] * (len(widths) - 2)
                )
                + 10
            )
    if footer:
        fl.footers(footer)
    st.fields_from(
        contractNumber=ref,
        contractTitle=title,
        partyA=a_name,
        partyB=b_name,
        signDate=sign_date.isoformat(),
        contractAmount=amount,
    )
    return fl


def nda(st: Stream, a, b, date, ref):
    pre = [
        'This Mutual Non-Disclosure Agreement (the "Agreement") is entered into as of '
        f"{fdate(date, 'month_d_y')} "
        f'(the "Effective Date") by and between {a["name"]}, a Delaware corporation with offices at '
        f'{", ".join(a["addr"])} ("{a["name"].split()[0]}"), and {b["name"]}, an Ohio limited liability '
        "company "
        f'with offices at {", ".join(b["addr"])} ("{b["name"].split()[0]}"). Each is a "Party" and together '
        'the "Parties".'
    ]
    clauses = [
        (
            "Purpose",
            [
                "The Parties wish to evaluate a potential business relationship concerning analytics "
                "services "
                'for clinical supply chains (the "Purpose") and, in connection with the Purpose, may '
                "disclose "
                "Confidential Information to one another."
            ],
        ),
        (
            "Confidential Information",
            [
                '"Confidential Information" means any non-public information disclosed by a Party (the '
                '"Discloser") '
                'to the other Party (the "Recipient"), whether orally, visually or in writing, that is '
                "designated as "
                "confidential or that reasonably should be understood to be confidential given the nature "
                "of the "
                "information and the circumstances of disclosure.",
                "Confidential Information does not include information that (a) is or becomes generally "
                "available to the "
                "public without breach of this Agreement; (b) was known to the Recipient before disclosure; "
                "(c) is "
                "received from a third party without restriction; or (d) is independently developed without "
                "use of the "
                "Discloser's information.",
            ],
        ),
        (
            "Obligations",
            [
                "The Recipient shall use Confidential Information solely for the Purpose, protect it using "
                "at least the "
                "degree of care it uses for its own similar information (and no less than reasonable care), "
                "and disclose "
                "it only to its employees, officers and advisers who need to know it for the Purpose and "
                "who are bound by "
                "obligations no less protective than those in this Agreement.",
                "If the Recipient is required by law or court order to disclose Confidential Information, "
                "it shall give "
                "the Discloser prompt written notice, where legally permitted, so that the Discloser may "
                "seek a "
                "protective order.",
            ],
        ),
        (
            "Return of Materials",
            [
                "Upon written request, the Recipient shall promptly return or destroy all "
                "Confidential Information and certify the destruction in writing, except for copies "
                "retained in automatic electronic back-ups."
            ],
        ),
        (
            "Term",
            [
                "This Agreement remains in effect for two (2) years from the Effective Date. The "
                "obligations of "
                "confidentiality survive for three (3) years after expiry or termination."
            ],
        ),
        (
            "No License; No Warranty",
            [
                "All Confidential Information remains the property of the Discloser. Nothing "
                "in this Agreement grants any license under any patent, copyright or other "
                'right. Confidential Information is provided "AS IS".'
            ],
        ),
        (
            "Remedies",
            [
                "Each Party acknowledges that unauthorized disclosure may cause irreparable harm for which "
                "damages would be an inadequate remedy, and that the Discloser shall be entitled to seek "
                "equitable relief in addition to any other remedy."
            ],
        ),
        (
            "General",
            [
                "This Agreement is governed by the laws of the State of Delaware, without regard to its "
                "conflict-of-laws rules. It is the entire agreement of the Parties on its subject matter "
                "and may "
                "be amended only in a writing signed by both Parties. It may be executed in counterparts, "
                "including by electronic signature."
            ],
        ),
        ("break", None),
    ]
    signers = [
        (a["name"].upper(), "", "Daniel R. Whitaker", "Chief Operating Officer"),
        (b["name"].upper(), "", "Sofia Marquez", "General Counsel"),
    ]
    en_contract(
        st,
        title="MUTUAL NON-DISCLOSURE AGREEMENT",
        ref=ref,
        ref_label="Ref:",
        preamble=pre,
        clauses=clauses,
        signers=signers,
        sign_date=date,
        sign_fmt="mdy_slash",
        a_name=a["name"],
        b_name=b["name"],
        size=LETTER,
        running="Mutual NDA - Confidential",
    )


def services(st: Stream, a, b, date, ref, fees):
    """Master services agreement with Schedule A (fee schedule that resembles an invoice)."""
    total = sum((dec(x[2]) for x in fees), dec(0))
    st_rows = [["Milestone", "Target date", "Fee (USD)"]] + [[m, d, money(f)] for m, d, f in fees]
    st_rows.append(["Total Contract Price", "", money(total)])
    pre = [
        f"THIS SERVICES AGREEMENT is made on {fdate(date, 'month_d_y')}",
        f'BETWEEN: {a["name"]}, {", ".join(a["addr"])} (the "Client"); and',
        f'{b["name"]}, {", ".join(b["addr"])} (the "Service Provider").',
    ]
    clauses = [
        (
            "Services",
            [
                "The Service Provider shall provide the facilities management services described in "
                'Schedule A (the "Services") at the Client\'s premises with due skill, care and diligence '
                "and "
                "in accordance with good industry practice."
            ],
        ),
        (
            "Term",
            [
                f"This Agreement commences on {fdate(date, 'month_d_y')} and continues for twelve (12) "
                "months "
                "unless terminated earlier in accordance with Clause 9."
            ],
        ),
        (
            "Fees and Payment",
            [
                "In consideration of the Services the Client shall pay the Service Provider a total "
                "contract price of "
                f"USD {money(total)}, payable by milestone as set out in Schedule A.",
                "The Service Provider shall invoice each milestone on completion. Invoices are payable "
                "within thirty "
                "(30) days of receipt. Late payments bear interest at 1% per month.",
                "Fees are exclusive of applicable sales tax, which the Client shall pay in addition where "
                "required.",
            ],
        ),
        (
            "Personnel",
            [
                "The Service Provider shall assign suitably qualified personnel and shall replace any "
                "individual reasonably objected to by the Client."
            ],
        ),
        (
            "Insurance",
            [
                "The Service Provider shall maintain commercial general liability insurance of not less "
                "than USD 2,000,000 per occurrence and provide certificates on request."
            ],
        ),
        (
            "Confidentiality",
            [
                "Each party shall keep confidential all information of the other party obtained "
                "under this Agreement and use it only to perform this Agreement."
            ],
        ),
        (
            "Limitation of Liability",
            [
                "Except for breach of confidentiality or indemnity obligations, neither party "
                "shall be liable for indirect or consequential loss, and each party's aggregate "
                "liability shall not exceed the total contract price."
            ],
        ),
        ("break", "[Continued on next page]"),
        (
            "Indemnity",
            [
                "The Service Provider shall indemnify the Client against third-party claims for bodily "
                "injury or property damage caused by the negligence of its personnel."
            ],
        ),
        (
            "Termination",
            [
                "Either party may terminate this Agreement on thirty (30) days' written notice if the "
                "other party commits a material breach that is not remedied within that period."
            ],
        ),
        (
            "Notices",
            [
                "Notices shall be in writing and delivered by hand, courier or e-mail to the addresses "
                "stated "
                "above, marked for the attention of the signatories below."
            ],
        ),
        ("Governing Law", ["This Agreement is governed by the laws of the State of Wisconsin."]),
    ]
    signers = [
        ("CLIENT", a["name"], "Daniel R. Whitaker", "Chief Operating Officer"),
        ("SERVICE PROVIDER", b["name"], "Gregory Lindqvist", "Managing Member"),
    ]
    sched = [
        (
            "SCHEDULE A - SERVICES AND FEE SCHEDULE",
            [
                "A.1  Scope: janitorial services five days per week, HVAC preventive maintenance "
                "(quarterly), "
                "minor repairs up to 20 labour hours per month, and a help-desk line staffed 7:00-19:00.",
                "A.2  Payment schedule:",
            ],
            st_rows,
            [240, 110, 117],
        )
    ]
    st.add_check("fees", [f for _, _, f in fees], total)
    en_contract(
        st,
        title="SERVICES AGREEMENT",
        ref=ref,
        ref_label="Contract No.",
        preamble=pre,
        clauses=clauses,
        signers=signers,
        sign_date=date,
        sign_fmt="mdy_short",
        schedules=sched,
        a_name=a["name"],
        b_name=b["name"],
        amount=money(total, ""),
        size=LETTER,
        running=f"Services Agreement {ref}",
    )


def supply(st: Stream, a, b, date, ref, rows):
    """UK framework supply agreement with Schedule 1 price list."""
    table = [["Item", "Description", "Unit price (GBP)", "Annual qty", "Annual value (GBP)"]]
    tot = dec(0)
    for i, (d, p, q) in enumerate(rows, 1):
        v = dec(dec(p) * q)
        tot += v
        table.append([f"S{i:02d}", d, money(p), f"{q:,}", money(v)])
    table.append(["", "Estimated annual contract value", "", "", money(tot)])
    st.add_check("schedule", [r[4].replace(",", "") for r in table[1:-1]], tot)
    pre = [
        f"THIS AGREEMENT is dated {fdate(date, 'ord_month')}.",
        "PARTIES",
        f"(1)  {a['name']}, incorporated and registered in England and Wales with company number {a['co']} "
        f'whose registered office is at {", ".join(a["addr"])} (the "Customer").',
        f"(2)  {b['name']}, incorporated and registered in England and Wales with company number {b['co']} "
        f'whose registered office is at {", ".join(b["addr"])} (the "Supplier").',
    ]
    rec = [
        "The Supplier manufactures machined components and has agreed to supply them to the Customer.",
        "The Customer wishes to purchase the components on the terms of this agreement.",
    ]
    clauses = [
        (
            "Interpretation",
            [
                'In this agreement, "Goods" means the products listed in Schedule 1, "Order" means '
                'a purchase order issued under this agreement, and "Price" means the price in '
                "Schedule 1."
            ],
        ),
        (
            "Supply of Goods",
            [
                "The Supplier shall supply the Goods in accordance with each Order accepted by it. The "
                "Customer is not obliged to place any minimum volume of Orders."
            ],
        ),
        (
            "Price and Payment",
            [
                "The Prices are fixed for twelve months. The estimated annual contract value is GBP "
                f"{money(tot)} "
                "(exclusive of VAT) and is given for planning purposes only.",
                "The Supplier shall invoice on dispatch. The Customer shall pay valid VAT invoices within "
                "45 days of "
                "the end of the month of receipt.",
            ],
        ),
        (
            "Delivery",
            [
                "Delivery shall be DAP the Customer's Leeds site (Incoterms 2020). Time of delivery is of "
                "the essence."
            ],
        ),
        (
            "Quality and Warranty",
            [
                "The Goods shall conform to the drawings and specifications and be free from "
                "defects for 12 months from delivery."
            ],
        ),
        (
            "Term and Termination",
            [
                "This agreement continues for two years from its date and may be terminated by "
                "either party on three months' written notice."
            ],
        ),
        (
            "Governing Law",
            ["This agreement and any dispute arising from it is governed by the law of England and Wales."],
        ),
        ("break", None),
    ]
    signers = [
        ("Signed for and on behalf of", a["name"], "Helen Carmichael", "Procurement Director"),
        ("Signed for and on behalf of", b["name"], "Ravi Patel", "Managing Director"),
    ]
    sched = [
        (
            "SCHEDULE 1 - GOODS AND PRICES",
            ["Prices exclude VAT. Delivery included."],
            table,
            [40, 180, 80, 70, 97],
        )
    ]
    en_contract(
        st,
        title="FRAMEWORK SUPPLY AGREEMENT",
        preamble=pre,
        recitals=rec,
        clauses=clauses,
        signers=signers,
        sign_date=date,
        date_in_sign=False,
        schedules=sched,
        a_name=a["name"],
        b_name=b["name"],
        amount=money(tot, ""),
        ref=ref,
        ref_label="Agreement ref:",
        running=f"Framework Supply Agreement - {ref}",
    )
