"""Invoice generators for make_streams.py (CN VAT/e-invoice/receipts, EN proforma/commercial/tax)."""

from __future__ import annotations

import datetime as dt

import pymupdf
from common import (
    BLUE,
    BROWN,
    CITY_PROVINCE,
    CJK,
    GRAY,
    OWN_CITIES,
    RED,
    cn_date,
    digits,
    en_caps,
    en_dmy,
    en_long,
    make_items,
    money,
    rmb_upper,
    rnd_date,
    say_usd,
    uscc,
)
from drawing import Stream
from texts import CN_COMPANIES, CN_EXPORTERS, CN_PEOPLE, EN_COMPANIES, EN_GOODS, EN_PEOPLE, GOODS, SERVICES


def province(addr: str) -> str:
    city = next((c for c in (*OWN_CITIES, *CITY_PROVINCE) if c in addr[:6]), "")
    return CITY_PROVINCE.get(city, city)


def inv_fields(st, number, seller, buyer, total, d, tax=None, page=None):
    st.field("invoiceNumber", number, page)
    st.field("sellerName", seller, page)
    st.field("buyerName", buyer, page)
    st.field("totalAmount", money(total, False), page)
    st.field("date", d.isoformat(), page)
    if tax is not None:
        st.field("taxAmount", money(tax, False), page)


def party_box(cv, y, label, comp, rng, right_label, right_lines):
    name, addr, tel, bank = comp
    cv.rect(20, y, 660, y + 58, 0.8, BROWN)
    cv.line(40, y, 40, y + 58, 0.6, BROWN)
    cv.line(420, y, 420, y + 58, 0.6, BROWN)
    cv.line(440, y, 440, y + 58, 0.6, BROWN)
    for i, ch in enumerate(label):
        cv.text(30, y + 17 + i * 15, ch, 9, BROWN, align="c")
    for i, ch in enumerate(right_label):
        cv.text(430, y + 17 + i * 15 * 3 / len(right_label), ch, 9, BROWN, align="c")
    rows = [("名　　　称：", name), ("纳税人识别号：", uscc(rng)), ("地 址、电 话：", f"{addr} {tel}"),
            ("开户行及账号：", f"{bank} {digits(rng, 19)}")]  # fmt: skip
    for i, (lab, val) in enumerate(rows):
        x = cv.text(45, y + 12 + i * 13.5, lab, 8, BROWN)
        sz = 8.5
        while CJK.text_length(val, fontsize=sz) > 410 - x and sz > 5:
            sz -= 0.5
        cv.text(x + 2, y + 12 + i * 13.5, val, sz)
    for i, ln in enumerate(right_lines):
        cv.text(445, y + 14 + i * 12, ln, 8, font=pymupdf.Font("cour"))


