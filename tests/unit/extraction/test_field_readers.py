"""The deterministic field readers: ID numbers with their check character, amounts, dates, codes, labels."""

from __future__ import annotations

import random

import pytest

from services.extraction.fields.labels import label_regex
from services.extraction.fields.readers import canonical, read_field, tidy
from services.extraction.fields.settings import FieldSettings, FieldSpec
from services.extraction.fields.shapes import parse_amount, parse_date, parse_id_number
from shared.resident_id import id_checksum_ok
from tests.pagestreams.documents import id_number


def spec(templates: FieldSettings, doc_type: str, name: str) -> FieldSpec:
    return next(f for f in templates.template(doc_type) if f.name == name)


def _wrong_check(number: str) -> str:
    return number[:17] + next(c for c in "0123456789X" if c != number[17])


def test_id_checksum_accepts_valid_numbers_and_rejects_a_changed_check_character() -> None:
    rng = random.Random(5)
    numbers = [id_number(rng) for _ in range(50)]
    assert all(id_checksum_ok(n) for n in numbers)
    assert not any(id_checksum_ok(_wrong_check(n)) for n in numbers)
    assert id_checksum_ok("11010519491231002X")
    assert not id_checksum_ok("110105194912310021")
    assert not id_checksum_ok("1101051949123100")  # too short


def test_id_number_is_read_through_ocr_spaces_and_a_bad_check_character_is_refused(templates) -> None:
    assert parse_id_number("公民身份号码 33 0106199406103546") == "330106199406103546"
    assert parse_id_number("公民身份号码 1101 0519 4912 3100 2x") == "11010519491231002X"
    assert parse_id_number("公民身份号码 110105194912310021") is None
    assert parse_id_number("电话 1234567890123456789") is None  # 19 digits: not an ID number
    s = spec(templates, "id_card", "idNumber")
    found, rejected = read_field(s, [(3, "姓名 张伟\n公民身份号码 110105194912310021")])
    assert found is None and rejected == ["110105194912310021"]
    found, rejected = read_field(s, [(3, "公民身份号码 110105194912310021"), (4, "号码 11010519491231002X")])
    assert found is not None and (found.value, found.page) == ("11010519491231002X", 4)
    assert rejected == ["110105194912310021"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("价税合计（小写）：¥12,345.67", "12345.67"),
        ("￥1,000", "1000.00"),
        ("RMB 2,500.50", "2500.50"),
        ("$3,000.00", "3000.00"),
        ("Total Amount Due: USD 7648.03", "7648.03"),
        ("合同总金额 : 人民币 5 7，6 7 0 . 0 0 元", "57670.00"),
        ("Contract Amount: USD 793, -953..00", "793953.00"),
        ("本期应缴电费：435.58元", "435.58"),
    ],
)
def test_amounts(text: str, value: str) -> None:
    assert parse_amount(text.split("：", 1)[-1].split(": ", 1)[-1]) == value


def test_invoice_total_after_its_label_with_an_ocr_yen(templates) -> None:
    s = spec(templates, "invoice", "totalAmount")
    found, _ = read_field(s, [(1, "技术服务费 1 详见清单 13%\n价税合计 (小写 ) :Y86319.06")])
    assert found is not None and (found.value, found.page) == ("86319.06", 1)
    assert found.line == "价税合计 (小写 ) :Y86319.06"


@pytest.mark.parametrize(
    "text",
    ["2024年3月5日", "2024-03-05", "2024/03/05", "2024.3.5", "March 5, 2024", "Mar. 5 2024", "5 March 2024"],
)
def test_dates_to_iso(text: str) -> None:
    assert parse_date(text) == "2024-03-05"


def test_dates_through_ocr_noise_and_impossible_dates() -> None:
    assert parse_date("签订日期 :2 0 2 0 年 5 月 1 4 日") == "2020-05-14"
    assert parse_date("2.0.2 3 年 6 月 7 日") == "2023-06-07"
    assert parse_date("2024-02-30") is None
    assert parse_date("2024年13月1日") is None
    assert parse_date("Please pay by June 20.") is None  # no year


