"""Helpers shared by the stream modules (party records, bank slip, English invoice meta)."""

from __future__ import annotations

from util import bank_acct, cn_upper, en_date, iso, money, uscc


def co(rng, name, region, addr, bank):
    return {
        "name": name,
        "tax": uscc(region, rng),
        "addr": addr,
        "bank": f"{bank} {bank_acct(rng).replace(' ', '')}",
    }


def bank_slip(st, *, bank, payer, payee, amount, date, memo, serial, scan=None):
    """银行电子回单 (A5 landscape)."""
    st.begin("other")
    with st.page("a5l", scan=scan) as c:
        c.text(40, 40, bank, 12, bold=True, color=(0.7, 0.1, 0.1))
        c.text(297, 66, "网上银行电子回单", 15, align="c", bold=True)
        c.text(40, 88, f"电子回单号码：{serial}", 8.5)
        c.text(555, 88, f"交易日期：{date:%Y-%m-%d}", 8.5, align="r")
        rows = [
            (
                22,
                [
                    (40, "付款\n人"),
                    (50, "户名"),
                    (170, payer[0]),
                    (40, "收款\n人"),
                    (50, "户名"),
                    (165, payee[0]),
                ],
            ),
            (22, [(40, ""), (50, "账号"), (170, payer[1]), (40, ""), (50, "账号"), (165, payee[1])]),
            (22, [(40, ""), (50, "开户行"), (170, payer[2]), (40, ""), (50, "开户行"), (165, payee[2])]),
            (
                22,
                [
                    (90, "金额（小写）"),
                    (170, money(amount, sym="¥")),
                    (90, "金额（大写）"),
                    (165, cn_upper(amount, "元")),
                ],
            ),
            (22, [(90, "用途/摘要"), (425, memo)]),
            (22, [(90, "交易流水号"), (170, serial[::-1]), (90, "记账柜员"), (165, "EBANK01")]),
        ]
        y = c.form(40, 98, rows, 8.2)
        c.text(40, y + 22, "本回单不作为收款方发货依据，请勿重复记账。", 8, color=(0.4, 0.4, 0.4))
        c.text(40, y + 36, f"打印时间：{date:%Y-%m-%d} 16:42:09   打印次数：1", 8, color=(0.4, 0.4, 0.4))
        c.seal(480, y + 20, 30, bank + "电子回单专用章", star=False, oval=False, below="业务专用")


# --------------------------------------------------------------------------------------------------


def meta(num_label, number, date_label, date, style, extra=()):
    return [
        (num_label, number, ("invoiceNumber", number)),
        (date_label, en_date(date, style), ("date", iso(date))),
        *[(a, b, None) for a, b in extra],
    ]


def party(num, name, desc, alias, field):
    return ("p", f'({num})  {name}, {desc} (the "{alias}");', [(field, name)])
