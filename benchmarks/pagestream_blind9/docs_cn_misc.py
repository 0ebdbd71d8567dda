"""Chinese ID card copies and assorted 'other' papers (户口簿, 营业执照, 通行证, 对账单, 订单, 纪要...)."""

from __future__ import annotations

from core import A4, BLUE, GREY, RED, Pg, Stream
from fmt import cn_upper, dec, fdate, id_number, money

LBL = (0.18, 0.42, 0.62)


def make_person(name, male, eth, birth, addr_lines, region, k, authority, issue, years):
    num = id_number(region, birth, k, male)
    expiry = None if years is None else issue.replace(year=issue.year + years)
    return {
        "name": name,
        "male": male,
        "eth": eth,
        "birth": birth,
        "addr": addr_lines,
        "id": num,
        "auth": authority,
        "issue": issue,
        "expiry": expiry,
    }


def _card(pg: Pg, x, y, s=1.15, tint=(0.93, 0.95, 0.97)):
    w, h = 243 * s, 153 * s
    pg.rect(x, y, x + w, y + h, 0.8, GREY, fill=tint, radius=0.06)
    return w, h


def id_front(pg: Pg, x, y, p, s=1.15):
    _card(pg, x, y, s)
    lab, val = 8 * s, 9.5 * s
    pg.t(x + 16 * s, y + 26 * s, "姓 名", lab, color=LBL)
    pg.t(x + 46 * s, y + 26 * s, p["name"], val + 1)
    pg.t(x + 16 * s, y + 46 * s, "性 别", lab, color=LBL)
    pg.t(x + 46 * s, y + 46 * s, "男" if p["male"] else "女", val)
    pg.t(x + 84 * s, y + 46 * s, "民 族", lab, color=LBL)
    pg.t(x + 112 * s, y + 46 * s, p["eth"], val)
    pg.t(x + 16 * s, y + 66 * s, "出 生", lab, color=LBL)
    b = p["birth"]
    pg.t(x + 46 * s, y + 66 * s, f"{b.year}  年  {b.month}  月  {b.day}  日", val)
    pg.t(x + 16 * s, y + 86 * s, "住 址", lab, color=LBL)
    for i, ln in enumerate(p["addr"]):
        pg.t(x + 46 * s, y + (86 + i * 14) * s, ln, val)
    pg.t(x + 16 * s, y + 136 * s, "公民身份号码", lab, color=LBL)
    pg.t(x + 80 * s, y + 136 * s, p["id"], 11 * s, "helv")
    pg.photo(x + 160 * s, y + 18 * s, x + 230 * s, y + 108 * s)


def id_back(pg: Pg, x, y, p, s=1.15):
    _card(pg, x, y, s, tint=(0.95, 0.96, 0.93))
    cx, cy = x + 34 * s, y + 36 * s
    pg.page.draw_circle((cx, cy), 20 * s, color=RED, fill=(0.95, 0.8, 0.3), width=1.5)
    pg.seal(cx, cy, 16 * s, "", "", star=True)
    pg.t(x + 140 * s, y + 40 * s, "中华人民共和国", 13 * s, align="c")
    pg.t(x + 140 * s, y + 72 * s, "居 民 身 份 证", 17 * s, align="c")
    pg.t(x + 34 * s, y + 112 * s, "签发机关", 8 * s, color=LBL)
    pg.t(x + 80 * s, y + 112 * s, p["auth"], 9.5 * s)
    pg.t(x + 34 * s, y + 134 * s, "有效期限", 8 * s, color=LBL)
    a = fdate(p["issue"], "dot")
    e = "长期" if p["expiry"] is None else fdate(p["expiry"], "dot")
    pg.t(x + 80 * s, y + 134 * s, f"{a}-{e}", 9.5 * s)


def id_fields(st: Stream, p):
    e = "长期" if p["expiry"] is None else p["expiry"].isoformat()
    st.fields_from(
        name=p["name"],
        sex="男" if p["male"] else "女",
        ethnicity=p["eth"],
        birthDate=p["birth"].isoformat(),
        address="".join(p["addr"]),
        idNumber=p["id"],
        issuingAuthority=p["auth"],
        validPeriod=f"{p['issue'].isoformat()}至{e}",
    )


