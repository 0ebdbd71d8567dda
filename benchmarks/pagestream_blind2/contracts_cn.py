"""Chinese contracts laid out from a per-kind recipe: party block style, number place, sign-date place."""

from __future__ import annotations

import datetime as dt

import contract_texts as ct
from docs import A4, Ctx, DocOut, iso, make_items, totals
from drawing import BLACK, GREY, Flow, Sheet
from pools import ID_REGIONS, id_address
from texts import add_years, cn_capital, cn_date, cn_numeral_date, digits, id_number, mobile, money, plain

CN_NUM = "一二三四五六七八九十"

KINDS = {
    "purchase": dict(
        title="采购合同",
        short=("需方", "供方"),
        long=("需方（甲方）", "供方（乙方）"),
        clauses=ct.PURCHASE,
        party="lines",
        number="top_right",
        date="block",
        date_label="签订日期",
        goods=13,
        amount="本合同总价款为人民币{money}元（大写：{cn}），含税。",
        prefix="CG",
    ),
    "tech": dict(
        trades=("信息技术", "软件"),
        title="技术服务合同",
        short=("甲方", "乙方"),
        long=("委托方（甲方）", "受托方（乙方）"),
        clauses=ct.TECH_SERVICE,
        party="cover",
        number="cover",
        date="cover",
        prefix="JF",
        amount="本合同服务费用总额为人民币{cn}（¥{money}），包含税费及差旅费用。",
        service="信息系统运行维护及技术支持服务",
    ),
    "lease": dict(
        title="房屋租赁合同",
        short=("甲方", "乙方"),
        long=("出租方（甲方）", "承租方（乙方）"),
        clauses=ct.LEASE,
        party="nextline",
        number="above_title",
        date="opening",
        person_a=True,
        amount="租赁期内租金总额为人民币{money}元（大写：人民币{cn}）。",
        prefix="ZL",
    ),
    "processing": dict(
        trades=(None, "精密机械"),
        title="委托加工合同",
        short=("甲方", "乙方"),
        long=("委托方（甲方）", "加工方（乙方）"),
        clauses=ct.PROCESSING,
        party="table",
        number="top_right",
        date="block",
        date_label="签约时间",
        goods=13,
        prefix="WJ",
        amount="本合同加工费总计：¥{money}元（人民币{cn}），已含13%增值税。",
    ),
    "labour": dict(
        title="劳务合同",
        short=("甲方", "乙方"),
        long=("甲方（用工单位）", "乙方（劳务提供者）"),
        clauses=ct.LABOUR,
        party="lines",
        number="top_right",
        date="block",
        date_label="日期",
        person_b=True,
        service="仓储物流项目临时装卸",
        prefix="LW",
        amount="劳务报酬总额为人民币{plain}元（大写：{cn}），含个人所得税。",
    ),
    "fitout": dict(
        trades=(None, "建筑装饰工程"),
        title="建筑装饰工程施工合同",
        short=("发包方", "承包方"),
        long=("发包方", "承包方"),
        clauses=ct.FITOUT,
        party="lines",
        number="header",
        date="block",
        date_label="签订日期",
        service="办公楼三层室内装修工程",
        prefix="ZX",
        amount="本工程合同总价为人民币{money}元（大写：{cn}），该价款为含税价。",
    ),
    "software": dict(
        trades=(None, "软件"),
        title="软件开发合同",
        short=("甲方", "乙方"),
        long=("甲方（委托方）", "乙方（开发方）"),
        clauses=ct.SOFTWARE,
        party="table",
        number="top_right",
        date="block",
        date_label="签署日期",
        service="供应链协同管理平台",
        appendix=True,
        prefix="RJ",
        amount="本合同总金额为人民币{money}元（大写：{cn}），包括软件开发、部署、培训及一年质保费用。",
    ),
    "car": dict(
        trades=("汽车租赁", None),
        title="汽车租赁合同",
        short=("出租方", "承租方"),
        long=("出租方", "承租方"),
        clauses=ct.CAR_RENTAL,
        party="lines",
        number="above_title",
        date="opening",
        person_b=True,
        prefix="QZ",
        amount="租金总计人民币{money}元（大写：{cn}）。",
    ),
    "loan": dict(
        title="借款合同",
        short=("出借人", "借款人"),
        long=("出借人", "借款人"),
        clauses=ct.LOAN,
        party="nextline",
        number=None,
        date="block",
        date_label="签订日期",
        person_a=True,
        person_b=True,
        service="个人经营周转",
        amount="{B}向{A}借款人民币{cn}（小写：¥{money}）。",
    ),
    "advert": dict(
        trades=(None, "文化传媒"),
        title="广告发布合同",
        short=("甲方", "乙方"),
        long=("广告主（甲方）", "发布者（乙方）"),
        clauses=ct.ADVERT,
        party="lines",
        number="top_left",
        date="block",
        date_label="签订日期",
        prefix="GG",
        amount="本合同广告发布费用合计人民币{money}元（大写：{cn}）。",
    ),
}

