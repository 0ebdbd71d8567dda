"""Roll and machine-printed receipts, the 收据 form, and Hong Kong, US and export invoices in English."""

from __future__ import annotations

from docs import A4, A5_LAND, LETTER, Ctx, DocOut, iso
from drawing import BLACK, BLUE, GREY, RED, STAMP_RED
from pools import EN_GOODS
from texts import cn_capital, cn_date, digits, en_date, en_words, money, plain


def roll_receipt(ctx: Ctx, trade: str = "酒店管理") -> DocOut:
    """增值税普通发票（卷式）: a narrow till roll from a hotel or shop."""
    rng, pools = ctx.rng, ctx.pools
    seller, buyer = pools.company(trade), pools.company()
    day = ctx.date()
    lines = [("住宿费", rng.randrange(298, 688) * 100, rng.randint(1, 4))]
    lines.append(
        rng.choice([("早餐", 3900, lines[0][2]), ("洗衣费", 4500, 1), ("停车费", 2000, lines[0][2])])
    )
    total = sum(price * qty for _, price, qty in lines)
    number = digits(rng, 8)
    sheet = ctx.sheet((78.0, 165.0))
    sheet.para(6, 12, 66, f"{seller.province}增值税普通发票（卷式）", 11, bold=True)
    sheet.text(39, 25, "发　票　联", 9, align="c")
    rows = [
        f"发票代码：{digits(rng, 12)}",
        f"发票号码：{number}",
        f"机打号码：{number}",
        f"机器编号：{digits(rng, 12)}",
        f"销售方名称：{seller.name}",
        f"纳税人识别号：{seller.tax_id}",
        f"开票日期：{iso(day)}　收款员：0{rng.randint(1, 9)}",
        f"购买方名称：{buyer.name}",
        f"纳税人识别号：{buyer.tax_id}",
    ]
    y = 33.0
    for row in rows:
        y = sheet.para(5, y, 68, row, 7.8, lead=4.2)
    sheet.line(5, y - 2, 73, y - 2, 0.4, dashes="[2] 0")
    y += 2
    for x, head in ((5, "项目"), (30, "单价"), (47, "数量"), (60, "金额")):
        sheet.text(x, y, head, 7.8)
    y += 4.6
    for name, price, qty in lines:
        sheet.text(5, y, name, 7.8)
        sheet.text(40, y, plain(price), 7.8, "cour", align="r")
        sheet.text(52, y, str(qty), 7.8, "cour", align="r")
        sheet.text(73, y, plain(price * qty), 7.8, "cour", align="r")
        y += 4.4
    sheet.line(5, y - 2, 73, y - 2, 0.4, dashes="[2] 0")
    y += 2.5
    y = sheet.para(5, y, 68, f"合计金额（小写）：¥{plain(total)}", 8.2, lead=4.6)
    y = sheet.para(5, y, 68, f"合计金额（大写）：{cn_capital(total)}", 8.2, lead=4.6)
    y = sheet.para(5, y, 68, f"校验码：{digits(rng, 10)} {digits(rng, 10)}", 7.5, lead=4.4)
    sheet.stamp(39, y + 14, seller.name, "发票专用章", seller.tax_id, size=0.72)
    out = DocOut("invoice", "卷式发票", [sheet])
    for field, value in (("invoiceNumber", number), ("sellerName", seller.name), ("buyerName", buyer.name)):
        out.add(field, value)
    out.add("totalAmount", plain(total))
    out.add("date", iso(day))
    return out


