#!/usr/bin/env python
"""Generate the pagestream_blind6 held-out test set.

    cd /work/main && .venv/bin/python benchmarks/pagestream_blind6/make_streams.py var/pagestream_blind6

Writes NAME.pdf and NAME.gold.json per stream, re-reads every PDF and checks the gold against what is
printed; exits non-zero when a check fails.  Deterministic: same bytes on every run.
"""

import datetime
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import en_docs as ed  # noqa: E402
import en_invoices as ei  # noqa: E402
import id_cards as ic  # noqa: E402
import zh_contracts as zc  # noqa: E402
import zh_invoices as zi  # noqa: E402
import zh_other as zo  # noqa: E402
from kit import Stream, check_stream, dec, id_number, uscc  # noqa: E402

dt = datetime.date


def person(st, name, sex, eth, birth, region, addr, auth, issued, order):
    """A made-up resident with a GB 11643-valid number and a validity period that fits the age at issue."""
    idn = id_number(region, birth, order, sex == "男", st.rng)
    age = issued.year - birth.year - ((issued.month, issued.day) < (birth.month, birth.day))
    years = 5 if age < 16 else 10 if age <= 25 else 20 if age <= 45 else None
    valid_to = issued.replace(year=issued.year + years) if years else None
    return dict(
        name=name,
        sex=sex,
        eth=eth,
        birth=birth,
        addr=addr,
        idn=idn,
        auth=auth,
        valid_from=issued,
        valid_to=valid_to,
    )


def bank_acct(st, n=19):
    return "".join(str(st.rng.randint(0, 9)) for _ in range(n))


# =============================================================================
def s01():
    st = Stream("s01_zh_finance_inbox", "财务共享邮箱导出 2024-03", 101)
    r = st.rng
    buyer = ("杭州澄渊数据科技有限公司", uscc("330106", r))
    seller = ("杭州云岫网络服务有限公司", uscc("330108", r))
    st.doc(
        "invoice",
        "数电票（增值税专用发票）, 20-digit 号码, 名称： in 购买方信息/销售方信息 boxes; small page size",
    )
    zi.shudian(
        st,
        dict(
            kind="增值税专用发票",
            no="24332000000154872316",
            date=dt(2024, 3, 12),
            buyer=buyer,
            seller=seller,
            items=[("*信息技术服务*数据平台运维服务（首期30%）", "", "项", 1, "52641.51", 0.06)],
            remark="合同编号：JS-2024-0305-01　首期款",
            drawer="沈雨桐",
        ),
    )
    st.doc("invoice", "look-alike: same seller, same day, next number (…2317), different amount")
    zi.shudian(
        st,
        dict(
            kind="增值税专用发票",
            no="24332000000154872317",
            date=dt(2024, 3, 12),
            buyer=buyer,
            seller=seller,
            items=[
                ("*信息技术服务*数据备份服务", "标准版", "月", 3, "2000.00", 0.06),
                ("*信息技术服务*对象存储扩容", "10TB", "项", 1, "1200.00", 0.06),
            ],
            remark="2024年1-3月",
            drawer="沈雨桐",
        ),
    )
    st.doc("other", "付款申请单 quoting both invoice numbers, payee = seller, 大写 total")
    zo.payment_request(
        st,
        dict(
            company=buyer[0],
            no="FK-202403-0087",
            date=dt(2024, 3, 14),
            dept="数据平台部",
            applicant="韩立秋",
            payee=seller[0],
            bank="招商银行杭州高新支行",
            acct="5719 0812 3345 001",
            reason="支付数据平台运维服务首期款及数据备份服务费",
            invoices=[("24332000000154872316", "55800.00"), ("24332000000154872317", "7632.00")],
            contract="JS-2024-0305-01",
        ),
    )
    st.doc(
        "contract",
        "技术服务合同: parties + sign date in the preamble sentence, amount 大写+digits, 30/70 and "
        "per-month distractors, signature page with seals, then a blank page",
    )
    zc.tech_service(
        st,
        dict(
            no="JS-2024-0305-01",
            a=buyer[0],
            b=seller[0],
            date=dt(2024, 3, 5),
            place="杭州市西湖区",
            svc="数据平台运维技术服务",
            scope=[
                "1.1 乙方负责甲方数据平台（含Hadoop集群、调度系统及数据服务接口）的日常运维，"
                "提供7×24小时故障响应。",
                "1.2 乙方每季度对平台进行一次健康检查，出具巡检报告并提出优化建议。",
                "1.3 乙方协助甲方完成平台版本升级及安全加固，具体范围以双方确认的《服务级别协议》为准。",
            ],
            start="2024年3月15日",
            end="2025年3月14日",
            amount=186000,
            onsite=26000,
            a_addr="杭州市西湖区文三路90号东部软件园5号楼",
            a_tel="0571-88126630",
            b_addr="杭州市滨江区江南大道3688号",
            b_tel="0571-86601215",
        ),
    )
    st.doc(
        "invoice",
        "定额发票 slip scanned on an A4 bed; amount only in capitals; seller only inside the seal (not gold)",
    )
    zi.quota(
        st,
        dict(
            province="浙江省",
            code="133012360101",
            no="05817342",
            amount=50,
            seller="杭州知味小馆餐饮有限公司",
            seller_tax="91330106MA27Y3K2XB",
            pos=(70, 80),
            rot=0,
        ),
        scan=dict(angle=-1.1),
    )
    st.doc("invoice", "通用机打发票 slip (parking), label|value table cells, no tax line")
    zi.machine(
        st,
        dict(
            province="浙江省",
            code="133012280110",
            no="31960475",
            date=dt(2024, 3, 7),
            industry="停车服务",
            buyer=buyer[0],
            seller="杭州西溪印象停车管理有限公司",
            seller_tax="91330106MA2H0QW63N",
            items=[("临时停车费（3月4日-3月7日）", "次", 4, 45)],
            drawer="系统自助",
            verify="6621 0837 4419",
        ),
        scan=True,
    )
    st.doc("other", "费用报销单 quoting the two slips' numbers and amounts")
    zo.expense_claim(
        st,
        dict(
            dept="数据平台部",
            date=dt(2024, 3, 15),
            person="韩立秋",
            lines=[
                ("业务招待费", "客户运维对接午餐", "05817342", "50.00"),
                ("交通费", "驻场停车费", "31960475", "180.00"),
            ],
            memo="附定额发票1张、机打发票1张",
        ),
    )
    return st


