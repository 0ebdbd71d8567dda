"""Generate the pagestream_tune set: multi-document PDF streams with segment and field gold.

Usage (from the repository root):
    .venv/bin/python benchmarks/pagestream_tune/make_streams.py OUT_DIR [--check]

Writes NAME.pdf and NAME.gold.json per stream. Deterministic: every stream has its own fixed seed.
--check re-reads the digital source of every page (also of pages that end up scanned) and verifies
that each gold value is printed on its gold page, that segments tile the pages and that ID numbers are valid.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import sys
from pathlib import Path
from random import Random

import numpy as np
import pymupdf

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import cn_date, en_caps, en_dmy, en_long, id_check
from contracts import contract_cn, contract_en
from drawing import Stream
from id_cards import id_card
from invoices import inv_commercial, inv_e, inv_proforma, inv_roll, inv_simple, inv_tax_en, inv_vat
from other_docs import (
    annual_report,
    bank_statement,
    blank,
    cv_doc,
    delivery_note,
    diploma,
    drug_leaflet,
    en_leaflet,
    food_label,
    gov_notice,
    quotation,
    tender,
    utility_bill,
)
from scan import scan_page
from texts import CN_COMPANIES

# ----------------------------------------------------------------------------------------------- streams
C = CN_COMPANIES
FAX = "FROM: 027-83257790  2024-03-06 14:22"
WM = "仅供办理银行开户使用 他用无效"
STREAMS = [
    ("ps01_invoice_batch", False, [
        (inv_vat, {}), (inv_e, {}), (inv_e, {"style": "short"}), (delivery_note, {}),
        (inv_vat, {"with_list": True}), (quotation, {})]),
    ("ps02_contract_review", False, [
        (contract_cn, {"kind": "software", "clauses": 6}),
        (contract_cn, {"kind": "purchase", "parties": "intro", "amount": "table", "sign": "place",
                       "pn": "dash"}),
        (inv_e, {"special": True}), (tender, {})]),
    ("ps03_scan_idcards", True, [
        (id_card, {"person": 0}), (id_card, {"person": 1, "wm": WM}),
        (id_card, {"person": 2, "layout": "a4x2"}), (id_card, {"person": 3}), (utility_bill, {}),
        (gov_notice, {"i": 1})]),
    ("ps04_export_en", False, [
        (inv_proforma, {}), (inv_commercial, {}), (contract_en, {}), (inv_tax_en, {}), (en_leaflet, {}),
        (contract_en, {"kind": "service"})]),
    ("ps05_scan_receipts", True, [
        (inv_vat, {"special": False}), (inv_roll, {}), (inv_simple, {}), (inv_e, {}), (bank_statement, {}),
        (blank, {"note": False})]),
    ("ps06_hr_file", False, [
        (cv_doc, {"name": "宋雅琴"}), (diploma, {"degree": True}), (diploma, {}),
        (id_card, {"person": 4, "layout": "a4x2"}),
        (contract_cn, {"kind": "lease", "sign": "place", "pn": "frac", "number": False})]),
    ("ps07_gov_mixed", False, [
        (gov_notice, {"i": 0}), (tender, {}),
        (contract_cn, {"kind": "construction", "amount": "table", "parties": "table", "clauses": 8,
                       "scan": (-1,)}),
        (inv_vat, {"scan": (0,)})]),
    ("ps08_pharma", False, [
        (drug_leaflet, {"i": 0}), (food_label, {}), (inv_e, {"seller": C[24], "buyer": C[32]}),
        (contract_cn, {"kind": "purchase", "parties": "table", "a": C[32], "b": C[24], "pn": None}),
        (drug_leaflet, {"i": 1})]),
    ("ps09_scan_contracts", True, [
        (contract_cn, {"kind": "entrust", "clauses": 6, "pn": "cn"}),
        (contract_cn, {"kind": "property", "parties": "table", "sign": "place"}), (inv_vat, {}),
        (contract_cn, {"kind": "software", "sign": "place", "number": False, "pn": "dash", "clauses": 3})]),
    ("ps10_annual_misc", False, [
        (annual_report, {}), (inv_e, {}), (inv_e, {}),
        (contract_cn, {"kind": "advert", "parties": "table", "clauses": 3, "pn": None}), (blank, {}),
        (quotation, {})]),
    ("ps11_fax_mixed", False, [
        (id_card, {"person": 5, "scan": (0,)}),
        (contract_cn, {"kind": "transport", "fax": FAX, "scan": (-1,), "header": True}),
        (inv_roll, {"scan": (0,)}), (utility_bill, {}), (delivery_note, {}),
        (contract_cn, {"kind": "consult", "parties": "table", "pn": "frac"})]),
    ("ps12_scan_mixed", True, [
        (contract_cn, {"kind": "consult", "parties": "intro", "clauses": 3, "number": False}),
        (id_card, {"person": 6}), (id_card, {"person": 7, "layout": "front"}), (inv_vat, {}),
        (food_label, {}), (inv_e, {"style": "short"})]),
    ("ps13_invoices_b2b", False, [
        (inv_vat, {"with_list": True}), (inv_e, {"style": "short"}), (inv_simple, {}), (inv_tax_en, {}),
        (inv_commercial, {}), (bank_statement, {"pages": 2})]),
    ("ps14_contract_pack", False, [
        (contract_cn, {"kind": "advert", "a": C[13], "b": C[28], "header": True, "clauses": 5}),
        (inv_vat, {"seller": C[28], "buyer": C[13]}),
        (contract_cn, {"kind": "loan", "sign": "place", "parties": "intro", "pn": "dash"}),
        (id_card, {"person": 8, "layout": "card"}), (contract_en, {"kind": "service"})]),
]  # fmt: skip


def norm(s: str) -> str:
    return re.sub(r"\s+", "", s)


def variants(v: str) -> set[str]:
    out = {v}
    if re.fullmatch(r"\d+\.\d\d", v):
        out.add(f"{int(v[:-3]):,}{v[-3:]}")
    if re.fullmatch(r"\d{4}-\d\d-\d\d", v):
        d = dt.date.fromisoformat(v)
        out |= {cn_date(d), cn_date(d, False), d.strftime("%Y/%m/%d"), en_long(d), en_dmy(d), en_caps(d)}
    return {norm(x) for x in out}


def build(name: str, seed: int, scanned: bool, plan: list, out_dir: Path, check: bool) -> dict:
    st = Stream(name, seed, scanned)
    for gen, kw in plan:
        kw = dict(kw)
        st.add(gen, scan=kw.pop("scan", ()), fax=kw.pop("fax", None), wm=kw.pop("wm", None), **kw)
    src, out = st.doc, pymupdf.open()
    rng, nrng = Random(seed + 1), np.random.default_rng(seed)
    for i, page in enumerate(src):
        if st.scan[i]:
            new = out.new_page(width=page.rect.width, height=page.rect.height)
            new.insert_image(new.rect, stream=scan_page(page, rng, nrng))
        else:
            out.insert_pdf(src, from_page=i, to_page=i)
    out.set_metadata({"title": name, "producer": "pagestream_tune", "creationDate": "D:20240601000000"})
    out.subset_fonts()
    out.save(out_dir / f"{name}.pdf", garbage=4, deflate=True, no_new_id=True)
    gold = {"name": name, "pages": src.page_count, "segments": st.segments, "fields": st.fields}
    (out_dir / f"{name}.gold.json").write_text(
        json.dumps(gold, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    if check:
        texts = [norm(p.get_text()) + "|" + norm(p.get_text(sort=True)) for p in src]
        expect = 1
        for s in st.segments:
            assert s["start_page"] == expect and s["end_page"] >= s["start_page"], (name, s)
            expect = s["end_page"] + 1
        assert expect == src.page_count + 1, name
        for f in st.fields:
            if not any(v in texts[f["page"] - 1] for v in variants(f["value"])):
                print(f"  MISSING {name} p{f['page']} {f['field']}={f['value']}")
            if f["field"] == "idNumber":
                assert id_check(f["value"][:17]) == f["value"][17], f
    return gold


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__)
    out_dir = Path(args[0])
    out_dir.mkdir(parents=True, exist_ok=True)
    pages, docs, fields = 0, {}, {}
    for k, (name, scanned, plan) in enumerate(STREAMS):
        gold = build(name, 1000 + 17 * k, scanned, plan, out_dir, "--check" in sys.argv)
        pages += gold["pages"]
        for s in gold["segments"]:
            docs[s["doc_type"]] = docs.get(s["doc_type"], 0) + 1
        for f in gold["fields"]:
            t = gold["segments"][f["segment"] - 1]["doc_type"]
            fields[t] = fields.get(t, 0) + 1
        print(f"{name}: {gold['pages']} pages, {len(gold['segments'])} documents" + " (scanned)" * scanned)
    print(f"{len(STREAMS)} streams, {pages} pages; documents {docs}; gold fields {fields}")


if __name__ == "__main__":
    main()
