"""task_981: private-placement (定增) issue results (PDF) plus an unneeded R&D-milestone digest (md)."""

from __future__ import annotations

import datetime as dt
import math
import random

from common import fmt_count, fmt_date, fmt_money

# ------------------------------------------------------------------------------ task_981 data
# code, short name, full name, registration date, price (元/股), floor price, shares, fees (分), subscribers
PLACEMENTS = [
    (
        "688235",
        "中科新材",
        "中科新材料技术股份有限公司",
        "2024-05-16",
        "23.61",
        "21.08",
        42355000,
        138679245,
        11,
    ),
    (
        "603518",
        "瀚川装备",
        "苏州瀚川装备制造股份有限公司",
        "2024-06-27",
        "15.32",
        "13.90",
        61200000,
        214528302,
        9,
    ),
    (
        "002761",
        "中科新能",
        "中科新能源科技股份有限公司",
        "2024-07-05",
        "8.76",
        "8.02",
        137000000,
        301886792,
        14,
    ),
    (
        "300812",
        "易达科技",
        "深圳易达科技股份有限公司",
        "2024-07-19",
        "31.05",
        "28.77",
        24650000,
        172641509,
        7,
    ),
    (
        "601168",
        "晋南矿冶",
        "山西晋南矿冶集团股份有限公司",
        "2024-08-02",
        "5.42",
        "5.10",
        350000000,
        987654321,
        17,
    ),
    (
        "002945",
        "华瑞股份",
        "浙江华瑞新材料股份有限公司",
        "2024-08-22",
        "12.88",
        "11.64",
        88888800,
        253018868,
        None,
    ),
    (
        "688489",
        "芯源微电",
        "上海芯源微电子股份有限公司",
        "2024-09-06",
        "46.20",
        "41.35",
        19480000,
        195471698,
        12,
    ),
    (
        "600976",
        "康桥药业",
        "湖北康桥药业股份有限公司",
        "2024-09-30",
        "18.77",
        "17.26",
        53276500,
        168867925,
        8,
    ),
    (
        "300657",
        "弘信新能",
        "厦门弘信新能源股份有限公司",
        "2024-10-10",
        "10.35",
        "9.41",
        96618300,
        226415094,
        10,
    ),
    (
        "603203",
        "快克精工",
        "常州快克精工机械股份有限公司",
        "2024-11-08",
        "22.40",
        "20.12",
        40178500,
        140566038,
        6,
    ),
    (
        "000893",
        "亚华能源",
        "河南亚华能源股份有限公司",
        "2024-03-22",
        "7.05",
        "6.48",
        170212700,
        330188679,
        15,
    ),
    (
        "601798",
        "蓝海重工",
        "大连蓝海重工股份有限公司",
        "2024-09-13",
        "4.96",
        "4.55",
        241935400,
        415094340,
        13,
    ),
    (
        "002893",
        "京华激光",
        "北京京华激光科技股份有限公司",
        "2024-12-05",
        "16.58",
        "15.02",
        60313600,
        179245283,
        9,
    ),
    (
        "688628",
        "易达股份",
        "江苏易达新能源股份有限公司",
        "2024-07-26",
        "9.83",
        "9.01",
        101729400,
        205660377,
        11,
    ),
]
# announcement dates that cross a quarter boundary (trap): otherwise registration + 4 days
ANNOUNCE = {"603518": "2024-07-02", "300657": "2024-10-14", "601798": "2024-09-18"}
PAY = {"300657": "2024-09-20"}


def _day(s: str, delta: int) -> str:
    return (dt.date.fromisoformat(s) + dt.timedelta(days=delta)).isoformat()


