"""DataAgent blind page-stream set: 12 multi-document PDFs with segment and field gold.

Written blind (see README.md).  Usage:  make_streams.py OUT_DIR  ->  OUT_DIR/NAME.pdf, OUT_DIR/NAME.gold.json.
Fixed seeds, no clock: two runs give the same files.  Every gold value is checked against the text layer of
its page before any page is turned into a scan image.  Wordings, pools and the stream list are in texts.py,
the generators in invoices.py, contracts.py, id_cards.py and distractors.py (see README.md).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pymupdf
from common import DB, norm, printed_forms
from contracts import contract, ct_en
from distractors import (
    annual_report,
    certificate,
    cv,
    drug_leaflet,
    food_label,
    official,
    other,
    tender,
    tender_result,
    utility_bill,
)
from firms import Ctx
from id_cards import id_card
from invoices import inv_e, inv_en, inv_grid, inv_machine, inv_receipt
from scan import scan_jpeg

# ----------------------------------------------------------------------------------------- streams
GENERATORS = {
    f.__name__: f
    for f in (
        inv_grid,
        inv_e,
        inv_receipt,
        inv_machine,
        inv_en,
        contract,
        ct_en,
        id_card,
        tender,
        tender_result,
        official,
        drug_leaflet,
        food_label,
        utility_bill,
        cv,
        certificate,
        annual_report,
        other,
    )
}


def streams():
    """(name, seed, scanned, [(generator, options)]) from the `# stream` sections of texts.py."""
    for key, lines in DB.items():
        if key.startswith("stream "):
            _, name, seed, *flag = key.split()
            docs = []
            for ln in lines:
                fn, *opts = ln.split()
                kw = dict(o.split("=", 1) for o in opts)
                kw = {
                    k: {"yes": True, "no": False}.get(v, int(v) if v.isdigit() else v) for k, v in kw.items()
                }
                docs.append((GENERATORS.get(fn), kw))
            yield name, int(seed), bool(flag), docs


def verify(doc, segs, fields):
    for f in fields:
        seg, text = segs[f["segment"] - 1], norm(doc[f["page"] - 1].get_text())
        assert seg["start_page"] <= f["page"] <= seg["end_page"], f
        assert any(norm(p) in text for p in printed_forms(f["field"], f["value"])), f"not printed: {f}"


def build(name, seed, scan_all, docs, out: Path):
    c, src = Ctx(seed), pymupdf.open()
    segs, fields, scanned = [], [], set()
    for fn, kw in docs:
        kw = dict(kw)
        scan, p0 = kw.pop("scan", None), src.page_count
        dtype, fl = fn(src, c, **kw)
        segs.append(dict(start_page=p0 + 1, end_page=src.page_count, doc_type=dtype))
        fields += [dict(segment=len(segs), field=k, value=v, page=p0 + 1 + rel) for k, (v, rel) in fl.items()]
        if scan_all or scan:
            scanned |= {src.page_count - 1} if scan == "last" else set(range(p0, src.page_count))
    verify(src, segs, fields)
    nr = np.random.default_rng(seed)
    for i in sorted(scanned):  # image-only pages: the text layer is gone
        jpg, rect = scan_jpeg(src[i], c.r, nr), src[i].rect
        src.delete_page(i)
        src.new_page(pno=i, width=rect.width, height=rect.height).insert_image(rect, stream=jpg)
    src.subset_fonts()
    src.set_metadata({"producer": "", "creator": ""})
    src.save(out / f"{name}.pdf", garbage=4, deflate=True, no_new_id=True)
    gold = dict(name=name, pages=src.page_count, segments=segs, fields=fields)
    (out / f"{name}.gold.json").write_text(
        json.dumps(gold, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return gold


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make_streams.py OUT_DIR")
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    pages, docs, nfields = 0, {}, {}
    for name, seed, scan_all, spec in streams():
        g = build(name, seed, scan_all, spec, out)
        pages += g["pages"]
        for s in g["segments"]:
            docs[s["doc_type"]] = docs.get(s["doc_type"], 0) + 1
        for f in g["fields"]:
            t = g["segments"][f["segment"] - 1]["doc_type"]
            nfields[t] = nfields.get(t, 0) + 1
        print(f"{name}: {g['pages']} pages, {len(g['segments'])} documents, {len(g['fields'])} gold fields")
    print(f"total {pages} pages; documents {docs}; gold fields {nfields}")


if __name__ == "__main__":
    main()
