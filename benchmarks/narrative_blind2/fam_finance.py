"""Families: entrusted_wm (委托理财), bond_issue (债券发行结果), asset_disposal / asset_acquisition."""

from fam_holdings import RATIO_NOTE, _co, _date, _later
from pools import BANKS, BROKERS, COMPANIES, TRUSTS

SCHEMAS = {
    "entrusted_wm": {
        "title": "委托理财（使用闲置资金购买理财产品）",
        "cols": [
            ("stock_code", "TEXT", "委托方（上市公司）证券代码，6位数字"),
            ("company_name", "TEXT", "委托方上市公司证券简称"),
            ("trustee", "TEXT", "受托方（产品发行或管理机构）全称"),
            ("product_name", "TEXT", "理财产品名称"),
            ("product_type", "TEXT", "产品类型，取值：结构性存款 / 银行理财产品 / 收益凭证 / 信托计划"),
            ("amount", "REAL", "认购（委托）金额，单位：万元"),
            ("value_date", "TEXT", "起息日，YYYY-MM-DD"),
            ("maturity_date", "TEXT", "到期日，YYYY-MM-DD"),
            ("expected_yield", "REAL", "预期年化收益率，" + RATIO_NOTE + "；未披露为 NULL"),
            ("actual_return", "REAL", "已到期产品的实际收益，单位：万元；未到期或未披露为 NULL"),
            ("announce_date", "TEXT", "公告披露日期，YYYY-MM-DD"),
        ],
    },
    "bond_issue": {
        "title": "债券发行结果",
        "cols": [
            ("stock_code", "TEXT", "发行人（上市公司）证券代码，6位数字"),
            ("company_name", "TEXT", "发行人证券简称"),
            ("bond_name", "TEXT", "债券简称"),
            ("bond_type", "TEXT", "债券品种，取值：公司债券 / 中期票据 / 可转换公司债券"),
            ("planned_size", "REAL", "计划（核准/注册）发行规模上限，单位：亿元"),
            ("actual_size", "REAL", "实际发行规模，单位：亿元"),
            ("coupon_rate", "REAL", "票面利率（或首年票面利率），" + RATIO_NOTE),
            ("term_years", "INTEGER", "债券期限，单位：年"),
            ("lead_underwriter", "TEXT", "主承销商全称（多家时为牵头主承销商）"),
            ("bond_trustee", "TEXT", "债券受托管理人全称；未设立或未披露为 NULL"),
            ("value_date", "TEXT", "起息日，YYYY-MM-DD"),
            ("announce_date", "TEXT", "发行结果公告披露日期，YYYY-MM-DD"),
        ],
    },
}


def _deal_schema(kind):
    other = (
        ("book_value", "REAL", "标的资产账面价值，单位：万元；未披露为 NULL")
        if kind == "出售"
        else ("appraisal_value", "REAL", "标的资产评估值，单位：万元；未披露为 NULL")
    )
    return {
        "title": f"资产{kind}",
        "cols": [
            ("stock_code", "TEXT", "上市公司证券代码，6位数字"),
            ("company_name", "TEXT", "上市公司证券简称"),
            ("counterparty", "TEXT", "交易对方全称（" + ("受让方" if kind == "出售" else "出让方") + "）"),
            ("target_asset", "TEXT", "标的资产"),
            ("consideration", "REAL", "交易对价，单位：万元"),
            other,
            ("is_related", "TEXT", "是否构成关联交易，取值：是 / 否"),
            ("announce_date", "TEXT", "公告披露日期，YYYY-MM-DD"),
        ],
    }


SCHEMAS["asset_disposal"] = _deal_schema("出售")
SCHEMAS["asset_acquisition"] = _deal_schema("收购")


