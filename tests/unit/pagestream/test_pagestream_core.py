"""The records and rules of a split: windows, merge, guards, fingerprint; and the page evidence."""

from __future__ import annotations

import pymupdf
import pytest

from services.context.pagestream.evidence import gather, program_start
from services.context.pagestream.rules import title_type
from services.context.pagestream.stream import (
    PageDecision,
    PageText,
    SplitFailedError,
    check_coverage,
    check_pages,
    fingerprint,
    merge,
    one_hot,
    windows,
)
from shared.errors import InvalidInputError


def _d(page: int, doc_type: str, p: float, start: float) -> PageDecision:
    return PageDecision(page, one_hot(doc_type, p), start, p, "model")


def test_every_page_is_owned_by_exactly_one_window():
    ws = windows(17, 8, 1)
    owned = [n for own, _ in ws for n in own]
    assert owned == list(range(1, 18))
    assert [(s[0], s[-1]) for _, s in ws] == [(1, 9), (8, 17), (16, 17)]


def test_merge_opens_a_segment_on_a_type_change_or_a_start():
    decisions = [
        _d(1, "invoice", 0.9, 1.0),
        _d(2, "invoice", 0.8, 0.1),
        _d(3, "invoice", 0.95, 0.8),  # the same type, but a new document
        _d(4, "contract", 0.9, 0.2),  # a new type opens one even below the threshold
        _d(5, "contract", 0.6, 0.1),
        _d(6, "other", 1.0, 0.0),
    ]
    segs = merge(decisions, "doc", 0.5, 0.7)
    assert [(s.start_page, s.end_page, s.doc_type) for s in segs] == [
        (1, 2, "invoice"),
        (3, 3, "invoice"),
        (4, 5, "contract"),
        (6, 6, "other"),
    ]
    assert segs[0].category_probability == pytest.approx(0.85)
    assert segs[1].boundary_confidence == 0.8 and segs[0].boundary_confidence == 1.0
    # any page below 0.7 marks the whole segment; other always needs review
    assert [s.needs_review for s in segs] == [False, False, True, True]
    assert [s.sequence for s in segs] == [1, 2, 3, 4]


def test_pages_must_be_numbered_from_one_without_gaps():
    check_pages([PageText(1, "a"), PageText(2, "b")])
    with pytest.raises(InvalidInputError, match="not contiguous"):
        check_pages([PageText(1, "a"), PageText(3, "b")])
    with pytest.raises(InvalidInputError):
        check_pages([PageText(2, "a")])


def test_decisions_must_cover_every_page():
    check_coverage([_d(1, "cv", 0.9, 1.0), _d(2, "cv", 0.9, 0.0)], 2)
    with pytest.raises(SplitFailedError, match="missing \\[2\\]"):
        check_coverage([_d(1, "cv", 0.9, 1.0), _d(3, "cv", 0.9, 0.0)], 3)


def test_fingerprint_follows_page_numbers_and_texts():
    a = [PageText(1, "x"), PageText(2, "y")]
    assert fingerprint(a, "fallback") == fingerprint(list(a), "fallback")
    assert fingerprint(a, "fallback") != fingerprint([PageText(1, "x"), PageText(2, "y!")], "fallback")
    assert fingerprint(a, "fallback") != fingerprint(a, "model")


@pytest.mark.parametrize(
    ("footer", "expected"),
    [
        ("第 2 页 共 3 页", (2, 3)),
        ("Page 2 of 3", (2, 3)),
        ("— 3 —", (3, None)),
        ("2/3", (2, 3)),
        ("Total 2/3 of the shares", None),
    ],
)
def test_printed_page_numbers(settings, footer, expected):
    ev = gather([PageText(1, f"Some body text on the page\nmore text here\n{footer}")], settings)
    assert ev[0].page_no == expected


