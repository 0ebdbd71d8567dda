"""Stream builders s01 and s02 (contents and gold of each stream; see README.md "Streams")."""

import id_cards as ic
import zh_invoices as zi
import zh_labour as zl
import zh_other as zo
import zh_service as zs
from kit_stream import Stream
from kit_values import uscc
from streams_common import dt, person


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
    zs.tech_service(
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
    zl.labour_booklet(
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
