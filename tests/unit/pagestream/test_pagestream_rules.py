"""The rules' boundaries and types on pages OCR and unfamiliar layouts leave: marks inside labels, numbers
without their labels, names in cells, documents quoting each other's numbers."""

from __future__ import annotations

import random

import pytest

from services.context.pagestream.evidence import gather
from services.context.pagestream.rules import keyword_probabilities, rule_starts, title_type
from services.context.pagestream.stream import PageText
from tests.pagestreams.documents import id_number


def test_two_card_copies_with_marks_inside_their_labels_are_two_documents(split_texts):
    first = (
        "姓 名 王建华\n性 别 男 | 民 族 汉\n出 生 1980 年 5 月 2 日\n住 址 江苏省南京市玄武区北京东路 8 号"
    )
    second = (
        "姓 - 名 林小燕\n性别 女 民族 回\n出 < 生 1992 年 3 月 9 日\n住址 福建省厦门市思明区湖滨南路 66 号"
    )
    _, got = split_texts([first, second])
    assert got == [(1, 1, "id_card"), (2, 2, "id_card")]


def test_a_short_page_holds_a_resident_id_number_whose_label_ocr_lost(settings):
    a, b = id_number(random.Random(1)), id_number(random.Random(2))
    card = f"名 王建华\n男 汉\n江苏省南京市玄武区北京东路 8 号\n288058 {a}"
    other_card = f"人\n女 回 1992 年 3 月\n{b} 福建省厦门市思明区湖滨南路 66 号"
    contract = f"甲方：王建华\n身份号 {a}\n" + "第一条 租赁物为位于南京市的房屋一套，用途为居住。\n" * 20
    bad = card.replace(a, a[:-1] + ("0" if a[-1] != "0" else "1"))
    ev = gather(
        [PageText(n, t, ocr=True) for n, t in enumerate([card, other_card, contract, bad], 1)], settings
    )
    assert [e.identifiers.get("id_number") for e in ev] == [a, b, None, None]


def test_cards_told_apart_by_numbers_alone_are_identity_cards(split_texts):
    a, b = id_number(random.Random(3)), id_number(random.Random(4))
    _, got = split_texts([f"人\n的\n男 汉\n{a} 广东省深圳市南山区", f"% Ber\nSR\n{b}\n单元 1103 号"])
    assert got == [(1, 1, "id_card"), (2, 2, "id_card")]


def test_a_pages_of_specks_read_by_ocr_is_blank(settings):
    pages = [PageText(1, "Ca\nBA", ocr=True), PageText(2, "Ca\nBA"), PageText(3, "收款收据", ocr=True)]
    assert [e.blank for e in gather(pages, settings)] == [True, False, False]


def test_a_signature_pages_note_continues_its_contract(split_texts):
    contract = "软件许可使用协议\n甲方：成都某软件有限公司\n乙方：成都某网络科技有限公司\n第一条 许可范围"
    signature = "（本页为《软件许可使用协议》签署页）\n甲方（盖章）：\n乙方（盖章）：\n日期："
    ev, got = split_texts([contract, signature])
    assert ev[1].annex and got == [(1, 2, "contract")]


def test_a_supplementary_agreement_after_a_contracts_last_page_starts_one(split_texts):
    parties = "甲方：无锡某机电有限公司\n乙方：苏州某五金有限公司"
    first = f"买 卖 合 同\n合同编号：HT-2024-031\n{parties}\n第 1 页 共 2 页"
    last = "合同编号：HT-2024-031\n第八条 争议解决\n甲方（盖章）： 乙方（盖章）：\n第 2 页 共 2 页"
    supplement = f"补 充 协 议\n原合同编号：HT-2024-031\n{parties}"
    _, got = split_texts([first, last, supplement])
    assert got == [(1, 2, "contract"), (3, 3, "contract")]