def machine_receipt(ctx: Ctx) -> DocOut:
    """通用机打发票 from a restaurant: 付款单位 / 收款单位 with one to three lines."""
    rng, pools = ctx.rng, ctx.pools
    seller, buyer = pools.company("餐饮管理"), pools.company()
    day = ctx.date()
    rows = [("餐费", rng.randrange(420, 3800) * 100)]
    if rng.random() < 0.6:
        rows.append(("酒水", rng.randrange(80, 900) * 100))
    total = sum(v for _, v in rows)
    number = digits(rng, 8)
    sheet = ctx.sheet((190.0, 110.0))
    color = (0.15, 0.3, 0.55)
    sheet.text(95, 14, f"{seller.city}市通用机打发票", 16, color=color, bold=True, align="c")
    sheet.text(95, 21, "发　票　联", 9.5, color=color, align="c")
    sheet.text(140, 12, f"发票代码 {digits(rng, 12)}", 8.5, color=color)
    sheet.text(140, 17, f"发票号码 {number}", 8.5, color=color)
    sheet.rect(10, 26, 180, 92, 0.6, color)
    sheet.text(13, 32, "付款单位（个人）：", 9, color=color)
    sheet.fit(42, 32, 85, buyer.name, 9.5)
    sheet.text(128, 32, f"开票日期：{iso(day)}", 9, color=color)
    sheet.line(10, 35, 180, 35, 0.5, color)
    cols = [10, 90, 115, 145, 180]
    for i, head in enumerate(["项目", "数量", "单价", "金额"]):
        sheet.cell(cols[i], 35, cols[i + 1], 41, head, 9, align="c", color=color)
    sheet.line(10, 41, 180, 41, 0.5, color)
    y = 46.0
    for name, value in rows:
        sheet.text(14, y, name, 9.5)
        sheet.text(102, y, "1", 9.5, "helv", align="c")
        sheet.text(143, y, plain(value), 9.5, "helv", align="r")
        sheet.text(178, y, plain(value), 9.5, "helv", align="r")
        y += 5.2
    sheet.line(10, 64, 180, 64, 0.5, color)
    sheet.text(13, 70, "合计金额（大写）：", 9, color=color)
    sheet.text(44, 70, cn_capital(total), 10)
    sheet.text(128, 70, "（小写）：", 9, color=color)
    sheet.text(145, 70, plain(total), 10, "helv")
    sheet.line(10, 74, 180, 74, 0.5, color)
    sheet.text(13, 80, "收款单位名称：", 9, color=color)
    sheet.text(37, 80, seller.name, 9.5)
    sheet.text(13, 87, f"收款单位税号：{seller.tax_id}", 9, color=color)
    sheet.text(120, 99, f"开票人：{pools.person().name}", 9, color=color)
    sheet.text(14, 99, "（手写无效）", 8, color=GREY)
    sheet.stamp(152, 84, seller.name, "发票专用章", seller.tax_id, size=0.6)
    out = DocOut("invoice", "通用机打发票", [sheet])
    out.add("invoiceNumber", number)
    out.add("sellerName", seller.name)
    out.add("buyerName", buyer.name)
    out.add("totalAmount", plain(total))
    out.add("date", iso(day))
    return out


def receipt_form(ctx: Ctx) -> DocOut:
    """收据 with 交款单位, 收款事由 and a 财务专用章."""
    rng, pools = ctx.rng, ctx.pools
    seller, buyer = pools.company(rng.choice(["物业管理", "文化传媒", "咨询"])), pools.company()
    day = ctx.date()
    total = rng.randrange(12, 900) * 10000 + rng.choice([0, 0, 5000])
    number = "00" + digits(rng, 5)
    reason = rng.choice(["2024年度物业管理费", "场地租赁押金", "会议场地使用费", "培训报名费"])
    sheet = ctx.sheet(A5_LAND)
    sheet.text(105, 20, "收　　据", 22, bold=True, align="c")
    sheet.line(82, 23, 128, 23, 0.6)
    sheet.text(150, 15, "No.", 11, "tibo", RED)
    sheet.text(160, 15, number, 14, "dvsm", RED)
    sheet.text(150, 30, cn_date(day), 10.5)
    sheet.rect(15, 34, 195, 112, 0.6)
    y_rows = [34, 50, 66, 82, 98, 112]
    for y in y_rows[1:-1]:
        sheet.line(15, y, 195, y, 0.4)
    sheet.text(19, 44, "交款单位：", 11)
    sheet.text(42, 44, buyer.name, 11)
    sheet.text(19, 60, "收款事由：", 11)
    sheet.text(42, 60, reason, 11)
    sheet.text(19, 76, "人民币（大写）：", 11)
    sheet.text(53, 76, cn_capital(total), 11.5)
    sheet.text(140, 76, f"¥{money(total)}", 11.5, "helv")
    sheet.text(19, 92, "收款方式：□现金　☑转账　□支票".replace("☑", "√"), 10.5)
    sheet.text(19, 107, "收款单位（盖章）：", 10.5)
    sheet.text(55, 107, seller.name, 10.5)
    sheet.text(19, 124, f"收款人：{pools.person().name}", 10)
    sheet.text(110, 124, f"经手人：{pools.person().name}", 10)
    sheet.vertical(202, 40, "第二联　交款方", 8.5, GREY)
    sheet.stamp(150, 100, seller.name, "财务专用章", oval=False, size=0.72)
    out = DocOut("invoice", "收据", [sheet])
    out.add("invoiceNumber", number)
    out.add("sellerName", seller.name)
    out.add("buyerName", buyer.name)
    out.add("totalAmount", plain(total))
    out.add("date", iso(day))
    return out


