"""task_953 (share pledges, with a distractor on outbound investment) and task_954 (litigation)."""

from __future__ import annotations

from nb3_common import Column, Doc, Task, cyc, date_text, money, pct, shares, table

# -- task_953 -----------------------------------------------------------------------------------

PLEDGES = table(
    """
2024-05-14|博思达|李向东|质押|500|华泰证券股份有限公司|1500|0.3
2024-06-28|恒远股份|深圳市瑞祥投资有限公司|质押|1200|国信证券股份有限公司|5600|0.448
2024-07-03|恒远股份|深圳市瑞祥投资有限公司|质押|800|招商银行股份有限公司深圳分行|6400|0.512
2024-07-19|恒远股份|深圳市瑞祥投资有限公司|解除质押|1500|国信证券股份有限公司|4900|0.392
2024-07-24|恒远股份|深圳瑞祥投资控股有限公司|质押|650|中信证券股份有限公司|2150|0.6143
2024-07-30|佳和医疗|宁波佳和创业投资合伙企业（有限合伙）|解除质押|1000|申万宏源证券有限公司|0|0
2024-08-06|博思达|李向东|质押|320.5|华泰证券股份有限公司|1820.5|0.3641
2024-08-15|博思达|李向东|解除质押|120|海通证券股份有限公司|1700.5|0.3401
2024-08-21|博思达|李向北|质押|200|华泰证券股份有限公司|200|0.125
2024-08-27|佳和医疗|宁波佳和创业投资合伙企业（有限合伙）|质押|450|-|450|0.0918
2024-09-02|天禾农业|天禾控股集团有限公司|解除质押|3000|中国农业银行股份有限公司|12000|0.5
2024-09-10|天禾农业|天禾控股集团有限公司|质押|2800|浙商银行股份有限公司|14800|0.6167
2024-09-18|恒远股份|深圳市瑞祥投资有限公司|质押|1100|国信证券股份有限公司|6000|0.48
2024-09-30|天禾农业|天禾控股集团有限公司|质押|500|浙商银行股份有限公司|15300|0.6375
2024-10-08|博思达|李向北|质押|900|华泰证券股份有限公司|1100|0.6875
""",
    "TTTTRTRR",
)
ROLE = {"李向东": "控股股东、实际控制人", "李向北": "持股5%以上股东", "天禾控股集团有限公司": "控股股东"}


def _pledge_body(i: int, row: tuple) -> str:
    d_iso, comp, sh, act, n, q, cum, ratio = row
    d = date_text(d_iso, cyc(["ymd", "md", "cn", "dot", "md"], i, 1, 1))
    nw = shares(n, cyc(["wan", "gu", "cn", "wan_group"], i))
    cw = "0股" if cum == 0 else shares(cum, cyc(["gu", "wan", "wan_group"], i))
    r = pct(ratio, cyc(["p2", "x", "cn", "x"], i, 1, 2))
    qw = q or "未披露"
    role = ROLE.get(sh, "股东")
    shape = (i + 1) % 4
    if shape == 0 and act == "质押":
        return (
            f"{comp}于{d}接到{role}{sh}的通知，获悉其将所持有的公司{nw}无限售流通股质押给{qw}，"
            f"并已办理完毕质押登记手续。本次质押后，{sh}累计质押公司股份{cw}，占其所持公司股份的{r}。"
        )
    if shape == 0:
        return (
            f"{comp}于{d}接到{role}{sh}的通知，获悉其此前质押给{qw}的公司{nw}股份已办理完毕解除质押"
            f"手续。本次解除质押后，{sh}累计质押{cw}，占其所持公司股份的{r}。"
        )
    if shape == 1:
        return (
            f"公告日——{d}；上市公司——{comp}；股东——{sh}；事项——{act}；股数——{nw}；质权人——{qw}；"
            f"累计质押——{cw}（占其持股{r}）"
        )
    word = "股份质押登记" if act == "质押" else "解除质押（解押）手续"
    if shape == 2:
        return (
            f"{nw}：{sh}于{d}{'在' + q if q else '（质权人未披露）'}办理了{word}（{comp}公告）。"
            f"截至公告披露日，其累计质押{cw}，"
            f"占其持股比例{r}。"
        )
    verb = "将部分股份质押" if act == "质押" else "解除了部分股份的质押"
    return (
        f"{comp}{role}{sh}{verb}（公告日{d}）。\n"
        f"涉及股数{nw}，质权人为{qw}；变动后累计质押{cw}，占其持股{r}。"
    )


