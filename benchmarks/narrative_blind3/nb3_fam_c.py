"""task_955 (executive changes with pay, PDF) and task_956 (government subsidies vs profit)."""

from __future__ import annotations

from nb3_common import Column, Doc, Task, cyc, date_text, dec, money, num, pct, pp_change, table

# -- task_955 -----------------------------------------------------------------------------------

EXEC = table(
    """
2024-01-08|启航电气|王磊|财务总监|辞任|-|86
2024-01-08|启航电气|赵敏|财务总监|聘任|王磊|98
2024-02-19|启航电子|陈刚|董事会秘书|辞任|-|68
2024-02-19|启航电子|王磊|董事会秘书|聘任|陈刚|72
2024-03-04|云栖软件|刘洋|总经理|辞任|-|150
2024-03-25|云栖软件|孙悦|总经理|聘任|刘洋|180
2024-04-12|沪联重工|周海|副总经理|辞任|-|-
2024-04-12|沪联重工|吴越|副总经理|聘任|周海|95
2024-05-06|嘉禾食品|郑琳|董事会秘书|辞任|-|55
2024-05-20|嘉禾食品|冯涛|董事会秘书|聘任|郑琳|66.5
2024-06-03|启航电气|李娜|副总经理|聘任|-|120
2024-07-15|云栖软件|何静|财务总监|辞任|-|88
2024-07-15|云栖软件|许东|财务总监|聘任|何静|96.5
2024-08-28|沪联重工|马骏|总经理|辞任|-|210
2024-09-09|沪联重工|高峰|总经理|聘任|马骏|189
2024-10-21|嘉禾食品|林芳|财务总监|辞任|-|60
2024-10-21|嘉禾食品|王磊|财务总监|聘任|林芳|-
2024-11-05|启航电子|陈晓|总经理|辞任|-|130
2024-11-05|启航电子|张弛|总经理|聘任|陈晓|152
""",
    "TTTTTTR",
)