def render_entrusted_wm(r, f):
    co, t, p, ty = _co(r, f), r["trustee"], r["product_name"], r["product_type"]
    y = f.pct(r["expected_yield"]) if r["expected_yield"] is not None else "未披露"
    ret = r["actual_return"]
    shape = f.rng.randrange(5)
    if shape == 0:
        rc = (
            f"该产品已到期赎回，取得理财收益{f.wan(ret)}。"
            if ret is not None
            else "截至公告日，该产品收益情况未披露。"
        )
        return (
            f"{f.date(r['announce_date'])}，{co}公告：公司使用闲置自有资金{f.wan(r['amount'])}认购{t}发行的“{p}”"
            f"（{ty}），起息日为{f.date(r['value_date'])}，到期日为{f.date(r['maturity_date'])}，预期年化收益率{y}。{rc}"
        )
    if shape == 1:
        rc = f"产品到期后实际收益为{f.wan(ret)}" if ret is not None else "实际收益暂未披露"
        return (
            f"{t}作为受托方，接受{co}委托，管理资金{f.wan(r['amount'])}，对应产品为“{p}”，类型为{ty}，"
            f"期限自{f.date(r['value_date'])}起至{f.date(r['maturity_date'])}止，预期年化收益率{y}，{rc}。"
            f"公司于{f.date(r['announce_date'])}披露了上述事项。"
        )
    if shape == 2:
        rc = f.wan(ret) if ret is not None else "未披露"
        return (
            f"{co}委托理财进展（公告日{f.date(r['announce_date'])}）——受托方：{t}；产品名称：{p}；产品类型：{ty}；"
            f"认购金额：{f.wan(r['amount'])}；起息日：{f.date(r['value_date'])}；到期日："
            f"{f.date(r['maturity_date'])}；预期年化收益率：{y}；实际收益：{rc}。"
        )
    if shape == 3:
        rc = f"已收回本金并取得收益{f.wan(ret)}" if ret is not None else "尚未披露收益"
        return (
            f"{f.date(r['value_date'])}起息的“{p}”（{ty}）由{co}以{f.wan(r['amount'])}向{t}认购，"
            f"产品于{f.date(r['maturity_date'])}到期，预期年化收益率{y}，{rc}。公司于{f.date(r['announce_date'])}"
            f"发布公告。"
        )
    rc = f"，实际收益{f.wan(ret)}" if ret is not None else "，实际收益未披露"
    return (
        f"{co}在{f.date(r['announce_date'])}的公告中披露：公司通过{t}购买{ty}产品“{p}”，金额"
        f"{f.wan(r['amount'])}，产品起息日{f.date(r['value_date'])}、到期日{f.date(r['maturity_date'])}，"
        f"预期年化收益率{y}{rc}。"
    )


def render_bond_issue(r, f):
    co, n, ty, lead = _co(r, f), r["bond_name"], r["bond_type"], r["lead_underwriter"]
    tr = r["bond_trustee"]
    if tr == lead:
        trc = "主承销商同时担任本期债券受托管理人"
    else:
        trc = f"{tr}担任受托管理人" if tr else "受托管理人未披露"
    shape = f.rng.randrange(5)
    if shape == 0:
        return (
            f"{f.date(r['announce_date'])}，{co}披露发行结果：公司本期{ty}（债券简称“{n}”）已于{f.date(r['value_date'])}起息，"
            f"期限{f.years(r['term_years'])}，计划发行规模不超过{f.yi(r['planned_size'])}，实际发行规模"
            f"{f.yi(r['actual_size'])}，票面利率{f.pct(r['coupon_rate'])}。本期债券由{lead}担任主承销商，{trc}。"
        )
    if shape == 1:
        return (
            f"{lead}作为主承销商，协助{co}完成“{n}”（{ty}）的发行：实际发行规模{f.yi(r['actual_size'])}"
            f"（发行规模上限{f.yi(r['planned_size'])}），票面利率{f.pct(r['coupon_rate'])}，期限{f.years(r['term_years'])}，"
            f"起息日{f.date(r['value_date'])}；{trc}。发行结果公告于{f.date(r['announce_date'])}披露。"
        )
    if shape == 2:
        return (
            f"{co}债券发行结果（公告日：{f.date(r['announce_date'])}）——债券简称：{n}；品种：{ty}；"
            f"计划规模：不超过{f.yi(r['planned_size'])}；实际发行：{f.yi(r['actual_size'])}；票面利率："
            f"{f.pct(r['coupon_rate'])}；期限：{f.years(r['term_years'])}；主承销商：{lead}；受托管理人："
            f"{tr or '未披露'}；起息日：{f.date(r['value_date'])}。"
        )
    if shape == 3 and tr and tr != lead:
        return (
            f"{tr}担任受托管理人、{lead}担任主承销商的“{n}”（{ty}）由{co}发行，起息日为{f.date(r['value_date'])}，"
            f"最终发行规模{f.yi(r['actual_size'])}（计划上限{f.yi(r['planned_size'])}），"
            f"票面利率{f.pct(r['coupon_rate'])}，期限{f.years(r['term_years'])}。公司于{f.date(r['announce_date'])}公告。"
        )
    return (
        f"“{n}”由{co}发行，品种为{ty}，{lead}负责主承销，{trc}；该期债券{f.date(r['value_date'])}起息，"
        f"票面利率{f.pct(r['coupon_rate'])}，期限{f.years(r['term_years'])}，实际发行{f.yi(r['actual_size'])}，"
        f"原计划不超过{f.yi(r['planned_size'])}。发行结果于{f.date(r['announce_date'])}披露。"
    )


