"""The field readers on layouts met in documents written elsewhere: header rows of codes, labels run into
the cell before, bilingual labels, signature tables, short names in quotes, cards whose labels OCR broke."""

from __future__ import annotations

import random

import pytest

from services.extraction.fields.readers import read_field
from services.extraction.fields.shapes import parse_date
from services.extraction.fields.wire import spec_from_proto, spec_to_proto
from tests.pagestreams.documents import id_number
from tests.unit.extraction.test_field_readers import _read


def test_codes_and_dates_under_a_header_row_of_labels(templates) -> None:
    text = (
        "(503) 555-0142 · billing@office.example INVOICE # | DATE | DUE DATE | TERMS\n"
        "RO-58214 | 03/21/2024 | 04/20/2024 | Net 30\nBILL TO | SHIP TO"
    )
    got = _read(templates, "invoice", text)
    assert (got["invoiceNumber"], got["date"]) == ("RO-58214", "2024-03-21")


def test_a_chinese_label_run_into_the_cell_before_and_a_role_run_into_its_name_label(templates) -> None:
    text = (
        "开票日期 2024-03-07 行业分类 : 停车服务发票号码 31960475\n"
        "付款方名称杭州某某数据科技有限公司\n收款方名称杭州某某停车管理有限公司\n合计金额 ¥180.00"
    )
    got = _read(templates, "invoice", text)
    assert got["invoiceNumber"] == "31960475"
    assert (got["buyerName"], got["sellerName"]) == ("杭州某某数据科技有限公司", "杭州某某停车管理有限公司")


def test_a_bilingual_label_before_a_name_and_role_words_that_name_no_one(templates) -> None:
    text = (
        "卖方 The Seller: Hubei Lightpath Optics Co., Ltd.\n买方 The Buyer: Andes Survey Supplies S.A.C.\n"
        "总值 Total Value USD 91,280.00"
    )
    signature = "卖方 THE SELLER 买方 THE BUYER\n(signature) (signature)"
    got = _read(templates, "contract", f"{signature}\n{text}")
    assert got["partyA"] == "Hubei Lightpath Optics Co., Ltd."
    assert got["partyB"].startswith("Andes Survey Supplies")


