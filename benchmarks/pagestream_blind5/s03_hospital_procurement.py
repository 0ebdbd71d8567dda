"""Stream s03_hospital_procurement: 区级医院设备科采购档案."""

from __future__ import annotations

from docs_contract import BOILER, parties_table, plain_footer_note, sign_table, sign_two_col
from docs_fapiao import efapiao
from docs_misc import letterhead
from flow import Flow
from pslib import GRAY, NAVY
from psstream import Stream

HOSP = dict(name="南京市江宁区第二人民医院", tax="12320115MB1A03712E")
MEDV = dict(name="江苏康泰医疗器械有限公司", tax="91320104MA1T9C2Y5L")
S03_NO = "JN2Y-SB-2024-017"


def s03():
    st = Stream("s03_hospital_procurement", 303, "区级医院设备科采购档案")
    st.begin("other", "中标（成交）通知书")
    p = st.page()
    pw = p.W
    y = letterhead(
        p, "江苏中衡招标咨询有限公司", sub="地址：南京市建邺区江东中路311号", align="c", logo=False
    )
    p.text(pw / 2, y + 20, "中标（成交）通知书", 20, align="c", bold=True)
    p.text(pw - 70, y + 50, "编号：ZH2024-JN-0217", 10, align="r")
    y = y + 80
    p.text(70, y, MEDV["name"] + "：", 11)
    y = p.para(
        70,
        y + 26,
        pw - 140,
        f"我公司受{HOSP['name']}委托，就“{HOSP['name']}彩色多普勒超声诊断系统采购项目”（项目编号：ZH2024-JN-0217）组织公开招标，"
        "经评标委员会评审并经采购人确认，贵公司为本项目中标供应商。",
        11,
        lead=1.9,
        indent=2,
    )
    rows = [
        ["中标内容", "彩色多普勒超声诊断系统 1套（含三年原厂保修）"],
        ["中标金额", "人民币贰佰叁拾捌万元整（¥2,380,000.00）"],
        ["交货期", "合同签订后45日内"],
        ["交货地点", "采购人指定地点"],
    ]
    y = p.table(90, y + 6, [90, pw - 180 - 90], rows, rh=26, size=10.5, aligns=["c", "l"])
    y = p.para(
        70,
        y + 30,
        pw - 140,
        "请贵公司收到本通知书后三十日内，按照招标文件和投标文件的约定与采购人签订书面合同。特此通知。",
        11,
        lead=1.9,
        indent=2,
    )
    p.text(pw - 80, y + 40, "江苏中衡招标咨询有限公司", 11, align="r")
    p.text(pw - 80, y + 66, "2024年2月6日", 11, align="r")
    p.seal(pw - 160, y + 40, "江苏中衡招标咨询有限公司", r=42, inner="")
    p.text(70, y + 110, f"抄送：{HOSP['name']}", 10, color=GRAY)
    st.end()
    st.begin("contract", "医疗设备采购合同（当事人仅在签署页），含附件")
    fl = Flow(st, footer="cn_slash", footer_align="r")
    fl.p.text(fl.ml, fl.y, "政府采购合同", 10, color=GRAY)
    fl.p.text(fl.ml + fl.width, fl.y, f"合同编号：{S03_NO}", 10, align="r")
    fl.y += 30
    fl.title("彩色多普勒超声诊断系统采购合同", 18, after=12)
    fl.para("采购人（甲方）、供应商（乙方）信息详见本合同签署页。", indent=0, color=GRAY)
    fl.para(
        "根据江苏中衡招标咨询有限公司组织的“彩色多普勒超声诊断系统采购项目”（项目编号：ZH2024-JN-0217）的招标结果和中标通知书，"
        "按照《中华人民共和国政府采购法》《中华人民共和国民法典》的规定，经双方协商，本着平等互利和诚实信用的原则，一致同意签订本合同如下："
    )
    cls = [
        (
            "一、合同标的",
            [
                "乙方向甲方提供彩色多普勒超声诊断系统一套，品牌型号、技术参数及配置详见附件1《设备配置清单》。乙方保证所供设备为全新、未使用过的原装正品，并具有合法的医疗器械注册证。"
            ],
        ),
        (
            "二、合同金额",
            [
                "本合同总金额为人民币贰佰叁拾捌万元整（¥2,380,000.00），包括设备价款、运输、保险、安装调试、培训、三年原厂保修及相关税费。合同履行期间，合同金额不作调整。"
            ],
        ),
        (
            "三、交货及安装",
            [
                "乙方应于合同签订后45日内将设备运至甲方超声科并完成安装调试。设备运抵后，乙方应提供装箱单、合格证、医疗器械注册证复印件及中文操作手册。",
                "乙方负责对甲方操作人员及设备科工程师进行不少于三次的现场操作及日常维护培训。",
            ],
        ),
        (
            "四、验收",
            [
                "设备安装调试完成后，由甲方组织设备科、使用科室、纪检监察等人员按照招标文件、投标文件及本合同约定进行验收，并出具验收报告。验收不合格的，乙方应在十五日内更换或修复，所需费用由乙方承担。"
            ],
        ),
        (
            "五、付款方式",
            [
                "（一）设备安装调试完毕并经验收合格后，甲方凭乙方开具的发票支付合同总金额的95%；",
                "（二）余款5%作为质量保证金，在质保期满一年且无质量问题后一次性无息支付。",
            ],
        ),
        (
            "六、质量保证及售后服务",
            [
                "乙方对所供设备提供自验收合格之日起三年的原厂免费保修服务。保修期内，乙方接到故障报修后2小时内响应，24小时内到达现场，72小时内修复；不能按期修复的，应提供同档次备用机。",
                "设备年开机率不低于95%，每低于1个百分点，保修期顺延一个月。质保期满后，乙方应以不高于合同金额5%/年的价格提供维保服务。",
            ],
        ),
        (
            "七、知识产权",
            [
                "乙方应保证甲方在使用该设备或其任何一部分时不受第三方提出的侵犯专利权、商标权或保护期的起诉。如有第三方提出侵权指控，乙方应负责交涉并承担由此产生的一切法律责任和费用。"
            ],
        ),
        (
            "八、违约责任",
            [
                "乙方逾期交货的，每逾期一日按合同总金额的千分之一支付违约金，逾期超过三十日的，甲方有权解除合同。乙方所交设备不符合合同约定的，甲方有权拒收，乙方应退还已收款项并支付合同总金额20%的违约金。",
                BOILER["不可抗力"],
            ],
        ),
        ("九、争议解决", [BOILER["争议"].format(court="甲方所在地人民法院")]),
        (
            "十、合同生效及其他",
            [
                "本合同经双方签字盖章后生效。招标文件、投标文件、中标通知书、附件均为本合同的组成部分，与本合同具有同等法律效力。本合同一式陆份，甲方肆份，乙方贰份。"
            ],
        ),
    ]
    for h, b in cls:
        fl.clause(h, b)
    plain_footer_note(fl)
    fl.newpage()
    fl.gap(20)
    fl.para("签  署  页", indent=0, align="c", bold=True, size=14)
    fl.gap(10)
    sign_table(
        fl,
        [
            (
                "甲方（采购人）",
                {
                    "单位名称（盖章）": HOSP["name"],
                    "地址": "南京市江宁区东山街道上元大街169号",
                    "法定代表人或授权代表": "",
                    "联系人及电话": "杨振宇 025-52108826",
                    "开户银行": "南京银行江宁支行",
                    "签订日期": "2024年2月28日",
                },
            ),
            (
                "乙方（供应商）",
                {
                    "单位名称（盖章）": MEDV["name"],
                    "地址": "南京市玄武区珠江路88号新世界中心A座1907室",
                    "法定代表人或授权代表": "",
                    "联系人及电话": "吴昊 13951872206",
                    "开户银行": "招商银行南京珠江路支行",
                    "签订日期": "2024年2月28日",
                },
            ),
        ],
        ["单位名称（盖章）", "地址", "法定代表人或授权代表", "联系人及电话", "开户银行", "签订日期"],
        rh=[44, 30, 40, 30, 30, 30],
        seed=31,
    )
    fl.newpage()
    fl.p.text(fl.ml, fl.y, "附件1", 11, bold=True)
    fl.y += 24
    fl.title("设备配置清单", 15, after=8)
    crow = [
        ["序号", "名称", "品牌/型号", "数量", "备注"],
        ["1", "彩色多普勒超声诊断系统主机", "迈瑞 Resona R9", "1台", "21.5英寸医用显示器"],
        ["2", "凸阵探头", "SC6-1U", "1把", "腹部"],
        ["3", "线阵探头", "L14-3WU", "1把", "浅表、血管"],
        ["4", "相控阵探头", "SP5-1U", "1把", "心脏"],
        ["5", "腔内探头", "V11-3HU", "1把", "妇产"],
        ["6", "超声工作站及报告系统", "—", "1套", "含DICOM 3.0接口"],
        ["7", "医用热敏打印机", "Sony UP-X898MD", "1台", ""],
        ["8", "医用隔离变压器", "3kVA", "1台", ""],
        ["9", "随机附件及资料", "—", "1批", "中文说明书、合格证"],
    ]
    fl.table(
        [36, 150, 110, 50, fl.width - 346],
        crow,
        rh=24,
        size=9.5,
        aligns=["c", "l", "l", "c", "l"],
        bold_rows=(0,),
    )
    fl.finish()
    st.field("contractNumber", S03_NO)
    st.field("contractTitle", "彩色多普勒超声诊断系统采购合同")
    st.field("partyA", HOSP["name"])
    st.field("partyB", MEDV["name"])
    st.field("signDate", "2024-02-28")
    st.field("contractAmount", "2380000.00")
    st.end()
    st.begin("invoice", "电子发票（普通发票）设备款")
    efapiao(
        st,
        num="24322000000107723018",
        date="2024-04-16",
        seller=MEDV,
        buyer=HOSP,
        kind="普通发票",
        items=[("*医疗仪器器械*彩色多普勒超声诊断系统", "Resona R9", "台", 1, "2106194.69")],
        rate="0.13",
        issuer="顾晓梅",
        remark=f"合同编号：{S03_NO}",
    )
    st.end()
    st.begin("other", "设备验收报告（扫描，引用合同号和发票号）")
    p = st.page(scan={"skew": -1.4})
    pw = p.W
    p.text(pw / 2, 64, HOSP["name"], 14, align="c")
    p.text(pw / 2, 92, "医疗设备验收报告", 18, align="c", bold=True)
    rows = [
        ["设备名称", "彩色多普勒超声诊断系统", "规格型号", "Resona R9"],
        ["生产厂家", "深圳迈瑞生物医疗电子股份有限公司", "供货单位", MEDV["name"]],
        ["合同编号", S03_NO, "发票号码", "24322000000107723018"],
        ["数量", "1台", "出厂编号", "RR9-2403-10672"],
        ["到货日期", "2024年4月8日", "安装完成日期", "2024年4月12日"],
        ["使用科室", "超声医学科", "存放地点", "门诊楼三楼超声科6诊室"],
        ["外观及包装检查", ("包装完好，无破损、无锈蚀，随机资料齐全。", 3)],
        ["技术性能检验", ("各探头成像清晰，测量精度符合要求，DICOM传输正常，打印正常。", 3)],
        ["验收结论", ("☑合格，同意验收    □不合格", 3)],
    ]
    y = p.table(
        55,
        110,
        [90, 170, 80, pw - 110 - 340],
        rows,
        rh=[28, 28, 28, 28, 28, 28, 40, 40, 34],
        size=9.5,
        aligns=["c", "l", "c", "l"],
    )
    p.text(60, y + 34, "使用科室（签字）：", 10)
    p.text(320, y + 34, "设备科（签字）：", 10)
    p.text(60, y + 74, "供货单位（签字）：", 10)
    p.text(320, y + 74, "纪检监察（签字）：", 10)
    for k, (x, yy) in enumerate(((165, y + 32), (415, y + 32), (165, y + 72), (420, y + 72))):
        p.signature(x, yy, 55, seed=60 + k)
    p.text(pw - 60, y + 120, "验收日期：2024年4月15日", 10, align="r")
    st.end()
    st.begin("other", "PROFORMA INVOICE（形式发票，非发票）")
    p = st.page()
    pw = p.W
    p.text(60, 60, "Medizintechnik Rhein GmbH", 16, "hebo", NAVY)
    p.text(
        60, 75, "Industriestrasse 14, 40764 Langenfeld, Germany  |  VAT ID DE 812 334 519", 8.5, "helv", GRAY
    )
    p.text(pw - 60, 110, "PROFORMA INVOICE", 18, "hebo", align="r")
    kv = [
        ("Proforma No.:", "PF-24-0391"),
        ("Date:", "12.03.2024"),
        ("Valid until:", "11.04.2024"),
        ("Customer:", HOSP["name"]),
        ("Incoterms:", "CIP Nanjing"),
    ]
    for k, (a, b) in enumerate(kv):
        p.text(60, 140 + k * 16, a, 9.5, "hebo")
        p.text(150, 140 + k * 16, b, 9.5, "cjk")
    rows = [
        ["Pos.", "Description", "Qty", "Unit EUR", "Total EUR"],
        ["1", "Disposable biopsy guide kit, 25 pcs/box", "40", "186.00", "7,440.00"],
        ["2", "Ultrasound gel, sterile, 20 g sachet, 48/box", "60", "42.50", "2,550.00"],
        ["3", "Probe cover, latex-free, 14x122 cm, 100/box", "30", "128.00", "3,840.00"],
        ["", "", "", "Freight & insurance", "620.00"],
        ["", "", "", "TOTAL EUR", "14,450.00"],
    ]
    y = p.table(
        60,
        240,
        [34, 250, 40, 90, pw - 120 - 414],
        rows,
        rh=20,
        size=9,
        font="helv",
        aligns=["c", "l", "r", "r", "r"],
        bold_rows=(0, 5),
        border=False,
    )
    y = p.para(
        60,
        y + 30,
        pw - 120,
        "This proforma invoice is issued for import licence and payment arrangement purposes only. "
        "It is not a demand for payment and not a tax invoice. Commercial invoice will be issued "
        "upon shipment. "
        "Payment: 100% T/T in advance. Delivery: 4-6 weeks after receipt of payment.",
        9,
        lead=1.5,
        font="helv",
    )
    p.text(
        60,
        y + 30,
        "Bank: Stadtsparkasse Duesseldorf, IBAN DE44 3005 0110 1008 4476 21, BIC DUSSDEDDXXX",
        8.5,
        "helv",
    )
    p.text(60, y + 70, "Medizintechnik Rhein GmbH - Export Sales", 9, "helv")
    p.text(
        pw / 2,
        800,
        "Geschaeftsfuehrer: Dr. K. Brandt  |  HRB 61822 Amtsgericht Duesseldorf",
        7.5,
        "helv",
        GRAY,
        align="c",
    )
    st.end()
    st.begin("contract", "设备维保服务合同（扫描，当事人表格）")
    fl = Flow(st, scan={"skew": 0.7}, footer="frac", footer_align="r")
    fl.title("医疗设备维修保养服务合同", 17, after=10)
    parties_table(
        fl,
        [
            ("甲方", dict(单位名称=HOSP["name"], 地址="南京市江宁区东山街道上元大街169号", 联系人="杨振宇")),
            (
                "乙方",
                dict(
                    单位名称="南京瑞博医疗设备技术服务有限公司",
                    地址="南京市秦淮区中山南路411号",
                    联系人="孙明",
                ),
            ),
        ],
        ["单位名称", "地址", "联系人"],
        lw=(60, None),
    )
    fl.line_kv("合同编号：", "JN2Y-WB-2024-006")
    fl.para(
        "甲方委托乙方对其在用的大型医疗设备提供全保维修及预防性维护保养服务，经双方协商一致，订立本合同。"
    )
    fl.table(
        [36, 150, 110, 60, fl.width - 356],
        [
            ["序号", "设备名称", "型号", "数量", "年服务费(元)"],
            ["1", "64排螺旋CT", "Optima CT660", "1", "268,000.00"],
            ["2", "数字化X射线摄影系统", "DigitalDiagnost", "1", "86,000.00"],
            ["3", "全自动生化分析仪", "BS-2000M", "2", "72,000.00"],
            ["", "合计", "", "", "426,000.00"],
        ],
        rh=20,
        size=9,
        aligns=["c", "l", "l", "c", "r"],
        bold_rows=(0,),
    )
    fl.para("合同总价：人民币肆拾贰万陆仟元整（¥426,000.00），服务期限自2024年4月1日至2025年3月31日。")
    for h, b in [
        (
            "一、服务内容",
            "乙方负责上述设备的故障维修（含零配件及球管以外的全部配件）、每季度一次预防性维护保养、年度性能检测及计量配合工作。",
        ),
        (
            "二、响应时间",
            "乙方接到甲方报修后1小时内电话响应，4小时内工程师到达现场，一般故障24小时内修复，重大故障72小时内修复。",
        ),
        (
            "三、付款方式",
            "服务费按季度支付，每季度末乙方提交服务报告及发票，甲方审核后15个工作日内支付当季服务费。",
        ),
        (
            "四、违约责任",
            "设备年开机率低于95%的，每低一个百分点扣减年服务费的2%；因乙方维修不当造成设备损坏的，由乙方负责修复或赔偿。",
        ),
        (
            "五、其他",
            "本合同一式肆份，双方各执贰份，自双方签字盖章之日起生效。"
            + BOILER["争议"].format(court="甲方所在地人民法院"),
        ),
    ]:
        fl.clause(h, b)
    sign_two_col(
        fl,
        [("甲方（盖章）：", HOSP["name"]), ("授权代表：", ""), ("日期：", "2024年3月25日")],
        [
            ("乙方（盖章）：", "南京瑞博医疗设备技术服务有限公司"),
            ("授权代表：", ""),
            ("日期：", "2024年3月25日"),
        ],
        seed=35,
        sealtext=("", "合同专用章"),
    )
    fl.finish()
    st.field("contractNumber", "JN2Y-WB-2024-006")
    st.field("contractTitle", "医疗设备维修保养服务合同")
    st.field("partyA", HOSP["name"])
    st.field("partyB", "南京瑞博医疗设备技术服务有限公司")
    st.field("signDate", "2024-03-25")
    st.field("contractAmount", "426000.00")
    st.end()
    return st
