"""English contracts I: consulting agreement (with exhibit), share purchase agreement (cover, schedule)."""

from en_clauses import EN_BOILER, sec
from flow import Flow, en_footer
from fmt import dec, dfmt, money
from pdfkit import GREY, Builder


def consulting(b: Builder, scan=None):
    s = b.seg("contract", "en_consulting")
    no, sign = "CA-2024-019", "2024-02-05"
    pa, pb = "Harbourline Logistics Ltd.", "Priya Raman"
    fl = Flow(
        s,
        f="tiro",
        sz=11,
        w=612,
        h=792,
        scan=scan,
        footer=en_footer("Consulting Agreement - Confidential", f="tiro"),
        lead=1.45,
    )
    pg = fl.new_page()
    pg.t(548, 60, "Agreement No. " + no, "tiro", 9.5, al="r", fld=("contractNumber", no))
    fl.y = 80
    fl.h("CONSULTING AGREEMENT", 18, fld=("contractTitle", "CONSULTING AGREEMENT"), gap=12)
    fl.p(
        'This Consulting Agreement (the "Agreement") is made and entered into as of the '
        + dfmt(sign, "ordday")
        + ' (the "Effective Date") by and between the parties identified below.',
        fld=[("signDate", sign)],
    )
    y = fl.y + 14
    for x, role, name, lines, fld in [
        (
            64,
            "CLIENT",
            pa,
            ["a British Columbia company", "1900 - 1055 West Georgia Street", "Vancouver, BC V6E 3P3"],
            "partyA",
        ),
        (
            320,
            "CONSULTANT",
            pb,
            ["an individual residing at", "87 Larch Crescent", "North Vancouver, BC V7L 2X5"],
            "partyB",
        ),
    ]:
        pg.rect(x - 6, y - 12, x + 230, y + 62, 0.6)
        pg.t(x, y, role, "hebo", 8.5, GREY)
        pg.t(x, y + 15, name, "tibo", 11, fld=(fld, name))
        for i, ln in enumerate(lines):
            pg.t(x, y + 29 + 11 * i, ln, "tiro", 9.5)
    fl.y = y + 70
    fl.p("RECITALS", after=2)
    fl.p(
        "WHEREAS, Client operates a freight forwarding and warehousing "
        "business and wishes to modernise its customs brokerage workflow; and "
        "WHEREAS, Consultant has expertise in trade compliance systems and is "
        "willing to provide services on the terms set out below;"
    )
    fl.p(
        "NOW, THEREFORE, in consideration of the mutual covenants contained "
        "herein, the parties agree as follows:"
    )
    sec(
        fl,
        "1. Services",
        (
            "Consultant shall perform the services described in Exhibit A (the "
            '"Services"), including a review of Client\'s customs entry process, '
            "vendor selection support and the preparation of an implementation "
            "roadmap."
        ),
    )
    sec(
        fl,
        "2. Term",
        (
            "This Agreement commences on the Effective Date and continues for six "
            "(6) months unless terminated earlier in accordance with Section 8."
        ),
    )
    monthly, total = dec("12000"), dec("72000")
    s.sum("6 x monthly fee", [monthly] * 6, total)
    sec(
        fl,
        "3. Compensation",
        [
            "3.1 Client shall pay Consultant a fee of USD "
            + money(monthly)
            + (
                " per month, invoiced at the end of each calendar month and payable "
                "within fifteen (15) days of receipt."
            ),
            "3.2 The total fees payable under this Agreement shall not exceed USD "
            + money(total)
            + ' (the "Contract Price") without Client\'s prior written approval.',
        ],
    )
    fl.pg.fld("contractAmount", str(total), money(total))
    sec(
        fl,
        "4. Expenses",
        (
            "Client shall reimburse reasonable, pre-approved travel expenses "
            "incurred by Consultant in performing the Services, against receipts."
        ),
    )
    sec(
        fl,
        "5. Independent Contractor",
        (
            "Consultant is an independent contractor and nothing in this Agreement "
            "creates an employment, partnership or agency relationship. Consultant "
            "is responsible for all taxes on the fees received."
        ),
    )
    sec(
        fl,
        "6. Confidentiality",
        (
            "Consultant shall hold in confidence all non-public information of "
            "Client, including customer lists, rates and shipment data, and shall "
            "use it only to perform the Services. This obligation survives "
            "termination for three (3) years."
        ),
    )
    sec(
        fl,
        "7. Intellectual Property",
        (
            "All reports, roadmaps and other deliverables prepared for Client "
            "under this Agreement are works made for hire and shall be the sole "
            "property of Client upon payment."
        ),
    )
    sec(
        fl,
        "8. Termination",
        (
            "Either party may terminate this Agreement on thirty (30) days' "
            "written notice. Client may terminate immediately for material breach. "
            "Fees accrued to the termination date remain payable."
        ),
    )
    sec(fl, "9. Governing Law", EN_BOILER["law"], law="the Province of British Columbia", court="Vancouver")
    sec(fl, "10. Notices", EN_BOILER["notice"])
    sec(fl, "11. Entire Agreement", EN_BOILER["entire"])
    sec(fl, "12. Counterparts", EN_BOILER["counter"])
    fl.p("[Signature page follows]", al="c", indent=0)
    pg = fl.new_page()
    pg.t(
        64,
        96,
        "IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.",
        "tiro",
        11,
    )
    for x, who, rows in [
        (
            64,
            "HARBOURLINE LOGISTICS LTD.",
            [
                ("By:", ""),
                ("Name:", "Marcus Oyelaran"),
                ("Title:", "Chief Operating Officer"),
                ("Date:", dfmt(sign, "mdy")),
            ],
        ),
        (330, "CONSULTANT", [("Signature:", ""), ("Name:", pb), ("Date:", dfmt(sign, "mdy"))]),
    ]:
        pg.t(x, 150, who, "tibo", 10.5)
        yy = 190
        for lab, val in rows:
            pg.t(x, yy, lab, "tiro", 10.5)
            pg.line(x + 52, yy + 2, x + 210, yy + 2, 0.5)
            if val:
                pg.t(x + 56, yy, val, "tiro", 10.5)
            else:
                pg.sign(x + 60, yy - 2, 100, 24, key=who)
            yy += 30
    fl.new_page()
    fl.h("EXHIBIT A - SCOPE OF SERVICES", 13, gap=10)
    for item in [
        (
            "A1. Current-state review. Interview brokerage, warehouse and finance "
            "staff at the Vancouver and Calgary sites; map the customs entry "
            "process from shipment notice to duty payment; document pain points "
            "and error rates for the prior twelve months."
        ),
        (
            "A2. Requirements. Prepare a prioritised requirements catalogue for a "
            "trade compliance platform covering entry filing, classification, "
            "valuation, duty drawback and audit trail."
        ),
        (
            "A3. Vendor selection support. Prepare the request for proposal, "
            "assess up to four vendor responses against the requirements, attend "
            "demonstrations and reference calls, and provide a written "
            "recommendation."
        ),
        (
            "A4. Implementation roadmap. Deliver a phased roadmap with milestones, "
            "resourcing, risks and an indicative budget, and present it to "
            "Client's executive team."
        ),
        (
            "A5. Deliverables. Current-state report (month 2); requirements "
            "catalogue (month 3); vendor evaluation report (month 5); "
            "implementation roadmap (month 6)."
        ),
        (
            "A6. Out of scope. Software configuration, data migration and legal "
            "advice on customs matters are excluded and, if required, will be "
            "agreed in a separate statement of work."
        ),
    ]:
        fl.p(item, indent=0, after=6)
    fl.finish()
    return s