def test_a_named_document_quoting_the_number_of_another_named_one_starts(split_texts):
    request = "某机电设备有限公司\n付 款 申 请 单\n合同编号：CG-2024-0412\n付款金额：¥37,000.00"
    delivery = (
        "某电气设备有限公司\n送 | 货 | 单 | No. 0041827\n合同编号：CG-2024-0412\n1 | 伺服电机 | 台 | 20"
    )
    ev, got = split_texts([request, delivery])
    assert ev[1].name and got == [(1, 1, "other"), (2, 2, "other")]


def test_a_name_in_a_later_cell_and_a_bilingual_name_name_documents(settings):
    pages = [
        "某某商家中心 | 商家月度结算账单\n结算周期：2024-03",
        "中国银行 BANK OF CHINA\n境外汇款申请书 APPLICATION FOR FUNDS TRANSFERS (OVERSEAS)\nDate: 2024-04-25",
        "Summit Ridge Networks LLC\n77 Quarry Road, Boulder, CO 80301\nTo:\nBrightwater Analytics, Inc.\n"
        "STATEMENT OF ACCOUNT\nStatement Date: 04/01/2024",
        "% 名 Ber\nSR\n性别 | x | R",
        "ZA (RE) :\n代表 :",
    ]
    ev = gather([PageText(n, t) for n, t in enumerate(pages, 1)], settings)
    assert [e.name for e in ev] == [
        "某某商家中心 | 商家月度结算账单",
        "境外汇款申请书",
        "STATEMENT OF ACCOUNT",
        "",
        "",
    ]


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("BILL OF LADING", None),
        ("ELECTRICITY BILL", "utility_bill"),
        ("四川省医疗门诊收费票据（电子）", "invoice"),
        ("收 | 据 | No. 0034874", "invoice"),
        ("DEED OF LEASE", "contract"),
        ("LOAN NOTE", "contract"),
        ("FOR IMMEDIATE RELEASE", None),  # no lease, though OCR may misread a letter of a title word
    ],
)
def test_titles_of_bills_and_receipts(settings, title, expected):
    assert title_type(title, settings.fallback) == expected


def test_paper_invoices_told_apart_by_their_printed_serial_numbers(split_texts):
    first = "No 08812345\n开票日期 2024年04月29日\n购买方 名称：某精密机械有限公司\n价税合计 ¥41,810.00"
    second = "No 09934561\n开票日期 2024年04月29日\n购 买 方 名称：某精密机械有限公司\n合计 ¥5,650.00"
    ev, got = split_texts([first, second])
    assert [e.identifiers.get("serial_no") for e in ev] == ["08812345", "09934561"]
    assert got == [(1, 1, "invoice"), (2, 2, "invoice")]


def test_an_agreements_number_is_its_identifier(settings):
    ev = gather([PageText(1, "保密协议\n协议编号 No.: LT-NDA-2024-015\n甲方：某生物科技有限公司")], settings)
    assert ev[0].identifiers["contract_no"].endswith("NDA-2024-015")


def test_a_named_report_goes_on_over_a_page_opening_mid_sentence(split_texts):
    report = "项目验收报告\n项目名称 | 数据平台部署项目\n一、项目概况\n本项目依据合同实施。\n五、验收结论"
    last = (
        "验收小组认为，本项目已按合同约定完成全部建设内容，同意通过验收。\n"
        "建设单位（盖章）： 承建单位（盖章）：\n合同金额按合同约定支付。"
    )
    ev, got = split_texts([report, last])
    assert ev[1].opens_in_sentence and got == [(1, 2, "other")]


def test_a_form_printing_its_serial_number_after_a_letter_starts_a_document(split_texts):
    letter = (
        "催 款 函\n某某文化传媒有限公司：\n贵司尚欠租金人民币25,500.00元，请于五日内支付。\n某某置业有限公司"
    )
    scan = "No 02218764 | 2\n&\n3300241130 | m3\n买 | 纳税人识别号 91330105K3A4CY3061\n合计 | ¥23394.51"
    ev, got = split_texts([letter, scan])
    assert ev[1].identifiers.get("serial_no") == "02218764"
    assert [(a, b) for a, b, _ in got] == [(1, 1), (2, 2)]


