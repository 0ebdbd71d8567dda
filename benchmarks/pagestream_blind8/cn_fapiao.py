"""Chinese fapiao: paper VAT invoice (+ goods list), 数电票 (incl. red-letter, multi-page), motor vehicle."""

from __future__ import annotations

from core import BLACK, BROWN, RED, Canvas
from util import cipher, cn_date, cn_upper, gold, iso, lines_cn, price_s, qty_s

INV_HEAD = ("货物或应税劳务、服务名称", "规格型号", "单位", "数 量", "单 价", "金 额", "税率", "税 额")
E_HEAD = ("项目名称", "规格型号", "单 位", "数 量", "单 价", "金 额", "税率/征收率", "税 额")


def _supervision_seal(c: Canvas, cx, cy, region, r=21):
    c.seal(cx, cy, r, "全国统一发票监制章", center="", star=False, oval=True, below=f"{region}税务局")


def _item_rows(c: Canvas, x, y, widths, rows, rate_s, size=8.0, lead=13.0, color=BLACK):
    for r in rows:
        cells = (r["name"], r["spec"], r["unit"], qty_s(r["qty"]), price_s(r["price"]), price_s(r["amt"]))
        cells += (rate_s, price_s(r["tax"]))
        cx = x
        for i, (wd, v) in enumerate(zip(widths, cells, strict=True)):
            if i < 3:
                c.text(cx + 3, y, v, size, color=color)
            else:
                c.text(cx + wd - 3, y, v, size, align="r", color=color)
            cx += wd
        y += lead
    return y


def _party_block(c: Canvas, x, y, p, tag, size=8.3, lead=14.0, label_w=72, fld=None):
    labels = ("名        称：", "纳税人识别号：", "地 址、电 话：", "开户行及账号：")
    vals = (p["name"], p["tax"], p["addr"], p["bank"])
    for i, (lab, v) in enumerate(zip(labels, vals, strict=True)):
        c.text(x, y + i * lead, lab, size, color=BROWN)
        c.text(x + label_w, y + i * lead, v, size, fld=fld if i == 0 else None)
    return tag


