"""Business paperwork that is not an invoice, contract or ID card: quotes, orders, statements, forms."""

from __future__ import annotations

from docs import A4, A5_LAND, LETTER, Ctx, DocOut, make_items, totals
from drawing import GREY, RED, STAMP_RED
from pools import EN_GOODS
from texts import cn_capital, cn_date, digits, en_date, money, plain


def quotation_cn(ctx: Ctx) -> DocOut:
    """报价单 with a VAT-inclusive price table, validity and payment terms."""
    rng, pools = ctx.rng, ctx.pools
    seller, client = pools.company(), pools.company()
    day = ctx.date()
    items = make_items(rng, rng.randint(3, 5), 13)
    sheet = ctx.sheet(A4)
    sheet.text(105, 22, seller.name, 14, bold=True, align="c")
    sheet.text(105, 28, f"地址：{seller.address}　电话：{seller.tel}", 8.5, align="c", color=GREY)
    sheet.line(20, 31, 190, 31, 0.8)
    sheet.text(105, 43, "报　价　单", 18, bold=True, align="c")
    rows = [
        f"询价单位：{client.name}",
        f"报价编号：BJ{day:%Y%m%d}-{digits(rng, 2)}",
        f"联 系 人：{pools.person().name}",
        f"报价日期：{cn_date(day)}",
    ]
    for i, text in enumerate(rows):
        sheet.text(20 + (i % 2) * 95, 54 + (i // 2) * 6.5, text, 9.5)
    table = [["序号", "产品名称", "规格型号", "单位", "数量", "含税单价", "含税金额"]]
    for n, item in enumerate(items, start=1):
        gross = item.amount + item.tax
        table.append(
            [
                n,
                item.name.split("*")[-1],
                item.spec,
                item.unit,
                item.qty,
                plain(gross // item.qty),
                plain(gross),
            ]
        )
    total = totals(items)[2]
    bottom = sheet.table(20, 66, [12, 46, 30, 14, 16, 26, 26], table, 8, 9, aligns="cllcrrr")
    sheet.text(
        20, bottom + 8, f"报价总额（含13%增值税）：¥{money(total)}　大写：{cn_capital(total)}", 10, bold=True
    )
    notes = [
        "说明：",
        "1. 以上报价含13%增值税，成交后可开具增值税专用发票；",
        "2. 本报价有效期为30天，价格随原材料行情调整；",
        "3. 交货期：合同签订并收到预付款后15个工作日内；",
        "4. 付款方式：预付30%，货到验收合格后支付70%；",
        "5. 如需签订正式采购合同，请与我司销售部联系。",
    ]
    y = bottom + 20
    for note in notes:
        sheet.text(20, y, note, 9.5)
        y += 6
    sheet.text(120, y + 12, f"报价单位：{seller.name}", 9.5)
    sheet.stamp(160, y + 22, seller.name, "业务专用章", oval=False, size=0.7)
    return DocOut("other", "报价单", [sheet])


def quotation_en(ctx: Ctx) -> DocOut:
    """English QUOTATION that mirrors a US invoice: Quote #, Prepared For, Subtotal, Tax, Total."""
    rng, pools = ctx.rng, ctx.pools
    seller, client = pools.en_company("LLC"), pools.en_company("Inc.")
    day = ctx.date()
    rows = [
        [text, q, p]
        for text, (low, high) in rng.sample(EN_GOODS, 3)
        for q, p in [(rng.randint(2, 40), rng.randrange(low * 100, high * 100))]
    ]
    subtotal = sum(q * p for _, q, p in rows)
    tax = subtotal * 7 // 100
    sheet = ctx.sheet(LETTER)
    sheet.text(20, 26, seller, 15, "hebo")
    sheet.text(196, 26, "QUOTATION", 20, "hebo", GREY, align="r")
    labels = [
        ("Quote #", f"Q-{digits(rng, 5)}"),
        ("Date", en_date(day, "us_slash")),
        ("Valid Until", "30 days"),
    ]
    for i, (head, value) in enumerate(labels):
        sheet.text(150, 40 + i * 5, head, 9, "hebo")
        sheet.text(196, 40 + i * 5, value, 9, "helv", align="r")
    sheet.text(20, 42, "Prepared For", 9.5, "hebo")
    sheet.text(20, 48, client, 9.5, "helv")
    table = [["Description", "Qty", "Unit Price", "Line Total"]]
    table += [[t, q, money(p), money(q * p)] for t, q, p in rows]
    bottom = sheet.table(20, 62, [96, 20, 30, 30], table, 8, 9, "helv", "lrrr", (0.88, 0.9, 0.93))
    for i, (head, value) in enumerate(
        (("Subtotal", subtotal), ("Tax (7%)", tax), ("Quote Total", subtotal + tax))
    ):
        sheet.text(160, bottom + 8 + i * 6, head, 9.5, "hebo" if i == 2 else "helv", align="r")
        sheet.text(195, bottom + 8 + i * 6, f"${money(value)}", 9.5, "hebo" if i == 2 else "helv", align="r")
    sheet.para(
        20,
        bottom + 34,
        175,
        "This is a quotation on the goods named, subject to the conditions noted below. "
        "It is not an invoice. To accept, please sign and return; an invoice will be issued on shipment.",
        9,
        "helv",
    )
    sheet.text(20, bottom + 60, "Customer Acceptance (sign below): ____________________________", 9, "helv")
    return DocOut("other", "Quotation (EN)", [sheet])


def purchase_order(ctx: Ctx) -> DocOut:
    """采购订单 PURCHASE ORDER issued by the buyer to a supplier."""
    rng, pools = ctx.rng, ctx.pools
    buyer, supplier = pools.company(), pools.company()
    day = ctx.date()
    items = make_items(rng, rng.randint(2, 5))
    sheet = ctx.sheet(A4)
    sheet.text(105, 20, buyer.name, 13, bold=True, align="c")
    sheet.text(105, 30, "采购订单", 17, bold=True, align="c")
    sheet.text(105, 36, "PURCHASE ORDER", 10, "hebo", align="c")
    info = [
        f"订单编号：PO{day:%y%m}-{digits(rng, 4)}",
        f"下单日期：{day:%Y-%m-%d}",
        f"供应商：{supplier.name}",
        f"交货日期：{cn_date(day.replace(day=min(day.day, 28)))}后15日内",
        f"供应商联系人：{pools.person().name}",
        f"采购员：{pools.person().name}",
    ]
    for i, text in enumerate(info):
        sheet.fit(20 + (i % 2) * 90, 48 + (i // 2) * 6.5, 86, text, 9.5)
    table = [["行号", "物料名称", "规格", "单位", "数量", "单价(不含税)", "税率", "金额(不含税)"]]
    for n, item in enumerate(items, start=1):
        table.append(
            [
                n * 10,
                item.name.split("*")[-1],
                item.spec,
                item.unit,
                item.qty,
                plain(item.price),
                f"{item.rate}%",
                plain(item.amount),
            ]
        )
    amount, tax, total = totals(items)
    bottom = sheet.table(15, 70, [12, 44, 26, 12, 14, 26, 14, 32], table, 8, 8.5, aligns="clllrrcr")
    sheet.text(120, bottom + 8, f"不含税合计：{money(amount)}", 9.5)
    sheet.text(120, bottom + 14, f"税额：{money(tax)}", 9.5)
    sheet.text(120, bottom + 20, f"订单总额：¥{money(total)}", 10, bold=True)
    terms = [
        "条款：",
        "1. 供应商收到订单后24小时内回签确认，逾期未确认视为接受本订单；",
        f"2. 请随货附送货单，并凭本订单开具增值税专用发票，发票抬头：{buyer.name}；",
        "3. 货款于收到合格发票后月结60天支付；",
        "4. 本订单未尽事宜以双方签订的框架采购合同为准。",
    ]
    y = bottom + 32
    for line in terms:
        y = sheet.para(20, y, 170, line, 9.2)
    sheet.text(20, y + 14, "采购方（盖章）：", 9.5)
    sheet.text(115, y + 14, "供应商确认（盖章）：", 9.5)
    sheet.stamp(60, y + 22, buyer.name, "采购专用章", oval=False, size=0.65)
    return DocOut("other", "采购订单", [sheet])


def proforma_invoice(ctx: Ctx) -> DocOut:
    """PROFORMA INVOICE; the set labels it `other` because it is an offer, not a bill."""
    rng, pools = ctx.rng, ctx.pools
    city = rng.choice(["Shenzhen", "Dongguan", "Foshan"])
    seller = f"{city} {rng.choice(['Brightway', 'Unistar', 'Hopewell'])} Electronics Co., Ltd."
    buyer = pools.en_company(rng.choice(["Ltd.", "S.A."]))
    day = ctx.date()
    rows = [
        (t, rng.choice([100, 200, 500, 1000]), rng.randrange(lo * 100, hi * 100))
        for t, (lo, hi) in rng.sample(EN_GOODS, 3)
    ]
    total = sum(q * p for _, q, p in rows)
    sheet = ctx.sheet(A4)
    sheet.text(105, 20, seller, 13, "dvsb", align="c")
    sheet.text(105, 34, "PROFORMA INVOICE", 17, "dvsb", align="c")
    info = [
        ("PI No.:", f"PI{day:%y%m%d}{digits(rng, 2)}"),
        ("Date:", en_date(day, "dmy")),
        ("Buyer:", buyer),
        ("Validity:", "15 days"),
        ("Payment:", "30% T/T deposit, balance before shipment"),
    ]
    for i, (head, value) in enumerate(info):
        sheet.text(20, 48 + i * 6, head, 9.5, "dvsb")
        sheet.text(45, 48 + i * 6, value, 9.5, "dvs")
    table = [["Description", "Qty", "Unit Price (USD)", "Amount (USD)"]]
    table += [[t, q, plain(p), money(q * p)] for t, q, p in rows]
    table.append(["TOTAL (EXW Shenzhen)", "", "", money(total)])
    bottom = sheet.table(20, 82, [88, 20, 30, 32], table, 8, 9, "dvs", "lrrr")
    notes = [
        "Beneficiary bank: Bank of China, Shenzhen Branch",
        f"A/C No.: {digits(rng, 12)}  SWIFT: BKCHCNBJ450",
        "This proforma invoice is issued for quotation and customs pre-declaration only.",
        "The commercial invoice will be issued upon shipment.",
    ]
    y = bottom + 10
    for note in notes:
        sheet.text(20, y, note, 9, "dvs")
        y += 6
    sheet.rect(128, y + 10, 190, y + 26, 0.9, STAMP_RED)
    sheet.text(159, y + 19, seller.upper()[:30], 5.5, "dvsb", STAMP_RED, align="c")
    return DocOut("other", "Proforma invoice", [sheet])


def delivery_note(ctx: Ctx) -> DocOut:
    """送货单 on an A5 landscape three-part form."""
    rng, pools = ctx.rng, ctx.pools
    seller, buyer = pools.company(), pools.company()
    day = ctx.date()
    items = make_items(rng, rng.randint(2, 4), 13)
    sheet = ctx.sheet(A5_LAND)
    sheet.text(105, 14, seller.name, 12, bold=True, align="c")
    sheet.text(105, 23, "送　货　单", 15, bold=True, align="c")
    sheet.text(160, 23, f"No. {digits(rng, 7)}", 11, "cobo", RED)
    sheet.text(15, 32, f"收货单位：{buyer.name}", 9.5)
    sheet.text(130, 32, f"送货日期：{day:%Y年%m月%d日}", 9.5)
    table = [["品名", "规格型号", "单位", "数量", "备注"]]
    table += [[i.name.split("*")[-1], i.spec, i.unit, i.qty, ""] for i in items]
    bottom = sheet.table(15, 36, [60, 40, 20, 25, 35], table, 7.5, 9, aligns="llcrl")
    sheet.text(15, bottom + 8, "以上货物已验收，数量无误。如有质量问题请于三日内反馈。", 9)
    for x, label in ((15, "送货人："), (75, "收货人（签字）："), (140, "收货单位（盖章）：")):
        sheet.text(x, bottom + 20, label, 9.5)
    sheet.signature(105, bottom + 20, rng)
    sheet.vertical(203, 30, "①存根②客户③财务", 7.5, GREY)
    return DocOut("other", "送货单", [sheet])


def account_statement(ctx: Ctx) -> DocOut:
    """往来对账单 listing invoice numbers and balances, with a confirmation slip."""
    rng, pools = ctx.rng, ctx.pools
    issuer, client = pools.company(), pools.company()
    day = ctx.date()
    sheet = ctx.sheet(A4)
    sheet.text(105, 24, "往来款项对账单", 16, bold=True, align="c")
    sheet.text(20, 38, f"致：{client.name}", 10.5)
    sheet.para(
        20,
        46,
        170,
        f"截至{cn_date(day)}，贵公司与我公司往来款项情况如下，请核对。如核对无误，请在下方“信息证明无误”处"
        "签章确认；如有不符，请列明不符金额。",
        10,
    )
    table = [["日期", "凭证号", "摘要", "借方（元）", "贷方（元）", "余额（元）"]]
    balance = rng.randrange(1000, 50000) * 100
    table.append(["期初", "", "上期结转", "", "", money(balance)])
    for k in range(6):
        debit = rng.randrange(500, 20000) * 100 if k % 2 == 0 else 0
        credit = 0 if debit else rng.randrange(500, 15000) * 100
        balance += debit - credit
        text = f"销售开票 发票号码{digits(rng, 8)}" if debit else "收到货款（银行转账）"
        table.append(
            [
                f"{day.year}-{(k % 12) + 1:02d}-{rng.randint(1, 28):02d}",
                f"记-{rng.randint(10, 300)}",
                text,
                money(debit) if debit else "",
                money(credit) if credit else "",
                money(balance),
            ]
        )
    bottom = sheet.table(15, 62, [24, 18, 62, 26, 26, 24], table, 8, 8.5, aligns="cclrrr")
    sheet.text(20, bottom + 10, f"期末余额：人民币{money(balance)}元（大写：{cn_capital(balance)}）", 10)
    sheet.line(15, bottom + 20, 195, bottom + 20, 0.4, dashes="[3] 0")
    sheet.text(20, bottom + 30, "信息证明无误。　　　　　　　　　　信息不符，请列明不符项目及具体内容：", 9.5)
    sheet.text(20, bottom + 50, "（公司盖章）　　年　　月　　日", 9.5)
    sheet.text(130, bottom + 50, f"对账单位：{issuer.name}", 9)
    return DocOut("other", "往来对账单", [sheet])


def bank_statement(ctx: Ctx) -> DocOut:
    """Two-page 对公账户交易明细 excerpt with counterparties and running balance."""
    rng, pools = ctx.rng, ctx.pools
    holder = pools.company()
    day = ctx.date()
    names = [pools.company().name for _ in range(5)]
    balance = rng.randrange(100000, 900000) * 100
    sheets = []
    for page in range(2):
        sheet = ctx.sheet(A4)
        sheets.append(sheet)
        sheet.text(105, 18, f"{holder.bank}　对公客户交易明细", 12.5, bold=True, align="c")
        sheet.text(15, 27, f"账号：{holder.account}　户名：{holder.name}", 8.5)
        sheet.text(
            15,
            32,
            f"查询期间：{day.year}-{day.month:02d}-01 至 {day.year}-{day.month:02d}-28　币种：人民币",
            8.5,
        )
        table = [["交易日期", "摘要", "对方户名", "借方发生额", "贷方发生额", "余额"]]
        for _ in range(22):
            out = rng.random() < 0.55
            amount = rng.randrange(300, 90000) * 100 + rng.randrange(100)
            balance += -amount if out else amount
            memo = (
                rng.choice(["货款", "服务费", "代发工资", "税款", "合同尾款", "手续费"])
                if out
                else rng.choice(["货款", "退款", "利息"])
            )
            table.append(
                [
                    f"{day.year}{day.month:02d}{rng.randint(1, 28):02d}",
                    memo,
                    rng.choice(names),
                    money(amount) if out else "",
                    "" if out else money(amount),
                    money(balance),
                ]
            )
        sheet.table(12, 38, [22, 22, 60, 30, 30, 22], table, 9.5, 7.5, aligns="cclrrr")
        sheet.text(
            105,
            285,
            f"第 {page + 1} 页 / 共 2 页　　本明细仅供参考，以银行记录为准",
            7.5,
            align="c",
            color=GREY,
        )
    return DocOut("other", "银行交易明细", sheets)


def request_form(ctx: Ctx, kind: str) -> DocOut:
    """开票申请单 / 付款申请单 / 费用报销单 / 用印申请单: ruled forms with 申请人 and approval boxes."""
    rng, pools = ctx.rng, ctx.pools
    own, other = pools.company(), pools.company()
    day = ctx.date()
    amount = rng.randrange(800, 300000) * 100
    person = pools.person().name
    dept = rng.choice(["销售部", "采购部", "行政部", "市场部", "工程部"])
    common = [("申请人", person), ("所属部门", dept), ("申请日期", cn_date(day))]
    body = {
        "开票申请单": [
            ("开票类型", "☐增值税专用发票　☐增值税普通发票".replace("☐", "□")),
            ("购买方名称", other.name),
            ("纳税人识别号", other.tax_id),
            ("开票内容", "技术服务费"),
            ("开票金额", f"¥{money(amount)}"),
            ("对应合同编号", f"XS-{day.year}-{digits(rng, 4)}"),
        ],
        "付款申请单": [
            ("收款单位", other.name),
            ("开户银行", other.bank),
            ("银行账号", other.account),
            ("付款金额（大写）", cn_capital(amount)),
            ("付款金额（小写）", f"¥{money(amount)}"),
            ("付款事由", f"支付采购合同第二期款，发票号码：{digits(rng, 8)}"),
        ],
        "费用报销单": [
            ("费用类别", "差旅费"),
            ("出差事由", "客户拜访及合同洽谈"),
            ("交通费", plain(amount // 40)),
            ("住宿费", plain(amount // 60)),
            ("报销金额合计", f"¥{plain(amount // 40 + amount // 60)}"),
            ("附单据", f"{rng.randint(2, 9)}张"),
        ],
        "用印申请单": [
            ("用印文件名称", f"与{other.name}签订的采购合同"),
            ("文件份数", "肆份"),
            ("印章类型", "□公章　□合同专用章　□法人章"),
            ("是否需外带", "否"),
            ("经办人", person),
            ("备注", "合同金额已经财务审核"),
        ],
    }[kind]
    sheet = ctx.sheet(A4 if kind != "费用报销单" else A5_LAND)
    width = sheet.w - 30
    sheet.text(sheet.w / 2, 20, own.name, 11, align="c")
    sheet.text(sheet.w / 2, 30, kind, 16, bold=True, align="c")
    rows = common + body + [("部门负责人审批", ""), ("财务审核", ""), ("总经理审批", "")]
    row_h = 10.0 if sheet.h > 200 else 7.4
    y = 36.0
    for head, value in rows:
        sheet.rect(15, y, 15 + width, y + row_h, 0.45)
        sheet.line(55, y, 55, y + row_h, 0.45)
        sheet.cell(15, y, 55, y + row_h, head, 9.5, align="c")
        sheet.cell(55, y, 15 + width, y + row_h, value, 9.5)
        y += row_h
    sheet.signature(70, y - row_h * 2.5, rng)
    return DocOut("other", kind, [sheet])