def test_documents_in_traditional_chinese_are_typed_and_numbered(split_texts):
    parties = "甲方（委託方）：某某顧問有限公司\n乙方：某某設計有限公司"
    contract = f"服務協議\n協議編號：HKSA-2024-031\n{parties}\n第 1 頁 共 2 頁"
    last = "協議編號：HKSA-2024-031\n第八條 爭議解決\n第 2 頁 共 2 頁"
    receipt = "收 據\n收據編號：R-2024-0311\n今收到某某顧問有限公司 港幣壹萬元正"
    ev, got = split_texts([contract, last, receipt])
    assert ev[0].page_no == (1, 2) and ev[0].identifiers.get("contract_no")
    assert got == [(1, 2, "contract"), (3, 3, "invoice")]


def test_a_cover_listing_documents_of_several_types_is_other(split_texts):
    cover = (
        "某某科技有限公司\n新员工入职材料\n序号 材料名称 | 份数\n1 | 居民身份证复印件 | 1\n2 | 劳动合同 | 2\n"
        "3 | 增值税发票 | 1\n4 | 毕业证书复印件 | 1"
    )
    contract = "劳动合同\n合同编号：QM-HR-2024-017\n甲方：某某科技有限公司\n乙方：王某\n第 1 页 共 2 页"
    _, got = split_texts([cover, contract])
    assert got[0] == (1, 1, "other") and got[1][2] == "contract"


_AGREEMENT = (
    "SERVICES AGREEMENT\nAgreement No.: TS-2023-0815\nParty A: Fernhill Labs Ltd\nParty B: Corvid Data LLC\n"
    "1. Scope. Party B shall provide data services as set out in this Agreement.\nPage 1 of 2"
)


def test_a_title_case_name_on_a_pages_first_line_starts_a_document(split_texts):
    minutes = (
        "Minutes of Project Steering Meeting\nHeld | 2 May 2024 | Room 4\n"
        "1. Budget. The steering group approved the revised budget.\n2. Next meeting in June."
    )
    report = "Monthly Operations Report - April 2024\nPrepared for the board\n1. Summary. Uptime was 99.9%."
    _, got = split_texts([_AGREEMENT, minutes, report])
    assert got == [(1, 1, "contract"), (2, 2, "other"), (3, 3, "other")]


def test_running_text_at_the_top_ends_the_search_for_a_name(split_texts):
    signature = (
        "IN WITNESS WHEREOF, the parties have caused this Agreement to be signed by their duly\n"
        "authorised representatives.\nPROVIDER CUSTOMER\nBy: By:\nName: Ann Lee Name: Tom Ray\nPage 2 of 2"
    )
    ev, got = split_texts([_AGREEMENT.replace("\nPage 1 of 2", ""), signature])
    assert ev[1].name == "" and got == [(1, 2, "contract")]


def test_a_resolution_after_a_card_copy_is_a_document_of_its_own(split_texts):
    card = "姓名 李晓明\n性别 男 民族 汉\n出生 1985 年 6 月 3 日\n住址 浙江省宁波市海曙区中山西路 9 号"
    resolution = (
        "宁波某某新材料有限公司董事会决议\n会议时间：2024年3月1日\n"
        "一、同意公司向银行申请流动资金贷款人民币500万元。\n二、授权总经理签署相关文件。"
    )
    _, got = split_texts([card, resolution])
    assert got == [(1, 1, "id_card"), (2, 2, "other")]


def test_a_receipt_under_its_issuers_letterhead_is_an_invoice(split_texts):
    receipt = (
        "Pacific Harbour Co-working Inc.\n8F Harbour Plaza, Quezon City\nOFFICIAL RECEIPT\nNo. 0031877\n"
        "Date: May 2, 2024\nRECEIVED from | Tamarind Studio Ltd\nTOTAL AMOUNT | PHP 11,200.00"
    )
    statement = "Statement 2024/04\nOpening balance | 1,000.00\nClosing balance | 2,000.00"
    _, got = split_texts([statement, receipt])
    assert got == [(1, 1, "other"), (2, 2, "invoice")]


