"""Stream builders s07 and s08 (contents and gold of each stream; see README.md "Streams")."""

import en_bilingual as el
import en_bills as eb
import en_docs as ed
import en_invoices as ei
import id_cards as ic
import zh_invoices as zi
import zh_labour as zl
import zh_other as zo
from kit_stream import Stream
from kit_values import uscc
from streams_common import dt, person


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
    eb.utility_bill(
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
    el.consulting_bilingual(
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
    eb.sg_tax_invoice(
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
    zl.labour_table(
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