def _en_rows(ctx: Ctx, count: int, scale: int = 1) -> list[tuple[str, int, int]]:
    rows = []
    for text, (low, high) in ctx.rng.sample(EN_GOODS, count):
        qty = ctx.rng.choice([1, 2, 5, 10, 20, 50, 100, 200])
        if "monthly" in text or "licence" in text or "installation" in text:
            qty = ctx.rng.randint(1, 3)
        rows.append((text, qty, ctx.rng.randrange(low * 100, high * 100) * scale))
    return rows


def hk_invoice(ctx: Ctx) -> DocOut:
    """Hong Kong trading-company invoice: letterhead, Sold to, Amount Due HK$, no tax."""
    rng, pools = ctx.rng, ctx.pools
    seller = pools.en_company("Co., Limited").upper()
    buyer = pools.en_company(rng.choice(["Limited", "Co., Ltd."]))
    day = ctx.date()
    number = f"{seller.split()[0][:2].upper()}-{day.year % 100}{day.month:02d}-{digits(rng, 4)}"
    rows = _en_rows(ctx, rng.randint(2, 5), 8)
    total = sum(q * p for _, q, p in rows)
    sheet = ctx.sheet(A4)
    sheet.text(105, 22, seller, 15, "tibo", BLUE, align="c")
    district = rng.choice(["Kwun Tong", "Tsuen Wan", "Sheung Wan"])
    address = f"Unit {rng.randint(3, 28)}0{rng.randint(1, 9)}, {rng.randint(5, 30)}/F, {district}"
    sheet.text(105, 28, address + " Plaza, Hong Kong", 8.5, "tiro", align="c")
    sheet.text(
        105,
        32.5,
        f"Tel: +852 {digits(rng, 4)} {digits(rng, 4)}   Fax: +852 {digits(rng, 4)} {digits(rng, 4)}",
        8.5,
        "tiro",
        align="c",
    )
    sheet.line(20, 36, 190, 36, 1.2, BLUE)
    sheet.text(105, 48, "INVOICE", 18, "tibo", align="c")
    sheet.text(22, 60, "Sold to:", 10, "tibo")
    sheet.text(22, 66, buyer, 10.5, "tiro")
    street = rng.choice(["Nathan Road", "Queen's Road Central", "Hennessy Road"])
    sheet.text(22, 71, f"{rng.randint(1, 300)} {street}, Hong Kong", 9.5, "tiro")
    for i, (head, value) in enumerate(
        (
            ("Invoice No.:", number),
            ("Date:", en_date(day, rng.choice(["dmy", "dmy0"]))),
            ("Terms:", "30 days"),
        )
    ):
        sheet.text(130, 60 + i * 5.5, head, 10, "tibo")
        sheet.text(156, 60 + i * 5.5, value, 10, "tiro")
    cols = [20, 32, 120, 138, 162, 190]
    heads = ["Item", "Description", "Qty", "Unit Price (HK$)", "Amount (HK$)"]
    y = 88.0
    sheet.line(20, y - 5, 190, y - 5, 0.8)
    for i, head in enumerate(heads):
        sheet.fit(cols[i] + 1, y, cols[i + 1] - cols[i] - 2, head, 9, "tibo")
    sheet.line(20, y + 2, 190, y + 2, 0.5)
    for n, (text, qty, price) in enumerate(rows, start=1):
        y += 8
        sheet.text(cols[0] + 2, y, str(n), 9.5, "tiro")
        sheet.fit(cols[1] + 1, y, 86, text, 9.5, "tiro")
        sheet.text(cols[3] - 2, y, str(qty), 9.5, "tiro", align="r")
        sheet.text(cols[4] - 2, y, money(price), 9.5, "tiro", align="r")
        sheet.text(cols[5] - 1, y, money(qty * price), 9.5, "tiro", align="r")
    y += 6
    sheet.line(20, y, 190, y, 0.5)
    sheet.text(130, y + 7, "Total Amount Due HK$", 10.5, "tibo")
    sheet.text(189, y + 7, money(total), 10.5, "tibo", align="r")
    sheet.line(160, y + 9, 190, y + 9, 0.5)
    sheet.line(160, y + 10, 190, y + 10, 0.5)
    words = f"HONG KONG DOLLARS {en_words(total).upper()} ONLY"
    y = sheet.para(22, y + 20, 165, "Amount in words: " + words, 9.5, "tiro")
    y = sheet.para(
        22,
        y + 4,
        165,
        f"Please remit to: HSBC Account No. {digits(rng, 3)}-{digits(rng, 6)}-{digits(rng, 3)}",
        9,
        "tiro",
    )
    sheet.para(22, y, 165, "E. & O.E.  Goods sold are not returnable.", 8.5, "tiro", color=GREY)
    sheet.text(190, 236, f"For and on behalf of {seller}", 9, "tiro", align="r")
    sheet.rect(125, 240, 190, 258, 0.8, STAMP_RED)
    sheet.text(157.5, 247, seller, 6.5, "tibo", STAMP_RED, align="c", record=False)
    sheet.signature(140, 252, rng)
    sheet.line(125, 264, 190, 264, 0.5)
    sheet.text(157.5, 269, "Authorized Signature(s)", 8.5, "tiro", align="c")
    out = DocOut("invoice", "HK invoice", [sheet])
    out.add("invoiceNumber", number)
    out.add("sellerName", seller)
    out.add("buyerName", buyer)
    out.add("totalAmount", plain(total))
    out.add("date", iso(day))
    return out


