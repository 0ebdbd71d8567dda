"""task_991 (medium): 股东减持计划实施结果 + an unneeded 董监高辞职 digest."""

from __future__ import annotations

from decimal import Decimal

from common import Doc, Styler, date_text, parse_rows, pct, shares

# announce | code | abbr | holder | plan_ratio | total_shares | actual_ratio | end_date | outcome
# | before_ratio
REDUCTIONS_DATA = """
2024-07-19|603871|华岳精工|宁波瀚川投资合伙企业（有限合伙）|3.00|300000000|1.62|2024-07-17|实施完毕|7.85
2024-06-28|002917|澄江电子|陈立群|2.00|250000000|0.46|2024-06-26|期满未完成|5.31
2024-09-03|688352|云溪新材|苏州清岚创业投资有限公司|1.00|100000000|0.98|2024-09-01|实施完毕|6.02
2024-10-15|300745|北辰智造|深圳前海拓朴资本管理有限公司|3.00|300500000|2.40|2024-10-11|实施完毕|9.44
2024-07-02|600786|鹤鸣药业|鹤鸣集团有限公司|2.00|300000000|1.10|2024-06-29|期满未完成|41.27
2025-01-06|002563|睿邦股份|王海峰|1.50|150000000|1.34|2025-01-03|实施完毕|12.60
2024-12-30|301208|蓝湾科技|上海鼎承私募基金管理有限公司－鼎承成长1号私募证券投资基金|3.00|127120000|2.95|2024-12-27|提前终止|8.08
2024-11-20|603129|金穗食品|李雪梅|0.50|200000000|0.13|2024-11-18|期满未完成|1.92
2024-08-23|688719|晶格半导体|国投创新（北京）投资基金有限公司|2.00|299640000|1.00|2024-08-21|实施完毕|5.87
2024-09-27|000958|东峡能源|东峡控股集团有限公司|2.00|500000000|0.00|2024-09-25|期满未减持|52.16
2024-11-05|300512|长缨医疗|张伟民|1.20|200000000|0.91|2024-11-01|期满未完成|6.35
2024-12-12|605088|青禾环境|青禾投资有限公司|3.00|300000000|2.16|2024-12-10|实施完毕|38.50
"""
REDUCTIONS = parse_rows(REDUCTIONS_DATA)

OUTCOME_TEXT = {
    "实施完毕": ["本次减持计划已实施完毕", "股东本次减持计划已实施完毕"],
    "期满未完成": ["减持计划期限已届满，计划未全部实施", "本次减持期间已届满，实际减持数量未达计划上限"],
    "提前终止": ["股东基于自身资金安排决定提前终止本次减持计划"],
    "期满未减持": ["减持期间届满，股东未减持公司股份"],
}

RESIGNATIONS = [
    tuple(r)
    for r in parse_rows("""
2024-03-12|603871|华岳精工|周明轩|副总经理|个人原因|2024-03-11
2024-05-20|002917|澄江电子|林佩瑶|独立董事|任期届满六年|2024-06-28
2024-07-08|688352|云溪新材|赵启航|财务总监|工作调整|2024-07-08
2024-08-30|300745|北辰智造|孙维嘉|董事会秘书|个人原因|2024-08-29
2024-10-09|600786|鹤鸣药业|何敏|监事|退休|2024-10-09
2024-11-15|301208|蓝湾科技|郑一凡|董事、副总经理|个人原因|2024-11-14
2024-12-02|605088|青禾环境|吴晓东|独立董事|个人原因|2025-01-17
2025-01-10|300512|长缨医疗|钱嘉懿|总经理|身体原因|2025-01-09
""")
]


def _reduction_rows() -> list[tuple]:
    rows = []
    for ann, code, abbr, holder, plan, total, ratio, end, outcome, _before in REDUCTIONS:
        actual = int(Decimal(total) * Decimal(ratio) / 100)
        if Decimal(actual) * 100 / Decimal(total) != Decimal(ratio):
            raise AssertionError((code, ratio))
        rows.append((ann, code, abbr, holder, float(plan), actual, float(ratio), end, outcome))
    return rows


