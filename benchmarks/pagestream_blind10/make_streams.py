"""Generate the page-stream benchmark: NAME.pdf + NAME.gold.json per stream.

Usage:  python make_streams.py OUTDIR

Deterministic: fixed seeds, fixed metadata, no new file IDs.  After writing,
every stream is self-checked (see check.py); the exit status is 1 on failure.
"""

import json
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pymupdf
from check import check
from pdfkit import FIELDS, Builder
from scan import scan_page
from streams import STREAMS, build

META = {
    "creator": "pagestream_blind10/make_streams.py",
    "producer": "PyMuPDF",
    "creationDate": "D:20240501000000Z",
    "modDate": "D:20240501000000Z",
    "author": "",
    "subject": "",
    "keywords": "",
}


def assemble(b: Builder) -> pymupdf.Document:
    """Copy vector pages as they are; replace scanned pages by a single degraded image."""
    b.doc.subset_fonts()
    out = pymupdf.open()
    pno, n = 0, len(b.doc)
    while pno < n:
        if b.scan[pno] is None:
            end = pno
            while end + 1 < n and b.scan[end + 1] is None:
                end += 1
            out.insert_pdf(b.doc, from_page=pno, to_page=end)
            pno = end + 1
            continue
        jpg, w, h = scan_page(b.doc, pno, b.scan[pno])
        page = out.new_page(width=w, height=h)
        page.insert_image(page.rect, stream=jpg)
        pno += 1
    return out


def gold_of(b: Builder) -> dict:
    segs, fields = [], []
    for k, s in enumerate(b.segs, 1):
        segs.append({"start_page": s.pnos[0] + 1, "end_page": s.pnos[-1] + 1, "doc_type": s.doc_type})
        for name in FIELDS[s.doc_type]:
            if name in s.fields:
                value, pno = s.fields[name]
                fields.append({"segment": k, "field": name, "value": value, "page": pno + 1})
    return {"name": b.name, "pages": len(b.doc), "segments": segs, "fields": fields}


def main(outdir: str) -> int:
    os.makedirs(outdir, exist_ok=True)
    failed = 0
    tot = Counter()
    by_field = Counter()
    print(f"{'stream':30} pages scanned docs inv con id oth fields")
    for name, docs, rot in STREAMS:
        b = build(name, docs, rot)
        out = assemble(b)
        out.set_metadata(dict(META, title=name))
        path = os.path.join(outdir, name + ".pdf")
        out.save(path, garbage=4, deflate=True, no_new_id=True)
        gold = gold_of(b)
        with open(os.path.join(outdir, name + ".gold.json"), "w", encoding="utf-8") as fh:
            json.dump(gold, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        reread = pymupdf.open(path)
        with open(os.path.join(outdir, name + ".gold.json"), encoding="utf-8") as fh:
            errs = check(b, reread, json.load(fh))
        types = Counter(s["doc_type"] for s in gold["segments"])
        scanned = sum(1 for o in b.scan if o is not None)
        row = (
            len(b.doc),
            scanned,
            len(gold["segments"]),
            types["invoice"],
            types["contract"],
            types["id_card"],
            types["other"],
            len(gold["fields"]),
        )
        tot.update(
            dict(zip(("pages", "scanned", "docs", "inv", "con", "id", "oth", "fields"), row, strict=True))
        )
        by_field.update(f["field"] for f in gold["fields"])
        print(
            f"{name:30} {row[0]:5} {row[1]:7} {row[2]:4} {row[3]:3} {row[4]:3} "
            f"{row[5]:2} {row[6]:3} {row[7]:6}"
        )
        for e in errs:
            print("  CHECK FAILED:", e)
        failed += bool(errs)
    print(
        f"{'TOTAL':30} {tot['pages']:5} {tot['scanned']:7} {tot['docs']:4} "
        f"{tot['inv']:3} {tot['con']:3} {tot['id']:2} {tot['oth']:3} {tot['fields']:6}"
    )
    print("fields by name:", ", ".join(f"{k} {v}" for k, v in sorted(by_field.items())))
    print("self-check:", "FAILED" if failed else "passed")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
