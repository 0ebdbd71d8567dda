"""task_996 (hard): 套期保值额度审议 (mixed record markers) + 套期保值年度开展情况.

Join on stock code + instrument + year.
"""

from __future__ import annotations

from decimal import Decimal

from common import Doc, Styler, cn_int, date_text, fmt_num, money_wan, parse_rows

# approve | stock | abbr | quota_year | instrument | margin_quota | contract_cap | body
QUOTAS = parse_rows("""
2023-04-20|601958|金岭有色|2023|阴极铜|30000|150000|股东大会
2023-12-15|601958|金岭有色|2024|阴极铜|40000|200000|股东大会
2023-12-15|601958|金岭有色|2024|电解铝|12000|60000|股东大会
2024-01-10|002243|恒通线缆|2024|阴极铜|8000|40000|董事会
2024-03-28|300423|安泰电机|2024|阴极铜|5000|25000|董事会
2024-03-28|300423|安泰电机|2024|美元远期结汇|3000|50000|董事会
2023-12-22|603217|嘉禾油脂|2024|豆粕|20000|90000|股东大会
2023-12-22|603217|嘉禾油脂|2024|豆油|15000|70000|股东大会
2024-04-25|000859|北港化纤|2024|PTA|6000|36000|董事会
2024-12-18|000859|北港化纤|2025|PTA|9000|45000|股东大会
2024-02-06|601266|宁远钢铁|2024|铁矿石|25000|120000|股东大会
2024-01-19|002598|粤海饲料|2024|玉米|10000|50000|董事会
2024-12-20|002598|粤海饲料|2025|玉米|12000|60000|董事会
""")

# announce | stock | year | instrument | max_margin_used | realized_pnl | floating_pnl
# | period-end margin balance
RESULTS = parse_rows("""
2024-03-30|601958|2023|阴极铜|26500|-1820|310|11200
2024-04-12|603217|2023|豆粕|17800|1460|0|6400
2025-03-15|603217|2024|豆粕|16400|3120|-260|9800
2025-03-15|603217|2024|豆油|8250|-940|75|3150
2025-03-25|601958|2024|阴极铜|21600|2350.6|-410|15300
2025-03-25|601958|2024|电解铝|9300|-615.2|120|4100
2025-03-29|601266|2024|铁矿石|14750|-2210|-180|8800
2025-04-10|000859|2024|PTA|5700|-310.8|22|2600
2025-04-16|002598|2024|玉米|6300|512|40|2300
2025-04-18|002243|2024|阴极铜|5520|418|0|1980
2025-04-22|300423|2024|阴极铜|2100|96.5|-12|900
2025-04-22|300423|2024|美元远期结汇|1950|-230|-45|1200
""")

ABBR = {q[1]: q[2] for q in QUOTAS}


def _quota_text(st: Styler) -> str:
    out = [
        "# 开展套期保值业务额度审议公告汇编",
        "",
        "本汇编收录各公司董事会或股东大会审议通过的套期保值额度。",
        "",
    ]
    for idx, (approve, stock, abbr, year, inst, margin, cap, body) in enumerate(QUOTAS, 1):
        ap_t = date_text(approve, st.pick("cn", "iso", "upper", "dot"))
        margin_t = money_wan(margin, st.pick("wan", "yi", "yuan", "cap"))
        cap_t = money_wan(cap, st.pick("wan", "yi"))
        year_t = f"{year}年度" if idx % 2 else f"{year}年1月1日至{year}年12月31日"
        kind = "外汇套期保值" if "结汇" in inst else "商品期货套期保值"
        core = (
            f"审议通过《关于开展{year}年度{kind}业务的议案》，同意公司在{year_t}以{inst}为标的开展{kind}"
            f"业务，任一交易日占用的保证金最高额度不超过{margin_t}，任一交易日持有的最高合约价值不超过{cap_t}，"
            f"额度在有效期内可循环滚动使用。"
        )
        mode = idx % 6
        if mode == 1:
            out += [f"## {idx}. {abbr}（{stock}）", "", f"公告日期{ap_t}。{body}{core}", ""]
        elif mode == 2:
            out += [f"【{abbr} {stock}】", f"{ap_t}，公司{body}{core}", ""]
        elif mode == 3:
            out += [f"（{cn_int(idx)}）{abbr}（证券代码{stock}）", "", f"审议日期：{ap_t}。{body}{core}", ""]
        elif mode == 4:
            out += [f"第{cn_int(idx)}条　{abbr}（{stock}）于{ap_t}召开{body}，会议{core}", ""]
        elif mode == 5:
            out += [f"{ap_t}　{abbr}（{stock}）：{body}{core}", ""]
        else:
            out += [
                "* * *",
                f"公司：{abbr}",
                f"代码：{stock}",
                f"审议机构及日期：{body}，{ap_t}",
                f"额度适用期间：{year_t}",
                f"交易品种：{inst}",
                f"保证金最高额度：{margin_t}",
                f"最高合约价值：{cap_t}",
                "",
            ]
    return "\n".join(out)


