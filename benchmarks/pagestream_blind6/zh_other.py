"""Chinese `other` documents: forms, requests, letters, lists, minutes, reports."""

from kit import GREY, RED, Flow
from kit_values import dec, dfmt, money, rmb_upper


def payment_request(st, d, scan=None):
    c = st.page(scan=scan)
    c.text(c.w / 2, 80, d["company"], 13, "zh", align="c")
    c.spaced(c.w / 2, 112, "付款申请单", 150, 18, "zh", align="c", bold=True)
    c.text(70, 140, "申请日期：" + dfmt(d["date"], "zh"), 10, "zh")
    c.text(c.w - 70, 140, "编号：" + d["no"], 10, "zh", align="r")
    total = sum((dec(a) for _, a in d["invoices"]), dec(0))
    inv = "、".join(n for n, _ in d["invoices"])
    rows = [
        ["申请部门", d["dept"], "申请人", d["applicant"]],
        ["收款单位", d["payee"], "", ""],
        ["开户银行", d["bank"], "银行账号", d["acct"]],
        ["付款事由", d["reason"] + "（对应发票号码：" + inv + "）", "", ""],
        ["合同编号", d["contract"], "付款方式", "银行转账"],
        ["付款金额（大写）", rmb_upper(total), "（小写）", "¥" + money(total)],
        ["部门负责人", "", "财务审核", ""],
        ["分管领导", "", "总经理审批", ""],
    ]
    c.table(60, 156, [95, 215, 80, c.w - 120 - 390], rows, rowh=[34, 34, 34, 56, 34, 34, 44, 44], size=9.5)
    c.text(60, 610, f"附件：发票{len(d['invoices']):d}张，合同复印件1份", 10, "zh")
    c.text(60, 632, "注：付款申请须附合法有效票据，金额以财务审核为准。", 9, "zh", GREY)
    return c


def expense_claim(st, d, scan=None):
    c = st.page(scan=scan)
    c.spaced(c.w / 2, 78, "费用报销单", 150, 18, "zh", align="c", bold=True)
    c.text(60, 108, "报销部门：" + d["dept"], 10, "zh")
    c.text(250, 108, "填报日期：" + dfmt(d["date"], "zh"), 10, "zh")
    c.text(c.w - 60, 108, f"单据及附件共 {len(d['lines']):d} 张", 10, "zh", align="r")
    rows = [["费用项目", "摘要", "票据号码", "金额（元）"]]
    total = dec(0)
    for item, memo, no, amt in d["lines"]:
        rows.append([item, memo, no, money(amt)])
        total += dec(amt)
    while len(rows) < 7:
        rows.append(["", "", "", ""])
    rows.append(["合计金额（大写）", rmb_upper(total), "（小写）", "¥" + money(total)])
    y = c.table(
        60, 120, [90, 200, 100, c.w - 120 - 390], rows, rowh=28, size=9.5, aligns=["c", "l", "c", "r"]
    )
    c.text(60, y + 30, "报销人：" + d["person"], 10, "zh")
    c.text(200, y + 30, "部门审核：", 10, "zh")
    c.text(330, y + 30, "财务审核：", 10, "zh")
    c.text(450, y + 30, "领款人：", 10, "zh")
    c.text(60, y + 56, "备注：" + d.get("memo", ""), 9.5, "zh", GREY)
    return c


def onboarding_form(st, d, scan=None, title="入职登记表"):
    c = st.page(scan=scan)
    c.text(c.w / 2, 70, d["company"], 12, "zh", align="c")
    c.spaced(c.w / 2, 100, title, 150, 18, "zh", align="c", bold=True)
    c.text(c.w - 60, 122, "填表日期：" + dfmt(d["date"], "zh"), 9.5, "zh", align="r")
    per = d["person"]
    rows = [
        ["姓名", per["name"], "性别", per["sex"], "民族", per["eth"]],
        ["出生日期", dfmt(per["birth"], "slash"), "学历", d["edu"], "婚姻状况", d["marital"]],
        ["身份证号码", per["idn"], "", "", "政治面貌", d.get("political", "群众")],
        ["户籍地址", per["addr"], "", "", "", ""],
        ["现住址", d["live"], "", "", "", ""],
        ["联系电话", d["tel"], "电子邮箱", d["email"], "", ""],
        ["应聘岗位", d["post"], "入职日期", d["join"], "试用期", "三个月"],
        ["紧急联系人", d["emerg"], "关系", d["emerg_rel"], "电话", d["emerg_tel"]],
    ]
    y = c.table(50, 132, [70, 130, 60, 95, 60, c.w - 100 - 415], rows, rowh=30, size=9)
    c.text(50, y + 26, "工作经历", 11, "zh", bold=True)
    rows = (
        [["起止时间", "工作单位", "职务", "离职原因"]] + [list(r) for r in d["history"]] + [["", "", "", ""]]
    )
    y = c.table(50, y + 34, [110, 200, 90, c.w - 100 - 400], rows, rowh=26, size=9)
    c.para(
        50,
        y + 28,
        c.w - 100,
        "本人承诺：以上所填信息及所提供的证件、资料均真实有效，如有虚假，愿承担由此引起的一切后果，公司有权解除劳动合同。",
        9.5,
        "zh",
    )
    c.text(330, y + 80, "本人签名：", 10, "zh")
    c.text(390, y + 80, per["name"], 15, "zh", (0.1, 0.1, 0.4))
    return c