def id_copy(st: Stream, p, note="仅供办理房屋租赁备案使用，再复印无效", two_pages=False):
    """居民身份证复印件: both faces on one A4 sheet, or one face per page."""
    st.begin("id_card")
    pg = st.page(A4)
    id_front(pg, 150, 110, p)
    if two_pages:
        pg.stamp_text(170, 300, note, 15, 22, color=(0.6, 0.6, 0.6))
        pg = st.page(A4)
        id_back(pg, 150, 110, p)
    else:
        id_back(pg, 150, 360, p)
        pg.stamp_text(160, 330, note, 16, 22, color=(0.6, 0.6, 0.6))
    pg.t(330, 600, "此复印件与原件一致", 12, color=BLUE, log=False)
    pg.signature(340, 630, 80)
    id_fields(st, p)


def hukou(st: Stream, p, head_name, relation, native, reg_date):
    """常住人口登记卡 page of a 户口簿 (other)."""
    st.begin("other", "户口簿")
    pg = st.page(A4, cjk="china-ss")
    pg.t(297, 80, "常住人口登记卡", 20, align="c")
    b = p["birth"]
    rows = [
        ["姓名", p["name"], "户主或与户主关系", relation],
        ["曾用名", "", "性别", "男" if p["male"] else "女"],
        ["出生地", native, "民族", p["eth"] + "族"],
        ["籍贯", native, "出生日期", f"{b.year}年{b.month:02d}月{b.day:02d}日"],
        ["本市（县）其他住址", "", "宗教信仰", ""],
        ["公民身份号码", p["id"], "身高", "172cm"],
        ["文化程度", "大学本科", "婚姻状况", "已婚"],
        ["服务处所", "", "职业", "职员"],
        ["何时由何地迁来本市（县）", "", "何时由何地迁来本址", ""],
    ]
    y = pg.table(60, 110, [110, 150, 110, 105], rows, 9.5, rh=34, head=False)
    pg.t(80, y + 40, f"户主姓名：{head_name}", 10)
    pg.t(80, y + 64, "住址：" + "".join(p["addr"]), 10)
    pg.t(80, y + 100, "承办人签章：", 10)
    pg.t(330, y + 100, "登记日期：" + fdate(reg_date, "cn"), 10)
    pg.seal(420, y + 80, 42, "户口专用章", "", size=10)


def licence(st: Stream, co, legal, kind, capital, founded, scope, authority, issued):
    """营业执照 副本 copy (other)."""
    st.begin("other", "营业执照")
    pg = st.page(A4, cjk="china-ss")
    pg.rect(40, 60, 555, 780, 3, (0.7, 0.5, 0.2))
    pg.rect(48, 68, 547, 772, 0.8, (0.7, 0.5, 0.2))
    pg.t(297, 150, "营 业 执 照", 30, align="c", color=RED)
    pg.t(297, 178, "（副 本）", 12, align="c")
    pg.t(80, 116, "统一社会信用代码", 10)
    pg.t(80, 132, co["tax"], 12)
    y = 230
    for k, v in (
        ("名        称", co["name"]),
        ("类        型", kind),
        ("法定代表人", legal),
        ("注册资本", capital),
        ("成立日期", fdate(founded, "cn")),
        ("营业期限", "长期"),
        ("住        所", co["addr"]),
    ):
        pg.t(90, y, k, 11)
        pg.t(190, y, v, 11)
        y += 30
    pg.t(90, y, "经营范围", 11)
    y = pg.para(190, y, 320, scope, 10)
    pg.t(380, 700, "登记机关", 12)
    pg.t(380, 730, fdate(issued, "cn"), 11)
    pg.seal(420, 690, 48, authority, "", size=9)
    pg.page.draw_rect((460, 88, 520, 148), color=(0, 0, 0), width=0.6)
    pg.t(490, 162, "扫码查询", 7, align="c", color=GREY)


def permit(st: Stream, name_cn, name_en, birth, male, no, issued, expiry, place, kind="hkmo"):
    """往来港澳通行证 / 台湾居民来往大陆通行证 copy (other)."""
    st.begin("other", "通行证")
    pg = st.page(A4)
    t_cn, t_en, code = {
        "hkmo": (
            "中华人民共和国往来港澳通行证",
            "EXIT-ENTRY PERMIT FOR TRAVELLING TO AND FROM HONG KONG AND MACAO",
            "CS",
        ),
        "tw": ("台湾居民来往大陆通行证", "MAINLAND TRAVEL PERMIT FOR TAIWAN RESIDENTS", "CT"),
    }[kind]
    x, y = 150, 150
    pg.rect(x, y, x + 290, y + 185, 0.8, GREY, fill=(0.9, 0.94, 0.97), radius=0.05)
    pg.t(x + 145, y + 22, t_cn, 12, align="c")
    pg.t(x + 145, y + 36, t_en, 5.6, align="c")
    pg.photo(x + 14, y + 50, x + 86, y + 140)
    rows = [
        ("姓名/Name", f"{name_cn}  {name_en}"),
        ("出生日期/Date of birth", fdate(birth, "dot")),
        ("性别/Sex", "男/M" if male else "女/F"),
        ("有效期限/Period of validity", f"{fdate(issued, 'dot')}-{fdate(expiry, 'dot')}"),
        ("签发地点/Place of issue", place),
    ]
    yy = y + 56
    for k, v in rows:
        pg.t(x + 96, yy, k, 6, color=GREY)
        pg.t(x + 96, yy + 10, v, 8.5)
        yy += 22
    pg.t(x + 200, y + 56, no, 11, "cobo", color=RED)
    mrz = f"{code}{no}<{birth:%y%m%d}<{expiry:%y%m%d}<{'M' if male else 'F'}<<<<<"
    pg.t(x + 14, y + 172, mrz, 8.5, "cour")


