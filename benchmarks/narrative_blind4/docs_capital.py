"""可转债转股价格调整, 变更募集资金用途 and 股东大会表决结果 digests."""

from __future__ import annotations

import random

import numfmt as nf
from common import code, full

CB_SCHEMA = [
    ("company", "TEXT", "发行可转债的上市公司简称", "简称"),
    ("stock_code", "TEXT", "上市公司证券代码", "6位代码"),
    ("bond_name", "TEXT", "可转债简称", "文本"),
    ("bond_code", "TEXT", "可转债代码", "6位代码"),
    ("reason", "TEXT", "调整原因类别", "派息/向下修正/转增股本/回购注销"),
    ("price_before", "REAL", "调整前转股价格", "元/股"),
    ("price_after", "REAL", "调整后转股价格", "元/股"),
    ("effective_date", "TEXT", "调整后转股价格的生效日期", "YYYY-MM-DD"),
    ("announce_date", "TEXT", "公告日期", "YYYY-MM-DD"),
]
CB_RECORD = "一条记录是一次可转换公司债券转股价格调整（或修正）。"


def cb_rows(spec: list[tuple], rng: random.Random) -> list[dict]:
    """spec rows: (company, bond_name, reason, before, after, effective_date, announce_date)."""
    rows = []
    for short, bond, reason, before, after, eff, ann in spec:
        c = code(short)
        if c.startswith("6"):
            prefix = "118" if c.startswith("688") else "113"
        else:
            prefix = "123" if c.startswith("3") else "127"
        rows.append(
            {
                "company": short,
                "stock_code": c,
                "bond_name": bond,
                "bond_code": f"{prefix}{rng.randrange(1000):03d}",
                "reason": reason,
                "price_before": before,
                "price_after": after,
                "effective_date": eff,
                "announce_date": ann,
            }
        )
    return rows


def _cb_body(r: dict, rng: random.Random, note: str) -> str:
    before, after = nf.price(r["price_before"], rng), nf.price(r["price_after"], rng)
    eff = nf.date(r["effective_date"], rng)
    ann = nf.date(r["announce_date"], rng)
    bond = f"“{r['bond_name']}”（{r['bond_code']}）"
    reason = r["reason"]
    if reason == "向下修正":
        style = rng.randrange(3)
        if style == 0:
            avg = r["price_after"] - rng.choice((0.0, 0.01, 0.12, 0.35))
            return (
                f"{ann}，{r['company']}公告：经股东大会授权，董事会决定将{bond}的转股价格由{before}向下"
                "修正为"
                f"{after}，修正后的转股价格自{eff}起生效。修正后价格不低于股东大会召开日前二十个交易日"
                f"公司股票交易均价（{avg:.2f}元/股）。{note}"
            )
        if style == 1:
            return (
                f"{bond}转股价格修正。修正后转股价格：{after}；原转股价格：{before}；修正生效日：{eff}。"
                f"{r['company']}表示，本次修正已经公司临时股东大会审议通过，公告日期{ann}。{note}"
            )
        y = r["effective_date"][:4]
        return (
            f"{r['company']}（{r['stock_code']}）股价连续三十个交易日中有十五个交易日收盘价低于当期转股"
            "价格的85%，"
            f"触发{bond}转股价格向下修正条款。公司{y}年第{nf.cn_int(rng.randint(1, 4))}次临时股东大会审"
            "议通过修正"
            f"议案，{r['bond_name']}转股价格自{nf.fmt_date(r['effective_date'], 'md')}起由{before}调整为"
            f"{after}。{note}"
        )
    if reason == "派息":
        cash = round((r["price_before"] - r["price_after"]) * 10, 2)
        why = f"实施年度权益分派（每10股派发现金红利{cash:.2f}元（含税））"
    elif reason == "转增股本":
        why = f"实施资本公积金转增股本（每10股转增{rng.randint(2, 4)}股）"
    else:
        why = f"回购注销限制性股票{rng.randrange(20, 300) * 1000:,}股"
    if rng.random() < 0.5:
        return (
            f"{ann}，{r['company']}披露：因{why}，{bond}的转股价格由{before}调整为{after}，"
            "调整后的转股价格"
            f"自{eff}起生效。{note}"
        )
    return (
        f"根据募集说明书相关条款，{r['company']}因{why}相应调整{bond}转股价格：调整前{before}，"
        f"调整后{after}，"
        f"生效日期为{eff}（公告于{ann}）。{note}"
    )


