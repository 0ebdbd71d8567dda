#!/usr/bin/env python
"""Generate the pagestream_blind5 held-out page streams and their gold files.

Usage: python make_streams.py OUT_DIR [--table]

Deterministic: fixed seeds, no clock, only PyMuPDF + numpy + the standard library.
Exits non-zero when the self-check fails (value not printed on its gold page, segments not
covering the stream, a scanned page with a text layer, an invalid ID number, ...).
"""

from __future__ import annotations

import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from s01_mfg_payables import s01  # noqa: E402
from s02_property_office import s02  # noqa: E402
from s03_hospital_procurement import s03  # noqa: E402
from s04_law_intake import s04  # noqa: E402
from s05_logistics_customs import s05  # noqa: E402
from s06_school_vendors import s06  # noqa: E402
from s07_ecommerce_fees import s07  # noqa: E402
from s08_construction_subcontract import s08  # noqa: E402
from s09_crossborder_consulting import s09  # noqa: E402
from s10_household_papers import s10  # noqa: E402

BUILDERS = [s01, s02, s03, s04, s05, s06, s07, s08, s09, s10]


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    out = argv[1]
    only = [a for a in argv[2:] if not a.startswith("--")]
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    results, errors = [], []
    for b in BUILDERS:
        if only and not any(b.__name__ == o for o in only):
            continue
        st = b()
        r = st.build(out)
        results.append(r)
        errors += r["errors"]
        print(
            f"{r['name']}: {r['pages']} pages ({r['scanned']} scanned), {len(r['segments'])} documents, "
            f"{len(r['fields'])} fields{'  ERRORS: ' + str(len(r['errors'])) if r['errors'] else ''}"
        )
    tp = sum(r["pages"] for r in results)
    ts = sum(r["scanned"] for r in results)
    by_type, fields_by_type = {}, {}
    for r in results:
        for i, s in enumerate(r["segments"], 1):
            by_type[s["doc_type"]] = by_type.get(s["doc_type"], 0) + 1
            fields_by_type.setdefault(s["doc_type"], 0)
            fields_by_type[s["doc_type"]] += sum(1 for f in r["fields"] if f["segment"] == i)
    print(
        f"total: {len(results)} streams, {tp} pages ({ts} scanned), "
        f"documents {by_type}, fields {fields_by_type}, {time.time() - t0:.1f}s"
    )
    if "--table" in argv:
        for r in results:
            print(f"\n### {r['name']} — {r['setting']}")
            for i, s in enumerate(r["segments"], 1):
                nf = sum(1 for f in r["fields"] if f["segment"] == i)
                pg = (
                    f"{s['start_page']}"
                    if s["start_page"] == s["end_page"]
                    else f"{s['start_page']}-{s['end_page']}"
                )
                print(f"| {i} | {pg} | {s['doc_type']} | {s['desc']} | {nf} |")
    for e in errors:
        print("ERROR:", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
