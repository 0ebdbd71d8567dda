"""task_994 (hard): 资产减值计提 (PDF) + 业绩预告/修正 (Markdown, records split by horizontal rules)."""

from __future__ import annotations

from decimal import Decimal

from common import Doc, Styler, cn_int, date_text, fmt_num, money_wan, parse_rows

# announce | stock | abbr | period | credit | asset | goodwill (part of asset) | prior-year total
IMPAIRMENTS = parse_rows("""
2024-08-29|000716|南屏地产|2024年半年度|5200|41800|0|38600
2024-10-28|002684|宏图光电|2024年前三季度|820|2300|0|1460
2024-10-30|002795|泰和矿业|2024年前三季度|650|4350|0|2210
2024-01-26|600321|江陵重工|2023年度|2100|9800|6000|7350
2025-01-16|300967|锦程教育|2024年度|350|800|800|4100
2025-01-18|300219|汇通物流|2024年度|3900|2800|0|5230
2025-01-22|002684|宏图光电|2024年度|2136.15|12444.25|5300|3180.6
2025-01-24|600321|江陵重工|2024年度|4250|27000|18600|11900
2025-01-25|300388|天枢软件|2024年度|612.36|400|400|2875.5
2025-01-27|000716|南屏地产|2024年度|12400|86000|0|104300
2025-03-28|601577|海川航运|2024年度|1020|0|0|860
2025-04-10|688105|星衡生物|2024年度|460|5400|0|720
""")

# announce | stock | abbr | period | type | np_low | np_high | prior_np | kf_low | kf_high
FORECASTS = parse_rows("""
2024-07-12|600321|江陵重工|2024年半年度|续亏|-18000|-15000|-9600|-19500|-16500
2025-01-16|300967|锦程教育|2024年度|扭亏|2000|3000|-12000|1500|2500
2025-01-18|300219|汇通物流|2024年度|预减|8000|10000|18400|7000|9000
2025-01-20|688105|星衡生物|2024年度|预减|1200|1800|4650|800|1400
2025-01-21|603388|松原纺织|2024年度|首亏|-9000|-7000|3120|-9800|-7800
2025-01-22|002684|宏图光电|2024年度|首亏|-16000|-11000|6820|-17000|-12000
2025-01-23|002795|泰和矿业|2024年度|首亏|-7500|-5500|2260|-8000|-6000
2025-01-24|600321|江陵重工|2024年度|续亏|-52000|-38000|-21500|-55000|-41000
2025-01-25|300388|天枢软件|2024年度|续亏|-4800|-3600|-6200|-5300|-4100
2025-01-27|000716|南屏地产|2024年度|续亏|-260000|-210000|-180000|-270000|-220000
2025-01-27|601577|海川航运|2024年度|预增|45000|52000|30100|43000|50000
2025-04-10|688105|星衡生物|2024年度|首亏|-3500|-2600|4650|-4100|-3200
""")

TYPE_WORDS = {
    "首亏": "预计由盈转亏（首亏）",
    "续亏": "预计继续亏损（续亏）",
    "扭亏": "预计实现扭亏为盈（扭亏）",
    "预减": "预计净利润同比下降（预减）",
    "预增": "预计净利润同比上升（预增）",
}


def _total(row: list[str]) -> Decimal:
    return Decimal(row[4]) + Decimal(row[5])


def _impairment_blocks(st: Styler) -> list[tuple[str, str]]:
    blocks = []
    for idx, (ann, stock, abbr, period, credit, asset, goodwill, prior) in enumerate(IMPAIRMENTS, 1):
        total = _total(IMPAIRMENTS[idx - 1])
        ann_t = date_text(ann, st.pick("cn", "upper", "iso"))
        unit = st.pick("wan", "yuan", "yi", "wan_plain")
        credit_t = money_wan(credit, unit if unit != "yi" else "wan")
        asset_t = money_wan(asset, unit if unit != "yi" else "wan")
        total_t = money_wan(total, unit)
        prior_t = money_wan(prior, "wan")
        blocks.append(("h", f"{cn_int(idx)}、{abbr}（{stock}）关于计提{period}资产减值准备的公告"))
        gw = (
            f"资产减值损失中商誉减值准备{money_wan(goodwill, 'wan')}，"
            "主要系收购子公司形成的商誉出现减值迹象；"
            if goodwill != "0"
            else "资产减值损失主要为存货跌价准备及合同资产减值准备；"
        )
        if idx % 3 == 0:
            text = (
                f"公告日期{ann_t}。依据《企业会计准则第8号——资产减值》及公司会计政策，公司对截至{period}末"
                f"合并报表范围内的各类资产进行了全面清查和减值测试。{period}计提信用减值损失{credit_t}、"
                f"资产减值损失{asset_t}；{gw}两项合计{total_t}，相应减少公司{period}合并报表利润总额{total_t}。"
                f"上年同期公司计提各项减值准备合计{prior_t}。"
            )
        else:
            text = (
                f"{abbr}于{ann_t}发布公告，基于谨慎性原则，公司{period}拟计提各项减值准备合计{total_t}。"
                f"其中：应收账款、其他应收款等计提信用减值损失{credit_t}；存货、固定资产及商誉等计提资产减值"
                f"损失{asset_t}；{gw}本次计提已经董事会审议通过，未经会计师事务所审计。作为对比，上年同期"
                f"计提减值准备{prior_t}。"
            )
        blocks.append(("p", text))
    return blocks


