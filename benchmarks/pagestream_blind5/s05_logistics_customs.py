"""Stream s05_logistics_customs: 出口货代单票文件（中英文）."""

from __future__ import annotations

from docs_contract import parties_preamble, sign_two_col
from docs_fapiao import efapiao
from docs_invoice_en import commercial_invoice, credit_note
from docs_misc import kv_grid
from flow import Flow
from psformat import dec, money
from pslib import GRAY, NAVY
from psstream import Stream

ORIENT = dict(
    name="Ningbo Orient Homeware Co., Ltd.",
    addr="No. 88 Xingye Road, Beilun District, Ningbo 315800, China",
    contact="Tel: +86-574-8683 1200   Fax: +86-574-8683 1201   sales@orienthomeware.cn",
)
NORDIC = dict(name="Nordic Living Supplies AB", addr="Hamngatan 12, 411 14 Goeteborg, Sweden")
HAIXING = dict(
    name="宁波海星国际货运代理有限公司",
    tax="91330206MA2GQ4LX8D",
    addr="Room 1203, Ningbo Shipping Center, Ningbo, China",
)
ORIENT_CN = dict(name="宁波东方家居用品有限公司", tax="91330206MA2AH7UX5B")


def s05():
    st = Stream("s05_logistics_customs", 505, "出口货代单票文件（中英文）")
    items = [
        ("Stainless steel mixing bowl set 3pcs", 1200, "SETS", "6.85"),
        ("Silicone kitchen utensil set 6pcs", 1500, "SETS", "4.20"),
        ("Bamboo cutting board 38x28cm", 2000, "PCS", "3.15"),
        ("Glass food container 1000ml w/ lid", 3000, "PCS", "1.92"),
        ("Glass food container 640ml w/ lid", 3000, "PCS", "1.48"),
        ("Enamel casserole 24cm, red", 600, "PCS", "11.60"),
        ("Enamel casserole 20cm, blue", 600, "PCS", "9.80"),
        ("Cast iron skillet 26cm", 800, "PCS", "7.45"),
        ("Ceramic dinner plate 27cm, white", 4800, "PCS", "1.06"),
        ("Ceramic soup bowl 16cm, white", 4800, "PCS", "0.78"),
        ("Stoneware mug 350ml, assorted", 3600, "PCS", "0.95"),
        ("Cutlery set 24pcs, gift box", 900, "SETS", "8.30"),
        ("Kitchen towel 50x70cm, 3pk", 2400, "PACKS", "1.35"),
        ("Oven mitt pair, silicone", 1500, "PAIRS", "1.62"),
        ("Salt & pepper mill set, wood", 1000, "SETS", "3.90"),
        ("Spice rack 12 jars, bamboo", 500, "SETS", "9.75"),
        ("Dish drying rack, 2-tier", 700, "PCS", "6.20"),
        ("Tea towel holder, stainless", 1000, "PCS", "1.10"),
    ]
    st.begin("invoice", "COMMERCIAL INVOICE")
    commercial_invoice(
        st,
        no="OHW-EX240319",
        date="2024-03-19",
        seller=ORIENT,
        buyer=NORDIC,
        items=items,
        contract_no="NLS-PO-24-0117",
        terms="FOB NINGBO",
        vessel="MSC TESSA / 411W",
        pod="GOTHENBURG, SWEDEN",
        marks="NLS/GBG",
        per_page=12,
    )
    st.end()
    st.begin("other", "PACKING LIST（引用发票号）")
    p = st.page()
    pw = p.W
    p.text(pw / 2, 52, ORIENT["name"].upper(), 15, "hebo", NAVY, align="c")
    p.text(pw / 2, 67, ORIENT["addr"], 8.5, "helv", GRAY, align="c")
    p.line(50, 80, pw - 50, 80, width=1.2, color=NAVY)
    p.text(pw / 2, 108, "PACKING LIST", 16, "hebo", align="c")
    kv_grid(
        p,
        50,
        135,
        [
            ("Invoice No.:", "OHW-EX240319"),
            ("Date:", "19-Mar-2024"),
            ("To:", NORDIC["name"]),
            ("Container:", "MSCU 7312046 / 40'HQ"),
            ("Seal No.:", "FX2071563"),
            ("B/L No.:", "MEDUNB412937"),
        ],
        cols=2,
        colw=250,
        lead=16,
        size=9,
        font="helv",
    )
    rows = [["C/No.", "Description", "Qty", "CTNS", "N.W.(KG)", "G.W.(KG)", "CBM"]]
    cno = 1
    tc = tn = tg = 0
    for d_, q, u, _ in items:
        ct = max(1, q // 100)
        nw, gw = ct * 9, ct * 10
        rows.append([f"{cno}-{cno + ct - 1}", d_, f"{q} {u}", str(ct), str(nw), str(gw), f"{ct * 0.064:.2f}"])
        cno += ct
        tc, tn, tg = tc + ct, tn + nw, tg + gw
    rows.append(["", "TOTAL", "", str(tc), str(tn), str(tg), f"{tc * 0.064:.2f}"])
    p.table(
        50,
        190,
        [52, 200, 70, 40, 55, 55, pw - 100 - 472],
        rows,
        rh=17,
        size=8,
        font="helv",
        aligns=["c", "l", "r", "r", "r", "r", "r"],
        bold_rows=(0, len(rows) - 1),
    )
    p.text(50, 760, f"TOTAL PACKED IN {tc} CARTONS ONLY.", 9, "hebo")
    st.end()
    st.begin("other", "BILL OF LADING（扫描）")
    p = st.page(scan={"skew": 0.9, "gray": True})
    pw = p.W
    p.text(pw - 50, 50, "BILL OF LADING", 16, "hebo", align="r")
    p.text(pw - 50, 64, "FOR PORT-TO-PORT OR COMBINED TRANSPORT", 7, "helv", align="r")
    p.text(pw - 50, 90, "B/L No. MEDUNB412937", 11, "hebo", align="r")
    boxes = [
        ("Shipper", ORIENT["name"] + "\n" + ORIENT["addr"]),
        ("Consignee", "TO ORDER OF SKANDINAVISKA ENSKILDA BANKEN"),
        ("Notify Party", NORDIC["name"] + "\n" + NORDIC["addr"]),
        ("Vessel / Voyage", "MSC TESSA  411W"),
        ("Port of Loading", "NINGBO, CHINA"),
        ("Port of Discharge", "GOTHENBURG, SWEDEN"),
    ]
    y = 110
    for lab, val in boxes:
        p.rect(40, y, 330, y + 52, width=0.6)
        p.text(44, y + 10, lab, 7, "helv", GRAY)
        for k, ln in enumerate(val.split("\n")):
            p.text(46, y + 24 + k * 11, ln, 8.5, "helv")
        y += 52
    p.rect(340, 110, pw - 40, 266, width=0.6)
    p.text(350, 140, "MSC", 40, "hebo", (0.5, 0.45, 0.2))
    p.text(350, 170, "Mediterranean Shipping Company S.A.", 9, "helv")
    rows = [
        ["Marks & Nos", "No. of Pkgs", "Description of Goods", "Gross Weight", "Measurement"],
        [
            "NLS/GBG C/NO.1-UP",
            "284 CTNS",
            "HOUSEHOLD KITCHENWARE\nAS PER INVOICE OHW-EX240319",
            "2,840 KGS",
            "18.18 CBM",
        ],
        ["MSCU7312046 / FX2071563 / 40HQ", "", "SHIPPER'S LOAD, COUNT AND SEAL", "", ""],
        ["", "", "FREIGHT COLLECT", "", ""],
        ["", "", "CLEAN ON BOARD  21 MAR 2024", "", ""],
    ]
    p.table(40, 430, [120, 70, 190, 70, pw - 80 - 450], rows, rh=[18, 40, 30, 30, 30], size=8, font="helv")
    p.text(40, 640, "Place and date of issue: NINGBO  21-MAR-2024", 9, "helv")
    p.text(40, 658, "Number of original B(s)/L: THREE (3)", 9, "helv")
    p.text(pw - 60, 700, "Signed as agent for the carrier MSC", 9, "helv", align="r")
    p.signature(pw - 200, 740, 90, seed=51)
    st.end()
    st.begin("other", "出口货物报关单（扫描）")
    p = st.page(scan={"skew": -0.5})
    pw = p.W
    p.text(pw / 2, 60, "中华人民共和国海关出口货物报关单", 16, align="c", bold=True)
    p.text(50, 86, "预录入编号：310120240001873654", 8.5)
    p.text(pw / 2, 86, "海关编号：310120240516623987", 8.5, align="c")
    p.text(pw - 50, 86, "页码/页数：1/1", 8.5, align="r")
    rows = [
        [
            "境内发货人\n" + ORIENT_CN["name"],
            "出境关别\n北仑海关",
            "出口日期\n20240321",
            "申报日期\n20240320",
        ],
        [
            "境外收货人\nNORDIC LIVING SUPPLIES AB",
            "运输方式\n水路运输",
            "运输工具名称及航次号\nMSC TESSA/411W",
            "提运单号\nMEDUNB412937",
        ],
        ["生产销售单位\n" + ORIENT_CN["name"], "监管方式\n一般贸易", "征免性质\n一般征税", "许可证号\n "],
        [
            "合同协议号\nNLS-PO-24-0117",
            "贸易国（地区）\n瑞典",
            "运抵国（地区）\n瑞典",
            "指运港\n哥德堡（瑞典）",
        ],
        ["包装种类\n纸制或纤维板制盒/箱", "件数\n284", "毛重（千克）\n2840", "成交方式\nFOB"],
    ]
    y = 100
    for r in rows:
        x = 40
        for cell in r:
            w = (pw - 80) / 4
            p.rect(x, y, x + w, y + 34, width=0.5)
            a, b = cell.split("\n")
            p.text(x + 3, y + 11, a, 7, color=GRAY)
            p.text(x + 3, y + 27, b, p.fit(b, w - 6, 8.5))
            x += w
        y += 34
    grows = [
        ["项号", "商品编号", "商品名称及规格型号", "数量及单位", "单价/总价/币制", "原产国", "最终目的国"]
    ]
    for k, (d_, q, u, pr) in enumerate(items[:8], 1):
        grows.append(
            [
                str(k),
                f"7323{930000 + k * 17:06d}"[:10],
                d_[:30],
                f"{q}{u.lower()}",
                f"{pr}/{money(dec(q) * dec(pr), False)}/美元",
                "中国",
                "瑞典",
            ]
        )
    grows.append(["", "", "（余项详见续页/随附清单）", "", "", "", ""])
    p.table(
        40,
        y + 10,
        [26, 66, 170, 60, 90, 40, pw - 80 - 452],
        grows,
        rh=22,
        size=7.5,
        aligns=["c", "l", "l", "r", "r", "c", "c"],
    )
    p.text(40, 700, "报关人员：陈静    报关人员证号：31208866    申报单位：宁波海星国际货运代理有限公司", 8.5)
    p.text(40, 720, "兹申明对以上内容承担如实申报、依法纳税之法律责任", 8.5)
    p.seal(pw - 130, 715, "宁波海星国际货运代理有限公司", r=34, inner="报关专用章")
    st.end()
    st.begin("contract", "国际货运代理协议（中英双语）")
    fl = Flow(st, footer="en", size=9.5, lead=1.65)
    fl.title("国际货物运输代理协议", 17, after=2)
    fl.title("International Freight Forwarding Agreement", 12, font="helv", bold=True, after=10)
    fl.p.text(fl.ml + fl.width, fl.y, "协议编号 Agreement No.: HX-FA-2024-0052", 9.5, align="r")
    fl.y += 20
    parties_preamble(
        fl,
        [
            (
                "甲方（委托方）Party A",
                ORIENT_CN["name"],
                ["Ningbo Orient Homeware Co., Ltd.", "地址 Address: 宁波市北仑区兴业路88号"],
            ),
            (
                "乙方（代理方）Party B",
                HAIXING["name"],
                [
                    "Ningbo Haixing International Freight Forwarding Co., Ltd.",
                    "地址 Address: 宁波市鄞州区宁东路199号航运中心1203室",
                ],
            ),
        ],
        size=9.5,
    )
    for cn, en in [
        (
            "1. 甲方委托乙方办理甲方出口货物的订舱、拖车、报关、报检、仓储及单证等国际货运代理业务"
            "，具体以甲方每票出具的《订舱委托书》为准。",
            "1. Party A entrusts Party B with booking, trucking, customs clearance, inspection, "
            "warehousing and documentation for Party A's export cargo, as specified in each "
            "Booking Note.",
        ),
        (
            "2. 乙方应按甲方要求及时订舱，确保货物按约定船期出运，并于开船后3个工作日内向甲方提供提"
            "单副本及报关单据。",
            "2. Party B shall book space in time, ensure shipment on the agreed sailing and "
            "provide copies of B/L and customs documents within 3 working days after sailing.",
        ),
        (
            "3. 费用按双方确认的报价单结算。乙方每月5日前向甲方提交上月费用对账单，"
            "甲方核对无误后10个工作日内付款，乙方开具增值税发票。",
            "3. Charges are settled per the confirmed quotation. Party B sends a monthly statement "
            "by the 5th; Party A pays within 10 working days after confirmation against VAT "
            "invoices.",
        ),
        (
            "4. 甲方应如实申报货物品名、数量、重量、体积及危险品属性。因甲方申报不实造成的罚款、"
            "滞港费及其他损失由甲方承担。",
            "4. Party A shall truthfully declare description, quantity, weight, volume and "
            "dangerous-goods nature; fines and losses from false declaration are borne by Party A.",
        ),
        (
            "5. 因乙方过错造成货物灭失、损坏或延误的，乙方按实际损失承担赔偿责任，"
            "但每票赔偿限额不超过该票代理费的十倍，另有约定除外。",
            "5. Party B is liable for loss, damage or delay caused by its fault, limited to ten "
            "times the agency fee of the shipment unless otherwise agreed.",
        ),
        (
            "6. 本协议有效期自2024年1月1日至2024年12月31日。期满前一个月双方未提出异议的，自动续展一年。",
            "6. This Agreement is valid from 1 January 2024 to 31 December 2024 and renews "
            "automatically for one year absent objection one month before expiry.",
        ),
        (
            "7. 本协议适用中华人民共和国法律。争议提交宁波仲裁委员会仲裁。"
            "本协议中英文文本如有不一致，以中文文本为准。",
            "7. This Agreement is governed by PRC law. Disputes go to the Ningbo Arbitration "
            "Commission. The Chinese text prevails in case of discrepancy.",
        ),
        (
            "8. 本协议一式两份，双方各执一份，自双方盖章之日起生效。",
            "8. This Agreement is made in two counterparts, one for each Party, effective upon sealing.",
        ),
    ]:
        fl.para(cn, indent=0, after=1)
        fl.para(en, indent=0, font="helv", size=8.8, color=GRAY, after=6)
    fl.gap(14)
    sign_two_col(
        fl,
        [("甲方 Party A：", ORIENT_CN["name"]), ("授权代表 Signature：", ""), ("日期 Date：", "2023-12-28")],
        [("乙方 Party B：", HAIXING["name"]), ("授权代表 Signature：", ""), ("日期 Date：", "2023-12-28")],
        size=9.5,
        seed=53,
    )
    fl.finish()
    st.field("contractNumber", "HX-FA-2024-0052")
    st.field("contractTitle", "国际货物运输代理协议")
    st.field("partyA", ORIENT_CN["name"])
    st.field("partyB", HAIXING["name"])
    st.field("signDate", "2023-12-28")
    st.end()
    st.begin("invoice", "货代费电子发票（增值税专用发票）")
    efapiao(
        st,
        num="24332000000062218805",
        date="2024-03-25",
        seller=HAIXING,
        buyer=ORIENT_CN,
        items=[
            ("*物流辅助服务*国际货物运输代理服务", "", "票", 1, "4860.00"),
            ("*物流辅助服务*报关服务费", "", "票", 1, "350.00"),
            ("*物流辅助服务*拖车费", "40HQ", "柜", 1, "1280.00"),
        ],
        rate="0.06",
        issuer="叶琳",
        remark="提单号：MEDUNB412937  发票号：OHW-EX240319",
    )
    st.end()
    st.begin("invoice", "CREDIT NOTE（贷项通知单）")
    credit_note(
        st,
        no="CN-HX-2403-008",
        date="2024-03-28",
        seller=dict(name=HAIXING["name"], addr=HAIXING["addr"]),
        buyer=dict(name=ORIENT_CN["name"], addr="No. 88 Xingye Road, Beilun, Ningbo"),
        ref_invoice="24332000000062218805",
        currency="CNY",
        lines=[
            ("THC - terminal handling charge (duplicated)", "1150.00", "0.00"),
            ("Trucking 40HQ - rate adjustment", "1280.00", "1080.00"),
        ],
    )
    st.end()
    st.begin("other", "原产地证书（扫描）")
    p = st.page(scan={"skew": 1.5})
    pw = p.W
    p.rect(40, 40, pw - 40, 800, width=1)
    p.text(pw - 60, 70, "Certificate No. C244100012870061", 9, "helv", align="r")
    p.text(pw - 150, 110, "CERTIFICATE OF ORIGIN", 14, "hebo", align="c")
    p.text(pw - 150, 128, "OF", 10, "hebo", align="c")
    p.text(pw - 150, 146, "THE PEOPLE'S REPUBLIC OF CHINA", 11, "hebo", align="c")
    for k, (lab, val) in enumerate(
        [
            ("1. Exporter", ORIENT["name"] + ", " + ORIENT["addr"]),
            ("2. Consignee", NORDIC["name"] + ", " + NORDIC["addr"]),
            ("3. Means of transport and route", "FROM NINGBO, CHINA TO GOTHENBURG, SWEDEN BY SEA"),
            ("4. Country / region of destination", "SWEDEN"),
        ]
    ):
        y = 60 + k * 60
        p.rect(40, y, 320, y + 60, width=0.6)
        p.text(44, y + 12, lab, 7.5, "helv")
        p.para(48, y + 26, 265, val, 8.3, lead=1.3, font="helv")
    p.table(
        40,
        300,
        [70, 230, 90, pw - 80 - 390],
        [
            [
                "6. Marks",
                "7. Number and kind of packages; description of goods",
                "8. H.S. Code",
                "9. Quantity",
            ],
            [
                "NLS/GBG",
                "TWO HUNDRED AND EIGHTY FOUR (284) CARTONS OF HOUSEHOLD KITCHENWARE",
                "7323.93",
                "37,800 PCS",
            ],
            ["", "*********************************", "", ""],
        ],
        rh=[20, 50, 20],
        size=7.8,
        font="helv",
    )
    p.para(
        50,
        560,
        230,
        "11. Declaration by the exporter: The undersigned hereby declares that the above details "
        "and statements "
        "are correct, that all the goods were produced in China.",
        7.8,
        lead=1.4,
        font="helv",
    )
    p.para(
        310,
        560,
        230,
        "12. Certification: It is hereby certified that the declaration by the exporter is correct.",
        7.8,
        lead=1.4,
        font="helv",
    )
    p.text(50, 660, "NINGBO  20-MAR-2024", 8.5, "helv")
    p.text(310, 660, "NINGBO  20-MAR-2024", 8.5, "helv")
    p.seal(420, 630, "中国国际贸易促进委员会宁波市分会", r=36, inner="")
    st.end()
    return st
