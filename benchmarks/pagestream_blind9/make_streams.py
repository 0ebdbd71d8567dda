"""Generate the pagestream_blind9 benchmark: ten mixed-document PDF page streams with gold JSON.

Usage: python benchmarks/pagestream_blind9/make_streams.py OUTDIR
Writes NAME.pdf and NAME.gold.json per stream, runs the self-check and exits 1 on any failure.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import streams_cn
import streams_en
import streams_en2
from check import build
from core import Stream

STREAMS = [
    ("s01_cn_finance_batch", 101, streams_cn.s01),
    ("s02_uk_accounts_inbox", 202, streams_en.s02),
    ("s03_cn_lease_hr_file", 303, streams_cn.s03),
    ("s04_us_legal_ops", 404, streams_en.s04),
    ("s05_tw_hk_papers", 505, streams_cn.s05),
    ("s06_apac_invoices", 606, streams_en.s06),
    ("s07_cn_loan_service", 707, streams_cn.s07),
    ("s08_en_hr_property", 808, streams_en2.s08),
    ("s09_cn_mixed_inbox", 909, streams_cn.s09),
    ("s10_en_archive_batch", 1010, streams_en2.s10),
]


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    errors: list[str] = []
    pages = scanned = 0
    docs: Counter[str] = Counter()
    fields: Counter[str] = Counter()
    for name, seed, fn in STREAMS:
        st = Stream(name, seed)
        fn(st)
        gold, errs = build(st, out)
        errors += errs
        pages += gold["pages"]
        scanned += len(st.scan)
        docs.update(s["doc_type"] for s in gold["segments"])
        for f in gold["fields"]:
            fields[gold["segments"][f["segment"] - 1]["doc_type"]] += 1
        kinds = ",".join(
            f"{k}:{v}" for k, v in sorted(Counter(s["doc_type"] for s in gold["segments"]).items())
        )
        print(
            f"{name}: {gold['pages']} pages, {len(st.scan)} scanned, {len(gold['segments'])} docs ({kinds}), "
            f"{len(gold['fields'])} fields"
        )
    print(
        f"TOTAL: {len(STREAMS)} streams, {pages} pages, {scanned} scanned, documents "
        f"{dict(sorted(docs.items()))}, "
        f"gold fields {dict(sorted(fields.items()))}, {time.time() - t0:.1f}s"
    )
    if errors:
        print(f"SELF-CHECK FAILED ({len(errors)}):")
        for e in errors:
            print("  " + e)
        return 1
    print("self-check OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
