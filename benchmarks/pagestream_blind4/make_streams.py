#!/usr/bin/env python3
"""Generate the pagestream_blind4 held-out set.

Usage: python make_streams.py OUT_DIR [--only sNN]

Writes sNN_<name>.pdf and sNN_<name>.gold.json for 10 streams, then self-checks
every stream (gold values printed on their gold page, segments cover the pages,
scanned pages have no text layer, ID numbers valid).  Exits 1 on any failure.
Deterministic: fixed seeds, no clock, no network.
"""

import os
import sys
import time
import warnings

warnings.filterwarnings("ignore")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import streams_bank  # noqa: E402
import streams_export  # noqa: E402
import streams_hk_sg  # noqa: E402
import streams_hr  # noqa: E402
import streams_inbox  # noqa: E402
import streams_lease  # noqa: E402
import streams_procurement  # noqa: E402
import streams_scans  # noqa: E402
import streams_vat  # noqa: E402
from builder import Stream  # noqa: E402

STREAMS = [
    ("s01_vat_batch", streams_vat.s01),
    ("s02_hr_onboarding", streams_hr.s02),
    ("s03_lease_pack", streams_lease.s03),
    ("s04_export_trade", streams_export.s04),
    ("s05_travel_scans", streams_scans.s05),
    ("s06_hk_sg_mixed", streams_hk_sg.s06),
    ("s07_bank_loan", streams_bank.s07),
    ("s08_procurement", streams_procurement.s08),
    ("s09_inbox_mixed", streams_inbox.s09),
    ("s10_archive_scans", streams_scans.s10),
]


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    out_dir = argv[1]
    only = argv[argv.index("--only") + 1] if "--only" in argv else None
    os.makedirs(out_dir, exist_ok=True)
    t0 = time.perf_counter()
    failures = 0
    totals = {"pages": 0, "scanned": 0, "docs": {}, "fields": {}}
    for k, (name, fn) in enumerate(STREAMS, 1):
        if only and not name.startswith(only):
            continue
        st = Stream(name, seed=4000 + k)
        fn(st)
        gold, errs = st.build(out_dir)
        nscan = sum(1 for o in st.page_scan if o)
        totals["pages"] += gold["pages"]
        totals["scanned"] += nscan
        for s in gold["segments"]:
            totals["docs"][s["doc_type"]] = totals["docs"].get(s["doc_type"], 0) + 1
        for f in gold["fields"]:
            t = gold["segments"][f["segment"] - 1]["doc_type"]
            totals["fields"][t] = totals["fields"].get(t, 0) + 1
        status = "ok" if not errs else f"{len(errs)} ERRORS"
        print(
            f"{name}: {gold['pages']} pages ({nscan} scanned), {len(gold['segments'])} docs, "
            f"{len(gold['fields'])} fields  {status}"
        )
        for e in errs:
            print("   ", e)
        failures += len(errs)
    print(
        f"total: {totals['pages']} pages ({totals['scanned']} scanned), docs {totals['docs']}, "
        f"fields {totals['fields']}, {time.perf_counter() - t0:.1f}s"
    )
    if failures:
        print(f"SELF-CHECK FAILED: {failures} problem(s)")
        return 1
    print("self-check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
