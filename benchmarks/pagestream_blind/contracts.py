"""Contract generators: Chinese contracts with their variants and the English sales contract."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from common import BLACK, DB, KINDS, cn_small, dcn, dcn_num, dec, den, money, pool, rmb_upper, rows, words
from drawing import Flow, m, stamp, tw

# ----------------------------------------------------------------------------------------- contracts
CT_OPTS = dict(party="inline", pnum=None, amount=0, heads="tiao", sign="cols", top="right", cover=False)
CT_OPTS |= dict(sep_sign=False, stamps=True, person_b=False, cn_date=False, spaced=False, date_top=False)


def contract(doc, c, kind="purchase", **opt):
    """Chinese contract.  Options (CT_OPTS): party block inline / nextline / table, amount wording 0-2, clause
    numbering tiao / cn / arab, signature cols / stack, contract number right / under / header, the 科技部
    cover page, the signature on a page of its own, seals, an individual as party B, the date in Chinese
    numerals or printed at the top."""
    o, r = CT_OPTS | opt, c.r
    titles, la, lb, obj, prefix, inds = KINDS[kind]
    title, pa = r.choice(titles), c.company(inds=["物业管理", "商贸"] if kind == "lease" else None)
    pb = c.individual() if o["person_b"] else c.company(inds=inds)
    fs, d, months = r.choice([10.5, 11, 12]), c.date(), r.choice([12, 24, 36])  # 五号 .. 小四
    d1 = d + timedelta(days=r.randint(3, 20))
    d2 = date(d1.year + months // 12, d1.month, min(d1.day, 28)) - timedelta(days=1)
    nos = [f"HT-{d.year}-{r.randint(1, 999):04d}", f"{prefix}{d:%Y%m%d}{r.randint(1, 99):02d}"]
    no = r.choice([*nos, f"{prefix}-{d:%y%m}-{r.randint(1, 300):03d}"])
    table, rent = ct_table(r, kind), dec(r.randrange(40, 400) * 100)
    if table:
        amt = sum(Decimal(x[-1].replace(",", "")) for x in table)
    else:
        amt = rent * months if kind == "lease" else dec(r.randrange(30, 900) * 1000 + r.choice([0, 0, 500]))
    copies = r.choice(["贰", "肆"])
    v = dict(days=r.choice([15, 30, 45, 60]), site=c.address(pa["reg"]), warr=r.choice([12, 18, 24]), obj=obj)
    v |= dict(
        svc=r.choice(pool("ct_services")), sw=r.choice(pool("software")), equip=r.choice(pool("equipment"))
    )
    v |= dict(
        d1=dcn(d1, False), d2=dcn(d2, False), months=months, area=r.randint(80, 600), n=r.randint(4, 30)
    )
    v |= dict(rent=money(rent), rent_up=rmb_upper(rent), dep=money(rent * 2), pre=money(dec(amt * 3 / 10)))
    v |= dict(copies=copies, half="壹" if copies == "贰" else "贰", annex=DB[f"annex.{kind == 'lease'}"][0])
    ds = dcn_num(d) if o["cn_date"] else r.choice([dcn(d, False), dcn(d), d.isoformat()])
    header = (title, f"合同编号：{no}") if o["top"] == "header" else None
    f = Flow(doc, pnum=o["pnum"], header=header, mx=r.choice([72, 80, 90]))
    f.skip_first, f.lead = o["cover"], r.choice([1.8, 2.0, 2.2])  # Word's single .. 1.5 line spacing
    if o["top"] == "header":
        f.mark("contractNumber", no)
    if o["cover"]:
        cover_page(f, fs, no, title, pa, pb, ds, d, v)
    else:
        if o["top"] == "right":
            f.pg.t(f.x1, 66, f"合同编号：{no}", 10, align="r")
            f.mark("contractNumber", no)
        t = " ".join(title) if o["spaced"] else title
        f.text(t, 18, "c", bold=True, mark=m("contractTitle", title, t))
        if o["top"] == "under":
            f.text(f"合同编号：{no}", 10, "r", mark=m("contractNumber", no))
        if o["date_top"]:
            f.text(
                f"签订地点：{pa['reg'][3]}市　　签订日期：{ds}",
                10,
                "r",
                mark=m("signDate", d.isoformat(), ds),
            )
        f.y += 8
        parties(f, o["party"], fs, (la, pa), (lb, pb))
        f.text("　　" + DB["ct_preamble"][0].format(**v), fs)
    a1, a2 = money(amt), money(amt, False)
    style = rows("amount_styles")[3 if kind == "lease" else o["amount"]]
    sentence, printed = (x.format(up=rmb_upper(amt), a1=a1, a2=a2) for x in style)
    for k, (h, body) in enumerate(rows(f"clauses.{kind}") + rows("clauses.common"), 1):
        f.need(60)
        f.text(DB[f"heads.{o['heads']}"][0].format(n=cn_small(k), k=k, h=h), fs, bold=True)
        body = body.format(**v).replace("@CONF", DB["conf"][0]).replace("@BR", "\n")
        mk = m("contractAmount", a2, printed) if "@AMT" in body else None
        body = body.replace("@AMT", sentence)
        if body.replace("@TABLE", ""):
            f.text("　　" + body.replace("@TABLE", ""), fs, mark=mk)
        if "@TABLE" in body:
            head = ["序号", "名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"]
            xs, mk = [0, 32, 140, 230, 262, 300, 375, 451], m("contractAmount", a2, a1)
            f.table(xs, [head, *table, ["合计", "", "", "", "", "", a1]], 9.5, "cllccrr", mark=mk)
            f.y += 6
    dated = not (o["date_top"] or o["cover"])
    signatures(f, c, o["sign"], fs, pa, pb, d, ds, title, o["sep_sign"], o["stamps"], dated)
    return "contract", f.close()


def ct_table(r, kind):
    out = []
    if kind in ("purchase", "material"):
        for k, (nm, spec, unit, lo, hi) in enumerate(r.sample(rows(f"ct_items.{kind}"), r.randint(1, 3)), 1):
            q = r.randint(1, 6) if kind == "purchase" else r.choice([5, 10, 20, 50])
            p = dec(r.randrange(int(lo), int(hi)) // 100 * 100)
            out.append([k, nm, spec, unit, q, money(p), money(p * q)])
    return out


def cover_page(f: Flow, fs, no, title, pa, pb, ds, d, v):
    """The 科技部 technical-contract form: a cover with parties and signing date, clauses from page 2."""
    f.pg.t(f.x1, 100, f"合同编号：{no}", 10.5, align="r")
    f.pg.t(297, 260, title, 28, align="c", bold=True)
    lines = [
        ("项目名称", v["svc"]),
        ("委托方（甲方）", pa["name"]),
        ("受托方（乙方）", pb["name"]),
        ("签订时间", ds),
    ]
    for k, (lab, val) in enumerate(
        [*lines, ("签订地点", f"{pa['reg'][3]}市"), ("有效期限", f"{v['d1']}至{v['d2']}")]
    ):
        f.pg.kv(110, 400 + k * 38, f"{lab}：", val, 12, BLACK, width=385)
        f.pg.ln(110 + tw(f"{lab}：", 12), 405 + k * 38, 495, 405 + k * 38, 0.5)
    f.pg.t(297, 730, "中华人民共和国科学技术部印制", 12, align="c")
    for k, val in (("contractNumber", no), ("contractTitle", title), ("partyA", pa["name"])):
        f.mark(k, val)
    f.mark("partyB", pb["name"])
    f.mark("signDate", d.isoformat())
    f.new_page()
    f.text("　　" + DB["ct_cover_intro"][0].format(**v), fs)


def parties(f: Flow, style, fs, *sides):
    if style == "table":
        body = []
        for lab, who in sides:
            idl = "身份证号码" if who.get("person") else "统一社会信用代码"
            body += [[lab, who["name"]], [idl, who["tax"]], ["住所", who["addr"]], ["联系电话", who["tel"]]]
        marks = {**m("partyA", sides[0][1]["name"]), **m("partyB", sides[1][1]["name"])}
        f.table([0, 120, 451], body, fs - 0.5, "ll", head=False, mark=marks)
        f.y += 10
        return
    for fld, (lab, who) in zip(("partyA", "partyB"), sides, strict=True):
        if style == "nextline":  # label alone, the name on the next line
            f.text(f"{lab}：", fs, bold=True)
            f.text(who["name"], fs, indent=42, mark=m(fld, who["name"]))
        else:
            f.text(f"{lab}：{who['name']}", fs, mark=m(fld, who["name"]))
        if who.get("person"):
            f.text(f"身份证号码：{who['tax']}　　联系电话：{who['tel']}", fs)
        else:
            f.text(f"住所地：{who['addr']}\n法定代表人：{who['rep']}　　联系电话：{who['tel']}", fs)
        f.y += 6


def signatures(f: Flow, c, style, fs, pa, pb, d, ds, title, sep_sign, stamps, dated):
    r, seal = c.r, c.r.choice(["盖章", "公章", "签章"])
    if sep_sign:
        f.new_page()
        f.text(f"（本页无正文，为《{title}》之签署页）", fs, "c")
        f.y += 40
    else:
        f.need(150)
        f.y += 24
    if style == "cols":
        y, half = f.y, (f.x1 - f.x0) / 2
        for k, (lab, who) in enumerate((("甲方", pa), ("乙方", pb))):
            x = f.x0 + k * (half + 10)
            f.pg.t(x, y, f"{lab}（{'签字' if who.get('person') else seal}）：", fs)
            f.pg.t(x, y + 24, who["name"], fs, width=half - 14)
            if not who.get("person"):
                f.pg.t(x, y + 50, "法定代表人或授权代表：", fs)
                if stamps:
                    stamp(f.pg, x + 85, y + 20, who["name"], "合同专用章", 36)
            if dated:
                f.pg.t(x, y + 76, f"{r.choice(['日期', '签订日期'])}：{ds}", fs)
                f.mark("signDate", d.isoformat())
        f.y = y + 96
        return
    for lab, who in (("甲方", pa), ("乙方", pb)):
        f.need(90)
        y0 = f.y
        f.text(f"{lab}（{'签字' if who.get('person') else seal}）：{who['name']}", fs)
        f.text("法定代表人/委托代理人（签字）：", fs)
        if dated:
            f.text(f"日期：{ds}", fs, mark=m("signDate", d.isoformat(), ds))
        if stamps and not who.get("person"):
            stamp(f.pg, f.x0 + 180, y0 + 24, who["name"], "合同专用章", 36)
        f.y += 16


def ct_en(doc, c):
    """English sales contract between two companies in China, priced in RMB."""
    r = c.r
    pa, pb = c.fresh(lambda: r.choice(rows("en_fie"))), c.fresh(lambda: r.choice(rows("en_cn")))
    d, no = c.date(), f"SC{c.date():%Y}-{r.randint(100, 999)}"
    f = Flow(doc, pnum="en", font="helv")
    f.text("SALES CONTRACT", 16, "c", bold=True, mark=m("contractTitle", "SALES CONTRACT"))
    f.text(f"Contract No.: {no}", 10, "r", mark=m("contractNumber", no))
    f.text(f"Date: {den(d)}", 10, "r", mark=m("signDate", d.isoformat(), den(d)))
    f.text(f"Place of Signing: {pb[0].split()[0]}, China", 10, "r")
    f.y += 8
    for fld, lab, who in (("partyA", "Party A (Buyer)", pa), ("partyB", "Party B (Seller)", pb)):
        f.text(f"{lab}: {who[0]}", 10.5, bold=True, mark=m(fld, who[0]))
        f.text(f"Address: {who[1]}", 10)
    f.y += 6
    f.text(
        "Party A and Party B, through friendly negotiation, agree to enter into this Contract under the "
        "terms "
        "and conditions set forth below.",
        10,
    )
    table = []
    for k, (name, unit, lo, hi) in enumerate(r.sample(rows("en_goods"), 3), 1):
        q, p = r.randrange(100, 3000, 100), dec(r.randrange(int(lo) * 7, int(hi) * 7))
        table.append([k, name, f"{q} {unit}", money(p), money(p * q)])
    amt = sum(Decimal(x[-1].replace(",", "")) for x in table)
    mk = m("contractAmount", money(amt, False), money(amt))
    for k, (h, body) in enumerate(rows("en_articles"), 1):
        f.need(50)
        f.text(f"Article {k}  {h}", 10.5, bold=True)
        if body == "@TABLE":
            head = ["No.", "Description", "Quantity", "Unit Price (RMB)", "Amount (RMB)"]
            f.table(
                [0, 30, 230, 300, 370, 451],
                [head, *table, ["", "Total", "", "", money(amt)]],
                9,
                "clcrr",
                mark=mk,
            )
            f.y += 6
        else:
            f.text(body.format(amt=money(amt), words=words(int(amt))), 10, mark=mk)
    f.need(120)
    y = f.y + 24
    for k, (lab, who) in enumerate((("Party A", pa), ("Party B", pb))):
        x = f.x0 + k * 235
        f.pg.t(x, y, f"{lab}: (seal)", 10, "hebo")
        f.pg.t(x, y + 16, who[0], 9, "helv", width=220)
        f.pg.t(x, y + 46, "Authorized Signature: ____________", 9.5, "helv")
        f.pg.t(x, y + 70, f"Date: {den(d)}", 9.5, "helv")
    return "contract", f.close()
