"""Families: admin_penalty (行政处罚), perf_forecast (业绩预告), equity_grant (股权激励授予),
related_txn (日常关联交易预计)."""

from fam_holdings import _co, _date
from fmt import dec, plain
from pools import COMPANIES, PEOPLE, POSITIONS, REG_SHORT, REGULATORS

SCHEMAS = {
    "admin_penalty": {
        "title": "证券监管行政处罚决定",
        "cols": [
            ("decision_no", "TEXT", "行政处罚决定书文号"),
            (
                "regulator",
                "TEXT",
                "作出处罚决定的机关全称（如“中国证券监督管理委员会广东监管局”；文中可能用“广东证监局”等简称）",
            ),
            ("party_name", "TEXT", "当事人名称：个人为姓名，单位为公司全称"),
            ("party_type", "TEXT", "当事人类型，取值：个人 / 单位"),
            ("position", "TEXT", "个人当事人在涉事上市公司的（时任）职务；单位当事人为 NULL"),
            ("stock_code", "TEXT", "涉事上市公司证券代码，6位数字"),
            ("company_name", "TEXT", "涉事上市公司证券简称"),
            ("decision_date", "TEXT", "处罚决定作出日期，YYYY-MM-DD"),
            ("fine", "REAL", "罚款金额，单位：万元（不含没收的违法所得）"),
            ("confiscation", "REAL", "没收违法所得金额，单位：万元；未涉及或未披露为 NULL"),
        ],
    },
    "perf_forecast": {
        "title": "业绩预告",
        "cols": [
            ("stock_code", "TEXT", "证券代码，6位数字"),
            ("company_name", "TEXT", "上市公司证券简称"),
            ("report_period", "TEXT", "预告所属报告期，如“2023年度”“2023年半年度”"),
            (
                "forecast_type",
                "TEXT",
                "业绩预告类型，取值：预增 / 略增 / 预减 / 略减 / 扭亏 / 首亏 / 续亏 / 续盈",
            ),
            (
                "np_low",
                "REAL",
                "预计归属于上市公司股东的净利润区间中数值较小的一端，单位：万元，亏损以负数表示",
            ),
            (
                "np_high",
                "REAL",
                "预计归属于上市公司股东的净利润区间中数值较大的一端，单位：万元，亏损以负数表示",
            ),
            ("np_prior", "REAL", "上年同期归属于上市公司股东的净利润，单位：万元，亏损以负数表示"),
            ("announce_date", "TEXT", "业绩预告披露日期，YYYY-MM-DD"),
        ],
    },
    "equity_grant": {
        "title": "股权激励授予",
        "cols": [
            ("stock_code", "TEXT", "证券代码，6位数字"),
            ("company_name", "TEXT", "上市公司证券简称"),
            ("instrument", "TEXT", "激励工具，取值：限制性股票 / 股票期权"),
            ("grant_batch", "TEXT", "授予批次，取值：首次授予 / 预留授予"),
            ("grant_date", "TEXT", "授予日，YYYY-MM-DD"),
            ("grant_price", "REAL", "授予价格（限制性股票，元/股）或行权价格（股票期权，元/份）"),
            ("granted_qty", "REAL", "本次授予数量，单位：万股（限制性股票）或万份（股票期权）"),
            ("grantee_count", "INTEGER", "本次授予的激励对象人数"),
            ("announce_date", "TEXT", "授予公告披露日期，YYYY-MM-DD"),
        ],
    },
    "related_txn": {
        "title": "2024年度日常关联交易预计",
        "cols": [
            ("stock_code", "TEXT", "上市公司证券代码，6位数字"),
            ("company_name", "TEXT", "上市公司证券简称"),
            ("related_party", "TEXT", "关联方全称"),
            (
                "relationship",
                "TEXT",
                "关联关系，如 控股股东 / 同受控股股东控制的企业 / 联营企业 / 董事任职的企业",
            ),
            (
                "txn_category",
                "TEXT",
                "交易类别，一律以上市公司（含子公司）为主体表述，取值：采购商品（上市公司向关联方购买）"
                " / 销售商品（上市公司向关联方出售商品或产品）/ 接受劳务 / 提供劳务 / 租赁",
            ),
            ("est_amount_2024", "REAL", "2024年度预计金额（上限），单位：万元"),
            ("actual_2023", "REAL", "同一交易2023年度实际发生金额，单位：万元；未披露为 NULL"),
            ("announce_date", "TEXT", "公告披露日期，YYYY-MM-DD"),
        ],
    },
}


def _reg(r, f):
    full = r["regulator"]
    for _k, (name, shorts) in REGULATORS.items():
        if name == full:
            return f.pick([full, full, *shorts])
    return full


