"""Chinese invoice templates.

数电票, paper VAT invoice, hotel folio, restaurant bill, taxi and toll receipts.
"""

from decimal import Decimal

from psfmt import cn_upper, datefmt, dec2, money, plain
from pslib import A4, GREY, RED

INV_C = (0.62, 0.28, 0.16)  # brown-red used on e-invoices


def _calc(items, rate):
    rows, sa, st = [], dec2(0), dec2(0)
    for it in items:
        name, spec, unit, qty, price = it[:5]
        r = it[5] if len(it) > 5 else rate
        amt = dec2(Decimal(str(qty)) * Decimal(str(price)))
        tax = dec2(amt * dec2(r))
        rows.append((name, spec, unit, qty, price, amt, r, tax))
        sa += amt
        st += tax
    return rows, sa, st, sa + st


def _pct(r):
    v = dec2(r) * 100
    return f"{int(v)}%" if v == int(v) else f"{v.normalize()}%"


# ================================================================ invoices
def inv_shudian(
    d,
    no,
    date,
    seller,
    seller_id,
    buyer,
    buyer_id,
    items,
    rate=0.13,
    kind="增值税专用发票",
    issuer="王芳",
    remark="",
    per_page=99,
    date_style="cn0",
):
    """全电发票 / 数电票 layout; continues the goods list over several pages if needed."""
    rows, sa, st, tot = _calc(items, rate)
    chunks = [rows[i : i + per_page] for i in range(0, len(rows), per_page)]
    npg = len(chunks)
    for ci, chunk in enumerate(chunks):
        last = ci == npg - 1
        pw = 683.0
        ph = max(397.0, 250 + 15 * len(chunk) + (60 if last else 0))
        pg = d.new_page((pw, ph))
        pg.qr(32, 18, 50, int(no[-6:]))
        title = f"电子发票（{kind}）"
        pg.t(pw / 2, 48, title, 19, color=INV_C, bold=True, align="c")
        tw = pg.tw(title, 19)
        pg.line(pw / 2 - tw / 2, 55, pw / 2 + tw / 2, 55, 0.8, INV_C)
        pg.line(pw / 2 - tw / 2, 58, pw / 2 + tw / 2, 58, 0.8, INV_C)
        pg.t(480, 36, "发票号码：", 10, color=INV_C)
        pg.t(530, 36, no, 10)
        pg.t(480, 54, "开票日期：", 10, color=INV_C)
        pg.t(530, 54, datefmt(date, date_style), 10)
        if ci == 0:
            d.f("invoiceNumber", no)
            d.f("date", date)
        x0, x1, y0 = 30, pw - 30, 72
        pg.rect(x0, y0, x1, ph - 40, 0.8, INV_C)
        mid = (x0 + x1) / 2
        pg.line(mid, y0, mid, y0 + 62, 0.8, INV_C)
        pg.line(x0, y0 + 62, x1, y0 + 62, 0.8, INV_C)
        for xx, lab in ((x0, "购买方信息"), (mid, "销售方信息")):
            pg.line(xx + 20, y0, xx + 20, y0 + 62, 0.6, INV_C)
            for k, ch in enumerate(lab):
                pg.t(xx + 10, y0 + 12 + k * 11.5, ch, 9, color=INV_C, align="c")
        for xx, nm, tid in ((x0, buyer, buyer_id), (mid, seller, seller_id)):
            pg.t(xx + 26, y0 + 22, "名称：", 9.5, color=INV_C)
            pg.t(xx + 56, y0 + 22, nm, 9.5, maxw=mid - x0 - 62)
            pg.t(xx + 26, y0 + 46, "统一社会信用代码/纳税人识别号：", 8.5, color=INV_C)
            pg.t(xx + 160, y0 + 46, tid, 9.5)
        if ci == 0:
            d.f("buyerName", buyer)
            d.f("sellerName", seller)
        # goods table (no inner grid, like the real layout)
        widths = [150, 78, 40, 56, 70, 80, 62, 87]
        hdr = ["项目名称", "规格型号", "单位", "数量", "单价", "金额", "税率/征收率", "税额"]
        ty = y0 + 62
        body = [hdr]
        for r in chunk:
            body.append([r[0], r[1], r[2], str(r[3]), str(r[4]), plain(r[5]), _pct(r[6]), plain(r[7])])
        aligns = ["l", "l", "c", "r", "r", "r", "c", "r"]
        # header in brown
        xs = [x0]
        for w in widths:
            xs.append(xs[-1] + w)
        for k, h in enumerate(hdr):
            pg.t((xs[k] + xs[k + 1]) / 2, ty + 13, h, 9, color=INV_C, align="c")
        for ri, row in enumerate(body[1:]):
            yy = ty + 30 + ri * 15
            for k, cell in enumerate(row):
                al = aligns[k]
                cx = xs[k] + 3 if al == "l" else (xs[k + 1] - 4 if al == "r" else (xs[k] + xs[k + 1]) / 2)
                pg.t(cx, yy, cell, 8.5, align=al, maxw=widths[k] - 6)
        if last:
            yt = ph - 40 - 72
            pg.t(x0 + 40, yt + 4, "合　　计", 9.5, color=INV_C)
            pg.t(xs[6] - 4, yt + 4, f"¥{plain(sa)}", 9.5, align="r")
            pg.t(xs[8] - 4, yt + 4, f"¥{plain(st)}", 9.5, align="r")
            d.f("taxAmount", plain(st))
            pg.line(x0, yt + 12, x1, yt + 12, 0.8, INV_C)
            pg.t(x0 + 8, yt + 30, "价税合计（大写）", 9.5, color=INV_C)
            pg.line(x0 + 100, yt + 12, x0 + 100, yt + 40, 0.6, INV_C)
            pg.t(x0 + 110, yt + 30, "ⓧ" + cn_upper(tot), 10)
            pg.t(470, yt + 30, "（小写）", 9.5, color=INV_C)
            pg.t(515, yt + 30, f"¥{plain(tot)}", 10)
            d.f("totalAmount", plain(tot))
            pg.line(x0, yt + 40, x1, yt + 40, 0.8, INV_C)
            for k, ch in enumerate("备注"):
                pg.t(x0 + 10, yt + 54 + k * 11, ch, 9, color=INV_C, align="c")
            pg.line(x0 + 20, yt + 40, x0 + 20, ph - 40, 0.6, INV_C)
            if remark:
                pg.t(x0 + 28, yt + 56, remark, 8.5)
        else:
            pg.t(x1 - 4, ph - 46, "（续下页）", 8.5, color=INV_C, align="r")
        pg.t(50, ph - 22, "开票人：", 9.5, color=INV_C)
        pg.t(92, ph - 22, issuer, 9.5)
        if npg > 1:
            pg.t(pw - 40, ph - 22, f"共{npg}页　第{ci + 1}页", 9, color=INV_C, align="r")
    return tot


