"""English service agreement, mutual NDA and a bilingual 销售合同 / SALES CONTRACT."""

from __future__ import annotations

from docs import A4, Ctx, DocOut, iso, make_items
from drawing import GREY, Flow
from texts import cn_date, digits, en_date, en_words, money, plain

SA_CLAUSES = [
    (
        "Services",
        [
            "The Contractor shall provide to the Client the services described in Schedule 1 (the "
            '"Services"), '
            "namely the design, configuration and roll-out of a warehouse data platform, including data "
            "migration, "
            "user training and three months of post-launch support.",
            "The Contractor shall perform the Services with reasonable skill, care and diligence and in "
            "accordance "
            "with good industry practice, using suitably qualified personnel.",
        ],
    ),
    (
        "Term",
        [
            "This Agreement commences on the Effective Date and continues for a period of twelve (12) "
            "months, "
            "unless terminated earlier in accordance with Clause 9.",
        ],
    ),
    (
        "Fees and Payment",
        [
            "{amount_sentence}",
            "The fees shall be paid in three instalments: 30% upon signing, 40% upon acceptance of the "
            "platform "
            "and 30% at the end of the support period. Each payment is due within thirty (30) days after "
            "receipt "
            "of a correct invoice.",
            "All amounts are exclusive of applicable taxes, which shall be borne by the Client save for "
            "taxes on "
            "the Contractor's income.",
        ],
    ),
    (
        "Client Obligations",
        [
            "The Client shall provide the Contractor with timely access to its premises, systems, data and "
            "staff "
            "as reasonably required, and shall appoint a project manager with authority to take decisions.",
        ],
    ),
    (
        "Acceptance",
        [
            "Within ten (10) business days of notice that a deliverable is ready, the Client shall test it "
            "against "
            "the agreed acceptance criteria and either accept it or list the defects in writing.",
        ],
    ),
    (
        "Intellectual Property",
        [
            "All deliverables created specifically for the Client shall vest in the Client upon full "
            "payment. "
            "The Contractor retains ownership of its pre-existing tools and grants the Client a perpetual, "
            "non-exclusive licence to use them as part of the deliverables.",
        ],
    ),
]
NDA_CLAUSES = [
    (
        "Purpose",
        [
            "The parties wish to exchange certain information for the purpose of evaluating a possible joint "
            'procurement programme (the "Purpose").',
        ],
    ),
    (
        "Confidential Information",
        [
            '"Confidential Information" means all information disclosed by one party (the "Discloser") to '
            "the "
            'other (the "Recipient"), whether orally, in writing or by inspection, including pricing, '
            "supplier "
            "lists, drawings, specifications and the terms of any contract or invoice exchanged between the "
            "parties.",
            "Confidential Information does not include information which is or becomes public other than "
            "through "
            "a breach of this Agreement, or which the Recipient can show was lawfully in its possession "
            "before "
            "disclosure.",
        ],
    ),
    (
        "Obligations",
        [
            "The Recipient shall use the Confidential Information only for the Purpose, shall not disclose "
            "it to any "
            "third party other than its employees and advisers who need to know it, and shall protect it "
            "with at "
            "least the degree of care it uses for its own confidential information.",
        ],
    ),
    (
        "Return of Information",
        [
            "On written request, the Recipient shall promptly return or destroy all documents containing "
            "Confidential Information and confirm the destruction in writing.",
        ],
    ),
]
COMMON_CLAUSES = [
    (
        "Confidentiality",
        [
            "Each party shall keep confidential all information received from the other party in connection "
            "with "
            "this Agreement and shall not disclose it without prior written consent, except as required by "
            "law.",
        ],
    ),
    (
        "Termination",
        [
            "Either party may terminate this Agreement by written notice if the other party commits a "
            "material "
            "breach and fails to remedy it within thirty (30) days of being notified of the breach.",
        ],
    ),
    (
        "Governing Law and Disputes",
        [
            "This Agreement is governed by the laws of {law}. Any dispute arising out of or in connection "
            "with it "
            "shall be referred to arbitration administered by {forum}.",
        ],
    ),
    (
        "Entire Agreement",
        [
            "This Agreement constitutes the entire agreement between the parties and supersedes all prior "
            "negotiations and understandings. Any amendment must be in writing and signed by both parties.",
        ],
    ),
]