def _render_deal(kind):
    def render(r, f):
        co, cp, tg = _co(r, f), r["counterparty"], r["target_asset"]
        extra_col = "book_value" if kind == "出售" else "appraisal_value"
        ev = r[extra_col]
        word = "账面价值" if kind == "出售" else "评估值"
        ec = f"标的资产{word}为{f.wan(ev)}" if ev is not None else f"标的资产{word}未披露"
        rel = "本次交易构成关联交易" if r["is_related"] == "是" else "本次交易不构成关联交易"
        shape = f.rng.randrange(3)
        if kind == "出售":
            if shape == 0:
                return (
                    f"{f.date(r['announce_date'])}，{co}公告拟将{tg}出售给{cp}，交易对价{f.wan(r['consideration'])}，"
                    f"{ec}，{rel}。"
                )
            if shape == 1:
                return (
                    f"{cp}拟以{f.wan(r['consideration'])}受让{co}持有的{tg}；{ec}。{rel}。公司于"
                    f"{f.date(r['announce_date'])}披露该事项。"
                )
            return (
                f"{co}资产出售（{f.date(r['announce_date'])}）——受让方：{cp}；标的：{tg}；对价："
                f"{f.wan(r['consideration'])}；{ec}；{rel}。"
            )
        if shape == 0:
            return (
                f"{f.date(r['announce_date'])}，{co}公告拟以{f.wan(r['consideration'])}"
                f"向{cp}收购{tg}，{ec}，{rel}。"
            )
        if shape == 1:
            return (
                f"{cp}拟将其持有的{tg}转让予{co}，转让价款为{f.wan(r['consideration'])}；{ec}。{rel}。公司于"
                f"{f.date(r['announce_date'])}披露该事项。"
            )
        return (
            f"{co}资产收购（{f.date(r['announce_date'])}）——出让方：{cp}；标的：{tg}；对价："
            f"{f.wan(r['consideration'])}；{ec}；{rel}。"
        )

    return render


PRODUCT_WORDS = {
    "结构性存款": "智汇结构性存款",
    "银行理财产品": "稳享固收增强理财",
    "收益凭证": "安盈系列收益凭证",
    "信托计划": "恒信集合资金信托计划",
}


def filler_entrusted_wm(rng):
    c = rng.choice(COMPANIES)
    ty = rng.choice(list(PRODUCT_WORDS))
    tr = (
        rng.choice(TRUSTS)
        if ty == "信托计划"
        else (rng.choice(BROKERS[1:]) if ty == "收益凭证" else rng.choice(BANKS))
    )
    vd = _date(rng, years=(2023,))
    md = _later(rng, vd, 30, 200)
    ann = _later(rng, md, 1, 5) if rng.random() < 0.5 else _later(rng, vd, -3, 0)
    amt = float(rng.choice([1000, 1500, 2000, 3000, 5000, 6000, 8000, 10000]))
    y = rng.choice([None, round(rng.uniform(0.015, 0.045), 4)])
    ret = round(amt * rng.uniform(0.004, 0.02), 2) if ann > md and rng.random() < 0.8 else None
    return {
        "stock_code": c[0],
        "company_name": c[1],
        "trustee": tr,
        "product_name": f"{PRODUCT_WORDS[ty]}{rng.randint(100, 999)}期",
        "product_type": ty,
        "amount": amt,
        "value_date": vd,
        "maturity_date": md,
        "expected_yield": y,
        "actual_return": ret,
        "announce_date": ann,
    }


def _deal_filler(kind):
    firms = [
        "苏州岚泽精密制造有限公司",
        "合肥瑞能电池材料有限公司",
        "佛山恒通物流有限公司",
        "成都锦程医疗器械有限公司",
    ]

    def filler(rng):
        c = rng.choice(COMPANIES)
        rel = rng.random() < 0.4
        cp = (
            c[2]
            if rel
            else rng.choice(
                [
                    "浙江临岚实业有限公司",
                    "广州穗衡投资有限公司",
                    "成都锦峰产业发展有限公司",
                    "天津港晟物流有限公司",
                    "合肥皖瑞新能源有限公司",
                ]
            )
        )
        kind_t = rng.randrange(3)
        if kind_t == 0:
            target = f"{rng.choice(firms)}{rng.choice([20, 35, 51, 100])}%股权"
        elif kind_t == 1:
            target = f"位于{rng.choice(['苏州', '合肥', '佛山'])}的工业厂房及土地使用权"
        else:
            target = f"{rng.randint(1, 6)}号生产线相关设备"
        cons = float(rng.choice([1800, 2600, 4500, 7200, 12800, 23500]))
        return {
            "stock_code": c[0],
            "company_name": c[1],
            "counterparty": cp,
            "target_asset": target,
            "consideration": cons,
            ("book_value" if kind == "出售" else "appraisal_value"): rng.choice(
                [None, round(cons * rng.uniform(0.6, 1.1), 2)]
            ),
            "is_related": "是" if rel else "否",
            "announce_date": _date(rng, years=(2023,)),
        }

    return filler


RENDER = {
    "entrusted_wm": render_entrusted_wm,
    "bond_issue": render_bond_issue,
    "asset_disposal": _render_deal("出售"),
    "asset_acquisition": _render_deal("收购"),
}
FILLER = {
    "entrusted_wm": filler_entrusted_wm,
    "asset_disposal": _deal_filler("出售"),
    "asset_acquisition": _deal_filler("收购"),
}
