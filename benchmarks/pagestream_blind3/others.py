"""Documents that are neither invoices, contracts nor ID cards, several built to look like them."""

from __future__ import annotations

from contracts import Flow
from render import GREY, RED, DocCtx


def o_minutes(c: DocCtx):
    fl = Flow(c)
    fl.title("会 议 纪 要", 20)
    fl.p("〔2024〕第07期        综合管理部        2024年3月26日", indent=0)
    fl.pg.line(60, fl.y - 4, 535, fl.y - 4, 1.5, RED)
    fl.y += 10
    fl.p("会议时间：2024年3月25日（星期一）下午14:30    会议地点：公司三楼第一会议室", indent=0)
    fl.p(
        "主持人：副总经理 高建华    参会人员：财务部、采购部、生产部、质量部负责人及相关人员共11人", indent=0
    )
    items = [
        "关于一季度采购付款进度。采购部通报，截至3月22日共收到供应商发票46张，已付款38张，其余8张因验收资"
        "料不全暂缓支付。"
        "会议要求采购部于3月29日前补齐入库单、质检报告。",
        "关于新包装设备引进。生产部介绍了三家供应商的报价及技术方案，会议原则同意选择报价较低且售后网点在"
        "本地的供应商，"
        "由采购部牵头起草设备采购合同，法务审核后报总经理签批。",
        "关于员工身份信息管理。人力资源部提出，员工身份证复印件应注明用途并集中保管，不得随意外传。",
        "关于质量体系年度审核。质量部应于4月10日前完成内审，形成不符合项整改清单。",
        "关于厂区安全检查。会议通报了3月份安全检查发现的问题，包括消防通道堆放物料、叉车无证驾驶等，"
        "要求生产部在一周内完成整改，综合管理部组织复查。",
        "关于年度预算执行。财务部通报一季度费用预算执行率为23.6%，差旅费超支明显，会议要求严格执行差旅标准，"
        "超标准部分不予报销。",
        "关于下阶段重点工作。各部门应围绕二季度生产计划，做好原材料储备、设备检修和人员培训工作。",
    ]
    for i, t in enumerate(items, 1):
        fl.p(f"{'一二三四五六七八'[i - 1]}、{t}")
    fl.p("会议要求各部门按照分工抓好落实，综合管理部负责督办。", indent=21)
    fl.p("记录：孙丽娟        审核：高建华", indent=0)
    fl.p("分送：公司领导，各部门", indent=0)
    fl.new_page()
    fl.title("会议签到表", 15)
    rows = [["序号", "部门", "姓名", "签到时间"]] + [
        [str(i + 1), d, n, "14:2" + str(i % 10)]
        for i, (d, n) in enumerate(
            [
                ("公司领导", "高建华"),
                ("财务部", "刘小青"),
                ("采购部", "欧阳菲"),
                ("生产部", "马志强"),
                ("质量部", "许敏"),
                ("人力资源部", "韦美玲"),
                ("技术部", "赵磊"),
                ("综合管理部", "孙丽娟"),
            ]
        )
    ]
    fl.pg.grid(60, fl.y, [50, 150, 140, 135], rows, 26, 10)
    return "other"


def o_packing_list(c: DocCtx):
    pg = c.page(font="helv")
    pg.t(50, 60, "PACKING LIST", 20, "hebo")
    pg.kv(
        50,
        95,
        [
            ("Shipper:", "Guangzhou Sunrise Ceramics Co., Ltd."),
            ("Consignee:", "Kestrel Outdoor Equipment Pty Ltd"),
            ("Document No.:", "PL-SR-240517"),
            ("Date:", "2024-05-17"),
            ("Vessel / Voyage:", "COSCO PRIDE 117S"),
        ],
        9.5,
        gap=95,
    )
    rows = [
        ["Carton No.", "Description", "Qty (sets)", "N.W. (kg)", "G.W. (kg)", "Meas. (m3)"],
        ["1-600", "Stoneware dinner set SR-D16", "2,400", "9,600", "10,320", "38.4"],
        ["601-1200", "Stoneware dinner set SR-D16", "2,400", "9,600", "10,320", "38.4"],
        ["", "TOTAL", "4,800", "19,200", "20,640", "76.8"],
    ]
    pg.grid(50, 200, [70, 165, 65, 65, 65, 65], rows, 22, 9, f="helv")
    pg.t(50, 320, "No commercial value stated on this document. See commercial invoice for prices.", 9)
    return "other"


