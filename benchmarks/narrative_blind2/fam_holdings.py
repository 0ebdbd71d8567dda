"""Families: share_reduction (减持结果), share_increase (增持实施), board_change (董监高变动)."""

from pools import COMPANIES, FUNDS, PEOPLE, POSITIONS

ID_TEXT = {
    "控股股东": ["控股股东", "控股股东"],
    "持股5%以上股东": ["持股5%以上股东", "持股百分之五以上的股东"],
    "董事": ["董事", "董事"],
    "监事": ["监事", "监事"],
    "高级管理人员": ["高级管理人员", "高管"],
}
METHOD_TEXT = {
    "集中竞价": ["集中竞价交易", "集中竞价方式", "二级市场集中竞价"],
    "大宗交易": ["大宗交易", "大宗交易方式"],
}

RATIO_NOTE = "以小数表示的比例（如 6.12% 记为 0.0612）"

SCHEMAS = {
    "share_reduction": {
        "title": "股东及董监高减持计划实施结果",
        "cols": [
            ("stock_code", "TEXT", "证券代码，6位数字，不含交易所后缀"),
            ("company_name", "TEXT", "上市公司证券简称"),
            ("holder_name", "TEXT", "实施减持的股东（减持主体）名称：自然人姓名或机构全称"),
            (
                "holder_identity",
                "TEXT",
                "减持主体身份，取值：控股股东 / 持股5%以上股东 / 董事 / 监事 / 高级管理人员",
            ),
            ("method", "TEXT", "减持方式，取值：集中竞价 / 大宗交易"),
            ("planned_max_shares", "REAL", "减持计划披露的减持数量上限，单位：万股"),
            ("actual_shares", "REAL", "实际减持数量，单位：万股"),
            ("avg_price", "REAL", "减持均价，单位：元/股；公告未披露为 NULL"),
            ("ratio_before", "REAL", "减持前持股比例，" + RATIO_NOTE),
            ("ratio_after", "REAL", "减持后持股比例，" + RATIO_NOTE),
            ("end_date", "TEXT", "减持实施完毕（或减持期间届满）日期，YYYY-MM-DD"),
            ("announce_date", "TEXT", "减持结果公告的披露日期，YYYY-MM-DD"),
        ],
    },
    "share_increase": {
        "title": "股东及董监高增持计划实施结果",
        "cols": [
            ("stock_code", "TEXT", "证券代码，6位数字，不含交易所后缀"),
            ("company_name", "TEXT", "上市公司证券简称"),
            ("holder_name", "TEXT", "实施增持的主体名称：自然人姓名或机构全称"),
            (
                "holder_identity",
                "TEXT",
                "增持主体身份，取值：控股股东 / 持股5%以上股东 / 董事 / 监事 / 高级管理人员",
            ),
            ("method", "TEXT", "增持方式，取值：集中竞价 / 大宗交易"),
            ("plan_min_amount", "REAL", "增持计划金额下限，单位：万元"),
            ("plan_max_amount", "REAL", "增持计划金额上限，单位：万元"),
            ("actual_shares", "REAL", "实际增持数量，单位：万股"),
            ("actual_amount", "REAL", "实际增持金额，单位：万元；未披露为 NULL"),
            ("ratio_after", "REAL", "增持后持股比例，" + RATIO_NOTE),
            ("end_date", "TEXT", "增持计划实施完毕日期，YYYY-MM-DD"),
            ("announce_date", "TEXT", "增持结果公告的披露日期，YYYY-MM-DD"),
        ],
    },
    "board_change": {
        "title": "董事、监事及高级管理人员变动",
        "cols": [
            ("stock_code", "TEXT", "证券代码，6位数字，不含交易所后缀"),
            ("company_name", "TEXT", "上市公司证券简称"),
            ("person_name", "TEXT", "变动人员姓名"),
            ("change_type", "TEXT", "变动类型，取值：辞任 / 聘任 / 选举"),
            ("position", "TEXT", "涉及的职务（辞去的或新任的职务）"),
            ("effective_date", "TEXT", "变动生效日期，YYYY-MM-DD"),
            ("reason", "TEXT", "辞任原因；聘任、选举或未说明原因为 NULL"),
            (
                "shares_held",
                "REAL",
                "变动人员截至公告日直接持有的公司股份，单位：万股；未持有为 0，未披露为 NULL",
            ),
        ],
    },
}


def _co(r, f):
    return f"{r['company_name']}（{f.code(r['stock_code'])}）"


