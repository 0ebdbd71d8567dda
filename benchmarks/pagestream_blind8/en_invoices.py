"""English invoices: tax invoice, invoice with remittance slip, credit note, utility bill, receipt."""

from __future__ import annotations

from core import GREY, LIGHT, NAVY, Canvas
from util import en_date, gold, iso, money, pct

ONES = (
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
)
TENS = ("_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def words(n: int) -> str:
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return ONES[n // 100] + " hundred" + (" and " + words(n % 100) if n % 100 else "")
    for div, name in ((1_000_000, "million"), (1000, "thousand")):
        if n >= div:
            rest = n % div
            sep = " and " if 0 < rest < 100 else " "
            return words(n // div) + " " + name + (sep + words(rest) if rest else "")
    return str(n)


def _totals(spec):
    net = sum(round(q * p) for _, q, p in spec["items"])
    if spec.get("negative"):
        net = -net
    tax = pct(net, spec["rate"]) if spec.get("rate") else 0
    return net, tax, net + tax


def _amt(spec, c_):
    return money(c_, spec.get("sep", ","), spec.get("sym", ""))


def _header(c: Canvas, spec, page_note=""):
    s, b = spec["seller"], spec["buyer"]
    font = spec.get("font", "helv")
    layout = spec.get("layout", "left")
    m = 48
    if layout == "band":
        c.rect(0, 0, c.w, 78, 0, None, fill=spec.get("color", NAVY))
        c.text(m, 40, s["name"], 17, color=(1, 1, 1), bold=True, font=font, fld=("sellerName", s["name"]))
        c.text(m, 58, "  |  ".join(s["lines"][:2]), 8, color=(0.9, 0.9, 0.9), font=font)
        c.text(c.w - m, 46, spec["title"], 20, align="r", color=(1, 1, 1), bold=True, font=font)
        y = 104.0
        for ln in s["lines"][2:]:
            c.text(m, y, ln, 8.5, font=font, color=GREY)
            y += 11
    else:
        c.text(
            m,
            58,
            s["name"],
            15,
            bold=True,
            font=font,
            color=spec.get("color", NAVY),
            fld=("sellerName", s["name"]),
        )
        y = 74.0
        for ln in s["lines"]:
            c.text(m, y, ln, 8.5, font=font)
            y += 11
        c.text(c.w - m, 60, spec["title"], 20, align="r", bold=True, font=font)
    # meta block on the right
    my = 104.0 if layout == "band" else 86.0
    for lab, val, fld in spec["meta"]:
        c.text(c.w - m - 170, my, lab, 8.5, bold=True, font=font)
        c.text(c.w - m, my, val, 8.5, align="r", font=font, fld=fld)
        my += 13
    if page_note:
        c.text(c.w - m, my + 4, page_note, 8.5, align="r", font=font, color=GREY)
    y = max(y, my) + 18
    c.text(m, y, spec.get("bill_label", "Bill To"), 9, bold=True, font=font, color=GREY)
    c.text(m, y + 14, b["name"], 10, bold=True, font=font, fld=("buyerName", b["name"]))
    yy = y + 27
    for ln in b["lines"]:
        c.text(m, yy, ln, 8.5, font=font)
        yy += 11
    if spec.get("ship"):
        c.text(c.w / 2, y, "Ship To", 9, bold=True, font=font, color=GREY)
        for i, ln in enumerate(spec["ship"]):
            c.text(c.w / 2, y + 14 + i * 11, ln, 8.5, font=font)
    return yy + 14


def _items(c: Canvas, spec, y, items):
    m = 48
    cur = spec.get("cur", "")
    widths = [c.w - 2 * m - 250, 50, 95, 105]
    head = [
        "Description",
        "Qty",
        f"Unit Price{' (' + cur + ')' if cur else ''}",
        f"Amount{' (' + cur + ')' if cur else ''}",
    ]
    c.rect(m, y, c.w - m, y + 18, 0, None, fill=LIGHT)
    rows = [head]
    neg = -1 if spec.get("negative") else 1
    for desc, q, p in items:
        rows.append(
            [desc, f"{q:g}", money(p, spec.get("sep", ",")), _amt({**spec, "sym": ""}, neg * round(q * p))]
        )
    return c.table(m, y, widths, rows, 18, 8.5, aligns="lcrr", lines=spec.get("grid", False))


def _totals_block(c: Canvas, spec, y):
    net, tax, total = _totals(spec)
    m = 48
    font = spec.get("font", "helv")
    x0 = c.w - m - 230
    c.line(x0, y + 2, c.w - m, y + 2, 0.6)
    rows = [(spec.get("net_label", "Subtotal"), net, None)] if spec.get("rate") else []
    if spec.get("rate"):
        rows.append((spec["tax_label"], tax, ("taxAmount", gold(tax))))
    rows.append((spec.get("total_label", "Total"), total, ("totalAmount", gold(total))))
    y += 16
    for i, (lab, v, fld) in enumerate(rows):
        last = i == len(rows) - 1
        c.text(x0, y, lab, 9.5 if last else 9, bold=last, font=font)
        c.text(c.w - m, y, _amt(spec, v), 9.5 if last else 9, align="r", bold=last, font=font, fld=fld)
        y += 15
    return y + 6, total


def en_invoice(st, spec):
    """spec: seller{name,lines}, buyer{name,lines}, title, meta [(label, value, fld)],
    items [(desc, qty, cents)],
    rate, tax_label, sym/cur/sep, layout, size, scan, split, remittance, notes, footer, negative."""
    st.begin("invoice")
    items = spec["items"]
    parts = [items] if not spec.get("split") else [items[: spec["split"]], items[spec["split"] :]]
    total = 0
    for pi, part in enumerate(parts):
        note = f"Page {pi + 1} of {len(parts)}" if len(parts) > 1 else ""
        scan = spec.get("scan") if pi == 0 else spec.get("scan2")
        with st.page(spec.get("size", "a4"), scan=scan) as c:
            font = spec.get("font", "helv")
            if pi == 0:
                y = _header(c, spec, note)
            else:
                c.text(48, 56, spec["seller"]["name"], 12, bold=True, font=font)
                c.text(
                    c.w - 48, 56, f"{spec['title']} {spec['number']} (continued)", 10, align="r", font=font
                )
                c.text(c.w - 48, 70, note, 8.5, align="r", font=font, color=GREY)
                y = 96.0
            y = _items(c, spec, y, part) + 6
            if pi < len(parts) - 1:
                c.text(c.w - 48, y + 14, "Continued on next page ...", 8.5, align="r", font=font, color=GREY)
            else:
                y, total = _totals_block(c, spec, y)
                for ln in spec.get("notes", ()):
                    y = c.para(48, y + 4, c.w - 96, ln, 8.5, font=font)
            if spec.get("footer"):
                c.text(c.w / 2, c.h - 28, spec["footer"], 7.5, align="c", font=font, color=GREY)
            if pi == len(parts) - 1 and spec.get("remittance"):
                _remit(c, spec, total)
            if spec.get("paid_stamp") and pi == len(parts) - 1:
                c.seal(c.w - 140, c.h - 240, 34, spec["paid_stamp"], star=False, color=(0.75, 0.1, 0.1))
    return total


def _remit(c: Canvas, spec, total):
    y = c.h - 170
    font = spec.get("font", "helv")
    c.line(30, y, c.w - 30, y, 0.8, dashes="[4 3] 0")
    c.text(c.w / 2, y - 4, "- - detach here - -", 7, align="c", color=GREY, font=font)
    c.text(48, y + 22, "REMITTANCE ADVICE", 11, bold=True, font=font)
    c.text(48, y + 36, "Please return this portion with your payment.", 8.5, font=font)
    rows = [
        ("Customer", spec["buyer"]["name"]),
        ("Invoice #", spec["number"]),
        ("Amount Due", _amt(spec, total)),
        ("Amount Enclosed", "________________"),
    ]
    for i, (lab, val) in enumerate(rows):
        c.text(c.w / 2, y + 22 + i * 14, lab, 8.5, bold=True, font=font)
        c.text(c.w - 48, y + 22 + i * 14, val, 8.5, align="r", font=font)
    c.text(48, y + 60, "Make checks payable to:", 8.5, font=font)
    c.text(48, y + 73, spec["seller"]["name"], 8.5, font=font)
    for i, ln in enumerate(spec["seller"]["lines"][:2]):
        c.text(48, y + 86 + i * 11, ln, 8.5, font=font)


def utility_bill(st, spec):
    """Two-page electricity bill: summary with totals on page 1, meter details on page 2."""
    st.begin("invoice")
    net = sum(v for _, v in spec["charges"])
    tax = pct(net, spec["rate"])
    total = net + tax
    s, b = spec["seller"], spec["buyer"]
    sym = spec.get("sym", "")
    with st.page("a4", scan=spec.get("scan")) as c:
        c.rect(0, 0, c.w, 8, 0, None, fill=spec.get("color", (0.1, 0.5, 0.35)))
        c.text(
            48,
            50,
            s["name"],
            16,
            bold=True,
            color=spec.get("color", (0.1, 0.5, 0.35)),
            fld=("sellerName", s["name"]),
        )
        c.text(48, 64, s["lines"][0], 8, color=GREY)
        c.text(c.w - 48, 50, "Your Electricity Bill", 14, align="r", bold=True)
        c.text(c.w - 48, 64, "Page 1 of 2", 8, align="r", color=GREY)
        y = 100
        c.text(48, y, b["name"], 10, bold=True, fld=("buyerName", b["name"]))
        for i, ln in enumerate(b["lines"]):
            c.text(48, y + 13 + i * 12, ln, 9)
        meta = [
            ("Account number", spec["account"], None),
            ("Invoice number", spec["number"], ("invoiceNumber", spec["number"])),
            ("Bill date", en_date(spec["date"], "dmy"), ("date", iso(spec["date"]))),
            ("Billing period", spec["period"], None),
            ("MPRN", spec["mprn"], None),
        ]
        for i, (lab, val, fld) in enumerate(meta):
            c.text(330, y + i * 14, lab, 8.5, color=GREY)
            c.text(c.w - 48, y + i * 14, val, 8.5, align="r", fld=fld)
        y = 190
        c.rect(48, y, c.w - 48, y + 54, 0, None, fill=(0.92, 0.96, 0.93))
        c.text(62, y + 22, "Amount due", 11, bold=True)
        c.text(62, y + 40, f"Payable by direct debit on or after {spec['due']}", 8.5)
        c.text(c.w - 62, y + 34, money(total, sym=sym), 20, align="r", bold=True)
        y += 80
        c.text(48, y, "Account summary", 11, bold=True)
        rows = [
            ["", sym.strip() or "EUR"],
            ["Previous bill", money(spec["prev"])],
            ["Payment received - thank you", money(-spec["prev"])],
            ["Balance brought forward", "0.00"],
        ]
        y = c.table(48, y + 8, [380, 119], rows, 16, 8.5, aligns="lr", lines=False, head=False)
        y += 16
        c.text(48, y, "Charges this period", 11, bold=True)
        rows = [[lab, money(v)] for lab, v in spec["charges"]]
        y = c.table(48, y + 8, [380, 119], rows, 16, 8.5, aligns="lr", lines=False, head=False)
        c.line(48, y + 2, c.w - 48, y + 2, 0.5)
        c.text(60, y + 16, "Total before VAT", 9)
        c.text(c.w - 52, y + 16, money(net), 9, align="r")
        c.text(60, y + 31, f"VAT @ {spec['rate'] * 100:g}%", 9)
        c.text(c.w - 52, y + 31, money(tax), 9, align="r", fld=("taxAmount", gold(tax)))
        c.text(60, y + 48, "Total charges this bill", 10, bold=True)
        c.text(
            c.w - 52,
            y + 48,
            money(total, sym=sym),
            10,
            align="r",
            bold=True,
            fld=("totalAmount", gold(total)),
        )
        c.para(48, y + 80, c.w - 96, spec["notice"], 8, color=GREY)
        c.text(c.w / 2, c.h - 28, s["lines"][1], 7.5, align="c", color=GREY)
    with st.page("a4", scan=spec.get("scan2")) as c:
        c.text(48, 50, s["name"], 12, bold=True)
        c.text(c.w - 48, 50, f"Account {spec['account']}  -  Page 2 of 2", 8.5, align="r", color=GREY)
        c.text(48, 86, "Meter readings", 11, bold=True)
        rows = [["Meter", "Previous", "Present", "Type", "Units (kWh)"]] + spec["readings"]
        y = c.table(48, 96, [110, 90, 90, 100, 109], rows, 17, 8.5, aligns="lrrcr")
        c.text(48, y + 30, "Your usage over the last 12 months (kWh)", 11, bold=True)
        for i, v in enumerate(spec["history"]):
            x = 60 + i * 40
            c.rect(x, y + 190 - v / 6, x + 24, y + 190, 0, None, fill=(0.4, 0.65, 0.5))
        for i, p in enumerate(spec["page2_notes"]):
            c.para(48, y + 230 + i * 44, c.w - 96, p, 8.5)
        c.text(c.w / 2, c.h - 28, s["lines"][1], 7.5, align="c", color=GREY)
    return total


def official_receipt(st, spec):
    """Official Receipt (receipt book style), A5 landscape."""
    st.begin("invoice")
    s = spec["seller"]
    amt = spec["amount"]
    with st.page("a5l", scan=spec.get("scan")) as c:
        c.text(c.w / 2, 40, s["name"], 14, align="c", bold=True, fld=("sellerName", s["name"]))
        c.text(c.w / 2, 54, s["lines"][0], 7.5, align="c", color=GREY)
        c.text(c.w / 2, 65, s["lines"][1], 7.5, align="c", color=GREY)
        c.text(c.w / 2, 92, "OFFICIAL RECEIPT", 15, align="c", bold=True)
        c.text(c.w - 50, 92, "No.", 9, align="r")
        c.text(
            c.w - 50,
            106,
            spec["number"],
            11,
            align="r",
            font="cour",
            color=(0.75, 0.1, 0.1),
            fld=("invoiceNumber", spec["number"]),
        )
        c.text(50, 126, f"Date: {en_date(spec['date'], 'dd/mm/yyyy')}", 9.5, fld=("date", iso(spec["date"])))
        y = 152
        ink = (0.1, 0.15, 0.5)
        for lab, val, fld in (
            ("Received from", spec["payer"], ("buyerName", spec["payer"])),
            (f"the sum of {spec['cur_words']}", words(amt // 100).title() + " Only", None),
            ("being payment of", spec["purpose"], None),
            ("Cash / Cheque No.", spec["cheque"], None),
        ):
            c.text(50, y, lab, 9.5)
            c.line(50 + len(lab) * 5.2 + 8, y + 3, c.w - 50, y + 3, 0.4, GREY, dashes="[1 2] 0")
            c.text(58 + len(lab) * 5.2, y - 1, val, 10, color=ink, font="tiro", fld=fld)
            y += 26
        c.rect(50, y + 6, 200, y + 36, 1.0)
        c.text(58, y + 26, f"{spec['cur']} {money(amt)}", 12, bold=True, fld=("totalAmount", gold(amt)))
        c.signature(c.w - 170, y + 20, 90, seed=amt % 97)
        c.line(c.w - 190, y + 30, c.w - 50, y + 30, 0.5)
        c.text(c.w - 120, y + 42, "Authorised Signature", 8, align="c")
        c.text(50, c.h - 20, "This receipt is valid only upon clearance of cheque.", 7, color=GREY)
        c.seal(c.w - 230, y + 10, 28, s["name"].upper(), star=False, color=(0.2, 0.25, 0.6))
    return amt
