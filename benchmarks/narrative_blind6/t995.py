"""task_995 (hard): 政府补助 (date-led paragraphs) + 公司基本资料 (key：value blocks), join on stock_code."""

from __future__ import annotations

from decimal import Decimal

from common import Doc, Styler, date_text, money_wan, parse_rows, pct

# stock | abbr | full name | province | city | registered address (after city) | office address
# | industry | board
PROFILES = parse_rows("""
603516|瑞峰电气|瑞峰电气股份有限公司|浙江省|杭州市|余杭区仓前街道文一西路1500号|浙江省杭州市余杭区仓前街道文一西路1500号|
电气设备|主板
300627|聚力新能|聚力新能源科技股份有限公司|江苏省|常州市|武进区常武中路18号|上海市浦东新区世纪大道88号金茂大厦26层|
储能设备|创业板
688236|芯原微纳|芯原微纳电子股份有限公司|上海市|上海市|浦东新区张江路666号|上海市浦东新区张江路666号|集成电路|科创板
002741|德润化工|德润化工股份有限公司|山东省|淄博市|张店区华光路299号|山东省济南市历下区经十路10777号|基础化工|主板
600573|闽江制药|闽江制药股份有限公司|福建省|福州市|仓山区金山工业区浦上园B区|福建省福州市仓山区金山工业区浦上园B区|
化学制药|主板
300882|锐视智能|深圳锐视智能科技股份有限公司|广东省|深圳市|南山区科技园高新南九道10号|
广东省深圳市南山区科技园高新南九道10号|机器视觉|创业板
688498|航宇复材|航宇复合材料股份有限公司|江苏省|苏州市|工业园区星湖街328号|北京市海淀区中关村南大街5号|航空材料|
科创板
002896|鸿运汽配|鸿运汽车零部件股份有限公司|浙江省|宁波市|北仑区大港工业城黄山西路88号|浙江省宁波市北仑区大港工业城黄山西路88号|
汽车零部件|主板
601860|湘江重装|湘江重型装备股份有限公司|湖南省|长沙市|岳麓区麓谷大道627号|湖南省长沙市岳麓区麓谷大道627号|工程机械|主板
""")

# announce | receive | stock | recipient | item | amount 万元 | category | cumulative 万元
# | ratio to net profit %
SUBSIDIES = parse_rows("""
2024-01-05|2023-12-28|603516|瑞峰电气股份有限公司|省级智能制造示范项目奖励|680|与收益相关|680|4.12
2024-03-18|2024-03-15|300627|常州聚力储能科技有限公司|新型储能产业发展专项资金|1250|与资产相关|1380|10.35
2024-04-09|2024-04-03|688236|芯原微纳电子股份有限公司|集成电路设计企业研发费用补助|920.5|与收益相关|1105.5|6.08
2024-05-21|2024-05-17|002741|淄博德润新材料有限公司|稳岗返还及就业补贴|86.4|与收益相关|312.4|0.55
2024-06-12|2024-06-06|600573|闽江制药股份有限公司|创新药研发后补助|1500|与收益相关|1720|11.2
2024-06-28|2024-06-25|300882|深圳锐视智能科技股份有限公司|工业互联网专项扶持资金|430|与收益相关|515|3.7
2024-07-16|2024-07-10|688498|航宇复合材料股份有限公司|专精特新“小巨人”企业奖励|1050|与收益相关|1230|9.46
2024-08-08|2024-08-02|002896|宁波鸿运精密模具有限公司|技术改造项目设备补助|1800|与资产相关|2050|14.9
2024-09-03|2024-08-29|601860|湘江重型装备股份有限公司|首台（套）重大技术装备保险补偿|760|与收益相关|905|5.02
2024-09-25|2024-09-20|603516|杭州瑞峰智能配电有限公司|企业研发投入奖励|540|与收益相关|1290|3.27
2024-10-22|2024-10-18|300627|聚力新能源科技股份有限公司|高新技术企业认定奖励|300|与收益相关|1860|2.48
2024-11-13|2024-11-08|002896|鸿运汽车零部件股份有限公司|外贸稳增长专项资金|380|与收益相关|2510|3.15
2024-12-06|2024-12-02|688236|芯原微纳电子股份有限公司|科创板上市奖励|200|与收益相关|1420|1.32
2024-12-24|2024-12-20|002741|德润化工股份有限公司|VOCs治理设备购置补助|450|与资产相关|890|2.86
2025-01-08|2024-12-27|300882|深圳锐视智能科技股份有限公司|高新区产业发展资金|590|与收益相关|1175|5.07
2025-01-15|2025-01-10|600573|闽江制药股份有限公司|药品一致性评价奖励|300|与收益相关|300|2.24
""")


