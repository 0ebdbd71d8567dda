"""English contracts II: software licence (cover page, schedules), settlement agreement."""

from en_clauses import EN_BOILER, sec
from flow import Flow, en_footer, running_header
from fmt import dec, dfmt, money
from pdfkit import GREY, Builder


def licence(b: Builder, scan=None):
    s = b.seg("contract", "en_software_licence")
    ref, sign = "SLA/2023/044", "2023-06-14"
    pa, pb = "NORTHWIND ANALYTICS LIMITED", "CALDER & FINCH SOLICITORS LLP"
    fl = Flow(
        s,
        f="tiro",
        sz=11,
        scan=scan,
        header=running_header("Software Licence Agreement", "tiro", 8.5, right="Ref: " + ref),
        footer=en_footer("", "{i}", f="tiro", rule=False, skip_first=True),
        lead=1.5,
    )
    pg = fl.new_page()
    pg.t(297, 150, "DATED  " + dfmt(sign, "dmy"), "tibo", 13, al="c", fld=("signDate", sign))
    pg.t(297, 230, "(1)  " + pa, "tibo", 13, al="c", fld=("partyA", pa))
    pg.t(297, 262, "(2)  " + pb, "tibo", 13, al="c", fld=("partyB", pb))
    pg.line(150, 330, 445, 330, 0.8)
    pg.t(
        297,
        370,
        "SOFTWARE LICENCE AGREEMENT",
        "tibo",
        20,
        al="c",
        fld=("contractTitle", "SOFTWARE LICENCE AGREEMENT"),
    )
    pg.t(297, 396, "for the Northwind Matter Insight platform", "tiit", 12, al="c")
    pg.line(150, 420, 445, 420, 0.8)
    pg.t(297, 700, "Ref: " + ref, "tiro", 10, al="c", fld=("contractNumber", ref))
    pg.t(297, 716, "Draft agreed by both parties", "tiit", 9, GREY, al="c")
    fl.new_page()
    fl.p("THIS AGREEMENT is dated " + dfmt(sign, "dmy") + ".", indent=0)
    fl.p("PARTIES", indent=0)
    fl.p(
        "(1) "
        + pa
        + (
            " incorporated and registered in England and Wales with company number "
            "09876543 whose registered office is at 3 Hardman Square, Manchester "
            "M3 3EB (the Licensor)."
        ),
        indent=0,
    )
    fl.p(
        "(2) "
        + pb
        + (
            " a limited liability partnership registered in England and Wales with "
            "number OC412877 whose registered office is at 40 Park Row, Leeds LS1 "
            "5JP (the Licensee)."
        ),
        indent=0,
    )
    fl.p("BACKGROUND", indent=0)
    fl.p(
        (
            "(A) The Licensor owns the software described in Schedule 1. (B) The "
            "Licensee wishes to use the software in its legal practice and the "
            "Licensor has agreed to grant a licence on the terms of this agreement."
        ),
        indent=0,
    )
    sec(
        fl,
        "1. Definitions",
        (
            "In this agreement Authorised Users means the employees and partners "
            "of the Licensee named in accordance with Schedule 1; Licence Fee "
            "means the fee set out in Schedule 2; and Software means the software "
            "set out in Schedule 1 in object code form, including any updates "
            "supplied by the Licensor."
        ),
    )
    sec(
        fl,
        "2. Licence",
        (
            "In consideration of the Licence Fee the Licensor grants the Licensee "
            "a non-exclusive, non-transferable, perpetual licence to use the "
            "Software for its internal business purposes by up to the number of "
            "Authorised Users stated in Schedule 1."
        ),
    )
    sec(
        fl,
        "3. Fees",
        (
            "The Licensee shall pay the Licence Fee in accordance with Schedule 2. "
            "All sums are exclusive of VAT, which the Licensee shall pay in "
            "addition at the applicable rate."
        ),
    )
    sec(
        fl,
        "4. Support",
        (
            "During any period for which the annual support fee has been paid the "
            "Licensor shall provide the support services described in Schedule 2, "
            "including a response to priority one incidents within four business "
            "hours."
        ),
    )
    sec(
        fl,
        "5. Warranties",
        (
            "The Licensor warrants that for ninety days from installation the "
            "Software will perform substantially in accordance with its "
            "documentation. The Licensee's sole remedy for breach of this warranty "
            "is correction or replacement."
        ),
    )
    sec(
        fl,
        "6. Limitation of liability",
        (
            "Neither party's total liability in contract, tort or otherwise "
            "arising in connection with this agreement shall exceed the Licence "
            "Fee. Neither party excludes liability for death or personal injury "
            "caused by negligence or for fraud."
        ),
    )
    sec(
        fl,
        "7. Term and termination",
        (
            "Either party may terminate this agreement on written notice if the "
            "other commits a material breach which is not remedied within thirty "
            "days. On termination the Licensee shall cease use of the Software."
        ),
    )
    sec(
        fl,
        "8. Confidentiality",
        (
            "Each party shall keep confidential all information of the other party "
            "which it receives under this agreement and shall not use it except to "
            "perform its obligations. This clause does not apply to information "
            "that is or becomes public other than through breach of this agreement."
        ),
    )
    sec(
        fl,
        "9. Data protection",
        (
            "To the extent the Licensor processes personal data on behalf of the "
            "Licensee in providing support, it shall do so only on the Licensee's "
            "documented instructions and in accordance with the data processing "
            "terms in Schedule 3."
        ),
    )
    sec(
        fl,
        "10. Intellectual property",
        (
            "All intellectual property rights in the Software belong to the "
            "Licensor. The Licensee shall not copy, modify, decompile or reverse "
            "engineer the Software except as permitted by law."
        ),
    )
    sec(
        fl,
        "11. Escrow",
        (
            "At the Licensee's request and cost the Licensor shall deposit the "
            "source code of the Software with an independent escrow agent on the "
            "agent's standard single licensee terms."
        ),
    )
    sec(
        fl,
        "12. General",
        [EN_BOILER["assign"], EN_BOILER["force"], EN_BOILER["entire"], EN_BOILER["sever"], EN_BOILER["law"]],
        law="England and Wales",
        court="England and Wales",
    )
    pg = fl.new_page()
    fl.h("Schedule 1  The Software", 12, al="l", gap=2)
    fl.p(
        (
            "Northwind Matter Insight, version 6.2, comprising the matter "
            "analytics dashboard, time-recording connector and document "
            "classification module. Number of Authorised Users: 45 named users."
        ),
        indent=0,
    )
    fl.h("Schedule 2  Fees", 12, al="l", gap=6)
    lines = [
        ("Perpetual licence, 45 named users", dec("38250")),
        ("Implementation and data migration services", dec("10250")),
    ]
    total = sum((v for _, v in lines), dec(0))
    s.sum("licence fee", [v for _, v in lines], total)
    rows = [[a, "GBP " + money(v)] for a, v in lines] + [
        [("Total Licence Fee"), ("GBP " + money(total), ("contractAmount", str(total)))]
    ]
    fl.y = (
        pg.table(
            fl.ml, fl.y + 4, [300, 140], rows, "tiro", 10.5, 20, al="lr", head=["Item", "Amount"], hf="tibo"
        )
        + 10
    )
    fl.p(
        (
            "Annual support fee: GBP 7,650.00 per annum, payable yearly in advance "
            "from the first anniversary of installation. The Licence Fee is "
            "payable 50% on signature and 50% on acceptance."
        ),
        indent=0,
    )
    pg = fl.new_page()
    pg.t(
        70, 110, "This agreement has been entered into on the date stated at the beginning of it.", "tiro", 11
    )
    y = 170
    for who, signer, title_ in [
        (pa, "Helen Brierley", "Director"),
        (pb, "Thomas Calder", "Designated Member"),
    ]:
        pg.t(70, y, "Signed by " + signer, "tiro", 11)
        pg.t(70, y + 15, "for and on behalf of " + who, "tiro", 11)
        pg.line(330, y + 12, 520, y + 12, 0.5)
        pg.sign(340, y + 10, 110, 26, key=signer)
        pg.t(330, y + 26, title_, "tiro", 10)
        y += 110
    fl.finish()
    return s