# =============================================================================
def s02():
    st = Stream("s02_zh_scan_batch", "人事批量扫描 2024-03-20", 202, scan_all=True)
    r = st.rng
    emp = "南京栖川智能装备有限公司"
    p1 = person(
        st,
        "顾嘉禾",
        "男",
        "汉",
        dt(1993, 11, 2),
        "320106",
        "江苏省南京市鼓楼区中山北路219号12幢305室",
        "南京市公安局鼓楼分局",
        dt(2015, 6, 18),
        37,
    )
    p2 = person(
        st,
        "马晓琳",
        "女",
        "回",
        dt(1990, 4, 23),
        "640104",
        "宁夏回族自治区银川市兴庆区解放西街116号3号楼2单元401室",
        "银川市公安局兴庆区分局",
        dt(2016, 8, 15),
        52,
    )
    st.doc("id_card", "身份证 copy, front above back, diagonal overlay '仅供…入职使用，他用无效'")
    ic.page(st, p1, "stack", overlay=(f"仅供{emp}入职使用，他用无效", (0.2, 0.2, 0.2), 15, 18))
    st.doc(
        "contract",
        "劳动合同书 booklet: cover with 甲方（用人单位）/乙方（劳动者） and 签订日期, monthly wage only "
        "(no contractAmount), signature page",
    )
    zc.labour_booklet(
        st,
        dict(
            no="QC-LD-2024-0318",
            a=emp,
            b=p1["name"],
            date=dt(2024, 3, 18),
            city="南京市",
            a_rep="许承志",
            b_sex="男",
            b_id=p1["idn"],
            b_tel="139 1598 2047",
            b_addr=p1["addr"],
            start="2024年3月25日",
            end="2027年3月24日",
            probation_end="2024年6月24日",
            post="嵌入式软件工程师",
            workplace="南京市江宁区秣周东路12号",
            salary=15500,
            salary_prob=12400,
        ),
    )
    st.doc("id_card", "second person's card, both sides turned 90° on the page")
    ic.page(st, p2, "rot90", scale=1.15)
    st.doc("other", "入职登记表 quoting name / ID number / address of the first card")
    zo.onboarding_form(
        st,
        dict(
            company=emp,
            date=dt(2024, 3, 19),
            person=p1,
            edu="硕士研究生",
            marital="未婚",
            live="南京市江宁区佛城西路58号",
            tel="139 1598 2047",
            email="gu.jiahe@example.cn",
            post="嵌入式软件工程师",
            join="2024-03-25",
            emerg="顾建平",
            emerg_rel="父子",
            emerg_tel="138 0517 6620",
            history=[("2019.07-2024.02", "苏州恒川自动化科技有限公司", "软件工程师", "个人发展")],
        ),
    )
    st.doc(
        "invoice",
        "paper 增值税普通发票 (体检费) scanned: 8-digit No vs 10-digit 发票代码, misaligned dot-matrix print",
    )
    zi.vat_paper(
        st,
        dict(
            province="江苏",
            kind="普通",
            code="3200231320",
            no="47105528",
            date=dt(2024, 3, 16),
            buyer=(
                emp,
                uscc("320115", r),
                "南京市江宁区秣周东路12号 025-52106688",
                "中国银行南京江宁支行 5290 7712 6031",
            ),
            seller=(
                "南京康禾健康体检中心有限公司",
                uscc("320106", r),
                "南京市鼓楼区湖南路8号 025-83306210",
                "交通银行南京鼓楼支行 3200 6611 0180 1000 2217",
            ),
            items=[("*医疗服务*入职体检（套餐B）", "", "人次", 2, "398.00", 0.06, "47.76")],
            remark="顾嘉禾、马晓琳入职体检",
            payee="吴倩",
            checker="周萍",
            drawer="李楠",
        ),
    )
    st.doc("other", "办公用品领用单 (form, no fields)")
    zo.requisition(
        st,
        dict(
            dept="研发中心",
            date=dt(2024, 3, 20),
            person="顾嘉禾",
            items=[
                ("笔记本电脑", "ThinkPad T14", "台", 1),
                ("显示器", "27英寸", "台", 2),
                ("工牌套", "竖款", "个", 1),
                ("笔记本", "A5", "本", 3),
            ],
        ),
    )
    return st


# =============================================================================
def s03():
    st = Stream("s03_en_vendor_folder", "AP vendor folder - Brightwater Analytics", 303)
    client = "Brightwater Analytics, Inc."
    st.doc(
        "invoice",
        "US invoice, letterhead seller, INVOICE # / DATE header table, BILL TO label above value, "
        "Remit To block, sales tax 8.25%, MM/DD/YYYY",
    )
    ei.us_invoice(
        st,
        dict(
            seller="Redwood Office Supply Co.",
            seller_addr=[
                "2210 Alder Street, Suite 4",
                "Portland, OR 97205",
                "(503) 555-0142 · billing@redwoodoffice.example",
            ],
            no="RO-58214",
            date=dt(2024, 3, 11),
            due=dt(2024, 4, 10),
            terms="Net 30",
            po="BW-PO-4471",
            rep="D. Alvarez",
            bill_to=[
                client,
                "Attn: Accounts Payable",
                "400 Market Street, Floor 9",
                "San Francisco, CA 94105",
            ],
            ship_to=[client, "Receiving Dock B", "1180 Harbor Way", "Oakland, CA 94607"],
            items=[
                ("Ergonomic task chair, mesh back, black", 12, "289.00"),
                ("Height-adjustable desk frame, dual motor", 6, "465.00"),
                ("Desktop 60x30 in, walnut laminate", 6, "138.50"),
                ("Monitor arm, single, VESA", 12, "74.95"),
            ],
            tax_rate="0.0825",
            tax_label="8.25",
            shipping="185.00",
            remit=[
                "Redwood Office Supply Co.",
                "P.O. Box 88120",
                "Portland, OR 97208-8120",
                "ACH: First Cascade Bank, routing 123000848, acct ****7719",
            ],
        ),
    )
    st.doc(
        "invoice",
        "two-page US invoice: header repeated on its 2nd page ('continued'), totals (so total/tax gold) only "
        "on the 2nd page",
    )
    ei.us_invoice(
        st,
        dict(
            seller="Summit Ridge Networks LLC",
            seller_addr=["77 Quarry Road", "Boulder, CO 80301", "ar@summitridge.example"],
            no="SRN-240318-07",
            date=dt(2024, 3, 18),
            due=dt(2024, 4, 17),
            terms="Net 30",
            po="BW-PO-4458",
            rep="K. Osei",
            bill_to=[client, "IT Procurement", "400 Market Street, Floor 9", "San Francisco, CA 94105"],
            ship_to=[client, "Data Center Cage 14", "55 Colo Drive", "Santa Clara, CA 95054"],
            items=[
                ("48-port 10G SFP+ switch, L3", 2, "6480.00"),
                ("SFP+ SR optic module", 48, "39.00"),
                ("QSFP28 100G DAC cable, 3 m", 8, "112.00"),
                ("1U cable management panel", 6, "24.50"),
                ("Rack PDU, metered, 30A", 4, "689.00"),
                ("Cat6A patch cable, 2 m (pack of 10)", 10, "46.80"),
                ("Firewall appliance, 20 Gbps", 1, "11250.00"),
                ("Firewall threat subscription, 1 yr", 1, "3400.00"),
                ("Console server, 16 port", 1, "1480.00"),
                ("Installation labor (hours)", 14, "165.00"),
                ("Rack & stack labor (hours)", 6, "140.00"),
                ("Project management (hours)", 4, "185.00"),
                ("Freight, insured", 1, "380.00"),
                ("Configuration backup service, 1 yr", 1, "900.00"),
            ],
            split=9,
            tax_rate="0.0725",
            tax_label="7.25",
            shipping=0,
            font=("dvs", "dvsb"),
            remit=["Summit Ridge Networks LLC", "Dept. 4410, P.O. Box 30511", "Denver, CO 80230"],
        ),
    )
    st.doc("other", "Statement of Account listing the two-page invoice and a payment")
    ed.statement_of_account(
        st,
        dict(
            seller="Summit Ridge Networks LLC",
            seller_addr="77 Quarry Road, Boulder, CO 80301",
            date=dt(2024, 4, 1),
            cust_id="BW-0092",
            email="ar@summitridge.example",
            to=[client, "Accounts Payable", "400 Market Street, Floor 9", "San Francisco, CA 94105"],
            lines=[
                (dt(2024, 2, 20), "Invoice", "SRN-240220-02", "4215.60"),
                (dt(2024, 3, 6), "Payment - thank you", "ACH 771204", "-4215.60"),
                (dt(2024, 3, 18), "Invoice", "SRN-240318-07", "43327.93"),
            ],
            aging=["43327.93", "0.00"],
        ),
    )
    st.doc(
        "contract",
        'Master Services Agreement: parties only as defined terms ("Client"/"Provider"), date \'as of\', '
        "fee cap in digits, hourly rate card schedule, signature page",
    )
    ed.msa(
        st,
        dict(
            no="MSA-2024-017",
            date=dt(2024, 3, 5),
            a=client,
            a_kind="Delaware corporation",
            a_addr="400 Market Street, Floor 9, San Francisco, CA 94105",
            b="Kestrel Point Consulting LLC",
            b_kind="Colorado limited liability company",
            b_addr="1600 Wynkoop Street, Suite 300, Denver, CO 80202",
            cap=184500,
            law="California",
            rates=[
                ("Engagement Lead", "245.00", 120),
                ("Senior Data Engineer", "195.00", 420),
                ("Data Analyst", "140.00", 260),
                ("Project Coordinator", "95.00", 80),
            ],
            a_signer="Megan T. Hollis",
            a_title="Chief Operating Officer",
            b_signer="Rafael Quintero",
            b_title="Managing Partner",
        ),
    )
    st.doc("other", "Purchase Order from the client (quotes vendor, PO total) - not an invoice")
    ed.purchase_order(
        st,
        dict(
            buyer=client,
            buyer_addr="400 Market Street, Floor 9, San Francisco, CA 94105",
            no="BW-PO-4490",
            date=dt(2024, 3, 26),
            requester="L. Chen",
            need_by=dt(2024, 4, 15),
            vendor=["Redwood Office Supply Co.", "2210 Alder Street, Suite 4", "Portland, OR 97205"],
            ship_to=[client, "Receiving Dock B", "1180 Harbor Way", "Oakland, CA 94607"],
            items=[
                ("Ergonomic task chair, mesh back, black", 8, "289.00"),
                ("Whiteboard, mobile, 72x40 in", 2, "412.00"),
            ],
            approver="Megan T. Hollis",
        ),
    )
    st.doc(
        "invoice",
        "UK VAT invoice (scanned): seller top-right, 'Invoice to:' with value on next line, dd/mm/yyyy, "
        "Total VAT @ 20%, GBP",
    )
    ei.uk_vat(
        st,
        dict(
            seller="Harrow & Finch Ltd",
            seller_addr=["Unit 7, Kingsway Business Park", "Rochdale OL16 4NW", "United Kingdom"],
            vat_no="GB 318 6624 09",
            bill_to=["Brightwater Analytics UK Ltd", "3rd Floor, 21 Old Street", "London EC1V 9HL"],
            no="HF-20417",
            date=dt(2024, 3, 14),
            cust_ref="BWUK-0311",
            items=[
                ("Data visualisation workshop (2 days)", 1, "3200.00", 0.2),
                ("Workshop materials pack", 14, "45.00", 0.2),
                ("Travel and subsistence", 1, "420.00", 0.2),
            ],
            bank="Harrow & Finch Ltd, sort code 20-45-77, account 63018842",
            company_no="09822714",
            reg_office="Unit 7, Kingsway Business Park, Rochdale",
        ),
        scan=dict(angle=0.9, color=False),
    )
    return st