REMARKS = {
    "300627": "自2022年起公司主要经营管理团队在上海办公，董事会秘书办公室亦设于上海。",
    "688498": "公司总部及研发中心位于北京，注册地未变更。",
    "002741": "公司证券部设在济南办公地点，投资者来访请至济南。",
}


def _profile_text(st: Styler) -> str:
    out = ["上市公司基本资料卡片", "", "说明：以下每张卡片为一家公司，字段以“名称：内容”的形式给出。", ""]
    for idx, (stock, abbr, full, prov, city, street, office, industry, board) in enumerate(PROFILES, 1):
        reg = f"{prov}{city}{street}" if prov != city else f"{prov}{street}"
        out.append(f"〔卡片{idx:02d}〕")
        keys = (
            ("证券代码", "证券简称", "公司全称", "注册地址", "办公地址", "所属行业", "上市板块")
            if idx % 2
            else ("股票代码", "简称", "法定名称", "公司注册地", "主要办公地点", "行业分类", "板块")
        )
        values = (stock, abbr, full, reg, office, industry, board)
        order = [0, 1, 2, 3, 4, 5, 6] if idx % 3 else [1, 0, 2, 5, 6, 4, 3]
        for k in order:
            out.append(f"{keys[k]}：{values[k]}")
        if stock in REMARKS:
            out.append(f"备注：{REMARKS[stock]}")
        out.append("")
    return "\n".join(out)


def _subsidy_text(st: Styler) -> str:
    out = ["# 政府补助公告逐日摘录", ""]
    names = {p[0]: p[1] for p in PROFILES}
    full_names = {p[0]: p[2] for p in PROFILES}
    for ann, recv, stock, recipient, item, amount, cat, cum, ratio in SUBSIDIES:
        ann_t = date_text(ann, st.pick("cn", "iso", "dot"))
        recv_t = date_text(recv, st.pick("cn", "upper", "iso", "slash"))
        amount_t = money_wan(amount, st.pick("wan", "yuan", "cap", "wan_plain"))
        cum_t = money_wan(cum, "wan")
        ratio_t = pct(ratio, st.pick("pct", "cn"))
        abbr = names[stock]
        who = recipient if recipient == full_names[stock] else f"公司全资子公司{recipient}"
        if Decimal(cum) == Decimal(amount):
            cum_s = "本次为公司年内首次披露政府补助。"
        else:
            cum_s = f"自上次披露以来，公司及子公司累计收到政府补助{cum_t}（含本次）。"
        out.append(
            f"**{ann_t}**　{abbr}（{stock}）公告：{who}于{recv_t}收到{item}{amount_t}。"
            f"根据《企业会计准则第16号——政府补助》的相关规定，该笔补助属于{cat}的政府补助。{cum_s}本次补助金额占公司最近一个会计年度经审计"
            f"归属于上市公司股东净利润的{ratio_t}，具体会计处理以年审会计师审计结果为准。"
        )
        out.append("")
    return "\n".join(out)