def o_purchase_order(c: DocCtx):
    pg = c.page(font="dv")
    pg.t(50, 60, "PURCHASE ORDER", 20, "dvb")
    pg.kv(
        360,
        50,
        [("PO No.", "PO-2406-117"), ("Date", "2024-06-10"), ("Buyer", "Hebei Yanzhao Construction")],
        9,
        gap=60,
    )
    pg.t(50, 100, "Vendor: Luquan Xinlei Sand & Gravel Yard", 10)
    rows = [
        ["Line", "Item", "Qty", "Unit", "Unit price", "Amount"],
        ["1", "Cement P.O42.5", "30", "t", "415.00", "12,450.00"],
        ["2", "River sand, medium", "40", "m3", "128.00", "5,120.00"],
        ["", "Order total (CNY)", "", "", "", "17,570.00"],
    ]
    y = pg.grid(50, 125, [40, 180, 50, 45, 80, 95], rows, 22, 9, f="dv")
    pg.t(
        50,
        y + 30,
        "Terms: delivery to site within 10 days; payment 30 days after receipt of a valid invoice.",
        9,
    )
    pg.t(50, y + 46, "This order is subject to the Buyer's standard purchase terms printed overleaf.", 9)
    pg.t(50, y + 80, "Approved by: Zhang Qiang, Procurement", 9)
    return "other"


def o_memo_en(c: DocCtx):
    fl = Flow(c, font="helv", size=11, lead=1.5)
    fl.title("MEMORANDUM", 20, f="hebo")
    for k, v in [
        ("TO:", "All regional sales managers"),
        ("FROM:", "Rachel Kim, VP Finance"),
        ("DATE:", "April 3, 2024"),
        ("RE:", "Month-end invoice cut-off and expense claims"),
    ]:
        fl.pg.t(60, fl.y, k, 10.5, "hebo")
        fl.pg.t(130, fl.y, v, 10.5)
        fl.y += 18
    fl.pg.line(60, fl.y, 535, fl.y, 1)
    fl.y += 20
    for t in [
        "Effective this month, all supplier invoices must reach Accounts Payable by the 25th to be booked in "
        "the current period. Invoices received after the cut-off will be processed the following month.",
        "Please make sure every invoice shows our full legal name, the PO number and the correct VAT rate. "
        "Invoices addressed to individual employees cannot be accepted.",
        "Expense claims must be submitted through the portal together with scanned receipts. Paper "
        "copies are "
        "no longer required unless the amount exceeds USD 2,500.",
        "Contracts with a value above USD 50,000 require a second signature from Legal before any purchase "
        "order is released.",
        "Thank you for your cooperation.",
    ]:
        fl.p(t, indent=0, gap=10)
    fl.p("cc: Controller; Legal Department", indent=0)
    return "other"


def o_liaison(c: DocCtx):
    fl = Flow(c)
    fl.title("工作联系函", 20)
    fl.p("编号：JL-2024-031", indent=0)
    fl.p("致：中建八局第三建设有限公司星湖花园项目部", indent=0)
    fl.p("事由：关于7#楼地下室防水施工质量问题", indent=0)
    fl.p(
        "我方于2024年5月14日巡查发现7#楼地下室外墙防水卷材搭接宽度不足、局部空鼓，不符合设计及规范要求。"
        "请贵方于收函后三日内组织整改，并将整改结果书面回复监理部。整改完成前不得进行回填施工。"
    )
    fl.p("特此函告。")
    fl.p("附件：现场照片6张", indent=0)
    fl.y += 30
    fl.pg.t(360, fl.y, "苏州恒信工程监理有限公司", 10.5)
    fl.pg.t(360, fl.y + 18, "项目监理部", 10.5)
    fl.pg.t(360, fl.y + 36, "2024年5月15日", 10.5)
    fl.pg.stamp(420, fl.y + 10, 55, 30, "恒信监理项目部", "", 7)
    return "other"


