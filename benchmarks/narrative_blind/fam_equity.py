"""Equity families: share transfers (before/after of both sides), share pledges, restricted-share unlocks."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from base import AnnCounter, Col, Family, bp_of, pick_company, rand_date, ratio, round_to
from cnfmt import cn_int, fmt_date, fmt_money, fmt_pct, fmt_price, fmt_shares
from pool import BY_CODE, INVESTORS, PLEDGEES

# --------------------------------------------------------------------------- transfers

TRANSFER_COLS = [
    Col("AnnNo", "TEXT", "公告编号，如 临2023-015"),
    Col("InfoPublDate", "DATE", "公告日期"),
    Col("SecuCode", "TEXT", "证券代码（6位）"),
    Col("SecuAbbr", "TEXT", "证券简称"),
    Col("TransferMode", "TEXT", "转让方式：协议转让/大宗交易/司法拍卖/非交易过户"),
    Col("TransferorName", "TEXT", "出让方（转让方）名称"),
    Col("ReceiverName", "TEXT", "受让方名称"),
    Col("TranShares", "INTEGER", "本次转让股数，单位：股"),
    Col("DealPrice", "DECIMAL", "转让价格，单位：元/股；未披露为空"),
    Col("DealTurnover", "DECIMAL", "转让总价款（成交金额），单位：元；未披露为空"),
    Col("TransferorSumBefore", "INTEGER", "出让方转让前持股数，单位：股"),
    Col("PctBeforeTran", "DECIMAL", "出让方转让前持股占总股本比例，比例值（非百分数，3.51% 记为 0.0351）"),
    Col("TransferorSumAfter", "INTEGER", "出让方转让后持股数，单位：股"),
    Col("PctAfterTran", "DECIMAL", "出让方转让后持股占总股本比例，比例值（非百分数）"),
    Col("ReceiverSumBefore", "INTEGER", "受让方受让前持股数，单位：股（未持股记 0）"),
    Col("ReceiverPctBefore", "DECIMAL", "受让方受让前持股占总股本比例，比例值（非百分数）"),
    Col("ReceiverSumAfter", "INTEGER", "受让方受让后持股数，单位：股"),
    Col("ReceiverPctAfter", "DECIMAL", "受让方受让后持股占总股本比例，比例值（非百分数）"),
]

MODES = ["协议转让", "协议转让", "协议转让", "大宗交易", "司法拍卖", "非交易过户"]


def transfer_rows(rng, year: int, n: int, plants: list[dict]) -> list[dict]:
    ann = AnnCounter(rng)
    specs = [dict(p) for p in plants] + [{} for _ in range(n - len(plants))]
    planted = {p.get(k) for p in plants for k in ("transferor", "receiver")}
    free = [x for x in INVESTORS if x not in planted]
    rows = []
    for spec in specs:
        co = BY_CODE[spec["code"]] if "code" in spec else pick_company(rng)
        a = spec.get("transferor") or rng.choice(free)
        b = spec.get("receiver") or rng.choice([x for x in free if x != a])
        date = spec.get("date") or rand_date(rng, year)
        total = co.total_shares
        shares = spec.get("shares") or round_to(int(total * rng.uniform(0.01, 0.08)), 100)
        a0 = spec.get("a_before") or round_to(int(shares * rng.uniform(1.15, 3.5)), 100)
        if "b_before" in spec:
            b0 = spec["b_before"]
        else:
            b0 = 0 if rng.random() < 0.35 else round_to(int(total * rng.uniform(0.002, 0.05)), 100)
        cents = spec["price_cents"] if "price_cents" in spec else rng.randrange(500, 6000)
        mode = spec.get("mode") or rng.choice(MODES)
        if cents is None:
            price = turnover = None
        else:
            price = Decimal(cents) / 100
            turnover = price * shares
        a1, b1 = a0 - shares, b0 + shares
        rows.append(
            {
                "AnnNo": ann.next(co, date),
                "InfoPublDate": date,
                "SecuCode": co.code,
                "SecuAbbr": co.abbr,
                "TransferMode": mode,
                "TransferorName": a,
                "ReceiverName": b,
                "TranShares": shares,
                "DealPrice": price,
                "DealTurnover": turnover,
                "TransferorSumBefore": a0,
                "PctBeforeTran": ratio(bp_of(a0, total)),
                "TransferorSumAfter": a1,
                "PctAfterTran": ratio(bp_of(a1, total)),
                "ReceiverSumBefore": b0,
                "ReceiverPctBefore": ratio(bp_of(b0, total)),
                "ReceiverSumAfter": b1,
                "ReceiverPctAfter": ratio(bp_of(b1, total)),
                "_total": total,
            }
        )
    return rows


def _bp(r: Decimal) -> int:
    return int(r * 10000)


def transfer_render(rng, r: dict, year: int):
    sh = lambda n: fmt_shares(rng, n)  # noqa: E731
    pc = lambda x: fmt_pct(rng, _bp(x))  # noqa: E731
    a, b = r["TransferorName"], r["ReceiverName"]
    date = fmt_date(rng, r["InfoPublDate"], year)
    head = f"{r['SecuAbbr']}（{r['SecuCode']}）关于股东{r['TransferMode']}公司股份的公告"
    if r["DealPrice"] is None:
        price_clause = "转让价格及转让总价款未披露"
    else:
        price_clause = (
            f"转让价格为{fmt_price(rng, int(r['DealPrice'] * 100))}，"
            f"转让总价款为{fmt_money(rng, r['DealTurnover'])}"
        )
    b0 = r["ReceiverSumBefore"]
    style = rng.randrange(4)
    if style == 0:
        sign = r["InfoPublDate"] - dt.timedelta(days=rng.randrange(2, 9))
        b0_clause = (
            f"{b}未持有公司股份"
            if b0 == 0
            else f"{b}持有公司股份{sh(b0)}，占公司总股本的{pc(r['ReceiverPctBefore'])}"
        )
        body = (
            f"公司于{date}公告（公告编号：{r['AnnNo']}），股东{a}已于{fmt_date(rng, sign, year)}与{b}"
            f"签署《股份转让协议》，以{r['TransferMode']}方式将其持有的公司无限售条件流通股{sh(r['TranShares'])}"
            f"转让给{b}，{price_clause}。本次转让前，{a}持有公司股份{sh(r['TransferorSumBefore'])}，"
            f"占公司总股本的{pc(r['PctBeforeTran'])}；{b0_clause}。转让完成后，{a}持有公司股份"
            f"{sh(r['TransferorSumAfter'])}，占总股本的{pc(r['PctAfterTran'])}；{b}持有公司股份"
            f"{sh(r['ReceiverSumAfter'])}，占总股本的{pc(r['ReceiverPctAfter'])}。"
        )
    elif style == 1:
        before = (
            f"{b}本次权益变动前未持有公司股份。"
            if b0 == 0
            else f"{b}本次权益变动前持有公司股份{sh(b0)}（{pc(r['ReceiverPctBefore'])}）。"
        )
        body = (
            f"{r['SecuAbbr']}（证券代码：{r['SecuCode']}）于{date}发布公告（{r['AnnNo']}）称，{b}通过"
            f"{r['TransferMode']}方式受让{a}所持有的公司股份{sh(r['TranShares'])}，{price_clause}。"
            f"权益变动后，{b}持有公司股份{sh(r['ReceiverSumAfter'])}，持股比例上升至{pc(r['ReceiverPctAfter'])}；"
            f"出让方{a}的持股数量由{sh(r['TransferorSumBefore'])}减少至{sh(r['TransferorSumAfter'])}，"
            f"持股比例由{pc(r['PctBeforeTran'])}下降至{pc(r['PctAfterTran'])}。{before}"
        )
        head = f"{r['SecuAbbr']}：关于股东权益变动的提示性公告"
    elif style == 2:
        price = "未披露" if r["DealPrice"] is None else fmt_price(rng, int(r["DealPrice"] * 100))
        turn = "未披露" if r["DealTurnover"] is None else fmt_money(rng, r["DealTurnover"])
        body = (
            f"公告编号：{r['AnnNo']}；公告日期：{date}；证券：{r['SecuAbbr']}（{r['SecuCode']}）；"
            f"受让方：{b}；出让方：{a}；转让方式：{r['TransferMode']}；转让股份数量：{sh(r['TranShares'])}；"
            f"转让单价：{price}；转让总价：{turn}。变动前后持股——出让方：{sh(r['TransferorSumBefore'])}"
            f"（{pc(r['PctBeforeTran'])}）→{sh(r['TransferorSumAfter'])}（{pc(r['PctAfterTran'])}）；"
            f"受让方：{sh(b0)}（{pc(r['ReceiverPctBefore'])}）→{sh(r['ReceiverSumAfter'])}"
            f"（{pc(r['ReceiverPctAfter'])}）。"
        )
        head = f"{r['AnnNo']} {r['SecuAbbr']}股份转让"
    else:
        tran_bp = bp_of(r["TranShares"], r["_total"])
        body = (
            f"根据{r['SecuAbbr']}（{r['SecuCode']}）{date}披露的公告（{r['AnnNo']}），{a}以"
            f"{r['TransferMode']}方式向{b}转让公司股份{sh(r['TranShares'])}（占总股本"
            f"{fmt_pct(rng, tran_bp)}），{price_clause}。转让后{b}合计持有{sh(r['ReceiverSumAfter'])}"
            f"（{pc(r['ReceiverPctAfter'])}），转让前为{sh(b0)}（{pc(r['ReceiverPctBefore'])}）；"
            f"{a}仍持有{sh(r['TransferorSumAfter'])}（{pc(r['PctAfterTran'])}），转让前为"
            f"{sh(r['TransferorSumBefore'])}（{pc(r['PctBeforeTran'])}）。"
        )
    return head, body


TRANSFER = Family(
    key="transfer",
    table="LC_ShareTransfer",
    doc_title="{year}年上市公司股东股份转让公告摘编",
    intro="股东股份转让（协议转让、大宗交易、司法拍卖等），含转让双方转让前后的持股数量和比例。每段公告为一条记录。",
    cols=TRANSFER_COLS,
    make_rows=transfer_rows,
    render=transfer_render,
)

# --------------------------------------------------------------------------- pledges

PLEDGE_COLS = [
    Col("AnnNo", "TEXT", "公告编号"),
    Col("InfoPublDate", "DATE", "公告日期"),
    Col("SecuCode", "TEXT", "证券代码"),
    Col("SecuAbbr", "TEXT", "证券简称"),
    Col("EventType", "TEXT", "事项类型：质押 / 解除质押"),
    Col("PledgorName", "TEXT", "出质人（股东）名称"),
    Col("PledgeeName", "TEXT", "质权人名称"),
    Col("PledgeShares", "INTEGER", "本次质押（或解除质押）股数，单位：股"),
    Col("PctOfHolding", "DECIMAL", "占出质人所持股份比例，比例值（非百分数）"),
    Col("PctOfTotal", "DECIMAL", "占公司总股本比例，比例值（非百分数）"),
    Col("StartDate", "DATE", "质押起始日；解除质押事项为解除日"),
    Col("EndDate", "DATE", "质押到期日；至办理解除质押登记之日止或未披露的为空"),
]


def pledge_rows(rng, year: int, n: int, plants: list[dict]) -> list[dict]:
    ann = AnnCounter(rng)
    specs = [dict(p) for p in plants] + [{} for _ in range(n - len(plants))]
    rows = []
    for spec in specs:
        co = BY_CODE[spec["code"]] if "code" in spec else pick_company(rng)
        who = spec.get("pledgor") or rng.choice(INVESTORS)
        pledgee = spec.get("pledgee") or rng.choice(PLEDGEES)
        holding = round_to(int(co.total_shares * rng.uniform(0.03, 0.25)), 100)
        shares = round_to(int(holding * rng.uniform(0.1, 0.6)), 10000)
        start = rand_date(rng, year)
        date = start + dt.timedelta(days=rng.randrange(1, 4))
        event = "解除质押" if rng.random() < 0.3 else "质押"
        end = None
        if event == "质押" and rng.random() < 0.7:
            end = start + dt.timedelta(days=rng.choice([365, 366, 730, 540]))
        rows.append(
            {
                "AnnNo": ann.next(co, date),
                "InfoPublDate": date,
                "SecuCode": co.code,
                "SecuAbbr": co.abbr,
                "EventType": event,
                "PledgorName": who,
                "PledgeeName": pledgee,
                "PledgeShares": shares,
                "PctOfHolding": ratio(bp_of(shares, holding)),
                "PctOfTotal": ratio(bp_of(shares, co.total_shares)),
                "StartDate": start,
                "EndDate": end,
                "_holding": holding,
            }
        )
    return rows


def pledge_render(rng, r: dict, year: int):
    sh = fmt_shares(rng, r["PledgeShares"])
    ph, pt = fmt_pct(rng, _bp(r["PctOfHolding"])), fmt_pct(rng, _bp(r["PctOfTotal"]))
    date, start = fmt_date(rng, r["InfoPublDate"], year), fmt_date(rng, r["StartDate"], year)
    p, q = r["PledgorName"], r["PledgeeName"]
    head = f"{r['SecuAbbr']}（{r['SecuCode']}）关于股东股份{r['EventType']}的公告（{r['AnnNo']}）"
    if r["EventType"] == "解除质押":
        body = (
            f"公司于{date}接到股东{p}通知，{p}将原质押给{q}的公司股份{sh}办理了解除质押手续，"
            f"解除质押日期为{start}。本次解除质押股份占其所持公司股份的{ph}，占公司总股本的{pt}。"
            f"截至公告日，{p}共持有公司股份{fmt_shares(rng, r['_holding'])}。"
        )
        return head, body
    end = None if r["EndDate"] is None else fmt_date(rng, r["EndDate"], year)
    if rng.random() < 0.5:
        until = "质押期限至办理解除质押登记之日止" if end is None else f"质押到期日为{end}"
        body = (
            f"{date}，公司接到股东{p}函告，获悉其将所持有的公司股份{sh}质押给{q}，质押起始日为{start}，"
            f"{until}。本次质押股份占其所持股份的{ph}，占公司总股本的{pt}。"
        )
    else:
        until = "至办理解除质押登记之日止" if end is None else f"至{end}止"
        body = (
            f"质权人{q}与出质人{p}办理了股票质押式回购交易（公告日期{date}）。质押股数：{sh}；"
            f"占公司总股本{pt}，占出质人持股{ph}；质押期限自{start}起{until}。"
        )
    return head, body


PLEDGE = Family(
    key="pledge",
    table="LC_SharePledge",
    doc_title="{year}年股东股份质押及解除质押公告摘编",
    intro="股东股份质押与解除质押事项，每段公告为一条记录。",
    cols=PLEDGE_COLS,
    make_rows=pledge_rows,
    render=pledge_render,
)

# --------------------------------------------------------------------------- unlocks

UNLOCK_COLS = [
    Col("AnnNo", "TEXT", "公告编号"),
    Col("InfoPublDate", "DATE", "公告日期"),
    Col("SecuCode", "TEXT", "证券代码"),
    Col("SecuAbbr", "TEXT", "证券简称"),
    Col("UnlockType", "TEXT", "限售股类型：首发原股东限售股份/定向增发限售股份/股权激励限售股份"),
    Col("ListDate", "DATE", "解除限售股份上市流通日"),
    Col("UnlockShares", "INTEGER", "本次解除限售股份数量，单位：股"),
    Col("PctOfTotal", "DECIMAL", "本次解除限售股份占总股本比例，比例值（非百分数）"),
    Col("ActualTradableShares", "INTEGER", "本次实际可上市流通股份数量，单位：股；未披露为空"),
    Col("HolderNum", "INTEGER", "本次解除限售的股东户数"),
]

UNLOCK_TYPES = ["首发原股东限售股份", "定向增发限售股份", "股权激励限售股份"]


def unlock_rows(rng, year: int, n: int, plants: list[dict]) -> list[dict]:
    ann = AnnCounter(rng)
    specs = [dict(p) for p in plants] + [{} for _ in range(n - len(plants))]
    planted = {p["code"] for p in plants if "code" in p}
    rows = []
    for spec in specs:
        co = BY_CODE[spec["code"]] if "code" in spec else pick_company(rng, planted)
        listing = spec.get("list_date") or rand_date(rng, year)
        date = spec.get("date") or listing - dt.timedelta(days=rng.randrange(3, 8))
        kind = spec.get("kind") or rng.choice(UNLOCK_TYPES)
        shares = spec.get("shares") or round_to(int(co.total_shares * rng.uniform(0.005, 0.3)), 100)
        holders = rng.randrange(1, 40) if kind != "股权激励限售股份" else rng.randrange(40, 260)
        tradable = spec.get("tradable", "auto")
        if tradable == "auto":
            roll = rng.random()
            part = round_to(int(shares * rng.uniform(0.4, 0.9)), 100)
            tradable = shares if roll < 0.45 else None if roll < 0.6 else part
        rows.append(
            {
                "AnnNo": ann.next(co, date),
                "InfoPublDate": date,
                "SecuCode": co.code,
                "SecuAbbr": co.abbr,
                "UnlockType": kind,
                "ListDate": listing,
                "UnlockShares": shares,
                "PctOfTotal": ratio(bp_of(shares, co.total_shares)),
                "ActualTradableShares": tradable,
                "HolderNum": holders,
            }
        )
    return rows


def unlock_render(rng, r: dict, year: int):
    sh = fmt_shares(rng, r["UnlockShares"])
    pt = fmt_pct(rng, _bp(r["PctOfTotal"]))
    date = fmt_date(rng, r["InfoPublDate"], year)
    listing = fmt_date(rng, r["ListDate"], year)
    holders = rng.choice([f"{r['HolderNum']}名", f"{cn_int(r['HolderNum'])}名", f"{r['HolderNum']}户"])
    t = r["ActualTradableShares"]
    if t is None:
        tclause = "实际可上市流通数量未披露。"
    elif t == r["UnlockShares"]:
        tclause = "本次解除限售股份均可上市流通，实际可上市流通数量与解除限售数量一致。"
    else:
        tclause = (
            f"因部分股份处于质押冻结状态或受董监高任职期间锁定限制，本次实际可上市流通股份数量为"
            f"{fmt_shares(rng, t)}。"
        )
    style = rng.randrange(3)
    head = f"{r['SecuAbbr']}（{r['SecuCode']}）关于{r['UnlockType']}上市流通的提示性公告"
    if style == 0:
        body = (
            f"{r['SecuAbbr']}于{date}发布公告（{r['AnnNo']}）：本次解除限售的股份为{r['UnlockType']}，"
            f"解除限售股份数量为{sh}，占公司总股本的{pt}，涉及股东{holders}，上市流通日为{listing}。{tclause}"
        )
    elif style == 1:
        body = (
            f"公司{r['UnlockType']}{sh}将于{listing}起上市流通，占公司目前总股本的{pt}。"
            f"本次申请解除股份限售的股东共{holders}。{tclause}（公告编号{r['AnnNo']}，披露日期{date}）"
        )
    else:
        body = (
            f"公告编号：{r['AnnNo']}｜披露日：{date}｜类型：{r['UnlockType']}｜上市流通日：{listing}｜"
            f"解禁数量：{sh}（{pt}）｜股东户数：{holders}｜{tclause}"
        )
        head = f"{r['SecuCode']} {r['SecuAbbr']} 限售股解禁"
    return head, body


UNLOCK = Family(
    key="unlock",
    table="LC_SharesUnlock",
    doc_title="{year}年限售股份解除限售上市流通公告摘编",
    intro="限售股份解除限售上市流通事项，每段公告为一条记录。",
    cols=UNLOCK_COLS,
    make_rows=unlock_rows,
    render=unlock_render,
)
