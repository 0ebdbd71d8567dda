"""Stream builders s03 and s04 (contents and gold of each stream; see README.md "Streams")."""

import en_contracts as ec
import en_docs as ed
import en_invoices as ei
import id_cards as ic
import zh_contracts as zc
import zh_invoices as zi
import zh_other as zo
from kit_stream import Stream
from kit_values import uscc
from streams_common import dt, person


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
    ec.msa(
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
