"""Distractor documents: tenders, notices, leaflets, labels, bills, CVs, certificates, reports, other."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from common import (
    BLACK,
    BROWN,
    DB,
    GREY,
    RED,
    REGIONS,
    UNIVERSITIES,
    ZIHAO,
    cn_small,
    dcn,
    dcn_num,
    dec,
    money,
    pool,
    rmb_upper,
    rows,
)
from drawing import Flow, Pg, stamp, wrap


# ----------------------------------------------------------------------------------------- distractors
def tender(doc, c, pnum=None):
    r, reg, d = c.r, c.r.choice(REGIONS), c.date()
    owner, proj = (
        x.format(city=reg[3], n=cn_small(r.randint(1, 7))) for x in r.choice(rows("tender_owners"))
    )
    agent, dl = c.company("工程项目管理有限公司"), d + timedelta(days=r.randint(20, 30))
    kw = dict(
        owner=owner, proj=proj, item=proj.replace("项目", ""), dl=dcn(dl), d0=dcn(d), date=dcn(d, False)
    )
    kw |= dict(
        pno=f"{r.choice(['ZJ', 'JS', 'SC'])}-ZFCG-{d.year}-{r.randint(100, 999)}", d7=dcn(d + timedelta(7))
    )
    kw |= dict(budget=money(dec(r.randrange(50, 900) * 10000)), days=r.choice([60, 90, 365]))
    kw |= dict(agent=agent["name"], agent_addr=agent["addr"], agent_contact=f"{agent['rep']}，{agent['tel']}")
    kw |= dict(owner_addr=c.address(reg), owner_contact=f"{c.person()}，{reg[6]}-{c.digits(8)}")
    f = Flow(doc, pnum=pnum)
    table = [[x.format(**kw) for x in row] for row in rows("tender_table")]
    f.run("tender", hooks={"table": lambda: f.table([0, 40, 160, 210, 451], table, 9.5)}, **kw)
    f.close()
    return "tender", {}


def tender_result(doc, c):
    r, reg, d = c.r, c.r.choice(REGIONS), c.date()
    win, agent, amt = c.company(), c.company("招标代理有限公司"), dec(r.randrange(300000, 5000000))
    proj = r.choice(["办公家具采购项目", "物业管理服务项目", "信息化系统运维服务项目"])
    kw = dict(city=reg[3], buyer=r.choice(["财政局", "自然资源和规划局", "卫生健康委员会"]), proj=proj)
    kw |= dict(pno=f"CG{d:%Y}-{c.digits(4)}", win=win["name"], win_addr=win["addr"], amt=money(amt))
    kw |= dict(experts="、".join(c.person() for _ in range(5)), fee=money(dec(amt * Decimal("0.012"))))
    kw |= dict(agent=agent["name"], agent_addr=agent["addr"], agent_tel=agent["tel"], date=dcn(d, False))
    table = [
        ["名称", "服务范围", "服务时间", "服务标准"],
        [proj[:-2], "详见招标文件", "三年", "符合招标文件要求"],
    ]
    f = Flow(doc)
    f.run("tender_result", hooks={"table": lambda: f.table([0, 110, 250, 330, 451], table, 9.5)}, **kw)
    f.close()
    return "tender", {}


def official(doc, c):
    """Government notice (红头文件): masthead, number, notice page, attached plan, 抄送/印发 box."""
    r, reg, d = c.r, c.r.choice(REGIONS[:14]), c.date()
    city, issuer = reg[3], f"{reg[3]}市人民政府办公厅"
    f = Flow(doc, pnum="em")
    f.pg.t(297, 150, f"{issuer}文件", 26, color=RED, align="c", bold=True)
    f.pg.t(297, 205, f"{city[0]}政办发〔{d.year}〕{r.randint(3, 60)}号", 12, align="c")
    f.pg.ln(72, 220, 523, 220, 2.2, RED)
    f.y = 245

    def sign():
        f.y += 30
        f.text(f"{issuer}\n{dcn_num(d) if r.random() < 0.5 else dcn(d, False)}", 12, "r")
        f.text("（此件公开发布）", 12)
        f.new_page()

    def cc():
        f.need(70)
        y = f.y = max(f.y + 20, f.bottom - 60)
        f.pg.ln(72, y, 523, y, 0.8)
        f.pg.t(80, y + 20, "抄送：市委各部门，市人大常委会办公厅，市政协办公厅，市中级法院，市检察院。", 10.5)
        f.pg.ln(72, y + 30, 523, y + 30, 0.5)
        f.pg.t(80, y + 48, issuer, 10.5)
        f.pg.t(515, y + 48, f"{dcn(d + timedelta(days=1), False)}印发", 10.5, align="r")
        f.pg.ln(72, y + 56, 523, y + 56, 0.8)

    f.run(
        "official",
        12,
        hooks={"sign": sign, "cc": cc},
        issuer=issuer,
        city=city,
        topic=r.choice(pool("topics")),
    )
    f.close()
    return "official_document", {}


def drug_leaflet(doc, c, which=0):
    (name, en, otc), *secs = rows(f"drug.{which}")
    maker = c.company("制药有限公司")
    f = Flow(doc, mx=60, top=60)
    f.text(f"核准日期：{dcn(c.date(2006, 2008))}\n修改日期：{dcn(c.date(2019, 2022))}", 8.5, lead=1.5)
    if otc == "otc":
        f.pg.box(480, 50, 530, 72, 1, fill=(0.2, 0.6, 0.3))
        f.pg.t(505, 66, "OTC", 12, "hebo", (1, 1, 1), "c")
    f.text(f"{name}说明书", 15, "c", bold=True)
    f.text(DB[f"drug_advice.{otc}"][0], 10, "c")
    f.y += 6
    holder = f"名称：{maker['name']}\n注册地址：{maker['addr']}"
    body = [("药品名称", f"通用名称：{name}\n英文名称：{en}"), *secs, ("上市许可持有人", holder)]
    body.insert(-1, ("批准文号", f"国药准字H{c.r.randint(19990000, 20209999)}"))
    body.append(
        ("生产企业", f"企业名称：{maker['name']}\n生产地址：{maker['addr']}\n电话号码：{maker['tel']}")
    )
    for h, txt in body:
        f.text(f"【{h}】{txt}", 10.5, lead=1.65)
    f.close()
    return "drug_leaflet", {}


def food_label(doc, c):
    r, maker = c.r, c.company("食品有限公司")
    prod, ingredients = r.choice(rows("foods"))
    f = Flow(doc, mx=90, top=150, bottom=740)
    f.pg.box(70, 80, 525, 760, 1.2)
    f.pg.t(297, 125, prod, 22, align="c", bold=True)
    f.text(f"配料：{ingredients}\n净含量：{r.choice([200, 250, 400, 500])}克", 10.5)
    f.text("营养成分表", 11, "c", bold=True)
    table = [["项目", "每100克", "营养素参考值%"]]
    for lab, lo, hi, unit in rows("nutrition"):
        amount = f"{r.uniform(int(lo), int(hi)):.1f}" if unit == "克" else str(r.randint(int(lo), int(hi)))
        table.append([lab, amount + unit, f"{r.randint(5, 30)}%"])
    f.table([0, 150, 280, 415], table, 10, "lrr")
    f.y += 8
    kw = dict(months=r.choice([6, 9, 12]), sc=c.digits(14), std=r.choice(["20980", "20981", "31323"]))
    kw |= dict(maker=maker["name"], addr=maker["addr"], tel=maker["tel"])
    f.run("food_tail", **kw, origin=f"{maker['reg'][5]}{maker['reg'][3]}市")
    code = "69" + c.digits(10)
    code += str((10 - sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(code)) % 10) % 10)  # EAN-13
    x = 360
    for _ in range(60):
        w = r.choice([0.8, 1.2, 2.0])
        if r.random() < 0.55:
            f.pg.box(x, 665, x + w, 715, 0, None, fill=BLACK)
        x += w + 0.6
    f.pg.t(x - 60, 728, code, 9, "helv", align="c")
    return "food_label", {}


def utility_bill(doc, c):
    r, who, d = c.r, c.company(), c.date()
    reg, prev, kwh = who["reg"], r.randint(10000, 90000), r.randint(800, 20000)
    price = r.choice([Decimal("0.6618"), Decimal("0.7132")])
    fee = dec(kwh * price)
    f = Flow(doc)
    grid = f"国网{reg[4]}市电力公司" if reg[4] in ("上海", "北京") else f"国网{reg[4]}省电力有限公司"
    f.text(grid, 12, bold=True)
    f.text("电费缴费通知单", 18, "c", bold=True)
    f.y += 6
    info = [
        ["户号", c.digits(10), "户名", who["name"]],
        ["用电地址", who["addr"], "账单月份", f"{d:%Y年%m月}"],
    ]
    info.append(["用电类别", "一般工商业", "抄表日期", d.isoformat()])
    f.table([0, 90, 225, 315, 451], info, 9.5, "llll", head=False)
    f.y += 10
    head = ["电能表号", "上期示数", "本期示数", "倍率", "电量(kWh)", "电价(元)", "电费(元)"]
    line = [c.digits(12), prev, prev + kwh, 1, kwh, price, money(fee)]
    f.table([0, 70, 140, 210, 260, 320, 380, 451], [head, line], 9, "ccccrrr")
    f.y += 10
    f.text(f"本期应缴电费合计：¥{money(fee)}（大写：{rmb_upper(fee)}）", 11, bold=True)
    f.run("bill_tail", due=dcn(d + timedelta(days=15), False))
    f.close()
    return "utility_bill", {}


def cv(doc, c, en=False):
    r, sex = c.r, c.r.choice("男女")
    if en:
        f = Flow(doc, font="helv")
        name = "ZHANG " + r.choice(["WEI", "JING", "LEI", "YAN"])
        f.run("cv_en", 10, name=name, mobile=f"1{c.digits(10)}", mail=name.split()[1].lower() + ".zhang")
        f.close()
        return "cv", {}
    f = Flow(doc)
    f.text("个 人 简 历", 18, "c", bold=True)
    born, mobile = f"{r.randint(1988, 1993)}.{r.randint(1, 12):02d}", f"1{c.digits(10)}"
    table = [
        ["姓名", c.person(sex), "性别", sex],
        ["出生年月", born, "民族", "汉"],
        ["学历", "本科", "政治面貌", "群众"],
    ]
    table.append(["联系电话", mobile, "邮箱", f"{c.digits(9)}@qq.com"])
    f.table([0, 70, 170, 240, 340], table, 10, "llll", head=False)
    f.pg.box(f.x0 + 355, 84, f.x1, 180, 0.6)
    f.pg.t(f.x0 + 403, 136, "照片", 11, color=GREY, align="c")
    f.run("cv_zh", univ=r.choice(UNIVERSITIES), job1=c.company()["name"], job2=c.company()["name"])
    f.close()
    return "cv", {}


def certificate(doc, c, degree=True):
    """学士学位证书 or 毕业证书 (dates in Chinese numerals), landscape with a border."""
    r, sex = c.r, c.r.choice("男女")
    name, univ, y0 = c.person(sex), r.choice(UNIVERSITIES), r.randint(2008, 2019)
    major = r.choice(["机械设计制造及其自动化", "会计学", "计算机科学与技术", "环境工程"])
    birth, grad = date(y0 - 18, r.randint(1, 12), r.randint(1, 28)), date(y0 + 4, 6, r.randint(20, 30))
    pg = Pg(doc.new_page(width=842, height=595))
    pg.box(30, 30, 812, 565, 3, BROWN)
    pg.box(40, 40, 802, 555, 0.8, BROWN)
    pg.t(421, 120, "学 士 学 位 证 书" if degree else "毕　业　证　书", 28, align="c", bold=True, color=RED)
    pg.box(110, 170, 220, 310, 0.6, GREY, fill=(0.9, 0.9, 0.9))
    kw = dict(name=name, sex=sex, univ=univ, major=major, birth=f"{birth.year}年{birth.month}月{birth.day}日")
    kw |= dict(cn_birth=dcn_num(birth), start=dcn_num(date(y0, 9, 1), False), end=dcn_num(grad, False))
    for k, ln in enumerate(wrap("　　" + DB[f"certificate.{degree}"][0].format(**kw), 460, 15)):
        pg.t(270, 200 + k * 32, ln, 15)
    pg.t(270, 420, univ + ("" if degree else f"　　校长：{c.person()}"), 14)
    if degree:
        pg.t(270, 450, f"校　　长：{c.person()}　　　学位评定委员会主席：{c.person()}", 13)
    pg.t(560, 490, dcn_num(grad), 13)
    stamp(pg, 620, 430, univ, "", 42)
    pg.t(90, 530, f"证书编号：{r.randint(10000, 14999)}{grad.year}{c.digits(7)}", 10)
    return ("degree_certificate" if degree else "diploma"), {}


def yuan(r, lo, hi):
    return f"{r.randint(int(lo), int(hi)):,}.{r.randint(10, 99)}"


def annual_report(doc, c):
    """Two sections of a listed company's annual report (company facts, key figures, MD&A)."""
    r = c.r
    ind = r.choice(["精密机械", "电子科技", "新材料", "智能装备", "医疗器械", "能源科技"])
    co = c.company(kind=ind + "股份有限公司")
    code = f"{r.choice(['600', '603', '002', '300'])}{r.randint(100, 999)}"
    f = Flow(doc, pnum="num", header=(f"{co['name']}2023年年度报告全文", ""), pstart=r.randint(6, 12))
    f.text("第二节　公司简介和主要财务指标", 14, "c", bold=True)
    f.text("一、公司信息", 11, bold=True)
    exch = "上海证券交易所" if code[0] == "6" else "深圳证券交易所"
    info = [
        ["股票简称", co["name"][len(co["reg"][3]) :][:2] + ind[:2]],
        ["股票代码", code],
        ["上市交易所", exch],
    ]
    info += [["公司的中文名称", co["name"]], ["法定代表人", co["rep"]], ["注册地址", co["addr"]]]
    f.table([0, 150, 451], [*info, ["公司网址", f"www.{code}.com.cn"]], 9.5, "ll", head=False)
    f.text("二、联系人和联系方式", 11, bold=True)
    people = [
        ["", "董事会秘书", "证券事务代表"],
        ["姓名", c.person(), c.person()],
        ["电话", co["tel"], co["tel"]],
    ]
    f.table([0, 110, 280, 451], people, 9.5)
    f.run("report_facts", firm=r.choice(ZIHAO), cpa1=c.person(), cpa2=c.person())
    rev, fin = (
        r.randint(8 * 10**8, 9 * 10**9),
        [["主要会计数据", "2023年", "2022年", "本期比上年同期增减(%)"]],
    )
    for lab, div in rows("report_figures"):
        now = int(rev / float(div))
        prev = int(now / r.uniform(0.8, 1.3))
        fin.append(
            [
                lab,
                f"{now:,}.{r.randint(10, 99)}",
                f"{prev:,}.{r.randint(10, 99)}",
                f"{(now / prev - 1) * 100:.2f}",
            ]
        )
    f.table([0, 150, 250, 350, 451], fin, 9, "lrrr")
    f.text("五、分季度主要财务数据", 11, bold=True)
    quarters = [["项目", "第一季度", "第二季度", "第三季度", "第四季度"]]
    quarters += [
        [lab, *(f"{int(rev * r.uniform(0.2, 0.3) / k):,}" for _ in range(4))]
        for lab, k in (("营业收入", 1), ("净利润", 12))
    ]
    f.table([0, 150, 225, 300, 375, 451], quarters, 9, "lrrrr")
    f.text("六、非经常性损益项目及金额", 11, bold=True)
    gains = [[lab, yuan(r, 1e5, 6e7), yuan(r, 1e5, 5e7)] for lab in pool("report_gains")]
    f.table([0, 250, 350, 451], [["非经常性损益项目", "2023年金额", "2022年金额"], *gains], 9, "lrr")
    f.new_page()
    f.text("第三节　管理层讨论与分析", 14, "c", bold=True)
    f.run("report_prose", ind=ind, rev=f"{rev / 10**8:.2f}")
    costs = [["项目", "本期数", "上年同期数", "变动比例(%)"]]
    costs += [
        [lab, yuan(r, rev / 40, rev / 12), yuan(r, rev / 40, rev / 12), f"{r.uniform(-15, 25):.2f}"]
        for lab in pool("report_costs")
    ]
    f.table([0, 150, 250, 350, 451], costs, 9, "lrrr")
    f.close()
    return "annual_report", {}


