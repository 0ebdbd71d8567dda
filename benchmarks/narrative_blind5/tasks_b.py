"""task_983: safety-production accidents (md) plus an unneeded insurance-claims digest (txt)."""

from __future__ import annotations

import datetime as dt
import random

from common import cn_int, fmt_date

# ------------------------------------------------------------------------------ task_983 data
# code, listed company, subsidiary (None: the company itself), date, type, deaths, injuries, loss 万元
ACCIDENTS = [
    ("603569", "江海股份", "宏达化工（连云港）有限公司", "2024-07-03", "爆炸", 2, 1, "860.00"),
    ("002552", "宏达化工", None, "2024-07-18", "中毒窒息", 0, 3, "45.60"),
    ("600711", "北辰矿业", "北辰矿业集团青龙沟煤矿有限公司", "2024-08-09", "坍塌", 1, 0, None),
    ("300910", "瑞丰新材", None, "2024-08-27", "火灾", 0, 0, "1320.00"),
    ("601789", "恒通重工", "恒通重工（南通）船舶配套有限公司", "2024-09-12", "机械伤害", 1, 0, "152.30"),
    ("002868", "安泰化学", None, "2024-09-30", "爆炸", 3, 6, "2150.00"),
    ("600397", "金瑞能源", "金瑞能源（鄂尔多斯）风电运维有限公司", "2024-07-22", "高处坠落", 1, None, None),
    ("600307", "永昌钢铁", None, "2024-06-29", "灼烫", 1, 2, "310.00"),
    ("002430", "鑫海化工", None, "2024-10-02", "爆炸", 2, 4, "980.00"),
    ("600284", "中岳建工", "中岳建工第三工程有限公司", "2024-05-14", "坍塌", 2, 1, "420.00"),
    ("301082", "宏达新材", None, "2024-11-19", "火灾", 0, 1, "75.20"),
    ("300910", "瑞丰新材", "瑞丰新材（淄博）精细化工有限公司", "2024-03-11", "中毒窒息", 1, 0, None),
    ("603569", "江海股份", None, "2024-12-06", "机械伤害", 0, 2, "18.50"),
    ("601101", "晋源煤业", "晋源煤业集团后沟煤矿有限公司", "2024-08-16", "透水", 0, 0, "230.00"),
]
ANNOUNCE_LAG = {"2024-06-29": 3, "2024-09-30": 1}


def _ppl(n: int) -> str:
    return "两" if n == 2 else cn_int(n)


def _casualty(rng: random.Random, deaths: int, inj: int | None) -> str:
    if deaths == 0:
        if inj == 0:
            return rng.choice(["无人员伤亡", "未造成人员伤亡", "事故未造成人员伤亡"])
        return rng.choice([f"未造成人员死亡，{inj}人受伤", f"致{_ppl(inj)}名员工受伤，无人死亡"])
    if inj is None:
        return rng.choice([f"{deaths}人死亡，受伤人数尚未披露", f"致{_ppl(deaths)}名作业人员不幸身亡"])
    inj_txt = f"，另有{_ppl(inj)}人受伤送医" if inj else "，无其他人员受伤"
    return rng.choice(
        [
            f"造成{deaths}人死亡、{inj}人受伤",
            f"致{_ppl(deaths)}名作业人员死亡{inj_txt}",
            f"{_ppl(deaths)}名工人经抢救无效死亡{inj_txt}",
        ]
    )


def _loss(rng: random.Random, loss: str | None) -> str:
    if loss is None:
        return rng.choice(["尚在统计中", "未披露", "暂无法准确估计"])
    style = rng.choice(["wan", "wan2", "yuan"])
    if style == "yuan":
        return f"{round(float(loss) * 10000):,}元"
    return f"{loss}万元" if style == "wan" else f"{float(loss):g}万元"