def render_cb_txt(rows: list[dict], rng: random.Random, title: str, notes: dict[int, str]) -> str:
    out = [title, "-" * 30, ""]
    for i, r in enumerate(rows):
        mark = rng.choice(
            (
                f"[{r['announce_date']}] {r['company']}",
                f"◇ {r['company']}（{r['stock_code']}）",
                f"{i + 1:02d}. {r['bond_name']}",
            )
        )
        out += [mark, _cb_body(r, rng, notes.get(i, "")), ""]
    return "\n".join(out)


# ---------------------------------------------------------------- change in use of raised funds

FUND_SCHEMA = [
    ("company", "TEXT", "上市公司简称", "简称"),
    ("stock_code", "TEXT", "上市公司证券代码", "6位代码"),
    ("board_date", "TEXT", "董事会审议变更事项的日期", "YYYY-MM-DD"),
    ("original_project", "TEXT", "原募集资金投资项目名称", "文本"),
    ("new_project", "TEXT", "变更后的新项目名称", "文本"),
    ("change_amount_wan", "REAL", "本次变更用途的募集资金金额（不含利息、不是募集资金净额）", "万元"),
    ("change_ratio", "REAL", "变更金额占募集资金净额的比例（未披露为NULL）", "小数"),
]
FUND_RECORD = "一条记录是一家上市公司一次变更募集资金用途（变更募投项目）的董事会决议。"


def fund_rows(spec: list[tuple]) -> list[dict]:
    """spec rows: (company, board_date, original, new, amount_yuan, ratio or None)."""
    return [
        {
            "company": s,
            "stock_code": code(s),
            "board_date": d,
            "original_project": o,
            "new_project": n,
            "change_amount_wan": y / 10000,
            "change_ratio": ratio,
        }
        for s, d, o, n, y, ratio in spec
    ]


def _fund_body(r: dict, rng: random.Random) -> str:
    yuan = round(r["change_amount_wan"] * 10000)
    amt = nf.amount(yuan, rng)
    board = nf.date(r["board_date"], rng)
    ratio = r["change_ratio"]
    net_yuan = round(yuan / ratio / 10000) * 10000 if ratio else yuan * rng.randint(3, 6)
    net = nf.amount(net_yuan, rng, avoid=("cap_yuan", "cap_wan"))
    ratio_txt = nf.pct(ratio, rng) if ratio is not None else None
    spent = nf.amount(rng.randrange(100, 3000) * 10000, rng, avoid=("cap_yuan",))
    style = rng.randrange(3)
    if style == 0:
        tail = f"，占募集资金净额（{net}）的{ratio_txt}" if ratio_txt else f"；公司募集资金净额为{net}"
        return (
            f"{board}，{full(r['company'])}召开董事会会议，审议通过《关于变更部分募集资金用途的议案》，"
            "拟将原计划"
            f"投入“{r['original_project']}”的募集资金{amt}变更用于“{r['new_project']}”{tail}。"
            "原项目截至目前"
            f"已投入{spent}。"
        )
    if style == 1:
        lines = [
            f"- 董事会审议日期：{board}",
            f"- 原项目：{r['original_project']}",
            f"- 新项目：{r['new_project']}",
            f"- 拟变更金额：{amt}",
            f"- 募集资金净额：{net}",
        ]
        lines.append(f"- 变更金额占募集资金净额比例：{ratio_txt or '未披露'}")
        return "\n".join(lines)
    interest = nf.amount(rng.randrange(20, 400) * 10000 + rng.randrange(100) * 100, rng, avoid=("cap_yuan",))
    share = f"，约占募集资金净额的{ratio_txt}" if ratio_txt else "，公告未披露该金额占募集资金净额的比例"
    return (
        f"“{r['new_project']}”将承接原“{r['original_project']}”的部分募集资金。"
        f"根据公司{board}的董事会决议，"
        f"本次变更用途的募集资金为{amt}{share}；此外原项目账户产生的利息收入{interest}也将一并投入新项目"
        "。"
    )


def render_fund_md(rows: list[dict], rng: random.Random, title: str) -> str:
    out = [f"# {title}", ""]
    half = len(rows) // 2 + 1
    for i, r in enumerate(rows[:half], 1):
        out += [f"### （{nf.cn_int(i)}）{r['company']}（{r['stock_code']}）", "", _fund_body(r, rng), ""]
    out += ["## 其他公司公告摘录", ""]
    for r in rows[half:]:
        body = _fund_body(r, rng).replace("\n- ", "；").removeprefix("- ")
        out += [f"◎ {r['company']}（证券代码{r['stock_code']}）。" + body, ""]
    return "\n".join(out)


# ---------------------------------------------------------------- shareholder-meeting votes