# =============================================================================
def s04():
    st = Stream("s04_zh_lease_and_loans", "行政部 租赁与借款档案", 404)
    r = st.rng
    lessor = ("杭州禾屿置业有限公司", uscc("330102", r))
    tenant = ("杭州青麓文化传媒有限公司", uscc("330105", r))
    rep_b = person(
        st,
        "赵一鸣",
        "男",
        "汉",
        dt(1971, 2, 11),
        "330102",
        "浙江省杭州市上城区望江东路332号5幢1单元702室",
        "杭州市公安局上城区分局",
        dt(2017, 9, 3),
        21,
    )
    rep_a = person(
        st,
        "郑书瑶",
        "女",
        "汉",
        dt(1985, 12, 30),
        "330105",
        "浙江省杭州市拱墅区湖墅南路186号2幢903室",
        "杭州市公安局拱墅区分局",
        dt(2012, 5, 14),
        44,
    )
    st.doc(
        "contract",
        "房屋租赁合同: party table 出租人（甲方）/承租人（乙方）, monthly rent + deposit + quarterly "
        "distractors, 年租金合计 大写, 签订日期 in the signature block (page 2), annex 房屋交接清单 page",
    )
    zc.lease(
        st,
        dict(
            no="ZL-HZ-2024-0326",
            a=lessor[0],
            a_code=lessor[1],
            a_addr="杭州市上城区解放路138号",
            a_tel="0571-87025518",
            b=tenant[0],
            b_code=tenant[1],
            b_addr="杭州市拱墅区莫干山路100号",
            b_tel="0571-88390217",
            premises="杭州市上城区解放路138号禾屿大厦11层1103室",
            area="320.50",
            cert="浙(2019)杭州市不动产权第0158842号",
            start="2024年4月1日",
            end="2025年3月31日",
            rent=8500,
            date=dt(2024, 3, 26),
            a_rep=rep_a["name"],
            b_rep=rep_b["name"],
            handover=[
                ("办公室木门及门锁", "6套", "完好"),
                ("中央空调室内机", "8台", "运行正常"),
                ("LED吸顶灯", "42盏", "完好"),
                ("卫生间洁具", "2套", "完好"),
                ("窗帘", "14幅", "七成新"),
            ],
            meters=("036512.4", "01288.6", "门禁卡6张、钥匙12把"),
        ),
    )
    st.doc(
        "contract",
        "second contract in a row: 借款合同, 出借人（甲方）/借款人（乙方）, 大写 amount first, "
        "interest distractor, sign date in 大写 (二〇二四年四月十日)",
    )
    zc.loan(
        st,
        dict(
            no="JK-2024-0410",
            a="浙江钱塘汇通投资管理有限公司",
            a_code=uscc("330104", r),
            a_addr="杭州市上城区钱江路1366号华润大厦A座2201室",
            b=tenant[0],
            b_code=tenant[1],
            b_addr="杭州市拱墅区莫干山路100号",
            amount=500000,
            purpose="乙方影视后期制作设备采购",
            start="2024年4月15日",
            end="2025年4月14日",
            bank="杭州银行钱江支行",
            acct="3301 0401 6000 2281 93",
            guarantor="杭州青麓文化传媒有限公司股东赵一鸣",
            city="杭州",
            date=dt(2024, 4, 10),
        ),
    )
    st.doc("other", "催款函 (letter) quoting the lease number, parties and amounts")
    zo.demand_letter(
        st,
        dict(
            to=tenant[0],
            contract_date="2024年3月26日",
            contract_title="房屋租赁合同",
            contract_no="ZL-HZ-2024-0326",
            asof="2024年7月20日",
            period="2024年第三季度",
            owed="25500.00",
            days=10,
            payee=lessor[0],
            bank="中国建设银行杭州解放路支行",
            acct="3305 0161 6271 0000 0458",
            date=dt(2024, 7, 22),
        ),
    )
    st.doc("invoice", "paper 增值税专用发票 for the rent (scanned), 9% rate, remark quotes the lease number")
    zi.vat_paper(
        st,
        dict(
            province="浙江",
            kind="专用",
            code="3300241130",
            no="02218764",
            date=dt(2024, 4, 8),
            buyer=(
                tenant[0],
                tenant[1],
                "杭州市拱墅区莫干山路100号 0571-88390217",
                "中国工商银行杭州湖墅支行 1202 0212 0990 0318 842",
            ),
            seller=(
                lessor[0],
                lessor[1],
                "杭州市上城区解放路138号 0571-87025518",
                "中国建设银行杭州解放路支行 3305 0161 6271 0000 0458",
            ),
            items=[("*经营租赁*房屋租金", "1103室", "月", 3, "7798.17", 0.09, "2105.49")],
            remark="租赁合同ZL-HZ-2024-0326　2024年4月-6月租金",
            payee="楼佳",
            checker="何静",
            drawer="孙晓",
        ),
        scan=dict(color=True),
    )
    st.doc(
        "id_card",
        "tenant representative's card copy, front and back side by side, overlay '仅供房屋租赁备案使用'; "
        "issued at 46 -> 长期",
    )
    ic.page(
        st, rep_b, "side", overlay=("仅供房屋租赁备案使用", (0.75, 0.1, 0.1), 15, 12), scan=True, scale=1.05
    )
    st.doc("id_card", "digital (text-layer) card copy, cards slightly tilted, handwritten '与原件一致' note")
    ic.page(st, rep_a, "stack", tilt=2.5, note=("本复印件与原件一致", rep_a["name"]), scale=1.2)
    return st