def _accident_md(rng: random.Random) -> tuple[str, list[dict]]:
    out = [
        "# 上市公司安全生产事故公告摘编（2024年）",
        "",
        "说明：以下条目按公告收录顺序排列；“发生单位”为上市公司本身或其控股子公司。",
        "",
    ]
    rows = []
    order = list(range(len(ACCIDENTS)))
    rng.shuffle(order)
    for n, idx in enumerate(order, 1):
        code, short, sub, date, kind, deaths, inj, loss = ACCIDENTS[idx]
        ann = (dt.date.fromisoformat(date) + dt.timedelta(days=ANNOUNCE_LAG.get(date, 2))).isoformat()
        unit = sub or short
        d = fmt_date(date, rng.choice(["cn", "iso", "hanzi", "slash"]))
        a = fmt_date(ann, rng.choice(["cn", "iso"]))
        cas, lo = _casualty(rng, deaths, inj), _loss(rng, loss)
        style = n % 4
        if style == 0:
            who = f"全资子公司{sub}" if sub else "公司"
            out += [
                f"### {n}. {short}：关于发生{kind}事故的公告",
                "",
                f"证券代码：{code}",
                "",
                f"{d}，{who}生产区域内发生一起{kind}事故，{cas}。事故直接经济损失{lo}。"
                "公司已按规定向当地应急管理部门报告，涉事装置已停产整改。",
                "",
            ]
        elif style == 1:
            out += [
                f"### {n}. {short}（{code}）",
                "",
                f"公告日期：{a}",
                f"事故类型：{kind}",
                f"发生时间：{d}",
                f"发生单位：{unit}",
                f"人员伤亡：{cas}",
                f"直接经济损失：{lo}",
                "",
            ]
        elif style == 2:
            rel = f"其控股子公司{sub}" if sub else "公司"
            out += [
                f"### {n}. {unit}事故情况通报",
                "",
                f"{short}（{code}）于{a}公告称，{rel}于{d}发生{kind}事故。经初步统计，{cas}；"
                f"直接经济损失{lo}。公司表示本次事故不会对全年经营业绩产生重大影响。",
                "",
            ]
        else:
            out += [
                f"### {n}. {short}（{code}）安全事故进展",
                "",
                f"公司于{a}发布公告：{d}，{unit}发生{kind}事故，{cas}。目前事故原因正在调查中，"
                f"直接经济损失{lo}。公司将根据调查结论追究相关责任人责任。",
                "",
            ]
        rows.append(
            {
                "stock_code": code,
                "company": short,
                "subsidiary": sub,
                "accident_date": date,
                "accident_type": kind,
                "deaths": deaths,
                "injuries": inj,
                "direct_loss_wan": float(loss) if loss else None,
            }
        )
    return "\n".join(out), rows


# code, company, event, insurer, claim 万元, date confirmed
CLAIMS = [
    ("300910", "瑞丰新材", "8月厂区仓库火灾", "中盛财产保险股份有限公司", "980.00", "2024-11-15"),
    ("002868", "安泰化学", "9月末车间爆炸事故", "安衡财产保险股份有限公司", "1500.00", "2024-12-20"),
    ("600284", "中岳建工", "在建项目基坑坍塌", "中盛财产保险股份有限公司", "260.50", "2024-08-30"),
    ("601789", "恒通重工", "船坞起重设备损毁", "华泰联合保险股份有限公司", "88.00", "2024-10-29"),
    ("600307", "永昌钢铁", "炼钢车间钢水外溢", "安衡财产保险股份有限公司", "205.40", "2024-09-05"),
    ("002552", "宏达化工", "运输途中危化品泄漏", "鼎信财产保险股份有限公司", "32.80", "2024-09-26"),
    ("601101", "晋源煤业", "井下透水设备损失", "中盛财产保险股份有限公司", "176.00", "2024-10-08"),
    ("603569", "江海股份", "子公司爆炸事故财产损失", "鼎信财产保险股份有限公司", "640.00", "2024-11-02"),
]


