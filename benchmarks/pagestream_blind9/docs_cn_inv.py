"""Mainland China invoices (paper VAT, 数电票 blue/red) and payment papers (收据, 回单, 送货单)."""

from __future__ import annotations

import datetime as dt

from core import BLACK, BROWN, GREY, RED, Pg, Stream
from fmt import cn_upper, dec, digits, fdate, money

GOODS = [
    ("*电子元件*贴片电容", "0805-10uF", "盘", 180.0, 260.0),
    ("*电子元件*贴片电阻", "0603-1%", "盘", 45.0, 90.0),
    ("*集成电路*主控芯片", "QX-M4F", "个", 12.0, 36.0),
    ("*电线电缆*屏蔽线", "RVVP-4x0.5", "卷", 210.0, 330.0),
    ("*计算机外部设备*工业显示屏", "10.1寸", "台", 860.0, 1250.0),
    ("*金属制品*不锈钢螺栓", "M8x30", "千件", 160.0, 240.0),
    ("*塑料制品*防静电周转箱", "600x400", "个", 38.0, 65.0),
    ("*仪器仪表*数字万用表", "DM-3052", "台", 420.0, 690.0),
]
SERVICES = [
    ("*信息技术服务*系统运维服务", "", "项", 1, 8000.0, 26000.0),
    ("*信息技术服务*软件开发服务", "", "项", 1, 15000.0, 48000.0),
    ("*现代服务*技术咨询服务费", "", "次", 2, 1800.0, 4200.0),
    ("*物业管理服务*保洁服务费", "", "月", 3, 6200.0, 9800.0),
]


def line_items(st: Stream, rng, n, rate, services=False, neg=False, whole=False):
    rows = []
    if isinstance(n, list):
        picks = [(a, b, c, q, p, p) for a, b, c, q, p in n]
    elif services:
        picks = rng.sample(SERVICES, n)
    else:
        picks = [(a, b, c, rng.randint(2, 60), lo, hi) for a, b, c, lo, hi in rng.sample(GOODS, n)]
    for name, spec, unit, qty, lo, hi in picks:
        price = dec(lo) if lo == hi else dec(round(rng.uniform(lo, hi), 0 if whole else 2))
        amt = dec(qty * price)
        if neg:
            qty, amt = -qty, -amt
        tax = dec(amt * dec(rate))
        rows.append(
            {"name": name, "spec": spec, "unit": unit, "qty": qty, "price": price, "amt": amt, "tax": tax}
        )
    net = sum((r["amt"] for r in rows), dec(0))
    tax = sum((r["tax"] for r in rows), dec(0))
    st.add_check("net", [r["amt"] for r in rows], net)
    st.add_check("tax", [r["tax"] for r in rows], tax)
    st.add_check("total", [net, tax], net + tax)
    return rows, net, tax, net + tax


def vtext(pg: Pg, x, y, s, size=9.0, color=BLACK, step=1.25):
    for ch in s:
        if ch.strip():
            pg.t(x, y, ch, size, align="c", color=color)
        y += size * step


def crossmark(pg: Pg, x, y, r=4.5, color=BLACK):
    pg.page.draw_circle((x, y), r, color=color, width=0.6)
    d = r * 0.7
    pg.line(x - d, y - d, x + d, y + d, 0.6, color)
    pg.line(x - d, y + d, x + d, y - d, 0.6, color)


def qr(pg: Pg, x, y, size, rng):
    n = 25
    m = size / n
    sh = pg.page.new_shape()
    for i in range(n):
        for j in range(n):
            finder = any(
                i in rr and j in cc
                for rr, cc in ((range(7), range(7)), (range(7), range(18, 25)), (range(18, 25), range(7)))
            )
            if finder:
                a, b = i % 18 if i >= 18 else i, j % 18 if j >= 18 else j
                on = a in (0, 6) or b in (0, 6) or (2 <= a <= 4 and 2 <= b <= 4)
            else:
                on = rng.random() < 0.47
            if on:
                sh.draw_rect((x + j * m, y + i * m, x + (j + 1) * m, y + (i + 1) * m))
    sh.finish(color=None, fill=BLACK, width=0)
    sh.commit()