def statement_cn(st: Stream, seller, buyer, period, rows, date):
    """供应商往来对账单 (other)."""
    st.begin("other", "对账单")
    pg = st.page(A4)
    pg.t(297, 70, "往 来 对 账 单", 18, align="c")
    pg.t(60, 104, f"致：{buyer['name']}", 10.5)
    pg.t(60, 122, f"对账期间：{period}", 10)
    pg.t(400, 122, "币种：人民币（元）", 10)
    pg.para(
        60,
        146,
        475,
        "贵公司与本公司往来款项截至下列日期的记录如下，请核对。如相符，请在本函下端“数据相符”处"
        "签章；如不符，请列明差异金额并附相关资料。",
        10,
    )
    table = [["日期", "凭证/发票号码", "摘要", "借方（应收）", "贷方（已收）", "余额"]]
    bal = dec(0)
    for d, ref, memo, debit, credit in rows:
        bal += dec(debit or 0) - dec(credit or 0)
        table.append(
            [
                fdate(d, "iso"),
                ref,
                memo,
                money(debit) if debit else "",
                money(credit) if credit else "",
                money(bal),
            ]
        )
    y = pg.table(50, 190, [66, 130, 90, 68, 68, 73], table, 8.5, rh=22, aligns=["c", "l", "l", "r", "r", "r"])
    pg.t(
        60,
        y + 24,
        f"截至{fdate(date, 'cn')}，贵公司尚欠本公司货款：人民币{cn_upper(bal)}（¥{money(bal)}）。",
        10,
    )
    pg.t(60, y + 70, "数据相符（签章）：", 10)
    pg.t(330, y + 70, "数据不符，差异如下：", 10)
    pg.t(60, y + 150, f"{seller['name']}（财务部）", 10)
    pg.t(60, y + 170, fdate(date, "cn"), 10)
    pg.seal(140, y + 130, 38, seller["name"], "财务专用章", size=8)


def po_cn(st: Stream, buyer, seller, no, date, rows, deliver):
    """采购订单 (other): priced like an invoice but an order."""
    st.begin("other", "采购订单")
    pg = st.page(A4)
    pg.t(60, 60, buyer["name"], 13)
    pg.t(535, 60, "采购订单", 18, align="r")
    pg.t(535, 80, "PURCHASE ORDER", 9, align="r", color=GREY)
    for i, (k, v) in enumerate(
        (
            ("订单编号", no),
            ("下单日期", fdate(date, "iso")),
            ("要求交期", fdate(deliver, "iso")),
            ("付款条件", "月结60天"),
        )
    ):
        pg.t(360, 108 + i * 16, f"{k}：{v}", 9.5)
    pg.t(60, 108, "供应商：" + seller["name"], 9.5)
    pg.t(60, 124, "联系地址：" + seller["addr"], 9.5)
    pg.t(60, 140, "联系电话：" + seller["tel"], 9.5)
    table = [["行号", "物料名称", "规格", "数量", "含税单价", "含税金额"]]
    tot = dec(0)
    for i, (name, spec, qty, price) in enumerate(rows, 1):
        amt = dec(qty * dec(price))
        tot += amt
        table.append([f"{i * 10}", name, spec, str(qty), money(price), money(amt)])
    table.append(["", "合计", "", "", "", money(tot)])
    y = pg.table(60, 176, [40, 150, 90, 50, 70, 75], table, 9, rh=22, aligns=["c", "l", "l", "r", "r", "r"])
    st.add_check("po", [dec(r[-1].replace(",", "")) for r in table[1:-1]], tot)
    notes = [
        "1. 请于收到订单后24小时内回签确认，逾期视为接受。",
        "2. 送货时请附送货单并注明本订单编号。",
        "3. 发票请开具增值税专用发票，税率13%，发票备注栏注明订单编号。",
    ]
    for i, s in enumerate(notes):
        pg.t(60, y + 30 + i * 16, s, 9)
    pg.t(60, y + 110, "采购员：孙磊", 10)
    pg.t(300, y + 110, "审批：周博文", 10)
    pg.t(60, y + 130, "供应商确认（盖章）：", 10)