def us_invoice(ctx: Ctx, many_rows: bool = False) -> DocOut:
    """US small-business invoice on Letter paper: Bill To / Ship To, Subtotal, Sales Tax, Total Due."""
    rng, pools = ctx.rng, ctx.pools
    seller, buyer = pools.en_company("LLC"), pools.en_company("Inc.")
    day = ctx.date()
    number = digits(rng, 5)
    rows = _en_rows(ctx, 6 if many_rows else rng.randint(2, 4))
    if many_rows:
        rows = rows + [
            (f"Replacement part kit #{k:02d}", rng.randint(2, 12), rng.randrange(900, 6000))
            for k in range(1, 24)
        ]
    subtotal = sum(q * p for _, q, p in rows)
    rate = rng.choice([("8.25%", 825), ("7.25%", 725), ("6.5%", 650)])
    tax = (subtotal * rate[1] + 5000) // 10000
    shipping = rng.choice([0, 4500, 8900])
    total = subtotal + tax + shipping
    due = f"{(day.month % 12) + 1}/{min(day.day, 28)}/{day.year + (day.month == 12)}"
    sheets = []

    def header(sheet, page_no, pages):
        sheet.text(20, 24, seller, 15, "hebo", (0.05, 0.3, 0.45))
        sheet.text(20, 30, f"{rng.randint(100, 9999)} Market Street, Suite {rng.randint(1, 9)}00", 9, "helv")
        sheet.text(20, 34.5, "San Francisco, CA 94103  |  (415) 555-0" + digits(rng, 3), 9, "helv")
        sheet.text(196, 26, "INVOICE", 22, "hebo", GREY, align="r")
        sheet.text(196, 268, f"Page {page_no} of {pages}", 8, "helv", align="r")

    first = ctx.sheet(LETTER)
    sheets.append(first)
    labels = (
        ("Invoice #", number),
        ("Invoice Date", en_date(day, "us_slash")),
        ("Due Date", due),
        ("Terms", "Net 30"),
    )
    for i, (head, value) in enumerate(labels):
        first.text(150, 42 + i * 5, head, 9, "hebo")
        first.text(196, 42 + i * 5, value, 9, "helv", align="r")
    for x, head in ((20, "Bill To"), (85, "Ship To")):
        first.rect(x, 44, x + 58, 49.5, 0, None, (0.05, 0.3, 0.45))
        first.text(x + 2, 48, head, 9.5, "hebo", (1, 1, 1))
        first.text(x + 2, 55, buyer, 9.5, "helv")
        first.text(
            x + 2, 60, f"Attn: {rng.choice(['Accounts Payable', 'Receiving Dock', 'J. Alvarez'])}", 9, "helv"
        )
        first.text(
            x + 2,
            65,
            f"{rng.randint(10, 999)} {rng.choice(['Oak Ave', 'Pine St', 'Harbor Blvd'])}, Austin, TX",
            9,
            "helv",
        )
    cols = [20, 36, 140, 166, 196]
    sheet, y = first, 78.0
    for text, qty, price in [("QTY", 0, 0), *rows]:
        if y > 238:
            sheet.text(196, y + 2, "Continued on next page", 8.5, "helv", GREY, align="r")
            sheet = ctx.sheet(LETTER)
            sheets.append(sheet)
            sheet.text(20, 48, f"Invoice # {number} (continued)", 10, "hebo")
            y = 58.0
            _us_head(sheet, y, cols)
            y += 7
        if text == "QTY":
            _us_head(sheet, y, cols)
        else:
            sheet.text(cols[1] - 3, y, str(qty), 9, "helv", align="r")
            sheet.fit(cols[1] + 2, y, 100, text, 9, "helv")
            sheet.text(cols[3] - 2, y, f"{money(price)}", 9, "helv", align="r")
            sheet.text(cols[4] - 2, y, f"{money(qty * price)}", 9, "helv", align="r")
            sheet.line(20, y + 2.2, 196, y + 2.2, 0.2, (0.75, 0.75, 0.75))
        y += 6.5
    y += 4
    summary = [("Subtotal", subtotal), (f"Sales Tax ({rate[0]})", tax), ("Shipping & Handling", shipping)]
    for head, value in summary:
        sheet.text(150, y, head, 9, "helv", align="r")
        sheet.text(194, y, f"${money(value)}", 9, "helv", align="r")
        y += 5.5
    sheet.rect(110, y - 4, 196, y + 3, 0, None, (0.9, 0.93, 0.95))
    sheet.text(150, y + 1, "Total Due", 11, "hebo", align="r")
    sheet.text(194, y + 1, f"${money(total)}", 11, "hebo", align="r")
    sheet.para(
        20, y + 16, 170, f"Make all checks payable to {seller}. Thank you for your business!", 9, "helv"
    )
    for n, page in enumerate(sheets, start=1):
        header(page, n, len(sheets))
    out = DocOut("invoice", "US invoice" + (" (2 pages)" if len(sheets) > 1 else ""), sheets)
    out.add("invoiceNumber", number)
    out.add("sellerName", seller)
    out.add("buyerName", buyer)
    out.add("totalAmount", plain(total))
    out.add("date", iso(day))
    out.add("taxAmount", plain(tax))
    return out