def _en_sign_block(flow: Flow, labels, names, rng, date_text: str) -> None:
    flow.need(58)
    sheet, y = flow.sheet, flow.y + 4
    sheet.text(
        flow.left,
        y,
        "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first",
        10,
        "tiro",
    )
    sheet.text(flow.left, y + 5, "written above.", 10, "tiro")
    for col, (label, name) in enumerate(zip(labels, names, strict=True)):
        x = flow.left + col * 85
        sheet.text(x, y + 16, f"For and on behalf of the {label}:", 10, "tibo")
        sheet.text(x, y + 22, name, 10, "tiro")
        sheet.signature(x + 22, y + 32, rng)
        sheet.text(x, y + 33, "Signature: ____________________", 10, "tiro")
        sheet.text(x, y + 40, "Name / Title: __________________", 10, "tiro")
        sheet.text(x, y + 47, date_text, 10, "tiro")
    flow.y = y + 55


def _clauses(flow: Flow, clauses, values: dict, size: float) -> None:
    for n, (heading, paragraphs) in enumerate(clauses, start=1):
        flow.heading(f"{n}. {heading}", size + 0.5, font="tibo", gap=1)
        for k, para in enumerate(paragraphs, start=1):
            text = para.format(**values)
            flow.para(
                f"{n}.{k}  {text}", size, "tiro", indent=7, first_indent=0, gap=1.2, lead=size * 0.3528 * 1.5
            )


def service_agreement(ctx: Ctx) -> DocOut:
    """SERVICE AGREEMENT between a Client and a Contractor; the date sits in the opening sentence."""
    rng, pools = ctx.rng, ctx.pools
    client, contractor = pools.en_company("Limited"), pools.en_company("Pte. Ltd.")
    day = ctx.date()
    number = f"SA-{day.year}-{digits(rng, 3)}"
    amount = rng.randrange(180, 960) * 10000
    values = dict(
        law="Singapore",
        forum="the Singapore International Arbitration Centre",
        amount_sentence=f"In consideration of the Services, the Client shall pay the Contractor a total "
        f"contract price of USD {money(amount)} (US Dollars {en_words(amount).title()} Only).",
    )
    flow = Flow(lambda: ctx.sheet(A4), left=24, right=24)
    flow.sheet.text(186, flow.y, f"Agreement No.: {number}", 9.5, "tiro", align="r")
    flow.space(12)
    flow.para("SERVICE AGREEMENT", 17, "tibo", align="c", gap=6)
    flow.para(
        f'This Service Agreement (the "Agreement") is entered into on {en_date(day, "mdy")} (the "Effective '
        'Date") by and between:',
        10.5,
        "tiro",
        gap=3,
    )
    flow.para(
        f"(1)  {client}, a company incorporated in Hong Kong, whose registered office is at "
        f'{rng.randint(2, 88)} Des Voeux Road Central, Hong Kong (the "Client"); and',
        10.5,
        "tiro",
        indent=8,
        first_indent=0,
        gap=2,
    )
    flow.para(
        f"(2)  {contractor}, a company incorporated in Singapore, whose registered office is at "
        f'{rng.randint(2, 300)} Robinson Road, Singapore (the "Contractor").',
        10.5,
        "tiro",
        indent=8,
        first_indent=0,
        gap=3,
    )
    flow.para(
        'The Client and the Contractor are each a "Party" and together the "Parties". The Parties agree '
        "as follows:",
        10.5,
        "tiro",
        gap=4,
    )
    _clauses(flow, SA_CLAUSES + COMMON_CLAUSES, values, 10.5)
    _en_sign_block(flow, ("Client", "Contractor"), (client, contractor), rng, "Date: ____________________")
    schedule = flow.page()
    schedule.text(105, 36, "Schedule 1 - Scope of Services and Milestones", 13, "tibo", align="c")
    milestones = [
        ("M1", "Kick-off, requirements workshop and solution design", 30),
        ("M2", "Platform build, data migration and user acceptance testing", 40),
        ("M3", "Go-live, training and three months of hypercare support", 30),
    ]
    cols, top = [24, 40, 150, 186], 46.0
    schedule.grid(0, 0, cols, [top + k * 10 for k in range(len(milestones) + 2)], 0.5)
    for c, head in enumerate(["No.", "Deliverable", "Payment share"]):
        schedule.cell(cols[c], top, cols[c + 1], top + 10, head, 10, "tibo", "c")
    for r, (code, text, share) in enumerate(milestones, start=1):
        y = top + r * 10
        for c, value in enumerate([code, text, f"{share}%"]):
            schedule.cell(cols[c], y, cols[c + 1], y + 10, value, 9.5, "tiro", "l" if c == 1 else "c")
    schedule.para(
        24,
        top + 60,
        162,
        "Acceptance criteria for each milestone are set out in the project plan "
        "agreed at kick-off. Change requests are priced at the rates in Schedule 2.",
        10,
        "tiro",
    )
    for k, sheet in enumerate(flow.sheets, start=1):
        sheet.text(105, 287, f"Page {k} of {len(flow.sheets)}", 8.5, "tiro", GREY, align="c")
        sheet.text(24, 14, f"Service Agreement No. {number}", 8, "tiro", GREY)
    out = DocOut("contract", "Service Agreement (EN)", flow.sheets)
    out.add("contractNumber", number)
    out.add("partyA", client)
    out.add("partyB", contractor)
    out.add("contractAmount", plain(amount))
    out.add("signDate", iso(day))
    out.add("contractTitle", "SERVICE AGREEMENT")
    return out


