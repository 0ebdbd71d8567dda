"""English contracts III: equipment lease (boxed party blocks), distribution agreement (appendices)."""

from en_clauses import EN_BOILER, sec
from flow import Flow, en_footer
from fmt import dec, dfmt, money
from pdfkit import GREY, Builder


def equipment_lease(b: Builder, scan=None):
    s = b.seg("contract", "en_equipment_lease")
    no, sign = "EL-55821", "2023-08-14"
    pa, pb = "Summit Ridge Equipment Finance, Inc.", "Bluewater Print Works LLC"
    fl = Flow(
        s,
        f="helv",
        sz=10.5,
        w=612,
        h=792,
        scan=scan,
        footer=en_footer("Lease No. " + no, "Page {i} of {n}"),
        margin=(54, 60, 54, 64),
        lead=1.45,
    )
    pg = fl.new_page()
    pg.rect(54, 40, 558, 84, 0, None, fill=(0.12, 0.22, 0.38))
    pg.t(
        64,
        68,
        "EQUIPMENT LEASE AGREEMENT",
        "hebo",
        17,
        (1, 1, 1),
        fld=("contractTitle", "EQUIPMENT LEASE AGREEMENT"),
    )
    pg.t(548, 60, "Lease No.", "helv", 8, (1, 1, 1), al="r")
    pg.t(548, 74, no, "hebo", 11, (1, 1, 1), al="r", fld=("contractNumber", no))
    pg.t(54, 104, "Date of Agreement:", "hebo", 9)
    pg.t(140, 104, dfmt(sign, "mdy"), "helv", 9, fld=("signDate", sign))
    y = 118
    for x, role, name, lines, fld in [
        (
            54,
            "LESSOR",
            pa,
            ["2200 Ross Avenue, Suite 3100", "Dallas, TX 75201", "Tel (214) 555-0190"],
            "partyA",
        ),
        (310, "LESSEE", pb, ["618 Harbor Way", "Tacoma, WA 98421", "Federal Tax ID 91-2288410"], "partyB"),
    ]:
        pg.rect(x, y, x + 248, y + 70, 0.7)
        pg.rect(x, y, x + 248, y + 15, 0, None, fill=(0.88, 0.9, 0.94))
        pg.t(x + 5, y + 11, role, "hebo", 8.5)
        pg.t(x + 5, y + 29, name, "hebo", 10, fld=(fld, name))
        for i, ln in enumerate(lines):
            pg.t(x + 5, y + 42 + 10 * i, ln, "helv", 8.5)
    fl.y = y + 86
    fl.h("EQUIPMENT SCHEDULE", 10, al="l", gap=6)
    eq = [
        ["1", "Heidelberg Speedmaster SX 52 offset press, 4-colour", "SX52-4-418873", "Tacoma plant"],
        ["1", "Polar 78 guillotine cutter", "P78-2019-06612", "Tacoma plant"],
        ["2", "Horizon SPF-200A booklet maker", "HZ-200A-7731 / 7732", "Tacoma plant"],
    ]
    fl.y = (
        pg.table(
            54,
            fl.y,
            [34, 250, 130, 90],
            eq,
            "helv",
            8.5,
            17,
            al="clll",
            head=["Qty", "Description", "Serial No.", "Location"],
            hfill=(0.88, 0.9, 0.94),
            hf="hebo",
        )
        + 10
    )
    monthly, months, total = dec("2450"), 36, dec("88200")
    s.sum("36 x rent", [monthly] * months, total)
    rows = [
        ["Lease Term", "36 months"],
        ["Monthly Rent", "$" + money(monthly) + " plus applicable sales tax"],
        ["Total of Lease Payments", ("$" + money(total), ("contractAmount", str(total)))],
        ["Security Deposit", "$4,900.00"],
        ["Purchase Option", "$1.00 at end of term"],
    ]
    fl.y = pg.table(54, fl.y, [160, 344], rows, "helv", 9, 17, al="ll") + 6
    sec(
        fl,
        "1. Lease",
        (
            "Lessor leases to Lessee and Lessee leases from Lessor the equipment "
            'described above (the "Equipment") on the terms of this Agreement. '
            "This Agreement is non-cancellable for the full Lease Term."
        ),
    )
    sec(
        fl,
        "2. Rent",
        (
            "Lessee shall pay Monthly Rent in advance on the first day of each "
            "month, beginning on the commencement date. Any payment more than ten "
            "(10) days late bears a late charge of 5% of the overdue amount."
        ),
    )
    sec(
        fl,
        "3. Use and Maintenance",
        (
            "Lessee shall use the Equipment only in the ordinary conduct of its "
            "business, at the location stated, and shall keep it in good repair, "
            "condition and working order at its own expense, reasonable wear and "
            "tear excepted."
        ),
    )
    sec(
        fl,
        "4. Title; Inspection",
        (
            "The Equipment is and shall remain the property of Lessor. Lessee "
            "shall not permit any lien on the Equipment and shall allow Lessor to "
            "inspect it during normal business hours on reasonable notice."
        ),
    )
    sec(
        fl,
        "5. Insurance",
        (
            "Lessee shall keep the Equipment insured against all risks of loss or "
            "damage for not less than its full replacement value, naming Lessor as "
            "loss payee, and shall maintain general liability insurance of at "
            "least $1,000,000 per occurrence."
        ),
    )
    sec(
        fl,
        "6. Risk of Loss",
        (
            "Lessee bears the entire risk of loss, theft or destruction of the "
            "Equipment from any cause. No such loss relieves Lessee of its "
            "obligation to pay rent."
        ),
    )
    sec(
        fl,
        "7. Default",
        (
            "Lessee is in default if it fails to pay rent within ten days of its "
            "due date, breaches any other term and does not cure the breach within "
            "thirty days of notice, or becomes insolvent. On default Lessor may "
            "declare all remaining rent immediately due and repossess the "
            "Equipment."
        ),
    )
    sec(
        fl,
        "8. Return",
        (
            "At the end of the Lease Term, unless Lessee exercises the purchase "
            "option, Lessee shall return the Equipment to a location designated by "
            "Lessor in the same condition as when delivered, reasonable wear and "
            "tear excepted."
        ),
    )
    sec(
        fl,
        "9. Disclaimer of Warranties",
        (
            "LESSOR LEASES THE EQUIPMENT AS-IS AND MAKES NO WARRANTY, EXPRESS OR "
            "IMPLIED, AS TO ITS MERCHANTABILITY OR FITNESS FOR A PARTICULAR "
            "PURPOSE. Lessor assigns to Lessee, for the Lease Term, any "
            "manufacturer warranties it may have."
        ),
    )
    sec(
        fl,
        "10. Indemnity",
        (
            "Lessee shall indemnify and hold Lessor harmless from all claims, "
            "losses and expenses, including reasonable attorneys' fees, arising "
            "from the possession, use, condition or return of the Equipment."
        ),
    )
    sec(
        fl,
        "11. Taxes",
        (
            "Lessee shall pay when due all sales, use, personal property and other "
            "taxes and fees relating to the Equipment or the rent, other than "
            "taxes on Lessor's net income."
        ),
    )
    sec(
        fl,
        "12. Assignment",
        (
            "Lessee may not sublease or assign the Equipment or this Agreement "
            "without Lessor's prior written consent. Lessor may assign this "
            "Agreement, in whole or in part, without notice to Lessee."
        ),
    )
    sec(fl, "13. Notices", EN_BOILER["notice"])
    sec(fl, "14. Governing Law", EN_BOILER["law"], law="the State of Texas", court="Dallas County, Texas")
    sec(fl, "15. Entire Agreement", EN_BOILER["entire"])
    sec(fl, "16. Counterparts", EN_BOILER["counter"])
    fl.gap(20)
    fl.need(140)
    pg, y = fl.pg, fl.y
    for x, role, name, who, title_ in [
        (54, "LESSOR", pa, "Gavin Truong", "Credit Manager"),
        (310, "LESSEE", pb, "Renee Castellanos", "Managing Member"),
    ]:
        pg.t(x, y, role + ": " + name, "hebo", 9)
        for i, (lab, val) in enumerate(
            [("By:", ""), ("Name:", who), ("Title:", title_), ("Date:", dfmt(sign, "mdy_sl"))]
        ):
            yy = y + 30 + 24 * i
            pg.t(x, yy, lab, "helv", 9)
            pg.line(x + 36, yy + 2, x + 230, yy + 2, 0.5)
            if val:
                pg.t(x + 40, yy, val, "helv", 9)
            else:
                pg.sign(x + 46, yy, 100, 24, key=who)
    fl.finish()
    return s


