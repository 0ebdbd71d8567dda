"""task_951 (guarantees to subsidiaries) and task_952 (contracts won, with a company profile)."""

from __future__ import annotations

from nb3_common import Column, Doc, Task, cn_int, cyc, date_text, dec, money, pct, table

# -- task_951 -----------------------------------------------------------------------------------

G_ROWS = table(
    """
2024-01-12|华鼎新材|华鼎新材料（江苏）有限公司|全资子公司|8000|连带责任保证|12|0.3215
2024-01-26|华鼎新能|华鼎新能源（内蒙古）有限公司|控股子公司|15000|连带责任保证|36|0.412
2024-02-08|泰丰股份|泰丰精密（苏州）有限公司|全资子公司|3500|连带责任保证|12|0.187
2024-02-27|金川智能|金川智能装备（无锡）有限公司|全资子公司|9900|连带责任保证|-|0.153
2024-03-05|华鼎新材|华鼎新能源材料（江西）有限公司|控股子公司|5000|连带责任保证|24|0.339
2024-03-18|辰光医药|辰光医药（成都）有限公司|全资子公司|20500|抵押担保|60|0.225
2024-04-02|华鼎新能|华鼎新能源（内蒙古）有限公司|控股子公司|4800|质押担保|-|0.4305
2024-04-19|辰光医药|辰光药业销售有限公司|全资子公司|6000|连带责任保证|12|0.241
2024-05-07|泰丰股份|泰丰精密（苏州）有限公司|全资子公司|4200|连带责任保证|24|0.202
2024-05-23|华鼎新材|华鼎新材（香港）有限公司|全资子公司|1850.5|连带责任保证|12|0.342
2024-06-11|金川智造|金川智造（天津）有限公司|参股公司|2400|连带责任保证|36|0.095
2024-06-30|泰丰股份|泰丰新材料（安徽）有限公司|控股子公司|2400|连带责任保证|12|0.2105
2024-07-01|辰光医药|辰光医药（成都）有限公司|全资子公司|9000|连带责任保证|24|0.26
2024-07-15|华鼎新能|华鼎新能源（内蒙古）有限公司|控股子公司|3000|连带责任保证|12|0.44
2024-08-09|金川智能|金川智能装备（无锡）有限公司|全资子公司|5000|连带责任保证|12|0.18
2023-12-28|华鼎新能|华鼎新能源（内蒙古）有限公司|控股子公司|7000|连带责任保证|24|0.398
""",
    "TTTTRTIR",
)
BANKS = ["中国银行", "兴业银行", "招商银行", "交通银行", "浦发银行", "中信银行", "江苏银行"]
TYPE_WORDS = {
    "连带责任保证": ["提供连带责任保证担保", "提供连带责任保证", "承担连带保证责任"],
    "抵押担保": ["以自有土地使用权及厂房提供抵押担保"],
    "质押担保": ["以所持子公司股权提供质押担保"],
}
G_EXTRA = {
    1: "该子公司其他股东内蒙古能源投资集团有限公司按持股比例向公司提供反担保。",
    4: "华鼎新能源材料（江西）有限公司为华鼎新材持股70%的子公司，与华鼎新能无股权关系。",
    10: "金川智造按其持股比例提供担保，金川智能装备未参与本次担保。",
    15: "该笔担保于上一年度末披露，列此备查。",
}


