"""Benchmark: our PDF->Markdown against pymupdf4llm.to_markdown and raw page.get_text(), side by side.

Run:  .venv/bin/python benchmarks/pdf2md_bench.py [--max-pages 20] [--limit 19] [--no-ocr]

Per PDF (first ``--max-pages`` pages, cut into a temporary PDF so every method sees the same pages):
milliseconds per page for each method, pymupdf4llm's time over ours, word recall of ours (and of
pymupdf4llm) against the words of raw get_text() with the running headers/footers we dropped on
purpose taken out, and outline entries found as headings.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from pathlib import Path

import pymupdf

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from services.context.pdf2md import convert_pdf
from services.context.settings import ContextSettings
from shared.config import load_settings

DEFAULT_DIR = Path(__file__).resolve().parents[2] / "shared" / "erc_samples" / "round2_mini" / "pdfs"
_CJK = "\u2e80-\u9fff\uf900-\ufaff"
# A CJK character is a word of its own; elsewhere a word is a run of letters and digits.
_WORD = re.compile(rf"[{_CJK}]|(?:(?![{_CJK}])[^\W_])+")


def words(text: str) -> Counter[str]:
    return Counter(_WORD.findall(unicodedata.normalize("NFKC", text).casefold()))


def recall(reference: Counter[str], got: Counter[str]) -> float:
    total = sum(reference.values())
    return sum(min(n, got[w]) for w, n in reference.items()) / total if total else 1.0


def cut(src: Path, max_pages: int, tmp: Path) -> tuple[Path, int]:
    """The first ``max_pages`` pages of ``src`` as a new PDF, keeping the outline entries inside them."""
    doc = pymupdf.open(src)
    n = doc.page_count if max_pages <= 0 else min(max_pages, doc.page_count)
    if n == doc.page_count:
        return src, n
    out = pymupdf.open()
    out.insert_pdf(doc, to_page=n - 1)
    toc = [e[:3] for e in doc.get_toc(simple=True) if 1 <= e[2] <= n]
    fixed: list[list] = []
    for lvl, title, page in toc:
        # set_toc refuses a level jump of more than one; clamp like a reader would.
        lvl = min(lvl, (fixed[-1][0] + 1) if fixed else 1)
        fixed.append([lvl, title, page])
    if fixed:
        out.set_toc(fixed)
    path = tmp / src.name
    out.save(path)
    return path, n


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pdf-dir", type=Path, default=DEFAULT_DIR)
    ap.add_argument("--max-pages", type=int, default=20, help="pages per PDF (0: all)")
    ap.add_argument("--limit", type=int, default=0, help="number of PDFs (0: all)")
    ap.add_argument("--no-ocr", action="store_true", help="OCR off in both converters")
    ap.add_argument("--skip-4llm", action="store_true", help="ours and raw only")
    args = ap.parse_args(argv)

    import pymupdf4llm

    settings = load_settings(ContextSettings)
    pdf_settings = settings.pdf
    if args.no_ocr:
        ocr = pdf_settings.ocr.model_copy(update={"enabled": False})
        pdf_settings = pdf_settings.model_copy(update={"ocr": ocr})
    files = sorted(args.pdf_dir.glob("*.pdf"))
    if args.limit:
        files = files[: args.limit]
    # Warm up both converters (imports, the layout model's first load) outside the timings.
    warm = pymupdf.open()
    warm.new_page().insert_text((72, 72), "warm up")
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        warm.save(tmp / "warm.pdf")
        convert_pdf(tmp / "warm.pdf", pdf_settings)
        if not args.skip_4llm:
            pymupdf4llm.to_markdown(str(tmp / "warm.pdf"), use_ocr=not args.no_ocr)

        head = (
            f"{'pdf':10} {'pages':>5} {'ours ms/p':>9} {'4llm ms/p':>9} {'raw ms/p':>8} {'x4llm':>6} "
            f"{'recall':>7} {'4llm rec':>8} {'drop%':>6} {'outline':>8} {'heads':>5} {'tabs':>4} {'ocr':>3}"
        )
        print(head)
        print("-" * len(head))
        tot = Counter()
        ref_all: Counter[str] = Counter()
        ours_all: Counter[str] = Counter()
        llm_all: Counter[str] = Counter()
        for f in files:
            path, n = cut(f, args.max_pages, tmp)
            t = time.perf_counter()
            doc = pymupdf.open(path)
            raw_pages = [p.get_text() for p in doc]
            doc.close()
            t_raw = time.perf_counter() - t

            t = time.perf_counter()
            conv = convert_pdf(path, pdf_settings)
            t_ours = time.perf_counter() - t

            t_llm = 0.0
            md_llm = ""
            if not args.skip_4llm:
                t = time.perf_counter()
                md_llm = pymupdf4llm.to_markdown(str(path), use_ocr=not args.no_ocr)
                t_llm = time.perf_counter() - t

            reference = Counter()
            for text in raw_pages:
                reference.update(words(text))
            full = sum(reference.values())
            for d in conv.dropped_lines:
                reference.subtract(words(d.text))
            reference = +reference
            # OCRed pages have no text layer to compare with; count them out of both sides.
            got = words(conv.markdown)
            r_ours = recall(reference, got)
            r_llm = recall(reference, words(md_llm)) if md_llm else float("nan")
            ref_all.update(reference)
            ours_all.update(got)
            llm_all.update(words(md_llm))
            drop = 1 - sum(reference.values()) / full if full else 0.0
            ratio = t_llm / t_ours if t_ours and t_llm else float("nan")
            outline = f"{conv.outline_matched}/{conv.outline_entries}" if conv.outline_entries else "-"
            print(
                f"{f.stem[:10]:10} {n:5d} {1000 * t_ours / n:9.2f} {1000 * t_llm / n:9.1f} "
                f"{1000 * t_raw / n:8.2f} {ratio:6.1f} {r_ours:7.4f} {r_llm:8.4f} {100 * drop:6.2f} "
                f"{outline:>8} {len(conv.headings):5d} {conv.tables:4d} {len(conv.ocr_pages):3d}",
                flush=True,
            )
            tot.update(
                pages=n,
                ours=t_ours,
                llm=t_llm,
                raw=t_raw,
                ocr=len(conv.ocr_pages),
                om=conv.outline_matched,
                oe=conv.outline_entries,
            )
        n = tot["pages"] or 1
        print("-" * len(head))
        r_ours = recall(ref_all, ours_all)
        r_llm = recall(ref_all, llm_all) if not args.skip_4llm else float("nan")
        ratio = tot["llm"] / tot["ours"] if tot["ours"] and tot["llm"] else float("nan")
        print(
            f"{'TOTAL':10} {tot['pages']:5d} {1000 * tot['ours'] / n:9.2f} {1000 * tot['llm'] / n:9.1f} "
            f"{1000 * tot['raw'] / n:8.2f} {ratio:6.1f} {r_ours:7.4f} {r_llm:8.4f} {'':6} "
            f"{tot['om']:>3}/{tot['oe']:<4} {'':5} {'':4} {tot['ocr']:3d}"
        )
        speed = (
            f"ours is {ratio:.1f}x faster than pymupdf4llm ({'meets' if ratio >= 30 else 'misses'} 30x); "
            if not args.skip_4llm
            else ""
        )
        print(
            f"\n{speed}word recall {r_ours:.4f} ({'meets' if r_ours >= 0.99 else 'misses'} 0.99); "
            f"outline entries found as headings: {tot['om']}/{tot['oe']}; pages OCRed by ours: {tot['ocr']}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
