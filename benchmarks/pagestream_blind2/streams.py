"""The twelve streams: which documents, in which order, and which of them are scanned."""

from __future__ import annotations

from functools import partial

import distractors_biz as biz
import distractors_misc as misc
from contracts_cn import cn_contract
from contracts_en import bilingual_sales, mutual_nda, service_agreement
from id_cards import id_copy
from invoices_misc import export_invoice, hk_invoice, machine_receipt, receipt_form, roll_receipt, us_invoice
from invoices_vat import e_invoice, vat_grid

FULL_BOILER = ("breach", "force", "secret", "dispute", "notice", "other")
SCAN = True

# Each stream: (name, description, [(builder, scanned), ...]); builders take the build context only.
STREAMS = [
    (
        "s01_supplier_batch",
        "supplier batch: cover letter, two VAT invoices in a row, a 报价单, a purchase "
        "contract, a 送货单 and a VAT invoice with its goods-list page",
        [
            (misc.cover_letter_cn, False),
            (partial(vat_grid, special=True), False),
            (partial(vat_grid, special=False), False),
            (biz.quotation_cn, False),
            (partial(cn_contract, name="purchase"), False),
            (biz.delivery_note, False),
            (partial(vat_grid, special=True, goods_list=True), False),
        ],
    ),
    (
        "s02_service_contracts",
        "two contracts in a row (技术服务合同 with a cover page, 房屋租赁合同), meeting "
        "minutes, a 全电 special invoice and an ID copy",
        [
            (partial(cn_contract, name="tech", boiler=FULL_BOILER, size=13.5, heading_style="comma"), False),
            (partial(cn_contract, name="lease", boiler=("breach", "dispute", "other"), size=11.5), False),
            (misc.meeting_minutes, False),
            (partial(e_invoice, special=True), False),
            (partial(id_copy, note="仅供办理房屋租赁备案使用", scale=1.2), False),
        ],
    ),
    (
        "s03_hr_onboarding_scan",
        "fully scanned onboarding pack: resume, two ID copies in a row (one on two "
        "pages), a 劳务合同, a training certificate and a payroll sheet",
        [
            (misc.resume, SCAN),
            (partial(id_copy, header="员工身份证复印件", region_index=4), SCAN),
            (partial(id_copy, two_pages=True, scale=1.3, region_index=5), SCAN),
            (partial(cn_contract, name="labour", boiler=("breach", "dispute", "other"), size=11.5), SCAN),
            (misc.certificate, SCAN),
            (misc.payroll_summary, SCAN),
        ],
    ),
    (
        "s04_english_mailbox",
        "English mailbox: cover letter, HK invoice, proforma invoice (other), US invoice, "
        "a service agreement and an NDA in a row, a press release",
        [
            (misc.cover_letter_en, False),
            (hk_invoice, False),
            (biz.proforma_invoice, False),
            (us_invoice, False),
            (service_agreement, False),
            (mutual_nda, False),
            (misc.press_release, False),
        ],
    ),
    (
        "s05_purchasing_scan_mix",
        "partly scanned: purchase order, VAT invoice, separator sheet, 委托加工合同, "
        "statement of account, 收据, trailing blank page",
        [
            (biz.purchase_order, SCAN),
            (partial(vat_grid, special=True, rate=9), SCAN),
            (misc.separator_sheet, False),
            (
                partial(cn_contract, name="processing", boiler=("breach", "secret", "arbitration", "other")),
                SCAN,
            ),
            (biz.account_statement, False),
            (receipt_form, SCAN),
            (misc.blank_page, False),
        ],
    ),
    (
        "s06_travel_expenses",
        "expense claim form, three invoices in a row (hotel roll, restaurant 机打, 全电 to a "
        "person), payment request, two-page bank statement, ID copy",
        [
            (partial(biz.request_form, kind="费用报销单"), False),
            (roll_receipt, False),
            (machine_receipt, False),
            (partial(e_invoice, personal_buyer=True, rate=6), False),
            (partial(biz.request_form, kind="付款申请单"), False),
            (biz.bank_statement, False),
            (partial(id_copy, note="仅供报销使用，他用无效", region_index=6), False),
        ],
    ),
    (
        "s07_vehicle_rental_scan",
        "fully scanned: two ID copies in a row (two-page and one-page), a 汽车租赁合同, "
        "a 收据 and a seal request form",
        [
            (partial(id_copy, two_pages=True, scale=1.2, region_index=3), SCAN),
            (partial(id_copy, scale=1.1, region_index=7), SCAN),
            (partial(cn_contract, name="car", boiler=("breach", "dispute", "other"), size=11.5), SCAN),
            (receipt_form, SCAN),
            (partial(biz.request_form, kind="用印申请单"), SCAN),
        ],
    ),
    (
        "s08_project_binder",
        "fit-out contract with a header on every page, blank page, VAT invoice, manual page "
        "(A5), software contract with its appendix page, statistics table",
        [
            (partial(cn_contract, name="fitout", boiler=FULL_BOILER, size=12.5), False),
            (misc.blank_page, False),
            (partial(vat_grid, special=False, rate=6), False),
            (misc.manual_page, False),
            (partial(cn_contract, name="software", boiler=FULL_BOILER, size=11.5), False),
            (misc.statistics_page, False),
        ],
    ),
    (
        "s09_export_scan_mix",
        "partly scanned: English quotation, commercial invoice, two-page US invoice, "
        "bilingual sales contract (scanned), ID copy (scanned), notice",
        [
            (biz.quotation_en, False),
            (export_invoice, False),
            (partial(us_invoice, many_rows=True), False),
            (bilingual_sales, SCAN),
            (partial(id_copy, region_index=8), SCAN),
            (misc.notice, False),
        ],
    ),
    (
        "s10_month_end",
        "three invoices in a row (HK, 全电 ordinary, VAT ordinary with goods list), invoice "
        "request form, advertising contract, ID copy",
        [
            (hk_invoice, False),
            (partial(e_invoice, rate=13), False),
            (partial(vat_grid, special=False, goods_list=True), False),
            (partial(biz.request_form, kind="开票申请单"), False),
            (
                partial(cn_contract, name="advert", boiler=("breach", "force", "dispute", "notice", "other")),
                False,
            ),
            (partial(id_copy, scale=1.0, header="法定代表人身份证复印件", region_index=10), False),
        ],
    ),
    (
        "s11_personal_loan",
        "借款合同 between two persons, two-page ID copy, VAT invoice, 报价单, blank page",
        [
            (partial(cn_contract, name="loan", boiler=("dispute", "other"), size=12), False),
            (
                partial(
                    id_copy, two_pages=True, scale=1.4, note="本复印件仅用于借款合同签署", region_index=9
                ),
                False,
            ),
            (partial(vat_grid, special=True), False),
            (biz.quotation_cn, False),
            (misc.blank_page, False),
        ],
    ),
    (
        "s12_mixed_tail",
        "separator sheet, hotel roll invoice, purchase order, 送货单, statement of account",
        [
            (misc.separator_sheet, False),
            (partial(roll_receipt, trade="酒店管理"), False),
            (biz.purchase_order, False),
            (biz.delivery_note, False),
            (biz.account_statement, False),
        ],
    ),
]