def _loss_range(low: str, high: str, style: str) -> str:
    lo, hi = Decimal(low), Decimal(high)
    if lo >= 0:
        return f"{money_wan(lo, 'wan')}至{money_wan(hi, 'wan')}"
    if style == "neg":
        return f"{fmt_num(lo, 2)}万元至{fmt_num(hi, 2)}万元"
    if style == "yi":
        return f"亏损{money_wan(-hi, 'yi')}至{money_wan(-lo, 'yi')}"
    return f"亏损{fmt_num(-hi, None)}万元到{fmt_num(-lo, None)}万元"


def _forecast_text(st: Styler) -> str:
    out = ["# 2024年业绩预告及修正公告辑录", "", "（同一公司的修正公告单列一条。）", ""]
    for ann, stock, abbr, period, kind, low, high, prior, kf_low, kf_high in FORECASTS:
        style = st.pick("neg", "yi", "loss")
        ann_t = date_text(ann, st.pick("cn", "iso", "dot"))
        revised = stock == "688105" and kind == "首亏"
        prior_t = f"{fmt_num(prior, 2)}万元" if Decimal(prior) < 0 else money_wan(prior, "wan")
        out.append("---")
        out.append("")
        title = "业绩预告修正公告" if revised else "业绩预告"
        out.append(f"**{abbr}　{stock}　{title}**")
        out.append("")
        body = (
            f"{ann_t}，公司披露{period}{title}。业绩预告类型：{kind}，{TYPE_WORDS[kind]}。经财务部门初步测算，"
            f"预计{period}归属于上市公司股东的净利润为{_loss_range(low, high, style)}；"
            f"预计扣除非经常性损益后的净利润为{_loss_range(kf_low, kf_high, style)}。"
            f"上年同期归属于上市公司股东的净利润为{prior_t}。"
        )
        if revised:
            body += (
                "公司于2025年1月20日披露的2024年度业绩预告预计净利润为1,200万元至1,800万元（预减）。"
                "因年审过程中对研发管线相关资产补充计提减值，现将预告修正如上，以本修正公告为准。"
            )
        out.append(body)
        out.append("")
    return "\n".join(out)


KNOWLEDGE = """# 资产减值计提与业绩预告：背景知识

本任务有两份文档。`impairment_provisions.pdf` 是一份资产减值准备计提公告的摘编，对应表
impairment_provisions，共 12 条记录，每条以“一、二、三……”编号的公告标题开头；PDF 中正文按版面折行，
一条记录可能跨页，页眉和“— N —”页码不属于正文。`earnings_forecasts.md` 是业绩预告及修正公告的辑录，
对应表 earnings_forecasts，共 12 条记录，记录之间以水平分隔线隔开。

impairment_provisions 的每条记录包含公告日期（announce_date，YYYY-MM-DD）、证券代码（stock_code）、
公司简称（company_abbr）、计提所属期间（report_period，取公告中的原文写法，如“2024年度”“2024年前三季度”
“2024年半年度”）、本次计提的信用减值损失（credit_impairment）、本次计提的资产减值损失（asset_impairment）、
本次计提减值准备合计（total_provision，等于前两项之和）以及资产减值损失中的商誉减值部分（goodwill_impairment，
没有则记 0）。所有金额字段单位均为万元；原文可能以元、万元或亿元表述，需要换算。公告中“上年同期计提”的金额
只是对比数据，不属于任何字段；“减少利润总额”的金额与合计数相同，不另设字段。

earnings_forecasts 的每条记录包含公告日期（announce_date）、证券代码（stock_code）、公司简称（company_abbr）、
预告期间（report_period，写法同上）、业绩预告类型（forecast_type，取值为预增、预减、首亏、续亏、扭亏之一，
以公告中“业绩预告类型”后的文字为准）、预计归属于上市公司股东的净利润区间的下限（np_low）和上限（np_high），
以及上年同期归属于上市公司股东的净利润（prior_np）。这三项金额单位均为万元，亏损记为负数，并且 np_low 不大于
np_high；例如“预计亏损3.8亿元至5.2亿元”记为 np_low = -52000、np_high = -38000。扣除非经常性损益后的净利润
区间不进入任何字段。

口径：同一公司同一预告期间如先后披露了业绩预告和业绩预告修正公告，以公告日期最晚的一条为准（修正公告中
复述的原预告数据不另成记录）。“预告净利润中值”指 (np_low + np_high) / 2。两张表按 stock_code 和
report_period 对应。
"""