def mutual_nda(ctx: Ctx) -> DocOut:
    """MUTUAL NON-DISCLOSURE AGREEMENT between Party A and Party B, no price; dated in the signature block."""
    rng, pools = ctx.rng, ctx.pools
    party_a, party_b = pools.en_company("Inc."), pools.en_company("Limited")
    day = ctx.date()
    number = f"NDA/{day.year}/{digits(rng, 3)}"
    values = dict(law="England and Wales", forum="the London Court of International Arbitration")
    flow = Flow(lambda: ctx.sheet(A4), left=26, right=26)
    flow.para("MUTUAL NON-DISCLOSURE AGREEMENT", 15, "tibo", align="c", gap=2)
    flow.para(f"Ref. No. {number}", 10, "tiro", align="c", gap=6)
    flow.para("BETWEEN", 10.5, "tibo", gap=1)
    flow.para(
        f'{party_a}, of {rng.randint(100, 999)} Bay Street, Toronto, Ontario ("Party A"); and',
        10.5,
        "tiro",
        gap=2,
    )
    flow.para(f'{party_b}, of {rng.randint(2, 60)} King\'s Road, London ("Party B").', 10.5, "tiro", gap=4)
    _clauses(flow, NDA_CLAUSES + COMMON_CLAUSES[1:], values, 10.5)
    flow.para(
        "This Agreement remains in force for three (3) years from the date of signature.", 10.5, "tiro", gap=2
    )
    _en_sign_block(flow, ("Party A", "Party B"), (party_a, party_b), rng, f"Date: {en_date(day, 'dmy')}")
    out = DocOut("contract", "Mutual NDA (EN)", flow.sheets)
    out.add("contractNumber", number)
    out.add("partyA", party_a)
    out.add("partyB", party_b)
    out.add("signDate", iso(day))
    out.add("contractTitle", "MUTUAL NON-DISCLOSURE AGREEMENT")
    return out


BILINGUAL_TERMS = [
    (
        "包装 Packing",
        "出口标准纸箱包装，适合长途海运。Export standard cartons, suitable for ocean transportation.",
    ),
    ("装运期 Time of Shipment", "收到预付款后45天内。Within 45 days after receipt of the advance payment."),
    (
        "装运港及目的港 Ports",
        "由宁波港至{port}，允许分批装运及转运。From Ningbo to {port}, partial shipment and "
        "transhipment allowed.",
    ),
    (
        "付款条件 Terms of Payment",
        "买方于合同签订后7日内电汇30%预付款，余款凭提单副本及商业发票电汇支付。The Buyer "
        "shall pay 30% by T/T within 7 days after signing; the balance against copies of B/L and commercial "
        "invoice.",
    ),
    ("保险 Insurance", "FOB条款下由买方自行投保。To be covered by the Buyer under FOB terms."),
    (
        "不可抗力 Force Majeure",
        "因不可抗力导致延迟交货或无法交货的，卖方不承担责任，但应及时通知买方。The Seller "
        "shall not be held responsible for late delivery or non-delivery owing to Force Majeure, but shall "
        "notify "
        "the Buyer without delay.",
    ),
    (
        "仲裁 Arbitration",
        "争议提交中国国际经济贸易仲裁委员会仲裁。Disputes shall be submitted to CIETAC for "
        "arbitration in Shanghai.",
    ),
]


