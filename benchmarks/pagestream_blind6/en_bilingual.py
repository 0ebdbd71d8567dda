"""Bilingual (English / Chinese) contracts: consulting services agreement, trade sales contract."""

from decimal import Decimal

from kit import Flow
from kit_canvas import add_footers
from kit_values import amount_words, dec, dfmt, money


def _mul(q, p):
    return dec(Decimal(str(q)) * Decimal(str(p)))


def consulting_bilingual(st, d):
    """Bilingual title; explicit 'Party A 甲方' / 'Party B 乙方' labels; total price with words;
    monthly retainer distractor."""
    fld = st.fld
    f = Flow(st, font="dvserif", size=9.8, left=66, top=66, leading=1.5)
    f.title(fld("contractTitle", "CONSULTING SERVICES AGREEMENT"), size=15, font="dvserifb", gap=12)
    f.line("Contract No. 合同编号: " + fld("contractNumber", d["no"]), size=9.5, align="r", gap=22)
    f.table(
        [110, f.width - 110],
        [
            ["Party A 甲方", fld("partyA", d["a"])],
            ["Address 地址", d["a_addr"]],
            ["Party B 乙方", fld("partyB", d["b"])],
            ["Address 地址", d["b_addr"]],
        ],
        rowh=22,
        size=9.5,
        font="dvserif",
    )
    total = dec(d["retainer"] * d["months"])
    clauses = [
        (
            "1. Scope of Services 服务范围",
            "Party B shall provide Party A with market-entry consulting services for {}, "
            "including regulatory mapping, distributor screening and a go-to-market plan, as detailed in "
            "Appendix 1.".format(d["market"]),
        ),
        ("2. Term 期限", "From {} to {}.".format(d["start"], d["end"])),
        (
            "3. Fees 费用",
            "3.1 The consulting fee is USD {} per month (the monthly retainer), payable within fifteen days "
            "after "
            "receipt of Party B's invoice.  3.2 Total Contract Price: USD {} ({}).  3.3 Travel outside {} "
            "shall be "
            "reimbursed at cost upon Party A's prior written approval.".format(
                money(d["retainer"]),
                fld("contractAmount", money(total, False), money(total)),
                amount_words(total),
                d["city"],
            ),
        ),
        (
            "4. Deliverables 交付成果",
            "Monthly progress reports; an interim report at the end of month three; a final report "
            "and presentation within two weeks after the end of the Term.",
        ),
        (
            "5. Confidentiality 保密",
            "Each party shall keep confidential all non-public information of the other party and shall "
            "not disclose it to any third party without prior written consent, during the Term and for three "
            "years thereafter.",
        ),
        (
            "6. Termination 解除",
            "Either party may terminate this Agreement with thirty days' written notice. Fees for services "
            "rendered up to the termination date remain payable.",
        ),
        (
            "7. Governing Law and Disputes 法律适用与争议解决",
            "This Agreement is governed by the laws of the People's Republic of "
            "China. Disputes shall be submitted to {} for arbitration.".format(d["arb"]),
        ),
        (
            "8. Miscellaneous 其他",
            "This Agreement is made in Chinese and English; both versions are equally authentic. "
            "It takes effect upon signature and seal by both parties.",
        ),
    ]
    for head, body in clauses:
        f.need(9.8 * 1.5 * 3)
        f.p(head, indent=0, gap=0, font="dvserifb")
        f.p(body, indent=0, gap=6)
    f.brk()
    f.p("Signature Page 签署页", indent=0, gap=30, font="dvserifb")
    y = f.y
    for i, (lab, who, signer) in enumerate(
        (("Party A 甲方", d["a"], d["a_signer"]), ("Party B 乙方", d["b"], d["b_signer"]))
    ):
        x = f.left + i * 240
        c = f.c
        c.text(x, y, lab + " (Seal 盖章)", 10, "dvserifb")
        c.text(x, y + 16, who, 9, "dvserif")
        c.text(x, y + 60, "Authorized Signatory: __________", 9.5, "dvserif")
        c.text(x + 100, y + 54, signer, 14, "lserifi", (0.1, 0.1, 0.45))
        c.text(
            x,
            y + 80,
            "Date: "
            + (
                fld("signDate", d["date"].isoformat(), dfmt(d["date"], "long"))
                if i == 0
                else dfmt(d["date"], "long")
            ),
            9.5,
            "dvserif",
        )
        if d.get("seal_cn") and i == 0:
            c.stamp(x + 90, y + 40, 36, d["seal_cn"], "★", "")
    f.brk()
    f.title("Appendix 1 - Scope of Work  附件一：工作范围", size=13, font="dvserifb", gap=14)
    rows = [["Phase 阶段", "Activities 工作内容", "Timing 时间"]] + [list(r) for r in d["phases"]]
    f.table(
        [110, f.width - 210, 100],
        rows,
        rowh=38,
        size=8.8,
        font="dvserif",
        aligns=["l", "l", "l"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    f.p(
        "Team: one engagement director (20%), one senior consultant (100%), one analyst (100%). Out-of-scope "
        "requests "
        "are charged at USD 180.00 per consultant hour upon Party A's written approval.",
        indent=0,
    )
    return f


def sales_contract_bilingual(st, d):
    """Trade 销售合同 with 卖方 The Seller first (no 甲乙), date at top, total value line."""
    fld = st.fld
    f = Flow(st, font="dvs", size=9.2, left=56, top=60, leading=1.5)
    f.title(fld("contractTitle", "销售合同", "销 售 合 同"), size=20, font="zh", gap=18)
    c = f.c
    c.text(f.right, f.y, "合同号 Contract No.: " + fld("contractNumber", d["no"]), 9.5, "zh", align="r")
    c.text(
        f.right,
        f.y + 14,
        "日期 Date: " + fld("signDate", d["date"].isoformat(), dfmt(d["date"], "iso")),
        9.5,
        "zh",
        align="r",
    )
    c.text(f.right, f.y + 28, "签约地点 Signed at: " + d["place"], 9.5, "zh", align="r")
    f.y += 44
    f.table(
        [110, f.width - 110],
        [
            ["卖方 The Seller:", fld("partyA", d["seller"])],
            ["地址 Address:", d["seller_addr"]],
            ["买方 The Buyer:", fld("partyB", d["buyer"])],
            ["地址 Address:", d["buyer_addr"]],
        ],
        rowh=20,
        size=9,
        font="dvs",
    )
    f.p(
        "兹经买卖双方同意按下列条款成交：The undersigned Seller and Buyer have agreed to close the following "
        "transaction "
        "according to the terms and conditions stipulated below:",
        indent=0,
        gap=6,
    )
    rows = [
        ["货物名称及规格\nCommodity & Specification", "数量\nQuantity", "单价\nUnit Price", "金额\nAmount"]
    ]
    total = dec(0)
    for g, q, unit, p in d["goods"]:
        a = _mul(q, p)
        total += a
        rows.append([g, f"{q} {unit}", "USD " + money(p), "USD " + money(a)])
    rows.append(
        [
            "总值 Total Value ({})".format(d["incoterm"]),
            "",
            "",
            "USD " + fld("contractAmount", money(total, False), money(total)),
        ]
    )
    f.table(
        [230, 80, 90, f.width - 400],
        rows,
        rowh=[30] + [20] * (len(rows) - 1),
        size=8.8,
        font="dvs",
        aligns=["l", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    f.p(amount_words(total), indent=0, font="dvsb")
    terms = [
        ("包装 Packing:", "Export standard cartons on fumigated pallets."),
        ("唛头 Shipping Marks:", "At Seller's option."),
        ("装运期 Time of Shipment:", d["ship"]),
        ("装运港及目的港 Ports:", "From {} to {}, transshipment allowed.".format(d["pol"], d["pod"])),
        ("付款条件 Terms of Payment:", "30% T/T in advance, 70% T/T against copy of B/L."),
        ("保险 Insurance:", "To be covered by the Buyer."),
        (
            "品质/数量异议 Quality/Quantity Discrepancy:",
            "Claims shall be filed within 30 days after arrival of the goods "
            "at the port of destination, supported by an inspection report of a recognized surveyor.",
        ),
        (
            "不可抗力 Force Majeure:",
            "The Seller shall not be held responsible for delay in shipment or non-delivery due to "
            "force majeure.",
        ),
        (
            "仲裁 Arbitration:",
            "Any dispute shall be submitted to China International Economic and Trade Arbitration "
            "Commission for arbitration in accordance with its rules.",
        ),
    ]
    for k, v in terms:
        f.p(k + " " + v, indent=0, gap=2)
    f.space(16)
    f.need(90)
    y = f.y
    for i, (lab, who) in enumerate((("卖方 THE SELLER", d["seller"]), ("买方 THE BUYER", d["buyer"]))):
        x = f.left + i * 250
        f.c.text(x, y, lab, 10, "zh", bold=True)
        f.c.text(x, y + 16, who, 9, "dvs")
        f.c.text(x, y + 60, "Signature: ________________", 9.5, "dvs")
    f.c.stamp(f.left + 110, y + 35, 36, d["seller_cn"], "★", "")
    add_footers(st, len(st.segments) - 1, "Page {i}/{n}", font="dvs")
    return f
