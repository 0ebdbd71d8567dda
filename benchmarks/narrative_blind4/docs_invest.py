"""对外投资 (outward investments / new subsidiaries) and 申请综合授信额度 (bank credit lines) digests."""

from __future__ import annotations

import random

import numfmt as nf
from common import code, full

OUTWARD_SCHEMA = [
    ("company", "TEXT", "发布公告的上市公司简称（投资方）", "简称"),
    ("stock_code", "TEXT", "上市公司证券代码", "6位代码"),
    ("announce_date", "TEXT", "公告日期", "YYYY-MM-DD"),
    ("target_name", "TEXT", "投资标的（新设公司/被增资公司/被参股公司）全称", "全称"),
    ("invest_type", "TEXT", "投资方式", "新设子公司/增资/参股"),
    ("registered_capital_wan", "REAL", "标的公司（投资完成后）注册资本（未披露为NULL）", "万元"),
    ("contribution_wan", "REAL", "本上市公司（含其全资子公司）本次出资额，不含合作方出资", "万元"),
    ("equity_ratio", "REAL", "本上市公司投资后持有标的的股权比例", "小数"),
    ("partner", "TEXT", "合作方全称（无合作方为NULL）", "全称"),
]
OUTWARD_RECORD = "一条记录是一家上市公司发布的一项对外投资公告（设立子公司、对子公司增资或参股）。"


def outward_rows(spec: list[tuple]) -> list[dict]:
    """spec rows: (company, date, target, type, reg_yuan|None, contribution_yuan, ratio, partner|None)."""
    return [
        {
            "company": s,
            "stock_code": code(s),
            "announce_date": d,
            "target_name": t,
            "invest_type": k,
            "registered_capital_wan": None if reg is None else reg / 10000,
            "contribution_wan": c / 10000,
            "equity_ratio": ratio,
            "partner": p,
        }
        for s, d, t, k, reg, c, ratio, p in spec
    ]


def _outward_body(r: dict, rng: random.Random) -> str:
    contrib_yuan = round(r["contribution_wan"] * 10000)
    contrib = nf.amount(contrib_yuan, rng)
    reg_wan = r["registered_capital_wan"]
    reg = "未披露" if reg_wan is None else nf.amount(round(reg_wan * 10000), rng)
    ratio = nf.pct(r["equity_ratio"], rng)
    ann = nf.date(r["announce_date"], rng)
    partner = ""
    if r["partner"]:
        p_yuan = round(contrib_yuan / r["equity_ratio"] * (1 - r["equity_ratio"]) / 10000) * 10000
        partner = (
            f"合作方{r['partner']}以货币方式认缴出资{nf.amount(p_yuan, rng, avoid=('cap_yuan',))}，"
            f"持股{nf.pct(1 - r['equity_ratio'], rng)}。"
        )
    kind = r["invest_type"]
    if kind == "增资":
        old = nf.amount(round(r["registered_capital_wan"] * 10000) - contrib_yuan, rng, avoid=("cap_yuan",))
        return (
            f"{ann}，{r['company']}公告，公司拟以自有资金{contrib}对全资子公司{r['target_name']}进行增资"
            "，增资完成后"
            f"其注册资本由{old}增加至{reg}，公司仍持有其{ratio}股权。"
        )
    if kind == "参股":
        return (
            f"{full(r['company'])}于{ann}披露，公司拟出资{contrib}参股{r['target_name']}，"
            "交易完成后持有标的公司"
            f"{ratio}的股权，标的公司注册资本为{reg}。本次投资不构成关联交易。"
        )
    style = rng.randrange(3)
    if style == 0:
        reg_txt = "注册资本未披露（以工商登记为准）" if reg_wan is None else f"注册资本{reg}"
        return (
            f"{ann}，{r['company']}公告，"
            f"公司拟以自有资金出资{contrib}设立{'全资' if r['equity_ratio'] == 1 else '控股'}子公司"
            f"{r['target_name']}，"
            f"新公司{reg_txt}，公司持股{ratio}。{partner}"
        )
    if style == 1:
        return "\n".join(
            (
                f"- 公告日期：{ann}",
                f"- 投资标的：{r['target_name']}（新设）",
                f"- 注册资本：{reg}",
                f"- 本公司认缴出资：{contrib}",
                f"- 持股比例：{ratio}",
                f"- 合作方：{r['partner'] or '无'}",
            )
        )
    return (
        f"新设公司名称为{r['target_name']}（暂定名，以市场监督管理部门核准为准）。"
        f"{partner}{full(r['company'])}认缴"
        f"{contrib}，占其注册资本（{reg}）的{ratio}，资金来源为自有资金。该事项已由公司于{ann}公告。"
    )


def render_outward_md(rows: list[dict], rng: random.Random, title: str) -> str:
    out = [f"# {title}", "", "说明：以下按公告日期先后排列；金额均为认缴口径。", ""]
    for r in sorted(rows, key=lambda x: x["announce_date"]):
        head = rng.choice(
            (
                f"**{r['company']}（{r['stock_code']}）**",
                f"• {r['company']} · {r['stock_code']}",
                f"**{full(r['company'])}**（{r['company']}）",
            )
        )
        out += [head, "", _outward_body(r, rng), ""]
    return "\n".join(out)


