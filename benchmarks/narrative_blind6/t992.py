"""task_992 (medium): 委托理财到期赎回公告汇编 (one plain-text document, 【】 titled key：value blocks)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from common import Doc, Styler, date_plus, date_text, money_wan, money_yuan, parse_rows, pct, to_date

# abbr | code | trustee full name | trustee | type | principal 万元 | start | maturity | rate % | low rate
# | product name (continuation line)
DATA = parse_rows("""
华岳精工|603871|中信银行股份有限公司杭州分行|中信银行|结构性存款|10000|2024-01-05|2024-04-08|2.65|1.30|
共赢智信汇率挂钩人民币结构性存款01873期
华岳精工|603871|招商银行股份有限公司宁波分行|招商银行|结构性存款|5000|2024-03-01|2024-06-03|2.40|1.65|
点金系列看涨两层区间92天结构性存款
澄江电子|002917|兴业银行股份有限公司无锡分行|兴业银行|结构性存款|8000|2024-05-10|2024-11-08|2.55|1.50|
兴业银行企业金融人民币结构性存款产品
澄江电子|002917|华泰证券股份有限公司|华泰证券|收益凭证|3000|2024-06-14|2024-12-16|2.20|2.20|
华泰证券聚益第24108号收益凭证
云溪新材|688352|中信银行股份有限公司苏州分行|中信银行|结构性存款|15000|2024-07-01|2024-12-30|2.35|1.25|
共赢慧信汇率挂钩人民币结构性存款04417期
云溪新材|688352|宁波银行股份有限公司苏州分行|宁波银行|结构性存款|6000|2023-10-09|2024-01-09|2.80|1.50|
单位结构性存款7202号
北辰智造|300745|招商银行股份有限公司深圳分行|招商银行|结构性存款|12000|2024-09-20|2025-01-20|2.30|1.60|
点金系列看跌两层区间122天结构性存款
北辰智造|300745|兴业银行股份有限公司深圳分行|兴业银行|结构性存款|4000|2023-08-01|2023-12-29|2.75|1.50|
兴业银行添利结构性存款
鹤鸣药业|600786|中信银行股份有限公司南昌分行|中信银行|结构性存款|2000|2024-02-01|2024-05-06|2.50|1.30|
共赢智信利率挂钩人民币结构性存款02211期
鹤鸣药业|600786|华泰证券股份有限公司|华泰证券|收益凭证|5000|2024-04-15|2024-10-14|2.10|2.10|
华泰证券恒益24017号收益凭证
睿邦股份|002563|宁波银行股份有限公司上海分行|宁波银行|结构性存款|3000|2024-08-05|2024-11-05|2.45|1.50|
单位结构性存款7519号
睿邦股份|002563|招商银行股份有限公司上海分行|招商银行|结构性存款|9000|2024-10-10|2024-12-31|2.20|1.55|
点金系列看涨三层区间82天结构性存款
金穗食品|603129|兴业银行股份有限公司福州分行|兴业银行|结构性存款|2500|2024-01-12|2024-07-12|2.60|1.50|
兴业银行企业金融人民币结构性存款产品
金穗食品|603129|中信银行股份有限公司福州分行|中信银行|结构性存款|1000|2024-11-15|2025-02-14|2.40|1.30|
共赢智信汇率挂钩人民币结构性存款05520期
""")


def income_yuan(principal_wan: str, start: str, maturity: str, rate: str) -> Decimal:
    days = (to_date(maturity) - to_date(start)).days
    raw = Decimal(principal_wan) * 10000 * Decimal(rate) / 100 * days / 365
    return raw.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


COLUMNS = [
    ("company_abbr", "TEXT"),
    ("trustee", "TEXT"),
    ("product_type", "TEXT"),
    ("principal", "REAL"),
    ("start_date", "DATE"),
    ("maturity_date", "DATE"),
    ("annual_rate", "REAL"),
    ("actual_income", "REAL"),
]


def _rows() -> list[tuple]:
    rows = []
    for abbr, _code, _full, trustee, kind, principal, start, maturity, rate, _low, _name in DATA:
        income = income_yuan(principal, start, maturity, rate)
        rows.append((abbr, trustee, kind, float(principal), start, maturity, float(rate), float(income)))
    return rows


def _text(st: Styler) -> str:
    out = [
        "委托理财到期赎回情况公告汇编",
        "（根据各公司《关于使用闲置资金进行委托理财到期赎回的公告》整理，按公司归集）",
        "",
    ]
    balance = Decimal(38000)
    for idx, (abbr, code, full, _t, kind, principal, start, maturity, rate, low, name) in enumerate(DATA, 1):
        income = income_yuan(principal, start, maturity, rate)
        notice = date_plus(maturity, 1 + idx % 4)  # announcement date: a few days after maturity
        balance += Decimal((idx * 1700) % 9000) - Decimal(2500)
        income_t = money_yuan(income, st.pick("yuan", "yuan_plain", "wan", "cap"))
        principal_t = money_wan(principal, st.pick("wan", "yi", "yuan", "cap", "wan_plain"))
        rate_t = pct(rate, st.pick("pct", "pct2", "cn"))
        expect_t = pct(rate, "pct2") if low == rate else f"{pct(low, 'pct2')}或{pct(rate, 'pct2')}"
        ds = st.pick("cn", "iso", "dot", "upper", "slash")
        start_t, mat_t, notice_t = date_text(start, ds), date_text(maturity, ds), date_text(notice, "cn")
        balance_t = money_wan(balance, "wan")
        out.append(f"【{abbr}（{code}）委托理财到期赎回】")
        if idx % 5 == 3:
            out.append(
                f"{abbr}于{notice_t}披露，公司此前以闲置自有资金{principal_t}向{full}购买“{name}”（{kind}），"
                f"起息日为{start_t}，到期日为{mat_t}，产品说明书约定的预期年化收益率为{expect_t}。"
                f"该产品已到期赎回，收回本金{principal_t}，实际年化收益率{rate_t}，获得理财收益{income_t}。"
                f"截至公告日，公司委托理财未到期余额为{balance_t}。"
            )
        else:
            keys = ("受托方", "受托机构", "合作银行/券商")[idx % 3]
            amount_key = ("认购金额", "投资金额", "委托理财本金")[idx % 3]
            out.append(f"公告日期：{notice_t}")
            out.append(f"{keys}：{full}")
            out.append(f"产品名称：{name}")
            out.append(f"产品类型：{kind}")
            out.append(f"{amount_key}：{principal_t}")
            out.append(f"预期年化收益率：{expect_t}")
            out.append(f"产品期限：{start_t}至{mat_t}")
            out.append(f"实际年化收益率：{rate_t}")
            out.append(f"实际收益：{income_t}")
            out.append(
                f"赎回情况：本金及收益已于到期日全额收回；截至公告日委托理财未到期余额{balance_t}（含其他产品）"
            )
        out.append("")
    return "\n".join(out)


KNOWLEDGE = """# 委托理财到期赎回公告：字段与口径

