"""Non-form pages: minutes, letters, resume, manual, press release, payroll, certificates."""

from __future__ import annotations

from docs import A4, A4_LAND, A5, Ctx, DocOut
from drawing import BLUE, GREEN, GREY, Flow
from texts import cn_date, digits, en_date, money

MINUTES_ITEMS = [
    (
        "项目进展",
        "项目组汇报了一期工程的实施进度，目前已完成总体工作量的65%。与甲方确认的需求变更共计7项，"
        "其中5项已完成开发，2项预计下月中旬完成。",
    ),
    (
        "合同与付款",
        "商务部通报：与供应商的设备采购合同已于上周完成签署，合同金额在预算范围内。第二期款项需待对方"
        "开具增值税专用发票并经财务审核后支付，预计本月底前完成。",
    ),
    (
        "风险与问题",
        "部分进口元器件交货期延长约三周，可能影响整体工期。会议要求采购部即日起寻找替代供应商，"
        "并在下周例会上汇报比价结果。",
    ),
    (
        "质量与安全",
        "质量部通报了上月抽检情况，合格率98.6%，较上月提升0.8个百分点。现场安全检查发现隐患3处，"
        "均已整改完毕。",
    ),
    (
        "下一步工作",
        "一、项目组于本周五前提交详细的进度计划；二、财务部核对已收发票与合同金额是否一致；"
        "三、法务部审核补充协议文本，重点关注违约金条款；四、行政部安排下次会议的会议室及视频设备。",
    ),
]


def meeting_minutes(ctx: Ctx) -> DocOut:
    """会议纪要 over two pages, mentioning 甲方, 合同, 发票 and 金额 in passing."""
    rng, pools = ctx.rng, ctx.pools
    company = pools.company()
    day = ctx.date()
    flow = Flow(lambda: ctx.sheet(A4), top=26)
    flow.para(f"{company.name}", 12, align="c", gap=1)
    flow.para("项目协调会会议纪要", 18, bold=True, align="c", gap=5)
    people = [pools.person().name for _ in range(7)]
    for line in (
        f"会议时间：{cn_date(day)} 14:00—16:30",
        "会议地点：公司三楼第一会议室",
        f"主 持 人：{people[0]}",
        f"参会人员：{'、'.join(people[1:6])}",
        f"记 录 人：{people[6]}",
    ):
        flow.para(line, 11, gap=1.5)
    flow.space(4)
    flow.para("会议听取了各部门的工作汇报，就以下事项形成纪要：", 11, first_indent=7.8, gap=3)
    for n, (head, text) in enumerate(MINUTES_ITEMS * 2 if rng.random() < 0.3 else MINUTES_ITEMS, start=1):
        flow.heading(f"{'一二三四五六七八九十'[(n - 1) % 10]}、{head}", 12, gap=1.5)
        flow.para(text, 11, first_indent=7.8, gap=3)
    flow.para("（本纪要发至各参会部门，请遵照执行。）", 11, gap=3)
    flow.para(f"{company.name}办公室", 11, align="c", gap=1)
    flow.para(cn_date(day), 11, align="c")
    if len(flow.sheets) < 2:
        flow.page()
        flow.para("附：会议签到表", 12, bold=True, gap=3)
        table = [["序号", "姓名", "部门", "签到"]] + [[k + 1, p, "", ""] for k, p in enumerate(people)]
        flow.sheet.table(25, flow.y, [15, 40, 60, 45], table, 10, 10)
    return DocOut("other", "会议纪要", flow.sheets)