def _us_head(sheet, y, cols) -> None:
    sheet.rect(20, y - 4.5, 196, y + 1.8, 0, None, (0.05, 0.3, 0.45))
    for i, head in enumerate(["QTY", "DESCRIPTION", "UNIT PRICE", "AMOUNT"]):
        x = cols[i + 1] - 2 if i != 1 else cols[1] + 2
        sheet.text(x, y, head, 8.5, "hebo", (1, 1, 1), align="l" if i == 1 else "r")


def export_invoice(ctx: Ctx) -> DocOut:
    """COMMERCIAL INVOICE of a Chinese exporter: To Messrs., FOB terms, SAY US DOLLARS ... ONLY."""
    rng, pools = ctx.rng, ctx.pools
    city = rng.choice(["Ningbo", "Suzhou", "Xiamen"])
    seller = f"{city} {rng.choice(['Oriental', 'Everbright', 'Goldsea'])} Industrial Co., Ltd."
    buyer = pools.en_company(rng.choice(["GmbH", "B.V.", "Pty Ltd"]))
    day = ctx.date()
    number = f"EX{day.year % 100}{day.month:02d}{digits(rng, 3)}"
    rows = [(text, qty * 20, price) for text, qty, price in _en_rows(ctx, rng.randint(2, 4))]
    total = sum(q * p for _, q, p in rows)
    sheet = ctx.sheet(A4)
    sheet.text(105, 20, seller, 13, "dvsb", align="c")
    sheet.text(
        105, 26, f"No. {rng.randint(8, 188)} Binhai Road, Economic Development Zone", 9, "dvs", align="c"
    )
    sheet.text(105, 38, "COMMERCIAL INVOICE", 16, "dvsb", align="c")
    sheet.rect(15, 44, 195, 82, 0.6)
    sheet.line(105, 44, 105, 82, 0.5)
    sheet.text(18, 50, "To Messrs.:", 9, "dvsb")
    sheet.para(18, 56, 84, buyer, 10, "dvs")
    sheet.para(
        18,
        66,
        84,
        f"{rng.randint(2, 80)} {rng.choice(['Hafenstrasse', 'Keizersgracht', 'George St'])}",
        9,
        "dvs",
    )
    fields = [
        ("Invoice No.:", number),
        ("Date:", en_date(day, "mdy_short")),
        ("From:", "Ningbo, China"),
        ("To:", rng.choice(["Hamburg", "Rotterdam", "Sydney"])),
        ("Terms:", "FOB Ningbo, T/T 30 days"),
    ]
    for i, (head, value) in enumerate(fields):
        sheet.text(108, 50 + i * 6.5, head, 9, "dvsb")
        sheet.text(133, 50 + i * 6.5, value, 9, "dvs")
    cols = [15, 45, 125, 150, 170, 195]
    y = 92.0
    for i, head in enumerate(["Marks & Nos.", "Description of Goods", "Quantity", "Unit Price", "Amount"]):
        sheet.cell(cols[i], y - 5, cols[i + 1], y + 2, head, 8.5, "dvsb", "c")
    sheet.grid(0, 0, cols, [y - 5, y + 2, y + 2 + 8 * len(rows) + 8], 0.5)
    for n, (text, qty, price) in enumerate(rows):
        yy = y + 7.5 + n * 8
        sheet.text(17, yy, "N/M", 8.5, "dvs")
        sheet.fit(47, yy, 76, text, 8.5, "dvs")
        sheet.text(148, yy, f"{qty} PCS", 8.5, "dvs", align="r")
        sheet.text(168, yy, f"USD {plain(price)}", 8.5, "dvs", align="r")
        sheet.text(193, yy, money(qty * price), 8.5, "dvs", align="r")
    yy = y + 7.5 + len(rows) * 8
    sheet.text(47, yy, "TOTAL:", 9, "dvsb")
    sheet.text(193, yy, f"USD {money(total)}", 9, "dvsb", align="r")
    sheet.para(18, yy + 14, 175, f"SAY US DOLLARS {en_words(total).upper()} ONLY.", 9, "dvs")
    sheet.text(120, 200, seller, 9, "dvsb")
    sheet.rect(122, 205, 190, 220, 0.9, STAMP_RED)
    sheet.text(156, 211, seller, 6, "dvsb", STAMP_RED, align="c", record=False)
    sheet.text(156, 216.5, "AUTHORIZED SIGNATURE", 5.5, "dvs", STAMP_RED, align="c", record=False)
    sheet.signature(132, 232, rng, 30, BLACK)
    out = DocOut("invoice", "Commercial invoice", [sheet])
    out.add("invoiceNumber", number)
    out.add("sellerName", seller)
    out.add("buyerName", buyer)
    out.add("totalAmount", plain(total))
    out.add("date", iso(day))
    return out
