"""Distractor documents for make_streams.py (tenders, notices, leaflets, bills, CV, ...)."""

from __future__ import annotations

import datetime as dt

from common import BROWN, GRAY, RED, cn_date, cn_date_words, cn_year, digits, make_items, money, rnd_date
from drawing import Flow, Stream
from invoices import province
from texts import CN_COMPANIES, CN_PEOPLE, GOODS
from texts_other import ANNUAL_CN_TEXT, CV_CN, DRUGS, EN_LEAFLET, GOV_NOTICES, TENDER_SECTIONS


def tender(st: Stream):
    rng = st.rng
    owner = rng.choice(CN_COMPANIES[32:] + CN_COMPANIES[:3])
    project = rng.choice(["智慧校园网络升级改造项目", "医疗设备采购项目", "办公楼物业管理服务项目"])
    st.begin("tender")
    fl = Flow(st, size=12, lh=1.8)
    fl.para(f"{owner[0]}{project}公开招标公告", 15, 0, True, "c", 8)
    fl.para(f"项目编号：ZB{rnd_date(rng).year}-{digits(rng, 5)}　　　采购预算："
            f"人民币{money(rng.randint(80, 600) * 1000000)}元",
            9, 0, align="c", gap=12)  # fmt: skip
    for h, t in TENDER_SECTIONS:
        fl.para(h, indent=0, bold=True, gap=0)
        fl.para(t.format(project=project, approver="区发展和改革局", owner=owner[0]))
    fl.para("七、其他事项", indent=0, bold=True, gap=0)
    fl.para("1. 本项目不收取投标保证金，中标人应在合同签订前提交合同金额5%的履约保证金。2. "
            "投标人应自行承担编制和递交"
            "投标文件所涉及的一切费用。3. 本项目开标采用远程不见面方式，"
            "投标人须在开标后30分钟内完成投标文件解密，"
            "因投标人原因未在规定时间内解密的，视为撤销其投标文件。4. 潜在投标人对招标文件有异议的，"
            "应在投标截止时间"
            "10日前以书面形式提出。")  # fmt: skip
    fl.para("八、联系方式", indent=0, bold=True, gap=0)
    agent = rng.choice(CN_COMPANIES[:30])
    for ln in (f"招标人：{owner[0]}", f"地址：{owner[1]}", f"联系人：{rng.choice(CN_PEOPLE)}　电话"
                                                    f"：{owner[2]}",
               f"招标代理机构：{agent[0].replace('有限公司', '')}项目管理有限公"
               "司", f"电话：{agent[2]}"):  # fmt: skip
        fl.para(ln, indent=0, gap=0)
    st.end(None)


def gov_notice(st: Stream, i=0):
    g = GOV_NOTICES[i]
    st.begin("official_document")
    fl = Flow(st, size=15, lh=1.75, top=90)
    fl.para(g["org"] + "文件", 24, 0, False, "c", 10, color=RED)
    fl.para(g["no"], 11, 0, align="c", gap=4)
    fl.cv.line(72, fl.y, 523, fl.y, 2, RED)
    fl.gap(20)
    fl.para(g["title"], 15, 0, True, "c", 12)
    fl.para(g["to"], indent=0)
    for t in g["body"]:
        fl.para(t)
    fl.gap(20)
    fl.para(g["org"], indent=0, x0=330)
    fl.para(g["date"], indent=0, x0=350)
    fl.para("（此件公开发布）", indent=2)
    fl.need(40)
    fl.cv.line(72, fl.y + 5, 523, fl.y + 5, 0.8)
    fl.para(g["cc"], 10, 0)
    st.end("dash")


def drug_leaflet(st: Stream, i=0):
    g = DRUGS[i]
    st.begin("drug_leaflet")
    fl = Flow(st, size=10.5, lh=1.7, x0=60, x1=535, top=60)
    fl.para("核准日期：2019年06月12日　　修改日期：2023年03月08日", 8, 0)
    fl.para(g["name"], 15, 0, True, "c", 4)
    fl.para("请仔细阅读说明书并在医师指导下使用", 9, 0, align="c", gap=8, color=RED)
    for h, t in g["items"]:
        fl.para(f"【{h}】", indent=0, bold=True, gap=0)
        for ln in t.split("\n"):
            fl.para(ln, indent=0, gap=1)
    st.end(None)


