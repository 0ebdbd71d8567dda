"""Numbers' labels and short values: a bare "No." after another word numbers something else, a number's
label that ends its line has the number below it, a card's name keeps no speck OCR read before it."""

from __future__ import annotations

from tests.unit.extraction.test_field_readers import _read


def test_a_receipts_number_below_its_label_and_not_the_companys_registration_number(templates) -> None:
    text = (
        "Sri Damai Properties Sdn. Bhd.\nRegistration No. 201501012545 (1136789-X)\n"
        "Lot 3-1, Jalan Damai Perdana 2, Kuala Lumpur\nOFFICIAL RECEIPT No.\nOR 018842\nDate: 14/03/2024"
    )
    assert _read(templates, "invoice", text)["invoiceNumber"] == "OR018842"


def test_a_bare_number_label_after_another_word_names_no_invoice(templates) -> None:
    text = "Harbour Supplies Ltd\nCompany Registration No. 201501012545\nPO No. 4471\nTotal | 120.00"
    assert "invoiceNumber" not in _read(templates, "invoice", text)
    text = "INVOICE\nNo. 0031877\nTotal | 120.00"
    assert _read(templates, "invoice", text)["invoiceNumber"] == "0031877"


def test_a_motor_vehicle_invoices_tax_beside_its_label_not_below_a_split_label_cell(templates) -> None:
    text = (
        "机动车销售统一发票\n价税合计 | 壹拾贰万捌仟陆佰元整 | 小写 | ¥128600.00\n"
        "增值税税率 | 13% | 增值税 | ¥14794.69 | 主管税务\n或征收率 | 税额 | 机关及代码\n吨位 | 限乘人数 3"
    )
    got = _read(templates, "invoice", text)
    assert (got["totalAmount"], got["taxAmount"]) == ("128600.00", "14794.69")
    split_cell = "发票\n或征收率 | 税额 | 机关及代码\n吨位 | 限乘人数 3"
    assert "taxAmount" not in _read(templates, "invoice", split_cell)


def test_a_receipts_payer_on_the_line_above_its_label_beside_a_margins_character(templates) -> None:
    text = (
        "收款收据 | No. GZSA-2023-00762\n日期：2023年07月02日\n广州穗丰餐饮管理有限公司 | 第\n今 收 到 | 一\n"
        "交 来 | 装修保证金 | 户\n人民币（大写） | 贰万元整 | ¥ | 20,000.00"
    )
    assert _read(templates, "invoice", text)["buyerName"] == "广州穗丰餐饮管理有限公司"


def test_a_speck_read_before_a_cards_chinese_name(templates) -> None:
    got = _read(templates, "id_card", "姓 名 7 张浩然\n性 别 男 民 族 汉")
    assert (got["name"], got["sex"], got["ethnicity"]) == ("张浩然", "男", "汉")


def test_a_two_letter_label_in_lower_case_is_a_word_of_a_sentence(templates) -> None:
    text = "Kowloon Bay Design Studio Limited INVOICE\nto Trade Centre, 33 Wang Chiu Road, Kowloon Bay"
    assert "buyerName" not in _read(templates, "invoice", text)
    labelled = _read(templates, "invoice", "INVOICE\nTo: Harbour Lights Trading Ltd.")
    assert labelled["buyerName"].startswith("Harbour Lights")


def test_a_total_marked_as_money_after_a_garbled_amount_in_words_and_a_stray_number(templates) -> None:
    text = "湖北增值税专用发票\n合计 | ¥100754.72 | ¥6045.28\n"
    text += "价税合计 (AB) © 喜抬万陆什山佰元整 (43 ) Y106800.00"
    got = _read(templates, "invoice", text)
    assert (got["totalAmount"], got["taxAmount"]) == ("106800.00", "6045.28")


def test_labels_after_a_word_that_are_the_documents_own(templates) -> None:
    text = "FINAL INVOICE\nDocument No.: FI-0093321\nCredit to:\nNorthwind Components GmbH\nTotal | 10.00"
    got = _read(templates, "invoice", text)
    assert (got["invoiceNumber"], got["buyerName"]) == ("FI-0093321", "Northwind Components GmbH")


def test_a_figure_with_its_currency_in_chinese_is_no_amount_in_words(templates) -> None:
    text = "本协议服务费总额为人民币86,000.00元（大写：捌万陆仟元整），其中不含税金额81,132.08元，"
    assert _read(templates, "contract", f"技术服务协议\n{text}")["contractAmount"] == "86000.00"
