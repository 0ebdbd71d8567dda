"""Stream s10_household_papers: 个人家庭文件袋（全部扫描）."""

from __future__ import annotations

import random

from docs_contract import cn_ord, parties_preamble
from docs_fapiao import efapiao
from docs_misc import id_copy_page, id_fields, person
from docs_receipt import medical_receipt
from flow import Flow
from psformat import dec, money, rmb_upper
from pslib import GRAY
from psscan import sc
from psstream import Stream


def s10():
    st = Stream("s10_household_papers", 1010, "个人家庭文件袋（全部扫描）")
    r = random.Random(1010)
    landlord = person(
        "刘桂芳",
        False,
        "汉",
        "1962-10-05",
        "510107",
        "四川省成都市武侯区玉林北路7号3栋2单元12号",
        "成都市公安局武侯区分局",
        "2012-11-20",
        226,
    )
    tenant = person(
        "陈思远",
        True,
        "汉",
        "1996-06-14",
        "430102",
        "湖南省长沙市芙蓉区五一大道389号",
        "长沙市公安局芙蓉分局",
        "2018-01-09",
        51,
    )
    st.begin("contract", "房屋租赁合同（扫描，个人之间，无编号）")
    fl = Flow(st, scan=sc(r), footer=None, size=11, lead=1.85)
    fl.title("房屋租赁合同", 20, spacing=True, after=16)
    parties_preamble(
        fl,
        [
            ("出租方（甲方）", landlord["name"], [f"身份证号：{landlord['id']}", "联系电话：139 8001 6627"]),
            ("承租方（乙方）", tenant["name"], [f"身份证号：{tenant['id']}", "联系电话：186 2811 0953"]),
        ],
        size=11,
    )
    fl.para("甲、乙双方就下列房屋的租赁达成如下协议：")
    rent = dec(3800)
    for k, t in enumerate(
        [
            "房屋基本情况：甲方房屋（以下简称该房屋）坐落于成都市武侯区桐梓林北路9号锦绣苑5栋1单元1803号；建筑面积89.6平方米，两室一厅一卫，房屋权属证书号：川（2019）成都市不动产权第0186603号。",
            "租赁期限：自2024年7月1日至2025年6月30日，共计十二个月。租赁期满，乙方如需续租，应提前一个月书面通知甲方，同等条件下乙方享有优先承租权。",
            "租金及支付方式：该房屋月租金为人民币叁仟捌佰元整（¥3,800.00），"
            f"十二个月租金合计人民币{rmb_upper(rent * 12)}（¥{money(rent * 12)}）。租金按季度支付，"
            "乙方应于每季度首月5日前支付当季租金。",
            "押金：乙方应于签订本合同时向甲方支付押金人民币柒仟陆佰元整（¥7,600.00）。租赁期满乙方结清各项费用并交还房屋后，甲方应无息退还押金。",
            "其他费用：租赁期间，水费、电费、燃气费、网络费、物业管理费由乙方承担；房屋维修基金及房屋租赁相关税费由甲方承担。",
            "房屋维护：租赁期间，甲方应保证房屋及附属设施处于正常可使用状态；因乙方使用不当造成损坏的，由乙方负责修复或赔偿。乙方不得擅自改变房屋结构，不得转租。",
            "合同解除：乙方逾期支付租金超过十五日的，甲方有权解除合同并没收押金；甲方提前收回房屋的，应退还剩余租金并支付一个月租金作为违约金。",
            "房屋交付时附属设施：空调2台、冰箱1台、洗衣机1台、热水器1台、床2张、衣柜2个、沙发1套，水表读数0312，电表读数18836，燃气表读数0457。",
            "本合同未尽事宜，双方可协商补充。本合同一式两份，甲乙双方各执一份，自双方签字之日起生效。",
        ],
        1,
    ):
        fl.para(f"第{cn_ord(k)}条  {t}")
    fl.gap(16)
    fl.need(150)
    y0 = fl.y
    fl.p.text(fl.ml, y0, f"甲方（签字）：{landlord['name']}", 11)
    fl.p.text(fl.ml + fl.width / 2 + 10, y0, f"乙方（签字）：{tenant['name']}", 11)
    fl.p.signature(fl.ml + 110, y0 + 24, 60, seed=101)
    fl.p.signature(fl.ml + fl.width / 2 + 120, y0 + 24, 60, seed=102)
    fl.p.text(fl.ml, y0 + 56, "日期：2024年6月28日", 11)
    fl.p.text(fl.ml + fl.width / 2 + 10, y0 + 56, "日期：2024年6月28日", 11)
    fl.y = y0 + 80
    fl.finish()
    st.field("contractTitle", "房屋租赁合同")
    st.field("partyA", landlord["name"])
    st.field("partyB", tenant["name"])
    st.field("signDate", "2024-06-28")
    st.field("contractAmount", str(rent * 12))
    st.end()
    st.begin("id_card", "出租人身份证（扫描，横放旋转 90°，带仅供…使用水印）")
    id_copy_page(
        st, landlord, layout="stack", scan=sc(r, rot90=1), overlay="仅供房屋租赁使用", scale=1.2, seed=21
    )
    id_fields(st, landlord)
    st.end()
    st.begin("invoice", "电费电子发票（普通发票，扫描）")
    efapiao(
        st,
        num="24512000000078342216",
        date="2024-08-03",
        seller=dict(name="国网四川省电力公司成都供电公司", tax="91510100MA61Y2XK0N"),
        buyer=dict(name=tenant["name"], tax=""),
        kind="普通发票",
        items=[("*供电*电费", "居民生活用电", "千瓦时", 412, "0.46")],
        rate="0.13",
        issuer="国网四川电力",
        remark="户号：6030418822  用电地址：武侯区桐梓林北路9号锦绣苑5-1-1803  电费年月：202407",
        scan=sc(r),
    )
    st.end()
    st.begin("invoice", "医疗门诊收费票据（电子，扫描）")
    medical_receipt(
        st,
        province="四川省",
        code="51010124",
        no="0108826431",
        date="2024-08-12",
        hospital="成都市武侯区人民医院",
        patient=tenant["name"],
        items=[("西药费", "86.40"), ("检查费", "120.00"), ("化验费", "65.00"), ("诊察费", "12.00")],
        serial="MZ20240812031877",
        outpatient_no="0003358812",
        fund_ratio="0.5",
        scan=sc(r),
    )
    st.end()
    st.begin("invoice", "医疗门诊收费票据（同一医院，紧接上一张）")
    medical_receipt(
        st,
        province="四川省",
        code="51010124",
        no="0108913075",
        date="2024-08-19",
        hospital="成都市武侯区人民医院",
        patient=tenant["name"],
        items=[("治疗费", "48.00"), ("西药费", "132.70"), ("诊察费", "12.00")],
        serial="MZ20240819008214",
        outpatient_no="0003358812",
        fund_ratio="0.5",
        scan=sc(r),
    )
    st.end()
    st.begin("other", "个人意外伤害保险单（扫描）")
    fl = Flow(st, scan=sc(r, gray=True), footer="cn", size=9.5, lead=1.6)
    fl.p.text(fl.ml, fl.y, "平安和信财产保险股份有限公司", 13, bold=True, color=(0.8, 0.35, 0.1))
    fl.p.text(fl.ml + fl.width, fl.y, "全国客服热线 95500", 9, align="r", color=GRAY)
    fl.y += 30
    fl.title("个人综合意外伤害保险  保险单", 15, after=8)
    fl.table(
        [110, fl.width - 110],
        [
            ["保险单号", "11526013900357184622"],
            ["投保人", tenant["name"]],
            ["被保险人", f"{tenant['name']}  证件号码：{tenant['id']}"],
            ["受益人", "法定"],
            ["保险期间", "自2024年7月10日零时起至2025年7月9日二十四时止"],
            ["保险费合计", "人民币叁佰玖拾捌元整（¥398.00）"],
            ["签单日期", "2024-07-09"],
        ],
        rh=22,
        size=9.5,
        aligns=["c", "l"],
    )
    fl.table(
        [30, 230, 100, fl.width - 360],
        [
            ["序号", "保险责任", "保险金额（元）", "保费（元）"],
            ["1", "意外身故、伤残", "500,000.00", "230.00"],
            ["2", "意外医疗（含门急诊，免赔额100元，赔付比例100%）", "50,000.00", "128.00"],
            ["3", "意外住院津贴（每日）", "100.00", "40.00"],
        ],
        rh=22,
        size=9,
        aligns=["c", "l", "r", "r"],
        bold_rows=(0,),
    )
    fl.heading("特别约定")
    for t in [
        "1. 本保单承保职业类别为1-3类，被保险人从事4类及以上职业时发生的保险事故，本公司不承担保险责任。",
        "2. 意外医疗保险金仅限于在中华人民共和国境内（不含港澳台地区）二级及以上公立医院普通部发生"
        "的合理且必要的医疗费用。",
        "3. 本保单为电子保单，与纸质保单具有同等法律效力，可通过官网或客服热线查询真伪。",
    ]:
        fl.para(t, indent=0)
    fl.newpage()
    fl.heading("重要提示")
    for t in [
        "1. 请您仔细阅读保险条款，尤其是责任免除、免赔额、赔付比例、投保人及被保险人义务等内容。",
        "2. 收到本保险单后，请立即核对，如有错误或遗漏，请及时通知本公司并办理批改手续。",
        "3. 发生保险事故后，请在48小时内拨打95500报案，并保留好相关医疗票据、诊断证明等材料。",
        "4. 犹豫期：自您签收保险单之日起15日内，您可申请解除合同，本公司将无息退还全部保险费。",
    ]:
        fl.para(t, indent=0)
    fl.heading("条款摘要：责任免除")
    fl.para(
        "因下列原因造成被保险人身故、伤残或发生医疗费用的，保险人不承担给付保险金责任：（一）投保人的故意行为；（二）被保险人自致伤害或自杀，但被保险人自杀时为无民事行为能力人的除外；"
        "（三）因被保险人挑衅或故意行为而导致的打斗、被袭击或被谋杀；（四）被保险人妊娠、流产、分娩、疾病、药物过敏；（五）被保险人酒后驾驶、无合法有效驾驶证驾驶；"
        "（六）被保险人从事潜水、跳伞、攀岩、蹦极、驾驶滑翔机或滑翔伞、探险、摔跤、武术比赛等高风险运动。",
        indent=2,
    )
    fl.gap(30)
    fl.p.text(fl.ml + fl.width, fl.y, "平安和信财产保险股份有限公司四川分公司", 10, align="r")
    fl.p.seal(
        fl.ml + fl.width - 90, fl.y - 10, "平安和信财产保险股份有限公司四川分公司", r=40, inner="保单专用章"
    )
    fl.finish()
    st.end()
    return st
