"""task_993 (hard): 股票期权激励授予 + 行权结果 (join on option_code) + an unneeded 专利授权 digest."""

from __future__ import annotations

from decimal import Decimal

from common import Doc, Styler, cn_int, date_text, parse_rows, shares

# option | stock | abbr | grant_date | price | grantees_plan | grantees | options_plan | options | reserved
# | reg_date
GRANTS = parse_rows("""
037401|603871|华岳精工|2022-06-15|18.60|156|148|5000000|4820000|500000|2022-07-08
037422|002917|澄江电子|2022-09-20|12.35|220|214|8000000|7860000|0|2022-10-14
037455|688352|云溪新材|2023-01-10|46.80|88|85|2000000|1950000|300000|2023-02-03
037468|300745|北辰智造|2023-03-28|21.50|310|296|12000000|11640000|1500000|2023-04-21
037490|600786|鹤鸣药业|2023-05-16|9.88|180|180|6000000|6000000|0|2023-06-09
037512|002563|睿邦股份|2023-08-08|15.20|95|92|3000000|2900000|200000|2023-08-30
037533|301208|蓝湾科技|2023-11-02|33.40|64|60|1600000|1520000|0|2023-11-24
037560|605088|青禾环境|2024-04-12|7.65|120|118|4500000|4420000|500000|2024-05-10
""")

# announce | option | period | exercisable | exercised | exercisers | price | listing_date
EXERCISES = parse_rows("""
2023-08-10|037401|1|1928000|1896000|141|18.28|2023-08-15
2023-10-30|037422|1|3930000|3510000|198|12.05|2023-11-06
2024-03-07|037455|1|585000|585000|85|46.51|2024-03-12
2024-05-15|037468|1|3492000|3380000|281|21.22|2024-05-20
2024-06-19|037490|1|2400000|2400000|180|9.60|2024-06-25
2024-08-14|037401|2|1446000|1402000|137|17.95|2024-08-20
2024-09-04|037512|1|1160000|1150000|90|14.90|2024-09-10
2024-12-16|037490|2|1800000|1650000|171|9.60|2024-12-20
2024-12-20|037533|1|760000|750000|58|33.10|2024-12-26
2025-01-03|037422|2|3930000|2800000|205|11.80|2025-01-08
2025-05-06|037560|1|1768000|1700000|112|7.42|2025-05-12
2025-06-10|037455|2|585000|560000|81|46.20|2025-06-16
""")

PATENTS = [
    tuple(r)
    for r in parse_rows("""
2024-02-06|603871|华岳精工|一种高精度谐波减速器柔轮的加工方法|发明专利|ZL202210583417.2|2024-01-30
2024-03-19|688352|云溪新材|一种低介电常数聚酰亚胺薄膜及其制备方法|发明专利|ZL202111096254.8|2024-03-12
2024-04-23|300745|北辰智造|一种AGV自适应路径规划系统|实用新型|ZL202322817730.1|2024-04-16
2024-06-11|600786|鹤鸣药业|一种复方丹参滴丸的质量检测方法|发明专利|ZL202110764415.9|2024-06-04
2024-07-30|002917|澄江电子|一种多层柔性线路板的压合治具|实用新型|ZL202323409981.5|2024-07-23
2024-09-24|301208|蓝湾科技|一种海上风电桩基防腐涂层及喷涂工艺|发明专利|ZL202210967002.6|2024-09-17
2024-11-05|605088|青禾环境|一种垃圾渗滤液膜浓缩液的处理系统|实用新型|ZL202420558316.0|2024-10-29
2025-01-14|002563|睿邦股份|一种基于知识图谱的工单派发方法|发明专利|ZL202310145876.3|2025-01-07
""")
]


