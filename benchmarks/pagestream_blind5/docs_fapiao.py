"""Chinese VAT invoice templates: 全电 e-fapiao (专用/普通, red-letter, with 销货清单) and the paper
VAT fapiao (发票代码 + 发票号码, 密码区), plus their shared helpers."""

from __future__ import annotations

import random
import zlib

from psformat import dec, dfmt, money, rmb_upper
from pslib import BLACK, BROWN, RED, P, tlen
from psstream import Stream

EFP = (684.0, 396.0)  # size of a 全电 e-fapiao PDF page
PAPER = (640.0, 400.0)


def calc(items, rate=None):
    """items: (name, spec, unit, qty, price[, rate]) -> rows with amount/tax, sums."""
    rows, amt, tax = [], dec(0), dec(0)
    for it in items:
        name, spec, unit, qty, price = it[:5]
        r = it[5] if len(it) > 5 else rate
        a = dec(dec(qty) * dec(price)) if qty not in ("", None) else dec(price)
        t = dec(a * dec(r)) if r is not None else dec(0)
        rows.append(dict(name=name, spec=spec, unit=unit, qty=qty, price=price, amount=a, rate=r, tax=t))
        amt += a
        tax += t
    return rows, amt, tax


def _pct(r):
    if r is None:
        return "免税"
    return f"{int(dec(r) * 100)}%" if dec(r) * 100 == int(dec(r) * 100) else f"{float(r) * 100:g}%"


def qr(p: P, x, y, s, seed):
    rng = random.Random(seed)
    n = 21
    c = s / n
    for i in range(n):
        for j in range(n):
            fin = any(i0 <= i < i0 + 7 and j0 <= j < j0 + 7 for i0, j0 in ((0, 0), (0, 14), (14, 0)))
            if fin:
                ii, jj = (i % 7 if i < 7 else (i - 14) % 7), (j % 7 if j < 7 else (j - 14) % 7)
                on = ii in (0, 6) or jj in (0, 6) or (2 <= ii <= 4 and 2 <= jj <= 4)
            else:
                on = rng.random() < 0.5
            if on:
                p.rect(
                    x + j * c, y + i * c, x + (j + 1) * c, y + (i + 1) * c, color=None, fill=BLACK, width=0
                )


def vlabel(p: P, x0, y0, x1, y1, text, size=9, color=BROWN):
    n = len(text)
    step = min(size * 1.25, (y1 - y0 - 4) / n)
    ys = (y0 + y1) / 2 - step * n / 2 + size * 0.85
    for k, ch in enumerate(text):
        p.text((x0 + x1) / 2, ys + k * step, ch, size, color=color, align="c")