def test_page_numbers_and_identifiers_decide_boundaries(settings):
    pages = [
        PageText(1, "INVOICE\nInvoice No.: 12345678\nTotal Amount Due: 10.00"),
        PageText(2, "Invoice No.: 12345678\nLine items 1 100.00"),
        PageText(3, "INVOICE\nInvoice No.: 87654321\nTotal Amount Due: 20.00"),
        PageText(4, "Clause 3. The parties agree.\nPage 2 of 3"),
        PageText(5, "Clause 4. More terms.\nPage 3 of 3"),
        PageText(6, "An untitled page without any evidence"),
    ]
    ev = gather(pages, settings)
    r = settings.rules
    assert program_start(ev, 1, settings) == r.certain_continue  # the same invoice number
    assert program_start(ev, 2, settings) == r.certain_start  # a different one: a second invoice
    assert program_start(ev, 4, settings) == r.certain_continue  # page 3 of 3 after page 2 of 3
    assert program_start(ev, 5, settings) == r.after_last_page  # no number after "page 3 of 3"
    ev = gather([pages[0], PageText(2, "An untitled page without any evidence")], settings)
    assert program_start(ev, 1, settings) is None  # left to the model


def test_numbers_one_digit_apart_are_two_documents_and_a_letter_read_for_a_digit_one(settings):
    first, second = "发票号码：24312000000087654321", "发票号码：24312000000087654322"
    digital = gather([PageText(1, f"{first}\n电子发票"), PageText(2, f"{second}\n电子发票")], settings)
    assert program_start(digital, 1, settings) == settings.rules.certain_start  # a batch of invoices
    scanned = gather([PageText(1, first, ocr=True), PageText(2, second, ocr=True)], settings)
    assert program_start(scanned, 1, settings) == settings.rules.certain_start
    misread = first.replace("876", "B76")
    misread = gather([PageText(1, first, ocr=True), PageText(2, misread, ocr=True)], settings)
    assert misread[1].identifiers["invoice_no"] != misread[0].identifiers["invoice_no"]
    assert program_start(misread, 1, settings) == settings.rules.certain_continue  # a letter for a digit


def test_blank_pages_and_titles(settings):
    ev = gather(
        [PageText(1, "  \n "), PageText(2, "技术服务合同\n合同编号：HT-2024-1234\n甲方：某公司")], settings
    )
    assert ev[0].blank and not ev[1].blank
    assert ev[1].title == "技术服务合同"
    assert ev[1].identifiers == {"contract_no": "HT-2024-1234"}


def test_the_generator_is_deterministic(tmp_path):
    from tests.pagestreams.generator import make_stream, write_stream

    a, b = make_stream(7), make_stream(7)
    assert a.gold() == b.gold() and a.gold() != make_stream(8).gold()
    texts = []
    for name in ("a.pdf", "b.pdf"):
        doc = pymupdf.open(write_stream(make_stream(7), tmp_path / name))
        texts.append([page.get_text() for page in doc])
    assert texts[0] == texts[1] and len(texts[0]) == a.gold()["pages"]


def test_ocr_marks_inside_a_label_do_not_hide_its_identifier(settings):
    ev = gather([PageText(1, "UTILITY BILL\nAccount..Number: 9709656979\nAmount Due: USD 619.86")], settings)
    assert ev[0].identifiers == {"account_no": "9709656979"}
    card = gather([PageText(1, "住址四川省成都市武侯区\n公民身份号码 ”510107197912026441")], settings)
    assert card[0].identifiers == {"id_number": "510107197912026441"}, "a mark between label and value"


def test_a_sentence_carried_over_from_the_page_before_is_no_title(settings):
    pages = [
        PageText(1, "房屋租赁合同\n甲方：周敏\n乙方：林涛"),
        PageText(2, "方承担，租赁期内的维修费用由乙方负担。合同\n第五条 押金\n押金为两个月租金"),
    ]
    ev = gather(pages, settings)
    assert ev[0].title == "房屋租赁合同" and ev[1].title == ""
    assert program_start(ev, 1, settings) is None  # no title of a known type: left to the model


def test_an_identifier_in_the_cell_beside_its_label(settings):
    pages = [
        PageText(1, "姓名 | 周敏\n住址 | 浙江省杭州市西湖区文三路 90 号\n公民身份号码 | 330106198704121225"),
        PageText(2, "姓名 | 林涛\n住址 | 浙江省温州市鹿城区人民路 5 号\n公民身份号码 | 330302199011083014"),
    ]
    ev = gather(pages, settings)
    assert ev[1].identifiers == {"id_number": "330302199011083014"}
    assert program_start(ev, 1, settings) == settings.rules.certain_start  # another card


