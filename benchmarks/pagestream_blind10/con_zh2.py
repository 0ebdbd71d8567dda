"""Chinese contracts II: 股权转让协议 (cover page), 委託代理合同 (traditional), 房屋租赁合同."""

from flow import Flow, running_header, zh_footer
from fmt import dec, dfmt, money
from pdfkit import Builder
from stamps import zh_seal
from zh_common import BOILER, amount_text, clause, number, party, sig_block, title


def equity_transfer(b: Builder, scan=None):
    s = b.seg("contract", "zh_equity_transfer")
    no, sign = "GQZR-2023-1120", "2023-11-20"
    pa, pb = "郑海峰", "深圳前海瑞禾投资合伙企业（有限合伙）"
    target = "广州锐拓智能装备有限公司"
    fl = Flow(
        s,
        sz=12,
        scan=scan,
        header=running_header("股权转让协议（目标公司：" + target + "）", right="保密"),
        footer=zh_footer("{i}", skip_first=True),
    )
    pg = fl.new_page()
    pg.t(pg.w - 70, 80, "协议编号：" + no, "zh", 10.5, al="r", fld=("contractNumber", no))
    pg.t(pg.w / 2, 262, "股权转让协议", "zh", 28, al="c", bold=True, fld=("contractTitle", "股权转让协议"))
    y = 380
    for lab, val, fld in [
        ("转让方：", pa, "partyA"),
        ("受让方：", pb, "partyB"),
        ("目标公司：", target, None),
    ]:
        pg.t(150, y, lab, "zh", 13)
        pg.t(230, y, val, "zh", 13, fld=(fld, val) if fld else None)
        y += 32
    pg.t(pg.w / 2, 660, "签署日期：" + dfmt(sign, "zhnum"), "zh", 12, al="c", fld=("signDate", sign))
    pg.t(pg.w / 2, 684, "签署地点：中国·广州", "zh", 12, al="c")
    fl.new_page()
    party(
        fl,
        "转让方（甲方）：",
        pa,
        None,
        [("身份证号码：", "440106197912083513"), ("住所：", "广州市天河区天河北路233号中信广场")],
    )
    party(
        fl,
        "受让方（乙方）：",
        pb,
        None,
        [
            ("执行事务合伙人：", "深圳瑞禾私募股权基金管理有限公司"),
            ("主要经营场所：", "深圳市前海深港合作区南山街道桂湾五路128号"),
        ],
    )
    fl.p("鉴于：")
    fl.p(
        "1. "
        + target
        + "（以下简称“目标公司”）系依法设立并有效存续的有限责任公司，注册资本为人民币1,000万元；"
    )
    fl.p("2. 甲方持有目标公司25%的股权，对应注册资本人民币250万元，该等出资已全部实缴；")
    fl.p("3. 甲方拟将其持有的目标公司20%股权转让给乙方，目标公司其他股东已书面放弃优先购买权。")
    fl.p("据此，双方经友好协商，达成如下协议：")
    clause(
        fl,
        "第一条  转让标的",
        (
            "甲方同意将其持有的目标公司20%股权（对应注册资本人民币200万元，以下简称"
            "“标的股权”）及其附属的一切权利和义务转让给乙方，乙方同意受让。"
        ),
    )
    price = dec("5200000")
    clause(fl, "第二条  转让价款及支付", "2.1 双方确认，标的股权的转让价款为" + amount_text(s, price) + "。")
    fl.pg.fld("contractAmount", str(price), money(price))
    p1, p2 = dec("2080000"), dec("3120000")
    s.sum("installments", [p1, p2], price)
    fl.p(
        "2.2 乙方应于本协议生效后五个工作日内支付第一期转让价款人民币"
        + money(p1)
        + "元；于标的股权完成工商变更登记后十个工作日内支付剩余转让价款人民币"
        + money(p2)
        + "元。"
    )
    clause(
        fl,
        "第三条  工商变更登记",
        (
            "甲方应促使目标公司于本协议生效后二十个工作日内向登记机关申请办理股东变"
            "更登记，乙方应予以配合。自变更登记完成之日起，乙方享有标的股权对应的股"
            "东权利。"
        ),
    )
    clause(
        fl,
        "第四条  陈述与保证",
        [
            (
                "4.1 甲方保证其对标的股权拥有合法、完整的所有权，标的股权未设置质押或其"
                "他权利负担，亦不存在任何权属争议。"
            ),
            "4.2 甲方已向乙方充分披露目标公司的资产、负债、或有负债及重大合同情况，不存在重大遗漏或误导。",
        ],
    )
    clause(
        fl,
        "第五条  税费承担",
        "因本次股权转让产生的个人所得税由甲方依法申报缴纳，印花税由双方按规定各自承担。",
    )
    clause(
        fl,
        "第六条  违约责任",
        (
            "任何一方违反本协议的，应赔偿守约方因此遭受的全部损失。乙方逾期付款的，"
            "每逾期一日，按逾期金额的万分之五向甲方支付违约金。"
        ),
    )
    clause(fl, "第七条  争议解决", BOILER["arb"], place="深圳国际仲裁院")
    clause(fl, "第八条  其他", BOILER["copies"], n="陆", k="贰")
    pg = fl.new_page()
    pg.t(64, 110, "（本页无正文，为《股权转让协议》之签署页）", "zh", 11)
    sig_block(pg, 170, 70, "甲方（签字）：", pa, "fp", date="2023-11-20")
    sig_block(
        pg,
        170,
        320,
        "乙方（盖章）：",
        pb,
        "seal",
        "执行事务合伙人委派代表（签字）：",
        date="2023-11-20",
        key="eq",
    )
    fl.finish()
    return s