def other(doc, c, kind="blank"):
    """Fax cover, scanner separator sheet, '本页为空白页' or a truly blank page."""
    pg = Pg(doc.new_page(width=595, height=842))
    if kind == "fax":
        co, to = c.company(), c.company()
        pg.t(297, 110, "传 真  FAX", 24, align="c", bold=True)
        vals = dict(
            to=to["name"], attn=to["rep"], sender=co["name"], fax=co["tel"], date=dcn(c.date(), False)
        )
        for k, (a, b) in enumerate(rows("fax")):
            pg.t(90, 180 + k * 34, a + "：", 11)
            pg.t(200, 180 + k * 34, b.format(**vals), 11)
            pg.ln(200, 185 + k * 34, 510, 185 + k * 34, 0.4)
        pg.t(90, 460, "□ 紧急　　□ 请审阅　　□ 请回复　　□ 请传阅", 11)
        pg.t(90, 510, "如传真内容不清晰或页数不全，请即致电发件人。", 10.5)
    elif kind == "separator":
        pg.t(297, 360, "文 件 分 隔 页", 30, align="c", bold=True)
        pg.t(297, 400, "DOCUMENT SEPARATOR SHEET", 14, "hebo", align="c")
        for k in range(40):
            if c.r.random() < 0.6:
                pg.box(200 + k * 5, 440, 202.5 + k * 5, 520, 0, None, fill=BLACK)
    elif kind == "leftblank":
        pg.t(297, 421, "（本页为空白页）", 12, align="c", color=GREY)
    return "other", {}