QUESTION = (
    "以2024年度业绩预告（有修正的以最终披露为准）类型为“首亏”或“续亏”、且披露了2024年度资产减值准备计提的公司"
    "为范围，计算本次计提减值准备合计金额占预告归母净利润区间中值绝对值的比例（%，保留两位小数）。请列出公司简称、"
    "计提减值准备合计（万元）、预告净利润中值（万元）和该比例，按比例从高到低排序。"
)

GOLD_SQL = """
WITH final_forecast AS (
    SELECT f.*
    FROM earnings_forecasts AS f
    WHERE f.report_period = '2024年度'
      AND f.announce_date = (
          SELECT MAX(f2.announce_date) FROM earnings_forecasts AS f2
          WHERE f2.stock_code = f.stock_code AND f2.report_period = f.report_period
      )
)
SELECT i.company_abbr AS company_abbr,
       i.total_provision AS total_provision_wan,
       (ff.np_low + ff.np_high) / 2.0 AS np_mid_wan,
       ROUND(i.total_provision * 100.0 / ABS((ff.np_low + ff.np_high) / 2.0), 2) AS provision_ratio_pct
FROM impairment_provisions AS i
JOIN final_forecast AS ff ON ff.stock_code = i.stock_code AND ff.report_period = i.report_period
WHERE ff.forecast_type IN ('首亏', '续亏')
ORDER BY provision_ratio_pct DESC
"""

TRAPS = [
    (
        "uses the original forecast instead of the revision",
        "SELECT i.company_abbr, i.total_provision FROM impairment_provisions i JOIN earnings_forecasts f "
        "ON f.stock_code = i.stock_code AND f.report_period = i.report_period "
        "WHERE i.report_period = '2024年度' AND f.forecast_type IN ('首亏', '续亏') "
        "AND f.announce_date = (SELECT MIN(announce_date) FROM earnings_forecasts f2 "
        "WHERE f2.stock_code = f.stock_code AND f2.report_period = f.report_period)",
    ),
    (
        "joins on stock code only, ignoring the report period",
        "SELECT i.company_abbr, i.total_provision FROM impairment_provisions i JOIN earnings_forecasts f "
        "ON f.stock_code = i.stock_code WHERE f.report_period = '2024年度' "
        "AND f.forecast_type IN ('首亏', '续亏')",
    ),
]


def build() -> dict:
    st = Styler("narrative_blind6/task_994")
    imp_rows = [(r[0], r[1], r[2], r[3], r[4], r[5], str(_total(r)), r[6]) for r in IMPAIRMENTS]
    impairments = Doc(
        "impairment_provisions.pdf",
        [
            ("announce_date", "DATE"),
            ("stock_code", "TEXT"),
            ("company_abbr", "TEXT"),
            ("report_period", "TEXT"),
            ("credit_impairment", "REAL"),
            ("asset_impairment", "REAL"),
            ("total_provision", "REAL"),
            ("goodwill_impairment", "REAL"),
        ],
        imp_rows,
        pdf=(
            "上市公司计提资产减值准备公告摘编",
            "资产减值准备计提公告摘编（2024—2025）　仅供内部研究使用",
            _impairment_blocks(st),
        ),
    )
    forecasts = Doc(
        "earnings_forecasts.md",
        [
            ("announce_date", "DATE"),
            ("stock_code", "TEXT"),
            ("company_abbr", "TEXT"),
            ("report_period", "TEXT"),
            ("forecast_type", "TEXT"),
            ("np_low", "REAL"),
            ("np_high", "REAL"),
            ("prior_np", "REAL"),
        ],
        [tuple(r[:8]) for r in FORECASTS],
        text=_forecast_text(st),
    )
    return {
        "task_id": "task_994",
        "difficulty": "hard",
        "question": QUESTION,
        "knowledge": KNOWLEDGE,
        "docs": [impairments, forecasts],
        "gold_sql": GOLD_SQL,
        "traps": TRAPS,
    }