VOTE_SCHEMA = [
    ("company", "TEXT", "上市公司简称", "简称"),
    ("stock_code", "TEXT", "上市公司证券代码", "6位代码"),
    ("meeting_date", "TEXT", "股东大会召开日期", "YYYY-MM-DD"),
    ("meeting_name", "TEXT", "会议名称", "文本"),
    ("proposal", "TEXT", "议案名称", "文本"),
    (
        "proposal_type",
        "TEXT",
        "议案类别",
        "变更募集资金用途/申请综合授信额度/变更会计师事务所/对外投资/修订章程",
    ),
    ("for_shares", "INTEGER", "全体股东同意票数（不是中小投资者的票数）", "股"),
    ("against_shares", "INTEGER", "全体股东反对票数", "股"),
    ("abstain_shares", "INTEGER", "全体股东弃权票数", "股"),
]
VOTE_RECORD = (
    "一条记录是一次股东大会上一项议案的全体股东表决结果（同一次会议的多项议案各占一行；"
    "出席会议有效表决权股份总数 = 同意 + 反对 + 弃权）。"
)
PROPOSALS = {
    "变更募集资金用途": (
        "关于变更部分募集资金用途的议案",
        "关于变更部分募投项目并将剩余募集资金投入新项目的议案",
    ),
    "申请综合授信额度": ("关于公司及子公司向银行申请综合授信额度的议案",),
    "变更会计师事务所": ("关于变更会计师事务所的议案",),
    "对外投资": ("关于对外投资设立全资子公司的议案",),
    "修订章程": ("关于修订《公司章程》的议案",),
}


def vote_rows(spec: list[tuple], rng: random.Random) -> list[dict]:
    """spec rows: (company, meeting_date, meeting_name, [proposal types]); one row per proposal."""
    rows = []
    for short, date, name, types in spec:
        total = rng.randrange(60_000_000, 900_000_000)
        for t in types:
            against = int(total * rng.uniform(0.0005, 0.09))
            abstain = int(total * rng.uniform(0.0, 0.01))
            rows.append(
                {
                    "company": short,
                    "stock_code": code(short),
                    "meeting_date": date,
                    "meeting_name": name,
                    "proposal": rng.choice(PROPOSALS[t]),
                    "proposal_type": t,
                    "for_shares": total - against - abstain,
                    "against_shares": against,
                    "abstain_shares": abstain,
                }
            )
    return rows


def vote_blocks(rows: list[dict], rng: random.Random, title: str) -> list[tuple[str, str]]:
    blocks: list[tuple[str, str]] = [("title", title)]
    meetings: dict[tuple[str, str], list[dict]] = {}
    for r in rows:
        meetings.setdefault((r["company"], r["meeting_date"]), []).append(r)
    for n, ((short, date), props) in enumerate(meetings.items(), 1):
        total = props[0]["for_shares"] + props[0]["against_shares"] + props[0]["abstain_shares"]
        blocks.append(("head", f"{n}. {full(short)}{props[0]['meeting_name']}决议公告"))
        blocks.append(("para", f"证券简称：{short}　证券代码：{code(short)}"))
        blocks.append(
            (
                "para",
                f"会议召开时间：{nf.date(date, rng)}；会议地点：公司总部会议室；表决方式："
                "现场投票与网络投票相结合。",
            )
        )
        blocks.append(
            (
                "para",
                f"出席会议的股东及股东代理人共{rng.randint(12, 260)}人，"
                "所持有表决权的股份总数为"
                f"{nf.shares(total, rng)}，"
                f"占公司有表决权股份总数的{nf.pct(rng.uniform(0.3, 0.7), rng)}。",
            )
        )
        for i, r in enumerate(props, 1):
            blocks.append(("para", f"议案{nf.cn_int(i)}：《{r['proposal']}》"))
            parts = []
            for word, key in (("同意", "for_shares"), ("反对", "against_shares"), ("弃权", "abstain_shares")):
                share = f"{r[key] / total * 100:.4f}%"
                parts.append(f"{word}{nf.shares(r[key], rng)}，占出席会议有效表决权股份总数的{share}")
            blocks.append(("para", "表决结果：" + "；".join(parts) + "。该议案获得通过。"))
            if rng.random() < 0.55:
                small = rng.randrange(2_000_000, 20_000_000)
                s_against = min(r["against_shares"], int(small * 0.3))
                blocks.append(
                    (
                        "para",
                        f"其中，中小投资者表决情况：同意{nf.shares(small - s_against, rng)}，"
                        "反对"
                        f"{nf.shares(s_against, rng)}，弃权0股。",
                    )
                )
    return blocks