def test_names_in_a_signature_table_beside_a_noted_label(templates) -> None:
    text = (
        "签 署 页\n甲方（采购人） | 乙方（供应商）\n"
        "单位名称（盖章） 南京市某某区人民医院 | 江苏某某医疗器械有限公司\n"
        "签订日期 | 2024年2月28日 | 2024年2月28日"
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("南京市某某区人民医院", "江苏某某医疗器械有限公司")


def test_a_total_stated_with_he_ji_after_a_monthly_price(templates) -> None:
    text = "3.1 该房屋月租金为人民币8,500.00元（含税），租赁期内年租金合计人民币壹拾万贰仟元整\n（¥102,000）"
    assert _read(templates, "contract", text)["contractAmount"] == "102000.00"


def test_a_subcontracts_contractor_is_party_a_and_its_subcontractor_party_b(templates) -> None:
    text = "专业分包合同\n承 包 人： | 中建某某建设集团有限公司\n分 包 人： | 江苏某某幕墙装饰工程有限公司"
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("中建某某建设集团有限公司", "江苏某某幕墙装饰工程有限公司")


def test_a_card_whose_scan_lost_labels(templates) -> None:
    number = id_number(random.Random(7))
    text = (
        "名 赵一鸣\n男民族汉\n浙江省杭州市上城区望江\n东路 332 号 5 幢 | 签发机关 :\n杭州市公安局上城区分局\n"
        f"288058 {number} | 有效期限 2017.09.03- 长期"
    )
    got = _read(templates, "id_card", text)
    assert (got["name"], got["idNumber"], got["validPeriod"]) == ("赵一鸣", number, "2017.09.03- 长期")


def test_an_address_stops_before_an_id_number_whose_label_ocr_garbled(templates) -> None:
    text = "姓名 马国强\n住址 宁夏银川市兴庆区解放东\n街 157 号 2-3-501\n公民身份呈吗 6401041971 oan"
    assert _read(templates, "id_card", text)["address"] == "宁夏银川市兴庆区解放东街157号2-3-501"


def test_parties_by_their_quoted_short_names_over_signatories(templates) -> None:
    text = (
        "MASTER SERVICES AGREEMENT\nThis Agreement is made by and between Brightwater Analytics, Inc., a\n"
        'Delaware corporation ("Client"), and Kestrel Point Consulting LLC, a Colorado limited liability\n'
        'company ("Provider").\nCLIENT | PROVIDER\nName: Megan T. Hollis | Name: Rafael Quintero'
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("Brightwater Analytics, Inc.", "Kestrel Point Consulting LLC")


def test_a_leases_number(templates) -> None:
    text = "EQUIPMENT LEASE AGREEMENT\nLease No. HCR-L-2404-12\nTHIS AGREEMENT is made on 15 April 2024"
    assert _read(templates, "contract", text)["contractNumber"] == "HCR-L-2404-12"


def test_a_paper_invoices_box_heads_down_the_margin_run_into_its_lines(templates) -> None:
    text = (
        "购名称 : 无锡某某机电设备有限公司 wy | *744#8018<31\n买纳税人识别号 ; 91320214MA1Q8B6N4E 码\n"
        "方 | 地址电话: 无锡市新吴区长江路 21-1 号\n合计 ¥36880.00 ¥4794.40\n"
        "名称 : 常州市某某包装材料厂\n销 | 纳税人识别号 ; 92320412MA20LTQ35K\n售 备注\n方 | 地址电话"
    )
    got = _read(templates, "invoice", text)
    assert (got["buyerName"], got["sellerName"]) == ("无锡某某机电设备有限公司", "常州市某某包装材料厂")


def test_an_export_invoices_paired_labels_quantities_and_dates(templates) -> None:
    text = (
        "COMMERCIAL INVOICE\nSeller / Exporter | Invoice No. | OHW-EX240319\n"
        "Ningbo Orient Homeware Co., Ltd. | Invoice Date | 19-Mar-2024\n"
        "Buyer / Consignee | L/C No.\nNordic Living Supplies AB | Terms of Delivery | FOB NINGBO\n"
        "From: NINGBO, CHINA To: GOTHENBURG, SWEDEN\nTOTAL: | 33,900 PCS | USD 89,427.00"
    )
    got = _read(templates, "invoice", text)
    assert (got["sellerName"], got["buyerName"]) == (
        "Ningbo Orient Homeware Co., Ltd.",
        "Nordic Living Supplies AB",
    )
    assert (got["date"], got["totalAmount"]) == ("2024-03-19", "89427.00")


@pytest.mark.parametrize(
    "title",
    ["Agreement for the Sale of Goods", "CONTRACT FOR THE SUPPLY OF EQUIPMENT", "Contract of Employment"],
)
def test_an_english_title_naming_the_agreement_first(templates, title) -> None:
    text = f"{title}\nContract No.: SG-24-0422\nThis Agreement is made on 5 March 2024."
    assert _read(templates, "contract", text)["contractTitle"] == title


def test_a_school_and_a_company_run_together_in_a_block_row(templates) -> None:
    text = (
        "配送服务合同\n甲方 ( 采购人 ) 乙方 (配送单位 )\n"
        "名称杭州市某某区第三中学杭州某某农副产品配送有限公司\n地址杭州市某某区迎宾路 366 号"
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("杭州市某某区第三中学", "杭州某某农副产品配送有限公司")


def test_two_columns_of_labels_on_one_line_and_a_name_level_with_its_cells_first_line(templates) -> None:
    merged = (
        "Harrow & Finch Ltd\nVAT INVOICE\nInvoice to: Invoice number: HF-20417\n"
        "Brightwater Analytics UK Lid Invoice date / tax point: 14/03/2024\n"
        "Payment by BACS to: Harrow & Finch Ltd, sort code 20-45-77"
    )
    assert _read(templates, "invoice", merged)["buyerName"] == "Brightwater Analytics UK Ltd"
    tall = (
        "COMMERCIAL INVOICE\nBrisa Home Trading LLC\n"
        "Buyer 买方 | Office 1407, Al Moosa Tower 2, Sheikh Zayed Road, | Date 日期 | 19 Jul 2024\nDubai"
    )
    assert _read(templates, "invoice", tall)["buyerName"] == "Brisa Home Trading LLC"


def test_a_contract_and_its_parties_in_traditional_chinese(templates) -> None:
    text = (
        "服務協議\n協議編號：HKSA-2024-031\n甲方（委託方）：香港灣仔某某顧問有限公司\n"
        "乙方（服務方）：九龍灣某某設計工作室有限公司\n簽署日期：2024年2月26日"
    )
    got = _read(templates, "contract", text)
    assert (got["contractTitle"], got["contractNumber"]) == ("服務協議", "HKSA-2024-031")
    assert (got["partyA"], got["partyB"]) == ("香港灣仔某某顧問有限公司", "九龍灣某某設計工作室有限公司")
    assert got["signDate"] == "2024-02-26"


def test_a_cards_labels_missing_their_first_character_at_the_edge(templates) -> None:
    text = (
        "名陈志远\n别男 | 民 ” 族 汉\n生 1988 年 7. 月 14 日\n"
        + "址南京市鼓楼区中山北路 2 | =)\n68 号 3 幢 502 室"
    )
    got = _read(templates, "id_card", text)
    assert (got["name"], got["sex"], got["ethnicity"]) == ("陈志远", "男", "汉")
    assert (got["birthDate"], got["address"]) == ("1988-07-14", "南京市鼓楼区中山北路268号3幢502室")


def test_a_name_below_another_columns_label_row_its_branch_and_a_total_after_its_subtotal(templates) -> None:
    text = (
        "Lumen Harbour Pte. Ltd. | TAX INVOICE\nBill To\nInvoice No | : LH-INV-10482\n"
        "Northgate Advisory Ltd. (Singapore Branch) | Invoice Date : 14 Jun 2024\n"
        "Sub Total | 8,700.00\nGST 9% | 783.00\nTotal (SGD) | 9,483.00"
    )
    got = _read(templates, "invoice", text)
    assert got["buyerName"] == "Northgate Advisory Ltd. (Singapore Branch)"
    assert (got["totalAmount"], got["taxAmount"]) == ("9483.00", "783.00")


@pytest.mark.parametrize(
    ("cell", "name"),
    [
        ("知味轩餐饮管理有限公司（湖滨店）", "知味轩餐饮管理有限公司(湖滨店)"),
        ("某某贸易有限公司（甲方）", "某某贸易有限公司"),
    ],
)
def test_a_branch_in_brackets_is_part_of_a_name_and_a_role_is_not(templates, cell, name) -> None:
    assert _read(templates, "invoice", f"销售方名称：{cell}\n价税合计 ¥652.00")["sellerName"] == name


def test_every_shipped_template_passes_the_wires_limits(templates) -> None:
    for doc_type in templates.templates:
        for spec in templates.template(doc_type):
            assert spec_from_proto(spec_to_proto(spec), templates.limits) == spec


def test_amounts_after_a_currency_code_in_lakh_grouping_and_a_tax_label_read_as_a_basis(templates) -> None:
    text = (
        "Kestrel Print Works Pty Ltd | TAX INVOICE\nInvoice Number | KP-2231\n"
        "Subtotal (excl. GST) | 5,200.00\nTotal GST 10% | 520.00\nTOTAL AUD (incl. GST) | 5,720.00"
    )
    got = _read(templates, "invoice", text)
    assert (got["taxAmount"], got["totalAmount"]) == ("520.00", "5720.00")
    indian = "Taxable Value 3,10,000.00\nTotal Tax Amount 55,800.00\nTotal (INR) 3,65,800.00"
    got = _read(templates, "invoice", indian)
    assert (got["taxAmount"], got["totalAmount"]) == ("55800.00", "365800.00")


def test_a_code_beside_a_partys_label_a_label_run_into_the_letterhead_and_a_registration_number(
    templates,
) -> None:
    text = (
        "TAX INVOICE\nDeccan Spice Traders Private Limited Invoice No\nPlot 3, Ring Road, Nagpur\n"
        "Buyer (Bill to) DN-0077\nHillcrest Foods LLP Mode/Terms of Payment\nTotal (INR) 1,18,000.00"
    )
    got = _read(templates, "invoice", text)
    assert (got["sellerName"], got["buyerName"]) == (
        "Deccan Spice Traders Private Limited",
        "Hillcrest Foods LLP",
    )
    contract = 'Party A (the "Client"): Marlow Foods Pty Ltd (ABN 11 222 333 444), 9 Pitt Street, Sydney'
    assert _read(templates, "contract", contract)["partyA"] == "Marlow Foods Pty Ltd"


def test_a_paper_fapiaos_name_lines_whose_labels_ocr_garbled(templates) -> None:
    text = (
        "4400231130 No 11223344\n"
        "2 fi: 广州某某电子科技有限公司密 | 6217*2-77*9+926>>0\n纳税人识别号 : 91440101MA5G2WQ17H\n"
        "地址、电话 : 广州市天河区体育西路 1 号\n"
        "销 | 名称 : 佛山某某五金制品有限公司\n纳税人识别号 : 91440604MA5FK7N24X"
    )
    got = _read(templates, "invoice", text)
    assert (got["buyerName"], got["sellerName"]) == ("广州某某电子科技有限公司", "佛山某某五金制品有限公司")


def test_red_letter_amounts_republic_of_china_dates_and_a_party_after_its_bracketed_role(templates) -> None:
    text = (
        "发票号码：24440000000011112222\n合 计 | ¥-500.00 | ¥-30.00\n"
        "价税合计（大写） | 负伍佰叁拾元整 | （小写）¥-530.00"
    )
    got = _read(templates, "invoice", text)
    assert (got["totalAmount"], got["taxAmount"]) == ("-530.00", "-30.00")
    lease = (
        "租 賃 合 約\n本合約於二〇二四年三月一日由業主（甲方）恒達置業有限公司與租客（乙方）陳大文訂立。\n"
        "立約人：\n中華民國 113 年 3 月 1 日"
    )
    got = _read(templates, "contract", lease)
    assert (got["contractTitle"], got["partyA"]) == ("租 賃 合 約", "恒達置業有限公司")
    assert got["signDate"] == "2024-03-01"


def test_a_clause_opening_with_a_role_names_no_party_though_its_last_word_ends_like_one(templates) -> None:
    clause = "甲方应于收到首期款后十个工作日内完成安装调试，乙方应在部\n署完成后五个工作日内验收。"
    assert "partyA" not in _read(templates, "contract", clause)


def test_a_bilingual_label_cell_and_a_singapore_company_form(templates) -> None:
    text = (
        "Harbourfront Advisory Pte. Ltd. | TAX INVOICE\nBILL TO 客户 | Invoice No. 发票号 | HA-INV-0412\n"
        "Orchid Bay Trading Pte. Ltd. | Invoice Date 开票日期 | 2 April 2024"
    )
    got = _read(templates, "invoice", text)
    assert (got["sellerName"], got["buyerName"]) == (
        "Harbourfront Advisory Pte. Ltd.",
        "Orchid Bay Trading Pte. Ltd.",
    )
    assert _read(templates, "contract", "Party B: Kestrel Partners Pte. Ltd. (UEN 201900001K)")["partyB"] == (
        "Kestrel Partners Pte. Ltd."
    )


def test_a_credit_notes_signed_amounts_and_short_number_and_a_total_including_its_tax(templates) -> None:
    text = (
        "Kestrel Office Interiors Ltd | CREDIT NOTE\n"
        "VAT Reg No: GB 284 1937 52 | Credit Note No. | KOI-CN-0217\nBill To\nThornbury Design Studio Ltd\n"
        "Subtotal | -£817.00\nVAT @ 20% | -£163.40\nTotal credit GBP | -£980.40"
    )
    got = _read(templates, "invoice", text)
    assert got["invoiceNumber"] == "KOI-CN-0217"
    assert (got["totalAmount"], got["taxAmount"]) == ("-980.40", "-163.40")
    text = (
        "TAX INVOICE\nTotal excl. VAT (AED) | 122,640.50\nVAT 5% (AED) | 6,132.03\n"
        "Total incl. VAT (AED) | 128,772.53"
    )
    assert _read(templates, "invoice", text)["totalAmount"] == "128772.53"


def test_parties_listed_with_letters_and_defined_terms_in_quotes(templates) -> None:
    text = (
        "MASTER SERVICES AGREEMENT\nThis Master Services Agreement is entered into by and between:\n"
        '(a) Northgate Software Solutions, Inc., a Delaware corporation (the "Provider");\n'
        '(b) Cedar Ridge Dental Group, PLLC, an Ohio professional limited liability company (the "Customer");'
    )
    got = _read(templates, "contract", text)
    assert got["partyA"] == "Northgate Software Solutions, Inc."
    assert got["partyB"] == "Cedar Ridge Dental Group, PLLC"
    text = (
        "DEED OF LEASE\nPARTIES\n"
        "(1) Rangitoto Property Holdings Limited, a company having its registered office at\n"
        'Tauranga (the "Landlord");\n'
        "(2) Kauri Ridge Orchards Limited, a company having its registered office at\n"
        'Katikati (the\n"Tenant");\nFIRST SCHEDULE\nPremises: Cool store and yard'
    )
    got = _read(templates, "contract", text)
    assert (got["contractTitle"], got["partyB"]) == ("DEED OF LEASE", "Kauri Ridge Orchards Limited")
    loan = "LOAN NOTE\nLender: Whetu Capital Partners Limited"
    assert _read(templates, "contract", loan)["contractTitle"] == "LOAN NOTE"


def test_a_minus_sign_after_a_bracketed_currency_stays_with_its_figure(templates) -> None:
    text = "CREDIT NOTE\nCredit Note No. | CN-00412\nVAT @ 20% | -237.63\nTotal credit (GBP) | -1,425.80"
    got = _read(templates, "invoice", text)
    assert (got["totalAmount"], got["taxAmount"]) == ("-1425.80", "-237.63")


def test_a_contracts_date_stated_in_its_opening_sentence(templates) -> None:
    text = (
        "SERVICES AGREEMENT\nTHIS SERVICES AGREEMENT is made on May 1, 2024\n"
        "BETWEEN: Northgate Analytics, Inc.\n"
        "Quarter 4 services and close-out Apr 30, 2025 31,000.00\nDate: 5/1/2024"
    )
    assert _read(templates, "contract", text)["signDate"] == "2024-05-01"
    text = (
        "TENANCY AGREEMENT\nTHIS TENANCY AGREEMENT is made the 3rd day of June 2024\n"
        "for a term of 24 months commencing on 1 July 2024."
    )
    assert _read(templates, "contract", text)["signDate"] == "2024-06-03"


def test_parties_named_between_and_called_by_a_short_name_with_a_note_after_it(templates) -> None:
    text = (
        "TENANCY AGREEMENT\nBETWEEN Orchid Bay Properties Pte. Ltd. (UEN 201711583M), of 80 Robinson Road,\n"
        'Singapore 068898 (hereinafter called "the Landlord") of the one part\n'
        "AND Lumen Biotech Pte. Ltd. (UEN 199805724R), of 31 Biopolis Way, Singapore 138669\n"
        '(hereinafter called "the Tenant") of the other part.\n'
        "2.1 The total rent for the term is S$86,400.00 (Singapore Dollars Eighty-Six Thousand Four Hundred)."
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("Orchid Bay Properties Pte. Ltd.", "Lumen Biotech Pte. Ltd.")
    assert got["contractAmount"] == "86400.00"
    text = (
        "LOAN AGREEMENT\nBY AND BETWEEN Sahyadri Precision Components Pvt. Ltd., a company incorporated\n"
        'under the Companies Act (hereinafter referred to as the "Lender", which expression shall include\n'
        "its assigns);\n"
        'AND Konkan Agro Foods Pvt. Ltd., a company (hereinafter referred to as the "Borrower").\n'
        "3.1 The Client shall pay the Service Provider a total contract price of USD\n"
        "123,000.00, payable by milestone."
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == (
        "Sahyadri Precision Components Pvt. Ltd.",
        "Konkan Agro Foods Pvt. Ltd.",
    )
    assert got["contractAmount"] == "123000.00"


def test_a_slash_date_either_way_round_is_read_as_the_documents_other_dates_write_theirs(templates) -> None:
    text = "TAX INVOICE\nInvoice No. | Invoice Date | Due Date\nINV-3391 | 07/05/2024 | 21/05/2024"
    assert _read(templates, "invoice", text)["date"] == "2024-05-07"
    text = "INVOICE\nInvoice No. | Invoice Date | Due Date\nINV-3391 | 07/05/2024 | 08/06/2024"
    assert "date" not in _read(templates, "invoice", text)  # nothing says which comes first


def test_a_due_date_is_no_invoices_date_and_a_taiwan_e_invoices_issue_label(templates) -> None:
    text = "INVOICE\nInvoice Date uty 2024\nDue Date 2 August 2024\nTotal (GBP) : £565.55"
    assert "date" not in _read(templates, "invoice", text)
    text = "電子發票證明聯\n發票號碼：QX-20581790\n開立日期：2024-04-08 15:52:53"
    assert _read(templates, "invoice", text)["date"] == "2024-04-08"


def test_a_till_receipt_headed_tax_invoice_in_a_country_writing_the_day_first(templates) -> None:
    text = (
        "Southbank Coffee Roasters\nABN 87 960 118 709\nTAX INVOICE\nInv: 0451-20817 09/05/2024 08:42\n"
        "Flat white L 3 @ 5.80 17.40\nTOTAL : $109.35\nGST INCLUDED IN TOTAL $9.94"
    )
    got = _read(templates, "invoice", text)
    assert (got["invoiceNumber"], got["date"], got["taxAmount"]) == ("0451-20817", "2024-05-09", "9.94")
    us = "Cedar Ridge Facilities Group LLC\nMadison, WI 53703\nINVOICE\nInvoice Date: 09/05/2024"
    assert _read(templates, "invoice", us)["date"] == "2024-09-05"


def test_a_number_labels_cell_beside_a_partys_and_a_total_in_rupees(templates) -> None:
    text = (
        "TAX INVOICE | ORIGINAL FOR RECIPIENT\nBuyer (Bill to) | Buyer's Order No.\n"
        "Konkan Agro Foods Pvt. Ltd. | KAF/PO/24/118\nCGST @ 9% | 10,829.41\nTotal | Rs. 1,41,985.56"
    )
    got = _read(templates, "invoice", text)
    assert (got["buyerName"], got["totalAmount"]) == ("Konkan Agro Foods Pvt. Ltd.", "141985.56")


def test_a_partys_company_form_before_a_lower_case_incorporated(templates) -> None:
    text = (
        "FRAMEWORK SUPPLY AGREEMENT\nPARTIES\n"
        "(1) Millbrook Engineering Ltd, incorporated and registered in England\n"
        'with company number 05120987 whose registered office is at 14 Canal Wharf, Leeds (the "Customer").\n'
        "(2) Ashcombe Precision Castings Ltd, incorporated and registered in England with company number\n"
        '03318842 (the "Supplier").\nSigned for the Customer\nName: Helen Carmichael'
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("Millbrook Engineering Ltd", "Ashcombe Precision Castings Ltd")


def test_a_lease_in_traditional_chinese_and_a_bilingual_total_before_its_currency(templates) -> None:
    lease = (
        "房屋租賃契約書\n出租人林美玲（以下簡稱甲方）\n承租人陳志豪（以下簡稱乙方）\n"
        "乙方應於簽約時交付押金新臺幣46,000元。\n租賃期間租金總額新臺幣伍拾伍萬貳仟元整（NT$552,000）。"
    )
    got = _read(templates, "contract", lease)
    assert (got["contractTitle"], got["contractAmount"]) == ("房屋租賃契約書", "552000.00")
    invoice = "發票 INVOICE\n金額 Amount (HK$)\n總額 TOTAL HK$ | 48,786.00\n港幣肆萬捌仟柒佰捌拾陸元正"
    assert _read(templates, "invoice", invoice)["totalAmount"] == "48786.00"


def test_a_transliterated_names_middle_dot_read_as_a_full_stop(templates) -> None:
    card = "姓名 ” 热依拉 . 艾合买提\n性别女民族维吾尔\n出生 2003 年 6 月 14 日"
    got = _read(templates, "id_card", card)
    assert (got["name"], got["ethnicity"]) == ("热依拉·艾合买提", "维吾尔")


@pytest.mark.parametrize(
    ("opening", "signed"),
    [
        ("THIS AGREEMENT is dated 8 January 2024", "2024-01-08"),
        ('This Agreement (the "Agreement") is entered into as of the 1st day of February 2024', "2024-02-01"),
        ("DATED this 20th day of December 2023", "2023-12-20"),
    ],
)
def test_the_date_an_agreement_states_it_is_made_on(templates, opening, signed) -> None:
    text = f"MSA No. NSS-MSA-2024-0042\nMASTER SERVICES AGREEMENT\n{opening}\nTerm: from 1 March 2024"
    got = _read(templates, "contract", text)
    assert (got["contractNumber"], got["signDate"]) == ("NSS-MSA-2024-0042", signed)


def test_a_date_in_chinese_numerals_whose_zero_ocr_read_as_a_letter(templates) -> None:
    text = "房屋租赁合同\n甲方（签章）： 乙方（签章）：\n日期 : 二 O 二三年六月二十日"
    assert _read(templates, "contract", text)["signDate"] == "2023-06-20"


def test_a_framework_agreements_supplier_and_buyer_sides(templates) -> None:
    text = (
        "协议编号 :KJXY-2024-017\n年度采购框架协议\n供方 : 杭州立衡科技有限公司\n"
        "统一社会信用代码 : 91330106QCLFDU66MW\n"
        "需方 : 武汉楚联物流有限公司\n为建立长期稳定的合作关系，供需双方经友好协商，达成如下框架协议。"
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("杭州立衡科技有限公司", "武汉楚联物流有限公司")


def test_a_stamp_note_left_before_a_name_by_its_cut_bracket(templates) -> None:
    text = "销售方（章）\n名称 : 章 ) 南京博远医疗器械有限公司\n购买方名称 : 南昌赣江新材料有限公司"
    got = _read(templates, "invoice", text)
    assert got["sellerName"] == "南京博远医疗器械有限公司"


def test_a_date_and_a_name_are_cited_where_the_document_first_prints_them(templates) -> None:
    first = (
        "SERVICES AGREEMENT\nTHIS SERVICES AGREEMENT is made on May 1, 2024\n"
        'BETWEEN: Northgate Analytics, Inc., Baltimore, MD 21231 (the "Client")'
    )
    last = "IN WITNESS WHEREOF\nCLIENT\nNorthgate Analytics, Inc.\nName: Daniel R. Whitaker\nDate: 5/1/2024"
    template = templates.template("contract")
    pages = [(1, first), (2, last)]
    got = {f.name: read_field(f, pages, template)[0] for f in template}
    assert (got["signDate"].value, got["signDate"].page) == ("2024-05-01", 1)
    assert got["signDate"].line.startswith("THIS SERVICES AGREEMENT")


def test_a_cards_date_whose_dot_ocr_read_as_a_comma(templates) -> None:
    got = _read(templates, "id_card", "签发机关 南宁市公安局青秀分局\n有效期限 2014.07,22-2024.07.22")
    assert got["validPeriod"].startswith("2014.07,22") and parse_date("2014.07,22") == "2014-07-22"