def _grant_text(st: Styler) -> str:
    out = ["# 股票期权激励计划首次授予登记完成公告摘编", ""]
    out.append("以下按授予日先后排列，每一项为一家公司一期股票期权激励计划的首次授予登记情况。")
    out.append("")
    for idx, row in enumerate(GRANTS, 1):
        code, stock, abbr, gdate, price, gp, gn, op, og, reserved, reg = row
        grant_t = date_text(gdate, st.pick("cn", "iso", "upper", "dot"))
        reg_t = date_text(reg, "cn")
        og_t = shares(int(og), st.pick("sep", "wan", "cn"), "份")
        op_t = shares(int(op), st.pick("sep", "wan"), "份")
        reserved_t = shares(int(reserved), "wan", "份")
        year = gdate[:4]
        out.append(f"（{cn_int(idx)}）{abbr}（{stock}）{year}年股票期权激励计划")
        out.append("")
        branch = "上海" if stock.startswith("6") else "深圳"
        lead = f"期权简称：{abbr[:2]}JLC{idx}；期权代码：{code}。"
        if gp != gn or op != og:
            adj = (
                f"激励计划草案拟向{gp}名激励对象首次授予{op_t}股票期权。因部分激励对象离职或自愿放弃，"
                f"董事会对名单及数量进行了调整，最终实际向{gn}名激励对象授予登记{og_t}。"
            )
        else:
            adj = f"本次向{gn}名激励对象首次授予{og_t}股票期权，与草案拟授予数量（{op_t}）一致，未作调整。"
        reserve = (
            f"另预留{reserved_t}，预留部分尚未授予，不计入首次授予数量。"
            if reserved != "0"
            else "本激励计划不设预留权益。"
        )
        out.append(
            f"{lead}首次授予日为{grant_t}，行权价格为每份{price}元。{adj}{reserve}"
            f"首次授予登记已于{reg_t}在中国证券登记结算有限责任公司{branch}分公司办理完成。"
        )
        out.append("")
    return "\n".join(out)


def _exercise_text(st: Styler) -> str:
    out = ["股票期权行权结果暨股份上市公告汇编", "=" * 24, ""]
    by_code = {g[0]: g for g in GRANTS}
    cumulative: dict[str, int] = {}
    for idx, (ann, code, period, able, done, people, price, listing) in enumerate(EXERCISES, 1):
        abbr = by_code[code][2]
        cumulative[code] = cumulative.get(code, 0) + int(done)
        ann_t = date_text(ann, st.pick("cn", "iso", "dot"))
        list_t = date_text(listing, st.pick("cn", "iso", "upper", "slash"))
        able_t = shares(int(able), st.pick("sep", "wan"), "份")
        done_t = shares(int(done), st.pick("sep", "wan", "cn", "plain"), "份")
        period_t = f"第{cn_int(int(period))}个行权期"
        text = (
            f"第{idx}条　{ann_t}，{abbr}公告股票期权（期权代码{code}）{period_t}行权结果。"
            f"本期符合条件的激励对象可行权的股票期权为{able_t}，实际有{people}名激励对象完成行权，本期实际行权数量{done_t}，"
            f"行权价格（经权益分派调整后）为{price}元/份。本次行权所得股票的上市流通日为{list_t}。"
        )
        if period != "1":
            text += (
                f"本次行权完成后，该激励计划累计已行权{shares(cumulative[code], 'sep', '份')}（含以前各期）。"
            )
        if int(able) > int(done):
            text += "本期未行权的股票期权将由公司注销。"
        out.append(text)
        out.append("")
    return "\n".join(out)


def _patent_text(st: Styler) -> str:
    out = ["# 专利授权公告摘要", ""]
    for ann, stock, abbr, title, kind, number, gdate in PATENTS:
        out.append("---")
        out.append("")
        ann_t = date_text(ann, st.pick("cn", "iso"))
        grant_t = date_text(gdate, st.pick("cn", "dot"))
        out.append(
            f"**{abbr}（{stock}）** 于{ann_t}公告，近日收到国家知识产权局颁发的"
            f"{kind}证书：专利名称“{title}”，专利号{number}，授权公告日{grant_t}。"
        )
        out.append("")
    return "\n".join(out)


KNOWLEDGE = """# 知识说明：股票期权激励授予与行权

三份文档都放在 disclosures/ 子目录下，各对应一张表（表名 = 文件名去掉扩展名），文档里的每条记录是表中
的一行。数量类字段一律换算为“份”的整数（文中的“万份”、中文数字都要换算）；日期记为 YYYY-MM-DD。

## incentive_grants（incentive_grants.md，8 条记录，标记为（一）（二）……）

option_code — 股票期权代码（六位数字，如 037401）；与 incentive_exercises.option_code 对应
stock_code — 公司六位证券代码
company_abbr — 公司简称
grant_date — 首次授予日
exercise_price — 首次授予时的行权价格（元/份）
grantees — 经调整后实际授予登记的激励对象人数（不是草案拟授予人数）
options_granted — 首次授予登记完成的股票期权数量（份）；草案拟授予数量与预留部分都不计入

## incentive_exercises（incentive_exercises.txt，12 条记录，标记为“第N条”）

announce_date — 行权结果公告日期
option_code — 股票期权代码
period_no — 行权期序号（第一个行权期记 1，依此类推）
exercisable_options — 本期可行权的股票期权数量（份）
exercised_options — 本期实际行权数量（份）；不是“累计已行权”数量
exercisers — 本期实际完成行权的激励对象人数
exercise_price — 本期行权价格（元/份，经权益分派调整后）
listing_date — 本期行权所得股票的上市流通日

## patent_grants（patent_grants.md，8 条记录）

announce_date — 公告日期
stock_code — 证券代码
company_abbr — 公司简称
patent_title — 专利名称
patent_type — 专利类型（发明专利 / 实用新型）
patent_no — 专利号
grant_date — 授权公告日

口径：某计划“截至某日的累计行权数量”= 上市流通日不晚于该日的各期 exercised_options 之和；“行权比例”=
累计行权数量 ÷ options_granted × 100。
"""