def _reduction_text(st: Styler) -> str:
    out = ["# 股东减持计划实施结果公告摘要（2024年度汇编）", ""]
    out.append("> 本汇编按公告顺序整理各公司股东减持计划实施结果，数据均摘自公告原文。")
    out.append("")
    for idx, (ann, code, abbr, holder, plan, total, ratio, end, outcome, before) in enumerate(REDUCTIONS, 1):
        actual = int(Decimal(total) * Decimal(ratio) / 100)
        plan_sh = int(Decimal(total) * Decimal(plan) / 100)
        after = Decimal(before) - Decimal(ratio)
        ann_t = date_text(ann, st.pick("cn", "iso", "dot", "upper"))
        end_t = date_text(end, st.pick("cn", "iso", "dot"))
        act_t = shares(actual, st.pick("sep", "wan", "cn"))
        plan_t = shares(plan_sh, st.pick("sep", "wan"))
        ratio_t = pct(ratio, st.pick("pct", "pct2", "cn"))
        plan_r = pct(plan, st.pick("pct", "cn"))
        outcome_t = st.rng.choice(OUTCOME_TEXT[outcome])
        price_lo = Decimal(st.rng.randrange(800, 4000)) / 100
        price_hi = price_lo + Decimal(st.rng.randrange(50, 600)) / 100
        out.append(
            f"### {idx}. {abbr}（{code}）关于股东减持计划{'实施结果' if idx % 3 else '进展及结果'}的公告"
        )
        out.append("")
        if code == "300512":
            tail = (
                f"减持前其持股比例为{pct(before, 'pct2')}；减持期间公司可转换公司债券转股导致总股本增加，"
                f"受减持及被动稀释共同影响，其持股比例降至5.00%。"
            )
        else:
            tail = f"减持前其持股比例为{pct(before, 'pct2')}，减持后降至{pct(after, 'pct2')}。"
        if actual == 0:
            body = (
                f"公司于{ann_t}披露：股东{holder}原计划减持不超过{plan_t}（不超过公司总股本的{plan_r}）。"
                f"截至{end_t}，{outcome_t}，实际减持数量为0股，实际减持比例为0%。其持股比例仍为"
                f"{pct(before, 'pct2')}。"
            )
        elif idx % 2:
            body = (
                f"公司于{ann_t}收到股东{holder}的告知函。该股东原计划通过集中竞价或大宗交易方式减持不超过"
                f"{plan_t}，即不超过公司总股本的{plan_r}。截至{end_t}，{outcome_t}；期间累计减持"
                f"{act_t}，占公司总股本的{ratio_t}，减持价格区间为{price_lo}—{price_hi}元/股。{tail}"
            )
        else:
            body = (
                f"公告日期：{ann_t}。减持主体：{holder}。根据此前披露的减持计划，其拟减持比例上限为{plan_r}"
                f"（对应{plan_t}）。{outcome_t}，减持期间截止日为{end_t}。实际减持{act_t}，"
                f"实际减持比例{ratio_t}，成交均价约{(price_lo + price_hi) / 2:.2f}元/股。{tail}"
            )
        out.append(body)
        out.append("")
    return "\n".join(out)


def _resignation_text(st: Styler) -> str:
    out = ["# 董事、监事及高级管理人员辞职公告汇总", ""]
    for idx, (ann, code, abbr, person, pos, reason, eff) in enumerate(RESIGNATIONS, 1):
        ann_t = date_text(ann, st.pick("cn", "iso", "dot"))
        eff_t = date_text(eff, st.pick("cn", "iso"))
        out.append(
            f"第{idx}条　{abbr}（{code}）于{ann_t}公告，{pos}{person}因{reason}申请辞去{pos}职务，"
            f"辞职自{eff_t}起生效。辞职后其{'仍在公司任职' if idx % 2 else '不再担任公司任何职务'}。"
        )
        out.append("")
    return "\n".join(out)