def agency_trad(b: Builder, scan=None):
    """委託代理合同 in traditional characters."""
    s = b.seg("contract", "zh_agency_traditional")
    no, sign = "WT-HK-2023-091", "2023-09-01"
    pa, pb = "香港恒嘉貿易有限公司", "廣州正衡知識產權代理有限公司"
    fl = Flow(s, sz=12, scan=scan, footer=zh_footer("第 {i} 頁，共 {n} 頁"), margin=(70, 80, 70, 70))
    fl.new_page()
    title(fl, "委託代理合同", 22)
    number(fl, "合同編號：", no)
    party(
        fl,
        "委託人（甲方）：",
        pa,
        "partyA",
        [("地址：", "香港九龍觀塘海濱道181號28樓2806室"), ("授權代表：", "梁嘉敏")],
    )
    party(
        fl,
        "受託人（乙方）：",
        pb,
        "partyB",
        [("地址：", "廣州市越秀區環市東路368號花園大廈16樓"), ("負責人：", "羅振宇")],
    )
    fl.p(
        "甲方因在中國內地開展業務需要，委託乙方代理辦理商標註冊申請及相關法律事"
        "務。雙方經友好協商，訂立本合同，以茲共同遵守。"
    )
    clause(
        fl,
        "第一條  委託事項",
        [
            "1. 代理甲方就“恒嘉HENGKA”等六件商標在第3、21、35類提出註冊申請；",
            "2. 代理甲方辦理商標異議、駁回覆審及續展等後續程序；",
            "3. 為甲方提供商標監測及侵權預警服務。",
        ],
    )
    clause(fl, "第二條  委託期限", "委託期限自本合同生效之日起至二〇二五年八月三十一日止。")
    fee = dec("128000")
    clause(
        fl,
        "第三條  代理費用",
        "3.1 本合同項下代理費用總額為"
        + amount_text(s, fee, "人民幣", trad=True)
        + "，含官方規費及乙方服務費。",
    )
    fl.pg.fld("contractAmount", str(fee), money(fee))
    a1, a2 = dec("76800"), dec("51200")
    s.sum("fee split", [a1, a2], fee)
    fl.p(
        "3.2 甲方應於本合同簽訂後七個工作日內支付代理費用的百分之六十，即人民幣"
        + money(a1)
        + "元；其餘人民幣"
        + money(a2)
        + "元於全部商標申請獲受理後支付。"
    )
    clause(
        fl,
        "第四條  甲方的權利義務",
        [
            "1. 甲方應如實提供辦理委託事項所需的主體資格證明、商標圖樣及其他資料，並對其真實性負責；",
            "2. 甲方有權隨時了解委託事項的辦理進度。",
        ],
    )
    clause(
        fl,
        "第五條  乙方的權利義務",
        [
            "1. 乙方應指派具有商標代理經驗的人員承辦委託事項，並在收到官方文件後五個工作日內通知甲方；",
            "2. 乙方對在代理過程中知悉的甲方商業秘密負有保密義務。",
        ],
    )
    clause(
        fl,
        "第六條  違約責任",
        (
            "任何一方違反本合同約定，給對方造成損失的，應承擔賠償責任。因甲方提供資"
            "料不實導致申請被駁回的，乙方不承擔責任。"
        ),
    )
    clause(
        fl,
        "第七條  爭議解決",
        "因本合同引起的爭議，雙方應協商解決；協商不成的，提交華南國際經濟貿易仲裁委員會仲裁。",
    )
    clause(fl, "第八條  其他", "本合同一式貳份，雙方各執壹份，自雙方簽署之日起生效。")
    pg = fl.new_page()
    pg.t(70, 100, "附件：委託商標清單", "zh", 12)
    rows = [
        ["1", "恒嘉", "3", "化妝品；香皂；清潔製劑"],
        ["2", "恒嘉", "21", "廚房用具；玻璃器皿"],
        ["3", "HENGKA", "35", "廣告；進出口代理"],
        ["4", "HENGKA", "3", "化妝品；香精油"],
        ["5", "恒嘉HENGKA", "21", "家用器具；餐具"],
        ["6", "恒嘉HENGKA", "35", "替他人推銷；市場營銷"],
    ]
    pg.table(
        70,
        114,
        [40, 110, 60, 245],
        rows,
        "zh",
        10,
        22,
        al="clcl",
        head=["序號", "商標", "類別", "指定商品/服務"],
        hfill=(0.92, 0.92, 0.92),
    )
    y = 320
    pg.t(70, y, "甲方（蓋章）：", "zh", 11)
    pg.t(74, y + 22, pa, "zh", 11)
    zh_seal(pg, 150, y + 10, pa, bottom="", r=40)
    pg.t(70, y + 60, "授權代表（簽署）：", "zh", 11)
    pg.sign(170, y + 62, 70, 18, key="hk")
    pg.t(330, y, "乙方（蓋章）：", "zh", 11)
    pg.t(334, y + 22, pb, "zh", 11)
    zh_seal(pg, 410, y + 10, pb, r=40, angle=-7)
    pg.t(330, y + 60, "負責人（簽字）：", "zh", 11)
    pg.sign(420, y + 62, 70, 18, key="gz")
    pg.t(70, y + 110, "簽訂日期：" + dfmt(sign, "zh"), "zh", 11, fld=("signDate", sign))
    fl.finish()
    return s


