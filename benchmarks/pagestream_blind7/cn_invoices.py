"""Chinese-language invoices and receipts: paper VAT fapiao, 数电票, 收据, 統一發票, 收據."""

from __future__ import annotations

import random

from stream import Stream
from util import BLACK, BROWN, GREY, RED, Canvas, cn_capital, d2, gold_amount, money


def lines_total(items):
    """items: (name, spec, unit, qty, price, rate). Returns rows, net, tax."""
    rows, net, tax = [], d2(0), d2(0)
    for name, spec, unit, qty, price, rate in items:
        amt = d2(d2(qty) * d2(price))
        t = d2(amt * d2(rate))
        rows.append((name, spec, unit, qty, price, amt, rate, t))
        net += amt
        tax += t
    return rows, net, tax


def _pct(rate) -> str:
    return f"{int(d2(rate) * 100)}%"


def _vlabel(c: Canvas, x, y0, y1, text, size=9.0, color=BROWN):
    step = (y1 - y0) / (len(text) + 1)
    for i, ch in enumerate(text):
        c.text(x, y0 + step * (i + 1) + size * 0.35, ch, size, color=color, align="c")


def _qr(c: Canvas, x, y, s, seed):
    r = random.Random(seed)
    n = 21
    u = s / n
    for i in range(n):
        for j in range(n):
            corner = (i < 7 and j < 7) or (i < 7 and j >= n - 7) or (i >= n - 7 and j < 7)
            on = (i in (0, 6) or j in (0, 6) or (2 <= i <= 4 and 2 <= j <= 4)) if corner else r.random() < 0.5
            if corner and i >= n - 7:
                on = (i in (n - 7, n - 1) or j in (0, 6) or (n - 5 <= i <= n - 3 and 2 <= j <= 4)) and j < 7
            if corner and j >= n - 7 and i < 7:
                on = i in (0, 6) or j in (n - 7, n - 1) or (2 <= i <= 4 and n - 5 <= j <= n - 3)
            if on:
                c.rect(
                    x + j * u, y + i * u, x + (j + 1) * u, y + (i + 1) * u, width=0, fill=BLACK, color=None
                )


def _party_lines(c, x, y, p, color, spaced=True, step=15.5, size=8.6):
    labels = (
        ["名        称：", "纳税人识别号：", "地 址、电 话：", "开户行及账号："]
        if spaced
        else ["名称：", "统一社会信用代码/纳税人识别号：", "", ""]
    )
    vals = [p["name"], p["tax_id"], p.get("addr", ""), p.get("bank", "")]
    for lab, val in zip(labels, vals, strict=True):
        if not lab:
            continue
        x2 = c.text(x, y, lab, size, color=color)
        c.text(x2 + 2, y, val, size)
        y += step
    return y