def render_share_reduction(r, f):
    co, h = _co(r, f), r["holder_name"]
    idt = f.pick(ID_TEXT[r["holder_identity"]])
    m = f.pick(METHOD_TEXT[r["method"]])
    price = r["avg_price"]
    shape = f.rng.randrange(5)
    if shape == 0:
        pc = f"减持均价为{f.price(price)}" if price is not None else "公告未披露减持均价"
        return (
            f"{f.date(r['announce_date'])}，{co}披露减持结果公告。公司{idt}{h}原计划减持不超过"
            f"{f.shares(r['planned_max_shares'])}，截至{f.date(r['end_date'])}已通过{m}实际减持"
            f"{f.shares(r['actual_shares'])}，本次减持计划实施完毕；其持股比例由{f.pct(r['ratio_before'])}"
            f"降至{f.pct(r['ratio_after'])}，{pc}。"
        )
    if shape == 1:
        pc = f.price(price) if price is not None else "未披露"
        return (
            f"{h}作为{co}的{idt}，以{m}减持公司股份{f.shares(r['actual_shares'])}（此前披露的减持数量上限为"
            f"{f.shares(r['planned_max_shares'])}），减持均价{pc}。本次减持于{f.date(r['end_date'])}实施完毕，"
            f"减持后持股比例为{f.pct(r['ratio_after'])}，减持前为{f.pct(r['ratio_before'])}。公司于"
            f"{f.date(r['announce_date'])}就此发布公告。"
        )
    if shape == 2:
        pc = f.price(price) if price is not None else "未披露"
        return (
            f"{co}公告（披露日：{f.date(r['announce_date'])}）——减持主体：{h}；身份：{idt}；减持方式：{r['method']}；"
            f"计划减持上限：{f.shares(r['planned_max_shares'])}；实际减持：{f.shares(r['actual_shares'])}；"
            f"减持均价：{pc}；减持前持股比例：{f.pct(r['ratio_before'])}；减持后持股比例："
            f"{f.pct(r['ratio_after'])}；实施完毕日期：{f.date(r['end_date'])}。"
        )
    if shape == 3:
        pc = f"成交均价{f.price(price)}" if price is not None else "成交均价未披露"
        return (
            f"截至{f.date(r['end_date'])}，{idt}{h}的减持计划已实施完毕：期间经{m}累计卖出{r['company_name']}股票"
            f"{f.shares(r['actual_shares'])}，未超过计划上限{f.shares(r['planned_max_shares'])}，{pc}。"
            f"减持前后其持股比例分别为{f.pct(r['ratio_before'])}和{f.pct(r['ratio_after'])}。"
            f"上述情况由{co}于{f.date(r['announce_date'])}收到告知函后对外披露。"
        )
    pc = f"均价{f.price(price)}" if price is not None else "均价未披露"
    return (
        f"{co}于{f.date(r['announce_date'])}发布公告称，公司收到{h}（公司{idt}）的通知，"
        f"其通过{m}减持的{f.shares(r['actual_shares'])}股份已于{f.date(r['end_date'])}全部完成交割，{pc}；"
        f"该股东此前计划减持数量不超过{f.shares(r['planned_max_shares'])}。本次减持后，其持股比例为"
        f"{f.pct(r['ratio_after'])}（减持前{f.pct(r['ratio_before'])}）。"
    )


def render_share_increase(r, f):
    co, h = _co(r, f), r["holder_name"]
    idt = f.pick(ID_TEXT[r["holder_identity"]])
    m = f.pick(METHOD_TEXT[r["method"]])
    amt = f"{f.wan(r['actual_amount'])}" if r["actual_amount"] is not None else "未披露"
    shape = f.rng.randrange(3)
    if shape == 0:
        return (
            f"{f.date(r['announce_date'])}，{co}公告，公司{idt}{h}计划增持金额不低于{f.wan(r['plan_min_amount'])}、"
            f"不超过{f.wan(r['plan_max_amount'])}；截至{f.date(r['end_date'])}，其通过{m}累计增持"
            f"{f.shares(r['actual_shares'])}，增持金额{amt}，增持后持股比例为{f.pct(r['ratio_after'])}，增持计划实施完毕。"
        )
    if shape == 1:
        return (
            f"{h}（{co}{idt}）已于{f.date(r['end_date'])}完成增持计划：以{m}买入公司股份"
            f"{f.shares(r['actual_shares'])}，耗资{amt}，持股比例升至{f.pct(r['ratio_after'])}。该计划原定增持金额区间为"
            f"{f.wan(r['plan_min_amount'])}至{f.wan(r['plan_max_amount'])}。公司于{f.date(r['announce_date'])}披露结果公告。"
        )
    return (
        f"{co}披露（{f.date(r['announce_date'])}）：增持主体{h}，身份{idt}，增持方式{r['method']}，"
        f"计划金额{f.wan(r['plan_min_amount'])}—{f.wan(r['plan_max_amount'])}，实际增持{f.shares(r['actual_shares'])}、"
        f"金额{amt}，实施完毕日{f.date(r['end_date'])}，增持后持股比例{f.pct(r['ratio_after'])}。"
    )


