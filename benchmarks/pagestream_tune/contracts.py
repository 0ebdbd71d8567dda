"""Contract generators for make_streams.py (Chinese and English)."""

from __future__ import annotations

import pymupdf
from common import (
    BLUE,
    cn_date,
    cn_num,
    digits,
    en_dmy,
    en_long,
    en_words,
    make_items,
    money,
    rmb_upper,
    rnd_date,
    say_usd,
)
from drawing import Flow, Stream
from invoices import goods_rows
from texts import CN_COMPANIES, CN_EXPORTERS, CN_PEOPLE, EN_COMPANIES, EN_PEOPLE, GOODS, SERVICES
from texts_contracts import CONTRACT_KINDS, EN_CONTRACT_CLAUSES, EN_SERVICE_CLAUSES, GENERIC_CLAUSES


def short_label(lab: str) -> str:
    return next((x for x in ("甲方", "乙方") if x in lab), lab.split("（")[0])


def contract_cn(st: Stream, kind="purchase", parties="lines", amount="clause", sign="block", number=True,
                pn="cn", clauses=6, title=None, a=None, b=None, header=False):  # fmt: skip
    rng, k = st.rng, CONTRACT_KINDS[kind]
    a, b = a or rng.choice(CN_COMPANIES), b or rng.choice(CN_COMPANIES)
    while a == b:
        b = rng.choice(CN_COMPANIES)
    subject, d, title = rng.choice(k["subject"]), rnd_date(rng), title or k["title"]
    la, lb = k["labels"]
    st.begin("contract")
    fl = Flow(st, size=12, lh=1.8, header=f"{a[0]}　合同文本" if header else None)
    cno = rng.choice([f"HT-{d.year}-{digits(rng, 4)}", f"{rng.choice('CXJF')}"
                                                       f"G{d.year}{d.month:02d}{digits(rng, 3)}",
                      f"No.{d.year}-{kind[:2].upper()}-{digits(rng, 3)}"])  # fmt: skip
    if number:
        fl.cv.text(523, 60, f"合同编号：{cno}", 9.5, align="r")
        st.field("contractNumber", cno)
    fl.gap(18)
    fl.para(title, 18, 0, True, "c", 14)
    st.field("contractTitle", title)
    people = rng.sample(CN_PEOPLE, 6)
    if parties == "table":
        rows = [["", la, lb], ["名称", a[0], b[0]], ["住所", a[1], b[1]],
                ["法定代表人", people[0], people[1]], ["联系电话", a[2], b[2]], ["开户银行", a[3], b[3]],
                ["账号", digits(rng, 19), digits(rng, 19)]]  # fmt: skip
        fl.table([70, 190, 191], rows, 20, 8.5, "lll")
        pa, pb = fl.st.pno, fl.st.pno
    elif parties == "intro":
        sa, sb = short_label(la), short_label(lb)
        pa = pb = fl.para(f"本合同由{a[0]}（以下简称“{sa}”）与{b[0]}（以下简称“{sb}”）签订。")
    else:
        pa = fl.para(f"{la}：{a[0]}", indent=0, gap=0, bold=True)
        fl.para(f"住所地：{a[1]}", indent=0, gap=0)
        fl.para(f"法定代表人：{people[0]}　　联系电话：{a[2]}", indent=0, gap=8)
        pb = fl.para(f"{lb}：{b[0]}", indent=0, gap=0, bold=True)
        fl.para(f"住所地：{b[1]}", indent=0, gap=0)
        fl.para(f"法定代表人：{people[1]}　　联系电话：{b[2]}", indent=0, gap=8)
    st.field("partyA", a[0], pa)
    st.field("partyB", b[0], pb)
    fl.para(k["intro"].format(subject=subject))
    body = [(h, t.format(subject=subject)) for h, t in k["clauses"]]
    lo, hi = {"software": (8, 60), "construction": (50, 300), "loan": (100, 500), "lease": (20, 90)}.get(
        kind, (5, 40)
    )
    total = rng.randint(lo, hi) * 1000000 if kind != "purchase" else 0
    n = 0
    for h, t in body[:2]:
        n += 1
        fl.para(f"第{cn_num(n)}条　{h}", indent=0, bold=True, gap=0)
        fl.para(t)
    n += 1
    if amount == "table":
        fl.para(f"第{cn_num(n)}条"
                f"　{'工程量清单及合同价款' if kind == 'construction' else '标的、数量及价款'}",
                indent=0, bold=True, gap=2)  # fmt: skip
        items = make_items(
            rng, GOODS if kind != "construction" else SERVICES[6:7] + GOODS[5:6] + GOODS[11:], 3
        )
        rows, total = [["序号", "名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"]], 0
        for j, it in enumerate(items, 1):
            p = round(it["price"] * (100 + it["rate"]) / 100)
            total += p * it["qty"]
            rows.append(
                [
                    j,
                    it["name"].split("*")[-1],
                    it["spec"],
                    it["unit"],
                    it["qty"],
                    money(p),
                    money(p * it["qty"]),
                ]
            )
        rows.append(["合计", "", "", "", "", "", money(total)])
        pg = fl.table([30, 125, 85, 35, 45, 65, 66], rows, 19, 8.5, "cllccrr")
        fl.para(f"合同总价款为人民币（大写）{rmb_upper(total)}，上述价格为含税价，含运输、安装及调试费用。")
    else:
        fl.para(f"第{cn_num(n)}条　合同价款及支付方式", indent=0, bold=True, gap=0)
        if kind == "lease":
            monthly = total // 24 // 10000 * 10000
            total = monthly * 24
            txt = (f"租金标准为每月人民币{money(monthly)}元，"
                   f"租赁期内租金总额为人民币（大写）{rmb_upper(total)}（¥{money(total)}）。")  # fmt: skip
            fig = f"¥{money(total)}"
        elif kind == "entrust":
            txt, fig = (
                f"技术服务费总额为人民币{money(total)}元（大写：{rmb_upper(total)}），含6%增值税。",
                money(total),
            )
        else:
            noun = {"loan": "借款金额", "construction": "签约合同价"}.get(kind, "本合同总金额")
            txt, fig = (
                f"{noun}为人民币（大写）{rmb_upper(total)}（小写：¥{money(total)}）。",
                f"¥{money(total)}",
            )
        pg = fl.para(txt, mark=fig)
    st.field("contractAmount", money(total, False), pg)
    if kind != "loan":
        p1, p2 = total * 3 // 10, total * 6 // 10
        fl.para(f"{short_label(la)}按以下方式付款：（1）本合同生效后十个工作日内支付合同总价的30%，"
                f"计人民币{money(p1)}元；"
                f"（2）验收合格后十个工作日内支付60%，计人民币{money(p2)}元；"
                f"（3）余款计人民币{money(total - p1 - p2)}元"
                f"作为质量保证金，于质保期满且无质量问题后无息支付。")  # fmt: skip
    for h, t in body[2:] + GENERIC_CLAUSES[:clauses]:
        n += 1
        fl.para(f"第{cn_num(n)}条　{h}", indent=0, bold=True, gap=0)
        fl.para(t)
    if sign == "place":
        city = b[1][:2] if rng.random() < 0.5 else a[1][:2]
        st.field("signDate", d.isoformat(), fl.para(f"本合同于{cn_date(d, False)}在{city}签订。"))
    fl.para("（以下无正文）", indent=0, align="c", gap=10)
    fl.need(150)
    cv, y = fl.cv, fl.y + 10
    for x, lab, comp, rep in ((72, la, a, people[2]), (310, lb, b, people[3])):
        cv.text(x, y, f"{lab}（盖章）：", 10.5)
        cv.text(x, y + 20, comp[0], 9.5)
        cv.seal(x + 95, y + 40, comp[0])
        cv.text(x, y + 70, "法定代表人或授权代表（签字）：", 9.5)
        cv.text(x + 40, y + 92, rep, 15, BLUE)
        cv.text(
            x, y + 118, f"日期：{cn_date(d, False)}" if sign == "block" else "日期：　　年　　月　　日", 10
        )
    if sign == "block":
        st.field("signDate", d.isoformat())
    st.end(pn)