@pytest.mark.parametrize(
    ("title", "expected"),
    [("UTILITY BILE (ELECTRICITY AND WATER)", "utility_bill"), ("MOBILE PHONE USER GUIDE", None)],
)
def test_a_title_word_misread_by_ocr_still_names_its_type(settings, title, expected):
    assert title_type(title, settings.fallback) == expected


def test_a_clause_heading_is_no_title_even_when_it_names_a_type(settings):
    for heading in ("八、合同的变更与解除", "第十二条 合同生效", "（三）协议的解除", "2.1 Contract Price"):
        pages = [
            PageText(1, "技术服务合同\n甲方：周敏"),
            PageText(2, f"{heading}\n本合同自双方签字之日起生效。"),
        ]
        ev = gather(pages, settings)
        assert ev[1].title == "" and program_start(ev, 1, settings) is None, heading


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("毕 业 证 书", "diploma"),
        ("收 款 收 据 | No. 3766682", "invoice"),
        ("OFFICIAL RECEIPT", "invoice"),
        ("CREDIT NOTE", "invoice"),
        ("PROFORMA INVOICE", None),  # a quotation, not a demand for payment
        ("Pro Forma Invoice No. PI-2024-031", None),
    ],
)
def test_a_letter_spaced_title_and_a_receipts_title_name_their_type(settings, title, expected):
    assert title_type(title, settings.fallback) == expected


def test_a_page_that_only_says_it_is_blank_is_blank(settings):
    texts = [
        "（本页为空白页）\n- 7 -",
        "This page intentionally left blank",
        "本页为空白页，以下为合同附件一：设备清单",
    ]
    ev = gather([PageText(n, t) for n, t in enumerate(texts, start=1)], settings)
    assert [e.blank for e in ev] == [True, True, False]


def test_a_page_naming_a_document_of_no_known_type_starts_one_and_its_annex_goes_with_it(
    settings, split_texts
):
    ev, got = split_texts(
        [
            "增值税普通发票\n发票号码：12345678\n购买方：北辰贸易有限公司\n价税合计 ¥1,130.00 税额 130.00",
            "北辰贸易有限公司\n地址：天津市河西区友谊路 5 号 电话：022-555\n报 价 单\n序号 品名 单价 金额",
            "附件一：报价明细\n序号 品名 单价 数量\n1 打印纸 25.00 40",
        ],
    )
    assert ev[1].name == "报 价 单" and ev[2].annex
    assert got == [(1, 1, "invoice"), (2, 3, "other")]


def test_a_list_page_names_no_document_and_a_blank_page_after_any_document_is_its_own(split_texts):
    ev, _ = split_texts(["销售货物或者提供应税劳务、服务清单\n购买方名称：北辰贸易有限公司"])
    assert ev[0].name == ""
    _, got = split_texts(["MEMORANDUM\nTo: all staff\nFrom: the office manager", "", ""])
    assert got == [(1, 1, "other"), (2, 3, "other")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("INVOICE No. KTS-24-02 (page 2 / 2)\nDescription | Qty | Amount\nTravel | 1 | 42,000", (2, 2)),
        ("Clause 11. Confidentiality.\nmore terms here\nMSA-2024-0147 | Page 2", (2, None)),
        ("INVOICE / 請求書\nConsulting | 8 | 120,000\ncontinued on page 2 / 2", None),
    ],
)
def test_page_numbers_in_a_header_and_in_a_footers_cell(settings, text, expected):
    assert gather([PageText(1, text)], settings)[0].page_no == expected


def test_page_two_of_two_continues_after_a_page_that_prints_no_number(settings):
    ev = gather(
        [
            PageText(1, "INVOICE\nBilling To: Nakamura Parts\nConsulting | 8 | 120,000"),
            PageText(2, "INVOICE No. KTS-24-02 (page 2 / 2)\nTravel | 1 | 42,000"),
        ],
        settings,
    )
    assert program_start(ev, 1, settings) == settings.rules.certain_continue


def test_a_note_that_nothing_follows_is_a_blank_page(settings):
    assert gather([PageText(1, "（以下空白）")], settings)[0].blank