def requisition(st, d, scan=None):
    c = st.page(scan=scan)
    c.spaced(c.w / 2, 80, "办公用品领用单", 200, 17, "zh", align="c", bold=True)
    c.text(60, 112, "领用部门：" + d["dept"], 10, "zh")
    c.text(c.w - 60, 112, "日期：" + dfmt(d["date"], "slash"), 10, "zh", align="r")
    rows = [["序号", "物品名称", "规格", "单位", "数量", "备注"]]
    for i, (n, s, u, q) in enumerate(d["items"], 1):
        rows.append([str(i), n, s, u, str(q), ""])
    while len(rows) < 11:
        rows.append(["", "", "", "", "", ""])
    y = c.table(
        60,
        124,
        [40, 150, 100, 50, 50, c.w - 120 - 390],
        rows,
        rowh=24,
        size=9.5,
        aligns=["c", "l", "c", "c", "r", "l"],
    )
    c.text(60, y + 30, "领用人：" + d["person"], 10, "zh")
    c.text(250, y + 30, "部门负责人：", 10, "zh")
    c.text(420, y + 30, "行政部：", 10, "zh")
    return c


def demand_letter(st, d, scan=None):
    f = Flow(st, size=11, top=90, scans={1: scan} if scan else None)
    f.title("催　款　函", size=20, gap=26)
    f.line(d["to"] + "：", size=11, gap=24)
    f.p(
        "贵我双方于{}签订了《{}》（合同编号：{}），约定贵方按季度支付租金。截至{}，贵方尚欠{}租金人民币{}元（大写：{}）未支付，"
        "已逾期{}日。".format(
            d["contract_date"],
            d["contract_title"],
            d["contract_no"],
            d["asof"],
            d["period"],
            money(d["owed"]),
            rmb_upper(d["owed"]),
            d["days"],
        )
    )
    f.p(
        "根据合同第七条约定，逾期支付租金超过十五日的，我方有权解除合同并没收保证金。为维护双方良好的合作关系，请贵方在收到本函之日起五个"
        "工作日内将上述款项汇入我方账户，逾期我方将依约采取相应措施。"
    )
    f.p("收款账户：{}　开户行：{}　账号：{}".format(d["payee"], d["bank"], d["acct"]), indent=0)
    f.p("特此函告。")
    f.space(40)
    f.line(d["payee"], size=11, align="r", gap=22)
    f.line(dfmt(d["date"], "zh"), size=11, align="r")
    f.c.stamp(f.right - 80, f.y - 30, 38, d["payee"], "★", "")
    return f


