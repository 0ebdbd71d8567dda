"""Benchmark: fields of split documents against the generator's gold, digital and scanned streams apart.

Run:  .venv/bin/python benchmarks/field_bench.py [--digital 20] [--scanned 4] [--docs 6] [--focus] [--model]
      .venv/bin/python benchmarks/field_bench.py --dir FOLDER   (NAME.pdf + NAME.gold.json pairs)

Each stream (tests/pagestreams, seeded: digital seeds 0.., scanned 1000..) goes through what ``dataagent
split`` does: read (text layer, else OCR), split, route, extract fields from each segment's own pages;
readers only by default, with ``--model`` the configured endpoint reads what they miss. A gold field is
right when the gold segment it belongs to has a predicted segment (IoU > 0.5) whose field has
the same value, normalised by its kind (dates to ISO, amounts to decimals, text and codes without spaces,
punctuation or case: OCR's stray dots and colons do not count), on the same page. Printed per kind:
accuracy per field and per type for invoice, contract and id_card, and over the three. ``--focus``
builds streams of only those three types (more fields per OCR second).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import unicodedata
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.stream_sets import Pair, from_folder, generated
from services.extraction.fields.readers import canonical, squash
from services.extraction.fields.settings import FieldSettings
from services.extraction.fields.shapes import dates
from shared.config import load_settings
from tests.pagestreams.documents import make_document
from tests.pagestreams.generator import Stream, make_stream

TYPES = ("invoice", "contract", "id_card")


def focus_stream(seed: int, n_docs: int) -> Stream:
    """``n_docs`` documents of the three measured types, languages mixed (ID cards are Chinese)."""
    rng = random.Random(seed)
    docs = [make_document(rng.choice(TYPES), rng.choice(("zh", "en")), rng) for _ in range(n_docs)]
    stream = Stream(f"focus_{seed:04d}", docs)
    for i, doc in enumerate(docs):
        stream.layout += [(i, k) for k in range(len(doc.pages))]
    return stream


def _norm(kind: str, value: str, strict: bool = False) -> str:
    """Dates, amounts and ID numbers in canonical form; text and codes without spaces, punctuation, case
    (``strict``: punctuation counts)."""
    if kind in ("date", "amount", "id_number"):
        return canonical(kind, value) or squash(value)
    if period := _period(value):
        return period
    if strict:
        return squash(value)
    return "".join(c for c in squash(value) if not unicodedata.category(c).startswith(("P", "S")))


def _period(value: str) -> str | None:
    """A period of validity by its dates, however printed: "2016.08.03-2036.08.03", "2016-08-03至长期"."""
    days = [iso for iso, _ in dates(value)]
    if len(days) == 2:
        return f"{days[0]}~{days[1]}"
    return f"{days[0]}~长期" if len(days) == 1 and "长期" in value else None


def _matched(pred: list[dict], start: int, end: int) -> dict | None:
    gold = set(range(start, end + 1))
    best, best_iou = None, 0.5
    for seg in pred:
        span = set(range(seg["start_page"], seg["end_page"] + 1))
        iou = len(gold & span) / len(gold | span)
        if iou > best_iou:
            best, best_iou = seg, iou
    return best


async def run_kind(pairs: Iterator[Pair], args: argparse.Namespace) -> dict:
    """The tally over ``pairs``; with ``--model`` and no endpoint configured, the embedded model."""
    if not args.model:
        return await _run_kind(pairs, args)
    from cli.launcher import embedded_model

    async with embedded_model():
        return await _run_kind(pairs, args)


async def _run_kind(pairs: Iterator[Pair], args: argparse.Namespace) -> dict:
    from cli.split import split_file

    kinds = {t: {f.name: f.kind for f in load_settings(FieldSettings).template(t)} for t in TYPES}
    tally: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    misses: list[str] = []
    streams = 0
    for path, gold in pairs:
        streams += 1
        out = await split_file(path, args.model, cache=False)
        for f in gold["fields"]:
            g = gold["segments"][f["segment"] - 1]
            if g["doc_type"] not in TYPES:
                continue
            kind = kinds[g["doc_type"]].get(f["field"], "text")
            seg = _matched(out["segments"], g["start_page"], g["end_page"])
            got = next((x for x in (seg or {}).get("fields", []) if x["name"] == f["field"]), None)
            ok = (
                got is not None
                and got["page"] == f["page"]
                and _norm(kind, got["value"], args.strict) == _norm(kind, f["value"], args.strict)
            )
            row = tally[(g["doc_type"], f["field"])]
            row[0] += ok
            row[1] += 1
            if not ok:
                seen = f"{got['value']!r} p{got['page']}" if got else "not found"
                misses.append(f"{path.stem} {f['field']}: gold {f['value']!r} p{f['page']}, got {seen}")
    return {"tally": tally, "misses": misses, "streams": streams}


def report(kind: str, res: dict, show: int) -> None:
    tally = res["tally"]
    print(f"\n== {kind}: {res['streams']} streams")
    total = [0, 0]
    for doc_type in TYPES:
        rows = {f: v for (t, f), v in tally.items() if t == doc_type}
        ok, n = sum(v[0] for v in rows.values()), sum(v[1] for v in rows.values())
        total = [total[0] + ok, total[1] + n]
        print(f"{doc_type:<10} {ok:>4}/{n:<4} {ok / n if n else float('nan'):.3f}")
        for name, (fok, fn) in sorted(rows.items()):
            print(f"  {name:<18} {fok:>4}/{fn:<4} {fok / fn:.3f}")
    print(f"{'overall':<10} {total[0]:>4}/{total[1]:<4} {total[0] / max(total[1], 1):.3f}")
    for line in res["misses"][:show]:
        print(f"  miss: {line}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--digital", type=int, default=20, help="digital streams (seeds 0..N-1)")
    ap.add_argument("--scanned", type=int, default=4, help="scanned streams (seeds 1000..)")
    ap.add_argument("--docs", type=int, default=6, help="documents per stream")
    ap.add_argument("--focus", action="store_true", help="streams of invoices, contracts and ID cards only")
    ap.add_argument("--model", action="store_true", help="the configured model reads what the readers miss")
    ap.add_argument("--seed-offset", type=int, default=0, help="added to every seed (other streams)")
    ap.add_argument("--strict", action="store_true", help="text and codes must match punctuation too")
    ap.add_argument("--show-misses", type=int, default=0, help="print this many wrong fields per kind")
    ap.add_argument("--dir", type=Path, help="streams from this folder (NAME.pdf + NAME.gold.json) instead")
    args = ap.parse_args()
    engine = "readers + model" if args.model else "readers only (no model)"
    streams = "focus (invoice, contract, id_card)" if args.focus else "generator's mix"
    print(
        f"fields by {engine}; streams: {streams}, {args.docs} documents each; seed offset {args.seed_offset}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        os.environ.setdefault("DATAAGENT_ARTIFACT_ROOT", str(Path(tmp) / "artifacts"))
        root = Path(tmp)
        if args.dir is not None:
            print(f"streams from {args.dir}")
            report(args.dir.name, asyncio.run(run_kind(from_folder(args.dir), args)), args.show_misses)
            return 0
        make = focus_stream if args.focus else make_stream
        for kind, count, base, scanned in (
            ("digital", args.digital, 0, False),
            ("scanned", args.scanned, 1000, True),
        ):
            if count:
                seeds = [args.seed_offset + base + k for k in range(count)]
                pairs = generated(seeds, scanned, args.docs, root, make)
                report(kind, asyncio.run(run_kind(pairs, args)), args.show_misses)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