AMOUNT_RANGES = {
    "tech": (50, 900),
    "labour": (20, 90),
    "fitout": (200, 1500),
    "software": (100, 1000),
    "loan": (50, 500),
    "advert": (100, 800),
}  # units of 1000 yuan

BOILER = {
    "breach": ("违约责任", ct.BOILER_BREACH),
    "force": ("不可抗力", ct.BOILER_FORCE),
    "secret": ("保密", ct.BOILER_SECRET),
    "dispute": ("争议解决", ct.BOILER_DISPUTE),
    "arbitration": ("争议解决", ct.BOILER_ARBITRATION),
    "notice": ("通知与送达", ct.BOILER_NOTICE),
    "other": ("其他约定", ct.BOILER_OTHER),
}


class Party:
    def __init__(self, ctx: Ctx, person: bool, trade=None):
        self.person = person
        if person:
            who = ctx.pools.person()
            region = ctx.pools.choice(ID_REGIONS)
            birth = ctx.date((1965, 1, 1), (2000, 12, 31))
            self.name = who.name
            self.id = id_number(region.region, birth, ctx.rng.random() < 0.5, ctx.rng)
            self.address = id_address(ctx.pools, region)
            self.tel = mobile(ctx.rng)
            self.rep = who.name
        else:
            company = ctx.pools.company(trade)
            self.name, self.address, self.tel = company.name, company.address, company.tel
            self.bank, self.account, self.tax = company.bank, company.account, company.tax_id
            self.rep = ctx.pools.person().name
            self.city = company.city

    def lines(self) -> list[str]:
        if self.person:
            return [f"身份证号码：{self.id}", f"住址：{self.address}", f"联系电话：{self.tel}"]
        return [f"住所：{self.address}", f"法定代表人：{self.rep}", f"联系电话：{self.tel}"]


def _number(n: int, style: str) -> str:
    text = CN_NUM[n - 1] if n <= 10 else "十" + CN_NUM[n - 11]
    return {"article": f"第{text}条　", "comma": f"{text}、", "arabic": f"{n}. "}[style]


def _goods_table(flow: Flow, items, size: float) -> None:
    widths = [0.36, 0.16, 0.08, 0.1, 0.14, 0.16]
    heads = ["产品名称", "规格型号", "单位", "数量", "含税单价（元）", "金额（元）"]
    row_h = 7.5
    flow.need(row_h * (len(items) + 2))
    xs = [flow.left]
    for w in widths:
        xs.append(xs[-1] + w * flow.width)
    top = flow.y
    rows = [heads]
    for item in items:
        gross = item.amount + item.tax
        unit_gross = gross // item.qty
        rows.append(
            [item.name.split("*")[-1], item.spec, item.unit, str(item.qty), money(unit_gross), money(gross)]
        )
    rows.append(["合计", "", "", "", "", money(sum(i.amount + i.tax for i in items))])
    sheet = flow.sheet
    sheet.grid(0, 0, xs, [top + k * row_h for k in range(len(rows) + 1)], 0.5)
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            align = "c" if r == 0 or c < 4 else "r"
            sheet.cell(xs[c], top + r * row_h, xs[c + 1], top + (r + 1) * row_h, value, size - 2, align=align)
    flow.y = top + len(rows) * row_h + 3


