"""English 'other' papers: cover sheets, letters, memos, minutes, statements, orders, IDs, blanks."""

from __future__ import annotations

from core import A4, GREY, LETTER, LIGHT, Pg, Stream, footer_pages
from fmt import dec, fdate, money


def blank(st: Stream, size=A4):
    st.begin("other", "blank separator")
    st.page(size)


def barcode(pg: Pg, x, y, w, h, rng):
    xx = x
    while xx < x + w:
        bw = rng.choice([0.8, 0.8, 1.6, 2.4])
        if rng.random() < 0.55:
            pg.rect(xx, y, xx + bw, y + h, 0, None, fill=(0, 0, 0))
        xx += bw


def cover_sheet(st: Stream, title, lines, size=A4):
    st.begin("other", "cover sheet")
    pg = st.page(size)
    pg.t(pg.w / 2, 180, title, 26, "hebo", "c")
    barcode(pg, pg.w / 2 - 120, 220, 240, 50, st.rng)
    y = 320
    for k, v in lines:
        pg.t(120, y, k, 12, "hebo")
        pg.t(280, y, v, 12)
        pg.line(275, y + 5, pg.w - 110, y + 5, 0.4, GREY)
        y += 30
    pg.t(
        pg.w / 2,
        pg.h - 90,
        "PLACE THIS SHEET ON TOP OF THE BATCH - DO NOT REMOVE STAPLES",
        9,
        align="c",
        color=GREY,
    )


def fax_cover(st: Stream, frm, to, date, pages, subject, msg):
    st.begin("other", "fax cover")
    pg = st.page(A4)
    pg.t(60, 80, "FAX", 40, "hebo")
    pg.t(60, 104, frm["name"], 11, "hebo")
    pg.t(60, 118, " - ".join(frm["addr"]) + f" - Tel {frm['tel']}", 8.5)
    y = 160
    for k, v in (
        ("To:", to[0]),
        ("Company:", to[1]),
        ("Fax:", to[2]),
        ("From:", to[3]),
        ("Date:", fdate(date, "dmy_slash")),
        ("Pages:", f"{pages} (including cover)"),
        ("Re:", subject),
    ):
        pg.t(60, y, k, 11, "hebo")
        pg.t(150, y, v, 11)
        pg.line(148, y + 4, 535, y + 4, 0.4)
        y += 26
    pg.t(60, y + 20, "[ ] Urgent   [x] For Review   [ ] Please Comment   [ ] Please Reply", 10)
    pg.para(60, y + 60, 475, msg, 11, lead=1.5)
    pg.para(
        60,
        760,
        475,
        "The information in this facsimile is confidential and intended only for the addressee. "
        "If you have received it in error please telephone us immediately.",
        8,
        color=GREY,
    )


def letter(
    st: Stream,
    sender,
    recipient_lines,
    date,
    subject,
    paras,
    sign_name,
    sign_role,
    dfmt="d_month_y",
    size=A4,
    note="letter",
    ref=None,
):
    st.begin("other", note)
    pg = st.page(size, latin="tiro")
    pg.t(pg.w - 60, 60, sender["name"], 13, "tibo", "r")
    for i, s in enumerate(sender.get("addr", [])):
        pg.t(pg.w - 60, 76 + i * 12, s, 9, align="r")
    y = 150
    for s in recipient_lines:
        pg.t(70, y, s, 10.5)
        y += 14
    y += 16
    if ref:
        pg.t(70, y, f"Our ref: {ref}", 10)
        y += 16
    pg.t(70, y, fdate(date, dfmt), 10.5)
    y += 30
    pg.t(70, y, subject, 10.5, "tibo")
    y += 22
    for para in paras:
        y = pg.para(70, y, pg.w - 140, para, 10.5, lead=1.45) + 8
    pg.t(70, y + 10, "Yours sincerely,", 10.5)
    pg.signature(76, y + 46, 90)
    pg.t(70, y + 66, sign_name, 10.5)
    pg.t(70, y + 80, sign_role, 10)


def memo(st: Stream, org, to, frm, cc, date, subject, paras):
    st.begin("other", "memo")
    pg = st.page(LETTER)
    pg.t(60, 70, org, 10, "hebo", color=GREY)
    pg.t(60, 110, "MEMORANDUM", 24, "hebo")
    y = 150
    for k, v in (
        ("TO:", to),
        ("FROM:", frm),
        ("CC:", cc),
        ("DATE:", fdate(date, "month_d_y")),
        ("RE:", subject),
    ):
        pg.t(60, y, k, 10.5, "hebo")
        pg.t(130, y, v, 10.5)
        y += 18
    pg.line(60, y, 552, y, 1.5)
    y += 24
    for para in paras:
        y = pg.para(60, y, 492, para, 10.5, lead=1.5) + 8