def en_leaflet(st: Stream):
    st.begin("drug_leaflet")
    fl = Flow(st, size=12, lh=1.6, top=70)
    fl.para("PACKAGE LEAFLET: INFORMATION FOR THE USER", 13, 0, True, "c", 2)
    fl.para("Paracetamol 500 mg Tablets", 12, 0, True, "c", 10)
    fl.para("Read all of this leaflet carefully before you start taking this medicine because it contains "
            "important information for you. Keep this leaflet. You may need to read it "
            "again.", indent=0, gap=10)  # fmt: skip
    for k, (h, t) in enumerate(EN_LEAFLET * 2, 1):
        fl.para(f"{k}. {h}", indent=0, bold=True, gap=0)
        fl.para(t, indent=0, gap=8)
        if k == 5:
            fl.para(
                "Marketing Authorisation Holder: Bluestone Medical Supplies Inc., Irvine, CA, USA",
                9,
                0,
                gap=0,
            )
            fl.para("This leaflet was last revised in 09/2023.", 9, 0)
            break
    st.end(None)


def utility_bill(st: Stream):
    rng = st.rng
    c, d = rng.choice(CN_COMPANIES), rnd_date(rng)
    prev, use = rng.randint(20000, 90000), rng.randint(3000, 18000)
    price = 7321
    fee = use * price // 100
    st.begin("utility_bill")
    cv = st.page()
    prov = province(c[1]) or "地方"
    cv.text(297, 60, f"国网{prov}电力有限公司", 12, align="c")
    cv.text(297, 86, "电费缴费通知单", 18, align="c", bold=True)
    rows = [["户名", c[0], "户号", digits(rng, 10)], ["用电地址", c[1], "用电类别", "一般工商业"],
            ["抄表周期", f"{d.year}年{d.month}月", "缴费截止日期",
             cn_date(d + dt.timedelta(20))]]  # fmt: skip
    y = cv.table(50, 110, [70, 230, 80, 115], rows, 22, 9)
    rows = [["计量点", "上期示数", "本期示数", "倍率", "电量（千瓦时）", "单价（元）", "电费（元）"],
            ["总", prev, prev + use, 1, use, "0.7321", money(fee)]]  # fmt: skip
    y = cv.table(50, y + 20, [60, 70, 70, 45, 90, 70, 90], rows, 22, 9, "ccccccr")
    cv.text(
        60,
        y + 30,
        f"本期应缴电费：¥{money(fee)}　　上期结余：¥0.00　　实缴金额：¥{money(fee)}",
        10.5,
        bold=True,
    )
    cv.text(
        60,
        y + 55,
        "温馨提示：请于缴费截止日期前足额缴纳电费，逾期将按规定收取违约金。可通过网上国网APP缴费。",
        8.5,
    )
    cv.text(60, y + 72, "供电服务热线：95598", 8.5)
    st.end()