def _party_table(flow: Flow, labels, parties: list[Party], size: float) -> None:
    rows = [
        ("名称", lambda p: p.name),
        ("地址", lambda p: p.address),
        ("法定代表人", lambda p: p.rep),
        ("联系电话", lambda p: p.tel),
        ("开户银行", lambda p: p.bank),
        ("账号", lambda p: p.account),
    ]
    xs = [flow.left, flow.left + 26, flow.left + 26 + (flow.width - 26) / 2, flow.left + flow.width]
    row_h = 9.0
    top = flow.y
    sheet = flow.sheet
    sheet.grid(0, 0, xs, [top + k * row_h for k in range(len(rows) + 2)], 0.5)
    sheet.cell(xs[1], top, xs[2], top + row_h, labels[0], size - 1, align="c", bold=True)
    sheet.cell(xs[2], top, xs[3], top + row_h, labels[1], size - 1, align="c", bold=True)
    for r, (head, get) in enumerate(rows, start=1):
        y = top + r * row_h
        sheet.cell(xs[0], y, xs[1], y + row_h, head, size - 1.5, align="c")
        for c, party in enumerate(parties):
            sheet.cell(xs[c + 1], y, xs[c + 2], y + row_h, get(party), size - 2)
    flow.y = top + (len(rows) + 1) * row_h + 5


def _sign_block(flow: Flow, kind: dict, parties: list[Party], day_text: str, rng) -> None:
    flow.need(62)
    sheet, y = flow.sheet, flow.y + 6
    for col, (label, party) in enumerate(zip(kind["long"], parties, strict=True)):
        x = flow.left + col * (flow.width / 2 + 4)
        if party.person:
            sheet.text(x, y, f"{label}（签字）：", 10.5)
            sheet.text(x, y + 8, party.name, 10.5)
            sheet.signature(x + 25, y + 8, rng)
            sheet.ellipse(x + 48, y + 7, 2.2, 2.8, 0.1, (0.8, 0.15, 0.2), (0.85, 0.3, 0.3))
        else:
            sheet.text(x, y, f"{label}（盖章）：", 10.5)
            sheet.text(x, y + 8, party.name, 10.5)
            sheet.stamp(x + 32, y + 18, party.name, "合同专用章", oval=False, size=0.7)
            sheet.text(x, y + 22, "法定代表人或授权代表：", 10)
            sheet.signature(x + 40, y + 22, rng)
        sheet.text(x, y + 36, day_text, 10.5)
    flow.y = y + 44