def test_codes_by_shape_after_their_labels(templates) -> None:
    inv = spec(templates, "invoice", "invoiceNumber")
    found, _ = read_field(inv, [(1, "INVOICE\nI-nvoice-No.:: 86787428\nInvoice Date: 2024-12-24")])
    assert found is not None and found.value == "86787428"
    found, _ = read_field(inv, [(2, "发票号码 :5 3 46 4097")])
    assert found is not None and found.value == "53464097"
    con = spec(templates, "contract", "contractNumber")
    found, _ = read_field(con, [(5, "合同编号 : HT - 2023-7499\n甲方 : 北京华信科技有限公司")])
    assert found is not None and found.value == "HT-2023-7499"
    found, _ = read_field(con, [(5, "Contract No.t HT- 2024-7811")])
    assert found is not None and found.value == "HT-2024-7811"
    # An 8-digit number without its label is no invoice number.
    assert read_field(inv, [(1, "Order 12345678")])[0] is None


def test_label_followed_text(templates) -> None:
    seller = spec(templates, "invoice", "sellerName")
    found, _ = read_field(seller, [(1, "购买方名称：甲公司\n销售方名称：北京华信科技有限公司")])
    assert found is not None and found.value == "北京华信科技有限公司"
    found, _ = read_field(seller, [(1, "Bill To: Atlas Components plc\nSeller: Blue River Systems Inc")])
    assert found is not None and found.value == "Blue River Systems Inc"
    party_a = spec(templates, "contract", "partyA")
    # A label inside a clause is no label; the stamped signature line is one.
    found, _ = read_field(
        party_a, [(2, "第3条 甲方应当按时付款。"), (3, "甲方（盖章）：上海东方贸易有限公司")]
    )
    assert found is not None and (found.value, found.page) == ("上海东方贸易有限公司", 3)
    name = spec(templates, "id_card", "name")
    assert read_field(name, [(1, "姓名李娜\n性别女")])[0].value == "李娜"
    assert read_field(name, [(1, "姓名，王 芳")])[0].value == "王芳"
    sex = spec(templates, "id_card", "sex")
    assert read_field(sex, [(1, "性别 男  民族 汉")])[0].value == "男"
    address = spec(templates, "id_card", "address")
    assert read_field(address, [(1, "住址 “北京市朝阳区建国路 8 8 号")])[0].value == "北京市朝阳区建国路88号"


def test_ocr_marks_inside_a_label_and_before_its_value(templates) -> None:
    name = spec(templates, "id_card", "name")
    assert read_field(name, [(1, "姓 名 < 李国强\n性 别男")])[0].value == "李国强"
    ethnicity = spec(templates, "id_card", "ethnicity")
    assert read_field(ethnicity, [(1, "性 别男 | 民，族 汉")])[0].value == "汉"


def test_unlabelled_dates_take_the_configured_end(templates) -> None:
    sign = spec(templates, "contract", "signDate")
    pages = [(4, "2020年1月2日 起草"), (5, "盖章\n2020年5月14日")]
    found, _ = read_field(sign, pages)
    assert found is not None and (found.value, found.page) == ("2020-05-14", 5)
    date = spec(templates, "invoice", "date")
    found, _ = read_field(date, [(1, "开票 2019-09-04\n到期 2019-10-04")])
    assert found is not None and found.value == "2019-09-04"


def test_canonical_forms_and_tidy() -> None:
    assert canonical("amount", "¥1,234.50") == "1234.50"
    assert canonical("date", "2024年3月5日") == "2024-03-05"
    assert canonical("id_number", "110105194912310021") is None
    assert tidy("北京 华信  科技 2 0 2 4 Blue  River") == "北京华信科技2024 Blue River"