def inv_vat(st: Stream, with_list=False, seller=None, buyer=None, special=True, d=None):
    """Paper VAT invoice (240x140 mm): buyer box above the item grid, seller box below."""
    rng = st.rng
    s, b = seller or rng.choice(CN_COMPANIES), buyer or rng.choice(CN_COMPANIES)
    while b == s:
        b = rng.choice(CN_COMPANIES)
    d = d or rnd_date(rng)
    items = make_items(
        rng, GOODS + SERVICES if not with_list else GOODS, rng.randint(8, 11) if with_list else 3
    )
    if not with_list:
        items = items[: rng.randint(1, 3)]
    amt, tax = sum(i["amt"] for i in items), sum(i["tax"] for i in items)
    total, code, no = amt + tax, digits(rng, 10), digits(rng, 8)
    kind = "增值税专用发票" if special else "增值税普通发票"
    st.begin("invoice")
    cv = st.page((680, 400))
    cv.text(340, 36, province(s[1]) + kind, 18, BROWN, align="c")
    cv.line(240, 43, 440, 43, 0.8, BROWN)
    cv.line(240, 46, 440, 46, 0.8, BROWN)
    cv.text(340, 62, "发 票 联", 10, BROWN, align="c")
    cv.text(25, 30, code, 13)
    cv.text(25, 46, f"机器编号：{digits(rng, 12)}", 8, BROWN)
    cv.text(490, 32, "No", 13, BROWN)
    cv.text(512, 32, no, 15, RED)
    cv.text(490, 48, f"{code}  {no}", 8.5)
    cv.text(490, 70, "开票日期：", 8.5, BROWN)
    cv.text(535, 70, cn_date(d), 9)
    cipher = ["".join(rng.choice("0123456789<>+-*/") for _ in range(26)) for _ in range(4)]
    party_box(cv, 80, "购买方", b, rng, "密码区", cipher)
    y0, xs = 138, [20, 220, 290, 325, 380, 450, 540, 585, 660]
    heads = ["货物或应税劳务、服务名称", "规格型号", "单位", "数 量", "单 价", "金 额", "税率", "税 额"]
    for i, h in enumerate(heads):
        cv.text((xs[i] + xs[i + 1]) / 2, y0 + 11, h, 8, BROWN, align="c")
    shown = [
        dict(
            name="（详见销货清单）",
            spec="",
            unit="",
            qty="",
            price=None,
            amt=amt,
            rate=items[0]["rate"],
            tax=tax,
        )
    ]
    for r, it in enumerate(items if not with_list else shown):
        y = y0 + 28 + r * 13
        vals = [it["name"], it["spec"], it["unit"], str(it["qty"]),
                money(it["price"], False) if it["price"] else "",
                money(it["amt"], False), f"{it['rate']}%", money(it["tax"], False)]  # fmt: skip
        for i, v in enumerate(vals):
            cv.text(xs[i] + 3 if i < 3 else xs[i + 1] - 3, y, v, 8, align="l" if i < 3 else "r")
    cv.text(120, y0 + 93, "合　　　计", 8.5, BROWN, align="c")
    cv.text(xs[6] - 3, y0 + 93, f"¥{money(amt, False)}", 8.5, align="r")
    cv.text(xs[8] - 3, y0 + 93, f"¥{money(tax, False)}", 8.5, align="r")
    for x in xs:
        cv.line(x, y0, x, y0 + 100, 0.6, BROWN)
    for y in (y0, y0 + 16, y0 + 84, y0 + 100, y0 + 118):
        cv.line(20, y, 660, y, 0.6, BROWN)
    cv.line(20, y0, 20, y0 + 118, 0.6, BROWN)
    cv.line(660, y0, 660, y0 + 118, 0.6, BROWN)
    cv.text(25, y0 + 112, "价税合计（大写）", 8.5, BROWN)
    cv.text(125, y0 + 112, "⊗" + rmb_upper(total), 9.5)
    cv.text(450, y0 + 112, "（小写）", 8.5, BROWN)
    cv.text(490, y0 + 112, f"¥{money(total, False)}", 9.5)
    remark = [f"合同号：{rng.choice(['CG', 'XS'])}{d.year}{digits(rng, 4)}"] if rng.random() < 0.5 else []
    party_box(cv, y0 + 118, "销售方", s, rng, "备注", remark)
    people = rng.sample(CN_PEOPLE, 3)
    for x, lab, v in ((25, "收款人：", people[0]), (190, "复核：", people[1]), (340, "开票人：", people[2])):
        cv.text(cv.text(x, 330, lab, 8.5, BROWN) + 3, 330, v, 9)
    cv.text(500, 330, "销售方：（章）", 8.5, BROWN)
    cv.seal(610, 345, s[0], "发票专用章", 34)
    cv.text(20, 392, "第二联：发票联　购买方记账凭证", 7.5, BROWN)
    inv_fields(st, no, s[0], b[0], total, d, tax)
    if with_list:
        cv = st.page()
        cv.text(297, 70, "销售货物或者提供应税劳务、服务清单", 15, align="c", bold=True)
        cv.text(60, 100, f"购买方名称：{b[0]}", 9.5)
        cv.text(60, 118, f"销售方名称：{s[0]}", 9.5)
        cv.text(60, 136, f"所属增值税{kind}代码：{code}　号码：{no}　　共 1 页　第 1 页", 9)
        rows = [["序号", "货物（劳务）名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]]
        for k, it in enumerate(items, 1):
            rows.append([k, it["name"], it["spec"], it["unit"], it["qty"], money(it["price"], False),
                         money(it["amt"], False), f"{it['rate']}%", money(it["tax"], False)])  # fmt: skip
        rows += [["", "小计", "", "", "", "", money(amt, False), "", money(tax, False)],
                 ["", "总计", "", "", "", "", money(amt, False), "", money(tax, False)]]  # fmt: skip
        y = cv.table(40, 150, [28, 160, 70, 30, 38, 52, 60, 32, 50], rows, 19, 7.5, "cllcrrrcr")
        cv.text(60, y + 25, "备注：", 9)
        cv.text(60, y + 60, "销售方（章）：", 9)
        cv.seal(200, y + 60, s[0], "发票专用章", 34)
        cv.text(380, y + 60, f"填开日期：{cn_date(d, False)}", 9)
    st.end()


def inv_e(st: Stream, style="full", seller=None, buyer=None, special=None):
    """Fully digital e-invoice (2024 layout): buyer and seller side by side."""
    rng = st.rng
    s, b = seller or rng.choice(CN_COMPANIES), buyer or rng.choice(CN_COMPANIES)
    while b == s:
        b = rng.choice(CN_COMPANIES)
    d, items = rnd_date(rng), make_items(rng, rng.choice([GOODS, SERVICES]), rng.randint(1, 4))
    amt, tax = sum(i["amt"] for i in items), sum(i["tax"] for i in items)
    total, no = amt + tax, f"{str(d.year)[2:]}{digits(rng, 18)}"
    special = rng.random() < 0.5 if special is None else special
    st.begin("invoice")
    cv = st.page((595, 400))
    title = "电子发票（增值税专用发票）" if special else "电子发票（普通发票）"
    cv.qr(22, 12, rng, cell=2.4)
    cv.text(297, 36, title, 16, BROWN, align="c")
    cv.line(200, 43, 395, 43, 0.8, BROWN)
    cv.line(200, 46, 395, 46, 0.8, BROWN)
    cv.text(400, 28, "发票号码：", 8.5, BROWN)
    cv.text(445, 28, no, 8.5)
    cv.text(400, 44, "开票日期：", 8.5, BROWN)
    cv.text(445, 44, cn_date(d), 8.5)
    y0 = 72
    cv.rect(20, y0, 575, y0 + 50, 0.8, BROWN)
    cv.line(297, y0, 297, y0 + 50, 0.6, BROWN)
    for x0, lab, comp in ((20, "购买方信息", b), (297, "销售方信息", s)):
        if style == "full":
            cv.line(x0 + 16, y0, x0 + 16, y0 + 50, 0.6, BROWN)
            for i, ch in enumerate(lab):
                cv.text(x0 + 8, y0 + 9 + i * 9, ch, 7.5, BROWN, align="c")
            n_lab, t_lab = "名称：", "统一社会信用代码/纳税人识别号："
        else:
            n_lab, t_lab = ("购方名称：", "购方税号：") if lab[0] == "购" else ("销方名称：", "销方税号：")
        x = cv.text(x0 + 20, y0 + 18, n_lab, 8.5, BROWN)
        cv.text(x + 2, y0 + 18, comp[0], 8.5 if len(comp[0]) < 17 else 7.5)
        x = cv.text(x0 + 20, y0 + 38, t_lab, 8, BROWN)
        cv.text(x + 2, y0 + 38, uscc(rng), 8.5)
    y0 += 50
    heads = ["项目名称", "规格型号", "单 位", "数 量", "单 价", "金 额", "税率/征收率", "税 额"]
    xs = [20, 190, 255, 290, 335, 395, 460, 515, 575]
    cv.rect(20, y0, 575, y0 + 130, 0.8, BROWN)
    for i, h in enumerate(heads):
        cv.text((xs[i] + xs[i + 1]) / 2, y0 + 12, h, 8, BROWN, align="c")
    for r, it in enumerate(items):
        vals = [it["name"], it["spec"], it["unit"], str(it["qty"]), money(it["price"], False),
                money(it["amt"], False), f"{it['rate']}%", money(it["tax"], False)]  # fmt: skip
        for i, v in enumerate(vals):
            sz = 7.5 if CJK.text_length(v, fontsize=8) > xs[i + 1] - xs[i] - 4 else 8
            cv.text(
                xs[i] + 2 if i < 3 else xs[i + 1] - 3, y0 + 28 + r * 13, v, sz, align="l" if i < 3 else "r"
            )
    cv.text(105, y0 + 124, "合　　计", 8.5, BROWN, align="c")
    cv.text(xs[6] - 3, y0 + 124, f"¥{money(amt, False)}", 8.5, align="r")
    cv.text(xs[8] - 3, y0 + 124, f"¥{money(tax, False)}", 8.5, align="r")
    y0 += 130
    cv.rect(20, y0, 575, y0 + 22, 0.8, BROWN)
    cv.text(25, y0 + 15, "价税合计（大写）", 8.5, BROWN)
    cv.text(110, y0 + 15, "⊗" + rmb_upper(total), 9)
    cv.text(400, y0 + 15, "（小写）", 8.5, BROWN)
    cv.text(440, y0 + 15, f"¥{money(total, False)}", 9)
    y0 += 22
    cv.rect(20, y0, 575, y0 + 50, 0.8, BROWN)
    cv.line(40, y0, 40, y0 + 50, 0.6, BROWN)
    for i, ch in enumerate("备注"):
        cv.text(30, y0 + 20 + i * 14, ch, 8.5, BROWN, align="c")
    if rng.random() < 0.6:
        cv.text(
            46, y0 + 16, f"项目：{rng.choice(['年度服务', '采购订单PO' + digits(rng, 6), '第二季度结算'])}", 8
        )
    cv.text(40, y0 + 68, "开票人：", 8.5, BROWN)
    cv.text(78, y0 + 68, rng.choice(CN_PEOPLE), 8.5)
    inv_fields(st, no, s[0], b[0], total, d, tax)
    st.end()


def inv_roll(st: Stream):
    """Small till-roll VAT receipt (57 mm wide); tax-inclusive prices, no tax line."""
    rng = st.rng
    s, b = rng.sample(CN_COMPANIES, 2)
    d, items = rnd_date(rng), make_items(rng, GOODS, rng.randint(1, 3), qty_cap=6)
    total, code, no = sum(i["amt"] for i in items), "0" + digits(rng, 11), digits(rng, 8)
    st.begin("invoice")
    cv = st.page((164, 450))
    x, w = 9, 146
    cv.text(82, 22, province(s[1]) + "增值税普通发票（卷票）", 8.5, align="c", bold=True)
    cv.text(82, 34, "发 票 联", 7.5, align="c")
    y = 50
    lines = [f"发票代码：{code}", f"发票号码：{no}", f"机打号码：{no}", f"机器编号：{digits(rng, 12)}",
             f"销售方名称：{s[0]}", f"纳税人识别号：{uscc(rng)}", f"开票日期：{d.isoformat()}",
             "收款员"
             f"：{rng.choice(CN_PEOPLE)}", f"购买方名称：{b[0]}", f"纳税人识别号：{uscc(rng)}"]  # fmt: skip
    for ln in lines:
        y = cv.para(x, y, w, ln, 6.8, 10)
    cv.line(x, y - 4, x + w, y - 4, 0.5, dashes="[2 2] 0")
    cv.text(x, y + 6, "项目        单价      数量      金额", 6.8)
    y += 18
    for it in items:
        cv.text(x, y, it["name"].split("*")[-1], 6.8)
        cv.text(x + 40, y + 10, money(it["price"], False), 6.8, align="r")
        cv.text(x + 85, y + 10, str(it["qty"]), 6.8, align="r")
        cv.text(x + w, y + 10, money(it["amt"], False), 6.8, align="r")
        y += 22
    cv.line(x, y - 6, x + w, y - 6, 0.5, dashes="[2 2] 0")
    y = cv.para(x, y + 4, w, f"合计金额（小写）：¥{money(total, False)}", 6.8, 10)
    y = cv.para(x, y, w, f"合计金额（大写）：{rmb_upper(total)}", 6.8, 10)
    y = cv.para(x, y, w, f"校验码：{digits(rng, 20)}", 6.5, 10)
    cv.qr(50, y + 4, rng, cell=2.8)
    inv_fields(st, no, s[0], b[0], total, d)
    st.end()


def inv_simple(st: Stream):
    """Older machine-printed general invoice: 客户名称 / 开票单位 / 收款人, tax shown as 其中税额."""
    rng = st.rng
    s, b = rng.sample(CN_COMPANIES, 2)
    d, items = rnd_date(rng), make_items(rng, SERVICES, rng.randint(1, 3))
    total = sum(i["amt"] + i["tax"] for i in items)
    tax, code, no = sum(i["tax"] for i in items), digits(rng, 12), digits(rng, 8)
    st.begin("invoice")
    cv = st.page((595, 420))
    cv.text(297, 40, province(s[1]) + "通用机打发票", 17, BLUE, align="c")
    cv.text(297, 58, "发　票　联", 10, BLUE, align="c")
    cv.text(40, 80, f"发票代码：{code}", 9)
    cv.text(400, 80, f"发票号码：{no}", 9)
    cv.text(40, 98, f"开票日期：{d.strftime('%Y/%m/%d')}", 9)
    cv.text(400, 98, "行业分类：服务业", 9)
    cv.text(40, 118, f"客户名称：{b[0]}", 10)
    rows, total = [["项目", "单位", "数量", "单价", "金额"]], 0
    for it in items:
        price = round(it["price"] * (100 + it["rate"]) / 100)
        total += price * it["qty"]
        rows.append(
            [it["name"].split("*")[-1], it["unit"], it["qty"], money(price), money(price * it["qty"])]
        )
    y = cv.table(
        40, 128, [200, 50, 50, 100, 115], rows + [["", "", "", "", ""]] * (4 - len(rows)), 18, 9, "lccrr"
    )
    cv.text(45, y + 18, f"合计金额（大写）：{rmb_upper(total)}", 9.5)
    cv.text(400, y + 18, f"（小写）¥{money(total)}", 9.5)
    cv.text(45, y + 38, f"其中税额：¥{money(tax)}（已含在合计金额内）", 8.5)
    cv.line(40, y + 48, 555, y + 48)
    x = cv.text(45, y + 70, "开票单位（盖章）：", 9.5)
    cv.text(x, y + 70, s[0], 9.5)
    cv.text(45, y + 90, f"开票单位税号：{uscc(rng)}", 8.5)
    cv.text(380, y + 90, f"收款人：{rng.choice(CN_PEOPLE)}", 9)
    cv.text(470, y + 90, f"开票人：{rng.choice(CN_PEOPLE)}", 9)
    cv.seal(430, y + 60, s[0], "发票专用章", 30)
    cv.text(40, 405, "手写无效　　本发票限于2024年12月31日前填开使用", 7, BLUE)
    inv_fields(st, no, s[0], b[0], total, d, tax)
    st.end()


def en_letterhead(cv, comp, tel):
    cv.text(297, 60, comp[0], 16, align="c", bold=True)
    for i, ln in enumerate(comp[1]):
        cv.text(297, 76 + i * 12, ln, 9, align="c")
    cv.text(297, 76 + len(comp[1]) * 12, tel, 8.5, align="c")
    cv.line(50, 108, 545, 108, 1.2)


def goods_rows(rng, n, price_col="Unit Price (USD)", amount_col="Amount (USD)"):
    rows, total = [["No.", "Description of Goods", "Quantity", "Unit", price_col, amount_col]], 0
    for k, (desc, unit, (lo, hi), (qlo, qhi)) in enumerate(rng.sample(EN_GOODS, n), 1):
        q, p = rng.randint(qlo, qhi) // 10 * 10, rng.randint(int(lo * 100), int(hi * 100))
        total += q * p
        rows.append([k, desc, f"{q:,}", unit, money(p), money(q * p)])
    return rows, total


def inv_proforma(st: Stream):
    rng = st.rng
    s, b, d = rng.choice(CN_EXPORTERS), rng.choice(EN_COMPANIES), rnd_date(rng)
    no = f"{str(d.year)[2:]}{d.month:02d}{digits(rng, 4)}"
    rows, total = goods_rows(rng, rng.randint(2, 4))
    st.begin("invoice")
    cv = st.page()
    en_letterhead(
        cv, s, f"Tel: +86-574-8736{digits(rng, 4)}   Email: sales@{s[0].split()[0].lower()}-export.com"
    )
    cv.text(297, 140, "PROFORMA INVOICE", 18, align="c", bold=True)
    cv.text(50, 175, "To:", 9.5, bold=True)
    cv.text(75, 175, b[0], 10, bold=True)
    for i, ln in enumerate(b[1] + [f"Attn: {rng.choice(EN_PEOPLE)}"]):
        cv.text(75, 188 + i * 12, ln, 9)
    for i, ln in enumerate(
        [f"PI No.: {no}", f"Date: {en_long(d)}", f"Valid until: {en_long(d + dt.timedelta(30))}"]
    ):
        cv.text(370, 175 + i * 14, ln, 9.5)
    terms = ["Terms of Payment: 30% T/T in advance, balance against copy of B/L",
             "Port of Loading: Ningbo, China        Delivery: within 35 days after deposit",
             "Price Term: FOB Ningbo"]  # fmt: skip
    for i, ln in enumerate(terms):
        cv.text(50, 250 + i * 13, ln, 9)
    rows.append(["", "TOTAL (USD)", "", "", "", money(total)])
    y = cv.table(50, 300, [30, 205, 60, 45, 75, 80], rows, 20, 8.5, "clrcrr")
    cv.text(50, y + 20, say_usd(total), 8.5, bold=True)
    bank = ["Beneficiary Bank: Bank of China, Ningbo Branch", "SWIFT: BKCHCNBJ92A",
            f"Account No.: {digits(rng, 12)}", f"Beneficiary: {s[0]}"]  # fmt: skip
    for i, ln in enumerate(bank):
        cv.text(50, y + 50 + i * 13, ln, 9)
    cv.text(360, y + 130, f"For and on behalf of {s[0].split(' Co.')[0]}", 8.5)
    cv.text(380, y + 160, "Linda Wang", 14, BLUE, font=pymupdf.Font("tiit"))
    cv.line(360, y + 166, 540, y + 166, 0.5)
    cv.text(360, y + 178, "Authorized Signature", 8.5)
    inv_fields(st, no, s[0], b[0], total, d)
    st.end()


def inv_commercial(st: Stream):
    rng = st.rng
    s, (b, c), d = rng.choice(CN_EXPORTERS), rng.sample(EN_COMPANIES, 2), rnd_date(rng)
    no = digits(rng, 7)
    rows, total = goods_rows(rng, rng.randint(2, 3))
    st.begin("invoice")
    cv = st.page()
    cv.text(297, 50, "COMMERCIAL INVOICE", 18, align="c", bold=True)
    boxes = [(50, 70, 320, 150, ["Exporter / Shipper:", s[0], *s[1]]),
             (320, 70, 545, 150, [f"Invoice No.: {no}", f"Invoice Date: {en_caps(d)}",
                                  f"Contract No.: SC{str(d.year)[2:]}{digits(rng, 5)}", "L/C No.: N/A"]),
             (50, 150, 297, 230, ["Sold to (Buyer):", b[0], *b[1]]),
             (297, 150, 545, 230, ["Ship to (Consignee):", c[0], *c[1]]),
             (50, 230, 545, 270, ["Port of Loading: Ningbo, China     Port of Discharge: Hamburg, Germany",
                                  "Vessel / Voyage: MSC ANNA V.412W     Terms of Delivery: FOB "
                                  "Ningbo"])]  # fmt: skip
    for x0, y0, x1, y1, lines in boxes:
        cv.rect(x0, y0, x1, y1, 0.8)
        for i, ln in enumerate(lines):
            cv.text(x0 + 5, y0 + 14 + i * 13, ln, 8.5 if i else 9, bold=i == 0 and ln.endswith(":"))
    rows.append(["", "Grand Total", "", "", "", f"USD {money(total)}"])
    y = cv.table(50, 290, [30, 205, 60, 45, 75, 80], rows, 20, 8.5, "clrcrr")
    info = [say_usd(total), f"Total Packages: {rng.randint(40, 400)} CTNS", "Country of Origin: China",
            "We hereby certify that the above mentioned goods are of Chinese origin."]  # fmt: skip
    for i, ln in enumerate(info):
        cv.text(50, y + 22 + i * 14, ln, 8.5)
    cv.text(360, y + 130, s[0].split(" Co.")[0], 8.5)
    cv.line(360, y + 160, 540, y + 160, 0.5)
    cv.text(360, y + 172, "Authorized Signature", 8.5)
    inv_fields(st, no, s[0], b[0], total, d)
    st.end()


def inv_tax_en(st: Stream):
    rng = st.rng
    s, b, d = EN_COMPANIES[2], rng.choice(CN_EXPORTERS + EN_COMPANIES[:2]), rnd_date(rng)
    no = "1004" + digits(rng, 4)
    lines = [("Ocean freight Ningbo - Singapore, 1 x 40'HQ", 1, rng.randint(1800, 2600) * 100),
             ("Terminal handling charges", 1, rng.randint(280, 420) * 100),
             ("Customs clearance and documentation", 1, rng.randint(150, 260) * 100),
             ("Warehouse handling (per pallet)", rng.randint(8, 24), rng.randint(12, 20) * 100)]  # fmt: skip
    sub = sum(q * p for _, q, p in lines)
    tax = round(sub * 9 / 100)
    st.begin("invoice")
    cv = st.page()
    cv.text(50, 60, s[0], 15, bold=True)
    for i, ln in enumerate([*s[1], "GST Reg. No.: M2-0087452-6", "Tel: +65 6265 1180"]):
        cv.text(50, 76 + i * 12, ln, 8.5)
    cv.text(545, 66, "TAX INVOICE", 20, BLUE, bold=True, align="r")
    for i, ln in enumerate(
        [f"Invoice No: {no}", f"Date: {en_dmy(d)}", f"Due Date: {en_dmy(d + dt.timedelta(30))}"]
    ):
        cv.text(400, 100 + i * 14, ln, 9)
    cv.text(50, 160, "Bill To:", 9.5, bold=True)
    for i, ln in enumerate([b[0], *b[1]]):
        cv.text(50, 174 + i * 12, ln, 9)
    rows = [["Description", "Qty", "Unit Price", "Amount (SGD)"]]
    rows += [[t, q, money(p), money(q * p)] for t, q, p in lines]
    y = cv.table(50, 230, [275, 40, 85, 95], rows, 20, 9, "lcrr")
    for i, (lab, v) in enumerate((("Subtotal", sub), ("GST 9%", tax), ("Total (SGD)", sub + tax))):
        cv.text(445, y + 18 + i * 16, lab, 9.5, bold=i == 2, align="r")
        cv.text(542, y + 18 + i * 16, money(v), 9.5, bold=i == 2, align="r")
    cv.text(
        50, y + 90, "Payment by bank transfer to DBS Bank Ltd, Account 072-904418-3, within 30 days.", 8.5
    )
    cv.text(50, y + 104, "Thank you for your business.", 8.5)
    cv.text(297, 800, "This is a computer-generated invoice. No signature is required.", 7.5, GRAY, align="c")
    inv_fields(st, no, s[0], b[0], sub + tax, d, tax)
    st.end()