# =============================================================================
def s05():
    st = Stream("s05_en_contracts_mixed", "Legal inbox - equipment and supply contracts", 505)
    st.doc("other", "fax cover sheet referencing the lease (no fields)")
    ed.fax_cover(
        st,
        dict(
            sender="Tidewater Logistics Pte Ltd",
            sender_addr="30 Pioneer Sector 1, Singapore 628433",
            to="Harbor Crane Rentals Ltd",
            attn="Contracts Desk",
            fax_to="+65 6861 2290",
            **{"from": "Priya Raman, Legal"},
            date=dt(2024, 4, 15),
            pages=5,
            re="Equipment Lease Agreement HCR-L-2404-12 (signed copy)",
            msg="Please find attached our countersigned copy of the Equipment Lease Agreement for two rough-"
            "terrain cranes. Kindly confirm the delivery date so that we can arrange site access. "
            "The security deposit will be remitted upon receipt of your invoice.",
        ),
    )
    st.doc(
        "contract",
        'Equipment Lease: \'made on <date> BETWEEN (1) … (the "Lessor") and (2) … (the "Lessee")\', '
        "monthly rent distractor, Total Rent, Schedule 1, signature page",
    )
    ed.equipment_lease(
        st,
        dict(
            no="HCR-L-2404-12",
            date=dt(2024, 4, 15),
            a="Harbor Crane Rentals Ltd",
            a_country="Singapore",
            a_no="201403318K",
            a_addr="9 Tuas Avenue 20, Singapore 638823",
            b="Tidewater Logistics Pte Ltd",
            b_country="Singapore",
            b_no="200918842M",
            b_addr="30 Pioneer Sector 1, Singapore 628433",
            monthly=3600,
            months=24,
            site="Jurong Port Berth J5, Singapore",
            law="Singapore",
            equipment=[
                ("Rough-terrain crane, 25 t, model RT-250", "RT250-22-0481", 1),
                ("Rough-terrain crane, 25 t, model RT-250", "RT250-22-0517", 1),
                ("Load moment indicator kit", "LMI-7731", 2),
            ],
            insured="640000.00",
            a_signer="Daniel Koh",
            b_signer="Priya Raman",
        ),
    )
    st.doc("other", "English QUOTATION from the later seller (EUR unit prices, 'not an offer')")
    ed.quotation_en(
        st,
        dict(
            seller="Guangzhou Hengfeng Valve Manufacturing Co., Ltd.",
            seller_addr="No. 28 Yonghe Road, Huangpu District, Guangzhou 510530, China",
            no="HF-Q-2403-118",
            date=dt(2024, 3, 29),
            enquiry="VMC-RFQ-0311",
            to=["Vestfold Marine Components AS", "Brygga 14", "3125 Tønsberg, Norway"],
            goods=[
                ("Cast steel gate valve DN150 PN40", 60, "1240.00"),
                ("Butterfly valve DN300, marine grade", 40, "1410.00"),
                ("Check valve DN100 PN25", 120, "425.00"),
            ],
            incoterm="CIF Oslo",
            rep="Chen Weiliang",
        ),
    )
    st.doc(
        "contract",
        "Sale of Goods: BUYER named first in a party table (no Party A labels), EUR contract price, "
        "signing line 'Signed at … on …', Annex 1 price schedule page scanned inside a digital stream",
    )
    ed.sale_of_goods(
        st,
        dict(
            no="SG-24-0422",
            buyer="Vestfold Marine Components AS",
            buyer_addr="Brygga 14, 3125 Tønsberg, Norway",
            seller="Guangzhou Hengfeng Valve Manufacturing Co., Ltd.",
            seller_addr="No. 28 Yonghe Road, Huangpu District, Guangzhou 510530, China",
            goods=[
                ("Cast steel gate valve DN150 PN40", 60, "1180.00"),
                ("Butterfly valve DN300, marine grade", 40, "1365.00"),
                ("Check valve DN100 PN25", 120, "412.50"),
            ],
            incoterm="CIF Oslo",
            delivery="31 July 2024",
            law="Sweden",
            seat="Stockholm",
            place="Guangzhou",
            date=dt(2024, 4, 22),
            buyer_signer="Ingrid Solberg",
            seller_signer="Chen Weiliang",
            annex_scan=dict(angle=-0.8),
        ),
    )
    st.doc(
        "invoice",
        "Japanese-style English invoice: addressee 'Messrs.', boxed tax-included total above the table, "
        "JPY without decimals, YYYY/MM/DD, registration no., square seal",
    )
    ei.jp_style(
        st,
        dict(
            no="2024-0417",
            date=dt(2024, 4, 17),
            buyer="Hoshino Industrial Co., Ltd.",
            attn="Purchasing Dept.",
            seller="Kitamura Precision Trading Co., Ltd.",
            seller_addr=["3-14-2 Shiba, Minato-ku", "Tokyo 105-0014, Japan", "TEL 03-5555-0198"],
            reg_no="T7010401012345",
            seal="北村商事",
            items=[
                ("Linear guide rail LGR-25, 1,000 mm", 20, "pcs", "18500"),
                ("Carriage block LGB-25", 40, "pcs", "9800"),
                ("Ball screw BS-1610, C7", 8, "pcs", "42000"),
                ("Handling charge", 1, "lot", "12000"),
            ],
            due=dt(2024, 5, 31),
            bank="Sakura Harbor Bank, Shiba Branch, Ordinary 1234567",
        ),
    )
    st.doc("other", "Delivery Note (scanned) quoting the sale contract number; no prices")
    ed.delivery_note_en(
        st,
        dict(
            seller="Guangzhou Hengfeng Valve Manufacturing Co., Ltd.",
            seller_addr="No. 28 Yonghe Road, Huangpu District, Guangzhou 510530, China",
            no="DN-240705-03",
            date=dt(2024, 7, 5),
            order="SG-24-0422",
            carrier="COSCO / DHL Freight",
            to=["Vestfold Marine Components AS", "Brygga 14", "3125 Tønsberg, Norway"],
            items=[
                ("Cast steel gate valve DN150 PN40", 60, 60),
                ("Butterfly valve DN300, marine grade", 40, 28),
                ("Check valve DN100 PN25", 120, 120),
            ],
            weight="14,820",
            packages="36 cases",
            receiver="I. Solberg",
        ),
        scan=True,
    )
    return st