def _invoice(number: str) -> str:
    seller, buyer = "Brightline Medical Supply Inc.", "Cedar Ridge Dental"
    return f"{seller}\nINVOICE\nInvoice # {number}\nBill To\n{buyer}\nTOTAL DUE $436.99"


@pytest.mark.parametrize(
    ("second", "starts"),
    [("BMS-240327", True), ("BMS-240312", True), ("BMS-24O311", False), ("BMS240311", False)],
)
def test_a_scanned_invoices_number_a_digit_off_is_another_invoice(settings, second, starts):
    """OCR takes a letter for a digit or drops a hyphen now and then; a batch's next number differs in a
    digit."""
    pages = [PageText(1, _invoice("BMS-240311")), PageText(2, _invoice(second), ocr=True)]
    ev = gather(pages, settings)
    assert ev[1].identifiers["invoice_no"].startswith("BMS")
    probabilities, sure = rule_starts(pages, ev, settings)
    assert sure[1] and (probabilities[1] > 0.5) is starts


def test_a_forms_name_run_into_its_numbers_label_names_it_under_a_letterhead(settings):
    receipt = (
        "Sri Damai Properties Sdn. Bhd.\nRegistration No. 201501012545\nLot 3-1, Jalan Damai, Kuala Lumpur\n"
        "OFFICIAL RECEIPT No.\nOR 018842\nReceived from Tan Wei Ming"
    )
    assert gather([PageText(1, receipt)], settings)[0].name == "OFFICIAL RECEIPT"


def test_a_long_title_case_name_is_no_running_text(split_texts):
    minutes = (
        "Minutes of a Meeting of the Board of Directors\nCompany: Kauri Ridge Orchards Limited\n"
        "1. Irrigation. The board approved the quote of $36,480.00 + GST, to be invoiced on completion.\n"
        "2. Noted the Karoo Solar invoice is to be recharged. Invoice totals to be checked."
    )
    ev, got = split_texts([_invoice("BMS-240311"), minutes])
    assert ev[1].name.startswith("Minutes of a Meeting") and got == [(1, 1, "invoice"), (2, 2, "other")]


def test_latin_keywords_count_at_a_words_start_only(settings):
    text = "minutes of the meeting\nthe disagreement on the budget was noted"  # no agreement in it
    assert keyword_probabilities(text, "", settings.fallback)["contract"] < 0.1
    text = "minutes of the meeting\nthe agreements on the budget were signed"
    assert keyword_probabilities(text, "", settings.fallback)["contract"] > 0.5


def test_a_page_without_number_after_a_documents_last_page_starts_one(split_texts):
    last = "Signed for and on behalf of\nHarrow & Finch Advisory LLP\nName: Daniel Harrow\nPage 2 of 2"
    statement = (
        "Kestrel Office Interiors Ltd\nCustomer: Thornbury Design Studio Ltd\nAmount now due: GBP 7,172.40"
    )
    schedule = "Schedule 1 - Fees\nMonthly fee | 1,200.00"
    _, got = split_texts([_AGREEMENT, last, statement])
    assert [(a, b) for a, b, _ in got] == [(1, 2), (3, 3)]
    _, got = split_texts([_AGREEMENT, last, schedule])  # an annex goes on with its document
    assert [(a, b) for a, b, _ in got] == [(1, 3)]


def test_an_envelope_is_a_document_of_its_own(split_texts):
    contract = "合作协议\n甲方：成都某某汽车销售服务有限公司\n乙方：成都某某保险代理有限公司\n一、合作内容。"
    envelope = (
        "6 1 0 0 4 1\n贴邮票处\n四川省成都市武侯区佳灵路9号\n刘建国 先生 收\n成都某某汽车销售服务有限公司"
    )
    ev, got = split_texts([contract, envelope])
    assert ev[1].name == "贴邮票处" and got == [(1, 1, "contract"), (2, 2, "other")]


