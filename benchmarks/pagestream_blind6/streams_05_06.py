"""Stream builders s05 and s06 (contents and gold of each stream; see README.md "Streams")."""

import en_contracts as ec
import en_docs as ed
import en_invoices as ei
import zh_contracts as zc
import zh_invoices as zi
import zh_other as zo
from kit_stream import Stream
from kit_values import dec, uscc
from streams_common import dt


# =============================================================================
def s05():
    st = Stream("s05_en_contracts_mixed", "Legal inbox - equipment and supply contracts", 505)
    st.doc("other", "fax cover sheet referencing the lease (no fields)")
    ed.fax_cover(
        st,
        dict(
            sender="Tidewater Logistics Pte Ltd",
            sender_addr="30 Pioneer Sector 1, Singapore 628433",
            to="Harbor Crane Rentals Ltd",
            attn="Contracts Desk",
            fax_to="+65 6861 2290",
            **{"from": "Priya Raman, Legal"},
            date=dt(2024, 4, 15),
            pages=5,
            re="Equipment Lease Agreement HCR-L-2404-12 (signed copy)",
            msg="Please find attached our countersigned copy of the Equipment Lease Agreement for two rough-"
            "terrain cranes. Kindly confirm the delivery date so that we can arrange site access. "
            "The security deposit will be remitted upon receipt of your invoice.",
        ),
    )
    st.doc(
        "contract",
        'Equipment Lease: \'made on <date> BETWEEN (1) … (the "Lessor") and (2) … (the "Lessee")\', '
        "monthly rent distractor, Total Rent, Schedule 1, signature page",
    )
    ec.equipment_lease(
        st,
        dict(
            no="HCR-L-2404-12",
            date=dt(2024, 4, 15),
            a="Harbor Crane Rentals Ltd",
            a_country="Singapore",
            a_no="201403318K",
            a_addr="9 Tuas Avenue 20, Singapore 638823",
            b="Tidewater Logistics Pte Ltd",
            b_country="Singapore",
            b_no="200918842M",
            b_addr="30 Pioneer Sector 1, Singapore 628433",
            monthly=3600,
            months=24,
            site="Jurong Port Berth J5, Singapore",
            law="Singapore",
            equipment=[
                ("Rough-terrain crane, 25 t, model RT-250", "RT250-22-0481", 1),
                ("Rough-terrain crane, 25 t, model RT-250", "RT250-22-0517", 1),
                ("Load moment indicator kit", "LMI-7731", 2),
            ],
            insured="640000.00",
            a_signer="Daniel Koh",
            b_signer="Priya Raman",
        ),
    )
    st.doc("other", "English QUOTATION from the later seller (EUR unit prices, 'not an offer')")
    ed.quotation_en(
        st,
        dict(
            seller="Guangzhou Hengfeng Valve Manufacturing Co., Ltd.",
            seller_addr="No. 28 Yonghe Road, Huangpu District, Guangzhou 510530, China",
            no="HF-Q-2403-118",
            date=dt(2024, 3, 29),
            enquiry="VMC-RFQ-0311",
            to=["Vestfold Marine Components AS", "Brygga 14", "3125 Tønsberg, Norway"],
            goods=[
                ("Cast steel gate valve DN150 PN40", 60, "1240.00"),
                ("Butterfly valve DN300, marine grade", 40, "1410.00"),
                ("Check valve DN100 PN25", 120, "425.00"),
            ],
            incoterm="CIF Oslo",
            rep="Chen Weiliang",
        ),
    )
    st.doc(
        "contract",
        "Sale of Goods: BUYER named first in a party table (no Party A labels), EUR contract price, "
        "signing line 'Signed at … on …', Annex 1 price schedule page scanned inside a digital stream",
    )
    ec.sale_of_goods(
        st,
        dict(
            no="SG-24-0422",
            buyer="Vestfold Marine Components AS",
            buyer_addr="Brygga 14, 3125 Tønsberg, Norway",
            seller="Guangzhou Hengfeng Valve Manufacturing Co., Ltd.",
            seller_addr="No. 28 Yonghe Road, Huangpu District, Guangzhou 510530, China",
            goods=[
                ("Cast steel gate valve DN150 PN40", 60, "1180.00"),
                ("Butterfly valve DN300, marine grade", 40, "1365.00"),
                ("Check valve DN100 PN25", 120, "412.50"),
            ],
            incoterm="CIF Oslo",
            delivery="31 July 2024",
            law="Sweden",
            seat="Stockholm",
            place="Guangzhou",
            date=dt(2024, 4, 22),
            buyer_signer="Ingrid Solberg",
            seller_signer="Chen Weiliang",
            annex_scan=dict(angle=-0.8),
        ),
    )
    st.doc(
        "invoice",
        "Japanese-style English invoice: addressee 'Messrs.', boxed tax-included total above the table, "
        "JPY without decimals, YYYY/MM/DD, registration no., square seal",
    )
    ei.jp_style(
        st,
        dict(
            no="2024-0417",
            date=dt(2024, 4, 17),
            buyer="Hoshino Industrial Co., Ltd.",
            attn="Purchasing Dept.",
            seller="Kitamura Precision Trading Co., Ltd.",
            seller_addr=["3-14-2 Shiba, Minato-ku", "Tokyo 105-0014, Japan", "TEL 03-5555-0198"],
            reg_no="T7010401012345",
            seal="北村商事",
            items=[
                ("Linear guide rail LGR-25, 1,000 mm", 20, "pcs", "18500"),
                ("Carriage block LGB-25", 40, "pcs", "9800"),
                ("Ball screw BS-1610, C7", 8, "pcs", "42000"),
                ("Handling charge", 1, "lot", "12000"),
            ],
            due=dt(2024, 5, 31),
            bank="Sakura Harbor Bank, Shiba Branch, Ordinary 1234567",
        ),
    )
    st.doc("other", "Delivery Note (scanned) quoting the sale contract number; no prices")
    ed.delivery_note_en(
        st,
        dict(
            seller="Guangzhou Hengfeng Valve Manufacturing Co., Ltd.",
            seller_addr="No. 28 Yonghe Road, Huangpu District, Guangzhou 510530, China",
            no="DN-240705-03",
            date=dt(2024, 7, 5),
            order="SG-24-0422",
            carrier="COSCO / DHL Freight",
            to=["Vestfold Marine Components AS", "Brygga 14", "3125 Tønsberg, Norway"],
            items=[
                ("Cast steel gate valve DN150 PN40", 60, 60),
                ("Butterfly valve DN300, marine grade", 40, 28),
                ("Check valve DN100 PN25", 120, 120),
            ],
            weight="14,820",
            packages="36 cases",
            receiver="I. Solberg",
        ),
        scan=True,
    )
    return st