def render_admin_penalty(r, f):
    reg, party, no = _reg(r, f), r["party_name"], r["decision_no"]
    co = _co(r, f)
    who = f"时任{co}{r['position']}的{party}" if r["party_type"] == "个人" else f"{party}（{co}）"
    cf = r["confiscation"]
    vio = f.pick(["信息披露违法违规", "未按规定披露关联交易", "定期报告存在虚假记载", "违规使用募集资金"])
    shape = f.rng.randrange(4)
    if shape == 0:
        cc = f"，没收违法所得{f.wan(cf)}" if cf is not None else ""
        return (
            f"{reg}于{f.date(r['decision_date'])}作出行政处罚决定（{no}）：经查，{who}涉及{vio}，"
            f"依据《证券法》有关规定，决定对其给予警告并处以{f.wan(r['fine'])}罚款{cc}。"
        )
    if shape == 1:
        cc = f"；另没收违法所得{f.wan(cf)}" if cf is not None else "；不涉及没收违法所得"
        pos = f"（{co}{r['position']}）" if r["party_type"] == "个人" else f"（{co}）"
        return (
            f"因{vio}，{party}{pos}被{reg}处以{f.wan(r['fine'])}罚款{cc}。该处罚决定书文号为{no}，"
            f"决定日期{f.date(r['decision_date'])}。"
        )
    if shape == 2:
        cc = f.wan(cf) if cf is not None else "未涉及"
        ptype = f"个人，时任{r['position']}" if r["party_type"] == "个人" else "单位"
        return (
            f"文号：{no}；作出机关：{reg}；当事人：{party}（{ptype}）；涉事公司：{co}；决定日期："
            f"{f.date(r['decision_date'])}；罚款：{f.wan(r['fine'])}；没收违法所得：{cc}。"
        )
    cc = f"并没收违法所得{f.wan(cf)}，" if cf is not None else ""
    return (
        f"{f.date(r['decision_date'])}，{reg}公布{no}行政处罚决定书，对{who}罚款{f.wan(r['fine'])}，{cc}"
        f"处罚事由为{vio}。"
    )


def _np(v, f):
    return ("亏损" + f.wan(-v, prefix_ok=False)) if v < 0 else f.wan(v, prefix_ok=False)


def render_perf_forecast(r, f):
    co, per, ty = _co(r, f), r["report_period"], r["forecast_type"]
    shape = f.rng.randrange(4)
    if shape == 0:
        return (
            f"{f.date(r['announce_date'])}，{co}发布{per}业绩预告："
            f"预计归属于上市公司股东的净利润为{_np(r['np_low'], f)}"
            f"至{_np(r['np_high'], f)}，上年同期为{_np(r['np_prior'], f)}，业绩预告类型为“{ty}”。"
        )
    if shape == 1:
        return (
            f"{co}预计{per}实现归属于母公司所有者的净利润{_np(r['np_low'], f)}—{_np(r['np_high'], f)}，"
            f"上年同期为{_np(r['np_prior'], f)}，属于“{ty}”情形（公告日期：{f.date(r['announce_date'])}）。"
        )
    if shape == 2:
        return (
            f"{co}业绩预告——报告期：{per}；预告类型：{ty}；预计净利润下限：{_np(r['np_low'], f)}；"
            f"预计净利润上限：{_np(r['np_high'], f)}；上年同期：{_np(r['np_prior'], f)}；披露日期："
            f"{f.date(r['announce_date'])}。"
        )
    return (
        f"根据{co}于{f.date(r['announce_date'])}披露的{per}业绩预告，公司报告期内归属于上市公司股东的净利润预计在"
        f"{_np(r['np_low'], f)}与{_np(r['np_high'], f)}之间（上年同期："
        f"{_np(r['np_prior'], f)}），预告类型为{ty}。"
    )


def render_equity_grant(r, f):
    co, ins, b = _co(r, f), r["instrument"], r["grant_batch"]
    opt = ins == "股票期权"
    unit = "份" if opt else "股"
    pw = "行权价格" if opt else "授予价格"
    gp = plain(dec(r["grant_price"]))
    pr = f.pick([f"每{unit}{gp}元", f"{gp}元/{unit}"])
    q = f.shares(r["granted_qty"], unit=unit)
    shape = f.rng.randrange(4)
    if shape == 0:
        return (
            f"{f.date(r['announce_date'])}，{co}公告，董事会确定以{f.date(r['grant_date'])}为{b}日，向"
            f"{f.count(r['grantee_count'])}激励对象{b}{ins}{q}，{pw}为{pr}。"
        )
    if shape == 1:
        return (
            f"{co}股权激励计划{ins}{b}已完成：{b}日为{f.date(r['grant_date'])}，{b}数量{q}，激励对象"
            f"{f.count(r['grantee_count'])}，{pw}{pr}。上述事项于{f.date(r['announce_date'])}公告。"
        )
    if shape == 2:
        return (
            f"{co}股权激励授予（公告日：{f.date(r['announce_date'])}）——激励工具：{ins}；批次：{b}；授予日："
            f"{f.date(r['grant_date'])}；数量：{q}；{pw}：{pr}；激励对象：{f.count(r['grantee_count'])}。"
        )
    return (
        f"本次获授{ins}的激励对象共{f.count(r['grantee_count'])}，{b}数量为{q}，{pw}{pr}；授予日为"
        f"{f.date(r['grant_date'])}，由{co}于{f.date(r['announce_date'])}完成登记并公告。"
    )