def test_a_running_header_adding_the_number_to_the_title_goes_on_with_the_contract(split_texts):
    first = "采 购 合 同\n合同编号：CG-2024-0412\n甲方：苏州某精密五金有限公司\n乙方：无锡某贸易有限公司"
    first += "\n第 1 页 共 3 页"
    second = "采购合同（合同编号：CG-2024-0412）\n第五条 交货\n乙方应于合同签订后十日内交货。"
    _, got = split_texts([first, second])
    assert got == [(1, 2, "contract")]


def test_a_lease_in_traditional_chinese_is_a_contract(split_texts):
    lease = "房屋租賃契約書\n出租人林美玲（以下簡稱甲方）\n承租人陳志豪（以下簡稱乙方）\n第一條 租賃標的"
    _, got = split_texts([_invoice("BMS-240311"), lease])
    assert got == [(1, 1, "invoice"), (2, 2, "contract")]


def test_a_travel_documents_machine_readable_lines_name_its_page(split_texts):
    lease = "房屋租赁合同\n甲方：林美玲\n乙方：陈志豪\n第十五条 违约处理\n本合同一式二份，甲乙双方各执一份。"
    permit = "NEG\nCT08412736<860209<271002<M<<<<< 公安部出入境管理局\n2022.10.03-2027.10.02\n陈志豪 CHEN"
    ev, got = split_texts([lease, permit])
    assert ev[1].name and got == [(1, 1, "contract"), (2, 2, "other")]
    cipher = "购买方 密码区 1<<*3607+4-350924*852+12>8>\n91320000MA1MP3Q78TB1<<*36"  # a fapiao's cipher box
    assert not split_texts([cipher])[0][0].name


def test_a_footer_naming_the_document_before_its_page_number_counts(split_texts):
    letterhead = "Northgate Analytics, Inc.\nMinutes of the Meeting of the Board of Directors\n"
    minutes = letterhead + "held on 20 August 2024\n1. Approval of prior minutes\nMinutes - page 1 of 2"
    passport = "PASSPORT\nSurname: OKAFOR\nGiven names: MARY"
    ev, got = split_texts([passport, minutes])
    assert ev[1].page_no == (1, 2) and [(a, b) for a, b, _ in got] == [(1, 1), (2, 2)]


def test_a_fax_cover_mentioning_invoices_is_other(split_texts):
    fax = (
        "FAX\nThornbury Office Supplies Ltd\nTo: Accounts Payable\nCompany: Millbrook Engineering Ltd\n"
        "Re: Invoices and statement\nPlease find attached invoice INV-20417, credit note CN-00412 and our "
        "statement for March."
    )
    ev, got = split_texts([fax])
    assert ev[0].name == "FAX" and got == [(1, 1, "other")]


def test_a_household_register_card_holding_an_id_number_is_other(split_texts):
    card = id_number(random.Random(5))
    register = f"常住人口登记卡\n姓名 周晓雯 | 性别 女\n民族 汉 | 出生日期 1998年3月27日\n公民身份号码 {card}"
    lease = "房屋租赁合同\n甲方：林美玲\n乙方：陈志豪\n第十五条 违约处理"
    _, got = split_texts([lease, register])
    assert got == [(1, 1, "contract"), (2, 2, "other")]


def test_a_taiwan_uniform_invoices_number_beside_its_title_is_its_number(split_texts):
    scanned = "統一發票 (三聯式) Qx-20581736\n中華民國 113 年 3-4 月份\n買受人：安碩精密工業股份有限公司"
    proof = "榮興文具股份有限公司\n電子發票證明聯\n發票號碼：QX-20581790\n買方：嘉禾餐飲管理顧問有限公司"
    ev, got = split_texts([scanned, proof])
    assert ev[0].identifiers["invoice_no"] == "Qx-20581736"
    assert got == [(1, 1, "invoice"), (2, 2, "invoice")]
