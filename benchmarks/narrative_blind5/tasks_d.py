"""task_982: property developers' monthly contracted sales (txt); cumulative figures sit beside the
month's own."""

from __future__ import annotations

import random

from common import cn_int, fmt_date, fmt_money

# ------------------------------------------------------------------------------ task_982 data
# code, company, {month: (amount 亿元, area 万㎡ or None, ytd 亿元, yoy %)}
SALES = [
    (
        "600736",
        "锦城置业",
        {"04": ("52.16", "41.37", "182.18", -8.6), "05": ("58.37", "45.02", "240.55", -3.1)},
    ),
    (
        "000965",
        "锦城发展",
        {"04": ("48.90", "36.05", "160.33", 5.2), "05": ("61.02", "47.77", "221.35", 12.7)},
    ),
    (
        "600684",
        "华岳地产",
        {"04": ("88.10", "63.40", "266.74", -15.4), "05": ("45.90", "37.25", "312.64", -31.8)},
    ),
    (
        "000918",
        "融泰发展",
        {"04": ("60.35", "44.82", "214.92", -2.3), "05": ("72.48", "52.61", "287.40", 9.4)},
    ),
    (
        "001979",
        "嘉域控股",
        {"04": ("35.72", "30.11", "121.40", -20.5), "05": ("39.15", "31.84", "160.55", -11.2)},
    ),
    ("600657", "鹏程置地", {"04": ("70.64", None, "228.39", 3.8), "05": ("66.73", "50.29", "295.12", -6.9)}),
    (
        "002146",
        "绿汀城发",
        {"04": ("29.48", "25.66", "98.77", -27.0), "05": ("33.06", None, "131.83", -18.3)},
    ),
    (
        "600383",
        "天衡股份",
        {"04": ("40.27", "33.90", "139.05", 1.1), "05": ("44.81", "36.47", "183.86", 4.6)},
    ),
]


def _yi(rng: random.Random, v: str) -> str:
    cents = round(float(v) * 100) * 100000000  # 0.01亿元 = 1,000,000元 = 100,000,000分
    style = rng.choice(["yi", "yi", "wan", "cap"])
    if style == "yi":
        return f"{v}亿元"
    return fmt_money(cents, style)


def _area(rng: random.Random, v: str | None) -> str:
    if v is None:
        return ""
    style = rng.choice(["wan", "wan", "sqm", "m2"])
    if style == "sqm":
        return f"{round(float(v) * 10000):,}平方米"
    return f"{v}万{'平方米' if style == 'wan' else '㎡'}"


def _sales_record(rng: random.Random, n: int, code: str, short: str, mon: str, vals: tuple) -> str:
    amt, area, ytd, yoy = vals
    m = int(mon)
    pub = fmt_date(f"2024-{m + 1:02d}-{rng.randint(3, 11):02d}", rng.choice(["iso", "cn", "slash"]))
    month_txt = rng.choice([f"2024年{m}月", f"{cn_int(m)}月份", f"2024-{mon}"])
    rng_txt = f"1-{m}月" if rng.random() < 0.5 else f"今年前{cn_int(m)}个月"
    yoy_txt = f"同比{'增长' if yoy > 0 else '下降'}{abs(yoy)}%"
    a, y, ar = _yi(rng, amt), _yi(rng, ytd), _area(rng, area)
    kind = n % 4
    if kind == 0:
        area_txt = f"实现合同销售面积{ar}，" if ar else "合同销售面积未披露，"
        return (
            f"[{pub}] {short}（{code}）公告：{month_txt}，公司{area_txt}合同销售金额{a}；"
            f"{rng_txt}累计实现合同销售金额{y}，累计金额{yoy_txt}。"
        )
    if kind == 1:
        area_txt = f"对应签约面积{ar}" if ar else "签约面积暂未披露"
        return (
            f"[{pub}] {short}（{code}）：{rng_txt}，公司累计合同销售金额{y}。"
            f"其中{month_txt}单月签约金额为{a}，"
            f"{area_txt}。"
        )
    if kind == 2:
        return (
            f"[{pub}] {short}（{code}）{month_txt}销售简报——年初至今累计销售额：{y}；单月合同销售额：{a}；"
            f"单月合同销售面积：{ar or '未披露'}。"
        )
    area_txt = f"签约面积{ar}" if ar else "签约面积未披露"
    return (
        f"[{pub}] 据{short}（证券代码{code}）披露，{month_txt}公司及控股子公司共实现签约金额{a}，"
        f"单月金额{yoy_txt}；"
        f"{area_txt}。公司提示，上述数据可能与定期报告披露数据存在差异。"
    )


def build_982() -> dict:
    rng = random.Random("narrative_blind5/task_982")
    lines = [
        "房企月度销售简报汇编（2024年4—5月数据）",
        "编者按：以下内容摘自各公司在次月初发布的销售简报公告，方括号内为公告发布日期；数据未经审计。",
        "",
    ]
    rows, n = [], 0
    for mon in ("04", "05"):
        lines.append(f"—— {int(mon)}月数据 ——")
        order = list(range(len(SALES)))
        rng.shuffle(order)
        for idx in order:
            code, short, months = SALES[idx]
            lines.append(_sales_record(rng, n, code, short, mon, months[mon]))
            n += 1
            amt, area = months[mon][0], months[mon][1]
            rows.append(
                {
                    "stock_code": code,
                    "company": short,
                    "month": f"2024-{mon}",
                    "contract_amount_yi": float(amt),
                    "contract_area_wan_sqm": float(area) if area else None,
                }
            )
        lines.append("")
    cols = [
        ("stock_code", "TEXT", "证券代码"),
        ("company", "TEXT", "证券简称"),
        ("month", "TEXT", "数据所属月份，YYYY-MM（不是公告发布月份）"),
        ("contract_amount_yi", "REAL", "当月（单月）合同销售金额，亿元；不是年初至今累计数"),
        ("contract_area_wan_sqm", "REAL", "当月（单月）合同销售面积，万平方米；未披露为空"),
    ]
    return {
        "task_id": "task_982",
        "difficulty": "medium",
        "question": "2024年5月单月合同销售金额排名前三的房企分别是哪几家？请给出公司简称及其5月合同销售金额"
        "（单位：亿元，保留两位小数），按金额从高到低排列。",
        "gold_sql": "SELECT company, ROUND(contract_amount_yi, 2) AS may_amount_yi "
        "FROM property_monthly_sales "
        "WHERE month = '2024-05' ORDER BY contract_amount_yi DESC LIMIT 3",
        "title": "房地产企业月度销售简报",
        "layout": "table",
        "conventions": [
            "简报在次月初发布：5月数据通常于6月上旬公告。",
            "金额统一换算为亿元，面积统一换算为万平方米（1万平方米 = 10,000平方米）。",
            "“累计”“年初至今”“1-N月”均指累计数，不是单月数。",
        ],
        "docs": [
            {
                "path": "context/property_monthly_sales.txt",
                "table": "property_monthly_sales",
                "fmt": "txt",
                "text": "\n".join(lines),
                "columns": cols,
                "rows": rows,
                "about": "每个以方括号日期开头的段落为一家公司一个月的销售数据，对应一行。",
            },
        ],
    }