@pytest.mark.parametrize(
    ("top", "expected"),
    [
        ("考勤表 2024年5月 生产部", "考勤表 2024年5月 生产部"),  # the name first, its month after
        ("员工花名册（2024年6月）", "员工花名册（2024年6月）"),  # a bracketed note after the name
        ("会议签到表", ""),  # a list attached to minutes
    ],
)
def test_names_with_a_note_after_them_and_lists_that_name_none(settings, top, expected):
    ev = gather([PageText(1, f"{top}\n姓名 | 部门 | 签到时间\n王海涛 | 销售部 | 14:20")], settings)
    assert ev[0].name == expected


def test_a_name_in_capitals_under_a_letterhead_starts_a_document_and_a_label_does_not(split_texts):
    invoice = "INVOICE\nInvoice No.: 100482\nTotal Amount Due: 20.00"
    letter = (
        "Lindqvist Components AB\nHamngatan 3, 211 22 Malmö, Sweden\n22 February 2024\n"
        "Brandt & Vogel GmbH, Industriestraße 14, 70565 Stuttgart\nLETTER OF INTENT\n"
        "This letter sets out our intention to enter into a supply agreement."
    )
    billed = (
        "Harbour Print Co\n2210 Elm Street, Dallas\nTX 75201\nPhone 214 555 0100\nBILL TO\n"
        "Bluebonnet Dental Group\nVinyl lettering | 2 | $370.00"
    )
    ev, got = split_texts([invoice, letter, billed])
    assert (ev[1].name, ev[2].name) == ("LETTER OF INTENT", "")
    assert got == [(1, 1, "invoice"), (2, 3, "other")]


def test_the_first_cell_of_a_long_two_cell_row_is_the_title(settings):
    ev = gather([PageText(1, "VAT INVOICE | Van der Berg Logistics B.V. Rotterdam\nHavenweg 88")], settings)
    assert ev[0].title == "VAT INVOICE"


def test_an_annex_that_is_a_document_of_another_type_starts_it(split_texts):
    power = "授权委托书\n委托人：苏州星湖置业有限公司\n受托人：李明，特此授权。"
    annex = "附件：法定代表人身份证复印件\n姓名 沈立群 性别 男 民族 汉\n公民身份号码 110105198507142171"
    schedule = "附件一：设备报价清单\n序号 | 品名 | 单价\n1 | 打印机 | 2,000.00"
    _, got = split_texts([power, annex])
    assert got == [(1, 1, "other"), (2, 2, "id_card")]
    _, got = split_texts(["设备采购合同\n甲方：北辰贸易有限公司\n乙方：南山设备有限公司", schedule])
    assert got == [(1, 2, "contract")]


def test_a_documents_title_sets_its_type_against_words_that_mention_another(split_texts):
    first = (
        "MASTER SERVICES AGREEMENT\nThe Client shall pay the fees invoiced monthly.\n"
        "Invoices are payable within 45 days."
    )
    second = (
        "12. Limitation of Liability. Neither party shall be liable.\n14. Governing Law. New York.\n"
        "IN WITNESS WHEREOF, the parties have executed this Agreement."
    )
    _, got = split_texts([first, second])
    assert got == [(1, 2, "contract")]


def test_a_document_quoting_the_number_of_the_one_before_starts_when_it_names_itself_otherwise(
    settings, split_texts
):
    invoice = "电子发票（普通发票）\n发票号码：24312000000012345678\n价税合计 ¥1,130.00 税额 130.00"
    notice = "付款申请单\n申请部门：财务部\n请支付发票号码：24312000000012345678 所列款项。"
    again = "电子发票（普通发票）\n发票号码：24312000000012345678\n货物明细续页 | 数量 | 金额"
    _, got = split_texts([invoice, notice])
    assert got == [(1, 1, "invoice"), (2, 2, "other")]
    _, got = split_texts([invoice, again])
    assert got == [(1, 2, "invoice")], "the same number under the same type's title continues"


def test_a_card_copied_after_another_starts_one_when_its_number_is_unreadable(split_texts):
    front = (
        "性别 女 民族 回\n出生 1989 年 10 月 4 日\n住址 宁夏银川市兴庆区振兴街 255 号\n"
        "公民身份号码 640104198910041589"
    )
    back = "中华人民共和国\n居民身份证\n签发机关 银川市公安局兴庆区分局\n有效期限 2018.07.05-2038.07.05"
    smudged = "姓名\n出生 1959 年 7 月 27 日\n住址 辽宁省沈阳市和平区建国路 12 号\n公民身份三 0\n居民身份证"
    _, got = split_texts([front, back, smudged])
    assert got == [(1, 2, "id_card"), (3, 3, "id_card")]