INVEST = table(
    """
2024-01-17|恒远股份|恒远智能装备（成都）有限公司|20000|1|设立全资子公司，建设智能装备生产基地
2024-02-29|天禾农业|天禾种业（黑龙江）有限公司|6500|0.65|增资控股，拓展寒地水稻种业
2024-03-21|博思达|博思达数字科技（杭州）有限公司|3000|1|设立研发中心
2024-04-30|佳和医疗|苏州佳和微创医疗器械有限公司|8800|0.4|参股投资，布局微创介入器械
2024-06-05|恒远股份|瑞祥新能源（江门）有限公司|12000|0.51|合资设立储能项目公司
2024-07-09|天禾农业|天禾冷链物流有限公司|4500|0.3|参股冷链物流平台
2024-08-12|博思达|上海思达云计算有限公司|1500|0.15|参股算力服务商
2024-09-06|佳和医疗|佳和医疗（新加坡）有限公司|2350.8|1|设立境外子公司
2024-10-18|恒远股份|恒远股份（越南）有限公司|9600|1|建设海外生产基地
2024-11-25|天禾农业|内蒙古天禾牧业有限公司|-|0.2|参股牧业公司
""",
    "TTTRRT",
)


def _invest_body(i: int, row: tuple) -> str:
    d_iso, comp, target, amt, stake, purpose = row
    d = date_text(d_iso, cyc(["dot", "ymd", "cn"], i))
    a = "未披露" if amt is None else money(amt, cyc(["wan", "yi", "cn_upper", "yuan"], i))
    s = pct(stake, cyc(["x", "cn"], i))
    if i % 3 == 0 and amt is None:
        return f"{d}，{comp}公告拟以自有资金投资{target}（投资金额未披露），持股比例{s}，用途：{purpose}。"
    if i % 3 == 0:
        return f"{d}，{comp}公告拟以自有资金{a}投资{target}，持股比例{s}，用途：{purpose}。"
    if i % 3 == 1:
        return f"{comp}——对外投资——标的{target}——金额{a}——持股{s}——{d}公告（{purpose}）"
    return f"{a}：{comp}（{d}）对{target}的投资额，投资后持股{s}；{purpose}。"