KNOWLEDGE = """# 背景知识：股东减持与董监高辞职公告

本任务的材料是两份公告摘编文档，每份文档对应一张逻辑表，表名与文件名（不含扩展名）相同；文档中的每一条
公告记录对应表中的一行。

## 通用约定

- 比例类字段以“占公司总股本的百分比”记录，只记数值（如 1.62 表示 1.62%）；文中的“百分之一点六二”同理。
- 股数一律换算为“股”的整数记录（文中可能写作“万股”或中文数字）。
- 日期一律记为 YYYY-MM-DD。
- “减持后持股比例”“被动稀释”等描述不影响实际减持比例：实际减持比例只取公告中“实际减持数量占公司总股本的
  比例”。

## reduction_results（reduction_results.md，12 条记录）

| 字段 | 说明 | 示例 |
|---|---|---|
| announce_date | 结果公告的披露日期 | 2024-07-19 |
| stock_code | 六位证券代码 | 603871 |
| company_abbr | 公司简称 | 华岳精工 |
| shareholder | 减持主体（股东全称） | 李雪梅 |
| planned_max_ratio | 减持计划披露的拟减持比例上限（%） | 3.0 |
| actual_shares | 本次计划期间实际减持的股数（股） | 4860000 |
| actual_ratio | 实际减持股数占公司总股本的比例（%） | 1.62 |
| end_date | 减持计划实施完毕、提前终止或期间届满的日期（不是公告日期） | 2024-07-17 |
| outcome | 实施结果，取值：实施完毕 / 期满未完成 / 提前终止 / 期满未减持 | 实施完毕 |

## executive_resignations（executive_resignations.md，8 条记录）

| 字段 | 说明 | 示例 |
|---|---|---|
| announce_date | 辞职公告日期 | 2024-03-12 |
| stock_code | 六位证券代码 | 603871 |
| company_abbr | 公司简称 | 华岳精工 |
| person | 辞职人员姓名 | 周明轩 |
| position | 辞去的职务 | 副总经理 |
| reason | 辞职原因 | 个人原因 |
| effective_date | 辞职生效日期 | 2024-03-11 |
"""

QUESTION = (
    "在减持计划于2024年下半年（2024年7月1日至12月31日，以实施完毕、提前终止或期间届满的日期为准）结束的记录中，"
    "哪些股东的实际减持比例不低于公司总股本的1%？请列出公司简称、股东名称和实际减持比例（%），按实际减持比例"
    "从高到低排序。"
)

GOLD_SQL = """
SELECT company_abbr AS company_abbr, shareholder AS shareholder, actual_ratio AS actual_ratio_pct
FROM reduction_results
WHERE end_date BETWEEN '2024-07-01' AND '2024-12-31' AND actual_ratio >= 1
ORDER BY actual_ratio DESC
"""

TRAPS = [
    (
        "filters on the announcement date instead of the end date",
        "SELECT company_abbr, shareholder, actual_ratio FROM reduction_results "
        "WHERE announce_date BETWEEN '2024-07-01' AND '2024-12-31' AND actual_ratio >= 1",
    ),
    (
        "uses the planned ratio cap instead of the actual ratio",
        "SELECT company_abbr, shareholder, actual_ratio FROM reduction_results "
        "WHERE end_date BETWEEN '2024-07-01' AND '2024-12-31' AND planned_max_ratio >= 1",
    ),
]


def build() -> dict:
    st = Styler("narrative_blind6/task_991")
    reductions = Doc(
        "reduction_results.md",
        [
            ("announce_date", "DATE"),
            ("stock_code", "TEXT"),
            ("company_abbr", "TEXT"),
            ("shareholder", "TEXT"),
            ("planned_max_ratio", "REAL"),
            ("actual_shares", "INTEGER"),
            ("actual_ratio", "REAL"),
            ("end_date", "DATE"),
            ("outcome", "TEXT"),
        ],
        _reduction_rows(),
        text=_reduction_text(st),
    )
    resignations = Doc(
        "executive_resignations.md",
        [
            ("announce_date", "DATE"),
            ("stock_code", "TEXT"),
            ("company_abbr", "TEXT"),
            ("person", "TEXT"),
            ("position", "TEXT"),
            ("reason", "TEXT"),
            ("effective_date", "DATE"),
        ],
        list(RESIGNATIONS),
        text=_resignation_text(st),
    )
    return {
        "task_id": "task_991",
        "difficulty": "medium",
        "question": QUESTION,
        "knowledge": KNOWLEDGE,
        "docs": [reductions, resignations],
        "gold_sql": GOLD_SQL,
        "traps": TRAPS,
    }