def test_a_documents_name_in_capitals_after_its_letterhead_on_one_line(settings):
    top = "Suzhou Hengda Precision Machinery Co., Ltd. PACKING LIST\nNo. 58 Xinghan Street, Suzhou"
    other = "Guangzhou Office Supplies Trading Co., Ltd. AR\nThe goods listed below arrived in good order."
    ev = gather([PageText(1, top), PageText(2, other)], settings)
    assert (ev[0].title, ev[0].name) == ("PACKING LIST", "PACKING LIST")
    assert ev[1].name == "" and ev[1].title != "AR"  # capitals that name no document
    seller_first = gather(
        [PageText(1, "Northwind Components Hamburg GmbH | RECHNUNG / INVOICE\nNo. 4")], settings
    )
    assert seller_first[0].title == "RECHNUNG / INVOICE"


def test_a_letter_under_its_senders_letterhead_starts_a_document_of_its_own(split_texts):
    invoice = "TAX INVOICE\nInvoice No.: EOS-24-00381\nBill To: Pacific Rim Pte. Ltd.\nTotal Payable 5,062.94"
    letter = (
        "Pacific Rim Pte. Ltd.\n10 Pasir Panjang Road\n8 March 2024\nEvergreen Office Supplies\n"
        "Re: Delivery of 6 March 2024\nDear Sir or Madam,\nPlease issue a credit note for the damaged toner;"
        " your invoice will be paid in 30 days.\nYours faithfully,"
    )
    ev, got = split_texts([invoice, letter])
    assert ev[1].letter and not ev[0].letter
    assert got == [(1, 1, "invoice"), (2, 2, "other")]


def test_a_contracts_cover_page_goes_with_the_page_that_prints_page_one(split_texts):
    cover = "劳 动 合 同 书\n编号：YS-LD-2024-0087\n北京市人力资源和社会保障局 监制"
    first = "甲方（用人单位） | 北京云杉智造科技有限公司\n乙方（劳动者） | 张浩然\n第 1 页 共 2 页"
    second = "五、劳动报酬\n乙方月工资为人民币 18,000 元。\n第 2 页 共 2 页"
    _, got = split_texts([cover, first, second])
    assert got == [(1, 3, "contract")]
    quotation = "报 价 单\n序号 | 品名 | 单价\n1 | 打印纸 | 25.00\n第 1 页 共 1 页"
    _, got = split_texts([cover, quotation])
    assert got == [(1, 1, "contract"), (2, 2, "other")], "page one naming another type is its own"


def test_a_document_naming_itself_otherwise_is_other_though_it_names_both_parties(split_texts):
    contract = "技术服务合同\n甲方：武汉长江数据服务有限公司\n乙方：深圳市鹏远电子有限公司\n违约责任"
    minutes = "项目周例会会议纪要\n参会：甲方 王磊，乙方 李娜\n议题：第二阶段进度"
    _, got = split_texts([contract, minutes])
    assert got == [(1, 1, "contract"), (2, 2, "other")]


def test_a_printed_email_is_a_letter_and_a_credit_note_an_invoice(split_texts):
    invoice = "INVOICE\nInvoice No.: 1043\nBill To: Pacific Rim Logistics\nTotal Amount Due: 5,062.94"
    mail = (
        "Outlook\nFrom: | Accounts Receivable <billing@example.com>\nSent: | Friday, April 5, 2024\n"
        "To: | ap@example.sg\nSubject: | Invoices 1042 and 1043\nPlease find attached invoice #1043."
    )
    credit = (
        "Suzhou Hengda Precision Machinery Co., Ltd.\nNo. 58 Xinghan Street, Suzhou\nCredit to:\n"
        "Northwind Components GmbH\nCREDIT NOTE\nCredit Note No.: HD-CN-240402\nTOTAL CREDIT (USD) | 2,240.00"
    )
    ev, got = split_texts([invoice, mail, credit])
    assert ev[1].letter and ev[2].name == "CREDIT NOTE"
    assert got == [(1, 1, "invoice"), (2, 2, "other"), (3, 3, "invoice")]
