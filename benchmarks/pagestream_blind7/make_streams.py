"""Generate the pagestream_blind7 benchmark: make_streams.py OUTDIR."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from check import check_stream
from stream import A4, LETTER, Stream
from streams_cn1 import s01
from streams_cn2 import s02, s03
from streams_cn3 import s04
from streams_cn4 import s06
from streams_cn5 import s05
from streams_en1 import s07
from streams_en2 import s09
from streams_en3 import s08
from streams_en4 import s10

STREAMS = [
    ("s01_cn_finance_batch", "s", A4, s01),
    ("s02_cn_construction_fax", "s", A4, s02),
    ("s03_tw_hk_folder", "t", A4, s03),
    ("s04_cn_equity_storage", "s", A4, s04),
    ("s05_cn_logistics_batch", "s", A4, s05),
    ("s06_cn_archive_redletter", "s", A4, s06),
    ("s07_en_au_in_accounts", "en", A4, s07),
    ("s08_en_eu_legal_inbox", "en", A4, s08),
    ("s09_en_us_supply_loan", "en", LETTER, s09),
    ("s10_en_sg_hr_finance", "en", A4, s10),
]


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: make_streams.py OUTDIR", file=sys.stderr)
        return 2
    outdir = Path(argv[1])
    outdir.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    errors: list[str] = []
    totals = {"pages": 0, "scanned": 0, "docs": 0, "fields": 0}
    for name, lang, size, fn in STREAMS:
        st = Stream(name, lang, size)
        fn(st)
        g = st.save(outdir)
        errors += check_stream(st, outdir)
        sc = sum(p["scanned"] for p in st.page_info)
        totals["pages"] += g["pages"]
        totals["scanned"] += sc
        totals["docs"] += len(g["segments"])
        totals["fields"] += len(g["fields"])
        print(
            f"{name}: {g['pages']} pages ({sc} scanned), {len(g['segments'])} docs, {len(g['fields'])} fields"
        )
    print(f"total: {totals}  ({time.time() - t0:.1f}s)")
    for e in errors:
        print("CHECK FAILED:", e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