def bilingual_sales(ctx: Ctx) -> DocOut:
    """销售合同 SALES CONTRACT: Chinese exporter and foreign buyer, goods table in USD."""
    rng, pools = ctx.rng, ctx.pools
    seller, buyer = pools.company(rng.choice(["包装材料", "精密机械"])), pools.en_company("GmbH")
    day = ctx.date()
    number = f"{rng.choice(['NB', 'SZ', 'XM'])}S{day.year % 100}{digits(rng, 4)}"
    items = make_items(rng, 3, 13)
    rows = [(i.name.split("*")[-1], i.qty * 40, i.price // 7) for i in items]
    total = sum(q * p for _, q, p in rows)
    flow = Flow(lambda: ctx.sheet(A4), left=22, right=22, top=22)
    flow.para("销售合同", 18, bold=True, align="c", gap=0.5)
    flow.para("SALES CONTRACT", 14, "dvsb", align="c", gap=4)
    sheet = flow.sheet
    sheet.text(120, flow.y + 3, f"合同号 Contract No.: {number}", 9.5)
    sheet.text(120, flow.y + 9, f"日期 Date: {cn_date(day)}", 9.5)
    sheet.text(120, flow.y + 15, "签约地点 Signed at: Ningbo", 9.5)
    sheet.text(22, flow.y + 3, f"卖方 The Seller: {seller.name}", 9.5)
    sheet.text(22, flow.y + 9, f"地址 Address: {seller.address}", 8.5)
    sheet.text(22, flow.y + 17, f"买方 The Buyer: {buyer}", 9.5)
    sheet.text(22, flow.y + 23, f"地址 Address: {rng.randint(2, 99)} Hafenstrasse, Hamburg, Germany", 8.5)
    flow.space(32)
    flow.para(
        "兹经买卖双方同意按下列条款成交：The undersigned Seller and Buyer have agreed to close the following "
        "transaction according to the terms and conditions stipulated below:",
        9.5,
        gap=3,
    )
    cols = [22, 92, 120, 152, 188]
    top, row_h = flow.y, 8.0
    heads = ["货物名称 Commodity", "数量 Quantity", "单价 Unit Price", "金额 Amount"]
    sheet.grid(0, 0, cols, [top + k * row_h for k in range(len(rows) + 3)], 0.5)
    for c, head in enumerate(heads):
        sheet.cell(cols[c], top, cols[c + 1], top + row_h, head, 8.5, align="c")
    for r, (name, qty, price) in enumerate(rows, start=1):
        y = top + r * row_h
        for c, value in enumerate([name, f"{qty} PCS", f"USD {plain(price)}", f"USD {money(qty * price)}"]):
            sheet.cell(cols[c], y, cols[c + 1], y + row_h, value, 8.5, align="l" if c == 0 else "r")
    y = top + (len(rows) + 1) * row_h
    sheet.cell(cols[0], y, cols[3], y + row_h, "总值 Total Value (FOB Ningbo)", 8.5, align="r")
    sheet.cell(cols[3], y, cols[4], y + row_h, f"USD {money(total)}", 8.5, "dvsb", align="r")
    flow.y = y + row_h + 4
    flow.para(f"总值大写 Say: US DOLLARS {en_words(total).upper()} ONLY.", 9.5, gap=3)
    port = rng.choice(["Hamburg", "Rotterdam", "Antwerp"])
    for n, (head, text) in enumerate(BILINGUAL_TERMS, start=1):
        flow.para(f"{n}. {head}：", 9.5, bold=True, gap=0.5)
        flow.para(text.format(port=port), 9.5, indent=5, gap=1.5)
    flow.need(45)
    sheet, y = flow.sheet, flow.y + 6
    sheet.text(22, y, "卖方 THE SELLER:", 10, "dvsb")
    sheet.text(112, y, "买方 THE BUYER:", 10, "dvsb")
    sheet.stamp(55, y + 16, seller.name, "合同专用章", oval=False, size=0.7)
    sheet.signature(125, y + 18, rng)
    sheet.line(22, y + 30, 92, y + 30, 0.4)
    sheet.line(112, y + 30, 182, y + 30, 0.4)
    out = DocOut("contract", "销售合同 SALES CONTRACT (bilingual)", flow.sheets)
    out.add("contractNumber", number)
    out.add("partyA", seller.name)
    out.add("partyB", buyer)
    out.add("contractAmount", plain(total))
    out.add("signDate", iso(day))
    out.add("contractTitle", "销售合同 SALES CONTRACT")
    return out
