"""Stream s09: mixed inbox.

Email, notice, English MSA with a scanned signature page, invoices #1042/#1043, German invoice,
table of contents, power of attorney, ID copy with a text layer.
"""

from parties import P_LIU
from psfmt import money
from pslib import A4, BLUE, GREY, LETTER, RED
from tpl_cn import articles, heading, id_card
from tpl_en import inv_en


# ================================================================== s09 inbox
def s09(st):
    pr = "Pacific Rim Logistics Pte. Ltd."
    ml = "Maple Leaf Analytics Inc."
    ml_lines = [
        "1200 Bay Street, Suite 900, Toronto, ON M5R 2A5, Canada",
        "billing@mapleleaf-analytics.example.com  ·  BN 784512336",
    ]
    d = st.doc("other", "Email printout quoting two invoice numbers")
    pg = d.new_page(LETTER)
    hdrs = [
        ("From:", "Accounts Receivable <billing@mapleleaf-analytics.example.com>"),
        ("Sent:", "Friday, April 5, 2024 9:14 AM"),
        ("To:", "ap@pacificrim-logistics.example.sg"),
        ("Cc:", "Daniel Ong"),
        ("Subject:", "Invoices 1042 and 1043 - Analytics retainer"),
    ]
    y = 70
    pg.t(50, 50, "Outlook", 9, font="helv", color=GREY)
    for a, b in hdrs:
        pg.t(50, y, a, 10, font="hebo")
        pg.t(110, y, b, 10, font="helv")
        y += 15
    pg.line(50, y, 560, y, 0.5)
    y += 25
    for para in [
        "Hello Accounts Payable team,",
        "Please find attached invoice #1043 for the April retainer and out-of-pocket expenses. Our "
        "records show that invoice #1042 dated March 5, 2024 is still open; we would appreciate "
        "confirmation of the expected payment date.",
        "Both invoices are issued under the Master Services Agreement MSA-PRL-2024-02.",
        "Kind regards,",
        "Sophie Tremblay",
        "Billing Coordinator, Maple Leaf Analytics Inc.",
    ]:
        y = pg.para(50, y, 510, para, 10.5, font="helv", lead=1.4) + 8
    # notice (other)
    d = st.doc("other", "通知（办公地址变更）")
    pg = d.new_page(A4)
    pg.t(297, 80, "深圳市鹏远电子有限公司", 22, bold=True, align="c", color=RED)
    pg.line(60, 95, 535, 95, 2.0, RED)
    pg.t(297, 130, "关于办公地址变更的通知", 16, bold=True, align="c")
    pg.t(297, 152, "鹏远行〔2024〕12号", 10, align="c")
    y = articles(
        pg,
        190,
        [
            (None, "各合作单位、客户："),
            (
                None,
                "因业务发展需要，我司自2024年5月1日起迁至新址办公。新地址：深圳市南山区科技园中区科苑路15号科兴科学园"
                "B栋6楼。联系电话及开票信息不变。",
            ),
            (None, "自即日起，寄送至我司的合同、发票等文件请使用新地址。由此给您带来的不便，敬请谅解。"),
            (None, "特此通知。"),
        ],
    )
    pg.t(525, y + 40, "深圳市鹏远电子有限公司", 11, align="r")
    pg.t(525, y + 62, "二〇二四年四月二十二日", 11, align="r")
    pg.seal(470, y + 45, "深圳市鹏远电子有限公司", r=44)
    # MSA with schedule, 4 pages, signature page scanned
    d = st.doc(
        "contract", "English master services agreement with Schedule A (4 pp., signature page scanned)"
    )
    pg = d.new_page(LETTER)
    pg.t(306, 80, "MASTER SERVICES AGREEMENT", 18, font="hebo", align="c")
    d.f("contractTitle", "MASTER SERVICES AGREEMENT")
    meta = [
        ("Agreement No.:", "MSA-PRL-2024-02"),
        ("Effective Date:", "5 March 2024"),
        ("Party A (Client):", pr),
        ("Party B (Service Provider):", ml),
    ]
    for k, (a, b) in enumerate(meta):
        pg.t(72, 125 + k * 18, a, 10.5, font="hebo")
        pg.t(245, 125 + k * 18, b, 10.5, font="helv")
    d.f("contractNumber", "MSA-PRL-2024-02")
    d.f("partyA", pr)
    d.f("partyB", ml)
    d.f("signDate", "2024-03-05")
    y = 215
    for h, t in [
        (
            "1. Services.",
            "Party B shall provide data analytics services as described in each Statement of "
            "Work. The initial Statement of Work is attached as Schedule A.",
        ),
        (
            "2. Fees.",
            "Party A shall pay Party B a total fee of USD 84,000.00 for the initial term, invoiced "
            "monthly in arrears at USD 7,000.00 per month, plus reasonable pre-approved expenses.",
        ),
        (
            "3. Term.",
            "This Agreement commences on the Effective Date and continues for twelve (12) months "
            "unless terminated earlier in accordance with Section 9.",
        ),
        (
            "4. Invoicing and Payment.",
            "Invoices are payable within thirty (30) days of receipt. Late "
            "payments bear interest at 1% per month.",
        ),
    ]:
        y = pg.para(72, y, 468, f"{h} {t}", 10.5, font="helv", lead=1.45) + 8
    d.f("contractAmount", "84000.00")
    pg = d.new_page(LETTER)
    y = 80
    for h, t in [
        (
            "5. Confidentiality.",
            "Each party shall keep confidential all non-public information received "
            "from the other party and use it only for the purposes of this Agreement.",
        ),
        (
            "6. Data Protection.",
            "Party B shall process personal data only on documented instructions from "
            "Party A and in compliance with the Personal Data Protection Act 2012 of Singapore.",
        ),
        (
            "7. Intellectual Property.",
            "Deliverables become the property of Party A upon full payment; Party B "
            "retains its pre-existing tools and know-how.",
        ),
        (
            "8. Liability.",
            "Each party's aggregate liability is limited to the fees paid in the twelve months "
            "preceding the claim.",
        ),
        ("9. Termination.", "Either party may terminate this Agreement on sixty (60) days' written notice."),
        ("10. Governing Law.", "This Agreement is governed by the laws of Singapore."),
    ]:
        y = pg.para(72, y, 468, f"{h} {t}", 10.5, font="helv", lead=1.45) + 8
    pg = d.new_page(LETTER, scan=dict(gray=True))
    pg.t(
        72,
        90,
        "IN WITNESS WHEREOF the parties have signed this Agreement on the dates below.",
        10.5,
        font="helv",
    )
    for k, (nm, who, sig) in enumerate(
        [(pr, "Daniel Ong, Director", "D. Ong"), (ml, "Sophie Lambert, CEO", "S. Lambert")]
    ):
        x = 72 + k * 250
        pg.t(x, 140, ["PARTY A", "PARTY B"][k], 11, font="hebo")
        pg.t(x, 156, nm, 9.5, font="helv", maxw=230)
        pg.t(x + 10, 205, sig, 20, font="tiit", color=BLUE)
        pg.line(x, 212, x + 200, 212, 0.5)
        pg.t(x, 226, who, 9.5, font="helv")
        pg.t(x, 242, "Date: 5 March 2024", 9.5, font="helv")
    pg = d.new_page(LETTER)
    pg.t(306, 80, "SCHEDULE A - STATEMENT OF WORK No. 1", 14, font="hebo", align="c")
    rows = [
        ["Workstream", "Deliverable", "Timing"],
        ["Fleet telemetry", "Data pipeline from 420 trucks to cloud warehouse", "Mar - Apr 2024"],
        ["Route analytics", "Weekly route-efficiency dashboard", "Apr - Jun 2024"],
        ["Forecasting", "Container volume forecast model (12-week horizon)", "May - Aug 2024"],
        ["Support", "Monthly model review and retraining", "Sep 2024 - Feb 2025"],
    ]
    pg.table(
        72,
        110,
        [110, 250, 108],
        rows,
        size=9.5,
        rh=24,
        font="helv",
        bold_font="hebo",
        hfill=(0.9, 0.92, 0.95),
    )
    pg.t(
        72,
        260,
        "Monthly retainer: USD 7,000.00. Expenses above USD 500 per month require written approval.",
        10,
        font="helv",
    )
    # two invoices in a row from the same vendor
    for no, dt, dstr, its in [
        (
            "1042",
            "2024-03-05",
            "March 5, 2024",
            [("Analytics retainer - March 2024 (MSA-PRL-2024-02)", 1, "7000.00")],
        ),
        (
            "1043",
            "2024-04-05",
            "April 5, 2024",
            [
                ("Analytics retainer - April 2024 (MSA-PRL-2024-02)", 1, "7000.00"),
                ("Travel expenses - Singapore workshop, 18-20 Mar", 1, "1350.40"),
                ("Cloud compute pass-through (AWS, March)", 1, "412.75"),
            ],
        ),
    ]:
        d = st.doc(
            "invoice",
            f"Invoice #{no}, same vendor and buyer" + (" (second in a row)" if no == "1043" else ""),
        )
        inv_en(
            d,
            ml,
            ml_lines,
            "INVOICE",
            "Invoice #",
            no,
            "Date:",
            dstr,
            dt,
            "BILL TO",
            pr,
            ["10 Pasir Panjang Road, #12-01", "Mapletree Business City, Singapore 117438"],
            its,
            cur="USD",
            total_label="Amount Due",
            font="helv",
            bold="hebo",
            accent=(0.65, 0.12, 0.12),
            extra_meta=["Terms: Net 30", "Due: " + ("April 4, 2024" if no == "1042" else "May 5, 2024")],
            footer=[
                "Wire transfer: Royal Bank of Canada, SWIFT ROYCCAT2, account 01234-5678901.",
                "Services exported - no Canadian sales tax charged.",
            ],
        )
    # German vendor invoice with European number format
    d = st.doc("invoice", "Rechnung / Invoice, European number format (13 296,00), VAT 0%")
    inv_en(
        d,
        "Northwind Components GmbH",
        ["Speicherstrasse 14 · 20457 Hamburg · Germany", "USt-IdNr. DE318402277 · HRB 148822 Hamburg"],
        "RECHNUNG / INVOICE",
        "Rechnungs-Nr. / No.:",
        "RE-2024-10388",
        "Datum / Date:",
        "12.04.2024",
        "2024-04-12",
        "Rechnungsempfänger / Bill to",
        pr,
        ["10 Pasir Panjang Road, #12-01", "Singapore 117438"],
        [
            ("Sensor-Gateway NW-G4 (IP67)", 24, "389.00"),
            ("Montagesatz / mounting kit", 24, "42.50"),
            ("Inbetriebnahme vor Ort / on-site commissioning", 3, "980.00"),
        ],
        tax_label="USt. 0% (Ausfuhr) / VAT 0%",
        tax_rate="0",
        cur="EUR",
        total_label="Gesamtbetrag / Total",
        fmt=lambda v: money(v, " ", ","),
        accent=(0.1, 0.35, 0.3),
        footer=[
            "Steuerfreie Ausfuhrlieferung gem. § 4 Nr. 1a UStG.",
            "Zahlbar innerhalb 30 Tagen ohne Abzug.",
        ],
    )
    # table of contents (other)
    d = st.doc("other", "目录页")
    pg = d.new_page(A4)
    pg.t(297, 100, "目　录", 22, bold=True, align="c")
    y = 160
    for t, p in [
        ("一、授权委托书", "1"),
        ("二、被授权人身份证复印件", "2"),
        ("三、营业执照副本复印件", "3"),
        ("四、投标报价一览表", "4"),
        ("五、技术响应表", "5-12"),
        ("六、售后服务承诺书", "13"),
        ("七、类似项目业绩证明（合同及发票复印件）", "14-30"),
    ]:
        pg.t(90, y, t, 12)
        w = pg.tw(t, 12)
        pg.t(90 + w + 6, y, "." * int((400 - w) / 3.2), 12, font="helv", color=GREY)
        pg.t(505, y, p, 12, align="r")
        y += 32
    # power of attorney (other, scanned)
    d = st.doc("other", "授权委托书（扫描），含被授权人身份证号", scan=dict(gray=True))
    pg = d.new_page(A4)
    heading(pg, "法定代表人授权委托书", 90, 19)
    y = articles(
        pg,
        150,
        [
            (None, "致：深圳市公共资源交易中心"),
            (
                None,
                f"本授权委托书声明：我梁永康系深圳市鹏远电子有限公司的法定代表人，现授权委托刘建华（身份证号码：{P_LIU['id']}）"
                "为我公司的合法代理人，以本公司名义参加“南山区智慧园区物联网设备采购项目”（项目编号：SZNS-2024-0517）的投标活动。",
            ),
            (
                None,
                "代理人在开标、评标、合同谈判过程中所签署的一切文件和处理与之有关的一切事务，我均予以承认。代理人无转委托权。",
            ),
            (None, "授权期限：自2024年5月6日至2024年8月6日。"),
        ],
    )
    pg.t(70, y + 40, "法定代表人（签字）：", 11)
    pg.t(200, y + 42, "梁永康", 16, color=BLUE)
    pg.t(70, y + 75, "被授权人（签字）：", 11)
    pg.t(200, y + 77, "刘建华", 16, color=BLUE)
    pg.t(70, y + 110, "单位（盖章）：深圳市鹏远电子有限公司", 11)
    pg.seal(260, y + 110, "深圳市鹏远电子有限公司", r=44)
    pg.t(70, y + 145, "日期：2024年5月6日", 11)
    # ID card, digital text layer, side by side
    d = st.doc("id_card", "被授权人身份证复印件（数字页，有文字层，左右并排）")
    id_card(d, P_LIU, "side", header="被授权人身份证复印件（正反面）")
