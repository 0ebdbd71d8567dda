"""English contracts: master services agreement, equipment lease, sale of goods."""

from decimal import Decimal

from kit import LETTER, Flow
from kit_canvas import add_footers
from kit_values import dec, dfmt, money


def _mul(q, p):
    return dec(Decimal(str(q)) * Decimal(str(p)))


# ==========================================================================
# contracts
# ==========================================================================
def msa(st, d):
    """'by and between X ("Client") and Y ("Provider")' – no Party A labels; not-to-exceed total;
    Schedule A rate card."""
    fld = st.fld
    f = Flow(st, font="dvserif", size=10, left=72, top=72, pagesize=LETTER, leading=1.5)
    f.line("Agreement No. " + fld("contractNumber", d["no"]), size=9, font="lserif", align="r", gap=30)
    f.title(fld("contractTitle", "MASTER SERVICES AGREEMENT"), size=16, font="lserifb", gap=20)
    f.p(
        'This Master Services Agreement (the "Agreement") is entered into as of {} (the "Effective Date") '
        'by and between {}, a {} with its principal office at {} ("Client"), and {}, a {} with its principal '
        'office at {} ("Provider"). Client and Provider are each a "Party" and together the '
        '"Parties".'.format(
            fld("signDate", d["date"].isoformat(), dfmt(d["date"], "long")),
            fld("partyA", d["a"]),
            d["a_kind"],
            d["a_addr"],
            fld("partyB", d["b"]),
            d["b_kind"],
            d["b_addr"],
        )
    )
    sections = [
        (
            "1. Services.",
            "Provider shall perform the data engineering, analytics and reporting services described in one "
            "or "
            'more statements of work executed by both Parties (each, an "SOW"). Each SOW is incorporated '
            "into and "
            "governed by this Agreement. In the event of a conflict, this Agreement controls unless the SOW "
            "expressly states otherwise.",
        ),
        (
            "2. Term.",
            "This Agreement commences on the Effective Date and continues for eighteen (18) months unless "
            "terminated "
            "earlier in accordance with Section 9.",
        ),
        (
            "3. Fees.",
            "Client shall pay Provider for Services at the rates set out in Schedule A. The total fees "
            "payable under "
            'this Agreement, including all SOWs, shall not exceed US${} (the "Fee Cap") without a written '
            "amendment signed "
            "by both Parties. Reasonable pre-approved travel expenses are reimbursed at cost and count "
            "toward the Fee Cap.".format(fld("contractAmount", money(d["cap"], False), money(d["cap"]))),
        ),
        (
            "4. Invoicing and Payment.",
            "Provider shall invoice Client monthly in arrears. Undisputed amounts are due within "
            "thirty (30) days of receipt of a correct invoice. Late payments bear interest at 1.0% per month "
            "or the maximum rate "
            "permitted by law, whichever is less.",
        ),
        (
            "5. Personnel.",
            "Provider shall assign qualified personnel and shall not replace the designated engagement lead "
            "without Client's prior written consent, which shall not be unreasonably withheld.",
        ),
        (
            "6. Confidentiality.",
            "Each Party shall hold the other Party's Confidential Information in confidence, use it "
            "only to perform or receive the Services, and disclose it only to personnel with a need to know "
            "who are bound by "
            "obligations at least as protective as these. These obligations survive for five (5) years after "
            "termination.",
        ),
        (
            "7. Intellectual Property.",
            "Deliverables specifically created for Client under an SOW, upon full payment, are "
            "owned by Client. Provider retains ownership of its pre-existing tools, libraries and know-how "
            "and grants Client a "
            "perpetual, non-exclusive license to use them as embedded in the Deliverables.",
        ),
        (
            "8. Warranties; Limitation of Liability.",
            "Provider warrants that the Services will be performed in a professional "
            "and workmanlike manner. EXCEPT FOR BREACH OF SECTION 6, NEITHER PARTY'S AGGREGATE LIABILITY "
            "SHALL EXCEED THE FEES "
            "PAID IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.",
        ),
        (
            "9. Termination.",
            "Either Party may terminate this Agreement for convenience on thirty (30) days' written notice, "
            "or "
            "immediately if the other Party materially breaches this Agreement and fails to cure within "
            "fifteen (15) days.",
        ),
        (
            "10. Governing Law.",
            "This Agreement is governed by the laws of the State of {}, without regard to its conflict of "
            "laws principles.".format(d["law"]),
        ),
        (
            "11. Entire Agreement.",
            "This Agreement, together with its Schedules and SOWs, is the entire agreement of the Parties "
            "and supersedes all prior proposals and understandings relating to its subject matter.",
        ),
    ]
    for head, body in sections:
        f.p(head + " " + body, indent=0, gap=6)
    f.brk()
    f.title("SCHEDULE A - RATE CARD", size=13, font="lserifb", gap=16)
    rows = [["Role", "Hourly Rate (USD)", "Est. Hours"]] + [[r, money(p), str(h)] for r, p, h in d["rates"]]
    f.table(
        [230, 120, f.width - 350],
        rows,
        rowh=22,
        size=10,
        font="lserif",
        aligns=["l", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    f.p(
        "Rates are fixed for the first twelve (12) months of the Term and may thereafter be increased by no "
        "more than 4% "
        "on sixty (60) days' written notice. Work performed outside business hours at Client's request is "
        "billed at 1.5x "
        "the applicable rate.",
        indent=0,
    )
    f.brk()
    f.p(
        "IN WITNESS WHEREOF, the Parties have caused this Agreement to be executed by their duly authorized "
        "representatives "
        "as of the Effective Date.",
        indent=0,
        gap=30,
    )
    y = f.y
    for i, (who, name, title) in enumerate(
        ((d["a"], d["a_signer"], d["a_title"]), (d["b"], d["b_signer"], d["b_title"]))
    ):
        x = f.left + i * 240
        c = f.c
        c.text(x, y, who.upper(), 10, "lserifb")
        c.text(x, y + 40, "By: ______________________", 10, "lserif")
        c.text(x + 30, y + 34, name, 15, "lserifi", (0.1, 0.1, 0.45))
        c.text(x, y + 60, "Name: " + name, 10, "lserif")
        c.text(x, y + 78, "Title: " + title, 10, "lserif")
        c.text(x, y + 96, "Date: " + dfmt(d["date"], "long"), 10, "lserif")
    add_footers(st, len(st.segments) - 1, "MSA {i}/{n}   Confidential", font="lserif")
    return f


def equipment_lease(st, d):
    """Lessor/Lessee defined terms; monthly rent distractor; 'Total Rent for the Term'; schedule;
    signature page."""
    fld = st.fld
    f = Flow(st, font="tiro", size=10.5, left=70, top=70, leading=1.5)
    f.title(fld("contractTitle", "EQUIPMENT LEASE AGREEMENT"), size=15, font="tibo", gap=8)
    f.line("Lease No. " + fld("contractNumber", d["no"]), size=10, font="tiro", align="c", gap=26)
    f.p(
        "THIS EQUIPMENT LEASE AGREEMENT is made on {}".format(
            fld("signDate", d["date"].isoformat(), dfmt(d["date"], "dmy"))
        ),
        indent=0,
        gap=2,
    )
    f.p("BETWEEN", indent=0, gap=2)
    f.p(
        "(1) {}, a company incorporated in {} (company no. {}) whose registered office is at {} (the "
        '"Lessor"); and'.format(fld("partyA", d["a"]), d["a_country"], d["a_no"], d["a_addr"]),
        indent=0,
    )
    f.p(
        "(2) {}, a company incorporated in {} (company no. {}) whose registered office is at {} (the "
        '"Lessee").'.format(fld("partyB", d["b"]), d["b_country"], d["b_no"], d["b_addr"]),
        indent=0,
        gap=8,
    )
    f.p("IT IS AGREED as follows:", indent=0, gap=6)
    monthly = dec(d["monthly"])
    total = dec(monthly * d["months"])
    clauses = [
        (
            "1. LEASE",
            "The Lessor leases to the Lessee, and the Lessee hires from the Lessor, the equipment described "
            "in "
            'Schedule 1 (the "Equipment") on the terms of this Agreement.',
        ),
        (
            "2. TERM",
            "The lease term is {:d} months commencing on the Delivery Date stated in the delivery receipt "
            "(the "
            '"Term").'.format(d["months"]),
        ),
        (
            "3. RENT",
            "3.1 The Lessee shall pay rent of USD {} per month, payable monthly in advance on the first "
            "Business Day "
            'of each month.  3.2 The total rent payable for the Term is USD {} (the "Total Rent").  3.3 All '
            "payments shall "
            "be made without set-off or deduction.".format(
                money(monthly), fld("contractAmount", money(total, False), money(total))
            ),
        ),
        (
            "4. SECURITY DEPOSIT",
            f"On signing, the Lessee shall pay a security deposit of USD {money(monthly * 2)}, refundable "
            "without interest "
            "within thirty (30) days after the return of the Equipment in good condition.",
        ),
        (
            "5. USE AND MAINTENANCE",
            "The Lessee shall use the Equipment only at {}, by trained operators, and in accordance with "
            "the manufacturer's instructions. Routine maintenance is the Lessee's responsibility; major "
            "overhauls are the "
            "Lessor's responsibility.".format(d["site"]),
        ),
        (
            "6. INSURANCE AND RISK",
            "Risk of loss passes to the Lessee on delivery. The Lessee shall insure the Equipment for its "
            "full replacement value and name the Lessor as loss payee.",
        ),
        (
            "7. TITLE",
            "Title to the Equipment remains with the Lessor at all times. The Lessee shall keep the "
            "Equipment free "
            "from any lien or encumbrance.",
        ),
        (
            "8. DEFAULT",
            "If the Lessee fails to pay any amount within ten (10) days of its due date, the Lessor may "
            "terminate "
            "this Agreement, repossess the Equipment and recover all unpaid rent as liquidated damages.",
        ),
        (
            "9. RETURN",
            "At the end of the Term the Lessee shall return the Equipment to the Lessor's depot at its own "
            "cost, "
            "in the same condition as delivered, fair wear and tear excepted.",
        ),
        (
            "10. GOVERNING LAW",
            "This Agreement is governed by the laws of {} and the parties submit to the non-exclusive "
            "jurisdiction of its courts.".format(d["law"]),
        ),
    ]
    for head, body in clauses:
        f.need(10.5 * 1.5 * 3)
        f.p(head, indent=0, gap=0, font="tibo")
        f.p(body, indent=0, gap=6)
    f.brk()
    f.title("SCHEDULE 1 - EQUIPMENT", size=13, font="tibo", gap=14)
    rows = [["Item", "Description", "Serial No.", "Qty"]] + [
        [str(i), a, b, str(q)] for i, (a, b, q) in enumerate(d["equipment"], 1)
    ]
    f.table(
        [40, 230, 120, f.width - 390],
        rows,
        rowh=22,
        size=9.5,
        font="tiro",
        aligns=["c", "l", "l", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    f.p("Delivery location: " + d["site"], indent=0)
    f.p("Insured value: USD " + money(d["insured"]), indent=0)
    f.brk()
    f.p("EXECUTED by the parties on the date first written above.", indent=0, gap=30)
    y = f.y
    for i, (lab, who, signer) in enumerate(
        (("LESSOR", d["a"], d["a_signer"]), ("LESSEE", d["b"], d["b_signer"]))
    ):
        x = f.left
        yy = y + i * 170
        c = f.c
        c.text(x, yy, "Signed for and on behalf of the " + lab, 10.5, "tibo")
        c.text(x, yy + 18, who, 10.5, "tiro")
        c.text(x, yy + 62, "Signature: ___________________________", 10.5, "tiro")
        c.text(x + 70, yy + 56, signer, 16, "lserifi", (0.1, 0.1, 0.45))
        c.text(x, yy + 82, "Name: " + signer, 10.5, "tiro")
        c.text(x, yy + 100, "Date: " + dfmt(d["date"], "dmy"), 10.5, "tiro")
    add_footers(st, len(st.segments) - 1, "Page {i} of {n}", font="tiro")
    return f


def sale_of_goods(st, d):
    """BUYER named first (no Party A labels); contract price; annex price schedule on a scanned page."""
    fld = st.fld
    f = Flow(st, font="lsans", size=10, left=66, top=66, leading=1.5)
    f.title(fld("contractTitle", "Agreement for the Sale of Goods"), size=15, font="lsansb", gap=10)
    f.line("Contract No.: " + fld("contractNumber", d["no"]), size=9.5, font="lsans", align="c", gap=24)
    f.table(
        [80, f.width - 80],
        [
            ["BUYER", fld("partyA", d["buyer"])],
            ["Address", d["buyer_addr"]],
            ["SELLER", fld("partyB", d["seller"])],
            ["Address", d["seller_addr"]],
        ],
        rowh=20,
        size=9.5,
        font="lsans",
    )
    price = sum((_mul(q, p) for _, q, p in d["goods"]), dec(0))
    clauses = [
        (
            "1. Goods.",
            'The Seller agrees to sell and the Buyer agrees to buy the goods listed in Annex 1 (the "Goods") '
            "in accordance with the specifications stated therein.",
        ),
        (
            "2. Price.",
            'The total contract price is EUR {} (the "Contract Price"), {}. Unit prices are set out in Annex '
            "1 "
            "and are fixed for the duration of this contract.".format(
                fld("contractAmount", money(price, False), money(price)), d["incoterm"]
            ),
        ),
        (
            "3. Payment.",
            "20% of the Contract Price by telegraphic transfer within ten (10) days of signature; 80% "
            "against "
            "presentation of the shipping documents listed in clause 5.",
        ),
        (
            "4. Delivery.",
            "Delivery shall be completed no later than {}. Partial shipments are allowed; transshipment is "
            "not "
            "allowed.".format(d["delivery"]),
        ),
        (
            "5. Documents.",
            "Commercial invoice in triplicate, packing list, full set of clean on-board bills of lading, "
            "certificate of origin and the manufacturer's test certificate.",
        ),
        (
            "6. Inspection and Warranty.",
            "The Buyer may inspect the Goods within thirty (30) days of arrival. The Seller "
            "warrants the Goods against defects in materials and workmanship for twenty-four (24) months "
            "from delivery.",
        ),
        (
            "7. Late Delivery.",
            "For each full week of delay the Seller shall pay liquidated damages of 0.5% of the value of the "
            "delayed Goods, capped at 5% of the Contract Price.",
        ),
        (
            "8. Force Majeure.",
            "Neither party is liable for failure to perform caused by events beyond its reasonable control, "
            "provided it notifies the other party promptly and uses reasonable efforts to mitigate.",
        ),
        (
            "9. Law and Arbitration.",
            "This contract is governed by the United Nations Convention on Contracts for the "
            "International Sale of Goods and, to the extent not covered, by the laws of {}. Disputes shall "
            "be finally settled "
            "by arbitration in {}.".format(d["law"], d["seat"]),
        ),
    ]
    for head, body in clauses:
        f.p(head + " " + body, indent=0, gap=6)
    f.space(10)
    f.p(
        "Signed at {} on {} in two originals, one for each party.".format(
            d["place"], fld("signDate", d["date"].isoformat(), dfmt(d["date"], "dmy"))
        ),
        indent=0,
        gap=24,
    )
    f.need(120)
    y = f.y
    for i, (lab, who, signer) in enumerate(
        (
            ("For the BUYER", d["buyer"], d["buyer_signer"]),
            ("For the SELLER", d["seller"], d["seller_signer"]),
        )
    ):
        x = f.left + i * 240
        f.c.text(x, y, lab, 10, "lsansb")
        f.c.text(x, y + 14, who, 9, "lsans")
        f.c.text(x, y + 58, "______________________", 10, "lsans")
        f.c.text(x + 20, y + 52, signer, 15, "lserifi", (0.1, 0.1, 0.45))
        f.c.text(x, y + 74, signer, 9.5, "lsans")
    f.brk(scan=d.get("annex_scan"))
    f.title("ANNEX 1 - PRICE SCHEDULE", size=13, font="lsansb", gap=8)
    f.line("to Contract No. " + d["no"], size=9.5, font="lsans", align="c", gap=20)
    rows = [["Pos.", "Description", "Qty", "Unit price (EUR)", "Amount (EUR)"]]
    for i, (g, q, p) in enumerate(d["goods"], 1):
        rows.append([str(i), g, str(q), money(p), money(_mul(q, p))])
    rows.append(["", "Total", "", "", money(price)])
    f.table(
        [36, 220, 50, 90, f.width - 396],
        rows,
        rowh=22,
        size=9.5,
        font="lsans",
        aligns=["c", "l", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    f.p(
        "Technical specifications per Seller's data sheets rev. 2024-02. Packing: seaworthy wooden cases, "
        "fumigated, marked with the contract number.",
        indent=0,
    )
    f.space(30)
    f.p("Initialled:  Buyer ______    Seller ______", indent=0)
    return f