def _term(months: int | None, i: int) -> str:
    if months is None:
        return cyc(["未披露", "以实际签署的担保合同为准（未披露）"], i)
    if i % 3 == 0 and months % 12 == 0:
        return ["", "一年", "两年", "三年", "四年", "五年"][months // 12]
    if i % 3 == 1:
        return f"{cn_int(months)}个月"
    return f"{months}个月"


def _guarantee_body(i: int, row: tuple) -> str:
    d_iso, comp, party, rel, amt, gtype, term, ratio = row
    dform = cyc(["ymd", "md", "dot", "cn", "md", "slash"], i)
    d = date_text(d_iso, "ymd" if not d_iso.startswith("2024") else dform)
    a = money(amt, cyc(["wan_group", "yi", "cn_upper", "yuan", "cn_lower", "wan"], i, 1, 2))
    credit = money(float(dec(amt) * dec(1.5 if i % 2 else 1.25)), cyc(["yi", "wan"], i))
    words = TYPE_WORDS[gtype]
    tw = words[i % len(words)]
    t = _term(term, i)
    r = pct(ratio, cyc(["p2", "x", "cn"], i))
    bank = cyc(BANKS, i)
    shape = (i * 3 + 1) % 4
    if shape == 0:
        body = (
            f"{d}，{comp}发布担保进展公告：为满足{rel}{party}日常经营资金需求，公司同意为其向{bank}申请的"
            f"{credit}综合授信额度{tw}，本次担保金额为{a}，担保期限{t}。截至公告披露日，公司及控股子公司"
            f"对外担保总额占公司最近一期经审计净资产的{r}。"
        )
    elif shape == 1:
        body = (
            f"公告日期——{d}；公告主体——{comp}；被担保人——{party}（公司{rel}）；担保金额——{a}；"
            f"担保方式——{gtype}；担保期限——{t}；对外担保总额/最近一期经审计净资产——{r}"
        )
    elif shape == 2:
        body = (
            f"{a}：这是{comp}在{d}披露的新增担保金额，担保对象为公司{rel}{party}，"
            f"公司{tw}，期限{t}；公告同时披露，累计对外担保总额约占最近一期经审计净资产的{r}。"
        )
    else:
        body = (
            f"{comp}（公告日：{d}）——被担保方{party}，系{comp}的{rel}，本次向{bank}融资。\n"
            f"担保金额{a}（对应授信总额{credit}），{tw}，期限{t}，累计对外担保占净资产比例{r}。"
        )
    extra = G_EXTRA.get(i, "")
    if extra and not body.endswith("。"):
        body += "。"
    return body + extra


def task_951() -> Task:
    cols = [
        Column("notice_date", "TEXT", "公告日期，YYYY-MM-DD"),
        Column("listed_company", "TEXT", "发布公告的上市公司简称（担保由该上市公司或其体系内主体提供）"),
        Column("guaranteed_party", "TEXT", "被担保方全称"),
        Column("relation", "TEXT", "被担保方与上市公司的关系：全资子公司 / 控股子公司 / 参股公司"),
        Column("guarantee_amount", "REAL", "本次担保金额，单位：万元（不是授信总额）"),
        Column("guarantee_type", "TEXT", "担保方式：连带责任保证 / 抵押担保 / 质押担保"),
        Column("term_months", "INTEGER", "担保期限，单位：月；未披露为 NULL"),
        Column("total_ratio", "REAL", "公司及控股子公司对外担保总额占最近一期经审计净资产的比例，小数"),
    ]
    doc = Doc(
        stem="guarantee_digest",
        ext="md",
        title="子公司担保事项公告摘录",
        intro=(
            "本摘录整理了部分上市公司发布的为子公司、参股公司提供担保的进展公告，每条记录对应一份公告。"
            "除特别注明外，金额均为人民币，未注明年份的日期均指2024年。"
        ),
        meaning="上市公司为其子公司或参股公司提供担保的公告，每份公告一行。",
        columns=cols,
        rows=G_ROWS,
        bodies=[_guarantee_body(i, r) for i, r in enumerate(G_ROWS)],
        marker="heading",
        closing="（摘录完）",
    )
    return Task(
        n=951,
        subdir="doc",
        docs=[doc],
        question=(
            "在2024年1月1日至2024年6月30日（含首尾两日）公告、且担保方式为连带责任保证的担保事项中，"
            "按发布公告的上市公司汇总本次担保金额。请列出合计金额超过1亿元的上市公司简称及其合计金额"
            "（单位：万元），按合计金额从高到低排列。"
        ),
        sql=(
            "SELECT listed_company, SUM(guarantee_amount) AS total_wan FROM guarantee_digest "
            "WHERE notice_date BETWEEN '2024-01-01' AND '2024-06-30' AND guarantee_type = '连带责任保证' "
            "GROUP BY listed_company HAVING SUM(guarantee_amount) > 10000 ORDER BY total_wan DESC"
        ),
    )


# -- task_952 -----------------------------------------------------------------------------------

PROFILE = [
    ("600312", "SH", "中建华科", "建筑装饰", 45.6, 12300),
    ("600321", "SH", "中建华工", "工程机械", 128.3, 56800),
    ("002481", "SZ", "远途通信", "通信设备", 18.75, 9650),
    ("300517", "SZ", "海岳环境", "环保工程", 9.32, -3210),
    ("603908", "SH", "宁和电力", "电力设备", 62.4, 41500),
    ("002967", "SZ", "广信科技", "软件和信息技术服务", 7.86, 2080.5),
    ("688235", "SH", "蓝湾生态", "生态保护和环境治理", 12.05, 1530),
    ("300898", "SZ", "蓝湾科技", "专用设备制造", 3.44, 860),
    ("601188", "SH", "东岭建设", "土木工程建筑", 210.5, 98700),
    ("830946", "BJ", "森拓股份", "林业服务", 2.15, 1210),
]
# (date, code, project, client, amount 万元, duration days)
AWARDS = table(
    """
2024-01-09|600312|滨江新城综合体幕墙工程|南京滨江城市建设投资有限公司|38500|540
2024-01-22|600321|矿用大型挖掘设备采购项目|国能宝日希勒能源有限公司|52000|300
2024-02-14|002481|省级政务专网扩容项目|某省大数据发展管理局|16890|365
2024-03-01|300517|城东污水处理厂提标改造EPC项目|临沂市城东水务有限公司|7420.6|420
2024-03-20|603908|特高压变电站主变设备采购（第三批）|国家电网有限公司|41200|-
2024-04-08|002967|智慧医保结算平台建设项目|某市医疗保障局|9860|240
2024-04-25|688235|湿地公园生态修复工程（二期）|盐城市湿地保护中心|13800|450
2024-05-16|601188|沿江高速公路改扩建工程第5标段|江苏沿江高速公路有限公司|268000|1095
2024-06-03|600312|国际机场航站楼室内装饰工程|中建华工集团采购中心|2980|180
2024-06-21|830946|林业防火智能监测系统采购项目|大兴安岭林业集团公司|1520|90
2024-07-11|002481|5G专网运维服务框架合同|中国移动通信集团某省有限公司|-|730
2024-08-02|300517|工业园区危废处置中心建设项目|蓝湾科技产业园管理有限公司|11200|600
2024-08-30|603908|海上风电升压站设备采购项目|三峡新能源海上风电有限公司|55000|210
2024-09-12|688235|废弃矿山生态修复示范项目|湖州市自然资源和规划局|880|150
""",
    "TTTTRI",
)
EXCH_NAME = {"SH": "上海证券交易所", "SZ": "深圳证券交易所", "BJ": "北京证券交易所"}


def _code(code: str, exch: str, i: int) -> str:
    return cyc([f"{code}.{exch}", code, f"{exch}{code}", f"证券代码：{code}"], i, 1, 1)


def _days(days: int | None, i: int) -> str:
    if days is None:
        return cyc(["未披露", "以合同约定为准（公告未披露具体天数）"], i)
    return cyc([f"{days}日历天", f"{cn_int(days)}天", f"{days}天"], i)


def _award(i: int, base: tuple) -> tuple[tuple, str]:
    d_iso, code, project, client, amt, days = base
    exch, comp = next((p[1], p[2]) for p in PROFILE if p[0] == code)
    d = date_text(d_iso, cyc(["dot", "ymd", "cn", "md"], i))
    c = _code(code, exch, i)
    t = _days(days, i)
    if amt is None:
        a = "未披露（框架合同，按实际订单结算）"
    else:
        a = money(amt, cyc(["wan_group", "yi", "yuan2", "cn_upper", "wan", "cn_lower"], i, 1, 3))
    shape = i % 4
    if shape == 0:
        body = (
            f"{d}，{comp}（{c}）公告，公司近日收到{client}发出的《中标通知书》，确认公司为“{project}”的"
            f"中标单位，中标金额{a}，工期{t}。"
        )
    elif shape == 1:
        body = (
            f"{c if c.startswith('证券代码') else '证券代码：' + c}；证券简称：{comp}；公告日期：{d}；"
            f"合同对方：{client}；合同名称：“{project}”；"
            f"合同金额：{a}（含税）；履行期限：{t}。"
        )
    elif shape == 2:
        body = f"{a}——{comp}（{c}）于{d}披露的“{project}”中标金额；招标人为{client}，计划工期{t}。"
    else:
        body = (
            f"{comp}（{c}）与{client}正式签订“{project}”合同（{d}公告）。\n"
            f"合同总价{a}，履约期限{t}，合同生效尚需双方履行内部审批程序。"
        )
    if i == 8:
        body += "招标人中建华工集团采购中心与上市公司中建华工无关联关系。"
    ctype = "中标" if shape in (0, 2) else "签订合同"
    return (d_iso, code, comp, project, client, amt, ctype, days), body


def _profile_body(i: int, row: tuple) -> str:
    code, exch, comp, ind, rev, np_ = row
    revw = money(dec(rev) * 10000, cyc(["yi", "wan_group", "yuan", "cn_lower"], i, 3))
    if np_ < 0:
        npw = cyc(["亏损" + money(-np_, "wan_group"), money(np_, "wan")], i)
    else:
        npw = money(np_, cyc(["wan_group", "yi", "yuan"], i, 1, 1))
    shape = (i + 2) % 4
    if shape == 0:
        return (
            f"{comp}（{code}.{exch}）：所属行业为{ind}，2023年经审计营业收入{revw}，"
            f"归属于上市公司股东的净利润{npw}。"
        )
    if shape == 1:
        return f"证券代码 {code}.{exch} —— {comp} —— 行业：{ind} —— 2023年营业收入 {revw} —— 归母净利润 {npw}"
    if shape == 2:
        return f"{revw}：{comp}（{exch}{code}）2023年度经审计营业收入；同期归母净利润{npw}，公司属{ind}行业。"
    return (
        f"{comp}，{EXCH_NAME[exch]}上市，代码{code}，所属行业为{ind}。\n"
        f"2023年实现营业收入{revw}，归母净利润{npw}。"
    )


def task_952() -> Task:
    built = [_award(i, b) for i, b in enumerate(AWARDS)]
    awards = Doc(
        stem="contract_awards",
        ext="pdf",
        title="2024年度部分上市公司中标及重大合同公告汇编",
        intro=(
            "说明：本汇编收录2024年部分上市公司披露的中标公告及重大合同签订公告，按公告时间排列。"
            "文中未写年份的日期均为2024年；金额如无特别说明均为含税人民币金额。"
        ),
        meaning="上市公司中标或签订重大合同的公告，每份公告一行。",
        columns=[
            Column("notice_date", "TEXT", "公告日期，YYYY-MM-DD"),
            Column("stock_code", "TEXT", "证券代码，6位数字，不含交易所前后缀（如 600000）"),
            Column("company", "TEXT", "上市公司简称"),
            Column("project", "TEXT", "项目或合同名称（不含引号）"),
            Column("client", "TEXT", "招标人或合同对方名称"),
            Column("contract_amount", "REAL", "中标金额或合同金额（含税），单位：万元；未披露为 NULL"),
            Column("contract_type", "TEXT", "中标（收到中标通知书）/ 签订合同"),
            Column("duration_days", "INTEGER", "工期或履行期限，单位：天；未披露为 NULL"),
        ],
        rows=[b[0] for b in built],
        bodies=[b[1] for b in built],
        marker="lenticular",
    )
    profile = Doc(
        stem="company_profile",
        ext="md",
        title="上市公司基本信息（2023年度）",
        intro="以下为相关上市公司的行业归属及2023年度经审计主要财务数据。",
        meaning="上市公司基本信息与2023年度经审计财务数据，每家公司一行。",
        columns=[
            Column("stock_code", "TEXT", "证券代码，6位数字，不含交易所前后缀"),
            Column("exchange", "TEXT", "上市交易所代码：SH / SZ / BJ"),
            Column("company", "TEXT", "上市公司简称"),
            Column("industry", "TEXT", "所属行业"),
            Column("revenue_2023", "REAL", "2023年经审计营业收入，单位：亿元"),
            Column("net_profit_2023", "REAL", "2023年归属于上市公司股东的净利润，单位：万元，亏损为负数"),
        ],
        rows=PROFILE,
        bodies=[_profile_body(i, r) for i, r in enumerate(PROFILE)],
        marker="dash",
    )
    return Task(
        n=952,
        subdir="",
        docs=[awards, profile],
        question=(
            "找出中标金额或合同金额占该公司2023年经审计营业收入比例超过10%的项目，列出证券代码（6位数字）、"
            "项目名称，以及该比例（以小数表示，四舍五入保留4位小数），按比例从高到低排序。"
        ),
        sql=(
            "SELECT c.stock_code, c.project, ROUND(c.contract_amount / (p.revenue_2023 * 10000), 4) AS ratio "
            "FROM contract_awards c JOIN company_profile p ON p.stock_code = c.stock_code "
            "WHERE c.contract_amount / (p.revenue_2023 * 10000) > 0.1 ORDER BY ratio DESC"
        ),
    )