def spa(b: Builder, scan=None):
    s = b.seg("contract", "en_share_purchase")
    sign = "2023-09-30"
    pa, pb = "ALDERGROVE HOLDINGS LIMITED", "BRIGHTWATER CAPITAL PARTNERS LLP"
    co = "FENWICK PRECISION COMPONENTS LIMITED"
    fl = Flow(
        s,
        f="tiro",
        sz=11.5,
        scan=scan,
        footer=en_footer("HM/AH/2023/0912", "{i}", f="tiro", rule=False, skip_first=True),
        lead=1.6,
    )
    pg = fl.new_page()
    pg.t(70, 120, "DATED", "tibo", 12)
    pg.t(140, 120, dfmt(sign, "dmy"), "tiro", 12, fld=("signDate", sign))
    pg.t(70, 190, "(1)", "tibo", 12)
    pg.t(110, 190, pa, "tibo", 12, fld=("partyA", pa))
    pg.t(110, 206, "as Seller", "tiit", 11)
    pg.t(70, 240, "(2)", "tibo", 12)
    pg.t(110, 240, pb, "tibo", 12, fld=("partyB", pb))
    pg.t(110, 256, "as Buyer", "tiit", 11)
    pg.t(
        297,
        380,
        "S H A R E   P U R C H A S E   A G R E E M E N T",
        "tibo",
        17,
        al="c",
        fld=("contractTitle", "SHARE PURCHASE AGREEMENT"),
    )
    pg.t(297, 410, "relating to the entire issued share capital of", "tiro", 11, al="c")
    pg.t(297, 428, co, "tibo", 11.5, al="c")
    pg.rect(360, 700, 530, 760, 0.6)
    for i, ln in enumerate(["Hartley Moss LLP", "12 King Street", "Leeds LS1 2HL"]):
        pg.t(368, 716 + 14 * i, ln, "tiro", 10)
    fl.new_page()
    fl.p("THIS AGREEMENT is dated " + dfmt(sign, "dmy"), indent=0)
    fl.p("PARTIES", indent=0)
    fl.p(
        "(1) "
        + pa
        + (
            " incorporated and registered in England and Wales with company number "
            "04412876 whose registered office is at Aldergrove House, Kirkstall "
            "Road, Leeds LS4 2AZ (Seller)."
        ),
        indent=0,
    )
    fl.p(
        "(2) "
        + pb
        + (
            " a limited liability partnership registered in England and Wales with "
            "number OC398221 whose registered office is at 5 Wellington Place, "
            "Leeds LS1 4AP (Buyer)."
        ),
        indent=0,
    )
    fl.p("BACKGROUND", indent=0)
    fl.p(
        (
            "The Seller is the legal and beneficial owner of the Shares and has "
            "agreed to sell and the Buyer has agreed to buy the Shares on the "
            "terms and subject to the conditions of this agreement."
        ),
        indent=0,
    )
    sec(
        fl,
        "1. Interpretation",
        (
            "The definitions and rules of interpretation in this clause apply in "
            "this agreement. Business Day means a day other than a Saturday, "
            "Sunday or public holiday in England when banks in London are open for "
            "business. Company means "
        )
        + co
        + (
            ", details of which are set out in Schedule 1. Shares means the "
            "100,000 ordinary shares of GBP 1.00 each in the capital of the "
            "Company."
        ),
    )
    sec(
        fl,
        "2. Sale and purchase",
        (
            "On the terms of this agreement the Seller shall sell and the Buyer "
            "shall buy, with effect from Completion, the Shares with full title "
            "guarantee, free from all Encumbrances and with all rights attaching "
            "to them at Completion."
        ),
    )
    total, d1, d2 = dec("2750000"), dec("2200000"), dec("550000")
    s.sum("consideration", [d1, d2], total)
    sec(
        fl,
        "3. Consideration",
        [
            "3.1 The consideration for the Shares shall be \u00a3"
            + money(total)
            + " (the Consideration), payable as follows:",
            "(a) \u00a3" + money(d1) + " in cash on Completion; and",
            "(b) \u00a3"
            + money(d2)
            + " (the Deferred Consideration) on the first anniversary of Completion, subject to clause 6.",
        ],
    )
    fl.pg.fld("contractAmount", str(total), money(total))
    sec(
        fl,
        "4. Completion",
        (
            "Completion shall take place at the offices of the Buyer's solicitors "
            "immediately after signing of this agreement, when the Seller shall "
            "deliver the documents listed in clause 4.2 and the Buyer shall pay "
            "the cash element of the Consideration."
        ),
    )
    sec(
        fl,
        "5. Warranties",
        (
            "The Seller warrants to the Buyer that each Warranty is true, accurate "
            "and not misleading at the date of this agreement. The Seller's total "
            "liability for all claims shall not exceed the amount of the "
            "Consideration."
        ),
    )
    sec(
        fl,
        "6. Set-off",
        (
            "The Buyer may set off against the Deferred Consideration any amount "
            "agreed or determined to be due from the Seller in respect of a claim "
            "under this agreement."
        ),
    )
    sec(
        fl,
        "7. Restrictive covenants",
        (
            "The Seller shall not, for a period of two years after Completion, "
            "carry on or be interested in any business which competes with the "
            "business of the Company as carried on at Completion, nor solicit any "
            "customer or employee of the Company."
        ),
    )
    sec(
        fl,
        "8. Tax covenant",
        (
            "The Seller covenants to pay to the Buyer an amount equal to any "
            "Taxation falling on the Company in respect of any income, profits or "
            "gains earned, accrued or received on or before Completion, save to "
            "the extent provided for in the Accounts."
        ),
    )
    sec(
        fl,
        "9. Announcements and costs",
        (
            "No announcement concerning this agreement shall be made without the "
            "prior written approval of the other party. Each party shall pay its "
            "own costs incurred in connection with the negotiation, preparation "
            "and performance of this agreement."
        ),
    )
    sec(
        fl,
        "10. General",
        [EN_BOILER["entire"], EN_BOILER["notice"], EN_BOILER["counter"], EN_BOILER["law"]],
        law="England and Wales",
        court="England and Wales",
    )
    pg = fl.new_page()
    fl.h("Schedule 1  Particulars of the Company", 12, al="l", gap=8)
    rows = [
        ["Name", co],
        ["Company number", "05566120"],
        ["Registered office", "Unit 3, Ring Road, Seacroft, Leeds LS14 1NH"],
        ["Issued share capital", "100,000 ordinary shares of GBP 1.00 each"],
        ["Directors", "Alan Fenwick; Ruth Fenwick"],
        ["Secretary", "None"],
        ["Accounting reference date", "31 March"],
    ]
    fl.y = pg.table(fl.ml, fl.y, [160, 300], rows, "tiro", 10.5, 22, al="ll")
    pg = fl.new_page()
    pg.t(
        70, 100, "This agreement has been entered into on the date stated at the beginning of it.", "tiro", 11
    )
    y = 160
    for who, signer in [(pa, "Graham Aldergrove"), (pb, "Natasha Ivers")]:
        pg.t(70, y, "Executed as a deed by " + who, "tibo", 10.5)
        pg.t(70, y + 16, "acting by " + signer + ", a director / member, in the presence of:", "tiro", 10.5)
        pg.line(330, y + 50, 520, y + 50, 0.5)
        pg.sign(340, y + 48, 100, 26, key=signer)
        pg.t(330, y + 64, "Director / Member", "tiro", 9.5)
        pg.t(70, y + 64, "Witness signature, name and address", "tiit", 9.5, GREY)
        pg.sign(80, y + 98, 80, 20, key=signer + "w", c=(0.1, 0.1, 0.1))
        y += 150
    fl.finish()
    return s