# =============================================================================
def s06():
    st = Stream("s06_zh_procurement", "采购部 伺服电机项目归档", 606)
    r = st.rng
    buyer = ("苏州禾木精密机械有限公司", uscc("320505", r))
    seller = ("无锡恒拓电气设备有限公司", uscc("320214", r))
    st.doc("other", "报价单 from the later seller, pre-negotiation prices (distractor amounts)")
    zo.quotation(
        st,
        dict(
            seller=seller[0],
            seller_addr="无锡市新吴区长江路21号",
            seller_tel="0510-85201234",
            to=buyer[0],
            attn="采购部 钱经理",
            no="HT-BJ-240328",
            date=dt(2024, 3, 28),
            lead=20,
            rep="任伟",
            goods=[("交流伺服电机", "MS-750W", "台", 20, 2150), ("伺服驱动器", "SD-750", "台", 20, 1480)],
        ),
    )
    st.doc(
        "contract",
        "采购合同: 买方/卖方 labels (no 甲乙 → 买方 first-named = partyA), header with 签订时间/地点, goods "
        "table + 大写 total line, 30% prepayment distractor, signature table, 附件一 spec page",
    )
    zc.purchase(
        st,
        dict(
            no="CG-2024-0412",
            buyer=buyer[0],
            seller=seller[0],
            date=dt(2024, 4, 12),
            place="苏州市高新区",
            goods=[
                ("交流伺服电机", "MS-750W", "台", 20, dec("2090.50")),
                ("伺服驱动器", "SD-750", "台", 20, dec("1423.80")),
            ],
            lead=20,
            deliver_to="苏州市高新区滨河路588号禾木科技园3号厂房",
            buyer_rep="钱振华",
            seller_rep="吴国栋",
            buyer_tel="0512-66881234",
            seller_tel="0510-85201234",
            buyer_bank="中国工商银行苏州高新支行",
            seller_bank="中国银行无锡新区支行",
            buyer_acct="1102 0201 0900 0123 456",
            seller_acct="4812 5873 2011",
            specs=[
                ("额定功率", "MS-750W：750W；额定转速3000r/min，最高转速6000r/min"),
                ("编码器", "23位绝对值编码器，支持多圈记忆"),
                ("防护等级", "IP65（轴伸部分除外）"),
                ("驱动器通讯", "SD-750：EtherCAT / Modbus RTU，支持CiA402协议"),
                ("控制模式", "位置、速度、转矩控制，支持全闭环"),
                ("认证", "CE、RoHS"),
            ],
        ),
    )
    st.doc("other", "送货单 quoting the contract number")
    zo.delivery_note(
        st,
        dict(
            seller=seller[0],
            no="0041827",
            to=buyer[0],
            addr="苏州市高新区滨河路588号禾木科技园3号厂房",
            date=dt(2024, 4, 28),
            contract="CG-2024-0412",
            driver="刘强",
            receiver="陶敏",
            goods=[("交流伺服电机", "MS-750W", "台", 20, ""), ("伺服驱动器", "SD-750", "台", 20, "")],
        ),
    )
    bparty = (
        buyer[0],
        buyer[1],
        "苏州市高新区滨河路588号 0512-66881234",
        "中国工商银行苏州高新支行 1102020109000123456",
    )
    sparty = (
        seller[0],
        seller[1],
        "无锡市新吴区长江路21号 0510-85201234",
        "中国银行无锡新区支行 481258732011",
    )
    st.doc("invoice", "paper 增值税专用发票 No 08812345 (scanned)")
    zi.vat_paper(
        st,
        dict(
            province="江苏",
            kind="专用",
            code="3200234130",
            no="08812345",
            date=dt(2024, 4, 29),
            buyer=bparty,
            seller=sparty,
            items=[("*电机*交流伺服电机", "MS-750W", "台", 20, "1850.00", 0.13)],
            remark="合同号CG-2024-0412",
            payee="周敏",
            checker="陈立",
            drawer="王欣",
        ),
        scan=True,
    )
    st.doc("invoice", "look-alike consecutive 专票 No 08812346, same seller/buyer/date, different goods")
    zi.vat_paper(
        st,
        dict(
            province="江苏",
            kind="专用",
            code="3200234130",
            no="08812346",
            date=dt(2024, 4, 29),
            buyer=bparty,
            seller=sparty,
            items=[("*电器*伺服驱动器", "SD-750", "台", 20, "1260.00", 0.13)],
            remark="合同号CG-2024-0412",
            payee="周敏",
            checker="陈立",
            drawer="王欣",
            top=60,
        ),
        scan=dict(angle=0.6),
    )
    st.doc(
        "contract",
        "战略合作框架协议: label|value party table incl. 签署日期 (ISO form), unit price distractor, "
        "no total amount",
    )
    zc.framework(
        st,
        dict(
            no="KJ-XY-2024-0508",
            a=buyer[0],
            a_rep="钱振华",
            a_addr="苏州市高新区滨河路588号",
            b="苏州云栈数据服务有限公司",
            b_rep="陆文渊",
            b_addr="苏州工业园区星湖街328号创意产业园8栋",
            date=dt(2024, 5, 8),
            place="苏州工业园区",
            field="工业互联网与数据中心服务",
            unit_rate=5800,
            coop=[
                "1. 乙方为甲方提供设备联网、生产数据采集及边缘计算节点部署服务。",
                "2. 乙方为甲方提供数据中心机柜托管、异地容灾备份等基础设施服务。",
                "3. 双方联合开展伺服控制数据分析与预测性维护方面的技术研究。",
            ],
        ),
    )
    st.doc("other", "往来对账单 listing both invoice numbers and amounts")
    zo.statement(
        st,
        dict(
            seller=seller[0],
            to=buyer[0],
            date=dt(2024, 6, 30),
            lines=[
                ("2024-04-18", "预付货款（CG-2024-0412）", "", None, "21085.80"),
                ("2024-04-29", "销售伺服电机", "08812345", "41810.00", None),
                ("2024-04-29", "销售伺服驱动器", "08812346", "28476.00", None),
                ("2024-06-05", "收到货款", "", None, "30000.00"),
            ],
        ),
    )
    return st