def cv_doc(st: Stream, name=None):
    rng = st.rng
    name = name or rng.choice(CN_PEOPLE)
    st.begin("cv")
    fl = Flow(st, size=11, lh=1.8)
    fl.para("个 人 简 历", 20, 0, True, "c", 10)
    fl.para("基本信息", 12, 0, True, gap=2)
    rows = [["姓名", name, "性别", "女", "出生年月", "1997.03"],
            ["民族", "汉", "学历", "本科", "政治面貌", "共青团员"],
            ["手机", f"138{digits(rng, 8)}", "邮箱", f"{digits(rng, 8)}@163.com",
             "现居地", "上海市浦东新区"]]  # fmt: skip
    fl.table([60, 90, 50, 110, 65, 76], rows, 22, 9, "cccccc")
    fl.para("求职意向：财务会计 / 总账会计　　期望城市：上海　　到岗时间：一个月内", indent=0, gap=8)
    fl.para("自我评价", 12, 0, True, gap=2)
    fl.para(CV_CN["intro"])
    fl.para("工作经历", 12, 0, True, gap=2)
    for when, comp, role, desc in CV_CN["jobs"]:
        fl.para(f"{when}　　{comp}　　{role}", indent=0, bold=True, gap=0)
        fl.para(
            desc + " 主要业绩：优化费用报销流程，报销周期由7天缩短至3天；协助完成年度汇算清缴及审计工作。"
        )
    fl.para("教育背景", 12, 0, True, gap=2)
    for when, school, major, deg in CV_CN["edu"]:
        fl.para(f"{when}　　{school}　　{major}　　{deg}", indent=0)
    fl.para("主修课程：中级财务会计、成本会计、管理会计、审计学、税法、财务管理、经济法、会计信息系统。")
    fl.para("技能证书", 12, 0, True, gap=2)
    for t in ("初级会计专业技术资格证书（2018年）", "全国大学英语六级（CET-6）", "熟练使用Excel数据透视表、"
                                                        "VLOOKUP函数",
              "计算机二级（MS Office高级应用）", "驾驶证C1"):  # fmt: skip
        fl.para("· " + t, indent=1, gap=0)
    fl.gap(10)
    fl.para("兴趣爱好", 12, 0, True, gap=2)
    fl.para(
        "阅读、羽毛球、摄影。曾任校学生会财务部部长，组织策划校园迎新晚会及公益义卖活动，"
        "获校级优秀学生干部称号。"
    )
    fl.para("参考人：可应要求提供。", indent=0)
    st.end(None)


def diploma(st: Stream, degree=False, name="宋雅琴"):
    st.begin("degree_certificate" if degree else "diploma")
    cv = st.page((842, 595))
    cv.rect(30, 30, 812, 565, 3, BROWN)
    cv.rect(40, 40, 802, 555, 0.8, BROWN)
    title = "学 士 学 位 证 书" if degree else "普通高等学校毕业证书"
    cv.text(421, 110, title, 30, BROWN, align="c", bold=True)
    b, start, fin = dt.date(1997, 3, 12), dt.date(2015, 9, 1), dt.date(2019, 6, 30)
    if degree:
        body = (f"{name}，女，{cn_date_words(b)}生。在江南财经大学会计学专业完成了本科学习计划，业已毕业，"
                "经审核符合《中华人民共和国学位条例》的规定，授予管理学学士学位。")  # fmt: skip
    else:
        body = (f"学生{name}，性别女，{cn_date_words(b)}生，于{cn_year(start.year)}年九月"
                f"至{cn_year(fin.year)}年六月在本校会计学专业四年制本科学习，修完教学计划规定的全部课程，"
                "成绩合格，准予毕业。")  # fmt: skip
    cv.rect(90, 160, 210, 310, 0.5, GRAY, (0.9, 0.9, 0.9))
    cv.para(250, 190, 500, body, 15, 32)
    cv.text(520, 420, "江南财经大学" + ("学位评定委员会" if degree else ""), 15, align="c")
    cv.text(520, 450, ("主席：" if degree else "校（院）长：") + "周明远", 13, align="c")
    cv.seal(600, 430, "江南财经大学", "学位评定委员会" if degree else "", 46)
    cv.text(520, 490, cn_date_words(fin), 13, align="c")
    cv.text(90, 520, f"证书编号：1034{digits(st.rng, 12)}", 10)
    st.end()


