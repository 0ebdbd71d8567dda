"""Fully scanned streams: s05 (travel expenses) and s10 (archive box)."""

from decimal import Decimal

from parties import CHANGJIANG, P_MA, P_WANG, P_ZHOU
from psfmt import cn_upper, dec2, money, plain
from pslib import A4, A5L, BLUE, GREY
from tpl_cn import articles, id_card
from tpl_cn_invoices import inv_hotel_folio, inv_paper_vat, inv_restaurant, inv_shudian, inv_taxi, inv_toll


# ================================================================== s05 (fully scanned travel expenses)
def s05(st):
    hotel = "杭州湖滨雅舍酒店有限公司"
    hotel_en = "Hangzhou Lakeside Yashe Hotel Co., Ltd."
    cj = CHANGJIANG[0]
    lines = [
        ("2024-03-05", "房费 Room Charge", "R1208", "688.00"),
        ("2024-03-05", "早餐 Breakfast", "F0311", "98.00"),
        ("2024-03-06", "房费 Room Charge", "R1208", "688.00"),
        ("2024-03-06", "洗衣 Laundry", "L0087", "45.00"),
        ("2024-03-07", "房费 Room Charge", "R1208", "688.00"),
        ("2024-03-07", "迷你吧 Minibar", "M0042", "36.00"),
    ]
    d = st.doc("invoice", "酒店宾客账单 Guest Folio（中英）", scan=dict(gray=True))
    inv_hotel_folio(
        d,
        hotel,
        hotel_en,
        "F240308-01172",
        "周明 ZHOU MING",
        cj,
        "1208",
        "2024-03-05",
        "2024-03-08",
        lines,
        "2024-03-08",
    )
    d = st.doc("invoice", "数电票（普通发票）住宿费，同一酒店，紧接账单", scan=dict(gray=True))
    inv_shudian(
        d,
        "24332000000016620894",
        "2024-03-08",
        hotel,
        "91330102MA27XB0P4H",
        cj,
        CHANGJIANG[1],
        [
            ("*住宿服务*住宿费", "", "晚", 3, "649.056604", 0.06),
            ("*餐饮服务*早餐", "", "份", 1, "92.452830", 0.06),
            ("*生活服务*洗衣费", "", "次", 1, "42.452830", 0.06),
            ("*餐饮服务*酒水", "", "项", 1, "33.962264", 0.06),
        ],
        issuer="沈佳",
    )
    d = st.doc("invoice", "出租车票", scan=dict(gray=True, dpi=150))
    inv_taxi(
        d,
        "杭州市",
        "杭州钱塘出租汽车有限公司",
        "133012380521",
        "06271534",
        "2024-03-05",
        "浙A·T6218",
        "07:42",
        "08:19",
        21.4,
        2.5,
        63.00,
        "0571-96520",
    )
    d = st.doc("invoice", "高速公路通行费票据", scan=dict(gray=True))
    inv_toll(
        d,
        "浙江省高速公路车辆通行费专用票据",
        "浙江东海高速公路运营有限公司",
        "133002318834",
        "01957726",
        "2024-03-08",
        "杭州彭埠",
        "宁波东",
        "鄂A·5K209",
        115.00,
    )
    d = st.doc("invoice", "餐饮结账单（小票）", scan=dict(gray=True, dpi=150))
    rtot = inv_restaurant(
        d,
        "知味轩餐饮管理有限公司（湖滨店）",
        "ZW2403060217",
        "2024-03-06",
        "19:42",
        "A12",
        [
            ("西湖醋鱼", 1, "128.00"),
            ("龙井虾仁", 1, "158.00"),
            ("东坡肉", 2, "48.00"),
            ("叫化童鸡", 1, "138.00"),
            ("清炒时蔬", 2, "32.00"),
            ("米饭", 4, "3.00"),
            ("龙井茶", 2, "28.00"),
        ],
        company=cj,
    )
    d = st.doc("other", "差旅费报销单，列出各票据号码和金额", scan=dict(gray=True))
    pg = d.new_page((842, 595))
    pg.t(421, 60, "武汉长江数据服务有限公司　差旅费报销单", 18, bold=True, align="c")
    pg.t(60, 92, "部门：交付中心", 10.5)
    pg.t(300, 92, "报销人：周明", 10.5)
    pg.t(560, 92, "填报日期：2024年3月11日", 10.5)
    pg.t(60, 112, "出差事由：杭州客户现场实施（禾丰供应链项目）", 10.5)
    rows = [
        ["日期", "票据类型", "票据号码", "摘要", "金额（元）"],
        ["3/5", "出租车票", "06271534", "杭州东站—酒店", "63.00"],
        ["3/6", "餐饮小票", "ZW2403060217", "客户招待", money(rtot)],
        ["3/8", "增值税普通发票", "24332000000016620894", "住宿3晚（含早餐、洗衣）", "2,243.00"],
        ["3/8", "通行费票据", "01957726", "杭州彭埠—宁波东", "115.00"],
        ["", "", "", "合计", money(dec2(rtot) + dec2("2421.00"))],
    ]
    y = pg.table(
        60,
        130,
        [60, 120, 180, 240, 120],
        rows,
        size=10,
        rh=26,
        aligns=["c", "c", "l", "l", "r"],
        hfill=(0.9, 0.9, 0.9),
    )
    rs = dec2(rtot) + dec2("2421.00")
    pg.t(
        60,
        y + 28,
        f"报销金额（大写）：{cn_upper(rs)}　　　预借差旅费：0.00　　　应退（补）：{money(rs)}",
        10.5,
    )
    for k, lab in enumerate(["报销人：", "部门负责人：", "财务审核：", "总经理："]):
        pg.t(60 + k * 190, y + 80, lab, 10.5)
    pg.t(120, y + 82, "周明", 14, color=BLUE)
    d = st.doc("id_card", "身份证复印件，扫描时横放（旋转90°）", scan=dict(gray=True, rot90=1, skew=0.4))
    id_card(d, P_ZHOU, "stacked", header="身份证复印件（报销备案）")
    d = st.doc("other", "扫描批次结束分隔页", scan=dict(gray=True))
    pg = d.new_page(A4)
    pg.barcode(180, 300, 235, 60, 5)
    pg.t(297, 400, "— 本批次扫描结束 —", 18, align="c")
    pg.t(297, 430, "BATCH 2024-03-11-ZM  共 8 页", 11, align="c", font="helv")