# =============================================================================
def s07():
    st = Stream("s07_en_expenses_inbox", "Northgate Advisory - expenses and engagement inbox", 707)
    st.doc(
        "invoice",
        "hotel guest folio: brand name as seller, 'Company' = buyer, Folio No., dd-Mon-yyyy, "
        "'Including VAT 6%' as tax, room-rate lines as distractors",
    )
    ei.hotel_folio(
        st,
        dict(
            hotel_brand="The Lanting Bund Hotel",
            hotel_addr="88 Zhongshan East 2nd Road, Huangpu District, Shanghai 200002  ·  +86 21 5555 0188",
            guest="Mr. Oliver Grant",
            company="Northgate Advisory Ltd.",
            company_addr="12 Finsbury Square, London EC2A 1AS",
            member="LT-8821604",
            room="1816",
            arrive=dt(2024, 5, 20),
            depart=dt(2024, 5, 23),
            folio="F2405-118734",
            cashier="ZHANGY",
            card="4417",
            charges=[
                (dt(2024, 5, 20), "Room Charge - Deluxe King", "RT", "1080.00"),
                (dt(2024, 5, 20), "Breakfast", "RB", "128.00"),
                (dt(2024, 5, 21), "Room Charge - Deluxe King", "RT", "1080.00"),
                (dt(2024, 5, 21), "Laundry", "LD", "96.00"),
                (dt(2024, 5, 22), "Room Charge - Deluxe King", "RT", "1080.00"),
                (dt(2024, 5, 22), "Lobby Bar", "BAR", "224.00"),
                (dt(2024, 5, 23), "Business Centre - printing", "BC", "128.00"),
            ],
        ),
    )
    st.doc(
        "invoice", "数电票（普通发票） for the same stay: same total as the folio, Chinese seller/buyer names"
    )
    zi.shudian(
        st,
        dict(
            kind="普通发票",
            no="24312000000087215536",
            date=dt(2024, 5, 23),
            buyer=("上海岚溪生物科技有限公司", uscc("310115", st.rng)),
            seller=("上海兰亭外滩酒店管理有限公司", uscc("310101", st.rng)),
            items=[
                ("*住宿服务*住宿费", "", "天", 3, "1018.87", 0.06, "183.40"),
                ("*餐饮服务*餐饮费", "", "次", 1, "332.08", 0.06, "19.92"),
                ("*生活服务*洗衣及商务服务", "", "次", 1, "211.31", 0.06, "12.68"),
            ],
            remark="入住人：Oliver Grant　房号1816　2024-05-20至2024-05-23",
            drawer="张怡",
        ),
    )
    st.doc("other", "travel itinerary from an agency (scanned), fare summary marked 'not a tax invoice'")
    ed.itinerary(
        st,
        dict(
            agency="Bluewake Travel Management",
            traveller="GRANT/OLIVER MR",
            pnr="QX7LMB",
            issued=dt(2024, 5, 10),
            segments=[
                (
                    "MU 552  London Heathrow (LHR) → Shanghai Pudong (PVG)",
                    "Depart 19 May 2024 20:05  ·  Arrive 20 May 2024 15:20",
                    "Economy Plus · Seat 31A · Baggage 2PC",
                ),
                (
                    "Hotel: The Lanting Bund Hotel, Shanghai",
                    "Check-in 20 May 2024  ·  Check-out 23 May 2024",
                    "Deluxe King · Corporate rate · Guaranteed late arrival",
                ),
                (
                    "MU 551  Shanghai Pudong (PVG) → London Heathrow (LHR)",
                    "Depart 23 May 2024 13:30  ·  Arrive 23 May 2024 18:55",
                    "Economy Plus · Seat 29K",
                ),
            ],
            fare="Air fare GBP 1,146.00 + taxes GBP 412.37 = GBP 1,558.37 (charged to corporate card)",
        ),
        scan=True,
    )
    st.doc(
        "invoice",
        "US utility bill (Letter size): utility as seller, customer as buyer, usage chart, users tax, "
        "remittance stub repeating the amount",
    )
    ei.utility_bill(
        st,
        dict(
            utility="Riverton Public Utilities",
            utility_addr="400 Water Works Lane, Riverton, NJ 08077",
            no="RPU-0524-338172",
            account="0417-22831-06",
            date=dt(2024, 5, 28),
            period="Apr 24 - May 23, 2024",
            due=dt(2024, 6, 18),
            customer="Northgate Advisory US LLC",
            service_addr="211 Main Street, Riverton, NJ 08077",
            mail_addr="PO Box 612, Riverton, NJ 08077",
            usage=[("Dec", 9), ("Jan", 8), ("Feb", 8), ("Mar", 10), ("Apr", 11), ("May", 12)],
            charges=[
                ("Water service charge", "28.50"),
                ("Water usage 12 HCF", "86.40"),
                ("Sewer service", "64.10"),
                ("Stormwater fee", "12.00"),
            ],
            tax_rate=0.05,
            prev="176.22",
            remit_addr="PO Box 9001, Riverton, NJ 08077-9001",
        ),
    )
    st.doc("other", "untitled business letter quoting the consulting contract and its amounts")
    ed.letter(
        st,
        dict(
            sender="Northgate Advisory Ltd.",
            sender_addr="12 Finsbury Square, London EC2A 1AS",
            date=dt(2024, 5, 29),
            to=[
                "Ms. Lin Qiao",
                "Shanghai Lanxi Biotech Co., Ltd.",
                "Room 1203, 500 Zhangheng Road, Pudong, Shanghai",
            ],
            salutation="Dear Ms. Lin,",
            body=[
                "Thank you for hosting Oliver Grant in Shanghai last week. As discussed, we enclose our "
                "draft "
                "Consulting Services Agreement for the Southeast Asia market-entry study.",
                "The draft reflects a six-month engagement at a monthly retainer of USD 8,000.00, i.e. USD "
                "48,000.00 in total, with travel outside Shanghai reimbursed at cost on prior approval.",
                "If the terms are acceptable, we would be pleased to sign at your offices on 3 June. Please "
                "let "
                "me know if your legal team has any comments beforehand.",
            ],
            signer="Hannah Whitcombe",
            signer_title="Director, Asia Practice",
        ),
    )
    st.doc(
        "contract",
        "bilingual Consulting Services Agreement: explicit 'Party A 甲方' / 'Party B 乙方' table, monthly "
        "retainer distractor, total price with words, date on the signature page, Appendix 1 scope page",
    )
    ed.consulting_bilingual(
        st,
        dict(
            no="CS-2024-0603",
            a="Shanghai Lanxi Biotech Co., Ltd.",
            a_addr="Room 1203, 500 Zhangheng Road, Pudong New Area, Shanghai",
            b="Northgate Advisory Ltd.",
            b_addr="12 Finsbury Square, London EC2A 1AS, UK",
            market="Vietnam, Thailand and Malaysia",
            start="1 June 2024",
            end="30 November 2024",
            retainer=8000,
            months=6,
            city="Shanghai",
            arb="Shanghai International Arbitration Center",
            date=dt(2024, 6, 3),
            a_signer="Lin Qiao",
            b_signer="Hannah Whitcombe",
            seal_cn="上海岚溪生物科技有限公司",
            phases=[
                ("1. Diagnostic 诊断", "Regulatory mapping for class II devices; market sizing", "Month 1-2"),
                ("2. Partner screening 渠道筛选", "Long list of 40 distributors; 12 interviews", "Month 3-4"),
                ("3. Go-to-market 市场进入", "Pricing, channel plan, launch budget", "Month 5-6"),
            ],
        ),
    )
    st.doc("invoice", "Singapore TAX INVOICE (scanned), GST 9%, 'Bill To' block, d Mon yyyy")
    ei.sg_tax_invoice(
        st,
        dict(
            seller="Lumen Harbour Pte. Ltd.",
            seller_addr="71 Ayer Rajah Crescent #02-18, Singapore 139951",
            uen="201822914R",
            gst="M90371288X",
            no="LH-INV-10482",
            date=dt(2024, 6, 14),
            ref="NGA-SEA-01",
            bill_to=[
                "Northgate Advisory Ltd. (Singapore Branch)",
                "1 Raffles Place #44-01",
                "Singapore 048616",
            ],
            items=[
                ("Market research interviews, Vietnam (per interview)", 24, "180.00"),
                ("Interview transcription & translation", 24, "45.00"),
                ("Focus group facilitation, Bangkok", 2, "1650.00"),
            ],
            bank="DBS Bank, account 072-918834-1",
        ),
        scan=dict(color=True),
    )
    return st


# =============================================================================
def s08():
    st = Stream("s08_zh_hr_onboarding", "入职资料 2024-05 批次", 808)
    r = st.rng
    emp = ("深圳市前湾启明科技有限公司", uscc("440300", r))
    p1 = person(
        st,
        "覃海燕",
        "女",
        "壮",
        dt(1995, 3, 8),
        "450103",
        "广西壮族自治区南宁市青秀区民族大道136号5栋2单元1103号",
        "南宁市公安局青秀分局",
        dt(2014, 7, 22),
        64,
    )
    p2 = person(
        st,
        "欧阳子墨",
        "男",
        "汉",
        dt(1988, 9, 27),
        "440305",
        "广东省深圳市南山区粤海街道科技南十二路28号康佳研发大厦A座1506",
        "深圳市公安局南山分局",
        dt(2019, 5, 21),
        15,
    )
    st.doc("other", "入职材料清单 cover sheet")
    zo.checklist_cover(
        st,
        dict(
            company=emp[0],
            title="新员工入职材料",
            sub="2024年5月批次（人力资源部存档）",
            items=[
                ("居民身份证复印件", "1", True),
                ("劳动合同", "2", True),
                ("授权委托书", "1", True),
                ("员工信息登记表", "1", True),
                ("学历学位证书复印件", "1", False),
                ("离职证明", "1", False),
            ],
            handler="欧阳子墨",
            date=dt(2024, 5, 6),
        ),
    )
    st.doc("id_card", "colour scan, front and back stacked, overlay '仅供…办理入职使用'")
    ic.page(
        st,
        p1,
        "stack",
        overlay=(f"仅供{emp[0]}办理入职使用", (0.1, 0.3, 0.7), 14, 20),
        scan=dict(color=True),
    )
    st.doc(
        "id_card",
        "front side only, card turned -90° on the page (no back: no authority/validity); followed by a "
        "blank scanned page",
    )
    ic.page(st, p2, "rot_single", front_only=True, scale=1.3, scan=True)
    st.page(scan=dict(speckle=400))  # blank back of the copy, fed through the scanner
    st.doc(
        "contract",
        "劳动合同 in table form: 甲方（用人单位）/乙方（劳动者） cells, monthly wage only (no "
        "contractAmount), "
        "signature page with 签订日期",
    )
    zc.labour_table(
        st,
        dict(
            no="QM-HR-2024-0506-017",
            a=emp[0],
            a_code=emp[1],
            a_rep="梁启航",
            a_addr="深圳市南山区前海深港合作区前湾一路35号",
            b=p1["name"],
            b_sex="女",
            b_id=p1["idn"],
            b_birth="1995年3月8日",
            b_addr=p1["addr"],
            b_tel="186 2076 3381",
            b_emerg="覃志强 139 7715 2204",
            start="2024年5月13日",
            end="2027年5月12日",
            probation_end="2024年8月12日",
            post="测试开发工程师",
            workplace="深圳市南山区",
            salary=9800,
            salary_prob=8800,
            city="深圳市",
            date=dt(2024, 5, 6),
        ),
    )
    st.doc("other", "授权委托书 (power of attorney) naming the HR agent and his ID number")
    zo.power_of_attorney(
        st,
        dict(
            principal=emp[0],
            rep="梁启航",
            agent=p2["name"],
            agent_id=p2["idn"],
            matter="2024年5月批次新员工入职、劳动合同签订及社会保险增员",
            **{"from": "2024年5月1日", "to": "2024年12月31日"},
            date=dt(2024, 4, 28),
        ),
    )
    st.doc("other", "毕业证书 copy (scanned) carrying the hire's name, sex and birth date - not an id_card")
    zo.diploma(
        st,
        dict(
            name=p1["name"],
            sex=p1["sex"],
            birth=p1["birth"],
            **{"from": "2013年9月", "to": "2017年6月"},
            major="软件工程",
            school="桂南理工大学",
            president="韦正清",
            issued="二〇一七年六月三十日",
            cert="106891201705002318",
        ),
        scan=True,
    )
    st.doc("other", "员工信息登记表 (scanned form) quoting the new hire's card data")
    zo.onboarding_form(
        st,
        dict(
            company=emp[0],
            date=dt(2024, 5, 13),
            person=p1,
            edu="本科",
            marital="已婚",
            political="共青团员",
            live="深圳市南山区西丽街道留仙大道3370号",
            tel="186 2076 3381",
            email="qin.haiyan@example.cn",
            post="测试开发工程师",
            join="2024-05-13",
            emerg="覃志强",
            emerg_rel="兄妹",
            emerg_tel="139 7715 2204",
            history=[
                ("2017.07-2020.06", "南宁云湾软件有限公司", "测试工程师", "合同到期"),
                ("2020.07-2024.04", "广州星跃信息技术有限公司", "高级测试工程师", "个人原因"),
            ],
        ),
        scan=True,
        title="员工信息登记表",
    )
    return st


