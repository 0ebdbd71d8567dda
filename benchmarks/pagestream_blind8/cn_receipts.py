"""Chinese receipts: 卷票, 通用机打发票, 定额发票, 铁路电子客票, 收款收据."""

from __future__ import annotations

from core import BLACK, BLUE, BROWN, GREY, RED
from util import cn_date, cn_upper, gold, iso, money, price_s, qty_s


def roll_ticket(st, *, region, code, number, date, seller, buyer, items, scan=None, cashier="收款员01"):
    """增值税普通发票（卷票）: narrow till roll, no separate tax."""
    total = sum(round(q * p) for _, q, p in items)
    st.begin("invoice")
    with st.page("roll", scan=scan) as c:
        c.text(108, 34, f"{region}增值税普通发票（卷票）", 9.5, align="c", bold=True)
        c.text(108, 50, "发  票  联", 9, align="c")
        y = 72
        rows = [
            (f"发票代码：{code}", None),
            (f"发票号码：{number}", ("invoiceNumber", number)),
            (f"机打号码：{number}", None),
            (f"机器编号：66{number[2:]}0091", None),
            ("销售方名称：", None),
            (seller["name"], ("sellerName", seller["name"])),
            (f"纳税人识别号：{seller['tax']}", None),
            (f"开票日期：{iso(date)}", ("date", iso(date))),
            (f"收款员：{cashier}", None),
            ("购买方名称：", None),
            (buyer["name"], ("buyerName", buyer["name"])) if buyer else ("个人", None),
            (f"纳税人识别号：{buyer['tax']}" if buyer else "纳税人识别号：", None),
        ]
        for s, f in rows:
            c.text(14, y, s, 7.2, fld=f)
            y += 12
        c.line(12, y - 4, 204, y - 4, 0.5, dashes="[2 2] 0")
        c.text(14, y + 6, "项目", 7.2)
        c.text(100, y + 6, "单价", 7.2)
        c.text(140, y + 6, "数量", 7.2)
        c.text(200, y + 6, "金额", 7.2, align="r")
        y += 20
        for name, q, p in items:
            c.text(14, y, name, 7.2)
            c.text(100, y, price_s(p), 7.2)
            c.text(140, y, qty_s(q), 7.2)
            c.text(200, y, price_s(round(q * p)), 7.2, align="r")
            y += 12
        c.line(12, y, 204, y, 0.5, dashes="[2 2] 0")
        y += 14
        c.text(14, y, f"合计金额(小写)：¥{price_s(total)}", 7.6, fld=("totalAmount", gold(total)))
        c.text(14, y + 13, f"合计金额(大写)：{cn_upper(total)}", 7.6)
        c.text(14, y + 30, f"校验码：{number[::-1]}{code[-4:]} 1287 03", 7.2)
        c.seal(
            150,
            y + 62,
            24,
            seller["name"],
            center=seller["tax"][-10:],
            star=False,
            oval=True,
            below="发票专用章",
        )
        c.text(108, y + 110, "（手写无效）", 7.2, align="c", color=GREY)
    return total


def general_machine(
    st, *, region, code, number, date, payer, payee, items, industry, scan=None, drawer="周晓燕"
):
    """通用机打发票: 付款方/收款方, no VAT shown."""
    total = sum(round(q * p) for _, _, q, p in items)
    st.begin("invoice")
    with st.page("a5l", scan=scan) as c:
        c.text(297, 40, f"{region}通用机打发票", 16, align="c", color=BLUE, bold=True)
        c.text(297, 58, "发  票  联", 10, align="c", color=BLUE)
        c.seal(297, 36, 19, "全国统一发票监制章", star=False, oval=True, below=f"{region}税务局")
        c.text(420, 80, f"发票代码 {code}", 8.5, color=BLUE)
        c.text(420, 94, "发票号码 ", 8.5, color=BLUE)
        c.text(463, 94, number, 8.5, color=RED, fld=("invoiceNumber", number))
        c.text(40, 94, f"开票日期：{date:%Y-%m-%d}", 8.5, fld=("date", iso(date)))
        c.text(200, 94, f"行业分类：{industry}", 8.5)
        y = c.form(
            36,
            104,
            [
                (22, [(90, "付款方名称"), (433, (payer, ("buyerName", payer)))]),
                (22, [(90, "收款方名称"), (433, (payee["name"], ("sellerName", payee["name"])))]),
                (22, [(90, "收款方识别号"), (433, payee["tax"])]),
            ],
            8.5,
            BLUE,
        )
        rows = [["项目", "单位", "数量", "单价", "金额"]]
        rows += [[n, u, qty_s(q), price_s(p), price_s(round(q * p))] for n, u, q, p in items]
        rows += [["", "", "", "", ""]] * (4 - len(items))
        y = c.table(36, y, [213, 60, 60, 90, 100], rows, 18, 8.5, aligns="lccrr", color=BLUE)
        y = c.form(
            36,
            y,
            [
                (
                    24,
                    [
                        (150, "合计人民币（大写）"),
                        (200, cn_upper(total)),
                        (60, "（小写）"),
                        (113, (f"¥{price_s(total)}", ("totalAmount", gold(total)))),
                    ],
                ),
            ],
            8.5,
            BLUE,
        )
        c.text(40, y + 24, "收款单位名称（盖章）：", 8.5, color=BLUE)
        c.text(330, y + 24, f"开票人：{drawer}", 8.5, color=BLUE)
        c.text(40, y + 40, "备注：本发票限于2023年12月31日前填开使用有效", 7.5, color=GREY)
        c.seal(220, y + 18, 26, payee["name"], center=payee["tax"], star=False, oval=True, below="发票专用章")
    return total