def o_quote_cn(c: DocCtx):
    pg = c.page()
    pg.t(297, 60, "报 价 单", 22, align="c")
    pg.kv(
        60,
        100,
        [
            ("报价单号：", "BJ-2024-0612"),
            ("报价日期：", "2024年6月12日"),
            ("询价单位：", "青岛海盛食品股份有限公司"),
            ("报价单位：", "上海精工包装机械有限公司"),
        ],
        10,
    )
    rows = [
        ["序号", "产品名称", "型号", "数量", "单价（元）", "金额（元）"],
        ["1", "全自动枕式包装机", "JG-450X", "2", "298,000.00", "596,000.00"],
        ["2", "立式液体灌装机", "JG-GZ12", "1", "412,000.00", "412,000.00"],
        ["3", "不锈钢输送线", "SS-12m", "3", "82,000.00", "246,000.00"],
        ["", "合计（含税13%）", "", "", "", "1,254,000.00"],
    ]
    y = pg.grid(60, 180, [35, 140, 70, 40, 95, 95], rows, 24, 9)
    pg.t(60, y + 25, "报价总额（大写）：人民币壹佰贰拾伍万肆仟元整", 10)
    for i, t in enumerate(
        [
            "说明：1. 本报价有效期30天；2. 交货期为合同签订后60天；3. 本报价不作为付款凭证，",
            "正式订货以双方签订的合同为准，发票于到货验收后开具。",
        ]
    ):
        pg.t(60, y + 55 + i * 16, t, 9)
    pg.stamp(430, y + 130, 65, 33, "上海精工包装机械有限公司", "业务专用章", 6.5)
    return "other"


def o_quote_en(c: DocCtx):
    pg = c.page(font="dv")
    pg.t(50, 60, "PRICE QUOTATION", 20, "dvb")
    pg.t(380, 50, "Kitasato Technical Services K.K.", 10)
    pg.kv(
        50,
        100,
        [
            ("Quotation No.", "Q-24-0388"),
            ("Date", "2024/03/29"),
            ("Valid until", "2024/04/28"),
            ("Prepared for", "Nakamura Precision Parts Co., Ltd."),
        ],
        9.5,
        gap=100,
    )
    rows = [
        ["Description", "Qty", "Unit price (JPY)", "Amount (JPY)"],
        ["Consulting block (8 h)", "3", "120,000", "360,000"],
        ["On-site workshop", "2", "98,000", "196,000"],
        ["Travel expenses (estimate)", "1", "42,000", "42,000"],
        ["Subtotal", "", "", "598,000"],
        ["Consumption tax 10%", "", "", "59,800"],
        ["Total (estimate)", "", "", "657,800"],
    ]
    y = pg.grid(50, 190, [220, 50, 110, 115], rows, 22, 9.5, f="dv")
    pg.t(
        50,
        y + 30,
        "This is a quotation, not a request for payment. An invoice will be issued after delivery.",
        9,
    )
    pg.t(50, y + 46, "To accept, please sign and return a copy.   Accepted by: ____________", 9)
    return "other"


def o_delivery(c: DocCtx):
    pg = c.page()
    pg.t(297, 55, "石家庄恒信建材经销部", 14, align="c")
    pg.t(297, 80, "送  货  单", 20, align="c")
    pg.kv(60, 110, [("收货单位：", "河北燕赵建设集团第二项目部"), ("送货日期：", "2024年6月24日")], 10)
    pg.t(400, 110, "No. 0028631", 11, color=RED)
    rows = [
        ["品名", "规格", "单位", "数量", "单价", "金额", "备注"],
        ["水泥", "P.O42.5", "吨", "12", "455.00", "5,460.00", ""],
        ["河砂", "中砂", "方", "20", "150.00", "3,000.00", ""],
        ["砌块", "600×240×200", "块", "1200", "4.20", "5,040.00", ""],
        ["合计金额", "壹万叁仟伍佰元整", "", "", "", "¥13,500.00", ""],
    ]
    y = pg.grid(55, 135, [70, 85, 40, 50, 60, 95, 85], rows, 24, 9.5)
    pg.t(60, y + 22, "送货人：王师傅      收货人签字：              车号：冀A·6T321", 10)
    pg.t(60, y + 42, "第一联 存根（白）  第二联 客户（红）  第三联 回单（黄）", 8, color=GREY)
    return "other"


def o_warehouse(c: DocCtx):
    pg = c.page((842, 595))
    pg.t(421, 50, "入  库  单", 20, align="c")
    pg.kv(60, 85, [("入库单号：RK20240618-004      入库日期：2024-06-18      仓库：原料一库", "")], 10)
    pg.t(60, 103, "供应商：鹿泉区鑫磊砂石料场        采购订单：PO-2406-117", 10)
    rows = [
        ["物料编码", "物料名称", "规格", "单位", "应收数量", "实收数量", "单价", "金额", "库位"],
        ["M-01033", "水泥", "P.O42.5", "吨", "30", "30", "415.00", "12,450.00", "A-01"],
        ["M-01107", "河砂", "中砂", "方", "40", "40", "128.00", "5,120.00", "B-03"],
        ["", "合计", "", "", "", "", "", "17,570.00", ""],
    ]
    y = pg.grid(50, 120, [75, 110, 80, 45, 70, 70, 70, 90, 60], rows, 24, 9.5)
    pg.t(60, y + 30, "仓管员：刘洋        质检员：许敏        采购员：张强        财务：", 10)
    return "other"


