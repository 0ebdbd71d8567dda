"""Mainland VAT invoices: the boxed 专用/普通发票 grid, its goods list page and the 全电 layout."""

from __future__ import annotations

from docs import A4, Ctx, DocOut, Item, iso, make_items, totals
from drawing import BLACK, BROWN, GREY, RED, STAMP_RED, Sheet
from pools import Company
from texts import cipher_line, cn_capital, cn_date, digits, plain

VAT_COLS = [8, 66, 88, 98, 114, 138, 168, 180, 226]
VAT_HEAD = ["货物或应税劳务、服务名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]


def _supervision_oval(sheet: Sheet, cx: float, cy: float, bureau: str, rx=15.0, ry=8.5) -> None:
    sheet.ellipse(cx, cy, rx, ry, width=0.9, color=STAMP_RED)
    sheet.arc_text(cx, cy, rx - 2.6, ry - 2.4, "全国统一发票监制章", 6.2, STAMP_RED, 200)
    sheet.text(cx, cy + 2.6, "国家税务总局", 5.5, color=STAMP_RED, align="c")
    sheet.text(cx, cy + 5.4, bureau, 5.5, color=STAMP_RED, align="c")


def _party_block(sheet: Sheet, y0: float, label: str, party: Company | None, name: str, color) -> None:
    """购买方/销售方 block of the VAT grid: four labelled lines left of x=138."""
    sheet.vertical(11, y0 + 4.8, label, 8.5, color)
    rows = [
        ("名　　　　称：", name),
        ("纳税人识别号：", party.tax_id if party else ""),
        ("地 址、电 话：", f"{party.address} {party.tel}" if party else ""),
        ("开户行及账号：", f"{party.bank} {party.account}" if party else ""),
    ]
    for i, (head, value) in enumerate(rows):
        y = y0 + 4.3 + i * 4.4
        sheet.text(16, y, head, 8, color=color)
        sheet.fit(38, y, 99, value, 8.5 if i else 9, "cjk", BLACK)


def _item_rows(sheet: Sheet, y: float, items: list[Item], cols: list[float], step=4.6) -> float:
    for item in items:
        sheet.fit(cols[0] + 1, y, cols[1] - cols[0] - 2, item.name, 8.5)
        sheet.fit(cols[1] + 1, y, cols[2] - cols[1] - 2, item.spec, 8, "helv")
        sheet.text((cols[2] + cols[3]) / 2, y, item.unit, 8.5, align="c")
        sheet.text(cols[4] - 1, y, str(item.qty), 8.5, "helv", align="r")
        sheet.text(cols[5] - 1, y, plain(item.price), 8.5, "helv", align="r")
        sheet.text(cols[6] - 1, y, plain(item.amount), 8.5, "helv", align="r")
        sheet.text((cols[6] + cols[7]) / 2, y, f"{item.rate}%", 8.5, "helv", align="c")
        sheet.text(cols[8] - 1, y, plain(item.tax), 8.5, "helv", align="r")
        y += step
    return y


def vat_grid(ctx: Ctx, special: bool = True, goods_list: bool = False, rate: int | None = None) -> DocOut:
    """增值税专用发票 / 增值税普通发票 on a 240 x 140 mm sheet, optionally with a 销货清单 page."""
    rng, pools = ctx.rng, ctx.pools
    seller, buyer = pools.company(), pools.company()
    day = ctx.date()
    items = make_items(rng, rng.randint(8, 12) if goods_list else rng.randint(1, 4), rate)
    amount, tax, total = totals(items)
    region = rng.choice(["32", "33", "44", "51", "42"])
    code = f"{region}00{day.year % 100}{rng.choice(['1130', '2130', '3160'])}"
    number = digits(rng, 8)
    color = BROWN if special else (0.1, 0.35, 0.45)
    kind = "增值税专用发票" if special else "增值税普通发票"

    sheet = ctx.sheet((240.0, 140.0))
    _supervision_oval(sheet, 120, 10.5, seller.tax_bureau)
    sheet.text(120, 19, f"{seller.province}{kind}", 17, color=color, bold=True, align="c")
    sheet.line(82, 21.5, 158, 21.5, 0.6, color)
    sheet.line(82, 22.4, 158, 22.4, 0.6, color)
    sheet.text(120, 27.5, "发　票　联", 10, color=color, align="c")
    if special:
        sheet.text(10, 26, f"{digits(rng, 12)}", 9, "cour")
        sheet.text(10, 31, f"机器编号：{digits(rng, 12)}", 7.5, color=color)
    else:
        sheet.qr(10, 4, 17, rng)
        sheet.text(10, 33, f"机器编号：{digits(rng, 12)}", 7.5, color=color)
    sheet.text(168, 11, "No", 12, "tibo", RED)
    sheet.text(177, 11, number, 15, "dvsm", RED)
    info = [("发票代码：", code), ("发票号码：", number), ("开票日期：", cn_date(day, pad=True))]
    if not special:
        info.append(("校 验 码：", " ".join(digits(rng, 5) for _ in range(4))))
    for i, (head, value) in enumerate(info):
        sheet.text(172, 17 + i * 4.3, head, 8, color=color)
        sheet.text(188, 17 + i * 4.3, value, 8.5, "cjk")

    top, mid, low = 36.0, 54.0, 101.0
    sheet.rect(8, top, 226, 119, 0.8, color)
    for y in (mid, 90.0, 95.0, low):
        sheet.line(8, y, 226, y, 0.6, color)
    for y0, y1 in ((top, mid), (low, 119)):
        sheet.line(14, y0, 14, y1, 0.5, color)
        sheet.line(138, y0, 138, y1, 0.5, color)
        sheet.line(143, y0, 143, y1, 0.5, color)
    for x in VAT_COLS[1:-1]:
        sheet.line(x, mid, x, 95, 0.4, color)
    _party_block(sheet, top, "购买方", buyer, buyer.name, color)
    sheet.vertical(140.5, top + 5, "密码区", 8, color)
    for i in range(4):
        sheet.text(145, top + 4.2 + i * 4.2, cipher_line(rng), 8.2, "cour")
    for i, head in enumerate(VAT_HEAD):
        sheet.cell(VAT_COLS[i], mid, VAT_COLS[i + 1], mid + 5, head, 7.5, align="c", color=color)
    if goods_list:
        shown = [Item("（详见销货清单）", "", "", 0, 0, amount, items[0].rate, tax)]
        sheet.text(VAT_COLS[0] + 1, 63, shown[0].name, 8.5)
        sheet.text(VAT_COLS[6] - 1, 63, plain(amount), 8.5, "helv", align="r")
        sheet.text(VAT_COLS[8] - 1, 63, plain(tax), 8.5, "helv", align="r")
    else:
        _item_rows(sheet, 63, items, VAT_COLS)
    sheet.text(20, 93.6, "合　　　　计", 8.5, color=color)
    sheet.text(VAT_COLS[6] - 1, 93.6, f"¥{plain(amount)}", 8.5, "helv", align="r")
    sheet.text(VAT_COLS[8] - 1, 93.6, f"¥{plain(tax)}", 8.5, "helv", align="r")
    sheet.text(11, 99.3, "价税合计（大写）", 8.5, color=color)
    sheet.text(48, 99.3, f"⊗{cn_capital(total, '圆')}", 9.5)
    sheet.text(165, 99.3, "（小写）", 8.5, color=color)
    sheet.text(180, 99.3, f"¥{plain(total)}", 9.5, "helv")
    _party_block(sheet, low, "销售方", seller, seller.name, color)
    sheet.vertical(140.5, low + 6, "备注", 8, color)
    if goods_list:
        sheet.text(145, low + 6, "销货清单随附，共 1 页", 8)
    else:
        sheet.text(145, low + 6, f"订单号：{digits(rng, 10)}", 8)
    sheet.vertical(233, 40, "第三联：发票联　购买方记账凭证", 7.5, color)
    people = [pools.person().name for _ in range(3)]
    footer = f"收款人：{people[0]}　　复核：{people[1]}　　开票人：{people[2]}　　销售方：（章）"
    sheet.text(12, 125, footer, 8, color=color)
    sheet.stamp(198, 124, seller.name, "发票专用章", seller.tax_id, size=0.62)

    sheets = [sheet]
    if goods_list:
        sheets.append(
            _goods_list(ctx, seller, buyer, items, f"{kind}代码：{code}　　号码：{number}", cn_date(day))
        )
    out = DocOut("invoice", f"{kind}{'+清单' if goods_list else ''}", sheets)
    out.add("invoiceNumber", number)
    out.add("sellerName", seller.name)
    out.add("buyerName", buyer.name)
    out.add("totalAmount", plain(total))
    out.add("date", iso(day))
    out.add("taxAmount", plain(tax))
    return out


def _goods_list(
    ctx: Ctx, seller: Company, buyer: Company, items: list[Item], ref: str, day_text: str
) -> Sheet:
    """销售货物或者提供应税劳务、服务清单 attached to a VAT invoice."""
    sheet = ctx.sheet(A4)
    sheet.text(105, 24, "销售货物或者提供应税劳务、服务清单", 15, bold=True, align="c")
    sheet.text(20, 36, f"购买方名称：{buyer.name}", 9.5)
    sheet.text(20, 42, f"销售方名称：{seller.name}", 9.5)
    sheet.text(20, 48, f"所属{ref}　　共 1 页　第 1 页", 9.5)
    cols = [14, 24, 78, 100, 111, 126, 146, 170, 180, 198]
    head = ["序号", "货物（劳务）名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]
    y0, row = 53.0, 7.0
    rows = len(items) + 3
    edges = [y0 + i * row for i in range(rows + 1)]
    sheet.grid(0, 0, cols, edges, 0.5)
    for i, text in enumerate(head):
        sheet.cell(cols[i], y0, cols[i + 1], y0 + row, text, 8, align="c")
    for n, item in enumerate(items, start=1):
        y = y0 + n * row
        values = [str(n), item.name, item.spec, item.unit, str(item.qty), plain(item.price)]
        values += [plain(item.amount), f"{item.rate}%", plain(item.tax)]
        for i, text in enumerate(values):
            font = "cjk" if i in (1, 3) else "helv"
            sheet.cell(cols[i], y, cols[i + 1], y + row, text, 7.5, font, "l" if i == 1 else "r")
    amount, tax, _ = totals(items)
    for label, k in (("小　计", len(items) + 1), ("总　计", len(items) + 2)):
        y = y0 + k * row
        sheet.cell(cols[1], y, cols[2], y + row, label, 8.5, align="c")
        sheet.cell(cols[6], y, cols[7], y + row, plain(amount), 7.5, "helv", "r")
        sheet.cell(cols[8], y, cols[9], y + row, plain(tax), 7.5, "helv", "r")
    y = edges[-1] + 10
    sheet.text(20, y, "备注：", 9.5)
    sheet.text(20, y + 14, "销售方（章）：", 9.5)
    sheet.text(140, y + 14, f"填开日期：{day_text}", 9.5)
    sheet.stamp(62, y + 12, seller.name, "发票专用章", seller.tax_id, size=0.8)
    return sheet


def e_invoice(
    ctx: Ctx, special: bool = False, personal_buyer: bool = False, rate: int | None = None
) -> DocOut:
    """全电发票: 电子发票（增值税专用发票 / 普通发票） with side-by-side buyer and seller blocks."""
    rng, pools = ctx.rng, ctx.pools
    seller = pools.company()
    buyer = None if personal_buyer else pools.company()
    buyer_name = pools.person().name if personal_buyer else buyer.name
    day = ctx.date((2024, 1, 1), (2024, 11, 30))
    items = make_items(rng, rng.randint(1, 4), rate)
    amount, tax, total = totals(items)
    number = f"{day.year % 100}{rng.choice(['32', '33', '44', '11'])}2000000{digits(rng, 9)}"
    title = "电子发票（增值税专用发票）" if special else "电子发票（普通发票）"
    color = (0.62, 0.24, 0.18)

    sheet = ctx.sheet((216.0, 140.0))
    _supervision_oval(sheet, 108, 12.5, seller.tax_bureau, 17, 9.5)
    sheet.text(108, 17, title, 15, color=color, bold=True, align="c")
    sheet.line(70, 19.6, 146, 19.6, 0.5, color)
    sheet.line(70, 20.5, 146, 20.5, 0.5, color)
    sheet.qr(10, 5, 19, rng)
    sheet.text(152, 13, "发票号码：", 8.5, color=color)
    sheet.text(168, 13, number, 8.5, "helv")
    sheet.text(152, 19, "开票日期：", 8.5, color=color)
    sheet.text(168, 19, cn_date(day, pad=True), 8.5)

    top, mid = 27.0, 49.0
    sheet.rect(8, top, 208, 122, 0.7, color)
    sheet.line(8, mid, 208, mid, 0.5, color)
    sheet.line(106, top, 106, mid, 0.5, color)
    for x in (14, 112):
        sheet.line(x, top, x, mid, 0.5, color)
    sheet.vertical(11, top + 3.6, "购买方信息", 7.5, color, 3.6)
    sheet.vertical(109, top + 3.6, "销售方信息", 7.5, color, 3.6)
    for x, name, tax_id in (
        (16, buyer_name, buyer.tax_id if buyer else ""),
        (114, seller.name, seller.tax_id),
    ):
        sheet.text(x, top + 7, "名称：", 8.5, color=color)
        sheet.fit(x + 9, top + 7, 80, name, 9)
        sheet.text(x, top + 16, "统一社会信用代码/纳税人识别号：", 8, color=color)
        sheet.text(x + 43, top + 16, tax_id, 8.5, "helv")
    cols = [8, 58, 80, 92, 108, 128, 152, 170, 208]
    heads = ["项目名称", "规格型号", "单位", "数量", "单价", "金额", "税率/征收率", "税额"]
    for i, head in enumerate(heads):
        sheet.cell(cols[i], mid, cols[i + 1], mid + 6, head, 8, align="c", color=color)
    _item_rows(sheet, mid + 11, items, cols)
    for y in (95.0, 102.0):
        sheet.line(8, y, 208, y, 0.5, color)
    sheet.text(14, 93, "合　　计", 8.5, color=color)
    sheet.text(cols[6] - 1, 93, f"¥{plain(amount)}", 8.5, "helv", align="r")
    sheet.text(cols[8] - 1, 93, f"¥{plain(tax)}", 8.5, "helv", align="r")
    sheet.text(11, 99.6, "价税合计（大写）", 8.5, color=color)
    sheet.text(42, 99.6, f"⊗{cn_capital(total, '圆')}", 9.5)
    sheet.text(150, 99.6, "（小写）", 8.5, color=color)
    sheet.text(164, 99.6, f"¥{plain(total)}", 9.5, "helv")
    sheet.line(14, 102, 14, 122, 0.5, color)
    sheet.vertical(11, 108, "备注", 8, color)
    note = rng.choice(["购方开户银行：", "项目名称：年度服务费", "合同编号：" + digits(rng, 8), ""])
    sheet.text(17, 108, note, 8)
    issuer = pools.person().name
    sheet.text(150, 129, f"开票人：{issuer}", 9, color=color)
    sheet.text(10, 134, "下载次数：1", 6.5, color=GREY)

    out = DocOut("invoice", title + ("（个人）" if personal_buyer else ""), [sheet])
    out.add("invoiceNumber", number)
    out.add("sellerName", seller.name)
    out.add("buyerName", buyer_name)
    out.add("totalAmount", plain(total))
    out.add("date", iso(day))
    out.add("taxAmount", plain(tax))
    return out