# =============================================================================
def s09():
    st = Stream("s09_zh_mixed_scan", "项目部 扫描件合集", 909, scan_all=True)
    r = st.rng
    client = ("武汉江夏星图测绘有限公司", uscc("420115", r))
    st.doc("invoice", "数电票（普通发票） printed on A4 and scanned")
    zi.shudian(
        st,
        dict(
            kind="普通发票",
            no="24422000000036619842",
            date=dt(2024, 5, 16),
            buyer=client,
            seller=("武汉楚天云帆信息技术有限公司", uscc("420111", r)),
            items=[("*信息技术服务*GIS平台年度技术支持", "", "年", 1, "28301.89", 0.06, "1698.11")],
            remark="项目：江夏区地下管网普查数据平台",
            drawer="易婷",
            top=70,
        ),
        scan=True,
    )
    st.doc(
        "invoice",
        "older 增值税电子普通发票 (scanned): 12-digit 代码 + 8-digit 号码 + 20-digit 校验码 distractor",
    )
    zi.vat_paper(
        st,
        dict(
            province="湖北",
            kind="电子普通",
            code="042002300111",
            no="21843067",
            date=dt(2024, 5, 20),
            check_code="10387 66215 09418 33720",
            machine="661921883307",
            buyer=(client[0], client[1], "", ""),
            seller=(
                "武汉光谷绿洲物业服务有限公司",
                uscc("420111", r),
                "武汉市东湖新技术开发区光谷大道77号 027-87716605",
                "招商银行武汉光谷支行 1279 0866 1210 501",
            ),
            items=[("*物业管理服务*物业服务费", "2024年4-6月", "月", 3, "4528.30", 0.06, "815.10")],
            remark="",
            payee="柯敏",
            checker="方园",
            drawer="熊芳",
        ),
        scan=True,
    )
    st.doc(
        "contract",
        "委托服务合同 (scanned): 委托方（甲方）/受托方（乙方）, 大写+digits total, quarterly and hourly "
        "distractors, 大写 sign date under the signature block, fee-schedule 附件 page",
    )
    zc.entrust(
        st,
        dict(
            no="WT-2024-0601",
            a=client[0],
            a_addr="武汉市江夏区文化大道399号",
            b="湖北明衡财务咨询有限公司",
            b_addr="武汉市武昌区中北路108号楚商大厦1606室",
            svc="代理记账及纳税申报",
            scope=[
                "1. 乙方根据甲方提供的原始凭证代为编制记账凭证、登记会计账簿、编制月度及年度财务报表。",
                "2. 乙方代为办理增值税、企业所得税、个人所得税等税种的按期申报。",
                "3. 乙方协助甲方办理年度企业所得税汇算清缴及工商年报。",
            ],
            start="2024年6月15日",
            end="2025年6月14日",
            amount=38000,
            hourly=300,
            date=dt(2024, 6, 1),
            quarters=[
                ("2024.06.15-2024.09.14", "2024年6月20日前"),
                ("2024.09.15-2024.12.14", "2024年9月20日前"),
                ("2024.12.15-2025.03.14", "2024年12月20日前"),
                ("2025.03.15-2025.06.14", "2025年3月20日前"),
            ],
        ),
    )
    st.doc("other", "会议纪要 quoting the contract amount and parties")
    zo.minutes(
        st,
        dict(
            title="关于财务外包服务启动的会议纪要",
            when="2024年6月5日 14:30-16:00",
            where="公司三楼会议室",
            who="田明远、蔡晓雯、湖北明衡财务咨询有限公司项目组（2人）",
            scribe="蔡晓雯",
            topic="财务外包（代理记账及纳税申报）服务交接与工作计划。",
            points=[
                "委托服务合同（WT-2024-0601）已于6月1日签订，服务费总额38,000元，按季度支付。",
                "财务部于6月10日前向受托方移交1-5月原始凭证及银行流水。",
                "受托方每月8日前完成上月账务处理，12日前完成纳税申报并反馈申报回执。",
            ],
            todo=[
                "1. 财务部：整理凭证并办理交接（责任人：蔡晓雯）。",
                "2. 综合部：办理受托方人员门禁（责任人：田明远）。",
            ],
            cc="总经理办公室、财务部",
        ),
    )
    st.doc(
        "other", "网上银行电子回单 for the first quarterly fee (quotes payer, payee, amount, contract number)"
    )
    zo.bank_slip(
        st,
        dict(
            bank="中国农业银行",
            no="2024061800317725",
            date=dt(2024, 6, 18),
            payer=client[0],
            payer_acct="1705 0101 0400 2271 6",
            payer_bank="中国农业银行武汉江夏支行",
            payee="湖北明衡财务咨询有限公司",
            payee_acct="4200 1078 3530 5251 8826",
            payee_bank="中国建设银行武汉中北路支行",
            amount="9500.00",
            purpose="WT-2024-0601第一期服务费",
            serial="AB7721604418830192",
        ),
    )
    p = person(
        st,
        "田明远",
        "男",
        "土家",
        dt(1979, 6, 15),
        "422801",
        "湖北省恩施市舞阳坝街道金桂大道88号7栋3单元201室",
        "恩施市公安局",
        dt(2013, 10, 9),
        33,
    )
    st.doc("id_card", "card copy with the back (国徽面) above the front")
    ic.page(st, p, "stack", back_first=True, scale=1.2, title="身份证复印件")
    st.doc(
        "contract",
        "bilingual trade 销售合同 (scanned): 卖方 The Seller named first (no 甲乙), date at the top, USD "
        "total value, amount in words",
    )
    ed.sales_contract_bilingual(
        st,
        dict(
            no="CTO-SC-240612",
            date=dt(2024, 6, 12),
            place="Wuhan, China",
            seller="Hubei Chutian Optoelectronics Co., Ltd.",
            seller_addr="No. 6 Gaoxin 4th Road, East Lake High-tech Zone, Wuhan, China",
            buyer="Andes Geomatica S.A.C.",
            buyer_addr="Av. Javier Prado Este 1840, San Isidro, Lima, Peru",
            goods=[
                ('Total station CT-R2, 2" accuracy', 12, "sets", "4850.00"),
                ("GNSS RTK receiver CT-G9", 8, "sets", "3920.00"),
                ("Carbon fibre tripod", 20, "pcs", "86.00"),
            ],
            incoterm="CIF Callao",
            ship="Within 45 days after receipt of the advance payment",
            pol="Shanghai",
            pod="Callao",
            seller_cn="湖北楚天光电股份有限公司",
        ),
    )
    return st


