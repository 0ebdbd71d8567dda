"""Generate the pagestream_blind8 benchmark: 10 multi-document PDF streams + gold JSON, then self-check.

Usage: .venv/bin/python benchmarks/pagestream_blind8/make_streams.py OUTDIR
"""

from __future__ import annotations

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import check
import stream01
import stream02
import stream03
import stream04
import stream05
import stream06
import stream07
import stream08
import stream09
import stream10

BUILDERS = (
    stream01.s01,
    stream02.s02,
    stream03.s03,
    stream04.s04,
    stream05.s05,
    stream06.s06,
    stream07.s07,
    stream08.s08,
    stream09.s09,
    stream10.s10,
)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    out = argv[1]
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    records: dict[str, dict[int, list[str]]] = {}
    for build in BUILDERS:
        st = build()
        st.save(os.path.join(out, st.name + ".pdf"))
        with open(os.path.join(out, st.name + ".gold.json"), "w", encoding="utf-8") as fh:
            json.dump(st.gold(), fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        records[st.name] = st.scan_strings
        st.doc.close()
    print(f"generated {len(records)} streams in {time.time() - t0:.1f}s -> {out}")
    return check.run(out, records)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
