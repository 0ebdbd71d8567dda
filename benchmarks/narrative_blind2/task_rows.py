"""Row builders and shared names for the planted rows of the six task specifications."""

from pools import BROKERS, CO, REGULATORS

ZX, ZXJT, HTLH, GTJA, HT, CICC, GF, ZS = BROKERS


def _c(code):
    return {"stock_code": code, "company_name": CO[code][1]}


def red(code, holder, ident, method, planned, actual, price, rb, ra, end, ann):
    return dict(
        _c(code),
        holder_name=holder,
        holder_identity=ident,
        method=method,
        planned_max_shares=planned,
        actual_shares=actual,
        avg_price=price,
        ratio_before=rb,
        ratio_after=ra,
        end_date=end,
        announce_date=ann,
    )


def wm(code, trustee, ptype, product, amount, vd, md, yld, ret, ann):
    return dict(
        _c(code),
        trustee=trustee,
        product_name=product,
        product_type=ptype,
        amount=amount,
        value_date=vd,
        maturity_date=md,
        expected_yield=yld,
        actual_return=ret,
        announce_date=ann,
    )


def pen(no, reg, party, ptype, pos, code, date, fine, conf):
    return dict(
        decision_no=no,
        regulator=REGULATORS[reg][0],
        party_name=party,
        party_type=ptype,
        position=pos,
        **_c(code),
        decision_date=date,
        fine=fine,
        confiscation=conf,
    )


def gr(code, ins, batch, gd, price, qty, n, ann):
    return dict(
        _c(code),
        instrument=ins,
        grant_batch=batch,
        grant_date=gd,
        grant_price=price,
        granted_qty=qty,
        grantee_count=n,
        announce_date=ann,
    )


def pf(code, period, ty, lo, hi, prior, ann):
    return dict(
        _c(code),
        report_period=period,
        forecast_type=ty,
        np_low=lo,
        np_high=hi,
        np_prior=prior,
        announce_date=ann,
    )


def rt(code, rp, rel, cat, est, act, ann, obj):
    key = {
        "销售商品": "_goods",
        "采购商品": "_goods",
        "接受劳务": "_service",
        "提供劳务": "_service",
        "租赁": "_asset",
    }[cat]
    return dict(
        _c(code),
        related_party=rp,
        relationship=rel,
        txn_category=cat,
        est_amount_2024=est,
        actual_2023=act,
        announce_date=ann,
        **{key: obj},
    )


def bd(code, name, ty, planned, actual, coupon, term, lead, trustee, vd, ann):
    return dict(
        _c(code),
        bond_name=name,
        bond_type=ty,
        planned_size=planned,
        actual_size=actual,
        coupon_rate=coupon,
        term_years=term,
        lead_underwriter=lead,
        bond_trustee=trustee,
        value_date=vd,
        announce_date=ann,
    )


RF = "深圳前海瑞丰投资合伙企业（有限合伙）"
QM = "宁波梅山保税港区启明股权投资合伙企业（有限合伙）"
ZXP = "信智安盈系列第{}期收益凭证"