def _party_lines(pg, x, y, co, size=8.5, gap=11.5):
    pg.t(x, y, "名        称：" + co["name"], size)
    pg.t(x, y + gap, "纳税人识别号：" + co["tax"], size)
    pg.t(x, y + 2 * gap, "地 址、电 话：" + co["addr"] + " " + co["tel"], size)
    pg.t(x, y + 3 * gap, "开户行及账号：" + co["bank"] + " " + co["acct"].replace(" ", ""), size)


def vat_paper(
    st: Stream,
    seller,
    buyer,
    no,
    code,
    date,
    kind="专用",
    province="浙江",
    n=3,
    rate="0.13",
    services=False,
    people=("李娜", "张涛", "王芳"),
    remark="",
):
    """Pre-2021 paper VAT invoice (增值税专用/普通发票), invoice-size sheet."""
    rng = st.rng
    st.begin("invoice")
    pg = st.page((680.0, 430.0), cjk="china-ss")
    title = f"{province}增值税{kind}发票"
    pg.t(340, 44, title, 20, align="c", color=BROWN)
    pg.line(235, 50, 445, 50, 0.8, BROWN)
    pg.line(235, 53, 445, 53, 0.8, BROWN)
    pg.t(340, 68, "发  票  联", 11, align="c", color=BROWN)
    pg.seal(
        340,
        42,
        30,
        "全国统一发票监制章",
        "国家税务总局"
        + province
        + ("市" if province in ("宁波", "厦门", "青岛", "大连", "深圳") else "省")
        + "税务局",
        star=False,
        oval=True,
        size=7.0,
    )
    pg.t(36, 44, code, 15, "cour", color=BROWN)
    pg.t(470, 44, "No", 11, "hebo", color=BROWN)
    pg.t(490, 44, no, 17, "cour", color=RED)
    pg.t(560, 60, code, 8.5, "cour")
    pg.t(560, 70, no, 8.5, "cour")
    pg.t(36, 80, "机器编号：" + digits(rng, 12), 8.5)
    if kind == "普通":
        pg.t(250, 80, "校 验 码：" + " ".join(digits(rng, 5) for _ in range(4)), 8.5)
    pg.t(490, 80, "开票日期：" + fdate(date, "cn0"), 9)
    pg.rect(30, 86, 650, 346, 0.9, BROWN)
    for yy in (136, 276, 296):
        pg.line(30, yy, 650, yy, 0.7, BROWN)
    pg.line(48, 86, 48, 136, 0.6, BROWN)
    pg.line(48, 296, 48, 346, 0.6, BROWN)
    vtext(pg, 39, 100, "购买方", 9, BROWN)
    vtext(pg, 39, 310, "销售方", 9, BROWN)
    _party_lines(pg, 54, 99, buyer)
    _party_lines(pg, 54, 309, seller)
    pg.line(400, 86, 400, 136, 0.6, BROWN)
    pg.line(418, 86, 418, 136, 0.6, BROWN)
    vtext(pg, 409, 100, "密码区", 9, BROWN)
    sym = "0123456789+-*/<>"
    for i in range(4):
        pg.t(424, 98 + i * 11.5, "".join(rng.choice(sym) for _ in range(28)), 8.5, "cour", log=False)
    pg.line(400, 296, 400, 346, 0.6, BROWN)
    pg.line(418, 296, 418, 346, 0.6, BROWN)
    vtext(pg, 409, 308, "备注", 9, BROWN, 2.2)
    if remark:
        pg.para(424, 312, 220, remark, 8.5)
    cols = [
        ("货物或应税劳务、服务名称", 170),
        ("规格型号", 62),
        ("单位", 36),
        ("数 量", 54),
        ("单 价", 78),
        ("金 额", 94),
        ("税率", 42),
        ("税 额", 84),
    ]
    xs = [30]
    for _, w in cols:
        xs.append(xs[-1] + w)
    for (h, _), a, b in zip(cols, xs, xs[1:], strict=False):
        pg.t((a + b) / 2, 147, h, 8.5, align="c", color=BROWN)
    for xx in xs[1:-1]:
        pg.line(xx, 136, xx, 276, 0.4, BROWN)
    rows, net, tax, total = line_items(st, rng, n, rate, services)
    for i, r in enumerate(rows):
        y = 166 + i * 13
        pg.t(33, y, r["name"], 8)
        pg.t(xs[1] + 3, y, r["spec"], 8)
        pg.t((xs[2] + xs[3]) / 2, y, r["unit"], 8, align="c")
        pg.t(xs[4] - 3, y, str(r["qty"]), 8, align="r")
        pg.t(xs[5] - 3, y, f"{r['price']}", 8, align="r")
        pg.t(xs[6] - 3, y, money(r["amt"], ""), 8, align="r")
        pg.t((xs[6] + xs[7]) / 2, y, f"{int(dec(rate) * 100)}%", 8, align="c")
        pg.t(xs[8] - 3, y, money(r["tax"], ""), 8, align="r")
    pg.t(100, 270, "合        计", 9, align="c", color=BROWN)
    pg.t(xs[6] - 3, 270, money(net, "", "¥"), 9, align="r")
    pg.t(xs[8] - 3, 270, money(tax, "", "¥"), 9, align="r")
    pg.t(36, 290, "价税合计（大写）", 9, color=BROWN)
    crossmark(pg, 130, 287)
    pg.t(140, 290, cn_upper(total), 9.5)
    pg.t(470, 290, "（小写）" + money(total, "", "¥"), 9.5)
    st.fields_from(
        invoiceNumber=no,
        date=date.isoformat(),
        sellerName=seller["name"],
        buyerName=buyer["name"],
        totalAmount=money(total, ""),
        taxAmount=money(tax, ""),
    )
    p = people
    pg.t(40, 364, f"收款人：{p[0]}", 9, color=BROWN)
    pg.t(190, 364, f"复核：{p[1]}", 9, color=BROWN)
    pg.t(330, 364, f"开票人：{p[2]}", 9, color=BROWN)
    pg.t(480, 364, "销售方：（章）", 9, color=BROWN)
    vtext(
        pg, 664, 120, "第三联：发票联  购买方记账凭证" if kind == "专用" else "第二联：发票联", 8, BROWN, 1.2
    )
    pg.seal(585, 368, 44, seller["name"], "发票专用章", star=False, oval=True, size=7.5)
    pg.t(585, 369, seller["tax"], 6.5, "helv", "c", RED, log=False, opacity=0.85)
    return total


