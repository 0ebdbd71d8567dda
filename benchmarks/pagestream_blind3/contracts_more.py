"""More contracts: English agreements, lease, technical service, advertising."""

from __future__ import annotations

from contracts import CN_COMMON, EN_COMMON, Flow, _clauses, _sign_table
from render import DocCtx


def _en_clauses(fl: Flow, items, start=1):
    for i, body in enumerate(items, start):
        body, fields = body if isinstance(body, tuple) else (body, ())
        fl.p(f"{i}. {body}", indent=0, fields=fields)


def con_msa(c: DocCtx):
    a, b = "Harborview Health Systems, Inc.", "Quantix Data Solutions LLC"
    fl = Flow(c, font="tiro", size=11.5, footer="MSA-2024-0147  |  Page {}")
    fl.title("MASTER SERVICES AGREEMENT", 18, f="tibo")
    c.f("contractTitle", "MASTER SERVICES AGREEMENT")
    fl.p("Agreement No. MSA-2024-0147", indent=0)
    c.f("contractNumber", "MSA-2024-0147")
    fl.p(
        f'This Master Services Agreement (the "Agreement") is entered into as of May 6, 2024 (the "Effective '
        f'Date") by and between {a}, a Delaware corporation ("Client"), and {b}, a Texas limited liability '
        'company ("Provider").',
        indent=0,
    )
    c.f("partyA", a)
    c.f("partyB", b)
    fl.p(
        "RECITALS. Client wishes to engage Provider to migrate and operate its clinical data warehouse, and "
        "Provider is willing to perform such services on the terms set out below.",
        indent=0,
    )
    items = [
        'Services. Provider shall perform the services described in each Statement of Work ("SOW") '
        "executed by "
        "the parties. Each SOW shall reference this Agreement and is governed by it.",
        "Personnel. Provider shall assign qualified personnel and shall replace any individual reasonably "
        "objected to by Client within ten (10) business days.",
        (
            "Fees. In consideration of the Services, Client shall pay Provider a total fixed fee of USD "
            "240,000.00 "
            "(two hundred forty thousand US dollars), invoiced in twelve equal monthly instalments.",
            [("contractAmount", "240000.00")],
        ),
        "Payment Terms. Invoices are payable within forty-five (45) days of receipt. Late amounts bear "
        "interest at "
        "one percent (1%) per month or the maximum lawful rate, whichever is lower.",
        "Data Protection. Provider shall comply with HIPAA and shall execute Client's Business Associate "
        "Agreement before accessing any protected health information.",
        "Acceptance. Deliverables shall be deemed accepted unless Client rejects them in writing with "
        "reasons "
        "within fifteen (15) business days after delivery.",
        "Intellectual Property. All deliverables created specifically for Client shall be owned by "
        "Client upon "
        "payment in full. Provider retains ownership of its pre-existing tools and methodologies.",
        "Insurance. Provider shall maintain commercial general liability insurance of at least USD "
        "2,000,000 per "
        "occurrence and professional liability insurance of at least USD 5,000,000.",
        "Independent Contractor. Provider is an independent contractor; nothing herein creates a "
        "partnership, "
        "joint venture or employment relationship.",
        "Non-Solicitation. During the term and for twelve (12) months thereafter, neither party shall "
        "solicit "
        "for employment any employee of the other party involved in the Services.",
        *EN_COMMON,
        "Assignment. Neither party may assign this Agreement without the prior written consent of the other, "
        "except to a successor in a merger or sale of substantially all assets.",
        "Notices. Notices shall be in writing and delivered by courier or certified mail to the "
        "addresses stated "
        "in the signature block, with a copy by email.",
        "Counterparts. This Agreement may be executed in counterparts, each of which is deemed an original.",
    ]
    _en_clauses(fl, items)
    fl.need(170)
    fl.p("IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.", indent=0)
    rows = [
        [a, b],
        ["By: ________________________", "By: ________________________"],
        ["Name: Margaret L. Osei", "Name: Daniel R. Whitcomb"],
        ["Title: Chief Operating Officer", "Title: Managing Member"],
        ["Date: May 6, 2024", "Date: May 6, 2024"],
    ]
    fl.pg.grid(60, fl.y + 5, [238, 238], rows, 22, 9.5, f="tiro")
    c.f("signDate", "2024-05-06")
    fl.new_page()
    fl.title("EXHIBIT A - STATEMENT OF WORK No. 1", 15, f="tibo")
    _en_clauses(
        fl,
        [
            "Scope. Migration of the clinical data warehouse (approx. 14 TB) from on-premises servers to the "
            "Client's cloud tenancy, including ETL rewrite for 212 jobs.",
            "Milestones. M1 assessment report (June 2024); M2 pilot migration (August 2024); M3 cut-over "
            "(November 2024); M4 hypercare completed (January 2025).",
            "Fees for this SOW form part of the fixed fee stated in Section 3 of the Agreement.",
            "Client Contacts. Project sponsor: Margaret L. Osei. Technical lead: Priya Natarajan.",
        ],
    )
    fl.finish()
    return "contract"