# =============================================================================
def s10():
    st = Stream("s10_zh_en_shared_drive", "共享盘打印 - 出口与软件项目", 1010)
    r = st.rng
    exp = "Ningbo Haishu Lianyi Electric Appliance Co., Ltd."
    exp_addr = "No. 519 Jiangxia Road, Haishu District, Ningbo, Zhejiang, China"
    buyer_lines = ["Brisa Home Trading LLC", "Office 1407, Al Moosa Tower 2", "Sheikh Zayed Road, Dubai, UAE"]
    st.doc("other", "PROFORMA INVOICE (explicitly 'not valid for tax purposes') - other")
    ed.proforma(
        st,
        dict(
            seller=exp,
            seller_addr=exp_addr,
            no="PI-LY240603",
            date=dt(2024, 6, 3),
            valid=dt(2024, 7, 3),
            buyer=buyer_lines,
            incoterm="FOB Ningbo",
            lead="35 days after deposit",
            bank="Bank of Ningbo, Haishu Branch, SWIFT BKNBCN2N, A/C 5101 0122 0001 8826",
            items=[
                ("Electric kettle 1.7 L, stainless, model LY-K17", 3000, "pcs", "6.85"),
                ("Hand blender 600 W, model LY-HB6", 1500, "pcs", "9.40"),
                ("Toaster 2-slice, model LY-T2", 1200, "pcs", "8.10"),
            ],
        ),
    )
    st.doc(
        "invoice",
        "export COMMERCIAL INVOICE with bilingual labels ('Seller 卖方', 'Invoice No. 发票号'), no tax, "
        "amount in words",
    )
    ei.commercial_invoice(
        st,
        dict(
            seller=exp,
            seller_addr=exp_addr,
            seller_cn="宁波海曙联意电器有限公司",
            buyer=buyer_lines[0],
            buyer_addr="Office 1407, Al Moosa Tower 2, Sheikh Zayed Road, Dubai",
            no="LY24-0719",
            date=dt(2024, 7, 19),
            pol="Ningbo, China",
            pod="Jebel Ali, UAE",
            sc="LY-SC-240610",
            payment="T/T 30/70",
            vessel="MSC ARINA / 428W",
            incoterm="FOB Ningbo",
            hs="8516.71 / 8509.40 / 8516.72",
            items=[
                ("Electric kettle 1.7 L, stainless, LY-K17", 3000, "pcs", "6.80"),
                ("Hand blender 600 W, LY-HB6", 1500, "pcs", "9.40"),
                ("Toaster 2-slice, LY-T2", 1200, "pcs", "8.05"),
            ],
        ),
    )
    st.doc("other", "packing list quoting the invoice number")
    ed.packing_list(
        st,
        dict(
            seller=exp,
            inv="LY24-0719",
            date=dt(2024, 7, 19),
            sc="LY-SC-240610",
            consignee=buyer_lines,
            rows=[
                ("1-500", "Electric kettle LY-K17", "3000", "4,650", "5,100", "31.20"),
                ("501-750", "Hand blender LY-HB6", "1500", "1,980", "2,210", "12.60"),
                ("751-950", "Toaster LY-T2", "1200", "2,460", "2,750", "18.40"),
            ],
            total_line="TOTAL: 950 CARTONS  N.W. 9,090 kg  G.W. 10,060 kg  62.20 m3",
        ),
    )
    lic_a = ("成都星河数智软件有限公司", uscc("510107", r))
    lic_b = ("成都蓝鲸互动网络科技有限公司", uscc("510104", r))
    st.doc(
        "contract",
        "软件许可使用协议: parties named ONLY on the signature page (甲方（许可方）/乙方（被许可方）), "
        "15% annual maintenance distractor",
    )
    zc.software_license(
        st,
        dict(
            no="RJ-XK-2024-0701",
            software="星河数智客户数据平台V5.0",
            users=200,
            amount=240000,
            city="成都",
            a=lic_a[0],
            a_rep="邓子谦",
            b=lic_b[0],
            b_rep="罗婉清",
            date=dt(2024, 7, 1),
        ),
    )
    st.doc(
        "invoice",
        "收据 receipt slip (pink copy, scanned): No., 今收到 payer, 大写+¥ amount, 收款单位 — treated as "
        "invoice",
    )
    zi.receipt(
        st,
        dict(
            no="0034871",
            date=dt(2024, 7, 8),
            payer=lic_b[0],
            purpose="客户数据平台管理员现场培训费",
            amount=3500,
            payee_unit="成都青柚企业管理咨询工作室",
            cashier="李娟",
            handler="何川",
        ),
        scan=dict(color=True, angle=1.2),
    )
    st.doc("invoice", "红字 数电票: negative amounts, remark quotes the original blue invoice number")
    zi.shudian(
        st,
        dict(
            kind="增值税专用发票",
            no="24512000000210448719",
            date=dt(2024, 7, 16),
            buyer=lic_b,
            seller=lic_a,
            items=[("*信息技术服务*软件实施服务", "", "项", 1, "2000.00", 0.06)],
            neg=True,
            remark="被红冲蓝字数电发票号码：24512000000208817305　红字发票信息确认单编号："
            "51010724071600018832",
            drawer="邱敏",
        ),
    )
    st.doc("other", "two-page 项目验收报告 quoting contract number and amount")
    zo.acceptance_report(
        st,
        dict(
            project="客户数据平台部署项目",
            contract="RJ-XK-2024-0701",
            owner=lic_b[0],
            vendor=lic_a[0],
            date=dt(2024, 8, 20),
            amount="240000.00",
            summary="本项目依据《软件许可使用协议》实施，完成客户数据平台在乙方私有云环境的部署、与会员系统及"
            "订单系统的数据对接、200个并发用户的授权配置以及管理员培训。项目自2024年7月8日启动，"
            "于2024年8月9日完成上线试运行。",
            checks=[
                ("功能验收", "功能清单所列76项功能全部可用", "通过"),
                ("性能验收", "并发200用户时页面响应时间≤2秒", "通过"),
                ("数据对接", "会员、订单数据日同步成功率≥99.9%", "通过"),
                ("安全验收", "通过等保二级相关测评项", "通过"),
                ("文档交付", "安装手册、运维手册、用户手册齐全", "通过"),
                ("培训", "完成管理员及业务骨干培训共3场", "通过"),
            ],
            issues=[
                "1. 报表导出在超过10万行时耗时较长，承建单位承诺于9月版本中优化。",
                "2. 移动端部分页面适配问题已记录，纳入质保期内处理。",
            ],
            conclusion="验收小组认为，本项目已按合同约定完成全部建设内容，系统运行稳定，文档齐全，同意通过验收。"
            "剩余40%许可费用按合同约定支付。",
            team=["组长", "成员", "成员"],
        ),
    )
    return st


STREAMS = [s01, s02, s03, s04, s05, s06, s07, s08, s09, s10]


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    failures = 0
    tot = dict(pages=0, scanned=0, docs={}, fields={})
    for fn in STREAMS:
        st = fn()
        gold = st.gold()
        pdf = os.path.join(out, st.name + ".pdf")
        st.build(pdf)
        with open(os.path.join(out, st.name + ".gold.json"), "w", encoding="utf-8") as fh:
            json.dump(gold, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        errs = check_stream(pdf, st, gold)
        if not (8 <= gold["pages"] <= 11):
            errs.append(f"stream has {gold['pages']:d} pages (want 8-11)")
        nscan = sum(1 for p in st.pages if p["scan"])
        tot["pages"] += gold["pages"]
        tot["scanned"] += nscan
        for s in gold["segments"]:
            tot["docs"][s["doc_type"]] = tot["docs"].get(s["doc_type"], 0) + 1
        for f in gold["fields"]:
            k = gold["segments"][f["segment"] - 1]["doc_type"]
            tot["fields"][k] = tot["fields"].get(k, 0) + 1
        print(
            "{:<28} pages={:2d} scanned={:2d} segments={:2d} fields={:3d}  {}".format(
                st.name,
                gold["pages"],
                nscan,
                len(gold["segments"]),
                len(gold["fields"]),
                "OK" if not errs else "FAIL",
            )
        )
        for e in errs:
            print("    " + e)
        failures += len(errs)
    print(
        "total pages={:d} scanned={:d} documents={} fields={}  ({:.1f}s)".format(
            tot["pages"], tot["scanned"], json.dumps(tot["docs"]), json.dumps(tot["fields"]), time.time() - t0
        )
    )
    if failures:
        print(f"SELF-CHECK FAILED: {failures:d} problem(s)")
        return 1
    print("self-check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