def shudian(
    st: Stream,
    seller,
    buyer,
    no,
    date,
    kind="增值税专用发票",
    n=2,
    rate="0.13",
    services=False,
    red_of=None,
    clerk="王芳",
    remark="",
):
    """全面数字化的电子发票 (数电票) as its PDF prints; red_of = blue invoice number it reverses."""
    rng = st.rng
    st.begin("invoice")
    pg = st.page((640.0, 400.0), cjk="china-s")
    qr(pg, 28, 18, 54, rng)
    title = f"电子发票（{kind}）"
    pg.t(320, 46, title, 17, align="c", color=BROWN)
    pg.line(210, 53, 430, 53, 0.8, BROWN)
    pg.line(210, 56, 430, 56, 0.8, BROWN)
    pg.t(460, 34, "发票号码：", 9, color=BROWN)
    pg.t(505, 34, no, 9)
    pg.t(460, 50, "开票日期：", 9, color=BROWN)
    pg.t(505, 50, fdate(date, "cn0"), 9)
    pg.rect(24, 78, 616, 346, 0.8, BROWN)
    pg.line(24, 132, 616, 132, 0.6, BROWN)
    pg.line(320, 78, 320, 132, 0.6, BROWN)
    for x0 in (24, 320):
        pg.line(x0 + 18, 78, x0 + 18, 132, 0.6, BROWN)
    vtext(pg, 33, 88, "购买方信息", 8, BROWN, 1.2)
    vtext(pg, 329, 88, "销售方信息", 8, BROWN, 1.2)
    for x0, co in ((48, buyer), (344, seller)):
        pg.t(x0, 98, "名称：", 8.5, color=BROWN)
        pg.t(x0 + 26, 98, co["name"], 9)
        pg.t(x0, 120, "统一社会信用代码/纳税人识别号：", 8.5, color=BROWN)
        pg.t(x0 + 136, 120, co["tax"], 8.5)
    cols = [
        ("项目名称", 170),
        ("规格型号", 60),
        ("单 位", 36),
        ("数 量", 50),
        ("单 价", 70),
        ("金 额", 80),
        ("税率/征收率", 56),
        ("税 额", 70),
    ]
    xs = [24]
    for _, w in cols:
        xs.append(xs[-1] + w)
    for (h, _), a, b in zip(cols, xs, xs[1:], strict=False):
        pg.t((a + b) / 2, 146, h, 8.5, align="c", color=BROWN)
    neg = red_of is not None
    rows, net, tax, total = line_items(st, rng, n, rate, services, neg=neg)
    for i, r in enumerate(rows):
        y = 164 + i * 13
        pg.t(27, y, r["name"], 8)
        pg.t(xs[1] + 3, y, r["spec"], 8)
        pg.t((xs[2] + xs[3]) / 2, y, r["unit"], 8, align="c")
        pg.t(xs[4] - 3, y, str(r["qty"]), 8, align="r")
        pg.t(xs[5] - 3, y, f"{r['price']}", 8, align="r")
        pg.t(xs[6] - 3, y, money(r["amt"], ""), 8, align="r")
        pg.t((xs[6] + xs[7]) / 2, y, f"{int(dec(rate) * 100)}%", 8, align="c")
        pg.t(xs[8] - 3, y, money(r["tax"], ""), 8, align="r")
    pg.line(24, 254, 616, 254, 0.6, BROWN)
    pg.t(100, 268, "合        计", 9, align="c", color=BROWN)
    pg.t(xs[6] - 3, 268, money(net, "", "¥") if not neg else "¥" + money(net, ""), 9, align="r")
    pg.t(xs[8] - 3, 268, money(tax, "", "¥") if not neg else "¥" + money(tax, ""), 9, align="r")
    pg.line(24, 278, 616, 278, 0.6, BROWN)
    pg.t(30, 294, "价税合计（大写）", 9, color=BROWN)
    crossmark(pg, 118, 291)
    pg.t(128, 294, cn_upper(total), 9.5)
    pg.t(440, 294, "（小写）", 9, color=BROWN)
    pg.t(478, 294, ("¥" + money(total, "")) if neg else money(total, "", "¥"), 9.5)
    pg.line(24, 304, 616, 304, 0.6, BROWN)
    pg.line(42, 304, 42, 346, 0.6, BROWN)
    vtext(pg, 33, 318, "备注", 8.5, BROWN, 1.6)
    if neg:
        remark = f"被红冲蓝字数电发票号码：{red_of}  红字发票信息确认单编号：{digits(rng, 20)}"
    if remark:
        pg.para(48, 320, 560, remark, 8.5)
    pg.t(40, 364, "开票人：", 9, color=BROWN)
    pg.t(76, 364, clerk, 9)
    st.fields_from(
        invoiceNumber=no,
        date=date.isoformat(),
        sellerName=seller["name"],
        buyerName=buyer["name"],
        totalAmount=money(total, ""),
        taxAmount=money(tax, ""),
    )
    return total