def quota(st, *, region, code, number, amount, scan, unit_seal):
    """定额发票 ticket scanned on an A5 sheet; only number and amount are printed."""
    st.begin("invoice")
    with st.page("a5", scan=scan) as c:
        x0, y0 = 70, 150
        c.rect(x0, y0, x0 + 280, y0 + 160, 1.0, BROWN, fill=(0.99, 0.96, 0.9))
        c.text(x0 + 140, y0 + 24, f"{region}通用定额发票", 12, align="c", color=BROWN, bold=True)
        c.text(x0 + 140, y0 + 40, "发 票 联", 9, align="c", color=BROWN)
        c.text(x0 + 12, y0 + 58, f"发票代码  {code}", 8, color=BROWN)
        c.text(x0 + 12, y0 + 72, "发票号码  ", 8, color=BROWN)
        c.text(x0 + 56, y0 + 72, number, 9, color=RED, fld=("invoiceNumber", number))
        c.text(
            x0 + 140,
            y0 + 108,
            cn_upper(amount, "元").replace("整", ""),
            22,
            align="c",
            color=BROWN,
            bold=True,
        )
        c.text(
            x0 + 140,
            y0 + 128,
            f"¥{price_s(amount)}",
            10,
            align="c",
            color=BROWN,
            fld=("totalAmount", gold(amount)),
        )
        c.text(x0 + 12, y0 + 150, "收款单位（盖章有效）", 7.5, color=BROWN)
        c.text(x0 + 268, y0 + 150, "手写无效", 7.5, color=BROWN, align="r")
        c.seal(x0 + 200, y0 + 120, 24, unit_seal, star=True)
    return amount


def railway(st, *, number, date, trip, price, buyer, passenger, scan=None):
    """电子发票（铁路电子客票）."""
    st.begin("invoice")
    with st.page("rail", scan=scan) as c:
        c.seal(297, 30, 18, "全国统一发票监制章", star=False, oval=True, below="国家税务总局")
        c.text(297, 38, "电子发票（铁路电子客票）", 15, align="c", color=BLUE, bold=True)
        c.text(30, 70, f"发票号码:{number}", 9, fld=("invoiceNumber", number))
        c.text(30, 85, f"开票日期:{date:%Y年%m月%d日}", 9, fld=("date", iso(date)))
        c.qr(500, 50, 60, int(number[-5:]))
        c.text(90, 130, trip["from"], 17, align="c", bold=True)
        c.text(90, 148, trip["from_py"], 9, align="c")
        c.text(230, 130, trip["train"], 17, align="c", bold=True)
        c.line(190, 138, 270, 138, 1.0)
        c.text(370, 130, trip["to"], 17, align="c", bold=True)
        c.text(370, 148, trip["to_py"], 9, align="c")
        c.text(40, 178, trip["when"], 11)
        c.text(280, 178, trip["seat"], 11)
        c.text(420, 178, trip["cls"], 11)
        c.text(40, 202, f"￥{price_s(price)}", 12, bold=True, fld=("totalAmount", gold(price)))
        c.text(300, 202, "电子客票", 10)
        c.text(40, 224, f"{passenger[1]}  {passenger[0]}", 10)
        c.text(40, 246, f"电子客票号:{trip['eticket']}", 9)
        c.text(40, 268, f"购买方名称:{buyer['name']}", 9, fld=("buyerName", buyer["name"]))
        c.text(330, 268, f"统一社会信用代码:{buyer['tax']}", 9)
        c.line(30, 284, 565, 284, 0.5, GREY, dashes="[3 2] 0")
        c.text(297, 304, "买票请到12306 发货请到95306", 9, align="c", color=GREY)
        c.text(30, 324, "国家税务总局监制", 8, color=GREY)
    return price


def shouju(
    st, *, number, date, payer, payee, purpose, amount, scan=None, handwritten=True, people=("孙丽", "王强")
):
    """收款收据 (receipt book or finance-software print)."""
    st.begin("invoice")
    ink = BLUE if handwritten else BLACK
    with st.page("a5l", scan=scan) as c:
        c.spaced(297, 50, "收款收据", 18, gap=12, color=RED if handwritten else BLACK)
        c.line(220, 58, 374, 58, 0.8, RED if handwritten else BLACK)
        c.text(430, 50, "No.", 10, color=RED)
        c.text(452, 50, number, 12, font="cour", color=RED, fld=("invoiceNumber", number))
        ds = f"{date.year}年{date.month}月{date.day}日" if handwritten else cn_date(date)
        c.text(200, 80, "日期：", 10)
        c.text(232, 80, ds, 10, color=ink, fld=("date", iso(date)))
        y = c.form(
            40,
            95,
            [
                (34, [(90, "今 收 到"), (425, (payer, ("buyerName", payer)))]),
                (34, [(90, "交    来"), (425, purpose)]),
                (
                    34,
                    [
                        (90, "人民币（大写）"),
                        (255, cn_upper(amount, "元")),
                        (30, "¥"),
                        (140, (money(amount), ("totalAmount", gold(amount)))),
                    ],
                ),
            ],
            10,
        )
        c.text(44, y + 30, "收款单位（盖章）：", 9.5)
        c.text(128, y + 30, payee, 9.5, color=ink, fld=("sellerName", payee))
        c.text(360, y + 30, f"收款人：{people[0]}", 9.5)
        c.text(470, y + 30, f"经手人：{people[1]}", 9.5)
        c.seal(200, y + 25, 32, payee, center="财务专用章" if handwritten else "", star=not handwritten)
        c.vtext(572, 110, "第二联收据联" if handwritten else "第一联客户联", 8, lead=11, color=RED)
    return amount
