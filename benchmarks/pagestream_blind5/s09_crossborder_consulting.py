"""Stream s09_crossborder_consulting: 跨境法规咨询项目（英文 + 中文）."""

from __future__ import annotations

import random

from docs_contract import parties_preamble, sign_two_col
from docs_fapiao import efapiao
from docs_invoice_en import tax_invoice_bi
from flow import Flow, simple_header
from pslib import GRAY
from psscan import sc
from psstream import Stream

LANTING_EN = "Shanghai Lanting Biotech Co., Ltd."
LANTING = dict(name="上海兰亭生物科技有限公司", tax="91310115MA1K4CXJ3U")
MERIDIAN = dict(
    name="Meridian Regulatory Partners Pte. Ltd.",
    addr="80 Robinson Road, #17-02, Singapore 068898",
    gst="M90-0372145-K",
    uen="201837216K",
)
ZHIHENG = dict(name="上海知衡医药咨询有限公司", tax="91310104MA1FR6UA2X")


def s09():
    st = Stream("s09_crossborder_consulting", 909, "跨境法规咨询项目（英文 + 中文）")
    r = random.Random(99)
    st.begin("contract", "Consulting Services Agreement + Schedule A（英文，无甲乙方标签）")
    fl = Flow(st, footer="en", font="tiro", size=10.5, lead=1.45, margins=(72, 72, 72, 72))
    fl.title("CONSULTING SERVICES AGREEMENT", 15, font="tiro", after=4)
    fl.para("Agreement No. MRP-CSA-2024-007", indent=0, align="c", size=9.5)
    fl.gap(6)
    fl.para(
        'This Consulting Services Agreement (the "Agreement") is entered into on March 5, 2024 '
        '(the "Effective Date") by and between:',
        indent=0,
    )
    fl.para(
        f"(1) {LANTING_EN}, a company incorporated under the laws of the People's Republic of "
        "China, with its registered office at "
        "Building 6, No. 1000 Zhangheng Road, Pudong New District, Shanghai 201203, China (the "
        '"Client"); and',
        indent=0,
        x_off=14,
    )
    fl.para(
        f"(2) {MERIDIAN['name']}, a company incorporated in Singapore (UEN {MERIDIAN['uen']}), "
        "with its principal place of business at "
        f'{MERIDIAN["addr"]} (the "Consultant").',
        indent=0,
        x_off=14,
    )
    fl.para('The Client and the Consultant are each a "Party" and together the "Parties".', indent=0)
    secs = [
        (
            "1. Services",
            [
                "1.1 The Consultant shall provide the regulatory consulting services described in "
                'Schedule A (the "Services") in a professional manner and in accordance with '
                "applicable laws and good industry practice.",
                "1.2 Any change to the scope of the Services shall be agreed in writing by both "
                "Parties by way of a change order signed by their authorised representatives.",
            ],
        ),
        (
            "2. Term",
            [
                "2.1 This Agreement commences on the Effective Date and continues until the "
                "Services have been completed, unless terminated earlier in accordance with Clause "
                "9."
            ],
        ),
        (
            "3. Fees and Payment",
            [
                "3.1 In consideration of the Services, the Client shall pay the Consultant a total "
                'fixed fee of USD 48,000.00 (the "Fee"), exclusive of applicable goods and '
                "services tax, payable in three instalments as set out in Schedule A.",
                "3.2 The Consultant shall invoice each instalment upon completion of the relevant "
                "milestone. Invoices are payable within thirty (30) days of receipt by telegraphic "
                "transfer to the account designated in the invoice.",
                "3.3 Reasonable travel expenses pre-approved in writing by the Client shall be "
                "reimbursed at cost against receipts.",
            ],
        ),
        (
            "4. Client Obligations",
            [
                "4.1 The Client shall provide timely access to information, documents and "
                "personnel reasonably required by the Consultant, and shall be responsible for the "
                "accuracy of the data it supplies."
            ],
        ),
        (
            "5. Confidentiality",
            [
                "5.1 Each Party shall keep confidential all information disclosed by the other "
                "Party in connection with this Agreement and shall not use such information other "
                "than for the purpose of this Agreement. This obligation survives termination for "
                "five (5) years."
            ],
        ),
        (
            "6. Intellectual Property",
            [
                "6.1 All deliverables prepared specifically for the Client shall, upon full "
                "payment of the Fee, become the property of the Client. The Consultant retains "
                "ownership of its pre-existing know-how, templates and methodologies."
            ],
        ),
        (
            "7. Warranties and Liability",
            [
                "7.1 The Consultant does not guarantee any particular outcome of regulatory review "
                "by any authority.",
                "7.2 Except for fraud or wilful misconduct, the aggregate liability of the "
                "Consultant under this Agreement shall not exceed the total Fee paid.",
            ],
        ),
        (
            "8. Independent Contractor",
            [
                "8.1 The Consultant is an independent contractor. Nothing in this Agreement "
                "creates a partnership, joint venture or employment relationship."
            ],
        ),
        (
            "9. Termination",
            [
                "9.1 Either Party may terminate this Agreement by thirty (30) days' written "
                "notice. The Client shall pay for Services performed up to the date of termination.",
                "9.2 Either Party may terminate immediately if the other Party commits a material "
                "breach that is not remedied within fifteen (15) days after written notice.",
            ],
        ),
        (
            "10. Governing Law and Disputes",
            [
                "10.1 This Agreement is governed by the laws of Singapore. Any dispute shall be "
                "referred to and finally resolved by arbitration administered by the Singapore "
                "International Arbitration Centre (SIAC)."
            ],
        ),
        (
            "11. Entire Agreement",
            [
                "11.1 This Agreement, together with its Schedules, constitutes the entire "
                "agreement between the Parties and supersedes all prior discussions. It may be "
                "executed in counterparts, including by electronic signature."
            ],
        ),
    ]
    for h, bs in secs:
        fl.heading(h, size=10.5)
        for b in bs:
            fl.para(b, indent=0)
    fl.gap(8)
    fl.para("IN WITNESS WHEREOF, the Parties have executed this Agreement on the Effective Date.", indent=0)
    fl.need(170)
    y0 = fl.y + 10
    for ci, (who, nm, signer) in enumerate(
        [
            (
                "For and on behalf of the Client",
                LANTING_EN,
                "Name: Chen Yuwen   Title: Chief Executive Officer",
            ),
            (
                "For and on behalf of the Consultant",
                MERIDIAN["name"],
                "Name: David Lim   Title: Managing Director",
            ),
        ]
    ):
        x = fl.ml + ci * (fl.width / 2 + 6)
        fl.p.text(x, y0, who, 9.5, "tibo")
        fl.p.text(x, y0 + 14, nm, 9.5, "tiro")
        fl.p.signature(x + 10, y0 + 52, 80, seed=91 + ci)
        fl.p.line(x, y0 + 62, x + fl.width / 2 - 20, y0 + 62, width=0.5)
        fl.p.text(x, y0 + 76, signer, 8.8, "tiro")
        fl.p.text(x, y0 + 90, "Date: 5 March 2024", 8.8, "tiro")
    fl.y = y0 + 110
    fl.newpage()
    fl.title("SCHEDULE A - STATEMENT OF WORK", 13, font="tiro", after=8)
    fl.para(
        "Project: China NMPA and Singapore HSA registration strategy for LT-208 (in-vitro "
        "diagnostic reagent kit).",
        indent=0,
    )
    fl.table(
        [30, 250, 90, fl.width - 370],
        [
            ["No.", "Milestone / Deliverable", "Target date", "Fee (USD)"],
            ["1", "Regulatory gap assessment report", "31 Mar 2024", "16,000.00"],
            ["2", "Technical file review and dossier plan", "31 May 2024", "19,200.00"],
            ["3", "Submission support and agency Q&A (up to 20 hours)", "30 Sep 2024", "12,800.00"],
            ["", "Total", "", "48,000.00"],
        ],
        rh=20,
        size=9,
        font="tiro",
        aligns=["c", "l", "c", "r"],
        bold_rows=(0, 4),
    )
    fl.para(
        "Key personnel: David Lim (engagement lead), Dr. Tan Wei Ling (IVD specialist), Zhou Min "
        "(China regulatory affairs, via the Consultant's Shanghai affiliate).",
        indent=0,
    )
    fl.para(
        "Reporting: bi-weekly status call; written monthly progress report. Working language: "
        "English; Chinese translations of key deliverables provided by the Consultant.",
        indent=0,
    )
    fl.finish()
    st.field("contractNumber", "MRP-CSA-2024-007")
    st.field("contractTitle", "CONSULTING SERVICES AGREEMENT")
    st.field("partyA", LANTING_EN)
    st.field("partyB", MERIDIAN["name"])
    st.field("signDate", "2024-03-05")
    st.field("contractAmount", "48000.00")
    st.end()
    st.begin("other", "cover letter, no title (mentions invoice + agreement)")
    p = st.page()
    pw = p.W
    p.text(72, 70, MERIDIAN["name"], 13, "tibo", (0.12, 0.35, 0.45))
    p.text(72, 84, MERIDIAN["addr"] + "  |  +65 6221 0388", 8.5, "tiro", GRAY)
    y = 130
    for ln in [
        "2 April 2024",
        "",
        "Ms. Chen Yuwen",
        "Chief Executive Officer",
        LANTING_EN,
        "Building 6, No. 1000 Zhangheng Road, Pudong",
        "Shanghai 201203, China",
        "",
        "Dear Ms. Chen,",
    ]:
        p.text(72, y, ln, 10.5, "tiro")
        y += 15
    y += 8
    for t in [
        "Further to the completion of the regulatory gap assessment under our Consulting Services "
        "Agreement No. MRP-CSA-2024-007, "
        "please find enclosed our invoice no. MRP-INV-24031 for the first milestone, issued to "
        "your Singapore affiliate as requested by your finance team.",
        "Kindly note that the invoice is payable within thirty days. Our Shanghai affiliate will "
        "separately issue a VAT invoice for the local "
        "translation and liaison services performed in March.",
        "We thank you for the productive workshop in Shanghai and look forward to starting the "
        "technical file review next week.",
    ]:
        y = p.para(72, y, pw - 144, t, 10.5, font="tiro", lead=1.45) + 8
    p.text(72, y + 10, "Yours sincerely,", 10.5, "tiro")
    p.signature(80, y + 50, 80, seed=95)
    p.text(72, y + 72, "David Lim", 10.5, "tiro")
    p.text(72, y + 86, "Managing Director", 10.5, "tiro")
    p.text(
        72, y + 116, "Encl.: Invoice MRP-INV-24031; gap assessment report (electronic copy)", 9, "tiro", GRAY
    )
    st.end()
    st.begin("invoice", "TAX INVOICE 税务发票（新加坡 GST，双语）")
    tax_invoice_bi(
        st,
        no="MRP-INV-24031",
        date="2024-03-31",
        due="2024-04-30",
        seller=MERIDIAN,
        buyer=dict(
            name="Lanting Biotech (Singapore) Pte. Ltd.",
            addr_lines=["10 Anson Road, #21-07 International Plaza", "Singapore 079903"],
        ),
        lines=[
            ("Milestone 1: Regulatory gap assessment report (Agreement MRP-CSA-2024-007)", 1, "16000.00"),
            ("Out-of-pocket: workshop travel Shanghai, 18-20 Mar 2024", 1, "1240.00"),
        ],
        gst_rate="0.09",
        currency="USD",
        po="PO-LT-SG-0042",
        bank="DBS Bank Ltd, 12 Marina Boulevard, Singapore. A/C 072-910583-4 (USD). SWIFT DBSSSGSG. "
        "请在付款附言中注明发票号。",
    )
    st.end()
    st.begin("contract", "保密协议（中英双语）")
    fl = Flow(
        st,
        footer="num",
        footer_align="r",
        size=9.8,
        lead=1.65,
        header=simple_header("保密协议 / Non-Disclosure Agreement", "LT-NDA-2024-015"),
    )
    fl.title("保密协议", 18, after=2)
    fl.title("NON-DISCLOSURE AGREEMENT", 11.5, font="helv", after=12)
    parties_preamble(
        fl,
        [
            ("甲方 Party A", LANTING["name"], [LANTING_EN]),
            ("乙方 Party B", ZHIHENG["name"], ["Shanghai Zhiheng Pharmaceutical Consulting Co., Ltd."]),
        ],
        size=9.8,
    )
    fl.para("协议编号 No.: LT-NDA-2024-015", indent=0)
    for cn, en in [
        (
            "1. 保密信息：指甲方以书面、口头、电子或其他形式向乙方披露的与LT-208项目相关的技术资料"
            "、临床数据、注册文件、商业计划及其他未公开信息。",
            "1. Confidential Information means technical data, clinical data, registration files, "
            "business plans and other non-public information relating to Project LT-208 disclosed "
            "by Party A in any form.",
        ),
        (
            "2. 乙方仅可为向甲方提供法规咨询服务之目的使用保密信息，并仅向确有必要知悉的员工披露，"
            "且应确保该等员工承担不低于本协议的保密义务。",
            "2. Party B may use Confidential Information solely to provide regulatory consulting "
            "services to Party A and disclose it only to employees with a need to know, bound by "
            "obligations no less strict.",
        ),
        (
            "3. 下列信息不属于保密信息：已公开的信息；乙方在披露前已合法知悉的信息；"
            "从无保密义务的第三方合法获得的信息；依法律或监管要求必须披露的信息（但应事先通知甲方）"
            "。",
            "3. Exclusions: information that is public, already lawfully known to Party B, "
            "lawfully obtained from a third party without restriction, or required to be disclosed "
            "by law (with prior notice to Party A).",
        ),
        (
            "4. 保密期限：本协议项下的保密义务自签署之日起至保密信息公开之日止，且不少于五年。",
            "4. Term: the obligations continue until the information becomes public and in any "
            "case for no less than five years.",
        ),
        (
            "5. 违约责任：乙方违反本协议的，应赔偿甲方因此遭受的全部损失，甲方有权要求乙方立即停止违约行为。",
            "5. Breach: Party B shall compensate Party A for all losses and shall immediately "
            "cease the breach upon request.",
        ),
        (
            "6. 返还与销毁：本协议终止或甲方书面要求时，乙方应在十日内返还或销毁全部保密信息及其复"
            "制件，并书面确认。",
            "6. Return: upon termination or written request, Party B shall return or destroy all "
            "Confidential Information and copies within ten days and confirm in writing.",
        ),
        (
            "7. 不得招揽：本协议有效期内及终止后一年内，乙方不得直接或间接招揽甲方参与LT-208项目的员工。",
            "7. Non-solicitation: during the term and for one year thereafter Party B shall not "
            "solicit Party A's employees engaged in Project LT-208.",
        ),
        (
            "8. 本协议不构成甲方向乙方授予任何知识产权许可，亦不构成任何一方签订进一步协议的义务。",
            "8. No licence of intellectual property is granted and neither Party is obliged to "
            "enter into any further agreement.",
        ),
        (
            "9. 本协议适用中华人民共和国法律，争议提交上海国际仲裁中心仲裁。中英文文本具有同等效力。",
            "6. Governed by PRC law; disputes are submitted to the Shanghai International "
            "Arbitration Center. Both language versions are equally authentic.",
        ),
    ]:
        fl.para(cn, indent=0, after=1)
        fl.para(en, indent=0, font="helv", size=8.8, color=GRAY, after=7)
    fl.gap(16)
    sign_two_col(
        fl,
        [
            ("甲方 Party A（盖章）：", LANTING["name"]),
            ("授权代表 Authorized：", ""),
            ("日期 Date：", "2024年3月1日"),
        ],
        [
            ("乙方 Party B（盖章）：", ZHIHENG["name"]),
            ("授权代表 Authorized：", ""),
            ("日期 Date：", "2024年3月1日"),
        ],
        size=9.5,
        seed=97,
    )
    fl.finish()
    st.field("contractNumber", "LT-NDA-2024-015")
    st.field("contractTitle", "保密协议")
    st.field("partyA", LANTING["name"])
    st.field("partyB", ZHIHENG["name"])
    st.field("signDate", "2024-03-01")
    st.end()
    st.begin("invoice", "电子发票（增值税专用发票）咨询服务（扫描）")
    efapiao(
        st,
        num="24312000000093357461",
        date="2024-04-03",
        seller=ZHIHENG,
        buyer=LANTING,
        items=[("*现代服务*咨询服务费", "翻译及注册联络", "项", 1, "26415.09")],
        rate="0.06",
        issuer="周敏",
        remark="LT-208项目 2024年3月服务",
        scan=sc(r),
    )
    st.end()
    st.begin("other", "境外汇款申请书/回单（扫描，引用发票号）")
    p = st.page(scan=sc(r, gray=True))
    pw = p.W
    p.text(pw / 2, 60, "中国银行 BANK OF CHINA", 13, align="c", bold=True, color=(0.6, 0.1, 0.1))
    p.text(pw / 2, 84, "境外汇款申请书 APPLICATION FOR FUNDS TRANSFERS (OVERSEAS)", 11, align="c", bold=True)
    p.text(pw - 50, 104, "☑ 电汇 T/T    日期 Date: 2024-04-25", 9, align="r")
    rows = [
        ["汇款币种及金额 Currency & Amount", "USD 18,791.60"],
        ["汇款人名称 Remitter's Name", "Lanting Biotech (Singapore) Pte. Ltd. / c/o " + LANTING["name"]],
        ["收款人名称 Beneficiary's Name", MERIDIAN["name"]],
        ["收款人账号 Beneficiary's A/C No.", "072-910583-4"],
        ["收款银行 Beneficiary's Bank", "DBS BANK LTD, SINGAPORE  SWIFT: DBSSSGSG"],
        ["汇款附言 Remittance Information", "INV MRP-INV-24031 MILESTONE 1"],
        ["国内外费用承担 All charges to be borne by", "☑ 汇款人 OUR   □ 收款人 BEN   □ 共同 SHA"],
        ["交易编码 BOP Transaction Code", "228020 专业管理和咨询服务"],
    ]
    y = p.table(40, 118, [190, pw - 80 - 190], rows, rh=28, size=9, aligns=["l", "l"])
    p.text(40, y + 30, "银行业务编号：TT2404250188312", 9)
    p.text(40, y + 50, "经办：", 9)
    p.seal(pw - 150, y + 60, "中国银行股份有限公司上海市张江支行", r=40, inner="业务受理章")
    st.end()
    return st