def cn_contract(
    ctx: Ctx,
    name: str,
    boiler=("breach", "force", "dispute", "other"),
    size: float = 11.0,
    heading_style: str = "article",
) -> DocOut:
    """One Chinese contract following the KINDS recipe `name`."""
    rng, kind = ctx.rng, KINDS[name]
    trades = kind.get("trades", (None, None))
    parties = [
        Party(ctx, kind.get("person_a", False), trades[0]),
        Party(ctx, kind.get("person_b", False), trades[1]),
    ]
    day = ctx.date((2023, 3, 1), (2024, 10, 31))
    number = f"{kind['prefix']}-{day.year}-{digits(rng, 4)}" if kind.get("prefix") else ""
    start = day + dt.timedelta(days=rng.randint(3, 20))
    years = rng.choice([1, 1, 2, 3]) if name in ("lease", "tech", "advert") else 1
    end = add_years(start, years) - dt.timedelta(days=1)
    if name in ("labour", "fitout", "software", "processing", "car"):
        end = start + dt.timedelta(
            days=rng.choice([30, 60, 90, 120]) if name != "car" else rng.randint(5, 20)
        )
    items = make_items(rng, rng.randint(2, 4), kind["goods"]) if kind.get("goods") else []
    monthly = rng.randrange(45, 260) * 10000
    if items:
        amount = totals(items)[2]
    elif name == "lease":
        amount = monthly * 12 * years
    elif name == "car":
        amount = rng.randrange(280, 650) * 100 * ((end - start).days + 1)
    else:
        low, high = AMOUNT_RANGES[name]
        amount = rng.randrange(low, high) * 100000 + rng.choice([0, 0, 50000])
    values = dict(
        A=kind["short"][0],
        B=kind["short"][1],
        days=rng.choice([10, 15, 20, 30]),
        place=ctx.pools.company().address if name == "lease" else parties[0].address,
        start=cn_date(start),
        end=cn_date(end),
        area=rng.randint(80, 900),
        service=kind.get("service", "相关"),
        plate=f"苏E{rng.choice('ABCDF')}{digits(rng, 4)}",
        car=rng.choice(["别克GL8商务车", "丰田凯美瑞轿车", "大众帕萨特轿车"]),
        monthly=money(monthly),
        court=rng.choice(["合同签订地人民法院", "原告所在地人民法院"])
        if "arbitration" not in boiler
        else rng.choice(["上海国际仲裁中心", "苏州仲裁委员会", "深圳国际仲裁院"]),
    )
    values["amount_sentence"] = kind["amount"].format(
        money=money(amount), cn=cn_capital(amount), plain=plain(amount), A=values["A"], B=values["B"]
    )
    date_text = cn_numeral_date(day) if name == "loan" else cn_date(day)
    title = kind["title"]

    def on_page(sheet: Sheet, page_no: int):
        if kind["number"] == "header":
            sheet.text(25, 15, title, 8.5, color=GREY)
            sheet.text(185, 15, f"合同编号：{number}", 8.5, color=GREY, align="r")
            sheet.line(25, 17, 185, 17, 0.4, GREY)
        return None

    flow = Flow(lambda: ctx.sheet(A4), on_page=on_page)
    if kind["party"] == "cover":
        _cover(flow, title, number, kind, parties, date_text, values)
        flow.page()
    if kind["number"] == "above_title":
        flow.para(f"编号：{number}", 10, gap=4)
    if kind["number"] == "top_left":
        flow.para(f"合同编号：{number}", 10.5, gap=2)
    if kind["party"] != "cover":
        flow.space(4)
        flow.para(title, 20, bold=True, align="c", gap=4)
    if kind["number"] == "top_right":
        flow.sheet.text(185, flow.y, f"合同编号：{number}", 10, align="r")
        flow.space(8)
    if kind["party"] == "table":
        _party_table(flow, kind["long"], parties, size)
    elif kind["party"] in ("lines", "nextline"):
        for label, party in zip(kind["long"], parties, strict=True):
            if kind["party"] == "lines":
                flow.para(f"{label}：{party.name}", size + 0.5, bold=True, gap=0.6)
            else:
                flow.para(f"{label}：", size + 0.5, bold=True, gap=0.3)
                flow.para(party.name, size + 0.5, indent=10, gap=0.6)
            for line in party.lines():
                flow.para(line, size - 0.5, indent=4 if kind["party"] == "lines" else 10, gap=0.3)
            flow.space(3)
    opening = (
        f"根据《中华人民共和国民法典》及相关法律法规的规定，{values['A']}、{values['B']}双方在平等、自愿、"
        f"公平、诚实信用的基础上，经友好协商，就{title[:-2]}事宜达成一致，订立本合同，以资共同遵守。"
    )
    if kind["date"] == "opening":
        opening = (
            f"本合同由{values['A']}与{values['B']}于{date_text}在"
            f"{ctx.pools.choice(['苏州市', '杭州市', '成都市'])}签订。" + opening
        )
    flow.para(opening, size, first_indent=2 * size * 0.3528, gap=3)
    sections = list(kind["clauses"]) + [BOILER[key] for key in boiler]
    for n, (heading, paragraphs) in enumerate(sections, start=1):
        flow.heading(_number(n, heading_style) + heading, size + 0.5, gap=1.2)
        for para in paragraphs:
            if para == "{goods_table}":
                _goods_table(flow, items, size)
                continue
            flow.para(para.format(**values), size, first_indent=2 * size * 0.3528, gap=1.2)
    flow.para("（以下无正文）", size, align="c", gap=2)
    sign_text = {
        "block": f"{kind.get('date_label', '签订日期')}：{date_text}",
        "opening": "日期：　　　年　　月　　日",
        "cover": "日期：",
    }[kind["date"]]
    _sign_block(flow, kind, parties, sign_text, rng)
    if kind.get("appendix"):
        _appendix(flow, number, rng)
    pages = len(flow.sheets)
    for k, sheet in enumerate(flow.sheets, start=1):
        if kind["number"] == "header" or k > 1:
            sheet.text(105, 287, f"第 {k} 页 共 {pages} 页", 8.5, color=GREY, align="c")
    out = DocOut("contract", title, flow.sheets)
    if number:
        out.add("contractNumber", number)
    out.add("partyA", parties[0].name)
    out.add("partyB", parties[1].name)
    out.add("contractAmount", plain(amount))
    out.add("signDate", iso(day))
    out.add("contractTitle", title)
    return out