def quotation(st, d, scan=None):
    c = st.page(scan=scan)
    c.text(60, 70, d["seller"], 15, "zh", bold=True)
    c.text(60, 88, d["seller_addr"] + "　电话：" + d["seller_tel"], 8.5, "zh", GREY)
    c.line(60, 96, c.w - 60, 96, (0.2, 0.3, 0.6), 1.5)
    c.spaced(c.w / 2, 130, "报价单", 120, 20, "zh", align="c", bold=True)
    c.text(60, 160, "致：" + d["to"], 10.5, "zh")
    c.text(60, 178, "联系人：" + d["attn"], 10, "zh")
    c.text(c.w - 60, 160, "报价编号：" + d["no"], 10, "zh", align="r")
    c.text(c.w - 60, 178, "报价日期：" + dfmt(d["date"], "iso"), 10, "zh", align="r")
    rows = [["序号", "产品名称", "规格型号", "单位", "数量", "含税单价", "含税金额"]]
    total = dec(0)
    for i, (nm, spec, unit, q, p) in enumerate(d["goods"], 1):
        amt = dec(q * p)
        total += amt
        rows.append([str(i), nm, spec, unit, str(q), money(p), money(amt)])
    rows.append(["", "合计", "", "", "", "", money(total)])
    y = c.table(
        60,
        192,
        [32, 120, 80, 36, 44, 78, c.w - 120 - 390],
        rows,
        rowh=22,
        size=9,
        aligns=["c", "l", "c", "c", "r", "r", "r"],
        head_fill=(0.88, 0.92, 0.98),
        heads=1,
    )
    y += 24
    for s in (
        "说明：",
        "1. 以上报价含13%增值税及运费，报价有效期30天；",
        "2. 交货期：合同签订后{}日内；".format(d["lead"]),
        "3. 付款方式：预付30%，验收合格后支付70%；",
        "4. 质保期：验收合格后十八个月。",
    ):
        c.text(60, y, s, 9.5, "zh")
        y += 17
    c.text(c.w - 60, y + 40, d["seller"], 10, "zh", align="r")
    c.text(c.w - 60, y + 58, "销售代表：" + d["rep"], 10, "zh", align="r")
    return c


def delivery_note(st, d, scan=None):
    c = st.page(scan=scan)
    c.text(c.w / 2, 70, d["seller"], 14, "zh", align="c", bold=True)
    c.spaced(c.w / 2, 100, "送货单", 110, 18, "zh", align="c")
    c.text(c.w - 60, 100, "No. " + d["no"], 11, "cour", RED, align="r")
    c.text(60, 128, "收货单位：" + d["to"], 10, "zh")
    c.text(60, 146, "收货地址：" + d["addr"], 10, "zh")
    c.text(360, 128, "送货日期：" + dfmt(d["date"], "iso"), 10, "zh")
    c.text(360, 146, "合同编号：" + d["contract"], 10, "zh")
    rows = [["序号", "品名", "规格型号", "单位", "数量", "备注"]]
    for i, (nm, spec, unit, q, memo) in enumerate(d["goods"], 1):
        rows.append([str(i), nm, spec, unit, str(q), memo])
    while len(rows) < 9:
        rows.append(["", "", "", "", "", ""])
    y = c.table(
        60,
        158,
        [36, 150, 100, 50, 60, c.w - 120 - 396],
        rows,
        rowh=24,
        size=9.5,
        aligns=["c", "l", "c", "c", "r", "l"],
    )
    c.text(60, y + 24, "以上货物已于当日收到，数量无误，外包装完好。", 9.5, "zh")
    c.text(60, y + 58, "送货人：" + d["driver"], 10, "zh")
    c.text(250, y + 58, "收货人（签字）：", 10, "zh")
    c.text(340, y + 58, d["receiver"], 14, "zh", (0.1, 0.1, 0.45))
    c.text(60, y + 90, "白联：存根　红联：客户　黄联：财务", 8, "zh", GREY)
    return c


def statement(st, d, scan=None):
    c = st.page(scan=scan)
    c.text(c.w / 2, 76, d["seller"], 13, "zh", align="c")
    c.spaced(c.w / 2, 106, "往来对账单", 170, 18, "zh", align="c", bold=True)
    c.text(60, 136, d["to"] + "：", 10.5, "zh")
    c.para(
        60,
        156,
        c.w - 120,
        "为核实双方往来款项，特函请贵司核对。下列数据出自我司账簿记录，如与贵司记录相符，请在本函下端“数据证明无误”处签章"
        "证明；如有不符，请在“数据不符”处列明不符金额。",
        10,
        "zh",
        indent=20,
    )
    rows = [["日期", "摘要", "发票号码", "借方（应收）", "贷方（已收）"]]
    bal = dec(0)
    for dt, memo, no, debit, credit in d["lines"]:
        rows.append([dt, memo, no, money(debit) if debit else "", money(credit) if credit else ""])
        bal += dec(debit or 0) - dec(credit or 0)
    rows.append(["", "期末余额", "", money(bal), ""])
    y = c.table(
        60, 222, [70, 150, 80, 85, c.w - 120 - 385], rows, rowh=24, size=9, aligns=["c", "l", "c", "r", "r"]
    )
    c.text(60, y + 30, "截止日期：" + dfmt(d["date"], "zh"), 10, "zh")
    c.text(60, y + 70, "数据证明无误　　　　（签章）", 10, "zh")
    c.text(330, y + 70, "数据不符，请列明：", 10, "zh")
    c.text(c.w - 60, y + 120, d["seller"], 10, "zh", align="r")
    c.text(c.w - 60, y + 138, dfmt(d["date"], "zh"), 10, "zh", align="r")
    return c