def test_ocr_noise_around_separators_and_repeated_codes(templates) -> None:
    assert parse_amount("USD..517,,.187.00") == "517187.00"
    assert parse_date("Invoice Date: 2022-:12-03") == "2022-12-03"
    inv = spec(templates, "invoice", "invoiceNumber")
    assert read_field(inv, [(5, "Invoice No : 93522205")])[0].value == "93522205"
    con = spec(templates, "contract", "contractNumber")
    # A misread copy in the running header loses to the copies read right; the first of those decides.
    pages = [(1, "合同编号 : HT -.2 022 - 67.8.3\n合同编号 ; HT- 2022-6783"), (2, "合同编号：HT-2022-6783")]
    found, _ = read_field(con, pages)
    assert found is not None and (found.value, found.page) == ("HT-2022-6783", 1)
    assert found.line == "合同编号 ; HT- 2022-6783"
    total = spec(templates, "invoice", "totalAmount")
    # The label lost to OCR: the largest currency-marked amount is the total.
    found, _ = read_field(total, [(9, "税额 ¥1,200.00\nNRA CONS) :Y 31260.63\n第 1 页")])
    assert found is not None and found.value == "31260.63"
    party = spec(templates, "contract", "partyA")
    assert read_field(party, [(6, "Party A:.°Greenfield Foods LLC")])[0].value == "Greenfield Foods LLC"


def _read(templates: FieldSettings, doc_type: str, text: str) -> dict[str, str]:
    template = templates.template(doc_type)
    got = {f.name: read_field(f, [(1, text)], template)[0] for f in template}
    return {name: found.value for name, found in got.items() if found is not None}


def test_invoice_parties_in_boxes_headed_top_to_bottom(templates) -> None:
    text = (
        "购\n买\n方\n名 称：北京星河科技有限公司\n纳税人识别号：91110108MA01ABCD2X\n"
        "销\n售\n方\n名 称：上海云帆贸易有限公司\n纳税人识别号：91310115MA1HXYZ01Q"
    )
    got = _read(templates, "invoice", text)
    assert (got["buyerName"], got["sellerName"]) == ("北京星河科技有限公司", "上海云帆贸易有限公司")


def test_invoice_parties_side_by_side_follow_their_heads_order(templates) -> None:
    text = (
        "购买方信息    销售方信息\n名称：宁波海曙区明远文具店    名称：杭州晨光纸业股份有限公司\n"
        "统一社会信用代码/纳税人识别号：1 2"
    )
    got = _read(templates, "invoice", text)
    assert (got["buyerName"], got["sellerName"]) == ("宁波海曙区明远文具店", "杭州晨光纸业股份有限公司")


