"""English-language invoice templates: commercial invoice, bilingual GST tax invoice, credit note."""

from __future__ import annotations

from psformat import dec, dfmt, money
from pslib import GRAY, NAVY, RED
from psstream import Stream

# ------------------------------------------------------------------ English number words
_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["zero", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def en_words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return _ONES[n // 100] + " hundred" + (" and " + en_words(n % 100) if n % 100 else "")
    for div, name in ((10**9, "billion"), (10**6, "million"), (1000, "thousand")):
        if n >= div:
            return en_words(n // div) + " " + name + ((" " + en_words(n % div)) if n % div else "")
    return ""


def say_amount(x, cur="US DOLLARS") -> str:
    x = dec(x)
    n = int(x)
    cents = int(x * 100) % 100
    s = f"SAY {cur} " + en_words(n).upper()
    if cents:
        s += f" AND CENTS {en_words(cents).upper()}"
    return s + " ONLY"


# ------------------------------------------------------------------ English commercial invoice (multi page)
def commercial_invoice(
    st: Stream,
    *,
    no,
    date,
    seller,
    buyer,
    items,
    currency="USD",
    contract_no="",
    terms="FOB NINGBO",
    lc="",
    vessel="",
    pol="NINGBO, CHINA",
    pod="",
    scan=None,
    per_page=14,
    marks="N/M",
):
    """items: (desc, qty, unit, price)"""
    pages = []
    total = sum(dec(dec(q) * dec(pr)) for _, q, _, pr in items)
    chunks = [items[i : i + per_page] for i in range(0, len(items), per_page)]
    n = len(chunks)
    qty_total = sum(q for _, q, _, _ in items)
    for pi, chunk in enumerate(chunks, 1):
        p = st.page(scan=scan)
        pages.append(p)
        pw = p.W
        p.text(pw / 2, 52, seller["name"].upper(), 15, "hebo", NAVY, align="c")
        p.text(pw / 2, 67, seller["addr"], 8.5, "helv", GRAY, align="c")
        p.text(pw / 2, 79, seller.get("contact", ""), 8.5, "helv", GRAY, align="c")
        p.line(50, 86, pw - 50, 86, width=1.2, color=NAVY)
        p.text(pw / 2, 112, "COMMERCIAL INVOICE", 16, "hebo", align="c")
        p.rect(pw / 2 - 100, 96, pw / 2 + 100, 119, width=0.9)
        if pi == 1:
            rows = [
                ["Seller / Exporter", "Invoice No.", no],
                [seller["name"], "Invoice Date", dfmt(date, "en_short")],
                [seller["addr"], "Contract No.", contract_no],
                ["Buyer / Consignee", "L/C No.", lc],
                [buyer["name"], "Terms of Delivery", terms],
                [buyer["addr"], "Payment", "T/T 30 days after B/L date"],
                [f"From: {pol}    To: {pod}", "Vessel / Voyage", vessel],
            ]
            y = p.table(50, 130, [280, 95, pw - 100 - 375], rows, rh=17, size=8.3, font="helv", bold_rows=())
            y += 12
        else:
            p.text(50, 140, f"Invoice No.: {no}  (continued)", 9, "helv")
            p.text(pw - 50, 140, f"Date: {dfmt(date, 'en_short')}", 9, "helv", align="r")
            y = 152
        hdr = ["Marks & Nos.", "Description of Goods", "Quantity", "Unit Price", f"Amount ({currency})"]
        trs = [hdr]
        for d_, q, u, pr in chunk:
            trs.append(
                [
                    marks if pi == 1 and d_ == chunk[0][0] else "",
                    d_,
                    f"{q:,} {u}",
                    f"{currency} {dec(pr):.2f}",
                    money(dec(q) * dec(pr)),
                ]
            )
        aligns = ["l", "l", "r", "r", "r"]
        y = p.table(
            50,
            y,
            [70, 200, 75, 75, pw - 100 - 420],
            trs,
            rh=17,
            size=8.3,
            font="helv",
            aligns=aligns,
            bold_rows=(0,),
            border=False,
        )
        if pi == n:
            y += 6
            p.text(120, y + 10, "TOTAL:", 9, "hebo")
            p.text(50 + 345, y + 10, f"{qty_total:,} PCS", 9, "hebo", align="r")
            p.text(pw - 53, y + 10, f"{currency} {money(total)}", 9.5, "hebo", align="r")
            p.line(50, y + 16, pw - 50, y + 16, width=0.8)
            p.line(50, y + 18.5, pw - 50, y + 18.5, width=0.8)
            y = p.para(50, y + 36, pw - 100, say_amount(total) + ".", 8.8, lead=1.4, font="helv")
            y = p.para(
                50,
                y + 6,
                pw - 100,
                "Country of origin: China.  We hereby certify that the above "
                "goods are of Chinese origin and the information on this invoice is true and correct.",
                8.3,
                lead=1.4,
                font="helv",
            )
            p.text(pw - 60, y + 30, f"For and on behalf of {seller['name']}", 8.5, "helv", align="r")
            p.signature(pw - 200, y + 64, 90, seed=len(no))
            p.line(pw - 230, y + 74, pw - 60, y + 74, width=0.5)
            p.text(pw - 60, y + 86, "Authorized Signature", 8.5, "helv", align="r")
        p.text(pw / 2, 812, f"Page {pi} of {n}", 8.5, "helv", GRAY, align="c")
    st.field("invoiceNumber", no)
    st.field("date", date)
    st.field("sellerName", seller["name"])
    st.field("buyerName", buyer["name"])
    st.field("totalAmount", str(total))
    return total


# ------------------------------------------------------------------ bilingual tax invoice (GST)
def tax_invoice_bi(
    st: Stream, *, no, date, due, seller, buyer, lines, gst_rate, currency="SGD", scan=None, po="", bank=""
):
    p = st.page(scan=scan)
    pw = p.W
    p.rect(0, 0, pw, 10, color=None, fill=(0.12, 0.35, 0.45))
    p.text(50, 58, seller["name"], 16, "hebo", (0.12, 0.35, 0.45))
    p.text(50, 74, seller["addr"], 8.5, "helv", GRAY)
    p.text(50, 86, f"GST Reg. No.: {seller['gst']}    UEN: {seller['uen']}", 8.5, "helv", GRAY)
    p.text(pw - 50, 58, "TAX INVOICE", 20, "hebo", align="r")
    p.text(pw - 50, 78, "税务发票", 13, "cjk", align="r")
    p.line(50, 100, pw - 50, 100, width=0.5, color=GRAY)
    p.text(50, 122, "BILL TO 客户", 8.5, "cjk", GRAY)
    p.text(50, 138, buyer["name"], 10.5, "cjk")
    y = 152
    for ln in buyer["addr_lines"]:
        p.text(50, y, ln, 8.8, "cjk")
        y += 12
    meta = [
        ("Invoice No. 发票号", no),
        ("Invoice Date 开票日期", dfmt(date, "en_dmy")),
        ("Due Date 付款期限", dfmt(due, "en_dmy")),
        ("Client PO / Ref.", po),
    ]
    for k, (a, b) in enumerate(meta):
        p.text(360, 122 + k * 15, a, 8.5, "cjk", GRAY)
        p.text(pw - 50, 122 + k * 15, b, 9, "cjk", align="r")
    trs = [["#", "Description 服务内容", "Qty", "Rate", f"Amount ({currency})"]]
    sub = dec(0)
    for k, (d_, q, r) in enumerate(lines, 1):
        a = dec(dec(q) * dec(r))
        sub += a
        trs.append([str(k), d_, f"{q:g}", money(r), money(a)])
    y = p.table(
        50,
        215,
        [24, 271, 45, 75, pw - 100 - 415],
        trs,
        rh=22,
        size=8.8,
        aligns=["c", "l", "r", "r", "r"],
        bold_rows=(0,),
        border=False,
        fills={0: (0.9, 0.94, 0.95)},
    )
    gst = dec(sub * dec(gst_rate))
    tot = sub + gst
    rows = [
        ("Subtotal 小计", money(sub)),
        (f"GST {int(dec(gst_rate) * 100)}% 消费税", money(gst)),
        (f"Total 合计 ({currency})", money(tot)),
    ]
    for k, (a, b) in enumerate(rows):
        yy = y + 22 + k * 18
        p.text(360, yy, a, 9.5 if k < 2 else 10.5, "cjk", bold=(k == 2))
        p.text(pw - 54, yy, b, 9.5 if k < 2 else 10.5, "helv" if k < 2 else "hebo", align="r")
    p.line(360, y + 64, pw - 50, y + 64, width=0.8)
    y += 110
    p.text(50, y, "Payment 付款方式", 9, "cjk", bold=True)
    p.para(50, y + 16, 300, bank, 8.5, lead=1.45, font="cjk")
    p.text(50, 790, f"{seller['name']}  |  Thank you for your business.", 8, "helv", GRAY)
    p.text(pw - 50, 790, "1/1", 8, "helv", GRAY, align="r")
    st.field("invoiceNumber", no)
    st.field("date", date)
    st.field("sellerName", seller["name"])
    st.field("buyerName", buyer["name"])
    st.field("totalAmount", str(tot))
    st.field("taxAmount", str(gst))
    return sub, gst, tot


# ------------------------------------------------------------------ credit note
def credit_note(st: Stream, *, no, date, seller, buyer, ref_invoice, lines, currency="USD", scan=None):
    p = st.page(scan=scan)
    pw = p.W
    p.text(50, 60, seller["name"], 14, "cjk", bold=True)
    p.text(50, 76, seller["addr"], 8.5, "helv", GRAY)
    p.text(pw - 50, 60, "CREDIT NOTE", 18, "hebo", RED, align="r")
    p.text(pw - 50, 78, "贷项通知单", 11, "cjk", RED, align="r")
    p.line(50, 90, pw - 50, 90, width=1, color=RED)
    rows = [
        ["To:", buyer["name"], "Credit Note No.:", no],
        ["", buyer["addr"], "Date:", dfmt(date, "en_dmy")],
        ["", "", "Original Invoice:", ref_invoice],
    ]
    p.table(
        50, 102, [30, 250, 95, pw - 100 - 375], rows, rh=16, size=9, font="helv", border=False, inner_h=False
    )
    p.para(
        50,
        172,
        pw - 100,
        "We have credited your account as follows. This credit note may be offset against "
        "any outstanding or future invoices.",
        9,
        lead=1.5,
        font="helv",
    )
    trs = [["Description", "Original", "Adjusted", f"Credit ({currency})"]]
    tot = dec(0)
    for d_, o, a in lines:
        cr = dec(dec(o) - dec(a))
        tot += cr
        trs.append([d_, money(o), money(a), money(cr)])
    y = p.table(
        50,
        200,
        [235, 80, 80, pw - 100 - 395],
        trs,
        rh=20,
        size=8.8,
        font="helv",
        aligns=["l", "r", "r", "r"],
        bold_rows=(0,),
    )
    p.text(pw - 54, y + 20, f"TOTAL CREDIT:  {currency} {money(tot)}", 10.5, "hebo", align="r")
    p.text(50, y + 60, "Reason: rate adjustment agreed by e-mail; duplicate THC charge removed.", 8.8, "helv")
    p.text(50, y + 110, "Accounts Department", 9, "helv")
    p.signature(50, y + 140, 80, seed=7)
    p.text(50, y + 160, seller["name"], 9, "cjk")
    st.field("invoiceNumber", no)
    st.field("date", date)
    st.field("sellerName", seller["name"])
    st.field("buyerName", buyer["name"])
    st.field("totalAmount", str(tot))
    return tot