def checklist_cover(st, d, scan=None):
    c = st.page(scan=scan)
    c.text(c.w / 2, 150, d["company"], 14, "zh", align="c")
    c.text(c.w / 2, 200, d["title"], 24, "zh", align="c", bold=True)
    c.text(c.w / 2, 232, d["sub"], 12, "zh", GREY, align="c")
    rows = [["序号", "材料名称", "份数", "是否提交"]]
    for i, (n, k, ok) in enumerate(d["items"], 1):
        rows.append([str(i), n, k, "√" if ok else "待补"])
    c.table(90, 280, [40, 250, 60, 70], rows, rowh=26, size=10, aligns=["c", "l", "c", "c"])
    c.text(90, 620, "经办人：" + d["handler"], 11, "zh")
    c.text(330, 620, "日期：" + dfmt(d["date"], "zh"), 11, "zh")
    return c


def power_of_attorney(st, d, scan=None):
    f = Flow(st, size=11, top=100, scans={1: scan} if scan else None)
    f.title("授 权 委 托 书", size=21, gap=30)
    f.line("委托人：" + d["principal"], gap=20)
    f.line("法定代表人：" + d["rep"], gap=20)
    f.line("受托人：" + d["agent"], gap=20)
    f.line("身份证号码：" + d["agent_id"], gap=30)
    f.p(
        "兹委托{}作为我单位的合法代理人，全权代表我单位办理{}相关事宜，包括但不限于签署劳动合同、提交社会保险登记材料、领取相关证照。"
        "受托人在上述权限范围内签署的一切文件和处理的有关事务，我单位均予以承认。".format(
            d["agent"], d["matter"]
        )
    )
    f.p("委托期限：自{}起至{}止。受托人无转委托权。".format(d["from"], d["to"]))
    f.space(50)
    f.line("委托人（盖章）：" + d["principal"], x=f.left + 200, gap=26)
    f.line("法定代表人（签字）：", x=f.left + 200, gap=26)
    f.line(dfmt(d["date"], "zh"), x=f.left + 200)
    f.c.stamp(f.left + 330, f.y - 50, 38, d["principal"], "★", "")
    return f


def minutes(st, d, scan=None):
    f = Flow(st, size=10.5, top=80, scans={1: scan} if scan else None)
    f.title(d["title"], size=18, gap=18)
    f.line("会议时间：" + d["when"], gap=18)
    f.line("会议地点：" + d["where"], gap=18)
    f.line("参会人员：" + d["who"], gap=18)
    f.line("记录人：" + d["scribe"], gap=24)
    f.h("一、会议议题")
    f.p(d["topic"])
    f.h("二、会议纪要")
    for i, s in enumerate(d["points"], 1):
        f.p(f"{i:d}. {s}")
    f.h("三、后续工作安排")
    for s in d["todo"]:
        f.p(s)
    f.space(20)
    f.line("抄送：" + d["cc"], size=9.5, gap=16)
    return f


def acceptance_report(st, d, scan=None):
    f = Flow(st, size=10.5, top=80, scans=scan)
    f.title("项目验收报告", size=20, gap=20)
    f.table(
        [100, f.width - 100],
        [
            ["项目名称", d["project"]],
            ["合同编号", d["contract"]],
            ["建设单位", d["owner"]],
            ["承建单位", d["vendor"]],
            ["验收日期", dfmt(d["date"], "zh")],
            ["合同金额", "人民币" + money(d["amount"]) + "元"],
        ],
        rowh=26,
        size=10,
    )
    f.h("一、项目概况")
    f.p(d["summary"])
    f.h("二、验收依据")
    for s in (
        "1.《软件许可使用协议》及其附件；",
        "2. 项目实施方案及需求规格说明书；",
        "3. 国家及行业相关技术标准与规范。",
    ):
        f.p(s, indent=21)
    f.h("三、验收内容及结果")
    rows = [["序号", "验收项", "验收标准", "结果"]]
    for i, (a, b, r) in enumerate(d["checks"], 1):
        rows.append([str(i), a, b, r])
    f.table([40, 130, f.width - 230, 60], rows, rowh=24, size=9, aligns=["c", "l", "l", "c"])
    f.h("四、遗留问题")
    for s in d["issues"]:
        f.p(s)
    f.h("五、验收结论")
    f.p(d["conclusion"])
    f.space(20)
    f.line("验收小组成员签字：", gap=40)
    for who in d["team"]:
        f.line(who + "：", x=f.left + 20, gap=28)
    f.space(10)
    f.line("建设单位（盖章）：　　　　　　　　　　　　承建单位（盖章）：", gap=28)
    return f


