"""Stream s01_mfg_payables: 小型机电制造企业 3 月应付账款凭证夹."""

from __future__ import annotations

from docs_contract import BOILER, cn_ord, parties_preamble, plain_footer_note, sign_two_col
from docs_fapiao import calc, efapiao, paper_vat
from docs_misc import kv_grid
from flow import Flow, simple_header
from psformat import money, rmb_upper
from pslib import GRAY, RED
from psstream import Stream

LIANCHUANG = dict(
    name="无锡市联创机电设备有限公司",
    tax="91320214MA1Q8B6N4E",
    addr="无锡市新吴区长江路21-1号 0510-85216630",
    bank="中国工商银行无锡新区支行 1103021109000123456",
)
HENGDA = dict(
    name="苏州恒达精密五金有限公司",
    tax="91320505MA1W7K2X3R",
    addr="苏州高新区浒关工业园华桥路88号 0512-66152381",
    bank="中国农业银行苏州浒墅关支行 10541201040012345",
)
HONGTAI = dict(
    name="常州市武进区宏泰包装材料厂",
    tax="92320412MA20LTQ35K",
    addr="常州市武进区湖塘镇长安路7号 0519-86332017",
    bank="江南农村商业银行湖塘支行 89801234500012",
)
S01_CONTRACT = "LCJD-CG-2024-031"


