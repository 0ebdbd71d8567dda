"""Write the pagestream_blind3 PDF streams and their gold JSON files.

Usage: python benchmarks/pagestream_blind3/make_streams.py OUT_DIR
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import contracts as ct
import contracts_more as cm
import idcards as ic
import invoices_cn as icn
import invoices_intl as iin
import others as ot
import others_more as om
import pymupdf
from render import DocCtx, id_valid, scan_image, value_forms

S = True  # marks a document whose pages are delivered as scanned images

STREAMS = [
    (
        "s01_inbox_vehicle_site",
        [
            (om.o_cover_letter,),
            (icn.inv_vehicle,),
            (icn.inv_vat_special,),
            (icn.inv_utility,),
            (ot.o_statement,),
            (ct.con_construction,),
            (ot.o_liaison,),
        ],
    ),
    (
        "s02_scan_finance_batch",
        [
            (om.o_separator, "BATCH 0003 / FINANCE", S),
            (iin.inv_kaipiao, S),
            (ot.o_bank_slip, S),
            (iin.inv_stamp_only, S),
            (ot.o_delivery, S),
            (ot.o_warehouse, S),
            (ic.id_two_pages, 3, S),
        ],
    ),
    (
        "s03_contract_pairs",
        [(ct.con_nda,), (ct.con_software,), (om.o_blank,), (ct.con_equipment,), (ot.o_quote_cn,)],
    ),
    (
        "s04_intl_ap_export",
        [
            (om.o_fax,),
            (iin.inv_eu_vat,),
            (iin.inv_rechnung,),
            (om.o_loi,),
            (iin.inv_japan_two_pages,),
            (ot.o_quote_en,),
            (iin.inv_us,),
            (om.o_intent_blank,),
            (iin.inv_remit_footer,),
        ],
    ),
    (
        "s05_hr_onboarding",
        [
            (om.o_roster,),
            (ic.id_one_page, 0, "", "员工身份证复印件（正反面）", S),
            (ic.id_one_page, 4, "仅供入职登记使用，他用无效", "", S),
            (om.o_attendance,),
            (om.o_poa,),
            (ic.id_rotated, 6, S),
            (ot.o_minutes,),
        ],
    ),
    (
        "s06_legal_partial_scan",
        [(cm.con_lease, S), (cm.con_supply, S), (ot.o_license,), (ct.con_loan,), (om.o_below_blank,)],
    ),
    (
        "s07_travel_expenses",
        [
            (icn.inv_rail,),
            (om.o_air_itinerary,),
            (icn.inv_hotel_two_pages,),
            (icn.inv_roll,),
            (ot.o_memo_en,),
            (om.o_news,),
        ],
    ),
    (
        "s08_shared_drive",
        [
            (cm.con_msa,),
            (om.o_catalogue,),
            (iin.inv_freight,),
            (ot.o_packing_list,),
            (ic.id_side_by_side, 5, "仅供办理银行开户使用"),
            (ic.id_two_pages, 1),
        ],
    ),
    (
        "s09_scan_mixed",
        [
            (icn.inv_used_car, S),
            (icn.inv_taiwan, S),
            (ct.con_equity, S),
            (ic.id_one_page, 2, "", "", S),
            (om.o_blank, S),
        ],
    ),
    (
        "s10_tail_batch",
        [
            (cm.con_tech_service,),
            (cm.con_advert,),
            (ot.o_purchase_order,),
            (icn.inv_allelectric,),
            (om.o_separator, "END OF BATCH 0007"),
        ],
    ),
]
BORDER_PAGES = {("s02_scan_finance_batch", 4), ("s09_scan_mixed", 3)}


def norm(s: str) -> str:
    return re.sub(r"\s+", "", s)


def build(name: str, items, seed: int):
    out, scratch = pymupdf.open(), pymupdf.open()
    segments, fields, drawn, scanned = [], [], {}, set()
    for item in items:
        fn, args, scan = item[0], [a for a in item[1:] if a is not S], any(a is S for a in item[1:])
        ctx = DocCtx(scratch if scan else out)
        start = out.page_count + 1
        doc_type = fn(ctx, *args)
        for i, pg in enumerate(ctx.pages):
            pno = start + i
            if scan:
                src = scratch[ctx.first_index + i]
                k = seed * 100 + pno
                jpeg = scan_image(
                    src,
                    k,
                    dpi=(150, 170, 200)[k % 3],
                    skew=((k * 37) % 41 - 20) / 10,
                    noise=4 + k % 5,
                    quality=55 + (k * 7) % 20,
                    border=(name, pno) in BORDER_PAGES,
                )
                new = out.new_page(width=src.rect.width, height=src.rect.height)
                new.insert_image(new.rect, stream=jpeg)
                scanned.add(pno)
            if scan or pg.image_only:
                drawn[pno] = "\n".join(pg.texts)
        seg_no = len(segments) + 1
        segments.append({"start_page": start, "end_page": out.page_count, "doc_type": doc_type})
        for field, value, rel in ctx.fields:
            fields.append({"segment": seg_no, "field": field, "value": value, "page": start + rel})
    out.set_metadata({"title": name, "producer": "pagestream_blind3", "creator": "pagestream_blind3"})
    out.subset_fonts()
    return out, segments, fields, drawn, scanned


ALLOWED = {
    "invoice": {"invoiceNumber", "sellerName", "buyerName", "totalAmount", "date", "taxAmount"},
    "contract": {"contractNumber", "partyA", "partyB", "contractAmount", "signDate", "contractTitle"},
    "id_card": {
        "name",
        "idNumber",
        "address",
        "issuingAuthority",
        "validPeriod",
        "sex",
        "ethnicity",
        "birthDate",
    },
}


def check(pdf_path: Path, gold: dict, drawn: dict, scanned: set):
    doc = pymupdf.open(pdf_path)
    assert doc.page_count == gold["pages"], "page count mismatch"
    nxt = 1
    for seg in gold["segments"]:
        assert seg["start_page"] == nxt and seg["end_page"] >= seg["start_page"], f"gap at {seg}"
        nxt = seg["end_page"] + 1
    assert nxt == gold["pages"] + 1, "segments do not cover every page"
    for p in scanned:
        assert not doc[p - 1].get_text().strip(), f"scanned page {p} has a text layer"
    texts = {p: norm(drawn[p] if p in drawn else doc[p - 1].get_text()) for p in range(1, doc.page_count + 1)}
    for fl in gold["fields"]:
        seg = gold["segments"][fl["segment"] - 1]
        assert fl["field"] in ALLOWED[seg["doc_type"]], f"field {fl} not allowed for {seg['doc_type']}"
        assert seg["start_page"] <= fl["page"] <= seg["end_page"], f"field page outside segment: {fl}"
        forms = [norm(f) for f in value_forms(fl["field"], fl["value"])]
        if not any(f in texts[fl["page"]] for f in forms):
            raise SystemExit(f"SELF-CHECK FAILED {gold['name']}: {fl} not printed on page {fl['page']}")
        if fl["field"] == "idNumber":
            seg_fields = {f["field"]: f["value"] for f in gold["fields"] if f["segment"] == fl["segment"]}
            num = fl["value"]
            assert id_valid(num), f"bad check digit {num}"
            assert num[6:14] == seg_fields["birthDate"].replace("-", ""), f"birth date mismatch {num}"
            assert (int(num[16]) % 2 == 1) == (seg_fields["sex"] == "男"), f"sex digit mismatch {num}"
    doc.close()


def main(argv):
    if len(argv) != 2:
        raise SystemExit("usage: make_streams.py OUT_DIR")
    out_dir = Path(argv[1])
    out_dir.mkdir(parents=True, exist_ok=True)
    total_pages, total_types, total_fields = 0, Counter(), 0
    print(f"{'stream':28s} pages invoice contract id_card other fields")
    for seed, (name, items) in enumerate(STREAMS, 1):
        doc, segments, fields, drawn, scanned = build(name, items, seed)
        pdf_path = out_dir / f"{name}.pdf"
        doc.save(pdf_path, garbage=4, deflate=True, no_new_id=True)
        gold = {"name": name, "pages": doc.page_count, "segments": segments, "fields": fields}
        doc.close()
        check(pdf_path, gold, drawn, scanned)
        (out_dir / f"{name}.gold.json").write_text(
            json.dumps(gold, ensure_ascii=False, indent=1) + "\n", "utf-8"
        )
        types = Counter(s["doc_type"] for s in segments)
        print(
            f"{name:28s} {gold['pages']:5d} {types['invoice']:7d} {types['contract']:8d} "
            f"{types['id_card']:7d} "
            f"{types['other']:5d} {len(fields):6d}  scanned pages: {len(scanned)}"
        )
        total_pages += gold["pages"]
        total_types += types
        total_fields += len(fields)
    print(
        f"{'TOTAL':28s} {total_pages:5d} {total_types['invoice']:7d} {total_types['contract']:8d} "
        f"{total_types['id_card']:7d} {total_types['other']:5d} {total_fields:6d}  "
        f"documents: {sum(total_types.values())}"
    )


if __name__ == "__main__":
    main(sys.argv)