def task_953() -> Task:
    pledge = Doc(
        stem="pledge_events",
        ext="md",
        title="股东股份质押及解除质押公告汇总",
        intro="以下条目摘自各上市公司2024年发布的股东股份质押、解除质押公告（未写年份者均为2024年）。",
        meaning="上市公司股东股份质押或解除质押的公告，每份公告一行。",
        columns=[
            Column("notice_date", "TEXT", "公告日期，YYYY-MM-DD"),
            Column("company", "TEXT", "上市公司简称"),
            Column("shareholder", "TEXT", "办理质押或解除质押的股东名称（全称或姓名）"),
            Column("action", "TEXT", "质押 / 解除质押"),
            Column("shares", "REAL", "本次质押或解除质押的股数，单位：万股"),
            Column("pledgee", "TEXT", "质权人名称；未披露为 NULL"),
            Column("cum_pledged", "REAL", "本次变动后该股东累计质押股数，单位：万股"),
            Column("cum_ratio", "REAL", "累计质押股数占该股东所持公司股份的比例，小数"),
        ],
        rows=PLEDGES,
        bodies=[_pledge_body(i, r) for i, r in enumerate(PLEDGES)],
        marker="article",
    )
    invest = Doc(
        stem="outbound_investment",
        ext="txt",
        title="对外投资公告一览",
        intro="本清单列示相关上市公司2024年披露的对外投资事项，金额为人民币。",
        meaning="上市公司对外投资（设立子公司、增资、参股）公告，每份公告一行。",
        columns=[
            Column("notice_date", "TEXT", "公告日期，YYYY-MM-DD"),
            Column("company", "TEXT", "上市公司简称"),
            Column("target", "TEXT", "投资标的公司名称"),
            Column("invest_amount", "REAL", "投资金额，单位：万元；未披露为 NULL"),
            Column("stake_ratio", "REAL", "投资后持股比例，小数"),
            Column("purpose", "TEXT", "投资目的或方式的简述"),
        ],
        rows=INVEST,
        bodies=[_invest_body(i, r) for i, r in enumerate(INVEST)],
        marker="paren",
    )
    return Task(
        n=953,
        subdir="doc",
        docs=[pledge, invest],
        question=(
            "对2024年第三季度（7月1日至9月30日，含首尾两日）公告的股份质押和解除质押事项，计算每位股东的"
            "净新增质押股数（质押股数合计减去解除质押股数合计，单位：万股）。请列出净新增质押股数大于0的"
            "股东名称及其净新增质押股数，按净新增质押股数从大到小排列。"
        ),
        sql=(
            "SELECT shareholder, SUM(CASE WHEN action = '质押' THEN shares ELSE -shares END) AS net_wan "
            "FROM pledge_events WHERE notice_date BETWEEN '2024-07-01' AND '2024-09-30' "
            "GROUP BY shareholder HAVING net_wan > 0 ORDER BY net_wan DESC"
        ),
    )


# -- task_954 -----------------------------------------------------------------------------------

CASES = table(
    """
2024-01-15|远航物流|诉讼|被告|上海港联供应链有限公司|4280|已受理
2024-02-02|远航股份|诉讼|原告|江苏泰润贸易有限公司|6500|已受理
2024-02-20|明德生物|仲裁|被申请人|杭州康诺医疗器械有限公司|3000|已受理
2024-03-11|鑫源化工|诉讼|被告|中国光大银行股份有限公司南京分行|12650.8|一审判决
2024-03-29|远航物流|诉讼|被告|宁波舟山港集装箱码头有限公司|3150|已受理
2024-04-16|北辰数科|仲裁|申请人|深圳前海云启科技有限公司|2200|已裁决
2024-05-08|远航股份|仲裁|被申请人|青岛海纳国际物流有限公司|5100|已受理
2024-05-27|明德生物|诉讼|被告|北京瑞达投资管理中心（有限合伙）|-|已受理
2024-06-14|鑫源化工|诉讼|原告|江西赣能化工设备有限公司|3800|二审判决
2024-07-02|北辰数科|诉讼|被告|成都天府软件园有限公司|3360.4|二审判决
2024-07-25|鑫源化工|仲裁|被申请人|江西赣能化工设备有限公司|8900|已受理
2024-08-19|明德生物|诉讼|被告|广州百泰生物科技有限公司|2999.99|一审判决
2024-09-05|远航物流|诉讼|原告|上海港联供应链有限公司|5000|已受理
2024-10-10|北辰数科|仲裁|被申请人|北京云途数据服务有限公司|4100|已调解
""",
    "TTTTTRT",
)
CAUSES = ["买卖合同纠纷", "借款合同纠纷", "技术服务合同纠纷", "货运代理合同纠纷", "建设工程施工合同纠纷"]
COURTS = ["上海市浦东新区人民法院", "南京市中级人民法院", "杭州市中级人民法院", "成都市高新区人民法院"]
ARBS = ["上海国际仲裁中心", "中国国际经济贸易仲裁委员会", "深圳国际仲裁院"]
PARTY = {4: "公司全资子公司远航物流（上海）有限公司", 10: "公司控股子公司鑫源化工（九江）有限公司"}
STAGE = {
    "已受理": ["法院已立案受理，尚未开庭审理", "案件已受理，尚未开庭"],
    "一审判决": ["一审已作出判决，相关方已提起上诉"],
    "二审判决": ["二审已作出终审判决"],
    "已调解": ["经仲裁庭主持调解，双方已达成调解协议"],
    "已裁决": ["仲裁庭已作出终局裁决"],
}