def render_board_change(r, f):
    co, p, pos = _co(r, f), r["person_name"], r["position"]
    sh = r["shares_held"]
    if sh is None:
        shc = "公告未披露其持股情况"
    elif sh == 0:
        shc = "其未持有公司股份"
    else:
        shc = f"其直接持有公司股份{f.shares(sh)}"
    ct = r["change_type"]
    if ct == "辞任":
        why = f"因{r['reason']}" if r["reason"] else ""
        shape = f.rng.randrange(2)
        if shape == 0:
            return (
                f"{co}董事会于{f.date(r['effective_date'])}收到{pos}{p}的书面辞职报告，{p}{why}辞去公司{pos}职务，"
                f"辞职报告自送达董事会之日起生效。截至公告日，{shc}。"
            )
        return (
            f"{p}{why}申请辞去{r['company_name']}{pos}一职，该辞任自{f.date(r['effective_date'])}起生效"
            f"（{co}）。{shc}。"
        )
    verb = "聘任" if ct == "聘任" else "选举"
    body = "董事会" if ct == "聘任" else "股东大会"
    if f.rng.random() < 0.5:
        return (
            f"{f.date(r['effective_date'])}，{co}{body}审议通过议案，"
            f"{verb}{p}为公司{pos}，任期至本届届满。{shc}。"
        )
    return f"经{co}{body}审议，{p}被{verb}为公司{pos}，自{f.date(r['effective_date'])}起任职；{shc}。"


def _date(rng, years=(2023,), months=range(1, 13)):
    return f"{rng.choice(years)}-{rng.choice(list(months)):02d}-{rng.randint(1, 28):02d}"


def _later(rng, iso, lo, hi):
    import datetime

    d = datetime.date.fromisoformat(iso) + datetime.timedelta(days=rng.randint(lo, hi))
    return d.isoformat()


RATIO_RANGE = {
    "控股股东": (0.25, 0.55),
    "持股5%以上股东": (0.052, 0.12),
    "董事": (0.002, 0.03),
    "监事": (0.002, 0.02),
    "高级管理人员": (0.001, 0.02),
}


def filler_share_reduction(rng):
    c = rng.choice(COMPANIES)
    ident = rng.choice(["持股5%以上股东", "董事", "高级管理人员", "控股股东", "监事"])
    holder = (
        rng.choice(FUNDS)
        if ident == "持股5%以上股东"
        else (c[2] if ident == "控股股东" else rng.choice(PEOPLE))
    )
    planned = float(rng.choice([30, 45, 80, 120, 300, 500, 800, 1200]))
    actual = round(planned * rng.uniform(0.4, 0.99), 2)
    rb = round(rng.uniform(*RATIO_RANGE[ident]), 4)
    end = _date(rng, years=(2023,))
    return {
        "stock_code": c[0],
        "company_name": c[1],
        "holder_name": holder,
        "holder_identity": ident,
        "method": rng.choice(["集中竞价", "大宗交易"]),
        "planned_max_shares": planned,
        "actual_shares": actual,
        "avg_price": rng.choice([None, round(rng.uniform(5, 60), 2)]),
        "ratio_before": rb,
        "ratio_after": round(rb * rng.uniform(0.6, 0.97), 4),
        "end_date": end,
        "announce_date": _later(rng, end, 1, 3),
    }


def filler_share_increase(rng):
    c = rng.choice(COMPANIES)
    ident = rng.choice(["控股股东", "董事", "高级管理人员", "持股5%以上股东"])
    holder = (
        c[2]
        if ident == "控股股东"
        else (rng.choice(FUNDS) if ident == "持股5%以上股东" else rng.choice(PEOPLE))
    )
    lo = float(rng.choice([500, 1000, 2000, 5000]))
    shares = round(rng.uniform(20, 400), 2)
    end = _date(rng, years=(2023,))
    return {
        "stock_code": c[0],
        "company_name": c[1],
        "holder_name": holder,
        "holder_identity": ident,
        "method": rng.choice(["集中竞价", "集中竞价", "大宗交易"]),
        "plan_min_amount": lo,
        "plan_max_amount": lo * 2,
        "actual_shares": shares,
        "actual_amount": rng.choice([None, round(lo * rng.uniform(1.0, 1.9), 2)]),
        "ratio_after": round(rng.uniform(*RATIO_RANGE[ident]), 4),
        "end_date": end,
        "announce_date": _later(rng, end, 1, 2),
    }


def filler_board_change(rng):
    c = rng.choice(COMPANIES)
    ct = rng.choice(["辞任", "聘任", "选举"])
    return {
        "stock_code": c[0],
        "company_name": c[1],
        "person_name": rng.choice(PEOPLE),
        "change_type": ct,
        "position": rng.choice(POSITIONS),
        "effective_date": _date(rng, years=(2023, 2024)),
        "reason": rng.choice(["个人原因", "工作调整", "到龄退休", None]) if ct == "辞任" else None,
        "shares_held": rng.choice([None, 0.0, round(rng.uniform(1, 200), 2)]),
    }


RENDER = {
    "share_reduction": render_share_reduction,
    "share_increase": render_share_increase,
    "board_change": render_board_change,
}
FILLER = {
    "share_reduction": filler_share_reduction,
    "share_increase": filler_share_increase,
    "board_change": filler_board_change,
}
