"""Stream builders s09 and s10 (contents and gold of each stream; see README.md "Streams")."""

import en_bilingual as el
import en_bills as eb
import en_docs as ed
import id_cards as ic
import zh_invoices as zi
import zh_other as zo
import zh_service as zs
from kit_stream import Stream
from kit_values import uscc
from streams_common import dt, person


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
    zs.entrust(
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
    el.sales_contract_bilingual(
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
    eb.commercial_invoice(
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
    zs.software_license(
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