def _pnl_text(value: str, style: str) -> str:
    v = Decimal(value)
    if v == 0:
        return "平仓损益为0"
    if style == "signed":
        return f"平仓损益{fmt_num(v, 2)}万元"
    word = "收益" if v > 0 else "损失"
    return f"平仓{word}{money_wan(abs(v), style)}"


def _result_text(st: Styler) -> str:
    out = ["套期保值业务年度开展情况说明汇编", "-" * 30, ""]
    for idx, (ann, stock, year, inst, used, realized, floating, balance) in enumerate(RESULTS, 1):
        abbr = ABBR[stock]
        ann_t = date_text(ann, st.pick("cn", "iso", "dot", "slash"))
        used_t = money_wan(used, st.pick("wan", "yi", "yuan", "wan_plain"))
        pnl_t = _pnl_text(realized, st.pick("signed", "wan", "yuan", "cap"))
        float_t = f"{fmt_num(floating, 2)}万元"
        out.append(f"No.{idx:02d}  {ann_t}")
        out.append(
            f"{abbr}（{stock}）披露{year}年度{inst}套期保值业务开展情况：报告期内{inst}套期保值业务占用的保证金"
            f"最高额为{used_t}，未超过审议额度；期末保证金余额{money_wan(balance, 'wan')}。全年{pnl_t}，"
            f"期末持仓浮动盈亏{float_t}，与被套期项目的价值变动基本对冲。"
        )
        out.append("-" * 30)
        out.append("")
    return "\n".join(out)


KNOWLEDGE = """# 知识库：商品期货及外汇套期保值

共两份文档，表名取文件名（不含扩展名），文档中每条记录对应一行。金额单位统一为万元（原文可能写作元、亿元或
中文大写），日期记为 YYYY-MM-DD，年度记为四位整数。

## hedging_quotas —— 额度审议公告（hedging_quotas.md，13 条）

该文档由多种格式的公告拼成：有的以“## 序号.”标题开头，有的以【】、（一）、“第N条”或日期开头，
有的是以“* * *”隔开的“名称：内容”卡片。每一种都是一条记录。

1. **approve_date**：董事会或股东大会审议通过额度的日期（审议日期常早于额度适用年度）。
2. **stock_code**：六位证券代码。
3. **company_abbr**：公司简称。
4. **quota_year**：额度适用的年度（“2024年度”或“2024年1月1日至2024年12月31日”均记为 2024）。
5. **instrument**：套期保值品种，按原文记录（如 阴极铜、豆粕、PTA、美元远期结汇）。
6. **margin_quota**：任一交易日占用的保证金最高额度（万元）。
7. **contract_value_cap**：任一交易日持有的最高合约价值（万元）；这是另一项限额，不是保证金额度。
8. **approval_body**：审议机构，取值“董事会”或“股东大会”。

## hedging_results —— 年度开展情况（hedging_results.txt，12 条，每条以“No.序号  日期”开头）

1. **announce_date**：说明披露日期（No. 后面的日期）。
2. **stock_code**：六位证券代码。
3. **year**：业务开展的年度。
4. **instrument**：品种，与 hedging_quotas.instrument 写法一致。
5. **max_margin_used**：报告期内实际占用的保证金最高额（万元）；“期末保证金余额”不是该字段。
6. **realized_pnl**：全年平仓已实现损益（万元），收益为正、损失为负。
7. **floating_pnl**：期末持仓浮动盈亏（万元），正负含义同上。

口径：“保证金额度使用率”= max_margin_used ÷ 同一公司、同一品种、quota_year 等于业务年度的 margin_quota × 100。
"""