def inv_paper_vat(
    d,
    province,
    code,
    no,
    date,
    seller,
    seller_id,
    seller_addr,
    seller_bank,
    buyer,
    buyer_id,
    buyer_addr,
    buyer_bank,
    items,
    rate=0.13,
    kind="增值税专用发票",
    copy="发票联",
    payee="李娜",
    checker="周强",
    issuer="陈静",
):
    """Old paper VAT invoice (usually scanned)."""
    rows, sa, st, tot = _calc(items, rate)
    pw, ph = 660.0, 420.0
    col = (0.15, 0.35, 0.5)
    pg = d.new_page((pw, ph))
    title = f"{province}{kind}"
    pg.t(pw / 2, 40, title, 20, color=col, bold=True, align="c")
    pg.p.draw_oval((pw / 2 - 38, 48, pw / 2 + 38, 76), color=RED, width=1.2)
    pg.t(pw / 2, 66, "全国统一发票监制章", 6.5, color=RED, align="c")
    pg.t(pw / 2, 90, copy, 11, color=col, align="c")
    pg.t(40, 40, code, 13, font="cour")
    pg.t(470, 40, "No", 13, color=col, font="hebo")
    pg.t(495, 40, no, 15, color=RED, font="cour")
    pg.t(470, 88, "开票日期：", 9.5, color=col)
    pg.t(520, 88, datefmt(date, "cn"), 9.5)
    d.f("invoiceNumber", no)
    d.f("date", date)
    x0, x1 = 30, pw - 30
    y = 96
    # buyer block + cipher area
    pg.rect(x0, y, x1, y + 62, 0.9, col)
    pg.line(x0 + 20, y, x0 + 20, y + 62, 0.6, col)
    for k, ch in enumerate("购买方"):
        pg.t(x0 + 10, y + 17 + k * 15, ch, 9, color=col, align="c")
    labs = [
        ("名　　称：", buyer),
        ("纳税人识别号：", buyer_id),
        ("地 址、电 话：", buyer_addr),
        ("开户行及账号：", buyer_bank),
    ]
    for k, (lab, val) in enumerate(labs):
        pg.t(x0 + 24, y + 13 + k * 14.5, lab, 8.5, color=col)
        pg.t(x0 + 92, y + 13 + k * 14.5, val, 8.5, maxw=270)
    d.f("buyerName", buyer)
    pg.line(x0 + 370, y, x0 + 370, y + 62, 0.6, col)
    pg.line(x0 + 388, y, x0 + 388, y + 62, 0.6, col)
    for k, ch in enumerate("密码区"):
        pg.t(x0 + 379, y + 17 + k * 15, ch, 9, color=col, align="c")
    import numpy as _np

    r = _np.random.default_rng(int(no))
    for k in range(4):
        s = "".join(r.choice(list("0123456789<>+-*/")) for _ in range(27))
        pg.t(x0 + 394, y + 13 + k * 14.5, s, 8.5, font="cour")
    y += 62
    widths = [165, 70, 36, 55, 70, 82, 40, 82]
    hdr = ["货物或应税劳务、服务名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]
    body = [hdr] + [
        [r[0], r[1], r[2], str(r[3]), str(r[4]), plain(r[5]), _pct(r[6]), plain(r[7])] for r in rows
    ]
    while len(body) < 6:
        body.append([""] * 8)
    body.append(["合　　计", "", "", "", "", f"¥{plain(sa)}", "", f"¥{plain(st)}"])
    yb = pg.table(
        x0,
        y,
        widths,
        body,
        size=8.5,
        rh=16,
        aligns=["l", "l", "c", "r", "r", "r", "c", "r"],
        color=col,
        grid=False,
    )
    pg.rect(x0, y, x1, yb, 0.9, col)
    pg.line(x0, y + 16, x1, y + 16, 0.5, col)
    pg.line(x0, yb - 16, x1, yb - 16, 0.5, col)
    d.f("taxAmount", plain(st))
    y = yb
    pg.rect(x0, y, x1, y + 22, 0.9, col)
    pg.t(x0 + 6, y + 15, "价税合计（大写）", 9, color=col)
    pg.t(x0 + 110, y + 15, "ⓧ " + cn_upper(tot), 9.5)
    pg.t(x0 + 400, y + 15, "（小写）", 9, color=col)
    pg.t(x0 + 440, y + 15, f"¥{plain(tot)}", 10)
    d.f("totalAmount", plain(tot))
    y += 22
    pg.rect(x0, y, x1, y + 62, 0.9, col)
    pg.line(x0 + 20, y, x0 + 20, y + 62, 0.6, col)
    for k, ch in enumerate("销售方"):
        pg.t(x0 + 10, y + 17 + k * 15, ch, 9, color=col, align="c")
    labs = [
        ("名　　称：", seller),
        ("纳税人识别号：", seller_id),
        ("地 址、电 话：", seller_addr),
        ("开户行及账号：", seller_bank),
    ]
    for k, (lab, val) in enumerate(labs):
        pg.t(x0 + 24, y + 13 + k * 14.5, lab, 8.5, color=col)
        pg.t(x0 + 92, y + 13 + k * 14.5, val, 8.5, maxw=270)
    d.f("sellerName", seller)
    pg.line(x0 + 370, y, x0 + 370, y + 62, 0.6, col)
    pg.line(x0 + 388, y, x0 + 388, y + 62, 0.6, col)
    for k, ch in enumerate("备注"):
        pg.t(x0 + 379, y + 22 + k * 15, ch, 9, color=col, align="c")
    y += 62
    pg.t(x0 + 10, y + 18, f"收款人：{payee}", 9, color=col)
    pg.t(x0 + 170, y + 18, f"复核：{checker}", 9, color=col)
    pg.t(x0 + 320, y + 18, f"开票人：{issuer}", 9, color=col)
    pg.t(x0 + 460, y + 18, "销售方：（章）", 9, color=col)
    pg.seal(x0 + 520, y - 20, seller[:16], r=34, center="", bottom="发票专用章")
    return tot


def inv_hotel_folio(d, hotel, hotel_en, folio, guest, company, room, arr, dep, lines, print_date):
    pg = d.new_page(A4)
    pg.t(297, 60, hotel_en.upper(), 15, font="tibo", align="c")
    pg.t(297, 82, hotel, 12, align="c")
    pg.t(297, 110, "宾客账单  GUEST FOLIO", 13, bold=True, align="c")
    pg.line(50, 120, 545, 120, 1.0)
    info = [
        ("账单号 Folio No.", folio),
        ("房号 Room", room),
        ("宾客 Guest", guest),
        ("单位 Company", company),
        ("到达 Arrival", datefmt(arr, "slash0")),
        ("离店 Departure", datefmt(dep, "slash0")),
    ]
    for k, (a, b) in enumerate(info):
        x = 55 if k % 2 == 0 else 310
        y = 142 + (k // 2) * 20
        pg.t(x, y, a, 9, color=GREY)
        pg.t(x + 95, y, b, 9.5)
    d.f("invoiceNumber", folio)
    d.f("buyerName", company)
    rows = [["日期 Date", "项目 Description", "参考 Ref.", "消费 Charges", "付款 Credits"]]
    total = dec2(0)
    for dt, desc, ref, amt in lines:
        rows.append([datefmt(dt, "slash0"), desc, ref, money(amt), ""])
        total += dec2(amt)
    rows.append([datefmt(dep, "slash0"), "信用卡 VISA ****4417", "PAY", "", money(total)])
    yb = pg.table(
        55,
        210,
        [75, 200, 60, 80, 75],
        rows,
        size=8.5,
        rh=19,
        aligns=["l", "l", "c", "r", "r"],
        hfill=(0.92, 0.92, 0.92),
        grid=False,
    )
    pg.line(55, 229, 545, 229, 0.6)
    pg.line(55, yb + 4, 545, yb + 4, 0.6)
    pg.t(330, yb + 24, "消费合计 Total Charges:", 9.5)
    pg.t(540, yb + 24, f"CNY {money(total)}", 10, align="r")
    d.f("totalAmount", plain(total))
    pg.t(330, yb + 42, "余额 Balance:", 9.5)
    pg.t(540, yb + 42, "0.00", 10, align="r")
    pg.t(55, yb + 80, "宾客签名 Guest Signature: ____________________", 9)
    pg.t(
        55,
        yb + 100,
        f"打印时间 Printed: {datefmt(print_date, 'iso')} 11:52  收银员 Cashier: 0082",
        8.5,
        color=GREY,
    )
    d.f("date", print_date)
    pg.t(297, 800, f"{hotel}  ·  {hotel_en}", 8, color=GREY, align="c")
    d.f("sellerName", hotel)
    return total


def inv_restaurant(d, shop, no, date, time_, table, items, company=None):
    pg = d.new_page(A4)
    x0, x1 = 200, 395
    pg.rect(x0 - 12, 40, x1 + 12, 470, 0.4, GREY)
    y = 68
    pg.t((x0 + x1) / 2, y, shop, 11, bold=True, align="c", maxw=x1 - x0)
    d.f("sellerName", shop)
    y += 20
    pg.t((x0 + x1) / 2, y, "结 账 单", 10, align="c")
    y += 20
    for lab, val in (
        ("单号：", no),
        ("桌号：", table),
        ("日期：", f"{datefmt(date, 'slash0')} {time_}"),
        ("人数：", "4"),
    ):
        pg.t(x0, y, lab + val, 8.5, font="zh")
        y += 14
    d.f("invoiceNumber", no)
    d.f("date", date)
    pg.t(x0, y, "-" * 46, 8, font="cour")
    y += 12
    pg.t(x0, y, "品名", 8.5)
    pg.t(x0 + 110, y, "数量", 8.5)
    pg.t(x1, y, "金额", 8.5, align="r")
    y += 14
    tot = dec2(0)
    for nm, q, p in items:
        amt = dec2(dec2(q) * dec2(p))
        tot += amt
        pg.t(x0, y, nm, 8.5, maxw=105)
        pg.t(x0 + 118, y, str(q), 8.5)
        pg.t(x1, y, f"{amt:.2f}", 8.5, align="r")
        y += 13
    pg.t(x0, y, "-" * 46, 8, font="cour")
    y += 14
    pg.t(x0, y, "消费合计：", 9)
    pg.t(x1, y, f"{tot:.2f}", 9, align="r")
    y += 14
    pg.t(x0, y, "优惠：", 9)
    pg.t(x1, y, "0.00", 9, align="r")
    y += 16
    pg.t(x0, y, "实收金额：", 10.5, bold=True)
    pg.t(x1, y, f"¥{tot:.2f}", 10.5, bold=True, align="r")
    d.f("totalAmount", plain(tot))
    y += 16
    pg.t(x0, y, "支付方式：微信支付", 8.5)
    y += 14
    if company:
        pg.t(x0, y, f"抬头：{company}", 8.5, maxw=x1 - x0)
        d.f("buyerName", company)
        y += 14
    pg.t(x0, y, "-" * 46, 8, font="cour")
    y += 14
    pg.t((x0 + x1) / 2, y, "谢谢惠顾，欢迎再次光临！", 8.5, align="c")
    y += 14
    pg.t((x0 + x1) / 2, y, "如需开具发票请扫码", 8, color=GREY, align="c")
    pg.qr((x0 + x1) / 2 - 25, y + 8, 50, int(no[-5:]))
    return tot


def inv_taxi(d, city, company, code, no, date, car, t_on, t_off, km, price, amount, phone):
    pg = d.new_page(A4)
    x0, x1 = 210, 385
    pg.rect(x0 - 10, 50, x1 + 10, 420, 0.8, (0.3, 0.3, 0.3))
    pg.t((x0 + x1) / 2, 76, f"{city}出租汽车专用发票", 11.5, bold=True, align="c")
    pg.p.draw_oval((270, 84, 325, 104), color=RED, width=0.9)
    pg.t(297.5, 97, "税务监制", 6.5, color=RED, align="c")
    rows = [
        ("发票代码", code),
        ("发票号码", no),
        ("监督电话", phone),
        ("车　　号", car),
        ("证　　号", "0382614"),
        ("日　　期", datefmt(date, "iso")),
        ("上　　车", t_on),
        ("下　　车", t_off),
        ("单　　价", f"{price:.2f}元"),
        ("里　　程", f"{km}km"),
        ("等候时间", "00:04:17"),
        ("金　　额", f"¥{amount:.2f}元"),
    ]
    y = 124
    for lab, val in rows:
        pg.t(x0, y, lab, 9.5)
        pg.t(x0 + 70, y, val, 9.5, font="zh")
        y += 21
    d.f("invoiceNumber", no, 0)
    d.f("date", date)
    d.f("totalAmount", plain(amount))
    pg.t((x0 + x1) / 2, y + 8, company, 8.5, align="c", maxw=x1 - x0)
    d.f("sellerName", company)
    pg.t((x0 + x1) / 2, y + 24, "手写无效  请索取车票", 8, color=GREY, align="c")


def inv_toll(d, title, company, code, no, date, entry, exit_, plate, amount):
    pg = d.new_page(A4)
    x0, x1 = 170, 425
    pg.rect(x0, 60, x1, 330, 0.8, (0.2, 0.3, 0.5))
    pg.t(297.5, 90, title, 12, bold=True, align="c", color=(0.2, 0.3, 0.5))
    pg.t(x0 + 12, 115, f"发票代码 {code}", 9)
    pg.t(x1 - 12, 115, f"发票号码 {no}", 9, align="r")
    d.f("invoiceNumber", no)
    rows = [
        ("入口站", entry),
        ("出口站", exit_),
        ("车　型", "一型客车"),
        ("车牌号", plate),
        ("通行日期", datefmt(date, "slash0") + " 17:26:44"),
        ("收费员", "4013"),
        ("金额（元）", f"{amount:.2f}"),
    ]
    y = 145
    for lab, val in rows:
        pg.t(x0 + 18, y, lab + "：", 10)
        pg.t(x0 + 100, y, val, 10)
        y += 22
    d.f("date", date)
    d.f("totalAmount", plain(amount))
    pg.t(297.5, y + 10, company, 9, align="c")
    d.f("sellerName", company)
    pg.t(297.5, y + 26, "本票据加盖收费专用章有效", 8, color=GREY, align="c")