def receipt_cn(st: Stream, payer, payee, no, date, amount, purpose, people=("李娜", "陈刚")):
    """收款收据 from a three-part receipt book (an 'other' document)."""
    st.begin("other", "收据")
    pg = st.page((600.0, 300.0), cjk="china-ss")
    pg.t(300, 42, "收  款  收  据", 18, align="c")
    pg.line(220, 48, 380, 48, 0.8)
    pg.t(450, 42, "NO.", 10, "hebo", color=RED)
    pg.t(474, 42, no, 13, "cour", color=RED)
    pg.t(300, 66, fdate(date, "cnsp"), 10, align="c")
    pg.rect(40, 78, 560, 230, 0.7)
    for yy in (108, 138, 168, 198):
        pg.line(40, yy, 560, yy, 0.4)
    pg.t(48, 98, "今 收 到", 10)
    pg.t(110, 98, payer, 11)
    pg.t(48, 128, "交    来", 10)
    pg.t(110, 128, purpose, 10.5)
    pg.t(48, 158, "人民币（大写）", 10)
    pg.t(130, 158, cn_upper(amount), 11)
    pg.t(48, 188, "¥", 10)
    pg.t(62, 188, money(amount), 11)
    pg.t(300, 188, "□现金  □转账  □支票", 10)
    pg.t(48, 220, "收款单位（盖章）：" + payee["name"], 9.5)
    pg.t(50, 252, f"收款人：{people[0]}", 10)
    pg.t(250, 252, f"经手人：{people[1]}", 10)
    vtext(pg, 578, 90, "第二联  交付款单位", 8.5, GREY)
    pg.seal(430, 214, 36, payee["name"], "财务专用章", size=7.5)