def bank_slip(st, d, scan=None):
    """网上银行电子回单 (payment receipt from a bank) - other."""
    c = st.page(scan=scan)
    x0, x1 = 60, c.w - 60
    y0 = 90
    c.text(x0, y0, d["bank"], 13, "zh", (0.0, 0.45, 0.35), bold=True)
    c.text((x0 + x1) / 2, y0 + 30, "网上银行电子回单", 16, "zh", align="c", bold=True)
    c.text(x0, y0 + 56, "回单编号：" + d["no"], 9, "zh")
    c.text(x1, y0 + 56, "交易日期：" + dfmt(d["date"], "zh0"), 9, "zh", align="r")
    rows = [
        ["付款人", "户名", d["payer"], "收款人", "户名", d["payee"]],
        ["", "账号", d["payer_acct"], "", "账号", d["payee_acct"]],
        ["", "开户行", d["payer_bank"], "", "开户行", d["payee_bank"]],
        ["金额", "大写", rmb_upper(d["amount"]), "", "小写", "¥" + money(d["amount"])],
        ["用途", "", d["purpose"], "", "币种", "人民币"],
        ["流水号", "", d["serial"], "", "渠道", "网上银行"],
    ]
    c.table(x0, y0 + 66, [44, 40, 156, 44, 40, x1 - x0 - 324], rows, rowh=24, size=8.5)
    c.text(
        x0, y0 + 250, "本回单仅作为已办理转账业务的凭证，不作为收款方发货依据。重复打印无效。", 8, "zh", GREY
    )
    c.stamp(x1 - 70, y0 + 210, 34, d["bank"] + "电子回单专用章", "", "")
    return c


def diploma(st, d, scan=None):
    """普通高等学校毕业证书 copy - other (carries name, sex, birth date of a person)."""
    c = st.page(scan=scan)
    x0, y0, x1, y1 = 70, 110, c.w - 70, 470
    c.rect(x0, y0, x1, y1, (0.55, 0.45, 0.2), width=3)
    c.rect(x0 + 8, y0 + 8, x1 - 8, y1 - 8, (0.55, 0.45, 0.2), width=0.8)
    c.text((x0 + x1) / 2, y0 + 50, "普通高等学校", 14, "zh", (0.5, 0.3, 0.1), align="c", cs=4)
    c.text((x0 + x1) / 2, y0 + 86, "毕 业 证 书", 26, "zh", (0.5, 0.3, 0.1), align="c", bold=True)
    c.photo(x0 + 30, y0 + 110, x0 + 100, y0 + 200, shade=0.74)
    body = (
        "学生{}，性别{}，{:d}年{:d}月{:d}日生，于{}至{}在本校{}专业{}学习，"
        "学制四年，修完教学计划规定的全部课程，成绩合格，准予毕业。".format(
            d["name"],
            d["sex"],
            d["birth"].year,
            d["birth"].month,
            d["birth"].day,
            d["from"],
            d["to"],
            d["major"],
            "本科",
        )
    )
    c.para(x0 + 120, y0 + 130, x1 - x0 - 150, body, 11, "zh", 1.9, indent=22)
    c.text(x1 - 40, y1 - 70, "校（院）长：" + d["president"], 10.5, "zh", align="r")
    c.text(x1 - 40, y1 - 48, d["school"], 11, "zh", align="r")
    c.text(x1 - 40, y1 - 28, d["issued"], 10.5, "zh", align="r")
    c.stamp(x1 - 110, y1 - 70, 36, d["school"], "★", "")
    c.text(x0 + 30, y1 - 28, "证书编号：" + d["cert"], 10, "zh")
    c.text(c.w / 2, 540, "此复印件仅供入职审核使用", 13, "zh", (0.2, 0.2, 0.2), align="c")
    return c