def distribution(b: Builder, scan=None):
    s = b.seg("contract", "en_distribution")
    no, sign = "DA-EU-2024-07", "2024-01-08"
    pa, pb = "Helvion Water Technologies GmbH", "Nordkap Trading AS"
    fl = Flow(
        s,
        f="helv",
        sz=10,
        scan=scan,
        footer=en_footer("Exclusive Distribution Agreement  |  " + no, "{i}/{n}"),
        lead=1.5,
    )
    pg = fl.new_page()
    pg.t(70, 60, "HELVION", "hebo", 20, (0.0, 0.45, 0.7))
    pg.t(70, 72, "water technologies", "helv", 8, GREY)
    pg.t(525, 64, "Agreement Ref: " + no, "helv", 9, al="r", fld=("contractNumber", no))
    fl.y = 96
    fl.h(
        "EXCLUSIVE DISTRIBUTION AGREEMENT",
        16,
        fld=("contractTitle", "EXCLUSIVE DISTRIBUTION AGREEMENT"),
        gap=10,
    )
    fl.p(
        "This Agreement is entered into on " + dfmt(sign, "dmy") + " between:",
        indent=0,
        fld=[("signDate", sign)],
    )
    y = fl.y + 16
    pg.t(70, y, pa, "hebo", 10.5, fld=("partyA", pa))
    for i, ln in enumerate(
        [
            "Industriestrasse 14, 85609 Aschheim, Germany",
            "HRB 221874, Amtsgericht Munchen",
            '(the "Supplier")',
        ]
    ):
        pg.t(70, y + 14 + 12 * i, ln, "helv", 9)
    pg.t(310, y, pb, "hebo", 10.5, fld=("partyB", pb))
    for i, ln in enumerate(
        ["Drammensveien 130, 0277 Oslo, Norway", "Org. nr. 918 442 617", '(the "Distributor")']
    ):
        pg.t(310, y + 14 + 12 * i, ln, "helv", 9)
    fl.y = y + 60
    sec(
        fl,
        "1. Appointment",
        (
            "The Supplier appoints the Distributor as its exclusive distributor of "
            "the Products listed in Appendix A in the Territory defined in "
            "Appendix B, and the Distributor accepts the appointment on the terms "
            "of this Agreement."
        ),
    )
    sec(
        fl,
        "2. Territory and Exclusivity",
        (
            "During the term the Supplier shall not appoint any other distributor "
            "or agent for the Products in the Territory, nor sell Products "
            "directly to customers in the Territory, except to the key accounts "
            "listed in Appendix B."
        ),
    )
    sec(
        fl,
        "3. Orders and Prices",
        (
            "The Distributor shall purchase Products at the distributor prices in "
            "Appendix A, Incoterms 2020 FCA Aschheim. Prices may be revised once "
            "per calendar year on ninety days' written notice. Payment is due "
            "thirty days from the date of invoice."
        ),
    )
    sec(
        fl,
        "4. Minimum Purchase Targets",
        (
            "The Distributor shall use its best endeavours to purchase not less "
            "than 1,200 filtration units in the first contract year and 1,800 "
            "units in each following year. Failure to reach 80% of a target "
            "entitles the Supplier to convert the appointment to a non-exclusive "
            "one."
        ),
    )
    sec(
        fl,
        "5. Marketing",
        (
            "The Distributor shall promote the Products actively in the Territory, "
            "maintain adequate stocks and a trained service team, and use the "
            "Supplier's trade marks only in the form approved by the Supplier."
        ),
    )
    sec(
        fl,
        "6. Term",
        (
            "This Agreement takes effect on the date above and continues for an "
            "initial period of three years, renewing automatically for successive "
            "one-year periods unless terminated by either party on six months' "
            "notice before the end of a period."
        ),
    )
    sec(
        fl,
        "7. Termination",
        (
            "Either party may terminate with immediate effect by written notice if "
            "the other commits a material breach that is not remedied within "
            "thirty days of notice, or becomes insolvent."
        ),
    )
    sec(fl, "8. Governing Law", EN_BOILER["law"], law="the Federal Republic of Germany", court="Munich")
    sec(fl, "9. Miscellaneous", [EN_BOILER["entire"], EN_BOILER["sever"]])
    pg = fl.new_page()
    pg.t(70, 100, "Signed for and on behalf of the parties by their authorised representatives:", "helv", 10)
    for x, who, signer, place in [
        (70, pa, "Dr. Katrin Voss, Managing Director", "Aschheim"),
        (320, pb, "Eirik Solheim, CEO", "Oslo"),
    ]:
        pg.t(x, 140, who, "hebo", 9.5)
        pg.t(x, 158, "Place: " + place, "helv", 9)
        pg.sign(x + 10, 205, 110, 26, key=signer)
        pg.line(x, 210, x + 200, 210, 0.5)
        pg.t(x, 224, signer, "helv", 9)
    pg = fl.new_page()
    fl.h("Appendix A - Products and Distributor Prices", 12, al="l", gap=8)
    prods = [
        ["HX-300", "Under-sink filtration unit, 3-stage", "EUR 186.00", "12"],
        ["HX-500R", "Reverse osmosis unit with tank", "EUR 412.00", "6"],
        ["HX-FC3", "Replacement cartridge set for HX-300", "EUR 24.50", "48"],
        ["HX-FR5", "Membrane replacement for HX-500R", "EUR 58.00", "24"],
        ["HX-UV1", "UV sterilisation add-on module", "EUR 139.00", "10"],
    ]
    fl.y = (
        pg.table(
            fl.ml,
            fl.y,
            [70, 230, 90, 77],
            prods,
            "helv",
            9,
            18,
            al="llrr",
            head=["Code", "Product", "Price/unit", "Min. order"],
            hfill=(0.88, 0.92, 0.95),
            hf="hebo",
        )
        + 16
    )
    fl.h("Appendix B - Territory", 12, al="l", gap=4)
    fl.p(
        (
            "The Kingdom of Norway, the Kingdom of Sweden and the Kingdom of "
            "Denmark (excluding the Faroe Islands and Greenland). Reserved key "
            "accounts: Nordhotel Group AB; Scandic Marine Services AS."
        ),
        indent=0,
    )
    fl.finish()
    return s
