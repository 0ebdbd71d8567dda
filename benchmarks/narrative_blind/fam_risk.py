"""Risk and contract families: external guarantees, litigation/arbitration, major contracts."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from base import AnnCounter, Col, Family, pick_company, rand_date
from cnfmt import fmt_date, fmt_money
from pool import BANKS, BY_CODE, COUNTERPARTIES, COURTS, subsidiary

# --------------------------------------------------------------------------- guarantees

GUARANTEE_COLS = [
    Col("AnnNo", "TEXT", "公告编号"),
    Col("InfoPublDate", "DATE", "公告日期"),
    Col("SecuCode", "TEXT", "证券代码"),
    Col("SecuAbbr", "TEXT", "证券简称"),
    Col("GuarantorName", "TEXT", "担保方（保证人/抵押人/出质人）名称"),
    Col("GuaranteedName", "TEXT", "被担保方（债务人）名称"),
    Col("GuaranteedRelation", "TEXT", "被担保方与上市公司关系：全资子公司/控股子公司"),
    Col("CreditorName", "TEXT", "债权人名称"),
    Col("GuaranteeAmount", "DECIMAL", "本次担保金额（最高债权额），单位：元"),
    Col("GuaranteeType", "TEXT", "担保方式：连带责任保证/抵押/质押"),
    Col("SignDate", "DATE", "担保协议签署日期；未披露为空"),
    Col("CumGuaranteeBalance", "DECIMAL", "截至公告日公司及控股子公司对外担保余额，单位：元"),
]

G_TYPES = {
    "连带责任保证": "连带责任保证担保",
    "抵押": "抵押担保（以担保方自有厂房及土地使用权作抵押）",
    "质押": "质押担保（以担保方持有的应收账款出质）",
}


def guarantee_rows(rng, year: int, n: int, plants: list[dict]) -> list[dict]:
    ann = AnnCounter(rng)
    specs = [dict(p) for p in plants] + [{} for _ in range(n - len(plants))]
    rows = []
    for spec in specs:
        co = BY_CODE[spec["code"]] if "code" in spec else pick_company(rng)
        amount = spec.get("amount") or rng.choice([1, 2, 5]) * 10 ** rng.choice([7, 8]) + rng.choice(
            [0, 0, 5_000_000, 20_000_000]
        )
        sign = spec["sign"] if "sign" in spec else (None if rng.random() < 0.12 else rand_date(rng, year))
        pub = (sign or rand_date(rng, year)) + dt.timedelta(days=rng.randrange(1, 4))
        k = rng.randrange(6)
        by_sub = spec.get("by_sub", rng.random() < 0.3)
        guarantor = subsidiary(co, k + 1) if by_sub else co.full
        rows.append(
            {
                "AnnNo": ann.next(co, pub),
                "InfoPublDate": pub,
                "SecuCode": co.code,
                "SecuAbbr": co.abbr,
                "GuarantorName": guarantor,
                "GuaranteedName": subsidiary(co, k),
                "GuaranteedRelation": spec.get("relation") or rng.choice(["全资子公司"] * 2 + ["控股子公司"]),
                "CreditorName": rng.choice(BANKS),
                "GuaranteeAmount": Decimal(amount),
                "GuaranteeType": spec.get("type")
                or rng.choice(["连带责任保证", "连带责任保证", "抵押", "质押"]),
                "SignDate": sign,
                "CumGuaranteeBalance": Decimal(rng.randrange(300, 8000) * 1_000_000 + amount),
                "_by_sub": by_sub,
            }
        )
    return rows


def guarantee_render(rng, r: dict, year: int):
    amt, cum = fmt_money(rng, r["GuaranteeAmount"]), fmt_money(rng, r["CumGuaranteeBalance"])
    pub = fmt_date(rng, r["InfoPublDate"], year)
    sign = "未披露" if r["SignDate"] is None else fmt_date(rng, r["SignDate"], year)
    rel, s, bank = r["GuaranteedRelation"], r["GuaranteedName"], r["CreditorName"]
    gtype = G_TYPES[r["GuaranteeType"]]
    full = BY_CODE[r["SecuCode"]].full
    head = f"{r['SecuAbbr']}（{r['SecuCode']}）关于为子公司提供担保的公告"
    style = rng.randrange(3)
    if style == 0 and not r["_by_sub"]:
        when = (
            f"于{sign}与{bank}签订《最高额保证合同》"
            if r["SignDate"]
            else f"与{bank}签订《最高额保证合同》（协议签署日期未披露）"
        )
        body = (
            f"为满足{rel}{s}日常经营资金需求，{full}（以下简称“公司”，证券代码{r['SecuCode']}，证券简称"
            f"{r['SecuAbbr']}）{when}，为{s}向该行申请的综合授信提供{gtype}，担保的最高债权额为{amt}。"
            f"截至本公告披露日（{pub}），公司及控股子公司对外担保余额为{cum}。（公告编号：{r['AnnNo']}）"
        )
    elif style <= 1:
        who = full if not r["_by_sub"] else f"公司控股子公司{r['GuarantorName']}"
        body = (
            f"{r['SecuAbbr']}（{r['SecuCode']}）于{pub}公告（{r['AnnNo']}）："
            f"{who}与{bank}签署《保证合同》，"
            f"为公司{rel}{s}在该行办理的{amt}流动资金借款提供{gtype}，合同签署日期：{sign}。本次担保后，"
            f"公司及控股子公司累计对外担保余额为{cum}。"
        )
    else:
        body = (
            f"公告编号：{r['AnnNo']}｜{r['SecuAbbr']}（{r['SecuCode']}）｜被担保人：{s}（{rel}）｜"
            f"担保人：{r['GuarantorName']}｜债权人：{bank}｜担保金额：{amt}｜担保方式：{r['GuaranteeType']}｜"
            f"协议签署日：{sign}｜公告日：{pub}｜公司及控股子公司对外担保余额：{cum}"
        )
        head = f"{r['SecuCode']} {r['SecuAbbr']} 担保事项"
    return head, body


GUARANTEE = Family(
    key="guarantee",
    table="LC_Guarantee",
    doc_title="{year}年上市公司对子公司担保事项公告摘编",
    intro="上市公司及其子公司为子公司提供担保的事项，每段公告为一条记录。",
    cols=GUARANTEE_COLS,
    make_rows=guarantee_rows,
    render=guarantee_render,
)

# --------------------------------------------------------------------------- litigation

LITIGATION_COLS = [
    Col("AnnNo", "TEXT", "公告编号"),
    Col("InfoPublDate", "DATE", "公告日期"),
    Col("SecuCode", "TEXT", "证券代码"),
    Col("SecuAbbr", "TEXT", "证券简称"),
    Col("PlaintiffName", "TEXT", "原告（仲裁案件为申请人）名称"),
    Col("DefendantName", "TEXT", "被告（仲裁案件为被申请人）名称"),
    Col("CompanyRole", "TEXT", "上市公司在案件中的地位：原告/被告/申请人/被申请人"),
    Col("CaseCause", "TEXT", "案由"),
    Col(
        "AmountInvolved",
        "DECIMAL",
        "涉案金额，单位：元；为各项诉讼（仲裁）请求金额之和（本金、利息、违约金等）；未披露为空",
    ),
    Col("Court", "TEXT", "受理法院或仲裁机构"),
    Col("CaseStage", "TEXT", "案件所处阶段：已受理未开庭/一审判决/二审审理中/仲裁审理中"),
]

CAUSES = [
    "买卖合同纠纷",
    "建设工程施工合同纠纷",
    "借款合同纠纷",
    "技术服务合同纠纷",
    "股权转让纠纷",
    "承揽合同纠纷",
]
ARBITRAL = ("申请人", "被申请人")


def litigation_rows(
    rng, year: int, n: int, plants: list[dict], cap_defendant: int | None = None
) -> list[dict]:
    """cap_defendant: random (unplanted) rows where the company is defendant stay at or below this amount."""
    ann = AnnCounter(rng)
    specs = [dict(p) for p in plants] + [{"_random": True} for _ in range(n - len(plants))]
    rows = []
    for spec in specs:
        co = BY_CODE[spec["code"]] if "code" in spec else pick_company(rng)
        role = spec.get("role") or rng.choice(["原告", "被告", "被告", "申请人", "被申请人"])
        other = spec.get("other") or rng.choice(COUNTERPARTIES)
        court = rng.choice(COURTS[5:7]) if role in ARBITRAL else rng.choice(COURTS[:5] + COURTS[7:])
        stage = "仲裁审理中" if role in ARBITRAL else rng.choice(["已受理未开庭", "一审判决", "二审审理中"])
        principal = spec.get("principal") or rng.randrange(300, 30000) * 10000
        interest = spec.get("interest", rng.choice([0, 0, rng.randrange(5, 900) * 1000 * 10]))
        if cap_defendant and spec.get("_random") and role in ("被告", "被申请人"):
            principal = min(principal, cap_defendant - rng.randrange(10, 2000) * 10000)
            interest = min(interest, cap_defendant - principal)
        amount = None if spec.get("undisclosed") else principal + interest
        if amount is None:
            interest = 0
        date = spec.get("date") or rand_date(rng, year)
        plaintiff, defendant = (co.full, other) if role in ("原告", "申请人") else (other, co.full)
        rows.append(
            {
                "AnnNo": ann.next(co, date),
                "InfoPublDate": date,
                "SecuCode": co.code,
                "SecuAbbr": co.abbr,
                "PlaintiffName": plaintiff,
                "DefendantName": defendant,
                "CompanyRole": role,
                "CaseCause": spec.get("cause") or rng.choice(CAUSES),
                "AmountInvolved": None if amount is None else Decimal(amount),
                "Court": court,
                "CaseStage": stage,
                "_principal": Decimal(principal),
                "_interest": Decimal(interest),
                "_claim": spec.get("claim") or rng.choice(["total", "parts_total", "parts"]),
            }
        )
    return rows


def _claim(rng, r: dict, debtor: str) -> str:
    if r["AmountInvolved"] is None:
        return rng.choice(["涉案金额未披露", "诉讼请求金额暂未确定，涉案金额未披露"])
    total = fmt_money(rng, r["AmountInvolved"])
    p, i = fmt_money(rng, r["_principal"]), fmt_money(rng, r["_interest"])
    if r["_interest"] == 0 or r["_claim"] == "total":
        return f"请求判令{debtor}支付款项共计{total}"
    if r["_claim"] == "parts_total":
        return f"请求判令{debtor}支付本金{p}及逾期付款违约金{i}，涉案金额合计{total}"
    until = "提起仲裁" if "申请" in debtor else "起诉"
    return f"请求判令{debtor}支付本金{p}，并支付截至{until}之日的逾期利息{i}"


def litigation_render(rng, r: dict, year: int):
    pub = fmt_date(rng, r["InfoPublDate"], year)
    full = BY_CODE[r["SecuCode"]].full
    role, cause, court, stage = r["CompanyRole"], r["CaseCause"], r["Court"], r["CaseStage"]
    other = r["DefendantName"] if role in ("原告", "申请人") else r["PlaintiffName"]
    head = f"{r['SecuAbbr']}（{r['SecuCode']}）关于{'仲裁' if '申请' in role else '诉讼'}事项的公告"
    intro = f"{full}（以下简称“公司”，证券简称{r['SecuAbbr']}，证券代码{r['SecuCode']}）"
    if role == "原告":
        body = (
            f"{intro}因与{other}{cause}，已向{court}提起诉讼，{_claim(rng, r, '被告')}。目前案件处于"
            f"{stage}阶段。（公告编号{r['AnnNo']}，{pub}）"
        )
    elif role == "被告":
        if rng.random() < 0.5:
            body = (
                f"{pub}，{intro}收到{court}送达的《应诉通知书》及《民事起诉状》。原告{other}以{cause}为由"
                f"将公司列为被告，{_claim(rng, r, '公司')}。目前案件状态：{stage}。"
                f"公告编号：{r['AnnNo']}。"
            )
        else:
            body = (
                f"公告编号：{r['AnnNo']}；公告日期：{pub}。被告：{full}；原告：{other}；案由：{cause}；"
                f"受理法院：{court}；案件阶段：{stage}；诉讼请求：{_claim(rng, r, '被告')}。"
            )
    elif role == "申请人":
        body = (
            f"{intro}作为申请人，就与被申请人{other}之间的{cause}向{court}提起仲裁，"
            f"{_claim(rng, r, '被申请人')}。"
            f"{court}已受理，案件{stage}。（{r['AnnNo']}，{pub}）"
        )
    else:
        body = (
            f"{pub}，公司收到{court}发来的仲裁通知：申请人{other}就{cause}对{intro}提起仲裁，"
            f"公司为被申请人，"
            f"{_claim(rng, r, '被申请人')}。目前案件{stage}。公告编号{r['AnnNo']}。"
        )
    return head, body


LITIGATION = Family(
    key="litigation",
    table="LC_Litigation",
    doc_title="{year}年上市公司重大诉讼、仲裁事项公告摘编",
    intro="上市公司（本身）作为当事人的重大诉讼、仲裁事项，每段公告为一条记录。",
    cols=LITIGATION_COLS,
    make_rows=litigation_rows,
    render=litigation_render,
)

# --------------------------------------------------------------------------- major contracts

CONTRACT_COLS = [
    Col("AnnNo", "TEXT", "公告编号"),
    Col("InfoPublDate", "DATE", "公告日期"),
    Col("SecuCode", "TEXT", "证券代码"),
    Col("SecuAbbr", "TEXT", "证券简称"),
    Col("BuyerName", "TEXT", "采购方（甲方、买方）名称"),
    Col("SellerName", "TEXT", "供应方（乙方、卖方、承包方）名称"),
    Col("ContractSubject", "TEXT", "合同标的"),
    Col("ContractAmount", "DECIMAL", "合同金额（含税），单位：元"),
    Col("SignDate", "DATE", "合同签署日期"),
]

SUBJECTS = [
    "储能系统设备采购",
    "光伏组件供货",
    "港口装卸设备采购",
    "污水处理工程总承包",
    "智能产线设备供货",
    "原材料长期采购",
    "软件系统集成服务",
]


def contract_rows(rng, year: int, n: int, plants: list[dict]) -> list[dict]:
    ann = AnnCounter(rng)
    rows = []
    for _ in range(n):
        co = pick_company(rng)
        other = rng.choice(COUNTERPARTIES)
        sells = rng.random() < 0.65
        sign = rand_date(rng, year)
        pub = sign + dt.timedelta(days=rng.randrange(1, 4))
        rows.append(
            {
                "AnnNo": ann.next(co, pub),
                "InfoPublDate": pub,
                "SecuCode": co.code,
                "SecuAbbr": co.abbr,
                "BuyerName": other if sells else co.full,
                "SellerName": co.full if sells else other,
                "ContractSubject": rng.choice(SUBJECTS),
                "ContractAmount": Decimal(rng.randrange(2000, 200000) * 10000 + rng.choice([0, 0, 3500])),
                "SignDate": sign,
            }
        )
    return rows


def contract_render(rng, r: dict, year: int):
    amt = fmt_money(rng, r["ContractAmount"])
    pub, sign = fmt_date(rng, r["InfoPublDate"], year), fmt_date(rng, r["SignDate"], year)
    full = BY_CODE[r["SecuCode"]].full
    sells = r["SellerName"] == full
    other = r["BuyerName"] if sells else r["SellerName"]
    head = f"{r['SecuAbbr']}（{r['SecuCode']}）关于签订日常经营重大合同的公告"
    if rng.random() < 0.5:
        body = (
            f"{full}（{r['SecuAbbr']}，{r['SecuCode']}）于{sign}与{other}"
            f"签订了《{r['ContractSubject']}合同》，"
            f"公司作为{'供应方（乙方）' if sells else '采购方（甲方）'}，合同总金额为{amt}（含税）。"
            f"（{r['AnnNo']}，{pub}）"
        )
    else:
        a, b = ("乙方（供应方）", r["SellerName"]), ("甲方（采购方）", r["BuyerName"])
        first, second = (a, b) if rng.random() < 0.5 else (b, a)
        body = (
            f"公告编号{r['AnnNo']}，{pub}。合同双方：{first[0]}{first[1]}；{second[0]}{second[1]}。"
            f"合同标的：{r['ContractSubject']}；合同金额：{amt}（含税）；签署日期：{sign}。"
        )
    return head, body


CONTRACT = Family(
    key="contract",
    table="LC_MajorContract",
    doc_title="{year}年上市公司日常经营重大合同公告摘编",
    intro="日常经营重大合同，每段公告为一条记录。",
    cols=CONTRACT_COLS,
    make_rows=contract_rows,
    render=contract_render,
)