def _cover(flow: Flow, title, number, kind, parties, date_text, values) -> None:
    sheet = flow.sheet
    sheet.text(150, 30, "合同编号：", 10.5)
    sheet.text(168, 30, number, 10.5)
    sheet.text(105, 80, title, 28, bold=True, align="c")
    rows = [
        ("项目名称：", values["service"]),
        (kind["long"][0] + "：", parties[0].name),
        (kind["long"][1] + "：", parties[1].name),
        ("签订时间：", date_text),
        ("签订地点：", f"{parties[0].city}市"),
        ("有效期限：", f"{values['start']}至{values['end']}"),
    ]
    y = 125.0
    for head, value in rows:
        sheet.text(35, y, head, 13)
        sheet.fit(72, y, 105, value, 13)
        sheet.line(71, y + 1.5, 180, y + 1.5, 0.4)
        y += 12
    sheet.text(105, 262, "中华人民共和国科学技术部印制", 10, align="c", color=GREY)


def _appendix(flow: Flow, number: str, rng) -> None:
    sheet = flow.page()
    sheet.text(25, flow.y + 4, f"附件一：功能需求清单（合同编号：{number}）", 13, bold=True)
    cols = [25, 37, 80, 185]
    top, row_h = flow.y + 12, 12.0
    sheet.grid(0, 0, cols, [top + k * row_h for k in range(len(ct.APPENDIX_FEATURES) + 2)], 0.5)
    for c, head in enumerate(["序号", "功能模块", "功能说明"]):
        sheet.cell(cols[c], top, cols[c + 1], top + row_h, head, 10, align="c", bold=True)
    for r, (module, desc) in enumerate(ct.APPENDIX_FEATURES, start=1):
        y = top + r * row_h
        for c, value in enumerate([str(r), module, desc]):
            sheet.cell(cols[c], y, cols[c + 1], y + row_h, value, 9.5, align="c" if c == 0 else "l")
    y = top + (len(ct.APPENDIX_FEATURES) + 1) * row_h + 12
    sheet.text(25, y, "甲方确认：", 10.5)
    sheet.text(110, y, "乙方确认：", 10.5)
    sheet.signature(45, y, rng)
    sheet.signature(130, y, rng)
    sheet.line(25, y + 18, 185, y + 18, 0.3, BLACK)
    sheet.text(25, y + 25, "注：本附件与合同正文具有同等法律效力。", 9, color=GREY)
