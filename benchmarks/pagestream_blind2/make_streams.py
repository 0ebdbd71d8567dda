"""Writes the pagestream_blind2 set: OUT_DIR/NAME.pdf and OUT_DIR/NAME.gold.json for each stream.

Usage: python benchmarks/pagestream_blind2/make_streams.py OUT_DIR
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pymupdf as fitz
from check import GoldError, check_id_fields, check_segments, first_page
from docs import Ctx
from pools import Pools
from scan import scan_jpeg, scan_params
from streams import STREAMS

POOL_SEED = 20240305
METADATA = {
    "producer": "pagestream_blind2",
    "creator": "pagestream_blind2",
    "title": "",
    "author": "",
    "subject": "",
    "keywords": "",
    "creationDate": "",
    "modDate": "",
}


def build_stream(name: str, entries, pools: Pools) -> tuple[bytes, dict, list[bool]]:
    rng = random.Random(f"stream:{name}")
    src = fitz.open()
    ctx = Ctx(src, pools, rng)
    built = []
    for builder, scanned in entries:
        start = len(src)
        out = builder(ctx)
        if [s.number for s in out.sheets] != list(range(start, len(src))):
            raise GoldError(f"{name}: {out.label} pages are not contiguous")
        built.append((out, scanned))
    texts = ["" for _ in range(len(src))]
    scanned_flags = [False] * len(src)
    for out, scanned in built:
        for sheet in out.sheets:
            texts[sheet.number] = "\n".join(sheet.texts)
            scanned_flags[sheet.number] = scanned
    src.subset_fonts()
    final = fitz.open()
    index = 0
    while index < len(src):
        if scanned_flags[index]:
            jpeg = scan_jpeg(src[index], scan_params(rng))
            rect = src[index].rect
            page = final.new_page(width=rect.width, height=rect.height)
            page.insert_image(page.rect, stream=jpeg)
            index += 1
            continue
        last = index
        while last + 1 < len(src) and not scanned_flags[last + 1]:
            last += 1
        final.insert_pdf(src, from_page=index, to_page=last)
        index = last + 1
    final.set_metadata(METADATA)
    data = final.tobytes(garbage=4, deflate=True, no_new_id=True)
    gold = make_gold(name, built, texts, scanned_flags, data)
    return data, gold, scanned_flags


def make_gold(name: str, built, texts: list[str], scanned: list[bool], data: bytes) -> dict:
    saved = fitz.open("pdf", data)
    extracted = [page.get_text() for page in saved]
    if len(extracted) != len(texts):
        raise GoldError(f"{name}: page count changed on save")
    segments, fields = [], []
    page = 0
    for seg_no, (out, _) in enumerate(built, start=1):
        first, last = page, page + len(out.sheets) - 1
        segments.append({"start_page": first + 1, "end_page": last + 1, "doc_type": out.doc_type})
        page = last + 1
        if out.doc_type == "other":
            if out.fields:
                raise GoldError(f"{name}: distractor {out.label} carries fields")
            continue
        for field, value in out.fields:
            found = first_page(field, value, texts[first : last + 1])
            if found is None:
                raise GoldError(f"{name}: {out.label} {field}={value!r} is not printed in its segment")
            gold_page = first + found
            if not scanned[gold_page]:
                again = first_page(field, value, extracted[first : last + 1])
                if again is None or first + again != gold_page:
                    raise GoldError(
                        f"{name}: {out.label} {field}={value!r} not found in the PDF text of page "
                        f"{gold_page + 1} (found {again})"
                    )
            fields.append({"segment": seg_no, "field": field, "value": value, "page": gold_page + 1})
        if out.doc_type == "id_card":
            check_id_fields(dict(out.fields))
    for index, flag in enumerate(scanned):
        if flag and extracted[index].strip():
            raise GoldError(f"{name}: scanned page {index + 1} still has a text layer")
    check_segments(segments, len(texts))
    return {"name": name, "pages": len(texts), "segments": segments, "fields": fields}


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1])
        return 2
    out_dir = Path(argv[1])
    out_dir.mkdir(parents=True, exist_ok=True)
    pools = Pools(POOL_SEED)
    total = Counter()
    print(f"{'stream':28} pages segs invoice contract id_card other fields scanned")
    for name, _desc, entries in STREAMS:
        data, gold, scanned = build_stream(name, entries, pools)
        (out_dir / f"{name}.pdf").write_bytes(data)
        text = json.dumps(gold, ensure_ascii=False, indent=1) + "\n"
        (out_dir / f"{name}.gold.json").write_text(text, encoding="utf-8")
        kinds = Counter(seg["doc_type"] for seg in gold["segments"])
        row = Counter(
            pages=gold["pages"],
            segs=len(gold["segments"]),
            fields=len(gold["fields"]),
            scanned=sum(scanned),
            **kinds,
        )
        total.update(row)
        print(
            f"{name:28} {row['pages']:5} {row['segs']:4} {row['invoice']:7} {row['contract']:8} "
            f"{row['id_card']:7} {row['other']:5} {row['fields']:6} {row['scanned']:7}"
        )
    print(
        f"{'TOTAL':28} {total['pages']:5} {total['segs']:4} {total['invoice']:7} {total['contract']:8} "
        f"{total['id_card']:7} {total['other']:5} {total['fields']:6} {total['scanned']:7}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