def lease_zh(b: Builder, scan=None):
    s = b.seg("contract", "zh_house_lease")
    no, sign = "ZL-SZ-2024-0035", "2024-02-20"
    pa, pb = "黄伟明", "深圳知微科技有限公司"
    fl = Flow(
        s,
        sz=12,
        scan=scan,
        header=running_header("房屋租赁合同", skip_first=False, right="编号：" + no),
        footer=zh_footer("第{i}页 共{n}页"),
    )
    fl.new_page()
    title(fl, "房屋租赁合同", 22, space=False)
    fl.pg.fld("contractNumber", no)
    party(fl, "出租方（甲方）：", pa, "partyA", [("身份证号码：", "44030519680712431X")])
    party(
        fl,
        "承租方（乙方）：",
        pb,
        "partyB",
        [("统一社会信用代码：", "91440300MA5GXK2P7N"), ("法定代表人：", "许嘉宁")],
    )
    fl.p(
        "根据《中华人民共和国民法典》及有关规定，甲乙双方在平等、自愿、协商一致"
        "的基础上，就乙方承租甲方房屋事宜订立本合同。"
    )
    clause(
        fl,
        "第一条  房屋基本情况",
        (
            "甲方将位于深圳市南山区粤海街道科技园科苑路15号科兴科学园B栋3单元1102室"
            "（以下简称“该房屋”）出租给乙方作办公使用，建筑面积186.50平方米，不动产"
            "权证书号：粤（2019）深圳市不动产权第0218876号。"
        ),
    )
    clause(fl, "第二条  租赁期限", "租赁期限自2024年3月1日起至2025年2月28日止，共计十二个月。")
    rent, total = dec("8500"), dec("102000")
    clause(
        fl,
        "第三条  租金及支付方式",
        [
            "3.1 该房屋月租金为人民币捌仟伍佰元整（¥8,500.00），租赁期内租金总额为"
            + amount_text(s, total)
            + "。"
        ],
    )
    fl.pg.fld("contractAmount", str(total), money(total))
    s.sum("12 months rent", [rent] * 12, total)
    q = dec("25500")
    s.sum("quarterly", [q] * 4, total)
    fl.p("3.2 租金按季度支付，每季度租金人民币" + money(q) + "元，乙方应于每季度首月五日前支付当季租金。")
    fl.p(
        "3.3 乙方应于本合同签订之日向甲方支付租赁押金人民币壹万柒仟元整（¥17,00"
        "0.00）。租赁期满乙方结清全部费用并返还房屋后，甲方无息退还押金。"
    )
    clause(
        fl,
        "第四条  其他费用",
        "租赁期内，该房屋的水费、电费、物业管理费、网络通讯费由乙方承担；房屋租赁相关税费由甲方承担。",
    )
    clause(
        fl,
        "第五条  房屋维修",
        (
            "租赁期内，房屋主体结构及甲方提供设施的自然损坏由甲方负责维修；因乙方使"
            "用不当造成的损坏由乙方负责修复或赔偿。"
        ),
    )
    clause(fl, "第六条  转租", "未经甲方书面同意，乙方不得将该房屋全部或部分转租给他人。")
    clause(
        fl,
        "第七条  合同解除",
        [
            "7.1 乙方逾期支付租金超过十五日的，甲方有权解除本合同，押金不予退还。",
            (
                "7.2 租赁期内任何一方提前解除合同的，应提前两个月书面通知对方，并向对方"
                "支付一个月租金作为违约金。"
            ),
        ],
    )
    clause(fl, "第八条  争议解决", BOILER["court"], place="该房屋所在地")
    clause(fl, "第九条  其他", "本合同一式叁份，甲方执壹份，乙方执贰份，自双方签字盖章之日起生效。")
    pg = fl.new_page()
    pg.t(64, 110, "（以下无正文）", "zh", 11)
    sig_block(pg, 160, 70, "甲方（签字）：", pa, "fp", extra=[("联系电话：", "139 2376 0481")])
    sig_block(
        pg,
        160,
        320,
        "乙方（盖章）：",
        pb,
        "seal",
        "法定代表人（签字）：",
        key="zw",
        extra=[("联系电话：", "0755-86935120")],
    )
    pg.t(70, 320, "签订日期：" + dfmt(sign, "zh"), "zh", 11, fld=("signDate", sign))
    fl.finish()
    return s