def o_bank_slip(c: DocCtx):
    pg = c.page((595, 380))
    pg.t(297, 45, "中国工商银行  网上银行电子回单", 15, align="c")
    rows = [
        ["电子回单号码", "0031-8872-6610-2245", "回单类型", "转账支出"],
        ["付款人户名", "佛山顺德美达电器有限公司", "收款人户名", "广州锐展会展服务有限公司"],
        ["付款人账号", "2013 0066 0910 0183 411", "收款人账号", "3602 0012 0920 0456 781"],
        ["开户银行", "工行顺德容桂支行", "开户银行", "工行广州天河支行"],
        ["金额", "¥9,950.00", "金额（大写）", "人民币玖仟玖佰伍拾元整"],
        ["用途", "付展会布置款 发票44018822", "交易时间", "2024-01-26 10:42:17"],
    ]
    pg.grid(40, 65, [80, 175, 75, 185], rows, 26, 8.5)
    pg.t(60, 250, "本回单不作为收款方发货依据，请勿重复记账。    打印次数：1", 8, color=GREY)
    pg.page.draw_circle((470, 300), 38, color=RED, width=1.5)
    pg.t(470, 296, "电子回单", 8, color=RED, align="c")
    pg.t(470, 308, "专用章", 8, color=RED, align="c")
    return "other"


def o_statement(c: DocCtx):
    pg = c.page()
    pg.t(297, 60, "往来对账单", 20, align="c")
    pg.t(60, 95, "致：北京华信科技有限公司财务部", 10)
    pg.t(60, 113, "截至2024年3月31日，贵我双方往来账目如下，请核对后签章回传：", 10)
    rows = [
        ["日期", "摘要", "发票号码", "借方（应收）", "贷方（已收）", "余额"],
        ["2024-01-01", "期初余额", "", "", "", "26,800.00"],
        ["2024-03-11", "销售电子元件", "08812734", "12,769.00", "", "39,569.00"],
        ["2024-03-20", "收到货款", "", "", "26,800.00", "12,769.00"],
        ["2024-03-31", "期末余额", "", "", "", "12,769.00"],
    ]
    y = pg.grid(55, 130, [70, 110, 75, 80, 80, 70], rows, 24, 9)
    pg.t(60, y + 30, "信息证明无误。        信息不符，请列明不符项目：", 10)
    pg.t(60, y + 70, "上海明远贸易有限公司（盖章）                    北京华信科技有限公司（盖章）", 10)
    return "other"


def o_license(c: DocCtx):
    pg = c.page((842, 595))
    pg.box(30, 30, 812, 565, 3, (0.75, 0.55, 0.2))
    pg.t(421, 100, "营 业 执 照", 30, align="c")
    pg.t(421, 125, "（副  本）", 12, align="c")
    pg.t(80, 160, "统一社会信用代码  91320594MA1T4XH53D", 10)
    rows = [
        ("名    称", "苏州工业园区星湖置业有限公司"),
        ("类    型", "有限责任公司（自然人投资或控股）"),
        ("法定代表人", "沈立群"),
        (
            "经营范围",
            "房地产开发经营；物业管理；停车场服务（依法须经批准的项目，经相关部门批准后方可开展经营活动）",
        ),
        ("注册资本", "伍仟万元整"),
        ("成立日期", "2017年09月05日"),
        ("住    所", "苏州工业园区星湖街328号创意产业园12幢"),
    ]
    y = 210
    for k, v in rows:
        pg.t(90, y, k, 11)
        pg.para(190, y, 560, v, 11)
        y += 32
    pg.t(600, 480, "登记机关", 11)
    pg.page.draw_circle((660, 470), 40, color=RED, width=1.5)
    pg.t(560, 530, "2023年11月02日", 11)
    pg.t(300, 520, "本复印件仅供投标使用", 16, color=(0.25, 0.35, 0.75))
    return "other"
