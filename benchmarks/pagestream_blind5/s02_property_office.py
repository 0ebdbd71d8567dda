"""Stream s02_property_office: 住宅小区物业服务中心季度档案."""

from __future__ import annotations

import random

from docs_contract import BOILER, cn_ord, parties_table, plain_footer_note, sign_table, sign_two_col
from docs_misc import blank_page, cover_sheet, kv_grid, letterhead
from docs_receipt import receipt_cn
from flow import Flow, simple_header
from psformat import dec, money, rmb_upper
from pslib import GRAY
from psstream import Stream

XIANGYUN_WY = dict(name="苏州祥云物业服务有限公司", tax="91320506MA1MX0B22P")
JINXIU_ZY = dict(name="苏州锦绣置业发展有限公司", tax="91320506MA1NK7H09W")
S02_NO = "JXHY-WY-2024-001"


def s02():
    st = Stream("s02_property_office", 202, "住宅小区物业服务中心季度档案")
    st.begin("other", "档案封面/分隔页")
    cover_sheet(
        st,
        [
            ("锦绣花园物业服务中心", 22),
            ("2024年第一季度", 16),
            ("合同及收费凭证", 16),
            ("档案编号：JX-DA-2024-Q1-03", 11),
            ("保管期限：十年", 11),
        ],
        barcode="JXDA2024Q103",
    )
    st.end()
    st.begin("contract", "前期物业服务合同 + 空白背页")
    hdr = simple_header("锦绣花园前期物业服务合同", f"{S02_NO}")
    fl = Flow(st, footer="dash", header=hdr, first_header=False)
    fl.gap(120)
    fl.title("前期物业服务合同", 26, boxed=True, after=60, spacing=True)
    parties_table(
        fl,
        [
            (
                "甲方（建设单位）",
                dict(
                    名称=JINXIU_ZY["name"],
                    法定代表人="许国平",
                    住所="苏州市吴中区东吴北路299号",
                    联系电话="0512-65281100",
                ),
            ),
            (
                "乙方（物业服务人）",
                dict(
                    名称=XIANGYUN_WY["name"],
                    法定代表人="钱海燕",
                    住所="苏州市吴中区越溪街道吴中大道1368号",
                    联系电话="0512-65970021",
                    资质证书编号="苏物协字第0318号",
                ),
            ),
        ],
        ["名称", "法定代表人", "住所", "联系电话", "资质证书编号"],
        size=9.5,
        lw=(70, None),
    )
    fl.gap(20)
    fl.line_kv("合同编号：", S02_NO, size=11)
    fl.line_kv("物业名称：", "锦绣花园（一期）", size=11)
    fl.line_kv("物业坐落：", "苏州市吴中区越溪街道旺山路188号", size=11)
    fl.newpage()
    fl.title("第一章  总  则", 13, after=6)
    fl.para(
        "根据《中华人民共和国民法典》《物业管理条例》《江苏省物业管理条例》等法律法规的规定，甲方通过招投标方式选聘乙方对锦绣花园（一期）提供前期物业服务，双方在自愿、平等、协商一致的基础上，订立本合同。"
    )
    fl.para(
        "物业基本情况：物业类型为住宅；总建筑面积108,600平方米，其中住宅建筑面积96,200平方米，商业用房建筑面积4,800平方米，地下车库及配套用房7,600平方米；共计住宅12幢、860户。"
    )
    fl.title("第二章  物业服务内容与标准", 13, after=6)
    for k, t in enumerate(
        [
            "物业共用部位的维修、养护和管理，包括房屋承重结构、外墙面、楼梯间、走廊通道、门厅、屋面等。",
            "物业共用设施设备的运行、维修、养护和管理，包括共用的上下水管道、共用照明、电梯、二次供水设备、消防设施、监控系统、道闸系统等。",
            "公共区域的清洁卫生服务，包括楼道每日清扫一次、每周拖洗一次，生活垃圾日产日清，做好垃圾分类引导工作。",
            "公共绿化的养护和管理，包括草坪修剪、树木修剪、病虫害防治、季节性补种等。",
            "协助维护公共秩序，实行24小时门岗值班和夜间巡逻，对进出车辆实行登记或智能化管理。",
            "物业档案资料的管理以及装饰装修管理服务。",
        ],
        1,
    ):
        fl.para(f"（{cn_ord(k)}）{t}")
    fl.para("乙方提供的物业服务应达到《江苏省住宅物业服务标准》二级服务标准，具体服务标准详见附件二。")
    fl.title("第三章  物业服务费用", 13, after=6)
    fee_rows = [
        ["物业类型", "建筑面积（㎡）", "收费标准（元/㎡·月）", "年度费用（元）"],
        ["住宅", "96,200.00", "1.60", "1,847,040.00"],
        ["商业用房", "4,800.00", "3.20", "184,320.00"],
        ["合计", "101,000.00", "—", "2,031,360.00"],
    ]
    fl.table(
        [110, 110, 120, fl.width - 340],
        fee_rows,
        rh=20,
        size=9.5,
        aligns=["c", "r", "c", "r"],
        bold_rows=(0,),
    )
    total = dec("2031360") * 2
    fl.para(
        f"本合同期限内（两年）物业服务费总额为人民币{rmb_upper(total)}（¥{money(total)}）。物业服务费实行包干制，盈余或亏损均由乙方享有或承担。"
    )
    fl.para(
        "物业服务费按季度预收，业主应于每季度首月15日前交纳。已竣工但尚未出售或者尚未交付给物业买受人的物业，物业服务费由甲方全额交纳。"
    )
    fl.para("停车服务费：地下机动车位每个每月人民币150元，地面临时停车按苏州市相关收费标准执行。")
    fl.title("第四章  双方的权利义务", 13, after=6)
    for t in [
        "甲方应在乙方进驻前，按规定向乙方无偿提供物业服务用房，建筑面积不少于总建筑面积的千分之三，且不少于50平方米。",
        "甲方应当在物业交接时向乙方移交竣工总平面图、单体建筑、结构、设备竣工图，配套设施、地下管网工程竣工图等竣工验收资料，以及设施设备的安装、使用和维护保养等技术资料。",
        "甲方对物业的保修责任依照国家规定及房屋买卖合同的约定承担，不因本合同的签订而免除。",
        "乙方应按照本合同约定的服务内容和标准提供物业服务，并每半年向全体业主公示物业服务费收支情况。",
        "乙方不得擅自占用、挖掘物业共用部位，不得擅自改变物业共用部位、共用设施设备的用途。",
        "乙方可以将专项服务委托给专业性服务企业，但不得将全部物业服务一并委托给第三方。",
    ]:
        fl.para(t)
    fl.title("第五章  合同期限与终止", 13, after=6)
    fl.para(
        "本合同期限自2024年3月1日起至2026年2月28日止。合同期限未满，业主委员会代表全体业主与新选聘的物业服务人签订的物业服务合同生效的，本合同自动终止。"
    )
    fl.para(
        "本合同终止时，乙方应当在约定期限或者合理期限内退出物业服务区域，将物业服务用房、相关设施、物业服务所必需的相关资料等交还给业主委员会或者业主指定的人。"
    )
    fl.title("第六章  违约责任及其他", 13, after=6)
    fl.para(
        "乙方未能履行本合同约定的服务义务，导致业主人身、财产受到损害的，应当依法承担相应的法律责任。甲方未按约定交纳物业服务费的，应按每日万分之三支付滞纳金。"
    )
    fl.para(BOILER["争议"].format(court="物业所在地人民法院"))
    fl.para(BOILER["生效"].format(n="陆", a="叁", b="叁") + "本合同报物业所在地区物业管理主管部门备案。")
    plain_footer_note(fl)
    fl.newpage()
    fl.gap(40)
    fl.para("（本页为《前期物业服务合同》签署页）", indent=0, align="c")
    fl.gap(30)
    sign_table(
        fl,
        [
            (
                "甲方",
                {
                    "单位名称（盖章）": JINXIU_ZY["name"],
                    "法定代表人或授权代表": "",
                    "签订日期": "二〇二四年二月二十六日",
                },
            ),
            (
                "乙方",
                {
                    "单位名称（盖章）": XIANGYUN_WY["name"],
                    "法定代表人或授权代表": "",
                    "签订日期": "二〇二四年二月二十六日",
                },
            ),
        ],
        ["单位名称（盖章）", "法定代表人或授权代表", "签订日期"],
        rh=60,
        seed=21,
    )
    fl.para(
        "附件一：物业构成明细    附件二：物业服务标准    附件三：物业共用部位、共用设施设备清单（另册）",
        indent=0,
        size=9,
        color=GRAY,
    )
    fl.finish()
    blank_page(st)
    st.field("contractNumber", S02_NO)
    st.field("contractTitle", "前期物业服务合同")
    st.field("partyA", JINXIU_ZY["name"])
    st.field("partyB", XIANGYUN_WY["name"])
    st.field("signDate", "2024-02-26")
    st.field("contractAmount", str(total))
    st.end()
    st.begin("contract", "地下车位租赁协议（无甲乙方标签，出租方在先）")
    fl = Flow(st, footer=None, size=10.5)
    fl.title("地下机动车位租赁协议", 16, after=4)
    fl.p.text(fl.ml + fl.width, fl.y, "协议编号：JXHY-CW-0217", 9.5, align="r", color=GRAY)
    fl.y += 18
    fl.line_kv("出租方：", XIANGYUN_WY["name"] + "（锦绣花园物业服务中心）")
    fl.line_kv("承租方：", "孙立群    联系电话：137 7182 5506    房号：3幢1单元1502室")
    fl.para("经双方协商，出租方将锦绣花园地下车库B1-217号机动车位出租给承租方使用，双方约定如下：", indent=0)
    for k, t in enumerate(
        [
            "租赁期限自2024年3月1日起至2025年2月28日止，共12个月。",
            "租金标准为每月人民币150元，租期内租金合计人民币壹仟捌佰元整（¥1,800.00），于签订本协议时一次性付清。",
            "承租方车辆信息：车牌号苏E·3M8K2，品牌型号：大众帕萨特。车位仅限停放上述登记车辆，不得转租、转借。",
            "出租方负责车库的照明、通风、消防设施及公共秩序维护；车位仅提供停放场地使用，不承担车辆及车内物品的保管责任。",
            "租赁期满，承租方需续租的，应于期满前十五日内办理续租手续，逾期未办理的视为放弃续租。",
            "本协议一式两份，双方各执一份，自双方签字（盖章）之日起生效。",
        ],
        1,
    ):
        fl.para(f"{k}. {t}", indent=0)
    fl.gap(16)
    sign_two_col(
        fl,
        [("出租方（盖章）：", XIANGYUN_WY["name"]), ("经办人：", "何静"), ("日期：", "2024年3月1日")],
        [("承租方（签字）：", "孙立群"), ("", ""), ("日期：", "2024年3月1日")],
        seed=25,
        sealtext=("合同专用章", ""),
    )
    fl.finish()
    st.field("contractNumber", "JXHY-CW-0217")
    st.field("contractTitle", "地下机动车位租赁协议")
    st.field("partyA", XIANGYUN_WY["name"])
    st.field("partyB", "孙立群")
    st.field("signDate", "2024-03-01")
    st.field("contractAmount", "1800.00")
    st.end()
    st.begin("invoice", "收款收据（扫描）")
    receipt_cn(
        st,
        no="0046715",
        date="2024-03-12",
        payer="孙立群",
        payee=XIANGYUN_WY["name"],
        amount="1574.40",
        purpose="2024年3月-2024年8月物业服务费（3-1-1502，建筑面积164.00㎡×1.60元×6个月）",
        method="微信转账",
        cashier="何静",
        handler="何静",
        scan={"skew": -0.9},
    )
    st.end()
    st.begin("other", "维修报价单（非发票）")
    p = st.page()
    pw = p.W
    y = letterhead(
        p,
        "苏州安居机电设备维修有限公司",
        sub="电话：0512-68231177",
        en="SUZHOU ANJU M&E MAINTENANCE CO., LTD.",
    )
    p.text(pw / 2, y + 8, "报 价 单", 20, align="c", bold=True)
    kv_grid(
        p,
        60,
        y + 40,
        [
            ("致：", XIANGYUN_WY["name"] + "锦绣花园项目部"),
            ("报价编号：", "AJ-BJ-240318"),
            ("项目：", "3#、7#楼电梯钢丝绳更换及五方对讲维修"),
            ("报价日期：", "2024年3月18日"),
        ],
        cols=2,
        colw=240,
        lead=20,
        size=9.5,
    )
    qrows = [
        ["序号", "项目内容", "单位", "数量", "单价(元)", "合价(元)"],
        ["1", "曳引钢丝绳更换（Φ10，8*19S+NF）", "米", "360", "42.00", "15,120.00"],
        ["2", "五方对讲主机更换", "台", "2", "1,850.00", "3,700.00"],
        ["3", "轿厢照明及应急灯更换", "套", "2", "380.00", "760.00"],
        ["4", "人工及调试费", "项", "1", "4,200.00", "4,200.00"],
        ["5", "税金（9%）", "项", "1", "", "2,140.20"],
        ["", "合计", "", "", "", "25,920.20"],
    ]
    y2 = p.table(
        60,
        y + 90,
        [36, 210, 40, 45, 70, pw - 120 - 401],
        qrows,
        rh=22,
        size=9.5,
        aligns=["c", "l", "c", "r", "r", "r"],
        bold_rows=(0, 6),
    )
    for k, t in enumerate(
        [
            "本报价有效期为30天；",
            "付款方式：完工验收后付款90%，余款10%作为质保金一年后支付；",
            "质保期：钢丝绳两年，电气部件一年；",
            "以上报价含税，如确认请签字盖章回传。",
        ],
        1,
    ):
        p.text(60, y2 + 24 + k * 17, f"{k}. {t}", 9.5)
    p.text(330, y2 + 120, "报价单位：苏州安居机电设备维修有限公司", 9.5)
    p.text(330, y2 + 140, "联系人：谢工 13862107733", 9.5)
    p.text(60, y2 + 170, "客户确认：", 9.5)
    st.end()
    st.begin("other", "水电抄表记录（扫描）")
    p = st.page(scan={"skew": 1.3, "gray": True})
    pw = p.W
    p.text(pw / 2, 70, "锦绣花园公共区域水电抄表记录表", 16, align="c", bold=True)
    p.text(60, 100, "抄表月份：2024年3月", 10)
    p.text(pw - 60, 100, "抄表人：张卫东    复核：何静", 10, align="r")
    mrows = [["表号", "位置", "类别", "上月读数", "本月读数", "用量", "倍率", "备注"]]
    rng = random.Random(5)
    for k in range(1, 19):
        prev = rng.randint(10000, 90000)
        use = rng.randint(200, 3000)
        mrows.append(
            [
                f"G-{k:03d}",
                f"{(k + 1) // 2}#楼{'地下室' if k % 2 else '楼道'}",
                "电" if k % 3 else "水",
                str(prev),
                str(prev + use),
                str(use),
                "1" if k % 3 == 0 else "40",
                "",
            ]
        )
    p.table(
        50,
        115,
        [50, 95, 40, 70, 70, 55, 40, pw - 100 - 420],
        mrows,
        rh=21,
        size=9,
        aligns=["c", "l", "c", "r", "r", "r", "c", "l"],
        bold_rows=(0,),
    )
    st.end()
    return st