def contract_en(st: Stream, kind="sales"):
    rng = st.rng
    d = rnd_date(rng)
    st.begin("contract")
    fl = Flow(st, size=11.5, lh=1.55)
    if kind == "sales":
        a, b = rng.choice(CN_EXPORTERS), rng.choice(EN_COMPANIES)
        title, cno = "SALES CONTRACT", f"SC{str(d.year)[2:]}{rng.choice(['HT', 'NB', 'SZ'])}{digits(rng, 4)}"
        fl.para(title, 18, 0, True, "c", 10)
        for ln in (f"Contract No.: {cno}", f"Date: {en_long(d)}", "Signed at: Ningbo, China"):
            fl.para(ln, 10, 0, gap=0, x0=340)
        fl.gap(10)
        fl.para(f"The Seller: {a[0]}", indent=0, bold=True, gap=0)
        fl.para("Address: " + ", ".join(a[1]), indent=0, gap=6)
        fl.para(f"The Buyer: {b[0]}", indent=0, bold=True, gap=0)
        fl.para("Address: " + ", ".join(b[1]), indent=0, gap=8)
        fl.para("This Contract is made by and between the Buyer and the Seller, whereby the Buyer agrees "
                "to buy and "
                "the Seller agrees to sell the under-mentioned commodity according to the terms and "
                "conditions "
                "stipulated below:", indent=0)  # fmt: skip
        rows, total = goods_rows(rng, rng.randint(2, 4))
        rows.append(["", "TOTAL CONTRACT VALUE", "", "", "", f"USD {money(total)}"])
        pg = fl.table([30, 185, 60, 40, 70, 66], rows, 19, 8.5, "clrcrr")
        fl.para(say_usd(total), 9, 0, True)
        clauses = EN_CONTRACT_CLAUSES
        sig = ("THE SELLER", a[0], "THE BUYER", b[0])
    else:
        a, b = EN_COMPANIES[9], rng.choice(EN_COMPANIES[:3] + EN_COMPANIES[4:6])
        title, cno = "SOFTWARE MAINTENANCE AND SUPPORT AGREEMENT", f"KS-{d.year}-{digits(rng, 4)}"
        fl.para(f"Agreement No. {cno}", 9, 0, align="l", x0=380, gap=10)
        fl.para(title, 15, 0, True, "c", 12)
        fl.para(f"This Agreement is made on {en_dmy(d)} between:", indent=0)
        fl.para(f"(1) {a[0]}, a company incorporated in Scotland whose registered office is "
                f"at {', '.join(a[1])} "
                '(the "Provider"); and', indent=0)  # fmt: skip
        fl.para(
            f'(2) {b[0]}, whose principal place of business is at {", ".join(b[1])} (the "Customer").',
            indent=0,
        )
        total = rng.randint(36, 96) * 100000
        pg = fl.para(f"Fees. The Customer shall pay the Provider an annual fee of USD {money(total)} (US "
                     "Dollars "
                     f"{en_words(total // 100).title()} only), invoiced quarterly in advance and payable "
                     "within thirty "
                     "(30) days of the invoice date.", indent=0, mark=money(total))  # fmt: skip
        clauses = [*EN_SERVICE_CLAUSES,
                   ("Termination", "Either party may terminate this Agreement by giving ninety (90) days' "
                                   "written "
                    "notice to the other party, or immediately if the other party commits a material "
                    "breach which "
                    "is not remedied within thirty (30) days of written notice requiring it to be remedied."),
                   ("Notices", "Any notice under this Agreement shall be in writing and delivered by hand, "
                               "courier "
                    "or email to the addresses set out above, and shall be deemed received on the next "
                    "business day."),
                   ("Entire Agreement", "This Agreement, together with its Schedules, constitutes the entire "
                    "agreement between the parties and supersedes all prior negotiations, representations "
                    "and "
                    "understandings, whether written or oral.")]  # fmt: skip
        sig = (
            "Signed for and on behalf of the PROVIDER",
            a[0],
            "Signed for and on behalf of the CUSTOMER",
            b[0],
        )
    st.field("contractNumber", cno, st.segments[-1]["start_page"])
    st.field("contractTitle", title, st.segments[-1]["start_page"])
    st.field("partyA", a[0], st.segments[-1]["start_page"])
    st.field("partyB", b[0], st.segments[-1]["start_page"])
    st.field("contractAmount", money(total, False), pg)
    st.field("signDate", d.isoformat(), st.segments[-1]["start_page"])
    for i, (h, t) in enumerate(clauses, 1):
        fl.para(f"{i}. {h}", indent=0, bold=True, gap=0)
        fl.para(t, indent=0)
    fl.need(140)
    cv, y = fl.cv, fl.y + 20
    for x, lab, name in ((72, sig[0], sig[1]), (310, sig[2], sig[3])):
        cv.para(x, y, 210, lab, 9, bold=True)
        cv.para(x, y + 28, 210, name, 9)
        cv.text(x + 20, y + 80, rng.choice(EN_PEOPLE), 14, BLUE, font=pymupdf.Font("tiit"))
        cv.line(x, y + 86, x + 200, y + 86, 0.5)
        cv.text(x, y + 98, "Name / Title", 8.5)
    st.end("en")