def s01():
    st = Stream("s01_mfg_payables", 101, "小型机电制造企业 3 月应付账款凭证夹")
    # 1-2: two e-fapiao from the same seller, consecutive numbers
    st.begin("invoice", "电子发票（增值税专用发票），恒达五金")
    it1 = [
        ("*金属制品*不锈钢六角螺栓", "M8*30", "只", 20000, "0.35"),
        ("*金属制品*不锈钢法兰螺母", "M8", "只", 20000, "0.18"),
        ("*金属制品*冲压支架", "HD-ZJ-02", "件", 3000, "2.60"),
    ]
    a1 = efapiao(
        st,
        num="24322000000081235467",
        date="2024-03-04",
        seller=HENGDA,
        buyer=LIANCHUANG,
        items=it1,
        rate="0.13",
        issuer="王丽娟",
        remark=f"合同号：{S01_CONTRACT}  第1批",
    )
    st.end()
    st.begin("invoice", "电子发票（增值税专用发票），同一销售方，下一号码")
    it2 = [
        ("*金属制品*冲压支架", "HD-ZJ-05", "件", 5000, "3.20"),
        ("*金属制品*精密垫片", "Φ8*0.5", "只", 10000, "0.12"),
    ]
    a2 = efapiao(
        st,
        num="24322000000081235468",
        date="2024-03-04",
        seller=HENGDA,
        buyer=LIANCHUANG,
        items=it2,
        rate="0.13",
        issuer="王丽娟",
        remark=f"合同号：{S01_CONTRACT}  第1批",
    )
    st.end()
    # 3: payment request quoting both invoices
    st.begin("other", "付款申请单（引用两张发票号码和合同号）")
    p = st.page()
    pw = p.W
    p.text(pw / 2, 70, LIANCHUANG["name"], 13, align="c")
    p.text(pw / 2, 100, "付 款 申 请 单", 20, align="c", bold=True)
    p.text(60, 130, "申请部门：采购部", 10)
    p.text(pw / 2, 130, "申请日期：2024年3月11日", 10, align="c")
    p.text(pw - 60, 130, "编号：FK-202403-0117", 10, align="r")
    tot = a1[2] + a2[2]
    rows = [
        ["收款单位", (HENGDA["name"], 3)],
        ["开户银行", HENGDA["bank"].split(" ")[0], "账    号", HENGDA["bank"].split(" ")[1]],
        ["付款事由", ("支付3月第1批货款（合同编号" + S01_CONTRACT + "）", 3)],
        ["发票号码", ("24322000000081235467、24322000000081235468", 3)],
        ["付款金额（大写）", (rmb_upper(tot), 3)],
        ["付款金额（小写）", ("¥" + money(tot), 3)],
        ["付款方式", ("□现金  ☑电汇  □承兑汇票  □支票", 3)],
        ["部门负责人", "", "财务审核", ""],
        ["总经理审批", "", "出纳", ""],
    ]
    p.table(
        60,
        145,
        [95, 150, 80, pw - 120 - 325],
        rows,
        rh=[30, 30, 30, 30, 30, 30, 30, 46, 46],
        size=10,
        aligns=["c", "l", "c", "l"],
    )
    for k, (x, y) in enumerate(((170, 385), (420, 385), (170, 431), (420, 431))):
        p.signature(x, y, 55, seed=30 + k)
    p.text(60, 560, "附：发票2张，送货单1张，入库单1张", 9.5, color=GRAY)
    p.text(60, 578, "经办人：陈晓", 9.5)
    st.end()
    # 4: scanned delivery note quoting contract number
    st.begin("other", "送货单（扫描，引用合同号）")
    p = st.page(scan={"skew": -1.1})
    pw = p.W
    p.text(pw / 2, 64, HENGDA["name"], 16, align="c", bold=True)
    p.text(pw / 2, 82, "地址：" + HENGDA["addr"], 8.5, align="c", color=GRAY)
    p.text(pw / 2, 112, "送  货  单", 18, align="c", bold=True)
    p.text(pw - 60, 112, "No. 0031274", 12, "cour", RED, align="r")
    kv_grid(
        p,
        60,
        140,
        [
            ("收货单位：", LIANCHUANG["name"]),
            ("送货日期：", "2024-03-02"),
            ("合同编号：", S01_CONTRACT),
            ("车牌号：", "苏E·7K326"),
        ],
        cols=2,
        colw=250,
    )
    rows = [
        ["序号", "品名", "规格", "单位", "数量", "备注"],
        ["1", "不锈钢六角螺栓", "M8*30", "只", "20000", "40箱"],
        ["2", "不锈钢法兰螺母", "M8", "只", "20000", "20箱"],
        ["3", "冲压支架", "HD-ZJ-02", "件", "3000", "托盘3"],
        ["4", "冲压支架", "HD-ZJ-05", "件", "5000", "托盘5"],
        ["5", "精密垫片", "Φ8*0.5", "只", "10000", "5箱"],
        ["", "", "", "", "", ""],
        ["", "", "", "", "", ""],
    ]
    y = p.table(
        60,
        180,
        [36, 150, 90, 45, 70, pw - 120 - 391],
        rows,
        rh=24,
        size=10,
        aligns=["c", "l", "l", "c", "r", "c"],
        bold_rows=(0,),
    )
    p.text(60, y + 30, "送货人：刘建国", 10.5)
    p.text(250, y + 30, "收货人（签字）：", 10.5)
    p.signature(350, y + 28, 60, seed=44)
    p.text(
        60,
        y + 60,
        "注：收货时请当面点清，如有异议请于三日内提出。白联存根 红联客户 黄联回单",
        8.5,
        color=GRAY,
    )
    st.end()
    # 5-7: purchase contract, 3 pages
    st.begin("contract", "工业品买卖合同")
    fl = Flow(st, footer="cn", header=simple_header(LIANCHUANG["name"], "合同编号：" + S01_CONTRACT))
    fl.title("工业品买卖合同", 20, spacing=True, after=10)
    fl.p.text(fl.ml + fl.width, fl.y, f"合同编号：{S01_CONTRACT}", 10, align="r")
    fl.y += 22
    parties_preamble(
        fl,
        [
            ("甲方（买受人）", LIANCHUANG["name"], ["住所：无锡市新吴区长江路21-1号", "法定代表人：沈建明"]),
            ("乙方（出卖人）", HENGDA["name"], ["住所：苏州高新区浒关工业园华桥路88号", "法定代表人：顾伟"]),
        ],
    )
    fl.para(
        "根据《中华人民共和国民法典》及有关法律法规的规定，甲乙双方在平等、自愿、公平、诚实信用的基础上，就甲方向乙方采购五金紧固件及冲压件事宜，经协商一致，订立本合同。"
    )
    fl.heading("第一条  标的、数量、价款")
    items = [
        ("不锈钢六角螺栓", "M8*30", "只", 60000, "0.40"),
        ("不锈钢法兰螺母", "M8", "只", 60000, "0.20"),
        ("冲压支架", "HD-ZJ-02", "件", 9000, "2.94"),
        ("冲压支架", "HD-ZJ-05", "件", 15000, "3.62"),
        ("精密垫片", "Φ8*0.5", "只", 30000, "0.14"),
    ]
    rows_, amt, _ = calc(items, None)
    trs = [["序号", "产品名称", "规格型号", "单位", "数量", "含税单价(元)", "金额(元)"]]
    for k, r in enumerate(rows_, 1):
        trs.append([str(k), r["name"], r["spec"], r["unit"], f"{r['qty']}", r["price"], money(r["amount"])])
    trs.append([("合计人民币（大写）：" + rmb_upper(amt), 5), ("¥" + money(amt), 2)])
    fl.table(
        [34, 100, 70, 36, 62, 70, fl.width - 372],
        trs,
        rh=20,
        size=9,
        aligns=["c", "l", "l", "c", "r", "r", "r"],
        bold_rows=(0,),
    )
    fl.para(
        "上述价格为含税价（增值税税率13%），包含包装费、运输费及装卸费。合同执行期内单价不随原材料价格波动而调整。"
    )
    clauses = [
        (
            "第二条  质量标准",
            [
                "乙方提供的产品应符合国家标准GB/T 5783-2016及甲方提供的图纸和技术协议要求。"
                "冲压件的尺寸公差、表面处理及盐雾试验应符合双方确认的样件标准。",
                "乙方应随每批货物提供出厂检验报告及材质证明。",
            ],
        ),
        (
            "第三条  交货时间、地点及方式",
            [
                "乙方应按甲方月度采购订单分批交货，首批货物于2024年3月5日前交付。交货地点为甲方仓库（无锡市新吴区长江路21-1号）。运输方式为汽车运输，运费由乙方承担。"
            ],
        ),
        (
            "第四条  验收",
            [
                "甲方应在货物到达后五个工作日内按抽样检验标准进行验收。验收不合格的，甲方有权退货或要求乙方在七日内免费更换；因此产生的费用由乙方承担。"
            ],
        ),
        (
            "第五条  结算方式及期限",
            [
                "每批货物验收合格后，乙方开具合法有效的增值税专用发票，甲方收到发票后三十日内以电汇方式支付该批货款。",
                "乙方收款账户：" + HENGDA["bank"] + "。",
            ],
        ),
        (
            "第六条  包装标准",
            [
                "产品采用纸箱包装，每箱净重不超过25公斤，箱外应标明产品名称、规格、数量、批号及生产日期。包装物不回收。"
            ],
        ),
        ("第七条  违约责任", [BOILER["违约2"], BOILER["违约"]]),
        ("第八条  不可抗力", [BOILER["不可抗力"]]),
        ("第九条  争议解决", [BOILER["争议"].format(court="甲方所在地人民法院")]),
        ("第十条  其他", [BOILER["其他"], BOILER["生效"].format(n="肆", a="贰", b="贰")]),
    ]
    for h, b in clauses:
        fl.clause(h, b)
    plain_footer_note(fl)
    fl.gap(10)
    sign_two_col(
        fl,
        [
            ("甲方（盖章）：", LIANCHUANG["name"]),
            ("法定代表人或授权代表：", ""),
            ("签订日期：", "2024年1月8日"),
        ],
        [("乙方（盖章）：", HENGDA["name"]), ("法定代表人或授权代表：", ""), ("签订日期：", "2024年1月8日")],
        seed=11,
    )
    fl.para("签订地点：无锡市新吴区", indent=0)
    fl.finish()
    st.field("contractNumber", S01_CONTRACT)
    st.field("contractTitle", "工业品买卖合同")
    st.field("partyA", LIANCHUANG["name"])
    st.field("partyB", HENGDA["name"])
    st.field("signDate", "2024-01-08")
    st.field("contractAmount", str(amt))
    st.end()
    # 8: supplementary agreement (adjacent contract)
    st.begin("contract", "补充协议")
    fl = Flow(st, footer=None, size=10.5)
    fl.title("补充协议", 18, spacing=True, after=8)
    fl.p.text(fl.ml + fl.width, fl.y, f"编号：{S01_CONTRACT}-B1", 10, align="r")
    fl.y += 20
    parties_preamble(fl, [("甲方", LIANCHUANG["name"], []), ("乙方", HENGDA["name"], [])])
    fl.para(
        f"甲乙双方于2024年1月8日签订了《工业品买卖合同》（合同编号：{S01_CONTRACT}，以下简称“原合同”）。现因甲方生产计划调整，经双方友好协商，就原合同部分条款达成如下补充协议："
    )
    for k, t in enumerate(
        [
            "原合同第三条约定的交货批次调整为：2024年3月、4月、5月各交付一批，每批数量以甲方书面订单为准，首批交货日期不变。",
            "冲压支架（HD-ZJ-05）外包装由纸箱改为可循环周转箱，周转箱由甲方提供，乙方负责回收清洗，费用不另计。",
            "原合同约定的单价、数量及合同总价款不变。",
            "本补充协议为原合同不可分割的组成部分；本补充协议与原合同约定不一致的，以本补充协议为准；本补充协议未约定的，仍按原合同执行。",
            "本补充协议一式肆份，双方各执贰份，自双方盖章之日起生效。",
        ],
        1,
    ):
        fl.para(f"{cn_ord(k)}、{t}")
    fl.gap(16)
    sign_two_col(
        fl,
        [("甲方（盖章）：", LIANCHUANG["name"]), ("代表签字：", ""), ("日期：", "2024年2月20日")],
        [("乙方（盖章）：", HENGDA["name"]), ("代表签字：", ""), ("日期：", "2024年2月20日")],
        seed=13,
    )
    fl.finish()
    st.field("contractNumber", f"{S01_CONTRACT}-B1")
    st.field("contractTitle", "补充协议")
    st.field("partyA", LIANCHUANG["name"])
    st.field("partyB", HENGDA["name"])
    st.field("signDate", "2024-02-20")
    st.end()
    # 9-10: scanned paper VAT invoice with goods list
    st.begin("invoice", "增值税专用发票（纸质，扫描）+ 销货清单")
    its = [
        ("瓦楞纸箱", "五层 60*40*40", "个", 1200, "6.80"),
        ("瓦楞纸箱", "五层 40*30*30", "个", 1500, "4.20"),
        ("珍珠棉", "EPE 10mm", "卷", 40, "95.00"),
        ("缠绕膜", "50cm*300m", "卷", 120, "32.00"),
        ("打包带", "PP 15mm", "卷", 60, "38.00"),
        ("封箱胶带", "48mm*100y", "卷", 600, "3.50"),
        ("木托盘", "1200*1000", "个", 80, "85.00"),
        ("防锈袋", "VCI 40*60", "个", 5000, "0.46"),
        ("标签纸", "100*80", "卷", 50, "26.00"),
    ]
    paper_vat(
        st,
        province="江苏",
        code="3200233130",
        num="08341277",
        date="2024-03-15",
        seller=HONGTAI,
        buyer=LIANCHUANG,
        items=its,
        rate="0.13",
        issuer="周敏",
        payee="周敏",
        checker="宋玉芳",
        scan={"skew": 0.8},
        list_pages=True,
    )
    st.end()
    return st