def con_supply(c: DocCtx):
    a, b = "Northwind Home Goods Ltd.", "Guangzhou Sunrise Ceramics Co., Ltd."
    fl = Flow(c, font="dvs", size=11)
    fl.title("SUPPLY AGREEMENT", 17, f="dvb")
    c.f("contractTitle", "SUPPLY AGREEMENT")
    fl.pg.grid(
        60,
        fl.y,
        [120, 356],
        [
            ["Contract No.", "NW-SUP-24-088"],
            ["Buyer", a],
            ["Supplier", b],
            ["Contract value", "USD 57,600.00 (FOB Guangzhou)"],
            ["Date signed", "14 March 2024"],
        ],
        22,
        9.5,
        f="dvs",
    )
    for k, v in [
        ("contractNumber", "NW-SUP-24-088"),
        ("partyA", a),
        ("partyB", b),
        ("contractAmount", "57600.00"),
        ("signDate", "2024-03-14"),
    ]:
        c.f(k, v)
    fl.y += 130
    items = [
        "Products. Supplier shall manufacture and deliver 4,800 sets of stoneware dinnerware (model "
        "SR-D16) in "
        "accordance with the approved samples and specifications in Schedule 1.",
        "Price. The unit price is USD 12.00 per set FOB Guangzhou, fixed for the duration of this Agreement.",
        "Delivery. Shipment in two lots of 2,400 sets each, the first not later than 30 May 2024 and the "
        "second "
        "not later than 30 June 2024.",
        "Inspection. Buyer may appoint a third-party inspector before shipment; lots failing AQL 2.5 may "
        "be rejected.",
        "Payment. 30% deposit by T/T within seven days of signing, balance against copy of bill of lading.",
        "Packaging. Each set shall be packed in a printed gift box, four boxes per export carton, "
        "cartons marked "
        "with Buyer's PO number.",
        "Warranty. Supplier warrants the products to be free from defects and lead- and cadmium-safe "
        "according "
        "to FDA and EU 84/500/EEC limits.",
        "Late Delivery. For each full week of delay Supplier shall pay 1% of the value of the delayed "
        "lot, capped at 10%.",
        "Disputes. Any dispute shall be referred to arbitration at the Hong Kong International "
        "Arbitration Centre.",
    ]
    _en_clauses(fl, items)
    fl.need(120)
    fl.pg.grid(
        60,
        fl.y + 10,
        [238, 238],
        [
            ["For the Buyer", "For the Supplier"],
            ["Oliver Grant, Purchasing Director", "Liang Wenjie, General Manager"],
            ["", ""],
        ],
        24,
        9.5,
        f="dvs",
    )
    return "contract"


def con_lease(c: DocCtx):
    a, b = "赵德明", "成都蜀味轩餐饮管理有限公司"
    fl = Flow(c)
    fl.title("房屋租赁合同")
    c.f("contractTitle", "房屋租赁合同")
    fl.p("合同编号：ZL20240315", indent=0)
    c.f("contractNumber", "ZL20240315")
    fl.p(f"出租方（甲方）：{a}", indent=0)
    c.f("partyA", a)
    fl.p(f"承租方（乙方）：{b}", indent=0)
    c.f("partyB", b)
    fl.p("根据有关法律法规，甲乙双方经协商一致，就乙方承租甲方房屋事宜订立本合同。")
    spec = [
        "房屋坐落：成都市锦江区春熙路南段28号1层，建筑面积126平方米，用途为餐饮经营。",
        "租赁期限：自2024年4月1日起至2027年3月31日止，共三年。",
        (
            "租金：年租金人民币叁拾陆万元整（¥360,000.00），按季度支付，每季度首月五日前支付当季租金。",
            [("contractAmount", "360000.00")],
        ),
        "押金：乙方应于本合同签订时支付押金人民币陆万元，租赁期满无违约的，甲方无息退还。",
        "装修：乙方可按经营需要进行装修，但不得改变房屋主体结构，装修方案须经甲方书面同意。",
        "转租：未经甲方书面同意，乙方不得将房屋转租、转借他人。",
    ]
    _clauses(fl, spec, common=CN_COMMON[:2] + CN_COMMON[4:])
    fl.p("甲方（签字）：赵德明      乙方（盖章）：成都蜀味轩餐饮管理有限公司", indent=0)
    fl.p("签订日期：2024年3月15日", indent=0, fields=[("signDate", "2024-03-15")])
    return "contract"