def settlement(b: Builder, scan=None):
    s = b.seg("contract", "en_settlement")
    sign = "2024-03-28"
    pa, pb = "Kestrel Marine Services Inc.", "Oduya Fabrication LLC"
    fl = Flow(
        s,
        f="tiro",
        sz=11,
        w=612,
        h=792,
        scan=scan,
        footer=en_footer("", "Page {i} of {n}", f="tiro", rule=False),
        lead=1.5,
    )
    fl.new_page()
    fl.y = 70
    fl.h(
        "SETTLEMENT AGREEMENT AND MUTUAL RELEASE",
        14,
        fld=("contractTitle", "SETTLEMENT AGREEMENT AND MUTUAL RELEASE"),
        gap=12,
    )
    fl.p(
        'This Settlement Agreement and Mutual Release ("Agreement") is entered into as of '
        + dfmt(sign, "mdy")
        + ", by and between "
        + pa
        + ', a Washington corporation ("Kestrel"), and '
        + pb
        + ', an Oregon limited liability company ("Oduya").',
        fld=[("signDate", sign), ("partyA", pa), ("partyB", pb)],
    )
    fl.p("RECITALS", indent=0)
    fl.p(
        "A. Kestrel and Oduya were parties to a fabrication purchase order "
        "dated June 2, 2023 for the supply of aluminium deck modules (the "
        '"Purchase Order").'
    )
    fl.p(
        "B. A dispute arose concerning delivery delays and alleged defects, "
        "and Kestrel filed an action in the Superior Court of Washington for "
        'King County, Case No. 23-2-19876-1 SEA (the "Action").'
    )
    fl.p(
        "C. The parties wish to resolve the Action and all related claims "
        "without further litigation and without any admission of liability."
    )
    fl.p("NOW, THEREFORE, the parties agree as follows:", indent=0)
    total, i1, i2 = dec("125000"), dec("75000"), dec("50000")
    s.sum("installments", [i1, i2], total)
    words = s.word("en:Dollars:plain", total).replace(" Dollars", "")
    sec(
        fl,
        "1. Settlement Payment.",
        "Oduya shall pay to Kestrel the total sum of "
        + words
        + " Dollars (US$"
        + money(total)
        + ') (the "Settlement Amount") in two installments: (a) $'
        + money(i1)
        + " within ten (10) business days after the Effective Date; and (b) $"
        + money(i2)
        + " on or before June 30, 2024.",
    )
    fl.pg.fld("contractAmount", str(total), money(total))
    sec(
        fl,
        "2. Dismissal.",
        (
            "Within five (5) business days after receipt of the final installment, "
            "Kestrel shall file a stipulated dismissal of the Action with "
            "prejudice, each party to bear its own attorneys' fees and costs."
        ),
    )
    sec(
        fl,
        "3. Mutual Release.",
        (
            "Except for the obligations created by this Agreement, each party "
            "releases the other and its officers, members, employees and insurers "
            "from all claims, known or unknown, arising out of or relating to the "
            "Purchase Order or the Action."
        ),
    )
    sec(
        fl,
        "4. No Admission.",
        (
            "This Agreement is a compromise of disputed claims and is not an "
            "admission of liability or wrongdoing by any party."
        ),
    )
    sec(
        fl,
        "5. Confidentiality.",
        (
            "The terms of this Agreement are confidential and shall not be "
            "disclosed except to the parties' attorneys, accountants, insurers and "
            "as required by law."
        ),
    )
    sec(
        fl,
        "6. Governing Law.",
        EN_BOILER["law"],
        law="the State of Washington",
        court="King County, Washington",
    )
    sec(fl, "7. Entire Agreement; Counterparts.", [EN_BOILER["entire"], EN_BOILER["counter"]])
    pg = fl.new_page()
    y = 110
    for who, signer, title_ in [(pa, "Daniel Rourke", "President"), (pb, "Adaeze Oduya", "Managing Member")]:
        pg.t(64, y, who.upper(), "tibo", 11)
        pg.sign(70, y + 40, 120, 28, key=signer)
        pg.line(64, y + 44, 300, y + 44, 0.5)
        pg.t(64, y + 58, "By: " + signer + ", " + title_, "tiro", 10.5)
        pg.t(360, y + 40, dfmt(sign, "us"), "tiro", 11)
        pg.line(350, y + 44, 500, y + 44, 0.5)
        pg.t(360, y + 58, "Date", "tiro", 10.5)
        y += 130
    pg.t(64, y + 10, "APPROVED AS TO FORM:", "tibo", 10)
    pg.t(64, y + 26, "Counsel for Kestrel: Whitcomb Lane PLLC", "tiro", 10)
    pg.t(64, y + 40, "Counsel for Oduya: Brandt & Okafor LLP", "tiro", 10)
    fl.finish()
    return s