def minutes(st: Stream, org, title, date, present, items, pages=1):
    st.begin("other", "minutes")
    per = -(-len(items) // pages)
    pgs = []
    for k in range(pages):
        pg = st.page(A4)
        pgs.append(pg)
        if k == 0:
            pg.t(297, 70, org, 12, "hebo", "c")
            pg.t(297, 92, title, 15, "hebo", "c")
            pg.t(
                297, 110, f"held on {fdate(date, 'd_month_y')} at 10:00, Board Room, Level 2", 9.5, align="c"
            )
            y = pg.para(60, 140, 475, "Present: " + ", ".join(present), 9.5) + 2
            y = pg.para(60, y, 475, "In attendance: Company Secretary (minutes)", 9.5) + 8
        else:
            pg.t(60, 50, f"{title} - {fdate(date, 'd_month_y')} (continued)", 8.5, color=GREY)
            y = 80
        for i, (head, text, action) in enumerate(items[k * per : (k + 1) * per], k * per + 1):
            pg.t(60, y, f"{i}.  {head}", 10.5, "hebo")
            y = pg.para(80, y + 15, 455, text, 9.5) + 2
            if action:
                y = pg.para(80, y, 455, "ACTION: " + action, 9.5, color=(0.15, 0.15, 0.5)) + 6
            y += 6
        if k == pages - 1:
            pg.t(60, y + 20, "There being no further business the meeting closed at 11:40.", 9.5)
            pg.t(
                60,
                y + 60,
                "Signed as a correct record: ____________________  Chair      Date: __________",
                9.5,
            )
    footer_pages(pgs, "Minutes - page {i} of {n}")


def statement(st: Stream, seller, buyer_lines, date, rows, cur="£"):
    """Statement of account listing invoices, credits and payments."""
    st.begin("other", "statement of account")
    pg = st.page(A4)
    pg.t(50, 62, seller["name"], 14, "hebo")
    pg.t(50, 76, ", ".join(seller["addr"]), 8.5, color=GREY)
    pg.t(545, 62, "STATEMENT OF ACCOUNT", 15, "hebo", "r")
    pg.t(545, 80, "Statement date: " + fdate(date, "d_month_y"), 9, align="r")
    pg.t(545, 92, "Account no: MIL001", 9, align="r")
    y = 120
    for s in buyer_lines:
        pg.t(50, y, s, 9.5)
        y += 12
    table = [["Date", "Reference", "Details", "Debit", "Credit", "Balance"]]
    bal = dec(0)
    for d, ref, det, debit, credit in rows:
        bal += dec(debit or 0) - dec(credit or 0)
        table.append(
            [
                fdate(d, "dmy_slash"),
                ref,
                det,
                money(debit) if debit else "",
                money(credit) if credit else "",
                money(bal),
            ]
        )
    y = pg.table(
        50,
        y + 16,
        [62, 80, 150, 70, 70, 63],
        table,
        8.5,
        rh=20,
        aligns=["l", "l", "l", "r", "r", "r"],
        fill=LIGHT,
    )
    ages = [
        ["Current", "30 days", "60 days", "90+ days", "Amount due"],
        [money(bal), "0.00", "0.00", "0.00", f"{cur}{money(bal)}"],
    ]
    y = pg.table(50, y + 20, [99] * 5, ages, 9, rh=20, aligns=["r"] * 5, fill=LIGHT)
    pg.para(
        50,
        y + 20,
        495,
        "Please remit the amount due by BACS to sort code 20-45-77, account 43918821, quoting "
        "your account number. If you have already paid, please disregard this statement.",
        8.5,
        color=GREY,
    )


def purchase_order(st: Stream, buyer, supplier, no, date, rows, cur="£", deliver=None):
    st.begin("other", "purchase order")
    pg = st.page(A4)
    pg.t(50, 62, buyer["name"], 15, "hebo")
    pg.t(50, 78, ", ".join(buyer["addr"]), 8.5, color=GREY)
    pg.t(545, 62, "PURCHASE ORDER", 17, "hebo", "r")
    for i, (k, v) in enumerate(
        (
            ("PO Number", no),
            ("Order date", fdate(date, "dmy_slash")),
            ("Delivery by", fdate(deliver or date, "dmy_slash")),
            ("Buyer", "Helen Carmichael"),
        )
    ):
        pg.t(440, 92 + i * 13, k, 8.5, "hebo", "r")
        pg.t(545, 92 + i * 13, v, 8.5, align="r")
    pg.t(50, 110, "Supplier", 8.5, "hebo", color=GREY)
    y = 123
    for s in [supplier["name"], *supplier["addr"]]:
        pg.t(50, y, s, 9)
        y += 12
    table = [["Line", "Part no.", "Description", "Qty", "Unit price", "Line total"]]
    tot = dec(0)
    for i, (part, desc, q, p) in enumerate(rows, 1):
        lt = dec(q * dec(p))
        tot += lt
        table.append([str(i), part, desc, str(q), money(p), money(lt)])
    y = pg.table(
        50,
        176,
        [30, 60, 215, 40, 70, 80],
        table,
        8.5,
        rh=20,
        aligns=["c", "l", "l", "r", "r", "r"],
        fill=LIGHT,
    )
    pg.t(460, y + 18, "Order total (excl. VAT)", 9, "hebo", "r")
    pg.t(545, y + 18, f"{cur}{money(tot)}", 9, "hebo", "r")
    terms = (
        "Conditions: this order is subject to our standard terms of purchase. Quote the PO number on all "
        "delivery notes and invoices. Invoices without a valid PO number will be returned unpaid."
    )
    pg.para(50, y + 50, 495, terms, 8.5, color=GREY)
    pg.t(50, y + 110, "Authorised by:", 9)
    pg.signature(130, y + 110, 70)


def delivery_note(st: Stream, seller, buyer, no, date, rows, order_ref):
    st.begin("other", "delivery note")
    pg = st.page(A4)
    pg.t(50, 62, seller["name"], 14, "hebo")
    pg.t(50, 76, ", ".join(seller["addr"]), 8.5, color=GREY)
    pg.t(545, 62, "DELIVERY NOTE", 16, "hebo", "r")
    for i, (k, v) in enumerate(
        (
            ("Delivery note no.", no),
            ("Date", fdate(date, "d_mon_y")),
            ("Customer order", order_ref),
            ("Carrier", "Own transport"),
        )
    ):
        pg.t(440, 90 + i * 13, k + ":", 8.5, "hebo", "r")
        pg.t(545, 90 + i * 13, v, 8.5, align="r")
    pg.t(50, 110, "Deliver to", 8.5, "hebo", color=GREY)
    y = 122
    for s in [buyer["name"], *buyer["addr"]]:
        pg.t(50, y, s, 9)
        y += 12
    table = [["Item", "Description", "Ordered", "Delivered", "Backorder"]]
    for i, (d, q, dlv) in enumerate(rows, 1):
        table.append([str(i), d, str(q), str(dlv), str(q - dlv)])
    y = pg.table(
        50, 180, [36, 265, 65, 65, 64], table, 9, rh=22, aligns=["c", "l", "r", "r", "r"], fill=LIGHT
    )
    pg.t(50, y + 30, "Goods received in good condition:", 9.5)
    pg.t(
        50,
        y + 70,
        "Name: ______________________   Signature: ______________________   Date: ___________",
        9.5,
    )
    pg.t(
        297,
        790,
        "No prices are shown on this document. An invoice will follow separately.",
        8,
        align="c",
        color=GREY,
    )


def bank_statement(st: Stream, bank, holder, acct, start_bal, period, tx, per_page=14, cur="$"):
    st.begin("other", "bank statement")
    bal = dec(start_bal)
    pages = []
    for k in range(0, len(tx), per_page):
        pg = st.page(A4)
        pages.append(pg)
        pg.t(50, 58, bank, 15, "hebo", color=(0.05, 0.25, 0.5))
        pg.t(545, 58, "Statement of Account", 11, align="r")
        if k == 0:
            y = 92
            for s in holder:
                pg.t(50, y, s, 9.5)
                y += 12
            for i, (a, b) in enumerate(
                (
                    ("Account number", acct),
                    ("Statement period", period),
                    ("Opening balance", f"{cur}{money(bal)}"),
                )
            ):
                pg.t(360, 92 + i * 13, a, 8.5, "hebo")
                pg.t(545, 92 + i * 13, b, 8.5, align="r")
            y = 150
        else:
            pg.t(50, 76, f"Account {acct} - continued", 8.5, color=GREY)
            y = 92
        table = [["Date", "Transaction details", "Withdrawals", "Deposits", "Balance"]]
        for d, det, amt in tx[k : k + per_page]:
            bal += dec(amt)
            a = dec(amt)
            table.append(
                [fdate(d, "d_mon_y"), det, money(-a) if a < 0 else "", money(a) if a > 0 else "", money(bal)]
            )
        y = pg.table(
            50,
            y,
            [62, 223, 70, 70, 70],
            table,
            8.5,
            rh=19,
            aligns=["l", "l", "r", "r", "r"],
            fill=LIGHT,
            grid=False,
        )
        if k + per_page >= len(tx):
            pg.t(545, y + 20, f"Closing balance {cur}{money(bal)}", 9.5, "hebo", "r")
    footer_pages(pages, "Page {i} of {n}", align="r")


def driving_licence(st: Stream, surname, given, dob, issued, expiry, number, addr):
    st.begin("other", "driving licence copy")
    pg = st.page(A4)
    x, y, w, h = 150, 140, 290, 184
    pg.rect(x, y, x + w, y + h, 0.8, GREY, fill=(0.88, 0.93, 0.88), radius=0.05)
    pg.t(x + 12, y + 22, "DRIVING LICENCE", 13, "hebo", color=(0.1, 0.35, 0.2))
    pg.t(x + w - 12, y + 22, "UK", 13, "hebo", "r", (0.1, 0.2, 0.6))
    pg.photo(x + 12, y + 34, x + 82, y + 124)
    rows = [
        ("1.", surname),
        ("2.", given),
        ("3.", f"{fdate(dob, 'dmy_dot')}  UNITED KINGDOM"),
        ("4a.", fdate(issued, "dmy_dot")),
        ("4b.", fdate(expiry, "dmy_dot")),
        ("4c.", "DVLA"),
        ("5.", number),
    ]
    for i, (k, v) in enumerate(rows):
        pg.t(x + 92, y + 44 + i * 15, k, 7.5, color=GREY)
        pg.t(x + 112, y + 44 + i * 15, v, 8.5, "hebo")
    pg.t(x + 92, y + 156, "8. " + addr, 7)
    pg.t(x + 12, y + 174, "9. AM/A/B1/B/f/k/l/p/q", 7.5)
    pg.t(297, 380, "Copy taken for right-to-drive check", 9, align="c", color=GREY)


def passport(st: Stream, surname, given, nat, dob, sex, pob, issued, expiry, number, code="GBR"):
    st.begin("other", "passport copy")
    pg = st.page(A4)
    x, y, w, h = 90, 200, 415, 290
    pg.rect(x, y, x + w, y + h, 0.8, GREY, fill=(0.93, 0.9, 0.95))
    pg.t(x + 14, y + 22, "PASSPORT", 11, "hebo")
    pg.t(x + 120, y + 22, f"Type/Type P    Code/Code {code}    Passport No. {number}", 8)
    pg.photo(x + 14, y + 40, x + 120, y + 180)
    rows = [
        ("Surname", surname),
        ("Given names", given),
        ("Nationality", nat),
        ("Date of birth", fdate(dob, "dd_mon_yy_up")),
        ("Sex", sex),
        ("Place of birth", pob),
        ("Date of issue", fdate(issued, "dd_mon_yy_up")),
        ("Date of expiry", fdate(expiry, "dd_mon_yy_up")),
    ]
    for i, (k, v) in enumerate(rows):
        pg.t(x + 135, y + 44 + i * 21, k, 6.5, color=GREY)
        pg.t(x + 135, y + 53 + i * 21, v, 9, "hebo")
    names = f"{surname}<<{given.replace(' ', '<')}".upper()
    l1 = f"P<{code}{names}".ljust(44, "<")[:44]
    l2 = f"{number}0{code}{dob:%y%m%d}0{sex[0]}{expiry:%y%m%d}0".ljust(42, "<") + "04"
    pg.t(x + 14, y + 250, l1, 9.5, "cour")
    pg.t(x + 14, y + 266, l2, 9.5, "cour")


def cash_receipt(
    st: Stream, shop, no, date, payer, amount, memo_text, method="Check #1187", cur="$", dfmt="mdy_slash"
):
    st.begin("other", "receipt")
    pg = st.page((612.0, 300.0))
    pg.rect(30, 24, 582, 276, 1.2)
    pg.t(48, 56, "RECEIPT", 22, "hebo")
    pg.t(564, 50, f"No. {no}", 11, "hebo", "r", (0.7, 0.1, 0.1))
    pg.t(564, 66, "Date: " + fdate(date, dfmt), 10, align="r")
    y = 104
    for k, v in (
        ("Received from", payer),
        ("The sum of", f"{cur}{money(amount)}"),
        ("For", memo_text),
        ("Paid by", method),
    ):
        pg.t(48, y, k, 10, "hebo")
        pg.t(160, y, v, 10.5)
        pg.line(158, y + 4, 564, y + 4, 0.4)
        y += 28
    pg.t(48, y + 20, shop["name"], 9.5, "hebo")
    pg.t(48, y + 32, ", ".join(shop["addr"]), 8.5)
    pg.t(400, y + 32, "Received by:", 9)
    pg.signature(460, y + 30, 70)