材料只有一份纯文本文档 `wealth_management.txt`，它对应表 `wealth_management`（14 条记录）。文档中每个以
【…】开头的段落是一条记录，即表中的一行。

字段说明：

- `company_abbr`：购买理财产品的上市公司简称，如“华岳精工”。
- `trustee`：受托方简称，只取机构名称到“银行”或“证券”为止，不含“股份有限公司”及分支机构后缀；
  例如“中信银行股份有限公司杭州分行”记为“中信银行”，“华泰证券股份有限公司”记为“华泰证券”。
- `product_type`：产品类型，取值“结构性存款”或“收益凭证”（括号中的收益类型说明不计入）。
- `principal`：委托理财本金，单位万元（文中可能写作元、亿元或中文大写金额）。
- `start_date`：起息日，格式 YYYY-MM-DD。
- `maturity_date`：产品到期日，格式 YYYY-MM-DD；公告日期不是到期日。
- `annual_rate`：实际年化收益率（%），只记数值；不要与产品说明书中的“预期年化收益率”混淆。
- `actual_income`：本次到期实际获得的理财收益，单位元，保留两位小数（文中可能写作万元或中文大写金额）。

口径：

- “未到期余额”是公告日公司全部未到期理财的余额，不是本次产品的本金，不进入任何字段。
- 按到期年度统计时以 `maturity_date` 所在年度为准。
"""

QUESTION = (
    "按受托方统计到期日在2024年度内的委托理财产品：每个受托方的产品数量和实际收益合计（万元，保留两位小数）。"
    "只列出实际收益合计超过60万元的受托方，按实际收益合计从高到低排序。"
)

GOLD_SQL = """
SELECT trustee AS trustee, COUNT(*) AS product_count, ROUND(SUM(actual_income) / 10000, 2) AS income_wan
FROM wealth_management
WHERE maturity_date BETWEEN '2024-01-01' AND '2024-12-31'
GROUP BY trustee
HAVING SUM(actual_income) / 10000 > 60
ORDER BY SUM(actual_income) DESC
"""

TRAPS = [
    (
        "filters on the start date instead of the maturity date",
        "SELECT trustee, COUNT(*), ROUND(SUM(actual_income) / 10000, 2) FROM wealth_management "
        "WHERE start_date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY trustee "
        "HAVING SUM(actual_income) / 10000 > 60",
    ),
    (
        "keeps products maturing in 2025",
        "SELECT trustee, COUNT(*), ROUND(SUM(actual_income) / 10000, 2) FROM wealth_management "
        "WHERE maturity_date >= '2024-01-01' GROUP BY trustee HAVING SUM(actual_income) / 10000 > 60",
    ),
]


def build() -> dict:
    st = Styler("narrative_blind6/task_992")
    doc = Doc("wealth_management.txt", COLUMNS, _rows(), text=_text(st))
    return {
        "task_id": "task_992",
        "difficulty": "medium",
        "question": QUESTION,
        "knowledge": KNOWLEDGE,
        "docs": [doc],
        "gold_sql": GOLD_SQL,
        "traps": TRAPS,
    }
