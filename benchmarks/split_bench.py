"""Benchmark: page-stream splitting against the generator's gold, digital and scanned streams apart.

Run:  .venv/bin/python benchmarks/split_bench.py [--digital 30] [--scanned 6] [--docs 6] [--model]
      .venv/bin/python benchmarks/split_bench.py --dir FOLDER   (NAME.pdf + NAME.gold.json pairs)

Streams come from tests/pagestreams (seeded: the same seeds give the same PDFs). Each PDF is read as
``dataagent split`` reads it (text layer, else OCR), then split by the rule fallback, or with ``--model``
by the configured model endpoint on the pages the programs are unsure of (``model_splits`` on, whatever
configs/pagestream.yaml says). Printed per kind (digital, scanned):

- PQ, panoptic quality over segments as page sets (a match is IoU > 0.5; SQ x RQ): class-agnostic, and
  class-aware (a match also needs the same type); beside it the baseline of one segment per page;
- boundary precision / recall / F1 over the pages where a new document starts (page 1 excluded), and the
  baseline's (every page a boundary);
- classification accuracy per gold type (a gold segment is right when most of its pages got its type);
- seconds per page: reading the text layer, OCR, and the split itself (model time, with --model) apart.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.stream_sets import Pair, from_folder, generated
from services.context.pagestream.reader import read_stream
from services.context.pagestream.settings import PageStreamSettings
from services.context.pagestream.split import PageStreamSplitter
from services.context.pdf.settings import load_pdf_settings
from shared.config import load_settings

Seg = tuple[int, int, str]  # start page, end page (1-based, inclusive), type


def pq(pred: list[Seg], gold: list[Seg], by_type: bool) -> tuple[float, int, int, int]:
    """(sum of matched IoUs, TP, FP, FN); a match has IoU > 0.5, so it is unique."""
    iou_sum, matched_pred, tp = 0.0, set(), 0
    for g in gold:
        gs = set(range(g[0], g[1] + 1))
        for j, p in enumerate(pred):
            if j in matched_pred or (by_type and p[2] != g[2]):
                continue
            ps = set(range(p[0], p[1] + 1))
            iou = len(gs & ps) / len(gs | ps)
            if iou > 0.5:
                iou_sum, tp = iou_sum + iou, tp + 1
                matched_pred.add(j)
                break
    return iou_sum, tp, len(pred) - tp, len(gold) - tp


@dataclass
class Tally:
    pq: dict[str, list[float]] = field(default_factory=lambda: defaultdict(lambda: [0.0, 0, 0, 0]))
    bounds: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0, 0]))
    types: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    pages: int = 0
    streams: int = 0
    exact: int = 0
    read_s: float = 0.0
    ocr_s: float = 0.0
    split_s: float = 0.0
    model_calls: int = 0

    def add_pq(self, name: str, pred: list[Seg], gold: list[Seg], by_type: bool) -> None:
        for k, v in enumerate(pq(pred, gold, by_type)):
            self.pq[name][k] += v

    def add_bounds(self, name: str, pred: list[Seg], gold: list[Seg]) -> None:
        p = {s[0] for s in pred if s[0] > 1}
        g = {s[0] for s in gold if s[0] > 1}
        row = self.bounds[name]
        row[0], row[1], row[2] = row[0] + len(p & g), row[1] + len(p - g), row[2] + len(g - p)

    def value(self, name: str) -> float:
        iou, tp, fp, fn = self.pq[name]
        return iou / (tp + fp / 2 + fn / 2) if tp + fp + fn else 1.0

    def f1(self, name: str) -> tuple[float, float, float]:
        tp, fp, fn = self.bounds[name]
        prec = tp / (tp + fp) if tp + fp else 1.0
        rec = tp / (tp + fn) if tp + fn else 1.0
        return prec, rec, 2 * prec * rec / (prec + rec) if prec + rec else 0.0


def _segments(result: dict) -> list[Seg]:
    return [(s["start_page"], s["end_page"], s["doc_type"]) for s in result["segments"]]


async def run_kind(pairs: Iterator[Pair], use_model: bool) -> Tally:
    """The tally over ``pairs``; with ``use_model`` and no endpoint configured, the embedded model."""
    if not use_model:
        return await _run_kind(pairs, False)
    from cli.launcher import embedded_model

    async with embedded_model():
        return await _run_kind(pairs, True)


async def _run_kind(pairs: Iterator[Pair], use_model: bool) -> Tally:
    settings = load_settings(PageStreamSettings)
    pdf_settings = load_pdf_settings()
    tally = Tally()
    llm = None
    if use_model:
        from shared.llm import LLMClient, LLMSettings

        llm = LLMClient(load_settings(LLMSettings))
        settings = settings.model_copy(update={"model_splits": True})
    splitter = PageStreamSplitter(settings, llm)
    pairs = list(pairs)
    # A set whose gold names fewer types (invoice, contract, id_card, other) counts the others as other.
    vocabulary = {s["doc_type"] for _, gold_data in pairs for s in gold_data["segments"]}

    def named(doc_type: str) -> str:
        return doc_type if doc_type in vocabulary else "other"

    for path, gold_data in pairs:
        gold = [(s["start_page"], s["end_page"], s["doc_type"]) for s in gold_data["segments"]]
        text = read_stream(path, pdf_settings, settings.ocr_dpi)
        result = await splitter.split(text.pages, path.stem, path.name)
        pred = [(s.start_page, s.end_page, named(s.doc_type)) for s in result.segments]
        tally.exact += [s[:2] for s in pred] == [s[:2] for s in gold]
        baseline = [(p, p, "other") for p in range(1, len(text.pages) + 1)]
        tally.add_pq("split", pred, gold, by_type=False)
        tally.add_pq("split+type", pred, gold, by_type=True)
        tally.add_pq("baseline", baseline, gold, by_type=False)
        tally.add_bounds("split", pred, gold)
        tally.add_bounds("baseline", baseline, gold)
        page_type = {d.page: named(d.doc_type) for d in result.decisions}
        for g in gold:
            votes = Counter(page_type[p] for p in range(g[0], g[1] + 1))
            row = tally.types[g[2]]
            row[0] += votes.most_common(1)[0][0] == g[2]
            row[1] += 1
        tally.pages += len(text.pages)
        tally.streams += 1
        tally.read_s += text.read_seconds
        tally.ocr_s += text.ocr_seconds
        tally.split_s += result.seconds
        tally.model_calls += result.model_calls
    if llm is not None:
        await llm.aclose()
    return tally


def report(kind: str, t: Tally) -> None:
    print(f"\n== {kind}: {t.streams} streams, {t.pages} pages")
    base = t.value("baseline")
    print(f"PQ class-agnostic   split {t.value('split'):.3f}   baseline (one segment per page) {base:.3f}")
    print(f"PQ class-aware      split {t.value('split+type'):.3f}")
    print(f"streams segmented exactly {t.exact}/{t.streams}")
    for name in ("split", "baseline"):
        p, r, f = t.f1(name)
        print(f"boundary {name:<9} precision {p:.3f} recall {r:.3f} F1 {f:.3f}")
    print("classification accuracy per type (gold segments):")
    total_ok = sum(v[0] for v in t.types.values())
    total = sum(v[1] for v in t.types.values())
    for doc_type, (ok, n) in sorted(t.types.items()):
        print(f"  {doc_type:<20} {ok:>3}/{n:<3} {ok / n:.2f}")
    print(f"  {'all':<20} {total_ok:>3}/{total:<3} {total_ok / max(total, 1):.2f}")
    n = max(t.pages, 1)
    print(
        f"seconds per page: read {t.read_s / n:.4f}  OCR {t.ocr_s / n:.3f}  split {t.split_s / n:.4f}"
        f"  (model calls {t.model_calls})"
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--digital", type=int, default=30, help="digital streams (seeds 0..N-1)")
    ap.add_argument("--scanned", type=int, default=6, help="scanned streams (seeds 1000..)")
    ap.add_argument("--docs", type=int, default=6, help="documents per stream")
    ap.add_argument("--model", action="store_true", help="the model decides (embedded without an endpoint)")
    ap.add_argument("--seed-offset", type=int, default=0, help="added to every seed (other streams)")
    ap.add_argument("--dir", type=Path, help="streams from this folder (NAME.pdf + NAME.gold.json) instead")
    args = ap.parse_args()
    engine = "model" if args.model else "rule fallback (no model)"
    if args.dir is not None:
        print(f"engine: {engine}; streams from {args.dir}")
        report(args.dir.name, asyncio.run(run_kind(from_folder(args.dir), args.model)))
        return 0
    print(f"engine: {engine}; {args.docs} documents per stream; seed offset {args.seed_offset}")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for kind, count, base, scanned in (
            ("digital", args.digital, 0, False),
            ("scanned", args.scanned, 1000, True),
        ):
            if count:
                seeds = [args.seed_offset + base + k for k in range(count)]
                report(kind, asyncio.run(run_kind(generated(seeds, scanned, args.docs, root), args.model)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