def _placement_block(rng: random.Random, i: int, rec: tuple) -> list[str]:
    code, short, full, reg, price, floor, shares, fee, subs = rec
    gross = round(float(price) * 100) * shares
    net = gross - fee
    ann = ANNOUNCE.get(code, _day(reg, 4))
    pay = PAY.get(code, _day(reg, -12))
    branch = "上海" if code.startswith("6") else "深圳"
    m = lambda c: fmt_money(c, rng.choice(["comma", "comma", "wan", "cap", "plain"]))  # noqa: E731
    sh = fmt_count(shares, "股", rng.choice(["comma", "wan", "cn", "plain"]))
    d = lambda s: fmt_date(s, rng.choice(["cn", "cn", "iso", "hanzi", "slash"]))  # noqa: E731
    plan = math.ceil(gross / 1e10 * 1.25)
    kind = i % 4
    if kind == 0:
        title = f"【{short}（{code}）向特定对象发行A股股票发行情况报告书摘要】"
        subs_txt = f"本次发行最终获配对象共{subs}家。" if subs else "获配对象家数未在摘要中披露。"
        body = [
            f"{full}（证券代码：{code}，证券简称：{short}）于{d(ann)}披露发行情况报告书。本次发行价格为"
            f"{price}元/股，不低于定价基准日前二十个交易日股票交易均价的80%（即发行底价{floor}元/股）；"
            f"发行数量为{sh}，募集资金总额{m(gross)}，扣除不含税发行费用{m(fee)}后，募集资金净额为{m(net)}。"
            f"{subs_txt}新增股份已于{d(reg)}在中国证券登记结算有限责任公司{branch}分公司办理完成登记托管手续。"
        ]
    elif kind == 1:
        title = f"【{short}：非公开发行股票发行结果暨股本变动公告】"
        body_code = f"证券代码：{code}"
        body = [
            body_code,
            f"公告日期：{d(ann)}",
            "发行方式：向特定对象发行（竞价）",
            f"发行价格：{price}元/股（发行底价{floor}元/股）",
            f"发行数量：{sh}",
            f"募集资金总额：{m(gross)}",
            f"发行费用（不含税）：{m(fee)}",
            f"募集资金净额：{m(net)}",
            f"获配对象家数：{subs if subs else '未披露'}",
            f"新增股份登记完成日：{d(reg)}",
            "限售期：自发行结束之日起6个月",
        ]
    elif kind == 2:
        title = f"【{short} {code} 定增发行结果】"
        who = f"本次发行的{subs}名认购对象" if subs else "各认购对象"
        body = [
            f"截至{d(pay)}，{who}已将认购资金足额汇入主承销商指定账户。经会计师事务所审验，{short}"
            f"本次实际发行人民币普通股{sh}，每股发行价格{price}元，实际募集资金净额为{m(net)}"
            f"（募集资金总额{m(gross)}，减除发行费用{m(fee)}）。{d(reg)}，公司办理完毕新增股份登记手续，"
            f"相关公告于{d(ann)}发布。公司原预案拟募集资金不超过{plan}亿元。"
        ]
    else:
        title = f"【{short}（{code}）：定增落地，募资净额{m(net)}】"
        who = f"{subs}名特定对象" if subs else "特定对象（家数未披露）"
        body = [
            f"{short}公告称，公司以{price}元/股的价格向{who}发行{sh}，合计募资{m(gross)}，扣除发行费用后净额"
            f"如标题所示。新增股份登记工作已于{d(reg)}完成，公告发布日为{d(ann)}。与预案中不超过{plan}亿元的"
            "募资上限相比，本次实际募资规模有所收缩。"
        ]
    return [title, *body]


def _placement_row(rec: tuple) -> dict:
    code, short, _full, reg, price, _floor, shares, fee, subs = rec
    gross = round(float(price) * 100) * shares
    return {
        "stock_code": code,
        "company": short,
        "registration_date": reg,
        "issue_price": float(price),
        "shares_issued": shares,
        "gross_proceeds": gross / 100,
        "net_proceeds": (gross - fee) / 100,
        "subscriber_count": subs,
    }


# code, company, project, milestone, date, cumulative R&D spend (万元) or None
RD = [
    ("688235", "中科新材", "高纯氮化铝粉体", "中试线通过验收", "2024-04-18", 6820.5),
    ("300812", "易达科技", "车规级激光雷达主控芯片", "完成流片", "2024-06-03", 15340.0),
    ("688489", "芯源微电", "12英寸涂胶显影设备", "客户端验证通过", "2024-07-11", None),
    ("600976", "康桥药业", "KQ-207缓释片", "完成I期临床首例受试者入组", "2024-08-29", 4275.8),
    ("002761", "中科新能", "钠离子电池正极材料", "百吨级产线投产", "2024-09-14", 9016.2),
    ("300657", "弘信新能", "柔性光伏组件", "通过IEC认证", "2024-10-21", 3108.0),
    ("603203", "快克精工", "激光焊接工作站", "样机交付客户试用", "2024-05-27", 2290.4),
    ("002893", "京华激光", "万瓦级光纤激光器", "完成可靠性测试", "2024-11-30", 7733.6),
    ("601798", "蓝海重工", "深远海养殖工船", "完成详细设计", "2024-03-08", 12650.0),
]