# ================================================================== s10 archive (fully scanned)
def s10(st):
    yh = "广州市粤海贸易有限公司"
    mj = "佛山市顺德区美佳电器有限公司"
    sc = dict(gray=True)
    d = st.doc("other", "档案分隔页（条码）", scan=sc)
    pg = d.new_page(A4)
    pg.rect(60, 60, 535, 782, 2)
    pg.t(297, 200, "档 案 分 隔 页", 28, bold=True, align="c")
    pg.barcode(170, 260, 255, 70, 11)
    pg.t(297, 360, "卷宗号：2023-GX-017", 15, align="c")
    pg.t(297, 390, "类别：购销合同", 15, align="c")
    # purchase contract 3 pages (old style typed, 需方/供方 table)
    d = st.doc("contract", "工业品买卖合同（3页，扫描），需方/供方表格", scan=sc)
    goods = [
        ("电热水壶", "MJ-K1715", "台", 3000, "45.50"),
        ("电饭煲", "MJ-R4021", "台", 2000, "118.00"),
        ("电风扇", "MJ-F1630", "台", 2500, "62.00"),
        ("空气炸锅", "MJ-A3502", "台", 500, "159.00"),
    ]
    tot = sum((dec2(q) * dec2(p) for *_, q, p in goods), dec2(0))
    pg = d.new_page(A4)
    pg.t(297, 70, "工业品买卖合同", 22, bold=True, align="c")
    d.f("contractTitle", "工业品买卖合同")
    rows = [
        ["需方：", yh, "合同编号：", "YH-GX-2023-1108"],
        ["供方：", mj, "签订地点：", "广州市天河区"],
        ["", "", "签订时间：", "2023年11月8日"],
    ]
    pg.table(
        50,
        95,
        [45, 240, 70, 140],
        rows,
        size=10.5,
        rh=22,
        header=False,
        grid=False,
        aligns=["l", "l", "r", "l"],
    )
    d.f("partyA", yh)
    d.f("partyB", mj)
    d.f("contractNumber", "YH-GX-2023-1108")
    d.f("signDate", "2023-11-08")
    pg.t(50, 180, "一、产品名称、商标、型号、厂家、数量、金额、供货时间：", 10.5)
    rows = [["产品名称", "型号", "单位", "数量", "单价（元）", "金额（元）", "供货时间"]]
    for n, m, u, q, p in goods:
        rows.append([n, m, u, str(q), p, money(dec2(q) * dec2(p)), "2023.11.30前"])
    rows.append(["合计人民币金额（大写）：" + cn_upper(tot), "", "", "", "", money(tot), ""])
    pg.table(
        50,
        190,
        [80, 75, 35, 55, 65, 95, 90],
        rows,
        size=9.5,
        rh=24,
        aligns=["l", "l", "c", "r", "r", "r", "c"],
    )
    d.f("contractAmount", plain(tot))
    articles(
        pg,
        380,
        [
            (
                "二、质量要求技术标准、供方对质量负责的条件和期限：",
                "按国家标准GB 4706系列执行，供方对产品提供一年质保。",
            ),
            ("三、交（提）货地点、方式：", "供方负责送货至需方广州市白云区太和镇仓库，运费由供方承担。"),
            ("四、合理损耗及计算方法：", "无。"),
            ("五、包装标准、包装物的供应与回收：", "纸箱包装，包装物不回收。"),
        ],
        x=50,
        width=495,
        size=10,
    )
    pg = d.new_page(A4)
    articles(
        pg,
        70,
        [
            (
                "六、验收标准、方法及提出异议期限：",
                "需方收货后七日内按抽样方式验收，有异议的应在验收期内书面提出。",
            ),
            (
                "七、结算方式及期限：",
                "货到验收合格，供方开具增值税专用发票后三十日内，需方以银行转账方式支付全部货款。",
            ),
            ("八、违约责任：", "按《中华人民共和国民法典》有关规定执行。"),
            ("九、解决合同纠纷的方式：", "协商解决；协商不成的，向需方所在地人民法院起诉。"),
            ("十、其他约定事项：", "本合同一式两份，双方各执一份，传真件有效。"),
        ],
        x=50,
        width=495,
        size=10,
    )
    pg = d.new_page(A4)
    rows = [
        ["需　　方", "供　　方"],
        [f"单位名称（章）：{yh}", f"单位名称（章）：{mj}"],
        [
            "单位地址：广州市天河区体育西路191号中石化大厦B塔20楼",
            "单位地址：佛山市顺德区容桂街道华口工业区8号",
        ],
        ["法定代表人：邓志华", "法定代表人：梁美玲"],
        ["委托代理人：", "委托代理人："],
        ["电话：020-3888 1207", "电话：0757-2836 5510"],
        ["开户银行：广发银行广州天河支行", "开户银行：顺德农商银行容桂支行"],
        ["账号：9550 8802 1173 6600 112", "账号：8001 2233 0118 6672"],
    ]
    pg.table(50, 80, [248, 248], rows, size=9, rh=30, aligns=["l", "l"])
    pg.seal(200, 160, yh, r=46)
    pg.seal(440, 160, mj, r=46)
    pg.t(50, 360, "（本页为签章页，无正文）", 10, color=GREY)
    # blank page
    d = st.doc("other", "空白页（扫描的空白背面）", scan=sc)
    d.new_page(A4)
    # paper VAT invoice
    d = st.doc("invoice", "纸质增值税专用发票（扫描）", scan=dict(gray=True, quality=45))
    inv_paper_vat(
        d,
        "广东",
        "4400231130",
        "03517294",
        "2023-11-20",
        mj,
        "91440606MA4UJ8E23R",
        "佛山市顺德区容桂街道华口工业区8号 0757-28365510",
        "顺德农商银行容桂支行 8001223301186672",
        yh,
        "91440101MA59QK7L0B",
        "广州市天河区体育西路191号 020-38881207",
        "广发银行广州天河支行 9550880211736600112",
        [
            (f"*家用电器*{n}", m, u, q, str((Decimal(p) / Decimal("1.13")).quantize(Decimal("0.000001"))))
            for n, m, u, q, p in goods
        ],
        rate=0.13,
    )
    # warehouse receipt (other)
    d = st.doc("other", "入库单（扫描）", scan=sc)
    pg = d.new_page(A5L)
    pg.t(297, 45, f"{yh}　入库单", 15, bold=True, align="c")
    pg.t(40, 75, f"供应商：{mj}", 9.5)
    pg.t(380, 75, "单号：RK-20231128-006", 9.5)
    pg.t(40, 92, "仓库：白云太和仓", 9.5)
    pg.t(380, 92, "日期：2023年11月28日", 9.5)
    rows = [["品名", "型号", "单位", "应收", "实收", "备注"]]
    for n, m, u, q, _p in goods:
        rows.append(
            [n, m, u, str(q), str(q if n != "电风扇" else q - 12), "破损12台拒收" if n == "电风扇" else ""]
        )
    y = pg.table(
        40, 102, [90, 90, 45, 70, 70, 150], rows, size=9.5, rh=24, aligns=["l", "l", "c", "r", "r", "l"]
    )
    pg.t(40, y + 30, "仓管员：卢志勇　　质检：孔敏　　送货人：何师傅", 9.5)
    # two ID cards in a row, the first upside down
    d = st.doc("id_card", "身份证复印件（扫描，上下颠倒）", scan=dict(gray=True, rot90=2))
    id_card(d, P_WANG, "stacked")
    d = st.doc("id_card", "身份证复印件（扫描，回族），紧接上一张", scan=dict(gray=True))
    id_card(d, P_MA, "stacked")