def _case_body(i: int, row: tuple) -> str:
    d_iso, comp, proc, role, cp, amt, stage = row
    d = date_text(d_iso, cyc(["ymd", "cn", "md", "dot", "slash"], i, 2))
    party = PARTY.get(i, "公司")
    cause = cyc(CAUSES, i)
    venue = cyc(COURTS, i) if proc == "诉讼" else cyc(ARBS, i)
    if role == "被告":
        event = f"{cp}以{cause}为由向{venue}起诉{party}"
    elif role == "原告":
        event = f"{party}就{cause}向{venue}起诉{cp}"
    elif role == "被申请人":
        event = f"{cp}以{cause}为由向{venue}申请仲裁，{party}为被申请人"
    else:
        event = f"{party}就{cause}向{venue}提起仲裁申请，被申请人为{cp}"
    if amt is None:
        a = cyc(["未披露", "暂无法确定（公告称不适用）"], i)
    else:
        a = money(amt, cyc(["wan_group", "yuan2", "cn_upper", "yi", "wan"], i, 1, 1))
    st = cyc(STAGE[stage], i)
    if stage == "已受理" and proc == "仲裁":
        st = "仲裁机构已受理，尚未开庭"
    shape = i % 4
    if shape == 0:
        return f"{d}，{comp}披露{proc}公告：{event}，涉案金额{a}。截至公告日，{st}。"
    if shape == 1:
        return (
            f"{comp}（{d}公告）案件类型：{proc}；公司地位：{role}；对方当事人：{cp}；"
            f"涉案金额：{a}；案件进展：{st}。"
        )
    if shape == 2:
        return f"涉案金额{a}——{comp}于{d}披露的{proc}案件。{event}；{st}。"
    return f"{comp}：{event}（公告日期{d}）。\n诉讼（仲裁）请求金额合计{a}；目前{st}。"


def task_954() -> Task:
    doc = Doc(
        stem="litigation_cases",
        ext="txt",
        title="2024年上市公司诉讼、仲裁事项公告摘编",
        intro=(
            "本文件依据相关上市公司公开披露的诉讼、仲裁公告整理，每段为一则公告摘要。除另有说明外，"
            "金额为人民币，日期均为2024年；涉案金额指诉讼或仲裁请求金额合计（含本金、利息及违约金）。"
        ),
        meaning="上市公司（含其子公司）涉及的诉讼、仲裁公告，每份公告一行。",
        columns=[
            Column("notice_date", "TEXT", "公告日期，YYYY-MM-DD"),
            Column("company", "TEXT", "发布公告的上市公司简称"),
            Column("proceeding", "TEXT", "诉讼 / 仲裁"),
            Column("company_role", "TEXT", "上市公司或其子公司在案件中的地位：原告/被告/申请人/被申请人"),
            Column("counterparty", "TEXT", "对方当事人名称"),
            Column("claim_amount", "REAL", "涉案金额，单位：万元；未披露为 NULL"),
            Column("stage", "TEXT", "案件阶段：已受理 / 一审判决 / 二审判决 / 已调解 / 已裁决"),
        ],
        rows=CASES,
        bodies=[_case_body(i, r) for i, r in enumerate(CASES)],
        marker="plain",
        closing="注：上述案件对公司本期利润或期后利润的影响尚存在不确定性，以上内容不构成投资建议。",
    )
    return Task(
        n=954,
        subdir="",
        docs=[doc],
        question=(
            "统计上市公司（含其子公司）在案件中处于被告或被申请人地位、且涉案金额已披露并超过3000万元的诉讼"
            "和仲裁案件：按上市公司列出公司简称、案件数量和涉案金额合计（万元），按涉案金额合计从高到低排序。"
        ),
        sql=(
            "SELECT company, COUNT(*) AS cases, SUM(claim_amount) AS total_wan FROM litigation_cases "
            "WHERE company_role IN ('被告', '被申请人') AND claim_amount > 3000 "
            "GROUP BY company ORDER BY total_wan DESC"
        ),
    )