# ---------------------------------------------------------------- credit lines

CREDIT_SCHEMA = [
    ("company", "TEXT", "上市公司简称（子公司作为申请主体的记在母公司名下）", "简称"),
    ("stock_code", "TEXT", "上市公司证券代码", "6位代码"),
    ("board_date", "TEXT", "董事会审议该授信申请的日期", "YYYY-MM-DD"),
    ("applicant", "TEXT", "实际申请主体全称（公司或其子公司）", "全称"),
    ("bank", "TEXT", "授信银行", "文本"),
    (
        "credit_amount_wan",
        "REAL",
        "本次申请的综合授信额度（不是已使用额度或以前年度额度；未披露为NULL）",
        "万元",
    ),
    ("term_months", "INTEGER", "授信期限", "月"),
    ("guarantee_mode", "TEXT", "担保方式", "信用/保证/抵押"),
]
CREDIT_RECORD = "一条记录是一项经董事会审议的向某一银行（或银行群）申请综合授信额度的事项。"
MODE_WORDS = {
    "信用": ("信用方式，无需提供担保", "以信用方式办理"),
    "保证": ("由公司提供连带责任保证担保", "上市公司为其提供全额连带责任保证"),
    "抵押": ("以自有土地使用权及房产提供抵押担保", "以部分固定资产作抵押"),
}


def credit_rows(spec: list[tuple]) -> list[dict]:
    """spec rows: (company, board_date, subsidiary or None, bank, yuan or None, term_months, mode)."""
    return [
        {
            "company": s,
            "stock_code": code(s),
            "board_date": d,
            "applicant": sub or full(s),
            "bank": b,
            "credit_amount_wan": None if y is None else y / 10000,
            "term_months": t,
            "guarantee_mode": m,
        }
        for s, d, sub, b, y, t, m in spec
    ]


def _term(months: int, rng: random.Random) -> str:
    if months % 12 == 0 and rng.random() < 0.6:
        return f"{nf.cn_int(months // 12)}年"
    return f"{months}个月"


def _credit_body(r: dict, rng: random.Random) -> str:
    if r["applicant"] == full(r["company"]):
        who = rng.choice(("公司", full(r["company"])))
    else:
        who = rng.choice((f"全资子公司{r['applicant']}", f"公司下属子公司{r['applicant']}"))
    amt = None if r["credit_amount_wan"] is None else nf.amount(round(r["credit_amount_wan"] * 10000), rng)
    base = r["credit_amount_wan"] or 10_000
    used_yuan = round(base * rng.uniform(0.1, 0.7) / 100) * 1_000_000
    used = nf.amount(used_yuan, rng, avoid=("cap_yuan", "cap_wan"))
    term = _term(r["term_months"], rng)
    mode = rng.choice(MODE_WORDS[r["guarantee_mode"]])
    board = nf.date(r["board_date"], rng)
    if amt is None:
        return (
            f"{board}，{r['company']}董事会同意{who}向{r['bank']}申请综合授信，授信期限{term}，{mode}。"
            f"具体授信额度以各银行最终审批为准，公告未披露申请金额。"
        )
    style = rng.randrange(3)
    if style == 0:
        return (
            f"{board}，{r['company']}召开董事会会议，审议通过《关于申请综合授信额度的议案》，同意{who}向"
            f"{r['bank']}申请不超过{amt}的综合授信额度，授信期限{term}，{mode}。截至公告日，"
            "公司在该行已使用"
            f"授信额度{used}。"
        )
    if style == 1:
        na = nf.amount(rng.randrange(20, 300) * 10_000_000, rng, avoid=("cap_yuan", "cap_wan"))
        return (
            f"{who}拟向{r['bank']}申请综合授信，额度为{amt}，期限{term}（自董事会审议通过之日起算），"
            f"{mode}。"
            f"董事会审议日期：{board}。公司最近一期经审计的净资产为{na}。"
        )
    y = r["board_date"][:4]
    return (
        f"{y}年{nf.fmt_date(r['board_date'], 'md')}，{r['company']}董事会同意{who}向{r['bank']}申请总额"
        f"不超过{amt}"
        f"的综合授信，授信品种包括流动资金贷款、银行承兑汇票、保函等，期限{term}，{mode}。"
        f"截至目前公司在该行尚有未到期的已使用授信{used}。"
    )


def render_credit_txt(rows: list[dict], rng: random.Random, title: str) -> str:
    out = [title, ""]
    for i, r in enumerate(rows, 1):
        head = rng.choice(
            (
                f"第{nf.cn_int(i)}条　{r['company']}（{r['stock_code']}）",
                f"■ {r['company']}（{r['stock_code']}）申请综合授信",
                f"{nf.cn_int(i)}、{full(r['company'])}（{r['company']}）",
            )
        )
        out += [head, _credit_body(r, rng), ""]
    return "\n".join(out)