QUESTION = (
    "对2024年度开展的套期保值业务，按公司和品种计算实际占用的保证金最高额占该年度审议的保证金最高额度的比例"
    "（%，保留两位小数）。列出比例超过60%的公司简称、品种、该比例以及当年平仓已实现损益（万元），按比例从高到低排序。"
)

GOLD_SQL = """
SELECT q.company_abbr AS company_abbr, r.instrument AS instrument,
       ROUND(r.max_margin_used * 100.0 / q.margin_quota, 2) AS margin_usage_pct,
       r.realized_pnl AS realized_pnl_wan
FROM hedging_results AS r
JOIN hedging_quotas AS q
  ON q.stock_code = r.stock_code AND q.instrument = r.instrument AND q.quota_year = r.year
WHERE r.year = 2024 AND r.max_margin_used * 100.0 / q.margin_quota > 60
ORDER BY margin_usage_pct DESC
"""

TRAPS = [
    (
        "joins quotas without matching the quota year",
        "SELECT q.company_abbr, r.instrument, ROUND(r.max_margin_used * 100.0 / q.margin_quota, 2) "
        "FROM hedging_results r JOIN hedging_quotas q ON q.stock_code = r.stock_code "
        "AND q.instrument = r.instrument WHERE r.year = 2024 "
        "AND r.max_margin_used * 100.0 / q.margin_quota > 60",
    ),
    (
        "divides by the contract value cap instead of the margin quota",
        "SELECT q.company_abbr, r.instrument, ROUND(r.max_margin_used * 100.0 / q.contract_value_cap, 2) "
        "FROM hedging_results r JOIN hedging_quotas q ON q.stock_code = r.stock_code "
        "AND q.instrument = r.instrument AND q.quota_year = r.year WHERE r.year = 2024 "
        "AND r.max_margin_used * 100.0 / q.contract_value_cap > 60",
    ),
]


def build() -> dict:
    st = Styler("narrative_blind6/task_996")
    quotas = Doc(
        "hedging_quotas.md",
        [
            ("approve_date", "DATE"),
            ("stock_code", "TEXT"),
            ("company_abbr", "TEXT"),
            ("quota_year", "INTEGER"),
            ("instrument", "TEXT"),
            ("margin_quota", "REAL"),
            ("contract_value_cap", "REAL"),
            ("approval_body", "TEXT"),
        ],
        [tuple(q) for q in QUOTAS],
        text=_quota_text(st),
    )
    results = Doc(
        "hedging_results.txt",
        [
            ("announce_date", "DATE"),
            ("stock_code", "TEXT"),
            ("year", "INTEGER"),
            ("instrument", "TEXT"),
            ("max_margin_used", "REAL"),
            ("realized_pnl", "REAL"),
            ("floating_pnl", "REAL"),
        ],
        [tuple(r[:7]) for r in RESULTS],
        text=_result_text(st),
    )
    return {
        "task_id": "task_996",
        "difficulty": "hard",
        "question": QUESTION,
        "knowledge": KNOWLEDGE,
        "docs": [quotas, results],
        "gold_sql": GOLD_SQL,
        "traps": TRAPS,
    }