def _exec_body(i: int, row: tuple) -> str:
    d_iso, comp, person, pos, kind, pred, pay = row
    d = date_text(d_iso, cyc(["cn", "ymd", "dot", "md", "ymd"], i))
    if pay is None:
        p = cyc(["未披露", "薪酬方案另行审议（未披露）"], i)
    else:
        p = money(pay, cyc(["wan", "cn_upper", "yuan", "cn_lower", "wan"], i, 1, 1))
    is_p = "未披露" if pay is None else f"为{p}"
    shape = (i // 2 + i) % 4
    if kind == "辞任":
        if shape == 0:
            return (
                f"{d}，{comp}董事会收到{pos}{person}提交的书面辞职报告，{person}因个人原因申请辞去公司{pos}"
                f"职务，辞职后不再在公司担任任何职务。{person}2023年度从公司领取的税前报酬总额{is_p}。"
            )
        if shape == 1:
            return (
                f"公司——{comp}；日期——{d}；姓名——{person}；变动类型——辞任；职务——{pos}；上一年度税前薪酬——{p}"
            )
        if shape == 2:
            return f"{p}：{comp}原{pos}{person}上一年度的税前薪酬。{person}已于{d}辞去该职务。"
        return (
            f"{comp}（{d}）：{pos}{person}辞职。\n"
            f"公司披露其2023年度税前报酬{is_p}，其辞职不会影响公司正常经营。"
        )
    if shape == 0:
        clause = f"（接替{pred}）" if pred else "（该职务为新设岗位）"
        return (
            f"{comp}于{d}召开董事会，审议通过聘任{person}为公司{pos}的议案{clause}，任期至本届董事会届满"
            f"之日止，其年度税前薪酬{is_p}。"
        )
    if shape == 1:
        return (
            f"公司——{comp}；日期——{d}；姓名——{person}；变动类型——聘任；职务——{pos}；"
            f"接替——{pred or '不适用'}；年度税前薪酬——{p}"
        )
    if shape == 2:
        tail = f"，接替{pred}" if pred else "，无前任"
        return f"{p}：{comp}新任{pos}{person}的年度税前薪酬标准（{d}公告{tail}）。"
    prev = f"前任为{pred}" if pred else "该职务为新设岗位，无前任"
    return f"{comp}（{d}）：董事会同意由{person}出任{pos}，{prev}。\n{person}的年度税前薪酬{is_p}。"


def task_955() -> Task:
    doc = Doc(
        stem="executive_changes",
        ext="pdf",
        title="上市公司高级管理人员变动公告摘要（2024年）",
        intro=(
            "本摘要汇集部分上市公司2024年披露的高级管理人员辞任与聘任公告（未写年份的日期均为2024年）。"
            "辞任人员的薪酬为其上一年度从公司领取的税前报酬，聘任人员的薪酬为董事会确定的年度税前薪酬标准。"
        ),
        meaning="上市公司高级管理人员辞任或聘任的公告，每位人员的每次变动一行。",
        columns=[
            Column("notice_date", "TEXT", "公告日期，YYYY-MM-DD"),
            Column("company", "TEXT", "上市公司简称"),
            Column("person", "TEXT", "变动人员姓名"),
            Column("position", "TEXT", "职务：总经理 / 副总经理 / 财务总监 / 董事会秘书"),
            Column("change_type", "TEXT", "辞任 / 聘任"),
            Column("predecessor", "TEXT", "聘任记录中被接替的前任姓名；辞任记录或无前任时为 NULL"),
            Column("annual_pay", "REAL", "年度税前薪酬，单位：万元；未披露为 NULL"),
        ],
        rows=EXEC,
        bodies=[_exec_body(i, r) for i, r in enumerate(EXEC)],
        marker="paren_cn",
    )
    return Task(
        n=955,
        subdir="",
        docs=[doc],
        question=(
            "对每一条写明了前任的聘任记录，用新任者的年度税前薪酬除以其前任（同一公司中该前任的辞任记录所披露"
            "的薪酬）再减1，得到薪酬增长率。请列出增长率超过10%的公司简称、新任者姓名和增长率（小数，四舍五入"
            "保留4位），按增长率从高到低排序；任一方薪酬未披露的记录不计。"
        ),
        sql=(
            "SELECT a.company, a.person, ROUND(a.annual_pay / r.annual_pay - 1, 4) AS growth "
            "FROM executive_changes a JOIN executive_changes r ON r.company = a.company "
            "AND r.person = a.predecessor AND r.change_type = '辞任' "
            "WHERE a.change_type = '聘任' AND a.annual_pay IS NOT NULL AND r.annual_pay IS NOT NULL "
            "AND a.annual_pay / r.annual_pay - 1 > 0.1 ORDER BY growth DESC"
        ),
    )


# -- task_956 -----------------------------------------------------------------------------------

SUBSIDY = table(
    """
2023-12-20|2023-12-25|晨曦光学|晨曦光学|工业稳增长奖励|200|与收益相关
2024-01-18|2024-01-22|晨曦光电|晨曦光电（合肥）有限公司|技术改造专项资金|260|与资产相关
2024-02-06|2024-02-08|晨曦光学|晨曦光学|稳岗补贴|18.6532|与收益相关
2024-03-12|2024-03-15|晨曦光电|晨曦光学元件（合肥）有限公司|高新技术企业认定奖励|150|与收益相关
2024-03-28|2024-04-01|瑞丰农机|瑞丰农机（山东）有限公司|农机购置补贴配套资金|96.8|与收益相关
2024-04-22|2024-04-24|海川药业|海川药业|创新药研发补助|520|与收益相关
2024-05-09|2024-05-13|鼎盛半导体|鼎盛半导体|集成电路产业扶持资金|1200|与收益相关
2024-05-30|2024-06-03|晨曦光学|晨曦光学（东莞）有限公司|专精特新“小巨人”奖励|100|与收益相关
2024-06-17|2024-06-19|绿洲环保|绿洲环保|污染防治专项资金|135.25|与收益相关
2024-06-25|2024-06-27|绿洲环保|绿洲环保|科技项目资助|40|与收益相关
2024-07-08|2024-07-10|瑞丰农机|瑞丰农机|出口信用保险补助|12.34|与收益相关
2024-08-05|2024-08-07|银河传媒|银河传媒|文化产业发展专项资金|150|与收益相关
2024-08-26|2024-08-28|绿洲环保|绿洲环保（四川）有限公司|设备购置补助|300|与资产相关
2024-09-30|2024-10-08|晨曦光电|晨曦光电|研发费用后补助|298.5|与收益相关
2024-10-15|2024-10-17|海川药业|海川药业|上市公司高质量发展奖励|800|与收益相关
""",
    "TTTTTRT",
)
CLS_WORD = {"与收益相关": "与收益相关，计入当期其他收益", "与资产相关": "与资产相关，计入递延收益"}


def _subsidy_body(i: int, row: tuple) -> str:
    rd_iso, nd_iso, comp, recv, item, amt, cls = row
    rd = date_text(rd_iso, cyc(["ymd", "dot", "cn", "slash"], i))
    nd = date_text(nd_iso, cyc(["dot", "ymd"], i))
    a = money(amt, cyc(["yuan2", "wan", "yuan", "cn_upper", "yuan2"], i, 1, 1))
    party = "公司" if recv == comp else f"公司全资子公司{recv}"
    shape = (i + 3) % 4
    if shape == 0:
        return f"{comp}公告：{party}于{rd}收到{item}{a}，该补助属于{cls}的政府补助（公告日期：{nd}）。"
    if shape == 1:
        return (
            f"公司：{comp}；收款单位：{recv}；补助项目：{item}；金额：{a}；到账日期：{rd}；"
            f"类别：{CLS_WORD[cls]}"
        )
    if shape == 2:
        return f"{a}——{item}，由{party}于{rd}收到（{comp}于{nd}披露），{cls}。"
    return f"{comp}（{nd}披露）：{party}获得{item}。\n到账日期{rd}，金额{a}，类别为{cls}。"


FIN = table(
    """
晨曦光电|300712|15.2|8640|0.2815|0.012
晨曦光学|603122|6.8|2150|0.335|0.021
瑞丰农机|002871|9.4|1820|0.192|-0.008
海川药业|300455|22.1|12300|0.612|0.005
鼎盛半导体|688019|4.3|-5600|0.154|-0.062
绿洲环保|603677|7.15|3050|0.247|0.0035
银河传媒|002338|3.9|980|0.421|0
北极星材|688360|10|4200|0.26|0.015
星河电子|300988|5.6|1320|0.301|-0.011
东岳重工|601717|48.3|26500|0.178|0.009
""",
    "TTRRRR",
)


def _fin_body(i: int, row: tuple) -> str:
    comp, code, rev, np_, gm, chg = row
    ex = "SH" if code.startswith("6") else "SZ"
    cw = cyc([code, f"{code}.{ex}"], i)
    revw = money(dec(rev) * 10000, cyc(["yi", "wan_group", "cn_lower"], i))
    if np_ < 0:
        npw = f"-{money(-np_, 'wan_group')}（亏损）"
    else:
        npw = money(np_, cyc(["wan_group", "yi", "yuan"], i))
    g = pct(gm, cyc(["p2", "x", "cn"], i, 1, 1))
    pp = pp_change(chg, i)
    shape = i % 4
    if shape == 0:
        return (
            f"{comp}（{cw}）2023年实现营业收入{revw}，归属于上市公司股东的净利润{npw}；综合毛利率{g}，{pp}。"
        )
    if shape == 1:
        return f"{comp}；证券代码{cw}；营业收入{revw}；归母净利润{npw}；毛利率{g}（{pp}）"
    if shape == 2:
        return f"{g}的综合毛利率（{pp}）——{comp}（{cw}）2023年年报数据；当年营业收入{revw}，归母净利润{npw}。"
    return f"{comp}，代码{cw}。\n2023年营业收入{revw}，归母净利润{npw}，毛利率{g}，{pp}。"


CB = table(
    """
2024-03-31|晨曦光电|晨曦转债|1250.3|14.48|48749.7
2024-06-30|晨曦光电|晨曦转债|3820|14.48|46180
2024-09-30|晨曦光电|晨曦转债|5015.6|14.3|44984.4
2024-03-31|海川药业|海川转债|86.2|32.6|79913.8
2024-06-30|海川药业|海川转债|120.5|32.6|79879.5
2024-09-30|海川药业|海川转债|9888|31.95|70112
2024-03-31|东岳重工|东岳转债|0.5|6.12|149999.5
2024-06-30|东岳重工|东岳转债|2.3|6.12|149997.7
2024-09-30|东岳重工|东岳转债|15406|5.98|134594
2024-09-30|星河电子|星河转债|655|21.07|39345
""",
    "TTTRRR",
)


def _cb_body(i: int, row: tuple) -> str:
    d_iso, comp, bond, conv, price, left = row
    d = date_text(d_iso, cyc(["ymd", "dot"], i))
    conv_w = money(conv, cyc(["wan", "yuan2"], i))
    left_w = money(left, cyc(["yi", "wan_group"], i))
    if i % 2:
        return (
            f"{bond}（{comp}）：截至{d}累计转股金额{conv_w}，转股价格{num(dec(price))}元/股，"
            f"剩余未转股{left_w}。"
        )
    return (
        f"截至{d}，{comp}发行的{bond}累计已有{conv_w}转为公司股票，\n"
        f"当前转股价格{num(dec(price))}元/股，尚未转股余额{left_w}。"
    )


def task_956() -> Task:
    cols_s = [
        Column("receipt_date", "TEXT", "补助资金到账日期，YYYY-MM-DD（不是公告日期）"),
        Column("notice_date", "TEXT", "公告或披露日期，YYYY-MM-DD"),
        Column("company", "TEXT", "上市公司简称（子公司收到的补助记在其所属上市公司名下）"),
        Column("recipient", "TEXT", "实际收款单位全称或简称"),
        Column("item", "TEXT", "补助项目名称"),
        Column("amount", "REAL", "补助金额，单位：万元"),
        Column("subsidy_class", "TEXT", "与收益相关 / 与资产相关"),
    ]
    cols_f = [
        Column("company", "TEXT", "上市公司简称"),
        Column("stock_code", "TEXT", "证券代码，6位数字，不含交易所后缀"),
        Column("revenue_2023", "REAL", "2023年营业收入，单位：亿元"),
        Column("net_profit_2023", "REAL", "2023年归属于上市公司股东的净利润，单位：万元，亏损为负数"),
        Column("gross_margin_2023", "REAL", "2023年综合毛利率，小数"),
        Column("gm_change_2023", "REAL", "2023年毛利率同比变动，小数（1个百分点=0.01，下降为负）"),
    ]
    cols_c = [
        Column("period_end", "TEXT", "统计截止日期，YYYY-MM-DD"),
        Column("company", "TEXT", "发行人上市公司简称"),
        Column("bond_name", "TEXT", "可转债简称"),
        Column("converted_amount", "REAL", "截至该日累计转股金额，单位：万元"),
        Column("conversion_price", "REAL", "当前转股价格，单位：元/股"),
        Column("remaining_amount", "REAL", "尚未转股余额，单位：万元"),
    ]
    docs = [
        Doc(
            stem="gov_subsidies",
            ext="md",
            title="上市公司获得政府补助公告摘录",
            intro="以下为相关上市公司披露的获得政府补助公告摘录。金额为人民币，补助均已实际到账。",
            meaning="上市公司（含子公司）收到政府补助的公告，每笔补助一行。",
            columns=cols_s,
            rows=SUBSIDY,
            bodies=[_subsidy_body(i, r) for i, r in enumerate(SUBSIDY)],
            marker="bold",
        ),
        Doc(
            stem="financial_summary",
            ext="md",
            title="2023年度主要财务数据摘要",
            intro="数据摘自各公司2023年年度报告，均为经审计数据。",
            meaning="上市公司2023年度主要财务数据，每家公司一行。",
            columns=cols_f,
            rows=FIN,
            bodies=[_fin_body(i, r) for i, r in enumerate(FIN)],
            marker="bracket",
        ),
        Doc(
            stem="cb_conversions",
            ext="md",
            title="可转换公司债券转股情况",
            intro=None,
            meaning="可转换公司债券季度转股情况公告，每个发行人每个统计截止日一行。",
            columns=cols_c,
            rows=CB,
            bodies=[_cb_body(i, r) for i, r in enumerate(CB)],
            marker="dash",
        ),
    ]
    return Task(
        n=956,
        subdir="doc",
        docs=docs,
        question=(
            "以2024年1月1日至9月30日（含首尾两日）到账、且与收益相关的政府补助为口径，按上市公司汇总补助金额"
            "（子公司收到的计入所属上市公司）。在2023年毛利率同比提升的公司中，列出补助合计占该公司2023年归母"
            "净利润比例超过5%的公司简称、补助合计金额（万元，四舍五入保留2位小数）和该比例（小数，四舍五入"
            "保留4位），按比例从高到低排序。"
        ),
        sql=(
            "SELECT s.company, ROUND(SUM(s.amount), 2) AS subsidy_wan, "
            "ROUND(SUM(s.amount) / f.net_profit_2023, 4) AS ratio "
            "FROM gov_subsidies s JOIN financial_summary f ON f.company = s.company "
            "WHERE s.receipt_date BETWEEN '2024-01-01' AND '2024-09-30' AND s.subsidy_class = '与收益相关' "
            "AND f.gm_change_2023 > 0 GROUP BY s.company, f.net_profit_2023 "
            "HAVING SUM(s.amount) / f.net_profit_2023 > 0.05 ORDER BY ratio DESC"
        ),
    )