def minutes_cn(st: Stream, org, date, topic, attendees, items, recorder):
    """会议纪要 (other)."""
    st.begin("other", "会议纪要")
    pg = st.page(A4, cjk="china-ss")
    pg.t(297, 70, f"{org}", 12, align="c")
    pg.t(297, 100, "会 议 纪 要", 20, align="c", color=RED)
    pg.line(60, 112, 535, 112, 1.5, RED)
    y = 140
    for k, v in (
        ("会议时间", fdate(date, "cn") + " 14:00-15:30"),
        ("会议地点", "三楼第二会议室"),
        ("会议主题", topic),
        ("参会人员", "、".join(attendees)),
        ("记录人", recorder),
    ):
        pg.t(60, y, f"{k}：", 10.5)
        y = pg.para(130, y, 400, v, 10.5) + 2
    y += 10
    pg.t(60, y, "会议议定事项：", 11)
    y += 20
    for i, s in enumerate(items, 1):
        y = pg.para(60, y, 475, f"{i}. {s}", 10.5, first=0) + 4
    pg.t(535, y + 40, f"{org}办公室", 10.5, align="r")
    pg.t(535, y + 60, fdate(date, "cn"), 10.5, align="r")


def receipt_loan(st: Stream, payee, signer, payer_name, amount, date, contract_no):
    """收条 from the borrowing company acknowledging loan funds (other)."""
    st.begin("other", "收条")
    pg = st.page((595.0, 360.0), cjk="china-ss")
    pg.t(297, 60, "收    条", 20, align="c")
    body = (
        f"今收到{payer_name}依据《借款合同》（合同编号：{contract_no}）通过银行转账方式出借的借款人民币"
        f"{cn_upper(amount)}（¥{money(amount)}），款项已全部到账。特立此据。"
    )
    y = pg.para(70, 110, 455, body, 12, lead=1.9, first=24)
    pg.t(300, y + 30, f"收款单位（盖章）：{payee['name']}", 11)
    pg.t(300, y + 56, f"经办人：{signer}", 11)
    pg.t(300, y + 82, fdate(date, "cn"), 12)
    pg.seal(420, y + 40, 40, payee["name"], "财务专用章", size=8)


def onboarding_cn(st: Stream, co, p, dept, post, start):
    """员工入职登记表 (other)."""
    st.begin("other", "入职登记表")
    pg = st.page(A4)
    pg.t(297, 66, co["name"], 12, align="c")
    pg.t(297, 94, "员工入职登记表", 18, align="c")
    b = p["birth"]
    rows = [
        ["姓名", p["name"], "性别", "男" if p["male"] else "女", "出生年月", f"{b.year}.{b.month:02d}"],
        ["民族", p["eth"], "籍贯", "浙江宁波", "政治面貌", "群众"],
        ["身份证号", p["id"], "", "", "婚否", "未婚"],
        ["部门", dept, "岗位", post, "入职日期", fdate(start, "iso")],
        ["现住址", "".join(p["addr"]), "", "", "", ""],
        ["紧急联系人", "赵建华（父亲）", "联系电话", "139 5821 4407", "", ""],
    ]
    y = pg.table(50, 114, [70, 120, 50, 90, 60, 105], rows, 9, rh=30, head=False)
    pg.t(60, y + 26, "教育及工作经历：", 10)
    y = pg.table(
        50,
        y + 36,
        [120, 200, 175],
        [
            ["起止时间", "学校/单位", "专业/职务"],
            ["2016.09-2020.06", "浙江工商大学", "会计学"],
            ["2020.07-2024.06", "宁波敏丰包装材料有限公司", "会计"],
        ],
        9,
        rh=24,
    )
    pg.para(
        60, y + 30, 475, "本人承诺以上所填信息真实有效，如有虚假，公司有权解除劳动合同且不予任何补偿。", 10
    )
    pg.t(330, y + 80, "本人签名：", 10)
    pg.t(390, y + 80, p["name"], 13, color=BLUE, log=False)
    pg.t(330, y + 104, "日期：" + fdate(start, "cn"), 10)