# =============================================================================
def s06():
    st = Stream("s06_zh_procurement", "采购部 伺服电机项目归档", 606)
    r = st.rng
    buyer = ("苏州禾木精密机械有限公司", uscc("320505", r))
    seller = ("无锡恒拓电气设备有限公司", uscc("320214", r))
    st.doc("other", "报价单 from the later seller, pre-negotiation prices (distractor amounts)")
    zo.quotation(
        st,
        dict(
            seller=seller[0],
            seller_addr="无锡市新吴区长江路21号",
            seller_tel="0510-85201234",
            to=buyer[0],
            attn="采购部 钱经理",
            no="HT-BJ-240328",
            date=dt(2024, 3, 28),
            lead=20,
            rep="任伟",
            goods=[("交流伺服电机", "MS-750W", "台", 20, 2150), ("伺服驱动器", "SD-750", "台", 20, 1480)],
        ),
    )
    st.doc(
        "contract",
        "采购合同: 买方/卖方 labels (no 甲乙 → 买方 first-named = partyA), header with 签订时间/地点, goods "
        "table + 大写 total line, 30% prepayment distractor, signature table, 附件一 spec page",
    )
    zc.purchase(
        st,
        dict(
            no="CG-2024-0412",
            buyer=buyer[0],
            seller=seller[0],
            date=dt(2024, 4, 12),
            place="苏州市高新区",
            goods=[
                ("交流伺服电机", "MS-750W", "台", 20, dec("2090.50")),
                ("伺服驱动器", "SD-750", "台", 20, dec("1423.80")),
            ],
            lead=20,
            deliver_to="苏州市高新区滨河路588号禾木科技园3号厂房",
            buyer_rep="钱振华",
            seller_rep="吴国栋",
            buyer_tel="0512-66881234",
            seller_tel="0510-85201234",
            buyer_bank="中国工商银行苏州高新支行",
            seller_bank="中国银行无锡新区支行",
            buyer_acct="1102 0201 0900 0123 456",
            seller_acct="4812 5873 2011",
            specs=[
                ("额定功率", "MS-750W：750W；额定转速3000r/min，最高转速6000r/min"),
                ("编码器", "23位绝对值编码器，支持多圈记忆"),
                ("防护等级", "IP65（轴伸部分除外）"),
                ("驱动器通讯", "SD-750：EtherCAT / Modbus RTU，支持CiA402协议"),
                ("控制模式", "位置、速度、转矩控制，支持全闭环"),
                ("认证", "CE、RoHS"),
            ],
        ),
    )
    st.doc("other", "送货单 quoting the contract number")
    zo.delivery_note(
        st,
        dict(
            seller=seller[0],
            no="0041827",
            to=buyer[0],
            addr="苏州市高新区滨河路588号禾木科技园3号厂房",
            date=dt(2024, 4, 28),
            contract="CG-2024-0412",
            driver="刘强",
            receiver="陶敏",
            goods=[("交流伺服电机", "MS-750W", "台", 20, ""), ("伺服驱动器", "SD-750", "台", 20, "")],
        ),
    )
    bparty = (
        buyer[0],
        buyer[1],
        "苏州市高新区滨河路588号 0512-66881234",
        "中国工商银行苏州高新支行 1102020109000123456",
    )
    sparty = (
        seller[0],
        seller[1],
        "无锡市新吴区长江路21号 0510-85201234",
        "中国银行无锡新区支行 481258732011",
    )
    st.doc("invoice", "paper 增值税专用发票 No 08812345 (scanned)")
    zi.vat_paper(
        st,
        dict(
            province="江苏",
            kind="专用",
            code="3200234130",
            no="08812345",
            date=dt(2024, 4, 29),
            buyer=bparty,
            seller=sparty,
            items=[("*电机*交流伺服电机", "MS-750W", "台", 20, "1850.00", 0.13)],
            remark="合同号CG-2024-0412",
            payee="周敏",
            checker="陈立",
            drawer="王欣",
        ),
        scan=True,
    )
    st.doc("invoice", "look-alike consecutive 专票 No 08812346, same seller/buyer/date, different goods")
    zi.vat_paper(
        st,
        dict(
            province="江苏",
            kind="专用",
            code="3200234130",
            no="08812346",
            date=dt(2024, 4, 29),
            buyer=bparty,
            seller=sparty,
            items=[("*电器*伺服驱动器", "SD-750", "台", 20, "1260.00", 0.13)],
            remark="合同号CG-2024-0412",
            payee="周敏",
            checker="陈立",
            drawer="王欣",
            top=60,
        ),
        scan=dict(angle=0.6),
    )
    st.doc(
        "contract",
        "战略合作框架协议: label|value party table incl. 签署日期 (ISO form), unit price distractor, "
        "no total amount",
    )
    zc.framework(
        st,
        dict(
            no="KJ-XY-2024-0508",
            a=buyer[0],
            a_rep="钱振华",
            a_addr="苏州市高新区滨河路588号",
            b="苏州云栈数据服务有限公司",
            b_rep="陆文渊",
            b_addr="苏州工业园区星湖街328号创意产业园8栋",
            date=dt(2024, 5, 8),
            place="苏州工业园区",
            field="工业互联网与数据中心服务",
            unit_rate=5800,
            coop=[
                "1. 乙方为甲方提供设备联网、生产数据采集及边缘计算节点部署服务。",
                "2. 乙方为甲方提供数据中心机柜托管、异地容灾备份等基础设施服务。",
                "3. 双方联合开展伺服控制数据分析与预测性维护方面的技术研究。",
            ],
        ),
    )
    st.doc("other", "往来对账单 listing both invoice numbers and amounts")
    zo.statement(
        st,
        dict(
            seller=seller[0],
            to=buyer[0],
            date=dt(2024, 6, 30),
            lines=[
                ("2024-04-18", "预付货款（CG-2024-0412）", "", None, "21085.80"),
                ("2024-04-29", "销售伺服电机", "08812345", "41810.00", None),
                ("2024-04-29", "销售伺服驱动器", "08812346", "28476.00", None),
                ("2024-06-05", "收到货款", "", None, "30000.00"),
            ],
        ),
    )
    return st