def food_label(st: Stream):
    rng = st.rng
    maker = CN_COMPANIES[4]
    st.begin("food_label")
    cv = st.page()
    cv.rect(80, 80, 515, 700, 1.2)
    cv.text(297, 120, "五香牛肉干", 22, RED, align="c", bold=True)
    d = rnd_date(rng)
    lines = ["产品名称：五香牛肉干", "配料：牛肉、白砂糖、食用盐、酱油（水、大豆、小麦、食用盐）、香辛料、"
                           "味精、食品添加剂（D-异抗坏血酸钠、"
             "山梨酸钾、亚硝酸钠）", "净含量：200克", "产品标准代号：GB/T 23969", "生产许可证编号：SC10444"
                                                            f"01{digits(rng, 7)}",
             "贮存条件：常温、阴凉干燥处保存，避免阳光直射，开封后请尽快食用", "保质期：9个月",
             f"生产日期：{d.strftime('%Y.%m.%d')}（见封口处）", f"生产者：{maker[0]}", f"地址：{maker[1]}",
             f"联系电话：{maker[2]}", "产地：广东省广州市"]  # fmt: skip
    y = 155
    for ln in lines:
        y = cv.para(100, y, 395, ln, 10, 16) + 2
    rows = [["项目", "每100克", "营养素参考值%"], ["能量", "1463千焦", "17%"], ["蛋白质", "45.6克", "76%"],
            ["脂肪", "8.2克", "14%"], ["碳水化合物", "20.3克", "7%"], ["钠", "1980毫克", "99%"]]  # fmt: skip
    cv.text(297, y + 16, "营养成分表", 11, align="c", bold=True)
    y = cv.table(170, y + 24, [100, 80, 95], rows, 18, 9, "lrr")
    for i in range(40):
        w = 1.8 if i % 3 else 0.8
        cv.line(230 + i * 3.3, y + 20, 230 + i * 3.3, y + 60, w)
    cv.text(297, y + 72, f"6 9{digits(rng, 5)} {digits(rng, 6)}", 9, align="c")
    st.end()


def annual_report(st: Stream, pages=3):
    rng = st.rng
    comp = "西安秦川软件股份有限公司"
    st.begin("annual_report")
    start = rng.randint(10, 40)
    for k in range(pages):
        cv = st.page()
        cv.text(72, 50, comp, 8.5, GRAY)
        cv.text(523, 50, "2023年年度报告全文", 8.5, GRAY, align="r")
        cv.line(72, 55, 523, 55, 0.5, GRAY)
        y = 90
        if k == 0:
            cv.text(297, y, "第三节　管理层讨论与分析", 15, align="c", bold=True)
            y = cv.para(72, y + 30, 451, "一、报告期内公司所处行业情况", 11, bold=True)
        rows = [["项目", "2023年", "2022年", "本年比上年增减"]]
        for item in ("营业收入（元）", "归属于上市公司股东的净利润（元）", "经营活动产生的现金流量净额（元）",
                     "基本每股收益（元/股）", "加权平均净资产收益率"):  # fmt: skip
            v1, v2 = rng.randint(10**9, 4 * 10**9), rng.randint(10**9, 4 * 10**9)
            rows.append([item, money(v1), money(v2), f"{(v1 - v2) / v2 * 100:.2f}%"])
        for t in ANNUAL_CN_TEXT[k % 3 :] + ANNUAL_CN_TEXT[: k % 3]:
            y = cv.para(72, y + 4, 451, "　　" + t, 10.5, 19)
        y = cv.table(72, y + 12, [180, 95, 95, 81], rows, 20, 8.5, "lrrr")
        for t in ANNUAL_CN_TEXT:
            y = cv.para(72, y + 8, 451, "　　" + t.replace("报告期内", "本年度"), 10.5, 19)
        cv.text(297, 800, f"{start + k} / 218", 8.5, align="c")
    st.end()


def bank_statement(st: Stream, pages=1):
    rng = st.rng
    c = rng.choice(CN_COMPANIES)
    st.begin("other")
    bal = rng.randint(10**7, 10**8)
    d = rnd_date(rng)
    for k in range(pages):
        cv = st.page()
        cv.text(297, 60, "中国工商银行对公账户交易明细", 15, align="c", bold=True)
        cv.text(50, 90, f"户名：{c[0]}　　账号：{digits(rng, 19)}　　币种：人民币", 8.5)
        cv.text(
            50,
            104,
            f"查询期间：{d.isoformat()} 至 {(d + dt.timedelta(30)).isoformat()}　　第{k + 1}页/共{pages}页",
            8.5,
        )
        rows = [["交易日期", "摘要", "对方户名", "借方发生额", "贷方发生额", "余额"]]
        for _ in range(26):
            d += dt.timedelta(days=rng.randint(0, 2))
            amt = rng.randint(50000, 20000000)
            out = rng.random() < 0.5
            bal += -amt if out else amt
            memo = rng.choice(["货款", "服务费", "转账", "代发工资", "税费", "手续费"])
            debit, credit = (money(amt), "") if out else ("", money(amt))
            rows.append([d.isoformat(), memo, rng.choice(CN_COMPANIES)[0], debit, credit, money(bal)])
        cv.table(30, 115, [58, 45, 170, 80, 80, 102], rows, 23, 7.5, "cclrrr")
        cv.text(
            297,
            800,
            "本回单仅供参考，以银行记账为准　　打印日期：" + (d + dt.timedelta(31)).isoformat(),
            7.5,
            GRAY,
            align="c",
        )
    st.end()