def vat_paper(st: Stream, d: dict, scanned=True, **scan_opts) -> None:
    """Paper-era 增值税专用/普通发票 (also the 电子普通发票 look when d['e'] is true)."""
    st.doc("invoice")
    c = st.page(scanned=scanned, **scan_opts)
    rows, net, tax = lines_total(d["items"])
    total = net + tax
    ox, oy, w = 40.0, 60.0, c.w - 80
    col = BROWN
    kind = d.get("kind", "专用")
    ttl = f"{d['province']}增值税{'电子' if d.get('e') else ''}{kind}发票"
    c.text(c.w / 2, oy + 22, ttl, 19, color=col, align="c", bold=True)
    c.line(c.w / 2 - 120, oy + 30, c.w / 2 + 120, oy + 30, color=col, width=0.8)
    c.line(c.w / 2 - 120, oy + 33, c.w / 2 + 120, oy + 33, color=col, width=0.8)
    if not d.get("e"):
        c.text(c.w / 2, oy + 48, d.get("copy", "发 票 联"), 10, color=col, align="c")
    c.seal(c.w / 2, oy + 18, 22, "全国统一发票监制章", oval=True)
    c.text(ox, oy + 4, d["code"], 11, family="mono")
    rx = c.x1 - 120
    if d.get("e"):
        info = [("发票代码：", d["code"]), ("发票号码：", d["number"]), ("开票日期：", d["date_txt"])]
        info.append(("校 验 码：", d["check"]))
        for i, (lab, val) in enumerate(info):
            x2 = c.text(rx - 40, oy + 8 + i * 14, lab, 8.6, color=col)
            c.text(x2, oy + 8 + i * 14, val, 8.6)
    else:
        c.text(rx, oy + 10, "No", 14, color=col)
        c.text(rx + 22, oy + 10, d["number"], 16, color=RED, family="mono")
        x2 = c.text(rx - 10, oy + 44, "开票日期：", 8.6, color=col)
        c.text(x2, oy + 44, d["date_txt"], 8.6)
    st.field("invoiceNumber", d["number"])
    st.field("date", d["date"])
    top = oy + 62
    hdr = top + 70
    bot_items = hdr + 18 + 16 * max(len(rows), 3)
    cap = bot_items + 18
    sel = cap + 22
    end = sel + 70
    c.rect(ox, top, ox + w, end, color=col, width=1.1)
    for y in (hdr, bot_items, cap, sel):
        c.line(ox, y, ox + w, y, color=col)
    c.line(ox + 22, top, ox + 22, hdr, color=col)
    c.line(ox + 22, sel, ox + 22, end, color=col)
    c.line(ox + w * 0.6, top, ox + w * 0.6, hdr, color=col)
    c.line(ox + w * 0.6 + 22, top, ox + w * 0.6 + 22, hdr, color=col)
    c.line(ox + w * 0.6, sel, ox + w * 0.6, end, color=col)
    c.line(ox + w * 0.6 + 22, sel, ox + w * 0.6 + 22, end, color=col)
    _vlabel(c, ox + 11, top, hdr, "购买方")
    _vlabel(c, ox + w * 0.6 + 11, top, hdr, "密码区")
    _vlabel(c, ox + 11, sel, end, "销售方")
    _vlabel(c, ox + w * 0.6 + 11, sel, end, "备注")
    _party_lines(c, ox + 28, top + 16, d["buyer"], col)
    st.field("buyerName", d["buyer"]["name"])
    r = random.Random(d["number"])
    for i in range(4):
        s = "".join(r.choice("0123456789<>+-*/") for _ in range(27))
        c.text(ox + w * 0.6 + 28, top + 16 + i * 14, s, 8.4, family="mono")
    heads = ["货物或应税劳务、服务名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]
    xs = [0, 0.30, 0.42, 0.49, 0.57, 0.68, 0.82, 0.88, 1.0]
    for i, hd in enumerate(heads):
        c.text(ox + w * (xs[i] + xs[i + 1]) / 2, hdr + 12, hd, 8, color=col, align="c")
    for j, (name, spec, unit, qty, price, amt, rate, t) in enumerate(rows):
        y = hdr + 28 + j * 16
        vals = [name, spec, unit, str(qty), money(price), money(amt).replace(",", ""), _pct(rate)]
        vals.append(money(t).replace(",", ""))
        for i, v in enumerate(vals):
            al = "l" if i < 3 else "r"
            x = ox + w * xs[i] + 4 if al == "l" else ox + w * xs[i + 1] - 4
            c.text(x, y, v, 8.3, align=al)
    c.text(ox + w * 0.12, bot_items - 5, "合        计", 8.6, color=col, align="c")
    c.text(ox + w * xs[6] - 4, bot_items - 5, f"¥{money(net).replace(',', '')}", 8.6, align="r")
    c.text(ox + w - 4, bot_items - 5, f"¥{money(tax).replace(',', '')}", 8.6, align="r")
    st.field("taxAmount", gold_amount(tax))
    c.text(ox + 6, cap - 6, "价税合计（大写）", 8.6, color=col)
    c.text(ox + w * 0.25, cap - 6, f"⊗{cn_capital(total)}", 9.4)
    x2 = c.text(ox + w * 0.68, cap - 6, "（小写）", 8.6, color=col)
    c.text(x2 + 2, cap - 6, f"¥{money(total).replace(',', '')}", 9.4)
    st.field("totalAmount", gold_amount(total))
    _party_lines(c, ox + 28, sel + 16, d["seller"], col)
    st.field("sellerName", d["seller"]["name"])
    if d.get("remark"):
        c.para(ox + w * 0.6 + 28, sel + 16, w * 0.4 - 34, d["remark"], 8.2, 1.5)
    people = f"收款人：{d['people'][0]}      复核：{d['people'][1]}      开票人：{d['people'][2]}"
    c.text(ox + 10, end + 18, people, 8.6, color=col)
    c.text(ox + w * 0.72, end + 18, "销售方：（章）", 8.6, color=col)
    c.seal(ox + w * 0.82, end - 10, 30, d["seller"]["name"], d["seller"]["tax_id"], oval=True)


def shudian(st: Stream, d: dict, scanned=False, **scan_opts) -> None:
    """全面数字化的电子发票 (数电票), 20-digit number; negative amounts for 红字."""
    st.doc("invoice")
    c = st.page(scanned=scanned, size=(680.0, 400.0), **scan_opts)
    rows, net, tax = lines_total(d["items"])
    total = net + tax
    col = BROWN
    _qr(c, 30, 22, 52, d["number"])
    ttl = f"电子发票（{d.get('kind', '增值税专用发票')}）"
    c.text(c.w / 2, 46, ttl, 17, color=col, align="c", bold=True)
    c.line(c.w / 2 - 120, 54, c.w / 2 + 120, 54, color=col, width=0.7)
    c.line(c.w / 2 - 120, 57, c.w / 2 + 120, 57, color=col, width=0.7)
    x2 = c.text(470, 34, "发票号码：", 9, color=col)
    c.text(x2, 34, d["number"], 9)
    x2 = c.text(470, 50, "开票日期：", 9, color=col)
    c.text(x2, 50, d["date_txt"], 9)
    st.field("invoiceNumber", d["number"])
    st.field("date", d["date"])
    ox, w, top = 25.0, 630.0, 74.0
    mid = top + 58
    hdr_end = mid + 86
    cap = hdr_end + 20
    rem = cap + 48
    c.rect(ox, top, ox + w, rem, color=col, width=1)
    c.line(ox, mid, ox + w, mid, color=col)
    c.line(ox + w / 2, top, ox + w / 2, mid, color=col)
    for x in (ox + 20, ox + w / 2 + 20):
        c.line(x, top, x, mid, color=col)
    c.line(ox, hdr_end, ox + w, hdr_end, color=col)
    c.line(ox, cap, ox + w, cap, color=col)
    c.line(ox + 20, cap, ox + 20, rem, color=col)
    _vlabel(c, ox + 10, top, mid, "购买方信息", 8)
    _vlabel(c, ox + w / 2 + 10, top, mid, "销售方信息", 8)
    _vlabel(c, ox + 10, cap, rem, "备注", 8)
    for p, x, fld in ((d["buyer"], ox + 26, "buyerName"), (d["seller"], ox + w / 2 + 26, "sellerName")):
        x2 = c.text(x, top + 20, "名称：", 8.6, color=col)
        c.text(x2, top + 20, p["name"], 8.6)
        x2 = c.text(x, top + 42, "统一社会信用代码/纳税人识别号：", 8.2, color=col)
        c.text(x2, top + 42, p["tax_id"], 8.2)
        st.field(fld, p["name"])
    heads = ["项目名称", "规格型号", "单 位", "数 量", "单 价", "金 额", "税率/征收率", "税 额"]
    xs = [0, 0.27, 0.39, 0.46, 0.54, 0.66, 0.79, 0.88, 1.0]
    for i, hd in enumerate(heads):
        c.text(ox + w * (xs[i] + xs[i + 1]) / 2, mid + 13, hd, 8, color=col, align="c")
    for j, (name, spec, unit, qty, price, amt, rate, t) in enumerate(rows):
        y = mid + 28 + j * 13
        vals = [name, spec, unit, str(qty), str(price), money(amt).replace(",", ""), _pct(rate)]
        vals.append(money(t).replace(",", ""))
        for i, v in enumerate(vals):
            al = "l" if i < 3 else "r"
            x = ox + w * xs[i] + 3 if al == "l" else ox + w * xs[i + 1] - 3
            c.text(x, y, v, 7.8, align=al)
    c.text(ox + 40, hdr_end - 6, "合          计", 8.4, color=col)
    c.text(ox + w * xs[6] - 3, hdr_end - 6, f"¥{money(net).replace(',', '')}", 8.4, align="r")
    c.text(ox + w - 3, hdr_end - 6, f"¥{money(tax).replace(',', '')}", 8.4, align="r")
    st.field("taxAmount", gold_amount(tax))
    c.text(ox + 8, cap - 6, "价税合计（大写）", 8.6, color=col)
    c.text(ox + 150, cap - 6, f"ⓧ {cn_capital(total)}", 9)
    x2 = c.text(ox + w * 0.66, cap - 6, "（小写）", 8.6, color=col)
    c.text(x2, cap - 6, f"¥{money(total).replace(',', '')}", 9)
    st.field("totalAmount", gold_amount(total))
    if d.get("remark"):
        c.para(ox + 26, cap + 14, w - 40, d["remark"], 8, 1.5)
    x2 = c.text(ox + 20, rem + 18, "开票人：", 8.6, color=col)
    c.text(x2, rem + 18, d["drawer"], 8.6)


def receipt_cn(st: Stream, d: dict, scanned=True, **scan_opts) -> None:
    """Hand-written style 收据 (simplified); no tax."""
    st.doc("invoice")
    c = st.page(scanned=scanned, **scan_opts)
    ox, oy, w, h = 70.0, 90.0, c.w - 140, 250.0
    c.rect(ox, oy, ox + w, oy + h, color=RED, width=1.2)
    c.text(c.w / 2, oy + 34, "收    据", 22, color=RED, align="c", bold=True)
    c.line(c.w / 2 - 60, oy + 40, c.w / 2 + 60, oy + 40, color=RED, width=1)
    c.text(ox + w - 120, oy + 30, "No.", 10, color=RED)
    c.text(ox + w - 98, oy + 30, d["number"], 12, color=RED, family="mono")
    st.field("invoiceNumber", d["number"])
    c.text(c.w / 2, oy + 60, d["date_txt"], 10.5, align="c")
    st.field("date", d["date"])
    y = oy + 90
    x2 = c.text(ox + 16, y, "今收到（交款单位）：", 10.5, color=RED)
    c.text(x2 + 4, y, d["payer"], 11)
    c.line(x2, y + 4, ox + w - 16, y + 4, color=RED, width=0.4)
    st.field("buyerName", d["payer"])
    y += 32
    x2 = c.text(ox + 16, y, "交来：", 10.5, color=RED)
    c.text(x2 + 4, y, d["purpose"], 11)
    c.line(x2, y + 4, ox + w - 16, y + 4, color=RED, width=0.4)
    y += 32
    x2 = c.text(ox + 16, y, "人民币（大写）：", 10.5, color=RED)
    c.text(x2 + 4, y, cn_capital(d["amount"]), 11)
    x3 = c.text(ox + w - 150, y, "¥", 12, color=RED)
    c.text(x3 + 2, y, money(d["amount"]), 12)
    st.field("totalAmount", gold_amount(d["amount"]))
    y += 32
    x2 = c.text(ox + 16, y, "收款方式：", 10, color=RED)
    c.text(x2, y, d.get("method", "转账"), 10)
    y = oy + h - 20
    x2 = c.text(ox + 16, y, "收款单位（盖章）：", 10, color=RED)
    c.text(x2, y, d["payee"], 10)
    st.field("sellerName", d["payee"])
    x2 = c.text(ox + w - 200, y, "收款人：", 10, color=RED)
    c.text(x2, y, d["cashier"], 10)
    x2 = c.text(ox + w - 110, y, "经手人：", 10, color=RED)
    c.text(x2, y, d["handler"], 10)
    c.seal(ox + 170, oy + h - 48, 40, d["payee"], "财务专用章")
    c.text(ox + w + 8, oy + 60, "第二联 收据联", 8, color=RED)


def tw_einvoice(st: Stream, d: dict, scanned=False, **scan_opts) -> None:
    """Taiwan B2B 電子發票證明聯 printed on A4 (Traditional)."""
    st.doc("invoice")
    c = st.page(scanned=scanned, lang="t", **scan_opts)
    rows, net, tax = lines_total(d["items"])
    total = net + tax
    c.text(c.w / 2, 70, d["seller"], 16, align="c", bold=True)
    st.field("sellerName", d["seller"])
    c.text(c.w / 2, 96, "電子發票證明聯", 14, align="c")
    c.text(c.w / 2, 114, d["period"], 10, align="c", color=GREY)
    y = 146
    left = [("發票號碼", d["number"]), ("發票日期", d["date_txt"]), ("格    式", "25")]
    right = [("賣方統編", d["seller_id"]), ("買    方", d["buyer"]), ("統一編號", d["buyer_id"])]
    for i in range(3):
        c.text(c.x0, y + i * 18, f"{left[i][0]}：{left[i][1]}", 10)
        c.text(c.x0 + 250, y + i * 18, f"{right[i][0]}：{right[i][1]}", 10)
    st.field("invoiceNumber", d["number"])
    st.field("date", d["date"])
    st.field("buyerName", d["buyer"])
    y += 3 * 18 + 16
    c.text(c.x0, y, f"地    址：{d['buyer_addr']}", 10)
    y += 22
    xs = [c.x0, c.x0 + 230, c.x0 + 290, c.x0 + 370, c.x1]
    for i, hd in enumerate(["品名", "數量", "單價", "金額"]):
        c.rect(xs[i], y, xs[i + 1], y + 20, width=0.5, fill=(0.92, 0.92, 0.92))
        c.text((xs[i] + xs[i + 1]) / 2, y + 14, hd, 10, align="c")
    y += 20
    for name, _s, _u, qty, price, amt, _r, _t in rows:
        vals = [name, str(qty), money(price).replace(".00", ""), money(amt).replace(".00", "")]
        for i, v in enumerate(vals):
            c.rect(xs[i], y, xs[i + 1], y + 20, width=0.5)
            c.text(xs[i] + 4 if i == 0 else xs[i + 1] - 4, y + 14, v, 9.6, align="l" if i == 0 else "r")
        y += 20
    summ = [("銷售額合計", net), ("營業稅（5%）", tax), ("總    計", total)]
    for lab, v in summ:
        c.rect(xs[0], y, xs[3], y + 20, width=0.5)
        c.rect(xs[3], y, xs[4], y + 20, width=0.5)
        c.text(xs[3] - 6, y + 14, lab, 10, align="r")
        c.text(xs[4] - 4, y + 14, money(v).replace(".00", ""), 10, align="r")
        y += 20
    st.field("taxAmount", gold_amount(tax))
    st.field("totalAmount", gold_amount(total))
    c.text(c.x0, y + 22, f"總計新臺幣（中文大寫）：{cn_capital(total, trad=True)}", 10)
    c.text(c.x0, y + 44, f"備註：{d.get('remark', '')}", 9.5, color=GREY)
    c.text(c.x0, y + 66, "本證明聯僅供營業人憑以申報扣抵，依統一發票使用辦法規定。", 8.5, color=GREY)


def hk_receipt(st: Stream, d: dict, scanned=True, **scan_opts) -> None:
    """Hong Kong bilingual 收據 RECEIPT (Traditional + English), HK$."""
    st.doc("invoice")
    c = st.page(scanned=scanned, lang="t", **scan_opts)
    ox, oy, w = 60.0, 70.0, c.w - 120
    c.text(ox, oy, d["issuer"], 15, bold=True)
    c.text(ox, oy + 18, d["issuer_en"], 10, bold=True)
    c.text(ox, oy + 33, d["issuer_addr"], 8.5, color=GREY)
    st.field("sellerName", d["issuer"])
    c.line(ox, oy + 42, ox + w, oy + 42, width=1.2)
    c.text(c.w / 2, oy + 76, "收  據   RECEIPT", 17, align="c", bold=True)
    c.text(ox + w - 150, oy + 100, f"No. {d['number']}", 11, color=RED, family="mono")
    st.field("invoiceNumber", d["number"])
    c.text(ox + w - 150, oy + 118, f"日期 Date：{d['date_txt']}", 10)
    st.field("date", d["date"])
    y = oy + 160
    rows = [
        ("茲收到", "Received from", d["payer"]),
        ("港幣", "The sum of Hong Kong Dollars", cn_capital(d["amount"], trad=True)),
        ("用途", "Being payment of", d["purpose"]),
        ("付款方式", "Payment by", d["method"]),
    ]
    for zh, en, val in rows:
        c.text(ox, y, zh, 10.5)
        c.text(ox, y + 12, en, 7.5, color=GREY)
        c.text(ox + 160, y + 4, val, 11)
        c.line(ox + 155, y + 9, ox + w, y + 9, width=0.4, dashes="[2 2] 0")
        y += 38
    st.field("buyerName", d["payer"])
    c.rect(ox, y, ox + 190, y + 30, width=1.1)
    c.text(ox + 8, y + 20, f"HK$ {money(d['amount'])}", 13, bold=True)
    st.field("totalAmount", gold_amount(d["amount"]))
    c.text(ox + w - 160, y + 60, "經手人 Received by", 9)
    c.line(ox + w - 160, y + 46, ox + w, y + 46, width=0.5)
    c.seal(ox + w - 80, y + 20, 34, d["issuer"], "")
    c.text(ox, y + 90, "支票須兌現後方為有效 Cheque payment is subject to clearance.", 8, color=GREY)
