"""The ten streams: which documents, in which order, which pages are scanned."""

import con_en
import con_en2
import con_en3
import con_zh
import con_zh2
import con_zh3
import data_zh as dz
import idcard
import inv_en
import inv_en2
import inv_zh
import oth_en
import oth_en2
import oth_zh
from pdfkit import Builder
from scan import PRESETS

OFF, COL, POOR, FAX, PHOTO = (PRESETS[k] for k in ("office", "color", "poor", "fax", "photo"))


def sc(base, **kw):
    return dict(base, **kw)


BLEED = sc(OFF, bleed=1, specks=25, skew=0.4)


def _ids(who, layout, **kw):
    return lambda b, scan=None: idcard.id_copy(b, who, layout, scan, **kw)


def _zh(fn, data):
    return lambda b, scan=None: fn(b, data, scan)


STREAMS = [
    (
        "s01_zh_finance_inbox",
        [
            (_zh(inv_zh.vat_e_normal, dz.VAT_OFFICE), None),
            (oth_zh.reimbursement, None),
            (_zh(inv_zh.shudian, dz.SHUDIAN_SW), None),
            (oth_zh.payment_request, None),
            (con_zh.software_dev, None),
            (oth_zh.receipt, COL),
        ],
        {},
    ),
    (
        "s02_en_payables_inbox",
        [
            (oth_en.fax_cover, FAX),
            (inv_en.ca_gst_hst, None),
            (oth_en.remittance, None),
            (oth_en.statement, None),
            (inv_en.uk_credit_note, None),
            (inv_en.us_invoice, OFF),
            (oth_en.reminder, None),
        ],
        {},
    ),
    (
        "s03_zh_hr_batch_scan",
        [
            (_ids("wang", "split"), OFF),
            (oth_zh.employment_cert, OFF),
            (oth_en2.blank, BLEED),
            (_ids("li", "stack"), sc(OFF, skew=1.6)),
            (oth_en2.blank, BLEED),
            (con_zh3.nda, POOR),
            (oth_en2.blank, BLEED),
            (oth_zh.business_licence, OFF),
            (_zh(inv_zh.shudian, dz.SHUDIAN_HOTEL), OFF),
            (oth_zh.notice, sc(OFF, ink=60, paper=(232, 232, 228))),
        ],
        {11: 90},
    ),
    (
        "s04_en_legal_pack",
        [
            (oth_en2.cover_letter, None),
            (con_en.consulting, None),
            (oth_en2.separator, None),
            (con_en2.licence, None),
            (oth_en2.memo, None),
        ],
        {},
    ),
    (
        "s05_zh_auto_construction",
        [
            (_zh(inv_zh.motor, dz.MOTOR), COL),
            (con_zh3.vehicle_sale, POOR),
            (con_zh.construction, None),
            (oth_zh.minutes_zh, None),
            (_zh(inv_zh.vat_e_normal, dz.TOLL), None),
            (_zh(inv_zh.roll, dz.ROLL), PHOTO),
        ],
        {},
    ),
    (
        "s06_en_trade_file",
        [
            (oth_en.quotation, None),
            (oth_en.purchase_order, None),
            (oth_en.proforma, None),
            (inv_en.my_sst, None),
            (oth_en.packing_list, None),
            (oth_en2.bill_of_lading, OFF),
            (oth_en2.delivery_docket, PHOTO),
            (con_en3.distribution, None),
        ],
        {},
    ),
    (
        "s07_zh_equity_deal",
        [
            (con_zh2.equity_transfer, None),
            (_ids("zheng", "side", overlay="仅供办理股权变更登记使用  他用无效"), None),
            (con_zh2.agency_trad, None),
            (oth_zh.quotation_trad, None),
            (_zh(inv_zh.shudian, dz.SHUDIAN_SPECIAL), OFF),
            (oth_zh.bank_receipt, None),
        ],
        {},
    ),
    (
        "s08_en_scan_batch",
        [
            (inv_en2.uae_multi, OFF),
            (oth_en2.blank, BLEED),
            (idcard.passport, COL),
            (inv_en2.ie_vat, sc(OFF, blur=0.8, quality=38)),
            (con_en3.equipment_lease, POOR),
            (oth_en2.blank, BLEED),
            (oth_en2.bank_statement, OFF),
        ],
        {8: 180},
    ),
    (
        "s09_mixed_investment_file",
        [
            (inv_en2.nz_tax, None),
            (inv_en2.sg_gst, None),
            (con_en.spa, None),
            (_ids("ma", "stack", sc=1.2), PHOTO),
            (oth_en2.minutes_en, None),
            (oth_en2.blank, None),
        ],
        {},
    ),
    (
        "s10_mixed_shenzhen_office",
        [
            (oth_en2.batch_cover, OFF),
            (_zh(inv_zh.vat_e_normal, dz.CATERING), None),
            (con_zh2.lease_zh, None),
            (_ids("huang", "stack"), OFF),
            (con_en2.settlement, None),
            (oth_zh.delivery_note_zh, None),
        ],
        {6: 180},
    ),
]


def build(name, docs, rotations) -> Builder:
    """Build one stream's vector document; rotations maps 1-based page -> degrees."""
    b = Builder(name)
    for fn, scan in docs:
        fn(b, scan=scan)
    for page, deg in rotations.items():
        assert b.scan[page - 1] is not None, (name, page)
        b.scan[page - 1]["rot"] = deg
    return b