QUESTION = (
    "截至2024年12月31日（以行权股份上市流通日为准），计算各股票期权激励计划的累计实际行权数量占首次授予登记"
    "数量的比例（%，保留两位小数）。列出比例最高的3个计划的公司简称、期权代码、累计实际行权数量（份）和行权比例，"
    "按比例从高到低排序。"
)

GOLD_SQL = """
SELECT g.company_abbr AS company_abbr, g.option_code AS option_code,
       SUM(e.exercised_options) AS exercised_total,
       ROUND(SUM(e.exercised_options) * 100.0 / g.options_granted, 2) AS exercise_ratio_pct
FROM incentive_grants AS g
JOIN incentive_exercises AS e ON e.option_code = g.option_code
WHERE e.listing_date <= '2024-12-31'
GROUP BY g.option_code, g.company_abbr, g.options_granted
ORDER BY exercise_ratio_pct DESC
LIMIT 3
"""

TRAPS = [
    (
        "counts exercises whose shares list in 2025",
        "SELECT g.company_abbr, g.option_code, SUM(e.exercised_options), "
        "ROUND(SUM(e.exercised_options) * 100.0 / g.options_granted, 2) AS r FROM incentive_grants g "
        "JOIN incentive_exercises e ON e.option_code = g.option_code GROUP BY g.option_code "
        "ORDER BY r DESC LIMIT 3",
    ),
    (
        "uses exercisable instead of exercised options",
        "SELECT g.company_abbr, g.option_code, SUM(e.exercisable_options), "
        "ROUND(SUM(e.exercisable_options) * 100.0 / g.options_granted, 2) AS r FROM incentive_grants g "
        "JOIN incentive_exercises e ON e.option_code = g.option_code WHERE e.listing_date <= '2024-12-31' "
        "GROUP BY g.option_code ORDER BY r DESC LIMIT 3",
    ),
]


def build() -> dict:
    st = Styler("narrative_blind6/task_993")
    grants = Doc(
        "disclosures/incentive_grants.md",
        [
            ("option_code", "TEXT"),
            ("stock_code", "TEXT"),
            ("company_abbr", "TEXT"),
            ("grant_date", "DATE"),
            ("exercise_price", "REAL"),
            ("grantees", "INTEGER"),
            ("options_granted", "INTEGER"),
        ],
        [(g[0], g[1], g[2], g[3], g[4], g[6], g[8]) for g in GRANTS],
        text=_grant_text(st),
    )
    exercises = Doc(
        "disclosures/incentive_exercises.txt",
        [
            ("announce_date", "DATE"),
            ("option_code", "TEXT"),
            ("period_no", "INTEGER"),
            ("exercisable_options", "INTEGER"),
            ("exercised_options", "INTEGER"),
            ("exercisers", "INTEGER"),
            ("exercise_price", "REAL"),
            ("listing_date", "DATE"),
        ],
        [tuple(e) for e in EXERCISES],
        text=_exercise_text(st),
    )
    patents = Doc(
        "disclosures/patent_grants.md",
        [
            ("announce_date", "DATE"),
            ("stock_code", "TEXT"),
            ("company_abbr", "TEXT"),
            ("patent_title", "TEXT"),
            ("patent_type", "TEXT"),
            ("patent_no", "TEXT"),
            ("grant_date", "DATE"),
        ],
        PATENTS,
        text=_patent_text(st),
    )
    ratios = {}
    for g in GRANTS:
        done = sum(int(e[4]) for e in EXERCISES if e[1] == g[0] and e[7] <= "2024-12-31")
        ratios[g[0]] = Decimal(done) * 100 / Decimal(g[8])
    ranked = sorted(ratios.values(), reverse=True)
    if ranked[2] - ranked[3] < Decimal("1"):
        raise AssertionError("task_993: top-3 boundary too close")
    return {
        "task_id": "task_993",
        "difficulty": "hard",
        "question": QUESTION,
        "knowledge": KNOWLEDGE,
        "docs": [grants, exercises, patents],
        "gold_sql": GOLD_SQL,
        "traps": TRAPS,
    }
