"""Chinese receipt templates: 收款收据 and 医疗门诊收费票据（电子）."""

from __future__ import annotations

from docs_fapiao import qr, vlabel
from psformat import dec, dfmt, money, rmb_upper
from pslib import GRAY, RED
from psstream import Stream


# ------------------------------------------------------------------ 收款收据 (property office receipt)
def receipt_cn(
    st: Stream,
    *,
    no,
    date,
    payer,
    payee,
    amount,
    purpose,
    method="银行转账",
    cashier="",
    handler="",
    scan=None,
):
    p = st.page(scan=scan)
    pw = p.W
    x0, x1 = 60, pw - 60
    p.rect(x0 - 10, 40, x1 + 10, 372, color=(0.6, 0.6, 0.6), width=0.4, dashes="[3 2] 0")
    p.text(pw / 2, 86, "收    款    收    据", 20, align="c", bold=True)
    p.line(pw / 2 - 110, 94, pw / 2 + 110, 94, width=0.8)
    p.line(pw / 2 - 110, 97, pw / 2 + 110, 97, width=0.8)
    p.text(x1, 76, "No.", 11, font="tibo", color=RED, align="r")
    p.text(x1, 90, no, 13, font="cour", color=RED, align="r")
    p.text(pw / 2, 116, dfmt(date, "cn"), 10.5, align="c")
    p.text(x0 + 270, 116, "", 10)
    rows = [
        ["交款单位（人）", payer, "收款方式", method],
        ["人民币（大写）", (rmb_upper(amount), 3)],
        ["小写金额", ("¥" + money(amount), 3)],
        ["收款事由", (purpose, 3)],
    ]
    p.table(
        x0,
        130,
        [90, 200, 70, x1 - x0 - 360],
        rows,
        rh=[30, 30, 30, 44],
        size=10.5,
        aligns=["c", "l", "c", "l"],
    )
    p.text(x0, 316, f"收款单位（盖章）：{payee}", 10)
    p.text(x0 + 300, 316, f"收款人：{cashier}", 10)
    p.text(x0 + 300, 340, f"经办人：{handler}", 10)
    p.seal(x0 + 190, 312, payee, r=40, inner="财务专用章")
    p.text(x1 + 20, 200, "", 8)
    for k, ch in enumerate("第二联收据交付款人"):
        p.text(x1 + 18, 150 + k * 12, ch, 8, color=GRAY, align="c")
    st.field("invoiceNumber", no)
    st.field("date", date)
    st.field("sellerName", payee)
    st.field("buyerName", payer)
    st.field("totalAmount", str(dec(amount)))


# ------------------------------------------------------------------ 医疗门诊收费票据（电子）
def medical_receipt(
    st: Stream,
    *,
    province,
    code,
    no,
    date,
    hospital,
    patient,
    items,
    scan=None,
    serial="",
    outpatient_no="",
    insurance="职工基本医疗保险",
    fund_ratio=0.0,
):
    p = st.page(scan=scan, size=(595, 420))
    pw = p.W
    c = (0.55, 0.15, 0.15)
    p.text(pw / 2, 42, f"{province}医疗门诊收费票据（电子）", 17, color=c, align="c", bold=True)
    p.seal(pw / 2, 70, "财政票据监制章", r=16, kind="oval", inner=f"{province}财政厅", color=RED)
    qr(p, 36, 22, 48, int(no[-5:]))
    p.text(40, 96, f"票据代码：{code}", 9)
    p.text(pw / 2 - 60, 96, "交款人统一社会信用代码：", 9)
    p.text(420, 96, f"票据号码：{no}", 9)
    p.text(40, 112, f"交款人：{patient}", 9)
    p.text(pw / 2 - 60, 112, f"校验码：{no[-6:]}a{code[-3:]}", 9, record=False)
    p.text(420, 112, f"开票日期：{date}", 9)
    total = sum(dec(a) for _, a in items)
    half = (len(items) + 1) // 2
    rows = [["项目名称", "金额（元）", "备注", "项目名称", "金额（元）", "备注"]]
    for k in range(half):
        left = items[k]
        right = items[k + half] if k + half < len(items) else ("", "")
        rows.append(
            [left[0], money(left[1], False), "", right[0], money(right[1], False) if right[0] else "", ""]
        )
    widths = [110, 70, 77, 110, 70, 78]
    y = p.table(
        40, 122, widths, rows, rh=17, size=8.5, aligns=["c", "r", "c", "c", "r", "c"], color=c, bold_rows=(0,)
    )
    rows2 = [[("金额合计（大写）" + rmb_upper(total), 3), ("（小写）" + money(total, False), 3)]]
    y = p.table(40, y, widths, rows2, rh=19, size=9, color=c)
    fund = dec(total * dec(fund_ratio))
    other = [
        f"业务流水号：{serial}    门诊号：{outpatient_no}    就诊日期：{date}",
        f"医保类型：{insurance}    医保统筹基金支付：{money(fund, False)}    其他支付：0.00",
        f"个人账户支付：0.00    个人现金支付：{money(total - fund, False)}",
    ]
    p.rect(40, y, 555, y + 62, color=c, width=0.6)
    vlabel(p, 40, y, 58, y + 62, "其他信息", 8, c)
    p.line(58, y, 58, y + 62, color=c, width=0.6)
    for k, s in enumerate(other):
        p.text(64, y + 16 + k * 16, s, 8.3)
    y += 62
    p.text(40, y + 20, f"收款单位（章）：{hospital}", 9)
    p.text(330, y + 20, "复核人：", 9)
    p.text(450, y + 20, "收款人：自助机", 9)
    p.seal(170, y + 14, hospital, r=26, inner="财务专用章")
    st.field("invoiceNumber", no)
    st.field("date", date)
    st.field("sellerName", hospital)
    st.field("buyerName", patient)
    st.field("totalAmount", str(total))
    return total