def _claims_txt(rng: random.Random) -> tuple[str, list[dict]]:
    out = ["上市公司保险理赔事项汇总", ""]
    rows = []
    for i, (code, short, ev, ins, amt, date) in enumerate(CLAIMS):
        d = fmt_date(date, rng.choice(["cn", "iso", "hanzi"]))
        y = f"{round(float(amt) * 10000):,}元" if i % 2 else f"{amt}万元"
        if i % 3 == 0:
            out.append(
                f"{short}（{code}）公告，就{ev}向{ins}提出的保险索赔已于{d}获得理赔确认，确认理赔金额{y}。"
            )
        elif i % 3 == 1:
            out.append(
                f"{d}，{ins}向{short}（{code}）出具理赔确认书，{ev}项下的理赔金额确定为{y}，款项将分期支付。"
            )
        else:
            out.append(f"关于{ev}：{short}（{code}）收到保险公司（{ins}）理赔确认，金额{y}，确认日期{d}。")
        out.append("")
        rows.append(
            {
                "stock_code": code,
                "company": short,
                "insured_event": ev,
                "insurer": ins,
                "claim_amount_wan": float(amt),
                "confirm_date": date,
            }
        )
    return "\n".join(out), rows


def build_983() -> dict:
    rng = random.Random("narrative_blind5/task_983")
    acc_text, acc_rows = _accident_md(rng)
    cl_text, cl_rows = _claims_txt(rng)
    acc_cols = [
        ("stock_code", "TEXT", "上市公司证券代码"),
        ("company", "TEXT", "上市公司证券简称（子公司发生的事故也记在其上市母公司名下）"),
        ("subsidiary", "TEXT", "发生事故的子公司名称；上市公司本身发生的为空"),
        ("accident_date", "DATE", "事故发生日期（不是公告日期）"),
        ("accident_type", "TEXT", "事故类型，如爆炸、火灾、坍塌、中毒窒息"),
        ("deaths", "INTEGER", "死亡人数；无人员死亡为0"),
        ("injuries", "INTEGER", "受伤人数；未披露为空"),
        ("direct_loss_wan", "REAL", "直接经济损失，万元；未披露或尚在统计为空"),
    ]
    cl_cols = [
        ("stock_code", "TEXT", "证券代码"),
        ("company", "TEXT", "证券简称"),
        ("insured_event", "TEXT", "出险事项"),
        ("insurer", "TEXT", "保险公司"),
        ("claim_amount_wan", "REAL", "确认理赔金额，万元"),
        ("confirm_date", "DATE", "理赔确认日期"),
    ]
    return {
        "task_id": "task_983",
        "difficulty": "medium",
        "question": "2024年第三季度（7月1日至9月30日）发生的安全生产事故中，哪些造成了人员死亡？"
        "请列出上市公司证券简称（子公司发生的事故记在其上市母公司名下）、事故发生日期（YYYY-MM-DD）和死亡人数，"
        "按事故发生日期从早到晚排列。",
        "gold_sql": "SELECT company, accident_date, deaths FROM safety_accidents "
        "WHERE accident_date BETWEEN '2024-07-01' AND '2024-09-30' AND deaths > 0 ORDER BY accident_date",
        "title": "安全生产事故与保险理赔",
        "layout": "prose",
        "conventions": [
            "日期统一为 YYYY-MM-DD；事故日期以事故实际发生日为准，公告日期通常晚一到数日。",
            "“全资子公司”“控股子公司”发生的事故，归属其上市母公司。注意：子公司名称可能与另一家上市公司简称相近。",
            "金额统一为万元（1万元 = 10,000元）。",
        ],
        "docs": [
            {
                "path": "context/safety_accidents.md",
                "table": "safety_accidents",
                "fmt": "md",
                "text": acc_text,
                "columns": acc_cols,
                "rows": acc_rows,
                "about": "每个三级标题（### N.）下为一起事故，对应一行。",
            },
            {
                "path": "context/insurance_claims.txt",
                "table": "insurance_claims",
                "fmt": "txt",
                "text": cl_text,
                "columns": cl_cols,
                "rows": cl_rows,
                "about": "每个段落为一项理赔确认，对应一行。",
            },
        ],
    }