def vat_paper(
    st,
    *,
    region,
    kind,
    code,
    number,
    date,
    seller,
    buyer,
    items,
    rate,
    scan=None,
    list_page=False,
    people=("李敏", "陈卫东", "赵静"),
):
    """增值税专用/普通发票 (paper, 240x140 mm); optional 销货清单 page."""
    rows, net, tax = lines_cn(items, rate)
    total = net + tax
    rate_s = f"{round(rate * 100)}%"
    st.begin("invoice")
    with st.page("fapiao", scan=scan) as c:
        _supervision_seal(c, 340, 36, region)
        title = f"{region}增值税{kind}发票"
        c.spaced(340, 42, title, 17, gap=5, color=BROWN)
        c.line(255, 50, 425, 50, 0.8, BROWN)
        c.line(255, 53, 425, 53, 0.8, BROWN)
        c.text(340, 68, "发  票  联" if kind == "专用" else "发 票 联", 10, align="c", color=BROWN)
        c.qr(30, 14, 48, int(number))
        if kind == "专用":
            c.text(88, 36, code, 13, font="cour")
            c.text(500, 36, "No", 11, color=BROWN)
            c.text(522, 36, number, 15, font="cour", color=RED, fld=("invoiceNumber", number))
            c.text(500, 80, "开票日期：", 8.5, color=BROWN)
            c.text(548, 80, cn_date(date), 8.5, fld=("date", iso(date)))
        else:
            y = 30
            for lab, v, f in (
                ("发票代码：", code, None),
                ("发票号码：", number, ("invoiceNumber", number)),
                ("开票日期：", cn_date(date), ("date", iso(date))),
                ("校 验 码：", " ".join(number[i : i + 5] for i in range(0, 8, 5)) + " 40217 88310", None),
            ):
                c.text(480, y, lab, 8.5, color=BROWN)
                c.text(530, y, v, 8.5, fld=f)
                y += 13
        x0, x1, y0 = 28.0, 652.0, 96.0
        c.rect(x0, y0, x1, 352, 1.0, BROWN)
        c.line(x0, 156, x1, 156, 0.7, BROWN)
        c.line(46, y0, 46, 156, 0.7, BROWN)
        c.vtext(37, y0 + 14, "购买方", 9, lead=14, color=BROWN)
        _party_block(c, 50, y0 + 13, buyer, "buyer", fld=("buyerName", buyer["name"]))
        c.line(400, y0, 400, 156, 0.7, BROWN)
        c.line(418, y0, 418, 156, 0.7, BROWN)
        c.vtext(409, y0 + 14, "密码区", 9, lead=14, color=BROWN)
        for i, row in enumerate(cipher(st.rng)):
            c.text(424, y0 + 13 + i * 14, row, 9, font="cour")
        widths = [150, 70, 40, 60, 75, 85, 46, 80]
        cx = 46.0
        for wd, h in zip(widths, INV_HEAD, strict=True):
            c.text(cx + wd / 2, 167, h, 8, align="c", color=BROWN)
            cx += wd
            if cx < x1:
                c.line(cx, 156, cx, 262, 0.5, BROWN)
        if list_page:
            c.text(49, 186, "（详见销货清单）", 8)
            c.text(46 + 395 + 85 - 3, 186, price_s(net), 8, align="r")
            c.text(x1 - 3, 186, price_s(tax), 8, align="r")
        else:
            _item_rows(c, 46, 186, widths, rows, rate_s)
        c.line(x0, 262, x1, 262, 0.5, BROWN)
        c.text(120, 274, "合        计", 9, align="c", color=BROWN)
        c.text(46 + 395 + 85 - 3, 274, f"¥{price_s(net)}", 8.5, align="r")
        c.text(x1 - 3, 274, f"¥{price_s(tax)}", 8.5, align="r", fld=("taxAmount", gold(tax)))
        c.line(x0, 280, x1, 280, 0.7, BROWN)
        c.text(50, 293, "价税合计（大写）", 9, color=BROWN)
        c.text(150, 293, cn_upper(total), 9.5)
        c.text(470, 293, "（小写）", 9, color=BROWN)
        c.text(510, 293, f"¥{price_s(total)}", 9.5, fld=("totalAmount", gold(total)))
        c.line(x0, 300, x1, 300, 0.7, BROWN)
        c.line(46, 300, 46, 352, 0.7, BROWN)
        c.vtext(37, 309, "销售方", 9, lead=14, color=BROWN)
        labels = ("名    称：", "纳税人识别号：", "地址、电话：", "开户行及账号：")
        for i, (lab, v) in enumerate(
            zip(labels, (seller["name"], seller["tax"], seller["addr"], seller["bank"]), strict=True)
        ):
            c.text(50, 311 + i * 11.5, lab, 8, color=BROWN)
            c.text(122, 311 + i * 11.5, v, 8, fld=("sellerName", seller["name"]) if i == 0 else None)
        c.line(400, 300, 400, 352, 0.7, BROWN)
        c.vtext(409, 309, "备注", 9, lead=16, color=BROWN)
        c.line(418, 300, 418, 352, 0.7, BROWN)
        c.text(40, 372, f"收款人：{people[0]}", 8.5, color=BROWN)
        c.text(190, 372, f"复核：{people[1]}", 8.5, color=BROWN)
        c.text(330, 372, f"开票人：{people[2]}", 8.5, color=BROWN)
        c.text(480, 372, "销售方：（章）", 8.5, color=BROWN)
        c.seal(560, 330, 24, seller["name"], center=seller["tax"], star=False, oval=True, below="发票专用章")
        c.vtext(
            664,
            120,
            "第三联：发票联　购买方记账凭证" if kind == "专用" else "第二联：发票联",
            7.5,
            lead=9.5,
            color=BROWN,
        )
    if list_page:
        with st.page("a4") as c:
            c.text(297, 60, "销售货物或者提供应税劳务、服务清单", 15, align="c", bold=True)
            c.text(50, 95, f"购买方名称：{buyer['name']}", 9.5)
            c.text(50, 113, f"销售方名称：{seller['name']}", 9.5)
            c.text(50, 131, f"所属增值税{kind}发票代码：{code}    号码：{number}    共1页    第1页", 9.5)
            widths = [28, 150, 58, 30, 48, 62, 72, 34, 55]
            head = ["序号", "货物（劳务）名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]
            body = [
                [
                    str(i + 1),
                    r["name"],
                    r["spec"],
                    r["unit"],
                    qty_s(r["qty"]),
                    price_s(r["price"]),
                    price_s(r["amt"]),
                    rate_s,
                    price_s(r["tax"]),
                ]
                for i, r in enumerate(rows)
            ]
            y = c.table(40, 142, widths, [head, *body], 17, 8, aligns="cllcrrrcr")
            y = c.table(
                40,
                y,
                widths,
                [["", "小计", "", "", "", "", price_s(net), "", price_s(tax)]],
                17,
                8,
                aligns="cllcrrrcr",
                head=False,
            )
            y = c.table(
                40,
                y,
                widths,
                [["", "总计", "", "", "", "", price_s(net), "", price_s(tax)]],
                17,
                8,
                aligns="cllcrrrcr",
                head=False,
            )
            c.text(50, y + 24, "备注：", 9.5)
            c.text(330, y + 70, "销售方（章）：", 9.5)
            c.text(330, y + 95, f"填开日期：{cn_date(date, pad=False)}", 9.5)
            c.seal(
                450,
                y + 70,
                30,
                seller["name"],
                center=seller["tax"],
                star=False,
                oval=True,
                below="发票专用章",
            )
    return total


def _e_header(c: Canvas, number, date, title, region, buyer, seller, page_note=""):
    _supervision_seal(c, 297, 34, region, r=19)
    c.text(297, 42, title, 15, align="c", color=BROWN, bold=True)
    c.line(200, 49, 394, 49, 0.8, BROWN)
    c.line(200, 52, 394, 52, 0.8, BROWN)
    c.qr(28, 14, 50, int(number[-6:]))
    c.text(410, 30, "发票号码：", 8.5, color=BROWN)
    c.text(455, 30, number, 8.5, fld=("invoiceNumber", number))
    c.text(410, 44, "开票日期：", 8.5, color=BROWN)
    c.text(455, 44, cn_date(date), 8.5, fld=("date", iso(date)))
    if page_note:
        c.text(410, 58, page_note, 8, color=BROWN)
    c.rect(25, 70, 570, 120, 0.9, BROWN)
    c.line(297, 70, 297, 120, 0.7, BROWN)
    for x, tag, p, f in ((25, "购买方信息", buyer, "buyerName"), (297, "销售方信息", seller, "sellerName")):
        c.line(x + 16, 70, x + 16, 120, 0.6, BROWN)
        c.vtext(x + 8, 78, tag, 7.5, lead=9, color=BROWN)
        c.text(x + 21, 86, "名称：", 8.5, color=BROWN)
        c.text(x + 47, 86, p["name"], 8.5, fld=(f, p["name"]))
        c.text(x + 21, 106, "统一社会信用代码/纳税人识别号：", 7.5, color=BROWN)
        c.text(x + 150, 106, p["tax"], 8)


def einvoice(
    st,
    *,
    region,
    special,
    number,
    date,
    seller,
    buyer,
    items,
    rate,
    scan=None,
    split=None,
    red_of="",
    drawer="王丽",
    note="",
):
    """数电票 电子发票（增值税专用发票/普通发票）; split=n puts n lines on page 1 and totals on page 2."""
    rows, net, tax = lines_cn(items, rate)
    total = net + tax
    rate_s = f"{round(rate * 100)}%"
    title = "电子发票（增值税专用发票）" if special else "电子发票（普通发票）"
    widths = [150, 58, 38, 46, 64, 68, 56, 65]
    parts = [rows] if split is None else [rows[:split], rows[split:]]
    st.begin("invoice")
    for pi, part in enumerate(parts):
        last = pi == len(parts) - 1
        note_p = f"共{len(parts)}页  第{pi + 1}页" if len(parts) > 1 else ""
        with st.page("edoc", scan=scan if pi == 0 else None) as c:
            _e_header(c, number, date, title, region, buyer, seller, note_p)
            c.rect(25, 120, 570, 330, 0.9, BROWN)
            cx = 25.0
            for wd, h in zip(widths, E_HEAD, strict=True):
                c.text(cx + wd / 2, 133, h, 8, align="c", color=BROWN)
                cx += wd
            y = _item_rows(c, 25, 150, widths, part, rate_s, size=7.8, lead=12.5)
            if red_of and pi == 0:
                c.text(28, y + 2, "销项负数", 7.8)
            if not last:
                c.text(297, 300, "（续下页）", 8.5, align="c", color=BROWN)
            else:
                c.text(45, 262, "合        计", 8.5, color=BROWN)
                c.text(25 + 356 + 68 - 3, 262, f"¥{price_s(net)}", 8.5, align="r")
                c.text(567, 262, f"¥{price_s(tax)}", 8.5, align="r", fld=("taxAmount", gold(tax)))
                c.line(25, 270, 570, 270, 0.7, BROWN)
                c.text(30, 286, "价税合计（大写）", 8.5, color=BROWN)
                c.text(130, 286, cn_upper(total), 9)
                c.text(400, 286, "（小写）", 8.5, color=BROWN)
                c.text(436, 286, f"¥{price_s(total)}", 9, fld=("totalAmount", gold(total)))
                c.line(25, 294, 570, 294, 0.7, BROWN)
                c.vtext(35, 303, "备注", 8, lead=12, color=BROWN)
                c.line(45, 294, 45, 330, 0.6, BROWN)
                msg = note
                if red_of:
                    msg = (
                        f"被红冲蓝字数电发票号码：{red_of}  "
                        f"红字发票信息确认单编号：{red_of[:6]}24{red_of[-8:]}"
                    )
                if msg:
                    c.para(50, 306, 510, msg, 7.8)
            c.text(60, 350, "开票人：", 8.5, color=BROWN)
            c.text(95, 350, drawer, 8.5)
    return total


def motor_vehicle(st, *, region, code, number, date, seller, buyer, car, price, scan=None, rate=0.13):
    """机动车销售统一发票 (tax-inclusive price)."""
    net = round(price / (1 + rate))
    tax = price - net
    st.begin("invoice")
    with st.page("fapiao", scan=scan) as c:
        _supervision_seal(c, 340, 30, region)
        c.spaced(340, 38, "机动车销售统一发票", 17, gap=4, color=BROWN)
        c.text(340, 56, "发 票 联", 10, align="c", color=BROWN)
        c.text(30, 40, "开票日期", 8.5, color=BROWN)
        c.text(72, 40, cn_date(date), 8.5, fld=("date", iso(date)))
        c.text(480, 28, "发票代码", 8.5, color=BROWN)
        c.text(525, 28, code, 9, font="cour")
        c.text(480, 44, "发票号码", 8.5, color=BROWN)
        c.text(525, 44, number, 11, font="cour", color=RED, fld=("invoiceNumber", number))
        b, s = buyer, seller
        rows = [
            (22, [(85, "机打代码"), (150, code), (80, "税控码"), (309, cipher(st.rng, 1, 40)[0])]),
            (22, [(85, "机打号码"), (150, number), (80, "机器编号"), (309, "499" + number[:6] + "771")]),
            (
                24,
                [
                    (85, "购买方名称及\n身份证号码/\n组织机构代码"),
                    (150, (b["name"], ("buyerName", b["name"]))),
                    (80, "纳税人识别号/\n统一社会信用代码\n/身份证号码"),
                    (309, b["tax"]),
                ],
            ),
            (
                22,
                [
                    (85, "车辆类型"),
                    (150, car["type"]),
                    (80, "厂牌型号"),
                    (160, car["model"]),
                    (45, "产地"),
                    (104, car["origin"]),
                ],
            ),
            (
                22,
                [
                    (85, "合格证号"),
                    (150, car["cert"]),
                    (80, "进口证明书号"),
                    (160, ""),
                    (45, "商检单号"),
                    (104, ""),
                ],
            ),
            (
                22,
                [
                    (85, "发动机号码"),
                    (150, car["engine"]),
                    (80, "车辆识别代号/\n车架号码"),
                    (309, car["vin"]),
                ],
            ),
            (
                22,
                [
                    (85, "价税合计"),
                    (315, cn_upper(price)),
                    (40, "小写"),
                    (184, (f"¥{price_s(price)}", ("totalAmount", gold(price)))),
                ],
            ),
            (
                22,
                [
                    (85, "销货单位名称"),
                    (315, (s["name"], ("sellerName", s["name"]))),
                    (40, "电话"),
                    (184, s["phone"]),
                ],
            ),
            (22, [(85, "纳税人识别号"), (315, s["tax"]), (40, "账号"), (184, s["acct"])]),
            (22, [(85, "地    址"), (315, s["addr"]), (40, "开户银行"), (184, s["bankname"])]),
            (
                26,
                [
                    (85, "增值税税率\n或征收率"),
                    (60, f"{round(rate * 100)}%"),
                    (70, "增值税\n税额"),
                    (95, (f"¥{price_s(tax)}", ("taxAmount", gold(tax)))),
                    (90, "主管税务\n机关及代码"),
                    (224, f"国家税务总局{s['authority']}"),
                ],
            ),
            (
                22,
                [
                    (85, "不含税价"),
                    (60, "小写"),
                    (165, f"¥{price_s(net)}"),
                    (90, "完税凭证号码"),
                    (40, ""),
                    (40, "吨位"),
                    (40, ""),
                    (60, "限乘人数"),
                    (44, car["seats"]),
                ],
            ),
        ]
        c.form(28, 64, rows, 7.8, BROWN)
        c.text(40, 382, "销货单位盖章", 8.5, color=BROWN)
        c.text(250, 382, f"开票人：{s['drawer']}", 8.5, color=BROWN)
        c.text(420, 382, "备注：一车一票", 8.5, color=BROWN)
        c.seal(150, 360, 22, s["name"], center=s["tax"], star=False, oval=True, below="发票专用章")
        c.vtext(664, 110, "第一联：发票联　购货单位付款凭证", 7.5, lead=9.5, color=BROWN)
    return price