def delivery_note(st: Stream):
    rng = st.rng
    s, b = rng.sample(CN_COMPANIES, 2)
    items, d = make_items(rng, GOODS, 4), rnd_date(rng)
    st.begin("other")
    cv = st.page((595, 420))
    cv.text(297, 40, s[0], 14, align="c", bold=True)
    cv.text(297, 64, "送　货　单", 16, align="c", bold=True)
    cv.text(470, 64, f"No. {digits(rng, 7)}", 11, RED)
    cv.text(40, 90, f"客户名称：{b[0]}", 9.5)
    cv.text(400, 90, f"送货日期：{d.isoformat()}", 9.5)
    cv.text(40, 106, f"送货地址：{b[1]}", 9)
    rows = [["序号", "品名", "规格", "单位", "数量", "单价", "金额", "备注"]]
    for k, it in enumerate(items, 1):
        rows.append(
            [
                k,
                it["name"].split("*")[-1],
                it["spec"],
                it["unit"],
                it["qty"],
                money(it["price"]),
                money(it["amt"]),
                "",
            ]
        )
    rows.append(["", "合计", "", "", "", "", money(sum(i["amt"] for i in items)), ""])
    y = cv.table(40, 116, [30, 130, 90, 35, 45, 65, 80, 40], rows, 19, 8.5, "cllccrrl")
    cv.text(40, y + 25, "收货单位签收（盖章）：", 9.5)
    cv.text(320, y + 25, f"送货人：{rng.choice(CN_PEOPLE)}", 9.5)
    cv.text(40, y + 50, "白联：存根　红联：客户　黄联：财务", 8)
    st.end()


def quotation(st: Stream):
    rng = st.rng
    s, b = rng.sample(CN_COMPANIES, 2)
    items, d = make_items(rng, GOODS, 3), rnd_date(rng)
    st.begin("other")
    cv = st.page()
    cv.text(297, 70, "报　价　单", 20, align="c", bold=True)
    cv.text(297, 92, "QUOTATION", 11, align="c")
    for i, ln in enumerate([f"报价单位：{s[0]}", f"客户名称：{b[0]}", f"联系人：{rng.choice(CN_PEOPLE)}　　"
                                                            f"电话：{s[2]}",
                            f"报价日期：{cn_date(d)}　　有效期：30天"]):  # fmt: skip
        cv.text(60, 125 + i * 17, ln, 10)
    rows = [["序号", "产品名称", "规格型号", "单位", "数量", "含税单价", "金额"]]
    for k, it in enumerate(items, 1):
        p = round(it["price"] * 1.13)
        rows.append(
            [k, it["name"].split("*")[-1], it["spec"], it["unit"], it["qty"], money(p), money(p * it["qty"])]
        )
    total = sum(round(it["price"] * 1.13) * it["qty"] for it in items)
    rows.append(["", "合计", "", "", "", "", money(total)])
    y = cv.table(60, 200, [30, 135, 85, 35, 45, 70, 75], rows, 20, 9, "cllccrr")
    for i, t in enumerate(["说明：1. 以上报价含13%增值税及运费；2. 交货期：款到后7个工作日；",
                           "3. 付款方式：预付50%，发货前付清余款；4. 质保期一年。"]):  # fmt: skip
        cv.text(60, y + 24 + i * 16, t, 9)
    cv.text(360, y + 90, f"报价人：{rng.choice(CN_PEOPLE)}", 10)
    st.end()


def blank(st: Stream, note=True):
    st.begin("other")
    cv = st.page()
    if note:
        cv.text(297, 420, "（此页无正文）", 12, GRAY, align="c")
    st.end()
