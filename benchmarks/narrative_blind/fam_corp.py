"""Corporate-action families: dividends (权益分派) and share repurchases (回购进展/结果)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from base import AnnCounter, Col, Family, bp_of, pick_company, rand_date, ratio, round_to
from cnfmt import cn_int, cn_yuan_jiao, fmt_date, fmt_money, fmt_pct, fmt_shares
from pool import BY_CODE

# --------------------------------------------------------------------------- dividends

DIVIDEND_COLS = [
    Col("AnnNo", "TEXT", "公告编号"),
    Col("InfoPublDate", "DATE", "权益分派实施公告日期"),
    Col("SecuCode", "TEXT", "证券代码"),
    Col("SecuAbbr", "TEXT", "证券简称"),
    Col(
        "ReportPeriod", "DATE", "分配所属报告期截止日：年度分配为 YYYY-12-31，半年度（中期）分配为 YYYY-06-30"
    ),
    Col("CashDiviPerShare", "DECIMAL", "每股派现金额（税前），单位：元/股（每10股派3.5元记为 0.35）"),
    Col("BonusSharePerShare", "DECIMAL", "每股送红股数，单位：股/股（每10股送2股记为 0.2）"),
    Col("TranAddSharePerShare", "DECIMAL", "每股资本公积转增股数，单位：股/股（每10股转增4股记为 0.4）"),
    Col("BaseShares", "INTEGER", "分配基数（参与分配的股本），单位：股"),
    Col("TotalCashDivi", "DECIMAL", "派现总额（税前），单位：元"),
    Col("RecordDate", "DATE", "股权登记日"),
    Col("ExDiviDate", "DATE", "除权除息日"),
]


def _next_bday(d: dt.date) -> dt.date:
    d += dt.timedelta(days=1)
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def dividend_rows(rng, year: int, n: int, plants: list[dict]) -> list[dict]:
    ann = AnnCounter(rng)
    specs = [dict(p) for p in plants] + [{} for _ in range(n - len(plants))]
    used: set[str] = {p["code"] for p in plants if "code" in p}
    rows = []
    for spec in specs:
        period = spec.get("period") or rng.choice(["annual", "annual", "annual", "interim"])
        co = BY_CODE[spec["code"]] if "code" in spec else pick_company(rng, used)
        used.add(co.code)
        p10 = spec.get("per10_cents") or rng.randrange(30, 900, 5)
        bonus10 = spec.get("bonus10", rng.choice([0, 0, 0, 0, 1, 2, 3]))
        tran10 = spec.get("tran10", rng.choice([0, 0, 0, 2, 3, 4]))
        repo_rand = round_to(int(co.total_shares * rng.uniform(0.002, 0.02)), 100)
        repo = spec.get("repo", 0 if rng.random() < 0.5 else repo_rand)
        if period == "annual":
            end, rec = dt.date(year - 1, 12, 31), rand_date(rng, year, 5, 7)
        else:
            end, rec = dt.date(year, 6, 30), rand_date(rng, year, 9, 11)
        rec = spec.get("record_date") or rec
        base = co.total_shares - repo
        rows.append(
            {
                "AnnNo": None,
                "InfoPublDate": rec - dt.timedelta(days=rng.randrange(3, 7)),
                "SecuCode": co.code,
                "SecuAbbr": co.abbr,
                "ReportPeriod": end,
                "CashDiviPerShare": Decimal(p10) / 1000,
                "BonusSharePerShare": Decimal(bonus10) / 10,
                "TranAddSharePerShare": Decimal(tran10) / 10,
                "BaseShares": base,
                "TotalCashDivi": Decimal(base * p10) / 1000,
                "RecordDate": rec,
                "ExDiviDate": _next_bday(rec),
                "_repo": repo,
                "_total": co.total_shares,
                "_p10": p10,
                "_b10": bonus10,
                "_t10": tran10,
                "_cash_style": spec.get("cash_style"),
            }
        )
        rows[-1]["AnnNo"] = ann.next(co, rows[-1]["InfoPublDate"])
    return rows


def _cash_text(rng, r: dict) -> str:
    p10 = r["_p10"]
    style = r["_cash_style"] or rng.choice(["per10", "per10", "per_share", "upper"])
    if style == "per10":
        return f"每10股派发现金红利{p10 // 100}.{p10 % 100:02d}元（含税）"
    if style == "upper":
        return f"每10股派发现金红利人民币{cn_yuan_jiao(p10)}（含税）"
    ps = format(r["CashDiviPerShare"].normalize(), "f")
    if len(ps.split(".")[-1]) < 2:
        ps = f"{r['CashDiviPerShare']:.2f}"
    return f"每股派发现金红利{ps}元（含税）"


def _stock_text(r: dict) -> str:
    b, t = r["_b10"], r["_t10"]
    if not b and not t:
        return "不送红股，不以资本公积金转增股本"
    parts = []
    if b:
        parts.append(f"每10股送红股{b}股")
    if t:
        parts.append(f"以资本公积金向全体股东每10股转增{t}股")
    return "，".join(parts) + ("，不送红股" if not b else "") + ("，不进行资本公积金转增" if not t else "")


def dividend_render(rng, r: dict, year: int):
    annual = r["ReportPeriod"].month == 12
    period = f"{r['ReportPeriod'].year}年" + rng.choice(["年度", "度"] if annual else ["半年度", "中期"])
    pub = fmt_date(rng, r["InfoPublDate"], year)
    rd, ex = fmt_date(rng, r["RecordDate"], year), fmt_date(rng, r["ExDiviDate"], year)
    base, total = fmt_shares(rng, r["BaseShares"]), fmt_money(rng, r["TotalCashDivi"])
    cash, stock = _cash_text(rng, r), _stock_text(r)
    head = f"{r['SecuAbbr']}（{r['SecuCode']}）{period}权益分派实施公告"
    tax = ""
    if rng.random() < 0.35:
        after = format((r["CashDiviPerShare"] * Decimal("0.9")).normalize(), "f")
        tax = f"对合格境外机构投资者（QFII）按10%的税率代扣代缴所得税后，每股实际派发现金红利{after}元。"
    if r["_repo"]:
        body = (
            f"公告编号{r['AnnNo']}，披露日期{pub}。本次利润分配以实施权益分派股权登记日登记的总股本"
            f"{fmt_shares(rng, r['_total'])}扣减公司回购专用证券账户中的{fmt_shares(rng, r['_repo'])}后的"
            f"{base}为基数，向全体股东{cash}，{stock}，本次共计派发现金红利{total}。{tax}"
            f"股权登记日：{rd}；除权（息）日：{ex}；现金红利发放日：{ex}。"
        )
    elif rng.random() < 0.5:
        body = (
            f"{r['SecuAbbr']}于{pub}披露{period}权益分派实施公告（{r['AnnNo']}）："
            f"本次利润分配以方案实施前的公司总股本{base}为基数，{cash}，{stock}，共计派发现金红利{total}。股权登记日为{rd}，"
            f"除权（息）日为{ex}。{tax}"
        )
    else:
        short = cash.replace("派发现金红利", "派").replace("（含税）", "")
        body = (
            f"分配方案：{short}（含税）；{stock}；分配基数：{base}；派现总额：{total}；"
            f"股权登记日：{rd}；除权除息日：{ex}。{tax}公告编号：{r['AnnNo']}（{pub}）。"
        )
        head = f"{r['SecuCode']} {r['SecuAbbr']}：{period}分红"
    return head, body


DIVIDEND = Family(
    key="dividend",
    table="LC_Dividend",
    doc_title="{year}年A股上市公司权益分派实施公告摘编",
    intro="利润分配（现金分红、送股、转增）实施事项，每段公告为一条记录。",
    cols=DIVIDEND_COLS,
    make_rows=dividend_rows,
    render=dividend_render,
)

# --------------------------------------------------------------------------- repurchases

BUYBACK_COLS = [
    Col("AnnNo", "TEXT", "公告编号"),
    Col("InfoPublDate", "DATE", "公告日期"),
    Col("SecuCode", "TEXT", "证券代码"),
    Col("SecuAbbr", "TEXT", "证券简称"),
    Col("EventProcedure", "TEXT", "事项进度：回购进展 / 实施完成"),
    Col("CutoffDate", "DATE", "累计数据截止日期（实施完成公告为回购实施完毕日）"),
    Col("CumBuybackShares", "INTEGER", "截至截止日累计回购股数，单位：股"),
    Col("PctOfTotal", "DECIMAL", "累计回购股数占总股本比例，比例值（非百分数）"),
    Col("HighPrice", "DECIMAL", "回购最高成交价，单位：元/股"),
    Col("LowPrice", "DECIMAL", "回购最低成交价，单位：元/股"),
    Col("CumBuybackMoney", "DECIMAL", "累计已支付回购资金总额（不含交易费用），单位：元"),
    Col("PlanMoneyLower", "DECIMAL", "回购方案资金总额下限，单位：元"),
    Col("PlanMoneyUpper", "DECIMAL", "回购方案资金总额上限，单位：元"),
]


def _month_end(y: int, m: int) -> dt.date:
    return dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)


def _series(rng, ann, co, year: int, count: int, complete: bool, first_month: int) -> list[dict]:
    upper = rng.choice([50_000_000, 100_000_000, 150_000_000, 200_000_000, 300_000_000])
    lower = upper // 2
    p0 = rng.randrange(800, 6000)
    shares = money = 0
    hi, lo = 0, 10**9
    out = []
    for k in range(count):
        last = complete and k == count - 1
        month = first_month + k
        for _ in range(rng.randrange(3, 9)):
            px = max(300, p0 + rng.randrange(-p0 // 8, p0 // 8))
            hi, lo = max(hi, px), min(lo, px)
            lot = round_to(int(upper / (count * 6 * px / 100) * rng.uniform(0.5, 1.2)), 100)
            if last:
                lot = round_to(lot // 2, 100)
            shares += lot
            money += lot * px
        if last:
            short = lower * 100 - money
            if short > 0:
                lot = round_to(short // lo + 100, 100)
                shares += lot
                money += lot * lo
        if rng.random() < 0.45:
            money = (money // 10000) * 10000
        if last:
            cutoff = rand_date(rng, year, month, month)
            pub = cutoff + dt.timedelta(days=rng.randrange(1, 3))
        else:
            cutoff = _month_end(year, month)
            pub = cutoff + dt.timedelta(days=rng.randrange(1, 4))
        out.append(
            {
                "AnnNo": ann.next(co, pub),
                "InfoPublDate": pub,
                "SecuCode": co.code,
                "SecuAbbr": co.abbr,
                "EventProcedure": "实施完成" if last else "回购进展",
                "CutoffDate": cutoff,
                "CumBuybackShares": shares,
                "PctOfTotal": ratio(bp_of(shares, co.total_shares)),
                "HighPrice": Decimal(hi) / 100,
                "LowPrice": Decimal(lo) / 100,
                "CumBuybackMoney": Decimal(money) / 100,
                "PlanMoneyLower": Decimal(lower),
                "PlanMoneyUpper": Decimal(upper),
            }
        )
    return out


def buyback_rows(rng, year: int, n: int, plants: list[dict]) -> list[dict]:
    """plants: series specs {code, count, complete, first_month}; filled with random series up to n rows."""
    ann = AnnCounter(rng)
    rows: list[dict] = []
    used = {p["code"] for p in plants}
    for p in plants:
        rows += _series(rng, ann, BY_CODE[p["code"]], year, p["count"], p["complete"], p["first_month"])
    while len(rows) < n:
        co = pick_company(rng, used)
        used.add(co.code)
        count = min(rng.randrange(1, 4), n - len(rows))
        rows += _series(rng, ann, co, year, count, rng.random() < 0.5, rng.randrange(1, 13 - count))
    return rows


def buyback_render(rng, r: dict, year: int):
    sh = fmt_shares(rng, r["CumBuybackShares"])
    pt = fmt_pct(rng, int(r["PctOfTotal"] * 10000))
    pub, cut = fmt_date(rng, r["InfoPublDate"], year), fmt_date(rng, r["CutoffDate"], year)
    hp, lp = f"{r['HighPrice']:.2f}元/股", f"{r['LowPrice']:.2f}元/股"
    money = fmt_money(rng, r["CumBuybackMoney"])
    lo, hi = fmt_money(rng, r["PlanMoneyLower"]), fmt_money(rng, r["PlanMoneyUpper"])
    if r["EventProcedure"] == "实施完成":
        avg = (r["CumBuybackMoney"] / r["CumBuybackShares"]).quantize(Decimal("0.01"))
        head = f"{r['SecuAbbr']}（{r['SecuCode']}）关于股份回购实施结果暨股份变动的公告"
        body = (
            f"{pub}，{r['SecuAbbr']}披露回购实施结果（{r['AnnNo']}）：截至{cut}，本次回购已实施完毕，"
            f"公司通过集中竞价交易方式实际回购公司股份{sh}，占公司总股本的{pt}，回购最高价格{hp}，"
            f"最低价格{lp}，回购均价约{avg}元/股，使用资金总额{money}（不含印花税、交易佣金等交易费用）。"
            f"回购方案中回购资金总额为不低于{lo}且不超过{hi}。"
        )
        return head, body
    head = f"{r['SecuAbbr']}关于回购公司股份的进展公告"
    if rng.random() < 0.5:
        body = (
            f"{r['SecuAbbr']}（证券代码：{r['SecuCode']}）于{pub}发布回购进展公告（{r['AnnNo']}）。"
            f"公司本次回购资金总额不低于{lo}（含）且不超过{hi}（含）。截至{cut}，公司通过集中竞价交易"
            f"方式已累计回购股份{sh}，占公司总股本的{pt}，最高成交价为{hp}，最低成交价为{lp}，"
            f"已支付的总金额为{money}（不含交易费用）。"
        )
    else:
        body = (
            f"公告编号{r['AnnNo']}，公告日期{pub}，证券代码{r['SecuCode']}。截至{cut}，累计回购{sh}"
            f"（占总股本{pt}）；成交价格区间{lp}至{hp}；成交总金额{money}（不含交易费用）。"
            f"根据回购方案，回购资金总额区间为{lo}至{hi}，回购期限为董事会审议通过之日起{cn_int(12)}个月内。"
        )
    return head, body


BUYBACK = Family(
    key="buyback",
    table="LC_BuyBack",
    doc_title="{year}年上市公司股份回购进展及结果公告摘编",
    intro="集中竞价股份回购的进展与实施结果，累计口径（每份公告披露截至某日的累计数）。每段公告为一条记录。",
    cols=BUYBACK_COLS,
    make_rows=buyback_rows,
    render=buyback_render,
)