# ------------------------------------------------------------------ 全电 e-fapiao
def efapiao(
    st: Stream,
    *,
    num,
    date,
    seller,
    buyer,
    items,
    rate=None,
    issuer="",
    kind="增值税专用发票",
    remark="",
    scan=None,
    red_of=None,
    list_threshold=8,
    seal=False,
    detail_title=None,
):
    """seller/buyer: dict(name, tax). Returns (amount, tax, total). Adds fields."""
    rows, amt, tax = calc(items, rate)
    total = amt + tax
    use_list = len(rows) > list_threshold
    p = st.page(scan=scan, size=EFP)
    pw = EFP[0]
    c = BROWN
    qr(p, 22, 16, 56, zlib.crc32(num.encode()))
    title = f"电子发票（{kind}）"
    p.text(pw / 2, 46, title, 19, color=c, align="c", bold=True)
    tw = tlen(title, 19)
    p.line(pw / 2 - tw / 2, 54, pw / 2 + tw / 2, 54, color=c, width=0.8)
    p.line(pw / 2 - tw / 2, 57, pw / 2 + tw / 2, 57, color=c, width=0.8)
    if red_of:
        p.text(pw / 2 - tw / 2 - 6, 30, "红字", 11, color=RED, align="r")
    p.text(494, 36, "发票号码：", 9, color=c)
    p.text(494 + tlen("发票号码：", 9), 36, num, 9)
    p.text(494, 54, "开票日期：", 9, color=c)
    p.text(494 + tlen("开票日期：", 9), 54, dfmt(date, "cn0"), 9)
    x0, x1, y0 = 20, pw - 20, 72
    yb = 138
    p.rect(x0, y0, x1, 330, color=c, width=0.9)
    mid = pw / 2
    p.line(x0 + 18, y0, x0 + 18, yb, color=c)
    p.line(mid, y0, mid, yb, color=c)
    p.line(mid + 18, y0, mid + 18, yb, color=c)
    p.line(x0, yb, x1, yb, color=c)
    vlabel(p, x0, y0, x0 + 18, yb, "购买方信息")
    vlabel(p, mid, y0, mid + 18, yb, "销售方信息")
    for xx, party in ((x0 + 24, buyer), (mid + 24, seller)):
        p.text(xx, y0 + 24, "名称：", 9, color=c)
        sz = p.fit(party["name"], mid - x0 - 70, 10)
        p.text(xx + tlen("名称：", 9), y0 + 24, party["name"], sz)
        lab = "统一社会信用代码/纳税人识别号："
        p.text(xx, y0 + 50, lab, 9, color=c)
        if party.get("tax"):
            p.text(xx + tlen(lab, 9), y0 + 50, party["tax"], 9.5)
    cols = [
        (x0 + 6, "项目名称", "l"),
        (196, "规格型号", "l"),
        (282, "单 位", "c"),
        (344, "数 量", "r"),
        (424, "单 价", "r"),
        (506, "金 额", "r"),
        (562, "税率/征收率", "c"),
        (x1 - 6, "税 额", "r"),
    ]
    hy = yb + 14
    for x, h, al in cols:
        p.text(x, hy, h, 8.5, color=c, align=al)
    y = hy + 15
    show = (
        rows
        if not use_list
        else [
            dict(
                name="（详见销货清单）",
                spec="",
                unit="",
                qty="",
                price="",
                amount=amt,
                rate=rows[0]["rate"],
                tax=tax,
            )
        ]
    )
    for r in show:
        vals = [
            r["name"],
            r["spec"],
            r["unit"],
            "" if r["qty"] in ("", None) else str(r["qty"]),
            "" if r["price"] in ("", None) else str(r["price"]),
            money(r["amount"], False),
            _pct(r["rate"]),
            money(r["tax"], False) if r["rate"] is not None else "***",
        ]
        for (x, _, al), v in zip(cols, vals, strict=True):
            sz = p.fit(v, 150 if al == "l" and x < 100 else 80, 8.5)
            p.text(x, y, v, sz, align=al)
        y += 13
    ty = 258
    p.text(x0 + 40, ty, "合          计", 9, color=c)
    p.text(506, ty, "¥" + money(amt, False), 9, align="r")
    p.text(x1 - 6, ty, "¥" + money(tax, False), 9, align="r")
    p.line(x0, 266, x1, 266, color=c)
    p.line(x0, 288, x1, 288, color=c)
    p.line(x0 + 110, 266, x0 + 110, 288, color=c)
    p.text(x0 + 8, 281, "价税合计（大写）", 9, color=c)
    p.text(x0 + 120, 281, "ⓧ " + rmb_upper(total), 10)
    p.text(470, 281, "（小写）", 9, color=c)
    p.text(470 + tlen("（小写）", 9), 281, "¥" + money(total, False), 10)
    vlabel(p, x0, 288, x0 + 18, 330, "备注")
    p.line(x0 + 18, 288, x0 + 18, 330, color=c)
    rm = remark
    if red_of:
        rm = (f"被红冲蓝字数电票号码：{red_of}  " + remark).strip()
    if rm:
        p.para(x0 + 26, 303, x1 - x0 - 40, rm, 8.5, lead=1.45)
    p.text(x0 + 30, 352, "开票人：", 9, color=c)
    p.text(x0 + 30 + tlen("开票人：", 9), 352, issuer, 9)
    if seal:
        p.seal(
            pw - 150, 345, seller["name"], r=30, kind="oval", inner="发票专用章", sub=seller.get("tax", "")
        )
    pages = [p]
    if use_list:
        q = st.page(scan=scan, size=(595, 842))
        q.text(297, 70, detail_title or "销售货物或者提供应税劳务、服务清单", 15, align="c", bold=True)
        q.text(60, 104, f"购买方名称：{buyer['name']}", 9.5)
        q.text(60, 122, f"销售方名称：{seller['name']}", 9.5)
        q.text(60, 140, f"所属发票号码：{num}", 9.5)
        q.text(535, 140, "共1页 第1页", 9.5, align="r")
        hdr = ["序号", "项目名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]
        widths = [30, 120, 62, 34, 46, 56, 64, 34, 29 + 4 + 0]
        widths[-1] = 475 - sum(widths[:-1])
        trs = [hdr]
        for k, r in enumerate(rows, 1):
            trs.append(
                [
                    str(k),
                    r["name"],
                    r["spec"],
                    r["unit"],
                    str(r["qty"]),
                    str(r["price"]),
                    money(r["amount"], False),
                    _pct(r["rate"]),
                    money(r["tax"], False),
                ]
            )
        trs.append(["", "小计", "", "", "", "", money(amt, False), "", money(tax, False)])
        trs.append(["", "总计", "", "", "", "", money(amt, False), "", money(tax, False)])
        yy = q.table(
            60,
            152,
            widths,
            trs,
            rh=19,
            size=8,
            aligns=["c", "l", "l", "c", "r", "r", "r", "c", "r"],
            bold_rows=(0,),
        )
        q.text(60, yy + 22, "备注：", 9.5)
        q.text(60, yy + 50, "销售方（章）：", 9.5)
        q.seal(190, yy + 48, seller["name"], r=30, kind="oval", inner="发票专用章", sub=seller.get("tax", ""))
        q.text(400, yy + 50, f"填开日期：{dfmt(date, 'cn')}", 9.5)
        pages.append(q)
    st.field("invoiceNumber", num)
    st.field("date", date)
    st.field("sellerName", seller["name"])
    st.field("buyerName", buyer["name"])
    st.field("totalAmount", str(total))
    if rate is not None or any(r["rate"] is not None for r in rows):
        st.field("taxAmount", str(tax))
    return amt, tax, total


# ------------------------------------------------------------------ paper VAT fapiao (scanned)
def paper_vat(
    st: Stream,
    *,
    province,
    code,
    num,
    date,
    seller,
    buyer,
    items,
    rate,
    issuer="",
    payee="",
    checker="",
    scan=None,
    kind="专用",
    machine="661712345678",
    list_pages=False,
    copy_label="发票联",
):
    rows, amt, tax = calc(items, rate)
    total = amt + tax
    pw = PAPER[0]
    p = st.page(scan=scan, size=PAPER)
    c = (0.45, 0.3, 0.15)
    title = f"{province}增值税{kind}发票" if kind == "专用" else f"{province}增值税普通发票"
    p.text(pw / 2, 40, title, 19, color=c, align="c", bold=True)
    p.line(pw / 2 - 120, 48, pw / 2 + 120, 48, color=c, width=0.7)
    p.line(pw / 2 - 120, 51, pw / 2 + 120, 51, color=c, width=0.7)
    p.seal(
        pw / 2,
        35,
        "全国统一发票监制章",
        r=20,
        kind="oval",
        inner=f"国家税务总局{province}省税务局"[:11],
        color=RED,
    )
    p.text(pw / 2, 66, "  ".join(copy_label), 10, color=c, align="c")
    p.text(30, 30, code, 13, font="cour", color=BLACK)
    p.text(30, 48, f"机器编号：{machine}", 8, color=c)
    p.text(470, 28, "No", 12, font="tibo", color=c)
    p.text(492, 28, num, 14, font="cour", color=BLACK)
    p.text(470, 46, f"发票代码：{code}", 8.5, color=c)
    p.text(470, 58, f"发票号码：{num}", 8.5, color=c)
    p.text(470, 70, f"开票日期：{dfmt(date, 'cn0')}", 8.5, color=c)
    x0, x1 = 24, pw - 24
    y0 = 78
    # buyer block
    p.rect(x0, y0, x1, 338, color=c, width=0.9)
    p.line(x0, y0 + 56, x1, y0 + 56, color=c)
    p.line(x0 + 18, y0, x0 + 18, y0 + 56, color=c)
    vlabel(p, x0, y0, x0 + 18, y0 + 56, "购买方", 8.5, c)
    labs = ["名　　称：", "纳税人识别号：", "地 址、电 话：", "开户行及账号："]
    vals = [buyer["name"], buyer.get("tax", ""), buyer.get("addr", ""), buyer.get("bank", "")]
    for k, (lab, v) in enumerate(zip(labs, vals, strict=True)):
        yy = y0 + 12 + k * 13
        p.text(x0 + 22, yy, lab, 8, color=c)
        p.text(x0 + 84, yy, v, p.fit(v, 270, 8.5), font="cjk")
    p.line(380, y0, 380, y0 + 56, color=c)
    p.line(396, y0, 396, y0 + 56, color=c)
    vlabel(p, 380, y0, 396, y0 + 56, "密码区", 8.5, c)
    rng = random.Random(num)
    for k in range(4):
        s = "".join(rng.choice("0123456789+-*/<>") for _ in range(27))
        p.text(402, y0 + 13 + k * 13, s, 8.2, font="cour", record=False)
    # items
    cols = [
        (x0 + 6, "货物或应税劳务、服务名称", "l"),
        (206, "规格型号", "l"),
        (268, "单位", "c"),
        (318, "数 量", "r"),
        (382, "单 价", "r"),
        (462, "金 额", "r"),
        (500, "税率", "c"),
        (x1 - 6, "税 额", "r"),
    ]
    hy = y0 + 70
    for x, h, al in cols:
        p.text(x, hy, h, 8, color=c, align=al)
    y = hy + 14
    show = (
        rows
        if not list_pages
        else [
            dict(name="（详见销货清单）", spec="", unit="", qty="", price="", amount=amt, rate=rate, tax=tax)
        ]
    )
    for r in show:
        vals = [
            r["name"],
            r["spec"],
            r["unit"],
            str(r["qty"]),
            str(r["price"]),
            money(r["amount"], False),
            _pct(r["rate"]),
            money(r["tax"], False),
        ]
        for (x, _, al), v in zip(cols, vals, strict=True):
            p.text(x, y, v, 8.3, align=al)
        y += 12
    p.text(x0 + 40, 226, "合　　　计", 8.5, color=c)
    p.text(462, 226, "¥" + money(amt, False), 8.5, align="r")
    p.text(x1 - 6, 226, "¥" + money(tax, False), 8.5, align="r")
    p.line(x0, 232, x1, 232, color=c)
    p.line(x0, 250, x1, 250, color=c)
    p.text(x0 + 6, 245, "价税合计（大写）", 8.5, color=c)
    p.text(x0 + 110, 245, "⊗" + rmb_upper(total), 9.5)
    p.text(400, 245, "（小写）¥" + money(total, False), 9.5)
    # seller block
    p.line(x0 + 18, 250, x0 + 18, 338, color=c)
    vlabel(p, x0, 250, x0 + 18, 338, "销售方", 8.5, c)
    vals = [seller["name"], seller.get("tax", ""), seller.get("addr", ""), seller.get("bank", "")]
    for k, (lab, v) in enumerate(zip(labs, vals, strict=True)):
        yy = 266 + k * 19
        p.text(x0 + 22, yy, lab, 8, color=c)
        p.text(x0 + 84, yy, v, p.fit(v, 270, 8.5))
    p.line(380, 250, 380, 338, color=c)
    p.line(396, 250, 396, 338, color=c)
    vlabel(p, 380, 250, 396, 338, "备注", 8.5, c)
    p.text(x0 + 10, 356, f"收款人：{payee}", 8.5, color=c)
    p.text(x0 + 150, 356, f"复核：{checker}", 8.5, color=c)
    p.text(x0 + 290, 356, f"开票人：{issuer}", 8.5, color=c)
    p.text(x0 + 430, 356, "销售方：（章）", 8.5, color=c)
    p.seal(530, 318, seller["name"], r=27, kind="oval", inner="发票专用章", sub=seller.get("tax", ""))
    if list_pages:
        q = st.page(scan=scan, size=(595, 842))
        q.text(297, 70, "销售货物或者提供应税劳务、服务清单", 15, align="c", bold=True)
        q.text(60, 102, f"购买方名称：{buyer['name']}", 9.5)
        q.text(60, 120, f"销售方名称：{seller['name']}", 9.5)
        q.text(60, 138, f"所属增值税{kind}发票代码：{code}    号码：{num}", 9.5)
        q.text(535, 138, "共 1 页 第 1 页", 9.5, align="r")
        hdr = ["序号", "货物（劳务）名称", "规格型号", "单位", "数量", "单价", "金额", "税率", "税额"]
        widths = [30, 118, 64, 34, 46, 56, 62, 34, 31]
        trs = [hdr] + [
            [
                str(k),
                r["name"],
                r["spec"],
                r["unit"],
                str(r["qty"]),
                str(r["price"]),
                money(r["amount"], False),
                _pct(r["rate"]),
                money(r["tax"], False),
            ]
            for k, r in enumerate(rows, 1)
        ]
        trs.append(["", "总计", "", "", "", "", money(amt, False), "", money(tax, False)])
        yy = q.table(
            60, 150, widths, trs, rh=19, size=8, aligns=["c", "l", "l", "c", "r", "r", "r", "c", "r"]
        )
        q.text(60, yy + 24, "备注", 9.5)
        q.text(60, yy + 56, "销售方（章）：", 9.5)
        q.seal(200, yy + 52, seller["name"], r=30, kind="oval", inner="发票专用章", sub=seller.get("tax", ""))
        q.text(400, yy + 56, f"填开日期：{dfmt(date, 'cn')}", 9.5)
    st.field("invoiceNumber", num)
    st.field("date", date)
    st.field("sellerName", seller["name"])
    st.field("buyerName", buyer["name"])
    st.field("totalAmount", str(total))
    st.field("taxAmount", str(tax))
    return amt, tax, total
