#!/usr/bin/env python
"""Generate the pagestream_blind6 held-out test set.

    cd /work/main && .venv/bin/python benchmarks/pagestream_blind6/make_streams.py var/pagestream_blind6

Writes NAME.pdf and NAME.gold.json per stream, re-reads every PDF and checks the gold against what is
printed; exits non-zero when a check fails.  Deterministic: same bytes on every run.
"""

import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from kit_check import check_stream  # noqa: E402
from streams_01_02 import s01, s02  # noqa: E402
from streams_03_04 import s03, s04  # noqa: E402
from streams_05_06 import s05, s06  # noqa: E402
from streams_07_08 import s07, s08  # noqa: E402
from streams_09_10 import s09, s10  # noqa: E402

STREAMS = [s01, s02, s03, s04, s05, s06, s07, s08, s09, s10]


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    failures = 0
    tot = dict(pages=0, scanned=0, docs={}, fields={})
    for fn in STREAMS:
        st = fn()
        gold = st.gold()
        pdf = os.path.join(out, st.name + ".pdf")
        st.build(pdf)
        with open(os.path.join(out, st.name + ".gold.json"), "w", encoding="utf-8") as fh:
            json.dump(gold, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        errs = check_stream(pdf, st, gold)
        if not (8 <= gold["pages"] <= 11):
            errs.append(f"stream has {gold['pages']:d} pages (want 8-11)")
        nscan = sum(1 for p in st.pages if p["scan"])
        tot["pages"] += gold["pages"]
        tot["scanned"] += nscan
        for s in gold["segments"]:
            tot["docs"][s["doc_type"]] = tot["docs"].get(s["doc_type"], 0) + 1
        for f in gold["fields"]:
            k = gold["segments"][f["segment"] - 1]["doc_type"]
            tot["fields"][k] = tot["fields"].get(k, 0) + 1
        print(
            "{:<28} pages={:2d} scanned={:2d} segments={:2d} fields={:3d}  {}".format(
                st.name,
                gold["pages"],
                nscan,
                len(gold["segments"]),
                len(gold["fields"]),
                "OK" if not errs else "FAIL",
            )
        )
        for e in errs:
            print("    " + e)
        failures += len(errs)
    print(
        "total pages={:d} scanned={:d} documents={} fields={}  ({:.1f}s)".format(
            tot["pages"], tot["scanned"], json.dumps(tot["docs"]), json.dumps(tot["fields"]), time.time() - t0
        )
    )
    if failures:
        print(f"SELF-CHECK FAILED: {failures:d} problem(s)")
        return 1
    print("self-check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