def resume(ctx: Ctx) -> DocOut:
    """个人简历 with education and work history."""
    rng, pools = ctx.rng, ctx.pools
    person = pools.person().name
    firms = [pools.company().name for _ in range(2)]
    sheet = ctx.sheet(A4)
    sheet.rect(0, 0, 210, 40, 0, None, (0.16, 0.3, 0.45))
    sheet.text(20, 22, person, 22, color=(1, 1, 1), bold=True)
    sheet.text(
        20,
        32,
        f"求职意向：{rng.choice(['财务主管', '采购经理', '项目经理', '法务专员'])}",
        11,
        color=(1, 1, 1),
    )
    info = [
        f"性别：{rng.choice(['男', '女'])}",
        f"出生年月：{rng.randint(1985, 1998)}年{rng.randint(1, 12)}月",
        f"电话：{rng.choice(['138', '139', '186'])}{digits(rng, 8)}",
        f"邮箱：{digits(rng, 9)}@qq.com",
        "学历：本科",
        f"工作年限：{rng.randint(3, 12)}年",
    ]
    for i, text in enumerate(info):
        sheet.text(20 + (i % 3) * 60, 52 + (i // 3) * 7, text, 10)
    y = 74.0
    sections = [
        (
            "教育背景",
            [
                f"2010.09—2014.06　{rng.choice(['南京财经大学', '西南政法大学', '华中科技大学'])}　会计学　本"
                "科"
            ],
        ),
        (
            "工作经历",
            [
                f"2019.03—至今　{firms[0]}　主管",
                "负责供应商管理、采购合同审核及付款申请，年采购金额约8000万元；推动电子发票全流程归档。",
                f"2014.07—2019.02　{firms[1]}　专员",
                "负责应付账款核对、增值税发票认证及月度对账，参与ERP系统上线。",
            ],
        ),
        ("专业技能", ["熟练使用用友U8、金蝶K3及Excel数据分析；持有中级会计师证书；英语CET-6。"]),
        ("自我评价", ["工作细致，沟通能力强，熟悉合同管理和财务内控流程，能承受较大工作压力。"]),
    ]
    for head, lines in sections:
        sheet.text(20, y, head, 13, color=(0.16, 0.3, 0.45), bold=True)
        sheet.line(20, y + 2, 190, y + 2, 0.6, (0.16, 0.3, 0.45))
        y += 9
        for line in lines:
            y = sheet.para(22, y, 166, line, 10) + 1.5
        y += 5
    return DocOut("other", "个人简历", [sheet])


def manual_page(ctx: Ctx) -> DocOut:
    """One page of a product manual on A5: safety notes and a specification table."""
    rng = ctx.rng
    model = f"DTZ-{rng.randint(100, 999)}"
    sheet = ctx.sheet(A5)
    sheet.text(74, 16, f"{model} 型三相智能电能表", 12, bold=True, align="c")
    sheet.text(74, 22, "使用说明书", 10, align="c")
    y = sheet.para(12, 32, 124, "一、安全注意事项", 10.5, bold=True)
    for line in (
        "1. 安装、接线必须由具有资质的电工操作，操作前务必切断电源。",
        "2. 请勿在潮湿、有腐蚀性气体的环境中使用本产品。",
        "3. 本产品铅封不得私自拆除，否则不予保修。",
    ):
        y = sheet.para(14, y, 122, line, 8.5)
    y = sheet.para(12, y + 3, 124, "二、主要技术参数", 10.5, bold=True)
    table = [
        ["项目", "参数"],
        ["参比电压", "3×220/380V"],
        ["电流规格", "1.5(6)A"],
        ["准确度等级", "有功1级"],
        ["工作温度", "-25℃～+60℃"],
        ["通信接口", "RS485 / 红外"],
    ]
    y = sheet.table(14, y, [50, 70], table, 6.5, 8.5, aligns="ll") + 6
    y = sheet.para(12, y, 124, "三、保修说明", 10.5, bold=True)
    sheet.para(14, y, 122, "自购买之日起18个月内，在正常使用条件下出现质量问题，凭购买发票免费维修。", 8.5)
    sheet.text(74, 200, "— 3 —", 8, align="c", color=GREY)
    return DocOut("other", "产品说明书页", [sheet])


def press_release(ctx: Ctx) -> DocOut:
    rng, pools = ctx.rng, ctx.pools
    company = pools.en_company("Inc.")
    partner = pools.en_company("Limited")
    day = ctx.date()
    sheet = ctx.sheet(A4)
    sheet.text(24, 26, "FOR IMMEDIATE RELEASE", 10, "hebo", BLUE)
    sheet.para(24, 40, 162, f"{company} Signs Multi-Year Supply Agreement with {partner}", 16, "hebo")
    text = [
        f"SAN JOSE, Calif., {en_date(day, 'mdy')} -- {company} today announced that it has signed a "
        "three-year "
        f"agreement to supply imaging components to {partner}. Financial terms of the contract were not "
        "disclosed.",
        '"This agreement reflects the trust our customers place in our engineering," said the company\'s '
        "chief "
        'executive. "We expect the first shipments to begin next quarter."',
        f"{company} designs and manufactures precision optical and imaging modules for industrial customers "
        "in "
        "more than 20 countries. The company reported revenue growth of 18 percent in the last fiscal year.",
        "Forward-looking statements in this release are subject to risks and uncertainties, and actual "
        "results "
        "may differ materially.",
        f"Media contact: press@{company.split()[0].lower()}.example  |  +1 408 555 0{digits(rng, 3)}",
    ]
    y = 60.0
    for para in text:
        y = sheet.para(24, y, 162, para, 10.5, "tiro") + 4
    sheet.text(105, y + 6, "###", 11, "tiro", align="c")
    return DocOut("other", "Press release", [sheet])


def payroll_summary(ctx: Ctx) -> DocOut:
    """工资汇总表 on A4 landscape."""
    rng, pools = ctx.rng, ctx.pools
    company = pools.company()
    day = ctx.date()
    sheet = ctx.sheet(A4_LAND)
    sheet.text(148, 20, f"{company.name}　{day.year}年{day.month}月工资汇总表", 14, bold=True, align="c")
    heads = [
        "序号",
        "姓名",
        "部门",
        "基本工资",
        "岗位津贴",
        "绩效奖金",
        "应发合计",
        "社保个人",
        "公积金个人",
        "个税",
        "实发工资",
    ]
    table = [heads]
    for n in range(1, 15):
        base, bonus, perf = (
            rng.randrange(45, 180) * 10000,
            rng.randrange(5, 20) * 10000,
            rng.randrange(0, 60) * 10000,
        )
        gross = base + bonus + perf
        social, fund = gross * 105 // 1000, gross * 7 // 100
        tax = max(0, (gross - social - fund - 500000) * 3 // 100)
        net = gross - social - fund - tax
        row = [n, pools.person().name, rng.choice(["销售部", "技术部", "财务部", "行政部"])]
        row += [money(v) for v in (base, bonus, perf, gross, social, fund, tax, net)]
        table.append(row)
    sheet.table(14, 30, [12, 24, 22] + [27.5] * 8, table, 9, 8.5, aligns="ccc" + "r" * 8)
    sheet.text(
        20,
        195,
        f"制表：{pools.person().name}　　审核：{pools.person().name}　　制表日期：{cn_date(day)}",
        9.5,
    )
    return DocOut("other", "工资汇总表", [sheet])


def certificate(ctx: Ctx) -> DocOut:
    """培训合格证书 on A4 landscape with a double border."""
    rng, pools = ctx.rng, ctx.pools
    issuer = pools.company("咨询")
    person = pools.person().name
    day = ctx.date()
    sheet = ctx.sheet(A4_LAND)
    sheet.rect(12, 12, 285, 198, 3, (0.7, 0.55, 0.2))
    sheet.rect(17, 17, 280, 193, 0.8, (0.7, 0.55, 0.2))
    sheet.text(148.5, 52, "培训合格证书", 30, color=(0.6, 0.1, 0.1), bold=True, align="c")
    sheet.text(148.5, 64, "CERTIFICATE OF TRAINING", 12, "tibo", GREY, align="c")
    sheet.para(50, 92, 200, f"{person}　同志：", 15)
    sheet.para(
        60,
        108,
        190,
        f"于{cn_date(day)}参加“合同管理与增值税发票实务”专题培训，共计24学时，经考核成绩合格，特发此证。",
        15,
        lead=10,
    )
    sheet.text(60, 150, f"证书编号：PX{day.year}{digits(rng, 5)}", 11)
    sheet.text(205, 160, issuer.name, 12, align="c")
    sheet.text(205, 168, cn_date(day), 12, align="c")
    sheet.stamp(205, 158, issuer.name, "培训专用章", oval=False, size=0.85)
    return DocOut("other", "培训证书", [sheet])


def cover_letter_cn(ctx: Ctx) -> DocOut:
    pools = ctx.pools
    sender, receiver = pools.company(), pools.company()
    day = ctx.date()
    sheet = ctx.sheet(A4)
    sheet.text(105, 22, sender.name, 13, color=(0.6, 0.1, 0.1), bold=True, align="c")
    sheet.line(20, 26, 190, 26, 1.4, (0.6, 0.1, 0.1))
    sheet.text(105, 44, "关于报送合同及结算资料的函", 16, bold=True, align="c")
    sheet.text(20, 60, f"{receiver.name}：", 11)
    paras = [
        "贵我双方合作的项目已按约定完成阶段性工作。现将相关结算资料随函报送，请贵司查收并安排审核付款。",
        "随函附送：1. 项目合同复印件一份；2. 增值税发票一份；3. 验收单及送货单复印件；4. 经办人身份证复印件。"
        "",
        "上述资料如有疑问，请与我司项目联系人联系。金额以发票及合同约定为准，感谢贵司一贯的支持与配合！",
    ]
    y = 70.0
    for para in paras:
        y = sheet.para(20, y, 170, "　　" + para, 11, lead=7.5) + 2
    sheet.text(20, y + 8, f"联系人：{pools.person().name}　电话：{sender.tel}", 10.5)
    sheet.text(170, y + 30, sender.name, 11, align="r")
    sheet.text(170, y + 38, cn_date(day), 11, align="r")
    sheet.stamp(150, y + 32, sender.name, "", oval=False, size=0.8)
    return DocOut("other", "报送函（封面信）", [sheet])


def cover_letter_en(ctx: Ctx) -> DocOut:
    rng, pools = ctx.rng, ctx.pools
    sender, receiver = pools.en_company("Ltd."), pools.en_company("Inc.")
    day = ctx.date()
    sheet = ctx.sheet(A4)
    sheet.text(24, 26, sender, 14, "tibo", GREEN)
    sheet.text(24, 46, en_date(day, "dmy"), 10.5, "tiro")
    sheet.text(24, 58, "Accounts Payable Department", 10.5, "tiro")
    sheet.text(24, 63.5, receiver, 10.5, "tiro")
    sheet.text(24, 78, "Re: Documents for settlement", 10.5, "tibo")
    paras = [
        "Dear Sir or Madam,",
        "Please find enclosed our invoice together with the signed agreement and the delivery confirmation "
        "for "
        "the goods supplied last month. Kindly check the documents and arrange payment within the agreed "
        "terms.",
        "Should you require a copy of the purchase order or a statement of account, please let us know. We "
        "appreciate your continued business.",
        "Yours faithfully,",
    ]
    y = 90.0
    for para in paras:
        y = sheet.para(24, y, 162, para, 10.5, "tiro") + 3
    sheet.signature(26, y + 8, rng)
    sheet.text(
        24,
        y + 18,
        f"{pools.person().surname} {rng.choice(['Wei', 'Min', 'Jun'])}, Finance Manager",
        10.5,
        "tiro",
    )
    sheet.text(24, y + 30, f"Enc. ({rng.randint(2, 4)})", 10, "tiro")
    return DocOut("other", "Cover letter (EN)", [sheet])


def statistics_page(ctx: Ctx) -> DocOut:
    rng = ctx.rng
    sheet = ctx.sheet(A4)
    year = rng.choice([2022, 2023])
    sheet.text(105, 24, f"表3-2　{year}年各地区主要工业产品产量", 13, bold=True, align="c")
    heads = ["地区", "发电量（亿千瓦时）", "钢材（万吨）", "水泥（万吨）", "汽车（万辆）", "集成电路（亿块）"]
    regions = [
        "北京",
        "天津",
        "河北",
        "山西",
        "上海",
        "江苏",
        "浙江",
        "安徽",
        "福建",
        "江西",
        "山东",
        "河南",
        "湖北",
        "湖南",
        "广东",
        "广西",
        "重庆",
        "四川",
        "陕西",
        "甘肃",
    ]
    table = [heads] + [[r] + [f"{rng.uniform(10, 5000):.1f}" for _ in range(5)] for r in regions]
    bottom = sheet.table(18, 32, [24, 32, 28, 28, 28, 34], table, 9.5, 8.5, aligns="crrrrr")
    sheet.text(
        18, bottom + 8, "注：本表数据为快报数，合计数与分项之和因四舍五入可能存在差异。", 8.5, color=GREY
    )
    sheet.text(105, 285, "— 47 —", 8.5, align="c", color=GREY)
    return DocOut("other", "统计表", [sheet])


def notice(ctx: Ctx) -> DocOut:
    pools = ctx.pools
    company = pools.company()
    day = ctx.date()
    sheet = ctx.sheet(A4)
    sheet.text(105, 30, "关于年度财务结账工作安排的通知", 16, bold=True, align="c")
    sheet.text(20, 46, "各部门：", 11)
    paras = [
        "为做好年度财务结账工作，现将有关事项通知如下：",
        "一、各部门应于本月25日前将已签订合同的原件交法务部归档，未归档合同不予付款。",
        "二、所有发票须于本月26日前提交财务部，逾期提交的发票将顺延至下一会计期间处理。",
        "三、借款人员应于月底前办理还款或报销手续。",
        "请各部门负责人高度重视，确保按时完成。",
    ]
    y = 56.0
    for para in paras:
        y = sheet.para(20, y, 170, "　　" + para, 11, lead=7.5) + 2
    sheet.text(170, y + 16, f"{company.name}财务部", 11, align="r")
    sheet.text(170, y + 24, cn_date(day), 11, align="r")
    return DocOut("other", "通知", [sheet])


def blank_page(ctx: Ctx, size=A4) -> DocOut:
    return DocOut("other", "空白页", [ctx.sheet(size)])


def separator_sheet(ctx: Ctx) -> DocOut:
    """Batch-scanning separator sheet with a barcode."""
    rng = ctx.rng
    sheet = ctx.sheet(A4)
    sheet.barcode(45, 60, 120, 30, rng)
    sheet.text(105, 110, "分 隔 页", 40, bold=True, align="c")
    sheet.text(105, 125, "SEPARATOR SHEET", 18, "hebo", align="c")
    sheet.text(105, 140, f"批次号 Batch: {digits(rng, 6)}", 12, align="c")
    return DocOut("other", "分隔页", [sheet])