def bank_slip(st: Stream, payer, payee, amount, date, ref, purpose):
    """网上银行电子回单 (other)."""
    rng = st.rng
    st.begin("other", "银行回单")
    pg = st.page((595.0, 340.0), cjk="china-s")
    pg.t(297, 40, "中国工商银行  网上银行电子回单", 15, align="c")
    pg.t(40, 64, "电子回单号码：" + digits(rng, 16), 9)
    pg.t(400, 64, "打印日期：" + fdate(date + dt.timedelta(days=2), "iso"), 9)
    rows = [
        ["付款人", "户名", payer["name"], "收款人", "户名", payee["name"]],
        ["", "账号", payer["acct"].replace(" ", ""), "", "账号", payee["acct"].replace(" ", "")],
        ["", "开户银行", payer["bank"], "", "开户银行", payee["bank"]],
    ]
    pg.table(30, 74, [34, 44, 190, 34, 44, 219], rows, 8, rh=20, head=False)
    body = [
        ["金额", "人民币（大写）" + cn_upper(amount) + "   ¥" + money(amount)],
        ["摘要", purpose],
        ["用途", "货款"],
        ["交易流水号", ref],
        ["交易时间", fdate(date, "iso") + " 14:26:08"],
        ["备注", "业务种类：跨行汇款  钞汇标志：钞"],
    ]
    pg.table(30, 134, [78, 487], body, 8.5, rh=20, head=False)
    pg.seal(480, 286, 34, "中国工商银行", "电子回单专用章", size=8)
    pg.t(40, 320, "重要提示：本回单不作为收款方发货依据，请勿重复记账。", 8, color=GREY)


def delivery_cn(st: Stream, seller, buyer, no, date, rows):
    """送货单 (other): quantities without tax split."""
    st.begin("other", "送货单")
    pg = st.page((595.0, 420.0), cjk="china-ss")
    pg.t(297, 40, seller["name"], 14, align="c")
    pg.t(297, 64, "送  货  单", 16, align="c")
    pg.t(40, 90, "客户名称：" + buyer["name"], 9.5)
    pg.t(40, 106, "送货地址：" + buyer["addr"], 9.5)
    pg.t(420, 90, "单号：" + no, 9.5)
    pg.t(420, 106, "日期：" + fdate(date, "ymd_slash"), 9.5)
    table = [["序号", "品名", "规格", "单位", "数量", "备注"]]
    for i, (name, spec, unit, qty) in enumerate(rows, 1):
        table.append([str(i), name, spec, unit, str(qty), ""])
    while len(table) < 8:
        table.append([""] * 6)
    y = pg.table(40, 116, [36, 170, 100, 50, 60, 99], table, 9, rh=20, aligns=["c", "l", "l", "c", "r", "l"])
    pg.t(40, y + 18, "送货人：陈刚", 9.5)
    pg.t(220, y + 18, "收货人签字：", 9.5)
    pg.t(400, y + 18, "收货日期：", 9.5)
    pg.t(40, y + 40, "白联：存根  红联：客户  黄联：财务", 8, color=GREY)