def con_tech_service(c: DocCtx):
    a, b = "武汉光谷新材料研究院有限公司", "华中检测认证集团股份有限公司"
    fl = Flow(c)
    fl.pg.t(60, 45, "合同登记编号：4201042024000517", 8.5)
    fl.title("技术服务合同")
    c.f("contractTitle", "技术服务合同")
    c.f("contractNumber", "4201042024000517")
    fl.pg.grid(
        60,
        fl.y,
        [80, 396],
        [
            ["委托方（甲方）", a],
            ["受托方（乙方）", b],
            ["签订时间", "2024年7月9日"],
            ["签订地点", "湖北省武汉市东湖新技术开发区"],
        ],
        24,
        9.5,
    )
    c.f("partyA", a)
    c.f("partyB", b)
    c.f("signDate", "2024-07-09")
    fl.y += 115
    spec = [
        "服务内容：乙方为甲方提供石墨烯复合材料批次性能检测服务，包括拉伸强度、导热系数、电导率等十二项指"
        "标。",
        "服务期限：2024年7月15日至2024年12月31日，每月检测不少于四批次，每批次出具检测报告。",
        (
            "合同金额（含税）：¥480,000.00，大写人民币肆拾捌万元整，其中增值税税率6%。",
            [("contractAmount", "480000.00")],
        ),
        "支付方式：甲方按月结算，乙方开具增值税专用发票后十五个工作日内支付当月服务费。",
        "成果归属：检测数据及报告归甲方所有，乙方不得用于其他目的。",
    ]
    _clauses(fl, spec)
    _sign_table(fl, "甲方", a, "乙方", b, "2024年7月9日", "2024年7月9日")
    return "contract"


def con_advert(c: DocCtx):
    a, b = "长沙湘江之声传媒有限公司", "湖南味之源食品有限公司"
    fl = Flow(c, footer="- {} -")
    fl.title("广告发布合同")
    c.f("contractTitle", "广告发布合同")
    fl.p("合同号：XJ-GG(2024)第0562号", indent=0)
    c.f("contractNumber", "XJ-GG(2024)第0562号")
    fl.p(
        f"本合同由{a}（以下简称“发布方”）与{b}（以下简称“广告主”）于2024年2月20日在长沙市签订。",
        indent=0,
        fields=[("partyA", a), ("partyB", b), ("signDate", "2024-02-20")],
    )
    spec = [
        "发布内容：广告主“味之源”辣椒酱系列产品形象广告，时长15秒，素材由广告主提供并保证其合法性。",
        "发布安排：2024年3月1日至2024年5月31日，于FM97.5频道早晚高峰时段每日播出六次。",
        (
            "广告费用：总计人民币¥158,400.00元（壹拾伍万捌仟肆佰元整），广告主于首播前支付50%，播出满两个"
            "月后支付余款。",
            [("contractAmount", "158400.00")],
        ),
        "播出监测：发布方每月向广告主提供播出监测报告，漏播的应在下月补播。",
        "内容审查：发布方有权依据《广告法》对广告内容进行审查，不符合规定的有权要求修改。",
        "素材提交：广告主应于首播日七个工作日前提交播出素材及相关资质证明文件，逾期提交导致延误的责任由广"
        "告主承担。",
        "节目调整：因重大活动直播等原因需调整播出时段的，发布方应提前通知广告主，并安排同等时段补播。",
        "知识产权：广告主保证其提供的广告素材不侵犯任何第三方的著作权、商标权、肖像权等合法权益。",
    ]
    _clauses(fl, spec, common=CN_COMMON[:1] + CN_COMMON[4:])
    _sign_table(fl, "发布方", a, "广告主", b, "", "")
    fl.finish()
    return "contract"