def test_a_party_label_in_a_clause_or_with_a_seal_remark(templates) -> None:
    text = (
        "设备采购合同\n甲方：应于合同签订后五日内支付预付款。\n乙 方:\n南方工程咨询有限公司\n"
        "委托方（甲方）：华东建筑设计研究院（以下简称甲方）\n"
        "乙方（盖章）：南方工程咨询有限公司 法定代表人：王强"
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("华东建筑设计研究院", "南方工程咨询有限公司")


def test_parties_on_one_line_and_a_person_as_a_party(templates) -> None:
    got = _read(templates, "contract", "甲方：李明 乙方：成都锦程物业管理有限公司")
    assert (got["partyA"], got["partyB"]) == ("李明", "成都锦程物业管理有限公司")
    assert "partyA" not in _read(templates, "contract", "甲方：负责提供场地")


def test_amounts_in_words_and_stated_in_a_sentence(templates) -> None:
    got = _read(templates, "contract", "本合同总价款为人民币壹拾贰万伍仟元整（¥125,000.00）。")
    assert got["contractAmount"] == "125000.00"
    got = _read(templates, "invoice", "价税合计（大写）⊗叁仟伍佰元陆角")
    assert got["totalAmount"] == "3500.60"


def test_an_id_card_value_ends_where_the_next_label_begins(templates) -> None:
    got = _read(
        templates,
        "id_card",
        "姓名 张三 性别 男 民族 汉\n签发机关\n成都市公安局武侯分局\n有效期限\n2015.06.01-2035.06.01",
    )
    assert (got["name"], got["sex"], got["ethnicity"]) == ("张三", "男", "汉")
    assert (got["issuingAuthority"], got["validPeriod"]) == ("成都市公安局武侯分局", "2015.06.01-2035.06.01")


def test_a_contracts_title_is_its_heading_of_that_shape(templates) -> None:
    text = "# 技术开发（委托）合同\n合同编号：JS-2024-017\n第一条 签订本合同的目的"
    assert _read(templates, "contract", text)["contractTitle"] == "技术开发（委托）合同"


def test_a_wrapped_address_runs_on_to_the_next_label(templates) -> None:
    text = "姓名 王丽\n住址 四川省成都市武侯区人民南路四段\n27号3栋2单元\n公民身份号码 510107198703052629"
    assert _read(templates, "id_card", text)["address"] == "四川省成都市武侯区人民南路四段27号3栋2单元"


def test_party_boxes_without_their_heads_follow_the_buyer_first_order(templates) -> None:
    text = "名 称：宁波明远文具有限公司\n纳税人识别号：913302\n名 称：杭州晨光纸业股份有限公司\n"
    got = _read(templates, "invoice", text)
    assert (got["buyerName"], got["sellerName"]) == ("宁波明远文具有限公司", "杭州晨光纸业股份有限公司")


def test_the_tax_beside_the_amount_in_the_total_row(templates) -> None:
    text = "合 计 ¥8849.56 ¥1150.44\n价税合计（大写）壹万元整 （小写）¥10000.00"
    got = _read(templates, "invoice", text)
    assert (got["totalAmount"], got["taxAmount"]) == ("10000.00", "1150.44")
    assert "taxAmount" not in _read(templates, "invoice", "合 计 ¥8000.00 ¥1150.44\n价税合计 ¥10000.00")


def test_parties_a_contract_names_and_then_calls_by_a_short_name(templates) -> None:
    text = (
        "合同编号：HT-2024-0001\n购销合同\n本合同由广州市穗丰食品有限公司（以下简称“甲方”）与杭州钱塘数字医疗科技\n"
        "有限公司（以下简称“乙方”）签订。"
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("广州市穗丰食品有限公司", "杭州钱塘数字医疗科技有限公司")
    text = (
        "This Agreement is made between:\n(1) Kestrel Software Ltd., a company whose office is at 14\n"
        'Castle Street, Edinburgh, United Kingdom (the "Provider"); and\n'
        '(2) Maple Leaf Home Goods Corp., of Toronto (the "Customer").'
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("Kestrel Software Ltd.", "Maple Leaf Home Goods Corp.")


def test_parties_in_a_table_row_under_their_heads(templates) -> None:
    text = (
        "甲方（需方） | 乙方（供方）\n名称 | 南山区人民医院 | 石家庄恒康药业有限公司\n住所 | 深圳市 | 石家庄"
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("南山区人民医院", "石家庄恒康药业有限公司")
    scanned = "甲方 乙方\n名称宁波海曙恒光进出口有限公司长沙湘江环保科技有限公司\n住所 宁波市"
    got = _read(templates, "contract", scanned)
    assert (got["partyA"], got["partyB"]) == ("宁波海曙恒光进出口有限公司", "长沙湘江环保科技有限公司")


def test_a_label_that_begins_a_longer_one_reads_nothing(templates) -> None:
    got = _read(
        templates,
        "invoice",
        "Beneficiary Bank: Bank of China\nTotal Packages: 318 CTNS\nGrand Total | USD 30,502.00",
    )
    assert "sellerName" not in got and got["totalAmount"] == "30502.00"


def test_a_cards_birth_date_and_sex_from_its_id_number_when_their_lines_are_unread(templates) -> None:
    text = "姓名 杨帆\n性别 «8 民族 iM\n住址 成都市武侯区民族大道\n15号\n公民身份号码 510107199205300471"
    got = _read(templates, "id_card", text)
    assert (got["birthDate"], got["sex"]) == ("1992-05-30", "男")
    assert got["address"] == "成都市武侯区民族大道15号", "民族 inside the address is no label"
    assert parse_date("出生 1975 年 11 月 -23 日") == "1975-11-23"


def test_amounts_in_words_with_a_zero_before_the_cents_and_a_comma_before_them() -> None:
    assert parse_amount("叁万零肆拾元零捌分") == "30040.08"
    assert parse_amount("¥58230,46") == "58230.46"
    assert parse_amount("¥1,250,000") == "1250000.00"  # in cents, as amounts in words are
    assert parse_amount("VAT 13% 1,300.00") == "1300.00"  # a rate is no amount


def test_the_tax_on_the_line_below_a_subtotal_or_after_its_own_label(templates) -> None:
    text = "Net amount | 4,200.00\nVAT 20% | 840.00\nTotal: 5,040.00"
    got = _read(templates, "invoice", text)
    assert (got["totalAmount"], got["taxAmount"]) == ("5040.00", "840.00")
    text = "合计金额（小写）：¥12,600.00\n其中税额：¥725.66（已含在合计金额内）"
    assert _read(templates, "invoice", text)["taxAmount"] == "725.66"
    # Two amounts that do not add up to the total are no tax.
    text = "Net | 4,000.00\nFreight | 840.00\nTotal | 5,040.00"
    assert "taxAmount" not in _read(templates, "invoice", text)


def test_a_seller_heading_its_invoice_and_the_customer_of_a_printed_receipt(templates) -> None:
    text = (
        "Northwind Analytics Ltd. | INVOICE\n12 Harbour Road\nInvoice No: 5531207\n"
        "Bill To:\nBlue Cedar Cafe LLC"
    )
    got = _read(templates, "invoice", text)
    assert (got["sellerName"], got["buyerName"], got["invoiceNumber"]) == (
        "Northwind Analytics Ltd.",
        "Blue Cedar Cafe LLC",
        "5531207",
    )
    assert "sellerName" not in _read(templates, "invoice", "Services rendered\nInvoice No: 5531207")
    got = _read(templates, "invoice", "客户名称：城南第三小学\n开票单位（盖章）：青岛海岸印刷有限公司")
    assert (got["buyerName"], got["sellerName"]) == ("城南第三小学", "青岛海岸印刷有限公司")


def test_a_party_named_in_its_box_before_a_list_page_that_labels_it(templates) -> None:
    template = templates.template("invoice")
    box = "购\n买\n方\n名 称：临沂沂蒙食品有限公司\n销\n售\n方\n名 称：潍坊渤海化工有限公司"
    listing = "货物清单\n购买方名称：临沂沂蒙食品有限公司\n销售方名称：潍坊渤海化工有限公司"
    pages = [(3, box), (4, listing)]
    got = {
        f.name: read_field(f, pages, template)[0] for f in template if f.name in ("buyerName", "sellerName")
    }
    assert {n: (f.value, f.page) for n, f in got.items()} == {
        "buyerName": ("临沂沂蒙食品有限公司", 3),
        "sellerName": ("潍坊渤海化工有限公司", 3),
    }


def test_an_english_contracts_seller_and_buyer_title_and_amount(templates) -> None:
    text = (
        "PURCHASE CONTRACT\nContract No.: PC-88213\nThe Seller: Osprey Marine Supplies Ltd.\n"
        "The Buyer: Larkspur Retail Corp.\n技术服务费总额为人民币 48,000.00 元。"
    )
    got = _read(templates, "contract", text)
    assert (got["partyA"], got["partyB"]) == ("Osprey Marine Supplies Ltd.", "Larkspur Retail Corp.")
    assert (got["contractTitle"], got["contractAmount"]) == ("PURCHASE CONTRACT", "48000.00")


def test_a_date_in_chinese_numerals_and_a_term_that_is_no_signing_date(templates) -> None:
    assert parse_date("日期：二〇二三年三月十二日") == "2023-03-12"
    text = "甲方：云杉物流有限公司\n2022年6月30日\n服务期限自2022年7月1日起至2023年6月30日止。"
    assert _read(templates, "contract", text)["signDate"] == "2022-06-30"
    text = "签订时间：2023-09-21\n有效期限：2023年10月9日至2026年10月8日"
    assert _read(templates, "contract", text)["signDate"] == "2023-09-21"


def test_a_label_in_brackets_after_the_role_and_ocr_semicolons(templates) -> None:
    got = _read(
        templates, "contract", "需方 ( 甲方 ) 青禾农业发展有限公司\n供方〈乙方 ) ; 南岭机械制造有限公司"
    )
    assert (got["partyA"], got["partyB"]) == ("青禾农业发展有限公司", "南岭机械制造有限公司")
    got = _read(templates, "invoice", "付款方名称 ; 东湖会展服务有限公司\n收款方名称 ; 白沙印务有限公司")
    assert (got["buyerName"], got["sellerName"]) == ("东湖会展服务有限公司", "白沙印务有限公司")


def test_a_persons_role_in_the_next_cell_is_no_party(templates) -> None:
    got = _read(templates, "invoice", "收款单位（盖章）： | 开票人：周敏\n合计：¥300.00")
    assert "sellerName" not in got


def test_a_figure_wins_over_an_amount_in_words_misread(templates) -> None:
    text = "价税合计（大写）喜万玖什测佰业拾陆元惑角参分（小写）Y19876.23 4 it ¥17589.58"
    assert _read(templates, "invoice", text)["totalAmount"] == "19876.23"
    text = "价税合计（大写）壹万壹仟叁佰元整（小写）¥11,300.00"
    assert _read(templates, "invoice", text)["totalAmount"] == "11300.00"


def test_a_value_in_the_cell_below_its_label_beside_another_label(templates) -> None:
    text = (
        "Bill To: | Invoice No.: | 40213377\nFernhill Instruments AG | Date: | May 2, 2024\n"
        "Seestrasse 8, Zurich | Payment Terms: | 30 days"
    )
    got = _read(templates, "invoice", text)
    assert (got["buyerName"], got["invoiceNumber"]) == ("Fernhill Instruments AG", "40213377")
    assert label_regex("No.").search("Northwind Trading") is None


def test_a_receipts_payer_and_an_amount_stated_on_the_next_line(templates) -> None:
    got = _read(templates, "invoice", "今收到梧桐文化传播有限公司\n交来：展位费\n¥ 8,800.00")
    assert got["buyerName"] == "梧桐文化传播有限公司"
    assert "sellerName" not in got
    text = "租赁期内租金总额为人民币\n262,800.00元（大写：贰拾陆万贰仟捌佰元整）。"
    assert _read(templates, "contract", text)["contractAmount"] == "262800.00"


def test_an_invoice_forms_tax_authority_is_no_seller_and_latin_invoice_numbers(templates) -> None:
    text = "国家税务总局 | No 33199109\n湖南省税务局 | 发票代码：4400243160\n开票日期：2024年03月05日"
    assert "sellerName" not in _read(templates, "invoice", text)
    text = "Invoice No.: EV-2311-5800\nPlease remit to: HSBC Account No. 038-425109-483\nDate: 7/21/2023"
    got = _read(templates, "invoice", text)
    assert (got["invoiceNumber"], got["date"]) == ("EV-2311-5800", "2023-07-21")
    assert _read(templates, "invoice", "Invoice # 67192\nTotal Due $1,250.00")["invoiceNumber"] == "67192"
    assert parse_date("02/10/2024") is None  # day and month both 12 or under: not read


def test_a_loans_parties_two_names_run_together_and_a_bare_number_label(templates) -> None:
    text = "编号：JK-2024-0310\n借款合同\n出借人：\n余子彧\n借款人：吴杰桂"
    got = _read(templates, "contract", text)
    assert (got["contractNumber"], got["partyA"], got["partyB"]) == ("JK-2024-0310", "余子彧", "吴杰桂")
    text = "甲方：西安瑞丰酒店管理股份有限公司 — 苏州融创精密机械有限责任公司"
    assert _read(templates, "contract", text)["partyA"] == "西安瑞丰酒店管理股份有限公司"


def test_a_german_invoice_and_a_payee_named_after_remit_to(templates) -> None:
    text = (
        "Brandt & Vogel Maschinenbau GmbH\nKunde: | Rechnungsnr.: RE-2024-00417\n"
        "Lindqvist Components AB | Datum: | 05.03.2024\nNetto | 3.890,00 €\nUSt 19 % | 739,10 €\n"
        "Brutto | 4.629,10 €"
    )
    got = _read(templates, "invoice", text)
    assert (got["invoiceNumber"], got["date"]) == ("RE-2024-00417", "2024-03-05")
    assert (got["taxAmount"], got["totalAmount"]) == ("739.10", "4629.10")
    paid = "Amount due: USD 673.00\nPlease remit to: Northgate Refrigeration Services LLC, PO Box 4471"
    assert _read(templates, "invoice", paid)["sellerName"] == "Northgate Refrigeration Services LLC"
    bank = "Total: USD 90.00\nPlease remit to: HSBC Account No. 038-425109-483"
    assert "sellerName" not in _read(templates, "invoice", bank), "an account is no party"


def test_an_invoice_number_with_slashes_and_a_contract_number_with_its_year_in_brackets(templates) -> None:
    assert _read(templates, "invoice", "Invoice number | VDB/24/01938")["invoiceNumber"] == "VDB/24/01938"
    text = "广告发布合同\n合同号：XJ-GG(2024)第0562号\n借款金额：¥200,000.00元（大写：人民币贰拾万元整）"
    got = _read(templates, "contract", text)
    assert (got["contractNumber"], got["contractAmount"]) == ("XJ-GG(2024)第0562号", "200000.00")


def test_an_ethnic_group_after_its_label_run_into_the_row_and_an_address_wrapped_in_its_column(templates):
    got = _read(
        templates,
        "id_card",
        "| 张静\n性别 | 妈民族汉\n住址 | 湖北省武汉市武昌区中北路\n| 109 号 2 栋 1808 室\n"
        "公民身份号码 | 42010619950318786X",
    )
    assert got["ethnicity"] == "汉"
    assert got["address"] == "湖北省武汉市武昌区中北路109号2栋1808室"
    street = _read(templates, "id_card", "住址 广西南宁市青秀区民族大道 100 号\n身份号码 450103199001011234")
    assert "ethnicity" not in street, "民族 inside a street's name names no ethnic group"


def test_a_contracts_price_stated_in_words_and_in_figures_without_its_label(templates) -> None:
    text = (
        "第三条 违约金按日万分之五计。\n"
        "借款人向出借人借款人民币壹拾肆万贰仟元整（小写：¥142,000.00）。借款用途为经营周转。\n"
        "押金 ¥5,000.00 于签约时支付。"
    )
    assert _read(templates, "contract", text)["contractAmount"] == "142000.00"
    assert "contractAmount" not in _read(templates, "contract", "押金 ¥5,000.00 于签约时支付。")


def test_only_a_closed_sets_label_counts_inside_a_line(templates) -> None:
    got = _read(templates, "id_card", "经办人姓名李四核对\n性别 男 民族汉")
    assert "name" not in got, "a name has no closed set: its label inside a word is none"
    assert (got["sex"], got["ethnicity"]) == ("男", "汉")


def test_a_header_row_of_labels_puts_each_value_in_the_cell_below(templates) -> None:
    text = (
        "COMMERCIAL INVOICE | Invoice No.: HD-CI-240305\nBILL TO | SHIP TO\n"
        "Northwind Components GmbH | Elbe Harbour Logistics AG\n"
        "Speicherstrasse 14 | Am Sandtorkai 70"
    )
    got = _read(templates, "invoice", text)
    assert got["buyerName"] == "Northwind Components GmbH"
    assert got["shipToName"] == "Elbe Harbour Logistics AG"
    assert got["invoiceNumber"] == "HD-CI-240305"  # letters in two groups before the figures


def test_a_header_row_over_a_lone_cell_takes_the_row_of_values_after_it(templates) -> None:
    text = (
        "Bill To | Ship To | Invoice Date | 7/21/2023\nDue Date | 8/21/2023\n"
        "Bluewater Marine Inc. | Bluewater Marine Dock 4 | Terms | Net 30"
    )
    assert _read(templates, "invoice", text)["buyerName"] == "Bluewater Marine Inc."


def test_a_four_digit_invoice_number_after_its_label(templates) -> None:
    got = _read(
        templates, "invoice", "Maple Leaf Analytics Inc. | INVOICE\nInvoice # 1042\nDate: March 5, 2024"
    )
    assert got["invoiceNumber"] == "1042"
