"""Invoice generators: paper VAT grid, 电子发票, 收款收据, 通用机打发票, English invoices."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from common import BLACK, BLUE, BROWN, GOODS, RED, SERVICES, dcn, dec, den, money, rmb_upper, rows, words
from drawing import Flow, Pg, qr, stamp, tw, wrap
from firms import items


# ----------------------------------------------------------------------------------------- invoices
def inv_fields(no, s, b, tot, d, tax=None, page=0):
    f = dict(invoiceNumber=no, sellerName=s, buyerName=b, totalAmount=money(tot, False), date=d.isoformat())
    if tax is not None:
        f["taxAmount"] = money(tax, False)
    return "invoice", {k: (v, page) for k, v in f.items()}


def item_row(i):
    return [*i[:5], money(i[5], False), i[6], money(i[7], False)]


def inv_grid(doc, c, kind="special", old=False, listing=False):
    """Paper VAT invoice grid (专用 / 普通 / 电子普通), optionally with a goods list (销货清单) page."""
    r = c.r
    s, b, d = c.company(), c.company(), c.date()
    its, amt, tax = items(r, r.randint(6, 9), GOODS) if listing else items(r)
    tot, no = amt + tax, c.digits(8)
    code = s["reg"][0][:2] + "00" + c.digits(6 if kind == "special" else 8)
    name = {"special": "增值税专用发票", "ordinary": "增值税普通发票", "e": "增值税电子普通发票"}[kind]
    pg, title, w = Pg(doc.new_page(width=700, height=450)), s["reg"][4] + name, 0
    pg.t(350, 46, title, 19, color=BROWN, align="c", bold=True)
    for y in (53, 56):
        w = tw(title, 19) / 2 + 10
        pg.ln(350 - w, y, 350 + w, y, 0.8, BROWN)
    ox, oy = r.uniform(-4, 5), r.uniform(-2, 3)  # where the printer put the values
    check = " ".join(c.digits(5) for _ in range(4))
    if kind == "e":
        qr(pg, 34, 12, 58, r)
        for i, (lab, v) in enumerate(
            [("发票代码：", code), ("发票号码：", no), ("开票日期：", dcn(d)), ("校 验 码：", check)]
        ):
            pg.kv(478, 28 + i * 15, lab, v, 9)
        pg.t(100, 82, f"机器编号：{c.digits(12)}", 9, color=BROWN)
    else:
        pg.t(350, 75, "发　票　联", 10, color=BROWN, align="c")
        pg.t(40, 42, code, 13)
        pg.t(498, 42, "No", 12, color=BROWN)
        pg.t(520, 42, no, 16, color=BLUE)
        if kind == "ordinary":
            pg.t(40, 80, f"机器编号：{c.digits(12)}", 8.5, color=BROWN)
            pg.t(470, 64, f"校验码：{check}", 8.5, color=BROWN)
        pg.kv(470, 82, "开票日期：", dcn(d), 9.5, dx=ox, dy=oy)
    xs = [30, 205, 285, 320, 365, 445, 530, 570, 670]
    pg.box(30, 90, 670, 385, 1, BROWN)
    for y in (155, 300, 320):
        pg.ln(30, y, 670, y, 0.8, BROWN)
    for y0, x in ((y0, x) for y0 in (90, 320) for x in (48, 395, 413)):
        pg.ln(x, y0, x, y0 + 65, 0.8, BROWN)
    for x in xs[1:-1]:
        pg.ln(x, 155, x, 300, 0.6, BROWN)
    pg.ln(205, 300, 205, 320, 0.6, BROWN)
    labels = ["名　　　　称：", "纳税人识别号：", "地 址、电 话：", "开户行及账号："]
    for y0, lab, who in ((90, "购货单位" if old else "购买方", b), (320, "销货单位" if old else "销售方", s)):
        pg.vt(39, y0, y0 + 65, lab, 10, BROWN)
        vals = [who["name"], who["tax"], f"{who['addr']} {who['tel']}", f"{who['bank']} {who['acct']}"]
        for i, (k, v) in enumerate(zip(labels, vals, strict=True)):
            pg.kv(52, y0 + 16 + i * 15, k, v, 8.5, vsize=9, width=336, dx=ox, dy=oy)
    pg.vt(404, 90, 155, "密码区", 10, BROWN)
    for i in range(4):
        pg.t(
            418 + ox, 106 + i * 15 + oy, "".join(r.choice("0123456789+-*/<>") for _ in range(40)), 8.5, "cour"
        )
    pg.vt(404, 320, 385, "备注", 10, BROWN)
    if r.random() < 0.5:
        pg.t(420 + ox, 340 + oy, r.choice([f"订单号：PO{c.digits(8)}", "项目：年度框架协议"]), 8.5)
    head = ["货物或应税劳务、服务名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]
    pg.cols(xs, 168, ["货物或应税劳务名称", *head[1:]] if old else head, 8.5, color=BROWN)
    lines = [item_row(i) for i in its]
    if listing:
        lines = [["（详见销货清单）", "", "", "", "", money(amt, False), "", money(tax, False)]]
    for k, row in enumerate(lines):
        pg.cols([x + ox for x in xs], 186 + k * 15 + oy, row, 8.5, "lcccrrcr")
    pg.t(117, 294, "合　　　计", 9, color=BROWN, align="c")
    pg.t(xs[6] - 3 + ox, 294 + oy, f"¥{money(amt, False)}", 9, align="r")
    pg.t(xs[8] - 3 + ox, 294 + oy, f"¥{money(tax, False)}", 9, align="r")
    pg.t(117, 314, "价税合计（大写）", 9, color=BROWN, align="c")
    pg.t(215 + ox, 314 + oy, "ⓧ " + rmb_upper(tot), 9.5)
    pg.kv(470, 314, "（小写）", f"¥{money(tot, False)}", 9, vsize=9.5, dx=ox, dy=oy)
    for x, lab in ((40, "收款人："), (180, "复核："), (320, "开票人：")):
        pg.kv(x, 405, lab, c.person(), 9, dx=ox, dy=oy)
    pg.t(470, 405, "销售方：（章）", 9, color=BROWN)
    stamp(pg, 585, 404, s["name"], "发票专用章", 27, oval=True, mid=s["tax"])
    if kind == "special":
        pg.vt(686, 100, 380, "第三联：发票联　购买方记账凭证", 7.5, BROWN)
    if listing:
        f = Flow(doc)
        f.text("销售货物或者提供应税劳务、服务清单", 15, "c", bold=True)
        f.text(f"购买方名称：{b['name']}\n销售方名称：{s['name']}", 10)
        sort = "专用" if kind == "special" else "普通"
        f.text(f"所属增值税{sort}发票代码：{code}　　号码：{no}　　共1页　第1页", 9.5)
        head = ["序号", "货物（劳务）名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]
        sums = [
            [lab, "", "", "", "", "", money(amt, False), "", money(tax, False)] for lab in ("小计", "总计")
        ]
        body = [[k + 1, *item_row(i)] for k, i in enumerate(its)]
        f.table([0, 24, 134, 194, 218, 246, 306, 366, 392, 451], [head, *body, *sums], 8.5, "cllccrrcr")
        f.y += 14
        f.text("备注：", 10)
        f.y += 24
        f.text(f"销售方（章）：　　　　　　　　　　　　　　填开日期：{dcn(d)}", 10)
        stamp(f.pg, 190, f.y - 18, s["name"], "发票专用章", 27, oval=True, mid=s["tax"])
        f.close()
    return inv_fields(no, s["name"], b["name"], tot, d, tax)


def inv_e(doc, c, special=False):
    """Fully digital invoice (电子发票, 2024 layout): buyer and seller blocks side by side."""
    r = c.r
    s, b, d = c.company(), c.company(), c.date(2024, 2024)
    its, amt, tax = items(r)
    tot, no = amt + tax, f"{d.year % 100}{s['reg'][0][:2]}2000000{c.digits(9)}"
    pg = Pg(doc.new_page(width=595, height=396))
    qr(pg, 24, 14, 50, r)
    stamp(pg, 297, 34, "全国统一发票监制", f"{s['reg'][5]}税务局", 21, oval=True, mid="国家税务总局")
    title = "电子发票（增值税专用发票）" if special else "电子发票（普通发票）"
    pg.t(297, 66, title, 15, color=BROWN, align="c", bold=True)
    for y in (71, 74):
        pg.ln(297 - tw(title, 15) / 2 - 6, y, 297 + tw(title, 15) / 2 + 6, y, 0.7, BROWN)
    pg.kv(405, 38, "发票号码：", no)
    pg.kv(405, 54, "开票日期：", dcn(d))
    pg.box(20, 82, 575, 340, 0.9, BROWN)
    for y in (142, 280, 302):
        pg.ln(20, y, 575, y, 0.8, BROWN)
    for x in (36, 297, 313):
        pg.ln(x, 82, x, 142, 0.8, BROWN)
    pg.ln(36, 302, 36, 340, 0.8, BROWN)
    pg.ln(150, 280, 150, 302, 0.8, BROWN)
    for x0, lab, who in ((28, "购买方信息", b), (305, "销售方信息", s)):
        pg.vt(x0, 82, 142, lab, 8.5, BROWN)
        pg.kv(x0 + 14, 104, "名称：", who["name"], 9, vsize=9.5, width=255)
        pg.kv(x0 + 14, 128, "统一社会信用代码/纳税人识别号：", who["tax"], 8, vsize=9)
    xs = [20, 150, 215, 250, 290, 360, 440, 495, 575]
    pg.cols(
        xs,
        156,
        ["项目名称", "规格型号", "单位", "数量", "单价", "金额", "税率/征收率", "税额"],
        8.5,
        color=BROWN,
    )
    for k, i in enumerate(its):
        pg.cols(xs, 172 + k * 14, item_row(i), 8.5, "lcccrrcr")
    pg.t(85, 272, "合　　计", 9, color=BROWN, align="c")
    pg.t(xs[6] - 3, 272, f"¥{money(amt, False)}", 9, align="r")
    pg.t(xs[8] - 3, 272, f"¥{money(tax, False)}", 9, align="r")
    pg.t(85, 295, "价税合计（大写）", 9, color=BROWN, align="c")
    pg.t(160, 295, "ⓧ" + rmb_upper(tot), 9.5)
    pg.kv(405, 295, "（小写）", f"¥{money(tot, False)}", 9, vsize=9.5)
    pg.vt(28, 302, 340, "备注", 9, BROWN)
    if r.random() < 0.6:
        pg.t(42, 318, f"购方开户银行：{b['bank']}；银行账号：{b['acct']}；", 8.5)
    pg.kv(60, 362, "开票人：", c.person(), 9.5)
    return inv_fields(no, s["name"], b["name"], tot, d, tax)


def inv_receipt(doc, c, grid=False):
    """收款收据: no tax; the payer after 今收到 / 付款单位, the payee at the bottom under a finance seal."""
    r = c.r
    s, b, d = c.company(), c.company(), c.date()
    amt, no = dec(r.randrange(8, 600) * 50), c.digits(7)
    pg = Pg(doc.new_page(width=620, height=340))
    pg.t(310, 48, "收　款　收　据", 20, align="c", bold=True)
    for y in (56, 59):
        pg.ln(210, y, 410, y, 0.8)
    pg.t(455, 48, "No.", 11, color=RED)
    pg.t(478, 48, no, 15, color=RED)
    pg.t(
        310, 78, f"日期：{d.isoformat()}" if grid else f"{d.year} 年 {d.month} 月 {d.day} 日", 10.5, align="c"
    )
    labels = (
        ["付款单位", "收款事由", "金额（大写）", "备　　注"]
        if grid
        else ["今　收　到", "交　　　来", "人民币（大写）", "备　　　注"]
    )
    pg.box(40, 88, 580, 248, 0.8)
    for k in range(1, 4):
        pg.ln(40, 88 + k * 40, 580, 88 + k * 40, 0.6)
    pg.ln(140, 88, 140, 248, 0.6)
    pg.ln(420, 168, 420, 208, 0.6)
    reason = r.choice(
        ["第一季度场地租金", "设备维修费", "员工培训费", "展位费", "投标保证金", "技术服务费（首期）"]
    )
    for k, (lab, v) in enumerate(
        zip(labels, [b["name"], reason, rmb_upper(amt), r.choice(["转账", "现金", ""])], strict=True)
    ):
        pg.t(90, 113 + k * 40, lab, 10.5, align="c")
        pg.t(150, 113 + k * 40, v, 11, width=265 if k == 2 else 420)
    pg.t(430, 193, f"¥ {money(amt)}", 11)
    pg.kv(50, 280, "收款单位（盖章）：", s["name"], 10.5, BLACK)
    pg.t(430, 304, f"收款人：{c.person()}", 10)
    pg.t(430, 322, f"经手人：{c.person()}", 10)
    stamp(pg, 240, 285, s["name"], "财务专用章", 34)
    pg.vt(602, 90, 250, "第二联　收据", 9, RED)
    return inv_fields(no, s["name"], b["name"], amt, d)


def inv_machine(doc, c):
    """通用机打发票: 付款方名称 / 收款方名称, amounts only (no tax line)."""
    r = c.r
    s, b, d = c.company(), c.company(), c.date()
    lines = [
        (n.split("*")[-1], u, r.choice([1, 1, 2, 4]), dec(r.randrange(lo, hi)))
        for n, _, u, lo, hi, _ in r.sample(SERVICES, r.randint(1, 3))
    ]
    tot, no = sum(p * q for *_, q, p in lines), c.digits(8)
    pg = Pg(doc.new_page(width=600, height=380))
    pg.t(300, 44, f"国家税务总局{s['reg'][5]}税务局通用机打发票", 15, color=BROWN, align="c", bold=True)
    pg.t(300, 64, "发　票　联", 10, color=BROWN, align="c")
    trade = r.choice(["服务业", "商业", "文化体育业"])
    for x, y, txt in (
        (40, 92, f"发票代码：1{s['reg'][0][:2]}0{c.digits(8)}"),
        (380, 92, f"发票号码：{no}"),
        (40, 110, f"开票日期：{d.isoformat()}"),
        (380, 110, f"行业分类：{trade}"),
    ):
        pg.t(x, y, txt, 9.5)
    pg.box(35, 118, 565, 300, 0.8, BROWN)
    for y, lab, v in (
        (138, "付款方名称：", b["name"]),
        (156, "收款方名称：", s["name"]),
        (174, "收款方识别号：", s["tax"]),
    ):
        pg.kv(42, y, lab, v, 9.5, vsize=10)
    xs = [35, 250, 310, 360, 450, 565]
    pg.ln(35, 182, 565, 182, 0.6, BROWN)
    pg.cols(xs, 198, ["项目", "单位", "数量", "单价", "金额"], 9, color=BROWN)
    for k, (n, u, q, p) in enumerate(lines):
        pg.cols(xs, 216 + k * 16, [n, u, q, money(p), money(p * q)], 9, "lccrr")
    pg.ln(35, 272, 565, 272, 0.6, BROWN)
    pg.t(42, 291, f"合计金额（大写）：{rmb_upper(tot)}", 10)
    pg.t(380, 291, f"（小写）：¥{money(tot)}", 10)
    pg.t(42, 325, "收款单位（盖章）：", 9.5, color=BROWN)
    pg.t(380, 325, f"开票人：{c.person()}", 9.5, color=BROWN)
    stamp(pg, 200, 330, s["name"], "发票专用章", 25, oval=True, mid=s["tax"])
    return inv_fields(no, s["name"], b["name"], tot, d)


def inv_en(doc, c, tax_invoice=False):
    """English commercial invoice (export, no tax) or Singapore tax invoice (GST, dd/mm/yyyy dates)."""
    r = c.r
    seller = c.fresh(lambda: r.choice(rows("en_sg" if tax_invoice else "en_cn")))
    buyer = c.fresh(lambda: r.choice(rows("en_cn" if tax_invoice else "en_foreign")))
    d, no = c.date(), str(r.randrange(10**7, 10**8))
    pg = Pg(doc.new_page(width=595, height=842))
    pg.t(60, 72, seller[0], 15, "hebo")
    pg.t(60, 88, seller[1], 9, "helv")
    mail = "".join(seller[0].split()[:2]).lower()
    pg.t(
        60,
        101,
        f"Tel: {'+65 6' if tax_invoice else '+86 574 8'}{c.digits(3)} {c.digits(4)}    Email: ar@{mail}.com",
        9,
        "helv",
    )
    pg.ln(60, 110, 535, 110, 1.2)
    pg.t(297, 142, "TAX INVOICE" if tax_invoice else "COMMERCIAL INVOICE", 17, "hebo", align="c")
    pg.t(60, 172, "Bill To:", 10, "hebo")
    pg.t(60, 187, buyer[0], 10, "helv")
    for k, ln in enumerate(wrap(buyer[1], 230, 9, "helv")):
        pg.t(60, 200 + k * 12, ln, 9, "helv")
    if tax_invoice:
        due = (d + timedelta(30)).strftime("%d/%m/%Y")
        keys = [
            ("Invoice No.:", no),
            ("Invoice Date:", d.strftime("%d/%m/%Y")),
            ("GST Reg. No.:", f"20{c.digits(7)}K"),
        ]
        keys.append(("Due Date:", due))
    else:
        keys = [
            ("Invoice No.:", no),
            ("Date:", r.choice([den(d), d.isoformat()])),
            ("Customer PO:", f"PO-45{c.digits(4)}"),
        ]
        keys += [
            ("Payment Terms:", "T/T 30 days"),
            ("Incoterms:", r.choice(["CIF Hamburg", "FOB Ningbo", "CIF Rotterdam"])),
        ]
        pg.t(60, 250, "Ship To / Consignee:", 10, "hebo")
        pg.t(60, 265, r.choice(["Same as Bill To", "c/o Hanse Cargo Services, Port of Hamburg"]), 9.5, "helv")
    for k, (a, v) in enumerate(keys):
        pg.t(330, 172 + k * 15, a, 9.5, "hebo")
        pg.t(425, 172 + k * 15, v, 9.5, "helv")
    cur, lines = ("SGD" if tax_invoice else "USD"), []
    for name, unit, lo, hi in r.sample(rows("en_services" if tax_invoice else "en_goods"), r.randint(2, 4)):
        qty = (
            (r.randint(8, 60) if unit == "HRS" else r.randint(1, 3))
            if tax_invoice
            else r.randrange(50, 2000, 50)
        )
        price = dec(r.uniform(int(lo), int(hi)))
        lines.append([name, qty, unit, money(price), money(dec(price * qty))])
    xs, y = [60, 88, 300, 350, 395, 465, 535], 300
    pg.box(60, y, 535, y + 18, 0.6, fill=(0.9, 0.9, 0.9))
    pg.cols(
        xs,
        y + 13,
        ["No.", "Description", "Qty", "Unit", f"Unit Price ({cur})", f"Amount ({cur})"],
        8.5,
        font="hebo",
    )
    for k, line in enumerate(lines, 1):
        pg.cols(xs, y + 13 + k * 18, [k, *line], 8.5, "clccrr", "helv")
    yb = y + 18 * (len(lines) + 1)
    for x in xs:
        pg.ln(x, y, x, yb)
    for k in range(len(lines) + 2):
        pg.ln(60, y + 18 * k, 535, y + 18 * k)
    sub = sum(Decimal(x[4].replace(",", "")) for x in lines)
    tax = dec(sub * 9 / 100) if tax_invoice else None
    extra = [("GST 9%:", tax)] if tax_invoice else []
    if not tax_invoice and r.random() < 0.6:
        extra = [("Freight & Insurance:", dec(r.randrange(300, 1800)))]
    tot = sub + sum(v for _, v in extra)
    for k, (a, v) in enumerate([("Subtotal:", sub), *extra, (f"TOTAL ({cur}):", tot)]):
        font = "hebo" if a.startswith("TOTAL") else "helv"
        pg.t(455, yb + 18 + k * 16, a, 9.5, font, align="r")
        pg.t(530, yb + 18 + k * 16, f"{cur} {money(v)}", 9.5, font, align="r")
    cents = int(tot * 100) % 100
    say = f"SAY {'SINGAPORE' if tax_invoice else 'U.S.'} DOLLARS {words(int(tot))}"
    say += (f" AND CENTS {words(cents)}" if cents else "") + " ONLY"
    for k, ln in enumerate(wrap(say, 475, 9, "helv")):
        pg.t(60, yb + 56 + 16 * len(extra) + k * 12, ln, 9, "helv")
    pg.t(60, 640, "Bank Details:", 9.5, "hebo")
    bank = (
        "DBS Bank Ltd., SWIFT DBSSSGSG" if tax_invoice else "Bank of China, Ningbo Branch, SWIFT BKCHCNBJ92A"
    )
    pg.t(60, 654, f"{bank}, A/C No. {c.digits(12)}", 9, "helv")
    pg.t(330, 700, "For and on behalf of", 9, "helv")
    pg.t(330, 713, seller[0], 9, "hebo")
    pg.ln(330, 752, 520, 752, 0.6)
    pg.t(330, 764, "Authorized Signature", 8.5, "helv")
    return inv_fields(no, seller[0], buyer[0], tot, d, tax)
