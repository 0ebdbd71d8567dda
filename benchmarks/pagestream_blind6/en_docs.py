"""English contracts (MSA, equipment lease, sale of goods, bilingual consulting / sales contracts) and
English `other` documents (statement, PO, fax cover, delivery note, itinerary, letter, proforma,
packing list)."""

from decimal import Decimal

from kit import A4W, BLACK, GREY, LETTER, RED, Flow, add_footers, amount_words, dec, dfmt, money

NAVY = (0.1, 0.2, 0.42)


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


def consulting_bilingual(st, d):
    """Bilingual title; explicit 'Party A 甲方' / 'Party B 乙方' labels; total price with words;
    monthly retainer distractor."""
    fld = st.fld
    f = Flow(st, font="dvserif", size=9.8, left=66, top=66, leading=1.5)
    f.title(fld("contractTitle", "CONSULTING SERVICES AGREEMENT"), size=15, font="dvserifb", gap=12)
    f.line("Contract No. 合同编号: " + fld("contractNumber", d["no"]), size=9.5, align="r", gap=22)
    f.table(
        [110, f.width - 110],
        [
            ["Party A 甲方", fld("partyA", d["a"])],
            ["Address 地址", d["a_addr"]],
            ["Party B 乙方", fld("partyB", d["b"])],
            ["Address 地址", d["b_addr"]],
        ],
        rowh=22,
        size=9.5,
        font="dvserif",
    )
    total = dec(d["retainer"] * d["months"])
    clauses = [
        (
            "1. Scope of Services 服务范围",
            "Party B shall provide Party A with market-entry consulting services for {}, "
            "including regulatory mapping, distributor screening and a go-to-market plan, as detailed in "
            "Appendix 1.".format(d["market"]),
        ),
        ("2. Term 期限", "From {} to {}.".format(d["start"], d["end"])),
        (
            "3. Fees 费用",
            "3.1 The consulting fee is USD {} per month (the monthly retainer), payable within fifteen days "
            "after "
            "receipt of Party B's invoice.  3.2 Total Contract Price: USD {} ({}).  3.3 Travel outside {} "
            "shall be "
            "reimbursed at cost upon Party A's prior written approval.".format(
                money(d["retainer"]),
                fld("contractAmount", money(total, False), money(total)),
                amount_words(total),
                d["city"],
            ),
        ),
        (
            "4. Deliverables 交付成果",
            "Monthly progress reports; an interim report at the end of month three; a final report "
            "and presentation within two weeks after the end of the Term.",
        ),
        (
            "5. Confidentiality 保密",
            "Each party shall keep confidential all non-public information of the other party and shall "
            "not disclose it to any third party without prior written consent, during the Term and for three "
            "years thereafter.",
        ),
        (
            "6. Termination 解除",
            "Either party may terminate this Agreement with thirty days' written notice. Fees for services "
            "rendered up to the termination date remain payable.",
        ),
        (
            "7. Governing Law and Disputes 法律适用与争议解决",
            "This Agreement is governed by the laws of the People's Republic of "
            "China. Disputes shall be submitted to {} for arbitration.".format(d["arb"]),
        ),
        (
            "8. Miscellaneous 其他",
            "This Agreement is made in Chinese and English; both versions are equally authentic. "
            "It takes effect upon signature and seal by both parties.",
        ),
    ]
    for head, body in clauses:
        f.need(9.8 * 1.5 * 3)
        f.p(head, indent=0, gap=0, font="dvserifb")
        f.p(body, indent=0, gap=6)
    f.brk()
    f.p("Signature Page 签署页", indent=0, gap=30, font="dvserifb")
    y = f.y
    for i, (lab, who, signer) in enumerate(
        (("Party A 甲方", d["a"], d["a_signer"]), ("Party B 乙方", d["b"], d["b_signer"]))
    ):
        x = f.left + i * 240
        c = f.c
        c.text(x, y, lab + " (Seal 盖章)", 10, "dvserifb")
        c.text(x, y + 16, who, 9, "dvserif")
        c.text(x, y + 60, "Authorized Signatory: __________", 9.5, "dvserif")
        c.text(x + 100, y + 54, signer, 14, "lserifi", (0.1, 0.1, 0.45))
        c.text(
            x,
            y + 80,
            "Date: "
            + (
                fld("signDate", d["date"].isoformat(), dfmt(d["date"], "long"))
                if i == 0
                else dfmt(d["date"], "long")
            ),
            9.5,
            "dvserif",
        )
        if d.get("seal_cn") and i == 0:
            c.stamp(x + 90, y + 40, 36, d["seal_cn"], "★", "")
    f.brk()
    f.title("Appendix 1 - Scope of Work  附件一：工作范围", size=13, font="dvserifb", gap=14)
    rows = [["Phase 阶段", "Activities 工作内容", "Timing 时间"]] + [list(r) for r in d["phases"]]
    f.table(
        [110, f.width - 210, 100],
        rows,
        rowh=38,
        size=8.8,
        font="dvserif",
        aligns=["l", "l", "l"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    f.p(
        "Team: one engagement director (20%), one senior consultant (100%), one analyst (100%). Out-of-scope "
        "requests "
        "are charged at USD 180.00 per consultant hour upon Party A's written approval.",
        indent=0,
    )
    return f


def sales_contract_bilingual(st, d):
    """Trade 销售合同 with 卖方 The Seller first (no 甲乙), date at top, total value line."""
    fld = st.fld
    f = Flow(st, font="dvs", size=9.2, left=56, top=60, leading=1.5)
    f.title(fld("contractTitle", "销售合同", "销 售 合 同"), size=20, font="zh", gap=18)
    c = f.c
    c.text(f.right, f.y, "合同号 Contract No.: " + fld("contractNumber", d["no"]), 9.5, "zh", align="r")
    c.text(
        f.right,
        f.y + 14,
        "日期 Date: " + fld("signDate", d["date"].isoformat(), dfmt(d["date"], "iso")),
        9.5,
        "zh",
        align="r",
    )
    c.text(f.right, f.y + 28, "签约地点 Signed at: " + d["place"], 9.5, "zh", align="r")
    f.y += 44
    f.table(
        [110, f.width - 110],
        [
            ["卖方 The Seller:", fld("partyA", d["seller"])],
            ["地址 Address:", d["seller_addr"]],
            ["买方 The Buyer:", fld("partyB", d["buyer"])],
            ["地址 Address:", d["buyer_addr"]],
        ],
        rowh=20,
        size=9,
        font="dvs",
    )
    f.p(
        "兹经买卖双方同意按下列条款成交：The undersigned Seller and Buyer have agreed to close the following "
        "transaction "
        "according to the terms and conditions stipulated below:",
        indent=0,
        gap=6,
    )
    rows = [
        ["货物名称及规格\nCommodity & Specification", "数量\nQuantity", "单价\nUnit Price", "金额\nAmount"]
    ]
    total = dec(0)
    for g, q, unit, p in d["goods"]:
        a = _mul(q, p)
        total += a
        rows.append([g, f"{q} {unit}", "USD " + money(p), "USD " + money(a)])
    rows.append(
        [
            "总值 Total Value ({})".format(d["incoterm"]),
            "",
            "",
            "USD " + fld("contractAmount", money(total, False), money(total)),
        ]
    )
    f.table(
        [230, 80, 90, f.width - 400],
        rows,
        rowh=[30] + [20] * (len(rows) - 1),
        size=8.8,
        font="dvs",
        aligns=["l", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    f.p(amount_words(total), indent=0, font="dvsb")
    terms = [
        ("包装 Packing:", "Export standard cartons on fumigated pallets."),
        ("唛头 Shipping Marks:", "At Seller's option."),
        ("装运期 Time of Shipment:", d["ship"]),
        ("装运港及目的港 Ports:", "From {} to {}, transshipment allowed.".format(d["pol"], d["pod"])),
        ("付款条件 Terms of Payment:", "30% T/T in advance, 70% T/T against copy of B/L."),
        ("保险 Insurance:", "To be covered by the Buyer."),
        (
            "品质/数量异议 Quality/Quantity Discrepancy:",
            "Claims shall be filed within 30 days after arrival of the goods "
            "at the port of destination, supported by an inspection report of a recognized surveyor.",
        ),
        (
            "不可抗力 Force Majeure:",
            "The Seller shall not be held responsible for delay in shipment or non-delivery due to "
            "force majeure.",
        ),
        (
            "仲裁 Arbitration:",
            "Any dispute shall be submitted to China International Economic and Trade Arbitration "
            "Commission for arbitration in accordance with its rules.",
        ),
    ]
    for k, v in terms:
        f.p(k + " " + v, indent=0, gap=2)
    f.space(16)
    f.need(90)
    y = f.y
    for i, (lab, who) in enumerate((("卖方 THE SELLER", d["seller"]), ("买方 THE BUYER", d["buyer"]))):
        x = f.left + i * 250
        f.c.text(x, y, lab, 10, "zh", bold=True)
        f.c.text(x, y + 16, who, 9, "dvs")
        f.c.text(x, y + 60, "Signature: ________________", 9.5, "dvs")
    f.c.stamp(f.left + 110, y + 35, 36, d["seller_cn"], "★", "")
    add_footers(st, len(st.segments) - 1, "Page {i}/{n}", font="dvs")
    return f


# ==========================================================================
# other (English)
# ==========================================================================
def statement_of_account(st, d, scan=None):
    pw, ph = LETTER
    c = st.page(pw, ph, scan=scan)
    font, bold = "lsans", "lsansb"
    x0, x1 = 50, pw - 50
    c.text(x0, 60, d["seller"], 15, bold, NAVY)
    c.text(x0, 74, d["seller_addr"], 8.5, font, GREY)
    c.text(x1, 62, "STATEMENT OF ACCOUNT", 15, bold, NAVY, align="r")
    c.text(x1, 80, "Statement Date: " + dfmt(d["date"], "us"), 9, font, align="r")
    c.text(x1, 93, "Customer ID: " + d["cust_id"], 9, font, align="r")
    c.text(x0, 118, "To:", 9, bold)
    for i, ln in enumerate(d["to"]):
        c.text(x0, 132 + i * 12, ln, 9.5, font)
    rows = [["Date", "Transaction", "Reference", "Amount", "Balance"]]
    bal = dec(0)
    for dt, tr, ref, amt in d["lines"]:
        bal += dec(amt)
        rows.append([dfmt(dt, "us"), tr, ref, money(amt), money(bal)])
    y = c.table(
        x0,
        190,
        [70, 170, 110, 80, x1 - x0 - 430],
        rows,
        rowh=19,
        size=8.5,
        font=font,
        aligns=["l", "l", "l", "r", "r"],
        head_fill=(0.86, 0.89, 0.95),
        heads=1,
        line_color=(0.7, 0.72, 0.78),
    )
    aging = [
        ["Current", "1-30 Days", "31-60 Days", "61-90 Days", "Over 90", "Amount Due"],
        [money(d["aging"][0]), money(d["aging"][1]), "0.00", "0.00", "0.00", "$" + money(bal)],
    ]
    c.table(
        x0,
        y + 30,
        [85] * 5 + [x1 - x0 - 425],
        aging,
        rowh=19,
        size=8.5,
        font=font,
        aligns=["c"] * 6,
        head_fill=(0.93, 0.93, 0.93),
        heads=1,
    )
    c.text(
        x0,
        y + 100,
        "This statement is not an invoice. Please review and contact accounts receivable at "
        + d["email"]
        + " with any questions.",
        8.5,
        font,
        GREY,
    )
    return c


def purchase_order(st, d, scan=None):
    pw, ph = LETTER
    c = st.page(pw, ph, scan=scan)
    font, bold = "dvs", "dvsb"
    x0, x1 = 50, pw - 50
    c.text(x0, 62, d["buyer"], 14, bold)
    c.text(x0, 76, d["buyer_addr"], 8.5, font, GREY)
    c.text(x1, 62, "PURCHASE ORDER", 17, bold, (0.3, 0.3, 0.3), align="r")
    for i, (k, v) in enumerate(
        (
            ("PO Number", d["no"]),
            ("PO Date", dfmt(d["date"], "us")),
            ("Requested By", d["requester"]),
            ("Need By", dfmt(d["need_by"], "us")),
        )
    ):
        c.text(x1 - 170, 90 + i * 14, k, 8.5, bold)
        c.text(x1, 90 + i * 14, v, 8.5, font, align="r")
    c.text(x0, 160, "VENDOR", 9, bold)
    for i, ln in enumerate(d["vendor"]):
        c.text(x0, 174 + i * 12, ln, 9, font)
    c.text(320, 160, "SHIP TO", 9, bold)
    for i, ln in enumerate(d["ship_to"]):
        c.text(320, 174 + i * 12, ln, 9, font)
    rows = [["Line", "Description", "Qty", "Unit Cost", "Extended"]]
    tot = dec(0)
    for i, (desc, q, p) in enumerate(d["items"], 1):
        a = _mul(q, p)
        tot += a
        rows.append([str(i), desc, str(q), money(p), money(a)])
    y = c.table(
        x0,
        240,
        [35, 270, 45, 75, x1 - x0 - 425],
        rows,
        rowh=19,
        size=8.5,
        font=font,
        aligns=["c", "l", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    c.text(x1 - 160, y + 20, "PO Total (excl. tax)", 9, bold)
    c.text(x1, y + 20, "$" + money(tot), 9, font, align="r")
    y += 50
    for ln in (
        "1. Please reference the PO number on all invoices, packing slips and correspondence.",
        "2. This order is subject to the terms of the Master Services Agreement between the parties, where "
        "applicable.",
        "3. Invoices without a valid PO number will be returned unpaid.",
    ):
        c.text(x0, y, ln, 8.5, font)
        y += 13
    c.text(x0, y + 40, "Authorized by: " + d["approver"], 9, font)
    c.text(x0 + 96, y + 36, d["approver"], 14, "lserifi", (0.1, 0.1, 0.45))
    return c


def fax_cover(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "cour", "cobo"
    c.text(60, 80, d["sender"], 13, "tibo")
    c.text(60, 96, d["sender_addr"], 9, "tiro", GREY)
    c.text(A4W / 2, 170, "F A X", 44, "hebo", BLACK, align="c")
    c.text(A4W / 2, 196, "TRANSMITTAL COVER SHEET", 11, "helv", GREY, align="c")
    rows = [
        ("TO:", d["to"]),
        ("ATTN:", d["attn"]),
        ("FAX:", d["fax_to"]),
        ("FROM:", d["from"]),
        ("DATE:", dfmt(d["date"], "dmys")),
        ("PAGES:", f"{d['pages']:d} (including cover)"),
        ("RE:", d["re"]),
    ]
    for i, (k, v) in enumerate(rows):
        c.text(70, 250 + i * 26, k, 11, bold)
        c.text(150, 250 + i * 26, v, 11, font)
        c.line(148, 254 + i * 26, A4W - 70, 254 + i * 26, GREY, 0.4)
    c.text(70, 470, "[ ] Urgent   [x] For Review   [ ] Please Comment   [x] Please Reply", 10, font)
    c.para(70, 510, A4W - 140, d["msg"], 10.5, font, 1.5)
    c.para(
        70,
        740,
        A4W - 140,
        "CONFIDENTIALITY NOTICE: The documents accompanying this transmission contain confidential "
        "information intended only for the named recipient. If you have received this fax in error, please "
        "notify "
        "the sender immediately and destroy all copies.",
        7.5,
        "helv",
        1.4,
    )
    return c


def delivery_note_en(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "lnarrow", "lnarrowb"
    x0, x1 = 56, A4W - 56
    c.text(x0, 64, d["seller"], 15, bold)
    c.text(x0, 78, d["seller_addr"], 8.5, font, GREY)
    c.text(x1, 112, "DELIVERY NOTE", 18, bold, align="r")
    for i, (k, v) in enumerate(
        (
            ("Delivery Note No.", d["no"]),
            ("Date", dfmt(d["date"], "dmys")),
            ("Order Ref.", d["order"]),
            ("Carrier", d["carrier"]),
        )
    ):
        c.text(x1 - 190, 132 + i * 14, k, 9, bold)
        c.text(x1, 132 + i * 14, v, 9, font, align="r")
    c.text(x0, 132, "Deliver to:", 9, bold)
    for i, ln in enumerate(d["to"]):
        c.text(x0, 146 + i * 12, ln, 9.5, font)
    rows = [["Item", "Description", "Ordered", "Delivered", "Back-order"]]
    for i, (desc, o, dl) in enumerate(d["items"], 1):
        rows.append([str(i), desc, str(o), str(dl), str(o - dl)])
    y = c.table(
        x0,
        210,
        [40, 250, 60, 60, x1 - x0 - 410],
        rows,
        rowh=20,
        size=9,
        font=font,
        aligns=["c", "l", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    c.text(x0, y + 24, "Gross weight: {} kg    Packages: {}".format(d["weight"], d["packages"]), 9, font)
    c.text(x0, y + 70, "Received in good order and condition:", 9.5, font)
    c.text(
        x0,
        y + 110,
        "Name: ____________________   Signature: ____________________   Date: ____________",
        9.5,
        font,
    )
    c.text(x0 + 40, y + 104, d["receiver"], 14, "lserifi", (0.1, 0.1, 0.45))
    c.text(
        x0,
        y + 150,
        "No prices are shown on this document. Goods remain the property of the seller until paid in full.",
        8,
        font,
        GREY,
    )
    return c


def itinerary(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "dvs", "dvsb"
    x0, x1 = 56, A4W - 56
    c.text(x0, 66, d["agency"], 14, bold, (0.0, 0.35, 0.5))
    c.text(x1, 66, "TRAVEL ITINERARY", 14, bold, align="r")
    c.text(x0, 92, "Traveller: " + d["traveller"], 10, font)
    c.text(x0, 106, "Booking ref: " + d["pnr"], 10, font)
    c.text(x1, 92, "Issued: " + dfmt(d["issued"], "dmys"), 10, font, align="r")
    y = 140
    for seg in d["segments"]:
        c.rect(x0, y, x1, y + 58, (0.7, 0.75, 0.8), fill=(0.96, 0.97, 0.99))
        c.text(x0 + 8, y + 16, seg[0], 10, bold)
        c.text(x0 + 8, y + 32, seg[1], 9, font)
        c.text(x0 + 8, y + 46, seg[2], 9, font, GREY)
        y += 70
    c.text(x0, y + 10, "Fare summary (for reference only - not a tax invoice):", 9.5, bold)
    c.text(x0, y + 26, d["fare"], 9, font)
    c.para(
        x0,
        y + 60,
        x1 - x0,
        "Please check in at least 2 hours before departure. Hotel vouchers are attached separately. "
        "For changes contact our 24h service line.",
        8.5,
        font,
        1.4,
    )
    return c


def letter(st, d, scan=None):
    """Untitled business letter."""
    f = Flow(st, font="lserif", size=11, left=80, top=90, leading=1.45, scans={1: scan} if scan else None)
    f.line(d["sender"], font="lserifb", size=12, gap=14)
    f.line(d["sender_addr"], size=9.5, gap=40)
    f.line(dfmt(d["date"], "long"), gap=28)
    for ln in d["to"]:
        f.line(ln, gap=14)
    f.space(20)
    f.line(d["salutation"], gap=22)
    for para in d["body"]:
        f.p(para, indent=0, gap=10)
    f.space(16)
    f.line("Yours sincerely,", gap=46)
    f.c.text(f.left + 10, f.y - 12, d["signer"], 17, "lserifi", (0.1, 0.1, 0.45))
    f.line(d["signer"], gap=14)
    f.line(d["signer_title"], size=10)
    return f


def proforma(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "lsans", "lsansb"
    x0, x1 = 50, A4W - 50
    c.text(x0, 62, d["seller"], 14, bold)
    c.text(x0, 76, d["seller_addr"], 8.5, font, GREY)
    c.text(x1, 110, "PROFORMA INVOICE", 17, bold, RED, align="r")
    c.text(x1, 124, "Not valid for tax purposes", 8, font, GREY, align="r")
    for i, (k, v) in enumerate(
        (("PI No.", d["no"]), ("Date", dfmt(d["date"], "dmys")), ("Valid until", dfmt(d["valid"], "dmys")))
    ):
        c.text(x1 - 170, 144 + i * 14, k, 9, bold)
        c.text(x1, 144 + i * 14, v, 9, font, align="r")
    c.text(x0, 124, "Buyer:", 9, bold)
    for i, ln in enumerate(d["buyer"]):
        c.text(x0, 138 + i * 12, ln, 9.5, font)
    rows = [["Description", "Qty", "Unit Price", "Amount"]]
    tot = dec(0)
    for desc, q, unit, p in d["items"]:
        a = _mul(q, p)
        tot += a
        rows.append([desc, f"{q} {unit}", "USD " + money(p), "USD " + money(a)])
    rows.append(["TOTAL " + d["incoterm"], "", "", "USD " + money(tot)])
    y = c.table(
        x0,
        200,
        [240, 70, 90, x1 - x0 - 400],
        rows,
        rowh=21,
        size=9,
        font=font,
        aligns=["l", "r", "r", "r"],
        head_fill=(0.92, 0.92, 0.92),
        heads=1,
    )
    for i, ln in enumerate(
        [
            "Payment: 30% deposit by T/T, balance before shipment.",
            "Lead time: " + d["lead"],
            "Bank: " + d["bank"],
            "Beneficiary: " + d["seller"],
        ]
    ):
        c.text(x0, y + 26 + i * 14, ln, 9, font)
    return c


def packing_list(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "lsans", "lsansb"
    x0, x1 = 48, A4W - 48
    c.text(A4W / 2, 58, d["seller"], 14, bold, align="c")
    c.text(A4W / 2, 90, "装箱单  PACKING LIST", 16, bold, align="c")
    for i, (k, v) in enumerate(
        (
            ("Invoice No. 发票号", d["inv"]),
            ("Date 日期", dfmt(d["date"], "dmys")),
            ("S/C No. 合同号", d["sc"]),
            ("Shipping Marks 唛头", "N/M"),
        )
    ):
        c.text(x0, 120 + i * 15, k, 9, bold)
        c.text(x0 + 140, 120 + i * 15, v, 9, font)
    c.text(330, 120, "Consignee 收货人:", 9, bold)
    for i, ln in enumerate(d["consignee"]):
        c.text(330, 134 + i * 12, ln, 9, font)
    rows = [["Carton No.", "Description", "Qty", "N.W. (kg)", "G.W. (kg)", "Meas. (m3)"]]
    for r in d["rows"]:
        rows.append(list(r))
    y = c.table(
        x0,
        200,
        [70, 190, 60, 65, 65, x1 - x0 - 450],
        rows,
        rowh=21,
        size=8.8,
        font=font,
        aligns=["c", "l", "r", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    c.text(x0, y + 22, d["total_line"], 9, bold)
    c.text(x1 - 10, y + 90, d["seller"], 9, bold, align="r")
    return c


def quotation_en(st, d, scan=None):
    c = st.page(scan=scan)
    font, bold = "dvs", "dvsb"
    x0, x1 = 56, A4W - 56
    c.text(x0, 64, d["seller"], 13, bold, (0.1, 0.3, 0.5))
    c.text(x0, 78, d["seller_addr"], 8.5, font, GREY)
    c.text(x1, 110, "QUOTATION", 18, bold, align="r")
    for i, (k, v) in enumerate(
        (
            ("Quotation No.", d["no"]),
            ("Date", dfmt(d["date"], "dmys")),
            ("Valid for", "30 days"),
            ("Your enquiry", d["enquiry"]),
        )
    ):
        c.text(x1 - 200, 132 + i * 14, k, 9, bold)
        c.text(x1, 132 + i * 14, v, 9, font, align="r")
    c.text(x0, 132, "To:", 9, bold)
    for i, ln in enumerate(d["to"]):
        c.text(x0, 146 + i * 12, ln, 9.5, font)
    rows = [["Pos.", "Description", "Qty", "Unit price EUR", "Total EUR"]]
    tot = dec(0)
    for i, (g, q, p) in enumerate(d["goods"], 1):
        a = _mul(q, p)
        tot += a
        rows.append([str(i), g, str(q), money(p), money(a)])
    rows.append(["", "Total " + d["incoterm"], "", "", money(tot)])
    y = c.table(
        x0,
        220,
        [36, 230, 45, 85, x1 - x0 - 396],
        rows,
        rowh=21,
        size=9,
        font=font,
        aligns=["c", "l", "r", "r", "r"],
        head_fill=(0.9, 0.93, 0.97),
        heads=1,
    )
    for i, ln in enumerate(
        [
            "Delivery: 10-12 weeks after order confirmation.",
            "Payment: 20% advance, 80% against documents.",
            "Warranty: 24 months from delivery.",
            "This quotation is not an offer capable of acceptance until confirmed by a signed contract.",
        ]
    ):
        c.text(x0, y + 26 + i * 14, ln, 9, font)
    c.text(x0, y + 110, "Best regards,", 9.5, font)
    c.text(x0, y + 150, d["rep"], 9.5, font)
    c.text(x0 + 10, y + 140, d["rep"], 15, "lserifi", (0.1, 0.1, 0.45))
    return c