CAT_PHRASES = {
    "销售商品": [("公司", "向{rp}销售{g}"), ("rp", "{rp}向公司采购{g}"), ("rp", "{rp}预计从公司购入{g}")],
    "采购商品": [("公司", "向{rp}采购{g}"), ("rp", "{rp}向公司供应{g}"), ("rp", "{rp}向公司销售{g}")],
    "接受劳务": [("公司", "接受{rp}提供的{s}"), ("rp", "{rp}为公司提供{s}")],
    "提供劳务": [("公司", "向{rp}提供{s}"), ("rp", "{rp}接受公司提供的{s}")],
    "租赁": [("公司", "向{rp}租赁{a}"), ("rp", "{rp}将{a}出租给公司")],
}


def _phrase(r, f):
    who, tpl = f.pick(CAT_PHRASES[r["txn_category"]])
    txt = tpl.format(
        rp=r["related_party"],
        g=r.get("_goods", "原材料"),
        s=r.get("_service", "运输及仓储服务"),
        a=r.get("_asset", "办公楼及厂房"),
    )
    return ("公司（含子公司）" + txt) if who == "公司" else txt


def render_related_txn(r, f):
    co, rp, rel = _co(r, f), r["related_party"], r["relationship"]
    ph = _phrase(r, f)
    act = r["actual_2023"]
    shape = f.rng.randrange(4)
    if shape == 0:
        ac = f.wan(act) if act is not None else "未披露"
        return (
            f"{f.date(r['announce_date'])}，{co}披露2024年度日常关联交易预计：{ph}，2024年度预计金额"
            f"{f.wan(r['est_amount_2024'])}，2023年度实际发生金额{ac}。{rp}系公司{rel}。"
        )
    if shape == 1:
        ac = f"2023年度实际发生{f.wan(act)}" if act is not None else "2023年度实际发生额公告未披露"
        return (
            f"关于{co}与{rp}（{rel}）的日常关联交易：{ph}。该类交易{ac}，2024年度预计不超过"
            f"{f.wan(r['est_amount_2024'])}。公告日期：{f.date(r['announce_date'])}。"
        )
    if shape == 2:
        ac = f.wan(act) if act is not None else "未披露"
        return (
            f"{co}日常关联交易预计（{f.date(r['announce_date'])}）——关联方：{rp}；关联关系：{rel}；交易内容：{ph}；"
            f"2024年预计金额：{f.wan(r['est_amount_2024'])}；2023年实际发生金额：{ac}。"
        )
    ac = (
        f"而2023年度该类交易实际发生{f.wan(act)}" if act is not None else "2023年度该类交易的实际发生额未披露"
    )
    return (
        f"{co}预计2024年度{ph}的金额为{f.wan(r['est_amount_2024'])}，{ac}；{rp}为公司{rel}。"
        f"（{f.date(r['announce_date'])}公告）"
    )


def filler_admin_penalty(rng):
    c = rng.choice(COMPANIES)
    rk = rng.choice(["zj", "js", "csrc", "sz"])
    d = _date(rng, years=(2021, 2022, 2023))
    person = rng.random() < 0.7
    return {
        "decision_no": f"{REG_SHORT[rk]}罚〔{d[:4]}〕{rng.randint(3, 60)}号",
        "regulator": REGULATORS[rk][0],
        "party_name": rng.choice(PEOPLE) if person else f"{c[1]}股份有限公司",
        "party_type": "个人" if person else "单位",
        "position": rng.choice(POSITIONS) if person else None,
        "stock_code": c[0],
        "company_name": c[1],
        "decision_date": d,
        "fine": float(rng.choice([20, 30, 50, 80, 100, 150, 200, 300])),
        "confiscation": rng.choice([None, None, round(rng.uniform(10, 300), 2)]),
    }


def filler_perf_forecast(rng):
    c = rng.choice(COMPANIES)
    prior = float(rng.choice([-3200, 1800, 5600, 12400, 26800]))
    ty = rng.choice(["预增", "略增", "预减", "续盈"]) if prior > 0 else rng.choice(["扭亏", "续亏"])
    lo = {"预增": 1.6, "略增": 1.1, "预减": 0.3, "续盈": 0.9, "扭亏": -0.3, "续亏": 1.5}[ty] * prior
    if ty == "扭亏":
        lo = float(rng.choice([300, 800]))
    lo = round(lo)
    hi = lo + abs(round(prior * 0.2)) + 100
    per = rng.choice(["2023年度", "2023年度", "2023年半年度"])
    return {
        "stock_code": c[0],
        "company_name": c[1],
        "report_period": per,
        "forecast_type": ty,
        "np_low": float(min(lo, hi)),
        "np_high": float(max(lo, hi)),
        "np_prior": prior,
        "announce_date": f"2024-01-{rng.randint(10, 30):02d}"
        if per == "2023年度"
        else f"2023-07-{rng.randint(5, 28):02d}",
    }


RENDER = {
    "admin_penalty": render_admin_penalty,
    "perf_forecast": render_perf_forecast,
    "equity_grant": render_equity_grant,
    "related_txn": render_related_txn,
}
FILLER = {"admin_penalty": filler_admin_penalty, "perf_forecast": filler_perf_forecast}
