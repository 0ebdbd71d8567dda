"""Stream s06: Hong Kong / Singapore mix.

Traditional-Chinese service agreement, HK and SG invoices, statement of account, letter, quotation.
"""

from psfmt import dec2, money
from pslib import A4, BLUE, GREY, LETTER
from tpl_cn import articles, heading
from tpl_en import NAVY, inv_en


# ================================================================== s06
def s06(st):
    hx = "香港灣仔恒信顧問有限公司"
    kb_cn = "九龍灣設計工作室有限公司"
    kb = "Kowloon Bay Design Studio Limited"
    # traditional Chinese service agreement, 2 pages
    d = st.doc("contract", "服務協議（繁體，2頁）")
    pg = d.new_page(A4)
    heading(pg, "服 務 協 議", 85, 22)
    d.f("contractTitle", "服務協議")
    pg.t(525, 120, "協議編號：HKSA-2024-031", 10, align="r")
    d.f("contractNumber", "HKSA-2024-031")
    pg.t(70, 160, f"甲方（委託方）：{hx}", 11)
    pg.t(70, 180, "地址：香港灣仔告士打道138號聯合鹿島大廈18樓", 10, color=GREY)
    pg.t(70, 210, f"乙方（服務方）：{kb_cn}", 11)
    pg.t(70, 230, "地址：九龍九龍灣宏照道33號國際交易中心11樓1105室", 10, color=GREY)
    d.f("partyA", hx)
    d.f("partyB", kb_cn)
    articles(
        pg,
        270,
        [
            (None, "甲乙雙方經友好協商，就甲方委託乙方提供企業品牌形象設計服務事宜，達成協議如下："),
            (
                "第一條　服務內容",
                "乙方為甲方提供企業標誌重新設計、品牌視覺識別手冊、年報版式設計及官方網站首頁視覺設計。",
            ),
            ("第二條　服務期限", "自本協議簽署之日起至2024年6月30日止。"),
            (
                "第三條　服務費用",
                "本協議服務費用總額為港幣叁萬捌仟伍佰元正（HK$38,500.00），甲方應於簽署本協議後七日內支付50%，"
                "餘款於全部設計成果交付並經甲方確認後七日內付清。",
            ),
            ("第四條　知識產權", "甲方付清全部服務費用後，設計成果的著作權歸甲方所有。"),
        ],
    )
    d.f("contractAmount", "38500.00")
    pg = d.new_page(A4)
    y = articles(
        pg,
        80,
        [
            ("第五條　保密", "雙方對在履行本協議過程中知悉的對方商業資料負有保密義務。"),
            ("第六條　適用法律", "本協議受香港特別行政區法律管轄，雙方同意接受香港法院的非專屬管轄。"),
            ("第七條　其他", "本協議一式兩份，雙方各執一份，自雙方簽署之日起生效。"),
        ],
    )
    pg.t(70, y + 40, "甲方（蓋章）：", 11)
    pg.t(70, y + 62, hx, 11)
    pg.t(320, y + 40, "乙方（蓋章）：", 11)
    pg.t(320, y + 62, kb_cn, 11)
    pg.seal(160, y + 60, hx, r=42)
    pg.seal(410, y + 60, kb_cn, r=42)
    pg.t(70, y + 120, "簽署日期：2024年2月26日", 11)
    pg.t(320, y + 120, "簽署日期：2024年2月26日", 11)
    d.f("signDate", "2024-02-26")
    # HK invoice, bilingual labels, scanned colour
    d = st.doc("invoice", "香港發票 INVOICE（英文公司名、繁體買方，扫描彩色）", scan=dict(gray=False))
    inv_en(
        d,
        kb,
        [
            "Unit 1105, 11/F, International Trade Centre, 33 Wang Chiu Road, Kowloon Bay, Hong Kong",
            "Tel +852 2756 3012  ·  BR No. 61739025",
        ],
        "INVOICE",
        "Invoice No. 發票編號:",
        "KBD-2403-017",
        "Date 日期:",
        "05/03/2024",
        "2024-03-05",
        "Bill To 客戶:",
        hx,
        ["香港灣仔告士打道138號聯合鹿島大廈18樓"],
        [
            ("Brand identity redesign - logo and guidelines (50% deposit)", 1, "12500.00"),
            ("Annual report layout design (50% deposit)", 1, "4500.00"),
            ("Website homepage visual design (50% deposit)", 1, "2250.00"),
        ],
        cur="HK$",
        total_label="Total 總額",
        cjk_labels={
            "title": "發票",
            "hdr": ["#", "Description 項目", "Qty 數量", "Unit Price 單價", "Amount 金額 (HK$)"],
        },
        footer=[
            'Payment by cheque payable to "Kowloon Bay Design Studio Limited" or bank transfer:',
            "HSBC Hong Kong  A/C 023-718294-838   Ref: HKSA-2024-031",
            "本發票須於發票日期起十四天內付款。",
        ],
    )
    # Singapore tax invoice, 2 pages
    ev = "Evergreen Office Supplies Pte. Ltd."
    pr = "Pacific Rim Logistics Pte. Ltd."
    items = [
        ("A4 copy paper 80gsm (box of 5 reams)", 40, "24.90"),
        ("A3 copy paper 80gsm (ream)", 10, "11.50"),
        ("Ballpoint pen, blue (box of 50)", 6, "18.00"),
        ("Gel pen 0.5mm, black (box of 12)", 10, "9.80"),
        ("Whiteboard marker set (4 colours)", 15, "6.40"),
        ("Highlighter assorted (pack of 6)", 12, "5.90"),
        ("Lever arch file A4 75mm", 60, "3.20"),
        ("Document tray, 3 tier", 8, "22.50"),
        ("Stapler heavy duty", 4, "36.00"),
        ("Staples 26/6 (box of 5000)", 20, "2.10"),
        ("Sticky notes 3x3 (pack of 12)", 18, "7.60"),
        ("Envelope C4 window (box of 250)", 6, "38.00"),
        ("Toner HP 58A compatible", 12, "68.00"),
        ("Toner Brother TN-2480", 6, "54.00"),
        ("Laminating pouches A4 (100)", 5, "16.50"),
        ("Paper shredder cross-cut 12L", 2, "189.00"),
        ("Desk organiser mesh", 10, "12.90"),
        ("Label tape 12mm black on white", 12, "14.20"),
        ("Cable ties 200mm (pack of 100)", 10, "4.50"),
        ("Hand sanitiser 500ml", 24, "5.60"),
        ("Tissue box 2-ply (case of 30)", 4, "31.00"),
        ("Delivery and handling", 1, "35.00"),
    ]
    d = st.doc("invoice", "Singapore tax invoice with GST, 2 pages, Bill To / Ship To")
    sgt = inv_en(
        d,
        ev,
        [
            "21 Ubi Road 1, #04-18 Kampong Ubi Industrial Estate, Singapore 408724",
            "GST Reg. No.: 201812345K  ·  UEN 201812345K",
        ],
        "TAX INVOICE",
        "Invoice No.:",
        "EOS-INV-24-00381",
        "Invoice Date:",
        "5 March 2024",
        "2024-03-05",
        "BILL TO",
        pr,
        ["10 Pasir Panjang Road, #12-01 Mapletree Business City", "Singapore 117438"],
        items,
        ship=[
            "SHIP TO",
            "Pacific Rim Logistics - Tuas Warehouse",
            "31 Tuas Avenue 11",
            "Singapore 639105  Attn: Ms Tan",
        ],
        tax_label="GST 9%",
        tax_rate="0.09",
        cur="S$",
        total_label="Total Amount Payable",
        per_page=14,
        extra_meta=["Terms: 30 days", "Your PO: PRL-PO-2402-115"],
        footer=[
            "Please make payment to DBS Bank Ltd, A/C 072-901234-5, quoting the invoice number.",
            "Goods sold are not returnable after 7 days.",
        ],
    )
    # statement of account (other)
    d = st.doc("other", "Statement of account listing several invoice numbers")
    pg = d.new_page(A4)
    pg.t(50, 60, ev, 15, font="hebo", color=NAVY)
    pg.t(545, 60, "STATEMENT OF ACCOUNT", 15, font="hebo", align="r")
    pg.t(50, 95, f"Customer: {pr}", 10, font="helv")
    pg.t(50, 110, "Statement date: 31 March 2024      Account: C-00872", 10, font="helv")
    b1 = dec2("1284.60") + sgt
    b2 = b1 - dec2("1284.60")
    b3 = b2 + dec2("412.02")
    b4 = b3 - dec2("148.24")
    rows = [
        ["Date", "Reference", "Description", "Debit", "Credit", "Balance"],
        ["01/03/2024", "B/F", "Balance brought forward", "", "", "1,284.60"],
        ["05/03/2024", "EOS-INV-24-00381", "Tax invoice", money(sgt), "", money(b1)],
        ["12/03/2024", "RCPT-24-0211", "Payment received - thank you", "", "1,284.60", money(b2)],
        ["19/03/2024", "EOS-INV-24-00417", "Tax invoice", "412.02", "", money(b3)],
        ["26/03/2024", "EOS-CN-24-0009", "Credit note - damaged toner", "", "148.24", money(b4)],
    ]
    y = pg.table(
        50,
        130,
        [65, 105, 160, 55, 55, 55],
        rows,
        size=8.5,
        rh=20,
        font="helv",
        bold_font="hebo",
        aligns=["l", "l", "l", "r", "r", "r"],
        hfill=(0.9, 0.92, 0.95),
    )
    rows = [
        ["Current", "30 days", "60 days", "90+ days", "Amount Due"],
        [money(b4), "0.00", "0.00", "0.00", f"S$ {money(b4)}"],
    ]
    pg.table(
        50,
        y + 30,
        [95, 95, 95, 95, 115],
        rows,
        size=9,
        rh=20,
        font="helv",
        bold_font="hebo",
        aligns=["r"] * 5,
    )
    # english letter (other)
    d = st.doc("other", "Business letter (English)")
    pg = d.new_page(LETTER)
    pg.t(72, 70, pr, 14, font="tibo")
    pg.t(72, 86, "10 Pasir Panjang Road, #12-01, Singapore 117438", 9, font="tiro", color=GREY)
    y = 140
    for ln in [
        "8 March 2024",
        "",
        "Evergreen Office Supplies Pte. Ltd.",
        "21 Ubi Road 1, #04-18",
        "Singapore 408724",
        "",
        "Attention: Accounts Receivable",
        "",
        "Re: Delivery of 6 March 2024 under PO PRL-PO-2402-115",
        "",
    ]:
        pg.t(72, y, ln, 11, font="tibo" if ln.startswith("Re:") else "tiro")
        y += 15
    for para in [
        "Dear Sir or Madam,",
        "We acknowledge receipt of the goods delivered to our Tuas warehouse on 6 March 2024. Two "
        "cartons of toner (HP 58A compatible) were found damaged on arrival and have been set aside "
        "for collection.",
        "We kindly ask you to issue a credit note for the damaged items and to arrange replacement "
        "with your next delivery. The remaining items have been accepted and your invoice will be "
        "processed in accordance with our 30-day payment terms.",
        "Thank you for your prompt attention to this matter.",
        "Yours faithfully,",
    ]:
        y = pg.para(72, y, 468, para, 11, font="tiro", lead=1.4) + 8
    pg.t(80, y + 30, "Tan Mei Ling", 18, font="tiit", color=BLUE)
    pg.t(72, y + 50, "Tan Mei Ling, Procurement Manager", 11, font="tiro")
    # quotation (other, scanned)
    d = st.doc("other", "Quotation 報價單 (English/traditional, scanned)", scan=dict(gray=True))
    pg = d.new_page(A4)
    pg.t(297, 60, kb, 15, font="hebo", align="c")
    pg.t(297, 82, "QUOTATION  報價單", 14, align="c", bold=True)
    pg.t(50, 120, f"To 致: {hx}", 10)
    pg.t(
        50,
        136,
        "Quotation No. 報價編號: KBD-Q-2404-006     Date 日期: 02/04/2024     Valid 有效期: 30 days",
        9.5,
    )
    rows = [
        ["Item 項目", "Description 內容", "Amount 金額 (HK$)"],
        ["1", "Exhibition booth graphics (3m x 6m) 展位設計", "16,800.00"],
        ["2", "Roll-up banners x 4 易拉架設計", "3,200.00"],
        ["3", "Printing management 印刷跟進", "2,500.00"],
        ["", "Total 合計", "22,500.00"],
    ]
    y = pg.table(50, 160, [70, 300, 125], rows, size=10, rh=26, aligns=["c", "l", "r"], hfill=(0.9, 0.9, 0.9))
    pg.t(50, y + 30, "This quotation is not an invoice. 本報價單並非發票。", 10)
    pg.t(50, y + 60, "Accepted by 客戶確認: ____________________", 10)