def _rd_text(rng: random.Random) -> tuple[str, list[dict]]:
    lines = [
        "# 上市公司研发项目进展摘编",
        "",
        "> 摘自各公司自愿性信息披露公告，累计投入为截至公告日的数据。",
        "",
    ]
    rows = []
    for i, (code, short, proj, ms, date, spend) in enumerate(RD):
        ds = fmt_date(date, rng.choice(["cn", "iso", "hanzi"]))
        spend_txt = "累计研发投入未披露" if spend is None else f"项目累计研发投入{spend:,.2f}万元"
        if i % 3 == 0:
            lines.append(f"- **{short}**（{code}）：{ds}，“{proj}”项目{ms}，{spend_txt}。")
        elif i % 3 == 1:
            lines.append(f"- {short}披露，其“{proj}”项目已于{ds}{ms}；{spend_txt}，预算总额另行公告。")
        else:
            lines.append(f"- 【{code} {short}】{proj}：{ms}（{ds}）。{spend_txt}。")
        rows.append(
            {
                "stock_code": code,
                "company": short,
                "project": proj,
                "milestone": ms,
                "milestone_date": date,
                "cumulative_rd_wan": spend,
            }
        )
    return "\n".join(lines), rows


def build_981() -> dict:
    rng = random.Random("narrative_blind5/task_981")
    paras = ["以下为本期收录的上市公司向特定对象发行股票（定增）发行结果公告摘要，按收录顺序排列。"]
    order = list(range(len(PLACEMENTS)))
    rng.shuffle(order)
    for n, idx in enumerate(order):
        paras += _placement_block(rng, n, PLACEMENTS[idx])
    rd_text, rd_rows = _rd_text(rng)
    pp_cols = [
        ("stock_code", "TEXT", "证券代码"),
        ("company", "TEXT", "证券简称"),
        ("registration_date", "DATE", "新增股份在中国结算办理完成登记托管的日期（不是公告日、缴款日）"),
        ("issue_price", "REAL", "发行价格，元/股（不是发行底价）"),
        ("shares_issued", "INTEGER", "发行股数，股"),
        ("gross_proceeds", "REAL", "募集资金总额，元"),
        ("net_proceeds", "REAL", "募集资金净额（总额扣除发行费用后），元"),
        ("subscriber_count", "INTEGER", "最终获配发行对象家数；未披露为空"),
    ]
    rd_cols = [
        ("stock_code", "TEXT", "证券代码"),
        ("company", "TEXT", "证券简称"),
        ("project", "TEXT", "研发项目名称"),
        ("milestone", "TEXT", "本次公告的里程碑事项"),
        ("milestone_date", "DATE", "里程碑达成日期"),
        ("cumulative_rd_wan", "REAL", "截至公告日项目累计研发投入，万元；未披露为空"),
    ]
    return {
        "task_id": "task_981",
        "difficulty": "medium",
        "question": "新增股份登记日在2024年7月1日至2024年9月30日（含首尾两日）之间的定增项目，"
        "募集资金净额合计是多少亿元？结果保留两位小数。",
        "gold_sql": "SELECT ROUND(SUM(net_proceeds) / 100000000.0, 2) AS net_proceeds_total_yi "
        "FROM private_placements WHERE registration_date BETWEEN '2024-07-01' AND '2024-09-30'",
        "title": "上市公司定增发行结果与研发进展",
        "layout": "bullets",
        "conventions": [
            "金额在文档中可能以元、万元、亿元或中文大写书写；表中金额统一为元。"
            "1亿元 = 10,000万元 = 100,000,000元。",
            "日期统一为 YYYY-MM-DD。",
            "“定增”即向特定对象（非公开）发行股票。",
        ],
        "docs": [
            {
                "path": "context/private_placements.pdf",
                "table": "private_placements",
                "fmt": "pdf",
                "title": "定增发行结果公告摘要（2024年）",
                "paragraphs": paras,
                "columns": pp_cols,
                "rows": [_placement_row(r) for r in PLACEMENTS],
                "about": "每个【】标题下为一家公司的一次定增发行结果，对应一行。",
            },
            {
                "path": "context/rd_milestones.md",
                "table": "rd_milestones",
                "fmt": "md",
                "text": rd_text,
                "columns": rd_cols,
                "rows": rd_rows,
                "about": "每个列表项为一条研发项目进展，对应一行。",
            },
        ],
    }