KNOWLEDGE = """# Knowledge: government subsidies and company profiles

Two documents; each is one logical table named after its file stem. Every record in a document is one
row. Money is recorded in 万元 (the prose may use 元, 万元, or capital numerals such as 壹仟万元整);
dates are recorded as YYYY-MM-DD.

## government_subsidies

Source: `government_subsidies.md` (16 records). Each record is one paragraph that begins with the
**announcement** date in bold; the date the money arrived is stated inside the paragraph.

| Field | Meaning | Unit / format |
|---|---|---|
| announce_date | date of the announcement (the bold date that leads the paragraph) | YYYY-MM-DD |
| receive_date | date the subsidy was received (到账日期); use this for any period filter | YYYY-MM-DD |
| stock_code | six-digit stock code of the listed company | text |
| recipient | legal name of the entity that received the money (the company itself or a subsidiary) | text |
| subsidy_item | name of the subsidy item | text |
| amount | amount received in this record only (not the cumulative total since the last announcement) | 万元 |
| category | accounting category: 与收益相关 (income-related) or 与资产相关 (asset-related) | text |

## company_profiles

Source: `company_profiles.txt` (9 records, one card per company; key names vary between cards).

| Field | Meaning | Unit / format |
|---|---|---|
| stock_code | six-digit stock code (证券代码 / 股票代码) | text |
| company_abbr | short name (证券简称 / 简称) | text |
| full_name | registered legal name | text |
| province | province of the **registered** address (注册地址/公司注册地), e.g. 浙江省, 上海市 | text |
| city | prefecture-level city of the registered address, e.g. 杭州市 (for 上海 it is 上海市) | text |
| industry | industry classification | text |
| board | listing board: 主板, 创业板 or 科创板 | text |

province is written in full as it appears in the registered address; the office address
(办公地址 / 主要办公地点) and any remarks about where the company works are irrelevant to province and city.

A subsidy received by a subsidiary counts for the listed company named in its record (join on stock_code).
"""

QUESTION = (
    "统计2024年内到账（以到账日期为准）的“与收益相关”政府补助，按上市公司注册地所在省份汇总补助笔数和金额合计"
    "（万元，保留两位小数），列出金额合计最高的3个省份，按金额合计从高到低排序。"
)

GOLD_SQL = """
SELECT p.province AS province, COUNT(*) AS subsidy_count, ROUND(SUM(s.amount), 2) AS total_amount_wan
FROM government_subsidies AS s
JOIN company_profiles AS p ON p.stock_code = s.stock_code
WHERE s.receive_date BETWEEN '2024-01-01' AND '2024-12-31' AND s.category = '与收益相关'
GROUP BY p.province
ORDER BY SUM(s.amount) DESC
LIMIT 3
"""

TRAPS = [
    (
        "filters on the announcement date instead of the receipt date",
        "SELECT p.province, COUNT(*), ROUND(SUM(s.amount), 2) FROM government_subsidies s "
        "JOIN company_profiles p ON p.stock_code = s.stock_code WHERE s.announce_date LIKE '2024%' "
        "AND s.category = '与收益相关' GROUP BY p.province ORDER BY SUM(s.amount) DESC LIMIT 3",
    ),
    (
        "keeps asset-related subsidies",
        "SELECT p.province, COUNT(*), ROUND(SUM(s.amount), 2) FROM government_subsidies s "
        "JOIN company_profiles p ON p.stock_code = s.stock_code WHERE s.receive_date LIKE '2024%' "
        "GROUP BY p.province ORDER BY SUM(s.amount) DESC LIMIT 3",
    ),
]


def build() -> dict:
    st = Styler("narrative_blind6/task_995")
    subsidies = Doc(
        "government_subsidies.md",
        [
            ("announce_date", "DATE"),
            ("receive_date", "DATE"),
            ("stock_code", "TEXT"),
            ("recipient", "TEXT"),
            ("subsidy_item", "TEXT"),
            ("amount", "REAL"),
            ("category", "TEXT"),
        ],
        [tuple(r[:7]) for r in SUBSIDIES],
        text=_subsidy_text(st),
    )
    profiles = Doc(
        "company_profiles.txt",
        [
            ("stock_code", "TEXT"),
            ("company_abbr", "TEXT"),
            ("full_name", "TEXT"),
            ("province", "TEXT"),
            ("city", "TEXT"),
            ("industry", "TEXT"),
            ("board", "TEXT"),
        ],
        [(p[0], p[1], p[2], p[3], p[4], p[7], p[8]) for p in PROFILES],
        text=_profile_text(st),
    )
    return {
        "task_id": "task_995",
        "difficulty": "hard",
        "question": QUESTION,
        "knowledge": KNOWLEDGE,
        "docs": [subsidies, profiles],
        "gold_sql": GOLD_SQL,
        "traps": TRAPS,
    }
